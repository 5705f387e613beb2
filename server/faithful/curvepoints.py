"""The points of a plotted curve a description may ask to mark: its roots, where two curves
cross, its highest and lowest points, where it meets the y-axis.

"Mark the two roots with white dots" is met only when the dots sit where the curve crosses the
x-axis, which the trace does not say: it gives a curve's seen points (``geom.samples``, up to 25
along it; a straight one's ``ends``) and an Axes' scene points of 0 and 1 on each axis
(``geom.axis``). This module works those points out from them, by geometry alone: a sign change
of the height above the x-axis between two samples (a sample on the axis counts), two curves'
polylines crossing, a sample higher (lower) than both neighbours refined by the parabola through
the three. Pure functions of point lists; the ``marked`` requirement
(``requirements.MarkedPoint``) picks the curves and the markers from a trace.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

Point = tuple[float, float]

FEATURES = ("roots", "crossing", "maximum", "minimum", "extremum", "y_intercept")
#: a feature closer than this (scene units) to another is the same one (a root on a sample)
SAME = 0.2
#: two curves crossing more often than this overlap (a curve drawn twice): no crossing is read
MAX_CROSSINGS = 6


class AxesFrame:
    """An Axes' coordinates: scene point ``origin + x * ux + y * uy`` for the value (x, y)."""

    def __init__(self, origin: Point, x1: Point, y1: Point) -> None:
        self.o = origin
        self.ux = (x1[0] - origin[0], x1[1] - origin[1])
        self.uy = (y1[0] - origin[0], y1[1] - origin[1])
        self.det = self.ux[0] * self.uy[1] - self.ux[1] * self.uy[0]

    @classmethod
    def from_axis(cls, axis: dict[str, Sequence[float]] | None) -> AxesFrame | None:
        """From a trace's ``geom.axis``; None without both unit points or for a flat axis."""
        if not axis or axis.get("x1") is None or axis.get("y1") is None:
            return None
        o, x1, y1 = axis.get("origin") or (0.0, 0.0), axis["x1"], axis["y1"]
        frame = cls((float(o[0]), float(o[1])), (float(x1[0]), float(x1[1])),
                    (float(y1[0]), float(y1[1])))  # fmt: skip
        return frame if abs(frame.det) > 1e-9 else None

    def value(self, p: Point) -> Point:
        """The axes' (x, y) at scene point ``p``."""
        dx, dy = p[0] - self.o[0], p[1] - self.o[1]
        return (
            (dx * self.uy[1] - dy * self.uy[0]) / self.det,
            (self.ux[0] * dy - self.ux[1] * dx) / self.det,
        )

    def scene(self, v: Point) -> Point:
        """The scene point of the axes' value ``v``."""
        return (
            self.o[0] + v[0] * self.ux[0] + v[1] * self.uy[0],
            self.o[1] + v[0] * self.ux[1] + v[1] * self.uy[1],
        )


def _dedupe(points: list[Point]) -> list[Point]:
    out: list[Point] = []
    for p in points:
        if all(math.dist(p, q) >= SAME for q in out):
            out.append(p)
    return out


def _zeros(pts: Sequence[Point], coord: int, frame: AxesFrame) -> list[Point] | None:
    """Scene points where a curve's axes coordinate ``coord`` (1: y, 0: x) is 0; None where the
    curve lies along that axis (every point on it: no single crossing to mark)."""
    vals = [frame.value(p) for p in pts]
    other = 1 - coord
    span = max(v[coord] for v in vals) - min(v[coord] for v in vals)
    eps = max(0.02 * span, 1e-6)
    if all(abs(v[coord]) <= eps for v in vals):
        return None
    found: list[Point] = []
    for a, b in itertools.pairwise(vals):
        if abs(a[coord]) <= eps:
            found.append(a)
        elif abs(b[coord]) > eps and a[coord] * b[coord] < 0:
            t = a[coord] / (a[coord] - b[coord])
            mid = [0.0, 0.0]
            mid[coord] = 0.0
            mid[other] = a[other] + t * (b[other] - a[other])
            found.append((mid[0], mid[1]))
    if abs(vals[-1][coord]) <= eps:
        found.append(vals[-1])
    return _dedupe([frame.scene(v) for v in found])


