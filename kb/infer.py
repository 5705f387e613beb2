"""A small, cautious type tracker for Manim scenes: which kb class does this expression hold?

It knows what a reader of a scene knows at a glance: `c = Circle()` makes `c` a Circle; `self`
inside a `Scene` subclass is that scene; `c.animate` is Circle's animation builder; `Self`- and
class-annotated returns in the kb carry the type through chains; literal lists in `for` loops and
tuple unpacking. Anything ambiguous (two different assignments, a parameter, a subscript) is
unknown. Unknown is always safe: extraction then leaves a call unresolved and the checks stay
quiet, which is how the checker keeps zero false positives.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Union

from kb.store import KnowledgeBase

#: Modules whose star import brings the Manim API into scope (ManimGL's is reported as an idiom).
MANIM_MODULES = ("manim", "manimlib")


@dataclass(eq=False)
class LocalClass:
    """A class the code defines, with the first kb class on its base chain (if any)."""

    name: str
    node: ast.ClassDef
    kb_base: str | None = None
    members: set[str] = field(default_factory=set)
    self_attrs: dict[str, list[tuple[ast.expr, Scope]]] = field(default_factory=dict)
    unknown_bases: bool = False


@dataclass(frozen=True)
class TypeRef:
    """What an expression holds: an instance (or the class object) of a kb or local class.

    `cls` is the kb class whose MRO answers member lookups (for a local class, its kb base);
    `builder` marks `x.animate`; `exact` is False when the type came from an annotation or an
    attribute table rather than a constructor call, so a subclass instance is possible.
    """

    cls: str | None
    local: LocalClass | None = None
    is_class: bool = False
    builder: bool = False
    exact: bool = True

    def instance(self) -> TypeRef:
        return TypeRef(self.cls, self.local, False, False, self.exact)


class _Unknown:
    """A binding whose value the tracker does not follow (parameter, import, augmented...)."""


UNKNOWN = _Unknown()


@dataclass(frozen=True)
class _Iter:
    """A loop variable bound to the items of a literal list/tuple."""

    elts: tuple[ast.expr, ...]


@dataclass(frozen=True)
class _Each:
    """A loop variable bound to the items of an expression (`for d in dots:`): the submobjects
    when that expression holds a Mobject, else unknown."""

    container: ast.expr


@dataclass(frozen=True)
class ModuleBinding:
    """A name bound by `import manim` / `import manim as m`."""

    name: str


@dataclass(frozen=True)
class ImportedName:
    """A name bound by `from manim import Circle [as C]`."""

    name: str


Binding = Union[ast.expr, _Unknown, _Iter, _Each, ModuleBinding, ImportedName, LocalClass]  # noqa: UP007


@dataclass(eq=False)
class Scope:
    """One Python scope: the module, a class body, or a function/lambda."""

    node: ast.AST
    parent: Scope | None
    kind: str  # "module" | "class" | "function"
    bindings: dict[str, list[Binding]] = field(default_factory=dict)
    self_name: str | None = None
    self_class: LocalClass | None = None

    def bind(self, name: str, value: Binding) -> None:
        self.bindings.setdefault(name, []).append(value)


class CodeModel:
    """Parsed code plus its scopes, local classes and the type of any expression."""

    def __init__(self, tree: ast.Module, kb: KnowledgeBase) -> None:
        self.tree = tree
        self.kb = kb
        #: Every node outside annotations, in visiting order, with its scope.
        self.scope_of: dict[ast.AST, Scope] = {}
        self.local_classes: dict[ast.ClassDef, LocalClass] = {}
        self.star_modules: list[str] = []
        self.module_scope = Scope(tree, None, "module")
        self.scopes: list[Scope] = [self.module_scope]
        self._types: dict[int, TypeRef | None] = {}
        self._updater_of: dict[int, ast.expr] = {}
        self._busy: set[int] = set()
        self._collect(tree, self.module_scope)
        for local in self.local_classes.values():
            self._resolve_base(local, set())

    # -- collection ------------------------------------------------------------------------
    def _collect(self, node: ast.AST, scope: Scope) -> None:
        """Record bindings of `scope` and create child scopes, in one pass."""
        for name in node._fields:
            value = getattr(node, name, None)
            if isinstance(value, list):
                for item in value:
                    if isinstance(item, ast.AST) and not isinstance(item, _LEAVES):
                        self._visit(item, scope)
            elif isinstance(value, ast.AST) and not isinstance(value, _LEAVES):
                self._visit(value, scope)

    def _visit(self, node: ast.AST, scope: Scope) -> None:
        self.scope_of[node] = scope
        if type(node) in _PLAIN:
            self._collect(node, scope)
            return
        if isinstance(node, ast.Call):
            func = node.func
            if (
                isinstance(func, ast.Attribute)
                and func.attr == "add_updater"
                and node.args
                and isinstance(node.args[0], ast.Lambda)
            ):
                self._updater_of[id(node.args[0])] = func.value
            self._collect(node, scope)
            return
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            if not isinstance(node, ast.Lambda):
                scope.bind(node.name, UNKNOWN)
                for deco in node.decorator_list:
                    self._visit(deco, scope)
            for default in [*node.args.defaults, *node.args.kw_defaults]:
                if default is not None:
                    self._visit(default, scope)
            inner = Scope(node, scope, "function")
            self.scopes.append(inner)
            args = [*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs]
            for extra in (node.args.vararg, node.args.kwarg):
                if extra is not None:
                    args.append(extra)
            for arg in args:
                inner.bind(arg.arg, UNKNOWN)
            updated = self._updater_of.get(id(node))
            if updated is not None and node.args.args:
                # `mob.add_updater(lambda m: ...)`: Manim calls it with `mob` itself.
                inner.bindings[node.args.args[0].arg] = [updated]
            positional = [*node.args.posonlyargs, *node.args.args]
            if (
                scope.kind == "class"
                and positional
                and not isinstance(node, ast.Lambda)
                and not _is_static(node)
            ):
                inner.self_name = positional[0].arg
                inner.self_class = scope.self_class
            body = node.body if isinstance(node.body, list) else [node.body]
            for stmt in body:
                self._visit(stmt, inner)
            return
        if isinstance(node, ast.ClassDef):
            local = LocalClass(node.name, node)
            self.local_classes[node] = local
            scope.bind(node.name, local)
            for expr in [*node.bases, *[k.value for k in node.keywords], *node.decorator_list]:
                self._visit(expr, scope)
            inner = Scope(node, scope, "class", self_class=local)
            self.scopes.append(inner)
            for stmt in node.body:
                if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef):
                    local.members.add(stmt.name)
                self._visit(stmt, inner)
            local.members.update(inner.bindings)
            return
        if isinstance(node, ast.Assign):
            for target in node.targets:
                self._bind_target(target, node.value, scope)
        elif isinstance(node, ast.AnnAssign):
            # The annotation is not visited: it is never a Manim call, and under PEP 563 it
            # is never evaluated, so its names must not count as used.
            self._bind_target(node.target, node.value, scope)
            self._visit(node.target, scope)
            if node.value is not None:
                self._visit(node.value, scope)
            return
        elif isinstance(node, ast.AugAssign):
            self._bind_target(node.target, None, scope)
        elif isinstance(node, ast.NamedExpr):
            self._bind_target(node.target, node.value, scope)
        elif isinstance(node, ast.For | ast.AsyncFor):
            if isinstance(node.target, ast.Name) and isinstance(node.iter, ast.List | ast.Tuple):
                if not any(isinstance(e, ast.Starred) for e in node.iter.elts):
                    scope.bind(node.target.id, _Iter(tuple(node.iter.elts)))
                else:
                    scope.bind(node.target.id, UNKNOWN)
            elif isinstance(node.target, ast.Name):
                scope.bind(node.target.id, _Each(node.iter))
            else:
                self._bind_target(node.target, None, scope)
        elif isinstance(node, ast.comprehension):
            if isinstance(node.target, ast.Name):
                scope.bind(node.target.id, _Each(node.iter))
            else:
                self._bind_target(node.target, None, scope)
        elif isinstance(node, ast.withitem) and node.optional_vars is not None:
            self._bind_target(node.optional_vars, None, scope)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            scope.bind(node.name, UNKNOWN)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                top = alias.name.split(".")[0]
                if alias.asname:
                    value: Binding = (
                        ModuleBinding(alias.name) if alias.name in MANIM_MODULES else UNKNOWN
                    )
                    scope.bind(alias.asname, value)
                else:
                    scope.bind(top, ModuleBinding(top) if top in MANIM_MODULES else UNKNOWN)
        elif isinstance(node, ast.ImportFrom):
            root = (node.module or "").split(".")[0]
            for alias in node.names:
                if alias.name == "*":
                    self.star_modules.append(node.module or "")
                    continue
                bound = alias.asname or alias.name
                scope.bind(bound, ImportedName(alias.name) if root in MANIM_MODULES else UNKNOWN)
        elif isinstance(node, ast.Global | ast.Nonlocal):
            for name in node.names:
                scope.bind(name, UNKNOWN)
        elif isinstance(node, ast.Delete):
            for target in node.targets:
                self._bind_target(target, None, scope)
        elif isinstance(node, ast.MatchAs | ast.MatchStar) and node.name:
            scope.bind(node.name, UNKNOWN)
        elif isinstance(node, ast.MatchMapping) and node.rest:
            scope.bind(node.rest, UNKNOWN)
        self._collect(node, scope)

    def _bind_target(self, target: ast.expr, value: ast.expr | None, scope: Scope) -> None:
        if isinstance(target, ast.Name):
            scope.bind(target.id, value if value is not None else UNKNOWN)
        elif isinstance(target, ast.Tuple | ast.List):
            same_shape = (
                isinstance(value, ast.Tuple | ast.List)
                and len(value.elts) == len(target.elts)
                and not any(isinstance(e, ast.Starred) for e in [*target.elts, *value.elts])
            )
            for i, elt in enumerate(target.elts):
                sub = (
                    value.elts[i]
                    if same_shape and isinstance(value, ast.Tuple | ast.List)
                    else None
                )
                self._bind_target(elt, sub, scope)
        elif isinstance(target, ast.Starred):
            self._bind_target(target.value, None, scope)
        elif isinstance(target, ast.Attribute):
            owner = self._self_class_of(target.value, scope)
            if owner is not None:
                owner.self_attrs.setdefault(target.attr, []).append(
                    (value if value is not None else _UNKNOWN_EXPR, scope)
                )

    def _self_class_of(self, expr: ast.expr, scope: Scope) -> LocalClass | None:
        """The local class when `expr` is the `self` of a method."""
        if isinstance(expr, ast.Name) and scope.self_name == expr.id:
            return scope.self_class
        return None

    def _resolve_base(self, local: LocalClass, seen: set[int]) -> str | None:
        """The first kb class on the base chain; notes bases the tracker cannot see into."""
        if id(local) in seen:
            return local.kb_base
        seen.add(id(local))
        scope = self.scope_of.get(local.node, self.module_scope)
        for base in local.node.bases:
            ref = self.type_of(base, scope)
            found: str | None = None
            if ref is not None and ref.is_class and ref.local is not None:
                found = self._resolve_base(ref.local, seen)
                local.unknown_bases = local.unknown_bases or ref.local.unknown_bases
            elif ref is not None and ref.is_class and ref.cls is not None:
                found = ref.cls
            else:
                local.unknown_bases = True
            if found and local.kb_base is None:
                local.kb_base = found
            if ref is not None and ref.is_class and ref.local is not None:
                # Inherit what the local base defines (methods, class and `self.` attributes).
                local.members |= ref.local.members
                for attr, values in ref.local.self_attrs.items():
                    local.self_attrs.setdefault(attr, []).extend(values)
        if local.node.keywords:
            local.unknown_bases = True  # a metaclass can do anything
        return local.kb_base

    # -- names -----------------------------------------------------------------------------
    def bindings_of(self, name: str, scope: Scope) -> list[Binding] | None:
        """The bindings Python's scoping rules pick for `name` used in `scope` (None: global)."""
        current: Scope | None = scope
        first = True
        while current is not None:
            if (first or current.kind != "class") and name in current.bindings:
                return current.bindings[name]
            first = False
            current = current.parent
        return None

    def manim_in_scope(self) -> bool:
        """Whether a star import of Manim (or ManimGL) makes API names global."""
        return any(m.split(".")[0] in MANIM_MODULES for m in self.star_modules)

    def global_ref(self, name: str) -> TypeRef | None:
        """A free name: a kb class/function reached through `from manim import *`."""
        kind = self.kb.kind_of(name)
        if kind == "class":
            return TypeRef(name, is_class=True)
        return None

    # -- types -----------------------------------------------------------------------------
    def type_of(self, expr: ast.expr, scope: Scope) -> TypeRef | None:
        """The type an expression holds, or None when not evident."""
        key = id(expr)
        if key in self._types:
            return self._types[key]
        if key in self._busy:
            return None
        self._busy.add(key)
        try:
            result = self._type_of(expr, scope)
        finally:
            self._busy.discard(key)
        self._types[key] = result
        return result

    def _type_of(self, expr: ast.expr, scope: Scope) -> TypeRef | None:
        if isinstance(expr, ast.Name):
            return self._name_type(expr.id, scope)
        if isinstance(expr, ast.Call):
            return self._call_type(expr, scope)
        if isinstance(expr, ast.Attribute):
            return self._attribute_type(expr, scope)
        if isinstance(expr, ast.NamedExpr):
            return self.type_of(expr.value, scope)
        if isinstance(expr, ast.Subscript) and not isinstance(expr.slice, ast.Slice):
            return self._item_type(expr, scope)
        return None

    def _item_type(self, expr: ast.Subscript, scope: Scope) -> TypeRef | None:
        """`group[i]` holds a submobject: some VMobject (or Mobject); never exact."""
        return self._member_type(expr.value, scope, "__getitem__")

    def _member_type(self, expr: ast.expr, scope: Scope, dunder: str) -> TypeRef | None:
        """What indexing (`__getitem__`) or iterating (`__iter__`) a mobject gives: one of its
        submobjects, some VMobject (or Mobject); never exact. A local class that defines the
        dunder itself, and anything that is not a mobject, give None."""
        container = self.type_of(expr, scope)
        if container is None or container.cls is None or container.is_class or container.builder:
            return None
        if container.local is not None and (
            container.local.unknown_bases or dunder in container.local.members
        ):
            return None
        for base in ("VMobject", "Mobject"):
            if self.kb.is_subclass(container.cls, base):
                return TypeRef(base, exact=False)
        return None

    def _name_type(self, name: str, scope: Scope) -> TypeRef | None:
        bindings = self.bindings_of(name, scope)
        if bindings is None:
            return self.global_ref(name)
        owner = self._scope_binding(name, scope)
        if owner.self_name == name and owner.self_class is not None and len(bindings) == 1:
            local = owner.self_class
            if local.kb_base is None and local.unknown_bases:
                return None
            return TypeRef(local.kb_base, local)
        types = [self._binding_type(b, owner) for b in bindings]
        return _agree(types)

    def _scope_binding(self, name: str, scope: Scope) -> Scope:
        current: Scope | None = scope
        first = True
        while current is not None:
            if (first or current.kind != "class") and name in current.bindings:
                return current
            first = False
            current = current.parent
        return self.module_scope

    def _binding_type(self, binding: Binding, scope: Scope) -> TypeRef | None:
        if isinstance(binding, LocalClass):
            return TypeRef(binding.kb_base, binding, is_class=True)
        if isinstance(binding, ImportedName):
            return self.global_ref(binding.name)
        if isinstance(binding, _Iter):
            return _agree([self.type_of(e, scope) for e in binding.elts], loose=True)
        if isinstance(binding, _Each):
            return self._member_type(binding.container, scope, "__iter__")
        if isinstance(binding, ast.expr):
            return self.type_of(binding, scope)
        return None

    def _call_type(self, call: ast.Call, scope: Scope) -> TypeRef | None:
        func_type = self.type_of(call.func, scope)
        if func_type is not None and func_type.is_class:
            return func_type.instance()
        if func_type is not None and func_type.builder:
            return func_type  # `x.animate(run_time=2)` is still the builder
        if isinstance(call.func, ast.Attribute):
            receiver = self.type_of(call.func.value, scope)
            if receiver is None or receiver.cls is None:
                return None
            if receiver.local is not None and call.func.attr in receiver.local.members:
                return None
            entry = self.kb.member(receiver.cls, call.func.attr)
            if entry is None or entry.kind != "method":
                return None
            if receiver.builder:
                return receiver
            if entry.return_type == "Self":
                return receiver.instance()
            if entry.return_type and self.kb.is_class(entry.return_type):
                return TypeRef(entry.return_type, exact=False)
        return None

    def _attribute_type(self, expr: ast.Attribute, scope: Scope) -> TypeRef | None:
        base = expr.value
        if isinstance(base, ast.Name):
            bindings = self.bindings_of(base.id, scope)
            if bindings and all(isinstance(b, ModuleBinding) for b in bindings):
                return self.global_ref(expr.attr)
        receiver = self.type_of(base, scope)
        if receiver is None or (receiver.cls is None and receiver.local is None):
            return None
        if receiver.builder:
            return None
        local = receiver.local
        if local is not None and expr.attr in local.self_attrs and not receiver.is_class:
            values = local.self_attrs[expr.attr]
            return _agree([self.type_of(v, s) for v, s in values])
        if local is not None and expr.attr in local.members:
            return None
        if receiver.cls is None:
            return None
        if expr.attr == "animate" and not receiver.is_class:
            if self.kb.member(receiver.cls, "animate") is not None:
                return TypeRef(receiver.cls, receiver.local, builder=True, exact=receiver.exact)
        if receiver.is_class:
            return None
        attr_type = self.kb.attribute_type(receiver.cls, expr.attr)
        if attr_type and self.kb.is_class(attr_type):
            return TypeRef(attr_type, exact=False)
        entry = self.kb.member(receiver.cls, expr.attr)
        if entry is not None and entry.kind == "property" and entry.return_type:
            if entry.return_type == "Self":
                return receiver.instance()
            if self.kb.is_class(entry.return_type):
                return TypeRef(entry.return_type, exact=False)
        return None


