"""Typed requirements on a scene trace: what a description asks for, checkable on the trace.

Each requirement is a small JSON-able dataclass with a ``kind`` and ``check(trace)`` returning a
:class:`CheckResult` whose message is one sentence a small model can act on. The checks read the
trace as the dict form of ``docs/trace.md`` (a ``SceneTrace`` is turned into it with
``to_dict()``), so they work on real traces and on hand-made ones alike.

Checks are deliberately lenient where a scene can satisfy a phrase in several ways (a rotation
written as ``.animate.rotate``, a row built with ``arrange`` or ``next_to``): a requirement must
never fail a correct scene. They are strict on what a viewer would notice: the object is missing,
has the wrong colour, the count is short, the layout is on top of itself, the numbers never change.
"""

from __future__ import annotations

import colorsys
import functools
import itertools
import math
import re
import statistics
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, ClassVar

from server.faithful import curvepoints, plotfn
from server.faithful.swap import (
    PLACE_CALLS,
    REPLACING,
    Arrange,
    CameraSpin,
    FinalMove,
    JoinPlays,
    KeepSource,
    Placement,
    SizeSteps,
    Stagger,
    TraceFix,
    TurnAngle,
    placement_for,
    swap_for,
)
from server.render.meaning import meaning, numbers_in

Mob = dict[str, Any]

# -- vocabulary ----------------------------------------------------------------------------------
# canonical shape -> Manim classes that satisfy it (any of the mobject's family classes counts)
SHAPES: dict[str, tuple[str, ...]] = {
    "square": ("Square",),
    "rectangle": ("Rectangle", "Square", "RoundedRectangle", "SurroundingRectangle"),
    "box": ("Square", "Rectangle", "RoundedRectangle", "SurroundingRectangle", "Cube"),
    "circle": ("Circle",),
    "ball": ("Circle", "Dot", "Sphere", "Dot3D"),
    "dot": ("Dot", "Dot3D", "AnnotationDot", "LabeledDot"),
    "arrow": ("Arrow", "DoubleArrow", "CurvedArrow", "Vector", "Arrow3D", "CurvedDoubleArrow"),
    "line": (
        "Line",
        "DashedLine",
        "Arrow",
        "DoubleArrow",
        "Vector",
        "TangentLine",
        "Line3D",
        "Underline",
    ),
    "triangle": ("Triangle", "Polygon", "RegularPolygon", "RightAngle"),
    "polygon": ("Polygon", "RegularPolygon", "Triangle", "Square", "Rectangle", "Star"),
    "star": ("Star", "RegularPolygram"),
    "ellipse": ("Ellipse",),
    "hexagon": ("RegularPolygon", "Polygon"),
    "sector": ("Sector", "AnnularSector", "Arc"),
    "arc": ("Arc", "ArcBetweenPoints", "CurvedArrow", "AnnularSector", "Sector", "Angle"),
    "annulus": ("Annulus", "AnnularSector"),
    "axes": ("Axes", "NumberPlane", "ThreeDAxes", "ComplexPlane", "PolarPlane"),
    "number_plane": ("NumberPlane", "ComplexPlane", "PolarPlane"),
    "number_line": ("NumberLine", "UnitInterval"),
    "graph": (
        "ParametricFunction",
        "FunctionGraph",
        "ImplicitFunction",
        "Graph",
        "DiGraph",
        "TracedPath",
    ),  # a curve a moving point draws is a graph too
    "network": ("Graph", "DiGraph"),
    "bar_chart": ("BarChart",),
    "table": ("Table", "MathTable", "IntegerTable", "DecimalTable", "MobjectTable"),
    "matrix": ("Matrix", "IntegerMatrix", "DecimalMatrix", "MobjectMatrix"),
    "brace": ("Brace", "BraceLabel", "BraceBetweenPoints"),
    "angle": ("Angle", "RightAngle"),
    "cube": ("Cube", "Prism"),
    "sphere": ("Sphere",),
    "cone": ("Cone",),
    "cylinder": ("Cylinder",),
    "torus": ("Torus",),
    "prism": ("Prism", "Cube"),
    "surface": ("Surface", "ParametricSurface", "OpenGLSurface"),
    "text": (
        "Text",
        "MarkupText",
        "Paragraph",
        "Tex",
        "MathTex",
        "Title",
        "BulletedList",
        "SingleStringMathTex",
        "Integer",
        "DecimalNumber",
        "Variable",
        "Code",
    ),
    "formula": ("MathTex", "Tex", "SingleStringMathTex", "Text", "MarkupText"),
    "number": ("DecimalNumber", "Integer", "Variable"),
    # the parts of a chart or a graph: Manim's own (the trace's ``member``), or drawn by hand
    "bar": ("Rectangle",),
    "node": ("Dot", "LabeledDot", "Circle", "AnnotationDot"),
    "edge": ("Line", "Arrow", "DashedLine", "DoubleArrow", "CurvedArrow", "ArcBetweenPoints"),
}
# a shape naming a part Manim builds -> the trace's ``member.kind`` of that part: a listed member
# matches by its kind alone (a chart's bar is a bar, not a node, whatever its class)
MEMBER_KINDS = {"bar": "bar", "node": "vertex", "edge": "edge"}
THREE_D_SHAPES = {"cube", "sphere", "cone", "cylinder", "torus", "prism", "surface"}

# the shape a trace saw (``MobjectInfo.shape``, by geometry) -> the canonical shapes it shows
SEEN: dict[str, tuple[str, ...]] = {
    "circle": ("circle", "ball"),
    "square": ("square", "rectangle", "box", "polygon"),
    "rectangle": ("rectangle", "box", "polygon"),
    "triangle": ("triangle", "polygon"),
    "polygon": ("polygon",),
    "ellipse": ("ellipse",),
    "line": ("line",),
    # an open path of straight segments: "a green line through five data points", "a line chart"
    "polyline": ("line",),
    "arc": ("arc",),
}
# classes whose points are their whole shape: once the points show another shape (a Transform),
# the class no longer counts for the shapes below
GEOMETRIC_CLASSES = {
    "Circle", "Square", "Rectangle", "Triangle", "RegularPolygon", "Polygon", "Ellipse", "Line",
    "Dot", "Arc",
}  # fmt: skip
GEOMETRIC_SHAPES = {
    "circle", "square", "rectangle", "triangle", "polygon", "hexagon", "ellipse", "line", "dot",
    "arc", "box", "ball",
}  # fmt: skip
ROUND = {
    "circle",
    "dot",
    "ball",
}  # a round mobject's class picks among these (a big Dot, a tiny Circle)
DOT_RADIUS = 0.15  # a filled circle this small reads as a dot

# colour name -> (hue ranges in degrees, kind); kind "chroma" needs saturation, else grey levels
COLORS: dict[str, tuple[tuple[tuple[float, float], ...], str]] = {
    "red": (((340, 360), (0, 22)), "chroma"),
    "maroon": (((325, 360), (0, 15)), "chroma"),
    "orange": (((12, 45),), "chroma"),
    "gold": (((22, 55),), "chroma"),
    "yellow": (((42, 72),), "chroma"),
    "green": (((70, 165),), "chroma"),
    "teal": (((150, 195),), "chroma"),
    "blue": (((180, 255),), "chroma"),
    "purple": (((250, 305),), "chroma"),
    "violet": (((250, 305),), "chroma"),
    "pink": (((285, 350),), "chroma"),
    "brown": (((10, 45),), "brown"),
    "white": ((), "white"),
    "black": ((), "black"),
    "gray": ((), "gray"),
    "grey": ((), "gray"),
}

#: the colour names above that Manim also names as constants (RED, TEAL, ...)
MANIM_COLOURS = frozenset(c.upper() for c in COLORS if c not in ("violet", "brown"))

# animation class families a motion word accepts
ANIMS: dict[str, tuple[str, ...]] = {
    "rotate": ("Rotate", "Rotating", "SpinInFromNothing"),
    "fade_in": ("FadeIn", "FadeInFromPoint", "FadeInFromLarge", "FadeTransform"),
    "fade_out": ("FadeOut", "FadeOutToPoint", "FadeTransform"),
    "transform": (
        "Transform", "ReplacementTransform", "TransformMatchingTex", "TransformMatchingShapes",
        "TransformFromCopy", "ClockwiseTransform", "CounterclockwiseTransform", "FadeTransform",
        "FadeTransformPieces", "MoveToTarget", "Morph",
    ),
    "trace": ("TracedPath", "MoveAlongPath", "Create", "ShowPassingFlash"),
    "indicate": (
        "Indicate", "Flash", "Circumscribe", "Wiggle", "FocusOn", "ApplyWave", "ShowPassingFlash",
        "ShowCreationThenFadeOut", "Blink",
    ),
    "grow": (
        "GrowFromCenter", "GrowFromPoint", "GrowFromEdge", "GrowArrow", "SpinInFromNothing",
        "ScaleInPlace", "FadeInFromLarge",
    ),
    "write": ("Write", "AddTextLetterByLetter", "AddTextWordByWord", "TypeWithCursor"),
    "create": ("Create", "DrawBorderThenFill", "ShowCreation", "Write", "GrowFromCenter"),
    "move_along": ("MoveAlongPath",),
}  # fmt: skip
STAGGER = ("LaggedStart", "LaggedStartMap", "Succession")
METHOD_ANIMS = ("animate", "_MethodAnimation", "ApplyMethod", "MethodAnimation")


MOVE_ANIMS = ("MoveAlongPath", "Homotopy", "Rotating", "PhaseFlow", "MoveToTarget")
# degrees a shape's points must turn during a play (a step's ``turns``) to count as a rotation
SEEN_TURN = 20.0
MOVE_METHODS = ("shift", "move_to", "next_to", "to_edge", "to_corner", "align_to", "set_x", "set_y")


def _turns_or_scales(anim: dict[str, Any], motion: str) -> bool:
    """Whether ``anim`` turns (``motion`` rotate) or scales its targets."""
    names: tuple[str, ...]
    methods: tuple[str, ...]
    if motion == "rotate":
        names, methods = ANIMS["rotate"], ("rotate",)
    else:
        names = ("ScaleInPlace", "GrowFromCenter", "ShrinkToCenter", "SpinInFromNothing")
        methods = ("scale", "scale_to_fit_width", "scale_to_fit_height", "set_width", "stretch")
    return anim.get("cls") in names or any(m.get("name") in methods for m in _methods(anim))


def _methods(anim: dict[str, Any]) -> list[dict[str, Any]]:
    """The ``.animate`` method calls of an animation (``params.methods``; names or dicts)."""
    out = []
    for m in (anim.get("params") or {}).get("methods") or []:
        out.append(m if isinstance(m, dict) else {"name": str(m)})
    return out


def _overridden(tr: dict[str, Any] | None, index: int, anim: dict[str, Any]) -> bool:
    """Whether an ``.animate`` call on one of ``anim``'s targets in the same play (not inside a
    group) overwrites it on every frame: ``Rotate(sq, PI)`` with ``sq.animate.shift(DOWN)``
    shows only the shift."""
    if tr is None or (anim.get("params") or {}).get("group"):
        return False
    steps = _steps(tr)
    if not 0 <= index < len(steps):
        return False
    targets = set(anim.get("targets") or [])
    return any(
        b is not anim
        and b.get("cls") == "animate"
        and not (b.get("params") or {}).get("group")
        and targets & set(b.get("targets") or [])
        for b in steps[index].get("animations") or []
    )


UNSEEN_TURN = 0.75 * math.pi  # an .animate.rotate by this much or more is not seen turning


def unseen_turn(method: dict[str, Any]) -> bool:
    """An ``.animate.rotate(angle)`` the viewer does not see as a turn: ``.animate`` moves every
    point along a straight line to its end, so a turn of 135 degrees or more collapses through
    the middle, and a full turn shows nothing."""
    args = method.get("args") or []
    return (
        method.get("name") == "rotate"
        and bool(args)
        and isinstance(args[0], int | float)
        and abs(float(args[0])) >= UNSEEN_TURN
    )


def _staggered(anim: dict[str, Any]) -> bool:
    return anim.get("cls") in STAGGER or (anim.get("params") or {}).get("group") in STAGGER


#: animations that play a group's parts one after another unless told otherwise (Manim CE:
#: Create's lag_ratio is 1)
LAG_BY_DEFAULT = {
    "Create",
    "ShowIncreasingSubsets",
    "AddTextLetterByLetter",
    "ShowSubmobjectsOneByOne",
}


def _lags_parts(anim: dict[str, Any]) -> bool:
    """Whether an animation reaches a group's parts one after another."""
    lag = (anim.get("params") or {}).get("lag_ratio")
    if isinstance(lag, int | float):
        return float(lag) > 0.2
    return anim.get("cls") in LAG_BY_DEFAULT


def _held_by(mid: str, target: str, parents: dict[Any, Any]) -> bool:
    """Whether ``mid`` is ``target``'s part (at any depth)."""
    p, n = parents.get(mid), 0
    while p is not None and n < 20:
        if p == target:
            return True
        p, n = parents.get(p), n + 1
    return False


@dataclass
class CheckResult:
    ok: bool
    message: str
    line: int | None = None
    fix: TraceFix | None = None  # a fix that would meet it without a model round (swap.py)


# -- trace access --------------------------------------------------------------------------------
def trace_dict(trace: Any) -> dict[str, Any]:
    """The dict form of a trace (a ``SceneTrace`` or its ``to_dict()``)."""
    if isinstance(trace, dict):
        return trace
    if hasattr(trace, "to_dict"):
        return dict(trace.to_dict())
    raise TypeError(f"not a scene trace: {type(trace).__name__}")


def _steps(tr: dict[str, Any]) -> list[dict[str, Any]]:
    """The steps a viewer sees. A scene with timed steps (a play or a wait) ends its video on the
    last of them: the trace's closing ``end`` step, the state after ``construct`` returns, is
    left out there, so a change made after the last play (``circle.set_color(RED)`` as the last
    line) is not taken as shown. A scene without timed steps is a still image of that state."""
    steps = list(tr.get("steps") or [])
    if (len(steps) > 1 and steps[-1].get("kind") == "end"
            and any(s.get("kind") in ("play", "wait") and float(s.get("run_time") or 0) > 0
                    for s in steps[:-1])):  # fmt: skip
        steps.pop()
    return steps


def _visible_states(tr: dict[str, Any]) -> list[tuple[int, list[Mob]]]:
    return [(i, list(s.get("visible") or [])) for i, s in enumerate(_steps(tr))]


def _final(tr: dict[str, Any]) -> list[Mob]:
    steps = _steps(tr)
    return list(steps[-1].get("visible") or []) if steps else []


def _all_seen(tr: dict[str, Any]) -> dict[str, Mob]:
    """Every mobject ever visible, by id, in its last visible state."""
    seen: dict[str, Mob] = {}
    for _, vis in _visible_states(tr):
        for m in vis:
            seen[m["id"]] = m
    return seen


def _every_state(tr: dict[str, Any]) -> list[Mob]:
    """Every state a mobject was seen in (a mobject that a Transform turned from a circle into a
    square, or from "hello" into "goodbye", is seen as both), repeats left out."""
    out: list[Mob] = []
    keys: set[tuple[Any, ...]] = set()
    for _, vis in _visible_states(tr):
        for m in vis:
            k = (m.get("id"), m.get("text"), m.get("tex"), m.get("value"), m.get("shape"),
                 m.get("fill"), m.get("stroke"), m.get("parent"))  # fmt: skip
            if k not in keys:
                keys.add(k)
                out.append(m)
    return out


def _classes(m: Mob) -> set[str]:
    return {m.get("cls") or ""} | set(m.get("family_classes") or [])


def seen_shapes(m: Mob) -> set[str] | None:
    """The canonical shapes a mobject's points show (None: the trace did not say, or the shape is
    none of the plain ones): a circle of radius 0.15 or less is a dot, a six-sided polygon also a
    hexagon."""
    seen = m.get("shape")
    if seen not in SEEN:
        return None
    out = set(SEEN[seen])
    geom = m.get("geom") or {}
    if seen == "circle" and float(geom.get("radius") or 1.0) <= DOT_RADIUS:
        out = {"dot", "ball"} | ({"circle"} if m.get("cls") == "Circle" else set())
    if seen == "polygon" and geom.get("n") == 6:
        out.add("hexagon")
    return out


def _own_class_matches(m: Mob, shape: str) -> bool:
    """Whether a mobject shows ``shape``: by what its points form where the trace says (after
    ``Transform(circle, square)`` the circle shows a square), else by its class."""
    cls = m.get("cls") or ""
    by_class = cls in SHAPES.get(shape, (shape,))
    seen = seen_shapes(m)
    if seen is None:
        return by_class
    if shape in seen:
        return True
    if by_class and shape in ROUND and "ball" in seen:
        return True  # still round: its class says which round thing it is
    if by_class and cls in GEOMETRIC_CLASSES and shape in GEOMETRIC_SHAPES:
        return False  # its points now draw something else
    return by_class


def _family_matches(m: Mob, shape: str) -> bool:
    classes = _classes(m)
    cls = m.get("cls") or ""
    if cls in GEOMETRIC_CLASSES and shape in GEOMETRIC_SHAPES and seen_shapes(m) is not None:
        # its own class counts as its points show it (a transformed circle is no circle)
        classes = (set(m.get("family_classes") or []) - {cls}) | (
            {SHAPES.get(shape, (shape,))[0]} if _own_class_matches(m, shape) else set()
        )
    return bool(classes & set(SHAPES.get(shape, (shape,))))


def _hsv(hex_colour: str) -> tuple[float, float, float] | None:
    h = hex_colour.lstrip("#")
    if len(h) < 6:
        return None
    try:
        r, g, b = (int(h[i : i + 2], 16) / 255 for i in (0, 2, 4))
    except ValueError:
        return None
    hh, s, v = colorsys.rgb_to_hsv(r, g, b)
    return hh * 360, s, v


def colour_matches(hex_colour: str | None, name: str) -> bool:
    """Whether a hex colour reads as the colour ``name`` (lenient: Manim's shades count)."""
    if not hex_colour:
        return False
    hsv = _hsv(hex_colour)
    spec = COLORS.get(name)
    if hsv is None or spec is None:
        return False
    h, s, v = hsv
    ranges, kind = spec
    if kind == "white":
        return s < 0.2 and v > 0.8
    if kind == "black":
        return v < 0.2
    if kind == "gray":
        return s < 0.2 and 0.2 <= v <= 0.85
    if kind == "brown":
        return s > 0.25 and 0.25 < v < 0.85 and any(a <= h <= b for a, b in ranges)
    if s < 0.2 or v < 0.2:
        return False
    return any(a <= h <= b for a, b in ranges)


def _mob_colours(m: Mob) -> list[str]:
    out = []
    if m.get("fill") and float(m.get("fill_opacity") or 0) > 0.05:
        out.append(m["fill"])
    if m.get("stroke") and float(m.get("stroke_opacity", 1) or 0) > 0.05:
        out.append(m["stroke"])
    if not out:
        out = [c for c in (m.get("stroke"), m.get("fill")) if c]
    return out


def norm_text(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip().lower()


@functools.lru_cache(maxsize=8192)
def norm_tex(s: str) -> str:
    """What a text or TeX string says (``server.render.meaning.meaning``), cached."""
    return meaning(s)


@dataclass
class Sel:
    """Which mobjects a requirement is about: a shape noun, a colour, a text or formula."""

    shape: str | None = None
    color: str | None = None
    text: str | None = None

    def describe(self) -> str:
        parts = [p for p in (self.color, (self.shape or "").replace("_", " ")) if p]
        if self.text is not None:
            parts.append(f'"{self.text}"')
        return " ".join(parts) or "object"

    def matches(self, m: Mob, *, own: bool = True) -> bool:
        if self.shape is not None:
            kind = (m.get("member") or {}).get("kind")
            if self.shape in MEMBER_KINDS and kind is not None:
                ok = kind == MEMBER_KINDS[self.shape]
            else:
                ok = _own_class_matches(m, self.shape) if own else _family_matches(m, self.shape)
            if not ok:
                return False
        if self.color is not None and not any(
            colour_matches(c, self.color) for c in _mob_colours(m)
        ):
            return False
        if self.text is not None and not _text_matches(m, self.text):
            return False
        return True

    @classmethod
    def from_dict(cls, d: dict[str, Any] | None) -> Sel:
        d = d or {}
        return cls(shape=d.get("shape"), color=d.get("color"), text=d.get("text"))


NUMBER = re.compile(r"(?<![\d.])-?\d+(?:\.\d+)?")  # "-3" in "x = -3", not in "10-3"
UNSIGNED = re.compile(r"\d+(?:\.\d+)?")


def _says(said: str, want: str) -> bool:
    """Whether the normalised ``said`` shows the normalised ``want``: a number is read whole ("5"
    is not shown by "15" or "x = 25", "3" is by "10 - 3"), anything else as a part."""
    if NUMBER.fullmatch(want):
        return want in NUMBER.findall(said) or want in UNSIGNED.findall(said)
    return want in said


def _text_matches(m: Mob, want: str) -> bool:
    """Whether a mobject says ``want``: its text or TeX read by meaning (``\\pi``, ``π`` and
    ``pi`` alike), or its number."""
    w = norm_tex(want)
    if not w:
        return False
    if any(_says(norm_tex(m[k]), w) for k in ("text", "tex") if m.get(k)):
        return True
    label = _member(m).get("label")
    if isinstance(label, str) and w == norm_tex(label):
        return True  # a graph's vertex labelled by the graph (``labels=True``)
    if m.get("value") is not None:
        try:
            return math.isclose(float(want), float(m["value"]), abs_tol=1e-6)
        except ValueError:
            return False
    return False


POINT_SIZE = 0.02  # a shape whose box is smaller than this both ways draws nothing to see


def drawn_nothing(m: Mob) -> bool:
    """A shape of zero size (a Line from a point to itself): the trace lists it, the viewer
    sees nothing. Texts, groups and mobjects the trace gives no box are not judged."""
    b = m.get("bbox")
    if not b or m.get("text") or m.get("tex") or m.get("value") is not None or m.get("children"):
        return False
    return (
        abs(float(b[2]) - float(b[0])) < POINT_SIZE and abs(float(b[3]) - float(b[1])) < POINT_SIZE
    )


#: classes that draw an area: one of them flat in one direction shows as a line
AREA_CLASSES = frozenset({
    "Circle", "Square", "Rectangle", "RoundedRectangle", "Triangle", "RegularPolygon", "Polygon",
    "Ellipse", "Star", "RegularPolygram", "Annulus", "Sector",
})  # fmt: skip


def drawn_flat(m: Mob) -> bool:
    """An area shape squashed flat in one direction (``triangle.set_points`` given two points, a
    polygon of three points on one line): the viewer sees a line, not the shape its class names."""
    b = m.get("bbox")
    if not b or m.get("cls") not in AREA_CLASSES or m.get("children"):
        return False
    w, h = abs(float(b[2]) - float(b[0])), abs(float(b[3]) - float(b[1]))
    return min(w, h) < POINT_SIZE <= max(w, h)


def _matching(mobs: Iterable[Mob], sel: Sel) -> list[Mob]:
    """Mobjects that match by their own class; a shape hidden inside a group counts only if no
    user-created member matches (then the group stands for it). A shape of zero size is no
    match: nothing of it is seen; nor is an area shape drawn flat as a line (unless a line is
    asked for)."""
    mobs = [
        m
        for m in mobs
        if sel.shape is None or not (drawn_nothing(m) or (sel.shape != "line" and drawn_flat(m)))
    ]
    own = [m for m in mobs if sel.matches(m, own=True)]
    if own or sel.shape is None:
        return own
    return [m for m in mobs if sel.matches(m, own=False)]


def _first_line(mobs: Sequence[Mob]) -> int | None:
    lines = [int(m["line"]) for m in mobs if m.get("line")]
    return min(lines) if lines else None


def _bbox(m: Mob) -> tuple[float, float, float, float]:
    b = m.get("bbox") or [0, 0, 0, 0]
    return float(b[0]), float(b[1]), float(b[2]), float(b[3])


RIDER_OVERLAP = 0.3  # the share of the smaller box that counts as lying on an object


def _riders(tr: dict[str, Any], mid: str) -> tuple[int, ...]:
    """The creating lines of the other objects seen lying on mobject ``mid`` (boxes overlapping
    by ``RIDER_OVERLAP`` of the smaller one, in a state where both are visible), its own parts
    and the groups holding it aside: what a placement of ``mid`` would leave behind unless they
    are built from it. A text on a text is no rider: two texts on one spot collide (a label
    rides on a shape, not on another label)."""

    def texty(m: Mob) -> bool:
        return bool(m.get("text") or m.get("tex") or m.get("value") is not None)

    lines: set[int] = set()
    for _, vis in _visible_states(tr):
        by_id = {str(m.get("id")): m for m in vis}
        me = by_id.get(mid)
        if me is None:
            continue
        family = {mid} | _lineage(by_id, mid)
        for m in vis:
            other = str(m.get("id"))
            if other in family or mid in _lineage(by_id, other) or (texty(me) and texty(m)):
                continue
            if isinstance(m.get("line"), int) and _overlap_frac(me, m) >= RIDER_OVERLAP:
                lines.add(int(m["line"]))
    return tuple(sorted(lines))


def _lineage(by_id: dict[str, Mob], mid: str) -> set[str]:
    """The ids of the groups holding ``mid`` (through ``parent`` links)."""
    out: set[str] = set()
    parent = (by_id.get(mid) or {}).get("parent")
    while parent is not None and str(parent) not in out:
        out.add(str(parent))
        parent = (by_id.get(str(parent)) or {}).get("parent")
    return out


def _center(m: Mob) -> tuple[float, float]:
    c = m.get("center")
    if c:
        return float(c[0]), float(c[1])
    x0, y0, x1, y1 = _bbox(m)
    return (x0 + x1) / 2, (y0 + y1) / 2


def _overlap_frac(a: Mob, b: Mob) -> float:
    """Intersection area over the smaller box's area (0 = apart, 1 = one inside the other)."""
    ax0, ay0, ax1, ay1 = _bbox(a)
    bx0, by0, bx1, by1 = _bbox(b)
    w = min(ax1, bx1) - max(ax0, bx0)
    h = min(ay1, by1) - max(ay0, by0)
    if w <= 0 or h <= 0:
        return 0.0
    small = min(
        max(ax1 - ax0, 1e-3) * max(ay1 - ay0, 1e-3), max(bx1 - bx0, 1e-3) * max(by1 - by0, 1e-3)
    )
    return min(1.0, w * h / small)


def _gap(a: Mob, b: Mob) -> float:
    ax0, ay0, ax1, ay1 = _bbox(a)
    bx0, by0, bx1, by1 = _bbox(b)
    dx = max(0.0, max(ax0, bx0) - min(ax1, bx1))
    dy = max(0.0, max(ay0, by0) - min(ay1, by1))
    return math.hypot(dx, dy)


def _fmt_point(p: tuple[float, float]) -> str:
    return f"({p[0]:.1f}, {p[1]:.1f})"


# -- requirements --------------------------------------------------------------------------------
@dataclass
class Requirement:
    """Base: ``kind`` names the class in JSON; ``phrase`` is the description text it came from."""

    kind: ClassVar[str] = "requirement"
    phrase: str = field(default="", kw_only=True)

    def check(self, trace: Any) -> CheckResult:  # pragma: no cover - overridden
        raise NotImplementedError

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, **asdict(self)}


