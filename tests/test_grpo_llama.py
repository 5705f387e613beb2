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
    PolicyMismatch,
    Sample,
    checkpoints,
    read_groups,
    rollouts,
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
        self.olds: list[Any] = []
        self.loaded: list[Path] = []
        self.fail_at = fail_at
        self.weights = 0

    def encode(self, prompt: Prompt) -> list[int]:
        return [int(prompt.id.split(":")[1]), 100]

    def old_logprobs(self, groups: Sequence[dict[str, Any]]) -> Any:
        # the policy's "log-probs" are its weights: which policy they were taken under
        return [self.weights for grp in groups for _ in grp["completions"]]

    def update(self, groups: Sequence[dict[str, Any]], old: Any = None) -> dict[str, Any]:
        if self.fail_at is not None and groups[0]["step"] == self.fail_at:
            raise KeyboardInterrupt  # a second Ctrl-C during the update
        self.updates.append(list(groups))
        self.olds.append(old if old is not None else self.old_logprobs(groups))
        self.weights += 1
        return {"loss": -0.1}

    def save(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "weights.json").write_text(json.dumps(self.weights))

    def load(self, folder: Path) -> None:
        self.loaded.append(folder)
        self.weights = json.loads((folder / "weights.json").read_text())

    def export(self, folder: Path) -> Path:  # as the converter: from the saved adapter
        (folder / ADAPTER_GGUF).write_text(f"gguf {(folder / 'weights.json').read_text()}")
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


# --- rollouts and the split phases ---------------------------------------------------------------
def test_rollouts_keep_their_boundaries_from_step_one() -> None:
    assert rollouts(1, 5, 1) == [[1], [2], [3], [4], [5]]
    assert rollouts(1, 7, 3) == [[1, 2, 3], [4, 5, 6], [7]]
    assert rollouts(3, 7, 3) == [[3], [4, 5, 6], [7]]  # resumed inside a rollout


def test_a_rollout_samples_every_step_with_its_first_policy_and_the_ratio_uses_it(
    tmp_path: Path,
) -> None:
    """rollout_steps 2: steps 1 and 2 sampled with the start, 3 and 4 with checkpoint-2's
    adapter; each update's old log-probs are the sampling policy's, not the updated one's."""
    cfg = config(rollout_steps=2)
    sampler, learner = FakeSampler(), FakeLearner()
    run_loop(cfg, tmp_path, PROMPTS, sampler=sampler, judge=FakeJudge(), learner=learner,
             total_steps=4)  # fmt: skip
    assert [c[1] for c in sampler.calls] == [None, None, tmp_path / "checkpoint-2" / ADAPTER_GGUF,
                                             tmp_path / "checkpoint-2" / ADAPTER_GGUF]  # fmt: skip
    # weights 0 sampled steps 1-2, weights 2 steps 3-4: the old log-probs say so
    assert [set(o) for o in learner.olds] == [{0}, {0}, {2}, {2}]
    assert [g["policy_step"] for s in (1, 2, 3, 4)
            for g in read_groups(tmp_path / GROUPS / f"step-{s:05d}.jsonl")] == [0, 0, 2, 2]  # fmt: skip


def test_sample_here_update_elsewhere_then_sample_again(tmp_path: Path) -> None:
    """The sample phase stores a rollout's groups and trains nothing; the update phase (no
    sampler, no judge) trains on them, saves checkpoints without GGUF and stops where the
    stored groups end; the next sample phase exports the checkpoint's GGUF and samples with it;
    the result equals the all-in-one run's."""
    cfg = config(rollout_steps=2)
    sampler = FakeSampler()
    here = FakeLearner()
    out = run_loop(cfg, tmp_path, PROMPTS, sampler=sampler, judge=FakeJudge(), learner=here,
                   total_steps=4, phase="sample")  # fmt: skip
    assert out["sampled"] == [1, 2] and out["ran"] == 0 and not here.updates
    assert not checkpoints(tmp_path)
    gpu = FakeLearner()
    out = run_loop(cfg, tmp_path, PROMPTS, sampler=None, judge=None, learner=gpu, total_steps=4,
                   phase="update")  # fmt: skip
    assert out["ran"] == 2 and out["done_step"] == 2 and gpu.weights == 2
    assert not (tmp_path / "checkpoint-2" / ADAPTER_GGUF).exists()  # no converter there
    here2 = FakeLearner()
    out = run_loop(cfg, tmp_path, PROMPTS, sampler=sampler, judge=FakeJudge(), learner=here2,
                   total_steps=4, resume_from=tmp_path / "checkpoint-2", phase="sample")  # fmt: skip
    assert out["sampled"] == [3, 4] and not here2.loaded  # nothing to load for sampling
    assert (tmp_path / "checkpoint-2" / ADAPTER_GGUF).read_text() == "gguf 2"
    assert sampler.calls[-1][1] == tmp_path / "checkpoint-2" / ADAPTER_GGUF
    gpu2 = FakeLearner()
    out = run_loop(cfg, tmp_path, PROMPTS, sampler=None, judge=None, learner=gpu2, total_steps=4,
                   resume_from=tmp_path / "checkpoint-2", phase="update")  # fmt: skip
    assert out["done_step"] == 4 and gpu2.weights == 4 and [set(o) for o in gpu2.olds] == [{2}, {2}]
    assert [h["step"] for h in out["history"]] == [1, 2, 3, 4]
    together = tmp_path / "together"
    run_loop(cfg, together, PROMPTS, sampler=FakeSampler(), judge=FakeJudge(),
             learner=FakeLearner(), total_steps=4)  # fmt: skip
    for s in (1, 2, 3, 4):
        name = f"step-{s:05d}.jsonl"
        assert read_groups(tmp_path / GROUPS / name) == read_groups(together / GROUPS / name)


