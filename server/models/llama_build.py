"""Facts about the llama.cpp build and the CPU that decide how a model loads: AMX on the CPU and
in the loaded library, llama.cpp's extra weight buffers, and mapping against reading the GGUF."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any


def cpu_flags() -> list[str]:
    """The CPU's feature flags from /proc/cpuinfo (empty where it cannot be read)."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as fh:
            line = next((ln for ln in fh if ln.startswith("flags")), "")
    except OSError:
        return []
    return line.partition(":")[2].split()


def cpu_has_amx() -> bool:
    """Whether the CPU advertises AMX tiles (False where /proc/cpuinfo cannot be read)."""
    return "amx_tile" in cpu_flags()


def use_extra_buffer_types() -> bool:
    """Whether llama.cpp may use its extra CPU weight buffers (AMX tiles, repacked weights).

    A llama.cpp built with its AMX path crashed every decode with SIGSEGV on this project's AMX
    CPUs, so the extra buffers are off when both the CPU and the build have AMX, unless
    MANIM_AGENT_LLAMA_EXTRA_BUFFERS=1; set it to 0 to turn them off everywhere.
    """
    env = os.environ.get("MANIM_AGENT_LLAMA_EXTRA_BUFFERS", "").strip()
    if env in ("0", "1"):
        return env == "1"
    return not (cpu_has_amx() and ggml_has_amx())


def use_mmap_default(extra_buffers: bool) -> bool:
    """Whether to map the GGUF rather than read it into memory.

    Mapped is llama.cpp's default and shares the file's pages with the page cache. With the AMX
    path active (an AMX build on an AMX CPU, extra buffers on), the AMX buffer holds its own
    repacked copy of the weights while the mapping stays resident: 3.7 GB peak against 2.2 GB
    read into memory (docs/benchmarks.md), so the model is read, not mapped, there.
    MANIM_AGENT_LLAMA_MMAP=0 or 1 overrides.
    """
    env = os.environ.get("MANIM_AGENT_LLAMA_MMAP", "").strip()
    if env in ("0", "1"):
        return env == "1"
    return not (extra_buffers and cpu_has_amx() and ggml_has_amx())


def ggml_has_amx() -> bool:
    """Whether the llama.cpp CPU backend the binding loads was built with its AMX path (the
    Makefile builds it without; a build with native flags on an AMX CPU has it). The binding
    loads its libraries from LLAMA_CPP_LIB_PATH when that is set, else from its package."""
    try:
        override = os.environ.get("LLAMA_CPP_LIB_PATH", "").strip()
        if override:
            lib = Path(override) / "libggml-cpu.so"
        else:
            import llama_cpp

            lib = Path(llama_cpp.__file__).parent / "lib" / "libggml-cpu.so"
        return b"ggml_backend_amx_buffer_type" in lib.read_bytes()
    except (ImportError, OSError):
        return True  # unknown: stay on the safe side


@contextlib.contextmanager
def extra_buffer_types(enabled: bool) -> Iterator[None]:
    """Load a model with llama.cpp's extra buffer types switched on or off (the binding does not
    expose the model parameter, so its default-params function is wrapped while loading)."""
    import llama_cpp
    import llama_cpp.llama as llama_module

    if enabled or not hasattr(llama_cpp.llama_model_params, "use_extra_bufts"):
        yield
        return
    original = llama_module.llama_cpp.llama_model_default_params

    def params() -> Any:
        p = original()
        p.use_extra_bufts = False
        return p

    llama_module.llama_cpp.llama_model_default_params = params
    try:
        yield
    finally:
        llama_module.llama_cpp.llama_model_default_params = original
