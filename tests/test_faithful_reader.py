"""The rule-based description reader: each phrase class, and phrases that must give nothing."""

from __future__ import annotations

from typing import Any

import pytest

from server.faithful.reader import read_requirements


def reqs(description: str) -> list[dict[str, Any]]:
    out = []
    for r in read_requirements(description):
        d = r.to_dict()
        d.pop("phrase")
        out.append(d)
    return out


def kinds(description: str) -> list[str]:
    return [r["kind"] for r in reqs(description)]


def of_kind(description: str, kind: str) -> list[dict[str, Any]]:
    return [r for r in reqs(description) if r["kind"] == kind]


# -- objects, colours, counts --------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "shape", "color", "count"),
    [
        ("Draw a red circle.", "circle", "red", 1),
        ("Show three blue squares.", "square", "blue", 3),
        ("Put 8 boxes on the screen.", "box", None, 8),
        ("A bouncing ball.", "ball", None, 1),
        ("Draw an arrow.", "arrow", None, 1),
        ("Draw a straight line.", "line", None, 1),
        ("Two yellow dots.", "dot", "yellow", 2),
        ("A green triangle.", "triangle", "green", 1),
        ("A purple hexagon.", "hexagon", "purple", 1),
        ("A golden star.", "star", "gold", 1),
        ("An orange ellipse.", "ellipse", "orange", 1),
        ("Draw coordinate axes.", "axes", None, 1),
        ("Draw a number line.", "number_line", None, 1),
        ("Show a bar chart.", "bar_chart", None, 1),
        ("Show a table of values.", "table", None, 1),
        ("A grey rectangle.", "rectangle", "gray", 1),
        ("A 3D cube.", "cube", None, 1),
        ("A sphere.", "sphere", None, 1),
        ("Plot the graph of y = x^2.", "graph", None, 1),
        ("A graph with 4 vertices.", "network", None, 1),
        ("Show a star graph, one centre vertex joined to five outer vertices.", "network", None, 1),
        ("Draw a path graph of four vertices in a row.", "network", None, 1),
        ("Draw a cycle graph on six vertices.", "network", None, 1),
        ("Show a triangle graph: three vertices, each joined to the other two.", "network", None, 1),
        ("Five small white circles.", "circle", "white", 5),
    ],
)  # fmt: skip
def test_objects(text: str, shape: str, color: str | None, count: int) -> None:
    """A shape noun gives an object requirement with its synonym class, colour and count."""
    objs = of_kind(text, "object")
    assert any(
        o["sel"]["shape"] == shape and o["sel"]["color"] == color and o["count"] == count
        for o in objs
    ), objs


def test_plural_without_number_needs_two_and_repeats_merge() -> None:
    """Bare plurals need at least two; "a circle ... the circle" is one requirement."""
    assert of_kind("Draw squares.", "object")[0]["count"] == 2
    objs = of_kind("Draw a circle. Then the circle moves left.", "object")
    assert len(objs) == 1


@pytest.mark.parametrize(
    "text",
    [
        "Make it look nice.",
        "Explain the idea of a derivative.",
        "Arrange them in a line.",  # "in a line": a layout word, not a Line
        "Write a line of text about cats.",
        "Show how the algorithm works step by step.",
        "The words appear slowly.",
    ],
)
def test_no_object_from_unclear_phrases(text: str) -> None:
    """Phrases without a concrete shape noun give no object requirement."""
    assert not [o for o in of_kind(text, "object") if o["sel"]["shape"] not in ("text",)]


# -- texts and formulas --------------------------------------------------------------------------
def test_quoted_text_and_formula() -> None:
    """Quoted strings are texts; TeX-like ones (or named formulas) are formulas."""
    t = of_kind('Write "Hello World" and the formula "E = mc^2".', "text")
    assert {(x["text"], x["formula"]) for x in t} == {("Hello World", False), ("E = mc^2", True)}
    assert of_kind("Write “Bonjour” in blue.", "text")[0]["text"] == "Bonjour"
    # an apostrophe is not a quote
    assert of_kind("Show the circle's area and the square's side.", "text") == []


# -- relations -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "rel", "a", "b"),
    [
        ('Put the text "Hi" below a square.', "below", {"text": "Hi"}, "square"),
        ("Draw a triangle above a rectangle.", "above", "triangle", "rectangle"),
        ("Place a circle to the left of a square.", "left_of", "circle", "square"),
        ("Place a circle on the right of a square.", "right_of", "circle", "square"),
        ("Put a star next to a hexagon.", "next_to", "star", "hexagon"),
        ("Draw a small circle inside a big square.", "inside", "circle", "square"),
        ('Show a blue square with the text "Hello" below it.', "below", {"text": "Hello"}, "square"),
    ],
)  # fmt: skip
def test_relations(text: str, rel: str, a: Any, b: str) -> None:
    """Relation words between two noun phrases give a relation requirement."""
    rels = of_kind(text, "relation")
    assert len(rels) == 1, rels
    r = rels[0]
    assert r["rel"] == rel and r["b"]["shape"] == b
    if isinstance(a, dict):
        assert r["a"]["text"] == a["text"]
    else:
        assert r["a"]["shape"] == a


def test_centre() -> None:
    """ "in the centre" places the object before it at the origin."""
    r = of_kind("Draw a green star in the centre of the screen.", "relation")
    assert r and r[0]["rel"] == "center" and r[0]["a"]["shape"] == "star"


@pytest.mark.parametrize(
    "text",
    [
        "A square moves over time.",  # "over time" is not "above"
        "Draw a circle below.",  # no object after the relation word
        "Show a square, and below that, some explanation.",  # unclear reference
        "Put the title above everything.",  # no known noun after
        "The circle is inside.",
    ],
)
def test_no_relation_from_unclear_phrases(text: str) -> None:
    """A relation word without two clear noun phrases gives no relation."""
    assert of_kind(text, "relation") == []


# -- arrangements --------------------------------------------------------------------------------
def test_row_column_grid() -> None:
    """side by side / in a row -> row; stacked vertically -> column; "3 by 3 grid" -> grid."""
    row = of_kind("Three circles side by side.", "arrangement")[0]
    assert (row["layout"], row["count"], row["sel"]["shape"]) == ("row", 3, "circle")
    assert of_kind("Eight boxes in a row.", "arrangement")[0]["count"] == 8
    col = of_kind("Five squares in a column.", "arrangement")[0]
    assert col["layout"] == "column"
    grid = of_kind("Create a 3 by 3 grid of squares.", "arrangement")[0]
    assert (grid["layout"], grid["rows"], grid["cols"], grid["count"]) == ("grid", 3, 3, 9)
    assert of_kind("A 2x4 grid of dots.", "arrangement")[0]["count"] == 8


def test_no_arrangement_without_plural_objects() -> None:
    """A layout word with no plural object, or a grid without a size, gives nothing."""
    assert of_kind("Draw a circle side by side.", "arrangement") == []
    assert of_kind("Show a grid of squares.", "arrangement") == []
    assert of_kind("Show a number plane grid.", "arrangement") == []


# -- order ---------------------------------------------------------------------------------------
def test_then_order() -> None:
    """ "X, then Y" orders two newly named objects; a chain gives two orders."""
    o = of_kind("Draw a circle, then a square, then a triangle.", "order")
    pairs = [(x["first"]["shape"], x["second"]["shape"]) for x in o]
    assert pairs == [("circle", "square"), ("square", "triangle")]


def test_one_by_one_and_together() -> None:
    """one by one -> staggered appearance; at the same time -> one play."""
    obo = of_kind("Five dots appear one by one.", "one_by_one")[0]
    assert obo["sel"]["shape"] == "dot" and obo["count"] == 5
    tog = of_kind("A square and a circle appear at the same time.", "together")[0]
    assert {tog["a"]["shape"], tog["b"]["shape"]} == {"square", "circle"}


def test_no_order_from_unclear_phrases() -> None:
    """ "then" about the same object, a transform, or a single object gives no order."""
    assert of_kind("Draw a circle, then it turns into a square.", "order") == []
    assert of_kind("Draw a circle. Then make the circle red.", "order") == []
    assert of_kind("Everything appears one by one.", "one_by_one") == []
    assert of_kind("Things happen at the same time.", "together") == []


# -- motions -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "angle", "signed"),
    [
        ("A square rotates 90 degrees clockwise.", -90.0, True),
        ("Rotate the triangle by 45° counterclockwise.", 45.0, True),
        ("A square rotates by 90 degrees.", 90.0, False),
        ("The star spins a full turn anticlockwise.", 360.0, True),
        ("The square rotates.", None, True),
    ],
)
def test_rotation(text: str, angle: float | None, signed: bool) -> None:
    """Rotation words give a rotate motion with the signed angle (counterclockwise positive)."""
    m = [x for x in of_kind(text, "motion") if x["motion"] == "rotate"]
    assert len(m) == 1, m
    assert m[0]["angle"] == angle and m[0]["signed"] is signed


@pytest.mark.parametrize(
    ("text", "motion", "extra"),
    [
        ("A red dot moves to the right.", "move", {"to": "right"}),
        ("The circle slides left.", "move", {"to": "left"}),
        ("The square moves across the screen.", "move", {"to": None}),
        ("The circle grows.", "scale_up", {}),
        ("The circle scales up.", "scale_up", {}),
        ("The square shrinks.", "scale_down", {}),
        ("The text fades in.", "fade_in", {}),
        ("The circle fades out.", "fade_out", {}),
        ("A dot traces its path.", "trace", {}),
        ("Indicate the square.", "indicate", {}),
    ],
)  # fmt: skip
def test_motions(text: str, motion: str, extra: dict[str, Any]) -> None:
    """Each motion verb gives its motion on the object it is about."""
    m = [x for x in of_kind(text, "motion") if x["motion"] == motion]
    assert len(m) == 1, reqs(text)
    for k, v in extra.items():
        assert m[0][k] == v


def test_transform_into() -> None:
    """ "X transforms into Y" names both ends; "it" refers to the last object named."""
    m = of_kind("A square transforms into a circle.", "motion")[0]
    assert m["motion"] == "transform" and m["sel"]["shape"] == "square"
    assert m["into"]["shape"] == "circle"
    m2 = of_kind("Draw a triangle. Then morph it into a star.", "motion")
    assert m2 and m2[0]["sel"]["shape"] == "triangle" and m2[0]["into"]["shape"] == "star"


@pytest.mark.parametrize(
    "text",
    [
        "The square turns red.",  # a colour change, not a rotation
        "Turn the page.",
        "Moving on to the next idea.",  # no object
        "The camera rotates around the cube.",  # a camera move, not the cube
        "It grows.",  # nothing named
    ],
)
def test_no_motion_from_unclear_phrases(text: str) -> None:
    """Verbs without a clear object, or about the camera, give no motion."""
    assert of_kind(text, "motion") == []


# -- counting, 3-D, camera -----------------------------------------------------------------------
def test_counting() -> None:
    """ "count from A to B" (also down, counter, goes from) gives a counting requirement."""
    c = of_kind("Count from 1 to 5.", "counting")[0]
    assert (c["start"], c["end"]) == (1.0, 5.0)
    assert of_kind("Count down from 5 to 1.", "counting")[0]["end"] == 1.0
    assert of_kind("A counter goes from 0 to 100.", "counting")[0]["end"] == 100.0
    assert of_kind("Count the apples.", "counting") == []
    assert of_kind("Counts up to ten.", "counting") == []


def test_three_d_and_camera() -> None:
    """3D words and solids ask for a 3-D scene; camera verbs ask for a camera move."""
    assert "three_d" in kinds("A 3D cube.")
    assert of_kind("Show a sphere.", "three_d")[0]["sel"]["shape"] == "sphere"
    assert "camera" in kinds("The camera rotates around the cube.")
    assert "camera" in kinds("Slowly rotate the camera.")
    assert "three_d" not in kinds("Draw a square.")
    assert "camera" not in kinds("A camera icon drawn with rectangles.")


def test_empty_and_vague_descriptions() -> None:
    """An empty or vague description gives no requirement at all."""
    assert read_requirements("") == []
    assert read_requirements("An animation about friendship.") == []


def test_paths_and_graph_parts_are_not_objects() -> None:
    """A path after along/around, and the arrows or dots of a graph, are not separate objects."""
    assert of_kind("A dot moves around a circle.", "object") == [
        {
            "kind": "object",
            "sel": {"shape": "dot", "color": None, "text": None},
            "count": 1,
            "exact": False,
        }
    ]
    objs = of_kind("Draw a directed graph with three vertices and arrows between them.", "object")
    # the arrows are the graph's edges, not objects; its three vertices are counted as nodes (a
    # Graph's vertices, listed as its members in the trace, or dots)
    assert [(o["sel"]["shape"], o["count"]) for o in objs] == [("network", 1), ("node", 3)]
    assert of_kind("Show a torus.", "object")[0]["count"] == 1
    # a dot beside a function graph is still a dot
    assert "dot" in [
        o["sel"]["shape"] for o in of_kind("Plot a parabola and a dot on it.", "object")
    ]


def test_composite_shapes_are_not_required_whole() -> None:
    """ "a circle divided into sectors" asks for the sectors, not a Circle object."""
    shapes = [o["sel"]["shape"] for o in of_kind("A circle divided into three sectors.", "object")]
    assert "circle" not in shapes


def test_colour_after_the_noun() -> None:
    """ "the curve in yellow" colours the object just named; "in blue and green" does not."""
    objs = of_kind("Plot the sine curve in yellow on axes.", "object")
    assert {"shape": "graph", "color": "yellow", "text": None} in [o["sel"] for o in objs]
    two = of_kind("Plot two curves in blue and green.", "object")
    assert [o["sel"]["color"] for o in two if o["count"] == 2] == [None]
    # the colours listed for a counted group: one curve of each
    assert {(o["sel"]["color"], o["count"]) for o in two if o["sel"]["color"]} == {
        ("blue", 1),
        ("green", 1),
    }
    assert of_kind('Write "Hi" in red.', "object")[0]["sel"] == {
        "shape": "text",
        "color": "red",
        "text": "Hi",
    }


