"""A rule-based reader: a scene description -> requirements on the scene trace.

``read_requirements(description)`` is a pipeline of named steps. ``read`` collapses whitespace,
finds the noun phrases (``noun_phrases``: quoted texts, shape nouns with their counts and colours,
unquoted formulas after a formula word; ``colour_after`` gives "in yellow" to the object just
named) and cuts the text into clauses (``split_clauses``). Each ``*_requirements`` step then reads
one kind of phrase from that ``Reading``: texts, objects, 3-D, camera, relations (left/right
pairs, below/above/next to/inside, centre), arrangements (row, column, grid), order ("then"),
one by one, together, rotations, other motions (move, scale, fade, transform, trace, indicate)
and counting; ``dedupe`` drops repeats. A phrase it does not understand yields no requirement:
the reader may miss things, it must not invent them.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from server.faithful import plotfn
from server.faithful.requirements import (
    THREE_D_SHAPES,
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
    Inscribed,
    MarkedPoint,
    MemberChange,
    Motion,
    NumberChanges,
    OneByOne,
    Order,
    Orientation,
    PathMotion,
    PlotOf,
    Recolour,
    Relation,
    Requirement,
    RightAngled,
    RotationPivot,
    SameSize,
    Sel,
    SizeOrder,
    Stays,
    Swap,
    TextNumber,
    ThreeD,
    Together,
)

NUMBERS = {
    "a": 1, "an": 1, "one": 1, "single": 1, "two": 2, "pair": 2, "three": 3, "four": 4, "five": 5,
    "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "sixteen": 16, "twenty": 20,
}  # fmt: skip
COLOUR_WORDS = (
    "red", "orange", "yellow", "green", "blue", "purple", "violet", "pink", "white", "black",
    "gray", "grey", "teal", "gold", "golden", "maroon", "brown",
)  # fmt: skip
ADJ = (
    r"(?:small|smaller|large|larger|big|bigger|tiny|little|filled|solid|hollow|thin|thick|bright|"
    r"dark|light|short|long|regular|tall|wide|new|second|third|first|another|3d|3-d|"
    r"three-dimensional|rotating|moving|bouncing|static|single|equilateral|right|unit|whole|"
    r"entire|same|other|last|final|dashed|dotted|horizontal|vertical|diagonal|curved|open|empty|"
    r"outer|inner|radius|concentric|identical|equal|congruent|overlapping|nested|parallel|stacked|"
    r"separate|transparent|translucent|rounded|tangent|perpendicular)"
)
# noun regex -> canonical shape (order matters: longer phrases first)
NOUNS: list[tuple[str, str]] = [
    (r"number lines?", "number_line"),
    (r"(?:star|path|cycle|complete|wheel|bipartite|tree|triangle) graphs?", "network"),
    (r"bar (?:charts?|graphs?)", "bar_chart"),
    (r"coordinate (?:axes|system|plane|grid)s?", "axes"),
    (r"number planes?", "axes"),
    (r"(?:x-?y )?axes", "axes"),
    (r"squares?", "square"),
    (r"rectangles?", "rectangle"),
    (r"bars?(?![\s-]+(?:charts?|graphs?|plots?)\b)", "bar"),
    (r"box(?:es)?", "box"),
    (r"circles?", "circle"),
    (r"balls?", "ball"),
    (r"dots?", "dot"),
    (r"arrows?", "arrow"),
    (r"vectors?(?! fields?)", "arrow"),
    (r"(?:straight )?lines?", "line"),
    (
        r"(?:diagonals?|segments?|spokes?|chords?|medians?|altitudes?|diameters?|radius|radii|"
        r"perpendiculars?|bisectors?|(?:hour|minute|second|clock)\s+hands?|tally\s+marks?)",
        "line",
    ),
    (r"triangles?", "triangle"),
    (r"hexagons?", "hexagon"),
    (r"(?:pentagon|octagon|polygon)s?", "polygon"),
    (r"stars?", "star"),
    (r"(?:curly )?braces?", "brace"),
    (r"(?:ellipses?|ovals?)", "ellipse"),
    (r"(?:graphs?|plots?|curves?|parabola|sine wave|cosine wave)", "graph"),
    (r"tables?", "table"),
    (r"(?:matrix|matrices)", "matrix"),
    (r"cubes?", "cube"),
    (r"(?:prisms?|slabs?|cuboids?)", "prism"),
    (r"spheres?", "sphere"),
    (r"cones?", "cone"),
    (r"cylinders?", "cylinder"),
    (r"(?:torus|tori)", "torus"),
    (r"surfaces?", "surface"),
    (r"(?:texts?|titles?|labels?|captions?|headings?|subtitles?|words?)", "text"),
    (r"(?:formulas?|formulae|equations?)", "formula"),
]
_NOUN_ALT = "|".join(f"(?P<n{i}>{pat})" for i, (pat, _) in enumerate(NOUNS))
_COUNT = r"(?P<count>" + "|".join(NUMBERS) + r"|\d+)"
_COLOUR = r"(?P<colour>" + "|".join(COLOUR_WORDS) + r")"
NP_RE = re.compile(
    rf"\b(?:{_COUNT}\s+)?(?:{ADJ}\s+)*(?:{_COLOUR}\s+)?(?:{ADJ}\s+)*(?:{_NOUN_ALT})\b(?!-)",
    re.IGNORECASE,
)
QUOTE_RE = re.compile(r"\"([^\"]+)\"|“([^”]+)”|(?<![A-Za-z0-9])'([^'\s][^']{0,79})'(?![a-z])")
TEX_HINT = re.compile(r"[\\^_=]|\\frac|\d\s*[+\-*/]\s*\w")


GRAPH_PARTS = ("arrow", "dot", "line")
# shapes that "moves along/around a ..." uses as a path, which need not be drawn
PATH_SHAPES = ("circle", "ellipse", "square", "rectangle", "triangle", "polygon", "hexagon")
FORMULA_WORD_RE = re.compile(
    r"\b(?:formula|equation|identity|theorem|expression)\b(?:\s+[A-Za-z]{3,}){0,1}\s+", re.I
)
_MATH_TOKEN = re.compile(r"[A-Za-z0-9^_+\-*/=().\\'|{}]+")
CAMERA_RE = re.compile(
    r"\bcamera\b[^.;]{0,40}\b(?:rotat|mov|orbit|pan|zoom|spin|circl|turn)|"
    r"\b(?:rotat\w*|mov\w*|orbit\w*|pan\w*|zoom\w*|spin\w*)\s+(?:the\s+)?camera\b"
)
RELATION_WORDS = [
    # "one under the other" lays things out (ARRANGEMENT_RE); it places nothing below the next noun
    (r"\b(?:directly |just |right )?(?:below|beneath|under|underneath)\b(?! the other\b)", "below"),
    (
        r"\b(?:directly |just |right )?(?:above|over|on top of)\b(?! the other\b| time| the course| (?:the |its |a |some )?(?:3-?d |2-?d |three-dimensional )?(?:axes|axis|plane|grid|number line|x-axis|interval|range|domain))",
        "above",
    ),
    # "the title above the grid" of shapes named before (a group reference span, not a plane)
    (
        r"\b(?:directly |just |right )?(?:above|over)\b"
        r"(?= the (?:whole |entire )?(?:grid|row|column)\b)",
        "above",
    ),
    # "a red ball resting on it", "a cube sitting on the slab": on top of it
    (
        r"\b(?:rests?|resting|sits?|sitting|stands?|standing|lies|lying|perched|balanced)\s+on\b"
        r"(?!\s+top\b)",
        "above",
    ),
    (r"\b(?:to|on) the left (?:of|side of)\b|\bleft of\b|\b(?:to|on) its left\b", "left_of"),
    (r"\b(?:to|on) the right (?:of|side of)\b|\bright of\b|\b(?:to|on) its right\b", "right_of"),
    (r"\b(?:next to|beside)\b", "next_to"),
    (r"\b(?:inside|within)\b", "inside"),
]
CENTRE_RE = re.compile(
    r"\b(?:in|at|to) the (?:center|centre|middle)(?: of the (?:screen|frame|scene)\b|\b(?! of\b))"
)
ARRANGEMENT_RE = re.compile(
    r"\b(?:side by side|in a (?:horizontal )?(?:row|line)|in a column|vertically|"
    r"one (?:above|below) the other|"
    r"in a vertical (?:column|line)|(?P<r>\d+|two|three|four|five)\s*(?:by|x|×)\s*"
    r"(?P<c>\d+|two|three|four|five)(?:\s+grid)?|grid|"
    r"in (?P<r2>\d+|two|three|four|five) rows of (?P<c2>\d+|two|three|four|five)|"
    r"(?P<r3>\d+|two|three|four|five) rows and (?P<c3>\d+|two|three|four|five|six) columns|"
    r"one (?:under|beneath) the other|stacked(?: vertically)?)\b"
)
THEN_RE = re.compile(r"[\s,]*(?:then|after that|afterwards|next(?! to)|finally)\b")
ONE_BY_ONE_RE = re.compile(r"\b(?:one by one|one at a time|one after (?:another|the other))\b")
TOGETHER_RE = re.compile(r"\b(?:at the same time|simultaneously)\b")
ROT_RE = re.compile(r"\b(?:rotat\w*|spin\w*|turn(?:s|ing)?)\b(?P<rest>[^.;]{0,60})", re.I)
ANGLE_RE = re.compile(r"(-?\d+(?:\.\d+)?)\s*(?:°|degrees?|deg\b)", re.I)
#: "two full turns", "three complete rotations": that many times 360 degrees
TURN_COUNT_RE = re.compile(
    r"\b(two|three|four|2|3|4)\s+(?:full\s+|complete\s+|whole\s+)?(?:turns|rotations|revolutions)\b"
)
TURN_WORDS = {"quarter turn": 90.0, "half turn": 180.0, "full turn": 360.0, "full circle": 360.0,
              "full rotation": 360.0, "half a turn": 180.0, "a quarter of a turn": 90.0}  # fmt: skip
DIR_WORDS = {
    "left": "left", "right": "right", "up": "up", "down": "down", "top": "up", "bottom": "down",
    "center": "center", "centre": "center", "middle": "center", "origin": "center",
}  # fmt: skip
# motion word (with what follows it in ``rest``) -> motion; transforms are read by transform_ends
MOTION_WORDS = [
    (
        r"\b(?:mov(?:e|es|ing)|slid(?:e|es|ing)|shift(?:s|ing)?|jump(?:s|ing)?)\b"
        r"(?P<rest>[^.;,]{0,40})",
        "move",
    ),
    (
        r"\b(?:grow(?:s|ing)?|scal(?:e|es|ing) (?:it |them )?up|enlarg\w*|gets? bigger|"
        r"doubles? in size)\b(?P<rest>)",
        "scale_up",
    ),
    (r"\b(?:shrink(?:s|ing)?|scal(?:e|es|ing) down|gets? smaller)\b(?P<rest>)", "scale_down"),
    (r"\bfad(?:e|es|ing) (?:(?:it|them) )?in\b(?P<rest>)", "fade_in"),
    (
        r"\b(?:fad(?:e|es|ing) (?:(?:it|them) )?(?:out|away)|disappear\w*|vanish\w*)\b(?P<rest>)",
        "fade_out",
    ),
    (
        r"\b(?:transform\w*|morph\w*|turn(?:s|ing)?|becom\w*|chang\w*|stretch\w*|squash\w*|"
        r"squeez\w*|deform\w*)\s+(?:(?:it|them|the\s+\w+(?:\s+\w+)?)\s+)?"
        r"(?:(?:vertically|horizontally|smoothly)\s+)?into\b(?P<rest>[^.;,]{0,40})",
        "transform",
    ),
    (
        r"\breplac(?:e|es|ing)\s+(?:it|them|the\s+\w+(?:\s+\w+)?)\s+with\b"
        r"(?P<rest>[^.;,]{0,40})",
        "transform",
    ),
    (r"\b(?:trac(?:e|es|ing)|leav\w+ a (?:trail|trace|path))\b(?P<rest>)", "trace"),
    (r"\b(?:indicat\w*|flash\w*|circumscrib\w*|wiggl\w*)\b(?P<rest>)", "indicate"),
]
COUNTING_RE = re.compile(
    r"\b(?:count(?:s|ing)?(?: up| down)?|counter|tick(?:s|ing)?|goes|increas\w*|decreas\w*|"
    r"(?<=number )(?:that |which )?(?:rises?|climbs?|drops?|falls?)(?:\s+smoothly|\s+steadily)?"
    r"(?: up| down)?)\s+from\s+"
    r"(-?\d+)\s+(?:to|up to|down to|until)\s+(-?\d+)\b"
)

Clause = tuple[int, int]  # (start, end) offsets of a clause in the text


@dataclass
class Span:
    """A noun phrase or quoted string: where it is and what it selects."""

    start: int
    end: int
    sel: Sel
    count: int | None  # None: no number word (a definite "the circle" or a bare plural)
    plural: bool
    definite: bool


def _canonical(colour: str | None) -> str | None:
    """A colour word as the checks name it ("golden" -> "gold", "grey" -> "gray")."""
    if colour is None:
        return None
    c = colour.lower()
    return {"golden": "gold", "grey": "gray"}.get(c, c)


def _in(span: Span, clause: Clause) -> bool:
    """Whether a span starts inside a clause."""
    return clause[0] <= span.start < clause[1]


def _sel_key(sel: Sel) -> tuple[str | None, str | None, str | None]:
    """What a selector picks, as a comparable key."""
    return (sel.shape, sel.color, sel.text)


def sentence_of(text: str, pos: int) -> str:
    """The sentence around ``pos`` (lower case)."""
    start = max(text.rfind(".", 0, pos), text.rfind(";", 0, pos)) + 1
    ends = [i for i in (text.find(".", pos), text.find(";", pos)) if i >= 0]
    return text[start : min(ends) if ends else len(text)].lower()


# --- noun phrases -------------------------------------------------------------------------------
def sentence_start(text: str, pos: int) -> int:
    """Where the sentence holding ``pos`` starts (after the last ". ; ! ?" before it)."""
    return max(text.rfind(c, 0, pos) for c in ".;!?") + 1


def sentence_end(text: str, pos: int) -> int:
    """Where the sentence holding ``pos`` ends (its first ". ; ! ?" from ``pos``, else the end)."""
    ends = [i for c in ".;!?" if (i := text.find(c, pos)) != -1]
    return min(ends) if ends else len(text)


#: a name from code ("line_graph", "set_camera_orientation"): two or more letters on each side
#: of an underscore, which a formula's subscripts (x_1, a_n) do not have
CODE_NAME_RE = re.compile(r"\b[A-Za-z]{2,}_[A-Za-z_]{2,}\b|\b[A-Za-z_]+\(")


def quoted_spans(text: str) -> list[Span]:
    """The quoted strings ("...", “...”, '...') of a text as text spans, in order; a quoted name
    from code ("its "vertex_dots" part") is no text on screen."""
    spans = []
    for q in QUOTE_RE.finditer(text):
        s = next(g for g in q.groups() if g is not None)
        if re.fullmatch(r"[a-z]+(?:_[a-z0-9]+)+", s):
            continue
        s = s.rstrip("!").rstrip() or s  # "Go!" may be shown as "Go"
        spans.append(Span(q.start(), q.end(), Sel(text=s), 1, False, False))
    return spans


def _noun_of(m: re.Match[str]) -> tuple[str, str]:
    """The shape noun a noun-phrase match ends with (lower case) and its canonical shape."""
    idx = next(i for i in range(len(NOUNS)) if m.group(f"n{i}") is not None)
    return m.group(f"n{idx}").lower(), NOUNS[idx][1]


def names_no_object(text: str, m: re.Match[str], noun: str, shape: str, spans: list[Span]) -> bool:
    """Whether a shape noun phrase names nothing drawn ("in a line", a path, a layout, ...)."""
    before = text[max(0, m.start() - 12) : m.start()].lower()
    after = text[m.end() : m.end() + 30].lower()
    count_word = (m.group("count") or "").lower()
    colour = _canonical(m.group("colour"))
    joins = re.match(r"\s+(?:connecting|joining|between|linking)\b", after) or re.search(
        r"\b(?:connected|joined|linked)\s+(?:by|with)\s+$",
        text[max(0, m.start() - 30) : m.start()].lower(),
    )  # "circles connected by lines", "lines joining the dots": drawn lines
    if shape == "line" and (
        re.search(r"\b(?:in|on|along|from) (?:a |the )?$", before)
        or re.match(r"\s+(?:of|up)\b", after)
        or not (
            count_word or colour or "straight" in noun or noun not in ("line", "lines") or joins
        )
    ):
        return True  # "in a line", "a line of text": not a Line
    if shape == "text" and noun.startswith("word") and not re.match(r'\s*["“\']', after):
        return True
    if shape in ("text", "formula") and re.search(r"\bin\s+$", before):
        return True  # '"Hi" in smaller grey text': the style of the text just named
    if re.match(
        r"(?:\s+|-)(?:arcs?|graphs?|plots?|networks?|patterns?|waves?|diagrams?|arrangements?|"
        r"formations?|layouts?|configurations?|charts?)\b",
        after,
    ):
        return True  # "a circle arc", "a star graph", "in a triangle arrangement": a modifier
    if shape == "circle" and re.search(r"\bhalf[\s-]*$", before):
        return True  # "a half circle": an arc, not a Circle
    if re.search(
        r"\b(?:area|perimeter|circumference|radius|diameter|volume|equation|formula)\s+of\s+"
        r"(?:(?:a|an|the)\s+)?$",
        text[max(0, m.start() - 30) : m.start()].lower(),
    ):
        return True  # "the area of a circle": what a formula is about, not a drawn circle
    if noun in ("radius", "radii", "diameter", "diameters") and (
        re.match(r"\s*(?:=|of\b|is\b|equal|-?\d|\w+\s+units?\b)", after)
        or re.search(r"\b(?:of|whose)\s+$", before)
    ):
        return True  # "a circle of radius 2", "with radius 1.5", "its radius is 3": a size
    if (
        shape in PATH_SHAPES
        and colour is None
        and re.search(
            r"\b(?:at|on|in)\s+the\s+(?:corners|vertices|points|tips)\s+of\s+(?:(?:an?|one)\s+)?(?:[a-z]+\s+)?$",
            text[max(0, m.start() - 45) : m.start()].lower(),
        )
    ):
        return True  # "four nodes placed at the corners of a square": where they go, no square
    if shape == "bar" and (
        re.search(r"\b(?:charts?|graphs?|histograms?|plots?)\b", text.lower())
        or re.search(r"\b(?:as|like)\s+$", before)
    ):
        return True  # a chart's bars are its members (member_requirements); "rectangles as bars"
    if noun.startswith("tally") and not count_word:
        return True  # "counting with tally marks: four lines ...": the topic, counted after it
    if noun.startswith("diagonal") and not count_word:
        return True  # "the diagonal" of a grid or a matrix: its cells; "a diagonal" is a line
    if noun_as_verb(text, m, noun):
        return True  # "Plot the surface", "let the camera circle around it"
    if shape in PATH_SHAPES and re.match(rf"\s+of\s+(?:{_COUNT_WORDS})\s+[a-z]+s\b", after):
        return True  # "a triangle of three circles": a layout of its members
    if re.search(r"\b(?:forming|form|forms|formed|outlining)\s+(?:(?:a|an|the)\s+)?$", before):
        return True  # "lines join the midpoints, forming a rectangle": the lines are drawn
    if re.match(
        r"\s+(?:divided|split|cut|made|composed|built|formed)\s+(?:up\s+)?(?:into|of|from|by)\b",
        after,
    ):
        return True  # "a circle divided into sectors": drawn as its parts, not as a Circle
    if (
        shape in PATH_SHAPES
        and colour is None
        and re.search(r"\b(?:along|around|across|through)\s+(?:the\s+|a\s+|an\s+)?$", before)
    ):
        return True  # "moves around a circle": a path, which need not be drawn (a coloured one is)
    if shape in PATH_SHAPES and re.search(
        r"\b(?:arranged|placed|laid out|positioned|spaced|set out)\s+(?:evenly\s+)?"
        r"(?:as|in|on|into|around|along)\s+(?:the\s+|a\s+|an\s+)?$",
        text[max(0, m.start() - 40) : m.start()].lower(),
    ):
        return True  # "six dots arranged in a circle": the layout, not a drawn Circle
    if shape in ("circle", "ring") and re.search(
        r"\b(?:nodes|dots|points|circles|squares|stars|balls|vertices|numbers|letters|planets|"
        r"triangles|boxes)\s+(?:in|on|around|forming|making)\s+(?:a\s+)?$",
        text[max(0, m.start() - 40) : m.start()].lower(),
    ):
        return True  # "five nodes in a circle": the layout (a ring), not a drawn Circle
    sentence = SCREEN_EDGE_RE.sub("", sentence_of(text, m.start()))  # "to the edge" of a circle
    sentence = SHAPE_EDGE_RE.sub("", sentence)  # "along the edges of a square": no graph's
    if PLOT_CONTEXT_RE.search(sentence):
        sentence = re.sub(r"\bvertex\b", "", sentence)  # a parabola's vertex: no graph's
    if re.search(
        r"\b(?:triangle|square|rectangle|pentagon|hexagon|octagon|polygon|quadrilateral|"
        r"parallelogram|rhombus)s?\b",
        sentence.lower(),
    ) and not re.search(r"\b(?:nodes?|edges?|network|graph|digraph)\b", sentence.lower()):
        sentence = re.sub(r"\b(?:vertex|vertices)\b", "", sentence)  # a polygon's corners
    if shape in GRAPH_PARTS and re.search(
        r"\b(?:vertex|vertices|nodes?|edges|edge (?:between|from|joining|connecting)|digraph|"
        r"network|directed graph)\b",
        sentence,
    ):
        return True  # the arrows/dots/lines of a graph are its edges and vertices
    # a text noun right before or after a quote is that quote
    return shape in ("text", "formula") and any(
        s.sel.text is not None and (0 <= s.start - m.end() <= 2 or 0 <= m.start() - s.end <= 2)
        for s in spans
    )


_COUNT_WORDS = "|".join(NUMBERS) + r"|\d+"
# "the top edge", "the edge of the screen": the screen's edges, not a graph's
SCREEN_EDGE_RE = re.compile(
    r"\b(?:top|bottom|left|right|side|upper|lower) edges?\b|\bedges? of the (?:screen|frame)\b"
)


# "the edges of a square", "its edges": a polygon's sides, not a graph's edges
SHAPE_EDGE_RE = re.compile(
    r"\bedges?\s+of\s+(?=(?:a|an|the|its)\s+(?:[a-z]+\s+){0,2}?"
    r"(?:triangle|square|rectangle|pentagon|hexagon|octagon|polygon|box|star)\b)",
    re.IGNORECASE,
)


def noun_as_verb(text: str, m: re.Match[str], noun: str) -> bool:
    """Whether a bare shape noun is a verb: "Plot the surface", "then graph the parabola", "the
    camera circles the scene", "let the camera circle around it". A bare noun opening a clause
    before an object is one; "circle(s)" after its subject is one before "around" or an object.
    "Plot the line y = 2x" keeps its graph: the verb's object is no curve word of its own."""
    if m.group().lower() != noun:
        return False  # "a plot", "three circles": counted or qualified, a noun
    head = text[max(0, m.start() - 30) : m.start()].lower()
    after = text[m.end() : m.end() + 40].lower()
    opens = bool(re.search(r"(?:^|[,.;:!?]|\b(?:and|then|to|also|please))\s*$", head))
    object_after = re.match(r"\s+(?:the|a|an|it|them|its)\b", after)
    if opens and object_after:
        if noun.startswith("plot") or noun.startswith("graph"):
            # "Plot the surface": the noun after it is what is drawn; "plot the line y = 2x": a graph
            if re.match(
                r"\s+(?:the|a|an|these|those)\s+(?:\w+\s+){0,2}?(?:points?|dots?|data|values?|"
                r"coordinates?|pairs?)\b",
                after,
            ):
                return True  # "plot the points (1, 2) and (3, 4) as dots": no curve at all
            return bool(
                re.match(
                    r"\s+(?:the|a|an)\s+(?:\w+\s+){0,2}?(?:graphs?|plots?|curves?|parabola|"
                    r"(?:sine|cosine) waves?|surfaces?|functions?)\b",
                    after,
                )
            )
        return True
    if noun.startswith("circle") and not re.search(r"\b(?:a|an|the|its|their|this)\s+$", head):
        subject_before = re.search(r"\b(?:camera|it|they|[a-z]+)\s+$", head)
        return (
            bool(subject_before)
            and bool(re.match(r"\s+(?:a?round|the|it|them|its)\b", after))
            and not re.search(rf"\b(?:{_COUNT_WORDS}|draw|show|add|with|of)\s+$", head)
        )
    return False


def _is_definite(text: str, pos: int) -> bool:
    """Whether "the", "its", "each" or a like word comes right before ``pos``."""
    return bool(
        re.search(
            r"\b(?:the|its|their|this|that|these|those|each|every|per)\s+$",
            text[max(0, pos - 8) : pos].lower(),
        )
    )


def graph_kind(text: str, m: re.Match[str], shape: str, definite: bool, spans: list[Span]) -> str:
    """``shape``, or "network" for a graph of vertices ("a graph with 5 nodes", then "the graph")."""
    if shape != "graph":
        return shape
    if re.match(
        r"\s+(?:with|of) (?:\w+ )?(?:nodes|vertices)", text[m.end() : m.end() + 30].lower()
    ):
        return "network"
    if definite and any(s.sel.shape == "network" for s in spans):
        return "network"  # "a graph with five vertices ... the whole graph"
    return shape


def _count_and_plural(noun: str, shape: str, count_word: str) -> tuple[int | None, bool]:
    """The count a number word gives (None without one) and whether the noun is plural."""
    plural = noun.endswith("s") and shape not in ("axes",) and not noun.endswith(("ss", "us"))
    if noun in ("matrices", "tori", "formulae"):
        plural = True
    count = (
        NUMBERS.get(count_word)
        if count_word in NUMBERS
        else (int(count_word) if count_word.isdigit() else None)
    )
    if count == 1 and plural:
        count = None  # "a pair of", odd grammar: no count
    return count, plural


def shape_span(text: str, m: re.Match[str], spans: list[Span]) -> Span | None:
    """The span of one shape noun phrase (``spans``: those before it), None if it draws nothing."""
    noun, shape = _noun_of(m)
    if names_no_object(text, m, noun, shape, spans):
        return None
    definite = _is_definite(text, m.start())
    shape = graph_kind(text, m, shape, definite, spans)
    count_word = (m.group("count") or "").lower()
    if count_word and re.search(
        r"\b\w+\s*(?:by|x|×)\s*$", text[max(0, m.start() - 12) : m.start()]
    ):
        count_word = ""  # "a 2 by 3 table", "4 by 4 small squares": a size, not a count
    count, plural = _count_and_plural(noun, shape, count_word)
    colour = _canonical(m.group("colour"))
    return Span(m.start(), m.end(), Sel(shape=shape, color=colour), count, plural, definite)


def _math_run(text: str, pos: int) -> tuple[int, int] | None:
    """The math expression starting at ``pos`` ("a^2 + b^2 = c^2 below ..." -> "a^2 + b^2 =
    c^2"): tokens that are operators, single letters or hold a digit, ^ or =; it must hold = or ^."""
    end = pos
    i = pos
    while i < len(text):
        m = _MATH_TOKEN.match(text, i)
        if m is None:
            break
        tok = m.group().rstrip(".")
        if not tok or tok.count("{") != tok.count("}"):
            break  # a brace opened or closed outside the expression
        if not (
            len(tok) == 1
            or re.search(r"[\d^=_+*/\\'|]", tok)
            or re.fullmatch(r"-?[a-z]{1,2}", tok)  # "-x" in "y = -x + 3"
            or (re.fullmatch(r"[A-Za-z]+", tok) and re.match(r"\s*=", text[m.end() :]))
        ):
            break  # a word before "=" is a variable's name ("Area = 9")
        if tok in ("a", "an", "in", "on", "of", "to", "it", "is", "at", "as", "by", "or"):
            if not re.match(r"\s*[\^=+\-*/]", text[m.end() :]):  # "a^2" yes, "a right" no
                break
        end = m.start() + len(tok)
        i = m.end()
        while i < len(text) and text[i] == " ":
            i += 1
    expr = text[pos:end].strip()
    if len(expr) >= 3 and re.search(r"[=^]", expr):
        return pos, pos + len(expr)
    return None


def with_formula_runs(text: str, spans: list[Span], taken: list[Clause]) -> list[Span]:
    """``spans`` plus each unquoted expression after a formula word, replacing that word's noun."""
    taken = list(taken)
    for m in FORMULA_WORD_RE.finditer(text):
        expr = _math_run(text, m.end())
        if expr is None or any(a <= expr[0] < b for a, b in taken):
            continue
        a, b = expr
        if CODE_NAME_RE.search(text[a:b]):
            continue
        spans = [s for s in spans if not (s.sel.shape == "formula" and m.start() <= s.start < a)]
        spans.append(Span(a, b, Sel(text=text[a:b]), 1, False, False))
        taken.append((a, b))
    return spans


# a verb that writes what follows it ("write 3x = 15", "solve 3x - 5 = 10", "to get 2x = 6")
WRITE_VERB_RE = re.compile(
    r"\b(?:writ(?:e|es|ing|ten)|show(?:s|ing|n)?|reads|read(?= as\b)|display\w*|solv\w*|gets?|getting|gives?|giving|"
    r"derive\w*|stat(?:e|es|ing))\b"
)
# the word right before an expression that makes it a condition, a value or a plotted function,
# not a text to show ("at x = 3", "between x = 1 and x = 3", "substitute r = 3", "plot y = x^2")
NOT_SHOWN_BEFORE = {
    "at", "for", "from", "to", "between", "when", "where", "with", "of", "substitute",
    "substituting", "set", "setting", "plot", "plots", "plotting", "graph", "graphs", "curve",
    "function", "functions", "line", "lines", "curves", "parabola", "parabolas", "until", "if", "as", "radius", "length", "width", "height", "value",
    "angle", "slope", "speed", "into", "along", "over", "by", "on", "in",
}  # fmt: skip


# a verb that draws or moves what follows it: an equation after it is a shape's, not a text
DRAW_VERB_RE = re.compile(
    r"\b(?:draw\w*|plot\w*|graph\w*|shad\w*|sketch\w*|trac(?:e|es|ing)|mov(?:e|es|ing)|"
    r"rotat\w*|transform\w*|morph\w*)\b"
)
WRITTEN_AFTER_RE = re.compile(
    r"\s*,?\s*(?:and\s+[^,.;]{1,25}?\s+)?(?:is\s+|are\s+)?(?:written|shown|displayed)\b"
)


#: words that lead into an expression that starts with "=" ("then reveal = 5/6 on the right"):
#: not a variable's name
VERBS_BEFORE_EQUALS = frozenset({
    "reveal", "reveals", "show", "shows", "write", "writes", "display", "displays", "add",
    "adds", "then", "finally", "and", "put", "get", "gets", "give", "gives", "becomes", "with",
})  # fmt: skip


def _run_start(text: str, eq: int) -> int:
    """Where the expression holding the "=" at ``eq`` starts (walking back over math tokens)."""
    start = eq
    for tok in reversed(list(re.finditer(r"\S+", text[max(0, eq - 40) : eq]))):
        t = tok.group()
        if t.endswith((",", ":", ";")) or not re.fullmatch(r"[A-Za-z0-9^_+\-*/().\\'|{}]+", t):
            break
        word_ok = (  # "Area" right before "=", not a verb ("then reveal = 5/6")
            start == eq and re.fullmatch(r"[A-Za-z]+", t) and t.lower() not in VERBS_BEFORE_EQUALS
        )
        if not (
            len(t) == 1
            or re.search(r"[\d^_+*/\\'|]", t)
            or re.fullmatch(r"-?[a-z]{1,2}", t)
            or word_ok
        ) or (
            t.lower() in ("a", "an", "at", "to", "of", "in", "on", "is", "as", "by", "or")
            and not word_ok
        ):
            break
        start = max(0, eq - 40) + tok.start()
    return start


