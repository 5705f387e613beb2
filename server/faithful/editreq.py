"""What an edit instruction asks for, as requirements on the scene trace after the edit.

``read_edit(instruction)`` starts from the description reader (``reader.read_requirements``: the
same requirements a description gets, so "add a red square below the circle" reads as it would in
a description) and then reads what only an edit says: a colour change ("make the circle blue"), a
removal ("remove the dot": the reader would ask for a dot), a change of timing ("slow the rotation
down", "make it take 3 seconds"), a new place ("move the square to the left"), an order ("show the
square before the circle"), a changed text ("change 'Hi' to 'Hello'") and a camera change. The
relative kinds (``Duration``, ``Moved``, ``CameraChanged``, ``Kept``) compare the trace before the
edit with the one after; the others check the trace after the edit alone. ``EditReading.named``
lists what the instruction names: those mobjects may change, every other one must keep its shape,
colour, text and position (``server/faithful/tracediff.py``).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any, ClassVar

from server.faithful.reader import COLOUR_WORDS, QUOTE_RE, Span, noun_phrases, read_requirements
from server.faithful.requirements import (
    ANIMS,
    METHOD_ANIMS,
    MOVE_ANIMS,
    MOVE_METHODS,
    SHAPES,
    CameraMove,
    CheckResult,
    HasObject,
    HasText,
    Motion,
    Order,
    Relation,
    Requirement,
    Sel,
    centre_of,
    colour_matches,
    ids_of,
    matching,
    mob_colours,
    requirement_from_dict,
    size_of,
    trace_dict,
    visible_states,
)

Mob = dict[str, Any]
DIRECTIONS = {"left": (-1.0, 0.0), "right": (1.0, 0.0), "up": (0.0, 1.0), "down": (0.0, -1.0)}
DIRECTION_WORDS = {"left": "left", "right": "right", "up": "up", "top": "up", "upwards": "up",
                   "higher": "up", "down": "down", "bottom": "down", "lower": "down",
                   "downwards": "down"}  # fmt: skip
MIN_MOVE = 0.5  # units a mobject must move for "move it left" to count
POSITION_TOL = 0.15  # units: a kept mobject may sit this far from where it was
SIZE_TOL = 0.15
TIME_FACTOR = 1.2  # "slower" means at least this much longer (and "faster" this much shorter)
RESIZE_FACTOR = 1.3  # "bigger" means at least this much more area ("smaller": this much less)
SECONDS_TOL = 0.2  # fraction: "take 3 seconds" accepts 2.4 to 3.6 s


def _canonical_colour(word: str) -> str:
    w = word.lower()
    return {"golden": "gold", "grey": "gray"}.get(w, w)


COLOUR_NAMES = ("red", "orange", "yellow", "green", "blue", "teal", "purple", "pink", "gold",
                "brown", "white", "black", "gray")  # fmt: skip


def colour_name(hex_colour: str | None) -> str:
    """The colour word a hex colour reads as (the hex itself when none fits)."""
    if not hex_colour:
        return "none"
    return next((n for n in COLOUR_NAMES if colour_matches(hex_colour, n)), hex_colour)


def _describe_hex(hex_colour: str | None) -> str:
    name = colour_name(hex_colour)
    return hex_colour or "none" if name == hex_colour else f"{name} ({hex_colour})"


def final_states(trace: Any) -> dict[str, Mob]:
    """Every top-level mobject ever visible, by id, in its last visible state."""
    out: dict[str, Mob] = {}
    for _, vis in visible_states(trace):
        for m in vis:
            if not m.get("parent"):
                out[m["id"]] = m
    return out


def same_look(a: Mob, b: Mob) -> list[str]:
    """How mobject state ``b`` differs from ``a`` to a viewer: class, colour, text, place, size
    (empty: the same)."""
    out = []
    if a.get("cls") != b.get("cls"):
        out.append(f"was a {a.get('cls')}, now a {b.get('cls')}")
    ca, cb = sorted(set(mob_colours(a))), sorted(set(mob_colours(b)))
    if [c.lower() for c in ca] != [c.lower() for c in cb]:
        was = ", ".join(_describe_hex(c) for c in ca) or "none"
        now = ", ".join(_describe_hex(c) for c in cb) or "none"
        out.append(f"colour was {was}, now {now}")
    for key in ("text", "tex"):
        if (a.get(key) or None) != (b.get(key) or None):
            out.append(f"{key} was {a.get(key)!r}, now {b.get(key)!r}")
    (ax, ay), (bx, by) = centre_of(a), centre_of(b)
    if math.hypot(bx - ax, by - ay) > POSITION_TOL:
        out.append(f"moved from ({ax:.1f}, {ay:.1f}) to ({bx:.1f}, {by:.1f})")
    (aw, ah), (bw, bh) = size_of(a), size_of(b)
    if max(abs(bw - aw), abs(bh - ah)) > SIZE_TOL and not math.isclose(
        aw * ah, bw * bh, rel_tol=0.05
    ):
        out.append(f"size was {aw:.1f} x {ah:.1f}, now {bw:.1f} x {bh:.1f}")
    return out


# -- requirement kinds only an edit has ----------------------------------------------------------
@dataclass
class EditRequirement(Requirement):
    """A requirement that compares the trace before the edit with the trace after it."""

    def check(self, trace: Any) -> CheckResult:
        return CheckResult(True, "needs the trace before the edit; not checked alone.")

    def check_edit(self, before: Any, after: Any) -> CheckResult:  # pragma: no cover
        raise NotImplementedError


@dataclass
class Absent(Requirement):
    """No mobject ``sel`` picks is visible at any step ("remove the dot")."""

    kind: ClassVar[str] = "absent"
    sel: Sel = field(default_factory=Sel)

    def __post_init__(self) -> None:
        self.sel = self.sel if isinstance(self.sel, Sel) else Sel.from_dict(self.sel)

    def check(self, trace: Any) -> CheckResult:
        for _, vis in visible_states(trace):
            found = matching(vis, self.sel)
            if found:
                line = found[0].get("line")
                return CheckResult(
                    False,
                    f"The {self.sel.describe()} should be gone, but it is still shown; delete it "
                    "and every self.play / self.add that shows it.",
                    int(line) if line else None,
                )
        return CheckResult(True, f"no {self.sel.describe()} shown.")


def anim_in_family(anim: dict[str, Any], family: str) -> bool:
    """Whether an animation of the trace belongs to a motion family (``ANIMS``, or "move")."""
    cls = str(anim.get("cls") or "")
    if family == "move":
        if cls in MOVE_ANIMS:
            return True
        methods = [m.get("name") if isinstance(m, dict) else str(m) for m in
                   (anim.get("params") or {}).get("methods") or []]  # fmt: skip
        return cls in METHOD_ANIMS and any(m in MOVE_METHODS for m in methods)
    if family == "rotate" and cls in METHOD_ANIMS:
        methods = [m.get("name") if isinstance(m, dict) else str(m) for m in
                   (anim.get("params") or {}).get("methods") or []]  # fmt: skip
        return "rotate" in methods
    return cls in ANIMS.get(family, (family,))


def step_durations(trace: Any, sel: Sel | None, anim: str | None) -> list[float]:
    """Run times of the steps an edit about timing is about: the waits (``anim`` "wait"), the
    plays with an animation of family ``anim`` and/or of a mobject ``sel`` picks, or every play."""
    return [t for t, _ in timed_steps(trace, sel, anim)]


def timed_steps(trace: Any, sel: Sel | None, anim: str | None) -> list[tuple[float, int | None]]:
    """``step_durations`` with each step's line."""
    tr = trace_dict(trace)
    ids = ids_of(tr, sel) if sel is not None else None
    out = []
    for step in tr.get("steps") or []:
        kind = step.get("kind")
        line = step.get("line")
        if anim == "wait":
            if kind == "wait":
                out.append((float(step.get("run_time") or 0.0), line))
            continue
        if kind != "play":
            continue
        anims = step.get("animations") or []
        hit = any(
            (ids is None or set(a.get("targets") or []) & ids)
            and (anim is None or anim_in_family(a, anim))
            for a in anims
        )
        if hit:
            out.append((float(step.get("run_time") or 0.0), line))
    return out


