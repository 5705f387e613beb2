"""ManimBench (416 reviewed description/code pairs, train 316 / test 100) from the shared data folder."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

DATA_ENV = "MANIMBENCH_PATH"
_FILENAME = "manimbench_v2.jsonl"
SPLITS = ("train", "test")


class ManimBenchError(RuntimeError):
    """The dataset is missing or malformed; the message says where it was looked for."""


@dataclass(frozen=True)
class Task:
    id: str
    split: str
    type: str
    description: str
    code: str


def default_path() -> Path:
    """$MANIMBENCH_PATH, else ../shared/data/manimbench/ beside the repository."""
    env = os.environ.get(DATA_ENV)
    if env:
        return Path(env)
    repo = Path(__file__).resolve().parent.parent
    return repo.parent / "shared" / "data" / "manimbench" / _FILENAME


def data_file(path: str | os.PathLike[str] | None = None) -> Path:
    """The .jsonl file a load would read (a folder stands for the file inside it)."""
    p = Path(path) if path is not None else default_path()
    return p / _FILENAME if p.is_dir() else p


def available(path: str | os.PathLike[str] | None = None) -> bool:
    """Whether ManimBench is where a load would look (it is not shipped: its licence, CC BY-NC-SA,
    keeps it out of the repository)."""
    return data_file(path).is_file()


@lru_cache(maxsize=4)
def _load_all(path: str) -> tuple[Task, ...]:
    p = Path(path)
    if p.is_dir():
        p = p / _FILENAME
    if not p.is_file():
        raise ManimBenchError(
            f"ManimBench not found at {p}. Put the shared folder beside the repository "
            f"(../shared/data/manimbench/{_FILENAME}) or set {DATA_ENV} to the .jsonl file."
        )
    tasks: list[Task] = []
    with p.open(encoding="utf-8") as fh:
        for n, line in enumerate(fh, start=1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
                tasks.append(
                    Task(
                        id=row["id"],
                        split=row["split"],
                        type=row.get("type", ""),
                        description=row["description"],
                        code=row["code"],
                    )
                )
            except (ValueError, KeyError, TypeError) as exc:
                raise ManimBenchError(f"{p}:{n}: malformed ManimBench row ({exc})") from exc
    return tuple(tasks)


def load(split: str | None = None, path: str | os.PathLike[str] | None = None) -> list[Task]:
    """All tasks of a split ("train" or "test"), or every task when split is None."""
    if split is not None and split not in SPLITS:
        raise ManimBenchError(f"unknown split {split!r}; use one of {', '.join(SPLITS)}")
    tasks = _load_all(str(path or default_path()))
    return [t for t in tasks if split is None or t.split == split]


def get(task_id: str, path: str | os.PathLike[str] | None = None) -> Task:
    for t in load(None, path):
        if t.id == task_id:
            return t
    raise ManimBenchError(f"no ManimBench task with id {task_id!r}")