#: how to make a shape where its first class in SHAPES is not the whole answer
MAKE: dict[str, str] = {
    "graph": "axes.plot(lambda x: ..., color=...) on Axes",
    "network": "Graph(vertices, edges)",
    "table": 'Table([["1", "2"], ["3", "4"]])',
    "hexagon": "RegularPolygon(n=6)",
    "polygon": "Polygon(p1, p2, p3, ...) or RegularPolygon(n=...)",
    "box": "Square()",
    "ball": "Circle()",
    "line": "Line(start, end)",
    "arrow": "Arrow(start, end)",
    "number_line": "NumberLine(x_range=[...])",
    "bar_chart": "BarChart(values)",
    "matrix": "Matrix([[1, 2], [3, 4]])",
    "brace": "Brace(mobject, direction)",
    "angle": "Angle(line1, line2)",
    "surface": "Surface(lambda u, v: ..., u_range=[...], v_range=[...])",
    "text": 'Text("...")',
    "formula": 'MathTex(r"...")',
    "bar": "BarChart(values) (its bars: chart.bars[i])",
    "node": "Graph(vertices, edges) (a vertex: graph.vertices[v])",
    "edge": "Graph(vertices, edges) (an edge: graph.edges[(u, v)])",
}


def manim_colour(name: str) -> str:
    """The Manim constant for a colour word (CE has no VIOLET or BROWN)."""
    return {"violet": "PURPLE", "brown": "DARK_BROWN"}.get(name, name.upper())


def make_hint(sel: Sel) -> str:
    """What to do about a missing shape, naming the Manim call that makes it: the small models
    answer "create one" with the code they had, and a class name moves them (spec tasks)."""
    shape = sel.shape
    if shape is None or shape not in SHAPES:
        return "create one and add it to the scene."
    make = MAKE.get(shape) or f"{SHAPES[shape][0]}()"
    if sel.color:
        colour = manim_colour(sel.color)
        make = (
            f"{make[:-1]}color={colour})" if make.endswith("()") else f"{make} with color={colour}"
        )
    return f"create one with {make} and add it to the scene."


def _sel(d: Any) -> Sel:
    return d if isinstance(d, Sel) else Sel.from_dict(d)


COINCIDENT = 0.02  # two shapes of one class whose boxes differ by less than this look as one


def _distinct(mobs: list[Mob]) -> list[Mob]:
    """``mobs`` less those drawn exactly over an earlier one of the same class and box (two
    identical diagonals look like one line); texts and formulas are kept (the same label may be
    written twice on purpose and reads the same either way)."""

    def same(a: Mob, b: Mob) -> bool:
        if a.get("cls") != b.get("cls") or not all(
            abs(x - y) <= COINCIDENT for x, y in zip(_bbox(a), _bbox(b), strict=True)
        ):
            return False
        ga, gb = a.get("geom") or {}, b.get("geom") or {}
        for key in ("ends", "vertices"):  # a box's two diagonals share it: their ends do not
            if ga.get(key) or gb.get(key):
                pa, pb = (
                    sorted(map(tuple, _pts(ga.get(key)))),
                    sorted(map(tuple, _pts(gb.get(key)))),
                )
                return len(pa) == len(pb) > 0 and all(
                    math.dist(p, q) <= COINCIDENT for p, q in zip(pa, pb, strict=True)
                )
        # no geometry to compare: only closed shapes, whose box says where every point is
        return a.get("shape") in ("circle", "square", "rectangle", "ellipse")

    out: list[Mob] = []
    for m in mobs:
        if m.get("text") is None and m.get("tex") is None and any(same(o, m) for o in out):
            continue
        out.append(m)
    return out


@dataclass
class HasObject(Requirement):
    """At least ``count`` mobjects matching ``sel`` are visible together at some point (``exact``:
    exactly ``count`` at the end of the step where most are visible is not required; ``count`` is a
    minimum unless ``exact``)."""

    kind: ClassVar[str] = "object"
    sel: Sel = field(default_factory=Sel)
    count: int = 1
    exact: bool = False

    def __post_init__(self) -> None:
        self.sel = _sel(self.sel)

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        best: list[Mob] = []
        for _, vis in _visible_states(tr):
            found = _distinct(_matching(vis, self.sel))
            if len(found) > len(best):
                best = found
        what = self.sel.describe()
        n = len(best)
        if n == 0:
            shape_only = Sel(shape=self.sel.shape, text=self.sel.text)
            wrong = _matching(_every_state(tr), shape_only) if self.sel.color else []
            if wrong:
                cols = ", ".join(sorted({c for m in wrong for c in _mob_colours(m)}))
                return CheckResult(
                    False,
                    f"The {shape_only.describe()} should be {self.sel.color} but is {cols}; "
                    f"set color={manim_colour(self.sel.color or '')} on it.",
                    _first_line(wrong),
                )
            hidden = _matching(tr.get("created") or [], self.sel)
            if hidden:
                line = _first_line(hidden)
                at = f" at line {line}" if line else ""
                return CheckResult(
                    False,
                    f"The {what} created{at} is never shown; add it with self.play(Create(...)) "
                    "or self.add(...).",
                    line,
                )
            return CheckResult(False, f"No {what} is ever shown; {make_hint(self.sel)}")
        if n < self.count or (self.exact and n > self.count):
            same = " (some are drawn exactly on top of one another, so they look like one)" if any(
                len(_distinct(_matching(vis, self.sel))) < len(_matching(vis, self.sel))
                for _, vis in _visible_states(tr)
            ) else ""  # fmt: skip
            how = f"create {self.count} of them (e.g. in a VGroup) and show them all"
            if self.sel.shape == "bar" and self.sel.color:
                how = (
                    f"colour every bar, e.g. BarChart(values, bar_colors=[{manim_colour(self.sel.color)}] "
                    f"* {self.count})"
                )
            return CheckResult(
                False,
                f"The description asks for {self.count} {what}(s) but at most {n} are visible "
                f"together{same}; {how}.",
                _first_line(best),
            )
        return CheckResult(True, f"{n} {what}(s) shown.", _first_line(best))


@dataclass
class HasText(Requirement):
    """A text or formula with this content is shown (``formula``: it should be TeX)."""

    kind: ClassVar[str] = "text"
    text: str = ""
    formula: bool = False

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        seen = _every_state(tr)
        hits = [m for m in seen if _text_matches(m, self.text)]
        if not hits:
            # a formula written as several MathTex parts: join the parts of one parent
            joined: dict[str, str] = {}
            for m in seen:
                if m.get("tex") and m.get("parent"):
                    joined[m["parent"]] = joined.get(m["parent"], "") + m["tex"]
            if any(_says(norm_tex(t), norm_tex(self.text)) for t in joined.values()):
                return CheckResult(True, f'"{self.text}" shown (in parts).')
            spelled = _spelled_in_a_row(tr, self.text)
            if spelled is not None:
                return CheckResult(True, f'"{self.text}" shown letter by letter.', spelled)
            if self.formula:
                return CheckResult(
                    False,
                    f'The formula "{self.text}" is never shown; add '
                    f'MathTex(r"{self.text}") and play Write on it.',
                )
            return CheckResult(
                False,
                f'The text "{self.text}" is never shown; add Text("{self.text}") to the scene.',
            )
        return CheckResult(True, f'"{self.text}" shown.', _first_line(hits))


def _spelled_in_a_row(tr: dict[str, Any], want: str) -> int | None:
    """Where a word is shown as separate texts on one line, read left to right ("PYTHON" as six
    letters, one per box): the line of the first of them, else None."""
    w = norm_tex(want)
    if len(w) < 2:
        return None
    for _, vis in _visible_states(tr):
        parts = [m for m in vis if m.get("text") or m.get("tex")]
        if len(parts) < 2:
            continue
        rows: list[list[Mob]] = []
        for m in sorted(parts, key=lambda m: _center(m)[1]):
            h = max(_bbox(m)[3] - _bbox(m)[1], 0.1)
            if rows and abs(_center(rows[-1][-1])[1] - _center(m)[1]) <= 0.5 * h:
                rows[-1].append(m)
            else:
                rows.append([m])
        for row in rows:
            if len(row) < 2:
                continue
            row.sort(key=lambda m: _center(m)[0])
            line = " ".join(norm_tex(m.get("text") or m.get("tex") or "") for m in row)
            if _says(line, w) or (not NUMBER.fullmatch(w) and w in line.replace(" ", "")):
                return row[0].get("line")
    return None


RELATIONS = (
    "below", "above", "left_of", "right_of", "next_to", "inside", "center", "overlap", "touch",
)  # fmt: skip
TOUCH_GAP = 0.15  # the most space between the boxes of two things said to touch
TOUCH_OVERLAP = 0.12  # the most of the smaller box two touching things may share


def _union(mobs: list[Mob]) -> Mob:
    """One box holding all of ``mobs`` (a group seen as a whole)."""
    boxes = [_bbox(m) for m in mobs]
    x0, y0 = min(b[0] for b in boxes), min(b[1] for b in boxes)
    x1, y1 = max(b[2] for b in boxes), max(b[3] for b in boxes)
    return {"bbox": [x0, y0, x1, y1], "center": [(x0 + x1) / 2, (y0 + y1) / 2, 0.0]}


SIDE_OVERLAP = 0.3  # the most of the smaller box that may lie on the other for above/below/...


def on_screen(m: Mob, camera: dict[str, Any] | None) -> Mob:
    """A 3-D mobject as the viewer sees it under a turned camera (its centre through the
    camera's rotation, as Manim's ThreeDCamera turns points: about z by -theta - 90 degrees, about
    x by -phi, about z by gamma; perspective left out), with a square box as wide as its largest
    side. Anything else, or a camera the trace gives no angles, is returned as it is."""
    if not m.get("is_3d") or not camera or camera.get("phi") is None:
        return m
    phi, theta = float(camera["phi"]), float(camera.get("theta") or 0.0)
    gamma = float(camera.get("gamma") or 0.0)
    x, y, z = (float(v) for v in [*(m.get("center") or [0, 0, 0]), 0.0, 0.0, 0.0][:3])
    a = -theta - math.pi / 2
    x1, y1 = math.cos(a) * x - math.sin(a) * y, math.sin(a) * x + math.cos(a) * y
    y2 = math.cos(phi) * y1 + math.sin(phi) * z
    sx = math.cos(gamma) * x1 - math.sin(gamma) * y2
    sy = math.sin(gamma) * x1 + math.cos(gamma) * y2
    b = _bbox(m)
    half = max(b[2] - b[0], b[3] - b[1]) / 2
    return {**m, "center": [sx, sy, 0.0], "bbox": [sx - half, sy - half, sx + half, sy + half],
            "is_3d": False}  # fmt: skip


def _relation_holds(rel: str, a: Mob, b: Mob | None, tol: float = 0.1) -> bool:
    if rel in ("above", "below") and b is not None and a.get("is_3d") and b.get("is_3d"):
        # solids: "a cube resting on top of a slab" is up the z axis
        az, bz = (float((m.get("center") or [0, 0, 0])[2]) for m in (a, b))
        return az > bz + tol if rel == "above" else az < bz - tol
    ax0, ay0, ax1, ay1 = _bbox(a)
    acx, acy = _center(a)
    if rel == "center":
        return math.hypot(acx, acy) <= 0.6
    if b is None:
        return False
    bx0, by0, bx1, by1 = _bbox(b)
    bcx, bcy = _center(b)
    apart = _overlap_frac(a, b) < SIDE_OVERLAP  # "under it" with the square over the text is not
    # "a triangle above a square" seen off to one side, wholly past its edge, is not above it
    over = ax0 < bx1 + tol and bx0 < ax1 + tol
    level = ay0 < by1 + tol and by0 < ay1 + tol
    if rel == "below":
        return acy < by0 + tol and acy < bcy and apart and over
    if rel == "above":
        return acy > by1 - tol and acy > bcy and apart and over
    if rel == "left_of":
        return acx < bx0 + tol and acx < bcx and apart and level
    if rel == "right_of":
        return acx > bx1 - tol and acx > bcx and apart and level
    if rel == "next_to":
        return _overlap_frac(a, b) < 0.2 and _gap(a, b) < 2.0
    if rel == "inside":
        return ax0 >= bx0 - tol and ax1 <= bx1 + tol and ay0 >= by0 - tol and ay1 <= by1 + tol
    if rel == "overlap":
        return _overlap_frac(a, b) > 0.0
    if rel == "touch":  # "two circles touching each other": no space between, little shared
        return _gap(a, b) <= TOUCH_GAP and _overlap_frac(a, b) <= TOUCH_OVERLAP
    return False


#: shapes drawn round a text ("circle the answer", "a box around the result")
ENCLOSERS = ("circle", "ellipse", "box", "rectangle", "square")

_REL_WORDS = {
    "below": ("below", "next_to(..., DOWN)"),
    "above": ("above", "next_to(..., UP)"),
    "left_of": ("to the left of", "next_to(..., LEFT)"),
    "right_of": ("to the right of", "next_to(..., RIGHT)"),
    "next_to": ("next to", "next_to(...)"),
    "inside": ("inside", "move_to(...) and a smaller size"),
    "overlap": ("on", "move_to(...)"),
    "touch": ("touching", "next_to(..., RIGHT, buff=0)"),
}


@dataclass
class Relation(Requirement):
    """``a`` stands in ``rel`` to ``b`` (or, for ``center``, at the centre) at some step where both
    are visible."""

    kind: ClassVar[str] = "relation"
    a: Sel = field(default_factory=Sel)
    rel: str = "below"
    b: Sel | None = None
    when: str = "any"  # "end": in the last state where both are shown ("move it to the front")

    def __post_init__(self) -> None:
        self.a = _sel(self.a)
        self.b = None if self.b is None else _sel(self.b)
        if self.rel not in RELATIONS:
            raise ValueError(f"unknown relation {self.rel!r}; use one of {RELATIONS}")
        if self.when not in ("any", "end"):
            raise ValueError(f"unknown when {self.when!r}; use any or end")

    def _holder(self, tr: dict[str, Any]) -> Mob | None:
        """Where a text should end inside a shape of a colour: the shape of that kind (any
        colour) that holds the text in the last state, if it is not the colour asked."""
        if self.rel != "inside" or self.a.text is None or self.b is None or not self.b.color:
            return None
        final = _final(tr)
        texts = _matching(final, self.a)
        shapes = _matching(final, Sel(shape=self.b.shape))
        for t in texts:
            for m in shapes:
                if _relation_holds("inside", t, m) and not self.b.matches(m, own=True):
                    return m
        return None

    def _states(self, tr: dict[str, Any]) -> list[tuple[int, list[Mob]]]:
        states = _visible_states(tr)
        if self.when != "end" or self.b is None:
            return states
        both = [(i, vis) for i, vis in states if _matching(vis, self.a) and _matching(vis, self.b)]
        return both[-1:] or states[-1:]

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        seen_a: list[Mob] = []
        seen_b: list[Mob] = []
        steps = _steps(tr)
        projected = turned = False
        for i, vis in self._states(tr):
            as_ = _matching(vis, self.a)
            bs: list[Mob | None] = list(_matching(vis, self.b)) if self.b is not None else [None]
            if self.rel in ("left_of", "right_of") and tr.get("three_d"):
                # solids under a turned camera: left and right as the viewer sees them
                cam = (steps[i].get("camera") if i < len(steps) else None) or {}
                projected = projected or (any(m.get("is_3d") for m in as_) and "phi" in cam)
                theta = cam.get("theta")
                turned = theta is not None and abs(float(theta) + math.pi / 2) > 0.2
                as_ = [on_screen(m, cam) for m in as_]
                bs = [None if m is None else on_screen(m, cam) for m in bs]
            seen_a += as_
            seen_b += [b for b in bs if b is not None]
            if (
                self.rel == "center"
                and len(as_) >= 2
                and _relation_holds("center", _union(as_), None)
            ):
                # "four squares in a 2 by 2 grid in the centre": the group as a whole
                return CheckResult(True, f"{self.a.describe()} center ok.", _first_line(as_))
            if (
                self.rel in ("below", "above", "left_of", "right_of")
                and len(as_) >= 2
                and len(bs) >= 2
                and not {m.get("id") for m in as_} & {m.get("id") for m in bs if m is not None}
            ):
                # a group against a group ("a row of red dots below the blue dots"): the groups
                # as wholes, not any one pair
                ga, gb = _union(as_), _union([b for b in bs if b is not None])
                if _relation_holds(self.rel, ga, gb):
                    return CheckResult(
                        True, f"{self.a.describe()} {self.rel} ok.", _first_line(as_)
                    )
                continue
            for a in as_:
                for b in bs:
                    if b is not None and b.get("id") == a.get("id"):
                        continue
                    if (
                        b is not None
                        and (b.get("parent") == a.get("id") or a.get("parent") == b.get("id"))
                        and self.rel != "inside"
                    ):
                        continue
                    if _relation_holds(self.rel, a, b):
                        return CheckResult(
                            True, f"{self.a.describe()} {self.rel} ok.", a.get("line")
                        )
        da = self.a.describe()
        if not seen_a:
            return CheckResult(False, f"No {da} is shown, so it cannot be placed; create it first.")
        line = _first_line(seen_a)
        if self.rel == "center":
            ids = {m.get("id") for m in seen_a}
            if len(ids) >= 2:  # several: where the group they form stands
                last = {m.get("id"): m for m in seen_a}
                p = _center(_union(list(last.values())))
                return CheckResult(
                    False,
                    f"The {da}s, as a group, should be at the centre of the screen but stand "
                    f"around {_fmt_point(p)}; group them and centre the group, e.g. "
                    "VGroup(...).move_to(ORIGIN).",
                    line,
                )
            p = _center(seen_a[-1])
            return CheckResult(
                False,
                f"The {da} should be at the centre of the screen but is at {_fmt_point(p)}; "
                "use .move_to(ORIGIN).",
                line,
                placement_for("center", seen_a, [], functools.partial(_riders, tr)),
            )
        assert self.b is not None
        db = self.b.describe()
        if not seen_b:
            return CheckResult(
                False,
                f"No {db} is shown, so the {da} cannot be placed relative to it; create the {db}.",
            )
        words, how = _REL_WORDS[self.rel]
        holder = self._holder(tr)
        if holder is not None:  # "colour the square with 7 in it orange": that square's colour
            colour = manim_colour(self.b.color or "")
            seen = "/".join(_mob_colours(holder)[:2]) or "uncoloured"
            return CheckResult(
                False,
                f'The {self.b.shape} holding "{self.a.text}" should end {self.b.color}, but it '
                f"is {seen} (another {self.b.shape} is {self.b.color}); colour the one that "
                f"holds it, e.g. self.play(cell.animate.set_fill({colour}, opacity=1)) where cell "
                f"is the {self.b.shape} around the text.",
                holder.get("line"),
            )
        pa, pb = _center(seen_a[-1]), _center(seen_b[-1])
        if projected and turned:
            side = "LEFT" if self.rel == "left_of" else "RIGHT"
            return CheckResult(
                False,
                f"The {da} should be {words} the {db} as the camera shows them, but on screen "
                f"it is at {_fmt_point(pa)} and the {db} at {_fmt_point(pb)}: the camera's "
                f"theta turns the scene's left and right; place it on the {side} side as seen "
                "from the camera (swap their positions) or keep theta=-90 * DEGREES, where the "
                "scene's left is the screen's left.",
                line,
            )
        riders = functools.partial(_riders, tr)
        fix: TraceFix | None = _keep_fix(tr, self.rel, self.a, self.b)
        if fix is None and self.rel in PLACE_CALLS and self.when != "end":
            # (where it ends after a move: placing it at creation would lose where it starts)
            fix = placement_for(self.rel, seen_a, seen_b, riders)
        elif fix is None and self.rel in PLACE_CALLS:
            # where a move should end: its last move goes there (or one is played at the end)
            goal = placement_for(self.rel, seen_a, seen_b, riders)
            shown = {m.get("id") for m in _final(tr)}
            if goal is not None and seen_a[-1].get("id") in shown:
                fix = FinalMove(goal.line, goal.call, goal.other_line)
        if self.rel == "inside":
            (ax0, ay0, ax1, ay1), (bx0, by0, bx1, by1) = _bbox(seen_a[-1]), _bbox(seen_b[-1])
            wa, ha, wb, hb = ax1 - ax0, ay1 - ay0, bx1 - bx0, by1 - by0
            if (wa > wb or ha > hb) and self.a.text is not None and self.b.shape in ENCLOSERS:
                # a text larger than the shape: the shape is meant to go round it
                maker = (
                    "Circle().surround(x)"
                    if self.b.shape == "circle"
                    else "SurroundingRectangle(x)"
                )
                return CheckResult(
                    False,
                    f"The {da} should be inside the {db}, but the {db} is smaller and does not "
                    f"go round it; draw the {db} around it with {maker} (x being the {da}).",
                    line,
                )
            if wa > wb or ha > hb:
                return CheckResult(
                    False,
                    f"The {da} should be inside the {db}, but it is larger ({wa:.1f} x {ha:.1f} "
                    f"against {wb:.1f} x {hb:.1f}); make it smaller than the {db} (e.g. "
                    f".scale(0.5)) and place it with .move_to({_ref(db)}).",
                    line,
                )
        overlap = _overlap_frac(seen_a[-1], seen_b[-1])
        if self.rel in ("below", "above", "left_of", "right_of") and overlap >= SIDE_OVERLAP:
            where = f"it overlaps the {db} ({overlap:.0%} of the smaller one is covered)"
        else:
            where = f"it is at {_fmt_point(pa)} and the {db} at {_fmt_point(pb)}"
        place = how.replace("...", _ref(db))
        if self.when == "end":
            return CheckResult(
                False,
                f"The {da} should end {words} the {db}, but at the end {where}; keep where it "
                f"starts and move it there last with self.play(obj.animate.{place}).",
                line,
                fix,
            )
        return CheckResult(
            False,
            f"The {da} should be {words} the {db}, but {where}; place it with {place}.",
            line,
            fix,
        )


def _keep_fix(tr: dict[str, Any], rel: str, a: Sel, b: Sel) -> KeepSource | None:
    """Where ``a`` first appears in a play that replaces what is shown (``b`` shown before, gone
    by then:
    "write 3x = 15 under it" played as ``TransformMatchingTex(eq1, eq2)``, maybe after other
    steps in between), the fix that keeps the replaced object and places ``a`` by it; None
    otherwise."""
    call = PLACE_CALLS.get(rel)
    if call is None or "{other}" not in call:
        return None
    steps = _steps(tr)
    had_b = False
    for i, vis in _visible_states(tr):
        has_a, has_b = bool(_matching(vis, a)), bool(_matching(vis, b))
        if has_a:
            if not had_b or has_b:
                return None
            step = steps[i]
            names = {
                str((an.get("params") or {}).get("group") or an.get("cls"))
                for an in step.get("animations") or []
            }
            olds = names & REPLACING
            line = step.get("line")
            if step.get("kind") != "play" or len(olds) != 1 or not isinstance(line, int):
                return None
            return KeepSource(line, olds.pop(), call)
        had_b = had_b or has_b
    return None


def _ref(described: str) -> str:
    """A stand-in name for an object in a suggested call: the last word of its description
    where that is a name ("square"), else ``other`` (a quoted text or formula)."""
    last = described.split()[-1] if described.split() else ""
    return last if last.isidentifier() else "other"


def _clusters(values: Sequence[float], tol: float) -> int:
    vs = sorted(values)
    n = 0
    last: float | None = None
    for v in vs:
        if last is None or v - last > tol:
            n += 1
        last = v
    return n


RING_SPREAD = 1.35  # the farthest of a ring's members from its middle, against the nearest


def _ring(mobs: list[Mob]) -> bool:
    """Whether the mobjects stand round a circle: each about as far from their common middle
    (the farthest at most 1.35 times the nearest), not in a line."""
    pts = [_center(m) for m in mobs]
    if len(pts) < 3:
        return False
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    radii = [math.hypot(p[0] - cx, p[1] - cy) for p in pts]
    if min(radii) < 0.2 or max(radii) > RING_SPREAD * min(radii):
        return False
    span_x = max(p[0] for p in pts) - min(p[0] for p in pts)
    span_y = max(p[1] for p in pts) - min(p[1] for p in pts)
    return min(span_x, span_y) > 0.5 * max(radii)


