"""The model's reading of a description into requirements (server/faithful/extract.py): the schema
generated from the requirement classes, span and grounding checks, the union with the rule
reader, the cache, the fallback when the model fails, and the agent's wiring. Fake backends
throughout; one slow smoke test runs the real 0.5B model."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from server.agent import AgentOptions, ManimAgent
from server.backends.base import CancelToken, Completion, GenerationParams, Message
from server.faithful import extract as ex
from server.faithful.loop import TraceFeedback
from server.faithful.reader import read_requirements
from server.faithful.requirements import KINDS, HasObject, Relation, Sel, requirement_from_dict

DESC = 'Draw a red circle with the label "r" below it, then move the circle to the left.'


class FakeModel:
    """Answers every chat with `answer` (streamed in small pieces, honouring cancel); records
    the params; `fail` raises instead."""

    name = "fake-model"
    loaded = True

    def __init__(self, answer: str = "[]", fail: Exception | None = None) -> None:
        self.answer = answer
        self.fail = fail
        self.calls: list[GenerationParams | None] = []

    def load(self) -> float:
        return 0.0

    def chat(self, messages: list[Message], params: GenerationParams | None = None, *,
             on_token: Any = None, cancel: CancelToken | None = None) -> Completion:  # fmt: skip
        self.calls.append(params)
        if self.fail is not None:
            raise self.fail
        sent = ""
        for i in range(0, len(self.answer), 7):
            if cancel is not None and cancel.cancelled:
                return Completion(sent, "cancelled", 1, 1, 0.0, 0.0, 0.0)
            piece = self.answer[i : i + 7]
            sent += piece
            if on_token is not None:
                on_token(piece)
        return Completion(sent, "stop", 10, 100, 0.0, 0.01, 0.1)

    def close(self) -> None:
        pass


def item(kind: str, span: str, **fields: Any) -> dict[str, Any]:
    return {"kind": kind, "span": span, **fields}


# -- the schema ---------------------------------------------------------------------------------
def test_schema_has_every_kind_and_field_of_the_requirement_classes() -> None:
    schema = ex.requirement_schema()
    alts = schema["items"]["anyOf"]
    assert [a["properties"]["kind"]["const"] for a in alts] == list(KINDS)
    for alt, cls in zip(alts, KINDS.values(), strict=True):
        names = {f.name for f in dataclasses.fields(cls)} - ex.SKIP_FIELDS
        assert set(alt["properties"]) == {"kind", "span"} | names
        assert list(alt["properties"])[:2] == ["kind", "span"]  # the order the answer follows
        assert alt["required"][:2] == ["kind", "span"] and not alt["additionalProperties"]
    relation = alts[list(KINDS).index("relation")]
    assert relation["required"] == ["kind", "span", "a", "rel"]  # b may be left out
    assert relation["properties"]["a"]["properties"]["shape"]["enum"][0] == "square"


def test_every_choice_names_a_field_and_every_word_is_accepted() -> None:
    for (owner, name), words in ex.CHOICES.items():
        if owner == "sel":
            assert name in {f.name for f in dataclasses.fields(Sel)}
            continue
        cls = KINDS[owner]
        assert name in {f.name for f in dataclasses.fields(cls)}, (owner, name)
        for w in words:
            requirement_from_dict({"kind": owner, name: w})  # no ValueError


def test_schema_compiles_to_a_llama_cpp_grammar() -> None:
    from server.backends.llama_cpp import schema_grammar

    assert schema_grammar(None) is None
    g = schema_grammar(ex.requirement_schema())
    assert g is schema_grammar(ex.requirement_schema())  # compiled once
    assert "span" in g._grammar


def test_the_prompt_lists_every_kind_and_its_examples_parse_cleanly() -> None:
    msgs = ex.messages("  Draw   a circle. ")
    system = msgs[0]["content"]
    assert all(f"- {k} (" in system for k in KINDS)
    assert msgs[-1] == {"role": "user", "content": "Draw a circle."}
    assert len(msgs) == 2 + 2 * len(ex.EXAMPLES)
    for desc, answer in ex.EXAMPLES:
        reqs, dropped = ex.parse_answer(json.dumps(answer), desc)
        assert len(reqs) == len(answer) and not any(dropped.values()), (desc, dropped)


# -- reading an answer --------------------------------------------------------------------------
def test_a_span_not_in_the_description_drops_the_item() -> None:
    answer = [
        item("object", "a  RED circle", sel={"shape": "circle", "color": "red"}, count=1),
        item("object", "a blue square", sel={"shape": "square", "color": "blue"}, count=1),
    ]
    reqs, dropped = ex.parse_answer(json.dumps(answer), DESC)
    assert [r.phrase for r in reqs] == ["a RED circle"]  # case and spacing aside
    assert dropped["span"] == 1
    assert ex.span_in("the label \u201cr\u201d", DESC)  # curly quotes read as straight ones


def test_invalid_ungrounded_empty_and_repeated_items_are_dropped() -> None:
    answer = [
        item("relation", "below it", a={"text": "r"}, rel="under", b={"shape": "circle"}),
        item("text", "the label", text="radius"),  # a text the description never states
        item("text_number", "the label", value=7),  # a number it never states
        item("object", "a red circle", sel={}, count=1),  # selects every object
        item("relation", 'the label "r" below it', a={"text": "r"}, rel="below",
             b={"shape": "circle"}),
        item("relation", "below it", a={"text": "r"}, rel="below", b={"shape": "circle"}),
        "not an object",
    ]  # fmt: skip
    reqs, dropped = ex.parse_answer(json.dumps(answer), DESC)
    assert [r.kind for r in reqs] == ["relation"]
    assert dropped == {"span": 0, "invalid": 2, "text": 1, "number": 1, "empty": 1, "repeat": 1}


def test_an_answer_cut_short_keeps_its_complete_items() -> None:
    full = json.dumps([item("object", "a red circle", sel={"shape": "circle"}, count=1)] * 1)
    cut = full[:-1] + ',{"kind":"motion","span":"move the'
    assert len(ex.answer_items(cut)) == 1
    assert ex.answer_items("no json here") == []
    assert len(ex.answer_items('{"requirements": [{"kind": "camera"}]}')) == 1


# -- the union with the rule reader ---------------------------------------------------------------
def test_union_keeps_the_readers_requirement_where_both_read_one() -> None:
    circle, label = Sel(shape="circle", color="red"), Sel(text="r")
    rule = [HasObject(sel=circle), Relation(a=label, rel="below", b=Sel(shape="circle"))]
    model = [
        HasObject(sel=Sel(shape="circle")),  # the same object (colour given by one side only)
        Relation(a=label, rel="above", b=circle),  # a conflict: the reader's "below" stays
        Relation(a=label, rel="next_to", b=Sel(shape="square")),  # another pair: added
        HasObject(sel=Sel(shape="square")),  # new: added
    ]
    out = ex.union(rule, model)
    assert out[:2] == rule and out[2:] == [model[2], model[3]]


def test_the_match_rule_compares_kind_subjects_and_value() -> None:
    a = Relation(a=Sel(text="r"), rel="below", b=Sel(shape="circle", color="red"))
    assert ex.same_key(a, Relation(a=Sel(text="r"), rel="below", b=Sel(shape="circle")))
    assert not ex.same_key(a, Relation(a=Sel(text="r"), rel="above", b=Sel(shape="circle")))
    assert not ex.same_key(a, Relation(a=Sel(text="R2"), rel="below", b=Sel(shape="circle")))
    assert not ex.same_sel(Sel(shape="circle", color="red"), Sel(shape="circle", color="blue"))
    assert not ex.same_sel(Sel(), Sel(text="x"))


# -- the model call, its cache and its failures ----------------------------------------------------
ANSWER = json.dumps(
    [item("motion", "move the circle to the left", motion="move", sel={"shape": "circle"},
          to="left")]
)  # fmt: skip


def test_extract_enforces_the_schema_greedily_and_caches_per_description(tmp_path: Path) -> None:
    model = FakeModel(ANSWER)
    cache = ex.ExtractionCache(tmp_path)
    first = ex.extract(model, DESC, cache=cache)
    assert [r.kind for r in first.requirements] == ["motion"] and not first.cached
    params = model.calls[0]
    assert params is not None and params.temperature == 0.0
    assert params.json_schema == ex.requirement_schema()
    again = ex.extract(model, "  " + DESC.replace(" ", "  "), cache=cache)  # spacing aside
    assert again.cached and len(model.calls) == 1
    assert [r.to_dict() for r in again.requirements] == [r.to_dict() for r in first.requirements]
    # on disk: a new process (a new cache object) reads it back; another model does not
    assert ex.extract(model, DESC, cache=ex.ExtractionCache(tmp_path)).cached
    other = FakeModel(ANSWER)
    other.name = "another-model"
    assert not ex.extract(other, DESC, cache=cache).cached
    (next(tmp_path.glob("*.json"))).write_text("{broken", encoding="utf-8")
    assert ex.ExtractionCache(tmp_path).get("nothing") is None


def test_a_failing_model_gives_no_requirements_and_nothing_cached(tmp_path: Path) -> None:
    cache = ex.ExtractionCache(tmp_path)
    res = ex.extract(FakeModel(fail=RuntimeError("boom")), DESC, cache=cache)
    assert res.requirements == [] and res.error == "RuntimeError: boom"
    assert not list(tmp_path.iterdir())
    feedback = TraceFeedback(DESC, llm=ex.Extraction(FakeModel(fail=OSError("x")), DESC))
    reqs = feedback.requirements()
    assert reqs is not None
    assert [r.to_dict() for r in reqs] == [r.to_dict() for r in read_requirements(DESC)]
    assert feedback.llm_info is not None and feedback.llm_info["error"] == "OSError: x"


def test_a_repeated_item_stops_the_answer() -> None:
    looping = item("object", "a red circle", sel={"shape": "circle"}, count=1)
    again = dict(looping, span="red circle")  # the same requirement with another span
    model = FakeModel(json.dumps([looping, again] + [looping] * 10))
    res = ex.extract(model, DESC)
    assert len(res.requirements) == 1 and res.error is None
    assert len(res.answer) < len(model.answer)  # stopped early
    cancelled = CancelToken()
    cancelled.cancel()
    assert ex.extract(FakeModel(ANSWER), DESC, cancel=cancelled).error == "cancelled"


def test_extraction_in_the_background_is_joined_once() -> None:
    model = FakeModel(ANSWER)
    job = ex.Extraction(model, DESC).start()
    assert job.result() is job.result() and len(model.calls) == 1
    lazy = ex.Extraction(model, DESC)  # never started: read when first needed
    assert [r.kind for r in lazy.result().requirements] == ["motion"]


# -- the agent's wiring --------------------------------------------------------------------------
class AgentModel(FakeModel):
    """Scene answers for the agent's rounds; the extraction answer for schema calls."""

    def __init__(self, answer: str, scenes: list[str]) -> None:
        super().__init__(answer)
        self.scenes = list(scenes)
        self.prompts: list[list[Message]] = []

    def chat(self, messages: list[Message], params: GenerationParams | None = None, *,
             on_token: Any = None, cancel: CancelToken | None = None) -> Completion:  # fmt: skip
        if params is not None and params.json_schema is not None:
            return super().chat(messages, params, on_token=on_token, cancel=cancel)
        self.prompts.append(messages)
        code = self.scenes.pop(0) if self.scenes else ""
        return Completion(f"<CODE>\n{code}</CODE>", "stop", 10, 100, 0.0, 0.01, 0.1)


