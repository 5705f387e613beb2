"""The agent's loop logic (Algorithm 1) with a scripted model and a fake renderer.

Fakes only: these prove the control flow (stop at first success, K rounds, strategies, cancel,
no-code and same-broken-code cases). The real model and real renders are in test_generate_e2e.py.
"""

from __future__ import annotations

from typing import Any

import pytest

from server.agent import (
    NO_CODE_ERROR,
    REPEATED_CODE_NOTE,
    AgentOptions,
    ManimAgent,
    error_hint,
    locate_error,
)
from server.backends.base import CancelToken, Completion, GenerationParams, Message
from server.render import RenderResult
from server.render.result import RenderError

GOOD = "from manim import *\nclass Good(Scene):\n    def construct(self):\n        self.add(Circle())\n"
BAD = (
    "from manim import *\nclass Bad(Scene):\n    def construct(self):\n        self.add(Circel())\n"
)


class ScriptedModel:
    """Answers each chat with the next scripted text and records the prompts it saw."""

    name = "scripted"
    loaded = True

    def __init__(self, answers: list[str], finish: str = "stop") -> None:
        self.answers = list(answers)
        self.prompts: list[list[Message]] = []
        self.params: list[GenerationParams | None] = []
        self.finish = finish

    def load(self) -> float:
        return 0.0

    def chat(self, messages: list[Message], params: GenerationParams | None = None, *,
             on_token: Any = None, cancel: CancelToken | None = None) -> Completion:  # fmt: skip
        self.prompts.append(messages)
        self.params.append(params)
        text = self.answers.pop(0) if self.answers else ""
        return Completion(text, self.finish, 10, 100, 0.0, 0.01, 0.1)

    def close(self) -> None:
        pass


def fake_render(code: str, **kwargs: Any) -> RenderResult:
    """Renders GOOD, fails anything containing 'Circel' with a NameError at line 4."""
    if "Circel" in code:
        err = RenderError("NameError", "name 'Circel' is not defined", line=4, column=17,
                          tail="Traceback...\nNameError: name 'Circel' is not defined")  # fmt: skip
        return RenderResult(status="error", error=err)
    return RenderResult(status="success", scene="Good")


def wrap(code: str) -> str:
    return f"<CODE>\n{code}</CODE>"


def agent(answers: list[str], **opts: Any) -> tuple[ManimAgent, ScriptedModel]:
    model = ScriptedModel(answers)
    opts.setdefault("fixes", False)  # these prove the loop; kb fix-all is tested on its own
    # a failing last round repairs here (the tests of the repair prompt); the default, a fresh
    # sample there, has tests of its own
    opts.setdefault("fresh_last_round", False)
    opts.setdefault("fresh_on_repeat", False)  # likewise: a repeated answer is repaired here
    options = AgentOptions(static_checks=False, **opts)
    return ManimAgent(model, options, renderer=fake_render), model


def test_vanilla_one_round_no_repair() -> None:
    """Vanilla renders once and never asks for a repair, even with rounds > 0."""
    a, model = agent([wrap(BAD), wrap(GOOD)], strategy="vanilla", rounds=3)
    result = a.run("a circle")
    assert result.status == "failed" and len(result.rounds) == 1 and len(model.prompts) == 1
    assert result.code == BAD.rstrip("\n")


def test_ritl_stops_at_first_success() -> None:
    """RITL repairs once, succeeds, and stops without using the remaining rounds."""
    a, model = agent([wrap(BAD), wrap(GOOD), wrap(BAD)], strategy="ritl", rounds=3)
    result = a.run("a circle")
    assert result.ok and len(result.rounds) == 2 and result.repair_rounds == 1
    repair_prompt = model.prompts[1][1]["content"]
    assert "NameError: name 'Circel' is not defined" in repair_prompt
    assert "<PREVIOUS_CODE>" in repair_prompt and "<API_DOCS>" not in repair_prompt


