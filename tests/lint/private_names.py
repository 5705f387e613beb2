"""An import-linter contract type: no module of the checked packages reaches a private name
(leading underscore, not a dunder) of another module, by import or by attribute access on an
imported module. Imports inside functions count as well."""

from __future__ import annotations

import ast
import importlib.util
from dataclasses import dataclass
from pathlib import Path

import grimp
from importlinter import Contract, ContractCheck, fields, output


@dataclass(frozen=True, order=True)
class Reach:
    """One place where ``importer`` reaches ``name`` of ``module``."""

    importer: str
    line: int
    module: str
    name: str


def is_private(name: str) -> bool:
    """A single-underscore name (dunders such as ``__version__`` are public)."""
    return name.startswith("_") and not name.startswith("__")


def module_file(module: str) -> Path | None:
    """The source file of a first-party module, found without importing it."""
    spec = importlib.util.find_spec(module)
    if spec is None or not spec.origin or not spec.origin.endswith(".py"):
        return None
    return Path(spec.origin)


def absolute(importer: str, is_package: bool, node: ast.ImportFrom) -> str:
    """The absolute module name of a ``from ... import`` (relative imports resolved)."""
    if not node.level:
        return node.module or ""
    parts = importer.split(".")
    base = parts if is_package else parts[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join([*base, node.module] if node.module else base)


def find_spec_safe(name: str) -> bool:
    """Whether ``name`` is a module (False for a class or function imported by name)."""
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def reaches(importer: str, path: Path, roots: tuple[str, ...]) -> list[Reach]:
    """Every private name of another first-party module that ``importer`` imports or reads."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    is_package = path.name == "__init__.py"
    found: list[Reach] = []
    aliases: dict[str, str] = {}  # local name -> first-party module it is bound to

    def first_party(name: str) -> bool:
        return name.split(".")[0] in roots

    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if first_party(a.name):
                    if a.asname:
                        aliases[a.asname] = a.name
                    for seg in a.name.split(".")[1:]:
                        if is_private(seg):
                            found.append(Reach(importer, node.lineno, a.name, seg))
        elif isinstance(node, ast.ImportFrom):
            source = absolute(importer, is_package, node)
            if not first_party(source) or source == importer:
                continue
            for a in node.names:
                if is_private(a.name):
                    found.append(Reach(importer, node.lineno, source, a.name))
                else:
                    aliases[a.asname or a.name] = f"{source}.{a.name}"
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in aliases
            and is_private(node.attr)
            and find_spec_safe(aliases[node.value.id])
        ):
            found.append(Reach(importer, node.lineno, aliases[node.value.id], node.attr))
    return found


class PrivateNamesContract(Contract):
    """Contract options: ``packages`` (the first-party packages whose modules are checked and
    whose private names are protected)."""

    packages = fields.ListField(subfield=fields.StringField())

    def check(self, graph: grimp.ImportGraph, verbose: bool) -> ContractCheck:
        roots = tuple(str(p) for p in self.packages)  # type: ignore[attr-defined]
        found: list[Reach] = []
        for module in sorted(graph.modules):
            if module.split(".")[0] not in roots:
                continue
            path = module_file(module)
            if path is None:
                continue
            output.verbose_print(verbose, f"private names: {module}")
            found.extend(reaches(module, path, roots))
        return ContractCheck(kept=not found, warnings=None, metadata={"reaches": sorted(found)})

    def render_broken_contract(self, check: ContractCheck) -> None:
        for r in check.metadata["reaches"]:
            output.print_error(f"{r.importer}:{r.line} reaches {r.module}.{r.name}", bold=False)
        output.new_line()
        output.print("Make the name public where it is a real API of its module, or move the ")
        output.print("code that needs it into that module.")
