"""Prefix-cached SFT (training/prefix_sft.py): the shared prompt prefix runs once per optimiser
step and each example runs on its cache. The loss must be the exact loss of the whole sequence,
the cache must follow the adapter as it changes step to step, and the SFT stage must run with it
on real rft records (the real Qwen tokenizer and chat template, a tiny random Qwen2)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from training import prefix_sft
from training.config import from_dict
from training.paths import RunPaths

torch = pytest.importorskip("torch")


def test_common_prefix_stops_where_records_differ_and_before_any_completion() -> None:
    seqs = [[1, 2, 3, 4, 9, 9], [1, 2, 3, 5, 9], [1, 2, 3, 4, 7]]
    assert prefix_sft.common_prefix(seqs, within=[5, 5, 5]) == 3
    # every record keeps at least one prompt token of its own after the prefix
    same = [[1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6]]
    assert prefix_sft.common_prefix(same, within=[3, 3]) == 2
    assert prefix_sft.common_prefix([], within=[]) == 0


def test_split_and_collate_keep_labels_aligned() -> None:
    recs = [{"input_ids": [1, 2, 3, 4, 5], "labels": [-100, -100, -100, 4, 5]}]
    assert prefix_sft.prompt_lengths(recs) == [3]
    part = prefix_sft.split_records(recs, 2)
    assert part == [{"input_ids": [3, 4, 5], "labels": [-100, 4, 5]}]
    batch = prefix_sft.collate_one(part)
    assert batch["input_ids"].tolist() == [[3, 4, 5]] and batch["labels"].tolist() == [[-100, 4, 5]]
    with pytest.raises(ValueError, match="one example at a time"):
        prefix_sft.collate_one(part + part)


def _tiny_lora_model() -> Any:
    from peft import LoraConfig, get_peft_model
    from transformers import Qwen2Config, Qwen2ForCausalLM

    torch.manual_seed(0)
    cfg = Qwen2Config(
        vocab_size=64,
        hidden_size=32,
        intermediate_size=64,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=128,
    )
    base = Qwen2ForCausalLM(cfg)
    lora = LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "k_proj", "v_proj", "o_proj"],
                      init_lora_weights=False)  # fmt: skip
    return get_peft_model(base, lora)


def _trainer(model: Any, tmp_path: Path, prefix: list[int]) -> Any:
    from transformers import TrainingArguments

    cls = prefix_sft.make_trainer_class()
    args = TrainingArguments(output_dir=str(tmp_path), per_device_train_batch_size=1,
                             report_to=[], use_cpu=True)  # fmt: skip
    trainer = cls(model=model, args=args, data_collator=prefix_sft.collate_one)
    trainer.prefix_ids = prefix
    return trainer


def _full_loss(model: Any, ids: list[int], labels: list[int]) -> float:
    with torch.no_grad():
        out = model(input_ids=torch.tensor([ids]), labels=torch.tensor([labels]))
    return float(out.loss)


def test_loss_on_the_cached_prefix_is_the_whole_sequence_loss(tmp_path: Path) -> None:
    """Prefix cache + the example's own tokens give the loss of the whole sequence, and after
    the adapter changes (the next optimiser step) the cache is recomputed with it."""
    model = _tiny_lora_model()
    prefix = [5, 6, 7, 8, 9, 10, 11, 12]
    ids = [*prefix, 20, 21, 30, 31, 32, 33]
    labels = [-100] * 10 + [30, 31, 32, 33]
    trainer = _trainer(model, tmp_path, prefix)
    batch = prefix_sft.collate_one(
        prefix_sft.split_records([{"input_ids": ids, "labels": labels}], 8)
    )
    model.eval()
    with torch.no_grad():
        cached = float(trainer.compute_loss(model, batch))
    assert cached == pytest.approx(_full_loss(model, ids, labels), rel=1e-5, abs=1e-6)

    with torch.no_grad():  # the adapter moves, as an optimiser step would move it
        for name, p in model.named_parameters():
            if "lora_B" in name:
                p.add_(0.5)
    moved = _full_loss(model, ids, labels)
    with torch.no_grad():
        stale = float(trainer.compute_loss(model, batch))  # same step: the old cache
    trainer.state.global_step += 1
    with torch.no_grad():
        fresh = float(trainer.compute_loss(model, batch))
    assert fresh == pytest.approx(moved, rel=1e-5, abs=1e-6)
    assert abs(stale - moved) > 1e-4  # the cache does depend on the adapter


def test_gradients_reach_every_layers_adapter(tmp_path: Path) -> None:
    """The example's own tokens carry the gradient to the adapter in every layer and every
    target module (only the prefix's path is left out)."""
    model = _tiny_lora_model()
    prefix = [5, 6, 7, 8, 9, 10]
    ids = [*prefix, 20, 30, 31, 32]
    labels = [-100] * 7 + [30, 31, 32]
    trainer = _trainer(model, tmp_path, prefix)
    batch = prefix_sft.collate_one(
        prefix_sft.split_records([{"input_ids": ids, "labels": labels}], 6)
    )
    model.train()
    loss = trainer.compute_loss(model, batch)
    loss.backward()
    grads = {n: p.grad for n, p in model.named_parameters() if "lora_" in n}
    assert grads and all(g is not None and float(g.abs().sum()) > 0 for g in grads.values())


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_sft_stage_runs_prefix_cached_on_rft_records(
    tmp_path: Path, small_model_path: Path
) -> None:
    """The SFT stage on rft records (the agent's real short prompt, the real Qwen chat template)
    with ``sft.prefix_cache``: the shared prefix is the long system prompt, every optimiser step
    logs a finite loss, validation runs, the adapter is saved, and the summary says so."""
    from training import rft, sft
    from training.rft import to_record

    cfg = from_dict({
        "name": "t",
        "model": {"base": "tiny", "tokenizer": "embedded:small", "dtype": "float32",
                  "tiny": {"hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4,
                           "num_key_value_heads": 2, "intermediate_size": 128}},
        "sft": {"data": "rft", "prefix_cache": True, "learning_rate": 1e-3,
                "num_train_epochs": 1, "per_device_train_batch_size": 2,
                "gradient_accumulation_steps": 1, "warmup_ratio": 0.0, "save_steps": 2,
                "eval_steps": 2, "max_length": 1024},
    })  # fmt: skip
    settings = rft.agent_settings(cfg)
    scenes = ["Circle", "Square", "Triangle", "Star", "Dot"]
    head = "from manim import *\n\n\nclass S(Scene):\n    def construct(self):\n"
    rows = [
        to_record(
            {
                "id": f"ours:d{i}",
                "description": f"A {name.lower()} appears.",
                "code": f"{head}        self.play(Create({name}()))\n",
            },
            settings,
        )
        for i, name in enumerate(scenes)
    ]
    paths = RunPaths(tmp_path / "run")
    data = paths.stage("rft-data")
    data.mkdir(parents=True)
    (data / "train.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows[:4]))
    (data / "val.jsonl").write_text(json.dumps(rows[4]) + "\n")
    summary = sft.run(cfg, paths)
    assert summary["prefix_tokens"] > 300  # the system text, rules and built-in example
    assert summary["steps"] == 2 and len(summary["loss_curve"]) == 2  # 4 examples, batch 1 x 2
    assert all(h["loss"] == h["loss"] and h["loss"] > 0 for h in summary["loss_curve"])
    assert summary["eval"]["eval_loss"] > 0
    assert (paths.adapter("sft") / "adapter_model.safetensors").is_file()
