"""Model backends against real models: llama.cpp in process, and llama_cpp.server over HTTP."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from server.backends import (
    BackendError,
    CancelToken,
    GenerationParams,
    LlamaCppBackend,
    OpenAIEndpointBackend,
    make_backend,
)
from server.backends.base import Message, is_runaway, merge_system_into_user
from server.prompts import extract_code, generation_messages
from server.settings import Settings

PROMPT = generation_messages("A blue circle appears in the centre and then moves to the left.")


@pytest.fixture(scope="module")
def llama(small_model_path: Path) -> Iterator[LlamaCppBackend]:
    backend = LlamaCppBackend(small_model_path)
    yield backend
    backend.close()


def test_llama_streams_tokens_and_reports_timings(llama: LlamaCppBackend) -> None:
    """Tokens arrive through the callback, join to the text, and timings are filled in."""
    pieces: list[str] = []
    out = llama.chat(PROMPT, GenerationParams(max_tokens=200), on_token=pieces.append)
    assert "".join(pieces) == out.text
    assert out.finish_reason in ("stop", "length")
    assert out.first_token_s is not None and 0 < out.first_token_s <= out.total_s
    assert out.completion_tokens > 5 and out.prompt_tokens > 50
    assert llama.n_ctx >= 8192 and llama.n_threads >= 1


def test_llama_writes_extractable_manim(llama: LlamaCppBackend) -> None:
    """The 0.5B model answers the paper's prompt with a <CODE> block holding a Scene."""
    out = llama.chat(PROMPT, GenerationParams(max_tokens=300, seed=0))
    code = extract_code(out.text)
    assert code is not None and "Scene" in code and "def construct" in code


def test_llama_same_seed_same_text(llama: LlamaCppBackend) -> None:
    """Temperature > 0 with a fixed seed is reproducible."""
    p = GenerationParams(max_tokens=40, temperature=0.8, seed=7)
    assert llama.chat(PROMPT, p).text == llama.chat(PROMPT, p).text


def test_is_runaway_detects_loops_not_ordinary_code() -> None:
    """Eight repeats of a 1-4 line block end a generation; real scenes with similar lines do not."""
    assert is_runaway("<CODE>\n" + "self.wait()\n" * 8)
    assert is_runaway("x = 1\n" + "a = 1\nb = 2\n" * 8)
    assert not is_runaway("self.wait()\n" * 7)
    assert not is_runaway("self.wait()\n" * 7 + "self.wa")  # the growing line does not count
    scene = "\n".join(f"self.play(FadeIn(dots[{i}]))" for i in range(40)) + "\n"
    assert not is_runaway(scene)


def test_llama_stops_a_looping_answer(llama: LlamaCppBackend) -> None:
    """A real model asked to repeat one line 300 times is stopped early as a runaway."""
    ask = [Message(role="user", content="Write the line `self.wait()` 300 times, one per line, "
                   "and nothing else.")]  # fmt: skip
    out = llama.chat(ask, GenerationParams(max_tokens=1200, seed=0))
    assert out.finish_reason == "repetition", out.text[-200:]
    assert out.completion_tokens < 300
    free = llama.chat(ask, GenerationParams(max_tokens=120, seed=0, stop_runaway=False))
    assert free.finish_reason == "length"


def test_llama_cancel_stops_early(llama: LlamaCppBackend) -> None:
    """Cancelling from the token callback stops the generation with reason 'cancelled'."""
    token = CancelToken()
    seen: list[str] = []

    def on_token(piece: str) -> None:
        seen.append(piece)
        if len(seen) == 3:
            token.cancel()

    out = llama.chat(PROMPT, GenerationParams(max_tokens=300), on_token=on_token, cancel=token)
    assert out.finish_reason == "cancelled"
    assert len(seen) <= 4


def test_llama_prompt_over_context_is_clear(small_model_path: Path) -> None:
    """A prompt longer than the context is a BackendError that says so, not a crash."""
    backend = LlamaCppBackend(small_model_path, n_ctx=512)
    try:
        with pytest.raises(BackendError, match="context"):
            backend.chat(generation_messages("circle " * 600), GenerationParams(max_tokens=64))
    finally:
        backend.close()


def test_llama_missing_lora(small_model_path: Path, tmp_path: Path) -> None:
    """A LoRA path that does not exist is refused with the setting to fix."""
    backend = LlamaCppBackend(small_model_path, lora_path=tmp_path / "nope.gguf")
    with pytest.raises(BackendError, match="LoRA"):
        backend.load()


