"""The points of a plotted curve to mark (roots, crossings, extrema) and the ``marked``
requirement: the geometry on point lists, the reader's phrases, and real renders of a right and a
wrong scene."""

from __future__ import annotations

import math
import re

import pytest

from server.faithful import curvepoints as cp
from server.faithful.checklist import describe
from server.faithful.reader import read_requirements
from server.faithful.requirements import Attached, MarkedPoint, Sel, requirement_from_dict
from server.render import render_code

# an Axes whose origin is at (-1, -2) with 1.5 scene units per x and 0.5 per y
FRAME = cp.AxesFrame((-1.0, -2.0), (0.5, -2.0), (-1.0, -1.5))


def plot(f, x0: float, x1: float, n: int = 25) -> list[cp.Point]:
    """Scene points of y = f(x) sampled as the trace does, on ``FRAME``."""
    return [FRAME.scene((x0 + (x1 - x0) * i / (n - 1), f(x0 + (x1 - x0) * i / (n - 1))))
            for i in range(n)]  # fmt: skip


def axes_value(p: cp.Point) -> tuple[float, float]:
    x, y = FRAME.value(p)
    return round(x, 2), round(y, 2)


def test_axes_frame_round_trips() -> None:
    for v in [(0.0, 0.0), (2.0, -3.0), (-1.5, 4.25)]:
        back = FRAME.value(FRAME.scene(v))
        assert math.isclose(back[0], v[0], abs_tol=1e-9) and math.isclose(
            back[1], v[1], abs_tol=1e-9
        )
    assert cp.AxesFrame.from_axis({"origin": [0, 0], "x1": [1, 0]}) is None  # no y unit
    assert cp.AxesFrame.from_axis({"origin": [0, 0], "x1": [1, 0], "y1": [2, 0]}) is None  # flat


def test_roots_between_samples_and_on_the_range_end() -> None:
    # y = x^2 - 4 over [-3, 3]: roots at -2 and 2, between samples
    got = sorted(axes_value(p) for p in cp.roots(plot(lambda x: x * x - 4, -3, 3), FRAME) or [])
    assert [(round(x, 1), y) for x, y in got] == [(-2.0, 0.0), (2.0, 0.0)]
    # y = -x^2 + 4 drawn over [-2, 3]: the root at -2 is the range's first point
    got = sorted(axes_value(p) for p in cp.roots(plot(lambda x: 4 - x * x, -2, 3), FRAME) or [])
    assert [round(x, 1) for x, _ in got] == [-2.0, 2.0]
    # a curve lying on the x-axis has no root to mark; one that never reaches it has none
    assert cp.roots(plot(lambda x: 0.0, -2, 2), FRAME) is None
    assert cp.roots(plot(lambda x: x * x + 1, -2, 2), FRAME) == []


def test_y_intercept_and_extrema() -> None:
    cubic = plot(lambda x: x**3 - 3 * x, -2.2, 2.2)
    assert [axes_value(p) for p in cp.y_intercepts(cubic, FRAME) or []] == [(0.0, 0.0)]
    (top,) = cp.extrema(cubic, "maximum", FRAME)
    (bottom,) = cp.extrema(cubic, "minimum", FRAME)
    assert math.dist(FRAME.value(top), (-1, 2)) < 0.05
    assert math.dist(FRAME.value(bottom), (1, -2)) < 0.05
    assert len(cp.extrema(cubic, "extremum", FRAME)) == 2
    # a parabola's vertex between two samples, refined by the parabola through three of them
    (v,) = cp.extrema(plot(lambda x: (x - 0.37) ** 2 - 1, -3, 3, n=9), "extremum", FRAME)
    assert math.dist(FRAME.value(v), (0.37, -1)) < 0.01
    # the ends of the drawn range are no extremum: y = x rises to its last point
    assert cp.extrema(plot(lambda x: x, -2, 2), "maximum", FRAME) == []


def test_crossings_of_lines_and_of_a_curve_drawn_twice() -> None:
    a, b = plot(lambda x: x + 1, -2, 4, n=2), plot(lambda x: 3 - x, -2, 4, n=2)
    (p,) = cp.crossings(a, b) or []
    assert axes_value(p) == (1.0, 2.0)
    assert cp.crossings(a, plot(lambda x: x + 3, -2, 4, n=2)) == []  # parallel
    wave = plot(math.sin, 0, 12)
    assert cp.crossings(wave, wave) is None  # one curve over the other: no single crossing


