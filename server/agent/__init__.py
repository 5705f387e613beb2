"""The agent: a description in, a rendered scene out (RITL / RITL-DOC, K repair rounds).

| module | holds |
|---|---|
| `types.py` | `AgentOptions`, `AgentEvent`, `Round`, `RunState`, `AgentResult` |
| `loop.py` | `ManimAgent`: the loop (paper, Algorithm 1, with the extensions beyond it) |
| `steps.py` | `Attempts`: model call, fix-all, static checks, render, feedback for one attempt |
| `candidates.py` | the first generation's N candidates, evaluated and ranked |
| `examples.py` | the first-round prompt and its few-shot examples |
| `hints.py` | the failing line and a hint for well-known runtime errors |
"""

from __future__ import annotations

from server.agent.examples import first_prompt, prompt_checklist, prompt_notes, retrieve_examples
from server.agent.hints import error_hint, locate_error
from server.agent.loop import ManimAgent
from server.agent.steps import NO_CODE_ERROR, REPEATED_CODE_NOTE, RUNAWAY_ERROR, Attempts
from server.agent.types import (
    EXAMPLE_SOURCES,
    MAX_REPAIR_TEMPERATURE,
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

__all__ = [
    "EXAMPLE_SOURCES",
    "MAX_REPAIR_TEMPERATURE",
    "NO_CODE_ERROR",
    "REPAIR_DESCRIPTION",
    "REPEATED_CODE_NOTE",
    "RUNAWAY_ERROR",
    "AgentEvent",
    "AgentOptions",
    "AgentResult",
    "Attempts",
    "Cancelled",
    "EventFn",
    "ManimAgent",
    "Renderer",
    "Round",
    "RunState",
    "error_hint",
    "first_prompt",
    "locate_error",
    "prompt_checklist",
    "prompt_notes",
    "retrieve_examples",
]
