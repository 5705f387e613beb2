"""The custom import-linter contract (tests/lint/private_names.py) finds private names reached
across modules, and only those."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from lint.private_names import is_private, reaches


def write(root: Path, rel: str, text: str) -> Path:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def pkg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A package `demo` with a module holding a private helper."""
    write(tmp_path, "demo/__init__.py", "")
    write(tmp_path, "demo/low.py", "def _helper():\n    return 1\n\ndef public():\n    return 2\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    return tmp_path


def test_private_import_and_attribute_are_found(pkg: Path) -> None:
    """`from demo.low import _helper`, a relative import of it inside a function, and
    `low._helper()` on an imported module are each reported with their line."""
    path = write(pkg, "demo/high.py", (
        "from demo.low import _helper\n"
        "from demo import low\n"
        "def f():\n"
        "    from .low import _helper as h\n"
        "    return low._helper() + h()\n"
    ))  # fmt: skip
    found = reaches("demo.high", path, ("demo",))
    assert [(r.line, r.module, r.name) for r in found] == [
        (1, "demo.low", "_helper"),
        (4, "demo.low", "_helper"),
        (5, "demo.low", "_helper"),
    ]


def test_public_names_dunders_and_own_privates_pass(pkg: Path) -> None:
    """Public names, dunders, a private alias of a public name, and a module's own private names
    are not reported; nor are private names of other (third-party) packages."""
    path = write(pkg, "demo/ok.py", (
        "from demo.low import public as _public\n"
        "from demo import __name__ as pkg_name\n"
        "from os import _exit\n"
        "def _mine():\n"
        "    return _public()\n"
        "_mine()\n"
    ))  # fmt: skip
    assert reaches("demo.ok", path, ("demo",)) == []
    assert is_private("_x") and not is_private("__version__") and not is_private("x")
