"""The ship rule (docs/training.md, "Shipping an adapter"): an adapter against the base, paired.

    python -m training eval ship --manimbench BASE ARM --spec BASE ARM --realspec BASE ARM
                                 [--json] [--resamples 10000] [--seed 0]

Each pair is two runs of the shipped configuration on the same tasks, the base model (BASE) and
the adapter (ARM):

* ``--manimbench``: ``python -m training eval`` run folders (or their ``results.jsonl``) on the
  ManimBench test split; the measure is rendered (RSR);
* ``--spec``: ``python -m training eval --bench spec`` run folders on the old spec test half; the
  measure is spec pass;
* ``--realspec``: ``bench/judged/run.py`` folders (``outcomes.jsonl`` plus the ``verdicts.jsonl``
  that judging by eye wrote) on the realistic test half; the measure is faithful by eye.

Only tasks present (and, for the realistic half, judged) in both runs of a pair count. Per
benchmark: both shares, the paired difference (arm minus base, points) with a bootstrap 95 %
interval over tasks. Pooled: every task's difference together (the mean weights each benchmark
by its tasks), its interval from a bootstrap that resamples within each benchmark. Agent time:
the mean paired difference in seconds a task, pooled the same way, and the change of the summed
time.

The decision, as the rule is written: **better** when the pooled difference's interval lies
above 0; else **as good and faster** when every benchmark's lower bound lies above ``-margin``
points (2) and the agent time's interval lies below 0; else it does not ship. The rule needs all
three benchmarks and at least 200 paired tasks together; with less the verdict is
``incomplete`` and the figures are reported as they stand.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from training.records import load_by_id

BENCHES: tuple[str, ...] = ("manimbench", "spec", "realspec")
MEASURE = {"manimbench": "rendered (RSR)", "spec": "spec pass", "realspec": "faithful by eye"}
MIN_TASKS = 200
MARGIN = 2.0  # points: the non-inferiority bound of the rule's second branch

WORDS = {
    "better": "better than the base model",
    "as good and faster": "as good as the base model and faster",
}


class ShipRuleError(ValueError):
    """A run folder that cannot be read as the pair it is given as."""


@dataclass(frozen=True)
class Task:
    """One task of a pair: the measure (0 or 1), the agent's seconds and whether the final scene
    rendered, base then arm (rendered is None where a run does not say)."""

    id: str
    base: float
    arm: float
    base_s: float | None
    arm_s: float | None
    base_rendered: bool | None = None
    arm_rendered: bool | None = None


@dataclass(frozen=True)
class Interval:
    diff: float  # points (or seconds for time)
    lo: float
    hi: float


def _eval_rows(spec: str) -> dict[str, dict[str, Any]]:
    p = Path(spec)
    path = p / "results.jsonl" if p.is_dir() else p
    if not path.is_file():
        raise ShipRuleError(
            f"no results at {spec}: give a `python -m training eval` run folder or its results.jsonl"
        )
    return load_by_id(path)


def _rendered(row: dict[str, Any]) -> bool | None:
    r = row.get("rendered")
    return bool(r) if r is not None else None


def _seconds(row: dict[str, Any]) -> float | None:
    t = row.get("timings")
    if isinstance(t, dict) and isinstance(t.get("total_s"), int | float):
        return float(t["total_s"])
    s = row.get("seconds")
    return float(s) if isinstance(s, int | float) else None


def eval_pair(base: str, arm: str, key: str, bench: str) -> list[Task]:
    """Tasks of two ``training eval`` runs, measured by the boolean field ``key``."""
    rows_b, rows_a = _eval_rows(base), _eval_rows(arm)
    for spec, rows in ((base, rows_b), (arm, rows_a)):
        missing = [t for t, r in rows.items() if key not in r]
        if missing:
            raise ShipRuleError(
                f"{spec}: {len(missing)} rows have no {key!r} (e.g. {missing[0]}): is it a "
                f"{bench} run?"
            )
    return [
        Task(
            tid,
            float(bool(rows_b[tid][key])),
            float(bool(rows_a[tid][key])),
            _seconds(rows_b[tid]),
            _seconds(rows_a[tid]),
            _rendered(rows_b[tid]),
            _rendered(rows_a[tid]),
        )
        for tid in sorted(set(rows_b) & set(rows_a))
    ]


def judged_rows(folder: str) -> dict[str, dict[str, Any]]:
    """A ``bench/judged/run.py`` folder's test-half outcomes joined with their verdicts by eye."""
    p = Path(folder)
    outcomes, verdicts = p / "outcomes.jsonl", p / "verdicts.jsonl"
    if not outcomes.is_file():
        raise ShipRuleError(f"{folder}: no outcomes.jsonl (a bench/judged/run.py folder)")
    if not verdicts.is_file():
        raise ShipRuleError(
            f"{folder}: no verdicts.jsonl; judge the contact sheets first (bench/judged/README.md)"
        )
    out = load_by_id(outcomes)
    other = sorted(t for t, r in out.items() if r.get("split") != "test")
    if other:
        raise ShipRuleError(
            f"{folder}: {len(other)} tasks are not from the realistic test half (e.g. {other[0]})"
        )
    judged = load_by_id(verdicts)
    rows = {}
    for tid, row in out.items():
        v = judged.get(tid)
        if v is None:
            continue
        if v.get("overall") not in ("faithful", "partly", "not"):
            raise ShipRuleError(f"{folder}: verdict of {tid} has overall {v.get('overall')!r}")
        rows[tid] = {**row, "faithful": v["overall"] == "faithful"}
    return rows


