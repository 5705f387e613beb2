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
import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, ClassVar

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
    "graph": ("ParametricFunction", "FunctionGraph", "ImplicitFunction", "Graph", "DiGraph"),
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
}
THREE_D_SHAPES = {"cube", "sphere", "cone", "cylinder", "torus", "prism", "surface"}

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
MOVE_METHODS = ("shift", "move_to", "next_to", "to_edge", "to_corner", "align_to", "set_x", "set_y")


def _methods(anim: dict[str, Any]) -> list[dict[str, Any]]:
    """The ``.animate`` method calls of an animation (``params.methods``; names or dicts)."""
    out = []
    for m in (anim.get("params") or {}).get("methods") or []:
        out.append(m if isinstance(m, dict) else {"name": str(m)})
    return out


def _staggered(anim: dict[str, Any]) -> bool:
    return anim.get("cls") in STAGGER or (anim.get("params") or {}).get("group") in STAGGER


@dataclass
class CheckResult:
    ok: bool
    message: str
    line: int | None = None


# -- trace access --------------------------------------------------------------------------------
def trace_dict(trace: Any) -> dict[str, Any]:
    """The dict form of a trace (a ``SceneTrace`` or its ``to_dict()``)."""
    if isinstance(trace, dict):
        return trace
    if hasattr(trace, "to_dict"):
        return dict(trace.to_dict())
    raise TypeError(f"not a scene trace: {type(trace).__name__}")


def _steps(tr: dict[str, Any]) -> list[dict[str, Any]]:
    return list(tr.get("steps") or [])


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


def _classes(m: Mob) -> set[str]:
    return {m.get("cls") or ""} | set(m.get("family_classes") or [])


def _own_class_matches(m: Mob, shape: str) -> bool:
    return (m.get("cls") or "") in SHAPES.get(shape, (shape,))


def _family_matches(m: Mob, shape: str) -> bool:
    return bool(_classes(m) & set(SHAPES.get(shape, (shape,))))


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


def norm_tex(s: str) -> str:
    s = re.sub(r"\\(left|right|displaystyle|,|;|!|quad|qquad)", "", s)
    s = s.replace("\\cdot", "*").replace("\\times", "x").replace("{", "").replace("}", "")
    return re.sub(r"\s+", "", s).lower()


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


def _text_matches(m: Mob, want: str) -> bool:
    if m.get("text") and norm_text(want) in norm_text(m["text"]):
        return True
    if m.get("tex") and norm_tex(want) in norm_tex(m["tex"]):
        return True
    if m.get("value") is not None:
        try:
            return math.isclose(float(want), float(m["value"]), abs_tol=1e-6)
        except ValueError:
            return False
    return False


