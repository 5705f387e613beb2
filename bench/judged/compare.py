"""Two arms of ``paired.py``, compared task by task: faithful by eye, spec pass, rounds, time.

    python bench/judged/compare.py BASE_FOLDER ARM_FOLDER [--boot 2000] [--seed 0]

Only tasks that both arms ran (and, for faithful by eye, that both have a verdict for) count, so
a stopped run compares like with like. For each measure: the two shares, the difference (arm
minus base) with a paired bootstrap 95 % interval over tasks, and the tasks where the arms
disagree. Spec pass and requirement pass use the realistic benchmark's hand-written
requirements on each scene's stored trace (today's requirement code); a scene that did not
render fails them. Rounds are the agent's rounds per scene (mean), seconds its wall time per
scene (median; both arms ran on the same machine, alternating task by task). One JSON object on
stdout.
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from server.faithful import specbench  # noqa: E402
from server.render.trace import SceneTrace  # noqa: E402


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    if not path.is_file():
        return []
    return [json.loads(ln) for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip()]


def spec_of(folder: Path, row: dict[str, Any], task: Any) -> tuple[bool, int]:
    """(every hand requirement met, how many met) on the stored trace; (False, 0) unrendered."""
    trace_file = folder / "traces" / f"{row['id']}.json.gz"
    if not row.get("rendered") or not trace_file.is_file():
        return False, 0
    trace = SceneTrace.from_dict(json.loads(gzip.decompress(trace_file.read_bytes())))
    ev = task.check(trace)
    return bool(ev.all_met), int(ev.passed)


def paired(pairs: list[tuple[float, float]], boot: int, rng: random.Random) -> dict[str, Any]:
    """Means of both arms, the difference and its paired bootstrap 95 % interval."""
    n = len(pairs)
    if not n:
        return {"n": 0}
    a = sum(x for x, _ in pairs) / n
    b = sum(y for _, y in pairs) / n
    out: dict[str, Any] = {"n": n, "base": round(a, 4), "arm": round(b, 4), "diff": round(b - a, 4)}
    if boot:
        diffs = []
        for _ in range(boot):
            sample = [pairs[rng.randrange(n)] for _ in range(n)]
            diffs.append(sum(y - x for x, y in sample) / n)
        diffs.sort()
        out["ci95"] = [round(diffs[int(0.025 * (boot - 1))], 4),
                       round(diffs[int(0.975 * (boot - 1))], 4)]  # fmt: skip
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("base", type=Path)
    ap.add_argument("arm", type=Path)
    ap.add_argument("--boot", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    rows = [{r["id"]: r for r in read_jsonl(f / "outcomes.jsonl")} for f in (args.base, args.arm)]
    verdicts = []
    for f in (args.base, args.arm):
        v: dict[str, str] = {}
        for row in read_jsonl(f / "verdicts.jsonl"):
            v.setdefault(row["id"], row["overall"])
        verdicts.append(v)
    tasks = {t.id: t for t in specbench.load(bench="realspec")}
    both = sorted(set(rows[0]) & set(rows[1]))
    faithful: list[tuple[float, float]] = []
    spec: list[tuple[float, float]] = []
    reqs: list[tuple[float, float]] = []
    rendered: list[tuple[float, float]] = []
    rounds: list[tuple[float, float]] = []
    seconds: tuple[list[float], list[float]] = ([], [])
    differ: dict[str, list[str]] = {"faithful": [], "spec": []}
    for tid in both:
        a, b = rows[0][tid], rows[1][tid]
        rendered.append((float(bool(a.get("rendered"))), float(bool(b.get("rendered")))))
        rounds.append((float(a["rounds"]), float(b["rounds"])))
        seconds[0].append(float(a["seconds"]))
        seconds[1].append(float(b["seconds"]))
        task = tasks.get(tid)
        if task is not None:
            (sa, ma), (sb, mb) = spec_of(args.base, a, task), spec_of(args.arm, b, task)
            spec.append((float(sa), float(sb)))
            total = max(1, len(task.requirements))
            reqs.append((ma / total, mb / total))
            if sa != sb:
                differ["spec"].append(
                    f"{tid}: base {'pass' if sa else 'fail'}, arm {'pass' if sb else 'fail'}"
                )
        if tid in verdicts[0] and tid in verdicts[1]:
            fa, fb = verdicts[0][tid] == "faithful", verdicts[1][tid] == "faithful"
            faithful.append((float(fa), float(fb)))
            if verdicts[0][tid] != verdicts[1][tid]:
                differ["faithful"].append(f"{tid}: base {verdicts[0][tid]}, arm {verdicts[1][tid]}")
    report = {
        "tasks": len(both),
        "arm_settings": next(
            (r.get("settings") for r in rows[1].values() if r.get("settings")), None
        ),
        "faithful_by_eye": paired(faithful, args.boot, rng),
        "spec_pass": paired(spec, args.boot, rng),
        "requirement_pass": paired(reqs, args.boot, rng),
        "rendered": paired(rendered, args.boot, rng),
        "rounds_mean": paired(rounds, args.boot, rng),
        "seconds_median": {
            "base": round(statistics.median(seconds[0]), 1) if both else None,
            "arm": round(statistics.median(seconds[1]), 1) if both else None,
        },
        "verdicts_differ": differ["faithful"],
        "spec_differs": differ["spec"],
    }
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
