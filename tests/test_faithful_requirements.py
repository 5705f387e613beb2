"""Requirement checks on hand-made scene traces (the dict form of docs/trace.md)."""

from __future__ import annotations

import json
import math
from typing import Any

import pytest

from server.faithful.requirements import (
    Arrangement,
    Attached,
    CameraMove,
    Counting,
    Diagonals,
    EachLabelled,
    Filled,
    HasObject,
    HasText,
    InRegion,
    Inscribed,
    MemberChange,
    Motion,
    NumberChanges,
    OneByOne,
    Order,
    Orientation,
    PathMotion,
    Recolour,
    Relation,
    RightAngled,
    SameSize,
    Sel,
    SizeOrder,
    Stays,
    Swap,
    ThreeD,
    Together,
    colour_matches,
    evaluate,
    requirement_from_dict,
)
from server.faithful.swap import FinalMove

BLUE = "#58c4dd"
RED = "#fc6255"
GREEN = "#83c167"
YELLOW = "#ffff00"
WHITE = "#ffffff"


def mob(
    id: str,
    cls: str,
    x: float = 0.0,
    y: float = 0.0,
    w: float = 2.0,
    h: float = 2.0,
    *,
    stroke: str | None = WHITE,
    fill: str | None = None,
    fill_opacity: float = 0.0,
    text: str | None = None,
    tex: str | None = None,
    value: float | None = None,
    parent: str | None = None,
    children: list[str] | None = None,
    family: list[str] | None = None,
    is_3d: bool = False,
    line: int | None = 5,
) -> dict[str, Any]:
    return {
        "id": id, "cls": cls, "line": line, "stroke": stroke, "fill": fill,
        "fill_opacity": fill_opacity, "stroke_opacity": 1.0, "text": text, "tex": tex,
        "value": value, "bbox": [x - w / 2, y - h / 2, x + w / 2, y + h / 2],
        "center": [x, y, 0.0], "z_index": 0.0, "children": children or [],
        "family_classes": family or [cls], "is_3d": is_3d, "parent": parent,
    }  # fmt: skip


def anim(cls: str, *targets: str, **params: Any) -> dict[str, Any]:
    return {"cls": cls, "targets": list(targets), "line": 9, "params": params}


def step(
    visible: list[dict[str, Any]], *anims: dict[str, Any], kind: str = "play"
) -> dict[str, Any]:
    return {"kind": kind, "line": 9, "t_start": 0.0, "run_time": 1.0,
            "animations": list(anims), "visible": visible}  # fmt: skip


def trace(*steps: dict[str, Any], three_d: bool = False, camera_moved: bool = False,
          created: list[dict[str, Any]] | None = None) -> dict[str, Any]:  # fmt: skip
    for i, s in enumerate(steps):
        s["index"] = i
    return {"version": 1, "frame": {"width": 14.22, "height": 8.0}, "three_d": three_d,
            "camera_moved": camera_moved, "steps": list(steps), "created": created or []}  # fmt: skip


def row_of(
    n: int, cls: str = "Circle", gap: float = 2.5, y: float = 0.0, **kw: Any
) -> list[dict[str, Any]]:
    group = mob("g", "VGroup", 0, y, n * gap, 2, family=["VGroup", cls], stroke=None)
    kids = [mob(f"c{i}", cls, (i - (n - 1) / 2) * gap, y, parent="g", **kw) for i in range(n)]
    group["children"] = [k["id"] for k in kids]
    return [group, *kids]


# -- colours -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("hex_", "name", "ok"),
    [
        (RED, "red", True), ("#ff0000", "red", True), (BLUE, "blue", True), ("#1c758a", "blue", True),
        (GREEN, "green", True), (YELLOW, "yellow", True), ("#ff862f", "orange", True),
        ("#9a72ac", "purple", True), ("#d147bd", "pink", True), (WHITE, "white", True),
        ("#888888", "gray", True), ("#5cd0b3", "teal", True), (BLUE, "red", False),
        (WHITE, "blue", False), (RED, "green", False), ("#888888", "white", False),
    ],
)  # fmt: skip
def test_colour_names_match_manim_shades(hex_: str, name: str, ok: bool) -> None:
    """A colour word accepts Manim's shades of it and rejects other hues."""
    assert colour_matches(hex_, name) is ok


# -- objects -------------------------------------------------------------------------------------
def test_object_with_colour_and_count() -> None:
    """Three red circles pass when three red circles are visible together; two do not."""
    tr = trace(step(row_of(3, stroke=RED)))
    assert HasObject(sel=Sel("circle", "red"), count=3).check(tr).ok
    short = trace(step(row_of(2, stroke=RED)))
    res = HasObject(sel=Sel("circle", "red"), count=3).check(short)
    assert not res.ok and "3" in res.message and "at most 2" in res.message
    assert res.line == 5


def test_object_wrong_colour_says_which() -> None:
    """A blue square asked for red names the colour it has and how to set it."""
    tr = trace(step([mob("s", "Square", stroke=BLUE)]))
    res = HasObject(sel=Sel("square", "red")).check(tr)
    assert not res.ok and "should be red" in res.message and "#58c4dd" in res.message


def test_object_synonyms_and_groups() -> None:
    """A box is a Square or Rectangle; a shape inside a non-user group counts through its family."""
    tr = trace(step([mob("r", "Rectangle")]))
    assert HasObject(sel=Sel("box")).check(tr).ok
    assert not HasObject(sel=Sel("circle")).check(tr).ok
    chart = trace(step([mob("b", "BarChart", family=["BarChart", "Rectangle", "Axes"])]))
    assert HasObject(sel=Sel("bar_chart")).check(chart).ok
    assert HasObject(sel=Sel("rectangle")).check(chart).ok  # the bars
    assert HasObject(sel=Sel("ball")).check(trace(step([mob("d", "Dot")]))).ok


def test_object_never_shown_fails() -> None:
    """An object only in ``created`` (never visible) does not count."""
    tr = trace(step([]), created=[mob("s", "Square")])
    res = HasObject(sel=Sel("square")).check(tr)
    assert not res.ok and "never shown" in res.message and res.line == 5


def test_a_missing_object_names_the_manim_call_that_makes_it() -> None:
    """ "No table is ever shown" says to make a Table (the 1.5B answered the bare "create one"
    three rounds running with the Matrix it had); a colour goes into the call."""
    tr = trace(step([mob("m", "Matrix")]))
    res = HasObject(sel=Sel("table")).check(tr)
    assert not res.ok and "No table is ever shown" in res.message and "Table([[" in res.message
    star = HasObject(sel=Sel("star", "violet")).check(tr)
    assert "Star(color=PURPLE)" in star.message  # CE has no VIOLET
    graph = HasObject(sel=Sel("network")).check(tr)
    assert "Graph(vertices, edges)" in graph.message


def test_text_and_formula() -> None:
    """Quoted text matches Text content; a formula matches TeX ignoring spaces and braces."""
    tr = trace(
        step([mob("t", "Text", text="Hello,  World"), mob("f", "MathTex", tex="E = m c^{2}")])
    )
    assert HasText(text="hello, world").check(tr).ok
    assert HasText(text="E=mc^2", formula=True).check(tr).ok
    res = HasText(text="a^2+b^2=c^2", formula=True).check(tr)
    assert not res.ok and "MathTex" in res.message


def test_formula_in_parts_joined() -> None:
    """A MathTex built from parts (children of one parent) is read as one formula."""
    parts = [mob("p", "MathTex", tex="E=mc^2", children=["a", "b"]),
             mob("a", "MathTex", tex="E", parent="p"), mob("b", "MathTex", tex="=mc^2", parent="p")]  # fmt: skip
    assert HasText(text="E=mc^2").check(trace(step(parts))).ok


def test_a_word_spelled_one_letter_per_box() -> None:
    """ "PYTHON" written as six letters in a row, one per box, is the text; the same letters in
    a column, or out of order, are not."""
    letters = [
        mob(f"l{i}", "Text", -3 + 1.2 * i, 0, 0.5, 0.6, text=ch) for i, ch in enumerate("PYTHON")
    ]
    assert HasText(text="PYTHON").check(trace(step(letters))).ok
    column = [
        mob(f"l{i}", "Text", 0, 3 - 1.2 * i, 0.5, 0.6, text=ch) for i, ch in enumerate("PYTHON")
    ]
    assert not HasText(text="PYTHON").check(trace(step(column))).ok
    shuffled = [
        mob(f"l{i}", "Text", -3 + 1.2 * i, 0, 0.5, 0.6, text=ch) for i, ch in enumerate("NOHTYP")
    ]
    assert not HasText(text="PYTHON").check(trace(step(shuffled))).ok


def test_size_order_left_to_right_and_a_snowman() -> None:
    """Small, medium, large from left to right passes; three equal circles fail with their
    sizes; a snowman's circles grow from top to bottom."""
    grow = [mob(f"c{i}", "Circle", -3 + 3 * i, 0, 1 + i, 1 + i) for i in range(3)]
    req = SizeOrder(sel=Sel("circle"), direction="left_to_right")
    assert req.check(trace(step(grow))).ok
    same = [mob(f"c{i}", "Circle", -3 + 3 * i, 0, 1, 1) for i in range(3)]
    res = req.check(trace(step(same)))
    assert not res.ok and "1.0, 1.0, 1.0" in res.message
    snowman = [mob("a", "Circle", 0, 2, 1, 1), mob("b", "Circle", 0, 0.5, 2, 2),
               mob("c", "Circle", 0, -2, 3, 3)]  # fmt: skip
    assert SizeOrder(sel=Sel("circle"), direction="top_to_bottom").check(trace(step(snowman))).ok
    assert (
        not SizeOrder(sel=Sel("circle"), direction="bottom_to_top").check(trace(step(snowman))).ok
    )


