"""The SFT stage (paper 3.1): TRL SFTTrainer on ManimBench train (or, with ``sft.data: rft``, on
the rft-data stage's kept agent scenes), LoRA on q/k/v/o, loss on the completion (the `<CODE>`
answer) only. Checkpoints every ``save_steps``; ``--resume`` continues
from the last one; TensorBoard logs under ``<out>/logs/sft``."""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Any

from training import backend
from training.config import TrainConfig
from training.data import TRAIN_FILE, VAL_FILE, read_jsonl
from training.paths import RunPaths, StageInputMissing, prepare_stage_dir
from training.trainer_utils import (
    common_args,
    final_eval,
    finish_summary,
    save_adapter,
    tensorboard_to,
    train_stoppably,
)

log = logging.getLogger(__name__)


def data_source(cfg: TrainConfig, paths: RunPaths) -> tuple[Path, str]:
    """The folder SFT reads train.jsonl / val.jsonl from, and the stage that writes it:
    ``sft.data: manimbench`` -> the data stage, ``rft`` -> the rft-data stage."""
    if cfg.sft.data == "rft":
        return paths.stage("rft-data"), "rft-data"
    return paths.data, "data"


def run(
    cfg: TrainConfig,
    paths: RunPaths,
    *,
    resume: bool = False,
    force: bool = False,
    max_steps: int | None = None,
    command: str = "python -m training",
) -> dict[str, Any]:
    data_dir, data_stage = data_source(cfg, paths)
    train_file = data_dir / TRAIN_FILE
    if not train_file.is_file():
        raise StageInputMissing(
            f"SFT needs the training data at {train_file}, which does not exist. "
            f"Run `{command} --stage {data_stage}` first (or `--stage all`)."
        )
    resume_from = prepare_stage_dir(
        paths, "sft", resume=resume, force=force, command=f"{command} --stage sft"
    )
    from datasets import Dataset

    s = cfg.sft
    base = backend.materialize_base(cfg.model, paths.root)
    backend.threads_hint()
    model, tok = backend.load_trainable(
        base, cfg.model, cfg.lora, gradient_checkpointing=s.gradient_checkpointing
    )
    keep = ("prompt", "completion")
    train_rows = read_jsonl(train_file)
    if not train_rows:
        raise StageInputMissing(
            f"{train_file} holds no training examples (the {data_stage} stage kept none). "
            f"Run `{command} --stage {data_stage}` on more descriptions first."
        )
    train = Dataset.from_list([{k: r[k] for k in keep} for r in train_rows])
    val_rows = read_jsonl(data_dir / VAL_FILE) if (data_dir / VAL_FILE).is_file() else []
    val = Dataset.from_list([{k: r[k] for k in keep} for r in val_rows]) if val_rows else None
    tensorboard_to(paths.logs("sft"))
    chosen = backend.backend_name(cfg.model.backend)
    if s.prefix_cache and chosen == backend.CPU_PEFT:
        trainer = _prefix_cached_trainer(
            s, paths, max_steps, model, tok, train_rows, val_rows, resuming=resume_from is not None
        )
    else:
        if s.prefix_cache:
            log.info("sft.prefix_cache: off with %s (CPU path only)", chosen)
        trainer = _sft_trainer(
            s, paths, max_steps, model, tok, train, val, resuming=resume_from is not None
        )
    log.info(
        "SFT: %d train / %d val examples (%s), backend %s, base %s",
        len(train),
        len(val_rows),
        train_file,
        chosen,
        base.source,
    )
    start = time.perf_counter()
    result = train_stoppably(trainer, resume_from)
    wall = time.perf_counter() - start
    eval_metrics = final_eval(trainer) if val is not None else {}
    adapter = save_adapter(model, tok, paths.adapter("sft"), base, stage="sft")
    summary = finish_summary(trainer, result, wall, resume_from, chosen)
    summary.update(
        adapter=str(adapter),
        base=base.to_dict(),
        data=str(train_file),
        train_examples=len(train),
        val_examples=len(val_rows),
        eval=eval_metrics,
        prefix_tokens=len(getattr(trainer, "prefix_ids", [])),  # 0 = plain SFT
    )
    paths.mark_done("sft", summary)
    return summary


