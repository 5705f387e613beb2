"""The unified reward of paper section 3.2, as pure functions plus the scorer that feeds them.

    R = w_T * R_T + w_V * R_V (+ w_F * R_F)        w_T = 0.2, w_V = 0.8, w_F = 0 (paper)
    R_T = sqrt(CodeBLEU * CodeBERT)                 CodeBLEU alone when no CodeBERT weights
    R_V = sqrt(S_ssim * S_sem)                      S_ssim alone when no CLIP weights; 0 on failure
    R_F = 1 if code was extracted and rendered      VAnim's binary format-validity term

The llama.cpp GRPO loop (``training/grpo_llama.py``) adds three components measured on the
render's scene trace against the prompt's description (``server.faithful.loop.assess``):

    render   = 1 if it renders (the same test as R_F, weighted on its own)
    faithful = requirements met / requirements stated; 0 when it does not render
    clean    = 1 when it renders with no generic error finding, else 0

Every component has its weight in ``reward.*_weight``; the total is their weighted sum. The new
weights default to 0, so the TRL stage's reward stays the paper's.

The component functions in :data:`REWARD_COMPONENTS` are pure (a :class:`Scored` in, a float
out). :class:`RewardScorer` does the side effects once per completion - extraction H(c), then the
render, frame sampling and metrics through a :class:`Measurer` (the evaluation harness in
``training/reward_harness.py``) - and memoises them, so the TRL reward functions
built by :func:`trl_reward_funcs` (one per component, summed by GRPOTrainer with the weights)
render each completion once and TRL logs every component on its own.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from server.prompts import extract_code
from training.config import RewardSettings
from training.metrics.code import cbb, unit
from training.metrics.visual import visual_similarity

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class RewardWeights:
    text: float = 0.2
    visual: float = 0.8
    format: float = 0.0
    render: float = 0.0
    faithful: float = 0.0
    clean: float = 0.0

    @classmethod
    def from_settings(cls, s: RewardSettings) -> RewardWeights:
        return cls(
            s.text_weight,
            s.visual_weight,
            s.format_weight,
            s.render_weight,
            s.faithful_weight,
            s.clean_weight,
        )

    def as_dict(self) -> dict[str, float]:
        """Each registry component's weight, by name."""
        return {name: float(getattr(self, name)) for name in REWARD_COMPONENTS}


@dataclass
class Scored:
    """Everything measured about one completion against its reference."""

    code: str | None  # H(c); None when nothing could be extracted
    rendered: bool = False
    status: str = "no_code"  # render status, or "no_code" / "reference_failed"
    codebleu: float = 0.0
    codebert: float | None = None  # None: no CodeBERT weights
    s_ssim: float | None = None  # None: not rendered
    s_sem: float | None = None  # None: not rendered or no CLIP weights
    error: str = ""
    # the render's trace checks (``server.faithful.loop.Verdict``); None: no trace was judged
    requirements: int | None = None  # requirements the description states (the checks')
    requirements_met: int = 0
    generic_errors: int = 0  # generic error findings (stacked, off-screen, ...)
    has_reference: bool = True  # False: no reference program, so no R_T / R_V

    @property
    def judged(self) -> bool:
        return self.requirements is not None


# --- pure reward components -------------------------------------------------------------------
def text_reward(s: Scored) -> float:
    """R_T = CBB (the evaluation's formula); CodeBLEU alone without CodeBERT; 0 with no code."""
    if s.code is None or not s.has_reference:
        return 0.0
    if s.codebert is None:
        return unit(s.codebleu)
    return cbb(s.codebleu, s.codebert)


def visual_reward(s: Scored) -> float:
    """R_V = VS (the evaluation's formula); S_ssim alone without CLIP; 0 when not rendered."""
    if s.code is None or not s.rendered or s.s_ssim is None or not s.has_reference:
        return 0.0
    if s.s_sem is None:
        return unit(s.s_ssim)
    return visual_similarity(s.s_ssim, s.s_sem)


def format_reward(s: Scored) -> float:
    """VAnim's binary validity term: 1 when code was extracted and rendered, else 0."""
    return 1.0 if s.code is not None and s.rendered else 0.0


def render_reward(s: Scored) -> float:
    """1 when code was extracted and rendered, else 0."""
    return 1.0 if s.code is not None and s.rendered else 0.0


def faithful_reward(s: Scored) -> float:
    """The share of the description's requirements met on the render's trace; 0 when it did not
    render or was not judged. A description that states no checkable requirement gives 1 to every
    render (a constant in its group, so no advantage either way)."""
    if s.code is None or not s.rendered or s.requirements is None:
        return 0.0
    if s.requirements <= 0:
        return 1.0
    return unit(s.requirements_met / s.requirements)


def clean_reward(s: Scored) -> float:
    """1 when it rendered, was judged and shows no generic error finding, else 0."""
    if s.code is None or not s.rendered or s.requirements is None:
        return 0.0
    return 1.0 if s.generic_errors == 0 else 0.0


REWARD_COMPONENTS: dict[str, Callable[[Scored], float]] = {
    "text": text_reward,
    "visual": visual_reward,
    "format": format_reward,
    "render": render_reward,
    "faithful": faithful_reward,
    "clean": clean_reward,
}


