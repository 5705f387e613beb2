"""The llama.cpp GRPO loop's bookkeeping with fakes for the sampler, the judge and the learner:
stored groups and advantages, checkpoints, resume, reuse of sampled groups, a graceful stop."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from training import interrupts
from training.config import from_dict
from training.grpo_llama import (
    ADAPTER_GGUF,
    GROUPS,
    PROGRESS,
    Sample,
    checkpoints,
    read_groups,
    run_loop,
    step_prompts,
)
from training.grpo_prompts import Prompt
from training.rewards import Scored

PROMPTS = [Prompt(f"ours:{i}", "ours", f"scene {i}") for i in range(3)]


def config(**grpo: Any) -> Any:
    g = {"sampler": "llama", "num_generations": 2, "per_device_train_batch_size": 2,
         "scale_rewards": "none"}  # fmt: skip
    g.update(grpo)
    return from_dict({"grpo": g, "reward": {"text_weight": 0, "visual_weight": 0,
                                            "render_weight": 1.0, "faithful_weight": 1.0}})  # fmt: skip


class FakeSampler:
    def __init__(self) -> None:
        self.calls: list[tuple[list[int], Path | None, int]] = []

    def sample(
        self, prompt_ids: Sequence[int], n: int, *, lora: Path | None, seed: int
    ) -> list[Sample]:
        self.calls.append((list(prompt_ids), lora, seed))
        # completion k renders when k is even; its text says so
        return [Sample([seed % 97, k], "ok" if k % 2 == 0 else "bad", True) for k in range(n)]


class FakeJudge:
    def score(self, texts: Sequence[str], prompt: Prompt) -> list[Scored]:
        return [
            Scored(code="x", rendered=t == "ok", status="success" if t == "ok" else "error",
                   requirements=2, requirements_met=1)
            for t in texts
        ]  # fmt: skip


class FakeLearner:
    def __init__(self, fail_at: int | None = None) -> None:
        self.updates: list[list[dict[str, Any]]] = []
        self.loaded: list[Path] = []
        self.fail_at = fail_at
        self.weights = 0

    def encode(self, prompt: Prompt) -> list[int]:
        return [int(prompt.id.split(":")[1]), 100]

    def update(self, groups: Sequence[dict[str, Any]]) -> dict[str, Any]:
        if self.fail_at is not None and groups[0]["step"] == self.fail_at:
            raise KeyboardInterrupt  # a second Ctrl-C during the update
        self.updates.append(list(groups))
        self.weights += 1
        return {"loss": -0.1}

    def save(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "weights.json").write_text(json.dumps(self.weights))

    def load(self, folder: Path) -> None:
        self.loaded.append(folder)
        self.weights = json.loads((folder / "weights.json").read_text())

    def export(self, folder: Path) -> Path:
        (folder / ADAPTER_GGUF).write_text(f"gguf {self.weights}")
        return folder / ADAPTER_GGUF


def test_prompts_wrap_around_in_order() -> None:
    assert [p.id for p in step_prompts(PROMPTS, 1, 2)] == ["ours:0", "ours:1"]
    assert [p.id for p in step_prompts(PROMPTS, 2, 2)] == ["ours:2", "ours:0"]


def test_groups_rewards_and_dr_grpo_advantages_are_stored(tmp_path: Path) -> None:
    cfg = config(prompts_per_step=2)
    sampler, learner = FakeSampler(), FakeLearner()
    run_loop(cfg, tmp_path, PROMPTS, sampler=sampler, judge=FakeJudge(), learner=learner,
             total_steps=1)  # fmt: skip
    groups = read_groups(tmp_path / GROUPS / "step-00001.jsonl")
    assert [g["prompt"]["id"] for g in groups] == ["ours:0", "ours:1"]
    first = groups[0]["completions"]
    # render 1 + faithful 0.5 = 1.5 for the renders; 0 for the failure; mean 0.75
    assert [c["reward"] for c in first] == [1.5, 0.0]
    assert [c["advantage"] for c in first] == [0.75, -0.75]
    assert first[0]["token_ids"] == [sampler.calls[0][2] % 97, 0]
    assert groups[0]["prompt_ids"] == [0, 100]
    assert learner.updates[0][0]["completions"][0]["advantage"] == 0.75
    assert sampler.calls[0][1] is None  # no adapter yet: the base


def test_resume_continues_after_the_last_checkpoint(tmp_path: Path) -> None:
    cfg = config()
    learner = FakeLearner()
    run_loop(cfg, tmp_path, PROMPTS, sampler=FakeSampler(), judge=FakeJudge(), learner=learner,
             total_steps=2)  # fmt: skip
    assert [n for n, _ in checkpoints(tmp_path)] == [1, 2]
    sampler2, learner2 = FakeSampler(), FakeLearner()
    out = run_loop(cfg, tmp_path, PROMPTS, sampler=sampler2, judge=FakeJudge(), learner=learner2,
                   total_steps=3, resume_from=tmp_path / "checkpoint-2")  # fmt: skip
    assert learner2.loaded == [tmp_path / "checkpoint-2"]
    assert learner2.weights == 3  # the two earlier updates, then one more
    assert len(sampler2.calls) == 1  # only step 3 sampled
    assert sampler2.calls[0][1] == tmp_path / "checkpoint-2" / ADAPTER_GGUF
    assert [h["step"] for h in out["history"]] == [1, 2, 3]
    lines = (tmp_path / PROGRESS).read_text().splitlines()
    assert [json.loads(x)["step"] for x in lines] == [1, 2, 3]
    state = json.loads((tmp_path / "checkpoint-3" / "trainer_state.json").read_text())
    assert state["global_step"] == 3


def test_a_stop_before_the_update_reuses_the_sampled_groups(tmp_path: Path) -> None:
    cfg = config()
    with pytest.raises(KeyboardInterrupt):
        run_loop(cfg, tmp_path, PROMPTS, sampler=FakeSampler(), judge=FakeJudge(),
                 learner=FakeLearner(fail_at=2), total_steps=3)  # fmt: skip
    assert [n for n, _ in checkpoints(tmp_path)] == [1]
    stored = read_groups(tmp_path / GROUPS / "step-00002.jsonl")
    sampler2, learner2 = FakeSampler(), FakeLearner()
    out = run_loop(cfg, tmp_path, PROMPTS, sampler=sampler2, judge=FakeJudge(), learner=learner2,
                   total_steps=3, resume_from=tmp_path / "checkpoint-1")  # fmt: skip
    assert learner2.updates[0] == stored  # step 2 trained on what was sampled before the stop
    assert len(sampler2.calls) == 1  # step 3 only
    assert [h["groups_reused"] for h in out["history"]] == [False, True, False]


def test_first_ctrl_c_finishes_the_step_and_saves_it(tmp_path: Path) -> None:
    class StopWhileSampling(FakeSampler):
        def sample(self, *a: Any, **kw: Any) -> list[Sample]:
            interrupts._REQUESTED.set()  # as the graceful handler does on the first signal
            return super().sample(*a, **kw)

    try:
        with pytest.raises(KeyboardInterrupt):
            run_loop(config(), tmp_path, PROMPTS, sampler=StopWhileSampling(), judge=FakeJudge(),
                     learner=FakeLearner(), total_steps=3)  # fmt: skip
    finally:
        interrupts.reset()
    assert [n for n, _ in checkpoints(tmp_path)] == [1]


def test_old_checkpoints_are_pruned(tmp_path: Path) -> None:
    run_loop(config(save_total_limit=2), tmp_path, PROMPTS, sampler=FakeSampler(),
             judge=FakeJudge(), learner=FakeLearner(), total_steps=4)  # fmt: skip
    assert [n for n, _ in checkpoints(tmp_path)] == [3, 4]
    assert len(list((tmp_path / GROUPS).glob("*.jsonl"))) == 4  # every group is kept


def test_trace_weights_need_the_llama_sampler() -> None:
    from training.config import ConfigError

    with pytest.raises(ConfigError, match=r"need grpo\.sampler: llama"):
        from_dict({"reward": {"faithful_weight": 1.0}})
    with pytest.raises(ConfigError, match=r"grpo\.sampler"):
        from_dict({"grpo": {"sampler": "vllm"}})


def test_llama_stage_needs_the_sft_adapter_unless_it_starts_from_base(tmp_path: Path) -> None:
    from training import grpo
    from training.paths import RunPaths, StageInputMissing

    with pytest.raises(StageInputMissing, match=r"grpo\.start: base"):
        grpo.run(config(), RunPaths(tmp_path))
