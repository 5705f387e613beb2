"""The agent's option and result types: what a run does (`AgentOptions`), what it reports while
it runs (`AgentEvent`), each model call and its outcome (`Round`), a run's state while it runs
(`RunState`) and what it returns (`AgentResult`)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace
from typing import TYPE_CHECKING, Any

from server.backends.base import MAX_CANDIDATES, Completion, GenerationParams, Message
from server.render import RenderResult
from server.settings import DEFAULTS, SPECS, STRATEGIES

if TYPE_CHECKING:
    from kb.checks import Finding
    from kb.fixes import AppliedFix

EXAMPLE_SOURCES = SPECS["examples_source"].choices
LLM_REQUIREMENTS = SPECS["llm_requirements"].choices
MAX_REPAIR_TEMPERATURE = 0.9
REPAIR_DESCRIPTION = (
    "Repair this Manim scene so that it renders, keeping everything it shows and animates."
)


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
    # unmet trace checks below this measured confidence never start a repair round
    # (`server/faithful/confidence.py`)
    check_confidence: float = DEFAULTS["check_confidence"]
    # the model also reads the description into requirements for the trace checks: "off",
    # "sequential" (when the first render is judged) or "overlap" (from the first answer on)
    llm_requirements: str = DEFAULTS["llm_requirements"]
    # the first generation's prompt lists the description's requirements in plain words after
    # the description (`server/faithful/checklist.py`; `ManimAgent.checklist_requirements`)
    checklist_prompt: bool = DEFAULTS["checklist_prompt"]
    # the first generation's prompt carries one-line Manim notes for what the description asks
    # (`kb/howto.py`)
    how_to_notes: bool = DEFAULTS["how_to_notes"]
    # the last repair round of a generation whose code still fails samples a new scene from the
    # generation prompt instead of repairing (`Settings.fresh_last_round`)
    fresh_last_round: bool = DEFAULTS["fresh_last_round"]
    # a repair round that answers with the code of an earlier attempt is followed by a new sample
    # from the generation prompt, not by the same repair request (`Settings.fresh_on_repeat`)
    fresh_on_repeat: bool = DEFAULTS["fresh_on_repeat"]
    # a trace repair round asks for an edit of the scene, not the whole scene (`Settings.edit_repair`)
    edit_repair: bool = DEFAULTS["edit_repair"]
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
    # N answers to the first generation, the best one kept (server/agent/candidates.py)
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
        if self.llm_requirements not in LLM_REQUIREMENTS:
            raise ValueError(
                f"unknown llm_requirements {self.llm_requirements!r}; use one of {LLM_REQUIREMENTS}"
            )
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
    # "given", "generate", "repair", "static-repair", "trace-repair", "trace-edit",
    # "layout-repair", "regenerate"
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
    # an edit answer of this trace-repair round that did not apply (`edit_repair`), and why
    unapplied_edit: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """The round as the transcript writes it."""
        extra: dict[str, Any] = {"candidate": self.candidate} if self.candidate else {}
        if self.unapplied_edit is not None:
            extra["unapplied_edit"] = self.unapplied_edit
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


EventFn = Callable[[AgentEvent], None]
Renderer = Callable[..., RenderResult]


class Cancelled(Exception):
    """The run was cancelled (the token, or the backend answered "cancelled")."""


@dataclass
class RunState:
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
