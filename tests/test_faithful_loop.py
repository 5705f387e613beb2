"""Trace feedback in the agent's loop, with a scripted model and a fake renderer returning
hand-made traces (fakes only: these prove the control flow; the checks themselves run on real
renders in test_faithful_generic.py)."""

from __future__ import annotations

import sys
import types
from dataclasses import dataclass
from typing import Any

import pytest

from server.agent import AgentOptions, ManimAgent
from server.backends.base import CancelToken, Completion, GenerationParams, Message
from server.faithful.loop import BestAttempt, Verdict, assess, read_requirements
from server.render import RenderResult
from server.render.result import RenderError
from server.render.trace import MobjectInfo, SceneTrace, TraceStep

HEAD = "from manim import *\nclass S(Scene):\n    def construct(self):\n"
STACKED = HEAD + "        sq = [Square() for _ in range(3)]  # stacked\n"
ARRANGED = HEAD + "        sq = VGroup(*[Square() for _ in range(3)]).arrange(RIGHT)  # arranged\n"
BROKEN = HEAD + "        sq = Sqare()  # broken\n"
EMPTY = HEAD + "        self.wait()  # empty\n"


class ScriptedModel:
    """Answers each chat with the next scripted text and records the prompts it saw."""

    name = "scripted"
    loaded = True

    def __init__(self, answers: list[str]) -> None:
        self.answers = list(answers)
        self.prompts: list[list[Message]] = []

    def load(self) -> float:
        return 0.0

    def chat(self, messages: list[Message], params: GenerationParams | None = None, *,
             on_token: Any = None, cancel: CancelToken | None = None) -> Completion:  # fmt: skip
        self.prompts.append(messages)
        text = self.answers.pop(0) if self.answers else ""
        return Completion(text, "stop", 10, 100, 0.0, 0.01, 0.1)

    def close(self) -> None:
        pass


def square(i: int, x: float) -> MobjectInfo:
    return MobjectInfo(
        id=f"m{i}", cls="Square", line=4, stroke="#ffffff", stroke_opacity=1.0,
        bbox=[x - 1, -1, x + 1, 1], center=[x, 0, 0],
    )  # fmt: skip


def trace_for(code: str) -> SceneTrace:
    """Three squares at the origin (stacked), in a row (arranged), or nothing (empty)."""
    if "# stacked" in code:
        vis = [square(i, 0.0) for i in range(3)]
    elif "# arranged" in code:
        vis = [square(i, 2.5 * (i - 1)) for i in range(3)]
    else:
        vis = []
    steps = [
        TraceStep(index=0, kind="wait", line=4, run_time=1.0, visible=vis),
        TraceStep(index=1, kind="end", t_start=1.0, visible=vis),
    ]
    return SceneTrace(steps=steps)


def fake_render(code: str, **kwargs: Any) -> RenderResult:
    if "# broken" in code:
        err = RenderError("NameError", "name 'Sqare' is not defined", line=4,
                          tail="NameError: name 'Sqare' is not defined")  # fmt: skip
        return RenderResult(status="error", error=err)
    return RenderResult(status="success", scene="S", trace=trace_for(code))


def wrap(code: str) -> str:
    return f"<CODE>\n{code}</CODE>"


def agent(answers: list[str], **opts: Any) -> tuple[ManimAgent, ScriptedModel]:
    model = ScriptedModel([wrap(a) for a in answers])
    opts.setdefault("fresh_last_round", False)  # the repair rounds are what these follow
    opts.setdefault("fresh_on_repeat", False)
    options = AgentOptions(static_checks=False, strategy="ritl", examples=0, **opts)
    return ManimAgent(model, options, renderer=fake_render), model


def test_switched_off_accepts_the_first_render() -> None:
    """With trace_feedback off a rendered scene ends the run, stacked or not (on by default since
    it measured better on the spec benchmark: docs/benchmarks.md)."""
    assert AgentOptions().trace_feedback is True
    a, _ = agent([STACKED, ARRANGED], rounds=3, trace_feedback=False)
    result = a.run("three squares in a row")
    assert result.ok and len(result.rounds) == 1 and "# stacked" in (result.code or "")


def test_unmet_checks_feed_a_repair_round() -> None:
    """A stacked render is sent back with the finding; the fixed attempt is kept."""
    a, model = agent([STACKED, ARRANGED], rounds=3, trace_feedback=True)
    result = a.run("three squares in a row")
    assert result.ok and [r.kind for r in result.rounds] == ["generate", "trace-repair"]
    assert "# arranged" in (result.code or "")
    prompt = model.prompts[1][-1]["content"]
    assert "the video does not yet show what was asked" in prompt
    assert "3 Squares created at line 4" in prompt
    assert result.rounds[0].checks is not None and result.rounds[0].checks["unmet"]
    assert result.rounds[1].checks is not None and result.rounds[1].checks["unmet"] == []
    assert result.error is None


