"""A still video and a pasted description, on hand-made traces: the generic `never-animates`
warning, its escalation when the description asks for motion, and `pasted-description`; each at
the user line that created the mobject, and quiet on scenes that animate or change."""

from __future__ import annotations

from typing import Any

from server.faithful.described import (
    asks_for_change,
    asks_for_motion,
    check_duplicate_text,
    check_pasted_description,
    check_unasked_turn,
    content_words,
    description_findings,
)
from server.faithful.generic import generic_findings, single_image, still_picture
from server.faithful.loop import TraceFeedback, assess
from server.render.trace import AnimationInfo, MobjectInfo, SceneTrace, TraceStep

CIRCLE = MobjectInfo(id="m1", cls="Circle", line=5, stroke="#fc6255", stroke_opacity=1.0,
                     bbox=[-1, -1, 1, 1], center=[0, 0, 0])  # fmt: skip
SQUARE = MobjectInfo(id="m2", cls="Square", line=6, stroke="#58c4dd", stroke_opacity=1.0,
                     bbox=[2, -1, 4, 1], center=[3, 0, 0])  # fmt: skip
ADD_WAIT = "self.add(circle, square)\nself.wait(2)\n"


def trace(*steps: TraceStep, created: list[MobjectInfo] | None = None, **kw: Any) -> SceneTrace:
    t = 0.0
    for i, s in enumerate(steps):
        s.index, s.t_start = i, t
        t += s.run_time
    return SceneTrace(steps=list(steps), created=created or [], **kw)


def still(wait: float = 2.0) -> SceneTrace:
    """`self.add(circle, square); self.wait(2)`: one picture for two seconds."""
    return trace(
        TraceStep(0, "add", line=7, visible=[CIRCLE, SQUARE]),
        TraceStep(0, "wait", line=8, run_time=wait, visible=[CIRCLE, SQUARE]),
        TraceStep(0, "end", visible=[CIRCLE, SQUARE]),
    )


def test_a_still_video_is_a_generic_warning_at_the_add() -> None:
    found = [f for f in generic_findings(still(), ADD_WAIT) if f.code == "never-animates"]
    assert [(f.severity, f.line) for f in found] == [("warning", 7)]
    assert "self.play(Create(...))" in found[0].message and "2.0 s" in found[0].message


def test_scenes_that_animate_change_or_show_one_image_are_not_still() -> None:
    played = still()
    played.steps.insert(1, TraceStep(1, "play", line=8, run_time=1, visible=[CIRCLE, SQUARE],
                                     animations=[AnimationInfo("Create", ["m1"], 8)]))  # fmt: skip
    assert still_picture(played, ADD_WAIT) == 0.0
    moved = MobjectInfo(**{**CIRCLE.__dict__, "bbox": [0, 0, 2, 2], "center": [1, 1, 0]})
    changed = trace(  # an updater moved the circle while the scene waited
        TraceStep(0, "add", line=7, visible=[CIRCLE]),
        TraceStep(0, "wait", line=8, run_time=1, visible=[CIRCLE]),
        TraceStep(0, "wait", line=9, run_time=1, visible=[moved]),
        TraceStep(0, "end", visible=[moved]),
    )
    assert still_picture(changed) == 0.0
    assert still_picture(still(), "circle.add_updater(lambda m, dt: m.rotate(dt))") == 0.0
    assert still_picture(still(wait=0.0)) == 0.0  # a single image: no wait, nothing to animate
    assert still_picture(trace(TraceStep(0, "wait", run_time=2), TraceStep(0, "end"))) == 0.0
    assert still_picture(still()) == 2.0
    only_wait = still()
    only_wait.steps.insert(1, TraceStep(1, "play", line=8, run_time=1, visible=[CIRCLE, SQUARE],
                                        animations=[AnimationInfo("Wait", [], 8)]))  # fmt: skip
    assert still_picture(only_wait) > 0  # self.play(Wait()) animates nothing


def test_a_still_video_is_an_error_only_where_the_description_asks_for_motion() -> None:
    moving = "A red circle moves to the right of a blue square, then the square rotates."
    found = description_findings(still(), moving, ADD_WAIT)
    assert [(f.code, f.severity, f.line) for f in found] == [("never-animates", "error", 7)]
    assert description_findings(still(), "A red circle left of a blue square.", ADD_WAIT) == []
    static = "A static picture of a red circle that appears to rotate, without animation."
    assert description_findings(still(), static, ADD_WAIT) == []
    assert asks_for_motion("The squares appear one by one") and not asks_for_motion("Draw a star")
    assert asks_for_change("Swap the two bars") and not asks_for_change(
        "A hexagon rotated by 30 degrees"
    )
    assert not asks_for_change("A circle moved to the right edge, lines that flow, then a label")


