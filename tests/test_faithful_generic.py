"""Generic trace checks on real traces of small scenes: each bad scene gets its finding at the
creating line, and the matching good scene gets none (the checks neither miss nor over-fire)."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest

from server.faithful.generic import (
    TraceFinding,
    errors,
    generic_findings,
    held_states,
    still_picture,
    variable_at,
)
from server.render import RenderPool, render_code
from server.render.trace import MobjectInfo, SceneTrace, TraceStep

pytestmark = pytest.mark.timeout(300)

HEAD = "from manim import *\n\nclass S(Scene):\n    def construct(self):\n"


def scene(body: str) -> str:
    """A scene file whose construct() holds ``body``; its first line is line 5."""
    return HEAD + "\n".join("        " + ln for ln in body.strip("\n").splitlines()) + "\n"


SCENES: dict[str, str] = {
    # -- stacked ---------------------------------------------------------------------------
    "stacked_bad": scene("""
squares = [Square(side_length=1) for _ in range(8)]
self.play(*[Create(s) for s in squares])
self.wait()
"""),
    "stacked_good": scene("""
squares = [Square(side_length=1) for _ in range(8)]
VGroup(*squares).arrange(RIGHT, buff=0.2).scale(0.7)
self.play(*[Create(s) for s in squares])
self.wait()
"""),
    "bars_bad": scene("""
bars = VGroup(*[Rectangle(width=0.8, height=h) for h in [1, 2, 3, 1.5]])
self.play(Create(bars))
self.wait()
"""),
    "bars_good": scene("""
bars = VGroup(*[Rectangle(width=0.8, height=h) for h in [1, 2, 3, 1.5]])
bars.arrange(RIGHT, aligned_edge=DOWN, buff=0.3)
self.play(Create(bars))
self.wait()
"""),
    "concentric_good": scene("""
rings = VGroup(*[Circle(radius=r) for r in [0.5, 1, 1.5, 2]])
self.play(Create(rings))
self.wait()
"""),
    # -- offscreen -------------------------------------------------------------------------
    "offscreen_bad": scene("""
title = Text("A very long title that does not fit on the screen at all", font_size=60)
box = Square(side_length=3).shift(RIGHT * 7)
self.play(Write(title), Create(box))
self.wait()
"""),
    "plot_offscreen_bad": scene("""
ax = Axes(y_range=[-1, 7])
graph = ax.plot(lambda x: x**2 / 4, color=BLUE)
self.add(ax, graph)
"""),
    "zoom_good": HEAD.replace("(Scene)", "(MovingCameraScene)")
    + """        left = Circle().shift(LEFT * 5)
        right = Text("far right").shift(RIGHT * 5)
        self.add(left, right)
        self.play(self.camera.frame.animate.scale(0.4).move_to(left))
        self.wait()
""",
    "overlaid_plots_good": scene("""
ax = Axes(x_range=[-4, 4], y_range=[-2, 2])
sine = ax.plot(np.sin, color=BLUE)
cosine = ax.plot(np.cos, color=RED)
self.add(ax, sine, cosine)
"""),
    "slide_in_good": scene("""
title = Text("Hello").shift(RIGHT * 9)
self.add(title)
self.play(title.animate.move_to(ORIGIN))
self.wait()
"""),
    # -- text overlap ----------------------------------------------------------------------
    "overlap_bad": scene("""
a = Text("First line")
b = Text("Second line").shift(DOWN * 0.1)
self.play(Write(a), Write(b))
self.wait()
"""),
    "overlap_good": scene("""
sq = Square(side_length=3)
inside = Text("in").move_to(sq)
below = Text("Below the square").next_to(sq, DOWN)
self.play(Create(sq), Write(inside), Write(below))
self.wait()
"""),
    # -- replaced in place -----------------------------------------------------------------
    "counter_bad": scene("""
for k in range(1, 5):
    number = Integer(k)
    self.play(FadeIn(number), run_time=0.3)
self.wait()
"""),
    "counter_good": scene("""
number = Integer(1)
self.play(FadeIn(number), run_time=0.3)
for k in range(2, 5):
    new = Integer(k)
    self.play(ReplacementTransform(number, new), run_time=0.3)
    number = new
