"""Parallel candidates in the agent (setting `candidates`): which candidate is kept, what the
transcript records, and that candidates = 1 is the loop as before.

Fakes only (a scripted model and a fake renderer): these prove the selection logic. The real
model's batched candidates are in test_candidates_model.py.
"""

from __future__ import annotations

from typing import Any

import pytest

from server.agent import AgentOptions, ManimAgent
from server.agent.candidates import Outcome, pick_best
from server.backends.base import (
    CANDIDATE_MIN_TEMPERATURE,
    CancelToken,
    Completion,
    GenerationParams,
    Message,
    candidate_params,
    chat_n,
)
from server.faithful.loop import Unmet, Verdict
from server.render import RenderResult
from server.render.result import LayoutWarning, RenderError

GOOD = "from manim import *\nclass Good(Scene):\n    def construct(self):\n        self.add(Circle())\n"
ALSO_GOOD = GOOD.replace("Circle()", "Square()")
BAD = GOOD.replace("Circle()", "Circel()")
BAD2 = GOOD.replace("Circle()", "Sqare()")
BOOM = GOOD.replace("Circle())", "Circle())  # boom")  # passes the static checks, fails to render


class Scripted:
    """Answers each chat with the next scripted text; records params and streamed tokens."""

    name = "scripted"
    loaded = True

    def __init__(self, answers: list[str], cancel_after: int | None = None) -> None:
        self.answers = list(answers)
        self.prompts: list[list[Message]] = []
        self.params: list[GenerationParams | None] = []
        self.cancel_after = cancel_after
        self.cancel: CancelToken | None = None

    def load(self) -> float:
        return 0.0

    def chat(self, messages: list[Message], params: GenerationParams | None = None, *,
             on_token: Any = None, cancel: CancelToken | None = None) -> Completion:  # fmt: skip
        self.prompts.append(messages)
        self.params.append(params)
        text = self.answers.pop(0) if self.answers else ""
        if on_token is not None:
            on_token(text)
        if self.cancel_after is not None and len(self.prompts) >= self.cancel_after:
            assert cancel is not None
            cancel.cancel()
            return Completion("", "cancelled", 0, 100, 0.0, None, 0.1)
        return Completion(text, "stop", 10, 100, 0.0, 0.01, 0.1)

    def close(self) -> None:
        pass


class Renders:
    """A fake renderer: renders unless the code has a misspelt class; counts its calls. Codes in
    `layout` render with that many layout warnings."""

    def __init__(self, layout: dict[str, int] | None = None) -> None:
        self.calls: list[str] = []
        self.layout = layout or {}

    def __call__(self, code: str, **kwargs: Any) -> RenderResult:
        self.calls.append(code)
        for bad in ("Circel", "Sqare", "boom"):
            if bad in code:
                err = RenderError("NameError", f"name '{bad}' is not defined", line=4,
                                  tail=f"NameError: name '{bad}' is not defined")  # fmt: skip
                return RenderResult(status="error", error=err)
        warnings = [
            LayoutWarning(kind="offscreen", mobject="Circle()", time=0.5)
            for _ in range(self.layout.get(code.strip(), 0))
        ]
        return RenderResult(status="success", scene="Good", layout=warnings)


def wrap(code: str) -> str:
    return f"<CODE>\n{code}</CODE>"


def make(answers: list[str], renders: Renders | None = None, **opts: Any) -> tuple[
    ManimAgent, Scripted, Renders
]:  # fmt: skip
    model = Scripted(answers)
    renderer = renders or Renders()
    opts.setdefault("fixes", False)
    opts.setdefault("static_checks", False)
    opts.setdefault("strategy", "ritl")
    opts.setdefault("fresh_last_round", False)  # the repair rounds are what these follow
    opts.setdefault("fresh_on_repeat", False)
    return ManimAgent(model, AgentOptions(**opts), renderer=renderer), model, renderer