def test_make_backend_prefers_endpoint_then_model(small_model_path: Path) -> None:
    """An endpoint URL wins; else an explicit model path; bad URLs are rejected clearly."""
    s = Settings().update({"endpointUrl": "http://127.0.0.1:9/v1", "modelPath": "/x.gguf"})
    assert isinstance(make_backend(s), OpenAIEndpointBackend)
    s = Settings().update({"modelPath": str(small_model_path)})
    backend = make_backend(s)
    assert isinstance(backend, LlamaCppBackend) and backend.model_path == small_model_path
    with pytest.raises(BackendError, match="http"):
        OpenAIEndpointBackend("localhost:8080")


def test_merge_system_into_user() -> None:
    """Templates without a system role get the system text at the top of the first user turn."""
    merged = merge_system_into_user(
        [{"role": "system", "content": "S"}, {"role": "user", "content": "U"}]
    )
    assert merged == [{"role": "user", "content": "S\n\nU"}]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def endpoint(small_model_path: Path) -> Iterator[str]:
    """A real OpenAI-compatible server (llama_cpp.server) on loopback with the 0.5B model."""
    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "llama_cpp.server", "--model", str(small_model_path),
         "--host", "127.0.0.1", "--port", str(port), "--n_ctx", "4096",
         "--model_alias", "small"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL,
    )  # fmt: skip
    base = f"http://127.0.0.1:{port}/v1"
    deadline = time.monotonic() + 60
    try:
        while True:
            try:
                urllib.request.urlopen(base + "/models", timeout=2).read()
                break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("llama_cpp.server did not start") from None
                time.sleep(0.5)
        yield base
    finally:
        proc.terminate()
        proc.wait(timeout=20)


def test_endpoint_streams_chat(endpoint: str) -> None:
    """The HTTP backend streams a real completion from llama_cpp.server with extractable code."""
    backend = OpenAIEndpointBackend(endpoint, "small")
    assert backend.load() >= 0
    pieces: list[str] = []
    out = backend.chat(PROMPT, GenerationParams(max_tokens=300), on_token=pieces.append)
    assert "".join(pieces) == out.text and len(pieces) > 5
    assert out.first_token_s is not None
    assert extract_code(out.text) is not None


def test_endpoint_cancel(endpoint: str) -> None:
    """Cancelling closes the stream early."""
    backend = OpenAIEndpointBackend(endpoint, "small")
    token = CancelToken()
    seen: list[str] = []

    def on_token(piece: str) -> None:
        seen.append(piece)
        token.cancel()

    out = backend.chat(PROMPT, GenerationParams(max_tokens=300), on_token=on_token, cancel=token)
    assert out.finish_reason == "cancelled" and len(seen) <= 2


def test_endpoint_down_is_clear() -> None:
    """A URL where nothing listens gives a BackendError naming the endpoint setting."""
    backend = OpenAIEndpointBackend(f"http://127.0.0.1:{_free_port()}/v1")
    with pytest.raises(BackendError, match="endpoint"):
        backend.load()
    with pytest.raises(BackendError, match="does not answer"):
        backend.chat(PROMPT, GenerationParams(max_tokens=5))


def test_registered_model_used_only_without_explicit_choice(
    small_model_path: Path, tmp_path: Path
) -> None:
    """A registry written by the training run is used when nothing is set; explicit settings win."""
    import json

    adapter = tmp_path / "adapter.gguf"
    adapter.write_bytes(b"GGUF")
    (tmp_path / "registry.json").write_text(
        json.dumps({"version": 1, "model": str(small_model_path), "lora": str(adapter)})
    )
    s = Settings().update({"cacheDir": str(tmp_path)})
    backend = make_backend(s)
    assert isinstance(backend, LlamaCppBackend) and backend.lora_path == adapter
    explicit = make_backend(
        Settings().update({"cacheDir": str(tmp_path), "modelPath": str(small_model_path)})
    )
    assert isinstance(explicit, LlamaCppBackend) and explicit.lora_path is None
    off = Settings().update(
        {"cacheDir": str(tmp_path), "useRegistry": False, "embeddedModel": "small"}
    )
    (tmp_path / "models").mkdir()
    (tmp_path / "models" / small_model_path.name).symlink_to(small_model_path)
    stamp = small_model_path.with_name(small_model_path.name + ".verified.json")
    (tmp_path / "models" / stamp.name).write_text(stamp.read_text())
    assert isinstance(make_backend(off), LlamaCppBackend) and make_backend(off).lora_path is None
    adapter.unlink()  # a registry pointing at a missing file is ignored
    fallback = make_backend(
        Settings().update({"cacheDir": str(tmp_path), "embeddedModel": "small"})
    )
    assert isinstance(fallback, LlamaCppBackend) and fallback.lora_path is None
    assert fallback.model_path.name == small_model_path.name


