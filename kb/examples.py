"""The shipped example library: few-shot scenes retrieved by description and implied API.

`kb/examples.json.gz` is built by `python -m server build-examples` (`kb/build_examples.py`) from
Manim's own docstring examples (MIT) and our scenes in `kb/example_scenes/` (this project's
licence); every entry rendered with the pinned Manim when it was built. Retrieval needs no Manim
and no ManimBench: tf-idf over each entry's description, plus the APIs the query's words imply
(`graph` -> `Graph`, `count` -> `Integer`/`ValueTracker`) matched against the APIs each entry
calls. Users add their own scenes with the `examples_folder` setting (`folder_examples`).
See docs/kb.md ("Example library") and kb/EXAMPLES_LICENSE.md.
"""

from __future__ import annotations

import ast
import hashlib
import json
import math
import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from kb.model import KBError
from kb.store import read_data_file

REBUILD_EXAMPLES = "python -m server build-examples"
FORMAT_VERSION = 1
#: Longer scenes cost too much prompt for a few-shot example.
MAX_EXAMPLE_LINES = 45


class ExampleLibraryError(KBError):
    """The example library file is missing or broken; the message names the rebuild command."""


@dataclass(frozen=True)
class Example:
    """One library entry: a scene that rendered, described for retrieval."""

    id: str
    description: str
    code: str
    apis: tuple[str, ...] = ()
    source: str = ""  # "manim-docs", "manim-agent", "user"
    licence: str = ""
    origin: str = ""  # where it came from (Manim object, file name)

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["apis"] = list(self.apis)
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Example:
        return cls(
            id=str(d["id"]),
            description=str(d["description"]),
            code=str(d["code"]),
            apis=tuple(d.get("apis", ())),
            source=str(d.get("source", "")),
            licence=str(d.get("licence", "")),
            origin=str(d.get("origin", "")),
        )


def default_path() -> Path:
    """The committed library inside the package."""
    return Path(__file__).with_name("examples.json.gz")


def read_library_file(path: Path) -> dict[str, Any]:
    """The library's JSON, or an `ExampleLibraryError` naming the file and the rebuild command."""

    def fail(problem: str) -> ExampleLibraryError:
        return ExampleLibraryError(
            f"The example library {path} {problem}; rebuild it with `{REBUILD_EXAMPLES}`."
        )

    data = read_data_file(path, fail)
    if not isinstance(data, dict) or not isinstance(data.get("entries"), list):
        raise fail("is corrupt (no entries)")
    if data.get("format") != FORMAT_VERSION:
        raise fail(f"has format {data.get('format')!r}, this code reads {FORMAT_VERSION}")
    if not data["entries"]:
        raise fail("holds no entries")
    try:
        [Example.from_dict(e) for e in data["entries"]]
    except (KeyError, TypeError, AttributeError) as exc:
        raise fail(f"is corrupt (bad entry: {exc!r})") from exc
    return data


# -- retrieval ------------------------------------------------------------------------------------

_WORD = re.compile(r"3d|[a-z][a-z0-9]*")
_STOP = frozenset(
    "a an and are as at be by for from in into is it its of on or that the then this to with "
    "which while after before each one two three their them they show shows showing create "
    "creates animation animate animated scene manim example display displays using use".split()
)

