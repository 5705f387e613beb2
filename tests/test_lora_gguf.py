"""LoRA GGUF -> PEFT (training/lora_gguf.py) and ``grpo.start: path``: a tiny random Qwen2 and
its LoRA go through the export path's own converter (convert_lora_to_gguf.py) and back; the
tensors and the model's logits come back; files that are not a LoRA GGUF, or a LoRA of another
model, are refused with messages that say so."""

from __future__ import annotations

import json
import shutil
import struct
from pathlib import Path
from typing import Any

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("peft")

from training import lora_gguf  # noqa: E402
from training.config import REPO_ROOT, ConfigError, from_dict  # noqa: E402

COMMITTED = "bench/results/training/rft-gpu-ex-w3/adapter-f16.gguf"
TOKENS = [[3, 17, 42, 8, 60, 1, 29, 33]]


def _tiny_base(dest: Path, hidden: int = 32) -> Path:
    from transformers import Qwen2Config, Qwen2ForCausalLM

    torch.manual_seed(0)
    cfg = Qwen2Config(vocab_size=64, hidden_size=hidden, intermediate_size=64, num_hidden_layers=2,
                      num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=128,
                      tie_word_embeddings=True)  # fmt: skip
    Qwen2ForCausalLM(cfg).save_pretrained(str(dest))
    return dest


def _base_model(base: Path) -> Any:
    from transformers import AutoModelForCausalLM

    return AutoModelForCausalLM.from_pretrained(str(base), dtype=torch.float32).eval()


def _logits(model: Any) -> Any:
    with torch.no_grad():
        return model(input_ids=torch.tensor(TOKENS)).logits


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """A tiny base, a PEFT LoRA on it (random A and B, q/k/v/o and one MLP projection) and that
    LoRA as GGUF, written by convert_lora_to_gguf.py as the export stage runs it."""
    from peft import LoraConfig, get_peft_model

    from training.export import converters_dir, run_converter

    root = tmp_path_factory.mktemp("lora-gguf")
    base = _tiny_base(root / "base")
    torch.manual_seed(1)
    cfg = LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "k_proj", "v_proj", "o_proj",
                                                         "down_proj"],
                     init_lora_weights=False, task_type="CAUSAL_LM")  # fmt: skip
    model = get_peft_model(_base_model(base), cfg)
    peft_dir = root / "peft"
    model.save_pretrained(str(peft_dir))
    gguf = root / "adapter-f16.gguf"
    run_converter(
        converters_dir() / "convert_lora_to_gguf.py",
        [str(peft_dir), "--base", str(base), "--outfile", str(gguf), "--outtype", "f16"],
    )
    return {"root": root, "base": base, "peft": peft_dir, "gguf": gguf}


def test_round_trip_gives_the_same_tensors_and_config(exported: dict[str, Path]) -> None:
    from safetensors.torch import load_file

    out = exported["root"] / "back"
    info = lora_gguf.convert(exported["gguf"], exported["base"], out)
    assert info["r"] == 4 and info["alpha"] == 8.0 and info["alpha_in_gguf"] == 8.0
    assert info["modules"] == 2 * 5 and info["gguf_types"] == ["F16"]
    assert info["target_modules"] == ["down_proj", "k_proj", "o_proj", "q_proj", "v_proj"]
    original = load_file(str(exported["peft"] / "adapter_model.safetensors"))
    back = load_file(str(out / lora_gguf.ADAPTER_WEIGHTS))
    assert sorted(back) == sorted(original)
    assert "base_model.model.model.layers.1.self_attn.q_proj.lora_A.weight" in back
    for name, t in original.items():
        assert back[name].shape == t.shape, name
        assert back[name].dtype == torch.float32
        # exactly the f16 rounding of the original (the GGUF's f16 came back unchanged)
        assert torch.equal(back[name], t.to(torch.float16).to(torch.float32)), name
    config = json.loads((out / lora_gguf.ADAPTER_CONFIG).read_text())
    assert config["r"] == 4 and config["lora_alpha"] == 8.0 and config["peft_type"] == "LORA"
    assert json.loads((out / lora_gguf.SOURCE_INFO).read_text())["source_sha256"]


