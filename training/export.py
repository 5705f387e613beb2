"""The export stage: the trained LoRA adapter -> GGUF that llama.cpp (and so the server) loads.

- ``convert_lora_to_gguf.py`` turns the PEFT adapter into ``export/adapter-<type>.gguf``; it
  applies to the embedded GGUF (or, for other bases, to ``export/base-f16.gguf`` made with
  ``convert_hf_to_gguf.py``).
- ``export.merge``: the adapter merged into the base, converted, and quantised to Q4_K_M with
  ``llama_cpp.llama_model_quantize`` into ``export/model-<quant>.gguf``.
- Last, llama.cpp loads the result through the server's own backend and generates a few tokens.

The converters come from the llama-cpp-python sdist of the installed version, fetched through pip
(``pip download --no-binary``) once and extracted into the cache - never from GitHub.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from importlib import metadata
from pathlib import Path
from typing import Any

from server.models import store as model_store
from training.config import TrainConfig
from training.paths import RunPaths, StageInputMissing

log = logging.getLogger(__name__)

CONVERTERS_ENV = "MANIM_AGENT_LLAMA_CONVERTERS"
_MEMBERS = ("convert_hf_to_gguf.py", "convert_lora_to_gguf.py", "conversion/", "gguf-py/")


class ExportError(RuntimeError):
    """A conversion step failed; the message carries the converter's last lines."""


# --- converters -------------------------------------------------------------------------------
def converters_dir(configured: str = "") -> Path:
    """The folder holding convert_*.py (+ conversion/, gguf-py/), fetched on first use."""
    if configured or os.environ.get(CONVERTERS_ENV):
        path = Path(configured or os.environ[CONVERTERS_ENV]).expanduser()
        if not (path / "convert_lora_to_gguf.py").is_file():
            raise ExportError(f"no convert_lora_to_gguf.py in {path} (export.converters_dir)")
        return path
    version = metadata.version("llama_cpp_python")
    dest = model_store.cache_dir() / "llama-cpp-converters" / version
    if (dest / ".complete").is_file():
        return dest
    log.info(
        "fetching the llama.cpp converters from the llama-cpp-python %s sdist via pip (once)",
        version,
    )
    with tempfile.TemporaryDirectory(prefix="lcpp-sdist-") as tmp:
        cmd = [
            sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:",
            "--disable-pip-version-check", "-q", f"llama-cpp-python=={version}", "-d", tmp,
        ]  # fmt: skip
        proc = subprocess.run(cmd, capture_output=True, text=True)
        sdists = list(Path(tmp).glob("llama_cpp_python-*.tar.gz"))
        if proc.returncode != 0 or not sdists:
            raise ExportError(
                "could not fetch the llama-cpp-python sdist through pip "
                f"({' '.join(cmd)}):\n{_tail(proc.stderr or proc.stdout)}\n"
                f"Alternatively set ${CONVERTERS_ENV} to an extracted llama.cpp folder."
            )
        staging = dest.with_name(dest.name + ".tmp")
        shutil.rmtree(staging, ignore_errors=True)
        staging.mkdir(parents=True)
        _extract_converters(sdists[0], staging)
        (staging / ".complete").write_text(version + "\n", encoding="utf-8")
        shutil.rmtree(dest, ignore_errors=True)
        staging.rename(dest)
    return dest


def _extract_converters(sdist: Path, dest: Path) -> None:
    with tarfile.open(sdist, "r:gz") as tar:
        for member in tar.getmembers():
            parts = member.name.split("/vendor/llama.cpp/", 1)
            if len(parts) != 2 or not member.isfile():
                continue
            rel = parts[1]
            if not any(rel == m or (m.endswith("/") and rel.startswith(m)) for m in _MEMBERS):
                continue
            target = dest / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            src = tar.extractfile(member)
            if src is not None:
                target.write_bytes(src.read())


