"""Editor code actions for the kb's fix-all (`kb.fixes`): one "Fix all Manim issues" action of
kind `source.fixAll` and a quick fix per static-check diagnostic, both as minimal workspace
edits pinned to the document version (so the editor can undo them in one step each)."""

from __future__ import annotations

from functools import lru_cache

from lsprotocol import types

from kb.fixes import AppliedFix, fix_all
from server.edits import LineEdit, line_edits
from server.lsp.convert import SOURCE_CHECK, lsp_range

FIX_ALL_TITLE = "Fix all Manim issues"


@lru_cache(maxsize=8)
def _fixed(text: str) -> tuple[str, list[AppliedFix]]:
    """fix_all, remembered for the last few document texts (one per request otherwise)."""
    return fix_all(text)


def _wanted(only: list[str] | None, kind: str) -> bool:
    """LSP's `only` filter: a requested kind matches itself and its sub-kinds."""
    if not only:
        return True
    return any(kind == k or kind.startswith(k + ".") for k in only)


def _edit(uri: str, version: int | None, edits: list[LineEdit]) -> types.WorkspaceEdit:
    return types.WorkspaceEdit(
        document_changes=[
            types.TextDocumentEdit(
                text_document=types.OptionalVersionedTextDocumentIdentifier(
                    uri=uri, version=version
                ),
                edits=[
                    types.TextEdit(range=lsp_range(e.start, 0, e.end, 0), new_text=e.text)
                    for e in edits
                ],
            )
        ]
    )


def _split(old: str, hunks: list[LineEdit]) -> list[LineEdit]:
    """Hunks that replace N lines with N lines become one edit per changed line, so that a
    diagnostic's quick fix touches only its own line."""
    old_lines = old.splitlines(keepends=True)
    out: list[LineEdit] = []
    for h in hunks:
        new_lines = h.text.splitlines(keepends=True)
        if h.end - h.start != len(new_lines) or h.end - h.start < 2:
            out.append(h)
            continue
        for n, line in enumerate(new_lines):
            before = old_lines[h.start + n] if h.start + n < len(old_lines) else ""
            if line.rstrip("\r\n") != before.rstrip("\r\n"):
                out.append(LineEdit(h.start + n, h.start + n + 1, line))
    return out


def _summary(fixes: list[AppliedFix], limit: int = 3) -> str:
    shown = "; ".join(f.message for f in fixes[:limit])
    more = f" (+{len(fixes) - limit} more)" if len(fixes) > limit else ""
    return shown + more


def wanted(only: list[str] | None, diagnostics: list[types.Diagnostic]) -> bool:
    """Whether a code-action request can get fix-all actions (cheap: no fixes computed)."""
    ours = any(d.source == SOURCE_CHECK for d in diagnostics)
    return (_wanted(only, types.CodeActionKind.SourceFixAll.value) and (bool(only) or ours)) or (
        _wanted(only, types.CodeActionKind.QuickFix.value) and ours
    )


def fix_actions(
    uri: str,
    version: int | None,
    text: str,
    diagnostics: list[types.Diagnostic],
    only: list[str] | None = None,
) -> list[types.CodeAction]:
    """The fix-all action and the per-diagnostic fixes for a document's text; [] when the kb
    knows no fix. Per diagnostic: the hunks of the fix-all diff that touch its lines."""
    fix_all_kind = types.CodeActionKind.SourceFixAll.value
    quick_kind = types.CodeActionKind.QuickFix.value
    ours = any(d.source == SOURCE_CHECK for d in diagnostics)
    # editors ask for code actions on every cursor move: without an explicit request for
    # source.fixAll, the fixes are only computed where a static-check diagnostic is
    want_all = _wanted(only, fix_all_kind) and (bool(only) or ours)
    want_quick = _wanted(only, quick_kind) and ours
    if not (want_all or want_quick):
        return []
    new, applied = _fixed(text)
    if not applied or new == text:
        return []
    hunks = _split(text, line_edits(text, new))
    actions: list[types.CodeAction] = []
    if want_quick:
        for diag in diagnostics:
            if diag.source != SOURCE_CHECK:
                continue
            first, last = diag.range.start.line, diag.range.end.line
            touching = [h for h in hunks if h.start <= last and max(h.end, h.start + 1) > first]
            if not touching:
                continue
            lines = {n + 1 for h in touching for n in range(h.start, max(h.end, h.start + 1))}
            fixes = [f for f in applied if f.line in lines] or applied[:1]
            actions.append(
                types.CodeAction(
                    title=f"Fix: {_summary(fixes, 2)}",
                    kind=types.CodeActionKind.QuickFix,
                    diagnostics=[diag],
                    edit=_edit(uri, version, touching),
                    is_preferred=True,
                )
            )
    if want_all:
        actions.append(
            types.CodeAction(
                title=f"{FIX_ALL_TITLE} ({len(applied)}: {_summary(applied)})",
                kind=types.CodeActionKind.SourceFixAll,
                diagnostics=[d for d in diagnostics if d.source == SOURCE_CHECK],
                edit=_edit(uri, version, hunks),
            )
        )
    return actions