def test_left_and_right_pair_and_vertical_words() -> None:
    """ "X on the left and Y on the right" -> X left of Y; "vertically" / "one above the other"
    -> a column; "in two rows of three" -> a 2 x 3 grid."""
    r = of_kind("Put a circle on the left and a square on the right.", "relation")[0]
    assert (r["a"]["shape"], r["rel"], r["b"]["shape"]) == ("circle", "left_of", "square")
    assert of_kind("Stack three boxes vertically.", "arrangement")[0]["layout"] == "column"
    assert of_kind("Two number lines, one above the other.", "arrangement")[0]["layout"] == "column"
    g = of_kind("Six dots in two rows of three.", "arrangement")[0]
    assert (g["rows"], g["cols"], g["count"]) == (2, 3, 6)
    assert of_kind("A circle on the left side.", "relation") == []


def test_unquoted_formula_after_a_formula_word() -> None:
    """A math expression right after formula/equation/theorem is a formula; plots are not."""
    t = of_kind("Show the Pythagorean theorem a^2 + b^2 = c^2 below a right triangle.", "text")
    assert [x["text"] for x in t] == ["a^2 + b^2 = c^2"] and t[0]["formula"]
    rel = of_kind(
        "Show the Pythagorean theorem a^2 + b^2 = c^2 below a right triangle.", "relation"
    )
    assert rel and rel[0]["a"]["text"] == "a^2 + b^2 = c^2"
    assert of_kind("Write the formula E = mc^2.", "text")[0]["text"] == "E = mc^2"
    assert of_kind("Plot y = x^2 on axes.", "text") == []
    assert of_kind("Show the formula for the area of a circle.", "text") == []


def test_replace_with_and_text_below_text() -> None:
    """ "replace it with Y" is a transform; a quoted subtitle "below it" sits below the title."""
    m = of_kind('Write "Welcome" and then replace it with "Goodbye".', "motion")[0]
    assert (m["sel"]["text"], m["into"]["text"]) == ("Welcome", "Goodbye")
    r = of_kind('Show the title "One" at the top and the subtitle "Two" below it.', "relation")[0]
    assert (r["a"]["text"], r["rel"], r["b"]["text"]) == ("Two", "below", "One")
    assert of_kind("Shift it up.", "motion") == []
    assert of_kind('Write "Start" and shift it up.', "motion")[0]["to"] == "up"


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("Show a star graph with five outer vertices.", "star"),
        ("Show a triangle graph: three vertices, each joined to the other two.", "triangle"),
        ("Draw a cycle graph on six vertices arranged as a hexagon.", "hexagon"),
        ("Six dots arranged in a circle.", "circle"),
        ("Place four squares evenly spaced around a circle.", "circle"),
    ],
)
def test_graph_kinds_and_layouts_are_not_shapes(text: str, absent: str) -> None:
    """ "a star graph" is a Graph, not a Star; "arranged as a hexagon" is where things go, not a
    hexagon to draw (the checks had asked for both)."""
    assert absent not in [o["sel"]["shape"] for o in of_kind(text, "object")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "A bar chart of four values; grow the smallest bar while the others stay the same.",
            {"sel": "bar", "change": "size", "which": "smallest"},
        ),
        ("Only the tallest bar turns yellow.", {"sel": "bar", "change": "color", "to": "yellow"}),
        ("Show a bar chart, then colour the second bar red.", {"which": "second", "to": "red"}),
        ("Highlight the third node of the graph.", {"sel": "node", "change": "any"}),
        ("A graph of four nodes; highlight node A in red.", {"key": ["A"], "to": "red"}),
        ("Make vertex 3 flash.", {"sel": "node", "key": ["3"], "change": "indicate"}),
        ("Vertex 3 flashes.", {"sel": "node", "key": ["3"], "change": "indicate"}),
        ("The edge between A and B turns green.", {"sel": "edge", "key": ["A", "B"]}),
        (
            "Draw a graph with nodes A, B, C and D, then highlight the path from A to D.",
            {"sel": "edge", "change": "any", "path": ["A", "D"]},
        ),
        (
            "A graph; the shortest path between A and E is highlighted in yellow.",
            {"path": ["A", "E"], "change": "color", "to": "yellow"},
        ),
        (
            "A bar chart of five values; change only the fourth bar to be twice as tall.",
            {"sel": "bar", "change": "size", "which": "fourth"},
        ),
        ("Show a bar chart, then double the second bar.", {"change": "size", "which": "second"}),
    ],
)
def test_one_part_of_a_chart_or_graph_changes(text: str, expected: dict[str, Any]) -> None:
    """ "grow the smallest bar", "highlight node A", "the edge between A and B turns green",
    "highlight the path from A to D": one member of a chart or graph changes (issue 46)."""
    found = of_kind(text, "member_change")
    assert len(found) == 1, found
    got = found[0]
    assert got["count"] == 1
    for k, v in expected.items():
        assert (got["sel"]["shape"] if k == "sel" else got[k]) == v, (k, got)


@pytest.mark.parametrize(
    "text",
    [
        "Highlight the third node, then highlight the first node.",  # two parts change
        "Turn the first bar red and then make all bars taller.",  # all of them change
        "The first node turns into a square.",  # a transform, not a colour
        "Grow the bars one by one.",  # no one part named
        "Colour the path from A to D.",  # no colour named
        "Show a graph and change node A.",  # no way of changing named
    ],
)
def test_no_part_change_from_unclear_phrases(text: str) -> None:
    assert of_kind(text, "member_change") == []


def test_grow_one_bar_is_no_scale_of_the_chart() -> None:
    """ "grow the smallest bar" grows a bar, not the whole chart."""
    assert of_kind("Show a bar chart and grow the smallest bar.", "motion") == []
    assert of_kind("Show a bar chart and grow it.", "motion")[0]["motion"] == "scale_up"


@pytest.mark.parametrize(
    ("text", "a", "which"),
    [
        (
            "Show a bar chart and label the tallest bar with its value.",
            {"shape": "text"},
            "tallest",
        ),
        ('Show a bar chart; the shortest bar is labelled "Min".', {"text": "Min"}, "shortest"),
        ("A bar chart with a label above the first bar.", {"shape": "text"}, "first"),
    ],
)
def test_a_label_on_one_bar(text: str, a: dict[str, str], which: str) -> None:
    found = of_kind(text, "attached")
    assert len(found) == 1, found
    got = found[0]
    assert (got["to"]["shape"], got["part"], got["member"]) == ("bar", "end", which)
    assert {k: v for k, v in got["a"].items() if v is not None} == a


# -- issue 46: what realistic descriptions state ---------------------------------------------------
def _texts(description: str) -> set[str]:
    return {r["text"] for r in of_kind(description, "text")}


def _rels(description: str) -> set[tuple[str | None, str, str | None]]:
    return {
        (
            r["a"]["text"] or r["a"]["shape"],
            r["rel"],
            (r["b"] or {}).get("text") or (r["b"] or {}).get("shape"),
        )
        for r in of_kind(description, "relation")
    }


def test_written_equations_and_their_relations() -> None:
    """An unquoted equation after a writing verb is a text; "under it" / "under that" chain them;
    a condition, a substitution or a shape's own equation is none."""
    d = "Solve 3x - 5 = 10 step by step: write 3x = 15 under it and then x = 5 under that."
    assert _texts(d) == {"3x - 5 = 10", "3x = 15", "x = 5"}
    assert ("3x = 15", "below", "3x - 5 = 10") in _rels(d)
    assert ("x = 5", "below", "3x = 15") in _rels(d)
    assert _texts("Write the system x + y = 5 and x - y = 1 one under the other.") == {
        "x + y = 5",
        "x - y = 1",
    }
    assert ("x - y = 1", "below", "x + y = 5") in _rels(
        "Write the system x + y = 5 and x - y = 1 one under the other."
    )
    assert _texts("Show a number plane and draw the circle x^2 + y^2 = 4 in red.") == set()
    assert _texts("Shade the area between x = 1 and x = 3 and write the result.") == set()
    assert _texts("Substitute r = 3 to get A = 9\\pi.") == {"A = 9\\pi"}
    assert _texts("Write y' = 2x under the function.") == {"y' = 2x"}  # a prime opens no quote


def test_colour_changes_and_listed_colours() -> None:
    """ "turn X purple" asks for X in its new colour (and after the old one); a counted group
    with its colours listed asks for one of each."""
    d = "Draw five blue squares in a row, then make them all turn green."
    turns = [(o["sel"]["shape"], o["to"], o["count"]) for o in of_kind(d, "recolour")]
    assert turns == [("square", "green", 5)]
    assert [o["together"] for o in of_kind(d, "recolour")] == [False]
    for same in ("at the same time", "all at once", "together", "simultaneously"):
        recolour = of_kind(d.replace("green.", f"green {same}."), "recolour")
        assert [o["together"] for o in recolour] == [True], same
    orders = of_kind(d, "order")
    assert {"first": orders[-1]["first"]["color"], "second": orders[-1]["second"]["color"]} == {
        "first": "blue",
        "second": "green",
    }
    d2 = "Draw a big white square and four small circles at its corners: red, blue, green and yellow."
    cols = {o["sel"]["color"] for o in of_kind(d2, "object") if o["sel"]["shape"] == "circle"}
    assert {"red", "blue", "green", "yellow"} <= cols
    # a word of a longer quoted text is coloured in place: no separate text object
    d3 = 'Write "Energy is conserved", then colour the word "conserved" red.'
    assert all(o["sel"]["color"] != "red" for o in of_kind(d3, "object"))
    assert of_kind(d3, "recolour") == []


@pytest.mark.parametrize(
    ("description", "change"),
    [
        ("Draw a pentagon, then turn it purple.", True),
        ('Write "Step 2" and make it become yellow.', True),
        ("Draw a circle and then colour it red.", True),
        ("Write x = 4 and finally paint the answer green.", True),
        # the colour something is drawn in: no change to see
        ("Make a row of ten squares, colour the first three green and the rest grey.", False),
        ("Draw a square and colour it red.", False),
        ("A blue circle appears, then it turns into a red square.", False),
    ],
)
def test_colour_change_or_colour(description: str, change: bool) -> None:
    """Turning, becoming and changing always ask for a change the viewer sees (a ``recolour``);
    colouring and painting only where the clause says it comes later, else the object in that
    colour is enough."""
    assert bool(of_kind(description, "recolour")) is change
    if description == "Draw a square and colour it red.":
        assert ("square", "red") in {(o["sel"]["shape"], o["sel"]["color"]) for o in of_kind(
            description, "object")}  # fmt: skip


def test_unquoted_formulas_keep_braces_and_negative_terms() -> None:
    """A TeX group and a leading minus belong to the formula ("x = \\pm\\sqrt{16}", "y = -x + 3"),
    and an equation that names one of several plotted lines is not a text, nor is its colour
    theirs."""
    assert _texts(r"Solve x^2 = 16: write x = \pm\sqrt{16} under it.") >= {r"x = \pm\sqrt{16}"}
    assert _texts("Write y = -x + 3 at the top.") == {"y = -x + 3"}
    d = "Show two lines, y = x + 1 in blue and y = -x + 3 in orange, on the same axes."
    assert _texts(d) == set()
    assert all(
        o["sel"]["color"] is None for o in of_kind(d, "object") if o["sel"]["shape"] == "line"
    )


def test_unquoted_labels() -> None:
    assert _texts("Draw a right triangle with its sides labelled a, b and c.") == {"a", "b", "c"}
    assert _texts("Draw a rectangle and label the width 4 and the height 3.") == {"4", "3"}
    assert {"1", "12"} <= _texts(
        "Arrange twelve circles in three rows of four and number them 1 to 12."
    )
    # a graph's or a chart's own labels and a chart's data are not texts to find
    assert _texts("Draw a complete graph on four nodes labelled 1 to 4.") == set()
    assert _texts("Draw a bar chart of the values 3, 6 and 2.") == set()


def test_a_curve_changed_into_an_equation_transforms() -> None:
    """ "stretch it vertically into y = 2 sin(x)": the plotted curve itself changes."""
    (m,) = of_kind(
        "Plot the curve y = sin(x) and then stretch it vertically into y = 2 sin(x).", "motion"
    )
    assert (m["motion"], m["sel"]["shape"], m["into"]) == ("transform", "graph", None)
    assert of_kind("Write x = 2 and change it into y = 3.", "motion") == []


def test_listed_labels_written_inside_shapes_sit_inside_them() -> None:
    """ "write the numbers 1, 2 and 3 inside the circles": each number inside a circle."""
    assert _rels(
        "Draw a triangle of three circles connected by lines, write the numbers 1, 2 and 3 "
        "inside the circles, and then make circle 2 flash."
    ) == {("1", "inside", "circle"), ("2", "inside", "circle"), ("3", "inside", "circle")}
    assert ("D", "inside", "square") in _rels(
        "Draw four squares in a row with the letters A, B, C and D in the squares."
    )
    assert _rels("Show three dots labelled A, B and C.") == set()


def test_nouns_that_draw_nothing() -> None:
    shapes = lambda d: {o["sel"]["shape"] for o in of_kind(d, "object")}  # noqa: E731
    assert "graph" not in shapes("Plot the surface z = sin(x) over 3D axes.")
    assert "graph" in shapes("Plot the line y = 2x + 1 in red.")
    assert "circle" not in shapes("Let the camera circle around the cube.")
    assert "circle" not in shapes("Write the area of a circle, A = \\pi r^2.")
    assert "circle" not in shapes("A spinning white circle arc.")
    assert "star" not in shapes("Draw a star-shaped network.")
    assert "triangle" not in shapes("Draw a triangle of three circles.")
    assert "line" in shapes("Join the star to the square with a dashed line.")
    assert "line" in shapes("Draw three circles connected by lines.")
    assert "dot" in shapes('Show "Top" at the top edge and a white dot in the centre.')