@dataclass
class Arrangement(Requirement):
    """``count`` (at least) mobjects matching ``sel`` visible together, apart (no two overlap) and
    laid out as ``layout``: "row" (one row), "column", "grid" (``rows`` x ``cols``), "apart",
    "tree" (a graph's nodes in levels, one root alone on the top level, the others below it),
    "star" (one hub node in the middle of the others, which lie around it at about the same
    distance and on all sides) or "ring" (round a circle: each about as far from the middle)."""

    kind: ClassVar[str] = "arrangement"
    sel: Sel = field(default_factory=Sel)
    layout: str = "row"
    count: int = 2
    rows: int = 0
    cols: int = 0

    def __post_init__(self) -> None:
        self.sel = _sel(self.sel)

    def _ok(self, mobs: list[Mob]) -> bool:
        if len(mobs) < self.count:
            return False
        for i, a in enumerate(mobs):
            for b in mobs[i + 1 :]:
                if _overlap_frac(a, b) > 0.1:
                    return False
        xs = [_center(m)[0] for m in mobs]
        ys = [_center(m)[1] for m in mobs]
        h = min(max(_bbox(m)[3] - _bbox(m)[1], 0.05) for m in mobs)
        w = min(max(_bbox(m)[2] - _bbox(m)[0], 0.05) for m in mobs)
        if self.layout == "row":  # one shared horizontal band (bars of different heights too)
            return max(_bbox(m)[1] for m in mobs) < min(_bbox(m)[3] for m in mobs) + 0.05
        if self.layout == "column":
            return max(_bbox(m)[0] for m in mobs) < min(_bbox(m)[2] for m in mobs) + 0.05
        if self.layout == "grid":
            r = _clusters(ys, max(0.5 * h, 0.1))
            c = _clusters(xs, max(0.5 * w, 0.1))
            return (r, c) in ((self.rows, self.cols), (self.cols, self.rows)) or (
                r * c >= self.rows * self.cols and min(r, c) >= min(self.rows, self.cols) >= 2
            )
        if self.layout == "tree":
            top = max(ys)
            root = [y for y in ys if y > top - max(0.5 * h, 0.1)]
            return len(root) == 1 and _clusters(ys, max(0.5 * h, 0.1)) >= 2
        if self.layout == "star":
            return _star(mobs)
        if self.layout == "ring":
            return _ring(mobs)
        return True  # apart

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        best: list[Mob] = []
        for _, vis in _visible_states(tr):
            found = _matching(vis, self.sel)
            if self._ok(found):
                return CheckResult(
                    True,
                    f"{len(found)} {self.sel.describe()}(s) in a {self.layout}.",
                    _first_line(found),
                )
            if len(found) > len(best):
                best = found
        what = self.sel.describe()
        line = _first_line(best)
        how = {
            "tree": 'Graph(vertices, edges, layout="tree", root_vertex=root)',
            "star": "Graph(vertices, edges, layout={hub: ORIGIN, **outer points on a circle})",
            "ring": 'Graph(vertices, edges, layout="circular") or items placed with '
            "circle.point_at_angle(TAU * k / n)",
            "row": "VGroup(*items).arrange(RIGHT, buff=0.5)",
            "column": "VGroup(*items).arrange(DOWN, buff=0.5)",
            "grid": f"VGroup(*items).arrange_in_grid(rows={self.rows}, cols={self.cols}, buff=0.3)",
            "apart": "VGroup(*items).arrange(RIGHT, buff=0.5)",
        }[self.layout]
        if len(best) < self.count:
            return CheckResult(
                False,
                f"The {self.layout} needs {self.count} {what}(s) visible together but at most "
                f"{len(best)} are; create all of them and lay them out with {how}.",
                line,
            )
        spots = ", ".join(_fmt_point(_center(m)) for m in best[:6])
        shape = (
            f"a {self.rows} by {self.cols} grid" if self.layout == "grid" else f"a {self.layout}"
        )
        fix = None
        lines = {m.get("line") for m in best}
        known = sorted(ln for ln in lines if isinstance(ln, int))
        if (
            self.layout in ("row", "column")
            and len({m.get("id") for m in best}) == len(best) <= 8
            and len(known) == len(lines)
        ):
            fix = Arrange(tuple(known), "RIGHT" if self.layout == "row" else "DOWN")
        return CheckResult(
            False,
            f"The {len(best)} {what}(s) should form {shape} without overlapping, but they are at "
            f"{spots}; lay them out with {how}.",
            line,
            fix,
        )


def _star(mobs: list[Mob]) -> bool:
    """One of ``mobs`` is a hub: the others lie around it at distances within a factor of two
    of each other, with no gap of half a turn or more between their directions."""
    pts = [_center(m) for m in mobs]
    for i, (hx, hy) in enumerate(pts):
        rest = [(x - hx, y - hy) for j, (x, y) in enumerate(pts) if j != i]
        dists = [math.hypot(x, y) for x, y in rest]
        if min(dists) < 0.3 or max(dists) > 2 * min(dists):
            continue
        angles = sorted(math.atan2(y, x) for x, y in rest)
        gaps = [b - a for a, b in itertools.pairwise(angles)] + [
            angles[0] + 2 * math.pi - angles[-1]
        ]
        if max(gaps) < math.pi:
            return True
    return False


def _first_appearance(tr: dict[str, Any], sel: Sel) -> tuple[int, Mob] | None:
    for i, vis in _visible_states(tr):
        found = _matching(vis, sel)
        if found:
            return i, found[0]
    return None


@dataclass
class Order(Requirement):
    """``first`` appears in an earlier step than ``second`` ("then", "after")."""

    kind: ClassVar[str] = "order"
    first: Sel = field(default_factory=Sel)
    second: Sel = field(default_factory=Sel)

    def __post_init__(self) -> None:
        self.first = _sel(self.first)
        self.second = _sel(self.second)

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        a = _first_appearance(tr, self.first)
        b = _first_appearance(tr, self.second)
        da, db = self.first.describe(), self.second.describe()
        if a is None or b is None:
            missing = da if a is None else db
            return CheckResult(
                False, f"No {missing} is shown; the order cannot be checked until it is."
            )
        if a[0] < b[0]:
            return CheckResult(True, f"{da} before {db}.", b[1].get("line"))
        steps = _steps(tr)
        la, lb = (steps[i].get("line") if i < len(steps) else None for i in (a[0], b[0]))
        if la and lb and la != lb:
            return CheckResult(
                False,
                f"The {da} should appear before the {db}, but the {db} is already shown at step "
                f"{b[0] + 1}; move line {la}, the self.play that shows the {da}, above line "
                f"{lb}, the one that shows the {db}.",
                int(la),
            )
        return CheckResult(
            False,
            f"The {da} should appear before the {db}, but the {db} is already shown at step "
            f"{b[0] + 1}; play the {da} first and the {db} in a later self.play.",
            b[1].get("line"),
        )


def _anims(tr: dict[str, Any]) -> list[tuple[int, dict[str, Any]]]:
    return [(i, a) for i, s in enumerate(_steps(tr)) for a in (s.get("animations") or [])]


def _indicated_in_place(tr: dict[str, Any], ids: set[str]) -> bool:
    """Whether a ``Flash`` at a point inside one of ``ids``' boxes, or a ``Circumscribe`` frame
    centred on one of them, is played: neither keeps the object it is called on, only the point
    (``params.point``) or the frame drawn round it (``params.around``: centre, width, height)."""
    states = dict(_visible_states(tr))
    for i, a in _anims(tr):
        params = a.get("params") or {}
        point, around = params.get("point"), params.get("around")
        if point is None and around is None:
            continue
        for mob in states.get(i, []) + (states.get(i - 1, []) if i else []):
            if mob["id"] not in ids:
                continue
            x0, y0, x1, y1 = _bbox(mob)
            if point is not None and _box_dist((float(point[0]), float(point[1])), mob) <= 0.05:
                return True
            if around is not None:
                cx, cy, w, h = (float(v) for v in around[:4])
                mx, my = _center(mob)
                fits = w >= (x1 - x0) * 0.9 and h >= (y1 - y0) * 0.9
                if fits and math.hypot(cx - mx, cy - my) <= 0.1 + 0.1 * max(w, h):
                    return True
    return False


def _seen_moving(tr: dict[str, Any], index: int, anim: dict[str, Any]) -> bool:
    """Whether a path-following animation (step ``index``) is seen moving one of its targets: a
    trace of version 2 or later samples what moves during a play, and a target with no sampled
    path stayed put (an ``always_redraw`` rebuilds it where it was); older traces are trusted."""
    if int(tr.get("version") or 1) < 2:
        return True
    paths = _steps(tr)[index].get("paths") or {}
    return any(t in paths for t in anim.get("targets") or [])


def _seen_turns(tr: dict[str, Any], ids: set[str]) -> list[tuple[int, str, dict[str, Any]]]:
    """(step, id, turn) for each visible turn of one of ``ids`` seen by geometry during a play
    (the step's ``turns``, trace version 4: ``most`` at least ``SEEN_TURN`` degrees). Older traces
    have none: nothing is seen, which is no evidence either way."""
    out = []
    for i, s in enumerate(_steps(tr)):
        for mid, t in (s.get("turns") or {}).items():
            if mid in ids and isinstance(t, dict) and float(t.get("most") or 0.0) >= SEEN_TURN:
                out.append((i, mid, {**t, "line": s.get("line")}))
    return out


def _parts_moved(tr: dict[str, Any], ids: set[str], least: float = 0.3) -> bool:
    """Whether a part Manim built inside one of ``ids`` (a Text's letter: an animation's
    ``params.of``, trace version 4) is seen moving by more than ``least`` during a play that
    animates it: its sampled path there, so a jump that comes back counts."""
    steps = _steps(tr)
    for i, a in _anims(tr):
        if (a.get("params") or {}).get("of") not in ids:
            continue
        paths = steps[i].get("paths") or {}
        for t in a.get("targets") or []:
            path = paths.get(t) or []
            if path and max(math.hypot(p[1] - path[0][1], p[2] - path[0][2]) for p in path) > least:
                return True
    return False


def _by_id(tr: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Every mobject the trace knows, by id: as created, or as last seen where it was shown."""
    return {**{m["id"]: m for m in tr.get("created") or []}, **_all_seen(tr)}


def _ids_of(tr: dict[str, Any], sel: Sel) -> set[str]:
    """Ids of matching mobjects and of their parents and children (animating a group animates its
    members)."""
    pool = _by_id(tr)
    created = list(tr.get("created") or [])
    ids = {m["id"] for m in _matching([*created, *_every_state(tr)], sel)}
    more = set()
    for i in ids:
        m = pool.get(i, {})
        if m.get("parent"):
            more.add(m["parent"])
        more.update(m.get("children") or [])
    for m in pool.values():
        if set(m.get("children") or []) & ids:
            more.add(m["id"])
    return ids | more


@dataclass
class Together(Requirement):
    """``a`` and ``b`` are animated in the same ``self.play`` ("at the same time"), or one of
    them is moved by an updater during the other's play (the play's sampled ``paths``)."""

    kind: ClassVar[str] = "together"
    a: Sel = field(default_factory=Sel)
    b: Sel = field(default_factory=Sel)

    def __post_init__(self) -> None:
        self.a = _sel(self.a)
        self.b = _sel(self.b)

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        ia, ib = _ids_of(tr, self.a), _ids_of(tr, self.b)
        for s in _steps(tr):
            if s.get("kind") != "play":
                continue
            targets = {t for a in s.get("animations") or [] for t in a.get("targets") or []}
            targets |= set(s.get("paths") or {})  # moved by an updater during the play
            if targets & ia and targets & ib:
                return CheckResult(True, "animated together.", s.get("line"))
        da, db = self.a.describe(), self.b.describe()
        plays = []  # (line, animates a, animates b) of each play, in order
        for s in _steps(tr):
            if s.get("kind") == "play":
                targets = {t for a in s.get("animations") or [] for t in a.get("targets") or []}
                plays.append((s.get("line"), bool(targets & ia), bool(targets & ib)))
        fix = None
        for (l1, a1, b1), (l2, a2, b2) in itertools.pairwise(plays):
            # one after the other, next to each other: the second joins the first's play
            if ((a1 and b2) or (b1 and a2)) and isinstance(l1, int) and isinstance(l2, int):
                if l2 > l1:
                    fix = JoinPlays(l1, l2)
                break
        return CheckResult(
            False,
            f"The {da} and the {db} should be animated at the same time; put both animations in "
            "one self.play(...).",
            fix.first if fix is not None else None,
            fix,
        )


@dataclass
class OneByOne(Requirement):
    """The matching mobjects appear one after another: in at least ``min(count, 3)`` different
    steps, or through a LaggedStart/Succession."""

    kind: ClassVar[str] = "one_by_one"
    sel: Sel = field(default_factory=Sel)
    count: int = 2
    by: str | None = None  # "column" or "row": whole columns (rows) in turn, not interleaved
    leave: bool = False  # they leave one after another ("fade them out one at a time")

    def __post_init__(self) -> None:
        self.sel = _sel(self.sel)
        if self.by not in (None, "column", "row"):
            raise ValueError(f"unknown by {self.by!r}; use column or row")

    def _check_leave(self, tr: dict[str, Any]) -> CheckResult:
        """They were shown and leave in at least ``min(count, 3)`` different steps (or through
        a staggered animation of their exits)."""
        what = self.sel.describe()
        states = _visible_states(tr)
        last: dict[str, int] = {}
        for i, vis in states:
            for m in _matching(vis, self.sel):
                last[m["id"]] = i
        if not last:
            return CheckResult(False, f"No {what} is shown; create them before they leave.")
        end = states[-1][0] if states else 0
        gone = {mid: i for mid, i in last.items() if i < end}
        ids = _ids_of(tr, self.sel)
        for _, a in _anims(tr):
            if (
                a.get("cls") in ANIMS["fade_out"]
                and _staggered(a)
                and set(a.get("targets") or []) & ids
            ):
                return CheckResult(True, "they leave in a staggered animation.", a.get("line"))
        need = max(2, min(self.count, 3))
        if len(set(gone.values())) >= need:
            return CheckResult(True, "they leave one by one.")
        how = (
            f"{len(last) - len(gone)} of them never leave" if len(gone) < len(last)
            else "they leave all at once"
        )  # fmt: skip
        return CheckResult(
            False,
            f"The {what}s should leave one by one, but {how}; fade each out in its own play "
            "(for m in items: self.play(FadeOut(m))) or with LaggedStart(*[FadeOut(m) for m in "
            "items], lag_ratio=0.5).",
            _first_line([m for _, vis in states for m in _matching(vis, self.sel)]),
        )

    @staticmethod
    def _staggered_order(tr: dict[str, Any], first: dict[str, float]) -> dict[str, float]:
        """When each member first appears, with the members of one LaggedStart (Succession)
        ordered as it plays them: step ``i``'s k-th of n sub-animations at ``i + k / n``."""
        order = dict(first)
        parents = {m.get("id"): m.get("parent") for _, vis in _visible_states(tr) for m in vis}
        by_step: dict[int, list[dict[str, Any]]] = {}
        for i, a in _anims(tr):
            if (a.get("params") or {}).get("group") in STAGGER:
                by_step.setdefault(i, []).append(a)
        placed: set[str] = set()
        for i, subs in by_step.items():
            for k, a in enumerate(subs):
                for mid, at in first.items():
                    if (
                        mid not in placed
                        and at == i
                        and any(
                            mid == t or _held_by(mid, t, parents) for t in a.get("targets") or []
                        )
                    ):
                        order[mid] = i + k / len(subs)
                        placed.add(mid)
        return order

    def _lines_interleave(self, first: dict[str, float], where: dict[str, Mob]) -> bool:
        """Whether the columns (rows) of the members came in mixed: some member of one appeared
        after a member of a column that was begun later ("column by column" played row by row)."""
        axis = 0 if self.by == "column" else 1
        mobs = [where[i] for i in first]
        size = min((_size(m) for m in mobs), default=0.0) or 0.1
        lines: list[list[str]] = []
        for i in sorted(first, key=lambda i: _center(where[i])[axis]):
            c = _center(where[i])[axis]
            if lines and abs(_center(where[lines[-1][-1]])[axis] - c) <= 0.5 * size:
                lines[-1].append(i)
            else:
                lines.append([i])
        if len(lines) < 2:
            return False
        spans = sorted((min(first[i] for i in ln), max(first[i] for i in ln)) for ln in lines)
        return any(a[1] > b[0] for a, b in itertools.pairwise(spans))

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        if self.leave:
            return self._check_leave(tr)
        first: dict[str, float] = {}
        where: dict[str, Mob] = {}
        for i, vis in _visible_states(tr):
            for m in _matching(vis, self.sel):
                first.setdefault(m["id"], i)
                where.setdefault(m["id"], m)
        order = self._staggered_order(tr, first)
        if (
            self.by is not None
            and len(set(order.values())) >= 2
            and self._lines_interleave(order, where)
        ):
            what = self.sel.describe()
            return CheckResult(
                False,
                f"The {what}s should appear {self.by} by {self.by}, but {self.by}s are begun "
                f"before the earlier ones are complete; add them one whole {self.by} at a time "
                f"(for each {self.by}: self.play(FadeIn(VGroup(*items_of_that_{self.by})))).",
                _first_line(list(where.values())),
            )
        ids = _ids_of(tr, self.sel)
        parents = {m.get("id"): m.get("parent") for _, vis in _visible_states(tr) for m in vis}
        for _, a in _anims(tr):
            if _staggered(a) and set(a.get("targets") or []) & ids:
                return CheckResult(True, "staggered animation.", a.get("line"))
            if _lags_parts(a) and any(
                sum(_held_by(i, t, parents) for i in ids) >= 2 for t in a.get("targets") or []
            ):  # Create(VGroup(*squares)) draws the squares one after another
                return CheckResult(True, "drawn one after another.", a.get("line"))
        need = max(2, min(self.count, 3))
        if len(set(first.values())) >= need:
            return CheckResult(True, "appear one by one.")
        what = self.sel.describe()
        if not first:
            return CheckResult(False, f"No {what} is shown; create them and show them one by one.")
        # the play that brought most of them in at once: its animations, one after another
        steps = _steps(tr)
        counts: dict[int, int] = {}
        for at in first.values():
            counts[int(at)] = counts.get(int(at), 0) + 1
        busiest = max(counts, key=lambda i: counts[i])
        line = steps[busiest].get("line") if busiest < len(steps) else None
        fix = (
            Stagger(line)  # in the play's own order: no column (row) order promised
            if isinstance(line, int) and counts[busiest] >= 2 and self.by is None
            and steps[busiest].get("kind") == "play"
            else None
        )  # fmt: skip
        return CheckResult(
            False,
            f"The {what}s should appear one by one but they appear all at once; play them in a "
            "loop (for m in items: self.play(Create(m))) or with LaggedStart(*anims, lag_ratio=0.5).",
            _first_line([m for _, vis in _visible_states(tr) for m in _matching(vis, self.sel)]),
            fix,
        )


def _size(m: Mob) -> float:
    x0, y0, x1, y1 = _bbox(m)
    return max(x1 - x0, y1 - y0)