def test_groups_of_another_policy_are_refused(tmp_path: Path) -> None:
    """Groups sampled with the start cannot train a policy that has moved on: the message says
    which files to delete and sample again."""
    cfg = config(rollout_steps=2)
    run_loop(cfg, tmp_path, PROMPTS, sampler=FakeSampler(), judge=FakeJudge(),
             learner=FakeLearner(), total_steps=2, phase="sample")  # fmt: skip
    run_loop(cfg, tmp_path, PROMPTS, sampler=None, judge=None, learner=FakeLearner(),
             total_steps=1, phase="update")  # fmt: skip
    # the rollout (steps 1-2) was cut after step 1; step 2's groups are of policy 0
    cfg1 = config(rollout_steps=1)
    with pytest.raises(PolicyMismatch, match=r"step 2 were sampled with the adapter of step 0"):
        run_loop(cfg1, tmp_path, PROMPTS, sampler=None, judge=None, learner=FakeLearner(),
                 total_steps=2, resume_from=tmp_path / "checkpoint-1", phase="update")  # fmt: skip


def test_the_torch_update_takes_the_rollouts_sampling_log_probs() -> None:
    """TorchLearner on a tiny random Qwen2 with a LoRA: without ``old`` the first update's ratio
    is 1 (its own log-probs); the second step of a rollout, given the log-probs taken before the
    rollout's first update, sees a ratio away from 1 (the policy moved since it sampled)."""
    torch = pytest.importorskip("torch")
    pytest.importorskip("peft")
    from peft import LoraConfig, get_peft_model
    from transformers import Qwen2Config, Qwen2ForCausalLM

    from training.grpo_llama import TorchLearner

    torch.manual_seed(0)
    tiny = Qwen2ForCausalLM(Qwen2Config(vocab_size=64, hidden_size=32, intermediate_size=64,
                                        num_hidden_layers=2, num_attention_heads=4,
                                        num_key_value_heads=2, max_position_embeddings=128))  # fmt: skip
    model = get_peft_model(tiny, LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"],
                                            init_lora_weights=False))  # fmt: skip
    cfg = config(learning_rate=0.05, beta=0.0, max_completion_length=8, epsilon=0.2)
    learner = TorchLearner(cfg, model, tok=None, base=None, settings=None)

    def group(step: int) -> dict[str, Any]:
        return {"step": step, "prompt_ids": [1, 2, 3],
                "completions": [{"token_ids": [5, 6, 7], "advantage": 1.0},
                                {"token_ids": [9, 10], "advantage": -1.0}]}  # fmt: skip

    before = learner.old_logprobs([group(2)])  # taken when the rollout was sampled
    first = learner.update([group(1)])
    assert first["ratio"] == pytest.approx(1.0, abs=1e-5)
    after = learner.old_logprobs([group(2)])
    assert not torch.allclose(before[0], after[0])  # the update moved the policy
    second = learner.update([group(2)], old=before)  # old: the rollout's sampling policy
    assert abs(second["ratio"] - 1.0) > 1e-3


def test_phase_flags_are_checked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--grpo-phase belongs to the grpo stage and to the llama.cpp loop; rollout_steps >= 1."""
    from training import grpo
    from training.cli import main
    from training.config import ConfigError
    from training.paths import RunPaths, StageInputMissing

    assert main(["--stage", "sft", "--grpo-phase", "update", "--out", str(tmp_path)]) == 2
    assert "--grpo-phase belongs to the grpo stage" in capsys.readouterr().err
    with pytest.raises(ConfigError, match=r"grpo\.rollout_steps"):
        config(rollout_steps=0)
    trl = from_dict({"grpo": {"sampler": "trl"}})
    with pytest.raises(StageInputMissing, match=r"splits the llama\.cpp GRPO loop"):
        grpo.run(trl, RunPaths(tmp_path / "run"), phase="update")


def test_a_run_resumed_inside_a_rollout_trains_the_rest_of_it(tmp_path: Path) -> None:
    """Rollout 1-3 sampled with the start, stopped after step 2's update: the resumed run trains
    step 3 on its stored groups (sampled with the rollout's start) instead of refusing them."""
    cfg = config(rollout_steps=3)
    run_loop(cfg, tmp_path, PROMPTS, sampler=FakeSampler(), judge=FakeJudge(),
             learner=FakeLearner(), total_steps=3, phase="sample")  # fmt: skip
    run_loop(cfg, tmp_path, PROMPTS, sampler=None, judge=None, learner=FakeLearner(),
             total_steps=2, phase="update")  # fmt: skip
    learner = FakeLearner()
    out = run_loop(cfg, tmp_path, PROMPTS, sampler=None, judge=None, learner=learner,
                   total_steps=3, resume_from=tmp_path / "checkpoint-2", phase="update")  # fmt: skip
    assert out["done_step"] == 3 and learner.weights == 3