self.play(number.animate.set_value(9), run_time=0.3)
self.wait()
"""),
    "steps_bad": scene("""
eq1 = MathTex("x + 1 = 3")
eq2 = MathTex("x = 2")
self.play(Write(eq1))
self.play(Write(eq2))
self.wait()
"""),
    # -- empty -----------------------------------------------------------------------------
    "nothing_bad": scene("""
circle = Circle()
self.wait(2)
"""),
    "mostly_empty_bad": scene("""
self.wait(4)
dot = Dot()
self.play(FadeIn(dot), run_time=0.5)
"""),
    "fade_out_good": scene("""
c = Circle()
self.play(Create(c))
self.wait()
self.play(FadeOut(c))
"""),
    # -- never shown -----------------------------------------------------------------------
    "never_shown_bad": scene("""
triangle = Polygon(ORIGIN, RIGHT * 3, UP * 2)
label = MathTex("a^2 + b^2 = c^2").to_edge(UP)
self.play(Write(label))
self.wait()
"""),
    "never_shown_good": scene("""
words = Text("Welcome")
square = Square()
VGroup(words, square).arrange(DOWN)
circle = Circle()
self.play(Write(words), Create(square))
self.play(Transform(square, circle))
self.wait()
"""),
    "template_good": scene("""
row = VGroup(*[Dot() for _ in range(4)]).arrange(RIGHT)
rows = VGroup(*[row.copy() for _ in range(3)]).arrange(DOWN)
words = Tex("A", "B", "C")
self.add(rows)
self.play(FadeOut(words[0]), FadeOut(words[1]), FadeOut(words[2]))
"""),
    "built_from_good": scene("""
big = Square().scale(2)
hole = Circle(radius=0.5)
shape = Cutout(big, hole, fill_opacity=1, color=BLUE)
self.play(Write(shape))
"""),
    "shared_and_lingering_good": scene("""
nums = VGroup(*[Integer(i) for i in range(1, 4)]).arrange(UP, buff=1)
label = Text("Transform", font_size=30).next_to(nums, DOWN)
column = VGroup(nums, label)
labels = VGroup(label)
self.add(column, labels)
self.play(Transform(nums[0], nums[1]))
self.wait()
"""),
    # -- never-animates -------------------------------------------------------------------
    "still_bad": scene("""
circle = Circle(color=RED).shift(LEFT * 2)
square = Square(color=BLUE).shift(RIGHT * 2)
self.add(circle, square)
self.wait(2)
"""),
    "still_with_updater_good": scene("""
dot = Dot().shift(LEFT * 3)
dot.add_updater(lambda m, dt: m.shift(RIGHT * dt))
self.add(dot)
self.wait(2)
"""),
    # -- hidden and invisible --------------------------------------------------------------
    "hidden_bad": scene("""
octagon = RegularPolygon(n=8, color=PURPLE, fill_opacity=0.7)
circle = Circle(radius=0.5, color=WHITE, fill_opacity=0.7)
triangle = Triangle(color=RED, fill_opacity=0.7)
octagon.add(circle, triangle)
self.play(Create(octagon))
self.wait()
"""),
    "hidden_good": scene("""
octagon = RegularPolygon(n=8, color=PURPLE, fill_opacity=0.7).scale(2)
circle = Circle(radius=1, color=WHITE, fill_opacity=0.7)
triangle = Triangle(color=RED, fill_opacity=0.7).scale(0.4)
box = Square(side_length=2, color=BLUE, fill_opacity=1).shift(RIGHT * 4)
label = Text("B").move_to(box)
self.play(Create(octagon), Create(circle), Create(triangle), FadeIn(box), Write(label))
self.wait()
"""),
    "invisible_bad": scene("""
frame = Rectangle(width=3, height=5, color=BLACK)
light = Circle(radius=0.5, color=RED, fill_opacity=1)
self.play(Create(frame), FadeIn(light))
self.wait()
"""),
    "invisible_good": scene("""
self.camera.background_color = WHITE
frame = Rectangle(width=3, height=5, color=BLACK)
title = Text("Dark on light", color=BLACK).to_edge(UP)
self.play(Create(frame), Write(title))
self.wait()
"""),
    "label_on_node_good": scene("""
