"""What a text or formula says (server/render/meaning.py) and the shape points form
(server/render/shapes.py): pure functions, checked on hand-made inputs."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from server.render.meaning import contains_meaning, meaning, numbers_in
from server.render.shapes import classify


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (r"A = \pi r^2", "A = pi r^2"),
        (r"A = \pi r^2", "A = π r²"),
        ("E = m c^2", "E = mc²"),
        (r"\frac{1}{2} + \frac{1}{3}", "1/2 + 1/3"),
        (r"\dfrac{a+b}{2}", "(a+b)/2"),
        (r"a \cdot b", "a * b"),
        (r"a \times b", "a × b"),
        (r"x \leq 3", "x ≤ 3"),
        (r"\text{Area} = 12", "Area = 12"),
        (r"180^\circ", "180 degrees"),
        (r"\sqrt{x^2 + 1}", "√(x^2+1)"),
        (r"\left( x \right)", "(x)"),
        (r"x_1", "x₁"),
    ],
)
def test_same_meaning(a: str, b: str) -> None:
    assert meaning(a) == meaning(b)


@pytest.mark.parametrize(("a", "b"), [("A = pi r^2", "A = pi r^3"), ("1/2", "1/3"), ("x+1", "x-1")])
def test_different_meaning(a: str, b: str) -> None:
    assert meaning(a) != meaning(b)


def test_contains_and_numbers() -> None:
    assert contains_meaning(r"e^{i\pi} + 1 = 0", "e^(i pi)") is False  # brackets are not braces
    assert contains_meaning(r"e^{i\pi} + 1 = 0", "+ 1 = 0")
    assert numbers_in(r"\frac{5}{6}") == pytest.approx([5 / 6])
    assert numbers_in("40%") == [40.0]
    assert numbers_in("x-2 = -3") == [2.0, -3.0]  # a difference, then minus three
    assert numbers_in("E = mc^2") == []  # an exponent states no number


def _poly(*pts: tuple[float, float], closed: bool = True) -> np.ndarray:
    """Straight cubic curves through the points (handles on the chords), as Manim stores them."""
    seq = list(pts) + ([pts[0]] if closed else [])
    out = []
    for (ax, ay), (bx, by) in itertools.pairwise(seq):
        for t in (0, 1 / 3, 2 / 3, 1):
            out.append([ax + t * (bx - ax), ay + t * (by - ay), 0.0])
    return np.array(out)


def test_polygons_lines_and_degenerate_points() -> None:
    assert classify(_poly((1, 1), (-1, 1), (-1, -1), (1, -1)))[0] == "square"
    assert classify(_poly((2, 1), (-2, 1), (-2, -1), (2, -1)))[0] == "rectangle"
    shape, geom = classify(_poly((0, 0), (3, 0), (0, 4)))
    assert shape == "triangle" and geom["vertices"] == [[0.0, 0.0], [3.0, 0.0], [0.0, 4.0]]
    shape, geom = classify(_poly((-1, 0), (0, 0), (1, 0), closed=False))  # collinear: one line
    assert shape == "line" and geom["ends"] == [[-1.0, 0.0], [1.0, 0.0]]
    hexagon = [(np.cos(a), np.sin(a)) for a in np.linspace(0, 2 * np.pi, 7)[:-1]]
    shape, geom = classify(_poly(*hexagon))
    assert shape == "polygon" and geom["n"] == 6
    assert classify(np.zeros((4, 3)))[0] is None
    assert classify(np.zeros((5, 3)))[0] is None


def test_circles_arcs_and_curves() -> None:
    ring = [(2 * np.cos(a), 2 * np.sin(a)) for a in np.linspace(0, 2 * np.pi, 41)[:-1]]
    shape, geom = classify(_poly(*ring))
    assert shape == "circle" and geom["radius"] == pytest.approx(2.0, abs=0.02)
    arc = [(np.cos(a), np.sin(a)) for a in np.linspace(0, np.pi / 2, 20)]
    shape, geom = classify(_poly(*arc, closed=False))
    assert shape == "arc" and geom["angle"] == pytest.approx(90, abs=1)
    wave = [(x, np.sin(x)) for x in np.linspace(-3, 3, 30)]
    shape, geom = classify(_poly(*wave, closed=False))
    assert shape == "curve" and len(geom["samples"]) <= 25
