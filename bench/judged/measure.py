"""The trace checks against the verdicts by eye: one JSON object on stdout.

    python bench/judged/measure.py [--folder bench/judged] [--checks recorded|today]
        [--boot 2000] [--seed 0] [--ids judged-221..judged-240]

For the scenes that rendered and have a verdict by eye (`verdicts.jsonl`, rubric in README.md):

- ``precision_all_met``: of the scenes whose checks say "all met", the share judged faithful;
- ``defect_recall``: of the scenes judged not faithful (partly or not), the share with at least
  one unmet check;
- ``false_failure_rate``: of the scenes judged faithful, the share with an unmet check;
- ``faithful_rate``: the share judged faithful (every scene with a verdict, unrendered ones count
  as not faithful);

overall and per category and per source, each with a bootstrap 95 % interval over scenes. Also
per stated element: whether the description reader turned it into a requirement at all (a reader
requirement whose phrase shares most of its words with the element).

``--checks recorded`` (default) uses the checks the agent ran on its kept attempt, as recorded by
``run.py``; ``--checks today`` runs today's checks (reader + generic) on the stored traces and
scenes, which is how a change to the checks is measured against the same verdicts (the agent
might have kept another attempt with other checks: an approximation, said so in the output).
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import re
import sys
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from server.faithful import specbench  # noqa: E402
from server.faithful.loop import Verdict, assess  # noqa: E402
from server.faithful.reader import read_requirements  # noqa: E402
from server.render.trace import SceneTrace  # noqa: E402

HERE = Path(__file__).resolve().parent
WORD = re.compile(r"[a-z0-9]+")
STOP = {
    "a", "an", "the", "of", "and", "to", "in", "on", "at", "it", "its", "with", "is", "are",
    "then", "that", "them", "they", "each", "one", "by", "as", "from", "into", "for", "be",
}  # fmt: skip


@dataclass
class Scene:
    """One judged scene: what the checks said and what the judge saw."""

    id: str
    source: str
    category: str
    rendered: bool
    unmet: int  # unmet checks (0 = "all met"); -1 when it did not render
    overall: str  # faithful | partly | not

    @property
    def faithful(self) -> bool:
        return self.overall == "faithful"


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    if not path.is_file():
        return []
    return [json.loads(ln) for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip()]


@dataclass
class TraceOnly:
    """What ``assess`` reads of a render: its trace."""

    trace: SceneTrace


def todays_verdict(folder: Path, row: dict[str, Any]) -> Verdict | None:
    """Today's reader and checks on the stored trace and scene (None without them)."""
    trace_file = folder / "traces" / f"{row['id']}.json.gz"
    scene_file = folder / "scenes" / f"{row['id']}.py"
    if not trace_file.is_file() or not scene_file.is_file():
        return None
    trace = SceneTrace.from_dict(json.loads(gzip.decompress(trace_file.read_bytes())))
    code = scene_file.read_text(encoding="utf-8")
    reqs = read_requirements(row["description"])
    return assess(
        code,
        TraceOnly(trace),  # type: ignore[arg-type]
        reqs,
        reader=True,
        description=row["description"],
    )


def todays_unmet(folder: Path, row: dict[str, Any]) -> int:
    """Unmet checks of today's reader and checks on the stored trace and scene."""
    verdict = todays_verdict(folder, row)
    if verdict is None:
        return len((row.get("agent_checks") or {}).get("unmet", []))
    return len(verdict.unmet)


def scenes(folder: Path, checks: str) -> list[Scene]:
    """The scenes with a verdict (the first judge's, when several judged one scene)."""
    outcomes = {r["id"]: r for r in read_jsonl(folder / "outcomes.jsonl")}
    verdicts: dict[str, dict[str, Any]] = {}
    for v in read_jsonl(folder / "verdicts.jsonl"):
        verdicts.setdefault(v["id"], v)
    out = []
    for vid, v in sorted(verdicts.items()):
        row = outcomes.get(vid)
        if row is None:
            continue
        if not row.get("rendered"):
            unmet = -1
        elif checks == "today":
            unmet = todays_unmet(folder, row)
        else:
            unmet = len((row.get("agent_checks") or {}).get("unmet", []))
        out.append(Scene(vid, row["source"], row["category"], bool(row.get("rendered")), unmet,
                         v["overall"]))  # fmt: skip
    return out


Metric = Callable[[Sequence[Scene]], tuple[int, int]]


def precision_all_met(ss: Sequence[Scene]) -> tuple[int, int]:
    passed = [s for s in ss if s.rendered and s.unmet == 0]
    return sum(s.faithful for s in passed), len(passed)


def defect_recall(ss: Sequence[Scene]) -> tuple[int, int]:
    bad = [s for s in ss if s.rendered and not s.faithful]
    return sum(s.unmet > 0 for s in bad), len(bad)


