"""Edit Scene (issue 47): the answer format, the instruction reader, the trace diff on real renders,
the edit loop with a scripted model and real Manim renders, and the CLI.

The scripted model only stands in where a test is about the loop's control flow (repair rounds,
bad input, cancel); the edit benchmark's references (tests/test_edit_bench.py) and the evaluation
with the real model (docs/benchmarks.md) are the proof that edits work.
"""

from __future__ import annotations

import functools
import json
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from server.agent import AgentOptions
from server.agent.edit import BeforeRenders, EditError, SceneEditor, validate_edit
from server.agent.types import Cancelled
from server.backends.base import CancelToken
from server.editformat import apply_answer, drop_dangling_uses
from server.faithful.editor import (
    description_from_header,
    header_requirements,
    split_edits,
    with_edit,
)
from server.faithful.editreq import (
    Absent,
    CameraChanged,
    Duration,
    HasObject,
    Moved,
    edit_hints,
    read_edit,
    requirements_with_edits,
)
from server.faithful.tracediff import judge_edit, lines_touched, trace_summary
from server.prompts import edit_messages
from server.render import RenderPool, RenderResult, render_code
from tests.test_agent_loop import PrefillingModel, ScriptedModel

SCENE = """\
# Description: a red circle with the label "Hi" above it, and a green square that turns
from manim import *


class Main(Scene):
    def construct(self):
        circle = Circle(color=RED).shift(LEFT * 2)
        label = Text("Hi").next_to(circle, UP)
        square = Square(color=GREEN).shift(RIGHT * 2)
        self.play(Create(circle), Write(label))
        self.play(FadeIn(square))
        self.play(Rotate(square, PI / 4), run_time=2)
        self.wait()
"""


def block(old: str, new: str) -> str:
    return f"<EDIT>\n<OLD>\n{old}\n</OLD>\n<NEW>\n{new}\n</NEW>\n</EDIT>"


BLUE = block(
    "circle = Circle(color=RED).shift(LEFT * 2)", "circle = Circle(color=BLUE).shift(LEFT * 2)"
)


# -- the answer format -----------------------------------------------------------------------------
def test_blocks_apply_with_their_indentation_restored() -> None:
    """An OLD block copied without its indentation is found line by line and NEW re-indented."""
    applied = apply_answer(SCENE, BLUE)
    assert applied.form == "blocks" and applied.problem is None
    assert "        circle = Circle(color=BLUE).shift(LEFT * 2)\n" in (applied.code or "")
    assert lines_touched(SCENE, applied.code or "") == 1


def test_an_insertion_repeats_its_anchor_line() -> None:
    """OLD = the line new lines go after, NEW = that line and the new ones: one line touched."""
    answer = block("        self.wait()", "        self.wait()\n        self.play(FadeOut(label))")
    applied = apply_answer(SCENE, answer)
    assert (applied.code or "").rstrip().endswith("self.play(FadeOut(label))")
    assert lines_touched(SCENE, applied.code or "") == 1


@pytest.mark.parametrize(
    ("answer", "problem"),
    [
        (block("circle = Circle(color=PINK)", "x = 1"), "not in the scene exactly once"),
        (block("self.play(", "x = 1"), "not in the scene exactly once"),  # not a whole line
        ("Sure, I made the circle blue.", "held no edit"),
        (block("", "x = 1"), "empty OLD part"),
    ],
)
def test_answers_that_cannot_apply_say_why(answer: str, problem: str) -> None:
    """An OLD block that is not found once, an answer without blocks, an empty OLD: a problem
    for the next round, and no code."""
    applied = apply_answer(SCENE, answer)
    assert applied.code is None and problem in (applied.problem or "")


