"""The edit benchmark (``bench/edit/``): its files without rendering, every reference edit
rendered for real and graded by its own task, and the evaluation command on a scripted model."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from server.faithful import editbench
from server.faithful.editreq import Kept
from server.render import RenderPool, render_code
from server.render.scenes import read_manim_file


def test_edit_tasks_are_complete() -> None:
    """At least 60 tasks, every category on both halves (balanced), a valid instruction, hand
    requirements of known kinds, at least one element that must not change, and a reference
    edit that applies once and touches at least one line of a scene that defines the class."""
    tasks = editbench.load()
    assert len(tasks) >= 60
    assert len({t.id for t in tasks}) == len(tasks)
    assert all(re.fullmatch(r"edit-\d{3}", t.id) for t in tasks)
    assert {t.category for t in tasks} == set(editbench.CATEGORIES)
    for cat in editbench.CATEGORIES:
        halves = Counter(t.split for t in tasks if t.category == cat)
        assert halves["dev"] >= 3 and halves["test"] >= 3, (cat, halves)
        assert abs(halves["dev"] - halves["test"]) <= 1, (cat, halves)
    assert len({t.instruction for t in tasks}) == len(tasks)
    for t in tasks:
        reqs = t.parsed()
        assert t.requirements and t.keep, t.id
        assert sum(isinstance(r, Kept) for r in reqs) == len(t.keep)
        assert all(r.phrase for r in reqs[: len(t.requirements)]), t.id
        assert t.minimal_lines >= 1, t.id
        assert t.scene in read_manim_file(t.reference_code).scene_names, t.id


def test_a_bad_reference_is_refused(tmp_path: Path) -> None:
    """A reference replacement that does not occur exactly once is an error, not a silent miss."""
    (tmp_path / "scenes").mkdir()
    (tmp_path / "scenes" / "s.py").write_text("from manim import *\nclass Main(Scene):\n    pass\n")
    row = {"id": "edit-001", "split": "dev", "category": "colour", "scene_file": "s",
           "scene": "Main", "instruction": "x", "requirements": [], "keep": [],
           "reference": [{"old": "nothing like this", "new": "y"}]}  # fmt: skip
    (tmp_path / "tasks.jsonl").write_text(json.dumps(row) + "\n")
    (task,) = editbench.load(root=tmp_path)
    with pytest.raises(editbench.EditBenchError, match="occurs 0 times"):
        _ = task.reference_code
    with pytest.raises(editbench.EditBenchError, match="unknown split"):
        editbench.load("train", root=tmp_path)


def _verify(tasks: list[editbench.EditTask]) -> list[str]:
    problems = []
    pool = RenderPool(1)
    befores: dict[str, object] = {}
    try:
        for t in tasks:
            if t.scene_file not in befores:
                befores[t.scene_file] = render_code(t.source, scene=t.scene, pool=pool,
                                                    trusted=True, keep_outputs=False)  # fmt: skip
            before = befores[t.scene_file]
            after = render_code(t.reference_code, scene=t.scene, pool=pool, trusted=True,
                                keep_outputs=False)  # fmt: skip
            if not (before.ok and after.ok):  # type: ignore[attr-defined]
                problems.append(f"{t.id}: a render failed")
                continue
            for c in editbench.grade(t, before.trace, after.trace):  # type: ignore[attr-defined]
                if not c["ok"]:
                    problems.append(f"{t.id}: {c['kind']}: {c['message']}")
    finally:
        pool.shutdown()
    return problems


@pytest.mark.slow
def test_every_reference_edit_meets_its_task() -> None:
    """All references, rendered for real (about 2 min on one worker): each meets every hand
    requirement of its task and keeps every element that must not change."""
    assert _verify(editbench.load()) == []


def test_the_unedited_scene_fails_its_tasks() -> None:
    """The scene before the edit does not pass its own tasks (a task that the unedited scene
    already meets would measure nothing): checked on one scene's eight tasks."""
    tasks = [t for t in editbench.load() if t.scene_file == "shapes_trio"]
    pool = RenderPool(1)
    try:
        before = render_code(tasks[0].source, pool=pool, trusted=True, keep_outputs=False)
    finally:
        pool.shutdown()
    assert before.ok and before.trace is not None
    for t in tasks:
        checks = editbench.grade(t, before.trace, before.trace)
        assert not all(c["ok"] for c in checks), t.id


def test_eval_runs_the_edit_bench(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`python -m training eval --bench edit` on the first dev task with a scripted model that
    answers the reference as a whole file: graded a success, one line touched of a one-line
    minimal edit, and the run folder names the edit benchmark (a rerun resumes: no model call)."""
    from tests.scripted_endpoint import scripted_endpoint
    from training import evaluate as training_eval

    task = editbench.load("dev")[0]
    out = tmp_path / "edit-run"
    argv = ["--bench", "edit", "--split", "dev", "--limit", "1", "--out", str(out),
            "--no-progress", "--rounds", "0"]  # fmt: skip
    with scripted_endpoint([f"<CODE>\n{task.reference_code}</CODE>"]) as ep:
        assert training_eval.main(["--endpoint-url", ep.url, *argv]) == 0
        assert "| edit success | render rate |" in capsys.readouterr().out
        assert training_eval.main(["--endpoint-url", ep.url, *argv]) == 0
        assert len(ep.requests) == 1
    (row,) = [json.loads(x) for x in (out / "results.jsonl").read_text().splitlines()]
    assert row["id"] == task.id and row["success"] and row["lines_touched"] == 1
    assert row["answer_forms"] == ["file"]
    summary = json.loads((out / "summary.json").read_text())
    assert summary["bench"] == "edit" and summary["metrics"]["edit_success"] == 100.0
    assert json.loads((out / "run.json").read_text())["identity"]["bench"] == "edit"
