"""One mistake, one diagnostic: merging the static checks with the last render's diagnostics.

A misspelt keyword is found twice: by the kb's static check (precise columns, a did-you-mean quick
fix) and by the render (the traceback's line). The user should see it once, so a render error on a
line that already carries a static error is folded into that static diagnostic, which then also
offers the model repair (its `data["renderError"]` is set).
"""

from __future__ import annotations

from lsprotocol import types

from server.lsp.convert import SOURCE_CHECK, SOURCE_RENDER


def _is_error(diag: types.Diagnostic) -> bool:
    return diag.severity == types.DiagnosticSeverity.Error


def merge(static: list[types.Diagnostic], render: list[types.Diagnostic]) -> list[types.Diagnostic]:
    """`static + render`, without render errors on a line where a static error already is."""
    static_error_lines = {
        d.range.start.line for d in static if d.source == SOURCE_CHECK and _is_error(d)
    }
    out = list(static)
    for diag in render:
        line = diag.range.start.line
        if diag.source == SOURCE_RENDER and _is_error(diag) and line in static_error_lines:
            for i, s in enumerate(out):
                if s.source == SOURCE_CHECK and _is_error(s) and s.range.start.line == line:
                    data = dict(s.data) if isinstance(s.data, dict) else {}
                    data["renderError"] = diag.message
                    out[i] = types.Diagnostic(
                        range=s.range, message=s.message, severity=s.severity,
                        source=s.source, code=s.code, data=data,
                    )  # fmt: skip
                    break
            continue
        out.append(diag)
    return out


def offers_repair(diag: types.Diagnostic) -> bool:
    """Whether the model repair applies: a render error, or a static error the render hit too."""
    if diag.source == SOURCE_RENDER:
        return True
    return isinstance(diag.data, dict) and bool(diag.data.get("renderError"))
