"""The render engine with real Manim renders: results, errors at the user's line, scenes, layout,
frames, cancellation, concurrency and ManimBench references."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from server import manimbench
from server.render import RenderPool, render_code, render_file, sample_frames
from server.render_command import run_render_command

pytestmark = pytest.mark.timeout(120)

SIMPLE = """from manim import *

class Simple(Scene):
    def construct(self):
        c = Circle(color=BLUE)
        self.play(Create(c), run_time=0.5)
        self.wait(0.5)
"""


@pytest.fixture(scope="module")
def pool() -> Iterator[RenderPool]:
    with RenderPool(2) as p:
        assert p.wait_ready(120), p.stats()
        yield p


def test_renders_a_scene_to_video_and_last_frame(pool: RenderPool, tmp_path: Path) -> None:
    """A plain scene gives a 480p15 video, a last-frame PNG, its duration and animation count."""
    r = render_code(SIMPLE, pool=pool, output_dir=tmp_path)
    assert r.ok, r.error_text()
    assert r.scene == "Simple" and r.scenes == ["Simple"]
    assert r.video == tmp_path / "Simple.mp4" and r.video.exists()
    assert r.image == tmp_path / "Simple.png" and r.image.exists()
    assert r.animations == 2
    assert r.duration == pytest.approx(1.0, abs=0.1)
    assert r.render_time > 0 and r.error is None and r.error_text() == ""
    assert r.job_dir is None  # copied out, job folder removed
    assert r.network_isolated  # untrusted: no network (this machine allows namespaces)


def test_outputs_stay_in_the_job_folder_until_cleanup(pool: RenderPool) -> None:
    """Without output_dir the caller owns the job folder and removes it with cleanup()."""
    r = render_code(SIMPLE, pool=pool)
    assert r.ok and r.video is not None and r.video.exists()
    assert r.job_dir is not None and r.video.is_relative_to(r.job_dir)
    assert not (r.job_dir / "media").exists()  # partial movie files are gone
    r.cleanup()
    assert not r.job_dir.exists()


def test_keep_outputs_false_keeps_nothing(pool: RenderPool) -> None:
    """A status-only render leaves no files behind."""
    r = render_code(SIMPLE, pool=pool, keep_outputs=False)
    assert r.ok and r.video is None and r.job_dir is None


def test_static_scene_gives_an_image(pool: RenderPool, tmp_path: Path) -> None:
    """A scene with no animation is a success with a PNG and no video."""
    code = "from manim import *\n\nclass Still(Scene):\n    def construct(self):\n        self.add(Square())\n"
    r = render_code(code, pool=pool, output_dir=tmp_path)
    assert r.ok, r.error_text()
    assert r.video is None and r.image is not None and r.image.exists()
    assert r.animations == 0 and r.duration == 0


def test_config_changes_do_not_leak_between_jobs(pool: RenderPool, tmp_path: Path) -> None:
    """A job that changes Manim's global config leaves the next job on the same worker untouched."""
    from PIL import Image

    still = "class Still(Scene):\n    def construct(self):\n        self.add(Dot())\n"
    red = render_code(
        "from manim import *\nconfig.background_color = RED\n\n" + still,
        pool=pool,
        output_dir=tmp_path / "red",
    )
    plain = [
        render_code("from manim import *\n\n" + still, pool=pool, output_dir=tmp_path / f"p{i}")
        for i in range(3)  # on two workers, some run where the red job ran
    ]
    assert red.ok and all(p.ok for p in plain)
    assert red.image is not None and Image.open(red.image).convert("RGB").getpixel((0, 0)) != (
        0,
        0,
        0,
    )
    for p in plain:
        assert p.image is not None
        assert Image.open(p.image).convert("RGB").getpixel((0, 0)) == (0, 0, 0)


def test_runtime_error_at_the_user_line(pool: RenderPool) -> None:
    """A Manim error raised deep inside Manim points at the user's line and column."""
    code = SIMPLE.replace("self.wait(0.5)", "self.play(c.animate.shift(RIHGT))")
    r = render_code(code, pool=pool)
    assert r.status == "error" and r.error is not None
    assert r.error.type == "NameError"
    assert (r.error.line, r.error.column) == (7, 35)
    assert r.error.source_line == "self.play(c.animate.shift(RIHGT))"
    assert r.error_text().splitlines()[-1] == "NameError: name 'RIHGT' is not defined"
    assert len(r.error_text().splitlines()) <= 10
    assert 'File "scene.py", line 7' in r.error.traceback