def judged_pair(base: str, arm: str) -> list[Task]:
    rows_b, rows_a = judged_rows(base), judged_rows(arm)
    return [
        Task(
            tid,
            float(rows_b[tid]["faithful"]),
            float(rows_a[tid]["faithful"]),
            _seconds(rows_b[tid]),
            _seconds(rows_a[tid]),
            _rendered(rows_b[tid]),
            _rendered(rows_a[tid]),
        )
        for tid in sorted(set(rows_b) & set(rows_a))
    ]


def stratified_interval(
    groups: Sequence[Sequence[float]], *, resamples: int = 10_000, seed: int = 0
) -> Interval:
    """Mean over every value of every group, with a 95 % percentile interval from a bootstrap
    that resamples each group with replacement at its own size (so each keeps its weight)."""
    import numpy as np

    groups = [g for g in groups if len(g)]
    if not groups:
        raise ShipRuleError("no paired tasks to compare")
    rng = np.random.default_rng(seed)
    total = sum(len(g) for g in groups)
    sums = np.zeros(resamples)
    for g in groups:
        a = np.asarray(g, dtype=np.float64)
        sums += a[rng.integers(0, len(a), size=(resamples, len(a)))].sum(axis=1)
    lo, hi = np.percentile(sums / total, [2.5, 97.5])
    mean = sum(sum(g) for g in groups) / total
    return Interval(float(mean), float(lo), float(hi))


def _pts(iv: Interval) -> Interval:
    return Interval(100 * iv.diff, 100 * iv.lo, 100 * iv.hi)


def _has_render(t: Task) -> bool:
    return t.base_rendered is not None and t.arm_rendered is not None


def _render_rates(tasks: list[Task], resamples: int, seed: int) -> dict[str, Any] | None:
    """Both render rates (%) and their paired difference, over the tasks where both runs say."""
    known = [t for t in tasks if _has_render(t)]
    if not known:
        return None
    d = [float(bool(t.arm_rendered)) - float(bool(t.base_rendered)) for t in known]
    return {
        "tasks": len(known),
        "base": 100 * statistics.fmean(float(bool(t.base_rendered)) for t in known),
        "arm": 100 * statistics.fmean(float(bool(t.arm_rendered)) for t in known),
        "diff": asdict(_pts(stratified_interval([d], resamples=resamples, seed=seed))),
    }


