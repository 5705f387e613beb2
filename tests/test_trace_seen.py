"""What the trace sees, from real Manim renders: the shape a mobject's points form after a
Transform, texts and formulas read by meaning, sampled move paths, rotation pivots, axis mappings,
and the requirements that read them (the false failures of issue 46 among them)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from server.faithful.reader import read_requirements
from server.faithful.requirements import (
    Attached,
    FrameShare,
    HasObject,
    HasText,
    InRegion,
    MemberChange,
    PathMotion,
    RotationPivot,
    Sel,
    TextNumber,
    evaluate,
)
from server.render import RenderResult
from server.render.trace import TRACE_VERSION, SceneTrace
from tests.rendering import ok_trace, render_many

pytestmark = pytest.mark.timeout(240)

MORPH = """from manim import *


class Main(Scene):
    def construct(self):
        circle = Circle(color=BLUE)
        square = Square(color=RED, fill_opacity=0.5)
        self.play(Create(circle))
        self.play(Transform(circle, square))
        hello = Text("hello").to_edge(UP)
        goodbye = Text("goodbye").to_edge(UP)
        self.play(Write(hello))
        self.play(Transform(hello, goodbye))
        area = MathTex(r"A = \\pi r^2").to_edge(DOWN)
        energy = MathTex("E", "=", "m", "c^2").to_corner(DL)
        self.play(Write(area), Write(energy))
        half = MathTex(r"\\frac{5}{6}").to_corner(UR)
        self.play(FadeIn(half))
        self.wait(0.2)
"""

SHAPES = """from manim import *


class Main(Scene):
    def construct(self):
        tri = Polygon([-2, -1, 0], [2, -1, 0], [-2, 2, 0], color=WHITE)
        a = MathTex("a").next_to(Line([-2, -1, 0], [2, -1, 0]), DOWN)
        b = MathTex("b").next_to(Line([-2, -1, 0], [-2, 2, 0]), LEFT)
        c = MathTex("c").move_to([0.35, 0.85, 0])
        self.play(Create(tri), Write(a), Write(b), Write(c))
        hexagon = RegularPolygon(6, color=GREEN).scale(0.5).to_corner(UR)
        dashed = DashedLine(LEFT * 3, RIGHT * 3).to_edge(DOWN)
        self.play(Create(hexagon), Create(dashed))
        vec = Arrow(ORIGIN, RIGHT * 2, buff=0, color=YELLOW).shift(LEFT * 4)
        self.play(GrowArrow(vec))
        self.play(Rotate(vec, PI / 2, about_point=vec.get_start()))
        self.play(vec.animate.rotate(PI / 4, about_point=vec.get_start()))
"""

MOTION = """from manim import *


class Main(Scene):
    def construct(self):
        orbit = Circle(radius=2, color=WHITE).shift(LEFT * 3)
        planet = Dot(color=BLUE).move_to(orbit.point_from_proportion(0))
        self.add(orbit, planet)
        self.play(MoveAlongPath(planet, orbit), run_time=1)
        moon = Dot(color=GREY).move_to(RIGHT * 4)
        self.add(moon)
        self.play(Rotating(moon, angle=TAU, about_point=RIGHT * 3), run_time=1)
        line = NumberLine(x_range=[-3, 3, 1], length=6).to_edge(DOWN)
        marker = Dot(color=GREEN).move_to(line.n2p(-3))
        self.add(line, marker)
        marker.add_updater(lambda m, dt: m.shift(RIGHT * dt * 3))
        self.wait(1)
        marker.clear_updaters()
        label = MathTex("0").next_to(line.n2p(0), UP)
        self.add(label)
        bars = VGroup(*[Rectangle(width=0.5, height=h, color=BLUE, fill_opacity=1)
                        for h in (1, 2, 3)]).arrange(RIGHT, aligned_edge=DOWN).to_edge(UP)
        self.play(FadeIn(bars))
        self.play(bars[1].animate.set_color(ORANGE))
        big = Square(side_length=6.5, color=TEAL)
        self.play(Create(big))
