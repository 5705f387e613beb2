"""The description's requirements as a checklist in the generation prompt (issue 46, point 3):
the plain words of each requirement kind, what is left out, the cap, the prompt with the setting
on and off, and the agent's wiring (the rule reader's list, the model's reading added only where
it is read before the first answer). Fake backends and renders only."""

from __future__ import annotations

import json
from typing import Any

import pytest

from server.agent import AgentOptions, ManimAgent, first_prompt, prompt_checklist
from server.engine import agent_options
from server.faithful import extract as ex
from server.faithful.requirements import HasObject, Sel
from server.prompts import CHECKLIST_HEAD, checklist_section, generation_messages
from server.settings import RUN, SPECS, Settings, add_cli_arguments, settings_from_args
from tests.test_agent_loop import BAD, GOOD, ScriptedModel, fake_render, wrap
from tests.test_faithful_checklist import REALISTIC, REALISTIC_PROMPT
from tests.test_faithful_extract import AgentModel, item


def blue_circle() -> Sel:
    return Sel(shape="circle", color="blue")


# -- the prompt -----------------------------------------------------------------------------------
def test_the_prompt_lists_the_items_after_the_description_only_when_given() -> None:
    plain = generation_messages("a red square", plan="1. square")[1]["content"]
    listed = generation_messages("a red square", plan="1. square", checklist=["A red square"])
    user = listed[1]["content"]
    assert CHECKLIST_HEAD not in plain
    assert user.index("</TEXT_SCRIPT>") < user.index(CHECKLIST_HEAD) < user.index("<PLAN>")
    assert "\nThe scene must show:\n1. A red square\nFollow this plan:" in user
    assert (
        generation_messages("a red square", checklist=[])[1]["content"]
        == (generation_messages("a red square")[1]["content"])
    )
    assert checklist_section(["  A   red square ", " "]) == "The scene must show:\n1. A red square"


def test_first_prompt_follows_the_setting() -> None:
    on = AgentOptions(examples=0, checklist_prompt=True)
    off = AgentOptions(examples=0)
    assert off.checklist_prompt is False  # off by default until measured
    assert CHECKLIST_HEAD not in first_prompt(REALISTIC, off)[1]["content"]
    assert first_prompt(REALISTIC, on)[1]["content"] == REALISTIC_PROMPT
    assert prompt_checklist(REALISTIC, off) == []
    given = [HasObject(sel=blue_circle(), phrase="a blue circle")]
    assert first_prompt(REALISTIC, on, requirements=given)[1]["content"].endswith(
        "The scene must show:\n1. A blue circle"
    )
    assert CHECKLIST_HEAD not in first_prompt("a thing happens", on)[1]["content"]  # nothing read


def test_the_setting_flows_from_settings_cli_and_run_identity() -> None:
    assert RUN in SPECS["checklist_prompt"].where
    assert agent_options(Settings(checklist_prompt=True)).checklist_prompt is True
    import argparse

    parser = argparse.ArgumentParser()
    add_cli_arguments(parser)
    assert settings_from_args(parser.parse_args(["--checklist-prompt"])).checklist_prompt is True
    assert (
        settings_from_args(parser.parse_args(["--no-checklist-prompt"])).checklist_prompt is False
    )
    assert Settings().update({"checklistPrompt": True}).checklist_prompt is True


def test_the_rft_short_prompt_lists_what_the_agent_lists() -> None:
    """The RFT data's short prompt is the agent's first prompt without examples, list included."""
    from training.rft import short_prompt

    on = short_prompt(REALISTIC, Settings(checklist_prompt=True))
    assert on == first_prompt(REALISTIC, AgentOptions(examples=0, checklist_prompt=True))
    assert on[1]["content"] == REALISTIC_PROMPT
    assert CHECKLIST_HEAD not in short_prompt(REALISTIC, Settings())[1]["content"]