def summarise(
    pairs: dict[str, list[Task]], *, resamples: int = 10_000, seed: int = 0, margin: float = MARGIN
) -> dict[str, Any]:
    """Per-benchmark and pooled figures and the rule's verdict (see the module docstring)."""
    per: dict[str, Any] = {}
    diffs: list[list[float]] = []
    times: list[list[float]] = []
    for bench, tasks in pairs.items():
        if not tasks:
            raise ShipRuleError(f"--{bench}: the two runs share no task")
        d = [t.arm - t.base for t in tasks]
        iv = _pts(stratified_interval([d], resamples=resamples, seed=seed))
        timed = [t for t in tasks if t.base_s is not None and t.arm_s is not None]
        base_s = sum(t.base_s for t in timed if t.base_s is not None)
        arm_s = sum(t.arm_s for t in timed if t.arm_s is not None)
        per[bench] = {
            "measure": MEASURE[bench],
            "tasks": len(tasks),
            "base": 100 * statistics.fmean(t.base for t in tasks),
            "arm": 100 * statistics.fmean(t.arm for t in tasks),
            "diff": asdict(iv),
            "gained": sum(x > 0 for x in d),
            "lost": sum(x < 0 for x in d),
            "timed": len(timed),
            "base_seconds": round(base_s, 1),
            "arm_seconds": round(arm_s, 1),
            "time_change": (arm_s - base_s) / base_s if base_s else None,
        }
        per[bench]["rendered"] = _render_rates(tasks, resamples, seed)
        diffs.append(d)
        times.append(
            [t.arm_s - t.base_s for t in timed if t.arm_s is not None and t.base_s is not None]
        )
    pooled = _pts(stratified_interval(diffs, resamples=resamples, seed=seed))
    rendered_diffs = [
        [
            float(bool(t.arm_rendered)) - float(bool(t.base_rendered))
            for t in tasks
            if _has_render(t)
        ]
        for tasks in pairs.values()
    ]
    pooled_rendered = (
        asdict(_pts(stratified_interval(rendered_diffs, resamples=resamples, seed=seed)))
        if any(rendered_diffs)
        else None
    )
    time_iv = stratified_interval(times, resamples=resamples, seed=seed) if any(times) else None
    base_total = sum(p["base_seconds"] for p in per.values())
    arm_total = sum(p["arm_seconds"] for p in per.values())
    n = sum(len(d) for d in diffs)
    missing = [b for b in BENCHES if b not in pairs]
    reasons: list[str] = []
    if missing or n < MIN_TASKS:
        verdict = "incomplete"
        if missing:
            reasons.append("missing: " + ", ".join(f"--{b}" for b in missing))
        if n < MIN_TASKS:
            reasons.append(f"{n} paired tasks, the rule needs at least {MIN_TASKS}")
    elif pooled.lo > 0:
        verdict = "better"
        reasons.append(f"the pooled interval [{pooled.lo:+.1f}, {pooled.hi:+.1f}] lies above 0")
    else:
        reasons.append(f"the pooled interval [{pooled.lo:+.1f}, {pooled.hi:+.1f}] includes 0")
        worse = [b for b, p in per.items() if p["diff"]["lo"] <= -margin]
        slower = time_iv is None or time_iv.hi >= 0
        if worse:
            reasons.append(
                "not non-inferior on "
                + ", ".join(f"{b} (lower bound {per[b]['diff']['lo']:+.1f})" for b in worse)
                + f": the rule asks for every lower bound above -{margin:g} points"
            )
        if slower:
            reasons.append(
                "agent time: no interval"
                if time_iv is None
                else f"agent time's interval [{time_iv.lo:+.1f}, {time_iv.hi:+.1f}] s a task "
                "does not lie below 0"
            )
        verdict = "no" if worse or slower else "as good and faster"
    return {
        "benchmarks": per,
        "tasks": n,
        "pooled": asdict(pooled),
        "pooled_rendered": pooled_rendered,
        "time": None if time_iv is None else asdict(time_iv),
        "time_change": (arm_total - base_total) / base_total if base_total else None,
        "margin": margin,
        "verdict": verdict,
        "readme_words": WORDS.get(verdict),
        "reasons": reasons,
        "resamples": resamples,
        "seed": seed,
    }


