"""Translation between engine results (kb findings, render results, edits) and LSP types."""

from __future__ import annotations

import re
from typing import Any

from lsprotocol import types

from server.edits import line_edits
from server.render import RenderResult
from server.render.scenes import SceneChoice

SOURCE_CHECK = "manim-check"
SOURCE_RENDER = "manim-render"
SOURCE_LAYOUT = "manim-layout"
SOURCE_TRACE = "manim-trace"
REPAIR_TITLE = "Repair with Manim model"
LATEX_PACKAGES = (
    "texlive-latex-base texlive-latex-extra texlive-latex-recommended "
    "texlive-fonts-recommended dvisvgm"
)


def lsp_range(line0: int, col0: int, end_line0: int, end_col0: int) -> types.Range:
    return types.Range(
        start=types.Position(line=max(0, line0), character=max(0, col0)),
        end=types.Position(line=max(0, end_line0), character=max(0, end_col0)),
    )


def _line_range(text: str, line1: int | None) -> types.Range:
    """The non-blank span of a 1-based line (whole first line when unknown)."""
    lines = text.splitlines()
    idx = min(max((line1 or 1) - 1, 0), max(len(lines) - 1, 0))
    content = lines[idx] if lines else ""
    start = len(content) - len(content.lstrip())
    return lsp_range(idx, start, idx, max(len(content), start))


def finding_diagnostic(f: Any) -> types.Diagnostic:
    message = f.message
    if f.suggestions and "did you mean" not in message.lower():
        message += f" Did you mean {', '.join(f.suggestions[:3])}?"
    severity = (
        types.DiagnosticSeverity.Error
        if f.severity == "error"
        else types.DiagnosticSeverity.Warning
    )
    return types.Diagnostic(
        range=lsp_range(f.line - 1, f.col, f.end_line - 1, f.end_col),
        message=message,
        severity=severity,
        source=SOURCE_CHECK,
        code=f.code,
        data={"suggestions": list(f.suggestions), "replacement": f.replacement},
    )


def render_diagnostics(result: RenderResult, text: str) -> list[types.Diagnostic]:
    """An error at its line, LaTeX missing as one clear diagnostic, layout warnings at their line."""
    diags: list[types.Diagnostic] = []
    if result.status == "latex_missing":
        line = _first_line_matching(text, r"\b(Math)?Tex\b|\bTitle\b|\bMathTable\b")
        msg = (result.error.message if result.error else "") or "LaTeX is not installed"
        diags.append(
            types.Diagnostic(
                range=_line_range(text, line),
                message=f"{msg} (Debian/Ubuntu: sudo apt-get install {LATEX_PACKAGES})"
                if LATEX_PACKAGES not in msg
                else msg,
                severity=types.DiagnosticSeverity.Error,
                source=SOURCE_RENDER,
                code="latex-missing",
            )
        )
    elif result.status == "timeout":
        diags.append(
            types.Diagnostic(
                range=_line_range(text, result.error.line if result.error else None),
                message=(result.error.message if result.error else "the render timed out"),
                severity=types.DiagnosticSeverity.Error,
                source=SOURCE_RENDER,
                code="timeout",
            )
        )
    elif not result.ok and result.status != "cancelled" and result.error is not None:
        err = result.error
        rng = _line_range(text, err.line)
        diags.append(
            types.Diagnostic(
                range=rng,
                message=f"{err.type}: {err.message}",
                severity=types.DiagnosticSeverity.Error,
                source=SOURCE_RENDER,
                code=result.status,
                data={"tail": err.tail},
            )
        )
    for w in result.layout:
        diags.append(
            types.Diagnostic(
                range=_line_range(text, w.line),
                message=w.describe(),
                severity=types.DiagnosticSeverity.Warning,
                source=SOURCE_LAYOUT,
                code=w.kind,
            )
        )
    diags += trace_diagnostics(result, text)
    return diags