#: Words of a description -> the Manim APIs they imply (matched against an entry's `apis`).
IMPLIED_APIS: dict[str, tuple[str, ...]] = {
    "graph": ("Graph", "DiGraph", "Axes", "plot"),
    "network": ("Graph", "DiGraph"),
    "node": ("Graph", "DiGraph"),
    "nodes": ("Graph", "DiGraph"),
    "vertex": ("Graph",),
    "vertices": ("Graph",),
    "edge": ("Graph",),
    "edges": ("Graph",),
    "tree": ("Graph",),
    "axes": ("Axes", "plot"),
    "axis": ("Axes", "NumberLine"),
    "plot": ("Axes", "plot"),
    "function": ("Axes", "plot"),
    "curve": ("Axes", "plot", "ParametricFunction"),
    "sine": ("Axes", "plot"),
    "cosine": ("Axes", "plot"),
    "parabola": ("Axes", "plot"),
    "coordinate": ("Axes", "NumberPlane"),
    "coordinates": ("Axes", "NumberPlane"),
    "plane": ("NumberPlane",),
    "number": ("NumberLine", "Integer", "DecimalNumber"),
    "numberline": ("NumberLine",),
    "count": ("Integer", "ValueTracker", "DecimalNumber"),
    "counts": ("Integer", "ValueTracker", "DecimalNumber"),
    "counter": ("Integer", "ValueTracker", "DecimalNumber"),
    "counting": ("Integer", "ValueTracker"),
    "increment": ("Integer", "ValueTracker"),
    "increases": ("ValueTracker", "DecimalNumber"),
    "tracker": ("ValueTracker",),
    "value": ("ValueTracker", "DecimalNumber"),
    "equation": ("MathTex", "TransformMatchingTex"),
    "equations": ("MathTex", "TransformMatchingTex"),
    "formula": ("MathTex",),
    "math": ("MathTex",),
    "latex": ("MathTex", "Tex"),
    "step": ("TransformMatchingTex", "ReplacementTransform"),
    "steps": ("TransformMatchingTex", "ReplacementTransform"),
    "solve": ("TransformMatchingTex", "MathTex"),
    "3d": ("ThreeDScene", "ThreeDAxes", "move_camera", "set_camera_orientation"),
    "three": ("ThreeDScene",),
    "camera": ("move_camera", "set_camera_orientation", "MovingCameraScene"),
    "sphere": ("Sphere", "ThreeDScene"),
    "cube": ("Cube", "ThreeDScene"),
    "surface": ("Surface", "ThreeDScene"),
    "grid": ("arrange_in_grid", "NumberPlane"),
    "row": ("arrange",),
    "rows": ("arrange", "arrange_in_grid"),
    "column": ("arrange",),
    "line": ("Line", "arrange"),
    "bar": ("BarChart",),
    "bars": ("BarChart",),
    "chart": ("BarChart",),
    "venn": ("Circle", "Intersection", "Union"),
    "intersection": ("Intersection",),
    "union": ("Union",),
    "overlap": ("Intersection",),
    "trace": ("TracedPath",),
    "traces": ("TracedPath",),
    "tracing": ("TracedPath",),
    "trail": ("TracedPath",),
    "path": ("MoveAlongPath", "TracedPath"),
    "along": ("MoveAlongPath",),
    "orbit": ("MoveAlongPath", "Rotating"),
    "rotate": ("Rotate", "rotate"),
    "rotates": ("Rotate", "rotate"),
    "rotating": ("Rotate", "Rotating"),
    "spin": ("Rotate", "Rotating"),
    "spins": ("Rotate", "Rotating"),
    "degrees": ("Rotate",),
    "label": ("Text", "next_to", "MathTex"),
    "labels": ("Text", "next_to", "MathTex"),
    "labelled": ("Text", "next_to"),
    "labeled": ("Text", "next_to"),
    "below": ("next_to",),
    "above": ("next_to",),
    "beside": ("next_to",),
    "next": ("next_to",),
    "arrow": ("Arrow",),
    "arrows": ("Arrow",),
    "vector": ("Arrow", "Vector"),
    "brace": ("Brace",),
    "matrix": ("Matrix",),
    "table": ("Table",),
    "text": ("Text",),
    "title": ("Text", "Title", "to_edge"),
    "word": ("Text",),
    "words": ("Text",),
    "transform": ("Transform", "ReplacementTransform"),
    "transforms": ("Transform", "ReplacementTransform"),
    "morph": ("Transform", "ReplacementTransform"),
    "morphs": ("Transform", "ReplacementTransform"),
    "becomes": ("Transform", "ReplacementTransform"),
    "fade": ("FadeIn", "FadeOut"),
    "fades": ("FadeIn", "FadeOut"),
    "appear": ("FadeIn", "Create"),
    "appears": ("FadeIn", "Create"),
    "disappear": ("FadeOut",),
    "write": ("Write",),
    "writes": ("Write",),
    "draw": ("Create",),
    "draws": ("Create",),
    "grow": ("GrowFromCenter", "GrowArrow"),
    "grows": ("GrowFromCenter", "GrowArrow"),
    "color": ("set_color",),
    "colour": ("set_color",),
    "colors": ("set_color",),
    "follow": ("add_updater", "always_redraw"),
    "follows": ("add_updater", "always_redraw"),
    "updater": ("add_updater",),
    "updates": ("add_updater", "always_redraw"),
    "angle": ("Angle", "Rotate"),
    "polygon": ("Polygon", "RegularPolygon"),
    "highlight": ("Indicate", "SurroundingRectangle", "Circumscribe"),
    "highlights": ("Indicate", "SurroundingRectangle", "Circumscribe"),
    "box": ("SurroundingRectangle", "Rectangle"),
    "zoom": ("MovingCameraScene",),
    "dot": ("Dot",),
    "dots": ("Dot",),
    "point": ("Dot",),
    "points": ("Dot",),
    "circle": ("Circle",),
    "circles": ("Circle",),
    "square": ("Square",),
    "squares": ("Square",),
    "triangle": ("Triangle",),
    "rectangle": ("Rectangle",),
}