def test_rendering_candidate_beats_one_that_does_not_render() -> None:
    """Candidate 1 fails to render, candidate 2 renders: 2 is kept and no repair round runs."""
    a, model, renders = make([wrap(BAD), wrap(GOOD)], candidates=2, rounds=3)
    result = a.run("a circle")
    assert result.ok and result.chosen_candidate == 2
    assert result.code == GOOD.rstrip("\n")
    assert len(result.rounds) == 1 and result.rounds[0].candidate == 2
    assert len(model.prompts) == 2 and len(renders.calls) == 2


def test_more_checks_met_wins(monkeypatch: pytest.MonkeyPatch) -> None:
    """Both candidates render; the one with fewer unmet trace checks is kept although later."""

    def verdict(
        code: str, render: Any, reqs: Any = None, *, reader: bool = False, **_: Any
    ) -> Verdict:
        unmet = [] if "Square" in code else [Unmet("generic", "stacked", "two objects stacked")]
        return Verdict(total=7, unmet=unmet)

    monkeypatch.setattr("server.faithful.loop.assess", verdict)
    a, _model, _r = make([wrap(GOOD), wrap(ALSO_GOOD)], candidates=2, rounds=0,
                         trace_feedback=True)  # fmt: skip
    result = a.run("a square")
    assert result.ok and result.chosen_candidate == 2 and "Square()" in (result.code or "")
    checks = [c["checks"] for c in result.transcript()["candidates"]]
    assert [c["met"] for c in checks] == [6, 7]


def test_checks_rank_candidates_with_trace_feedback_off(monkeypatch: pytest.MonkeyPatch) -> None:
    """With trace feedback off (no trace repair rounds), the trace checks still pick the candidate
    that meets more of them, and no repair round is spent."""

    def verdict(
        code: str, render: Any, reqs: Any = None, *, reader: bool = False, **_: Any
    ) -> Verdict:
        unmet = [] if "Square" in code else [Unmet("generic", "stacked", "two objects stacked")]
        return Verdict(total=3, unmet=unmet)

    monkeypatch.setattr("server.faithful.loop.assess", verdict)
    a, model, _r = make([wrap(GOOD), wrap(ALSO_GOOD)], candidates=2, rounds=2,
                        trace_feedback=False)  # fmt: skip
    result = a.run("a square")
    assert result.ok and result.chosen_candidate == 2 and "Square()" in (result.code or "")
    assert len(result.rounds) == 1 and len(model.prompts) == 2  # two candidates, no repair


def test_fewer_layout_warnings_break_a_tie_and_order_breaks_the_rest() -> None:
    """Among rendered candidates meeting the same checks, fewer layout warnings win; equal ones
    keep the earlier candidate."""
    renders = Renders(layout={GOOD.strip(): 2, ALSO_GOOD.strip(): 1})
    a, _m, _r = make([wrap(GOOD), wrap(ALSO_GOOD), wrap(ALSO_GOOD)], renders, candidates=3,
                     rounds=0)  # fmt: skip
    result = a.run("a shape")
    assert result.chosen_candidate == 2


def test_static_findings_rank_non_rendering_candidates() -> None:
    """Without a render, code passing the static checks beats code with static errors, which
    beats an answer without code (the ranking on its own)."""
    from server.agent import Round

    def outcome(code: str | None, findings: int, evaluated: bool = True) -> Outcome:
        rnd = Round(0, "generate", [], "", code, None)
        rnd.findings = [object()] * findings  # type: ignore[list-item]
        return Outcome(rnd, "failed", None, evaluated=evaluated)

    assert pick_best([outcome(None, 0), outcome(BAD, 2), outcome(BAD, 1)]) == 2
    assert pick_best([outcome(BAD, 1), outcome(BAD, 0)]) == 1
    assert pick_best([outcome(None, 0), outcome(None, 0)]) == 0
    rendered = Outcome(Round(0, "generate", [], "", GOOD, None), None, RenderResult("success"))
    assert pick_best([outcome(BAD, 0), rendered]) == 1


