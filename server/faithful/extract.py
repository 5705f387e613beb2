"""Requirements read by the local model: the description -> requirements of our DSL (issue 46).

The rule reader (``reader.py``) understands short phrases; the model reads the whole description.
``extract(backend, description)`` asks the model for a JSON list of requirements that follows
:func:`requirement_schema`, a JSON schema generated from the requirement classes of
``requirements.py`` (their kinds, fields and field types; the allowed words of a field come from
that module's own vocabularies), which llama.cpp enforces as a grammar while sampling. Every item
carries ``span``, the words of the description it comes from; an item whose span is not in the
description (case and spacing aside), that ``requirement_from_dict`` rejects, or that selects
nothing is dropped. :func:`union` adds what is left to the rule reader's requirements: an item
about the same thing as one of the reader's (same kind and subjects, :func:`identity`) is
dropped, so the reader wins where both read a phrase and disagree. A phrase neither understands
gives no requirement.

The model's answer is cached per description (:class:`ExtractionCache`: in memory and under
``<cache>/requirements-llm/``, keyed by the model, the description and :data:`EXTRACTOR_VERSION`
with a hash of the prompt and schema). Nothing here raises into the agent: any failure gives no
model requirements, and the rule reader's stand alone. :class:`Extraction` runs one extraction in
a background thread for the agent (``server/agent/loop.py``).
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import logging
import os
import re
import threading
import time
import typing
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from server.backends.base import CancelToken, ChatBackend, GenerationParams, Message
from server.faithful import curvepoints
from server.faithful import requirements as rq
from server.faithful.reader import NUMBERS, read_requirements
from server.faithful.requirements import KINDS, Requirement, Sel, requirement_from_dict
from server.render.meaning import meaning, numbers_in

log = logging.getLogger(__name__)

#: bump when the prompt, the schema or the parsing changes what an answer means (the cache key
#: also hashes the prompt and schema, so a change there never reuses an old answer)
EXTRACTOR_VERSION = 1
MAX_ITEMS = 12  # requirements one answer may list (the realistic descriptions state 3 to 6 things)
MAX_TOKENS = 900  # an answer's token budget; a cut answer keeps its complete items
CACHE_DIR = "requirements-llm"

# -- the schema, from the requirement classes ---------------------------------------------------
#: fields the model never writes: the phrase comes from the span; tolerances are the checks' own
SKIP_FIELDS = frozenset({"phrase", "tol"})
#: the words a string field allows, from the requirement module's vocabularies ("sel" is Sel)
CHOICES: dict[tuple[str, str], tuple[str, ...]] = {
    ("sel", "shape"): tuple(rq.SHAPES),
    ("sel", "color"): tuple(c for c in rq.COLORS if c != "grey"),
    ("relation", "rel"): rq.RELATIONS,
    ("arrangement", "layout"): ("row", "column", "grid", "apart", "tree", "star"),
    ("motion", "motion"): (*rq.ANIMS, "move", "shift", "scale_up", "scale_down"),
    ("motion", "to"): ("left", "right", "up", "down", "center"),
    ("region", "region"): rq.REGIONS,
    ("region", "when"): ("any", "end"),
    ("frame_share", "axis"): ("either", "width", "height"),
    ("attached", "part"): rq.PARTS,
    ("attached", "which"): rq.WHICH,
    ("attached", "member"): rq.MEMBER_WHICH,
    ("rotation_pivot", "part"): ("start", "end", "vertex", "center"),
    ("rotation_pivot", "which"): rq.WHICH,
    ("rotation_pivot", "axis"): tuple(rq.AXES),
    ("member_change", "change"): rq.CHANGES,
    ("member_change", "which"): rq.MEMBER_WHICH,
    ("member_change", "to"): tuple(c for c in rq.COLORS if c != "grey"),
    ("text_number", "unit"): ("%", "deg"),
    ("recolour", "to"): tuple(c for c in rq.COLORS if c != "grey"),
    ("marked", "feature"): curvepoints.FEATURES,
    ("cell_highlight", "scope"): rq.CELL_SCOPES,
    ("cell_highlight", "which"): ("max", "min"),
}
#: fields that keep their default unless the model writes them (the others without a None
#: default must be written: a requirement is never half its defaults by omission)
OPTIONAL_FIELDS = frozenset(
    {
        ("arrangement", "rows"), ("arrangement", "cols"), ("region", "when"),
        ("frame_share", "axis"), ("path", "turns"), ("member_change", "count"),
        ("one_by_one", "count"), ("relation", "when"), ("recolour", "count"),
        ("cell_highlight", "scope"),
    }
)  # fmt: skip


def _field_types(cls: type) -> dict[str, tuple[Any, bool]]:
    """A dataclass's fields the model writes: name -> (type, whether None is allowed)."""
    hints = typing.get_type_hints(cls, vars(rq))
    out: dict[str, tuple[Any, bool]] = {}
    for f in dataclasses.fields(cls):
        if f.name in SKIP_FIELDS:
            continue
        tp = hints[f.name]
        args = typing.get_args(tp)
        optional = type(None) in args
        if optional:
            rest = [a for a in args if a is not type(None)]
            tp = rest[0] if len(rest) == 1 else tp
        out[f.name] = (tp, optional)
    return out


