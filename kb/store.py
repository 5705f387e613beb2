"""Load the committed kb and answer questions about it, without importing Manim.

`load()` reads `kb/manim_api.json.gz` once per process; `KnowledgeBase` builds `Entry` objects on
demand (most lookups touch a handful of the thousands stored) and memoises the `**kwargs` walks.
"""

from __future__ import annotations

import difflib
import gzip
import importlib.metadata
import json
import threading
import zlib
from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any

from kb.model import Entry, KBError, Param

REBUILD = "python -m kb build"
FORMAT_VERSION = 1

#: Kinds that name something on their own (not a member of a class).
_TOP_LEVEL = ("class", "function", "constant")


def default_path() -> Path:
    """The committed kb file inside the package."""
    return Path(__file__).with_name("manim_api.json.gz")


def read_data_file(path: Path, fail: Callable[[str], Exception]) -> Any:
    """The JSON (optionally gzipped) in `path`; `fail(problem)` makes the error for a missing,
    unreadable, empty or corrupt file (the kb and the example library share this)."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise fail("does not exist") from None
    except OSError as exc:
        raise fail(f"cannot be read ({exc})") from exc
    if not raw.strip():
        raise fail("is empty")
    try:
        if raw[:2] == b"\x1f\x8b":
            raw = gzip.decompress(raw)
        return json.loads(raw)
    except (OSError, EOFError, zlib.error, UnicodeDecodeError, ValueError) as exc:
        raise fail(f"is corrupt ({type(exc).__name__}: {exc})") from exc


def read_kb_file(path: Path) -> dict[str, Any]:
    """The kb file's JSON, or a `KBError` that names the file and the rebuild command."""

    def fail(problem: str) -> KBError:
        return KBError(f"The Manim knowledge base {path} {problem}; rebuild it with `{REBUILD}`.")

    data = read_data_file(path, fail)
    if not isinstance(data, dict) or not isinstance(data.get("entries"), dict):
        raise fail("is corrupt (no entries)")
    if not data["entries"]:
        raise fail("holds no entries")
    if data.get("format") != FORMAT_VERSION:
        raise fail(f"has format {data.get('format')!r}, this code reads {FORMAT_VERSION}")
    if not isinstance(data.get("stamp"), dict) or "manim_version" not in data["stamp"]:
        raise fail("has no Manim version stamp")
    return data


