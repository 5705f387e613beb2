"""Result files written one JSON object a line as work finishes, so a killed run resumes."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)


def load_by_id(path: Path) -> dict[str, dict[str, Any]]:
    """The rows of a JSONL file by their "id"; a missing file is empty, and an unreadable line
    (a write the kill interrupted) is skipped with a warning, so that task runs again."""
    rows: dict[str, dict[str, Any]] = {}
    if not path.is_file():
        return rows
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            rows[str(row["id"])] = row
        except (ValueError, KeyError, TypeError):
            log.warning("%s:%d: unreadable line skipped (an interrupted write?)", path, n)
    return rows


def append_row(path: Path, row: dict[str, Any], *, ensure_ascii: bool = True) -> None:
    """Append one row, opening the file by its path for this write only: a run that held one
    handle for hours kept writing into the old file after the path was replaced (a `git stash`
    or checkout of a committed results file), and those rows were lost to the folder."""
    with path.open("a", encoding="utf-8") as fh:
        fh.write(json.dumps(row, ensure_ascii=ensure_ascii) + "\n")