@dataclass
class Duration(EditRequirement):
    """The steps about ``sel`` / animation family ``anim`` (both None: the whole scene) got
    ``longer`` or ``shorter`` than before, or each takes ``seconds``."""

    kind: ClassVar[str] = "duration"
    change: str = "longer"  # "longer", "shorter" or "seconds"
    sel: Sel | None = None
    anim: str | None = None
    seconds: float | None = None

    def __post_init__(self) -> None:
        if self.sel is not None and not isinstance(self.sel, Sel):
            self.sel = Sel.from_dict(self.sel)
        if self.change not in ("longer", "shorter", "seconds"):
            raise ValueError(f"unknown duration change {self.change!r}")

    def what(self) -> str:
        parts = [p for p in (self.anim, self.sel.describe() if self.sel else None) if p]
        return " of the ".join(parts) if parts else "scene"

    def check_edit(self, before: Any, after: Any) -> CheckResult:
        sel = self.sel
        if sel is not None and self.anim and not step_durations(before, sel, self.anim):
            sel = (
                None  # "the marker's move along the line": the line does not move, the marker does
            )
        now = step_durations(after, sel, self.anim)
        if not now:
            return CheckResult(False, f"No step of the {self.what()} is left after the edit.")
        total = sum(now)
        if self.change == "seconds":
            want = float(self.seconds or 0.0)
            if self.anim == "wait":
                ok = any(abs(t - want) <= SECONDS_TOL * want for t in now)
            else:
                ok = all(abs(t - want) <= SECONDS_TOL * want for t in now)
            if ok:
                return CheckResult(True, f"the {self.what()} takes {want:g} s.")
            got = ", ".join(f"{t:g}" for t in now)
            return CheckResult(
                False,
                f"The {self.what()} should take {want:g} s but takes {got} s; set "
                f"run_time={want:g} on that self.play"
                + (" (or self.wait(...))." if self.anim == "wait" else "."),
            )
        was = sum(step_durations(before, sel, self.anim))
        lines = [ln for _, ln in timed_steps(after, sel, self.anim) if ln]
        if self.change == "longer":
            ok = total >= was * TIME_FACTOR and total > was + 0.1
            how, want = "slower", max(was * 2, 2.0)
        else:
            ok = total * TIME_FACTOR <= was and total < was - 0.1
            how, want = "faster", was / 2
        msg = f"the {self.what()} took {was:g} s and now takes {total:g} s"
        if ok:
            return CheckResult(True, f"{msg}.")
        at = f" at line {lines[0]}" if lines else ""
        return CheckResult(
            False,
            f"The {self.what()} should be {how}: {msg}; change only its run_time, e.g. "
            f"run_time={want:g} in the self.play{at}, and keep everything else as it was.",
            lines[0] if lines else None,
        )


