"""Two arms of the judged run, task by task: the shipped configuration against one change.

    python bench/judged/paired.py --source realspec-dev --set checklist_prompt=true \\
        --base-out runs/judged/dev-base --arm-out runs/judged/dev-checklist [--limit N] [--stride N --offset K]

Each task runs first with the default settings (written under ``--base-out``) and then with the
``--set`` changes (under ``--arm-out``), each folder laid out as ``run.py`` writes it (scenes,
contact sheets, traces, ``outcomes.jsonl``), so a stopped run leaves the same tasks done in both
arms and resumes where it stopped. Both engines stay loaded and never run at the same time.
Judge the sheets by eye (README.md, the rubric) and compare with ``measure.py --folder``.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import run  # noqa: E402

from server.engine import Engine  # noqa: E402
from server.settings import Settings  # noqa: E402


def done_ids(out: Path) -> set[str]:
    rows = out / "outcomes.jsonl"
    if not rows.is_file():
        return set()
    return {json.loads(ln)["id"] for ln in rows.read_text().splitlines() if ln.strip()}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument(
        "--source", default="realspec-dev", choices=["pool", "realspec-test", "realspec-dev"]
    )
    ap.add_argument("--set", action="append", default=[], metavar="NAME=VALUE", required=True)
    ap.add_argument("--base-out", type=Path, required=True)
    ap.add_argument("--arm-out", type=Path, required=True)
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument(
        "--stride", type=int, default=1, help="every N-th task only (2: half, over all categories)"
    )
    ap.add_argument("--offset", type=int, default=0, help="with --stride, start at this task")
    args = ap.parse_args(argv)
    arm = run.settings_from_items(args.set, ap.error)
    changed = arm.diff(Settings())
    if not changed:
        ap.error("--set changes nothing: the two arms would be the same")
    commit = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], cwd=run.ROOT, capture_output=True, text=True
    ).stdout.strip()
    tasks = run.tasks_for(args.source)[args.offset :: max(1, args.stride)]
    base_done, arm_done = done_ids(args.base_out), done_ids(args.arm_out)
    todo = [t for t in tasks if t["id"] not in base_done or t["id"] not in arm_done]
    if args.limit:
        todo = todo[: args.limit]
    print(f"{len(tasks) - len(todo)} done in both arms, {len(todo)} to run", flush=True)
    arms: list[tuple[str, Settings, Path, set[str], dict[str, Any]]] = [
        ("base", Settings(), args.base_out, base_done, {}),
        ("arm", arm, args.arm_out, arm_done, changed),
    ]
    engines = {name: Engine(settings) for name, settings, *_ in arms}
    try:
        for k, task in enumerate(todo, 1):
            for name, _settings, out, done, diff in arms:
                if task["id"] in done:
                    continue
                out.mkdir(parents=True, exist_ok=True)
                row = run.run_one(engines[name], task, out)
                row["commit"] = commit
                if diff:
                    row["settings"] = diff
                with (out / "outcomes.jsonl").open("a", encoding="utf-8") as fh:
                    fh.write(json.dumps(row) + "\n")
                print(
                    f"[{k}/{len(todo)}] {name} {task['id']} {row['status']} "
                    f"rounds={row['rounds']} {row['seconds']}s all_met={row.get('agent_all_met')}",
                    flush=True,
                )
    finally:
        for engine in engines.values():
            engine.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
