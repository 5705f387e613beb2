"""Swapping one animation for the one the description names, without a model round.

"The text fades in" played with ``Write(text)`` fails the ``motion`` requirement; the scene is
otherwise right, and a model round costs seconds and may break what already works. The
requirement (``requirements.Motion``) names the swap it would accept (``AnimSwap``: the play's
line, the class played, the class asked for); this module finds that call in the code and
renames it. The agent's loop applies it as part of fix-all before it spends a repair round on
the finding; the editor offers it as a quick fix on the finding's warning.

A swap applies only where it is unambiguous: one call of the played class in the ``play``
statement at that line, or one among several whose first argument is the animated object's
variable. Anything else is left to the model.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import Any

#: what a motion word asks for, as the class a swap writes in
ASKED_CLASS = {
    "fade_in": "FadeIn",
    "write": "Write",
    "create": "Create",
    "grow": "GrowFromCenter",
}

#: animations that bring an object on screen, any of which a swap may replace
ENTRANCES = frozenset(
    {
        "Write", "Create", "ShowCreation", "DrawBorderThenFill", "FadeIn", "FadeInFromPoint",
        "FadeInFromLarge", "GrowFromCenter", "GrowFromPoint", "GrowFromEdge", "GrowArrow",
        "SpinInFromNothing", "AddTextLetterByLetter", "AddTextWordByWord",
    }
)  # fmt: skip

#: keyword arguments every entrance accepts; a call with others keeps its class
PORTABLE_KWARGS = frozenset({"run_time", "rate_func", "lag_ratio"})


@dataclass(frozen=True)
class AnimSwap:
    """Play ``new`` instead of ``old`` in the ``play`` at ``line`` (1-based), on the object
    created at ``target_lines`` (used only to pick among several calls of ``old``)."""

    line: int
    old: str
    new: str
    target_lines: tuple[int, ...] = ()

    def describe(self) -> str:
        return f"play {self.new} instead of {self.old} (line {self.line}), as the description asks"

    def to_dict(self) -> dict[str, Any]:
        return {
            "line": self.line,
            "old": self.old,
            "new": self.new,
            "target_lines": list(self.target_lines),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> AnimSwap | None:
        try:
            return cls(
                int(d["line"]),
                str(d["old"]),
                str(d["new"]),
                tuple(int(x) for x in d.get("target_lines") or ()),
            )
        except (KeyError, TypeError, ValueError):
            return None


def swap_for(motion: str, anims: list[dict[str, Any]], target_lines: list[int]) -> AnimSwap | None:
    """The swap that would satisfy ``motion`` (a ``Motion`` requirement's word) given the
    animations played on its object: one entrance of another class, at one line."""
    new = ASKED_CLASS.get(motion)
    if new is None:
        return None
    found = {
        (int(a["line"]), str(a["cls"]))
        for a in anims
        if a.get("cls") in ENTRANCES and a.get("cls") != new and isinstance(a.get("line"), int)
    }
    if len(found) != 1:
        return None
    ((line, old),) = found
    return AnimSwap(line, old, new, tuple(sorted({x for x in target_lines if x})))


@dataclass(frozen=True)
class Span:
    """Where a swap writes: the class name at ``line`` (1-based), columns ``start``..``end``
    (0-based, in characters)."""

    line: int
    start: int
    end: int


def locate(code: str, swap: AnimSwap) -> Span | None:
    """The one call of ``swap.old`` the swap renames, or None where that is not clear."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return None
    stmts = [
        n for n in ast.walk(tree)
        if isinstance(n, ast.stmt) and not isinstance(n, ast.FunctionDef | ast.ClassDef)
        and not _compound(n) and n.lineno <= swap.line <= (n.end_lineno or n.lineno)
    ]  # fmt: skip
    if len(stmts) != 1 or not _is_play(stmts[0]):
        return None
    calls = [
        c for c in ast.walk(stmts[0])
        if isinstance(c, ast.Call) and isinstance(c.func, ast.Name) and c.func.id == swap.old
    ]  # fmt: skip
    if len(calls) > 1:
        names = _targets(tree, swap.target_lines)
        calls = [c for c in calls if c.args and _name(c.args[0]) in names]
    if len(calls) != 1:
        return None
    call = calls[0]
    if any(k.arg not in PORTABLE_KWARGS for k in call.keywords) or len(call.args) != 1:
        return None
    func = call.func
    if func.end_col_offset is None or func.lineno != func.end_lineno:
        return None
    return Span(func.lineno, _char_col(code, func.lineno, func.col_offset),
                _char_col(code, func.lineno, func.end_col_offset))  # fmt: skip


def apply(code: str, swaps: list[AnimSwap]) -> tuple[str, list[AnimSwap]]:
    """The code with every swap that can be located applied, and those applied."""
    spans: list[tuple[Span, AnimSwap]] = []
    for s in swaps:
        span = locate(code, s)
        if span is not None and all(span != x for x, _ in spans):
            spans.append((span, s))
    if not spans:
        return code, []
    lines = code.splitlines(keepends=True)
    # right to left, so earlier columns on the same line stay valid
    for span, s in sorted(spans, key=lambda p: (p[0].line, p[0].start), reverse=True):
        text = lines[span.line - 1]
        lines[span.line - 1] = text[: span.start] + s.new + text[span.end :]
    return "".join(lines), [s for _, s in spans]


def _compound(node: ast.stmt) -> bool:
    return isinstance(node, ast.For | ast.While | ast.If | ast.With | ast.Try | ast.AsyncFor)


def _is_play(stmt: ast.stmt) -> bool:
    for n in ast.walk(stmt):
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute):
            if n.func.attr == "play":
                return True
    return False


def _name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _targets(tree: ast.Module, lines: tuple[int, ...]) -> set[str]:
    """The variables assigned on the lines that created the animated object."""
    out: set[str] = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.Assign | ast.AnnAssign) and n.lineno in lines:
            targets = n.targets if isinstance(n, ast.Assign) else [n.target]
            for t in targets:
                name = _name(t)
                if name:
                    out.add(name)
    return out


def _char_col(code: str, line: int, byte_col: int) -> int:
    """ast's UTF-8 byte offset as a character offset on that line."""
    text = code.splitlines()[line - 1]
    return len(text.encode("utf-8")[:byte_col].decode("utf-8", errors="ignore"))