class KnowledgeBase:
    """Fast lookups over the Manim API entries of one kb file."""

    def __init__(self, data: dict[str, Any], path: Path | None = None) -> None:
        self.path = path
        self.stamp: dict[str, str] = dict(data["stamp"])
        self._raw: dict[str, dict[str, Any]] = data["entries"]
        self.star_names: frozenset[str] = frozenset(data.get("star_names", ()))
        self.modules: frozenset[str] = frozenset(data.get("modules", ()))
        self._entries: dict[str, Entry] = {}
        self._active = _WalkStack()
        by_name: dict[str, list[str]] = {}
        for qual in self._raw:
            by_name.setdefault(qual.rpartition(".")[2], []).append(qual)
        self._by_name = by_name
        self._accepted: dict[tuple[tuple[str, ...], int, str], tuple[dict[str, Param], bool]] = {}
        self._member_names: frozenset[str] | None = None
        self._mros: dict[str, tuple[str, ...]] = {}
        self._animation_keywords: frozenset[str] | None = None
        self._members: dict[tuple[str, str], Entry | None] = {}
        self._attr_types: dict[tuple[str, str], str | None] = {}

    # -- basics ----------------------------------------------------------------------------
    @property
    def manim_version(self) -> str:
        return self.stamp["manim_version"]

    def __len__(self) -> int:
        return len(self._raw)

    def __bool__(self) -> bool:
        return True  # an empty kb is still a kb: `kb or load()` must not replace it

    def __contains__(self, qualname: object) -> bool:
        return qualname in self._raw

    def __iter__(self) -> Iterator[str]:
        return iter(self._raw)

    def get(self, qualname: str) -> Entry | None:
        """The entry with exactly this qualified name (`Mobject.shift`, `Circle`, `UP`)."""
        entry = self._entries.get(qualname)
        if entry is None:
            raw = self._raw.get(qualname)
            if raw is None:
                return None
            entry = Entry.from_dict(qualname, raw)
            self._entries[qualname] = entry
        return entry

    def kind_of(self, qualname: str) -> str | None:
        raw = self._raw.get(qualname)
        return raw["kind"] if raw is not None else None

    def counts(self) -> dict[str, int]:
        """Entries per kind."""
        out: dict[str, int] = {}
        for raw in self._raw.values():
            out[raw["kind"]] = out.get(raw["kind"], 0) + 1
        return dict(sorted(out.items()))

    # -- names -----------------------------------------------------------------------------
    def lookup(self, name: str) -> Entry | None:
        """By qualified name, else by simple name (a class/function/constant before a method;
        among methods the one on the most basic class, e.g. `shift` -> `Mobject.shift`)."""
        entry = self.get(name)
        if entry is not None:
            return entry
        matches = self.lookup_all(name)
        return matches[0] if matches else None

    def lookup_all(self, name: str) -> list[Entry]:
        """Every entry whose simple name is `name`, best first (see `lookup`)."""
        quals = self._by_name.get(name.rpartition(".")[2], [])

        def rank(qual: str) -> tuple[int, int, str]:
            raw = self._raw[qual]
            owner = raw.get("owner")
            depth = len(self._raw.get(owner, {}).get("mro", ())) if owner else 0
            exported = 0 if raw.get("exported", True) else 1
            return (0 if raw["kind"] in _TOP_LEVEL else 1 + exported, depth, qual)

        return [e for e in (self.get(q) for q in sorted(quals, key=rank)) if e is not None]

    def is_class(self, name: str) -> bool:
        return self.kind_of(name) == "class"

    def is_subclass(self, name: str, base: str) -> bool:
        entry = self.get(name)
        return entry is not None and entry.kind == "class" and base in entry.mro

    def top_level_names(self) -> list[str]:
        """Names `from manim import *` gives that the kb documents."""
        return [q for q, raw in self._raw.items() if raw["kind"] in _TOP_LEVEL and "." not in q]

    def did_you_mean(
        self, name: str, candidates: Iterable[str] | None = None, n: int = 3, cutoff: float = 0.6
    ) -> list[str]:
        """Close matches by difflib, best first; defaults to the names `from manim import *` gives.

        A case-insensitive exact match (`Mathtex` -> `MathTex`) always comes first.
        """
        pool = list(candidates) if candidates is not None else self._star_pool()
        if not name.startswith("_"):
            pool = [c for c in pool if not c.startswith("_")]
        lowered = name.lower()
        exact = [c for c in pool if c.lower() == lowered and c != name]
        close = difflib.get_close_matches(name, pool, n=n + len(exact), cutoff=cutoff)
        return list(dict.fromkeys([*exact, *[c for c in close if c != name]]))[:n]

    def _star_pool(self) -> list[str]:
        return _star_pool(self)

    def did_you_mean_pool(self) -> list[str]:
        """The names `did_you_mean` searches by default: what `from manim import *` gives."""
        return _star_pool(self)

    # -- classes and members ---------------------------------------------------------------
    def mro(self, class_name: str) -> tuple[str, ...]:
        """The class's MRO as kb names (non-Manim bases by their module path), () if no class."""
        cached = self._mros.get(class_name)
        if cached is None:
            raw = self._raw.get(class_name)
            if raw is None or raw["kind"] != "class":
                cached = ()
            else:
                cached = tuple(raw.get("mro", (class_name,)))
            self._mros[class_name] = cached
        return cached

    def member(self, class_name: str, attr: str) -> Entry | None:
        """The method or property `attr` as `class_name` sees it (first definition on the MRO)."""
        key = (class_name, attr)
        if key in self._members:
            return self._members[key]
        found = None
        for cls in self.mro(class_name):
            qual = f"{cls}.{attr}"
            if qual in self._raw:
                found = self.get(qual)
                break
        self._members[key] = found
        return found

    def attribute_type(self, class_name: str, attr: str) -> str | None:
        """The kb class of an instance attribute (`MovingCamera.frame` -> `ScreenRectangle`)."""
        key = (class_name, attr)
        if key in self._attr_types:
            return self._attr_types[key]
        found = None
        for cls in self.mro(class_name):
            kind = self._raw.get(cls, {}).get("attributes", {}).get(attr)
            if kind:
                found = str(kind)
                break
        self._attr_types[key] = found
        return found

    def has_attribute(self, class_name: str, attr: str) -> bool:
        """Whether instances of the class have `attr` (member, instance attribute, or dynamic)."""
        mro = self.mro(class_name)
        if not mro:
            return True
        for cls in mro:
            raw = self._raw.get(cls)
            if raw is None:
                if cls not in ("object", "builtins.object"):
                    return True  # a non-Manim base we know nothing about
                continue
            if f"{cls}.{attr}" in self._raw or attr in raw.get("attributes", {}):
                return True
            dynamic = raw.get("dynamic_attrs", "")
            if dynamic == "any":
                return True
            if dynamic == "getset":
                if attr.startswith("set_"):
                    return True
                if attr.startswith("get_") and self.has_attribute(class_name, attr[4:]):
                    return True
        return attr in _OBJECT_ATTRS

    def dynamic_setter(self, class_name: str, attr: str) -> bool:
        """True when `attr` is a `set_*` name that only Mobject's automatic setter answers, for
        an attribute the class does not have (`set_colour`): it runs, and silently does nothing
        useful. `set_width` (the `width` property exists) is not such a case."""
        if not attr.startswith("set_") or not self.mro(class_name):
            return False
        dynamic = [self._raw.get(c, {}).get("dynamic_attrs", "") for c in self.mro(class_name)]
        if "any" in dynamic or "getset" not in dynamic:
            return False
        names = self.instance_names(class_name)
        return attr not in names and attr[4:] not in names

    def member_names(self) -> frozenset[str]:
        """Every method, property and attribute name of every kb class."""
        if self._member_names is None:
            names: set[str] = set()
            for qual, raw in self._raw.items():
                if raw["kind"] in ("method", "property"):
                    names.add(qual.rpartition(".")[2])
                elif raw["kind"] == "class":
                    names.update(raw.get("attributes", {}))
            self._member_names = frozenset(names)
        return self._member_names

    def attribute_names(self) -> frozenset[str]:
        """Every instance/class attribute name (not methods or properties) of every kb class."""
        return _attribute_names(self)

    def instance_names(self, class_name: str) -> set[str]:
        """Everything an instance of the class has: members and attributes along the MRO."""
        names: set[str] = set()
        by_class = self._members_by_class()
        for cls in self.mro(class_name):
            names.update(q.rpartition(".")[2] for q in by_class.get(cls, ()))
            names.update(self._raw.get(cls, {}).get("attributes", {}))
        return {n for n in names if not n.startswith("__")}

    def animation_keywords(self) -> frozenset[str]:
        """Every keyword or attribute some Animation class takes: what `Scene.play(**kw)` may
        meaningfully set on its animations (it `setattr`s each one)."""
        if self._animation_keywords is None:
            names: set[str] = set()
            for qual, raw in self._raw.items():
                if raw["kind"] == "class" and "Animation" in raw.get("mro", ()):
                    names.update(self.accepted_keywords(qual)[0])
                    names.update(self.instance_names(qual))
            self._animation_keywords = frozenset(names)
        return self._animation_keywords

    def methods_of(self, class_name: str) -> list[Entry]:
        """Public methods and properties of a class, inherited ones included, sorted by name."""
        seen: dict[str, Entry] = {}
        for cls in self.mro(class_name):
            prefix = cls + "."
            for qual in self._members_by_class().get(cls, ()):
                name = qual[len(prefix) :]
                if name.startswith("_") or name in seen:
                    continue
                entry = self.get(qual)
                if entry is not None:
                    seen[name] = entry
        return [seen[name] for name in sorted(seen)]

    def _members_by_class(self) -> dict[str, list[str]]:
        return _members_by_class(self)

    # -- keywords --------------------------------------------------------------------------
    def constructor(self, class_name: str) -> Entry | None:
        """The `__init__` a call of the class runs (the first one on its MRO)."""
        return self.member(class_name, "__init__")

    def accepted_keywords(
        self,
        qualname: str,
        receiver: str | None = None,
        args: Mapping[str, str] | None = None,
    ) -> tuple[dict[str, Param], bool]:
        """Keyword names a call of `qualname` accepts, following `**kwargs` through the MRO.

        Returns (name -> Param, open); `open` means some `**kwargs` go where the kb cannot follow,
        so an unlisted keyword may still be valid. `receiver` is the class of the object a method
        is called on (its MRO decides what `super()` means). `args` names the kb class a call
        passes for a parameter whose value the callable calls with its `**kwargs`
        (`LaggedStartMap(FadeIn, ...)`: `{"animation_class": "FadeIn"}`); a parameter the call
        does not name falls back to its default when that is a kb class, else the walk is open.
        """
        entry = self.get(qualname)
        if entry is None:
            return {}, True
        if entry.kind == "class":
            return self._walk(self.mro(qualname), 0, "__init__", 0, args)
        if entry.kind == "function":
            return self._accepted_of(entry, (), 0, 0, args)
        if entry.kind == "method":
            owner = entry.owner or ""
            mro = self.mro(receiver) if receiver and owner in self.mro(receiver) else ()
            mro = mro or self.mro(owner)
            start = mro.index(owner) if owner in mro else 0
            return self._walk(mro, start, entry.name, 0, args)
        return {}, True

    def forwarded_params(self, qualname: str) -> tuple[str, ...]:
        """Parameters whose value a call of `qualname` calls with its `**kwargs` (the `arg:`
        targets of its own flow): what the `args` of `accepted_keywords` may name."""
        entry = self.get(qualname)
        if entry is not None and entry.kind == "class":
            entry = self._defining(self.mro(qualname), 0, "__init__")[1]
        flow = entry.kwargs_flow if entry is not None else None
        if flow is None:
            return ()
        return tuple(t[4:] for t in flow.targets if t.startswith("arg:"))

    def keyword_params(self, qualname: str, receiver: str | None = None) -> list[Param]:
        """Parameters a call may pass by keyword: its own first, then those `**kwargs` reach.

        Private names (`_on_finish`) are left out; this feeds hovers and completion lists.
        """
        names, _ = self.accepted_keywords(qualname, receiver)
        return [p for p in names.values() if not p.name.startswith("_")]

    def _defining(self, mro: tuple[str, ...], start: int, method: str) -> tuple[int, Entry | None]:
        """The first class of `mro[start:]` that defines `method`: (its index, its entry);
        (index, None) at a class the kb does not know, before any defines it; (-1, None) where
        none does (the search stops at `object`)."""
        for i in range(start, len(mro)):
            cls = mro[i]
            if cls in ("object", "builtins.object"):
                break
            if cls not in self._raw:
                return i, None
            entry = self.get(f"{cls}.{method}")
            if entry is not None:
                return i, entry
        return -1, None

    def _walk(
        self,
        mro: tuple[str, ...],
        start: int,
        method: str,
        depth: int,
        args: Mapping[str, str] | None = None,
    ) -> tuple[dict[str, Param], bool]:
        key = (mro, start, method)
        cached = None if args else self._accepted.get(key)
        if cached is not None:
            return cached
        if depth > 24:
            return {}, True
        result: tuple[dict[str, Param], bool] = ({}, method != "__init__")
        active = self._active.stack
        if key in active:
            return {}, False  # a cycle contributes nothing (not cached: the walk is unfinished)
        active.add(key)
        i, entry = self._defining(mro, start, method)
        if entry is not None:
            result = self._accepted_of(entry, mro, i, depth, args)
        elif i >= 0:
            result = ({}, True)  # a class the kb does not know: it may accept anything
        active.discard(key)
        if not args:
            self._accepted[key] = result
        return result

    def _accepted_of(
        self,
        entry: Entry,
        mro: tuple[str, ...],
        index: int,
        depth: int,
        args: Mapping[str, str] | None = None,
    ) -> tuple[dict[str, Param], bool]:
        names: dict[str, Param] = {p.name: p for p in entry.named_params}
        if not entry.takes_var_kwargs:
            return names, False
        flow = entry.kwargs_flow
        if flow is None or flow.open:
            return names, True
        for key in flow.keys:
            names.setdefault(
                key,
                Param(key, "keyword", None, None, entry.param_docs.get(key, ""), entry.qualname),
            )
        is_open = False
        for target in flow.targets:
            kind, _, rest = target.partition(":")
            if kind == "super":
                sub = self._walk(mro, index + 1, rest, depth + 1)
            elif kind == "self":
                sub = self._walk(mro, 0, rest, depth + 1)
            elif kind == "class":
                sub = self._walk(self.mro(rest), 0, "__init__", depth + 1)
            elif kind == "method":
                cls, _, name = rest.rpartition(".")
                sub = self._walk(self.mro(cls), 0, name, depth + 1)
            elif kind == "function":
                target_entry = self.get(rest)
                sub = (
                    self._accepted_of(target_entry, (), 0, depth + 1)
                    if target_entry is not None
                    else ({}, True)
                )
            elif kind == "arg":
                default = next((p.default for p in entry.params if p.name == rest), None)
                passed = (args or {}).get(rest) or default
                sub = (
                    self._walk(self.mro(passed), 0, "__init__", depth + 1)
                    if passed is not None and self.kind_of(passed) == "class"
                    else ({}, True)
                )
            else:
                sub = ({}, True)
            for name, param in sub[0].items():
                names.setdefault(name, param)
            is_open = is_open or sub[1]
        return names, is_open


