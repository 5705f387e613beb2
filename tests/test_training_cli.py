"""`python -m training`: a missing stage input or a clash with an earlier run is a clear error."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from training.cli import main
from training.paths import RunPaths, last_checkpoint

REPO = Path(__file__).resolve().parent.parent


def run_cli(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    rc = main(args)
    return rc, capsys.readouterr().err


def test_grpo_without_sft_adapter_names_the_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """GRPO with no SFT adapter exits 2 and says to run the sft stage, with the same --out."""
    rc, err = run_cli(["--config", "smoke", "--out", str(tmp_path), "--stage", "grpo"], capsys)
    assert rc == 2
    assert "SFT adapter" in err
    assert f"python -m training --config smoke --out {tmp_path} --stage sft" in err
    assert not (tmp_path / "grpo").exists()


def test_sft_without_data_names_the_data_stage(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """SFT with no training data says to run the data stage."""
    rc, err = run_cli(["--config", "smoke", "--out", str(tmp_path), "--stage", "sft"], capsys)
    assert rc == 2 and "--stage data" in err and "train.jsonl" in err


def test_export_and_register_without_inputs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Export without an adapter and register without an export each say what to run."""
    rc, err = run_cli(["--config", "smoke", "--out", str(tmp_path), "--stage", "export"], capsys)
    assert rc == 2 and "--stage sft" in err
    rc, err = run_cli(["--config", "smoke", "--out", str(tmp_path), "--stage", "register"], capsys)
    assert rc == 2 and "--stage export" in err


@pytest.mark.manimbench
def test_earlier_run_is_not_overwritten_without_a_flag(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A stage folder with checkpoints needs --resume or --force; nothing is deleted."""
    assert main(["--config", "smoke", "--out", str(tmp_path), "--stage", "data"]) == 0
    ckpt = tmp_path / "sft" / "checkpoint-2"
    ckpt.mkdir(parents=True)
    (ckpt / "trainer_state.json").write_text("{}")
    capsys.readouterr()
    rc, err = run_cli(["--config", "smoke", "--out", str(tmp_path), "--stage", "sft"], capsys)
    assert rc == 2 and "--resume" in err and "--force" in err and "checkpoint-2" in err
    assert ckpt.is_dir()
    assert last_checkpoint(tmp_path / "sft") == ckpt


def test_resume_and_force_together_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    """--resume with --force is contradictory and refused before anything runs."""
    rc, err = run_cli(["--resume", "--force"], capsys)
    assert rc == 2 and "contradict" in err


def test_bad_config_is_reported_with_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A config error is one line on stderr, not a traceback."""
    bad = tmp_path / "c.yaml"
    bad.write_text("grpo:\n  num_generations: 3\n", encoding="utf-8")
    rc, err = run_cli(["--config", str(bad), "--stage", "data"], capsys)
    assert rc == 2 and "grpo.per_device_train_batch_size" in err


@pytest.mark.manimbench
def test_data_stage_writes_config_and_done_marker(tmp_path: Path) -> None:
    """The run folder records the resolved config and the data stage's completion."""
    assert main(["--config", "smoke", "--out", str(tmp_path), "--stage", "data", "-q"]) == 0
    paths = RunPaths(tmp_path)
    assert paths.config.is_file() and paths.is_done("data")
    assert json.loads((paths.data / "manifest.json").read_text())["split"] == "train"


def test_eval_is_dispatched_to_the_harness() -> None:
    """`python -m training eval --help` reaches training/evaluate.py's own parser."""
    proc = subprocess.run(
        [sys.executable, "-m", "training", "eval", "--help"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert "usage:" in proc.stdout and "eval" in proc.stdout


def test_language_server_never_imports_training_or_torch() -> None:
    """The server side stays light: importing it pulls in neither training nor torch."""
    code = (
        "import sys, server.cli, server.lsp.server, server.agent\n"
        "bad = [m for m in ('torch', 'training', 'transformers', 'trl') if m in sys.modules]\n"
        "assert not bad, bad\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr


def test_cpu_backend_is_chosen_without_cuda() -> None:
    """Without CUDA the backend is transformers + PEFT and Unsloth is never imported."""
    from training import backend

    if backend.cuda_available():
        pytest.skip("a GPU is present")
    assert backend.backend_name() == "transformers+peft"
    assert backend.backend_name("peft") == "transformers+peft"
    with pytest.raises(backend.BackendUnavailable, match="needs a CUDA GPU"):
        backend.backend_name("unsloth")
    assert "unsloth" not in sys.modules


def test_backend_choice_with_cuda(monkeypatch: pytest.MonkeyPatch) -> None:
    """With CUDA: auto takes Unsloth where it is installed and otherwise falls back to
    transformers + PEFT on the GPU (no longer an error); `unsloth` insists on it, naming the fix;
    `peft` skips it. The 8-bit optimiser is chosen only where bitsandbytes is there."""
    import importlib.util

    from training import backend, trainer_utils

    real_find_spec = importlib.util.find_spec
    present: set[str] = set()

    def find_spec(name: str, *args: object) -> object:
        if name in ("unsloth", "bitsandbytes"):
            return object() if name in present else None
        return real_find_spec(name, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(importlib.util, "find_spec", find_spec)
    monkeypatch.setattr(backend, "cuda_available", lambda: True)
    assert backend.backend_name("auto") == "transformers+peft (cuda)"
    assert backend.backend_name("peft") == "transformers+peft (cuda)"
    with pytest.raises(backend.BackendUnavailable, match="pip install unsloth"):
        backend.backend_name("unsloth")
    assert trainer_utils.resolve_optim("auto") == "adamw_torch"
    present.update({"unsloth", "bitsandbytes"})
    assert backend.backend_name("auto") == "unsloth"
    assert backend.backend_name("unsloth") == "unsloth"
    assert backend.backend_name("peft") == "transformers+peft (cuda)"
    assert trainer_utils.resolve_optim("auto") == "adamw_8bit"
    assert trainer_utils.resolve_optim("adamw_torch") == "adamw_torch"
    monkeypatch.setattr(backend, "cuda_available", lambda: False)
    assert trainer_utils.resolve_optim("auto") == "adamw_torch"
    assert "unsloth" not in sys.modules


def test_torch_threads_follow_omp_num_threads_when_set() -> None:
    """threads_hint uses every core unless OMP_NUM_THREADS says otherwise (run in fresh processes:
    torch reads the variable at import)."""
    code = (
        "import os, torch\n"
        "from training import backend\n"
        "if backend.cuda_available():\n"
        "    raise SystemExit(0)\n"
        "backend.threads_hint()\n"
        "want = int(os.environ.get('OMP_NUM_THREADS') or os.cpu_count())\n"
        "assert torch.get_num_threads() == want, (torch.get_num_threads(), want)\n"
    )
    for omp in ("1", None):
        env = {k: v for k, v in os.environ.items() if k != "OMP_NUM_THREADS"}
        if omp:
            env["OMP_NUM_THREADS"] = omp
        proc = subprocess.run(
            [sys.executable, "-c", code], cwd=REPO, env=env, capture_output=True, text=True
        )
        assert proc.returncode == 0, proc.stderr
