"""Visual similarity (paper section 3.2.2): S_ssim, S_sem and VS, pure functions over arrays.

S_ssim: the SSIM matrix S' (T x T^) between the generated (rows) and reference (columns)
grayscale frames; S_gen = the row maxima (each generated frame's best match), S_ref = the column
maxima; ``S_ssim = exp(-5 · DTW_euclidean(S_gen, S_ref) / max(T, T^))``.
S_sem: L2-normalised image embeddings; ``S_sem = exp(-DTW_{1-<e,e^>}(E, E^) / max(T, T^))``.
VS = sqrt(S_ssim · S_sem); 0 when the generated code does not render.
"""

from __future__ import annotations

import math

import numpy as np

from training.metrics.code import unit
from training.metrics.dtw import dtw_distance
from training.metrics.ssim import ssim_matrix

SSIM_K = 5.0


def s_ssim_from_matrix(matrix: np.ndarray, k: float = SSIM_K) -> float:
    """S_ssim from a precomputed T x T^ SSIM matrix (generated frames on the rows)."""
    m = np.asarray(matrix, dtype=np.float64)
    if m.ndim != 2 or 0 in m.shape:
        raise ValueError(f"expected a non-empty T x T^ matrix, got shape {m.shape}")
    s_gen = m.max(axis=1)  # best reference match of each generated frame
    s_ref = m.max(axis=0)  # best generated match of each reference frame
    distance = dtw_distance(s_gen, s_ref, metric="euclidean")
    return math.exp(-k * distance / max(m.shape))


def s_ssim(gray_a: np.ndarray, gray_b: np.ndarray) -> float:
    """Structural similarity of two videos (T x H x W uint8 each; ``gray_a`` the generated one)."""
    return s_ssim_from_matrix(ssim_matrix(gray_a, gray_b))


def normalize_rows(emb: np.ndarray) -> np.ndarray:
    """L2-normalise each row (a zero row stays zero)."""
    e = np.asarray(emb, dtype=np.float64)
    norms = np.linalg.norm(e, axis=-1, keepdims=True)
    return np.asarray(e / np.where(norms == 0, 1.0, norms), dtype=np.float64)


def s_sem(emb_a: np.ndarray, emb_b: np.ndarray) -> float:
    """Semantic similarity of two videos from per-frame image embeddings (T x D, T^ x D)."""
    a, b = normalize_rows(emb_a), normalize_rows(emb_b)
    distance = dtw_distance(a, b, metric="cosine")
    return math.exp(-distance / max(len(a), len(b)))


def visual_similarity(s_ssim_value: float, s_sem_value: float) -> float:
    """VS = sqrt(S_ssim · S_sem) (the paper's R_V), each factor clamped to [0, 1]. The evaluation
    and the GRPO reward both call this."""
    return math.sqrt(unit(s_ssim_value) * unit(s_sem_value))