def test_an_old_block_in_another_order_names_the_block_to_reorder() -> None:
    """OLD lines that stand together in the scene in another order replace that block by NEW;
    OLD written already in the order wanted (OLD == NEW) means that order; lines that are not
    all there, or a block found twice, are refused."""
    fade, rot = (
        "        self.play(FadeIn(square))",
        "        self.play(Rotate(square, PI / 4), run_time=2)",
    )
    swapped = apply_answer(SCENE, block(f"{rot}\n{fade}", f"{rot}\n{fade}"))
    assert swapped.problem is None
    code = swapped.code or ""
    assert code.index("Rotate(square") < code.index("FadeIn(square)")
    assert lines_touched(SCENE, code) == 2
    moved = apply_answer(SCENE, block(f"{rot}\n{fade}", f"{fade}\n{rot}"))
    assert moved.code == SCENE  # NEW in the scene's own order: nothing changes
    missing = apply_answer(SCENE, block(f"{rot}\n        self.play(Create(square))", fade))
    assert missing.code is None


def test_a_part_of_a_line_is_replaced_where_it_is_found_once() -> None:
    """A one-line OLD copied out of the middle of a line replaces that part; a NEW that writes
    the whole line out replaces the line; a part found twice, or too short, is refused with the
    nearest whole line named."""
    part = apply_answer(SCENE, block("Rotate(square, PI / 4), run_time=2)",
                                     "Rotate(square, PI / 4), run_time=4)"))  # fmt: skip
    assert part.problem is None
    assert "        self.play(Rotate(square, PI / 4), run_time=4)\n" in (part.code or "")
    whole = apply_answer(SCENE, block("Circle(color=RED)",
                                      "circle = Circle(color=BLUE).shift(LEFT * 2)"))  # fmt: skip
    assert "        circle = Circle(color=BLUE).shift(LEFT * 2)\n" in (whole.code or "")
    assert lines_touched(SCENE, whole.code or "") == 1
    twice = apply_answer(SCENE, block("self.play(", "self.wait("))
    assert twice.code is None
    near = apply_answer(SCENE, block("self.play(FadeIn(square), run_time=1)", "x = 1"))
    assert near.code is None and "nearest line of the scene is 'self.play(FadeIn(square))'" in (
        near.problem or ""
    )


def test_calls_that_show_a_deleted_mobject_go_with_it() -> None:
    """An edit that deletes the square's line: the scene calls that only show the square are
    deleted, a call showing it among others loses that argument, everything else stays."""
    cut = SCENE.replace("        square = Square(color=GREEN).shift(RIGHT * 2)\n", "")
    code, gone = drop_dangling_uses(SCENE, cut)
    assert gone == ["square"]
    assert "FadeIn(square)" not in code and "Rotate(square" not in code
    assert "self.play(Create(circle), Write(label))" in code and "self.wait()" in code
    both = SCENE.replace(
        "self.play(Create(circle), Write(label))",
        "self.play(Create(circle), Write(label), FadeIn(square), run_time=2)",
    )
    code, _ = drop_dangling_uses(both, both.replace("        square = Square(color=GREEN)"
                                                    ".shift(RIGHT * 2)\n", ""))  # fmt: skip
    assert "        self.play(Create(circle), Write(label), run_time=2)\n" in code
    assert drop_dangling_uses(SCENE, SCENE) == (SCENE, [])
    assert drop_dangling_uses(SCENE, "class (")[1] == []


def test_the_scene_written_out_in_its_tags_is_a_whole_file_answer() -> None:
    """A small model may answer by writing the scene out again in the prompt's <SCENE> tags."""
    changed = SCENE.replace("Circle(color=RED)", "Circle(color=BLUE)")
    applied = apply_answer(SCENE, f"<SCENE>\n{changed}</SCENE>\n")
    assert applied.form == "file" and applied.code == changed


def test_an_answer_stops_where_it_would_write_another_instruction(pool: RenderPool) -> None:
    """The edit call stops at the prompt's own tags (a model continuing the system prompt's
    examples writes another instruction and edit after its own)."""
    editor, model = _editor([BLUE], pool, rounds=0)
    editor.run(SCENE, "Make the circle blue.")
    assert model.params[0] is not None and "<INSTRUCTION>" in model.params[0].stop


