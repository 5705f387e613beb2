"""ManimAgent: generate a scene, render it, and repair it from the render error (paper, Algorithm 1).

Strategies: ``vanilla`` (one generation, one render), ``ritl`` (repair from the last 10 error lines,
up to K rounds) and ``ritl-doc`` (the repair prompt also carries the Manim API docs of the calls the
code makes). Beyond the paper, each switchable so its effect can be measured: static checks before
each render, the kb's deterministic fix-all before each render (kb/fixes.py), few-shot examples from
the shipped example library (kb/examples.py; ManimBench train only as an opt-in for evaluation),
trace feedback and layout feedback after a successful render, fresh samples instead of stuck
repairs, N candidates for the first generation, and a short plan-then-code step. Only the model's
own code, with the recorded fix-all changes, is ever rendered or returned.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, cast

from kb.fixes import AppliedFix
from server.agent.candidates import first_candidates
from server.agent.edit import EDIT_STOPS
from server.agent.examples import first_prompt
from server.agent.steps import Attempts, normalise_code, static_errors
from server.agent.types import (
    REPAIR_DESCRIPTION,
    AgentEvent,
    AgentOptions,
    AgentResult,
    Cancelled,
    EventFn,
    Renderer,
    Round,
    RunState,
)
from server.backends.base import CancelToken, ChatBackend, Message
from server.editformat import apply_answer
from server.faithful.extract import (
    Extraction,
    ExtractionCache,
    default_cache,
    rule_requirements,
    union,
)
from server.faithful.loop import TraceFeedback, Verdict, edit_instruction
from server.faithful.requirements import Requirement
from server.faithful.swap import (
    AnimSwap,
    Arrange,
    CameraSpin,
    FinalMove,
    JoinPlays,
    KeepSource,
    MergeAnimate,
    SizeSteps,
    Stagger,
    TraceFix,
    TurnAngle,
)
from server.faithful.swap import apply as swap_apply
from server.faithful.tracediff import trace_summary
from server.prompts import (
    PromptError,
    edit_messages,
    plan_messages,
    repair_messages,
    validate_description,
)
from server.render import RenderResult, render_code


class ManimAgent:
    """Runs one description through a strategy; the backend and renderer are injected."""

    def __init__(
        self,
        backend: ChatBackend,
        options: AgentOptions | None = None,
        *,
        renderer: Renderer = render_code,
    ) -> None:
        self.backend = backend
        self.options = options or AgentOptions()
        self.renderer = renderer
        # this run's attempts and the failed code it has tried (reset by every run)
        self.attempts = Attempts(backend, self.options, renderer)
        # the evaluation sets this per task to keep near-copies of the reference out of few-shot
        self.example_exclude: Callable[[str], bool] | None = None
        # where the model's requirements are cached (None: <cache>/requirements-llm/)
        self.requirement_cache: ExtractionCache | None = None

    # -- the loop ---------------------------------------------------------------------------
    def run(
        self,
        description: str,
        *,
        on_event: EventFn | None = None,
        on_token: Callable[[str], None] | None = None,
        cancel: CancelToken | None = None,
    ) -> AgentResult:
        """Algorithm 1: generate from the description, render, repair up to K rounds."""
        desc = validate_description(description)
        emit = on_event or (lambda _e: None)
        run = RunState(desc, self.options.strategy, time.perf_counter())
        self.attempts = Attempts(self.backend, self.options, self.renderer)
        llm: Extraction | None = None
        try:
            if not getattr(self.backend, "loaded", True):
                emit(AgentEvent(0, "loading", f"loading model {self.backend.name}"))
            if self.options.plan:
                emit(AgentEvent(0, "planning", "planning objects and timeline"))
                run.plan = self.attempts.complete(plan_messages(desc), cancel, None).text.strip()
            llm = self.requirement_reading(desc)
            reqs = self.checklist_requirements(desc, llm, emit)
            emit(AgentEvent(0, "generating", "writing the scene"))
            messages = self.first_prompt(desc, plan=run.plan, requirements=reqs)
            run.first_prompt = messages
            if self.options.candidates > 1:
                return self._loop(run, None, emit, on_token, cancel, messages=messages, llm=llm)
            first = self.attempts.model_round(0, "generate", messages, cancel, on_token)
            if llm is not None and self.options.llm_requirements == "overlap":
                llm.start()  # the model is free now: read while the answer is checked and rendered
            return self._loop(run, first, emit, on_token, cancel, llm=llm)
        except Cancelled:
            return run.finish("cancelled", emit, self.options)
        finally:
            if llm is not None:
                llm.cancel()  # a reading still running when the run ends is not needed

    def requirement_reading(self, description: str) -> Extraction | None:
        """The model's reading of the description's requirements for this run (not started), or
        None where it is off, trace feedback is off, or there is no description."""
        opts = self.options
        if opts.llm_requirements == "off" or not opts.trace_feedback:
            return None
        if description == REPAIR_DESCRIPTION:
            return None
        cache = self.requirement_cache if self.requirement_cache is not None else default_cache()
        return Extraction(self.backend, description, cache=cache)

    def checklist_requirements(
        self, description: str, llm: Extraction | None, emit: EventFn | None = None
    ) -> list[Requirement] | None:
        """The requirements the first prompt's checklist lists (None where
        ``checklist_prompt`` is off): the rule reader's, with the model's reading added where
        ``llm_requirements`` is ``sequential`` (read now, before the first answer; the trace
        checks then reuse that reading). With ``overlap`` the model reads only once the first
        answer is written, so its reading is not ready for this prompt: the checklist is the
        rule reader's alone, and the trace checks still get the model's reading later."""
        if not self.options.checklist_prompt:
            return None
        rule = rule_requirements(description)
        if llm is None or self.options.llm_requirements != "sequential":
            return rule
        if emit is not None:
            emit(AgentEvent(0, "planning", "reading the description's requirements"))
        return union(rule, llm.result().requirements)

    def prefetch(self, description: str) -> dict[str, Any] | None:
        """Read the first prompt `run(description)` would send into the model's context ahead
        of time (the editor calls this while the description is typed): retrieval and the prompt
        are the run's own, so the run then reads only what differs. A backend that cannot
        prefill, a description the run would reject, and several candidates (they decode in a
        context of their own) make it a no-op; a real call always takes precedence."""
        prefill = getattr(self.backend, "prefill", None)
        if prefill is None or self.options.candidates > 1:
            return None
        try:
            desc = validate_description(description)
        except PromptError:
            return None
        messages = plan_messages(desc) if self.options.plan else self.first_prompt(desc)
        return cast("dict[str, Any] | None", prefill(messages))

    def repair(
        self,
        code: str,
        *,
        description: str | None = None,
        error_text: str | None = None,
        on_event: EventFn | None = None,
        on_token: Callable[[str], None] | None = None,
        cancel: CancelToken | None = None,
    ) -> AgentResult:
        """Repair existing code (the editor's "Repair with Manim model"): K model rounds at most.

        Round 0 is the given code itself. When `error_text` is known (from the editor's last render)
        it is used directly; otherwise the code is rendered first to get the error.
        """
        desc = (description or "").strip() or REPAIR_DESCRIPTION
        emit = on_event or (lambda _e: None)
        run = RunState(desc, self.options.strategy, time.perf_counter())
        self.attempts = Attempts(self.backend, self.options, self.renderer)
        given = Round(index=0, kind="given", messages=[], raw="", code=code, completion=None)
        llm = self.requirement_reading(desc)
        if llm is not None and self.options.llm_requirements == "overlap" and error_text is None:
            llm.start()  # while the given code is checked and rendered
        try:
            return self._loop(run, given, emit, on_token, cancel, known_error=error_text, llm=llm)
        except Cancelled:
            return run.finish("cancelled", emit, self.options)
        finally:
            if llm is not None:
                llm.cancel()

    def _loop(
        self,
        run: RunState,
        rnd: Round | None,
        emit: EventFn,
        on_token: Callable[[str], None] | None,
        cancel: CancelToken | None,
        known_error: str | None = None,
        messages: list[Message] | None = None,
        llm: Extraction | None = None,
    ) -> AgentResult:
        """The loop from round `rnd`; with `rnd` None, round 0 is the best of the candidates
        generated from `messages` (options.candidates > 1), already evaluated."""
        opts = self.options
        kind0 = rnd.kind if rnd is not None else "generate"
        repairs_left = opts.rounds if opts.strategy != "vanilla" or kind0 == "given" else 0
        layout_left = 1 if opts.layout_feedback else 0
        checker = TraceFeedback(
            run.description,
            run.description != REPAIR_DESCRIPTION,
            opts.check_confidence,
            llm=llm,
        )
        evaluated: tuple[str | None, RenderResult | None] | None = None
        if rnd is None:
            assert messages is not None
            best = first_candidates(
                self.attempts, run, messages, checker, repairs_left > 0, emit, on_token, cancel
            )
            rnd, evaluated = best.round, (best.feedback, best.render)
        run.rounds.append(rnd)
        seen: set[str] = set()  # the normalised code of every attempt so far
        while True:
            if self.attempts.apply_fixes(rnd, emit):
                known_error = None  # the editor's error was for the code before the fixes
            code = rnd.code
            repeated = False
            if code is not None:
                run.best_code = code
                key = normalise_code(code)
                repeated = key in seen
                seen.add(key)
            feedback: str | None
            render: RenderResult | None
            if evaluated is not None:  # the chosen candidate, evaluated with the others
                (feedback, render), evaluated = evaluated, None
            elif known_error is not None:
                feedback, render = known_error, None
                rnd.feedback = known_error
                known_error = None
            else:
                # static findings block a render only while a repair round can act on them
                feedback, render = self.attempts.evaluate(rnd, cancel, emit, repairs_left > 0)
            if render is not None:
                run.render = render
            trace_repair = False
            if feedback is None and opts.trace_feedback:
                assert render is not None and code is not None
                # rendered: unmet trace checks feed a repair round while one is left
                feedback = checker.judge(rnd, code, render, repairs_left > 0)
                trace_repair = feedback is not None
                if trace_repair and opts.fixes:
                    fixed = self._trace_fixes(rnd, code, render, checker, cancel, emit)
                    if fixed is not None:  # a swap or placement met findings without a model
                        code, render, verdict = fixed
                        run.best_code, run.render = code, render
                        feedback = checker.judge(rnd, code, render, repairs_left > 0, verdict)
                        trace_repair = feedback is not None
            if feedback is None:
                # rendered: optionally one layout round, accepted only if it is no worse
                if checker.best.exists:
                    code, render = checker.restore(run)
                assert render is not None and code is not None
                if layout_left and render.layout:
                    layout_left -= 1
                    improved = self._layout_round(run, code, render, cancel, emit)
                    if improved is not None:
                        run.best_code, run.render = improved
                return run.finish("success", emit, self.options)
            if not trace_repair:
                run.error = feedback
            if repairs_left <= 0:
                if checker.best.exists:  # an attempt rendered: never end on a worse one
                    checker.restore(run)
                    return run.finish("success", emit, self.options)
                return run.finish("failed", emit, self.options)
            repairs_left -= 1
            kind = "static-repair" if render is None and rnd.findings else "repair"
            kind = "trace-repair" if trace_repair else kind
            last = opts.fresh_last_round and repairs_left == 0 and not trace_repair
            again = opts.fresh_on_repeat and repeated
            if (last or again) and run.first_prompt is not None:
                # a new sample of the scene, not one more repair of stuck code: at the last
                # round, or when the model has just sent back code it wrote before
                kind, messages = "regenerate", run.first_prompt
                why = "the answer repeated an earlier one; " if again and not last else ""
                emit(AgentEvent(len(run.rounds), "generating", f"{why}writing the scene afresh"))
            else:
                emit(AgentEvent(len(run.rounds), "repairing", f"repair round {len(run.rounds)}"))
                docs = self.attempts.docs(code, feedback) if opts.strategy == "ritl-doc" else None
                messages = repair_messages(
                    run.description, code or "", feedback, docs=docs, guide=opts.guide
                )
            if kind == "trace-repair" and opts.edit_repair and checker.last is not None:
                assert code is not None and render is not None
                rnd = self._edit_round(
                    len(run.rounds), run.description, code, render, checker.last, messages,
                    cancel, on_token,
                )  # fmt: skip
            else:
                rnd = self.attempts.model_round(len(run.rounds), kind, messages, cancel, on_token)
            run.rounds.append(rnd)

    def first_prompt(
        self,
        description: str,
        *,
        plan: str | None = None,
        requirements: list[Requirement] | None = None,
    ) -> list[Message]:
        """The first-round prompt `run` sends for ``description`` (already validated): the
        description, the checklist of ``requirements`` with ``checklist_prompt`` (None: the
        rule reader's), the examples retrieved for it (``example_exclude`` kept out) and the
        plan when there is one. Prefetch uses it (with the rule reader's checklist: where the
        run adds the model's reading, only the prompt's tail differs); the RFT data stage and
        the benchmarks call the module's `first_prompt` with the same arguments."""
        return first_prompt(
            description, self.options, exclude=self.example_exclude, plan=plan,
            renderer=self.renderer, requirements=requirements,
        )  # fmt: skip

    def _edit_round(
        self,
        index: int,
        description: str,
        code: str,
        render: RenderResult,
        verdict: Verdict,
        fallback: list[Message],
        cancel: CancelToken | None,
        on_token: Callable[[str], None] | None,
    ) -> Round:
        """A trace repair written as an edit (``edit_repair``): the model sees the scene, what
        its render shows and the findings as the instruction, and answers with the lines to
        change (Edit Scene's OLD/NEW blocks), so what already works is kept. An answer that does
        not apply, or changes nothing, is followed in the same round by the usual repair
        (``fallback``: the whole scene again); the round's seconds count both."""
        instruction = edit_instruction(description, verdict)
        summary = trace_summary(render.trace, code) if render.trace is not None else None
        messages = edit_messages(instruction, code, summary, guide=self.options.guide)
        rnd = self.attempts.model_round(index, "trace-edit", messages, cancel, on_token, EDIT_STOPS)
        applied = apply_answer(code, rnd.raw)
        if applied.code is not None and normalise_code(applied.code) != normalise_code(code):
            rnd.code = applied.code
            return rnd
        again = self.attempts.model_round(index, "trace-repair", fallback, cancel, on_token)
        again.seconds += rnd.seconds
        again.unapplied_edit = f"{rnd.raw}\n<!-- {applied.problem or 'it changed nothing'} -->"
        return again

    def _trace_fixes(
        self,
        rnd: Round,
        code: str,
        render: RenderResult,
        checker: TraceFeedback,
        cancel: CancelToken | None,
        emit: EventFn,
    ) -> tuple[str, RenderResult, Verdict] | None:
        """Fix-all for the trace: play the animation the description names, place an object where
        it says, where a finding names how (``server/faithful/swap.py``), render, and keep the
        result on this round when it renders with fewer findings; None when no fix applies or
        it does not help."""
        before = checker.last
        if before is None or not before.fixes():
            return None
        new_code, applied = swap_apply(code, before.fixes())
        if not applied:
            return None
        emit(AgentEvent(rnd.index, "fixing", "; ".join(s.describe() for s in applied)))
        t0 = time.perf_counter()
        new = self.renderer(
            new_code, quality=self.options.quality, timeout=self.options.render_timeout,
            cancel=cancel,
        )  # fmt: skip
        rnd.seconds += time.perf_counter() - t0
        if new.status == "cancelled":
            raise Cancelled
        if not new.ok:
            return None
        verdict = checker.assess(new_code, new)
        if verdict.rank() >= before.rank():
            return None
        rnd.code, rnd.render = new_code, new
        rnd.fixes = [
            *rnd.fixes,
            *(AppliedFix(_fix_code(s), _fix_line(s), s.describe()) for s in applied),
        ]
        return new_code, new, verdict

    def _layout_round(
        self,
        run: RunState,
        code: str,
        render: RenderResult,
        cancel: CancelToken | None,
        emit: EventFn,
    ) -> tuple[str, RenderResult] | None:
        """One model round on the layout warnings; its code is kept only if it renders with fewer."""
        warnings = "\n".join(f"- {w.describe()}" for w in render.layout[:8])
        emit(AgentEvent(len(run.rounds), "repairing", "fixing layout warnings"))
        feedback = (
            "The scene renders, but the layout has problems. Move or scale the objects so that "
            "everything stays inside the frame and text does not overlap other objects:\n"
            + warnings
        )
        messages = repair_messages(run.description, code, feedback, guide=self.options.guide)
        rnd = self.attempts.model_round(len(run.rounds), "layout-repair", messages, cancel, None)
        run.rounds.append(rnd)
        self.attempts.apply_fixes(rnd, emit)
        if rnd.code is None or (self.options.static_checks and static_errors(rnd.code)):
            return None
        new = self.renderer(
            rnd.code, quality=self.options.quality, timeout=self.options.render_timeout,
            cancel=cancel,
        )  # fmt: skip
        rnd.render = new
        if new.ok and len(new.layout) < len(render.layout):
            return rnd.code, new
        return None


def _fix_line(fix: TraceFix) -> int:
    """The line a trace fix is recorded at (an arrangement's first object)."""
    return min(fix.lines) if isinstance(fix, Arrange) else fix.line


def _fix_code(fix: TraceFix) -> str:
    """The fix class a trace fix is recorded under in ``Round.fixes``."""
    if isinstance(fix, AnimSwap):
        return "animation-swap"
    if isinstance(fix, CameraSpin):
        return "camera-spin"
    if isinstance(fix, MergeAnimate):
        return "merge-animate"
    if isinstance(fix, Stagger):
        return "stagger"
    if isinstance(fix, SizeSteps):
        return "sizes"
    if isinstance(fix, FinalMove):
        return "final-move"
    if isinstance(fix, Arrange):
        return "arrange"
    if isinstance(fix, TurnAngle):
        return "turn-angle"
    if isinstance(fix, JoinPlays):
        return "join-plays"
    return "keep-source" if isinstance(fix, KeepSource) else "placement"
