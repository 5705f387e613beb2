"""The function a description asks to plot, read from its words into something we can evaluate.

"Plot y = 2x in blue, then y = x^2 in red" is met only when the blue curve is the straight line
and the red one the parabola; a swap of colours shows two curves in the asked colours, which
the object checks pass. The trace gives each drawn curve's seen points (``geom.samples``) and
the axes' unit points, so a curve's values can be compared with the function's, once the
function is known. This module reads the short forms people write (``y = 2x``, ``x^2``,
``sin(x)``, ``2 sin x``, ``|x|``, ``1/x``, ``e^x``, ``sqrt(x)``, ``\\pi``) into a tiny
expression tree and evaluates it; anything it does not know gives None, and no check.

No ``eval``: the text is turned into Python syntax, parsed with ``ast`` and walked, and only
numbers, ``x``, ``pi``, ``e``, the four operations, powers, unary minus and a few named
functions are allowed.
"""

from __future__ import annotations

import ast
import math
import re
from collections.abc import Callable

FUNCTIONS: dict[str, Callable[[float], float]] = {
    "sin": math.sin, "cos": math.cos, "tan": math.tan, "exp": math.exp, "sqrt": math.sqrt,
    "abs": abs, "ln": math.log, "log": math.log10, "log2": math.log2,
}  # fmt: skip
CONSTANTS = {"pi": math.pi, "e": math.e}

#: "y = ..." or "f(x) = ..." up to a word that ends the formula ("in", "from", "on", a comma)
FORMULA_RE = re.compile(
    r"\b(?:y|f\s*\(\s*x\s*\)|g\s*\(\s*x\s*\))\s*=\s*(?P<body>[-+*/^().,|\\\w\s]+?)"
    r"(?=\s+(?:in|from|on|over|between|for|with|and|as|then|to|so|while|at|which|that)\b|[,;:.]\s|[,;:.]?$)"
)
_WORDS = re.compile(r"[a-z]+")


def _pythonic(body: str) -> str | None:
    """``body`` in Python syntax ("2x^2 + 3" -> "2*x**2 + 3"); None where it holds a word that
    is no function, constant or x."""
    s = body.strip().lower().replace("\\", "").replace("−", "-").replace("·", "*")
    s = s.replace("\\cdot", "*").replace("{", "(").replace("}", ")")
    s = re.sub(r"\|([^|]+)\|", r"abs(\1)", s)  # |x| -> abs(x)
    for w in _WORDS.findall(s):
        if w not in FUNCTIONS and w not in CONSTANTS and w != "x":
            return None
    # a function written without brackets: "sin x", "2 sin x" -> sin(x)
    s = re.sub(rf"\b({'|'.join(FUNCTIONS)})\s+(x|\d+(?:\.\d+)?\s*x?)\b", r"\1(\2)", s)
    s = s.replace("^", "**")
    # implicit products: "2x", "2 x", "x(", ")x", ")(", "2pi", "2sin(x)", "x sin(x)"
    s = re.sub(r"(\d|\))\s*(?=[a-z(])", r"\1*", s)
    s = re.sub(r"\bx\s*(?=[a-z(\d])", "x*", s)
    s = re.sub(r"\b(pi|e)\s*(?=[a-z(\d])", r"\1*", s)
    # a function name followed by "*(" came from the rules above: put the call back
    s = re.sub(rf"\b({'|'.join(FUNCTIONS)})\*\(", r"\1(", s)
    return s


def _evaluate(node: ast.AST, x: float) -> float:
    if isinstance(node, ast.Expression):
        return _evaluate(node.body, x)
    if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
        return float(node.value)
    if isinstance(node, ast.Name):
        if node.id == "x":
            return x
        if node.id in CONSTANTS:
            return CONSTANTS[node.id]
        raise ValueError(node.id)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        v = _evaluate(node.operand, x)
        return -v if isinstance(node.op, ast.USub) else v
    if isinstance(node, ast.BinOp):
        a, b = _evaluate(node.left, x), _evaluate(node.right, x)
        if isinstance(node.op, ast.Add):
            return a + b
        if isinstance(node.op, ast.Sub):
            return a - b
        if isinstance(node.op, ast.Mult):
            return a * b
        if isinstance(node.op, ast.Div):
            return a / b
        if isinstance(node.op, ast.Pow):
            return float(a**b)
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in FUNCTIONS
        and len(node.args) == 1
        and not node.keywords
    ):
        return float(FUNCTIONS[node.func.id](_evaluate(node.args[0], x)))
    raise ValueError(ast.dump(node))


def parse_function(body: str) -> Callable[[float], float | None] | None:
    """The function ``body`` writes ("2x", "x^2 - 4", "sin(x)"), as f(x) giving None where it is
    undefined there; None where the text is not a formula this reader knows or has no x."""
    s = _pythonic(body)
    if s is None or "x" not in s:
        return None
    try:
        tree = ast.parse(s, mode="eval")
        _evaluate(tree, 0.5)  # reject unknown node types now, not at check time
    except (SyntaxError, ValueError, TypeError, ZeroDivisionError, OverflowError):
        return None

    def f(x: float) -> float | None:
        try:
            v = _evaluate(tree, x)
        except (ValueError, ZeroDivisionError, OverflowError, TypeError):
            return None
        return v if isinstance(v, float) and math.isfinite(v) else None

    return f


def python_form(body: str) -> str:
    """``body`` as a Python expression for a ``lambda x:`` ("x^2" -> "x**2", "sin(x)" ->
    "np.sin(x)"), or as written where it cannot be read."""
    s = _pythonic(body)
    if s is None:
        return body
    s = re.sub(r"\b(sin|cos|tan|exp|sqrt|log2)\(", r"np.\1(", s)
    s = re.sub(r"\bln\(", "np.log(", s)
    s = re.sub(r"\blog\(", "np.log10(", s)
    s = re.sub(r"\bpi\b", "PI", s)
    return re.sub(r"\be\b", "np.e", s)


def formulas_in(text: str) -> list[tuple[int, int, str]]:
    """Each "y = ..." / "f(x) = ..." formula of a text with a function this module can
    evaluate: (start, end, its right-hand side as written)."""
    out = []
    for m in FORMULA_RE.finditer(text):
        body = m.group("body").strip()
        if parse_function(body) is not None:
            out.append((m.start(), m.end("body"), body))
    return out