def words(text: str) -> list[str]:
    """Lower-case words of a text, stop words dropped; CamelCase and snake_case split."""
    text = re.sub(r"([a-z])([A-Z])", r"\1 \2", text).replace("_", " ").replace("-", " ")
    text = re.sub(r"\b3\s*d\b", "3d", text, flags=re.IGNORECASE)
    return [w for w in _WORD.findall(text.lower()) if w not in _STOP]


def implied_apis(description: str) -> set[str]:
    """The Manim APIs a description's words imply (`IMPLIED_APIS`), plus API names it spells."""
    out: set[str] = set()
    for w in words(description):
        out.update(IMPLIED_APIS.get(w, ()))
    for name in re.findall(r"\b[A-Z][A-Za-z0-9]+\b|\b[a-z]+_[a-z_]+\b", description):
        out.add(name)
    return out


def _api_keys(apis: Iterable[str]) -> set[str]:
    """`Axes.plot` counts as both `Axes.plot` and `plot`."""
    keys: set[str] = set()
    for a in apis:
        keys.add(a)
        keys.add(a.rpartition(".")[2])
    return keys


def _normalise(vec: dict[str, float]) -> dict[str, float]:
    norm = math.sqrt(sum(v * v for v in vec.values())) or 1.0
    return {w: v / norm for w, v in vec.items()}


@dataclass
class ExampleLibrary:
    """Library entries with a tf-idf index over their descriptions and API names."""

    entries: list[Example]
    stamp: dict[str, Any] = field(default_factory=dict)
    path: Path | None = None

    def __post_init__(self) -> None:
        docs = [Counter(self._doc_words(e)) for e in self.entries]
        df: Counter[str] = Counter()
        for d in docs:
            df.update(d.keys())
        n = len(docs)
        self._idf = {w: math.log((n + 1) / (c + 1)) + 1.0 for w, c in df.items()}
        self._vecs = [_normalise({w: tf * self._idf[w] for w, tf in d.items()}) for d in docs]
        self._apis = [_api_keys(e.apis) for e in self.entries]

    @staticmethod
    def _doc_words(e: Example) -> list[str]:
        # the description counts twice as much as the API names
        return words(e.description) * 2 + words(" ".join(e.apis))

    def __len__(self) -> int:
        return len(self.entries)

    def scores(self, description: str) -> list[tuple[float, int]]:
        """(score, index) of every entry, best first: cosine of the tf-idf vectors plus the share
        of the query's implied APIs the entry calls (weighted 0.5)."""
        query = _normalise(
            {w: tf * self._idf.get(w, 1.0) for w, tf in Counter(words(description)).items()}
        )
        wanted = _api_keys(implied_apis(description))
        out = []
        for i, vec in enumerate(self._vecs):
            cos = sum(v * vec.get(w, 0.0) for w, v in query.items())
            api = len(wanted & self._apis[i]) / len(wanted) if wanted else 0.0
            out.append((cos + 0.5 * api, i))
        out.sort(key=lambda t: (-t[0], self.entries[t[1]].id))
        return out

    def search(
        self,
        description: str,
        k: int = 2,
        exclude: Callable[[str], bool] | None = None,
        max_lines: int = MAX_EXAMPLE_LINES,
    ) -> list[Example]:
        """The k best entries for a description, skipping long ones and any `exclude` rejects."""
        out: list[Example] = []
        for score, i in self.scores(description):
            if len(out) >= k or score <= 0.0:
                break
            e = self.entries[i]
            if len(e.code.splitlines()) > max_lines:
                continue
            if exclude is not None and exclude(e.code):
                continue
            out.append(e)
        return out

    def count_excluded(self, exclude: Callable[[str], bool]) -> int:
        """How many entries `exclude` rejects (the evaluation's decontamination count)."""
        return sum(1 for e in self.entries if exclude(e.code))


@lru_cache(maxsize=4)
def _load_cached(path: str, mtime_ns: int, size: int) -> ExampleLibrary:
    data = read_library_file(Path(path))
    entries = [Example.from_dict(e) for e in data["entries"]]
    return ExampleLibrary(entries, dict(data.get("stamp", {})), Path(path))


def load_library(path: str | Path | None = None) -> ExampleLibrary:
    """The example library (cached per file version); `ExampleLibraryError` if missing/broken."""
    p = Path(path) if path is not None else default_path()
    try:
        st = p.stat()
    except FileNotFoundError:
        raise ExampleLibraryError(
            f"The example library {p} does not exist; rebuild it with `{REBUILD_EXAMPLES}`."
        ) from None
    except OSError as exc:
        raise ExampleLibraryError(
            f"The example library {p} cannot be read ({exc}); rebuild it with `{REBUILD_EXAMPLES}`."
        ) from exc
    return _load_cached(str(p), st.st_mtime_ns, st.st_size)