node = Circle(radius=0.5, color=WHITE, fill_color=WHITE, fill_opacity=1)
name = MathTex("4", color=BLACK).move_to(node)
self.play(FadeIn(node), Write(name))
self.wait()
"""),
    "outside_bad": scene("""
words = VGroup(*[Text(w) for w in ["three", "two", "one"]]).arrange(RIGHT).shift(RIGHT * 12)
self.play(Write(words))
self.wait()
"""),
    "across_bars_bad": scene("""
bars = VGroup(*[Rectangle(width=0.4, height=h, fill_opacity=0.7) for h in [1, 0.9, 0.8]])
bars.arrange(RIGHT, aligned_edge=DOWN, buff=0.25)
title = Text("2023", font_size=40).move_to(bars)
self.play(Create(bars), Write(title))
self.wait()
"""),
    "across_bars_good": scene("""
bars = VGroup(*[Rectangle(width=0.4, height=h, fill_opacity=0.7) for h in [1, 0.9, 0.8]])
bars.arrange(RIGHT, aligned_edge=DOWN, buff=0.25)
title = Text("2023", font_size=40).next_to(bars, UP)
self.play(Create(bars), Write(title))
self.wait()
"""),
    # -- an animation an updater undoes --------------------------------------------------------
    "held_bad": scene("""
circle = Circle(radius=1.5).shift(LEFT * 3)
dot = always_redraw(lambda: Dot(circle.get_center(), color=RED))
self.add(circle, dot)
self.play(MoveAlongPath(dot, circle), run_time=2)
"""),
    "zero_size_bad": scene("""
square = Square(side_length=2.5)
d1 = Line(square.get_center(), square.get_center())
d2 = Line(ORIGIN, ORIGIN)
self.play(Create(square), Create(d1), Create(d2))
self.wait()
"""),
    "zero_size_good": scene("""
square = Square(side_length=2.5)
d1 = Line(square.get_corner(UL), square.get_corner(DR))
d2 = Line(square.get_corner(UR), square.get_corner(DL))
self.play(Create(square), Create(d1), Create(d2))
self.wait()
"""),
    "flat_bad": scene("""
circle = Circle(color=BLUE)
triangle = Triangle(color=ORANGE, fill_opacity=0.7)
triangle.set_points(circle.get_points()[0:2])
self.play(Create(circle))
self.play(Create(triangle))
self.wait()
"""),
    "flat_good": scene("""
circle = Circle(color=BLUE)
triangle = Polygon(*[circle.point_at_angle(a) for a in (PI / 2, 7 * PI / 6, 11 * PI / 6)])
thin = Rectangle(width=4, height=0.1)
self.play(Create(circle), Create(thin.shift(DOWN * 2)))
self.play(Create(triangle))
self.wait()
"""),
    "leaves_bad": scene("""
circle = Circle(radius=0.8).to_corner(UL)
self.play(FadeIn(circle))
self.play(circle.animate.shift(UP * 2))
self.play(circle.animate.move_to(ORIGIN))
self.wait()
"""),
    "leaves_good": scene("""
circle = Circle(radius=0.8).move_to(LEFT * 9)
square = Square().to_corner(UL)
self.add(circle, square)
self.play(circle.animate.move_to(ORIGIN))
self.play(square.animate.move_to(RIGHT * 3))
self.play(FadeOut(square, shift=RIGHT * 6))
self.wait()
"""),
    "full_turn_bad": scene("""
square = Square(side_length=2)
self.play(Create(square))
self.play(square.animate.rotate(2 * PI).shift(RIGHT * 3))
"""),
    "full_turn_good": scene("""
square = Square(side_length=2)
self.play(Create(square))
self.play(Rotate(square, angle=2 * PI))
self.play(square.animate.rotate(PI / 2))
"""),
    "rotate_with_animate_bad": scene("""
triangle = Triangle(color=PURPLE, fill_opacity=0.6)
self.play(FadeIn(triangle))
self.play(Rotate(triangle, angle=PI), triangle.animate.shift(DOWN * 2), run_time=2)
"""),
    "rotate_then_shift_good": scene("""
