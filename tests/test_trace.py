"""The scene trace from real Manim renders: steps, animations, visible mobjects, created mobjects,
camera, partial traces, and the JSON round trip through RenderResult."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest

from server.render import RenderPool, RenderResult, render_code
from server.render.trace import AnimationInfo, MobjectInfo, SceneTrace, TraceStep

pytestmark = pytest.mark.timeout(180)

STEPS = """from manim import *

class Steps(Scene):
    def construct(self):
        sq = Square(color=RED)
        label = Text("Hi", color=YELLOW).next_to(sq, DOWN)
        self.play(Create(sq), run_time=0.5)
        self.add(label)
        self.wait(0.5)
        self.play(sq.animate.shift(LEFT * 2), Rotate(label, angle=PI / 2), run_time=0.5)
        self.remove(label)
        self.play(Transform(sq, Circle(color=BLUE)), run_time=0.5)
        unused = Triangle()
        dots = [Dot() for _ in range(3)]
        for d in dots:
            self.add(d)
        self.wait(0.5)
"""

GROUPS = """from manim import *

class Groups(Scene):
    def construct(self):
        boxes = VGroup(*[Square(side_length=0.5) for _ in range(3)]).arrange(RIGHT)
        n = Integer(1).to_edge(UP)
        words = Text("one").to_edge(DOWN)
        self.play(Create(boxes), run_time=0.5)
        self.play(LaggedStart(FadeIn(n), FadeIn(words), lag_ratio=0.5), run_time=1)
        self.play(Transform(words, Text("two").to_edge(DOWN)), run_time=0.5)
        self.play(n.animate.set_value(5), run_time=0.5)
        tracker = ValueTracker(0)
        self.add(tracker)
        self.wait(0.2)
"""

THREE_D = """from manim import *

class Cube3D(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=60 * DEGREES, theta=30 * DEGREES)
        cube = Cube(side_length=1.5)
        self.play(Create(cube), run_time=0.5)
        self.move_camera(theta=90 * DEGREES, run_time=0.5)
"""

THREE_D_STILL = """from manim import *

class Still3D(ThreeDScene):
    def construct(self):
        axes = ThreeDAxes()
        self.add(axes)
        self.set_camera_orientation(phi=60 * DEGREES, theta=30 * DEGREES)
        self.play(Create(Sphere(radius=1)), run_time=0.5)
"""

THREE_D_CUT = """from manim import *

class Cut3D(ThreeDScene):
    def construct(self):
        self.play(Create(Sphere(radius=1)), run_time=0.5)
        self.set_camera_orientation(phi=70 * DEGREES, theta=-45 * DEGREES)
        self.wait(0.5)
"""

MOVING = """from manim import *

class Zoom(MovingCameraScene):
    def construct(self):
        d = Dot()
        self.add(d)
        self.play(self.camera.frame.animate.scale(0.5), run_time=0.5)
"""

FAILS = """from manim import *

class Fails(Scene):
    def construct(self):
        c = Circle()
        self.play(Create(c), run_time=0.5)
        c.no_such_method()
