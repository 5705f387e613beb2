"""Today's checks on right scenes: the library's own example scenes against their docstrings.

Every scene in ``kb/example_scenes/`` was rendered and looked at when it was written, and its
class docstring says what it shows (the description retrieval matches). Rendering each one and
judging it against its docstring with the checks the agent runs (``assess`` with the reader, the
generic and the described checks) measures what the checks say about scenes known to be right:
every unmet check here is either a false failure of a check or of the reader, or a docstring
that says more than the scene shows (an explanation of the code read as more objects).

    python bench/library_checks.py [--jobs 2] [--only NAME,...] [--out FILE]

Prints one line per scene with unmet checks and writes a JSON report (default
``bench/results/library-checks.json``): per scene its unmet checks, and the count of scenes with
each check code unmet.
"""

from __future__ import annotations

import argparse
import ast
import json
import sys
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from server.faithful.loop import assess, read_requirements  # noqa: E402
from server.render import RenderPool, render_code  # noqa: E402

SCENES = ROOT / "kb" / "example_scenes"


def docstring(code: str) -> str:
    """The first scene class's docstring (the scene's description), or ''."""
    for node in ast.parse(code).body:
        if isinstance(node, ast.ClassDef):
            return ast.get_docstring(node) or ""
    return ""


def judge(path: Path, pool: RenderPool) -> dict[str, Any]:
    code = path.read_text(encoding="utf-8")
    description = docstring(code)
    row: dict[str, Any] = {"scene": path.name, "description": description}
    result = render_code(code, pool=pool, keep_outputs=False)
    row["rendered"] = result.ok
    if not result.ok:
        row["error"] = result.error_text()[-300:]
        return row
    verdict = assess(
        code, result, read_requirements(description), reader=True, description=description
    )
    row["checks"] = verdict.total
    row["unmet"] = [{"code": u.code, "message": u.message} for u in verdict.unmet]
    return row


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only", default="", help="comma-separated scene names (without .py)")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "library-checks.json")
    args = ap.parse_args(argv)
    paths = sorted(SCENES.glob("*.py"))
    if args.only:
        wanted = set(args.only.split(","))
        paths = [p for p in paths if p.stem in wanted]
    rows: list[dict[str, Any]] = []
    with RenderPool(args.jobs) as pool:
        if not pool.wait_ready(180):
            print(f"the render pool did not start: {pool.stats()}", file=sys.stderr)
            return 1
        with ThreadPoolExecutor(args.jobs) as ex:
            for row in ex.map(lambda p: judge(p, pool), paths):
                rows.append(row)
                if row.get("unmet") or not row["rendered"]:
                    what = "; ".join(f"{u['code']}: {u['message'][:100]}" for u in row["unmet"])
                    print(f"{row['scene']}: {what or 'did not render'}", flush=True)
    codes = Counter(
        u["code"] for r in rows for u in {x["code"]: x for x in r.get("unmet", [])}.values()
    )
    report = {
        "scenes": len(rows),
        "rendered": sum(1 for r in rows if r["rendered"]),
        "with_unmet": sum(1 for r in rows if r.get("unmet")),
        "scenes_by_code": dict(codes.most_common()),
        "rows": rows,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    print(
        f"{report['with_unmet']} of {report['scenes']} scenes with unmet checks "
        f"({report['rendered']} rendered); {args.out}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
