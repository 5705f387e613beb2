"""The knowledge base's data shapes: one `Entry` per Manim API name, with its `Param`s.

These cross module lines (builder -> JSON -> loader -> extraction, retrieval, checks, the language
server), so they are plain dataclasses with a lossless dict form.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: Kinds of entries the kb holds.
KINDS = ("class", "function", "method", "property", "constant")

#: Parameter kinds (the names of `inspect.Parameter` kinds, simplified).
PARAM_KINDS = ("positional-only", "positional", "var-positional", "keyword", "var-keyword")


class KBError(RuntimeError):
    """The knowledge base file is missing, empty, corrupt, or was built for another Manim."""


@dataclass(frozen=True, slots=True)
class Param:
    """One parameter of a callable as seen by a caller (`self`/`cls` already removed).

    `kind` is one of PARAM_KINDS; `default` is a short source-like repr (`RED`, `None`, `0.5`) or
    None when the parameter is required; `owner` is the qualified name of the callable that
    declares it (differs from the entry's own name for keywords reached through `**kwargs`).
    """

    name: str
    kind: str = "positional"
    default: str | None = None
    annotation: str | None = None
    doc: str = ""
    owner: str = ""

    @property
    def required(self) -> bool:
        return self.default is None and self.kind in ("positional-only", "positional", "keyword")

    def render(self) -> str:
        """The parameter as it would appear in a signature: `radius: float = 1.0`."""
        prefix = {"var-positional": "*", "var-keyword": "**"}.get(self.kind, "")
        text = prefix + self.name
        if self.annotation:
            text += f": {self.annotation}"
        if self.default is not None:
            text += f" = {self.default}" if self.annotation else f"={self.default}"
        return text

    def to_list(self) -> list[Any]:
        return [self.name, self.kind, self.default, self.annotation]

    @classmethod
    def from_list(cls, row: list[Any], docs: dict[str, str], owner: str) -> Param:
        name, kind, default, annotation = row
        return cls(name, kind, default, annotation, docs.get(name, ""), owner)


@dataclass(frozen=True, slots=True)
class KwargsFlow:
    """Where a callable's `**kwargs` go, found by reading its source at build time.

    `keys`: names read straight out of the dict (`kwargs.pop("tip_shape")`, `kwargs.get(...)`).
    `targets`: calls the dict is splatted into: `super:NAME` (the next `NAME` along the MRO),
    `self:NAME` (a method of the same object), `class:Q` (the constructor of class Q),
    `method:Q.NAME` (an explicit `Q.NAME(self, **kwargs)`), `function:Q`, `arg:NAME` (a call of
    the callable's own parameter NAME: `animation_class(*args, **kwargs)`; what it reaches is the
    class each call passes, or the parameter's default). A plain copy of the dict
    (`x = dict(kwargs)`) is followed as the dict itself.
    `open`: the dict escapes somewhere we cannot follow, so any keyword may be valid.
    """

    keys: tuple[str, ...] = ()
    targets: tuple[str, ...] = ()
    open: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"keys": list(self.keys), "targets": list(self.targets), "open": self.open}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> KwargsFlow:
        return cls(tuple(data.get("keys", ())), tuple(data.get("targets", ())), data["open"])


@dataclass(frozen=True, slots=True)
class Entry:
    """One Manim API name.

    `qualname` is how users meet it: `Circle`, `Mobject.shift`, `FadeIn`, `UP`. Methods are stored
    on the class that defines them; inherited ones are found through the owning class's `mro`.
    `param_docs` holds every documented parameter, including keywords only `**kwargs` takes.
    `return_type` is a kb class name (or `Self`) derived from the return annotation, used for
    type tracking in `extract_api_calls`.
    """

    qualname: str
    kind: str
    module: str = ""
    summary: str = ""
    signature: str = ""
    params: tuple[Param, ...] = ()
    param_docs: dict[str, str] = field(default_factory=dict)
    returns: str | None = None
    return_type: str | None = None
    owner: str | None = None
    binding: str = "instance"
    bases: tuple[str, ...] = ()
    mro: tuple[str, ...] = ()
    attributes: dict[str, str] = field(default_factory=dict)
    dynamic_attrs: str = ""
    kwargs_flow: KwargsFlow | None = None
    value: str | None = None
    value_type: str | None = None
    deprecated: str = ""
    exported: bool = True

    @property
    def name(self) -> str:
        """The simple name: `shift` for `Mobject.shift`."""
        return self.qualname.rpartition(".")[2]

    @property
    def takes_var_kwargs(self) -> bool:
        return any(p.kind == "var-keyword" for p in self.params)

    @property
    def takes_var_args(self) -> bool:
        return any(p.kind == "var-positional" for p in self.params)

    @property
    def max_positional(self) -> int | None:
        """How many positional arguments a call may pass, or None when `*args` takes any number."""
        if self.takes_var_args:
            return None
        return sum(1 for p in self.params if p.kind in ("positional-only", "positional"))

    @property
    def named_params(self) -> tuple[Param, ...]:
        """Parameters a caller may pass by keyword."""
        return tuple(p for p in self.params if p.kind in ("positional", "keyword"))

    def to_dict(self) -> dict[str, Any]:
        """Compact dict for the kb file: empty fields are left out."""
        data: dict[str, Any] = {"kind": self.kind}
        if self.module:
            data["module"] = self.module
        if self.summary:
            data["summary"] = self.summary
        if self.signature:
            data["signature"] = self.signature
        if self.params:
            data["params"] = [p.to_list() for p in self.params]
        if self.param_docs:
            data["param_docs"] = self.param_docs
        for key in ("returns", "return_type", "owner", "value", "value_type"):
            value = getattr(self, key)
            if value is not None:
                data[key] = value
        if self.binding != "instance":
            data["binding"] = self.binding
        if self.bases:
            data["bases"] = list(self.bases)
        if self.mro:
            data["mro"] = list(self.mro)
        if self.attributes:
            data["attributes"] = self.attributes
        if self.dynamic_attrs:
            data["dynamic_attrs"] = self.dynamic_attrs
        if self.kwargs_flow is not None:
            data["kwargs_flow"] = self.kwargs_flow.to_dict()
        if self.deprecated:
            data["deprecated"] = self.deprecated
        if not self.exported:
            data["exported"] = False
        return data

    @classmethod
    def from_dict(cls, qualname: str, data: dict[str, Any]) -> Entry:
        docs: dict[str, str] = data.get("param_docs", {})
        flow = data.get("kwargs_flow")
        return cls(
            qualname=qualname,
            kind=data["kind"],
            module=data.get("module", ""),
            summary=data.get("summary", ""),
            signature=data.get("signature", ""),
            params=tuple(Param.from_list(row, docs, qualname) for row in data.get("params", ())),
            param_docs=docs,
            returns=data.get("returns"),
            return_type=data.get("return_type"),
            owner=data.get("owner"),
            binding=data.get("binding", "instance"),
            bases=tuple(data.get("bases", ())),
            mro=tuple(data.get("mro", ())),
            attributes=data.get("attributes", {}),
            dynamic_attrs=data.get("dynamic_attrs", ""),
            kwargs_flow=KwargsFlow.from_dict(flow) if flow is not None else None,
            value=data.get("value"),
            value_type=data.get("value_type"),
            deprecated=data.get("deprecated", ""),
            exported=data.get("exported", True),
        )
