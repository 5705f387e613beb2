"""Score generated code against reference code: render, sample frames, every metric of the paper.

Used by ``python -m training eval`` (one task at a time, with the agent's own final render) and by
the GRPO reward (a group of completions at once, rendered in parallel through the pool):

    scorer = Scorer(ReferenceCache(pool=pool), codebert=load_codebert(path), pool=pool)
    reports = scorer.score_many(completion_codes, [reference_code] * len(completion_codes))
    rewards = [0.2 * (r.cbb or 0.0) + 0.8 * (r.vs if r.vs is not None else r.vs_ssim) ...]

Metrics that need weights we do not have are None (CodeBERT -> ``codebert``/``cbb``, CLIP ->
``s_sem``/``vs``); ``vs_ssim`` (S_ssim alone) and CodeBLEU are always computed. When the reference
does not render, the visual metrics are None and ``reference_error`` says why.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np

from server.render import RenderPool, RenderResult, render_code, sample_frames
from server.settings import DEFAULTS
from training.metrics import (
    ClipEmbedder,
    CodeEmbedder,
    cbb,
    codebleu_parts,
    s_sem,
    s_ssim_from_matrix,
    ssim_matrix,
    visual_similarity,
)
from training.metrics.trace_sim import trace_sim
from training.refcache import Reference, ReferenceCache


@dataclass
class MetricReport:
    """Every metric for one generated program against its reference (None = not measurable)."""

    render_status: str  # the render's status, or "no_code" when nothing could be extracted
    codebleu: float
    codebleu_parts: dict[str, float]
    codebert: float | None  # None: no CodeBERT weights
    cbb: float | None  # sqrt(CodeBLEU * CodeBERT); None without CodeBERT
    vs_ssim: float | None  # S_ssim; 0 when the code does not render; None: reference unavailable
    s_sem: float | None  # None: no CLIP weights or reference unavailable
    vs: float | None  # sqrt(S_ssim * S_sem); 0 when the code does not render; None as s_sem
    frames: int = 0
    ref_frames: int = 0
    trace_sim: float | None = None  # None: no trace for the render or the reference
    reference_error: str | None = None
    error: str | None = None
    seconds: dict[str, float] = field(default_factory=dict)

    @property
    def rendered(self) -> bool:
        return self.render_status == "success"

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class _Rendered:
    status: str
    gray: np.ndarray | None = None
    rgb: np.ndarray | None = None
    error: str | None = None
    render_s: float = 0.0
    trace: Any = None  # the render's scene trace (server/render/trace.py)


def match_size(gray: np.ndarray, shape: tuple[int, ...]) -> np.ndarray:
    """Resize generated frames to the reference's size (only when a scene changed its resolution)."""
    if gray.shape[1:] == shape:
        return gray
    from PIL import Image

    h, w = shape
    return np.stack(
        [np.asarray(Image.fromarray(f).resize((w, h), Image.Resampling.BILINEAR)) for f in gray]
    )


