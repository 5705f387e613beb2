"""Build the knowledge base from the installed Manim (`python -m kb build`).

Walks everything `from manim import *` exports, the classes on their MROs and the types of the
exported constants; records signatures, the parameter part of docstrings, MROs, instance
attributes and where each `**kwargs` goes. This is the only module that imports Manim.
"""

from __future__ import annotations

import datetime as _dt
import enum
import gzip
import importlib
import inspect
import json
import platform
import re
import sys
import types
from functools import cached_property
from pathlib import Path
from typing import Any

from kb.docstrings import deprecation_of, param_docs_of, summary_of
from kb.model import Entry, KBError, KwargsFlow, Param
from kb.sourcescan import SourceIndex, analyze_kwargs, instance_attributes

FORMAT_VERSION = 1

#: Attributes whose type the source does not show (assigned from a parameter or a factory).
ATTRIBUTE_TYPES: dict[str, dict[str, str]] = {
    "Scene": {"camera": "Camera", "renderer": "CairoRenderer"},
    "MovingCameraScene": {"camera": "MovingCamera"},
    "ThreeDScene": {"camera": "ThreeDCamera"},
    "SpecialThreeDScene": {"camera": "ThreeDCamera"},
    "ZoomedScene": {
        "camera": "MultiCamera",
        "zoomed_camera": "MovingCamera",
        "zoomed_display": "ZoomedDisplay",
    },
    "MovingCamera": {"frame": "ScreenRectangle"},
    "Axes": {"x_axis": "NumberLine", "y_axis": "NumberLine"},
    "ThreeDAxes": {"z_axis": "NumberLine"},
    "NumberPlane": {"background_lines": "VGroup", "faded_lines": "VGroup"},
}

_PARAM_KIND = {
    inspect.Parameter.POSITIONAL_ONLY: "positional-only",
    inspect.Parameter.POSITIONAL_OR_KEYWORD: "positional",
    inspect.Parameter.VAR_POSITIONAL: "var-positional",
    inspect.Parameter.KEYWORD_ONLY: "keyword",
    inspect.Parameter.VAR_KEYWORD: "var-keyword",
}


def default_path() -> Path:
    """Where the committed kb lives."""
    return Path(__file__).with_name("manim_api.json.gz")


def _is_manim(obj: Any) -> bool:
    module = getattr(obj, "__module__", None) or ""
    return module == "manim" or module.startswith("manim.")


