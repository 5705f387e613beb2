"""The ManimBench loader and the few-shot retrieval that may only use the train split."""

from __future__ import annotations

from pathlib import Path

import pytest

from server import manimbench
from server.examples import code_similarity, near_duplicate_of, nearest_examples


@pytest.mark.manimbench
def test_splits_have_the_official_sizes() -> None:
    """316 train and 100 test tasks, with descriptions and code."""
    assert len(manimbench.load("train")) == 316
    test = manimbench.load("test")
    assert len(test) == 100
    assert all(t.description and "class" in t.code for t in test)
    assert manimbench.get("test-001").split == "test"


def test_missing_dataset_has_clear_error(tmp_path: Path) -> None:
    """Without ../shared the error says where it looked and how to point elsewhere."""
    with pytest.raises(manimbench.ManimBenchError, match="MANIMBENCH_PATH"):
        manimbench.load("test", tmp_path / "nowhere.jsonl")


def test_unknown_split_and_bad_rows(tmp_path: Path) -> None:
    """An unknown split and a malformed row are named in the error."""
    with pytest.raises(manimbench.ManimBenchError, match="unknown split"):
        manimbench.load("dev")
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "x"}\n')
    with pytest.raises(manimbench.ManimBenchError, match=r"bad\.jsonl:1"):
        manimbench.load(None, bad)


@pytest.mark.manimbench
def test_few_shot_examples_come_from_train_only() -> None:
    """Retrieved examples are train pairs, and a near-copy of a train description finds itself."""
    train = manimbench.load("train")
    test_codes = {t.code for t in manimbench.load("test")}
    target = next(t for t in train if len(t.code.splitlines()) <= 40)
    found = nearest_examples(target.description, 3)
    assert found[0] == (target.description, target.code)
    for t in manimbench.load("test")[:20]:
        for _d, code in nearest_examples(t.description, 2):
            assert code not in test_codes


@pytest.mark.manimbench
def test_decontaminated_retrieval_skips_near_copies_of_the_reference() -> None:
    """test-036 has a near-copy in train that retrieval finds; the filter replaces it."""
    task = manimbench.get("test-036")
    plain = nearest_examples(task.description, 2)
    assert max(code_similarity(task.code, c) for _, c in plain) >= 0.9
    reject = near_duplicate_of(task.code, 0.9)
    clean = nearest_examples(task.description, 2, exclude=reject)
    assert len(clean) == 2 and all(code_similarity(task.code, c) < 0.9 for _, c in clean)
    assert reject(task.code) and not reject("from manim import *\n")
    assert code_similarity("abc", "abc") == 1.0
