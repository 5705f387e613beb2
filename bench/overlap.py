"""How much of a ManimBench test score could come from near-duplicates in the train split.

    .venv/bin/python bench/overlap.py [RUN_DIR_OR_JSONL ...] [--examples 2] [--threshold 0.9]

ManimBench's train and test splits share scenes that differ only in details (test-036 and its
nearest train scene have a difflib ratio of 0.99). Few-shot retrieval from train is allowed, but a
model that copies a near-duplicate scores a render and a code match it did not earn. For each test
task this prints whether the retrieved examples hold a near-duplicate of its reference code
("leaked": difflib ratio >= threshold), and for each run given, RSR (and VS_ssim / CodeBLEU when the
rows have them) on the leaked and the clean tasks separately. The last line is JSON.
"""

from __future__ import annotations

import argparse
import difflib
import json
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from server import manimbench
from server.examples import code_similarity as similarity
from server.examples import nearest_examples


def overlap(examples: int) -> dict[str, dict[str, float]]:
    """Per test task: the best ratio against the retrieved examples and against all of train."""
    train = manimbench.load("train")
    out = {}
    for task in manimbench.load("test"):
        shots = nearest_examples(task.description, examples) if examples else []
        retrieved = max((similarity(task.code, code) for _, code in shots), default=0.0)
        quick = sorted(
            train,
            key=lambda t: -difflib.SequenceMatcher(None, task.code, t.code).quick_ratio(),
        )[:5]
        anywhere = max(similarity(task.code, t.code) for t in quick)
        out[task.id] = {"retrieved": round(retrieved, 3), "train": round(anywhere, 3)}
    return out


def _rows(spec: str) -> list[dict[str, Any]]:
    p = Path(spec)
    path = p / "results.jsonl" if p.is_dir() else p
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    for r in rows:
        r.setdefault("rendered", r.get("status") == "success")
    return rows


def _part(rows: list[dict[str, Any]]) -> dict[str, Any]:
    def mean(key: str) -> float | None:
        vals = [float(r[key]) for r in rows if r.get(key) is not None]
        return round(100 * statistics.fmean(vals), 1) if vals else None

    return {
        "tasks": len(rows),
        "rsr": round(100 * sum(bool(r["rendered"]) for r in rows) / len(rows), 1) if rows else None,
        "vs_ssim": mean("vs_ssim"),
        "codebleu": mean("codebleu"),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("runs", nargs="*", help="eval run folders or results.jsonl files")
    ap.add_argument("--examples", type=int, default=2, help="few-shot examples retrieved")
    ap.add_argument("--threshold", type=float, default=0.9)
    args = ap.parse_args()

    ov = overlap(args.examples)
    leaked = sorted(t for t, v in ov.items() if v["retrieved"] >= args.threshold)
    in_train = sorted(t for t, v in ov.items() if v["train"] >= args.threshold)
    print(f"test tasks with a near-duplicate (ratio >= {args.threshold}) anywhere in train: "
          f"{len(in_train)}; among the {args.examples} retrieved examples: {len(leaked)}")  # fmt: skip
    print("leaked:", " ".join(leaked))
    report: dict[str, Any] = {"threshold": args.threshold, "leaked": leaked, "in_train": in_train}
    for spec in args.runs:
        rows = _rows(spec)
        parts = {
            "all": _part(rows),
            "leaked": _part([r for r in rows if r["id"] in leaked]),
            "clean": _part([r for r in rows if r["id"] not in leaked]),
        }
        report[spec] = parts
        print(f"{spec}: " + "; ".join(f"{k} {v}" for k, v in parts.items()))
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
