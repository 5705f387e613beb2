"""Model loading for training: Unsloth (4-bit base) when CUDA is present and Unsloth is installed,
else transformers + PEFT (on the GPU when there is one). ``model.backend`` pins either.

The base model is first *materialised* as a plain Hugging Face directory (config, safetensors,
tokenizer) that every later stage and the GGUF converters read:

- ``embedded:default`` / ``embedded:small``: the server's GGUF dequantised by transformers. A model
  loaded with ``gguf_file=`` cannot ``save_pretrained``, so it is rebuilt with ``from_config`` +
  ``load_state_dict`` first. Cached under ``<cache>/hf-base/<name>-<dtype>`` (done once).
- ``tiny``: a random Qwen2-architecture model with the real Qwen tokenizer (smoke runs).
- any other value: an existing Hugging Face model directory, used as it is.

Unsloth is imported only when ``torch.cuda.is_available()`` (it raises on import without a GPU).
"""

from __future__ import annotations

import json
import logging
import os
import re
import shutil
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from server.models import store as model_store
from training.config import LoraSettings, ModelConfig

log = logging.getLogger(__name__)

BASE_INFO = "manim_agent_base.json"


class BackendUnavailable(RuntimeError):
    """The requested base model or library is not there; the message says how to get it."""


@dataclass
class BaseModel:
    """A materialised base: the HF directory, and the GGUF llama.cpp should load it as (if any)."""

    path: Path
    source: str
    gguf: Path | None = None  # the embedded GGUF the adapter applies to in llama.cpp

    def to_dict(self) -> dict[str, Any]:
        return {"path": str(self.path), "source": self.source, "gguf": str(self.gguf or "")}


def cuda_available() -> bool:
    try:
        import torch
    except ImportError:  # pragma: no cover - in the train extra
        return False
    return bool(torch.cuda.is_available())


def unsloth_installed() -> bool:
    """Whether Unsloth can be imported; looked up without importing it."""
    import importlib.util

    try:
        return importlib.util.find_spec("unsloth") is not None
    except (ImportError, ValueError):  # pragma: no cover - a broken install
        return False


CPU_PEFT = "transformers+peft"
CUDA_PEFT = "transformers+peft (cuda)"
UNSLOTH = "unsloth"


def backend_name(choice: str = "auto") -> str:
    """The training backend ``model.backend`` resolves to here: ``unsloth``, ``transformers+peft``
    (CPU) or ``transformers+peft (cuda)``. ``unsloth`` without CUDA or without Unsloth installed
    is a BackendUnavailable naming the fix; ``auto`` falls back to PEFT on the GPU, logged once."""
    cuda = cuda_available()
    if choice == "peft":
        return CUDA_PEFT if cuda else CPU_PEFT
    if choice == "unsloth":
        if not cuda:
            raise BackendUnavailable(
                "model.backend=unsloth needs a CUDA GPU and none is visible to torch; use "
                "model.backend: auto (transformers + PEFT on CPU)."
            )
        if not unsloth_installed():
            raise BackendUnavailable(
                "model.backend=unsloth but Unsloth is not installed: pip install unsloth (see "
                "docs/training.md), or set model.backend: auto to train with transformers + PEFT "
                "on the GPU."
            )
        return UNSLOTH
    if not cuda:
        return CPU_PEFT
    if unsloth_installed():
        return UNSLOTH
    _note_fallback()
    return CUDA_PEFT


_FALLBACK_NOTED = False


def _note_fallback() -> None:
    global _FALLBACK_NOTED
    if not _FALLBACK_NOTED:
        _FALLBACK_NOTED = True
        log.warning(
            "CUDA is present but Unsloth is not installed: training with transformers + PEFT on "
            "the GPU (full-precision base, more memory than Unsloth's 4-bit one). pip install "
            "unsloth for the paper's path."
        )


def cpu_has_bf16(cpuinfo: str | None = None) -> bool:
    """Whether the CPU computes bfloat16 natively (AVX-512 BF16 or AMX); elsewhere torch
    emulates it, several times slower than float32."""
    if cpuinfo is None:
        try:
            cpuinfo = Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace")
        except OSError:
            return False
    flags = set(re.findall(r"[a-z0-9_]+", " ".join(re.findall(r"(?m)^flags\s*:(.*)$", cpuinfo))))
    return bool(flags & {"avx512_bf16", "amx_bf16"})


def resolved_dtype(name: str) -> str:
    """``model.dtype`` with ``auto`` resolved: bfloat16 where the CPU has it natively (or CUDA),
    else float32."""
    if name != "auto":
        return name
    return "bfloat16" if cuda_available() or cpu_has_bf16() else "float32"


def torch_dtype(name: str) -> Any:
    import torch

    table = {"float32": torch.float32, "bfloat16": torch.bfloat16, "float16": torch.float16}
    return table[resolved_dtype(name)]


