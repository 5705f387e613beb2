"""The data stage: ManimBench train only, validation carved from train, the paper's prompt."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from server import manimbench
from server.prompts import SYSTEM_PROMPT, extract_code
from training.config import DataConfig
from training.data import build, read_jsonl, split_train_val


@pytest.mark.manimbench
def test_data_stage_reads_train_only_and_carves_validation(tmp_path: Path) -> None:
    """Every example comes from the train split; train and validation are disjoint and cover it."""
    files = build(DataConfig(validation_fraction=0.1, seed=0), tmp_path)
    train, val = read_jsonl(files.train), read_jsonl(files.val)
    train_ids = {t.id for t in manimbench.load("train")}
    test_ids = {t.id for t in manimbench.load("test")}
    got = [r["task_id"] for r in train + val]
    assert set(got) == train_ids and len(got) == len(train_ids) == 316
    assert not set(got) & test_ids
    assert not {r["task_id"] for r in train} & {r["task_id"] for r in val}
    assert len(val) == pytest.approx(32, abs=2)
    manifest = json.loads(files.manifest.read_text())
    assert manifest["split"] == "train" and manifest["val"] == len(val)


@pytest.mark.manimbench
def test_records_use_the_papers_prompt_and_answer_format(tmp_path: Path) -> None:
    """System + user prompt with <TEXT_SCRIPT>; the answer is <CODE> that H(c) extracts back."""
    files = build(DataConfig(limit=3, validation_fraction=0.0), tmp_path)
    rec = read_jsonl(files.train)[0]
    assert [m["role"] for m in rec["prompt"]] == ["system", "user"]
    assert rec["prompt"][0]["content"] == SYSTEM_PROMPT
    assert "<TEXT_SCRIPT>" in rec["prompt"][1]["content"]
    answer = rec["completion"][0]
    assert answer["role"] == "assistant"
    assert extract_code(answer["content"]) == rec["reference"].strip()


@pytest.mark.manimbench
def test_split_is_deterministic_and_stratified() -> None:
    """The same seed gives the same split; every task type is represented in validation."""
    tasks = manimbench.load("train")
    a = split_train_val(tasks, 0.1, 7)
    b = split_train_val(tasks, 0.1, 7)
    assert [t.id for t in a[1]] == [t.id for t in b[1]]
    assert {t.type for t in a[1]} == {t.type for t in tasks}


@pytest.mark.manimbench
def test_split_refuses_test_tasks() -> None:
    """Handing test tasks to the split is an error, not a silent leak."""
    with pytest.raises(ValueError, match="only takes ManimBench train"):
        split_train_val(manimbench.load("test")[:5], 0.1, 0)