# -- scenes as examples (our own and the user's folder) -------------------------------------------


def _is_scene_class(node: ast.ClassDef) -> bool:
    for base in node.bases:
        name = base.attr if isinstance(base, ast.Attribute) else getattr(base, "id", "")
        if isinstance(name, str) and name.endswith("Scene"):
            return True
    return False


def scene_file_example(
    path: Path, source: str, licence: str, code: str | None = None
) -> Example | None:
    """An `Example` from a scene file: its scene class's docstring (else the module docstring,
    else the class and file names) is the description; the docstring is left out of the code.
    None when the file does not parse or holds no scene class."""
    if code is None:
        try:
            code = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return None
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return None
    scenes = [n for n in tree.body if isinstance(n, ast.ClassDef) and _is_scene_class(n)]
    if not scenes:
        return None
    scene = scenes[0]
    doc = ast.get_docstring(scene) or ast.get_docstring(tree) or ""
    description = " ".join(doc.split()) or " ".join([*words(scene.name), *words(path.stem)])
    lines = code.splitlines()
    first = scene.body[0]
    if ast.get_docstring(scene) and isinstance(first, ast.Expr):
        start = first.lineno - 1
        del lines[start : first.end_lineno]
        if start < len(lines) and not lines[start].strip():
            del lines[start]  # the blank line that followed the docstring
    mod_doc = tree.body[0] if tree.body and ast.get_docstring(tree) else None
    if mod_doc is not None and isinstance(mod_doc, ast.Expr):
        del lines[mod_doc.lineno - 1 : mod_doc.end_lineno]
    body = "\n".join(lines).strip() + "\n"
    from kb.extract import extract_api_calls  # local: keeps `import kb.examples` light

    apis = sorted({c.qualname for c in extract_api_calls(body) if c.qualname})
    return Example(
        id=f"{source}:{path.stem}",
        description=description,
        code=body,
        apis=tuple(apis),
        source=source,
        licence=licence,
        origin=path.name,
    )


def code_hash(code: str) -> str:
    return hashlib.sha256(code.encode("utf-8")).hexdigest()[:16]


def folder_examples(
    folder: str | Path,
    verify: Callable[[str], bool] | None = None,
    cache_file: Path | None = None,
    max_files: int = 200,
) -> list[Example]:
    """The user's own scenes in `folder` (recursively, `*.py`) as examples: files that parse,
    hold a scene class, pass the static checks without an error and, when `verify` is given,
    render (`verify(code)`; verdicts cached by content hash in `cache_file`)."""
    from kb.checks import check_code

    root = Path(folder).expanduser()
    if not root.is_dir():
        return []
    verdicts: dict[str, bool] = {}
    if cache_file is not None:
        try:
            verdicts = {str(k): bool(v) for k, v in json.loads(cache_file.read_text()).items()}
        except (OSError, ValueError, AttributeError):
            verdicts = {}
    changed = False
    out: list[Example] = []
    for path in sorted(root.rglob("*.py"))[:max_files]:
        if any(part.startswith(".") for part in path.relative_to(root).parts):
            continue
        ex = scene_file_example(path, "user", "the user's own")
        if ex is None:
            continue
        try:
            full = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        if any(f.severity == "error" for f in check_code(full)):
            continue
        if verify is not None:
            key = code_hash(full)
            if key not in verdicts:
                verdicts[key] = bool(verify(full))
                changed = True
            if not verdicts[key]:
                continue
        out.append(ex)
    if changed and cache_file is not None:
        try:
            cache_file.parent.mkdir(parents=True, exist_ok=True)
            cache_file.write_text(json.dumps(verdicts, indent=1, sort_keys=True))
        except OSError:
            pass
    return out


def nearest_examples(
    description: str,
    k: int = 2,
    exclude: Callable[[str], bool] | None = None,
    path: str | Path | None = None,
    extra: Iterable[Example] = (),
) -> list[tuple[str, str]]:
    """(description, code) of the k best library entries (and `extra` user entries) for a
    description. Raises `ExampleLibraryError` when the shipped library is missing or broken."""
    lib = load_library(path)
    extra = list(extra)
    if extra:
        lib = ExampleLibrary([*lib.entries, *extra], lib.stamp, lib.path)
    return [(e.description, e.code) for e in lib.search(description, k, exclude)]
