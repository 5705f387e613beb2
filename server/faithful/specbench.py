"""The spec benchmarks: our own descriptions with hand-written requirements.

Two benchmarks share one format: ``spec`` (``bench/spec/``, short descriptions) and ``realspec``
(``bench/realspec/``, realistic descriptions stating 3 to 6 things each). ``tasks.jsonl`` holds one
task a line: ``id``, ``split`` ("dev" for tuning, "test" reported and never tuned on),
``category``, ``description``, ``scene`` and ``requirements`` (the JSON form of
:mod:`server.faithful.requirements`, written by hand, not by the reader). ``realspec`` tasks also
list the ``elements`` the description states (what a judge by eye checks) and, under
``unexpressed``, the elements the requirement kinds cannot check yet, each with the kind of check
it ``needs`` (:data:`UNEXPRESSED_NEEDS`). ``reference/<id>.py`` is a scene we wrote that meets
every requirement of its task.
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
REALSPEC_ENV = "MANIM_AGENT_REALSPEC_BENCH"
BENCHES = ("spec", "realspec")
SPLITS = ("dev", "test")
CATEGORIES = (
    "shapes", "text", "formulas", "plots", "number_lines", "graphs", "charts", "grids", "3d",
    "layout", "sequences", "counting",
)  # fmt: skip
#: the realistic benchmark's categories: the old ones and three that its descriptions need
REAL_CATEGORIES = (*CATEGORIES, "geometry", "motion", "regions")
#: what an element the requirement kinds cannot check yet would need (``unexpressed[].needs``)
UNEXPRESSED_NEEDS = {
    "attached_to_part": "a label or marker attached to a side, vertex, end, point, bar or node",
    "screen_region": "a place on the screen: a corner, an edge, a half or a quarter",
    "rotation_pivot": "the point or axis a rotation turns about",
    "path_motion": "motion along a path: a curve, around a shape, a route of several legs",
    "frame_share": "how much of the frame an object covers ('fills most of the screen')",
    "group_member_change": "which member of a group (bar, node, cell, row) changes, and only it",
    "text_number": "a number as shown in text, however it is written (1/2, \\frac{1}{2}, 0.5)",
    "follows": "one object kept attached to another while it moves (an updater)",
    "color_change": "an object changing colour at a given moment",
    "relative_size": "sizes compared: smaller, increasing, half of",
    "style": "a drawing style: dashed, hollow, italic, a gradient, alternating colours",
    "shape_geometry": "the exact geometry: a right angle, a function's curve, a direction",
    "simultaneous": "two changes at the same time where one is not a played animation",
    "stays_still": "something that must not move or change while others do",
    "inner_text": "text a compound mobject makes itself (table cells), which the trace omits",
}


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
    elements: tuple[str, ...] = ()
    unexpressed: tuple[dict[str, Any], ...] = ()

    def parsed(self) -> list[Requirement]:
        return [requirement_from_dict(r) for r in self.requirements]

    def reference(self) -> str:
        return self.reference_path.read_text(encoding="utf-8")

    def check(self, trace: Any) -> Evaluation:
        return evaluate(self.parsed(), trace)


def _env(bench: str) -> str:
    if bench not in BENCHES:
        raise SpecBenchError(f"unknown spec benchmark {bench!r}; use one of {', '.join(BENCHES)}")
    return REALSPEC_ENV if bench == "realspec" else SPEC_ENV


def default_dir(bench: str = "spec") -> Path:
    """$MANIM_AGENT_SPEC_BENCH (or $MANIM_AGENT_REALSPEC_BENCH), else bench/<bench>/ in the
    repository."""
    env = os.environ.get(_env(bench))
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[2] / "bench" / bench


def load(
    split: str | None = None,
    root: str | os.PathLike[str] | None = None,
    bench: str = "spec",
) -> list[SpecTask]:
    """The tasks of a split ("dev", "test"), or all of them with ``split=None``, of the ``spec``
    or ``realspec`` benchmark (``root`` overrides its folder)."""
    if split is not None and split not in SPLITS:
        raise SpecBenchError(f"unknown spec split {split!r}; use one of {', '.join(SPLITS)}")
    base = Path(root) if root is not None else default_dir(bench)
    path = base / "tasks.jsonl"
    if not path.is_file():
        raise SpecBenchError(
            f"{bench} benchmark not found at {path}; set {_env(bench)} to its folder"
        )
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
                elements=tuple(str(e) for e in row.get("elements") or ()),
                unexpressed=tuple(dict(u) for u in row.get("unexpressed") or ()),
            )
        except (ValueError, KeyError, TypeError) as exc:
            raise SpecBenchError(f"{path}:{n}: malformed spec task ({exc})") from exc
        if task.split not in SPLITS:
            raise SpecBenchError(f"{path}:{n}: split must be one of {SPLITS}, not {task.split!r}")
        tasks.append(task)
    return [t for t in tasks if split is None or t.split == split]
