"""The plotted-function check: reading "y = ..." formulas, and judging drawn curves by them."""

from __future__ import annotations

import math

import pytest

from server.faithful.plotfn import formulas_in, parse_function, python_form
from server.faithful.reader import read_requirements
from server.faithful.requirements import PlotOf
from server.faithful.swap import Placement, apply
from server.render import render_code


@pytest.mark.parametrize(
    ("body", "x", "want"),
    [
        ("2x", 3.0, 6.0), ("x^2 - 4", 3.0, 5.0), ("-x^2 + 4", 1.0, 3.0), ("2 sin x", 0.5, 2 * math.sin(0.5)),
        ("sin(x)", 1.0, math.sin(1.0)), ("|x|", -2.0, 2.0), ("1/x", 4.0, 0.25), ("e^x", 1.0, math.e),
        ("sqrt(x)", 9.0, 3.0), ("2^x", 3.0, 8.0), ("3x^2-2x+1", 2.0, 9.0), ("x sin(x)", 1.0, math.sin(1.0)),
        ("\\sin(x)", 1.0, math.sin(1.0)), ("log2(x)", 8.0, 3.0), ("2\\pi x", 1.0, 2 * math.pi),
    ],
)  # fmt: skip
def test_formulas_are_read(body: str, x: float, want: float) -> None:
    f = parse_function(body)
    assert f is not None and f(x) == pytest.approx(want)


@pytest.mark.parametrize("body", ["mx + b", "5", "os.system(x)", "x.__class__", "__import__('os')"])
def test_what_is_not_a_formula_gives_nothing(body: str) -> None:
    assert parse_function(body) is None


def test_undefined_points_are_none_and_code_is_manim_ready() -> None:
    f = parse_function("1/x")
    assert f is not None and f(0.0) is None
    assert python_form("x^2 - 4") == "x**2 - 4" and python_form("2 sin x") == "2*np.sin(x)"
    text = "Draw axes and plot y = 2x in blue, then plot y = x^2 in red."
    assert [b for _, _, b in formulas_in(text)] == ["2x", "x^2"]


def test_the_reader_asks_for_plotted_formulas_only() -> None:
    """ "Plot y = 2x in blue" asks for that curve in blue; "write y = 2x next to it" does not."""
    got = [
        (q.function, q.color)
        for q in read_requirements("Draw axes and plot y = 2x in blue, then plot y = x^2 in red.")
        if isinstance(q, PlotOf)
    ]
    assert got == [("2x", "blue"), ("x^2", "red")]
    d = "Show two lines, y = x + 1 in blue and y = -x + 3 in orange, on the same axes."
    assert [q.function for q in read_requirements(d) if isinstance(q, PlotOf)] == [
        "x + 1",
        "-x + 3",
    ]
    for d in (
        "Write y = 2x + 1 at the top.",
        "Draw a line and write the equation y = 2x next to it.",
    ):
        assert not [q for q in read_requirements(d) if isinstance(q, PlotOf)]


SWAPPED = """from manim import *

class S(Scene):
    def construct(self):
        axes = Axes(x_range=[-3, 3, 1], y_range=[-1, 9, 1])
        line = axes.plot(lambda x: 2 * x, x_range=[-0.5, 3], color=RED)
        parabola = axes.plot(lambda x: x**2, x_range=[-3, 3], color=BLUE)
        self.play(Create(axes), Create(line), Create(parabola))
        self.wait()
"""


def test_swapped_colours_fail_and_are_fixed() -> None:
    """ "Plot y = 2x in blue, then y = x^2 in red" drawn with the colours swapped (judged-290):
    both fail, each names the colour and offers set_color on its curve; after the fix both pass.
    A curve of another function in the asked colour is named as such."""
    blue_line = PlotOf(function="2x", color="blue")
    red_parabola = PlotOf(function="x^2", color="red")
    r = render_code(SWAPPED, keep_outputs=False)
    assert r.ok, r.error_text()
    a, b = blue_line.check(r.trace), red_parabola.check(r.trace)
    assert (
        not a.ok
        and "not in blue" in a.message
        and a.fix == Placement(6, "set_color(BLUE)", why="in the colour the description asks")
    )
    assert not b.ok and "not in red" in b.message
    fixed, applied = apply(SWAPPED, [a.fix, b.fix])
    assert len(applied) == 2
    r2 = render_code(fixed, keep_outputs=False)
    assert r2.ok and blue_line.check(r2.trace).ok and red_parabola.check(r2.trace).ok
    cubic = PlotOf(function="x^3", color="red").check(r.trace)
    assert not cubic.ok and "No curve of y = x^3" in cubic.message
    assert "lambda x: x**3" in cubic.message
    assert PlotOf(function="x^2").check(r.trace).ok  # no colour asked: any colour


def test_a_crossing_named_by_its_x_needs_only_that_one() -> None:
    """ "Mark where they cross at x = 2 with a yellow dot" (judged-290): y = 2x and y = x^2 cross
    at x = 0 and x = 2; a dot at (2, 4) marks the one asked, where any crossing left bare failed
    before; a dot at the origin does not."""
    from server.faithful.requirements import MarkedPoint, Sel

    d = "Plot y = 2x and y = x^2 and mark where they cross at x = 2 with a yellow dot."
    (m,) = [q for q in read_requirements(d) if isinstance(q, MarkedPoint)]
    assert (m.feature, m.at_x) == ("crossing", 2.0)
    at = SWAPPED.replace(
        "        self.wait()\n",
        "        self.add(Dot(axes.c2p(X, Y), color=YELLOW))\n        self.wait()\n",
    )
    r = render_code(at.replace("X, Y", "2, 4"), keep_outputs=False)
    assert r.ok, r.error_text()
    assert m.check(r.trace).ok
    assert not MarkedPoint(a=Sel("dot", "yellow"), feature="crossing").check(r.trace).ok
    r0 = render_code(at.replace("X, Y", "0, 0"), keep_outputs=False)
    assert not m.check(r0.trace).ok
