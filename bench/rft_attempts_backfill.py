"""Put back the code of the rft-data runs that a retry replaced, from the git history.

    python bench/rft_attempts_backfill.py [--folder bench/results/training/rft-cpu/rft-data]

Until 2026-11-28 a retried description's row kept only its last run's code: the rejected run
it replaced was overwritten in the committed ``outcomes.jsonl`` (its reason and rounds stayed in
``attempts``). Each commit of that file still holds the row as it was then, so this script reads
every committed version, finds the row of each earlier run (same id, same ``attempt``, same
reason) and adds its ``code``, ``checks`` and ``unmet`` to that run's entry of ``attempts``, as
the stage records them now (``training.rft.try_record``). Rows and keys are otherwise unchanged;
it is idempotent. The preference pairs (``training/pref.py``) compare those runs.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # before bench/ itself, whose kb.py would hide the kb package

from training.rft import OUTCOMES, try_record  # noqa: E402


def history(path: Path) -> dict[tuple[str, int], dict[str, Any]]:
    """Every committed row of ``path`` by (id, attempt), the oldest version of each."""
    rel = path.resolve().relative_to(ROOT)
    commits = subprocess.run(
        ["git", "log", "--format=%H", "--", str(rel)],
        cwd=ROOT, capture_output=True, text=True, check=True,
    ).stdout.split()  # fmt: skip
    rows: dict[tuple[str, int], dict[str, Any]] = {}
    for commit in reversed(commits):
        text = subprocess.run(
            ["git", "show", f"{commit}:{rel}"], cwd=ROOT, capture_output=True, text=True
        ).stdout
        for line in text.splitlines():
            try:
                row = json.loads(line)
                rows.setdefault((str(row["id"]), int(row.get("attempt", 0))), row)
            except (ValueError, KeyError, TypeError):
                continue
    return rows


def backfill(rows: list[dict[str, Any]], old: dict[tuple[str, int], dict[str, Any]]) -> int:
    """Add the code of each replaced run found in ``old``; returns how many runs got it."""
    added = 0
    for row in rows:
        tries = row.get("attempts") or []
        for i, entry in enumerate(tries[:-1]):
            was = old.get((str(row["id"]), i))
            if "code" in entry or was is None or was.get("reason") != entry.get("reason"):
                continue
            extra = try_record(was)
            if extra.get("code"):
                tries[i] = {**entry, **extra}
                added += 1
    return added


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--folder", default="bench/results/training/rft-cpu/rft-data")
    args = ap.parse_args()
    path = (ROOT / args.folder / OUTCOMES).resolve()
    lines = [ln for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip()]
    rows = [json.loads(ln) for ln in lines]
    added = backfill(rows, history(path))
    path.write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8"
    )
    missing = sum("code" not in t for r in rows for t in (r.get("attempts") or [])[:-1])
    print(f"{path}: code added to {added} replaced runs; {missing} replaced runs still lack it")


if __name__ == "__main__":
    main()
