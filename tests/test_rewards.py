"""The unified reward's plumbing: pure components, weights, fallbacks, memo and the TRL glue."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pytest

from training.config import RewardSettings
from training.rewards import (
    REWARD_COMPONENTS,
    RewardScorer,
    RewardWeights,
    Scored,
    completion_text,
    format_reward,
    text_reward,
    trl_reward_funcs,
    unified_reward,
    visual_reward,
)

REF = "from manim import *\n\nclass A(Scene):\n    def construct(self):\n        self.add(Circle())"


def wrap(code: str) -> str:
    return f"<CODE>\n{code}\n</CODE>"


class FakeMeasurer:
    """Renders nothing: code containing 'FAIL' fails, everything else renders with fixed scores."""

    def __init__(self, *, codebert: float | None = 0.64, s_sem: float | None = 0.81) -> None:
        self.calls: list[list[str]] = []
        self.codebert = codebert
        self.sem = s_sem

    def measure(self, codes: Sequence[str], references: Sequence[str]) -> list[Scored]:
        self.calls.append(list(codes))
        out = []
        for code in codes:
            ok = "FAIL" not in code
            out.append(
                Scored(
                    code=code,
                    rendered=ok,
                    status="success" if ok else "error",
                    codebleu=0.25,
                    codebert=self.codebert,
                    s_ssim=0.49 if ok else None,
                    s_sem=self.sem if ok else None,
                )
            )
        return out


def test_no_code_scores_zero_everywhere() -> None:
    """A completion with no extractable code gets R = 0 and is never rendered."""
    m = FakeMeasurer()
    scorer = RewardScorer(m, RewardWeights(0.2, 0.8, 0.5))
    (s,) = scorer.score(["I cannot write that."], [REF])
    assert s.code is None
    assert text_reward(s) == visual_reward(s) == format_reward(s) == 0.0
    assert scorer.total(s) == 0.0
    assert m.calls == []


def test_failed_render_keeps_only_the_text_part() -> None:
    """Code that does not render: R_V = 0 and R_F = 0, R = 0.2 * R_T."""
    scorer = RewardScorer(FakeMeasurer(), RewardWeights(0.2, 0.8, 0.0))
    (s,) = scorer.score([wrap("FAIL()")], [REF])
    assert not s.rendered
    assert visual_reward(s) == 0.0
    assert text_reward(s) == pytest.approx(math.sqrt(0.25 * 0.64))
    assert scorer.total(s) == pytest.approx(0.2 * math.sqrt(0.25 * 0.64))


def test_weights_point_two_point_eight() -> None:
    """A rendered program: R = 0.2 * sqrt(CodeBLEU * CodeBERT) + 0.8 * sqrt(S_ssim * S_sem)."""
    scorer = RewardScorer(FakeMeasurer(), RewardWeights.from_settings(RewardSettings()))
    (s,) = scorer.score([wrap(REF)], [REF])
    expected = 0.2 * math.sqrt(0.25 * 0.64) + 0.8 * math.sqrt(0.49 * 0.81)
    assert scorer.total(s) == pytest.approx(expected)
    assert RewardWeights.from_settings(RewardSettings()) == RewardWeights(0.2, 0.8, 0.0)


def test_missing_codebert_and_clip_fall_back_to_codebleu_and_ssim() -> None:
    """Without CodeBERT R_T is CodeBLEU alone; without CLIP R_V is S_ssim alone."""
    scorer = RewardScorer(FakeMeasurer(codebert=None, s_sem=None))
    (s,) = scorer.score([wrap(REF)], [REF])
    assert text_reward(s) == pytest.approx(0.25)
    assert visual_reward(s) == pytest.approx(0.49)


def test_format_term_is_binary_renders_or_not() -> None:
    """VAnim's format term: 1 for extracted code that renders, 0 otherwise, added with its weight."""
    scorer = RewardScorer(FakeMeasurer(), RewardWeights(0.2, 0.8, 0.5))
    good, bad, none = scorer.score([wrap(REF), wrap("FAIL()"), "no code"], [REF] * 3)
    assert [format_reward(s) for s in (good, bad, none)] == [1.0, 0.0, 0.0]
    base = RewardWeights(0.2, 0.8, 0.0)
    assert scorer.total(good) == pytest.approx(unified_reward(good, base) + 0.5)


