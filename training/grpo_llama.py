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

    def old_logprobs(self, groups: Sequence[dict[str, Any]]) -> Any: ...

    def update(self, groups: Sequence[dict[str, Any]], old: Any = None) -> dict[str, Any]: ...

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
PHASES = ("all", "sample", "update")


class PolicyMismatch(RuntimeError):
    """Stored groups were sampled with another adapter than the one the updates would start
    from."""


def rollouts(first: int, total: int, size: int) -> list[list[int]]:
    """Steps ``first .. total`` cut into rollouts of ``size``, counted from step 1 (so a resumed
    run keeps the boundaries: with size 4, steps 5-8 are one rollout however the run stopped)."""
    out: list[list[int]] = []
    for step in range(first, total + 1):
        if out and (step - 1) // size == (out[-1][0] - 1) // size:
            out[-1].append(step)
        else:
            out.append([step])
    return out


def run_loop(
    cfg: TrainConfig,
    folder: Path,
    prompts: Sequence[Prompt],
    *,
    sampler: Sampler | None,
    judge: Judge | None,
    learner: Learner,
    total_steps: int,
    resume_from: Path | None = None,
    initial_lora: Path | None = None,
    phase: str = "all",
) -> dict[str, Any]:
    """Run steps ``last done + 1 .. total_steps``; returns the summary of the run so far.

    Steps go by rollouts of ``grpo.rollout_steps``: the groups of every step of a rollout are
    sampled with the adapter the rollout starts from, then the updates run one step after the
    other, each step's ratio taken against that sampling adapter's log-probs. ``phase`` "sample"
    samples and stores the next rollout's groups and stops (no update: ``learner`` only encodes
    prompts and exports); "update" trains on stored groups only (no sampler, no judge: the
    machine with a GPU), up to the last step whose groups are there."""
    if phase not in PHASES:
        raise ValueError(f"phase must be one of {PHASES}")
    g = cfg.grpo
    weights = RewardWeights.from_settings(cfg.reward)
    folder.mkdir(parents=True, exist_ok=True)
    done_step, lora = 0, initial_lora
    history: list[dict[str, Any]] = []
    if resume_from is not None:
        state = json.loads((resume_from / STATE).read_text(encoding="utf-8"))
        done_step = int(state["global_step"])
        history = list(state.get("history", []))
        if phase != "sample":
            learner.load(resume_from)
        lora = resume_from / ADAPTER_GGUF
        if phase != "update" and not lora.is_file():  # trained where no converter was
            lora = learner.export(resume_from)
        log.info("resuming after step %d (%s)", done_step, resume_from)
    started = time.perf_counter()
    ran = 0
    sampled: list[int] = []
    with interrupts.graceful("the GRPO step in progress finishes and its checkpoint is saved"):
        for chunk in rollouts(done_step + 1, total_steps, g.rollout_steps):
            policy = done_step  # the checkpoint every group of this rollout is sampled with
            timings_of: dict[int, dict[str, float]] = {s: {} for s in chunk}
            stored: dict[int, list[dict[str, Any]]] = {}
            for step in chunk:
                groups_file = folder / GROUPS / f"step-{step:05d}.jsonl"
                if groups_file.is_file():  # sampled before a stop, or by the sample phase
                    stored[step] = read_groups(groups_file)
                    continue
                if phase == "update":
                    break
                assert sampler is not None and judge is not None
                log.info("step %d/%d: sampling %d prompt(s) x G=%d with llama.cpp", step,
                         total_steps, g.prompts_per_step, g.num_generations)  # fmt: skip
                stored[step] = sample_step(cfg, step, prompts, sampler, judge, learner, lora,
                                           weights, policy, timings_of[step])  # fmt: skip
                write_groups(groups_file, stored[step])
                sampled.append(step)
            if phase == "sample":
                break
            steps = [s for s in chunk if s in stored]
            steps = steps[: next((i for i, s in enumerate(steps) if s != chunk[i]), len(steps))]
            if not steps:
                break
            for step in steps:
                # the checkpoint the rollout started from, or (a run resumed inside a rollout,
                # whose old log-probs then come from the checkpoint it resumes from) this one
                allowed = {policy, (step - 1) // g.rollout_steps * g.rollout_steps}
                for grp in stored[step]:
                    if int(grp.get("policy_step", policy)) not in allowed:
                        raise PolicyMismatch(
                            f"the groups of step {step} were sampled with the adapter of step "
                            f"{grp['policy_step']}, but the updates continue from step {policy}: "
                            f"delete {folder / GROUPS} from step-{step:05d}.jsonl on and sample "
                            "them again (--grpo-phase sample)"
                        )
            old: dict[int, Any] = {}
            if len(steps) > 1:  # the sampling policy's log-probs, before the rollout's updates
                old = {s: learner.old_logprobs(stored[s]) for s in steps}
            for step in steps:
                t_step = time.perf_counter()
                timings = timings_of[step]
                reused = step not in sampled
                if reused:
                    log.info("step %d/%d: training on the stored groups", step, total_steps)
                t0 = time.perf_counter()
                log.info("step %d/%d: updating the policy in torch", step, total_steps)
                stats = learner.update(stored[step], old=old.get(step))
                timings["update_s"] = time.perf_counter() - t0
                ckpt = folder / f"checkpoint-{step}"
                if ckpt.exists():
                    shutil.rmtree(ckpt)
                learner.save(ckpt)
                t0 = time.perf_counter()
                if phase == "all":  # the sampler of the next rollout reads it
                    lora = learner.export(ckpt)
                timings["export_s"] = time.perf_counter() - t0
                timings["step_s"] = (
                    time.perf_counter()
                    - t_step
                    + timings.get("sample_s", 0.0)
                    + timings.get("score_s", 0.0)
                )
                record = step_record(step, stored[step], stats, timings, reused)
                history.append(record)
                state = {"global_step": step, "total_steps": total_steps, "history": history}
                (ckpt / STATE).write_text(json.dumps(state, indent=1) + "\n", encoding="utf-8")
                with (folder / PROGRESS).open("a", encoding="utf-8") as fh:
                    fh.write(json.dumps(record) + "\n")
                prune(folder, g.save_total_limit)
                done_step = step
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
            if steps != chunk:
                break  # the update phase ran out of stored groups
    return {"steps": total_steps, "ran": ran, "sampled": sampled, "history": history,
            "done_step": done_step, "lora": str(lora or "")}  # fmt: skip


def sample_step(
    cfg: TrainConfig,
    step: int,
    prompts: Sequence[Prompt],
    sampler: Sampler,
    judge: Judge,
    learner: Learner,
    lora: Path | None,
    weights: RewardWeights,
    policy: int,
    timings: dict[str, float],
) -> list[dict[str, Any]]:
    """The step's groups: its prompts sampled G times with ``lora`` (the adapter of step
    ``policy``), rendered and scored, with their advantages."""
    g = cfg.grpo
    groups = []
    timings["sample_s"] = timings["score_s"] = 0.0
    for i, prompt in enumerate(step_prompts(prompts, step, g.prompts_per_step)):
        ids = learner.encode(prompt)
        t0 = time.perf_counter()
        seed = g.seed * 1_000_003 + step * 1000 + i * g.num_generations
        samples = sampler.sample(ids, g.num_generations, lora=lora, seed=seed)
        timings["sample_s"] += time.perf_counter() - t0
        t0 = time.perf_counter()
        scored = judge.score([x.text for x in samples], prompt)
        timings["score_s"] += time.perf_counter() - t0
        group = make_group(step, prompt, ids, samples, scored, weights)
        group["policy_step"] = policy
        groups.append(group)
    set_advantages(groups, g.scale_rewards)
    return groups


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


class PromptSide:
    """What both phases need of the training side: the prompt's token ids (the chat template of
    the training tokenizer), the stop ids, and a saved adapter's GGUF export."""

    def __init__(self, cfg: TrainConfig, tok: Any, base: Any, settings: Any) -> None:
        self.cfg = cfg
        self.tok = tok
        self.base = base
        self.settings = settings  # agent Settings: the prompt builder's

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


class TorchLearner(PromptSide):
    """The policy update in torch: transformers + PEFT (or Unsloth on CUDA) on the base."""

    def __init__(self, cfg: TrainConfig, model: Any, tok: Any, base: Any, settings: Any) -> None:
        import torch

        super().__init__(cfg, tok, base, settings)
        self.g = cfg.grpo
        self.model = model
        self.device = next(model.parameters()).device
        self.params = [p for n, p in model.named_parameters() if p.requires_grad]
        self.optimizer = torch.optim.AdamW(
            self.params, lr=self.g.learning_rate, weight_decay=self.g.weight_decay
        )
        self.ref_adapter: str | None = None  # None: the reference is the base (adapter off)

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

    @staticmethod
    def _items(groups: Sequence[dict[str, Any]]) -> list[tuple[list[int], list[int], float]]:
        return [
            (grp["prompt_ids"], c["token_ids"], float(c.get("advantage", 0.0)))
            for grp in groups
            for c in grp["completions"]
            if c["token_ids"]
        ]

    def old_logprobs(self, groups: Sequence[dict[str, Any]]) -> list[Any]:
        """The current adapter's log-probs of every stored completion (no gradient): the
        sampling policy's, when taken before a rollout's first update."""
        import torch

        with torch.no_grad():
            return [self._logprobs(p, c).detach() for p, c, _ in self._items(groups)]

    def update(self, groups: Sequence[dict[str, Any]], old: Any = None) -> dict[str, Any]:
        import torch

        from training.grpo_loss import grpo_loss

        items = self._items(groups)
        n_all = sum(len(grp["completions"]) for grp in groups)
        denominator = float(max(1, n_all) * self.g.max_completion_length)
        self.model.train()
        if old is None:  # the sampling policy's log-probs (see the module docstring)
            old = self.old_logprobs(groups)
        with torch.no_grad():
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


class SamplingOnly(PromptSide):
    """The learner of the sample phase: the tokenizer's prompt ids and stop ids and the GGUF
    export of a checkpoint trained elsewhere, with no model in memory (no update here)."""

    def old_logprobs(self, groups: Sequence[dict[str, Any]]) -> Any:
        raise RuntimeError("the sample phase computes no log-probs")

    def update(self, groups: Sequence[dict[str, Any]], old: Any = None) -> dict[str, Any]:
        raise RuntimeError("the sample phase trains nothing")

    def save(self, folder: Path) -> None:
        raise RuntimeError("the sample phase trains nothing")

    def load(self, folder: Path) -> None:
        raise RuntimeError("the sample phase trains nothing")


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


def load_prompts(folder: Path) -> list[Prompt]:
    """The prompts a run selected (``prompts.jsonl``), for the update phase on a machine without
    the description sources."""
    out = []
    for line in (folder / "prompts.jsonl").read_text(encoding="utf-8").splitlines():
        if line.strip():
            d = json.loads(line)
            out.append(Prompt(d["id"], d["source"], d["description"], d.get("split", ""),
                              tuple(d.get("requirements") or ())))  # fmt: skip
    return out


def start_checkpoint(start_adapter: Path, start_dir: Path, side: PromptSide | None) -> Path | None:
    """``checkpoint-0``: the starting adapter and (with ``side``) its GGUF, the first rollout's
    sampler; None without a GGUF."""
    if not (start_dir / "adapter" / "adapter_config.json").is_file():
        shutil.rmtree(start_dir / "adapter", ignore_errors=True)
        start_dir.mkdir(parents=True, exist_ok=True)
        shutil.copytree(start_adapter, start_dir / "adapter")
    gguf = start_dir / ADAPTER_GGUF
    if not gguf.is_file() and side is not None:
        side.export(start_dir)
    return gguf if gguf.is_file() else None


def run(
    cfg: TrainConfig,
    paths: RunPaths,
    *,
    resume: bool = False,
    force: bool = False,
    max_steps: int | None = None,
    command: str = "python -m training",
    phase: str = "all",
) -> dict[str, Any]:
    """The stage. ``phase``: "all" (sample, score and update in turn), "sample" (this machine
    samples and scores the next rollout's groups, no torch model) or "update" (a machine with a
    GPU trains on the stored groups: no llama.cpp, no renderer, no description sources)."""
    from training import backend
    from training.rft import agent_settings
    from training.trainer_utils import save_adapter

    if phase not in PHASES:
        raise ValueError(f"phase must be one of {PHASES}")
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
    if not resume and phase != "update":
        # groups sampled by a run that never checkpointed belong to no run now
        shutil.rmtree(folder / GROUPS, ignore_errors=True)
        (folder / PROGRESS).unlink(missing_ok=True)
    if phase == "update":
        if not (folder / "prompts.jsonl").is_file() or not (folder / GROUPS).is_dir():
            raise StageInputMissing(
                f"the update phase trains on the groups the sample phase stored in {folder}: "
                f"run `{command} --stage grpo --grpo-phase sample` first and carry the folder"
            )
        prompts, prompt_info = load_prompts(folder), {"per_source": "prompts.jsonl"}
    else:
        prompts, prompt_info = select_prompts(cfg)
    if not prompts:
        raise StageInputMissing("no training description is left for GRPO (grpo.prompt_sources)")
    steps = total_steps(cfg, len(prompts), max_steps)
    folder.mkdir(parents=True, exist_ok=True)
    if phase != "update":
        (folder / "prompts.jsonl").write_text(
            "".join(json.dumps(p.to_dict()) + "\n" for p in prompts), encoding="utf-8"
        )
    t0 = time.perf_counter()
    base = backend.materialize_base(cfg.model, paths.root)
    if base.gguf is None and phase != "update":
        raise StageInputMissing(
            "grpo.sampler: llama samples with llama.cpp from the base's GGUF: use model.base "
            "embedded:default or embedded:small (or grpo.sampler: trl)"
        )
    if start_path is not None:
        start_adapter = starting_adapter(
            start_path, Path(base.path), folder / START_ADAPTER, key="grpo.start"
        )
    settings = agent_settings(cfg)
    learner: TorchLearner | SamplingOnly
    model = tok = None
    if phase == "sample":
        tok = backend.load_tokenizer(base)
        learner = SamplingOnly(cfg, tok, base, settings)
    else:
        backend.threads_hint()
        model, tok = backend.load_trainable(base, cfg.model, cfg.lora, adapter=start_adapter)
        learner = TorchLearner(cfg, model, tok, base, settings)
        if start_adapter is not None and g.beta > 0:
            model.load_adapter(str(start_adapter), adapter_name="ref", is_trainable=False)
            model.set_adapter("default")
            learner.ref_adapter = "ref"
    load_s = time.perf_counter() - t0
    initial_lora: Path | None = None
    if start_adapter is not None and resume_from is None:
        initial_lora = start_checkpoint(
            start_adapter, folder / "checkpoint-0", None if phase == "update" else learner
        )
    sampler: LlamaSampler | None = None
    measurer: Any = None
    if phase != "update":
        from training.reward_harness import TraceMeasurer

        sampler = LlamaSampler(
            Path(str(base.gguf)),
            stop_ids=learner.stop_ids(),
            max_tokens=g.max_completion_length,
            temperature=g.temperature,
            top_p=g.top_p,
            n_ctx=g.llama_ctx,
            threads=g.llama_threads,
        )
        measurer = TraceMeasurer(cfg.reward)
    log.info(
        "GRPO (llama.cpp sampler, phase %s): %d prompts %s, %d steps of %d x G=%d, rollouts of "
        "%d step(s), reward weights %s",
        phase,
        len(prompts),
        prompt_info["per_source"],
        steps,
        g.prompts_per_step,
        g.num_generations,
        g.rollout_steps,
        {k: v for k, v in RewardWeights.from_settings(cfg.reward).as_dict().items() if v},
    )
    started = time.perf_counter()
    try:
        result = run_loop(
            cfg,
            folder,
            prompts,
            sampler=sampler,
            judge=TraceJudge(measurer) if measurer is not None else None,
            learner=learner,
            total_steps=steps,
            resume_from=resume_from,
            initial_lora=initial_lora,
            phase=phase,
        )
    finally:
        if sampler is not None:
            sampler.close()
        if measurer is not None:
            measurer.close()
    summary: dict[str, Any] = {
        "sampler": "llama.cpp",
        "phase": phase,
        "wall_s": round(time.perf_counter() - started, 1),
        "load_s": round(load_s, 1),
        "steps": steps,
        "ran": result["ran"],
        "sampled": result["sampled"],
        "done_step": result["done_step"],
        "resumed_from": str(resume_from) if resume_from else None,
        "start": g.start,
        "start_adapter": str(start_adapter) if start_adapter else None,
        "backend": backend.backend_name(cfg.model.backend),
        "base": base.to_dict(),
        "prompt_selection": prompt_info,
        "reward_weights": RewardWeights.from_settings(cfg.reward).as_dict(),
        "reward_notes": list(getattr(measurer, "notes", [])),
        "history": result["history"],
    }
    if result["done_step"] < steps or phase == "sample":
        nxt = "update" if phase == "sample" else "sample"
        log.info(
            "GRPO: %d of %d steps trained; next: `%s --stage grpo --grpo-phase %s --resume`",
            result["done_step"], steps, command, nxt,
        )  # fmt: skip
        return summary
    adapter = save_adapter(model, tok, paths.adapter(STAGE), base, stage="grpo")
    summary.update(adapter=str(adapter), adapter_gguf=result["lora"])
    paths.mark_done(STAGE, summary)
    return summary