"""


@pytest.fixture(scope="module")
def results() -> Iterator[dict[str, RenderResult]]:
    yield from render_many({"morph": MORPH, "shapes": SHAPES, "motion": MOTION})


def _trace(r: RenderResult) -> SceneTrace:
    return ok_trace(r)


def _met(trace: SceneTrace, *reqs: Any) -> list[str]:
    """The messages of the requirements a trace does not meet."""
    return [
        res.message for _, res in evaluate(list(reqs), trace, strict=True).results if not res.ok
    ]


def test_a_transformed_circle_is_seen_as_the_square(results: dict[str, RenderResult]) -> None:
    """After Transform(circle, square) the viewer sees a red square: the trace says so."""
    t = _trace(results["morph"])
    assert t.version == TRACE_VERSION == 5
    first, later = t.steps[0].visible[0], t.steps[1].visible[0]
    assert (first.cls, first.shape) == ("Circle", "circle")
    assert (later.cls, later.shape) == ("Circle", "square")
    assert later.geom is not None and len(later.geom["vertices"]) == 4
    assert not _met(t, HasObject(sel=Sel(shape="square", color="red")))
    assert not _met(t, HasObject(sel=Sel(shape="rectangle", color="red")))
    # the final state shows no circle any more
    end = t.to_dict()
    end["steps"] = end["steps"][-1:]
    assert _met(end, HasObject(sel=Sel(shape="circle")))


def test_texts_and_formulas_compare_by_meaning(results: dict[str, RenderResult]) -> None:
    t = _trace(results["morph"])
    assert not _met(
        t,
        HasText(text="goodbye"),
        HasText(text="A = pi r^2", formula=True),
        HasText(text="A = π r²", formula=True),
        HasText(text="E = mc^2", formula=True),
        HasText(text="E = mc²", formula=True),
        HasText(text="5/6", formula=True),
        TextNumber(value=5 / 6),
    )
    assert _met(t, HasText(text="A = pi r^3"))
    assert _met(t, TextNumber(value=0.5))


def test_the_readers_requirements_meet_the_right_scene(results: dict[str, RenderResult]) -> None:
    """The issue's false failures: each description's own requirements are met."""
    t = _trace(results["morph"])
    for description in (
        "A blue circle transforms into a red square.",
        'The text "hello" changes into "goodbye".',
        "Show the formula A = pi r^2 at the bottom.",
        "Write the equation E = mc^2.",
    ):
        reqs = read_requirements(description)
        assert reqs, description
        assert not _met(t, *reqs), description


def test_seen_shapes_labels_on_sides_and_pivots(results: dict[str, RenderResult]) -> None:
    t = _trace(results["shapes"])
    seen = {m.cls: m for s in t.steps for m in s.visible}
    assert seen["Polygon"].shape == "triangle"
    assert seen["RegularPolygon"].shape == "polygon"
    assert seen["RegularPolygon"].geom is not None and seen["RegularPolygon"].geom["n"] == 6
    assert seen["DashedLine"].shape == "line"
    assert seen["Arrow"].shape == "line"
    tri = Sel(shape="triangle")
    assert not _met(
        t,
        HasObject(sel=Sel(shape="hexagon", color="green")),
        Attached(a=Sel(text="c"), to=tri, part="side", which="longest"),
        Attached(a=Sel(text="a"), to=tri, part="side", which="bottom"),
        Attached(a=Sel(text="b"), to=tri, part="side", which="left"),
        InRegion(sel=Sel(shape="hexagon"), region="top_right"),
        InRegion(sel=Sel(shape="line"), region="bottom"),
        RotationPivot(sel=Sel(shape="arrow"), part="start"),
    )
    # the hypotenuse is labelled c, not a; the arrow does not turn about its tip
    assert _met(t, Attached(a=Sel(text="a"), to=tri, part="side", which="longest"))
    assert _met(t, RotationPivot(sel=Sel(shape="arrow"), part="end"))
    assert _met(t, InRegion(sel=Sel(shape="hexagon"), region="bottom_left"))
    rotations = [a for s in t.steps for a in s.animations if a.cls in ("Rotate", "animate")]
    assert [a.params.get("pivot") for a in rotations][-2:] == [[-4.0, 0.0, 0.0]] * 2


def test_paths_members_and_frame_share(results: dict[str, RenderResult]) -> None:
    t = _trace(results["motion"])
    paths = [s.paths for s in t.steps if s.paths]
    assert len(paths) >= 3  # MoveAlongPath, Rotating and the updater
    planet, moon = Sel(shape="dot", color="blue"), Sel(shape="dot", color="gray")
    numbers = Sel(shape="number_line")
    bar = Sel(shape="rectangle")
    assert not _met(
        t,
        PathMotion(sel=planet, around=Sel(shape="circle")),
        PathMotion(sel=planet, along=Sel(shape="circle")),
        PathMotion(sel=moon, around=None),
        PathMotion(sel=Sel(shape="dot", color="green"), along=numbers),
        Attached(a=Sel(text="0"), to=numbers, part="point", at=[0]),
        MemberChange(sel=bar, change="color", which="middle", to="orange"),
        FrameShare(sel=Sel(shape="square", color="teal"), min=0.6),
        FrameShare(sel=Sel(shape="circle"), min=0.0, max=0.6),
    )
    assert _met(t, Attached(a=Sel(text="0"), to=numbers, part="point", at=[2]))
    assert _met(t, MemberChange(sel=bar, change="color", which="first"))
    assert _met(t, FrameShare(sel=Sel(shape="circle"), min=0.6))
    assert _met(t, PathMotion(sel=planet, around=Sel(shape="circle"), turns=2))
