"""Checks on a scene trace that need the description but no requirement reader.

- ``pasted-description``: the description itself printed on screen (a Text, Paragraph,
  MarkupText or Tex holding most of its words) instead of the objects it names.
- ``never-animates`` as an error: the generic check (``generic.check_never_animates``) says the
  video is one still picture and is only a warning there, since a still picture may be what was
  asked; here the description decides, and a description that asks for something to happen
  (move, rotate, grow, fade, transform, count, one by one, ...) makes it an error.
- ``never-shown`` as an error for a text or formula the description names: the generic check only
  warns about a mobject that is built and never drawn (often an unused helper), but a ``2x + 6``
  that the description asks to show and that no shown mobject displays is missing from the video.

- ``unasked-turn``: a shape turned by a play (``Rotate``, ``.animate.rotate``, ``Rotating``, or a
  turn the trace saw by geometry: an updater, a ``Transform`` into a turned copy) by
  15 degrees or more where the description asks for no turn at all (no rotate, spin, turn
  round, tilt, orbit, swing, angle, ... ``TURN_WORDS``): a wobble the viewer sees and nobody
  asked for. Circles and dots (a turn that shows nothing) and 3-D scenes are not judged.
- ``duplicate-text``: a text the description quotes (``highlight "Step 2" in yellow``) shown
  twice at the same time, apart: a copy written beside the original where the original was
  meant to change. A copy lying over the original (a highlight drawn on it) is not one, nor is
  a text in a description that asks for copies, counts or repeats (``COPY_WORDS``).

Each finding sits at the user's line that created the mobject and says what to do instead.
"""

from __future__ import annotations

import math
import re
from typing import Any

from server.faithful.generic import (
    NEVER_ANIMATES,
    SINGLE_IMAGE,
    TraceFinding,
    check_never_shown,
    single_image,
    still_picture,
)
from server.render.layout import Box, overlap_of_smaller
from server.render.meaning import meaning
from server.render.trace import AnimationInfo, MobjectInfo, SceneTrace

#: A description saying that something happens over time.
MOTION_WORDS = re.compile(
    r"\b(animat\w*|move|moves|moving|rotates?|rotating|spins?|spinning|grows?|growing|shrinks?"
    r"|shrinking|fades?|fading|slides?|sliding|transforms?|transforming|morphs?|morphing"
    r"|(?:turns?|changes?) into|counts? (?:up|down|from)|counting|bounces?|bouncing|oscillat\w*"
    r"|swings?|swinging|travels?|travell?ing|one by one|one after another|flash(?:es)?|pulses?"
    r"|wiggles?|zooms?|swap\w*|exchang\w*|jumps?|jumping)\b",
    re.IGNORECASE,
)
#: A description that asks for a still picture, whatever else it says.
STILL_WORDS = re.compile(
    r"\b(without (?:any )?animation|no animation|static|still (?:image|picture|frame))\b",
    re.IGNORECASE,
)
#: Words too common to say that a text repeats the description.
STOPWORDS = frozenset(
    """a an the and or of to in on at by for with from into onto as is are be it its this that
    these those then there their them they each every all some one two three while after
    before so show shows display displays draw draws make makes put puts place screen scene
    which who what when where how than also very""".split()
)
PASTED_SHARE = 0.6  # of the description's content words
PASTED_MIN_WORDS = 12  # in the text on screen
PASTED_CLASSES = {"Text", "MarkupText", "Paragraph", "Tex", "Title", "BulletedList"}
_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”|'[^']*'(?!\w)")
_WORD = re.compile(r"[a-z0-9]+")


def words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def content_words(description: str) -> set[str]:
    """The description's words that say what to show, without what it quotes (a quoted text is
    meant to be shown as it is) and without common words."""
    unquoted = _QUOTED.sub(" ", description)
    return {w for w in words(unquoted) if w not in STOPWORDS and len(w) > 1}


#: Words that ask for a change over time and are rarely used of a still picture ("a circle moved
#: to the edge" and "lines that flow" describe where things are; "rotate", "swap" do not).
CHANGE_WORDS = re.compile(
    r"\b(rotat(?:e|es|ing)|spins?|spinning|grows?|growing|shrinks?|shrinking|fades?|fading"
    r"|transforms?|transforming|morphs?|morphing|(?:turns?|changes?) into|counts? (?:up|down|from)"
    r"|counting|bounces?|bouncing|oscillat(?:e|es|ing)|swings?|swinging|one by one"
    r"|one after another|swap(?:s|ping)?|exchang(?:e|es|ing)|flash(?:es)?|pulses?|wiggles?"
    r"|jumps?|jumping)\b",
    re.IGNORECASE,
)