def test_placements_read_more_widely() -> None:
    assert ("square", "right_of", "triangle") in _rels(
        "A triangle appears, then a square appears to its right."
    )
    assert ("square", "inside", "circle") in _rels("Draw a circle and put a square inside it.")
    assert ("dot", "center", None) in _rels("Draw a circle and mark the exact centre with a dot.")
    assert ("Hello", "center", None) in _rels('Write "Hello" in big yellow letters in the centre.')
    assert not any(r[1] == "center" for r in _rels("A blue dot orbits a yellow sun in the centre."))
    regions = of_kind('Write "Hello" in the centre, then move it to the top left corner.', "region")
    assert [(r["sel"]["text"], r["region"], r["when"]) for r in regions] == [
        ("Hello", "top_left", "end")
    ]
    regions = of_kind(
        'Write "A", "B" and "C" in a column on the left side of the screen.', "region"
    )
    assert {r["sel"]["text"] for r in regions} == {"A", "B", "C"}
    assert of_kind("Draw a diagonal from the top left to the bottom right.", "region") == []


def test_a_region_phrase_that_opens_a_clause_places_the_object_after_it() -> None:
    regions = of_kind(
        "On the left half draw a red circle, and on the right half a blue square.", "region"
    )
    assert [(r["sel"]["shape"], r["sel"]["color"], r["region"]) for r in regions] == [
        ("circle", "red", "left_half"),
        ("square", "blue", "right_half"),
    ]
    regions = of_kind('In the top right corner, write "Score" in yellow.', "region")
    assert [(r["sel"]["text"], r["region"]) for r in regions] == [("Score", "top_right")]
    regions = of_kind('At the top, show the title "Waves", then draw a sine curve.', "region")
    assert [(r["sel"]["text"], r["region"]) for r in regions] == [("Waves", "top")]
    # Not a screen region, and not an opening phrase: nothing is placed.
    assert of_kind("In the top right corner of the square, put a dot.", "region") == []
    assert of_kind("Draw a big square and at the top a circle.", "region") == []


def test_a_relation_to_it_that_opens_a_clause_places_the_object_after_it() -> None:
    assert ("A = 9\\pi", "below", "A = \\pi r^2") in _rels(
        "Write A = \\pi r^2 in the centre, then below it write A = 9\\pi in yellow."
    )
    assert ("square", "right_of", "circle") in _rels(
        "Draw a red circle, and to its right draw a blue square."
    )
    assert ("Box", "above", "square") in _rels('Draw a square. Above it, write "Box" in green.')
    assert ("square", "below", "circle") in _rels("Draw a blue circle and under it a red square.")
    # Not fronted: "move it below the square" is read elsewhere, not as a placement of it.
    assert not any(
        r[1] == "below" and r[2] == "circle"
        for r in _rels("Draw a circle and move it below the square.")
    )


def test_a_formula_named_by_its_kind_after_a_relation_word_is_the_last_formula() -> None:
    assert ("x = 2", "below", "x + 1 = 3") in _rels(
        "Show the equation x + 1 = 3, then write x = 2 below the equation."
    )
    # "the equation y = 2x" names a new formula, not the last one
    assert ("a = 1", "below", "b = 2") not in _rels(
        "Write b = 2, then write a = 1 below the equation y = 2x."
    )


def test_sides_labelled_in_a_list_are_each_beside_a_side_of_the_shape() -> None:
    got = of_kind("Draw a right triangle with its sides labelled a, b and c.", "attached")
    assert [(x["a"]["text"], x["to"]["shape"], x["part"]) for x in got] == [
        ("a", "triangle", "side"),
        ("b", "triangle", "side"),
        ("c", "triangle", "side"),
    ]
    got = of_kind("Draw a blue square and label the sides 3, 4 and 5.", "attached")
    assert [(x["a"]["text"], x["to"]["color"]) for x in got] == [
        ("3", "blue"),
        ("4", "blue"),
        ("5", "blue"),
    ]
    # No sided shape before it, or a single letter that may be an article: nothing.
    assert of_kind("Draw a circle with its sides labelled a and b.", "attached") == []
    assert of_kind("Draw a square with its sides labelled a.", "attached") == []


def test_named_things_stay_unless_the_description_lets_them_leave() -> None:
    """Each named text and shape must still be shown at the end, by text or by shape (its
    colour may change), unless the description lets something leave or turn into another."""
    stays = of_kind('Write "Hello" in yellow, then write "World" in blue below it.', "stays")
    assert sorted(s["sel"]["text"] for s in stays) == ["Hello", "World"]
    circle = of_kind("Draw a blue circle and turn it red.", "stays")
    assert [(s["sel"]["shape"], s["sel"]["color"]) for s in circle] == [("circle", None)]
    curves = of_kind("Plot the sine curve in yellow and the cosine curve in green.", "stays")
    assert sorted(s["sel"]["color"] for s in curves) == ["green", "yellow"]  # both stay
    for leaves in (
        'Write "Hello", then fade it out.',
        "A circle turns into a square.",
        "Count from 1 to 5 in the centre.",
        'Show "A", then replace it with "B".',
    ):
        assert of_kind(leaves, "stays") == [], leaves


@pytest.mark.parametrize(
    ("text", "direction"),
    [
        ("Three circles side by side, small on the left, medium in the middle and large on the "
         "right.", "left_to_right"),
        ("Three white circles stacked, the biggest at the bottom and the smallest on top.",
         "top_to_bottom"),
        ("Five squares in a row, growing in size from left to right.", "left_to_right"),
    ],
)  # fmt: skip
def test_sizes_by_place(text: str, direction: str) -> None:
    found = of_kind(text, "size_order")
    assert [f["direction"] for f in found] == [direction]


def test_no_size_order_for_single_objects() -> None:
    assert (
        of_kind("A small circle on the left and a large square on the right.", "size_order") == []
    )


def test_points_on_a_number_line() -> None:
    """ "an open circle at -2", "a yellow arrow above the number 2" on a number line are
    attached at those values; with axes (two coordinates) or a distance ("by 3 units") not."""
    found = of_kind("Draw a number line with an open circle at -2 and a yellow arrow above the "
                    "number 2.", "attached")  # fmt: skip
    assert [(f["a"]["shape"], f["part"], f["at"]) for f in found] == [
        ("circle", "point", [-2.0]),
        ("arrow", "point", [2.0]),
    ]
    assert of_kind("Draw axes and a number line with a dot at 3.", "attached") == []
    assert of_kind("Draw a number line and move a dot by 3 units.", "attached") == []


def test_a_formula_named_in_apposition_is_centred() -> None:
    """ "the area of a circle, A = \\pi r^2, in the centre": the formula is in the centre; a
    shape before a comma is not (the comma may close another clause)."""
    found = of_kind(r"Write the area of a circle, A = \pi r^2, in the centre.", "relation")
    assert [(f["a"]["text"], f["rel"]) for f in found] == [(r"A = \pi r^2", "center")]
    assert of_kind("Draw a red circle, in the centre a square.", "relation") == []


def test_an_elliptic_below_places_the_new_object_under_the_one_before() -> None:
    """ "then add a third row of red dots below": the red dots below the blue ones."""
    found = of_kind("Make a grid of 2 rows and 5 columns of blue dots, then add a third row of "
                    "red dots below.", "relation")  # fmt: skip
    assert [(f["a"]["color"], f["rel"], f["b"]["color"]) for f in found] == [
        ("red", "below", "blue")
    ]
    assert of_kind("Draw a red square below.", "relation") == []  # nothing named before


def test_counted_and_coloured_nodes() -> None:
    """ "five grey outer nodes" and "a blue centre node" are node objects (a Graph's vertices
    or dots); a bare "a node" and "nodes A, B and C" give none of their own."""
    found = of_kind("Draw a network with a blue centre node joined to five grey outer nodes.",
                    "object")  # fmt: skip
    assert [(f["sel"]["shape"], f["sel"]["color"], f["count"]) for f in found] == [
        ("node", "blue", 1),
        ("node", "gray", 5),
    ]
    assert [f["sel"]["shape"] for f in of_kind("Add a node to the graph.", "object")] == ["graph"]


def test_a_slab_is_a_prism() -> None:
    found = of_kind("Show a flat purple slab in 3D with a small white cube on top of it.", "object")
    assert ("prism", "purple") in [(f["sel"]["shape"], f["sel"]["color"]) for f in found]


def test_a_number_showing_a_current_value() -> None:
    assert len(of_kind("A marker moves while a number under the line shows the current position.",
                       "number_changes")) == 1  # fmt: skip
    assert of_kind("Show the number 5 under the line.", "number_changes") == []


def test_a_shape_named_with_a_quoted_label_has_it_attached() -> None:
    brace = 'Five dots in a column on the right and a tall brace to their left with the label "5 items".'
    assert {"shape": "brace", "color": None, "text": None} in [
        r["sel"] for r in of_kind(brace, "object")
    ]
    (att,) = of_kind(brace, "attached")
    assert att["a"]["text"] == "5 items" and att["to"]["shape"] == "brace" and att["part"] == "any"
    (att,) = of_kind('Draw a red circle labelled "A".', "attached")
    assert att["to"] == {"shape": "circle", "color": "red", "text": None}
    # another noun between the shape and the label: whose label it is, is unclear
    assert (
        of_kind('Draw a square and a circle labelled "S".', "attached")[0]["to"]["shape"]
        == "circle"
    )
    assert of_kind('Draw a square, then write "Hello" below it.', "attached") == []
    assert of_kind('Draw three dots labelled "P".', "attached") == []  # several shapes


def test_a_pronoun_after_an_entering_verb_is_the_object_named_before() -> None:
    demo = (
        "A blue circle appears in the centre, turns into a red square, and then the text "
        "'Hello, Manim' fades in below it."
    )
    below = [r for r in of_kind(demo, "relation") if r["rel"] == "below"]
    assert [(r["a"]["text"], r["b"]["shape"], r["b"]["color"]) for r in below] == [
        ("Hello, Manim", "square", "red")
    ]
    (rel,) = [r for r in read_requirements(demo) if getattr(r, "rel", None) == "below"]
    assert rel.phrase == "a red square, and then the text 'Hello, Manim' fades in below"
    # no entering verb and no placing verb: "it" stays unresolved
    assert of_kind("A red square, and then the text 'Hello' rotates below it.", "relation") == []


def test_values_written_on_their_bars() -> None:
    rain = (
        "Draw a bar chart of monthly rainfall for Jan, Feb and Mar with the values 50, 80 and 30, "
        "and put each value on top of its bar."
    )
    att = of_kind(rain, "attached")
    assert [(a["a"]["text"], a["to"]["shape"], a["part"]) for a in att] == [
        ("50", "bar", "end"),
        ("80", "bar", "end"),
        ("30", "bar", "end"),
    ]
    assert (
        len(
            of_kind("Draw a bar chart of 3, 6 and 2 and label each bar with its value.", "attached")
        )
        == 3
    )
    assert of_kind("Draw a bar chart of 3, 6 and 2.", "attached") == []  # no labels asked
    assert of_kind("Put each value on top of its bar.", "attached") == []  # no values listed


def test_a_relation_to_a_part_of_the_object_named_before() -> None:
    rel = of_kind(
        "Draw a long horizontal rectangle and a small square resting on top of its left end.",
        "relation",
    )
    assert [(r["a"]["shape"], r["rel"], r["b"]["shape"]) for r in rel] == [
        ("square", "above", "rectangle")
    ]


def test_shapes_fading_in_column_by_column() -> None:
    obo = of_kind(
        "Draw a 3 by 4 grid of rectangles and fade them in column by column.", "one_by_one"
    )
    assert [(o["sel"]["shape"], o["count"]) for o in obo] == [("rectangle", 4)]
    rows = of_kind("Draw a 2 by 5 grid of squares that appear row by row.", "one_by_one")
    assert [(o["sel"]["shape"], o["count"]) for o in rows] == [("square", 2)]
    # an order of numbering, not of appearance
    assert of_kind("Number the cells of a 5 by 5 grid of squares row by row.", "one_by_one") == []


def test_numbering_the_cells_of_a_grid_names_every_number() -> None:
    texts = of_kind(
        "Number the cells of a 5 by 5 grid of squares from 1 to 25, row by row.", "text"
    )
    assert [t["text"] for t in texts] == [str(i) for i in range(1, 26)]
    assert of_kind("Draw a number line from 0 to 10 with a dot at 3.", "text") == []


def test_an_object_orbiting_the_one_named_before() -> None:
    path = of_kind("Show a white sphere and a small grey sphere orbiting it in 3D.", "path")
    assert [(p["sel"]["color"], p["around"]["color"]) for p in path] == [("gray", "white")]


def test_connecting_objects_asks_for_edges() -> None:
    edges = of_kind(
        "Draw two groups of three nodes and connect every node on the left to every node on the "
        "right.",
        "object",
    )
    assert [(e["sel"]["shape"], e["count"]) for e in edges if e["sel"]["shape"] == "edge"] == [
        ("edge", 2)
    ]
    # the connection of dots may be one curve: no edge asked
    assert all(
        r["sel"]["shape"] != "edge" for r in of_kind("Connect the dots with a curve.", "object")
    )


def test_swapping_two_bars_changes_exactly_two() -> None:
    swap = of_kind(
        "Draw a bar chart of four values, then swap the first and last bars.", "member_change"
    )
    assert [(s["sel"]["shape"], s["change"], s["count"]) for s in swap] == [("bar", "any", 2)]


def test_node_names_of_a_graph_are_texts_to_show() -> None:
    texts = of_kind(
        "Draw a directed graph where node A points to B and C, and both B and C point to D.",
        "text",
    )
    assert [t["text"] for t in texts] == ["A", "B", "C", "D"]
    assert of_kind("A graph of five nodes in a ring.", "text") == []  # no names: nothing to read


