"""What a text or a formula says, as one comparable string.

A viewer reads ``MathTex(r"A = \\pi r^2")``, ``Text("A = π r²")`` and a description's "A = pi r^2"
as the same thing. ``meaning`` maps each to one normal form, so the checks compare what is read,
not how it was typed: TeX commands and Unicode symbols become the same words or operators (``\\pi``,
``π`` and ``pi``; ``\\cdot``, ``·``, ``\\times``, ``×`` and ``*``; ``²`` and ``^2``; ``\\frac{1}{2}``
and ``1/2``; ``\\le`` and ``≤``), TeX spacing and sizing commands, braces and all whitespace go,
and letters are lower case. ``numbers_in`` reads the numbers a text states (``5/6``, ``0.5``,
``40%``). Pure string work: the trace records it and the checks use it.
"""

from __future__ import annotations

import re

GREEK = (
    "alpha", "beta", "gamma", "delta", "epsilon", "varepsilon", "zeta", "eta", "theta", "vartheta",
    "iota", "kappa", "lambda", "mu", "nu", "xi", "pi", "rho", "sigma", "tau", "upsilon", "phi",
    "varphi", "chi", "psi", "omega",
)  # fmt: skip
GREEK_CHARS = {
    "α": "alpha", "β": "beta", "γ": "gamma", "δ": "delta", "ε": "epsilon", "ζ": "zeta",
    "η": "eta", "θ": "theta", "ι": "iota", "κ": "kappa", "λ": "lambda", "μ": "mu", "ν": "nu",
    "ξ": "xi", "π": "pi", "ρ": "rho", "σ": "sigma", "τ": "tau", "υ": "upsilon", "φ": "phi",
    "ϕ": "phi", "χ": "chi", "ψ": "psi", "ω": "omega", "Δ": "delta", "Σ": "sigma", "Ω": "omega",
    "Π": "pi", "Θ": "theta", "Φ": "phi", "Γ": "gamma", "Λ": "lambda",
}  # fmt: skip
SUPERSCRIPTS = dict(zip("⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻ⁿ", "0123456789+-n", strict=True))
SUBSCRIPTS = dict(zip("₀₁₂₃₄₅₆₇₈₉", "0123456789", strict=True))
SYMBOLS = {
    "·": "*", "⋅": "*", "×": "*", "∗": "*", "−": "-", "–": "-", "—": "-", "≤": "<=", "≥": ">=",
    "≠": "!=", "≈": "~", "∞": "inf", "→": "->", "⇒": "=>", "√": "sqrt", "°": "deg", "∘": "deg",
    "±": "+-", "÷": "/", "′": "'", "’": "'", "‘": "'", "“": '"', "”": '"',
}  # fmt: skip
# TeX command -> its meaning (after the Greek letters)
TEX_WORDS = {
    "cdot": "*", "times": "*", "ast": "*", "div": "/", "le": "<=", "leq": "<=", "ge": ">=",
    "geq": ">=", "neq": "!=", "ne": "!=", "approx": "~", "sim": "~", "infty": "inf",
    "to": "->", "rightarrow": "->", "Rightarrow": "=>", "implies": "=>", "pm": "+-", "circ": "deg",
    "degree": "deg", "sqrt": "sqrt", "cdots": "...", "ldots": "...", "dots": "...",
    "percent": "%", "%": "%", "lbrace": "(", "rbrace": ")", "{": "(", "}": ")", "langle": "<",
    "rangle": ">", "mid": "|", "vert": "|", "lvert": "|", "rvert": "|", "Delta": "delta",
    "Sigma": "sigma", "Omega": "omega", "Pi": "pi", "Theta": "theta", "Phi": "phi",
    "Gamma": "gamma", "Lambda": "lambda", "partial": "d", "int": "int", "sum": "sum",
}  # fmt: skip
# commands dropped with their braces kept as plain content (``\text{m}`` -> ``m``)
DROP = (
    "left", "right", "big", "Big", "bigg", "Bigg", "displaystyle", "textstyle", "scriptstyle",
    "text", "textrm", "textbf", "textit", "mathrm", "mathbf", "mathit", "mathsf", "mathtt",
    "mathcal", "mathbb", "operatorname", "boldsymbol", "bm", "mbox", "hbox", "quad", "qquad",
    "limits", "nolimits", "underline", "overline", "vec", "hat", "bar", "tilde", "emph",
)  # fmt: skip
_FRAC = re.compile(r"\\[dt]?frac\s*")
_CMD = re.compile(r"\\([A-Za-z]+|.)")
_GROUP_DELIMS = {"{": "}", "[": "]"}


