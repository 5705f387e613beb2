"""Evaluation runs side by side on the tasks they share, as a markdown table.

    .venv/bin/python bench/ablations.py RUN [RUN ...]

Each RUN is an eval run folder (`python -m training eval --out ...`) or its results.jsonl. Only the
tasks present in every run are compared, so a partial run (stopped for time) can stand beside full
ones; the table says how many tasks that is and which. RSR after k repair rounds is read off each
run (see `rsr_by_round` in training/evaluate.py); the last column counts the repair rounds the runs
spent, by what started them (a render error, static-check findings, layout warnings).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from training.evaluate import rsr_by_round


def load(spec: str) -> dict[str, dict[str, Any]]:
    p = Path(spec)
    path = p / "results.jsonl" if p.is_dir() else p
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return {r["id"]: r for r in rows}


def mean(rows: list[dict[str, Any]], key: str) -> str:
    vals = [float(r[key]) for r in rows if r.get(key) is not None]
    return f"{100 * statistics.fmean(vals):.1f}" if vals else "n/a"


def table(runs: dict[str, dict[str, dict[str, Any]]]) -> str:
    shared = sorted(set.intersection(*(set(r) for r in runs.values())))
    if not shared:
        return "no task is present in every run"
    lines = [
        f"{len(shared)} shared tasks ({shared[0]} .. {shared[-1]})",
        "",
        "| run | RSR | RSR @0 / @1 / @2 / @3 | VS_ssim | CodeBLEU | mean rounds "
        "| repair rounds: render / static / layout |",
        "|---|---|---|---|---|---|---|",
    ]
    for name, rows_by_id in runs.items():
        rows = [rows_by_id[i] for i in shared]
        visual = [r for r in rows if not r.get("reference_error")]
        cuts = rsr_by_round(rows)
        by_round = " / ".join(f"{cuts[k]:.1f}" for k in sorted(cuts, key=int))
        rounds = statistics.fmean(int(r["rounds"]) for r in rows)
        kinds = Counter(k for r in rows for k in r.get("kinds", ()))
        repairs = " / ".join(str(kinds[k]) for k in ("repair", "static-repair", "layout-repair"))
        lines.append(
            f"| {name} | {mean(rows, 'rendered')} | {by_round} | {mean(visual, 'vs_ssim')} | "
            f"{mean(rows, 'codebleu')} | {rounds:.2f} | {repairs} |"
        )
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("runs", nargs="+", help="eval run folders or results.jsonl files")
    args = ap.parse_args()
    runs = {Path(s).name if Path(s).is_dir() else Path(s).parent.name: load(s) for s in args.runs}
    print(table(runs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
