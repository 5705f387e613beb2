"""The layout report: mobjects that leave the frame, and text that sits on other mobjects.

Small models put text off-screen and stack labels on top of each other; seeing that usually
needs a vision model. Here the child watches the scene itself: after every ``Scene.play`` (and
``wait``, which plays a Wait) and once at the end, it takes the bounding boxes of the visible
mobjects and checks them against the camera frame and against each other. ``Mobject.__init__``
is wrapped to remember the user line that created each mobject.

The geometry (``Box``, ``offscreen_fraction``, ``overlap_fraction``) is pure and unit-tested;
the Manim-facing part (``LayoutRecorder``) runs only inside a render child.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from types import FrameType
from typing import Any

from server.render.result import LayoutWarning

# Thresholds (fractions of the text's own box area unless noted).
OFFSCREEN_TEXT = 0.02  # text is unreadable once a few percent is cut off
OFFSCREEN_SHAPE = 0.25  # shapes may overhang the edge on purpose (lines, large arcs)
OVERHANG_MIN = 0.05  # scene units: ignore sub-pixel overhangs at 480p
OVERLAP_TEXT_TEXT = 0.15  # of the smaller text box
OVERLAP_TEXT_SHAPE = 0.30  # of the text box
#: an outline (no fill) whose box lies within a text's box grown by this much frames a part of it
FRAME_MARGIN = 0.5
BACKGROUND_COVER = 0.9  # a box this wide and tall (fraction of the frame) is a background
MAX_WARNINGS = 50


@dataclass(frozen=True)
class Box:
    """An axis-aligned box in scene units."""

    xmin: float
    xmax: float
    ymin: float
    ymax: float

    @property
    def width(self) -> float:
        return max(0.0, self.xmax - self.xmin)

    @property
    def height(self) -> float:
        return max(0.0, self.ymax - self.ymin)

    @property
    def area(self) -> float:
        return self.width * self.height

    def intersect(self, other: Box) -> Box | None:
        xmin, xmax = max(self.xmin, other.xmin), min(self.xmax, other.xmax)
        ymin, ymax = max(self.ymin, other.ymin), min(self.ymax, other.ymax)
        if xmin >= xmax or ymin >= ymax:
            return None
        return Box(xmin, xmax, ymin, ymax)

    def contains(self, other: Box, tol: float = 0.05) -> bool:
        return (
            other.xmin >= self.xmin - tol
            and other.xmax <= self.xmax + tol
            and other.ymin >= self.ymin - tol
            and other.ymax <= self.ymax + tol
        )

    def padded(self, pad: float) -> Box:
        return Box(self.xmin - pad, self.xmax + pad, self.ymin - pad, self.ymax + pad)


def offscreen_fraction(box: Box, frame: Box) -> float:
    """The fraction of ``box`` outside ``frame`` (thin boxes are padded so lines count too)."""
    padded = box.padded(0.005)
    inside = padded.intersect(frame)
    if padded.area <= 0:
        return 0.0
    return 1.0 - (inside.area if inside else 0.0) / padded.area


def overhang(box: Box, frame: Box) -> tuple[float, list[str]]:
    """How far (scene units) ``box`` sticks out of ``frame`` and on which edges."""
    sides = {
        "left": frame.xmin - box.xmin,
        "right": box.xmax - frame.xmax,
        "bottom": frame.ymin - box.ymin,
        "top": box.ymax - frame.ymax,
    }
    out = {k: v for k, v in sides.items() if v > 0}
    return (max(out.values()) if out else 0.0), sorted(out, key=lambda k: -out[k])


def overlap_fraction(a: Box, b: Box) -> float:
    """Intersection area over the area of ``a``."""
    inter = a.intersect(b)
    if inter is None or a.area <= 0:
        return 0.0
    return inter.area / a.area


def overlap_of_smaller(a: Box, b: Box) -> float:
    """Intersection area over the smaller box's area (0: apart; 1: one inside the other)."""
    inter = a.intersect(b)
    small = min(a.area, b.area)
    if inter is None or small <= 1e-9:
        return 0.0
    return min(1.0, inter.area / small)


def is_background(box: Box, frame: Box) -> bool:
    return box.width >= BACKGROUND_COVER * frame.width and box.height >= (
        BACKGROUND_COVER * frame.height
    )


