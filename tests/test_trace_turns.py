"""Turns seen by geometry and moves of a mobject's parts, from real Manim renders: a shape an
updater spins (``UpdateFromAlphaFunc``, ``add_updater``, ``always_redraw``) rotates by the angle
its points turned, a round shape's turn is not claimed, a Text whose letters jump and come back
moves, and a Text Manim split up to animate a letter is still listed whole (trace version 4)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

from server.faithful.reader import read_requirements
from server.faithful.requirements import Motion, Sel, Stays, evaluate
from server.render import RenderResult
from server.render.trace import SceneTrace, TraceStep, turn_between
from tests.rendering import ok_trace, render_many

pytestmark = pytest.mark.timeout(240)

SPINS = """from manim import *


class Main(Scene):
    def construct(self):
        blue = Square(side_length=1, color=BLUE).shift(LEFT * 4)
        start = blue.copy()
        red = Square(side_length=1, color=RED).shift(UP * 2.5)
        ring = Circle(radius=0.5, color=PURPLE).shift(UP * 2.5 + RIGHT * 4)
        self.add(blue, red, ring)

        def spin(mob, alpha):
            mob.become(start)
            mob.shift(RIGHT * alpha)
            mob.rotate(PI * alpha)

        ring.add_updater(lambda m, dt: m.rotate(PI * dt))
        self.play(UpdateFromAlphaFunc(blue, spin), run_time=1, rate_func=linear)
        ring.clear_updaters()
        green = Triangle(color=GREEN).scale(0.5).shift(RIGHT * 4)
        self.add(green)
        green.add_updater(lambda m, dt: m.rotate(-PI / 2 * dt))
        self.wait(1)
        green.clear_updaters()
        angle = ValueTracker(0)
        yellow = always_redraw(
            lambda: Square(side_length=1, color=YELLOW).shift(DOWN * 2.5).rotate(angle.get_value())
        )
        self.add(yellow)
        self.play(angle.animate.set_value(PI / 2), run_time=1)
"""

LETTERS = """from manim import *


class Main(Scene):
    def construct(self):
        word = Text("JUMP", color=BLUE).shift(UP)
        still = Text("still", color=WHITE).shift(DOWN * 2)
        self.add(word, still)
        for letter in word[:2]:
            self.play(letter.animate.shift(UP * 0.8), rate_func=there_and_back, run_time=0.4)
        self.wait(0.2)
"""


@pytest.fixture(scope="module")
def results() -> Iterator[dict[str, RenderResult]]:
    yield from render_many({"spins": SPINS, "letters": LETTERS})


def _unmet(trace: Any, *reqs: Any) -> list[str]:
    return [r.message for _, r in evaluate(list(reqs), trace, strict=True).results if not r.ok]


def _turns(t: SceneTrace) -> list[dict[str, Any]]:
    return [turn for s in t.steps for turn in s.turns.values()]


def test_turn_between_measures_rigid_turns_only() -> None:
    """Points matched one for one: a square's quarter turn is seen (which an outline could not
    show), a circle's is not, and a morph that is not mostly a turn is not a turn."""
    square = np.array([[1, 1], [-1, 1], [-1, -1], [1, -1], [0, 1], [-1, 0], [0, -1], [1, 0]], float)
    a = np.radians(30)
    rot = np.array([[np.cos(a), -np.sin(a)], [np.sin(a), np.cos(a)]])
    turned = square @ rot.T * 2 + [3, 1]
    assert turn_between(square, turned) == pytest.approx(30.0)
    assert turn_between(turned, square) == pytest.approx(-30.0)
    circle = np.array(
        [[np.cos(x), np.sin(x)] for x in np.linspace(0, 2 * np.pi, 16, endpoint=False)]
    )
    assert turn_between(circle, circle @ rot.T) is None
    squashed = square * [1.0, 0.3]
    assert turn_between(square, squashed) is None
    assert turn_between(square, square[:4]) is None
    assert turn_between(square, square @ rot.T * 1e-5) is None  # shrunk to a point (scale(0))