def test_a_whole_file_answer_is_taken_as_the_new_file() -> None:
    """The model may answer the whole edited file instead of blocks: it is used as it is."""
    new = SCENE.replace("RED", "BLUE")
    applied = apply_answer(SCENE, f"<CODE>\n{new}</CODE>")
    assert applied.form == "file" and applied.code == new


# -- reading an instruction ------------------------------------------------------------------------
def _kinds(instruction: str) -> list[str]:
    return [r.kind for r in read_edit(instruction).requirements]


def test_the_reader_reads_what_an_edit_says() -> None:
    """Colour changes, removals, timing, new places, order and the camera become requirements;
    the description reader's own output is kept where it fits."""
    blue = read_edit("Make the circle blue.")
    assert any(isinstance(r, HasObject) and r.sel.color == "blue" for r in blue.requirements)
    removed = read_edit("Remove the dot.").requirements
    assert [type(r) for r in removed] == [Absent]  # the reader alone would ask for a dot
    slow = read_edit("Slow the rotation down.").requirements
    assert isinstance(slow[0], Duration) and slow[0].change == "longer" and slow[0].anim == "rotate"
    secs = read_edit("Make the fade in of the square take 3 seconds").requirements
    assert any(isinstance(r, Duration) and r.seconds == 3.0 for r in secs)
    left = read_edit("Move the circle to the left.").requirements
    assert any(isinstance(r, Moved) and r.to == "left" for r in left)
    assert "motion" not in _kinds("Move the circle to the left.")  # a new place, not an animation
    assert "relation" in _kinds("Put the label under the triangle.")
    assert "order" in _kinds("Show the square before the circle.")
    assert "camera_changed" in _kinds("View the cube from above.")
    text = read_edit("Change the text 'Hi' to 'Hello'.").requirements
    assert any(isinstance(r, Absent) and r.sel.text == "Hi" for r in text)
    assert not any(r.kind == "text" and getattr(r, "text", "") == "Hi" for r in text)


def test_moves_read_names_amounts_and_small_words() -> None:
    """ "box B" names which box (the one nearest the text "B"); "2 units up", "by two units",
    "a bit left" are still new places; "3 times" is not a name."""
    b = [r for r in read_edit("Move box B down by two units.").requirements if isinstance(r, Moved)]
    assert [(r.to, r.label, r.sel.shape) for r in b] == [("down", "B", "box")]
    for said, to in (("Move the circle 2 units up.", "up"), ("Move the square a bit left.", "left"),
                     ("Put dot 2 higher.", "up")):  # fmt: skip
        assert [r.to for r in read_edit(said).requirements if isinstance(r, Moved)] == [to], said
    assert all(r.label is None for r in read_edit("Move the square 3 units right.").requirements
               if isinstance(r, Moved))  # fmt: skip


def test_a_move_of_box_b_is_judged_on_box_b(pool: RenderPool) -> None:
    """Of two boxes, "box B" is the one the text "B" sits on: moving box A instead fails, and
    the finding quotes the line to change."""
    scene = """\
from manim import *


class Main(Scene):
    def construct(self):
        box_a = Square(color=BLUE).shift(LEFT * 3)
        box_b = Square(color=GREEN).shift(RIGHT * 3)
        label_b = Text("B").move_to(box_b)
        self.play(Create(box_a), Create(box_b), Write(label_b))
"""
    reading = read_edit("Move box B down by two units.")
    before = _trace(scene, pool)
    right = scene.replace("RIGHT * 3)", "RIGHT * 3 + DOWN * 2)")
    assert judge_edit(before, _trace(right, pool), reading, scene, right).ok
    wrong = scene.replace("LEFT * 3)", "LEFT * 3 + DOWN * 2)")
    verdict = judge_edit(before, _trace(wrong, pool), reading, scene, wrong)
    assert not verdict.ok
    assert "box B should move down" in verdict.feedback()
    assert "(`box_b = Square(color=GREEN).shift(RIGHT * 3)`)" in verdict.feedback()