def test_reference_failure_gives_no_visual_signal() -> None:
    """When the reference itself cannot render, R_V is 0 for every completion (text part only)."""
    s = Scored(code="x", rendered=True, status="reference_failed", codebleu=0.5, s_ssim=None)
    assert visual_reward(s) == 0.0
    assert text_reward(s) == pytest.approx(0.5)


def test_components_clip_to_unit_interval() -> None:
    """Metric values outside [0, 1] or NaN never leak into the reward."""
    s = Scored(code="x", rendered=True, codebleu=float("nan"), s_ssim=1.7, s_sem=None)
    assert text_reward(s) == 0.0
    assert visual_reward(s) == 1.0


def test_scorer_memoises_renders_across_components() -> None:
    """Three components over the same batch measure each distinct completion once."""
    m = FakeMeasurer()
    scorer = RewardScorer(m, RewardWeights(0.2, 0.8, 0.1))
    funcs, weights = trl_reward_funcs(scorer)
    completions = [[{"role": "assistant", "content": wrap(REF)}]] * 2 + [
        [{"role": "assistant", "content": wrap("FAIL()")}]
    ]
    for f in funcs:
        f(prompts=[None] * 3, completions=completions, reference=[REF] * 3)
    assert len(m.calls) == 1 and len(m.calls[0]) == 2
    assert [f.__name__ for f in funcs] == ["text", "visual", "format"]
    assert weights == [0.2, 0.8, 0.1]


def test_trl_funcs_skip_zero_weights_and_log_metrics() -> None:
    """The paper's weights give two reward functions; batch metrics are logged once per batch."""
    scorer = RewardScorer(FakeMeasurer(), RewardWeights(0.2, 0.8, 0.0))
    funcs, weights = trl_reward_funcs(scorer)
    assert [f.__name__ for f in funcs] == ["text", "visual"] and weights == [0.2, 0.8]
    logged: dict[str, float] = {}
    completions = [wrap(REF), "nothing", wrap("FAIL()"), wrap(REF)]
    out = funcs[0](completions=completions, reference=[REF] * 4, log_metric=logged.__setitem__)
    funcs[1](completions=completions, reference=[REF] * 4, log_metric=logged.__setitem__)
    assert len(out) == 4 and out[1] == 0.0
    assert logged["reward/code_extracted"] == pytest.approx(0.75)
    assert logged["reward/render_success"] == pytest.approx(0.5)


def test_measurer_crash_does_not_end_training() -> None:
    """An exception while measuring scores the batch as failed renders instead of raising."""

    class Broken:
        def measure(self, codes: Sequence[str], references: Sequence[str]) -> list[Scored]:
            raise RuntimeError("render pool died")

    scorer = RewardScorer(Broken())
    (s,) = scorer.score([wrap(REF)], [REF])
    assert not s.rendered and s.status == "error" and visual_reward(s) == 0.0


def test_completion_text_accepts_both_trl_formats() -> None:
    """Plain strings and conversational completions both reach H(c)."""
    assert completion_text("abc") == "abc"
    assert completion_text([{"role": "assistant", "content": "x"}]) == "x"
    assert completion_text([]) == ""


def test_registry_names_every_component() -> None:
    """The registry holds the paper's three components and the three trace components."""
    assert set(REWARD_COMPONENTS) == {"text", "visual", "format", "render", "faithful", "clean"}


def test_mismatched_lengths_are_rejected() -> None:
    """One reference per completion, or a clear error."""
    with pytest.raises(ValueError, match="one reference per completion"):
        RewardScorer(FakeMeasurer()).score(["a", "b"], [REF])