def trace_diagnostics(result: RenderResult, text: str) -> list[types.Diagnostic]:
    """Trace findings (server/faithful) as warnings at the creating line; a finding the layout
    report already shows at that line is not repeated."""
    from server.faithful.editor import editor_findings

    shown = {
        (w.line, "offscreen" if w.kind == "offscreen" else "text-overlap") for w in result.layout
    }
    try:
        findings = editor_findings(result, text)
    except Exception:  # checks are a convenience: never lose the render's own diagnostics
        return []
    return [
        types.Diagnostic(
            range=_line_range(text, f.line),
            message=f.message,
            severity=types.DiagnosticSeverity.Warning,
            source=SOURCE_TRACE,
            code=f.code,
            data={"fix": f.fix.to_dict()} if f.fix is not None else None,
        )
        for f in findings
        if (f.line, f.code) not in shown
    ]


def _first_line_matching(text: str, pattern: str) -> int | None:
    rx = re.compile(pattern)
    for i, line in enumerate(text.splitlines(), start=1):
        if rx.search(line) and not line.lstrip().startswith("#"):
            return i
    return None


def render_payload(
    uri: str, version: int | None, result: RenderResult, choice: SceneChoice | None = None
) -> dict[str, Any]:
    """The `manim/renderResult` notification (and renderScene command result): with `choice`,
    the scene rendered, why it was chosen (`sceneReason`) and every scene the file offers."""
    return {
        "uri": uri,
        "version": version,
        "status": result.status,
        "scene": choice.scene if choice is not None else result.scene,
        "scenes": list(choice.scenes) if choice is not None else list(result.scenes),
        "sceneReason": choice.reason if choice is not None else None,
        "video": str(result.video) if result.video else None,
        "image": str(result.image) if result.image else None,
        "renderTime": round(result.render_time, 3),
        "layout": [
            {"kind": w.kind, "message": w.describe(), "line": w.line, "time": w.time}
            for w in result.layout
        ],
        "error": (
            {"message": f"{result.error.type}: {result.error.message}", "line": result.error.line}
            if result.error is not None and not result.ok
            else None
        ),
    }


def quick_fixes(uri: str, diag: types.Diagnostic) -> list[types.CodeAction]:
    """Did-you-mean replacements from the kb (no model needed)."""
    if diag.source != SOURCE_CHECK or not isinstance(diag.data, dict):
        return []
    replacement = diag.data.get("replacement")
    options = [replacement] if replacement else list(diag.data.get("suggestions") or [])[:3]
    actions = []
    for i, new_text in enumerate(options):
        if not isinstance(new_text, str):
            continue
        edit = types.WorkspaceEdit(
            changes={uri: [types.TextEdit(range=diag.range, new_text=new_text)]}
        )
        actions.append(
            types.CodeAction(
                title=f"Replace with '{new_text}'" if "\n" not in new_text else "Apply the fix",
                kind=types.CodeActionKind.QuickFix,
                diagnostics=[diag],
                edit=edit,
                is_preferred=i == 0,
            )
        )
    return actions


def names_fix(diag: types.Diagnostic) -> bool:
    """A trace finding's warning that carries a fix (an animation swap or a placement)."""
    return diag.source == SOURCE_TRACE and isinstance(diag.data, dict) and "fix" in diag.data