def test_a_single_image_is_an_error_where_the_description_asks_for_a_change() -> None:
    image = trace(  # self.add(circle, square) and nothing else: Manim writes one picture
        TraceStep(0, "add", line=7, visible=[CIRCLE, SQUARE]),
        TraceStep(0, "end", visible=[CIRCLE, SQUARE]),
        complete=True,
    )
    assert single_image(image) and not single_image(still())
    swap = "Draw a circle and a square, then swap them."
    found = description_findings(image, swap, "self.add(circle, square)\n")
    assert [(f.code, f.severity, f.line) for f in found] == [("never-animates", "error", 7)]
    assert "one still image" in found[0].message
    assert description_findings(image, "A red circle left of a blue square.", None) == []
    played = trace(
        TraceStep(0, "play", line=7, run_time=1, visible=[CIRCLE],
                  animations=[AnimationInfo("Create", ["m1"], 7)]),
        TraceStep(0, "end", visible=[CIRCLE]),
        complete=True,
    )  # fmt: skip
    assert not single_image(played)


def text(line: int, words: str, cls: str = "Text") -> MobjectInfo:
    return MobjectInfo(id=f"t{line}", cls=cls, line=line, text=words, shown=True,
                       fill="#ffffff", fill_opacity=1.0)  # fmt: skip


DESCRIPTION = (
    "A right triangle with legs labelled a and b and hypotenuse labelled c sits in the centre; "
    "below it the formula a^2 + b^2 = c^2 is written, and each side glows yellow in turn."
)
PASTE = text(9, "A right triangle with legs labelled a and b and hypotenuse labelled c sits in the "
             "centre, below it the formula is written and each side glows yellow", "Paragraph")  # fmt: skip


def test_the_description_printed_as_text_is_an_error_at_its_line() -> None:
    t = trace(TraceStep(0, "end", visible=[PASTE]), created=[PASTE, text(10, "a"), text(11, "b")])
    found = check_pasted_description(t, DESCRIPTION)
    assert [(f.code, f.severity, f.line) for f in found] == [("pasted-description", "error", 9)]
    assert "draw the objects it names" in found[0].message and "Paragraph(" in found[0].message


def test_titles_labels_and_quoted_texts_are_not_a_pasted_description() -> None:
    title = text(5, "The Pythagorean theorem: a squared plus b squared equals c squared")
    labels = [text(6 + i, w) for i, w in enumerate(["a", "b", "c", "right triangle"])]
    t = trace(TraceStep(0, "end", visible=[title]), created=[title, *labels])
    assert check_pasted_description(t, DESCRIPTION) == []
    quoted = (
        'Write the sentence "Every triangle has three sides and the angles inside it always add '
        'up to one hundred eighty degrees" in the middle of the screen.'
    )
    said = text(5, "Every triangle has three sides and the angles inside it always add up to one "
                "hundred eighty degrees")  # fmt: skip
    assert "triangle" not in content_words(quoted)
    t = trace(TraceStep(0, "end", visible=[said]), created=[said])
    assert check_pasted_description(t, quoted) == []
    hidden = text(9, PASTE.text or "")
    hidden.shown = False
    t = trace(TraceStep(0, "end"), created=[hidden])
    assert check_pasted_description(t, DESCRIPTION) == []


class Rendered:
    """What `assess` reads of a render: its trace."""

    def __init__(self, t: SceneTrace) -> None:
        self.trace = t