def false_failure_rate(ss: Sequence[Scene]) -> tuple[int, int]:
    good = [s for s in ss if s.rendered and s.faithful]
    return sum(s.unmet > 0 for s in good), len(good)


def faithful_rate(ss: Sequence[Scene]) -> tuple[int, int]:
    return sum(s.faithful for s in ss), len(ss)


def all_met_rate(ss: Sequence[Scene]) -> tuple[int, int]:
    return sum(s.rendered and s.unmet == 0 for s in ss), len(ss)


METRICS: dict[str, Metric] = {
    "precision_all_met": precision_all_met,
    "defect_recall": defect_recall,
    "false_failure_rate": false_failure_rate,
    "faithful_rate": faithful_rate,
    "checks_all_met_rate": all_met_rate,
}


def with_interval(
    ss: Sequence[Scene], metric: Metric, boot: int, rng: random.Random
) -> dict[str, Any]:
    """The metric, its counts and a percentile bootstrap 95 % interval (resampling scenes)."""
    num, den = metric(ss)
    out: dict[str, Any] = {"value": round(num / den, 4) if den else None, "n": den, "k": num}
    if den and boot:
        values = []
        for _ in range(boot):
            sample = [ss[rng.randrange(len(ss))] for _ in ss]
            k, n = metric(sample)
            if n:
                values.append(k / n)
        values.sort()
        if values:
            lo = values[int(0.025 * (len(values) - 1))]
            hi = values[int(0.975 * (len(values) - 1))]
            out["ci95"] = [round(lo, 4), round(hi, 4)]
    return out