def test_a_dot_moved_by_an_updater_moves_and_a_traced_path_is_a_graph() -> None:
    """A dot that goes once round a circle (an updater; it ends where it started) moves, as its
    sampled path shows; a TracedPath counts as the graph a description names."""
    dot = mob("d", "Dot", -3, 0, 0.2, 0.2, stroke=RED, fill=RED, fill_opacity=1.0)
    trail = mob("p", "TracedPath", 1, 0, 4, 2)
    play = step([dot, trail], anim("animate", "tracker"))
    play["paths"] = {
        "d": [[0.25 * k, -4.5 + 1.5 * math.cos(k), 1.5 * math.sin(k)] for k in range(9)]
    }
    tr = trace(play, step([dot, trail], kind="wait"))
    assert Motion(sel=Sel("dot"), motion="move").check(tr).ok
    still = trace(step([dot], anim("animate", "tracker")), step([dot], kind="wait"))
    assert not Motion(sel=Sel("dot"), motion="move").check(still).ok
    assert HasObject(sel=Sel("graph")).check(tr).ok


def test_a_number_that_shows_a_changing_value_changes() -> None:
    """ "a number shows the current position": 0.00 that never changes fails; 0 -> 0.75 passes;
    a number line's own labels do not count."""
    line = mob("nl", "NumberLine", 0, 0, 8, 0.5)
    tick = {**mob("t1", "DecimalNumber", 2, -0.5, 0.4, 0.3, value=0.5), "parent": "nl"}
    stuck = mob("n", "DecimalNumber", 0, -1, 0.8, 0.4, value=0.0)
    moved = {**stuck, "value": 0.75}
    assert NumberChanges().check(trace(step([line, tick, stuck]), step([line, tick, moved]))).ok
    res = NumberChanges().check(trace(step([line, tick, stuck]), step([line, tick, stuck])))
    assert not res.ok and "stays 0" in res.message and "add_updater" in res.message


def test_stays_to_the_end_unless_its_place_is_still_filled() -> None:
    """ "Hello" moved to the corner, then transformed into "World" in the centre: gone from the
    corner at the end (the judged scene). Still there, or its place filled by its letters
    listed apart, it stays; never shown at all is the object requirement's business."""
    hello = mob("h", "Text", -5, 3, 2, 0.6, text="Hello")
    world = mob("h", "Text", 0, 0, 2, 0.6, text="World")
    gone = trace(step([hello]), step([world]))
    res = Stays(sel=Sel(text="Hello")).check(gone)
    assert not res.ok and "gone from the last frame" in res.message
    assert Stays(sel=Sel(text="Hello")).check(trace(step([hello]), step([hello, world]))).ok
    letters = [mob(f"l{i}", "VMobjectFromSVGPath", -5.8 + 0.4 * i, 3, 0.35, 0.5) for i in range(5)]
    assert Stays(sel=Sel(text="Hello")).check(trace(step([hello]), step(letters))).ok
    assert Stays(sel=Sel(text="Bye")).check(gone).ok  # never shown: not this check's finding


def test_solids_on_top_of_each_other_go_up_the_z_axis() -> None:
    """In 3-D "a white cube resting on top of a purple slab" is higher in z, whatever the
    projection shows."""
    slab = mob("s", "Prism", 0, 0, 4, 3, is_3d=True, stroke=None, fill="#9a72ac", fill_opacity=1.0)
    cube = mob("c", "Cube", 0, 0, 1, 1, is_3d=True, stroke=None, fill=WHITE, fill_opacity=1.0)
    rel = Relation(a=Sel("cube", "white"), rel="above", b=Sel("prism", "purple"))
    cube["center"] = [0.0, 0.0, 0.7]
    assert rel.check(trace(step([slab, cube]))).ok
    cube["center"] = [0.0, 0.0, -0.7]
    assert not rel.check(trace(step([slab, cube]))).ok


def test_a_group_below_a_group_is_judged_as_wholes() -> None:
    """A row of red dots "below" two rows of blue dots: put between them it is below one blue
    dot but not below the blue group; under both rows it is."""
    blue = [mob(f"b{i}{j}", "Dot", i, y, 0.2, 0.2, stroke=None, fill=BLUE, fill_opacity=1.0)
            for i in range(3) for j, y in enumerate((0.4, -0.4))]  # fmt: skip
    between = [mob(f"r{i}", "Dot", i, 0.0, 0.2, 0.2, stroke=None, fill=RED, fill_opacity=1.0)
               for i in range(3)]  # fmt: skip
    under = [mob(f"r{i}", "Dot", i, -1.2, 0.2, 0.2, stroke=None, fill=RED, fill_opacity=1.0)
             for i in range(3)]  # fmt: skip
    rel = Relation(a=Sel("dot", "red"), rel="below", b=Sel("dot", "blue"))
    assert not rel.check(trace(step(blue + between))).ok
    assert rel.check(trace(step(blue + under))).ok


# -- relations -----------------------------------------------------------------------------------
def test_below_passes_and_on_top_fails() -> None:
    """Text below a square passes; the README's text on top of the square fails with a fix."""
    sq = mob("s", "Square", 0, 0.5, 2, 2)
    below = mob("t", "Text", 0, -1.2, 2, 0.5, text="Hi")
    on_top = mob("t", "Text", 0, 0.5, 2, 0.5, text="Hi")
    rel = Relation(a=Sel(text="Hi"), rel="below", b=Sel("square"))
    assert rel.check(trace(step([sq, below]))).ok
    res = rel.check(trace(step([sq, on_top])))
    assert not res.ok and "next_to(square, DOWN)" in res.message


@pytest.mark.parametrize(
    ("rel", "a", "b", "ok"),
    [
        ("left_of", (-3, 0), (3, 0), True), ("left_of", (3, 0), (-3, 0), False),
        ("right_of", (3, 0), (-3, 0), True), ("above", (0, 2.5), (0, 0), True),
        ("above", (0, -2.5), (0, 0), False), ("next_to", (2.2, 0), (0, 0), True),
        ("next_to", (0, 0), (0, 0), False), ("next_to", (6, 0), (-6, 0), False),
    ],
)  # fmt: skip
def test_relations(rel: str, a: tuple[float, float], b: tuple[float, float], ok: bool) -> None:
    """Each relation holds for the right geometry and not for the wrong one."""
    tr = trace(step([mob("a", "Circle", *a), mob("b", "Square", *b)]))
    assert Relation(a=Sel("circle"), rel=rel, b=Sel("square")).check(tr).ok is ok


def test_inside_and_center() -> None:
    """A small circle in a big square is inside it; centre means near the origin."""
    tr = trace(step([mob("s", "Square", 0, 0, 4, 4), mob("c", "Circle", 0.5, 0, 1, 1)]))
    assert Relation(a=Sel("circle"), rel="inside", b=Sel("square")).check(tr).ok
    assert not Relation(a=Sel("square"), rel="inside", b=Sel("circle")).check(tr).ok
    assert Relation(a=Sel("square"), rel="center").check(tr).ok
    off = trace(step([mob("s", "Square", 4, 2)]))
    res = Relation(a=Sel("square"), rel="center").check(off)
    assert not res.ok and "(4.0, 2.0)" in res.message and "ORIGIN" in res.message


def test_relation_missing_object() -> None:
    """A relation whose object is missing says to create it."""
    res = Relation(a=Sel(text="Hi"), rel="below", b=Sel("square")).check(trace(step([])))
    assert not res.ok and "create" in res.message


# -- arrangements --------------------------------------------------------------------------------
def test_row_side_by_side_and_stacked() -> None:
    """Three circles side by side pass; three on one spot fail with the arrange fix."""
    assert Arrangement(sel=Sel("circle"), layout="row", count=3).check(trace(step(row_of(3)))).ok
    stacked = trace(step(row_of(3, gap=0.0)))
    res = Arrangement(sel=Sel("circle"), layout="row", count=3).check(stacked)
    assert not res.ok and "arrange(RIGHT" in res.message


def test_row_of_bars_with_different_heights() -> None:
    """Bars aligned at the bottom with different heights still form a row."""
    bars = [mob(f"b{i}", "Rectangle", i * 1.5, (i + 1) / 2, 1, i + 1) for i in range(4)]
    assert Arrangement(sel=Sel("rectangle"), layout="row", count=4).check(trace(step(bars))).ok
    col = [mob(f"b{i}", "Rectangle", 0, i * 1.5, 1, 1) for i in range(4)]
    assert not Arrangement(sel=Sel("rectangle"), layout="row", count=4).check(trace(step(col))).ok
    assert Arrangement(sel=Sel("rectangle"), layout="column", count=4).check(trace(step(col))).ok


def test_grid() -> None:
    """A 3 by 3 grid passes; nine squares in one row or one square do not."""
    grid = [mob(f"s{r}{c}", "Square", c * 1.2, r * 1.2, 1, 1) for r in range(3) for c in range(3)]
    req = Arrangement(sel=Sel("square"), layout="grid", count=9, rows=3, cols=3)
    assert req.check(trace(step(grid))).ok
    row = [mob(f"s{i}", "Square", i * 1.2, 0, 1, 1) for i in range(9)]
    assert not req.check(trace(step(row))).ok
    res = req.check(trace(step([mob("s", "Square")])))
    assert not res.ok and "arrange_in_grid(rows=3, cols=3" in res.message


# -- order ---------------------------------------------------------------------------------------
def test_order_then() -> None:
    """A circle then a square: the circle must appear in an earlier step."""
    c, s = mob("c", "Circle", -3), mob("s", "Square", 3)
    good = trace(step([c], anim("Create", "c")), step([c, s], anim("Create", "s")))
    assert Order(first=Sel("circle"), second=Sel("square")).check(good).ok
    both = trace(step([c, s], anim("Create", "c"), anim("Create", "s")))
    res = Order(first=Sel("circle"), second=Sel("square")).check(both)
    assert not res.ok and "later self.play" in res.message


