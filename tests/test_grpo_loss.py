"""The llama.cpp GRPO loop's math on tiny tensors, against values worked out by hand."""

from __future__ import annotations

import math

import pytest
import torch

from training.grpo_loss import batch_scaled, group_advantages, grpo_loss, token_logprobs


def test_dr_grpo_advantages_are_centred_only() -> None:
    assert group_advantages([1.0, 0.0, 0.5, 0.5]) == [0.5, -0.5, 0.0, 0.0]
    assert group_advantages([0.3, 0.3]) == [0.0, 0.0]  # a tied group teaches nothing
    assert group_advantages([]) == []


def test_group_scaling_divides_by_the_sample_std() -> None:
    # rewards 1, 0: centred 0.5, -0.5; sample std sqrt((0.25 + 0.25) / 1) = 0.7071
    adv = group_advantages([1.0, 0.0], scale="group", eps=0.0)
    assert adv == pytest.approx([0.5 / math.sqrt(0.5), -0.5 / math.sqrt(0.5)])


def test_batch_scaling_uses_the_whole_step() -> None:
    # flat [0.5, -0.5, 1, -1]: mean 0, sample std sqrt(2.5 / 3)
    out = batch_scaled([[0.5, -0.5], [1.0, -1.0]], eps=0.0)
    s = math.sqrt(2.5 / 3)
    assert out == [pytest.approx([0.5 / s, -0.5 / s]), pytest.approx([1 / s, -1 / s])]


def test_token_logprobs_pick_the_target_and_respect_temperature() -> None:
    logits = torch.tensor([[[0.0, math.log(3.0)]]])  # softmax = [1/4, 3/4]
    got = token_logprobs(logits, torch.tensor([[1]]))
    assert got.item() == pytest.approx(math.log(0.75))
    # T = 2: logits halved, softmax [1, sqrt 3] / (1 + sqrt 3)
    hot = token_logprobs(logits, torch.tensor([[0]]), temperature=2.0)
    assert hot.item() == pytest.approx(math.log(1 / (1 + math.sqrt(3))))


def test_ratio_one_gives_minus_advantage_over_n_times_l() -> None:
    """On-policy (ratio 1): loss = -sum_t A * mask / (N * L)."""
    logp = torch.log(torch.tensor([[0.5, 0.25, 0.1]]))
    mask = torch.tensor([[1, 1, 0]])
    parts = grpo_loss(logp, logp.clone(), torch.tensor([0.4]), mask, epsilon=0.2, denominator=4.0)
    assert parts.loss.item() == pytest.approx(-(0.4 + 0.4) / 4.0)
    assert parts.tokens == 2 and parts.clipped == 0.0 and parts.ratio_mean == pytest.approx(1.0)


def test_clipping_by_hand() -> None:
    """Ratios 1.5 and 0.5 with eps 0.2: a positive advantage keeps min(1.5A, 1.2A) = 1.2A and
    min(0.5A, 0.8A) = 0.5A; a negative one keeps min(-1.5, -1.2) = -1.5 and min(-0.5, -0.8) =
    -0.8 (times |A|)."""
    old = torch.log(torch.tensor([[0.2, 0.4]]))
    new = torch.log(torch.tensor([[0.3, 0.2]]))  # ratios 1.5, 0.5
    mask = torch.ones(1, 2)
    pos = grpo_loss(new, old, torch.tensor([1.0]), mask, epsilon=0.2, denominator=2.0)
    assert pos.loss.item() == pytest.approx(-(1.2 + 0.5) / 2.0)
    assert pos.clipped == 1.0  # the first token
    neg = grpo_loss(new, old, torch.tensor([-1.0]), mask, epsilon=0.2, denominator=2.0)
    assert neg.loss.item() == pytest.approx(-(-1.5 - 0.8) / 2.0)
    assert neg.clipped == 1.0  # the second token
    assert pos.ratio_mean == pytest.approx(1.0)


def test_clipped_tokens_get_no_gradient() -> None:
    """Above 1 + eps with A > 0 the clipped (constant) term wins: zero gradient."""
    old = torch.log(torch.tensor([[0.2, 0.4]]))
    new = torch.log(torch.tensor([[0.3, 0.4]])).requires_grad_(True)  # ratios 1.5, 1.0
    grpo_loss(
        new, old, torch.tensor([1.0]), torch.ones(1, 2), epsilon=0.2, denominator=1.0
    ).loss.backward()
    assert new.grad is not None
    assert new.grad[0, 0].item() == 0.0
    assert new.grad[0, 1].item() == pytest.approx(-1.0)  # d(-ratio * A)/d logp at ratio 1


def test_kl_k3_by_hand() -> None:
    """ref - logp = d: kl = e^d - d - 1; with A = 0 the loss is beta * sum kl / (N L)."""
    logp = torch.log(torch.tensor([[0.5]]))
    ref = torch.log(torch.tensor([[0.25]]))  # d = log 0.5
    d = math.log(0.5)
    parts = grpo_loss(
        logp, logp, torch.tensor([0.0]), torch.ones(1, 1), epsilon=0.2, denominator=2.0,
        ref_logp=ref, beta=0.1,
    )  # fmt: skip
    kl = math.exp(d) - d - 1
    assert parts.kl_mean == pytest.approx(kl)
    assert parts.loss.item() == pytest.approx(0.1 * kl / 2.0)


def test_one_at_a_time_sums_to_the_batch_loss() -> None:
    """Completions processed one by one with the step's N * L add up to the batched loss."""
    torch.manual_seed(0)
    logp = torch.log(torch.rand(3, 4) * 0.9 + 0.05)
    old = torch.log(torch.rand(3, 4) * 0.9 + 0.05)
    adv = torch.tensor([0.5, -0.25, -0.25])
    mask = torch.tensor([[1, 1, 1, 0], [1, 1, 0, 0], [1, 1, 1, 1]])
    whole = grpo_loss(logp, old, adv, mask, epsilon=0.2, denominator=3 * 4.0).loss.item()
    parts = sum(
        grpo_loss(logp[i : i + 1], old[i : i + 1], adv[i : i + 1], mask[i : i + 1],
                  epsilon=0.2, denominator=3 * 4.0).loss.item()
        for i in range(3)
    )  # fmt: skip
    assert parts == pytest.approx(whole)