"""


@pytest.fixture(scope="module")
def results() -> Iterator[dict[str, RenderResult]]:
    scenes = {
        "steps": STEPS,
        "groups": GROUPS,
        "three_d": THREE_D,
        "three_d_still": THREE_D_STILL,
        "three_d_cut": THREE_D_CUT,
        "moving": MOVING,
        "fails": FAILS,
    }
    with RenderPool(2) as pool:
        assert pool.wait_ready(120), pool.stats()
        with ThreadPoolExecutor(2) as ex:
            futs = {
                k: ex.submit(render_code, code, pool=pool, keep_outputs=False)
                for k, code in scenes.items()
            }
            out = {k: f.result() for k, f in futs.items()}
        out["off"] = render_code(STEPS, pool=pool, keep_outputs=False, trace=False)
        yield out


def _trace(r: RenderResult) -> SceneTrace:
    assert r.trace is not None, r.error_text()
    return r.trace


def test_steps_kinds_lines_and_times(results: dict[str, RenderResult]) -> None:
    """Each play/wait/add/remove call is a step at its user line, with video times."""
    t = _trace(results["steps"])
    got = [(s.kind, s.line) for s in t.steps]
    assert got == [
        ("play", 7),
        ("add", 8),
        ("wait", 9),
        ("play", 10),
        ("remove", 11),
        ("play", 12),
        ("add", 16),  # the loop's three adds are one step
        ("wait", 17),
        ("end", None),
    ]
    assert t.steps[0].t_start == 0.0 and t.steps[0].run_time == pytest.approx(0.5, abs=0.05)
    assert t.steps[3].t_start == pytest.approx(1.0, abs=0.1)
    assert t.duration == pytest.approx(2.5, abs=0.2)
    assert t.complete and t.scene == "Steps" and not t.three_d and not t.camera_moved


def test_animations_classes_targets_and_params(results: dict[str, RenderResult]) -> None:
    """Animation classes, their targets (stable ids) and useful parameters are recorded."""
    t = _trace(results["steps"])
    first = t.steps[0]
    sq_id = first.animations[0].targets[0]
    assert first.animations[0].cls == "Create"
    anims = t.steps[3].animations
    assert [a.cls for a in anims] == ["animate", "Rotate"]
    assert anims[0].targets == [sq_id]
    assert anims[0].params["methods"][0]["name"] == "shift"
    assert anims[0].params["methods"][0]["args"][0] == [-2.0, 0.0, 0.0]
    assert anims[1].params["angle"] == pytest.approx(1.5708, abs=1e-3)
    transform = t.steps[5].animations[0]
    assert (
        transform.cls == "Transform"
        and transform.targets == [sq_id]
        and "target" in transform.params
    )


def test_visible_mobjects_after_each_step(results: dict[str, RenderResult]) -> None:
    """Visible mobjects carry id, class, colour, text, bbox and their creating line."""
    t = _trace(results["steps"])
    after_add = {m.cls: m for m in t.steps[1].visible}
    sq, label = after_add["Square"], after_add["Text"]
    assert sq.line == 5 and sq.stroke is not None and sq.stroke.startswith("#")
    assert label.text == "Hi" and label.line == 6 and label.fill == "#f7d96f"
    assert label.bbox[3] < sq.bbox[1]  # the label is below the square
    moved = next(m for m in t.steps[3].visible if m.id == sq.id)
    assert moved.center[0] == pytest.approx(-2.0, abs=0.01)
    assert all(m.cls != "Text" for m in t.steps[4].visible)  # removed
    after_transform = next(m for m in t.steps[5].visible if m.id == sq.id)
    assert after_transform.cls == "Square" and after_transform.stroke != sq.stroke
    assert len([m for m in t.steps[-1].visible if m.cls == "Dot"]) == 3


def test_created_mobjects_shown_and_used(results: dict[str, RenderResult]) -> None:
    """Created mobjects say whether they were ever shown, or used as a Transform target."""
    t = _trace(results["steps"])
    by_line = {m.line: m for m in t.created}
    assert by_line[5].shown and by_line[6].shown
    assert by_line[12].cls == "Circle" and not by_line[12].shown and by_line[12].used
    assert by_line[13].cls == "Triangle" and not by_line[13].shown and not by_line[13].used
    assert len([m for m in t.created if m.line == 14]) == 3


def test_group_parts_transform_text_and_number_value(results: dict[str, RenderResult]) -> None:
    """Group parts are listed with their parent; Transform shows the target's text;
    an Integer's value follows set_value; LaggedStart is flattened; a ValueTracker is invisible."""
    t = _trace(results["groups"])
    lagged = t.steps[1].animations
    assert [a.cls for a in lagged] == ["FadeIn"] * 2
    assert all(a.params.get("group") == "LaggedStart" for a in lagged)
    first = t.steps[0]
    group = next(m for m in first.visible if m.cls == "VGroup")
    parts = [m for m in first.visible if m.parent == group.id]
    assert len(parts) == 3 and group.children == [p.id for p in parts]
    xs = [p.center[0] for p in parts]
    assert xs == sorted(xs) and xs[2] - xs[0] > 1.0
    words = next(m for m in t.steps[2].visible if m.cls == "Text")
    assert words.text == "two"
    number = next(m for m in t.steps[-1].visible if m.cls == "Integer")
    assert number.value == 5
    assert all(m.cls != "ValueTracker" for m in t.steps[-1].visible)


