"""The Manim API knowledge base: built from Manim's source, queried without importing Manim.

Public API (see docs/kb.md): `load`, `KnowledgeBase`, `version_mismatch`, `KBError`;
`lookup`, `describe`, `keyword_params`, `methods_of` (hover and completion);
`extract_api_calls` / `ApiCall` (the paper's ExtractAPICalls); `retrieve_docs` (RetrieveDocs);
`check_code`, `check_file`, `format_findings`, `Finding` (static checks).
"""

from __future__ import annotations

from kb.model import Entry, KBError, KwargsFlow, Param
from kb.store import KnowledgeBase, clear_cache, load, version_mismatch

__all__ = [
    "Entry",
    "KBError",
    "KnowledgeBase",
    "KwargsFlow",
    "Param",
    "clear_cache",
    "load",
    "version_mismatch",
]