class _WalkStack(threading.local):
    """Per-thread set of `**kwargs` walks in progress (cycle guard; never shared)."""

    def __init__(self) -> None:
        self.stack: set[tuple[tuple[str, ...], int, str]] = set()


#: Attributes every Python object has.
_OBJECT_ATTRS = frozenset(
    {"__class__", "__dict__", "__doc__", "__module__", "__init__", "__repr__", "__str__"}
)


@lru_cache(maxsize=8)
def _star_pool(kb: KnowledgeBase) -> list[str]:
    return sorted(kb.star_names | set(kb.top_level_names()))


@lru_cache(maxsize=8)
def _attribute_names(kb: KnowledgeBase) -> frozenset[str]:
    names: set[str] = set()
    for raw in kb._raw.values():
        names.update(raw.get("attributes", ()))
    return frozenset(names)


@lru_cache(maxsize=8)
def _members_by_class(kb: KnowledgeBase) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for qual, raw in kb._raw.items():
        owner = raw.get("owner")
        if owner:
            out.setdefault(owner, []).append(qual)
    return out


_LOADED: dict[Path, KnowledgeBase] = {}
_LOAD_LOCK = threading.Lock()


def load(path: str | Path | None = None) -> KnowledgeBase:
    """The kb at `path` (default: the committed one), read once per process."""
    resolved = Path(path) if path is not None else default_path()
    with _LOAD_LOCK:
        kb = _LOADED.get(resolved)
        if kb is None:
            kb = KnowledgeBase(read_kb_file(resolved), resolved)
            _LOADED[resolved] = kb
        return kb


def clear_cache() -> None:
    """Forget loaded kbs (after a rebuild, or in tests)."""
    with _LOAD_LOCK:
        _LOADED.clear()


def installed_manim_version() -> str | None:
    """The installed Manim's version from package metadata (no import of Manim), or None."""
    try:
        return importlib.metadata.version("manim")
    except importlib.metadata.PackageNotFoundError:
        return None


def version_mismatch(kb: KnowledgeBase | None = None) -> str | None:
    """None when the kb was built from the installed Manim; otherwise what is wrong and the fix."""
    try:
        kb = kb or load()
    except KBError as exc:
        return str(exc)
    built = kb.manim_version
    installed = installed_manim_version()
    if installed is None:
        return (
            f"Manim is not installed in this environment, but the knowledge base was built for "
            f"Manim {built}; install manim=={built}, or install your Manim and rebuild the "
            f"knowledge base with `{REBUILD}`."
        )
    if installed != built:
        return (
            f"The knowledge base was built for Manim {built} but Manim {installed} is "
            f"installed; rebuild it with `{REBUILD}`."
        )
    return None
