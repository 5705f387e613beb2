"""Source positions as the editor counts them.

Python's AST gives 1-based lines and 0-based UTF-8 *byte* columns. We report 1-based lines and
0-based *character* columns (Python `str` indices, i.e. Unicode code points), which equal LSP's
UTF-16 `character` for every line without astral-plane characters (emoji); the language server
converts those rare lines.
"""

from __future__ import annotations

import re

_NEWLINE = re.compile(r"\r\n|\r|\n")


class LineIndex:
    """Lines of one source text, for byte-column to character-column conversion."""

    def __init__(self, code: str) -> None:
        self.lines = _NEWLINE.split(code)

    def line(self, lineno: int) -> str:
        """The text of 1-based line `lineno` ("" past the end)."""
        return self.lines[lineno - 1] if 0 < lineno <= len(self.lines) else ""

    def char_col(self, lineno: int, byte_col: int) -> int:
        """Character column of a UTF-8 byte column on a line."""
        text = self.line(lineno)
        if text.isascii():
            return byte_col
        return len(text.encode("utf-8")[:byte_col].decode("utf-8", errors="ignore"))

    def segment(self, node: object) -> str:
        """The source text of an AST node (its lineno/col_offset span)."""
        line = getattr(node, "lineno", 0)
        end_line = getattr(node, "end_lineno", None) or line
        col = getattr(node, "col_offset", 0)
        end_col = getattr(node, "end_col_offset", None)
        if not line or end_col is None:
            return ""
        if line == end_line:
            return _bytes_slice(self.line(line), col, end_col)
        parts = [_bytes_slice(self.line(line), col, None)]
        parts.extend(self.line(n) for n in range(line + 1, end_line))
        parts.append(_bytes_slice(self.line(end_line), 0, end_col))
        return "\n".join(parts)


def _bytes_slice(text: str, start: int, end: int | None) -> str:
    if text.isascii():
        return text[start:end]
    return text.encode("utf-8")[start:end].decode("utf-8", errors="replace")