def _iv(d: dict[str, float]) -> str:
    return f"{d['diff']:+.1f} [{d['lo']:+.1f}, {d['hi']:+.1f}]"


def _change(tc: float | None) -> str:
    return f"{100 * tc:+.0f}%" if tc is not None else "n/a"


def format_summary(s: dict[str, Any]) -> str:
    lines = [
        "| benchmark | measure | tasks | base % | adapter % | difference [95% interval] | "
        "gained / lost | agent time |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for bench, p in s["benchmarks"].items():
        lines.append(
            f"| {bench} | {p['measure']} | {p['tasks']} | {p['base']:.1f} | {p['arm']:.1f} | "
            f"{_iv(p['diff'])} | {p['gained']} / {p['lost']} | {_change(p['time_change'])} |"
        )
    t = s["time"]
    lines.append(
        f"| pooled | faithful or rendered | {s['tasks']} | | | {_iv(s['pooled'])} | | "
        f"{_change(s['time_change'])} |"
    )
    renders = [(b, p["rendered"]) for b, p in s["benchmarks"].items() if p.get("rendered")]
    if renders:
        lines += [
            "",
            "| benchmark | tasks | rendered, base % | adapter % | difference [95% interval] |",
        ]
        lines.append("|---|---|---|---|---|")
        for bench, r in renders:
            lines.append(
                f"| {bench} | {r['tasks']} | {r['base']:.1f} | {r['arm']:.1f} | {_iv(r['diff'])} |"
            )
        if s.get("pooled_rendered"):
            lines.append(f"| pooled | | | | {_iv(s['pooled_rendered'])} |")
    lines.append("")
    if t is not None:
        lines.append(
            f"Agent time, mean paired difference: {t['diff']:+.1f} s a task "
            f"[{t['lo']:+.1f}, {t['hi']:+.1f}]."
        )
    verdict = s["verdict"]
    head = {
        "better": "Ships: better than the base model.",
        "as good and faster": "Ships: as good as the base model and faster.",
        "no": "Does not ship.",
        "incomplete": "No verdict yet (incomplete).",
    }[verdict]
    why = "; ".join(s["reasons"])
    lines.append(f"{head} {why[:1].upper()}{why[1:]}.")
    return "\n".join(lines)


def main(argv: Sequence[str]) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m training eval ship",
        description="The ship rule: an adapter's runs against the base model's, per benchmark "
        "and pooled (docs/training.md).",
    )
    for bench in BENCHES:
        ap.add_argument(
            f"--{bench}", nargs=2, metavar=("BASE", "ADAPTER"), help=f"{MEASURE[bench]} runs"
        )
    ap.add_argument("--resamples", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", action="store_true", help="print the summary as JSON too")
    args = ap.parse_args(list(argv))
    if args.resamples < 100:
        ap.error("--resamples: at least 100")
    pairs: dict[str, list[Task]] = {}
    try:
        if args.manimbench:
            base, arm = args.manimbench
            pairs["manimbench"] = eval_pair(base, arm, "rendered", "manimbench")
        if args.spec:
            base, arm = args.spec
            pairs["spec"] = eval_pair(base, arm, "spec_pass", "spec")
        if args.realspec:
            pairs["realspec"] = judged_pair(*args.realspec)
        if not pairs:
            ap.error("give at least one of --manimbench, --spec, --realspec")
        summary = summarise(pairs, resamples=args.resamples, seed=args.seed)
    except ShipRuleError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(format_summary(summary))
    if args.json:
        print(json.dumps(summary))
    return 0
