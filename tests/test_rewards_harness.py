"""The reward over the real evaluation harness: real renders in the pool, real metrics."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from server import manimbench
from training.config import RewardSettings
from training.reward_harness import HarnessMeasurer
from training.rewards import RewardScorer, RewardWeights, text_reward, visual_reward

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def measurer() -> Iterator[HarnessMeasurer]:
    m = HarnessMeasurer(RewardSettings(pool_size=2))
    yield m
    m.close()


@pytest.mark.manimbench
def test_real_reward_orders_reference_broken_and_empty(measurer: HarnessMeasurer) -> None:
    """Reference scores R = 1; code that fails to render keeps only 0.2 * R_T; no code gives 0."""
    ref = sorted(manimbench.load("train"), key=lambda t: t.id)[0].code
    scorer = RewardScorer(measurer, RewardWeights(0.2, 0.8, 0.0))
    broken = "from manim import *\n\nclass A(Scene):\n    def construct(self):\n        self.play(Nope())"
    good, bad, empty = scorer.score(
        [f"<CODE>\n{ref}\n</CODE>", f"<CODE>\n{broken}\n</CODE>", "no code here"], [ref] * 3
    )
    assert good.rendered and scorer.total(good) == pytest.approx(1.0, abs=1e-6)
    assert not bad.rendered and visual_reward(bad) == 0.0
    assert 0.0 < scorer.total(bad) == pytest.approx(0.2 * text_reward(bad))
    assert empty.code is None and scorer.total(empty) == 0.0


def test_missing_weights_are_reported_not_faked(measurer: HarnessMeasurer) -> None:
    """Without CodeBERT / CLIP weights the measurer says which fallback the reward uses."""
    if not measurer.has_codebert:
        assert any("R_T = CodeBLEU alone" in n for n in measurer.notes)
    if not measurer.has_clip:
        assert any("R_V = S_ssim alone" in n for n in measurer.notes)