def test_together_and_one_by_one() -> None:
    """Same-play animations are together; separate plays or a LaggedStart are one by one."""
    c, s = mob("c", "Circle", -3), mob("s", "Square", 3)
    same = trace(step([c, s], anim("Create", "c"), anim("Create", "s")))
    apart = trace(step([c], anim("Create", "c")), step([c, s], anim("Create", "s")))
    assert Together(a=Sel("circle"), b=Sel("square")).check(same).ok
    assert not Together(a=Sel("circle"), b=Sel("square")).check(apart).ok
    dots = [mob(f"d{i}", "Dot", i, 0, 0.2, 0.2) for i in range(4)]
    stepwise = trace(*[step(dots[: i + 1], anim("FadeIn", f"d{i}")) for i in range(4)])
    at_once = trace(step(dots, *[anim("FadeIn", f"d{i}") for i in range(4)]))
    lagged = trace(step(dots, *[anim("FadeIn", f"d{i}", group="LaggedStart") for i in range(4)]))
    req = OneByOne(sel=Sel("dot"), count=4)
    assert req.check(stepwise).ok
    assert req.check(lagged).ok
    res = req.check(at_once)
    assert not res.ok and "LaggedStart" in res.message
    # Create on the group draws its parts one after another (Manim's lag_ratio 1 for Create),
    # unless lag_ratio=0 is set; FadeIn on the group shows them all at once
    group = mob("g", "VGroup", 1.5, 0, 4, 1, children=[d["id"] for d in dots])
    parts = [{**d, "parent": "g"} for d in dots]
    assert req.check(trace(step([group, *parts], anim("Create", "g")))).ok
    assert not req.check(trace(step([group, *parts], anim("Create", "g", lag_ratio=0)))).ok
    assert not req.check(trace(step([group, *parts], anim("FadeIn", "g")))).ok


# -- motions -------------------------------------------------------------------------------------
def test_rotate_angle_and_direction() -> None:
    """Rotate by 90 degrees clockwise needs angle -pi/2; the animate form counts too."""
    sq = mob("s", "Square")
    cw = trace(step([sq], anim("Rotate", "s", angle=-math.pi / 2)))
    ccw = trace(step([sq], anim("Rotate", "s", angle=math.pi / 2)))
    animate = trace(
        step([sq], anim("animate", "s", methods=[{"name": "rotate", "args": [-math.pi / 2]}]))
    )
    req = Motion(motion="rotate", sel=Sel("square"), angle=-90)
    assert req.check(cw).ok and req.check(animate).ok
    res = req.check(ccw)
    assert not res.ok and "clockwise" in res.message and "-0.5 * PI" in res.message
    assert Motion(motion="rotate", sel=Sel("square"), angle=90, signed=False).check(cw).ok
    none = trace(step([sq], anim("Create", "s")))
    assert not Motion(motion="rotate", sel=Sel("square")).check(none).ok


def test_move_to_direction() -> None:
    """Moving right passes when the object ends right of centre; staying put fails."""
    moved = trace(step([mob("d", "Dot", 0, 0, 0.2, 0.2)]), step([mob("d", "Dot", 4, 0, 0.2, 0.2)]))
    still = trace(step([mob("d", "Dot", 0, 0, 0.2, 0.2)]), step([mob("d", "Dot", 0, 0, 0.2, 0.2)]))
    assert Motion(motion="move", sel=Sel("dot"), to="right").check(moved).ok
    assert not Motion(motion="move", sel=Sel("dot"), to="left").check(moved).ok
    res = Motion(motion="move", sel=Sel("dot")).check(still)
    assert not res.ok and "animate.shift" in res.message


def test_in_place_turn_and_shrink() -> None:
    """ "Shrink every square in place": one scale per square keeps each centre and passes; the
    same scale played on their group pulls the outer squares inwards and fails, naming the
    square that moved; a group of one square turned about that square's centre passes."""
    scale = {"methods": [{"name": "scale", "args": [0.7]}]}
    before = row_of(3, "Square", gap=1.0)
    each = [
        dict(m, bbox=[m["center"][0] - 0.35, -0.35, m["center"][0] + 0.35, 0.35]) for m in before
    ]
    each[0] = dict(before[0])
    apart = trace(
        step(before, anim("Create", "g")),
        step(each, *[anim("animate", f"c{i}", **scale) for i in range(3)]),
    )
    req = Motion(motion="scale_down", sel=Sel("square"), in_place=True)
    assert req.check(apart).ok
    pulled = [dict(before[0], bbox=[-1.05, -0.7, 1.05, 0.7])] + [
        dict(m, center=[m["center"][0] * 0.7, 0.0, 0.0],
             bbox=[m["center"][0] * 0.7 - 0.35, -0.35, m["center"][0] * 0.7 + 0.35, 0.35])
        for m in before[1:]
    ]  # fmt: skip
    grouped = trace(step(before, anim("Create", "g")), step(pulled, anim("animate", "g", **scale)))
    res = req.check(grouped)
    assert not res.ok and "group" in res.message and "Square at (-1.0, 0.0)" in res.message
    assert Motion(motion="scale_down", sel=Sel("square")).check(grouped).ok  # not asked
    drifted = trace(step(before), step(pulled, anim("animate", "c0", **scale)))
    res = req.check(drifted)
    assert not res.ok and "moves from (-1.0, 0.0) to (-0.7, 0.0)" in res.message
    alone = [mob("g", "VGroup", 0, 0, 2, 2, children=["s"]), mob("s", "Square", parent="g")]
    spun = trace(step(alone), step(alone, anim("Rotate", "g", angle=math.pi)))
    assert Motion(motion="rotate", sel=Sel("square"), in_place=True).check(spun).ok


def test_filled_and_open_circles_on_a_number_line() -> None:
    """ "An open circle at -2 and a filled circle at 3": each circle near its value is judged;
    a fill in the background colour counts as open; a circle elsewhere says nothing."""
    line = dict(
        mob("n", "NumberLine", 0, 0, 10, 0.2), geom={"axis": {"origin": [0, 0], "x1": [1, 0]}}
    )
    ring = mob("o", "Circle", -2, 0, 0.3, 0.3, stroke=BLUE)
    disc = mob("f", "Circle", 3, 0, 0.3, 0.3, stroke=BLUE, fill=BLUE, fill_opacity=1.0)
    masked = mob("f", "Circle", 3, 0, 0.3, 0.3, stroke=BLUE, fill="#000000", fill_opacity=1.0)
    right = trace(step([line, ring, disc]))
    assert Filled(sel=Sel("circle"), filled=False, at=[-2]).check(right).ok
    assert Filled(sel=Sel("circle"), filled=True, at=[3]).check(right).ok
    res = Filled(sel=Sel("circle"), filled=True, at=[-2]).check(right)
    assert (
        not res.ok and "at -2 should be filled" in res.message and "fill_opacity=1" in res.message
    )
    both_open = trace(step([line, ring, masked]))
    res = Filled(sel=Sel("circle"), filled=True, at=[3]).check(both_open)
    assert not res.ok and "drawn as an outline" in res.message
    assert Filled(sel=Sel("circle"), filled=False, at=[3]).check(both_open).ok
    assert Filled(sel=Sel("circle"), filled=True, at=[0]).check(right).ok  # none there
    assert not Filled(sel=Sel("circle"), filled=False).check(trace(step([disc]))).ok


def test_tree_and_star_layouts_of_nodes() -> None:
    """A tree has its root alone on the top level; a star has a hub among the others; nodes in
    one row are neither."""
    tree = [mob("r", "Dot", 0, 2, 0.4, 0.4)] + [
        mob(f"c{i}", "Dot", x, 0, 0.4, 0.4) for i, x in enumerate((-2, 0, 2))
    ]
    row = [mob(f"d{i}", "Dot", x, 0, 0.4, 0.4) for i, x in enumerate((-3, -1, 1, 3))]
    angles = [k * 2 * math.pi / 5 for k in range(5)]
    star = [mob("h", "Dot", 0, 0, 0.4, 0.4)] + [
        mob(f"o{k}", "Dot", 2 * math.cos(a), 2 * math.sin(a), 0.4, 0.4)
        for k, a in enumerate(angles)
    ]
    fan = [mob("h", "Dot", 0, 0, 0.4, 0.4)] + [
        mob(f"o{k}", "Dot", 2 * math.cos(a / 4), 2 * math.sin(a / 4), 0.4, 0.4)
        for k, a in enumerate(angles)
    ]  # all on one side of the hub
    as_tree = Arrangement(sel=Sel("node"), layout="tree", count=4)
    as_star = Arrangement(sel=Sel("node"), layout="star", count=6)
    assert as_tree.check(trace(step(tree))).ok
    res = as_tree.check(trace(step(row)))
    assert not res.ok and 'layout="tree"' in res.message
    assert as_star.check(trace(step(star))).ok
    assert not as_star.check(trace(step(fan))).ok
    assert not as_star.check(trace(step([*row, mob("x", "Dot", 0, 3, 0.4, 0.4)]))).ok


def test_scale_fade_transform_trace_indicate() -> None:
    """Grow/shrink read sizes; fade, transform, trace and indicate read the animations."""
    small, big = mob("c", "Circle", w=1, h=1), mob("c", "Circle", w=2, h=2)
    grow = trace(step([small]), step([big], anim("animate", "c", methods=[{"name": "scale"}])))
    assert Motion(motion="scale_up", sel=Sel("circle")).check(grow).ok
    assert not Motion(motion="scale_down", sel=Sel("circle")).check(grow).ok
    fade = trace(step([small], anim("FadeIn", "c")), step([], anim("FadeOut", "c")))
    assert Motion(motion="fade_out", sel=Sel("circle")).check(fade).ok
    assert Motion(motion="fade_in", sel=Sel("circle")).check(fade).ok
    stays = trace(step([small], anim("Create", "c")))
    assert not Motion(motion="fade_out", sel=Sel("circle")).check(stays).ok
    sq, ci = mob("s", "Square"), mob("c", "Circle")
    morph = trace(
        step([sq], anim("Create", "s")), step([ci], anim("ReplacementTransform", "s", target="c"))
    )
    assert Motion(motion="transform", sel=Sel("square"), into=Sel("circle")).check(morph).ok
    assert not Motion(motion="transform", sel=Sel("square"), into=Sel("triangle")).check(morph).ok
    dot = mob("d", "Dot", w=0.2, h=0.2)
    traced = trace(step([dot, mob("p", "TracedPath")], anim("MoveAlongPath", "d")))
    assert Motion(motion="trace", sel=Sel("dot")).check(traced).ok
    assert not Motion(motion="trace", sel=Sel("dot")).check(trace(step([dot]))).ok
    ind = trace(step([sq], anim("Indicate", "s")))
    assert Motion(motion="indicate", sel=Sel("square")).check(ind).ok
    assert not Motion(motion="indicate", sel=Sel("square")).check(trace(step([sq]))).ok