def _group(s: str, i: int) -> tuple[str, int]:
    """The TeX argument starting at ``i`` (a ``{...}`` group or one character) and where it ends."""
    while i < len(s) and s[i] == " ":
        i += 1
    if i >= len(s):
        return "", i
    if s[i] != "{":
        if s[i] == "\\":
            m = _CMD.match(s, i)
            if m is not None:
                return m.group(), m.end()
        return s[i], i + 1
    depth = 0
    for j in range(i, len(s)):
        if s[j] == "{":
            depth += 1
        elif s[j] == "}":
            depth -= 1
            if depth == 0:
                return s[i + 1 : j], j + 1
    return s[i + 1 :], len(s)


def _simple(part: str) -> bool:
    """Whether a fraction part needs no brackets to stay one term (``12``, ``x``, ``2a``)."""
    return bool(re.fullmatch(r"[A-Za-z0-9.]+|\\[A-Za-z]+", part.strip()))


def _fracs(s: str) -> str:
    """``\\frac{a}{b}`` -> ``a/b`` (``(a+1)/(b)`` where a part is more than one term)."""
    out: list[str] = []
    i = 0
    while True:
        m = _FRAC.search(s, i)
        if m is None:
            out.append(s[i:])
            return "".join(out)
        out.append(s[i : m.start()])
        num, j = _group(s, m.end())
        den, k = _group(s, j)
        num, den = _fracs(num), _fracs(den)
        num = num if _simple(num) else f"({num})"
        den = den if _simple(den) else f"({den})"
        out.append(f"{num}/{den}")
        i = k


def _sqrts(s: str) -> str:
    """``\\sqrt{x+1}`` -> ``sqrt(x+1)``; ``\\sqrt[3]{x}`` -> ``sqrt[3](x)``."""
    out: list[str] = []
    i = 0
    while True:
        j = s.find("\\sqrt", i)
        if j < 0:
            out.append(s[i:])
            return "".join(out)
        out.append(s[i:j])
        k = j + 5
        idx = ""
        if k < len(s) and s[k] == "[":
            end = s.find("]", k)
            if end > 0:
                idx, k = s[k : end + 1], end + 1
        arg, k = _group(s, k)
        out.append(f"sqrt{idx}({_sqrts(arg)})")
        i = k


def _command(m: re.Match[str]) -> str:
    name = m.group(1)
    if name in GREEK:
        return f" {name} "
    if name in TEX_WORDS:
        return f" {TEX_WORDS[name]} "
    if name in DROP or name in (",", ";", ":", "!", " ", "\\"):
        return " "
    return f" {name} "  # \sin -> sin, \log -> log


def meaning(s: str) -> str:
    """The normal form of a text or TeX string: what a viewer reads, spacing and markup aside.

    >>> meaning(r"A = \\pi r^2") == meaning("A = π r²") == meaning("a=pi r^2")
    True
    """
    if not s:
        return ""
    t = s
    for a, b in GREEK_CHARS.items():
        t = t.replace(a, f" {b} ")
    t = re.sub("[⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻ⁿ]+", lambda m: "^" + "".join(SUPERSCRIPTS[c] for c in m.group()), t)
    t = re.sub("[₀₁₂₃₄₅₆₇₈₉]+", lambda m: "_" + "".join(SUBSCRIPTS[c] for c in m.group()), t)
    for a, b in SYMBOLS.items():
        t = t.replace(a, f" {b} ")
    t = t.replace("^\\circ", " deg ").replace("^{\\circ}", " deg ")
    t = _sqrts(_fracs(t))
    t = _CMD.sub(_command, t)
    t = t.replace("{", "").replace("}", "").replace("$", "").replace("**", "^")
    t = re.sub(r"(?<=\d)\s*degrees?\b", " deg ", t, flags=re.I)
    t = t.replace("&", "")
    t = re.sub(r"\s+", "", t).lower()
    return t.replace("×", "*")


def contains_meaning(haystack: str, needle: str) -> bool:
    """Whether ``needle`` is said within ``haystack`` (both read by ``meaning``)."""
    n = meaning(needle)
    return bool(n) and n in meaning(haystack)


_NUMBER = re.compile(r"(?<![a-z0-9.^_])(-?\d+(?:\.\d+)?)(?:/(\d+(?:\.\d+)?))?")


def numbers_in(s: str) -> list[float]:
    """The numbers a text states, in order: ``3``, ``-2.5``, ``5/6`` (as 0.8333...), ``40%`` (as
    40). Read on the ``meaning`` of the text, so ``\\frac{5}{6}`` is 5/6."""
    out: list[float] = []
    text = meaning(s)
    for m in _NUMBER.finditer(text):
        a = float(m.group(1))
        if (
            a < 0
            and m.start() > 0
            and (text[m.start() - 1].isalnum() or text[m.start() - 1] in ")]")
        ):
            a = -a  # "x-2": a difference, not minus two
        if m.group(2) is not None:
            b = float(m.group(2))
            if b == 0:
                continue
            out.append(a / b)
        else:
            out.append(a)
    return out
