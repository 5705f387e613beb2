"""Render benchmark: cold `manim` CLI per render (the reference pipeline) vs the warm pool.

On N ManimBench test references at -ql, in one run:
  1. cold: one `manim -ql --disable_caching` subprocess per render, stdin from /dev/null;
  2. warm: the same scene through a one-worker pool right after it (per-render latency);
     pass 1 with empty LaTeX/Text caches on both sides, pass 2 with both caches warm;
  3. throughput: the scenes through a two-worker pool, all submitted at once, against the
     one-worker pool's pass 1 run one after another;
  4. (issue 19) a server-start pool: a one-worker pool on a fresh cache that has finished its
     background LaTeX warm-up (server/render/warmcache.py) before the first render, against the
     cold CLI with empty caches, interleaved with a pool whose warm-up is switched off.
Prints a table, then one JSON object on the last line. Run: `.venv/bin/python bench/render.py`.

`--isolation` measures the OS sandbox instead (issue 17): two one-worker pools in one run, one
confining untrusted children (Landlock, capability drop, seccomp), one with the sandbox off
(`MANIM_AGENT_SANDBOX=none` + `MANIM_AGENT_UNSAFE_RENDER=1`; policy, rlimits and network
namespace stay on both). Each scene renders on one, then at once on the other (the order
alternates), for `--rounds` rounds; round 1 starts with empty caches. The figure is the
per-render ratio sandboxed / unconfined; `same_outcome` counts renders whose status and error
type agree on both sides (`-n 100 --rounds 1`: every test reference, nothing legitimate lost).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from server import manimbench
from server.render import RenderPool, RenderResult, render_code
from server.render.api import scene_names_in


def pick_tasks(n: int, ids: list[str] | None) -> list[manimbench.Task]:
    tasks = manimbench.load("test")
    if ids:
        by_id = {t.id: t for t in tasks}
        return [by_id[i] for i in ids]
    return sorted(tasks, key=lambda t: t.id)[:n]


def manim_cli() -> list[str]:
    exe = Path(sys.executable).parent / "manim"
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "manim"]


def cold_render(task: manimbench.Task, work: Path) -> tuple[float, bool]:
    """One reference-pipeline render: a fresh `manim` process, as the paper's harness runs it."""
    import ast

    scene = scene_names_in(ast.parse(task.code))
    src = work / f"{task.id.replace('-', '_')}.py"
    src.write_text(task.code)
    cmd = [*manim_cli(), "-ql", "--disable_caching", "--media_dir", str(work / "media"), str(src)]
    cmd += scene[-1:] if scene else ["-a"]
    t0 = time.perf_counter()
    proc = subprocess.run(
        cmd,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
        check=False,
    )
    return time.perf_counter() - t0, proc.returncode == 0


def warm_render(task: manimbench.Task, pool: RenderPool) -> tuple[float, RenderResult]:
    t0 = time.perf_counter()
    result = render_code(task.code, pool=pool, keep_outputs=False)
    return time.perf_counter() - t0, result


def wait_warm(cache: Path, timeout: float = 120.0) -> float:
    """Wait until a fresh pool's background LaTeX warm-up has filled its slot's tex cache."""
    from server.render.warmcache import WARM_MATHTEX, WARM_TEX

    want = len(set(WARM_MATHTEX)) + len(set(WARM_TEX)) - 4  # a few strings share one .tex
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < timeout:
        if sum(1 for _ in cache.glob("slot-*/tex-keyed/*.svg")) >= want:
            break
        time.sleep(0.5)
    return time.perf_counter() - t0


