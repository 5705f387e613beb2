"""Fix-all: deterministic repairs of the mistakes the kb can name exactly, before any model call.

Each fix class is a small pure function `fix_x(code, kb=None) -> (new_code, [AppliedFix])` that
changes only what its rule is sure of and returns the code unchanged (and no fixes) when it does
not parse or nothing applies. `fix_all` runs them in order until nothing changes; a fix whose
output does not parse is dropped. The agent applies `fix_all` before rendering and before paying
for a repair round; the editor offers it as "Fix all Manim issues" (`source.fixAll`);
`python -m server check --fix FILE` rewrites a file with it. See docs/kb.md ("Fix-all").

Most rules start from a static-check finding (`kb.checks`), so they inherit its zero-false-positive
rule: a keyword is renamed or removed only where the callable's keywords are known exactly.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from kb.checks import ERROR, Finding, check_code
from kb.extract import parse
from kb.idioms import NAME_ALIASES
from kb.positions import LineIndex
from kb.store import KnowledgeBase, load


@dataclass(frozen=True)
class AppliedFix:
    """One change: `code` names the fix class, `line` is 1-based in the code it was applied to."""

    code: str
    line: int
    message: str


FixResult = tuple[str, list[AppliedFix]]


@dataclass(frozen=True)
class _Edit:
    start: int  # absolute character offsets into the code
    end: int
    text: str
    fix: AppliedFix


class _Source:
    """Parsed code with AST spans as absolute character offsets."""

    def __init__(self, code: str, tree: ast.Module) -> None:
        self.code = code
        self.tree = tree
        self.lines = LineIndex(code)
        self.starts = [0]
        for m in re.finditer(r"\r\n|\r|\n", code):
            self.starts.append(m.end())

    def offset(self, line: int, char_col: int) -> int:
        return self.starts[min(line, len(self.starts)) - 1] + char_col

    def byte_offset(self, line: int, byte_col: int) -> int:
        return self.offset(line, self.lines.char_col(line, byte_col))

    def start(self, node: ast.AST) -> int:
        return self.byte_offset(node.lineno, node.col_offset)  # type: ignore[attr-defined]

    def end(self, node: ast.AST) -> int:
        line = node.end_lineno or node.lineno  # type: ignore[attr-defined]
        return self.byte_offset(line, node.end_col_offset or 0)  # type: ignore[attr-defined]

    def text(self, node: ast.AST) -> str:
        return self.code[self.start(node) : self.end(node)]


def _apply(code: str, edits: list[_Edit]) -> FixResult:
    """Apply non-overlapping edits (an edit overlapping an earlier one is left for a later pass)."""
    chosen: list[_Edit] = []
    last_end = -1
    for e in sorted(edits, key=lambda e: (e.start, e.end)):
        if e.start < last_end or (chosen and e.start == last_end == e.end):
            continue
        chosen.append(e)
        last_end = max(last_end, e.end)
    out = code
    for e in reversed(chosen):
        out = out[: e.start] + e.text + out[e.end :]
    return out, [e.fix for e in chosen]


def _source(code: str) -> _Source | None:
    tree = parse(code)
    return None if tree is None else _Source(code, tree)


def _errors(code: str, kb: KnowledgeBase, kind: str) -> list[Finding]:
    return [f for f in check_code(code, kb) if f.code == kind and f.severity == ERROR]


def _calls(tree: ast.AST) -> Iterable[ast.Call]:
    return (n for n in ast.walk(tree) if isinstance(n, ast.Call))


def _calls_to(tree: ast.AST, name: str) -> Iterable[ast.Call]:
    """Calls of the bare name `name` (`Brace(...)`, not `x.Brace(...)`)."""
    return (c for c in _calls(tree) if isinstance(c.func, ast.Name) and c.func.id == name)


def _callee_name(call: ast.Call) -> str | None:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def _keyword_at(src: _Source, f: Finding) -> tuple[ast.Call, ast.keyword] | None:
    """The call and keyword whose name starts where finding `f` does."""
    target = src.offset(f.line, f.col)
    for call in _calls(src.tree):
        for kw in call.keywords:
            if kw.arg is not None and src.start(kw) == target:
                return call, kw
    return None


def _remove_keyword(src: _Source, call: ast.Call, kw: ast.keyword) -> tuple[int, int]:
    """The span that deletes `kw` and one separating comma from `call`."""
    items: list[ast.AST] = sorted([*call.args, *call.keywords], key=src.start)
    i = next(n for n, item in enumerate(items) if item is kw)
    if i > 0:
        return src.end(items[i - 1]), src.end(kw)
    if i + 1 < len(items):
        return src.start(kw), src.start(items[i + 1])
    close = src.code.rfind(")", src.start(kw), src.end(call))
    return src.start(kw), close if close >= 0 else src.end(kw)


def _owner(f: Finding) -> str:
    """`Rotate` or `VMobject.rotate`: the callable an unknown-kwarg finding is about."""
    return f.owner


def _forwarded(f: Finding) -> list[str]:
    """The classes an unknown-kwarg's callable passes its keywords on to, as the check found
    them (`LaggedStartMap(FadeIn, ...)`: `FadeIn`)."""
    return f.forwarded


# -- 1. ManimGL / old Manim names ----------------------------------------------------------------

#: old fade animations whose direction / scale argument becomes a CE keyword
_OLD_FADES: dict[str, tuple[str, str | None, str | None]] = {
    # name: (CE class, keyword for the 2nd positional argument, keyword=value when there is none)
    "FadeInFrom": ("FadeIn", "shift", None),
    "FadeOutAndShift": ("FadeOut", "shift", None),
    "FadeInFromDown": ("FadeIn", None, "shift=UP"),
    "FadeOutAndShiftDown": ("FadeOut", None, "shift=DOWN"),
    "FadeInFromLarge": ("FadeIn", "scale", "scale=2"),
}


def fix_manimgl_names(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """ManimGL / old-Manim names and idioms -> Community Edition (`ShowCreation` -> `Create`,
    `TextMobject` -> `Text`, `FadeInFrom(m, UP)` -> `FadeIn(m, shift=UP)`, `manimlib` imports,
    `self.play(m.shift, UP)` -> `m.animate.shift(UP)`, `get_graph` -> `plot`), as the checks name them."""
    kb = kb or load()
    src = _source(code)
    if src is None:
        return code, []
    edits: list[_Edit] = []
    for call in _calls(src.tree):
        name = call.func.id if isinstance(call.func, ast.Name) else None
        if name not in _OLD_FADES or name in kb.star_names or not call.args:
            continue
        new, kw_name, default = _OLD_FADES[name]
        parts = [src.text(call.args[0])]
        if kw_name and len(call.args) >= 2:
            parts.append(f"{kw_name}={src.text(call.args[1])}")
            parts.extend(src.text(a) for a in call.args[2:])
        elif default:
            parts.extend(src.text(a) for a in call.args[1:])
            parts.append(default)
        parts.extend(src.text(k) for k in call.keywords)
        text = f"{new}({', '.join(parts)})"
        fix = AppliedFix("manimgl-name", call.lineno, f"`{name}(...)` -> `{text}`")
        edits.append(_Edit(src.start(call), src.end(call), text, fix))
    for f in _errors(code, kb, "manimgl-idiom"):
        if f.replacement is None:
            continue
        start, end = src.offset(f.line, f.col), src.offset(f.end_line, f.end_col)
        old = code[start:end]
        if old in _OLD_FADES:
            continue  # rewritten above with its arguments
        message = f"`{old.splitlines()[0]}` -> `{f.replacement}` (Manim Community Edition)"
        edits.append(_Edit(start, end, f.replacement, AppliedFix("manimgl-name", f.line, message)))
    return _apply(code, edits)


# -- 2. methods that are animations --------------------------------------------------------------

_METHOD_ANIMATIONS = {
    "fade_in": "FadeIn",
    "fade_out": "FadeOut",
    "create": "Create",
    "write": "Write",
    "uncreate": "Uncreate",
}


def fix_method_animations(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """`self.play(m.fade_in())` / `self.play(m.animate.fade_out())` -> `FadeIn(m)` / `FadeOut(m)`:
    methods no Manim class has, whose name is an animation."""
    kb = kb or load()
    src = _source(code)
    if src is None:
        return code, []
    members = kb.member_names()
    edits: list[_Edit] = []
    for call in _calls(src.tree):
        if _callee_name(call) != "play" or not isinstance(call.func, ast.Attribute):
            continue
        for arg in call.args:
            if not (isinstance(arg, ast.Call) and isinstance(arg.func, ast.Attribute)):
                continue
            method = arg.func.attr
            if method not in _METHOD_ANIMATIONS or method in members or arg.args:
                continue
            target = arg.func.value
            if isinstance(target, ast.Attribute) and target.attr == "animate":
                target = target.value
            anim = _METHOD_ANIMATIONS[method]
            rest = "".join(f", {src.text(k)}" for k in arg.keywords)
            text = f"{anim}({src.text(target)}{rest})"
            fix = AppliedFix(
                "method-animation", arg.lineno, f"`{src.text(arg)}` -> `{text}` (an animation)"
            )
            edits.append(_Edit(src.start(arg), src.end(arg), text, fix))
    return _apply(code, edits)


# -- 3. keyword aliases --------------------------------------------------------------------------

#: (keyword, owner's last name or "*") -> the keyword Manim CE uses
_KEYWORD_ALIASES: dict[tuple[str, str], str] = {
    ("radians", "*"): "angle",
    ("degrees", "Rotate"): "angle",
    ("direction", "FadeIn"): "shift",
    ("direction", "FadeOut"): "shift",
    ("duration", "*"): "run_time",
    ("time", "*"): "run_time",
    ("font_color", "*"): "color",
    ("text_color", "*"): "color",
    ("fill", "*"): "fill_color",
    ("opacity", "*"): "fill_opacity",
    ("alpha", "*"): "fill_opacity",
    ("line_width", "*"): "stroke_width",
    ("thickness", "*"): "stroke_width",
    ("width", "Line"): "stroke_width",
    ("size", "Text"): "font_size",
    ("size", "MarkupText"): "font_size",
    ("size", "Tex"): "font_size",
    ("size", "MathTex"): "font_size",
    ("size", "Star"): "outer_radius",
    ("size", "Dot"): "radius",
    ("point_size", "Dot"): "radius",
    ("position", "*"): "point",
    ("center", "Dot"): "point",
    ("radius", "Torus"): "major_radius",
    ("radius", "Cone"): "base_radius",
    ("tube_radius", "Torus"): "minor_radius",
    ("start", "Arc"): "start_angle",
    ("start", "Line"): "start",
    ("from_point", "*"): "start",
    ("to_point", "*"): "end",
    ("side", "Square"): "side_length",
    ("length", "Square"): "side_length",
    ("size", "Square"): "side_length",
    ("rate_function", "*"): "rate_func",
    ("buf", "*"): "buff",
    ("padding", "*"): "buff",
    ("colour", "*"): "color",
}

#: keywords that become one list-valued keyword: `Axes(x_min=0, x_max=5)` -> `x_range=[0, 5]`
_KEYWORD_GROUPS: tuple[tuple[str, tuple[str, ...], str], ...] = (
    ("Prism", ("width", "height", "depth"), "dimensions"),
    ("*", ("x_min", "x_max"), "x_range"),
    ("*", ("y_min", "y_max"), "y_range"),
    ("*", ("z_min", "z_max"), "z_range"),
)


def _accepts(kb: KnowledgeBase, owner: str, keyword: str) -> bool:
    entry = kb.lookup(owner)
    if entry is None:
        return False
    accepted, is_open = kb.accepted_keywords(entry.qualname, None)
    return is_open or keyword in accepted


def fix_keyword_aliases(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """Rejected keywords with a known Community Edition name (`Rotate(m, radians=x)` ->
    `angle=x`, `duration` -> `run_time`, `font_color` -> `color`, `Text(font_style="italic")` ->
    `slant=ITALIC`, `Axes(x_min=a, x_max=b)` -> `x_range=[a, b]`, `Prism(width=.., ...)` ->
    `dimensions=[...]`), only where the callable accepts the new name and it is not given yet."""
    kb = kb or load()
    src = _source(code)
    if src is None:
        return code, []
    edits: list[_Edit] = []
    grouped: dict[int, list[tuple[Finding, ast.Call, ast.keyword, str]]] = {}
    for f in _errors(code, kb, "unknown-kwarg"):
        found = _keyword_at(src, f)
        if found is None:
            continue
        call, kw = found
        owner = _owner(f)
        last = owner.split(".")[-1]
        name = kw.arg or ""
        present = {k.arg for k in call.keywords}
        if name == "font_style":
            edits.extend(_font_style(src, call, kw, owner, kb, present))
            continue
        group = next(
            (g for g in _KEYWORD_GROUPS if name in g[1] and g[0] in ("*", last)),
            None,
        )
        if group is not None:
            grouped.setdefault(id(call), []).append((f, call, kw, owner))
            continue
        # `LaggedStartMap(FadeIn, m, direction=UP)`: the keyword is FadeIn's to take
        takers = _forwarded(f) or [owner]
        new = next(
            (
                alias
                for t in takers
                if (alias := _KEYWORD_ALIASES.get((name, t.split(".")[-1]))) is not None
            ),
            _KEYWORD_ALIASES.get((name, "*")),
        )
        if new is None or new in present or not all(_accepts(kb, t, new) for t in takers):
            continue
        start = src.start(kw)
        fix = AppliedFix("keyword-alias", kw.lineno, f"`{owner}`: keyword `{name}` -> `{new}`")
        edits.append(_Edit(start, start + len(name), new, fix))
    for items in grouped.values():
        call, owner = items[0][1], items[0][3]
        last = owner.split(".")[-1]
        by_name = {kw.arg: kw for _, _, kw, _ in items}
        present = {k.arg for k in call.keywords}
        for cls, names, new in _KEYWORD_GROUPS:
            if cls not in ("*", last) or not any(n in by_name for n in names):
                continue
            if new in present or not _accepts(kb, owner, new):
                continue
            if cls == "*" and not all(n in by_name for n in names):
                continue  # only one end of a range given: leave it to the removal fix
            values = [src.text(by_name[n].value) if n in by_name else "1" for n in names]
            kws = [by_name[n] for n in names if n in by_name]
            first = min(kws, key=src.start)
            text = f"{new}=[{', '.join(values)}]"
            message = f"`{owner}`: {', '.join(f'`{n}`' for n in names if n in by_name)} -> `{text}`"
            fix = AppliedFix("keyword-alias", first.lineno, message)
            edits.append(_Edit(src.start(first), src.end(first), text, fix))
            for kw in kws:
                if kw is not first:
                    a, b = _remove_keyword(src, call, kw)
                    edits.append(_Edit(a, b, "", fix))
    code2, applied = _apply(code, edits)
    unique = list(dict.fromkeys(applied))
    return code2, unique


def _font_style(
    src: _Source,
    call: ast.Call,
    kw: ast.keyword,
    owner: str,
    kb: KnowledgeBase,
    present: set[str | None],
) -> list[_Edit]:
    value = kw.value
    style = (
        value.value.lower()
        if isinstance(value, ast.Constant) and isinstance(value.value, str)
        else ""
    )
    parts = []
    if "italic" in style and "slant" not in present and _accepts(kb, owner, "slant"):
        parts.append("slant=ITALIC")
    if "bold" in style and "weight" not in present and _accepts(kb, owner, "weight"):
        parts.append("weight=BOLD")
    if not parts:
        return []
    text = ", ".join(parts)
    fix = AppliedFix("keyword-alias", kw.lineno, f"`{owner}`: `{src.text(kw)}` -> `{text}`")
    return [_Edit(src.start(kw), src.end(kw), text, fix)]


# -- 4. keywords that are methods ----------------------------------------------------------------

_METHOD_KEYWORDS = ("scale", "shift", "move_to", "rotate", "to_edge", "to_corner", "set_opacity")


def fix_keyword_methods(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """`Text("a", scale=0.5)` -> `Text("a").scale(0.5)`: a rejected constructor keyword that is a
    method of the class taking one value becomes a chained call."""
    kb = kb or load()
    src = _source(code)
    if src is None:
        return code, []
    edits: list[_Edit] = []
    chained: dict[int, tuple[ast.Call, list[ast.keyword], str]] = {}
    for f in _errors(code, kb, "unknown-kwarg"):
        found = _keyword_at(src, f)
        owner = _owner(f)
        if found is None or "." in owner or not kb.is_class(owner):
            continue
        call, kw = found
        if kw.arg not in _METHOD_KEYWORDS or kb.member(owner, kw.arg or "") is None:
            continue
        chained.setdefault(id(call), (call, [], owner))[1].append(kw)
    for call, kws, owner in chained.values():
        suffix = "".join(f".{kw.arg}({src.text(kw.value)})" for kw in kws)
        fix = AppliedFix(
            "keyword-method",
            call.lineno,
            f"`{owner}(..., {', '.join(src.text(k) for k in kws)})` -> `{owner}(...){suffix}`",
        )
        for kw in kws:
            a, b = _remove_keyword(src, call, kw)
            edits.append(_Edit(a, b, "", fix))
        end = src.end(call)
        edits.append(_Edit(end, end, suffix, fix))
    code2, applied = _apply(code, edits)
    return code2, list(dict.fromkeys(applied))


# -- 5. one clear did-you-mean -------------------------------------------------------------------


def _edit_distance(a: str, b: str) -> int:
    """Optimal string alignment distance (insert, delete, substitute, swap neighbours)."""
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        prev2, prev = prev, cur
    return prev[len(b)]


def clear_suggestion(name: str, suggestions: list[str]) -> str | None:
    """The one suggestion that is clearly meant: the only case-insensitive match, or the only one
    a single typo away (one letter added, dropped, changed or two swapped) for names of 4+ letters."""
    same_case = [s for s in suggestions if s.lower() == name.lower() and s != name]
    if same_case:
        return same_case[0] if len(same_case) == 1 else None
    if len(name) < 4:
        return None
    close = [s for s in suggestions if _edit_distance(name, s) == 1]
    return close[0] if len(close) == 1 else None


def fix_did_you_mean(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """Unknown names, attributes and keywords with exactly one clear did-you-mean from the checks
    (`Circel` -> `Circle`, `pi` -> `PI`, `c.shfit` -> `c.shift`, `colour=` -> `color=`)."""
    kb = kb or load()
    src = _source(code)
    if src is None:
        return code, []
    edits: list[_Edit] = []
    for f in check_code(code, kb):
        if f.code not in ("unknown-name", "unknown-attribute", "unknown-kwarg"):
            continue
        start, end = src.offset(f.line, f.col), src.offset(f.end_line, f.end_col)
        old = code[start:end]
        new = clear_suggestion(old, f.suggestions)
        if f.code == "unknown-name" and f.replacement == NAME_ALIASES.get(old):
            new = f.replacement  # a name models invent for a CE one (`JOIN_STYLE`)
        if new is None or not new.isidentifier():
            continue
        if f.code == "unknown-name" and new in kb.modules:
            continue  # `Color` -> the module `color` would not help
        if (f.code == "unknown-name" and old[:1].islower() and kb.is_subclass(new, "Mobject")
                and not code[end:].lstrip().startswith("(")):  # fmt: skip
            continue  # `Create(arrow)`: a variable that is gone, not the class `Arrow`
        if f.code == "unknown-kwarg":
            found = _keyword_at(src, f)
            if found is None or new in {k.arg for k in found[0].keywords}:
                continue
        kind = {
            "unknown-name": "name",
            "unknown-attribute": "attribute",
            "unknown-kwarg": "keyword",
        }
        fix = AppliedFix("did-you-mean", f.line, f"{kind[f.code]} `{old}` -> `{new}`")
        edits.append(_Edit(start, end, new, fix))
    return _apply(code, edits)


# -- 6. unknown keywords with no target ----------------------------------------------------------


def fix_unknown_keywords(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """Remove keywords a callable certainly rejects (a closed `**kwargs` walk) when no alias,
    method or clear did-you-mean applies: `Arrow(..., direction=UP)` -> `Arrow(...)`."""
    kb = kb or load()
    src = _source(code)
    if src is None:
        return code, []
    edits: list[_Edit] = []
    for f in _errors(code, kb, "unknown-kwarg"):
        found = _keyword_at(src, f)
        if found is None:
            continue
        call, kw = found
        a, b = _remove_keyword(src, call, kw)
        message = f"removed `{src.text(kw)}`: `{_owner(f)}` has no keyword `{kw.arg}`"
        edits.append(_Edit(a, b, "", AppliedFix("unknown-keyword", kw.lineno, message)))
    return _apply(code, edits)


# -- 7. lists passed to animations ---------------------------------------------------------------


def _list_names(tree: ast.AST) -> set[str]:
    """Names every assignment of which is a list display or list comprehension."""
    kinds: dict[str, bool] = {}
    for node in ast.walk(tree):
        targets: list[ast.expr] = []
        value: ast.expr | None = None
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        elif isinstance(node, ast.AugAssign | ast.For | ast.With | ast.comprehension):
            continue
        for t in targets:
            if isinstance(t, ast.Name):
                ok = isinstance(value, ast.List | ast.ListComp)
                kinds[t.id] = kinds.get(t.id, True) and ok
        if isinstance(node, ast.For | ast.comprehension) and isinstance(node.target, ast.Name):
            kinds[node.target.id] = False
        if isinstance(node, ast.arg):
            kinds[node.arg] = False
    return {n for n, ok in kinds.items() if ok}


def _is_list(node: ast.expr, names: set[str]) -> bool:
    return isinstance(node, ast.List | ast.ListComp) or (
        isinstance(node, ast.Name) and node.id in names
    )


def _first_parameter(kb: KnowledgeBase, name: str) -> str | None:
    """The first parameter of an Animation class's constructor (`mobject`, `animations`, ...)."""
    if not kb.is_subclass(name, "Animation"):
        return None
    ctor = kb.constructor(name)
    params = [p for p in (ctor.params if ctor else []) if p.name != "self"]
    return params[0].name if params else None