def test_a_deleted_line_that_showed_a_kept_object_is_quoted(pool: RenderPool) -> None:
    """An edit that deletes the line animating the circle: the finding names the circle and
    quotes the deleted line to put back."""
    reading = read_edit("Make the square blue.")
    before = _trace(SCENE, pool)
    cut = SCENE.replace("Square(color=GREEN)", "Square(color=BLUE)").replace(
        "        self.play(Create(circle), Write(label))\n", "        self.play(Write(label))\n"
    )
    verdict = judge_edit(before, _trace(cut, pool), reading, SCENE, cut)
    assert not verdict.ok
    text = verdict.feedback()
    assert "circle (Circle) is gone" in text
    assert "the edit deleted line 10 `self.play(Create(circle), Write(label))`" in text


def test_an_instruction_the_checks_cannot_judge_is_not_verifiable() -> None:
    """ "Make it look nicer" states nothing the trace can show."""
    assert not read_edit("Make it look nicer.").verifiable
    assert read_edit("Make the circle blue.").verifiable


def test_the_header_gains_the_instruction_and_the_checks_follow_it() -> None:
    """The edited file's header is the description plus "Edit: ..."; the requirements read from
    it drop what the edit overrides (a red circle) and add what it asks (a blue circle)."""
    text = with_edit(SCENE.replace("RED", "BLUE"), SCENE, "Make the circle blue.")
    description = description_from_header(text)
    assert description is not None and description.endswith("Edit: Make the circle blue.")
    base, edits = split_edits(description)
    assert (
        base is not None and base.startswith("a red circle") and edits == ["Make the circle blue."]
    )
    reqs = header_requirements(text) or []
    colours = {(r.sel.shape, r.sel.color) for r in reqs if isinstance(r, HasObject)}
    assert ("circle", "blue") in colours and ("circle", "red") not in colours
    assert requirements_with_edits(None, ["Make the circle blue."])


# -- bad input ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("source", "instruction", "scene", "message"),
    [
        ("", "make it blue", None, "empty"),
        ("print('hello')\n", "make it blue", None, "does not use Manim"),
        ("from manim import *\n", "make it blue", None, "defines no scene"),
        (SCENE, "   ", None, "instruction is empty"),
        (SCENE + "\n\nclass Other(Scene):\n    pass\n", "make it blue", None, "say which one"),
        (SCENE, "make it blue", "Nope", "no scene 'Nope'"),
    ],
)
def test_bad_input_is_refused_with_a_clear_error(
    source: str, instruction: str, scene: str | None, message: str
) -> None:
    """Empty and non-Manim files, files without a scene, an empty instruction, a file with
    several scenes and no name (the names are listed to choose from), an unknown scene."""
    with pytest.raises(EditError, match=message) as err:
        validate_edit(source, instruction, scene)
    if "say which" in message:
        assert err.value.scenes == ["Main", "Other"]


# -- the trace diff and the loop on real renders ---------------------------------------------------
@pytest.fixture(scope="module")
def pool() -> Iterator[RenderPool]:
    p = RenderPool(1)
    yield p
    p.shutdown()


def _trace(code: str, pool: RenderPool) -> Any:
    result = render_code(code, pool=pool, keep_outputs=False)
    assert result.ok, result.error_text()
    return result.trace


def test_the_trace_diff_names_what_changed_that_should_not(pool: RenderPool) -> None:
    """Recolouring the circle as asked passes; recolouring the square too is a finding that
    names the square and its line; the label that follows a moved circle is not a finding."""
    before = _trace(SCENE, pool)
    reading = read_edit("Make the circle blue.")
    good = SCENE.replace("Circle(color=RED)", "Circle(color=BLUE)")
    assert judge_edit(before, _trace(good, pool), reading, SCENE, good).ok
    bad = good.replace("Square(color=GREEN)", "Square(color=YELLOW)")
    verdict = judge_edit(before, _trace(bad, pool), reading, SCENE, bad)
    assert not verdict.ok and len(verdict.errors) == 1
    finding = verdict.errors[0]
    assert finding.line == 9 and "square" in finding.message and "green" in finding.message
    moved = SCENE.replace("LEFT * 2)", "LEFT * 2 + UP)")
    up = judge_edit(before, _trace(moved, pool), read_edit("Move the circle up."), SCENE, moved)
    assert up.ok, up.feedback()  # the label moved with the circle it is placed next to
    assert "circle (Circle), red" in trace_summary(before, SCENE)


