"""The shape a mobject's points form, decided by geometry, not by its Python class.

After ``Transform(circle, square)`` the mobject is still a ``Circle`` to Python, and a square to the
viewer. ``classify(points)`` reads a VMobject's cubic Bezier points (groups of four: anchor,
handle, handle, anchor) and names what they draw: ``line``, ``polyline``, ``triangle``, ``square``,
``rectangle``, ``polygon`` (with its number of sides), ``circle``, ``arc``, ``ellipse``, ``curve``
(open) or ``closed_curve``; None where it cannot tell (several separate pieces, 3-D points, too few
points). The geometry it returns (``vertices``, ``ends``, ``radius``, ``samples``) is what the
checks measure labels and paths against. Pure numpy; the tracer calls it inside the render child.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

MAX_CURVES = 400  # longer paths are thinned before classifying
MAX_SAMPLES = 24  # points kept along a curve
MAX_SIDES = 12  # a closed straight path with more corners is read as a curve (a circle, maybe)
MAX_BENDS = 8  # likewise an open one (a plotted function)
DIGITS = 4


def _r(x: float) -> float:
    return round(float(x), DIGITS)


def _pt(p: Any) -> list[float]:
    return [_r(p[0]), _r(p[1])]


def _subpaths(curves: np.ndarray, tol: float) -> list[np.ndarray]:
    """Split an (n, 4, 2) array of cubic curves where one curve does not start at the last end."""
    out: list[np.ndarray] = []
    start = 0
    for i in range(1, len(curves)):
        if np.linalg.norm(curves[i, 0] - curves[i - 1, 3]) > tol:
            out.append(curves[start:i])
            start = i
    out.append(curves[start:])
    return out


def _straight(c: np.ndarray, tol: float) -> bool:
    """Whether one cubic curve is a straight segment (its handles on the chord)."""
    a, b = c[0], c[3]
    d = b - a
    n = float(np.hypot(d[0], d[1]))
    if n < tol:
        return bool(np.all(np.linalg.norm(c - a, axis=1) < tol))
    for h in (c[1], c[2]):
        cross = abs(d[0] * (h[1] - a[1]) - d[1] * (h[0] - a[0])) / n
        if cross > tol:
            return False
    return True


def _corners(points: list[np.ndarray], closed: bool, tol: float) -> list[np.ndarray]:
    """The polyline's vertices: repeated points and points on a straight run dropped."""
    pts: list[np.ndarray] = []
    for p in points:
        if not pts or np.linalg.norm(p - pts[-1]) > tol:
            pts.append(p)
    if closed and len(pts) > 1 and np.linalg.norm(pts[0] - pts[-1]) <= tol:
        pts.pop()
    changed = True
    while changed and len(pts) > 2:
        changed = False
        n = len(pts)
        for i in range(n if closed else n - 2):
            a, b, c = (
                pts[i - 1 if closed else i],
                pts[i if closed else i + 1],
                pts[(i + 1) % n if closed else i + 2],
            )
            u, v = b - a, c - b
            nu, nv = np.hypot(*u), np.hypot(*v)
            if nu < tol or nv < tol:
                continue
            if (
                abs(u[0] * v[1] - u[1] * v[0]) / (nu * nv) < math.sin(math.radians(2))
                and float(np.dot(u, v)) > 0
            ):
                pts.pop(i if closed else i + 1)
                changed = True
                break
    return pts


def _bezier(curves: np.ndarray, ts: tuple[float, ...]) -> np.ndarray:
    out = []
    for c in curves:
        for t in ts:
            s = 1 - t
            out.append(s**3 * c[0] + 3 * s * s * t * c[1] + 3 * s * t * t * c[2] + t**3 * c[3])
    return np.array(out)


def _circle_fit(p: np.ndarray) -> tuple[float, float, float, float]:
    """Least-squares circle through points: centre x, y, radius, worst relative miss."""
    x, y = p[:, 0], p[:, 1]
    a = np.column_stack([x, y, np.ones_like(x)])
    b = x * x + y * y
    sol, *_ = np.linalg.lstsq(a, b, rcond=None)
    cx, cy = sol[0] / 2, sol[1] / 2
    r2 = sol[2] + cx * cx + cy * cy
    if r2 <= 0:
        return cx, cy, 0.0, math.inf
    r = math.sqrt(r2)
    miss = float(np.max(np.abs(np.hypot(x - cx, y - cy) - r))) / max(r, 1e-9)
    return float(cx), float(cy), r, miss