def test_ritl_doc_adds_docs_to_repair_prompt() -> None:
    """RITL-DOC's repair prompt carries the kb docs for the calls in the code."""
    a, model = agent([wrap(BAD.replace("Circel()", "Square(side_lenght=2)")), wrap(GOOD)],
                     strategy="ritl-doc", rounds=1)  # fmt: skip
    a.renderer = lambda code, **kw: (  # type: ignore[method-assign]
        RenderResult(status="error", error=RenderError("TypeError", "unexpected keyword argument 'side_lenght'", line=4))
        if "side_lenght" in code else RenderResult(status="success")
    )  # fmt: skip
    result = a.run("a square")
    assert result.ok
    assert "<API_DOCS>" in model.prompts[1][1]["content"]
    assert "Square" in model.prompts[1][1]["content"].split("<API_DOCS>")[1]


def test_same_broken_code_every_round_gives_up_after_k() -> None:
    """A model that repeats the same broken code fails after exactly K repair rounds."""
    a, model = agent([wrap(BAD)] * 10, strategy="ritl", rounds=2)
    result = a.run("a circle")
    assert result.status == "failed" and len(result.rounds) == 3 and len(model.prompts) == 3
    assert "Circel" in (result.error or "")


def test_no_code_is_fed_back_as_an_error() -> None:
    """An answer without code is a failed round whose feedback asks for <CODE>."""
    a, model = agent(["I cannot help", wrap(GOOD)], strategy="ritl", rounds=1)
    result = a.run("a circle")
    assert result.ok and result.rounds[0].code is None
    assert result.rounds[0].feedback == NO_CODE_ERROR
    assert NO_CODE_ERROR in model.prompts[1][1]["content"]


def test_no_code_ever_fails_with_no_code() -> None:
    """A model that never returns code ends failed with no code to write."""
    a, _ = agent(["nothing", "still nothing"], strategy="ritl", rounds=1)
    result = a.run("a circle")
    assert result.status == "failed" and result.code is None


def test_cancel_before_start() -> None:
    """A cancelled token stops the run before the model is called."""
    a, model = agent([wrap(GOOD)], strategy="ritl")
    token = CancelToken()
    token.cancel()
    assert a.run("a circle", cancel=token).status == "cancelled"
    assert model.prompts == []


def test_events_and_transcript() -> None:
    """Progress events name round and phase; the transcript holds every round."""
    a, _ = agent([wrap(BAD), wrap(GOOD)], strategy="ritl", rounds=2)
    events: list[tuple[int, str]] = []
    result = a.run("a circle", on_event=lambda e: events.append((e.round, e.phase)))
    assert (0, "generating") in events and (1, "repairing") in events and events[-1][1] == "done"
    t = result.transcript()
    assert [r["kind"] for r in t["rounds"]] == ["generate", "repair"]
    assert t["rounds"][0]["render"]["status"] == "error"


def test_repair_existing_code_with_known_error() -> None:
    """Repair starts from the user's code and its known error; round 0 calls no model."""
    a, model = agent([wrap(GOOD)], strategy="ritl-doc", rounds=2)
    result = a.repair(BAD, error_text="NameError: name 'Circel' is not defined")
    assert result.ok and result.code == GOOD.rstrip("\n")
    assert [r.kind for r in result.rounds] == ["given", "repair"] and len(model.prompts) == 1


def test_invalid_options() -> None:
    """Unknown strategies and negative rounds are rejected."""
    with pytest.raises(ValueError):
        AgentOptions(strategy="magic")
    with pytest.raises(ValueError):
        AgentOptions(rounds=-1)


