"""The Manim API knowledge base: built from Manim's source, queried without importing Manim.

- Data: `load()` -> `KnowledgeBase` (cached), `version_mismatch()`, `KBError`; `python -m kb build`.
- Hover / completion (language server): `lookup`, `describe`, `describe_param`,
  `keyword_params`, `methods_of`.
- The paper's pipeline: `extract_api_calls` -> `ApiCall` (ExtractAPICalls), `retrieve_docs`
  (RetrieveDocs), `docs_for_code` (both in one call).
- Static checks: `check_code`, `check_file`, `format_findings`, `Finding`.
- Fix-all: `fix_all` -> (new code, [`AppliedFix`]) (kb/fixes.py); the example library:
  `kb.examples.load_library()` (kb/examples.py).

The module-level helpers use the committed kb; pass `kb=` (or use `KnowledgeBase` methods) for
another one. See docs/kb.md for the design.
"""

from __future__ import annotations

from kb.checks import Finding, check_code, check_file, format_findings
from kb.docs import compact_entry, describe_entry
from kb.docs import describe_param as _describe_param
from kb.extract import ApiCall, KeywordArg, extract_api_calls
from kb.fixes import AppliedFix, fix_all
from kb.model import Entry, KBError, KwargsFlow, Param
from kb.retrieve import docs_for_code, estimate_tokens, retrieve_docs
from kb.store import KnowledgeBase, clear_cache, load, version_mismatch


def lookup(name: str, kb: KnowledgeBase | None = None) -> Entry | None:
    """The entry for a qualified (`Mobject.shift`) or simple (`shift`, `Circle`) name."""
    return (kb or load()).lookup(name)


def describe(qualified_name: str, kb: KnowledgeBase | None = None) -> str | None:
    """Hover Markdown for a name: signature in a python block, summary, parameters."""
    kb = kb or load()
    entry = kb.lookup(qualified_name)
    return describe_entry(kb, entry) if entry is not None else None


def describe_param(qualified_name: str, param: str, kb: KnowledgeBase | None = None) -> str | None:
    """Hover Markdown for keyword `param` of a call of `qualified_name` (through `**kwargs`)."""
    kb = kb or load()
    entry = kb.lookup(qualified_name)
    return _describe_param(kb, entry.qualname, param) if entry is not None else None


def keyword_params(
    qualified_name: str, kb: KnowledgeBase | None = None, receiver: str | None = None
) -> list[Param]:
    """Keywords a call accepts, own first, then those its `**kwargs` reach along the MRO.

    Private names (`_on_finish`) are left out: this feeds completion lists.
    """
    kb = kb or load()
    entry = kb.lookup(qualified_name)
    return kb.keyword_params(entry.qualname, receiver) if entry is not None else []


def methods_of(class_name: str, kb: KnowledgeBase | None = None) -> list[Entry]:
    """Public methods and properties of a class, inherited ones included, sorted by name."""
    return (kb or load()).methods_of(class_name)


__all__ = [
    "ApiCall",
    "AppliedFix",
    "Entry",
    "Finding",
    "KBError",
    "KeywordArg",
    "KnowledgeBase",
    "KwargsFlow",
    "Param",
    "check_code",
    "check_file",
    "clear_cache",
    "compact_entry",
    "describe",
    "describe_param",
    "docs_for_code",
    "estimate_tokens",
    "extract_api_calls",
    "fix_all",
    "format_findings",
    "keyword_params",
    "load",
    "lookup",
    "methods_of",
    "retrieve_docs",
    "version_mismatch",
]