def run_converter(script: Path, args: list[str]) -> None:
    env = dict(os.environ, HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1")
    proc = subprocess.run(
        [sys.executable, str(script), *args], capture_output=True, text=True, env=env
    )
    if proc.returncode != 0:
        raise ExportError(f"{script.name} failed:\n{_tail(proc.stderr or proc.stdout)}")


def _tail(text: str, n: int = 15) -> str:
    return "\n".join(text.strip().splitlines()[-n:])


# --- stage --------------------------------------------------------------------------------------
def pick_adapter(cfg: TrainConfig, paths: RunPaths, command: str) -> tuple[str, Path]:
    wanted = cfg.export.source
    order = ["pref", "grpo", "sft"] if wanted == "auto" else [wanted]
    for stage in order:
        adapter = paths.adapter(stage)
        if (adapter / "adapter_config.json").is_file():
            return stage, adapter
    names = {"sft": "SFT", "grpo": "GRPO", "pref": "preference"}
    which = (
        "an SFT, GRPO or preference adapter" if wanted == "auto" else f"the {names[wanted]} adapter"
    )
    first = "sft" if wanted == "auto" else wanted
    raise StageInputMissing(
        f"export needs {which} under {paths.root} and found none. "
        f"Run `{command} --stage {first}` first (or `--stage all`)."
    )


def run(
    cfg: TrainConfig, paths: RunPaths, *, command: str = "python -m training"
) -> dict[str, Any]:
    stage, adapter = pick_adapter(cfg, paths, command)
    info = json.loads((adapter / "manim_agent_adapter.json").read_text(encoding="utf-8"))
    base_dir = Path(info["base"]["path"])
    base_gguf = Path(info["base"]["gguf"]) if info["base"].get("gguf") else None
    if not (base_dir / "config.json").is_file():
        raise StageInputMissing(
            f"the adapter's base model {base_dir} is gone; run `{command} --stage sft` again "
            "(it rebuilds the base)"
        )
    e = cfg.export
    out = paths.export
    out.mkdir(parents=True, exist_ok=True)
    conv = converters_dir(e.converters_dir)
    timings: dict[str, float] = {}

    t0 = time.perf_counter()
    adapter_gguf = out / f"adapter-{e.adapter_outtype}.gguf"
    run_converter(
        conv / "convert_lora_to_gguf.py",
        [str(adapter), "--base", str(base_dir), "--outfile", str(adapter_gguf),
         "--outtype", e.adapter_outtype],
    )  # fmt: skip
    timings["adapter_s"] = time.perf_counter() - t0

    if base_gguf is None:  # tiny or Hugging Face base: llama.cpp needs a GGUF of it too
        t0 = time.perf_counter()
        base_gguf = out / "base-f16.gguf"
        run_converter(
            conv / "convert_hf_to_gguf.py",
            [str(base_dir), "--outfile", str(base_gguf), "--outtype", "f16"],
        )
        timings["base_s"] = time.perf_counter() - t0

    merged: Path | None = None
    if e.merge:
        t0 = time.perf_counter()
        merged = merge_and_quantize(cfg, base_dir, adapter, out, conv)
        timings["merge_s"] = time.perf_counter() - t0

    t0 = time.perf_counter()
    check = check_with_llama_cpp(base_gguf, adapter_gguf, e.check_tokens)
    if merged is not None:
        check["merged"] = check_with_llama_cpp(merged, None, e.check_tokens)
    timings["check_s"] = time.perf_counter() - t0

    summary = {
        "stage": stage,
        "adapter_dir": str(adapter),
        "adapter_gguf": str(adapter_gguf),
        "adapter_bytes": adapter_gguf.stat().st_size,
        "base_gguf": str(base_gguf),
        "merged_gguf": str(merged) if merged else None,
        "converters": str(conv),
        "check": check,
        "timings_s": {k: round(v, 1) for k, v in timings.items()},
    }
    (out / "export.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    paths.mark_done("export", summary)
    return summary


def merge_and_quantize(
    cfg: TrainConfig, base_dir: Path, adapter: Path, out: Path, conv: Path
) -> Path:
    """Merge the adapter into the base, convert to f16 GGUF, quantise (``export.quantize``)."""
    from peft import PeftModel
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from training.backend import torch_dtype

    merged_dir = out / "merged-hf"
    model = AutoModelForCausalLM.from_pretrained(str(base_dir), dtype=torch_dtype(cfg.model.dtype))
    model = PeftModel.from_pretrained(model, str(adapter)).merge_and_unload()
    model.save_pretrained(str(merged_dir))
    AutoTokenizer.from_pretrained(str(adapter)).save_pretrained(str(merged_dir))
    del model
    f16 = out / "model-f16.gguf"
    run_converter(
        conv / "convert_hf_to_gguf.py", [str(merged_dir), "--outfile", str(f16), "--outtype", "f16"]
    )
    shutil.rmtree(merged_dir, ignore_errors=True)
    quant = cfg.export.quantize
    if not quant:
        return f16
    target = out / f"model-{quant}.gguf"
    quantize(f16, target, quant)
    f16.unlink()
    return target


def quantize(src: Path, dest: Path, kind: str) -> None:
    """llama.cpp's own quantiser through the binding (e.g. Q4_K_M)."""
    import llama_cpp

    ftype = getattr(llama_cpp, f"LLAMA_FTYPE_MOSTLY_{kind.upper()}", None)
    if ftype is None:
        raise ExportError(f"unknown quantisation {kind!r} (export.quantize), e.g. Q4_K_M or Q8_0")
    params = llama_cpp.llama_model_quantize_default_params()
    params.ftype = ftype
    params.nthread = os.cpu_count() or 1
    rc = llama_cpp.llama_model_quantize(str(src).encode(), str(dest).encode(), params)
    if rc != 0:
        raise ExportError(f"llama_model_quantize({src.name} -> {kind}) returned {rc}")


def check_with_llama_cpp(model: Path, lora: Path | None, tokens: int) -> dict[str, Any]:
    """Load through the server's LlamaCppBackend and generate ``tokens`` tokens: the proof the
    server can use what we exported."""
    from server.backends.base import GenerationParams
    from server.backends.llama_cpp import LlamaCppBackend
    from server.prompts import generation_messages

    t0 = time.perf_counter()
    llm = LlamaCppBackend(model, lora_path=lora, n_ctx=2048)
    done = llm.chat(
        generation_messages("A blue circle appears."),
        GenerationParams(max_tokens=max(1, tokens), temperature=0.0, seed=0),
    )
    return {
        "model": str(model),
        "lora": str(lora) if lora else None,
        "completion_tokens": done.completion_tokens,
        "text": done.text[:200],
        "seconds": round(time.perf_counter() - t0, 2),
    }
