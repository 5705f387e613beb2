"""Measure how often each kind of unmet check is right, and choose the confidence threshold.

    python bench/judged/calibrate.py [--write]

On the judged scenes outside the held-out test half (``pool``, ``realspec-dev`` and the early
scenes), today's checks run on each stored trace (``measure.py --checks today``). For every kind
of unmet check (``generic:offscreen``, ``requirement:relation``, ...) it counts the scenes where
the kind was raised and, of those, the scenes the judge did not find faithful; the confidence is
that share smoothed towards the share over all kinds (``server/faithful/confidence.py``).

The threshold is chosen by a sweep over the distinct confidences: a scene is "flagged" at
threshold t when a finding of confidence >= t is unmet; the chosen t maximises
defect recall - 3 x false-failure rate (a false failure costs the user up to three rounds for
nothing; a missed defect costs one unhelpful scene), the lowest such t on ties; the threshold
written is the middle of the interval of thresholds that flag exactly the same scenes. Prints
one JSON object; ``--write`` also writes ``server/faithful/confidence.json``.
"""

from __future__ import annotations

import argparse
import datetime
import json
import subprocess
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
for p in (ROOT, HERE):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

from measure import read_jsonl, todays_verdict  # noqa: E402

from server.faithful.confidence import TABLE, smoothed  # noqa: E402

HELD_OUT = "realspec-test"
FALSE_FAILURE_COST = 3.0


def judged_rows(folder: Path) -> list[tuple[dict[str, Any], str]]:
    """(outcome row, overall verdict) of the rendered scenes outside the held-out half (the
    first judge's verdict where several judged one scene)."""
    verdicts: dict[str, str] = {}
    for v in read_jsonl(folder / "verdicts.jsonl"):
        verdicts.setdefault(v["id"], v["overall"])
    rows = []
    for row in read_jsonl(folder / "outcomes.jsonl"):
        if row["source"] == HELD_OUT or row["id"] not in verdicts or not row.get("rendered"):
            continue
        rows.append((row, verdicts[row["id"]]))
    return rows


def calibrate(folder: Path) -> dict[str, Any]:
    raised: dict[str, int] = defaultdict(int)
    right: dict[str, int] = defaultdict(int)
    scenes: list[tuple[set[str], bool]] = []  # (kinds raised, faithful by eye)
    for row, overall in judged_rows(folder):
        verdict = todays_verdict(folder, row)
        if verdict is None:
            continue
        kinds = {f"{u.source}:{u.code}" for u in verdict.unmet}
        faithful = overall == "faithful"
        scenes.append((kinds, faithful))
        for k in kinds:
            raised[k] += 1
            right[k] += not faithful
    total_raised = sum(raised.values())
    prior = round(sum(right.values()) / total_raised, 4) if total_raised else 0.75
    codes = {
        k: {
            "raised": raised[k],
            "right": right[k],
            "confidence": smoothed(right[k], raised[k], prior),
        }
        for k in sorted(raised)
    }

    def at(t: float) -> dict[str, Any]:
        flagged = [
            (any(codes[k]["confidence"] >= t for k in kinds), faithful)
            for kinds, faithful in scenes
        ]
        bad = [f for f, faithful in flagged if not faithful]
        good = [f for f, faithful in flagged if faithful]
        recall = sum(bad) / len(bad) if bad else 0.0
        ffr = sum(good) / len(good) if good else 0.0
        return {
            "threshold": t,
            "defect_recall": round(recall, 4),
            "false_failure_rate": round(ffr, 4),
            "flagged_unfaithful": [sum(bad), len(bad)],
            "flagged_faithful": [sum(good), len(good)],
            "score": round(recall - FALSE_FAILURE_COST * ffr, 4),
        }

    candidates = sorted({0.0, *(c["confidence"] for c in codes.values())})
    sweep = [at(t) for t in candidates]
    best = max(sweep, key=lambda r: (r["score"], -r["threshold"]))
    # every threshold in (next lower confidence, best] flags the same scenes: take the middle,
    # so a kind whose confidence moves a little with the next verdicts does not cross it
    lower = [t for t in candidates if t < best["threshold"]]
    threshold = round((lower[-1] + best["threshold"]) / 2, 4) if lower else best["threshold"]
    commit = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True
    ).stdout.strip()
    return {
        "measured": datetime.date.today().isoformat(),
        "commit": commit,
        "scenes": len(scenes),
        "faithful_scenes": sum(f for _, f in scenes),
        "prior": prior,
        "threshold": threshold,
        "rule": (
            f"max defect_recall - {FALSE_FAILURE_COST:g} x false_failure_rate (lowest on ties), "
            "then the middle of the interval of thresholds that flag the same scenes"
        ),
        "chosen": best,
        "codes": codes,
        "sweep": sweep,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--folder", type=Path, default=HERE)
    ap.add_argument("--write", action="store_true", help=f"write {TABLE.name}")
    args = ap.parse_args(argv)
    result = calibrate(args.folder)
    text = json.dumps(result, indent=1)
    print(text)
    if args.write:
        TABLE.write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