def _type_schema(owner: str, name: str, tp: Any) -> dict[str, Any]:
    if tp is Sel:
        return sel_schema()
    if (owner, name) in CHOICES:
        return {"enum": list(CHOICES[(owner, name)])}
    if tp is str:
        return {"type": "string"}
    if tp is bool:
        return {"type": "boolean"}
    if tp is int:
        return {"type": "integer"}
    if tp is float:
        return {"type": "number"}
    if typing.get_origin(tp) is list:
        item = "string" if typing.get_args(tp) == (str,) else "number"
        return {"type": "array", "items": {"type": item}, "minItems": 1, "maxItems": 3}
    raise TypeError(f"{owner}.{name}: no JSON schema for type {tp!r}")


@functools.lru_cache(maxsize=1)
def sel_schema() -> dict[str, Any]:
    """A selector (:class:`Sel`): any of its fields, at least one of them written."""
    props = {n: _type_schema("sel", n, tp) for n, (tp, _) in _field_types(Sel).items()}
    return {"type": "object", "properties": props, "additionalProperties": False}


def kind_schema(cls: type[Requirement]) -> dict[str, Any]:
    """One requirement kind as a JSON object: ``kind``, ``span``, then the class's fields in
    their order (required: every field without a None default, bools and OPTIONAL_FIELDS aside)."""
    props: dict[str, Any] = {"kind": {"const": cls.kind}, "span": {"type": "string"}}
    required = ["kind", "span"]
    for name, (tp, optional) in _field_types(cls).items():
        props[name] = _type_schema(cls.kind, name, tp)
        if not optional and tp is not bool and (cls.kind, name) not in OPTIONAL_FIELDS:
            required.append(name)
    return {
        "type": "object",
        "properties": props,
        "required": required,
        "additionalProperties": False,
    }


@functools.lru_cache(maxsize=1)
def requirement_schema() -> dict[str, Any]:
    """The answer's JSON schema: a list of at most MAX_ITEMS requirements of any kind."""
    return {
        "type": "array",
        "items": {"anyOf": [kind_schema(cls) for cls in KINDS.values()]},
        "maxItems": MAX_ITEMS,
    }