@dataclass
class Motion(Requirement):
    """An animation of ``sel``: ``motion`` is one of rotate, move, shift, scale_up, scale_down,
    fade_in, fade_out, transform, trace, indicate, grow, write, create, move_along.

    ``angle`` (degrees, signed: positive = counterclockwise) for rotate; ``to`` (a direction word:
    left, right, up, down, center, or "x,y") for move; ``into`` (a Sel) for transform;
    ``in_place`` for rotate and scale ("shrink every square in place", "spin in place"): each
    matching object keeps its own centre (turning or scaling their group as one moves them);
    for transform, "in the same place": the new form's centre is where the old one last was.
    """

    kind: ClassVar[str] = "motion"
    motion: str = "rotate"
    sel: Sel = field(default_factory=Sel)
    angle: float | None = None
    signed: bool = True  # False: "rotates 90 degrees" with no direction; either way counts
    to: str | None = None
    into: Sel | None = None
    in_place: bool = False
    factor: float | None = None  # scale_up / scale_down: by about this factor ("to three times")

    def __post_init__(self) -> None:
        self.sel = _sel(self.sel)
        self.into = None if self.into is None else _sel(self.into)

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        what = self.sel.describe()
        ids = _ids_of(tr, self.sel)
        line = _first_line([m for m in _all_seen(tr).values() if m["id"] in ids])
        if not ids:
            return CheckResult(False, f"No {what} is shown; create it before animating it.")
        anims = [(i, a) for i, a in _anims(tr) if set(a.get("targets") or []) & ids]
        m = self.motion
        if m == "rotate":
            return self._placed(self._rotate(anims, what, line, tr, ids), tr, anims, what)
        if m in ("move", "shift"):
            return self._move(tr, what, line)
        if m in ("scale_up", "scale_down"):
            return self._placed(self._scale(tr, anims, what, line), tr, anims, what)
        if m == "fade_out":
            return self._fade_out(tr, anims, what, line)
        if m == "transform":
            return self._transform(tr, anims, what, line)
        names = ANIMS.get(m, ())
        if m == "trace" and any(x.get("cls") == "TracedPath" for x in _all_seen(tr).values()):
            return CheckResult(True, "a traced path is shown.", line)
        if any(a.get("cls") in names for _, a in anims):
            return CheckResult(True, f"{m} of {what}.", line)
        if m == "indicate" and _indicated_in_place(tr, ids):
            return CheckResult(True, f"{m} of {what} (a flash or frame at it).", line)
        if m == "grow" and self._grew(tr):
            return CheckResult(True, f"{what} grows.", line)
        if m == "fade_in" and any(_staggered(a) for _, a in anims):
            return CheckResult(True, f"{what} fades in (staggered).", line)
        example = {
            "fade_in": f"self.play(FadeIn({{{what}}}))",
            "trace": "a TracedPath(dot.get_center) added before moving the dot, or MoveAlongPath",
            "indicate": "self.play(Indicate(obj))",
            "grow": "self.play(GrowFromCenter(obj))",
            "write": "self.play(Write(obj))",
            "create": "self.play(Create(obj))",
            "move_along": "self.play(MoveAlongPath(obj, path))",
        }.get(m, f"a {m} animation")
        lines = [int(x["line"]) for x in _all_seen(tr).values() if x["id"] in ids and x.get("line")]
        return CheckResult(
            False,
            f"The {what} should {m.replace('_', ' ')}, but no such animation is played on it; use "
            f"{example.replace('{' + what + '}', 'obj')}.",
            line,
            swap_for(m, [a for _, a in anims], lines),
        )

    def _placed(
        self,
        done: CheckResult,
        tr: dict[str, Any],
        anims: list[tuple[int, dict[str, Any]]],
        what: str,
    ) -> CheckResult:
        """``done`` unless ``in_place`` is asked and an object matching ``sel`` leaves its own
        centre, or the turn / scale is played on a group of several of them (each then swings
        or slides about the group's centre)."""
        if not self.in_place or not done.ok:
            return done
        members: dict[str, Mob] = {}
        for _, vis in _visible_states(tr):
            for mob in _matching(vis, self.sel):
                members.setdefault(mob["id"], mob)
        verb = {"rotate": "turn", "scale_up": "grow"}.get(self.motion, "shrink")
        each = f"Each {what}" if len(members) > 1 else f"The {what}"
        call = "Rotate(obj, angle=...)" if self.motion == "rotate" else "obj.animate.scale(0.8)"
        example = f"self.play(*[{call} for obj in objs])"
        states = dict(_visible_states(tr))
        for i, a in anims:
            if not _turns_or_scales(a, self.motion):
                continue
            targets = set(a.get("targets") or [])
            here = {m["id"]: m for m in states.get(i, [])}
            for mid in members:
                part = here.get(mid)
                group = here.get(str(part.get("parent"))) if part is not None else None
                if part is None or group is None or mid in targets or group["id"] not in targets:
                    continue
                if math.dist(_center(part), _center(group)) > max(0.2, 0.15 * _size(part)):
                    return CheckResult(
                        False,
                        f"{each} should {verb} in place, but the {verb} is played on the "
                        f"group holding {member_name(members[mid])}, so it moves about the group's centre; "
                        f"play one per object: {example}.",
                        a.get("line") or done.line,
                    )
        worst, where = 0.0, None
        for _, vis in _visible_states(tr):
            for mob in _matching(vis, self.sel):
                start = members[mob["id"]]
                drift = math.dist(_center(start), _center(mob))
                size = max(_size(start), 1e-6)
                if drift > max(0.2, 0.15 * size) and drift > worst:
                    worst, where = drift, (start, mob)
        if where is not None:
            (x0, y0), (x1, y1) = _center(where[0]), _center(where[1])
            return CheckResult(
                False,
                f"{each} should {verb} in place, but {member_name(where[0])} moves from "
                f"({x0:.1f}, {y0:.1f}) to ({x1:.1f}, {y1:.1f}); {verb} each about its own centre: "
                f"{example}.",
                done.line,
            )
        return CheckResult(True, f"{done.message} Each stays in place.", done.line)

    def _rotate(
        self,
        anims: list[tuple[int, dict[str, Any]]],
        what: str,
        line: int | None,
        tr: dict[str, Any] | None = None,
        ids: set[str] | None = None,
    ) -> CheckResult:
        rotations = [
            a for i, a in anims
            if (a.get("cls") in ANIMS["rotate"] and not _overridden(tr, i, a))
            or any(m.get("name") == "rotate" and not unseen_turn(m) for m in _methods(a))
        ]  # fmt: skip
        unseen = [a for _, a in anims if any(unseen_turn(m) for m in _methods(a))]
        turns = _seen_turns(tr, ids) if tr is not None and ids else []
        if not rotations and turns:
            return self._turned(turns, what)
        lost = [a for i, a in anims if a.get("cls") in ANIMS["rotate"] and _overridden(tr, i, a)]
        if not rotations and lost:
            return CheckResult(
                False,
                f"The {what} should rotate, but its Rotate shares a play with an .animate call on "
                "it, which sets it from where it started on every frame, so the turn is never "
                "seen; play the Rotate on its own, then the move.",
                lost[0].get("line") or line,
            )
        if not rotations and unseen:
            return CheckResult(
                False,
                f"The {what} should rotate, but its .animate.rotate(...) turns it by half a turn "
                "or more, which .animate plays as a straight slide of every point (a full turn "
                f"shows nothing); use self.play(Rotate(obj, angle={self._angle_code()})).",
                unseen[0].get("line") or line,
            )
        if not rotations:
            return CheckResult(
                False,
                f"The {what} should rotate but no rotation is played on it; use "
                f"self.play(Rotate(obj, angle={self._angle_code()})).",
                line,
            )
        if self.angle is None:
            return CheckResult(True, f"{what} rotates.", line)
        angles = []
        for a in rotations:
            p = a.get("params") or {}
            if isinstance(p.get("angle"), (int, float)):
                angles.append(math.degrees(float(p["angle"])))
            for m in _methods(a):
                args = m.get("args") or []
                if m.get("name") == "rotate" and args and isinstance(args[0], (int, float)):
                    angles.append(math.degrees(float(args[0])))
        if not angles:
            return CheckResult(True, f"{what} rotates (angle not recorded).", line)
        total = sum(angles)
        if any(_angle_ok(x, self.angle, self.signed) for x in angles) or _angle_ok(
            total, self.angle, self.signed
        ):
            return CheckResult(True, f"{what} rotates by {self.angle:g} degrees.", line)
        sense = ("counterclockwise " if self.angle > 0 else "clockwise ") if self.signed else ""
        at = rotations[0].get("line")
        one = len(rotations) == 1 and len(angles) == 1 and isinstance(at, int)
        return CheckResult(
            False,
            f"The {what} should rotate by {abs(self.angle):g} degrees "
            f"{sense}but rotates by "
            f"{abs(total):.0f} degrees {'counterclockwise' if total > 0 else 'clockwise'}; use "
            f"Rotate(obj, angle={self._angle_code()}).",
            at or line,
            TurnAngle(int(at), self.angle) if one and isinstance(at, int) else None,
        )

    def _turned(self, turns: list[tuple[int, str, dict[str, Any]]], what: str) -> CheckResult:
        """No rotation call is played on it, but the trace saw it turn (an updater, an
        ``UpdateFromAlphaFunc``, an ``always_redraw`` rebuilding it turned): the turn its points
        made, measured frame by frame (``turns``, trace version 4)."""
        line = next((int(t["line"]) for _, _, t in turns if t.get("line")), None)
        most = max(float(t.get("most") or 0.0) for _, _, t in turns)
        if self.angle is None:
            return CheckResult(
                True, f"{what} rotates (a turn of {most:.0f} degrees is seen).", line
            )
        if any(t.get("partial") for _, _, t in turns):
            return CheckResult(True, f"{what} rotates (angle not fully measured).", line)
        totals: dict[str, float] = {}
        for _, mid, t in turns:
            totals[mid] = totals.get(mid, 0.0) + float(t.get("net") or 0.0)
        nets = [float(t.get("net") or 0.0) for _, _, t in turns] + list(totals.values())
        if any(_angle_ok(x, self.angle, self.signed) for x in nets) or (
            not self.signed  # a turn there and back: how far it went (no sense kept)
            and any(_angle_ok(float(t.get("most") or 0.0), self.angle, False) for _, _, t in turns)
        ):
            return CheckResult(True, f"{what} rotates by {self.angle:g} degrees.", line)
        got = max(totals.values(), key=abs)
        sense = ("counterclockwise " if self.angle > 0 else "clockwise ") if self.signed else ""
        return CheckResult(
            False,
            f"The {what} should rotate by {abs(self.angle):g} degrees {sense}but turns by "
            f"{got:.0f} degrees; turn it by {self._angle_code()} in all, or use "
            f"Rotate(obj, angle={self._angle_code()}).",
            line,
        )

    def _angle_code(self) -> str:
        return "PI / 2" if self.angle is None else TurnAngle(0, self.angle).code

    def _positions(self, tr: dict[str, Any]) -> list[tuple[float, float]]:
        out = []
        for _, vis in _visible_states(tr):
            found = _matching(vis, self.sel)
            if found:
                out.append(_center(found[0]))
        return out

    def _move(self, tr: dict[str, Any], what: str, line: int | None) -> CheckResult:
        pos = self._positions(tr)
        if not pos:
            return CheckResult(False, f"No {what} is shown; create it before moving it.")
        moved = max(math.hypot(x - pos[0][0], y - pos[0][1]) for x, y in pos)
        if self.to is None:
            ids = _ids_of(tr, self.sel)
            travels = any(
                set(a.get("targets") or []) & ids
                and (
                    (a.get("cls") in MOVE_ANIMS and _seen_moving(tr, i, a))
                    or any(m.get("name") in MOVE_METHODS for m in _methods(a))
                )
                for i, a in _anims(tr)
            )  # a closed path ends where it started
            if not travels and moved <= 0.3:
                # an updater or a path it follows: its sampled positions during the plays
                sampled = _positions(tr, ids, self.sel)
                if sampled:
                    x0, y0 = sampled[0]
                    travels = max(math.hypot(x - x0, y - y0) for x, y in sampled) > 0.3
            # its letters or parts jump, one after another, and come back
            travels = travels or (moved <= 0.3 and _parts_moved(tr, ids))
            if moved > 0.3 or travels:
                return CheckResult(True, f"{what} moves.", line)
            return CheckResult(
                False,
                f"The {what} should move but stays at {_fmt_point(pos[0])}; animate it with "
                "self.play(obj.animate.shift(RIGHT * 3)).",
                line,
            )
        target = _direction_test(self.to)
        if target is None:
            return CheckResult(True, f"{what} moves (target not checked).", line)
        test, code = target
        if any(test(x, y) for x, y in pos[1:]) and moved > 0.3:
            return CheckResult(True, f"{what} moves {self.to}.", line)
        return CheckResult(
            False,
            f"The {what} should move {self.to.replace(',', ', ')} but its positions are "
            f"{', '.join(_fmt_point(p) for p in pos[:5])}; animate it with "
            f"self.play(obj.animate.{code}).",
            line,
        )

    def _grew(self, tr: dict[str, Any]) -> bool:
        sizes = []
        for _, vis in _visible_states(tr):
            found = _matching(vis, self.sel)
            if found:
                sizes.append(_size(found[0]))
        return len(sizes) >= 2 and max(sizes[1:]) > sizes[0] * 1.15

    def _scale(
        self,
        tr: dict[str, Any],
        anims: list[tuple[int, dict[str, Any]]],
        what: str,
        line: int | None,
    ) -> CheckResult:
        sizes = []
        for _, vis in _visible_states(tr):
            found = _matching(vis, self.sel)
            if found:
                sizes.append(_size(found[0]))
        up = self.motion == "scale_up"
        if len(sizes) >= 2 and self.factor and sizes[0] > 1e-6:
            got = (max(sizes[1:]) if up else min(sizes[1:])) / sizes[0]
            want = self.factor if up else 1 / self.factor
            if not 0.8 * want <= got <= 1.5 * want:
                return CheckResult(
                    False,
                    f"The {what} should be scaled to {want:g} times its size, but it reaches "
                    f"{got:.2g} times; use obj.animate.scale({want:g}).",
                    line,
                )
        if len(sizes) >= 2:
            first = sizes[0]
            if up and max(sizes[1:]) > first * 1.15:
                return CheckResult(True, f"{what} grows.", line)
            if not up and min(sizes[1:]) < first / 1.15:
                return CheckResult(True, f"{what} shrinks.", line)
        if up and any(a.get("cls") in ANIMS["grow"] for _, a in anims):
            return CheckResult(True, f"{what} grows.", line)
        factor = "2" if up else "0.5"
        return CheckResult(
            False,
            f"The {what} should {'grow' if up else 'shrink'} but its size does not change "
            f"{'up' if up else 'down'}; animate it with self.play(obj.animate.scale({factor})).",
            line,
        )

    def _fade_out(
        self,
        tr: dict[str, Any],
        anims: list[tuple[int, dict[str, Any]]],
        what: str,
        line: int | None,
    ) -> CheckResult:
        if any(a.get("cls") in ANIMS["fade_out"] for _, a in anims):
            return CheckResult(True, f"{what} fades out.", line)
        appeared = False
        for _, vis in _visible_states(tr):
            here = bool(_matching(vis, self.sel))
            if appeared and not here:
                return CheckResult(True, f"{what} leaves.", line)
            appeared = appeared or here
        return CheckResult(
            False,
            f"The {what} should fade out but stays on screen; end with self.play(FadeOut(obj)).",
            line,
        )

    def _took_place(
        self,
        states: dict[int, list[Mob]],
        j: int,
        new: Mob,
        what: str,
        line: int | None,
        target_line: int | None = None,
    ) -> CheckResult:
        """Met, unless ``in_place`` is asked ("replace it with pi in the same place") and the
        new form's centre is away from where the old one last was before the transform; the fix
        places the transform's target (created at ``target_line``) on the old object."""
        into = self.into.describe() if self.into is not None else "new form"
        done = CheckResult(True, f"{what} becomes {into}.", line)
        before = [states[k] for k in sorted(states) if k < j and _matching(states[k], self.sel)]
        if not self.in_place or not before:
            return done
        old = _matching(before[-1], self.sel)[0]
        (ox, oy), (nx, ny) = _center(old), _center(new)
        if math.hypot(nx - ox, ny - oy) <= max(0.3, 0.25 * _size(old)):
            return done
        return CheckResult(
            False,
            f"The {into} should take the {what}'s place at {_fmt_point((ox, oy))}, but it ends "
            f"at {_fmt_point((nx, ny))}; place the new one there before the transform, e.g. "
            "new.move_to(old).",
            new.get("line") or line,
            Placement(target_line, "move_to({other})", int(old["line"]))
            if isinstance(target_line, int)
            and isinstance(old.get("line"), int)
            and target_line != old["line"]
            else None,
        )

    def _transform(
        self,
        tr: dict[str, Any],
        anims: list[tuple[int, dict[str, Any]]],
        what: str,
        line: int | None,
    ) -> CheckResult:
        into = self.into
        trans = [
            (i, a)
            for i, a in anims
            if a.get("cls") in ANIMS["transform"] or a.get("cls") in METHOD_ANIMS
        ]
        if into is None:
            if trans:
                return CheckResult(True, f"{what} transforms.", line)
        else:
            # the transform's own object (or its target) shows the new form after it: a square
            # moved beside a triangle that grows on its own is no square becoming a triangle
            states = dict(_visible_states(tr))
            for j, a in trans:
                ids = {str(t) for t in a.get("targets") or []}
                target = (a.get("params") or {}).get("target")
                if isinstance(target, str):
                    ids.add(target)
                for i in sorted(k for k in states if k >= j):
                    new = _matching([m for m in states[i] if str(m.get("id")) in ids], into)
                    if new:
                        made = _created_line(tr, target) if isinstance(target, str) else None
                        return self._took_place(states, j, new[0], what, line, made)
        if into is None:
            return CheckResult(
                False,
                f"The {what} should itself change into its new form, but no Transform plays on "
                "it; create the new one and play Transform(old, new) (or old.animate...) instead "
                "of drawing the new one beside it.",
                line,
            )
        target = into.describe()
        return CheckResult(
            False,
            f"The {what} should transform into the {target}; create the {target} and play "
            "Transform(obj, target) (or ReplacementTransform).",
            line,
        )


def _created_line(tr: dict[str, Any], mid: str) -> int | None:
    """The line that creates the mobject ``mid`` (a transform's target, maybe never shown)."""
    for m in tr.get("created") or []:
        if str(m.get("id")) == mid and isinstance(m.get("line"), int):
            return int(m["line"])
    return None


def _angle_ok(got: float, want: float, signed: bool = True) -> bool:
    if not signed:
        got, want = abs(got), abs(want)
    return abs(got - want) <= max(5.0, 0.1 * abs(want))


def _direction_test(to: str) -> tuple[Any, str] | None:
    t = to.strip().lower()
    tests = {
        "left": (lambda x, y: x < -1.0, "to_edge(LEFT)"),
        "right": (lambda x, y: x > 1.0, "to_edge(RIGHT)"),
        "up": (lambda x, y: y > 0.8, "to_edge(UP)"),
        "top": (lambda x, y: y > 0.8, "to_edge(UP)"),
        "down": (lambda x, y: y < -0.8, "to_edge(DOWN)"),
        "bottom": (lambda x, y: y < -0.8, "to_edge(DOWN)"),
        "center": (lambda x, y: math.hypot(x, y) < 0.6, "move_to(ORIGIN)"),
    }
    if t in tests:
        return tests[t]
    m = re.fullmatch(r"\(?\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*\)?", t)
    if m:
        px, py = float(m.group(1)), float(m.group(2))
        return (lambda x, y: math.hypot(x - px, y - py) < 0.5, f"move_to([{px:g}, {py:g}, 0])")
    return None


def _first_frame_values(tr: dict[str, Any]) -> list[dict[str, float]]:
    """For each state of ``_visible_states`` (and the ``created`` state before them): the number
    each DecimalNumber shows on the next frame the video draws, where the trace saw that frame
    (``values``, trace version 5) and it differs from the state's own. A state left by ``add`` is
    never drawn as it is: the next play's first frame runs the updaters first, so a number built
    as 0 whose updater sets 50 is seen as 50 from the start. Older traces: nothing to correct."""
    steps = _steps(tr)
    out: list[dict[str, float]] = [{} for _ in range(len(steps) + 1)]
    ahead: dict[str, float] = {}
    for i in range(len(steps) - 1, -1, -1):
        s = steps[i]
        drawn = s.get("kind") in ("play", "wait") and float(s.get("run_time") or 0) > 0
        if drawn:
            ahead = {
                str(k): float(v[0]) for k, v in (s.get("values") or {}).items() if v
            }  # fmt: skip
        else:
            out[i + 1] = dict(ahead)
    out[0] = dict(ahead)
    return out


def _shown_number(m: Mob, first: dict[str, float]) -> list[float]:
    """``_mob_numbers`` as the viewer sees it (``_first_frame_values``)."""
    if m.get("value") is not None and m.get("id") in first:
        return [first[m["id"]]]
    return _mob_numbers(m)


def _numbers_seen(tr: dict[str, Any]) -> list[float]:
    """Numbers shown over time, in order of appearance (values, numeric texts and TeX)."""
    out: list[float] = []
    states: list[list[Mob]] = [list(tr.get("created") or [])] + [v for _, v in _visible_states(tr)]
    firsts = _first_frame_values(tr)
    for i, vis in enumerate(states):
        for m in vis:
            if i == 0 and m.get("value") is None:
                continue  # created-state texts count when they are shown
            for x in _shown_number(m, firsts[i] if i < len(firsts) else {}):
                if not out or out[-1] != x:
                    out.append(x)
    return out


def _mob_numbers(m: Mob) -> list[float]:
    if m.get("value") is not None:
        return [float(m["value"])]
    s = m.get("text") or m.get("tex") or ""
    s = s.strip()
    if re.fullmatch(r"-?\d+(?:\.\d+)?", s):
        return [float(s)]
    return []


@dataclass
class Counting(Requirement):
    """The shown number goes from ``start`` to ``end`` (values, or number texts replaced in turn)."""

    kind: ClassVar[str] = "counting"
    start: float = 1
    end: float = 5

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        nums = _numbers_seen(tr)
        has_start = any(math.isclose(x, self.start, abs_tol=0.01) for x in nums)
        i_start = next(
            (i for i, x in enumerate(nums) if math.isclose(x, self.start, abs_tol=0.01)), None
        )
        has_end_after = i_start is not None and any(
            math.isclose(x, self.end, abs_tol=0.01) for x in nums[i_start:]
        )
        if has_start and has_end_after and len({round(x, 3) for x in nums}) >= 2:
            return CheckResult(True, f"counts {self.start:g} to {self.end:g}.")
        shown = ", ".join(f"{x:g}" for x in nums[:8]) or "no number"
        return CheckResult(
            False,
            f"The number should count from {self.start:g} to {self.end:g} but the scene shows "
            f"{shown}; use a ValueTracker with a DecimalNumber updater and "
            f"self.play(tracker.animate.set_value({self.end:g})), or Transform one Integer into the next.",
        )


@dataclass
class NumberChanges(Requirement):
    """A number on screen changes while the scene runs ("a number under the line shows the
    current position", "a counter shows the angle"): some shown number (a DecimalNumber,
    Integer, Variable or a numeric text, not a coordinate system's own labels) takes two or
    more values, in place or replaced in turn."""

    kind: ClassVar[str] = "number_changes"

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        values: list[float] = []
        shown = False
        firsts = _first_frame_values(tr)
        for i, vis in _visible_states(tr):
            coords = {m.get("id") for m in vis if _is_coords(m)}
            for m in vis:
                if m.get("parent") in coords:
                    continue
                for x in _shown_number(m, firsts[i + 1]):
                    shown = True
                    if not values or values[-1] != x:
                        values.append(x)
        if len({round(x, 4) for x in values}) >= 2:
            return CheckResult(True, f"the number changes ({values[0]:g} to {values[-1]:g}).")
        if not shown:
            return CheckResult(
                False,
                "No number is shown; add a DecimalNumber and keep it updated, e.g. "
                "num.add_updater(lambda m: m.set_value(tracker.get_value())).",
            )
        return CheckResult(
            False,
            f"The number on screen should follow the motion but stays {values[0]:g}; update it "
            "as things move, e.g. num.add_updater(lambda m: m.set_value(tracker.get_value())) "
            "while self.play(tracker.animate.set_value(...)) drives both.",
        )


def _is_coords(m: Mob) -> bool:
    cls = str(m.get("cls") or "")
    return cls.endswith(("Axes", "Plane", "NumberLine", "CoordinateSystem", "BarChart"))


#: solids that look the same turned any way about their centre: turning one is no view round it
ROUND_SOLIDS = frozenset({"Sphere", "Dot3D"})
FLAT_PHI = math.radians(10)  # a camera tilted less than this from straight above shows no depth


@dataclass
class ThreeD(Requirement):
    """The scene is 3-D: a ThreeDScene camera and a 3-D mobject (``sel`` narrows which)."""

    kind: ClassVar[str] = "three_d"
    sel: Sel | None = None

    def __post_init__(self) -> None:
        self.sel = None if self.sel is None else _sel(self.sel)

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        seen = list(_all_seen(tr).values())
        solid = [m for m in seen if m.get("is_3d")]
        if self.sel is not None:
            solid = _matching(solid, self.sel) or [
                m for m in _matching(seen, self.sel) if m.get("is_3d")
            ]
        what = self.sel.describe() if self.sel else "3-D object"
        if not tr.get("three_d"):
            return CheckResult(
                False,
                f"The {what} should be shown in 3-D; make the scene a ThreeDScene and call "
                "self.set_camera_orientation(phi=70 * DEGREES, theta=-45 * DEGREES).",
                _first_line(solid),
            )
        if not solid:
            return CheckResult(
                False,
                f"No 3-D {what} is shown; use a 3-D mobject (Cube(), Sphere(), Surface(...)).",
            )
        phis = [
            float(c["phi"])
            for s in _steps(tr)
            if isinstance(c := s.get("camera"), dict) and c.get("phi") is not None
        ]
        if phis and max(phis) < FLAT_PHI:
            # a ThreeDScene looked at from straight above draws its axes and solids flat
            return CheckResult(
                False,
                f"The {what} is seen from straight above the whole time, so nothing looks 3-D; "
                "tilt the camera with self.set_camera_orientation(phi=70 * DEGREES, "
                "theta=-45 * DEGREES).",
                _first_line(solid),
            )
        return CheckResult(True, f"3-D {what}.", _first_line(solid))


@dataclass
class CameraMove(Requirement):
    """The camera moves (rotates, zooms or pans) during the scene."""

    kind: ClassVar[str] = "camera"

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        # a cut between steps (set_camera_orientation) shows no move; older traces only say moved
        turned = tr.get("camera_turned")
        if turned if turned is not None else tr.get("camera_moved"):
            return CheckResult(True, "camera moves.")
        if tr.get("three_d"):
            # turning the object itself a quarter turn or more shows its sides the way a camera
            # going round it would (judged so by eye)
            by_target: dict[str, float] = {}  # each object's own turn (two turned 45 degrees
            seen = _by_id(tr)  # each show neither's sides: judged-240)
            for _, a in _anims(tr):
                targets = [seen.get(t) for t in a.get("targets") or []]
                if targets and all(t is not None and t.get("cls") in ROUND_SOLIDS for t in targets):
                    continue  # a sphere turning about its centre looks the same from every side
                if a.get("cls") in ANIMS["rotate"] or any(
                    m.get("name") == "rotate" for m in _methods(a)
                ):
                    angle = (a.get("params") or {}).get("angle")
                    deg = (
                        abs(math.degrees(float(angle))) if isinstance(angle, int | float) else 90.0
                    )
                    for t in a.get("targets") or ["?"]:
                        by_target[str(t)] = by_target.get(str(t), 0.0) + deg
            if max(by_target.values(), default=0.0) >= 90.0:
                return CheckResult(True, "the object turns in front of the camera (the view "
                                   "goes round it as a camera move would).")  # fmt: skip
        how = (
            "self.begin_ambient_camera_rotation(rate=0.3) then self.wait(3), or "
            "self.move_camera(theta=30 * DEGREES)"
            if tr.get("three_d")
            else "a MovingCameraScene with self.play(self.camera.frame.animate.scale(0.5))"
        )
        cut = (
            " (set_camera_orientation between plays only cuts to a new view)"
            if tr.get("camera_moved")
            else ""
        )
        fix = None
        if tr.get("three_d"):
            steps = _steps(tr)
            last = steps[-1].get("line") if steps else None
            fix = CameraSpin(line=last if isinstance(last, int) else 0)
        return CheckResult(
            False, f"The camera should move but never does{cut}; use {how}.", None, fix
        )


# -- what is seen where: screen regions, frame share, parts, pivots, paths, members, numbers ------
def _frame_box(
    tr: dict[str, Any], step: dict[str, Any] | None
) -> tuple[float, float, float, float]:
    """The frame a step shows (the camera's, for a moving 2-D camera), as x0, y0, x1, y1."""
    frame = tr.get("frame") or {}
    w, h = float(frame.get("width") or 14.2222), float(frame.get("height") or 8.0)
    cx = cy = 0.0
    cam = (step or {}).get("camera") or {}
    if not tr.get("three_d") and cam.get("width") and cam.get("height"):
        w, h = float(cam["width"]), float(cam["height"])
        c = cam.get("center") or [0.0, 0.0]
        cx, cy = float(c[0]), float(c[1])
    return cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2


REGIONS = (
    "left", "right", "top", "bottom", "top_left", "top_right", "bottom_left", "bottom_right",
    "center", "left_half", "right_half", "top_half", "bottom_half", "top_edge", "bottom_edge",
    "left_edge", "right_edge",
)  # fmt: skip
REGION_WORDS = {
    "left": ("on the left side of the screen", "to_edge(LEFT)"),
    "right": ("on the right side of the screen", "to_edge(RIGHT)"),
    "top": ("at the top of the screen", "to_edge(UP)"),
    "bottom": ("at the bottom of the screen", "to_edge(DOWN)"),
    "top_left": ("in the top-left corner", "to_corner(UL)"),
    "top_right": ("in the top-right corner", "to_corner(UR)"),
    "bottom_left": ("in the bottom-left corner", "to_corner(DL)"),
    "bottom_right": ("in the bottom-right corner", "to_corner(DR)"),
    "center": ("in the middle of the screen", "move_to(ORIGIN)"),
    "left_half": ("in the left half of the screen", "shift(LEFT * 3.5)"),
    "right_half": ("in the right half of the screen", "shift(RIGHT * 3.5)"),
    "top_half": ("in the top half of the screen", "shift(UP * 2)"),
    "bottom_half": ("in the bottom half of the screen", "shift(DOWN * 2)"),
    "top_edge": ("against the top edge of the screen", "to_edge(UP, buff=0.2)"),
    "bottom_edge": ("against the bottom edge of the screen", "to_edge(DOWN, buff=0.2)"),
    "left_edge": ("against the left edge of the screen", "to_edge(LEFT, buff=0.2)"),
    "right_edge": ("against the right edge of the screen", "to_edge(RIGHT, buff=0.2)"),
}
EDGE_GAP = 0.8  # "at the edge": its box within this many units of the frame's edge


CORNER = 1 / 3  # a corner region: the outer third of the frame both ways (as the rubric's sides)


def in_region(m: Mob, region: str, box: tuple[float, float, float, float]) -> bool:
    """Whether a mobject sits in a screen region. A side is the outer third of the frame its
    centre is in (left and right: or the half its whole box is in); a corner, the outer third
    both ways."""
    fx0, fy0, fx1, fy1 = box
    w, h = fx1 - fx0, fy1 - fy0
    x0, y0, x1, y1 = _bbox(m)
    cx, cy = _center(m)
    u, v = (cx - fx0) / w, (cy - fy0) / h  # 0..1 across and up the frame
    mx, my = (fx0 + fx1) / 2, (fy0 + fy1) / 2
    tol = 0.05 * w
    halves = {
        "left_half": u < 0.5 and x1 <= mx + tol,
        "right_half": u > 0.5 and x0 >= mx - tol,
        "top_half": v > 0.5 and y0 >= my - tol,
        "bottom_half": v < 0.5 and y1 <= my + tol,
    }
    if region in halves:
        return halves[region]
    sides = {  # the frame is short: "at the top" is its top third (a text just above the middle
        # is not); "on the left" may also be the whole left half, as in "a circle on the left"
        "left": u < 1 / 3 or halves["left_half"],
        "right": u > 2 / 3 or halves["right_half"],
        "top": v > 2 / 3,
        "bottom": v < 1 / 3,
    }
    if region in sides:
        return sides[region]
    if region in ("top_left", "top_right", "bottom_left", "bottom_right"):
        vert, horiz = region.split("_")
        return (u < CORNER if horiz == "left" else u > 1 - CORNER) and (
            v > 1 - CORNER if vert == "top" else v < CORNER
        )
    if region == "center":
        return 1 / 3 < u < 2 / 3 and 1 / 3 < v < 2 / 3
    edges = {
        "top_edge": fy1 - y1 <= EDGE_GAP,
        "bottom_edge": y0 - fy0 <= EDGE_GAP,
        "left_edge": x0 - fx0 <= EDGE_GAP,
        "right_edge": fx1 - x1 <= EDGE_GAP,
    }
    return edges.get(region, False)