def test_assess_and_the_loop_add_the_described_checks_with_a_description() -> None:
    """The described checks (a pasted description, a duplicate text) count once each in the
    total beside the 10 generic ones."""
    t = trace(
        TraceStep(0, "add", line=9, visible=[PASTE]),
        TraceStep(0, "wait", line=10, run_time=3, visible=[PASTE]),
        TraceStep(0, "end", visible=[PASTE]),
        created=[PASTE],
    )
    render: Any = Rendered(t)
    plain = assess("", render)
    assert plain.unmet == [] and plain.total == 10  # the never-animates warning is no error
    v = assess("", render, description=DESCRIPTION)  # no motion asked: a still is allowed
    assert [(u.code, u.line) for u in v.unmet] == [("pasted-description", 9)] and v.total == 12
    moving = DESCRIPTION.replace("glows yellow in turn", "grows one by one")
    v = assess("", render, description=moving)
    assert sorted((u.code, u.line) for u in v.unmet) == [
        ("never-animates", 9),
        ("pasted-description", 9),
    ]
    assert v.total == 12 and "self.play(Create(...))" in v.feedback()
    feedback = TraceFeedback(DESCRIPTION, read_description=False)
    assert feedback.described() is None
    assert TraceFeedback(DESCRIPTION).described() == DESCRIPTION


def test_a_named_formula_never_shown_is_an_error_other_helpers_stay_warnings() -> None:
    """`MathTex('2x + 6')` built and never drawn where the description asks for 2x + 6 (the
    judged scene whose expression never changed) is an error; an unused `ThreeDAxes`-like
    helper and a text the description does not name stay warnings."""
    expr = MobjectInfo(id="m1", cls="MathTex", line=5, tex="2(x + 3)", fill="#ffffff",
                       fill_opacity=1.0, bbox=[-1, -0.3, 1, 0.3])  # fmt: skip
    target = MobjectInfo(id="m2", cls="MathTex", line=6, tex="2x + 6", fill="#ffffff",
                         fill_opacity=1.0, bbox=[-1, -0.3, 1, 0.3], shown=False)  # fmt: skip
    helper = MobjectInfo(id="m3", cls="Text", line=7, text="note", fill="#ffffff",
                         fill_opacity=1.0, bbox=[2, 2, 3, 3], shown=False)  # fmt: skip
    created = [MobjectInfo(**{**expr.__dict__, "shown": True}), target, helper]
    tr = trace(
        TraceStep(
            0,
            "play",
            line=8,
            run_time=1,
            visible=[expr],
            animations=[AnimationInfo("Write", ["m1"], 8)],
        ),
        TraceStep(0, "wait", line=9, run_time=1, visible=[expr]),
        TraceStep(0, "end", visible=[expr]),
        created=created,
    )
    desc = "Show 2(x + 3) and expand it into 2x + 6 by transforming the expression."
    found = [f for f in description_findings(tr, desc) if f.code == "never-shown"]
    assert [(f.severity, f.line) for f in found] == [("error", 6)]
    # without the description both are the generic warning only
    generic = [f for f in generic_findings(tr) if f.code == "never-shown"]
    assert {(f.severity, f.line) for f in generic} == {("warning", 6), ("warning", 7)}
    # shown elsewhere (a copy on screen says 2x + 6): no error
    shown = MobjectInfo(**{**target.__dict__, "id": "m4", "line": 10, "shown": True})
    tr.steps[-1].visible.append(shown)
    assert [f for f in description_findings(tr, desc) if f.code == "never-shown"] == []


def _text(mid: str, line: int, x: float, s: str = "Step 2") -> MobjectInfo:
    return MobjectInfo(id=mid, cls="Text", line=line, text=s, bbox=[x - 1, -0.3, x + 1, 0.3],
                       center=[x, 0, 0])  # fmt: skip


HIGHLIGHT = 'Write "Step 1" and "Step 2" on the left, then highlight "Step 2" in yellow.'


def test_a_quoted_text_written_twice_apart_is_a_duplicate() -> None:
    """A yellow copy of "Step 2" beside the original (the original was meant to change)."""
    tr = trace(TraceStep(0, "end", visible=[_text("m1", 5, -5.0), _text("m2", 9, 0.0)]))
    found = check_duplicate_text(tr, HIGHLIGHT)
    assert [(f.code, f.line, f.severity) for f in found] == [("duplicate-text", 9, "error")]
    assert "lines 5 and 9" in found[0].message