def test_updater_turns_are_seen_and_measured(results: dict[str, RenderResult]) -> None:
    t = ok_trace(results["spins"])
    assert t.version >= 4
    nets = sorted(round(float(turn["net"])) for turn in _turns(t))
    # the triangle clockwise (a dt updater in a one-second wait runs on all frames but the first:
    # 14 of 15 at 15 fps, as drawn), the yellow square, the blue square; the circle: none
    assert len(nets) == 3 and -90 <= nets[0] <= -80 and nets[1:] == [90, 180], nets
    assert SceneTrace.from_dict(t.to_dict()).to_dict() == t.to_dict()
    blue, green, yellow = (Sel(shape=s, color=c) for s, c in
                           (("square", "blue"), ("triangle", "green"), ("square", "yellow")))  # fmt: skip
    assert not _unmet(
        t,
        Motion(motion="rotate", sel=blue),
        Motion(motion="rotate", sel=blue, angle=180),
        Motion(motion="rotate", sel=green, angle=-90),
        Motion(motion="rotate", sel=green, angle=90, signed=False),
        Motion(motion="rotate", sel=yellow, angle=90),
    )
    # the angle is judged, not waved through
    wrong = _unmet(t, Motion(motion="rotate", sel=blue, angle=360))
    assert len(wrong) == 1 and "turns by 180 degrees" in wrong[0]
    assert _unmet(t, Motion(motion="rotate", sel=green, angle=90))  # it turns clockwise


def test_still_and_round_shapes_do_not_rotate(results: dict[str, RenderResult]) -> None:
    """A square nothing turns does not rotate; a circle an updater turns looks the same at every
    angle, so no turn is claimed for it."""
    t = ok_trace(results["spins"])
    assert _unmet(t, Motion(motion="rotate", sel=Sel(shape="square", color="red")))
    assert _unmet(t, Motion(motion="rotate", sel=Sel(shape="circle", color="purple")))


def test_old_traces_without_turns_are_unknown_not_a_rotation(
    results: dict[str, RenderResult],
) -> None:
    d = ok_trace(results["spins"]).to_dict()
    for s in d["steps"]:
        s.pop("turns", None)
    d["version"] = 3
    assert _unmet(d, Motion(motion="rotate", sel=Sel(shape="square", color="blue")))


def test_letters_that_jump_and_come_back_move(results: dict[str, RenderResult]) -> None:
    """``letter.animate.shift(UP)`` with ``there_and_back``: the Text ends where it started, but
    its letters were seen moving; the Text Manim took apart to animate a letter is still listed
    (and still there at the end); a text that never moves does not move."""
    t = ok_trace(results["letters"])
    jumps = [a for s in t.steps for a in s.animations if a.cls == "animate"]
    assert len(jumps) == 2 and all("of" in a.params for a in jumps)
    word = Sel(shape="text", text="JUMP")
    assert not _unmet(t, Motion(motion="move", sel=word), Stays(sel=word))
    for s in t.steps:
        texts = [m.text for m in s.top_level() if m.text]
        assert "JUMP" in texts and "still" in texts, (s.index, texts)
    assert _unmet(t, Motion(motion="move", sel=Sel(shape="text", text="still")))


def test_a_part_that_did_not_move_far_is_no_move() -> None:
    """A part's sampled path must go more than 0.3 units from where it started."""
    step = TraceStep(index=1, kind="play", run_time=1.0)
    d: dict[str, Any] = SceneTrace(steps=[step]).to_dict()
    text = {"id": "m1", "cls": "Text", "text": "JUMP", "bbox": [-1, -0.5, 1, 0.5]}
    d["steps"][0]["visible"] = [text]
    d["steps"][0]["animations"] = [
        {"cls": "animate", "targets": ["m2"], "params": {"of": "m1"}},
    ]
    d["steps"][0]["paths"] = {"m2": [[0.0, 0.0, 0.0], [0.5, 0.0, 0.2], [1.0, 0.0, 0.0]]}
    sel = Sel(shape="text", text="JUMP")
    assert _unmet(d, Motion(motion="move", sel=sel))
    d["steps"][0]["paths"] = {"m2": [[0.0, 0.0, 0.0], [0.5, 0.0, 0.8], [1.0, 0.0, 0.0]]}
    assert not _unmet(d, Motion(motion="move", sel=sel))


@pytest.mark.parametrize(
    ("text", "angle", "signed"),
    [
        ("The square spins two full turns clockwise.", -720.0, True),
        ("A blue square spins three complete rotations.", 1080.0, False),
        ("The square turns a quarter turn, then the star makes two turns.", 90.0, False),
    ],
)
def test_the_reader_counts_full_turns(text: str, angle: float, signed: bool) -> None:
    """ "Spins two full turns" asks for 720 degrees (the measured turn is compared with it)."""
    m = [r for r in read_requirements(text) if isinstance(r, Motion) and r.motion == "rotate"]
    assert m and m[0].angle == angle and m[0].signed is signed, m
