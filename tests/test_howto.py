"""How-to notes for the first prompt (kb/howto.py): which notes a description gets, that every
call a note teaches is used by its demo, and that all demos render with the installed Manim."""

from __future__ import annotations

import re
import textwrap

import pytest

from kb.howto import MAX_NOTES, NOTES, how_to, note
from server.agent import AgentOptions, prompt_notes
from server.prompts import NOTES_HEAD, generation_messages
from server.render import render_code


def keys(description: str, limit: int = MAX_NOTES) -> list[str]:
    texts = how_to(description, limit)
    return [n.key for t in texts for n in NOTES if n.text == t]


@pytest.mark.parametrize(
    ("description", "wanted"),
    [
        ("Write 'Hello' and move it to the top left corner.", "corner"),
        ("Put a star above a square and join them with a dashed line.", "dashed"),
        ("A pendulum swinging left and right about the top point.", "pivot"),
        ("Make a bar chart of 2, 5 and 3, then grow the smallest bar.", "bar_chart"),
        ("The Earth orbits the Sun while the Moon circles the Earth.", "orbit"),
        ("A dot moves right, then up, leaving a visible trail.", "trail"),
        ("A timer counts down from 10 to 0.", "counter"),
        ("Move a white dot along the curve y = e^x.", "along_path"),
        ("A wheel rolls from left to right along a line.", "roll"),
        ("Show a table of names and scores and highlight the best row.", "table"),
        ("Draw five squares in a row one by one.", "one_by_one"),
        ("Draw a right triangle with its sides labelled a, b and c.", "triangle_labels"),
        ("Show the quote in italics.", "italic"),
        ("Write A = \\pi r^2 in the centre.", "formula"),
        ("Show a pie chart with four slices and pull the blue slice out.", "pie"),
        ("Put a brace under mx labelled 'slope term'.", "brace"),
        ("List Milk, Eggs and Bread, then cross out Eggs with a red line.", "cross_out"),
        ("Mark -2 with an open circle and 3 with a filled circle.", "open_circle"),
        ("Highlight the term f'g in yellow.", "parts"),
        ("Make the letters of WAVE jump one after another.", "parts"),
        ("Draw the rectangles of a Riemann sum under the curve.", "riemann"),
        ("Move a tangent line along the sine curve.", "tangent"),
        ("Draw a number line and zoom the camera in on 0 to 1.", "zoom"),
        ("Tilt the camera down to look at the cone from the side.", "camera_move"),
        ("Three stars spin at the same time.", "spin"),
        ("A bar chart with each value on top of its bar.", "bar_labels"),
        ("Draw axes with a grid and plot y = sqrt(x).", "number_plane"),
        ("Mark their intersection with a labelled dot.", "labelled_point"),
        ("Number twelve circles and fade out all the odd ones.", "subset"),
    ],
)
def test_a_description_gets_the_note_for_what_it_asks(description: str, wanted: str) -> None:
    assert wanted in keys(description)


@pytest.mark.parametrize(
    ("description", "unwanted"),
    [
        # a thermometer's bar is not a bar chart
        ("A vertical number line like a thermometer with a red bar rising to 70.", "bar_chart"),
        # a screen side is an edge, not a place beside another object
        ('Put the label "Score:" on the left side of the screen.', "next_to"),
        # a camera that circles is a 3D camera, not an orbit
        ("A sphere on 3D axes while the camera circles around it.", "orbit"),
        # a graph's arrows are edges: the arrow note would draw loose Arrows
        ("A directed graph with arrows from X to Y and Y to Z.", "arrow"),
        # "with a grid" is a number plane, not a grid of cells
        ("Draw axes with a grid and plot y = x^2.", "grid"),
        # a sphere's middle of the screen is no "inside"
        ("A blue circle in the middle of the screen.", "inside"),
        # big letters are a font size, not letters to handle one by one
        ("Write Hello in big yellow letters.", "parts"),
        # "every other node" is every node but itself
        ("A complete graph, every node connected to every other.", "subset"),
        # a camera going round is the ambient rotation of the 3D note
        ("A red sphere on 3D axes; slowly rotate the camera around the scene.", "camera_move"),
        # a triangle's vertices are no graph
        ("A triangle ABC with labelled vertices.", "graph"),
        # a 2D zoom needs no ThreeDScene
        ("Draw a number line and zoom the camera in on 0 to 1.", "three_d"),
    ],
)
def test_a_note_is_not_given_for_a_look_alike_phrase(description: str, unwanted: str) -> None:
    assert unwanted not in keys(description)


def test_a_plain_description_gets_no_notes() -> None:
    assert how_to("Draw a red circle.") == []
    assert how_to("") == []


def test_specific_notes_come_first_and_the_order_is_the_descriptions() -> None:
    text = (
        "Write 'A' below a square, put 'B' in the top right corner, join them with a dashed "
        "line, then make the square swing about its corner, and a dot orbits it leaving a trail."
    )
    got = keys(text)
    assert len(got) == MAX_NOTES
    assert "next_to" not in got  # a general note gives way to four specific ones
    assert got == ["corner", "dashed", "pivot", "orbit"]  # the order they are asked in
    assert keys(text, limit=2) == ["corner", "dashed"]
    assert keys(text, limit=0) == []


def test_every_call_a_note_teaches_is_used_by_its_demo() -> None:
    """A note's code (its backtick spans) names only calls its demo makes, so the render test
    below covers them."""
    allowed = {"range", "lambda", "enumerate"}
    for n in NOTES:
        spans = " ".join(re.findall(r"`([^`]+)`", n.text))
        assert spans, n.key
        calls = set(re.findall(r"(?<!class )\b([A-Za-z_]\w*)\(", spans)) - allowed
        missing = sorted(c for c in calls if not re.search(rf"\b{c}\(", n.demo))
        assert not missing, (n.key, missing)


def test_note_keys_are_unique_and_looked_up() -> None:
    assert len({n.key for n in NOTES}) == len(NOTES)
    assert note("corner").key == "corner"
    with pytest.raises(KeyError):
        note("no-such-note")


def test_the_prompt_carries_the_notes_only_when_switched_on() -> None:
    text = "Write 'Hi' in the top right corner."
    assert prompt_notes(text, AgentOptions()) == []
    notes = prompt_notes(text, AgentOptions(how_to_notes=True))
    assert notes == [note("corner").text]
    user = generation_messages(text, notes=notes)[1]["content"]
    assert f"{NOTES_HEAD}\n- {note('corner').text}" in user
    assert NOTES_HEAD not in generation_messages(text)[1]["content"]


@pytest.mark.slow
@pytest.mark.parametrize("scene", sorted({n.scene for n in NOTES}))
def test_every_demo_renders_with_the_installed_manim(scene: str) -> None:
    """All demos of one Scene class in one real render (each shown, then cleared): a note never
    teaches a call, a keyword or an argument order the installed Manim Community Edition
    refuses."""
    notes = [n for n in NOTES if n.scene == scene]
    body = "".join(
        f"        # {n.key}\n{textwrap.indent(n.demo, ' ' * 8)}\n"
        "        self.wait(0.1)\n        self.clear()\n"
        for n in notes
    )
    code = f"from manim import *\n\n\nclass Demo({scene}):\n    def construct(self):\n{body}"
    result = render_code(code, keep_outputs=False, timeout=240)
    assert result.ok, result.error_text()
    # every demo ran: its wait is one of the scene's steps
    assert result.trace is not None
    waits = [s for s in result.trace.steps if s.kind == "wait"]
    assert len(waits) >= len(notes)
