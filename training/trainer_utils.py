"""What the SFT and GRPO stages share: Trainer arguments, TensorBoard folder, adapter saving and
the stage summary written into DONE.json."""

from __future__ import annotations

import json
import logging
import os
import platform
from pathlib import Path
from typing import Any

from training import backend, interrupts

log = logging.getLogger(__name__)

ADAPTER_INFO = "manim_agent_adapter.json"


def resolve_optim(name: str) -> str:
    """``auto``: the paper's 8-bit AdamW on CUDA where bitsandbytes is installed, else plain AdamW."""
    if name != "auto":
        return name
    if not backend.cuda_available():
        return "adamw_torch"
    import importlib.util

    if importlib.util.find_spec("bitsandbytes") is None:
        log.warning("optim auto: bitsandbytes is not installed, so AdamW in full precision")
        return "adamw_torch"
    return "adamw_8bit"


def step_cap(s: Any, max_steps: int | None) -> int:
    """The stage's optimiser-step cap: the CLI's ``max_steps`` caps the config's; <= 0 = none."""
    steps: int = s.max_steps
    if max_steps is not None and max_steps > 0:
        steps = max_steps if steps <= 0 else min(steps, max_steps)
    return steps


def common_args(s: Any, output_dir: Path, max_steps: int | None) -> dict[str, Any]:
    """TrainingArguments both stages use; ``max_steps`` (the CLI's) caps the config's."""
    steps = step_cap(s, max_steps)
    cuda = backend.cuda_available()
    bf16 = False
    if cuda:
        import torch

        bf16 = bool(torch.cuda.is_bf16_supported())
    return {
        "output_dir": str(output_dir),
        "learning_rate": s.learning_rate,
        "per_device_train_batch_size": s.per_device_train_batch_size,
        "gradient_accumulation_steps": s.gradient_accumulation_steps,
        "weight_decay": s.weight_decay,
        "warmup_steps": s.warmup_ratio,  # transformers 5: a float < 1 is a ratio
        "lr_scheduler_type": s.lr_scheduler_type,
        "optim": resolve_optim(s.optim),
        "max_steps": steps,
        "logging_steps": s.logging_steps,
        "logging_first_step": True,
        "save_strategy": "steps",
        "save_steps": s.save_steps,
        "save_total_limit": s.save_total_limit,
        "report_to": ["tensorboard"],
        "seed": s.seed,
        "bf16": bf16,
        "fp16": cuda and not bf16,
        "disable_tqdm": False,
    }


def tensorboard_to(folder: Path) -> None:
    """transformers 5 reads the TensorBoard folder from the environment when the Trainer starts."""
    folder.mkdir(parents=True, exist_ok=True)
    os.environ["TENSORBOARD_LOGGING_DIR"] = str(folder)


def is_main_process() -> bool:
    """False on the other ranks of `accelerate launch` (they must not write shared files)."""
    return os.environ.get("RANK", "0") == "0"


def save_adapter(model: Any, tok: Any, dest: Path, base: Any, *, stage: str) -> Path:
    """Save the trainable ("default") LoRA adapter alone, its tokenizer, and where its base is."""
    if not is_main_process():
        return dest
    dest.mkdir(parents=True, exist_ok=True)
    names = list(getattr(model, "peft_config", {}) or {})
    if "default" in names and len(names) > 1:  # GRPO's frozen "ref" copy stays out
        model.save_pretrained(str(dest), selected_adapters=["default"])
    else:
        model.save_pretrained(str(dest))
    tok.save_pretrained(str(dest))
    info = {"stage": stage, "base": base.to_dict()}
    (dest / ADAPTER_INFO).write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
    return dest


def _machine() -> str:
    """The CPU and, where training ran on one, the GPU (DONE.json's record of where it ran)."""
    text = f"{platform.machine()} {os.cpu_count()} cores"
    if backend.cuda_available():
        import torch

        text += f", {torch.cuda.get_device_name(0)}"
    return text


def finish_summary(
    trainer: Any, result: Any, wall: float, resumed_from: Path | None, backend_name: str
) -> dict[str, Any]:
    state = trainer.state
    steps = int(state.global_step)
    losses = [{"step": h["step"], "loss": h["loss"]} for h in state.log_history if "loss" in h]
    return {
        "wall_s": round(wall, 1),
        "steps": steps,
        "steps_per_s": round(steps / wall, 4) if wall > 0 else None,
        "train_loss": getattr(result, "training_loss", None),
        "resumed_from": str(resumed_from) if resumed_from else None,
        "backend": backend_name,
        "machine": _machine(),
        "loss_curve": losses,
        "log_history": state.log_history,
    }


def final_eval(trainer: Any) -> dict[str, Any]:
    """The validation metrics of the trained adapter: those the Trainer logged at the last step
    when it evaluated there (the schedule's last step is an evaluation step in transformers 5),
    else a pass now. On a CPU a pass over the validation records takes minutes."""
    state = trainer.state
    for entry in reversed(state.log_history):
        if "eval_loss" in entry:
            if entry.get("step") == state.global_step:
                return {k: v for k, v in entry.items() if k.startswith("eval_") or k == "epoch"}
            break
    return dict(trainer.evaluate())


def train_stoppably(trainer: Any, resume_from: Path | None) -> Any:
    """``trainer.train`` where a first Ctrl-C or SIGTERM finishes the optimiser step in
    progress, saves a checkpoint and stops (KeyboardInterrupt after the save, so the stage exits
    with its resume hint); a second stops at once, back to the last checkpoint."""
    from transformers import TrainerCallback

    class StopAtStepEnd(TrainerCallback):
        def on_step_end(self, args: Any, state: Any, control: Any, **kw: Any) -> Any:
            if interrupts.requested():
                control.should_save = True
                control.should_training_stop = True
            return control

    trainer.add_callback(StopAtStepEnd())
    if resume_from:
        log.info("resuming from %s", resume_from)
    with interrupts.graceful("the optimiser step in progress finishes and a checkpoint is saved"):
        result = trainer.train(resume_from_checkpoint=str(resume_from) if resume_from else None)
    if interrupts.requested():
        step = getattr(getattr(trainer, "state", None), "global_step", "?")
        log.warning("stopped after optimiser step %s; its checkpoint is saved", step)
        raise KeyboardInterrupt
    return result
