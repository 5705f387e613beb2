"""CLI bad input: clear one-line errors, exit code 2, nothing written or overwritten."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from server.cli import main
from server.service import free_path, slugify

REPO = Path(__file__).resolve().parent.parent


def test_slug_and_free_path(tmp_path: Path) -> None:
    """Default names come from the description and never collide with existing files."""
    assert slugify("A blue Circle -> red square!") == "a_blue_circle_red_square"
    assert slugify("!!!") == "scene"
    (tmp_path / "s.py").write_text("keep")
    (tmp_path / "s_2.py").write_text("keep")
    assert free_path(tmp_path, "s") == tmp_path / "s_3.py"


@pytest.mark.parametrize("desc", ["", "   "])
def test_generate_empty_description(desc: str, capsys: pytest.CaptureFixture[str]) -> None:
    """An empty description fails fast with exit 2 before any model loads."""
    assert main(["generate", desc]) == 2
    assert "description is empty" in capsys.readouterr().err


def test_generate_huge_description(capsys: pytest.CaptureFixture[str]) -> None:
    """A 100,000-character description is refused with the limit."""
    assert main(["generate", "x" * 100_000]) == 2
    assert "100,000 characters" in capsys.readouterr().err


def test_generate_output_dir_missing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """An output path in a directory that does not exist is refused, nothing is created."""
    out = tmp_path / "no" / "such" / "dir" / "scene.py"
    assert main(["generate", "a circle", "-o", str(out)]) == 2
    assert "does not exist" in capsys.readouterr().err
    assert not (tmp_path / "no").exists()


def test_generate_refuses_to_overwrite(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """An existing output file is kept unless --force is given."""
    out = tmp_path / "scene.py"
    out.write_text("# my work\n")
    assert main(["generate", "a circle", "-o", str(out)]) == 2
    assert "--force" in capsys.readouterr().err
    assert out.read_text() == "# my work\n"


def test_generate_missing_model_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A model path that does not exist gives exit 3 and says what to set."""
    out = tmp_path / "scene.py"
    code = main(["generate", "a circle", "-o", str(out), "--model", str(tmp_path / "m.gguf")])
    assert code == 3
    assert "does not exist" in capsys.readouterr().err
    assert not out.exists()


def test_generate_corrupt_model_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A model file that is not GGUF is refused before llama.cpp sees it."""
    model = tmp_path / "m.gguf"
    model.write_bytes(b"\x00" * 1024)
    code = main(["generate", "a circle", "-o", str(tmp_path / "s.py"), "--model", str(model)])
    assert code == 3
    assert "not a GGUF" in capsys.readouterr().err


def test_generate_truncated_gguf(
    tmp_path: Path, small_model_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A GGUF cut short (right magic, missing tensors) is reported as a load failure, exit 3."""
    model = tmp_path / "cut.gguf"
    with small_model_path.open("rb") as src:
        model.write_bytes(src.read(1 << 20))
    code = main(["generate", "a circle", "-o", str(tmp_path / "s.py"), "--model", str(model)])
    assert code == 3
    assert "could not load" in capsys.readouterr().err


def test_python_m_server_help() -> None:
    """The module entry point answers --help listing the subcommands."""
    out = subprocess.run(
        [sys.executable, "-m", "server", "--help"], capture_output=True, text=True, cwd=REPO
    )
    assert out.returncode == 0
    for sub in ("generate", "render", "check", "model"):
        assert sub in out.stdout
