"""Intel AMX: our own llama.cpp build and a Q8_0 copy of the default model, used only once checked.

On a CPU with AMX tiles (`amx_tile` in /proc/cpuinfo) llama.cpp reads prompts about 1.8x faster
with its AMX kernels and Q8_0 weights (docs/benchmarks.md, "AMX"). The venv's llama.cpp is built
without AMX: pip builds it as Release (-O3), and that build of llama.cpp's AMX path dies with
SIGILL at its first tile instruction on the AMX Xeons measured. So the AMX path is separate:

1. ``prepare`` (run by ``python -m server model fetch --which default``, so by ``make model``):
   - builds llama.cpp from the pinned llama-cpp-python sdist (hash-checked, from PyPI) with
     native flags as RelWithDebInfo (-O2, the build that runs), target ``llama`` only, into
     ``<cache>/amx/llama_cpp_python-<version>/``;
   - writes the default model with its K-quant matrices as Q8_0 (``<cache>/models/...-q8_0.gguf``,
     deterministic, pinned by size and sha256 like the model it comes from);
   - runs ``check``.
2. ``check``: a subprocess loads the Q8_0 model through the AMX build with the AMX buffer on,
   reads a prompt in one batch, verifies a small batch and decodes greedily. A fault kills only
   that subprocess. The result is stamped with the library, model, CPU and thread count it was
   made for; anything else changing makes it stale.
3. ``select`` (the backend factory, for the embedded default model only): where every part is
   there and the stamp says it ran (running the check once if the stamp is stale), it points the
   binding at the AMX build (``LLAMA_CPP_LIB_PATH``, before llama_cpp is imported) and returns the
   Q8_0 file. Anything missing, failed or unknown leaves the default library and model.

``MANIM_AGENT_AMX=0`` turns all of it off (no build at fetch, never selected).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from server.models import llama_build
from server.models import store as model_store

ENV = "MANIM_AGENT_AMX"
LLAMA_CPP_PYTHON = "0.3.36"  # as pinned in pyproject.toml
SDIST_SHA256 = "832db0699007f1be95a7e41ef12e88926b02ba836461e36a36372db2760c1a2e"
REWRITE_TYPES = ("Q4_K", "Q5_K", "Q6_K")
CHECK_TIMEOUT_S = 180  # the check takes about 5 s; a hang must not hold a first request long
# The Q8_0 copy of the embedded default model is deterministic: pinned so that a truncated or
# damaged file is rebuilt, never loaded.
Q8_SIZE = 1_777_845_312
Q8_SHA256 = "45ddab688492245d6da4249f1f139c76d7d1c8ed098ce4b0f9ee3cffb9f11d1b"

ProgressFn = Callable[[str], None]


def _quiet(_: str) -> None:
    pass


def enabled() -> bool:
    """False when MANIM_AGENT_AMX=0 (or off/false/no)."""
    return os.environ.get(ENV, "").strip().lower() not in ("0", "off", "false", "no")


def cpu_has_amx() -> bool:
    """Whether the CPU advertises AMX tiles (False where /proc/cpuinfo cannot be read)."""
    return "amx_tile" in llama_build.cpu_flags()


def _cpu_signature() -> str:
    model = ""
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as fh:
            model = next((ln for ln in fh if ln.startswith("model name")), "")
    except OSError:
        pass
    flags = " ".join(sorted(set(llama_build.cpu_flags())))
    return hashlib.sha256(f"{model.strip()}|{flags}".encode()).hexdigest()[:16]


@dataclass(frozen=True)
class AmxPaths:
    """Where the AMX build and the Q8_0 model live in a cache folder."""

    root: Path  # <cache>/amx

    @classmethod
    def of(cls, cache: str | os.PathLike[str] | None = None) -> AmxPaths:
        return cls(model_store.cache_dir(cache) / "amx")

    @property
    def source(self) -> Path:
        return self.root / f"llama_cpp_python-{LLAMA_CPP_PYTHON}"

    @property
    def lib_dir(self) -> Path:
        return lib_dir_of(self.source)

    @property
    def stamp(self) -> Path:
        return self.root / "check.json"

    def q8_model(self, cache: str | os.PathLike[str] | None = None) -> Path:
        return q8_path(model_store.model_path("default", cache))


def lib_dir_of(source: Path) -> Path:
    return source / "vendor" / "llama.cpp" / "build" / "bin"


def q8_path(model: Path) -> Path:
    stem = model.stem.removesuffix("-q4_k_m")
    return model.with_name(f"{stem}-q8_0.gguf")


def library_ready(lib_dir: Path) -> bool:
    """Whether ``lib_dir`` holds a llama.cpp build with its AMX path compiled in."""
    try:
        cpu = (lib_dir / "libggml-cpu.so").read_bytes()
    except OSError:
        return False
    return (lib_dir / "libllama.so").is_file() and b"ggml_backend_amx_buffer_type" in cpu


# --- 1. prepare: build, convert --------------------------------------------------------------


class AccelError(RuntimeError):
    """A step of the AMX preparation failed; the message says what to do."""


def build_library(
    root: Path, progress: ProgressFn = _quiet, jobs: int | None = None
) -> Path:  # pragma: no cover - minutes of compiling; run by `make model` on AMX CPUs
    """Build llama.cpp with AMX from the pinned sdist under ``root``; returns the library folder."""
    cmake = shutil.which("cmake") or shutil.which("cmake", path=str(Path(sys.executable).parent))
    if cmake is None:
        raise AccelError(
            "cmake not found: install it (`sudo apt-get install cmake build-essential`, or "
            "`.venv/bin/pip install cmake`) and run `python -m server model fetch` again"
        )
    root.mkdir(parents=True, exist_ok=True)
    sdist = root / f"llama_cpp_python-{LLAMA_CPP_PYTHON}.tar.gz"
    if not sdist.is_file() or model_store.sha256_file(sdist) != SDIST_SHA256:
        progress(f"downloading the llama-cpp-python {LLAMA_CPP_PYTHON} source from PyPI")
        req = root / "sdist-requirements.txt"
        req.write_text(f"llama-cpp-python=={LLAMA_CPP_PYTHON} --hash=sha256:{SDIST_SHA256}\n")
        proc = subprocess.run(
            [sys.executable, "-m", "pip", "download", "-q", "--disable-pip-version-check",
             "--no-deps", "--no-binary", ":all:", "--require-hashes", "-r", str(req),
             "-d", str(root)],
            capture_output=True, text=True,
        )  # fmt: skip
        if proc.returncode != 0 or not sdist.is_file():
            raise AccelError(
                f"could not download the llama-cpp-python source: {proc.stderr[-800:]}"
            )
    source = root / f"llama_cpp_python-{LLAMA_CPP_PYTHON}"
    if not (source / "vendor" / "llama.cpp" / "CMakeLists.txt").is_file():
        shutil.rmtree(source, ignore_errors=True)
        subprocess.run(["tar", "xzf", str(sdist), "-C", str(root)], check=True)
    cpp = source / "vendor" / "llama.cpp"
    progress("building llama.cpp with AMX (once; a few minutes on two cores)")
    # RelWithDebInfo (-O2 -g) is the build measured in docs/benchmarks.md. Release (-O3) of the
    # same sources, like pip's default build, dies with SIGILL at the first AMX tile instruction
    # (`tilezero`) on the Xeons measured (2026-11-27): do not change it without that check.
    steps = [
        [cmake, "-B", "build", "-DCMAKE_BUILD_TYPE=RelWithDebInfo", "-DGGML_NATIVE=ON",
         "-DLLAMA_CURL=OFF", "-DLLAMA_OPENSSL=OFF", "-DLLAMA_BUILD_TESTS=OFF",
         "-DLLAMA_BUILD_EXAMPLES=OFF", "-DLLAMA_BUILD_SERVER=OFF", "-DLLAMA_BUILD_TOOLS=OFF"],
        [cmake, "--build", "build", "-j", str(jobs or os.cpu_count() or 2), "--target", "llama"],
    ]  # fmt: skip
    for step in steps:
        proc = subprocess.run(step, cwd=cpp, capture_output=True, text=True)
        if proc.returncode != 0:
            raise AccelError(
                f"building llama.cpp failed ({' '.join(step[:3])}): {proc.stderr[-1500:]}"
            )
    lib = lib_dir_of(source)
    if not library_ready(lib):
        raise AccelError(f"the build in {lib} has no AMX path (does this CPU have amx_tile?)")
    return lib


def convert_q8(source: Path, dest: Path) -> None:
    """Write ``source`` with its K-quant matrices as Q8_0 (metadata and other tensors as they are;
    the token embedding stays as it is: the AMX buffer cannot take it)."""
    import gguf
    from gguf.quants import dequantize, quantize

    reader = gguf.GGUFReader(source)
    arch_field = reader.fields["general.architecture"]
    arch = bytes(arch_field.parts[arch_field.data[0]]).decode()
    tmp = dest.with_name(dest.name + ".partial")
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


Q8_SPEC = model_store.EmbeddedModel(
    key="default-q8_0",
    description="Qwen2.5-Coder-1.5B-Instruct, its K-quant matrices as Q8_0 (AMX)",
    filename=q8_path(Path(model_store.EMBEDDED_MODELS["default"].filename)).name,
    package_prefix="",
    version="",
    parts=0,
    size=Q8_SIZE,
    sha256=Q8_SHA256,
)


def ensure_q8(cache: str | os.PathLike[str] | None = None, progress: ProgressFn = _quiet) -> Path:
    """The verified Q8_0 copy of the default model, written from it when missing or damaged."""
    model = model_store.ensure_model("default", cache, progress=progress)
    dest = q8_path(model)
    if model_store.check_cached(Q8_SPEC, dest) is None:
        return dest
    progress("writing the default model's Q8_0 copy for AMX (once; about a minute)")
    try:
        convert_q8(model, dest)
    except BaseException:
        dest.with_name(dest.name + ".partial").unlink(missing_ok=True)  # a full disk, a ^C
        raise
    reason = model_store.check_cached(Q8_SPEC, dest)
    if reason is not None:
        dest.unlink(missing_ok=True)
        raise AccelError(
            f"the Q8_0 copy of {model} came out wrong ({reason}) and was deleted; is the gguf "
            "package the one pyproject.toml pins?"
        )
    return dest


# --- 2. check ----------------------------------------------------------------------------------


def _file_sig(path: Path) -> list[int]:
    st = path.stat()
    return [st.st_size, st.st_mtime_ns]


def signature(lib_dir: Path, model: Path, threads: int) -> dict[str, Any]:
    """What a check result holds for: the libraries, the model file, the CPU, the threads."""
    return {
        "libllama": _file_sig(lib_dir / "libllama.so"),
        "libggml_cpu": _file_sig(lib_dir / "libggml-cpu.so"),
        "model": [str(model), *_file_sig(model)],
        "cpu": _cpu_signature(),
        "threads": threads,
        "binding": LLAMA_CPP_PYTHON,
        "python": platform.python_version(),
    }


@dataclass(frozen=True)
class CheckResult:
    ok: bool
    returncode: int
    seconds: float
    detail: str  # the child's JSON line, or the tail of its stderr

    def to_dict(self) -> dict[str, Any]:
        return {"ok": self.ok, "returncode": self.returncode, "seconds": round(self.seconds, 2),
                "detail": self.detail}  # fmt: skip


def check(
    lib_dir: Path, model: Path, threads: int, timeout: float = CHECK_TIMEOUT_S
) -> CheckResult:
    """Load ``model`` through the library in ``lib_dir`` with the AMX buffer on, in a subprocess,
    and run a prompt, a batch and a few greedy tokens. A crash there is reported, not suffered."""
    env = dict(os.environ)
    env["LLAMA_CPP_LIB_PATH"] = str(lib_dir)
    cmd = [sys.executable, "-m", "server.models.accel", "check-child", "--model", str(model),
           "--lib", str(lib_dir), "--threads", str(threads)]  # fmt: skip
    start = time.perf_counter()
    try:
        proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return CheckResult(False, -1, time.perf_counter() - start, f"no answer in {timeout:.0f} s")
    seconds = time.perf_counter() - start
    lines = proc.stdout.strip().splitlines()
    if proc.returncode == 0 and lines:
        try:
            answer = json.loads(lines[-1])
        except ValueError:
            answer = {}
        if answer.get("ok") is True:
            return CheckResult(True, 0, seconds, lines[-1])
    why = proc.stderr.strip()[-1500:] or (lines[-1] if lines else "")
    if proc.returncode < 0:
        why = f"killed by signal {-proc.returncode}. {why}"
    return CheckResult(False, proc.returncode, seconds, why)


CHECK_PROMPT = (
    "Write a Manim Community Edition scene. A blue circle appears in the centre, moves to the "
    "left, turns into a red square, and the text 'Hello' fades in below it. Use Create, "
    "Transform and FadeIn; keep every object inside the frame and wait one second at the end. "
)


def _check_child(model: str, lib: str, threads: int) -> int:
    """One check in this process (LLAMA_CPP_LIB_PATH names the library)."""
    import llama_cpp
    from llama_cpp import Llama

    loaded = str(getattr(llama_cpp.llama_cpp, "_lib", None) and llama_cpp.llama_cpp._lib._name)
    if not loaded.startswith(lib):
        print(json.dumps({"ok": False, "why": f"binding loaded {loaded}, not the AMX build"}))
        return 3
    with llama_build.extra_buffer_types(True):
        llm = Llama(
            model_path=model, n_ctx=1024, n_threads=threads, n_threads_batch=threads,
            use_mmap=False, verbose=False,
        )  # fmt: skip
    chat = (
        "<|im_start|>system\nYou write Manim code.<|im_end|>\n<|im_start|>user\n"
        + CHECK_PROMPT * 3 + "<|im_end|>\n<|im_start|>assistant\n"
    )  # fmt: skip
    tokens = llm.tokenize(chat.encode(), special=True)
    out: list[int] = []
    for tok in llm.generate(tokens, temp=0.0, top_k=1, reset=True):
        if tok == llm.token_eos() or len(out) >= 12:
            break
        out.append(tok)
    llm.eval(out[:6])  # a small batch, as prompt-lookup drafts are verified
    text = llm.detokenize(out).decode("utf-8", "replace")
    ok = len(out) >= 4 and bool(text.strip())
    print(json.dumps({"ok": ok, "prompt_tokens": len(tokens), "text": text}))
    return 0 if ok else 4


# --- 3. select ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Selection:
    """The AMX path's state for this process: ``model`` and ``lib_dir`` set only when in use."""

    state: str  # "on", "off", "unsupported", "not prepared", "unchecked", "failed", "blocked"
    reason: str
    model: Path | None = None
    lib_dir: Path | None = None

    @property
    def active(self) -> bool:
        return self.state == "on"

    def to_dict(self) -> dict[str, Any]:
        return {"state": self.state, "reason": self.reason,
                "model": str(self.model) if self.model else None,
                "library": str(self.lib_dir) if self.lib_dir else None}  # fmt: skip


