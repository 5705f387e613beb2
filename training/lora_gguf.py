"""A LoRA GGUF (llama.cpp's ``convert_lora_to_gguf.py``) back into a PEFT adapter directory.

Our best adapters are committed only as the GGUF files the export stage wrote (the PEFT folders
were left on the machines that trained them). GRPO's update runs in torch + PEFT, so starting it
from such an adapter (``grpo.start: path/to/adapter-f16.gguf``) needs the inverse conversion.

What ``convert_lora_to_gguf.py`` does, and what is undone here:

- **Names.** Each PEFT pair ``base_model.model.<module>.lora_A.weight`` / ``.lora_B.weight``
  becomes the base tensor's name (``<module>.weight``) mapped to llama.cpp's
  (``convert_hf_to_gguf``'s tensor map: ``model.layers.3.self_attn.q_proj.weight`` ->
  ``blk.3.attn_q.weight``) with ``.lora_a`` / ``.lora_b`` appended. The inverse map is built
  from the base's own weight names through gguf's tensor map for the GGUF's architecture.
- **Shapes.** A (r x in) and B (out x r) are written in torch's row-major order, so the GGUF's
  dimensions are (in, r) and (r, out) (ggml lists the fastest-varying one first) and a reader's
  array has the torch shape again: no transpose (the converter transposes only a token
  embedding's A, which our adapters never have). For Qwen2 the converter reorders nothing: its
  ``modify_tensors`` only renames (Llama's q/k row permutation is not undone here, so only the
  architectures in ``SUPPORTED_ARCHS`` are accepted).
- **Scaling.** The tensors are not scaled; ``lora_alpha`` goes into ``adapter.lora.alpha`` and
  llama.cpp applies ``alpha / r`` (r = B's columns), or 1 when the alpha is 0 or missing. The
  PEFT config gets that alpha back (``alpha = r`` for a GGUF without one: the same scale).
- **Types.** ``--outtype`` f16 / bf16 / q8_0 / f32; the tensors are written back as float32
  (what PEFT saves for a float32 model), so f16 -> f32 -> f16 is exact.

``python -m training.lora_gguf ADAPTER.gguf --base HF_BASE_DIR --out DIR`` runs it by hand.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import logging
import struct
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

ADAPTER_CONFIG = "adapter_config.json"
ADAPTER_WEIGHTS = "adapter_model.safetensors"
SOURCE_INFO = "manim_agent_from_gguf.json"  # where the adapter came from (written last)
SUPPORTED_ARCHS = ("qwen2",)  # converters that only rename the attention/MLP weights
_A, _B = ".lora_a", ".lora_b"


class LoraGGUFError(ValueError):
    """The file is not a LoRA GGUF, or it does not fit the base model; the message says which."""


@dataclass
class LoraGGUF:
    """A LoRA GGUF's contents: per base tensor (llama.cpp's name) its A (r x in), B (out x r)."""

    path: Path
    arch: str
    alpha: float  # 0.0 when the file has none (llama.cpp then scales by 1)
    pairs: dict[str, tuple[Any, Any]] = field(default_factory=dict)
    types: set[str] = field(default_factory=set)

    @property
    def rank(self) -> int:
        ranks = {int(b.shape[1]) for _, b in self.pairs.values()}
        if len(ranks) != 1:
            raise LoraGGUFError(
                f"{self.path}: the LoRA pairs have different ranks {sorted(ranks)}; only one rank "
                "for every module is supported"
            )
        return ranks.pop()

    @property
    def peft_alpha(self) -> float:
        """The ``lora_alpha`` that gives PEFT llama.cpp's scale (alpha / r, or 1 without one)."""
        return self.alpha if self.alpha else float(self.rank)


def _field(reader: Any, key: str) -> Any:
    """A scalar or string metadata value of a GGUFReader, or None."""
    import gguf

    f = reader.fields.get(key)
    if f is None or not f.types:
        return None
    if f.types[0] == gguf.GGUFValueType.STRING:
        return bytes(f.parts[f.data[0]]).decode("utf-8")
    if f.types[0] == gguf.GGUFValueType.ARRAY:
        return None
    return f.parts[f.data[0]].tolist()[0]


