"""llama.cpp's AMX path (server/models/accel.py): when it is used, the subprocess check, the fallback.

The decisions are tested with a temporary cache and the CPU flags set per test; the check runs a
real subprocess (a broken library must fail it without touching this process); where this
machine has AMX and `make model` prepared the path, the real build is checked and the CLI makes
a scene through it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from server.backends import LlamaCppBackend, make_backend
from server.models import accel, llama_build
from server.models import store as model_store
from server.settings import Settings

REPO = Path(__file__).resolve().parent.parent
AMX_FLAGS = ["fpu", "avx512f", "amx_bf16", "amx_tile", "amx_int8"]


@pytest.fixture
def amx_on(monkeypatch: pytest.MonkeyPatch) -> None:
    """As on an AMX CPU, with the path enabled (conftest turns it off for this process)."""
    monkeypatch.setenv(accel.ENV, "1")
    monkeypatch.setattr(llama_build, "cpu_flags", lambda: list(AMX_FLAGS))


def _prepared_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lib_bytes: bytes) -> Path:
    """A cache whose AMX library folder holds ``lib_bytes`` and whose Q8_0 file is a small
    stand-in pinned by its own hash (what `prepare` would leave, without minutes of build)."""
    cache = tmp_path / "cache"
    paths = accel.AmxPaths.of(cache)
    paths.lib_dir.mkdir(parents=True)
    (paths.lib_dir / "libllama.so").write_bytes(lib_bytes)
    (paths.lib_dir / "libggml-cpu.so").write_bytes(lib_bytes + b"ggml_backend_amx_buffer_type")
    q8 = paths.q8_model(cache)
    q8.parent.mkdir(parents=True)
    q8.write_bytes(b"GGUF" + b"\0" * 60)
    spec = accel.Q8_SPEC.__class__(
        **{**accel.Q8_SPEC.__dict__, "size": 64, "sha256": model_store.sha256_file(q8)}
    )
    monkeypatch.setattr(accel, "Q8_SPEC", spec)
    return cache


def test_off_and_unsupported_need_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(accel.ENV, "0")
    monkeypatch.setattr(llama_build, "cpu_flags", lambda: list(AMX_FLAGS))
    assert accel.status(tmp_path).state == "off"
    assert accel.select(tmp_path).active is False
    monkeypatch.setenv(accel.ENV, "1")
    monkeypatch.setattr(llama_build, "cpu_flags", lambda: ["fpu", "avx2"])
    sel = accel.select(tmp_path)
    assert (sel.state, sel.model) == ("unsupported", None)
    assert not (tmp_path / "amx").exists()  # nothing written where AMX does not apply


def test_not_prepared_says_what_to_run(tmp_path: Path, amx_on: None) -> None:
    sel = accel.select(tmp_path)
    assert sel.state == "not prepared" and "python -m server model fetch" in sel.reason
    assert sel.lib_dir is None


def test_library_without_amx_is_not_ready(tmp_path: Path) -> None:
    (tmp_path / "libllama.so").write_bytes(b"\x7fELF")
    (tmp_path / "libggml-cpu.so").write_bytes(b"\x7fELF ggml_backend_cpu_buffer_type")
    assert accel.library_ready(tmp_path) is False
    (tmp_path / "libggml-cpu.so").write_bytes(b"\x7fELF ggml_backend_amx_buffer_type")
    assert accel.library_ready(tmp_path) is True


def test_a_broken_build_fails_its_check_and_the_default_stays(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, amx_on: None
) -> None:
    """A library that cannot run fails the real subprocess check; this process is untouched,
    the failure is stamped (not re-run at every start), and a new build is checked again."""
    # recorded so that the library path `select` sets below is removed again after the test
    # (a later test's first `import llama_cpp` would load it)
    monkeypatch.setenv("LLAMA_CPP_LIB_PATH", "")
    monkeypatch.delenv("LLAMA_CPP_LIB_PATH")
    cache = _prepared_cache(tmp_path, monkeypatch, b"\x7fELF not a library ")
    assert accel.status(cache, 2).state == "unchecked"
    sel = accel.select(cache, 2)
    assert sel.state == "failed" and sel.model is None
    assert "LLAMA_CPP_LIB_PATH" not in os.environ
    stamp = json.loads(accel.AmxPaths.of(cache).stamp.read_text())
    assert stamp["result"]["ok"] is False and stamp["result"]["returncode"] != 0
    assert stamp["signature"]["threads"] == 2

    def no_second_check(*args: object, **kwargs: object) -> accel.CheckResult:
        raise AssertionError("the stamp should have answered")

    monkeypatch.setattr(accel, "check", no_second_check)
    assert accel.select(cache, 2).state == "failed"
    # another thread count, or a rebuilt library, is another configuration: checked again
    calls: list[int] = []

    def passing(lib_dir: Path, model: Path, threads: int) -> accel.CheckResult:
        calls.append(threads)
        return accel.CheckResult(True, 0, 0.1, '{"ok": true}')

    monkeypatch.setattr(accel, "check", passing)
    monkeypatch.setenv("LLAMA_CPP_LIB_PATH", "/opt/my-llama-build")  # the user's own build wins
    sel = accel.select(cache, 3)
    assert calls == [3] and sel.state == "blocked" and "/opt/my-llama-build" in sel.reason
    assert os.environ["LLAMA_CPP_LIB_PATH"] == "/opt/my-llama-build"
    monkeypatch.delenv("LLAMA_CPP_LIB_PATH")
    sel = accel.select(cache, 3)
    assert calls == [3] and sel.active and sel.model == accel.AmxPaths.of(cache).q8_model(cache)
    assert os.environ["LLAMA_CPP_LIB_PATH"] == str(accel.AmxPaths.of(cache).lib_dir)


def test_check_reports_a_child_that_dies(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A check child killed by a signal (as the -O3 AMX build dies with SIGILL) is a failed
    check with the signal named, not an exception here."""
    real_run = subprocess.run

    def child_killed(cmd: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
        script = "import os, signal; os.kill(os.getpid(), signal.SIGILL)"
        return real_run([sys.executable, "-c", script], **kwargs)  # type: ignore[call-overload,no-any-return]

    monkeypatch.setattr(accel.subprocess, "run", child_killed)
    result = accel.check(tmp_path, tmp_path / "m.gguf", 1, timeout=60)
    assert result.ok is False and result.returncode == -4
    assert "signal 4" in result.detail


def test_make_backend_loads_the_checked_q8_model(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, small_model_path: Path
) -> None:
    """Where the AMX path is on, the embedded default loads its Q8_0 file with the extra buffers
    on; where it is not, the pinned Q4_K_M file as before."""
    monkeypatch.setattr("server.models.store.ensure_model", lambda *a, **k: small_model_path)
    q8 = tmp_path / "model-q8_0.gguf"
    on = accel.Selection("on", "checked", q8, tmp_path)
    monkeypatch.setattr(accel, "select", lambda *a, **k: on)
    backend = make_backend(Settings())
    assert isinstance(backend, LlamaCppBackend)
    assert backend.model_path == q8 and backend.extra_buffers is True
    monkeypatch.setattr(accel, "select", lambda *a, **k: accel.Selection("failed", "exit -4"))
    backend = make_backend(Settings())
    assert isinstance(backend, LlamaCppBackend)
    assert backend.model_path == small_model_path and backend.extra_buffers is None
    # a small model never goes through AMX, nor anything with the amx setting off
    calls: list[object] = []
    monkeypatch.setattr(accel, "select", lambda *a, **k: calls.append(a) or on)
    for settings in (Settings(embedded_model="small"), Settings(amx=False)):
        backend = make_backend(settings)
        assert isinstance(backend, LlamaCppBackend) and calls == [] and backend.model_path != q8
        assert backend.extra_buffers is None


def test_fetch_can_leave_the_amx_build_out() -> None:
    """`model fetch --no-amx` (the extension passes it when manim.amx is off) skips the build;
    the setting is in the one vocabulary, so the CLI, the editor and package.json know it."""
    from server.cli import build_parser
    from server.settings import setting_name

    parser = build_parser()
    assert parser.parse_args(["model", "fetch", "--no-amx"]).amx is False
    assert parser.parse_args(["model", "fetch"]).amx is True
    manifest = json.loads((REPO / "package.json").read_text(encoding="utf-8"))
    prop = manifest["contributes"]["configuration"]["properties"][setting_name("amx")]
    assert prop["default"] is True and "AMX" in prop["description"]


@pytest.mark.slow
def test_real_amx_build_passes_its_check_and_the_cli_uses_it(tmp_path: Path) -> None:
    """On an AMX CPU prepared by `make model`: the real build passes the subprocess check, and
    `python -m server generate` with the embedded default renders a scene through the AMX
    library and the Q8_0 model (the server reports it in `info`)."""
    paths = accel.AmxPaths.of()
    if not accel.cpu_has_amx():
        pytest.skip("this CPU has no AMX tiles")
    q8 = paths.q8_model()
    if not accel.library_ready(paths.lib_dir) or not q8.is_file():
        pytest.skip("the AMX path is not prepared here (`python -m server model fetch`)")
    result = accel.check(paths.lib_dir, q8, os.cpu_count() or 1)
    assert result.ok, result.detail
    assert json.loads(result.detail)["prompt_tokens"] > 100
    env = {**os.environ, accel.ENV: "1"}
    env.pop("LLAMA_CPP_LIB_PATH", None)
    info = subprocess.run(
        [sys.executable, "-m", "server", "info", "--json"], env=env, cwd=REPO,
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert info.returncode == 0, info.stderr
    amx = json.loads(info.stdout)["amx"]
    assert amx["state"] == "on" and amx["model"] == str(q8), amx
    out = tmp_path / "scene.py"
    proc = subprocess.run(
        [sys.executable, "-m", "server", "generate", "A red square appears and rotates.",
         "-o", str(out), "--rounds", "2"],
        env=env, cwd=REPO, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "AMX path on" in proc.stderr
    assert "class" in out.read_text() and "Scene" in out.read_text()


def test_an_evaluation_names_the_amx_model_in_its_identity(monkeypatch: pytest.MonkeyPatch) -> None:
    """A run on the AMX path is another model for `python -m training eval`: its identity (and
    default folder) says so, so a run started on the default build is never resumed on AMX."""
    from training.eval_config import EvalConfig, eval_settings

    state = {"on": True}
    monkeypatch.setattr(
        accel, "run_check",
        lambda *a, **k: accel.Selection("on" if state["on"] else "failed", "x"),
    )  # fmt: skip
    config = EvalConfig()
    assert config.identity()["model"] == "embedded-default-amx-q8_0"
    assert config.run_name().startswith("embedded-default-amx-q8_0-test-")
    state["on"] = False
    assert config.identity()["model"] == "embedded-default"
    state["on"] = True
    off = eval_settings()
    off.amx = False
    assert EvalConfig(settings=off).identity()["model"] == "embedded-default"
    small = eval_settings()
    small.embedded_model = "small"
    assert EvalConfig(settings=small).identity()["model"] == "embedded-small"
