"""Stopping SFT/GRPO training (training.trainer_utils.train_stoppably): the first Ctrl-C or
SIGTERM lets the optimiser step in progress finish, saves a checkpoint at that step (not only at
``save_steps``) and stops with KeyboardInterrupt; --resume then continues from that step. A
second signal stops at once. Real signals to this process, a real transformers Trainer on a tiny
random Qwen2 with a LoRA adapter."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from training import interrupts
from training.trainer_utils import train_stoppably

torch = pytest.importorskip("torch")


@pytest.fixture
def handlers() -> Iterator[None]:
    """training.interrupts' handlers for the test, the process's own ones restored after."""
    old = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    interrupts.reset()
    interrupts.install()
    try:
        yield
    finally:
        for s, h in old.items():
            signal.signal(s, h)
        interrupts.reset()


def _trainer(out: Path, *, signals_at: dict[int, int] | None = None) -> Any:
    """A tiny Trainer of 6 steps with save_steps 100 (no regular checkpoint) and a callback that
    sends ``signals_at[step]`` signals to this process when that step begins."""
    from datasets import Dataset
    from peft import LoraConfig, get_peft_model
    from transformers import (
        Qwen2Config,
        Qwen2ForCausalLM,
        Trainer,
        TrainerCallback,
        TrainingArguments,
    )

    torch.manual_seed(0)
    cfg = Qwen2Config(vocab_size=64, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
                      num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=64)  # fmt: skip
    lora = LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"])
    model = get_peft_model(Qwen2ForCausalLM(cfg), lora)
    rows = [{"input_ids": [1, 2, 3, 4 + i], "labels": [1, 2, 3, 4 + i]} for i in range(6)]
    args = TrainingArguments(output_dir=str(out), per_device_train_batch_size=1, max_steps=6,
                             save_steps=100, logging_steps=1, report_to=[], use_cpu=True,
                             learning_rate=1e-3)  # fmt: skip

    class Signals(TrainerCallback):
        def on_step_begin(self, args: Any, state: Any, control: Any, **kw: Any) -> None:
            for _ in range((signals_at or {}).get(state.global_step + 1, 0)):
                os.kill(os.getpid(), signal.SIGINT)

    trainer = Trainer(model=model, args=args, train_dataset=Dataset.from_list(rows))
    trainer.add_callback(Signals())
    return trainer


def test_first_signal_finishes_the_step_saves_and_stops_then_resume_continues(
    tmp_path: Path, handlers: None
) -> None:
    trainer = _trainer(tmp_path, signals_at={3: 1})
    with pytest.raises(KeyboardInterrupt):
        train_stoppably(trainer, None)
    assert trainer.state.global_step == 3  # step 3 finished, 4 never began
    assert sorted(p.name for p in tmp_path.glob("checkpoint-*")) == ["checkpoint-3"]
    assert [h["step"] for h in trainer.state.log_history if "loss" in h] == [1, 2, 3]

    interrupts.reset()  # a new process, as --resume would start
    again = _trainer(tmp_path)
    train_stoppably(again, tmp_path / "checkpoint-3")
    assert again.state.global_step == 6
    assert [h["step"] for h in again.state.log_history if "loss" in h] == [1, 2, 3, 4, 5, 6]


def test_a_second_signal_stops_at_once_without_a_new_checkpoint(
    tmp_path: Path, handlers: None
) -> None:
    trainer = _trainer(tmp_path, signals_at={2: 2})
    with pytest.raises(KeyboardInterrupt):
        train_stoppably(trainer, None)
    assert trainer.state.global_step == 1  # step 2 was cut off before it counted
    assert not list(tmp_path.glob("checkpoint-*"))


def test_outside_training_the_first_signal_still_raises(handlers: None) -> None:
    """rft-data and evaluations keep the immediate stop: graceful applies only inside training."""
    with pytest.raises(KeyboardInterrupt):
        os.kill(os.getpid(), signal.SIGINT)
    assert interrupts.requested()


def test_a_resumed_sft_skips_the_validation_pass_before_the_first_step() -> None:
    """eval_on_start runs once: a resumed run has that pass in its checkpoint's log already."""
    from training.config import SFTSettings
    from training.sft import _eval_on_start

    s = SFTSettings(eval_on_start=True)
    assert _eval_on_start(s, ["val"], resuming=False)
    assert not _eval_on_start(s, ["val"], resuming=True)
    assert not _eval_on_start(s, None, resuming=False)
    assert not _eval_on_start(SFTSettings(eval_on_start=False), ["val"], resuming=False)


def test_the_final_validation_reuses_the_trainers_pass_at_the_last_step() -> None:
    """The Trainer evaluates at the schedule's last step; SFT's summary takes those metrics
    instead of a second pass (minutes on a CPU), and runs a pass only when the last one logged
    is older than the last step."""
    from types import SimpleNamespace

    from training.trainer_utils import final_eval

    class Trainer:
        def __init__(self, history: list[dict[str, float]], step: int) -> None:
            self.state = SimpleNamespace(log_history=history, global_step=step)
            self.passes = 0

        def evaluate(self) -> dict[str, float]:
            self.passes += 1
            return {"eval_loss": 0.5}

    logged = [
        {"eval_loss": 0.13, "step": 0},
        {"loss": 0.12, "step": 22},
        {"eval_loss": 0.11, "eval_runtime": 66.9, "epoch": 2.0, "step": 22},
        {"train_runtime": 3277.3, "step": 22},
    ]
    t = Trainer(logged, 22)
    assert final_eval(t) == {"eval_loss": 0.11, "eval_runtime": 66.9, "epoch": 2.0}
    assert t.passes == 0
    stale = Trainer([logged[0], {"loss": 0.12, "step": 5}], 5)
    assert final_eval(stale) == {"eval_loss": 0.5} and stale.passes == 1
    assert final_eval(Trainer([], 3)) == {"eval_loss": 0.5}
