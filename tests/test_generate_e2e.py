"""Description -> code -> video for real: the CLI with a real GGUF model and real Manim renders."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from server.agent import AgentOptions, ManimAgent
from server.backends import GenerationParams, LlamaCppBackend

REPO = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.timeout(600)
DESCRIPTION = "A blue circle appears in the centre and then moves to the left."


def run_cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "server", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        env={**__import__("os").environ, "PYTHONPATH": str(REPO)},
    )


def test_cli_generate_writes_scene_and_video(tmp_path: Path, small_model_path: Path) -> None:
    """`python -m server generate` writes the .py and an .mp4 and prints both paths and timings."""
    out = run_cli(
        "generate", DESCRIPTION, "--model", str(small_model_path), "--strategy", "ritl",
        "--rounds", "2", "--json", cwd=tmp_path,
    )  # fmt: skip
    summary = json.loads(out.stdout)
    assert out.returncode == 0, out.stderr[-2000:]
    assert summary["status"] == "success"
    code = tmp_path / summary["code"]
    assert code.is_file() and "class" in code.read_text()
    video = (
        Path(summary["video"])
        if Path(summary["video"]).is_absolute()
        else tmp_path / summary["video"]
    )
    assert video.is_file() and video.stat().st_size > 1000
    t = summary["timings"]
    assert (
        t["load_s"] > 0 and t["first_token_s"] > 0 and t["generation_s"] > 0 and t["render_s"] > 0
    )
    transcript = json.loads(Path(tmp_path / summary["transcript"]).read_text())
    assert transcript["rounds"][0]["messages"][1]["content"].startswith("Generate code")


def test_cli_second_run_picks_a_free_name(tmp_path: Path, small_model_path: Path) -> None:
    """Without -o, a second generation never overwrites the first scene file."""
    scenes = tmp_path / "scenes"
    scenes.mkdir()
    first = scenes / "a_blue_circle_appears_in_the_centre_and.py"
    first.write_text("# my scene\n")
    out = run_cli(
        "generate",
        DESCRIPTION,
        "--model",
        str(small_model_path),
        "--strategy",
        "vanilla",
        "--json",
        cwd=tmp_path,
    )
    summary = json.loads(out.stdout)
    assert summary["code"].endswith("_2.py")
    assert first.read_text() == "# my scene\n"


def test_agent_with_real_model_repairs_or_renders(small_model_path: Path) -> None:
    """The agent with the real 0.5B model and real renders returns rendered code for a simple scene."""
    backend = LlamaCppBackend(small_model_path)
    try:
        agent = ManimAgent(
            backend,
            AgentOptions(strategy="ritl-doc", rounds=2, generation=GenerationParams(seed=0)),
        )
        result = agent.run("A red square appears, then rotates by 90 degrees.")
    finally:
        backend.close()
    assert result.ok, result.error
    assert (
        result.render is not None
        and result.render.video is not None
        and result.render.video.is_file()
    )


def test_cli_render_command(tmp_path: Path) -> None:
    """`python -m server render FILE --json` renders an existing scene through the pool."""
    scene = tmp_path / "s.py"
    scene.write_text(
        "from manim import *\n\nclass S(Scene):\n    def construct(self):\n        self.play(Create(Square()))\n"
    )
    out = run_cli("render", str(scene), "--json", cwd=tmp_path)
    assert out.returncode == 0, out.stderr[-2000:]
    data = json.loads(out.stdout)
    assert data["status"] == "success" and data["video"]


def test_cli_render_missing_file(tmp_path: Path) -> None:
    """Rendering a file that does not exist is a one-line error, exit 2."""
    out = run_cli("render", str(tmp_path / "nope.py"), cwd=tmp_path)
    assert out.returncode == 2 and "does not exist" in out.stderr


def test_cli_check_command(tmp_path: Path) -> None:
    """`python -m server check` reports a ManimGL idiom with its line and a suggestion."""
    scene = tmp_path / "gl.py"
    scene.write_text(
        "from manim import *\n\nclass S(Scene):\n    def construct(self):\n        self.play(ShowCreation(Square()))\n"
    )
    out = run_cli("check", str(scene), "--json", cwd=tmp_path)
    assert out.returncode == 1
    findings = json.loads(out.stdout)
    items = findings["findings"] if isinstance(findings, dict) else findings
    assert any(f["line"] == 5 and "Create" in json.dumps(f) for f in items)