def table(ss: Sequence[Scene], boot: int, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    return {name: with_interval(ss, m, boot, rng) for name, m in METRICS.items()}


def words(text: str) -> set[str]:
    return {w for w in WORD.findall(text.lower()) if w not in STOP}


def element_coverage(folder: Path) -> dict[str, Any]:
    """How many stated elements the reader turned into a requirement at all: an element counts
    when a reader requirement's phrase shares at least half of the phrase's words with it (a
    word-overlap approximation; a phrase-less requirement covers nothing)."""
    rows = read_jsonl(folder / "outcomes.jsonl") or read_jsonl(folder / "descriptions.jsonl")
    seen: set[str] = set()
    covered = total = 0
    per_cat: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for row in rows:
        if row["id"] in seen:
            continue
        seen.add(row["id"])
        phrases = [words(getattr(r, "phrase", "")) for r in read_requirements(row["description"])]
        for element in row.get("elements") or []:
            ew = words(element)
            hit = any(p and len(p & ew) * 2 >= len(p) for p in phrases)
            covered += hit
            total += 1
            per_cat[row["category"]][0] += hit
            per_cat[row["category"]][1] += 1
    return {
        "elements": total,
        "covered": covered,
        "share": round(covered / total, 4) if total else None,
        "per_category": {c: {"covered": k, "elements": n} for c, (k, n) in sorted(per_cat.items())},
    }


def realspec_half(folder: Path, split: str, boot: int, seed: int) -> dict[str, Any] | None:
    """On one half of the realistic spec benchmark: faithful by eye beside spec pass (every hand
    requirement met on the kept render's stored trace) and requirement pass (share of hand
    requirements met), with today's requirement code; a scene that did not render fails all."""
    tasks = {t.id: t for t in specbench.load(split, bench="realspec")}
    outcomes = {r["id"]: r for r in read_jsonl(folder / "outcomes.jsonl") if r["id"] in tasks}
    if not outcomes:
        return None
    verdicts: dict[str, str] = {}
    for v in read_jsonl(folder / "verdicts.jsonl"):
        if v["id"] in outcomes:
            verdicts.setdefault(v["id"], v["overall"])
    spec = req_met = req_total = 0
    rows: list[tuple[bool, bool]] = []  # (spec pass, faithful by eye) of judged scenes
    for tid, row in sorted(outcomes.items()):
        task = tasks[tid]
        trace_file = folder / "traces" / f"{tid}.json.gz"
        ok = False
        if row.get("rendered") and trace_file.is_file():
            trace = SceneTrace.from_dict(json.loads(gzip.decompress(trace_file.read_bytes())))
            ev = task.check(trace)
            ok = ev.all_met
            req_met += ev.passed
        req_total += len(task.requirements)
        spec += ok
        if tid in verdicts:
            rows.append((ok, verdicts[tid] == "faithful"))
    n = len(outcomes)
    rng = random.Random(seed)

    def boot_share(values: list[bool]) -> list[float] | None:
        if not values or not boot:
            return None
        shares = sorted(
            sum(values[rng.randrange(len(values))] for _ in values) / len(values)
            for _ in range(boot)
        )
        return [
            round(shares[int(0.025 * (boot - 1))], 4),
            round(shares[int(0.975 * (boot - 1))], 4),
        ]

    faithful = [f for _, f in rows]
    passed = [f for ok, f in rows if ok]
    return {
        "tasks_run": n,
        "tasks_in_half": len(tasks),
        "rendered": sum(bool(r.get("rendered")) for r in outcomes.values()),
        "spec_pass": {"value": round(spec / n, 4), "k": spec, "n": n},
        "requirement_pass": {
            "value": round(req_met / req_total, 4) if req_total else None,
            "k": req_met,
            "n": req_total,
        },
        "judged": len(rows),
        "faithful_by_eye": {
            "value": round(sum(faithful) / len(faithful), 4) if faithful else None,
            "k": sum(faithful),
            "n": len(faithful),
            "ci95": boot_share(faithful),
        },
        "spec_pass_precision": {
            "value": round(sum(passed) / len(passed), 4) if passed else None,
            "k": sum(passed),
            "n": len(passed),
            "note": "share of judged scenes passing every hand requirement that are faithful by eye",
        },
    }


def agreement(folder: Path) -> list[dict[str, Any]]:
    """Agreement of every pair of judges on the scenes both judged: the same overall verdict, the
    same faithful-or-not call, and the same met / not met per element."""
    by_judge: dict[str, dict[str, dict[str, Any]]] = defaultdict(dict)
    for v in read_jsonl(folder / "verdicts.jsonl"):
        by_judge[v.get("judge", "?")].setdefault(v["id"], v)
    out = []
    judges = sorted(by_judge)
    for i, a in enumerate(judges):
        for b in judges[i + 1 :]:
            both = sorted(set(by_judge[a]) & set(by_judge[b]))
            if not both:
                continue
            va, vb = by_judge[a], by_judge[b]
            pairs = [
                (ea.get("met"), eb.get("met"))
                for x in both
                for ea, eb in zip(
                    va[x].get("elements", []), vb[x].get("elements", []), strict=False
                )
            ]
            out.append({
                "judges": [a, b],
                "scenes": len(both),
                "same_overall": sum(va[x]["overall"] == vb[x]["overall"] for x in both),
                "same_faithful": sum(
                    (va[x]["overall"] == "faithful") == (vb[x]["overall"] == "faithful")
                    for x in both
                ),
                "elements": len(pairs),
                "same_elements": sum(p == q for p, q in pairs),
            })  # fmt: skip
    return out


def in_ids(sid: str, ids: str) -> bool:
    """Whether a scene id is among ``ids``: empty (all), a range ``judged-221..judged-240``
    (same prefix, numbers compared), or a comma-separated list."""
    if not ids:
        return True
    if ".." in ids:
        lo, hi = ids.split("..", 1)
        m, a, b = (
            re.fullmatch(r"(.*?)(\d+)", sid),
            re.fullmatch(r"(.*?)(\d+)", lo),
            re.fullmatch(r"(.*?)(\d+)", hi),
        )
        if m is None or a is None or b is None or not (m.group(1) == a.group(1) == b.group(1)):
            return False
        return int(a.group(2)) <= int(m.group(2)) <= int(b.group(2))
    return sid in {x.strip() for x in ids.split(",")}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--folder", type=Path, default=HERE)
    ap.add_argument("--checks", choices=["recorded", "today"], default="recorded")
    ap.add_argument("--boot", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument(
        "--ids",
        default="",
        help="only these scenes: a range of one prefix (judged-221..judged-240) or a list "
        "(real-002,real-004)",
    )
    args = ap.parse_args(argv)
    ss = [s for s in scenes(args.folder, args.checks) if in_ids(s.id, args.ids)]
    by_cat: dict[str, list[Scene]] = defaultdict(list)
    by_source: dict[str, list[Scene]] = defaultdict(list)
    for s in ss:
        by_cat[s.category].append(s)
        by_source[s.source].append(s)
    result = {
        "checks": args.checks,
        "note": (
            "today's checks on the kept attempt's stored trace (another run might keep another "
            "attempt)"
            if args.checks == "today"
            else "the agent's own final checks, as recorded"
        ),
        "scenes": len(ss),
        "verdicts": {k: sum(s.overall == k for s in ss) for k in ("faithful", "partly", "not")},
        "overall": table(ss, args.boot, args.seed),
        "per_source": {k: table(v, args.boot, args.seed) for k, v in sorted(by_source.items())},
        "per_category": {k: table(v, args.boot, args.seed) for k, v in sorted(by_cat.items())},
        "realspec_test": realspec_half(args.folder, "test", args.boot, args.seed),
        "realspec_dev": realspec_half(args.folder, "dev", args.boot, args.seed),
        "reader_element_coverage": element_coverage(args.folder),
        "judge_agreement": agreement(args.folder),
    }
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