def written_runs(text: str, spans: list[Span], taken: list[Clause]) -> list[Span]:
    """``spans`` plus each unquoted equation a sentence writes: after a writing verb ("write 3x =
    15 under it", "Solve 3x - 5 = 10", "to get 2x = 6", "write the system x + y = 5 and x - y =
    1"), not a condition or a plotted function ("at x = 3", "plot y = x^2")."""
    taken = list(taken) + [(s.start, s.end) for s in spans if s.sel.text is not None]
    last_end, last_ok = -1, False
    for eq in re.finditer(r"=", text):
        if eq.start() < last_end or any(a <= eq.start() < b for a, b in taken):
            continue
        start = _run_start(text, eq.start())
        run = _math_run(text, start) if start < eq.start() else None
        if run is None or run[1] <= eq.start():
            continue
        a, b = run
        if CODE_NAME_RE.search(text[a:b]):
            continue  # "(set_camera_orientation phi=65 degrees": code, not a formula
        head = text[:a]
        sentence_start = max(head.rfind(c) for c in ".;:!?") + 1
        sentence = head[sentence_start:].lower()
        words = re.findall(r"[a-z]+", sentence)
        prev = words[-1] if words else ""
        writes = [w.end() for w in WRITE_VERB_RE.finditer(sentence)]
        draws = [w.end() for w in DRAW_VERB_RE.finditer(sentence)]
        # "show axes, draw the circle x^2 + y^2 = 4": the last verb draws, the equation is a shape's
        written = bool(writes) and max(writes) > max(draws, default=-1)
        # "the circle x^2 + y^2 = 4" names the circle's equation; "a circle, A = ..." does not
        after_noun = bool(re.search(r"[a-z]\s*$", sentence)) and any(
            re.fullmatch(pat, prev) for pat, k in NOUNS if k not in ("text", "formula")
        )
        ok = written and prev not in NOT_SHOWN_BEFORE and not after_noun
        if not ok and prev not in NOT_SHOWN_BEFORE:  # "x + y = 5 and x - y = 1 written ..."
            ok = bool(WRITTEN_AFTER_RE.match(text[b:].lower()))
        gap = text[last_end:a] if last_end >= 0 else ""
        if prev == "and" and gap and len(gap.split()) <= 4 and not re.search(r"[.;:!?]", gap):
            # "x + y = 5 and x - y = 1", "y = x + 1 in blue and y = -x + 3": as the one before;
            # "between x = 1 and x = 3"
            ok = last_ok
        last_end, last_ok = b, ok
        if not ok:
            continue
        spans = [s for s in spans if not (a <= s.start < b)]
        spans.append(Span(a, b, Sel(text=text[a:b]), 1, False, False))
        taken.append((a, b))
    return spans


#: a shape word used as a modifier: "a triangle graph", "circles in a triangle arrangement"
SHAPE_MODIFIER_RE = re.compile(
    r"\b(triangle|circle|square|star|hexagon|pentagon|rectangle|diamond)s?[\s-]+(?:graphs?|"
    r"arrangements?|formations?|layouts?|patterns?|configurations?)\b",
    re.I,
)


def noun_phrases(text: str) -> list[Span]:
    """Quoted strings, shape noun phrases and unquoted formulas of a text, in order. "The
    triangle" after "a triangle graph" (and no drawn triangle) is that graph, not a Triangle."""
    spans = quoted_spans(text)
    taken = [(s.start, s.end) for s in spans]
    modifiers = [(m.start(), m.group(1).lower()) for m in SHAPE_MODIFIER_RE.finditer(text)]
    for m in NP_RE.finditer(text):
        if any(a <= m.start() < b for a, b in taken):
            continue
        span = shape_span(text, m, spans)
        if span is None:
            continue
        noun = _noun_of(m)[0]
        if (
            span.definite
            and any(pos < m.start() and noun.startswith(word) for pos, word in modifiers)
            and not any(s.sel.shape == span.sel.shape for s in spans)
        ):
            continue
        spans.append(span)
    spans = with_formula_runs(text, spans, taken)
    spans = written_runs(text, spans, taken)
    spans = list_item_spans(text, spans)
    spans.sort(key=lambda s: s.start)
    return with_group_references(text, spans)


#: "a bulleted list of apple, banana and cherry": each item a text to show
LIST_ITEMS_RE = re.compile(
    r"\b(?:(?:bullet(?:ed)?|numbered|vertical|short)\s+)?list\s+(?:of\s+)?(?:the\s+(?:words?|items?)\s+)?"
    r"(?P<items>[a-z]+(?:\s*,\s*[a-z]+)*\s*,?\s*and\s+[a-z]+)\b",
    re.I,
)


def in_word_list(r: Reading, s: Span) -> bool:
    """Whether ``s`` is a word of a listed set ("a list of apple, banana and cherry")."""
    return s.sel.text is not None and any(
        m.start("items") <= s.start < m.end("items") for m in LIST_ITEMS_RE.finditer(r.text)
    )


