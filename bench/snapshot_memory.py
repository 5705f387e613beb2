"""Memory of taking a prefix snapshot (issue 19): the peak resident memory a KV state copy adds.

The fast path keeps recurring prompt prefixes as llama.cpp sequence states (bytes). Copying the
state out of a ctypes buffer by slicing it (``bytes(buf[:n])``, the code before 2026-11-26) first
builds a Python list of n ints, 8 bytes a state byte; ``ctypes.string_at`` copies once. This reads
one prompt of ``--tokens`` tokens into the default model's context and takes its state both ways,
resetting the peak (VmHWM, via /proc/self/clear_refs) before each, several times alternating.

    .venv/bin/python bench/snapshot_memory.py [--model default] [--tokens 1000] [--repeats 3]

Prints a line per copy and ONE JSON object last.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.latency import rss_mb
from server.backends import LlamaCppBackend
from server.models import store as model_store


def reset_peak() -> None:
    Path("/proc/self/clear_refs").write_text("5")  # VmHWM := VmRSS (Linux 4.0+)


def copy_state(ctx: Any, how: str) -> tuple[int, float, float]:
    """Take sequence 0's state; returns (bytes, seconds, peak MB above the resident before)."""
    import llama_cpp

    reset_peak()
    before = rss_mb()["VmRSS"]
    t = time.perf_counter()
    size = int(llama_cpp.llama_state_seq_get_size(ctx, 0))
    buf = (ctypes.c_uint8 * size)()
    n = int(llama_cpp.llama_state_seq_get_data(ctx, buf, size, 0))
    data = bytes(buf[:n]) if how == "slice" else ctypes.string_at(buf, n)
    took = time.perf_counter() - t
    peak = rss_mb()["VmHWM"] - before
    assert len(data) == n
    del data, buf
    return n, took, peak


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--model", default="default", help="embedded name or a GGUF path")
    ap.add_argument("--tokens", type=int, default=1000, help="prompt tokens in the context")
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args()
    if args.model in model_store.EMBEDDED_MODELS:
        path = model_store.ensure_model(args.model)
    else:
        path = Path(args.model)
    load0 = os.getloadavg()[0]
    backend = LlamaCppBackend(path)
    backend.load()
    llm = backend._llm
    assert llm is not None
    prompt = llm.tokenize(("from manim import *\n" * 400).encode())[: args.tokens]
    llm.reset()
    llm.eval(prompt)
    rows: dict[str, list[tuple[int, float, float]]] = {"slice": [], "string_at": []}
    for _ in range(args.repeats):
        for how in ("slice", "string_at"):
            n, took, peak = copy_state(llm._ctx.ctx, how)
            rows[how].append((n, took, peak))
            print(f"{how}: {n / 2**20:.1f} MB state, {took:.3f} s, peak +{peak:.1f} MB", flush=True)
    out: dict[str, Any] = {
        "benchmark": "snapshot_memory",
        "model": path.name,
        "tokens": len(prompt),
        "state_mb": round(rows["slice"][0][0] / 2**20, 1),
        "machine": {"cpus": os.cpu_count(), "platform": platform.platform(), "load_avg": load0},
    }
    for how, rs in rows.items():
        out[f"{how}_peak_mb"] = round(statistics.median(r[2] for r in rs), 1)
        out[f"{how}_s"] = round(statistics.median(r[1] for r in rs), 3)
    out["peak_ratio"] = round(out["slice_peak_mb"] / max(out["string_at_peak_mb"], 0.1), 2)
    out["time_ratio"] = round(out["slice_s"] / max(out["string_at_s"], 1e-6), 2)
    backend.close()
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