@dataclass
class Item:
    """A visible mobject as the checks see it."""

    key: int
    box: Box
    label: str
    line: int | None
    is_text: bool
    is_line: bool = False  # thin 1-D shapes (Line, Arrow) are not checked for overlap
    is_background: bool = False
    is_outline: bool = False  # drawn with stroke only: it hides no glyph it does not cross


def check_items(items: list[Item], frame: Box) -> list[tuple[str, Item, Item | None, str]]:
    """Layout findings for one moment.

    Each is ``("offscreen", item, None, detail)`` or ``("overlap", text, other, detail)``.
    """
    found: list[tuple[str, Item, Item | None, str]] = []
    for it in items:
        if it.is_background:
            continue
        frac = offscreen_fraction(it.box, frame)
        over, sides = overhang(it.box, frame)
        limit = OFFSCREEN_TEXT if it.is_text else OFFSCREEN_SHAPE
        if frac > limit and over > OVERHANG_MIN:
            pct = round(100 * frac)
            where = "entirely" if frac > 0.99 else f"{pct}%"
            found.append(("offscreen", it, None, f"{where} outside the frame ({', '.join(sides)})"))
    texts = [it for it in items if it.is_text]
    others = [it for it in items if not it.is_text and not it.is_line and not it.is_background]
    for i, a in enumerate(texts):
        for b in texts[i + 1 :]:
            small, big = (a, b) if a.box.area <= b.box.area else (b, a)
            frac = overlap_fraction(small.box, big.box)
            if frac > OVERLAP_TEXT_TEXT:
                found.append(
                    ("overlap", small, big, f"{round(100 * frac)}% of the text is covered")
                )
        for o in others:
            frac = overlap_fraction(a.box, o.box)
            if frac > OVERLAP_TEXT_SHAPE and not o.box.contains(a.box) and not frames_part(o, a):
                # text fully inside a shape is a label on it; partly on it is a collision
                found.append(("overlap", a, o, f"{round(100 * frac)}% of the text is covered"))
    return found


def frames_part(shape: Item, text: Item) -> bool:
    """An outline round a part of the text (a box round the answer of `MathTex("x = 5")`): its
    box lies within the text's box grown by `FRAME_MARGIN`, so it is drawn round glyphs, not
    over the text."""
    m = FRAME_MARGIN
    b = text.box
    grown = Box(b.xmin - m, b.xmax + m, b.ymin - m, b.ymax + m)
    return shape.is_outline and grown.contains(shape.box)


@dataclass
class LayoutRecorder:
    """Collects layout warnings while one scene plays (inside a render child only)."""

    scene_name: str
    warnings: list[LayoutWarning] = field(default_factory=list)
    _seen: set[tuple[str, int, int]] = field(default_factory=set)
    enabled: bool = True

    def check(self, scene: Any) -> None:
        """Inspect the scene's current mobjects; never raises (a broken check disables itself)."""
        if not self.enabled or len(self.warnings) >= MAX_WARNINGS:
            return
        try:
            self._check(scene)
        except Exception:
            self.enabled = False

    def _check(self, scene: Any) -> None:
        from manim import ThreeDScene

        if isinstance(scene, ThreeDScene):
            self.enabled = False  # projected 3-D boxes would give false alarms
            return
        frame = frame_box(scene)
        items = collect_items(scene.mobjects, frame)
        now = float(scene.renderer.time)
        for kind, a, b, detail in check_items(items, frame):
            key = (kind, a.key, b.key if b else 0)
            if key in self._seen:
                continue
            self._seen.add(key)
            self.warnings.append(
                LayoutWarning(
                    kind="overlap" if kind == "overlap" else "offscreen",
                    mobject=a.label,
                    time=round(now, 3),
                    line=a.line,
                    other=b.label if b else None,
                    other_line=b.line if b else None,
                    scene=self.scene_name,
                    detail=detail,
                )
            )