def trace_fix_actions(uri: str, diag: types.Diagnostic, text: str) -> list[types.CodeAction]:
    """A trace finding that names a fix (``server/faithful/swap.py``): the quick fix that plays
    the animation the description asks for, places the object where it says, keeps an object
    a Transform replaced and places the new one by it, plays a play's animations one after
    another, or turns a 3-D scene's camera, as an undoable edit of the document."""
    from server.faithful.swap import (
        AnimSwap,
        Arrange,
        CameraSpin,
        FinalMove,
        JoinPlays,
        KeepSource,
        MergeAnimate,
        Placement,
        SizeSteps,
        Stagger,
        TurnAngle,
        fix_from_dict,
        locate,
        locate_insertion,
        locate_join,
        locate_keep,
        locate_merge,
        locate_placement,
        locate_retarget,
        locate_stagger,
        locate_turn,
    )

    if not names_fix(diag):
        return []
    assert isinstance(diag.data, dict)
    raw = diag.data.get("fix")
    fix = fix_from_dict(raw) if isinstance(raw, dict) else None
    if fix is None:
        return []
    edits: list[types.TextEdit] = []
    if isinstance(fix, KeepSource):
        kept = locate_keep(text, fix)
        if kept is None:
            return []
        renamed, placing = kept
        at = types.Position(line=placing.after, character=0)
        edits.append(types.TextEdit(range=types.Range(start=at, end=at), new_text=placing.text))
        where = types.Range(
            start=types.Position(line=renamed.line - 1, character=renamed.start),
            end=types.Position(line=renamed.line - 1, character=renamed.end),
        )
        new_text = "TransformFromCopy"
        title = (
            f"Keep the earlier object (TransformFromCopy instead of {fix.old}) and place the new "
            f"one with {placing.text.strip()}, as the description asks"
        )
    elif isinstance(fix, JoinPlays):
        pair = locate_join(text, fix)
        if pair is None:
            return []
        joined, _ = pair
        # the second play's whole line goes (an edit, not a blank line, in the editor)
        gone = types.Range(
            start=types.Position(line=fix.second - 1, character=0),
            end=types.Position(line=fix.second, character=0),
        )
        edits.append(types.TextEdit(range=gone, new_text=""))
        where = types.Range(
            start=types.Position(line=joined.span.line - 1, character=joined.span.start),
            end=types.Position(line=joined.span.line - 1, character=joined.span.end),
        )
        new_text = joined.text
        title = "Play them together in one self.play, as the description asks"
    elif isinstance(fix, FinalMove) and (goal := locate_retarget(text, fix)) is not None:
        # the object's last move goes to the goal (not a second move after a wrong one)
        where = types.Range(
            start=types.Position(line=goal.span.line - 1, character=goal.span.start),
            end=types.Position(line=goal.span.line - 1, character=goal.span.end),
        )
        new_text = goal.text
        title = f"Make its last move go there ({goal.text}), as the description asks"
    elif isinstance(fix, Stagger | MergeAnimate | TurnAngle):
        if isinstance(fix, Stagger):
            rw = locate_stagger(text, fix)
            title = "Play them one after another (LaggedStart), as the description asks"
        elif isinstance(fix, MergeAnimate):
            rw = locate_merge(text, fix)
            title = "Chain the .animate calls into one, so that every change is played"
        else:
            rw = locate_turn(text, fix)
            title = f"Turn by {fix.code}, as the description asks"
        if rw is None:
            return []
        where = types.Range(
            start=types.Position(line=rw.span.line - 1, character=rw.span.start),
            end=types.Position(line=rw.span.line - 1, character=rw.span.end),
        )
        new_text = rw.text
    elif isinstance(fix, CameraSpin | SizeSteps | FinalMove | Arrange):
        ins = locate_insertion(text, fix)
        if ins is None:
            return []
        at = types.Position(line=ins.after, character=0)
        where = types.Range(start=at, end=at)
        new_text = ins.text
        if isinstance(fix, CameraSpin):
            title = "Turn the camera round the scene at the end, as the description asks"
        elif isinstance(fix, SizeSteps):
            title = f"Give them sizes growing {fix.direction.replace('_', ' ')}, as the description asks"
        elif isinstance(fix, Arrange):
            layout = "row" if fix.direction == "RIGHT" else "column"
            title = f"Lay them out in a {layout} with {ins.text.strip()}, as the description asks"
        else:
            title = f"Move it there at the end with {ins.text.strip()}, as the description asks"
        if ins.after >= len(text.splitlines()) and not text.endswith("\n"):
            new_text = "\n" + new_text
    elif isinstance(fix, AnimSwap):
        span = locate(text, fix)
        if span is None:
            return []
        where = types.Range(
            start=types.Position(line=span.line - 1, character=span.start),
            end=types.Position(line=span.line - 1, character=span.end),
        )
        new_text, title = fix.new, f"Play {fix.new} instead of {fix.old}, as the description asks"
    elif isinstance(fix, Placement):
        ins = locate_placement(text, fix)
        if ins is None:
            return []
        at = types.Position(line=ins.after, character=0)
        where = types.Range(start=at, end=at)
        new_text, title = ins.text, f"Place it with {ins.text.strip()}, {fix.why}"
        if ins.after >= len(text.splitlines()) and not text.endswith("\n"):
            new_text = "\n" + new_text
    else:
        return []
    edits.append(types.TextEdit(range=where, new_text=new_text))
    edit = types.WorkspaceEdit(changes={uri: edits})
    return [
        types.CodeAction(
            title=title,
            kind=types.CodeActionKind.QuickFix,
            diagnostics=[diag],
            edit=edit,
            is_preferred=True,
        )
    ]


