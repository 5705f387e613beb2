"""`python -m server check --fix FILE`: rewrites with the kb's fixes, never loses the original."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from server.cli import main
from server.fixcli import backup_path

OLD = """from manim import *


class Old(Scene):
    def construct(self):
        square = Square(color=RED)
        self.play(ShowCreation(square))
        self.play(Rotate(square, radians=PI / 2))
"""
FIXED = OLD.replace("ShowCreation", "Create").replace("radians=", "angle=")


def test_check_fix_rewrites_keeps_backups_and_prints_changes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The file gets the fixes, FILE.bak the original; a second run with FILE.bak present
    writes FILE.bak.1 and never overwrites."""
    scene = tmp_path / "old.py"
    scene.write_text(OLD)
    assert main(["check", "--fix", str(scene)]) == 0
    out = capsys.readouterr().out
    assert scene.read_text() == FIXED and (tmp_path / "old.py.bak").read_text() == OLD
    assert "ShowCreation" in out and "radians" in out and "old.py.bak" in out
    scene.write_text(OLD.replace("Square(", "Squar("))
    assert main(["check", "--fix", str(scene)]) == 0
    assert (tmp_path / "old.py.bak").read_text() == OLD
    assert (tmp_path / "old.py.bak.1").read_text() == OLD.replace("Square(", "Squar(")
    assert scene.read_text() == FIXED
    assert backup_path(scene) == tmp_path / "old.py.bak.2"


def test_check_fix_with_nothing_to_fix_leaves_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Nothing fixable: no backup, file untouched; remaining errors still fail the exit code."""
    scene = tmp_path / "s.py"
    text = OLD.replace("ShowCreation(square)", "Create(square)").replace("radians=", "angle=")
    text = text.replace("Square(color=RED)", "Point3D(1, 2, 3)")
    scene.write_text(text)
    assert main(["check", "--fix", str(scene)]) == 1
    out = capsys.readouterr().out
    assert "nothing to fix" in out and "Point3D" in out
    assert scene.read_text() == text and not (tmp_path / "s.py.bak").exists()


def test_check_fix_json_in_a_subprocess(tmp_path: Path) -> None:
    """`python -m server check --fix --json` reports the fixes, the backup and what remains."""
    scene = tmp_path / "old.py"
    scene.write_text(OLD)
    proc = subprocess.run(
        [sys.executable, "-m", "server", "check", "--fix", "--json", str(scene)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert [f["code"] for f in report["fixes"]] == ["manimgl-name", "keyword-alias"]
    assert report["backup"].endswith("old.py.bak") and report["findings"] == []
    assert scene.read_text() == FIXED


def test_check_fix_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A missing file is a usage error that names it."""
    assert main(["check", "--fix", str(tmp_path / "nope.py")]) == 2
    assert "nope.py" in capsys.readouterr().err