def test_overlays_other_texts_and_copies_asked_for_are_not_duplicates() -> None:
    over = trace(TraceStep(0, "end", visible=[_text("m1", 5, 0.0), _text("m2", 9, 0.2)]))
    assert check_duplicate_text(over, HIGHLIGHT) == []  # a highlight written over the original
    apart = trace(TraceStep(0, "end", visible=[_text("m1", 5, -5.0), _text("m2", 9, 0.0)]))
    assert check_duplicate_text(apart, 'Write "Step 2" twice, side by side.') == []
    assert check_duplicate_text(apart, 'Show "Step 1" in a table.') == []  # not quoted
    short = trace(
        TraceStep(0, "end", visible=[_text("m1", 5, -5.0, "x"), _text("m2", 9, 0.0, "x")])
    )
    assert check_duplicate_text(short, 'Label the axes "x" and "y".') == []
    # one after the other is a replacement, not a duplicate
    seq = trace(
        TraceStep(0, "play", visible=[_text("m1", 5, -5.0)], run_time=1.0),
        TraceStep(0, "end", visible=[_text("m2", 9, 0.0)]),
    )
    assert check_duplicate_text(seq, HIGHLIGHT) == []


TURNING = """from manim import *


class S(Scene):
    def construct(self):
        squares = VGroup(*[Square(side_length=1) for _ in range(3)]).arrange(RIGHT)
        dot = Dot()
        self.play(Create(squares), FadeIn(dot))
        self.play(*[s.animate.rotate(PI / 2) for s in squares])
        self.play(Rotate(dot, PI), Rotate(squares[0], PI / 36))
        self.play(Rotate(squares[1], PI, axis=UP), squares[2].animate.rotate(PI, axis=RIGHT))
        self.play(squares.animate.set_color(GREEN))
"""


SEEN_TURNING = """from manim import *

class S(Scene):
    def construct(self):
        sq = Square(side_length=2).shift(LEFT * 3)
        tri = Triangle().shift(RIGHT * 3)
        line = Line(LEFT, RIGHT)
        self.add(sq, tri, line)
        sq.add_updater(lambda m, dt: m.rotate(dt))
        self.wait(1)
        sq.clear_updaters()
        self.play(Transform(tri, Triangle().rotate(PI / 3).shift(RIGHT * 3)))
        self.play(Transform(line, Line(DOWN, UP)))
        self.play(sq.animate.shift(UP))
"""


def test_a_turn_seen_by_geometry_alone_is_unasked_too() -> None:
    """A square spun by an updater while the scene waits, and a triangle transformed into a
    turned copy, turn on screen with no rotation call (trace version 4's ``turns``): both fail
    where the description asks for no turn. A line transformed into another direction (a
    segment always fits a turn) and a plain shift do not, nor does any of it where the
    description names a diamond (a turned square)."""
    from server.render import render_code

    r = render_code(SEEN_TURNING, keep_outputs=False)
    assert r.ok and r.trace is not None, r.error_text()
    found = check_unasked_turn(r.trace, "A square, a triangle and a line; the square moves up.")
    assert [(f.code, f.line) for f in found] == [("unasked-turn", 10), ("unasked-turn", 12)]
    assert "Square (line 5) turns by" in found[0].message, found[0].message
    assert "Triangle (line 6) turns by 60 degrees" in found[1].message, found[1].message
    assert check_unasked_turn(r.trace, "A square becomes a diamond, a triangle and a line.") == []


def test_a_turn_nobody_asked_for_is_an_error_at_its_play() -> None:
    """Squares turned a quarter (real-081: "draw five squares ..., then make them all turn
    green": the model's squares wobble) fail at the play's line; a dot turned (nothing shows)
    and a 5-degree nudge do not; a description with any turn word (rotate, spin, around,
    angle, "turn round", mirror, ...) is not judged, while "turn green" and "turns into" are no
    turn; a turn about an axis in the picture's plane (``axis=UP``) mirrors, and is not judged."""
    from server.render import render_code

    r = render_code(TURNING, keep_outputs=False)
    assert r.ok and r.trace is not None, r.error_text()
    asked = "Draw three squares in a row, then make them all turn green at the same time."
    found = check_unasked_turn(r.trace, asked)
    assert [(f.code, f.line) for f in found] == [("unasked-turn", 9)], found
    assert "turns by 90 degrees" in found[0].message and ".animate.rotate" in found[0].message
    assert [f.code for f in description_findings(r.trace, asked)].count("unasked-turn") == 1
    assert check_unasked_turn(r.trace, "Three squares; the first turns into a circle.")
    for words in ("rotate them", "spin the squares", "turn them round", "at an angle",
                  "move around", "tilt them", "mirror them"):  # fmt: skip
        assert check_unasked_turn(r.trace, f"Draw three squares in a row and {words}.") == []
