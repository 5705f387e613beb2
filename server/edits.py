"""Minimal line edits between two versions of a file: only the hunks that differ are replaced.

VAnim's lesson applied to repairs: keep what works untouched. The language server turns these hunks
into a WorkspaceEdit, so unrelated lines (and the user's cursor, folds and undo history around them)
stay as they were.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass


@dataclass(frozen=True)
class LineEdit:
    """Replace lines [start, end) of the old text (0-based) with `text` (whole lines)."""

    start: int
    end: int
    text: str


def _lines(text: str) -> list[str]:
    lines = text.splitlines(keepends=True)
    if lines and not lines[-1].endswith(("\n", "\r")):
        lines[-1] += "\n"
    return lines


def line_edits(old: str, new: str) -> list[LineEdit]:
    """The smallest set of whole-line replacements turning `old` into `new` (difflib opcodes)."""
    a, b = _lines(old), _lines(new)
    matcher = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
    return [
        LineEdit(i1, i2, "".join(b[j1:j2]))
        for tag, i1, i2, j1, j2 in matcher.get_opcodes()
        if tag != "equal"
    ]


def apply_line_edits(old: str, edits: list[LineEdit]) -> str:
    """Apply `line_edits` output to `old` (used by tests and by clients without LSP)."""
    a = _lines(old)
    for e in sorted(edits, key=lambda e: e.start, reverse=True):
        a[e.start : e.end] = [e.text] if e.text else []
    return "".join(a)