triangle = Triangle(color=PURPLE, fill_opacity=0.6)
self.play(FadeIn(triangle))
self.play(Rotate(triangle, angle=PI))
self.play(triangle.animate.shift(DOWN * 2))
"""),
    "held_good": scene("""
circle = Circle(radius=1.5).shift(LEFT * 3)
dot = Dot(circle.point_from_proportion(0), color=RED)
label = always_redraw(lambda: Text("P", font_size=30).next_to(dot, UP))
self.add(circle, dot, label)
self.play(MoveAlongPath(dot, circle), run_time=2)
self.play(dot.animate.shift(RIGHT * 2), label.animate.set_color(YELLOW))
"""),
    # -- drawn again while on screen -----------------------------------------------------------
    "drawn_again_bad": scene("""
squares = VGroup(*[Square(side_length=1) for _ in range(3)]).arrange(RIGHT)
self.play(Create(squares))
self.wait(0.5)
self.play(Create(squares[0]))
"""),
    "drawn_again_good": scene("""
square = Square(side_length=1)
self.add(square)
self.play(Create(square))
self.play(FadeOut(square))
self.play(FadeIn(square))
"""),
    # -- a tidy everyday scene -------------------------------------------------------------
    "plot_good": scene("""
axes = Axes(x_range=[-3, 3], y_range=[0, 9], x_length=6, y_length=4)
graph = axes.plot(lambda x: x**2, color=BLUE)
label = axes.get_graph_label(graph, "x^2")
title = Text("A parabola", font_size=36).to_edge(UP)
self.play(Write(title), Create(axes))
self.play(Create(graph), Write(label))
dot = Dot(axes.c2p(2, 4), color=RED)
self.play(FadeIn(dot))
self.wait()
"""),
}


@pytest.fixture(scope="module")
def findings() -> Iterator[dict[str, list[TraceFinding]]]:
    with RenderPool(2) as pool:
        assert pool.wait_ready(120), pool.stats()

        def run(code: str) -> list[TraceFinding]:
            r = render_code(code, pool=pool, keep_outputs=False)
            assert r.ok, r.error_text()
            return generic_findings(r.trace, code)

        with ThreadPoolExecutor(2) as ex:
            futs = {k: ex.submit(run, code) for k, code in SCENES.items()}
            yield {k: f.result() for k, f in futs.items()}


def codes(fs: list[TraceFinding], severity: str = "error") -> set[str]:
    return {f.code for f in fs if f.severity == severity}


def only(fs: list[TraceFinding], code: str) -> TraceFinding:
    hits = [f for f in fs if f.code == code]
    assert len(hits) == 1, fs
    return hits[0]


@pytest.mark.parametrize(
    "good",
    [
        "stacked_good",
        "bars_good",
        "concentric_good",
        "slide_in_good",
        "zoom_good",
        "overlap_good",
        "counter_good",
        "fade_out_good",
        "never_shown_good",
        "template_good",
        "shared_and_lingering_good",
        "plot_good",
        "hidden_good",
        "invisible_good",
        "label_on_node_good",
        "across_bars_good",
        "held_good",
        "zero_size_good",
        "flat_good",
        "leaves_good",
        "full_turn_good",
        "rotate_then_shift_good",
    ],
)
def test_good_scenes_have_no_error_findings(
    findings: dict[str, list[TraceFinding]], good: str
) -> None:
    """Tidy scenes (arranged, labelled inside, replaced, slid in, faded out) get no errors."""
    assert errors(findings[good]) == [], findings[good]


def test_stacked_squares(findings: dict[str, list[TraceFinding]]) -> None:
    """Eight squares at the origin: one error at their line that names the list to arrange."""
    f = only(findings["stacked_bad"], "stacked")
    assert f.severity == "error" and f.line == 5
    assert "8 Squares" in f.message and "(0.0, 0.0)" in f.message
    assert "VGroup(*squares).arrange(RIGHT" in f.message


def test_stacked_bars(findings: dict[str, list[TraceFinding]]) -> None:
    """Bars of one width and different heights drawn on one spot are stacked."""
    f = only(findings["bars_bad"], "stacked")
    assert f.severity == "error" and f.line == 5 and "4 Rectangles" in f.message


def test_offscreen_text_and_shape(findings: dict[str, list[TraceFinding]]) -> None:
    """Text cut by the frame and a half-visible square are both errors at their lines."""
    fs = [f for f in findings["offscreen_bad"] if f.code == "offscreen"]
    assert {f.line for f in fs} == {5, 6}
    assert all(f.severity == "error" for f in fs)
    assert any("Text('A very long title" in f.message and "scale" in f.message for f in fs)


def test_text_on_text(findings: dict[str, list[TraceFinding]]) -> None:
    """Two texts on one spot: a text-overlap error at the covered text's line."""
    f = only(findings["overlap_bad"], "text-overlap")
    assert f.severity == "error" and f.line in (5, 6) and "next_to" in f.message


