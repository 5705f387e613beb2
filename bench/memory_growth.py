"""Where the server's resident memory grows over a run (issue 19): one line per scene.

Loads the model as the server would (the AMX path where it is on), then runs the agent on the
first N spec test descriptions, printing after each scene the process's resident memory, the
Python heap as tracemalloc sees it (numpy arrays included, touched or not) and the number of
prefix snapshots held in memory; at the end, the Python allocations that grew most. Native
growth (llama.cpp's buffers) is the resident growth the Python heap does not explain.

    MANIMBENCH_PATH=... .venv/bin/python bench/memory_growth.py 15

Run it alone on the machine.
"""

from __future__ import annotations

import argparse
import sys
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))


def main() -> int:
    tracemalloc.start(3)
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("n", nargs="?", type=int, default=15, help="spec test descriptions to run")
    args = ap.parse_args()
    import latency

    from server.backends import LlamaCppBackend
    from server.engine import Engine
    from server.models import accel
    from server.models import store as model_store
    from server.render import RenderPool
    from server.settings import Settings

    n = args.n
    sel = accel.select()
    path = sel.model if sel.active and sel.model else model_store.ensure_model("default")
    pool = RenderPool(1)
    backend = LlamaCppBackend(path, extra_buffers=True if sel.active else None)
    # the agent users run: the product's settings, the engine's hook (the pool's warm-up pauses
    # while the model computes), renders through the pool
    engine = Engine(Settings(), backend=backend, pool=pool)
    backend.load()
    agent = engine.agent()

    def line(label: str) -> None:
        fast = backend._fast
        held = len(fast.store.items) if fast is not None and fast.store is not None else 0
        py_mb = tracemalloc.get_traced_memory()[0] >> 20
        print(label, latency.rss_mb(), f"python {py_mb} MB", f"snapshots {held}", flush=True)

    line(f"loaded (amx {sel.state})")
    before = tracemalloc.take_snapshot()
    for i, desc in enumerate(latency.e2e_descriptions("spec-test", n)):
        result = agent.run(desc)
        line(f"{i} {result.status} rounds {len(result.rounds)}")
    for stat in tracemalloc.take_snapshot().compare_to(before, "lineno")[:10]:
        print(stat)
    pool.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