def test_error_inside_a_helper_function(pool: RenderPool) -> None:
    """An error in a helper called from construct is reported at the helper's line."""
    code = (
        "from manim import *\n\n"
        "def make_label(text):\n"
        "    return Text(text, colour=RED)\n\n"
        "class Labels(Scene):\n"
        "    def construct(self):\n"
        "        self.add(make_label('hi'))\n"
    )
    r = render_code(code, pool=pool)
    assert r.status == "error" and r.error is not None
    assert r.error.line == 4 and r.error.type == "TypeError"
    assert "colour" in r.error.message


def test_error_raised_by_manim_with_bad_arguments(pool: RenderPool) -> None:
    """Wrong Manim usage (animating a non-mobject) lands on the play() line."""
    code = SIMPLE.replace("self.wait(0.5)", "self.play(FadeIn(42))")
    r = render_code(code, pool=pool)
    assert r.status == "error" and r.error is not None and r.error.line == 7


def test_syntax_error_never_reaches_a_worker(pool: RenderPool) -> None:
    """Syntax errors come back at once with the parser's own line and column."""
    r = render_code("from manim import *\nclass S(Scene)\n    pass\n", pool=pool)
    assert r.status == "error" and r.error is not None
    assert (r.error.type, r.error.line, r.error.column) == ("SyntaxError", 2, 15)
    assert r.render_time < 0.5


def test_code_without_a_scene_class(pool: RenderPool) -> None:
    """Code with no Scene subclass is an error that says what is missing."""
    r = render_code("from manim import *\nx = Circle()\n", pool=pool)
    assert r.status == "error" and r.error is not None
    assert "no Scene subclass found" in r.error.message
    assert r.scenes == []


def test_several_scenes_render_in_one_job(pool: RenderPool, tmp_path: Path) -> None:
    """All scenes render (base classes of other scenes skipped); the last one is the headline."""
    code = (
        "from manim import *\n\n"
        "class Base(Scene):\n    def setup(self):\n        self.camera.background_color = GRAY\n\n"
        "class First(Base):\n    def construct(self):\n        self.play(FadeIn(Dot()), run_time=0.3)\n\n"
        "class Second(Scene):\n    def construct(self):\n        self.add(Square())\n"
    )
    r = render_code(code, pool=pool, output_dir=tmp_path)
    assert r.ok, r.error_text()
    assert r.scenes == ["Base", "First", "Second"]
    assert [o.scene for o in r.outputs] == ["First", "Second"]
    assert r.scene == "Second" and r.image == tmp_path / "Second.png"
    assert r.outputs[0].video == tmp_path / "First.mp4" and r.outputs[0].video.exists()
    one = render_code(code, pool=pool, scene="First", keep_outputs=False)
    assert one.ok and [o.scene for o in one.outputs] == ["First"]
    missing = render_code(code, pool=pool, scene="Nope")
    assert missing.status == "error" and missing.error is not None
    assert "Base, First, Second" in missing.error.message


def test_layout_report_offscreen_and_overlapping_text(pool: RenderPool) -> None:
    """Text pushed out of frame and two texts stacked are reported with time and source line."""
    code = (
        "from manim import *\n\n"
        "class Messy(Scene):\n"
        "    def construct(self):\n"
        "        far = Text('Far away text').shift(RIGHT * 6)\n"
        "        self.play(Write(far), run_time=0.5)\n"
        "        a = Text('Hello there')\n"
        "        b = Text('Other words')\n"
        "        self.play(FadeIn(a), FadeIn(b), run_time=0.5)\n"
    )
    r = render_code(code, pool=pool, keep_outputs=False)
    assert r.ok, r.error_text()
    kinds = {(w.kind, w.line) for w in r.layout}
    assert ("offscreen", 5) in kinds
    overlaps = [w for w in r.layout if w.kind == "overlap"]
    assert len(overlaps) == 1 and {overlaps[0].line, overlaps[0].other_line} == {7, 8}
    assert overlaps[0].time == pytest.approx(1.0, abs=0.1)
    assert "Text('Far away text')" in r.layout[0].describe()