def test_counter_drawn_over_itself(findings: dict[str, list[TraceFinding]]) -> None:
    """A counter that adds a new number on the old one each time: replaced-in-place, once."""
    fs = findings["counter_bad"]
    f = only(fs, "replaced-in-place")
    assert f.line == 6 and f.severity == "error"
    assert "ChangeDecimalToValue" in f.message and "pile up" in f.message
    assert "text-overlap" not in codes(fs)  # not reported twice


def test_equation_steps_printed_on_top(findings: dict[str, list[TraceFinding]]) -> None:
    """Each equation step written over the previous one is replaced-in-place at the new line."""
    f = only(findings["steps_bad"], "replaced-in-place")
    assert f.line == 6 and "ReplacementTransform" in f.message


def test_nothing_visible(findings: dict[str, list[TraceFinding]]) -> None:
    """A scene that only waits shows nothing (error); the circle it made is never shown
    (a warning: an unused helper is not worth a repair round)."""
    assert codes(findings["nothing_bad"]) == {"nothing-visible"}
    assert codes(findings["nothing_bad"], "warning") == {"never-shown"}


def test_mostly_empty(findings: dict[str, list[TraceFinding]]) -> None:
    """Four seconds of empty frame before anything appears: mostly-empty."""
    f = only(findings["mostly_empty_bad"], "mostly-empty")
    assert f.severity == "error" and "4.0 of the" in f.message


def test_never_shown_triangle(findings: dict[str, list[TraceFinding]]) -> None:
    """The Pythagoras triangle built but never added is found at its line, with the fix."""
    f = only(findings["never_shown_bad"], "never-shown")
    assert f.line == 5 and "Polygon" in f.message and "self.add(triangle)" in f.message
    assert f.severity == "warning"


def test_a_still_video_is_a_warning_at_the_add(findings: dict[str, list[TraceFinding]]) -> None:
    """Two shapes added and two seconds of waiting: a still picture (a warning here; the
    description decides whether it is an error). A dot an updater moves while the scene
    waits is no still picture."""
    f = only(findings["still_bad"], "never-animates")
    assert f.severity == "warning" and f.line == 7 and "2.0 s" in f.message
    assert codes(findings["still_bad"]) == set()
    assert "never-animates" not in codes(findings["still_with_updater_good"], "warning")


def test_an_updater_moving_a_dot_while_waiting_is_no_still_picture() -> None:
    """The trace alone shows the motion (the picture before the wait differs from after it),
    even where the source would not say so."""
    with RenderPool(1) as pool:
        assert pool.wait_ready(120), pool.stats()
        r = render_code(SCENES["still_with_updater_good"], pool=pool, keep_outputs=False)
        still = render_code(SCENES["still_bad"], pool=pool, keep_outputs=False)
    assert r.trace is not None and still.trace is not None
    assert still_picture(r.trace) == 0.0 and still_picture(still.trace) == 2.0


def test_variable_at_reads_the_assigned_name() -> None:
    """The variable a line assigns is found; comparisons and calls are not assignments."""
    src = "a = 1\nb: int = 2\nif a == b:\n    f(x=1)\n"
    assert [variable_at(src, n) for n in (1, 2, 3, 4, 9)] == ["a", "b", None, None, None]