def test_repair_rounds_sample_hotter_with_their_own_seed() -> None:
    """Round k samples at temperature + step*k (capped) with seed + k; step 0 is the paper's way."""
    a, model = agent([wrap(BAD)] * 4, strategy="ritl", rounds=3, repair_temperature_step=0.25)
    a.run("a circle")
    got = [(p.temperature, p.seed) for p in model.params if p is not None]
    assert got == [(0.2, 0), (0.45, 1), (0.7, 2), (0.9, 3)]
    fixed, model2 = agent([wrap(BAD)] * 3, strategy="ritl", rounds=2, repair_temperature_step=0)
    fixed.run("a circle")
    assert [(p.temperature, p.seed) for p in model2.params if p is not None] == [(0.2, 0)] * 3
    with pytest.raises(ValueError):
        AgentOptions(repair_temperature_step=-0.1)


def test_fresh_last_round_samples_the_scene_again_from_the_generation_prompt() -> None:
    """With fresh_last_round, the last round of a failing run re-asks the generation prompt
    (hotter, its own seed) instead of repairing; the rounds before it still repair."""
    a, model = agent([wrap(BAD), wrap(BAD.replace("()", "(1)")), wrap(GOOD)],
                     strategy="ritl-doc", rounds=2, fresh_last_round=True)  # fmt: skip
    events: list[tuple[int, str]] = []
    result = a.run("a circle", on_event=lambda e: events.append((e.round, e.phase)))
    assert result.ok and [r.kind for r in result.rounds] == ["generate", "repair", "regenerate"]
    assert model.prompts[2] == model.prompts[0]  # the generation prompt, no previous code
    assert "<PREVIOUS_CODE>" in model.prompts[1][1]["content"]
    assert (2, "generating") in events and (2, "repairing") not in events
    temps = [(p.temperature, p.seed) for p in model.params if p is not None]
    assert temps == [(0.2, 0), (0.45, 1), (0.7, 2)]


def test_fresh_last_round_off_repairs_and_editor_repair_never_regenerates() -> None:
    """Off, every round repairs; on is the default (the last round writes afresh); "Repair with
    Manim model" has no generation prompt and keeps repairing the user's code with it on."""
    a, _ = agent([wrap(BAD), wrap(BAD), wrap(GOOD)], strategy="ritl", rounds=2,
                 fresh_last_round=False)  # fmt: skip
    assert [r.kind for r in a.run("a circle").rounds] == ["generate", "repair", "repair"]
    assert AgentOptions().fresh_last_round is True
    d = ManimAgent(ScriptedModel([wrap(BAD), wrap(BAD), wrap(GOOD)]),
                   AgentOptions(strategy="ritl", rounds=2, static_checks=False, fixes=False),
                   renderer=fake_render)  # fmt: skip
    assert [r.kind for r in d.run("a circle").rounds] == ["generate", "repair", "regenerate"]
    b, model_b = agent([wrap(BAD), wrap(GOOD)], strategy="ritl", rounds=2, fresh_last_round=True)
    result = b.repair(BAD, error_text="NameError: name 'Circel' is not defined")
    assert [r.kind for r in result.rounds] == ["given", "repair", "repair"] and result.ok
    assert all("<PREVIOUS_CODE>" in p[1]["content"] for p in model_b.prompts)


def test_fresh_on_repeat_writes_afresh_when_a_repair_repeats_failed_code() -> None:
    """With fresh_on_repeat, a repair that sends back the failed code (up to blank lines) is
    followed by a new sample from the generation prompt at once, not by the same repair request;
    a new failing answer after it is repaired again, and the last round stays fresh."""
    a, model = agent([wrap(BAD), wrap(BAD.replace("\n", "\n\n")), wrap(GOOD)],
                     strategy="ritl-doc", rounds=3, fresh_on_repeat=True)  # fmt: skip
    events: list[tuple[int, str, str]] = []
    result = a.run("a circle", on_event=lambda e: events.append((e.round, e.phase, e.message)))
    assert result.ok and [r.kind for r in result.rounds] == ["generate", "repair", "regenerate"]
    assert model.prompts[2] == model.prompts[0]
    assert (2, "generating", "the answer repeated an earlier one; writing the scene afresh") in (
        events
    )
    other = BAD.replace("Circel()", "Circel(1)")
    b, _ = agent([wrap(BAD), wrap(BAD), wrap(other), wrap(GOOD)], strategy="ritl", rounds=3,
                 fresh_on_repeat=True, fresh_last_round=True)  # fmt: skip
    kinds = [r.kind for r in b.run("a circle").rounds]
    assert kinds == ["generate", "repair", "regenerate", "regenerate"]  # repeat, then the last
    c, _ = agent([wrap(BAD), wrap(BAD), wrap(other), wrap(GOOD)], strategy="ritl", rounds=3,
                 fresh_on_repeat=True)  # fmt: skip
    assert [r.kind for r in c.run("a circle").rounds] == [
        "generate", "repair", "regenerate", "repair"
    ]  # fmt: skip


