"""The description's requirements as a short checklist for the generation prompt (issue 46).

VAnim's "identification first": before the model writes the scene it is shown, in plain words,
what the description asks for, as a numbered list after the description. The items are the
requirements the readers found (the rule reader, ``reader.py``, plus the model's reading,
``extract.py``, where the agent has it before the first generation), each written by
:func:`describe`: the description's own words (the requirement's ``phrase``) where they read well
on their own and name everything the requirement checks, else a short rendering of its fields
("the red square inside the blue circle", "the number counts from 1 to 5").

:func:`checklist` leaves out what would not help the model: selectors that name nothing (no
shape, colour or text), a requirement another one already says more of (a bare "square" beside
"a red square"; a text another requirement names with its colour, place or order), "is drawn"
(every scene draws its objects), items another item contains word for word, and anything past
:data:`MAX_ITEMS` (order-of-appearance items first). Nothing here raises into the agent: a requirement it cannot word is left out.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence

from server.faithful.requirements import (
    FEATURE_WORDS,
    REGION_WORDS,
    Arrangement,
    Attached,
    CameraMove,
    CellHighlight,
    Counting,
    Diagonals,
    EachLabelled,
    Filled,
    FrameShare,
    HasObject,
    HasText,
    InRegion,
    MarkedPoint,
    MemberChange,
    Motion,
    OneByOne,
    Order,
    PathMotion,
    PlotOf,
    Relation,
    Requirement,
    RotationPivot,
    Sel,
    TextNumber,
    ThreeD,
    Together,
)

log = logging.getLogger(__name__)

MAX_ITEMS = 8  # items the prompt lists at most (the realistic descriptions state 3 to 6 things)
MAX_ITEM_CHARS = 100  # a longer item is left out (the description holds it word for word)
MAX_PHRASE_WORDS = 12  # a longer phrase is not used as an item: the fields are worded instead

NUMBER_WORDS = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine", 10: "ten", 11: "eleven", 12: "twelve",
}  # fmt: skip
# the words of a relation, and the words a phrase must hold to say it
RELATION_WORDS: dict[str, tuple[str, tuple[str, ...]]] = {
    "below": ("below", ("below", "under", "beneath", "underneath")),
    "above": ("above", ("above", "over", "on top")),
    "left_of": ("to the left of", ("left",)),
    "right_of": ("to the right of", ("right",)),
    "next_to": ("next to", ("next to", "beside", "by")),
    "inside": ("inside", ("inside", "in", "within")),
    "center": ("in the middle of the screen", ("centre", "center", "middle")),
    "overlap": ("on", ("on", "over", "across")),
}
MOTION_WORDS = {
    "move": "moves", "shift": "moves", "scale_up": "grows larger", "scale_down": "shrinks",
    "fade_in": "fades in", "fade_out": "fades out", "trace": "leaves a trail as it moves",
    "indicate": "is highlighted", "grow": "grows into view", "write": "is written",
    "move_along": "moves along a path",
}  # fmt: skip
MOVE_TO = {"left": "to the left", "right": "to the right", "up": "up", "down": "down",
           "center": "to the centre"}  # fmt: skip
PART_WORDS = {"start": "start", "end": "end", "vertex": "corner", "side": "side",
              "center": "centre"}  # fmt: skip
CHANGE_WORDS = {"color": "changes colour", "size": "changes size", "position": "moves",
                "leaves": "leaves", "indicate": "is highlighted", "any": "changes"}  # fmt: skip
# words that make a phrase lean on the rest of the description ("move it", "its corner")
PRONOUNS = frozenset(
    "it its it's itself them they their these those this that he she him her which where who "
    "one".split()
)
# a phrase ending in one of these is cut off mid-thought
DANGLING = frozenset("a an the and or of to with from in on at by for then while as".split())
# how an object's phrase starts when it is a whole noun phrase ("a small red square")
STARTS = frozenset(
    "a an the one two three four five six seven eight nine ten eleven twelve several some".split()
)
LEADING = re.compile(r"^(?:[\s,;:.]|\b(?:and|then|after that|afterwards|finally|next)\b)+", re.I)


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", text.lower())


def _colour(name: str | None) -> str | None:
    return {"gray": "grey"}.get(name or "", name)


def noun(sel: Sel | None, *, plural: bool = False) -> str:
    """What a selector picks, in words: "blue circle", "text "Hello"", "red text "56""."""
    if sel is None:
        return "object" + ("s" if plural else "")
    shape = (sel.shape or "").replace("_", " ")
    if shape and plural and shape != "axes":
        shape = shape + ("es" if shape.endswith(("x", "s", "sh", "ch")) else "s")
    head = [w for w in (_colour(sel.color), shape) if w]
    if sel.text is not None:
        if not shape:
            head.append("texts" if plural else "text")
        head.append(f'"{sel.text}"')
    return " ".join(head) or ("objects" if plural else "object")


def the(sel: Sel | None, *, plural: bool = False) -> str:
    return f"the {noun(sel, plural=plural)}"


def _article(words: str) -> str:
    if words.split()[-1] == "axes":
        return words
    return ("an " if words[:1].lower() in "aeiou" else "a ") + words


def _count(n: int) -> str:
    return NUMBER_WORDS.get(n, str(n))


def _sels(req: Requirement) -> list[Sel]:
    return [v for v in vars(req).values() if isinstance(v, Sel)]


def render(req: Requirement) -> str | None:
    """A requirement's fields in plain words (None: a kind or value it cannot word)."""
    if isinstance(req, HasObject):
        what = noun(req.sel, plural=req.count > 1)
        if req.count > 1:
            return f"{'exactly ' if req.exact else ''}{_count(req.count)} {what}"
        if req.sel.text is not None and req.sel.shape is None:
            colour = f" in {_colour(req.sel.color)}" if req.sel.color else ""
            return f'the text "{req.sel.text}"{colour}'
        return _article(what)
    if isinstance(req, HasText):
        return f'the {"formula" if req.formula else "text"} "{req.text}"'
    if isinstance(req, Relation):
        words = RELATION_WORDS[req.rel][0]
        if req.rel == "center" or req.b is None:
            return f"{the(req.a)} {words}"
        return f"{the(req.a)} {words} {the(req.b)}"
    if isinstance(req, InRegion):
        where = REGION_WORDS[req.region][0]
        return f"{the(req.sel)} {'ends ' if req.when == 'end' else ''}{where}"
    if isinstance(req, Arrangement):
        if req.layout == "grid" and req.rows and req.cols:
            shape = f"in a {req.rows} by {req.cols} grid"
        else:
            shape = {
                "row": "in a row", "column": "in a column", "tree": "laid out as a tree",
                "star": "around a hub node",
            }.get(req.layout, "apart")  # fmt: skip
        return f"{_count(req.count)} {noun(req.sel, plural=True)} {shape}, not overlapping"
    if isinstance(req, Order):
        return f"{the(req.first)} appears before {the(req.second)}"
    if isinstance(req, Together):
        return f"{the(req.a)} and {the(req.b)} animate at the same time"
    if isinstance(req, OneByOne):
        return f"{the(req.sel, plural=True)} appear one by one"
    if isinstance(req, Motion):
        return _motion(req)
    if isinstance(req, Counting):
        return f"a number that counts from {req.start:g} to {req.end:g}"
    if isinstance(req, ThreeD):
        return "a 3-D scene" + (f" with {_article(noun(req.sel))}" if req.sel else "")
    if isinstance(req, CameraMove):
        return "the camera moves"
    if isinstance(req, FrameShare):
        side = {"width": "width", "height": "height"}.get(req.axis, "width or height")
        if req.max is not None and req.min <= 0:
            return f"{the(req.sel)} takes at most {req.max:.0%} of the screen's {side}"
        return f"{the(req.sel)} fills at least {req.min:.0%} of the screen's {side}"
    if isinstance(req, Attached):
        return _attached(req)
    if isinstance(req, RotationPivot):
        return _pivot(req)
    if isinstance(req, PathMotion):
        if req.along is not None:
            return f"{the(req.sel)} moves along {the(req.along)}"
        turns = "once" if req.turns == 1 else "twice" if req.turns == 2 else f"{req.turns:g} times"
        if req.around is None:
            return f"{the(req.sel)} orbits {turns}"
        return f"{the(req.sel)} goes around {the(req.around)} {turns}"
    if isinstance(req, MemberChange):
        verb = f"turns {req.to}" if req.change == "color" and req.to else CHANGE_WORDS[req.change]
        if req.count == 1 and req.which:
            return f"only the {req.which} of {the(req.sel, plural=True)} {verb}"
        return f"only {_count(req.count)} of {the(req.sel, plural=True)} {verb}"
    if isinstance(req, Filled):
        where = f" at {', '.join(f'{x:g}' for x in req.at)}" if req.at else ""
        state = "filled" if req.filled else "an outline only (not filled)"
        return f"{the(req.sel)}{where} drawn {state}"
    if isinstance(req, Diagonals):
        colour = f" in {_colour(req.sel.color)}" if req.sel.color else ""
        return f"the {noun(req.of)}'s {_count(req.count)} diagonals{colour}, corner to corner"
    if isinstance(req, EachLabelled):
        words = RELATION_WORDS.get(req.rel, ("next to", ()))[0]
        which = f" ({', '.join(req.texts)})" if req.texts else ""
        return f"a label{which} {words} each of the {noun(req.sel, plural=True)}, one each"
    if isinstance(req, PlotOf):
        colour = f" in {req.color}" if req.color else ""
        return f"the curve of y = {req.function} plotted on axes{colour}"
    if isinstance(req, MarkedPoint):
        return f"{the(req.a, plural=True)} on the {FEATURE_WORDS[req.feature]} of the plotted curve"
    if isinstance(req, CellHighlight):
        held = f'"{req.text}"' if req.text is not None else f"the {req.which}imum number"
        colour = f" in {req.color}" if req.color else ""
        return f"only the table {req.scope} with {held} is highlighted{colour}"
    if isinstance(req, TextNumber):
        unit = {"deg": " degrees"}.get(req.unit or "", req.unit or "")
        return f"the number {req.value:g}{unit} written on screen"
    return None


