"""AMX experiment (issue 19): does llama.cpp's AMX path read prompts faster on this Xeon?

The Makefile builds llama.cpp without AMX (an AMX build crashed every decode on 2026-11-23). This
script measures what AMX would give, outside the venv, in three steps:

1. ``build``: llama.cpp from the pinned llama-cpp-python sdist (pip download from PyPI), built
   with native flags (AMX included on a CPU that has it) as RelWithDebInfo (-O2; an -O3 build
   faults in the AMX kernel), target ``llama`` only, into
   ``runs/amx/llama.cpp/build/bin``; the binding loads it with ``LLAMA_CPP_LIB_PATH``.
2. ``convert``: the embedded Q4_K_M model rewritten with its Q4_K / Q5_K / Q6_K matrices as Q8_0
   (``runs/amx/<name>-q8_0.gguf``). Q8_0 holds the dequantised 4- and 6-bit weights almost
   exactly; llama.cpp's AMX kernels use tiles for Q8_0, while Q4_K goes through AVX-512 VNNI code.
   The token embedding stays as it is (the AMX buffer cannot take it).
3. ``measure``: one subprocess per (library, model) pair reads the same 733-token prompt twice
   from an empty context and decodes 96 tokens greedily, printing one JSON line each and a
   summary with ratios against the first pair (the venv's library and the embedded model).

    .venv/bin/python bench/amx.py build
    .venv/bin/python bench/amx.py convert
    .venv/bin/python bench/amx.py measure

Run it alone on the machine (two llama.cpp processes slow each other many times over).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

WORK = ROOT / "runs" / "amx"
LLAMA_CPP_PYTHON = "0.3.36"  # pinned in pyproject.toml
REWRITE_TYPES = ("Q4_K", "Q5_K", "Q6_K")


def amx_lib_dir() -> Path:
    return WORK / f"llama_cpp_python-{LLAMA_CPP_PYTHON}" / "vendor" / "llama.cpp" / "build" / "bin"


def build() -> int:
    cmake = shutil.which("cmake") or shutil.which("cmake", path=str(Path(sys.executable).parent))
    if cmake is None:
        print(
            "cmake not found: install it (`sudo apt-get install cmake build-essential`, or "
            "`.venv/bin/pip install cmake`) and run the build again",
            file=sys.stderr,
        )
        return 2
    WORK.mkdir(parents=True, exist_ok=True)
    sdist = WORK / f"llama_cpp_python-{LLAMA_CPP_PYTHON}.tar.gz"
    if not sdist.is_file():
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:",
             f"llama-cpp-python=={LLAMA_CPP_PYTHON}", "-d", str(WORK)],
            check=True,
        )  # fmt: skip
    src = WORK / f"llama_cpp_python-{LLAMA_CPP_PYTHON}"
    if not src.is_dir():
        subprocess.run(["tar", "xzf", str(sdist), "-C", str(WORK)], check=True)
    cpp = src / "vendor" / "llama.cpp"
    # RelWithDebInfo (-O2 -g) is the build measured in docs/benchmarks.md. Release (-O3) of the
    # same sources, like pip's default build, dies with SIGILL at the first AMX tile instruction
    # (`tilezero`) on this Xeon (2026-11-27): do not change it without that check.
    subprocess.run(
        [cmake, "-B", "build", "-DCMAKE_BUILD_TYPE=RelWithDebInfo", "-DGGML_NATIVE=ON",
         "-DLLAMA_CURL=OFF", "-DLLAMA_OPENSSL=OFF", "-DLLAMA_BUILD_TESTS=OFF"],
        cwd=cpp, check=True,
    )  # fmt: skip
    jobs = str(os.cpu_count() or 2)
    subprocess.run(
        [cmake, "--build", "build", "-j", jobs, "--target", "llama"], cwd=cpp, check=True
    )
    lib = amx_lib_dir() / "libggml-cpu.so"
    has_amx = b"ggml_backend_amx_buffer_type" in lib.read_bytes()
    print(json.dumps({"lib": str(amx_lib_dir()), "amx_compiled_in": has_amx}))
    return 0 if has_amx else 1


def convert(source: Path, dest: Path) -> None:
    """Write ``source`` with its K-quant matrices as Q8_0 (metadata and other tensors as they are)."""
    import gguf
    from gguf.quants import dequantize, quantize

    reader = gguf.GGUFReader(source)
    arch_field = reader.fields["general.architecture"]
    arch = bytes(arch_field.parts[arch_field.data[0]]).decode()
    tmp = dest.with_suffix(".partial")
    writer = gguf.GGUFWriter(tmp, arch)
    for name, field in reader.fields.items():
        if name.startswith("GGUF.") or name == "general.architecture":
            continue
        vtype = field.types[0]
        if vtype == gguf.GGUFValueType.ARRAY:
            sub = field.types[-1]
            if sub == gguf.GGUFValueType.STRING:
                items: list[object] = [bytes(field.parts[i]).decode("utf-8") for i in field.data]
            else:
                items = [field.parts[i].tolist()[0] for i in field.data]
            writer.add_key_value(name, items, vtype, sub_type=sub)
        elif vtype == gguf.GGUFValueType.STRING:
            writer.add_key_value(name, bytes(field.parts[field.data[0]]).decode("utf-8"), vtype)
        else:
            writer.add_key_value(name, field.parts[field.data[0]].tolist()[0], vtype)
    rewrite = {getattr(gguf.GGMLQuantizationType, t) for t in REWRITE_TYPES}
    target = gguf.GGMLQuantizationType.Q8_0
    for tensor in reader.tensors:
        shape = [int(n) for n in reversed(tensor.shape)]
        if tensor.tensor_type in rewrite and tensor.name != "token_embd.weight" and len(shape) == 2:
            weights = dequantize(tensor.data, tensor.tensor_type).reshape(shape)
            writer.add_tensor(tensor.name, quantize(weights, target), raw_dtype=target)
        else:
            writer.add_tensor(tensor.name, tensor.data, raw_dtype=tensor.tensor_type)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    tmp.replace(dest)


def prompt_text() -> tuple[str, str]:
    notes = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")[:3000]
    system = "You write Manim Community Edition scenes."
    user = f"Reference notes:\n{notes}\n\nWrite a scene: a red circle turns into a blue square."
    return system, user


def child(model: str, threads: int, mmap: bool = True) -> int:
    """One measurement in this process (the library is whatever LLAMA_CPP_LIB_PATH names)."""
    from llama_cpp import Llama

    from server.backends.llama_cpp import _extra_buffer_types, use_extra_buffer_types

    with _extra_buffer_types(use_extra_buffer_types()):
        llm = Llama(
            model_path=model,
            n_ctx=4096,
            n_threads=threads,
            n_threads_batch=threads,
            use_mmap=mmap,
            verbose=False,
        )
    system, user = prompt_text()
    chat = (
        f"<|im_start|>system\n{system}<|im_end|>\n<|im_start|>user\n{user}<|im_end|>\n"
        "<|im_start|>assistant\n"
    )
    tokens = llm.tokenize(chat.encode(), special=True)
    reads = []
    for _ in range(2):
        llm.reset()  # the next eval starts at position 0 and drops the cells after it
        start = time.perf_counter()
        llm.eval(tokens)
        reads.append(time.perf_counter() - start)
    out: list[int] = []
    start = time.perf_counter()
    for tok in llm.generate(tokens, temp=0.0, top_k=1, reset=True):
        if tok == llm.token_eos() or len(out) >= 96:
            break
        out.append(tok)
    decode_s = time.perf_counter() - start
    with open("/proc/self/status", encoding="utf-8") as fh:
        rss = next(int(ln.split()[1]) for ln in fh if ln.startswith("VmHWM")) / 1024
    print(json.dumps({
        "prompt_tokens": len(tokens), "read_s": [round(r, 3) for r in reads],
        "decode_96_s": round(decode_s, 3), "peak_rss_mb": round(rss),
        "text": llm.detokenize(out).decode("utf-8", "replace"),
    }))  # fmt: skip
    return 0


def measure(pairs: list[tuple[str, str]], threads: int, mmap: bool = True) -> int:
    rows = []
    for lib, model in pairs:
        env = dict(os.environ)
        env.pop("LLAMA_CPP_LIB_PATH", None)
        if lib != "venv":
            env["LLAMA_CPP_LIB_PATH"] = lib
            env["MANIM_AGENT_LLAMA_EXTRA_BUFFERS"] = "1"
        proc = subprocess.run(
            [sys.executable, __file__, "child", "--model", model, "--threads", str(threads)]
            + ([] if mmap else ["--no-mmap"]),
            env=env, capture_output=True, text=True,
        )  # fmt: skip
        if proc.returncode != 0:
            row = {"lib": lib, "model": model, "error": proc.stderr[-2000:], "rc": proc.returncode}
        else:
            row = {"lib": lib, "model": model, **json.loads(proc.stdout.strip().splitlines()[-1])}
        rows.append(row)
        print(json.dumps({k: v for k, v in row.items() if k != "text"}), flush=True)
    base = rows[0]
    summary: dict[str, object] = {
        "load_avg": os.getloadavg()[0], "threads": threads,
        "processes": len(rows), "failed": sum("error" in row for row in rows),
    }  # fmt: skip
    for i, row in enumerate(rows[1:], start=1):
        if "error" in row or "error" in base:
            continue
        lib = "venv" if row["lib"] == "venv" else "amx"
        key = f"{i}:{lib}:{Path(row['model']).name}"
        summary[key] = {
            "read_speedup": round(min(base["read_s"]) / min(row["read_s"]), 2),
            "decode_speedup": round(base["decode_96_s"] / row["decode_96_s"], 2),
            "same_text": row["text"] == base["text"],
            "peak_rss_mb": row["peak_rss_mb"],
        }
    print(json.dumps(summary))
    return 0


def main() -> int:
    from server import model_store

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("step", choices=["build", "convert", "measure", "child"])
    ap.add_argument("--model", default=None, help="GGUF path (default: the embedded default)")
    ap.add_argument("--threads", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--no-mmap", action="store_true", help="read the model into memory, not mapped")
    ap.add_argument(
        "--amx-lib", default=None, help="folder of the AMX build's libraries (default: build's)"
    )
    ap.add_argument(
        "--pairs", nargs="+", default=["venv:q4", "amx:q4", "amx:q8", "venv:q8"],
        help="library:model pairs to measure in order, ratios against the first "
        "(library venv or amx, model q4 = --model, q8 = its Q8_0 copy); repeat a pair to check "
        "that repeated processes do not crash",
    )  # fmt: skip
    args = ap.parse_args()
    if args.step == "build":  # needs no model
        return build()
    model = Path(args.model) if args.model else model_store.ensure_model("default")
    q8 = WORK / (model.stem + "-q8_0.gguf")
    if args.step == "convert":
        WORK.mkdir(parents=True, exist_ok=True)
        convert(model, q8)
        print(json.dumps({"written": str(q8), "bytes": q8.stat().st_size}))
        return 0
    if args.step == "child":
        return child(str(model), args.threads, mmap=not args.no_mmap)
    libs = {"venv": "venv", "amx": args.amx_lib or str(amx_lib_dir())}
    models = {"q4": str(model), "q8": str(q8)}
    try:
        pairs = [(libs[p.split(":")[0]], models[p.split(":")[1]]) for p in args.pairs]
    except (KeyError, IndexError):
        ap.error(f"--pairs takes venv|amx:q4|q8, got {args.pairs}")
    return measure(pairs, args.threads, mmap=not args.no_mmap)


if __name__ == "__main__":
    raise SystemExit(main())
