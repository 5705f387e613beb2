"""The dependency-parse reader (server/faithful/parse.py): pure helpers always, the reader itself
only where spaCy and an English pipeline are installed (skipped cleanly otherwise)."""

from __future__ import annotations

from typing import Any

import pytest

from server.faithful import parse as dp
from server.faithful.extract import span_in
from server.faithful.requirements import HasObject, Relation, Sel


def test_shape_colour_count_words() -> None:
    assert dp.shape_of("circles") == "circle"
    assert dp.shape_of("number line") == "number_line"
    assert dp.shape_of("roof") is None
    assert dp.colour_of("Grey") == "gray"
    assert dp.colour_of("golden") == "gold"
    assert dp.colour_of("big") is None
    assert dp.count_of("three") == 3
    assert dp.count_of("12") == 12
    assert dp.count_of("a") is None
    assert dp.text_shape("a^2 + b^2 = c^2") == "formula"
    assert dp.text_shape("Hello") == "text"


def _m(
    start: int, shape: str | None = None, text: str | None = None, plural: bool = False
) -> dp.Mention:
    return dp.Mention(start, start, start + 1, Sel(shape=shape, text=text), plural=plural)


def test_resolve_last_compatible_mention() -> None:
    circle, squares, label = _m(1, "circle"), _m(4, "square", plural=True), _m(7, text="Hi")
    ms = [circle, squares, label]
    # "it" at 9, about the label: the last singular thing before it that is not the label
    assert dp.resolve(ms, 9, [label], many=False) is circle
    # "them": a plural first
    assert dp.resolve(ms, 9, [label], many=True) is squares
    # nothing before the pronoun: no referent
    assert dp.resolve(ms, 1, [], many=False) is None
    # the same thing named twice is not its own referent
    again = _m(8, "circle")
    assert dp.resolve([circle, again], 9, [again], many=False) is None


def test_without_spacy_reads_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(dp, "_nlp", lambda: None)
    assert dp.parse_requirements("Write the word 'Hi' below the square.") == []
    # the union is then the rule reader's requirements alone
    from server.faithful.extract import rule_requirements

    text = "A red circle with a blue square below it."
    assert [r.to_dict() for r in dp.combined(text)] == [
        r.to_dict() for r in rule_requirements(text)
    ]


def test_available_is_a_bool() -> None:
    assert isinstance(dp.available(), bool)


# -- with spaCy ----------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def parsed() -> object:
    pytest.importorskip("spacy")
    if not dp.available() or dp._nlp() is None:
        pytest.skip("no English spaCy pipeline installed")
    return dp.parse_requirements


def _relations(reqs: list) -> list[tuple]:
    return [(r.a.shape, r.a.text, r.rel, r.b.shape if r.b else None, r.b.text if r.b else None)
            for r in reqs if isinstance(r, Relation)]  # fmt: skip


def test_write_x_below_it(parsed: Any) -> None:
    text = 'Draw a blue square, then write "Area" below it.'
    rels = _relations(parsed(text))
    assert (None, "Area", "below", "square", None) in rels


def test_coordination_and_its(parsed: Any) -> None:
    text = "Draw a red circle and a blue square on its left."
    reqs = parsed(text)
    rel = [r for r in reqs if isinstance(r, Relation)]
    assert len(rel) == 1
    assert (rel[0].a.shape, rel[0].a.color, rel[0].rel) == ("square", "blue", "left_of")
    assert rel[0].b is not None
    assert (rel[0].b.shape, rel[0].b.color) == ("circle", "red")
    colours = {(r.sel.shape, r.sel.color) for r in reqs if isinstance(r, HasObject)}
    assert colours == {("circle", "red"), ("square", "blue")}


def test_inside_it_and_coloured_text(parsed: Any) -> None:
    text = 'Draw a large blue circle, put a small red square inside it, and show "56" in green.'
    reqs = parsed(text)
    assert ("square", None, "inside", "circle", None) in _relations(reqs)
    objs = [r.sel for r in reqs if isinstance(r, HasObject) and r.sel.text]
    assert objs == [Sel(shape="text", color="green", text="56")]


def test_centre_after_letters(parsed: Any) -> None:
    text = 'Write "Hello" in big yellow letters in the centre.'
    reqs = parsed(text)
    assert any(isinstance(r, Relation) and r.rel == "center" and r.a.text == "Hello" for r in reqs)


def test_no_relation_without_a_referent(parsed: Any) -> None:
    # nothing named before "it": no guess
    assert _relations(parsed("Put a label below it.")) == []
    # "in" relates only to a closed shape: "in the graph" is no containment
    assert _relations(parsed('Plot a parabola and write "f" in the graph.')) == []


def test_every_phrase_is_in_the_description(parsed: Any) -> None:
    texts = [
        'Show the quote "Less is more" in the centre and the author "Mies" in grey text under it.',
        "A triangle appears, then a square appears to its right.",
        "Draw a brown square with a red triangle roof directly on top of it.",
    ]
    for text in texts:
        reqs = parsed(text)
        assert reqs
        assert all(span_in(r.phrase, text) for r in reqs), [r.phrase for r in reqs]


def test_combined_keeps_the_rule_reader_first(parsed: Any) -> None:
    from server.faithful.extract import rule_requirements

    text = 'Draw a blue square, then write "Area" below it.'
    rule = rule_requirements(text)
    both = dp.combined(text)
    assert [r.to_dict() for r in both[: len(rule)]] == [r.to_dict() for r in rule]
