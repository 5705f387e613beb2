"""The reward's real measurer: the evaluation harness (issue 7) rendering through the worker pool.

Completions render in parallel in a :class:`server.render.RenderPool`; references come from the
shared :class:`training.refcache.ReferenceCache` (rendered once per machine). CodeBERT and CLIP
load only from local weights; without them the reward runs on CodeBLEU and S_ssim alone, and
:attr:`HarnessMeasurer.notes` says so (logged, and written into the GRPO stage's summary).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
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


# --- the trace-judged reward (the llama.cpp GRPO loop) -------------------------------------------
@dataclass(frozen=True)
class Task:
    """What a completion is judged against: its description, the description's hand-written
    requirements (the JSON form; () = the rule reader's), and a reference program ("" = none)."""

    description: str
    requirements: tuple[dict[str, Any], ...] = ()
    reference: str = ""


def apply_verdict(s: Scored, verdict: Any) -> Scored:
    """Carry a trace verdict (``server.faithful.loop.Verdict``) into the scored record: how many
    requirements the description states and how many are met, and the generic error findings."""
    unmet = list(getattr(verdict, "unmet", []))
    n_req = int(getattr(verdict, "requirements", 0))
    unmet_req = sum(1 for u in unmet if getattr(u, "source", "") == "requirement")
    s.requirements = n_req
    s.requirements_met = max(0, n_req - unmet_req)
    s.generic_errors = sum(1 for u in unmet if getattr(u, "source", "") == "generic")
    return s


def task_requirements(task: Task) -> list[Any]:
    """The task's hand-written requirements, else the rule reader's reading of its description."""
    if task.requirements:
        from server.faithful.requirements import requirement_from_dict

        return [requirement_from_dict(r) for r in task.requirements]
    from server.faithful.loop import read_requirements

    return read_requirements(task.description) or []


class TraceMeasurer:
    """Renders each completion once in the sandboxed pool with the scene trace on, judges the
    trace against the description (``server.faithful.loop.assess``: generic findings and the
    requirements), and, where the task has a reference and the paper's weights are not 0, adds
    the unified reward's metrics from the same render (``training.scoring.Scorer``)."""

    def __init__(self, settings: RewardSettings, pool: Any = None) -> None:
        from server.render import RenderPool

        self.settings = settings
        self._own_pool = pool is None
        self.pool = pool if pool is not None else RenderPool(settings.pool_size or None)
        self.notes: list[str] = []
        self._harness: HarnessMeasurer | None = None
        if settings.text_weight > 0 or settings.visual_weight > 0:
            self._harness = HarnessMeasurer(settings, pool=self.pool)
            self.notes = list(self._harness.notes)

    def measure_tasks(self, codes: Sequence[str | None], tasks: Sequence[Task]) -> list[Scored]:
        if len(codes) != len(tasks):
            raise ValueError("one task per completion")
        from concurrent.futures import ThreadPoolExecutor

        n = max(1, int(getattr(self.pool, "size", 2) or 2))
        with ThreadPoolExecutor(max_workers=n, thread_name_prefix="judge") as ex:
            return list(ex.map(self._one, codes, tasks))

    def _one(self, code: str | None, task: Task) -> Scored:
        from server.faithful.loop import assess
        from server.render import render_code

        has_ref = bool(task.reference) and self._harness is not None
        if code is None:
            return Scored(code=None, has_reference=has_ref)
        try:
            render = render_code(
                code,
                quality=self.settings.quality,
                timeout=self.settings.render_timeout,
                pool=self.pool,
                layout=False,
                trace=True,
            )
        except Exception as exc:  # a pool failure scores as a failed render, never ends a run
            return Scored(code=code, status="error", error=str(exc), has_reference=has_ref)
        try:
            s = Scored(code=code, rendered=render.ok, status=render.status, has_reference=has_ref)
            if not render.ok and render.error is not None:
                s.error = render.error.summary()
            if render.ok and render.trace is not None:
                try:
                    verdict = assess(
                        code,
                        render,
                        task_requirements(task),
                        reader=True,
                        description=task.description,
                    )
                    apply_verdict(s, verdict)
                except Exception as exc:  # a checker bug is not the completion's fault
                    log.warning("trace checks failed: %s", exc)
            if has_ref and self._harness is not None:
                report = self._harness.scorer.score(code, task.reference, render=render)
                s.codebleu, s.codebert = float(report.codebleu), report.codebert
                if report.reference_error:
                    s.has_reference = False
                elif render.ok:
                    s.s_ssim, s.s_sem = report.vs_ssim, report.s_sem
            return s
        finally:
            render.cleanup()

    def close(self) -> None:
        if self._harness is not None:
            self._harness._own_pool = False
        if self._own_pool:
            self.pool.shutdown()