@dataclass
class Swap(Requirement):
    """``a`` and ``b`` trade places: where both are last seen together, each is within ``tol`` (or
    a quarter of the distance between them) of where the other was when both were first seen
    together ("a triangle in one corner and a circle in the other, then swap their places")."""

    kind: ClassVar[str] = "swap"
    a: Sel = field(default_factory=Sel)
    b: Sel = field(default_factory=Sel)
    tol: float = 0.5
    what: str = "place"  # "colour": they trade colours ("then swap their colours")

    def __post_init__(self) -> None:
        self.a = _sel(self.a)
        self.b = _sel(self.b)

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        if self.what == "colour":
            return self._check_colours(tr)
        wa, wb = self.a.describe(), self.b.describe()
        both = [
            (fa[0], fb[0])
            for _, vis in _visible_states(tr)
            if (fa := _matching(vis, self.a)) and (fb := _matching(vis, self.b))
        ]
        if not both:
            return CheckResult(
                False, f"The {wa} and the {wb} are never shown together; show both, then swap them."
            )
        a0, b0 = _center(both[0][0]), _center(both[0][1])
        a1, b1 = _center(both[-1][0]), _center(both[-1][1])
        apart = math.dist(a0, b0)
        if apart < 0.5:
            return CheckResult(True, f"the {wa} and the {wb} start in one place (not checked).")
        tol = max(self.tol, 0.25 * apart)
        if math.dist(a1, b0) <= tol and math.dist(b1, a0) <= tol:
            return CheckResult(True, f"the {wa} and the {wb} swap places.", both[0][0].get("line"))
        return CheckResult(
            False,
            f"The {wa} and the {wb} should swap places: the {wa} should end at "
            f"{_fmt_point(b0)} where the {wb} was and the {wb} at {_fmt_point(a0)}, but they end "
            f"at {_fmt_point(a1)} and {_fmt_point(b1)}; play "
            "self.play(a.animate.move_to(b.get_center()), b.animate.move_to(a.get_center())).",
            both[0][0].get("line"),
        )

    def _check_colours(self, tr: dict[str, Any]) -> CheckResult:
        """The two trade colours: followed by id from the first state showing both, each ends
        (where both are last seen) in a colour the other had at first, and they start in
        different colours (both white at first cannot be swapped)."""
        wa, wb = self.a.describe(), self.b.describe()
        states = _visible_states(tr)
        first = next(
            (
                (fa[0], fb[0])
                for _, vis in states
                if (fa := _matching(vis, self.a))
                and (fb := _matching(vis, self.b))
                and fa[0]["id"] != fb[0]["id"]
            ),
            None,
        )
        if first is None:
            return CheckResult(
                False, f"The {wa} and the {wb} are never shown together; show both, then swap "
                "their colours."
            )  # fmt: skip
        ia, ib = first[0]["id"], first[1]["id"]
        line = first[0].get("line")
        a0, b0 = _colour_names(first[0]), _colour_names(first[1])
        if not a0 or not b0 or a0 & b0:
            return CheckResult(
                False,
                f"The {wa} and the {wb} should swap colours, but they start in the same colour "
                f"({_fmt_colour(first[0])}); give them two colours first, then play "
                "self.play(a.animate.set_color(b.get_color()), b.animate.set_color(a.get_color())).",
                line,
            )
        last = None
        for _, vis in states:
            by_id = {m["id"]: m for m in vis}
            if ia in by_id and ib in by_id:
                last = (by_id[ia], by_id[ib])
        assert last is not None
        a1, b1 = _colour_names(last[0]), _colour_names(last[1])
        if a1 & b0 and b1 & a0:
            return CheckResult(True, f"the {wa} and the {wb} swap colours.", line)
        return CheckResult(
            False,
            f"The {wa} and the {wb} should swap colours, but they end {_fmt_colour(last[0])} and "
            f"{_fmt_colour(last[1])}; play self.play(a.animate.set_color(b.get_color()), "
            "b.animate.set_color(a.get_color())) with the colours read before the play.",
            line,
        )


def _colour_names(m: Mob) -> set[str]:
    """The colour names a mobject reads as, by its main colour (the fill where it is filled)."""
    cs = _mob_colours(m)
    return {name for name in COLORS if cs and colour_matches(cs[0], name)}


def _fmt_colour(m: Mob) -> str:
    names = sorted(_colour_names(m))
    return " / ".join(names) if names else (_mob_colours(m) or ["no colour"])[0]


INSCRIBED_TOL = 0.12  # of the circle's radius: how far a corner may lie off the circle


@dataclass
class Inscribed(Requirement):
    """``a`` (a polygon) is inscribed in ``b`` (a circle): at some step where both are shown,
    every corner of a matching polygon (its seen vertices) lies on a matching circle, within 12 %
    of the radius. A trace without the corners or the circle's geometry is not judged."""

    kind: ClassVar[str] = "inscribed"
    a: Sel = field(default_factory=lambda: Sel(shape="square"))
    b: Sel = field(default_factory=lambda: Sel(shape="circle"))
    around: bool = False  # the circle is drawn through the polygon's corners (it is fitted)

    def __post_init__(self) -> None:
        self.a = _sel(self.a)
        self.b = _sel(self.b)

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        wa, wb = self.a.describe(), self.b.describe()
        worst: tuple[float, Mob] | None = None
        for _, vis in _visible_states(tr):
            circles = [
                c for c in _matching(vis, self.b)
                if (c.get("geom") or {}).get("radius") and (c.get("geom") or {}).get("centre")
            ]  # fmt: skip
            for poly in _matching(vis, self.a):
                verts = (poly.get("geom") or {}).get("vertices")
                if not verts:
                    continue
                for c in circles:
                    cx, cy = (float(v) for v in c["geom"]["centre"][:2])
                    rad = float(c["geom"]["radius"])
                    off = max(
                        abs(math.hypot(float(v[0]) - cx, float(v[1]) - cy) - rad) for v in verts
                    )
                    if off <= INSCRIBED_TOL * rad:
                        return CheckResult(
                            True, f"the {wa}'s corners lie on the {wb}.", poly.get("line")
                        )
                    if worst is None or off / rad < worst[0]:
                        worst = (off / rad, poly)
        if worst is None:
            return CheckResult(
                True, f"the {wa} and the {wb}: no corners or radius seen (not checked)."
            )
        how = (
            "draw the circle through them, e.g. Circle.from_three_points(*shape.get_vertices()"
            "[:3]) (shape being the polygon)"
            if self.around
            else "size it to fit, e.g. Square(side_length=circle.radius * 2 ** 0.5) or "
            "RegularPolygon(n, radius=circle.radius), at the circle's centre"
        )
        return CheckResult(
            False,
            f"The {wa}'s corners should lie on the {wb}, but one is {worst[0]:.0%} of the radius "
            f"off it; {how}.",
            worst[1].get("line"),
        )


SAME_SIZE_TOL = 0.2  # the relative difference that still looks "the same size"
DIMENSIONS = ("size", "width", "height")


def _dimension(m: Mob, dim: str) -> float:
    x0, y0, x1, y1 = _bbox(m)
    return {"width": x1 - x0, "height": y1 - y0}.get(dim, max(x1 - x0, y1 - y0))


@dataclass
class SameSize(Requirement):
    """``a`` and ``b`` (or, without ``b``, every shown ``a``, two at least) have the same
    ``dim`` (size: the larger side of the box; width; height) within 20 % at some step where
    they are shown together ("a circle and a square of the same width")."""

    kind: ClassVar[str] = "same_size"
    a: Sel = field(default_factory=Sel)
    b: Sel | None = None
    dim: str = "size"

    def __post_init__(self) -> None:
        self.a = _sel(self.a)
        self.b = None if self.b is None else _sel(self.b)
        if self.dim not in DIMENSIONS:
            raise ValueError(f"unknown dim {self.dim!r}; use one of {DIMENSIONS}")

    def _group(self, vis: list[Mob]) -> list[Mob]:
        if self.b is None:
            return _matching(vis, self.a)
        fa, fb = _matching(vis, self.a), _matching(vis, self.b)
        return [fa[0], fb[0]] if fa and fb else []

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        what = self.a.describe() + (f" and the {self.b.describe()}" if self.b else "s")
        last: list[Mob] = []
        for _, vis in _visible_states(tr):
            group = self._group(vis)
            if len(group) < 2:
                continue
            sizes = [_dimension(m, self.dim) for m in group]
            if max(sizes) <= (1 + SAME_SIZE_TOL) * min(sizes) and min(sizes) > 0:
                return CheckResult(
                    True, f"the {what} have the same {self.dim}.", group[0].get("line")
                )
            last = group
        if not last:
            return CheckResult(True, f"the {what} are not shown together (not checked here).")
        measured = ", ".join(f"{_dimension(m, self.dim):.1f}" for m in last)
        return CheckResult(
            False,
            f"The {what} should have the same {self.dim}, but they measure {measured}; give them "
            f"one {self.dim} (e.g. Circle(radius=1) beside Square(side_length=2)).",
            last[0].get("line"),
        )


EACH_RELATIONS = ("below", "above", "left_of", "right_of", "next_to")


def _distinct_pairs(pairs: set[tuple[str, tuple[float, float]]]) -> int:
    """The most labels that can each be given an item of their own (a bipartite matching)."""
    owner: dict[tuple[float, float], str] = {}
    options: dict[str, list[tuple[float, float]]] = {}
    for label, item in sorted(pairs):
        options.setdefault(label, []).append(item)

    def take(label: str, seen: set[tuple[float, float]]) -> bool:
        for item in options[label]:
            if item in seen:
                continue
            seen.add(item)
            if item not in owner or take(owner[item], seen):
                owner[item] = label
                return True
        return False

    return sum(take(label, set()) for label in options)


@dataclass
class EachLabelled(Requirement):
    """Each of ``count`` items ``sel`` has a label of its own in ``rel`` to it ("the count 1, 2,
    3, 4 shown under each star", "a label under each giving its colour name"): over the states,
    the labels (texts among ``texts``, or any text or number where ``texts`` is empty) each sit
    in ``rel`` to a different item. One counter under the middle star is one label, not four."""

    kind: ClassVar[str] = "each_labelled"
    sel: Sel = field(default_factory=Sel)
    rel: str = "below"
    count: int = 0
    texts: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.sel = _sel(self.sel)
        if self.rel not in EACH_RELATIONS:
            raise ValueError(f"unknown relation {self.rel!r}; use one of {EACH_RELATIONS}")
        self.texts = [str(t) for t in self.texts]

    def _label_key(self, m: Mob) -> str | None:
        if not (m.get("text") or m.get("tex") or m.get("value") is not None):
            return None
        if not self.texts:
            return str(m.get("id"))
        return next((t for t in self.texts if _text_matches(m, t)), None)

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        pairs: set[tuple[str, tuple[float, float]]] = set()
        most_items = 0
        line: int | None = None
        for _, vis in _visible_states(tr):
            items = _matching(vis, self.sel)
            most_items = max(most_items, len(items))
            if not items:
                continue
            line = line or _first_line(items)
            for m in vis:
                key = self._label_key(m)
                if key is None or any(m.get("id") == i.get("id") for i in items):
                    continue
                near = [i for i in items if _relation_holds(self.rel, m, i)]
                if not near:
                    continue
                mx, my = _center(m)
                best = min(near, key=lambda i: math.dist(_center(i), (mx, my)))
                bx, by = _center(best)
                pairs.add((key, (round(bx * 4) / 4, round(by * 4) / 4)))
        what = self.sel.describe()
        want = self.count or len(self.texts) or most_items
        if most_items < 2 or want < 2:
            return CheckResult(True, f"fewer than two {what}s shown (not checked here).")
        need = min(want, most_items)
        got = _distinct_pairs(pairs)
        if got >= need:
            return CheckResult(True, f"each {what} has its own label.", line)
        words = _REL_WORDS[self.rel][0]
        side = {"below": "DOWN", "above": "UP", "left_of": "LEFT"}.get(self.rel, "RIGHT")
        which = f" ({', '.join(self.texts)})" if self.texts else ""
        return CheckResult(
            False,
            f"Each {what} should have its own label{which} {words} it, but labels stand "
            f"{words} only {got} of the {need} {what}s; give every one its own, e.g. "
            f"for item, label in zip(items, labels): label.next_to(item, {side}).",
            line,
        )


DIAGONAL_TOL = 0.12  # an end this far from a corner (a share of the polygon's diagonal) is on it


def _corners(m: Mob) -> list[Point]:
    """A four-sided shape's corners: its seen vertices, else its box's."""
    verts = (m.get("geom") or {}).get("vertices") or []
    if len(verts) == 4:
        return [(float(v[0]), float(v[1])) for v in verts]
    x0, y0, x1, y1 = _bbox(m)
    return [(x1, y1), (x0, y1), (x0, y0), (x1, y0)]


@dataclass
class Diagonals(Requirement):
    """A four-sided shape ``of`` with ``count`` diagonals drawn: lines (``sel``, its colour if
    named) each running from one corner to the opposite one (both ends within 12 % of the
    diagonal's length of them), in a state where they are shown together. A horizontal and a
    vertical line through the middle are midlines, not diagonals (judged-379)."""

    kind: ClassVar[str] = "diagonals"
    of: Sel = field(default_factory=lambda: Sel(shape="rectangle"))
    sel: Sel = field(default_factory=lambda: Sel(shape="line"))
    count: int = 2

    def __post_init__(self) -> None:
        self.of = _sel(self.of)
        self.sel = _sel(self.sel)

    def _diagonals(self, poly: Mob, lines: list[Mob]) -> int:
        c = _corners(poly)
        length = math.dist(c[0], c[2])
        tol = DIAGONAL_TOL * length
        found: set[tuple[int, int]] = set()
        for ln in lines:
            ends = (ln.get("geom") or {}).get("ends")
            if not ends or len(ends) != 2:
                continue
            p, q = ((float(e[0]), float(e[1])) for e in ends)
            for i, j in ((0, 2), (1, 3)):
                if (math.dist(p, c[i]) <= tol and math.dist(q, c[j]) <= tol) or (
                    math.dist(p, c[j]) <= tol and math.dist(q, c[i]) <= tol
                ):
                    found.add((i, j))
        return len(found)

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        what = self.of.describe()
        best, seen_lines, line = 0, 0, None
        for _, vis in _visible_states(tr):
            polys = _matching(vis, self.of)
            lines = [m for m in _matching(vis, self.sel) if (m.get("geom") or {}).get("ends")]
            for poly in polys:
                n = self._diagonals(poly, lines)
                if n >= self.count:
                    return CheckResult(True, f"the {what}'s diagonals are drawn.", poly.get("line"))
                if n >= best:
                    best, seen_lines, line = n, len(lines), poly.get("line")
        if line is None:
            return CheckResult(True, f"no {what} shown (not checked here).")
        colour = f", color={manim_colour(self.sel.color)}" if self.sel.color else ""
        return CheckResult(
            False,
            f"The {what} should have {self.count} diagonal(s) running corner to corner, but "
            f"{best} of the {seen_lines} line(s) drawn do; draw them from corner to corner, e.g. "
            f"Line(shape.get_corner(UL), shape.get_corner(DR){colour}) and "
            f"Line(shape.get_corner(UR), shape.get_corner(DL){colour}).",
            line,
        )


RIGHT_ANGLE_TOL = 6.0  # degrees off 90 that still look like a right angle


def _angles(vertices: Sequence[Sequence[float]]) -> list[float]:
    """The interior angles (degrees) of a polygon given by its vertices."""
    pts = [(float(v[0]), float(v[1])) for v in vertices]
    out = []
    for i, p in enumerate(pts):
        a, b = pts[i - 1], pts[(i + 1) % len(pts)]
        u, w = (a[0] - p[0], a[1] - p[1]), (b[0] - p[0], b[1] - p[1])
        nu, nw = math.hypot(*u), math.hypot(*w)
        if nu < 1e-9 or nw < 1e-9:
            continue
        cos = max(-1.0, min(1.0, (u[0] * w[0] + u[1] * w[1]) / (nu * nw)))
        out.append(math.degrees(math.acos(cos)))
    return out


@dataclass
class RightAngled(Requirement):
    """A right triangle: at some step a matching triangle, by the vertices its points form, has
    an angle within 6 degrees of 90. A trace that gives no vertices is not judged."""

    kind: ClassVar[str] = "right_angled"
    sel: Sel = field(default_factory=lambda: Sel(shape="triangle"))

    def __post_init__(self) -> None:
        self.sel = _sel(self.sel)

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        what = self.sel.describe()
        seen: list[tuple[Mob, list[float]]] = []
        for _, vis in _visible_states(tr):
            for m in _matching(vis, self.sel):
                verts = (m.get("geom") or {}).get("vertices")
                if m.get("shape") != "triangle" or not verts or len(verts) != 3:
                    continue
                angles = _angles(verts)
                if any(abs(a - 90.0) <= RIGHT_ANGLE_TOL for a in angles):
                    return CheckResult(True, f"the {what} has a right angle.", m.get("line"))
                seen.append((m, angles))
        if not seen:
            return CheckResult(True, f"{what}: no triangle's corners seen (not checked here).")
        m, angles = seen[-1]
        got = ", ".join(f"{a:.0f}" for a in sorted(angles))
        return CheckResult(
            False,
            f"The {what} should have a right angle, but its angles are {got} degrees; draw it "
            "as Polygon(ORIGIN, RIGHT * 4, UP * 3) (legs along the axes) or use "
            "Polygon(A, B, C) with B - A perpendicular to C - A.",
            m.get("line"),
        )


ORIENTATIONS = ("horizontal", "vertical")
ORIENTED_RATIO = 0.35  # the most the short side of a horizontal or vertical line's box may be


@dataclass
class Orientation(Requirement):
    """A ``horizontal`` or ``vertical`` line (arrow, number line): at some step one matching
    mobject's box is at least three times as wide as tall (or the other way round) and 0.3
    units long."""

    kind: ClassVar[str] = "orientation"
    sel: Sel = field(default_factory=Sel)
    axis: str = "horizontal"

    def __post_init__(self) -> None:
        self.sel = _sel(self.sel)
        if self.axis not in ORIENTATIONS:
            raise ValueError(f"unknown axis {self.axis!r}; use one of {ORIENTATIONS}")

    def _ok(self, m: Mob) -> bool:
        x0, y0, x1, y1 = _bbox(m)
        w, h = x1 - x0, y1 - y0
        long, short = (w, h) if self.axis == "horizontal" else (h, w)
        return long >= 0.3 and short <= ORIENTED_RATIO * long

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        what = self.sel.describe()
        seen: list[Mob] = []
        for _, vis in _visible_states(tr):
            found = _matching(vis, self.sel)
            if any(self._ok(m) for m in found):
                m = next(m for m in found if self._ok(m))
                return CheckResult(True, f"the {what} is {self.axis}.", m.get("line"))
            seen += found
        if not seen:
            return CheckResult(True, f"no {what} shown (the object check says so).")
        x0, y0, x1, y1 = _bbox(seen[-1])
        cls = str(seen[-1].get("cls") or "")
        vertical = self.axis == "vertical"
        if cls == "NumberLine":  # a Line hint was copied as a Line, losing the numbers
            code = (
                "NumberLine(x_range=[0, 10, 1], length=6, rotation=90 * DEGREES, "
                "label_direction=LEFT, include_numbers=True) (its numbers grow upward)"
                if vertical
                else "NumberLine(x_range=[0, 10, 1], length=10, include_numbers=True)"
            )
        else:
            name = cls if cls in ("Arrow", "Vector", "DashedLine", "Line") else "Line"
            ends = "DOWN * 2, UP * 2" if vertical else "LEFT * 3, RIGHT * 3"
            code = f"{name}({ends})"
            if name == "Vector":
                code = "Vector(UP * 2)" if vertical else "Vector(RIGHT * 3)"
        return CheckResult(
            False,
            f"The {what} should be {self.axis}, but it is {x1 - x0:.1f} wide and {y1 - y0:.1f} "
            f"tall; draw it {self.axis}, e.g. {code}.",
            seen[-1].get("line"),
        )


@dataclass
class InRegion(Requirement):
    """``sel`` sits in a region of the screen (``REGIONS``: "on the left side of the screen" is
    ``left``, "in the top right corner" ``top_right``) at some step where it is visible; with
    ``when="end"``, in its last visible state ("moves to the top left corner")."""

    kind: ClassVar[str] = "region"
    sel: Sel = field(default_factory=Sel)
    region: str = "left"
    when: str = "any"

    def __post_init__(self) -> None:
        self.sel = _sel(self.sel)
        if self.region not in REGIONS:
            raise ValueError(f"unknown region {self.region!r}; use one of {REGIONS}")

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        states = [(s, _matching(s.get("visible") or [], self.sel)) for s in _steps(tr)]
        states = [(s, found) for s, found in states if found]
        what = self.sel.describe()
        words, how = REGION_WORDS[self.region]
        if not states:
            return CheckResult(False, f"No {what} is shown, so it cannot be {words}; create it.")
        if self.when == "end":
            states = states[-1:]
        for s, found in states:
            box = _frame_box(tr, s)
            for m in found:
                if in_region(m, self.region, box):
                    return CheckResult(True, f"{what} {words}.", m.get("line"))
        last = states[-1][1][0]
        seen = [m for _, found in states for m in found]
        one = len({m.get("id") for m in seen}) == 1 and isinstance(last.get("line"), int)
        if self.when == "end":
            # a move's goal: placing it there at creation would lose where it starts
            at_end = any(m.get("id") == last.get("id") for m in _final(tr))
            return CheckResult(
                False,
                f"The {what} should end {words}, but it ends at {_fmt_point(_center(last))}; "
                f"keep where it starts and move it there with "
                f"self.play(obj.animate.{how}).",
                last.get("line"),
                FinalMove(int(last["line"]), how) if one and at_end else None,
            )
        return CheckResult(
            False,
            f"The {what} should be {words}, but it is at {_fmt_point(_center(last))}; place it "
            f"with .{how}.",
            last.get("line"),
            Placement(int(last["line"]), how, riders=_riders(tr, str(last.get("id"))))
            if one and self.when == "any"
            else None,
        )


def frame_share(m: Mob, box: tuple[float, float, float, float], axis: str = "either") -> float:
    """The share of the frame a mobject's box covers: of the frame's width, height, or the larger
    of the two (``either``)."""
    x0, y0, x1, y1 = _bbox(m)
    w, h = (x1 - x0) / (box[2] - box[0]), (y1 - y0) / (box[3] - box[1])
    return {"width": w, "height": h}.get(axis, max(w, h))


@dataclass
class FrameShare(Requirement):
    """``sel`` covers at least ``min`` (and at most ``max``, if set) of the frame's width or
    height (``axis``: "width", "height" or "either") at some step: "fill most of the screen" is
    ``min=0.6``; "a small plane" ``min=0, max=0.5``."""

    kind: ClassVar[str] = "frame_share"
    sel: Sel = field(default_factory=Sel)
    min: float = 0.6
    max: float | None = None
    axis: str = "either"

    def __post_init__(self) -> None:
        self.sel = _sel(self.sel)

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        what = self.sel.describe()
        shares: list[tuple[float, Mob]] = []
        for s in _steps(tr):
            box = _frame_box(tr, s)
            for m in _matching(s.get("visible") or [], self.sel):
                share = frame_share(m, box, self.axis)
                shares.append((share, m))
                if share >= self.min and (self.max is None or share <= self.max):
                    return CheckResult(
                        True, f"{what} covers {share:.0%} of the frame.", m.get("line")
                    )
        if not shares:
            return CheckResult(False, f"No {what} is shown; create it.")
        big = max(shares, key=lambda x: x[0])
        side = {"width": "width", "height": "height"}.get(self.axis, "width or height")
        if big[0] < self.min:
            return CheckResult(
                False,
                f"The {what} should cover at least {self.min:.0%} of the screen's {side} but "
                f"covers at most {big[0]:.0%}; make it larger (e.g. .scale_to_fit_width("
                f"config.frame_width * {min(0.9, self.min + 0.1):.1f})).",
                big[1].get("line"),
            )
        small = min(shares, key=lambda x: x[0])
        return CheckResult(
            False,
            f"The {what} should cover at most {self.max or 0:.0%} of the screen's {side} but "
            f"covers at least {small[0]:.0%}; make it smaller (e.g. .scale(0.5)).",
            small[1].get("line"),
        )


PARTS = ("any", "start", "end", "vertex", "side", "center", "point", "through")
WHICH = (
    "top", "bottom", "left", "right", "top_left", "top_right", "bottom_left", "bottom_right",
    "longest", "shortest",
)  # fmt: skip
Point = tuple[float, float]
Segment = tuple[Point, Point]


def _pts(xs: Any) -> list[Point]:
    return [(float(p[0]), float(p[1])) for p in xs or []]


def _seg_dist(p: Point, seg: Segment) -> tuple[float, float]:
    """Distance from a point to a segment, and where along it the nearest point is (0..1)."""
    (ax, ay), (bx, by) = seg
    dx, dy = bx - ax, by - ay
    n2 = dx * dx + dy * dy
    t = 0.0 if n2 < 1e-12 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / n2))
    return math.hypot(p[0] - (ax + t * dx), p[1] - (ay + t * dy)), t


