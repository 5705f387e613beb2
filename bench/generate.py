"""Generation speed of the embedded model on ManimBench test descriptions.

Measures, in one run: model load (cold, a fresh llama.cpp instance), time to first token, tokens per
second, and end-to-end time (description -> code -> rendered video, vanilla strategy, one round) for
N test descriptions. Prints one JSON object per task and a JSON summary on the last line.

    .venv/bin/python bench/generate.py [--model PATH | --embedded small] [--n 5]
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

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from server import manimbench
from server.engine import Engine
from server.models import store as model_store
from server.settings import DEFAULTS, PRESETS, Settings


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--model", help="GGUF path (default: the embedded model)")
    ap.add_argument("--embedded", default="default", choices=sorted(model_store.EMBEDDED_MODELS))
    ap.add_argument("--n", type=int, default=5, help="number of ManimBench test tasks")
    ap.add_argument("--max-tokens", type=int, default=DEFAULTS["max_tokens"])
    args = ap.parse_args()

    path = Path(args.model) if args.model else model_store.ensure_model(args.embedded)
    # the paper's vanilla configuration: one generation, one render
    settings = Settings(use_registry=False, model_path=str(path), max_tokens=args.max_tokens)
    settings.update(PRESETS["paper-vanilla"])
    engine = Engine(settings)
    engine.backend()
    load_s = engine.load_s
    agent = engine.agent()
    rows = []
    for task in manimbench.load("test")[: args.n]:
        t0 = time.perf_counter()
        result = agent.run(task.description)
        e2e = time.perf_counter() - t0
        comp = result.rounds[0].completion
        assert comp is not None
        tps = comp.tokens_per_s
        row = {
            "task": task.id,
            "prompt_tokens": comp.prompt_tokens,
            "completion_tokens": comp.completion_tokens,
            "first_token_s": round(comp.first_token_s or 0.0, 3),
            "tokens_per_s": round(tps, 2) if tps else None,
            "generation_s": round(comp.total_s, 3),
            "render_s": round(result.timings()["render_s"], 3),
            "end_to_end_s": round(e2e, 3),
            "status": result.status,
        }
        rows.append(row)
        print(json.dumps(row), flush=True)
    engine.close()

    def med(key: str) -> float | None:
        vals = [r[key] for r in rows if r[key] is not None]
        return round(statistics.median(vals), 3) if vals else None

    summary = {
        "model": path.name,
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        "tasks": len(rows),
        "load_s": round(load_s, 3),
        "median_first_token_s": med("first_token_s"),
        "median_tokens_per_s": med("tokens_per_s"),
        "median_generation_s": med("generation_s"),
        "median_end_to_end_s": med("end_to_end_s"),
        "rendered": sum(r["status"] == "success" for r in rows),
    }
    print(json.dumps({"summary": summary}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
