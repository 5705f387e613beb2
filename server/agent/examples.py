"""The first-round prompt and its few-shot examples: the shipped example library plus the user's
examples folder (each file rendered once, the verdict cached), or ManimBench train as an opt-in
for evaluation only."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any

from kb.examples import ExampleLibraryError, folder_examples
from kb.examples import nearest_examples as library_nearest
from kb.howto import how_to
from server.agent.types import AgentOptions, Renderer
from server.backends.base import Message
from server.examples import nearest_examples
from server.faithful.checklist import checklist
from server.faithful.extract import rule_requirements
from server.faithful.requirements import Requirement
from server.manimbench import ManimBenchError
from server.models.store import cache_dir
from server.prompts import generation_messages
from server.render import render_code

log = logging.getLogger(__name__)
_warned_no_examples = False  # warn once per process when the examples are not available


def first_prompt(
    description: str,
    options: AgentOptions,
    *,
    exclude: Callable[[str], bool] | None = None,
    plan: str | None = None,
    renderer: Renderer = render_code,
    requirements: Sequence[Requirement] | None = None,
) -> list[Message]:
    """The first-round prompt for ``description`` under ``options``: the examples retrieved for
    it (``exclude`` kept out), the plan when there is one, the CE rules when switched on, and
    with ``options.checklist_prompt`` the checklist of :func:`prompt_checklist`, and with
    ``options.how_to_notes`` the notes of :func:`prompt_notes`."""
    examples = retrieve_examples(description, options, exclude=exclude, renderer=renderer)
    items = prompt_checklist(description, options, requirements)
    return generation_messages(
        description,
        examples,
        plan=plan,
        guide=options.guide,
        checklist=items,
        notes=prompt_notes(description, options),
    )


def prompt_notes(description: str, options: AgentOptions) -> list[str]:
    """The how-to notes the first prompt carries for ``description`` (none unless
    ``options.how_to_notes``): ``kb.howto.how_to``'s, at most four."""
    return how_to(description) if options.how_to_notes else []


def prompt_checklist(
    description: str,
    options: AgentOptions,
    requirements: Sequence[Requirement] | None = None,
) -> list[str]:
    """The checklist items the first prompt lists for ``description`` (none unless
    ``options.checklist_prompt``): ``requirements`` in plain words, or where they are not given
    the rule reader's (``server.faithful.checklist.checklist``: informative ones only, in the
    description's order, at most ``MAX_ITEMS``)."""
    if not options.checklist_prompt:
        return []
    reqs = rule_requirements(description) if requirements is None else list(requirements)
    return checklist(reqs, description)


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
    try:
        if options.examples_source == "library":
            extra = _folder_examples(options, renderer)
            return library_nearest(description, options.examples, exclude=exclude, extra=extra)
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

    def renders(code: str) -> bool:
        result = renderer(code, quality="l", timeout=options.render_timeout, cancel=None)
        cleanup = getattr(result, "cleanup", None)
        if callable(cleanup):
            cleanup()
        return bool(result.ok)

    return folder_examples(folder, verify=renders, cache_file=cache_dir() / "example-verdicts.json")
