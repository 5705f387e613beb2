"""The edit benchmark (``bench/edit/``): scenes, instructions, what must change and what must not.

Each task names a scene of ``bench/edit/scenes/``, an instruction, hand-written requirements on
what the edit changes (any kind of ``requirements.py`` or ``editreq.py``; the relative ones
compare the traces before and after), the elements that must not change (selectors, each checked
as ``editreq.Kept``) and a reference edit (exact replacements in the scene) that is the minimal
edit: ``minimal_lines`` lines touched. ``grade`` judges an edited scene's trace against the
scene's own; an edit succeeds when every requirement and every keep holds.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from server.faithful.editreq import Kept, check_one, edit_requirement_from_dict
from server.faithful.requirements import Requirement, Sel
from server.faithful.tracediff import lines_touched

SPLITS = ("dev", "test")
CATEGORIES = (
    "colour", "position", "timing", "add_remove", "text_formula", "order", "layout", "camera_3d",
)  # fmt: skip
DEFAULT_DIR = Path(__file__).resolve().parents[2] / "bench" / "edit"


class EditBenchError(ValueError):
    """The benchmark's files are missing or malformed."""


def bench_dir() -> Path:
    return Path(os.environ.get("MANIM_AGENT_EDIT_BENCH") or DEFAULT_DIR)


@dataclass
class EditTask:
    id: str
    split: str
    category: str
    scene_file: str
    scene: str
    instruction: str
    requirements: list[dict[str, Any]]
    keep: list[dict[str, Any]]
    reference: list[dict[str, str]]
    root: Path = field(default_factory=bench_dir)

    @property
    def scene_path(self) -> Path:
        return self.root / "scenes" / f"{self.scene_file}.py"

    @cached_property
    def source(self) -> str:
        """The scene before the edit."""
        return self.scene_path.read_text(encoding="utf-8")

    @cached_property
    def reference_code(self) -> str:
        """The scene after the reference edit (each replacement's ``old`` must occur once)."""
        code = self.source
        for r in self.reference:
            n = code.count(r["old"])
            if n != 1:
                raise EditBenchError(f"{self.id}: reference text {r['old']!r} occurs {n} times")
            code = code.replace(r["old"], r["new"])
        return code

    @property
    def minimal_lines(self) -> int:
        """Lines the reference edit touches: the minimal edit."""
        return lines_touched(self.source, self.reference_code)

    def parsed(self) -> list[Requirement]:
        """The hand requirements, then one ``Kept`` per element that must not change."""
        reqs = [edit_requirement_from_dict(d) for d in self.requirements]
        return reqs + [Kept(sel=Sel.from_dict(k), phrase="keep") for k in self.keep]


def load(split: str | None = None, root: Path | None = None) -> list[EditTask]:
    """The tasks of a split (both when None)."""
    base = root or bench_dir()
    path = base / "tasks.jsonl"
    if not path.is_file():
        raise EditBenchError(f"no edit benchmark at {path}")
    if split is not None and split not in SPLITS:
        raise EditBenchError(f"unknown split {split!r}; use one of {SPLITS}")
    tasks = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            tasks.append(EditTask(**json.loads(line), root=base))
    return [t for t in tasks if split is None or t.split == split]


def grade(task: EditTask, before: Any, after: Any) -> list[dict[str, Any]]:
    """Every requirement and keep of ``task`` on the traces before and after an edit."""
    out = []
    for req in task.parsed():
        res = check_one(req, before, after)
        out.append({"kind": req.kind, "phrase": req.phrase, "ok": res.ok, "message": res.message})
    return out