def _read_stamp(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _parts(cache: str | os.PathLike[str] | None) -> tuple[AmxPaths, Path, Selection | None]:
    paths = AmxPaths.of(cache)
    q8 = paths.q8_model(cache)
    if not enabled():
        return paths, q8, Selection("off", f"{ENV}=0")
    if not cpu_has_amx():
        return paths, q8, Selection("unsupported", "this CPU has no AMX tiles (amx_tile)")
    if not library_ready(paths.lib_dir) or model_store.check_cached(Q8_SPEC, q8) is not None:
        return (
            paths,
            q8,
            Selection(
                "not prepared",
                "the AMX build or the Q8_0 model is missing: run `python -m server model fetch`",
            ),
        )
    return paths, q8, None


def status(cache: str | os.PathLike[str] | None = None, threads: int | None = None) -> Selection:
    """What ``select`` would decide, without running a check or changing anything."""
    paths, q8, early = _parts(cache)
    if early is not None:
        return early
    stamp = _read_stamp(paths.stamp)
    sig = signature(paths.lib_dir, q8, threads or os.cpu_count() or 1)
    if stamp.get("signature") != sig:
        return Selection("unchecked", "not checked on this machine yet (done at first use)")
    if not stamp.get("result", {}).get("ok"):
        return Selection("failed", "the AMX build failed its check: " + _why(stamp))
    return Selection("on", "checked", q8, paths.lib_dir)


def _why(stamp: dict[str, Any]) -> str:
    result = stamp.get("result", {})
    return f"exit {result.get('returncode')}: {str(result.get('detail', ''))[-300:]}"


def run_check(
    cache: str | os.PathLike[str] | None = None,
    threads: int | None = None,
    progress: ProgressFn = _quiet,
) -> Selection:
    """Check the prepared AMX build on this machine if its stamp is stale; the new state."""
    paths, q8, early = _parts(cache)
    if early is not None:
        return early
    threads = threads or os.cpu_count() or 1
    sig = signature(paths.lib_dir, q8, threads)
    stamp = _read_stamp(paths.stamp)
    if stamp.get("signature") != sig:
        progress("checking llama.cpp's AMX build on this CPU (once, in a subprocess)")
        result = check(paths.lib_dir, q8, threads)
        tmp = paths.stamp.with_name(paths.stamp.name + ".tmp")
        tmp.write_text(json.dumps({"signature": sig, "result": result.to_dict(),
                                   "when": time.strftime("%Y-%m-%dT%H:%M:%S")}, indent=1))  # fmt: skip
        tmp.replace(paths.stamp)
        if not result.ok:
            progress(
                f"the AMX build failed its check ({result.returncode}); using the default build"
            )
    return status(cache, threads)


def select(
    cache: str | os.PathLike[str] | None = None,
    threads: int | None = None,
    progress: ProgressFn = _quiet,
) -> Selection:
    """Turn the AMX path on for this process where it is prepared and checked (checking it once
    if needed): sets LLAMA_CPP_LIB_PATH for the binding and returns the Q8_0 model to load."""
    try:
        sel = run_check(cache, threads, progress)
    except OSError as exc:  # a file vanished or the cache is unwritable: stay on the default
        return Selection("failed", f"could not check the AMX build: {exc}")
    if not sel.active or sel.lib_dir is None:
        return sel
    current = os.environ.get("LLAMA_CPP_LIB_PATH", "").strip()
    if current and current != str(sel.lib_dir):  # the user's own llama.cpp build wins
        return Selection("blocked", f"LLAMA_CPP_LIB_PATH names another library ({current})")
    if "llama_cpp" in sys.modules and current != str(sel.lib_dir):
        return Selection("blocked", "llama.cpp was already loaded from another library")
    os.environ["LLAMA_CPP_LIB_PATH"] = str(sel.lib_dir)
    return sel


def prepare(
    cache: str | os.PathLike[str] | None = None,
    threads: int | None = None,
    progress: ProgressFn = _quiet,
) -> Selection:  # pragma: no cover - builds llama.cpp; the parts are tested separately
    """Build, convert and check on an AMX CPU (nothing elsewhere); never raises for a failed
    step, it is reported and the default path stays."""
    if not enabled():
        return Selection("off", f"{ENV}=0")
    if not cpu_has_amx():
        return Selection("unsupported", "this CPU has no AMX tiles (amx_tile)")
    paths = AmxPaths.of(cache)
    try:
        with model_store.file_lock(paths.root / "prepare"):  # two fetches at once build once
            if not library_ready(paths.lib_dir):
                build_library(paths.root, progress)
            ensure_q8(cache, progress)
    except (AccelError, OSError, subprocess.CalledProcessError) as exc:
        return Selection("not prepared", str(exc))
    return run_check(cache, threads, progress)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m server.models.accel", description=__doc__,
                                 formatter_class=argparse.RawTextHelpFormatter)  # fmt: skip
    ap.add_argument("step", choices=["prepare", "status", "check-child"])
    ap.add_argument("--model", default="")
    ap.add_argument("--lib", default="")
    ap.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--cache-dir", default=None)
    args = ap.parse_args(argv)
    if args.step == "check-child":
        return _check_child(args.model, args.lib, args.threads)
    if args.step == "prepare":
        sel = prepare(args.cache_dir, args.threads, progress=lambda m: print(m, file=sys.stderr))
    else:
        sel = status(args.cache_dir, args.threads)
    print(json.dumps(sel.to_dict()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
