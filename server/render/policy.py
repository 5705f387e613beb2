"""The sandbox policy for generated scenes: an AST check that runs before any code does.

The OS sandbox (isolation.py, docs/render.md) holds files, processes, the network and the
machine's resources whatever the code does, so this policy is not a security boundary. It keeps
what the OS layer cannot see:

* the **integrity of the result**: a scene that reaches ``os``, ``sys``, ``importlib``, ``gc``,
  ``inspect``, frames or dunder attributes can forge its own ``result.json``, patch the layout
  and trace recorders, or end the process after writing "success"; to the OS that is a process
  writing its own files (and a model trained on render rewards would learn to do it);
* **clear feedback** for the model's usual mistakes (file, network and process modules,
  ``open``, config output paths, absolute paths), at the line, instead of an error deep in a
  traceback.

Untrusted code (the default) may import only math, numeric and Manim modules. A name is refused
only where it can refer to a module or builtin the policy guards: a name the file binds itself
(a variable, parameter, loop target, function or class called ``signal``, ``Path``, ``gc``,
``inspect``, ``http``, ``input``, ...) is the scene's own and passes. Every refusal says what to
change, at its line and column.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass

# Top-level modules a generated scene may import.
ALLOWED_MODULES: frozenset[str] = frozenset(
    {
        "manim",
        "manimpango",
        "numpy",
        "scipy",
        "networkx",
        "colour",
        "math",
        "cmath",
        "random",
        "itertools",
        "functools",
        "operator",
        "typing",
        "typing_extensions",
        "dataclasses",
        "collections",
        "enum",
        "string",
        "fractions",
        "decimal",
        "numbers",
        "statistics",
        "copy",
        "re",
        "abc",
        "heapq",
        "bisect",
        "textwrap",
        "json",
        "time",
        "datetime",
        "__future__",
    }
)

# Submodules of allowed packages that reach files, native code or build tools.
DENIED_SUBMODULES: frozenset[str] = frozenset(
    {
        "ctypeslib",
        "f2py",
        "distutils",
        "testing",
        "io",  # scipy.io reads and writes files
        "npyio",
        "file_ops",  # manim.utils.file_ops opens files and players
        "cli",
        "_config",
        "plugins",
    }
)

# Names that must not appear at all (calls or references).
DENIED_NAMES: dict[str, str] = {
    "open": "file access",
    "exec": "dynamic code execution",
    "eval": "dynamic code execution",
    "compile": "dynamic code execution",
    "__import__": "dynamic imports",
    "globals": "introspection of the interpreter",
    "locals": "introspection of the interpreter",
    "vars": "introspection of the interpreter",
    "breakpoint": "the debugger",
    "input": "reading standard input",
    "help": "the interactive help",
    "exit": "exiting the process",
    "quit": "exiting the process",
    "memoryview": "raw memory access",
    "__builtins__": "the builtins module",
    "__loader__": "the module loader",
    "__spec__": "the module loader",
    # modules that may leak through star imports or attributes of allowed modules
    "os": "the operating system",
    "sys": "the interpreter",
    "subprocess": "running programs",
    "socket": "the network",
    "shutil": "file operations",
    "ctypes": "native code",
    "importlib": "dynamic imports",
    "builtins": "the builtins module",
    "pathlib": "the file system",
    "Path": "the file system",
    "tempfile": "the file system",
    "pickle": "arbitrary object loading",
    "marshal": "arbitrary code loading",
    "signal": "process signals",
    "threading": "threads",
    "multiprocessing": "processes",
    "asyncio": "the event loop",
    "urllib": "the network",
    "requests": "the network",
    "http": "the network",
    "inspect": "introspection of the interpreter",
    "gc": "introspection of the interpreter",
    "file_ops": "file operations",
}

# Attribute names that reach files, native code or the object model's escape hatches.
DENIED_ATTRIBUTES: frozenset[str] = frozenset(
    {
        "load",
        "save",
        "savez",
        "savez_compressed",
        "savetxt",
        "loadtxt",
        "genfromtxt",
        "fromfile",
        "tofile",
        "fromregex",
        "memmap",
        "DataSource",
        "ctypes",
        "ctypeslib",
        "load_library",
        "f2py",
        "distutils",
        "system",
        "popen",
        "spawn",
        "fork",
        "execv",
        "execve",
        "environ",
        "open_file",
        "open_media_file",
        "write_text",
        "write_bytes",
        "read_text",
        "read_bytes",
        "unlink",
        "rmtree",
        "f_globals",
        "f_locals",
        "f_back",
        "gi_frame",
        "cr_frame",
        "tb_frame",
        "co_code",
    }
    | {
        "os",
        "sys",
        "subprocess",
        "socket",
        "shutil",
        "ctypes",
        "importlib",
        "builtins",
        "pathlib",
        "tempfile",
        "pickle",
        "marshal",
        "multiprocessing",
        "urllib",
        "requests",
        "http",
        "file_ops",
        "open",
        "exec",
        "eval",
    }
)

# Dunder attributes that are ordinary (the rest lead to the object model's escape hatches:
# __class__.__base__.__subclasses__(), __globals__, __builtins__, __dict__, __code__, ...).
ALLOWED_DUNDER_ATTRIBUTES: frozenset[str] = frozenset(
    {
        "__init__",
        "__name__",
        "__qualname__",
        "__doc__",
        "__version__",
        "__class__",
        "__len__",
        "__iter__",
        "__next__",
        "__getitem__",
        "__setitem__",
        "__contains__",
        "__call__",
        "__str__",
        "__repr__",
        "__eq__",
        "__ne__",
        "__lt__",
        "__le__",
        "__gt__",
        "__ge__",
        "__hash__",
        "__add__",
        "__sub__",
        "__mul__",
        "__truediv__",
        "__floordiv__",
        "__mod__",
        "__pow__",
        "__neg__",
        "__abs__",
        "__enter__",
        "__exit__",
        "__post_init__",
    }
)
ALLOWED_DUNDER_NAMES: frozenset[str] = frozenset({"__name__", "__doc__", "__file__", "__version__"})

# Config options that choose where Manim reads or writes files.
_CONFIG_PATH_KEY = re.compile(r"(dir|file|folder|path|output|template|assets|input)", re.I)
# String literals that are absolute or home-relative paths (at least two segments).
_PATH_LITERAL = re.compile(r"^(~|/)[\w.~-]*(/[\w.~ -]+)+/?$")

_REFLECTION_CALLS = frozenset({"getattr", "setattr", "delattr", "hasattr"})

# Submodules of allowed packages whose names the policy guards elsewhere (scipy.signal is
# signal processing, not process signals).
SAFE_SUBMODULES = frozenset({"scipy.signal"})

# Allowed modules whose star import brings in a module the policy guards (measured with the
# pinned versions): such a star import is refused, so a guarded name the file binds is always
# the file's own.
STAR_LEAKS: dict[str, tuple[str, ...]] = {"manimpango": ("os", "sys")}


@dataclass(frozen=True)
class PolicyViolation:
    """One thing the policy forbids, at a 1-based line and column of the user's source."""

    message: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"line {self.line}, column {self.column}: {self.message}"


