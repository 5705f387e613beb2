"""Today's trace fixes (animation swaps, placements: ``server/faithful/swap.py``) on the judged
scenes, rendered, with contact sheets to judge by eye.

    python bench/judged/fixes.py [--folder bench/judged] [--source pool,realspec-dev]
        [--out runs/judged-fixes]

For every judged scene of the chosen sources with a stored scene and trace: today's checks on
its trace (as ``measure.py --checks today``), the fixes their confident findings name, applied
to the scene as the agent's loop applies them, the fixed scene rendered in the sandboxed pool,
and today's checks again. The loop keeps a fix only when the scene renders with fewer findings;
so does this script. Written under ``--out``: ``scenes/<id>.py`` (fixed), ``sheets/<id>.png``,
``traces/<id>.json.gz`` and ``outcomes.jsonl`` (one row per fixed scene: the fixes, findings
before and after, kept or not) laid out as ``run.py`` writes, so the kept scenes can be judged
by eye with the rubric and compared with ``compare.py`` against the folder they came from.
The held-out realistic test half is refused unless ``--allow-test`` (reporting only, never
tuning). Resumable: ids already in ``outcomes.jsonl`` are skipped.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
for p in (ROOT, HERE):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

import measure  # noqa: E402
import run  # noqa: E402

from server.faithful.loop import assess  # noqa: E402
from server.faithful.reader import read_requirements  # noqa: E402
from server.faithful.swap import apply  # noqa: E402
from server.render import RenderPool, render_code  # noqa: E402


def fix_one(folder: Path, row: dict[str, Any], out: Path, pool: RenderPool) -> dict[str, Any]:
    """The row for one scene: its fixes, findings before and after, and whether it is kept."""
    before = measure.todays_verdict(folder, row)
    base = {"id": row["id"], "source": row["source"], "description": row["description"]}
    if before is None or not before.fixes():
        return {**base, "fixes": [], "kept": False}
    code = (folder / "scenes" / f"{row['id']}.py").read_text(encoding="utf-8")
    new_code, applied = apply(code, before.fixes())
    out_row: dict[str, Any] = {
        **base,
        "fixes": [f.to_dict() for f in applied],
        "unmet_before": len(before.unmet),
        "kept": False,
    }
    if not applied:
        return out_row
    result = render_code(new_code, pool=pool, keep_outputs=True)
    out_row["rendered"] = result.ok
    if not result.ok or result.trace is None:
        return out_row
    reqs = read_requirements(row["description"])
    after = assess(new_code, result, reqs, reader=True, description=row["description"])
    out_row["unmet_after"] = len(after.unmet)
    out_row["unmet"] = [u.to_dict() for u in after.unmet]
    out_row["kept"] = after.rank() < before.rank()
    if out_row["kept"]:
        (out / "scenes").mkdir(parents=True, exist_ok=True)
        (out / "scenes" / f"{row['id']}.py").write_text(new_code, encoding="utf-8")
        (out / "traces").mkdir(parents=True, exist_ok=True)
        (out / "traces" / f"{row['id']}.json.gz").write_bytes(
            gzip.compress(json.dumps(result.trace.to_dict()).encode("utf-8"))
        )
        if result.video is not None:
            out_row["sheet_times"] = run.contact_sheet(
                Path(result.video), out / "sheets" / f"{row['id']}.png"
            )
    return out_row


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--folder", type=Path, default=HERE)
    ap.add_argument("--source", default="pool,realspec-dev")
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--allow-test", action="store_true")
    args = ap.parse_args(argv)
    sources = set(args.source.split(","))
    if any(s.startswith("realspec-test") for s in sources) and not args.allow_test:
        ap.error("the realistic test half is held out: pass --allow-test to report on it")
    args.out.mkdir(parents=True, exist_ok=True)
    done_file = args.out / "outcomes.jsonl"
    done = {r["id"] for r in measure.read_jsonl(done_file)}
    rows = [
        r for r in measure.read_jsonl(args.folder / "outcomes.jsonl")
        if r["source"] in sources and r.get("rendered") and r["id"] not in done
    ]  # fmt: skip
    with RenderPool(1) as pool, done_file.open("a", encoding="utf-8") as fh:
        for row in rows:
            res = fix_one(args.folder, row, args.out, pool)
            fh.write(json.dumps(res) + "\n")
            fh.flush()
            if res["fixes"]:
                print(row["id"], res.get("unmet_before"), "->", res.get("unmet_after"),
                      "kept" if res["kept"] else "dropped", flush=True)  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