# -- counting, 3-D, camera -----------------------------------------------------------------------
def test_counting_values_and_texts() -> None:
    """Counting passes on a tracker-driven number or replaced texts, fails when stuck at 1."""
    num = lambda v: mob("n", "Integer", value=v)  # noqa: E731
    tracked = trace(
        step([num(1)], kind="add"), step([num(5)], anim("animate", "t")), created=[num(1)]
    )
    assert Counting(start=1, end=5).check(tracked).ok
    texts = trace(*[step([mob(f"t{k}", "Text", text=str(k))]) for k in range(1, 6)])
    assert Counting(start=1, end=5).check(texts).ok
    down = trace(*[step([mob(f"t{k}", "Text", text=str(k))]) for k in range(5, 0, -1)])
    assert Counting(start=5, end=1).check(down).ok
    assert not Counting(start=1, end=5).check(down).ok
    stuck = trace(*[step([num(1)]) for _ in range(5)])
    res = Counting(start=1, end=5).check(stuck)
    assert not res.ok and "shows 1" in res.message and "ValueTracker" in res.message


def test_three_d_and_camera() -> None:
    """A cube needs a 3-D scene; a flat square is not a cube; the camera must move when asked."""
    cube = mob("k", "Cube", is_3d=True, family=["Cube", "Square"])
    assert ThreeD(sel=Sel("cube")).check(trace(step([cube]), three_d=True)).ok
    res = ThreeD(sel=Sel("cube")).check(trace(step([cube])))
    assert not res.ok and "ThreeDScene" in res.message
    flat = trace(step([mob("s", "Square")]), three_d=True)
    assert not ThreeD(sel=Sel("cube")).check(flat).ok
    assert not HasObject(sel=Sel("cube")).check(flat).ok
    assert CameraMove().check(trace(step([cube]), three_d=True, camera_moved=True)).ok
    res = CameraMove().check(trace(step([cube]), three_d=True))
    assert not res.ok and "begin_ambient_camera_rotation" in res.message
    # the cube turning half round in a 3-D scene shows its sides as a camera going round would
    # (a scene judged faithful by eye); a small tilt does not
    spun = trace(step([cube], anim("Rotate", "k", angle=math.pi)), three_d=True)
    assert CameraMove().check(spun).ok
    tilted = trace(step([cube], anim("Rotate", "k", angle=0.2)), three_d=True)
    assert not CameraMove().check(tilted).ok
    # two solids each tilted an eighth of a turn show neither's sides (judged-240): each object's
    # own turn counts, not their sum
    cone = mob("c", "Cone", is_3d=True, family=["Cone", "Surface"])
    two = trace(
        step([cube, cone], anim("Rotate", "k", angle=math.pi / 4)),
        step([cube, cone], anim("Rotate", "c", angle=math.pi / 4)),
        three_d=True,
    )
    assert not CameraMove().check(two).ok
    # a cut (set_camera_orientation between plays) is no move once the trace says what turned
    cut = trace(step([cube]), three_d=True, camera_moved=True)
    cut["camera_turned"] = False
    assert not CameraMove().check(cut).ok
    cut["camera_turned"] = True
    assert CameraMove().check(cut).ok
    # a red sphere turning about its centre looks the same: no view goes round it (real-065)
    ball = mob("b", "Sphere", is_3d=True, family=["Sphere", "Surface"])
    turned = trace(step([ball], anim("Rotate", "b", angle=math.pi)), three_d=True)
    assert not CameraMove().check(turned).ok


def test_a_three_d_scene_seen_from_straight_above_looks_flat() -> None:
    """A ThreeDScene whose camera never tilts off straight above draws its axes flat (judged
    so by eye); any tilted step, or a trace without camera states, is 3-D."""
    sphere = mob("s", "Sphere", is_3d=True, family=["Sphere", "Surface"])

    def at(phi: float) -> dict[str, Any]:
        return {**step([sphere]), "camera": {"phi": phi, "theta": -1.57, "zoom": 1.0}}

    req = ThreeD(sel=Sel("sphere"))
    res = req.check(trace(at(0.0), at(0.0), three_d=True))
    assert not res.ok and "set_camera_orientation" in res.message
    assert req.check(trace(at(0.0), at(1.2), three_d=True)).ok
    assert req.check(trace(step([sphere]), three_d=True)).ok


def test_together_counts_an_updater_moving_during_the_play() -> None:
    """ "The dot moves while the label follows it": a label moved by an updater during the
    dot's play is animated together with it; a label moved in a later play is not."""
    d, t = mob("d", "Dot", 0, 0, 0.2, 0.2), mob("t", "Text", 0, 1, 1, 0.5, text="P")
    during = {**step([d, t], anim("MoveAlongPath", "d")), "paths": {"t": [[0, 0, 1], [1, 3, 1]]}}
    assert Together(a=Sel("dot"), b=Sel(text="P")).check(trace(during)).ok
    later = trace(step([d, t], anim("MoveAlongPath", "d")), step([d, t], anim("animate", "t")))
    assert not Together(a=Sel("dot"), b=Sel(text="P")).check(later).ok


def test_an_orbit_needs_the_object_away_from_its_pivot() -> None:
    """Rotate(earth, TAU, about_point=sun) orbits only where the Earth is away from the Sun: a
    dot turned about its own centre stays where it is, and the viewer sees no orbit."""
    turn = anim("Rotate", "e", angle=2 * math.pi, pivot=[0.0, 0.0, 0.0])
    away = mob("e", "Dot", 2, 0, 0.2, 0.2, stroke=BLUE, fill=BLUE, fill_opacity=1.0)
    on_sun = mob("e", "Dot", 0, 0, 0.2, 0.2, stroke=BLUE, fill=BLUE, fill_opacity=1.0)
    earth = PathMotion(sel=Sel("dot", "blue"), around=None)
    # only the centres at each step: a full turn starts and ends at the same place
    assert earth.check(trace(step([away], turn))).ok
    res = earth.check(trace(step([on_sun], turn)))
    assert not res.ok and "its orbit's centre" in res.message and "the its" not in res.message


def test_a_path_the_viewer_never_sees_travelled_is_not_met() -> None:
    """MoveAlongPath(dot, circle) on a dot an updater rebuilds at the centre (real-106: the dot
    never left the circle's centre): a trace that samples what moves (version 2) shows no path
    for the dot, so the call alone no longer meets "goes around the circle"; with the sampled
    path it does, and an older trace (no samples) still trusts the call."""
    ring = mob("c", "Circle", -3, 0, 3, 3)
    dot = mob("d", "Dot", -3, 0, 0.2, 0.2, stroke=RED, fill=RED, fill_opacity=1.0)
    req = PathMotion(sel=Sel("dot", "red"), around=Sel("circle"))
    held = trace(step([ring, dot], anim("MoveAlongPath", "d", path="c")))
    assert req.check(held).ok  # version 1: no samples to judge by
    held["version"] = 3
    res = req.check(held)
    assert not res.ok and "sweeps 0 degrees" in res.message
    moving = trace(step([ring, dot], anim("MoveAlongPath", "d", path="c")))
    moving["version"] = 3
    moving["steps"][0]["paths"] = {"d": [[0, -1.5, 0], [0.5, -3, 1.5], [1, -4.5, 0]]}
    assert req.check(moving).ok


def test_going_round_in_the_sense_asked() -> None:
    """ "Around it twice counterclockwise": two turns the wrong way round fail and say which way
    the dot went; the same path asked without a sense, or clockwise, passes."""
    ring = mob("c", "Circle", 0, 0, 3, 3)
    dot = mob("d", "Dot", 1.5, 0, 0.2, 0.2, stroke=RED, fill=RED, fill_opacity=1.0)
    cw = [[t / 16, 1.5 * math.cos(-t * math.pi / 4), 1.5 * math.sin(-t * math.pi / 4)]
          for t in range(17)]  # two clockwise turns  # fmt: skip
    tr = trace(step([ring, dot], anim("MoveAlongPath", "d")))
    tr["version"] = 3
    tr["steps"][0]["paths"] = {"d": cw}
    ccw = PathMotion(sel=Sel("dot"), around=Sel("circle"), turns=2, sense="counterclockwise")
    res = ccw.check(tr)
    assert not res.ok and "goes clockwise" in res.message
    assert PathMotion(sel=Sel("dot"), around=Sel("circle"), turns=2).check(tr).ok
    assert PathMotion(sel=Sel("dot"), around=Sel("circle"), turns=2, sense="clockwise").check(tr).ok
    with pytest.raises(ValueError, match="unknown sense"):
        PathMotion(sel=Sel("dot"), sense="sideways")


def test_swapping_places() -> None:
    """A triangle bottom right and a circle top left swap places: each must end where the other
    began; two that never move fail with where they should be."""
    tri0, cir0 = mob("t", "Triangle", 5, -3, 1, 1), mob("c", "Circle", -5, 3, 1, 1)
    tri1, cir1 = mob("t", "Triangle", -5, 3, 1, 1), mob("c", "Circle", 5, -3, 1, 1)
    req = Swap(a=Sel("triangle"), b=Sel("circle"))
    assert req.check(trace(step([tri0, cir0]), step([tri1, cir1], anim("animate", "t")))).ok
    res = req.check(trace(step([tri0, cir0]), step([tri0, cir0], kind="wait")))
    assert not res.ok and "should swap places" in res.message and "(-5.0, 3.0)" in res.message
    # only one of them moves: still no swap
    assert not req.check(trace(step([tri0, cir0]), step([tri1, cir0]))).ok


