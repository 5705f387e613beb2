"""Code similarity (paper section 3.2.1): CodeBLEU, CodeBERT similarity and CBB.

CodeBLEU comes from the ``codebleu`` package (Python grammar through tree-sitter-python 0.21).
CodeBERT similarity is the cosine of the attention-mask mean-pooled last hidden states of
microsoft/codebert-base, loaded only from a local path or the Hugging Face cache: nothing is
downloaded, and a checkpoint with missing weights is refused (random weights never become a metric).
"""

from __future__ import annotations

import logging
import math
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

log = logging.getLogger(__name__)

CODEBERT_ENV = "MANIM_AGENT_CODEBERT"
CODEBERT_REPO = "microsoft/codebert-base"


def codebleu_parts(generated: str | None, reference: str) -> dict[str, float]:
    """CodeBLEU and its four components (n-gram, weighted n-gram, syntax, data-flow match)."""
    names = ("codebleu", "ngram_match", "weighted_ngram_match", "syntax_match", "dataflow_match")
    if not generated or not generated.strip():
        return dict.fromkeys(names, 0.0)
    from codebleu import calc_codebleu

    r = calc_codebleu([reference], [generated], lang="python")
    return {
        "codebleu": float(r["codebleu"]),
        "ngram_match": float(r["ngram_match_score"]),
        "weighted_ngram_match": float(r["weighted_ngram_match_score"]),
        "syntax_match": float(r["syntax_match_score"]),
        "dataflow_match": float(r["dataflow_match_score"]),
    }


def codebleu_score(generated: str, reference: str) -> float:
    """CodeBLEU of ``generated`` against ``reference`` (0..1; 0 for empty code)."""
    return codebleu_parts(generated, reference)["codebleu"]


def unit(x: float) -> float:
    """A similarity clamped to [0, 1]; NaN or infinity counts as 0 (no evidence of similarity)."""
    if not math.isfinite(x):
        return 0.0
    return min(1.0, max(0.0, float(x)))


def cbb(codebleu: float, codebert: float) -> float:
    """CBB = sqrt(CodeBLEU · CodeBERT) (the paper's R_T); each factor clamped to [0, 1], so a
    negative cosine counts as 0. The evaluation and the GRPO reward both call this."""
    return math.sqrt(unit(codebleu) * unit(codebert))


class CodeEmbedder:
    """A transformer encoder whose attention-mask mean-pooled last hidden state embeds code."""

    def __init__(
        self, model: Any, tokenizer: Any, *, name: str = "codebert", max_length: int = 512
    ) -> None:
        self.model = model.eval()
        self.tokenizer = tokenizer
        self.name = name
        self.max_length = max_length

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """N x D embeddings; code longer than ``max_length`` tokens is truncated (as CodeBERT is)."""
        import torch

        enc = self.tokenizer(
            list(texts),
            padding=True,
            truncation=True,
            max_length=self.max_length,
            return_tensors="pt",
        )
        with torch.inference_mode():
            out = self.model(input_ids=enc["input_ids"], attention_mask=enc["attention_mask"])
        hidden = out.last_hidden_state
        mask = enc["attention_mask"].unsqueeze(-1).to(hidden.dtype)
        pooled = (hidden * mask).sum(dim=1) / mask.sum(dim=1).clamp(min=1.0)
        return np.asarray(pooled.float().cpu().numpy(), dtype=np.float64)

    def similarity(self, a: str, b: str) -> float:
        """Cosine similarity of the two embeddings."""
        if not a.strip() or not b.strip():
            return 0.0
        e = self.embed([a, b])
        denom = float(np.linalg.norm(e[0]) * np.linalg.norm(e[1]))
        return float(np.dot(e[0], e[1]) / denom) if denom > 0 else 0.0


def _hf_cache_has(repo: str) -> bool:
    try:
        from huggingface_hub import constants
    except ImportError:
        return False
    return (Path(constants.HF_HUB_CACHE) / ("models--" + repo.replace("/", "--"))).is_dir()


def try_load_codebert(
    path: str | os.PathLike[str] | None = None,
) -> tuple[CodeEmbedder | None, str]:
    """(embedder, "") or (None, why not). Looks at ``path``, $MANIM_AGENT_CODEBERT, the HF cache."""
    source: str | None = str(path) if path else os.environ.get(CODEBERT_ENV) or None
    if source is not None and not Path(source).expanduser().exists():
        return None, f"CodeBERT weights not found at {source}"
    if source is None:
        if not _hf_cache_has(CODEBERT_REPO):
            return None, (
                f"CodeBERT weights absent (no --codebert PATH, ${CODEBERT_ENV} unset, "
                f"{CODEBERT_REPO} not in the Hugging Face cache)"
            )
        source = CODEBERT_REPO
    else:
        source = str(Path(source).expanduser())
    try:
        from transformers import AutoModel, AutoTokenizer
    except ImportError:
        return None, "CodeBERT needs transformers and torch: pip install -e '.[train]'"
    try:
        tokenizer = AutoTokenizer.from_pretrained(source, local_files_only=True)
        model, info = AutoModel.from_pretrained(
            source, local_files_only=True, output_loading_info=True
        )
    except (OSError, ValueError) as exc:
        return None, f"CodeBERT could not be loaded from {source}: {exc}"
    missing = [k for k in info.get("missing_keys", []) if not k.startswith("pooler.")]
    if missing:
        return None, (
            f"CodeBERT checkpoint at {source} lacks {len(missing)} weights "
            f"(e.g. {missing[0]}); refusing randomly initialised layers"
        )
    return CodeEmbedder(model, tokenizer, name="codebert"), ""


def load_codebert(path: str | os.PathLike[str] | None = None) -> CodeEmbedder | None:
    """The CodeBERT embedder, or None (the reason is logged) when its weights are absent."""
    embedder, reason = try_load_codebert(path)
    if embedder is None:
        log.warning("%s", reason)
    return embedder