# -- the requirement on traces -------------------------------------------------------------------
def mob(id: str, cls: str, at: cp.Point, **geom_and_more) -> dict:
    shape = geom_and_more.pop("shape", None)
    colour = geom_and_more.pop("stroke", "#ffffff")
    r = geom_and_more.pop("r", 1.0)
    return {
        "id": id, "cls": cls, "line": 5, "stroke": colour, "fill": colour, "fill_opacity": 1.0,
        "stroke_opacity": 1.0, "text": None, "tex": None, "value": None,
        "bbox": [at[0] - r, at[1] - r, at[0] + r, at[1] + r],
        "center": [at[0], at[1], 0.0], "z_index": 0.0, "children": [],
        "family_classes": [cls], "is_3d": False, "parent": None, "shape": shape,
        "geom": geom_and_more,
    }  # fmt: skip


def one_step(*mobs: dict) -> dict:
    st = {"index": 0, "kind": "play", "line": 9, "t_start": 0.0, "run_time": 1.0,
          "animations": [], "visible": list(mobs)}  # fmt: skip
    return {"version": 3, "frame": {"width": 14.22, "height": 8.0}, "three_d": False,
            "camera_moved": False, "steps": [st], "created": []}  # fmt: skip


AXES = mob("ax", "Axes", (0.0, 0.0), r=4.0,
           axis={"origin": [-1.0, -2.0], "x1": [0.5, -2.0], "y1": [-1.0, -1.5]})  # fmt: skip
PARABOLA = mob("p", "ParametricFunction", (0.0, 0.0), shape="curve",
               samples=[list(p) for p in plot(lambda x: x * x - 4, -3, 3)])  # fmt: skip


def dot(id: str, value: tuple[float, float], colour: str = "#ffffff") -> dict:
    x, y = FRAME.scene(value)
    return mob(id, "Dot", (x, y), shape="circle", centre=[x, y], radius=0.08, stroke=colour,
               r=0.08)  # fmt: skip


def test_roots_need_a_dot_on_each_and_say_where() -> None:
    req = MarkedPoint(a=Sel(shape="dot", color="white"), feature="roots")
    assert req.check(one_step(AXES, PARABOLA, dot("d1", (-2, 0)), dot("d2", (2, 0)))).ok
    one = req.check(one_step(AXES, PARABOLA, dot("d1", (-2, 0)), dot("d2", (1, 0))))
    assert not one.ok and "axes.c2p(2, 0)" in one.message and "axes.c2p(-2, 0)" not in one.message
    halfway = req.check(one_step(AXES, PARABOLA, dot("d1", (-1, 0)), dot("d2", (1, 0))))
    assert not halfway.ok and "axes.c2p(-2, 0) and axes.c2p(2, 0)" in halfway.message
    none = req.check(one_step(AXES, PARABOLA))
    assert not none.ok and "Dot(axes.c2p(x, y))" in none.message
    # a red dot does not mark them for "white dots"
    assert not req.check(one_step(AXES, PARABOLA, dot("d1", (-2, 0), "#fc6255"),
                                  dot("d2", (2, 0), "#fc6255"))).ok  # fmt: skip
    # no curve with a root drawn: not checked rather than failed
    flat = mob("f", "ParametricFunction", (0.0, 0.0), shape="curve",
               samples=[list(p) for p in plot(lambda x: x * x + 1, -2, 2)])  # fmt: skip
    assert req.check(one_step(AXES, flat, dot("d1", (0, 1)))).ok
    assert requirement_from_dict(req.to_dict()) == req
    with pytest.raises(ValueError, match="unknown feature"):
        MarkedPoint(feature="saddle")


