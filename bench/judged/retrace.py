"""Render the judged scenes again to refresh their stored traces with today's tracer.

    python bench/judged/retrace.py [--ids judged-001,real-002] [--only-older]

The scenes in ``scenes/`` are fixed code, so rendering one again shows the same video; what
changes is what today's tracer records about it (docs/trace.md, ``TRACE_VERSION``). Only
``traces/<id>.json.gz`` is rewritten, for scenes whose outcome row says they rendered: the
verdicts, the outcomes, the scenes and the contact sheets stay as they are. ``measure.py --checks
today`` then judges every scene with today's reader and checks on today's trace.
``--only-older`` skips traces already at today's version, so a stopped run resumes.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from server.render import render_code  # noqa: E402
from server.render.trace import TRACE_VERSION  # noqa: E402

HERE = Path(__file__).resolve().parent


def stored_version(path: Path) -> int:
    if not path.is_file():
        return 0
    return int(json.loads(gzip.decompress(path.read_bytes())).get("version", 1))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--ids", default="")
    ap.add_argument("--only-older", action="store_true")
    ap.add_argument("--folder", type=Path, default=HERE)
    args = ap.parse_args(argv)
    folder: Path = args.folder
    rows = [
        json.loads(ln)
        for ln in (folder / "outcomes.jsonl").read_text(encoding="utf-8").splitlines()
        if ln.strip()
    ]
    wanted = set(args.ids.split(",")) if args.ids else None
    todo = []
    for row in rows:
        tid = row["id"]
        if not row.get("rendered") or (wanted is not None and tid not in wanted):
            continue
        trace_file = folder / "traces" / f"{tid}.json.gz"
        if args.only_older and stored_version(trace_file) >= TRACE_VERSION:
            continue
        todo.append(row)
    print(f"{len(todo)} traces to refresh (tracer version {TRACE_VERSION})", flush=True)
    failed = 0
    for k, row in enumerate(todo, 1):
        tid = row["id"]
        code = (folder / "scenes" / f"{tid}.py").read_text(encoding="utf-8")
        t0 = time.perf_counter()
        result = render_code(code, keep_outputs=False)
        if not result.ok or result.trace is None:
            failed += 1
            print(
                f"[{k}/{len(todo)}] {tid} did not render again: {result.error_text().splitlines()[-1:]}"
            )
            continue
        raw = json.dumps(result.trace.to_dict(), separators=(",", ":")).encode()
        (folder / "traces" / f"{tid}.json.gz").write_bytes(gzip.compress(raw, mtime=0))
        print(f"[{k}/{len(todo)}] {tid} {time.perf_counter() - t0:.1f}s", flush=True)
    print(f"done; {failed} did not render again", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