def _open_lora(path: Path) -> Any:
    """A GGUFReader on ``path`` once it is known to be a LoRA adapter GGUF."""
    import gguf

    path = Path(path)
    if not path.is_file():
        raise LoraGGUFError(f"{path}: no such file")
    try:
        reader = gguf.GGUFReader(path)
    except (ValueError, KeyError, OSError) as exc:
        raise LoraGGUFError(f"{path} is not a GGUF file ({exc})") from None
    kind, adapter = _field(reader, "general.type"), _field(reader, "adapter.type")
    if kind != "adapter" or adapter != "lora":
        what = f"general.type {kind!r}" + (f", adapter.type {adapter!r}" if adapter else "")
        raise LoraGGUFError(
            f"{path} is not a LoRA adapter GGUF ({what}; a model GGUF holds the whole model). "
            "Give the adapter-*.gguf that convert_lora_to_gguf.py / the export stage wrote."
        )
    return reader


def describe(path: Path) -> dict[str, Any]:
    """A LoRA GGUF's architecture, alpha and tensor count from its header (no weights read);
    a file that is not one is a LoraGGUFError naming what it is."""
    reader = _open_lora(path)
    arch = str(_field(reader, "general.architecture") or "")
    _check_arch(Path(path), arch)
    return {
        "arch": arch,
        "alpha": float(_field(reader, "adapter.lora.alpha") or 0.0),
        "tensors": len(reader.tensors),
    }


def read_lora_gguf(path: Path) -> LoraGGUF:
    """Read a LoRA GGUF's pairs; a file that is not one is a LoraGGUFError naming what it is."""
    import gguf
    import numpy as np
    from gguf.quants import dequantize

    path = Path(path)
    reader = _open_lora(path)
    arch = str(_field(reader, "general.architecture") or "")
    alpha = float(_field(reader, "adapter.lora.alpha") or 0.0)
    halves: dict[str, dict[str, Any]] = {}
    types: set[str] = set()
    for t in reader.tensors:
        name = str(t.name)
        suffix = _A if name.endswith(_A) else _B if name.endswith(_B) else None
        if suffix is None:
            raise LoraGGUFError(
                f"{path}: tensor {name!r} is not a LoRA A or B matrix (an adapter with norms or "
                "embeddings, e.g. from mergekit, is not supported)"
            )
        shape = tuple(int(n) for n in reversed(t.shape.tolist()))  # torch order
        if t.tensor_type in (gguf.GGMLQuantizationType.F32, gguf.GGMLQuantizationType.F16):
            data = np.asarray(t.data, dtype=np.float32)
        else:
            data = dequantize(t.data, t.tensor_type)
        types.add(gguf.GGMLQuantizationType(t.tensor_type).name)
        halves.setdefault(name[: -len(suffix)], {})[suffix] = data.reshape(shape).copy()
    pairs: dict[str, tuple[Any, Any]] = {}
    for base, half in sorted(halves.items()):
        if _A not in half or _B not in half:
            missing = _B if _A in half else _A
            raise LoraGGUFError(f"{path}: {base}{missing} is missing (a LoRA pair needs A and B)")
        a, b = half[_A], half[_B]
        if a.ndim != 2 or b.ndim != 2 or a.shape[0] != b.shape[1]:
            raise LoraGGUFError(
                f"{path}: {base} has A {tuple(a.shape)} and B {tuple(b.shape)}, not (r, in) and "
                "(out, r)"
            )
        pairs[base] = (a, b)
    if not pairs:
        raise LoraGGUFError(f"{path}: the LoRA GGUF holds no tensors")
    return LoraGGUF(path, arch, alpha, pairs, types)


def _check_arch(path: Path, arch: str) -> None:
    if arch not in SUPPORTED_ARCHS:
        raise LoraGGUFError(
            f"{path}: architecture {arch!r} is not supported (only {', '.join(SUPPORTED_ARCHS)}, "
            "whose GGUF converter renames the weights without reordering their rows)"
        )


# --- the base ------------------------------------------------------------------------------------
def _safetensors_shapes(path: Path) -> dict[str, tuple[int, ...]]:
    """Tensor names and shapes from a safetensors file's header (no weights read)."""
    with path.open("rb") as fh:
        (n,) = struct.unpack("<Q", fh.read(8))
        header = json.loads(fh.read(n))
    return {k: tuple(v["shape"]) for k, v in header.items() if k != "__metadata__"}