def test_swapping_colours() -> None:
    """ "A yellow circle and a purple square, then swap their colours": followed by id, each must
    end in the other's first colour; two that keep their colours fail, and so do two words both
    white at first (there is nothing to swap)."""
    y, p = "#ffff00", "#9a72ac"
    c0 = mob("c", "Circle", -2, 0, 2, 2, stroke=y, fill=y, fill_opacity=1.0)
    s0 = mob("s", "Square", 2, 0, 2, 2, stroke=p, fill=p, fill_opacity=1.0)
    c1 = mob("c", "Circle", -2, 0, 2, 2, stroke=p, fill=p, fill_opacity=1.0)
    s1 = mob("s", "Square", 2, 0, 2, 2, stroke=y, fill=y, fill_opacity=1.0)
    req = Swap(a=Sel("circle", "yellow"), b=Sel("square", "purple"), what="colour")
    assert req.check(trace(step([c0, s0]), step([c1, s1], anim("animate", "c")))).ok
    res = req.check(trace(step([c0, s0]), step([c0, s0], kind="wait")))
    assert not res.ok and "should swap colours" in res.message and "end yellow" in res.message
    w = "#ffffff"
    left = mob("l", "Text", -3, 0, 1, 0.5, stroke=w, fill=w, fill_opacity=1.0, text="left")
    right = mob("r", "Text", 3, 0, 1, 0.5, stroke=w, fill=w, fill_opacity=1.0, text="right")
    words = Swap(a=Sel(text="left"), b=Sel(text="right"), what="colour")
    res = words.check(trace(step([left, right])))
    assert not res.ok and "start in the same colour" in res.message


def test_horizontal_and_vertical_lines() -> None:
    """ "A horizontal line across the middle": a vertical one fails with its size; a tilted
    short arrow's box is no horizontal line either."""
    flat = mob("l", "Line", 0, 0, 8, 0.0)
    tall = mob("l", "Line", 0, 0, 0.0, 8)
    horizontal = Orientation(sel=Sel("line"), axis="horizontal")
    assert horizontal.check(trace(step([flat]))).ok
    res = horizontal.check(trace(step([tall])))
    assert not res.ok and "0.0 wide and 8.0 tall" in res.message
    assert Orientation(sel=Sel("line"), axis="vertical").check(trace(step([tall]))).ok
    # a number line's hint keeps it a number line (a Line hint lost its numbers, judged-207)
    flat_nl = mob("n", "NumberLine", 0, 0, 10, 0.6)
    res = Orientation(sel=Sel("number_line"), axis="vertical").check(trace(step([flat_nl])))
    assert not res.ok and "NumberLine(" in res.message and "rotation=90 * DEGREES" in res.message
    assert not horizontal.check(trace(step([mob("l", "Line", 0, 0, 2, 1.5)]))).ok
    with pytest.raises(ValueError, match="unknown axis"):
        Orientation(sel=Sel("line"), axis="diagonal")


def test_scaling_to_a_stated_factor() -> None:
    """ "Scale it to three times its length": 1.5 times is not enough, 3 times is; shrinking to
    half reads the factor the other way."""
    small, big, bigger = (mob("a", "Arrow", 0, 0, w, 0.3) for w in (2, 3, 6))
    three = Motion(motion="scale_up", sel=Sel("arrow"), factor=3)
    res = three.check(trace(step([small]), step([big], anim("animate", "a"))))
    assert not res.ok and "3 times" in res.message and "1.5 times" in res.message
    assert three.check(trace(step([small]), step([bigger], anim("animate", "a")))).ok
    half = Motion(motion="scale_down", sel=Sel("arrow"), factor=2)
    shrunk = mob("a", "Arrow", 0, 0, 3, 0.15)
    assert half.check(trace(step([bigger]), step([shrunk], anim("animate", "a")))).ok
    barely = mob("a", "Arrow", 0, 0, 5, 0.25)
    assert not half.check(trace(step([bigger]), step([barely], anim("animate", "a")))).ok


def test_a_shape_of_zero_size_is_not_seen() -> None:
    """Two diagonals drawn as Line(centre, centre) are listed by the trace but show nothing:
    they do not count as two lines (judged-133); a real line does."""
    square = mob("s", "Square", 0, 0, 2.5, 2.5)
    zero = [mob(f"l{i}", "Line", 0, 0, 0.0, 0.0) for i in range(2)]
    res = HasObject(sel=Sel("line"), count=2).check(trace(step([square, *zero])))
    assert not res.ok and "No line is ever shown" in res.message
    real = [mob(f"l{i}", "Line", 0, 0, 2.5, 2.5) for i in range(2)]
    assert HasObject(sel=Sel("line"), count=2).check(trace(step([square, *real]))).ok


def test_an_animate_full_turn_is_no_rotation() -> None:
    """square.animate.rotate(2 * PI) moves every point back to where it was: the viewer sees no
    turn, so "rotates a full turn" is not met and the message says to use Rotate; a quarter turn
    through .animate still counts."""
    sq = mob("s", "Square", 0, 0, 2, 2)
    full = anim("animate", "s", methods=[{"name": "rotate", "args": [2 * math.pi]}])
    req = Motion(motion="rotate", sel=Sel("square"), angle=360, signed=False)
    res = req.check(trace(step([sq], full)))
    assert not res.ok and "Rotate(obj" in res.message and ".animate" in res.message
    quarter = anim("animate", "s", methods=[{"name": "rotate", "args": [math.pi / 2]}])
    assert Motion(motion="rotate", sel=Sel("square"), angle=90).check(trace(step([sq], quarter))).ok


# -- JSON and evaluate ---------------------------------------------------------------------------
def test_json_round_trip_and_bad_kind() -> None:
    """Every kind round-trips through JSON; an unknown kind or field is a clear error."""
    reqs = [
        HasObject(sel=Sel("circle", "red"), count=3), HasText(text="Hi"),
        Relation(a=Sel(text="Hi"), rel="below", b=Sel("square")),
        Arrangement(sel=Sel("square"), layout="grid", count=9, rows=3, cols=3),
        Order(first=Sel("circle"), second=Sel("square")), Together(a=Sel("dot"), b=Sel("line")),
        OneByOne(sel=Sel("dot"), count=5), Motion(motion="rotate", sel=Sel("square"), angle=-90),
        Motion(motion="transform", sel=Sel("square"), into=Sel("circle")), Counting(start=1, end=5),
        ThreeD(sel=Sel("cube")), CameraMove(), Swap(a=Sel("circle"), b=Sel("square")),
        Orientation(sel=Sel("line"), axis="vertical"),
        Motion(motion="scale_up", sel=Sel("arrow"), factor=3),
        PathMotion(sel=Sel("dot"), around=Sel("circle"), turns=2, sense="clockwise"),
        RightAngled(sel=Sel("triangle", "red")),
        SameSize(a=Sel("circle"), b=Sel("square"), dim="width"),
    ]  # fmt: skip
    for r in reqs:
        back = requirement_from_dict(json.loads(json.dumps(r.to_dict())))
        assert back == r
    with pytest.raises(ValueError, match="unknown requirement kind"):
        requirement_from_dict({"kind": "sparkle"})
    with pytest.raises(ValueError, match="unknown field"):
        requirement_from_dict({"kind": "object", "shape": "circle"})
    with pytest.raises(ValueError, match="unknown relation"):
        Relation(a=Sel("circle"), rel="behind", b=Sel("square"))


def test_evaluate_counts_and_accepts_scene_trace_objects() -> None:
    """evaluate counts met requirements; an object with to_dict() is read like its dict."""

    class FakeTrace:
        def to_dict(self) -> dict[str, Any]:
            return trace(step([mob("c", "Circle", stroke=RED)]))

    ev = evaluate([HasObject(sel=Sel("circle", "red")), HasObject(sel=Sel("square"))], FakeTrace())
    assert (ev.passed, ev.total, ev.all_met) == (1, 2, False)
    assert len(ev.failures()) == 1


def test_move_along_a_closed_path_counts_as_moving() -> None:
    """A dot that goes once around a circle ends where it began but did move."""
    d = mob("d", "Dot", 2, 0, 0.2, 0.2)
    tr = trace(step([d], kind="add"), step([d], anim("MoveAlongPath", "d", path="p")))
    assert Motion(motion="move", sel=Sel("dot")).check(tr).ok
    assert not Motion(motion="move", sel=Sel("dot")).check(trace(step([d]), step([d]))).ok


def test_inside_failure_says_when_the_inner_object_is_too_big() -> None:
    """A circle drawn around a square (not inside it) is told to be made smaller."""
    tr = trace(step([mob("s", "Square", 0, 0, 2, 2), mob("c", "Circle", 0, 0, 2.8, 2.8)]))
    res = Relation(a=Sel("circle"), rel="inside", b=Sel("square")).check(tr)
    assert not res.ok and "larger" in res.message and ".scale(0.5)" in res.message


def test_a_graph_vertex_label_counts_as_shown_text() -> None:
    vertex = {
        "id": "v1", "cls": "LabeledDot", "bbox": [0, 0, 1, 1], "center": [0.5, 0.5, 0],
        "member": {"kind": "vertex", "index": 0, "key": "A", "label": "A"},
    }  # fmt: skip
    tr = {"version": 2, "steps": [{"index": 0, "kind": "play", "visible": [vertex]}]}
    assert HasText(text="A").check(tr).ok
    assert not HasText(text="B").check(tr).ok


