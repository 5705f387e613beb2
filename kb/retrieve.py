"""RetrieveDocs (paper section 3.4): compact docs for the calls a piece of code makes.

Rule based, no vector search: one block per distinct API entry, ranked, deduplicated and cut to a
token budget, because small models lose accuracy when docs flood their context.

Ranking, highest first:
1. entries the error text names (`Mobject.shift`, `'Circle'`), or called on a line it cites;
2. misuse the kb can see: a keyword the callable rejects, a name or method that does not exist
   (with its did-you-mean's docs instead);
3. how often the code calls it. `Scene.play/add/wait/remove` sink unless the error names them.

Tokens are estimated as `ceil(len(text) / 4)` (about right for code-model BPE on English and
Python); the result never exceeds `budget_tokens` by that measure.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from kb.docs import compact_entry
from kb.extract import ApiCall, extract_api_calls
from kb.idioms import ATTRIBUTE_IDIOMS, NAME_IDIOMS
from kb.store import KnowledgeBase, load

#: Calls every scene makes; their docs rarely help a repair.
COMMON = frozenset({"Scene.play", "Scene.add", "Scene.wait", "Scene.remove", "Scene.construct"})

_LINE_REF = re.compile(r"\bline (\d+)")
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_.]*")


def estimate_tokens(text: str) -> int:
    """The token estimate the budget uses: one token per four characters, rounded up."""
    return math.ceil(len(text) / 4)


@dataclass
class _Candidate:
    qualname: str
    score: float = 0.0
    count: int = 0
    used: set[str] = field(default_factory=set)
    n_positional: int = 0
    bad_keywords: dict[str, list[str]] = field(default_factory=dict)
    note: str = ""
    first_line: int = 0


def retrieve_docs(
    calls: Iterable[ApiCall],
    budget_tokens: int = 600,
    error_text: str | None = None,
    kb: KnowledgeBase | None = None,
) -> str:
    """Docs for the entries `calls` resolve to, most relevant first, within `budget_tokens`."""
    kb = kb or load()
    calls = list(calls)
    error = error_text or ""
    error_words = set(_WORD.findall(error))
    error_words |= {w.rpartition(".")[2] for w in error_words}
    error_lines = {int(n) for n in _LINE_REF.findall(error)}
    candidates: dict[str, _Candidate] = {}
    notes: dict[str, _Candidate] = {}
    for call in calls:
        if call.qualname is None:
            _note_unresolved(kb, call, notes, error_words, error_lines)
            continue
        cand = candidates.setdefault(call.qualname, _Candidate(call.qualname, first_line=call.line))
        cand.count += 1
        cand.used.update(call.keyword_names)
        cand.n_positional = max(cand.n_positional, call.n_positional)
        if call.line in error_lines:
            cand.score += 60
        accepted, is_open = kb.accepted_keywords(call.qualname, call.receiver)
        if not is_open and not call.has_star_kwargs:
            for kw in call.keyword_names:
                if kw not in accepted:
                    pool = [n for n in accepted if not n.startswith("_")]
                    cand.bad_keywords[kw] = kb.did_you_mean(kw, pool, n=3)
    for qual, cand in candidates.items():
        entry_name = qual.rpartition(".")[2]
        if qual in error_words or (entry_name in error_words and len(entry_name) > 2):
            cand.score += 100
        if any(kw in error_words for kw in cand.bad_keywords):
            cand.score += 100
        if cand.bad_keywords:
            cand.score += 50
        cand.score += 5 * min(cand.count, 5)
        if qual in COMMON:
            cand.score -= 30
    for qual, note in notes.items():
        existing = candidates.get(qual)
        if existing is not None:
            existing.score = max(existing.score, note.score)
            existing.note = existing.note or note.note
        else:
            candidates[qual] = note
    ranked = sorted(candidates.values(), key=lambda c: (-c.score, c.first_line, c.qualname))
    return _fit(kb, ranked, budget_tokens)


def docs_for_code(
    code: str,
    error_text: str | None = None,
    budget_tokens: int = 600,
    kb: KnowledgeBase | None = None,
) -> str:
    """`retrieve_docs(extract_api_calls(code), ...)` in one call."""
    kb = kb or load()
    return retrieve_docs(extract_api_calls(code, kb), budget_tokens, error_text, kb)


def _note_unresolved(
    kb: KnowledgeBase,
    call: ApiCall,
    notes: dict[str, _Candidate],
    error_words: set[str],
    error_lines: set[int],
) -> None:
    """For a Manim-looking name the kb lacks, the docs of its best did-you-mean."""
    if call.user_defined:
        return
    name = call.name
    idiom = NAME_IDIOMS.get(name) if call.text == name else ATTRIBUTE_IDIOMS.get(name)
    looks_manim = (call.text == name and name[:1].isupper()) or call.receiver is not None
    if not looks_manim and name not in error_words and idiom is None:
        return
    if idiom is not None and (idiom.replacement or idiom.suggestions):
        suggestions = [idiom.replacement or idiom.suggestions[0]]
    elif call.text == name:
        suggestions = kb.did_you_mean(name, n=1)
    elif call.receiver is not None:
        suggestions = kb.did_you_mean(name, sorted(kb.instance_names(call.receiver)), n=1)
    else:
        suggestions = [
            m for m in kb.did_you_mean(name, kb.member_names(), n=3) if kb.lookup(m) is not None
        ][:1]
    if not suggestions:
        return
    member = kb.member(call.receiver, suggestions[0]) if call.receiver else None
    entry = member or kb.lookup(suggestions[0])
    if entry is None or entry.kind not in ("class", "function", "method"):
        return
    score = 50 + (100 if name in error_words else 0) + (60 if call.line in error_lines else 0)
    cand = notes.setdefault(entry.qualname, _Candidate(entry.qualname, first_line=call.line))
    cand.score = max(cand.score, score)
    cand.note = (
        f"! {idiom.message}"
        if idiom is not None
        else f"! `{call.text}` is not in Manim CE; did you mean `{entry.qualname}`?"
    )


def _fit(kb: KnowledgeBase, ranked: list[_Candidate], budget_tokens: int) -> str:
    blocks: list[str] = []
    used_tokens = 0
    for cand in ranked:
        entry = kb.get(cand.qualname)
        if entry is None:
            continue
        for brief in (False, True):
            text = compact_entry(
                kb, entry, cand.used, cand.n_positional, cand.bad_keywords, brief=brief
            )
            if cand.note:
                text = cand.note.strip() + "\n" + text
            cost = estimate_tokens(text) + (1 if blocks else 0)
            if used_tokens + cost <= budget_tokens:
                blocks.append(text)
                used_tokens += cost
                break
        if budget_tokens - used_tokens < 12:
            break
    return "\n\n".join(blocks) if blocks else ""