def base_weight_shapes(base_dir: Path) -> dict[str, tuple[int, ...]]:
    """The Hugging Face base's 2-D weight names and shapes (one file or an indexed shard set)."""
    base_dir = Path(base_dir)
    index = base_dir / "model.safetensors.index.json"
    if index.is_file():
        shards = sorted(set(json.loads(index.read_text(encoding="utf-8"))["weight_map"].values()))
        files = [base_dir / s for s in shards]
    else:
        files = sorted(base_dir.glob("*.safetensors"))
    if not files:
        raise LoraGGUFError(f"no safetensors weights in {base_dir} (the Hugging Face base)")
    shapes: dict[str, tuple[int, ...]] = {}
    for f in files:
        shapes.update(_safetensors_shapes(f))
    return {k: s for k, s in shapes.items() if k.endswith(".weight") and len(s) == 2}


def _gguf_to_hf_names(arch: str, hf_names: list[str], n_blocks: int) -> dict[str, str]:
    """llama.cpp's name of each base weight (``blk.3.attn_q.weight``) -> its HF name."""
    import gguf

    archs = {name: key for key, name in gguf.MODEL_ARCH_NAMES.items()}
    if arch not in archs:
        raise LoraGGUFError(f"gguf does not know the architecture {arch!r}")
    tmap = gguf.get_tensor_name_map(archs[arch], n_blocks)
    out: dict[str, str] = {}
    for hf in hf_names:
        name = tmap.get_name(hf, try_suffixes=(".weight",))
        if name is not None:
            out[name] = hf
    return out


# --- conversion ----------------------------------------------------------------------------------
def peft_state(lora: LoraGGUF, base_dir: Path) -> tuple[dict[str, Any], list[str]]:
    """PEFT's tensors (``base_model.model.<module>.lora_A.weight`` -> array) and target modules,
    each pair checked against the base weight it adapts."""
    _check_arch(lora.path, lora.arch)
    config = json.loads((Path(base_dir) / "config.json").read_text(encoding="utf-8"))
    shapes = base_weight_shapes(base_dir)
    names = _gguf_to_hf_names(lora.arch, sorted(shapes), int(config["num_hidden_layers"]))
    state: dict[str, Any] = {}
    modules: list[str] = []
    for gg, (a, b) in lora.pairs.items():
        hf = names.get(gg)
        if hf is None:
            raise LoraGGUFError(
                f"{lora.path}: {gg} has no weight in the base {base_dir} "
                f"({config.get('num_hidden_layers')} layers): the adapter was made for another model"
            )
        out_f, in_f = shapes[hf]
        if a.shape[1] != in_f or b.shape[0] != out_f:
            raise LoraGGUFError(
                f"{lora.path}: {gg} has A {tuple(a.shape)} and B {tuple(b.shape)}, which do not "
                f"fit the base weight {hf} {(out_f, in_f)} of {base_dir}: the adapter was made for "
                "another model (check model.base)"
            )
        module = hf[: -len(".weight")]
        modules.append(module)
        state[f"base_model.model.{module}.lora_A.weight"] = a
        state[f"base_model.model.{module}.lora_B.weight"] = b
    return state, target_modules(modules, int(config["num_hidden_layers"]))