def test_three_d_camera_and_moves(results: dict[str, RenderResult]) -> None:
    """A 3-D scene is marked 3-D; a camera move is seen, an orientation set up front is not, and
    a cut to a new orientation mid-scene is a change of view but no turn."""
    moved = _trace(results["three_d"])
    assert moved.three_d and moved.camera_moved
    cube = next(m for m in moved.steps[-1].visible if m.cls == "Cube")
    assert cube.is_3d
    assert moved.steps[-1].camera is not None and "phi" in moved.steps[-1].camera
    still = _trace(results["three_d_still"])
    assert still.three_d and not still.camera_moved and not still.camera_turned
    assert moved.camera_turned
    moving = _trace(results["moving"])
    assert moving.camera_moved and moving.camera_turned
    # a cut to a new orientation once the video runs changes the view but turns nothing
    cut = _trace(results["three_d_cut"])
    assert cut.camera_moved and not cut.camera_turned
    assert SceneTrace.from_dict(cut.to_dict()).camera_turned is False
    old = cut.to_dict()
    del old["camera_turned"]
    assert SceneTrace.from_dict(old).camera_turned is None


def test_failed_render_has_a_partial_trace(results: dict[str, RenderResult]) -> None:
    """A render that fails keeps the steps recorded before the error, marked incomplete."""
    r = results["fails"]
    assert not r.ok and r.error is not None and r.error.line == 7
    t = _trace(r)
    assert not t.complete
    assert [s.kind for s in t.steps] == ["play", "end"]


def test_trace_off_and_json_round_trip(results: dict[str, RenderResult]) -> None:
    """trace=False records nothing; a trace survives RenderResult.to_dict/from_dict intact."""
    assert results["off"].ok and results["off"].trace is None
    r = results["groups"]
    again = RenderResult.from_dict(r.to_dict())
    assert again.trace is not None
    assert again.trace.to_dict() == _trace(r).to_dict()


def test_dataclasses_round_trip_with_defaults() -> None:
    """Trace dataclasses rebuild from their dicts, also from sparse dicts."""
    m = MobjectInfo(id="m1", cls="Text", line=3, text="A", bbox=[0, 0, 1, 1], shown=True)
    step = TraceStep(
        index=0, kind="play", line=4, run_time=1.0,
        animations=[AnimationInfo(cls="Write", targets=["m1"], line=4)], visible=[m],
    )  # fmt: skip
    trace = SceneTrace(steps=[step], created=[m])
    assert SceneTrace.from_dict(trace.to_dict()).to_dict() == trace.to_dict()
    sparse = SceneTrace.from_dict({"steps": [{"kind": "bogus", "visible": [{"id": "x"}]}]})
    assert sparse.steps[0].kind == "play" and sparse.steps[0].visible[0].cls == "Mobject"
    assert sparse.background == "#000000"  # traces before the field: the default background
    white = SceneTrace(background="#ffffff")
    assert SceneTrace.from_dict(white.to_dict()).background == "#ffffff"
    assert m.label() == "Text('A')" and m.width == 1


HOSTILE_NUMBER = """from manim import *

class Odd(DecimalNumber):
    calls = 0

    def get_value(self):
        self.calls = self.calls + 1
        return float("inf") if self.calls < 3 else float("nan")

class S(Scene):
    def construct(self):
        n = Odd(0)
        n.add_updater(lambda m: m)
        self.add(n)
        self.play(n.animate.shift(RIGHT))
"""


def test_a_number_that_is_no_finite_value_is_recorded_as_none() -> None:
    """A scene's DecimalNumber whose ``get_value`` answers infinity, then NaN, on every frame the
    recorder reads (trace version 5 reads numbers per frame): the render succeeds, no value is
    recorded, and the trace stays strict JSON (the editor's parser takes no NaN)."""
    import json

    r = render_code(HOSTILE_NUMBER, keep_outputs=False)
    t = _trace(r)
    assert r.ok and t.recorder_error is None, r.error_text()
    assert all(not s.values for s in t.steps)
    assert all(m.value is None for s in t.steps for m in s.visible)
    json.dumps(t.to_dict(), allow_nan=False)  # raises on inf / nan
