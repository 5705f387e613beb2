"""The llama.cpp GRPO loop's prompts: training descriptions only, never a test split."""

from __future__ import annotations

import pytest

from training import rft
from training.grpo_prompts import Prompt, held_out_descriptions, load_prompts, select
from training.rft import norm_description

TESTS = ["Draw a red circle that grows.", "Plot y = x^2 on axes."]


def test_a_test_split_candidate_stops_the_selection() -> None:
    bad = Prompt("spec-dev:x", "spec-dev", "A blue square.", split="test")
    with pytest.raises(rft.TestSplitLeak, match="not a training split"):
        select([bad], TESTS)
    worse = Prompt("manimbench-train:y", "manimbench-train", "A dot.", split="test")
    with pytest.raises(rft.TestSplitLeak):
        select([worse], TESTS)


def test_test_descriptions_are_dropped_or_refused() -> None:
    copy = Prompt("judged:1", "judged", "Draw a red circle that grows")
    near = Prompt("ours:2", "ours", "Draw the red circle that grows")
    fine = Prompt("library:3", "library", "A green triangle rotates.", reference="code")
    sel = select([copy, near, fine], TESTS)
    assert [p.id for p in sel.prompts] == ["library:3"]
    assert sorted(sel.near_test) == ["judged:1", "ours:2"]
    with pytest.raises(rft.TestSplitLeak, match="is a test description"):  # with the filter off
        select([copy], TESTS, decontaminate=0.0)


def test_order_mixes_sources_deterministically_and_dedupes() -> None:
    cands = [Prompt(f"library:{i}", "library", f"library scene {i}") for i in range(3)] + [
        Prompt(f"judged:{i}", "judged", f"judged scene {i}") for i in range(3)
    ]
    cands.append(Prompt("ours:dup", "ours", "Library scene 0."))
    a = select(cands, TESTS, seed=1)
    b = select(list(reversed(cands)), TESTS, seed=1)
    assert [p.id for p in a.prompts] == [p.id for p in b.prompts]
    assert a.duplicates == 1
    assert [p.source for p in a.prompts[:2]] == ["library", "judged"]
    assert len(select(cands, TESTS, seed=1, limit=2).prompts) == 2


def test_real_sources_hold_no_test_description() -> None:
    """Every real source, selected as the stage does: no test split, no test description."""
    tests = held_out_descriptions()
    sel = select(load_prompts(["library", "spec-dev", "realspec-dev", "judged", "ours"]), tests)
    test_set = {norm_description(t) for t in tests}
    assert sel.prompts and not any(norm_description(p.description) in test_set for p in sel.prompts)
    assert {p.split for p in sel.prompts if p.source.endswith("spec-dev")} == {"dev"}
    assert set(sel.per_source) == {"library", "spec-dev", "realspec-dev", "judged", "ours"}
    spec = [p for p in sel.prompts if p.source == "realspec-dev"]
    assert spec and all(p.requirements and p.reference for p in spec)