def test_fresh_on_repeat_off_and_in_the_editors_repair() -> None:
    """On by default; off, a repeated answer is repaired again; "Repair with Manim model" has no
    generation prompt, so it keeps repairing the user's code with the setting on."""
    assert AgentOptions().fresh_on_repeat is True
    a, _ = agent([wrap(BAD), wrap(BAD), wrap(GOOD)], strategy="ritl", rounds=2,
                 fresh_on_repeat=False)  # fmt: skip
    assert [r.kind for r in a.run("a circle").rounds] == ["generate", "repair", "repair"]
    b, model_b = agent([wrap(BAD), wrap(GOOD)], strategy="ritl", rounds=2, fresh_on_repeat=True)
    result = b.repair(BAD, error_text="NameError: name 'Circel' is not defined")
    assert [r.kind for r in result.rounds] == ["given", "repair", "repair"] and result.ok
    assert all("<PREVIOUS_CODE>" in p[1]["content"] for p in model_b.prompts)


def test_same_code_again_is_not_rendered_twice() -> None:
    """Code identical (up to blank lines) to a failed attempt gets the earlier error back, no render."""
    renders: list[str] = []

    def counting_render(code: str, **kw: Any) -> RenderResult:
        renders.append(code)
        return fake_render(code, **kw)

    a, model = agent([wrap(BAD), wrap(BAD.replace("\n", "\n\n")), wrap(GOOD)], strategy="ritl",
                     rounds=2)  # fmt: skip
    a.renderer = counting_render  # type: ignore[method-assign]
    result = a.run("a circle")
    assert result.ok and len(renders) == 2  # BAD once, GOOD once
    assert result.rounds[1].render is None
    assert REPEATED_CODE_NOTE in result.rounds[1].feedback
    assert "Circel" in model.prompts[2][1]["content"]
    paper, _ = agent([wrap(BAD), wrap(BAD), wrap(GOOD)], strategy="ritl", rounds=2,
                     located_feedback=False)  # fmt: skip
    kept = paper.run("a circle")
    assert kept.ok and kept.rounds[1].feedback == kept.rounds[0].feedback


def test_located_feedback_names_the_line_and_the_mistake() -> None:
    """The repair prompt leads with the failing line, its text and a hint, then the error tail."""
    a, model = agent([wrap(BAD), wrap(GOOD)], strategy="ritl", rounds=1)
    a.renderer = lambda code, **kw: (  # type: ignore[method-assign]
        RenderResult(status="error", error=RenderError(
            "AttributeError", "VGroup object has no attribute 'fade_in'", line=4,
            source_line="g.fade_in()", tail="AttributeError: VGroup object has no attribute 'fade_in'"))
        if "Circel" in code else RenderResult(status="success")
    )  # fmt: skip
    assert a.run("a circle").ok
    prompt = model.prompts[1][1]["content"]
    assert "line 4 of the code: `g.fade_in()`" in prompt
    assert "`fade_in` does not exist" in prompt
    assert prompt.index("line 4 of the code") < prompt.index("AttributeError: VGroup")
    kw = locate_error(RenderError("TypeError", "Mobject.__init__() got an unexpected keyword "
                                  "argument 'point_size'", line=7))  # fmt: skip
    assert "line 7" in kw and "`point_size` is not accepted" in kw
    name = locate_error(RenderError("NameError", "name 'CYAN' is not defined"))
    assert "`CYAN` is not defined" in name and "line" not in name.split("`CYAN`")[0]
    off, model_off = agent([wrap(BAD), wrap(GOOD)], strategy="ritl", rounds=1,
                           located_feedback=False)  # fmt: skip
    off.run("a circle")
    assert "of the code" not in model_off.prompts[1][1]["content"]