def _motion(req: Motion) -> str | None:
    subject = the(req.sel)
    if req.motion == "rotate":
        if req.angle is None:
            return f"{subject} rotates"
        way = "" if not req.signed else " counterclockwise" if req.angle > 0 else " clockwise"
        return f"{subject} rotates {abs(req.angle):g} degrees{way}"
    if req.motion == "transform":
        return f"{subject} turns into {the(req.into)}" if req.into else f"{subject} transforms"
    if req.motion in ("move", "shift") and req.to:
        return f"{subject} moves {MOVE_TO.get(req.to, 'to ' + req.to)}"
    words = MOTION_WORDS.get(req.motion)
    return f"{subject} {words}" if words else None


def _attached(req: Attached) -> str:
    a, to = the(req.a), the(req.to)
    if req.part == "point" and req.at:
        at = ", ".join(f"{x:g}" for x in req.at)
        return f"{a} at {'x = ' + at if len(req.at) == 1 else '(' + at + ')'} on {to}"
    if req.part in PART_WORDS:
        which = f"{req.which.replace('_', '-')} " if req.which else ""
        return f"{a} at the {which}{PART_WORDS[req.part]} of {to}"
    return f"{a} attached to {to}"


def _pivot(req: RotationPivot) -> str:
    subject = the(req.sel)
    if req.axis:
        return f"{subject} rotates about the {req.axis} axis"
    if req.part in PART_WORDS:
        which = f"{req.which.replace('_', '-')} " if req.which else ""
        of = "its" if req.of is None else f"{the(req.of)}'s"
        return f"{subject} rotates about {of} {which}{PART_WORDS[req.part]}"
    if req.at:
        return f"{subject} rotates about the point ({', '.join(f'{x:g}' for x in req.at)})"
    return f"{subject} rotates"