def test_column_by_column_fails_a_grid_played_row_by_row() -> None:
    cells = {(c, r): mob(f"s{c}{r}", "Square", x=1.5 * c, y=-1.5 * r, w=1, h=1)
             for c in range(3) for r in range(2)}  # fmt: skip
    by_rows = [cells[(c, r)] for r in range(2) for c in range(3)]
    by_cols = [cells[(c, r)] for c in range(3) for r in range(2)]

    def played(order: list[dict[str, Any]], per_step: int) -> dict[str, Any]:
        return trace(*[step(order[: i + per_step]) for i in range(0, len(order), per_step)])

    req = OneByOne(sel=Sel("square"), count=3, by="column")
    assert req.check(played(by_cols, 2)).ok  # a whole column each step
    assert req.check(played(by_cols, 1)).ok  # one square at a time, column after column
    bad = req.check(played(by_rows, 1))
    assert not bad.ok and "column by column" in bad.message
    assert OneByOne(sel=Sel("square"), count=2, by="row").check(played(by_rows, 3)).ok
    assert OneByOne(sel=Sel("square"), count=3).check(played(by_rows, 1)).ok  # no order asked


def test_a_number_is_read_whole() -> None:
    tr = trace(step([mob("t", "Text", text="x = 15"), mob("u", "MathTex", tex="10-3", y=-2)]))
    assert not HasText(text="5").check(tr).ok  # "15" does not show a 5
    assert HasText(text="15").check(tr).ok
    assert HasText(text="3").check(tr).ok  # "10 - 3" shows a 3
    assert not HasText(text="-3").check(tr).ok


def test_a_relation_at_the_end_reads_the_last_state_only() -> None:
    cat, dog = (
        mob("c", "Text", x=-2, w=1, h=0.5, text="cat"),
        mob("d", "Text", x=0, w=1, h=0.5, text="dog"),
    )
    bird_end = mob("b", "Text", x=2, w=1, h=0.5, text="bird")
    bird_front = mob("b", "Text", x=-4, w=1, h=0.5, text="bird")
    front = Relation(a=Sel(text="bird"), rel="left_of", b=Sel(text="cat"), when="end")
    moved = trace(step([cat, dog, bird_end]), step([cat, dog, bird_front]))
    stayed = trace(step([cat, dog, bird_front]), step([cat, dog, bird_end]))
    assert front.check(moved).ok
    assert not front.check(stayed).ok  # left of it once, but not at the end
    assert Relation(a=Sel(text="bird"), rel="left_of", b=Sel(text="cat")).check(stayed).ok


# -- a colour change the viewer sees ---------------------------------------------------------------
def test_recolour_needs_the_other_colour_first() -> None:
    """ "then turn the square green": shown in another colour, then in green; green from the
    first frame is no change, and a square that stays blue never turns."""
    req = Recolour(sel=Sel(shape="square"), to="green")
    turned = trace(
        step([mob("s", "Square", stroke=BLUE)]), step([mob("s", "Square", stroke=GREEN)])
    )
    assert req.check(turned).ok
    always = trace(
        step([mob("s", "Square", stroke=GREEN)]), step([mob("s", "Square", stroke=GREEN)])
    )
    res = req.check(always)
    assert not res.ok and "from the moment it is shown" in res.message
    never = trace(step([mob("s", "Square", stroke=BLUE)]))
    assert not req.check(never).ok
    # a green square replacing the blue one (ReplacementTransform) is the blue one turning
    replaced = trace(
        step([mob("s", "Square", stroke=BLUE)]), step([mob("t", "Square", stroke=GREEN)])
    )
    assert req.check(replaced).ok
    # green first, then blue, and green never again: not turned
    back = trace(step([mob("s", "Square", stroke=GREEN)]), step([mob("s", "Square", stroke=BLUE)]))
    assert not req.check(back).ok


def test_recolour_counts_every_member() -> None:
    """ "make them all turn green": as many green squares as were named, after the blue ones."""
    req = Recolour(sel=Sel(shape="square"), to="green", count=3)
    blue = row_of(3, "Square", stroke=BLUE)
    one = [*row_of(3, "Square", stroke=BLUE)[:3], {**row_of(3, "Square")[3], "stroke": GREEN}]
    all_green = row_of(3, "Square", stroke=GREEN)
    assert req.check(trace(step(blue), step(all_green))).ok
    assert not req.check(trace(step(blue), step(one))).ok
    assert requirement_from_dict(req.to_dict()) == req


def test_recolour_at_the_same_time_turns_them_in_one_play() -> None:
    """ "make them all turn green at the same time": one square turned, then the others
    (dev real-081, judged partly) fails at the play that turned one; all three in one play
    passes; without ``together`` the same one-then-rest scene passes."""
    req = Recolour(sel=Sel(shape="square"), to="green", count=3, together=True)
    blue = row_of(3, "Square", stroke=BLUE)
    one = [*row_of(3, "Square", stroke=BLUE)[:3], {**row_of(3, "Square")[3], "stroke": GREEN}]
    all_green = row_of(3, "Square", stroke=GREEN)
    apart = trace(step(blue), step(one), step(all_green))
    res = req.check(apart)
    assert not res.ok and "turns only 1 of 3" in res.message and "at the same time" in res.message
    assert req.check(trace(step(blue), step(all_green))).ok
    assert Recolour(sel=Sel(shape="square"), to="green", count=3).check(apart).ok
    assert requirement_from_dict(req.to_dict()) == req


def test_a_circle_beside_the_answer_is_not_round_it() -> None:
    """ "circle the answer" with a small circle beside the formula: the finding says to draw the
    circle round the formula, not to shrink the formula into it."""
    req = Relation(a=Sel(text="x = 4"), rel="inside", b=Sel(shape="circle"))
    answer = mob("t", "MathTex", 0, 0, 1.6, 0.3, tex="x = 4")
    beside = trace(step([answer, mob("c", "Circle", 1.5, 0, 1.0, 1.0)]))
    res = req.check(beside)
    assert not res.ok and "Circle().surround(x)" in res.message
    round_it = trace(step([answer, mob("c", "Circle", 0, 0, 2.0, 2.0)]))
    assert req.check(round_it).ok


NUMBER_SET_BY_UPDATER = """from manim import *

class S(Scene):
    def construct(self):
        tracker = ValueTracker(50)
        num = DecimalNumber(0)
        num.add_updater(lambda m: m.set_value(tracker.get_value()))
        self.add(num)
        self.play(FadeIn(Square().shift(DOWN * 2)))
        self.play(tracker.animate.set_value(TARGET))
"""


def test_a_number_is_seen_as_its_updater_sets_it_before_the_first_frame() -> None:
    """A DecimalNumber built as 0 whose updater sets it to 50 shows 50 from the first frame the
    video draws (trace version 5 records the numbers a play's frames show): a tracker left at
    50 is a number that never changes, and "counts from 0" is not met, although the state after
    ``self.add`` holds 0. Driven on to 80, it changes (50 to 80)."""

    from server.render import render_code

    still = render_code(NUMBER_SET_BY_UPDATER.replace("TARGET", "50"), keep_outputs=False)
    assert still.ok and still.trace is not None, still.error_text()
    assert next(s.values for s in still.trace.steps if s.kind == "play") == {"m2": [50.0]}
    assert still.trace.steps[0].visible[0].value == 0.0  # the state after add, never drawn
    result = NumberChanges().check(still.trace)
    assert not result.ok and "stays 50" in result.message, result
    assert not Counting(start=0, end=50).check(still.trace).ok
    moved = render_code(NUMBER_SET_BY_UPDATER.replace("TARGET", "80"), keep_outputs=False)
    assert moved.ok and moved.trace is not None, moved.error_text()
    result = NumberChanges().check(moved.trace)
    assert result.ok and "50 to 80" in result.message, result
    assert not Counting(start=0, end=80).check(moved.trace).ok
    assert Counting(start=50, end=80).check(moved.trace).ok


def test_an_open_path_of_straight_segments_is_a_line() -> None:
    """A line graph's polyline (``plot_line_graph``'s green ``line_graph``) is the "green line
    through five data points" a viewer sees; a white axis line beside it does not make the
    colour check fail, and a closed triangle is still no line."""
    poly = {"id": "m5", "cls": "VGroup", "shape": "polyline", "stroke": "#83c167", "line": 20,
            "bbox": [-3, -1, 3, 2], "center": [0, 0.5, 0]}  # fmt: skip
    axis = {"id": "m1", "cls": "Line", "shape": "line", "stroke": "#ffffff", "line": 8,
            "bbox": [-4, -2, 4, -2], "center": [0, -2, 0]}  # fmt: skip
    tri = {"id": "m2", "cls": "Polygon", "shape": "triangle", "stroke": "#83c167", "line": 9,
           "bbox": [0, 0, 1, 1], "center": [0.5, 0.5, 0]}  # fmt: skip
    green_line = Sel(shape="line", color="green")
    assert green_line.matches(poly) and not green_line.matches(axis)
    assert not green_line.matches(tri)
    trace = {"version": 5, "steps": [{"index": 0, "kind": "add", "visible": [axis, poly]}]}
    assert HasObject(sel=green_line).check(trace).ok
    assert (
        not HasObject(sel=green_line)
        .check({"version": 5, "steps": [{"index": 0, "kind": "add", "visible": [axis, tri]}]})
        .ok
    )


def test_below_means_apart_not_overlapping() -> None:
    """ "Write "Step 1", then draw a square under it" (judged-087): a big square whose centre is
    below the text but whose top covers it is not under it, and the message says it overlaps; a
    square a gap below the text is."""
    text = mob("t", "Text", 0, 3.2, 1.6, 0.5, text="Step 1")
    over = mob("s", "Square", 0, 2.5, 2, 2)
    under = mob("s", "Square", 0, 1.5, 2, 2)
    req = Relation(a=Sel("square"), rel="below", b=Sel(text="Step 1"))
    res = req.check(trace(step([text, over])))
    assert not res.ok and "overlaps" in res.message
    assert req.check(trace(step([text, under]))).ok