def test_mmap_default_reads_the_model_only_on_the_amx_path(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The GGUF is mapped unless the AMX path is active (its repacked copy would sit beside the
    mapping); MANIM_AGENT_LLAMA_MMAP overrides either way. The extra buffers are off only where
    both the CPU and the build have AMX; MANIM_AGENT_LLAMA_EXTRA_BUFFERS overrides."""
    from server.models import llama_build as mod

    monkeypatch.delenv("MANIM_AGENT_LLAMA_MMAP", raising=False)
    for cpu, lib, extra, expected in [
        (True, True, True, False),
        (True, True, False, True),
        (True, False, True, True),
        (False, True, True, True),
    ]:
        monkeypatch.setattr(mod, "cpu_has_amx", lambda cpu=cpu: cpu)
        monkeypatch.setattr(mod, "ggml_has_amx", lambda lib=lib: lib)
        assert mod.use_mmap_default(extra) is expected, (cpu, lib, extra)
        # the extra buffers themselves: off only where both the CPU and the build have AMX
        monkeypatch.delenv("MANIM_AGENT_LLAMA_EXTRA_BUFFERS", raising=False)
        assert mod.use_extra_buffer_types() is not (cpu and lib)
        monkeypatch.setenv("MANIM_AGENT_LLAMA_EXTRA_BUFFERS", "1")
        assert mod.use_extra_buffer_types() is True
        monkeypatch.setenv("MANIM_AGENT_LLAMA_EXTRA_BUFFERS", "0")
        assert mod.use_extra_buffer_types() is False
    monkeypatch.setenv("MANIM_AGENT_LLAMA_MMAP", "1")
    assert mod.use_mmap_default(True) is True
    monkeypatch.setenv("MANIM_AGENT_LLAMA_MMAP", "0")
    monkeypatch.setattr(mod, "cpu_has_amx", lambda: False)
    assert mod.use_mmap_default(False) is False


def test_amx_check_reads_the_library_the_binding_loads(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """With LLAMA_CPP_LIB_PATH set, the AMX check looks at that folder's CPU backend."""
    from server.models import llama_build as mod

    (tmp_path / "libggml-cpu.so").write_bytes(b"\x7fELF...ggml_backend_amx_buffer_type...")
    monkeypatch.setenv("LLAMA_CPP_LIB_PATH", str(tmp_path))
    assert mod.ggml_has_amx() is True
    (tmp_path / "libggml-cpu.so").write_bytes(b"\x7fELF...ggml_backend_cpu_buffer_type...")
    assert mod.ggml_has_amx() is False
    monkeypatch.delenv("LLAMA_CPP_LIB_PATH")
    # the venv's build (the Makefile's flags) has no AMX path
    assert mod.ggml_has_amx() is False


def test_llama_read_into_memory_gives_the_mapped_tokens(
    llama: LlamaCppBackend, small_model_path: Path
) -> None:
    """use_mmap=False loads the whole file into memory and greedy output does not change."""
    assert LlamaCppBackend(small_model_path).mapped is None  # not loaded yet
    p = GenerationParams(max_tokens=48, temperature=0.0, seed=0)
    mapped = llama.chat(PROMPT, p).text
    read = LlamaCppBackend(small_model_path, use_mmap=False)
    try:
        assert read.chat(PROMPT, p).text == mapped
        assert read.mapped is False and llama.mapped is True
    finally:
        read.close()


def test_malloc_mmap_threshold_is_pinned_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The backend fixes glibc's mmap threshold (so freed KV snapshots are unmapped, not kept in
    the heap); MANIM_AGENT_MALLOC_MMAP_THRESHOLD=0 leaves glibc's rule, and it is done once."""
    from server.backends import llama_cpp as mod

    monkeypatch.setattr(mod, "_malloc_pinned", None)
    monkeypatch.setenv("MANIM_AGENT_MALLOC_MMAP_THRESHOLD", "0")
    assert mod.pin_malloc_mmap_threshold() is False
    monkeypatch.setattr(mod, "_malloc_pinned", None)
    monkeypatch.delenv("MANIM_AGENT_MALLOC_MMAP_THRESHOLD")
    assert mod.pin_malloc_mmap_threshold() is True  # glibc (Debian)
    monkeypatch.setenv("MANIM_AGENT_MALLOC_MMAP_THRESHOLD", "0")
    assert mod.pin_malloc_mmap_threshold() is True  # decided once per process