def _says(phrase: str, words: str) -> bool:
    return re.search(rf"(?<![a-z0-9]){re.escape(words.lower())}(?![a-z0-9])", phrase) is not None


def _covers(req: Requirement, phrase: str) -> bool:
    """Whether the phrase names everything the requirement checks that the model could get
    wrong: the colours, texts and counts of its selectors, and its relation or screen region."""
    low = phrase.lower()
    for sel in _sels(req):
        colour = sel.color
        if colour and not any(_says(low, c) for c in {colour, _colour(colour) or colour}):
            return False
        if sel.text is not None and sel.text.lower() not in low:
            return False
    if isinstance(req, HasObject) and req.count > 1:
        if not (_says(low, str(req.count)) or _says(low, _count(req.count))):
            return False
    if isinstance(req, Relation):
        return any(_says(low, w) for w in RELATION_WORDS[req.rel][1])
    if isinstance(req, InRegion):
        parts = req.region.replace("center", "centre").split("_")
        alts = {"centre": ("centre", "center", "middle")}
        return req.when != "end" and all(
            any(_says(low, w) for w in alts.get(p, (p,))) for p in parts if p != "half"
        )
    return True


def phrase_of(req: Requirement) -> str | None:
    """The requirement's own words from the description, where they read well alone: whole
    (no pronoun, no dangling last word), short, and naming what the requirement checks."""
    if not isinstance(req, HasObject | Relation | InRegion):
        return None  # the other kinds' phrases are a verb or a fragment ("side by side")
    text = LEADING.sub("", " ".join(req.phrase.split())).rstrip(" ,;:.")
    words = _words(text)
    if len(words) < 2 or len(words) > MAX_PHRASE_WORDS:
        return None
    if PRONOUNS & set(words) or words[-1] in DANGLING or words[0] in ("then", "and"):
        return None
    if not (text.startswith(('"', "\u201c")) or words[0] in STARTS or words[0].isdigit()):
        return None  # "white arrow", "same axes", "Plot": not a whole noun phrase
    if isinstance(req, Relation | InRegion) and not _covers(req, text.split(" and ")[-1]):
        return None  # "a pentagon on the left and an orange hexagon": the place is not the end
    b = req.b if isinstance(req, Relation) else None
    if b is not None and b.shape and not b.text and b.shape.split("_")[0] not in text.lower():
        return None  # both ends must be named: a relation's phrase can stop before its second
    return text if _covers(req, text) else None