def test_a_change_after_the_last_frame_is_not_shown(pool: RenderPool) -> None:
    """`circle.set_color(RED)` as the scene's last line changes nothing the video shows (the
    checks judge the last timed step, not the state after construct returns); with a wait after
    it the red circle is held on screen and the edit is met."""
    reading = read_edit("Make the circle red.")
    src = SCENE.replace("Circle(color=RED)", "Circle(color=BLUE)")
    before = _trace(src, pool)
    late = src + "        circle.set_color(RED)\n"
    verdict = judge_edit(before, _trace(late, pool), reading, src, late)
    assert not verdict.ok and "should be red" in verdict.feedback()
    held = late + "        self.wait(0.5)\n"
    assert judge_edit(before, _trace(held, pool), reading, src, held).ok


def test_timing_edits_are_checked_against_the_trace_before(pool: RenderPool) -> None:
    """ "Slow the rotation down" needs a longer rotation, and the square's fade-in must keep its
    run time."""
    before = _trace(SCENE, pool)
    reading = read_edit("Slow the rotation down.")
    slower = SCENE.replace("run_time=2", "run_time=4")
    assert judge_edit(before, _trace(slower, pool), reading, SCENE, slower).ok
    same = judge_edit(before, before, reading, SCENE, SCENE)
    assert not same.ok and "slower" in same.feedback()
    both = slower.replace("FadeIn(square))", "FadeIn(square), run_time=3)")
    verdict = judge_edit(before, _trace(both, pool), reading, SCENE, both)
    assert [f.code for f in verdict.errors] == ["retimed"]


def _editor(answers: list[str], pool: RenderPool, **opts: Any) -> tuple[SceneEditor, ScriptedModel]:
    model = ScriptedModel(answers)
    options = AgentOptions(**{"rounds": 2, **opts})
    return SceneEditor(model, options, renderer=functools.partial(render_code, pool=pool)), model


def test_an_edit_that_breaks_other_things_is_repaired(pool: RenderPool) -> None:
    """Round 0's OLD block is not in the scene, round 1 recolours the square too (a finding fed
    back), round 2 writes a new edit of the scene as it was, shown again with the last edit:
    success, one line touched, header updated; the same edit twice is not rendered twice."""
    wrong = block("circle = Circle(color=PINK)", "circle = Circle(color=BLUE)")
    both = block(
        'circle = Circle(color=RED).shift(LEFT * 2)\nlabel = Text("Hi").next_to(circle, UP)\n'
        "square = Square(color=GREEN).shift(RIGHT * 2)",
        'circle = Circle(color=BLUE).shift(LEFT * 2)\nlabel = Text("Hi").next_to(circle, UP)\n'
        "square = Square(color=YELLOW).shift(RIGHT * 2)",
    )
    editor, model = _editor([wrong, both, both, BLUE], pool, rounds=3)
    out = editor.run(SCENE, "Make the circle blue.")
    assert out.status == "success", out.message()
    assert out.verified and out.lines_touched == 1
    assert [r.kind for r in out.rounds] == ["edit", "edit-repair", "edit-repair", "edit-repair"]
    assert "not in the scene exactly once" in model.prompts[1][1]["content"]
    third = model.prompts[2][1]["content"]
    assert "square" in third and "green" in third
    assert "<LAST_EDIT>" in third and "Square(color=YELLOW)" in third.split("<LAST_EDIT>")[1]
    assert third.split("</SCENE>")[0].endswith(SCENE.strip() + "\n")  # the scene as it was
    assert out.rounds[2].render is None and "same edit" in out.rounds[2].feedback
    assert out.code is not None and "Circle(color=BLUE)" in out.code
    assert (description_from_header(out.code) or "").endswith("Edit: Make the circle blue.")
    assert "<TRACE>" in model.prompts[0][1]["content"] and out.original == SCENE
    assert out.render is not None and out.render.video is not None
    out.render.cleanup()