def all_final_states(trace: Any) -> dict[str, Mob]:
    """Every mobject ever visible (a group's parts too), by id, in its last visible state."""
    out: dict[str, Mob] = {}
    for _, vis in visible_states(trace):
        for m in vis:
            out[m["id"]] = m
    return out


def _final_of(trace: Any, sel: Sel) -> list[Mob]:
    """The mobjects ``sel`` picks at the end, the likeliest first: where a shape's family lists
    several classes ("formula": MathTex before Text), by that order, then by appearance, so a
    reordered scene does not turn "the formula" into its caption."""
    found = matching(all_final_states(trace).values(), sel)
    family = SHAPES.get(sel.shape or "", ())
    if len(found) < 2 or not family:
        return found
    rank = {cls: i for i, cls in enumerate(family)}
    return sorted(found, key=lambda m: rank.get(str(m.get("cls")), len(family)))


def _nearest_label(trace: Any, mobs: list[Mob], label: str) -> list[Mob]:
    """``mobs`` with the one nearest a text mobject reading ``label`` first ("box B" is the box
    the text "B" sits on or beside); unchanged when no such text is shown or only one matches."""
    if len(mobs) < 2:
        return mobs
    texts = [m for m in all_final_states(trace).values()
             if str(m.get("text") or m.get("tex") or "").strip() == label]  # fmt: skip
    if not texts:
        return mobs
    tx, ty = centre_of(texts[0])
    return sorted(mobs, key=lambda m: math.hypot(centre_of(m)[0] - tx, centre_of(m)[1] - ty))


@dataclass
class Moved(EditRequirement):
    """The mobject ``sel`` picks ends at least ``MIN_MOVE`` further ``to`` (left, right, up,
    down) than it did before the edit, or ends on that side of the frame."""

    kind: ClassVar[str] = "moved"
    sel: Sel = field(default_factory=Sel)
    to: str = "left"
    label: str | None = None  # "box B": of several, the one nearest the text "B"

    def __post_init__(self) -> None:
        self.sel = self.sel if isinstance(self.sel, Sel) else Sel.from_dict(self.sel)
        if self.to not in DIRECTIONS:
            raise ValueError(f"unknown direction {self.to!r}; use one of {sorted(DIRECTIONS)}")

    def check_edit(self, before: Any, after: Any) -> CheckResult:
        was, now = _final_of(before, self.sel), _final_of(after, self.sel)
        if self.label:
            was, now = (
                _nearest_label(before, was, self.label),
                _nearest_label(after, now, self.label),
            )
        what = self.sel.describe() + (f" {self.label}" if self.label else "")
        if not now:
            return CheckResult(False, f"No {what} is shown after the edit.")
        dx, dy = DIRECTIONS[self.to]
        (nx, ny) = centre_of(now[0])
        side = nx * dx + ny * dy
        if was:
            (bx, by) = centre_of(was[0])
            gain = (nx - bx) * dx + (ny - by) * dy
            if gain >= MIN_MOVE:
                return CheckResult(True, f"the {what} moved {self.to} by {gain:.1f}.")
        if side >= 1.5:
            return CheckResult(True, f"the {what} is on the {self.to} side.")
        line = now[0].get("line")
        return CheckResult(
            False,
            f"The {what} should move {self.to}, but it ends at ({nx:.1f}, {ny:.1f}); "
            f"shift it {self.to.upper()} * 2 where it is created.",
            int(line) if line else None,
        )