def list_item_spans(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` plus a text span per unquoted word of a listed set ("a bulleted list of apple,
    banana and cherry"): each is a text the viewer should read."""
    out = list(spans)
    for m in SYMBOL_NAME_RE.finditer(text):  # "replace it with the symbol pi": a formula to show
        if not any(s.start < m.end() and m.start() < s.end for s in spans):
            name = m.group("name").lower()
            out.append(Span(m.start(), m.end(), Sel(text="\\" + name), None, False, True))
    for m in LIST_ITEMS_RE.finditer(text):
        if any(s.start < m.end("items") and m.start("items") < s.end for s in spans):
            continue  # "a list of three circles": things, not words
        for w in re.finditer(r"[A-Za-z]+", m.group("items")):
            if w.group().lower() == "and":
                continue
            a = m.start("items") + w.start()
            out.append(Span(a, a + len(w.group()), Sel(text=w.group()), None, False, False))
    return out


GROUP_REF_RE = re.compile(r"\bthe (?:whole |entire )?(grid|row|column|group|chart)\b(?! of)", re.I)


def with_group_references(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` plus "the grid" / "the row" / "the whole group" as the group of shapes named before
    it ("twelve dots in a 3 by 4 grid ... below the grid"), and "the chart" as the bar chart."""
    out = list(spans)
    for m in GROUP_REF_RE.finditer(text):
        before = [s for s in spans if s.end <= m.start()]
        if m.group(1).lower() == "chart":
            target = [s for s in before if s.sel.shape == "bar_chart"]
        else:
            target = [
                s
                for s in before
                if s.sel.shape is not None
                and s.sel.text is None
                and (s.plural or (s.count or 1) > 1)
            ]
        if not target or any(s.start <= m.start() < s.end for s in spans):
            continue
        t = target[-1]
        out.append(Span(m.start(), m.end(), t.sel, t.count, t.plural, True))
    out.sort(key=lambda s: s.start)
    return out


#: words between an object and "in <colour>" that start another clause or another thing's
#: noun phrase, so the colour is not the object's
COLOUR_GAP_STOP_RE = re.compile(
    r"\b(?:so|while|when|until|where|which|who|because|whose|its|their|his|her)\b"
)


#: a verb that draws something on or round a text: "in <colour>" after its object is the mark's
#: ("highlight X in yellow" is not one: the spec benchmarks read it as X turning yellow)
MARKING_VERB_RE = re.compile(
    r"\b(?:underlin\w*|circl\w*|encircl\w*|box\w*|fram\w*|cross\w* out|strik\w* (?:out|through)|"
    r"surround\w*|outlin\w*)\s+(?:the\s+)?(?:(?:word|letter|number|term|text|"
    r"digit|answer|result)\s+)?$"
)


def colour_after(low: str, spans: list[Span]) -> None:
    """ "Plot the sine curve in yellow": the colour goes to the object just named."""
    colours = "|".join(COLOUR_WORDS)
    pat = rf"\bin (?:(?:{ADJ}|bold|italic)\s+)*({colours})\b(?!\s*(?:and|or|,)\s*(?:{colours}))"
    for m in re.finditer(pat, low):  # "in yellow", "in big yellow letters"
        before = [s for s in spans if s.end <= m.start()]
        if not before:
            continue
        s = before[-1]
        gap = low[s.end : m.start()]
        if s.sel.color is not None or re.search(r"[.;!?]", gap) or len(gap.split()) > 6:
            continue
        if COLOUR_GAP_STOP_RE.search(gap):
            continue  # "across a dashed line so its mirror image appears in orange": another thing
        if s.sel.text is not None and MARKING_VERB_RE.search(low[max(0, s.start - 40) : s.start]):
            continue  # 'underline the word "World" in yellow': the underline is yellow
        if re.search(r"\b(?:all|both|each)(?: of them)?\s*$", gap):
            # "a cone, a cylinder and a sphere in a row, all in blue": every one listed
            for t in listed_shapes(low, spans, s):
                if t.sel.color is None:
                    t.sel = Sel(shape=t.sel.shape, color=_canonical(m.group(1)), text=t.sel.text)
            continue
        if "=" in gap and (s.plural or (s.count or 1) > 1):
            continue  # "two lines, y = x + 1 in blue": the colour is one line's, not theirs
        if "=" in gap and s.sel.shape in ("axes", "number_line", "bar_chart", "table"):
            continue  # "on the same axes: y = x^2 is drawn in blue": the curve's colour
        s.sel = Sel(shape=s.sel.shape, color=_canonical(m.group(1)), text=s.sel.text)


ELIDED_COLOUR_RE = re.compile(
    rf"\b(?:an?|one)\s+({'|'.join(COLOUR_WORDS)})\s*(?:,\s*(?:and\s+)?|and\s+)(?=(?:an?|one)\s)"
)


def with_elided_colours(low: str, spans: list[Span]) -> list[Span]:
    """``spans`` plus the objects a colour list leaves the noun out of: in "a red, a green and a
    blue circle", "a red" and "a green" are circles too."""
    out = list(spans)
    for s in spans:
        if s.sel.shape is None or s.sel.text is not None or s.sel.color is None or s.plural:
            continue
        end = s.start
        while True:
            m = None
            for m_ in ELIDED_COLOUR_RE.finditer(low, max(0, end - 40), end + 4):
                if m_.end() == end:
                    m = m_
            if m is None or any(t.start <= m.start() < t.end for t in out):
                break
            colour = _canonical(m.group(1))
            out.append(Span(m.start(), m.end(1), Sel(shape=s.sel.shape, color=colour), 1,
                            False, False))  # fmt: skip
            end = m.start()
    out.sort(key=lambda t: t.start)
    return out


#: "three squares of increasing size, all purple", "two dots that are both red", "a circle that
#: is green": a colour said of the objects just named, after them
ALL_COLOUR_RE = re.compile(
    rf"(?:,\s*(?:and\s+)?(?:all|both|each)(?:\s+of\s+them)?\s+|\s+(?:that|which)\s+(?:are|is)\s+"
    rf"(?:all\s+|both\s+)?)(?:coloured\s+|colored\s+)?({'|'.join(COLOUR_WORDS)})\b"
    rf"(?!\s*(?:and|or|,|-)\s*(?:{'|'.join(COLOUR_WORDS)})\b|\s+(?:{ADJ}\s+)*(?:{_NOUN_ALT}))"
)


def colour_said_after(low: str, spans: list[Span]) -> None:
    """ "Three squares of increasing size from left to right, all purple": the colour goes to
    the shapes named before it (a list of them where "all" or "both" says so), with at most a
    short phrase of no other object between (a "that is" clause right after them)."""
    for m in ALL_COLOUR_RE.finditer(low):
        before = [s for s in spans if s.end <= m.start()]
        if not before:
            continue
        s = before[-1]
        gap = low[s.end : m.start()]
        relative = m.group().lstrip(", ").startswith(("that", "which"))
        if s.sel.shape is None or s.sel.color is not None or re.search(r"[.;!?,]", gap):
            continue
        if (relative and gap.strip()) or len(gap.split()) > 7 or COLOUR_GAP_STOP_RE.search(gap):
            continue
        targets = listed_shapes(low, spans, s) if re.search(r"\b(?:all|both)\b", m.group()) else [s]
        for t in targets:
            if t.sel.color is None and t.sel.shape is not None:
                t.sel = Sel(shape=t.sel.shape, color=_canonical(m.group(1)), text=t.sel.text)


def listed_shapes(low: str, spans: list[Span], last: Span) -> list[Span]:
    """The shape spans of the list ``last`` ends ("a cone, a cylinder and a sphere"), in order,
    whatever their shapes; just ``last`` where it ends none."""
    out = [last]
    while True:
        prev = [s for s in spans if s.end <= out[0].start]
        if (
            not prev
            or prev[-1].sel.shape is None
            or not re.fullmatch(r"\s*(?:,\s*(?:and\s+)?|and\s+)", low[prev[-1].end : out[0].start])
        ):
            return out
        out.insert(0, prev[-1])


def split_clauses(text: str) -> list[Clause]:
    """Sentence / "then" boundaries as (start, end) offsets."""
    cuts = [0]
    for m in re.finditer(
        r"[.;!?](?:\s|$)|,?\s+\b(?:then|after that|afterwards|next(?! to)|finally)\b", text, re.I
    ):
        cuts.append(m.start() if m.group().strip()[:1] not in ".;!?" else m.end())
    cuts.append(len(text))
    out = []
    for a, b in itertools.pairwise(cuts):
        if b > a:
            out.append((a, b))
    return out


# --- the parse state ----------------------------------------------------------------------------
@dataclass
class Reading:
    """One description as the steps read it: its text, noun phrases and clauses."""

    text: str  # whitespace collapsed
    low: str  # text, lower case
    spans: list[Span]
    clauses: list[Clause]

    def clause_at(self, pos: int) -> Clause:
        """The clause holding offset ``pos``."""
        return next(c for c in self.clauses if c[0] <= pos < c[1])

    def last_before(self, pos: int, clause: Clause | None = None) -> Span | None:
        """The last span ending by ``pos`` (in ``clause``, where given)."""
        cands = [s for s in self.spans if s.end <= pos and (clause is None or _in(s, clause))]
        return cands[-1] if cands else None

    def first_after(self, pos: int, clause: Clause) -> Span | None:
        """The first span of ``clause`` starting at or after ``pos``."""
        cands = [s for s in self.spans if s.start >= pos and _in(s, clause)]
        return cands[0] if cands else None

    def plural_shapes_in(self, clause: Clause) -> list[Span]:
        """The shape spans of ``clause`` that name several objects."""
        return [
            s
            for s in self.spans
            if _in(s, clause) and s.sel.shape is not None and (s.plural or (s.count or 1) > 1)
        ]


#: a word from code: a code name (CODE_NAME_RE: snake_case, a call), an attribute
#: ("graph.animate") or a Manim class in CamelCase
CODE_WORD_RE = re.compile(
    CODE_NAME_RE.pattern + r"|\b[a-z]\w+\.[a-z]\w+|\b[A-Z][a-z]+(?:[A-Z][a-z]+)+\b"
)
PAREN_RE = re.compile(r"\(([^()]|\([^()]*\))*\)")


def without_code_asides(text: str) -> str:
    """``text`` with each parenthesis that names code ("(Polygon, Angle, get_value(...))",
    "(graph.animate.add_edges)") blanked out, same length: how to write the scene, not more
    things to show."""
    return PAREN_RE.sub(
        lambda m: " " * len(m.group()) if CODE_WORD_RE.search(m.group()) else m.group(), text
    )


def read(description: str) -> Reading:
    """Collapse whitespace, find the noun phrases (with colours named after them) and clauses;
    parentheses that name code are read as blank."""
    text = without_code_asides(" ".join(description.split()))
    low = text.lower()
    spans = noun_phrases(text)
    colour_after(low, spans)
    colour_said_after(low, spans)
    spans = with_elided_colours(low, spans)
    return Reading(text=text, low=low, spans=spans, clauses=split_clauses(text))


# --- objects and texts --------------------------------------------------------------------------
def text_requirements(r: Reading) -> list[Requirement]:
    """A HasText per quoted string or formula, and a HasObject where its colour is named."""
    reqs: list[Requirement] = []
    for s in r.spans:
        if s.sel.text is None:
            continue
        q = s.sel.text
        formula = bool(TEX_HINT.search(q)) or bool(
            re.search(
                r"(?:formula|equation|expression)\s*$",
                r.low[max(0, s.start - 14) : s.start].strip(),
            )
        )
        reqs.append(HasText(text=q, formula=formula, phrase=r.text[s.start : s.end]))
        if s.sel.color is not None:  # '"Hello" in yellow'
            shape = "formula" if formula else "text"
            reqs.append(HasObject(sel=Sel(shape=shape, text=q, color=s.sel.color), phrase=q))
    return reqs


SPLIT_INTO_RE = re.compile(r"\b(?:split|divid|cut|break|separat)\w*\s+(?:[\w-]+\s+){0,3}?into\s+$")


#: nouns for a line that another figure defines ("the perpendicular from the centre", "its
#: diagonals", "the hour hand"): with "the" they still name a new line, not one named before
PART_LINE_RE = re.compile(
    r"(?:chord|median|altitude|diameter|radius|radii|perpendicular|bisector|diagonal|spoke|"
    r"(?:hour|minute|second|clock)\s+hand)s?$"
)
#: words between two objects of one shape that make the second a new state of the first ("turn
#: it into a bigger circle", "replace the line with a longer line"), not a second object
BECOMES_RE = re.compile(
    r"\b(?:into|replac\w*|becom\w*|morph\w*|transform\w*|turn\w*|chang\w*|switch\w*|"
    r"swap\w*|instead|grow\w*|shrink\w*|scal\w*|then|after|fades?|remov\w*)\b|[.;!?]"
)
_DETERMINERS_RE = re.compile(rf"^(?:(?:an?|the|its|their|one|{'|'.join(NUMBERS)}|\d+)\s+)+")


#: shapes whose counts add up when different ones are named (not texts, charts or axes, which
#: descriptions name again in other words: "a label ... the text placed above")
ADDING_SHAPES = frozenset(
    {"line", "circle", "square", "rectangle", "triangle", "dot", "arrow", "polygon", "ellipse",
     "star", "hexagon"}
)  # fmt: skip


STYLE_WORDS = frozenset({"open", "filled", "solid", "hollow", "empty", "dashed", "dotted", "thin",
                         "thick"})  # fmt: skip


def _identity(r: Reading, s: Span) -> str:
    """What a noun phrase names, without its article, count or colour, in the singular:
    "tangent line", "hour hand", "radius"."""
    words = _DETERMINERS_RE.sub("", r.low[s.start : s.end]).split()
    # "an open circle ... a filled circle": often a Circle and a Dot, one kind of thing either way
    words = [w for w in words if _canonical(w) not in COLOUR_WORDS and w not in STYLE_WORDS]
    if words and words[-1].endswith("s") and not words[-1].endswith(("ss", "us")):
        words[-1] = words[-1][:-1]
    return " ".join(words)


def _countable(r: Reading, s: Span) -> bool:
    """A phrase that brings its own objects in: "a ...", "two ...", or a line a figure defines
    ("the perpendicular"); not a bare noun ("dots", "Axes"), "one ..." (said in contrast) or a
    simile ("like a clock hand")."""
    if re.search(r"\b(?:like|as|than)\s+$", r.low[max(0, s.start - 8) : s.start]):
        return False
    head = r.low[s.start : s.end]
    if s.definite:
        return s.sel.shape == "line" and PART_LINE_RE.search(_identity(r, s)) is not None
    return (
        re.match(rf"(?:an?|{'|'.join(n for n in NUMBERS if n != 'one')}|\d+)\s", head) is not None
    )


def object_requirements(r: Reading) -> list[Requirement]:
    """A HasObject per shape and colour with the largest count named; "the X" adds none. Two
    different things of one shape named in one sentence with nothing that turns one into the
    other ("a tangent line touching it at the top, and a radius"; "a chord and the perpendicular
    from the centre"; "an hour hand and a minute hand") are both to be seen: their counts add."""
    objects: dict[tuple[str | None, str | None], HasObject] = {}
    named: dict[tuple[str | None, str | None], list[Span]] = {}
    for s in r.spans:
        if s.sel.text is not None:
            continue
        assert s.sel.shape is not None
        key = (s.sel.shape, s.sel.color)
        part_line = s.sel.shape == "line" and PART_LINE_RE.search(_identity(r, s)) is not None
        if (
            s.definite
            and not part_line
            and (
                key in objects
                or (s.sel.color is None and any(k[0] == s.sel.shape for k in objects))
            )
        ):
            continue  # "teal squares ... every square": the same squares
        if SPLIT_INTO_RE.search(r.low[max(0, s.start - 40) : s.start]):
            continue  # "split it into four smaller squares (by drawing lines)": parts, not objects
        n = s.count if s.count is not None else (2 if s.plural else 1)
        if key in objects:
            before = [t for t in named[key] if _countable(r, t)]
            ident = _identity(r, s)
            new_thing = (
                bool(before)
                and s.sel.shape in ADDING_SHAPES
                and _countable(r, s)
                and all(_identity(r, t) != ident for t in before)
                and not BECOMES_RE.search(r.low[before[0].start : s.start])
            )
            named[key].append(s)
            if new_thing:
                objects[key].count += n
            else:
                objects[key].count = max(objects[key].count, n)
            continue
        named[key] = [s]
        objects[key] = HasObject(
            sel=Sel(shape=s.sel.shape, color=s.sel.color), count=n, phrase=r.text[s.start : s.end]
        )
    return list(objects.values())


# --- 3-D and camera -----------------------------------------------------------------------------
#: "axes with a grid", "a background grid behind the axes" ("a coordinate grid" and "grid lines"
#: alone are not read: ManimBench says "coordinate grid" of plain axes and "grid lines" of tables)
AXES_GRID_RE = re.compile(
    r"\baxes\s+with\s+(?:a\s+)?(?:(?:faint|light|background|square|coordinate)\s+)?grid\b|"
    r"\b(?:background\s+)?grid\s+(?:behind|under)\s+(?:the\s+)?axes\b"
)


def axes_grid_requirements(r: Reading) -> list[Requirement]:
    """A number plane for "axes with a grid": a grid of lines behind the axes, which plain
    ``Axes`` do not draw."""
    m = AXES_GRID_RE.search(r.low)
    if m is None:
        return []
    return [HasObject(sel=Sel(shape="number_plane"), count=1, phrase=r.text[m.start() : m.end()])]


def three_d_requirements(r: Reading) -> list[Requirement]:
    """A ThreeD where a 3-D word or a solid is named (on the solid where only one kind is)."""
    solid_named = [s for s in r.spans if s.sel.shape in THREE_D_SHAPES]
    if not (re.search(r"\b(?:3d|3-d|three[- ]dimensional)\b", r.low) or solid_named):
        return []
    kinds_named = {s.sel.shape for s in solid_named}
    sel = solid_named[0].sel if len(kinds_named) == 1 else None
    return [ThreeD(sel=None if sel is None else Sel(shape=sel.shape), phrase="3-D")]


def camera_requirements(r: Reading) -> list[Requirement]:
    """A CameraMove where the camera rotates, moves, orbits, pans or zooms."""
    return [CameraMove(phrase="camera")] if CAMERA_RE.search(r.low) else []


# --- relations ----------------------------------------------------------------------------------
def left_right_requirements(r: Reading) -> list[Requirement]:
    """A left_of Relation for "X on the left and Y on the right" within one sentence."""
    low = r.low
    reqs: list[Requirement] = []
    for ml in re.finditer(r"\b(?:on|at|to) the left(?: side)?\b(?! of)", low):
        mr = re.search(r"\b(?:on|at|to) the right(?: side)?\b(?! of)", low[ml.end() :])
        if mr is None:
            continue
        r_start = ml.end() + mr.start()
        if re.search(r"[.;!?]", low[ml.end() : r_start]):
            continue
        a = r.last_before(ml.start())
        b = r.last_before(r_start)
        if a is None or b is None or a is b or _sel_key(a.sel) == _sel_key(b.sel):
            continue
        if len(low[a.end : ml.start()].split()) > 3 or len(low[b.end : r_start].split()) > 3:
            continue
        if b.start < ml.end():
            continue
        reqs.append(Relation(a=a.sel, rel="left_of", b=b.sel, phrase=r.text[a.start : r_start]))
    return reqs


#: a verb saying that the object before it comes on screen ("the text fades in below it")
ENTERING_RE = re.compile(
    r"^\s*(?:then\s+)?(?:appears?|fades?\s+in|is\s+(?:written|drawn|shown|added|placed)|"
    r"shows?\s+up|pops?\s+up|slides?\s+in|comes?\s+in|grows?\s+in)\s*$"
)


def pronoun_referent(
    r: Reading, a: Span, possessive: bool = False, entering: bool = False
) -> Span | None:
    """What "it" is in "a square with the text below it": the object named before ``a`` (for
    "its", as in "a triangle appears, then a square to its right", any in the sentence; with
    ``entering``, "then the text fades in below it", where ``a`` comes on screen by it)."""
    if a.sel.text is not None and in_word_list(r, a):
        a = listed_with(r, a)[0]  # "a list of apple, banana and cherry below it": before the list
    earlier = [s for s in r.spans if s.end <= a.start and _sel_key(s.sel) != _sel_key(a.sel)]
    same_sentence = bool(earlier) and not re.search(r"[.;!?]", r.low[earlier[-1].end : a.start])
    gap = r.low[earlier[-1].end : a.start] if earlier else ""
    if not same_sentence or not (
        possessive
        or entering
        or re.search(r"\bwith\b", gap)
        or (a.sel.text is not None and earlier[-1].sel.text is not None)
        or re.search(
            r"\b(?:put|puts|place|places|write|writes|draw|draws|add|adds)\s+$",
            r.low[max(0, a.start - 12) : a.start],
        )
        or re.fullmatch(r"\s+and\s+", gap)  # "a blue circle and a red square next to it"
        or (
            not a.definite
            and a.sel.text is None
            and a.count == 1
            and not a.plural
            and not re.search(r"\band\b(?!\s+then\b)", gap)
        )  # "while a square grows, a text below it counts": "it" is the thing just named
    ):
        return None  # "a circle, put a square inside it": the verb places the new object by it
    return earlier[-1]


def _pronoun_follows(low: str, pos: int, nxt: Span | None) -> bool:
    """Whether "it", "them" or a bare "that" follows ``pos`` ("below it", "under that"), not
    "that circle" or "it is"."""
    if not re.match(r"\s*(?:it|them|that)\b(?!\s+(?:[a-z]+\s+)?(?:is|are|was)\b)", low[pos:]):
        return False
    return not re.match(r"\s*that\s+\w", low[pos:]) or nxt is None or nxt.start > pos + 6


#: "on top of its left end", "below its bottom edge": a part of the object named before
POSSESSIVE_PART_RE = re.compile(
    r"\s*its\s+(?:(?:left|right|top|bottom|upper|lower|far|near|other)\s+)?"
    r"(?:end|side|edge|corner|tip|top|bottom|half|cent(?:re|er)|middle)\b"
)


#: a formula named by its kind after a relation word: "under the function", "below the equation"
FORMULA_NOUN_RE = re.compile(
    r"\s*the\s+(?:original\s+|first\s+|given\s+)?(?:function|equation|formula|expression|"
    r"identity)\b(?!\s*[a-z]*\s*=)"
)
_MATHY = re.compile(r"[=^\\]")


def last_formula_before(r: Reading, a: Span) -> Span | None:
    """The last formula named before ``a`` that is not ``a`` itself (what "the function" or "the
    equation" refers to)."""
    return next(
        (
            s
            for s in reversed(r.spans)
            if s.end <= a.start
            and s.sel.text is not None
            and _MATHY.search(s.sel.text)
            and _sel_key(s.sel) != _sel_key(a.sel)
        ),
        None,
    )


RESTING_RE = re.compile(
    r"(?:rests?|resting|sits?|sitting|stands?|standing|lies|lying|perched|balanced)\b"
)


def related_pair(r: Reading, m: re.Match[str]) -> tuple[Span, Span] | None:
    """(X, Y) of "X <relation word> Y" (or "... it") in one clause; None where either is unclear."""
    low = r.low
    clause = r.clause_at(m.start())
    a = r.last_before(m.start(), clause)
    b = r.first_after(m.end(), clause)
    if a is None:
        return None
    between_b = low[m.end() : b.start] if b is not None else ""
    possessive = bool(re.search(r"\bits \w+$", m.group())) or bool(
        POSSESSIVE_PART_RE.match(low, m.end())
    )  # "a square to its right", "a square on top of its left end"
    if possessive or _pronoun_follows(low, m.end(), b):
        entering = bool(ENTERING_RE.match(low[a.end : m.start()])) or bool(
            RESTING_RE.match(m.group())
        )  # "a red ball resting on it": placed by it
        b = pronoun_referent(r, a, possessive=possessive, entering=entering)
        if b is None:
            return None
        between_b = ""
    elif FORMULA_NOUN_RE.match(low, m.end()) and (b is None or b.start > m.end() + 4):
        b = last_formula_before(r, a)  # "write y' = 2x under the function"
        if b is None:
            return None
        between_b = ""
    if b is None:
        return None
    if re.search(r"\b(?:it|them|each|every)\b", between_b) or len(between_b.split()) > 2:
        return None
    between_a = low[a.end : m.start()]
    # "a square with a circle inside" / "X is placed below Y": allow a few linking words
    if len(between_a.split()) > 4 or re.search(r"[,]|\band\b", between_a):
        return None
    if _sel_key(a.sel) == _sel_key(b.sel):
        return None
    return a, b


#: "move "bird" to the front of the row", "put the red square at the end of the line"
REORDER_RE = re.compile(
    r"\b(?:mov(?:e|es|ing)|put(?:s|ting)?|bring(?:s|ing)?|slid(?:e|es|ing)|send(?:s|ing)?)\s+"
    r"(?P<x>.{1,40}?)\s+(?:to|at)\s+the\s+(?P<where>front|start|beginning|head|left\s+end|end|"
    r"back|right\s+end)\s+of\s+the\s+(?:row|line|list|queue|sequence)\b"
)


def reorder_requirements(r: Reading) -> list[Requirement]:
    """Relations at the end for "move "bird" to the front of the row": in the last frame the
    moved object is left of every other object of its kind named before it (right of them for
    "the end" or "the back")."""
    reqs: list[Requirement] = []
    for m in REORDER_RE.finditer(r.low):
        x = next((s for s in r.spans if s.start == m.start("x")), None)
        if x is None or x.end > m.end("x"):
            continue
        rel = (
            "left_of" if m.group("where") in ("front", "start", "beginning", "head") else "right_of"
        )
        if m.group("where") == "left end":
            rel = "left_of"
        others: list[Span] = []
        for s in r.spans:
            if s.end > m.start() or _sel_key(s.sel) == _sel_key(x.sel):
                continue
            if (s.sel.text is None) != (x.sel.text is None) or (
                x.sel.text is None and s.sel.shape != x.sel.shape
            ):
                continue
            if all(_sel_key(s.sel) != _sel_key(o.sel) for o in others):
                others.append(s)
        for o in others:
            reqs.append(Relation(a=x.sel, rel=rel, b=o.sel, when="end", phrase=m.group()))
    return reqs


#: what puts a relation at the end of a move: "until it sits", "so that it ends up"
UNTIL_PLACED_RE = re.compile(r"\b(?:until|till|so\s+(?:that\s+)?)\s*(?:it|they)\s+(?:\w+\s+){0,2}$")


def relation_requirements(r: Reading) -> list[Requirement]:
    """A Relation for "X below / above / left of / right of / next to / inside Y"."""
    reqs: list[Requirement] = []
    for pat, rel in RELATION_WORDS:
        for m in re.finditer(pat, r.low):
            pair = related_pair(r, m)
            if pair is not None:
                a, b = pair
                lo, hi = min(a.start, b.start), max(a.end, b.end, m.end())
                items = listed_with(r, a) if in_word_list(r, a) else [a]
                if b.end > items[0].start:
                    items = [a]
                # "move the circle until it sits directly above the square": where it ends
                when = "end" if UNTIL_PLACED_RE.search(r.low[a.end : m.start()]) else "any"
                for item in items:  # 'a list of apple, banana and cherry below it': each item
                    reqs.append(
                        Relation(a=item.sel, rel=rel, b=b.sel, when=when, phrase=r.text[lo:hi])
                    )
                continue
            elliptic = elliptic_pair(r, m, rel)
            if elliptic is not None:
                a, b = elliptic
                reqs.append(Relation(a=a.sel, rel=rel, b=b.sel, phrase=r.text[b.start : m.end()]))
                continue
            fronted = fronted_pair(r, m)
            if fronted is not None:
                a, b = fronted
                reqs.append(Relation(a=a.sel, rel=rel, b=b.sel, phrase=r.text[m.start() : a.end]))
    return reqs


_FRONT_LEAD_RE = re.compile(
    r"(?:^|[,;:])[\s,]*(?:(?:and|then|finally|next|also|first|now)[\s,]+)*$"
)
_FRONT_GAP_RE = re.compile(
    r"[\s,]*(?:(?:draw|write|put|place|show|add|display|create|there|is|are|sits?|appears?)\s+)"
    r"{0,2}(?:(?:the |a |an )?(?:title|label|word|caption|text|heading)\s+)?"
)


def opening_object(
    r: Reading, clause: Clause, start: int, end: int, lead: re.Pattern[str]
) -> Span | None:
    """The object a phrase at ``start:end`` that opens its clause (``lead`` matches what comes
    before it in the clause) is about, when only a verb of drawing stands between the phrase and
    the object: "on the left half draw a red circle", "then below it write A = 9\\pi"."""
    if not lead.search(r.low[clause[0] : start]):
        return None
    obj = r.first_after(end, clause)
    if obj is None or not _FRONT_GAP_RE.fullmatch(r.low[end : obj.start]):
        return None
    return obj


_FRONT_REL_LEAD_RE = re.compile(
    r"(?:^|[,;:]|\band|\bthen)[\s,]*(?:(?:and|then|finally|next|also|now)[\s,]+)*$"
)


def fronted_pair(r: Reading, m: re.Match[str]) -> tuple[Span, Span] | None:
    """(new object, what "it" is) for a relation to a pronoun that opens its clause or the part
    after a comma, "and" or "then", with the new object after it: "then below it write
    A = 9\\pi", "and to its right draw a blue square", "Above it, write "Box"."."""
    clause = r.clause_at(m.start())
    end = m.end()
    if not re.search(r"\bits\b", m.group()):
        pron = re.match(r"\s+(?:it|that|this|them)\b", r.low[end:])
        if pron is None:
            return None
        end += pron.end()
    a = opening_object(r, clause, m.start(), end, _FRONT_REL_LEAD_RE)
    if a is None:
        return None
    b = next(
        (s for s in reversed(r.spans) if s.end <= m.start() and _sel_key(s.sel) != _sel_key(a.sel)),
        None,
    )
    return None if b is None else (a, b)


#: a verb that brings in a new object, before an elliptic "below" ("then add a row of red dots
#: below")
_ADDING = re.compile(
    r"\b(?:add|adds|adding|put|puts|place|places|draw|draws|write|writes|show|shows)\b"
)


def elliptic_pair(r: Reading, m: re.Match[str], rel: str) -> tuple[Span, Span] | None:
    """(new object, what it is placed against) for a vertical relation word that ends its
    clause: "then add a third row of red dots below" places the red dots below the object named
    in the clause before."""
    if rel not in ("below", "above"):
        return None
    after = r.low[m.end() :]
    if not re.match(r"\s*(?:$|[.;,]|and\b|then\b)", after):
        return None
    clause = r.clause_at(m.start())
    a = r.last_before(m.start(), clause)
    if a is None or (a.sel.shape is None and a.sel.text is None):
        return None
    if not _ADDING.search(r.low[clause[0] : a.start]):
        return None
    earlier = [
        s for s in r.spans
        if s.end <= clause[0] and (s.sel.shape, s.sel.color, s.sel.text)
        != (a.sel.shape, a.sel.color, a.sel.text)
    ]  # fmt: skip
    return (a, earlier[-1]) if earlier else None


#: a layout said between several things and "in the centre": "in a 2 by 2 grid", "in a row"
LAYOUT_GAP_RE = re.compile(
    r"\bin\s+an?\s+(?:(?:\d+|two|three|four|five|six)\s*(?:by|x|×)\s*(?:\d+|two|three|four|five|six)\s+)?"
    r"(?:horizontal\s+|vertical\s+|neat\s+|single\s+)?(?:grid|row|column|line|circle|ring)\b"
)
MARK_CENTRE_RE = re.compile(
    r"\b(?:mark|marks|marking|show|put|place)\s+the\s+(?:exact\s+)?(?:centre|center|middle)"
    r"(?:\s+of\s+the\s+(?:screen|frame|scene))?\s+with\s+"
)


def centre_requirements(r: Reading) -> list[Requirement]:
    """A center Relation for "X in the centre (of the screen)", unless X moves there, and for
    "mark the centre with X"."""
    reqs: list[Requirement] = []
    for m in MARK_CENTRE_RE.finditer(r.low):
        x = r.first_after(m.end(), r.clause_at(m.start()))
        if x is not None and len(r.low[m.end() : x.start].split()) <= 1:
            reqs.append(Relation(a=x.sel, rel="center", phrase=r.text[m.start() : x.end]))
    for m in CENTRE_RE.finditer(r.low):
        a = r.last_before(m.start(), r.clause_at(m.start()))
        gap = r.low[a.end : m.start()] if a is not None else ""
        appositive = (
            a is not None
            and gap.strip() == ","
            and (a.sel.text or a.sel.shape in ("formula", "text"))
        )  # "the area of a circle, A = \pi r^2, in the centre"
        if a is not None and (a.plural or (a.count or 1) > 1):
            gap = LAYOUT_GAP_RE.sub(" ", gap)  # "four squares in a 2 by 2 grid in the centre"
        if a is None:
            head = r.low[r.clause_at(m.start())[0] : m.start()]
            pron = PRONOUN_THEN_PLACE_RE.search(head + " ")
            if pron is not None and MOVE_VERB_RE.search(pron.group()):
                # "then shrink it to a small size in the centre": where it ends
                at = r.clause_at(m.start())[0] + pron.start()
                subj = r.last_before(at)
                if subj is not None:
                    reqs.append(InRegion(sel=subj.sel, region="center", when="end",
                                         phrase=r.text[at : m.end()]))  # fmt: skip
            continue
        if not appositive and (
            len(gap.split()) > 6
            or re.search(r"[,;]|\b(?:and|then|while|a|an|the|its|their)\b", gap)
        ):
            continue  # '"Hi" in big letters in the centre'; not "X orbiting a sun in the centre"
        if re.search(r"\bmov\w*|\bshift\w*|\bslid\w*", r.low[a.end : m.start()]):
            continue  # a motion to the centre, read by motion_requirements
        if m.group().startswith(("to ", "into ")) and re.search(
            r"\b(?:mov|shift|slid|bring|brought|glid|fly|flies|send)\w*\s+(?:the\s+|its\s+)?$",
            r.low[max(r.clause_at(a.start)[0], a.start - 20) : a.start],
        ):
            # "then move the circle to the centre": where it ends (it starts elsewhere)
            reqs.append(InRegion(sel=a.sel, region="center", when="end",
                                 phrase=r.text[a.start : m.end()]))  # fmt: skip
            continue
        if m.group().startswith("to ") and re.search(
            r"\b(?:connect\w*|join\w*|link\w*|from)\s+(?:(?:the|a|an|its)\s+)?(?:\w+\s+)?$",
            r.low[max(0, a.start - 30) : a.start],
        ):
            continue  # "a line connects the dot to the centre": the line's other end
        reqs.append(Relation(a=a.sel, rel="center", phrase=r.text[a.start : m.end()]))
    return reqs


# --- arrangements -------------------------------------------------------------------------------
#: two single things joined by "and" right before "side by side"
SIDE_BY_SIDE_PAIR_RE = re.compile(
    r"\b(?:an?|one)\s+[^,;]{1,40}?\s+and\s+(?:an?|one)\s+[^,;]{1,40}?\s*$"
)


def arrangement_requirements(r: Reading) -> list[Requirement]:
    """An Arrangement (row, column, sized grid) of the plural shape nearest a layout phrase."""
    reqs: list[Requirement] = []
    for m in ARRANGEMENT_RE.finditer(r.low):
        word = m.group()
        cands = r.plural_shapes_in(r.clause_at(m.start()))
        pair = SIDE_BY_SIDE_PAIR_RE.search(r.low[r.clause_at(m.start())[0] : m.start()])
        if not cands and word in ("side by side", "next to each other") and pair:
            # "a red sphere and a green cube side by side": the two, apart and level
            two = [x for x in r.spans if x.start >= r.clause_at(m.start())[0] and x.end <= m.start()
                   and x.sel.shape is not None and x.sel.text is None]  # fmt: skip
            if len(two) == 2 and _sel_key(two[0].sel) != _sel_key(two[1].sel):
                reqs.append(Relation(a=two[0].sel, rel="next_to", b=two[1].sel, phrase=word))
            continue
        if not cands:
            continue
        s = min(cands, key=lambda c: abs(c.start - m.start()))
        if s.sel.shape in ("table", "matrix") and not s.plural:
            continue  # "a 2 by 3 table": its cells, not a grid of tables
        if m.group("r") or m.group("r2") or m.group("r3"):
            gr = m.group("r") or m.group("r2") or m.group("r3")
            gc = m.group("c") or m.group("c2") or m.group("c3")
            rows = NUMBERS.get(gr, None) or int(gr)
            cols = NUMBERS.get(gc, None) or int(gc)
            reqs.append(
                Arrangement(
                    sel=s.sel, layout="grid", count=rows * cols, rows=rows, cols=cols, phrase=word
                )
            )
            continue
        if word == "grid":
            continue  # a grid without its size: too vague to check the shape
        vertical = (
            "column" in word or "vertical" in word or word.startswith("one ") or word == "stacked"
        )
        layout = "column" if vertical else "row"
        reqs.append(Arrangement(sel=s.sel, layout=layout, count=s.count or 2, phrase=word))
    return reqs


def listed_with(r: Reading, last: Span) -> list[Span]:
    """The spans of the list ``last`` ends ('"A", "B" and "C"', "x + y = 5 and x - y = 1"), in
    order; just ``last`` where it ends none. Members are alike: all texts, or one shape."""
    out = [last]
    while True:
        prev = r.last_before(out[0].start)
        if prev is None or not re.fullmatch(
            r"\s*(?:,\s*(?:and\s+)?|and\s+)", r.low[prev.end : out[0].start]
        ):
            break
        if (prev.sel.text is None) != (last.sel.text is None) or (
            last.sel.text is None and prev.sel.shape != last.sel.shape
        ):
            break
        out.insert(0, prev)
    return out


STACK_RE = re.compile(
    r"\b(?:one (?:under|below|beneath|above) the other|in a (?:vertical )?column|stacked|"
    r"each (?:one )?(?:under|below|beneath) the (?:previous|one before|last)"
    r"(?: vertically)?|side by side|in a (?:horizontal )?row|next to each other)\b"
)


#: '"Red", "Green" and "Blue", each written in its own colour'
OWN_COLOUR_RE = re.compile(
    r"\b(?:each|all|every\s+one)\s+(?:\w+\s+){0,2}?in\s+(?:its|their)\s+own\s+colou?rs?\b"
)


def own_colour_requirements(r: Reading) -> list[Requirement]:
    """Colour names written "each in its own colour": the word "Red" in red, and so on."""
    reqs: list[Requirement] = []
    for m in OWN_COLOUR_RE.finditer(r.low):
        last = r.last_before(m.start())
        if last is None or last.sel.text is None or len(r.low[last.end : m.start()].split()) > 2:
            continue
        for item in listed_with(r, last):
            colour = _canonical(item.sel.text.strip()) if item.sel.text else None
            if colour is None or colour not in COLOUR_WORDS:
                continue
            sel = Sel(shape="text", color=colour, text=item.sel.text)
            reqs.append(HasObject(sel=sel, count=1, phrase=r.text[item.start : m.end()]))
    return reqs


def text_layout_requirements(r: Reading) -> list[Requirement]:
    """Relations between the listed texts a layout phrase follows: '"A", "B" and "C" in a column'
    (each below the one before), "x + y = 5 and x - y = 1 one under the other", '"A" and "B" side
    by side' (each left of the next)."""
    reqs: list[Requirement] = []
    for m in STACK_RE.finditer(r.low):
        last = r.last_before(m.start(), r.clause_at(m.start()))
        if last is None or last.sel.text is None:
            continue
        gap = r.low[last.end : m.start()]
        aside = re.fullmatch(r"\s*,[^,.;!?]*,\s*", gap) and len(gap.split()) <= 8
        if len(gap.split()) > 3 and not aside:
            continue  # '"Red", "Green" and "Blue", each in its own colour, stacked': an aside
        items = listed_with(r, last)
        if len(items) < 2:
            continue
        word = m.group()
        above = "above" in word
        row = any(w in word for w in ("side", "row", "next"))
        head = r.low[r.clause_at(m.start())[0] : items[0].start]
        group = re.search(
            rf"\b(?:{_COUNT_WORDS})\s+(?:\w+\s+){{0,2}}?(?:lines|texts|labels|words|titles|"
            rf"captions|equations|formulas)\b",
            head,
        )
        if group:  # 'three lines of text, "One", "Two" and "Three", stacked': the group's layout
            layout = "row" if row else "column"
            reqs.append(
                Arrangement(sel=Sel(shape="text"), layout=layout, count=len(items), phrase=word)
            )
            continue
        for x, y in itertools.pairwise(items):
            if row:
                reqs.append(Relation(a=x.sel, rel="left_of", b=y.sel, phrase=word))
            else:
                a, b = (x, y) if above else (y, x)
                reqs.append(Relation(a=a.sel, rel="below", b=b.sel, phrase=word))
    return reqs


# --- order --------------------------------------------------------------------------------------
def first_new_per_clause(r: Reading) -> list[Span | None]:
    """Per clause, its first indefinite span naming what no earlier clause named (or None)."""
    seen: set[tuple[str | None, str | None, str | None]] = set()
    out: list[Span | None] = []
    for cl in r.clauses:
        new = [s for s in r.spans if _in(s, cl) and _sel_key(s.sel) not in seen and not s.definite]
        for s in r.spans:
            if _in(s, cl):
                seen.add(_sel_key(s.sel))
        out.append(new[0] if new else None)
    return out


def order_requirements(r: Reading) -> list[Requirement]:
    """An Order between the new objects of a clause and the one opened by "then" (or "next", ...)."""
    reqs: list[Requirement] = []
    new_per_clause = first_new_per_clause(r)
    for i in range(1, len(r.clauses)):
        cl = r.clauses[i]
        if not THEN_RE.match(r.low[cl[0] : cl[0] + 30]):
            continue
        prev = next((s for s in reversed(new_per_clause[:i]) if s is not None), None)
        cur = new_per_clause[i]
        if prev is None or cur is None or _sel_key(prev.sel) == _sel_key(cur.sel):
            continue
        if re.search(r"\b(?:transform|morph|turn|become|change)\w*\b", r.low[cl[0] : cur.start]):
            continue  # "then it turns into a square": the new object replaces the old
        if _covers(cur.sel, prev.sel):
            continue  # "a blue circle ..., then splits into circles": the first is one of them
        reqs.append(Order(first=prev.sel, second=cur.sel, phrase=r.text[cl[0] : cur.end]))
    return reqs


def _covers(general: Sel, special: Sel) -> bool:
    """Whether everything ``special`` picks, ``general`` picks too: the same shape with no colour
    or the same one, or a text that is part of the other ("perfect" in "Practice makes
    perfect"). An order between them cannot be seen: the first is already the second."""
    if general.text is not None or special.text is not None:
        return (
            general.text is not None
            and special.text is not None
            and general.text.lower() in special.text.lower()
        )
    return general.shape == special.shape and general.color in (None, special.color)


#: verbs for what happens to objects already shown: "counted one at a time", "flash one by one"
#: a verb of leaving among NOT_ENTERING_RE's: "fade them out", "disappear", "vanish"
LEAVING_RE = re.compile(
    r"^(?:remov\w*|disappear\w*|vanish\w*|fad(?:e|es|ed|ing)\s+(?:(?:it|them|\w+)\s+)?out)\b"
)
NOT_ENTERING_RE = re.compile(
    r"\b(?:count|counts|counted|highlight|highlights|highlighted|flash|flashes|flashed|blink|"
    r"blinks|blinked|recolou?r(?:s|ed)?|turn|turns|turned|move|moves|moved|jump|jumps|jumped|"
    r"rotate|rotates|rotated|spin|spins|spun|shake|shakes|shook|wiggle|wiggles|wiggled|pulse|"
    r"pulses|pulsed|indicate|indicates|indicated|lights? up|lit up|numbered|remove|removes|"
    r"removed|disappears?|disappeared|vanish|vanishes|vanished|fad(?:e|es|ed|ing) (?:(?:it|them|\w+) )?out|shrinks?|"
    r"shrank|shrunk|swaps?|swapped|bounces?|bounced)\b"
)


def one_by_one_requirements(r: Reading) -> list[Requirement]:
    """A OneByOne on the first plural shape of a clause saying "one by one" or alike."""
    reqs: list[Requirement] = []
    for m in ONE_BY_ONE_RE.finditer(r.low):
        clause = r.clause_at(m.start())
        before = r.low[clause[0] : m.start()]
        changing = [v.start() for v in NOT_ENTERING_RE.finditer(before)]
        entering = [v.start() for v in _APPEARING_BEFORE.finditer(before)]
        if changing and max(changing) > max(entering, default=-1):
            leaving = LEAVING_RE.search(before[max(changing) :])
            cands = r.plural_shapes_in(clause) if leaving else []
            if leaving and not cands and re.search(r"\bthem\b", before):
                theme = theme_before(r, m.start())  # "then make them disappear one by one"
                cands = [theme] if theme and (theme.plural or (theme.count or 1) > 1) else []
            if cands:  # "fade them out one at a time": they leave in turn
                s = cands[0]
                reqs.append(OneByOne(sel=s.sel, count=s.count or 2, leave=True, phrase=m.group()))
            continue  # "the dots are counted one at a time": they change in turn, not appear
        cands = r.plural_shapes_in(clause)
        if cands:
            s = cands[0]
            reqs.append(OneByOne(sel=s.sel, count=s.count or 2, phrase=m.group()))
    return reqs


#: "fade them in column by column", "the rows appear row by row"
LINE_BY_LINE_RE = re.compile(r"\b(column|row|line|layer|level|ring) by \1\b")
_APPEARING_BEFORE = re.compile(
    r"\b(?:fad(?:e|es|ing)\s+(?:(?:them|it|the\s+\w+)\s+)?in|appear\w*|draw\w*|creat\w*|"
    r"reveal\w*|grow\w*|build\w*|show\w*|pop\w*\s+up|writ\w*|add\w*|bring\w*\s+in)"
    r"(?:\s+\w+){0,3}\s*$"
)
GRID_DIMS_RE = re.compile(
    rf"\b(?P<r>\d+|{'|'.join(NUMBERS)})\s*(?:by|x|×)\s*(?P<c>\d+|{'|'.join(NUMBERS)})\b"
)


def line_by_line_requirements(r: Reading) -> list[Requirement]:
    """A OneByOne for "fade them in column by column" (an entering verb just before it): the
    plural shape of the clause, else the last one named in the sentence before, appearing in
    as many steps as there are columns (rows) where a "3 by 4" says so. "Number the cells row by
    row" states an order of numbers, not of appearance, and gives nothing."""
    reqs: list[Requirement] = []
    for m in LINE_BY_LINE_RE.finditer(r.low):
        if not _APPEARING_BEFORE.search(r.low[max(0, m.start() - 40) : m.start()]):
            continue
        clause = r.clause_at(m.start())
        cands = r.plural_shapes_in(clause)
        if not cands:
            start = sentence_start(r.low, m.start())
            cands = [
                s for s in r.spans
                if start <= s.start and s.end <= m.start() and s.sel.shape is not None
                and (s.plural or (s.count or 1) > 1)
            ][-1:]  # fmt: skip
        if not cands:
            continue
        count = 2
        dims = GRID_DIMS_RE.search(r.low[: m.start()])
        if dims is not None and m.group(1) in ("row", "column"):
            word = dims.group("r") if m.group(1) == "row" else dims.group("c")
            count = NUMBERS.get(word) or (int(word) if word.isdigit() else 2)
        by = m.group(1) if m.group(1) in ("row", "column") else None
        reqs.append(OneByOne(sel=cands[0].sel, count=max(2, count), by=by, phrase=m.group()))
    return reqs


def together_requirements(r: Reading) -> list[Requirement]:
    """A Together where a clause saying "at the same time" names exactly two distinct things,
    or where "X <moves> while Y <moves>" gives both an animated change (``while_requirements``)."""
    reqs: list[Requirement] = []
    for m in TOGETHER_RE.finditer(r.low):
        clause = r.clause_at(m.start())
        distinct: list[Span] = []
        for s in r.spans:
            if _in(s, clause) and all(_sel_key(s.sel) != _sel_key(d.sel) for d in distinct):
                distinct.append(s)
        if len(distinct) == 2:
            reqs.append(Together(a=distinct[0].sel, b=distinct[1].sel, phrase=m.group()))
    return [*reqs, *while_requirements(r)]


#: a change played as an animation: "moves", "turns into", "fades", "grows" (not "follows",
#: "traces", "shows", "spins" or "stays": those are often kept up by updaters, or no change)
PLAYED_CHANGE = (
    r"(?:moves?|slides?|shifts?|turns?\s+into|becomes?|changes?\s+into|transforms?|morphs?|"
    r"fades?|grows?|shrinks?|scales?|rises?|falls?|drops?|jumps?|"
    rf"(?:turns?|goes)\s+(?:{'|'.join(COLOUR_WORDS)})\b)"
)
#: an imperative played change that opens a clause: "move the red dot to the right while ..."
IMPERATIVE_CHANGE_RE = re.compile(
    r"^[\s,]*(?:(?:then|and|now|next|finally)\s+)*(?:mov|slid|shift|grow|shrink|scal|fad|"
    r"transform|morph|rais|lower|drop)\w*\s+(?:(?:the|a|an)\s+)?$"
)
#: a change kept up the whole time, often by an updater the trace cannot see on a still centre
CONTINUAL_RE = re.compile(r"\b(?:continuously|constantly|keeps?|throughout|spins?|rotates?)\b")
WHILE_RE = re.compile(r"\bwhile\s+")


def while_requirements(r: Reading) -> list[Requirement]:
    """A Together for "the triangle turns into a circle while the square moves down": the
    thing changing before "while" (the first named in its clause, with a played change between
    it and "while") and the one after it (named right after "while", then a played change)."""
    reqs: list[Requirement] = []
    for m in WHILE_RE.finditer(r.low):
        after = next((s for s in r.spans if m.end() <= s.start <= m.end() + 6), None)
        if after is None or not re.match(
            rf"\s+(?:\w+ly\s+)?{PLAYED_CHANGE}\b", r.low[after.end : after.end + 30]
        ):
            continue
        clause = r.clause_at(m.start())
        before = [s for s in r.spans if _in(s, clause) and s.end <= m.start()]
        if not before:
            continue
        subj = before[0]
        if not re.search(rf"\b{PLAYED_CHANGE}\b", r.low[subj.end : m.start()]) and not (
            IMPERATIVE_CHANGE_RE.match(r.low[clause[0] : subj.start])
        ):
            continue
        if CONTINUAL_RE.search(r.low[subj.start : after.end + 30]):
            continue
        if _sel_key(subj.sel) == _sel_key(after.sel):
            continue
        reqs.append(
            Together(a=subj.sel, b=after.sel, phrase=r.text[subj.start : after.end].strip())
        )
    return reqs


# --- motions ------------------------------------------------------------------------------------
def with_head(r: Reading, prev: Span, verb: str) -> Span:
    """ "a circle with four spokes that rotates": a singular verb after a plural thing named
    with "with" agrees with the thing that has them (the circle), not with them."""
    if not (prev.plural or (prev.count or 1) > 1):
        return prev
    if not re.fullmatch(r"[a-z]+[^s\W]s|[a-z]+es", verb.strip().split(" ")[0] if verb else ""):
        return prev
    before = [t for t in r.spans if t.end <= prev.start]
    if (
        before
        and re.fullmatch(r"\s+with\s+", r.low[before[-1].end : prev.start])
        and not (before[-1].plural or (before[-1].count or 1) > 1)
    ):
        return before[-1]
    return prev


def motion_subject(r: Reading, pos: int, end: int) -> Span | None:
    """What the motion verb at ``pos``..``end`` acts on: the object after it, before it, or "it"."""
    low = r.low
    clause = r.clause_at(pos)
    if re.fullmatch(r"fad(?:e|es|ing)\s+(?:it|them)\s+(?:out|away|in)", low[pos:end]):
        return theme_before(r, pos)  # "then fade it out": the pronoun inside the verb phrase
    after = low[end : end + 25]
    obj = re.match(r"\s*(?:the |a |an |every |each |all (?:the )?|both (?:the )?)?", after)
    # "rotate the square": object after the verb; "the square rotates": subject before
    nxt = r.first_after(end, clause)
    if nxt is not None and obj is not None and nxt.start <= end + obj.end() + 1:
        return nxt
    if re.match(r"\s*(?:it|them)\b", after):
        return theme_before(r, pos)  # "and scale it": the theme, not the landmark just named
    prev = r.last_before(pos, clause)
    if prev is not None and len(low[prev.end : pos].split()) <= 3:
        return with_head(r, prev, low[pos:end])
    if re.search(r"\bby\s+$", low[max(0, pos - 5) : pos]):
        # "a purple triangle flips upside down by rotating half a turn": the clause's subject
        start = sentence_start(low, pos)
        first = [s for s in r.spans if start <= s.start < pos and s.sel.text is None]
        return first[0] if first else None
    if re.search(
        r"\b(?:as|while|whenever)\s+(?:it|they)\s+(?:\w+\s+)?$", low[max(0, pos - 20) : pos]
    ):
        # "a wheel ... rolls along a line, turning as it moves": the sentence's subject
        start = sentence_start(low, pos)
        first = [s for s in r.spans if start <= s.start < pos]
        return first[0] if first else None
    if re.match(r"\s*(?:it|them)\b", after) or re.search(
        r"\b(?:it|they|them)\s+(?:\w+\s+)?$", low[max(0, pos - 12) : pos]
    ):
        return theme_before(r, pos)  # "it": the latest object named, not a landmark
    return None


#: the words between an object and the landmark a preposition places it by ("a red dot on the
#: number line", "a small square placed inside the circle")
LANDMARK_GAP_RE = re.compile(
    r"(?:\s+[a-z]+){0,2}?\s+(?:on|onto|along|inside|in|at|above|below|under|over|beside|near|from|"
    r"around|across|next to|on top of|in front of|to the (?:left|right) of)\s+"
    r"(?:the\s+|its\s+|an?\s+)?"
    r"(?:(?:[a-z]+\s+){1,2}of\s+(?:the\s+|an?\s+)?(?:(?:set|pair)\s+of\s+)?)?"
)


#: a gap that ends in the preposition of a landmark ("a vector from the origin to (3, 2) on a")
LANDMARK_END_RE = re.compile(
    r"\b(?:on|onto|along|inside|in|at|above|below|under|over|beside|near|around|across)\s+"
    r"(?:the\s+|its\s+|an?\s+)?$"
)


def theme_before(r: Reading, pos: int) -> Span | None:
    """What "it" names at ``pos``: the latest object, or, where that object is only the landmark
    a preposition put an earlier one by ("put a red dot on the number line at 3, then slide it
    to -2"), that earlier object: a landmark is seldom what then moves."""
    s = r.last_before(pos)
    while s is not None:
        prev = [t for t in r.spans if t.end <= s.start]
        if not prev or prev[-1].sel.shape is None:
            break
        gap = r.low[prev[-1].end : s.start]
        if not LANDMARK_GAP_RE.fullmatch(gap) and not (
            LANDMARK_END_RE.search(gap)
            and len(gap) <= 50
            and not re.search(r"[.;:!?]|\b(?:and|then|while|but|so)\b", gap)
        ):
            break
        s = prev[-1]
    return s


def rotation_angle(rest: str) -> tuple[float | None, bool]:
    """The angle a rotation phrase names (negative if clockwise) and whether its sign counts."""
    angle: float | None = None
    signed = True
    am = ANGLE_RE.search(rest)
    if am:
        angle = float(am.group(1))
    else:  # the first turn words named: "a quarter turn", "two full turns" (720)
        named = [(rest.find(w), v) for w, v in TURN_WORDS.items() if w in rest]
        named += [
            (n.start(), 360.0 * TIMES_WORDS[n.group(1)]) for n in TURN_COUNT_RE.finditer(rest)
        ]
        if named:
            angle = min(named)[1]
    if angle is not None:
        if re.search(r"\bclockwise\b", rest) and not re.search(
            r"counter-?clockwise|anti-?clockwise", rest
        ):
            angle = -abs(angle)
        elif not re.search(r"counter-?clockwise|anti-?clockwise", rest):
            signed = False  # no direction named: either way counts
        else:
            angle = abs(angle)
    return angle, signed


def rotation_requirements(r: Reading) -> list[Requirement]:
    """A rotate Motion (with the angle named) per rotation word with a subject; not the camera."""
    reqs: list[Requirement] = []
    for m in ROT_RE.finditer(r.low):
        word = m.group().split()[0]
        rest = m.group("rest")
        if word.startswith("turn") and not re.search(
            r"\b(?:degrees?|°|turn|clockwise|around|about)\b", rest
        ):
            continue  # "turns red", "turns into": not a rotation
        if re.search(r"\bcamera\b", r.low[max(0, m.start() - 25) : m.end()]):
            continue
        subj = motion_subject(r, m.start(), m.start() + len(word))
        if subj is None or (subj.sel.shape is None and subj.sel.text is None):
            continue
        angle, signed = rotation_angle(rest)
        if angle is None:
            angle, signed = pointing_turn(r, subj, rest)
        for one in pronoun_subjects(r, subj, m.start(), m.start() + len(word)):
            reqs.append(
                Motion(
                    motion="rotate",
                    sel=one.sel,
                    angle=angle,
                    signed=signed,
                    in_place=in_place(r, m.start(), m.end()),
                    phrase=m.group().strip(),
                )
            )
    return reqs


#: "an arrow pointing up", "... until it points right": which way an arrow faces
POINTING_RE = re.compile(
    r"\bpoint(?:s|ing)?\s+(?:straight\s+)?(up|upward|down|downward|left|right)\b"
)
UNTIL_POINTS_RE = re.compile(
    r"^[^.;,]{0,30}?\b(?:until|till|so that|so)\s+(?:it|they)\s+points?\s+(?:straight\s+)?"
    r"(up|upward|down|downward|left|right)\b"
)
_HEADING = {"right": 0.0, "up": 90.0, "upward": 90.0, "left": 180.0, "down": 270.0,
            "downward": 270.0}  # fmt: skip


def pointing_turn(r: Reading, subj: Span, rest: str) -> tuple[float | None, bool]:
    """The turn of "an arrow pointing up rotates clockwise until it points right" (-90): from the
    way the subject is said to point to the way it ends pointing, in the sense named (the
    shorter way where none is); (None, True) where either way is not said."""
    end = UNTIL_POINTS_RE.match(rest)
    start = POINTING_RE.match(r.low, subj.end + 1) or POINTING_RE.match(r.low, subj.end)
    if end is None or start is None:
        return None, True
    diff = (_HEADING[end.group(1)] - _HEADING[start.group(1)]) % 360.0
    if diff == 0:
        return None, True
    head = rest[: end.start(1)]
    if re.search(r"counter-?clockwise|anti-?clockwise", head):
        return diff, True
    if re.search(r"\bclockwise\b", head):
        return diff - 360.0, True
    return (diff if diff <= 180 else diff - 360.0), diff == 180.0


#: "replace it with the symbol pi in the same place": the new form where the old one was
SAME_PLACE_RE = re.compile(
    r"\b(?:in|at)\s+(?:exactly\s+)?(?:the\s+)?same\s+(?:place|spot|position)\b|"
    r"\bwhere\s+(?:it|the\s+\w+)\s+(?:was|stood|used\s+to\s+be)\b|\bin\s+(?:its|their)\s+place\b"
)
IN_PLACE_RE = re.compile(r"\bin (?:its|their) (?:own )?places?\b|\bin place\b|\bon the spot\b")


def in_place(r: Reading, pos: int, end: int) -> bool:
    """Whether the motion word at ``pos`` is said to happen "in place" ("shrink every square in
    place", "spin in place together"): within its phrase, in its clause."""
    clause = r.clause_at(pos)
    return bool(IN_PLACE_RE.search(r.low[pos : min(end + 25, clause[1])].split(",")[0]))


def pronoun_subjects(r: Reading, subj: Span, pos: int, end: int) -> list[Span]:
    """The objects "them" / "they" stands for where the motion word has one of them as subject:
    every object of the list ``subj`` ends ("a cone, a cylinder and a sphere ... let them
    spin"); else just ``subj``."""
    near = r.low[max(0, pos - 12) : end + 6]
    if subj.end > pos or not re.search(r"\b(?:them|they)\b", near):
        return [subj]
    return listed_shapes(r.low, r.spans, subj) if subj.sel.shape is not None else [subj]


def move_target(rest: str) -> str | None:
    """Where "moves ..." goes (left, right, up, down, center); None where not named."""
    dm = re.match(
        r"\s*(?:to(?:wards)?|toward) (?:the )?(left|right|top|bottom|center|centre|middle|origin)\b",
        rest,
    )
    if dm:
        return DIR_WORDS[dm.group(1)]
    dm2 = re.match(r"\s*(?:(?:it|them)\s+)?(left|right|up|down)\b", rest)
    if dm2:
        return DIR_WORDS[dm2.group(1)]
    return None


def transform_ends(r: Reading, m: re.Match[str]) -> tuple[Span, Span] | None:
    """(what transforms, into what) for "X transforms into Y", "transform X into Y",
    "morph it into Y", "replace it with Y"; None when either end is unclear."""
    clause = r.clause_at(m.start())
    into_at = m.start("rest")
    into = r.first_after(into_at, clause)
    if into is None or len(r.low[into_at : into.start].split()) > 2:
        return None
    inner = [s for s in r.spans if m.start() <= s.start and s.end <= into_at]
    subj: Span | None
    if inner:
        subj = inner[0]
    elif re.search(r"\b(?:it|them)\b", r.low[m.start() : into_at]):
        subj = r.last_before(m.start())  # "it": the latest object named
    else:
        subj = r.last_before(m.start(), clause)
        if subj is not None and len(r.low[subj.end : m.start()].split()) > 3:
            subj = None
    if subj is None or _sel_key(subj.sel) == _sel_key(into.sel):
        return None
    return subj, into


def curve_change(r: Reading, m: re.Match[str]) -> Requirement | None:
    """A Motion(transform) of the plotted curve for "stretch it into y = 2 sin(x)", "the
    parabola changes into y = x^2 + 2": the curve itself changes (one curve drawn beside the
    other is not it), where the target is an equation and the changing thing is a graph."""
    if not re.match(
        r"\s*(?:the\s+)?(?:curve\s+|graph\s+|function\s+)?(?:y|f\(x\))\s*=", m.group("rest")
    ):
        return None
    inner = [s for s in r.spans if m.start() <= s.start < m.start("rest")]
    subj = inner[0] if inner else r.last_before(m.start())
    if subj is None or subj.sel.shape != "graph":
        return None
    return Motion(motion="transform", sel=Sel(shape="graph"), phrase=m.group().strip())


def motion_requirement(r: Reading, m: re.Match[str], motion: str) -> Requirement | None:
    """The Motion one motion-word match states; None for the camera or an unclear subject."""
    if re.search(r"\bcamera\b", r.low[max(0, m.start() - 25) : m.end() + 15]):
        return None
    if motion == "transform":
        ends = transform_ends(r, m)
        if ends is None:
            return curve_change(r, m)
        return Motion(
            motion="transform",
            sel=ends[0].sel,
            into=ends[1].sel,
            in_place=bool(SAME_PLACE_RE.search(m.group("rest") or "")),
            phrase=m.group(),
        )
    subj = motion_subject(r, m.start(), m.start("rest"))
    if subj is None:
        return None
    if motion == "move":
        to = move_target(m.group("rest") or "")
        return Motion(motion="move", sel=subj.sel, to=to, phrase=m.group().strip())
    if motion == "trace" and subj.sel.shape not in ("dot", "ball", "circle", None):
        return None
    if motion in ("scale_up", "scale_down"):
        return Motion(
            motion=motion,
            sel=subj.sel,
            in_place=in_place(r, m.start(), m.end()),
            phrase=m.group().strip(),
        )
    return Motion(motion=motion, sel=subj.sel, phrase=m.group().strip())


GROUP_PART_RE = re.compile(
    r"\b(?:top|middle|centre|center|bottom|first|second|third|last|left|right|leftmost|"
    r"rightmost|outer|inner)\s+(?:row|column|ring|half)\b(?:\s+of\s+(?:the\s+)?\w+)?"
)


def group_part_subject(r: Reading, pos: int) -> bool:
    """Whether the verb at ``pos`` has one row, column or half of a group as its subject ("the
    middle row of the grid turns yellow and moves right"): no shape is named after that part in
    the clause before the verb."""
    start = r.clause_at(pos)[0]
    parts = list(GROUP_PART_RE.finditer(r.low, start, pos))
    if not parts:
        return False
    end = parts[-1].end()
    return not any(end <= s.start < pos and s.sel.text is None for s in r.spans)


def part_verb(r: Reading, pos: int) -> bool:
    """Whether the verb at ``pos`` acts on one part of a chart or graph ("grow the smallest bar",
    "node A flashes"), which ``member_part_requirements`` reads."""
    if PART_VERB_FIRST_RE.match(r.low, pos):
        return True
    before = r.low[max(0, pos - 40) : pos]
    return bool(re.search(rf"\b{_PART_SUBJECT}\s+(?:then\s+)?$", before))


def motion_requirements(r: Reading) -> list[Requirement]:
    """A Motion per move, scale, fade, transform, trace or indicate word with a clear subject."""
    reqs: list[Requirement] = []
    for pat, motion in MOTION_WORDS:
        for m in re.finditer(pat, r.low):
            if part_verb(r, m.start()) or group_part_subject(r, m.start()):
                continue  # "grow the smallest bar": one part changes (member_part_requirements)
            req = motion_requirement(r, m, motion)
            if req is not None:
                reqs.append(req)
    return reqs


#: "connect every node on the left to every node on the right", "join A to B with a line"
CONNECT_RE = re.compile(
    r"\b(?:connect|join|link)(?:s|ed|ing)?\s+(?P<obj>[^.;]{0,80}?)\s+(?:to|with)\b"
)


def connect_requirements(r: Reading) -> list[Requirement]:
    """Edges or lines for "connect every node on the left to every node on the right": a graph's
    edges or plain lines and arrows joining the objects (at least one; two where "every" or a
    plural says several)."""
    reqs: list[Requirement] = []
    for m in CONNECT_RE.finditer(r.low):
        obj = m.group("obj")
        if re.search(r"\b(?:dots?|points?|lines?|curves?|them)\b", obj) and not re.search(
            r"\b(?:nodes?|vertex|vertices|circles?|boxes)\b", obj
        ):
            continue  # "connect the dots with a curve": the connection may be one path
        several = bool(re.search(r"\b(?:every|each|all)\b", obj))
        reqs.append(HasObject(sel=Sel(shape="edge"), count=2 if several else 1, phrase=m.group()))
    return reqs


# --- counting -----------------------------------------------------------------------------------
#: a number named first, then how it changes: "a number in the centre going from 100 down to 0",
#: "a number below counts the seconds from 0 to 12"
NUMBER_COUNTS_RE = re.compile(
    r"\b(?:number(?!\s+(?:line|plane)s?\b)|counter|value|timer|digits?)\b[^.;,]{0,30}?\b"
    r"(?:go(?:es|ing)|run(?:s|ning)|"
    r"count(?:s|ing)?(?: the \w+)?|ris(?:es|ing)|fall(?:s|ing)|drop(?:s|ping)|climb(?:s|ing)|"
    r"chang(?:es|ing))(?:\s+smoothly|\s+steadily)?(?: up| down)?\s+from\s+(-?\d+)\s+"
    r"(?:to|up to|down to|until)\s+(-?\d+)\b"
)


RANGE_SUBJECT_RE = re.compile(
    r"\b(?:number lines?|lines?|axis|axes|range|scale|ruler|interval|plane|grid|curve|graph)"
    r"(?:\s+(?:that|which))?\s*$"
)


#: "a circle with a dot at its centre", "a red dot at the centre of the square", "mark its
#: centre with a dot"
AT_CENTRE_OF_RE = re.compile(
    r"\bat\s+(?:its|the)\s+(?:very\s+)?cent(?:re|er)\b"
    r"(?!\s+of\s+the\s+(?:screen|frame|scene|video)\b)(?:\s+of\s+(?:the|a|an)\s+)?"
)
MARK_ITS_CENTRE_RE = re.compile(r"\bmark\w*\s+its\s+cent(?:re|er)\s+with\s+")
CENTRED_SHAPES = frozenset({"circle", "ellipse", "square", "rectangle", "triangle", "polygon",
                            "hexagon", "pentagon", "star"})  # fmt: skip


def centre_of_requirements(r: Reading) -> list[Requirement]:
    """A thing at a shape's centre ("a circle with a dot at its centre", "a red dot at the centre
    of the square", "mark its centre with a dot"): attached at that shape's centre."""
    reqs: list[Requirement] = []
    for m in AT_CENTRE_OF_RE.finditer(r.low):
        clause = r.clause_at(m.start())
        subj = r.last_before(m.start(), clause)
        if subj is None or subj.sel.shape is None or len(r.low[subj.end : m.start()].split()) > 3:
            continue
        if r.low[m.end() - 1] == " " and re.search(r"\bof\s+(?:the|a|an)\s+$", r.low[: m.end()]):
            owner = r.first_after(m.end(), clause)
            if owner is None or owner.start > m.end() + 12:
                continue
        elif "its" in m.group():
            owner = next(
                (
                    s
                    for s in reversed(r.spans)
                    if s.end <= subj.start and s.sel.shape in CENTRED_SHAPES
                ),
                None,
            )
        else:
            continue  # "at the centre": the screen's
        if owner is None or owner.sel.shape not in CENTRED_SHAPES or owner is subj:
            continue
        reqs.append(
            Attached(
                a=subj.sel, to=owner.sel, part="center", phrase=r.text[subj.start : m.end()].strip()
            )
        )
    for m in MARK_ITS_CENTRE_RE.finditer(r.low):
        mark = r.first_after(m.end(), r.clause_at(m.end()))
        owner = next(
            (s for s in reversed(r.spans) if s.end <= m.start() and s.sel.shape in CENTRED_SHAPES),
            None,
        )
        if mark is None or mark.sel.shape is None or owner is None or mark.start > m.end() + 12:
            continue
        reqs.append(
            Attached(a=mark.sel, to=owner.sel, part="center", phrase=r.text[m.start() : mark.end])
        )
    return reqs


#: "underline it with a white line", "underline the title with a yellow line"
UNDERLINE_RE = re.compile(r"\bunderlin(?:e|es|ing)\s+(?P<obj>it|them|the\s+\w+)\s+with\s+")


def underline_requirements(r: Reading) -> list[Requirement]:
    """ "Underline it with a white line": the line below the thing underlined (a line struck
    through the word's middle overlaps it and is not below it)."""
    reqs: list[Requirement] = []
    for m in UNDERLINE_RE.finditer(r.low):
        line = r.first_after(m.end(), r.clause_at(m.end()))
        if line is None or line.sel.shape != "line" or line.start > m.end() + 12:
            continue
        if m.group("obj") in ("it", "them"):
            word = theme_before(r, m.start())
        else:
            word = r.first_after(m.start("obj"), r.clause_at(m.start()))
            if word is not None and word.start >= m.end("obj"):
                word = None
            if word is None:  # "underline the title": the text named earlier
                word = next(
                    (s for s in reversed(r.spans) if s.end <= m.start() and s.sel.text), None
                )
        if word is None or word is line:
            continue
        reqs.append(
            Relation(a=line.sel, rel="below", b=word.sel, phrase=r.text[m.start() : line.end])
        )
    return reqs


#: "fade the whole thing out", "fade everything out", "then fade it all out"
FADE_ALL_RE = re.compile(
    r"\bfad(?:e|es|ing)\s+(?:out\s+)?(?:everything|it\s+all|them\s+all|all\s+of\s+(?:it|them)|"
    r"the\s+whole\s+(?:thing|scene|picture|group|figure))(?:\s+out)?\b"
)


def fade_all_requirements(r: Reading) -> list[Requirement]:
    """ "Then fade the whole thing out": each different thing named before it fades out."""
    reqs: list[Requirement] = []
    for m in FADE_ALL_RE.finditer(r.low):
        seen: set[tuple[str | None, str | None, str | None]] = set()
        for s in r.spans:
            if s.end > m.start() or _sel_key(s.sel) in seen:
                continue
            seen.add(_sel_key(s.sel))
            reqs.append(Motion(motion="fade_out", sel=s.sel, phrase=m.group()))
    return reqs


#: "show the number 0 in the centre and count it up to 10": the start said with the number
NUMBER_THEN_COUNT_RE = re.compile(
    r"\b(?:the\s+)?number\s+(-?\d+)\b[^.;]{0,40}?\bcount(?:s|ing)?\s+(?:it|them)\s+"
    r"(?:up|down)\s+to\s+(-?\d+)\b"
)


def counting_requirements(r: Reading) -> list[Requirement]:
    """A Counting for "counts from A to B" (and "goes / increases from A to B"), and for a number
    said to go from A to B ("a number in the centre going from 100 down to 0", "the number 0 ...
    count it up to 10")."""
    reqs: list[Requirement] = []
    ends: set[int] = set()
    for m in NUMBER_THEN_COUNT_RE.finditer(r.low):
        ends.add(m.end())
        reqs.append(Counting(start=float(m.group(1)), end=float(m.group(2)), phrase=m.group()))
    for m in [*COUNTING_RE.finditer(r.low), *NUMBER_COUNTS_RE.finditer(r.low)]:
        if m.end() in ends:
            continue
        if RANGE_SUBJECT_RE.search(r.low[max(0, m.start() - 40) : m.start()]):
            continue  # "a number line that goes from 0 to 10": where it runs, no count
        ends.add(m.end())
        reqs.append(Counting(start=float(m.group(1)), end=float(m.group(2)), phrase=m.group()))
    return reqs


# --- where on the screen, how much of it, about what, along what, which one, what number --------
_SCREEN = r"(?:screen|frame|scene|video)"
REGION_RES: list[tuple[re.Pattern[str], str | None]] = [
    (re.compile(rf"\b(?:in|at|to|into|toward|towards) the (top|bottom|upper|lower)[ -](left|right)"
                rf"(?: corner| area| part| quarter| region)?(?: of the {_SCREEN})?\b(?! of)"), None),
    (re.compile(rf"\b(?:on|at|to|in|along|down|up|toward|towards) the (left|right) (side|half|part|edge)"
                rf" of the {_SCREEN}\b"), None),
    (re.compile(rf"\b(?:in|on) the (left|right) (half)\b(?! of (?!the {_SCREEN}))"), None),
    # "in a column on the left side": a side, said bare, is the screen's
    (re.compile(rf"\b(?:on|along|down|up) the (left|right) (side)\b(?! of (?!the {_SCREEN}))"), None),
    (re.compile(rf"\b(?:on|at|to|along) the (left|right|top|bottom) (edge)\b(?! of (?!the {_SCREEN}))"),
     None),
    (re.compile(rf"\b(?:on|at|to) the (left|right) of the {_SCREEN}\b"), None),
    (re.compile(rf"\b(?:on|at|to|in|along|near|toward|towards) the (top|bottom|upper|lower)"
                rf"(?: (side|half|part|edge))? of the {_SCREEN}\b"), None),
    (re.compile(r"\b(?:at|to|along|near|toward|towards) the (top|bottom)\b(?! of| left| right|-)"),
     None),
]  # fmt: skip
_VERT = {"top": "top", "upper": "top", "bottom": "bottom", "lower": "bottom"}
MOVE_VERB_RE = re.compile(
    r"\b(?:mov\w*|shift\w*|slid\w*|go(?:es)?|jump\w*|shrink\w*|fly|flies|travel\w*|goes)\b"
)


def region_of(m: re.Match[str]) -> str:
    """The region a matched screen phrase names (``in_region``'s vocabulary)."""
    g = [x for x in m.groups() if x]
    first = g[0]
    if first in ("left", "right"):
        kind = g[1] if len(g) > 1 else "side"
        return {"half": f"{first}_half", "edge": f"{first}_edge"}.get(kind, first)
    vert = _VERT[first]
    if len(g) > 1 and g[1] in ("left", "right"):
        return f"{vert}_{g[1]}"
    kind = g[1] if len(g) > 1 else "side"
    return {"half": f"{vert}_half", "edge": f"{vert}_edge"}.get(kind, vert)


#: "divide it into a left half and a right half", "split the square into two halves"
DIVIDE_RE = re.compile(
    r"\b(?:divid|split|cut|separat)\w*\s+(?P<obj>[^.;]{0,40}?)\s*into\s+(?:a\s+)?"
    r"(?:two\s+halves|halves|(?:left|right|top|bottom|upper|lower)\s+half)\b"
)


def divided_shape(r: Reading) -> Span | None:
    """The shape a description divides into halves ("a big rectangle ..., divide it into a left
    half and a right half"): "the left half" then means that shape's, not the screen's."""
    m = DIVIDE_RE.search(r.low)
    if m is None:
        return None
    obj = m.group("obj")
    if re.match(r"\s*(?:it|them)\b", obj):
        shape = r.last_before(m.start())
    else:
        clause = r.clause_at(m.start())
        shape = r.first_after(m.start("obj"), clause)
        if shape is not None and shape.start >= m.end("obj"):
            shape = None
    if shape is None or shape.sel.shape in (None, "text", "formula"):
        return None
    return shape


EACH_CORNER_RE = re.compile(
    rf"\b(?:(?:one\s+)?in\s+(?:each|every)\s+(?:of\s+the\s+(?:four\s+)?corners|corner)|"
    rf"in\s+all\s+(?:four\s+)?corners)(?:\s+of\s+the\s+{_SCREEN})?\b"
)


def each_corner_requirements(r: Reading) -> list[Requirement]:
    """ "a small red square in each of the four corners of the screen": four of them, one in
    every corner (an InRegion per corner, each met by any of them)."""
    reqs: list[Requirement] = []
    for m in EACH_CORNER_RE.finditer(r.low):
        if re.match(r"\s+of\s+(?:the|a|an|its)\s+(?!" + _SCREEN + r")", r.low[m.end() :]):
            continue  # "in each corner of the square": the square's corners
        subj = r.last_before(m.start(), r.clause_at(m.start()))
        if subj is None or subj.sel.shape is None or len(r.low[subj.end : m.start()].split()) > 4:
            continue
        phrase = r.text[subj.start : m.end()]
        reqs.append(HasObject(sel=subj.sel, count=4, phrase=phrase))
        for corner in ("top_left", "top_right", "bottom_left", "bottom_right"):
            reqs.append(InRegion(sel=subj.sel, region=corner, phrase=phrase))
    return reqs


#: "touching it at the top": a place on the thing touched, not on the screen
TOUCHING_IT_RE = re.compile(
    r"\b(?:touch\w*|meet\w*|cross\w*|hit\w*|cut\w*|intersect\w*|tangent to)\s+"
    r"(?:it|them|the\s+\w+)\s+$"
)


#: a clause that goes on with the subject before it left out: ", then slides down to ..."
ELIDED_MOVER_RE = re.compile(
    r",?\s*(?:and\s+)?(?:then|after\s+that|finally)\s+(?:\w+ly\s+)?(?:mov\w*|slid\w*|shift\w*|"
    r"go(?:es)?|jump\w*|fl(?:y|ies)|travel\w*|roll\w*|drift\w*|float\w*|fall\w*|drop\w*|rises?)\b"
)
#: a gap that ends in a noun phrase the reader has no shape for ("with a root"): a place said
#: after it is that thing's
UNREAD_NOUN_END_RE = re.compile(
    r"\b(?:with|having|has)\s+(?:an?|one|its|their)\s+(?:[a-z]+\s+){0,2}?[a-z]+\s*$"
)


#: "shrink it to a small size in the centre": a pronoun, then a few words naming no thing
PRONOUN_THEN_PLACE_RE = re.compile(
    r"\b(?:shrink\w*|scal\w*|mov\w*|shift\w*|slid\w*|bring\w*|send\w*|put\w*)\s+(?:it|them)\s+"
    r"(?:(?:to|into|down|up|back|slowly|smoothly|quickly|a|an|the|small|smaller|tiny|large|"
    r"larger|big|bigger|half|its|their|size|scale|again)\s+){1,6}$"
)
#: the rest of a sentence whose subject goes on to move: "... and moves in a straight line"
AND_THEN_MOVES_RE = re.compile(
    r"\band\s+(?:then\s+)?(?:\w+ly\s+)?(?:mov|slid|travel|glid|roll|drift|shift)\w*\b[^,;]*$"
)


def region_requirements(r: Reading) -> list[Requirement]:
    """An InRegion for "X on the left side of the screen", "X at the top", "X in the top right
    corner" (in its last state where X moves there)."""
    reqs: list[Requirement] = []
    taken: list[tuple[int, int]] = []
    divided_by = divided_shape(r)  # the shape "divided into a left half and a right half", if any
    for pat, _ in REGION_RES:
        for m in pat.finditer(r.low):
            if any(a <= m.start() < b for a, b in taken):
                continue
            taken.append((m.start(), m.end()))
            if re.search(
                r"\bfrom (?:the )?(?:top|bottom|upper|lower|left|right)[a-z -]{0,20}$",
                r.low[max(0, m.start() - 30) : m.start()],
            ):
                continue  # "a diagonal from the top left to the bottom right": where it runs
            if (
                re.search(r"\b(?:edge|side)\b", m.group())
                and not re.search(rf"\bof the {_SCREEN}\b", m.group())
                and re.search(r"\bfrom (?:its|their)\b[a-z -]{0,25}$",
                              r.low[max(0, m.start() - 35) : m.start()])
            ):  # fmt: skip
                continue  # "a radius from its centre to the right edge": the circle's edge
            if re.search(r"\bwith\s+(?:its|their)\s+(?:[\w-]+\s+){1,2}$",
                         r.low[max(0, m.start() - 30) : m.start()]):  # fmt: skip
                continue  # "a triangle with its right angle at the bottom left": which way it faces
            if TOUCHING_IT_RE.search(r.low[max(0, m.start() - 30) : m.start()]):
                continue  # "a tangent line touching it at the top": the top of the circle
            if re.match(r"\s+(?:square|cell|box|circle|dot|node|rectangle|one|bar)s?\b",
                        r.low[m.end() :]):  # fmt: skip
                continue  # "a red dot in the top left square" of a grid: a member, not the screen
            clause = r.clause_at(m.start())
            subj = r.last_before(m.start(), clause)
            gap = r.low[subj.end : m.start()] if subj is not None else ""
            if re.search(r"\b(?:it|them)\b", r.low[clause[0] : m.start()]) and (
                subj is None or len(gap.split()) > 4
            ):
                subj = r.last_before(m.start())  # "move it to the top": the latest object
                gap = r.low[subj.end : m.start()] if subj is not None else ""
            pron = re.search(r"\b(?:it|them)\s+(?:\w+\s+){0,1}$", r.low[clause[0] : m.start()])
            if pron is None and r.last_before(m.start(), clause) is None:
                # "then shrink it to a small size in the centre": no thing named in between
                pron = PRONOUN_THEN_PLACE_RE.search(r.low[clause[0] : m.start()])
            if pron is not None:  # "move it to the top left corner": the latest object named
                at = clause[0] + pron.start()
                subj = r.last_before(at)
                gap = r.low[max(clause[0], at - 20) : m.start()]
            elif (
                fronted := opening_object(r, clause, m.start(), m.end(), _FRONT_LEAD_RE)
            ) is not None:  # "on the left half draw a red circle"
                subj, gap = fronted, ""
            elif (
                subj is None
                and ELIDED_MOVER_RE.match(r.low, clause[0])
                and (mover := theme_before(r, clause[0])) is not None
            ):  # "a triangle flips ..., then slides down to the bottom": the same subject
                subj, gap = mover, r.low[clause[0] : m.start()]
            elif subj is not None and AND_THEN_MOVES_RE.search(gap) and len(gap.split()) <= 14:
                pass  # "a dot starts on the left edge and moves in a straight line to the right edge"
            elif subj is None or len(gap.split()) > 6 or re.search(r"[,;]|\band\b", gap):
                continue
            if subj is None:
                continue
            if UNREAD_NOUN_END_RE.search(gap):
                continue  # "a tree graph with a root at the top": the root's place, not the graph's
            when = "end" if MOVE_VERB_RE.search(gap) else "any"
            region = region_of(m)
            divided = divided_by if region.endswith("_half") else None
            for each in listed_with(r, subj) if subj.sel.text is not None else [subj]:
                if divided is not None and divided.start < m.start() and each is not divided:
                    # "write "Before" in the left half" of the divided rectangle: inside it
                    reqs.append(
                        Relation(
                            a=each.sel,
                            rel="inside",
                            b=divided.sel,
                            phrase=r.text[each.start : m.end()],
                        )
                    )
                    continue
                reqs.append(
                    InRegion(
                        sel=each.sel,
                        region=region,
                        when=when,
                        phrase=r.text[min(each.start, m.start()) : max(each.end, m.end())],
                    )
                )
    return reqs


FRAME_SHARE_RE = re.compile(
    rf"\b(?:fill(?:s|ing)?|cover(?:s|ing)?|tak(?:e|es|ing) up|span(?:s|ning)?|occup\w+)\s+"
    rf"(?:(?:most|much|nearly all|almost all|the whole|all)\s+of\s+the|"
    rf"the\s+(?P<whole>whole|entire))"
    rf"\s+{_SCREEN}(?:'s)?(?:\s+(width|height))?"
)


def frame_share_requirements(r: Reading) -> list[Requirement]:
    """A FrameShare (60 %) for "X fills most of the screen" or "scale it up to fill most of the
    screen"."""
    reqs: list[Requirement] = []
    for m in FRAME_SHARE_RE.finditer(r.low):
        clause = r.clause_at(m.start())
        subj = r.last_before(m.start(), clause)
        if subj is None or len(r.low[subj.end : m.start()].split()) > 8:
            if not re.search(r"\b(?:it|them)\b", r.low[clause[0] : m.start()]):
                continue
            subj = r.last_before(m.start())
        elif re.search(r"\b(?:it|them)\b", r.low[subj.end : m.start()]):
            subj = theme_before(r, m.start())  # "a yellow circle from a tiny dot until it covers"
        if subj is None or subj.plural or (subj.count or 1) > 1:
            continue  # "a grid of squares that fills the screen": the group does, not a square
        axis = m.group(2) or "either"
        share = 0.9 if m.group("whole") else 0.6  # "covers the whole screen"
        reqs.append(
            FrameShare(sel=subj.sel, min=share, axis=axis, phrase=r.text[subj.start : m.end()])
        )
    return reqs


PIVOT_RE = re.compile(
    r"\b(?:rotat\w*|spin\w*|turn\w*|swing\w*|swings|pivot\w*)\b[^.;]{0,50}?\b(?:about|around)\s+"
    r"(?:its|the)\s+(?:(top|bottom)[ -](left|right)\s+corner|(tail|start|base|end|tip|head|"
    r"centre|center|middle))\b"
)
_PART = {"tail": "start", "start": "start", "base": "start", "end": "end", "tip": "end",
         "head": "end", "centre": "center", "center": "center", "middle": "center"}  # fmt: skip


def pivot_requirements(r: Reading) -> list[Requirement]:
    """A RotationPivot for "rotates about its tail / tip / centre / bottom-left corner"."""
    reqs: list[Requirement] = []
    for m in PIVOT_RE.finditer(r.low):
        word = m.group().split()[0]
        if re.search(r"\bcamera\b", r.low[max(0, m.start() - 25) : m.end()]):
            continue
        subj = motion_subject(r, m.start(), m.start() + len(word))
        if subj is None or subj.sel.shape is None:
            continue
        if m.group(1):
            part, which = "vertex", f"{m.group(1)}_{m.group(2)}"
        else:
            part, which = _PART[m.group(3)], None
        if part in ("start", "end") and subj.sel.shape not in ("arrow", "line"):
            continue  # a tail or tip is a line's or an arrow's
        if (
            part == "center"
            and subj.sel.shape in ("arrow", "line")
            and re.search(r"\bthe\s+(?:centre|center|middle)\s*$", m.group())
        ):
            continue  # a clock hand "turning about the centre": the clock's, not its own middle
        reqs.append(RotationPivot(sel=subj.sel, part=part, which=which, phrase=m.group()))
    return reqs


#: the verbs of travelling along or around something
_TRAVEL = r"mov\w*|travel\w*|go(?:es|ing)?|run(?:s|ning)?|roll\w*|slid\w*|walk\w*"
PATH_RE = re.compile(
    rf"\b(?:{_TRAVEL}|circl\w*|orbit\w*)\s+(?:\w+\s+){{0,3}}?(around|round|along)\s+"
    r"(?=(?:the|a|an|its)\s)"
)
ORBIT_RE = re.compile(r"\b(?:orbit(?:s|ing)?|circl(?:es|ing))\s+(?=(?:the|a|an)\s)")
#: how many times round: "orbiting the Sun twice", "goes around the circle three times"
TURNS_RE = re.compile(r"^[^.;,]{0,40}?\b(?:(twice)|(two|three|four|2|3|4)\s+times)\b")
TIMES_WORDS = {"twice": 2.0, "two": 2.0, "three": 3.0, "four": 4.0, "2": 2.0, "3": 3.0, "4": 4.0}
ORBIT_IT_RE = re.compile(r"\b(?:orbit(?:s|ing)?|circl(?:es|ing))\s+(?:it|them)\b")
#: "make a small dot travel around it twice": round the shape named before the mover
PATH_IT_RE = re.compile(
    rf"\b(?:{_TRAVEL}|circl\w*)\s+(?:\w+\s+){{0,2}}?(?:a)?round\s+(?:it|them)\b"
)
#: "move a red dot along it"
PATH_ALONG_IT_RE = re.compile(rf"\b(?:{_TRAVEL}|glid\w*)\s+(?:\w+\s+){{0,3}}?along\s+(?:it|them)\b")
#: what a thing can be moved along
ALONG_SHAPES = ("graph", "line", "arrow", "circle", "ellipse", "number_line", "square",
                "rectangle", "triangle", "polygon")  # fmt: skip
#: the sense a path goes round in, said after it: "twice counterclockwise"
SENSE_RE = re.compile(r"^[^.;,]{0,40}?\b(counter-?clockwise|anti-?clockwise|clockwise)\b")


def _sense(rest: str) -> str | None:
    m = SENSE_RE.match(rest)
    if m is None:
        return None
    return "clockwise" if m.group(1) == "clockwise" else "counterclockwise"


#: "along the outline of a big square": the path is the shape's outline
OUTLINE_OF_RE = re.compile(
    r"(?:the|its|a)\s+(?:outline|edges?|border|perimeter|boundary|rim|sides|circumference)\s+of\s+"
)


def path_requirements(r: Reading) -> list[Requirement]:
    """A PathMotion for "X moves around the circle", "X moves along the curve", "X orbits Y"."""
    reqs: list[Requirement] = []
    found = [(m, m.group(1)) for m in PATH_RE.finditer(r.low)]
    found += [(m, "around") for m in ORBIT_RE.finditer(r.low)]
    for m, how in found:
        if re.search(r"\bcamera\b", r.low[max(0, m.start() - 25) : m.end() + 10]):
            continue
        outline = OUTLINE_OF_RE.match(r.low, m.end())
        start = outline.end() if outline else m.end()
        np_ = NP_RE.match(r.text, start + len(r.low[start:]) - len(r.low[start:].lstrip()))
        if np_ is None:
            nm = re.match(r"(?:the|a|an|its)\s+", r.low[start:])
            np_ = NP_RE.match(r.text, start + nm.end()) if nm else None
        path_sel: Sel | None = None
        if np_ is not None:
            _, shape = _noun_of(np_)
            if shape not in ("text", "formula"):
                path_sel = Sel(shape=shape)
        if path_sel is None and how == "along":
            continue
        word_end = m.start() + len(m.group().split()[0])
        subj = motion_subject(r, m.start(), word_end)
        if subj is None or (path_sel is not None and subj.sel == path_sel):
            continue
        if how == "along":
            req = PathMotion(sel=subj.sel, along=path_sel, phrase=m.group().strip())
        else:
            t = TURNS_RE.match(r.low[m.end() :])
            turns = TIMES_WORDS[t.group(1) or t.group(2)] if t else 1.0
            req = PathMotion(sel=subj.sel, around=path_sel, turns=turns, phrase=m.group().strip(),
                             sense=_sense(r.low[m.end() :]))  # fmt: skip
        reqs.append(req)
    for m in PATH_ALONG_IT_RE.finditer(r.low):
        # "plot the sine curve on axes and move a red dot along it": along the theme before
        word_end = m.start() + len(m.group().split()[0])
        subj = motion_subject(r, m.start(), word_end)
        if subj is None or subj.sel.shape is None:
            continue
        path = theme_before(r, subj.start)
        if path is None or path.sel.shape not in ALONG_SHAPES or path.sel == subj.sel:
            continue
        reqs.append(PathMotion(sel=subj.sel, along=Sel(shape=path.sel.shape), phrase=m.group()))
    for m in PATH_IT_RE.finditer(r.low):
        word_end = m.start() + len(m.group().split()[0])
        subj = motion_subject(r, m.start(), word_end)
        if subj is None or subj.sel.shape is None:
            continue
        centre = pronoun_referent(r, subj, possessive=True)
        if centre is None or centre.sel.shape not in PATH_SHAPES:
            continue
        t = TURNS_RE.match(r.low[m.end() :])
        turns = TIMES_WORDS[t.group(1) or t.group(2)] if t else 1.0
        reqs.append(
            PathMotion(
                sel=subj.sel,
                around=Sel(shape=centre.sel.shape),
                turns=turns,
                sense=_sense(r.low[m.end() :]),
                phrase=m.group(),
            )
        )
    for m in ORBIT_IT_RE.finditer(r.low):
        # "a small sphere orbiting it": the moving object just before, around the one before that
        subj = r.last_before(m.start(), r.clause_at(m.start()))
        if subj is None or len(r.low[subj.end : m.start()].split()) > 2:
            continue
        centre = pronoun_referent(r, subj, possessive=True)
        if centre is None or centre.sel.shape in (None, "text", "formula"):
            continue
        reqs.append(PathMotion(sel=subj.sel, around=centre.sel, phrase=m.group()))
    return reqs


TEXT_NUMBER_RE = re.compile(
    r"\b(?:writ\w*|show\w*|display\w*|stat\w*|say\w*)\s+(?:that\s+)?[^.;\"]{0,40}?\b"
    r"(?:add(?:s|ing)? up to|sum(?:s|ming)? to|total(?:s|ling)?|equals?)\s+"
    r"(-?\d+(?:\.\d+)?)\s*(%|percent\b|degrees?\b|°)?"
)


def text_number_requirements(r: Reading) -> list[Requirement]:
    """A TextNumber for "write that they add up to 180 degrees" (the number must be written)."""
    reqs: list[Requirement] = []
    for m in TEXT_NUMBER_RE.finditer(r.low):
        unit = m.group(2)
        u = None if unit is None else ("%" if unit in ("%", "percent") else "deg")
        reqs.append(TextNumber(value=float(m.group(1)), unit=u, phrase=m.group()))
    return reqs


MEMBER_RE = re.compile(
    r"\bonly (?:the )?(first|last|middle|leftmost|rightmost|top|bottom|smallest|largest)\s+"
    r"(square|circle|dot|rectangle|triangle|box)\s+"
    r"(turns?|becomes?|changes?|grows?|shrinks?|moves?|flash\w*|is highlighted|fades? out)"
    r"(?:\s+(?:to\s+)?(\w+))?"
)
_CHANGE = {"turn": "color", "beco": "color", "chan": "color", "grow": "size", "shri": "size",
           "move": "position", "flas": "indicate", "is h": "indicate", "fade": "leaves"}  # fmt: skip


def member_requirements(r: Reading) -> list[Requirement]:
    """A MemberChange for "only the middle square turns red" (one of a drawn group changes)."""
    reqs: list[Requirement] = []
    for m in MEMBER_RE.finditer(r.low):
        change = _CHANGE[m.group(3)[:4]]
        colour = _canonical(m.group(4)) if m.group(4) in COLOUR_WORDS else None
        if change == "color" and colour is None:
            continue  # "becomes larger": not a colour
        shape = {"box": "box"}.get(m.group(2), m.group(2))
        reqs.append(
            MemberChange(
                sel=Sel(shape=shape), change=change, which=m.group(1), to=colour, phrase=m.group()
            )
        )
    return reqs


_POLY = r"(square|triangle|hexagon|pentagon|octagon|rectangle|polygon)"
#: "an inscribed square", "a triangle inscribed in the circle", "a square whose corners touch
#: the circle"
INSCRIBED_RE = re.compile(
    rf"\binscribed\s+(?:[a-z]+\s+)?{_POLY}\b|\b{_POLY}\s+(?:is\s+)?inscribed\s+in\b|"
    rf"\b{_POLY}\s+(?:whose|with\s+its|with)\s+(?:four\s+|three\s+)?(?:corners|vertices)\s+"
    r"(?:all\s+)?(?:touch\w*|on|lying\s+on|lie\s+on)\s+(?:the\s+)?circle\b"
)
_POLY_SHAPE = {"pentagon": "polygon", "octagon": "polygon"}
#: "a circle passing through all six of its corners", "a circle through all three vertices"
CIRCUMSCRIBED_RE = re.compile(
    r"\bcircle\s+(?:that\s+)?(?:pass(?:es|ing)?\s+|goes\s+|going\s+|runs\s+)?through\s+"
    r"(?:all\s+|each\s+of\s+|every\s+one\s+of\s+)?(?:the\s+|its\s+)?"
    r"(?:(?:three|four|five|six|eight)\s+)?(?:of\s+(?:its|the)\s+)?(?:corners|vertices)\b"
)
_CIRCUMSCRIBED_POLYS = frozenset(
    {"triangle", "square", "rectangle", "pentagon", "hexagon", "octagon", "polygon"}
)


def inscribed_requirements(r: Reading) -> list[Requirement]:
    """An Inscribed for "an inscribed square" (in the circle the sentence names), "a triangle
    inscribed in the circle", "a square whose corners touch the circle"."""
    reqs: list[Requirement] = []
    for m in INSCRIBED_RE.finditer(r.low):
        start = sentence_start(r.low, m.start())
        sentence = r.low[start : sentence_end(r.low, m.end())]
        if "circle" not in sentence:
            continue
        word = next(g for g in m.groups() if g)
        circle = next((s for s in r.spans if s.sel.shape == "circle" and start <= s.start), None)
        colour = circle.sel.color if circle is not None else None
        reqs.append(Inscribed(a=Sel(shape=_POLY_SHAPE.get(word, word)),
                              b=Sel(shape="circle", color=colour),
                              phrase=r.text[m.start() : m.end()]))  # fmt: skip
    for m in CIRCUMSCRIBED_RE.finditer(r.low):
        start = sentence_start(r.low, m.start())
        polys = [s for s in r.spans if start <= s.start and s.end <= m.start()
                 and s.sel.shape in _CIRCUMSCRIBED_POLYS]  # fmt: skip
        circle = next((s for s in r.spans if s.start >= m.start() and s.sel.shape == "circle"),
                      None)  # fmt: skip
        if polys:
            reqs.append(Inscribed(a=Sel(shape=polys[-1].sel.shape),
                                  b=Sel(shape="circle", color=circle.sel.color if circle else None),
                                  around=True, phrase=r.text[m.start() : m.end()]))  # fmt: skip
    return reqs


#: "then make the middle one disappear", "make the inner circle turn red"
MAKE_ONE_RE = re.compile(
    r"\bmake\s+(?:only\s+)?the\s+(?P<which>first|last|middle|leftmost|rightmost|top|bottom|"
    r"smallest|largest|biggest|inner|innermost|outer|outermost)\s+(?P<noun>one|[a-z]+)\s+"
    r"(?P<verb>disappear|vanish|fade\s+out|grow|shrink|turn|go)\b(?:\s+(?P<colour>[a-z]+))?"
)
_MAKE_WHICH = {"inner": "smallest", "innermost": "smallest", "outer": "largest",
               "outermost": "largest", "biggest": "largest"}  # fmt: skip
_MAKE_CHANGE = {"disappear": "leaves", "vanish": "leaves", "grow": "size", "shrink": "size",
                "turn": "color", "go": "color"}  # fmt: skip


def make_one_requirements(r: Reading) -> list[Requirement]:
    """A MemberChange for "make the middle one disappear" of several shapes named before it
    ("three concentric circles ..."): that one changes, the others do not."""
    reqs: list[Requirement] = []
    for m in MAKE_ONE_RE.finditer(r.low):
        group = [s for s in r.spans if s.end <= m.start() and s.sel.shape is not None
                 and s.sel.text is None and (s.plural or (s.count or 1) > 1)]  # fmt: skip
        if not group:
            continue
        shape = group[-1].sel.shape
        if m.group("noun") != "one" and not m.group("noun").startswith(str(shape)):
            continue
        verb = " ".join(m.group("verb").split())
        change = "leaves" if verb == "fade out" else _MAKE_CHANGE[verb]
        colour = _canonical(m.group("colour")) if m.group("colour") in COLOUR_WORDS else None
        if change == "color" and colour is None:
            continue
        which = _MAKE_WHICH.get(m.group("which"), m.group("which"))
        reqs.append(MemberChange(sel=Sel(shape=shape), change=change, which=which, to=colour,
                                 phrase=r.text[m.start() : m.end()]))  # fmt: skip
    return reqs


# "grow the smallest bar", "the third node turns red", "highlight node A", "the edge between A
# and B turns red", "highlight the path from A to D", "label the tallest bar"
PART_WHICH = {
    "first": "first", "second": "second", "third": "third", "fourth": "fourth", "fifth": "fifth",
    "last": "last", "middle": "middle", "leftmost": "leftmost", "rightmost": "rightmost",
    "smallest": "smallest", "largest": "largest", "biggest": "largest", "tallest": "tallest",
    "highest": "tallest", "shortest": "shortest", "lowest": "shortest", "centre": "centre",
    "center": "centre", "central": "centre",
}  # fmt: skip
_PART_WHICH = "|".join(PART_WHICH)
_PART_NOUN = r"(?P<noun>bar|node|vertex)"
_NAME = r"(?:[A-Za-z]|\d{1,3})"  # a node's name: one letter or a number
_PART_SUBJECT = (
    rf"(?:(?P<which>{_PART_WHICH})\s+{_PART_NOUN}|(?P<knoun>node|vertex)\s+(?P<key>{_NAME})"
    rf"|(?P<root>root)(?:\s+(?:node|vertex))?"
    rf"|edge\s+(?:between|from|joining|connecting)\s+(?:nodes?\s+)?(?P<u>{_NAME})\s+(?:and|to)\s+"
    rf"(?:node\s+)?(?P<v>{_NAME}))"
)
_COLOURS = "|".join(COLOUR_WORDS)
# "grow the smallest bar", "highlight node A in red", "colour the edge between A and B red"
PART_VERB_FIRST_RE = re.compile(
    r"\b(?P<verb>grow|enlarge|raise|shrink|highlight|recolou?r|colou?r|paint|indicate|flash|"
    r"turn|make|change|double|fade out)\s+(?P<only>only\s+)?(?:the\s+)?" + _PART_SUBJECT + r"\b"
    r"(?=(?P<rest>[^.;]{0,60}))"
)
# "only the smallest bar grows", "node A turns red", "the edge between A and B is highlighted"
PART_SUBJECT_FIRST_RE = re.compile(
    r"\b(?P<only>only\s+)?(?:the\s+)?" + _PART_SUBJECT + r"\s+(?:then\s+)?(?P<verb>grows?|"
    r"shrinks?|turns?|becomes?|changes? colou?r|changes?|is (?:highlighted|recolou?red|"
    r"colou?red|indicated|enlarged)|gets? (?:highlighted|bigger|taller)|flash\w*|"
    r"fades? out|moves?)\b(?=(?P<rest>[^.;]{0,60}))"
)
#: "... green and the shortest bar red": a second part and its colour after one verb
AND_PART_COLOUR_RE = re.compile(
    rf"\s*(?:to\s+|in\s+)?(?:{_COLOURS})\s+and\s+(?:the\s+)?(?P<which2>{_PART_WHICH})\s+"
    rf"(?P<noun2>bar|node|vertex)\s+(?:to\s+|in\s+)?(?P<colour2>{_COLOURS})\b"
)
OTHERS_STAY_RE = re.compile(
    r"\b(?:while|and|but)\s+(?:all\s+)?the\s+(?:other|remaining)(?:\s+\w+)?\s+(?:\w+\s+)?"
    r"(?:stay|remain|keep|are left|do not|don't|are unchanged|stay unchanged)|"
    r"\bthe others\s+(?:stay|remain|keep|do not|don't)|\bleav\w+ the others\b"
)
_PART_SHAPE = {"bar": "bar", "node": "node", "vertex": "node"}
PATH_HIGHLIGHT_RE = re.compile(
    r"\b(?:(?P<verb>highlight\w*|recolou?r\w*|colou?r\w*|mark\w*|light\w* up)\s+(?:a|the)\s+"
    r"(?:shortest\s+)?path\s+(?:from|between)\s+(?:nodes?\s+|vertex\s+|vertices\s+)?"
    rf"(?P<a>{_NAME})\s+(?:to|and)\s+(?:node\s+|vertex\s+)?(?P<b>{_NAME})\b|"
    r"(?:a|the)\s+(?:shortest\s+)?path\s+(?:from|between)\s+(?:nodes?\s+|vertex\s+|vertices\s+)?"
    rf"(?P<a2>{_NAME})\s+(?:to|and)\s+(?:node\s+|vertex\s+)?(?P<b2>{_NAME})\s+"
    r"(?:is|gets)\s+(?P<verb2>highlighted|recolou?red|colou?red|lit up|marked))"
    r"(?=(?P<rest>[^.;]{0,30}))"
)
LABEL_PART_RE = re.compile(
    rf"\blabel\w*\s+(?:only\s+)?the\s+(?P<which>{_PART_WHICH})\s+bar\b|"
    rf"\bthe\s+(?P<which2>{_PART_WHICH})\s+bar\s+(?:is|gets)\s+labell?ed\b|"
    rf"\b(?:a\s+)?(?:label|value|text)\s+(?:above|on top of|over|at the top of|next to)\s+"
    rf"the\s+(?P<which3>{_PART_WHICH})\s+bar\b|"
    # "colour the tallest bar red, and write "max" above it": the pronoun is that bar
    rf"\bthe\s+(?P<which4>{_PART_WHICH})\s+bar\b[^.;]{{0,60}}?\b(?:write|put|add|place|show)\w*\s+"
    r"(?:the\s+(?:word|text|label)\s+)?(?P<q>\"[^\"]+\")\s+(?:just\s+)?"
    r"(?:above|over|on\s+top\s+of|at\s+the\s+top\s+of)\s+it\b"
)
_PART_CHANGE = {
    "grow": "size", "enla": "size", "rais": "size", "shri": "size", "gets": "size",
    "high": "any", "indi": "indicate", "flas": "indicate", "reco": "color", "colo": "color",
    "pain": "color", "turn": "color", "make": "color", "beco": "color", "chan": "color",
    "fade": "leaves", "move": "position", "is h": "any", "is r": "color", "is c": "color",
    "is i": "indicate", "is e": "size", "gets h": "any",
}  # fmt: skip


#: what follows "make / change / double the third bar" when its size changes
SIZE_CHANGE_RE = re.compile(
    r"\s*(?:(?:to\s+be|into)\s+)?(?:(?:twice|three times|half|double)\s+(?:as\s+)?)?"
    r"(?:taller|shorter|bigger|larger|smaller|tall|high|big|large|the height|its height|"
    r"in height|height)\b"
)


def _part_change(verb: str, rest: str) -> tuple[str, str | None] | None:
    """(change, colour) a member phrase's verb and what follows it say; None where unclear
    ("turns" with no colour: a rotation, or "turns into")."""
    colour_m = re.match(rf"\s*(?:to\s+|in\s+|into\s+)?({_COLOURS})\b", rest)
    colour = _canonical(colour_m.group(1)) if colour_m else None
    v = verb.strip()
    if v == "double" or (v in ("make", "change") and SIZE_CHANGE_RE.match(rest)):
        return "size", None  # "change only the fourth bar to be twice as tall", "make it taller"
    change = _PART_CHANGE.get(v[:6]) or _PART_CHANGE.get(v[:4])
    if change is None:
        return None
    if v.startswith("changes colo") or v.startswith("change colo"):
        change = "color"
    if change == "color" and colour is None and not v.startswith(("recolo", "is reco", "chang")):
        return None  # "make the bar bigger", "turn the node": not a colour
    if v.startswith("chang") and "colo" not in v and colour is None:
        return None
    if change == "any" and colour is not None:
        change = "color"  # "highlight node A in red"
    return change, colour


def member_part_requirements(r: Reading) -> list[Requirement]:
    """A MemberChange for a chart's or a graph's part: "grow the smallest bar", "the third node
    turns red", "highlight node A", "the edge between A and B turns red". One of several parts
    is meant to change alone where the phrase says "only" or that the others stay, or where it is
    the description's one such phrase about that kind of part and nothing says all or each of
    them change."""
    found: list[tuple[bool, MemberChange]] = []
    taken: list[tuple[int, int]] = []
    for pat in (PART_VERB_FIRST_RE, PART_SUBJECT_FIRST_RE):
        for m in pat.finditer(r.low):
            if any(a <= m.start() < b for a, b in taken):
                continue
            got = _part_change(m.group("verb"), m.group("rest") or "")
            if got is None:
                continue
            change, colour = got
            if m.group("which"):
                shape, which, key = _PART_SHAPE[m.group("noun")], PART_WHICH[m.group("which")], None
            elif m.group("key"):
                shape, which, key = "node", None, [r.text[m.start("key") : m.end("key")]]
            elif m.group("root"):  # "colour the root green": a tree's top node
                shape, which, key = "node", "top", None
            else:
                u = r.text[m.start("u") : m.end("u")]
                v = r.text[m.start("v") : m.end("v")]
                shape, which, key = "edge", None, [u, v]
            taken.append((m.start(), m.end()))
            req = MemberChange(
                sel=Sel(shape=shape),
                change=change,
                which=which,
                to=colour,
                key=key,
                phrase=r.text[m.start() : m.end()].strip(),
            )
            alone = bool(m.group("only")) or bool(OTHERS_STAY_RE.search(m.group("rest") or ""))
            more = AND_PART_COLOUR_RE.match(m.group("rest") or "")
            if more is not None and change == "color" and colour is not None and which:
                # "turn the tallest bar green and the shortest bar red": two parts, two colours
                other = _canonical(more.group("colour2"))
                if other != colour and _PART_SHAPE[more.group("noun2")] == shape:
                    found.append((True, req))
                    found.append((True, MemberChange(
                        sel=Sel(shape=shape), change="color", which=PART_WHICH[more.group("which2")],
                        to=other, phrase=r.text[m.start() : m.end("rest")].strip(),
                    )))  # fmt: skip
                    continue
            found.append((alone, req))
    reqs: list[Requirement] = []
    for alone, req in found:
        part = req.sel.shape or ""
        same = [x for _, x in found if x.sel.shape == part]
        noun = {"bar": "bars?", "node": "(?:nodes?|vertex|vertices)", "edge": "edges?"}[part]
        every = re.search(
            rf"\b(?:all|each|every|both)\s+(?:of\s+)?(?:the\s+)?{noun}\b|"
            rf"\b(?:one (?:at a time|by one|after (?:another|the other))|in turn)\b",
            r.low,
        )  # "the leftmost node flashes first, then the next, one at a time": each in turn
        if len(same) > 1 and req.change == "any":
            continue  # "only the third node is highlighted, then the first turns red"
        if alone or (len(same) == 1 and not every):
            reqs.append(req)
    return reqs


#: "swap the first and last bars", "swap the second bar with the fourth"
SWAP_PART_RE = re.compile(
    rf"\b(?:swap\w*|exchang\w*)\s+(?:the\s+)?(?P<a>{_PART_WHICH})\s+(?:(?P<noun1>bar|node)\s+)?"
    rf"(?:and|with)\s+(?:the\s+)?(?P<b>{_PART_WHICH})\s+(?P<noun>bars?|nodes?)\b"
)


#: "remove one edge", "delete a single node", "take away one bar"
REMOVE_ONE_RE = re.compile(
    r"\b(?:remov\w*|delet\w*|eras\w*|take\s+away|takes\s+away|fade\s+out)\s+"
    r"(?:only\s+)?(?:one|an?|a\s+single|just\s+one)\s+(?P<noun>edge|bar|node|vertex)\b"
)


def remove_one_requirements(r: Reading) -> list[Requirement]:
    """A MemberChange for "remove one edge": exactly one of a graph's edges (a chart's bars, a
    graph's nodes) leaves, the others stay."""
    shapes = {"edge": "edge", "bar": "bar", "node": "node", "vertex": "node"}
    return [
        MemberChange(
            sel=Sel(shape=shapes[m.group("noun")]), change="leaves", count=1, phrase=m.group()
        )
        for m in REMOVE_ONE_RE.finditer(r.low)
    ]


def swap_part_requirements(r: Reading) -> list[Requirement]:
    """A MemberChange for "swap the first and last bars": exactly two of the parts change (they
    move, or their heights are exchanged in place), the others stay as they were."""
    reqs: list[Requirement] = []
    for m in SWAP_PART_RE.finditer(r.low):
        if m.group("a") == m.group("b"):
            continue
        shape = "bar" if m.group("noun").startswith("bar") else "node"
        reqs.append(MemberChange(sel=Sel(shape=shape), change="any", count=2, phrase=m.group()))
    return reqs


def path_highlight_requirements(r: Reading) -> list[Requirement]:
    """A MemberChange on a graph's edges for "highlight the path from A to D" (the edges of one
    path between them change, and only they)."""
    reqs: list[Requirement] = []
    for m in PATH_HIGHLIGHT_RE.finditer(r.low):
        ga, gb = ("a", "b") if m.group("a") else ("a2", "b2")
        a, b = r.text[m.start(ga) : m.end(ga)], r.text[m.start(gb) : m.end(gb)]
        colour_m = re.match(rf"\s*(?:in\s+)?({_COLOURS})\b", m.group("rest") or "")
        colour = _canonical(colour_m.group(1)) if colour_m else None
        verb = m.group("verb") or m.group("verb2") or ""
        if colour is None and re.match(r"(?:re)?colou?r", verb):
            continue  # "colour the path" with no colour named: unclear which change
        reqs.append(
            MemberChange(
                sel=Sel(shape="edge"),
                change="color" if colour else "any",
                to=colour,
                path=[a, b],
                phrase=r.text[m.start() : m.end()].strip(),
            )
        )
    return reqs


def label_part_requirements(r: Reading) -> list[Requirement]:
    """An Attached for "label the tallest bar" (a label at that bar's tip; a quoted label by its
    text)."""
    reqs: list[Requirement] = []
    for m in LABEL_PART_RE.finditer(r.low):
        which = PART_WHICH[
            m.group("which") or m.group("which2") or m.group("which3") or m.group("which4")
        ]
        if m.group("q") is not None:
            reqs.append(
                Attached(a=Sel(text=m.group("q").strip('"')), to=Sel(shape="bar"), part="end",
                         member=which, phrase=r.text[m.start() : m.end()].strip())
            )  # fmt: skip
            continue
        quoted = [
            s
            for s in r.spans
            if s.sel.text is not None and r.clause_at(s.start) == r.clause_at(m.start())
        ]
        a = Sel(text=quoted[0].sel.text) if len(quoted) == 1 else Sel(shape="text")
        reqs.append(
            Attached(a=a, to=Sel(shape="bar"), part="end", member=which, phrase=m.group().strip())
        )
    return reqs


RECOLOUR_RE = re.compile(
    r"\b(?P<verb>turn(?:s|ed|ing)?|becom(?:e|es|ing)|chang(?:e|es|ed|ing)(?: colou?r)?(?: to)?|"
    r"recolou?r\w*|colou?r(?:s|ed|ing)?|paint(?:s|ed|ing)?|go(?:es)?|light(?:s|ed|ing)?"
    r"(?= (?:them |it |\w+ )?up)|lit(?= (?:them |it )?up))\s+"
    r"(?P<obj>(?:[^.;,]{0,30}?\s)??)(?:all\s+)?(?:to\s+|in\s+)?(?P<colour>"
    + "|".join(COLOUR_WORDS)
    + r")\b"
)
_REFERS = re.compile(
    r"^(?:(?:it|them|all|each) up|it|them|they|the (?:result|answer|sum|number|text|word|label|line))\b"
)


def recolour_subject(r: Reading, m: re.Match[str]) -> Span | None:
    """What a colour change acts on: the object after the verb ("turn the pentagon purple"), "it"
    or "the result" (the latest thing named), or the subject before the verb ("the squares turn
    green", "make them all turn green")."""
    obj = m.group("obj").strip()
    clause = r.clause_at(m.start())
    inner = [s for s in r.spans if m.start("obj") <= s.start < m.start("colour")]
    if inner:
        return inner[0]
    if obj and _REFERS.match(obj):
        if re.match(r"the (?:result|answer|sum|number|text|word|label)", obj):
            texts = [s for s in r.spans if s.end <= m.start() and s.sel.text is not None]
            return texts[-1] if texts else None  # "colour the result red": the last text
        return theme_before(r, m.start())
    if obj:
        return None  # "turn the number red": a thing the reader does not know
    before = r.low[max(0, m.start() - 30) : m.start()]
    if re.search(r"\b(?:it|them|they)\s+(?:\w+\s+){0,2}$", before):
        return theme_before(r, m.start())
    prev = r.last_before(m.start(), clause)
    if prev is not None and len(r.low[prev.end : m.start()].split()) <= 3:
        return prev
    return None


#: what says a colour is set later, not drawn so: "then colour it red", "finally paint ..."
LATER_RE = re.compile(r"\b(?:then|finally|afterwards|after that|next|at the end|when)\b")


def _is_change(r: Reading, m: re.Match[str]) -> bool:
    """Whether a colour phrase asks for a change the viewer sees ("X turns red", "then colour it
    red"), not the colour something is drawn in ("colour the first three green and the rest
    grey"): turning, becoming, changing, recolouring and lighting up always change; colouring
    and painting where the clause says it comes later."""
    verb = m.group("verb")
    if re.match(r"(?:into|a|an)\b", m.group("obj").strip()):
        return False  # "turns into a red square", "becomes a red star": a new object, drawn so
    if not verb.startswith(("colo", "pain")):
        return True
    head = r.low[r.clause_at(m.start())[0] : m.start()]
    return bool(LATER_RE.search(head))


COLOUR_LIST_TAIL_RE = re.compile(rf"\s*(?:,\s*(?:and\s+)?|and\s+|or\s+)(?:{_COLOURS})\b")


def recolour_requirements(r: Reading) -> list[Requirement]:
    """A Recolour for "turn the pentagon purple", "X turns red", "then colour the result red",
    "make them all turn green" (as many as were named: shown in the new colour after being shown
    in another), a HasObject in the colour where the phrase only says what colour a thing is drawn
    in ("colour the first three green"), and an Order from the old colour to the new where the old
    one was named."""
    reqs: list[Requirement] = []
    for m in RECOLOUR_RE.finditer(r.low):
        clause_head = r.low[r.clause_at(m.start())[0] : m.start()]
        if re.search(r"\bonly\b", clause_head) or part_verb(r, m.start()):
            continue  # one member of a group changes (member_requirements)
        if group_part_subject(r, m.start()):
            continue  # "the middle row of the grid turns yellow": a part of the group, not all
        if m.group("verb").startswith("go") and m.group("obj").strip():
            continue
        if re.search(r"\binto\s+\S", m.group("obj")):
            continue  # 'change it into "Goodbye" in blue': the colour is the new thing's own
        subj = recolour_subject(r, m)
        if subj is None or subj.sel.shape in ("axes", "bar_chart", "table", "network"):
            continue
        if subj.sel.text is not None and any(
            s.sel.text is not None and s is not subj and subj.sel.text in s.sel.text
            for s in r.spans
        ):
            continue  # 'colour the word "conserved" red' in "Energy is conserved": a part of it
        if COLOUR_LIST_TAIL_RE.match(r.low, m.end()):
            continue  # "three circles coloured red, white and blue": one colour each
        if re.match(rf"\s*(?:(?:to|into|and|-)\s*(?:{_COLOURS})\s*)?(?:colou?r\s+)?gradient",
                    r.low[m.end() :]):  # fmt: skip
            continue  # "colour it with a blue to green gradient": no one colour to check
        colour = _canonical(m.group("colour"))
        shape = subj.sel.shape
        if subj.sel.text is not None:
            shape = "formula" if TEX_HINT.search(subj.sel.text) else "text"
        new = Sel(shape=shape, color=colour, text=subj.sel.text)
        count = subj.count if subj.count is not None else (2 if subj.plural else 1)
        phrase = r.text[m.start() : m.end()]
        if _is_change(r, m):
            # "make them all turn green at the same time": the clause's rest says together
            rest = r.low[m.end() : r.clause_at(m.start())[1]]
            together = bool(
                TOGETHER_RE.search(rest) or re.search(r"\b(?:together|at once)\b", rest)
            )
            reqs.append(Recolour(sel=Sel(shape=shape, text=subj.sel.text), to=colour or "red",
                                 count=count, phrase=phrase, together=together))  # fmt: skip
        else:
            reqs.append(HasObject(sel=new, count=count, phrase=phrase))
        if subj.sel.color is not None and subj.sel.color != colour:
            reqs.append(Order(first=subj.sel, second=new, phrase=phrase))
        more = AND_ALSO_COLOUR_RE.match(r.low, m.end())
        if more is not None and _is_change(r, m) and subj.sel.text is None:
            # "colour the middle square red and the four corner squares blue": the verb said once
            other = next(
                (t for t in r.spans if more.start("obj") <= t.start < more.end("obj")), None
            )
            if other is not None and other.sel.shape is not None and other.sel.text is None:
                n = other.count
                cm = re.search(rf"\b({'|'.join(NUMBERS)}|\d+)\b", more.group("obj"))
                if n is None and cm is not None:
                    n = int(cm.group(1)) if cm.group(1).isdigit() else NUMBERS[cm.group(1)]
                n = n if n is not None else (2 if other.plural else 1)
                reqs.append(Recolour(sel=Sel(shape=other.sel.shape), count=n,
                                     to=_canonical(more.group("colour")) or "red",
                                     phrase=r.text[more.start("obj") : more.end()]))  # fmt: skip
    return reqs


#: "... red and the four corner squares blue": a second thing and its colour after one verb
AND_ALSO_COLOUR_RE = re.compile(
    rf"\s+and\s+(?P<obj>(?:the\s+)?[a-z0-9 ]{{3,40}}?)\s+(?:in\s+|to\s+)?(?P<colour>{_COLOURS})\b"
)


_ITEM = (
    r"(?:[A-Za-z]|\d+(?:\.\d+)?)(?=\s*(?:[,.;:)]|$|and\b|beside\b|on\b|at\b|next\b|above\b|"
    r"below\b|inside\b|in\b|under\b|with\b|near\b|by\b|appear\w*|show\w*|written\b|drawn\b|"
    r"one\b|each\b|that\b|which\b|are\b|fad\w*|grow\w*|light\w*|turn\w*|mov\w*|then\b|as\b))"
)
_ITEMS = rf"(?P<items>{_ITEM}(?:\s*,\s*{_ITEM})*(?:\s*,?\s*and\s+{_ITEM})?)"
LABEL_RES = [
    # "its sides labelled a, b and c", "a dot labelled O", "with the numbers 1, 2 and 3"
    re.compile(rf"\b(?:labell?ed|marked|named|numbered|tagged)\s+(?:with\s+)?(?:the\s+)?"
               rf"(?:(?:numbers?|letters?)\s+)?{_ITEMS}"),
    re.compile(rf"(?<!\bof )\b(?:the\s+)?(?:numbers|letters|labels)\s+{_ITEMS}"),
    # "label the point where they cross with the letter O"
    re.compile(rf"\bwith\s+the\s+letter\s+{_ITEMS}"),
    # "label the width 4 and the height 3", "label the diagonal 5"
    # "label the radius r", "label the hypotenuse c"
    re.compile(r"\blabel(?:s)?\s+the\s+(?:radius|diameter|hypotenuse|side|base|height|width|"
               r"diagonal|chord|vector|angle|point|centre|center|line)\s+(?P<items>[a-z])"
               r"(?=\s*(?:[,.;]|$|and\b|in\b|with\b|next\b|beside\b))"),
    re.compile(r"\blabel(?:s)?\s+the\s+[a-z]+\s+(?P<items>\d+(?:\.\d+)?)\b"
               r"(?:\s+and\s+the\s+[a-z]+\s+(?P<more>\d+(?:\.\d+)?)\b)?"),
]  # fmt: skip
#: "Number the cells of a 5 by 5 grid from 1 to 25": the imperative verb, a longer object
NUMBER_THE_RE = re.compile(
    r"(?:^|[.;,:]\s*|\b(?:and|then)\s+)number\s+(?:the|its|their|each)\s+(?:[a-z0-9-]+\s+){0,10}?"
    r"from\s+(\d+)\s+(?:to|through)\s+(\d+)\b"
)
NUMBER_RANGE_RE = re.compile(
    r"\bnumber(?:s|ed|ing)?\s+(?:them\s+|each\s+\w+\s+|the\s+\w+\s+)?(?:from\s+)?"
    r"(\d+)\s+(?:to|through)\s+(\d+)\b"
)


#: "... inside the circles", "in each of the squares": where the listed labels are written
LABELS_INSIDE_RE = re.compile(
    r"\s+(?:written\s+|placed\s+)?(?:inside|in|within)\s+(?:each\s+of\s+)?(?:the|their|its)\s+"
    r"(?:[a-z]+\s+)?(?P<noun>circles|squares|boxes|rectangles|triangles|hexagons)\b"
)
LABEL_HOLDERS = frozenset({"circle", "square", "box", "rectangle", "triangle", "hexagon"})
MAX_NUMBERED = 30  # a longer range ("numbers 1 to 100") asks for its first and last only


def label_text_requirements(r: Reading) -> list[Requirement]:
    """A HasText per short label a description names unquoted: "sides labelled a, b and c", "a
    dot labelled O", "the numbers 1, 2 and 3", "label the width 4 and the height 3", and each of
    "number them 1 to 12" (the first and last of a range longer than ``MAX_NUMBERED``)."""
    reqs: list[Requirement] = []
    for pat in LABEL_RES:
        for m in pat.finditer(r.text):
            if any(s.start <= m.start("items") < s.end for s in r.spans if s.sel.text is not None):
                continue
            if re.search(
                r"\b(?:nodes?|vertex|vertices|bars?|charts?|graph|ticks?|axes|axis)\b",
                r.low[max(0, m.start() - 25) : m.start()],
            ):
                continue  # a graph's or a chart's own labels: drawn inside it, maybe not as texts
            items = re.findall(r"[A-Za-z]+|\d+(?:\.\d+)?", m.group("items"))
            items = [i for i in items if i != "and"]
            if "more" in pat.groupindex and m.group("more"):
                items.append(m.group("more"))
            inside = LABELS_INSIDE_RE.match(r.low, m.end())
            shape = None
            if inside is not None:
                shape = next(
                    (k for pat_, k in NOUNS if re.fullmatch(pat_, inside.group("noun"))), None
                )
            for item in items:
                formula = item.isalpha() and item.islower()
                reqs.append(HasText(text=item, formula=formula, phrase=m.group()))
                if shape in LABEL_HOLDERS:
                    # "write the numbers 1, 2 and 3 inside the circles": each in one of them
                    assert inside is not None
                    reqs.append(
                        Relation(
                            a=Sel(text=item),
                            rel="inside",
                            b=Sel(shape=shape),
                            phrase=r.text[m.start() : inside.end()],
                        )
                    )
    for m in [*NUMBER_RANGE_RE.finditer(r.low), *NUMBER_THE_RE.finditer(r.low)]:
        if re.search(r"\bcount\w*\s*$", r.low[max(0, m.start() - 10) : m.start()]):
            continue
        first, last = int(m.group(1)), int(m.group(2))
        # every number of a short range ("number them 1 to 12": twelve labels to read), else
        # the first and the last
        numbers = range(first, last + 1) if 0 < last - first < MAX_NUMBERED else (first, last)
        for n in numbers:
            reqs.append(HasText(text=str(n), phrase=m.group()))
    return reqs


#: a Greek letter named in words after "the symbol" or "the letter"
SYMBOL_NAME_RE = re.compile(
    r"\b(?:the\s+)?(?:greek\s+)?(?:symbol|letter)\s+(?P<name>pi|theta|alpha|beta|gamma|delta|"
    r"lambda|mu|sigma|omega|phi)\b",
    re.I,
)


COLOUR_LIST_RE = re.compile(
    rf"\s*(?:[^.;:,]{{0,30}}?(?::|,|\bin|\bcoloured|\bcolored))?\s*(?P<list>(?:{_COLOURS})"
    rf"(?:\s*,\s*(?:{_COLOURS}))*\s*,?\s*and\s+(?:{_COLOURS}))\b(?!\s+[a-z]+s\b)"
)


def colour_list_requirements(r: Reading) -> list[Requirement]:
    """A HasObject per colour for a counted group whose colours are listed: "four small circles
    at its corners: red, blue, green and yellow" (as many colours as the count)."""
    reqs: list[Requirement] = []
    for s in r.spans:
        if s.sel.shape is None or s.sel.color is not None or (s.count or 1) < 2:
            continue
        m = COLOUR_LIST_RE.match(r.low, s.end)
        if m is None:
            continue
        colours = re.findall(_COLOURS, m.group("list"))
        if len(colours) != s.count:
            continue
        for c in colours:
            reqs.append(
                HasObject(
                    sel=Sel(shape=s.sel.shape, color=_canonical(c)), count=1, phrase=m.group()
                )
            )
    return reqs


def dedupe(reqs: list[Requirement]) -> list[Requirement]:
    """The requirements in order without repeats (phrases aside)."""
    out: list[Requirement] = []
    keys: set[str] = set()
    for req in reqs:
        d = req.to_dict()
        d.pop("phrase", None)
        k = repr(sorted(d.items()))
        if k not in keys:
            keys.add(k)
            out.append(req)
    return out


def read_requirements(description: str) -> list[Requirement]:
    """Requirements a description states plainly; an unclear phrase gives none. Where nothing
    may leave the screen, each named text and shape must still be there at the end."""
    reqs = _stated(description)
    return reqs + stays_requirements(description, reqs)


def _member_label_wins(reqs: list[Requirement]) -> list[Requirement]:
    """A label placed at one bar's tip ("write "max" above it", it being the tallest bar) is no
    label above the whole chart as well: that relation, read from the same words, is dropped."""
    at_member = {
        q.a.text for q in reqs if isinstance(q, Attached) and q.member and q.a.text is not None
    }
    return [
        q
        for q in reqs
        if not (
            isinstance(q, Relation)
            and q.a.text in at_member
            and q.b is not None
            and q.b.shape == "bar_chart"
        )
    ]


#: "fill the middle row with green", "colour the top row red", "turn the first column blue"
GRID_LINE_COLOUR_RE = re.compile(
    r"\b(?:fill\w*|colou?r\w*|paint\w*|turn\w*|mak\w*|light\w*\s+up|shad\w*)\s+"
    r"(?:only\s+)?the\s+(?:(?:top|middle|bottom|centre|center|first|second|third|fourth|last|"
    r"left|right|leftmost|rightmost)\s+(?P<line>row|column)|(?:(?:squares|cells|dots|circles)\s+"
    r"(?:on|along)\s+the\s+)?(?:main\s+)?(?P<diag>diagonal)(?:\s+(?:squares|cells|dots|circles))?)"
    r"\s+(?:of\s+(?:squares|cells|boxes|dots)\s+)?"
    r"(?:from\s+(?:the\s+)?[a-z]+[ -][a-z]+\s+to\s+(?:the\s+)?[a-z]+[ -][a-z]+\s+)?"
    rf"(?:with\s+|in\s+|to\s+)?(?P<colour>{'|'.join(COLOUR_WORDS)})\b"
)


def _grid_line_colour(r: Reading, reqs: list[Requirement]) -> list[Requirement]:
    """A HasObject for "fill the middle row with green" of a sized grid: a row's worth (the
    grid's column count) of squares in that colour; a square grid's diagonal as many as a row."""
    grids = [q for q in reqs if isinstance(q, Arrangement) and q.layout == "grid" and q.rows]
    if not grids:
        return []
    out: list[Requirement] = []
    for m in GRID_LINE_COLOUR_RE.finditer(r.low):
        g = grids[0]
        if m.group("diag") is not None:
            n = g.rows if g.rows == g.cols else 0  # a square grid's diagonal
        else:
            n = g.cols if m.group("line") == "row" else g.rows
        if n < 2 or g.sel.shape is None:
            continue
        colour = _canonical(m.group("colour"))
        out.append(HasObject(sel=Sel(shape=g.sel.shape, color=colour), count=n,
                             phrase=r.text[m.start() : m.end()]))  # fmt: skip
    return out


def _stated(description: str) -> list[Requirement]:
    r = read(description)
    reqs = _member_label_wins(_stated_all(r))
    return dedupe(reqs + _grid_line_colour(r, reqs))


def _stated_all(r: Reading) -> list[Requirement]:
    return dedupe(
        [
            *text_requirements(r),
            *object_requirements(r),
            *three_d_requirements(r),
            *axes_grid_requirements(r),
            *camera_requirements(r),
            *left_right_requirements(r),
            *relation_requirements(r),
            *reorder_requirements(r),
            *centre_requirements(r),
            *arrangement_requirements(r),
            *text_layout_requirements(r),
            *order_requirements(r),
            *one_by_one_requirements(r),
            *line_by_line_requirements(r),
            *connect_requirements(r),
            *together_requirements(r),
            *rotation_requirements(r),
            *motion_requirements(r),
            *counting_requirements(r),
            *region_requirements(r),
            *each_corner_requirements(r),
            *frame_share_requirements(r),
            *pivot_requirements(r),
            *path_requirements(r),
            *text_number_requirements(r),
            *recolour_requirements(r),
            *filled_requirements(r),
            *label_text_requirements(r),
            *colour_list_requirements(r),
            *member_requirements(r),
            *member_part_requirements(r),
            *path_highlight_requirements(r),
            *swap_part_requirements(r),
            *remove_one_requirements(r),
            *label_part_requirements(r),
            *size_order_requirements(r),
            *number_line_point_requirements(r),
            *node_requirements(r),
            *node_layout_requirements(r),
            *node_name_requirements(r),
            *number_changes_requirements(r),
            *named_label_requirements(r),
            *bar_value_label_requirements(r),
            *hypotenuse_requirements(r),
            *side_label_requirements(r),
            *vertex_label_requirements(r),
            *number_line_move_requirements(r),
            *scale_factor_requirements(r),
            *swap_requirements(r),
            *vertex_count_requirements(r),
            *each_in_requirements(r),
            *own_colour_requirements(r),
            *fade_all_requirements(r),
            *underline_requirements(r),
            *centre_of_requirements(r),
            *meet_requirements(r),
            *plot_function_requirements(r),
            *touch_requirements(r),
            *bar_colour_requirements(r),
            *through_centre_requirements(r),
            *from_to_side_requirements(r),
            *fronted_place_requirements(r),
            *bare_side_requirements(r),
            *named_centre_pivot_requirements(r),
            *one_member_requirements(r),
            *same_size_requirements(r),
            *between_sides_requirements(r),
            *make_one_requirements(r),
            *inscribed_requirements(r),
            *orientation_requirements(r),
            *right_angle_requirements(r),
            *enclose_requirements(r),
            *marked_point_requirements(r),
            *cell_highlight_requirements(r),
            *symbol_change_requirements(r),
            *each_label_requirements(r),
            *list_side_requirements(r),
            *ring_requirements(r),
            *diagonal_requirements(r),
            *holding_colour_requirements(r),
            *concentric_order_requirements(r),
            *number_into_requirements(r),
        ]
    )


_COLOUR_ALT = "|".join(COLOUR_WORDS)
_FOUR_SIDED = ("rectangle", "square", "box")
#: "a rectangle with its two diagonals in yellow", "draw both diagonals of the square"
DIAGONALS_RE = re.compile(
    rf"\b(?:its|the|both|two)\s+(?:(?P<c1>{_COLOUR_ALT})\s+)?(?:two\s+)?diagonals\b"
    rf"(?:\s+(?:of\s+(?:the|a)\s+(?P<of>rectangle|square|box)))?"
    rf"(?:\s+in\s+(?P<c2>{_COLOUR_ALT})\b)?"
)


def diagonal_requirements(r: Reading) -> list[Requirement]:
    """A Diagonals for "a rectangle with its two diagonals (in yellow)": two lines corner to
    corner of the rectangle or square named before (or after "of")."""
    reqs: list[Requirement] = []
    for m in DIAGONALS_RE.finditer(r.low):
        shape = m.group("of")
        if shape is None:
            last = next((s for s in reversed(r.spans) if s.end <= m.start()
                         and s.sel.shape in _FOUR_SIDED), None)  # fmt: skip
            if last is None or len(r.low[last.end : m.start()].split()) > 6:
                continue
            shape = last.sel.shape
        colour = _canonical(m.group("c1") or m.group("c2"))
        reqs.append(Diagonals(of=Sel(shape=shape), sel=Sel(shape="line", color=colour),
                              count=2, phrase=m.group()))  # fmt: skip
    return reqs


#: "colour the square with 7 in it orange", "turn the cell holding "B" green"
HOLDING_COLOUR_RE = re.compile(
    r"\b(?:colou?r|turn|make|fill|paint|highlight|shade)\w*\s+the\s+"
    r"(?P<shape>square|cell|box|circle|rectangle)\s+(?:with|holding|containing|that\s+"
    r"(?:holds|has|contains))\s+(?:the\s+(?:number|letter|digit|word)\s+)?"
    r"(?P<t>\"[^\"]+\"|-?\d+|[a-z])\s+(?:(?:in|inside)\s+it\s+)?(?:(?:in|to|with)\s+)?"
    rf"(?P<colour>{_COLOUR_ALT})\b"
)


def holding_colour_requirements(r: Reading) -> list[Requirement]:
    """A Relation (the text inside a shape of that colour, where things end) for "colour the
    square with 7 in it orange": the one holding it, not another square."""
    reqs: list[Requirement] = []
    for m in HOLDING_COLOUR_RE.finditer(r.low):
        shape = {"cell": "square", "box": "square"}.get(m.group("shape"), m.group("shape"))
        t = m.group("t").strip('"')
        if len(t) == 1 and t.isalpha():  # a letter: as written in the description
            t = r.text[m.start("t") : m.end("t")]
        reqs.append(Relation(a=Sel(text=t), rel="inside",
                             b=Sel(shape=shape, color=_canonical(m.group("colour"))),
                             when="end", phrase=r.text[m.start() : m.end()]))  # fmt: skip
    return reqs


#: "three concentric circles, red inside, green in the middle and blue outside"
CONCENTRIC_RE = re.compile(
    rf"\bconcentric\s+circles\b[^.;]{{0,30}}?\b(?P<c1>{_COLOUR_ALT})\s+(?:inside|in\s+the\s+"
    rf"(?:centre|center)|innermost|smallest|on\s+the\s+inside)\b(?:[^.;]{{0,12}}?\b(?P<c2>"
    rf"{_COLOUR_ALT})\s+(?:in\s+the\s+middle|in\s+between|between))?[^.;]{{0,12}}?\b(?P<c3>"
    rf"{_COLOUR_ALT})\s+(?:outside|outermost|largest|on\s+the\s+outside)\b"
)


def concentric_order_requirements(r: Reading) -> list[Requirement]:
    """Relations (each colour's circle inside the next) for "concentric circles, red inside,
    green in the middle and blue outside"."""
    reqs: list[Requirement] = []
    for m in CONCENTRIC_RE.finditer(r.low):
        order = [_canonical(m.group(k)) for k in ("c1", "c2", "c3") if m.group(k)]
        for inner, outer in itertools.pairwise(order):
            reqs.append(Relation(a=Sel(shape="circle", color=inner), rel="inside",
                                 b=Sel(shape="circle", color=outer), phrase=m.group()))  # fmt: skip
    return reqs


#: "show the fraction 3/4, then transform it into 0.75", "turn it into 1/2"
NUMBER_INTO_RE = re.compile(
    r"\b(?:transform|turn|chang|morph|convert)\w*\s+(?:it|this|that|the\s+(?:fraction|number|"
    r"decimal|result))\s+(?:in)?to\s+(?:the\s+(?:decimal|fraction|number)\s+)?"
    r"(?P<new>-?\d+(?:\.\d+)?(?:\s*/\s*\d+)?)(?![\d.]*\s*(?:units?|seconds?|times|degrees?|%))"
)
FRACTION_RE = re.compile(r"\bthe\s+fraction\s+(?P<f>\d+\s*/\s*\d+)\b")


def number_into_requirements(r: Reading) -> list[Requirement]:
    """HasTexts for a fraction or number shown and the number it turns into ("the fraction 3/4
    ... transform it into 0.75": both are seen)."""
    reqs: list[Requirement] = [
        HasText(text=m.group("f").replace(" ", ""), formula=True, phrase=m.group())
        for m in FRACTION_RE.finditer(r.low)
    ]
    for m in NUMBER_INTO_RE.finditer(r.low):
        if not reqs and not re.search(r"\d", r.low[: m.start()]):
            continue  # nothing numeric written before: "turn it into 3 circles" and the like
        new = m.group("new").replace(" ", "")
        if new.endswith("."):
            new = new[:-1]
        reqs.append(HasText(text=new, formula="/" in new, phrase=m.group()))
    return reqs


#: "six dots in a circle", "eight small stars arranged in a ring"
RING_OF_RE = re.compile(
    r"\b(?:dots|points|circles|squares|stars|triangles|balls|boxes)\s+(?:(?:arranged|placed|"
    r"laid\s+out|spaced|set\s+out)\s+)?(?:evenly\s+)?(?:in|on|around|round|forming)\s+"
    r"(?:a\s+)?(?:circle|ring)\b"
)


def ring_requirements(r: Reading) -> list[Requirement]:
    """An Arrangement round a circle ("ring") for "six dots in a circle" (three at least)."""
    reqs: list[Requirement] = []
    for m in RING_OF_RE.finditer(r.low):
        span = next((s for s in r.spans if s.start <= m.start() < s.end), None)
        if span is None or span.sel.shape is None or (span.count or 0) < 3:
            continue
        reqs.append(Arrangement(sel=span.sel, layout="ring", count=span.count or 3,
                                phrase=r.text[span.start : m.end()]))  # fmt: skip
    return reqs


#: "one under the other on the left", "in a column on the right": the list's side of the
#: screen (a bare "on the left" said of one thing of a pair is read as relative instead)
LIST_SIDE_RE = re.compile(
    r"\b(?:one\s+(?:under|below|above|after|beneath|on\s+top\s+of)\s+(?:the\s+)?"
    r"(?:other|another)|in\s+a\s+(?:vertical\s+)?(?:column|list|stack)|stacked(?:\s+vertically)?)"
    r"\s+(?:on|at|along|down)\s+the\s+(?P<side>left|right)\b(?!\s+(?:side|half|part|edge|of)\b)"
)


def list_side_requirements(r: Reading) -> list[Requirement]:
    """An InRegion for each member of a list laid out "one under the other on the left" (its
    texts, or the several shapes named just before)."""
    reqs: list[Requirement] = []
    for m in LIST_SIDE_RE.finditer(r.low):
        clause = r.clause_at(m.start())
        last = r.last_before(m.start(), clause) or r.last_before(m.start())
        if last is None:
            continue
        if last.sel.text is not None:
            members = listed_with(r, last)
        elif last.sel.shape is not None and (last.plural or (last.count or 0) >= 2):
            members = [last]
        else:
            continue
        for each in members:
            reqs.append(
                InRegion(
                    sel=each.sel,
                    region=m.group("side"),
                    phrase=r.text[each.start : m.end()],
                )
            )
    return reqs


#: "the count 1, 2, 3, 4 shown under each star", "a label under each giving its colour name",
#: "write their colour names under each one", "the running count above each dot"
EACH_LABEL_RE = re.compile(
    r"\b(?P<rel>under|below|beneath|underneath|above|over|next\s+to|beside)\s+(?:each|every)"
    r"(?!\s+other\b)(?:\s+(?:one\b|of\s+them\b|(?:of\s+the\s+)?(?P<noun>[a-z]+)))?"
)
_LABEL_WORDS = re.compile(
    r"\b(?:labels?|numbers?|count|counts|names?|texts?|words?|values?|letters?|digits?|"
    r"numerals?|captions?)\b"
)
_EACH_REL = {"under": "below", "below": "below", "beneath": "below", "underneath": "below",
             "above": "above", "over": "above"}  # fmt: skip


def each_label_requirements(r: Reading) -> list[Requirement]:
    """An EachLabelled for a label asked beside each of several things ("the count 1, 2, 3, 4
    under each star", "a label next to each on its left"): each has its own label there."""
    reqs: list[Requirement] = []
    for m in EACH_LABEL_RE.finditer(r.low):
        sent = sentence_start(r.low, m.start())
        lead = r.low[max(sent, m.start() - 70) : m.start()]
        words = list(_LABEL_WORDS.finditer(lead))
        if not words:
            continue  # "a dot above each bar": not a label
        rel = _EACH_REL.get(m.group("rel").split()[0], "next_to")
        side = re.search(
            r"\b(?:on|to)\s+(?:its|their)\s+(left|right)\b", r.low[m.start() : m.end() + 25]
        )
        if side:
            rel = f"{side.group(1)}_of"
        noun = m.group("noun")
        item = None
        if noun is not None:
            item = next((s for s in r.spans if s.start <= m.start("noun") < s.end), None)
        if item is None or item.sel.shape is None:
            item = next(
                (s for s in reversed(r.spans)
                 if s.end <= m.start() and s.sel.shape not in (None, "text", "formula")
                 and (s.plural or (s.count or 0) >= 2)),
                None,
            )  # fmt: skip
        if item is None or item.sel.shape in (None, "text", "formula"):
            continue
        counted = next(
            (s for s in reversed(r.spans)
             if s.end <= m.start() and s.sel.shape == item.sel.shape and (s.count or 0) >= 2),
            None,
        )  # fmt: skip
        listed = re.search(
            r"(-?\d+(?:\.\d+)?(?:\s*,\s*(?:and\s+)?-?\d+(?:\.\d+)?|\s+and\s+-?\d+(?:\.\d+)?)+)"
            r"[^,.;]*$",
            lead,
        )
        texts = re.findall(r"-?\d+(?:\.\d+)?", listed.group(1)) if listed else []
        count = (counted.count or 0) if counted else len(texts)
        reqs.append(
            EachLabelled(
                sel=Sel(shape=item.sel.shape, color=item.sel.color if noun else None),
                rel=rel,
                count=count,
                texts=texts,
                phrase=r.text[max(sent, m.start() - 70) + words[-1].start() : m.end()].strip(),
            )
        )
    return reqs


#: "change the 5 into a 6", "turn the 3 into 4", "replace the x with 7": one symbol of a
#: written formula or number becomes a number
SYMBOL_CHANGE_RE = re.compile(
    r"\b(?:chang|turn|replac|switch|swap)\w*\s+(?:the\s+)?(?P<old>-?\d+(?:\.\d+)?|[a-z])\s+"
    r"(?:in\s+(?:the|that)\s+(?:equation|formula|sum|expression)\s+)?"
    r"(?:into|to|with|for)\s+(?:an?\s+)?(?P<new>-?\d+(?:\.\d+)?)\b(?![.,]\d)"
    r"(?!\s*(?:units?|seconds?|times|degrees?|%))"
)


def symbol_change_requirements(r: Reading) -> list[Requirement]:
    """A HasText for the new number of "change the 5 into a 6" where the old one is part of a
    text or formula written before: the viewer must see the new number (where it stands and its
    colour are left to the other checks)."""
    reqs: list[Requirement] = []
    for m in SYMBOL_CHANGE_RE.finditer(r.low):
        old, new = m.group("old"), m.group("new")
        before = r.low[: m.start()]
        o = re.escape(old)
        if old == new or not re.search(
            rf"[=+*/^-]\s*{o}(?![\w.])|(?<![\w.]){o}\s*[=+*/^-]", before
        ):
            continue  # the old symbol is in no formula written before (a bar's value, a count)
        reqs.append(HasText(text=new, phrase=r.text[m.start() : m.end()].strip()))
    return reqs


_ANSWER = r"(?:final\s+|last\s+)?(?:answer|result|solution|last\s+line|final\s+line|sum|total)"
#: "circle the answer", "box the result", "draw a box around the final answer"
ENCLOSE_RE = re.compile(
    rf"\b(?P<verb>circle|encircle|box|ring)\s+(?:the\s+)?{_ANSWER}\b|"
    r"\b(?:draw|put|add|place)\s+(?:a|an)\s+(?:[a-z]+\s+){0,2}?"
    rf"(?P<shape>circle|ellipse|box|rectangle|square|frame)\s+(?:a)?round\s+(?:the\s+)?{_ANSWER}\b|"
    # "draw a yellow box around it", "put a frame around the equation"
    r"\b(?:draw|put|add|place)\s+(?:a|an)\s+(?:[a-z]+\s+){0,2}?"
    r"(?P<shape2>circle|ellipse|box|rectangle|frame)\s+(?:a)?round\s+(?:it|that|the\s+(?:whole\s+)?"
    r"(?:equation|formula|text|word|number|expression|title|result))\b"
)


def enclose_requirements(r: Reading) -> list[Requirement]:
    """A Relation (the answer inside the circle or box) for "circle the answer", "draw a box
    around the final answer": the answer is the last text or formula named before the phrase."""
    reqs: list[Requirement] = []
    for m in ENCLOSE_RE.finditer(r.low):
        texts = [s for s in r.spans if s.end <= m.start() and s.sel.text is not None]
        if not texts:
            continue
        word = m.group("verb") or m.group("shape") or m.group("shape2")
        shape = "circle" if word in ("circle", "encircle", "ring", "ellipse") else "box"
        reqs.append(
            Relation(
                a=Sel(text=texts[-1].sel.text),
                rel="inside",
                b=Sel(shape=shape),
                phrase=r.text[m.start() : m.end()],
            )
        )
    return reqs


#: the point of a plotted curve a description asks to mark, by the feature it names
CURVE_FEATURE_RE = re.compile(
    r"\b(?:(?P<roots>(?:real\s+)?roots?|zeroe?s|(?<=its )zero|x-?\s?intercepts?)|"
    r"(?P<crossing>(?:points?\s+of\s+)?intersections?(?:\s+points?)?|crossing\s+points?|"
    r"where\s+(?:they|the\s+(?:two\s+)?(?:lines|curves|graphs|functions))\s+"
    r"(?:cross|meet|intersect))|"
    r"(?P<y_intercept>y-?\s?intercepts?)|"
    r"(?P<maximum>(?:local\s+|global\s+)?(?:maximum|maxima)(?:\s+points?)?|peaks?|"
    r"highest\s+points?|top\s+of\s+the\s+(?:curve|parabola|graph|hill|arch))|"
    r"(?P<minimum>(?:local\s+|global\s+)?(?:minimum|minima)(?:\s+points?)?|troughs?|"
    r"lowest\s+points?|bottom\s+of\s+the\s+(?:curve|parabola|graph|valley))|"
    r"(?P<extremum>vertex|turning\s+points?))\b|"
    r"\bwhere\s+(?:it|the\s+(?:curve|graph|parabola|function|line))\s+(?:crosses|meets|cuts|"
    r"touches|hits)\s+the\s+(?:(?P<xaxis>x)|(?P<yaxis>y))-?\s?axis\b"
)
AT_X_RE = re.compile(r"\s+at\s+x\s*=\s*(-?\d+(?:\.\d+)?)\b")
PLOT_CONTEXT_RE = re.compile(
    r"\b(?:plot\w*|graph\s+of|curves?|parabola|function|axes|sine|cosine|y\s*=)|\bf\(x\)"
)
#: a description about a tree, a network or a polygon: its "root" or "vertex" is no curve's
NOT_A_CURVE_RE = re.compile(
    r"\b(?:trees?|nodes?|leaf|leaves|network|triangles?|squares?|polygons?|pentagons?|hexagons?|"
    r"square\s+roots?)\b"
)
#: "a dot at (1, 2)", "mark the point (2, 4) with a red dot" on axes
AXES_POINT_RE = re.compile(
    r"\b(?:dots?|points?)\b(?:\s+[a-z]+){0,3}?\s+(?:at\s+)?\(\s*(?P<x>-?\d+(?:\.\d+)?)\s*,\s*"
    r"(?P<y>-?\d+(?:\.\d+)?)\s*\)"
)


#: where a sentence's phrases part: a comma outside brackets, "and a ...", "and an ..."
PHRASE_CUT_RE = re.compile(r",(?![^()]*\))|\band\s+(?:a|an)\b")  # not "(1, 2)"


def _nearest_dot(r: Reading, start: int, end: int) -> Span | None:
    """The dot phrase nearest to ``start..end`` within its part of the sentence (between
    commas and "and a"): "white dots" for "mark the two roots with white dots", none for the
    apposition in "dots on its roots, where it crosses the x-axis, and a red dot on ..."."""
    lo, hi = sentence_start(r.text, start), sentence_end(r.text, end)
    cuts = [c.start() for c in PHRASE_CUT_RE.finditer(r.low, lo, hi)]
    lo = max([c for c in cuts if c < start], default=lo)
    hi = min([c for c in cuts if c >= end], default=hi)
    dots = [s for s in r.spans if s.sel.shape == "dot" and lo <= s.start < hi]
    return min(dots, key=lambda s: min(abs(s.start - end), abs(start - s.end)), default=None)


FILL_RE = re.compile(
    rf"\b(?P<how>open|hollow|empty|unfilled|filled|solid|closed|shaded)\s+"
    rf"(?:(?P<colour>{_COLOURS})\s+)?(?P<shape>circle|dot|point|square|triangle|rectangle|star)s?\b"
    r"(?:\s+(?:at|on)\s+(?:x\s*=\s*)?(?P<at>-?\d+(?:\.\d+)?)(?!\d|\.\d|\s*,\s*-?\d))?"
)


def filled_requirements(r: Reading) -> list[Requirement]:
    """A Filled for "an open circle at -2", "a filled circle at 3", "a solid red dot", "a
    hollow square": drawn as an outline only, or filled; at a number line's value where "at x"
    follows."""
    reqs: list[Requirement] = []
    for m in FILL_RE.finditer(r.low):
        shape = "dot" if m.group("shape") == "point" else m.group("shape")
        filled = m.group("how") in ("filled", "solid", "closed", "shaded")
        at = [float(m.group("at"))] if m.group("at") else None
        reqs.append(
            Filled(
                sel=Sel(shape=shape, color=_canonical(m.group("colour"))),
                filled=filled,
                at=at,
                phrase=r.text[m.start() : m.end()],
            )
        )
    return reqs


def marked_point_requirements(r: Reading) -> list[Requirement]:
    """A MarkedPoint for "mark the two roots with white dots", "a red dot at its maximum",
    "a dot where the lines cross", where the description plots a curve (or draws lines, for a
    crossing) and the sentence names the dot; an Attached at the axes' point for "a dot at
    (1, 2)" on axes. The points themselves come from the drawn curves, so the description's
    function need not be understood."""
    reqs: list[Requirement] = []
    plotted = bool(PLOT_CONTEXT_RE.search(r.low))
    not_curve = bool(NOT_A_CURVE_RE.search(r.low))
    done: set[tuple[int, str]] = set()
    for m in CURVE_FEATURE_RE.finditer(r.low):
        feature = next(
            (k for k in ("roots", "crossing", "y_intercept", "maximum", "minimum", "extremum")
             if m.group(k)),
            "roots" if m.group("xaxis") else "y_intercept",
        )  # fmt: skip
        if feature == "crossing" and not (plotted or "lines" in r.low):
            continue
        if feature != "crossing" and (not plotted or (not_curve and feature != "y_intercept")):
            continue
        dot = _nearest_dot(r, m.start(), m.end())
        where = (sentence_start(r.text, m.start()), feature)
        if dot is None or where in done:
            continue  # one per feature a sentence: "its roots, where it crosses the x-axis"
        done.add(where)
        at = AT_X_RE.match(r.low, m.end())  # "where they cross at x = 2"
        reqs.append(
            MarkedPoint(
                a=Sel(shape="dot", color=dot.sel.color),
                feature=feature,
                at_x=float(at.group(1)) if at else None,
                phrase=r.text[min(m.start(), dot.start) : max(m.end(), dot.end)],
            )
        )
    if plotted or re.search(r"\b(?:axes|coordinate|grid|plane)\b", r.low):
        for m in AXES_POINT_RE.finditer(r.low):
            dot = _nearest_dot(r, m.start(), m.end())
            reqs.append(
                Attached(
                    a=Sel(shape="dot", color=dot.sel.color if dot else None),
                    to=Sel(shape="axes"),
                    part="point",
                    at=[float(m.group("x")), float(m.group("y"))],
                    phrase=r.text[m.start() : m.end()],
                )
            )
    return reqs


_CELL_WHAT = (
    r"(?:the\s+)?(?:(?P<max>highest|largest|biggest|greatest|maximum|top|best|most)|"
    r"(?P<min>lowest|smallest|least|minimum|fewest|worst))\s+[a-z]+|"
    r"\"(?P<quoted>[^\"]{1,30})\"|(?P<num>-?\d+(?:\.\d+)?%?)(?![\w.])|(?P<name>[A-Z][a-z]+)"
)
_CELL_OF = r"(?:with|containing|that\s+(?:says|holds|contains|shows)|showing|holding|of|for)"
#: "colour the cell with 5 yellow", "highlight the row with the highest score", "the row of Cal
#: turns green"
CELL_RE = re.compile(
    r"\b(?:(?P<verb>highlight|colou?r|paint|shade|fill|mark|box|indicate|flash)\s+)?"
    rf"the\s+(?P<scope>cell|row|column|entry)\s+{_CELL_OF}\s+(?:{_CELL_WHAT})"
    r"(?P<rest>[^.;]{0,40})"
)
_CELL_DONE = re.compile(
    r"^\s*(?:turns?|becomes?|is\s+(?:highlighted|colou?red|shaded|filled)|gets?\s+highlighted|"
    r"lights?\s+up|changes?\s+colou?r|flashes)\b"
)


def cell_highlight_requirements(r: Reading) -> list[Requirement]:
    """A CellHighlight for a table's cell, row or column picked by what it holds: "colour the
    cell with 5 yellow", "highlight the row with the highest score", "the row of Cal turns
    green". Only where the description has a table."""
    if not re.search(r"\btables?\b", r.low):
        return []
    reqs: list[Requirement] = []
    for m in CELL_RE.finditer(r.text):
        rest = m.group("rest") or ""
        done = _CELL_DONE.match(rest)
        if not m.group("verb") and not done:
            continue  # "the row with the highest score is Cal's": no change asked
        after = rest[done.end() :] if done else rest
        colour_m = re.match(rf"\s*(?:in\s+|to\s+)?({'|'.join(COLOUR_WORDS)})\b", after, re.I)
        scope = {"entry": "cell"}.get(m.group("scope").lower(), m.group("scope").lower())
        which = "max" if m.group("max") else "min" if m.group("min") else None
        text = m.group("quoted") or m.group("num") or m.group("name")
        reqs.append(
            CellHighlight(
                text=None if which else text,
                which=which,
                scope=scope,
                color=_canonical(colour_m.group(1).lower()) if colour_m else None,
                phrase=r.text[m.start() : m.end("rest") - len(rest)].strip(),
            )
        )
    return reqs


#: "c on the hypotenuse", "the hypotenuse labelled 5", "label the hypotenuse c"
HYPOTENUSE_RE = re.compile(
    r"\b(?P<a>[a-z0-9])\s+(?:is\s+)?(?:on|along|beside|next\s+to)\s+the\s+hypotenuse\b|"
    r"\bhypotenuse\s+(?:is\s+)?(?:labell?ed|marked)\s+(?P<b>[a-z0-9])\b|"
    r"\blabel\s+the\s+hypotenuse\s+(?P<c>[a-z0-9])\b|"
    r"\blabel\s+the\s+(?:legs|sides)\s+[^.;]{1,20}?\s+and\s+the\s+hypotenuse\s+(?P<d>[a-z0-9])\b"
)


def hypotenuse_requirements(r: Reading) -> list[Requirement]:
    """An Attached (at the longest side of the triangle) for a label said to be on the
    hypotenuse of a right triangle."""
    if not re.search(r"\bright[- ]angled?\s+triangle\b|\bright\s+triangle\b", r.low):
        return []
    reqs: list[Requirement] = []
    for m in HYPOTENUSE_RE.finditer(r.low):
        key = next(k for k in ("a", "b", "c", "d") if m.group(k))
        label, start = m.group(key), m.start(key)
        reqs.append(
            Attached(
                a=Sel(text=r.text[start : start + len(label)]),
                to=Sel(shape="triangle"),
                part="side",
                which="longest",
                phrase=r.text[m.start() : m.end()],
            )
        )
    return reqs


_SIDE_LABEL = r"(?<![\w.])(?:\d{1,3}(?:\.\d+)?|[a-z])(?![\w^'])"
_SIDE_LIST = rf"(?P<list>{_SIDE_LABEL}(?:\s*,\s*{_SIDE_LABEL})*\s*,?\s*and\s+{_SIDE_LABEL})"
#: "a right triangle with its sides labelled a, b and c", "label the sides 3, 4 and 5"
SIDES_LABELLED_RE = re.compile(
    r"\b(?:(?:its|the|with|and)\s+(?:(?:two|three|four|five|six)\s+)?(?:sides|legs)\s+(?:are\s+)?"
    r"(?:labell?ed|marked|named)|"
    r"label\s+(?:its|the|their)\s+(?:(?:two|three|four|five|six)\s+)?(?:sides|legs)(?:\s+with)?)"
    rf"\s+{_SIDE_LIST}"
)
SIDED_SHAPES = frozenset({"triangle", "rectangle", "square", "polygon", "pentagon", "hexagon"})


def side_label_requirements(r: Reading) -> list[Requirement]:
    """An Attached (beside one of its sides) per label of "a triangle with its sides labelled
    a, b and c": the shape is the last sided shape named before the phrase; two labels at least
    (a lone "labelled a" may be an article)."""
    reqs: list[Requirement] = []
    on_hypotenuse = {  # "c on the hypotenuse": placed more exactly by hypotenuse_requirements
        req.a.text for req in hypotenuse_requirements(r) if isinstance(req, Attached)
    }
    for m in SIDES_LABELLED_RE.finditer(r.low):
        shape = next(
            (
                s
                for s in reversed(r.spans)
                if s.end <= m.start() and s.sel.shape in SIDED_SHAPES and s.sel.text is None
            ),
            None,
        )
        if shape is None:
            continue
        start = m.start("list")
        labels = [
            r.text[start + lm.start() : start + lm.end()]
            for lm in re.finditer(_SIDE_LABEL, r.low[start : m.end("list")])
        ]
        for label in dict.fromkeys(labels):
            if label in on_hypotenuse:
                continue
            reqs.append(
                Attached(
                    a=Sel(text=label),
                    to=Sel(shape=shape.sel.shape, color=shape.sel.color),
                    part="side",
                    phrase=r.text[m.start() : m.end()],
                )
            )
    return reqs


_VERTEX_LIST = r"(?P<list>[A-Z](?:\s*,\s*[A-Z])*\s*,?\s*and\s+[A-Z])(?![\w'])"
#: "with its vertices labelled A, B and C", "label the corners P, Q, R and S"
VERTICES_LABELLED_RE = re.compile(
    r"\b(?:(?:its|the|with|and)\s+(?:(?:three|four|five|six)\s+)?(?:vertices|corners)\s+"
    r"(?:are\s+)?(?:labell?ed|marked|named)|label\s+(?:its|the|their)\s+"
    r"(?:(?:three|four|five|six)\s+)?(?:vertices|corners)(?:\s+with)?)"
    rf"\s+{_VERTEX_LIST}",
    re.IGNORECASE,
)
#: "a triangle ABC with labelled vertices", "triangle PQR ... label its vertices"
NAMED_POLYGON_RE = re.compile(
    r"\b(?:triangle|square|rectangle|quadrilateral|pentagon|parallelogram|rhombus)\s+"
    r"(?P<name>[A-Z]{3,6})\b(?=[^.;]{0,60}?\b(?:labell?ed\s+(?:vertices|corners)|(?:vertices|corners)"
    r"\s+(?:are\s+)?labell?ed|label\s+(?:its|the)\s+(?:vertices|corners)))"
)


def vertex_label_requirements(r: Reading) -> list[Requirement]:
    """An Attached (at a vertex of the shape) per label of "a triangle with its vertices
    labelled A, B and C" or "a triangle ABC with labelled vertices": the shape is the last
    sided shape named before the phrase."""
    reqs: list[Requirement] = []
    found: list[tuple[int, int, list[str]]] = []
    for m in VERTICES_LABELLED_RE.finditer(r.text):
        found.append((m.start(), m.end(), re.findall(r"[A-Z]", m.group("list"))))
    for m in NAMED_POLYGON_RE.finditer(r.text):
        if len(set(m.group("name"))) == len(m.group("name")):
            found.append((m.start("name"), m.end("name"), list(m.group("name"))))
    for start, end, labels in found:
        shape = next(
            (
                s
                for s in reversed(r.spans)
                if s.start <= start and s.sel.shape in SIDED_SHAPES and s.sel.text is None
            ),
            None,
        )
        if shape is None:
            continue
        for label in dict.fromkeys(labels):
            reqs.append(
                Attached(
                    a=Sel(text=label),
                    to=Sel(shape=shape.sel.shape, color=shape.sel.color),
                    part="vertex",
                    phrase=r.text[start:end],
                )
            )
    return reqs


#: "put each value on top of its bar", "label each bar with its value", "the values above the bars"
BAR_VALUES_RE = re.compile(
    r"\b(?:each|every|the|their)\s+(?:values?|numbers?|counts?|heights?)\s+(?:on\s+top\s+of|"
    r"above|over|at\s+the\s+top\s+of)\s+(?:its|each|the|their)\s+bars?\b|"
    r"\blabel\w*\s+(?:each|every|all(?:\s+the)?|the)\s+bars?\s+with\s+(?:its|their)\s+"
    r"(?:values?|heights?|numbers?)\b"
)
_NUM = r"-?\d+(?:\.\d+)?"
#: the chart's values: "with the values 50, 80 and 30", "a bar chart of 3, 6 and 2"
BAR_LIST_RE = re.compile(
    rf"\b(?:values?|bar\s+chart\s+of)\s+(?:the\s+values?\s+)?(?P<list>{_NUM}(?:\s*,\s*{_NUM})*"
    rf"\s*,?\s*and\s+{_NUM})\b"
)


def bar_colour_requirements(r: Reading) -> list[Requirement]:
    """A HasObject for the bars of a chart whose values are listed and then coloured: "a bar
    chart of five values 1, 2, 3, 4 and 5 in blue" shows that many blue bars at some step (a
    later change of one bar still lets them start so)."""
    values = BAR_LIST_RE.search(r.low)
    if values is None or "bar chart" not in r.low[: values.start() + 20]:
        return []
    colour = re.match(rf"\s*(?:,\s*)?(?:all\s+)?in\s+({_COLOURS})\b", r.low[values.end() :])
    if colour is None:
        return []
    n = len(re.findall(_NUM, values.group("list")))
    return [HasObject(sel=Sel(shape="bar", color=_canonical(colour.group(1))), count=n,
                      phrase=r.text[values.start() : values.end() + colour.end()])]  # fmt: skip


def bar_value_label_requirements(r: Reading) -> list[Requirement]:
    """An Attached (at a bar's tip) per listed value of a bar chart whose values are to be
    written on its bars: "values 50, 80 and 30, and put each value on top of its bar"."""
    m = BAR_VALUES_RE.search(r.low)
    values = BAR_LIST_RE.search(r.low)
    if m is None or values is None:
        return []
    return [
        Attached(a=Sel(text=v), to=Sel(shape="bar"), part="end", phrase=m.group().strip())
        for v in dict.fromkeys(re.findall(_NUM, values.group("list")))
    ]


#: what joins a shape to its quoted label: "a brace to their left with the label "5 items"",
#: "a dot labelled "O"", "a box named "Input""
NAMED_LABEL_RE = re.compile(
    r"(?:\s+[a-z]+){0,4}?\s*,?\s*(?:labell?ed|with\s+(?:the|a)\s+label|named|called|"
    r"marked(?:\s+with)?|tagged)\s+$"
)
LABEL_SHAPES = frozenset(
    {
        "square", "rectangle", "box", "circle", "ball", "dot", "arrow", "line", "triangle",
        "hexagon", "polygon", "star", "ellipse", "brace", "cube", "sphere",
    }
)  # fmt: skip


def named_label_requirements(r: Reading) -> list[Requirement]:
    """An Attached (touching its box) for a shape named with a quoted label: "a tall brace to
    their left with the label "5 items"", "a dot labelled "O"". One shape, no other noun phrase
    between it and its label."""
    reqs: list[Requirement] = []
    texts = [s for s in r.spans if s.sel.text is not None]
    shapes = [s for s in r.spans if s.sel.shape in LABEL_SHAPES and s.sel.text is None]
    for shape in shapes:
        if shape.plural or (shape.count or 1) > 1:
            continue
        label = next((t for t in texts if t.start >= shape.end), None)
        if label is None or any(
            shape.end <= o.start < label.start for o in r.spans if o is not label
        ):
            continue
        if not NAMED_LABEL_RE.fullmatch(r.low[shape.end : label.start]):
            continue
        reqs.append(
            Attached(
                a=Sel(text=label.sel.text),
                to=Sel(shape=shape.sel.shape, color=shape.sel.color),
                part="any",
                phrase=r.text[shape.start : label.end],
            )
        )
    return reqs


#: "a number under the line shows the current position", "a counter showing the angle"
LIVE_NUMBER_RE = re.compile(
    r"\b(?:number|counter|readout|value|label)\b[^.;]{0,40}?\b(?:shows?|showing|displays?|"
    r"displaying|tracks?|tracking|follows?|following|keeps? track of)\s+(?:the\s+|its\s+|their\s+)?"
    r"(?:current|live|changing|running)\s+(?:position|value|x|angle|height|length|area|time|"
    r"distance|speed|count|total)\b"
)


def number_changes_requirements(r: Reading) -> list[Requirement]:
    """A NumberChanges for a number said to show a current, changing quantity."""
    m = LIVE_NUMBER_RE.search(r.low)
    return [NumberChanges(phrase=r.text[m.start() : m.end()])] if m else []


#: "five grey outer nodes", "a blue centre node", "6 vertices"
NODE_RE = re.compile(
    rf"\b(?P<count>an?|{_COUNT_WORDS})\s+(?:(?P<colour>{'|'.join(COLOUR_WORDS)})\s+)?"
    r"(?:(?P<adj>small|large|big|outer|inner|centre|center|central|hub|root|child|leaf|new|other|"
    r"more)\s+)?"
    r"(?P<noun>nodes?|vertex|vertices)\b"
)


TREE_RE = re.compile(r"\b(?:a|the)\s+(?:binary\s+|family\s+|small\s+)?tree\b(?!\s+diagram of)")
STAR_RE = re.compile(
    r"\bstar(?:-shaped|\s+shaped)?\s+(?:network|graph)\b|\b(?:a|one)\s+(?:\w+\s+)?"
    r"(?:centre|center|central|hub)\s+node\s+(?:joined|connected|linked)\s+to\b"
)


#: "five nodes in a circle", "six nodes arranged in a ring", "nodes placed around a circle"
RING_RE = re.compile(
    r"\bnodes\s+(?:(?:arranged|placed|laid\s+out|spaced|set\s+out)\s+)?(?:evenly\s+)?"
    r"(?:in|on|around|round|forming)\s+(?:a\s+)?(?:circle|ring)\b"
)


def node_layout_requirements(r: Reading) -> list[Requirement]:
    """An Arrangement of the nodes for "a tree with a root node ... and three child nodes" (a
    tree: the root alone on top, the others on levels below) and "a star-shaped network with a
    centre node joined to five outer nodes" (a hub among the others). The count is the nodes
    the description numbers (with the root or the hub), at least three."""
    counted = 0
    for m in NODE_RE.finditer(r.low):
        word = m.group("count")
        if word in ("a", "an"):  # "a root node", "a blue centre node": one; "a node": unclear
            counted += m.group("adj") in ("root", "centre", "center", "central", "hub")
        else:
            counted += NUMBERS.get(word) or (int(word) if word.isdigit() else 0)
    tree = TREE_RE.search(r.low)
    if tree and not re.search(r"\b(?:nodes?|children|child|root|leaves|leaf)\b", r.low):
        tree = None
    ring = RING_RE.search(r.low)
    layouts = [(tree, "tree", 3), (STAR_RE.search(r.low), "star", 4), (ring, "ring", 3)]
    reqs: list[Requirement] = [
        Arrangement(
            sel=Sel(shape="node"),
            layout=layout,
            count=max(least, counted),
            phrase=r.text[m.start() : m.end()],
        )
        for m, layout, least in layouts
        if m is not None
    ]
    return reqs


#: a polygon whose own vertices a following "its vertices" are
POLYGON_OWNER_RE = re.compile(
    r"\b(?:triangle|square|rectangle|pentagon|hexagon|octagon|polygon|rhombus|kite)\b"
)


def polygon_corners(r: Reading, pos: int) -> bool:
    """Whether the "vertices" at ``pos`` are a polygon's corners ("a square with its four
    vertices"), in a description that draws no graph."""
    head = r.low[max(0, pos - 60) : pos]
    return (
        bool(re.search(r"\b(?:its|the)\s+$", head))
        and bool(POLYGON_OWNER_RE.search(head))
        and not re.search(r"\b(?:graph|network|nodes?|edges?|tree)\b", r.low)
    )


def node_requirements(r: Reading) -> list[Requirement]:
    """Objects for a graph's counted or coloured nodes ("five grey outer nodes", "a blue centre
    node"), drawn as a Graph's vertices or as dots and circles. A bare "a node" says too
    little; "with nodes A, B and C" is read with the graph."""
    reqs: list[Requirement] = []
    for m in NODE_RE.finditer(r.low):
        word, colour = m.group("count"), m.group("colour")
        if m.group("noun").startswith("verti") and polygon_corners(r, m.start()):
            continue  # "a square with its four vertices labelled A to D": its corners
        if word in ("a", "an"):
            if colour is None or m.group("noun") not in ("node", "vertex"):
                continue
            count = 1
        else:
            count = NUMBERS.get(word) or (int(word) if word.isdigit() else 0)
            if count < 2 or m.group("noun") in ("node", "vertex"):
                continue
        reqs.append(
            HasObject(
                sel=Sel(shape="node", color=_canonical(colour) if colour else None),
                count=count,
                phrase=r.text[m.start() : m.end()],
            )
        )
    return reqs


#: "an open circle at 2", "a red dot at -3", "an arrow above the number 2", "a marker at x = 1.5"
#: "node A points to B and C", "vertices P, Q and R": a graph's nodes named by capital letters
NODE_NAME_RE = re.compile(r"\b(?:nodes?|vertex|vertices)\s+(?=[A-Z]\b)")
_NODE_NAME = re.compile(
    r"(?:\b(?:nodes?|vertex|vertices|to|and|both|from|between|or)\s+|,\s*)([A-Z])\b(?![-'’])"
)


def node_name_requirements(r: Reading) -> list[Requirement]:
    """A HasText per node name of a sentence that names a graph's nodes by capital letters ("node
    A points to B and C, and both B and C point to D" gives A, B, C and D): the viewer reads the
    names on the nodes, as a graph's labels or as texts beside them."""
    reqs: list[Requirement] = []
    seen: set[str] = set()
    quoted = quoted_spans(r.text)
    for m in NODE_NAME_RE.finditer(r.text):
        if any(q.start <= m.start() < q.end for q in quoted):
            continue  # "highlight node A" quoted as an example, not a node to draw
        start = sentence_start(r.text, m.start())
        end = sentence_end(r.text, m.end())
        for n in _NODE_NAME.finditer(r.text, start, end):
            name = n.group(1)
            if name not in seen:
                seen.add(name)
                reqs.append(HasText(text=name, phrase=r.text[m.start() : n.end()]))
    return reqs


LINE_POINT_RE = re.compile(
    r"\b(?:an?|the)\s+(?:[a-z]+\s+){0,3}?(?P<noun>circle|dot|point|arrow|marker|triangle)s?\s+"
    r"(?:[a-z]+\s+){0,3}?(?P<prep>at|above|over|below|under|on|pointing (?:down |up )?(?:at|to))\s+"
    r"(?:the\s+)?(?:number\s+|value\s+|x\s*=\s*)?(?P<x>-?\d+(?:\.\d+)?)(?![\d.]*\s*(?:units?|"
    r"seconds?|times|degrees?|%|x\b|by\b))"
)


def number_line_point_requirements(r: Reading) -> list[Requirement]:
    """An Attached at a number line's point for "an open circle at 2", "a yellow arrow above the
    number 2", where the description draws a number line (and no axes, whose points have two
    coordinates)."""
    if "number line" not in r.low or re.search(r"\baxes\b|\bplot\b|\bgraph\b", r.low):
        return []
    reqs: list[Requirement] = []
    for m in LINE_POINT_RE.finditer(r.low):
        noun = m.group("noun")
        span = next((s for s in r.spans if s.start <= m.start("noun") < s.end), None)
        shape = span.sel.shape if span is not None and span.sel.shape else noun
        if shape not in ("circle", "dot", "arrow", "triangle"):
            shape = "dot"
        color = span.sel.color if span is not None else None
        reqs.append(
            Attached(
                a=Sel(shape=shape, color=color),
                to=Sel(shape="number_line"),
                part="point",
                which={"above": "top", "over": "top", "below": "bottom", "under": "bottom"}.get(
                    m.group("prep")
                ),
                at=[float(m.group("x"))],
                phrase=r.text[m.start() : m.end()].strip(),
            )
        )
    return reqs


#: "move the dot from -3 to 3", "slide it to -1", "jumps to 2" on a number line
LINE_MOVE_RE = re.compile(
    r"\b(?:mov\w*|slid\w*|jump\w*|hop\w*|walk\w*|travel\w*|shift\w*)\s+"
    r"(?:(?:it|them|(?:the|an?)\s+(?:[a-z]+\s+){0,2}?(?:circle|dot|point|arrow|marker|triangle)"
    r"(?:\s+marker)?)\s+)?"
    r"(?:(?P<side>along|above|below|over|under|on)\s+(?:the\s+)?(?:number\s+)?line\s+)?"
    r"(?:from\s+(?P<a>-?\d+(?:\.\d+)?)\s+)?to\s+(?:the\s+number\s+)?(?P<b>-?\d+(?:\.\d+)?)"
    r"(?![\d.]*\s*(?:units?|seconds?|times|degrees?|%|x\b|by\b))"
)


def number_line_move_requirements(r: Reading) -> list[Requirement]:
    """An Attached at each number a marker is moved from and to on a number line ("move a
    yellow dot from -3 to 3": it is seen at -3 and at 3), where the description draws a number
    line and no axes."""
    if "number line" not in r.low or re.search(r"\baxes\b|\bplot\b|\bgraph\b", r.low):
        return []
    reqs: list[Requirement] = []
    for m in LINE_MOVE_RE.finditer(r.low):
        verb_end = m.start() + len(m.group().split()[0])
        subj = motion_subject(r, m.start(), verb_end)
        if subj is None or subj.sel.shape not in ("circle", "dot", "arrow", "triangle"):
            continue
        side = {"above": "above", "over": "above", "below": "below", "under": "below"}
        if m.group("side") in side and subj.sel.shape == "arrow":
            continue  # "a curved arrow hops over the line from 3 to 7": its ends, not its middle
        if m.group("side") in side:  # "move a red triangle marker above the line from -3 to 2"
            reqs.append(
                Relation(
                    a=Sel(shape=subj.sel.shape, color=subj.sel.color),
                    rel=side[m.group("side")],
                    b=Sel(shape="number_line"),
                    phrase=r.text[m.start() : m.end()].strip(),
                )
            )
        for key in ("a", "b"):
            if m.group(key) is None:
                continue
            reqs.append(
                Attached(
                    a=Sel(shape=subj.sel.shape, color=subj.sel.color),
                    to=Sel(shape="number_line"),
                    part="point",
                    at=[float(m.group(key))],
                    phrase=r.text[m.start() : m.end()].strip(),
                )
            )
    return reqs


_FACTORS = {"half": 2.0, "twice": 2.0, "double": 2.0, "two": 2.0, "triple": 3.0, "three": 3.0,
            "four": 4.0, "five": 5.0, "ten": 10.0}  # fmt: skip
#: "scale it to three times its length", "grow the circle to twice its size", "shrink it to
#: half its size", "scale it up by a factor of 2"
SCALE_FACTOR_RE = re.compile(
    r"\b(?P<verb>scal\w*|grow\w*|enlarg\w*|shrink\w*|resiz\w*)\s+"
    r"(?:(?:it|them|(?:the|an?)\s+[a-z]+(?:\s+[a-z]+)?)\s+)?(?:(?P<dir>up|down)\s+)?(?:to|by)\s+"
    r"(?:a\s+factor\s+of\s+)?(?P<n>\d+(?:\.\d+)?|half|twice|double|triple|two|three|four|five|ten)"
    r"(?P<times>\s+times)?(?:\s+(?:its|their|the)\s+(?:original\s+)?(?:size|length|width|height|"
    r"radius))?\b(?!\s*(?:units?|seconds?|%|degrees?))"
)


def scale_factor_requirements(r: Reading) -> list[Requirement]:
    """A scale Motion with its ``factor`` for "scale it to three times its length", "shrink it
    to half its size": the size reached is checked, not only its direction."""
    reqs: list[Requirement] = []
    for m in SCALE_FACTOR_RE.finditer(r.low):
        word = m.group("n")
        if word.replace(".", "", 1).isdigit():
            f = float(word)
            if not m.group("times") and not re.search(r"\bfactor\b", m.group()):
                continue  # "grow to 3": a value, not a factor
        else:
            f = _FACTORS[word]
        shrink = m.group("verb").startswith("shrink") or m.group("dir") == "down" or word == "half"
        if f <= 0 or f == 1:
            continue
        if f < 1:
            f, shrink = 1 / f, True
        subj = motion_subject(r, m.start(), m.end("verb"))
        if subj is None or subj.sel.shape is None:
            continue
        reqs.append(
            Motion(
                motion="scale_down" if shrink else "scale_up",
                sel=subj.sel,
                factor=f,
                phrase=r.text[m.start() : m.end()].strip(),
            )
        )
    return reqs


#: "move to meet in the middle", "they meet at the centre"
MEET_RE = re.compile(
    r"\bmeet(?:s|ing)?\s+(?:each\s+other\s+)?(?:in|at)\s+the\s+(?:middle|centre|center)\b"
    r"(?!\s+of\b)"
)


#: a verb or noun that plots the formula after it in its sentence ("plot y = 2x", "the line
#: y = 2x + 1", "graph f(x) = x^2"), not one that writes it ("write y = 2x next to the line")
PLOTS_RE = re.compile(
    r"\b(?:plot\w*|graph(?:s|ed|ing)?(?:\s+of)?|(?:line|curve|parabola|function|graph|sine|"
    r"cosine)s?),?\s+(?:(?:of|for)\s+)?(?:the\s+)?(?:(?:line|curve|parabola|function|graph)\s+)?$"
)
_AFTER_FORMULA_COLOUR_RE = re.compile(rf"\s*(?:in|coloured|colored)\s+({_COLOUR})\b")


def plot_function_requirements(r: Reading) -> list[Requirement]:
    """A PlotOf for each formula a sentence plots ("plot y = 2x in blue, then plot y = x^2 in
    red", "draw the line y = 2x + 1 in green"): a curve of that function, in the colour named
    right after it."""
    reqs: list[Requirement] = []
    plotted_in: set[int] = set()  # sentences that plot one: "y = x + 1 in blue and y = -x + 3"
    for start, end, body in plotfn.formulas_in(r.text):
        sentence = sentence_start(r.low, start)
        head = r.low[sentence:start]
        lead = head[-40:]
        plotted = PLOTS_RE.search(lead) or (
            (re.search(r"\bplot\w*\b", head) or sentence in plotted_in)
            and re.search(r"(?:,|\band|\bthen)\s*$", lead)
        )
        if not plotted or re.search(r"\b(?:writ\w*|label\w*|text|equation)\s+$", lead):
            continue
        plotted_in.add(sentence)
        colour = _AFTER_FORMULA_COLOUR_RE.match(r.low, end)
        reqs.append(PlotOf(function=body, color=_canonical(colour.group(1)) if colour else None,
                           phrase=r.text[start:end]))  # fmt: skip
    return reqs


#: "two circles touching each other", "move them together until they touch"
TOUCH_EACH_RE = re.compile(
    r"\b(?:(?:just\s+)?touch(?:ing|es)?\s+(?:each\s+other|one\s+another)|"
    r"(?P<until>until|till|so\s+(?:that\s+)?)\s*(?:they|both|the\s+two)\s+(?:just\s+)?touch)\b"
)


#: "a line through its centre", "a line passing through the centre of the circle"
THROUGH_CENTRE_RE = re.compile(
    r"\b(?:line|segment)s?\s+(?:that\s+)?(?:pass(?:es|ing)?\s+|go(?:es|ing)\s+|drawn\s+|running\s+)?"
    r"(?:right\s+)?through\s+(?:its|the)\s+(?:exact\s+)?(?:centre|center|middle)"
    r"(?:\s+of\s+the\s+(?P<owner>[a-z]+))?\b"
)
_ROUND_OWNERS = ("circle", "square", "rectangle", "hexagon", "polygon", "ellipse", "pentagon")


def through_centre_requirements(r: Reading) -> list[Requirement]:
    """An Attached (``through``) for "a diameter" of a circle named in its sentence and for "a
    line through its centre": the line crosses the shape's centre, not ending at it (a radius
    drawn for a diameter fails)."""
    reqs: list[Requirement] = []
    for s in r.spans:
        if s.sel.shape != "line" or not re.search(r"\bdiameter$", r.low[s.start : s.end]):
            continue
        if s.plural or (s.count or 1) > 1:
            continue
        start, end = sentence_start(r.low, s.start), sentence_end(r.low, s.end)
        circle = next((c for c in r.spans if c.sel.shape == "circle" and start <= c.start < end),
                      None)  # fmt: skip
        if circle is not None:
            reqs.append(Attached(a=s.sel, to=Sel(shape="circle", color=circle.sel.color),
                                 part="through", phrase=r.text[s.start : s.end]))  # fmt: skip
    for m in THROUGH_CENTRE_RE.finditer(r.low):
        if m.group("owner"):
            owner = next((c for c in r.spans if c.start >= m.start("owner")
                          and c.sel.shape in _ROUND_OWNERS), None)  # fmt: skip
        else:
            owner = next((c for c in reversed(r.spans) if c.end <= m.start()
                          and c.sel.shape in _ROUND_OWNERS), None)  # fmt: skip
        line = next((c for c in r.spans if c.start <= m.start() < c.end + 2
                     and c.sel.shape == "line"), None)  # fmt: skip
        if owner is None:
            continue
        reqs.append(Attached(a=line.sel if line else Sel(shape="line"), to=owner.sel,
                             part="through", phrase=r.text[m.start() : m.end()]))  # fmt: skip
    return reqs


def shapes_named_before(r: Reading, pos: int) -> list[Span]:
    """The shapes named in ``pos``'s sentence before it, one span per distinct selection."""
    start = sentence_start(r.low, pos)
    distinct: list[Span] = []
    for s in r.spans:
        if start <= s.start and s.end <= pos and s.sel.shape:
            if all(_sel_key(s.sel) != _sel_key(t.sel) for t in distinct):
                distinct.append(s)
    return distinct


def touch_requirements(r: Reading) -> list[Requirement]:
    """A touch Relation for "two circles of the same size touching each other" (two of one
    kind) or "a hexagon ... and a pentagon ..., move them together until they touch" (the two
    things named before it in its sentence; where they end, after "until")."""
    reqs: list[Requirement] = []
    for m in TOUCH_EACH_RE.finditer(r.low):
        distinct = shapes_named_before(r, m.start())
        when = "end" if m.group("until") else "any"
        phrase = r.text[m.start() : m.end()]
        if len(distinct) == 1 and (distinct[0].plural or (distinct[0].count or 1) > 1):
            sel = distinct[0].sel
            reqs.append(Relation(a=sel, rel="touch", b=sel, when=when, phrase=phrase))
        elif len(distinct) == 2:
            a, b = distinct
            reqs.append(Relation(a=a.sel, rel="touch", b=b.sel, when=when, phrase=phrase))
    return reqs


def meet_requirements(r: Reading) -> list[Requirement]:
    """A Relation (at the centre) for each of the two dots or balls named before "meet in the
    middle" in its sentence ("a red dot and a blue dot ... move to meet in the middle")."""
    reqs: list[Requirement] = []
    for m in MEET_RE.finditer(r.low):
        distinct = shapes_named_before(r, m.start())
        if len(distinct) == 1 and distinct[0].plural and distinct[0].sel.shape in ("dot", "ball"):
            # "two dots ... move towards each other until they meet in the middle": both end there
            reqs.append(InRegion(sel=distinct[0].sel, region="center", when="end",
                                 phrase=r.text[m.start() : m.end()]))  # fmt: skip
            continue
        if len(distinct) != 2 or any(s.sel.shape not in ("dot", "ball") for s in distinct):
            continue  # two big shapes meeting touch in the middle: their centres are not there
        for s in distinct:
            reqs.append(Relation(a=s.sel, rel="center", b=None, phrase=r.text[m.start() : m.end()]))
    return reqs


_SIDE_WORD = r"(?P<from>(?:left|right|top|bottom)(?:[ -](?:left|right))?)"
#: "slides from the left edge to the right edge", "moves from the top of the screen to the bottom"
FROM_TO_SIDE_RE = re.compile(
    r"\b(?:mov\w*|slid\w*|travel\w*|go(?:es|ing)?|run(?:s|ning)?|roll\w*|fl(?:y|ies|ying)|"
    r"walk\w*|shift\w*|glid\w*|float\w*|drift\w*|fall\w*|drop\w*|rac(?:e|es|ing))\s+"
    r"(?:(?:it|them|(?:the|an?)\s+[a-z]+(?:\s+[a-z]+)?|all\s+the\s+way|straight|slowly|quickly|"
    r"smoothly|diagonally|across(?:\s+the\s+screen)?)\s+){0,2}"
    rf"from\s+the\s+{_SIDE_WORD}(?:\s+(?:edge|side|corner))?(?:\s+of\s+the\s+{_SCREEN})?\s+"
    rf"to\s+the\s+(?P<to>(?:left|right|top|bottom)(?:[ -](?:left|right))?|centre|center|middle)"
    r"(?:\s+(?:edge|side|corner))?"
    r"(?!\s+of\s+(?!the\s+(?:screen|frame|scene|video)))"
)


def _side_region(word: str) -> str:
    """ "top left" -> "top_left", "left" -> "left"."""
    return word.replace(" ", "_").replace("-", "_")


def from_to_side_requirements(r: Reading) -> list[Requirement]:
    """InRegions for "X slides from the left edge to the right edge": X is seen on the first
    side at some step and on the second in its last state."""
    reqs: list[Requirement] = []
    for m in FROM_TO_SIDE_RE.finditer(r.low):
        verb_end = m.start() + len(m.group().split()[0])
        subj = motion_subject(r, m.start(), verb_end)
        if subj is None or (subj.sel.shape is None and subj.sel.text is None):
            continue
        phrase = r.text[m.start() : m.end()]
        start = _side_region(m.group("from"))
        end = _side_region(m.group("to"))
        if end in ("centre", "middle"):
            end = "center"
        reqs.append(InRegion(sel=subj.sel, region=start, when="any", phrase=phrase))
        reqs.append(InRegion(sel=subj.sel, region=end, when="end", phrase=phrase))
    return reqs


#: "then below it show the next step 3x = 6": the place said before what goes there
FRONTED_PLACE_RE = re.compile(
    r"\b(below|under|underneath|beneath|above|over|to\s+the\s+right\s+of|to\s+the\s+left\s+of)\s+"
    r"(?:it|that|this)\s*,?\s+(?:show|write|put|draw|add|display|place|type)\s+"
)
_FRONTED_REL = {"below": "below", "under": "below", "underneath": "below", "beneath": "below",
                "above": "above", "over": "above"}  # fmt: skip


def fronted_place_requirements(r: Reading) -> list[Requirement]:
    """A Relation for "below it show X" / "above it write X": X (the first thing named after the
    verb) stands there to "it" (the theme before the phrase)."""
    reqs: list[Requirement] = []
    for m in FRONTED_PLACE_RE.finditer(r.low):
        word = " ".join(m.group(1).split())
        rel = _FRONTED_REL.get(word) or ("right_of" if "right" in word else "left_of")
        after = [s for s in r.spans if s.start >= m.end() and s.start - m.end() <= 25]
        ref = theme_before(r, m.start())
        if not after or ref is None or _sel_key(after[0].sel) == _sel_key(ref.sel):
            continue
        reqs.append(Relation(a=after[0].sel, rel=rel, b=ref.sel,
                             phrase=r.text[m.start() : after[0].end]))  # fmt: skip
    return reqs


#: '"East" on the right': a bare side right after a quoted text
BARE_SIDE_RE = re.compile(
    r"\s+(?:on|at)\s+the\s+(left|right)\b"
    r"(?!\s+(?:of|side|half|halves|hand|edge|corner)\b|\s+and\s+(?:the\s+)?(?:left|right)\b)"
)
SCREEN_PLACES_RE = re.compile(
    rf"\bof\s+the\s+{_SCREEN}\b|\bat\s+the\s+(?:top|bottom)\b|\bin\s+the\s+(?:centre|center|middle)\b|"
    r"\bcorners?\b"
)


def bare_side_requirements(r: Reading) -> list[Requirement]:
    """An InRegion for a quoted text said to go "on the right" or "on the left" where its sentence
    places things on the screen ('"North" at the top of the screen, ... "East" on the right'):
    there the bare side is the screen's, not the side of the thing before."""
    reqs: list[Requirement] = []
    for s in r.spans:
        if s.sel.text is None:
            continue
        m = BARE_SIDE_RE.match(r.low, s.end)
        if m is None:
            continue
        sentence = r.low[sentence_start(r.low, s.start) : sentence_end(r.low, s.end)]
        if not SCREEN_PLACES_RE.search(sentence):
            continue
        reqs.append(InRegion(sel=s.sel, region=m.group(1), when="any",
                             phrase=r.text[s.start : m.end()]))  # fmt: skip
    return reqs


#: "a circle with its centre marked O": the name of a shape's centre
CENTRE_NAMED_RE = re.compile(
    r"\b(?:its|the)\s+(?:centre|center)\s+(?:point\s+)?(?:is\s+)?(?:marked|labell?ed|named|called)"
    r"\s+(?:as\s+)?([A-Z])\b",
    re.IGNORECASE,
)
#: "rotate the radius a full turn about O"
ABOUT_NAME_RE = re.compile(
    r"\b(?:rotat\w*|turn\w*|spin\w*|swing\w*|swings|revolv\w*|pivot\w*)\b[^.;]{0,40}?\b"
    r"(?:about|around)\s+(?:the\s+point\s+)?([A-Z])\b",
    re.IGNORECASE,
)


def named_centre_pivot_requirements(r: Reading) -> list[Requirement]:
    """A RotationPivot at a shape's centre for "turn the radius about O" where the description
    named that centre O ("a circle with its centre marked O")."""
    centres: dict[str, Sel] = {}
    for m in CENTRE_NAMED_RE.finditer(r.text):
        owner = r.last_before(m.start())
        if owner is not None and owner.sel.shape in PATH_SHAPES:
            centres[m.group(1)] = Sel(shape=owner.sel.shape, color=owner.sel.color)
    reqs: list[Requirement] = []
    for m in ABOUT_NAME_RE.finditer(r.text):
        name = m.group(1)
        if name not in centres or not r.text[m.start(1)].isupper():
            continue
        word_end = m.start() + len(m.group().split()[0])
        subj = motion_subject(r, m.start(), word_end)
        if subj is None or subj.sel.shape is None or subj.sel == centres[name]:
            continue
        reqs.append(RotationPivot(sel=subj.sel, part="center", of=centres[name],
                                  phrase=r.text[m.start() : m.end()]))  # fmt: skip
    return reqs


#: "then highlight one edge in red", "colour a single node green"
ONE_MEMBER_RE = re.compile(
    r"\b(?:colou?r\w*|turn\w*|paint\w*|highlight\w*|mak\w*|fill\w*)\s+(?:only\s+)?"
    r"(?:one|a\s+single|just\s+one|a)\s+(?P<part>node|vertex|edge|bar)\s+(?:(?:turn\s+)?(?:in\s+|to\s+)?)"
    rf"(?P<colour>{_COLOURS})\b"
)


def one_member_requirements(r: Reading) -> list[Requirement]:
    """A MemberChange (one member turns that colour, the others not) for "highlight one edge in
    red" of a graph or chart named before it."""
    reqs: list[Requirement] = []
    for m in ONE_MEMBER_RE.finditer(r.low):
        group = "bar_chart" if m.group("part") == "bar" else "network"
        if not any(s.sel.shape == group and s.end <= m.start() for s in r.spans):
            continue
        part = {"vertex": "node"}.get(m.group("part"), m.group("part"))
        reqs.append(MemberChange(sel=Sel(shape=part), change="color", count=1,
                                 to=_canonical(m.group("colour")), phrase=r.text[m.start() : m.end()]))  # fmt: skip
    return reqs


#: "a yellow circle and a purple square of the same width", "two squares of equal size"
SAME_SIZE_RE = re.compile(
    r"\b(?:of|with|in|at|having)\s+(?:the\s+)?(?:same|equal|identical)\s+(size|width|height|radius)\b|"
    r"\b(?:the\s+)?same\s+(size|width|height)\s+as\s+each\s+other\b"
)


def same_size_requirements(r: Reading) -> list[Requirement]:
    """A SameSize for "a circle and a square of the same width" (the two shapes named just
    before) or "three squares of the same size" (all of them)."""
    reqs: list[Requirement] = []
    for m in SAME_SIZE_RE.finditer(r.low):
        dim = m.group(1) or m.group(2)
        dim = "size" if dim == "radius" else dim
        start = sentence_start(r.low, m.start())
        named = [s for s in r.spans if start <= s.start and s.end <= m.start() and s.sel.shape
                 and s.sel.text is None]  # fmt: skip
        if not named:
            continue
        last = named[-1]
        if len(r.low[last.end : m.start()].split()) > 3:
            continue
        if last.plural or (last.count or 1) > 1:
            reqs.append(SameSize(a=last.sel, dim=dim, phrase=r.text[last.start : m.end()]))
            continue
        listed = listed_shapes(r.low, r.spans, last)
        if len(listed) == 2 and _sel_key(listed[0].sel) != _sel_key(listed[1].sel):
            reqs.append(SameSize(a=listed[0].sel, b=listed[1].sel, dim=dim,
                                 phrase=r.text[listed[0].start : m.end()]))  # fmt: skip
    return reqs


#: "a white dot bounces between the left and right edges of the screen"
BETWEEN_SIDES_RE = re.compile(
    r"\b(?:bounc\w*|mov\w*|slid\w*|go(?:es|ing)?|travel\w*|swing\w*|oscillat\w*|shuttl\w*|run\w*)\s+"
    r"(?:back\s+and\s+forth\s+)?between\s+the\s+(left|top)\s+and\s+(?:the\s+)?(right|bottom)\s+"
    r"(?:edges|sides|walls)\b"
)


def between_sides_requirements(r: Reading) -> list[Requirement]:
    """InRegions (each side at some step) for "bounces between the left and right edges"."""
    reqs: list[Requirement] = []
    for m in BETWEEN_SIDES_RE.finditer(r.low):
        subj = motion_subject(r, m.start(), m.start() + len(m.group().split()[0]))
        if subj is None or subj.sel.shape is None:
            continue
        phrase = r.text[m.start() : m.end()]
        for side in (m.group(1), m.group(2)):
            reqs.append(InRegion(sel=subj.sel, region=side, when="any", phrase=phrase))
    return reqs


#: how many vertices a named polygon has
POLYGON_VERTICES = {"triangle": 3, "square": 4, "rectangle": 4, "rhombus": 4, "quadrilateral": 4,
                    "parallelogram": 4, "pentagon": 5, "hexagon": 6, "heptagon": 7, "octagon": 8}  # fmt: skip
_POLYGON_WORD_RE = re.compile(rf"\b({'|'.join(POLYGON_VERTICES)})s?\b")
#: "put a dot on each vertex", "a small circle at every corner of it"
EACH_VERTEX_RE = re.compile(
    r"\b(?:an?|one)\s+(?:[a-z]+\s+){0,2}?(?P<noun>dot|point|circle|star)s?\s+(?:on|at)\s+"
    r"(?:each|every)\s+(?:one\s+of\s+(?:its|the)\s+)?(?:vertex|vertices|corner)\b"
    r"(?!\s+of\s+the\s+(?:screen|frame))"
)
#: "all its diagonals (in yellow)", "all the diagonals of the hexagon"
ALL_DIAGONALS_RE = re.compile(
    rf"\ball\s+(?:of\s+)?(?:its|the)\s+diagonals\b(?:\s+in\s+(?P<colour>{'|'.join(COLOUR_WORDS)})\b)?"
)


def _polygon_before(r: Reading, pos: int) -> int | None:
    """The vertex count of the last polygon named before ``pos`` in its sentence."""
    start = sentence_start(r.low, pos)
    words = list(_POLYGON_WORD_RE.finditer(r.low, start, pos))
    return POLYGON_VERTICES[words[-1].group(1)] if words else None


#: "the numbers 1, 2, 3 ..., each in a circle", "five letters, each inside its own box"
EACH_IN_RE = re.compile(
    r"\beach\s+(?:one\s+)?(?:in|inside|within|enclosed\s+in|in\s+its\s+own)\s+"
    r"(?:an?\s+|its\s+own\s+)?(?:[a-z]+\s+){0,2}?(?P<noun>circle|square|box|rectangle|triangle)\b"
)


#: "the numbers 1, 2, 3", "the digits 4, 7 and 9"
NUMBER_LIST_RE = re.compile(
    r"\b(?:numbers|digits|values)\s+(-?\d+(?:\.\d+)?(?:\s*,\s*(?:and\s+)?-?\d+(?:\.\d+)?|"
    r"\s+and\s+-?\d+(?:\.\d+)?)+)"
)


def each_in_requirements(r: Reading) -> list[Requirement]:
    """ "The numbers 1, 2, 3 ..., each in a circle": as many of the shape as the things listed
    (or counted) before, and each of them inside one."""
    reqs: list[Requirement] = []
    for m in EACH_IN_RE.finditer(r.low):
        shape = next((s for s in r.spans if s.start <= m.start("noun") < s.end), None)
        sent = sentence_start(r.low, m.start())
        before = [s for s in r.spans if sent <= s.start and s.end <= m.start() and s is not shape]
        if shape is None or shape.sel.shape is None:
            continue
        texts = [s for s in before if s.sel.text is not None]
        items = [s.sel for s in listed_with(r, texts[-1])] if texts else []
        listed = list(NUMBER_LIST_RE.finditer(r.low, sent, m.start()))
        if len(items) < 2 and listed:  # "the numbers 1, 2, 3": one phrase, several numbers
            items = [Sel(text=x) for x in re.findall(r"-?\d+(?:\.\d+)?", listed[-1].group(1))]
        if len(items) >= 2:
            n, sels = len(items), items
        else:
            counted = [s for s in before if s.sel.shape is not None and (s.count or 0) >= 2]
            if not counted:
                continue
            n, sels = counted[-1].count or 0, [counted[-1].sel]
        phrase = r.text[m.start() : m.end()]
        reqs.append(HasObject(sel=shape.sel, count=n, phrase=phrase))
        for sel in sels:
            reqs.append(Relation(a=sel, rel="inside", b=shape.sel, phrase=phrase))
    return reqs


def vertex_count_requirements(r: Reading) -> list[Requirement]:
    """A HasObject with the polygon's vertex count for "a dot on each vertex" of a pentagon (5
    dots), and one with the diagonal count for "all its diagonals" (5 for a pentagon, 2 for a
    square), in the colour said right after them."""
    reqs: list[Requirement] = []
    for m in EACH_VERTEX_RE.finditer(r.low):
        n = _polygon_before(r, m.start())
        span = next((s for s in r.spans if s.start <= m.start("noun") < s.end), None)
        if n is None or span is None or span.sel.shape is None:
            continue
        reqs.append(HasObject(sel=span.sel, count=n, phrase=r.text[m.start() : m.end()]))
        shape = next(
            (t for t in reversed(r.spans) if t.end <= m.start() and t.sel.shape in SIDED_SHAPES),
            None,
        )
        if shape is not None:
            reqs.append(
                Attached(
                    a=span.sel,
                    to=Sel(shape=shape.sel.shape, color=shape.sel.color),
                    part="vertex",
                    phrase=r.text[m.start() : m.end()],
                )
            )
    for m in ALL_DIAGONALS_RE.finditer(r.low):
        n = _polygon_before(r, m.start())
        if n is None or n < 4:
            continue
        colour = _canonical(m.group("colour"))
        reqs.append(
            HasObject(
                sel=Sel(shape="line", color=colour),
                count=n * (n - 3) // 2,
                phrase=r.text[m.start() : m.end()],
            )
        )
    return reqs


#: "then swap their places", "they trade places", "swap the two shapes"
SWAP_RE = re.compile(
    r"\b(?:swap\w*|trad\w*|exchang\w*|switch\w*)\s+(?:their\s+|the\s+)?(?:places|positions|spots|sides)\b|"
    r"\b(?:swap|switch)\s+them\b"
)


#: "then swap their colours", "the two exchange colours"
SWAP_COLOUR_RE = re.compile(
    r"\b(?:swap\w*|trad\w*|exchang\w*|switch\w*)\s+(?:their\s+|the\s+)?colou?rs\b"
)


def swap_requirements(r: Reading) -> list[Requirement]:
    """A Swap of the two different objects named last before "swap their places"; a colour
    Swap of the two named last (shapes or quoted words) before "swap their colours"."""
    reqs: list[Requirement] = []
    for m in SWAP_COLOUR_RE.finditer(r.low):
        named = [s for s in r.spans if s.end <= m.start() and not s.plural and (s.count or 1) == 1]
        named = [s for s in named if s.sel.shape is not None or s.sel.text is not None]
        if len(named) < 2 or _sel_key(named[-1].sel) == _sel_key(named[-2].sel):
            continue
        a, b = named[-2], named[-1]
        reqs.append(Swap(a=a.sel, b=b.sel, what="colour", phrase=r.text[m.start() : m.end()]))
    for m in SWAP_RE.finditer(r.low):
        named = [s for s in r.spans if s.end <= m.start() and s.sel.shape is not None]
        named = [s for s in named if not s.plural and (s.count or 1) == 1]
        if len(named) < 2 or _sel_key(named[-1].sel) == _sel_key(named[-2].sel):
            continue
        a, b = named[-2], named[-1]
        if re.search(r"[.;!?]", r.low[a.end : b.start]):
            continue
        reqs.append(Swap(a=a.sel, b=b.sel, phrase=r.text[m.start() : m.end()]))
    return reqs


#: "a horizontal line", "a vertical arrow", "a vertical number line"
ORIENTED_RE = re.compile(r"\b(horizontal|vertical)\s+(?:[a-z]+\s+)?$")


RIGHT_TRIANGLE_RE = re.compile(r"\bright(?:[- ]angled?)?\s+(?:[a-z]+\s+)?triangles?$")


def right_angle_requirements(r: Reading) -> list[Requirement]:
    """A RightAngled for each "right triangle" or "right-angled triangle" named."""
    reqs: list[Requirement] = []
    for s in r.spans:
        if s.sel.shape != "triangle" or s.definite:
            continue
        if RIGHT_TRIANGLE_RE.search(r.low[max(0, s.start - 16) : s.end]) is None:
            continue
        reqs.append(RightAngled(sel=Sel(shape="triangle", color=s.sel.color),
                                phrase=r.text[s.start : s.end]))  # fmt: skip
    return reqs


def orientation_requirements(r: Reading) -> list[Requirement]:
    """An Orientation for a line, arrow or number line said to be horizontal or vertical."""
    reqs: list[Requirement] = []
    for s in r.spans:
        if s.sel.shape not in ("line", "arrow", "number_line") or s.plural or (s.count or 1) > 1:
            continue
        m = ORIENTED_RE.search(r.low[s.start : s.end].rsplit(" ", 1)[0] + " ")
        if m is None:
            continue
        reqs.append(
            Orientation(
                sel=Sel(shape=s.sel.shape, color=s.sel.color),
                axis=m.group(1),
                phrase=r.text[s.start : s.end],
            )
        )
    for s in r.spans:  # "a radius from the centre to the right": lying flat
        if s.sel.shape not in ("line", "arrow") or s.plural or (s.count or 1) > 1:
            continue
        d = HEADING_RE.match(r.low, s.end)
        if d is None or any(isinstance(x, Orientation) and x.sel == s.sel for x in reqs):
            continue
        axis = "horizontal" if d.group("dir") in ("right", "left") else "vertical"
        reqs.append(Orientation(sel=Sel(shape=s.sel.shape, color=s.sel.color), axis=axis,
                                phrase=r.text[s.start : d.end()]))  # fmt: skip
    return reqs


#: where a line from a centre heads: "(a radius) from the centre to the right", "straight up"
HEADING_RE = re.compile(
    r"\s+(?:drawn\s+|going\s+|pointing\s+|running\s+)?(?:from\s+(?:the|its)\s+(?:centre|center|"
    r"origin|middle)\s+)?(?:(?:to|towards)\s+the|straight)\s+(?P<dir>right|left|up|down)\b"
    r"(?!\s+(?:of|edge|side|corner|end|half)\b)"
)


_SMALL = r"(?:small|smaller|smallest|little|tiny|short|shortest)"
_LARGE = r"(?:large|larger|largest|big|bigger|biggest|huge|tall|tallest)"
_ONE = r"(?:\s+(?:one|circle|square|star|box))?"
#: "small on the left, (medium in the middle and) large on the right"; "the biggest at the
#: bottom and the smallest on top"; "growing in size from left to right"
SIZE_ORDER_RES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(rf"\b(?:the\s+)?{_SMALL}{_ONE}\s+on\s+the\s+left\b[^.;]{{0,60}}?\b{_LARGE}"
                rf"{_ONE}\s+on\s+the\s+right\b"), "left_to_right"),
    (re.compile(rf"\b(?:the\s+)?{_LARGE}{_ONE}\s+on\s+the\s+left\b[^.;]{{0,60}}?\b{_SMALL}"
                rf"{_ONE}\s+on\s+the\s+right\b"), "right_to_left"),
    (re.compile(rf"\b(?:the\s+)?{_LARGE}{_ONE}\s+(?:at\s+the\s+bottom|below)\b[^.;]{{0,60}}?"
                rf"\b{_SMALL}{_ONE}\s+(?:on\s+top|at\s+the\s+top|above)\b"), "top_to_bottom"),
    (re.compile(rf"\b(?:the\s+)?{_SMALL}{_ONE}\s+(?:at\s+the\s+bottom|below)\b[^.;]{{0,60}}?"
                rf"\b{_LARGE}{_ONE}\s+(?:on\s+top|at\s+the\s+top|above)\b"), "bottom_to_top"),
    (re.compile(r"\b(?:growing|increasing|getting (?:bigger|larger))(?:\s+in\s+size|\s+sizes?)?"
                r"\s+from\s+left\s+to\s+right\b"), "left_to_right"),
    (re.compile(r"\b(?:shrinking|decreasing|getting smaller)(?:\s+in\s+size|\s+sizes?)?\s+from\s+"
                r"left\s+to\s+right\b"), "right_to_left"),
)  # fmt: skip


