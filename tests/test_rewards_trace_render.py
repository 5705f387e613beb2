"""The trace reward on real renders: the sandboxed pool renders with the trace on, and the
description's requirements and the generic checks reach the scored record."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from training.config import RewardSettings
from training.reward_harness import Task, TraceMeasurer
from training.rewards import clean_reward, faithful_reward, render_reward

pytestmark = pytest.mark.slow

RED_CIRCLE = """from manim import *

class Main(Scene):
    def construct(self):
        c = Circle(color=RED)
        self.play(Create(c))
        self.wait(0.5)
"""
BLUE_SQUARE = RED_CIRCLE.replace("Circle(color=RED)", "Square(color=BLUE)")
BROKEN = RED_CIRCLE.replace("Circle(color=RED)", "Nope()")


@pytest.fixture(scope="module")
def measurer() -> Iterator[TraceMeasurer]:
    m = TraceMeasurer(RewardSettings(pool_size=1, text_weight=0.0, visual_weight=0.0))
    yield m
    m.close()


def test_trace_verdict_reaches_the_scored_record(measurer: TraceMeasurer) -> None:
    task = Task("Draw a red circle.")
    good, wrong, broken, none = measurer.measure_tasks(
        [RED_CIRCLE, BLUE_SQUARE, BROKEN, None], [task] * 4
    )
    assert good.rendered and good.requirements and good.requirements > 0
    assert faithful_reward(good) == 1.0 and clean_reward(good) == 1.0
    assert render_reward(wrong) == 1.0 and faithful_reward(wrong) < 1.0
    assert not broken.rendered and faithful_reward(broken) == 0.0 and "Nope" in broken.error
    assert none.code is None and render_reward(none) == 0.0
    assert not good.has_reference  # the paper's weights are 0: no reference metrics


def test_a_reference_adds_the_unified_reward_from_the_same_render() -> None:
    m = TraceMeasurer(RewardSettings(pool_size=1))
    try:
        (same,) = m.measure_tasks([RED_CIRCLE], [Task("Draw a red circle.", reference=RED_CIRCLE)])
    finally:
        m.close()
    from training.rewards import text_reward, visual_reward

    assert same.has_reference and same.rendered and same.requirements
    assert text_reward(same) == pytest.approx(1.0, abs=1e-6)
    assert visual_reward(same) == pytest.approx(1.0, abs=1e-3)