def test_a_small_circle_marks_a_point_and_the_vertex_is_one_of_any() -> None:
    ring = mob("o", "Circle", FRAME.scene((0, -4)), shape="circle",
               centre=list(FRAME.scene((0, -4))), radius=0.2, r=0.2)  # fmt: skip
    req = MarkedPoint(a=Sel(shape="dot"), feature="extremum")
    assert req.check(one_step(AXES, PARABOLA, ring)).ok
    big = {**ring, "geom": {**ring["geom"], "radius": 1.5}}
    assert not req.check(one_step(AXES, PARABOLA, big)).ok


# -- the reader ----------------------------------------------------------------------------------
def marked(description: str) -> list[tuple[str, str | None]]:
    return [
        (r.feature, r.a.color) for r in read_requirements(description) if isinstance(r, MarkedPoint)
    ]


@pytest.mark.parametrize(
    ("description", "want"),
    [
        ("Plot y = -x^2 + 4 in red on axes and mark the two roots with white dots.",
         [("roots", "white")]),
        ("Plot the parabola y = x^2 - 2x - 3 and mark its vertex and both x-intercepts with "
         "yellow dots.", [("extremum", "yellow"), ("roots", "yellow")]),
        ("Draw the graph of y = x^3 - x and put a red dot at its local maximum.",
         [("maximum", "red")]),
        ("Show two lines on the same axes and mark their intersection with a blue dot.",
         [("crossing", "blue")]),
        ("Show two lines, y = x + 1 in blue and y = -x + 3 in orange, on the same axes, and "
         "mark their intersection (1, 2) with a labelled dot.", [("crossing", None)]),
        ("Draw two crossing lines and mark where they cross with a yellow dot.",
         [("crossing", "yellow")]),
        # an apposition names the same roots; the red dot is the vertex's
        ("A parabola on axes with yellow dots on its two roots, where it crosses the x-axis, and "
         "a red dot on its vertex.", [("roots", "yellow"), ("extremum", "red")]),
        # no dot named, a tree's root, a triangle's vertex, "is zero": nothing to mark
        ("Plot y = x^2 - 1 and highlight its roots.", []),
        ("Show a binary tree and highlight the root with a red dot.", []),
        ("Draw a triangle and put a red dot at its top vertex.", []),
        ("Plot y = x^3 - 3x with a red dot at (-1, 2), found where the slope is zero.", []),
    ],
)  # fmt: skip
def test_the_reader_finds_what_to_mark(description: str, want: list) -> None:
    assert marked(description) == want


def test_a_dot_at_a_point_of_the_axes() -> None:
    reqs = [r for r in read_requirements("Plot sin(x) on axes and put a green dot at (2, 1).")
            if isinstance(r, Attached)]  # fmt: skip
    assert [(r.a.color, r.to.shape, r.part, r.at) for r in reqs] == [
        ("green", "axes", "point", [2.0, 1.0])
    ]
    assert describe(MarkedPoint(a=Sel(shape="dot", color="white"), feature="roots")) == (
        "The white dots on the roots of the plotted curve"
    )


# -- real renders --------------------------------------------------------------------------------
SCENE = """from manim import *


class S(Scene):
    def construct(self):
        axes = Axes(x_range=[-3, 3, 1], y_range=[-5, 5, 1], x_length=6, y_length=5)
        curve = axes.plot(lambda x: x**2 - 4, color=RED)
        dots = VGroup(*[Dot(axes.c2p(x, 0), color=WHITE) for x in ({a}, {b})])
        self.play(Create(axes), Create(curve))
        self.play(FadeIn(dots))
"""


def test_real_renders_of_right_and_wrong_roots() -> None:
    req = read_requirements("Plot y = x^2 - 4 in red on axes and mark both roots with white dots.")
    (mark,) = [r for r in req if isinstance(r, MarkedPoint)]
    right = render_code(SCENE.format(a=-2, b=2), keep_outputs=False)
    wrong = render_code(SCENE.format(a=-1, b=1), keep_outputs=False)
    assert right.ok and wrong.ok, (right.error, wrong.error)
    assert mark.check(right.trace).ok
    res = mark.check(wrong.trace)
    assert not res.ok
    want = [
        float(x) for x in re.findall(r"axes\.c2p\((-?[\d.]+), 0\)", res.message.split("but")[0])
    ]
    assert len(want) == 2 and abs(want[0] + 2) < 0.03 and abs(want[1] - 2) < 0.03