def roots(pts: Sequence[Point], frame: AxesFrame) -> list[Point] | None:
    """Where the curve through ``pts`` (scene points) meets the x-axis, as scene points."""
    return _zeros(pts, 1, frame)


def y_intercepts(pts: Sequence[Point], frame: AxesFrame) -> list[Point] | None:
    """Where the curve meets the y-axis, as scene points."""
    return _zeros(pts, 0, frame)


def extrema(pts: Sequence[Point], kind: str, frame: AxesFrame | None = None) -> list[Point]:
    """A curve's interior highest (``maximum``), lowest (``minimum``) or both (``extremum``)
    points, in the axes' y where there are axes (the screen's otherwise). An end of the drawn
    range is no extremum: the curve goes on past it."""
    vals = [frame.value(p) for p in pts] if frame else [tuple(p) for p in pts]
    found: list[Point] = []
    for i in range(1, len(vals) - 1):
        (x0, y0), (x1, y1), (x2, y2) = vals[i - 1], vals[i], vals[i + 1]
        is_max = y1 >= y0 and y1 >= y2 and (y1 > y0 or y1 > y2)
        is_min = y1 <= y0 and y1 <= y2 and (y1 < y0 or y1 < y2)
        if not ((is_max and kind in ("maximum", "extremum"))
                or (is_min and kind in ("minimum", "extremum"))):  # fmt: skip
            continue
        found.append(_vertex((x0, y0), (x1, y1), (x2, y2)))
    pts_out = [frame.scene(v) for v in found] if frame else found
    return _dedupe(pts_out)


def _vertex(a: Point, b: Point, c: Point) -> Point:
    """The top (or bottom) of the parabola through three points, else the middle point."""
    (x0, y0), (x1, y1), (x2, y2) = a, b, c
    denom = (x0 - x1) * (x0 - x2) * (x1 - x2)
    if abs(denom) < 1e-12:
        return b
    ca = (x2 * (y1 - y0) + x1 * (y0 - y2) + x0 * (y2 - y1)) / denom
    cb = (x2 * x2 * (y0 - y1) + x1 * x1 * (y2 - y0) + x0 * x0 * (y1 - y2)) / denom
    if abs(ca) < 1e-12:
        return b
    xv = -cb / (2 * ca)
    if not min(x0, x2) <= xv <= max(x0, x2):
        return b
    cc = y1 - ca * x1 * x1 - cb * x1
    return xv, ca * xv * xv + cb * xv + cc


def _cross(p: Point, q: Point, r: Point, s: Point) -> Point | None:
    """Where segments p-q and r-s meet (ends included), or None."""
    d = (q[0] - p[0]) * (s[1] - r[1]) - (q[1] - p[1]) * (s[0] - r[0])
    if abs(d) < 1e-12:
        return None
    t = ((r[0] - p[0]) * (s[1] - r[1]) - (r[1] - p[1]) * (s[0] - r[0])) / d
    u = ((r[0] - p[0]) * (q[1] - p[1]) - (r[1] - p[1]) * (q[0] - p[0])) / d
    if -1e-9 <= t <= 1 + 1e-9 and -1e-9 <= u <= 1 + 1e-9:
        return p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])
    return None


def crossings(a: Sequence[Point], b: Sequence[Point]) -> list[Point] | None:
    """Where two polylines cross, as scene points; None where they overlap (more than
    ``MAX_CROSSINGS`` crossings: one curve drawn over the other)."""
    found = [
        x
        for (p, q), (r, s) in itertools.product(itertools.pairwise(a), itertools.pairwise(b))
        if (x := _cross(p, q, r, s)) is not None
    ]
    out = _dedupe(found)
    return None if len(out) > MAX_CROSSINGS else out