def test_a_rendering_attempt_is_never_replaced_by_a_broken_one() -> None:
    """Repairs that stop rendering leave the run with the earlier rendered attempt."""
    a, _ = agent([STACKED, BROKEN, BROKEN.replace("broken", "broken again")], rounds=2,
                     trace_feedback=True)  # fmt: skip
    result = a.run("three squares in a row")
    assert [r.kind for r in result.rounds] == ["generate", "trace-repair", "repair"]
    assert result.ok and "# stacked" in (result.code or "")
    assert result.render is not None and result.render.ok


def test_fresh_on_repeat_after_unmet_checks_samples_a_new_scene() -> None:
    """A trace repair that returns the same stacked scene is followed by a fresh sample of the
    generation prompt; off, the same trace repair is asked for again."""
    a, model = agent([STACKED, STACKED, ARRANGED], rounds=3, trace_feedback=True,
                     fresh_on_repeat=True)  # fmt: skip
    result = a.run("three squares in a row")
    assert [r.kind for r in result.rounds] == ["generate", "trace-repair", "regenerate"]
    assert result.ok and "# arranged" in (result.code or "")
    assert model.prompts[2] == model.prompts[0]
    b, _ = agent([STACKED, STACKED, ARRANGED], rounds=3, trace_feedback=True)
    kinds = [r.kind for r in b.run("three squares in a row").rounds]
    assert kinds == ["generate", "trace-repair", "trace-repair"]


def edit_agent(answers: list[str], **opts: Any) -> tuple[ManimAgent, ScriptedModel]:
    """An agent whose trace repairs are edits; ``answers`` are raw (an edit or a <CODE>)."""
    model = ScriptedModel(answers)
    options = AgentOptions(static_checks=False, strategy="ritl", examples=0, rounds=2,
                           trace_feedback=True, edit_repair=True, fresh_last_round=False,
                           fresh_on_repeat=False, **opts)  # fmt: skip
    return ManimAgent(model, options, renderer=fake_render), model


STACKED_TO_ARRANGED = (
    "<EDIT>\n<OLD>\n        sq = [Square() for _ in range(3)]  # stacked\n</OLD>\n<NEW>\n"
    "        sq = VGroup(*[Square() for _ in range(3)]).arrange(RIGHT)  # arranged\n</NEW>\n</EDIT>"
)


def test_edit_repair_changes_only_the_lines_the_findings_need() -> None:
    """With ``edit_repair`` the trace repair is an Edit Scene prompt (the scene, what it shows,
    the description and the findings as the instruction) and its OLD/NEW answer is applied to
    the rendered scene; the rest of the scene is kept as it was."""
    assert AgentOptions().edit_repair is False
    a, model = edit_agent([wrap(STACKED + "        self.wait()  # kept\n"), STACKED_TO_ARRANGED])
    result = a.run("three squares in a row")
    assert result.ok and [r.kind for r in result.rounds] == ["generate", "trace-edit"]
    assert "# arranged" in (result.code or "") and "self.wait()  # kept" in (result.code or "")
    prompt = model.prompts[1][-1]["content"]
    assert "<SCENE>" in prompt and "<TRACE>" in prompt
    instruction = prompt.split("<INSTRUCTION>")[1]
    assert 'The description asks: "three squares in a row"' in instruction
    assert "3 Squares created at line 4" in instruction
    assert result.rounds[1].checks is not None and result.rounds[1].checks["unmet"] == []


def test_edit_repair_that_does_not_apply_falls_back_to_the_whole_scene() -> None:
    """An edit whose OLD lines are not in the scene is followed, in the same round, by the
    usual repair prompt; the round is a trace repair and counts both answers' seconds."""
    wrong = STACKED_TO_ARRANGED.replace("# stacked", "# not in the scene")
    a, model = edit_agent([wrap(STACKED), wrong, wrap(ARRANGED)])
    result = a.run("three squares in a row")
    assert result.ok and [r.kind for r in result.rounds] == ["generate", "trace-repair"]
    assert len(model.prompts) == 3
    assert "<PREVIOUS_CODE>" in model.prompts[2][-1]["content"]
    assert "are not in the scene" in (result.rounds[1].unapplied_edit or "")
    assert "# arranged" in (result.code or "")


def test_edit_repair_leaves_render_errors_to_the_usual_repair() -> None:
    """Only a rendered scene's findings are asked for as an edit: a render error still gets
    the whole-scene repair with its error."""
    a, model = edit_agent([wrap(BROKEN), wrap(ARRANGED)])
    result = a.run("three squares in a row")
    assert [r.kind for r in result.rounds] == ["generate", "repair"]
    assert "<INSTRUCTION>" not in model.prompts[1][-1]["content"]


