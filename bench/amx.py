"""AMX measurement (issue 19): how much faster llama.cpp's AMX path reads prompts on this CPU.

The server uses the AMX path by itself where `python -m server model fetch` prepared and checked
it (server/models/accel.py). This script measures it against the venv's library, outside the cache, in
three steps:

1. ``build``: the server's recipe (``server.models.accel.build_library``: the pinned llama-cpp-python
   sdist, native flags, RelWithDebInfo, since an -O3 build faults in the AMX kernel), into
   ``runs/amx/llama_cpp_python-<version>/vendor/llama.cpp/build/bin``; the binding loads it with
   ``LLAMA_CPP_LIB_PATH``.
2. ``convert``: the embedded Q4_K_M model with its Q4_K / Q5_K / Q6_K matrices as Q8_0
   (``server.models.accel.convert_q8``, into ``runs/amx/<name>-q8_0.gguf``).
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
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from server.models import accel  # noqa: E402

WORK = ROOT / "runs" / "amx"


def amx_lib_dir() -> Path:
    return accel.lib_dir_of(WORK / f"llama_cpp_python-{accel.LLAMA_CPP_PYTHON}")


def build() -> int:
    """The server's AMX build recipe (server/models/accel.py), into runs/amx instead of the cache."""
    try:
        lib = accel.build_library(WORK, progress=lambda m: print(m, file=sys.stderr))
    except accel.AccelError as exc:
        print(str(exc), file=sys.stderr)
        return 1
    print(json.dumps({"lib": str(lib), "amx_compiled_in": accel.library_ready(lib)}))
    return 0


def prompt_text() -> tuple[str, str]:
    notes = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")[:3000]
    system = "You write Manim Community Edition scenes."
    user = f"Reference notes:\n{notes}\n\nWrite a scene: a red circle turns into a blue square."
    return system, user


def child(model: str, threads: int, mmap: bool = True) -> int:
    """One measurement in this process (the library is whatever LLAMA_CPP_LIB_PATH names)."""
    from llama_cpp import Llama

    from server.models.llama_build import extra_buffer_types, use_extra_buffer_types

    with extra_buffer_types(use_extra_buffer_types()):
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
    from server.models import store as model_store

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
        accel.convert_q8(model, q8)
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
