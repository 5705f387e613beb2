"""The layout of a run folder, stage completion markers and the missing-input errors.

<out>/config.yaml              the resolved config the run used
<out>/data/                    train.jsonl, val.jsonl, manifest.json
<out>/base/                    the tiny base model (embedded bases are cached per user)
<out>/sft/checkpoint-N/        Trainer checkpoints (resume points); sft/adapter/ the result
<out>/grpo/checkpoint-N/       likewise; grpo/adapter/ the result
<out>/pref/                    pairs.jsonl, pairs-val.jsonl, manifest.json, checkpoint-N/, adapter/
<out>/export/                  adapter GGUF (+ merged/quantised GGUF), export.json
<out>/logs/<stage>/            TensorBoard event files
<out>/<stage>/DONE.json        written last: the stage finished (wall time, steps, metrics)
"""

from __future__ import annotations

import json
import os
import re
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any


class StageInputMissing(RuntimeError):
    """A stage's input is not there; the message names the command that makes it."""


class StageStateError(RuntimeError):
    """A stage's output folder holds an earlier run; the message says --resume or --force."""


@dataclass(frozen=True)
class RunPaths:
    root: Path

    @property
    def config(self) -> Path:
        return self.root / "config.yaml"

    @property
    def data(self) -> Path:
        return self.root / "data"

    def stage(self, name: str) -> Path:
        return self.root / name

    def adapter(self, stage: str) -> Path:
        return self.root / stage / "adapter"

    @property
    def export(self) -> Path:
        return self.root / "export"

    def logs(self, stage: str) -> Path:
        return self.root / "logs" / stage

    def done_marker(self, stage: str) -> Path:
        return self.root / stage / "DONE.json"

    def is_done(self, stage: str) -> bool:
        return self.done_marker(stage).is_file()

    def read_done(self, stage: str) -> dict[str, Any]:
        try:
            data = json.loads(self.done_marker(stage).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def mark_done(self, stage: str, info: dict[str, Any]) -> None:
        if os.environ.get("RANK", "0") != "0":  # under accelerate launch only rank 0 writes
            return
        path = self.done_marker(stage)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(info, indent=2, default=str) + "\n", encoding="utf-8")
        tmp.replace(path)


_CKPT = re.compile(r"^checkpoint-(\d+)$")


def last_checkpoint(folder: Path) -> Path | None:
    """The highest-numbered complete ``checkpoint-N`` folder (one with trainer_state.json)."""
    if not folder.is_dir():
        return None
    found = []
    for p in folder.iterdir():
        m = _CKPT.match(p.name)
        if m and p.is_dir() and (p / "trainer_state.json").is_file():
            found.append((int(m.group(1)), p))
    return max(found)[1] if found else None


def prepare_stage_dir(
    paths: RunPaths, stage: str, *, resume: bool, force: bool, command: str
) -> Path | None:
    """Decide how a training stage starts: the checkpoint to resume from, or None (fresh).

    An earlier run's output is never overwritten by accident: without --resume or --force a
    folder with checkpoints or a finished adapter is an error that says which flag to use.
    """
    folder = paths.stage(stage)
    ckpt = last_checkpoint(folder)
    if force:
        shutil.rmtree(folder, ignore_errors=True)
        shutil.rmtree(paths.logs(stage), ignore_errors=True)
        return None
    if resume:
        return ckpt
    if paths.is_done(stage) or ckpt is not None:
        if paths.is_done(stage):
            what = "a finished adapter"
        else:
            what = f"checkpoints (last: {ckpt.name if ckpt else '?'})"
        raise StageStateError(
            f"{folder} already holds {what} from an earlier run. Continue it with "
            f"`{command} --resume`, or start the stage over with `{command} --force`."
        )
    return None