def size_order_requirements(r: Reading) -> list[Requirement]:
    """A SizeOrder for the several shapes named before a size-by-place phrase ("three teal
    circles side by side, small on the left, medium in the middle and large on the right")."""
    reqs: list[Requirement] = []
    for pat, direction in SIZE_ORDER_RES:
        for m in pat.finditer(r.low):
            shapes = [
                s
                for s in r.spans
                if s.end <= m.start()
                and s.sel.shape is not None
                and (s.plural or (s.count or 1) > 1)
            ]
            if not shapes:
                continue
            sel = Sel(shape=shapes[-1].sel.shape, color=shapes[-1].sel.color)
            reqs.append(SizeOrder(sel=sel, direction=direction, phrase=m.group().strip()))
    return reqs


#: A description that lets something leave the screen, or turns one thing into another: then no
#: object is asked to stay to the end.
LEAVE_RE = re.compile(
    r"\b(?:fades?\s+(?:[\w-]+\s+){0,3}?(?:out|away)|fading out|disappear\w*|vanish\w*|"
    r"remov\w*|eras\w*|clear\w*|replac\w*|(?:turns?|changes?|morphs?|transforms?|"
    r"becomes?|grows?|shrinks?)\s+(?:it\s+|them\s+)?into|transform\w*|morph\w*|swap\w*|"
    r"leaves?|exits?|off (?:the )?screen|off to|is gone|uncreat\w*|instead|hides?|hidden|"
    r"goes away|counts?|counting|countdown|ticks?|one at a time|in turn|cycles?|blinks?|"
    r"flash\w*|becomes? (?:a|an|the)\b|zoom\w*|wipes?|slides? (?:out|off|away)|"
    r"moves? (?:out|off|away)|flies (?:out|off|away)|then only|until only|collapses?|"
    r"merges?|splits?|breaks?|explodes?|pops?|dissolves?|overwrit\w*|rewrit\w*|updat\w*|so (?:that )?it (?:now )?reads?)\b",
    re.IGNORECASE,
)


