"""Render every edit-benchmark scene and its reference edit, and grade the reference.

    python bench/edit/verify.py [--split dev|test] [--ids edit-001,edit-002] [--json OUT.json]

Each reference edit (the minimal edit of its task) must meet every hand requirement of its task
and keep every element that must not change; the engine's own check of an edit (the instruction
read by the rule-based reader, and the trace diff) runs on the same pair as a side figure. Exit
code 1 if any reference fails its task.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from server.faithful import editbench
from server.faithful.editreq import read_edit
from server.faithful.tracediff import judge_edit
from server.render import RenderPool, render_code


def verify(tasks: list[editbench.EditTask], pool: RenderPool) -> list[dict[str, Any]]:
    """One row per task: the reference's grade and the engine's own verdict on it."""
    befores: dict[str, Any] = {}
    rows = []
    for t in tasks:
        if t.scene_file not in befores:
            res = render_code(t.source, scene=t.scene, pool=pool, trusted=True, keep_outputs=False)
            befores[t.scene_file] = res
        before = befores[t.scene_file]
        after = render_code(
            t.reference_code, scene=t.scene, pool=pool, trusted=True, keep_outputs=False
        )
        row: dict[str, Any] = {"id": t.id, "category": t.category, "minimal": t.minimal_lines}
        if not (before.ok and after.ok):
            bad = before if not before.ok else after
            row.update(ok=False, problems=[f"render {bad.status}: {bad.error_text()}"])
            rows.append(row)
            continue
        checks = editbench.grade(t, before.trace, after.trace)
        verdict = judge_edit(before.trace, after.trace, read_edit(t.instruction), t.source,
                             t.reference_code)  # fmt: skip
        row.update(
            ok=all(c["ok"] for c in checks),
            problems=[f"{c['kind']}: {c['message']}" for c in checks if not c["ok"]],
            engine_ok=verdict.ok,
            engine_verified=verdict.verified,
            engine_problems=verdict.feedback().splitlines()[1:],
        )
        rows.append(row)
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", choices=editbench.SPLITS)
    ap.add_argument("--ids", default="")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    tasks = editbench.load(args.split)
    ids = {i.strip() for i in args.ids.split(",") if i.strip()}
    if ids:
        tasks = [t for t in tasks if t.id in ids]
    pool = RenderPool(1)
    try:
        rows = verify(tasks, pool)
    finally:
        pool.shutdown()
    failed = [r for r in rows if not r["ok"]]
    for r in rows:
        mark = "ok  " if r["ok"] else "FAIL"
        engine = "engine ok" if r.get("engine_ok") else f"engine: {r.get('engine_problems')}"
        print(f"{mark} {r['id']} {r['category']:<12} minimal {r['minimal']}  {engine}")
        for p in r["problems"]:
            print(f"      {p}")
    agree = sum(bool(r.get("engine_ok")) for r in rows)
    verified = sum(bool(r.get("engine_verified")) for r in rows)
    print(f"\n{len(rows) - len(failed)} of {len(rows)} references meet their tasks; the engine's "
          f"own check passes {agree} of them ({verified} verifiable by the reader)")  # fmt: skip
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1) + "\n", encoding="utf-8")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
