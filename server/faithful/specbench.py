"""The spec benchmark (``bench/spec/``): our own descriptions with hand-written requirements.

``bench/spec/tasks.jsonl`` holds one task a line: ``id``, ``split`` ("dev" for tuning, "test"
reported and never tuned on), ``category``, ``description``, ``scene`` and ``requirements`` (the
JSON form of :mod:`server.faithful.requirements`, written by hand, not by the reader).
``bench/spec/reference/<id>.py`` is a scene we wrote that meets every requirement of its task.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from server.faithful.requirements import (
    Evaluation,
    Requirement,
    evaluate,
    requirement_from_dict,
)

SPEC_ENV = "MANIM_AGENT_SPEC_BENCH"
SPLITS = ("dev", "test")
CATEGORIES = (
    "shapes", "text", "formulas", "plots", "number_lines", "graphs", "charts", "grids", "3d",
    "layout", "sequences", "counting",
)  # fmt: skip


class SpecBenchError(RuntimeError):
    """The benchmark files are missing or malformed; the message says where and what."""


@dataclass(frozen=True)
class SpecTask:
    id: str
    split: str
    category: str
    description: str
    scene: str
    requirements: tuple[dict[str, Any], ...]
    reference_path: Path

    def parsed(self) -> list[Requirement]:
        return [requirement_from_dict(r) for r in self.requirements]

    def reference(self) -> str:
        return self.reference_path.read_text(encoding="utf-8")

    def check(self, trace: Any) -> Evaluation:
        return evaluate(self.parsed(), trace)


def default_dir() -> Path:
    """$MANIM_AGENT_SPEC_BENCH, else bench/spec/ in the repository."""
    env = os.environ.get(SPEC_ENV)
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[2] / "bench" / "spec"


def load(split: str | None = None, root: str | os.PathLike[str] | None = None) -> list[SpecTask]:
    """The tasks of a split ("dev", "test"), or all of them with ``split=None``."""
    if split is not None and split not in SPLITS:
        raise SpecBenchError(f"unknown spec split {split!r}; use one of {', '.join(SPLITS)}")
    base = Path(root) if root is not None else default_dir()
    path = base / "tasks.jsonl"
    if not path.is_file():
        raise SpecBenchError(f"spec benchmark not found at {path}; set {SPEC_ENV} to its folder")
    tasks = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            reqs = tuple(row["requirements"])
            for r in reqs:
                requirement_from_dict(r)  # a malformed requirement fails the load, loudly
            task = SpecTask(
                id=row["id"],
                split=row["split"],
                category=row["category"],
                description=row["description"],
                scene=row.get("scene", "Main"),
                requirements=reqs,
                reference_path=base / "reference" / f"{row['id']}.py",
            )
        except (ValueError, KeyError, TypeError) as exc:
            raise SpecBenchError(f"{path}:{n}: malformed spec task ({exc})") from exc
        if task.split not in SPLITS:
            raise SpecBenchError(f"{path}:{n}: split must be one of {SPLITS}, not {task.split!r}")
        tasks.append(task)
    return [t for t in tasks if split is None or t.split == split]
