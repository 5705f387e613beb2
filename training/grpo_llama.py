"""GRPO on llama.cpp samples (``grpo.sampler: llama``; issue 49, point 1).

TRL's GRPOTrainer samples its groups with torch, which takes many minutes a group on CPU. Here each
step alternates two phases that each run where they are fast:

1. **Sample and score.** For each of the step's ``prompts_per_step`` prompts, llama.cpp samples G
   (= ``num_generations``) completions from the base GGUF with the current LoRA adapter's GGUF
   (``Llama(lora_path=...)``; the prompt's KV cache is reused between the G samples; sampling is
   plain temperature sampling with no top-k / min-p truncation, so the sampler is the policy).
   Every sampled token id is kept. The completions render in the sandboxed pool with the scene
   trace on and are scored (``training.reward_harness.TraceMeasurer``; the components and weights
   in ``training/rewards.py``); advantages are reward minus the group's mean (Dr. GRPO). The
   groups are written to ``grpo/groups/step-NNNNN.jsonl`` before any update.
2. **Update.** Transformers + PEFT (Unsloth on CUDA where installed) on the dequantised base, as
   SFT: the log-probs of the stored tokens under the policy that sampled them are computed in
   torch first (no gradient), then ``iterations`` optimiser steps of the clipped Dr. GRPO loss
   (``training/grpo_loss.py``), with the k3 KL to the reference adapter when ``beta > 0``. The
   adapter is saved with its optimiser state and converted to GGUF for the next step's sampler.

**Which log-probs the ratio uses.** The denominator is torch's log-prob under the adapter that
sampled, computed before the update, not llama.cpp's: llama.cpp samples from the Q4 quantised
base, torch trains on the float32 dequantised one, so llama.cpp's log-probs differ from the
learner's by quantisation noise on every token. A ratio against them would not be 1 before the
first update; clipping would then cut tokens for quantisation error, not for policy change. With
torch's own log-probs the ratio measures only what the optimiser changed (1 at the first of the
``iterations``, as in TRL with one iteration). The sampler/learner mismatch is left uncorrected,
as TRL does by default with a separate sampler.

The policy starts from ``grpo.start`` (also the KL reference): this run's SFT adapter, a fresh
LoRA, or an adapter path; a LoRA GGUF there is converted into ``grpo/start-adapter/`` once
(``training/lora_gguf.py``), since our committed adapters exist only as GGUF.

Each step ends with ``grpo/checkpoint-N/`` (the adapter, its GGUF, the optimiser state and
``trainer_state.json`` written last); ``--resume`` continues after the last complete one and
reuses a step's stored groups when the stop came between sampling and the update. The first
Ctrl-C finishes the step in progress (and its checkpoint); a second stops at once.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from server.prompts import extract_code
from training import interrupts
from training.config import TrainConfig, grpo_start_path
from training.grpo_loss import batch_scaled, group_advantages
from training.grpo_prompts import Prompt
from training.lora_gguf import starting_adapter
from training.paths import RunPaths, StageInputMissing, prepare_stage_dir
from training.reward_harness import Task
from training.rewards import RewardWeights, Scored, components_of, weighted_reward

log = logging.getLogger(__name__)

STAGE = "grpo"
STATE = "trainer_state.json"  # written last: a checkpoint without it is incomplete
GROUPS = "groups"
PROGRESS = "progress.jsonl"
ADAPTER_GGUF = "adapter-f16.gguf"
START_ADAPTER = "start-adapter"  # grpo.start: x.gguf, converted into PEFT form once


@dataclass
class Sample:
    token_ids: list[int]  # the sampled ids, the stop token included when one was sampled
    text: str  # the completion without its stop token
    finished: bool  # a stop token ended it (else max_completion_length did)


class Sampler(Protocol):
    def sample(
        self, prompt_ids: Sequence[int], n: int, *, lora: Path | None, seed: int
    ) -> list[Sample]: ...


class Judge(Protocol):
    def score(self, texts: Sequence[str], prompt: Prompt) -> list[Scored]: ...


class Learner(Protocol):
    def encode(self, prompt: Prompt) -> list[int]: ...

    def update(self, groups: Sequence[dict[str, Any]]) -> dict[str, Any]: ...

    def save(self, folder: Path) -> None: ...

    def load(self, folder: Path) -> None: ...

    def export(self, folder: Path) -> Path: ...


# --- groups --------------------------------------------------------------------------------------
def make_group(
    step: int,
    prompt: Prompt,
    prompt_ids: Sequence[int],
    samples: Sequence[Sample],
    scored: Sequence[Scored],
    weights: RewardWeights,
) -> dict[str, Any]:
    """One stored group: the prompt, each completion's tokens, reward components and reward."""
    rewards = [weighted_reward(s, weights) for s in scored]
    completions = []
    for sample, s, r in zip(samples, scored, rewards, strict=True):
        completions.append(
            {
                "text": sample.text,
                "token_ids": list(sample.token_ids),
                "finished": sample.finished,
                "reward": round(r, 6),
                "components": components_of(s),
                "status": s.status,
                "requirements": s.requirements,
                "requirements_met": s.requirements_met,
                "generic_errors": s.generic_errors,
                "error": s.error[:300],
            }
        )
    return {
        "step": step,
        "prompt": prompt.to_dict(),
        "prompt_ids": list(prompt_ids),
        "completions": completions,
        "mean_reward": round(sum(rewards) / max(1, len(rewards)), 6),
    }