def test_runaway_answer_is_fed_back_as_cut_off() -> None:
    """An answer stopped for looping (no closing tag, so no code) asks for a shorter file."""
    model = ScriptedModel(["<CODE>\nfrom manim import *\n" + "x = 1\n" * 50, wrap(GOOD)],
                          finish="repetition")  # fmt: skip
    a = ManimAgent(model, AgentOptions(strategy="ritl", rounds=1, static_checks=False,
                                       fresh_last_round=False),
                   renderer=fake_render)  # fmt: skip
    result = a.run("a circle")
    assert result.ok and result.rounds[0].code is None
    assert "cut off after 10 tokens" in result.rounds[0].feedback
    assert "kept repeating" in model.prompts[1][1]["content"]


def test_guide_adds_ce_rules_to_every_prompt() -> None:
    """The Community Edition rules go into the system prompt of generation and repair alike."""
    a, model = agent([wrap(BAD), wrap(GOOD)], strategy="ritl", rounds=1, guide=True)
    a.run("a circle")
    assert all("Community Edition rules" in p[0]["content"] for p in model.prompts)
    b, model_b = agent([wrap(GOOD)], strategy="ritl", rounds=1, guide=False)
    b.run("a circle")
    assert "Community Edition rules" not in model_b.prompts[0][0]["content"]


def test_examples_without_manimbench_fall_back_to_none(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Any
) -> None:
    """ManimBench examples (the evaluation opt-in) need ManimBench train; without it generation
    goes on without them."""
    from server import examples, manimbench

    monkeypatch.setenv(manimbench.DATA_ENV, str(tmp_path / "missing.jsonl"))
    examples._index.cache_clear()  # the train index is built once per process
    try:
        a, model = agent(
            [wrap(GOOD)], strategy="ritl", rounds=1, examples=2, examples_source="manimbench"
        )
        assert a.run("a circle").ok
        assert "More examples" not in model.prompts[0][0]["content"]
    finally:
        examples._index.cache_clear()


SHOWCREATION = (
    "from manim import *\nclass Old(Scene):\n    def construct(self):\n"
    "        sq = Square()\n        self.play(ShowCreation(sq), Rotate(sq, radians=PI))\n"
)


def test_fix_all_runs_before_the_render_and_spends_no_repair_round() -> None:
    """ShowCreation and radians= are fixed by the kb (no model call); the fixed code is what is
    rendered and returned, and the round records the fixes."""
    rendered: list[str] = []

    def render(code: str, **kwargs: Any) -> RenderResult:
        rendered.append(code)
        ok = "ShowCreation" not in code and "radians" not in code
        return RenderResult(status="success" if ok else "error", scene="Old")

    model = ScriptedModel([wrap(SHOWCREATION)])
    a = ManimAgent(model, AgentOptions(strategy="ritl", rounds=2), renderer=render)
    result = a.run("a square rotates")
    assert result.ok and len(model.prompts) == 1 and len(result.rounds) == 1
    assert rendered == [result.code] and "Create(sq)" in result.code and "angle=PI" in result.code
    assert {f.code for f in result.rounds[0].fixes} == {"manimgl-name", "keyword-alias"}
    assert "ShowCreation" in result.rounds[0].raw  # the model's own answer is kept
    assert result.transcript()["rounds"][0]["fixes"]