def test_held_states_skip_a_state_the_next_play_changes() -> None:
    """After a play, mobjects that the next play animates are not judged at that moment."""
    m = MobjectInfo(id="m1", cls="Text", text="x", bbox=[8, 0, 9, 1], center=[8.5, 0.5, 0])
    moved = MobjectInfo(id="m1", cls="Text", text="x", bbox=[0, 0, 1, 1], center=[0.5, 0.5, 0])
    steps = [
        TraceStep(index=0, kind="play", line=5, run_time=1, visible=[m]),
        TraceStep(index=1, kind="play", line=6, t_start=1, run_time=1, visible=[moved]),
        TraceStep(index=2, kind="end", t_start=2, visible=[moved]),
    ]
    steps[1].animations = []
    from server.render.trace import AnimationInfo

    steps[1].animations.append(AnimationInfo(cls="animate", targets=["m1"], line=6))
    trace = SceneTrace(steps=steps)
    held = held_states(trace)
    assert held[0][1] == {"m1"}
    assert generic_findings(trace) == []
    steps[1].animations = []  # nothing moves it: the text sat off-screen for a whole step
    assert {f.code for f in generic_findings(trace)} == {"offscreen"}


def test_finding_round_trip() -> None:
    """TraceFinding survives to_dict/from_dict; an unknown severity reads as error."""
    f = TraceFinding("stacked", "msg", 3, "warning")
    assert TraceFinding.from_dict(f.to_dict()) == f
    assert TraceFinding.from_dict({"code": "x", "severity": "??"}).severity == "error"


@pytest.mark.parametrize(
    "good", ["never_shown_good", "template_good", "built_from_good", "plot_good"]
)
def test_helpers_that_serve_shown_mobjects_are_not_never_shown(
    findings: dict[str, list[TraceFinding]], good: str
) -> None:
    """Groups made to arrange parts, copied templates, Transform targets, shapes a Cutout is
    built from and a Tex whose parts are animated are not reported as never shown."""
    assert [f for f in findings[good] if f.code == "never-shown"] == []


def test_shared_mobject_and_lingering_copy_are_not_overlaps(
    findings: dict[str, list[TraceFinding]],
) -> None:
    """A text held by two groups is not text on itself; identical text left on top of its
    twin by a Transform looks like one and is not an overlap."""
    assert [f for f in findings["shared_and_lingering_good"] if f.code == "text-overlap"] == []


def test_plot_leaving_the_frame(findings: dict[str, list[TraceFinding]]) -> None:
    """A curve plotted past its axes' y range leaves the frame: the fix names x_range."""
    f = only(findings["plot_offscreen_bad"], "offscreen")
    assert f.line == 6 and f.severity == "error" and "x_range" in f.message


def test_zoomed_camera_is_not_offscreen(findings: dict[str, list[TraceFinding]]) -> None:
    """What a zoomed camera leaves out is not off-screen (not even a warning)."""
    assert [f for f in findings["zoom_good"] if f.code == "offscreen"] == []


def test_overlaid_plots_are_not_stacked(findings: dict[str, list[TraceFinding]]) -> None:
    """Two curves on shared axes are not shapes stacked on one spot (not even a warning)."""
    assert [f for f in findings["overlaid_plots_good"] if f.code == "stacked"] == []


def test_circle_hidden_under_a_filled_triangle(findings: dict[str, list[TraceFinding]]) -> None:
    """A white circle inside an octagon, then a larger filled triangle drawn over it: the
    circle is hidden (the judged scene where no circle could be seen), nothing else is."""
    f = only(findings["hidden_bad"], "hidden")
    assert f.severity == "error" and f.line == 6
    assert "Triangle" in f.message and "line 7" in f.message and "set_z_index" in f.message


def test_black_outline_on_black_background(findings: dict[str, list[TraceFinding]]) -> None:
    """A BLACK rectangle on the default background cannot be seen; the red light can."""
    f = only(findings["invisible_bad"], "invisible")
    assert f.severity == "error" and f.line == 5 and "#000000" in f.message


def test_text_outside_the_frame_the_whole_time(findings: dict[str, list[TraceFinding]]) -> None:
    """Words that stay wholly outside the frame are an error (a text that slides in from
    outside is no finding: ``slide_in_good``)."""
    fs = [f for f in findings["outside_bad"] if f.code == "offscreen"]
    assert fs and all(f.severity == "error" for f in fs)
    assert all("in every state it is shown in" in f.message for f in fs)


