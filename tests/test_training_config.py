"""Training configs: the paper's values load, bad keys and values are errors naming the key."""

from __future__ import annotations

from pathlib import Path

import pytest

from training.config import ConfigError, from_dict, load_config


def test_default_config_holds_the_papers_values() -> None:
    """default.yaml: LoRA 8/16 on q/k/v/o, SFT 2e-6 x 2 epochs x 16, GRPO Dr. GRPO G=8."""
    c = load_config()
    assert (c.lora.r, c.lora.alpha) == (8, 16)
    assert c.lora.target_modules == ["q_proj", "k_proj", "v_proj", "o_proj"]
    s = c.sft
    assert s.learning_rate == 2e-6 and s.num_train_epochs == 2
    assert s.per_device_train_batch_size * s.gradient_accumulation_steps == 16
    assert (s.weight_decay, s.warmup_ratio, s.lr_scheduler_type) == (0.01, 0.1, "linear")
    assert s.completion_only_loss
    g = c.grpo
    assert (g.loss_type, g.num_generations, g.beta, g.epsilon) == ("dr_grpo", 8, 0.005, 0.2)
    assert g.learning_rate == 5e-7 and g.max_completion_length == 1638
    assert g.per_device_train_batch_size * g.gradient_accumulation_steps == 16
    assert (c.reward.text_weight, c.reward.visual_weight, c.reward.format_weight) == (0.2, 0.8, 0.0)


def test_smoke_config_uses_a_tiny_model_and_its_own_registry() -> None:
    """smoke.yaml trains the tiny model and never writes the user's registry."""
    c = load_config("smoke")
    assert c.model.base == "tiny"
    assert "{out}" in c.register.registry


def test_cpu_sft_config_deviates_only_where_it_says() -> None:
    """cpu-sft.yaml (the measured CPU run): 0.5B, bf16 base, lr 1e-4 / 2.5e-5, eval before training;
    LoRA, epochs, effective batch, decay and warmup stay the paper's."""
    c, paper = load_config("cpu-sft"), load_config()
    assert (c.model.base, c.model.dtype) == ("embedded:small", "bfloat16")
    assert (c.sft.learning_rate, c.grpo.learning_rate) == (1e-4, 2.5e-5)
    assert c.sft.eval_on_start and not paper.sft.eval_on_start
    assert c.lora == paper.lora
    for key in ("num_train_epochs", "weight_decay", "warmup_ratio", "lr_scheduler_type"):
        assert getattr(c.sft, key) == getattr(paper.sft, key), key
    assert c.sft.per_device_train_batch_size * c.sft.gradient_accumulation_steps == 16
    assert (c.grpo.loss_type, c.grpo.num_generations, c.grpo.beta) == ("dr_grpo", 8, 0.005)


def test_unknown_key_is_an_error_naming_it() -> None:
    """A typo fails fast with the dotted key and the known keys."""
    with pytest.raises(ConfigError, match=r"sft\.learnig_rate: unknown key .*learning_rate"):
        from_dict({"sft": {"learnig_rate": 1e-5}})


def test_wrong_type_is_an_error_naming_it() -> None:
    """Types are checked: an integer field given a string says so."""
    with pytest.raises(ConfigError, match=r"grpo\.num_generations: expected an integer"):
        from_dict({"grpo": {"num_generations": "eight"}})
    with pytest.raises(ConfigError, match=r"sft\.completion_only_loss: expected true or false"):
        from_dict({"sft": {"completion_only_loss": "yes"}})


def test_yaml_exponent_without_dot_reads_as_a_number() -> None:
    """YAML reads 2e-6 as a string; the loader accepts it as the float it means."""
    assert from_dict({"sft": {"learning_rate": "2e-6"}}).sft.learning_rate == 2e-6


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"grpo": {"per_device_train_batch_size": 6}}, "multiple of grpo.num_generations"),
        ({"grpo": {"num_generations": 1, "per_device_train_batch_size": 1}}, ">= 2"),
        ({"reward": {"text_weight": -0.1}}, "reward.text_weight: must be >= 0"),
        ({"reward": {"text_weight": 0, "visual_weight": 0}}, "must not all be 0"),
        ({"data": {"validation_fraction": 0.7}}, "data.validation_fraction"),
        ({"model": {"base": "embedded:huge"}}, "embedded:default and embedded:small"),
        ({"export": {"adapter_outtype": "q4"}}, "export.adapter_outtype"),
        ({"export": {"source": "dpo"}}, "export.source"),
    ],
)
def test_bad_values_are_rejected(data: dict[str, object], message: str) -> None:
    """Cross-field validation names the key and the rule."""
    with pytest.raises(ConfigError, match=message.replace(".", r"\.").replace("(", r"\(")):
        from_dict(data)