def test_a_right_triangle_needs_a_right_angle() -> None:
    """ "A right triangle": an equilateral-looking triangle fails with its angles; one with legs
    along the axes passes; a trace without the corners is not judged."""

    def tri(vertices: list[list[float]]) -> dict[str, Any]:
        m = mob("t", "Polygon", 0, 0, 3, 3)
        return {**m, "shape": "triangle", "geom": {"vertices": vertices}}

    req = RightAngled()
    res = req.check(trace(step([tri([[0, 0], [2, 0], [1, 1.73]])])))
    assert not res.ok and "60, 60, 60" in res.message
    assert req.check(trace(step([tri([[0, 0], [4, 0], [0, 3]])]))).ok
    assert req.check(trace(step([mob("t", "Triangle")]))).ok  # no corners: not checked


def test_the_same_width() -> None:
    """A square half as wide as the circle beside it (judged-156) is not "of the same width";
    one as wide is; three squares of one size pass, one of them double fails."""
    circle = mob("c", "Circle", -2, 0, 2, 2)
    req = SameSize(a=Sel("circle"), b=Sel("square"), dim="width")
    res = req.check(trace(step([circle, mob("s", "Square", 2, 0, 1, 1)])))
    assert not res.ok and "2.0, 1.0" in res.message
    assert req.check(trace(step([circle, mob("s", "Square", 2, 0, 2, 2)]))).ok
    three = [mob(f"s{i}", "Square", 3 * i, 0, 2, 2) for i in range(3)]
    assert SameSize(a=Sel("square")).check(trace(step(three))).ok
    three[2] = mob("s2", "Square", 6, 0, 4, 4)
    assert not SameSize(a=Sel("square")).check(trace(step(three))).ok


def test_leaving_one_by_one_and_strict_corners() -> None:
    """ "Fade them out one at a time": squares that appear in turn and never leave fail (judged-194);
    squares leaving in three steps pass. A red dot at (-1.5, 1.5) is not in the top-left
    corner (the outer third both ways; judged-185), one at (-5, 3) is; a text at y = 1 is not
    "at the top" of an 8-unit-high frame (judged-199), one at y = 3 is."""
    squares = [mob(f"s{i}", "Square", 2 * i, 0, 1, 1) for i in range(3)]
    stay = trace(step(squares[:1]), step(squares[:2]), step(squares))
    req = OneByOne(sel=Sel("square"), count=3, leave=True)
    res = req.check(stay)
    assert not res.ok and "never leave" in res.message
    leaving = trace(step(squares), step(squares[:2]), step(squares[:1]), step([], kind="wait"))
    assert req.check(leaving).ok
    near = trace(step([mob("d", "Dot", -1.5, 1.5, 0.2, 0.2)]))
    assert not InRegion(sel=Sel("dot"), region="top_left").check(near).ok
    far = trace(step([mob("d", "Dot", -5, 3, 0.2, 0.2)]))
    assert InRegion(sel=Sel("dot"), region="top_left").check(far).ok
    low = trace(step([mob("t", "Text", 0, 1, 1, 0.5, text="Top")]))
    assert not InRegion(sel=Sel(text="Top"), region="top").check(low).ok
    high = trace(step([mob("t", "Text", 0, 3, 1, 0.5, text="Top")]))
    assert InRegion(sel=Sel(text="Top"), region="top").check(high).ok


def test_the_middle_one_of_concentric_circles() -> None:
    """Concentric circles read from the largest to the smallest: "make the middle one disappear"
    is met when the middle-sized circle leaves and not when the inner one does (judged-181)."""
    rings = [mob(f"c{i}", "Circle", 0, 0, w, w) for i, w in enumerate((3, 2, 1))]
    req = MemberChange(sel=Sel("circle"), change="leaves", which="middle")
    assert req.check(trace(step(rings), step([rings[0], rings[2]]))).ok
    assert not req.check(trace(step(rings), step([rings[0], rings[1]]))).ok


def test_a_square_inscribed_in_a_circle() -> None:
    """ "An inscribed square whose corners touch the circle": a square of side 1 inside a circle
    of radius 1 has its corners 29 % of the radius off it (judged-198); a square of side
    sqrt(2) has them on it."""

    def square(side: float) -> dict[str, Any]:
        h = side / 2
        m = mob("s", "Square", 0, 0, side, side)
        return {**m, "shape": "square", "geom": {"vertices": [[h, h], [-h, h], [-h, -h], [h, -h]]}}

    circle = {**mob("c", "Circle", 0, 0, 2, 2), "shape": "circle",
              "geom": {"centre": [0.0, 0.0], "radius": 1.0}}  # fmt: skip
    req = Inscribed(a=Sel("square"), b=Sel("circle"))
    res = req.check(trace(step([circle, square(1.0)])))
    assert not res.ok and "29% of the radius" in res.message
    assert req.check(trace(step([circle, square(2**0.5)]))).ok


def test_the_centre_member_is_the_one_nearest_the_middle() -> None:
    """A star graph's hub is its centre node: the node in the middle growing meets "the centre
    node grows"; an outer one growing does not."""
    hub = mob("h", "Dot", 0, 0, 0.3, 0.3)
    rim = [mob(f"o{k}", "Dot", 2 * math.cos(k), 2 * math.sin(k), 0.3, 0.3) for k in range(5)]
    for m in [hub, *rim]:
        m["member"] = {"kind": "vertex", "index": int(m["id"] == "h")}
        m["parent"] = "g"
    g = mob("g", "Graph", 0, 0, 4, 4)
    big_hub = {**hub, "bbox": [-0.5, -0.5, 0.5, 0.5]}
    big_rim = {
        **rim[0],
        "bbox": [c - 0.5 for c in rim[0]["center"][:2]] + [c + 0.5 for c in rim[0]["center"][:2]],
    }
    req = MemberChange(sel=Sel("node"), change="size", which="centre")
    assert req.check(trace(step([g, hub, *rim]), step([g, big_hub, *rim], anim("animate", "h")))).ok
    res = req.check(
        trace(step([g, hub, *rim]), step([g, hub, big_rim, *rim[1:]], anim("animate", "o0")))
    )
    assert not res.ok


def test_becoming_another_shape_needs_the_transform_to_show_it() -> None:
    """ "Transform the square into a triangle": a square moved aside while a triangle grows on its
    own is no transform (judged-232); a ReplacementTransform into the triangle, or a Transform
    whose object then shows a triangle, is."""
    sq = mob("s", "Square", 0, 0, 2, 2)
    tri = mob("t", "Triangle", -3, 0, 2, 2)
    req = Motion(motion="transform", sel=Sel("square"), into=Sel("triangle"))
    moved = {**sq, "center": [3, 0, 0], "bbox": [2, -1, 4, 1]}
    aside = trace(step([sq]), step([moved, tri], anim("animate", "s"), anim("GrowFromCenter", "t")))
    assert not req.check(aside).ok
    replaced = trace(step([sq]), step([tri], anim("ReplacementTransform", "s", target="t")))
    assert req.check(replaced).ok
    sq_as_tri = {**sq, "cls": "Square", "shape": "triangle"}
    assert req.check(trace(step([sq]), step([sq_as_tri], anim("Transform", "s")))).ok


def test_touching_means_no_gap_and_little_shared() -> None:
    """ "Two circles touching each other" (judged-259): two circles a gap apart fail, two whose
    boxes meet pass, two that overlap by half fail; a pair on a diagonal whose boxes share a
    corner still touches; "until they touch" is judged where they end."""
    req = Relation(a=Sel("circle"), rel="touch", b=Sel("circle"))
    apart = [mob("a", "Circle", -1.5, 0), mob("b", "Circle", 1.5, 0)]
    meet = [mob("a", "Circle", -1, 0), mob("b", "Circle", 1, 0)]
    into = [mob("a", "Circle", -0.5, 0), mob("b", "Circle", 0.5, 0)]
    diagonal = [mob("a", "Circle", -0.707, -0.707), mob("b", "Circle", 0.707, 0.707)]
    res = req.check(trace(step(apart)))
    assert not res.ok and "touching" in res.message
    assert req.check(trace(step(meet))).ok
    assert not req.check(trace(step(into))).ok
    assert req.check(trace(step(diagonal))).ok
    end = Relation(a=Sel("circle"), rel="touch", b=Sel("circle"), when="end")
    assert not end.check(trace(step(meet), step(apart))).ok
    assert end.check(trace(step(apart), step(meet))).ok


def test_a_transform_in_the_same_place() -> None:
    """ "Replace "3.14" with pi in the same place" (judged-258): pi ending down and left of where
    "3.14" was fails with both places; pi where it was passes; without "in the same place"
    anywhere passes."""
    old = mob("t", "Text", 0, 0, 1.5, 0.6, text="3.14")
    far = mob("t", "MathTex", -1.3, -0.6, 0.4, 0.4, tex="\\pi")
    near = mob("t", "MathTex", 0.05, 0, 0.4, 0.4, tex="\\pi")
    morph = anim("Transform", "t")
    req = Motion(motion="transform", sel=Sel(text="3.14"), into=Sel(text="\\pi"), in_place=True)
    res = req.check(trace(step([old]), step([far], morph)))
    assert not res.ok and "(0.0, 0.0)" in res.message and "(-1.3, -0.6)" in res.message
    assert req.check(trace(step([old]), step([near], morph))).ok
    anywhere = Motion(motion="transform", sel=Sel(text="3.14"), into=Sel(text="\\pi"))
    assert anywhere.check(trace(step([old]), step([far], morph))).ok


def test_a_marker_above_a_number_line_point() -> None:
    """ "A yellow triangle pointing down above 0" (judged-269): a triangle centred on the line at
    0 fails (on it, not above it); one sitting just over 0 passes; "at 0" still takes either."""
    axis = {"origin": [0.0, 0.0], "x1": [0.5, 0.0]}
    line = {**mob("n", "NumberLine", 0, 0, 10, 0.2), "geom": {"axis": axis}}
    on = mob("t", "Triangle", 0, 0, 0.4, 0.4, stroke=YELLOW)
    over = mob("t", "Triangle", 0, 0.35, 0.4, 0.4, stroke=YELLOW)
    above = Attached(
        a=Sel("triangle", "yellow"), to=Sel("number_line"), part="point", which="top", at=[0.0]
    )
    res = above.check(trace(step([line, on])))
    assert not res.ok and "just above" in res.message and "UP" in res.message
    assert above.check(trace(step([line, over]))).ok
    at = Attached(a=Sel("triangle", "yellow"), to=Sel("number_line"), part="point", at=[0.0])
    assert at.check(trace(step([line, on]))).ok