def _matching(mobs: Iterable[Mob], sel: Sel) -> list[Mob]:
    """Mobjects that match by their own class; a shape hidden inside a group counts only if no
    user-created member matches (then the group stands for it)."""
    mobs = list(mobs)
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
            found = _matching(vis, self.sel)
            if len(found) > len(best):
                best = found
        what = self.sel.describe()
        n = len(best)
        if n == 0:
            shape_only = Sel(shape=self.sel.shape, text=self.sel.text)
            wrong = _matching(_all_seen(tr).values(), shape_only) if self.sel.color else []
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
            return CheckResult(
                False,
                f"The description asks for {self.count} {what}(s) but at most {n} are visible "
                f"together; create {self.count} of them (e.g. in a VGroup) and show them all.",
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
        seen = list(_all_seen(tr).values())
        hits = [m for m in seen if _text_matches(m, self.text)]
        if not hits:
            # a formula written as several MathTex parts: join the parts of one parent
            joined: dict[str, str] = {}
            for m in seen:
                if m.get("tex") and m.get("parent"):
                    joined[m["parent"]] = joined.get(m["parent"], "") + m["tex"]
            if any(norm_tex(self.text) in norm_tex(t) for t in joined.values()):
                return CheckResult(True, f'"{self.text}" shown (in parts).')
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


RELATIONS = ("below", "above", "left_of", "right_of", "next_to", "inside", "center", "overlap")


def _relation_holds(rel: str, a: Mob, b: Mob | None, tol: float = 0.1) -> bool:
    ax0, ay0, ax1, ay1 = _bbox(a)
    acx, acy = _center(a)
    if rel == "center":
        return math.hypot(acx, acy) <= 0.6
    if b is None:
        return False
    bx0, by0, bx1, by1 = _bbox(b)
    bcx, bcy = _center(b)
    if rel == "below":
        return acy < by0 + tol and acy < bcy
    if rel == "above":
        return acy > by1 - tol and acy > bcy
    if rel == "left_of":
        return acx < bx0 + tol and acx < bcx
    if rel == "right_of":
        return acx > bx1 - tol and acx > bcx
    if rel == "next_to":
        return _overlap_frac(a, b) < 0.2 and _gap(a, b) < 2.0
    if rel == "inside":
        return ax0 >= bx0 - tol and ax1 <= bx1 + tol and ay0 >= by0 - tol and ay1 <= by1 + tol
    if rel == "overlap":
        return _overlap_frac(a, b) > 0.0
    return False


_REL_WORDS = {
    "below": ("below", "next_to(..., DOWN)"),
    "above": ("above", "next_to(..., UP)"),
    "left_of": ("to the left of", "next_to(..., LEFT)"),
    "right_of": ("to the right of", "next_to(..., RIGHT)"),
    "next_to": ("next to", "next_to(...)"),
    "inside": ("inside", "move_to(...) and a smaller size"),
    "overlap": ("on", "move_to(...)"),
}


@dataclass
class Relation(Requirement):
    """``a`` stands in ``rel`` to ``b`` (or, for ``center``, at the centre) at some step where both
    are visible."""

    kind: ClassVar[str] = "relation"
    a: Sel = field(default_factory=Sel)
    rel: str = "below"
    b: Sel | None = None

    def __post_init__(self) -> None:
        self.a = _sel(self.a)
        self.b = None if self.b is None else _sel(self.b)
        if self.rel not in RELATIONS:
            raise ValueError(f"unknown relation {self.rel!r}; use one of {RELATIONS}")

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        seen_a: list[Mob] = []
        seen_b: list[Mob] = []
        for _, vis in _visible_states(tr):
            as_ = _matching(vis, self.a)
            bs = _matching(vis, self.b) if self.b is not None else [None]
            seen_a += as_
            seen_b += [b for b in bs if b is not None]
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
            p = _center(seen_a[-1])
            return CheckResult(
                False,
                f"The {da} should be at the centre of the screen but is at {_fmt_point(p)}; "
                "use .move_to(ORIGIN).",
                line,
            )
        assert self.b is not None
        db = self.b.describe()
        if not seen_b:
            return CheckResult(
                False,
                f"No {db} is shown, so the {da} cannot be placed relative to it; create the {db}.",
            )
        words, how = _REL_WORDS[self.rel]
        pa, pb = _center(seen_a[-1]), _center(seen_b[-1])
        if self.rel == "inside":
            (ax0, ay0, ax1, ay1), (bx0, by0, bx1, by1) = _bbox(seen_a[-1]), _bbox(seen_b[-1])
            wa, ha, wb, hb = ax1 - ax0, ay1 - ay0, bx1 - bx0, by1 - by0
            if wa > wb or ha > hb:
                return CheckResult(
                    False,
                    f"The {da} should be inside the {db}, but it is larger ({wa:.1f} x {ha:.1f} "
                    f"against {wb:.1f} x {hb:.1f}); make it smaller than the {db} (e.g. "
                    f".scale(0.5)) and place it with .move_to({db.split()[-1]}).",
                    line,
                )
        return CheckResult(
            False,
            f"The {da} should be {words} the {db}, but it is at {_fmt_point(pa)} and the "
            f"{db} at {_fmt_point(pb)}; place it with {how.replace('...', db.split()[-1])}.",
            line,
        )


def _clusters(values: Sequence[float], tol: float) -> int:
    vs = sorted(values)
    n = 0
    last: float | None = None
    for v in vs:
        if last is None or v - last > tol:
            n += 1
        last = v
    return n


@dataclass
class Arrangement(Requirement):
    """``count`` (at least) mobjects matching ``sel`` visible together, apart (no two overlap) and
    laid out as ``layout``: "row" (one row), "column", "grid" (``rows`` x ``cols``) or "apart"."""

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
        return CheckResult(
            False,
            f"The {len(best)} {what}(s) should form {shape} without overlapping, but they are at "
            f"{spots}; lay them out with {how}.",
            line,
        )


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
        return CheckResult(
            False,
            f"The {da} should appear before the {db}, but the {db} is already shown at step "
            f"{b[0] + 1}; play the {da} first and the {db} in a later self.play.",
            b[1].get("line"),
        )


def _anims(tr: dict[str, Any]) -> list[tuple[int, dict[str, Any]]]:
    return [(i, a) for i, s in enumerate(_steps(tr)) for a in (s.get("animations") or [])]


def _ids_of(tr: dict[str, Any], sel: Sel) -> set[str]:
    """Ids of matching mobjects and of their parents and children (animating a group animates its
    members)."""
    seen = _all_seen(tr)
    created = {m["id"]: m for m in tr.get("created") or []}
    pool = {**created, **seen}
    ids = {m["id"] for m in _matching(pool.values(), sel)}
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
    """``a`` and ``b`` are animated in the same ``self.play`` ("at the same time")."""

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
            if targets & ia and targets & ib:
                return CheckResult(True, "animated together.", s.get("line"))
        da, db = self.a.describe(), self.b.describe()
        return CheckResult(
            False,
            f"The {da} and the {db} should be animated at the same time; put both animations in "
            "one self.play(...).",
        )


@dataclass
class OneByOne(Requirement):
    """The matching mobjects appear one after another: in at least ``min(count, 3)`` different
    steps, or through a LaggedStart/Succession."""

    kind: ClassVar[str] = "one_by_one"
    sel: Sel = field(default_factory=Sel)
    count: int = 2

    def __post_init__(self) -> None:
        self.sel = _sel(self.sel)

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        first: dict[str, int] = {}
        for i, vis in _visible_states(tr):
            for m in _matching(vis, self.sel):
                first.setdefault(m["id"], i)
        ids = _ids_of(tr, self.sel)
        for _, a in _anims(tr):
            if _staggered(a) and set(a.get("targets") or []) & ids:
                return CheckResult(True, "staggered animation.", a.get("line"))
        need = max(2, min(self.count, 3))
        if len(set(first.values())) >= need:
            return CheckResult(True, "appear one by one.")
        what = self.sel.describe()
        if not first:
            return CheckResult(False, f"No {what} is shown; create them and show them one by one.")
        return CheckResult(
            False,
            f"The {what}s should appear one by one but they appear all at once; play them in a "
            "loop (for m in items: self.play(Create(m))) or with LaggedStart(*anims, lag_ratio=0.5).",
            _first_line([m for _, vis in _visible_states(tr) for m in _matching(vis, self.sel)]),
        )


def _size(m: Mob) -> float:
    x0, y0, x1, y1 = _bbox(m)
    return max(x1 - x0, y1 - y0)


@dataclass
class Motion(Requirement):
    """An animation of ``sel``: ``motion`` is one of rotate, move, shift, scale_up, scale_down,
    fade_in, fade_out, transform, trace, indicate, grow, write, create, move_along.

    ``angle`` (degrees, signed: positive = counterclockwise) for rotate; ``to`` (a direction word:
    left, right, up, down, center, or "x,y") for move; ``into`` (a Sel) for transform.
    """

    kind: ClassVar[str] = "motion"
    motion: str = "rotate"
    sel: Sel = field(default_factory=Sel)
    angle: float | None = None
    signed: bool = True  # False: "rotates 90 degrees" with no direction; either way counts
    to: str | None = None
    into: Sel | None = None

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
            return self._rotate(anims, what, line)
        if m in ("move", "shift"):
            return self._move(tr, what, line)
        if m in ("scale_up", "scale_down"):
            return self._scale(tr, anims, what, line)
        if m == "fade_out":
            return self._fade_out(tr, anims, what, line)
        if m == "transform":
            return self._transform(tr, anims, what, line)
        names = ANIMS.get(m, ())
        if m == "trace" and any(x.get("cls") == "TracedPath" for x in _all_seen(tr).values()):
            return CheckResult(True, "a traced path is shown.", line)
        if any(a.get("cls") in names for _, a in anims):
            return CheckResult(True, f"{m} of {what}.", line)
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
        return CheckResult(
            False,
            f"The {what} should {m.replace('_', ' ')}, but no such animation is played on it; use "
            f"{example.replace('{' + what + '}', 'obj')}.",
            line,
        )

    def _rotate(
        self, anims: list[tuple[int, dict[str, Any]]], what: str, line: int | None
    ) -> CheckResult:
        rotations = [
            a for _, a in anims
            if a.get("cls") in ANIMS["rotate"]
            or any(m.get("name") == "rotate" for m in _methods(a))
        ]  # fmt: skip
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
        return CheckResult(
            False,
            f"The {what} should rotate by {abs(self.angle):g} degrees "
            f"{sense}but rotates by "
            f"{total:.0f} degrees; use Rotate(obj, angle={self._angle_code()}).",
            rotations[0].get("line") or line,
        )

    def _angle_code(self) -> str:
        if self.angle is None:
            return "PI / 2"
        frac = self.angle / 180
        return f"{'-' if frac < 0 else ''}{abs(frac):g} * PI"

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
                    a.get("cls") in MOVE_ANIMS
                    or any(m.get("name") in MOVE_METHODS for m in _methods(a))
                )
                for _, a in _anims(tr)
            )  # a closed path ends where it started
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
            before = _first_appearance(tr, self.sel)
            for i, vis in _visible_states(tr):
                if before is not None and i > before[0] and _matching(vis, into):
                    if trans and any(j <= i for j, _ in trans):
                        return CheckResult(True, f"{what} becomes {into.describe()}.", line)
        target = into.describe() if into else "its target"
        return CheckResult(
            False,
            f"The {what} should transform into the {target}; create the {target} and play "
            "Transform(obj, target) (or ReplacementTransform).",
            line,
        )


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


