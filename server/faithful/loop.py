"""Trace feedback for the agent's loop: after a render succeeds, what the scene gets wrong.

``assess`` judges a rendered attempt by its trace: the generic findings of error severity, the
checks that need the description (``described.py``) and,
where the description reader exists (``server.faithful.reader.read_requirements``, from the spec
side of issue 15), the description's requirements that the trace does not meet. ``Verdict``
turns the unmet checks into feedback for a repair round, and ``BestAttempt`` keeps the rendered
attempt that meets the most checks: a rendered attempt is never replaced by one that does not
render, nor by one that meets fewer checks (ties keep the earlier attempt).
"""

from __future__ import annotations

import importlib
import logging
from dataclasses import dataclass, field
from typing import Any

from server.faithful.confidence import confidence_of
from server.faithful.described import description_findings
from server.faithful.extract import union
from server.faithful.generic import TraceFinding, errors, generic_findings
from server.faithful.swap import TraceFix
from server.render.result import RenderResult

log = logging.getLogger(__name__)

MAX_FEEDBACK_ITEMS = 6
TRACE_FEEDBACK_HEAD = (
    "The scene renders, but the video does not yet show what was asked. Fix these problems, "
    "keeping everything else the scene shows:"
)


@dataclass
class Unmet:
    """One check the attempt fails: a generic finding or a description requirement."""

    source: str  # "generic" or "requirement"
    code: str
    message: str
    line: int | None = None
    confidence: float = 1.0  # how often a finding of this kind is right (``confidence.py``)
    fix: TraceFix | None = None  # a swap or placement that meets it without a model (swap.py)

    def describe(self) -> str:
        where = f"line {self.line}: " if self.line is not None else ""
        return f"{where}{self.message}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "code": self.code,
            "message": self.message,
            "line": self.line,
            "confidence": self.confidence,
            **({"fix": self.fix.to_dict()} if self.fix is not None else {}),
        }


EDIT_INSTRUCTION_HEAD = (
    'The description asks: "{description}". The video does not show all of it yet; change the '
    "scene so that it does, keeping everything else as it is:"
)


@dataclass
class Verdict:
    """The checks of one rendered attempt."""

    total: int = 0
    unmet: list[Unmet] = field(default_factory=list)
    requirements: int = 0  # how many of ``total`` came from the description
    reader: bool = False  # the description reader was available
    threshold: float = 0.0  # findings below this confidence never start a repair round

    @property
    def met(self) -> int:
        return self.total - len(self.unmet)

    @property
    def ok(self) -> bool:
        """Every check met ("all met")."""
        return not self.unmet

    @property
    def confident(self) -> list[Unmet]:
        """The unmet checks confident enough to act on (a repair round, rejecting an attempt)."""
        return [u for u in self.unmet if u.confidence >= self.threshold]

    @property
    def settled(self) -> bool:
        """No confident finding: the attempt is not sent into a rewrite."""
        return not self.confident

    def fixes(self) -> list[TraceFix]:
        """The fixes the confident findings name: animation swaps, placements (``swap.py``)."""
        return [u.fix for u in self.confident if u.fix is not None]

    def rank(self) -> tuple[int, int]:
        """Smaller is better: confident findings first, then all of them."""
        return (len(self.confident), len(self.unmet))

    def feedback(self) -> str:
        """What the next repair round is told: the confident findings, most important first."""
        unmet = self.confident
        items = unmet[:MAX_FEEDBACK_ITEMS]
        lines = [TRACE_FEEDBACK_HEAD, *(f"- {u.describe()}" for u in items)]
        if len(unmet) > len(items):
            lines.append(f"- ... and {len(unmet) - len(items)} more of the same kind")
        return "\n".join(lines)

    def to_dict(self) -> dict[str, Any]:
        return {
            "total": self.total,
            "met": self.met,
            "requirements": self.requirements,
            "reader": self.reader,
            "threshold": self.threshold,
            "confident": len(self.confident),
            "unmet": [u.to_dict() for u in self.unmet],
        }