def unified_reward(s: Scored, w: RewardWeights) -> float:
    """R = w_T R_T + w_V R_V + w_F R_F (equation 11 plus the optional format term)."""
    return w.text * text_reward(s) + w.visual * visual_reward(s) + w.format * format_reward(s)


def weighted_reward(s: Scored, w: RewardWeights) -> float:
    """The sum of every registry component times its weight (the unified reward when the
    trace components' weights are 0, as in the paper's configs)."""
    return sum(weight * REWARD_COMPONENTS[name](s) for name, weight in w.as_dict().items())


def components_of(s: Scored) -> dict[str, float]:
    """Every component's value for one scored completion (what the group files record)."""
    return {name: round(f(s), 6) for name, f in REWARD_COMPONENTS.items()}


# --- measurement ------------------------------------------------------------------------------
class Measurer(Protocol):
    """The side-effecting part of the reward: render and measure extracted programs against their
    references (the real one wraps the evaluation harness's ``Scorer``; tests use fakes)."""

    def measure(self, codes: Sequence[str], references: Sequence[str]) -> list[Scored]: ...


@dataclass
class RewardScorer:
    """Scores completions against references: H(c) here, the rest in the measurer, memoised by
    (completion, reference) so several reward components cost one render."""

    measurer: Measurer
    weights: RewardWeights = field(default_factory=RewardWeights)
    memo_size: int = 4096
    _memo: OrderedDict[tuple[str, str], Scored] = field(default_factory=OrderedDict, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def score(self, completions: Sequence[str], references: Sequence[str]) -> list[Scored]:
        if len(completions) != len(references):
            raise ValueError("one reference per completion")
        keys = list(zip(completions, references, strict=True))
        todo: dict[tuple[str, str], str] = {}
        for key in dict.fromkeys(keys):
            if self._get(key) is not None:
                continue
            code = extract_code(key[0])
            if code is None:
                self._put(key, Scored(code=None))
            else:
                todo[key] = code
        if todo:
            try:
                measured = self.measurer.measure(list(todo.values()), [k[1] for k in todo])
            except Exception as exc:  # a metric or render crash must not end a training run
                log.warning("reward measurement failed for %d completions: %s", len(todo), exc)
                measured = [Scored(code=c, status="error", error=str(exc)) for c in todo.values()]
            for key, scored in zip(todo, measured, strict=True):
                self._put(key, scored)
        return [self._get(k) or Scored(code=None) for k in keys]

    def total(self, s: Scored) -> float:
        return weighted_reward(s, self.weights)

    def _get(self, key: tuple[str, str]) -> Scored | None:
        with self._lock:
            s = self._memo.get(key)
            if s is not None:
                self._memo.move_to_end(key)
            return s

    def _put(self, key: tuple[str, str], s: Scored) -> None:
        with self._lock:
            self._memo[key] = s
            while len(self._memo) > self.memo_size:
                self._memo.popitem(last=False)


# --- TRL glue -----------------------------------------------------------------------------------
def completion_text(completion: Any) -> str:
    """A TRL completion: plain text, or a conversational list of messages (the last is ours)."""
    if isinstance(completion, str):
        return completion
    if isinstance(completion, list) and completion:
        last = completion[-1]
        if isinstance(last, dict):
            return str(last.get("content") or "")
    return ""


def trl_reward_funcs(
    scorer: RewardScorer, components: Sequence[str] | None = None
) -> tuple[list[Callable[..., list[float]]], list[float]]:
    """One GRPOTrainer reward function per component with a non-zero weight, and its weight.

    GRPOTrainer sums ``weight * component`` into R and logs each as ``rewards/<name>/mean``; the
    scorer's memo makes the renders happen once per completion however many components ask.
    """
    weights = scorer.weights.as_dict()
    names = [n for n in (components or REWARD_COMPONENTS) if weights[n] > 0.0]
    funcs: list[Callable[..., list[float]]] = []
    for name in names:
        funcs.append(_component_func(scorer, name))
    return funcs, [weights[n] for n in names]


def _component_func(scorer: RewardScorer, name: str) -> Callable[..., list[float]]:
    component = REWARD_COMPONENTS[name]

    def reward(completions: list[Any], reference: list[str], **kwargs: Any) -> list[float]:
        scored = scorer.score([completion_text(c) for c in completions], reference)
        log_metric = kwargs.get("log_metric")
        if callable(log_metric) and name == _first_component(scorer):  # log once per batch
            n = max(1, len(scored))
            log_metric("reward/code_extracted", sum(s.code is not None for s in scored) / n)
            log_metric("reward/render_success", sum(s.rendered for s in scored) / n)
            log_metric("reward/unified_mean", sum(scorer.total(s) for s in scored) / n)
        return [component(s) for s in scored]

    reward.__name__ = name
    reward.__qualname__ = f"reward_{name}"
    return reward


def _first_component(scorer: RewardScorer) -> str:
    for name, value in scorer.weights.as_dict().items():
        if value > 0.0:
            return name
    return "text"
