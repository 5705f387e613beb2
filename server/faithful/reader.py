"""A rule-based reader: a scene description -> requirements on the scene trace.

``read_requirements(description)`` finds noun phrases (shape nouns with their counts and colours,
quoted texts and formulas), then the phrases around them: relations (below, left of, inside,
centre, side by side, grid), order (then, one by one, at the same time), motions (rotate, move,
scale, fade, transform, trace, indicate), counting, 3-D and the camera. A phrase it does not
understand yields no requirement: the reader may miss things, it must not invent them.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from typing import Any

from server.faithful.requirements import (
    THREE_D_SHAPES,
    Arrangement,
    CameraMove,
    Counting,
    HasObject,
    HasText,
    Motion,
    OneByOne,
    Order,
    Relation,
    Requirement,
    Sel,
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
    r"entire|same|other|last|final)"
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
    (r"box(?:es)?", "box"),
    (r"circles?", "circle"),
    (r"balls?", "ball"),
    (r"dots?", "dot"),
    (r"arrows?", "arrow"),
    (r"(?:straight )?lines?", "line"),
    (r"triangles?", "triangle"),
    (r"hexagons?", "hexagon"),
    (r"(?:pentagon|octagon|polygon)s?", "polygon"),
    (r"stars?", "star"),
    (r"(?:ellipses?|ovals?)", "ellipse"),
    (r"(?:graphs?|plots?|curves?|parabola|sine wave|cosine wave)", "graph"),
    (r"tables?", "table"),
    (r"(?:matrix|matrices)", "matrix"),
    (r"cubes?", "cube"),
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
    rf"\b(?:{_COUNT}\s+)?(?:{ADJ}\s+)*(?:{_COLOUR}\s+)?(?:{ADJ}\s+)*(?:{_NOUN_ALT})\b",
    re.IGNORECASE,
)
QUOTE_RE = re.compile(r"\"([^\"]+)\"|“([^”]+)”|'([^']{1,80})'(?![a-z])")
TEX_HINT = re.compile(r"[\\^_=]|\\frac|\d\s*[+\-*/]\s*\w")


@dataclass
class Span:
    start: int
    end: int
    sel: Sel
    count: int | None  # None: no number word (a definite "the circle" or a bare plural)
    plural: bool
    definite: bool


def _canonical(colour: str | None) -> str | None:
    if colour is None:
        return None
    c = colour.lower()
    return {"golden": "gold", "grey": "gray"}.get(c, c)


GRAPH_PARTS = ("arrow", "dot", "line")
# shapes that "moves along/around a ..." uses as a path, which need not be drawn
PATH_SHAPES = ("circle", "ellipse", "square", "rectangle", "triangle", "polygon", "hexagon")


def sentence_of(text: str, pos: int) -> str:
    """The sentence around ``pos`` (lower case)."""
    start = max(text.rfind(".", 0, pos), text.rfind(";", 0, pos)) + 1
    ends = [i for i in (text.find(".", pos), text.find(";", pos)) if i >= 0]
    return text[start : min(ends) if ends else len(text)].lower()


def _spans(text: str) -> list[Span]:
    """Noun phrases and quoted strings, in order."""
    spans: list[Span] = []
    taken: list[tuple[int, int]] = []
    for q in QUOTE_RE.finditer(text):
        s = next(g for g in q.groups() if g is not None)
        spans.append(Span(q.start(), q.end(), Sel(text=s), 1, False, False))
        taken.append((q.start(), q.end()))
    for m in NP_RE.finditer(text):
        if any(a <= m.start() < b for a, b in taken):
            continue
        idx = next(i for i in range(len(NOUNS)) if m.group(f"n{i}") is not None)
        noun = m.group(f"n{idx}").lower()
        shape = NOUNS[idx][1]
        before = text[max(0, m.start() - 12) : m.start()].lower()
        after = text[m.end() : m.end() + 30].lower()
        count_word = (m.group("count") or "").lower()
        colour = _canonical(m.group("colour"))
        if shape == "line" and (
            re.search(r"\b(?:in|on|along|from) (?:a |the )?$", before)
            or re.match(r"\s+(?:of|up)\b", after)
            or not (count_word or colour or "straight" in noun)
        ):
            continue  # "in a line", "a line of text": not a Line
        if shape == "graph" and re.match(r"\s+(?:with|of) \w+ (?:nodes|vertices)", after):
            shape = "network"
        if shape == "text" and noun.startswith("word") and not re.match(r'\s*["“\']', after):
            continue
        if shape == "graph" and noun.startswith("plot") and re.match(r"\s+(?:the|a|y|f)\b", after):
            pass  # "plot the function": still a graph
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
        if re.match(
            r"\s+(?:divided|split|cut|made|composed|built|formed)\s+(?:up\s+)?(?:into|of|from|by)\b",
            after,
        ):
            continue  # "a circle divided into sectors": drawn as its parts, not as a Circle
        if shape in PATH_SHAPES and re.search(
            r"\b(?:along|around|across|through)\s+(?:the\s+|a\s+|an\s+)?$", before
        ):
            continue  # "moves around a circle": a path, which need not be drawn
        if shape in PATH_SHAPES and re.search(
            r"\b(?:arranged|placed|laid out|positioned|spaced|set out)\s+(?:evenly\s+)?"
            r"(?:as|in|on|into|around|along)\s+(?:the\s+|a\s+|an\s+)?$",
            text[max(0, m.start() - 40) : m.start()].lower(),
        ):
            continue  # "six dots arranged in a circle": the layout, not a drawn Circle
        if shape in GRAPH_PARTS and re.search(
            r"\b(?:vertex|vertices|nodes?|edges?|digraph|network|directed graph)\b",
            sentence_of(text, m.start()),
        ):
            continue  # the arrows/dots/lines of a graph are its edges and vertices
        definite = bool(
            re.search(
                r"\b(?:the|its|their|this|that|these|those|each|every)\s+$",
                text[max(0, m.start() - 8) : m.start()].lower(),
            )
        )
        if definite and shape == "graph" and any(s.sel.shape == "network" for s in spans):
            shape = "network"  # "a graph with five vertices ... the whole graph"
        # a text noun right before or after a quote is that quote
        if shape in ("text", "formula"):
            near = [
                s
                for s in spans
                if s.sel.text is not None
                and (0 <= s.start - m.end() <= 2 or 0 <= m.start() - s.end <= 2)
            ]
            if near:
                continue
        spans.append(
            Span(m.start(), m.end(), Sel(shape=shape, color=colour), count, plural, definite)
        )
    for m in FORMULA_WORD_RE.finditer(text):
        expr = _math_run(text, m.end())
        if expr is None or any(a <= expr[0] < b for a, b in taken):
            continue
        a, b = expr
        spans = [s for s in spans if not (s.sel.shape == "formula" and m.start() <= s.start < a)]
        spans.append(Span(a, b, Sel(text=text[a:b]), 1, False, False))
        taken.append((a, b))
    spans.sort(key=lambda s: s.start)
    return spans


FORMULA_WORD_RE = re.compile(
    r"\b(?:formula|equation|identity|theorem|expression)\b(?:\s+[A-Za-z]{3,}){0,1}\s+", re.I
)
_MATH_TOKEN = re.compile(r"[A-Za-z0-9^_+\-*/=().]+")


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
        if not tok or not (
            len(tok) == 1 or re.search(r"[\d^=_+*/]", tok) or re.fullmatch(r"[a-z]{1,2}", tok)
        ):
            break
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


def _colour_after(low: str, spans: list[Span]) -> None:
    """ "Plot the sine curve in yellow": the colour goes to the object just named."""
    colours = "|".join(COLOUR_WORDS)
    for m in re.finditer(rf"\bin ({colours})\b(?!\s*(?:and|or|,)\s*(?:{colours}))", low):
        before = [s for s in spans if s.end <= m.start()]
        if not before:
            continue
        s = before[-1]
        gap = low[s.end : m.start()]
        if s.sel.color is not None or re.search(r"[.;!?]", gap) or len(gap.split()) > 6:
            continue
        s.sel = Sel(shape=s.sel.shape, color=_canonical(m.group(1)), text=s.sel.text)


def _clauses(text: str) -> list[tuple[int, int]]:
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


def _in(span: Span, clause: tuple[int, int]) -> bool:
    return clause[0] <= span.start < clause[1]


def _sel_key(sel: Sel) -> tuple[str | None, str | None, str | None]:
    return (sel.shape, sel.color, sel.text)


ROT_RE = re.compile(r"\b(?:rotat\w*|spin\w*|turn(?:s|ing)?)\b(?P<rest>[^.;]{0,60})", re.I)
ANGLE_RE = re.compile(r"(-?\d+(?:\.\d+)?)\s*(?:°|degrees?|deg\b)", re.I)
TURN_WORDS = {"quarter turn": 90.0, "half turn": 180.0, "full turn": 360.0, "full circle": 360.0,
              "full rotation": 360.0, "half a turn": 180.0, "a quarter of a turn": 90.0}  # fmt: skip
DIR_WORDS = {
    "left": "left", "right": "right", "up": "up", "down": "down", "top": "up", "bottom": "down",
    "center": "center", "centre": "center", "middle": "center", "origin": "center",
}  # fmt: skip


def read_requirements(description: str) -> list[Requirement]:
    """Requirements a description states plainly; an unclear phrase gives none."""
    text = " ".join(description.split())
    low = text.lower()
    spans = _spans(text)
    reqs: list[Requirement] = []
    _colour_after(low, spans)

    def last_before(pos: int, clause: tuple[int, int] | None = None) -> Span | None:
        cands = [s for s in spans if s.end <= pos and (clause is None or _in(s, clause))]
        return cands[-1] if cands else None

    def first_after(pos: int, clause: tuple[int, int]) -> Span | None:
        cands = [s for s in spans if s.start >= pos and _in(s, clause)]
        return cands[0] if cands else None

    # --- objects and texts
    objects: dict[tuple[str | None, str | None], HasObject] = {}
    for s in spans:
        if s.sel.text is not None:
            q = s.sel.text
            formula = bool(TEX_HINT.search(q)) or bool(
                re.search(
                    r"(?:formula|equation|expression)\s*$",
                    low[max(0, s.start - 14) : s.start].strip(),
                )
            )
            reqs.append(HasText(text=q, formula=formula, phrase=text[s.start : s.end]))
            if s.sel.color is not None:  # '"Hello" in yellow'
                reqs.append(HasObject(sel=Sel(text=q, color=s.sel.color), phrase=q))
            continue
        assert s.sel.shape is not None
        if s.definite and (s.sel.shape, s.sel.color) in objects:
            continue
        n = s.count if s.count is not None else (2 if s.plural else 1)
        key = (s.sel.shape, s.sel.color)
        if key in objects:
            objects[key].count = max(objects[key].count, n)
            continue
        objects[key] = HasObject(
            sel=Sel(shape=s.sel.shape, color=s.sel.color), count=n, phrase=text[s.start : s.end]
        )
    # "red and blue squares" style phrases carry colours the noun phrase does not: drop colours
    # we cannot attach (none are attached above) - nothing to do.
    reqs.extend(objects.values())

    clauses = _clauses(text)

    # --- 3-D and camera
    solid_named = [s for s in spans if s.sel.shape in THREE_D_SHAPES]
    if re.search(r"\b(?:3d|3-d|three[- ]dimensional)\b", low) or solid_named:
        kinds_named = {s.sel.shape for s in solid_named}
        sel = solid_named[0].sel if len(kinds_named) == 1 else None
        reqs.append(ThreeD(sel=None if sel is None else Sel(shape=sel.shape), phrase="3-D"))
    if re.search(
        r"\bcamera\b[^.;]{0,40}\b(?:rotat|mov|orbit|pan|zoom|spin|circl|turn)|"
        r"\b(?:rotat\w*|mov\w*|orbit\w*|pan\w*|zoom\w*|spin\w*)\s+(?:the\s+)?camera\b",
        low,
    ):
        reqs.append(CameraMove(phrase="camera"))

    # --- relations
    # "a circle on the left and a square on the right"
    for ml in re.finditer(r"\b(?:on|at|to) the left(?: side)?\b(?! of)", low):
        mr = re.search(r"\b(?:on|at|to) the right(?: side)?\b(?! of)", low[ml.end() :])
        if mr is None:
            continue
        r_start = ml.end() + mr.start()
        if re.search(r"[.;!?]", low[ml.end() : r_start]):
            continue
        a = last_before(ml.start())
        b = last_before(r_start)
        if a is None or b is None or a is b or _sel_key(a.sel) == _sel_key(b.sel):
            continue
        if len(low[a.end : ml.start()].split()) > 3 or len(low[b.end : r_start].split()) > 3:
            continue
        if b.start < ml.end():
            continue
        reqs.append(Relation(a=a.sel, rel="left_of", b=b.sel, phrase=text[a.start : r_start]))
    rel_patterns = [
        (r"\b(?:directly |just |right )?(?:below|beneath|under|underneath)\b", "below"),
        (r"\b(?:directly |just |right )?(?:above|over)\b(?! time| the course)", "above"),
        (r"\b(?:to|on) the left (?:of|side of)\b|\bleft of\b", "left_of"),
        (r"\b(?:to|on) the right (?:of|side of)\b|\bright of\b", "right_of"),
        (r"\b(?:next to|beside)\b", "next_to"),
        (r"\b(?:inside|within)\b", "inside"),
    ]
    for pat, rel in rel_patterns:
        for m in re.finditer(pat, low):
            clause = next(c for c in clauses if c[0] <= m.start() < c[1])
            a = last_before(m.start(), clause)
            b = first_after(m.end(), clause)
            if a is None:
                continue
            between_b = low[m.end() : b.start] if b is not None else ""
            if re.match(r"\s*(?:it|them)\b", low[m.end() :]):
                # "a square with the text below it": "it" is the object named before the text
                earlier = [
                    s for s in spans if s.end <= a.start and _sel_key(s.sel) != _sel_key(a.sel)
                ]
                same_sentence = bool(earlier) and not re.search(
                    r"[.;!?]", low[earlier[-1].end : a.start]
                )
                if not same_sentence or not (
                    re.search(r"\bwith\b", low[earlier[-1].end : a.start])
                    or (a.sel.text is not None and earlier[-1].sel.text is not None)
                ):
                    continue
                b = earlier[-1]
                between_b = ""
            if b is None:
                continue
            if re.search(r"\b(?:it|them|each|every)\b", between_b) or len(between_b.split()) > 2:
                continue
            between_a = low[a.end : m.start()]
            # "a square with a circle inside" / "X is placed below Y": allow a few linking words
            if len(between_a.split()) > 4 or re.search(r"[,]|\band\b", between_a):
                continue
            if _sel_key(a.sel) == _sel_key(b.sel):
                continue
            reqs.append(Relation(a=a.sel, rel=rel, b=b.sel, phrase=text[a.start : b.end]))
    for m in re.finditer(
        r"\b(?:in|at|to) the (?:center|centre|middle)(?: of the (?:screen|frame|scene))?\b", low
    ):
        clause = next(c for c in clauses if c[0] <= m.start() < c[1])
        a = last_before(m.start(), clause)
        if a is None or len(low[a.end : m.start()].split()) > 3:
            continue
        if re.search(r"\bmov\w*|\bshift\w*|\bslid\w*", low[a.end : m.start()]):
            continue  # a motion to the centre, handled below
        reqs.append(Relation(a=a.sel, rel="center", phrase=text[a.start : m.end()]))

    # --- arrangements
    for m in re.finditer(
        r"\b(?:side by side|in a (?:horizontal )?(?:row|line)|in a column|vertically|"
        r"one (?:above|below) the other|"
        r"in a vertical (?:column|line)|(?P<r>\d+|two|three|four|five)\s*(?:by|x|×)\s*"
        r"(?P<c>\d+|two|three|four|five)(?:\s+grid)?|grid|"
        r"in (?P<r2>\d+|two|three|four|five) rows of (?P<c2>\d+|two|three|four|five))\b",
        low,
    ):
        clause = next(c for c in clauses if c[0] <= m.start() < c[1])
        word = m.group()
        cands = [
            s
            for s in spans
            if _in(s, clause) and s.sel.shape is not None and (s.plural or (s.count or 1) > 1)
        ]
        if not cands:
            continue
        s = min(cands, key=lambda c: abs(c.start - m.start()))
        if m.group("r") or m.group("r2"):
            gr, gc = m.group("r") or m.group("r2"), m.group("c") or m.group("c2")
            r = NUMBERS.get(gr, None) or int(gr)
            c = NUMBERS.get(gc, None) or int(gc)
            reqs.append(
                Arrangement(sel=s.sel, layout="grid", count=r * c, rows=r, cols=c, phrase=word)
            )
            continue
        if word == "grid":
            continue  # a grid without its size: too vague to check the shape
        vertical = "column" in word or "vertical" in word or word.startswith("one ")
        layout = "column" if vertical else "row"
        reqs.append(Arrangement(sel=s.sel, layout=layout, count=s.count or 2, phrase=word))

    # --- order
    seen: set[tuple[str | None, str | None, str | None]] = set()
    new_per_clause: list[Span | None] = []
    for cl in clauses:
        new = [s for s in spans if _in(s, cl) and _sel_key(s.sel) not in seen and not s.definite]
        for s in spans:
            if _in(s, cl):
                seen.add(_sel_key(s.sel))
        new_per_clause.append(new[0] if new else None)
    for i in range(1, len(clauses)):
        cl = clauses[i]
        head = low[cl[0] : cl[0] + 30]
        if not re.match(r"[\s,]*(?:then|after that|afterwards|next(?! to)|finally)\b", head):
            continue
        prev = next((s for s in reversed(new_per_clause[:i]) if s is not None), None)
        cur = new_per_clause[i]
        if prev is None or cur is None or _sel_key(prev.sel) == _sel_key(cur.sel):
            continue
        if re.search(r"\b(?:transform|morph|turn|become|change)\w*\b", low[cl[0] : cur.start]):
            continue  # "then it turns into a square": the new object replaces the old
        reqs.append(Order(first=prev.sel, second=cur.sel, phrase=text[cl[0] : cur.end]))
    for m in re.finditer(r"\b(?:one by one|one at a time|one after (?:another|the other))\b", low):
        clause = next(c for c in clauses if c[0] <= m.start() < c[1])
        cands = [
            s
            for s in spans
            if _in(s, clause) and s.sel.shape is not None and (s.plural or (s.count or 1) > 1)
        ]
        if not cands:
            continue
        s = cands[0]
        reqs.append(OneByOne(sel=s.sel, count=s.count or 2, phrase=m.group()))
    for m in re.finditer(r"\b(?:at the same time|simultaneously)\b", low):
        clause = next(c for c in clauses if c[0] <= m.start() < c[1])
        cands = [s for s in spans if _in(s, clause)]
        distinct: list[Span] = []
        for s in cands:
            if all(_sel_key(s.sel) != _sel_key(d.sel) for d in distinct):
                distinct.append(s)
        if len(distinct) == 2:
            reqs.append(Together(a=distinct[0].sel, b=distinct[1].sel, phrase=m.group()))

    # --- motions
    def subject(pos: int, end: int) -> Span | None:
        clause = next(c for c in clauses if c[0] <= pos < c[1])
        after = low[end : end + 25]
        obj = re.match(r"\s*(?:the |a |an )?", after)
        # "rotate the square": object after the verb; "the square rotates": subject before
        nxt = first_after(end, clause)
        if nxt is not None and obj is not None and nxt.start <= end + (obj.end() if obj else 0) + 1:
            return nxt
        prev = last_before(pos, clause)
        if prev is not None and len(low[prev.end : pos].split()) <= 3:
            return prev
        if re.match(r"\s*(?:it|them)\b", after) or re.search(
            r"\b(?:it|they)\s+(?:\w+\s+)?$", low[max(0, pos - 12) : pos]
        ):
            return last_before(pos)  # "it": the latest object named
        return None

    for m in ROT_RE.finditer(low):
        word = m.group().split()[0]
        rest = m.group("rest")
        if word.startswith("turn") and not re.search(
            r"\b(?:degrees?|°|turn|clockwise|around|about)\b", rest
        ):
            continue  # "turns red", "turns into": not a rotation
        if re.search(r"\bcamera\b", low[max(0, m.start() - 25) : m.end()]):
            continue
        subj = subject(m.start(), m.start() + len(word))
        if subj is None or (subj.sel.shape is None and subj.sel.text is None):
            continue
        angle: float | None = None
        signed = True
        am = ANGLE_RE.search(rest)
        if am:
            angle = float(am.group(1))
        else:
            for w, v in TURN_WORDS.items():
                if w in rest:
                    angle = v
        if angle is not None:
            if re.search(r"\bclockwise\b", rest) and not re.search(
                r"counter-?clockwise|anti-?clockwise", rest
            ):
                angle = -abs(angle)
            elif not re.search(r"counter-?clockwise|anti-?clockwise", rest):
                signed = False  # no direction named: either way counts
            else:
                angle = abs(angle)
        reqs.append(
            Motion(
                motion="rotate", sel=subj.sel, angle=angle, signed=signed, phrase=m.group().strip()
            )
        )

    motion_words = [
        (
            r"\b(?:mov(?:e|es|ing)|slid(?:e|es|ing)|shift(?:s|ing)?|jump(?:s|ing)?)\b"
            r"(?P<rest>[^.;,]{0,40})",
            "move",
        ),
        (
            r"\b(?:grow(?:s|ing)?|scal(?:e|es|ing) up|enlarg\w*|gets? bigger|doubles? in size)\b(?P<rest>)",
            "scale_up",
        ),
        (r"\b(?:shrink(?:s|ing)?|scal(?:e|es|ing) down|gets? smaller)\b(?P<rest>)", "scale_down"),
        (r"\bfad(?:e|es|ing) in\b(?P<rest>)", "fade_in"),
        (r"\b(?:fad(?:e|es|ing) (?:out|away)|disappear\w*|vanish\w*)\b(?P<rest>)", "fade_out"),
        (
            r"\b(?:transform\w*|morph\w*|turn(?:s|ing)?|becom\w*|chang\w*)\s+"
            r"(?:(?:it|them|the\s+\w+(?:\s+\w+)?)\s+)?into\b(?P<rest>[^.;,]{0,40})",
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
    for pat, motion in motion_words:
        for m in re.finditer(pat, low):
            if re.search(r"\bcamera\b", low[max(0, m.start() - 25) : m.end() + 15]):
                continue
            verb_end = m.start("rest")
            if motion == "transform":
                t = _transform_ends(m, spans, clauses, low, last_before, first_after)
                if t is not None:
                    reqs.append(
                        Motion(motion="transform", sel=t[0].sel, into=t[1].sel, phrase=m.group())
                    )
                continue
            subj = subject(m.start(), verb_end)
            if subj is None:
                continue
            rest = m.group("rest") or ""
            if motion == "fade_in" and subj.start > m.start():
                pass
            if motion == "move":
                to = None
                dm = re.match(
                    r"\s*(?:to(?:wards)?|toward) (?:the )?(left|right|top|bottom|center|centre|middle|origin)\b",
                    rest,
                )
                dm2 = re.match(r"\s*(?:(?:it|them)\s+)?(left|right|up|down)\b", rest)
                if dm:
                    to = DIR_WORDS[dm.group(1)]
                elif dm2:
                    to = DIR_WORDS[dm2.group(1)]
                elif re.match(
                    r"\s*(?:to|toward|towards|into|onto|next|along|around|across|between|back|over|under|behind|in front)\b",
                    rest,
                ):
                    to = None
                if subj.start > m.start() and to is None and dm is None:
                    pass
                reqs.append(Motion(motion="move", sel=subj.sel, to=to, phrase=m.group().strip()))
                continue
            if motion == "trace" and subj.sel.shape not in ("dot", "ball", "circle", None):
                continue
            reqs.append(Motion(motion=motion, sel=subj.sel, phrase=m.group().strip()))

    # --- counting
    for m in re.finditer(
        r"\b(?:count(?:s|ing)?(?: up| down)?|counter|tick(?:s|ing)?|goes|increas\w*|decreas\w*)\s+from\s+"
        r"(-?\d+)\s+(?:to|up to|down to|until)\s+(-?\d+)\b",
        low,
    ):
        reqs.append(Counting(start=float(m.group(1)), end=float(m.group(2)), phrase=m.group()))
    return _dedupe(reqs)


def _transform_ends(
    m: re.Match[str],
    spans: list[Span],
    clauses: list[tuple[int, int]],
    low: str,
    last_before: Any,
    first_after: Any,
) -> tuple[Span, Span] | None:
    """(what transforms, into what) for "X transforms into Y", "transform X into Y",
    "morph it into Y", "replace it with Y"; None when either end is unclear."""
    clause = next(c for c in clauses if c[0] <= m.start() < c[1])
    into_at = m.start("rest")
    into = first_after(into_at, clause)
    if into is None or len(low[into_at : into.start].split()) > 2:
        return None
    inner = [s for s in spans if m.start() <= s.start and s.end <= into_at]
    if inner:
        subj = inner[0]
    elif re.search(r"\b(?:it|them)\b", low[m.start() : into_at]):
        subj = last_before(m.start())  # "it": the latest object named
    else:
        subj = last_before(m.start(), clause)
        if subj is not None and len(low[subj.end : m.start()].split()) > 3:
            subj = None
    if subj is None or _sel_key(subj.sel) == _sel_key(into.sel):
        return None
    return subj, into


def _dedupe(reqs: list[Requirement]) -> list[Requirement]:
    out: list[Requirement] = []
    keys: set[str] = set()
    for r in reqs:
        d = r.to_dict()
        d.pop("phrase", None)
        k = repr(sorted(d.items()))
        if k not in keys:
            keys.add(k)
            out.append(r)
    return out