def test_fixes_off_renders_the_model_code_as_is() -> None:
    """With fixes=False the model's code goes to the checks/render unchanged."""
    rendered: list[str] = []

    def render(code: str, **kwargs: Any) -> RenderResult:
        rendered.append(code)
        return RenderResult(status="success", scene="Old")

    a = ManimAgent(
        ScriptedModel([wrap(SHOWCREATION)]),
        AgentOptions(strategy="ritl", rounds=0, fixes=False, static_checks=False),
        renderer=render,
    )
    result = a.run("a square rotates")
    assert "ShowCreation" in rendered[0] and result.rounds[0].fixes == []


def test_library_examples_need_no_manimbench_and_warn_nothing(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Any, caplog: pytest.LogCaptureFixture
) -> None:
    """With no ManimBench anywhere the shipped library supplies the examples, silently."""
    from server import manimbench

    monkeypatch.setenv(manimbench.DATA_ENV, str(tmp_path / "missing.jsonl"))
    a, model = agent([wrap(GOOD)], strategy="ritl", rounds=0, examples=2)
    with caplog.at_level("WARNING"):
        assert a.run("a counter that counts from 1 to 5").ok
    system = model.prompts[0][0]["content"]
    assert "More examples" in system and system.count("<CODE>") >= 2
    assert not [r for r in caplog.records if r.levelname == "WARNING"]


@pytest.mark.parametrize("content", [b"", b"\x1f\x8b not gzip", b'{"format": 1, "entries": []}'])
def test_broken_library_warns_with_the_rebuild_command_and_generation_goes_on(
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Any,
    caplog: pytest.LogCaptureFixture,
    content: bytes,
) -> None:
    """A corrupt, empty or missing library file: one warning naming `python -m server build-examples`,
    and the scene is still generated, without examples."""
    import server.agent.examples as agent_mod
    from kb import examples as lib

    path = tmp_path / "examples.json.gz"
    path.write_bytes(content)
    monkeypatch.setattr(lib, "default_path", lambda: path)
    monkeypatch.setattr(agent_mod, "_warned_no_examples", False)
    a, model = agent([wrap(GOOD)], strategy="ritl", rounds=0, examples=2)
    with caplog.at_level("WARNING"):
        assert a.run("a circle").ok
    assert "More examples" not in model.prompts[0][0]["content"]
    warnings = [r.getMessage() for r in caplog.records if r.levelname == "WARNING"]
    assert len(warnings) == 1 and "python -m server build-examples" in warnings[0]
    path.unlink()
    monkeypatch.setattr(agent_mod, "_warned_no_examples", False)
    with pytest.raises(lib.ExampleLibraryError, match=r"does not exist.*build-examples"):
        lib.load_library(path)