def test_a_relation_at_the_end_asks_for_a_last_move() -> None:
    """ "Move the circle until it sits above the square" (judged-281): judged where both end; the
    message asks to move it there last and no placement at creation is offered (it would lose
    where the circle starts): its fix is a last move there (judged-341)."""
    sq = mob("s", "Square", -3.5, 0, 1, 1, line=5)
    start = mob("c", "Circle", 3, 0, 1, 1, line=6)
    beside = mob("c", "Circle", -2, 0, 1, 1, line=6)
    over = mob("c", "Circle", -3.5, 1.5, 1, 1, line=6)
    req = Relation(a=Sel("circle"), rel="above", b=Sel("square"), when="end")
    res = req.check(trace(step([sq, start]), step([sq, beside])))
    assert not res.ok and isinstance(res.fix, FinalMove)
    assert (res.fix.line, res.fix.call, res.fix.other_line) == (6, "next_to({other}, UP)", 5)
    assert "should end above" in res.message and "move it there last" in res.message
    assert req.check(trace(step([sq, start]), step([sq, over]))).ok
    assert not req.check(trace(step([sq, over]), step([sq, beside]))).ok


def test_objects_drawn_on_top_of_each_other_count_once() -> None:
    """ "A square and its two diagonals" drawn with the same diagonal twice (judged-241): the
    viewer sees one line, so two lines are not met, and the message says why; the two real
    diagonals (same box, other ends) count as two; two equal labels still count."""

    def diag(mid: str, a: list[float], b: list[float]) -> dict[str, Any]:
        return {**mob(mid, "Line", 0, 0, 2, 2), "shape": "line", "geom": {"ends": [a, b]}}

    req = HasObject(sel=Sel("line"), count=2)
    twice = [diag("d1", [-1, -1], [1, 1]), diag("d2", [-1, -1], [1, 1])]
    crossed = [diag("d1", [-1, -1], [1, 1]), diag("d2", [-1, 1], [1, -1])]
    res = req.check(trace(step(twice)))
    assert not res.ok and "on top of one another" in res.message
    assert req.check(trace(step(crossed))).ok
    labels = [mob("a", "Text", 0, 0, 1, 1, text="A"), mob("b", "Text", 0, 0, 1, 1, text="A")]
    assert HasObject(sel=Sel("text"), count=2).check(trace(step(labels))).ok


def test_a_line_through_a_centre_crosses_it() -> None:
    """ "A line through its centre" drawn as a radius (judged-213) fails; a diameter passes; a
    line missing the centre fails."""

    def line(a: list[float], b: list[float]) -> dict[str, Any]:
        return {**mob("l", "Line", 0, 0, 2, 2), "shape": "line", "geom": {"ends": [a, b]}}

    circle = mob("c", "Circle", 0, 0, 4, 4)
    req = Attached(a=Sel("line"), to=Sel("circle"), part="through")
    res = req.check(trace(step([circle, line([0, 0], [2, 0])])))
    assert not res.ok and "pass through the centre" in res.message
    assert req.check(trace(step([circle, line([-2, 0], [2, 0])]))).ok
    assert not req.check(trace(step([circle, line([-2, 1.5], [2, 1.5])]))).ok


# -- a label of its own for each thing; shapes drawn flat ---------------------------------------
def _stars_with(labels: list[tuple[str, float]]) -> dict[str, Any]:
    stars = [mob(f"s{i}", "Star", -3 + 2 * i, 0, 1, 1) for i in range(4)]
    texts = [mob(f"t{i}", "Text", x, -1.2, 0.4, 0.4, text=t) for i, (t, x) in enumerate(labels)]
    return trace(step([*stars, *texts]))


def test_each_star_has_its_own_label() -> None:
    """The count 1..4 under each star: a number under every star passes; one counter under the
    middle of the row (judged-335), changing from 1 to 4, is one label for four stars."""
    req = EachLabelled(sel=Sel("star"), rel="below", count=4, texts=["1", "2", "3", "4"])
    assert req.check(_stars_with([("1", -3), ("2", -1), ("3", 1), ("4", 3)])).ok
    counter = trace(*[step([*(mob(f"s{i}", "Star", -3 + 2 * i, 0, 1, 1) for i in range(4)),
                            mob("n", "Text", -1, -1.2, 0.4, 0.4, text=str(k))])
                      for k in range(1, 5)])  # fmt: skip
    res = req.check(counter)
    assert not res.ok and "only 1 of the 4" in res.message and "next_to(item, DOWN)" in res.message
    anything = EachLabelled(sel=Sel("star"), rel="below", count=4)
    assert anything.check(_stars_with([("a", -3), ("b", -1), ("c", 1), ("d", 3)])).ok
    assert not anything.check(_stars_with([("a", -3), ("b", -3.1), ("c", 1), ("d", 3)])).ok
    assert requirement_from_dict(req.to_dict()) == req


def test_a_triangle_drawn_flat_is_no_triangle() -> None:
    """A Triangle squashed to a line (judged-337) does not show a triangle; a thin line asked
    for still matches a flat shape only where a line is asked."""
    flat = mob("t", "Triangle", 1.9, 0.6, 0.0, 0.27, stroke="#ff862f")
    assert not HasObject(sel=Sel("triangle")).check(trace(step([flat]))).ok
    ok = mob("t", "Triangle", 0, 0, 2, 1.7, stroke="#ff862f")
    assert HasObject(sel=Sel("triangle", "orange")).check(trace(step([ok]))).ok


def test_left_and_right_of_solids_as_the_turned_camera_shows_them() -> None:
    """A sphere at x = -2.5 and a cone at x = 2.5 under theta = 30 degrees (judged-328): the
    camera shows the sphere on the right, so "the sphere on the left" fails with the camera named;
    under the default theta = -90 degrees, or theta = -60 degrees, it passes."""
    sphere = mob("s", "Sphere", -2.5, 0, 3, 3, stroke=BLUE, is_3d=True)
    cone = mob("c", "Cone", 2.5, 0, 2, 2, stroke=RED, is_3d=True)
    req = Relation(a=Sel("sphere"), rel="left_of", b=Sel("cone"))

    def seen_from(theta_deg: float) -> dict[str, Any]:
        s = step([sphere, cone])
        s["camera"] = {"phi": math.radians(70), "theta": math.radians(theta_deg), "gamma": 0.0}
        return trace(s, three_d=True)

    res = req.check(seen_from(30))
    assert not res.ok and "as the camera shows them" in res.message and "theta" in res.message
    assert req.check(seen_from(-90)).ok and req.check(seen_from(-60)).ok
    assert req.check(trace(step([sphere, cone]), three_d=True)).ok  # no camera angles: as drawn


def test_a_ring_and_diagonals() -> None:
    """Five nodes in a line are no ring, five round a circle are (judged-372); midlines are no
    diagonals, corner-to-corner lines are (judged-379)."""
    ring = Arrangement(sel=Sel("dot"), layout="ring", count=5)
    line = [mob(f"d{i}", "Dot", -4 + 2 * i, 0, 0.2, 0.2) for i in range(5)]
    round_ = [mob(f"d{i}", "Dot", 2 * math.cos(i * 2 * math.pi / 5),
                  2 * math.sin(i * 2 * math.pi / 5), 0.2, 0.2) for i in range(5)]  # fmt: skip
    assert not ring.check(trace(step(line))).ok and ring.check(trace(step(round_))).ok

    def seg(mid: str, a: list[float], b: list[float]) -> dict[str, Any]:
        x, y = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        m = mob(mid, "Line", x, y, abs(a[0] - b[0]), abs(a[1] - b[1]), stroke=YELLOW)
        return {**m, "shape": "line", "geom": {"ends": [a, b]}}

    rect = mob("r", "Rectangle", 0, 0, 4, 3)
    req = Diagonals(of=Sel("rectangle"), sel=Sel("line", "yellow"), count=2)
    mid = [seg("h", [-2, 0], [2, 0]), seg("v", [0, 1.5], [0, -1.5])]
    diag = [seg("a", [-2, 1.5], [2, -1.5]), seg("b", [2, 1.5], [-2, -1.5])]
    res = req.check(trace(step([rect, *mid])))
    assert not res.ok and "0 of the 2" in res.message and "get_corner(UL)" in res.message
    assert req.check(trace(step([rect, *diag]))).ok
    assert not req.check(trace(step([rect, diag[0]]))).ok
    assert requirement_from_dict(req.to_dict()) == req


def test_the_square_holding_a_number_in_its_colour() -> None:
    """ "Colour the square with 7 in it orange" with the square holding 6 coloured instead
    (judged-373): the message names the holder's colour, not a move of the 7."""
    sq6 = mob("s6", "Square", -0.8, 0, 1.5, 1.5, stroke="#ff862f", fill="#ff862f", fill_opacity=1)
    sq7 = mob("s7", "Square", 0.8, 0, 1.5, 1.5)
    t7 = mob("t7", "Text", 0.8, 0, 0.3, 0.4, text="7")
    req = Relation(a=Sel(text="7"), rel="inside", b=Sel("square", "orange"), when="end")
    res = req.check(trace(step([sq6, sq7, t7])))
    assert not res.ok and 'square holding "7" should end orange' in res.message
    assert "set_fill(ORANGE" in res.message
    right = {**sq7, "stroke": "#ff862f", "fill": "#ff862f", "fill_opacity": 1}
    assert req.check(trace(step([{**sq6, "stroke": WHITE, "fill": None}, right, t7]))).ok
