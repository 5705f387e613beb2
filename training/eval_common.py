"""The run folder both benchmarks share (``training/evaluate.py`` for ManimBench,
``training/spec_eval.py`` for the spec benchmark): its files, its ``run.json`` with the run's
identity (a folder of another run is refused), the summary files and the number format of the
tables. Imports neither benchmark.
"""

from __future__ import annotations

import json
import os
import platform
import sys
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import Any

from training.eval_config import EvalConfig, EvalError, identity_diff, upgrade_identity
from training.records import load_by_id

RESULTS_FILE = "results.jsonl"
CONFIG_FILE = "run.json"
MANIMBENCH = "manimbench"  # the benchmark of a run whose identity names none

load_rows = load_by_id  # resumable result rows (training/records.py)


def machine() -> str:
    return f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"


def jsonable(d: dict[str, Any]) -> dict[str, Any]:
    """``d`` with its paths as strings."""
    return {k: (str(v) if isinstance(v, Path) else v) for k, v in d.items()}


def stored_identity(cfg_path: Path) -> dict[str, Any]:
    """The identity a ``run.json`` recorded; empty when there is none or it does not parse."""
    try:
        identity: dict[str, Any] = json.loads(cfg_path.read_text(encoding="utf-8")).get(
            "identity", {}
        )
    except ValueError:
        return {}
    return identity


def prepare_run_folder(config: EvalConfig, out: Path, bench: str = MANIMBENCH) -> Path:
    """Create the run folder `out` of a `bench` run, refuse one that holds another run (runs
    recorded before an option existed ran with its then-only behaviour) and write its
    ``run.json``. A ManimBench identity names no bench; any other bench's names it first."""
    out.mkdir(parents=True, exist_ok=True)
    cfg_path = out / CONFIG_FILE
    identity = config.identity()
    if bench != MANIMBENCH:
        identity = {"bench": bench, **identity}
    if cfg_path.is_file():
        previous = stored_identity(cfg_path)
        if bench == MANIMBENCH and previous.get("bench", MANIMBENCH) != MANIMBENCH:
            raise EvalError(
                f"{out} holds a {previous['bench']} benchmark run; use another --out for ManimBench"
            )
        if previous:  # identities written before the one settings vocabulary
            previous = {"bench": previous.get("bench"), **upgrade_identity(previous)}
        diff = identity_diff(previous, identity)
        if previous and diff:
            detail = ", ".join(f"{k}: {a!r} -> {b!r}" for k, (a, b) in diff.items())
            raise EvalError(
                f"{out} holds a different run ({detail}); use another --out to start a new one"
            )
    config_dict = {k: v for k, v in asdict(config).items() if k != "settings"}
    cfg = {
        "identity": identity,
        "config": jsonable(config_dict),
        "settings": config.settings.values(),
        "machine": machine(),
    }
    cfg_path.write_text(json.dumps(cfg, indent=1) + "\n", encoding="utf-8")
    return out


def write_summary(out: Path, summary: dict[str, Any], table: str) -> None:
    """``summary.json`` and the table as ``summary.md``."""
    (out / "summary.json").write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")
    (out / "summary.md").write_text(table + "\n", encoding="utf-8")


def pct(num: float, den: float) -> float | None:
    """``num`` as a percentage of ``den``, one decimal (None when ``den`` is 0)."""
    return round(100 * num / den, 1) if den else None


def task_progress(
    total: int, config: EvalConfig, bench: str, key: str, label: str
) -> Callable[[dict[str, Any]], None]:
    """A progress bar over a benchmark's tasks (stderr, off with ``--no-progress``) that counts
    the rows whose ``key`` is true and shows it as ``label`` k/n."""
    from tqdm import tqdm

    bar = tqdm(total=total, desc=bench, unit="task", file=sys.stderr, disable=not config.progress)
    ok = 0

    def update(row: dict[str, Any]) -> None:
        nonlocal ok
        ok += bool(row[key])
        bar.set_postfix_str(f"{row['id']} {label} {ok}/{bar.n + 1}")
        bar.update(1)
        if bar.n >= total:
            bar.close()

    return update


def fmt_pct(v: float | None) -> str:
    """A table cell of a figure in % (``n/a`` when unmeasured)."""
    return "n/a" if v is None else f"{v:.1f}"
