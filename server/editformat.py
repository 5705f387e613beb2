"""The model's answer to an edit prompt, applied to the scene.

The answer is a list of OLD/NEW blocks (``server/prompts.py``, ``EDIT_SYSTEM_PROMPT``): each OLD is
found in the scene, exactly or line by line ignoring indentation and trailing spaces (then NEW is
re-indented by the same amount), and replaced by NEW. An answer without blocks that holds a whole
file (``<CODE>`` or a fence) is taken as the new file. Anything else is a problem the next round is
told about; the scene itself is never touched here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from server.prompts import extract_code

_BLOCK = re.compile(
    r"<OLD>\n?(?P<old>.*?)</OLD>\s*<NEW>\n?(?P<new>.*?)(?:</NEW>|<EDIT>|</EDIT>|\Z)",
    re.DOTALL | re.IGNORECASE,
)


@dataclass
class AppliedEdit:
    """What came of an answer: the new code (None when it could not be applied), the form the
    model answered in ("blocks", "file" or "none") and the problem to tell it about."""

    code: str | None
    form: str
    problem: str | None = None
    blocks: int = 0


def _strip_fences(text: str) -> str:
    text = re.sub(r"^\s*```[a-zA-Z]*[ \t]*\n", "", text)
    return re.sub(r"\n?```\s*$", "", text)


def _block_lines(text: str) -> list[str]:
    lines = _strip_fences(text).split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    while lines and not lines[0].strip():
        lines.pop(0)
    return lines


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _replace(code: str, old: list[str], new: list[str]) -> str | None:
    """``code`` with the lines ``old`` replaced by ``new``; None when ``old`` is not found once."""
    lines = code.split("\n")
    key = [ln.strip() for ln in old]
    hits = [
        i
        for i in range(len(lines) - len(old) + 1)
        if [ln.strip() for ln in lines[i : i + len(old)]] == key
    ]
    if len(hits) != 1:
        return None
    i = hits[0]
    shift = _indent(lines[i]) - _indent(old[0])
    if shift > 0:
        new = [(" " * shift + ln) if ln.strip() else ln for ln in new]
    elif shift < 0:
        new = [ln[min(-shift, _indent(ln)) :] for ln in new]
    return "\n".join(lines[:i] + new + lines[i + len(old) :])


def apply_answer(code: str, answer: str) -> AppliedEdit:
    """Apply the model's answer to ``code`` (see the module's docstring)."""
    blocks = list(_BLOCK.finditer(answer or ""))
    if blocks:
        new_code = code
        for n, m in enumerate(blocks, 1):
            old = _block_lines(m.group("old"))
            new = _block_lines(m.group("new"))
            if not old:
                return AppliedEdit(None, "blocks", f"edit block {n} has an empty OLD part; copy "
                                   "the line the new lines go after into OLD.", len(blocks))  # fmt: skip
            if old == new:
                continue
            replaced = _replace(new_code, old, new)
            if replaced is None:
                first = old[0].strip()
                return AppliedEdit(
                    None, "blocks",
                    f"the OLD lines of edit block {n} (starting {first!r}) are not in the scene "
                    "exactly once; copy them exactly from the scene, with enough lines to be "
                    "unique.", len(blocks),
                )  # fmt: skip
            new_code = replaced
        return AppliedEdit(new_code, "blocks", None, len(blocks))
    whole = extract_code(answer or "")
    if whole is not None and re.search(r"^class\s+\w+", whole, re.MULTILINE):
        return AppliedEdit(whole if whole.endswith("\n") else whole + "\n", "file")
    return AppliedEdit(
        None, "none", "the answer held no edit: answer with <EDIT> <OLD> ... </OLD> <NEW> ... "
        "</NEW> </EDIT> blocks.",
    )  # fmt: skip