def _box_dist(p: Point, m: Mob) -> float:
    """Distance from a point to a mobject's box (0 inside)."""
    x0, y0, x1, y1 = _bbox(m)
    return math.hypot(max(x0 - p[0], 0.0, p[0] - x1), max(y0 - p[1], 0.0, p[1] - y1))


def _sides(m: Mob) -> list[Segment]:
    """The straight sides a mobject's seen geometry has (a line's one, a polygon's all)."""
    geom = m.get("geom") or {}
    vs = _pts(geom.get("vertices"))
    if vs:
        closed = m.get("shape") in ("triangle", "square", "rectangle", "polygon")
        pairs = list(zip(vs, vs[1:] + (vs[:1] if closed else []), strict=False))
        return [(a, b) for a, b in pairs if a != b]
    ends = _pts(geom.get("ends"))
    if len(ends) == 2 and m.get("shape") == "line":
        return [(ends[0], ends[1])]
    return []


def _extreme(items: list[Any], key: Any, which: str | None) -> list[Any]:
    """The one item ``which`` names (by its point ``key(item)``), or all of them."""
    if not which or not items:
        return items
    directions = {
        "top": (0, 1), "bottom": (0, -1), "left": (-1, 0), "right": (1, 0),
        "top_left": (-1, 1), "top_right": (1, 1), "bottom_left": (-1, -1), "bottom_right": (1, -1),
    }  # fmt: skip
    if which in directions:
        dx, dy = directions[which]
        return [max(items, key=lambda it: key(it)[0] * dx + key(it)[1] * dy)]
    return items


def axis_point(m: Mob, at: Sequence[float]) -> Point | None:
    """The scene point of a value on an Axes / NumberLine (``geom.axis``): ``[x]`` or ``[x, y]``."""
    axis = (m.get("geom") or {}).get("axis")
    if not axis or not at:
        return None
    o = axis.get("origin") or [0.0, 0.0]
    x, y = float(o[0]), float(o[1])
    for value, key in zip(at, ("x1", "y1", "z1"), strict=False):
        unit = axis.get(key)
        if unit is None:
            return None
        x += float(value) * (float(unit[0]) - float(o[0]))
        y += float(value) * (float(unit[1]) - float(o[1]))
    return x, y


def _bar_ends(m: Mob, part: str) -> list[Point] | None:
    """A drawn bar's start and end (the trace gives a chart's bar its ``ends``): the middles of
    its bottom and top, or of its left and right side where it is wider than tall."""
    if m.get("shape") not in ("rectangle", "square") and m.get("cls") not in SHAPES["bar"]:
        return None
    x0, y0, x1, y1 = _bbox(m)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    start, end = ((x0, cy), (x1, cy)) if x1 - x0 > y1 - y0 else ((cx, y0), (cx, y1))
    return [start if part == "start" else end]


def part_points(m: Mob, part: str, which: str | None = None) -> list[Point] | None:
    """The points of a mobject's ``part`` (start, end, vertex, center) as seen; None when the
    trace has no geometry for it (an older trace)."""
    geom = m.get("geom") or {}
    ends = _pts(geom.get("ends"))
    vs = _pts(geom.get("vertices"))
    if part == "center":
        c = geom.get("centre")
        return [(float(c[0]), float(c[1]))] if c else [_center(m)]
    if part in ("start", "end"):
        if not ends:
            return None
        return [ends[0] if part == "start" else ends[-1]]
    if part == "vertex":
        pts = vs or ends
        if not pts:
            if m.get("shape") is None and m.get("cls") in ("Square", "Rectangle"):
                x0, y0, x1, y1 = _bbox(m)
                pts = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
            else:
                return None
        return _extreme(pts, lambda p: p, which)
    return None


@dataclass
class Attached(Requirement):
    """``a`` (a label, a dot, an arrow) sits at a part of ``to`` at some step where both are
    visible: its ``start`` or ``end`` (a line's or an arrow's ends, tips included), a ``vertex``
    (the nearest one to ``a`` must be it), a ``side`` (a's box within ``tol`` of that side, the
    nearest side to a's centre, and beside its middle part), its ``center``, a ``point`` (``at``:
    ``[x]`` on a number line, ``[x, y]`` on axes, else scene coordinates), ``through`` (a line
    across ``to``'s centre, the centre inside its middle three fifths), or ``any`` (touching its
    box). ``which`` picks one vertex or side: top, bottom, left, right, a corner, longest,
    shortest. ``member`` picks one of several ``to`` (the parts of one chart or group: the
    tallest bar, the third node; as ``member_change``'s ``which``). A bar's ``end`` is its tip
    (a chart's bar: where its value ends; a drawn rectangle: the middle of its top, or of its
    right side where it lies). Reads the trace's seen geometry; an older trace without it is
    not checked."""

    kind: ClassVar[str] = "attached"
    a: Sel = field(default_factory=Sel)
    to: Sel = field(default_factory=Sel)
    part: str = "any"
    which: str | None = None
    at: list[float] | None = None
    tol: float = 0.5
    member: str | None = None

    def __post_init__(self) -> None:
        self.a = _sel(self.a)
        self.to = _sel(self.to)
        if self.part not in PARTS:
            raise ValueError(f"unknown part {self.part!r}; use one of {PARTS}")
        if self.which is not None and self.which not in WHICH:
            raise ValueError(f"unknown which {self.which!r}; use one of {WHICH}")
        if self.member is not None and self.member not in MEMBER_WHICH:
            raise ValueError(f"unknown member {self.member!r}; use one of {MEMBER_WHICH}")

    def _targets(self, vis: list[Mob]) -> list[Mob]:
        """The ``to`` mobjects of a state: all that match, or the ``member`` of each set."""
        bs = _matching(vis, self.to)
        if self.member is None:
            return bs
        picked = [_member_order(found, self.member) for found in _member_sets(bs) if found]
        return [b for b in picked if b is not None]

    def _holds(self, a: Mob, b: Mob) -> bool | None:
        """Whether ``a`` sits at the part of ``b``; None where the trace cannot tell."""
        ca = _center(a)
        if self.part == "any":
            return _gap(a, b) <= self.tol
        if self.part == "through":  # "a line through its centre", "a diameter": across it
            ends = _pts((a.get("geom") or {}).get("ends"))
            if len(ends) != 2:
                return None
            d, t = _seg_dist(_center(b), (ends[0], ends[1]))
            return d <= self.tol and 0.2 <= t <= 0.8
        if self.part == "side":
            sides = _sides(b)
            if not sides:
                return None if not b.get("geom") and b.get("shape") is None else False
            chosen = sides
            if self.which in ("longest", "shortest"):
                pick = max if self.which == "longest" else min
                chosen = [pick(sides, key=lambda s: math.dist(s[0], s[1]))]
            elif self.which:
                chosen = _extreme(
                    sides, lambda s: ((s[0][0] + s[1][0]) / 2, (s[0][1] + s[1][1]) / 2), self.which
                )
            nearest = min(sides, key=lambda s: _seg_dist(ca, s)[0])
            if nearest not in chosen:
                return False
            d, t = _seg_dist(ca, nearest)
            (sx, sy), (ex, ey) = nearest
            n = math.hypot(ex - sx, ey - sy) or 1.0
            x0, y0, x1, y1 = _bbox(a)  # how far its box reaches towards the side
            reach = abs((x1 - x0) / 2 * (ey - sy) / n) + abs((y1 - y0) / 2 * (ex - sx) / n)
            return d - reach <= self.tol and 0.1 <= t <= 0.9
        if self.part == "point":
            p = axis_point(b, self.at or []) if (b.get("geom") or {}).get("axis") else None
            if p is None:
                if (b.get("geom") or {}).get("axis") is None and self.at and len(self.at) >= 2:
                    p = (float(self.at[0]), float(self.at[1]))
                else:
                    return None
            near = _box_dist(p, a) <= self.tol
            x0, y0, x1, y1 = _bbox(a)
            if self.which == "top":  # "a triangle above 0": over the point, not on the line
                return (
                    near
                    and y0 >= p[1] - 0.1
                    and ca[1] > p[1] + 0.1
                    and x0 - 0.1 <= p[0] <= x1 + 0.1
                )
            if self.which == "bottom":
                return (
                    near
                    and y1 <= p[1] + 0.1
                    and ca[1] < p[1] - 0.1
                    and x0 - 0.1 <= p[0] <= x1 + 0.1
                )
            return near
        pts = part_points(b, self.part, self.which)
        if pts is None and self.part in ("start", "end") and self.to.shape == "bar":
            pts = _bar_ends(b, self.part)
        if pts is None:
            return None
        if self.part == "vertex":
            every = part_points(b, "vertex") or pts
            nearest_v = min(every, key=lambda p: math.dist(p, ca))
            if nearest_v not in pts:
                return False
            pts = [nearest_v]
        return any(_box_dist(p, a) <= self.tol for p in pts)

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        seen_a = seen_b = False
        unknown = False
        last: tuple[Mob, Mob] | None = None
        for _, vis in _visible_states(tr):
            as_ = _matching(vis, self.a)
            bs = self._targets(vis)
            seen_a, seen_b = seen_a or bool(as_), seen_b or bool(bs)
            for a in as_:
                for b in bs:
                    if a.get("id") == b.get("id"):
                        continue
                    ok = self._holds(a, b)
                    if ok:
                        return CheckResult(
                            True, f"{self.a.describe()} at the {self._where()}.", a.get("line")
                        )
                    if ok is None:
                        unknown = True
                    last = (a, b)
        da, db = self.a.describe(), self.to.describe()
        if self.member is not None:
            db = f"{self.member} {db}"
        if not seen_a or not seen_b:
            missing = da if not seen_a else db
            return CheckResult(False, f"No {missing} is shown; create it and place the {da}.")
        if unknown and last is None:
            return CheckResult(True, f"{da} at the {self._where()} (not checked: no geometry).")
        if unknown:
            return CheckResult(True, f"{da} at the {self._where()} (not checked: no geometry).")
        assert last is not None
        a, b = last
        named = f" ({member_name(b)})" if _member(b) else ""
        how = self._how()
        if _member(b).get("kind") == "bar":
            how = f"place it with .next_to({member_code(b)}, UP) (DOWN for a negative value)"
        if self.part == "through":
            return CheckResult(
                False,
                f"The {da} should pass through the centre of the {db}, across it, but it does "
                f"not (it ends at the centre or misses it); {how}.",
                a.get("line"),
            )
        return CheckResult(
            False,
            f"The {da} should sit at the {self._where()} of the {db}{named}, but it is at "
            f"{_fmt_point(_center(a))}; {how}.",
            a.get("line"),
        )

    def _where(self) -> str:
        which = (self.which or "").replace("_", "-")
        if self.part == "point":
            side = {"top": " (just above it)", "bottom": " (just below it)"}.get(
                self.which or "", ""
            )
            return f"point {', '.join(f'{x:g}' for x in self.at or [])}{side}"
        if self.part == "any":
            return "edge"
        if self.part == "through":
            return "centre (passing through it)"
        return f"{which} {self.part}".strip()

    def _how(self) -> str:
        if self.part == "point" and self.which in ("top", "bottom"):
            way = "UP" if self.which == "top" else "DOWN"
            return f"place it with .next_to(line.n2p(x), {way}, buff=0.1) (axes: axes.c2p(x, y))"
        return {
            "start": "place it with .move_to(obj.get_start()) or .next_to(obj.get_start(), ...)",
            "end": "place it with .move_to(obj.get_end()) or .next_to(obj.get_end(), ...)",
            "vertex": "place it with .next_to(polygon.get_vertices()[i], direction, buff=0.1)",
            "side": "place it with .next_to(Line(p, q).get_center(), direction, buff=0.2) beside "
            "the side's middle",
            "center": "place it with .move_to(obj.get_center())",
            "point": "place it with .move_to(axes.c2p(x, y)) (number line: .move_to(line.n2p(x)))",
            "through": "draw it across the centre, e.g. Line(circle.point_at_angle(PI), "
            "circle.point_at_angle(0))",
            "any": "place it with .next_to(obj, direction, buff=0.1)",
        }[self.part]


def _rotations(tr: dict[str, Any], ids: set[str]) -> list[tuple[int, dict[str, Any]]]:
    return [
        (i, a)
        for i, a in _anims(tr)
        if set(a.get("targets") or []) & ids
        and (a.get("cls") in ANIMS["rotate"] or any(m.get("name") == "rotate" for m in _methods(a)))
    ]


def _pivot(anim: dict[str, Any]) -> list[float] | None:
    p = anim.get("params") or {}
    pivot = p.get("pivot") or p.get("about")
    if pivot is None:
        for m in _methods(anim):
            about = (m.get("kwargs") or {}).get("about_point")
            if m.get("name") == "rotate" and isinstance(about, list):
                pivot = about
    return [float(x) for x in pivot] if isinstance(pivot, list) else None


AXES = {"x": (1.0, 0.0, 0.0), "y": (0.0, 1.0, 0.0), "z": (0.0, 0.0, 1.0)}


@dataclass
class RotationPivot(Requirement):
    """``sel`` rotates about a point: ``at`` (scene coordinates), or a ``part`` (start, end,
    vertex, center; ``which`` picks a vertex) of ``of`` (default: ``sel`` itself) as it was before
    the rotation; or about a 3-D ``axis`` ("x", "y", "z"). Reads the pivot the trace recorded; a
    rotation without one (an older trace) is not checked."""

    kind: ClassVar[str] = "rotation_pivot"
    sel: Sel = field(default_factory=Sel)
    at: list[float] | None = None
    part: str | None = None
    which: str | None = None
    of: Sel | None = None
    axis: str | None = None
    tol: float = 0.3

    def __post_init__(self) -> None:
        self.sel = _sel(self.sel)
        self.of = None if self.of is None else _sel(self.of)

    def _targets(self, tr: dict[str, Any], step: int) -> list[Point] | None:
        if self.at is not None:
            return [(float(self.at[0]), float(self.at[1]))]
        if self.part is None:
            return None
        of = self.of or self.sel
        steps = _steps(tr)
        for j in range(step - 1, -1, -1):
            found = _matching(steps[j].get("visible") or [], of)
            if found:
                out: list[Point] = []
                for m in found:
                    out += part_points(m, self.part, self.which) or []
                return out or None
        return None

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        what = self.sel.describe()
        rots = _rotations(tr, _ids_of(tr, self.sel))
        where = self._where()
        if not rots:
            return CheckResult(
                False,
                f"The {what} should rotate about {where} but no rotation is played on it; use "
                f"self.play(Rotate(obj, angle=PI / 2, about_point={self._code()})).",
            )
        unknown = False
        for i, a in rots:
            if self.axis is not None:
                ax = (a.get("params") or {}).get("axis")
                if ax is None:
                    unknown = True
                    continue
                want = AXES.get(self.axis, (0.0, 0.0, 1.0))
                n = math.sqrt(sum(float(x) ** 2 for x in ax)) or 1.0
                if abs(sum(float(x) * w for x, w in zip(ax, want, strict=False))) / n > 0.95:
                    return CheckResult(
                        True, f"{what} rotates about the {self.axis}-axis.", a.get("line")
                    )
                continue
            pivot = _pivot(a)
            targets = self._targets(tr, i)
            if pivot is None or targets is None:
                unknown = True
                continue
            if any(math.dist(pivot[:2], t) <= self.tol for t in targets):
                return CheckResult(True, f"{what} rotates about {where}.", a.get("line"))
        line = rots[0][1].get("line")
        if unknown:
            return CheckResult(True, f"{what} rotates (pivot not recorded).", line)
        return CheckResult(
            False,
            f"The {what} should rotate about {where}, but it turns about "
            f"{self._got(rots)}; use Rotate(obj, angle=..., about_point={self._code()}).",
            line,
        )

    def _where(self) -> str:
        if self.axis:
            return f"the {self.axis}-axis"
        if self.at is not None:
            return _fmt_point((float(self.at[0]), float(self.at[1])))
        owner = "its" if self.of is None else f"the {self.of.describe()}'s"
        return f"{owner} {(self.which or '').replace('_', '-')} {self.part or 'centre'}".replace(
            "  ", " "
        )

    def _got(self, rots: list[tuple[int, dict[str, Any]]]) -> str:
        if self.axis:
            ax = (rots[0][1].get("params") or {}).get("axis")
            return f"the axis {ax}" if ax else "another axis"
        p = _pivot(rots[0][1])
        return _fmt_point((p[0], p[1])) if p else "another point"

    def _code(self) -> str:
        if self.at is not None:
            return f"[{self.at[0]:g}, {self.at[1]:g}, 0]"
        return {"start": "obj.get_start()", "end": "obj.get_end()", "vertex": "corner"}.get(
            self.part or "", "point"
        )


def _positions(tr: dict[str, Any], ids: set[str], sel: Sel) -> list[Point]:
    """Where a mobject was over time: its sampled paths (trace version 2) merged with its centre
    at each step, in time order."""
    timed: list[tuple[float, Point]] = []
    for s in _steps(tr):
        t_end = float(s.get("t_start") or 0.0) + float(s.get("run_time") or 0.0)
        for mid, path in (s.get("paths") or {}).items():
            if mid in ids:
                timed += [(float(p[0]), (float(p[1]), float(p[2]))) for p in path]
        found = _matching(s.get("visible") or [], sel)
        if found:
            timed.append((t_end + 1e-6, _center(found[0])))
    timed.sort(key=lambda x: x[0])
    return [p for _, p in timed]


def _sweep(pts: list[Point], c: Point) -> float:
    """The angle (degrees) a moving point sweeps around ``c``, summed with its sign."""
    total = 0.0
    prev: float | None = None
    for x, y in pts:
        if math.hypot(x - c[0], y - c[1]) < 1e-3:
            continue
        ang = math.atan2(y - c[1], x - c[0])
        if prev is not None:
            d = ang - prev
            while d > math.pi:
                d -= 2 * math.pi
            while d < -math.pi:
                d += 2 * math.pi
            total += d
        prev = ang
    return math.degrees(total)


def _curve_dist(p: Point, m: Mob) -> float:
    """Distance from a point to what a mobject draws, by its seen geometry (its box otherwise)."""
    geom = m.get("geom") or {}
    if m.get("shape") in ("circle", "arc") and geom.get("centre") is not None:
        c = geom["centre"]
        return abs(math.hypot(p[0] - float(c[0]), p[1] - float(c[1])) - float(geom["radius"]))
    pts = _pts(geom.get("samples")) or _pts(geom.get("vertices")) or _pts(geom.get("ends"))
    if m.get("shape") in ("triangle", "square", "rectangle", "polygon", "closed_curve") and pts:
        pts = pts + pts[:1]
    if len(pts) >= 2:
        return min(_seg_dist(p, (a, b))[0] for a, b in itertools.pairwise(pts))
    if geom.get("axis"):
        x0, y0, x1, y1 = _bbox(m)
        o = geom["axis"].get("origin") or [0, (y0 + y1) / 2]
        return _seg_dist(p, ((x0, float(o[1])), (x1, float(o[1]))))[0]
    return _box_dist(p, m)


@dataclass
class PathMotion(Requirement):
    """``sel`` travels ``around`` a shape (its path sweeps ``turns`` full turns about that shape's
    centre; without a drawn shape, about the middle of its own path) or ``along`` one (its
    positions stay within ``tol`` of what that shape draws while it covers a good part of it). A
    ``MoveAlongPath`` on that very shape counts. Reads the sampled paths of trace version 2; an
    older trace has only the positions after each step."""

    kind: ClassVar[str] = "path"
    sel: Sel = field(default_factory=Sel)
    around: Sel | None = None
    along: Sel | None = None
    turns: float = 1.0
    tol: float = 0.4
    sense: str | None = None  # "counterclockwise" or "clockwise" round ``around``; None: either

    def __post_init__(self) -> None:
        self.sel = _sel(self.sel)
        if self.sense not in (None, "counterclockwise", "clockwise"):
            raise ValueError(f"unknown sense {self.sense!r}; use counterclockwise or clockwise")
        self.around = None if self.around is None else _sel(self.around)
        self.along = None if self.along is None else _sel(self.along)

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        what = self.sel.describe()
        ids = _ids_of(tr, self.sel)
        shape = self.around or self.along
        path_ids = _ids_of(tr, shape) if shape is not None else set()
        along_path = [
            a
            for i, a in _anims(tr)
            if set(a.get("targets") or []) & ids
            and (a.get("params") or {}).get("path") in path_ids
            and path_ids
            and _seen_moving(tr, i, a)
        ]
        if along_path and (self.along is not None or len(along_path) >= self.turns):
            return CheckResult(True, f"{what} moves along the path.", along_path[0].get("line"))
        pts = _positions(tr, ids, self.sel)
        if not pts:
            return CheckResult(False, f"No {what} is shown; create it before moving it.")
        shapes = list(_matching(_every_state(tr), shape)) if shape is not None else []
        if self.along is not None:
            return self._along(pts, shapes, what)
        return self._around(tr, ids, pts, shapes, what)

    def _around(
        self, tr: dict[str, Any], ids: set[str], pts: list[Point], shapes: list[Mob], what: str
    ) -> CheckResult:
        if shapes:
            centre = _center(shapes[0])
        else:
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            centre = ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
        signed = _sweep(pts, centre)
        sweep = abs(signed)
        need = 0.8 * 360 * self.turns
        if sweep >= need:
            went = "counterclockwise" if signed > 0 else "clockwise"
            if self.sense is not None and went != self.sense:
                return CheckResult(
                    False,
                    f"The {what} should go around {self.sense}, but it goes {went}; reverse its "
                    f"path (e.g. MoveAlongPath(obj, circle.copy().reverse_points())) or rotate by "
                    f"{'a positive' if self.sense == 'counterclockwise' else 'a negative'} angle.",
                )
            return CheckResult(True, f"{what} goes around ({sweep:.0f} degrees, {went}).")
        # an older trace: a rotation about the centre, by its recorded angle
        for _, a in _rotations(tr, ids):
            p = a.get("params") or {}
            pivot = _pivot(a)
            if pivot is None:
                continue
            angle = abs(math.degrees(float(p.get("angle") or 0.0)))
            # an object turned about its own centre stays where it is: no orbit for the viewer
            off_pivot = any(math.dist(q, pivot[:2]) >= 0.2 for q in pts)
            # without a drawn shape to go round, the rotation's own pivot is the centre
            near = not shapes or math.dist(pivot[:2], centre) <= 0.5
            if off_pivot and near and angle >= need:
                return CheckResult(
                    True, f"{what} goes around ({angle:.0f} degrees).", a.get("line")
                )
        around = f"the {self.around.describe()}" if self.around else "its orbit's centre"
        return CheckResult(
            False,
            f"The {what} should go around {around} {self.turns:g} time(s) but sweeps "
            f"{sweep:.0f} degrees; move it with MoveAlongPath(obj, circle) or "
            f"Rotate(obj, angle={self.turns:g} * TAU, about_point=circle.get_center()).",
        )

    def _along(self, pts: list[Point], shapes: list[Mob], what: str) -> CheckResult:
        along = self.along.describe() if self.along else "path"
        if not shapes:
            return CheckResult(False, f"No {along} is shown for the {what} to move along; draw it.")
        moved = max(math.dist(p, pts[0]) for p in pts)
        for m in shapes:
            near = [p for p in pts if _curve_dist(p, m) <= self.tol]
            span = max(_bbox(m)[2] - _bbox(m)[0], _bbox(m)[3] - _bbox(m)[1])
            if len(near) >= 0.8 * len(pts) and len(near) >= 2 and moved >= 0.3 * span:
                return CheckResult(True, f"{what} moves along the {along}.")
        return CheckResult(
            False,
            f"The {what} should move along the {along}, but its positions "
            f"{', '.join(_fmt_point(p) for p in pts[:5])} leave it; use "
            "MoveAlongPath(obj, path) with the drawn curve, or an updater that puts it on the "
            "curve (obj.move_to(axes.c2p(t, f(t)))).",
        )


CHANGES = ("color", "size", "position", "leaves", "indicate", "any")
ORDINALS = ("first", "second", "third", "fourth", "fifth")
MEMBER_WHICH = (
    "first", "second", "third", "fourth", "fifth", "last", "middle", "leftmost", "rightmost",
    "top", "bottom", "smallest", "largest", "tallest", "shortest", "centre",
)  # fmt: skip


def _member(m: Mob) -> dict[str, Any]:
    """Which part of its parent a listed member is (the trace's ``member``; {} for others)."""
    mem = m.get("member")
    return mem if isinstance(mem, dict) else {}


def _member_value(m: Mob) -> float | None:
    v = _member(m).get("value")
    return float(v) if isinstance(v, int | float) else None


def _reading_order(mobs: list[Mob]) -> list[Mob]:
    """A row reads left to right, a column top to bottom; shapes on one centre (concentric
    circles) from the largest to the smallest."""
    if max(_spread(mobs)) < 0.1:
        return sorted(mobs, key=lambda m: -_size(m))
    if _spread(mobs)[1] > _spread(mobs)[0]:
        return sorted(mobs, key=lambda m: -_center(m)[1])
    return sorted(mobs, key=lambda m: (_center(m)[0], -_center(m)[1]))