def _polygon_name(vs: list[np.ndarray], tol: float) -> str:
    n = len(vs)
    if n == 3:
        return "triangle"
    if n == 4:
        sides = [float(np.hypot(*(vs[(i + 1) % 4] - vs[i]))) for i in range(4)]
        right = all(
            abs(float(np.dot(vs[(i + 1) % 4] - vs[i], vs[(i + 2) % 4] - vs[(i + 1) % 4])))
            <= 0.03 * sides[i] * sides[(i + 1) % 4]
            for i in range(4)
        )
        if right:
            return "square" if max(sides) - min(sides) <= 0.03 * max(sides) + tol else "rectangle"
    return "polygon"


def _samples(p: np.ndarray) -> list[list[float]]:
    step = max(1, math.ceil(len(p) / MAX_SAMPLES))
    idx = list(range(0, len(p), step))
    if idx[-1] != len(p) - 1:
        idx.append(len(p) - 1)
    return [_pt(p[i]) for i in idx]


def classify(points: Any) -> tuple[str | None, dict[str, Any]]:
    """(shape, geometry) of one VMobject's own points (an (n, 3) array); (None, {}) if unclear.

    Geometry: ``vertices`` (polygons, polylines), ``ends`` (open paths: first and last point),
    ``radius`` and ``centre`` (circles, arcs), ``angle`` (an arc's sweep in degrees),
    ``samples`` (points along a curve)."""
    pts = np.asarray(points, dtype=float)
    if pts.ndim != 2 or len(pts) < 4 or len(pts) % 4 or pts.shape[1] < 2:
        return None, {}
    if pts.shape[1] > 2 and float(np.ptp(pts[:, 2])) > 0.05:
        return None, {}
    curves = pts[:, :2].reshape(-1, 4, 2)
    span = float(np.max(np.ptp(curves.reshape(-1, 2), axis=0)))
    if span < 1e-6:
        return None, {}
    tol = max(1e-4, 1e-3 * span)
    lengths = np.linalg.norm(curves[:, 3] - curves[:, 0], axis=1) + np.linalg.norm(
        curves[:, 1] - curves[:, 0], axis=1
    )
    curves = curves[lengths > tol / 10]  # zero-length filler curves
    if len(curves) == 0:
        return None, {}
    if len(curves) > MAX_CURVES:
        curves = curves[:: math.ceil(len(curves) / MAX_CURVES)]
    subs = _subpaths(curves, 10 * tol)
    if len(subs) != 1:
        return None, {}
    closed = bool(np.linalg.norm(curves[0, 0] - curves[-1, 3]) <= 10 * tol)
    if all(_straight(c, tol) for c in curves):
        anchors = [curves[0, 0]] + [c[3] for c in curves]
        vs = _corners(anchors, closed, 10 * tol)
        if len(vs) > (MAX_SIDES if closed else MAX_BENDS):
            return _curved(np.array(anchors), closed, tol)  # a plotted curve made of segments
        if closed and len(vs) >= 3:
            name = _polygon_name(vs, tol)
            geom: dict[str, Any] = {"vertices": [_pt(v) for v in vs]}
            if name == "polygon":
                geom["n"] = len(vs)
            return name, geom
        if len(vs) == 2:
            return "line", {"ends": [_pt(vs[0]), _pt(vs[1])]}
        return "polyline", {"vertices": [_pt(v) for v in vs], "ends": [_pt(vs[0]), _pt(vs[-1])]}
    dense = _bezier(curves, (0.0, 0.25, 0.5, 0.75))
    return _curved(np.vstack([dense, curves[-1, 3:4]]), closed, tol)


def _curved(dense: np.ndarray, closed: bool, tol: float) -> tuple[str | None, dict[str, Any]]:
    """Circle, arc, ellipse or a free curve, from points along the path."""
    cx, cy, r, miss = _circle_fit(dense)
    if miss < 0.02 and r > 0:
        geom = {"centre": [_r(cx), _r(cy)], "radius": _r(r)}
        if closed:
            return "circle", geom
        a0 = math.atan2(dense[0, 1] - cy, dense[0, 0] - cx)
        angles = np.unwrap(np.arctan2(dense[:, 1] - cy, dense[:, 0] - cx))
        geom["angle"] = _r(math.degrees(float(angles[-1]) - a0))
        geom["ends"] = [_pt(dense[0]), _pt(dense[-1])]
        return "arc", geom
    if closed:
        lo, hi = dense.min(axis=0), dense.max(axis=0)
        c, half = (lo + hi) / 2, (hi - lo) / 2
        if min(half) > tol:
            e = ((dense[:, 0] - c[0]) / half[0]) ** 2 + ((dense[:, 1] - c[1]) / half[1]) ** 2
            if float(np.max(np.abs(e - 1))) < 0.05:
                return "ellipse", {"centre": _pt(c), "radii": [_r(half[0]), _r(half[1])]}
        return "closed_curve", {"samples": _samples(dense)}
    return "curve", {"ends": [_pt(dense[0]), _pt(dense[-1])], "samples": _samples(dense)}