def test_layout_report_is_quiet_for_a_tidy_scene(pool: RenderPool) -> None:
    """Labels in boxes, arranged groups, a background plane, arrows and a box round part of a
    formula raise no warnings."""
    code = (
        "from manim import *\n\n"
        "class Tidy(Scene):\n"
        "    def construct(self):\n"
        "        plane = NumberPlane()\n"
        "        title = Text('Title').to_edge(UP)\n"
        "        box = Rectangle(width=3, height=1.5)\n"
        "        label = Text('in box').move_to(box)\n"
        "        row = VGroup(*[Circle(radius=0.4) for _ in range(4)]).arrange(RIGHT).to_edge(DOWN)\n"
        "        arrow = Arrow(LEFT * 3, RIGHT * 3).next_to(box, DOWN)\n"
        "        self.add(plane)\n"
        "        self.play(FadeIn(title), Create(box), Write(label), run_time=0.5)\n"
        "        self.play(FadeIn(row), GrowArrow(arrow), run_time=0.5)\n"
        "        answer = MathTex(r'x = \\frac{3}{4}', font_size=72).to_edge(DOWN, buff=1.5)\n"
        "        self.play(Write(answer), Create(SurroundingRectangle(answer[0][2:])), run_time=0.5)\n"
    )
    r = render_code(code, pool=pool, keep_outputs=False)
    assert r.ok, r.error_text()
    assert r.layout == []


def test_sample_frames_shape_and_count(pool: RenderPool, tmp_path: Path) -> None:
    """A 1 s clip at 480p15 sampled at 5 fps gives 5 RGB and 5 gray 480x854 frames."""
    code = (
        "from manim import *\n\nclass One(Scene):\n    def construct(self):\n"
        "        self.play(FadeIn(Square()), run_time=1)\n"
    )
    r = render_code(code, pool=pool, output_dir=tmp_path)
    assert r.ok and r.video is not None
    frames = sample_frames(r.video, fps=5.0)
    assert frames.rgb.shape == (5, 480, 854, 3) and frames.gray.shape == (5, 480, 854)
    assert frames.rgb.dtype.name == "uint8" and frames.gray.dtype.name == "uint8"
    assert list(frames.times) == pytest.approx([0, 0.2, 0.4, 0.6, 0.8])
    assert frames.gray[-1].mean() > frames.gray[0].mean()  # the square faded in
    still = sample_frames(r.image)  # type: ignore[arg-type]
    assert still.rgb.shape == (1, 480, 854, 3)


def test_cancel_a_running_and_a_queued_job(pool: RenderPool) -> None:
    """Cancelling stops a running render within a second and a queued one at once."""
    loop = "from manim import *\n\nclass Loop(Scene):\n    def construct(self):\n        while True:\n            pass\n"
    stop = threading.Event()
    threading.Timer(0.5, stop.set).start()
    t0 = time.monotonic()
    r = render_code(loop, pool=pool, timeout=30, cancel=stop)
    assert r.status == "cancelled"
    assert time.monotonic() - t0 < 5
    # a queued job: fill both workers, then queue one more and cancel it
    blockers = [threading.Event() for _ in range(2)]
    threads = [
        threading.Thread(
            target=render_code, args=(loop,), kwargs={"pool": pool, "timeout": 30, "cancel": b}
        )
        for b in blockers
    ]
    for t in threads:
        t.start()
    time.sleep(0.3)
    never = threading.Event()
    never.set()
    queued = render_code(SIMPLE, pool=pool, cancel=never)
    assert queued.status == "cancelled"
    for b in blockers:
        b.set()
    for t in threads:
        t.join(10)
    assert render_code(SIMPLE, pool=pool, keep_outputs=False).ok


