"""The data stage: ManimBench train -> chat-format JSONL for SFT and GRPO, validation from train.

Each record holds the paper's prompt (system + user, `server.prompts.generation_messages`), the
reference answer as the assistant turn (`<CODE>...</CODE>`, the format H(c) extracts), and the
reference code itself for the reward. The test split is never read here.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from server import manimbench
from server.prompts import generation_messages
from training.config import DataConfig

TRAIN_FILE = "train.jsonl"
VAL_FILE = "val.jsonl"
MANIFEST = "manifest.json"


@dataclass
class DataFiles:
    train: Path
    val: Path
    manifest: Path


def answer_text(code: str) -> str:
    """The assistant turn the model learns: code only, wrapped as the system prompt asks."""
    return f"<CODE>\n{code.strip()}\n</CODE>"


def to_record(task: manimbench.Task) -> dict[str, Any]:
    prompt = [dict(m) for m in generation_messages(task.description)]
    return {
        "task_id": task.id,
        "type": task.type,
        "prompt": prompt,
        "completion": [{"role": "assistant", "content": answer_text(task.code)}],
        "reference": task.code,
    }


def split_train_val(
    tasks: list[manimbench.Task], fraction: float, seed: int
) -> tuple[list[manimbench.Task], list[manimbench.Task]]:
    """Carve a validation slice out of train, stratified by task type, deterministic by seed."""
    if any(t.split != "train" for t in tasks):
        raise ValueError("split_train_val only takes ManimBench train tasks")
    by_type: dict[str, list[manimbench.Task]] = defaultdict(list)
    for t in sorted(tasks, key=lambda t: t.id):
        by_type[t.type].append(t)
    rng = random.Random(seed)
    train: list[manimbench.Task] = []
    val: list[manimbench.Task] = []
    for kind in sorted(by_type):
        group = by_type[kind]
        rng.shuffle(group)
        n_val = round(len(group) * fraction)
        val.extend(group[:n_val])
        train.extend(group[n_val:])
    rng.shuffle(train)
    return train, sorted(val, key=lambda t: t.id)


def build(cfg: DataConfig, out_dir: Path) -> DataFiles:
    """Write train.jsonl, val.jsonl and a manifest (ids, counts, hashes) under ``out_dir``."""
    tasks = manimbench.load("train", cfg.manimbench_path or None)
    if cfg.limit:
        tasks = sorted(tasks, key=lambda t: t.id)[: cfg.limit]
    train, val = split_train_val(tasks, cfg.validation_fraction, cfg.seed)
    if not train:
        raise ValueError("the data stage produced no training examples (check data.limit)")
    out_dir.mkdir(parents=True, exist_ok=True)
    files = DataFiles(out_dir / TRAIN_FILE, out_dir / VAL_FILE, out_dir / MANIFEST)
    for path, part in ((files.train, train), (files.val, val)):
        with path.open("w", encoding="utf-8") as fh:
            for task in part:
                fh.write(json.dumps(to_record(task), ensure_ascii=False) + "\n")
    manifest = {
        "source": str(
            manimbench.default_path() if not cfg.manimbench_path else cfg.manimbench_path
        ),
        "split": "train",
        "train": len(train),
        "val": len(val),
        "train_ids": [t.id for t in train],
        "val_ids": [t.id for t in val],
        "validation_fraction": cfg.validation_fraction,
        "seed": cfg.seed,
        "sha256": {p.name: _sha256(p) for p in (files.train, files.val)},
    }
    files.manifest.write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    return files


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()
