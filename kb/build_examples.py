"""Build `kb/examples.json.gz`, every entry verified by a given verifier (`python -m server
build-examples` passes one that renders each entry in the render pool, which lives above kb).

Sources: (a) the `.. manim::` examples in the installed Manim's docstrings (MIT licence, read
from its source files without importing it), (b) our scenes in `kb/example_scenes/*.py`, one
scene each, its class docstring written for retrieval. Each candidate is rendered with the
render pool in untrusted mode (the sandbox policy, no network) at low quality; the ones that
fail are dropped and listed in the file and on stdout. The output is reproducible: entries
sorted by id, no timestamps, gzip without a modification time.
"""

from __future__ import annotations

import ast
import gzip
import importlib.metadata
import importlib.util
import json
import re
import textwrap
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kb.examples import (
    FORMAT_VERSION,
    Example,
    ExampleLibraryError,
    code_hash,
    default_path,
    read_library_file,
    scene_file_example,
    words,
)

OWN_DIR = Path(__file__).with_name("example_scenes")
MANIM_LICENCE = "MIT (Manim Community Edition docstring example; see kb/EXAMPLES_LICENSE.md)"
OWN_LICENCE = "this project's licence (written for Manim Agent; see kb/EXAMPLES_LICENSE.md)"

_DIRECTIVE = re.compile(r"^(\s*)\.\. manim::\s*(\w+)\s*$")
_OPTION = re.compile(r"^\s*:[\w-]+:.*$")
JOB_PATH = re.compile(r"/[^\s'\"]*?job-[0-9a-f]+")


@dataclass(frozen=True)
class Dropped:
    id: str
    reason: str


def manim_source_root() -> Path:
    """The installed Manim package folder, found without importing it."""
    spec = importlib.util.find_spec("manim")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("Manim is not installed; install the pinned version first")
    return Path(next(iter(spec.submodule_search_locations)))


def manim_blocks(docstring: str) -> list[tuple[str, str]]:
    """(scene name, code) of every `.. manim:: Name` block in a docstring."""
    lines = docstring.splitlines()
    out: list[tuple[str, str]] = []
    i = 0
    while i < len(lines):
        m = _DIRECTIVE.match(lines[i])
        if m is None:
            i += 1
            continue
        indent, name = len(m.group(1)), m.group(2)
        i += 1
        while i < len(lines) and (not lines[i].strip() or _OPTION.match(lines[i])):
            i += 1
        body: list[str] = []
        while i < len(lines):
            line = lines[i]
            if line.strip() and len(line) - len(line.lstrip()) <= indent:
                break
            body.append(line)
            i += 1
        code = textwrap.dedent("\n".join(body)).strip("\n")
        if code:
            out.append((name, code))
    return out


def _summary(doc: str) -> str:
    first = doc.strip().split("\n\n")[0]
    text = " ".join(re.sub(r"^[=\-~^]{3,}\s*$", "", first, flags=re.MULTILINE).split())
    return re.sub(r":\w+:`~?\.?([^`]+)`", r"\1", text).replace("``", "")


def docstring_examples(root: Path | None = None) -> list[Example]:
    """Every `.. manim::` example in Manim's source, described by its scene name and the
    summary of the object whose docstring holds it."""
    root = root or manim_source_root()
    out: dict[str, Example] = {}
    for path in sorted(root.rglob("*.py")):
        if "docbuild" in path.parts:
            continue  # the Sphinx directive's own docs, not scenes
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (SyntaxError, UnicodeDecodeError, OSError):
            continue
        owners: list[tuple[str, ast.AST]] = [(path.stem, tree)]
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
                owners.append((node.name, node))
        for owner, node in owners:
            doc = ast.get_docstring(node)  # type: ignore[arg-type]
            if not doc or ".. manim::" not in doc:
                continue
            summary = _summary(doc)
            for name, code in manim_blocks(doc):
                if "from manim import" not in code:
                    code = "from manim import *\n\n" + code
                ex_id = f"manim-docs:{name}"
                apis = _apis(code)
                if ex_id in out or not apis:
                    continue
                description = f"{' '.join(words(name)).capitalize()}: {owner}. {summary}"
                out[ex_id] = Example(
                    id=ex_id,
                    description=description.strip(),
                    code=code.rstrip() + "\n",
                    apis=apis,
                    source="manim-docs",
                    licence=MANIM_LICENCE,
                    origin=f"{path.relative_to(root.parent).as_posix()}:{owner}",
                )
    return sorted(out.values(), key=lambda e: e.id)