@dataclass
class Resized(EditRequirement):
    """The mobject ``sel`` picks ends ``bigger`` or ``smaller`` (its box area by at least
    ``RESIZE_FACTOR``) than before the edit."""

    kind: ClassVar[str] = "resized"
    sel: Sel = field(default_factory=Sel)
    change: str = "bigger"

    def __post_init__(self) -> None:
        self.sel = self.sel if isinstance(self.sel, Sel) else Sel.from_dict(self.sel)
        if self.change not in ("bigger", "smaller"):
            raise ValueError(f"unknown size change {self.change!r}; use bigger or smaller")

    def check_edit(self, before: Any, after: Any) -> CheckResult:
        was, now = _final_of(before, self.sel), _final_of(after, self.sel)
        what = self.sel.describe()
        if not was or not now:
            return CheckResult(
                False, f"No {what} is shown {'after' if was else 'before'} the edit."
            )
        (bw, bh), (aw, ah) = size_of(was[0]), size_of(now[0])
        ratio = (aw * ah) / max(bw * bh, 1e-6)
        ok = ratio >= RESIZE_FACTOR if self.change == "bigger" else ratio <= 1 / RESIZE_FACTOR
        if ok:
            return CheckResult(True, f"the {what} is {self.change} ({ratio:.2f} x the area).")
        how = "scale(2)" if self.change == "bigger" else "scale(0.5)"
        line = now[0].get("line")
        return CheckResult(
            False,
            f"The {what} should be {self.change} but its size went from {bw:.1f} x {bh:.1f} to "
            f"{aw:.1f} x {ah:.1f}; call .{how} on it where it is created.",
            int(line) if line else None,
        )


def _first_step(trace: Any, sel: Sel | None, anim: str | None) -> int | None:
    tr = trace_dict(trace)
    ids = ids_of(tr, sel) if sel is not None else None
    for i, step in enumerate(tr.get("steps") or []):
        if anim == "wait" and step.get("kind") == "wait":
            return i
        for a in step.get("animations") or []:
            if (ids is None or set(a.get("targets") or []) & ids) and (
                anim is None or anim_in_family(a, anim)
            ):
                return i
    return None


@dataclass
class StepOrder(Requirement):
    """The first animation of ``first_anim`` on ``first`` plays in an earlier step than the
    first of ``second_anim`` on ``second`` ("rotate the square before the circle fades in")."""

    kind: ClassVar[str] = "step_order"
    first: Sel | None = None
    first_anim: str | None = None
    second: Sel | None = None
    second_anim: str | None = None

    def __post_init__(self) -> None:
        for name in ("first", "second"):
            v = getattr(self, name)
            if v is not None and not isinstance(v, Sel):
                setattr(self, name, Sel.from_dict(v))

    def _what(self, sel: Sel | None, anim: str | None) -> str:
        return " of the ".join(p for p in (anim, sel.describe() if sel else None) if p) or "step"

    def check(self, trace: Any) -> CheckResult:
        a = _first_step(trace, self.first, self.first_anim)
        b = _first_step(trace, self.second, self.second_anim)
        wa, wb = self._what(self.first, self.first_anim), self._what(self.second, self.second_anim)
        if a is None or b is None:
            return CheckResult(False, f"No {wa if a is None else wb} plays; the order cannot hold.")
        if a < b:
            return CheckResult(True, f"the {wa} plays before the {wb}.")
        la, lb = _step_line(trace, a), _step_line(trace, b)
        how = (f"move line {la}, its self.play, above line {lb}, the {wb}'s" if la and lb
               else "move its self.play above the other one")  # fmt: skip
        return CheckResult(
            False,
            f"The {wa} should play before the {wb}, but it plays at step {a + 1} and the {wb} at "
            f"step {b + 1}; {how}.",
            la,
        )


def _step_line(trace: Any, index: int) -> int | None:
    """The line of the self.play (or wait) that made step ``index``, when the trace knows it."""
    steps = trace_dict(trace).get("steps") or []
    line = steps[index].get("line") if 0 <= index < len(steps) else None
    return int(line) if line else None


def _cameras(trace: Any) -> list[dict[str, Any]]:
    return [s.get("camera") or {} for s in trace_dict(trace).get("steps") or []]


@dataclass
class CameraChanged(EditRequirement):
    """The camera (its orientation, zoom or frame) differs from before the edit at some step."""

    kind: ClassVar[str] = "camera_changed"

    def check_edit(self, before: Any, after: Any) -> CheckResult:
        keys = ("phi", "theta", "gamma", "zoom", "width", "focal_distance")
        was, now = _cameras(before), _cameras(after)
        if trace_dict(after).get("camera_moved") and not trace_dict(before).get("camera_moved"):
            return CheckResult(True, "the camera now moves.")
        for a, b in zip(was, now, strict=False):
            for k in keys:
                if k in a and k in b and abs(float(a[k]) - float(b[k])) > 1e-3:
                    return CheckResult(True, f"the camera's {k} changed.")
        if len(was) != len(now) and now and was and now[-1] != was[-1]:
            return CheckResult(True, "the camera changed.")
        return CheckResult(
            False,
            "The camera should change but is the same as before; use "
            "self.set_camera_orientation(phi=..., theta=...) or self.move_camera(...).",
        )