# -- the prompt ---------------------------------------------------------------------------------
#: a few words per kind for the model (a kind without one is described by its docstring)
KIND_HINTS: dict[str, str] = {
    "object": "count objects matching sel are shown",
    "text": "this text or formula is shown (formula: true for maths)",
    "relation": "a is below/above/left_of/right_of/next_to/inside/overlap b; center: a in the "
    "middle",
    "arrangement": "count objects laid out as a row, column or grid (rows x cols)",
    "order": "first appears before second",
    "together": "a and b are animated at the same time",
    "one_by_one": "the objects appear one after another",
    "motion": "an animation of sel: rotate (angle in degrees, + counterclockwise), move (to), "
    "shift, scale_up, scale_down, fade_in, fade_out, transform (into), trace, indicate, grow, "
    "write, create",
    "counting": "a shown number counts from start to end",
    "three_d": "a 3-D scene with a 3-D object",
    "camera": "the camera moves",
    "region": "sel sits in a screen region (when: end = where it ends up)",
    "frame_share": "sel covers at least min (0..1) of the screen's width or height",
    "attached": "a (a label, dot) sits at a part of to: start, end, vertex, side, center, "
    "point (at: [x] on a number line, [x, y] on axes); which picks a vertex or side; member "
    "picks one of several to (the tallest bar)",
    "rotation_pivot": "sel rotates about a part of itself (or of) or about an axis",
    "path": "sel moves around or along a shape (turns: how many times around)",
    "member_change": "of the matching objects only count change (which one, to a colour; "
    "key: a node [k] or an edge [u, v] of a graph; path: [from, to], the edges between change)",
    "text_number": "a shown text states the number value (unit % or deg)",
    "recolour": "count objects matching sel turn the colour to (seen in another colour first)",
    "marked": "dots a mark a plotted curve's feature: its roots, the crossing of two curves, its "
    "maximum, minimum, extremum (a parabola's vertex) or y_intercept",
    "cell_highlight": "a table's cell, row or column (scope) is highlighted (in color): the one "
    "holding text, or the one with the max or min number (which)",
    "filled": "sel is drawn filled (filled true: a filled or solid dot) or as an outline only "
    "(false: an open or hollow circle), the one at a number line's value at: [x] if given",
}

SYSTEM = """You turn a description of an animation into a checklist of requirements, as JSON.
List only what the description states; never invent. Each item has:
- kind: one of the kinds below,
- span: the exact words of the description it comes from (copied, not paraphrased),
- its fields. A selector sel (also a, b, to, first, second, of, into, around, along) is an
object with shape, color and/or text (the words a text or label shows).
shape: {shapes}.
color: {colors}.
region: {regions}.
Kinds:
{kinds}
Answer with the JSON list only."""

#: our own examples (not from any benchmark): description -> answer
EXAMPLES: tuple[tuple[str, list[dict[str, Any]]], ...] = (
    (
        'Draw a green triangle with the label "A" above it, then rotate the triangle 90 '
        "degrees clockwise about its bottom-left corner.",
        [
            {"kind": "object", "span": "a green triangle",
             "sel": {"shape": "triangle", "color": "green"}, "count": 1},
            {"kind": "text", "span": 'the label "A"', "text": "A"},
            {"kind": "relation", "span": 'the label "A" above it', "a": {"text": "A"},
             "rel": "above", "b": {"shape": "triangle"}},
            {"kind": "motion", "span": "rotate the triangle 90 degrees clockwise",
             "motion": "rotate", "sel": {"shape": "triangle"}, "angle": -90},
            {"kind": "rotation_pivot", "span": "about its bottom-left corner",
             "sel": {"shape": "triangle"}, "part": "vertex", "which": "bottom_left"},
        ],
    ),
    (
        "Four blue bars stand in a row at the bottom of the screen; only the tallest bar turns "
        "yellow. Show 25% in the top-right corner.",
        [
            {"kind": "object", "span": "Four blue bars",
             "sel": {"shape": "rectangle", "color": "blue"}, "count": 4},
            {"kind": "arrangement", "span": "Four blue bars stand in a row",
             "sel": {"shape": "rectangle"}, "layout": "row", "count": 4},
            {"kind": "region", "span": "at the bottom of the screen",
             "sel": {"shape": "rectangle"}, "region": "bottom"},
            {"kind": "member_change", "span": "only the tallest bar turns yellow",
             "sel": {"shape": "rectangle"}, "change": "color", "which": "largest",
             "to": "yellow"},
            {"kind": "text_number", "span": "25%", "value": 25, "unit": "%"},
            {"kind": "region", "span": "25% in the top-right corner", "sel": {"text": "25%"},
             "region": "top_right"},
        ],
    ),
    (
        'A small red dot moves around a white circle twice while the title "Orbit" fades in '
        "at the top. Then count from 1 to 5.",
        [
            {"kind": "object", "span": "A small red dot", "sel": {"shape": "dot", "color": "red"},
             "count": 1},
            {"kind": "object", "span": "a white circle",
             "sel": {"shape": "circle", "color": "white"}, "count": 1},
            {"kind": "path", "span": "moves around a white circle twice",
             "sel": {"shape": "dot"}, "around": {"shape": "circle"}, "turns": 2},
            {"kind": "text", "span": 'the title "Orbit"', "text": "Orbit"},
            {"kind": "motion", "span": "fades in", "motion": "fade_in", "sel": {"text": "Orbit"}},
            {"kind": "region", "span": "at the top", "sel": {"text": "Orbit"}, "region": "top"},
            {"kind": "counting", "span": "count from 1 to 5", "start": 1, "end": 5},
        ],
    ),
)  # fmt: skip