def repair_action(uri: str, diag: types.Diagnostic) -> types.CodeAction:
    return types.CodeAction(
        title=REPAIR_TITLE,
        kind=types.CodeActionKind.QuickFix,
        diagnostics=[diag],
        command=types.Command(
            title=REPAIR_TITLE, command="manim.server.repairScene", arguments=[{"uri": uri}]
        ),
    )


def create_file_edit(uri: str, text: str) -> types.WorkspaceEdit:
    """Create a new file (never overwriting) and insert the scene into it."""
    start = types.Position(line=0, character=0)
    return types.WorkspaceEdit(
        document_changes=[
            types.CreateFile(
                uri=uri, options=types.CreateFileOptions(overwrite=False, ignore_if_exists=False)
            ),
            types.TextDocumentEdit(
                text_document=types.OptionalVersionedTextDocumentIdentifier(uri=uri, version=None),
                edits=[types.TextEdit(range=types.Range(start=start, end=start), new_text=text)],
            ),
        ]
    )


def minimal_edit(
    uri: str, version: int, old: str, new: str, confirm: str | None = None
) -> types.WorkspaceEdit:
    """Only the hunks that differ, pinned to the document version the repair started from.
    With ``confirm`` (a label), every hunk carries a change annotation that needs the user's
    confirmation: VS Code shows the edit in its refactor preview to apply or discard."""
    annotation = "manim-edit" if confirm else None
    edits: list[types.TextEdit | types.AnnotatedTextEdit] = [
        types.AnnotatedTextEdit(
            range=lsp_range(e.start, 0, e.end, 0), new_text=e.text, annotation_id=annotation
        )
        if annotation
        else types.TextEdit(range=lsp_range(e.start, 0, e.end, 0), new_text=e.text)
        for e in line_edits(old, new)
    ]
    annotations = (
        {annotation: types.ChangeAnnotation(label=confirm or "", needs_confirmation=True)}
        if annotation
        else None
    )
    return types.WorkspaceEdit(
        document_changes=[
            types.TextDocumentEdit(
                text_document=types.OptionalVersionedTextDocumentIdentifier(
                    uri=uri, version=version
                ),
                edits=edits,
            )
        ],
        change_annotations=annotations,
    )


def proposal(uri: str, version: int, old: str, new: str) -> dict[str, Any]:
    """Edit Scene's result for a client that reviews the edit itself (`review: "client"`): the
    proposed text and the minimal hunks (LSP TextEdits as JSON), pinned to `version`, the
    document version the edit started from."""
    return {
        "uri": uri,
        "version": version,
        "text": new,
        "edits": [
            {
                "range": {
                    "start": {"line": e.start, "character": 0},
                    "end": {"line": e.end, "character": 0},
                },
                "newText": e.text,
            }
            for e in line_edits(old, new)
        ],
    }


def completion_item(item: Any, markdown: bool = True) -> types.CompletionItem:
    doc: str | types.MarkupContent | None = None
    if item.doc:
        doc = (
            types.MarkupContent(kind=types.MarkupKind.Markdown, value=item.doc)
            if markdown
            else item.doc
        )
    return types.CompletionItem(
        label=f"{item.name}=",
        kind=types.CompletionItemKind.Property,
        detail=item.detail,
        documentation=doc,
        insert_text=f"{item.name}=",
        sort_text=f"{item.rank:03d}{item.name}",
    )
