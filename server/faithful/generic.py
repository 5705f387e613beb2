"""Generic checks on a scene trace: mistakes any description would call wrong.

No description is needed: several similar mobjects stacked on one spot, shapes or text leaving
the frame, text on text or on shapes, a number or text replaced in place while the old one stays,
nothing visible for most of the video, mobjects created but never shown, and a video that is one
still picture (only ``self.add`` and ``wait``). Each finding sits at
the user's line that created the mobject and says what to change in a sentence a small model
can act on.

States are judged where the viewer sees them: after a ``wait``, at the end, and after a ``play``
whose result the next ``play`` does not move at once (so a label sliding in from the edge or a
number faded out in the next step is not a finding). 3-D scenes skip the 2-D geometry checks.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from server.faithful.requirements import AREA_CLASSES, POINT_SIZE
from server.faithful.swap import ENTRANCES, MergeAnimate, Placement, TraceFix, fix_from_dict
from server.render.layout import (
    BACKGROUND_COVER,
    OFFSCREEN_SHAPE,
    OFFSCREEN_TEXT,
    OVERHANG_MIN,
    OVERLAP_TEXT_SHAPE,
    OVERLAP_TEXT_TEXT,
    Box,
    offscreen_fraction,
    overhang,
    overlap_fraction,
)
from server.render.trace import AnimationInfo, MobjectInfo, SceneTrace, TraceStep

Severity = Literal["error", "warning", "info"]

TEXT_CLASSES = {
    "Text",
    "MarkupText",
    "Paragraph",
    "Tex",
    "MathTex",
    "SingleStringMathTex",
    "Title",
    "BulletedList",
    "DecimalNumber",
    "Integer",
    "Variable",
    "Code",
}
GROUP_CLASSES = {"VGroup", "Group", "VDict"}
COORD_SUFFIXES = ("Axes", "Plane", "NumberLine", "CoordinateSystem")
LINE_CLASSES = {
    "Line",
    "DashedLine",
    "Arrow",
    "DoubleArrow",
    "Vector",
    "TangentLine",
    "Elbow",
    "CurvedArrow",
    "CurvedDoubleArrow",
    "Arc",
    "ArcBetweenPoints",
    "DashedVMobject",
    "ParametricFunction",
    "FunctionGraph",
    "ImplicitFunction",
    "TracedPath",
    "Brace",
    "BraceBetweenPoints",
}
PLOT_CLASSES = {"ParametricFunction", "FunctionGraph", "ImplicitFunction"}
NEVER_DRAWN = {"ValueTracker", "ComplexValueTracker", "Mobject"}
# drawn around or behind text on purpose
DECORATIONS = {
    "SurroundingRectangle",
    "BackgroundRectangle",
    "Underline",
    "Cross",
    "AnimatedBoundary",
    "Highlight",
}

STACK_OVERLAP = 0.8  # of the smaller box
SAME_SIZE = 0.15  # relative difference of width and height for "the same size"
SAME_SIDE = 0.05  # relative difference of one side for bars of one width
REPLACED_OVERLAP = 0.5
#: Source text that makes a scene change while it only waits (updaters, a turning camera,
#: self-animating mobjects): such a scene is no still picture even without a ``play``.
MOVES_WHILE_WAITING = (
    "add_updater",
    "always_redraw",
    ".always",
    "f_always",
    "TracedPath",
    "camera_rotation",
    "start_animation",
    "AnimatedBoundary",
    "turn_animation_into_updater",
    "apply_matrix",
    "apply_transposed_matrix",
    "apply_nonlinear_transformation",
    "apply_function",
    "move_camera",
)
MOSTLY_EMPTY = 0.5  # fraction of the video with nothing visible
EMPTY_TAIL_S = 2.0


@dataclass
class TraceFinding:
    """A problem the trace shows, at the user's line (1-based) where one is known."""

    code: str
    message: str
    line: int | None
    severity: Severity = "error"
    fix: TraceFix | None = None  # a swap or placement that would meet it (swap.py)

    def to_dict(self) -> dict[str, Any]:
        return {
            "code": self.code,
            "message": self.message,
            "line": self.line,
            "severity": self.severity,
            **({"fix": self.fix.to_dict()} if self.fix is not None else {}),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> TraceFinding:
        sev = d.get("severity")
        return cls(
            code=str(d.get("code", "")),
            message=str(d.get("message", "")),
            line=None if d.get("line") is None else int(d["line"]),
            severity=sev if sev in ("error", "warning", "info") else "error",
            fix=fix_from_dict(d["fix"]) if isinstance(d.get("fix"), dict) else None,
        )


# -- classification ----------------------------------------------------------------------------


def is_text(m: MobjectInfo) -> bool:
    return m.text is not None or m.tex is not None or m.value is not None or m.cls in TEXT_CLASSES


def is_number(m: MobjectInfo) -> bool:
    return m.value is not None or m.cls in ("DecimalNumber", "Integer", "Variable")


def is_coordinate_system(m: MobjectInfo) -> bool:
    return m.cls.endswith(COORD_SUFFIXES) or any(
        c.endswith(COORD_SUFFIXES) for c in m.family_classes[:1]
    )


def is_line_like(m: MobjectInfo) -> bool:
    return m.cls in LINE_CLASSES or min(m.width, m.height) < 0.02


def box_of(m: MobjectInfo) -> Box:
    xmin, ymin, xmax, ymax = m.bbox
    return Box(xmin, xmax, ymin, ymax)


def frame_box(trace: SceneTrace, step: TraceStep) -> Box:
    """The visible region after ``step``: the (moving) camera frame where recorded."""
    cam = step.camera or {}
    w = float(cam.get("width") or trace.frame.get("width", 14.2222))
    h = float(trace.frame.get("height", 8.0))
    if cam.get("height"):
        # a moving camera's frame keeps the aspect ratio; the plain camera's height may be
        # rounded to pixels, so trust the config height unless the frame was zoomed
        h = float(cam["height"]) if abs(w - trace.frame.get("width", w)) > 1e-3 else h
    center = cam.get("center") or [0.0, 0.0, 0.0]
    cx, cy = float(center[0]), float(center[1])
    return Box(cx - w / 2, cx + w / 2, cy - h / 2, cy + h / 2)


def units(step: TraceStep) -> list[MobjectInfo]:
    """What the viewer sees as separate things: listed parts instead of groups holding them."""
    listed = {m.id for m in step.visible}
    out = []
    for m in step.visible:
        has_parts = any(c in listed for c in m.children)
        if has_parts and (m.cls in GROUP_CLASSES or not _draws_itself(m)):
            continue
        out.append(m)
    return out


def _draws_itself(m: MobjectInfo) -> bool:
    return m.cls not in GROUP_CLASSES


def _moving_ids(step: TraceStep | None) -> set[str]:
    """Ids animated by a play step (each target and whatever it holds); empty for others."""
    if step is None or step.kind != "play":
        return set()
    targets = {t for a in step.animations for t in a.targets}
    parents = {m.id: m.parent for m in step.visible}
    moving = set(targets)
    for mid in parents:
        p: str | None = mid
        seen = 0
        while p is not None and seen < 20:
            if p in targets:
                moving.add(mid)
                break
            p = parents.get(p)
            seen += 1
    return moving


def held_states(trace: SceneTrace) -> list[tuple[TraceStep, set[str]]]:
    """(step, ids that the next play changes at once) for each state the viewer sees a while.

    An add/remove step only counts when no play or wait follows it (a static scene)."""
    out: list[tuple[TraceStep, set[str]]] = []
    steps = trace.steps
    timed = any(s.kind in ("play", "wait") for s in steps)
    for i, s in enumerate(steps):
        nxt = steps[i + 1] if i + 1 < len(steps) else None
        if s.kind in ("add", "remove"):
            if timed:
                continue
            out.append((s, set()))
            continue
        if s.kind == "end" and i > 0 and steps[i - 1].kind in ("play", "wait"):
            # the end repeats the state after the last play; keep it (it is held to the end)
            out.append((s, set()))
            continue
        if s.kind == "play" and nxt is not None and nxt.kind == "play":
            out.append((s, _moving_ids(nxt)))
            continue
        out.append((s, set()))
    return out


# -- naming ------------------------------------------------------------------------------------

_ASSIGN = re.compile(r"^\s*([A-Za-z_]\w*)\s*(?::[^=]+)?=(?!=)")


def variable_at(source: str | None, line: int | None) -> str | None:
    """The variable a line assigns (``squares = [...]`` -> ``squares``), if any."""
    if not source or line is None:
        return None
    lines = source.splitlines()
    if not 1 <= line <= len(lines):
        return None
    m = _ASSIGN.match(lines[line - 1])
    return m.group(1) if m else None


def _at(line: int | None) -> str:
    return f" created at line {line}" if line is not None else ""


def _lines(lines: Iterable[int | None]) -> str:
    known = sorted({ln for ln in lines if ln is not None})
    if not known:
        return ""
    if len(known) == 1:
        return f" created at line {known[0]}"
    return " created at lines " + ", ".join(str(x) for x in known)


def _pt(m: MobjectInfo) -> str:
    return f"({m.center[0]:.1f}, {m.center[1]:.1f})"


def _when(step: TraceStep) -> str:
    return "at the end" if step.kind == "end" else f"at t={step.t_end:.1f}s"


def _plural(cls: str, n: int) -> str:
    return cls if n == 1 else (cls + "es" if cls.endswith(("x", "s")) else cls + "s")


# -- the checks --------------------------------------------------------------------------------


def generic_findings(
    trace: SceneTrace | None, source: str | None = None, *, shapes_may_overflow: bool = False
) -> list[TraceFinding]:
    """Every generic finding on the trace, errors first, at most one per (code, line).
    ``shapes_may_overflow``: the description asks a shape to cover the whole screen, so shapes
    past the frame's edges are no ``offscreen`` finding (texts still are)."""
    if trace is None or not trace.steps:
        return []
    found: list[TraceFinding] = []
    found += check_empty(trace)
    if not trace.three_d:
        replaced, pairs = check_replaced_in_place(trace, source)
        found += replaced
        found += check_stacked(trace, source)
        found += check_offscreen(trace, shapes_may_overflow=shapes_may_overflow)
        found += check_text_overlap(trace, skip_pairs=pairs)
        found += check_hidden(trace, source)
    found += check_invisible(trace, source)
    found += check_never_shown(trace, source)
    found += check_never_animates(trace, source)
    found += check_held(trace, source)
    found += check_drawn_again(trace, source)
    found += check_animate_twice(trace, source)
    found += check_animate_full_turn(trace, source)
    found += check_zero_size(trace, source)
    if not trace.three_d:
        found += check_arrow_through_text(trace, source)
        found += check_leaves_and_returns(trace, source)
    seen: set[tuple[str, int | None]] = set()
    out: list[TraceFinding] = []
    order = {"error": 0, "warning": 1, "info": 2}
    for f in sorted(found, key=lambda f: order[f.severity]):
        key = (f.code, f.line)
        if key in seen:
            continue
        seen.add(key)
        out.append(f)
    return out


def errors(findings: Iterable[TraceFinding]) -> list[TraceFinding]:
    return [f for f in findings if f.severity == "error"]


def _similar(a: MobjectInfo, b: MobjectInfo) -> bool:
    """Drawn on one spot: same class, mostly on top of each other, same size or same width/height
    (bars). Concentric circles or nested squares (different in both sides) are not stacked."""
    if a.cls != b.cls or is_text(a) or is_coordinate_system(a) or a.cls in GROUP_CLASSES:
        return False  # groups are judged by their parts (a thinned trace lists groups whole)
    if a.cls in LINE_CLASSES:
        # curves on shared axes overlap by design, and a box cannot tell the two diagonals of
        # an X from one segment drawn twice
        return False
    ba, bb = box_of(a), box_of(b)
    small, big = (ba, bb) if ba.area <= bb.area else (bb, ba)
    if small.area <= 1e-6:
        # points and thin lines: the same place and size
        return (
            abs(a.center[0] - b.center[0]) < 0.05
            and abs(a.center[1] - b.center[1]) < 0.05
            and _close(a.width, b.width, SAME_SIZE)
            and _close(a.height, b.height, SAME_SIZE)
            and max(a.width, a.height) > 0.1
        )
    if overlap_fraction(small, big) < STACK_OVERLAP:
        return False
    same_w = _close(a.width, b.width, SAME_SIDE)
    same_h = _close(a.height, b.height, SAME_SIDE)
    both = _close(a.width, b.width, SAME_SIZE) and _close(a.height, b.height, SAME_SIZE)
    return both or same_w or same_h


def _close(x: float, y: float, rel: float) -> bool:
    return abs(x - y) <= rel * max(abs(x), abs(y), 1e-9)


def _ancestors(step: TraceStep) -> dict[str, set[str]]:
    """Each listed id -> the ids of its listed ancestors."""
    parent = {m.id: m.parent for m in step.visible}
    out: dict[str, set[str]] = {}
    for mid in parent:
        chain: set[str] = set()
        p = parent.get(mid)
        while p is not None and p not in chain and len(chain) < 20:
            chain.add(p)
            p = parent.get(p)
        out[mid] = chain
    return out


def _related(a: MobjectInfo, b: MobjectInfo, anc: dict[str, set[str]]) -> bool:
    """The same mobject, or one holds the other (a part inside its own shape)."""
    return a.id == b.id or a.id in anc.get(b.id, ()) or b.id in anc.get(a.id, ())


def _clusters(
    items: list[MobjectInfo], anc: dict[str, set[str]] | None = None
) -> list[list[MobjectInfo]]:
    anc = anc or {}
    parent = list(range(len(items)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i in range(len(items)):
        for j in range(i + 1, len(items)):
            if not _related(items[i], items[j], anc) and _similar(items[i], items[j]):
                parent[find(i)] = find(j)
    groups: dict[int, list[MobjectInfo]] = {}
    for i, m in enumerate(items):
        groups.setdefault(find(i), []).append(m)
    return [g for g in groups.values() if len(g) > 1]


def check_stacked(trace: SceneTrace, source: str | None = None) -> list[TraceFinding]:
    """Several similar shapes drawn on one spot (the 8 boxes or 4 bars all at the origin)."""
    best: dict[frozenset[int | None], tuple[int, TraceStep, list[MobjectInfo]]] = {}
    for step, moving in held_states(trace):
        items = [m for m in units(step) if m.id not in moving and _drawn(m)]
        if len(items) > 60:
            items = items[:60]
        for group in _clusters(items, _ancestors(step)):
            key = frozenset(m.line for m in group)
            prev = best.get(key)
            if prev is None or len(group) >= prev[0]:
                best[key] = (len(group), step, group)
    out = []
    for n, step, group in best.values():
        first = group[0]
        lines = [m.line for m in group]
        var = variable_at(source, first.line)
        many = _plural(first.cls, n)
        where = "all end at" if step.kind == "end" else f"are all at {_when(step)} drawn at"
        example = f"VGroup(*{var})" if var and n > 1 and len(set(lines)) == 1 else "VGroup(a, b, c)"
        msg = (
            f"the {n} {many}{_lines(lines)} {where} {_pt(first)}, on top of each other, so they "
            f"look like one; arrange them, e.g. {example}.arrange(RIGHT, buff=0.5), or place each "
            "one with .move_to()/.next_to()/.shift()"
        )
        out.append(TraceFinding("stacked", msg, first.line, "error" if n >= 3 else "warning"))
    return out


def _drawn(m: MobjectInfo) -> bool:
    return m.fill_opacity > 0.01 or m.stroke_opacity > 0.01


def check_offscreen(trace: SceneTrace, *, shapes_may_overflow: bool = False) -> list[TraceFinding]:
    """Text (any part) or shapes (a quarter or more; none with ``shapes_may_overflow``) outside
    the frame where the viewer sees it."""
    out: list[TraceFinding] = []
    seen: set[str] = set()
    ever_in: set[str] = set()  # seen at least partly inside the frame in some held state
    outside: dict[str, TraceFinding] = {}  # wholly outside where first found
    camera_moved = False
    width = float(trace.frame.get("width", 14.2222))
    for step, moving in held_states(trace):
        frame = frame_box(trace, step)
        moved = abs(frame.xmin + frame.xmax) > 0.01 or abs(frame.ymin + frame.ymax) > 0.01
        if abs(frame.width - width) > 0.01 or moved:
            camera_moved = True
            continue  # a moved or zoomed camera shows part of the scene on purpose
        for m in units(step):
            if m.id in moving or is_coordinate_system(m):
                continue
            box = box_of(m)
            if box.intersect(frame) is not None:
                ever_in.add(m.id)
            if m.id in seen:
                continue
            if (
                box.width >= BACKGROUND_COVER * frame.width
                and box.height >= BACKGROUND_COVER * frame.height
            ):
                continue
            text = is_text(m)
            if shapes_may_overflow and not text:
                continue
            frac = offscreen_fraction(box, frame)
            over, sides = overhang(box, frame)
            if frac <= (OFFSCREEN_TEXT if text else OFFSCREEN_SHAPE) or over <= OVERHANG_MIN:
                continue
            seen.add(m.id)
            side = ", ".join(sides)
            if frac > 0.99 and box.intersect(frame) is None:
                msg = (
                    f"{m.label()}{_at(m.line)} is entirely outside the frame ({side}) "
                    f"{_when(step)}, so it is never seen there; move it into view (the frame is "
                    f"about x in [-7, 7], y in [-4, 4]) or remove it"
                )
                outside[m.id] = TraceFinding("offscreen", msg, m.line, "warning")
                continue
            if text:
                fix = (
                    "scale it down (e.g. .scale(0.7) or font_size=36) and keep it inside with "
                    ".move_to(ORIGIN) or .to_edge(...)"
                )
            elif m.cls in PLOT_CLASSES:
                fix = (
                    "plot it over a shorter range (e.g. axes.plot(f, x_range=[-3, 3])) or give "
                    "the axes a y_range that holds its values"
                )
            else:
                fix = "make it smaller (.scale(0.5)) or move it inside (x in [-7, 7], y in [-4, 4])"
            msg = (
                f"{m.label()}{_at(m.line)} is {round(100 * frac)}% outside the frame ({side}) "
                f"{_when(step)}: {fix}"
            )
            pull = None if m.cls in PLOT_CLASSES else pull_inside(step, m, frame)
            out.append(TraceFinding("offscreen", msg, m.line, "error", pull))
    for mid, finding in outside.items():
        if mid not in ever_in and not camera_moved:
            # never inside the frame in any state the viewer sees: it is simply not there
            finding.severity = "error"
            finding.message = finding.message.replace(
                ", so it is never seen there;",
                " in every state it is shown in, so it is never seen;",
            )
        out.append(finding)
    return out


INSIDE_BUFF = 0.25  # the margin a pulled-in object keeps from the frame's edge


def pull_inside(step: TraceStep, m: MobjectInfo, frame: Box) -> Placement | None:
    """The placement that brings ``m`` (partly outside ``frame`` after ``step``) inside it: a
    shift by its overhang plus a margin, after a scale where it is larger than the frame, inserted
    after the line that creates it; the objects seen lying on it are its riders (each must be
    built from its variable, or the fix is not applied). None without a creating line."""
    if not isinstance(m.line, int):
        return None
    box = box_of(m)
    if box.width <= 0 and box.height <= 0:
        return None
    room_w, room_h = frame.width - 2 * INSIDE_BUFF, frame.height - 2 * INSIDE_BUFF
    k = min(1.0, room_w / max(box.width, 1e-6), room_h / max(box.height, 1e-6))
    k = math.floor(k * 100) / 100 if k < 1.0 else 1.0
    if k <= 0.2:
        return None  # a huge object: scaling it to a fifth is no small fix
    cx, cy = (box.xmin + box.xmax) / 2, (box.ymin + box.ymax) / 2
    hw, hh = k * box.width / 2, k * box.height / 2
    dx = max(0.0, frame.xmin + INSIDE_BUFF - (cx - hw)) - max(
        0.0, cx + hw - (frame.xmax - INSIDE_BUFF)
    )
    dy = max(0.0, frame.ymin + INSIDE_BUFF - (cy - hh)) - max(
        0.0, cy + hh - (frame.ymax - INSIDE_BUFF)
    )
    parts = [f"scale({k:.2f})"] if k < 1.0 else []
    moves = [f"{abs(v):.2f} * {word}" for v, word in ((dx, "RIGHT" if dx > 0 else "LEFT"),
                                                     (dy, "UP" if dy > 0 else "DOWN")) if abs(v) >= 0.01]  # fmt: skip
    if moves:
        parts.append(f"shift({' + '.join(moves)})")
    if not parts:
        return None
    anc = _ancestors(step)
    riders = []
    for o in units(step):
        if _related(o, m, anc) or not isinstance(o.line, int) or o.line == m.line:
            continue
        inter = box.intersect(box_of(o))
        small = min(box.area, box_of(o).area)
        if inter is not None and small > 0 and inter.area >= 0.3 * small:
            riders.append(o.line)
    return Placement(m.line, ".".join(parts), riders=tuple(sorted(set(riders))),
                     why="to bring it inside the frame")  # fmt: skip


def check_text_overlap(
    trace: SceneTrace, skip_pairs: set[frozenset[str]] | None = None
) -> list[TraceFinding]:
    """Text on text, or text partly on a shape (text fully inside a shape is a label)."""
    skip = skip_pairs or set()
    out: list[TraceFinding] = []
    seen: set[frozenset[str]] = set()
    for step, moving in held_states(trace):
        frame = frame_box(trace, step)
        items = [m for m in units(step) if m.id not in moving]
        texts = [m for m in items if is_text(m)]
        shapes = [
            m
            for m in items
            if not is_text(m)
            and not is_line_like(m)
            and not is_coordinate_system(m)
            and not _is_background(m, frame)
            and m.cls not in DECORATIONS
            and _drawn(m)
        ]
        anc = _ancestors(step)
        for i, a in enumerate(texts):
            for b in texts[i + 1 :]:
                pair = frozenset((a.id, b.id))
                if pair in seen or pair in skip or _related(a, b, anc) or _look_alike(a, b):
                    continue
                small, big = (a, b) if box_of(a).area <= box_of(b).area else (b, a)
                frac = overlap_fraction(box_of(small), box_of(big))
                if frac > OVERLAP_TEXT_TEXT:
                    seen.add(pair)
                    out.append(_overlap_finding(small, big, frac, step, text_on_text=True))
            for o in shapes:
                pair = frozenset((a.id, o.id))
                if pair in seen or _related(a, o, anc):
                    continue
                frac = overlap_fraction(box_of(a), box_of(o))
                # a frame around part of a formula lies mostly within the formula's box
                around_part = overlap_fraction(box_of(o), box_of(a)) > 0.6
                if (
                    frac > OVERLAP_TEXT_SHAPE
                    and not box_of(o).contains(box_of(a))
                    and not around_part
                ):
                    seen.add(pair)
                    out.append(_overlap_finding(a, o, frac, step, text_on_text=False))
            across = _across_shapes(a, shapes, anc)
            if across is not None and not any(a.id in p for p in seen):
                frac, o, n = across
                seen.add(frozenset((a.id, o.id)))
                msg = (
                    f"{a.label()}{_at(a.line)} lies across {n} shapes (the most of it on "
                    f"{o.label()}{_at(o.line)}) {_when(step)}, {round(100 * frac)}% of the text "
                    "covered: put the text beside them (e.g. .next_to(chart, UP)) or fully "
                    "inside one of them"
                )
                out.append(TraceFinding("text-overlap", msg, a.line, "error"))
    return out


def _across_shapes(
    text: MobjectInfo, shapes: list[MobjectInfo], anc: dict[str, set[str]]
) -> tuple[float, MobjectInfo, int] | None:
    """A text lying across several shapes none of which holds it (a title written over a
    chart's bars): the share of the text they cover together, the one covering most, how many."""
    tbox = box_of(text)
    parts = []
    for o in shapes:
        obox = box_of(o)
        inter = tbox.intersect(obox)
        if inter is None or obox.contains(tbox) or _related(text, o, anc):
            continue
        if overlap_fraction(obox, tbox) > 0.6:
            continue  # a frame around part of a formula
        parts.append((inter.area, o))
    if len(parts) < 2:
        return None
    n = 8
    pts = [
        (tbox.xmin + (i + 0.5) * tbox.width / n, tbox.ymin + (j + 0.5) * tbox.height / n)
        for i in range(n)
        for j in range(n)
    ]
    boxes = [box_of(o) for _a, o in parts]
    covered = sum(
        any(b.xmin <= x <= b.xmax and b.ymin <= y <= b.ymax for b in boxes) for x, y in pts
    )
    frac = covered / len(pts)
    if frac <= OVERLAP_TEXT_SHAPE:
        return None
    return frac, max(parts, key=lambda ao: ao[0])[1], len(parts)


def _look_alike(a: MobjectInfo, b: MobjectInfo) -> bool:
    """The same text in the same place: drawn twice, the viewer sees one (a Transform's copy)."""
    same = (a.text, a.tex, a.value) == (b.text, b.tex, b.value)
    return same and all(abs(x - y) < 0.05 for x, y in zip(a.bbox, b.bbox, strict=False))


def _is_background(m: MobjectInfo, frame: Box) -> bool:
    return m.width >= BACKGROUND_COVER * frame.width and m.height >= BACKGROUND_COVER * frame.height


def _overlap_finding(
    a: MobjectInfo, b: MobjectInfo, frac: float, step: TraceStep, text_on_text: bool
) -> TraceFinding:
    other = f"{b.label()}" + (f" (line {b.line})" if b.line is not None else "")
    fix = (
        "place one beside the other, e.g. .next_to(other, DOWN, buff=0.3), or arrange them "
        "with VGroup(...).arrange(DOWN)"
        if text_on_text
        else "put the text next to the shape (e.g. .next_to(shape, DOWN)) or fully inside it"
    )
    msg = (
        f"{a.label()}{_at(a.line)} overlaps {other} {_when(step)} ({round(100 * frac)}% of the "
        f"text is covered): {fix}"
    )
    return TraceFinding("text-overlap", msg, a.line, "error")


def check_replaced_in_place(
    trace: SceneTrace, source: str | None = None
) -> tuple[list[TraceFinding], set[frozenset[str]]]:
    """A new number/text drawn over an old one that never left (a counter drawn over itself).

    Returns the findings and the (old, new) id pairs, which the overlap check then skips."""
    first_seen: dict[str, int] = {}
    for i, s in enumerate(trace.steps):
        for m in s.visible:
            first_seen.setdefault(m.id, i)
    pairs: set[frozenset[str]] = set()
    by_line: dict[int | None, list[tuple[MobjectInfo, MobjectInfo, TraceStep]]] = {}
    for step, moving in held_states(trace):
        texts = [m for m in units(step) if is_text(m) and m.id not in moving]
        for i, a in enumerate(texts):
            for b in texts[i + 1 :]:
                if (
                    is_number(a) != is_number(b)
                    or first_seen[a.id] == first_seen[b.id]
                    or _look_alike(a, b)
                ):
                    continue
                old, new = (a, b) if first_seen[a.id] < first_seen[b.id] else (b, a)
                small, big = (old, new) if box_of(old).area <= box_of(new).area else (new, old)
                if overlap_fraction(box_of(small), box_of(big)) < REPLACED_OVERLAP:
                    continue
                pair = frozenset((a.id, b.id))
                if pair in pairs:
                    continue
                pairs.add(pair)
                by_line.setdefault(new.line, []).append((old, new, step))
    out = []
    for line, cases in by_line.items():
        old, new, step = cases[0]
        n = len({c[1].id for c in cases}) + 1
        if is_number(new):
            fix = (
                "keep one number and change it, e.g. self.play(ChangeDecimalToValue(number, k)) or "
                "a ValueTracker with an updater, or replace it with "
                "self.play(ReplacementTransform(old, new))"
            )
        else:
            fix = (
                "replace the old one instead of drawing over it, e.g. "
                "self.play(ReplacementTransform(old, new)) or self.play(FadeOut(old), FadeIn(new))"
            )
        msg = (
            f"{new.label()}{_at(line)} is drawn on top of {old.label()}"
            + (f" (line {old.line})" if old.line is not None else "")
            + f" at {_pt(new)} and the old one never leaves"
            + (f" ({n} of them pile up)" if n > 2 else "")
            + f": {fix}"
        )
        out.append(TraceFinding("replaced-in-place", msg, line, "error"))
    return out, pairs


def check_empty(trace: SceneTrace) -> list[TraceFinding]:
    """Nothing visible at all, for most of the video, or for the last seconds."""
    steps = trace.steps
    if not any(s.visible for s in steps):
        if not trace.complete:
            return []
        line = next((s.line for s in steps if s.line is not None), None)
        return [
            TraceFinding(
                "nothing-visible",
                "the scene never shows anything: create the mobjects and bring them in with "
                "self.add(...) or self.play(Create(...)/Write(...)/FadeIn(...))",
                line,
                "error",
            )
        ]
    duration = trace.duration
    empty = 0.0
    first_empty: TraceStep | None = None
    prev_visible = False
    tail = 0.0
    for s in steps:
        now_visible = bool(s.visible)
        if s.kind in ("play", "wait") and s.run_time > 0:
            if not prev_visible and not now_visible:
                empty += s.run_time
                tail += s.run_time
                first_empty = first_empty or s
            else:
                tail = 0.0
        prev_visible = now_visible
    out = []
    if duration > 0 and empty / duration > MOSTLY_EMPTY and first_empty is not None:
        out.append(
            TraceFinding(
                "mostly-empty",
                f"nothing is visible for {empty:.1f} of the {duration:.1f} seconds (from "
                f"t={first_empty.t_start:.1f}s): show the objects before waiting, and do not fade "
                "everything out early",
                first_empty.line,
                "error",
            )
        )
    elif tail >= EMPTY_TAIL_S:
        last = steps[-1]
        out.append(
            TraceFinding(
                "empty-end",
                f"the last {tail:.1f} seconds show an empty frame: end with the result on screen "
                "(drop the final FadeOut or the long wait after it)",
                next((s.line for s in reversed(steps) if s.line is not None), last.line),
                "warning",
            )
        )
    return out


def animates(trace: SceneTrace) -> bool:
    """Whether some ``play`` runs a real animation (not only a ``Wait``)."""
    return any(s.kind == "play" and any(a.cls != "Wait" for a in s.animations) for s in trace.steps)


def _picture(step: TraceStep) -> frozenset[tuple[object, ...]]:
    """What a state shows, to 0.01 units: which mobjects, where, in which colours."""
    return frozenset(
        (m.id, tuple(round(v, 2) for v in m.bbox), m.stroke, m.fill, m.text, m.tex, m.value)
        for m in step.visible
    )


def still_picture(trace: SceneTrace, source: str | None = None) -> float:
    """The length of a video that is one still picture: nothing is ever animated (no ``play``
    with a real animation), the camera never moves, nothing in the source moves while the scene
    waits (updaters, a turning camera), and every ``wait`` and the end show the same picture.
    0.0 when the video changes, is empty, is a single image (no ``wait``) or the trace is partial."""
    if not trace.complete or trace.truncated or trace.camera_moved or animates(trace):
        return 0.0
    if source is not None and any(hint in source for hint in MOVES_WHILE_WAITING):
        return 0.0
    held = [s for s in trace.steps if s.kind in ("wait", "end")]
    waits = sum(s.run_time for s in held if s.kind == "wait")
    shown = [s for s in held if s.visible]
    if waits <= 0 or not shown or len({_picture(s) for s in held}) != 1:
        return 0.0
    steps = trace.steps
    if any(
        s.kind == "wait" and i > 0 and _picture(steps[i - 1]) != _picture(s)
        for i, s in enumerate(steps)
    ):
        return 0.0  # something moved while the scene waited (an updater)
    return waits


def single_image(trace: SceneTrace) -> bool:
    """Whether the render is one image with no video: a complete trace with no real animation,
    no ``wait`` and no camera move, that shows something (only ``self.add``)."""
    if not trace.complete or trace.truncated or trace.camera_moved or animates(trace):
        return False
    if any(s.kind == "wait" for s in trace.steps):
        return False
    return any(s.visible for s in trace.steps)


def check_never_animates(trace: SceneTrace, source: str | None = None) -> list[TraceFinding]:
    """A video that is one still picture: the objects are only added (``self.add``) and the scene
    waits. A warning here, where no description says whether a still picture was asked for;
    the loop makes it an error when the description asks for something to happen
    (``server.faithful.described``)."""
    seconds = still_picture(trace, source)
    if seconds <= 0:
        return []
    line = next((s.line for s in trace.steps if s.kind == "add" and s.line is not None), None)
    return [
        TraceFinding(
            "never-animates",
            NEVER_ANIMATES.format(seconds=seconds),
            line,
            "warning",
        )
    ]


SINGLE_IMAGE = (
    "the scene renders one still image, not a video: it only adds its objects with self.add(...) "
    "and never plays or waits; bring the objects in with self.play(Create(...)) (Write(...) for "
    "text, FadeIn(...) for the rest) and animate every change the description asks for with "
    "self.play"
)
NEVER_ANIMATES = (
    "the video is one still picture for {seconds:.1f} s: the scene only adds its objects with "
    "self.add(...) and waits, so nothing ever moves or appears; bring the objects in with "
    "self.play(Create(...)) (Write(...) for text, FadeIn(...) for the rest) and animate every "
    "change the description asks for with self.play"
)


def check_never_shown(trace: SceneTrace, source: str | None = None) -> list[TraceFinding]:
    """Shapes and text a user line creates that never appear (the Pythagoras triangle that is
    built but never added). Lines where some of the mobjects do appear are left alone."""
    by_line: dict[int | None, list[MobjectInfo]] = {}
    for m in trace.created:
        by_line.setdefault(m.line, []).append(m)
    out = []
    for line, mobs in by_line.items():
        if line is None or any(m.shown or m.used for m in mobs):
            continue
        drawable = [
            m
            for m in mobs
            if m.cls not in NEVER_DRAWN and (m.fill_opacity > 0.01 or m.stroke_opacity > 0.01)
        ]
        if not drawable:
            continue
        m = drawable[0]
        var = variable_at(source, line) or "it"
        n = len(drawable)
        what = m.label() if n == 1 else f"{n} {_plural(m.cls, n)}"
        adds = f"self.add({var}) or self.play(Create({var}))"
        if is_text(m):
            adds = f"self.add({var}) or self.play(Write({var}))"
        msg = (
            f"{what}{_at(line)} {'is' if n == 1 else 'are'} never shown: bring "
            f"{'it' if n == 1 else 'them'} in with {adds}, or delete the line if it is not needed"
        )
        # a warning: the editor shows it, but the loop does not ask the model to add what the
        # description may not want (an unused helper); a missing object the description names
        # is the requirement checks' job
        out.append(TraceFinding("never-shown", msg, line, "warning" if trace.complete else "info"))
    return out


# -- hidden and invisible ----------------------------------------------------------------------

#: a filled shape this opaque or more hides what lies under it
COVER_OPACITY = 0.6
#: the share of a mobject's area under later-drawn opaque shapes that makes it hidden
HIDDEN_SHARE = 0.6
#: colours this close to the background (largest channel difference, of 255) cannot be seen
INVISIBLE_CONTRAST = 40
HIDDEN_COVERS = 8  # the shapes over a mobject that are tested point by point
HIDDEN_STATES = 24  # held states judged at most (spread over the video)
COVER_SHAPES = {"triangle", "square", "rectangle", "polygon", "circle", "ellipse", "closed_curve"}
MASK_CLASSES = {"BackgroundRectangle", "SurroundingRectangle", "Cutout"}


def draw_order(step: TraceStep) -> dict[str, int]:
    """Each listed mobject's place in drawing order: a family is drawn parent first, then its
    parts in order, the scene's mobjects one after another; a higher z_index is drawn later."""
    by_id = {m.id: m for m in step.visible}
    flat: list[MobjectInfo] = []
    seen: set[str] = set()

    def walk(m: MobjectInfo, depth: int) -> None:
        if m.id in seen or depth > 30:
            return
        seen.add(m.id)
        flat.append(m)
        for c in m.children:
            if c in by_id:
                walk(by_id[c], depth + 1)

    for m in step.visible:
        if m.parent is None or m.parent not in by_id:
            walk(m, 0)
    for m in step.visible:
        walk(m, 0)
    ranked = sorted(enumerate(flat), key=lambda im: (im[1].z_index, im[0]))
    return {m.id: k for k, (_i, m) in enumerate(ranked)}


def _inside(m: MobjectInfo, x: float, y: float) -> bool:
    """Whether the point lies inside ``m``'s filled outline (its seen shape, else its box)."""
    geom = m.geom or {}
    if m.shape in ("circle",) and geom.get("centre") and geom.get("radius"):
        cx, cy = geom["centre"][:2]
        return (x - cx) ** 2 + (y - cy) ** 2 <= float(geom["radius"]) ** 2
    verts = geom.get("vertices")
    if m.shape in ("triangle", "square", "rectangle", "polygon") and verts and len(verts) >= 3:
        inside = False
        n = len(verts)
        for i in range(n):
            (x1, y1), (x2, y2) = verts[i][:2], verts[(i + 1) % n][:2]
            if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
                inside = not inside
        return inside
    if m.shape == "ellipse" or m.shape == "circle" or m.shape == "closed_curve":
        b = box_of(m)
        rx, ry = b.width / 2, b.height / 2
        if rx <= 0 or ry <= 0:
            return False
        cx, cy = (b.xmin + b.xmax) / 2, (b.ymin + b.ymax) / 2
        return ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1.0
    b = box_of(m)
    return b.xmin <= x <= b.xmax and b.ymin <= y <= b.ymax


def _samples(m: MobjectInfo, n: int = 9) -> list[tuple[float, float]]:
    """Points spread over ``m``'s own area (its outline's inside, else its box)."""
    b = box_of(m)
    pts = [
        (b.xmin + (i + 0.5) * b.width / n, b.ymin + (j + 0.5) * b.height / n)
        for i in range(n)
        for j in range(n)
    ]
    if m.shape in COVER_SHAPES and not is_text(m):
        own = [p for p in pts if _inside(m, *p)]
        return own or pts
    return pts


def _covers(m: MobjectInfo) -> bool:
    """A filled, mostly opaque closed shape that hides what is drawn before it."""
    return (
        m.fill_opacity >= COVER_OPACITY
        and m.shape in COVER_SHAPES
        and m.cls not in MASK_CLASSES
        and not is_text(m)
        and not is_coordinate_system(m)
    )


def _hidden_by(
    m: MobjectInfo, covers: list[MobjectInfo], order: dict[str, int], anc: dict[str, set[str]]
) -> MobjectInfo | None:
    """The opaque shape drawn after ``m`` that hides most of it, if shapes drawn after it hide
    at least ``HIDDEN_SHARE`` of its area."""
    mbox = box_of(m)
    above: list[Any] = []
    overlap = 0.0
    for c in covers:
        if c.id == m.id or order.get(c.id, -1) <= order.get(m.id, -1) or _related(m, c, anc):
            continue
        inter = mbox.intersect(box_of(c))
        if inter is not None:
            above.append((inter.area, c))
            overlap += inter.area
    # the few largest overlaps decide (a pile of 60 shapes need not test every pair)
    above = [c for _a, c in sorted(above, key=lambda ac: -ac[0])[:HIDDEN_COVERS]]
    if not above or (mbox.area > 1e-6 and overlap < HIDDEN_SHARE * mbox.area):
        return None  # the boxes alone cannot cover enough of it
    pts = _samples(m, 6)
    need = HIDDEN_SHARE * len(pts)
    hits = {c.id: 0 for c in above}
    under = 0
    for k, p in enumerate(pts):
        inside = [c for c in above if _inside(c, *p)]
        for c in inside:
            hits[c.id] += 1
        under += bool(inside)
        if under + (len(pts) - k - 1) < need:
            return None  # too few points left to reach the share
    if under < need:
        return None
    return max(above, key=lambda c: hits[c.id])


def check_hidden(trace: SceneTrace, source: str | None = None) -> list[TraceFinding]:
    """A shape or text that opaque shapes drawn after it cover (a red triangle filling the white
    circle it was meant to sit in): hidden in every state the viewer sees it in."""
    state: dict[str, tuple[int, int, MobjectInfo, MobjectInfo | None, TraceStep | None]] = {}
    memo: dict[tuple[object, ...], dict[str, MobjectInfo | None]] = {}
    held = held_states(trace)
    if len(held) > HIDDEN_STATES:  # a long scene: states spread over it, the last one included
        picks = {round(i * (len(held) - 1) / (HIDDEN_STATES - 1)) for i in range(HIDDEN_STATES)}
        held = [h for i, h in enumerate(held) if i in picks]
    for step, moving in held:
        frame = frame_box(trace, step)
        items = [m for m in units(step) if _drawn(m)]
        if len(items) > 60:
            continue
        key: tuple[object, ...] = (
            tuple((m.id, tuple(m.bbox), m.z_index, m.fill_opacity) for m in items),
            frozenset(moving),
            tuple(m.id for m in step.visible),
        )
        result = memo.get(key)
        if result is None:
            order = draw_order(step)
            anc = _ancestors(step)
            covers = [m for m in items if _covers(m)]
            result = {}
            for m in items:
                if m.id in moving or is_coordinate_system(m) or _is_background(m, frame):
                    continue
                if m.cls in MASK_CLASSES or (m.width * m.height < 1e-4 and not is_line_like(m)):
                    continue
                result[m.id] = _hidden_by(m, covers, order, anc) if covers else None
            memo[key] = result
        by_id = {m.id: m for m in items}
        for mid, cover in result.items():
            count, total, _m, first_cover, first_step = state.get(
                mid, (0, 0, by_id[mid], None, None)
            )
            if cover is not None and first_cover is None:
                first_cover, first_step = cover, step
            state[mid] = (
                count + (cover is not None),
                total + 1,
                by_id[mid],
                first_cover,
                first_step,
            )
    out = []
    for count, total, m, cover, when in state.values():
        if count == 0 or count < total or cover is None or when is None:
            continue
        name = variable_at(source, m.line) or "it"
        msg = (
            f"{m.label()}{_at(m.line)} is hidden under {cover.label()}{_at(cover.line)} "
            f"{_when(when)}: the filled {cover.cls} is drawn on top of it and covers "
            f"{'it' if m.width * m.height <= cover.width * cover.height else 'most of it'}; "
            f"make the cover smaller or unfilled (fill_opacity=0), place {name} beside it, or "
            f"draw {name} last (self.add({name}) after it, or {name}.set_z_index(1))"
        )
        out.append(TraceFinding("hidden", msg, m.line, "error"))
    return out


def _rgb(hex_colour: str | None) -> tuple[int, int, int] | None:
    if not hex_colour or not re.fullmatch(r"#[0-9a-fA-F]{6}", hex_colour):
        return None
    v = int(hex_colour[1:], 16)
    return (v >> 16) & 255, (v >> 8) & 255, v & 255


def _contrast(colour: str | None, background: str) -> int | None:
    a, b = _rgb(colour), _rgb(background)
    if a is None or b is None:
        return None
    return max(abs(x - y) for x, y in zip(a, b, strict=True))


def check_invisible(trace: SceneTrace, source: str | None = None) -> list[TraceFinding]:
    """A shape or text drawn only in colours the background swallows (a black rectangle on the
    black background): nothing of it can be seen. Masks (a background-coloured fill over other
    mobjects) and background rectangles are meant to be unseen."""
    bg = trace.background or "#000000"
    out: list[TraceFinding] = []
    done: set[int | None] = set()
    for step, moving in held_states(trace):
        items = [m for m in units(step) if _drawn(m)]
        for m in items:
            if m.id in moving or m.line in done or m.cls in MASK_CLASSES:
                continue
            if is_coordinate_system(m) or m.cls in GROUP_CLASSES:
                continue
            seen = []
            if m.stroke_opacity > 0.05 and m.stroke:
                seen.append(_contrast(m.stroke, bg))
            if m.fill_opacity > 0.05 and m.fill:
                seen.append(_contrast(m.fill, bg))
            if not seen or any(c is None or c > INVISIBLE_CONTRAST for c in seen):
                continue
            mbox = box_of(m)
            masks = any(
                o.id != m.id
                and (inter := mbox.intersect(box_of(o))) is not None
                and inter.area >= 0.5 * max(box_of(o).area, 1e-6)
                for o in items
            )
            if masks and m.fill_opacity > 0.05:
                continue  # a background-coloured fill over something else: a mask
            colour = m.stroke if m.stroke_opacity > 0.05 and m.stroke else m.fill
            if any(
                o.id != m.id
                and o.fill_opacity > 0.5
                and (_contrast(colour, o.fill or bg) or 0) > INVISIBLE_CONTRAST
                and (inter := mbox.intersect(box_of(o))) is not None
                and inter.area >= 0.8 * max(mbox.area, 1e-6)
                for o in items
            ):
                continue  # a black label on a white node: seen against the fill under it
            done.add(m.line)
            var = variable_at(source, m.line) or "it"
            msg = (
                f"{m.label()}{_at(m.line)} is drawn in {colour} on the {bg} background "
                f"{_when(step)}, so it cannot be seen; give {var} a colour that stands out "
                f"(e.g. {var}.set_color(WHITE) or GREY_B for a dark object)"
            )
            out.append(TraceFinding("invisible", msg, m.line, "error"))
    return out


HELD_MOVE = 0.5  # the least size (units) of a MoveAlongPath path judged
HELD_STILL = 0.2  # what the recorder counts as not moving
HELD = (
    "{anim}{at} should move {label}, but on screen it stays at {where}: an updater "
    "(always_redraw or add_updater) puts it back every frame, so the animation has no effect. "
    "Move what the updater follows instead (a plain {cls} or a ValueTracker), or create "
    "{var} without always_redraw"
)


def _asked_travel(anim: AnimationInfo, by_id: dict[str, MobjectInfo]) -> bool:
    """Whether a play's animation asks its targets to travel at least ``HELD_MOVE``: a
    ``MoveAlongPath`` on a path that long. (A shift is not judged: the recorder samples an
    ``.animate`` before the updaters run, and a shift played there and back also ends where it
    began.)"""
    if anim.cls != "MoveAlongPath":
        return False
    path = by_id.get(str(anim.params.get("path")))
    if path is None:
        return False
    x0, y0, x1, y1 = path.bbox
    return math.hypot(x1 - x0, y1 - y0) >= HELD_MOVE


def check_held(trace: SceneTrace, source: str | None = None) -> list[TraceFinding]:
    """An object a play moves along a path (``MoveAlongPath``) that the viewer never sees
    move: its sampled positions during the play stay put and it ends where it began, because an
    updater (``always_redraw``) rebuilds it in place every frame. Needs the sampled paths of
    trace version 2 (older traces are not judged)."""
    if trace.version < 2:
        return []
    out: list[TraceFinding] = []
    known = {m.id: m for m in trace.created}
    before: dict[str, MobjectInfo] = {}
    for step in trace.steps:
        now = {m.id: m for m in step.visible}
        by_id = known | before | now
        if step.kind == "play":
            for anim in step.animations:
                if not _asked_travel(anim, by_id):
                    continue
                for tid in anim.targets:
                    start, end = before.get(tid), now.get(tid)
                    if start is None or end is None or tid in step.paths:
                        continue
                    dx = end.center[0] - start.center[0]
                    dy = end.center[1] - start.center[1]
                    if math.hypot(dx, dy) > HELD_STILL:
                        continue
                    line = anim.line if anim.line is not None else step.line
                    msg = HELD.format(
                        anim=anim.cls,
                        at=f" at line {line}" if line is not None else "", label=end.label(), where=_pt(end), cls=end.cls,
                        var=variable_at(source, end.line) or "it",
                    )  # fmt: skip
                    out.append(TraceFinding("held", msg, line, "error"))
        before = now
    return out


DRAWN_AGAIN = (
    "{anim}{at} brings in {label}, which has been on screen since {since:.1f} s: it vanishes and "
    "is drawn again. Play {anim} only for an object not yet shown (or FadeOut it first); to "
    "change one already there, animate it (e.g. {var}.animate.set_color(...)) or Indicate it"
)


def check_drawn_again(trace: SceneTrace, source: str | None = None) -> list[TraceFinding]:
    """An entrance (``Create``, ``Write``, ``FadeIn``, ...) played on an object the viewer has
    already seen and that is still on screen: it disappears and is drawn again, a flicker no
    description asks for. An object only added (``self.add``) just before, never shown for any
    time, is not judged."""
    out: list[TraceFinding] = []
    shown_since: dict[str, float] = {}  # id -> when it was first seen in a frame (still on)
    on: set[str] = set()
    for step in trace.steps:
        if step.kind == "play":
            for anim in step.animations:
                if anim.cls not in ENTRANCES:
                    continue
                for tid in anim.targets:
                    if tid not in shown_since:
                        continue
                    m = next((v for v in step.visible if v.id == tid), None)
                    if m is None:
                        continue
                    line = anim.line if anim.line is not None else step.line
                    msg = DRAWN_AGAIN.format(
                        anim=anim.cls, at=f" at line {line}" if line is not None else "",
                        label=m.label(), since=shown_since[tid],
                        var=variable_at(source, m.line) or "it",
                    )  # fmt: skip
                    out.append(TraceFinding("drawn-again", msg, line, "warning"))
        now = {m.id for m in step.visible}
        for gone in on - now:
            shown_since.pop(gone, None)
        if step.run_time > 0:
            for tid in now:
                shown_since.setdefault(tid, step.t_start)
        on = now
    return out


ZERO_SIZE_CLASSES = {
    "Line", "DashedLine", "Arrow", "DoubleArrow", "Vector", "Circle", "Square", "Rectangle",
    "RoundedRectangle", "Polygon", "RegularPolygon", "Triangle", "Ellipse", "Arc", "Star",
}  # fmt: skip


def check_zero_size(trace: SceneTrace, source: str | None = None) -> list[TraceFinding]:
    """A line or shape of zero size wherever it is seen (``Line(p, p)``: both ends at one
    point): the trace lists it, the viewer sees nothing of it."""
    sizes: dict[str, float] = {}
    first: dict[str, MobjectInfo] = {}
    for step, _ in held_states(trace):
        for m in step.visible:
            if m.cls not in ZERO_SIZE_CLASSES or m.children:
                continue
            sizes[m.id] = max(sizes.get(m.id, 0.0), m.width, m.height)
            first.setdefault(m.id, m)
    out: list[TraceFinding] = []
    done: set[int | None] = set()
    for mid, size in sizes.items():
        m = first[mid]
        if size >= POINT_SIZE or m.line in done:
            continue
        done.add(m.line)
        var = variable_at(source, m.line) or "it"
        msg = (
            f"{m.label()}{_at(m.line)} has zero size wherever it is shown (a line from a point "
            f"to that same point), so nothing of it can be seen; give {var} two different ends "
            "or a size (e.g. Line(square.get_corner(UL), square.get_corner(DR)))"
        )
        out.append(TraceFinding("zero-size", msg, m.line, "error"))
    return out + _flat_shapes(trace, source)


def _flat_shapes(trace: SceneTrace, source: str | None) -> list[TraceFinding]:
    """An area shape drawn flat wherever it is seen (a Triangle whose points were set to two
    points): the viewer sees a line, not the shape its class names."""
    flat: dict[str, bool] = {}
    first: dict[str, MobjectInfo] = {}
    for step, _ in held_states(trace):
        for m in step.visible:
            if m.cls not in AREA_CLASSES or m.children:
                continue
            now = min(m.width, m.height) < POINT_SIZE <= max(m.width, m.height)
            flat[m.id] = flat.get(m.id, True) and now
            first.setdefault(m.id, m)
    out: list[TraceFinding] = []
    done: set[int | None] = set()
    for mid, is_flat in flat.items():
        m = first[mid]
        if not is_flat or m.line in done:
            continue
        done.add(m.line)
        var = variable_at(source, m.line) or "it"
        msg = (
            f"{m.label()}{_at(m.line)} is flat wherever it is shown ({m.width:.2f} wide, "
            f"{m.height:.2f} high), so the viewer sees a line, not a {m.cls}; build {var} from "
            "its own class with a size (e.g. Triangle().scale(2)) or from three points not on "
            "one line (Polygon(a, b, c)), and do not set its points by hand"
        )
        out.append(TraceFinding("flat-shape", msg, m.line, "error"))
    return out


LEAVE_SHARE = 0.5  # outside the frame by this much of its box is "gone off the screen"


def check_leaves_and_returns(trace: SceneTrace, source: str | None = None) -> list[TraceFinding]:
    """A shape or text that is inside the frame, then mostly outside it after some play, then
    back inside (judged-323's circle went off the left edge on its way to a corner): the viewer
    sees it leave the screen and come back. States between two plays count here (a path out and
    back in is seen although nothing stays out there); leaving at the end and sliding in from
    outside are left alone. A moved or zoomed camera is not judged."""
    width = float(trace.frame.get("width", 14.2222))
    state: dict[str, str] = {}  # id -> "in" / "out-after-in"
    where: dict[str, tuple[MobjectInfo, TraceStep]] = {}
    out: list[TraceFinding] = []
    done: set[int | None] = set()
    for step in trace.steps:
        if step.kind not in ("play", "wait", "end"):
            continue
        frame = frame_box(trace, step)
        if abs(frame.width - width) > 0.01 or abs(frame.xmin + frame.xmax) > 0.01:
            return []
        for m in units(step):
            if is_coordinate_system(m) or _is_background(m, frame) or m.line is None:
                continue
            frac = offscreen_fraction(box_of(m), frame)
            now = state.get(m.id)
            if frac < 0.05:
                if now == "out-after-in" and m.line not in done:
                    gone, at = where[m.id]
                    done.add(m.line)
                    var = variable_at(source, m.line) or "it"
                    out.append(TraceFinding(
                        "leaves-frame",
                        f"{m.label()}{_at(m.line)} goes off the screen at t={at.t_start:.1f}s "
                        f"(the play at line {at.line} takes it to {_fmt(gone)}, "
                        f"{offscreen_fraction(box_of(gone), frame):.0%} outside) and comes back "
                        f"later, so the viewer sees it leave; move {var} straight to where it "
                        "should go (one .animate.move_to(...) from where it is)",
                        m.line,
                        "error",
                    ))  # fmt: skip
                state[m.id] = "in"
            elif frac > LEAVE_SHARE and now == "in":
                state[m.id] = "out-after-in"
                where[m.id] = (m, step)
    return out


def _fmt(m: MobjectInfo) -> str:
    cx, cy = (m.bbox[0] + m.bbox[2]) / 2, (m.bbox[1] + m.bbox[3]) / 2
    return f"({cx:.1f}, {cy:.1f})"


ARROW_CLASSES = frozenset({"Arrow", "Vector", "DoubleArrow", "CurvedArrow", "CurvedDoubleArrow"})
INNER_TEXT = 0.25  # an arrow's end this far inside a text's box (each side) is in its letters


def _inside_letters(point: Sequence[float], m: MobjectInfo) -> bool:
    x0, y0, x1, y1 = m.bbox
    dx, dy = INNER_TEXT * (x1 - x0), INNER_TEXT * (y1 - y0)
    return x0 + dx < point[0] < x1 - dx and y0 + dy < point[1] < y1 - dy


def check_arrow_through_text(trace: SceneTrace, source: str | None = None) -> list[TraceFinding]:
    """An arrow that starts or ends inside a text's letters (``Arrow(start.get_center(),
    end.get_center())``, judged-338): it is drawn through the words it should join."""
    out: list[TraceFinding] = []
    done: set[int | None] = set()
    for step, moving in held_states(trace):
        items = [m for m in units(step) if m.id not in moving]
        texts = [m for m in items if is_text(m) and m.width > 0.1]
        anc = _ancestors(step)
        for a in items:
            ends = (a.geom or {}).get("ends")
            if a.cls not in ARROW_CLASSES or not ends or a.line in done:
                continue
            for t in texts:
                if _related(a, t, anc):
                    continue
                hit = next((p for p in ends if _inside_letters(p, t)), None)
                if hit is None:
                    continue
                done.add(a.line)
                var = variable_at(source, a.line) or "the arrow"
                out.append(TraceFinding(
                    "arrow-through-text",
                    f"{a.label()}{_at(a.line)} has an end inside the letters of {t.label()}"
                    f"{_at(t.line)} at t={step.t_start:.1f}s, so it is drawn through the text; "
                    f"start and end {var} at the texts' edges, e.g. Arrow(a.get_right(), "
                    "b.get_left(), buff=0.1)",
                    a.line,
                    "error",
                ))  # fmt: skip
                break
    return out


FULL_TURN = 1.5 * math.pi  # an .animate.rotate by this much shows (almost) no turn at all


def check_animate_full_turn(trace: SceneTrace, source: str | None = None) -> list[TraceFinding]:
    """``obj.animate.rotate(2 * PI)``: ``.animate`` moves every point in a straight line from
    where it starts to where it ends, and after a full turn each point ends where it started,
    so the viewer sees no turning at all (and three quarters of a turn or more mostly a shape
    shrinking through its middle)."""
    out: list[TraceFinding] = []
    for step in trace.steps:
        if step.kind != "play":
            continue
        for anim in step.animations:
            if anim.cls != "animate":
                continue
            for meth in anim.params.get("methods") or []:
                if not isinstance(meth, dict) or meth.get("name") != "rotate":
                    continue
                args = meth.get("args") or []
                if not args or not isinstance(args[0], int | float):
                    continue
                if abs(float(args[0])) < FULL_TURN:
                    continue
                m = next(
                    (v for v in step.visible if anim.targets and v.id == anim.targets[0]), None
                )
                what = m.label() if m is not None else "the object"
                var = (variable_at(source, m.line) if m is not None else None) or "obj"
                line = anim.line if anim.line is not None else step.line
                msg = (
                    f"the play{f' at line {line}' if line is not None else ''} turns {what} by {math.degrees(float(args[0])):.0f} "
                    f"degrees with .animate.rotate: .animate moves every point in a straight line "
                    f"to where it ends, so the viewer sees no turn; use "
                    f"Rotate({var}, angle={float(args[0]):.4g}) (with about_point=... for a pivot)"
                )
                out.append(TraceFinding("animate-turn", msg, line, "error"))
    return out


def _named(step: TraceStep, mid: str, source: str | None) -> tuple[str, str]:
    """How a finding names a mobject of ``step``: its label and its variable ("obj" unknown)."""
    m = next((v for v in step.visible if v.id == mid), None)
    what = m.label() if m is not None else "one object"
    var = (variable_at(source, m.line) if m is not None else None) or "obj"
    return what, var


#: animations whose effect an ``.animate`` call on the same object in the same play overwrites
OVERRIDDEN_BY_ANIMATE = {"Rotate", "Rotating"}


def check_animate_twice(trace: SceneTrace, source: str | None = None) -> list[TraceFinding]:
    """Two ``.animate`` calls on one object in one ``play`` (``self.play(sq.animate.shift(RIGHT),
    sq.animate.set_color(RED))``): each interpolates the object from where it started to its
    own target, and the last one wins on every frame, so the viewer sees only the last change.
    Inside an ``AnimationGroup`` or ``LaggedStart`` the same happens only where they overlap in
    time, which the trace does not know: those are not judged."""
    out: list[TraceFinding] = []
    for step in trace.steps:
        if step.kind != "play":
            continue
        seen: dict[str, int] = {}
        rotated: set[str] = set()
        for anim in step.animations:
            if anim.params.get("group"):
                continue
            if anim.cls in OVERRIDDEN_BY_ANIMATE:
                rotated.update(anim.targets)
                continue
            if anim.cls != "animate":
                continue
            for tid in anim.targets:
                seen[tid] = seen.get(tid, 0) + 1
        lost = [tid for tid in seen if tid in rotated]
        if lost:
            # Rotate(sq, PI) and sq.animate.shift(DOWN) in one play: the .animate wins each frame
            what, var = _named(step, lost[0], source)
            line = step.line
            msg = (
                f"the play{f' at line {line}' if line is not None else ''} runs a Rotate and an "
                f".animate call on {what}: the .animate call sets it from where it started on "
                f"every frame, so the turn is never seen; chain the turn into the .animate call "
                f"({var}.animate.shift(DOWN).rotate(PI / 2), under half a turn) or play "
                f"Rotate first and the move in the next play"
            )
            out.append(TraceFinding("animate-twice", msg, line, "error"))
            continue
        twice = [tid for tid, n in seen.items() if n > 1]
        if not twice:
            continue
        what, var = _named(step, twice[0], source)
        line = step.line
        msg = (
            f"the play{f' at line {line}' if line is not None else ''} runs {seen[twice[0]]} "
            f".animate calls on {what}: Manim plays "
            f"only the last one, so the changes before it are lost; chain them into one "
            f"({var}.animate.shift(RIGHT).set_color(RED))"
        )
        fix = MergeAnimate(line) if isinstance(line, int) else None
        out.append(TraceFinding("animate-twice", msg, line, "error", fix))
    return out
