"""The description header of a generated scene: written, read back, kept once."""

from __future__ import annotations

from server.agent import AgentResult
from server.faithful.editor import (
    description_from_header,
    description_header,
    with_description,
)
from server.service import scene_text

CODE = "from manim import *\n\nclass S(Scene):\n    def construct(self):\n        pass\n"
LONG = (
    "Three blue squares appear in a row, then each one rotates by ninety degrees one after "
    "another, and finally the title 'Squares' is written above them in yellow."
)


def test_header_round_trip_short_and_long() -> None:
    """Short and wrapped long descriptions read back exactly (whitespace normalised)."""
    assert description_from_header(description_header("a red dot") + CODE) == "a red dot"
    header = description_header(LONG)
    assert header.count("\n") > 1 and all(len(ln) <= 96 for ln in header.splitlines())
    assert description_from_header(header + CODE) == LONG


def test_header_is_only_read_from_the_leading_comments() -> None:
    """A '# Description:' comment inside the code is not the scene's header."""
    assert description_from_header(CODE) is None
    inner = CODE + "# Description: not a header\n"
    assert description_from_header(inner) is None
    after_other = "# generated\n\n" + description_header("two circles") + CODE
    assert description_from_header(after_other) == "two circles"


def test_with_description_adds_the_header_once() -> None:
    """with_description adds the header, and never a second one."""
    once = with_description(CODE, "a red dot")
    assert once.startswith("# Description: a red dot\n") and once.endswith(CODE)
    assert with_description(once, "something else") == once
    assert with_description(CODE, None) == CODE


def test_generated_scene_file_keeps_its_description() -> None:
    """The file the agent's result is written to starts with the description header,
    also when the scene did not render (after the failure note)."""
    ok = AgentResult("success", "a red dot", CODE, None, [], "ritl")
    assert description_from_header(scene_text(ok)) == "a red dot"
    failed = AgentResult("failed", "a red dot", CODE, None, [], "ritl", error="NameError: x")
    text = scene_text(failed)
    assert text.startswith("# Manim Agent: this scene did NOT render")
    assert description_from_header(text) == "a red dot"
