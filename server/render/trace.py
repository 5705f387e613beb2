"""The scene trace: what a scene does, recorded cheaply while it renders.

For every ``play``/``wait`` (and every ``add``/``remove`` made from the user's file) the trace
keeps the animation classes, their targets and run time, and the user line of the call; after each
step, the visible mobjects with a stable id, class, colours, opacity, text/TeX/value, bounding
box, z-index and the user line that created them; and whether the camera is 3-D and moves. It is
what lets the project judge a scene against its description without a vision model
(``server.faithful``). The format is the contract in ``docs/trace.md``.

The dataclasses are pure and cross process lines as JSON (``to_dict``/``from_dict``). The
recorder (``TraceRecorder`` and ``install_trace_hooks``) runs only inside a render child; it never
raises into the scene (a broken recorder turns itself off and the trace says so).
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from types import FrameType
from typing import Any, Literal

from server.render.shapes import classify

StepKind = Literal["play", "wait", "add", "remove", "end"]
STEP_KINDS: tuple[str, ...] = ("play", "wait", "add", "remove", "end")

TRACE_VERSION = 5  # 2: seen shape and geometry, move paths, rotation pivots; 3: members; 4: turns
# (turns seen by geometry), the owner of an animated part, a split-up mobject listed whole;
# 5: the numbers a play's frames show (``values``)
MAX_STEPS = 300  # further steps are dropped (the "end" step is always kept); trace.truncated
MAX_VISIBLE = 120  # visible mobjects kept per step (top-level first)
MAX_ENTRIES = 4000  # listed entries in all steps; past it, steps list top-level mobjects only
MAX_CREATED = 1500  # user-created mobjects remembered per scene
MAX_CHILDREN = 200
MAX_MEMBERS = 64  # parts Manim builds (bars, vertices, edges, cells) listed per parent per step
MAX_TRACKED = 8  # mobjects whose path is sampled during one play
MAX_SAMPLES = 16  # positions kept per tracked mobject per play
MAX_VALUES = 16  # distinct numbers kept per tracked mobject per play
MAX_GEOM_FAMILY = 300  # a family larger than this gets no seen shape (only its own points count)
MAX_TURN_POINTS = 1200  # points a tracked mobject's turn is measured on (evenly thinned past it)
MIN_TURN = 5.0  # degrees: a tracked mobject that turned less is not listed in a step's turns
# animations that draw or undraw a mobject: its centre shifts while it does, which is no move
DRAWING = (
    "Create", "Uncreate", "Write", "Unwrite", "DrawBorderThenFill", "ShowIncreasingSubsets",
    "ShowSubmobjectsOneByOne", "GrowFromCenter", "GrowFromPoint", "GrowFromEdge", "GrowArrow",
    "SpinInFromNothing", "ShrinkToCenter", "ShowPassingFlash", "AddTextLetterByLetter",
    "RemoveTextLetterByLetter", "AddTextWordByWord", "TypeWithCursor", "UntypeWithCursor",
    "Circumscribe", "ShowCreationThenFadeOut",
)  # fmt: skip
DIGITS = 4  # floats are rounded to this many decimals in the trace


def _r(x: float) -> float:
    return round(float(x), DIGITS)


def _opt_float(v: Any) -> float | None:
    return None if v is None else float(v)


def _opt_int(v: Any) -> int | None:
    return None if v is None else int(v)


@dataclass
class MobjectInfo:
    """A mobject as the trace sees it at one moment (see ``docs/trace.md``).

    ``parent`` is None for a top-level mobject of the scene; user-created parts of a group (the
    squares of ``VGroup(*squares)``) are listed too, each with the id of its nearest listed
    ancestor, and so are the parts Manim builds that a viewer tells apart (a BarChart's bars, a
    Graph's vertices and edges, a Table's cells: ``member`` says which one, ``members_of``).
    ``shown``/``used`` are only set on ``SceneTrace.created`` entries.
    """

    id: str
    cls: str
    line: int | None = None
    stroke: str | None = None
    fill: str | None = None
    fill_opacity: float = 0.0
    stroke_opacity: float = 0.0
    text: str | None = None
    tex: str | None = None
    value: float | None = None
    bbox: list[float] = field(default_factory=lambda: [0.0, 0.0, 0.0, 0.0])
    center: list[float] = field(default_factory=lambda: [0.0, 0.0, 0.0])
    z_index: float = 0.0
    children: list[str] = field(default_factory=list)
    family_classes: list[str] = field(default_factory=list)
    is_3d: bool = False
    parent: str | None = None
    shape: str | None = None  # what its points form, by geometry (``server/render/shapes.py``)
    geom: dict[str, Any] | None = None  # that shape's vertices / ends / radius; axes' mapping
    # a part Manim built inside its parent (``members_of``): which bar, vertex, edge or cell
    member: dict[str, Any] | None = None
    shown: bool | None = None  # created entries: ever visible, or drawn by an animation
    used: bool | None = None  # created entries: the target of a Transform/become/MoveAlongPath

    @property
    def width(self) -> float:
        return max(0.0, self.bbox[2] - self.bbox[0])

    @property
    def height(self) -> float:
        return max(0.0, self.bbox[3] - self.bbox[1])

    def label(self) -> str:
        """``Square``, ``Text('Hello')``, ``MathTex('x^2')``, ``Integer(3)``."""
        content: str | None = None
        if self.text is not None:
            content = repr(_short(self.text))
        elif self.tex is not None:
            content = repr(_short(self.tex))
        elif self.value is not None:
            v = self.value
            content = str(int(v)) if float(v).is_integer() else f"{v:g}"
        return f"{self.cls}({content})" if content is not None else self.cls

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "id": self.id,
            "cls": self.cls,
            "line": self.line,
            "stroke": self.stroke,
            "fill": self.fill,
            "fill_opacity": self.fill_opacity,
            "stroke_opacity": self.stroke_opacity,
            "text": self.text,
            "tex": self.tex,
            "value": self.value,
            "bbox": list(self.bbox),
            "center": list(self.center),
            "z_index": self.z_index,
            "children": list(self.children),
            "family_classes": list(self.family_classes),
            "is_3d": self.is_3d,
            "parent": self.parent,
        }
        if self.shape is not None:
            d["shape"] = self.shape
        if self.geom:
            d["geom"] = self.geom
        if self.member:
            d["member"] = self.member
        if self.shown is not None:
            d["shown"] = self.shown
        if self.used is not None:
            d["used"] = self.used
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> MobjectInfo:
        return cls(
            id=str(d.get("id", "")),
            cls=str(d.get("cls", "Mobject")),
            line=_opt_int(d.get("line")),
            stroke=d.get("stroke"),
            fill=d.get("fill"),
            fill_opacity=float(d.get("fill_opacity") or 0.0),
            stroke_opacity=float(d.get("stroke_opacity") or 0.0),
            text=d.get("text"),
            tex=d.get("tex"),
            value=_opt_float(d.get("value")),
            bbox=[float(x) for x in d.get("bbox") or [0.0, 0.0, 0.0, 0.0]],
            center=[float(x) for x in d.get("center") or [0.0, 0.0, 0.0]],
            z_index=float(d.get("z_index") or 0.0),
            children=[str(c) for c in d.get("children") or []],
            family_classes=[str(c) for c in d.get("family_classes") or []],
            is_3d=bool(d.get("is_3d")),
            parent=d.get("parent"),
            shape=d.get("shape"),
            geom=d.get("geom") or None,
            member=d.get("member") or None,
            shown=d.get("shown"),
            used=d.get("used"),
        )


def _short(text: str, n: int = 30) -> str:
    s = " ".join(text.split())
    return s if len(s) <= n else s[: n - 1] + "…"


@dataclass
class AnimationInfo:
    """One animation of a ``play`` call. Groups (AnimationGroup, LaggedStart, Succession) are
    flattened: each leaf animation is listed, with ``params["group"]`` naming its group."""

    cls: str
    targets: list[str] = field(default_factory=list)
    line: int | None = None
    params: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "cls": self.cls,
            "targets": list(self.targets),
            "line": self.line,
            "params": dict(self.params),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> AnimationInfo:
        return cls(
            cls=str(d.get("cls", "")),
            targets=[str(t) for t in d.get("targets") or []],
            line=_opt_int(d.get("line")),
            params=dict(d.get("params") or {}),
        )


@dataclass
class TraceStep:
    """One play/wait/add/remove call of the scene, or its final state (``end``)."""

    index: int
    kind: StepKind
    line: int | None = None
    t_start: float = 0.0
    run_time: float = 0.0
    animations: list[AnimationInfo] = field(default_factory=list)
    visible: list[MobjectInfo] = field(default_factory=list)
    camera: dict[str, Any] | None = None  # the camera after the step (see ``camera_state``)
    # a play's sampled positions of what moved: id -> [[t, x, y], ...] (MoveAlongPath, Rotating,
    # updaters: motion whose start and end say nothing of the way between)
    paths: dict[str, list[list[float]]] = field(default_factory=dict)
    # a play's turns seen by geometry: id -> {"net": signed degrees, "most": largest turn away
    # from the start, "partial": True where some frames could not be measured} (``turn_between``)
    turns: dict[str, dict[str, Any]] = field(default_factory=dict)
    # a play's numbers as its frames showed them: id -> the values a tracked DecimalNumber,
    # Integer or Variable took, in order, repeats left out (after the frame's updaters ran, so a
    # number an updater sets before the first frame is recorded as seen; version 5)
    values: dict[str, list[float]] = field(default_factory=dict)

    @property
    def t_end(self) -> float:
        return self.t_start + self.run_time

    def top_level(self) -> list[MobjectInfo]:
        return [m for m in self.visible if m.parent is None]

    def to_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "kind": self.kind,
            "line": self.line,
            "t_start": self.t_start,
            "run_time": self.run_time,
            "animations": [a.to_dict() for a in self.animations],
            "visible": [m.to_dict() for m in self.visible],
            "camera": self.camera,
            **({"paths": self.paths} if self.paths else {}),
            **({"turns": self.turns} if self.turns else {}),
            **({"values": self.values} if self.values else {}),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> TraceStep:
        kind = d.get("kind")
        return cls(
            index=int(d.get("index") or 0),
            kind=kind if kind in STEP_KINDS else "play",
            line=_opt_int(d.get("line")),
            t_start=float(d.get("t_start") or 0.0),
            run_time=float(d.get("run_time") or 0.0),
            animations=[AnimationInfo.from_dict(a) for a in d.get("animations") or []],
            visible=[MobjectInfo.from_dict(m) for m in d.get("visible") or []],
            camera=d.get("camera"),
            paths={
                str(k): [[float(x) for x in p] for p in v]
                for k, v in (d.get("paths") or {}).items()
            },
            turns={
                str(k): dict(v) for k, v in (d.get("turns") or {}).items() if isinstance(v, dict)
            },
            values={
                str(k): [float(x) for x in v]
                for k, v in (d.get("values") or {}).items()
                if isinstance(v, list)
            },
        )


@dataclass
class SceneTrace:
    """What one scene did (``docs/trace.md``). ``complete`` is False for the partial trace of
    a scene that failed; ``truncated`` says steps were dropped past ``MAX_STEPS``."""

    version: int = TRACE_VERSION
    frame: dict[str, float] = field(default_factory=lambda: {"width": 14.2222, "height": 8.0})
    three_d: bool = False
    camera_moved: bool = False
    # the view changed during a play or wait (a turn, zoom or pan seen happening), not only by a
    # cut between steps (``set_camera_orientation``); None in traces recorded before it existed
    camera_turned: bool | None = None
    steps: list[TraceStep] = field(default_factory=list)
    created: list[MobjectInfo] = field(default_factory=list)
    scene: str | None = None
    complete: bool = True
    truncated: bool = False
    recorder_error: str | None = None  # why the recorder stopped early, if it did
    background: str = "#000000"  # the camera's background colour at the end

    @property
    def duration(self) -> float:
        return max((s.t_end for s in self.steps), default=0.0)

    def final(self) -> TraceStep | None:
        """The last step (``end`` for a complete trace)."""
        return self.steps[-1] if self.steps else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": self.version,
            "scene": self.scene,
            "frame": dict(self.frame),
            "three_d": self.three_d,
            "camera_moved": self.camera_moved,
            "camera_turned": self.camera_turned,
            "complete": self.complete,
            "truncated": self.truncated,
            "recorder_error": self.recorder_error,
            "background": self.background,
            "steps": [s.to_dict() for s in self.steps],
            "created": [m.to_dict() for m in self.created],
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> SceneTrace:
        frame = d.get("frame") or {}
        return cls(
            version=int(d.get("version") or TRACE_VERSION),
            frame={
                "width": float(frame.get("width") or 14.2222),
                "height": float(frame.get("height") or 8.0),
            },
            three_d=bool(d.get("three_d")),
            camera_moved=bool(d.get("camera_moved")),
            camera_turned=None if d.get("camera_turned") is None else bool(d["camera_turned"]),
            steps=[TraceStep.from_dict(s) for s in d.get("steps") or []],
            created=[MobjectInfo.from_dict(m) for m in d.get("created") or []],
            scene=d.get("scene"),
            complete=bool(d.get("complete", True)),
            truncated=bool(d.get("truncated")),
            recorder_error=d.get("recorder_error"),
            background=str(d.get("background") or "#000000"),
        )


# -- the recorder (render child only) ----------------------------------------------------------

_PLAIN_GROUPS = ("VGroup", "Group")
_TEXT_ATTRS = ("original_text",)


def _hex(rgba: Any) -> str | None:
    try:
        r, g, b = (max(0, min(255, round(float(c) * 255))) for c in rgba[:3])
    except Exception:
        return None
    return f"#{r:02x}{g:02x}{b:02x}"


def _frame_line(user_file: str, start: FrameType | None) -> int | None:
    f = start
    while f is not None and f.f_code.co_filename != user_file:
        f = f.f_back
    return f.f_lineno if f is not None else None


def _is_3d_class(cls: type) -> bool:
    mod = cls.__module__ or ""
    return ".three_d." in mod or cls.__name__ in ("ThreeDAxes", "Dot3D", "Line3D", "Arrow3D")


_CONTENT = "_ma_content"  # (text, tex, value) a Transform/become gave the mobject
_MEMBER = "_ma_member"  # the member a part of the user's making is (a bar label: which bar)


def _take_content(mob: Any, source: Any) -> None:
    """After ``Transform(mob, source)`` or ``mob.become(source)``, ``mob`` shows ``source``'s
    text, TeX or number, although Manim keeps the old strings on it."""
    try:
        content = (text_of(source), tex_of(source), value_of(source))
    except Exception:
        return
    if any(c is not None for c in content):
        mob.__dict__[_CONTENT] = content
    else:
        mob.__dict__.pop(_CONTENT, None)


def text_of(mob: Any) -> str | None:
    """The string of a Text/MarkupText/Paragraph, else None."""
    content = mob.__dict__.get(_CONTENT)
    if content is not None:
        return content[0]
    for attr in _TEXT_ATTRS:
        v = mob.__dict__.get(attr)
        if isinstance(v, str):
            return v
    lines = mob.__dict__.get("lines_text")  # Paragraph
    if lines is not None:
        v = getattr(lines, "original_text", None)
        if isinstance(v, str):
            return v
    return None


def tex_of(mob: Any) -> str | None:
    content = mob.__dict__.get(_CONTENT)
    if content is not None:
        return content[1]
    v = mob.__dict__.get("tex_string")
    return v if isinstance(v, str) else None


def value_of(mob: Any) -> float | None:
    """The number shown by a DecimalNumber/Integer, or a Variable's tracker value; None for a
    value that is no finite number (a scene's ``get_value`` may return anything: an infinity or
    a NaN would make the trace invalid JSON for the editor)."""
    content = mob.__dict__.get(_CONTENT)
    if content is not None:
        return content[2]
    name = type(mob).__name__
    try:
        if name.endswith("Variable") and hasattr(mob, "tracker"):
            value = float(mob.tracker.get_value())
        elif "number" in mob.__dict__ and hasattr(mob, "get_value"):  # DecimalNumber, Integer
            value = float(mob.get_value())
        else:
            return None
    except Exception:
        return None
    return value if math.isfinite(value) else None


def _member_visible(sub: Any) -> tuple[bool, float, float]:
    """(drawn, fill opacity, stroke opacity) of one family member (its own points only)."""
    pts = sub.__dict__.get("points")
    if pts is None or len(pts) == 0:
        return False, 0.0, 0.0
    fill = sub.__dict__.get("fill_rgbas")
    stroke = sub.__dict__.get("stroke_rgbas")
    if fill is None and stroke is None:
        if "pixel_array" in sub.__dict__:  # images
            return True, 1.0, 0.0
        rgbas = sub.__dict__.get("rgbas")  # point clouds
        if rgbas is not None and len(rgbas):
            a = float(rgbas[:, 3].max())
            return a > 0.01, a, 0.0
        return False, 0.0, 0.0  # ValueTracker, bare Mobject: never drawn
    fo = float(fill[:, 3].max()) if fill is not None and len(fill) else 0.0
    width = float(sub.__dict__.get("stroke_width") or 0.0)
    so = float(stroke[:, 3].max()) if stroke is not None and len(stroke) and width > 0 else 0.0
    return (fo > 0.01 or so > 0.01), fo, so


_WRITTEN = (
    "Text", "MarkupText", "Paragraph", "Tex", "MathTex", "SingleStringMathTex", "Code", "Title",
    "DecimalNumber", "Integer", "Variable", "SVGMobject", "ImageMobject", "BulletedList",
)  # fmt: skip


def _xyz(p: Any) -> list[float]:
    return [_r(p[0]), _r(p[1]), _r(p[2])]


def axis_map(mob: Any) -> dict[str, Any] | None:
    """Where an Axes / NumberPlane / NumberLine puts its numbers: the scene points of the origin
    and of 1 on each axis (``origin``, ``x1``, ``y1``, ``z1``), so a check can place a value."""
    try:
        if hasattr(mob, "c2p") and hasattr(mob, "x_axis"):
            three = hasattr(mob, "z_axis")
            zero = (0, 0, 0) if three else (0, 0)
            out = {"origin": _xyz(mob.c2p(*zero))}
            for key, i in (("x1", 0), ("y1", 1), ("z1", 2))[: 3 if three else 2]:
                unit = [0, 0, 0][: len(zero)]
                unit[i] = 1
                out[key] = _xyz(mob.c2p(*unit))
            return out
        if hasattr(mob, "n2p") and hasattr(mob, "x_range"):
            return {"origin": _xyz(mob.n2p(0)), "x1": _xyz(mob.n2p(1))}
    except Exception:
        return None
    return None


def _dashes(members: list[Any]) -> tuple[str | None, dict[str, Any]]:
    """A line drawn in pieces (DashedLine): every piece straight and on one line."""
    pieces = [classify(sub.points) for sub in members]
    if not pieces or any(shape != "line" for shape, _ in pieces):
        return None, {}
    ends = [e for _, g in pieces for e in g["ends"]]
    (ax, ay), (bx, by) = pieces[0][1]["ends"]
    dx, dy = bx - ax, by - ay
    n = (dx * dx + dy * dy) ** 0.5
    if n < 1e-6:
        return None, {}
    along = [((x - ax) * dx + (y - ay) * dy) / n for x, y in ends]
    off = max(abs((x - ax) * dy - (y - ay) * dx) / n for x, y in ends)
    if off > 0.02 * max(1.0, max(along) - min(along)):
        return None, {}
    first, last = ends[along.index(min(along))], ends[along.index(max(along))]
    return "line", {"ends": [first, last]}


def seen_shape(mob: Any, family: list[Any], written: bool) -> tuple[str | None, dict[str, Any]]:
    """(shape, geometry) of what a mobject draws, by its points (``shapes.classify``): its own
    points, else its one drawn part, else the pieces of a dashed line. Texts and formulas have
    none; an Axes or NumberLine has none, but its ``axis`` mapping."""
    axis = axis_map(mob)
    if axis is not None:
        return None, {"axis": axis}
    if written:
        return None, {}
    pts = mob.__dict__.get("points")
    shape: str | None = None
    geom: dict[str, Any] = {}
    if pts is not None and len(pts) >= 4:
        shape, geom = classify(pts)
    elif len(family) <= MAX_GEOM_FAMILY:
        drawn = [sub for sub in family if sub is not mob and _member_visible(sub)[0]]
        if len(drawn) == 1:
            shape, geom = classify(drawn[0].points)
        elif drawn:
            shape, geom = _dashes(drawn)
    if shape is not None and callable(getattr(mob, "has_tip", None)):
        try:
            if mob.has_tip() or mob.has_start_tip():  # an arrow: its ends are its tips
                geom["ends"] = [_xyz(mob.get_start())[:2], _xyz(mob.get_end())[:2]]
        except Exception:
            pass
    return shape, geom


def _class_names(mob: Any) -> set[str]:
    return {c.__name__ for c in type(mob).__mro__}


def _key(k: Any) -> str:
    return str(k) if not isinstance(k, float) else f"{k:g}"


def _shown_label(mob: Any) -> str | None:
    """The text or TeX a vertex shows (a LabeledDot's label), if any."""
    for sub in mob.submobjects[:4]:
        for s in (text_of(sub), tex_of(sub)):
            if s is not None:
                return s
    return None


def _bar_value(chart: Any, bar: Any) -> tuple[float | None, list[list[float]] | None]:
    """The value a bar of a BarChart shows, read from where its far end sits on the chart's
    y axis (so ``change_bar_values`` and ``.animate`` count), and its ends: the middle of its
    base on the axis, then its tip."""
    try:
        y0 = float(chart.c2p(0, 0)[1])
        unit = float(chart.c2p(0, 1)[1]) - y0
        if abs(unit) < 1e-9:
            return None, None
        x = float(bar.get_center()[0])
        top, bottom = float(bar.get_top()[1]), float(bar.get_bottom()[1])
        tip = top if abs(top - y0) >= abs(bottom - y0) else bottom
        return _r((tip - y0) / unit), [[_r(x), _r(y0)], [_r(x), _r(tip)]]
    except Exception:
        return None, None


def members_of(mob: Any) -> list[tuple[Any, dict[str, Any], dict[str, Any]]]:
    """The parts Manim builds inside a mobject, which the user never made and so the trace would
    not list: ``(part, member, geom)`` with ``member`` saying which part it is and ``geom`` what
    its seen geometry gains (a bar's ``ends``: the middle of its base on the axis, then its tip).

    - a ``BarChart``'s bars: ``{"kind": "bar", "index": i, "value": v}`` (the value read off the
      chart's axis where the bar ends), with ``label``, its name, where ``bar_names`` gave one;
    - a ``Graph`` / ``DiGraph``'s vertices, ``{"kind": "vertex", "index": i, "key": "A"}`` (with
      ``label``, the text of its label, where ``labels=True`` or a dict gave one), then its edges,
      ``{"kind": "edge", "index": i, "key": ["A", "B"], "directed": bool}``;
    - a ``Table``'s entries: ``{"kind": "cell", "row": r, "col": c}`` (1-based, as ``get_cell``).

    At most ``MAX_MEMBERS`` parts. Keys are strings (``Graph([1, 2], ...)``'s vertex 1 is "1").
    """
    names = _class_names(mob)
    out: list[tuple[Any, dict[str, Any], dict[str, Any]]] = []
    try:
        if "BarChart" in names:
            bar_names = getattr(mob, "bar_names", None)
            for i, bar in enumerate(list(mob.bars)[:MAX_MEMBERS]):
                member: dict[str, Any] = {"kind": "bar", "index": i}
                value, ends = _bar_value(mob, bar)
                if value is not None:
                    member["value"] = value
                if isinstance(bar_names, list | tuple) and i < len(bar_names):
                    member["label"] = str(bar_names[i])  # drawn under it on the x axis
                out.append((bar, member, {"ends": ends} if ends else {}))
        elif "GenericGraph" in names:
            directed = "DiGraph" in names
            for i, (k, v) in enumerate(list(mob.vertices.items())[:MAX_MEMBERS]):
                member = {"kind": "vertex", "index": i, "key": _key(k)}
                label = _shown_label(v)
                if label is not None:
                    member["label"] = label
                out.append((v, member, {}))
            room = MAX_MEMBERS - len(out)
            for i, (k, e) in enumerate(list(mob.edges.items())[: max(0, room)]):
                key = [_key(k[0]), _key(k[1])]
                edge = {"kind": "edge", "index": i, "key": key, "directed": directed}
                out.append((e, edge, {}))
        elif "Table" in names and isinstance(getattr(mob, "mob_table", None), list):
            for r, row in enumerate(mob.mob_table):
                for c, cell in enumerate(row):
                    if len(out) >= MAX_MEMBERS:
                        return out
                    out.append((cell, {"kind": "cell", "row": r + 1, "col": c + 1}, {}))
    except Exception:
        pass
    return [item for item in out if hasattr(item[0], "submobjects")]


def _tag(mob: Any) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """The member a mobject of the user's making was tagged as (a bar label), if any."""
    tag = mob.__dict__.get(_MEMBER)
    return (tag, {}) if isinstance(tag, dict) else None


def _fingerprint(mob: Any, family: list[Any]) -> tuple[Any, ...]:
    """What changes when a mobject's drawing changes, cheap to read (no array reductions)."""
    parts: list[Any] = [mob.__dict__.get(_CONTENT), mob.__dict__.get("z_index")]
    for sub in family:
        d = sub.__dict__
        pts = d.get("points")
        n = 0 if pts is None else len(pts)
        ends = pts[:: max(1, n - 1)].tolist() if n else None  # first and last point
        fill, stroke = d.get("fill_rgbas"), d.get("stroke_rgbas")
        parts.append(
            (
                id(sub), n, id(pts), ends, id(fill), id(stroke),
                None if fill is None or not len(fill) else fill[0].tolist(),
                None if stroke is None or not len(stroke) else stroke[0].tolist(),
                d.get("stroke_width"), id(d.get("rgbas")),
            )
        )  # fmt: skip
    return tuple(parts)


def turn_points(mob: Any) -> Any:
    """The points a turn of ``mob`` is measured on: its family's points in the frame's plane
    (an ``n x 2`` array, thinned evenly past ``MAX_TURN_POINTS``), or None when it has none or its
    family is too large to follow."""
    import numpy as np

    family = mob.get_family()
    if len(family) > MAX_GEOM_FAMILY:
        return None
    arrays = [sub.points[:, :2] for sub in family if len(sub.points)]
    if not arrays:
        return None
    pts = np.concatenate(arrays)
    if len(pts) > MAX_TURN_POINTS:
        pts = pts[:: -(-len(pts) // MAX_TURN_POINTS)]
    return pts


def turn_between(a: Any, b: Any) -> float | None:
    """The signed angle (degrees, counterclockwise positive) that turns the points ``a`` into the
    points ``b``, point for point about their mean, or None where it cannot be seen.

    The best fit of a turn and a uniform scale (2-D Procrustes) is taken; None when the point
    counts differ, when the change is not mostly that turn (a Transform's morph, a Create drawing
    its path) or when the shape looks the same at every angle (a circle or a dot: its points are
    all about equally far from its middle, and a viewer sees no turn). Points matched one for one
    make a square's quarter turn measurable, which a comparison of outlines could not see; a turn
    of more than half a revolution between two calls is read as the shorter way round."""
    import numpy as np

    if a is None or b is None or a.shape != b.shape or len(a) < 3:
        return None
    pa, pb = a - a.mean(axis=0), b - b.mean(axis=0)
    norm_a = float((pa**2).sum())
    if min(norm_a, float((pb**2).sum())) < 1e-6 * len(pa):
        return None  # shrunk to a point (or grown from one): no orientation to compare
    radii = np.sqrt((pa**2).sum(axis=1))
    if float(radii.std()) < 0.03 * float(radii.mean()):
        return None  # round: no turn is seen
    dot = float((pa * pb).sum())
    cross = float((pa[:, 0] * pb[:, 1] - pa[:, 1] * pb[:, 0]).sum())
    theta = np.arctan2(cross, dot)
    scale = float(np.hypot(dot, cross)) / norm_a
    c, s = np.cos(theta), np.sin(theta)
    fit = scale * np.stack([c * pa[:, 0] - s * pa[:, 1], s * pa[:, 0] + c * pa[:, 1]], axis=1)
    residual = float(np.sqrt(((pb - fit) ** 2).sum()))
    change = float(np.sqrt(((pb - pa) ** 2).sum()))
    if residual > 0.2 * change + 1e-4 * np.sqrt(norm_a):
        return None
    return float(np.degrees(theta))


def camera_state(scene: Any) -> dict[str, Any]:
    """A few numbers that change when the view changes (orientation, zoom, frame)."""
    camera = scene.renderer.camera
    out: dict[str, Any] = {}
    try:
        if hasattr(camera, "get_phi"):
            out["phi"] = _r(camera.get_phi())
            out["theta"] = _r(camera.get_theta())
            out["gamma"] = _r(camera.get_gamma())
            out["zoom"] = _r(camera.get_zoom())
            out["focal_distance"] = _r(camera.get_focal_distance())
        frame_mob = getattr(camera, "frame", None)
        if frame_mob is not None and hasattr(frame_mob, "get_center"):
            c = frame_mob.get_center()
            out["center"] = [_r(c[0]), _r(c[1]), _r(c[2])]
            out["width"] = _r(frame_mob.width)
            out["height"] = _r(frame_mob.height)
        else:
            c = getattr(camera, "frame_center", (0.0, 0.0, 0.0))
            out["center"] = [_r(c[0]), _r(c[1]), _r(c[2])]
            out["width"] = _r(getattr(camera, "frame_width", 0.0))
            out["height"] = _r(getattr(camera, "frame_height", 0.0))
    except Exception:
        pass
    return out


def _camera_differs(a: dict[str, Any] | None, b: dict[str, Any] | None) -> bool:
    if not a or not b:
        return False
    for k in set(a) & set(b):
        va, vb = a[k], b[k]
        if isinstance(va, list):
            if any(abs(x - y) > 1e-3 for x, y in zip(va, vb, strict=False)):
                return True
        elif abs(float(va) - float(vb)) > 1e-3:
            return True
    return False


class TraceRecorder:
    """Records one scene's trace (inside a render child only; never raises into the scene)."""

    def __init__(self, scene_name: str, user_file: str) -> None:
        self.scene_name = scene_name
        self.user_file = user_file
        self.steps: list[TraceStep] = []
        self.created: list[Any] = []  # user-created mobjects, in creation order
        self.depth = 0  # > 0 while inside a hooked Scene call: nested calls are Manim's own
        self.enabled = True
        self.error: str | None = None
        self.truncated = False
        self.three_d = False
        self.background: str | None = None
        self.camera_moved = False
        self.camera_turned = False
        self._n = 0
        self._shown: set[str] = set()
        self._used: set[str] = set()
        self._pending: TraceStep | None = None  # add/remove steps are snapshotted lazily
        self._last_camera: dict[str, Any] | None = None
        self._first_info: dict[str, MobjectInfo] = {}  # created id -> state when first shown
        self._animated: dict[int, Any] = {}  # mobjects animations drew (parts of created ones)
        self._cache: dict[tuple[int, str | None], tuple[tuple[Any, ...], Any]] = {}
        self._entries = 0  # visible entries listed so far
        self._thin = False  # past MAX_ENTRIES: top-level mobjects only
        self._track: list[tuple[str, Any]] | None = None  # what this play's samples follow
        self._paths: dict[str, list[list[float]]] = {}
        self._values: dict[str, list[float]] = {}  # the numbers this play's frames showed
        self._turn_prev: dict[str, Any] = {}  # a tracked mobject's points at the last frame
        self._turns: dict[str, dict[str, Any]] = {}  # its turn so far in this play
        self._owners: dict[int, Any] | None = None  # a part's nearest user mobject, this play
        self._whole: dict[int, Any] = {}  # user mobjects listed top-level at the last snapshot
        self._play_t0 = 0.0
        self._sample_every = 0.0
        self._last_sample = float("-inf")

    # -- identity ----------------------------------------------------------------------------
    def tid(self, mob: Any) -> str:
        """The mobject's stable trace id (copies, which inherit the attribute, get their own)."""
        d = mob.__dict__
        if d.get("_ma_tobj") != id(mob):
            self._n += 1
            d["_ma_tid"] = f"m{self._n}"
            d["_ma_tobj"] = id(mob)
        return str(d["_ma_tid"])

    def on_created(self, mob: Any, ctor: bool = True, parts: tuple[Any, ...] = ()) -> None:
        """A mobject made directly by a line of the user's file (not inside a play).

        It is listed in the steps' ``visible`` wherever it is drawn; only what the line made by
        calling a class (or ``.copy()``) goes into ``created`` (a method such as
        ``banner.expand()`` makes helper groups that are never meant to be seen). ``parts`` are
        the mobjects its constructor was given: they count as used."""
        if not self.enabled or self.depth > 0:
            return
        mob.__dict__["_ma_user"] = True
        for part in parts:  # the mobjects it was built from (Cutout(s1, s2), Group(a, b)) are used
            if part.__dict__.get("_ma_user"):
                self.mark_used(part)
        if ctor and len(self.created) < MAX_CREATED:
            self.tid(mob)
            self.created.append(mob)

    def mark_used(self, mob: Any) -> None:
        """``mob`` served as the model of another mobject (``become``)."""
        self._used.add(self.tid(mob))

    # -- hook entry points -------------------------------------------------------------------
    def user_line(self) -> int | None:
        return _frame_line(self.user_file, sys._getframe(2))

    def before_call(self, scene: Any) -> None:
        """Flush a pending add/remove step: its state is the state just before this call."""
        if self._pending is not None:
            self._safe(self._flush, scene)

    def before_add_remove(self, scene: Any, kind: StepKind, line: int | None) -> None:
        """Flush a pending step unless this call continues it (same kind, same line)."""
        p = self._pending
        if p is not None and not (p.kind == kind and p.line == line):
            self._safe(self._flush, scene)

    def record_add_remove(self, scene: Any, kind: StepKind, line: int | None) -> None:
        """An add/remove from the user's file; consecutive calls from one line make one step."""
        if not self.enabled or line is None or self._pending is not None:
            return
        self._pending = TraceStep(
            index=0, kind=kind, line=line, t_start=_r(scene.renderer.time), run_time=0.0
        )

    def record_play(
        self, scene: Any, line: int | None, t0: float, cam_before: dict[str, Any] | None
    ) -> None:
        self._safe(self._record_play, scene, line, t0, cam_before)
        self._track, self._paths, self._values = None, {}, {}
        self._turn_prev, self._turns, self._owners = {}, {}, None

    def begin_play(self, t0: float) -> None:
        """A play starts at video time ``t0``: its path samples start afresh."""
        self._track, self._paths, self._values = None, {}, {}
        self._turn_prev, self._turns, self._owners = {}, {}, None
        self._play_t0, self._last_sample = t0, float("-inf")

    def sample(self, scene: Any, t: float) -> None:
        """One frame of a play at ``t`` seconds into it: the positions of what may be moving."""
        self._safe(self._sample, scene, t)

    def before_frame(self, scene: Any) -> None:
        """A frame of a play is about to be updated (the first one: where tracking starts)."""
        if self._track is None:
            self._safe(self._start_track, scene)

    def finish(self, scene: Any, complete: bool = True) -> SceneTrace:
        """Flush, record the ``end`` step and build the trace (also after an error)."""
        if self._pending is not None:
            self._safe(self._flush, scene)
        if self.enabled:
            self._safe(self._end, scene)
        return self.build(complete)

    # -- internals ---------------------------------------------------------------------------
    def _safe(self, fn: Callable[..., None], *args: Any) -> None:
        if not self.enabled:
            return
        try:
            fn(*args)
        except Exception as exc:  # a recorder bug must never break the render
            self.enabled = False
            self.error = f"{type(exc).__name__}: {exc}"

    def _append(self, step: TraceStep) -> None:
        if len(self.steps) >= MAX_STEPS:
            self.truncated = True
            return
        step.index = len(self.steps)
        self.steps.append(step)

    def _flush(self, scene: Any) -> None:
        step, self._pending = self._pending, None
        if step is None:
            return
        step.visible = self.snapshot(scene)
        step.camera = self._camera(scene, moving=False)
        self._append(step)

    def _end(self, scene: Any) -> None:
        from manim import ThreeDScene
        from manim.utils.color import color_to_rgba

        self.three_d = self.three_d or isinstance(scene, ThreeDScene)
        self.background = _hex(color_to_rgba(scene.renderer.camera.background_color))
        step = TraceStep(index=0, kind="end", line=None, t_start=_r(scene.renderer.time))
        step.visible = self.snapshot(scene)
        step.camera = self._camera(scene, moving=False)
        if len(self.steps) >= MAX_STEPS:
            self.steps = self.steps[: MAX_STEPS - 1]
            self.truncated = True
        self._append(step)

    def _camera(self, scene: Any, moving: bool, before: dict[str, Any] | None = None) -> Any:
        state = camera_state(scene)
        if "phi" in state:
            self.three_d = True
        if moving:
            turned = _camera_differs(before, state)
            if turned or _camera_differs(self._last_camera, before):
                self.camera_moved = True
            if turned:
                self.camera_turned = True
        self._last_camera = state
        return state

    def _record_play(
        self, scene: Any, line: int | None, t0: float, cam_before: dict[str, Any] | None
    ) -> None:
        anims: list[AnimationInfo] = []
        for anim in getattr(scene, "animations", None) or []:
            self._animation_infos(anim, line, None, anims)
        kind: StepKind = "wait" if anims and all(a.cls == "Wait" for a in anims) else "play"
        if kind == "wait":
            anims = []
        t1 = float(scene.renderer.time)
        step = TraceStep(
            index=0,
            kind=kind,
            line=line,
            t_start=_r(t0),
            run_time=_r(max(0.0, t1 - t0)),
            animations=anims,
            paths=self._moved_paths(t1),
            turns=self._seen_turns(),
            values={k: v for k, v in self._values.items() if v},
        )
        step.visible = self.snapshot(scene)
        # the view moved during this play, or jumped since the last step once the video started
        step.camera = self._camera(scene, moving=t0 > 0 or t1 > t0, before=cam_before)
        self._append(step)

    def _tracked(self, scene: Any) -> list[tuple[str, Any]]:
        """What a play's samples follow: the user's mobjects its animations drive, then the
        user's mobjects with updaters (at most ``MAX_TRACKED``)."""
        out: list[tuple[str, Any]] = []
        seen: set[int] = set()

        parts: list[Any] = []  # parts of the user's mobjects (a Text's letters) animations drive

        def take(mob: Any) -> None:
            if len(out) < MAX_TRACKED and id(mob) not in seen and mob.__dict__.get("_ma_user"):
                seen.add(id(mob))
                out.append((self.tid(mob), mob))

        def leaves(anim: Any, depth: int = 0) -> None:
            subs = anim.__dict__.get("animations")
            if isinstance(subs, list | tuple) and depth < 6:
                for sub in subs:
                    leaves(sub, depth + 1)
                return
            mob = anim.__dict__.get("mobject")
            if (
                mob is not None
                and hasattr(mob, "submobjects")
                and type(anim).__name__ not in DRAWING
            ):
                if mob.__dict__.get("_ma_user"):
                    take(mob)
                elif len(parts) < MAX_TRACKED:
                    parts.append(mob)

        for anim in getattr(scene, "animations", None) or []:
            leaves(anim)
        for top in scene.mobjects:
            for sub in top.get_family():
                if sub.__dict__.get("updaters"):
                    take(sub)
        owners = self._owner_map() if parts else {}
        for mob in parts:  # followed under their own id; the play's animation names the owner
            if len(out) < MAX_TRACKED and id(mob) not in seen and id(mob) in owners:
                seen.add(id(mob))
                out.append((self.tid(mob), mob))
        return out

    def _owner_map(self) -> dict[int, Any]:
        """Each part Manim built inside a user-created mobject (a Text's letters, a MathTex's
        pieces), by ``id``: its nearest user-created ancestor (once per play)."""
        if self._owners is not None:
            return self._owners
        owners: dict[int, Any] = {}

        def walk(m: Any, owner: Any, depth: int) -> None:
            for sub in m.submobjects:
                if sub.__dict__.get("_ma_user") or id(sub) in owners or len(owners) > 20000:
                    continue  # a user part is walked as an owner of its own
                owners[id(sub)] = owner
                if depth < 12:
                    walk(sub, owner, depth + 1)

        for mob in self.created:
            walk(mob, mob, 0)
        self._owners = owners
        return owners

    def _start_track(self, scene: Any) -> None:
        """Choose what this play's samples follow (once), and keep their points as the play
        starts, before the first frame's updaters run."""
        if self._track is not None:
            return
        self._track = self._tracked(scene)
        duration = float(getattr(scene, "duration", 0.0) or 0.0)
        self._sample_every = duration / MAX_SAMPLES if duration > 0 else 0.0
        for tid, mob in self._track:
            self._turn_prev[tid] = turn_points(mob)

    def _sample(self, scene: Any, t: float) -> None:
        self._start_track(scene)
        for tid, mob in self._track or []:
            self._turn(tid, mob)
            value = value_of(mob)
            if value is not None:
                seen = self._values.setdefault(tid, [])
                if len(seen) < MAX_VALUES and (not seen or seen[-1] != _r(value)):
                    seen.append(_r(value))
        if not self._track or t - self._last_sample < self._sample_every * 0.999:
            return
        self._last_sample = t
        for tid, mob in self._track:
            path = self._paths.setdefault(tid, [])
            if len(path) <= MAX_SAMPLES:
                c = mob.get_center()
                path.append([_r(self._play_t0 + t), _r(c[0]), _r(c[1])])

    def _moved_paths(self, t1: float) -> dict[str, list[list[float]]]:
        """The sampled paths of the tracked mobjects that moved (more than 0.2 units), each
        ending with its position when the play ended (``t1``)."""
        out: dict[str, list[list[float]]] = {}
        for tid, mob in self._track or []:
            path = self._paths.get(tid) or []
            if not path:
                continue
            c = mob.get_center()
            if path[-1][0] < _r(t1):
                path = [*path, [_r(t1), _r(c[0]), _r(c[1])]]
            x0, y0 = path[0][1], path[0][2]
            if max(((p[1] - x0) ** 2 + (p[2] - y0) ** 2) ** 0.5 for p in path) > 0.2:
                out[tid] = path
        return out

    def _turn(self, tid: str, mob: Any) -> None:
        """Add the turn of a tracked mobject since the last frame (every frame of a play, so a
        spin is followed the way it goes; ``turn_between``)."""
        pts = turn_points(mob)
        prev, self._turn_prev[tid] = self._turn_prev.get(tid), pts
        if prev is None:
            return
        state = self._turns.setdefault(tid, {"net": 0.0, "most": 0.0, "partial": False})
        angle = turn_between(prev, pts)
        if angle is None:
            state["partial"] = True
            return
        state["net"] += angle
        state["most"] = max(state["most"], abs(state["net"]))

    def _seen_turns(self) -> dict[str, dict[str, Any]]:
        """The tracked mobjects that turned by ``MIN_TURN`` degrees or more during the play (the
        last frame is drawn after the play's last update: it counts too)."""
        for tid, mob in self._track or []:
            self._turn(tid, mob)
        out: dict[str, dict[str, Any]] = {}
        for tid, state in self._turns.items():
            if state["most"] >= MIN_TURN:
                out[tid] = {"net": _r(state["net"]), "most": _r(state["most"])}
                if state["partial"]:
                    out[tid]["partial"] = True
        return out

    def _user_ids(self, mob: Any, into: set[str], depth: int = 0) -> None:
        """Ids of the user-created mobjects in a family."""
        if mob.__dict__.get("_ma_user"):
            into.add(self.tid(mob))
        if depth < 12:
            for sub in mob.submobjects:
                self._user_ids(sub, into, depth + 1)

    def _animation_infos(
        self, anim: Any, line: int | None, group: str | None, out: list[AnimationInfo]
    ) -> None:
        subs = anim.__dict__.get("animations")
        name = type(anim).__name__
        if isinstance(subs, list | tuple) and subs and len(out) < 200:
            first = len(out)
            for sub in subs:
                self._animation_infos(sub, line, group or name, out)
            # neither keeps the object it is called on: Flash keeps the point it flashes at,
            # Circumscribe only the frame it draws round the object
            extra: dict[str, Any] = {}
            frame = subs[0].__dict__.get("mobject") if name == "Circumscribe" else None
            if frame is not None and hasattr(frame, "get_center"):
                cx, cy = _xyz(frame.get_center())[:2]
                extra["around"] = [cx, cy, _r(frame.width), _r(frame.height)]
            point = anim.__dict__.get("point") if name == "Flash" else None
            if point is not None:
                try:
                    extra["point"] = [_r(x) for x in list(point)[:2]]
                except Exception:
                    pass
            for info in out[first:]:
                info.params.update(extra)
            return
        params: dict[str, Any] = {}
        mob = anim.__dict__.get("mobject")
        targets: list[str] = []
        if mob is not None and hasattr(mob, "submobjects"):
            targets.append(self.tid(mob))
            self._user_ids(mob, self._shown)
            if not mob.__dict__.get("_ma_user"):
                owner = self._owner_map().get(id(mob))
                if owner is not None:  # a part of a user mobject: a Text's letter
                    params["of"] = self.tid(owner)
            if len(self._animated) < 5000:
                self._animated[id(mob)] = mob
        for attr, neutral in (("angle", None), ("scale_factor", 1.0), ("lag_ratio", 0.0)):
            v = anim.__dict__.get(attr)
            if isinstance(v, int | float) and v != neutral:
                params[attr] = _r(v)
        for attr, key in (("axis", "axis"), ("shift_vector", "shift"), ("about_point", "about")):
            v = anim.__dict__.get(attr)
            if v is not None:
                try:
                    vec = [_r(x) for x in list(v)[:3]]
                except Exception:
                    continue
                if key != "shift" or any(vec):
                    params[key] = vec
        if name in ("Rotate", "Rotating") and mob is not None and hasattr(mob, "get_center"):
            # the point it turns about: about_point, else its own centre (which stays put)
            params["pivot"] = params.get("about") or _xyz(mob.get_center())
        run_time = anim.__dict__.get("run_time")
        if isinstance(run_time, int | float):
            params["run_time"] = _r(run_time)
        tgt = anim.__dict__.get("target_mobject")
        if "Transform" in name and tgt is not None and tgt is not mob:
            if hasattr(tgt, "submobjects"):
                params["target"] = self.tid(tgt)
                self._user_ids(tgt, self._used)
                if mob is not None and "Replacement" not in name and "FromCopy" not in name:
                    _take_content(mob, tgt)  # the mobject now shows the target's text
        path = anim.__dict__.get("path")
        if path is not None and hasattr(path, "submobjects"):
            params["path"] = self.tid(path)
            self._user_ids(path, self._used)
        if name == "_MethodAnimation":
            name = "animate"
            methods = []
            for m in anim.__dict__.get("methods") or []:
                method = getattr(m, "method", None)
                entry: dict[str, Any] = {"name": getattr(method, "__name__", "?")}
                args = [_jsonable(a) for a in getattr(m, "args", ())[:3]]
                if args:
                    entry["args"] = args
                kwargs = {
                    k: _jsonable(v)
                    for k, v in (getattr(m, "kwargs", None) or {}).items()
                    if k in ("about_point", "about_edge", "axis", "angle")
                }
                if kwargs:
                    entry["kwargs"] = kwargs
                methods.append(entry)
            params["methods"] = methods
            rot = next((m for m in methods if m["name"] == "rotate"), None)
            if rot is not None and mob is not None:
                about = (rot.get("kwargs") or {}).get("about_point")
                if about is None and "about_edge" not in (rot.get("kwargs") or {}):
                    about = _xyz(mob.get_center())  # about its centre, which stays put
                if isinstance(about, list):
                    params["pivot"] = about
            if methods and methods[0]["name"] == "become":
                for m in anim.__dict__.get("methods") or []:
                    for a in getattr(m, "args", ()):
                        if hasattr(a, "submobjects"):
                            self._user_ids(a, self._used)
        if group is not None:
            params["group"] = group
        out.append(AnimationInfo(cls=name, targets=targets, line=line, params=params))

    def snapshot(self, scene: Any) -> list[MobjectInfo]:
        """The visible mobjects now: the top-level ones, then the user-created parts of them.

        Past ``MAX_ENTRIES`` listed entries in the whole trace, steps list top-level mobjects
        only (``truncated``); parts are still marked as shown."""
        tops = self._regrouped(
            list(scene.mobjects)
            + [m for m in getattr(scene, "foreground_mobjects", []) if m not in scene.mobjects]
        )
        seen: set[int] = set()
        listed = [(mob, self._listed(mob, None, seen, _tag(mob))) for mob in tops]
        out = [info for _, info in listed if info is not None][:MAX_VISIBLE]
        for mob, info in listed:
            if info is None:
                continue
            if self._thin:
                self._user_ids(mob, self._shown)
            else:
                self._parts(mob, info.id, out, 1, seen)
        self._entries += len(out)
        if self._entries >= MAX_ENTRIES and not self._thin:
            self._thin = self.truncated = True
        return out

    def _regrouped(self, tops: list[Any]) -> list[Any]:
        """The top-level mobjects, with a user mobject that Manim split up listed whole again.

        Playing an animation on a part (``self.play(word[0].animate.shift(UP))``) makes Manim
        take the part out of its parent in the scene's list, and the parent's other parts go in
        its place (a ``LaggedStart`` over the parts adds them again inside a group of its own):
        the parent is no longer in the scene although every part of it is still drawn. A user
        mobject listed top-level at the last snapshot is listed again, where its first part is,
        when every drawn part of it is still in the scene through top-level mobjects that are its
        parts, or groups Manim made that hold nothing else; those are then not listed apart."""
        top_ids = {id(t) for t in tops}
        missing = [m for k, m in self._whole.items() if k not in top_ids]
        cover: dict[int, Any] = {}  # a top-level mobject -> the user mobject listed for it
        for mob in missing:
            family = mob.get_family()
            own = {id(sub) for sub in family}
            drawn = [sub for sub in family if len(sub.points)]
            held = [
                t
                for t in tops
                if id(t) not in cover
                and (
                    id(t) in own
                    or (
                        not t.__dict__.get("_ma_user")
                        and all(id(sub) in own for sub in t.get_family() if len(sub.points))
                    )
                )
            ]
            present = {id(sub) for t in held for sub in t.get_family()}
            if drawn and all(id(sub) in present for sub in drawn):
                cover.update((id(t), mob) for t in held)
        if cover:
            out: list[Any] = []
            placed: set[int] = set()
            for top in tops:
                m = cover.get(id(top))
                if m is None:
                    out.append(top)
                elif id(m) not in placed:
                    placed.add(id(m))
                    out.append(m)
            tops = out
        self._whole = {id(t): t for t in tops if t.__dict__.get("_ma_user")}
        return tops

    def _listed(
        self,
        mob: Any,
        parent: str | None,
        seen: set[int],
        member: tuple[dict[str, Any], dict[str, Any]] | None = None,
    ) -> MobjectInfo | None:
        """The info of a mobject to list (None if already listed or not drawn); marks it shown."""
        if id(mob) in seen:
            return None
        seen.add(id(mob))
        info = self.info(mob, parent, member)
        if info is None:
            return None
        if info.id not in self._shown:
            self._shown.add(info.id)
            if mob.__dict__.get("_ma_user"):
                self._first_info[info.id] = info
        return info

    def _parts(
        self, mob: Any, parent: str, out: list[MobjectInfo], depth: int, seen: set[int]
    ) -> None:
        """List the user-created, drawn parts of ``mob`` (nearest listed ancestor: ``parent``),
        and the parts Manim built that a viewer tells apart (``members_of``: bars, vertices,
        edges, cells), each with its ``member``."""
        if depth > 12:
            return
        for part, member, geom in members_of(mob):
            info = self._listed(part, parent, seen, (member, geom))
            if info is None:
                continue
            if len(out) < MAX_VISIBLE:
                out.append(info)
            self._parts(part, info.id, out, depth + 1, seen)
        for sub in mob.submobjects:
            if sub.__dict__.get("_ma_user"):
                info = self._listed(sub, parent, seen, _tag(sub))
                if info is None:
                    continue
                if len(out) < MAX_VISIBLE:
                    out.append(info)
                self._parts(sub, info.id, out, depth + 1, seen)
            else:
                self._parts(sub, parent, out, depth + 1, seen)

    def info(
        self,
        mob: Any,
        parent: str | None = None,
        member: tuple[dict[str, Any], dict[str, Any]] | None = None,
    ) -> MobjectInfo | None:
        """The MobjectInfo of a visible mobject, or None when nothing of it is drawn.

        A mobject whose family looks the same as at the last step (same members, point arrays,
        first and last points, colour arrays, z-index, text) reuses that step's info: most
        mobjects do not change in a given play, and this is what the recorder spends on."""
        family = mob.get_family()
        key = (id(mob), parent)
        fp = (_fingerprint(mob, family), repr(member))
        hit = self._cache.get(key)
        if hit is not None and hit[0] == fp:
            return hit[1]
        info = self._info(mob, family, parent, member)
        if len(self._cache) > 20000:
            self._cache.clear()
        self._cache[key] = (fp, info)
        return info

    def _info(
        self,
        mob: Any,
        family: list[Any],
        parent: str | None,
        member: tuple[dict[str, Any], dict[str, Any]] | None = None,
    ) -> MobjectInfo | None:
        drawn = False
        fo = so = 0.0
        stroke_hex = fill_hex = None
        xmin = ymin = zmin = float("inf")
        xmax = ymax = zmax = float("-inf")
        classes: list[str] = []
        is_3d = False
        children: list[str] = []
        for sub in family:
            cls = type(sub)
            cname = cls.__name__
            if cname not in classes and len(classes) < 24:
                classes.append(cname)
            if not is_3d and _is_3d_class(cls):
                is_3d = True
            if sub is not mob and sub.__dict__.get("_ma_user") and len(children) < MAX_CHILDREN:
                children.append(self.tid(sub))
            ok, f, s = _member_visible(sub)
            if not ok:
                continue
            drawn = True
            fo, so = max(fo, f), max(so, s)
            pts = sub.points
            lo, hi = pts.min(axis=0), pts.max(axis=0)
            xmin, ymin, zmin = min(xmin, lo[0]), min(ymin, lo[1]), min(zmin, lo[2])
            xmax, ymax, zmax = max(xmax, hi[0]), max(ymax, hi[1]), max(zmax, hi[2])
            if fill_hex is None and f > 0.01:
                fill_hex = _hex(sub.fill_rgbas[0]) if "fill_rgbas" in sub.__dict__ else None
            if stroke_hex is None and s > 0.01:
                stroke_hex = _hex(sub.stroke_rgbas[0])
        if not drawn:
            return None
        if children:
            children = self._nearest_children(mob)
        parts = [self.tid(p) for p, _, _ in members_of(mob)]
        if parts:
            children = (parts + [c for c in children if c not in parts])[:MAX_CHILDREN]
        cx, cy, cz = (xmin + xmax) / 2, (ymin + ymax) / 2, (zmin + zmax) / 2
        text, tex, value = text_of(mob), tex_of(mob), value_of(mob)
        written = any(c is not None for c in (text, tex, value)) or any(
            c in _WRITTEN for c in classes
        )
        shape, geom = seen_shape(mob, family, written)
        if member is not None and member[1]:
            geom = {**geom, **member[1]}
        return MobjectInfo(
            id=self.tid(mob),
            cls=type(mob).__name__,
            line=_opt_int(mob.__dict__.get("_ma_line")),
            stroke=stroke_hex,
            fill=fill_hex,
            fill_opacity=_r(fo),
            stroke_opacity=_r(so),
            text=text,
            tex=tex,
            value=value,
            bbox=[_r(xmin), _r(ymin), _r(xmax), _r(ymax)],
            center=[_r(cx), _r(cy), _r(cz)],
            z_index=_r(getattr(mob, "z_index", 0.0) or 0.0),
            children=children,
            family_classes=classes,
            is_3d=bool(is_3d or (zmax - zmin) > 0.05),
            parent=parent,
            shape=shape,
            geom=geom or None,
            member=dict(member[0]) if member is not None else None,
        )

    def _nearest_children(self, mob: Any) -> list[str]:
        out: list[str] = []

        def walk(m: Any, depth: int) -> None:
            for sub in m.submobjects:
                if sub.__dict__.get("_ma_user"):
                    if len(out) < MAX_CHILDREN:
                        out.append(self.tid(sub))
                elif depth < 12:
                    walk(sub, depth + 1)

        walk(mob, 0)
        return out

    def build(self, complete: bool = True) -> SceneTrace:
        """The trace so far (the ``created`` list states each mobject when first shown)."""
        from manim import config

        created: list[MobjectInfo] = []
        for mob in self.created:
            try:
                mid = self.tid(mob)
                info = self._first_info.get(mid)
                if info is None:
                    info = self.info(mob) or MobjectInfo(
                        id=mid, cls=type(mob).__name__, line=mob.__dict__.get("_ma_line")
                    )
                info = MobjectInfo.from_dict(info.to_dict())
                info.parent = None
                # a group made only to arrange its parts counts as shown once a part is
                family: set[str] = set()
                self._user_ids(mob, family)
                info.shown = bool(family & self._shown) or any(
                    id(sub) in self._animated for sub in mob.get_family()
                )
                info.used = mid in self._used
                created.append(info)
            except Exception:
                continue
        return SceneTrace(
            frame={"width": _r(config.frame_width), "height": _r(config.frame_height)},
            three_d=self.three_d,
            camera_moved=self.camera_moved,
            camera_turned=self.camera_turned,
            steps=self.steps,
            created=created,
            scene=self.scene_name,
            complete=complete,
            truncated=self.truncated,
            recorder_error=self.error,
            background=self.background or "#000000",
        )


def _jsonable(v: Any) -> Any:
    if isinstance(v, bool | int | str) or v is None:
        return v
    if isinstance(v, float):
        return _r(v)
    try:
        import numpy as np

        if isinstance(v, np.ndarray) and v.size <= 3:
            return [_r(x) for x in v.tolist()]
        if isinstance(v, np.generic):
            return _r(float(v))
    except Exception:
        pass
    if hasattr(v, "submobjects"):
        return type(v).__name__
    return type(v).__name__


def install_trace_hooks(
    user_file: str, get_recorder: Callable[[], TraceRecorder | None]
) -> Callable[[], None]:
    """Wrap ``Scene.play`` (``wait`` plays a Wait), ``add``, ``remove``, ``clear`` and
    ``Mobject.copy`` so the current recorder sees each step, and ``BarChart.get_bar_labels`` so
    each label says which bar it labels. Returns the undo function.

    Creation itself is seen through ``layout.install_creation_tracking(on_created=...)``.
    """
    from manim import BarChart, Mobject, Scene

    orig_play, orig_add, orig_remove, orig_clear = Scene.play, Scene.add, Scene.remove, Scene.clear
    orig_copy, orig_become = Mobject.copy, Mobject.become
    orig_update = Scene.update_to_time
    orig_bar_labels = BarChart.get_bar_labels

    def play(self: Any, *args: Any, **kwargs: Any) -> Any:
        rec = get_recorder()
        if rec is None or rec.depth > 0 or not rec.enabled:
            return orig_play(self, *args, **kwargs)
        line = rec.user_line()
        rec.before_call(self)
        t0 = float(self.renderer.time)
        cam = camera_state(self) if rec.enabled else None
        rec.begin_play(t0)
        rec.depth += 1
        try:
            out = orig_play(self, *args, **kwargs)
        finally:
            rec.depth -= 1
        rec.record_play(self, line, t0, cam)
        return out

    def _wrap(orig: Callable[..., Any], kind: StepKind) -> Callable[..., Any]:
        def call(self: Any, *args: Any, **kwargs: Any) -> Any:
            rec = get_recorder()
            if rec is None or rec.depth > 0 or not rec.enabled:
                return orig(self, *args, **kwargs)
            line = rec.user_line()
            rec.before_add_remove(self, kind, line)
            rec.depth += 1
            try:
                out = orig(self, *args, **kwargs)
            finally:
                rec.depth -= 1
            rec.record_add_remove(self, kind, line)
            return out

        return call

    def copy(self: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig_copy(self, *args, **kwargs)
        rec = get_recorder()
        if rec is None or not rec.enabled:
            return out
        caller = sys._getframe(1)
        if caller.f_code.co_filename == user_file and rec.depth == 0:
            out.__dict__["_ma_line"] = caller.f_lineno
            rec.on_created(out)
            if self.__dict__.get("_ma_user"):
                rec.mark_used(self)  # a template the scene copies is used, if never shown
        elif self.__dict__.get("_ma_user"):
            # Manim's own copies (Transform's start, AnimatedBoundary's outlines) are not the
            # user's mobjects, although deepcopy carried the mark over
            for sub in out.get_family():
                sub.__dict__.pop("_ma_user", None)
        return out

    def update_to_time(self: Any, t: float) -> Any:
        rec = get_recorder()
        if rec is not None and rec.enabled and rec.depth == 1:
            rec.before_frame(self)
        out = orig_update(self, t)
        rec = get_recorder()
        if rec is not None and rec.enabled and rec.depth == 1:
            rec.sample(self, t)
        return out

    def become(self: Any, mobject: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig_become(self, mobject, *args, **kwargs)
        rec = get_recorder()
        if rec is not None and rec.enabled:
            _take_content(self, mobject)
            if mobject.__dict__.get("_ma_user"):
                rec.mark_used(mobject)
        return out

    def get_bar_labels(self: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig_bar_labels(self, *args, **kwargs)
        try:  # each label says which bar it labels (the trace's ``member``)
            for i, (label, value) in enumerate(zip(out.submobjects, self.values, strict=False)):
                label.__dict__[_MEMBER] = {"kind": "bar_label", "index": i, "value": _r(value)}
        except Exception:
            pass
        return out

    Scene.play = play  # type: ignore[method-assign]
    Scene.add = _wrap(orig_add, "add")  # type: ignore[method-assign]
    Scene.remove = _wrap(orig_remove, "remove")  # type: ignore[method-assign]
    Scene.clear = _wrap(orig_clear, "remove")  # type: ignore[method-assign]
    Mobject.copy = copy  # type: ignore[method-assign]
    Mobject.become = become  # type: ignore[method-assign]
    Scene.update_to_time = update_to_time  # type: ignore[method-assign]
    BarChart.get_bar_labels = get_bar_labels  # type: ignore[method-assign]

    def undo() -> None:
        Scene.play = orig_play  # type: ignore[method-assign]
        Scene.add = orig_add  # type: ignore[method-assign]
        Scene.remove = orig_remove  # type: ignore[method-assign]
        Scene.clear = orig_clear  # type: ignore[method-assign]
        Mobject.copy = orig_copy  # type: ignore[method-assign]
        Mobject.become = orig_become  # type: ignore[method-assign]
        Scene.update_to_time = orig_update  # type: ignore[method-assign]
        BarChart.get_bar_labels = orig_bar_labels  # type: ignore[method-assign]

    return undo