def test_same_file_rendered_twice_at_once(pool: RenderPool, tmp_path: Path) -> None:
    """Two concurrent renders of one file succeed with separate outputs."""
    path = tmp_path / "twice.py"
    path.write_text(SIMPLE)
    results = []
    threads = [
        threading.Thread(target=lambda: results.append(render_file(path, pool=pool, trusted=True)))
        for _ in range(2)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert [r.status for r in results] == ["success", "success"]
    assert results[0].video != results[1].video
    assert all(r.video is not None and r.video.exists() for r in results)
    for r in results:
        r.cleanup()


def test_render_file_trusted_uses_its_folder(pool: RenderPool, tmp_path: Path) -> None:
    """A trusted file may import a helper module that sits beside it."""
    (tmp_path / "helpers.py").write_text(
        "from manim import Square\n\ndef shape():\n    return Square()\n"
    )
    path = tmp_path / "uses_helper.py"
    path.write_text(
        "from manim import *\nfrom helpers import shape\n\nclass H(Scene):\n"
        "    def construct(self):\n        self.add(shape())\n"
    )
    r = render_file(path, pool=pool, trusted=True, output_dir=tmp_path / "out")
    assert r.ok, r.error_text()
    assert not r.network_isolated  # trusted code keeps the machine's network
    missing = render_file(tmp_path / "nope.py", pool=pool)
    assert missing.status == "error" and missing.error is not None
    assert "no such file" in missing.error.message


def test_cli_command(pool: RenderPool, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`render FILE --json` prints the result (own pool); a broken file exits 1 with a reason."""
    good = tmp_path / "good.py"
    good.write_text(SIMPLE)
    assert run_render_command(str(good), None, True, False, "l") == 0
    assert '"status": "success"' in capsys.readouterr().out
    bad = tmp_path / "bad.py"
    bad.write_text(SIMPLE.replace("Circle(color=BLUE)", "Circle(colr=BLUE)"))
    assert run_render_command(str(bad), None, False, False, "ql", pool=pool) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: render error: line 5: TypeError")


def test_cli_with_several_scenes_says_which_it_rendered(
    pool: RenderPool, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`render FILE` with two scenes renders the first and names the other; `--all` renders
    both; `--scene` with `--json` reports the choice as requested."""
    two = tmp_path / "two.py"
    two.write_text(
        SIMPLE + "\n\nclass Other(Scene):\n    def construct(self):\n        self.add(Square())\n"
    )
    assert run_render_command(str(two), None, False, True, "l", pool=pool) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"rendered Simple from {two}")
    assert "Other:" not in out  # only the first scene was rendered
    assert "scene: Simple (the first of 2 scenes; the file also has Other); render another " in out
    assert run_render_command(str(two), None, False, True, "l", pool=pool, all_scenes=True) == 0
    out = capsys.readouterr().out
    assert "  Simple: " in out and "  Other: " in out and "scene:" not in out
    assert run_render_command(str(two), "Other", True, True, "l", pool=pool) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["scene"] == "Other"
    assert data["sceneChoice"] == {
        "scene": "Other", "reason": "requested", "scenes": ["Simple", "Other"],
    }  # fmt: skip


@pytest.mark.timeout(180)
@pytest.mark.manimbench
def test_five_manimbench_test_references_render(pool: RenderPool) -> None:
    """Five ManimBench test references (one with MathTex) render successfully."""
    ids = ["test-052", "test-021", "test-015", "test-001", "test-024"]
    tasks = {t.id: t for t in manimbench.load("test")}
    results = {i: render_code(tasks[i].code, pool=pool, keep_outputs=False) for i in ids}
    failed = {i: r.error_text() for i, r in results.items() if not r.ok}
    assert failed == {}


def test_cli_json_findings_follow_the_description_header(
    pool: RenderPool, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`render FILE --json` runs the editor's checks: with a `# Description:` header, what the
    description asks and the video lacks is a finding; without the header, the same scene has
    none of those."""
    body = (
        "from manim import *\n\n\nclass Still(Scene):\n    def construct(self):\n"
        "        self.add(Circle(color=BLUE))\n        self.wait(1)\n"
    )
    plain = tmp_path / "plain.py"
    plain.write_text(body)
    assert run_render_command(str(plain), None, True, False, "l", pool=pool) == 0
    codes = {f["code"] for f in json.loads(capsys.readouterr().out)["findings"]}
    assert "requirement" not in codes
    described = tmp_path / "described.py"
    described.write_text("# Description: a red square moves to the right\n" + body)
    assert run_render_command(str(described), None, True, False, "l", pool=pool) == 0
    findings = json.loads(capsys.readouterr().out)["findings"]
    messages = " ".join(f["message"] for f in findings if f["code"] == "requirement")
    assert "square" in messages
    errors = {f["code"] for f in findings if f["severity"] == "error"}
    assert "never-animates" in errors  # motion was asked and the video is one still picture