def frame_box(scene: Any) -> Box:
    """The visible region: the moving camera's frame where there is one, else the config frame."""
    from manim import config

    camera = scene.renderer.camera
    frame_mob = getattr(camera, "frame", None)
    if frame_mob is not None and hasattr(frame_mob, "get_center"):
        cx, cy = float(frame_mob.get_center()[0]), float(frame_mob.get_center()[1])
        w, h = float(frame_mob.width), float(frame_mob.height)
    else:
        center = getattr(camera, "frame_center", (0.0, 0.0, 0.0))
        cx, cy = float(center[0]), float(center[1])
        w = float(getattr(camera, "frame_width", config.frame_width))
        h = float(getattr(camera, "frame_height", config.frame_height))
    return Box(cx - w / 2, cx + w / 2, cy - h / 2, cy + h / 2)


def collect_items(mobjects: Iterable[Any], frame: Box) -> list[Item]:
    """Visible mobjects, with plain VGroup/Group containers opened so each part is seen alone."""
    from manim import (
        CoordinateSystem,
        DecimalNumber,
        Group,
        Line,
        MarkupText,
        SingleStringMathTex,
        Text,
        VGroup,
    )

    text_types = (Text, MarkupText, SingleStringMathTex, DecimalNumber)
    items: list[Item] = []

    def visit(mob: Any, depth: int) -> None:
        if type(mob) in (VGroup, Group) and depth < 6:
            for sub in mob.submobjects:
                visit(sub, depth + 1)
            return
        box = box_of(mob)
        if box is None or not is_visible(mob):
            return
        is_text = isinstance(mob, text_types)
        is_line = isinstance(mob, Line) or (not is_text and min(box.width, box.height) < 0.02)
        is_bg = isinstance(mob, CoordinateSystem) or is_background(box, frame)
        items.append(
            Item(
                key=id(mob),
                box=box,
                label=describe_mobject(mob),
                line=getattr(mob, "_ma_line", None),
                is_text=is_text,
                is_line=is_line,
                is_background=is_bg,
                # only a shape can be a frame round a text; the fill walk is skipped for the rest
                is_outline=not (is_text or is_line or is_bg) and is_outline(mob),
            )
        )

    for m in mobjects:
        visit(m, 0)
    return items


def box_of(mob: Any) -> Box | None:
    """The bounding box of a mobject's whole family, or None when it has no points."""
    pts = mob.get_all_points()
    if pts is None or len(pts) == 0:
        return None
    xs, ys = pts[:, 0], pts[:, 1]
    return Box(float(xs.min()), float(xs.max()), float(ys.min()), float(ys.max()))


def is_outline(mob: Any) -> bool:
    """Whether the family is drawn with strokes only (no visible fill anywhere)."""
    for sub in mob.get_family():
        fill = getattr(sub, "fill_rgbas", None)
        if fill is None:
            if hasattr(sub, "pixel_array") or getattr(sub, "rgbas", None) is not None:
                return False  # images and point clouds are not outlines
            continue
        if len(getattr(sub, "points", ())) and len(fill) and float(fill[:, 3].max()) > 0.01:
            return False
    return True


def is_visible(mob: Any) -> bool:
    """Whether any part of the family is drawn with non-zero opacity."""
    for sub in mob.get_family():
        if len(getattr(sub, "points", ())) == 0 and not hasattr(sub, "pixel_array"):
            continue
        fill = getattr(sub, "fill_rgbas", None)
        stroke = getattr(sub, "stroke_rgbas", None)
        if fill is None and stroke is None:
            if hasattr(sub, "pixel_array"):
                return True  # images
            rgbas = getattr(sub, "rgbas", None)  # point clouds; a ValueTracker is never drawn
            if rgbas is not None and len(rgbas) and float(rgbas[:, 3].max()) > 0.01:
                return True
            continue
        if fill is not None and len(fill) and float(fill[:, 3].max()) > 0.01:
            return True
        width = float(getattr(sub, "stroke_width", 0) or 0)
        if stroke is not None and len(stroke) and width > 0 and float(stroke[:, 3].max()) > 0.01:
            return True
    return False


