"""Dynamic time warping over frame sequences: fastdtw (the paper's choice) and an exact reference."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

DistFn = Callable[[Any, Any], float]


def _abs_diff(a: float, b: float) -> float:
    return abs(float(a) - float(b))


def _euclidean(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.linalg.norm(np.atleast_1d(a) - np.atleast_1d(b)))


def _cosine(a: np.ndarray, b: np.ndarray) -> float:
    return 1.0 - float(np.dot(a, b))


def _prepare(a: Any, b: Any, metric: str) -> tuple[np.ndarray, np.ndarray, DistFn]:
    x = np.asarray(a, dtype=np.float64)
    y = np.asarray(b, dtype=np.float64)
    if x.shape[0] == 0 or y.shape[0] == 0:
        raise ValueError("DTW needs two non-empty sequences")
    if x.ndim != y.ndim or x.shape[1:] != y.shape[1:]:
        raise ValueError(f"sequence elements differ in shape: {x.shape[1:]} vs {y.shape[1:]}")
    if metric == "euclidean":
        return x, y, (_abs_diff if x.ndim == 1 else _euclidean)
    if metric == "cosine":
        if x.ndim != 2:
            raise ValueError("cosine DTW needs T x D embeddings")
        return x, y, _cosine
    raise ValueError(f"unknown DTW metric {metric!r}; use 'euclidean' or 'cosine'")


def dtw_distance(a: Any, b: Any, metric: str = "euclidean", radius: int = 1) -> float:
    """fastdtw's accumulated cost between two sequences (scalars or vectors).

    ``metric``: "euclidean" (|a - b| for scalars, the L2 norm for vectors) or "cosine"
    (``1 - <a, b>``, for L2-normalised embeddings: the paper's S_sem distance). fastdtw is exact
    for sequences shorter than ``radius + 2`` and a close approximation beyond; ``radius=1`` is
    the library default, which the paper used.
    """
    from fastdtw import fastdtw

    x, y, dist = _prepare(a, b, metric)
    distance, _path = fastdtw(x, y, radius=radius, dist=dist)
    return float(distance)


def dtw_exact(a: Any, b: Any, metric: str = "euclidean") -> float:
    """The exact O(T·T^) DTW cost (the textbook recursion), for tests and checks."""
    x, y, dist = _prepare(a, b, metric)
    n, m = len(x), len(y)
    acc = np.full((n + 1, m + 1), np.inf)
    acc[0, 0] = 0.0
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            acc[i, j] = dist(x[i - 1], y[j - 1]) + min(
                acc[i - 1, j], acc[i, j - 1], acc[i - 1, j - 1]
            )
    return float(acc[n, m])