def throughput(tasks: list[manimbench.Task], pool: RenderPool) -> tuple[float, int]:
    """Submit every task at once (one caller thread each); seconds until all are done."""
    ok = [False] * len(tasks)

    def run(i: int) -> None:
        ok[i] = render_code(tasks[i].code, pool=pool, keep_outputs=False).ok

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(tasks))]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return time.perf_counter() - t0, sum(ok)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("-n", type=int, default=10, help="number of ManimBench test references")
    ap.add_argument("--ids", nargs="*", help="explicit task ids")
    ap.add_argument("--isolation", action="store_true", help="sandbox overhead (see above)")
    ap.add_argument("--rounds", type=int, default=3, help="rounds of --isolation")
    ap.add_argument("--skip-warm", action="store_true", help="skip the server-start section")
    ap.add_argument("--only-warm", action="store_true", help="run only the server-start section")
    args = ap.parse_args()
    tasks = pick_tasks(args.n, args.ids)
    if args.isolation:
        return isolation_bench(tasks, args.rounds)

    # Each cold/warm pair runs back to back, so load from other processes hits both alike.
    # Pass 1 starts with empty LaTeX/Text caches on both sides (a fresh media dir for the CLI,
    # a fresh cache dir for the pool); pass 2 repeats the renders with those caches warm.
    rows: list[dict[str, object]] = [{"id": t.id} for t in tasks]
    cache_root = Path(tempfile.mkdtemp(prefix="bench-render-cache-"))
    work = Path(tempfile.mkdtemp(prefix="bench-render-cli-"))
    t0 = time.perf_counter()
    rows = rows if not args.only_warm else []
    off_env: dict[str, str | None] = {"MANIM_AGENT_RENDER_WARM_CACHE": "0"}  # the issue-3 pools
    with RenderPool(1, cache_dir=cache_root / "pool1", env=off_env) as pool1:
        pool1.wait_ready()
        start1 = time.perf_counter() - t0
        seq_s = 0.0
        for label in ("", "2"):
            for row, task in zip(rows, tasks, strict=False):
                cold_s, cold_ok = cold_render(task, work)
                warm_s, result = warm_render(task, pool1)
                if not label:
                    seq_s += warm_s
                row.update(
                    {
                        f"cold{label}_s": round(cold_s, 3),
                        f"cold{label}_ok": cold_ok,
                        f"warm{label}_s": round(warm_s, 3),
                        f"warm{label}_ok": result.ok,
                        f"speedup{label}": round(cold_s / warm_s, 2),
                    }
                )
                print(
                    f"pass {label or 1} {task.id}: cold {cold_s:5.2f}s "
                    f"{'ok' if cold_ok else 'FAILED':6s} warm {warm_s:5.2f}s "
                    f"{result.status:8s} speedup {cold_s / warm_s:5.2f}x",
                    flush=True,
                )

    t0 = time.perf_counter()
    par_s, par_ok, start2 = 1.0, 0, 0.0
    if not args.only_warm:
        with RenderPool(2, cache_dir=cache_root / "pool2", env=off_env) as pool2:
            pool2.wait_ready()
            start2 = time.perf_counter() - t0
            par_s, par_ok = throughput(tasks, pool2)
    # server start: pools on fresh caches, one with the background LaTeX warm-up finished, one
    # with it off; each render interleaved with a cold CLI render on an empty media dir
    warm_rows: list[dict[str, object]] = []
    if not args.skip_warm:
        with (
            RenderPool(1, cache_dir=cache_root / "start-warm") as pw,
            RenderPool(1, cache_dir=cache_root / "start-off", env=off_env) as po,
        ):
            pw.wait_ready()
            po.wait_ready()
            warm_wait = wait_warm(cache_root / "start-warm")
            for task in tasks:
                fresh = Path(tempfile.mkdtemp(prefix="bench-render-cli-", dir=work))
                cold_s, cold_ok = cold_render(task, fresh)
                on_s, on = warm_render(task, pw)
                off_s, off = warm_render(task, po)
                warm_rows.append(
                    {
                        "id": task.id,
                        "cold_s": round(cold_s, 3),
                        "start_warm_s": round(on_s, 3),
                        "start_off_s": round(off_s, 3),
                        "ok": [cold_ok, on.ok, off.ok],
                        "speedup_warm": round(cold_s / on_s, 2),
                        "speedup_off": round(cold_s / off_s, 2),
                    }
                )
                print(
                    f"server start {task.id}: cold {cold_s:5.2f}s, pool with warm-up "
                    f"{on_s:5.2f}s ({cold_s / on_s:4.1f}x), without {off_s:5.2f}s "
                    f"({cold_s / off_s:4.1f}x)",
                    flush=True,
                )
    shutil.rmtree(cache_root, ignore_errors=True)
    shutil.rmtree(work, ignore_errors=True)

    def col(key: str) -> list[float]:
        return [float(r[key]) for r in rows] or [0.0]  # type: ignore[arg-type]

    n = len(tasks)
    cold, warm = col("cold_s"), col("warm_s")
    summary = {
        "benchmark": "render",
        "machine": {
            "cpus": os.cpu_count(),
            "platform": platform.platform(),
            "python": platform.python_version(),
            "load_avg_1m": round(os.getloadavg()[0], 2),
        },
        "quality": "l",
        "tasks": n,
        "cold_median_s": round(statistics.median(cold), 3),
        "warm_median_s": round(statistics.median(warm), 3),
        "median_speedup": round(statistics.median(col("speedup")), 2),
        "median_speedup_warm_caches": round(statistics.median(col("speedup2")), 2),
        "cold2_median_s": round(statistics.median(col("cold2_s")), 3),
        "warm2_median_s": round(statistics.median(col("warm2_s")), 3),
        "cold_sequential_per_min": round(60 * n / sum(cold), 1) if sum(cold) else None,
        "pool1_sequential_per_min": round(60 * n / seq_s, 1) if seq_s else None,
        "pool2_parallel_per_min": round(60 * n / par_s, 1),
        "pool2_vs_pool1_sequential": round(seq_s / par_s, 2),
        "pool2_ok": par_ok,
        "pool_start_s": {"size1": round(start1, 2), "size2": round(start2, 2)},
        "renders": rows,
    }
    if warm_rows:
        summary["server_start"] = {
            "warm_up_wait_s": round(warm_wait, 1),
            "median_speedup_with_warm_up": round(
                statistics.median(float(str(r["speedup_warm"])) for r in warm_rows), 2
            ),
            "median_speedup_without": round(
                statistics.median(float(str(r["speedup_off"])) for r in warm_rows), 2
            ),
            "renders": warm_rows,
        }
    print()
    print(
        f"fresh caches: median cold {summary['cold_median_s']}s, warm {summary['warm_median_s']}s, "
        f"median speedup {summary['median_speedup']}x (goal >= 5x)"
    )
    print(
        f"warm caches:  median cold {summary['cold2_median_s']}s, "
        f"warm {summary['warm2_median_s']}s, median speedup "
        f"{summary['median_speedup_warm_caches']}x"
    )
    print(
        f"throughput: cold CLI {summary['cold_sequential_per_min']}/min, pool(1) sequential "
        f"{summary['pool1_sequential_per_min']}/min, pool(2) {summary['pool2_parallel_per_min']}/min"
    )
    print(json.dumps(summary))
    return 0


