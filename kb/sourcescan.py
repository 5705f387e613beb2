"""Read Manim's own source (AST) at build time: where `**kwargs` go, which attributes `self` gets.

Only the builder uses this; it needs the live module objects to resolve names, so it runs in the
process that imported Manim.
"""

from __future__ import annotations

import ast
import inspect
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from kb.model import KwargsFlow

#: Dict methods that read one key out of `**kwargs`.
_KEY_READERS = {"pop", "get", "setdefault"}
#: Dict methods that neither consume nor leak keys.
_HARMLESS = {"update"}


class SourceIndex:
    """Parsed module sources, indexed by function first line and by class name."""

    def __init__(self) -> None:
        self._trees: dict[str, ast.Module | None] = {}
        self._functions: dict[str, dict[int, ast.FunctionDef | ast.AsyncFunctionDef]] = {}
        self._classes: dict[str, dict[str, list[ast.ClassDef]]] = {}

    def _load(self, module: str) -> ast.Module | None:
        if module in self._trees:
            return self._trees[module]
        tree: ast.Module | None = None
        mod = sys.modules.get(module)
        path = getattr(mod, "__file__", None)
        if path and path.endswith(".py"):
            try:
                tree = ast.parse(Path(path).read_text(encoding="utf-8"))
            except (OSError, SyntaxError, ValueError):
                tree = None
        self._trees[module] = tree
        functions: dict[int, ast.FunctionDef | ast.AsyncFunctionDef] = {}
        classes: dict[str, list[ast.ClassDef]] = {}
        if tree is not None:
            for node in ast.walk(tree):
                if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                    functions[node.lineno] = node
                    for deco in node.decorator_list:
                        functions.setdefault(deco.lineno, node)
                elif isinstance(node, ast.ClassDef):
                    classes.setdefault(node.name, []).append(node)
        self._functions[module] = functions
        self._classes[module] = classes
        return tree

    def function_node(self, func: Any) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
        """The AST of a Python function (decorators unwrapped), or None when unavailable."""
        try:
            func = inspect.unwrap(func)
        except ValueError:
            return None
        code = getattr(func, "__code__", None)
        module = getattr(func, "__module__", None)
        if code is None or not module:
            return None
        self._load(module)
        node = self._functions.get(module, {}).get(code.co_firstlineno)
        if node is not None and node.name == code.co_name:
            return node
        return None

    def class_node(self, cls: type) -> ast.ClassDef | None:
        """The AST of a class defined at module level (first of that name)."""
        self._load(cls.__module__)
        nodes = self._classes.get(cls.__module__, {}).get(cls.__name__, [])
        return nodes[0] if nodes else None


def _parents(root: ast.AST) -> dict[ast.AST, ast.AST]:
    parents: dict[ast.AST, ast.AST] = {}
    for node in ast.walk(root):
        for child in ast.iter_child_nodes(node):
            parents[child] = node
    return parents


def analyze_kwargs(
    node: ast.FunctionDef | ast.AsyncFunctionDef,
    module_globals: dict[str, Any],
    qualify: Callable[[Any], str | None],
    sibling_methods: frozenset[str] = frozenset(),
) -> KwargsFlow:
    """Follow the function's `**kwargs` dict through its body (see `KwargsFlow`).

    `module_globals` resolves callee names (names imported inside the function resolve through
    the same mapping, which the builder extends with Manim's namespace). `sibling_methods`:
    methods of the owner's MRO; `sub.next_to(..., **kwargs)` on a plain local variable (a
    submobject in a loop) is read as a call of that method, as in `Mobject.arrange`.
    """
    if node.args.kwarg is None:
        return KwargsFlow()
    kwname = node.args.kwarg.arg
    selfname = node.args.args[0].arg if node.args.args else "self"
    params = frozenset(
        a.arg for a in [*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs]
    ) - {selfname}
    parents = _parents(node)
    copies = _kwargs_copies(node, kwname, parents)
    names = {kwname} | set(copies)
    keys: list[str] = []
    targets: list[str] = []
    is_open = False
    used = False
    for name in ast.walk(node):
        if not isinstance(name, ast.Name) or name.id not in names:
            continue
        used = True
        parent = parents.get(name)
        if name in copies.values():
            continue  # `anim_kwargs = dict(kwargs)`: the copy is followed as the dict itself
        if isinstance(name.ctx, ast.Store):
            is_open = is_open or name.id not in copies  # a copy's one binding is no leak
        elif isinstance(parent, ast.keyword) and parent.arg is None:
            call = parents.get(parent)
            target = (
                _classify_call(
                    call.func, selfname, module_globals, qualify, sibling_methods, params
                )
                if isinstance(call, ast.Call)
                else None
            )
            if target is None:
                is_open = True
            elif target not in targets:
                targets.append(target)
        elif isinstance(parent, ast.Attribute) and parent.value is name:
            call = parents.get(parent)
            if parent.attr in _KEY_READERS and isinstance(call, ast.Call) and call.func is parent:
                first = call.args[0] if call.args else None
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    keys.append(first.value)
                else:
                    is_open = True
            elif parent.attr not in _HARMLESS:
                is_open = True
        elif isinstance(parent, ast.Subscript) and parent.value is name:
            key = parent.slice
            if isinstance(parent.ctx, ast.Load):
                if isinstance(key, ast.Constant) and isinstance(key.value, str):
                    keys.append(key.value)
                else:
                    is_open = True
        elif isinstance(parent, ast.Compare) and name in parent.comparators:
            left = parent.left
            if isinstance(left, ast.Constant) and isinstance(left.value, str):
                keys.append(left.value)
        elif isinstance(parent, ast.Delete):
            pass
        else:
            is_open = True
    if not used:
        # Swallowed silently: any keyword is accepted.
        is_open = True
    return KwargsFlow(tuple(dict.fromkeys(keys)), tuple(targets), is_open)