def test_transcript_holds_every_candidate() -> None:
    """The transcript lists all candidates with their index, raw answer and which was chosen;
    round 0 is the chosen one and the run's options record candidates."""
    a, _m, _r = make([wrap(BAD), wrap(BAD2), wrap(GOOD)], candidates=3, rounds=0)
    t = a.run("a circle").transcript()
    cands = t["candidates"]
    assert [c["candidate"] for c in cands] == [1, 2, 3]
    assert [c["chosen"] for c in cands] == [False, False, True]
    assert "Circel" in cands[0]["raw"] and "Sqare" in cands[1]["raw"]
    assert cands[0]["render"]["status"] == "error"
    assert t["chosen_candidate"] == 3 and t["rounds"][0]["candidate"] == 3
    assert t["options"]["candidates"] == 3


def test_repair_continues_from_the_best_candidate() -> None:
    """No candidate renders: the repair round repairs the best one (static-clean code beats code
    with static errors) and its render error, and runs only then."""
    a, model, renders = make([wrap(BAD2), wrap(BOOM), wrap(GOOD)], candidates=2, rounds=1,
                             static_checks=True)  # fmt: skip
    result = a.run("a circle")
    assert result.ok and len(result.rounds) == 2 and len(renders.calls) == 2
    repair_prompt = model.prompts[2][1]["content"]
    assert "boom" in repair_prompt and "Sqare" not in repair_prompt
    assert result.rounds[0].candidate == 2 and result.rounds[1].kind == "repair"


def test_a_perfect_candidate_saves_the_later_renders() -> None:
    """Candidate 1 renders with nothing to fix: the others are recorded but not rendered."""
    a, _m, renders = make([wrap(GOOD), wrap(BAD)], candidates=2, rounds=3)
    result = a.run("a circle")
    assert result.chosen_candidate == 1 and len(renders.calls) == 1
    assert result.candidates[1].render is None
    assert "not evaluated" in result.candidates[1].feedback


def test_candidates_1_is_the_loop_as_before() -> None:
    """With candidates = 1: one chat, no candidates in the result or transcript, round 0 has
    no candidate index."""
    a, model, renders = make([wrap(BAD), wrap(GOOD)], rounds=2)
    result = a.run("a circle")
    assert result.ok and len(model.prompts) == 2 and len(renders.calls) == 2
    t = result.transcript()
    assert "candidates" not in t and "candidate" not in t["rounds"][0]
    assert result.candidates == [] and result.chosen_candidate == 0


def test_cancel_during_candidates_stops_the_run() -> None:
    """A cancel while the candidates are generated ends the run as cancelled, with no render."""
    model = Scripted([wrap(GOOD), wrap(GOOD), wrap(GOOD)], cancel_after=2)
    renders = Renders()
    agent = ManimAgent(model, AgentOptions(candidates=3, fixes=False), renderer=renders)
    result = agent.run("a circle", cancel=CancelToken())
    assert result.status == "cancelled" and renders.calls == [] and len(model.prompts) == 2


def test_only_candidate_1_streams_and_later_ones_sample_hotter() -> None:
    """The generic fallback streams candidate 1 only; candidates 2..N get seed+k and at least
    the minimum candidate temperature; candidate 1 keeps the caller's settings."""
    model = Scripted(["one", "two", "three"])
    seen: list[str] = []
    p = GenerationParams(temperature=0.0, seed=5)
    out = chat_n(model, [], 3, p, on_token=seen.append)
    assert [c.text for c in out] == ["one", "two", "three"] and seen == ["one"]
    assert model.params[0] == p
    assert [(q.temperature, q.seed) for q in model.params[1:] if q] == [
        (CANDIDATE_MIN_TEMPERATURE, 6),
        (CANDIDATE_MIN_TEMPERATURE, 7),
    ]
    assert candidate_params(GenerationParams(temperature=1.0, seed=None), 2).temperature == 1.0
    with pytest.raises(ValueError, match="from 1 to 4"):
        chat_n(model, [], 5, p)


def test_candidates_out_of_range_is_refused() -> None:
    """AgentOptions refuses candidates outside 1..4 (the settings vocabulary's range)."""
    with pytest.raises(ValueError, match="candidates"):
        AgentOptions(candidates=0)
    from server.settings import Settings

    s = Settings().update({"candidates": 9})
    assert s.candidates == 1 and s.warnings