def describe(req: Requirement) -> str | None:
    """One checklist item: the description's words where they read well (:func:`phrase_of`),
    else the fields in plain words (:func:`render`); None where neither works."""
    try:
        text = phrase_of(req) or render(req)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        log.warning("checklist: cannot word %s: %s", type(req).__name__, exc)
        return None
    if not text or len(text) > MAX_ITEM_CHARS:
        return None
    return text[0].upper() + text[1:] if text[0].islower() else text


def _covered_sel(sel: Sel, by: Sel) -> bool:
    """Whether ``by`` names at least what ``sel`` names (the same where ``sel`` says anything)."""
    return all(
        getattr(sel, f) is None or getattr(sel, f) == getattr(by, f)
        for f in ("shape", "color", "text")
    )


def _generic(sel: Sel | None) -> bool:
    """A selector that names nothing a model could get wrong: no shape, colour or text, or only
    "text" or "formula" as its shape."""
    if sel is None:
        return True
    if sel.color is not None or sel.text is not None:
        return False
    return sel.shape is None or sel.shape in ("text", "formula")


def _misread(text: str | None) -> bool:
    """A text that cannot be what the description quotes (a quote read across apostrophes)."""
    return text is not None and (not text.strip() or text != text.strip())


def _subsumed(req: Requirement, i: int, reqs: Sequence[Requirement]) -> bool:
    """Whether another requirement already says all that ``req`` says."""
    for j, o in enumerate(reqs):
        if o is req:
            continue
        if isinstance(req, HasObject):
            if isinstance(o, HasObject | Arrangement) and _covered_sel(req.sel, o.sel):
                if o.count > req.count or (o.count == req.count and (o.sel != req.sel or j < i)):
                    return True
        if (
            isinstance(req, HasObject) and req.count == 1
            and not isinstance(o, HasObject | Order)  # an order item is the first to go
            and any(_covered_sel(req.sel, x) for x in _sels(o)) and phrase_of(req) is None
        ):  # fmt: skip
            return True  # "a green arrow" beside "the green arrow grows larger"
        if isinstance(req, HasText) and any(s.text == req.text for s in _sels(o)):
            return True
        if (
            isinstance(req, Motion) and req.motion in ("move", "shift") and req.to is None
            and isinstance(o, PathMotion) and _covered_sel(req.sel, o.sel)
        ):  # fmt: skip
            return True  # "the dot moves" beside "the dot goes around the circle once"
    return False