def test_round_trip_gives_the_same_logits(exported: dict[str, Path]) -> None:
    from peft import PeftModel

    out = exported["root"] / "back-logits"
    lora_gguf.convert(exported["gguf"], exported["base"], out)
    base_logits = _logits(_base_model(exported["base"]))
    original = _logits(PeftModel.from_pretrained(_base_model(exported["base"]),
                                                 str(exported["peft"])).eval())  # fmt: skip
    back = _logits(PeftModel.from_pretrained(_base_model(exported["base"]), str(out)).eval())
    effect = float((original - base_logits).abs().max())
    assert effect > 1e-2  # the adapter changes the model, so the comparison means something
    assert float((back - original).abs().max()) < 1e-3 * max(1.0, effect)


def test_the_converted_adapter_exports_to_the_same_gguf(exported: dict[str, Path]) -> None:
    """PEFT -> GGUF -> PEFT -> GGUF: the second GGUF's tensors equal the first's (what GRPO's
    checkpoint-0 holds when it starts from a GGUF)."""
    from training.export import converters_dir, run_converter

    out = exported["root"] / "back-again"
    lora_gguf.convert(exported["gguf"], exported["base"], out)
    again = exported["root"] / "again.gguf"
    run_converter(
        converters_dir() / "convert_lora_to_gguf.py",
        [str(out), "--base", str(exported["base"]), "--outfile", str(again), "--outtype", "f16"],
    )
    first, second = lora_gguf.read_lora_gguf(exported["gguf"]), lora_gguf.read_lora_gguf(again)
    assert sorted(first.pairs) == sorted(second.pairs) and first.alpha == second.alpha
    for name, (a, b) in first.pairs.items():
        assert (second.pairs[name][0] == a).all() and (second.pairs[name][1] == b).all()


def test_a_lora_of_another_model_is_refused(exported: dict[str, Path], tmp_path: Path) -> None:
    other = _tiny_base(tmp_path / "wide", hidden=48)
    with pytest.raises(lora_gguf.LoraGGUFError, match=r"do not fit the base weight"):
        lora_gguf.convert(exported["gguf"], other, tmp_path / "x")
    assert not (tmp_path / "x" / lora_gguf.SOURCE_INFO).exists()


def test_files_that_are_not_a_lora_gguf_are_refused(tmp_path: Path) -> None:
    import gguf

    text = tmp_path / "notes.gguf"
    text.write_text("not a gguf")
    with pytest.raises(lora_gguf.LoraGGUFError, match=r"is not a GGUF file"):
        lora_gguf.describe(text)
    model = tmp_path / "model.gguf"
    writer = gguf.GGUFWriter(str(model), "qwen2")
    writer.add_type(gguf.GGUFType.MODEL)
    writer.add_tensor("token_embd.weight", torch.zeros(4, 8).numpy())
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    with pytest.raises(lora_gguf.LoraGGUFError, match=r"not a LoRA adapter GGUF.*'model'"):
        lora_gguf.read_lora_gguf(model)
    with pytest.raises(lora_gguf.LoraGGUFError, match=r"no such file"):
        lora_gguf.describe(tmp_path / "missing.gguf")


def _header_only_safetensors(path: Path, shapes: dict[str, list[int]]) -> None:
    """A safetensors header with these shapes and no data (the converter reads headers only)."""
    header, offset = {}, 0
    for name, shape in shapes.items():
        n = 2 * shape[0] * shape[1]
        header[name] = {"dtype": "F16", "shape": shape, "data_offsets": [offset, offset + n]}
        offset += n
    raw = json.dumps(header).encode()
    path.write_bytes(struct.pack("<Q", len(raw)) + raw)