def test_the_attempt_meeting_most_checks_is_kept() -> None:
    """A later render with more unmet checks does not replace an earlier, better one."""
    a, _ = agent([STACKED, EMPTY], rounds=1, trace_feedback=True)
    result = a.run("three squares in a row")
    assert len(result.rounds) == 2 and result.ok
    assert "# stacked" in (result.code or "")  # 1 unmet (stacked) beats 1+ (nothing visible)


def test_vanilla_gets_no_trace_rounds() -> None:
    """Vanilla has no repair rounds, so trace feedback only records the checks."""
    a, model = agent([STACKED, ARRANGED], rounds=3, trace_feedback=True)
    a.options.strategy = "vanilla"
    result = a.run("three squares in a row")
    assert result.ok and len(result.rounds) == 1 and len(model.prompts) == 1
    assert result.rounds[0].checks is not None


@dataclass
class _Res:
    ok: bool
    message: str
    line: int | None = None


@dataclass
class _NeedsCircle:
    kind: str = "object"

    def check(self, trace: SceneTrace) -> _Res:
        final = trace.final()
        ok = final is not None and any(m.cls == "Circle" for m in final.visible)
        return _Res(ok, "the description asks for a circle, and the scene shows none")


def test_description_requirements_join_the_checks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the description reader exists, its unmet requirements are fed back too."""
    reader = types.ModuleType("server.faithful.reader")
    reader.read_requirements = lambda d: [_NeedsCircle()] if "circle" in d else []  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "server.faithful.reader", reader)
    assert read_requirements("a circle") is not None
    a, model = agent([ARRANGED, ARRANGED + "        # again\n"], rounds=1, trace_feedback=True)
    result = a.run("a circle beside three squares")
    assert len(result.rounds) == 2
    assert "asks for a circle" in model.prompts[1][-1]["content"]
    checks = result.rounds[0].checks
    assert checks is not None and checks["reader"] and checks["requirements"] == 1


def test_reader_missing_means_generic_checks_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the reader module, no requirements are read and nothing fails."""
    monkeypatch.setitem(sys.modules, "server.faithful.reader", None)
    assert read_requirements("a circle") is None
    v = assess(ARRANGED, fake_render(ARRANGED))
    assert v.ok and v.requirements == 0 and not v.reader


def test_best_attempt_rules() -> None:
    """BestAttempt keeps renders only, and only strictly better ones."""
    best = BestAttempt()
    bad_render = RenderResult(status="error")
    assert not best.offer("x", bad_render, Verdict(), 0)
    good = fake_render(STACKED)
    v1 = assess(STACKED, good)
    assert best.offer(STACKED, good, v1, 0) and best.round == 0
    assert not best.offer("same", good, assess(STACKED, good), 1)  # a tie keeps the earlier
    arranged = fake_render(ARRANGED)
    assert best.offer(ARRANGED, arranged, assess(ARRANGED, arranged), 2) and best.round == 2


def test_a_shape_asked_to_cover_the_whole_screen_may_pass_the_frame() -> None:
    """The judged pool's judged-119 (a yellow circle grown until it covers the whole screen,
    judged faithful by eye): its trace has the circle past the top and bottom while it grows.
    With the description's whole-screen frame share the offscreen finding is not raised;
    without that requirement it is."""
    import gzip
    import json
    from pathlib import Path

    from server.faithful.loop import assess
    from server.faithful.reader import read_requirements
    from server.render.trace import SceneTrace

    root = Path(__file__).resolve().parents[1] / "bench" / "judged"
    row = next(
        json.loads(line)
        for line in (root / "outcomes.jsonl").read_text().splitlines()
        if json.loads(line)["id"] == "judged-119"
    )
    trace = SceneTrace.from_dict(
        json.loads(gzip.decompress((root / "traces" / "judged-119.json.gz").read_bytes()))
    )
    code = (root / "scenes" / "judged-119.py").read_text()

    class Render:
        pass

    render = Render()
    render.trace = trace  # type: ignore[attr-defined]
    reqs = read_requirements(row["description"])
    assert any(r.kind == "frame_share" and r.min >= 0.9 for r in reqs)
    kept = assess(code, render, reqs, reader=True, description=row["description"])  # type: ignore[arg-type]
    assert not [u for u in kept.unmet if u.code == "offscreen"], kept.unmet
    # the editor (and `render --json`) reads the same from the scene's description header
    from server.faithful.editor import editor_findings

    headed = f"# Description: {row['description']}\n" + code
    shown = editor_findings(render, headed)  # type: ignore[arg-type]
    assert not [f for f in shown if f.code == "offscreen"], shown
    others = [r for r in reqs if r.kind != "frame_share"]
    plain = assess(code, render, others, reader=True, description=row["description"])  # type: ignore[arg-type]
    assert [u.code for u in plain.unmet if u.code == "offscreen"] == ["offscreen"]