# -- the agent ------------------------------------------------------------------------------------
def agent(answers: list[str], **opts: Any) -> tuple[ManimAgent, ScriptedModel]:
    model = ScriptedModel(answers)
    options = AgentOptions(static_checks=False, fixes=False, examples=0, fresh_last_round=False,
                           fresh_on_repeat=False, **opts)  # fmt: skip
    return ManimAgent(model, options, renderer=fake_render), model


@pytest.mark.parametrize("on", [True, False])
def test_the_loop_sends_the_list_in_the_first_prompt_only(on: bool) -> None:
    a, model = agent([wrap(BAD), wrap(GOOD)], strategy="ritl", rounds=1, checklist_prompt=on,
                     trace_feedback=False)  # fmt: skip
    result = a.run(REALISTIC)
    assert result.ok and len(model.prompts) == 2
    first, repair = model.prompts[0][1]["content"], model.prompts[1][1]["content"]
    assert (first == REALISTIC_PROMPT) is on
    assert (CHECKLIST_HEAD in first) is on
    assert CHECKLIST_HEAD not in repair and "<ERROR>" in repair  # repairs as before


def test_a_regenerated_scene_reuses_the_listed_prompt() -> None:
    a, model = agent([wrap(BAD), wrap(BAD), wrap(GOOD)], strategy="ritl", rounds=2,
                     checklist_prompt=True, trace_feedback=False)  # fmt: skip
    a.options.fresh_last_round = True
    result = a.run(REALISTIC)
    assert [r.kind for r in result.rounds] == ["generate", "repair", "regenerate"]
    assert model.prompts[2] == model.prompts[0] and CHECKLIST_HEAD in model.prompts[2][1]["content"]


def test_prefetch_reads_the_same_prompt_as_the_run() -> None:
    class Prefilling(ScriptedModel):
        def prefill(self, messages: Any) -> dict[str, Any]:
            self.prefilled = messages
            return {}

    model = Prefilling([wrap(GOOD)])
    a = ManimAgent(model, AgentOptions(static_checks=False, fixes=False, examples=0,
                                       checklist_prompt=True), renderer=fake_render)  # fmt: skip
    a.prefetch(REALISTIC)
    a.run(REALISTIC)
    assert model.prefilled == model.prompts[0]


MODEL_ONLY = item("region", "three squares", sel={"shape": "square"}, region="top")


@pytest.mark.parametrize("mode", ["sequential", "overlap"])
def test_the_models_reading_joins_the_list_only_when_read_first(mode: str) -> None:
    """`sequential` reads before the first answer and lists what the model adds; `overlap`
    starts reading after it, so the first prompt lists the rule reader's items alone."""
    from tests.test_faithful_loop import ARRANGED
    from tests.test_faithful_loop import fake_render as trace_render

    model = AgentModel(json.dumps([MODEL_ONLY]), [ARRANGED])
    options = AgentOptions(static_checks=False, strategy="ritl", examples=0, rounds=0,
                           llm_requirements=mode, checklist_prompt=True)  # fmt: skip
    a = ManimAgent(model, options, renderer=trace_render)
    a.requirement_cache = ex.ExtractionCache(None)
    events: list[str] = []
    result = a.run("three squares in a row", on_event=lambda e: events.append(e.message))
    rule = "</TEXT_SCRIPT>\nThe scene must show:\n1. Three squares in a row, not overlapping"
    both = (  # in the description's order: the model's span "three squares" comes first
        "</TEXT_SCRIPT>\nThe scene must show:\n1. The square at the top of the screen\n"
        "2. Three squares in a row, not overlapping"
    )
    first = model.prompts[0][-1]["content"]
    assert first.endswith(both if mode == "sequential" else rule)
    assert len(model.calls) == 1  # the model read the description once in either mode
    checks = result.rounds[0].checks
    assert checks is not None and checks["llm"]["added"] == 1  # the checks use it either way
    assert ("reading the description's requirements" in events) is (mode == "sequential")