def test_an_unverifiable_instruction_is_applied_and_said_so(pool: RenderPool) -> None:
    """An instruction the checks cannot judge: the edit is applied, status "unverified"."""
    editor, _ = _editor([BLUE], pool)
    out = editor.run(SCENE, "Make it look nicer.")
    assert out.status == "unverified" and out.ok and not out.verified
    assert "not verified" in out.message()


def test_a_scene_that_does_not_render_asks_for_repair_first(pool: RenderPool) -> None:
    """The scene fails before the edit: no model call, status "needs-repair" with the error."""
    broken = SCENE.replace("Circle(color=RED)", "Circel(color=RED)")
    editor, model = _editor([BLUE], pool)
    out = editor.run(broken, "Make the circle blue.")
    assert out.status == "needs-repair" and "Circel" in (out.error or "")
    assert model.prompts == [] and out.code is None


def test_a_repair_may_fix_its_own_last_attempt(pool: RenderPool) -> None:
    """Round 0's edit does not render; round 1's OLD is round 0's broken line (quoted by the
    error), not a line of the original: it applies to the last attempt and succeeds."""
    broken = block("circle = Circle(color=RED).shift(LEFT * 2)",
                   "circle = Circle(color=BLUE).shift(LEFT * 2, nope=1)")  # fmt: skip
    fixed = block("circle = Circle(color=BLUE).shift(LEFT * 2, nope=1)",
                  "circle = Circle(color=BLUE).shift(LEFT * 2)")  # fmt: skip
    editor, model = _editor([broken, fixed], pool, rounds=1, fixes=False)
    out = editor.run(SCENE, "Make the circle blue.")
    assert out.status == "success", (out.message(), [r.feedback for r in out.rounds])
    assert out.lines_touched == 1 and "<LAST_EDIT>" not in model.prompts[1][1]["content"]


def test_edits_that_never_render_leave_no_code(pool: RenderPool) -> None:
    """Every round's edit fails to render: status "failed", no code, the original kept."""
    bad = block("circle = Circle(color=RED).shift(LEFT * 2)", "circle = Circle(colr=BLUE).shift(")
    editor, _ = _editor([bad, bad, bad], pool)
    out = editor.run(SCENE, "Make the circle blue.")
    assert out.status == "failed" and out.code is None and out.original == SCENE


def test_cancel_stops_the_edit(pool: RenderPool) -> None:
    """A cancelled token: status "cancelled", no code (the file is never written here)."""
    token = CancelToken()
    token.cancel()
    editor, model = _editor([BLUE], pool)
    out = editor.run(SCENE, "Make the circle blue.", cancel=token)
    assert out.status == "cancelled" and out.code is None and model.prompts == []


# -- the head start while the instruction is typed --------------------------------------------------
def test_the_instruction_comes_last_in_the_edit_prompt() -> None:
    """Scene, trace and problems first, the instruction last: a prompt read for a partial
    instruction is a prefix of the final one up to where the typed text stops."""
    final = edit_messages("Make the circle blue.", SCENE, "circle (Circle), red", None)
    partial = edit_messages("Make the", SCENE, "circle (Circle), red", None)
    text = final[-1]["content"]
    assert text.rstrip().endswith("<INSTRUCTION>Make the circle blue.</INSTRUCTION>")
    assert text.index("<SCENE>") < text.index("<TRACE>") < text.index("<INSTRUCTION>")
    cut = partial[-1]["content"].index("Make the") + len("Make the")
    assert text[:cut] == partial[-1]["content"][:cut]
    repair = edit_messages("Make the circle blue.", SCENE, "circle (Circle), red", "yellow!")
    body = repair[-1]["content"]
    assert body.index("<PROBLEMS>") < body.index("<INSTRUCTION>")
    shared = text[: text.index("</TRACE>")]  # a repair round re-reads nothing before this
    assert body.startswith(shared)