def _member_order(mobs: list[Mob], which: str) -> Mob | None:
    """The one member ``which`` names among members in their first state: by the order and value
    the trace gives a chart's bars or a graph's vertices (``member``), else by place and size."""
    if not mobs:
        return None
    indexed = all(isinstance(_member(m).get("index"), int) for m in mobs)
    valued = all(_member_value(m) is not None for m in mobs)
    if which in ORDINALS or which in ("last", "middle"):
        if indexed:
            ordered = sorted(mobs, key=lambda m: int(_member(m)["index"]))
        else:
            ordered = _reading_order(mobs)
        if which == "last":
            return ordered[-1]
        if which == "middle":
            return ordered[len(ordered) // 2]
        n = ORDINALS.index(which)
        return ordered[n] if n < len(ordered) else None
    xs = sorted(mobs, key=lambda m: (_center(m)[0], -_center(m)[1]))
    if which == "leftmost":
        return xs[0]
    if which == "rightmost":
        return xs[-1]
    if which == "centre":  # a star graph's hub: nearest the middle of them all
        cx = sum(_center(m)[0] for m in mobs) / len(mobs)
        cy = sum(_center(m)[1] for m in mobs) / len(mobs)
        return min(mobs, key=lambda m: math.dist(_center(m)[:2], (cx, cy)))
    if which == "top":
        return max(mobs, key=lambda m: _center(m)[1])
    if which == "bottom":
        return min(mobs, key=lambda m: _center(m)[1])
    if which in ("smallest", "largest", "tallest", "shortest"):
        pick = min if which in ("smallest", "shortest") else max
        if valued:
            return pick(mobs, key=lambda m: float(_member_value(m) or 0.0))
        if which in ("tallest", "shortest"):
            return pick(mobs, key=lambda m: _bbox(m)[3] - _bbox(m)[1])
        return pick(mobs, key=_size)
    return None


def _spread(mobs: list[Mob]) -> tuple[float, float]:
    xs = [_center(m)[0] for m in mobs]
    ys = [_center(m)[1] for m in mobs]
    return max(xs) - min(xs), max(ys) - min(ys)


def _member_sets(found: list[Mob]) -> list[list[Mob]]:
    """The sets of members a state offers: the parts of one group (siblings) where two or more
    match, else all the matches."""
    groups: dict[str, list[Mob]] = {}
    for m in found:
        if m.get("parent"):
            groups.setdefault(str(m["parent"]), []).append(m)
    sets = [g for g in groups.values() if len(g) >= 2]
    return sets or [found]


def member_name(m: Mob) -> str:
    """What a viewer calls a member: "bar 2 (value 1)", "node A", "edge (A, B)", "cell (1, 2)";
    a mobject of no chart or graph by its class and place."""
    mem = _member(m)
    kind = mem.get("kind")
    if kind in ("bar", "bar_label"):
        v = _member_value(m)
        name = f"bar {int(mem.get('index') or 0) + 1}" + (
            f" (value {v:g})" if v is not None else ""
        )
        return name if kind == "bar" else f"the label of {name}"
    if kind == "vertex":
        return f"node {mem.get('key')}"
    if kind == "edge":
        k = [*(mem.get("key") or []), "?", "?"]
        return f"edge ({k[0]}, {k[1]})"
    if kind == "cell":
        return f"cell ({mem.get('row')}, {mem.get('col')})"
    return f"the {m.get('cls') or 'object'} at {_fmt_point(_center(m))}"


def member_code(m: Mob) -> str:
    """The Manim expression that reaches a member (``chart.bars[1]``, ``graph.vertices["A"]``)."""
    mem = _member(m)
    kind = mem.get("kind")
    if kind == "bar":
        return f"chart.bars[{int(mem.get('index') or 0)}]"
    if kind == "vertex":
        return f"graph.vertices[{_key_code(mem.get('key'))}]"
    if kind == "edge":
        k = [*(mem.get("key") or []), "?", "?"]
        return f"graph.edges[({_key_code(k[0])}, {_key_code(k[1])})]"
    if kind == "cell":
        return f"table.get_cell(({mem.get('row')}, {mem.get('col')}))"
    return "group[i]"


def _key_code(k: Any) -> str:
    s = str(k)
    return s if re.fullmatch(r"-?\d+", s) else repr(s)


def _names(mobs: Iterable[Mob], n: int = 4) -> str:
    items = sorted(mobs, key=lambda m: (int(_member(m).get("index") or 0), _center(m)))
    out = [member_name(m) for m in items[:n]]
    more = len(items) - n
    return ", ".join(out) + (f" and {more} more" if more > 0 else "")


def _same_key(a: Any, b: str) -> bool:
    return str(a) == b or str(a).strip().casefold() == b.strip().casefold()


def _vertex_aliases(vis: list[Mob], parent: Any) -> dict[str, str]:
    """A graph's vertex keys by what names them: the key itself, and the label it shows."""
    out: dict[str, str] = {}
    for m in vis:
        mem = _member(m)
        if mem.get("kind") != "vertex" or m.get("parent") != parent:
            continue
        key = str(mem.get("key"))
        out[key.casefold()] = key
        label = mem.get("label")
        if isinstance(label, str) and norm_tex(label):
            out.setdefault(norm_tex(label), key)
    return out


def _resolve(name: str, aliases: dict[str, str]) -> str:
    """The vertex key a description's name ("A", "node 3") stands for."""
    return aliases.get(name.casefold()) or aliases.get(norm_tex(name)) or name


def _keyed(m: Mob, key: list[str], aliases: dict[str, str]) -> bool:
    """Whether a member is the one ``key`` names: a vertex ``[k]`` or an edge ``[u, v]`` (either
    way round: "the edge between A and B")."""
    mem = _member(m)
    want = [_resolve(k, aliases) for k in key]
    if mem.get("kind") == "vertex" and len(want) == 1:
        return _same_key(mem.get("key"), want[0])
    if mem.get("kind") == "edge" and len(want) == 2:
        got = [str(x) for x in mem.get("key") or []]
        return len(got) == 2 and (
            (_same_key(got[0], want[0]) and _same_key(got[1], want[1]))
            or (_same_key(got[0], want[1]) and _same_key(got[1], want[0]))
        )
    return False


def _simple_path(edges: list[tuple[str, str]], a: str, b: str) -> bool:
    """Whether the edges form one path from ``a`` to ``b`` (no branch, no stray edge)."""
    if not edges or a == b:
        return False
    degree: dict[str, int] = {}
    adj: dict[str, set[str]] = {}
    for u, v in edges:
        degree[u] = degree.get(u, 0) + 1
        degree[v] = degree.get(v, 0) + 1
        adj.setdefault(u, set()).add(v)
        adj.setdefault(v, set()).add(u)
    if degree.get(a) != 1 or degree.get(b) != 1 or len(edges) != len(degree) - 1:
        return False
    if any(d != 2 for k, d in degree.items() if k not in (a, b)):
        return False
    seen, todo = {a}, [a]
    while todo:
        for nxt in adj[todo.pop()] - seen:
            seen.add(nxt)
            todo.append(nxt)
    return b in seen and len(seen) == len(degree)


def _ends(m: Mob) -> list[Point]:
    return _pts((m.get("geom") or {}).get("ends")) if m.get("shape") == "line" else []


def _over(o: Mob, m: Mob) -> bool:
    """Whether ``o`` is drawn over ``m`` to highlight it: a line along the same two ends (an edge
    traced over), or a shape around it not much larger (a circle around a node, a box round a
    bar)."""
    oe, me = _ends(o), _ends(m)
    if oe or me:
        if len(oe) != 2 or len(me) != 2:
            return False
        tol = 0.4
        return (math.dist(oe[0], me[0]) < tol and math.dist(oe[1], me[1]) < tol) or (
            math.dist(oe[0], me[1]) < tol and math.dist(oe[1], me[0]) < tol
        )
    wm, hm = size_of(m)
    wo, ho = size_of(o)
    near = math.dist(_center(o), _center(m)) <= 0.25 * max(wm, hm) + 0.2
    return near and max(wo, ho) <= 2.5 * max(wm, hm) + 0.6


def _overlaid(states: list[tuple[int, list[Mob]]], base_i: int, members: list[Mob]) -> set[str]:
    """The members something new is drawn over after ``base_i`` (one member each: a highlight
    drawn over exactly one of them)."""
    base = {m["id"] for m in dict(states).get(base_i, [])}
    out: set[str] = set()
    for _, vis in states[base_i + 1 :]:
        for o in vis:
            if o["id"] in base or _member(o) or o.get("text") or o.get("tex"):
                continue
            if o.get("value") is not None:
                continue
            hits = [m for m in members if _over(o, m)]
            if len(hits) == 1:
                out.add(hits[0]["id"])
    return out


@dataclass
class MemberChange(Requirement):
    """Of the mobjects matching ``sel`` (the members: bars, nodes, edges, squares), exactly
    ``count`` change in the way ``change`` says (color, size, position, leaves, indicate, any),
    the others not; ``which`` names the one that must (first to fifth, last, middle, leftmost,
    rightmost, top, bottom, smallest, largest, tallest, shortest: by a chart's bar order and
    values or a graph's vertex order where the trace lists them as members, else by the members'
    places and sizes when all are first shown); ``key`` names it by its key in a graph (``["A"]``
    a node, ``["A", "B"]`` the edge between them); ``path`` (``[from, to]``): the members that
    change (edges) form one path between those nodes, and no other changes (``count`` unused);
    ``to``: the colour a colour change ends in. For ``indicate`` and ``any`` a member counts as
    highlighted also where a new shape is drawn over it alone (a circle round a node, a line
    along an edge). "Only the middle bar turns orange" is ``sel=bar, change=color,
    which=middle, to=orange``."""

    kind: ClassVar[str] = "member_change"
    sel: Sel = field(default_factory=Sel)
    change: str = "color"
    count: int = 1
    which: str | None = None
    to: str | None = None
    key: list[str] | None = None
    path: list[str] | None = None

    def __post_init__(self) -> None:
        self.sel = _sel(self.sel)
        if self.change not in CHANGES:
            raise ValueError(f"unknown change {self.change!r}; use one of {CHANGES}")
        if self.which is not None and self.which not in MEMBER_WHICH:
            raise ValueError(f"unknown which {self.which!r}; use one of {MEMBER_WHICH}")
        if self.key is not None:
            self.key = [str(k) for k in self.key]
            if len(self.key) not in (1, 2):
                raise ValueError("key names a node [k] or an edge [u, v]")
        if self.path is not None:
            self.path = [str(k) for k in self.path]
            if len(self.path) < 2:
                raise ValueError("path names its two ends [from, to]")

    def _changed(self, before: Mob, after: Mob | None) -> bool:
        c = self.change
        if after is None:
            return c in ("leaves", "any")
        if c in ("color", "any"):
            cols_b, cols_a = set(_mob_colours(before)), set(_mob_colours(after))
            if cols_b != cols_a and (
                self.to is None or any(colour_matches(x, self.to) for x in cols_a)
            ):
                if self.to is None or not any(colour_matches(x, self.to) for x in cols_b):
                    return True
        if c in ("size", "any"):
            sb, sa = _bbox(before), _bbox(after)
            wb, hb, wa, ha = sb[2] - sb[0], sb[3] - sb[1], sa[2] - sa[0], sa[3] - sa[1]
            if abs(wa - wb) > 0.1 * max(wb, 0.1) or abs(ha - hb) > 0.1 * max(hb, 0.1):
                return True
        if c in ("position", "any"):
            if math.dist(_center(before), _center(after)) > 0.3:
                return True
        return False

    def _verb(self) -> str:
        return {"color": f"turn {self.to}" if self.to else "change colour",
                "size": "change size", "position": "move", "leaves": "leave",
                "indicate": "be highlighted", "any": "change"}[self.change]  # fmt: skip

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        what = self.sel.describe()
        states = _visible_states(tr)
        base_i, members = -1, list[Mob]()
        for i, vis in states:
            for found in _member_sets(_matching(vis, self.sel)):
                if len(found) > len(members):
                    base_i, members = i, found
        if len(members) < 2:
            return CheckResult(
                False,
                f"The {what}s should be shown together, then one of them change; at most "
                f"{len(members)} is shown.",
            )
        ids = {m["id"]: m for m in members}
        changed: set[str] = set()
        if self.change in ("indicate", "any"):
            for i, a in _anims(tr):
                if i > base_i and a.get("cls") in ANIMS["indicate"]:
                    changed |= set(a.get("targets") or []) & set(ids)
            changed |= _overlaid(states, base_i, members)  # a circle drawn round one of them
        if self.change != "indicate":
            for i, vis in states[base_i + 1 :]:
                now = {m["id"]: m for m in vis}
                for mid, before in ids.items():
                    after = now.get(mid)
                    if self.change not in ("leaves", "any") and after is None:
                        continue
                    if self.change == "leaves" and i != states[-1][0]:
                        continue
                    if self._changed(before, after):
                        changed.add(mid)
        aliases = _vertex_aliases(dict(states)[base_i], members[0].get("parent"))
        line = _first_line(members)
        if self.path:
            return self._path(members, [ids[i] for i in changed], aliases, line)
        verb = self._verb()
        target: Mob | None = None
        if self.key:
            hits = [m for m in members if _keyed(m, self.key, aliases)]
            named = " ".join(self.key) if len(self.key) == 1 else f"({', '.join(self.key)})"
            if not hits:
                if not any(_member(m).get("key") is not None for m in members):
                    return CheckResult(
                        True, f"{what} {named} should {verb} (not checked: no keys).", line
                    )
                return CheckResult(
                    False,
                    f"No {what} {named} is shown; the {what}s are {_names(members, 8)}.",
                    line,
                )
            target = hits[0]
        elif self.which:
            target = _member_order(members, self.which)
        changed_mobs = [ids[i] for i in changed]
        if len(changed) == self.count and (target is None or target["id"] in changed):
            return CheckResult(True, f"{self.count} of the {what}s {verb}.", line)
        got = len(changed)
        if target is not None:
            one = f"{member_name(target)}" + (f", the {self.which} one" if self.which else "")
            code = member_code(target)
        else:
            one, code = "any one", "group[i]"
        example = self._example(code, target)
        if target is not None and target["id"] not in changed and got:
            return CheckResult(
                False,
                f"Only {one} of the {what}s should {verb}, but {_names(changed_mobs)} "
                f"{'does' if got == 1 else 'do'} instead; animate {code} only (e.g. "
                f"{example}) and leave the others as they are.",
                line,
            )
        did = f"{got} {'does' if got == 1 else 'do'}" + (
            f" ({_names(changed_mobs)})" if got else ""
        )
        return CheckResult(
            False,
            f"Exactly {self.count} of the {len(members)} {what}s ({one}) should {verb}, but "
            f"{did}; animate only {code} (e.g. {example}) and leave the others as they are.",
            line,
        )

    def _example(self, code: str, target: Mob | None) -> str:
        """A call that changes only ``code`` the way ``change`` says."""
        if self.change == "size" and target is not None and _member(target).get("kind") == "bar":
            return "self.play(chart.animate.change_bar_values(values with only that one changed))"
        colour = manim_colour(self.to) if self.to else "YELLOW"
        return {
            "size": f"self.play({code}.animate.scale(1.5))",
            "position": f"self.play({code}.animate.shift(UP))",
            "leaves": f"self.play(FadeOut({code}))",
            "indicate": f"self.play(Indicate({code}))",
        }.get(self.change, f"self.play({code}.animate.set_color({colour}))")

    def _path(
        self, members: list[Mob], changed: list[Mob], aliases: dict[str, str], line: int | None
    ) -> CheckResult:
        """The changed members (edges) form one path between the path's ends."""
        assert self.path is not None
        a, b = (_resolve(k, aliases) for k in (self.path[0], self.path[-1]))
        what = self.sel.describe()
        ends = f"{self.path[0]} to {self.path[-1]}"
        if not any(_member(m).get("kind") == "edge" for m in members):
            return CheckResult(True, f"a path from {ends} (not checked: no graph edges).", line)
        vertices = {str(k) for m in members for k in _member(m).get("key") or []}
        for end, name in ((a, self.path[0]), (b, self.path[-1])):
            if not any(_same_key(v, end) for v in vertices):
                return CheckResult(
                    False,
                    f"The graph has no node {name} (its nodes: {', '.join(sorted(vertices))}); "
                    f"name the nodes as the description does and highlight a path from {ends}.",
                    line,
                )
        canon = {v.casefold(): v for v in vertices}
        edges = []
        for m in changed:
            k = [str(x) for x in _member(m).get("key") or []]
            if len(k) == 2:
                edges.append((canon.get(k[0].casefold(), k[0]), canon.get(k[1].casefold(), k[1])))
        a, b = canon.get(a.casefold(), a), canon.get(b.casefold(), b)
        if _simple_path(edges, a, b):
            return CheckResult(
                True, f"the {what}s of a path from {ends} {self._verb()}: {_names(changed)}.", line
            )
        if not changed:
            got = f"no {what} does"
        else:
            got = (
                f"{_names(changed)} {'does' if len(changed) == 1 else 'do'}, which is not one path"
            )
        return CheckResult(
            False,
            f"The {what}s along a path from {ends} should {self._verb()} (and only they), but "
            f"{got}; highlight the edges of the path, e.g. self.play(*[graph.edges[e].animate"
            f".set_color(YELLOW) for e in [({_key_code(a)}, ...), (..., {_key_code(b)})]]).",
            line,
        )


@dataclass
class TextNumber(Requirement):
    """Some shown text, formula or number states ``value`` (``5/6``, ``\\frac{5}{6}`` and
    ``0.833`` alike; within ``tol``, relative), followed by ``unit`` if one is given (``%``,
    ``deg``: "40%" or "180°")."""

    kind: ClassVar[str] = "text_number"
    value: float = 0.0
    unit: str | None = None
    tol: float = 0.01

    def _says(self, m: Mob) -> bool:
        close = functools.partial(
            math.isclose, self.value, rel_tol=self.tol, abs_tol=self.tol * 0.01
        )
        if self.unit is None and m.get("value") is not None and close(float(m["value"])):
            return True
        s = m.get("text") or m.get("tex") or ""
        if not s:
            return False
        if self.unit is None:
            return any(close(x) for x in numbers_in(s))
        said = norm_tex(s)
        unit = norm_tex(self.unit) or self.unit
        return any(close(x) for x in numbers_in(s)) and unit in said

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        hits = [m for m in _every_state(tr) if self._says(m)]
        want = f"{self.value:g}{self.unit or ''}"
        if hits:
            return CheckResult(True, f"{want} is shown.", _first_line(hits))
        shown = [f"{x:g}" for x in _numbers_seen(tr)][:6]
        return CheckResult(
            False,
            f"The number {want} should be shown, but the scene shows "
            f'{", ".join(shown) or "no number"}; write it, e.g. MathTex(r"{want}").',
        )


SIZE_DIRECTIONS = ("left_to_right", "right_to_left", "bottom_to_top", "top_to_bottom")


@dataclass
class SizeOrder(Requirement):
    """The mobjects matching ``sel`` grow in size along ``direction`` (``left_to_right``: the
    leftmost is the smallest, each next one larger) at some step where at least two of them are
    visible together ("small on the left, medium in the middle and large on the right"; a
    snowman's "biggest at the bottom, smallest on top" is ``top_to_bottom``). Size is the larger
    side of each box; neighbours must differ by 5 % or more."""

    kind: ClassVar[str] = "size_order"
    sel: Sel = field(default_factory=Sel)
    direction: str = "left_to_right"

    def __post_init__(self) -> None:
        self.sel = _sel(self.sel)
        if self.direction not in SIZE_DIRECTIONS:
            raise ValueError(f"unknown direction {self.direction!r}; use one of {SIZE_DIRECTIONS}")

    def _ordered(self, found: list[Mob]) -> bool:
        axis = 0 if self.direction in ("left_to_right", "right_to_left") else 1
        backwards = self.direction in ("right_to_left", "top_to_bottom")
        items = sorted(found, key=lambda m: _center(m)[axis], reverse=backwards)
        sizes = [max(_bbox(m)[2] - _bbox(m)[0], _bbox(m)[3] - _bbox(m)[1]) for m in items]
        return all(b > a * 1.05 for a, b in itertools.pairwise(sizes))

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        what = self.sel.describe()
        words = self.direction.replace("_", " ")
        best: list[Mob] = []
        for _, vis in _visible_states(tr):
            found = _matching(vis, self.sel)
            if len(found) >= 2 and self._ordered(found):
                return CheckResult(True, f"the {what}s grow in size {words}.", found[0].get("line"))
            if len(found) > len(best):
                best = found
        if len(best) < 2:
            return CheckResult(True, f"{what}: fewer than two shown (not checked here).")
        sizes = ", ".join(
            f"{max(_bbox(m)[2] - _bbox(m)[0], _bbox(m)[3] - _bbox(m)[1]):.1f}" for m in best
        )
        return CheckResult(
            False,
            f"The {what}s should grow in size {words} (each larger than the one before), but "
            f"their sizes are {sizes}; give each its own size, e.g. radius=0.5, 1 and 1.5, "
            "in that order.",
            best[0].get("line"),
            self._fix(tr, best),
        )

    def _fix(self, tr: dict[str, Any], members: list[Mob]) -> SizeSteps | None:
        """Resize the members where they are exactly the parts of one group of the user's
        (``VGroup(*[Circle() for _ in range(3)])``) with its creating line."""
        parents = {m.get("parent") for m in members}
        if len(parents) != 1 or None in parents:
            return None
        group = next((m for m in _every_state(tr) if m.get("id") in parents), None)
        if group is None or not isinstance(group.get("line"), int):
            return None
        kids = set(group.get("children") or [])
        if kids and kids != {m.get("id") for m in members}:
            return None  # the group holds more than these (labels): resizing all would be wrong
        return SizeSteps(int(group["line"]), self.direction, len(members))


@dataclass
class Stays(Requirement):
    """``sel`` is still on screen in the video's last frame once it has been shown: a shape or
    text the description names and never asks to leave (the reader adds it only where the
    description says nothing of fading out, removing, replacing or turning one thing into
    another). An object never shown is the object requirement's finding, not this one's."""

    kind: ClassVar[str] = "stays"
    sel: Sel = field(default_factory=Sel)

    def __post_init__(self) -> None:
        self.sel = _sel(self.sel)

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        shown = [found for _, vis in _visible_states(tr) if (found := _matching(vis, self.sel))]
        what = self.sel.describe()
        if not shown:
            return CheckResult(True, f"{what}: never shown (not checked here).")
        final = _final(tr)
        last = {**tr, "steps": [{"kind": "wait", "run_time": 1.0, "visible": final}]}
        if _matching(final, self.sel) or (
            self.sel.text and HasText(text=self.sel.text).check(last).ok
        ):  # a text may end up in parts (a word recoloured on its own)
            return CheckResult(True, f"{what} still shown at the end.", shown[-1][0].get("line"))
        gone = shown[-1][0]
        kids = set(gone.get("children") or [])
        left = kids & {m.get("id") for m in final}
        if len(left) >= 2 and len(left) >= 0.5 * len(kids):
            # Manim split it into its parts (a play on one row of a table puts the table's
            # other parts in the scene on their own): the viewer still sees it
            return CheckResult(True, f"{what}: its parts are still shown at the end.")
        gx0, gy0, gx1, gy1 = _bbox(gone)
        area = max(gx1 - gx0, 1e-3) * max(gy1 - gy0, 1e-3)
        boxes = [b for m in final if (b := _bbox(m)) and (b[2] - b[0]) * (b[3] - b[1]) <= 4 * area]
        pts = [(gx0 + (i + 0.5) * (gx1 - gx0) / 12, gy0 + (j + 0.5) * (gy1 - gy0) / 4)
               for i in range(12) for j in range(4)]  # fmt: skip
        filled = sum(any(b[0] <= x <= b[2] and b[1] <= y <= b[3] for b in boxes) for x, y in pts)
        if self.sel.text and filled >= 0.6 * len(pts):
            # things of its size still fill a text's place (its letters, listed apart, or what
            # it was recoloured or restyled into): not gone. A shape must itself be there (a
            # yellow sine turned into a green cosine on the same spot is gone)
            return CheckResult(True, f"{what}: its place is still filled at the end.")
        return CheckResult(
            False,
            f"The {what} is shown but gone from the last frame, and the description never asks "
            "it to leave: keep it on screen to the end (no FadeOut or Uncreate on it; to make "
            "something new from it, draw the new object beside it or Transform a copy).",
            shown[-1][0].get("line"),
        )


@dataclass
class Recolour(Requirement):
    """``count`` objects matching ``sel`` are shown in the colour ``to`` after a matching object
    was shown in another colour: "turn the pentagon purple", "make them all turn green", "Step 2
    becomes yellow". Shown in ``to`` from its first frame is no change: the viewer never sees
    it turn. Which object was the other colour is not asked (a red circle that replaces a blue one
    counts as the blue one turning red). With ``together`` ("make them all turn green at the
    same time") the first step that shows any of them turned shows all ``count``: one turned,
    then the rest, fails."""

    kind: ClassVar[str] = "recolour"
    sel: Sel = field(default_factory=Sel)
    to: str = "red"
    count: int = 1
    together: bool = False

    def __post_init__(self) -> None:
        self.sel = _sel(self.sel)
        self.sel = Sel(shape=self.sel.shape, text=self.sel.text)  # the colour is ``to``

    def _other(self, m: Mob) -> bool:
        cols = _mob_colours(m)
        return bool(cols) and not any(colour_matches(c, self.to) for c in cols)

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        new = Sel(shape=self.sel.shape, color=self.to, text=self.sel.text)
        shown = HasObject(sel=new, count=self.count).check(tr)
        if not shown.ok:
            return shown
        steps = _steps(tr)
        before = next(
            (
                i
                for i, vis in _visible_states(tr)
                if any(map(self._other, _matching(vis, self.sel)))
            ),
            None,
        )
        what = self.sel.describe()
        if before is None:
            return CheckResult(
                False,
                f"The {what} is {self.to} from the moment it is shown, so the viewer never sees "
                f"it turn {self.to}: show it in its first colour, then "
                f"self.play(x.animate.set_color({manim_colour(self.to)})).",
                shown.line,
            )
        later = HasObject(sel=new, count=self.count).check({**tr, "steps": steps[before + 1 :]})
        if not later.ok:
            return CheckResult(
                False,
                f"The {what} is never shown turning {self.to}: after it appears in another "
                f"colour, no later frame shows {self.count if self.count > 1 else 'it'} in "
                f"{self.to}; add self.play(x.animate.set_color({manim_colour(self.to)})).",
                shown.line,
            )
        if self.together and self.count > 1:
            apart = self._apart(tr, steps, before, new)
            if apart is not None:
                return apart
        return CheckResult(True, f"the {what} turns {self.to}.", later.line)

    def _apart(
        self, tr: dict[str, Any], steps: list[dict[str, Any]], before: int, new: Sel
    ) -> CheckResult | None:
        """Where "at the same time" is asked: a failure when the first step that shows more of
        them in ``to`` than before shows fewer than ``count``."""
        start = len(_matching(steps[before].get("visible") or [], new))
        for i in range(before + 1, len(steps)):
            n = len(_matching(steps[i].get("visible") or [], new))
            if n <= start:
                continue
            if n >= self.count:
                return None
            s = steps[i]
            return CheckResult(
                False,
                f"All {self.count} of the {self.sel.describe()}s should turn {self.to} at the same "
                "time, but the "
                f"play at line {s.get('line')} turns only {n - start} of {self.count}; change "
                f"them in one play: self.play(group.animate.set_color("
                f"{manim_colour(self.to)})).",
                s.get("line"),
            )
        return None


#: classes that draw a function's curve (the ``roots`` and extrema of a plot are theirs alone);
#: a crossing may also be of straight lines
PLOTTED = ("ParametricFunction", "FunctionGraph")
CROSSABLE = (*PLOTTED, "Line", "DashedLine", "TangentLine")
MARKER_RADIUS = 0.3  # a circle this small marks a point as a dot does ("an open circle at 2")
FEATURE_WORDS = {
    "roots": "roots", "crossing": "crossing", "maximum": "highest point",
    "minimum": "lowest point", "extremum": "turning point", "y_intercept": "y-intercept",
}  # fmt: skip


def _curve_points(m: Mob) -> list[Point]:
    """A drawn curve's seen points: its samples, or a straight one's two ends."""
    geom = m.get("geom") or {}
    pts = _pts(geom.get("samples"))
    if not pts and m.get("shape") == "line":
        pts = _pts(geom.get("ends"))
    return pts if len(pts) >= 2 else []


def _axes_frame(vis: list[Mob]) -> curvepoints.AxesFrame | None:
    """The coordinates of the first visible Axes (or number plane) with both unit points."""
    for m in vis:
        frame = curvepoints.AxesFrame.from_axis((m.get("geom") or {}).get("axis"))
        if frame is not None:
            return frame
    return None


@dataclass
class MarkedPoint(Requirement):
    """Markers ``a`` (dots, small circles) sit at the ``feature`` points of a plotted curve:
    ``roots`` (every place it meets the x-axis), ``crossing`` (every place two curves or lines
    cross), ``maximum`` / ``minimum`` / ``extremum`` (one of its interior highest / lowest /
    turning points; a parabola's vertex is its extremum), ``y_intercept``. The points come from
    the curves' seen geometry (``server/faithful/curvepoints.py``), so a dot at the wrong x on
    the axis fails with where it should be. Where no drawn curve has such a point (a range that
    misses the roots, an older trace without samples) it is not checked."""

    kind: ClassVar[str] = "marked"
    a: Sel = field(default_factory=lambda: Sel(shape="dot"))
    feature: str = "roots"
    tol: float = 0.3
    at_x: float | None = None  # only the points at this x on the axes ("cross at x = 2")

    def __post_init__(self) -> None:
        self.a = _sel(self.a)
        if self.feature not in curvepoints.FEATURES:
            raise ValueError(f"unknown feature {self.feature!r}; use one of {curvepoints.FEATURES}")

    def _markers(self, vis: list[Mob]) -> list[Mob]:
        """The markers of a state: ``a``'s matches, and for a dot also small circles."""
        found = _matching(vis, self.a)
        if self.a.shape != "dot":
            return found
        ids = {m.get("id") for m in found}
        small = [
            m for m in vis
            if m.get("id") not in ids and m.get("shape") == "circle"
            and float((m.get("geom") or {}).get("radius") or 1.0) <= MARKER_RADIUS
            and (self.a.color is None
                 or any(colour_matches(c, self.a.color) for c in _mob_colours(m)))
        ]  # fmt: skip
        return found + small

    def _point_sets(self, vis: list[Mob], frame: curvepoints.AxesFrame | None) -> list[list[Point]]:
        """Per drawn curve (per pair of curves or lines for a crossing): the points to mark."""
        if self.feature == "crossing":
            lines = [pts for m in vis if m.get("cls") in CROSSABLE and not _member(m)
                     and (pts := _curve_points(m))]  # fmt: skip
            pairs = (curvepoints.crossings(pa, pb) for pa, pb in itertools.combinations(lines, 2))
            return [got for got in pairs if got]
        sets: list[list[Point]] = []
        for m in vis:
            pts = _curve_points(m) if m.get("cls") in PLOTTED else []
            if not pts:
                continue
            if self.feature == "roots":
                got = curvepoints.roots(pts, frame) if frame else None
            elif self.feature == "y_intercept":
                got = curvepoints.y_intercepts(pts, frame) if frame else None
            else:
                got = curvepoints.extrema(pts, self.feature, frame)
            if got:
                sets.append(got)
        return sets

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        word, what = FEATURE_WORDS[self.feature], self.a.describe()
        every = self.feature in ("roots", "crossing", "y_intercept")
        seen_points = False
        miss: tuple[list[Point], list[Mob], curvepoints.AxesFrame | None] | None = None
        for _, vis in _visible_states(tr):
            markers = self._markers(vis)
            frame = _axes_frame(vis)
            # the state's first curve (pair) left unmarked, and the markers that mark none of it
            first: tuple[list[Point], list[Mob]] | None = None
            for points in self._point_sets(vis, frame):
                if self.at_x is not None and frame is not None:
                    points = [p for p in points if abs(frame.value(p)[0] - self.at_x) <= AT_X_TOL]
                    if not points:
                        continue
                seen_points = True
                if not markers:
                    continue
                near = [any(_box_dist(p, mk) <= self.tol for mk in markers) for p in points]
                if all(near) if every else any(near):
                    return CheckResult(True, f"the {what} mark the {word}.", markers[0].get("line"))
                if first is None:
                    stray = [mk for mk in markers
                             if all(_box_dist(p, mk) > self.tol for p in points)]  # fmt: skip
                    first = ([p for p, ok in zip(points, near, strict=True) if not ok], stray)
            if first is not None:
                miss = (first[0], first[1] or markers, frame)
        if not seen_points:
            return CheckResult(True, f"{what} at the {word} (not checked: no drawn curve has one).")
        if miss is None:
            return CheckResult(
                False,
                f"No {what} is shown with the curve to mark its {word}; add one with "
                f"Dot(axes.c2p(x, y)) at that point.",
            )
        points, markers, frame = miss

        def where(p: Point) -> str:
            if frame is None:
                return _fmt_point(p)
            x, y = frame.value(p)
            return f"axes.c2p({x:.3g}, {y:.3g})"

        want = [where(p) for p in points[:4]]
        got = ", ".join(where(_center(m)) for m in markers[:4])
        verb = "it is" if len(markers) == 1 else "they are"
        curves = "curves" if self.feature == "crossing" else "curve"
        place = f".move_to({want[0]})" if frame else f".move_to({want[0]}) (scene coordinates)"
        return CheckResult(
            False,
            f"The {what} should mark the {word} of the {curves}, at {' and '.join(want)}, but "
            f"{verb} at {got}; place {'it' if len(want) == 1 else 'one at each'} with {place}.",
            markers[0].get("line"),
        )


AT_X_TOL = 0.25  # axes units: a feature point "at x = 2" lies this near x = 2
FIT_TOL = 0.2  # a curve fits a function where at most this share of its samples are off
#: by more than FIT_ABS axes units plus FIT_REL of the value
FIT_ABS, FIT_REL = 0.1, 0.05
FIT_MIN_SAMPLES = 4  # fewer defined samples than this: not judged


def _fit(m: Mob, frame: curvepoints.AxesFrame, f: Callable[[float], float | None]) -> float | None:
    """How badly a drawn curve's values miss ``f``: the share of its samples further from it
    than ``FIT_ABS`` units plus ``FIT_REL`` of the value; None where too few samples fall where
    ``f`` is defined."""
    off = []
    for p in _curve_points(m):
        x, y = frame.value(p)
        want = f(x)
        if want is None:
            continue
        off.append(abs(y - want) > FIT_ABS + FIT_REL * abs(want))
    if len(off) < FIT_MIN_SAMPLES and not (m.get("shape") == "line" and len(off) >= 2):
        return None
    return statistics.mean(off)


@dataclass
class PlotOf(Requirement):
    """A curve of ``function`` (as written: "2x", "x^2 - 4", "sin(x)"; read by
    ``server/faithful/plotfn.py``) is drawn on axes, in ``color`` where named: "plot y = 2x in
    blue, then y = x^2 in red" with the colours swapped fails on both. Judged from the curves'
    seen samples in the axes' coordinates; where the function cannot be read, no axes or no
    curve samples are seen, it is not checked."""

    kind: ClassVar[str] = "plot_of"
    function: str = "x"
    color: str | None = None

    def check(self, trace: Any) -> CheckResult:
        f = plotfn.parse_function(self.function)
        what = f"curve of y = {self.function}" + (f" in {self.color}" if self.color else "")
        if f is None:
            return CheckResult(True, f"the {what} (not checked: the formula is not read).")
        tr = trace_dict(trace)
        fitting: list[Mob] = []  # curves of the function in another colour
        coloured: list[Mob] = []  # plotted curves of the colour that are another function
        judged = False
        for _, vis in _visible_states(tr):
            frame = _axes_frame(vis)
            if frame is None:
                continue
            for m in vis:
                if m.get("cls") not in CROSSABLE or _member(m):
                    continue
                err = _fit(m, frame, f)
                if err is None:
                    continue
                judged = True
                right_colour = self.color is None or any(
                    colour_matches(c, self.color) for c in _mob_colours(m)
                )
                if err <= FIT_TOL and right_colour:
                    return CheckResult(True, f"the {what} is drawn.", m.get("line"))
                if err <= FIT_TOL:
                    fitting.append(m)
                elif right_colour and m.get("cls") in PLOTTED:
                    coloured.append(m)
        if not judged:
            return CheckResult(True, f"the {what} (not checked: no curve on axes is seen).")
        if fitting and self.color is not None:
            m = fitting[-1]
            line = m.get("line")
            return CheckResult(
                False,
                f"The curve of y = {self.function} is drawn, but not in {self.color}; plot it "
                f"with color={self.color.upper()}.",
                line,
                Placement(int(line), f"set_color({self.color.upper()})",
                          why="in the colour the description asks")
                if isinstance(line, int) and self.color.upper() in MANIM_COLOURS
                else None,
            )  # fmt: skip
        where = f" (the {self.color} one is another function)" if coloured else ""
        return CheckResult(
            False,
            f"No curve of y = {self.function} is drawn{where}; plot it with "
            f"axes.plot(lambda x: {plotfn.python_form(self.function)}"
            + (f", color={self.color.upper()})." if self.color else ")."),
            coloured[-1].get("line") if coloured else None,
        )


CELL_SCOPES = ("cell", "row", "column")
#: a highlight this much of the table's box or more is a frame round the table, not one row
TABLE_SHARE = 0.6


def _cells(vis: list[Mob]) -> list[Mob]:
    """A state's table cells (the trace's ``member`` of kind ``cell``: row, col from 1)."""
    return [m for m in vis if _member(m).get("kind") == "cell"]


def _inside(p: Point, box: tuple[float, float, float, float], pad: float = 0.05) -> bool:
    return box[0] - pad <= p[0] <= box[2] + pad and box[1] - pad <= p[1] <= box[3] + pad


@dataclass
class CellHighlight(Requirement):
    """A table's cell, row or column (``scope``) is highlighted: the one whose cell says
    ``text`` ("the cell with 5", "the row of Cal"), or else whose number is the largest or
    smallest (``which``: ``max`` / ``min``, "the row with the highest score"; neither: not
    checked). Highlighted means that
    after it was first shown, its cells turn another colour (``color`` where named), a shape
    (a rectangle, a filled cell) covers them and no other row's (column's) cells, or an
    Indicate-like animation plays on them; and no other cell turns colour in that step (only
    the asked one changes). The finding names the table position to use (``table.get_cell``)."""

    kind: ClassVar[str] = "cell_highlight"
    text: str | None = None
    which: str | None = None
    scope: str = "cell"
    color: str | None = None

    def __post_init__(self) -> None:
        if self.scope not in CELL_SCOPES:
            raise ValueError(f"unknown scope {self.scope!r}; use one of {CELL_SCOPES}")
        if self.which not in (None, "max", "min"):
            raise ValueError(f"unknown which {self.which!r}; use max or min")

    def _target(self, cells: list[Mob]) -> Mob | None:
        if self.text is not None:
            found = [c for c in cells if _text_matches(c, self.text)]
            return found[0] if found else None
        valued = []
        for c in cells:
            nums = _mob_numbers(c)
            if len(nums) == 1:
                valued.append((nums[0], c))
        if not valued:
            return None
        pick = max if self.which == "max" else min
        return pick(valued, key=lambda vc: vc[0])[1]

    def _group(self, cells: list[Mob], target: Mob) -> list[Mob]:
        """The target's cells: itself, its row or its column (of the same table)."""
        if self.scope == "cell":
            return [target]
        key = "row" if self.scope == "row" else "col"
        t = _member(target)
        return [c for c in cells if c.get("parent") == target.get("parent")
                and _member(c).get(key) == t.get(key)]  # fmt: skip

    def _what(self, target: Mob) -> str:
        if self.text is not None:
            head = f'the {self.scope} with "{self.text}"'
        else:
            word = "largest" if self.which == "max" else "smallest"
            head = f"the {self.scope} with the {word} number"
        t = _member(target)
        return f"{head} (table position ({t.get('row')}, {t.get('col')}))"

    def _how(self, target: Mob) -> str:
        t = _member(target)
        colour = manim_colour(self.color or "yellow")
        if self.scope == "cell":
            return (f"table.add_highlighted_cell(({t.get('row')}, {t.get('col')}), "
                    f"color={colour}) or self.play(table.get_entries(({t.get('row')}, "
                    f"{t.get('col')})).animate.set_color({colour}))")  # fmt: skip
        if self.scope == "row":
            return (f"self.play(Create(SurroundingRectangle(table.get_rows()[{int(t.get('row', 1)) - 1}], "
                    f"color={colour})))")  # fmt: skip
        return (f"self.play(Create(SurroundingRectangle(table.get_columns()[{int(t.get('col', 1)) - 1}], "
                f"color={colour})))")  # fmt: skip

    @staticmethod
    def _opaque(tr: dict[str, Any], anim: dict[str, Any], cells: list[Mob]) -> bool:
        """Whether an animation plays on a group the trace does not open (``table.get_rows()[i]``
        has no listed members): it may be the asked row, so the check does not judge it."""
        pool = _by_id(tr)
        known = {c["id"] for c in cells} | {c.get("parent") for c in cells}
        return any(
            x not in known and not (pool.get(x) or {}).get("children")
            and (pool.get(x) or {}).get("cls") in ("VGroup", "Group", "VMobject", None)
            for x in anim.get("targets") or []
        )  # fmt: skip

    def _colour_ok(self, m: Mob) -> bool:
        return self.color is None or any(colour_matches(c, self.color) for c in _mob_colours(m))

    def check(self, trace: Any) -> CheckResult:
        if self.text is None and self.which is None:
            return CheckResult(True, "no cell named (not checked).")
        tr = trace_dict(trace)
        states = _visible_states(tr)
        first: dict[str, list[str]] = {}  # each cell's colours when first seen
        target: Mob | None = None
        seen_cells = False
        anims: dict[int, list[dict[str, Any]]] = {}
        for i, a in _anims(tr):
            anims.setdefault(i, []).append(a)
        others_changed = with_others = False
        known: dict[str, Mob] = {}  # every cell seen, as last seen (a split table's keep theirs)
        tboxes: dict[str, tuple[float, float, float, float]] = {}  # each table's box when shown
        for i, vis in states:
            shown_ids = {m.get("id") for m in vis}
            for m in vis:
                if _member(m).get("kind") == "cell":
                    known[m["id"]] = m
                elif m.get("id") in known:  # the same text, split off its table by Manim
                    old = known[m["id"]]
                    known[m["id"]] = {**m, "member": old.get("member"), "parent": old.get("parent")}
                if m.get("cls") in SHAPES["table"]:
                    tboxes.setdefault(m["id"], _bbox(m))
            cells = list(known.values())
            if target is not None and any(
                a.get("cls") in ANIMS["indicate"] and self._opaque(tr, a, cells)
                for a in anims.get(i, [])
            ):
                return CheckResult(True, f"{self._what(target)}: an indicated group (not checked).")
            if not cells:
                continue
            seen_cells = True
            for c in cells:
                first.setdefault(c["id"], _mob_colours(c))
            t = self._target(cells)
            if t is None:
                continue
            target = target or t
            group = self._group(cells, t)
            ids = {c["id"] for c in group}
            rest = [c for c in cells if c["id"] not in ids and c.get("parent") == t.get("parent")]
            turned = [
                c for c in group if c["id"] in shown_ids and _mob_colours(c) != first.get(c["id"])
                and self._colour_ok(c)
            ]  # fmt: skip
            moved_others = [
                c for c in rest if c["id"] in shown_ids and _mob_colours(c) != first.get(c["id"])
            ]
            # a shape over the group's cells and no other row's (column's)
            tbox = tboxes.get(str(t.get("parent")))
            covers = False
            for m in vis:
                if m.get("id") in known or _member(m) or m.get("id") == t.get("parent"):
                    continue
                if m.get("text") or m.get("tex") or not self._colour_ok(m):
                    continue
                box = _bbox(m)
                if not all(_inside(_center(c), box) for c in group):
                    continue
                if tbox is not None:
                    area = (box[2] - box[0]) * (box[3] - box[1])
                    tarea = max((tbox[2] - tbox[0]) * (tbox[3] - tbox[1]), 1e-9)
                    if area >= TABLE_SHARE * tarea:
                        continue
                if any(_inside(_center(c), box, pad=-0.05) for c in rest):
                    moved_others = moved_others or rest[:1]
                    continue
                covers = True
            indicated = any(
                a.get("cls") in ANIMS["indicate"] and set(a.get("targets") or []) & ids
                and not set(a.get("targets") or []) & {c["id"] for c in rest}
                for a in anims.get(i, [])
            ) and self.color is None  # fmt: skip
            hit = len(turned) == len(group) or covers or indicated
            if hit and not moved_others:
                return CheckResult(True, f"{self._what(t)} is highlighted.", t.get("line"))
            with_others = with_others or hit
            others_changed = others_changed or bool(moved_others)
        if not seen_cells:
            return CheckResult(True, "no table cells in the trace (not checked).")
        if target is None:
            what = f'"{self.text}"' if self.text is not None else "a number"
            return CheckResult(False, f"No table cell says {what}; put it in the table's data.")
        colour = f" in {self.color}" if self.color else ""
        if with_others:
            return CheckResult(
                False,
                f"Only {self._what(target)} should be highlighted{colour}, but other cells change "
                f"too; highlight just it with {self._how(target)}.",
                target.get("line"),
            )
        return CheckResult(
            False,
            f"{self._what(target)[0].upper()}{self._what(target)[1:]} should be highlighted"
            f"{colour}, but it never is{' (another cell changes instead)' if others_changed else ''}; "
            f"use {self._how(target)}.",
            target.get("line"),
        )


@dataclass
class Filled(Requirement):
    """The object matching ``sel`` is drawn filled (``filled``: "a filled circle at 3", "a solid
    dot") or as an outline only ("an open circle at -2", "a hollow dot"). Filled means a fill of
    opacity 0.5 or more in a colour that stands out from the background; open means no such fill
    (a fill in the background's colour counts as open: the usual way to draw an open dot over a
    line). With ``at`` (a value on a number line, or a point on axes), only the matching objects
    within 0.5 units of that point are judged; where none is there this check says nothing (the
    ``attached`` requirement reports a missing or misplaced one)."""

    kind: ClassVar[str] = "filled"
    sel: Sel = field(default_factory=Sel)
    filled: bool = True
    at: list[float] | None = None

    def __post_init__(self) -> None:
        self.sel = _sel(self.sel)
        if self.at is not None:
            self.at = [float(x) for x in self.at]

    @staticmethod
    def _looks_filled(m: Mob, background: str) -> bool:
        fill = m.get("fill")
        if float(m.get("fill_opacity") or 0.0) < 0.5 or not fill:
            return False
        hsv, bg = _hsv(str(fill)), _hsv(background)
        if hsv is None or bg is None:
            return True
        return abs(hsv[2] - bg[2]) > 0.15 or (hsv[1] > 0.3 and abs(hsv[0] - bg[0]) > 0.05)

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        what = self.sel.describe()
        where = f" at {', '.join(f'{x:g}' for x in self.at)}" if self.at else ""
        background = str(tr.get("background") or "#000000")
        judged: dict[str, Mob] = {}
        for _, vis in _visible_states(tr):
            found = _matching(vis, self.sel)
            if self.at:
                pts = [
                    p
                    for m in vis
                    if (m.get("geom") or {}).get("axis")
                    and (p := axis_point(m, self.at)) is not None
                ]
                if not pts and len(self.at) >= 2:
                    pts = [(self.at[0], self.at[1])]
                found = [m for m in found if any(_box_dist(p, m) <= 0.5 for p in pts)]
            for m in found:
                judged[str(m.get("id"))] = m  # its last visible state
        if not judged:
            return CheckResult(True, f"{what}{where}: none shown there (not checked here).")
        state = "filled" if self.filled else "an outline only"
        mobs = list(judged.values())
        if any(self._looks_filled(m, background) == self.filled for m in mobs):
            return CheckResult(True, f"the {what}{where} is {state}.", _first_line(mobs))
        m = mobs[-1]
        how = (
            "give it a fill, e.g. Dot(point, color=BLUE) or Circle(radius=0.12, fill_opacity=1)"
            if self.filled
            else "draw it as an outline, e.g. Circle(radius=0.12, color=BLUE, fill_opacity=0) "
            "or Dot(point, fill_opacity=0, stroke_width=3, stroke_color=BLUE)"
        )
        return CheckResult(
            False,
            f"The {what}{where} should be {'filled' if self.filled else 'open (an outline only)'}"
            f", but {member_name(m)} is drawn {'as an outline' if self.filled else 'filled'}; "
            f"{how}.",
            m.get("line"),
        )


KINDS: dict[str, type[Requirement]] = {
    c.kind: c
    for c in (
        HasObject,
        HasText,
        Stays,
        SizeOrder,
        NumberChanges,
        Relation,
        Arrangement,
        Order,
        Together,
        OneByOne,
        Motion,
        Counting,
        ThreeD,
        CameraMove,
        InRegion,
        FrameShare,
        Attached,
        RotationPivot,
        PathMotion,
        Swap,
        Orientation,
        RightAngled,
        SameSize,
        EachLabelled,
        Diagonals,
        Inscribed,
        MemberChange,
        TextNumber,
        Recolour,
        MarkedPoint,
        CellHighlight,
        Filled,
        PlotOf,
    )
}


def requirement_from_dict(d: dict[str, Any]) -> Requirement:
    """A requirement from its JSON form (``{"kind": ..., fields...}``); a clear error otherwise."""
    d = dict(d)
    kind = d.pop("kind", None)
    cls = KINDS.get(str(kind))
    if cls is None:
        raise ValueError(f"unknown requirement kind {kind!r}; use one of {sorted(KINDS)}")
    names = set(cls.__dataclass_fields__)
    extra = set(d) - names
    if extra:
        raise ValueError(f"{kind}: unknown field(s) {sorted(extra)}; allowed {sorted(names)}")
    return cls(**d)


@dataclass
class Evaluation:
    results: list[tuple[Requirement, CheckResult]]

    @property
    def passed(self) -> int:
        return sum(r.ok for _, r in self.results)

    @property
    def total(self) -> int:
        return len(self.results)

    @property
    def all_met(self) -> bool:
        return all(r.ok for _, r in self.results)

    def failures(self) -> list[CheckResult]:
        return [r for _, r in self.results if not r.ok]


def evaluate(
    requirements: Sequence[Requirement], trace: Any, *, strict: bool = False
) -> Evaluation:
    """Check every requirement. A check that crashes on an odd trace counts as met (never a false
    failure) unless ``strict`` (the benchmark's own verification), where it raises."""
    tr = trace_dict(trace)
    out = []
    for req in requirements:
        try:
            res = req.check(tr)
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            if strict:
                raise
            res = CheckResult(True, f"not checked ({type(exc).__name__}: {exc})")
        out.append((req, res))
    return Evaluation(out)


# -- helpers other modules read the trace with (the edit checks: server/faithful/tracediff.py) ---
def visible_states(trace: Any) -> list[tuple[int, list[Mob]]]:
    """``(step index, visible mobjects)`` for every step of a trace."""
    return _visible_states(trace_dict(trace))


def matching(mobs: Iterable[Mob], sel: Sel) -> list[Mob]:
    """The mobjects ``sel`` picks (by their own class; a group only where no member matches)."""
    return _matching(mobs, sel)


def mob_colours(m: Mob) -> list[str]:
    """The colours a viewer sees on a mobject (fill, then stroke)."""
    return _mob_colours(m)


def ids_of(trace: Any, sel: Sel) -> set[str]:
    """Ids of the mobjects ``sel`` picks, with their parents and children."""
    return _ids_of(trace_dict(trace), sel)


def centre_of(m: Mob) -> tuple[float, float]:
    """A mobject's centre in the frame's plane."""
    return _center(m)


def size_of(m: Mob) -> tuple[float, float]:
    """A mobject's box width and height."""
    x0, y0, x1, y1 = _bbox(m)
    return x1 - x0, y1 - y0
