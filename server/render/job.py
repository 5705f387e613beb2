"""A render job as it travels from the caller to a warm worker and into the forked child."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from server.render.limits import Limits
from server.settings import DEFAULTS

# Our quality letters -> Manim's quality names (480p15, 720p30, 1080p60).
QUALITIES: dict[str, str] = {
    "l": "low_quality",
    "m": "medium_quality",
    "h": "high_quality",
}


def normalize_quality(quality: str) -> str:
    """``"l"``, ``"ql"``, ``"-ql"``, ``"low"`` or ``"low_quality"`` -> ``"l"`` (same for m, h)."""
    q = (quality or "l").strip().lower().lstrip("-")
    if q.startswith("q") and len(q) == 2:
        q = q[1]
    aliases = {"low": "l", "medium": "m", "high": "h", "480p": "l", "720p": "m", "1080p": "h"}
    q = aliases.get(q.removesuffix("_quality"), q)
    if q not in QUALITIES:
        raise ValueError(f"unknown quality {quality!r}; use l (480p15), m (720p30) or h (1080p60)")
    return q


@dataclass
class JobSpec:
    """Everything a worker needs to run one job; plain data, sent as JSON."""

    id: str
    job_dir: str
    source_path: str  # the code, written into job_dir
    display_name: str = "scene.py"  # how tracebacks name the file
    scene: str | None = None
    quality: str = "l"
    timeout: float = DEFAULTS["render_timeout"]
    trusted: bool = False
    extra_sys_path: list[str] = field(default_factory=list)
    cwd: str | None = None  # where the scene runs (default: the job folder)
    limits: Limits = field(default_factory=Limits)
    layout: bool = True

    @property
    def media_dir(self) -> Path:
        return Path(self.job_dir) / "media"

    @property
    def out_dir(self) -> Path:
        return Path(self.job_dir) / "out"

    @property
    def log_path(self) -> Path:
        return Path(self.job_dir) / "render.log"

    @property
    def result_path(self) -> Path:
        return Path(self.job_dir) / "result.json"

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["limits"] = self.limits.to_dict()
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> JobSpec:
        data = dict(d)
        data["limits"] = Limits.from_dict(data.get("limits") or {})
        known = {k: data[k] for k in cls.__dataclass_fields__ if k in data}
        return cls(**known)
