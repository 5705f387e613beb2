"""The GRPO stage (paper 3.3): TRL GRPOTrainer from the SFT adapter with the unified reward.

The SFT adapter keeps training; TRL (with peft >= 0.20) copies it into a frozen "ref" adapter,
so the KL term is measured against the SFT model as in the paper. Each reward component is a
separate TRL reward function (weights 0.2 / 0.8 / format) so TensorBoard shows them apart;
completions render once each in the worker pool (see training/rewards.py).
"""

from __future__ import annotations

import logging
import time
from typing import Any, cast

from training import backend
from training.config import TrainConfig
from training.data import TRAIN_FILE, read_jsonl
from training.paths import RunPaths, StageInputMissing, prepare_stage_dir
from training.rewards import RewardScorer, RewardWeights, Scored, trl_reward_funcs
from training.trainer_utils import (
    common_args,
    finish_summary,
    save_adapter,
    step_cap,
    tensorboard_to,
    train_stoppably,
)

log = logging.getLogger(__name__)


class RewardSelfCheckFailed(RuntimeError):
    """The reward cannot tell a reference from a broken program: training would be noise."""


def self_check(scorer: RewardScorer, reference: str) -> dict[str, Any]:
    """Score a reference against itself, and a program that cannot render, through the real
    reward (render, metrics, weights) before spending hours on GRPO."""
    good, bad = scorer.score(
        [f"<CODE>\n{reference}\n</CODE>", "<CODE>\nfrom manim import *\nundefined_name()\n</CODE>"],
        [reference, reference],
    )
    report = {
        "reference": _describe(scorer, good),
        "broken": _describe(scorer, bad),
    }
    if good.status == "reference_failed":
        raise RewardSelfCheckFailed(f"the reference itself does not render: {good.error}")
    if not good.rendered or scorer.total(good) <= scorer.total(bad):
        raise RewardSelfCheckFailed(
            f"the reward does not prefer the reference to a broken program: {report}"
        )
    return report


def _describe(scorer: RewardScorer, s: Scored) -> dict[str, Any]:
    from training.rewards import REWARD_COMPONENTS

    d: dict[str, Any] = {name: round(f(s), 4) for name, f in REWARD_COMPONENTS.items()}
    d.update(total=round(scorer.total(s), 4), status=s.status, rendered=s.rendered)
    return d


def run(
    cfg: TrainConfig,
    paths: RunPaths,
    *,
    resume: bool = False,
    force: bool = False,
    max_steps: int | None = None,
    command: str = "python -m training",
    measurer: Any = None,
    phase: str = "all",
) -> dict[str, Any]:
    if cfg.grpo.sampler == "llama":  # llama.cpp samples, torch updates (training/grpo_llama.py)
        from training import grpo_llama

        return grpo_llama.run(
            cfg, paths, resume=resume, force=force, max_steps=max_steps, command=command,
            phase=phase,
        )  # fmt: skip
    if phase != "all":
        raise StageInputMissing(
            "--grpo-phase sample/update splits the llama.cpp GRPO loop (grpo.sampler: llama); "
            "the TRL stage samples and trains in one process"
        )
    sft_adapter = paths.adapter("sft")
    if not (sft_adapter / "adapter_config.json").is_file():
        raise StageInputMissing(
            f"GRPO starts from the SFT adapter at {sft_adapter}, which does not exist. "
            f"Run `{command} --stage sft` first (or `--stage all`)."
        )
    train_file = paths.data / TRAIN_FILE
    if not train_file.is_file():
        raise StageInputMissing(
            f"GRPO needs the training data at {train_file}: run `{command} --stage data` first."
        )
    resume_from = prepare_stage_dir(
        paths, "grpo", resume=resume, force=force, command=f"{command} --stage grpo"
    )
    from datasets import Dataset
    from trl import GRPOConfig, GRPOTrainer

    g = cfg.grpo
    rows = read_jsonl(train_file)
    own_measurer = measurer is None
    if measurer is None:
        from training.reward_harness import HarnessMeasurer

        measurer = HarnessMeasurer(cfg.reward)
    try:
        scorer = RewardScorer(measurer, RewardWeights.from_settings(cfg.reward))
        notes = list(getattr(measurer, "notes", []))
        check: dict[str, Any] = {}
        prompts_per_step = max(
            1, g.per_device_train_batch_size * g.gradient_accumulation_steps // g.num_generations
        )
        cap = step_cap(g, max_steps)
        short_run = 0 < cap * prompts_per_step < len(rows)
        if hasattr(measurer, "prefetch") and not short_run:
            log.info("rendering %d reference videos (cached after the first run)", len(rows))
            measurer.prefetch([r["reference"] for r in rows])
        elif short_run:
            log.info("%d steps: references render when their prompt comes up", cap)
        if g.self_check:
            check = self_check(scorer, rows[0]["reference"])
            log.info("reward self-check: %s", check)
        funcs, weights = trl_reward_funcs(scorer)
        base = backend.materialize_base(cfg.model, paths.root)
        backend.threads_hint()
        model, tok = backend.load_trainable(base, cfg.model, cfg.lora, adapter=sft_adapter)
        dataset = Dataset.from_list(
            [
                {"prompt": r["prompt"], "reference": r["reference"], "task_id": r["task_id"]}
                for r in rows
            ]
        )
        tensorboard_to(paths.logs("grpo"))
        args = GRPOConfig(
            **common_args(g, paths.stage("grpo"), max_steps),
            num_train_epochs=g.num_train_epochs,
            loss_type=g.loss_type,
            num_generations=g.num_generations,
            beta=g.beta,
            epsilon=g.epsilon,
            max_completion_length=g.max_completion_length,
            temperature=g.temperature,
            scale_rewards=g.scale_rewards,
            reward_weights=weights,
            log_completions=g.log_completions,
        )
        trainer = GRPOTrainer(
            model=model,
            reward_funcs=cast(Any, funcs),
            args=args,
            train_dataset=dataset,
            processing_class=tok,
        )
        log.info(
            "GRPO: %d prompts, G=%d, reward %s, backend %s",
            len(dataset),
            g.num_generations,
            " + ".join(f"{w}*{f.__name__}" for f, w in zip(funcs, weights, strict=True)),
            backend.backend_name(cfg.model.backend),
        )
        start = time.perf_counter()
        result = train_stoppably(trainer, resume_from)
        wall = time.perf_counter() - start
        adapter = save_adapter(model, tok, paths.adapter("grpo"), base, stage="grpo")
    finally:
        if own_measurer and hasattr(measurer, "close"):
            measurer.close()
    summary = finish_summary(
        trainer, result, wall, resume_from, backend.backend_name(cfg.model.backend)
    )
    summary.update(
        adapter=str(adapter),
        base=base.to_dict(),
        prompts=len(dataset),
        reward_weights=dict(zip([f.__name__ for f in funcs], weights, strict=True)),
        reward_notes=notes,
        self_check=check,
    )
    paths.mark_done("grpo", summary)
    return summary
