"""The sandbox policy for generated scenes: an AST check that runs before any code does.

Untrusted code (the default) may import only math, numeric and Manim modules, and may not name
the process, file, network or introspection escapes. A violation is reported like any other
render error, at its line and column, with a sentence a model can act on. This is the first
layer; the second is the OS (a forked child with resource limits and, where the kernel allows,
no network). The policy aims at accidents and odd model output, not at a determined attacker.
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


class _Checker(ast.NodeVisitor):
    def __init__(self) -> None:
        self.violations: list[PolicyViolation] = []

    def _flag(self, node: ast.AST, message: str) -> None:
        line = getattr(node, "lineno", 1)
        col = getattr(node, "col_offset", 0) + 1
        self.violations.append(PolicyViolation(message, line, col))

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            if not _module_allowed(alias.name):
                self._flag(node, _import_message(alias.name))
        self.generic_visit(node)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if node.level:
            self._flag(node, "relative imports are not allowed in a generated scene")
        elif node.module is not None:
            if not _module_allowed(node.module):
                self._flag(node, _import_message(node.module))
            else:
                for alias in node.names:
                    if alias.name in DENIED_SUBMODULES or alias.name in DENIED_NAMES:
                        self._flag(node, _import_message(f"{node.module}.{alias.name}"))
        self.generic_visit(node)

    def visit_Name(self, node: ast.Name) -> None:
        self._check_name(node, node.id)
        self.generic_visit(node)

    def _check_name(self, node: ast.AST, name: str) -> None:
        if name in DENIED_NAMES:
            self._flag(
                node,
                f"'{name}' is not allowed in a generated scene ({DENIED_NAMES[name]})",
            )
        elif _is_dunder(name) and name not in ALLOWED_DUNDER_NAMES:
            self._flag(node, f"the special name '{name}' is not allowed in a generated scene")

    def visit_Attribute(self, node: ast.Attribute) -> None:
        attr = node.attr
        if _is_dunder(attr):
            if attr not in ALLOWED_DUNDER_ATTRIBUTES:
                self._flag(
                    node,
                    f"the special attribute '.{attr}' is not allowed in a generated scene",
                )
        elif attr in DENIED_ATTRIBUTES:
            self._flag(
                node,
                f"the attribute '.{attr}' is not allowed in a generated scene "
                "(no file, process or native access)",
            )
        elif (
            isinstance(node.ctx, ast.Store | ast.Del)
            and _is_config(node.value)
            and _CONFIG_PATH_KEY.search(attr)
        ):
            self._flag(node, f"setting config.{attr} is not allowed in a generated scene")
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
            self._flag(node, f"setting config[{key.value!r}] is not allowed in a generated scene")
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
                    "in a generated scene",
                )
        if isinstance(func, ast.Attribute) and func.attr == "update" and _is_config(func.value):
            self._flag(node, "config.update() is not allowed in a generated scene")
        self.generic_visit(node)

    def visit_Constant(self, node: ast.Constant) -> None:
        if isinstance(node.value, str) and _PATH_LITERAL.match(node.value):
            self._flag(
                node,
                f"the file path {node.value!r} is not allowed in a generated scene "
                "(scenes may not read or write files outside their own folder)",
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
            self._flag(node, f"defining {name} is not allowed in a generated scene")


def _is_dunder(name: str) -> bool:
    return len(name) > 4 and name.startswith("__") and name.endswith("__")


def _is_config(node: ast.AST) -> bool:
    return isinstance(node, ast.Name) and node.id == "config"


def _import_message(name: str) -> str:
    return f"import of '{name}' is not allowed in a generated scene (allowed: {_allowed_list()})"


def check_tree(tree: ast.AST) -> list[PolicyViolation]:
    """Every violation in a parsed module, in source order."""
    checker = _Checker()
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