class _Builder:
    """One build: holds the Manim namespace, the source index and the entries made so far."""

    def __init__(self, manim: types.ModuleType) -> None:
        self.manim = manim
        namespace: dict[str, Any] = {}
        exec("from manim import *", namespace)
        namespace.pop("__builtins__", None)
        self.namespace = namespace
        self.sources = SourceIndex()
        self.class_names: dict[type, str] = {}
        self.entries: dict[str, Entry] = {}
        self._value_names = self._constant_value_names()

    # -- names -----------------------------------------------------------------------------
    def _collect_classes(self) -> list[type]:
        """Exported Manim classes, their Manim bases, and the Manim types of constants."""
        roots: list[type] = []
        for value in self.namespace.values():
            if inspect.isclass(value) and _is_manim(value):
                roots.append(value)
            elif not callable(value) and not inspect.ismodule(value) and _is_manim(type(value)):
                roots.append(type(value))
        ordered: dict[type, None] = {}
        for cls in roots:
            for base in reversed(cls.__mro__):
                if _is_manim(base):
                    ordered.setdefault(base, None)
        exported = {id(v) for v in self.namespace.values()}
        classes = list(ordered)
        taken: dict[str, type] = {}
        # Exported classes claim their simple names first.
        for cls in sorted(classes, key=lambda c: id(c) not in exported):
            name = cls.__name__
            if name in taken and taken[name] is not cls:
                name = f"{cls.__module__}.{cls.__qualname__}"
            taken[name] = cls
            self.class_names[cls] = name
        return classes

    def qualify(self, obj: Any) -> str | None:
        """The kb name of a Manim class or exported function, else None."""
        if inspect.isclass(obj):
            return self.class_names.get(obj)
        name = getattr(obj, "__name__", None)
        if name and self.namespace.get(name) is obj and _is_manim(obj):
            return str(name)
        return None

    def _type_name(self, obj: Any) -> str:
        if obj in self.class_names:
            return self.class_names[obj]
        module = getattr(obj, "__module__", "")
        return obj.__qualname__ if module == "builtins" else f"{module}.{obj.__qualname__}"

    # -- values ----------------------------------------------------------------------------
    def _constant_value_names(self) -> dict[tuple[str, str], str]:
        """Reverse map of constants (colors, directions) so defaults read `RED`, not `#FC6255`."""
        names: dict[tuple[str, str], str] = {}
        for name, value in sorted(self.namespace.items(), key=lambda kv: (len(kv[0]), kv[0])):
            if not name.isupper() or callable(value) or inspect.ismodule(value):
                continue
            key = self._value_key(value)
            if key is not None:
                names.setdefault(key, name)
        return names

    @staticmethod
    def _value_key(value: Any) -> tuple[str, str] | None:
        type_name = type(value).__name__
        if type_name == "ManimColor":
            return ("color", str(value.to_hex()).upper())
        if type_name == "ndarray" and getattr(value, "shape", None) == (3,):
            return ("vector", repr([float(x) for x in value]))
        return None

    def short_repr(self, value: Any) -> str:
        """A short, source-like repr for defaults and constants."""
        key = self._value_key(value)
        if key is not None and key in self._value_names:
            return self._value_names[key]
        if isinstance(value, enum.Enum):
            return f"{type(value).__name__}.{value.name}"
        if inspect.isclass(value) or inspect.isfunction(value) or inspect.isbuiltin(value):
            return str(getattr(value, "__name__", repr(value)))
        if type(value).__name__ == "ndarray":
            try:
                return "np.array(" + repr(value.tolist()) + ")"
            except Exception:  # pragma: no cover - exotic arrays
                return "np.array(...)"
        text = repr(value)
        if " at 0x" in text:
            return f"<{type(value).__name__}>"
        return text if len(text) <= 80 else text[:77] + "..."

    # -- signatures ------------------------------------------------------------------------
    def params_of(
        self, func: Any, drop_first: bool, docs: dict[str, str], owner: str
    ) -> tuple[tuple[Param, ...], str, str | None]:
        """Parameters, signature text and return annotation of a callable."""
        try:
            sig = inspect.signature(func)
        except (TypeError, ValueError):
            return (), "(...)", None
        params = list(sig.parameters.values())
        if drop_first and params and params[0].kind != inspect.Parameter.VAR_POSITIONAL:
            params = params[1:]
        out: list[Param] = []
        for p in params:
            default = None if p.default is inspect.Parameter.empty else self.short_repr(p.default)
            out.append(
                Param(
                    p.name,
                    _PARAM_KIND[p.kind],
                    default,
                    self._annotation(p.annotation),
                    docs.get(p.name, ""),
                    owner,
                )
            )
        returns = self._annotation(sig.return_annotation)
        text = "(" + ", ".join(_render_params(out)) + ")"
        if returns and returns != "None":
            text += f" -> {returns}"
        return tuple(out), text, returns

    @staticmethod
    def _annotation(annotation: Any) -> str | None:
        if annotation is inspect.Parameter.empty or annotation is inspect.Signature.empty:
            return None
        if isinstance(annotation, str):
            return annotation
        return inspect.formatannotation(annotation)

    def resolve_return(self, annotation: str | None) -> str | None:
        """A kb class name (or `Self`) when the return annotation names exactly one."""
        if not annotation:
            return None
        parts = [p.strip().strip("'\"") for p in annotation.split("|")]
        parts = [p for p in parts if p and p != "None"]
        if len(parts) != 1:
            return None
        name = parts[0]
        if name in ("Self", "typing.Self", "typing_extensions.Self"):
            return "Self"
        name = name.rpartition(".")[2]
        value = self.namespace.get(name)
        if inspect.isclass(value) and value in self.class_names:
            return self.class_names[value]
        for cls, qual in self.class_names.items():
            if cls.__name__ == name:
                return qual
        return None

    # -- entries ---------------------------------------------------------------------------
    def kwargs_flow(
        self, func: Any, params: tuple[Param, ...], owner: type | None = None
    ) -> KwargsFlow | None:
        if not any(p.kind == "var-keyword" for p in params):
            return None
        node = self.sources.function_node(func)
        if node is None:
            return KwargsFlow(open=True)
        module = sys.modules.get(getattr(inspect.unwrap(func), "__module__", ""), None)
        # Names imported inside functions are not module globals: fall back to Manim's namespace.
        names = {**self.namespace, **(vars(module) if module else {})}
        siblings: frozenset[str] = frozenset()
        mobject = self.namespace.get("Mobject")
        if owner is not None and inspect.isclass(mobject) and issubclass(owner, mobject):
            siblings = frozenset(
                n for c in owner.__mro__ for n, v in vars(c).items() if inspect.isfunction(v)
            )
        return analyze_kwargs(node, names, self.qualify, siblings)

    def add_class(self, cls: type) -> None:
        qual = self.class_names[cls]
        doc = inspect.getdoc(cls) or ""
        init_owner = next((b for b in cls.__mro__ if "__init__" in b.__dict__), object)
        init = init_owner.__dict__.get("__init__")
        docs = param_docs_of(doc)
        if init_owner is not cls:
            docs = {**param_docs_of(inspect.getdoc(init_owner)), **docs}
        if init is not None and init_owner is not object:
            docs = {**param_docs_of(getattr(init, "__doc__", None)), **docs}
            params, signature, _ = self.params_of(init, True, docs, qual)
        else:
            params, signature = (), "()"
        signature = signature.split(" -> ")[0]
        module = sys.modules.get(cls.__module__)
        attributes: dict[str, str] = {}
        node = self.sources.class_node(cls)
        if node is not None and module is not None:
            attributes = instance_attributes(node, vars(module), self.qualify)
        for name, kind in ATTRIBUTE_TYPES.get(qual, {}).items():
            attributes[name] = kind
        dynamic = ""
        if "__getattr__" in cls.__dict__:
            try:
                source = inspect.getsource(cls.__dict__["__getattr__"])
            except (OSError, TypeError):
                source = ""
            dynamic = "getset" if 'startswith("get_")' in source else "any"
        for name, raw in cls.__dict__.items():
            if name.startswith("_") and name != "__init__":
                continue
            if isinstance(raw, property | cached_property) or (
                not callable(raw)
                and not isinstance(raw, staticmethod | classmethod)
                and hasattr(raw, "__get__")
                and hasattr(raw, "__set__")
            ):
                self.add_property(cls, qual, name, raw)
            elif isinstance(raw, staticmethod | classmethod) or inspect.isfunction(raw):
                self.add_method(cls, qual, name, raw)
            elif not callable(raw) and name != "__init__":
                attributes.setdefault(name, "")
        self.entries[qual] = Entry(
            qualname=qual,
            kind="class",
            module=cls.__module__,
            summary=summary_of(doc),
            signature=signature,
            params=params,
            param_docs=docs,
            bases=tuple(self._type_name(b) for b in cls.__bases__),
            mro=tuple(self._type_name(b) for b in cls.__mro__),
            attributes=dict(sorted(attributes.items())),
            dynamic_attrs=dynamic,
            deprecated=deprecation_of(cls.__doc__),
            exported=self.namespace.get(cls.__name__) is cls,
        )

    def add_method(self, cls: type, owner: str, name: str, raw: Any) -> None:
        binding = "instance"
        func = raw
        if isinstance(raw, staticmethod):
            binding, func = "static", raw.__func__
        elif isinstance(raw, classmethod):
            binding, func = "class", raw.__func__
        doc = inspect.getdoc(func) or ""
        docs = param_docs_of(doc)
        if name == "__init__":
            # Manim documents constructor parameters in the class docstring.
            docs = {**docs, **param_docs_of(inspect.getdoc(cls))}
        qual = f"{owner}.{name}"
        params, signature, returns = self.params_of(func, binding != "static", docs, qual)
        self.entries[qual] = Entry(
            qualname=qual,
            kind="method",
            module=getattr(func, "__module__", cls.__module__) or cls.__module__,
            summary=summary_of(doc),
            signature=signature,
            params=params,
            param_docs=docs,
            returns=returns,
            return_type=self.resolve_return(returns),
            owner=owner,
            binding=binding,
            kwargs_flow=self.kwargs_flow(func, params, cls),
            deprecated=deprecation_of(getattr(func, "__doc__", None)),
        )

    def add_property(self, cls: type, owner: str, name: str, raw: Any) -> None:
        fget = getattr(raw, "fget", None) or getattr(raw, "func", None)
        doc = inspect.getdoc(fget) if fget is not None else ""
        returns = None
        if fget is not None:
            try:
                returns = self._annotation(inspect.signature(fget).return_annotation)
            except (TypeError, ValueError):
                returns = None
        qual = f"{owner}.{name}"
        self.entries[qual] = Entry(
            qualname=qual,
            kind="property",
            module=cls.__module__,
            summary=summary_of(doc),
            returns=returns,
            return_type=self.resolve_return(returns),
            owner=owner,
        )

    def add_function(self, name: str, func: Any) -> None:
        doc = inspect.getdoc(func) or ""
        docs = param_docs_of(doc)
        params, signature, returns = self.params_of(func, False, docs, name)
        self.entries[name] = Entry(
            qualname=name,
            kind="function",
            module=getattr(func, "__module__", "") or "",
            summary=summary_of(doc),
            signature=signature,
            params=params,
            param_docs=docs,
            returns=returns,
            return_type=self.resolve_return(returns),
            kwargs_flow=self.kwargs_flow(func, params),
            deprecated=deprecation_of(getattr(func, "__doc__", None)),
        )

    def add_constant(self, name: str, value: Any) -> None:
        value_type = type(value)
        self.entries[name] = Entry(
            qualname=name,
            kind="constant",
            module=_constant_module(self.manim, name),
            summary="",
            value=_clip(repr(value)),
            value_type=self._type_name(value_type),
        )

    def build(self) -> dict[str, Any]:
        for cls in self._collect_classes():
            self.add_class(cls)
        for name, value in sorted(self.namespace.items()):
            if name.startswith("_") or name in self.entries or inspect.ismodule(value):
                continue
            if inspect.isclass(value):
                continue  # non-Manim classes (e.g. importlib's) stay names only
            if callable(value):
                if _is_manim(value):
                    self.add_function(name, value)
                continue
            self.add_constant(name, value)
        self._close_flows()
        return {
            "format": FORMAT_VERSION,
            "stamp": stamp(self.manim),
            "star_names": sorted(self.namespace),
            "modules": sorted(n for n, v in self.namespace.items() if inspect.ismodule(v)),
            "entries": {q: e.to_dict() for q, e in sorted(self.entries.items())},
        }

    def _close_flows(self) -> None:
        """A flow into a target the kb does not hold cannot be followed: mark it open."""
        for qual, entry in list(self.entries.items()):
            flow = entry.kwargs_flow
            if flow is None or flow.open:
                continue
            for target in flow.targets:
                kind, _, rest = target.partition(":")
                if kind in ("class", "function") and rest not in self.entries:
                    break
                if kind == "method" and rest.rpartition(".")[0] not in self.entries:
                    break
            else:
                continue
            self.entries[qual] = _replace_flow(entry, KwargsFlow(flow.keys, flow.targets, True))