def test_axes_with_a_grid_ask_for_a_number_plane() -> None:
    objs = of_kind("Draw axes with a grid and plot y = x^2.", "object")
    assert "number_plane" in [o["sel"]["shape"] for o in objs]
    assert "number_plane" not in [
        o["sel"]["shape"] for o in of_kind("Draw axes and a 3 by 3 grid of dots.", "object")
    ]


def test_the_left_half_of_a_divided_shape_is_inside_it() -> None:
    text = (
        "Draw a big rectangle, divide it into a left half and a right half with a vertical line, "
        'and write "Before" in the left half.'
    )
    rel = of_kind(text, "relation")
    assert [(x["a"]["text"], x["rel"], x["b"]["shape"]) for x in rel] == [
        ("Before", "inside", "rectangle")
    ]
    assert of_kind(text, "region") == []
    plain = of_kind('Write "Before" in the left half.', "region")
    assert [x["region"] for x in plain] == ["left_half"]  # the screen's half


def test_removing_one_edge_is_one_member_leaving() -> None:
    rm = of_kind("Draw a square graph of four nodes and then remove one edge.", "member_change")
    assert [(x["sel"]["shape"], x["change"], x["count"]) for x in rm] == [("edge", "leaves", 1)]


def test_a_short_numbered_range_asks_for_every_number() -> None:
    texts = of_kind("Arrange twelve circles in three rows of four and number them 1 to 12.", "text")
    assert [t["text"] for t in texts] == [str(i) for i in range(1, 13)]
    long = of_kind("Number the ticks from 0 to 100.", "text")
    assert [t["text"] for t in long] == ["0", "100"]  # a long range: its ends


def test_fade_them_in_is_an_entrance_and_column_by_column_an_order() -> None:
    text = "Draw a 3 by 4 grid of rectangles and fade them in column by column."
    assert [(m["motion"], m["sel"]["shape"]) for m in of_kind(text, "motion")] == [
        ("fade_in", "rectangle")
    ]
    assert [o["by"] for o in of_kind(text, "one_by_one")] == ["column"]


def test_moving_one_to_the_front_of_the_row_is_judged_at_the_end() -> None:
    rel = [
        r
        for r in of_kind(
            'Show the words "cat", "dog" and "bird" side by side, then move "bird" to the front '
            "of the row.",
            "relation",
        )
        if r["when"] == "end"
    ]
    assert [(r["a"]["text"], r["rel"], r["b"]["text"]) for r in rel] == [
        ("bird", "left_of", "cat"),
        ("bird", "left_of", "dog"),
    ]


def test_while_gives_together_for_two_played_changes() -> None:
    tog = of_kind(
        "A triangle appears, then a square appears to its right, then the triangle turns into "
        "a circle while the square moves down.",
        "together",
    )
    assert [(t["a"]["shape"], t["b"]["shape"]) for t in tog] == [("triangle", "square")]
    # an updater's follower, a continual spin and a thing that stays are no played change
    for text in (
        "Move a white dot along the curve while a dashed vertical line follows the dot down.",
        "The triangle continuously spins around the centre, while the square moves to the right.",
        "The circle moves to the left while the square stays where it is.",
    ):
        assert of_kind(text, "together") == [], text


def test_a_label_on_the_hypotenuse_sits_at_the_longest_side() -> None:
    for text, label in (
        ("Draw a right triangle with its sides labelled a, b and c, c on the hypotenuse.", "c"),
        ("Show a right triangle with legs 3 and 4 and the hypotenuse labelled 5.", "5"),
    ):
        att = of_kind(text, "attached")
        assert [(a["a"]["text"], a["part"], a["which"]) for a in att if a["which"]] == [
            (label, "side", "longest")
        ], text
        # the other listed labels sit at some side; the hypotenuse's is not asked twice
        assert [a["a"]["text"] for a in att if not a["which"]] == (
            ["a", "b"] if label == "c" else []
        ), text
    assert of_kind("Draw a triangle with c on the hypotenuse.", "attached") == []


def test_orbits_twice_and_a_moon_circling_the_earth() -> None:
    paths = of_kind(
        "Show the Earth as a blue dot orbiting a yellow Sun in the centre twice, while the "
        "Moon, a small grey dot, circles the Earth.",
        "path",
    )
    assert [(p["sel"]["color"], p["turns"]) for p in paths] == [("blue", 2.0), ("gray", 1.0)]
    # "circle the answer" asks for a drawn circle, not a motion
    assert of_kind("Solve x^2 = 16 step by step, then circle the answer.", "path") == []


@pytest.mark.parametrize(
    ("description", "answer", "shape"),
    [
        (
            "Solve x^2 = 16: write x = \\pm 4 under it, then circle the answer.",
            "x = \\pm 4",
            "circle",
        ),
        (
            "Write 3x = 15 and x = 5 under it, and draw a box around the final answer.",
            "x = 5",
            "box",
        ),
    ],
)
def test_circling_the_answer(description: str, answer: str, shape: str) -> None:
    """ "circle the answer", "a box around the final answer": the last formula written sits
    inside the circle or box."""
    inside = [r for r in of_kind(description, "relation") if r["rel"] == "inside"]
    assert [(r["a"]["text"], r["b"]["shape"]) for r in inside] == [(answer, shape)]


def test_in_place_and_every_and_them() -> None:
    """ "Shrink every square in place" is a square's shrink that keeps each centre; "a cone, a
    cylinder and a sphere ..., all in blue, ... let them spin in place" colours all three and
    asks each to turn in place; a plain "rotate the square" asks no place."""
    reqs = read_requirements(
        "Draw a 3 by 3 grid of squares and then shrink every square in place so gaps appear."
    )
    shrink = [r for r in reqs if r.kind == "motion"]
    assert [(r.motion, r.sel.shape, r.in_place) for r in shrink] == [("scale_down", "square", True)]
    reqs = read_requirements(
        "Show a cone, a cylinder and a sphere in a row in 3D, all in blue, and let them spin "
        "in place together."
    )
    shown = {(r.sel.shape, r.sel.color) for r in reqs if r.kind == "object"}
    assert shown == {("cone", "blue"), ("cylinder", "blue"), ("sphere", "blue")}
    spins = [(r.sel.shape, r.in_place) for r in reqs if r.kind == "motion"]
    assert spins == [("cone", True), ("cylinder", True), ("sphere", True)]
    plain = [r for r in read_requirements("Draw a red square and rotate it.") if r.kind == "motion"]
    assert [(r.motion, r.in_place) for r in plain] == [("rotate", False)]


def test_open_and_filled_shapes() -> None:
    """ "An open circle at -2 and a filled circle at 3" (the sentence's full stop is no
    decimal), "a solid red square", "a hollow blue circle"; "a full circle" is a turn."""
    reqs = read_requirements(
        "Draw a number line from -5 to 5 with an open circle at -2 and a filled circle at 3."
    )
    got = [(r.sel.shape, r.filled, r.at) for r in reqs if r.kind == "filled"]
    assert got == [("circle", False, [-2.0]), ("circle", True, [3.0])]
    reqs = read_requirements("Draw a solid red square next to a hollow blue circle.")
    got = [(r.sel.shape, r.sel.color, r.filled) for r in reqs if r.kind == "filled"]
    assert got == [("square", "red", True), ("circle", "blue", False)]
    turn = read_requirements("A square turns a full circle.")
    assert not [r for r in turn if r.kind == "filled"]


def test_a_tree_and_a_star_network_are_laid_out_as_such() -> None:
    """ "A tree with a root node ... and three child nodes" asks four nodes in a tree; "a
    star-shaped network with a blue centre node joined to five grey outer nodes" six in a star;
    a "tree" that is a plant asks nothing of nodes."""
    reqs = read_requirements(
        "Show a tree with a root node at the top and three child nodes in a row below it."
    )
    assert [
        (r.layout, r.count) for r in reqs if r.kind == "arrangement" and r.sel.shape == "node"
    ] == [("tree", 4)]
    reqs = read_requirements(
        "Draw a star-shaped network with a blue centre node joined to five grey outer nodes."
    )
    assert [(r.layout, r.count) for r in reqs if r.kind == "arrangement"] == [("star", 6)]
    plant = read_requirements("Draw a green tree next to a small house.")
    assert not [r for r in plant if r.kind == "arrangement"]


def test_a_number_that_rises_counts() -> None:
    """ "A number that rises smoothly from 0 to 50" is a count from 0 to 50; "a red bar rising
    from 0 up to 70" asks no number."""
    reqs = read_requirements("To its right a number that rises smoothly from 0 to 50.")
    assert [(r.start, r.end) for r in reqs if r.kind == "counting"] == [(0.0, 50.0)]
    bar = read_requirements("A red bar rising from 0 up to 70 next to a vertical number line.")
    assert not [r for r in bar if r.kind == "counting"]


# -- false failures found by bench/library_checks.py on the library's own scenes (session 25) ----
def test_a_shape_word_as_a_modifier_draws_no_shape() -> None:
    venn = "Three overlapping circles in a triangle arrangement with set names."
    assert [r["sel"]["shape"] for r in of_kind(venn, "object")] == ["circle"]
    graph = (
        "A triangle graph of three nodes; then two new edges join a fourth node to the triangle."
    )
    assert "triangle" not in [r["sel"]["shape"] for r in of_kind(graph, "object")]
    assert "line" not in [r["sel"]["shape"] for r in of_kind("A line chart of sales.", "object")]
    assert of_kind("A gold half circle lying on its flat side.", "object") == []
    # a triangle drawn as itself still counts, and "the triangle" after it is that one
    drawn = "A red triangle and a blue square; then the triangle turns green."
    assert [r["sel"]["shape"] for r in of_kind(drawn, "object")] == ["triangle", "square"]


def test_every_and_per_refer_back_to_the_objects_named() -> None:
    grid = (
        "A 3 by 3 grid of teal squares, then every square shrinks in place (one scale per square)."
    )
    assert [(r["sel"]["shape"], r["sel"]["color"]) for r in of_kind(grid, "object")] == [
        ("square", "teal")
    ]
    assert of_kind(grid, "order") == []
    # a new colour is a new object
    two = "Two blue squares, then a red square appears."
    assert len(of_kind(two, "object")) == 2 and len(of_kind(two, "order")) == 1


def test_code_in_parentheses_is_not_read() -> None:
    d = "A triangle with its corners labelled (Polygon, Angle, get_value(degrees=True))."
    assert [r["sel"]["shape"] for r in of_kind(d, "object")] == ["triangle"]
    cam = "A cube seen from a tilted camera (set_camera_orientation phi=65 degrees)."
    assert of_kind(cam, "text") == []
    assert of_kind('a line chart and its "vertex_dots" part', "text") == []
    # a formula in parentheses is still read
    assert of_kind('A circle with its area written below it ("A = pi r^2").', "text")


def test_a_line_to_the_centre_does_not_put_its_start_there() -> None:
    d = "A label stays next to a moving dot, and a line connects the dot to the centre."
    assert [r for r in of_kind(d, "relation") if r["rel"] == "center"] == []
    assert [r["a"]["shape"] for r in of_kind("A red dot in the centre.", "relation")] == ["dot"]


def test_one_at_a_time_after_a_change_verb_is_no_entrance() -> None:
    counted = "Ten dots in a row are counted one at a time, each turning yellow."
    assert of_kind(counted, "one_by_one") == []
    appear = "Ten dots appear one at a time in a row."
    assert [r["count"] for r in of_kind(appear, "one_by_one")] == [10]
    # nouns and adjectives are no change verbs: "numbers", "number line", "moving", "coloured"
    placed = "A number line from 0 to 8, then place the numbers 1.5, 4 and 6.5 on it as blue dots one by one."
    assert [r["sel"]["shape"] for r in of_kind(placed, "one_by_one")] == ["dot"]
    coloured = "Five coloured moving circles, shown one by one."
    assert [r["sel"]["shape"] for r in of_kind(coloured, "one_by_one")] == ["circle"]


def test_a_row_of_a_grid_is_not_the_whole_grid() -> None:
    d = "A 3 by 3 grid of blue circles; the middle row of the grid turns yellow and moves right."
    assert of_kind(d, "recolour") == [] and of_kind(d, "motion") == []
    assert of_kind("Three blue circles turn yellow and move right.", "recolour")


def test_one_part_first_then_each_in_turn_is_no_single_change() -> None:
    d = "Four nodes in a row; the leftmost node flashes first, then the next, one at a time."
    assert of_kind(d, "member_change") == []
    assert of_kind("Four nodes in a row; the leftmost node flashes.", "member_change")


def test_a_shape_the_drawn_parts_form_is_not_another_object() -> None:
    d = "White lines join the four midpoints, forming a rectangle inside the rhombus."
    assert "rectangle" not in [r["sel"]["shape"] for r in of_kind(d, "object")]
    assert "rectangle" in [
        r["sel"]["shape"] for r in of_kind("A rectangle inside a rhombus.", "object")
    ]


def test_a_curve_colour_does_not_go_to_the_axes() -> None:
    d = "Axes, and on the same axes: y = x^2 is drawn in blue."
    assert [r["sel"]["color"] for r in of_kind(d, "object") if r["sel"]["shape"] == "axes"] == [
        None
    ]
    assert [r["sel"]["color"] for r in of_kind("Blue axes.", "object")] == ["blue"]


