"""Parallel candidates for the agent's first generation (issue 19; setting `candidates`).

With ``candidates`` = N > 1 the first generation asks the backend for N answers to the same
prompt (``server.backends.base.chat_n``: one batch of N sequences on the local model, N calls
elsewhere). Each candidate goes through what the agent does to any attempt: kb fix-all, the
static checks, a render and the trace checks (the description's requirements and the generic
checks; they rank the candidates whether or not trace feedback also spends repair rounds on
them, since judging a trace that exists anyway costs no model call). The best one becomes round
0 of the run and the loop goes on from it (repair rounds only if it still needs one); every
candidate is kept in the transcript's ``candidates`` list.

The ranking is the agent's own (``server.faithful.loop.BestAttempt``), extended to attempts that do
not render: a candidate that renders beats one that does not; among rendered ones, fewer unmet
trace checks, then fewer layout warnings; among the others, one with code that passed the static
checks beats one with static errors (fewer first), which beats an answer without code. Ties go to
the earlier candidate, so candidate 1 (the answer ``candidates`` = 1 would have given) wins unless
another is strictly better.

Evaluation stops early once a candidate cannot be beaten (it renders with every check met and no
layout warning): the later candidates are recorded without a render (their ``feedback`` says
so), which saves their renders when the first one is already right.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from server.agent.steps import Attempts
from server.agent.types import AgentEvent, Cancelled, EventFn, Round, RunState
from server.backends.base import chat_n
from server.prompts import extract_code

if TYPE_CHECKING:
    from server.backends.base import CancelToken, Message, TokenCallback
    from server.faithful.loop import TraceFeedback
    from server.render import RenderResult


NOT_EVALUATED = "not evaluated: candidate {} renders with every check met"


@dataclass
class Outcome:
    """What the evaluation of one candidate gave (the agent loop's first-iteration values)."""

    round: Round
    feedback: str | None  # None: rendered (and, with trace feedback, judged)
    render: RenderResult | None
    evaluated: bool = True
    unmet: int = 0  # confident unmet trace checks of a rendered candidate
    weak: int = 0  # unmet trace checks below the confidence threshold

    def rank(self, order: int) -> tuple[Any, ...]:
        """Larger is better; `order` (0-based) breaks ties in favour of earlier candidates."""
        rendered = self.render is not None and self.render.ok and self.feedback is None
        if rendered:
            assert self.render is not None
            return (2, -self.unmet, -self.weak, -len(self.render.layout), -order)
        if not self.evaluated:
            return (-1, 0, 0, 0, -order)
        has_code = self.round.code is not None
        static_ok = has_code and not self.round.findings
        return (int(has_code), int(static_ok), -len(self.round.findings), 0, -order)

    @property
    def perfect(self) -> bool:
        r = self.render
        return (
            r is not None
            and r.ok
            and self.feedback is None
            and not self.unmet
            and not self.weak
            and not r.layout
        )


def pick_best(outcomes: list[Outcome]) -> int:
    """The index of the best candidate (module docstring: the ranking)."""
    return max(range(len(outcomes)), key=lambda i: outcomes[i].rank(i))


def first_candidates(
    attempts: Attempts,
    run: RunState,
    messages: list[Message],
    checker: TraceFeedback,
    can_repair: bool,
    emit: EventFn,
    on_token: TokenCallback | None,
    cancel: CancelToken | None,
) -> Outcome:
    """Generate `attempts.options.candidates` answers, evaluate them, record them all on `run`
    and return the best one's outcome (its round becomes the run's round 0)."""
    n = attempts.options.candidates
    if cancel is not None and cancel.cancelled:
        raise Cancelled
    t0 = time.perf_counter()
    comps = chat_n(
        attempts.backend, messages, n, attempts.options.params_for_round(0),
        on_token=on_token, cancel=cancel,
    )  # fmt: skip
    run.candidates_s = time.perf_counter() - t0
    if (cancel is not None and cancel.cancelled) or any(
        c.finish_reason == "cancelled" for c in comps
    ):
        raise Cancelled
    rounds = [
        Round(0, "generate", messages, c.text, extract_code(c.text), c, candidate=k + 1)
        for k, c in enumerate(comps)
    ]
    run.candidates = rounds
    outcomes: list[Outcome] = []
    for k, rnd in enumerate(rounds):
        done = next((i for i, o in enumerate(outcomes) if o.perfect), None)
        if done is not None:
            rnd.feedback = NOT_EVALUATED.format(done + 1)
            outcomes.append(Outcome(rnd, None, None, evaluated=False))
            continue
        emit(AgentEvent(0, "checking", f"candidate {k + 1} of {len(rounds)}"))
        t1 = time.perf_counter()
        attempts.apply_fixes(rnd, emit)
        feedback, render = attempts.evaluate(rnd, cancel, emit, can_repair)
        outcome = Outcome(rnd, feedback, render)
        if feedback is None and render is not None and render.ok:
            assert rnd.code is not None
            verdict = checker.assess(rnd.code, render)
            rnd.checks = verdict.to_dict()
            outcome.unmet = len(verdict.confident)
            outcome.weak = len(verdict.unmet) - outcome.unmet
        rnd.seconds = time.perf_counter() - t1
        outcomes.append(outcome)
    best = pick_best(outcomes)
    # the generation's wall time is shared by the candidates; the chosen round carries it
    outcomes[best].round.seconds += run.candidates_s
    run.chosen_candidate = best + 1
    return outcomes[best]
