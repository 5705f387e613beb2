"""The reward's real measurer: the evaluation harness (issue 7) rendering through the worker pool.

Completions render in parallel in a :class:`server.render.RenderPool`; references come from the
shared :class:`training.refcache.ReferenceCache` (rendered once per machine). CodeBERT and CLIP
load only from local weights; without them the reward runs on CodeBLEU and S_ssim alone, and
:attr:`HarnessMeasurer.notes` says so (logged, and written into the GRPO stage's summary).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from training.config import RewardSettings
from training.rewards import Scored

log = logging.getLogger(__name__)


class HarnessMeasurer:
    """Implements :class:`training.rewards.Measurer` with ``training.scoring.Scorer``."""

    def __init__(self, settings: RewardSettings, pool: Any = None) -> None:
        from server.render import RenderPool
        from training.metrics import try_load_clip, try_load_codebert
        from training.refcache import ReferenceCache
        from training.scoring import Scorer

        self.settings = settings
        self._own_pool = pool is None
        self.pool = pool if pool is not None else RenderPool(settings.pool_size or None)
        codebert, why_codebert = try_load_codebert(settings.codebert_path or None)
        clip, why_clip = try_load_clip(settings.clip_path or None)
        self.has_codebert = codebert is not None
        self.has_clip = clip is not None
        self.notes: list[str] = []
        if codebert is None:
            self.notes.append(f"R_T = CodeBLEU alone: {why_codebert}")
        if clip is None:
            self.notes.append(f"R_V = S_ssim alone: {why_clip}")
        for note in self.notes:
            log.warning("reward deviation from the paper: %s", note)
        refs = ReferenceCache(
            root=Path(settings.reference_cache).expanduser() if settings.reference_cache else None,
            fps=settings.fps,
            quality=settings.quality,
            pool=self.pool,
        )
        self.refs = refs
        self.scorer = Scorer(
            refs,
            codebert=codebert,
            clip=clip,
            pool=self.pool,
            render_timeout=settings.render_timeout,
        )

    def measure(self, codes: Sequence[str], references: Sequence[str]) -> list[Scored]:
        reports = self.scorer.score_many(list(codes), list(references))
        out: list[Scored] = []
        for code, r in zip(codes, reports, strict=True):
            s = Scored(
                code=code,
                rendered=r.rendered,
                status=r.render_status,
                codebleu=float(r.codebleu),
                codebert=r.codebert,
                s_ssim=r.vs_ssim if r.rendered else None,
                s_sem=r.s_sem if r.rendered else None,
                error=r.error or "",
            )
            if r.reference_error:
                s.status, s.error, s.s_ssim, s.s_sem = (
                    "reference_failed",
                    r.reference_error,
                    None,
                    None,
                )
            out.append(s)
        return out

    def prefetch(self, references: Sequence[str]) -> None:
        """Render every reference before training so the first steps do not wait on them."""
        self.refs.prefetch(references)

    def close(self) -> None:
        if self._own_pool:
            self.pool.shutdown()
