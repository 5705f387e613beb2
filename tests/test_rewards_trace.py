"""The trace reward components (render, faithful, clean) and the weighted total, by hand."""

from __future__ import annotations

import pytest

from training.config import ConfigError, RewardSettings, from_dict
from training.rewards import (
    REWARD_COMPONENTS,
    RewardScorer,
    RewardWeights,
    Scored,
    clean_reward,
    components_of,
    faithful_reward,
    render_reward,
    text_reward,
    trl_reward_funcs,
    visual_reward,
    weighted_reward,
)


def judged(**kw: object) -> Scored:
    base: dict[str, object] = dict(
        code="x", rendered=True, status="success", requirements=4, requirements_met=3
    )
    base.update(kw)
    return Scored(**base)  # type: ignore[arg-type]


def test_render_is_one_only_for_extracted_rendered_code() -> None:
    assert render_reward(judged()) == 1.0
    assert render_reward(judged(rendered=False, status="error")) == 0.0
    assert render_reward(Scored(code=None)) == 0.0


def test_faithful_is_the_share_of_requirements_met() -> None:
    assert faithful_reward(judged()) == pytest.approx(0.75)
    assert faithful_reward(judged(requirements_met=0)) == 0.0
    assert faithful_reward(judged(requirements_met=4)) == 1.0


def test_faithful_is_zero_without_a_render_or_a_judgement() -> None:
    assert faithful_reward(judged(rendered=False, status="error")) == 0.0
    assert faithful_reward(judged(requirements=None)) == 0.0
    assert faithful_reward(Scored(code=None)) == 0.0


def test_faithful_without_stated_requirements_is_one_for_every_render() -> None:
    """Constant over a group of renders: no advantage either way."""
    assert faithful_reward(judged(requirements=0, requirements_met=0)) == 1.0


def test_clean_counts_generic_findings() -> None:
    assert clean_reward(judged(generic_errors=0)) == 1.0
    assert clean_reward(judged(generic_errors=2)) == 0.0
    assert clean_reward(judged(rendered=False, status="error")) == 0.0
    assert clean_reward(judged(requirements=None)) == 0.0


def test_no_reference_means_no_text_or_visual_reward() -> None:
    s = judged(codebleu=0.5, s_ssim=0.9, has_reference=False)
    assert text_reward(s) == 0.0
    assert visual_reward(s) == 0.0
    with_ref = judged(codebleu=0.5, s_ssim=0.9)
    assert text_reward(with_ref) == pytest.approx(0.5)
    assert visual_reward(with_ref) == pytest.approx(0.9)


def test_weighted_total_by_hand() -> None:
    """0.2 render + 0.4 faithful + 0.2 clean + 0.04 text + 0.16 visual."""
    w = RewardWeights(text=0.04, visual=0.16, format=0.0, render=0.2, faithful=0.4, clean=0.2)
    s = judged(codebleu=0.5, s_ssim=0.25, generic_errors=1)
    # 0.2*1 + 0.4*0.75 + 0.2*0 + 0.04*0.5 + 0.16*0.25 = 0.2 + 0.3 + 0 + 0.02 + 0.04
    assert weighted_reward(s, w) == pytest.approx(0.56)
    assert components_of(s)["faithful"] == pytest.approx(0.75)
    assert set(components_of(s)) == set(REWARD_COMPONENTS)


def test_paper_weights_leave_the_trace_components_out() -> None:
    """The default settings give the paper's 0.2 / 0.8 reward; the TRL glue builds only those."""
    w = RewardWeights.from_settings(RewardSettings())
    assert (w.render, w.faithful, w.clean) == (0.0, 0.0, 0.0)
    funcs, weights = trl_reward_funcs(RewardScorer(measurer=None, weights=w))  # type: ignore[arg-type]
    assert [f.__name__ for f in funcs] == ["text", "visual"]
    assert weights == [0.2, 0.8]


def test_weights_come_from_the_config() -> None:
    cfg = from_dict(
        {
            "grpo": {"sampler": "llama"},
            "reward": {"render_weight": 0.2, "faithful_weight": 0.5, "clean_weight": 0.3},
        }
    )
    w = RewardWeights.from_settings(cfg.reward)
    assert (w.render, w.faithful, w.clean) == (0.2, 0.5, 0.3)
    with pytest.raises(ConfigError, match=r"reward\.faithful_weight"):
        from_dict({"reward": {"faithful_weight": -1.0}})