def _kwargs_copies(
    node: ast.FunctionDef | ast.AsyncFunctionDef, kwname: str, parents: dict[ast.AST, ast.AST]
) -> dict[str, ast.Name]:
    """Local names bound once to a plain copy of the `**kwargs` dict (`x = dict(kwargs)`,
    `x = kwargs.copy()`, `x = {**kwargs}`), each with the `kwargs` name node inside the copy.
    A name bound more than once is not a copy: what it holds at a given call is not known."""
    stores: dict[str, int] = {}
    found: dict[str, ast.Name] = {}
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Store):
            stores[sub.id] = stores.get(sub.id, 0) + 1
        if not (
            isinstance(sub, ast.Assign)
            and len(sub.targets) == 1
            and isinstance(sub.targets[0], ast.Name)
        ):
            continue
        value = sub.value
        inner: ast.expr | None = None
        if (
            isinstance(value, ast.Call)
            and isinstance(value.func, ast.Name)
            and value.func.id == "dict"
            and len(value.args) == 1
            and not value.keywords
        ):
            inner = value.args[0]
        elif (
            isinstance(value, ast.Call)
            and isinstance(value.func, ast.Attribute)
            and value.func.attr == "copy"
            and not value.args
            and not value.keywords
        ):
            inner = value.func.value
        elif isinstance(value, ast.Dict) and value.keys == [None]:
            inner = value.values[0]
        if isinstance(inner, ast.Name) and inner.id == kwname:
            found[sub.targets[0].id] = inner
    return {k: v for k, v in found.items() if stores.get(k) == 1 and k != kwname}


def _classify_call(
    func: ast.expr,
    selfname: str,
    module_globals: dict[str, Any],
    qualify: Callable[[Any], str | None],
    sibling_methods: frozenset[str] = frozenset(),
    params: frozenset[str] = frozenset(),
) -> str | None:
    """Name the callee that receives `**kwargs`, or None when it cannot be followed.
    A call of one of the function's own parameters (`animation_class(*args, **kwargs)` in
    `LaggedStartMap`) is `arg:NAME`: what it reaches depends on what each call passes."""
    if isinstance(func, ast.Attribute):
        base = func.value
        if (
            isinstance(base, ast.Call)
            and isinstance(base.func, ast.Name)
            and base.func.id == "super"
        ):
            return f"super:{func.attr}"
        if isinstance(base, ast.Name):
            if base.id == selfname:
                return f"self:{func.attr}"
            obj = module_globals.get(base.id)
            if inspect.isclass(obj):
                qual = qualify(obj)
                if qual:
                    return f"method:{qual}.{func.attr}"
            elif obj is None and func.attr in sibling_methods:
                return f"self:{func.attr}"
        return None
    if isinstance(func, ast.Name):
        if func.id in params:
            return f"arg:{func.id}"
        obj = module_globals.get(func.id)
        qual = qualify(obj) if obj is not None else None
        if qual is None:
            return None
        return f"class:{qual}" if inspect.isclass(obj) else f"function:{qual}"
    return None


def instance_attributes(
    node: ast.ClassDef,
    module_globals: dict[str, Any],
    qualify: Callable[[Any], str | None],
) -> dict[str, str]:
    """Attributes the class's methods assign on `self`, with their class when evident.

    `self.frame = ScreenRectangle(...)` -> {"frame": "ScreenRectangle"}; unknown types map to "".
    """
    found: dict[str, str] = {}

    def note(attr: str, kind: str) -> None:
        if attr in found and found[attr] != kind:
            found[attr] = ""
        else:
            found.setdefault(attr, kind)

    for item in node.body:
        if isinstance(item, ast.Assign | ast.AnnAssign):
            targets = item.targets if isinstance(item, ast.Assign) else [item.target]
            for target in targets:
                if isinstance(target, ast.Name) and not target.id.startswith("_"):
                    note(target.id, "")
        if not isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) or not item.args.args:
            continue
        selfname = item.args.args[0].arg
        for sub in ast.walk(item):
            pairs: list[tuple[ast.expr, ast.expr | None, ast.expr | None]] = []
            if isinstance(sub, ast.Assign):
                for target in sub.targets:
                    elts = target.elts if isinstance(target, ast.Tuple | ast.List) else [target]
                    for elt in elts:
                        pairs.append((elt, sub.value if elt is target else None, None))
            elif isinstance(sub, ast.AnnAssign):
                pairs.append((sub.target, sub.value, sub.annotation))
            elif isinstance(sub, ast.AugAssign):
                pairs.append((sub.target, None, None))
            for target, value, annotation in pairs:
                if not (
                    isinstance(target, ast.Attribute)
                    and isinstance(target.value, ast.Name)
                    and target.value.id == selfname
                ):
                    continue
                kind = ""
                if isinstance(value, ast.Call) and isinstance(value.func, ast.Name):
                    obj = module_globals.get(value.func.id)
                    if inspect.isclass(obj):
                        kind = qualify(obj) or ""
                elif isinstance(annotation, ast.Name):
                    obj = module_globals.get(annotation.id)
                    if inspect.isclass(obj):
                        kind = qualify(obj) or ""
                note(target.attr, kind)
    return found
