"""Render every reference scene of a spec benchmark and check it against its requirements.

    python bench/spec/verify.py [--bench spec|realspec] [--split dev|test] [--ids spec-001,...]
        [--workers N] [--json OUT.json] [--traces DIR]

``--bench realspec`` (or ``python bench/realspec/verify.py``) checks the realistic benchmark in
``bench/realspec/`` the same way and also counts its stated elements and the unexpressed ones.

Each reference (``bench/spec/reference/<id>.py``) is rendered through the real render pool with
the scene trace, then (1) its HAND-WRITTEN requirements (``tasks.jsonl``) are checked: every one
must pass, or the benchmark is wrong; (2) the rule-based reader's requirements for the same
description are checked: a reader requirement a correct reference fails is a false failure the
repair loop would chase. The script also says how much of the hand requirements the reader
finds (same kind and same selector). Exit code 1 if any reference fails a hand requirement.
``--traces DIR`` keeps each trace as JSON (used by the tests and by ``bench/trace_sim.py``).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from server.faithful import specbench  # noqa: E402
from server.faithful.reader import read_requirements  # noqa: E402
from server.faithful.requirements import Requirement, evaluate, trace_dict  # noqa: E402


def _key(r: Requirement | dict[str, Any]) -> str:
    d = r.to_dict() if isinstance(r, Requirement) else dict(r)
    d.pop("phrase", None)
    return json.dumps(d, sort_keys=True, default=str)


def _loose_key(d: dict[str, Any]) -> tuple[str, str]:
    sel = d.get("sel") or d.get("a") or d.get("first") or {}
    return d["kind"], json.dumps(sel, sort_keys=True)


def reader_coverage(task: specbench.SpecTask) -> dict[str, int]:
    """How many hand requirements the reader reproduces exactly / by kind and subject."""
    from server.faithful.requirements import requirement_from_dict

    hand = [requirement_from_dict(r).to_dict() for r in task.requirements]
    got = [r.to_dict() for r in read_requirements(task.description)]
    exact = {_key(r) for r in got}
    loose = {_loose_key(r) for r in got}
    return {
        "hand": len(hand),
        "reader": len(got),
        "exact": sum(_key(h) in exact for h in hand),
        "loose": sum(_loose_key(h) in loose for h in hand),
    }


def verify_task(task: specbench.SpecTask, pool: Any, traces: Path | None) -> dict[str, Any]:
    from server.render import render_code

    t0 = time.perf_counter()
    result = render_code(
        task.reference(), scene=task.scene, pool=pool, trusted=True, keep_outputs=False, timeout=120
    )
    row: dict[str, Any] = {
        "id": task.id,
        "split": task.split,
        "category": task.category,
        "status": result.status,
        "render_s": round(time.perf_counter() - t0, 2),
        "error": result.error.summary() if result.error else None,
    }
    trace = getattr(result, "trace", None)
    if result.status != "success" or trace is None:
        row["ok"] = False
        row["hand_failures"] = ["no trace" if trace is None else "render failed"]
        return row
    tr = trace_dict(trace)
    if traces is not None:
        traces.mkdir(parents=True, exist_ok=True)
        (traces / f"{task.id}.json").write_text(json.dumps(tr), encoding="utf-8")
    hand = evaluate(task.parsed(), tr, strict=True)
    reader_reqs = read_requirements(task.description)
    reader = evaluate(reader_reqs, tr)
    row.update(
        ok=hand.all_met,
        hand_passed=hand.passed,
        hand_total=hand.total,
        hand_failures=[f"{r.kind}: {c.message}" for r, c in hand.results if not c.ok],
        reader_passed=reader.passed,
        reader_total=reader.total,
        reader_false_failures=[
            f"{r.kind} ({r.phrase!r}): {c.message}" for r, c in reader.results if not c.ok
        ],
        coverage=reader_coverage(task),
    )
    return row


def summarize(rows: list[dict[str, Any]]) -> dict[str, Any]:
    n = len(rows)
    rendered = [r for r in rows if r["status"] == "success" and "hand_total" in r]
    cov = [r["coverage"] for r in rendered]
    reader_total = sum(r["reader_total"] for r in rendered)
    reader_ff = sum(len(r["reader_false_failures"]) for r in rendered)
    hand_total = sum(c["hand"] for c in cov)
    return {
        "tasks": n,
        "references_passing": sum(1 for r in rows if r.get("ok")),
        "hand_requirements": sum(r.get("hand_total", 0) for r in rows),
        "hand_passed": sum(r.get("hand_passed", 0) for r in rows),
        "reader_requirements": reader_total,
        "reader_false_failures": reader_ff,
        "reader_precision_on_references": round(1 - reader_ff / reader_total, 4)
        if reader_total
        else None,
        "reader_recall_exact": round(sum(c["exact"] for c in cov) / hand_total, 4)
        if hand_total
        else None,
        "reader_recall_loose": round(sum(c["loose"] for c in cov) / hand_total, 4)
        if hand_total
        else None,
        "reader_tasks_without_requirements": sum(1 for c in cov if c["reader"] == 0),
    }


def element_counts(tasks: list[specbench.SpecTask]) -> dict[str, Any]:
    """Stated elements, how many have a hand requirement, and the unexpressed ones by need."""
    needs: dict[str, int] = {}
    for t in tasks:
        for u in t.unexpressed:
            needs[u["needs"]] = needs.get(u["needs"], 0) + 1
    with_req = sum(len({r.get("phrase") for r in t.requirements} & set(t.elements)) for t in tasks)
    return {
        "elements": sum(len(t.elements) for t in tasks),
        "elements_with_requirement": with_req,
        "unexpressed": sum(needs.values()),
        "unexpressed_by_need": dict(sorted(needs.items(), key=lambda kv: (-kv[1], kv[0]))),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bench", choices=specbench.BENCHES, default="spec")
    ap.add_argument("--split", choices=specbench.SPLITS)
    ap.add_argument("--ids", help="comma-separated task ids")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--json", type=Path, help="write every row and the summary here")
    ap.add_argument("--traces", type=Path, help="keep each reference trace as DIR/<id>.json")
    args = ap.parse_args(argv)
    from server.render import RenderPool

    tasks = specbench.load(args.split, bench=args.bench)
    if args.ids:
        want = {i.strip() for i in args.ids.split(",") if i.strip()}
        tasks = [t for t in tasks if t.id in want]
    wall0 = time.perf_counter()
    pool = RenderPool(args.workers)
    try:
        with ThreadPoolExecutor(args.workers) as ex:
            rows = list(ex.map(lambda t: verify_task(t, pool, args.traces), tasks))
    finally:
        pool.shutdown()
    for r in rows:
        mark = "ok  " if r.get("ok") else "FAIL"
        extra = "" if r.get("ok") else f"  {r.get('error') or ''} {r.get('hand_failures')}"
        ff = r.get("reader_false_failures") or []
        print(f"{mark} {r['id']} {r['category']:<12} {r['render_s']:>5.1f}s{extra}")
        for f in ff:
            print(f"     reader false failure: {f}")
    summary = summarize(rows)
    if any(t.elements for t in tasks):
        summary.update(element_counts(tasks))
    summary["wall_s"] = round(time.perf_counter() - wall0, 1)
    print(json.dumps(summary, indent=1))
    if args.json:
        args.json.write_text(json.dumps({"summary": summary, "rows": rows}, indent=1) + "\n")
    return 0 if summary["references_passing"] == len(rows) else 1


if __name__ == "__main__":
    sys.exit(main())
