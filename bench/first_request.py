"""The first request after a server start, with the render pool's LaTeX warm-up running (issue 19).

A fresh render pool (the product's default size, one worker per core, an empty cache folder so
the warm-up has its strings to compile) is started and, as soon as its workers are ready, the
first generation of a description is sent to the model. Each repetition runs twice, in alternating
order: with the engine's hook (``LlamaCppBackend.compute_hook`` = the pool's ``quiet``: the warm-up
is stopped while the model computes) and without it (the warm-up runs niced beside the model, the
code before this change). The model stays loaded; its context is emptied to the fixed prefix's
snapshot before each request, as after a start with the disk snapshot. Also reported: when the
warm-up finished, counted from the pool's start.

    .venv/bin/python bench/first_request.py [--repeats 3] [--max-tokens 300]

Prints a line per request and ONE JSON object last.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from server.agent import ManimAgent
from server.backends import GenerationParams, LlamaCppBackend
from server.engine import Engine
from server.models import store as model_store
from server.render import RenderPool, render_code
from server.settings import Settings

DESCRIPTIONS = [
    "A green square rotates slowly and then shrinks to a point.",
    "Three dots appear in a row and a line connects them.",
    "A red circle moves to the left while a blue triangle fades in.",
    "Write the equation e^{i pi} + 1 = 0 and underline it.",
]


def warm_children(pool: RenderPool) -> int:
    """How many processes the pool's workers have forked (the warm-up children, between jobs)."""
    n = 0
    for pid in pool.worker_pids():
        try:
            n += len(Path(f"/proc/{pid}/task/{pid}/children").read_text().split())
        except OSError:
            pass
    return n


def one_request(
    backend: LlamaCppBackend, agent: ManimAgent, desc: str, pause: bool, max_tokens: int
) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="first-request-") as tmp:
        t0 = time.perf_counter()
        pool = RenderPool(None, cache_dir=Path(tmp) / "cache", scratch_dir=Path(tmp) / "jobs")
        try:
            ready = pool.wait_ready(180)
            ready_s = time.perf_counter() - t0
            while warm_children(pool) == 0 and time.perf_counter() - t0 < ready_s + 5:
                time.sleep(0.02)  # the warm-up children start right after "ready"
            warming = warm_children(pool)
            backend.compute_hook = pool.quiet if pause else None
            backend._llm.reset()  # the fixed prefix comes from its snapshot
            backend._llm._ctx.kv_cache_seq_rm(-1, 0, -1)
            first: list[float] = []
            t1 = time.perf_counter()
            out = backend.chat(
                agent.first_prompt(desc),
                GenerationParams(max_tokens=max_tokens, temperature=0.0, seed=0),
                on_token=lambda _t: first.append(time.perf_counter()) if not first else None,
            )
            gen_s = time.perf_counter() - t1
            load = os.getloadavg()[0]
            while warm_children(pool) and time.perf_counter() - t0 < 600:
                time.sleep(0.2)
            warm_done_s = time.perf_counter() - t0
        finally:
            backend.compute_hook = None
            pool.shutdown()
    return {
        "pause": pause,
        "ready": ready,
        "pool_ready_s": round(ready_s, 2),
        "warm_children": warming,
        "first_token_s": round(first[0] - t1, 3) if first else None,
        "generation_s": round(gen_s, 3),
        "tokens": out.completion_tokens,
        "warm_up_done_s": round(warm_done_s, 2),
        "load": round(load, 2),
        "text": out.text,
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("--model", choices=["default", "small"], default="default")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--max-tokens", type=int, default=300)
    args = ap.parse_args()
    os.environ["MANIM_AGENT_RENDER_WARM_CACHE"] = "1"
    backend = LlamaCppBackend(model_store.ensure_model(args.model))
    # the agent users run (the product's settings); it only builds prompts here, each request
    # starts its own pool and sets the backend's compute hook itself
    engine = Engine(Settings(), backend=backend, renderer=render_code)
    backend.load()
    agent = engine.agent()
    backend.chat(agent.first_prompt(DESCRIPTIONS[0]), GenerationParams(max_tokens=1))  # snapshot
    rows: list[dict[str, Any]] = []
    for rep in range(args.repeats):
        desc = DESCRIPTIONS[rep % len(DESCRIPTIONS)]
        for pause in (True, False) if rep % 2 == 0 else (False, True):
            row = one_request(backend, agent, desc, pause, args.max_tokens)
            row["repeat"] = rep
            rows.append(row)
            shown = {k: v for k, v in row.items() if k != "text"}
            print(f"request: {json.dumps(shown)}", flush=True)
    same = all(
        a["text"] == b["text"]
        for a in rows
        for b in rows
        if a["repeat"] == b["repeat"] and a["pause"] != b["pause"]
    )

    def med(pause: bool, key: str) -> float:
        return round(statistics.median(r[key] for r in rows if r["pause"] is pause), 3)

    summary = {
        "machine": platform.processor() or platform.machine(),
        "cpus": os.cpu_count(),
        "repeats": args.repeats,
        "max_tokens": args.max_tokens,
        "first_token_paused_s": med(True, "first_token_s"),
        "first_token_running_s": med(False, "first_token_s"),
        "first_token_speedup": round(med(False, "first_token_s") / med(True, "first_token_s"), 2),
        "generation_paused_s": med(True, "generation_s"),
        "generation_running_s": med(False, "generation_s"),
        "generation_speedup": round(med(False, "generation_s") / med(True, "generation_s"), 2),
        "warm_up_done_paused_s": med(True, "warm_up_done_s"),
        "warm_up_done_running_s": med(False, "warm_up_done_s"),
        "same_text": same,
    }
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
