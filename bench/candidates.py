"""What N candidates cost (issue 19, parallel candidates): the backend's batched ``chat_n`` against
N ``chat`` calls one after another, on the agent's real first-generation prompts, in one run.

For each description and N in (1, 2, 4), back to back on the same loaded model:

* ``sequential``: ``sequential_candidates`` (N ``chat`` calls with the candidates' own settings:
  candidate 1 the agent's, 2..N at least temperature 0.7 with seeds seed+k), the fast path's
  prefix reuse included;
* ``batched``: ``LlamaCppBackend.chat_n`` (N sequences of one batch sharing the prompt's cells).

Both start with the prompt already read once (a warm-up call each), so the figures compare the
generation of the answers; both produce the same candidates (same samplers and seeds), which is
checked and printed (``identical``). Also the resident memory before and after the candidates'
context exists. Prints one line per measurement and ONE JSON object last.

    nice -n 10 .venv/bin/python bench/candidates.py --model small --tasks 2 --threads 1
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.latency import DESCRIPTIONS, load_avg, rss_mb
from server.backends import GenerationParams, LlamaCppBackend
from server.backends.base import sequential_candidates
from server.engine import Engine
from server.models import store as model_store
from server.render import render_code
from server.settings import Settings


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--model", default="small", help="embedded name (default, small) or a GGUF")
    ap.add_argument("--tasks", type=int, default=2, help="descriptions (prompts) to measure")
    ap.add_argument("--max-tokens", type=int, default=192, help="token cap of each candidate")
    ap.add_argument("--threads", type=int, default=None, help="llama.cpp threads (default: cores)")
    ap.add_argument("--ns", type=int, nargs="*", default=[1, 2, 4], help="candidate counts")
    args = ap.parse_args()

    t0 = time.perf_counter()
    if args.model in model_store.EMBEDDED_MODELS:
        path = model_store.ensure_model(args.model)
    else:
        path = Path(args.model)
    backend = LlamaCppBackend(path, n_threads=args.threads)
    # the agent users run (the product's settings); it only builds prompts here: no render pool
    engine = Engine(Settings(), backend=backend, renderer=render_code)
    backend.load()
    rss_loaded = rss_mb()
    agent = engine.agent()
    options = agent.options
    params = GenerationParams(
        max_tokens=args.max_tokens,
        temperature=options.generation.temperature,
        seed=options.generation.seed,
    )
    warm = GenerationParams(max_tokens=1, temperature=0.0)
    rows: list[dict[str, Any]] = []
    rss_before_context: dict[str, float] = {}
    rss_after_context: dict[str, float] = {}
    for i, desc in enumerate(DESCRIPTIONS[: args.tasks]):
        msgs = agent.first_prompt(desc)
        for n in args.ns:
            backend.chat(msgs, warm)  # the prompt in the main context
            t1 = time.perf_counter()
            seq = sequential_candidates(backend, msgs, n, params)
            seq_s = time.perf_counter() - t1
            if not rss_before_context:
                rss_before_context = rss_mb()
            backend.chat_n(msgs, max(n, 2), warm)  # the prompt in the candidates' context
            if not rss_after_context:
                rss_after_context = rss_mb()
            t1 = time.perf_counter()
            bat = backend.chat_n(msgs, n, params)
            bat_s = time.perf_counter() - t1
            row = {
                "task": i,
                "n": n,
                "prompt_tokens": bat[0].prompt_tokens,
                "tokens": [c.completion_tokens for c in bat],
                "sequential_s": round(seq_s, 2),
                "batched_s": round(bat_s, 2),
                "speedup": round(seq_s / bat_s, 2),
                "identical": sum(a.text == b.text for a, b in zip(seq, bat, strict=True)),
                "load": load_avg(),
            }
            rows.append(row)
            print(f"candidates: {json.dumps(row)}", flush=True)
    one = {r["task"]: r["batched_s"] for r in rows if r["n"] == 1}
    by_n: dict[str, Any] = {}
    for n in args.ns:
        sel = [r for r in rows if r["n"] == n]
        by_n[str(n)] = {
            "sequential_s": round(sum(r["sequential_s"] for r in sel), 2),
            "batched_s": round(sum(r["batched_s"] for r in sel), 2),
            "batched_vs_one": round(
                sum(r["batched_s"] for r in sel) / sum(one[r["task"]] for r in sel), 2
            )
            if one
            else None,
            "speedup_vs_sequential": round(
                sum(r["sequential_s"] for r in sel) / sum(r["batched_s"] for r in sel), 2
            ),
            "tokens": sum(sum(r["tokens"]) for r in sel),
            "identical": sum(r["identical"] for r in sel),
            "of": n * len(sel),
        }
    summary = {
        "benchmark": "candidates",
        "model": path.name,
        "threads": backend.n_threads,
        "max_tokens": args.max_tokens,
        "machine": {
            "cpus": os.cpu_count(),
            "platform": platform.platform(),
            "python": platform.python_version(),
        },
        "rss_loaded_mb": rss_loaded,
        "rss_before_candidates_context_mb": rss_before_context,
        "rss_with_candidates_context_mb": rss_after_context,
        "by_n": by_n,
        "rows": rows,
        "load_avg_end": load_avg(),
        "wall_s": round(time.perf_counter() - t0, 1),
    }
    backend.close()
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
