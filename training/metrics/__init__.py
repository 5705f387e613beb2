"""The paper's metrics as pure functions over strings and arrays (rendering and caching elsewhere).

Code: ``codebleu_score``, ``CodeEmbedder`` / ``load_codebert``, ``cbb``.
Video: ``ssim_matrix``, ``s_ssim``, ``s_sem``, ``visual_similarity``, ``dtw_distance``.
"""

from __future__ import annotations

from training.metrics.clip import ClipEmbedder, load_clip, try_load_clip
from training.metrics.code import (
    CodeEmbedder,
    cbb,
    codebleu_parts,
    codebleu_score,
    load_codebert,
    try_load_codebert,
)
from training.metrics.dtw import dtw_distance, dtw_exact
from training.metrics.ssim import ssim_matrix, ssim_matrix_pairwise, ssim_pair
from training.metrics.visual import (
    normalize_rows,
    s_sem,
    s_ssim,
    s_ssim_from_matrix,
    visual_similarity,
)

__all__ = [
    "ClipEmbedder",
    "CodeEmbedder",
    "cbb",
    "codebleu_parts",
    "codebleu_score",
    "dtw_distance",
    "dtw_exact",
    "load_clip",
    "load_codebert",
    "normalize_rows",
    "s_sem",
    "s_ssim",
    "s_ssim_from_matrix",
    "ssim_matrix",
    "ssim_matrix_pairwise",
    "ssim_pair",
    "try_load_clip",
    "try_load_codebert",
    "visual_similarity",
]