def kind_lines() -> str:
    """One line per kind: its fields (from the class) and a few words on what it checks."""
    lines = []
    for kind, cls in KINDS.items():
        names = ", ".join(_field_types(cls))
        hint = KIND_HINTS.get(kind) or (cls.__doc__ or "").strip().split(".")[0]
        lines.append(f"- {kind} ({names}): {' '.join(hint.split())}")
    return "\n".join(lines)


def messages(description: str) -> list[Message]:
    """The extraction prompt: the kinds, our examples as earlier turns, then the description."""
    system = SYSTEM.format(
        kinds=kind_lines(), shapes=", ".join(CHOICES[("sel", "shape")]),
        colors=", ".join(CHOICES[("sel", "color")]), regions=", ".join(rq.REGIONS),
    )  # fmt: skip
    out = [Message(role="system", content=system)]
    for desc, answer in EXAMPLES:
        out.append(Message(role="user", content=desc))
        out.append(Message(role="assistant", content=json.dumps(answer, separators=(",", ":"))))
    out.append(Message(role="user", content=" ".join(description.split())))
    return out


def prompt_hash() -> str:
    """What the cache key hashes besides the version: the prompt and the schema."""
    blob = json.dumps([messages(""), requirement_schema()], sort_keys=True)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()[:16]


# -- reading the answer -------------------------------------------------------------------------
def _norm(text: str) -> str:
    """Case, spacing and quote marks aside (a span matches the description through these)."""
    text = text.replace("\u201c", '"').replace("\u201d", '"').replace("\u2018", "'")
    text = text.replace("\u2019", "'")
    return " ".join(text.casefold().split())


def span_in(span: str, description: str) -> bool:
    """Whether ``span`` is words of ``description`` (case, spacing and curly quotes aside)."""
    s = _norm(span).strip(" .,;:")
    return bool(s) and s in _norm(description)


def answer_items(text: str) -> list[Any]:
    """The items of the model's JSON list; of an answer cut short, the complete items."""
    text = text.strip()
    try:
        data = json.loads(text)
    except ValueError:
        data = None
    if isinstance(data, list):
        return data
    if isinstance(data, dict):  # {"requirements": [...]} from a model that ignores the schema
        inner = next((v for v in data.values() if isinstance(v, list)), None)
        return list(inner or [])
    start = text.find("[")
    if start < 0:
        return []
    dec = json.JSONDecoder()
    items: list[Any] = []
    i = start + 1
    while i < len(text):
        while i < len(text) and text[i] in " \t\r\n,":
            i += 1
        if i >= len(text) or text[i] == "]":
            break
        try:
            item, i = dec.raw_decode(text, i)
        except ValueError:
            break  # the item the answer was cut in
        items.append(item)
    return items