def _module_allowed(name: str) -> bool:
    parts = name.split(".")
    return parts[0] in ALLOWED_MODULES and not any(p in DENIED_SUBMODULES for p in parts[1:])


def _allowed_list() -> str:
    shown = ["manim", "numpy", "math", "random", "itertools", "functools", "colour", "typing"]
    return ", ".join(shown) + " and similar"


# How to fix a use of a refused name (default: remove it).
_NAME_FIX: dict[str, str] = {
    "open": "remove the file access; a scene builds its data in the code",
    "exec": "write the code directly instead of executing a string",
    "eval": "compute the value directly instead of evaluating a string",
    "compile": "write the code directly instead of compiling a string",
    "input": "use a constant; a render has no keyboard",
    "exit": "remove it; construct() ends the scene by returning",
    "quit": "remove it; construct() ends the scene by returning",
    "breakpoint": "remove it; a render has no debugger",
    "help": "remove it",
}


def bound_names(tree: ast.AST) -> set[str]:
    """Every name the code binds anywhere: assignment and loop targets, parameters, function and
    class names, import aliases, ``except ... as``, ``with ... as``, walrus and match captures."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store | ast.Del):
            names.add(node.id)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.alias):
            if node.name != "*":
                names.add(node.asname or node.name.split(".")[0])
        elif isinstance(node, ast.ExceptHandler) and node.name:
            names.add(node.name)
        elif isinstance(node, ast.MatchAs | ast.MatchStar) and node.name:
            names.add(node.name)
        elif isinstance(node, ast.MatchMapping) and node.rest:
            names.add(node.rest)
    return names


class _Checker(ast.NodeVisitor):
    def __init__(self, bound: set[str] | None = None) -> None:
        self.violations: list[PolicyViolation] = []
        self.bound = bound or set()

    def _flag(self, node: ast.AST, message: str) -> None:
        line = getattr(node, "lineno", 1)
        col = getattr(node, "col_offset", 0) + 1
        self.violations.append(PolicyViolation(message, line, col))

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            if not _module_allowed(alias.name):
                self._flag(node, _import_message(alias.name))
        # (no generic_visit: an alias of a refused module was reported here already)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if node.level:
            self._flag(
                node,
                "relative imports are not allowed in a generated scene: remove this import "
                "and define what it brought in the scene file itself",
            )
        elif node.module is not None:
            if not _module_allowed(node.module):
                self._flag(node, _import_message(node.module))
            else:
                for alias in node.names:
                    full = f"{node.module}.{alias.name}"
                    if alias.name in DENIED_SUBMODULES or (
                        alias.name in DENIED_NAMES and full not in SAFE_SUBMODULES
                    ):
                        self._flag(node, _import_message(full))
                    elif alias.name == "*" and node.module in STAR_LEAKS:
                        leaked = " and ".join(STAR_LEAKS[node.module])
                        self._flag(
                            node,
                            f"'from {node.module} import *' is not allowed in a generated scene "
                            f"(it brings in {leaked}): import the names you use instead "
                            f"(e.g. `from {node.module} import register_font`)",
                        )

    def visit_Name(self, node: ast.Name) -> None:
        self._check_name(node, node.id)
        self.generic_visit(node)

    def _check_name(self, node: ast.AST, name: str) -> None:
        if _is_dunder(name):
            if name not in ALLOWED_DUNDER_NAMES:
                self._flag(
                    node,
                    f"the special name '{name}' is not allowed in a generated scene; "
                    "remove it and use ordinary names",
                )
        elif name in DENIED_NAMES and name not in self.bound:
            # never defined by the scene: it can only be the builtin or a module that a star
            # import brought in
            what = DENIED_NAMES[name]
            fix = _NAME_FIX.get(name) or (
                f"if '{name}' is meant to be a variable of the scene, assign it first "
                f"(e.g. `{name} = ...`) or choose another name; otherwise remove this use"
            )
            self._flag(
                node,
                f"'{name}' is not allowed in a generated scene ({what}): {fix}",
            )

    def visit_Attribute(self, node: ast.Attribute) -> None:
        attr = node.attr
        if _is_dunder(attr):
            if attr not in ALLOWED_DUNDER_ATTRIBUTES:
                self._flag(
                    node,
                    f"the special attribute '.{attr}' is not allowed in a generated scene; "
                    "use the object's ordinary attributes and methods instead",
                )
        elif attr in DENIED_ATTRIBUTES:
            self._flag(
                node,
                f"the attribute '.{attr}' is not allowed in a generated scene "
                f"(no file, process or native access): {_attribute_fix(attr)}",
            )
        elif (
            isinstance(node.ctx, ast.Store | ast.Del)
            and _is_config(node.value)
            and _CONFIG_PATH_KEY.search(attr)
        ):
            self._flag(
                node,
                f"setting config.{attr} is not allowed in a generated scene: remove this "
                "line; the renderer chooses where files go",
            )
        self.generic_visit(node)

    def visit_Subscript(self, node: ast.Subscript) -> None:
        key = node.slice
        if (
            isinstance(node.ctx, ast.Store | ast.Del)
            and _is_config(node.value)
            and isinstance(key, ast.Constant)
            and isinstance(key.value, str)
            and _CONFIG_PATH_KEY.search(key.value)
        ):
            self._flag(
                node,
                f"setting config[{key.value!r}] is not allowed in a generated scene: remove "
                "this line; the renderer chooses where files go",
            )
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        if isinstance(func, ast.Name) and func.id in _REFLECTION_CALLS:
            name = node.args[1] if len(node.args) > 1 else None
            if not (isinstance(name, ast.Constant) and isinstance(name.value, str)):
                self._flag(
                    node,
                    f"{func.id}() with a computed attribute name is not allowed in a "
                    "generated scene; use the attribute directly",
                )
            elif name.value.startswith("_"):
                self._flag(
                    node,
                    f"{func.id}() on the private attribute {name.value!r} is not allowed "
                    "in a generated scene; use a public attribute or method",
                )
        if isinstance(func, ast.Attribute) and func.attr == "update" and _is_config(func.value):
            self._flag(
                node,
                "config.update() is not allowed in a generated scene: set the ordinary options "
                "one by one (e.g. `config.background_color = WHITE`)",
            )
        self.generic_visit(node)

    def visit_Constant(self, node: ast.Constant) -> None:
        if isinstance(node.value, str) and _PATH_LITERAL.match(node.value):
            self._flag(
                node,
                f"the file path {node.value!r} is not allowed in a generated scene "
                "(scenes may not read or write files outside their own folder): remove it, "
                "or use a relative file name the scene itself creates",
            )

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self._check_def_name(node, node.name)
        self.generic_visit(node)

    def visit_AsyncFunctionDef(self, node: ast.AsyncFunctionDef) -> None:
        self._check_def_name(node, node.name)
        self.generic_visit(node)

    def _check_def_name(self, node: ast.AST, name: str) -> None:
        # Overriding e.g. __getattribute__ or __reduce__ is harmless to the renderer, but
        # __init_subclass__ / __set_name__ / __class_getitem__ run code at class creation.
        if name in ("__init_subclass__", "__set_name__", "__class_getitem__"):
            self._flag(
                node,
                f"defining {name} is not allowed in a generated scene; use an ordinary "
                "method instead",
            )


def _is_dunder(name: str) -> bool:
    return len(name) > 4 and name.startswith("__") and name.endswith("__")


def _is_config(node: ast.AST) -> bool:
    return isinstance(node, ast.Name) and node.id == "config"


def _import_message(name: str) -> str:
    return (
        f"import of '{name}' is not allowed in a generated scene: remove this import "
        f"(allowed: {_allowed_list()})"
    )


_ATTRIBUTE_FIX = {
    "save": "remove the call; the renderer writes the video and the last frame itself",
    "savez": "remove the call; keep the data in variables",
    "savez_compressed": "remove the call; keep the data in variables",
    "savetxt": "remove the call; keep the data in variables",
    "tofile": "remove the call; keep the data in variables",
    "load": "build the data in the code instead of loading a file",
    "loadtxt": "build the data in the code instead of loading a file",
    "genfromtxt": "build the data in the code instead of loading a file",
    "fromfile": "build the data in the code instead of loading a file",
}


def _attribute_fix(attr: str) -> str:
    return _ATTRIBUTE_FIX.get(attr, f"remove '.{attr}' from the scene")


def check_tree(tree: ast.AST) -> list[PolicyViolation]:
    """Every violation in a parsed module, in source order."""
    checker = _Checker(bound_names(tree))
    checker.visit(tree)
    return sorted(checker.violations, key=lambda v: (v.line, v.column))


def check_policy(code: str) -> list[PolicyViolation]:
    """Every violation in ``code``, in source order. Raises SyntaxError if it does not parse."""
    return check_tree(ast.parse(code))


def policy_message(violations: list[PolicyViolation], limit: int = 3) -> str:
    """One message for the first few violations (the first one gives the error's line)."""
    first = violations[0].message
    rest = violations[1:limit]
    if not rest:
        return first
    more = "; ".join(str(v) for v in rest)
    extra = len(violations) - limit
    tail = f" (and {extra} more)" if extra > 0 else ""
    return f"{first}; also {more}{tail}"
