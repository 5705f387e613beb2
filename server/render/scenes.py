"""Which Python files are Manim files, which scenes they define, and which one to render.

Read from the source alone (nothing is imported or run), so the editor can decide before any
render whether a file is ours at all: a file *uses Manim* when it imports ``manim`` (``import
manim``, ``from manim import ...``, ``from manim.xxx import ...``) or defines a scene class. A
*scene class* is a module-level class with a base whose name ends in ``Scene`` (``Scene``,
``MovingCameraScene``, ``ThreeDScene``, ``ZoomedScene``, a plugin's ``VoiceoverScene``, the
project's own ``BaseScene`` from a helper module), a manim-slides ``Slide``/``ThreeDSlide``, or
another scene class of the same file. The scenes a file *offers* are its scene classes that no
other scene class of the file derives from (a base shared by several scenes is a template; the
renderer skips it too when no name is given).

Source that does not parse (the user is typing) is read line by line with the same rules, so a
file keeps its verdict, and its render can report the SyntaxError at its line.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from typing import Literal

SCENE_SUFFIX = "Scene"
OTHER_SCENE_BASES = frozenset({"Slide", "ThreeDSlide"})  # manim-slides

# how a scene was chosen: named by the caller, the class around the cursor, the one rendered
# last time for this file, the first the file defines, or the file's only scene
Reason = Literal["requested", "cursor", "last", "first", "only"]

_IMPORT_LINE = re.compile(r"^\s*(?:from\s+manim(?:\.[\w.]+)?\s+import\b|import\s+manim\b)")
_CLASS_LINE = re.compile(r"^class\s+([A-Za-z_]\w*)\s*(?:\(([^)]*))?")


@dataclass(frozen=True)
class SceneClass:
    """A module-level scene class: its name, its direct bases' names, and the 0-based lines it
    spans (from its first decorator to the line before the next module-level statement)."""

    name: str
    bases: tuple[str, ...]
    first_line: int
    last_line: int

    def contains(self, line: int) -> bool:
        return self.first_line <= line <= self.last_line


@dataclass(frozen=True)
class ManimFile:
    """What the source says about Manim: whether it imports it, and its scene classes."""

    imports_manim: bool
    classes: tuple[SceneClass, ...]  # every scene class, in definition order

    @property
    def uses_manim(self) -> bool:
        return self.imports_manim or bool(self.classes)

    @property
    def scenes(self) -> tuple[SceneClass, ...]:
        """The scenes to offer: scene classes no other scene class of the file derives from."""
        bases = {b for c in self.classes for b in c.bases}
        leaves = tuple(c for c in self.classes if c.name not in bases)
        return leaves or self.classes

    @property
    def scene_names(self) -> list[str]:
        return [c.name for c in self.scenes]

    def scene_at(self, line: int) -> str | None:
        """The scene whose class spans the 0-based `line`, if any."""
        return next((c.name for c in self.scenes if c.contains(line)), None)


@dataclass(frozen=True)
class SceneChoice:
    """The scene to render and why; `scenes` are all the file offers (the chosen one included)."""

    scene: str
    reason: Reason
    scenes: tuple[str, ...]

    @property
    def others(self) -> list[str]:
        return [s for s in self.scenes if s != self.scene]

    def describe(self) -> str:
        """`Two (the scene under the cursor; the file also has One, Three)`, for people."""
        why = {
            "requested": "the scene asked for",
            "cursor": "the scene under the cursor",
            "last": "the scene rendered last time",
            "first": f"the first of {len(self.scenes)} scenes",
            "only": "the file's only scene",
        }[self.reason]
        others = self.others
        also = f"; the file also has {', '.join(others)}" if others else ""
        return f"{self.scene} ({why}{also})"


def _base_name(node: ast.expr) -> str:
    """The name a base expression ends in: `Scene` for `Scene`, `manim.Scene`, `Scene[T]`."""
    if isinstance(node, ast.Subscript):
        node = node.value
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    return ""


def _is_scene_base(name: str, own: set[str]) -> bool:
    return name.endswith(SCENE_SUFFIX) or name in OTHER_SCENE_BASES or name in own


def _scene_classes(candidates: list[tuple[str, tuple[str, ...], int, int]]) -> list[SceneClass]:
    """Scene classes among `(name, bases, first, last)`, a class counting when a base is a
    scene base or a scene class of the file defined before it (Python's own order)."""
    own: set[str] = set()
    out: list[SceneClass] = []
    for name, bases, first, last in candidates:
        if any(_is_scene_base(b, own) for b in bases):
            own.add(name)
            out.append(SceneClass(name, bases, first, last))
    return out


def _imports_manim(tree: ast.Module) -> bool:
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            if any(a.name == "manim" or a.name.startswith("manim.") for a in node.names):
                return True
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if node.module == "manim" or node.module.startswith("manim."):
                return True
    return False


def _from_tree(tree: ast.Module, line_count: int) -> ManimFile:
    body = tree.body
    candidates: list[tuple[str, tuple[str, ...], int, int]] = []
    for i, node in enumerate(body):
        if not isinstance(node, ast.ClassDef):
            continue
        first = min([node.lineno, *(d.lineno for d in node.decorator_list)]) - 1
        if i + 1 < len(body):
            nxt = body[i + 1]
            starts = [nxt.lineno]
            if isinstance(nxt, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
                starts += [d.lineno for d in nxt.decorator_list]
            last = min(starts) - 2
        else:
            last = max(line_count - 1, (node.end_lineno or node.lineno) - 1)
        bases = tuple(b for b in (_base_name(x) for x in node.bases) if b)
        candidates.append((node.name, bases, first, max(last, first)))
    return ManimFile(_imports_manim(tree), tuple(_scene_classes(candidates)))


def _from_lines(lines: list[str]) -> ManimFile:
    """The same verdict for source that does not parse, from its lines."""
    imports = any(_IMPORT_LINE.match(line) for line in lines)
    starts: list[int] = [
        i for i, line in enumerate(lines) if line[:1] not in ("", " ", "\t", "#", "@", ")")
    ]
    candidates: list[tuple[str, tuple[str, ...], int, int]] = []
    for k, i in enumerate(starts):
        match = _CLASS_LINE.match(lines[i])
        if match is None:
            continue
        first = i
        while first > 0 and lines[first - 1].startswith("@"):
            first -= 1
        last = starts[k + 1] - 1 if k + 1 < len(starts) else len(lines) - 1
        while last > i and lines[last].startswith("@"):
            last -= 1
        bases = tuple(
            b.strip().rstrip(":").strip().split("[")[0].rsplit(".", 1)[-1]
            for b in (match.group(2) or "").split(",")
            if b.strip() and "=" not in b
        )
        candidates.append((match.group(1), bases, first, last))
    return ManimFile(imports, tuple(_scene_classes(candidates)))


def read_manim_file(source: str) -> ManimFile:
    """Whether `source` uses Manim and the scene classes it defines (nothing is run)."""
    lines = source.splitlines()
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return _from_lines(lines)
    return _from_tree(tree, len(lines))


def choose_scene(
    info: ManimFile,
    *,
    requested: str | None = None,
    cursor_line: int | None = None,
    last: str | None = None,
) -> SceneChoice | None:
    """The scene to render: the one asked for, else the one under the cursor, else the one
    rendered last time for this file (while the file still has it), else the first defined.
    None when the file offers no scene and none was asked for."""
    names = tuple(info.scene_names)
    if requested:
        return SceneChoice(requested, "requested", names)
    if not names:
        return None
    if len(names) == 1:
        return SceneChoice(names[0], "only", names)
    under = info.scene_at(cursor_line) if cursor_line is not None else None
    if under is not None:
        return SceneChoice(under, "cursor", names)
    if last in names:
        return SceneChoice(last, "last", names)
    return SceneChoice(names[0], "first", names)