@dataclass
class Kept(EditRequirement):
    """What must not change: every mobject ``sel`` picks before the edit is still shown after it
    with the same class, colours, text, place and size (a benchmark's "elements that must not
    change")."""

    kind: ClassVar[str] = "kept"
    sel: Sel = field(default_factory=Sel)

    def __post_init__(self) -> None:
        self.sel = self.sel if isinstance(self.sel, Sel) else Sel.from_dict(self.sel)

    def check_edit(self, before: Any, after: Any) -> CheckResult:
        was, now = _final_of(before, self.sel), _final_of(after, self.sel)
        what = self.sel.describe()
        if not was:
            return CheckResult(False, f"no {what} before the edit (a broken task).")
        for a in was:
            if any(not same_look(a, b) for b in now):
                continue
            diffs = min((same_look(a, b) for b in now), key=len, default=["is gone"])
            return CheckResult(
                False, f"The {what} should not change, but {'; '.join(diffs)}.", None
            )
        return CheckResult(True, f"the {what} is unchanged.")


EDIT_KINDS: dict[str, type[Requirement]] = {
    c.kind: c for c in (Absent, Duration, Moved, Resized, StepOrder, CameraChanged, Kept)
}


def edit_requirement_from_dict(d: dict[str, Any]) -> Requirement:
    """A requirement from JSON: an edit kind above, else any kind of ``requirements.py``."""
    d = dict(d)
    cls = EDIT_KINDS.get(str(d.get("kind")))
    if cls is None:
        return requirement_from_dict(d)
    d.pop("kind")
    names = set(cls.__dataclass_fields__)
    extra = set(d) - names
    if extra:
        raise ValueError(f"{cls.kind}: unknown field(s) {sorted(extra)}; allowed {sorted(names)}")
    return cls(**d)


def check_one(req: Requirement, before: Any, after: Any) -> CheckResult:
    """Check ``req``: an edit kind on both traces, any other kind on the trace after the edit.
    A check that crashes on an odd trace counts as not met with the reason."""
    try:
        if isinstance(req, EditRequirement):
            return req.check_edit(before, after)
        return req.check(after)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        return CheckResult(False, f"not checked ({type(exc).__name__}: {exc})")


# -- reading an instruction ----------------------------------------------------------------------
_COLOUR = "(?P<colour>" + "|".join(COLOUR_WORDS) + ")"
COLOUR_AFTER = re.compile(
    rf"^\s*(?:'s\s+colou?r\s+)?(?:from\s+\w+\s+)?(?:(?:to|into|in)\s+)?(?:be\s+)?(?:colou?red\s+)?"
    rf"{_COLOUR}\b"
)
COLOUR_VERB = re.compile(
    r"\b(?:make|colou?r|paint|turn|change|set|recolou?r|fill)\s+"
    r"(?:(?:the|all|both|every|each)\s+(?:of\s+the\s+)?)?$"
)
COLOUR_OF = re.compile(r"\bcolou?r\s+of\s+(?:the\s+)?$")
REMOVE_RE = re.compile(
    r"\b(?:remove|delete|drop|get rid of|take out|take away|erase|hide|leave out)\s+"
    r"(?:the\s+|all\s+(?:the\s+)?|both\s+(?:the\s+)?)?"
)
SLOWER_RE = re.compile(
    r"\b(?:slow\w*(?:\s+\w+){0,3}\s+down|slower|more slowly|longer|twice as long|"
    r"(?:double|triple)\s+the\s+(?:time|duration|run ?time)|slowly|slow)\b"
)
FASTER_RE = re.compile(
    r"\b(?:speed\w*(?:\s+\w+){0,3}\s+up|faster|quicker|more quickly|shorter|twice as fast|"
    r"half the time|halve the (?:time|duration|run ?time)|quickly)\b"
)
SECONDS_RE = re.compile(r"(\d+(?:\.\d+)?)\s*(?:s|sec|secs|seconds?)\b")
ANIM_WORDS = [
    (r"\b(?:rotat\w*|spin\w*|turn(?:s|ing)?)\b", "rotate"),
    (r"\bfad\w*\s+in\b|\bfade-in\b", "fade_in"),
    (r"\bfad\w*\s+out\b|\bfade-out\b", "fade_out"),
    (r"\b(?:transform\w*|morph\w*)\b", "transform"),
    (r"\b(?:wait\w*|paus\w*)\b", "wait"),
    (r"\b(?:writ\w*|typing)\b", "write"),
    (r"\b(?:draw\w*|creat\w*)\b", "create"),
    (r"\b(?:mov\w*|motion|slid\w*|shift\w*)\b", "move"),
]
ANIMATE_MOTION = re.compile(r"\banimat\w*|\bslid\w*|\bglid\w*|make\s+(?:the\s+)?\w+\s+move\b")
PLACE_RE = re.compile(
    r"^\s+(?:a\s+(?:bit|little)\s+|slightly\s+)?"
    r"(?:(?:by\s+)?(?:\d+(?:\.\d+)?|one|two|three|four|five|half\s+a|a)\s+units?\s+)?"
    r"(?:(?:over\s+)?to|on|at|towards|further|farther|more)?\s*(?:the\s+)?"
    r"(?P<dir>left|right|top|bottom|up|down|upwards|downwards|higher|lower)\b"
    r"(?!\s+(?:side\s+|edge\s+|end\s+)?of\s+(?!(?:the\s+)?(?:screen|frame|scene)\b))"
)
# the name after a noun in "box B", "point P", "dot 3" (capital letter or number, as written)
NAME_AFTER = re.compile(r"^\s+([A-Z]|\d{1,2})\b(?!\s*(?:units?|times|seconds?)\b)")
PLACE_VERB = re.compile(r"\b(?:move|put|place|shift|position|raise|lower|push)\s+(?:the\s+)?$")
BIGGER_RE = re.compile(
    r"^\s+(?:much\s+|a\s+(?:bit|little)\s+)?(?:bigger|larger|twice as (?:big|large)|"
    r"three times as (?:big|large))\b"
)
SMALLER_RE = re.compile(
    r"^\s+(?:much\s+|a\s+(?:bit|little)\s+)?(?:smaller|half (?:the|its) size)\b"
)
SIZE_VERB = re.compile(r"\b(?:make|scale|enlarge|shrink|grow|resize)\s+(?:the\s+|all\s+the\s+)?$")
SCALE_AFTER = re.compile(r"^\s+(?:up|down)\b")
CAMERA_MOTION = re.compile(
    r"\b(?:rotat\w*|orbit\w*|spin\w*|pan\w*|circl\w*|during|while|smoothly|gradually|"
    r"slowly|around)\b"
)
CENTRE_OF = re.compile(r"^\s+of\s+(?:the\s+)?(?!screen|frame|scene)\w+")
CAMERA_WORDS = re.compile(
    r"\bcamera\b|\bzoom\w*|\btilt\w*|\bview(?:ed|ing)?\s+from\b|\bfrom above\b|"
    r"\bbird'?s[- ]eye\b|\bviewing angle\b|\bpoint of view\b"
)
BEFORE_RE = re.compile(r"\b(?:before|ahead of)\b")
AFTER_RE = re.compile(r"\bafter\b(?! that)")
CHANGE_TEXT_RE = re.compile(
    r"(?:\"([^\"]+)\"|'([^']{1,80})')\s+(?:to|into|with|by)\s+(?:\"([^\"]+)\"|'([^']{1,80})')"
)