def test_the_committed_rft_adapter_maps_onto_the_1_5b_shapes(tmp_path: Path) -> None:
    """The committed rft-gpu-ex-w3 GGUF: r 8, alpha 16, q/k/v/o of 28 layers, every pair fits
    Qwen2.5-Coder-1.5B's weights (hidden 1536, 2 KV heads of 128) and gets PEFT's names."""
    lora = lora_gguf.read_lora_gguf(REPO_ROOT / COMMITTED)
    assert (lora.arch, lora.rank, lora.alpha, len(lora.pairs)) == ("qwen2", 8, 16.0, 28 * 4)
    shapes = {}
    for i in range(28):
        p = f"model.layers.{i}.self_attn"
        shapes.update({f"{p}.q_proj.weight": [1536, 1536], f"{p}.k_proj.weight": [256, 1536],
                       f"{p}.v_proj.weight": [256, 1536], f"{p}.o_proj.weight": [1536, 1536]})  # fmt: skip
    _header_only_safetensors(tmp_path / "model.safetensors", shapes)
    (tmp_path / "config.json").write_text(json.dumps({"num_hidden_layers": 28}))
    state, targets = lora_gguf.peft_state(lora, tmp_path)
    assert targets == ["k_proj", "o_proj", "q_proj", "v_proj"]
    a = state["base_model.model.model.layers.27.self_attn.k_proj.lora_A.weight"]
    b = state["base_model.model.model.layers.27.self_attn.k_proj.lora_B.weight"]
    assert a.shape == (8, 1536) and b.shape == (256, 8) and float(abs(b).max()) > 0


# --- grpo.start ----------------------------------------------------------------------------------
def _config(start: str, sampler: str = "llama") -> Any:
    return from_dict({"grpo": {"sampler": sampler, "start": start, "num_generations": 2,
                               "per_device_train_batch_size": 2},
                      "reward": {"render_weight": 1.0}})  # fmt: skip


def test_grpo_start_takes_a_lora_gguf_or_a_peft_folder(exported: dict[str, Path]) -> None:
    assert _config(COMMITTED).grpo.start == COMMITTED  # from the repository root
    assert _config(str(exported["gguf"])).grpo.start == str(exported["gguf"])
    assert _config(str(exported["peft"])).grpo.start == str(exported["peft"])
    assert _config("sft").grpo.start == "sft" and _config("base").grpo.start == "base"


def test_grpo_start_errors_say_what_to_give(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"grpo\.start: .*missing\.gguf does not exist; give sft"):
        _config(str(tmp_path / "missing.gguf"))
    (tmp_path / "x.gguf").write_text("no")
    with pytest.raises(ConfigError, match=r"grpo\.start: .*is not a GGUF file"):
        _config(str(tmp_path / "x.gguf"))
    (tmp_path / "weights.bin").write_text("no")
    with pytest.raises(ConfigError, match=r"neither a \.gguf nor a folder"):
        _config(str(tmp_path / "weights.bin"))
    with pytest.raises(ConfigError, match=r"without adapter_config\.json"):
        _config(str(tmp_path))
    with pytest.raises(ConfigError, match=r"needs grpo\.sampler: llama"):
        from_dict({"grpo": {"start": COMMITTED}})
    with pytest.raises(ConfigError, match=r"must be sft, base or the path"):
        _config("")


def test_the_stage_converts_a_gguf_start_once(exported: dict[str, Path], tmp_path: Path) -> None:
    from training.lora_gguf import starting_adapter
    from training.paths import StageInputMissing

    dest = tmp_path / "grpo" / "start-adapter"
    out = starting_adapter(exported["gguf"], exported["base"], dest, key="grpo.start")
    assert out == dest and (dest / lora_gguf.ADAPTER_CONFIG).is_file()
    stamp = (dest / lora_gguf.ADAPTER_WEIGHTS).stat().st_mtime_ns
    assert starting_adapter(exported["gguf"], exported["base"], dest, key="grpo.start") == dest
    assert (dest / lora_gguf.ADAPTER_WEIGHTS).stat().st_mtime_ns == stamp  # not converted again
    assert (
        starting_adapter(exported["peft"], exported["base"], dest, key="grpo.start")
        == exported["peft"]
    )
    other = _tiny_base(tmp_path / "wide", hidden=48)
    with pytest.raises(StageInputMissing, match=r"grpo\.start: .*LoRA of model\.base"):
        starting_adapter(exported["gguf"], other, tmp_path / "other", key="grpo.start")


def test_the_stage_stops_when_the_start_adapter_went_away(
    exported: dict[str, Path], tmp_path: Path
) -> None:
    from training import grpo_llama
    from training.paths import RunPaths, StageInputMissing

    gguf = tmp_path / "gone.gguf"
    shutil.copy(exported["gguf"], gguf)
    cfg = _config(str(gguf))
    gguf.unlink()
    with pytest.raises(StageInputMissing, match=r"grpo\.start: the starting adapter .* not exist"):
        grpo_llama.run(cfg, RunPaths(tmp_path / "run"))