def test_one_under_the_other_places_nothing_below_the_next_noun() -> None:
    """ "2x + y = 7 and x - y = 2 written one under the other, a horizontal line drawn under
    them" (the library's equations_added): a column of the two, no "x - y = 2 below the line";
    "one above the other" likewise."""
    reqs = read_requirements(
        "Adding two equations: 2x + y = 7 and x - y = 2 written one under the other, a horizontal "
        "line drawn under them, their sum 3x = 9 written on a third line below the line."
    )
    # the line is drawn under them (below the lower one); nothing is placed below the line
    assert [(r.a.shape, r.rel, r.b.text) for r in reqs if r.kind == "relation"] == [
        ("line", "below", "x - y = 2")
    ], reqs
    assert [r.layout for r in reqs if r.kind == "arrangement"] == ["column", "column"], reqs
    reqs = read_requirements("Two squares one above the other, a circle to the right of them.")
    assert [r.layout for r in reqs if r.kind == "arrangement"] == ["column"], reqs
    assert not [r for r in reqs if r.kind == "relation" and r.rel == "above"], reqs


def _objects(description: str) -> list[tuple[str | None, str | None, int]]:
    return [
        (r["sel"]["shape"], r["sel"]["color"], r["count"]) for r in of_kind(description, "object")
    ]


def test_a_colour_list_that_leaves_the_noun_out_names_one_object_per_colour() -> None:
    """ "a red, a green and a blue circle": three circles, one of each colour (the noun is said
    once); "a red and a blue square" two squares."""
    assert _objects("Draw a red, a green and a blue circle side by side.") == [
        ("circle", "red", 1), ("circle", "green", 1), ("circle", "blue", 1)
    ]  # fmt: skip
    assert _objects("Draw a red and a blue square.") == [
        ("square", "red", 1),
        ("square", "blue", 1),
    ]
    # a colour of its own noun is no ellipsis: "a red square and a blue circle"
    assert _objects("Draw a red square and a blue circle.") == [
        ("square", "red", 1), ("circle", "blue", 1)
    ]  # fmt: skip


def test_coloured_with_a_list_gives_each_colour_once_not_all_in_the_first() -> None:
    """ "three circles coloured red, white and blue" is one circle of each colour, never "three
    red circles"."""
    got = _objects("Draw three circles coloured red, white and blue.")
    assert ("circle", "red", 3) not in got
    assert [o for o in got if o[1]] == [("circle", "red", 1), ("circle", "white", 1),
                                        ("circle", "blue", 1)]  # fmt: skip
    assert ("circle", "red", 3) in _objects("Draw three circles coloured red.")


@pytest.mark.parametrize("adjective", ["concentric", "overlapping", "identical", "parallel"])
def test_a_count_before_a_shape_adjective_is_kept(adjective: str) -> None:
    """ "three concentric circles" asks for three, not "circles" (two or more)."""
    shape = "lines" if adjective == "parallel" else "circles"
    assert _objects(f"Show three {adjective} {shape}.")[0][2] == 3


def test_it_after_a_landmark_is_the_object_placed_by_it() -> None:
    """ "Put a red dot on the number line at 3, then slide it to -2": the dot slides, not the
    line it sits on; without a preposition between them "it" stays the latest object."""
    moved = of_kind("Put a red dot on the number line at 3, then slide it to -2.", "motion")
    assert [m["sel"]["shape"] for m in moved] == ["dot"]
    turned = of_kind(
        "Draw a small square inside a big circle, then rotate it 45 degrees.", "motion"
    )
    assert [m["sel"]["shape"] for m in turned] == ["square"]
    moved = of_kind("Draw a circle and a square, then move it to the left.", "motion")
    assert [m["sel"]["shape"] for m in moved] == ["square"]


def test_a_colour_after_another_clause_is_not_the_objects() -> None:
    """ "reflect it across a dashed line so its mirror image appears in orange": the image is
    orange, not the line; "plot the curve in yellow" still gives the curve its colour."""
    d = "Show a blue triangle, then reflect it across a vertical dashed line so its mirror image appears in orange."
    assert [o for o in _objects(d) if o[0] == "line"] == [("line", None, 1)]
    assert ("graph", "yellow", 1) in _objects("Plot the sine curve in yellow.")


def test_plot_the_points_is_a_verb_with_no_curve() -> None:
    """ "plot the points (1, 2) and (3, 4) as green dots" asks for dots, not a graph; "plot the
    line y = 2x in red" still asks for a red graph."""
    d = "Draw a coordinate plane, plot the points (1, 2) and (3, 4) as green dots."
    assert "graph" not in [o[0] for o in _objects(d)]
    assert ("graph", "red", 1) in _objects("Plot the line y = 2x in red.")


def test_from_its_centre_to_the_right_edge_is_the_objects_edge() -> None:
    """ "a radius line from its centre to the right edge" runs to the circle's edge, not the
    screen's; "a dot moves from the centre to the right edge" still goes to the screen's."""
    d = "Draw a blue circle with a radius line from its centre to the right edge."
    assert not of_kind(d, "region")
    moved = of_kind("A red dot moves from the centre to the right edge.", "region")
    assert [r["region"] for r in moved] == ["right_edge"]


@pytest.mark.parametrize("verb", ["underline", "circle", "box", "cross out", "outline"])
def test_a_mark_drawn_on_a_text_takes_the_colour_not_the_text(verb: str) -> None:
    """'underline the word "World" in yellow': the underline is yellow, the word need not be;
    'highlight "Step 2" in yellow' (the spec benchmarks' reading) and 'write "Hello" in yellow'
    still colour the text."""
    d = f'Show the text "Hello World" at the top and {verb} the word "World" in yellow.'
    assert not [o for o in of_kind(d, "object") if o["sel"]["color"] == "yellow"]
    hl = of_kind('Write "Step 2" and highlight "Step 2" in yellow.', "object")
    assert [o["sel"]["color"] for o in hl] == ["yellow"]
    assert [o["sel"]["color"] for o in of_kind('Write "Hello" in yellow.', "object")] == ["yellow"]


def test_in_the_middle_of_another_object_is_not_the_screen_centre() -> None:
    """'write "0" in the middle of the small one' is inside that circle, wherever it is; "in the
    middle" alone or "of the screen" is the screen's centre."""
    d = 'Draw a circle near the bottom and write "0" in the middle of the small one.'
    assert not [r for r in of_kind(d, "relation") if r["rel"] == "center"]
    for d in ('Write "Hi" in the middle.', 'Write "Hi" in the middle of the screen.'):
        assert [r["rel"] for r in of_kind(d, "relation")] == ["center"]


def test_it_after_an_object_at_a_part_of_a_landmark_is_the_object() -> None:
    """ "Put a blue dot at the origin of a set of axes, then move it along the curve": the dot
    moves and follows the curve; "put a dot on the line, then colour it red": the dot."""
    d = "Put a blue dot at the origin of a set of axes, then move it along the curve y = sin(x)."
    assert {m["sel"]["shape"] for m in of_kind(d, "motion")} == {"dot"}
    assert {m["sel"]["shape"] for m in of_kind(d, "path")} == {"dot"}
    assert [c["sel"]["shape"] for c in of_kind("Put a dot on the line, then colour it red.",
                                               "recolour")] == ["dot"]  # fmt: skip


def test_a_size_is_no_count_and_a_table_is_no_grid_of_tables() -> None:
    """ "a 2 by 3 table" is one table (its cells in a grid), never three tables or a grid of six;
    "three stacked boxes" keeps its count."""
    d = "Display a 2 by 3 table of numbers and highlight the middle column in yellow."
    assert [(o["sel"]["shape"], o["count"]) for o in of_kind(d, "object")] == [("table", 1)]
    assert not of_kind(d, "arrangement")
    assert ("box", None, 3) in _objects("Show three stacked boxes labelled A, B and C.")
    grid = of_kind("Arrange twelve circles in three rows of four.", "arrangement")
    assert [(a["rows"], a["cols"]) for a in grid] == [(3, 4)]


def test_it_after_a_prepositional_landmark_and_split_parts() -> None:
    """ "a vector from the origin to (3, 2) on a number plane, then rotate it ... about its
    tail": the vector turns about its tail; "split it into four smaller squares" asks for no
    four squares (the parts may be drawn by lines); a gradient names no single colour."""
    d = (
        "Show a vector from the origin to (3, 2) on a number plane, then rotate it 90 degrees "
        "counterclockwise about its tail."
    )
    assert [m["sel"]["shape"] for m in of_kind(d, "motion")] == ["arrow"]
    assert [p["sel"]["shape"] for p in of_kind(d, "rotation_pivot")] == ["arrow"]
    d = "Draw a square, then split it into four smaller squares by drawing two lines through it."
    assert [o[2] for o in _objects(d) if o[0] == "square"] == [1]
    d = "Plot the surface z = sin(x) cos(y) over 3D axes, colour it with a blue to green gradient."
    assert not [o for o in _objects(d) if o[1] is not None]


def test_a_singular_verb_after_with_agrees_with_the_holder() -> None:
    """ "a circle with four spokes that rotates ... about its centre": the circle (the wheel)
    turns about its centre, not each spoke about its own; "a square with two dots that move"
    moves the dots."""
    d = "Draw a wheel: a circle with four spokes that rotates clockwise about its centre."
    assert [p["sel"]["shape"] for p in of_kind(d, "rotation_pivot")] == ["circle"]
    d = "Draw a square with two dots that move to the right."
    assert [m["sel"]["shape"] for m in of_kind(d, "motion")] == ["dot"]


def test_with_its_part_at_a_corner_is_no_screen_region() -> None:
    """ "a right triangle with its right angle at the bottom left" says which way it faces, not
    where on the screen it is; "move its label to the top right corner" still places the label."""
    assert not of_kind("Draw a right triangle with its right angle at the bottom left.", "region")
    d = "Draw a circle with a label, then move its label to the top right corner."
    assert [r["region"] for r in of_kind(d, "region")] == ["top_right"]


def test_and_a_second_object_next_to_it() -> None:
    """ "a blue circle and a red square next to it": "it" is the circle just named."""
    rel = of_kind("Make a blue circle and a red square next to it.", "relation")
    assert [(x["a"]["shape"], x["rel"], x["b"]["shape"]) for x in rel] == [
        ("square", "next_to", "circle")
    ]


def test_a_number_said_to_go_from_a_to_b_counts() -> None:
    """ "a number in the centre going from 100 down to 0", "a number below counts the seconds
    from 0 to 12" count; "a number line that goes from 0 to 10" is where the line runs."""
    for d, ends in (
        ("Show a number in the centre going from 100 down to 0 smoothly.", (100.0, 0.0)),
        ("A hand turns while a number below counts the seconds from 0 to 12.", (0.0, 12.0)),
    ):
        assert [(c["start"], c["end"]) for c in of_kind(d, "counting")] == [ends]
    for d in (
        "Draw a number line that goes from 0 to 10.",
        "Draw a number line running from 0 to 10.",
    ):
        assert not of_kind(d, "counting")


def test_a_list_of_numbers_keeps_its_last_item_before_a_verb() -> None:
    """ "the numbers 2, 4, 6, 8 appearing one at a time": all four, the 8 included."""
    d = "Show the numbers 2, 4, 6, 8 appearing one at a time in a column."
    assert [t["text"] for t in of_kind(d, "text")] == ["2", "4", "6", "8"]


def test_along_the_outline_of_a_shape_is_a_path_and_touching_it_at_the_top_no_region() -> None:
    """ "move a small circle along the outline of a big square" follows the square; "a tangent
    line touching it at the top" is the circle's top, not the screen's; a triangle's "labelled
    vertices" make no graph of its red dot."""
    paths = of_kind("Move a small circle along the outline of a big square.", "path")
    assert [(p["sel"]["shape"], p["along"]["shape"]) for p in paths] == [("circle", "square")]
    assert not of_kind("Draw a circle and a tangent line touching it at the top.", "region")
    d = "Draw a triangle ABC with labelled vertices, then draw the midpoint of AB as a red dot."
    assert ("dot", "red", 1) in _objects(d)


def test_covers_the_whole_screen_is_a_large_frame_share_of_the_grown_shape() -> None:
    """ "Grow a yellow circle from a tiny dot until it covers the whole screen": the circle (not
    the dot it starts from) covers 90 % of the frame; "fills most of the screen" stays 60 %."""
    d = 'Grow a yellow circle from a tiny dot until it covers the whole screen, then write "Sun".'
    share = of_kind(d, "frame_share")
    assert [(f["sel"]["shape"], f["min"]) for f in share] == [("circle", 0.9)]
    share = of_kind("Scale the square up until it fills most of the screen.", "frame_share")
    assert [(f["sel"]["shape"], f["min"]) for f in share] == [("square", 0.6)]


def test_one_in_each_corner_and_resting_on_it() -> None:
    """ "a small red square in each of the four corners of the screen": four squares, one in
    every corner ("in each corner of the square" is the square's own); "a red ball resting on
    it": above the thing named before it."""
    d = "Put a small red square in each of the four corners of the screen and a circle in the middle."
    assert ("square", "red", 4) in _objects(d)
    regions = sorted(x["region"] for x in of_kind(d, "region"))
    assert regions == ["bottom_left", "bottom_right", "top_left", "top_right"]
    assert not of_kind("Draw a square with a dot in each corner of the square.", "region")
    d = "Place a blue rectangle along the bottom edge like a floor, and a red ball resting on it."
    rel = of_kind(d, "relation")
    assert [(x["a"]["shape"], x["rel"], x["b"]["shape"]) for x in rel] == [
        ("ball", "above", "rectangle")
    ]


def test_a_new_shape_placed_by_it_right_after_a_clause() -> None:
    """ "While a square grows to double its size, a text below it counts": "it" is the square
    (a new, indefinite shape placed by it); a quoted text that "rotates below it" stays
    unresolved, and "a brace beside it" after "..., and" is not read."""
    d = 'While a square grows to double its size, a text below it counts "1x" up to "2x".'
    rel = of_kind(d, "relation")
    assert [(x["a"]["shape"], x["rel"], x["b"]["shape"]) for x in rel] == [
        ("text", "below", "square")
    ]
    d = "A brace under a rectangle with a label for its width, and a brace beside it for its height."
    assert not [x for x in of_kind(d, "relation") if x["rel"] == "next_to"]