def asks_for_change(description: str) -> bool:
    """Whether the description asks for a change over time in words that do not also describe a
    still picture: what makes a single image (no ``play``, no ``wait``) an error."""
    return bool(CHANGE_WORDS.search(description)) and not STILL_WORDS.search(description)


def asks_for_motion(description: str) -> bool:
    """Whether the description asks for something to happen over time."""
    return bool(MOTION_WORDS.search(description)) and not STILL_WORDS.search(description)


def check_pasted_description(trace: SceneTrace, description: str) -> list[TraceFinding]:
    """A text on screen that holds most of the description's words: the model printed the
    description instead of drawing it."""
    wanted = content_words(description)
    if len(wanted) < 6:
        return []  # too short a description to tell a paste from a title
    out: list[TraceFinding] = []
    for m in trace.created:
        if not m.shown or m.cls not in PASTED_CLASSES:
            continue
        shown = m.text if m.text is not None else m.tex
        if not shown:
            continue
        said = words(shown)
        share = len(wanted & set(said)) / len(wanted)
        if len(said) < PASTED_MIN_WORDS or share < PASTED_SHARE:
            continue
        out.append(TraceFinding("pasted-description", _pasted_message(m, share), m.line, "error"))
    return out


def _pasted_message(m: MobjectInfo, share: float) -> str:
    at = f" created at line {m.line}" if m.line is not None else ""
    return (
        f"{m.label()}{at} prints the description itself on screen ({share:.0%} of its words): "
        "do not write the description as text; delete it and draw the objects it names "
        "(shapes, labels, formulas), each with its own mobject, and animate what it asks for"
    )


def description_findings(
    trace: SceneTrace | None, description: str | None, source: str | None = None
) -> list[TraceFinding]:
    """The findings that need the description: a pasted description, and a still picture where
    the description asks for motion (an error; the generic check alone only warns)."""
    if trace is None or not trace.steps or not description:
        return []
    found = check_pasted_description(trace, description)
    found += check_named_never_shown(trace, description, source)
    found += check_duplicate_text(trace, description)
    found += check_unasked_turn(trace, description)
    seconds = still_picture(trace, source)
    if seconds > 0 and asks_for_motion(description):
        line = next((s.line for s in trace.steps if s.kind == "add" and s.line is not None), None)
        found.append(
            TraceFinding("never-animates", NEVER_ANIMATES.format(seconds=seconds), line, "error")
        )
    elif single_image(trace) and asks_for_change(description):
        line = next((s.line for s in trace.steps if s.kind == "add" and s.line is not None), None)
        found.append(TraceFinding("never-animates", SINGLE_IMAGE, line, "error"))
    return found


def _shown_meaning(m: MobjectInfo) -> str:
    raw = m.text if m.text is not None else m.tex
    return meaning(raw) if raw else ""


def check_named_never_shown(
    trace: SceneTrace, description: str, source: str | None = None
) -> list[TraceFinding]:
    """A text or formula the description names (``2x + 6``) that the scene builds and never
    shows, while nothing else on screen displays it: the generic warning becomes an error."""
    wanted = meaning(description)
    shown = {_shown_meaning(m) for step in trace.steps for m in step.visible}
    by_line: dict[int | None, list[MobjectInfo]] = {}
    for m in trace.created:
        by_line.setdefault(m.line, []).append(m)
    out = []
    for finding in check_never_shown(trace, source):
        said = [
            x
            for m in by_line.get(finding.line, [])
            if len(x := _shown_meaning(m)) >= 2 and x in wanted and x not in shown
        ]
        if said and finding.severity == "warning":
            out.append(TraceFinding("never-shown", finding.message, finding.line, "error"))
    return out


