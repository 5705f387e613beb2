"""Scene trace benchmark: its cost, and what the generic checks say about reference scenes.

On a sample of ManimBench references (train split by default: every k-th task by id), in one run
with one warm worker: each scene renders with the trace off and on, back to back and in
alternating order (``--reps`` times each, after one untimed warm-up render that fills the
LaTeX/Text caches), so load from other processes hits both alike. The
render time is the child's (fork to reap, the engine's ``render_time``). Then the generic
findings of each traced render are listed: on reference scenes, each finding is either a real
flaw of the reference or a false positive to tune away.

Prints one line per task, then one JSON object on the last line.
Run: `.venv/bin/python bench/trace.py -n 30 [--split train] [--reps 2] [--out FILE]`.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from server import manimbench
from server.faithful.generic import generic_findings
from server.render import RenderPool, render_code

# Scenes that stress the recorder: many steps with many visible mobjects (ours, not ManimBench).
STRESS = {
    "stress-steps": """from manim import *

class ManySteps(Scene):
    def construct(self):
        dots = VGroup(*[Dot(radius=0.05) for _ in range(60)]).arrange_in_grid(6, 10, buff=0.4)
        labels = VGroup(*[Text(str(i), font_size=14).next_to(d, UP, buff=0.05)
                          for i, d in enumerate(dots)])
        self.add(dots, labels)
        for i in range(80):
            self.play(dots[i % 60].animate.scale(1.5), run_time=0.1)
""",
    "stress-text": """from manim import *

class ManyTexts(Scene):
    def construct(self):
        lines = VGroup(*[Text(f"line {i}: the quick brown fox", font_size=18)
                         for i in range(24)]).arrange(DOWN, buff=0.1)
        for line in lines:
            self.add(line)
            self.wait(0.1)
        counter = Integer(0).to_corner(UR)
        self.add(counter)
        for k in range(30):
            self.play(counter.animate.set_value(k), run_time=0.1)
""",
}


def pick(split: str, n: int, ids: list[str] | None, offset: int = 0) -> list[manimbench.Task]:
    tasks = sorted(manimbench.load(split), key=lambda t: t.id)
    if ids:
        by_id = {t.id: t for t in tasks}
        return [by_id[i] for i in ids]
    step = max(1, len(tasks) // n)
    return tasks[offset::step][:n]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("-n", type=int, default=30)
    ap.add_argument("--split", default="train", choices=manimbench.SPLITS)
    ap.add_argument("--ids", nargs="*")
    ap.add_argument("--offset", type=int, default=0, help="start the every-k-th sample here")
    ap.add_argument("--stress", action="store_true", help="add two scenes with many steps")
    ap.add_argument("--reps", type=int, default=2, help="renders per setting per task")
    ap.add_argument("--timeout", type=float, default=90.0)
    ap.add_argument("--out", help="also write the JSON summary here")
    args = ap.parse_args()
    tasks = [] if args.n == 0 else pick(args.split, args.n, args.ids, args.offset)
    if args.stress:
        tasks += [manimbench.Task(k, "ours", "stress", k, code) for k, code in STRESS.items()]
    rows: list[dict[str, Any]] = []
    load_start = os.getloadavg()[0]
    t_run = time.perf_counter()
    with RenderPool(1) as pool:
        pool.wait_ready()
        for task in tasks:
            times: dict[bool, list[float]] = {False: [], True: []}
            traced = None
            # untimed warm-up: LaTeX and Text caches filled for both settings alike
            ok = render_code(task.code, pool=pool, keep_outputs=False, timeout=args.timeout).ok
            for rep in range(args.reps if ok else 0):
                order = (False, True) if rep % 2 == 0 else (True, False)
                for on in order:
                    r = render_code(
                        task.code, pool=pool, keep_outputs=False, trace=on, timeout=args.timeout
                    )
                    ok = ok and r.ok
                    times[on].append(r.render_time)
                    if on:
                        traced = r
            row: dict[str, Any] = {"id": task.id, "ok": ok}
            if ok and traced is not None:
                off_s, on_s = statistics.median(times[False]), statistics.median(times[True])
                findings = generic_findings(traced.trace, task.code)
                trace_kb = len(json.dumps(traced.trace.to_dict())) / 1024 if traced.trace else 0
                row.update(
                    {
                        "off_s": round(off_s, 3),
                        "on_s": round(on_s, 3),
                        "ratio": round(on_s / off_s, 3) if off_s > 0 else None,
                        "steps": len(traced.trace.steps) if traced.trace else 0,
                        "trace_kb": round(trace_kb, 1),
                        "findings": [f.to_dict() for f in findings],
                    }
                )
                codes = ", ".join(f"{f.severity[0]}:{f.code}@{f.line}" for f in findings)
                print(
                    f"{task.id}: off {off_s:5.2f}s on {on_s:5.2f}s "
                    f"x{on_s / off_s:4.2f} {len(traced.trace.steps) if traced.trace else 0:3d} "
                    f"steps {trace_kb:6.1f} KB | {codes}",
                    flush=True,
                )
            else:
                err = traced.error.summary() if traced and traced.error else "render failed"
                row["error"] = err
                print(f"{task.id}: not rendered ({err})", flush=True)
            rows.append(row)
    done = [r for r in rows if r.get("off_s")]
    off_total = sum(float(r["off_s"]) for r in done)
    on_total = sum(float(r["on_s"]) for r in done)
    with_err = [r for r in done if any(f["severity"] == "error" for f in r["findings"])]
    with_any = [r for r in done if r["findings"]]
    summary = {
        "benchmark": "trace",
        "machine": {
            "cpus": os.cpu_count(),
            "platform": platform.platform(),
            "python": platform.python_version(),
            "load_avg_1m_start": round(load_start, 2),
            "load_avg_1m_end": round(os.getloadavg()[0], 2),
        },
        "split": args.split,
        "tasks": len(tasks),
        "rendered": len(done),
        "reps": args.reps,
        "render_s_trace_off": round(off_total, 2),
        "render_s_trace_on": round(on_total, 2),
        "overhead_total": round(on_total / off_total - 1, 4) if off_total else None,
        "overhead_median": round(statistics.median(float(r["ratio"]) for r in done) - 1, 4)
        if done
        else None,
        "tasks_with_error_findings": len(with_err),
        "tasks_with_any_findings": len(with_any),
        "wall_s": round(time.perf_counter() - t_run, 1),
        "rows": rows,
    }
    print(
        f"\nrendered {len(done)}/{len(tasks)}; render time trace off {off_total:.1f}s, on "
        f"{on_total:.1f}s: overhead {100 * (summary['overhead_total'] or 0):.1f}% (median per "
        f"task {100 * (summary['overhead_median'] or 0):.1f}%); tasks with error findings "
        f"{len(with_err)}, with any {len(with_any)}"
    )
    text = json.dumps(summary)
    if args.out:
        Path(args.out).write_text(text + "\n", encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