@dataclass
class EditReading:
    """An instruction read: its requirements (checked on the traces before and after the edit)
    and what it names (the mobjects allowed to change)."""

    instruction: str
    requirements: list[Requirement] = field(default_factory=list)
    named: list[Sel] = field(default_factory=list)
    timing: bool = False  # the instruction is about timing: durations may change
    whole_scene: bool = False  # it names no object: it is about the scene as a whole

    @property
    def verifiable(self) -> bool:
        """Whether the checks can tell that the instruction was carried out."""
        return bool(self.requirements)


# How each kind of edit is written in Manim, for the edit prompt: what the instruction asks is
# read first (`read_edit`), and the model gets the calls that do it (the docs for the kind of
# change, as RITL-DOC gives the docs for the calls in a failing scene).
EDIT_HINTS: dict[str, str] = {
    "camera": "The camera of a ThreeDScene: self.move_camera(phi=..., theta=..., zoom=..., "
    "run_time=2) animates it to a new view; self.begin_ambient_camera_rotation(rate=0.3) then "
    "self.wait(3) makes it orbit; self.set_camera_orientation(phi=..., theta=..., zoom=...) "
    "sets the view at once. Call them on their own lines, never inside self.play. Angles in "
    "DEGREES; the objects themselves stay as they are.",
    "order": "To change the order of steps, move whole self.play lines: OLD holds the lines in "
    "their order now, NEW the same lines in the new order.",
    "absent": "To remove an object, delete the line that creates it and every self.play or "
    "self.add line that shows it (drop just its animation where a line shows several).",
    "timing": "Timing: run_time=... on the self.play (seconds; longer is slower), self.wait(n) "
    "for a pause.",
    "place": "A new place: chain .shift(DIRECTION * 2), .to_edge(DIRECTION) or "
    ".next_to(other, DIRECTION) onto the line that creates the object, with the direction the "
    "instruction says (UP, DOWN, LEFT, RIGHT); not inside self.play.",
    "size": "A new size: chain .scale(1.5) (or 0.5) onto the line that creates the object.",
}
_HINT_OF_KIND = {
    "camera": "camera", "camera_changed": "camera", "order": "order", "step_order": "order",
    "absent": "absent", "duration": "timing", "moved": "place", "relation": "place",
    "region": "place", "resized": "size",
}  # fmt: skip


def edit_hints(reading: EditReading) -> list[str]:
    """The Manim notes for the kinds of change an instruction asks for, in a fixed order."""
    wanted = {_HINT_OF_KIND.get(r.kind) for r in reading.requirements}
    return [text for key, text in EDIT_HINTS.items() if key in wanted]