# -- added in session 29 ---------------------------------------------------------------------------
def test_lines_that_a_figure_defines_are_lines_and_add_up() -> None:
    """Chords, medians, radii, clock hands and tally marks are lines; different ones named in
    one sentence are all to be seen ("a chord ... and the perpendicular": two lines; "an hour
    hand and a minute hand": two); "a circle of radius 2" names a size, no line; "an open
    circle ... and a filled circle" stays one circle (often a Circle and a Dot)."""
    d = "Draw a circle with a chord across it and the perpendicular from the centre to the chord."
    assert ("line", None, 2) in _objects(d)
    assert ("line", None, 2) in _objects("Show a clock face with an hour hand and a minute hand.")
    assert ("line", None, 3) in _objects(
        "Show a triangle and its three medians meeting at a point."
    )
    d = "Draw a circle, a tangent line touching it at the top, and a radius to the touching point."
    assert ("line", None, 2) in _objects(d)
    assert ("line", None, 10) in _objects("Draw ten tally marks one at a time in groups of five.")
    assert not [o for o in _objects("Draw a circle of radius 2.") if o[0] == "line"]
    assert not [
        o for o in _objects("Draw a circle with radius 1.5 in the centre.") if o[0] == "line"
    ]
    d = "Draw a number line from -5 to 5 with an open circle at -2 and a filled circle at 3."
    assert ("circle", None, 1) in _objects(d)
    # one line turned into another, or a line said again, is still one
    assert ("line", None, 1) in _objects("Draw a line, then replace it with a longer line.")
    d = "A line segment rotating around one end point like a clock hand, a full turn."
    assert ("line", None, 1) in _objects(d)


def test_a_clock_hand_turning_about_the_centre_is_no_pivot_at_its_middle() -> None:
    """ "The minute hand doing a full turn about the centre": the clock's centre, not the hand's
    own middle, so no pivot requirement at the line's centre; "a square spins about its centre"
    keeps one."""
    d = "Show a clock with an hour hand and a minute hand, the minute hand turning about the centre."
    assert not of_kind(d, "rotation_pivot")
    assert of_kind("A square spins about its centre.", "rotation_pivot")


def test_colour_said_after_the_objects() -> None:
    """ "Three squares of increasing size from left to right, all purple": purple squares that grow
    left to right; "two circles that are both green"; "a circle and a square, both red" colours
    both; a colour before another noun ("all red dots") is that noun's."""
    d = "Draw three squares of increasing size from left to right, all purple, touching at the bottom."
    assert ("square", "purple", 3) in _objects(d)
    assert [x["direction"] for x in of_kind(d, "size_order")] == ["left_to_right"]
    assert ("circle", "green", 2) in _objects("Draw two circles that are both green.")
    both = _objects("Draw a circle and a square, both red.")
    assert ("circle", "red", 1) in both and ("square", "red", 1) in both
    assert ("circle", None, 1) in _objects("Draw a circle, all red dots around it.")


def test_vertex_labels() -> None:
    """ "A triangle ABC with labelled vertices" and "vertices labelled A, B and C" put each
    letter at a vertex of the triangle."""
    for d in (
        "Draw a triangle ABC with labelled vertices, then mark the midpoint of AB.",
        "Draw a right triangle with vertices labelled A, B and C.",
        "Draw a triangle and label its corners A, B and C.",
    ):
        att = of_kind(d, "attached")
        assert [(x["a"]["text"], x["to"]["shape"], x["part"]) for x in att] == [
            ("A", "triangle", "vertex"), ("B", "triangle", "vertex"), ("C", "triangle", "vertex")
        ], d  # fmt: skip
    assert not of_kind("Draw a triangle ABC.", "attached")


def test_around_it_twice_counterclockwise() -> None:
    """ "Make a small dot travel around it twice counterclockwise": around the circle named
    before, two turns, counterclockwise; "clockwise" alone is read as clockwise."""
    (p,) = of_kind("Draw a circle and make a small dot travel around it twice counterclockwise.",
                   "path")  # fmt: skip
    assert (p["sel"]["shape"], p["around"]["shape"], p["turns"], p["sense"]) == (
        "dot", "circle", 2.0, "counterclockwise"
    )  # fmt: skip
    (p,) = of_kind("A red dot moves around a blue circle clockwise.", "path")
    assert p["sense"] == "clockwise"


def test_swaps_orientation_scale_factors_and_number_line_moves() -> None:
    """ "Then swap their places" swaps the two shapes named last; "a horizontal line" must be
    horizontal; "scale it to three times its length" (it: the vector, not the number plane it
    sits on) reaches three times; "move a yellow dot from -3 to 3" on a number line is seen at
    -3 and at 3."""
    d = ("Put a small green triangle in the bottom right corner and a small orange circle in the "
         "top left corner, then swap their places.")  # fmt: skip
    (sw,) = of_kind(d, "swap")
    assert (sw["a"]["shape"], sw["b"]["shape"], sw["what"]) == ("triangle", "circle", "place")
    d = "Draw a yellow circle and a purple square side by side, then swap their colours."
    (sw,) = of_kind(d, "swap")
    assert (sw["a"]["color"], sw["b"]["color"], sw["what"]) == ("yellow", "purple", "colour")
    d = 'Show the words "left" and "right" side by side, then swap their colours.'
    (sw,) = of_kind(d, "swap")
    assert (sw["a"]["text"], sw["b"]["text"], sw["what"]) == ("left", "right", "colour")
    (o,) = of_kind("Draw a horizontal line across the middle of the screen.", "orientation")
    assert o["axis"] == "horizontal"
    assert not of_kind("Draw three horizontal lines.", "orientation")
    d = "Draw a vector from the origin on a number plane and scale it to three times its length."
    (m,) = [x for x in of_kind(d, "motion") if x["factor"]]
    assert (m["motion"], m["sel"]["shape"], m["factor"]) == ("scale_up", "arrow", 3.0)
    (m,) = [x for x in of_kind("Shrink the square to half its size.", "motion") if x["factor"]]
    assert (m["motion"], m["factor"]) == ("scale_down", 2.0)
    assert not [x for x in of_kind("The bar grows to 3.", "motion") if x.get("factor")]
    d = "Show a number line from -3 to 3 and move a yellow dot from -3 to 3, pausing at 0."
    at = [(x["a"]["color"], x["at"]) for x in of_kind(d, "attached")]
    assert at == [("yellow", [-3.0]), ("yellow", [3.0])]


def test_bars_dots_on_each_vertex_all_diagonals_and_meeting_in_the_middle() -> None:
    """ "Three vertical bars" outside a chart are three bars (a chart's bars are its members and
    "rectangles as bars" are rectangles); "a dot on each vertex" of a pentagon is five dots at
    its vertices; "all its diagonals in yellow" five yellow lines; two dots that "meet in the
    middle" are each seen at the centre (two big squares meeting are not: their centres stay
    apart)."""
    assert ("bar", None, 3) in _objects("Draw three vertical bars of heights 1, 2 and 3.")
    assert not [o for o in _objects("Show a bar chart and grow the smallest bar.") if o[0] == "bar"]
    d = "Draw four rectangles as bars of heights 1, 2, 3 and 4 side by side."
    assert not [o for o in _objects(d) if o[0] == "bar"]
    d = "Count the vertices of a pentagon: put a dot on each vertex one by one."
    assert ("dot", None, 5) in _objects(d)
    assert [(x["a"]["shape"], x["part"]) for x in of_kind(d, "attached")] == [("dot", "vertex")]
    d = "Draw a regular pentagon and all its diagonals in yellow, forming a star inside."
    assert ("line", "yellow", 5) in _objects(d)
    assert ("line", None, 2) in _objects("Draw a square and all its diagonals.")
    d = "A red dot and a blue dot start on opposite sides and move to meet in the middle."
    centre = [(x["a"]["color"], x["rel"]) for x in of_kind(d, "relation")]
    assert centre == [("red", "center"), ("blue", "center")]
    assert not of_kind(
        "A red square and a blue square slide in and meet in the middle.", "relation"
    )


def test_fresh_pool_phrasings_of_session_29() -> None:
    """From the judged pool's 20 newest scenes: "nodes placed at the corners of a square" draws
    no square; "slides from the left edge to the right edge" starts on the left and ends on the
    right; "a right triangle" must have a right angle; "then below it show X" puts X below the
    theme; "label the legs 3 and 4 and the hypotenuse 5" attaches each; '"East" on the right'
    in a sentence of screen places is the screen's right ('"Left" and "Right" on the left and
    right halves' is not read so); "turn the radius about O" pivots at the centre named O;
    "colour the middle square red and the four corner squares blue" recolours four squares
    blue too."""
    d = "Draw a graph of four nodes placed at the corners of a square and connected in a cycle."
    assert not [o for o in _objects(d) if o[0] == "square"]
    d = "A green square slides from the left edge to the right edge while a red circle waits."
    assert [(x["region"], x["when"]) for x in of_kind(d, "region")] == [("left", "any"),
                                                                      ("right", "end")]  # fmt: skip
    d = "Move the dot from the top left corner to the bottom right corner."
    assert [x["region"] for x in of_kind(d, "region")] == ["top_left", "bottom_right"]
    assert not of_kind("Draw a diagonal from the top left to the bottom right.", "region")
    assert of_kind("Draw a right-angled triangle in red.", "right_angled")
    assert not of_kind("Draw a bright triangle.", "right_angled")
    d = "Write the equation 3x + 5 = 11, then below it show the next step 3x = 6."
    (rel,) = of_kind(d, "relation")
    assert (rel["a"]["text"], rel["rel"], rel["b"]["text"]) == ("3x = 6", "below", "3x + 5 = 11")
    d = "Draw a right triangle with legs 3 and 4, label the legs 3 and 4 and the hypotenuse 5."
    att = sorted((x["a"]["text"], x["which"]) for x in of_kind(d, "attached"))
    assert att == [("3", None), ("4", None), ("5", "longest")]
    d = ('Put the word "North" at the top of the screen, "South" at the bottom, "East" on the '
         'right and "West" on the left.')  # fmt: skip
    regions = {x["sel"]["text"]: x["region"] for x in of_kind(d, "region")}
    assert regions == {"North": "top", "South": "bottom", "East": "right", "West": "left"}
    d = 'Display the words "Left" and "Right" on the left and right halves of the screen.'
    assert not [x for x in of_kind(d, "region") if x["sel"]["text"] == "Right"]
    assert not of_kind('Draw a square with "A" on the left.', "region")
    d = ("Draw a circle with its centre marked O and a radius labelled r, then rotate the radius "
         "a full turn about O.")  # fmt: skip
    (piv,) = of_kind(d, "rotation_pivot")
    assert (piv["sel"]["shape"], piv["part"], piv["of"]["shape"]) == ("line", "center", "circle")
    d = "Draw a 3 by 3 grid of squares, then colour the middle square red and the four corner squares blue."
    rec = [(x["to"], x["count"]) for x in of_kind(d, "recolour")]
    assert rec == [("red", 1), ("blue", 4)]


def test_one_member_of_a_graph_or_chart_changes_colour() -> None:
    """ "Then highlight one edge in red" of a graph: exactly one edge turns red, the others not;
    without a graph or chart named before, no member change is read."""
    d = "Draw a graph of four nodes connected in a cycle, then highlight one edge in red."
    (mc,) = of_kind(d, "member_change")
    assert (mc["sel"]["shape"], mc["change"], mc["count"], mc["to"]) == ("edge", "color", 1, "red")
    (mc,) = of_kind("Draw a graph with five nodes, then colour one node green.", "member_change")
    assert (mc["sel"]["shape"], mc["to"]) == ("node", "green")
    assert not of_kind("Draw a square and colour one edge red.", "member_change")


def test_the_same_size() -> None:
    """ "A yellow circle and a purple square of the same width": those two; "three squares of
    the same size": all of them; nothing where no size is shared."""
    d = "Draw a yellow circle and a purple square of the same width side by side."
    (ss,) = of_kind(d, "same_size")
    assert (ss["a"]["shape"], ss["b"]["shape"], ss["dim"]) == ("circle", "square", "width")
    (ss,) = of_kind("Draw three squares of the same size in a row.", "same_size")
    assert (ss["a"]["shape"], ss["b"], ss["dim"]) == ("square", None, "size")
    assert not of_kind("Draw a square and a circle.", "same_size")


def test_second_batch_of_fresh_pool_phrasings() -> None:
    """From judged-161..180: "move a red dot along it" goes along the curve (the theme, past the
    axes it sits on); an order is not read where the second thing also picks the first ("then
    underline the word "perfect"" of "Practice makes perfect"; "a blue circle ..., then splits into
    two smaller circles"); "a tree graph with a root at the top" puts the root, not the graph, at
    the top."""
    d = ("Plot the sine curve on axes from 0 to 2 pi and move a red dot along it from the left end "
         "to the right end.")  # fmt: skip
    (p,) = of_kind(d, "path")
    assert (p["sel"]["color"], p["along"]["shape"]) == ("red", "graph")
    d = 'Type out the sentence "Practice makes perfect", then underline the word "perfect" in green.'
    assert not of_kind(d, "order")
    d = "A blue circle grows in the centre, then splits into two smaller circles that move apart."
    assert not of_kind(d, "order")
    d = "Show a title at the top, then a smaller grey subtitle below it."
    assert of_kind(d, "order")
    d = "Draw a tree graph with a root at the top and two children below it."
    assert not of_kind(d, "region")


