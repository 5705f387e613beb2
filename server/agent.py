"""ManimAgent: generate a scene, render it, and repair it from the render error (paper, Algorithm 1).

Strategies: ``vanilla`` (one generation, one render), ``ritl`` (repair from the last 10 error lines,
up to K rounds) and ``ritl-doc`` (the repair prompt also carries the Manim API docs of the calls the
code makes). Beyond the paper, each switchable so its effect can be measured: static checks before
each render, the kb's deterministic fix-all before each render (kb/fixes.py), few-shot examples from
the shipped example library (kb/examples.py; ManimBench train only as an opt-in for evaluation),
layout feedback after a successful render, and a short plan-then-code step. Only the model's own
code, with the recorded fix-all changes, is ever rendered or returned.
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace
from typing import TYPE_CHECKING, Any, cast

from server.backends.base import (
    MAX_CANDIDATES,
    CancelToken,
    ChatBackend,
    Completion,
    GenerationParams,
    Message,
)
from server.faithful.loop import TraceFeedback
from server.prompts import (
    PromptError,
    extract_code,
    generation_messages,
    plan_messages,
    repair_messages,
    validate_description,
)
from server.render import RenderResult, render_code
from server.render.result import RenderError
from server.settings import DEFAULTS, SPECS, STRATEGIES

if TYPE_CHECKING:
    from kb.checks import Finding
    from kb.fixes import AppliedFix

log = logging.getLogger(__name__)
_warned_no_examples = False  # warn once per process when the examples are not available
EXAMPLE_SOURCES = SPECS["examples_source"].choices

NO_CODE_ERROR = "The answer contained no code: wrap the complete Python file in <CODE> and </CODE>."
RUNAWAY_ERROR = (
    "The answer was cut off after {tokens} tokens because it kept repeating the same lines. "
    "Write a complete, shorter file: use a loop or a VGroup instead of repeating statements."
)
REPEATED_CODE_NOTE = (
    "This answer is the same code as an earlier attempt, which already failed as shown below. "
    "Change the failing line; do not return the same code again."
)
MAX_REPAIR_TEMPERATURE = 0.9


@dataclass
class AgentOptions:
    """What one agent run does. Defaults and meanings: `server.settings` (the one vocabulary);
    `server.engine.agent_options` builds this from a `Settings`."""

    strategy: str = DEFAULTS["strategy"]
    rounds: int = DEFAULTS["rounds"]  # K: repair rounds after the first generation
    static_checks: bool = DEFAULTS["static_checks"]
    examples: int = DEFAULTS["few_shot_examples"]
    # "library": the shipped kb/examples.json.gz (+ examples_folder); "manimbench": ManimBench
    # train, an opt-in for evaluation comparison only (not shipped, CC BY-NC-SA)
    examples_source: str = DEFAULTS["examples_source"]
    examples_folder: str = DEFAULTS["examples_folder"]
    fixes: bool = DEFAULTS["fix_all"]  # kb fix-all (kb/fixes.py) before renders / repair rounds
    layout_feedback: bool = DEFAULTS["layout_feedback"]
    # after a successful render, unmet trace checks (generic findings, description requirements)
    # feed repair rounds like render errors; the rendered attempt meeting most checks is kept
    trace_feedback: bool = DEFAULTS["trace_feedback"]
    # the last repair round of a generation whose code still fails samples a new scene from the
    # generation prompt instead of repairing (`Settings.fresh_last_round`)
    fresh_last_round: bool = DEFAULTS["fresh_last_round"]
    # a repair round that answers with the code of an earlier attempt is followed by a new sample
    # from the generation prompt, not by the same repair request (`Settings.fresh_on_repeat`)
    fresh_on_repeat: bool = DEFAULTS["fresh_on_repeat"]
    plan: bool = DEFAULTS["plan"]
    doc_budget_tokens: int = 600
    # Beyond the paper: each repair round samples a little hotter (temperature + step * round,
    # capped, with its own seed) so that a small model does not repeat the same broken answer;
    # 0 keeps every round at the first round's temperature and seed, as the paper does.
    repair_temperature_step: float = DEFAULTS["repair_temperature_step"]
    located_feedback: bool = DEFAULTS["located_feedback"]
    guide: bool = DEFAULTS["ce_rules"]
    quality: str = DEFAULTS["quality"]
    render_timeout: float = DEFAULTS["render_timeout"]
    # N answers to the first generation, the best one kept (server/agent_candidates.py)
    candidates: int = DEFAULTS["candidates"]
    generation: GenerationParams = field(default_factory=GenerationParams)

    def __post_init__(self) -> None:
        if self.strategy not in STRATEGIES:
            raise ValueError(f"unknown strategy {self.strategy!r}; use one of {STRATEGIES}")
        if self.rounds < 0:
            raise ValueError("rounds must be 0 or more")
        if self.repair_temperature_step < 0:
            raise ValueError("repair_temperature_step must be 0 or more")
        if not 1 <= self.candidates <= MAX_CANDIDATES:
            raise ValueError(f"candidates must be from 1 to {MAX_CANDIDATES}")
        if self.examples_source not in EXAMPLE_SOURCES:
            raise ValueError(
                f"unknown examples_source {self.examples_source!r}; use one of {EXAMPLE_SOURCES}"
            )

    def params_for_round(self, index: int) -> GenerationParams:
        """Sampling settings of model round `index` (0 = the first generation)."""
        base = self.generation
        if index <= 0 or self.repair_temperature_step <= 0:
            return base
        temperature = min(
            MAX_REPAIR_TEMPERATURE, base.temperature + self.repair_temperature_step * index
        )
        seed = None if base.seed is None else base.seed + index
        return replace(base, temperature=temperature, seed=seed)


@dataclass
class AgentEvent:
    round: int
    phase: str  # "loading", "planning", "generating", "fixing", "checking", "rendering", "repairing", "done"
    message: str


@dataclass
class Round:
    """One model call and what came of it, kept for the transcript."""

    index: int
    # "given", "generate", "repair", "static-repair", "trace-repair", "layout-repair", "regenerate"
    kind: str
    messages: list[Message]
    raw: str
    code: str | None
    completion: Completion | None  # None for the user's own code ("given")
    findings: list[Finding] = field(default_factory=list)
    render: RenderResult | None = None
    feedback: str = ""  # what this round's outcome fed to the next round
    seconds: float = 0.0
    checks: dict[str, Any] | None = None  # trace checks of a rendered attempt (trace_feedback)
    # kb fix-all changes applied to this round's code before it was checked or rendered
    # (`code` is the fixed code; `raw` keeps the model's answer)
    fixes: list[AppliedFix] = field(default_factory=list)
    candidate: int = 0  # 1..N: which of the first generation's candidates (0: not one)

    def to_dict(self) -> dict[str, Any]:
        """The round as the transcript writes it."""
        extra = {"candidate": self.candidate} if self.candidate else {}
        return {
            **extra,
            "index": self.index,
            "kind": self.kind,
            "messages": self.messages,
            "raw": self.raw,
            "code": self.code,
            "completion": asdict(self.completion) if self.completion is not None else {},
            "findings": [f.to_dict() for f in self.findings],
            "render": self.render.to_dict() if self.render is not None else None,
            "feedback": self.feedback,
            "seconds": self.seconds,
            "checks": self.checks,
            "fixes": [asdict(f) for f in self.fixes],
        }


@dataclass
class AgentResult:
    status: str  # "success", "failed", "cancelled"
    description: str
    code: str | None
    render: RenderResult | None
    rounds: list[Round]
    strategy: str
    error: str | None = None
    total_s: float = 0.0
    plan: str | None = None
    options: dict[str, Any] = field(default_factory=dict)  # the AgentOptions of the run
    # with candidates > 1: every candidate of the first generation (rounds[0] is the chosen one),
    # which one was chosen (1-based) and the seconds the generation of all of them took
    candidates: list[Round] = field(default_factory=list)
    chosen_candidate: int = 0
    candidates_s: float = 0.0

    @property
    def ok(self) -> bool:
        return self.status == "success"

    @property
    def repair_rounds(self) -> int:
        return sum(1 for r in self.rounds if r.kind != "generate")

    def timings(self) -> dict[str, float]:
        comps = [r.completion for r in self.rounds if r.completion is not None]
        first = next((c.first_token_s for c in comps if c.first_token_s), None)
        render = sum(r.render.render_time or 0.0 for r in self.rounds if r.render is not None)
        generation = sum(c.total_s - c.load_s for c in comps)
        chosen = self.rounds[0].completion if self.candidates and self.rounds else None
        if chosen is not None:  # the candidates' generation counted once, as the wall time
            generation += self.candidates_s - chosen.total_s
        return {
            "load_s": sum(c.load_s for c in comps),
            "first_token_s": first or 0.0,
            "generation_s": generation,
            "render_s": render,
            "total_s": self.total_s,
        }

    def transcript(self) -> dict[str, Any]:
        extra: dict[str, Any] = {}
        if self.candidates:
            extra["candidates"] = [
                {**r.to_dict(), "chosen": r.candidate == self.chosen_candidate}
                for r in self.candidates
            ]
            extra["chosen_candidate"] = self.chosen_candidate
        return {
            "description": self.description,
            "strategy": self.strategy,
            "status": self.status,
            "error": self.error,
            "plan": self.plan,
            "code": self.code,
            "timings": self.timings(),
            "options": self.options,
            "rounds": [r.to_dict() for r in self.rounds],
            **extra,
        }


REPAIR_DESCRIPTION = (
    "Repair this Manim scene so that it renders, keeping everything it shows and animates."
)


@dataclass
class _Run:
    """The state of one agent run, turned into an AgentResult when it ends."""

    description: str
    strategy: str
    start: float
    rounds: list[Round] = field(default_factory=list)
    best_code: str | None = None
    render: RenderResult | None = None
    error: str | None = None
    plan: str | None = None
    candidates: list[Round] = field(default_factory=list)
    chosen_candidate: int = 0
    candidates_s: float = 0.0
    first_prompt: list[Message] | None = None  # the first generation's messages

    def finish(self, status: str, emit: EventFn, options: AgentOptions) -> AgentResult:
        emit(AgentEvent(len(self.rounds), "done", status))
        if status == "cancelled":
            self.error = "cancelled"
        return AgentResult(
            status=status,
            description=self.description,
            code=self.best_code,
            render=self.render,
            rounds=self.rounds,
            strategy=self.strategy,
            error=None if status == "success" else self.error,
            total_s=time.perf_counter() - self.start,
            plan=self.plan,
            options=asdict(options),
            candidates=self.candidates,
            chosen_candidate=self.chosen_candidate,
            candidates_s=self.candidates_s,
        )


EventFn = Callable[[AgentEvent], None]
Renderer = Callable[..., RenderResult]


class Cancelled(Exception):
    pass


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
        # this run's failed code (normalised) -> (its feedback, whether that came from a render)
        self._tried: dict[str, tuple[str, bool]] = {}
        # the evaluation sets this per task to keep near-copies of the reference out of few-shot
        self.example_exclude: Callable[[str], bool] | None = None

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
        run = _Run(desc, self.options.strategy, time.perf_counter())
        self._tried = {}
        try:
            if not getattr(self.backend, "loaded", True):
                emit(AgentEvent(0, "loading", f"loading model {self.backend.name}"))
            if self.options.plan:
                emit(AgentEvent(0, "planning", "planning objects and timeline"))
                run.plan = self._complete(plan_messages(desc), cancel, None).text.strip()
            emit(AgentEvent(0, "generating", "writing the scene"))
            messages = self.first_prompt(desc, plan=run.plan)
            run.first_prompt = messages
            if self.options.candidates > 1:
                return self._loop(run, None, emit, on_token, cancel, messages=messages)
            first = self._model_round(0, "generate", messages, cancel, on_token)
            return self._loop(run, first, emit, on_token, cancel)
        except Cancelled:
            return run.finish("cancelled", emit, self.options)

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
        run = _Run(desc, self.options.strategy, time.perf_counter())
        self._tried = {}
        given = Round(index=0, kind="given", messages=[], raw="", code=code, completion=None)
        try:
            return self._loop(run, given, emit, on_token, cancel, known_error=error_text)
        except Cancelled:
            return run.finish("cancelled", emit, self.options)

    def _loop(
        self,
        run: _Run,
        rnd: Round | None,
        emit: EventFn,
        on_token: Callable[[str], None] | None,
        cancel: CancelToken | None,
        known_error: str | None = None,
        messages: list[Message] | None = None,
    ) -> AgentResult:
        """The loop from round `rnd`; with `rnd` None, round 0 is the best of the candidates
        generated from `messages` (options.candidates > 1), already evaluated."""
        opts = self.options
        kind0 = rnd.kind if rnd is not None else "generate"
        repairs_left = opts.rounds if opts.strategy != "vanilla" or kind0 == "given" else 0
        layout_left = 1 if opts.layout_feedback else 0
        checker = TraceFeedback(run.description, run.description != REPAIR_DESCRIPTION)
        evaluated: tuple[str | None, RenderResult | None] | None = None
        if rnd is None:
            from server.agent_candidates import first_candidates

            assert messages is not None
            best = first_candidates(
                self, run, messages, checker, repairs_left > 0, emit, on_token, cancel
            )
            rnd, evaluated = best.round, (best.feedback, best.render)
        run.rounds.append(rnd)
        seen: set[str] = set()  # the normalised code of every attempt so far
        while True:
            if self._apply_fixes(rnd, emit):
                known_error = None  # the editor's error was for the code before the fixes
            code = rnd.code
            repeated = False
            if code is not None:
                run.best_code = code
                key = _normalise_code(code)
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
                feedback, render = self._evaluate(rnd, cancel, emit, repairs_left > 0)
            if render is not None:
                run.render = render
            trace_repair = False
            if feedback is None and opts.trace_feedback:
                assert render is not None and code is not None
                # rendered: unmet trace checks feed a repair round while one is left
                feedback = checker.judge(rnd, code, render, repairs_left > 0)
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
                docs = self._docs(code, feedback) if opts.strategy == "ritl-doc" else None
                messages = repair_messages(
                    run.description, code or "", feedback, docs=docs, guide=opts.guide
                )
            rnd = self._model_round(len(run.rounds), kind, messages, cancel, on_token)
            run.rounds.append(rnd)

    # -- steps ------------------------------------------------------------------------------
    def _apply_fixes(self, rnd: Round, emit: EventFn) -> bool:
        """kb fix-all on the round's code (no model call); True when it changed the code."""
        if not self.options.fixes or rnd.code is None or rnd.fixes:
            return False
        try:
            from kb.fixes import fix_all
        except ImportError:  # pragma: no cover - kb ships with the project
            return False
        new, applied = fix_all(rnd.code)
        if not applied or new == rnd.code:
            return False
        emit(AgentEvent(rnd.index, "fixing", f"fix-all: {len(applied)} change(s)"))
        rnd.code = new
        rnd.fixes = list(applied)
        return True

    def _complete(
        self,
        messages: list[Message],
        cancel: CancelToken | None,
        on_token: Callable[[str], None] | None,
        round_index: int = 0,
    ) -> Completion:
        if cancel is not None and cancel.cancelled:
            raise Cancelled
        params = self.options.params_for_round(round_index)
        completion = self.backend.chat(messages, params, on_token=on_token, cancel=cancel)
        if completion.finish_reason == "cancelled" or (cancel is not None and cancel.cancelled):
            raise Cancelled
        return completion

    def _model_round(
        self,
        index: int,
        kind: str,
        messages: list[Message],
        cancel: CancelToken | None,
        on_token: Callable[[str], None] | None,
    ) -> Round:
        t0 = time.perf_counter()
        completion = self._complete(messages, cancel, on_token, index)
        return Round(
            index=index,
            kind=kind,
            messages=messages,
            raw=completion.text,
            code=extract_code(completion.text),
            completion=completion,
            seconds=time.perf_counter() - t0,
        )

    def _evaluate(
        self, rnd: Round, cancel: CancelToken | None, emit: EventFn, use_static: bool = True
    ) -> tuple[str | None, RenderResult | None]:
        """Return (feedback for the model or None on success, the render if one ran)."""
        if rnd.code is None:
            comp = rnd.completion
            if comp is not None and comp.finish_reason in ("repetition", "length"):
                tokens = comp.completion_tokens
                rnd.feedback = RUNAWAY_ERROR.format(tokens=tokens)
            else:
                rnd.feedback = NO_CODE_ERROR
            return rnd.feedback, None
        key = _normalise_code(rnd.code)
        earlier = self._tried.get(key)
        # the same failed code again: feed the earlier outcome back without paying for a render
        # (code only blocked by static checks is rendered once those no longer block)
        if earlier is not None and rnd.kind != "given" and (earlier[1] or use_static):
            # the note is part of the located feedback; without it the paper's loop is kept
            # exactly (the same error again), only the render is saved
            note = f"{REPEATED_CODE_NOTE}\n" if self.options.located_feedback else ""
            rnd.feedback = f"{note}{earlier[0]}"
            return rnd.feedback, None
        if self.options.static_checks and use_static:
            emit(AgentEvent(rnd.index, "checking", "static checks"))
            findings = _static_errors(rnd.code)
            rnd.findings = findings
            if findings:
                rnd.feedback = _format_findings(findings)
                self._tried[key] = (rnd.feedback, False)
                return rnd.feedback, None
        if cancel is not None and cancel.cancelled:
            raise Cancelled
        emit(AgentEvent(rnd.index, "rendering", "rendering with Manim"))
        t0 = time.perf_counter()
        render = self.renderer(
            rnd.code,
            quality=self.options.quality,
            timeout=self.options.render_timeout,
            cancel=cancel,
            trusted=rnd.kind == "given",  # the user's own file; model output stays sandboxed
        )
        rnd.seconds += time.perf_counter() - t0
        rnd.render = render
        if render.status == "cancelled":
            raise Cancelled
        if render.ok:
            return None, render
        rnd.feedback = self._render_feedback(render)
        self._tried[key] = (rnd.feedback, True)
        return rnd.feedback, render

    def _render_feedback(self, render: RenderResult) -> str:
        """The error tail (the paper's last 10 lines), led by the failing user line and a hint."""
        tail = render.error_text() or f"render failed with status {render.status}"
        if not self.options.located_feedback or render.error is None:
            return tail
        return f"{locate_error(render.error)}\n{tail}".strip()

    def _docs(self, code: str | None, error_text: str) -> str | None:
        if not code:
            return None
        try:
            import kb
        except ImportError:  # pragma: no cover - kb ships with the project
            return None
        calls = kb.extract_api_calls(code)
        docs = kb.retrieve_docs(
            calls, budget_tokens=self.options.doc_budget_tokens, error_text=error_text
        )
        return docs or None

    def first_prompt(self, description: str, *, plan: str | None = None) -> list[Message]:
        """The first-round prompt `run` sends for ``description`` (already validated): the
        description, the examples retrieved for it (``example_exclude`` kept out) and the
        plan when there is one. Prefetch uses it; the RFT data stage and the benchmarks call
        the module's `first_prompt` with the same arguments."""
        return first_prompt(
            description, self.options, exclude=self.example_exclude, plan=plan,
            renderer=self.renderer,
        )  # fmt: skip

    def _layout_round(
        self,
        run: _Run,
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
        rnd = self._model_round(len(run.rounds), "layout-repair", messages, cancel, None)
        run.rounds.append(rnd)
        self._apply_fixes(rnd, emit)
        if rnd.code is None or (self.options.static_checks and _static_errors(rnd.code)):
            return None
        new = self.renderer(
            rnd.code, quality=self.options.quality, timeout=self.options.render_timeout,
            cancel=cancel,
        )  # fmt: skip
        rnd.render = new
        if new.ok and len(new.layout) < len(render.layout):
            return rnd.code, new
        return None


def first_prompt(
    description: str,
    options: AgentOptions,
    *,
    exclude: Callable[[str], bool] | None = None,
    plan: str | None = None,
    renderer: Renderer = render_code,
) -> list[Message]:
    """The first-round prompt for ``description`` under ``options``: the examples retrieved for
    it (``exclude`` kept out), the plan when there is one, and the CE rules when switched on."""
    examples = retrieve_examples(description, options, exclude=exclude, renderer=renderer)
    return generation_messages(description, examples, plan=plan, guide=options.guide)


def retrieve_examples(
    description: str,
    options: AgentOptions,
    *,
    exclude: Callable[[str], bool] | None = None,
    renderer: Renderer = render_code,
) -> list[tuple[str, str]]:
    """The ``options.examples`` (description, code) pairs nearest ``description`` from
    ``options.examples_source``: the shipped library plus the user's examples folder (each of
    its files rendered once by ``renderer`` and the verdict cached), or ManimBench train. A
    missing source is reported once per process and generation goes on without examples."""
    if options.examples <= 0:
        return []
    global _warned_no_examples
    from kb.examples import ExampleLibraryError
    from server.manimbench import ManimBenchError

    try:
        if options.examples_source == "library":
            from kb.examples import nearest_examples as library_nearest

            extra = _folder_examples(options, renderer)
            return library_nearest(description, options.examples, exclude=exclude, extra=extra)
        from server.examples import nearest_examples

        return nearest_examples(description, options.examples, exclude=exclude)
    except (ExampleLibraryError, ManimBenchError) as exc:
        # ManimBench (CC BY-NC-SA) is not shipped with the tool and the library file may be
        # missing or corrupt: without examples the agent still works from the description
        if not _warned_no_examples:
            log.warning("few-shot examples off: %s", exc)
            _warned_no_examples = True
        return []


def _folder_examples(options: AgentOptions, renderer: Renderer) -> list[Any]:
    folder = options.examples_folder.strip()
    if not folder:
        return []
    from kb.examples import folder_examples
    from server.model_store import cache_dir

    def renders(code: str) -> bool:
        result = renderer(code, quality="l", timeout=options.render_timeout, cancel=None)
        cleanup = getattr(result, "cleanup", None)
        if callable(cleanup):
            cleanup()
        return bool(result.ok)

    return folder_examples(folder, verify=renders, cache_file=cache_dir() / "example-verdicts.json")


def _normalise_code(code: str) -> str:
    """Code compared for "the same answer again": blank lines and trailing spaces ignored."""
    return "\n".join(ln.rstrip() for ln in code.splitlines() if ln.strip())


_NO_ATTR = re.compile(r"has no attribute '([^']+)'")
_BAD_KW = re.compile(r"unexpected keyword argument '([^']+)'")
_NO_NAME = re.compile(r"name '([^']+)' is not defined")

#: runtime errors whose cause is one well-known Manim or Python mistake: pattern -> hint; the
#: first match wins, before the generic hints above (from the shipped ManimBench run's failures)
_ERROR_HINTS: dict[str, str] = {
    "__getattr__\\.<locals>\\.setter\\(\\)": (
        "That `set_...` method does not exist: Manim turns an unknown `set_<name>(value)` "
        "into a plain one-value attribute setter, so it neither takes keywords nor does "
        "anything useful. Use a method the API docs list for that class."
    ),
    "restore without having saved": (
        "Call `mob.save_state()` before `Restore(mob)` or `mob.animate.restore()`."
    ),
    "ManimColor only accepts": (
        'Pass a colour (RED, "#FF8800", ManimColor(...)), not a number; to blend two '
        "colours use interpolate_color(c1, c2, alpha)."
    ),
    "same number of dimensions|setting an array element with a sequence|could not be broadcast": (
        "Manim points are 3-D numpy arrays: write every point as [x, y, 0] (or "
        "np.array([x, y, 0])) and pass a single point where one is expected, not a list "
        "of points or a mobject."
    ),
    "'float' object cannot be interpreted as an integer": (
        "A count, range() bound or index must be an integer: wrap it in int(...)."
    ),
    "got multiple values for argument '([^']+)'": (
        "`{0}` is given twice, once by position and once by keyword: check the parameter "
        "order in the API docs and pass it only once."
    ),
    "is neither a recognized layout": (
        'Graph(layout=...) takes a layout name ("spring", "circular", "kamada_kawai", '
        '"planar", "shell", "tree", ...) or a dict {vertex: [x, y, 0]} giving each '
        "vertex's position."
    ),
    "Edge tuple .* must be a 2-tuple": (
        "Graph edges are pairs of vertex names, e.g. edges=[(1, 2), (2, 3)], not Line mobjects."
    ),
    "cannot import name '([^']+)' from 'manim": (
        "Import everything with `from manim import *` instead of importing `{0}` from a "
        "manim submodule."
    ),
    "cannot access local variable '([^']+)'": (
        "`{0}` is used before it is assigned: create it first (or do not reuse its name "
        "inside the function)."
    ),
}
_HINT_PATTERNS = [(re.compile(p), h) for p, h in _ERROR_HINTS.items()]


def error_hint(message: str) -> str | None:
    """The hint for a runtime error message that names one known mistake, else None."""
    for pattern, hint in _HINT_PATTERNS:
        if m := pattern.search(message):
            return hint.replace("{0}", m.group(1)) if m.groups() else hint
    return None


def locate_error(error: RenderError) -> str:
    """One or two lines that point the model at the failing line of its own code, with a hint
    for the commonest mistakes of small models (invented methods, keywords and names)."""
    parts = []
    if error.line is not None:
        src = f": `{error.source_line}`" if error.source_line else ""
        parts.append(f"The error is raised by line {error.line} of the code{src}")
    msg = f"{error.type}: {error.message}"
    if hint := error_hint(msg):
        parts.append(hint)
    elif m := _NO_ATTR.search(msg):
        parts.append(
            f"`{m.group(1)}` does not exist in Manim Community Edition for that object: use a "
            "method or attribute from the API docs, or an animation such as FadeIn/FadeOut/Create."
        )
    elif m := _BAD_KW.search(msg):
        parts.append(
            f"The keyword argument `{m.group(1)}` is not accepted there: remove it or use a "
            "parameter the API docs list."
        )
    elif m := _NO_NAME.search(msg):
        parts.append(
            f"`{m.group(1)}` is not defined: Manim does not provide it, so define it yourself "
            "or use an existing Manim name."
        )
    return "\n".join(parts)


def _static_errors(code: str) -> list[Finding]:
    """Error-severity findings of the kb's static checks (warnings never block a render)."""
    try:
        import kb
    except ImportError:  # pragma: no cover
        return []
    out = []
    for f in kb.check_code(code):
        if getattr(f, "severity", "error") == "error" and f.code != "syntax-error":
            out.append(f)
    return out


def _format_findings(findings: list[Finding]) -> str:
    lines = ["Static checks found problems before rendering:"]
    for f in findings:
        hint = ""
        if f.suggestions:
            hint = f" Did you mean {', '.join(f.suggestions[:3])}?"
        lines.append(f"line {f.line}: {f.message}{hint}")
    return "\n".join(lines)
