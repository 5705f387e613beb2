"""An independent LSP client: headless Neovim (Debian's 0.7.2) drives `python -m server`."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
BROKEN = """from manim import *


class Broken(Scene):
    def construct(self):
        title = Text("Hello")
        box = Square(side_lenght=2)
        self.play(Write(title), Create(box))
"""


@pytest.mark.timeout(120)
def test_neovim_diagnostics_hover_and_code_action(tmp_path: Path) -> None:
    """Neovim receives the static diagnostic, a hover for Square, and applies the quick fix."""
    nvim = shutil.which("nvim")
    assert nvim, "neovim is installed by `make test` (Debian package neovim)"
    scene = tmp_path / "broken.py"
    scene.write_text(BROKEN)
    out = tmp_path / "nvim.json"
    env = {**os.environ, "MANIM_PYTHON": sys.executable, "MANIM_SCENE": str(scene),
           "MANIM_NVIM_OUT": str(out), "PYTHONPATH": str(REPO)}  # fmt: skip
    proc = subprocess.run(
        [nvim, "--headless", "-u", "NONE", "-i", "NONE", "-c", f"luafile {HERE / 'nvim' / 'client.lua'}"],
        env=env, cwd=tmp_path, capture_output=True, text=True, timeout=110, stdin=subprocess.DEVNULL,
    )  # fmt: skip
    assert out.exists(), f"neovim wrote nothing: {proc.stderr[-2000:]}"
    seen = json.loads(out.read_text())
    assert not seen["errors"], seen["errors"]
    diag = seen["diagnostics"][0]
    assert diag["range"]["start"]["line"] == 6 and "side_lenght" in diag["message"]
    assert seen["hover"] and "Square" in seen["hover"]
    assert "side_length" in seen["action"]
    assert "Square(side_length=2)" in seen["text_after"]
    assert "side_lenght" not in seen["text_after"]
