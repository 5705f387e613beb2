"""A table's cell, row or column picked by what it holds and highlighted (``cell_highlight``):
the reader's phrases, and real renders of the ways a scene highlights one (and of wrong ones)."""

from __future__ import annotations

import pytest

from server.faithful.reader import read_requirements
from server.faithful.requirements import CellHighlight, Sel, Stays, requirement_from_dict
from server.render import RenderResult, render_code


def cells(description: str) -> list[tuple[str | None, str | None, str, str | None]]:
    return [
        (r.text, r.which, r.scope, r.color)
        for r in read_requirements(description)
        if isinstance(r, CellHighlight)
    ]


@pytest.mark.parametrize(
    ("description", "want"),
    [
        ('Show a table with two columns, "Name" and "Score", and three rows: Ann 12, Ben 9 and '
         "Cal 15, then highlight the row with the highest score.", [(None, "max", "row", None)]),
        ("Draw a table of 3 rows and 3 columns with the numbers 1 to 9, and then colour the cell "
         "with 5 yellow.", [("5", None, "cell", "yellow")]),
        ("Show a table of fruit prices and then the row of Apple turns green.",
         [("Apple", None, "row", "green")]),
        ('Show a table and highlight the column with "Price" in red.',
         [("Price", None, "column", "red")]),
        ("Show a table of test results and shade the row with the lowest mark.",
         [(None, "min", "row", None)]),
        # a statement, not a change; no table at all
        ("Make a table of scores; the row with the highest score is Cal's.", []),
        ("Number the cells of a 5 by 5 grid from 1 to 25 and colour the cell with 13 red.", []),
    ],
)  # fmt: skip
def test_the_reader_finds_the_cell_to_highlight(description: str, want: list) -> None:
    assert cells(description) == want


def test_a_cell_is_named_by_its_text_or_its_number() -> None:
    assert CellHighlight().check({"steps": []}).ok  # nothing named: not checked
    with pytest.raises(ValueError, match="unknown scope"):
        CellHighlight(text="5", scope="diagonal")
    req = CellHighlight(which="max", scope="row", color="green")
    assert requirement_from_dict(req.to_dict()) == req


TABLE = """from manim import *


class S(Scene):
    def construct(self):
        table = Table([["Ann", "12"], ["Ben", "9"], ["Cal", "15"]], include_outer_lines=True)
        self.play(Create(table.scale(0.7)))
{body}
"""
WAYS = {
    "entries": "        self.play(table.get_entries((3, 2)).animate.set_color(YELLOW))",
    "highlighted": "        table.add_highlighted_cell((3, 2), color=YELLOW)\n        self.wait()",
    "row box": "        self.play(Create(SurroundingRectangle(table.get_rows()[2], color=YELLOW)))",
    # a play on one row splits the table into its parts in Manim's scene
    "row split": (
        "        row = table.get_rows()[2]\n"
        "        self.play(Create(SurroundingRectangle(row, color=YELLOW)), row.animate.set_color(YELLOW))"
    ),
    "wrong cell": "        self.play(table.get_entries((1, 2)).animate.set_color(YELLOW))",
    "whole table": "        self.play(table.animate.set_color(YELLOW))",
    "nothing": "        self.wait()",
}


@pytest.fixture(scope="module")
def renders() -> dict[str, RenderResult]:
    out = {
        name: render_code(TABLE.format(body=body), keep_outputs=False)
        for name, body in WAYS.items()
    }
    assert all(r.ok for r in out.values()), {k: r.error for k, r in out.items() if not r.ok}
    return out


@pytest.mark.parametrize(
    ("req", "passes"),
    [
        (CellHighlight(text="15", color="yellow"), {"entries", "highlighted"}),
        (CellHighlight(which="max"), {"entries", "highlighted"}),
        (CellHighlight(text="Cal", scope="row"), {"row box", "row split"}),
        (CellHighlight(which="max", scope="row"), {"row box", "row split"}),
        (CellHighlight(text="Ann", scope="row"), set()),
        (CellHighlight(text="15", color="red"), set()),
    ],
)  # fmt: skip
def test_real_renders(renders: dict[str, RenderResult], req: CellHighlight, passes: set) -> None:
    got = {name for name, r in renders.items() if req.check(r.trace).ok}
    assert got == passes


def test_the_finding_names_the_table_position(renders: dict[str, RenderResult]) -> None:
    wrong = CellHighlight(text="15", color="yellow").check(renders["wrong cell"].trace)
    assert (
        not wrong.ok
        and "(3, 2)" in wrong.message
        and "another cell changes instead" in wrong.message
    )
    every = CellHighlight(which="max", scope="row").check(renders["whole table"].trace)
    assert not every.ok and every.message.startswith("Only the row")
    none = CellHighlight(text="Cal", scope="row").check(renders["nothing"].trace)
    assert not none.ok and "table.get_rows()[2]" in none.message


def test_a_table_split_into_its_parts_is_still_shown(renders: dict[str, RenderResult]) -> None:
    """After a play on one of its rows, Manim's scene holds the table's parts, not the table: the
    viewer still sees it, and "stays" must not say it left."""
    assert Stays(sel=Sel(shape="table")).check(renders["row split"].trace).ok