# --- base materialisation ---------------------------------------------------------------------
def materialize_base(cfg: ModelConfig, run_dir: Path) -> BaseModel:
    """Return the base as a Hugging Face directory, building it once where needed."""
    base = cfg.base
    if base.startswith("embedded:"):
        key = base.split(":", 1)[1]
        gguf = model_store.ensure_model(key)
        dtype = resolved_dtype(cfg.dtype)
        dest = model_store.cache_dir() / "hf-base" / f"{gguf.stem}-{dtype}"
        if not _complete(dest) and not _wait_for_main_process(dest):
            _dequantise_gguf(gguf, dest, dtype)
        return BaseModel(dest, base, gguf)
    if base == "tiny":
        dest = run_dir / "base"
        if not _complete(dest) and not _wait_for_main_process(dest):
            _build_tiny(cfg, dest)
        return BaseModel(dest, base, None)
    path = Path(base).expanduser()
    if not (path / "config.json").is_file():
        raise BackendUnavailable(
            f"model.base={base!r} is neither embedded:default, embedded:small, tiny nor a Hugging "
            f"Face model directory (no {path / 'config.json'}). Models cannot be downloaded here; "
            "point model.base at a local directory."
        )
    return BaseModel(path, base, None)


def _wait_for_main_process(dest: Path, timeout: float = 3600.0) -> bool:
    """Under `accelerate launch` only local rank 0 builds the base; the others wait for it."""
    if os.environ.get("LOCAL_RANK", "0") == "0":
        return False
    deadline = time.monotonic() + timeout
    while not _complete(dest):
        if time.monotonic() > deadline:
            raise BackendUnavailable(f"timed out waiting for rank 0 to build the base at {dest}")
        time.sleep(2.0)
    return True


def _complete(dest: Path) -> bool:
    if not (dest / BASE_INFO).is_file():
        return False
    _strip_quantization_config(dest)
    return True


def _strip_quantization_config(dest: Path) -> None:
    """A dequantised base must not claim to be GGUF-quantised (transformers refuses to train it)."""
    path = dest / "config.json"
    try:
        config = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return
    if isinstance(config, dict) and config.pop("quantization_config", None) is not None:
        path.write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")


def _mark_complete(dest: Path, info: dict[str, Any]) -> None:
    (dest / BASE_INFO).write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")


def load_tokenizer_from(spec: str) -> Any:
    """A tokenizer from ``embedded:<key>`` (read from the GGUF, cached as files) or a directory."""
    from transformers import AutoTokenizer

    if spec.startswith("embedded:"):
        gguf = model_store.ensure_model(spec.split(":", 1)[1])
        cached = model_store.cache_dir() / "tokenizers" / gguf.stem
        if not (cached / "tokenizer_config.json").is_file():
            tok = AutoTokenizer.from_pretrained(str(gguf.parent), gguf_file=gguf.name)
            tmp = cached.with_name(cached.name + ".tmp")
            shutil.rmtree(tmp, ignore_errors=True)
            tok.save_pretrained(str(tmp))
            shutil.rmtree(cached, ignore_errors=True)
            tmp.rename(cached)
        return AutoTokenizer.from_pretrained(str(cached))
    return AutoTokenizer.from_pretrained(str(Path(spec).expanduser()))


