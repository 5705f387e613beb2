"""Reduce a Manim (numpydoc + reST) docstring to what a prompt or a hover needs.

Keeps the one-line summary and the "Parameters" section; drops Examples, `.. manim::` directive
blocks and every other section, and strips reST markup (`:class:`~.Arc`` -> `Arc`).
"""

from __future__ import annotations

import inspect
import re

_ROLE = re.compile(r":[a-zA-Z:]+:`~?\.?([^`<]*?)(?:\s*<[^>]*>)?`")
_LITERAL = re.compile(r"``([^`]*)``")
_LINK = re.compile(r"`([^`<]+?)\s*<[^>]+>`_+")
_SECTION_RULE = re.compile(r"^\s*-{3,}\s*$")
_PARAM_HEAD = re.compile(r"^(\*{0,2}[A-Za-z_][A-Za-z0-9_]*)\s*(?::.*)?$")

#: Longest parameter description kept; the rest rarely helps a model and costs tokens.
MAX_PARAM_DOC_CHARS = 320


def clean_rst(text: str) -> str:
    """Plain text from reST: roles become their target, literals lose their backquotes."""
    text = _LINK.sub(r"\1", text)
    text = _ROLE.sub(lambda m: m.group(1).rpartition(".")[2] or m.group(1), text)
    text = _LITERAL.sub(r"\1", text)
    return " ".join(text.split())


def _sections(doc: str) -> tuple[list[str], dict[str, list[str]]]:
    """Split a cleaned docstring into its leading text and its numpydoc sections."""
    lines = inspect.cleandoc(doc).splitlines()
    head: list[str] = []
    sections: dict[str, list[str]] = {}
    current: list[str] = head
    i = 0
    while i < len(lines):
        line = lines[i]
        if i + 1 < len(lines) and line.strip() and _SECTION_RULE.match(lines[i + 1]):
            current = sections.setdefault(line.strip().lower(), [])
            i += 2
            continue
        if line.lstrip().startswith(".. ") and current is head:
            # A directive (`.. manim::`, `.. note::`) ends the summary part.
            current = sections.setdefault("_directive", [])
        current.append(line)
        i += 1
    return head, sections


def summary_of(doc: str | None) -> str:
    """The first sentence of the docstring's first paragraph."""
    if not doc:
        return ""
    head, _ = _sections(doc)
    para: list[str] = []
    for line in head:
        if not line.strip():
            if para:
                break
            continue
        para.append(line.strip())
    text = clean_rst(" ".join(para))
    match = re.search(r"(?<=[.!?])\s+(?=[A-Z(`])", text)
    if match and match.start() > 20:
        text = text[: match.start()]
    return text[:240]


def param_docs_of(doc: str | None) -> dict[str, str]:
    """Parameter name -> description from the numpydoc "Parameters" (and "Other Parameters")."""
    if not doc:
        return {}
    _, sections = _sections(doc)
    out: dict[str, str] = {}
    for title in ("parameters", "other parameters", "keyword arguments"):
        entries: list[tuple[str, list[str]]] = []
        for line in sections.get(title, []):
            if line.lstrip().startswith(".. "):
                break
            if line and not line[0].isspace():
                head = line.split(":", 1)[0].strip()
                if _PARAM_HEAD.match(line.strip()) or "," in head:
                    entries.append((head, []))
                    continue
            if entries and line.strip():
                entries[-1][1].append(line.strip())
        for names, desc in entries:
            text = clean_rst(" ".join(desc))
            if len(text) > MAX_PARAM_DOC_CHARS:
                text = text[: MAX_PARAM_DOC_CHARS - 3].rstrip() + "..."
            for part in names.split(","):
                part = part.strip().lstrip("*")
                if part:
                    out.setdefault(part, text)
    return out


def deprecation_of(doc: str | None) -> str:
    """A short deprecation note when the docstring (Manim's `@deprecated` adds one) has it."""
    if not doc:
        return ""
    marker = doc.find(".. attention:: Deprecated")
    if marker < 0:
        return ""
    note = doc[marker + len(".. attention:: Deprecated") :].strip().splitlines()
    return clean_rst(note[0])[:200] if note else "deprecated"