def test_missing_and_invalid_files_are_clear(tmp_path: Path) -> None:
    """An unknown config name lists the known ones; broken YAML names the file."""
    with pytest.raises(ConfigError, match=r"not found .*default.*smoke"):
        load_config("nope")
    bad = tmp_path / "bad.yaml"
    bad.write_text("sft: [1, 2\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="not valid YAML"):
        load_config(bad)
    flat = tmp_path / "flat.yaml"
    flat.write_text("- 1\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="must be a mapping"):
        load_config(flat)


def test_dtype_auto_is_bfloat16_only_where_the_cpu_computes_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """model.dtype auto picks bfloat16 on CPUs with AVX-512 BF16 or AMX and float32 elsewhere
    (emulated bfloat16 made an SFT step several times slower on an AVX2-only EPYC); explicit
    values are kept, and an unknown one is a config error."""
    from training import backend

    xeon = "processor\t: 0\nflags\t\t: fpu avx2 avx512f avx512_bf16 amx_tile amx_bf16\n"
    epyc = "processor\t: 0\nflags\t\t: fpu sse4_2 avx avx2 fma\n"
    assert backend.cpu_has_bf16(xeon) and not backend.cpu_has_bf16(epyc)
    monkeypatch.setattr(backend, "cuda_available", lambda: False)
    monkeypatch.setattr(backend, "cpu_has_bf16", lambda cpuinfo=None: False)
    assert backend.resolved_dtype("auto") == "float32"
    assert backend.resolved_dtype("bfloat16") == "bfloat16"
    monkeypatch.setattr(backend, "cpu_has_bf16", lambda cpuinfo=None: True)
    assert backend.resolved_dtype("auto") == "bfloat16"
    assert from_dict({"model": {"dtype": "auto"}}).model.dtype == "auto"
    with pytest.raises(ConfigError, match=r"model[.]dtype"):
        from_dict({"model": {"dtype": "int4"}})


def test_model_backend_is_checked() -> None:
    assert from_dict({}).model.backend == "auto"
    assert from_dict({"model": {"backend": "peft"}}).model.backend == "peft"
    with pytest.raises(ConfigError, match=r"model[.]backend: must be auto, unsloth or peft"):
        from_dict({"model": {"backend": "vllm"}})


def test_rft_prompt_is_checked() -> None:
    assert from_dict({}).rft.prompt == "short"
    assert from_dict({"rft": {"prompt": "shipped"}}).rft.prompt == "shipped"
    with pytest.raises(ConfigError, match=r"rft[.]prompt: must be short or shipped"):
        from_dict({"rft": {"prompt": "long"}})


def test_grpo_rft_config_is_grpo_cpu_from_the_committed_rft_adapter() -> None:
    """grpo-rft.yaml: the 1.5B from rft-gpu-ex-w3's committed LoRA GGUF, by rollouts of 8 steps
    (sampled here, updated on a GPU); every other GRPO and reward setting is grpo-cpu.yaml's."""
    c, cpu = load_config("grpo-rft"), load_config("grpo-cpu")
    assert c.model.base == "embedded:default"
    assert c.grpo.start == "bench/results/training/rft-gpu-ex-w3/adapter-f16.gguf"
    assert c.grpo.sampler == "llama"
    assert c.grpo.rollout_steps == 8 and cpu.grpo.rollout_steps == 1
    cpu.grpo.start, cpu.grpo.rollout_steps = c.grpo.start, c.grpo.rollout_steps
    assert (c.grpo, c.reward, c.lora, c.export) == (cpu.grpo, cpu.reward, cpu.lora, cpu.export)