def read_requirements(description: str | None) -> list[Any] | None:
    """The description's requirements, or None where the reader is not installed (or fails)."""
    if not description:
        return None
    try:  # the spec side of issue 15; optional here
        reader = importlib.import_module("server.faithful.reader")
    except ImportError:
        return None
    fn = getattr(reader, "read_requirements", None)
    if fn is None:
        return None
    try:
        return list(fn(description))
    except Exception as exc:  # a reader bug must not stop the agent
        log.warning("description reader failed: %s", exc)
        return None


def covers_whole_screen(requirements: list[Any] | None) -> bool:
    """Whether the description asks a shape to cover (nearly) the whole screen: then shapes past
    the frame's edges are what was asked (``generic_findings(shapes_may_overflow=...)``)."""
    return any(
        getattr(r, "kind", "") == "frame_share" and float(getattr(r, "min", 0.0)) >= 0.9
        for r in requirements or []
    )


def assess(
    code: str,
    render: RenderResult,
    requirements: list[Any] | None = None,
    *,
    reader: bool = False,
    description: str | None = None,
    threshold: float = 0.0,
) -> Verdict:
    """Judge a rendered attempt: generic error findings, the checks that need the description
    (``described``: a pasted description, a still picture where motion was asked; only with a
    ``description``), then unmet requirements. Each unmet check carries its kind's measured
    confidence; ``threshold`` marks which of them are confident (``Verdict.confident``)."""
    trace = render.trace
    verdict = Verdict(reader=reader, threshold=threshold)
    if trace is None:
        return verdict
    found: list[TraceFinding] = generic_findings(
        trace, code, shapes_may_overflow=covers_whole_screen(requirements)
    )
    checks = len(_GENERIC_CHECKS)
    if description:
        described = errors(description_findings(trace, description, code))
        taken = {(f.code, f.line) for f in described}
        found = [f for f in found if (f.code, f.line) not in taken] + described
        checks += len(_DESCRIBED_CHECKS)
    errs = errors(found)
    # every check counts once when it passes, once per finding when it does not
    verdict.total = checks + max(0, len(errs) - len({f.code for f in errs}))
    verdict.unmet += [
        Unmet("generic", f.code, f.message, f.line, confidence_of("generic", f.code), f.fix)
        for f in errs
    ]
    for req in requirements or []:
        verdict.total += 1
        verdict.requirements += 1
        try:
            result = req.check(trace)
        except Exception as exc:  # a broken check is not the scene's fault
            log.warning("requirement check failed: %s", exc)
            continue
        if not getattr(result, "ok", True):
            kind = str(getattr(req, "kind", type(req).__name__))
            verdict.unmet.append(
                Unmet(
                    "requirement",
                    kind,
                    str(getattr(result, "message", "")) or str(req),
                    getattr(result, "line", None),
                    confidence_of("requirement", kind),
                    getattr(result, "fix", None),
                )
            )
    return verdict


_GENERIC_CHECKS = (
    "stacked",
    "offscreen",
    "text-overlap",
    "replaced-in-place",
    "nothing-visible",
    "mostly-empty",
    "never-shown",
    "never-animates",
    "hidden",
    "invisible",
)
#: Checks that need the description (``never-animates`` is counted with the generic ones).
_DESCRIBED_CHECKS = ("pasted-description", "duplicate-text")


@dataclass
class BestAttempt:
    """The rendered attempt that meets the most checks so far (the earliest among equals)."""

    code: str | None = None
    render: RenderResult | None = None
    verdict: Verdict | None = None
    round: int | None = None

    def offer(self, code: str, render: RenderResult, verdict: Verdict, round_index: int) -> bool:
        """Keep this attempt if it renders and ranks better (fewer confident findings, then fewer
        findings): an attempt a confident finding rejects never replaces one it does not judge.
        True when kept."""
        if not render.ok:
            return False
        if self.verdict is not None and verdict.rank() >= self.verdict.rank():
            return False
        self.code, self.render, self.verdict, self.round = code, render, verdict, round_index
        return True

    @property
    def exists(self) -> bool:
        return self.code is not None