def test_examples_folder_scenes_reach_the_prompt_once_verified(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Any
) -> None:
    """A scene in the user's examples folder that renders is retrieved for a matching description;
    it is rendered once to verify it (then cached), and one that fails to render is never shown."""
    monkeypatch.setenv("MANIM_AGENT_CACHE_DIR", str(tmp_path / "cache"))
    folder = tmp_path / "mine"
    folder.mkdir()
    scene = (
        'from manim import *\n\n\nclass Zigzag(Scene):\n    """A zigzag of glowing lanterns."""\n\n'
        "    def construct(self):\n        self.add(VGroup(*[Dot() for _ in range(4)]).arrange(RIGHT))\n"
    )
    (folder / "zigzag.py").write_text(scene)
    (folder / "broken.py").write_text(scene.replace("Zigzag", "Lanterns"))
    verified: list[str] = []

    def render(code: str, **kwargs: Any) -> RenderResult:
        verified.append(code)
        return RenderResult(status="error" if "Lanterns" in code else "success", scene="S")

    for _ in range(2):
        model = ScriptedModel([wrap(GOOD)])
        options = AgentOptions(
            rounds=0, examples=2, examples_folder=str(folder), static_checks=False, fixes=False
        )
        assert ManimAgent(model, options, renderer=render).run("a zigzag of glowing lanterns").ok
        system = model.prompts[0][0]["content"]
        assert "class Zigzag(Scene)" in system and "Lanterns" not in system
    assert len([c for c in verified if "class Zigzag" in c or "class Lanterns" in c]) == 2


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("TypeError: Mobject.__getattr__.<locals>.setter() got an unexpected keyword argument "
         "'color'", "does not exist"),
        ("Exception: Trying to restore without having saved", "save_state()"),
        ("TypeError: ManimColor only accepts int, str, ... not <class 'numpy.float64'>",
         "interpolate_color"),
        ("ValueError: setting an array element with a sequence.", "[x, y, 0]"),
        ("ValueError: all the input arrays must have same number of dimensions, but ...",
         "[x, y, 0]"),
        ("TypeError: 'float' object cannot be interpreted as an integer", "int(...)"),
        ("TypeError: Brace.__init__() got multiple values for argument 'direction'",
         "`direction` is given twice"),
        ("ValueError: The layout 'custom' is neither a recognized layout, a layout function,nor a "
         "vertex placement dictionary.", "{vertex: [x, y, 0]}"),
        ("networkx.exception.NetworkXError: Edge tuple Line must be a 2-tuple or 3-tuple.",
         "pairs of vertex names"),
        ("ImportError: cannot import name 'Text' from 'manim.mobject.text' (/x/__init__.py)",
         "instead of importing `Text`"),
        ("UnboundLocalError: cannot access local variable 'arc' where it is not associated with a "
         "value", "`arc` is used before it is assigned"),
    ],
)  # fmt: skip
def test_known_runtime_errors_get_their_hint(message: str, expected: str) -> None:
    """Each known runtime mistake gets its own hint, ahead of the generic keyword hint."""
    etype, _, text = message.partition(": ")
    hint = locate_error(RenderError(etype, text, line=3))
    assert hint.startswith("The error is raised by line 3") and expected in hint
    assert "is not accepted there" not in hint  # the setter's keyword is not the cause
    assert error_hint("ZeroDivisionError: division by zero") is None


class PrefillingModel(ScriptedModel):
    """A scripted model that can prefill: records the messages it was asked to read ahead."""

    def __init__(self, answers: list[str]) -> None:
        super().__init__(answers)
        self.prefilled: list[list[Message]] = []

    def prefill(self, messages: list[Message]) -> dict[str, Any]:
        self.prefilled.append(messages)
        return {"prompt_tokens": 1, "kept_tokens": 0, "read_tokens": 1, "stopped": False}


@pytest.mark.parametrize("plan", [False, True])
def test_prefetch_reads_the_first_prompt_the_run_sends(plan: bool) -> None:
    """The editor's prefill is the run's own first prompt (same examples, rules, plan prompt when
    planning), so the real call finds it in the context."""
    model = PrefillingModel([wrap(GOOD)] if not plan else ["circle", wrap(GOOD)])
    options = AgentOptions(static_checks=False, fixes=False, examples=2, plan=plan)
    a = ManimAgent(model, options, renderer=fake_render)
    stats = a.prefetch("  a red circle appears in the middle  ")
    assert stats is not None and stats["read_tokens"] == 1
    a.run("a red circle appears in the middle")
    assert model.prefilled == [model.prompts[0]]
    if not plan:  # the library's examples were part of what was read ahead
        assert "More examples." in model.prefilled[0][0]["content"]


def test_prefetch_is_a_no_op_where_it_cannot_help() -> None:
    """No prefill method (an endpoint), several candidates, or a description the run would reject:
    nothing is read and nothing fails."""
    plain, _ = agent([])
    assert plain.prefetch("a red circle appears") is None
    model = PrefillingModel([])
    several = ManimAgent(model, AgentOptions(candidates=2), renderer=fake_render)
    assert several.prefetch("a red circle appears") is None
    one = ManimAgent(model, AgentOptions(), renderer=fake_render)
    assert one.prefetch("   ") is None
    assert one.prefetch("x" * 100_000) is None
    assert model.prefilled == []