def _eval_on_start(s: Any, val: Any, resuming: bool) -> bool:
    """The validation pass before the first step, once: a resumed run has it in its checkpoint's
    log already (on the CPU it costs minutes)."""
    return bool(s.eval_on_start and val is not None and not resuming)


def _sft_trainer(
    s: Any,
    paths: RunPaths,
    max_steps: int | None,
    model: Any,
    tok: Any,
    train: Any,
    val: Any,
    *,
    resuming: bool = False,
) -> Any:
    from trl import SFTConfig, SFTTrainer

    args = SFTConfig(
        **common_args(s, paths.stage("sft"), max_steps),
        num_train_epochs=s.num_train_epochs,
        per_device_eval_batch_size=s.per_device_train_batch_size,
        eval_strategy="steps" if val is not None else "no",
        eval_steps=s.eval_steps,
        eval_on_start=_eval_on_start(s, val, resuming),
        max_length=s.max_length,
        completion_only_loss=s.completion_only_loss,
        packing=False,
        gradient_checkpointing=s.gradient_checkpointing,
    )
    return SFTTrainer(
        model=model, args=args, train_dataset=train, eval_dataset=val, processing_class=tok
    )


def _prefix_cached_trainer(
    s: Any,
    paths: RunPaths,
    max_steps: int | None,
    model: Any,
    tok: Any,
    train_rows: list[dict[str, Any]],
    val_rows: list[dict[str, Any]],
    *,
    resuming: bool = False,
) -> Any:
    """The CPU trainer that runs the records' shared prompt prefix once per optimiser step
    (training/prefix_sft.py); one example at a time, the same effective batch."""
    from datasets import Dataset
    from transformers import TrainingArguments

    from training import prefix_sft

    train_tok = [prefix_sft.tokenize_record(tok, r, s.max_length) for r in train_rows]
    val_tok = [prefix_sft.tokenize_record(tok, r, s.max_length) for r in val_rows]
    every = train_tok + val_tok
    n_prefix = prefix_sft.common_prefix(
        [r["input_ids"] for r in every], within=prefix_sft.prompt_lengths(every)
    )
    prefix_ids = train_tok[0]["input_ids"][:n_prefix]
    mean_len = sum(len(r["input_ids"]) for r in every) / max(len(every), 1)
    log.info(
        "SFT prefix cache: %d shared prompt tokens of %.0f per record on average, run once "
        "per optimiser step",
        n_prefix,
        mean_len,
    )
    train = Dataset.from_list(prefix_sft.split_records(train_tok, n_prefix))
    val = Dataset.from_list(prefix_sft.split_records(val_tok, n_prefix)) if val_tok else None
    common = common_args(s, paths.stage("sft"), max_steps)
    common["gradient_accumulation_steps"] = (
        s.per_device_train_batch_size * s.gradient_accumulation_steps
    )
    common["per_device_train_batch_size"] = 1
    args = TrainingArguments(
        **common,
        num_train_epochs=s.num_train_epochs,
        per_device_eval_batch_size=1,
        eval_strategy="steps" if val is not None else "no",
        eval_steps=s.eval_steps,
        eval_on_start=_eval_on_start(s, val, resuming),
        prediction_loss_only=True,
        remove_unused_columns=False,
    )
    trainer_cls = prefix_sft.make_trainer_class()
    trainer = trainer_cls(
        model=model,
        args=args,
        train_dataset=train,
        eval_dataset=val,
        data_collator=prefix_sft.collate_one,
        processing_class=tok,
    )
    trainer.prefix_ids = prefix_ids
    return trainer
