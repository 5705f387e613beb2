"""Feedback that points the model at its mistake: the failing line of its own code and a hint
for runtime errors with one well-known cause (``locate_error``, ``error_hint``)."""

from __future__ import annotations

import re

from server.render.result import RenderError

_NO_ATTR = re.compile(r"has no attribute '([^']+)'")
_BAD_KW = re.compile(r"unexpected keyword argument '([^']+)'")
_NO_NAME = re.compile(r"name '([^']+)' is not defined")

#: runtime errors whose cause is one well-known Manim or Python mistake: pattern -> hint; the
#: first match wins, before the generic hints above (from the shipped ManimBench run's failures)
_ERROR_HINTS: dict[str, str] = {
    "__getattr__\\.<locals>\\.setter\\(\\)": (
        "That `set_...` method does not exist: Manim turns an unknown `set_<name>(value)` "
        "into a plain one-value attribute setter, so it neither takes keywords nor does "
        "anything useful. Use a method the API docs list for that class."
    ),
    "restore without having saved": (
        "Call `mob.save_state()` before `Restore(mob)` or `mob.animate.restore()`."
    ),
    "ManimColor only accepts": (
        'Pass a colour (RED, "#FF8800", ManimColor(...)), not a number; to blend two '
        "colours use interpolate_color(c1, c2, alpha)."
    ),
    "same number of dimensions|setting an array element with a sequence|could not be broadcast": (
        "Manim points are 3-D numpy arrays: write every point as [x, y, 0] (or "
        "np.array([x, y, 0])) and pass a single point where one is expected, not a list "
        "of points or a mobject."
    ),
    "'float' object cannot be interpreted as an integer": (
        "A count, range() bound or index must be an integer: wrap it in int(...)."
    ),
    "got multiple values for argument '([^']+)'": (
        "`{0}` is given twice, once by position and once by keyword: check the parameter "
        "order in the API docs and pass it only once."
    ),
    "is neither a recognized layout": (
        'Graph(layout=...) takes a layout name ("spring", "circular", "kamada_kawai", '
        '"planar", "shell", "tree", ...) or a dict {vertex: [x, y, 0]} giving each '
        "vertex's position."
    ),
    "Edge tuple .* must be a 2-tuple": (
        "Graph edges are pairs of vertex names, e.g. edges=[(1, 2), (2, 3)], not Line mobjects."
    ),
    "cannot import name '([^']+)' from 'manim": (
        "Import everything with `from manim import *` instead of importing `{0}` from a "
        "manim submodule."
    ),
    "cannot access local variable '([^']+)'": (
        "`{0}` is used before it is assigned: create it first (or do not reuse its name "
        "inside the function)."
    ),
}
_HINT_PATTERNS = [(re.compile(p), h) for p, h in _ERROR_HINTS.items()]


def error_hint(message: str) -> str | None:
    """The hint for a runtime error message that names one known mistake, else None."""
    for pattern, hint in _HINT_PATTERNS:
        if m := pattern.search(message):
            return hint.replace("{0}", m.group(1)) if m.groups() else hint
    return None


def locate_error(error: RenderError) -> str:
    """One or two lines that point the model at the failing line of its own code, with a hint
    for the commonest mistakes of small models (invented methods, keywords and names)."""
    parts = []
    if error.line is not None:
        src = f": `{error.source_line}`" if error.source_line else ""
        parts.append(f"The error is raised by line {error.line} of the code{src}")
    msg = f"{error.type}: {error.message}"
    if hint := error_hint(msg):
        parts.append(hint)
    elif m := _NO_ATTR.search(msg):
        parts.append(
            f"`{m.group(1)}` does not exist in Manim Community Edition for that object: use a "
            "method or attribute from the API docs, or an animation such as FadeIn/FadeOut/Create."
        )
    elif m := _BAD_KW.search(msg):
        parts.append(
            f"The keyword argument `{m.group(1)}` is not accepted there: remove it or use a "
            "parameter the API docs list."
        )
    elif m := _NO_NAME.search(msg):
        parts.append(
            f"`{m.group(1)}` is not defined: Manim does not provide it, so define it yourself "
            "or use an existing Manim name."
        )
    return "\n".join(parts)
