"""The editor's side of faithful scenes: the description kept in a scene's header comment, and
the trace findings (generic checks and, where the reader exists, the header description's
requirements) that the language server publishes as warnings on save.

A generated scene starts with::

    # Description: three blue squares in a row, then they rotate one by one
    #   (continued lines are indented by two spaces after the '#')

so the requirement checks keep running while the user edits the file.
"""

from __future__ import annotations

import re
import textwrap
from typing import Any

from server.faithful.described import description_findings
from server.faithful.generic import TraceFinding, generic_findings
from server.faithful.loop import covers_whole_screen, read_requirements
from server.render.result import RenderResult

HEADER_PREFIX = "# Description:"
CONTINUATION = "#   "
WIDTH = 96
HEADER_SCAN_LINES = 40  # the header is looked for among the file's leading comment lines


def description_header(description: str) -> str:
    """The comment block that keeps ``description`` in a scene file (ends with a newline)."""
    words = " ".join(description.split())
    lines = textwrap.wrap(words, WIDTH - len(HEADER_PREFIX) - 1) or [""]
    out = [f"{HEADER_PREFIX} {lines[0]}"]
    out += [f"{CONTINUATION}{ln}" for ln in lines[1:]]
    return "\n".join(out) + "\n"


def with_description(code: str, description: str | None) -> str:
    """``code`` with the description header on top (unless it already has one)."""
    if not description or description_from_header(code) is not None:
        return code
    return description_header(description) + code


def description_from_header(text: str) -> str | None:
    """The description kept in the file's leading comments, or None."""
    lines = text.splitlines()[:HEADER_SCAN_LINES]
    for i, line in enumerate(lines):
        stripped = line.strip()
        if stripped and not stripped.startswith("#"):
            return None  # past the leading comment block
        if stripped.startswith(HEADER_PREFIX):
            parts = [stripped[len(HEADER_PREFIX) :].strip()]
            for more in lines[i + 1 :]:
                if not more.startswith(CONTINUATION) or more.strip() == "#":
                    break
                parts.append(more[len(CONTINUATION) :].strip())
            desc = " ".join(p for p in parts if p)
            return desc or None
    return None


EDIT_MARK = "Edit:"
_EDIT_SPLIT = re.compile(r"\s*\bEdit:\s*")


def split_edits(description: str | None) -> tuple[str | None, list[str]]:
    """A header description as (what was described, the edit instructions after it, in order)."""
    if not description:
        return None, []
    parts = _EDIT_SPLIT.split(description)
    base = parts[0].strip() or None
    return base, [p.strip() for p in parts[1:] if p.strip()]


def split_header(text: str) -> tuple[str, str]:
    """``text`` as (its ``# Description:`` header block, the rest); the header is empty when the
    file's leading comments hold none."""
    lines = text.splitlines(keepends=True)
    for i, line in enumerate(lines[:HEADER_SCAN_LINES]):
        stripped = line.strip()
        if stripped and not stripped.startswith("#"):
            break
        if stripped.startswith(HEADER_PREFIX):
            j = i + 1
            while j < len(lines) and lines[j].startswith(CONTINUATION) and lines[j].strip() != "#":
                j += 1
            return "".join(lines[i:j]), "".join(lines[:i] + lines[j:])
    return "", text


def with_edit(code: str, original: str, instruction: str) -> str:
    """The edited ``code`` with the original's description header, which gains the instruction
    on a line of its own (``#   Edit: <instruction>``), so later checks judge the edited intent."""
    _, body = split_header(code)
    header, _ = split_header(original)
    base, edits = split_edits(description_from_header(original))
    edits.append(" ".join(instruction.split()))
    lines = description_header(base).splitlines() if base else []
    for i, edit in enumerate(edits):
        wrapped = textwrap.wrap(f"{EDIT_MARK} {edit}", WIDTH - len(CONTINUATION)) or [EDIT_MARK]
        first = f"{HEADER_PREFIX} " if not lines and i == 0 else CONTINUATION
        lines += [first + wrapped[0], *(CONTINUATION + w for w in wrapped[1:])]
    new_header = "\n".join(lines) + "\n"
    if header:
        lead = original[: original.find(header)]  # comment lines above the header stay there
        if lead and body.startswith(lead):
            return lead + new_header + body[len(lead) :]
    return new_header + body


def header_requirements(text: str) -> list[Any] | None:
    """The requirements the file's header states: the description's, as its edits changed them
    (``editreq.requirements_with_edits``); None without a header or a reader."""
    description = description_from_header(text)
    base, edits = split_edits(description)
    if not edits:
        return read_requirements(base)
    from server.faithful.editreq import requirements_with_edits

    return requirements_with_edits(base, edits)


def editor_findings(result: RenderResult, text: str) -> list[TraceFinding]:
    """What the editor and ``render --json`` show after a render: generic findings (errors and
    warnings) and, with a description header, the checks that need the description and the
    description's unmet requirements: the same checks as the agent's loop (``assess``)."""
    if result.trace is None:
        return []
    requirements = header_requirements(text) or []
    found = [
        f
        for f in generic_findings(
            result.trace, text, shapes_may_overflow=covers_whole_screen(requirements)
        )
        if f.severity != "info"
    ]
    description = description_from_header(text)
    # the checks that need the description, as the agent's loop runs them (``assess``): a
    # pasted description, a still picture where motion was asked (an error, replacing the
    # generic warning at the same line)
    described = description_findings(result.trace, description, text)
    taken = {(f.code, f.line) for f in described}
    found = [f for f in found if (f.code, f.line) not in taken] + described
    for req in requirements:
        try:
            res: Any = req.check(result.trace)
        except Exception:
            continue
        if not getattr(res, "ok", True):
            found.append(
                TraceFinding(
                    "requirement",
                    f"description: {getattr(res, 'message', '') or req}",
                    getattr(res, "line", None),
                    "warning",
                    getattr(res, "fix", None),
                )
            )
    return found