def text_in(text: str, description: str) -> bool:
    """Whether a text the requirement wants shown is in the description: as words, or by
    meaning (``\\frac{1}{2}`` for "1/2")."""
    if span_in(text, description):
        return True
    want = meaning(text)
    return bool(want) and want in meaning(description)


def _texts(req: Requirement) -> list[str]:
    """The texts a requirement wants shown (its own and its selectors')."""
    own = getattr(req, "text", None)
    out = [own] if isinstance(own, str) else []
    for f in dataclasses.fields(req):
        value = getattr(req, f.name)
        if isinstance(value, Sel) and value.text:
            out.append(value.text)
    return out


def stated_numbers(description: str) -> set[float]:
    """The numbers a description states, in digits or as number words ("twelve")."""
    out = {float(x) for x in re.findall(r"\d+(?:\.\d+)?", description)}
    out |= {-x for x in out}
    for part in re.findall(r"\$[^$]+\$|\\frac\{[^}]*\}\{[^}]*\}|\d+\s*/\s*\d+", description):
        out |= set(numbers_in(part))
    words = set(re.findall(r"[a-z]+", description.casefold()))
    out |= {float(v) for w, v in NUMBERS.items() if w in words and w not in ("a", "an")}
    return out


def _numbers(req: Requirement) -> list[float]:
    """The numbers a requirement wants shown (a stated number, a count's ends)."""
    if req.kind == "text_number":
        return [float(req.value)]  # type: ignore[attr-defined]
    if req.kind == "counting":
        return [float(req.start), float(req.end)]  # type: ignore[attr-defined]
    return []


def _empty_sel(sel: Any) -> bool:
    return isinstance(sel, Sel) and sel.shape is None and sel.color is None and not sel.text


def _selects_nothing(req: Requirement) -> bool:
    """A requirement whose subject selector is empty (it would match every object)."""
    for f in dataclasses.fields(req):
        value = getattr(req, f.name)
        if isinstance(value, Sel) and _empty_sel(value) and f.name in ("sel", "a", "first"):
            return True
    return False


def parse_answer(text: str, description: str) -> tuple[list[Requirement], dict[str, int]]:
    """The requirements of a model answer, and how many items were dropped and why (span not in
    the description, invalid, a text or number to show that the description does not state,
    selecting nothing, repeated)."""
    kept: list[Requirement] = []
    dropped = {"span": 0, "invalid": 0, "text": 0, "number": 0, "empty": 0, "repeat": 0}
    keys: set[Any] = set()
    for item in answer_items(text):
        if not isinstance(item, dict):
            dropped["invalid"] += 1
            continue
        d = dict(item)
        span = d.pop("span", None)
        if not isinstance(span, str) or not span_in(span, description):
            dropped["span"] += 1
            continue
        try:
            req = requirement_from_dict({**d, "phrase": " ".join(span.split())})
        except (ValueError, TypeError, KeyError) as exc:
            log.debug("dropped model requirement %s: %s", d, exc)
            dropped["invalid"] += 1
            continue
        if not all(text_in(t, description) for t in _texts(req)):
            dropped["text"] += 1  # a text to show that the description never states
            continue
        stated = stated_numbers(description) if _numbers(req) else set()
        if not all(any(abs(n - x) < 1e-6 for x in stated) for n in _numbers(req)):
            dropped["number"] += 1  # a number to show that the description never states
            continue
        if _selects_nothing(req):
            dropped["empty"] += 1
            continue
        k = identity(req)
        if k in keys:
            dropped["repeat"] += 1
            continue
        keys.add(k)
        kept.append(req)
    return kept, dropped


