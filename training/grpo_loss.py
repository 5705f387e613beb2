"""The GRPO objective of the llama.cpp loop (``training/grpo_llama.py``), as small pure functions.

Advantages are the reward minus its group's mean; Dr. GRPO (Liu et al. 2025) divides by nothing
else (``scale_rewards: none``); ``group`` divides by the group's standard deviation (equation 16
of the paper), ``batch`` by the whole step's.

Per completion token t, with r_t = pi_theta(o_t | q, o_<t) / pi_old(o_t | q, o_<t):

    obj_t  = min(r_t * A, clip(r_t, 1 - eps, 1 + eps) * A)
    kl_t   = exp(ref_t - logp_t) - (ref_t - logp_t) - 1          (k3 estimator; only with beta)
    loss   = sum over every completion and token of (beta * kl_t - obj_t)  /  (N * L)

N is the number of completions in the optimiser step and L the constant ``max_completion_length``
(Dr. GRPO: no per-sequence length normalisation, so long and short answers are not weighted apart).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


def group_advantages(
    rewards: Sequence[float], scale: str = "none", eps: float = 1e-4
) -> list[float]:
    """A_i = R_i - mean(R) over one group; ``scale="group"`` also divides by the group's std."""
    if not rewards:
        return []
    mean = sum(rewards) / len(rewards)
    adv = [r - mean for r in rewards]
    if scale == "group":
        std = math.sqrt(sum(a * a for a in adv) / max(1, len(adv) - 1)) if len(adv) > 1 else 0.0
        adv = [a / (std + eps) for a in adv]
    return adv


def batch_scaled(advantages: Sequence[Sequence[float]], eps: float = 1e-4) -> list[list[float]]:
    """``scale_rewards: batch``: every group's centred rewards divided by the step's std."""
    flat = [a for g in advantages for a in g]
    if len(flat) < 2:
        return [list(g) for g in advantages]
    mean = sum(flat) / len(flat)
    std = math.sqrt(sum((a - mean) ** 2 for a in flat) / (len(flat) - 1))
    return [[a / (std + eps) for a in g] for g in advantages]


def token_logprobs(logits: Any, targets: Any, temperature: float = 1.0) -> Any:
    """log softmax(logits / T) at each target id: ``logits`` [B, T, V], ``targets`` [B, T]."""
    import torch

    logp = torch.log_softmax(logits.float() / temperature, dim=-1)
    return logp.gather(-1, targets.unsqueeze(-1)).squeeze(-1)


@dataclass
class LossParts:
    loss: Any  # the scalar to backpropagate (this completion's share of the step's loss)
    clipped: float  # tokens whose clipped term was the smaller one, and differed
    tokens: int
    ratio_mean: float
    kl_mean: float


def grpo_loss(
    logp: Any,
    old_logp: Any,
    advantage: Any,
    mask: Any,
    *,
    epsilon: float,
    denominator: float,
    ref_logp: Any = None,
    beta: float = 0.0,
) -> LossParts:
    """The clipped Dr. GRPO loss of a batch of completions: ``logp``, ``old_logp``, ``mask``
    [B, T], ``advantage`` [B]; ``denominator`` = N * L over the whole optimiser step, so the
    loss of completions processed one at a time sums to the loss of the step."""
    import torch

    adv = advantage.unsqueeze(-1)
    ratio = torch.exp(logp - old_logp)
    unclipped = ratio * adv
    clipped = torch.clamp(ratio, 1.0 - epsilon, 1.0 + epsilon) * adv
    obj = torch.minimum(unclipped, clipped)
    per_token = -obj
    kl = torch.zeros_like(logp)
    if beta > 0.0 and ref_logp is not None:
        d = ref_logp - logp
        kl = torch.exp(d) - d - 1.0
        per_token = per_token + beta * kl
    m = mask.to(per_token.dtype)
    loss = (per_token * m).sum() / denominator
    n = float(m.sum().item())
    with torch.no_grad():
        was_clipped = ((clipped < unclipped) & (m > 0)).float().sum().item()
        ratio_mean = float((ratio * m).sum().item() / max(n, 1.0))
        kl_mean = float((kl * m).sum().item() / max(n, 1.0))
    return LossParts(loss, float(was_clipped), int(n), ratio_mean, kl_mean)