def _apis(code: str) -> tuple[str, ...]:
    from kb.extract import extract_api_calls

    return tuple(sorted({c.qualname for c in extract_api_calls(code) if c.qualname}))


def own_examples(folder: Path = OWN_DIR) -> list[Example]:
    """Our scenes in `kb/example_scenes/*.py`."""
    out = []
    for path in sorted(folder.glob("*.py")):
        ex = scene_file_example(path, "manim-agent", OWN_LICENCE)
        if ex is not None:
            out.append(ex)
    return out


Verifier = Callable[[Example], str | None]


def verify_all(
    entries: Iterable[Example],
    verify: Verifier,
    jobs: int = 2,
    progress: Callable[[str], None] = print,
) -> tuple[list[Example], list[Dropped]]:
    entries = list(entries)

    def one(e: Example) -> tuple[Example, str | None]:
        try:
            return e, verify(e)
        except Exception as exc:  # a verifier crash drops that entry, never the build
            return e, f"{type(exc).__name__}: {exc}"

    kept: list[Example] = []
    dropped: list[Dropped] = []
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as ex:
        for n, (e, reason) in enumerate(ex.map(one, entries), 1):
            if reason is None:
                kept.append(e)
            else:
                dropped.append(Dropped(e.id, reason))
                progress(f"[{n}/{len(entries)}] dropped {e.id}: {reason}")
    return kept, dropped


def library_data(
    kept: list[Example],
    dropped: list[Dropped],
    manim_version: str,
    hashes: dict[str, str] | None = None,
) -> dict[str, Any]:
    """The file's JSON; a dropped entry keeps the hash of its code (`hashes`), so that a later
    build can reuse the verdict of unchanged code."""
    hashes = hashes or {}
    return {
        "format": FORMAT_VERSION,
        "stamp": {"manim_version": manim_version, "verified": "rendered, quality l, untrusted"},
        "entries": [e.to_dict() for e in sorted(kept, key=lambda e: e.id)],
        "dropped": [
            {"id": d.id, "reason": d.reason, **({"hash": hashes[d.id]} if d.id in hashes else {})}
            for d in sorted(dropped, key=lambda d: d.id)
        ],
    }


def prior_verdicts(path: Path, manim_version: str) -> dict[str, str | None]:
    """Verdicts of an earlier build for the same Manim version, by code hash (None = it
    rendered); {} when there is no usable earlier file."""
    try:
        data = read_library_file(path)
    except ExampleLibraryError:
        return {}
    if data.get("stamp", {}).get("manim_version") != manim_version:
        return {}
    out: dict[str, str | None] = {code_hash(e["code"]): None for e in data["entries"]}
    for d in data.get("dropped", []):
        if isinstance(d, dict) and d.get("hash"):
            out[str(d["hash"])] = JOB_PATH.sub("<job>", str(d.get("reason", "dropped")))
    return out


def write_library(data: dict[str, Any], out: Path) -> None:
    """Write the library, gzipped when the name ends in .gz, byte-identical for equal data.
    Written to a temporary file first, so a failed build never leaves a half-written library."""
    raw = json.dumps(data, indent=None, sort_keys=True, ensure_ascii=False).encode("utf-8")
    if out.suffix == ".gz":
        raw = gzip.compress(raw, compresslevel=9, mtime=0)
    tmp = out.with_name(out.name + ".tmp")
    tmp.write_bytes(raw)
    tmp.replace(out)


def build_examples(
    out: Path | None = None,
    *,
    verify: Verifier,
    jobs: int = 2,
    only_own: bool = False,
    fresh: bool = False,
    progress: Callable[[str], None] = print,
) -> tuple[Path, dict[str, Any]]:
    """Collect, verify and write the library; returns its path and data. Unless `fresh`, code
    whose verdict the existing output file records for the same Manim version is not rendered
    again (its verdict is reused)."""
    out = out or default_path()
    candidates = own_examples() if only_own else [*docstring_examples(), *own_examples()]
    version = importlib.metadata.version("manim")
    prior = {} if fresh else prior_verdicts(out, version)
    reused = [0]

    def cached(e: Example) -> str | None:
        key = code_hash(e.code)
        if key in prior:
            reused[0] += 1
            return prior[key]
        return verify(e)

    kept, dropped = verify_all(candidates, cached, jobs, progress)
    hashes = {e.id: code_hash(e.code) for e in candidates}
    data = library_data(kept, dropped, version, hashes)
    write_library(data, out)
    progress(f"{reused[0]} verdict(s) reused from {out}, {len(candidates) - reused[0]} rendered")
    return out, data