def test_third_batch_of_fresh_pool_phrasings() -> None:
    """From judged-181..200: "flips upside down by rotating half a turn" rotates the clause's
    subject; "..., then slides down to the bottom of the screen" ends the same subject at the
    bottom; "bounces between the left and right edges" is seen on both sides; "fade them out
    one at a time" (or "make them disappear one by one") is leaving in turn, not appearing."""
    d = ("A purple triangle flips upside down by rotating half a turn around its centre, then "
         "slides down to the bottom of the screen.")  # fmt: skip
    (rot,) = [x for x in of_kind(d, "motion") if x["motion"] == "rotate"]
    assert (rot["sel"]["shape"], rot["angle"]) == ("triangle", 180.0)
    assert [(x["region"], x["when"]) for x in of_kind(d, "region")] == [("bottom", "end")]
    d = "A white dot bounces between the left and right edges of the screen three times."
    assert [x["region"] for x in of_kind(d, "region")] == ["left", "right"]
    d = "Draw ten small squares in two rows of five and fade them out one at a time."
    (ob,) = of_kind(d, "one_by_one")
    assert (ob["sel"]["shape"], ob["count"], ob["leave"]) == ("square", 10, True)
    (ob,) = of_kind("Show five dots, then make them disappear one by one.", "one_by_one")
    assert (ob["sel"]["shape"], ob["leave"]) == ("dot", True)
    assert of_kind("Five circles appear one by one.", "one_by_one")[0]["leave"] is False


def test_make_the_middle_one_disappear() -> None:
    """ "Three concentric circles ..., then make the middle one disappear": one circle, the middle
    one, leaves; "make the first one turn red" of four dots recolours the first."""
    d = "Draw three concentric circles in red, white and blue, then make the middle one disappear."
    (mc,) = of_kind(d, "member_change")
    assert (mc["sel"]["shape"], mc["change"], mc["which"]) == ("circle", "leaves", "middle")
    (mc,) = of_kind("Draw four dots and make the first one turn red.", "member_change")
    assert (mc["sel"]["shape"], mc["change"], mc["which"], mc["to"]) == (
        "dot",
        "color",
        "first",
        "red",
    )


def test_inscribed_polygons() -> None:
    """ "An inscribed square whose corners touch the circle" and "a triangle inscribed in a blue
    circle" put the polygon's corners on the circle; "a circle inscribed in a square" (the other
    way round) is not read."""
    d = "Draw a circle and an inscribed square whose corners touch the circle."
    (ins,) = of_kind(d, "inscribed")
    assert (ins["a"]["shape"], ins["b"]["shape"]) == ("square", "circle")
    (ins,) = of_kind("Draw a triangle inscribed in a blue circle.", "inscribed")
    assert (ins["a"]["shape"], ins["b"]["color"]) == ("triangle", "blue")
    assert not of_kind("Draw a square with a circle inscribed in it.", "inscribed")


def test_each_inside_a_shape_and_down_the_side_of_the_screen() -> None:
    """ "The numbers 1, 2, 3 ..., each in a circle" asks for three circles, each number inside
    one (also counted shapes and quoted words); "down the left side of the screen" is the
    screen's left side for every word listed."""
    d = "Show the numbers 1, 2, 3 appearing in a row from left to right, each in a circle."
    assert ("circle", None, 3) in _objects(d)
    inside = [(x["a"]["text"], x["b"]["shape"]) for x in of_kind(d, "relation")
              if x["rel"] == "inside"]  # fmt: skip
    assert inside == [("1", "circle"), ("2", "circle"), ("3", "circle")]
    d = "Draw five dots in a row, each inside a square."
    assert ("square", None, 5) in _objects(d)
    d = 'Put the letters "A", "B" and "C" side by side, each in its own box.'
    assert [x["a"]["text"] for x in of_kind(d, "relation") if x["rel"] == "inside"] == [
        "A",
        "B",
        "C",
    ]
    assert not [x for x in of_kind("Draw a red circle in a square.", "object") if x["count"] > 1]
    d = 'Write "Step 1", "Step 2" and "Step 3" down the left side of the screen, one after another.'
    regions = [(x["sel"]["text"], x["region"]) for x in of_kind(d, "region")]
    assert regions == [("Step 1", "left"), ("Step 2", "left"), ("Step 3", "left")]


def test_a_trees_root_and_a_star_graphs_centre_node() -> None:
    """ "Colour the root green" recolours a tree's top node; "make the centre node bigger" of a
    star graph grows the node nearest the middle."""
    d = "Draw a tree graph with a root at the top and two children below it, then colour the root green."
    (mc,) = of_kind(d, "member_change")
    assert (mc["sel"]["shape"], mc["change"], mc["which"], mc["to"]) == (
        "node",
        "color",
        "top",
        "green",
    )
    d = "Draw a star graph with one centre node connected to five outer nodes, then make the centre node bigger."
    (mc,) = of_kind(d, "member_change")
    assert (mc["sel"]["shape"], mc["change"], mc["which"]) == ("node", "size", "centre")


def test_a_verb_before_equals_and_colour_words_in_their_own_colours() -> None:
    """ "Then reveal = 5/6 on the right" writes no formula "reveal = 5/6" ("Area = 9" still
    names its variable); '"Red", "Green" and "Blue", each written in its own colour, stacked'
    asks for each word in its colour and for the three in a column (the aside between the list
    and "stacked" does not break it)."""
    d = "Write the fraction 1/2 on the left, a plus sign, 1/3 in the middle, and then reveal = 5/6 on the right."
    assert not [x for x in of_kind(d, "text") if "reveal" in x["text"]]
    assert [x["text"] for x in of_kind("Write Area = 9 below the square.", "text")] == ["Area = 9"]
    d = 'Show three lines of text, "Red", "Green" and "Blue", each written in its own colour, stacked in the centre.'
    coloured = [(x["sel"]["text"], x["sel"]["color"]) for x in of_kind(d, "object")]
    assert coloured == [("Red", "red"), ("Green", "green"), ("Blue", "blue")]
    (arr,) = of_kind(d, "arrangement")
    assert (arr["layout"], arr["count"]) == ("column", 3)
    assert not of_kind('Write "Cat", "Dog" and "Fish", each in its own colour.', "object")


def test_fading_it_out_underlining_and_counting_it_up() -> None:
    """ "Then fade it out" fades the thing named before; "fade the whole thing out" every thing
    named; "underline it with a white line" puts the line below the word; "the number 0 ... count
    it up to 10" counts from 0 to 10."""
    (mo,) = of_kind("Draw a red circle, then fade it out.", "motion")
    assert (mo["motion"], mo["sel"]["shape"], mo["sel"]["color"]) == ("fade_out", "circle", "red")
    d = 'Write "Manim" in the centre, then underline it with a white line and fade the whole thing out.'
    faded = [
        (x["sel"]["text"], x["sel"]["shape"])
        for x in of_kind(d, "motion")
        if x["motion"] == "fade_out"
    ]
    assert faded == [("Manim", None), (None, "line")]
    (under,) = [x for x in of_kind(d, "relation") if x["rel"] == "below"]
    assert (under["a"]["shape"], under["b"]["text"]) == ("line", "Manim")
    # something faded out is not asked to stay to the end (judged-252's numbers)
    d = "Write the numbers 1, 2 and 3 one after another, then fade them all out together."
    assert not of_kind(d, "stays")
    d = "Show the number 0 in the centre and count it up to 10, with a green dot for each step."
    (c,) = of_kind(d, "counting")
    assert (c["start"], c["end"]) == (0.0, 10.0)


def test_a_thing_at_a_shapes_centre() -> None:
    """ "A circle with a dot at its centre", "a red dot at the centre of the square", "mark its
    centre with a dot": the dot at that shape's centre; "at the centre of the screen" and "mark
    the exact centre with a dot" stay the screen's centre."""
    for d, shape in (
        ("Draw a blue circle with a red dot at its centre labelled C.", "circle"),
        ("Put a red dot at the centre of the square.", "square"),
        ("Draw a circle and mark its centre with a dot.", "circle"),
    ):
        (at,) = of_kind(d, "attached")
        assert (at["a"]["shape"], at["to"]["shape"], at["part"]) == ("dot", shape, "center")
    assert not of_kind("Put a red dot at the centre of the screen.", "attached")
    d = "Draw a circle and mark the exact centre with a dot."
    assert not of_kind(d, "attached") and [x["rel"] for x in of_kind(d, "relation")] == ["center"]


def test_session_31_phrases() -> None:
    """Phrases from the session-31 pool misses, each with a near miss that must not change."""
    # "change it into "Goodbye" in blue": blue is the new text's own colour, not a recolour
    d = 'Write "Hello" in yellow in the centre, then change it into "Goodbye" in blue.'
    assert not of_kind(d, "recolour")
    assert {"shape": "text", "color": "blue", "text": "Goodbye"} in [
        x["sel"] for x in of_kind(d, "object")
    ]
    assert of_kind("Draw a square, then turn it blue.", "recolour")
    # "with the letter O", "the symbol pi": texts to show
    d = "Draw a square and its diagonals, then label the point where they cross with the letter O."
    assert ("O", False) in [(x["text"], x["formula"]) for x in of_kind(d, "text")]
    d = 'Write "3.14" in the centre, then replace it with the symbol pi.'
    assert ("\\pi", True) in [(x["text"], x["formula"]) for x in of_kind(d, "text")]
    # a sentence's subject that goes on to move: where it ends
    d = "A blue dot starts on the left edge and moves in a straight line to the right edge."
    regions = [(x["region"], x["when"]) for x in of_kind(d, "region")]
    assert ("right_edge", "end") in regions and ("left_edge", "any") in regions
    d = "A blue dot starts on the left edge and a red square sits on the right edge."
    assert ("right_edge", "end") not in [(x["region"], x["when"]) for x in of_kind(d, "region")]
    # "then shrink it to a small size in the centre": where it ends, not where it starts
    d = 'Write "BIG" very large, then shrink it to a small size in the centre.'
    (end,) = of_kind(d, "region")
    assert (end["sel"]["text"], end["region"], end["when"]) == ("BIG", "center", "end")
    # two dots meeting in the middle end there
    d = "Two dots start at the left and right edges and move until they meet in the middle."
    (meet,) = of_kind(d, "region")
    assert (meet["sel"]["shape"], meet["region"], meet["when"]) == ("dot", "center", "end")
    # a list of words: each a text, each below what "it" is
    d = 'Show a title "Fruits" at the top and a bulleted list of apple, banana and cherry below it.'
    assert {"apple", "banana", "cherry"} <= {x["text"] for x in of_kind(d, "text")}
    below = {
        (x["a"]["text"], x["b"]["text"]) for x in of_kind(d, "relation") if x["rel"] == "below"
    }
    assert below == {("apple", "Fruits"), ("banana", "Fruits"), ("cherry", "Fruits")}
    assert not {x.get("text") for x in of_kind("Show a list of three circles.", "text")}
    # "pointing up ... rotates clockwise until it points right": a quarter turn clockwise
    d = "A green arrow pointing up rotates clockwise until it points right."
    (turn,) = of_kind(d, "motion")
    assert (turn["angle"], turn["signed"]) == (-90.0, True)
    d = "A green arrow pointing up rotates until it points left."
    assert of_kind(d, "motion")[0]["angle"] == 90.0
    assert of_kind("A green arrow rotates until it points left.", "motion")[0]["angle"] is None


def test_touching_and_the_same_place() -> None:
    """ "Touching each other" is a touch Relation between two of one kind or the two things named;
    "until they touch" is where they end; "touching it at the top" (a tangent) is not one.
    "Replace it with the symbol pi in the same place": a transform into pi, in place."""
    d = "Draw two circles of the same size touching each other side by side."
    (t,) = [x for x in of_kind(d, "relation") if x["rel"] == "touch"]
    assert (t["a"]["shape"], t["b"]["shape"], t["when"]) == ("circle", "circle", "any")
    d = "Draw a green hexagon and a yellow star, then move them together until they touch."
    (t,) = [x for x in of_kind(d, "relation") if x["rel"] == "touch"]
    assert (t["a"]["shape"], t["b"]["shape"], t["when"]) == ("hexagon", "star", "end")
    d = "Draw a circle and a tangent line touching it at the top."
    assert not [x for x in of_kind(d, "relation") if x["rel"] == "touch"]
    d = 'Write "3.14" in the centre, then replace it with the symbol pi in the same place.'
    (m,) = of_kind(d, "motion")
    assert (m["sel"]["text"], m["into"]["text"], m["in_place"]) == ("3.14", "\\pi", True)
    d = 'Write "3.14" in the centre, then replace it with the symbol pi.'
    assert of_kind(d, "motion")[0]["in_place"] is False


def test_while_after_an_imperative_and_a_colour_change() -> None:
    """ "Move the red dot to the right while the blue square turns green": both played together
    (an imperative verb before the first thing, a colour change after "while"); a drawing verb
    is no change ("draw a circle while the square spins" gives nothing)."""
    d = "Move the red dot to the right while the blue square turns green."
    (t,) = of_kind(d, "together")
    assert (t["a"]["shape"], t["b"]["shape"]) == ("dot", "square")
    d = "Then slide the circle to the left while the square fades out."
    (t,) = of_kind(d, "together")
    assert (t["a"]["shape"], t["b"]["shape"]) == ("circle", "square")
    assert not of_kind("Draw a circle while the square spins.", "together")


def test_a_circle_through_the_corners() -> None:
    """ "A circle passing through all six of its corners" / "a circle through all three
    vertices": the polygon named before it is inscribed in the circle, the circle fitted to it;
    "a circle through its centre" is not one."""
    d = "Draw a regular hexagon and a circle passing through all six of its corners."
    (i,) = of_kind(d, "inscribed")
    assert (i["a"]["shape"], i["b"]["shape"], i["around"]) == ("hexagon", "circle", True)
    d = "Draw a triangle with vertices labelled A, B and C and draw a circle through all three vertices."
    (i,) = of_kind(d, "inscribed")
    assert i["a"]["shape"] == "triangle"
    assert not of_kind("Draw a square and a circle through its centre.", "inscribed")


def test_above_a_number_on_a_number_line() -> None:
    """ "Put a yellow triangle above 0" on a number line: at 0, just above it; "below 3" just
    below; "at 2" either."""
    for word, which in (("above", "top"), ("below", "bottom"), ("at", None)):
        d = f"Draw a number line from -5 to 5 and put a yellow triangle {word} 2."
        (a,) = of_kind(d, "attached")
        assert (a["part"], a["at"], a["which"]) == ("point", [2.0], which)