#: words that let a description's text appear more than once
COPY_WORDS = re.compile(
    r"\b(?:cop(?:y|ies|ied)|twice|again|duplicat\w*|repeat\w*|each|every|both|all|"
    r"two|three|four|five|six|several|many|multiple|tables?|grid)\b",
    re.IGNORECASE,
)
DUPLICATE_MIN_CHARS = 3  # shorter texts ("x", "1") repeat for good reasons
DUPLICATE_OVERLAP = 0.5  # of the smaller box: a copy this much over the original is an overlay


def check_duplicate_text(trace: SceneTrace, description: str) -> list[TraceFinding]:
    """A text the description quotes, shown twice at once and apart (one finding per text, at the
    later copy's line)."""
    wanted: dict[str, str] = {}
    for q in _QUOTED.findall(description):
        raw = q[1:-1]
        key = meaning(raw)
        if len(key) >= DUPLICATE_MIN_CHARS:
            wanted.setdefault(key, raw)  # quoted again ("then highlight "Step 2""): one object
    if not wanted or COPY_WORDS.search(description):
        return []
    out: list[TraceFinding] = []
    for key, raw in wanted.items():
        for step in trace.steps:
            same = _apart_pair([m for m in step.visible if _shown_meaning(m) == key])
            if same is None:
                continue
            first, second = same
            out.append(
                TraceFinding(
                    "duplicate-text",
                    f'"{raw}" is shown twice at once (lines {first.line} and {second.line}), '
                    "apart, though the description names one; change the first one "
                    "(e.g. self.play(first.animate.set_color(YELLOW)) or "
                    "self.play(Indicate(first))) instead of writing a second copy, or remove "
                    "the copy.",
                    second.line,
                    "error",
                )
            )
            break
    return out


def _apart_pair(mobs: list[MobjectInfo]) -> tuple[MobjectInfo, MobjectInfo] | None:
    """Two distinct mobjects of ``mobs`` (neither holding the other) whose boxes do not overlap
    by ``DUPLICATE_OVERLAP`` of the smaller, the earlier-created first."""
    for i, a in enumerate(mobs):
        for b in mobs[i + 1 :]:
            if a.id == b.id or a.parent == b.id or b.parent == a.id:
                continue
            if _overlap(a, b) >= DUPLICATE_OVERLAP:
                continue
            return (a, b) if (a.line or 0) <= (b.line or 0) else (b, a)
    return None


def _overlap(a: MobjectInfo, b: MobjectInfo) -> float:
    return overlap_of_smaller(Box(a.bbox[0], a.bbox[2], a.bbox[1], a.bbox[3]),
                              Box(b.bbox[0], b.bbox[2], b.bbox[1], b.bbox[3]))  # fmt: skip


#: A description that may ask for a turn, in any words: then no turn is "unasked". "Turn" counts
#: unless a colour, "into" or "to" follows it ("turn green", "turns into a square").
TURN_WORDS = re.compile(
    r"\b(rotat\w*|spin\w*|twist\w*|tilt\w*|roll\w*|revolv\w*|orbit\w*|swing\w*|swung"
    r"|pendulum|wheel|gear|clock\w*|windmill|propeller|fan|flip\w*|mirror\w*|reflect\w*"
    r"|spiral\w*|around|round|diamond\w*|rhomb\w*"
    r"|degrees?|angles?|radians?|vectors?|arc|compass|needle|hand|hands|pivot\w*|upside|tumbl\w*"
    r"|cartwheel|whirl\w*|twirl\w*|swivel\w*|rock\w*|wobbl\w*|shake|shak\w*|wiggl\w*"
    r"|turn(?:s|ed|ing)?\b(?!\s+(?:\w+\s+)?(?:into|to|red|green|blue|yellow|white|black|grey|gray"
    r"|orange|purple|pink|teal|gold|brown|bright|dark|light|colou?r)))",
    re.IGNORECASE,
)
TURN_MIN = math.radians(15)
UNASKED_TURN = (
    "{label}{at} turns by {deg:.0f} degrees at line {line}, but the description asks for no turn: "
    "the viewer sees it wobble or tilt. Remove the rotation ({call}) unless it was meant"
)


def _flips(axis: Any) -> bool:
    """Whether a rotation axis lies off the line of sight (``axis=UP`` turns a 2-D shape over:
    the viewer sees it mirrored, not turned)."""
    if not isinstance(axis, list) or len(axis) < 3:
        return False
    try:
        x, y, z = (float(v) for v in axis[:3])
    except (TypeError, ValueError):
        return False
    return math.hypot(x, y) > 0.1 * max(abs(z), 1e-9)