@pytest.mark.parametrize("mode", ["sequential", "overlap"])
def test_the_models_requirements_feed_trace_repairs(mode: str) -> None:
    from tests.test_faithful_loop import ARRANGED, fake_render

    top = item("region", "three squares", sel={"shape": "square"}, region="top")
    model = AgentModel(json.dumps([top]), [ARRANGED, ARRANGED + "# again\n"])
    options = AgentOptions(
        static_checks=False,
        strategy="ritl",
        examples=0,
        rounds=1,
        llm_requirements=mode,
        fresh_last_round=False,
        fresh_on_repeat=False,
    )
    agent = ManimAgent(model, options, renderer=fake_render)
    agent.requirement_cache = ex.ExtractionCache(None)
    result = agent.run("three squares in a row")
    assert [r.kind for r in result.rounds] == ["generate", "trace-repair"]
    assert "top of the screen" in model.prompts[1][-1]["content"]
    checks = result.rounds[0].checks
    assert checks is not None and checks["llm"]["added"] == 1
    assert "llm" not in (result.rounds[1].checks or {})  # reported once


def test_no_reading_when_off_without_trace_feedback_or_description() -> None:
    model = FakeModel(ANSWER)
    assert ManimAgent(model, AgentOptions()).requirement_reading("a circle") is None
    off = AgentOptions(llm_requirements="sequential", trace_feedback=False)
    assert ManimAgent(model, off).requirement_reading("a circle") is None
    on = ManimAgent(model, AgentOptions(llm_requirements="sequential"))
    on.requirement_cache = ex.ExtractionCache(None)
    assert on.requirement_reading("a circle") is not None
    from server.agent.types import REPAIR_DESCRIPTION

    assert on.requirement_reading(REPAIR_DESCRIPTION) is None
    with pytest.raises(ValueError, match="llm_requirements"):
        AgentOptions(llm_requirements="always")


# -- the real model ------------------------------------------------------------------------------
@pytest.mark.slow
def test_the_small_model_answers_within_the_schema(small_model_path: Path) -> None:
    from server.backends.llama_cpp import LlamaCppBackend

    backend = LlamaCppBackend(small_model_path, prefix_cache=False, speculative=False)
    try:
        params = GenerationParams(
            max_tokens=200, temperature=0.0, json_schema=ex.requirement_schema()
        )
        comp = backend.chat(ex.messages("Draw a red circle."), params)
        items = ex.answer_items(comp.text)
        assert comp.text.lstrip().startswith("[") and items
        for it in items:  # every complete item follows the schema: a known kind, a span first
            assert it["kind"] in KINDS and list(it)[:2] == ["kind", "span"]
        res = ex.extract(backend, "Draw a red circle.", max_tokens=200)
        assert res.error is None
    finally:
        backend.close()