_UNKNOWN_EXPR = ast.Constant(value=...)

#: Shared singleton nodes (contexts, operators): no scope, no children worth a visit.
_LEAVES = (ast.expr_context, ast.operator, ast.unaryop, ast.cmpop, ast.boolop)
#: Node types that bind nothing and open no scope: only their children matter.
_PLAIN = frozenset(
    {
        ast.Name, ast.Constant, ast.Attribute, ast.keyword, ast.Expr, ast.BinOp,
        ast.UnaryOp, ast.BoolOp, ast.Compare, ast.List, ast.Tuple, ast.Dict, ast.Set,
        ast.Subscript, ast.Slice, ast.Starred, ast.Return, ast.If, ast.IfExp, ast.While,
        ast.JoinedStr, ast.FormattedValue, ast.Pass, ast.Break, ast.Continue, ast.Assert,
        ast.Raise, ast.Await, ast.Yield, ast.YieldFrom, ast.Try, ast.With, ast.AsyncWith,
        ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp, ast.Match, ast.match_case,
    }
)  # fmt: skip


def _is_static(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    return any(isinstance(d, ast.Name) and d.id == "staticmethod" for d in node.decorator_list)


def _agree(types: list[TypeRef | None], loose: bool = False) -> TypeRef | None:
    """The one type all bindings agree on; `loose` lets a literal list of one class pass."""
    if not types or any(t is None for t in types):
        return None
    first = types[0]
    assert first is not None
    for other in types[1:]:
        assert other is not None
        if (other.cls, other.local, other.is_class, other.builder) != (
            first.cls,
            first.local,
            first.is_class,
            first.builder,
        ):
            return None
    if loose or all(t is not None and t.exact for t in types):
        return first
    return TypeRef(first.cls, first.local, first.is_class, first.builder, exact=False)