# -- the same requirement: identity (union) and key (benchmark match) ----------------------------
#: per kind, the fields that say what a requirement is about; with the "value" fields below they
#: make its key. Selectors compare leniently (:func:`same_sel`); ``together`` ignores order.
SUBJECT_FIELDS: dict[str, tuple[str, ...]] = {
    "object": ("sel",), "text": ("text",), "relation": ("a", "b"), "arrangement": ("sel",),
    "order": ("first", "second"), "together": ("a", "b"), "one_by_one": ("sel",),
    "motion": ("sel", "motion"), "counting": (), "three_d": (), "camera": (),
    "region": ("sel",), "frame_share": ("sel",), "attached": ("a", "to"),
    "rotation_pivot": ("sel",), "path": ("sel",), "member_change": ("sel", "change"),
    "text_number": ("value", "unit"), "recolour": ("sel", "to"), "marked": ("a", "feature"),
    "cell_highlight": ("text", "which", "scope"), "filled": ("sel", "at"),
}  # fmt: skip
#: the field whose value two requirements about the same subjects may disagree on (a conflict)
VALUE_FIELDS: dict[str, tuple[str, ...]] = {
    "relation": ("rel",), "arrangement": ("layout",), "counting": ("start", "end"),
    "region": ("region",), "attached": ("part",),
}  # fmt: skip


def same_sel(a: Sel | None, b: Sel | None) -> bool:
    """Two selectors pick the same thing: the same shape, and the same colour and text where
    both give one (text by meaning); two selectors without a shape must share a text."""
    if a is None or b is None:
        return a is None and b is None
    if a.shape != b.shape:
        return False
    if a.color and b.color and a.color != b.color:
        return False
    if a.text and b.text:
        return meaning(a.text) == meaning(b.text) or a.text.casefold() == b.text.casefold()
    return a.shape is not None