def _numbers_seen(tr: dict[str, Any]) -> list[float]:
    """Numbers shown over time, in order of appearance (values, numeric texts and TeX)."""
    out: list[float] = []
    states: list[list[Mob]] = [list(tr.get("created") or [])] + [v for _, v in _visible_states(tr)]
    for i, vis in enumerate(states):
        for m in vis:
            if i == 0 and m.get("value") is None:
                continue  # created-state texts count when they are shown
            for x in _mob_numbers(m):
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
        return CheckResult(True, f"3-D {what}.", _first_line(solid))


@dataclass
class CameraMove(Requirement):
    """The camera moves (rotates, zooms or pans) during the scene."""

    kind: ClassVar[str] = "camera"

    def check(self, trace: Any) -> CheckResult:
        tr = trace_dict(trace)
        if tr.get("camera_moved"):
            return CheckResult(True, "camera moves.")
        how = (
            "self.begin_ambient_camera_rotation(rate=0.3) then self.wait(3), or "
            "self.move_camera(theta=30 * DEGREES)"
            if tr.get("three_d")
            else "a MovingCameraScene with self.play(self.camera.frame.animate.scale(0.5))"
        )
        return CheckResult(False, f"The camera should move but never does; use {how}.")


KINDS: dict[str, type[Requirement]] = {
    c.kind: c
    for c in (
        HasObject,
        HasText,
        Relation,
        Arrangement,
        Order,
        Together,
        OneByOne,
        Motion,
        Counting,
        ThreeD,
        CameraMove,
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
