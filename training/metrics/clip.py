"""CLIP ViT-L/14 image embeddings for S_sem, through open_clip, from a local checkpoint only.

open_clip is an optional dependency (it pulls a large torchvision build) and no weights are
downloaded: ``try_load_clip`` returns None with the reason when either is missing.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any

import numpy as np

from training.metrics.visual import normalize_rows

log = logging.getLogger(__name__)

CLIP_ENV = "MANIM_AGENT_CLIP"
CLIP_MODEL = "ViT-L-14"


class ClipEmbedder:
    """Embeds RGB frames (T x H x W x 3 uint8) into L2-normalised T x D vectors."""

    def __init__(
        self, model: Any, preprocess: Any, *, name: str = "clip-vit-l-14", batch_size: int = 16
    ) -> None:
        self.model = model.eval()
        self.preprocess = preprocess
        self.name = name
        self.batch_size = batch_size

    def embed(self, rgb: np.ndarray) -> np.ndarray:
        import torch
        from PIL import Image

        out = []
        for start in range(0, len(rgb), self.batch_size):
            batch = torch.stack(
                [self.preprocess(Image.fromarray(f)) for f in rgb[start : start + self.batch_size]]
            )
            with torch.inference_mode():
                out.append(self.model.encode_image(batch).float().cpu().numpy())
        return normalize_rows(np.concatenate(out))


def try_load_clip(path: str | os.PathLike[str] | None = None) -> tuple[ClipEmbedder | None, str]:
    """(embedder, "") or (None, why not). ``path``: an open_clip ViT-L-14 checkpoint file."""
    source = str(path) if path else os.environ.get(CLIP_ENV) or None
    if source is None:
        return None, f"CLIP ViT-L/14 weights absent (no --clip PATH, ${CLIP_ENV} unset)"
    checkpoint = Path(source).expanduser()
    if not checkpoint.is_file():
        return None, f"CLIP checkpoint not found at {checkpoint}"
    try:
        import open_clip
    except ImportError:
        return None, "open_clip is not installed (pip install open_clip_torch)"
    try:
        model, _, preprocess = open_clip.create_model_and_transforms(
            CLIP_MODEL, pretrained=str(checkpoint)
        )
    except (OSError, RuntimeError, ValueError) as exc:  # strict loading: no random layers
        return None, f"CLIP could not be loaded from {checkpoint}: {exc}"
    return ClipEmbedder(model, preprocess), ""


def load_clip(path: str | os.PathLike[str] | None = None) -> ClipEmbedder | None:
    """The CLIP embedder, or None (the reason is logged) when open_clip or the weights are absent."""
    embedder, reason = try_load_clip(path)
    if embedder is None:
        log.warning("%s", reason)
    return embedder