def fix_list_arguments(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """A list given where one mobject is expected: `Create(squares)` -> `Create(VGroup(*squares))`,
    `AnimationGroup(anims)` -> `AnimationGroup(*anims)`, `self.add(squares)` -> `self.add(*squares)`."""
    kb = kb or load()
    src = _source(code)
    if src is None:
        return code, []
    names = _list_names(src.tree)
    edits: list[_Edit] = []
    for call in _calls(src.tree):
        name = _callee_name(call)
        if not call.args or name is None:
            continue
        first = call.args[0]
        if not _is_list(first, names):
            continue
        text = src.text(first)
        takes = _first_parameter(kb, name) if isinstance(call.func, ast.Name) else None
        if takes in ("mobject", "vmobject", "mobjects"):
            new = f"VGroup(*{text})"
        elif takes == "animations":
            new = f"*{text}"
        elif (
            isinstance(call.func, ast.Attribute)
            and name in ("add", "remove", "bring_to_front", "bring_to_back")
            and isinstance(call.func.value, ast.Name)
            and call.func.value.id == "self"
        ):
            new = f"*{text}"
        else:
            continue
        fix = AppliedFix("list-argument", first.lineno, f"`{name}({text})` -> `{name}({new})`")
        edits.append(_Edit(src.start(first), src.end(first), new, fix))
    return _apply(code, edits)


# -- 8. updaters without a parameter -------------------------------------------------------------


def fix_updater_arity(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """`m.add_updater(lambda: ...)` or a local `def f():` given to `add_updater` gets the mobject
    parameter Manim passes (`lambda mob: ...`, `def f(mob):`)."""
    src = _source(code)
    if src is None:
        return code, []
    defs = {
        n.name: n
        for n in ast.walk(src.tree)
        if isinstance(n, ast.FunctionDef) and not n.args.args and not n.args.vararg
    }
    edits: list[_Edit] = []
    for call in _calls(src.tree):
        if _callee_name(call) != "add_updater" or not call.args:
            continue
        fn = call.args[0]
        if isinstance(fn, ast.Lambda) and not fn.args.args and not fn.args.vararg:
            start = src.start(fn)
            head = src.code[start : start + len("lambda")]
            if head == "lambda":
                fix = AppliedFix(
                    "updater-arity", fn.lineno, "updater lambda gets the mobject `mob`"
                )
                edits.append(_Edit(start + 6, start + 6, " mob", fix))
        elif isinstance(fn, ast.Name) and fn.id in defs:
            node = defs.pop(fn.id)
            line = src.lines.line(node.lineno)
            m = re.search(rf"def\s+{re.escape(node.name)}\s*\(\s*", line)
            if m is None:
                continue
            pos = src.offset(node.lineno, m.end())
            fix = AppliedFix(
                "updater-arity", node.lineno, f"updater `{node.name}()` gets the mobject `mob`"
            )
            edits.append(_Edit(pos, pos, "mob", fix))
    return _apply(code, edits)


# -- 9. maths names and modules ------------------------------------------------------------------

_NUMPY_FUNCS = frozenset(
    "sin cos tan arcsin arccos arctan arctan2 sqrt exp log log2 log10 floor ceil".split()
)
_MODULES = frozenset({"random", "math", "itertools", "numpy"})
#: functions of the `random` module used bare: they get `from random import ...`
_RANDOM_FUNCS = frozenset("choice choices randint uniform shuffle sample randrange".split())


def fix_missing_imports(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """Bare maths functions -> numpy (`sin(x)` -> `np.sin(x)`; `from manim import *` gives `np`)
    and standard modules used without an import (`random`, `math`) get one, as do bare functions
    of `random` (`choice(...)` -> `from random import choice`)."""
    kb = kb or load()
    src = _source(code)
    if src is None:
        return code, []
    edits: list[_Edit] = []
    imports: set[str] = set()
    randoms: set[str] = set()
    np_known = "np" in kb.star_names
    for f in _errors(code, kb, "unknown-name"):
        start, end = src.offset(f.line, f.col), src.offset(f.end_line, f.end_col)
        name = code[start:end]
        if name in _NUMPY_FUNCS and np_known:
            fix = AppliedFix("missing-import", f.line, f"`{name}` -> `np.{name}`")
            edits.append(_Edit(start, start, "np.", fix))
        elif name in _MODULES:
            imports.add(f"import {name}")
        elif name in _RANDOM_FUNCS:
            randoms.add(name)
    if randoms:
        imports.add(f"from random import {', '.join(sorted(randoms))}")
    if imports:
        body = src.tree.body
        after = [s for s in body if isinstance(s, ast.Import | ast.ImportFrom)]
        anchor = after[-1] if after else None
        lines = "".join(f"{m}\n" for m in sorted(imports))
        if anchor is not None:
            pos = src.offset((anchor.end_lineno or anchor.lineno) + 1, 0)
            pos = min(pos, len(code))
            prefix = "" if code[:pos].endswith("\n") else "\n"
            text = prefix + lines
        else:
            pos, text = 0, lines
        line = (anchor.end_lineno or 1) + 1 if anchor is not None else 1
        message = f"added `{lines.strip().replace(chr(10), '; ')}`"
        edits.append(_Edit(pos, pos, text, AppliedFix("missing-import", line, message)))
    return _apply(code, edits)


# -- 10. 2-D points -------------------------------------------------------------------------------

#: callables whose positional arguments are points (3-D in Manim: [x, y] fails to broadcast)
_POINT_TAKERS = frozenset(
    {"Dot", "Line", "Arrow", "DoubleArrow", "DashedLine", "Polygon", "move_to", "shift"}
)


def _is_number(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, int | float) and not isinstance(node.value, bool)
    if isinstance(node, ast.UnaryOp):
        return _is_number(node.operand)
    if isinstance(node, ast.BinOp):
        return _is_number(node.left) and _is_number(node.right)
    return False


def _pair(node: ast.expr, numbers_only: bool) -> ast.List | ast.Tuple | None:
    """The 2-element list/tuple display of `node` (also inside `np.array(...)`)."""
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "array"
        and len(node.args) == 1
    ):
        node = node.args[0]
    if isinstance(node, ast.List | ast.Tuple) and len(node.elts) == 2:
        if any(isinstance(e, ast.Starred) for e in node.elts):
            return None
        if numbers_only and not all(_is_number(e) for e in node.elts):
            return None
        return node
    return None


def fix_2d_points(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """2-D points where Manim needs 3-D ones get `0` as z: `Dot([1, 2])` -> `Dot([1, 2, 0])`,
    `ParametricFunction(lambda t: np.array([t, np.sin(t)]))` -> `np.array([t, np.sin(t), 0])`
    (points given as number literals, and a parametric function's returned pair)."""
    src = _source(code)
    if src is None:
        return code, []
    edits: list[_Edit] = []

    def add_z(pair: ast.List | ast.Tuple, line: int, what: str) -> None:
        last = pair.elts[-1]
        end = src.end(last)
        fix = AppliedFix("2d-point", line, f"{what}: `{src.text(pair)}` gets z = 0")
        edits.append(_Edit(end, end, ", 0", fix))

    for call in _calls(src.tree):
        name = _callee_name(call)
        if name == "ParametricFunction":
            fn = call.args[0] if call.args else None
            fn = fn or next((k.value for k in call.keywords if k.arg == "function"), None)
            if isinstance(fn, ast.Lambda):
                pair = _pair(fn.body, numbers_only=False)
                if pair is not None:
                    add_z(pair, fn.lineno, "a parametric function returns 3-D points")
        elif name in _POINT_TAKERS:
            for arg in call.args:
                pair = _pair(arg, numbers_only=True)
                if pair is not None:
                    add_z(pair, arg.lineno, f"`{name}` takes 3-D points")
            for kw in call.keywords:
                if kw.arg in ("point", "start", "end"):
                    pair = _pair(kw.value, numbers_only=True)
                    if pair is not None:
                        add_z(pair, kw.value.lineno, f"`{name}` takes 3-D points")
    return _apply(code, edits)


# -- 11. scene methods that need another Scene class -------------------------------------------

#: `self.<method>` calls that only a ThreeDScene has
_THREE_D_METHODS = frozenset(
    {
        "set_camera_orientation",
        "move_camera",
        "begin_ambient_camera_rotation",
        "stop_ambient_camera_rotation",
        "begin_3dillusion_camera_rotation",
        "stop_3dillusion_camera_rotation",
        "set_to_default_angled_camera_orientation",
        "add_fixed_in_frame_mobjects",
        "add_fixed_orientation_mobjects",
    }
)


def _self_attr(node: ast.AST, attr: str | None = None) -> bool:
    return (
        isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "self"
        and (attr is None or node.attr == attr)
    )


def fix_scene_class(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """A `Scene` subclass that uses 3-D camera calls (`self.set_camera_orientation`, ...) becomes a
    `ThreeDScene`; one that moves `self.camera.frame` becomes a `MovingCameraScene`; and
    `self.config.x` (scenes have no `config` attribute) becomes the global `config.x`."""
    src = _source(code)
    if src is None:
        return code, []
    edits: list[_Edit] = []
    for cls in ast.walk(src.tree):
        if not isinstance(cls, ast.ClassDef):
            continue
        nodes = list(ast.walk(cls))
        base = next((b for b in cls.bases if isinstance(b, ast.Name) and b.id == "Scene"), None)
        if base is not None:
            three_d = sorted(
                {
                    n.attr
                    for n in nodes
                    if isinstance(n, ast.Attribute) and _self_attr(n) and n.attr in _THREE_D_METHODS
                }
            )
            frame = any(
                isinstance(n, ast.Attribute) and n.attr == "frame" and _self_attr(n.value, "camera")
                for n in nodes
            )
            target = "ThreeDScene" if three_d else "MovingCameraScene" if frame else None
            if target is not None:
                why = f"`self.{three_d[0]}`" if three_d else "`self.camera.frame`"
                fix = AppliedFix(
                    "scene-class", cls.lineno, f"`{cls.name}(Scene)` -> `{target}`: it uses {why}"
                )
                edits.append(_Edit(src.start(base), src.end(base), target, fix))
        config = [n for n in nodes if isinstance(n, ast.Attribute) and _self_attr(n, "config")]
        background = {
            id(n.value)
            for n in nodes
            if isinstance(n, ast.Attribute) and n.attr == "background_color"
        }
        if config and all(isinstance(n.ctx, ast.Load) for n in config):
            for n in config:
                # the camera draws the background once the scene runs; the config is read earlier
                to = "self.camera" if id(n) in background else "config"
                what = "the scene's camera" if id(n) in background else "the global Manim config"
                fix = AppliedFix("scene-class", n.lineno, f"`self.config` -> `{to}` ({what})")
                edits.append(_Edit(src.start(n), src.end(n), to, fix))
    return _apply(code, edits)


# -- 12. getters that take no argument ------------------------------------------------------------

_NO_ARG_GETTER = re.compile(r"^`(?:[\w.]+\.)?(get_\w+)` takes 0 positional arguments")


def fix_getter_index(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """An index passed to a getter that takes none is an index into what it returns:
    `table.get_rows(0)` -> `table.get_rows()[0]` (as the too-many-args check names it)."""
    kb = kb or load()
    src = _source(code)
    if src is None:
        return code, []
    named = {
        (f.line, m.group(1))
        for f in check_code(code, kb)
        if f.code == "too-many-args" and (m := _NO_ARG_GETTER.match(f.message))
    }
    edits: list[_Edit] = []
    for call in _calls(src.tree):
        func = call.func
        if not isinstance(func, ast.Attribute):
            continue
        if len(call.args) != 1 or call.keywords or isinstance(call.args[0], ast.Starred):
            continue
        if (call.lineno, func.attr) not in named:
            continue
        arg = src.text(call.args[0])
        owner = src.text(func.value)
        fix = AppliedFix(
            "getter-index", call.lineno, f"`{func.attr}({arg})` -> `{func.attr}()[{arg}]`"
        )
        edits.append(_Edit(src.start(call), src.end(call), f"{owner}.{func.attr}()[{arg}]", fix))
    return _apply(code, edits)


# -- 13. forms Manim (or Python) never accepts, with one clear rewrite --------------------------


def _star_import(tree: ast.Module) -> bool:
    return any(
        isinstance(s, ast.ImportFrom)
        and s.module == "manim"
        and any(a.name == "*" for a in s.names)
        for s in tree.body
    )


def _statement_span(src: _Source, stmt: ast.stmt) -> tuple[int, int]:
    """The span of a whole-line statement, its line break included."""
    start = src.offset(stmt.lineno, 0)
    end = src.offset((stmt.end_lineno or stmt.lineno) + 1, 0)
    return start, min(end, len(src.code))


def fix_manim_submodule_imports(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """`from manim.mobject.text import Text` (a submodule that does not define the name) is
    dropped when `from manim import *` already gives every name it imports."""
    kb = kb or load()
    src = _source(code)
    if src is None or not _star_import(src.tree):
        return code, []
    edits: list[_Edit] = []
    for stmt in src.tree.body:
        if not isinstance(stmt, ast.ImportFrom) or not (stmt.module or "").startswith("manim."):
            continue
        names = [a for a in stmt.names if a.name != "*"]
        if not names or len(names) != len(stmt.names):
            continue
        if any(a.asname not in (None, a.name) or a.name not in kb.star_names for a in names):
            continue
        wrong = [
            a.name for a in names if (e := kb.get(a.name)) is not None and e.module != stmt.module
        ]
        if not wrong:
            continue
        fix = AppliedFix(
            "manim-import",
            stmt.lineno,
            f"removed `from {stmt.module} import ...`: `{wrong[0]}` is not defined there, and "
            "`from manim import *` gives it",
        )
        start, end = _statement_span(src, stmt)
        edits.append(_Edit(start, end, "", fix))
    return _apply(code, edits)


def _float_literal(node: ast.expr) -> bool:
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        node = node.operand
    return isinstance(node, ast.Constant) and isinstance(node.value, float)


def fix_float_range(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """`range(1, 21, 0.5)` (a float literal: Python's range raises) -> `np.arange(1, 21, 0.5)`."""
    kb = kb or load()
    src = _source(code)
    if src is None or ("np" not in kb.star_names and "import numpy as np" not in code):
        return code, []
    shadowed = any(
        isinstance(n, ast.Name) and n.id == "range" and isinstance(n.ctx, ast.Store)
        for n in ast.walk(src.tree)
    )
    if shadowed:
        return code, []
    edits: list[_Edit] = []
    for call in _calls_to(src.tree, "range"):
        if call.keywords:
            continue
        if not 1 <= len(call.args) <= 3 or not any(_float_literal(a) for a in call.args):
            continue
        fix = AppliedFix(
            "float-range", call.lineno, "`range(...)` with a float argument -> `np.arange(...)`"
        )
        edits.append(_Edit(src.start(call.func), src.end(call.func), "np.arange", fix))
    return _apply(code, edits)


#: the layouts `Graph(layout=...)` knows by name (manim.mobject.graph.LayoutName)
GRAPH_LAYOUTS = frozenset(
    "circular kamada_kawai partite planar random shell spectral spiral spring tree".split()
)
_GRAPH_CLASSES = frozenset({"Graph", "DiGraph"})


def fix_graph_layout(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """`Graph(..., layout="custom")` (a name Manim does not know) -> the closest known layout
    when one is clearly meant (`"circle"` -> `"circular"`), else the keyword is removed (the
    default spring layout)."""
    src = _source(code)
    if src is None:
        return code, []
    edits: list[_Edit] = []
    for call in _calls(src.tree):
        if _callee_name(call) not in _GRAPH_CLASSES:
            continue
        for kw in call.keywords:
            value = kw.value
            if kw.arg != "layout" or not isinstance(value, ast.Constant):
                continue
            if not isinstance(value.value, str) or value.value in GRAPH_LAYOUTS:
                continue
            name = value.value
            meant = clear_suggestion(name.lower().replace(" ", "_"), sorted(GRAPH_LAYOUTS))
            if meant is None and name.lower().startswith("circ"):
                meant = "circular"
            if meant is not None:
                fix = AppliedFix("graph-layout", kw.lineno, f'layout "{name}" -> "{meant}"')
                edits.append(_Edit(src.start(value), src.end(value), f'"{meant}"', fix))
            else:
                fix = AppliedFix(
                    "graph-layout",
                    kw.lineno,
                    f'removed layout="{name}": not a Manim layout (the default "spring" is used)',
                )
                start, end = _remove_keyword(src, call, kw)
                edits.append(_Edit(start, end, "", fix))
    return _apply(code, edits)


def fix_brace_between_points(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """`Brace(p1, p2, direction=...)` (two positional arguments and `direction` is a TypeError;
    braces between two points are `BraceBetweenPoints`) -> `BraceBetweenPoints(p1, p2, ...)`."""
    src = _source(code)
    if src is None:
        return code, []
    edits: list[_Edit] = []
    for call in _calls_to(src.tree, "Brace"):
        if len(call.args) != 2 or not any(k.arg == "direction" for k in call.keywords):
            continue
        fix = AppliedFix(
            "brace-points", call.lineno, "`Brace(a, b, direction=...)` -> `BraceBetweenPoints`"
        )
        edits.append(_Edit(src.start(call.func), src.end(call.func), "BraceBetweenPoints", fix))
    return _apply(code, edits)


def fix_area_between_curves(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """`axes.get_area(curve1, curve2, x_range=[0, 2])` (the second positional argument is
    `x_range`, so a second curve there is a TypeError or a wrong range) -> the area between the
    two: `axes.get_area(curve1, bounded_graph=curve2, x_range=[0, 2])`."""
    src = _source(code)
    if src is None:
        return code, []
    edits: list[_Edit] = []
    for call in _calls(src.tree):
        func = call.func
        if not (isinstance(func, ast.Attribute) and func.attr == "get_area") or len(call.args) != 2:
            continue
        second = call.args[1]
        names = {k.arg for k in call.keywords}
        if "bounded_graph" in names or not isinstance(second, ast.Name | ast.Attribute | ast.Call):
            continue  # a list or tuple there is the range itself
        if isinstance(second, ast.Call) and not (
            isinstance(second.func, ast.Attribute) and second.func.attr in ("plot", "get_graph")
        ):
            continue
        text = src.text(second)
        fix = AppliedFix(
            "area-between", call.lineno, f"`get_area(..., {text})` -> `bounded_graph={text}`"
        )
        edits.append(_Edit(src.start(second), src.end(second), f"bounded_graph={text}", fix))
    return _apply(code, edits)


#: math-mode delimiters, which are errors inside MathTex (it is already in math mode)
_MATH_DELIMITERS = re.compile(r"(?<!\\)\\[()\[\]]|(?<!\\)\$")


def _string_literal(value: str) -> str:
    if '"' not in value and not value.endswith("\\") and "\n" not in value:
        return f'r"{value}"'
    return repr(value)


def fix_mathtex_delimiters(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    r"""`MathTex(r"\( a_i \)")` / `MathTex("$x^2$")` -> `MathTex(r"a_i")` / `MathTex(r"x^2")`:
    MathTex is already in math mode, so `$`, `\(`, `\)`, `\[`, `\]` break the LaTeX run (the
    same goes for the keys of `tex_to_color_map`)."""
    src = _source(code)
    if src is None:
        return code, []
    edits: list[_Edit] = []

    def strip(node: ast.expr, line: int) -> None:
        if not isinstance(node, ast.Constant) or not isinstance(node.value, str):
            return
        new = _MATH_DELIMITERS.sub("", node.value).strip()
        if new == node.value or not new:
            return
        fix = AppliedFix(
            "mathtex-delimiters", line, "math delimiters removed: MathTex is math mode"
        )
        edits.append(_Edit(src.start(node), src.end(node), _string_literal(new), fix))

    for call in _calls_to(src.tree, "MathTex"):
        for arg in call.args:
            strip(arg, call.lineno)
        for kw in call.keywords:
            if kw.arg in ("tex_to_color_map", "substrings_to_isolate"):
                keys = kw.value.keys if isinstance(kw.value, ast.Dict) else []
                items = kw.value.elts if isinstance(kw.value, ast.List | ast.Tuple) else []
                for k in [*keys, *items]:
                    if k is not None:
                        strip(k, call.lineno)
    return _apply(code, edits)


_CORNERS = {
    "top_left": "UL",
    "upper_left": "UL",
    "top_right": "UR",
    "upper_right": "UR",
    "bottom_left": "DL",
    "lower_left": "DL",
    "bottom_right": "DR",
    "lower_right": "DR",
}


def fix_corner_getters(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """`m.get_bottom_left()` (no such method) -> `m.get_corner(DL)`; likewise the other corners."""
    src = _source(code)
    if src is None:
        return code, []
    edits: list[_Edit] = []
    for call in _calls(src.tree):
        func = call.func
        if not isinstance(func, ast.Attribute) or call.args or call.keywords:
            continue
        corner = (
            _CORNERS.get(func.attr.removeprefix("get_")) if func.attr.startswith("get_") else None
        )
        if corner is None:
            continue
        fix = AppliedFix("corner-getter", call.lineno, f"`{func.attr}()` -> `get_corner({corner})`")
        owner = src.text(func.value)
        edits.append(_Edit(src.start(call), src.end(call), f"{owner}.get_corner({corner})", fix))
    return _apply(code, edits)


def fix_bar_colors(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """`BarChart(..., bar_colors=WHITE)` (one colour where a list is required: a string is split
    into characters) -> `bar_colors=[WHITE]`."""
    src = _source(code)
    if src is None:
        return code, []
    edits: list[_Edit] = []
    for call in _calls(src.tree):
        if _callee_name(call) != "BarChart":
            continue
        for kw in call.keywords:
            v = kw.value
            single = (isinstance(v, ast.Name) and v.id.isupper()) or (
                isinstance(v, ast.Constant) and isinstance(v.value, str)
            )
            if kw.arg == "bar_colors" and single:
                text = src.text(v)
                fix = AppliedFix("bar-colors", kw.lineno, f"`bar_colors={text}` -> `[{text}]`")
                edits.append(_Edit(src.start(v), src.end(v), f"[{text}]", fix))
    return _apply(code, edits)


#: Manim's parametric surfaces: a checkerboard of `checkerboard_colors` (two blues by default)
#: overrides `fill_color`, and `color=` never reaches the faces (measured, manim 0.19).
SURFACE_CLASSES = frozenset({"Sphere", "Cylinder", "Cone", "Torus", "Surface"})
#: Solids that pass their own `fill_color=BLUE`, so a `color=` keyword is ignored.
FILLED_SOLIDS = frozenset({"Cube", "Prism"})


def fix_surface_colours(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """`Sphere(color=RED)` and `Sphere(fill_color=RED)` render in the default blue checkerboard
    (so do `Cylinder`, `Cone`, `Torus`, `Surface`) -> `Sphere(fill_color=RED,
    checkerboard_colors=False)`; `Cube(color=RED)` (blue: `Cube` passes its own `fill_color`) ->
    `Cube(fill_color=RED)`. A call that already says `checkerboard_colors`, or gives both `color`
    and `fill_color`, or passes `**kwargs`, is left alone."""
    src = _source(code)
    if src is None:
        return code, []
    edits: list[_Edit] = []
    for call in _calls(src.tree):
        name = _callee_name(call)
        if name not in SURFACE_CLASSES and name not in FILLED_SOLIDS:
            continue
        kws = {kw.arg: kw for kw in call.keywords}
        if None in kws or "checkerboard_colors" in kws or ("color" in kws) == ("fill_color" in kws):
            continue
        colour = kws.get("color") or kws["fill_color"]
        text = src.text(colour.value)
        if name in FILLED_SOLIDS:
            if colour.arg != "color":
                continue
            new = f"fill_color={text}"
        else:
            new = f"fill_color={text}, checkerboard_colors=False"
        fix = AppliedFix(
            "surface-colour",
            colour.lineno,
            f"`{name}` ignores `{colour.arg}={text}` and shows its default blue -> `{new}`",
        )
        edits.append(_Edit(src.start(colour), src.end(colour), new, fix))
    return _apply(code, edits)


def fix_made_up_setters(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """A statement calling a `set_*` method no Manim class has, without exactly one positional
    value (`m.set_circumscribed()`, `chart.set_bar_labels(color=WHITE)`), is removed: Mobject
    answers unknown `set_*` names with a setter that takes one value, so the call can only raise."""
    kb = kb or load()
    src = _source(code)
    if src is None:
        return code, []
    known = kb.member_names()
    own = {
        n.name for n in ast.walk(src.tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)
    }
    edits: list[_Edit] = []
    for stmt in ast.walk(src.tree):
        if not isinstance(stmt, ast.Expr) or not isinstance(stmt.value, ast.Call):
            continue
        call = stmt.value
        func = call.func
        if not isinstance(func, ast.Attribute) or not func.attr.startswith("set_"):
            continue
        if func.attr in known or func.attr in own or len(func.attr) <= 4:
            continue
        if len(call.args) == 1 and not call.keywords:
            continue  # the automatic setter accepts this
        if any(isinstance(a, ast.Starred) for a in call.args) or any(
            k.arg is None for k in call.keywords
        ):
            continue
        fix = AppliedFix(
            "made-up-setter",
            stmt.lineno,
            f"removed `{func.attr}(...)`: no Manim class has it, and Mobject's automatic "
            "setter takes exactly one value",
        )
        start, end = _statement_span(src, stmt)
        if src.code[start:end].strip() != src.text(stmt).strip():
            continue  # not alone on its lines
        edits.append(_Edit(start, end, "", fix))
    return _apply(code, edits)


def _restored_names(tree: ast.AST) -> dict[str, int]:
    """Names restored (`m.restore()`, `Restore(m)`, `m.animate.restore()`) -> first line."""
    out: dict[str, int] = {}
    for call in _calls(tree):
        func, target = call.func, None
        if isinstance(func, ast.Attribute) and func.attr == "restore" and not call.args:
            owner = func.value
            if isinstance(owner, ast.Attribute) and owner.attr == "animate":
                owner = owner.value
            target = owner
        elif isinstance(func, ast.Name) and func.id == "Restore" and call.args:
            target = call.args[0]
        if isinstance(target, ast.Name):
            out.setdefault(target.id, call.lineno)
    return out


def fix_restore_without_save(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """A mobject restored (`m.restore()`, `Restore(m)`) that is never saved raises "Trying to
    restore without having saved": `m.save_state()` is added right after `m` is first assigned,
    so restoring returns it to how it was made."""
    src = _source(code)
    if src is None:
        return code, []
    saved = {
        n.func.value.id
        for n in _calls(src.tree)
        if isinstance(n.func, ast.Attribute)
        and n.func.attr == "save_state"
        and isinstance(n.func.value, ast.Name)
    }
    restored = {k: v for k, v in _restored_names(src.tree).items() if k not in saved}
    if not restored:
        return code, []
    edits: list[_Edit] = []
    for func in ast.walk(src.tree):
        if not isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for stmt in func.body:  # top-level statements of the function only
            if not isinstance(stmt, ast.Assign) or len(stmt.targets) != 1:
                continue
            target = stmt.targets[0]
            if not isinstance(target, ast.Name) or target.id not in restored:
                continue
            if stmt.lineno >= restored[target.id]:
                continue
            name = target.id
            del restored[name]
            line_start = src.offset(stmt.lineno, 0)
            indent = re.match(r"[ \t]*", src.code[line_start:]).group(0)  # type: ignore[union-attr]
            _, end = _statement_span(src, stmt)
            text = f"{indent}{name}.save_state()\n"
            if end == len(src.code) and not src.code.endswith("\n"):
                text = "\n" + text
            fix = AppliedFix(
                "save-state",
                stmt.lineno + 1,
                f"added `{name}.save_state()`: `{name}` is restored but never saved",
            )
            edits.append(_Edit(end, end, text, fix))
    return _apply(code, edits)


# -- 14. classes found in the RFT data's render failures (ManimBench train, spec dev, ours) -------


def _scene_class(cls: ast.ClassDef) -> bool:
    return any(
        (b.attr if isinstance(b, ast.Attribute) else getattr(b, "id", "")).endswith("Scene")
        for b in cls.bases
    )


def fix_scene_name_shadows(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """A scene class named like a Manim class it uses (`class Circle(Scene)` that calls
    `Circle(color=BLUE)`) constructs the scene instead: it is renamed `CircleScene`."""
    kb = kb or load()
    src = _source(code)
    if src is None:
        return code, []
    defined = {n.name for n in ast.walk(src.tree) if isinstance(n, ast.ClassDef | ast.FunctionDef)}
    edits: list[_Edit] = []
    for cls in src.tree.body:
        if not isinstance(cls, ast.ClassDef) or not _scene_class(cls):
            continue
        name = cls.name
        if name not in kb.star_names or not kb.is_class(name):
            continue
        uses = [
            n
            for n in ast.walk(src.tree)
            if isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Load)
        ]
        if not uses:
            continue
        new_name = f"{name}Scene"
        while new_name in defined or new_name in kb.star_names:
            new_name += "_"
        start = src.start(cls)
        m = re.compile(rf"class\s+{re.escape(name)}\b").search(src.code, start)
        if m is None:
            continue
        fix = AppliedFix(
            "scene-name",
            cls.lineno,
            f"scene `{name}` -> `{new_name}`: its name hid Manim's `{name}`, which it uses",
        )
        edits.append(_Edit(m.end() - len(name), m.end(), new_name, fix))
        for n in uses:  # `super(Circle, self)` means the scene itself
            parent = next(
                (
                    c
                    for c in _calls(src.tree)
                    if isinstance(c.func, ast.Name) and c.func.id == "super" and n in c.args
                ),
                None,
            )
            if parent is not None:
                edits.append(_Edit(src.start(n), src.end(n), new_name, fix))
    return _apply(code, edits)


def _bound_before(func: ast.FunctionDef | ast.AsyncFunctionDef, name: str, stmt: ast.stmt) -> bool:
    """Whether `name` is a parameter of `func`, declared global/nonlocal in it, or stored before
    `stmt` (in source order)."""
    a = func.args
    params = [*a.posonlyargs, *a.args, *a.kwonlyargs, *filter(None, [a.vararg, a.kwarg])]
    if any(p.arg == name for p in params):
        return True
    here = (stmt.lineno, stmt.col_offset)
    for n in ast.walk(func):
        if isinstance(n, ast.Global | ast.Nonlocal) and name in n.names:
            return True
        stored = (isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Store)) or (
            isinstance(n, ast.FunctionDef | ast.ClassDef | ast.alias)
            and getattr(n, "name", None) == name
        )
        if stored and (n.lineno, n.col_offset) < here:  # type: ignore[attr-defined]
            return True
    return False


def _unbound_self_calls(tree: ast.AST) -> Iterable[tuple[ast.Assign, str, ast.Call]]:
    """Each `x = x(...)` inside a function where `x` is not yet bound there (the call can only
    raise UnboundLocalError): the statement, the name and the call."""
    for func in ast.walk(tree):
        if not isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for stmt in ast.walk(func):
            if (
                isinstance(stmt, ast.Assign)
                and len(stmt.targets) == 1
                and isinstance(target := stmt.targets[0], ast.Name)
                and isinstance(call := stmt.value, ast.Call)
                and isinstance(call.func, ast.Name)
                and call.func.id == target.id
                and not _bound_before(func, target.id, stmt)
            ):
                yield stmt, target.id, call


def fix_self_named_calls(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """`hexagon = hexagon(color=PURPLE)`: the name is local to the function and not yet bound, so
    the call can only raise UnboundLocalError; the Manim class it spells (`Hexagon`, matched
    ignoring case and underscores, one match only) is called instead."""
    kb = kb or load()
    src = _source(code)
    if src is None:
        return code, []
    classes: dict[str, list[str]] = {}
    for name in kb.star_names:
        if name[:1].isupper() and kb.is_class(name):
            classes.setdefault(name.lower().replace("_", ""), []).append(name)
    edits: list[_Edit] = []
    for stmt, name, call in _unbound_self_calls(src.tree):
        matches = classes.get(name.lower().replace("_", ""), [])
        if len(matches) != 1 or matches[0] == name:
            continue
        fix = AppliedFix(
            "self-named-call",
            stmt.lineno,
            f"`{name} = {name}(...)` -> `{matches[0]}(...)`: `{name}` is not bound yet",
        )
        edits.append(_Edit(src.start(call.func), src.end(call.func), matches[0], fix))
    return _apply(code, edits)


#: regular polygons Manim has no class for, by their number of sides
_POLYGON_SIDES = {
    "pentagon": 5,
    "hexagon": 6,
    "hex": 6,
    "heptagon": 7,
    "octagon": 8,
    "nonagon": 9,
    "decagon": 10,
}


def fix_polygon_names(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """`Hexagon(color=PURPLE)` (Manim has no Hexagon class: a NameError) and the unbound
    `hexagon = hexagon(...)` -> `RegularPolygon(n=6, ...)`; likewise pentagon to decagon."""
    kb = kb or load()
    src = _source(code)
    if src is None:
        return code, []
    own = {
        getattr(n, "name", None) or getattr(n, "asname", None)
        for n in ast.walk(src.tree)
        if isinstance(n, ast.ClassDef | ast.FunctionDef | ast.alias)
    }
    stored = {
        n.id for n in ast.walk(src.tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)
    }
    unbound = {id(call) for _, _, call in _unbound_self_calls(src.tree)}
    edits: list[_Edit] = []
    for call in _calls(src.tree):
        func = call.func
        if not isinstance(func, ast.Name) or call.args:
            continue
        sides = _POLYGON_SIDES.get(func.id.lower().replace("_", ""))
        if sides is None or func.id in own or func.id in kb.star_names:
            continue
        if func.id in stored and id(call) not in unbound:
            continue
        fix = AppliedFix(
            "polygon-name",
            call.lineno,
            f"`{func.id}(...)` -> `RegularPolygon(n={sides}, ...)`: Manim has no {func.id} class",
        )
        text = f"RegularPolygon(n={sides}" + (", " if call.keywords else "")
        edits.append(_Edit(src.start(call), src.end(func) + 1, text, fix))
    return _apply(code, edits)


def fix_point_coordinates(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """Coordinates passed as separate numbers where one point is meant: `Point(3, 4, 0)` (a
    TypeError) -> `Point([3, 4, 0])`. (`Dot(2, 2)` renders, as a dot of radius 2, so fix-all
    leaves it: it changes only code that cannot run.)"""
    src = _source(code)
    if src is None:
        return code, []
    edits: list[_Edit] = []
    for call in _calls_to(src.tree, "Point"):
        if not 2 <= len(call.args) <= 3 or not all(_is_number(a) for a in call.args):
            continue
        if any(k.arg in ("point", "location", "radius") for k in call.keywords):
            continue
        coords = [src.text(a) for a in call.args] + (["0"] if len(call.args) == 2 else [])
        text = f"[{', '.join(coords)}]"
        fix = AppliedFix(
            "point-coords",
            call.lineno,
            f"`Point({', '.join(coords[: len(call.args)])})` -> "
            f"`Point({text})`: one point, not separate numbers",
        )
        edits.append(_Edit(src.start(call.args[0]), src.end(call.args[-1]), text, fix))
    return _apply(code, edits)


def fix_table_numbers(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """`Table([[1, 2], [3, 4]])` (Table's entries are strings: numbers raise "expected str
    instance") -> `Table([["1", "2"], ["3", "4"]])`."""
    src = _source(code)
    if src is None:
        return code, []
    edits: list[_Edit] = []
    for call in _calls_to(src.tree, "Table"):
        table = call.args[0] if call.args else None
        table = table or next((k.value for k in call.keywords if k.arg == "table"), None)
        if not isinstance(table, ast.List | ast.Tuple):
            continue
        rows = table.elts
        if not rows or not all(isinstance(r, ast.List | ast.Tuple) for r in rows):
            continue
        numbers = [
            e
            for r in rows
            for e in r.elts  # type: ignore[attr-defined]
            if isinstance(e, ast.Constant | ast.UnaryOp) and _is_number(e)
        ]
        if not numbers:
            continue
        fix = AppliedFix(
            "table-numbers",
            call.lineno,
            f"Table entries are strings: {len(numbers)} numbers quoted (or use IntegerTable)",
        )
        text = src.code[src.start(table) : src.end(table)]
        base = src.start(table)
        for e in reversed(numbers):  # source order reversed keeps earlier offsets valid
            a, b = src.start(e) - base, src.end(e) - base
            text = f'{text[:a]}"{text[a:b]}"{text[b:]}'
        edits.append(_Edit(src.start(table), src.end(table), text, fix))
    return _apply(code, edits)


_TEXT_CLASSES = frozenset({"Text", "Tex", "MarkupText", "Paragraph"})


def fix_bulleted_list_text(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """`BulletedList(Text("a"), Text("b"))` (BulletedList takes strings; mobjects raise
    NotImplementedError) -> `BulletedList("a", "b")`."""
    src = _source(code)
    if src is None:
        return code, []
    edits: list[_Edit] = []
    for call in _calls_to(src.tree, "BulletedList"):
        for arg in call.args:
            if not (isinstance(arg, ast.Call) and isinstance(arg.func, ast.Name)):
                continue
            if arg.func.id not in _TEXT_CLASSES or len(arg.args) != 1:
                continue
            inner = arg.args[0]
            if not isinstance(inner, ast.Constant | ast.JoinedStr):
                continue
            if isinstance(inner, ast.Constant) and not isinstance(inner.value, str):
                continue
            dropped = f" (dropped {', '.join(str(k.arg) for k in arg.keywords)})"
            fix = AppliedFix(
                "bulleted-list",
                arg.lineno,
                f"`BulletedList({arg.func.id}(...))` -> the string: BulletedList takes strings"
                + (dropped if arg.keywords else ""),
            )
            edits.append(_Edit(src.start(arg), src.end(arg), src.text(inner), fix))
    return _apply(code, edits)


def fix_graph_point_numbers(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """`axes.i2gp(1, 2)` / `input_to_graph_point(1, 2)` with a number where the graph goes is a
    point given by its coordinates: -> `axes.c2p(1, 2)`."""
    src = _source(code)
    if src is None:
        return code, []
    edits: list[_Edit] = []
    for call in _calls(src.tree):
        func = call.func
        if not isinstance(func, ast.Attribute) or func.attr not in ("i2gp", "input_to_graph_point"):
            continue
        if len(call.args) != 2 or call.keywords or not _is_number(call.args[1]):
            continue
        fix = AppliedFix(
            "graph-point",
            call.lineno,
            f"`{func.attr}(x, {src.text(call.args[1])})` -> `c2p(...)`: the second argument is a "
            "y coordinate, not a graph",
        )
        end = src.end(func)
        edits.append(_Edit(end - len(func.attr), end, "c2p", fix))
    return _apply(code, edits)


def _string_node(node: ast.expr) -> bool:
    """A string literal or an f-string."""
    return isinstance(node, ast.JoinedStr) or (
        isinstance(node, ast.Constant) and isinstance(node.value, str)
    )


#: first parameters of Animation classes that take one mobject (`Write(vmobject)`, ...)
_MOBJECT_PARAMS = frozenset({"mobject", "vmobject", "text", "text_mobject"})


def fix_string_animations(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """`Write("Path")` (an animation given a string: "object has no attribute
    'family_members_with_points'") -> `Write(Text("Path"))`; only for animations whose first
    parameter is a mobject, and only for a string literal or f-string."""
    kb = kb or load()
    src = _source(code)
    if src is None:
        return code, []
    edits: list[_Edit] = []
    for call in _calls(src.tree):
        if not isinstance(call.func, ast.Name) or not call.args:
            continue
        takes = _first_parameter(kb, call.func.id)
        if takes == "mobjects":  # FadeIn(*mobjects): every positional argument is one
            strings = [a for a in call.args if _string_node(a)]
        elif takes in _MOBJECT_PARAMS and _string_node(call.args[0]):
            strings = [call.args[0]]
        else:
            continue
        for arg in strings:
            text = src.text(arg)
            fix = AppliedFix(
                "string-animation",
                arg.lineno,
                f"`{call.func.id}({text})` -> `{call.func.id}(Text({text}))`: animations take "
                "a mobject, not a string",
            )
            edits.append(_Edit(src.start(arg), src.end(arg), f"Text({text})", fix))
    return _apply(code, edits)


#: Dot-like classes whose first parameter is a point
_POINT_DOTS = frozenset({"Dot", "Dot3D", "AnnotationDot", "LabeledDot"})


def fix_tip_points(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """`Dot(arrow.get_tip())` (`get_tip()` returns the tip mobject, not a point: "setting an
    array element with a sequence") -> `Dot(arrow.get_end())`, the point at the tip; also
    `point=arrow.get_tip()`. Uses of the tip as a mobject (`move_to`, `next_to`) stay."""
    src = _source(code)
    if src is None:
        return code, []
    edits: list[_Edit] = []
    for call in _calls(src.tree):
        if not isinstance(call.func, ast.Name) or call.func.id not in _POINT_DOTS:
            continue
        point = call.args[0] if call.args else None
        point = point or next((k.value for k in call.keywords if k.arg == "point"), None)
        if not (
            isinstance(point, ast.Call)
            and isinstance(point.func, ast.Attribute)
            and point.func.attr == "get_tip"
            and not point.args
            and not point.keywords
        ):
            continue
        owner = src.text(point.func.value)
        fix = AppliedFix(
            "tip-point",
            point.lineno,
            f"`{call.func.id}({owner}.get_tip())` -> `{owner}.get_end()`: get_tip() is the tip "
            "mobject, get_end() its point",
        )
        edits.append(_Edit(src.start(point), src.end(point), f"{owner}.get_end()", fix))
    return _apply(code, edits)


#: methods that return the mobject they are called on, so `Text("a").next_to(b, UP)` is a Text
_SELF_METHODS = frozenset({
    "next_to", "move_to", "shift", "scale", "to_edge", "to_corner", "rotate", "set_color",
    "set_fill", "set_stroke", "set_opacity", "arrange", "arrange_in_grid", "align_to", "center",
    "set_z_index", "flip", "stretch", "set_width", "set_height", "scale_to_fit_width",
    "scale_to_fit_height", "set_x", "set_y", "match_height", "match_width", "set_color_by_gradient",
})  # fmt: skip
_WRITTEN = frozenset({"Text", "MarkupText", "Tex", "MathTex", "Paragraph", "Title"})


def _built_mobject(node: ast.expr, kb: KnowledgeBase) -> str | None:
    """The Manim Mobject class that `Cls(...)` or `Cls(...).next_to(...)...` builds, else None."""
    while (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in _SELF_METHODS
    ):
        node = node.func.value
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and kb.is_subclass(node.func.id, "Mobject")
    ):
        return node.func.id
    return None


_DECIMAL_CLASSES = frozenset({"Integer", "DecimalNumber"})


def _decimal_names(tree: ast.AST, kb: KnowledgeBase) -> dict[str, float | None]:
    """Names (`n` or `self.n`) every assignment of which builds an `Integer` or `DecimalNumber`,
    each with its starting value where it is one number literal assigned once."""
    built: dict[str, bool] = {}
    start: dict[str, list[float | None]] = {}
    for node in ast.walk(tree):
        if not isinstance(node, ast.Assign):
            continue
        for target in node.targets:
            key = _target_key(target)
            if key is None:
                continue
            ok = _built_mobject(node.value, kb) in _DECIMAL_CLASSES
            built[key] = built.get(key, True) and ok
            start.setdefault(key, []).append(_first_number(node.value))
    return {k: (start[k][0] if len(start[k]) == 1 else None) for k, ok in built.items() if ok}


def _first_number(node: ast.expr) -> float | None:
    """The number literal given first to the `Cls(...)` a chain `Cls(...).f(...)` starts from."""
    while isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        node = node.func.value
    if isinstance(node, ast.Call) and node.args:
        return _number_value(node.args[0])
    return None


def _number_value(node: ast.expr) -> float | None:
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = _number_value(node.operand)
        return None if inner is None else -inner
    value = node.value if isinstance(node, ast.Constant) else None
    if isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    return None


def _shorter(new: float, old: float) -> bool:
    """Whether `new` may be drawn with fewer characters than `old` (digits before the point, sign)."""
    return len(str(int(abs(new)))) < len(str(int(abs(old)))) or (old < 0 <= new)


def _target_key(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if _self_attr(node) and isinstance(node, ast.Attribute):
        return f"self.{node.attr}"
    return None


def fix_decimal_set_value(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """`self.play(n.animate.set_value(9))` on an `Integer` / `DecimalNumber` -> `self.play(
    ChangeDecimalToValue(n, 9))`: the animated copy has fewer digit submobjects whenever the new
    value is shorter (10 -> 9) and the render stops with "zip() argument 2 is longer than argument
    1"; `ChangeDecimalToValue` counts through the values in any case. Applied where the value
    is not a literal (a loop's countdown) or is a literal shorter than the literal start; a
    ValueTracker's `animate.set_value` is right and is left alone, as is a chain after it."""
    kb = kb or load()
    src = _source(code)
    if src is None:
        return code, []
    names = _decimal_names(src.tree, kb)
    if not names:
        return code, []
    edits: list[_Edit] = []
    for call in _calls(src.tree):
        if _callee_name(call) != "play" or not isinstance(call.func, ast.Attribute):
            continue
        for arg in call.args:
            if not (
                isinstance(arg, ast.Call)
                and isinstance(arg.func, ast.Attribute)
                and arg.func.attr == "set_value"
                and len(arg.args) == 1
                and not arg.keywords
                and isinstance(arg.func.value, ast.Attribute)
                and arg.func.value.attr == "animate"
            ):
                continue
            target = arg.func.value.value
            key = _target_key(target)
            if key not in names:
                continue
            # a literal new value: only where it is shorter than the literal start (growing works
            # and is left as written); any other value (a loop's, a variable) may be shorter
            new_value, old_value = _number_value(arg.args[0]), names[key]
            if new_value is not None and (old_value is None or not _shorter(new_value, old_value)):
                continue
            text = f"ChangeDecimalToValue({src.text(target)}, {src.text(arg.args[0])})"
            fix = AppliedFix(
                "decimal-set-value",
                arg.lineno,
                f"`{src.text(arg)}` -> `{text}` (animating an Integer to a shorter value fails)",
            )
            edits.append(_Edit(src.start(arg), src.end(arg), text, fix))
    return _apply(code, edits)


def fix_play_mobjects(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """A mobject passed to `self.play` ("Unexpected argument Text passed to Scene.play()"):
    `self.play(Text("Year").next_to(chart, DOWN))` -> `self.play(Write(Text(...)...))`; `Create`
    for other VMobjects, `FadeIn` for the rest. Also a name bound once, to such a mobject."""
    kb = kb or load()
    src = _source(code)
    if src is None:
        return code, []
    own = {n.name for n in ast.walk(src.tree) if isinstance(n, ast.ClassDef)}
    bound: dict[str, list[ast.expr]] = {}
    for node in ast.walk(src.tree):
        targets = (
            node.targets if isinstance(node, ast.Assign) else
            [node.target] if isinstance(node, ast.AnnAssign | ast.AugAssign | ast.For) else []
        )  # fmt: skip
        for t in targets:
            for name in ast.walk(t):
                if isinstance(name, ast.Name):
                    value = node.value if isinstance(node, ast.Assign) and t is name else None
                    bound.setdefault(name.id, []).append(value)  # type: ignore[arg-type]
    edits: list[_Edit] = []
    for call in _calls(src.tree):
        func = call.func
        if not (
            isinstance(func, ast.Attribute)
            and func.attr == "play"
            and isinstance(func.value, ast.Name)
            and func.value.id == "self"
        ):
            continue
        for arg in call.args:
            cls = _built_mobject(arg, kb)
            if cls is None and isinstance(arg, ast.Name):
                values = bound.get(arg.id, [])
                if len(values) == 1 and values[0] is not None:
                    cls = _built_mobject(values[0], kb)
            if cls is None or cls in own:
                continue
            anim = (
                "Write" if cls in _WRITTEN
                else "Create" if kb.is_subclass(cls, "VMobject") else "FadeIn"
            )  # fmt: skip
            text = src.text(arg)
            fix = AppliedFix(
                "play-mobject",
                arg.lineno,
                f"`self.play({cls}...)` -> `{anim}(...)`: play takes animations, not mobjects",
            )
            edits.append(_Edit(src.start(arg), src.end(arg), f"{anim}({text})", fix))
    return _apply(code, edits)


# Scene methods that do their work when called and return None: inside `self.play(...)` they run
# anyway, then play fails on the None ("Unexpected argument None passed to Scene.play()").
SCENE_ACTIONS = {
    "begin_ambient_camera_rotation", "stop_ambient_camera_rotation", "move_camera",
    "set_camera_orientation", "wait", "add", "remove", "add_fixed_in_frame_mobjects",
    "begin_3dillusion_camera_rotation", "stop_3dillusion_camera_rotation",
}  # fmt: skip
_RUN_TIME_TAKERS = {"move_camera"}  # a play's run_time moves into the call


def fix_scene_calls_in_play(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """`self.play(self.begin_ambient_camera_rotation(rate=0.3))` -> the call on its own:
    `self.begin_ambient_camera_rotation(rate=0.3)`; `self.play(self.move_camera(theta=...),
    run_time=2)` -> `self.move_camera(theta=..., run_time=2)`. Only a play holding that one call
    (and, for move_camera, a run_time)."""
    src = _source(code)
    if src is None:
        return code, []
    edits: list[_Edit] = []
    for node in ast.walk(src.tree):
        if not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)):
            continue
        play = node.value
        if not (_is_self_call(play, "play") and len(play.args) == 1):
            continue
        inner = play.args[0]
        if not (isinstance(inner, ast.Call) and isinstance(inner.func, ast.Attribute)
                and _is_self_call(inner, inner.func.attr) and inner.func.attr in SCENE_ACTIONS):  # fmt: skip
            continue
        name = inner.func.attr
        extra = [k for k in play.keywords]
        if extra and not (name in _RUN_TIME_TAKERS and [k.arg for k in extra] == ["run_time"]
                          and "run_time" not in {k.arg for k in inner.keywords}):  # fmt: skip
            continue
        text = src.text(inner)
        if extra:
            text = f"{text[:-1]}{', ' if inner.args or inner.keywords else ''}{src.text(extra[0])})"
        fix = AppliedFix("scene-call-in-play", node.lineno,
                         f"`self.play(self.{name}(...))` -> `self.{name}(...)`: it is not an "
                         "animation; call it on its own")  # fmt: skip
        edits.append(_Edit(src.start(play), src.end(play), text, fix))
    return _apply(code, edits)


def fix_replace_with_new(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """`text.replace(Text("Set"))` as a statement of a scene method -> `self.play(Transform(text,
    Text("Set")))`: `Mobject.replace` only moves and resizes `text` to the box of an object that
    is never shown, so "replace it with Set" shows nothing new; a Transform shows the new object
    in its place (and `text` stays the shown one, so a second replacement works the same way).
    Only a bare name given one freshly built object (a call of a capitalised name)."""
    src = _source(code)
    if src is None:
        return code, []
    edits: list[_Edit] = []
    for fn in ast.walk(src.tree):
        if not isinstance(fn, ast.FunctionDef) or not fn.args.args or fn.args.args[0].arg != "self":
            continue
        for node in ast.walk(fn):
            if not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)):
                continue
            call = node.value
            func = call.func
            if not (isinstance(func, ast.Attribute) and func.attr == "replace"):
                continue
            if not isinstance(func.value, ast.Name) or len(call.args) != 1 or call.keywords:
                continue
            new = call.args[0]
            if not (isinstance(new, ast.Call) and isinstance(new.func, ast.Name)):
                continue
            callee = new.func.id
            if not callee[:1].isupper():
                continue
            name = func.value.id
            fix = AppliedFix(
                "replace-with-new",
                node.lineno,
                f"`{name}.replace({callee}(...))` only moves and resizes {name} to an object "
                f"that is never shown -> `self.play(Transform({name}, {callee}(...)))`",
            )
            text = f"self.play(Transform({name}, {src.text(new)}))"
            edits.append(_Edit(src.start(call), src.end(call), text, fix))
    return _apply(code, edits)


def _is_self_call(call: ast.Call, attr: str) -> bool:
    f = call.func
    return (isinstance(f, ast.Attribute) and f.attr == attr and isinstance(f.value, ast.Name)
            and f.value.id == "self")  # fmt: skip


#: The fix classes in the order `fix_all` applies them (specific rules before generic removal).
def _shown_by(stmt: ast.stmt, name: str) -> bool:
    """Whether ``stmt`` puts ``name`` on screen: a `self.play(...)` or `self.add(...)` whose
    arguments mention it."""
    for node in ast.walk(stmt):
        if isinstance(node, ast.Call) and (
            _is_self_call(node, "play") or _is_self_call(node, "add")
        ):
            if any(
                isinstance(x, ast.Name) and x.id == name for a in node.args for x in ast.walk(a)
            ):
                return True
    return False


_ENTRANCE_NAMES = frozenset({
    "Create", "Write", "FadeIn", "DrawBorderThenFill", "GrowFromCenter", "GrowFromPoint",
    "GrowFromEdge", "GrowArrow", "SpinInFromNothing", "ShowCreation", "AddTextLetterByLetter",
})  # fmt: skip


def _enters(stmts: list[ast.stmt], name: str) -> bool:
    """Whether an entrance animation (`Create(name)`, `FadeIn(name)`, ...) is played on ``name``
    in ``stmts``."""
    return any(
        isinstance(c, ast.Call) and isinstance(c.func, ast.Name) and c.func.id in _ENTRANCE_NAMES
        and c.args and isinstance(c.args[0], ast.Name) and c.args[0].id == name
        for st in stmts for c in ast.walk(st)
    )  # fmt: skip


def _reads(stmts: list[ast.stmt], name: str) -> bool:
    return any(
        isinstance(x, ast.Name) and x.id == name and isinstance(x.ctx, ast.Load)
        for st in stmts
        for x in ast.walk(st)
    )


def fix_transform_chains(code: str, kb: KnowledgeBase | None = None) -> FixResult:
    """`self.play(Transform(think, plan))` then `self.play(Transform(plan, build))`: after a
    `Transform`, `think` shows the plan and `plan` itself was never added, so the second
    replacement draws `build` over the "Plan" still shown (both stay on screen). Where the first
    object is never used again, the target is used later and was not shown before, the first
    call becomes `ReplacementTransform(think, plan)`: `plan` is then the shown object, and what
    later code does to it is seen."""
    src = _source(code)
    if src is None:
        return code, []
    edits: list[_Edit] = []
    for fn in ast.walk(src.tree):
        if not isinstance(fn, ast.FunctionDef):
            continue
        body = fn.body
        for i, st in enumerate(body):
            if not (isinstance(st, ast.Expr) and isinstance(st.value, ast.Call)
                    and _is_self_call(st.value, "play")):  # fmt: skip
                continue
            for call in st.value.args:
                if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
                        and call.func.id == "Transform" and len(call.args) == 2
                        and all(isinstance(a, ast.Name) for a in call.args)):  # fmt: skip
                    continue
                src_name, dst_name = (a.id for a in call.args)  # type: ignore[attr-defined]
                later = body[i + 1 :]
                if src_name == dst_name or _reads(later, src_name) or not _reads(later, dst_name):
                    continue
                if any(_shown_by(x, dst_name) for x in body[:i]) or _enters(later, dst_name):
                    continue  # shown before, or brought in afresh later (Create would redraw it)
                fix = AppliedFix(
                    "transform-chain",
                    call.lineno,
                    f"`Transform({src_name}, {dst_name})` -> `ReplacementTransform({src_name}, "
                    f"{dst_name})`: later lines use `{dst_name}`, which a Transform never shows",
                )
                edits.append(
                    _Edit(src.start(call.func), src.end(call.func), "ReplacementTransform", fix)
                )
    return _apply(code, edits)


FIXES: tuple[Callable[[str, KnowledgeBase | None], FixResult], ...] = (
    fix_manimgl_names,
    fix_method_animations,
    fix_did_you_mean,
    fix_keyword_aliases,
    fix_keyword_methods,
    fix_unknown_keywords,
    fix_list_arguments,
    fix_updater_arity,
    fix_missing_imports,
    fix_2d_points,
    fix_scene_class,
    fix_getter_index,
    fix_manim_submodule_imports,
    fix_float_range,
    fix_graph_layout,
    fix_brace_between_points,
    fix_area_between_curves,
    fix_mathtex_delimiters,
    fix_corner_getters,
    fix_bar_colors,
    fix_surface_colours,
    fix_made_up_setters,
    fix_restore_without_save,
    fix_scene_name_shadows,
    fix_self_named_calls,
    fix_polygon_names,
    fix_point_coordinates,
    fix_table_numbers,
    fix_bulleted_list_text,
    fix_graph_point_numbers,
    fix_string_animations,
    fix_tip_points,
    fix_play_mobjects,
    fix_decimal_set_value,
    fix_scene_calls_in_play,
    fix_replace_with_new,
    fix_transform_chains,
)


def fix_all(code: str, kb: KnowledgeBase | None = None, max_passes: int = 3) -> FixResult:
    """All fix classes, repeated until nothing changes (at most `max_passes`). Never raises on bad
    input: code that does not parse comes back unchanged, and a fix whose output does not parse is
    dropped."""
    kb = kb or load()
    applied: list[AppliedFix] = []
    for _ in range(max_passes):
        changed = False
        for fix in FIXES:
            try:
                new, fixes = fix(code, kb)
            except (RecursionError, MemoryError, ValueError, StopIteration):
                continue
            if new == code or not fixes or parse(new) is None:
                continue
            code = new
            applied.extend(fixes)
            changed = True
        if not changed:
            break
    return code, applied


def format_fixes(fixes: list[AppliedFix], path: str = "") -> str:
    """One line per fix: `path:line: [code] message`."""
    prefix = f"{path}:" if path else ""
    return "\n".join(f"{prefix}{f.line}: [{f.code}] {f.message}" for f in fixes)


__all__ = [
    "FIXES",
    "GRAPH_LAYOUTS",
    "AppliedFix",
    "clear_suggestion",
    "fix_2d_points",
    "fix_all",
    "fix_area_between_curves",
    "fix_bar_colors",
    "fix_brace_between_points",
    "fix_bulleted_list_text",
    "fix_corner_getters",
    "fix_decimal_set_value",
    "fix_did_you_mean",
    "fix_float_range",
    "fix_getter_index",
    "fix_graph_layout",
    "fix_graph_point_numbers",
    "fix_keyword_aliases",
    "fix_keyword_methods",
    "fix_list_arguments",
    "fix_made_up_setters",
    "fix_manim_submodule_imports",
    "fix_manimgl_names",
    "fix_mathtex_delimiters",
    "fix_method_animations",
    "fix_missing_imports",
    "fix_point_coordinates",
    "fix_polygon_names",
    "fix_replace_with_new",
    "fix_restore_without_save",
    "fix_scene_class",
    "fix_scene_name_shadows",
    "fix_self_named_calls",
    "fix_surface_colours",
    "fix_table_numbers",
    "fix_transform_chains",
    "fix_unknown_keywords",
    "fix_updater_arity",
    "format_fixes",
]