def informative(reqs: Sequence[Requirement]) -> list[Requirement]:
    """The requirements worth listing: without those that name nothing (a selector with no
    shape, colour or text), say less than another (an object that another object or an
    arrangement names at least as fully, a text that another requirement names), order an
    object before itself, or say what every scene does (a create animation)."""
    out: list[Requirement] = []
    for i, req in enumerate(reqs):
        sels = _sels(req)
        if any(_misread(s.text) for s in sels) or _misread(getattr(req, "text", None)):
            continue
        if isinstance(req, HasObject) and _generic(req.sel):
            continue
        if sels and all(_generic(s) for s in sels):
            continue
        if isinstance(req, Order) and (
            _covered_sel(req.first, req.second) or _covered_sel(req.second, req.first)
        ):
            continue  # "the white square appears before the square"
        if isinstance(req, Order | Together | Motion) and _generic(sels[0] if sels else None):
            continue
        if isinstance(req, Motion) and req.motion == "create":
            continue
        if _subsumed(req, i, reqs):
            continue
        out.append(req)
    return out


def _position(req: Requirement, description: str) -> int | None:
    phrase = " ".join(req.phrase.split()).strip(" ,;:.").lower()
    if not phrase:
        return None
    at = " ".join(description.split()).lower().find(phrase)
    return at if at >= 0 else None


def _tier(req: Requirement) -> int:
    """Which items a capped list gives up first: the order of appearance (the description's
    "then", which the model follows anyway) before what is shown, where and how it moves."""
    return 1 if isinstance(req, Order) else 0


def checklist(
    requirements: Sequence[Requirement], description: str | None = None, limit: int = MAX_ITEMS
) -> list[str]:
    """The checklist items of ``requirements``: the informative ones worded by :func:`describe`,
    repeats and items another item contains left out, in the order the description says them
    (where ``description`` is given: by where each phrase starts, an item without one after the
    item before it). Past ``limit`` items, order-of-appearance items go first, then the last."""
    worded: list[tuple[int, int, int, str]] = []
    last = -1
    for n, req in enumerate(informative(requirements)):
        text = describe(req)
        if text is None:
            continue
        at = _position(req, description) if description else None
        last = at if at is not None else last
        worded.append((last, n, _tier(req), text))
    worded.sort()
    kept: list[tuple[int, int, str]] = []
    for i, (_, _, tier, text) in enumerate(worded):
        low = text.lower()
        if any(
            low in other[3].lower() and (low != other[3].lower() or j < i)
            for j, other in enumerate(worded)
            if j != i
        ):
            continue
        kept.append((tier, len(kept), text))
    chosen = sorted(sorted(kept)[: max(0, limit)], key=lambda k: k[1])
    return [text for _, _, text in chosen]