def test_the_kind_of_change_brings_its_manim_notes_after_the_instruction() -> None:
    """A camera, order, removal, timing or place instruction gets the notes for it (after the
    instruction, so what is read ahead stays a prefix); a colour change needs none."""
    assert edit_hints(read_edit("Make the circle blue.")) == []
    camera = edit_hints(read_edit("Make the camera orbit around the cone."))
    assert len(camera) == 1 and "begin_ambient_camera_rotation" in camera[0]
    assert "self.play lines" in edit_hints(read_edit("Show the circle before the square."))[0]
    assert "self.add" in edit_hints(read_edit("Remove the heading."))[0]
    assert "run_time" in edit_hints(read_edit("Speed up the movement of the ball."))[0]
    text = edit_messages("Zoom in.", SCENE, None, None, hints=camera)[-1]["content"]
    assert text.index("<INSTRUCTION>Zoom in.</INSTRUCTION>") < text.index("move_camera")


def test_prepare_renders_ahead_and_the_edit_reuses_that_render(pool: RenderPool) -> None:
    """`prepare` renders the scene as it is once and has the model read the prompt up to the
    instruction typed; the edit then renders only the edited scene, and its prompt starts with
    what was read ahead."""
    renders: list[str] = []

    def counting(code: str, **kw: Any) -> Any:
        renders.append(code)
        return render_code(code, pool=pool, **kw)

    model = PrefillingModel([BLUE])
    editor = SceneEditor(model, AgentOptions(rounds=1), renderer=counting)
    stats = editor.prepare(SCENE, "Make the circle")
    assert stats is not None and stats["before_s"] > 0 and stats["read_tokens"] > 0
    assert renders == [SCENE] and len(model.prefilled) == 1
    ahead = model.prefilled[0][-1]["content"]
    assert ahead.endswith("<INSTRUCTION>Make the circle</INSTRUCTION>")
    again = editor.prepare(SCENE, "Make the circle blue")  # a kept render: no second render
    assert again is not None and renders == [SCENE] and editor.befores.hits == 1
    out = editor.run(SCENE, "Make the circle blue.")
    assert out.status == "success", out.message()
    assert len(renders) == 2 and renders[1] != SCENE  # only the edited scene rendered
    sent = model.prompts[0][-1]["content"]
    cut = ahead.index("<INSTRUCTION>Make the circle") + len("<INSTRUCTION>Make the circle")
    assert sent[:cut] == ahead[:cut]
    assert out.before is not None and out.before.trace is not None
    changed = SCENE.replace('Text("Hi")', 'Text("Hello")')
    assert editor.prepare(changed) is not None and len(renders) == 3  # new text, new render
    assert editor.prepare("x = 1\n") is None  # not a scene: nothing to prepare
    assert editor.prepare(SCENE.replace("Circle(color=RED)", "Circel(color=RED)")) is None
    if out.render is not None:
        out.render.cleanup()