def _fields_for(kind: str, table: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    if kind in table:
        return table[kind]
    cls = KINDS.get(kind)  # a kind added later: its selector fields say what it is about
    if cls is None:
        return ()
    return tuple(n for n, (tp, _) in _field_types(cls).items() if tp is Sel)


def _same_value(x: Any, y: Any) -> bool:
    if isinstance(x, Sel) or isinstance(y, Sel):
        return same_sel(x, y)
    if isinstance(x, str) and isinstance(y, str):
        return meaning(x) == meaning(y) or x.casefold() == y.casefold()
    if isinstance(x, int | float) and isinstance(y, int | float):
        return abs(float(x) - float(y)) <= 1e-6 * max(1.0, abs(float(x)))
    return bool(x == y)


def same_subject(a: Requirement, b: Requirement) -> bool:
    """The same kind about the same things (what the union treats as one requirement)."""
    if a.kind != b.kind:
        return False
    names = _fields_for(a.kind, SUBJECT_FIELDS)
    if a.kind == "together":
        ab = (a.a, a.b)  # type: ignore[attr-defined]
        ba = (b.a, b.b)  # type: ignore[attr-defined]
        return (same_sel(ab[0], ba[0]) and same_sel(ab[1], ba[1])) or (
            same_sel(ab[0], ba[1]) and same_sel(ab[1], ba[0])
        )
    return all(_same_value(getattr(a, n), getattr(b, n)) for n in names)


def same_key(a: Requirement, b: Requirement) -> bool:
    """The benchmark's match rule: the same kind, subjects and value fields (counts, angles,
    shares, tolerances and the phrase aside)."""
    if not same_subject(a, b):
        return False
    return all(_same_value(getattr(a, n), getattr(b, n)) for n in _fields_for(a.kind, VALUE_FIELDS))


def identity(req: Requirement) -> str:
    """A hashable form of a requirement's kind and key, for dropping exact repeats."""
    d = req.to_dict()
    d.pop("phrase", None)
    return json.dumps(d, sort_keys=True, default=str)


def union(rule: Sequence[Requirement], model: Iterable[Requirement]) -> list[Requirement]:
    """The rule reader's requirements, then each model requirement about something the reader
    has no requirement on (same kind and subjects: the reader's is kept, agree or not)."""
    out = list(rule)
    for req in model:
        if not any(same_subject(req, r) for r in out):
            out.append(req)
    return out


# -- the model call, cached ----------------------------------------------------------------------
def model_identity(backend: Any) -> str:
    """The model a backend answers with: its name, and its GGUF file's size and time if local."""
    name = str(getattr(backend, "name", type(backend).__name__))
    path = getattr(backend, "model_path", None)
    if path is not None:
        try:
            st = Path(path).stat()
            name += f"|{st.st_size}|{int(st.st_mtime)}"
        except OSError:
            pass
    return name


class ExtractionCache:
    """Model answers per description: in memory, and as one JSON file per key under ``directory``
    (None: memory only). Thread-safe; a broken file reads as a miss."""

    def __init__(self, directory: str | os.PathLike[str] | None = None) -> None:
        self.directory = Path(directory) if directory is not None else None
        self._memory: dict[str, dict[str, Any]] = {}
        self._lock = threading.Lock()

    @staticmethod
    def key(model: str, description: str) -> str:
        blob = json.dumps([EXTRACTOR_VERSION, prompt_hash(), model, " ".join(description.split())])
        return hashlib.sha256(blob.encode("utf-8")).hexdigest()[:32]

    def get(self, key: str) -> dict[str, Any] | None:
        with self._lock:
            if key in self._memory:
                return self._memory[key]
        if self.directory is None:
            return None
        try:
            entry = json.loads((self.directory / f"{key}.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if not isinstance(entry, dict) or not isinstance(entry.get("answer"), str):
            return None
        with self._lock:
            self._memory[key] = entry
        return entry

    def put(self, key: str, entry: dict[str, Any]) -> None:
        with self._lock:
            self._memory[key] = entry
        if self.directory is None:
            return
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            tmp = self.directory / f".{key}.{os.getpid()}.{threading.get_ident()}.tmp"
            tmp.write_text(json.dumps(entry), encoding="utf-8")
            tmp.replace(self.directory / f"{key}.json")
        except OSError as exc:
            log.warning("could not cache model requirements: %s", exc)


_default_cache: ExtractionCache | None = None
_default_lock = threading.Lock()


def default_cache() -> ExtractionCache:
    """The process's cache, on disk under ``<cache>/requirements-llm/``."""
    global _default_cache
    with _default_lock:
        if _default_cache is None:
            from server.models.store import cache_dir

            _default_cache = ExtractionCache(cache_dir() / CACHE_DIR)
        return _default_cache


@dataclasses.dataclass
class ExtractResult:
    """One extraction: the kept requirements, the answer, what was dropped, what it cost."""

    requirements: list[Requirement]
    answer: str = ""
    dropped: dict[str, int] = dataclasses.field(default_factory=dict)
    seconds: float = 0.0  # the model call (0 from the cache)
    cached: bool = False
    error: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "requirements": [r.to_dict() for r in self.requirements],
            "dropped": self.dropped,
            "seconds": round(self.seconds, 3),
            "cached": self.cached,
            "error": self.error,
        }


def _without_span(item: Any) -> str:
    d = dict(item) if isinstance(item, dict) else {"item": item}
    d.pop("span", None)
    return json.dumps(d, sort_keys=True)


class RepeatStop(CancelToken):
    """The cancel token of one extraction: cancelled by the caller's token, or when the answer
    lists an item it has listed before (a small model at temperature 0 then loops until the
    item limit; the items so far are the answer)."""

    def __init__(self, outer: CancelToken | None = None) -> None:
        super().__init__()
        self.outer = outer
        self.repeated = False
        self._text = ""
        self._items = 0

    @property
    def cancelled(self) -> bool:
        return super().cancelled or bool(self.outer is not None and self.outer.cancelled)

    def feed(self, piece: str) -> None:
        self._text += piece
        if "}" not in piece:
            return
        items = answer_items(self._text)
        if len(items) <= self._items:
            return
        self._items = len(items)
        seen = [_without_span(i) for i in items]
        if seen[-1] in seen[:-1]:
            self.repeated = True
            self.cancel()


def extract(
    backend: ChatBackend,
    description: str,
    *,
    cache: ExtractionCache | None = None,
    cancel: CancelToken | None = None,
    max_tokens: int = MAX_TOKENS,
) -> ExtractResult:
    """The model's requirements for ``description`` (never raises: a failure is an empty result
    with ``error`` set). The answer is greedy, constrained by :func:`requirement_schema`."""
    try:
        key = ExtractionCache.key(model_identity(backend), description)
        entry = cache.get(key) if cache is not None else None
        if entry is not None:
            reqs, dropped = parse_answer(entry["answer"], description)
            return ExtractResult(reqs, entry["answer"], dropped, 0.0, cached=True)
        params = GenerationParams(
            max_tokens=max_tokens, temperature=0.0, seed=0, stop_runaway=False,
            json_schema=requirement_schema(),
        )  # fmt: skip
        t0 = time.perf_counter()
        stop = RepeatStop(cancel)
        comp = backend.chat(messages(description), params, on_token=stop.feed, cancel=stop)
        seconds = time.perf_counter() - t0
        if comp.finish_reason == "cancelled" and not stop.repeated:
            return ExtractResult([], comp.text, {}, seconds, error="cancelled")
        reqs, dropped = parse_answer(comp.text, description)
        if cache is not None:
            cache.put(key, {"answer": comp.text, "seconds": round(seconds, 3),
                            "finish_reason": comp.finish_reason,
                            "completion_tokens": comp.completion_tokens,
                            "prompt_tokens": comp.prompt_tokens})  # fmt: skip
        return ExtractResult(reqs, comp.text, dropped, seconds)
    except Exception as exc:  # the model's reading is an extra: never the agent's failure
        log.warning("model requirements failed: %s", exc)
        return ExtractResult([], error=f"{type(exc).__name__}: {exc}")


def rule_requirements(description: str) -> list[Requirement]:
    """The rule reader's requirements (none where it fails)."""
    try:
        return list(read_requirements(description))
    except Exception as exc:
        log.warning("description reader failed: %s", exc)
        return []


class Extraction:
    """One description's model requirements for an agent run: ``start()`` reads them in a
    background thread, ``result()`` waits for them (or reads them now if never started),
    ``cancel()`` stops a read nobody needs any more. Never raises."""

    def __init__(
        self,
        backend: ChatBackend,
        description: str,
        *,
        cache: ExtractionCache | None = None,
        extractor: Callable[..., ExtractResult] = extract,
    ) -> None:
        self.backend = backend
        self.description = description
        self.cache = cache
        self.extractor = extractor
        self.token = CancelToken()
        self.started_at: float | None = None
        self.waited_s = 0.0  # how long result() blocked the caller
        self._thread: threading.Thread | None = None
        self._result: ExtractResult | None = None
        self._lock = threading.Lock()

    def _run(self) -> None:
        try:
            res = self.extractor(
                self.backend, self.description, cache=self.cache, cancel=self.token
            )
        except Exception as exc:  # an extractor that raises gives no requirements
            res = ExtractResult([], error=f"{type(exc).__name__}: {exc}")
        self._result = res

    def start(self) -> Extraction:
        with self._lock:
            if self._thread is None and self._result is None:
                self.started_at = time.perf_counter()
                self._thread = threading.Thread(
                    target=self._run, name="llm-requirements", daemon=True
                )
                self._thread.start()
        return self

    def result(self) -> ExtractResult:
        with self._lock:
            thread = self._thread
        t0 = time.perf_counter()
        if thread is None:
            with self._lock:
                if self._result is None:
                    self.started_at = t0
                    self._run()
        else:
            thread.join()
        self.waited_s += time.perf_counter() - t0
        assert self._result is not None
        return self._result

    def cancel(self) -> None:
        """Stop a read still running (its answer is then neither used nor cached)."""
        self.token.cancel()

    @property
    def running(self) -> bool:
        t = self._thread
        return t is not None and t.is_alive()
