"""Build a scene step by step: the first part of the description generated, each later part an
edit (an experiment, not shipped; `run.py --stepwise`).

A realistic description asks for three to six things in one sentence ("draw a right triangle,
label its sides a, b and c, and write a^2 + b^2 = c^2 below it"). The small model misses some
of them when it writes the whole scene at once, while one change by instruction (Edit Scene)
succeeds far more often. Here the description is cut into steps (`split_steps`), the first is
generated as a description of its own, each later one is applied as an Edit Scene instruction
to the scene so far (kept when the edit renders), and the result is then checked, and repaired,
against the whole description as the shipped loop does (`Engine.repair` with the description).
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from typing import Any

#: where one step ends and the next begins: a sentence end, "then", "after that", "finally",
#: or a comma (optionally with "and") before a verb that starts a new thing to do
ACTION_VERBS = (
    "add|adds|draw|draws|write|writes|put|puts|place|places|label|labels|show|shows|move|moves|"
    "rotate|rotates|fade|fades|highlight|highlights|mark|marks|connect|connects|colou?r|"
    "colou?rs|make|makes|turn|turns|grow|grows|shrink|shrinks|scale|scales|transform|"
    "transforms|replace|replaces|create|creates|display|displays|animate|animates|slide|"
    "slides|spin|spins|change|changes|shift|shifts|flash|flashes|indicate|indicates|"
    "underline|underlines|plot|plots|swap|swaps|remove|removes|let|lets|give|gives|attach|"
    "attaches|surround|surrounds"
)
STEP_BREAK = re.compile(
    r"(?:(?<=[.!?;])\s+|,?\s+and\s+then\s+|,\s*then\s+|\s+then\s+|,?\s+after\s+that,?\s+|"
    r",?\s+finally,?\s+|,\s*(?:and\s+)?(?=(?:" + ACTION_VERBS + r")\b))",
    re.IGNORECASE,
)
MIN_STEP_WORDS = 3
MAX_STEPS = 5
#: a part that starts like this continues the one before ("..., and then with "Go!" in green",
#: "moves right, up and then back to where it started")
CONTINUES = re.compile(
    r"(?:with|to|back|from|into|in|on|at|under|below|above|each|so|until)\b", re.I
)


def split_steps(description: str) -> list[str]:
    """The description's steps, in order (at most ``MAX_STEPS``: the rest join the last). A part
    shorter than ``MIN_STEP_WORDS`` words, or one that continues the one before (``CONTINUES``),
    joins it with the words that separated them."""
    text = description.strip()
    parts: list[tuple[str, str]] = []  # (separator before it, part)
    at, sep = 0, ""
    for m in STEP_BREAK.finditer(text):
        parts.append((sep, text[at : m.start()]))
        at, sep = m.end(), m.group()
    parts.append((sep, text[at:]))
    steps: list[str] = []
    for sep, part in parts:
        p = part.strip(" ,;")
        if not p:
            continue
        if steps and (len(p.split()) < MIN_STEP_WORDS or CONTINUES.match(p)):
            steps[-1] = f"{steps[-1]}{sep}{p}"
        else:
            steps.append(p)
    if len(steps) > MAX_STEPS:
        steps = [*steps[: MAX_STEPS - 1], ", then ".join(steps[MAX_STEPS - 1 :])]
    return steps


@dataclass
class StepwiseResult:
    """What `run.py` reads of a run (the shape of an AgentResult it uses)."""

    status: str
    code: str | None
    render: Any
    rounds: list[Any] = field(default_factory=list)
    steps: list[dict[str, Any]] = field(default_factory=list)


def generate_stepwise(engine: Any, description: str) -> StepwiseResult:
    """Generate the first step, edit in the others, then check and repair against the whole
    description. Falls back to the shipped generation where the first step gives no scene."""
    steps = split_steps(description)
    log: list[dict[str, Any]] = []
    if len(steps) < 2:
        r = engine.generate(description)
        return StepwiseResult(r.status, r.code, r.render, list(r.rounds), [{"step": description}])
    t0 = time.perf_counter()
    first = engine.generate(steps[0])
    rounds = list(first.rounds)
    log.append({"step": steps[0], "kind": "generate", "status": first.status,
                "seconds": round(time.perf_counter() - t0, 1)})  # fmt: skip
    code = first.code if first.render is not None and first.render.ok else None
    if code is None:
        r = engine.generate(description)
        log.append({"step": description, "kind": "fallback", "status": r.status})
        return StepwiseResult(r.status, r.code, r.render, rounds + list(r.rounds), log)
    for step in steps[1:]:
        t1 = time.perf_counter()
        try:
            out = engine.edit(code, step)
        except Exception as exc:  # an edit that cannot run leaves the scene as it was
            log.append({"step": step, "kind": "edit", "status": f"error: {exc}"})
            continue
        rounds += list(out.rounds)
        kept = out.code is not None and out.render is not None and out.render.ok
        log.append({"step": step, "kind": "edit", "status": out.status, "kept": kept,
                    "seconds": round(time.perf_counter() - t1, 1)})  # fmt: skip
        if kept:
            code = out.code
    final = engine.repair(code, description=description)
    rounds += list(final.rounds)
    log.append({"step": "(whole description)", "kind": "repair", "status": final.status,
                "rounds": len(final.rounds)})  # fmt: skip
    return StepwiseResult(final.status, final.code, final.render, rounds, log)