def test_a_title_written_across_the_bars(findings: dict[str, list[TraceFinding]]) -> None:
    """A title over three bars, none of which covers 30 % of it alone: one text-overlap error
    that says it lies across the shapes (the judged chart whose year was written on its bars)."""
    f = only(findings["across_bars_bad"], "text-overlap")
    assert f.severity == "error" and f.line == 7
    assert "lies across 3 shapes" in f.message and "next_to" in f.message


def test_an_animation_an_updater_undoes(findings: dict[str, list[TraceFinding]]) -> None:
    """A dot rebuilt in place by always_redraw does not move for MoveAlongPath: the play is
    named at its line; a plain dot moved the same way (a label redrawn beside it) is fine
    (held_good above)."""
    held = only(findings["held_bad"], "held")
    assert held.line == 8 and "MoveAlongPath at line 8 should move" in held.message
    assert "always_redraw" in held.message and "create dot without" in held.message


def test_an_object_drawn_again_while_on_screen(findings: dict[str, list[TraceFinding]]) -> None:
    """Create played on a square shown since the first play flickers it (a warning, never a
    repair round); a square only added before its Create, or faded out and in again, is not."""
    again = only(findings["drawn_again_bad"], "drawn-again")
    assert again.severity == "warning" and again.line == 8
    assert "on screen since 0.0 s" in again.message and "vanishes" in again.message
    assert not [f for f in findings["drawn_again_good"] if f.code == "drawn-again"]


def test_lines_of_zero_length(findings: dict[str, list[TraceFinding]]) -> None:
    """Two "diagonals" drawn from the square's centre to its centre (judged-133) show nothing:
    each is named at its line; corner-to-corner diagonals are fine (zero_size_good)."""
    zero = [f for f in findings["zero_size_bad"] if f.code == "zero-size"]
    assert sorted(f.line for f in zero) == [6, 7]
    assert all(f.severity == "error" and "two different ends" in f.message for f in zero)


def test_a_triangle_drawn_flat(findings: dict[str, list[TraceFinding]]) -> None:
    """A Triangle whose points were set to part of a circle's (judged-337) shows as a short line:
    named at its line as flat; an inscribed Polygon and a thin but not flat bar are fine
    (flat_good)."""
    f = only(findings["flat_bad"], "flat-shape")
    assert f.line == 6 and f.severity == "error" and "sees a line, not a Triangle" in f.message
    assert "triangle" in f.message  # the variable to rebuild


def test_a_shape_that_leaves_the_screen_and_comes_back(
    findings: dict[str, list[TraceFinding]],
) -> None:
    """A circle in the top left corner shifted up off the screen, then moved to the centre
    (judged-323, and judged-346's placed scene): it leaves and comes back, named at its line;
    sliding in from outside and leaving at the end are fine (leaves_good)."""
    f = only(findings["leaves_bad"], "leaves-frame")
    assert f.line == 5 and f.severity == "error" and "line 7" in f.message


def test_a_full_turn_through_animate(findings: dict[str, list[TraceFinding]]) -> None:
    """square.animate.rotate(2 * PI) ends where it started, point for point, so .animate shows
    no turn (judged-111): named at the play with Rotate as the fix; Rotate(square, 2 * PI) and a
    quarter turn through .animate are fine (full_turn_good)."""
    f = only(findings["full_turn_bad"], "animate-turn")
    assert f.line == 7 and "360 degrees" in f.message and "Rotate(square" in f.message


def test_a_rotate_beside_an_animate_on_one_object(findings: dict[str, list[TraceFinding]]) -> None:
    """Rotate(triangle, PI) and triangle.animate.shift(DOWN) in one play: the .animate call sets
    the triangle from where it started on every frame, so it only slides (judged-184, seen by
    eye); named at the play. Rotate, then the shift in the next play, is fine."""
    f = only(findings["rotate_with_animate_bad"], "animate-twice")
    assert f.line == 7 and "Rotate and an .animate call" in f.message