def _sels_of(req: Requirement) -> list[Sel]:
    out = []
    for name in ("sel", "a", "b", "first", "second", "into"):
        v = getattr(req, name, None)
        if isinstance(v, Sel):
            out.append(v)
    return out


def _key(sel: Sel) -> tuple[str | None, str | None, str | None]:
    return (sel.shape, sel.color, sel.text)


def _span_after(spans: list[Span], pos: int, slack: int = 0) -> Span | None:
    return next((s for s in spans if pos <= s.start <= pos + slack), None)


def _removals(text: str, low: str, spans: list[Span]) -> list[Span]:
    out = []
    for m in REMOVE_RE.finditer(low):
        s = _span_after(spans, m.end(), 12)
        while s is not None:
            out.append(s)
            rest = low[s.end : s.end + 12]
            j = re.match(r"\s*(?:,|and)\s*(?:the\s+)?", rest)
            s = _span_after(spans, s.end + j.end()) if j else None
    return out


def _colour_changes(low: str, spans: list[Span]) -> list[Requirement]:
    reqs: list[Requirement] = []
    for s in spans:
        m = COLOUR_AFTER.match(low[s.end :])
        before = low[max(0, s.start - 30) : s.start]
        verb = COLOUR_VERB.search(before) or COLOUR_OF.search(before)
        if m is None or verb is None:
            continue
        colour = _canonical_colour(m.group("colour"))
        if low[s.end : s.end + m.end()].find(" from ") >= 0:  # "from red to blue": the last word
            tail = re.search(rf"\bto\s+{_COLOUR}\b", low[s.end : s.end + 40])
            colour = _canonical_colour(tail.group("colour")) if tail else colour
        sel = Sel(shape=s.sel.shape, color=colour, text=s.sel.text)
        reqs.append(HasObject(sel=sel, phrase=low[s.start : s.end + m.end()]))
    return reqs


def _anim_family(low: str) -> str | None:
    for pat, family in ANIM_WORDS:
        if re.search(pat, low):
            return family
    return None


def _timing(low: str, spans: list[Span]) -> list[Requirement]:
    change = seconds = None
    sec = SECONDS_RE.search(low)
    if sec:
        change, seconds = "seconds", float(sec.group(1))
    elif SLOWER_RE.search(low):
        change = "longer"
    elif FASTER_RE.search(low):
        change = "shorter"
    if change is None:
        return []
    anim = _anim_family(low)
    sel = next((s.sel for s in spans), None) if anim != "wait" else None
    if (
        change != "seconds"
        and anim is None
        and sel is None
        and not re.search(r"\b(?:animation|scene|everything|all|whole|video)\b", low)
    ):
        return []
    return [Duration(change=change, sel=sel, anim=anim, seconds=seconds, phrase=low)]


def _places(low: str, spans: list[Span], text: str = "") -> list[Requirement]:
    """ "Move the square up", "put box B further left": a new place (Moved); a one-letter or
    one-number name after the noun ("box B", "dot 2") picks which of several it is."""
    reqs: list[Requirement] = []
    for s in spans:
        named = NAME_AFTER.match(text[s.end :]) if text else None
        rest = s.end + (named.end() if named else 0)
        m = PLACE_RE.match(low[rest:])
        if m is None or not PLACE_VERB.search(low[max(0, s.start - 20) : s.start]):
            continue
        to = DIRECTION_WORDS[m.group("dir")]
        reqs.append(Moved(sel=s.sel, to=to, phrase=low[s.start : rest + m.end()],
                          label=named.group(1) if named else None))  # fmt: skip
    return reqs


def _sizes(low: str, spans: list[Span]) -> list[Requirement]:
    reqs: list[Requirement] = []
    for s in spans:
        rest = low[s.end :]
        if not SIZE_VERB.search(low[max(0, s.start - 20) : s.start]):
            continue
        if BIGGER_RE.match(rest) or re.match(r"^\s+up\b", rest) or "enlarge" in low[: s.start]:
            change = "bigger"
        elif SMALLER_RE.match(rest) or re.match(r"^\s+down\b", rest) or "shrink" in low[: s.start]:
            change = "smaller"
        else:
            continue
        reqs.append(Resized(sel=s.sel, change=change, phrase=low[s.start : s.end + 20].strip()))
    return reqs


def _orders(low: str, spans: list[Span]) -> list[Requirement]:
    reqs: list[Requirement] = []
    for pat, flip in ((BEFORE_RE, False), (AFTER_RE, True)):
        for m in pat.finditer(low):
            a = next((s for s in reversed(spans) if s.end <= m.start()), None)
            b = _span_after(spans, m.end(), 6)
            if a is None or b is None or _key(a.sel) == _key(b.sel):
                continue
            first, second = (b, a) if flip else (a, b)
            anim_a = _anim_family(low[max(0, a.start - 16) : a.start])
            anim_b = _anim_family(low[b.end : b.end + 16].split(",")[0])
            if anim_a or anim_b:
                f_anim, s_anim = (anim_b, anim_a) if flip else (anim_a, anim_b)
                reqs.append(StepOrder(first=first.sel, first_anim=f_anim, second=second.sel,
                                      second_anim=s_anim, phrase=low[a.start : b.end]))  # fmt: skip
                continue
            reqs.append(Order(first=first.sel, second=second.sel, phrase=low[a.start : b.end]))
    return reqs