def _dequantise_gguf(gguf: Path, dest: Path, dtype: str) -> None:
    from transformers import AutoModelForCausalLM

    log.info("dequantising %s into a Hugging Face model at %s (once)", gguf.name, dest)
    start = time.perf_counter()
    loaded = AutoModelForCausalLM.from_pretrained(
        str(gguf.parent), gguf_file=gguf.name, dtype=torch_dtype(dtype)
    )
    # gguf-loaded models refuse save_pretrained (and training): rebuild a plain model with the
    # same, now dequantised, weights and no quantization_config.
    if hasattr(loaded.config, "quantization_config"):
        del loaded.config.quantization_config
    model = AutoModelForCausalLM.from_config(loaded.config, dtype=torch_dtype(dtype))
    model.load_state_dict(loaded.state_dict())
    del loaded
    tok = load_tokenizer_from(f"embedded:{_embedded_key(gguf)}")
    _set_generation_ids(model, tok)
    tmp = dest.with_name(dest.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    model.save_pretrained(str(tmp))
    tok.save_pretrained(str(tmp))
    _mark_complete(
        tmp, {"source": str(gguf), "dtype": dtype, "seconds": time.perf_counter() - start}
    )
    shutil.rmtree(dest, ignore_errors=True)
    tmp.rename(dest)


def _embedded_key(gguf: Path) -> str:
    for key in model_store.EMBEDDED_MODELS:
        if model_store.model_path(key).name == gguf.name:
            return key
    return "default"


def _build_tiny(cfg: ModelConfig, dest: Path) -> None:
    import torch
    from transformers import AutoModelForCausalLM, Qwen2Config

    tok = load_tokenizer_from(cfg.tokenizer or "embedded:small")
    t = cfg.tiny
    config = Qwen2Config(
        vocab_size=len(tok),
        hidden_size=t.hidden_size,
        intermediate_size=t.intermediate_size,
        num_hidden_layers=t.num_hidden_layers,
        num_attention_heads=t.num_attention_heads,
        num_key_value_heads=t.num_key_value_heads,
        max_position_embeddings=t.max_position_embeddings,
        tie_word_embeddings=True,
        bos_token_id=tok.bos_token_id,
        eos_token_id=tok.convert_tokens_to_ids("<|im_end|>"),
        pad_token_id=tok.pad_token_id,
    )
    torch.manual_seed(t.seed)
    model = AutoModelForCausalLM.from_config(config, dtype=torch_dtype(cfg.dtype))
    _set_generation_ids(model, tok)
    dest.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(str(dest))
    tok.save_pretrained(str(dest))
    _mark_complete(dest, {"source": "tiny", "dtype": cfg.dtype, "tiny": vars(t)})


def _set_generation_ids(model: Any, tok: Any) -> None:
    """Stop generation at the chat turn's end (<|im_end|>) as well as at end-of-text."""
    stops = [
        i for i in (tok.convert_tokens_to_ids("<|im_end|>"), tok.eos_token_id) if i is not None
    ]
    if stops:
        model.generation_config.eos_token_id = list(dict.fromkeys(stops))
    if tok.pad_token_id is not None:
        model.generation_config.pad_token_id = tok.pad_token_id


# --- loading for training -----------------------------------------------------------------------
def load_tokenizer(base: BaseModel) -> Any:
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(str(base.path))
    if tok.pad_token is None:
        tok.pad_token = tok.eos_token
    return tok


def load_trainable(
    base: BaseModel,
    cfg: ModelConfig,
    lora: LoraSettings,
    adapter: Path | None = None,
    *,
    gradient_checkpointing: bool = False,
) -> tuple[Any, Any]:
    """(PEFT model with a trainable LoRA adapter, tokenizer): a fresh adapter, or ``adapter``."""
    if backend_name(cfg.backend) == UNSLOTH:
        return _load_unsloth(base, cfg, lora, adapter)
    return _load_peft(base, cfg, lora, adapter, gradient_checkpointing)


def _load_peft(
    base: BaseModel,
    cfg: ModelConfig,
    lora: LoraSettings,
    adapter: Path | None,
    gradient_checkpointing: bool,
) -> tuple[Any, Any]:
    from peft import LoraConfig, PeftModel, get_peft_model
    from transformers import AutoModelForCausalLM

    tok = load_tokenizer(base)
    model = AutoModelForCausalLM.from_pretrained(str(base.path), dtype=torch_dtype(cfg.dtype))
    if gradient_checkpointing:
        model.gradient_checkpointing_enable()
        model.enable_input_require_grads()
    if adapter is not None:
        return PeftModel.from_pretrained(model, str(adapter), is_trainable=True), tok
    peft_cfg = LoraConfig(
        r=lora.r,
        lora_alpha=lora.alpha,
        lora_dropout=lora.dropout,
        target_modules=list(lora.target_modules),
        bias="none",
        task_type="CAUSAL_LM",
    )
    return get_peft_model(model, peft_cfg), tok


def _load_unsloth(
    base: BaseModel, cfg: ModelConfig, lora: LoraSettings, adapter: Path | None
) -> tuple[Any, Any]:  # pragma: no cover - needs a CUDA GPU
    try:
        from unsloth import FastLanguageModel
    except ImportError as exc:
        raise BackendUnavailable(
            f"Unsloth failed to import ({exc}): reinstall it, or set model.backend: peft to train "
            "with transformers + PEFT on the GPU."
        ) from exc
    model, tok = FastLanguageModel.from_pretrained(
        model_name=str(adapter or base.path),
        max_seq_length=cfg.max_seq_length,
        load_in_4bit=cfg.load_in_4bit,
        dtype=None,
    )
    if adapter is None:
        model = FastLanguageModel.get_peft_model(
            model,
            r=lora.r,
            lora_alpha=lora.alpha,
            lora_dropout=lora.dropout,
            target_modules=list(lora.target_modules),
            bias="none",
            use_gradient_checkpointing="unsloth",
        )
    else:
        for name, param in model.named_parameters():
            if "lora_" in name:
                param.requires_grad_(True)
    if tok.pad_token is None:
        tok.pad_token = tok.eos_token
    return model, tok


def threads_hint() -> None:
    """Use every core for torch on CPU (the default can be half of them), unless the user set
    OMP_NUM_THREADS (e.g. 1 beside an evaluation: oversubscribed torch threads slow it 3x)."""
    if cuda_available() or os.environ.get("OMP_NUM_THREADS", "").strip().isdigit():
        return
    import torch

    n = os.cpu_count() or 1
    if torch.get_num_threads() < n:
        torch.set_num_threads(n)
