"""The editor's side of faithful scenes: the description kept in a scene's header comment, and
the trace findings (generic checks and, where the reader exists, the header description's
requirements) that the language server publishes as warnings on save.

A generated scene starts with::

    # Description: three blue squares in a row, then they rotate one by one
    #   (continued lines are indented by two spaces after the '#')

so the requirement checks keep running while the user edits the file.
"""

from __future__ import annotations

import textwrap
from typing import Any

from server.faithful.described import description_findings
from server.faithful.generic import TraceFinding, generic_findings
from server.faithful.loop import read_requirements
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


def editor_findings(result: RenderResult, text: str) -> list[TraceFinding]:
    """What the editor and ``render --json`` show after a render: generic findings (errors and
    warnings) and, with a description header, the checks that need the description and the
    description's unmet requirements: the same checks as the agent's loop (``assess``)."""
    if result.trace is None:
        return []
    found = [f for f in generic_findings(result.trace, text) if f.severity != "info"]
    description = description_from_header(text)
    # the checks that need the description, as the agent's loop runs them (``assess``): a
    # pasted description, a still picture where motion was asked (an error, replacing the
    # generic warning at the same line)
    described = description_findings(result.trace, description, text)
    taken = {(f.code, f.line) for f in described}
    found = [f for f in found if (f.code, f.line) not in taken] + described
    for req in read_requirements(description) or []:
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
                )
            )
    return found