def test_session_31_pool_batch_phrases() -> None:
    """Phrases of the pool batch judged-281..300, each with a near miss."""
    # a bare "on the left side" is the screen's; "on the left side of the square" is not
    d = 'Write "Step 1", "Step 2" and "Step 3" in a column on the left side.'
    assert {x["region"] for x in of_kind(d, "region")} == {"left"}
    assert not of_kind("Put a dot on the left side of the square.", "region")
    # "in the top left square" of a grid is a member, not the screen's corner
    d = "Draw a 3 by 3 grid of squares and put a red dot in the top left square."
    assert not of_kind(d, "region")
    # one verb, two parts, two colours
    d = "Draw a bar chart of four values, then turn the tallest bar green and the shortest bar red."
    got = {(x["which"], x["to"]) for x in of_kind(d, "member_change")}
    assert got == {("tallest", "green"), ("shortest", "red")}
    # "so it reads x = 5 - 2": a formula shown, the one before it changed (nothing asked to stay)
    d = "Write x + 2 = 5, then move the 2 to the other side so it reads x = 5 - 2."
    assert "x = 5 - 2" in {x["text"] for x in of_kind(d, "text")}
    assert not of_kind(d, "stays")
    # a radius heading right lies flat; "label the radius r" shows r
    d = "Draw a circle with a radius from the centre to the right, and label the radius r."
    (o,) = of_kind(d, "orientation")
    assert (o["sel"]["shape"], o["axis"]) == ("line", "horizontal")
    assert "r" in {x["text"] for x in of_kind(d, "text")}
    assert not of_kind("Draw a line to the right edge of the screen.", "orientation")
    # "move the circle until it sits directly above the square": where it ends
    d = "Draw a square and a circle, then move the circle until it sits directly above the square."
    (rel,) = [x for x in of_kind(d, "relation") if x["rel"] == "above"]
    assert rel["when"] == "end"
    assert of_kind("Draw a circle above a square.", "relation")[0]["when"] == "any"


def test_a_diameter_and_a_line_through_the_centre() -> None:
    """ "A diameter" of a circle and "a line through its centre" cross the shape's centre;
    "the diameter of the circle is 4" and a line through a point elsewhere do not."""
    d = "Draw a blue circle and a diameter drawn across it in yellow."
    (a,) = of_kind(d, "attached")
    assert (a["a"]["shape"], a["to"]["shape"], a["part"]) == ("line", "circle", "through")
    d = "Draw a circle, then a line through its centre."
    (a,) = of_kind(d, "attached")
    assert (a["to"]["shape"], a["part"]) == ("circle", "through")
    assert not of_kind("Draw a square and a line through the point (1, 2).", "attached")


def test_a_box_around_it() -> None:
    """ "Write E = mc^2 and draw a yellow box around it": the formula inside the box; a box
    around a shape is not read (no text to put inside)."""
    (rel,) = of_kind("Write E = mc^2 and draw a yellow box around it.", "relation")
    assert (rel["a"]["text"], rel["rel"], rel["b"]["shape"]) == ("E = mc^2", "inside", "box")
    assert not of_kind("Draw a square and put a circle around it.", "relation")


def test_pool_batch_301_phrases() -> None:
    """From the pool batch judged-301..320 (after judging): "from the left edge to the centre"
    ends in the centre; two single things "side by side" are next to each other; "a bar chart of
    five values 1, 2, 3, 4 and 5 in blue" shows five blue bars."""
    d = "A purple square slides from the left edge to the centre, then turns yellow."
    assert ("center", "end") in [(x["region"], x["when"]) for x in of_kind(d, "region")]
    d = "Show a red sphere and a green cube side by side in 3D."
    (rel,) = of_kind(d, "relation")
    assert (rel["a"]["shape"], rel["rel"], rel["b"]["shape"]) == ("sphere", "next_to", "cube")
    d = "Show a bar chart of five values 1, 2, 3, 4 and 5 in blue, then make only the middle bar green."
    assert {"shape": "bar", "color": "blue", "text": None} in [
        x["sel"] for x in of_kind(d, "object")
    ]
    assert [x["count"] for x in of_kind(d, "object") if x["sel"]["shape"] == "bar"] == [5]
    assert not [x for x in of_kind("Draw a bar chart with the values 50, 80 and 30.", "object")
                if x["sel"]["shape"] == "bar"]  # fmt: skip


def test_a_polygons_own_vertices_are_no_graph_nodes() -> None:
    """ "A square with its four vertices labelled A, B, C and D" (judged-324, a false failure
    after the session's last measurement) asks for no graph nodes; a graph's "four vertices"
    still are nodes."""
    d = "Draw a square with its four vertices labelled A, B, C and D going round."
    assert not [x for x in of_kind(d, "object") if x["sel"]["shape"] == "node"]
    d = "Draw a graph of four vertices joined in a ring."
    assert [x["count"] for x in of_kind(d, "object") if x["sel"]["shape"] == "node"] == [4]


def test_a_changed_symbol_of_a_formula_must_be_seen() -> None:
    """ "Change the 5 into a 6" (judged-327: the line turned red and no 6 was ever shown) asks
    for a 6 on screen; a bar's value or a count that changes is no formula's part."""
    d = "Write 2 + 3 = 5 in the centre, then change the 5 into a 6 in red."
    assert "6" in [x["text"] for x in of_kind(d, "text")]
    d = "Write 4 - 1 = 3 and then change the 4 to 5."
    assert "5" in [x["text"] for x in of_kind(d, "text")]
    assert not [x for x in of_kind("Draw a bar chart of 3, 5 and 2 and change the 5 to 8.", "text")
                if x["text"] == "8"]  # fmt: skip


def test_a_label_under_each_thing() -> None:
    """A label under, above or beside each of several things is one per thing (judged-335: one
    counter under the middle star where "the count 1, 2, 3, 4 under each star" was asked)."""
    d = "Show four stars in a row, with the count 1, 2, 3, 4 shown under each star as it appears."
    (e,) = of_kind(d, "each_labelled")
    assert (e["sel"]["shape"], e["rel"], e["count"], e["texts"]) == ("star", "below", 4,
                                                                   ["1", "2", "3", "4"])  # fmt: skip
    d = "Put three circles in a column on the right, with a label next to each on its left."
    (e,) = of_kind(d, "each_labelled")
    assert (e["sel"]["shape"], e["rel"], e["texts"]) == ("circle", "left_of", [])
    d = "Put three equal circles in a row and write their colour names under each one."
    assert [(x["sel"]["shape"], x["rel"], x["count"]) for x in of_kind(d, "each_labelled")] == [
        ("circle", "below", 3)
    ]
    assert not of_kind("Draw three bars and put a dot above each bar.", "each_labelled")
    assert not of_kind('Write "A", "B" and "C" under each other.', "each_labelled")


def test_a_marker_moved_above_a_number_line() -> None:
    """ "Move a red triangle marker above the line from -3 to 2" (judged-331: the marker slid
    along the line, covering it, and stopped short): above the line, at -3 and at 2."""
    d = "Draw a number line from -4 to 4 and move a red triangle marker above the line from -3 to 2."
    (rel,) = [x for x in of_kind(d, "relation") if x["b"] and x["b"]["shape"] == "number_line"]
    assert (rel["a"]["shape"], rel["rel"]) == ("triangle", "above")
    assert sorted(x["at"][0] for x in of_kind(d, "attached")) == [-3.0, 2.0]


def test_a_list_laid_out_on_one_side() -> None:
    """ "One under the other on the left" (judged-322: the list stood in the middle) puts each
    listed text on the left; "in a column on the left" the shapes; a pair's bare "on the left"
    stays relative."""
    d = 'Write "Monday", "Tuesday" and "Wednesday" one under the other on the left.'
    assert [(x["sel"]["text"], x["region"]) for x in of_kind(d, "region")] == [
        ("Monday", "left"), ("Tuesday", "left"), ("Wednesday", "left")
    ]  # fmt: skip
    d = "Put three circles in a column on the right."
    assert [(x["sel"]["shape"], x["region"]) for x in of_kind(d, "region")] == [("circle", "right")]
    assert not of_kind("Put a square on the left and a circle on the right.", "region")


def test_a_label_above_the_bar_a_pronoun_names() -> None:
    """ "Colour the tallest bar red, and write "max" above it" (judged-345, a false failure: "max"
    was read as above the whole chart, whose box it lies in): at the tallest bar's tip."""
    d = 'Show a bar chart of 2, 5, 3 and 6, colour the tallest bar red, and write "max" above it.'
    (att,) = of_kind(d, "attached")
    assert (att["a"]["text"], att["to"]["shape"], att["part"], att["member"]) == (
        "max", "bar", "end", "tallest"
    )  # fmt: skip
    assert not [x for x in of_kind(d, "relation") if x["a"]["text"] == "max"]


def test_a_dot_along_the_edges_of_a_square_is_no_graph() -> None:
    """ "A yellow dot travels along the edges of a square" (judged-358: the dot never moved) is a
    dot moving along the square; "edges" of a polygon name no graph."""
    d = "A yellow dot travels along the edges of a square, going around it once."
    paths = {((x["along"] or x["around"])["shape"], x["sel"]["shape"], x["sel"]["color"])
             for x in of_kind(d, "path")}  # fmt: skip
    assert paths == {("square", "dot", "yellow")}
    assert ("dot", "yellow") in [
        (x["sel"]["shape"], x["sel"]["color"]) for x in of_kind(d, "object")
    ]
    d = "Draw a graph with four nodes joined by edges."
    assert [x["count"] for x in of_kind(d, "object") if x["sel"]["shape"] == "node"] == [4]


def test_one_row_of_a_grid_filled_with_a_colour() -> None:
    """ "Fill the middle row with green" of a 3 by 3 grid (judged-353: nothing turned green) is
    three green squares; the top row of a 4 by 4 grid four."""
    d = "Draw a 3 by 3 grid of squares and fill the middle row with green, one square at a time."
    assert [(x["sel"]["color"], x["count"]) for x in of_kind(d, "object") if x["sel"]["color"]] == [
        ("green", 3)
    ]
    d = "Draw a 4 by 4 grid of white squares and colour the top row red."
    assert ("red", 4) in [(x["sel"]["color"], x["count"]) for x in of_kind(d, "object")]
    d = "Draw a 4 by 4 grid of squares and colour the squares on the diagonal from top left to " \
        "bottom right green."  # fmt: skip
    assert ("green", 4) in [(x["sel"]["color"], x["count"]) for x in of_kind(d, "object")]


def test_moving_a_thing_to_the_centre_is_where_it_ends() -> None:
    """ "Then move the circle to the centre" (judged-346: the circle stayed in its corner; the
    check read "in the centre" at some time, so the fix placed it there from the start) is
    where the circle ends, after starting elsewhere."""
    d = ("Place a blue star in the bottom right corner and a yellow circle in the top left corner, "
         "then move the circle to the centre.")  # fmt: skip
    assert [(x["sel"]["shape"], x["region"], x["when"]) for x in of_kind(d, "region")
            if x["region"] == "center"] == [("circle", "center", "end")]  # fmt: skip
    assert not [x for x in of_kind(d, "relation") if x["rel"] == "center"]
    d = "Draw a red square in the centre of the screen."
    assert [x["rel"] for x in of_kind(d, "relation")] == ["center"]


def test_nodes_and_dots_in_a_circle_stand_in_a_ring() -> None:
    """ "Five nodes in a circle" (judged-372: five nodes in a line, and a drawn circle was asked
    instead) is a ring of five nodes, no Circle; "six dots in a circle" six dots round one."""
    d = "Draw five nodes in a circle joined in a ring, then make the node at the top red."
    assert [(x["sel"]["shape"], x["layout"], x["count"]) for x in of_kind(d, "arrangement")] == [
        ("node", "ring", 5)
    ]
    assert "circle" not in [x["sel"]["shape"] for x in of_kind(d, "object")]
    d = "Draw six dots in a circle."
    assert [(x["sel"]["shape"], x["layout"], x["count"]) for x in of_kind(d, "arrangement")] == [
        ("dot", "ring", 6)
    ]
    assert "circle" in [x["sel"]["shape"] for x in of_kind("Draw a circle with five dots on it.",
                                                           "object")]  # fmt: skip


def test_diagonals_holders_colour_order_and_a_number_turned_into() -> None:
    """Four misses of judged-361..380 (after judging): "its two diagonals in yellow" (midlines
    drawn, judged-379), "colour the square with 7 in it orange" (the 6 square coloured,
    judged-373), "concentric circles, red inside ... blue outside" (the order reversed,
    judged-376), "the fraction 3/4 ... transform it into 0.75" (no 0.75, judged-380)."""
    d = "Draw a rectangle with its two diagonals in yellow and mark where they cross."
    (dg,) = of_kind(d, "diagonals")
    assert (dg["of"]["shape"], dg["sel"]["color"], dg["count"]) == ("rectangle", "yellow", 2)
    d = "Draw a 3 by 4 grid of squares numbered 1 to 12, then colour the square with 7 in it orange."
    assert [(x["a"]["text"], x["rel"], x["b"]["color"], x["when"]) for x in of_kind(d, "relation")
            if x["a"]["text"] == "7"] == [("7", "inside", "orange", "end")]  # fmt: skip
    d = "Draw three concentric circles, red inside, green in the middle and blue outside."
    assert [(x["a"]["color"], x["b"]["color"]) for x in of_kind(d, "relation")
            if x["rel"] == "inside"] == [("red", "green"), ("green", "blue")]  # fmt: skip
    d = 'Show the fraction 3/4 in the centre, then transform it into 0.75 and write "equal".'
    assert {"3/4", "0.75"} <= {x["text"] for x in of_kind(d, "text")}
    assert not of_kind("Draw a square, then turn it into 3 circles.", "text")