#: A description where something may change colour: a shape then stays by its shape alone.
MAY_RECOLOUR_RE = re.compile(
    r"\b(?:turns?|turning|colou?r(?:s|ed|ing)?\s+(?:it|them|the|each|every|all|one)|paint\w*|"
    r"becomes?|changes?|changing|highlight\w*|light\w*\s+up|recolou?r\w*|fill\w*|glow\w*|"
    r"darken\w*|brighten\w*|dims?|gradient)\b",
    re.IGNORECASE,
)


def stays_requirements(description: str, reqs: list[Requirement]) -> list[Requirement]:
    """A ``Stays`` for each text and shape the description names (by its text, or by its shape
    and colour; by its shape alone where something may change colour), where the description
    never lets anything leave."""
    if LEAVE_RE.search(description):
        return []
    recolours = bool(MAY_RECOLOUR_RE.search(description))
    out: list[Requirement] = []
    keys: set[tuple[str | None, str | None, str | None]] = set()
    for req in reqs:
        if isinstance(req, HasText) and req.text:
            sel = Sel(text=req.text)
        elif isinstance(req, HasObject) and req.sel.shape and not req.sel.text:
            sel = Sel(shape=req.sel.shape, color=None if recolours else req.sel.color)
        else:
            continue
        key = (sel.shape, sel.color, sel.text)
        if key in keys:
            continue
        keys.add(key)
        out.append(Stays(sel=sel, phrase=req.phrase))
    return out
