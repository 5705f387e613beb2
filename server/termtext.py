"""Text for a human's terminal: no control characters, no escape sequences.

Error messages, tracebacks, layout warnings and model output carry text that a generated scene
or a model chose. Printed as they are, an escape sequence in them reaches the user's terminal:
it can set the window title, rewrite the screen to a fake "rendered OK" (``ESC [2J``, ``\\r``),
or write the clipboard (OSC 52). :func:`for_terminal` removes every escape sequence whole and
every other control character (C0 but newline and tab, DEL, C1, and the Unicode bidirectional
controls that reorder what is shown); JSON output (``--json``) needs none of this, since JSON
escapes control characters itself.
"""

from __future__ import annotations

import re

# ESC-introduced sequences: CSI (ESC [ ... final), OSC / DCS / SOS / PM / APC strings (up to BEL or
# ST or the end), and two-character escapes; the 8-bit C1 forms of CSI and the string controls
_ESCAPES = re.compile(
    r"""
    \x1b\[[0-?]*[ -/]*[@-~]?              # CSI
    | \x1b[\]PX^_][^\n]*?(?:\x07|\x1b\\|\x9c|(?=\n)|$)  # OSC, DCS, SOS, PM, APC
    | \x9b[0-?]*[ -/]*[@-~]?              # 8-bit CSI
    | [\x90\x98\x9d\x9e\x9f][^\n]*?(?:\x07|\x1b\\|\x9c|(?=\n)|$)  # 8-bit string controls
    | \x1b[ -/]*[0-~]?                    # other escapes (ESC 7, ESC ( B, ESC c, ...)
    """,
    re.VERBOSE,
)
# what is left: C0 controls but \t and \n, DEL, C1, and the bidi embedding/override/isolate marks
_CONTROLS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def for_terminal(text: str) -> str:
    """``text`` without escape sequences and control characters (newlines and tabs stay)."""
    if not text:
        return text
    text = text.replace("\r\n", "\n")
    return _CONTROLS.sub("", _ESCAPES.sub("", text))
