"""Hover docs and keyword completion for Manim names, from the kb (fast) with jedi as a fallback.

Resolution order for the name under the cursor:
1. a call the kb's extractor resolved (variable types tracked: `c = Circle(); c.shift` -> `Mobject.shift`);
2. a keyword argument of such a call (`Circle(radius=...)` -> the `radius` parameter's doc);
3. a plain kb name (constants such as `UP`, `BLUE`; classes named without a call);
4. jedi's inference (variables, methods through types the kb extractor missed), mapped to kb entries.
The kb steps take well under a millisecond; jedi takes tens to hundreds, so it comes last.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from functools import lru_cache

import kb
from kb.extract import ApiCall

log = logging.getLogger(__name__)
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def word_at(text: str, line0: int, col0: int) -> tuple[str, int, int] | None:
    """The identifier covering (line0, col0), with its start and end columns."""
    lines = text.splitlines()
    if not 0 <= line0 < len(lines):
        return None
    line = lines[line0]
    for m in _IDENT.finditer(line):
        if m.start() <= col0 <= m.end() and (col0 < m.end() or col0 == m.end() > m.start()):
            return m.group(), m.start(), m.end()
    return None


@lru_cache(maxsize=8)
def _calls(text: str) -> tuple[ApiCall, ...]:
    """Extracted calls, cached per text: hovers in one document version share one parse."""
    return tuple(kb.extract_api_calls(text))


def _kb() -> kb.KnowledgeBase | None:
    try:
        return kb.load()
    except kb.KBError as exc:
        log.warning("kb unavailable: %s", exc)
        return None


def _inside(call: ApiCall, line1: int, col0: int) -> bool:
    """Whether (line1, col0) lies between the callee start and the closing parenthesis."""
    start = (call.line, call.col)
    end = (call.call_end_line or call.end_line, call.call_end_col or call.end_col)
    return start <= (line1, col0) < end


def _param_markdown(
    k: kb.KnowledgeBase, qualname: str, receiver: str | None, name: str
) -> str | None:
    for p in k.keyword_params(qualname, receiver):
        if p.name == name:
            owner = p.owner or qualname
            head = f"```python\n{p.render()}\n```\nparameter of `{qualname}`"
            if owner != qualname:
                head += f" (accepted by `{owner}`)"
            return head + (f"\n\n{p.doc}" if p.doc else "")
    return None


def hover_markdown(text: str, line0: int, col0: int, path: str | None = None) -> str | None:
    """Markdown documentation for the Manim name at a 0-based position, or None."""
    found = word_at(text, line0, col0)
    if found is None:
        return None
    word, start, end = found
    k = _kb()
    if k is None:
        return None
    line1 = line0 + 1
    calls = _calls(text)
    # 1. the callee of a resolved call
    for call in calls:
        if call.qualname and call.line == line1 and call.name == word and call.name_col == start:
            return kb.describe(call.qualname)
    # 2. a keyword argument of a call: `name=` inside the parentheses
    rest = text.splitlines()[line0][end:]
    if re.match(r"\s*=(?!=)", rest):
        enclosing = [c for c in calls if c.qualname and _inside(c, line1, start)]
        enclosing.sort(key=lambda c: (c.line, c.col), reverse=True)  # innermost first
        for call in enclosing:
            if word in call.keyword_names:
                md = _param_markdown(k, call.qualname or "", call.receiver, word)
                if md:
                    return md
    # 3. a plain kb name (constants, classes mentioned without a call), unless shadowed locally
    entry = k.lookup(word)
    if entry is not None and entry.kind in ("class", "function", "constant"):
        if not re.search(rf"^\s*{re.escape(word)}\s*=(?!=)", text, re.MULTILINE):
            return kb.describe(entry.qualname)
    # 4. jedi's inference for names the kb could not resolve (variables, attributes): slower
    qual = _jedi_qualname(text, line1, start, path, k)
    if qual:
        return kb.describe(qual)
    return None


def warm_up() -> None:
    """Load the kb and let jedi index Manim once, so the first hover in an editor is not slow."""
    if _kb() is None:
        return
    _jedi_qualname("from manim import *\nc = Circle()\nc.shift", 3, 3, None, kb.load())


def _jedi_qualname(
    text: str, line1: int, col0: int, path: str | None, k: kb.KnowledgeBase
) -> str | None:
    try:
        import jedi

        names = jedi.Script(text, path=path).infer(line1, col0)
    except Exception:  # jedi raises on odd inputs; a hover is never worth a crash
        return None
    for name in names:
        full = name.full_name or ""
        if not full.startswith("manim."):
            continue
        parts = full.split(".")
        for candidate in (".".join(parts[-2:]), parts[-1]):
            if k.get(candidate) is not None:
                return candidate
    return None


@dataclass(frozen=True)
class KeywordItem:
    name: str
    detail: str
    doc: str
    rank: int


def keyword_completions(text: str, line0: int, col0: int) -> list[KeywordItem]:
    """Keyword arguments the call around the cursor accepts and has not been given yet."""
    k = _kb()
    if k is None:
        return []
    line1 = line0 + 1
    calls = _calls(text)
    if not calls:
        # the line being typed may not parse yet: complete against the text up to the cursor
        lines = text.splitlines()
        if 0 <= line0 < len(lines):
            lines[line0] = lines[line0][:col0] + ")" * 3
            calls = tuple(kb.extract_api_calls("\n".join(lines)))
    enclosing = [c for c in calls if c.qualname and _inside(c, line1, col0)]
    if not enclosing:
        return []
    call = max(enclosing, key=lambda c: (c.line, c.col))
    given = set(call.keyword_names)
    items = []
    for rank, p in enumerate(k.keyword_params(call.qualname or "", call.receiver)):
        if p.name in given or p.kind not in ("positional", "keyword"):
            continue
        detail = p.render() + (f"  ({p.owner})" if p.owner and p.owner != call.qualname else "")
        items.append(KeywordItem(p.name, detail, p.doc, rank))
    return items