class Scorer:
    """Computes MetricReports; renders generated code through ``pool`` when no render is given."""

    def __init__(
        self,
        refs: ReferenceCache,
        *,
        codebert: CodeEmbedder | None = None,
        clip: ClipEmbedder | None = None,
        pool: RenderPool | None = None,
        render_timeout: float = DEFAULTS["render_timeout"],
    ) -> None:
        self.refs = refs
        self.codebert = codebert
        self.clip = clip
        self.pool = pool if pool is not None else refs.pool
        self.render_timeout = render_timeout

    # -- public -------------------------------------------------------------------------------
    def score(
        self,
        code: str | None,
        reference_code: str,
        *,
        render: RenderResult | None = None,
    ) -> MetricReport:
        """Score one program; ``render`` is its render when the caller already has one."""
        rendered = self._frames_of(render) if render is not None else self._render(code)
        return self._metrics(code, reference_code, rendered)

    def score_many(
        self,
        codes: Sequence[str | None],
        reference_codes: Sequence[str],
        *,
        workers: int | None = None,
    ) -> list[MetricReport]:
        """Score a group (e.g. the G completions of one GRPO prompt); renders run in parallel."""
        if len(codes) != len(reference_codes):
            raise ValueError("one reference per generated program")
        n = max(1, workers or (self.pool.size if self.pool is not None else 2))
        with ThreadPoolExecutor(max_workers=n, thread_name_prefix="score") as ex:
            for ref in set(reference_codes):  # reference renders join the same queue
                ex.submit(self.refs.get, ref)
            renders = [ex.submit(self._render, c) for c in codes]
            return [
                self._metrics(c, r, fut.result())
                for c, r, fut in zip(codes, reference_codes, renders, strict=True)
            ]

    # -- internals ------------------------------------------------------------------------------
    def _render(self, code: str | None) -> _Rendered:
        if not code or not code.strip():
            return _Rendered("no_code", error="no code could be extracted")
        t0 = time.perf_counter()
        result = render_code(
            code,
            quality=self.refs.quality,
            timeout=self.render_timeout,
            pool=self.pool,
            layout=False,
        )
        try:
            out = self._frames_of(result)
        finally:
            result.cleanup()
        out.render_s = time.perf_counter() - t0
        return out

    def _frames_of(self, result: RenderResult) -> _Rendered:
        media = result.video or result.image
        if not result.ok or media is None:
            err = result.error.summary() if result.error else None
            return _Rendered(result.status, error=err, render_s=result.render_time)
        try:
            frames = sample_frames(media, fps=self.refs.fps)
        except Exception as exc:  # an unreadable output counts as a failed render
            return _Rendered("error", error=f"frames: {type(exc).__name__}: {exc}")
        rgb = frames.rgb if self.clip is not None else None
        return _Rendered(
            "success", frames.gray, rgb, render_s=result.render_time, trace=result.trace
        )

    def _metrics(self, code: str | None, reference_code: str, gen: _Rendered) -> MetricReport:
        seconds: dict[str, float] = {"render_s": round(gen.render_s, 3)}
        t0 = time.perf_counter()
        parts = codebleu_parts(code, reference_code)
        codebert = None
        if self.codebert is not None:
            codebert = self.codebert.similarity(code or "", reference_code)
        seconds["code_s"] = round(time.perf_counter() - t0, 3)
        report = MetricReport(
            render_status=gen.status,
            codebleu=parts["codebleu"],
            codebleu_parts=parts,
            codebert=codebert,
            cbb=cbb(parts["codebleu"], codebert) if codebert is not None else None,
            vs_ssim=None,
            s_sem=None,
            vs=None,
            frames=0 if gen.gray is None else len(gen.gray),
            error=gen.error,
            seconds=seconds,
        )
        ref = self.refs.get(reference_code)
        if ref is None:
            report.reference_error = self.refs.reason(reference_code) or "reference unavailable"
            return report
        self._visual(report, gen, ref)
        return report

    def _visual(self, report: MetricReport, gen: _Rendered, ref: Reference) -> None:
        ref_gray = ref.gray
        report.ref_frames = len(ref_gray)
        if gen.gray is None:  # the paper's rule: no video, no visual similarity
            report.vs_ssim = 0.0
            report.trace_sim = 0.0
            if self.clip is not None:
                report.s_sem, report.vs = 0.0, 0.0
            return
        t0 = time.perf_counter()
        matrix = ssim_matrix(match_size(gen.gray, ref_gray.shape[1:]), ref_gray)
        report.vs_ssim = s_ssim_from_matrix(matrix)
        report.seconds["ssim_s"] = round(time.perf_counter() - t0, 3)
        if gen.trace is not None:  # trace_sim: the scene traces compared (objects, animations)
            ref_trace = self.refs.trace_of(ref)
            if ref_trace is not None:
                report.trace_sim = trace_sim(gen.trace, ref_trace)
        if self.clip is not None and gen.rgb is not None:
            t0 = time.perf_counter()
            clip = self.clip
            emb_ref = ref.embeddings(clip.name, clip.embed)
            report.s_sem = s_sem(clip.embed(gen.rgb), emb_ref)
            report.vs = visual_similarity(report.vs_ssim, report.s_sem)
            report.seconds["sem_s"] = round(time.perf_counter() - t0, 3)
