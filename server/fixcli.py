"""`python -m server check --fix FILE`: rewrite a scene file with the kb's fix-all.

The original is kept as FILE.bak (FILE.bak.1, .2, ... when that exists: a backup is never
overwritten), the new text is written to a temporary file and moved over FILE, and what changed
is printed, followed by the findings that remain.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import asdict
from pathlib import Path

from server.termtext import for_terminal

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_USAGE = 2


def backup_path(path: Path) -> Path:
    """FILE.bak, else the first free FILE.bak.N."""
    candidate = path.with_name(path.name + ".bak")
    n = 1
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.bak.{n}")
        n += 1
    return candidate


def write_with_backup(path: Path, old: str, new: str) -> Path:
    """Keep `old` in a fresh backup file (exclusive create), then replace `path` atomically."""
    while True:
        backup = backup_path(path)
        try:
            with backup.open("x", encoding="utf-8", newline="") as fh:
                fh.write(old)
            break
        except FileExistsError:  # another process took that name meanwhile: try the next
            continue
    tmp = path.with_name(f".{path.name}.fix-{os.getpid()}.tmp")
    tmp.write_text(new, encoding="utf-8", newline="")
    try:
        os.chmod(tmp, path.stat().st_mode & 0o7777)
    except OSError:
        pass
    os.replace(tmp, path)
    return backup


def fix_file(path: Path, code: str, as_json: bool = False) -> int:
    """Apply fix-all to `path` (whose text is `code`); print the changes and what remains.
    Exit status: 0 when no error finding remains, 1 otherwise, 2 when the file cannot be written."""
    import kb
    from kb.fixes import fix_all, format_fixes

    new, applied = fix_all(code)
    backup: Path | None = None
    if applied and new != code:
        try:
            backup = write_with_backup(path, code, new)
        except OSError as exc:
            print(for_terminal(f"error: cannot rewrite {path}: {exc}"), file=sys.stderr)
            return EXIT_USAGE
    findings = kb.check_code(new)
    if as_json:
        print(
            json.dumps(
                {
                    "file": str(path),
                    "backup": str(backup) if backup else None,
                    "fixes": [asdict(f) for f in applied],
                    "findings": [f.to_dict() for f in findings],
                },
                indent=2,
            )
        )
    else:  # the file's own text appears in these: no escape sequence reaches the terminal
        if applied:
            print(for_terminal(format_fixes(applied, str(path))))
            print(
                for_terminal(
                    f"fixed {len(applied)} issue(s) in {path}; the original is in {backup}"
                )
            )
        else:
            print(for_terminal(f"nothing to fix in {path}"))
        if findings:
            print(for_terminal(kb.format_findings(findings, path=str(path))))
    return EXIT_FAILED if any(f.severity == "error" for f in findings) else EXIT_OK
