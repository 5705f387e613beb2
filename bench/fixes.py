"""What the kb's fix-all alone rescues in a finished evaluation run, without any model call.

For every task of a run that did not render, the final code gets `kb.fixes.fix_all` and, when
something changed, a real render (untrusted, low quality). Prints how many failures had fixes
applied, how many of those now pass the static checks, and how many render.

    python bench/fixes.py bench/results/eval/best [--json]
    python bench/fixes.py bench/results/training/rft-cpu/rft-data/outcomes.jsonl
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def rescue(run: Path, timeout: float = 60.0) -> dict[str, Any]:
    import kb
    from kb.fixes import fix_all
    from server.render import render_code

    # an evaluation run folder (results.jsonl), or an RFT data outcomes file
    path = run if run.is_file() else run / "results.jsonl"
    rows = [json.loads(line) for line in path.read_text().splitlines() if line]
    if path.name == "outcomes.jsonl":
        failed = [r for r in rows if r.get("reason") == "render-failed" and r.get("code")]
    else:
        failed = [r for r in rows if not r.get("rendered") and r.get("code")]
    name = run.name if run.is_dir() else f"{run.parent.parent.name}/{run.name}"
    out: dict[str, Any] = {"run": name, "tasks": len(rows), "failed": len(failed)}
    per_task = []
    classes: Counter[str] = Counter()
    for r in failed:
        new, applied = fix_all(r["code"])
        if not applied:
            per_task.append({"id": r["id"], "fixes": [], "clean": False, "rendered": False})
            continue
        classes.update(f.code for f in applied)
        clean = not [f for f in kb.check_code(new) if f.severity == "error"]
        result = render_code(new, quality="l", timeout=timeout, keep_outputs=False)
        per_task.append(
            {
                "id": r["id"],
                "fixes": [f.message for f in applied],
                "clean": clean,
                "rendered": result.ok,
                "error": None if result.ok else (result.error_text() or "").splitlines()[-1:],
            }
        )
    fixed = [t for t in per_task if t["fixes"]]
    out.update(
        {
            "with_fixes": len(fixed),
            "static_clean_after": sum(t["clean"] for t in fixed),
            "rendered_after": sum(t["rendered"] for t in fixed),
            "rescued_ids": [t["id"] for t in fixed if t["rendered"]],
            "fix_classes": dict(classes.most_common()),
            "per_task": per_task,
        }
    )
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "runs",
        nargs="+",
        type=Path,
        help="run folders with results.jsonl, or RFT outcomes.jsonl files",
    )
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    for run in args.runs:
        report = rescue(run)
        if args.json:
            print(json.dumps(report, indent=1))
            continue
        print(
            f"{report['run']}: {report['failed']} of {report['tasks']} tasks failed; fix-all "
            f"changed {report['with_fixes']}, {report['static_clean_after']} of them pass the "
            f"static checks after, {report['rendered_after']} render "
            f"({', '.join(report['rescued_ids']) or 'none'})"
        )
        print(f"  fix classes applied: {report['fix_classes']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