def confine_cost_ms(n: int = 20) -> float:
    """Median milliseconds a forked child spends applying the sandbox (env, Landlock, caps,
    seccomp), measured in the child itself and sent back over a pipe."""
    from server.render.isolation import confine_untrusted, detect, prepare

    info = detect()
    prepare(info.landlock_abi)  # what a warm worker does once before it forks
    times: list[float] = []
    for _ in range(n):
        job = Path(tempfile.mkdtemp(prefix="bench-confine-"))
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:  # pragma: no cover - child
            os.close(r)
            t0 = time.perf_counter()
            confine_untrusted(job, [], info)
            os.write(w, str((time.perf_counter() - t0) * 1000).encode())
            os._exit(0)
        os.close(w)
        with os.fdopen(r) as fh:
            times.append(float(fh.read() or "nan"))
        os.waitpid(pid, 0)
        shutil.rmtree(job, ignore_errors=True)
    return round(statistics.median(times), 2)


def isolation_bench(tasks: list[manimbench.Task], rounds: int) -> int:
    """Per-render cost of the OS sandbox: the same scenes, sandboxed and not, back to back."""
    from server.render.isolation import SANDBOX_ENV, UNSAFE_ENV, detect

    cache_root = Path(tempfile.mkdtemp(prefix="bench-isolation-"))
    off: dict[str, str | None] = {SANDBOX_ENV: "none", UNSAFE_ENV: "1"}
    rows: list[dict[str, object]] = []
    with (
        RenderPool(1, cache_dir=cache_root / "on") as on,
        RenderPool(1, cache_dir=cache_root / "off", env=off) as unconfined,
    ):
        on.wait_ready()
        unconfined.wait_ready()
        for rnd in range(1, rounds + 1):
            for i, task in enumerate(tasks):
                pair = [("on", on), ("off", unconfined)]
                if (i + rnd) % 2:
                    pair.reverse()  # alternate which side goes first
                row: dict[str, object] = {"id": task.id, "round": rnd}
                for name, pool in pair:
                    secs, result = warm_render(task, pool)
                    row[f"{name}_s"] = round(secs, 4)
                    row[f"{name}_ok"] = result.ok
                    row[f"{name}_status"] = result.status
                    row[f"{name}_error"] = result.error.type if result.error else None
                    row[f"{name}_sandbox"] = result.sandbox
                row["ratio"] = round(float(row["on_s"]) / float(row["off_s"]), 3)  # type: ignore[arg-type]
                rows.append(row)
                print(
                    f"round {rnd} {task.id}: sandboxed {row['on_s']:.3f}s ({row['on_sandbox']}) "
                    f"unconfined {row['off_s']:.3f}s ratio {row['ratio']:.3f}",
                    flush=True,
                )
    shutil.rmtree(cache_root, ignore_errors=True)
    both_ok = [r for r in rows if r["on_ok"] and r["off_ok"]]
    first = [float(r["ratio"]) for r in both_ok if r["round"] == 1]  # type: ignore[arg-type]
    later = [float(r["ratio"]) for r in both_ok if r["round"] != 1]  # type: ignore[arg-type]
    on_total = sum(float(r["on_s"]) for r in both_ok)  # type: ignore[arg-type,misc]
    off_total = sum(float(r["off_s"]) for r in both_ok)  # type: ignore[arg-type,misc]
    summary = {
        "benchmark": "render-isolation",
        "isolation": detect().describe(),
        "machine": {
            "cpus": os.cpu_count(),
            "platform": platform.platform(),
            "python": platform.python_version(),
            "load_avg_1m": round(os.getloadavg()[0], 2),
        },
        "tasks": len(tasks),
        "rounds": rounds,
        "renders_ok_both": len(both_ok),
        # the same outcome sandboxed and unconfined (status and error type): nothing lost
        "same_outcome": sum(
            1 for r in rows if (r["on_status"], r["on_error"]) == (r["off_status"], r["off_error"])
        ),
        "renders": len(rows),
        "median_ratio_all": round(statistics.median(first + later), 3) if both_ok else None,
        "median_ratio_round1": round(statistics.median(first), 3) if first else None,
        "median_ratio_later_rounds": round(statistics.median(later), 3) if later else None,
        "total_ratio": round(on_total / off_total, 3) if off_total else None,
        "median_sandboxed_s": round(statistics.median(float(r["on_s"]) for r in both_ok), 3),  # type: ignore[arg-type]
        "median_unconfined_s": round(statistics.median(float(r["off_s"]) for r in both_ok), 3),  # type: ignore[arg-type]
        "confine_ms_median": confine_cost_ms(),
        "rows": rows,
    }
    print()
    print(
        f"sandbox overhead: median per-render ratio {summary['median_ratio_all']} "
        f"(round 1 {summary['median_ratio_round1']}, later {summary['median_ratio_later_rounds']}), "
        f"total time ratio {summary['total_ratio']} over {len(both_ok)} renders (goal <= 1.10); "
        f"applying the sandbox in a child: {summary['confine_ms_median']} ms; "
        f"same outcome sandboxed and unconfined: {summary['same_outcome']}/{len(rows)}"
    )
    for r in rows:
        if (r["on_status"], r["on_error"]) != (r["off_status"], r["off_error"]):
            print(f"  differs: {r['id']} round {r['round']}: {r}")
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
