"""Fixes a trace finding names, applied without a model round: an animation swap, a placement.

"The text fades in" played with ``Write(text)`` fails the ``motion`` requirement; the scene is
otherwise right, and a model round costs seconds and may break what already works. The
requirement (``requirements.Motion``) names the swap it would accept (``AnimSwap``: the play's
line, the class played, the class asked for); this module finds that call in the code and
renames it. The agent's loop applies it as part of fix-all before it spends a repair round on
the finding; the editor offers it as a quick fix on the finding's warning.

A swap applies only where it is unambiguous: one call of the played class in the ``play``
statement at that line, or one among several whose first argument is the animated object's
variable. Anything else is left to the model.

Likewise "the formula below the triangle" with the formula drawn over it fails a ``relation``
requirement, and "on the left side of the screen" an ``in region`` one: the requirement names a
``Placement`` (``formula.next_to(triangle, DOWN)``, ``title.to_edge(LEFT)``), inserted as one
line after the statements that create both objects, where each is one variable assigned once in
the same block. The loop keeps a fix only when the scene renders with fewer findings, so a
placement that a later line overrides, or that pushes the object onto another, is dropped.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kb.positions import LineIndex

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
            "kind": "swap",
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
class Placement:
    """After the statements creating them, place the object created at ``line`` with
    ``method(args)``, where ``{other}`` in ``args`` stands for the object created at
    ``other_line`` (``next_to({other}, DOWN)``, ``to_edge(LEFT)``)."""

    line: int
    call: str
    other_line: int | None = None
    # the creating lines of other objects lying on each of the two (a placed object's riders
    # must follow it: each must be built from its variable, else the placement leaves them)
    riders: tuple[int, ...] = ()
    other_riders: tuple[int, ...] = ()
    why: str = "as the description asks"

    def describe(self) -> str:
        return f"place the object of line {self.line} with .{self.call}, {self.why}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": "place",
            "line": self.line,
            "call": self.call,
            "other_line": self.other_line,
            "riders": list(self.riders),
            "other_riders": list(self.other_riders),
            "why": self.why,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Placement | None:
        try:
            other = d.get("other_line")
            return cls(
                int(d["line"]),
                str(d["call"]),
                None if other is None else int(other),
                tuple(int(x) for x in d.get("riders") or ()),
                tuple(int(x) for x in d.get("other_riders") or ()),
                str(d.get("why") or "as the description asks"),
            )
        except (KeyError, TypeError, ValueError):
            return None


#: animations that turn one object into another in place (the first is gone after them)
REPLACING = frozenset(
    {
        "Transform", "ReplacementTransform", "TransformMatchingTex", "TransformMatchingShapes",
        "FadeTransform", "FadeTransformPieces", "ClockwiseTransform", "CounterclockwiseTransform",
    }
)  # fmt: skip


@dataclass(frozen=True)
class KeepSource:
    """In the ``play`` at ``line``, keep the object a ``old`` call turns into another: play
    ``TransformFromCopy(src, dst)`` instead, after ``dst.call`` (``{other}`` standing for src)
    puts the new object where the description says. "Write 3x = 15 under it" played as
    ``TransformMatchingTex(eq1, eq2)`` replaces the first line in place; the fix keeps it and
    writes the next one below it."""

    line: int
    old: str
    call: str

    def describe(self) -> str:
        return (
            f"keep the earlier object at line {self.line} (TransformFromCopy instead of "
            f"{self.old}) and place the new one with .{self.call}, as the description asks"
        )

    def to_dict(self) -> dict[str, Any]:
        return {"kind": "keep", "line": self.line, "old": self.old, "call": self.call}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> KeepSource | None:
        try:
            return cls(int(d["line"]), str(d["old"]), str(d["call"]))
        except (KeyError, TypeError, ValueError):
            return None


@dataclass(frozen=True)
class CameraSpin:
    """At the end of a 3-D scene's ``construct``, turn the camera round the scene: "slowly
    rotate the camera around it" with a camera that never moves. ``line``: where the finding
    points (the scene's last step)."""

    line: int = 0
    rate: float = 0.4
    seconds: float = 5.0

    def describe(self) -> str:
        return (
            f"turn the camera round the scene at the end (begin_ambient_camera_rotation("
            f"rate={self.rate:g}), then wait {self.seconds:g} s), as the description asks"
        )

    def to_dict(self) -> dict[str, Any]:
        return {"kind": "camera", "line": self.line, "rate": self.rate, "seconds": self.seconds}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> CameraSpin | None:
        try:
            return cls(int(d.get("line") or 0), float(d["rate"]), float(d["seconds"]))
        except (KeyError, TypeError, ValueError):
            return None


@dataclass(frozen=True)
class FinalMove:
    """At the end of the ``construct`` that creates it, move the object created at ``line``
    with ``self.play(x.animate.<call>)``: "then move it to the bottom left corner" with the
    object never getting there. Where it starts is left as it is (placing it there at creation
    would lose the start the description also asks for)."""

    line: int
    call: str  # "to_corner(DL)", "to_edge(UP)", "move_to(ORIGIN)", "next_to({other}, UP)"
    other_line: int | None = None  # the object ``{other}`` stands for, by its creating line

    def describe(self) -> str:
        return f"move the object of line {self.line} there at the end with .animate.{self.call}"

    def to_dict(self) -> dict[str, Any]:
        return {"kind": "final-move", "line": self.line, "call": self.call,
                "other_line": self.other_line}  # fmt: skip

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> FinalMove | None:
        try:
            other = d.get("other_line")
            return cls(int(d["line"]), str(d["call"]), None if other is None else int(other))
        except (KeyError, TypeError, ValueError):
            return None


@dataclass(frozen=True)
class Arrange:
    """Lay the objects created at ``lines`` out in a row (``RIGHT``) or a column (``DOWN``):
    ``VGroup(a, b, c).arrange(DOWN, buff=0.5)`` right after the last of them is created, or
    ``group.arrange(...)`` where they are the parts of one group made by one statement ("three
    circles in a row" drawn on one spot, judged-152)."""

    lines: tuple[int, ...]
    direction: str = "RIGHT"  # RIGHT: a row, DOWN: a column
    buff: float = 0.5

    def describe(self) -> str:
        layout = "row" if self.direction == "RIGHT" else "column"
        return f"lay the objects of lines {', '.join(map(str, self.lines))} out in a {layout}"

    def to_dict(self) -> dict[str, Any]:
        return {"kind": "arrange", "lines": list(self.lines), "direction": self.direction,
                "buff": self.buff}  # fmt: skip

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Arrange | None:
        try:
            direction = str(d.get("direction") or "RIGHT")
            if direction not in ("RIGHT", "DOWN"):
                return None
            return cls(tuple(int(x) for x in d["lines"]), direction, float(d.get("buff", 0.5)))
        except (KeyError, TypeError, ValueError):
            return None


@dataclass(frozen=True)
class Stagger:
    """Play the animations of the ``play`` at ``line`` one after another (``LaggedStart`` with
    ``lag_ratio=1``): "the dots appear one by one" played all at once. Several animations in
    the play are wrapped as they are; one animation of a group becomes one per member."""

    line: int

    def describe(self) -> str:
        return f"play the animations at line {self.line} one after another (LaggedStart), as the description asks"

    def to_dict(self) -> dict[str, Any]:
        return {"kind": "stagger", "line": self.line}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Stagger | None:
        try:
            return cls(int(d["line"]))
        except (KeyError, TypeError, ValueError):
            return None


@dataclass(frozen=True)
class TurnAngle:
    """In the ``play`` at ``line``, turn by ``degrees`` instead of the angle written: "rotates
    clockwise until it points right" played as a counterclockwise quarter turn. Only where the
    play holds one turn: a ``Rotate(obj, angle)`` or one ``.animate.rotate(angle)``."""

    line: int
    degrees: float  # signed: positive = counterclockwise

    @property
    def code(self) -> str:
        """The angle as Manim code: ``-0.5 * PI``."""
        frac = self.degrees / 180
        return f"{'-' if frac < 0 else ''}{abs(frac):g} * PI"

    def describe(self) -> str:
        return f"turn by {self.code} at line {self.line}, as the description asks"

    def to_dict(self) -> dict[str, Any]:
        return {"kind": "turn-angle", "line": self.line, "degrees": self.degrees}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> TurnAngle | None:
        try:
            return cls(int(d["line"]), float(d["degrees"]))
        except (KeyError, TypeError, ValueError):
            return None


@dataclass(frozen=True)
class JoinPlays:
    """Play the animations of the ``play`` at ``second`` in the ``play`` at ``first`` (the next
    play after it, only waits between): "the circle moves up while the square moves down"
    played one after the other. The second play's line is left blank."""

    first: int
    second: int

    @property
    def line(self) -> int:
        return self.first

    def describe(self) -> str:
        return (
            f"play the animations at lines {self.first} and {self.second} together in one "
            "self.play, as the description asks"
        )

    def to_dict(self) -> dict[str, Any]:
        return {"kind": "join-plays", "first": self.first, "second": self.second}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> JoinPlays | None:
        try:
            return cls(int(d["first"]), int(d["second"]))
        except (KeyError, TypeError, ValueError):
            return None


@dataclass(frozen=True)
class MergeAnimate:
    """In the ``play`` at ``line``, chain the ``.animate`` calls on one object into one
    (``sq.animate.shift(RIGHT), sq.animate.set_color(RED)`` -> ``sq.animate.shift(RIGHT)
    .set_color(RED)``): Manim plays only the last of several on the same object, so the
    changes before it are lost."""

    line: int

    def describe(self) -> str:
        return (
            f"chain the .animate calls on one object at line {self.line} into one, so that "
            "every change is played"
        )

    def to_dict(self) -> dict[str, Any]:
        return {"kind": "merge-animate", "line": self.line}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> MergeAnimate | None:
        try:
            return cls(int(d["line"]))
        except (KeyError, TypeError, ValueError):
            return None


@dataclass(frozen=True)
class SizeSteps:
    """Give the members of the group created at ``line`` growing sizes in ``direction`` and lay
    them out again that way: "small on the left, medium in the middle and large on the right"
    drawn as equal circles. The k-th of ``count`` members gets a width of 0.5 + k / (count - 1)
    times the widest one's, then ``arrange`` lays the group out in its member order (right for
    left to right, down for top to bottom, ...)."""

    line: int
    direction: str = "left_to_right"
    count: int = 3

    def describe(self) -> str:
        words = self.direction.replace("_", " ")
        return (
            f"give the objects of line {self.line} sizes growing {words}, as the description asks"
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": "sizes",
            "line": self.line,
            "direction": self.direction,
            "count": self.count,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> SizeSteps | None:
        try:
            direction = str(d["direction"])
            if direction not in ARRANGE_FOR:
                return None
            return cls(int(d["line"]), direction, int(d["count"]))
        except (KeyError, TypeError, ValueError):
            return None


#: the ``arrange`` direction that lays a group's members out in their order for a size order
ARRANGE_FOR = {
    "left_to_right": ("RIGHT", 0.4), "right_to_left": ("LEFT", 0.4),
    "top_to_bottom": ("DOWN", 0.1), "bottom_to_top": ("UP", 0.1),
}  # fmt: skip


TraceFix = (
    AnimSwap
    | Placement
    | KeepSource
    | CameraSpin
    | Stagger
    | SizeSteps
    | MergeAnimate
    | FinalMove
    | Arrange
    | TurnAngle
    | JoinPlays
)

#: where ``a`` goes for a relation to ``b`` (``Relation.rel``)
PLACE_CALLS = {
    "below": "next_to({other}, DOWN)",
    "above": "next_to({other}, UP)",
    "left_of": "next_to({other}, LEFT)",
    "right_of": "next_to({other}, RIGHT)",
    "center": "move_to(ORIGIN)",
}


def placement_for(
    rel: str,
    a: list[dict[str, Any]],
    b: list[dict[str, Any]],
    riders: Callable[[str], tuple[int, ...]] = lambda _: (),
) -> Placement | None:
    """The placement that would put ``a`` in ``rel`` to ``b`` (the mobjects seen matching each
    side): only for one object on each side, each with its creating line. ``riders(id)``: the
    creating lines of other objects seen lying on that object."""
    call = PLACE_CALLS.get(rel)
    la = {m.get("line") for m in a}
    lb = {m.get("line") for m in b}
    if call is None or len({m.get("id") for m in a}) != 1 or len(la) != 1:
        return None
    (line,) = la
    if not isinstance(line, int):
        return None
    (id_a,) = {str(m.get("id")) for m in a}
    if "{other}" not in call:
        return Placement(line, call, riders=riders(id_a))
    if len({m.get("id") for m in b}) != 1 or len(lb) != 1:
        return None
    (other,) = lb
    if not isinstance(other, int) or other == line:
        return None
    (id_b,) = {str(m.get("id")) for m in b}
    return Placement(line, call, other, riders(id_a), riders(id_b))


def fix_from_dict(d: dict[str, Any]) -> TraceFix | None:
    """A fix as ``to_dict`` wrote it."""
    if d.get("kind") == "place":
        return Placement.from_dict(d)
    if d.get("kind") == "keep":
        return KeepSource.from_dict(d)
    if d.get("kind") == "camera":
        return CameraSpin.from_dict(d)
    if d.get("kind") == "stagger":
        return Stagger.from_dict(d)
    if d.get("kind") == "sizes":
        return SizeSteps.from_dict(d)
    if d.get("kind") == "merge-animate":
        return MergeAnimate.from_dict(d)
    if d.get("kind") == "final-move":
        return FinalMove.from_dict(d)
    if d.get("kind") == "arrange":
        return Arrange.from_dict(d)
    if d.get("kind") == "turn-angle":
        return TurnAngle.from_dict(d)
    if d.get("kind") == "join-plays":
        return JoinPlays.from_dict(d)
    return AnimSwap.from_dict(d)


@dataclass(frozen=True)
class Insertion:
    """A line to insert after line ``after`` (1-based), already indented."""

    after: int
    text: str


def locate_placement(code: str, fix: Placement) -> Insertion | None:
    """Where and what the placement inserts, or None where the objects' variables are unclear."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return None
    for body in _bodies(tree):
        a = _assigned_at(body, fix.line)
        if a is None and fix.other_line is None:
            a = _assigned_at(body, fix.line, inside=True)  # a part: place its group
        if a is None:
            continue
        name_a, i = a
        placed, last, call = name_a, i, fix.call
        names = {name_a}
        if fix.other_line is not None:
            b = _assigned_at(body, fix.other_line)
            if b is None:
                return None
            name_b, j = b
            names.add(name_b)
            last = max(i, j)
            call = call.replace("{other}", name_b)
            if i < j and _shown_in(body[i + 1 : j], name_a):
                # a is on screen before b exists: place b against a instead, the other way
                flipped = _flip(fix.call)
                if flipped is None:
                    return None
                placed, call = name_b, flipped.replace("{other}", name_a)
        if any(_assignments(tree, n) != 1 for n in names) or len(names) != (
            1 if fix.other_line is None else 2
        ):
            return None
        riders = fix.riders if placed == name_a else fix.other_riders
        riders = tuple(r for r in riders if r not in (fix.line, fix.other_line))
        if not all(_mentions(tree, line, placed) for line in riders):
            return None  # something lies on the placed object and would be left behind
        last = _last_placing(body, last, placed, names - {placed})
        stmt = body[last]
        first = code.splitlines()[stmt.lineno - 1]
        indent = first[: len(first) - len(first.lstrip())]  # the statement's own (tabs too)
        return Insertion(stmt.end_lineno or stmt.lineno, f"{indent}{placed}.{call}\n")
    return None


_OPPOSITE = {"DOWN": "UP", "UP": "DOWN", "LEFT": "RIGHT", "RIGHT": "LEFT"}
#: methods a statement ``x.<method>(...)`` places ``x`` with before it is shown
PLACING = frozenset(
    {"shift", "move_to", "to_corner", "to_edge", "next_to", "align_to", "set_x", "set_y", "center"}
)


def _placing_target(stmt: ast.stmt) -> str | None:
    """The variable an expression statement places (``star.to_corner(UR)``, also chained:
    ``star.scale(2).to_edge(UP)``), else None."""
    if not isinstance(stmt, ast.Expr) or not isinstance(stmt.value, ast.Call):
        return None
    node: ast.expr = stmt.value
    while isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        if node.func.attr not in PLACING:
            return None
        node = node.func.value
    return node.id if isinstance(node, ast.Name) else None


def _last_placing(body: list[ast.stmt], last: int, placed: str, others: set[str]) -> int:
    """The statement a placement of ``placed`` goes after: the last of the statements between
    its creation and the first thing shown that place it or the object it is placed against
    (``star.to_corner(UR)`` written after the star's creation would undo the placement), not
    past a statement that reads it otherwise (a label put beside it would be left behind)."""
    out = last
    for k in range(last + 1, len(body)):
        stmt = body[k]
        if _shows(stmt):
            break
        target = _placing_target(stmt)
        if target == placed or target in others:
            out = k
            continue
        if _reads([stmt], [placed]) or any(
            isinstance(t, ast.Name) and t.id == placed
            for x in ast.walk(stmt)
            if isinstance(x, ast.Assign)
            for t in x.targets
        ):
            break
    return out


def _flip(call: str) -> str | None:
    """``next_to({other}, DOWN)`` seen from the other object: ``next_to({other}, UP)``."""
    for word, opposite in _OPPOSITE.items():
        if call == f"next_to({{other}}, {word})":
            return f"next_to({{other}}, {opposite})"
    return None


def _shown_in(stmts: list[ast.stmt], name: str) -> bool:
    """Whether any of ``stmts`` plays or adds ``name`` (so moving it later would make it jump)."""
    for st in stmts:
        for n in ast.walk(st):
            if (
                isinstance(n, ast.Call)
                and isinstance(n.func, ast.Attribute)
                and n.func.attr in ("play", "add", "add_foreground_mobject")
                and any(isinstance(x, ast.Name) and x.id == name for x in ast.walk(n))
            ):
                return True
    return False


@dataclass(frozen=True)
class Span:
    """Where a swap writes: the class name at ``line`` (1-based), columns ``start``..``end``
    (0-based, in characters)."""

    line: int
    start: int
    end: int


def _play_calls(
    code: str, line: int, name: str
) -> tuple[ast.Module, ast.stmt, list[ast.Call]] | None:
    """The parsed code, the one ``play`` statement at ``line`` and its calls of ``name``; None
    where the code does not parse or the line holds no single ``play``."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return None
    stmts = _simple_statements_at(tree, line)
    if len(stmts) != 1 or not _is_play(stmts[0]):
        return None
    calls = [
        c for c in ast.walk(stmts[0])
        if isinstance(c, ast.Call) and isinstance(c.func, ast.Name) and c.func.id == name
    ]  # fmt: skip
    return tree, stmts[0], calls


def _name_span(code: str, func: ast.expr) -> Span | None:
    """Where a call's class name stands (one line), in characters."""
    if func.end_col_offset is None or func.lineno != func.end_lineno:
        return None
    index = LineIndex(code)
    return Span(func.lineno, index.char_col(func.lineno, func.col_offset),
                index.char_col(func.lineno, func.end_col_offset))  # fmt: skip


def locate(code: str, swap: AnimSwap) -> Span | None:
    """The one call of ``swap.old`` the swap renames, or None where that is not clear."""
    found = _play_calls(code, swap.line, swap.old)
    if found is None:
        return None
    tree, _, calls = found
    if len(calls) > 1:
        names = _targets(tree, swap.target_lines)
        calls = [c for c in calls if c.args and _name(c.args[0]) in names]
    if len(calls) != 1:
        return None
    call = calls[0]
    if any(k.arg not in PORTABLE_KWARGS for k in call.keywords) or len(call.args) != 1:
        return None
    return _name_span(code, call.func)


def _plain_expr(node: ast.expr) -> bool:
    """A name, attribute or subscript of names and constants: safe to write twice."""
    return all(
        isinstance(n, ast.Name | ast.Attribute | ast.Subscript | ast.Constant | ast.Load)
        for n in ast.walk(node)
    )


def locate_keep(code: str, fix: KeepSource) -> tuple[Span, Insertion] | None:
    """The ``old`` call the fix renames and the placing line it inserts before its ``play``, or
    None where that is not clear: one such call, in a ``play`` statement that starts its line,
    with two plain arguments (source, target) and no keyword ``TransformFromCopy`` lacks."""
    found = _play_calls(code, fix.line, fix.old)
    if found is None or len(found[2]) != 1:
        return None
    _, stmt, (call,) = found
    if len(call.args) != 2 or not all(_plain_expr(a) for a in call.args):
        return None
    if any(k.arg not in PORTABLE_KWARGS | {"path_arc"} for k in call.keywords):
        return None
    span = _name_span(code, call.func)
    first = code.splitlines()[stmt.lineno - 1]
    indent = first[: len(first) - len(first.lstrip())]
    if span is None or LineIndex(code).char_col(stmt.lineno, stmt.col_offset) != len(indent):
        return None  # "for s in steps: self.play(...)": no line of its own to put the placing on
    src, dst = (ast.unparse(a) for a in call.args)
    placing = f"{indent}{dst}.{fix.call.replace('{other}', src)}\n"
    return span, Insertion(stmt.lineno - 1, placing)


THREE_D_BASES = ("ThreeDScene", "SpecialThreeDScene")


def locate_camera(code: str, fix: CameraSpin) -> Insertion | None:
    """The lines that turn the camera, after the last statement of the ``construct`` of the
    file's one 3-D scene class; None where there is not exactly one such scene."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return None
    found = [
        f for c in tree.body if isinstance(c, ast.ClassDef)
        and any(_name(b) in THREE_D_BASES for b in c.bases)
        for f in c.body if isinstance(f, ast.FunctionDef) and f.name == "construct"
    ]  # fmt: skip
    if len(found) != 1 or not found[0].body:
        return None
    body = found[0].body
    indent = _block_indent(code, body)
    if indent is None:
        return None
    text = (
        f"{indent}self.begin_ambient_camera_rotation(rate={fix.rate:g})\n"
        f"{indent}self.wait({fix.seconds:g})\n"
        f"{indent}self.stop_ambient_camera_rotation()\n"
    )
    return Insertion(body[-1].end_lineno or body[-1].lineno, text)


def _block_indent(code: str, body: list[ast.stmt]) -> str | None:
    """The indentation of a block's statements; None where its first statement shares the line
    of its header ("def construct(self): self.play(...)"), so no line can be added to it."""
    first = code.splitlines()[body[0].lineno - 1]
    indent = first[: len(first) - len(first.lstrip())]
    if LineIndex(code).char_col(body[0].lineno, body[0].col_offset) != len(indent):
        return None
    return indent


def locate_final_move(code: str, fix: FinalMove) -> Insertion | None:
    """``self.play(x.animate.<call>)`` after the last statement of the ``construct`` whose own
    statements assign the object's one variable ``x`` at ``fix.line`` (assigned once in the
    file); None otherwise."""
    owner = _construct_owner(code, fix.line)
    if owner is None:
        return None
    tree, body, (name, i) = owner
    indent = _block_indent(code, body)
    call = _final_call(tree, body, fix)
    if indent is None or call is None:
        return None
    text = f"{indent}self.play({name}.animate.{call})\n"
    # right after its own last move, so what the description says next still comes after
    # ("moves to the top right corner, then turns red"); else at the end
    moves = [st for st in body[i + 1 :] if _is_play(st) and _moves(st, name)]
    anchor = moves[-1] if moves else body[-1]
    return Insertion(anchor.end_lineno or anchor.lineno, text)


def _construct_owner(
    code: str, line: int
) -> tuple[ast.Module, list[ast.stmt], tuple[str, int]] | None:
    """The parsed code, the body of the ``construct`` whose own statements assign the object
    created at ``line``, and (its one variable, the statement's index); None otherwise."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return None
    for f in ast.walk(tree):
        if not (isinstance(f, ast.FunctionDef) and f.name == "construct" and f.body):
            continue
        found = _assigned_at(f.body, line)
        if found is not None and _assignments(tree, found[0]) == 1:
            return tree, f.body, found
    return None


def _final_call(tree: ast.Module, body: list[ast.stmt], fix: FinalMove) -> str | None:
    """The goal's call with ``{other}`` named by its variable (None where that is unclear)."""
    if "{other}" not in fix.call:
        return fix.call
    if fix.other_line is None:
        return None
    other = _assigned_at(body, fix.other_line)
    if other is None or _assignments(tree, other[0]) != 1:
        return None
    return fix.call.replace("{other}", other[0])


def locate_retarget(code: str, fix: FinalMove) -> Rewrite | None:
    """The object's last move, rewritten to go to the goal: ``triangle.animate.shift(DOWN * 2)``
    -> ``triangle.animate.next_to(rectangle, UP)`` where it should end on the rectangle (one
    move the viewer sees, not a wrong one and a second). Only a plain one-method move
    (``x.animate.<move>(...)``) in a play of the ``construct`` that creates ``x``; None otherwise
    (the goal is then played after it)."""
    owner = _construct_owner(code, fix.line)
    if owner is None:
        return None
    tree, body, (name, i) = owner
    call = _final_call(tree, body, fix)
    moves = [st for st in body[i + 1 :] if _is_play(st) and _moves(st, name)]
    if call is None or not moves:
        return None
    hits = [
        n
        for n in ast.walk(moves[-1])
        if isinstance(n, ast.Call)
        and isinstance(n.func, ast.Attribute)
        and n.func.attr in MOVE_METHODS
        and isinstance(n.func.value, ast.Attribute)
        and n.func.value.attr == "animate"
        and isinstance(n.func.value.value, ast.Name)
        and n.func.value.value.id == name
    ]
    if len(hits) != 1 or hits[0].lineno != hits[0].end_lineno:
        return None
    node = hits[0]
    line = code.splitlines()[node.lineno - 1]
    start = len(line.encode("utf-8")[: node.col_offset].decode("utf-8", "replace"))
    end = len(line.encode("utf-8")[: node.end_col_offset].decode("utf-8", "replace"))
    return Rewrite(Span(node.lineno, start, end), f"{name}.animate.{call}")


#: methods that move an object (an ``.animate`` call of one of them is a move)
MOVE_METHODS = frozenset({"shift", "move_to", "to_corner", "to_edge", "next_to", "align_to"})


def _moves(stmt: ast.stmt, name: str) -> bool:
    """Whether a play statement moves ``name``: ``name.animate.<move>(...)`` (also after other
    chained calls) or ``MoveAlongPath(name, ...)``."""
    for n in ast.walk(stmt):
        if not isinstance(n, ast.Call):
            continue
        f = n.func
        if isinstance(f, ast.Name) and f.id == "MoveAlongPath" and n.args:
            if isinstance(n.args[0], ast.Name) and n.args[0].id == name:
                return True
        if isinstance(f, ast.Attribute) and f.attr in MOVE_METHODS:
            for x in ast.walk(f.value):
                if (
                    isinstance(x, ast.Attribute)
                    and x.attr == "animate"
                    and isinstance(x.value, ast.Name)
                    and x.value.id == name
                ):
                    return True
    return False


def locate_arrange(code: str, fix: Arrange) -> Insertion | None:
    """The ``arrange`` line after the last statement creating the objects: ``group.arrange(...)``
    where all of them come from one statement assigning a group, else ``VGroup(a, b,
    c).arrange(...)`` of their variables (each assigned once, in one block). None where
    something between their creations shows them or reads them (it would be left behind or
    seen jumping)."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return None
    lines = sorted(set(fix.lines))
    for body in _bodies(tree):
        if len(lines) == 1:
            found = _assigned_at(body, lines[0]) or _assigned_at(body, lines[0], inside=True)
            if found is None:
                continue
            name, last = found
            if _assignments(tree, name) != 1:
                return None
            call = f"{name}.arrange({fix.direction}, buff={fix.buff:g})"
        else:
            got = [_assigned_at(body, ln) for ln in lines]
            if any(g is None for g in got):
                continue
            pairs = [g for g in got if g is not None]
            names = [n for n, _ in pairs]
            if len(set(names)) != len(names) or any(_assignments(tree, n) != 1 for n in names):
                return None
            first, last = min(i for _, i in pairs), max(i for _, i in pairs)
            members = {i for _, i in pairs}
            between = [body[i] for i in range(first, last + 1) if i not in members]
            if any(_shows(st) or _reads([st], names) for st in between):
                return None
            call = f"VGroup({', '.join(names)}).arrange({fix.direction}, buff={fix.buff:g})"
        stmt = body[last]
        text0 = code.splitlines()[stmt.lineno - 1]
        indent = text0[: len(text0) - len(text0.lstrip())]
        return Insertion(stmt.end_lineno or stmt.lineno, f"{indent}{call}\n")
    return None


def _shows(stmt: ast.stmt) -> bool:
    """Whether a statement plays or adds something (``self.play``, ``self.add``)."""
    return any(
        isinstance(n, ast.Call)
        and isinstance(n.func, ast.Attribute)
        and n.func.attr in ("play", "add")
        for n in ast.walk(stmt)
    )


def _reads(stmts: list[ast.stmt], names: list[str]) -> bool:
    return any(
        isinstance(x, ast.Name) and x.id in names and isinstance(x.ctx, ast.Load)
        for st in stmts
        for x in ast.walk(st)
    )


InsertedFix = CameraSpin | SizeSteps | FinalMove | Arrange


def locate_insertion(code: str, fix: InsertedFix) -> Insertion | None:
    """Where and what a fix that adds lines inserts (camera turn, sizes, final move,
    arrangement); None where it cannot be placed."""
    if isinstance(fix, CameraSpin):
        return locate_camera(code, fix)
    if isinstance(fix, SizeSteps):
        return locate_sizes(code, fix)
    if isinstance(fix, Arrange):
        return locate_arrange(code, fix)
    return locate_final_move(code, fix)


def locate_sizes(code: str, fix: SizeSteps) -> Insertion | None:
    """The lines that size and lay out the group, after the statement assigning it (one plain
    variable, bound once, by a statement covering ``line``); None where that is unclear."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return None
    for body in _bodies(tree):
        a = _assigned_at(body, fix.line) or _assigned_at(body, fix.line, inside=True)
        if a is None:
            continue
        name, i = a
        if _assignments(tree, name) != 1:
            return None
        stmt = body[i]
        first = code.splitlines()[stmt.lineno - 1]
        indent = first[: len(first) - len(first.lstrip())]
        way, buff = ARRANGE_FOR[fix.direction]
        step = 1 / max(fix.count - 1, 1)
        text = (
            f"{indent}widest = max(part.width for part in {name})\n"
            f"{indent}for k, part in enumerate({name}):\n"
            f"{indent}    part.scale_to_fit_width(widest * (0.5 + {step:g} * k))\n"
            f"{indent}{name}.arrange({way}, buff={buff:g})\n"
        )
        return Insertion(stmt.end_lineno or stmt.lineno, text)
    return None


@dataclass(frozen=True)
class Rewrite:
    """Text that replaces columns ``span.start``..``span.end`` of ``span.line``."""

    span: Span
    text: str


def _play_on_one_line(code: str, line: int) -> ast.Call | None:
    """The ``self.play(...)`` call that is the one statement at ``line`` and fits on that line,
    with at least one positional argument; None otherwise (or where the code does not parse)."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return None
    stmts = _simple_statements_at(tree, line)
    if len(stmts) != 1 or not isinstance(stmts[0], ast.Expr):
        return None
    call = stmts[0].value
    if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
            and call.func.attr == "play" and call.args):  # fmt: skip
        return None
    return call if call.lineno == call.end_lineno else None


def _args_span(code: str, call: ast.Call) -> Span:
    """Where a one-line call's positional arguments stand, first to last, in characters."""
    index = LineIndex(code)
    first, last = call.args[0], call.args[-1]
    return Span(call.lineno, index.char_col(first.lineno, first.col_offset),
                index.char_col(last.lineno, last.end_col_offset or last.col_offset))  # fmt: skip


def locate_stagger(code: str, fix: Stagger) -> Rewrite | None:
    """The ``play`` arguments at ``fix.line`` rewritten as one ``LaggedStart``; None where that
    is not clear: one ``self.play`` on one line, its animations all positional, and either
    several of them (``*[...]`` counts) or one animation of a plain name with at most the
    keywords every entrance takes."""
    call = _play_on_one_line(code, fix.line)
    if call is None or any(k.arg is None for k in call.keywords):
        return None
    if any(isinstance(a, ast.Call) and _name(a.func) in ("LaggedStart", "Succession",
           "LaggedStartMap", "AnimationGroup") for a in call.args):  # fmt: skip
        return None
    first = call.args[0]
    span = _args_span(code, call)
    inner = code.splitlines()[call.lineno - 1][span.start : span.end]
    several = len(call.args) > 1 or isinstance(first, ast.Starred)
    if several:
        return Rewrite(span, f"LaggedStart({inner}, lag_ratio=1)")
    anim = first
    if not (isinstance(anim, ast.Call) and isinstance(anim.func, ast.Name)
            and anim.func.id in ENTRANCES and len(anim.args) == 1
            and _plain_expr(anim.args[0])
            and all(k.arg in PORTABLE_KWARGS - {"lag_ratio"} for k in anim.keywords)):  # fmt: skip
        return None
    kw = "".join(f", {k.arg}={ast.unparse(k.value)}" for k in anim.keywords)
    group = ast.unparse(anim.args[0])
    return Rewrite(span, f"LaggedStart(*[{anim.func.id}(m{kw}) for m in {group}], lag_ratio=1)")


def _animate_receiver(node: ast.expr) -> ast.expr | None:
    """``R`` of an argument ``R.animate.m1(...).m2(...)`` (a chain of calls on the builder)."""
    n = node
    while isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute):
        n = n.func.value
    if isinstance(n, ast.Attribute) and n.attr == "animate" and n is not node:
        return n.value
    return None


def locate_turn(code: str, fix: TurnAngle) -> Rewrite | None:
    """The angle of the one turn in the ``play`` at ``fix.line`` (``Rotate(obj, angle=X)``,
    ``Rotate(obj, X)`` or ``obj.animate.rotate(X)``) rewritten as ``fix.code``; None where the
    play is not one statement on one line, holds no turn or several, or the new angle is half a
    turn or more on ``.animate`` (played as a straight slide, not a turn)."""
    call = _play_on_one_line(code, fix.line)
    if call is None:
        return None
    angles: list[tuple[ast.expr, bool]] = []  # (the angle argument, written on .animate)
    for node in ast.walk(call):
        if not isinstance(node, ast.Call):
            continue
        if _name(node.func) == "Rotate" and isinstance(node.func, ast.Name):
            kw = next((k.value for k in node.keywords if k.arg == "angle"), None)
            arg = kw if kw is not None else (node.args[1] if len(node.args) > 1 else None)
            if arg is None:
                return None  # Rotate's own default angle: nothing written to change
            angles.append((arg, False))
        elif (
            isinstance(node.func, ast.Attribute)
            and node.func.attr == "rotate"
            and _animate_receiver(node) is not None
            and node.args
        ):
            angles.append((node.args[0], True))
    if len(angles) != 1:
        return None
    arg, animate = angles[0]
    if animate and abs(fix.degrees) >= 180 - 1e-6:
        return None
    if arg.lineno != arg.end_lineno or arg.end_col_offset is None:
        return None
    index = LineIndex(code)
    span = Span(arg.lineno, index.char_col(arg.lineno, arg.col_offset),
                index.char_col(arg.lineno, arg.end_col_offset))  # fmt: skip
    return Rewrite(span, fix.code)


#: keywords of a play joined into an earlier one: timing only (the earlier play's are kept)
JOINABLE_KWARGS = frozenset({"run_time", "rate_func"})


def locate_join(code: str, fix: JoinPlays) -> tuple[Rewrite, Rewrite] | None:
    """(the first play's arguments with the second's added, the second play's statement
    blanked) for ``fix``; None where either is not one ``self.play`` on one line, they are not
    in one block with only ``self.wait(...)`` between, or the second has keywords other than
    its timing."""
    first, second = _play_on_one_line(code, fix.first), _play_on_one_line(code, fix.second)
    if first is None or second is None or fix.second <= fix.first:
        return None
    if any(k.arg not in JOINABLE_KWARGS for k in second.keywords):
        return None
    tree = ast.parse(code)
    block: list[ast.stmt] = next(
        (
            body
            for node in ast.walk(tree)
            for body in (getattr(node, "body", None),)
            if isinstance(body, list)
            and any(isinstance(st, ast.Expr) and st.lineno == fix.first for st in body)
        ),
        [],
    )
    at = [
        i
        for i, st in enumerate(block)
        if isinstance(st, ast.Expr) and st.lineno in (fix.first, fix.second)
    ]
    if len(at) != 2 or not all(
        isinstance(st, ast.Expr)
        and isinstance(st.value, ast.Call)
        and isinstance(st.value.func, ast.Attribute)
        and st.value.func.attr == "wait"
        for st in block[at[0] + 1 : at[1]]
    ):
        return None
    lines = code.splitlines()
    a, b = _args_span(code, first), _args_span(code, second)
    joined = lines[a.line - 1][a.start : a.end] + ", " + lines[b.line - 1][b.start : b.end]
    stmt = block[at[1]]
    index = LineIndex(code)
    start = index.char_col(stmt.lineno, stmt.col_offset)
    end = index.char_col(stmt.lineno, stmt.end_col_offset or stmt.col_offset)
    return Rewrite(a, joined), Rewrite(Span(stmt.lineno, start, end), "")


def locate_merge(code: str, fix: MergeAnimate) -> Rewrite | None:
    """The ``play`` arguments at ``fix.line`` with the ``.animate`` chains on each object
    joined into the first of them (its keywords, e.g. ``run_time``, stay on the play); None
    where the play is not one statement on one line with plain positional arguments, or no
    object has two chains."""
    call = _play_on_one_line(code, fix.line)
    if call is None or len(call.args) < 2 or any(isinstance(a, ast.Starred) for a in call.args):
        return None
    line = code.splitlines()[call.lineno - 1]
    index = LineIndex(code)

    def text(n: ast.expr) -> str:
        a = index.char_col(n.lineno, n.col_offset)
        return line[a : index.char_col(n.lineno, n.end_col_offset or n.col_offset)]

    groups: dict[str, list[int]] = {}
    for i, arg in enumerate(call.args):
        recv = _animate_receiver(arg)
        if recv is not None:
            groups.setdefault(ast.dump(recv), []).append(i)
    if not any(len(ix) > 1 for ix in groups.values()):
        return None
    merged: dict[int, str] = {}
    dropped: set[int] = set()
    for ix in groups.values():
        if len(ix) < 2:
            continue
        first = text(call.args[ix[0]])
        for j in ix[1:]:
            recv = _animate_receiver(call.args[j])
            assert recv is not None
            tail = text(call.args[j])[len(text(recv)) + len(".animate") :]
            if not tail.startswith("."):
                return None
            first += tail
            dropped.add(j)
        merged[ix[0]] = first
    parts = [merged.get(i, text(a)) for i, a in enumerate(call.args) if i not in dropped]
    return Rewrite(_args_span(code, call), ", ".join(parts))


def _overlap(a: Span, b: Span) -> bool:
    return a.line == b.line and a.start < b.end and b.start < a.end


def apply(code: str, fixes: list[TraceFix]) -> tuple[str, list[TraceFix]]:
    """The code with every fix that can be located applied, and those applied: swaps rename in
    place and staggers rewrite a play's arguments, then placements and camera turns insert
    their lines (one per placed object; none on a line a swap
    changed). Where two placements name one object, the one the description asks for wins over
    a pull inside the frame (placed as asked, it is usually inside too)."""
    fixes = sorted(
        fixes, key=lambda f: isinstance(f, Placement) and f.why != "as the description asks"
    )
    spans: list[
        tuple[
            Span,
            str,
            AnimSwap | KeepSource | Stagger | MergeAnimate | TurnAngle | JoinPlays | FinalMove,
        ]
    ] = []
    inserts: list[tuple[Insertion, Placement | KeepSource | InsertedFix]] = []
    folded: list[FinalMove] = []  # final moves joined into another one's play
    for f in fixes:
        if isinstance(f, AnimSwap):
            span = locate(code, f)
            if span is not None and not any(_overlap(span, x) for x, _, _ in spans):
                spans.append((span, f.new, f))
        elif isinstance(f, KeepSource):
            kept = locate_keep(code, f)
            if kept is not None and not any(_overlap(kept[0], x) for x, _, _ in spans):
                spans.append((kept[0], "TransformFromCopy", f))
                inserts.append((kept[1], f))
        elif isinstance(f, Stagger):
            rw = locate_stagger(code, f)
            if rw is not None and not any(_overlap(rw.span, x) for x, _, _ in spans):
                spans.append((rw.span, rw.text, f))
        elif isinstance(f, JoinPlays):
            pair = locate_join(code, f)
            if pair is not None and not any(
                _overlap(rw.span, x) for rw in pair for x, _, _ in spans
            ):
                spans.extend((rw.span, rw.text, f) for rw in pair)
        elif isinstance(f, MergeAnimate | TurnAngle):
            rw = locate_merge(code, f) if isinstance(f, MergeAnimate) else locate_turn(code, f)
            if rw is not None and not any(_overlap(rw.span, x) for x, _, _ in spans):
                spans.append((rw.span, rw.text, f))
        elif isinstance(f, FinalMove):
            rw = locate_retarget(code, f)
            if rw is not None and not any(_overlap(rw.span, x) for x, _, _ in spans):
                spans.append((rw.span, rw.text, f))
                continue
            ins = locate_insertion(code, f)
            if ins is None or any(i == ins for i, _ in inserts):
                continue
            k = next(
                (
                    k
                    for k, (i, p) in enumerate(inserts)
                    if isinstance(p, FinalMove) and i.after == ins.after
                ),
                None,
            )
            if k is None:
                inserts.append((ins, f))
            else:  # several goals: one play, so that they move together ("while")
                old, first = inserts[k]
                merged = old.text.rstrip()[:-1] + ", " + ins.text.strip()[len("self.play(") :]
                inserts[k] = (Insertion(old.after, merged + "\n"), first)
                folded.append(f)
        elif isinstance(f, InsertedFix):  # one camera turn, resize or arrangement at most
            ins = locate_insertion(code, f)
            if ins is not None and not any(type(p) is type(f) for _, p in inserts):
                inserts.append((ins, f))
        else:
            ins = locate_placement(code, f)
            if ins is not None and all(
                (isinstance(p, Arrange | FinalMove) or p.line != f.line) and i != ins
                for i, p in inserts
            ):
                inserts.append((ins, f))
    if not spans and not inserts:
        return code, []
    lines = code.splitlines(keepends=True)
    if inserts and lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    # right to left, so earlier columns on the same line stay valid
    for span, new, _ in sorted(spans, key=lambda p: (p[0].line, p[0].start), reverse=True):
        text = lines[span.line - 1]
        lines[span.line - 1] = text[: span.start] + new + text[span.end :]
    # bottom up, so earlier line numbers stay valid; equal anchors keep their order
    for ins, _ in sorted(inserts, key=lambda p: p[0].after, reverse=True):
        lines.insert(ins.after, ins.text)
    applied: list[TraceFix] = [
        *dict.fromkeys(s for _, _, s in spans),  # a join rewrites two places: one fix
        *(p for _, p in inserts if isinstance(p, Placement | InsertedFix)),
        *folded,
    ]
    return "".join(lines), applied


def _simple_statements_at(tree: ast.Module, line: int) -> list[ast.stmt]:
    """The statements without a body of their own (no def, class, loop, branch, with, try)
    whose lines cover ``line``: one, where the line holds code."""
    return [
        n for n in ast.walk(tree)
        if isinstance(n, ast.stmt) and not hasattr(n, "body") and not isinstance(n, ast.Match)
        and n.lineno <= line <= (n.end_lineno or n.lineno)
    ]  # fmt: skip


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


def _bodies(tree: ast.Module) -> list[list[ast.stmt]]:
    """Every statement list of the module (function bodies, loops, branches)."""
    out: list[list[ast.stmt]] = []
    for n in ast.walk(tree):
        for attr in ("body", "orelse", "finalbody"):
            body = getattr(n, attr, None)
            if isinstance(body, list) and body and isinstance(body[0], ast.stmt):
                out.append(body)
    return out


def _assigned_at(body: list[ast.stmt], line: int, inside: bool = False) -> tuple[str, int] | None:
    """The one plain variable assigned by the statement of ``body`` that starts at ``line``,
    and its index in ``body``. A part built inside a longer statement, a ``Text`` on its own line
    of ``steps = VGroup(Text("Step 1"), ...)``, is not that variable; with ``inside`` it is the
    statement's variable that holds it (placing a column on the left side moves the column, not
    one of its texts out of it), and a statement starting at ``line`` is not."""
    for i, st in enumerate(body):
        if st.lineno <= line <= (st.end_lineno or st.lineno):
            starts = st.lineno == line
            if starts != inside and isinstance(st, ast.Assign) and len(st.targets) == 1:
                target = st.targets[0]
                if isinstance(target, ast.Name):
                    return target.id, i
            return None
    return None


def _assignments(tree: ast.Module, name: str) -> int:
    """How many times ``name`` is bound in the module (a placed variable must be bound once)."""
    n = 0
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Store):
            n += 1
    return n


def _mentions(tree: ast.Module, line: int, name: str) -> bool:
    """Whether the simple statement covering ``line`` reads ``name`` (an object built from it,
    ``DashedLine(star.get_bottom(), ...)``, follows it when it is placed first)."""
    return any(
        isinstance(x, ast.Name) and x.id == name
        for n in _simple_statements_at(tree, line)
        for x in ast.walk(n)
    )
