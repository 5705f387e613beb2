"""Animation swaps: a finding that says which animation the description asks for is met by
renaming one call, without a model round (server/faithful/swap.py). Locating and applying run
on code alone; the requirement's suggestion and the agent's loop run on real renders."""

from __future__ import annotations

from typing import Any

import pytest

from server.agent import AgentOptions, ManimAgent
from server.backends.base import CancelToken, Completion, GenerationParams, Message
from server.faithful.requirements import Motion, Sel
from server.faithful.swap import AnimSwap, apply, locate, swap_for
from server.render import RenderResult, render_code

DEMO = "A blue circle appears in the centre, and then the text 'Hello' fades in below it."
HEAD = "from manim import *\n\n\nclass S(Scene):\n    def construct(self):\n"
WRITE_SCENE = (
    HEAD
    + "        circle = Circle(color=BLUE)\n"
    + "        self.play(Create(circle))\n"
    + "        text = Text('Hello').next_to(circle, DOWN)\n"
    + "        self.play(Write(text), run_time=1)\n"
)


# -- locating and applying (code only) -----------------------------------------------------------
def test_swap_renames_the_one_call_in_the_play_at_that_line() -> None:
    swap = AnimSwap(9, "Write", "FadeIn")
    span = locate(WRITE_SCENE, swap)
    assert span is not None and span.line == 9
    new, applied = apply(WRITE_SCENE, [swap])
    assert applied == [swap]
    assert "self.play(FadeIn(text), run_time=1)" in new
    assert "self.play(Create(circle))" in new  # nothing else changes
    assert new.count("\n") == WRITE_SCENE.count("\n")


def test_swap_picks_the_animated_objects_call_among_several() -> None:
    code = (
        HEAD
        + "        a = Text('A')\n"
        + "        b = Text('B').shift(DOWN)\n"
        + "        self.play(Write(a), Write(b))\n"
    )
    new, applied = apply(code, [AnimSwap(8, "Write", "FadeIn", (7,))])
    assert applied and "self.play(Write(a), FadeIn(b))" in new
    # without knowing which object, two calls of the class are ambiguous: nothing changes
    assert apply(code, [AnimSwap(8, "Write", "FadeIn")]) == (code, [])


def test_swap_refuses_what_it_cannot_place() -> None:
    assert locate(WRITE_SCENE, AnimSwap(7, "Write", "FadeIn")) is None  # no play at that line
    assert locate(WRITE_SCENE, AnimSwap(9, "Create", "FadeIn")) is None  # no such call there
    assert locate("def broken(:\n", AnimSwap(1, "Write", "FadeIn")) is None
    odd = HEAD + "        t = Text('x')\n        self.play(Write(t, reverse=True))\n"
    assert locate(odd, AnimSwap(7, "Write", "FadeIn")) is None  # a keyword FadeIn lacks


def test_swap_inside_a_loop_and_across_lines() -> None:
    code = (
        HEAD
        + "        for t in [Text('a'), Text('b')]:\n"
        + "            self.play(\n"
        + "                Create(t),\n"
        + "            )\n"
    )
    new, applied = apply(code, [AnimSwap(7, "Create", "Write")])
    assert applied and "                Write(t),\n" in new


def test_swap_for_needs_one_entrance_of_another_class() -> None:
    write = {"cls": "Write", "line": 9, "targets": ["m2"]}
    assert swap_for("fade_in", [write], [8]) == AnimSwap(9, "Write", "FadeIn", (8,))
    assert swap_for("rotate", [write], [8]) is None  # not an entrance word
    two = [write, {"cls": "Create", "line": 11, "targets": ["m2"]}]
    assert swap_for("fade_in", two, [8]) is None  # which one is unclear
    shift = {"cls": "animate", "line": 10, "targets": ["m2"]}
    assert swap_for("fade_in", [shift], [8]) is None  # no entrance to swap


def test_swap_round_trips_through_a_dict() -> None:
    s = AnimSwap(9, "Write", "FadeIn", (8,))
    assert AnimSwap.from_dict(s.to_dict()) == s
    assert AnimSwap.from_dict({"line": "x"}) is None


# -- on real renders -----------------------------------------------------------------------------
@pytest.fixture(scope="module")
def write_render() -> RenderResult:
    r = render_code(WRITE_SCENE, keep_outputs=False)
    assert r.ok, r.error_text()
    return r


def test_the_motion_requirement_names_the_swap(write_render: RenderResult) -> None:
    req = Motion(motion="fade_in", sel=Sel(text="Hello"))
    res = req.check(write_render.trace)
    assert not res.ok
    assert res.fix == AnimSwap(9, "Write", "FadeIn", (8,))
    fixed, _ = apply(WRITE_SCENE, [res.fix])
    r2 = render_code(fixed, keep_outputs=False)
    assert r2.ok and req.check(r2.trace).ok


class OneAnswer:
    """A model that answers every chat with the same scene (scripted: the loop's control flow)."""

    name = "scripted"
    loaded = True

    def __init__(self, code: str) -> None:
        self.code = code
        self.calls = 0

    def load(self) -> float:
        return 0.0

    def chat(
        self,
        messages: list[Message],
        params: GenerationParams,
        on_token: Any = None,
        cancel: CancelToken | None = None,
    ) -> Completion:
        self.calls += 1
        text = f"```python\n{self.code}```"
        return Completion(text, "stop", 10, 10, 0.0, 0.1, 0.1)


def test_the_loop_swaps_without_a_model_round(write_render: RenderResult) -> None:
    model = OneAnswer(WRITE_SCENE)
    agent = ManimAgent(model, AgentOptions(examples=0))
    result = agent.run(DEMO)
    assert result.status == "success"
    assert model.calls == 1 and len(result.rounds) == 1
    assert "FadeIn(text)" in (result.code or "")
    assert [f.code for f in result.rounds[0].fixes] == ["animation-swap"]
    assert result.rounds[0].checks is not None and result.rounds[0].checks["unmet"] == []


def test_fix_all_off_leaves_the_finding_to_a_repair_round(write_render: RenderResult) -> None:
    model = OneAnswer(WRITE_SCENE)
    agent = ManimAgent(model, AgentOptions(examples=0, fixes=False, rounds=1))
    result = agent.run(DEMO)
    assert model.calls == 2
    assert "Write(text)" in (result.code or "")
