"""The model registry: which model and adapter `python -m training` registered for the server.

One schema, read by the backend factory and written by the training's register stage. The file
(default `<cache>/registry.json`) names the active model at its top level and keeps earlier
registrations under `history`:

    {"version": 1, "name": "default", "model": "/.../base.gguf", "lora": "/.../adapter.gguf",
     "stage": "grpo", "run": "/.../runs/default", "config": "...", "created": "2025-...",
     "history": [{...}, ...]}
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

REGISTRY_VERSION = 1
REGISTRY_FILE = "registry.json"
HISTORY_KEPT = 20


@dataclass
class Registration:
    """One registered model: `model` is the GGUF to load, `lora` its adapter ("" = none)."""

    model: str
    lora: str = ""
    name: str = "default"
    stage: str | None = None
    run: str = ""
    config: str = ""
    created: str = ""

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Registration:
        known = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in d.items() if k in known})

    def files_exist(self) -> bool:
        return Path(self.model).is_file() and (not self.lora or Path(self.lora).is_file())


@dataclass
class Registry:
    active: Registration | None = None
    history: list[dict[str, Any]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        top = asdict(self.active) if self.active is not None else {}
        return {"version": REGISTRY_VERSION, **top, "history": self.history[:HISTORY_KEPT]}


def default_path(cache: str | Path | None = None) -> Path:
    from server.models.store import cache_dir

    return cache_dir(str(cache) if cache else None) / REGISTRY_FILE


def read(path: Path) -> Registry:
    """The registry at `path`; an absent or unreadable file is an empty registry."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Registry()
    if not isinstance(data, dict):
        return Registry()
    history = [h for h in data.get("history", []) if isinstance(h, dict)]
    model = data.get("model")
    active = Registration.from_dict(data) if isinstance(model, str) and model else None
    return Registry(active=active, history=history)


def register(path: Path, entry: Registration) -> Registry:
    """Make `entry` the active registration (the previous one moves to the history)."""
    old = read(path)
    history = list(old.history)
    if old.active is not None:
        history.insert(0, asdict(old.active))
    reg = Registry(active=entry, history=history[:HISTORY_KEPT])
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(reg.to_dict(), indent=2) + "\n", encoding="utf-8")
    tmp.replace(path)
    return reg