def _turn_angle(anim: AnimationInfo) -> float | None:
    """The angle (radians) a play's animation turns its targets by, or None for no turn."""
    cls, params = anim.cls, anim.params or {}
    if _flips(params.get("axis")):
        return None
    if cls in ("Rotate", "Rotating"):
        angle = params.get("angle")
        return (
            float(angle)
            if isinstance(angle, int | float)
            else (math.pi if cls == "Rotate" else None)
        )
    if cls == "animate":
        for m in params.get("methods") or []:
            if isinstance(m, dict) and m.get("name") == "rotate":
                args = m.get("args") or []
                kw = m.get("kwargs") or {}
                angle = args[0] if args else kw.get("angle")
                if _flips(kw.get("axis")):
                    return None
                return float(angle) if isinstance(angle, int | float) else None
    return None


def check_unasked_turn(trace: SceneTrace, description: str) -> list[TraceFinding]:
    """A shape turned where the description asks for no turn (see the module's docstring)."""
    if trace.three_d or TURN_WORDS.search(description):
        return []
    out: list[TraceFinding] = []
    done: set[int | None] = set()
    for step in trace.steps:
        if step.kind == "wait":
            out += _seen_unasked_turns(step, done)
        if step.kind != "play":
            continue
        for anim in step.animations:
            angle = _turn_angle(anim)
            if angle is None or abs(angle) < TURN_MIN:
                continue
            shown = [m for m in step.visible if m.id in anim.targets]
            shown = [m for m in shown if m.shape not in ("circle", None) or m.cls in TURN_SHAPES]
            line = anim.line if anim.line is not None else step.line
            if not shown or line in done:
                continue
            done.add(line)
            m = shown[0]
            call = "Rotate(...)" if anim.cls != "animate" else ".animate.rotate(...)"
            msg = UNASKED_TURN.format(
                label=m.label(), at=f" (line {m.line})" if m.line is not None else "",
                deg=math.degrees(abs(angle)), line=line, call=call,
            )  # fmt: skip
            out.append(TraceFinding("unasked-turn", msg, line, "error"))
        out += _seen_unasked_turns(step, done)
    return out


#: what a turn seen by geometry alone does not judge: a line or an arrow moved to point
#: elsewhere (a Transform between two segments fits a turn exactly, and "now pointing up" asks
#: for it in words no list holds)
SEEN_TURN_SKIP = {"Line", "Arrow", "DashedLine", "Vector", "DoubleArrow", "TangentLine"}


def _seen_unasked_turns(step: Any, done: set[int | None]) -> list[TraceFinding]:
    """Turns the trace saw by geometry during a play or a wait (``turns``, trace version 4) on a
    shape no rotation call of that play turned: an updater that rotates it, a ``Transform`` into a turned
    copy. ``most`` (the furthest it got from its start) counts, so a turn there and back shows."""
    called = {
        t for a in step.animations if _turn_angle(a) is not None for t in a.targets
    }  # fmt: skip
    out: list[TraceFinding] = []
    for mid, turn in (step.turns or {}).items():
        most = float(turn.get("most") or 0.0) if isinstance(turn, dict) else 0.0
        if mid in called or most < math.degrees(TURN_MIN) or step.line in done:
            continue
        m = next((v for v in step.visible if v.id == mid), None)
        if m is None or m.cls in SEEN_TURN_SKIP or m.shape == "line":
            continue
        if m.shape in ("circle", None) and m.cls not in TURN_SHAPES:
            continue
        done.add(step.line)
        msg = UNASKED_TURN.format(
            label=m.label(), at=f" (line {m.line})" if m.line is not None else "",
            deg=most, line=step.line, call="the turn its animation or updater makes",
        )  # fmt: skip
        out.append(TraceFinding("unasked-turn", msg, step.line, "error"))
    return out


#: classes whose turn shows even where the recorder saw no shape (text, arrows, groups of shapes)
TURN_SHAPES = {"Text", "MathTex", "Tex", "Arrow", "Line", "VGroup", "Square", "Rectangle",
               "Triangle", "Polygon", "RegularPolygon", "Star"}  # fmt: skip