def describe_mobject(mob: Any) -> str:
    """``Text('Hello')``, ``MathTex('x^2')``, ``Circle``: what a person would call it."""
    name = type(mob).__name__
    text = getattr(mob, "original_text", None)  # Text.text has its spaces removed
    if not isinstance(text, str):
        text = getattr(mob, "text", None)
    if not isinstance(text, str):
        text = getattr(mob, "tex_string", None)
    if (
        not isinstance(text, str)
        and hasattr(mob, "get_value")
        and name.endswith(("Number", "Integer"))
    ):
        try:
            text = str(mob.get_value())
        except Exception:
            text = None
    if isinstance(text, str):
        short = " ".join(text.split())
        if len(short) > 30:
            short = short[:29] + "…"
        return f"{name}({short!r})"
    return name


def install_creation_tracking(
    user_file: str, on_created: Callable[[Any, bool, tuple[Any, ...]], None] | None = None
) -> Callable[[], None]:
    """Wrap ``Mobject.__init__`` to remember the user line that created each mobject.

    Returns a function that undoes the wrap. The walk up the stack stops at the first frame in
    the user's file; mobjects made by Manim itself for a user call get that call's line.
    With ``on_created``, mobjects made *directly* by a user line (``Square()``, ``axes.plot(...)``;
    not the letters of a ``Text`` or the ticks of an ``Axes``, which another mobject's
    ``__init__`` makes) are passed to it once they exist, with True when the line called the
    class itself (``Square()``) rather than a method that made it (``axes.plot``), and the
    mobjects given to that constructor (``Cutout(s1, s2)`` is built from ``s1`` and ``s2``). A
    user subclass's own ``__init__`` is looked through: its instances get the line that called it.
    """
    from manim import Mobject

    original = Mobject.__init__

    own_inits: dict[type, frozenset[Any]] = {}

    def inits_of(cls: type) -> frozenset[Any]:
        """The code of every ``__init__`` in the class's MRO: the frames of its own construction
        (cheaper than reading each frame's ``self``)."""
        codes = own_inits.get(cls)
        if codes is None:
            found = set()
            for c in cls.__mro__:
                init = c.__dict__.get("__init__")
                code = getattr(init, "__code__", None)
                if code is not None:
                    found.add(code)
            codes = own_inits[cls] = frozenset(found)
        return codes

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        direct = ctor = False
        if "_ma_line" not in self.__dict__:
            f: FrameType | None = sys._getframe(1)
            prev: FrameType | None = None
            direct = on_created is not None
            mine = inits_of(type(self)) if direct else frozenset()
            while f is not None:
                code = f.f_code
                if code.co_filename == user_file:
                    if code in mine and f.f_back is not None:
                        prev, f = f, f.f_back  # a user subclass constructing itself
                        continue
                    break
                if direct and code.co_name == "__init__" and code not in mine:
                    direct = False  # made inside another object's constructor
                prev, f = f, f.f_back
            self.__dict__["_ma_line"] = f.f_lineno if f is not None else None
            direct = direct and f is not None
            # the user line called this object's class itself (not a method that made it)
            ctor = direct and prev is not None and prev.f_code in mine
        parts = _mobject_args(prev.f_locals, self) if ctor and prev is not None else ()
        original(self, *args, **kwargs)
        if direct and on_created is not None:
            on_created(self, ctor, parts)

    Mobject.__init__ = __init__  # type: ignore[method-assign]

    def undo() -> None:
        Mobject.__init__ = original  # type: ignore[method-assign]

    return undo


def _mobject_args(local_vars: dict[str, Any], me: Any) -> tuple[Any, ...]:
    """The mobjects among a constructor's arguments (one level into lists and tuples)."""
    from manim import Mobject

    found: list[Any] = []
    for name, value in local_vars.items():
        if name in ("self", "__class__") or value is me:
            continue
        items = value if isinstance(value, list | tuple) else (value,)
        for item in items[:500]:
            if isinstance(item, Mobject) and item is not me:
                found.append(item)
    return tuple(found)


def install_play_hook(get_recorder: Callable[[], LayoutRecorder | None]) -> Callable[[], None]:
    """Wrap ``Scene.play`` so the current recorder checks the layout after each animation."""
    from manim import Scene

    original = Scene.play

    def play(self: Any, *args: Any, **kwargs: Any) -> Any:
        out = original(self, *args, **kwargs)
        rec = get_recorder()
        if rec is not None:
            rec.check(self)
        return out

    Scene.play = play  # type: ignore[method-assign]

    def undo() -> None:
        Scene.play = original  # type: ignore[method-assign]

    return undo