def test_kept_renders_are_shared_and_cancel_is_honoured_while_waiting() -> None:
    """Two callers of the same render wait for one; a cancelled render is not kept; a caller
    waiting for another's render stops when its cancel fires; the oldest entry goes first."""
    befores = BeforeRenders(size=2)
    started, release = threading.Event(), threading.Event()
    calls: list[str] = []

    def slow() -> RenderResult:
        calls.append("slow")
        started.set()
        release.wait(5)
        return RenderResult(status="success", scene="Main")

    results: list[RenderResult] = []
    first = threading.Thread(target=lambda: results.append(befores.get(("a",), slow)))
    first.start()
    assert started.wait(5)
    token = CancelToken()
    threading.Timer(0.2, token.cancel).start()
    with pytest.raises(Cancelled):
        befores.get(("a",), slow, token)
    second = threading.Thread(target=lambda: results.append(befores.get(("a",), slow)))
    second.start()
    release.set()
    first.join(5)
    second.join(5)
    assert calls == ["slow"] and len(results) == 2 and results[0] is results[1]
    assert befores.get(("b",), lambda: RenderResult(status="cancelled")).status == "cancelled"
    assert befores.get(("b",), lambda: RenderResult(status="error")).status == "error"
    befores.get(("c",), lambda: RenderResult(status="success"))
    fresh = RenderResult(status="success", scene="again")
    assert befores.get(("a",), lambda: fresh) is fresh  # ("a",) was the oldest: dropped


# -- the command line ------------------------------------------------------------------------------
def test_cli_writes_a_new_file_beside_and_never_overwrites(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`edit FILE` writes FILE_edited.py (FILE untouched), then FILE_edited_2.py; `--in-place`
    replaces FILE and keeps FILE.bak; several scenes without --scene is a usage error."""
    from server.cli import main
    from tests.scripted_endpoint import scripted_endpoint

    scene = tmp_path / "shapes.py"
    scene.write_text(SCENE, encoding="utf-8")
    flags = ["--rounds", "0", "--no-fix-all"]
    with scripted_endpoint([BLUE, BLUE, BLUE]) as ep:
        argv = ["edit", str(scene), "Make the circle blue.", "--endpoint-url", ep.url, *flags]
        assert main([*argv, "--json"]) == 0
        summary = json.loads(capsys.readouterr().out)
        assert summary["status"] == "success" and summary["lines_touched"] == 1
        assert scene.read_text(encoding="utf-8") == SCENE
        first = tmp_path / "shapes_edited.py"
        assert summary["file"] == str(first) and "Circle(color=BLUE)" in first.read_text()
        assert summary["video"] and Path(summary["video"]).is_file()
        assert main(argv) == 0
        assert "+        circle = Circle(color=BLUE)" in capsys.readouterr().out
        assert (tmp_path / "shapes_edited_2.py").is_file()
        assert first.read_text().count("Edit:") == 1
        assert main([*argv, "--in-place"]) == 0
        assert "Circle(color=BLUE)" in scene.read_text() and (tmp_path / "shapes.py.bak").is_file()
    two = tmp_path / "two.py"
    two.write_text(SCENE + "\n\nclass Other(Scene):\n    pass\n", encoding="utf-8")
    assert main(["edit", str(two), "Make the circle blue."]) == 2
    assert "say which one" in capsys.readouterr().err
    empty = tmp_path / "empty.py"
    empty.write_text("", encoding="utf-8")
    assert main(["edit", str(empty), "Make the circle blue."]) == 2
    assert not list(tmp_path.glob("empty_edited*"))


def test_cli_does_not_write_when_the_scene_does_not_render(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A scene that fails before the edit: exit 1, the error and "repair first", nothing new."""
    from server.cli import main
    from tests.scripted_endpoint import scripted_endpoint

    scene = tmp_path / "broken.py"
    scene.write_text(SCENE.replace("Circle(color=RED)", "Circel(color=RED)"), encoding="utf-8")
    with scripted_endpoint([BLUE]) as ep:
        argv = ["edit", str(scene), "Make the circle blue.", "--endpoint-url", ep.url]
        assert main(argv) == 1
    err = capsys.readouterr().err
    assert "needs-repair" in err and "repair the scene first" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["broken.py"]


def test_camera_change_compares_the_two_traces() -> None:
    """CameraChanged holds when an orientation differs, and fails on the same trace."""
    t1 = {"steps": [{"camera": {"phi": 1.0, "theta": 0.5}}]}
    t2 = {"steps": [{"camera": {"phi": 0.2, "theta": 0.5}}]}
    assert CameraChanged().check_edit(t1, t2).ok
    assert not CameraChanged().check_edit(t1, t1).ok