def target_modules(modules: list[str], n_blocks: int) -> list[str]:
    """The leaf names (``q_proj``) when every layer has each of them, else the full module paths
    (PEFT matches both; a leaf name would add fresh LoRA to layers the GGUF leaves alone)."""
    leaves: dict[str, int] = {}
    for m in modules:
        leaves[m.rsplit(".", 1)[-1]] = leaves.get(m.rsplit(".", 1)[-1], 0) + 1
    layered = all(".layers." in m for m in modules)
    if layered and all(n == n_blocks for n in leaves.values()):
        return sorted(leaves)
    return sorted(modules)


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def converted_from(dest: Path) -> dict[str, Any]:
    """The record a finished conversion left in ``dest`` ({} when there is none)."""
    try:
        data = json.loads((Path(dest) / SOURCE_INFO).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def convert(gguf_path: Path, base_dir: Path, dest: Path) -> dict[str, Any]:
    """Write ``dest/adapter_config.json`` + ``adapter_model.safetensors`` for ``base_dir`` from
    the LoRA GGUF; returns (and writes last, as ``manim_agent_from_gguf.json``) the record."""
    import numpy as np
    from peft import LoraConfig
    from safetensors.numpy import save_file

    t0 = time.perf_counter()
    gguf_path, base_dir, dest = Path(gguf_path), Path(base_dir), Path(dest)
    lora = read_lora_gguf(gguf_path)
    state, targets = peft_state(lora, base_dir)
    dest.mkdir(parents=True, exist_ok=True)
    (dest / SOURCE_INFO).unlink(missing_ok=True)
    alpha: Any = int(lora.peft_alpha) if lora.peft_alpha.is_integer() else lora.peft_alpha
    config = LoraConfig(
        r=lora.rank,
        lora_alpha=alpha,  # PEFT's type says int; a fractional alpha scales as well
        lora_dropout=0.0,
        target_modules=targets,
        bias="none",
        task_type="CAUSAL_LM",
        base_model_name_or_path=str(base_dir),
    )
    config.save_pretrained(str(dest))
    save_file(
        {k: np.ascontiguousarray(v, dtype=np.float32) for k, v in state.items()},
        str(dest / ADAPTER_WEIGHTS),
        metadata={"format": "pt"},
    )
    info = {
        "source": str(gguf_path.resolve()),
        "source_sha256": _sha256(gguf_path),
        "source_bytes": gguf_path.stat().st_size,
        "base": str(base_dir),
        "arch": lora.arch,
        "gguf_types": sorted(lora.types),
        "r": lora.rank,
        "alpha": lora.peft_alpha,
        "alpha_in_gguf": lora.alpha or None,
        "modules": len(lora.pairs),
        "target_modules": targets,
        "seconds": round(time.perf_counter() - t0, 3),
    }
    (dest / SOURCE_INFO).write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
    log.info(
        "converted %s (%d modules, r %d, alpha %g) into the PEFT adapter %s in %.1f s",
        gguf_path,
        len(lora.pairs),
        lora.rank,
        lora.peft_alpha,
        dest,
        info["seconds"],
    )
    return info


def ensure_converted(gguf_path: Path, base_dir: Path, dest: Path) -> Path:
    """``dest`` as the PEFT form of ``gguf_path``: converted once, again only when the GGUF's
    bytes or the base changed."""
    done = converted_from(dest)
    if (
        done.get("source_sha256") == _sha256(Path(gguf_path))
        and done.get("base") == str(base_dir)
        and (Path(dest) / ADAPTER_WEIGHTS).is_file()
    ):
        log.info("%s: converted before into %s", gguf_path, dest)
        return Path(dest)
    convert(gguf_path, base_dir, dest)
    return Path(dest)


def starting_adapter(start: Path, base_dir: Path, converted: Path, *, key: str) -> Path:
    """The PEFT adapter a stage's ``key`` (``grpo.start``, ``pref.start``) names: a PEFT folder as
    it is, a LoRA GGUF converted into ``converted`` (once; again only when the GGUF or the base
    changed). A GGUF that is not a LoRA of ``base_dir`` stops the stage with that said."""
    from training.paths import StageInputMissing

    if start.is_dir():
        return start
    try:
        return ensure_converted(start, base_dir, converted)
    except LoraGGUFError as exc:
        raise StageInputMissing(
            f"{key}: {exc}. The GGUF must be a LoRA of model.base ({base_dir})."
        ) from None


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="python -m training.lora_gguf",
        description="Convert a LoRA GGUF (convert_lora_to_gguf.py's output) into a PEFT adapter.",
    )
    p.add_argument("gguf", type=Path, help="the LoRA adapter GGUF")
    p.add_argument("--base", type=Path, required=True, help="the Hugging Face base model folder")
    p.add_argument("--out", type=Path, required=True, help="the PEFT adapter folder to write")
    args = p.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    try:
        info = convert(args.gguf, args.base, args.out)
    except LoraGGUFError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(info, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
