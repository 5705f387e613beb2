"""Prefix-cached SFT against plain SFT: seconds per optimiser step on the real base and real records.

    .venv/bin/python bench/sft_prefix.py [--config rft-small-distill] [--examples 16]
                                         [--records runs/rft-cpu/rft-data/train.jsonl]

One optimiser step's worth of examples (the configs' effective batch, 16) goes forward and
backward twice on the same base and adapter: each whole record (the old path, one at a time, so
no padding counts against it), then each record's own tokens on the shared prefix's cache, with the
prefix run once for the step (training/prefix_sft.py). The losses of the two paths are compared
record by record (the forward is the same computation); the gradients differ by the prefix's path.
Run it on a quiet machine: one heavy job at a time. The last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from training import backend, prefix_sft
from training.config import load_config
from training.data import read_jsonl

REPO = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--config", default="rft-small-distill")
    ap.add_argument("--examples", type=int, default=16)
    ap.add_argument("--records", default=str(REPO / "runs/rft-cpu/rft-data/train.jsonl"))
    args = ap.parse_args(argv)
    records = Path(args.records)
    if not records.is_file():
        print(
            f"{records} does not exist: write the RFT records first with `python -m training "
            "--config rft-cpu --stage rft-data --budget-minutes 0`",
            file=sys.stderr,
        )
        return 2
    import torch
    from transformers import TrainingArguments

    cfg = load_config(args.config)
    rows = read_jsonl(records)[: args.examples]
    base = backend.materialize_base(cfg.model, REPO / "runs" / cfg.name)
    backend.threads_hint()
    model, tok = backend.load_trainable(base, cfg.model, cfg.lora)
    model.train()
    toks = [prefix_sft.tokenize_record(tok, r, cfg.sft.max_length) for r in rows]
    n_prefix = prefix_sft.common_prefix(
        [t["input_ids"] for t in toks], within=prefix_sft.prompt_lengths(toks)
    )
    parts = prefix_sft.split_records(toks, n_prefix)

    def run(batches: list[dict[str, Any]], loss_of: Any) -> tuple[float, list[float]]:
        model.zero_grad(set_to_none=True)
        losses = []
        t0 = time.perf_counter()
        for b in batches:
            loss = loss_of(b)
            loss.backward()
            losses.append(float(loss.detach()))
        return time.perf_counter() - t0, losses

    def plain(b: dict[str, Any]) -> Any:
        return model(**b).loss

    trainer_cls = prefix_sft.make_trainer_class()
    targs = TrainingArguments(output_dir="/tmp/sft-prefix-bench", report_to=[], use_cpu=True,
                              per_device_train_batch_size=1)  # fmt: skip
    trainer = trainer_cls(model=model, args=targs, data_collator=prefix_sft.collate_one)
    trainer.prefix_ids = toks[0]["input_ids"][:n_prefix]

    def cached(b: dict[str, Any]) -> Any:
        return trainer.compute_loss(model, b)

    whole = [prefix_sft.collate_one([t]) for t in toks]
    own = [prefix_sft.collate_one([p]) for p in parts]
    plain_s, plain_losses = run(whole, plain)
    cached_s, cached_losses = run(own, cached)
    diff = max(abs(a - b) for a, b in zip(plain_losses, cached_losses, strict=True))
    mean_tokens = sum(len(t["input_ids"]) for t in toks) / len(toks)
    out = {
        "config": args.config,
        "base": cfg.model.base,
        "dtype": backend.resolved_dtype(cfg.model.dtype),
        "examples": len(toks),
        "prefix_tokens": n_prefix,
        "mean_record_tokens": round(mean_tokens, 1),
        "plain_step_s": round(plain_s, 1),
        "prefix_cached_step_s": round(cached_s, 1),
        "speedup": round(plain_s / cached_s, 2),
        "max_loss_difference": round(diff, 6),
        "torch_threads": torch.get_num_threads(),
        "machine": f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores",
    }
    print(
        f"{len(toks)} records ({mean_tokens:.0f} tokens on average, {n_prefix} shared): "
        f"plain {plain_s:.1f} s, prefix-cached {cached_s:.1f} s, {plain_s / cached_s:.2f}x; "
        f"largest loss difference {diff:.2e}"
    )
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