def _text_changes(text: str) -> list[Requirement]:
    reqs: list[Requirement] = []
    for m in CHANGE_TEXT_RE.finditer(text):
        old = m.group(1) or m.group(2)
        new = m.group(3) or m.group(4)
        if old.strip().lower() not in new.strip().lower():
            reqs.append(Absent(sel=Sel(text=old), phrase=m.group(0)))
    return reqs


def read_edit(instruction: str) -> EditReading:
    """The requirements an edit instruction states plainly, and what it names."""
    text = " ".join((instruction or "").split())
    low = text.lower()
    spans = noun_phrases(text)
    base = read_requirements(text)
    removed = _removals(text, low, spans)
    removed_keys = {_key(s.sel) for s in removed}
    text_changes = _text_changes(text)
    removed_keys |= {_key(r.sel) for r in text_changes if isinstance(r, Absent)}
    removed_texts = {m.group(1) or m.group(2) or m.group(3) for m in QUOTE_RE.finditer(text)
                     if any(r.start <= m.start() < r.end + 30 for r in removed)}  # fmt: skip
    reqs: list[Requirement] = []
    timing = bool(_timing(low, spans))
    animate = bool(ANIMATE_MOTION.search(low))
    relation_sels = {_key(r.a) for r in base if isinstance(r, Relation)}
    for r in base:
        if isinstance(r, HasObject | HasText):
            key = _key(r.sel) if isinstance(r, HasObject) else (None, None, r.text)
            if key in removed_keys or (isinstance(r, HasText) and r.text in removed_texts):
                continue  # "remove the dot": the reader read "a dot"
            if isinstance(r, HasObject) and any(
                s.sel.shape == r.sel.shape and r.sel.shape for s in removed
            ):
                continue
        if isinstance(r, Motion) and not animate:
            if r.motion == "move" or (timing and r.motion == "rotate"):
                continue  # "move X left" is a new place (Moved), not an animation
            if r.motion == "transform" and re.search(r"\b(?:change|turn)\b", low):
                continue  # "change the circle into a square" edits the code, not a Transform
        if isinstance(r, Motion) and r.motion == "move" and _key(r.sel) in relation_sels:
            continue
        if isinstance(r, CameraMove) and not CAMERA_MOTION.search(low):
            r = CameraChanged(phrase=r.phrase)  # "zoom in": a new view, not a camera motion
        if isinstance(r, Relation) and r.rel == "center":
            at = low.find(r.phrase.lower())
            if at >= 0 and CENTRE_OF.match(low[at + len(r.phrase) :]):
                continue  # "in the centre of the square": not the screen's centre
        reqs.append(r)
    reqs += [Absent(sel=s.sel, phrase=text[s.start : s.end]) for s in removed]
    reqs += text_changes
    reqs += _colour_changes(low, spans)
    reqs += _timing(low, spans)
    if not animate:
        reqs += _places(low, spans, text)
    reqs += _orders(low, spans)
    reqs += _sizes(low, spans)
    if CAMERA_WORDS.search(low) and not any(r.kind == "camera" for r in reqs):
        reqs.append(CameraChanged(phrase="camera"))
    named: list[Sel] = [s.sel for s in spans]
    for r in reqs:
        named += _sels_of(r)
    unique: dict[tuple[str | None, str | None, str | None], Sel] = {}
    for s in named:
        unique.setdefault(_key(s), s)
    seen: set[str] = set()
    deduped = []
    for r in reqs:
        k = repr(r.to_dict() | {"phrase": ""})
        if k not in seen:
            seen.add(k)
            deduped.append(r)
    return EditReading(
        instruction=text,
        requirements=deduped,
        named=list(unique.values()),
        timing=timing,
        whole_scene=not spans,
    )


def requirements_with_edits(description: str | None, edits: list[str]) -> list[Requirement]:
    """A scene's requirements after its edits: the description's, less those an edit overrides
    (a requirement about something an edit names), plus each edit's requirements that can be
    checked on the edited scene alone. The editor's checks on save use this, so a scene whose
    header says "a red circle ... Edit: make the circle blue" is judged for a blue circle."""
    reqs = read_requirements(description) if description else []
    for instruction in edits:
        reading = read_edit(instruction)
        shapes = {s.shape for s in reading.named if s.shape} | {
            s.text for s in reading.named if s.text
        }
        kept = []
        for r in reqs:
            touched = any((s.shape and s.shape in shapes) or (s.text and s.text in shapes)
                          for s in _sels_of(r))  # fmt: skip
            if not touched:
                kept.append(r)
        reqs = kept + [r for r in reading.requirements if not isinstance(r, EditRequirement)]
    return reqs