def _replace_flow(entry: Entry, flow: KwargsFlow) -> Entry:
    data = entry.to_dict()
    data["kwargs_flow"] = flow.to_dict()
    return Entry.from_dict(entry.qualname, data)


def _clip(text: str, limit: int = 120) -> str:
    # a default repr carries the object's address, which would make every build differ
    text = re.sub(r" (object )?at 0x[0-9a-fA-F]+", "", " ".join(text.split()))
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _constant_module(manim: types.ModuleType, name: str) -> str:
    for module_name in ("manim.constants", "manim.utils.color.manim_colors", "manim._config"):
        module = sys.modules.get(module_name)
        if module is not None and name in vars(module):
            return module_name
    return "manim"


def _render_params(params: list[Param]) -> list[str]:
    """Signature parts with the `/` and `*` markers Python would print."""
    parts: list[str] = []
    seen_star = False
    for i, p in enumerate(params):
        if p.kind == "keyword" and not seen_star:
            parts.append("*")
            seen_star = True
        if p.kind == "var-positional":
            seen_star = True
        parts.append(p.render())
        is_last_posonly = p.kind == "positional-only" and (
            i + 1 == len(params) or params[i + 1].kind != "positional-only"
        )
        if is_last_posonly:
            parts.append("/")
    return parts


def stamp(manim: types.ModuleType) -> dict[str, str]:
    """Where and from what the kb was built."""
    return {
        "manim_version": str(getattr(manim, "__version__", "unknown")),
        "python_version": platform.python_version(),
        "built_at": _dt.datetime.now(_dt.UTC).replace(microsecond=0).isoformat(),
    }


def import_manim() -> types.ModuleType:
    """Import Manim, or say clearly that it is missing from this interpreter."""
    try:
        return importlib.import_module("manim")
    except ImportError as exc:
        raise KBError(
            f"Manim is not importable from {sys.executable} ({exc}); install it "
            "(pip install manim) and run `python -m kb build` again."
        ) from exc


def build(out: Path | None = None) -> tuple[Path, dict[str, Any]]:
    """Build the kb from the installed Manim and write it (gzipped JSON when the path ends .gz)."""
    manim = import_manim()
    data = _Builder(manim).build()
    path = out or default_path()
    payload = json.dumps(data, separators=(",", ":"), sort_keys=False).encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.suffix == ".gz":
        path.write_bytes(gzip.compress(payload, compresslevel=9, mtime=0))
    else:
        path.write_bytes(payload)
    return path, data
