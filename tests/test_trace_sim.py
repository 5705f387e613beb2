"""trace_sim on hand-made traces: identical, lightly changed and unrelated scenes."""

from __future__ import annotations

import pytest

from tests.test_faithful_requirements import anim, mob, step, trace
from training.metrics.trace_sim import trace_sim, trace_similarity

RED, BLUE = "#fc6255", "#58c4dd"


def scene(colour: str = BLUE, dx: float = 0.0, label: str = "Hello") -> dict:
    sq = mob("s", "Square", -2 + dx, 0, stroke=colour)
    tx = mob("t", "Text", 2 + dx, 0, 2, 0.5, text=label)
    return trace(
        step([sq], anim("Create", "s")),
        step([sq, tx], anim("Write", "t")),
        step([sq, tx], kind="wait"),
        step([tx], anim("FadeOut", "s")),
    )


def test_identical_scenes_score_one() -> None:
    """A trace against itself scores 1 in every part."""
    s = trace_similarity(scene(), scene())
    assert (s.score, s.objects, s.animations, s.layout) == (1.0, 1.0, 1.0, 1.0)


def test_light_changes_cost_a_little_each() -> None:
    """A colour, a text, a position or a dropped animation each lowers the score, but not much."""
    base = scene()
    for changed in (scene(colour=RED), scene(label="Hallo"), scene(dx=0.5)):
        v = trace_sim(changed, base)
        assert 0.8 < v < 1.0, v
    dropped = scene()
    dropped["steps"] = dropped["steps"][:3]
    assert 0.6 < trace_sim(dropped, base) < 1.0


def test_unrelated_and_empty_scenes_score_low() -> None:
    """A different scene (other objects, other animations) scores low; an empty one too."""
    other = trace(
        step([mob("c", "Circle", 0, 2, stroke=RED)], anim("GrowFromCenter", "c")),
        step(
            [mob("c", "Circle", 0, 2, stroke=RED), mob("a", "Arrow", 0, -2)], anim("GrowArrow", "a")
        ),
        step([mob("a", "Arrow", 0, -2)], anim("Indicate", "a")),
    )
    assert trace_sim(other, scene()) < 0.35
    assert trace_sim(trace(step([], kind="wait")), scene()) < 0.2
    assert trace_sim(None, scene()) == 0.0


def test_order_of_animations_matters() -> None:
    """The same animations in another order score below the original order."""
    base = scene()
    swapped = scene()
    swapped["steps"][0], swapped["steps"][1] = swapped["steps"][1], swapped["steps"][0]
    assert trace_similarity(swapped, base).animations < 1.0
    assert trace_similarity(swapped, base).objects == pytest.approx(1.0)


def test_bench_light_changes_are_small_valid_edits() -> None:
    """bench/trace_sim.py's hand-made light changes compile and change only a little."""
    import difflib

    from bench.trace_sim import light_changes

    code = (
        "from manim import *\n\nclass A(Scene):\n    def construct(self):\n"
        "        c = Circle(color=BLUE_C).shift(LEFT)\n        self.play(Create(c), run_time=2)\n"
        "        self.play(FadeOut(c))\n        self.wait()\n"
    )
    changes = light_changes(code)
    assert set(changes) == {"colour", "timing", "drop-last", "nudge", "end-wait"}
    assert "RED" in changes["colour"] and "run_time=3" in changes["timing"]
    for changed in changes.values():
        compile(changed, "scene.py", "exec")
        assert difflib.SequenceMatcher(None, code, changed).ratio() > 0.85
