"""The description's requirements as a checklist in plain words (server/faithful/checklist.py,
issue 46 point 3): each kind worded, the description's own words only where they read well and
name what is checked, what is left out, the description's order and the cap. No model."""

from __future__ import annotations

from server.faithful.checklist import MAX_ITEMS, checklist, describe, informative
from server.faithful.reader import read_requirements
from server.faithful.requirements import (
    Attached,
    Counting,
    HasObject,
    HasText,
    InRegion,
    Motion,
    Order,
    PathMotion,
    Relation,
    Sel,
)
from server.prompts import generation_messages

REALISTIC = (
    'Put a blue circle on the left and a red square on the right, write the title "Shapes" at '
    "the top of the screen, then rotate the square 90 degrees clockwise while a small yellow dot "
    "moves once around the circle. Finally count from 1 to 5 under the square."
)
REALISTIC_PROMPT = """\
Generate code for the following text script:
<TEXT_SCRIPT>Put a blue circle on the left and a red square on the right, write the title \
"Shapes" at the top of the screen, then rotate the square 90 degrees clockwise while a small \
yellow dot moves once around the circle. Finally count from 1 to 5 under the square.</TEXT_SCRIPT>
The scene must show:
1. A blue circle
2. The blue circle to the left of the red square
3. A red square
4. "Shapes" at the top of the screen
5. The square rotates 90 degrees clockwise
6. A small yellow dot
7. The yellow dot goes around the circle once
8. A number that counts from 1 to 5"""


def blue_circle() -> Sel:
    return Sel(shape="circle", color="blue")


# -- the words ------------------------------------------------------------------------------------
def test_each_kind_in_plain_words() -> None:
    """Objects with colour and count, a relation, a region, an attached label, a path, a
    motion, counting and a text: the description's words where they read well, else the fields."""
    reqs = [
        HasObject(sel=blue_circle(), phrase="a blue circle"),
        HasObject(sel=Sel(shape="triangle", color="green"), count=3, phrase="green triangles"),
        Relation(
            a=Sel(shape="square", color="red"),
            rel="right_of",
            b=blue_circle(),
            phrase="a red square to its right",
        ),
        InRegion(sel=blue_circle(), region="left", phrase="a blue circle on the left"),
        Attached(a=Sel(text="r"), to=Sel(shape="line"), part="end", phrase="label r at the end"),
        PathMotion(
            sel=Sel(shape="dot", color="yellow"),
            around=blue_circle(),
            turns=2,
            phrase="moves twice around",
        ),
        Motion(motion="rotate", sel=Sel(shape="square"), angle=-90, phrase="rotate it"),
        Counting(start=1, end=5, phrase="count from 1 to 5"),
        HasText(text="Shapes", phrase='"Shapes"'),
    ]
    assert [describe(r) for r in reqs] == [
        "A blue circle",  # the phrase
        "Three green triangles",  # the phrase lacks the count: the fields
        "The red square to the right of the blue circle",  # the phrase leans on "its"
        "A blue circle on the left",  # the phrase
        'The text "r" at the end of the line',
        "The yellow dot goes around the blue circle twice",
        "The square rotates 90 degrees clockwise",
        "A number that counts from 1 to 5",
        'The text "Shapes"',
    ]


def test_a_phrase_missing_what_is_checked_is_not_used() -> None:
    """The phrase must name the colour, the text and the place the requirement checks."""
    wrong_colour = HasObject(sel=blue_circle(), phrase="a red circle")
    assert describe(wrong_colour) == "A blue circle"
    cut_off = Relation(a=Sel(shape="polygon", color="green"), rel="left_of",
                       b=Sel(shape="hexagon", color="orange"),
                       phrase="a green pentagon on the left and an orange hexagon ")  # fmt: skip
    assert describe(cut_off) == "The green polygon to the left of the orange hexagon"
    region_end = InRegion(sel=Sel(text="Hi"), region="top_right", when="end",
                          phrase='"Hi" in the top right corner')  # fmt: skip
    assert describe(region_end) == 'The text "Hi" ends in the top-right corner'


def test_uninformative_requirements_are_left_out() -> None:
    """A selector naming nothing, a bare shape beside the coloured one, a text an object names
    with its colour, a create animation, an object ordered before itself."""
    red_square = HasObject(sel=Sel(shape="square", color="red"), phrase="a red square")
    kept_text = HasText(text="Go")
    reqs = [
        HasObject(sel=Sel()),
        HasObject(sel=Sel(shape="text")),
        red_square,
        HasObject(sel=Sel(shape="square"), phrase="square"),
        HasText(text="Hi"),
        HasObject(sel=Sel(text="Hi", color="green")),
        Motion(motion="create", sel=Sel(shape="square")),
        Order(first=Sel(shape="square", color="white"), second=Sel(shape="square")),
        kept_text,
    ]
    kept = informative(reqs)
    assert kept == [red_square, reqs[5], kept_text]
    assert checklist(reqs) == ["A red square", 'The text "Hi" in green', 'The text "Go"']


def test_the_realistic_description_gives_the_prompt_it_should() -> None:
    items = checklist(read_requirements(REALISTIC), REALISTIC)
    assert generation_messages(REALISTIC, checklist=items)[1]["content"] == REALISTIC_PROMPT


def test_the_list_is_capped_and_gives_up_order_items_first() -> None:
    colours = ["red", "blue", "green", "yellow", "purple", "orange", "pink", "teal", "gold"]
    objects = [HasObject(sel=Sel(shape="circle", color=c)) for c in colours]
    order = Order(first=Sel(shape="circle", color="red"), second=Sel(shape="circle", color="blue"))
    items = checklist([objects[0], order, *objects[1:]])
    assert len(items) == MAX_ITEMS == 8
    assert items[0] == "A red circle" and items[-1] == "A teal circle"
    assert not any("appears before" in i for i in items)  # given up first
    assert len(checklist([objects[0], order], limit=8)) == 2  # kept while there is room
    assert checklist(objects, limit=3) == ["A red circle", "A blue circle", "A green circle"]


def test_items_follow_the_description_and_repeats_go() -> None:
    desc = "A red square sits at the top and a blue circle sits at the bottom."
    reqs = [
        HasObject(sel=blue_circle(), phrase="a blue circle"),
        HasObject(sel=Sel(shape="square", color="red"), phrase="a red square"),
        HasObject(sel=blue_circle(), phrase="a blue circle"),
    ]
    assert checklist(reqs, desc) == ["A red square", "A blue circle"]
    assert checklist(reqs) == ["A blue circle", "A red square"]  # no description: as given
