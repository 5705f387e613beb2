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