def set_advantages(groups: Sequence[dict[str, Any]], scale: str) -> None:
    """A_i = R_i - mean(R) per group (Dr. GRPO); ``group`` / ``batch`` also divide by a std."""
    per_group = [
        group_advantages(
            [c["reward"] for c in g["completions"]], "group" if scale == "group" else "none"
        )
        for g in groups
    ]
    if scale == "batch":
        per_group = batch_scaled(per_group)
    for g, adv in zip(groups, per_group, strict=True):
        for c, a in zip(g["completions"], adv, strict=True):
            c["advantage"] = round(a, 6)


def write_groups(path: Path, groups: Sequence[dict[str, Any]]) -> None:
    """Atomically: a step's file exists only once all its groups are in it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text("".join(json.dumps(g) + "\n" for g in groups), encoding="utf-8")
    os.replace(tmp, path)


def read_groups(path: Path) -> list[dict[str, Any]]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]


def step_prompts(prompts: Sequence[Prompt], step: int, per_step: int) -> list[Prompt]:
    """The prompts of step ``step`` (1-based): the next ``per_step`` of the order, wrapping."""
    start = (step - 1) * per_step
    return [prompts[(start + i) % len(prompts)] for i in range(per_step)]


def checkpoints(folder: Path) -> list[tuple[int, Path]]:
    out = []
    for p in folder.glob("checkpoint-*") if folder.is_dir() else []:
        suffix = p.name.split("-", 1)[1]
        if suffix.isdigit() and (p / STATE).is_file():
            out.append((int(suffix), p))
    return sorted(out)


def fmt_seconds(s: float) -> str:
    s = max(0.0, s)
    if s < 90:
        return f"{s:.0f} s"
    if s < 5400:
        return f"{s / 60:.1f} min"
    return f"{s / 3600:.1f} h"


# --- the loop ------------------------------------------------------------------------------------
def run_loop(
    cfg: TrainConfig,
    folder: Path,
    prompts: Sequence[Prompt],
    *,
    sampler: Sampler,
    judge: Judge,
    learner: Learner,
    total_steps: int,
    resume_from: Path | None = None,
    initial_lora: Path | None = None,
) -> dict[str, Any]:
    """Run steps ``last done + 1 .. total_steps``; returns the summary of the run so far."""
    g = cfg.grpo
    weights = RewardWeights.from_settings(cfg.reward)
    folder.mkdir(parents=True, exist_ok=True)
    done_step, lora = 0, initial_lora
    history: list[dict[str, Any]] = []
    if resume_from is not None:
        state = json.loads((resume_from / STATE).read_text(encoding="utf-8"))
        done_step = int(state["global_step"])
        history = list(state.get("history", []))
        learner.load(resume_from)
        lora = resume_from / ADAPTER_GGUF
        log.info("resuming after step %d (%s)", done_step, resume_from)
    started = time.perf_counter()
    ran = 0
    with interrupts.graceful("the GRPO step in progress finishes and its checkpoint is saved"):
        for step in range(done_step + 1, total_steps + 1):
            t_step = time.perf_counter()
            timings: dict[str, float] = {}
            groups_file = folder / GROUPS / f"step-{step:05d}.jsonl"
            reused = groups_file.is_file()
            if reused:  # sampled and scored before a stop: the update runs on the same groups
                groups = read_groups(groups_file)
                log.info(
                    "step %d/%d: the groups sampled before the stop are reused", step, total_steps
                )
            else:
                log.info(
                    "step %d/%d: sampling %d prompt(s) x G=%d with llama.cpp",
                    step,
                    total_steps,
                    g.prompts_per_step,
                    g.num_generations,
                )
                groups = []
                timings["sample_s"] = timings["score_s"] = 0.0
                for i, prompt in enumerate(step_prompts(prompts, step, g.prompts_per_step)):
                    ids = learner.encode(prompt)
                    t0 = time.perf_counter()
                    seed = g.seed * 1_000_003 + step * 1000 + i * g.num_generations
                    samples = sampler.sample(ids, g.num_generations, lora=lora, seed=seed)
                    timings["sample_s"] += time.perf_counter() - t0
                    t0 = time.perf_counter()
                    scored = judge.score([s.text for s in samples], prompt)
                    timings["score_s"] += time.perf_counter() - t0
                    groups.append(make_group(step, prompt, ids, samples, scored, weights))
                set_advantages(groups, g.scale_rewards)
                write_groups(groups_file, groups)
            t0 = time.perf_counter()
            log.info("step %d/%d: updating the policy in torch", step, total_steps)
            stats = learner.update(groups)
            timings["update_s"] = time.perf_counter() - t0
            ckpt = folder / f"checkpoint-{step}"
            if ckpt.exists():
                shutil.rmtree(ckpt)
            learner.save(ckpt)
            t0 = time.perf_counter()
            lora = learner.export(ckpt)
            timings["export_s"] = time.perf_counter() - t0
            timings["step_s"] = time.perf_counter() - t_step
            record = step_record(step, groups, stats, timings, reused)
            history.append(record)
            state = {"global_step": step, "total_steps": total_steps, "history": history}
            (ckpt / STATE).write_text(json.dumps(state, indent=1) + "\n", encoding="utf-8")
            with (folder / PROGRESS).open("a", encoding="utf-8") as fh:
                fh.write(json.dumps(record) + "\n")
            prune(folder, g.save_total_limit)
            ran += 1
            per_step = (time.perf_counter() - started) / ran
            log.info(
                "step %d/%d: reward %.3f, render %.2f, faithful %.2f, loss %.4g; sample %.0f s, "
                "score %.0f s, update %.0f s, export %.0f s; ETA %s",
                step,
                total_steps,
                record["mean_reward"],
                record["components"].get("render", 0.0),
                record["components"].get("faithful", 0.0),
                stats.get("loss", 0.0),
                timings.get("sample_s", 0.0),
                timings.get("score_s", 0.0),
                timings["update_s"],
                timings["export_s"],
                fmt_seconds(per_step * (total_steps - step)),
            )
            if interrupts.requested():
                log.warning("stopped after GRPO step %d; its checkpoint is saved", step)
                raise KeyboardInterrupt
    return {"steps": total_steps, "ran": ran, "history": history, "lora": str(lora or "")}


def step_record(
    step: int,
    groups: Sequence[dict[str, Any]],
    stats: dict[str, Any],
    timings: dict[str, float],
    reused: bool,
) -> dict[str, Any]:
    comps = [c for grp in groups for c in grp["completions"]]
    n = max(1, len(comps))
    names = comps[0]["components"].keys() if comps else []
    return {
        "step": step,
        "prompts": [grp["prompt"]["id"] for grp in groups],
        "completions": len(comps),
        "mean_reward": round(sum(c["reward"] for c in comps) / n, 6),
        "components": {k: round(sum(c["components"][k] for c in comps) / n, 4) for k in names},
        "tokens": sum(len(c["token_ids"]) for c in comps),
        "groups_reused": reused,
        "stats": stats,
        "timings_s": {k: round(v, 2) for k, v in timings.items()},
    }


def prune(folder: Path, keep: int) -> None:
    """Keep the ``keep`` newest complete checkpoints (the groups files are all kept)."""
    found = checkpoints(folder)
    for _, p in found[: max(0, len(found) - max(1, keep))]:
        shutil.rmtree(p, ignore_errors=True)


# --- the real parts ------------------------------------------------------------------------------
class LlamaSampler:
    """G completions of one prompt with llama-cpp-python from the base GGUF + a LoRA GGUF.

    The model is reloaded when the adapter changes (once a step); the prompt is evaluated once
    and its KV cache reused for the G samples (llama-cpp-python's prefix match). The sampler is
    the policy at ``temperature``: no top-k, no min-p, top-p 1 unless ``grpo.top_p`` says."""

    def __init__(
        self,
        gguf: Path,
        *,
        stop_ids: Sequence[int],
        max_tokens: int,
        temperature: float,
        top_p: float = 1.0,
        n_ctx: int = 4096,
        threads: int = 0,
    ) -> None:
        self.gguf = gguf
        self.stop_ids = set(stop_ids)
        self.max_tokens = max_tokens
        self.temperature = temperature
        self.top_p = top_p
        self.n_ctx = n_ctx
        self.threads = threads or (os.cpu_count() or 1)
        self._llm: Any = None
        self._lora: Path | None = None

    def _model(self, lora: Path | None) -> Any:
        if self._llm is None or lora != self._lora:
            from llama_cpp import Llama

            if self._llm is not None:
                self._llm.close()
            self._llm = Llama(
                model_path=str(self.gguf),
                lora_path=str(lora) if lora else None,
                n_ctx=self.n_ctx,
                n_threads=self.threads,
                n_threads_batch=self.threads,
                verbose=False,
            )
            self._lora = lora
            self.stop_ids.add(int(self._llm.token_eos()))
        return self._llm

    def sample(
        self, prompt_ids: Sequence[int], n: int, *, lora: Path | None, seed: int
    ) -> list[Sample]:
        llm = self._model(lora)
        out = []
        budget = min(self.max_tokens, self.n_ctx - len(prompt_ids))
        for k in range(n):
            llm.set_seed(seed + k)
            ids: list[int] = []
            finished = False
            for tok in llm.generate(
                list(prompt_ids),
                top_k=0,
                top_p=self.top_p,
                min_p=0.0,
                typical_p=1.0,
                temp=self.temperature,
                repeat_penalty=1.0,
            ):
                ids.append(int(tok))
                if tok in self.stop_ids:
                    finished = True
                    break
                if len(ids) >= budget:
                    break
            body = ids[:-1] if finished else ids
            text = llm.detokenize(body).decode("utf-8", errors="replace")
            out.append(Sample(ids, text, finished))
        return out

    def close(self) -> None:
        if self._llm is not None:
            self._llm.close()
            self._llm = None


class TraceJudge:
    """H(c), then the render, the trace checks and (where a reference exists) the unified
    reward's metrics, through :class:`training.reward_harness.TraceMeasurer`."""

    def __init__(self, measurer: Any) -> None:
        self.measurer = measurer

    def score(self, texts: Sequence[str], prompt: Prompt) -> list[Scored]:
        task = Task(prompt.description, prompt.requirements, prompt.reference)
        codes = [extract_code(t) for t in texts]
        try:
            result: list[Scored] = self.measurer.measure_tasks(codes, [task] * len(codes))
            return result
        except Exception as exc:  # a crash in the pool scores the group as failed renders
            log.warning("scoring failed for a group: %s", exc)
            return [Scored(code=c, status="error", error=str(exc)) for c in codes]


class TorchLearner:
    """The policy update in torch: transformers + PEFT (or Unsloth on CUDA) on the base."""

    def __init__(self, cfg: TrainConfig, model: Any, tok: Any, base: Any, settings: Any) -> None:
        import torch

        self.cfg = cfg
        self.g = cfg.grpo
        self.model = model
        self.tok = tok
        self.base = base
        self.settings = settings  # agent Settings: the prompt builder's
        self.device = next(model.parameters()).device
        self.params = [p for n, p in model.named_parameters() if p.requires_grad]
        self.optimizer = torch.optim.AdamW(
            self.params, lr=self.g.learning_rate, weight_decay=self.g.weight_decay
        )
        self.ref_adapter: str | None = None  # None: the reference is the base (adapter off)

    # prompts
    def encode(self, prompt: Prompt) -> list[int]:
        from training.rft import short_prompt

        messages = [dict(m) for m in short_prompt(prompt.description, self.settings)]
        ids = self.tok.apply_chat_template(messages, tokenize=True, add_generation_prompt=True)
        if isinstance(ids, dict) or hasattr(ids, "input_ids"):
            ids = ids["input_ids"]
        return [int(i) for i in ids]

    def stop_ids(self) -> list[int]:
        ids = {self.tok.eos_token_id}
        for t in ("<|im_end|>", "<|endoftext|>"):
            i = self.tok.convert_tokens_to_ids(t)
            if isinstance(i, int) and i != getattr(self.tok, "unk_token_id", None):
                ids.add(i)
        return sorted(i for i in ids if i is not None)

    # log-probs
    def _logprobs(self, prompt_ids: list[int], completion_ids: list[int]) -> Any:
        import torch

        from training.grpo_loss import token_logprobs

        ids = torch.tensor([prompt_ids + completion_ids], device=self.device)
        logits = self.model(input_ids=ids).logits[:, len(prompt_ids) - 1 : -1]
        target = torch.tensor([completion_ids], device=self.device)
        return token_logprobs(logits, target, self.g.temperature)

    def _reference_logprobs(self, prompt_ids: list[int], completion_ids: list[int]) -> Any:
        import torch

        with torch.no_grad():
            if self.ref_adapter is None:
                with self.model.disable_adapter():
                    return self._logprobs(prompt_ids, completion_ids)
            self.model.set_adapter(self.ref_adapter)
            try:
                return self._logprobs(prompt_ids, completion_ids)
            finally:
                self.model.set_adapter("default")
                for p in self.params:
                    p.requires_grad_(True)

    def update(self, groups: Sequence[dict[str, Any]]) -> dict[str, Any]:
        import torch

        from training.grpo_loss import grpo_loss

        items = [
            (grp["prompt_ids"], c["token_ids"], float(c.get("advantage", 0.0)))
            for grp in groups
            for c in grp["completions"]
            if c["token_ids"]
        ]
        n_all = sum(len(grp["completions"]) for grp in groups)
        denominator = float(max(1, n_all) * self.g.max_completion_length)
        self.model.train()
        with torch.no_grad():  # the sampling policy's log-probs (see the module docstring)
            old = [self._logprobs(p, c).detach() for p, c, _ in items]
            ref = [self._reference_logprobs(p, c) for p, c, _ in items] if self.g.beta > 0 else None
        stats: dict[str, Any] = {"loss": 0.0, "clip_fraction": 0.0, "kl": 0.0, "ratio": 0.0}
        if all(a == 0.0 for _, _, a in items) and self.g.beta == 0.0:
            stats["skipped"] = "every advantage is 0 (a tied group)"
            return stats
        for _ in range(self.g.iterations):
            self.optimizer.zero_grad(set_to_none=True)
            loss_sum, clipped, tokens, kl_sum, ratio_sum = 0.0, 0.0, 0, 0.0, 0.0
            for k, (p, c, a) in enumerate(items):
                logp = self._logprobs(p, c)
                mask = torch.ones_like(logp)
                parts = grpo_loss(
                    logp,
                    old[k],
                    torch.tensor([a], device=self.device),
                    mask,
                    epsilon=self.g.epsilon,
                    denominator=denominator,
                    ref_logp=ref[k] if ref is not None else None,
                    beta=self.g.beta,
                )
                parts.loss.backward()
                loss_sum += float(parts.loss.item())
                clipped += parts.clipped
                tokens += parts.tokens
                kl_sum += parts.kl_mean * parts.tokens
                ratio_sum += parts.ratio_mean * parts.tokens
            grad_norm = torch.nn.utils.clip_grad_norm_(self.params, self.g.max_grad_norm)
            self.optimizer.step()
            stats = {
                "loss": loss_sum,
                "clip_fraction": clipped / max(1, tokens),
                "kl": kl_sum / max(1, tokens),
                "ratio": ratio_sum / max(1, tokens),
                "grad_norm": float(grad_norm),
                "tokens": tokens,
            }
        return stats

    # checkpoints
    def save(self, folder: Path) -> None:
        import torch

        from training.trainer_utils import save_adapter

        save_adapter(self.model, self.tok, folder / "adapter", self.base, stage="grpo")
        torch.save(self.optimizer.state_dict(), folder / "optimizer.pt")

    def load(self, folder: Path) -> None:
        import torch
        from peft import set_peft_model_state_dict
        from safetensors.torch import load_file

        weights = load_file(str(folder / "adapter" / "adapter_model.safetensors"))
        set_peft_model_state_dict(self.model, weights, adapter_name="default")
        state = torch.load(folder / "optimizer.pt", map_location=self.device)
        self.optimizer.load_state_dict(state)

    def export(self, folder: Path) -> Path:
        """The saved adapter as GGUF (llama.cpp's converter, as the export stage runs it)."""
        from training.export import converters_dir, run_converter

        out = folder / ADAPTER_GGUF
        run_converter(
            converters_dir(self.cfg.export.converters_dir) / "convert_lora_to_gguf.py",
            [str(folder / "adapter"), "--base", str(self.base.path), "--outfile", str(out),
             "--outtype", "f16"],
        )  # fmt: skip
        return out


# --- the stage -----------------------------------------------------------------------------------
def total_steps(cfg: TrainConfig, n_prompts: int, max_steps: int | None) -> int:
    g = cfg.grpo
    if max_steps is not None and max_steps > 0:
        return max_steps
    if g.max_steps > 0:
        return g.max_steps
    per_epoch = -(-n_prompts // g.prompts_per_step)
    return max(1, int(per_epoch * g.num_train_epochs))


def select_prompts(cfg: TrainConfig) -> tuple[list[Prompt], dict[str, Any]]:
    from training import grpo_prompts

    g = cfg.grpo
    mb = cfg.data.manimbench_path or None
    sel = grpo_prompts.select(
        grpo_prompts.load_prompts(g.prompt_sources, manimbench_path=mb),
        grpo_prompts.held_out_descriptions(mb),
        seed=g.seed,
        limit=g.prompt_limit,
        decontaminate=g.decontaminate,
    )
    info = {
        "prompts": len(sel.prompts),
        "per_source": sel.per_source,
        "duplicates": sel.duplicates,
        "near_test_dropped": len(sel.near_test),
    }
    return sel.prompts, info


def run(
    cfg: TrainConfig,
    paths: RunPaths,
    *,
    resume: bool = False,
    force: bool = False,
    max_steps: int | None = None,
    command: str = "python -m training",
) -> dict[str, Any]:
    from training import backend
    from training.reward_harness import TraceMeasurer
    from training.rft import agent_settings
    from training.trainer_utils import save_adapter

    g = cfg.grpo
    sft_adapter = paths.adapter("sft")
    start_adapter: Path | None = None
    start_path = grpo_start_path(g.start)
    if start_path is not None and not start_path.exists():
        raise StageInputMissing(
            f"grpo.start: the starting adapter {start_path} does not exist (a LoRA GGUF or a PEFT "
            "adapter folder; relative paths are from the repository root)"
        )
    if g.start == "sft":
        if not (sft_adapter / "adapter_config.json").is_file():
            raise StageInputMissing(
                f"GRPO starts from the SFT adapter at {sft_adapter}, which does not exist. Run "
                f"`{command} --stage sft` first, or set grpo.start: base to start from the base."
            )
        start_adapter = sft_adapter
    resume_from = prepare_stage_dir(
        paths, STAGE, resume=resume, force=force, command=f"{command} --stage grpo"
    )
    folder = paths.stage(STAGE)
    if not resume:  # groups sampled by a run that never checkpointed belong to no run now
        shutil.rmtree(folder / GROUPS, ignore_errors=True)
        (folder / PROGRESS).unlink(missing_ok=True)
    prompts, prompt_info = select_prompts(cfg)
    if not prompts:
        raise StageInputMissing("no training description is left for GRPO (grpo.prompt_sources)")
    steps = total_steps(cfg, len(prompts), max_steps)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "prompts.jsonl").write_text(
        "".join(json.dumps(p.to_dict()) + "\n" for p in prompts), encoding="utf-8"
    )
    t0 = time.perf_counter()
    base = backend.materialize_base(cfg.model, paths.root)
    if base.gguf is None:
        raise StageInputMissing(
            "grpo.sampler: llama samples with llama.cpp from the base's GGUF: use model.base "
            "embedded:default or embedded:small (or grpo.sampler: trl)"
        )
    if start_path is not None:
        start_adapter = starting_adapter(
            start_path, Path(base.path), folder / START_ADAPTER, key="grpo.start"
        )
    backend.threads_hint()
    model, tok = backend.load_trainable(base, cfg.model, cfg.lora, adapter=start_adapter)
    load_s = time.perf_counter() - t0
    learner = TorchLearner(cfg, model, tok, base, agent_settings(cfg))
    if start_adapter is not None and g.beta > 0:
        model.load_adapter(str(start_adapter), adapter_name="ref", is_trainable=False)
        model.set_adapter("default")
        learner.ref_adapter = "ref"
    initial_lora: Path | None = None
    if start_adapter is not None and resume_from is None:
        start_dir = folder / "checkpoint-0"
        start_dir.mkdir(parents=True, exist_ok=True)
        if not (start_dir / ADAPTER_GGUF).is_file():
            learner.save(start_dir)
            learner.export(start_dir)
        initial_lora = start_dir / ADAPTER_GGUF
    sampler = LlamaSampler(
        Path(base.gguf),
        stop_ids=learner.stop_ids(),
        max_tokens=g.max_completion_length,
        temperature=g.temperature,
        top_p=g.top_p,
        n_ctx=g.llama_ctx,
        threads=g.llama_threads,
    )
    measurer = TraceMeasurer(cfg.reward)
    log.info(
        "GRPO (llama.cpp sampler): %d prompts %s, %d steps of %d x G=%d, reward weights %s",
        len(prompts),
        prompt_info["per_source"],
        steps,
        g.prompts_per_step,
        g.num_generations,
        {k: v for k, v in RewardWeights.from_settings(cfg.reward).as_dict().items() if v},
    )
    started = time.perf_counter()
    try:
        result = run_loop(
            cfg,
            folder,
            prompts,
            sampler=sampler,
            judge=TraceJudge(measurer),
            learner=learner,
            total_steps=steps,
            resume_from=resume_from,
            initial_lora=initial_lora,
        )
    finally:
        sampler.close()
        measurer.close()
    adapter = save_adapter(model, tok, paths.adapter(STAGE), base, stage="grpo")
    summary = {
        "sampler": "llama.cpp",
        "wall_s": round(time.perf_counter() - started, 1),
        "load_s": round(load_s, 1),
        "steps": steps,
        "ran": result["ran"],
        "resumed_from": str(resume_from) if resume_from else None,
        "start": g.start,
        "start_adapter": str(start_adapter) if start_adapter else None,
        "backend": backend.backend_name(cfg.model.backend),
        "adapter": str(adapter),
        "adapter_gguf": result["lora"],
        "base": base.to_dict(),
        "prompt_selection": prompt_info,
        "reward_weights": RewardWeights.from_settings(cfg.reward).as_dict(),
        "reward_notes": list(getattr(measurer, "notes", [])),
        "history": result["history"],
    }
    paths.mark_done(STAGE, summary)
    return summary