class TraceFeedback:
    """The agent's side of trace feedback for one run: judge each rendered attempt, keep the
    best, and say what the next repair round should fix. With ``llm`` (an
    ``extract.Extraction``), the description's requirements are the rule reader's and the
    model's together (``extract.union``); its result is waited for when first needed."""

    def __init__(
        self,
        description: str | None,
        read_description: bool = True,
        threshold: float = 0.0,
        llm: Any = None,
    ) -> None:
        self.description = description
        self.read_description = read_description
        self.threshold = threshold
        self.llm = llm if read_description else None
        self.llm_info: dict[str, Any] | None = None  # what the model's reading added and cost
        self._llm_reported = False
        self.best = BestAttempt()
        self.last: Verdict | None = None  # the verdict of the last judged attempt
        self._requirements: list[Any] | None = None
        self._loaded = False

    def requirements(self) -> list[Any] | None:
        """The description's requirements, read once per run (None without the reader)."""
        if not self._loaded:
            self._loaded = True
            if self.read_description:
                self._requirements = read_requirements(self.description)
                if self.llm is not None:
                    self._requirements = self._with_model(self._requirements or [])
        return self._requirements

    def _with_model(self, rule: list[Any]) -> list[Any]:
        assert self.llm is not None
        try:
            res = self.llm.result()
            merged = union(rule, res.requirements)
        except Exception as exc:  # the model's reading is an extra: never the run's failure
            log.warning("model requirements failed: %s", exc)
            self.llm_info = {"error": f"{type(exc).__name__}: {exc}"}
            return rule
        self.llm_info = {
            **res.to_dict(),
            "added": len(merged) - len(rule),
            "waited_s": round(float(getattr(self.llm, "waited_s", 0.0)), 3),
        }
        return merged

    def described(self) -> str | None:
        """The description the description-aware checks read (None for a repair without one)."""
        return self.description if self.read_description else None

    def assess(self, code: str, render: RenderResult) -> Verdict:
        """The checks of one rendered attempt, with this run's requirements and threshold."""
        reqs = self.requirements()
        return assess(
            code,
            render,
            reqs,
            reader=reqs is not None,
            description=self.described(),
            threshold=self.threshold,
        )

    def judge(
        self,
        rnd: Any,
        code: str,
        render: RenderResult,
        can_repair: bool,
        verdict: Verdict | None = None,
    ) -> str | None:
        """Record the attempt's checks on its round (``verdict``: already assessed); the
        feedback for a repair round, or None when no confident check is unmet or no repair
        round is left."""
        verdict = verdict if verdict is not None else self.assess(code, render)
        self.last = verdict
        rnd.checks = verdict.to_dict()
        if self.llm_info is not None and not self._llm_reported:
            rnd.checks["llm"] = self.llm_info  # on the first judged round only
            self._llm_reported = True
        self.best.offer(code, render, verdict, int(getattr(rnd, "index", 0)))
        if verdict.settled or not can_repair:
            return None
        rnd.feedback = verdict.feedback()
        return str(rnd.feedback)

    def restore(self, run: Any) -> tuple[str, RenderResult]:
        """Make the best rendered attempt the run's answer."""
        assert self.best.code is not None and self.best.render is not None
        run.best_code, run.render = self.best.code, self.best.render
        return self.best.code, self.best.render


def edit_instruction(description: str, verdict: Verdict) -> str:
    """A trace repair as an Edit Scene instruction (``AgentOptions.edit_repair``): the
    description, then the confident findings, most important first."""
    items = verdict.confident[:MAX_FEEDBACK_ITEMS]
    head = EDIT_INSTRUCTION_HEAD.format(description=description.strip())
    return "\n".join([head, *(f"- {u.describe()}" for u in items)])
