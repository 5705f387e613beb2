"""The whole training chain end to end on CPU (smoke.yaml): a tiny random Qwen2 model with the real
tokenizer, SFT steps, GRPO steps with the real reward (real renders, real metrics), export to
GGUF, llama.cpp loads the result and generates, the registry records it; then resume."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from training.paths import RunPaths

pytestmark = [pytest.mark.slow, pytest.mark.timeout(900)]

REPO = Path(__file__).resolve().parent.parent


def train(out: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, HF_HUB_OFFLINE="1", TOKENIZERS_PARALLELISM="false")
    return subprocess.run(
        [sys.executable, "-m", "training", "--config", "smoke", "--out", str(out), *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=840,
        env=env,
    )


@pytest.fixture(scope="module")
def smoke_run(tmp_path_factory: pytest.TempPathFactory, small_model_path: Path) -> dict[str, Any]:
    out = tmp_path_factory.mktemp("smoke")
    t0 = time.perf_counter()
    proc = train(out)
    assert proc.returncode == 0, proc.stderr[-4000:]
    return {"out": out, "proc": proc, "seconds": time.perf_counter() - t0}


def test_chain_finishes_every_stage(smoke_run: dict[str, Any]) -> None:
    """data, sft, grpo, export and register all complete and leave their markers."""
    paths = RunPaths(smoke_run["out"])
    for stage in ("data", "sft", "grpo", "export", "register"):
        assert paths.is_done(stage), stage
    sft = paths.read_done("sft")
    assert sft["steps"] == 3 and sft["loss_curve"]
    assert (paths.adapter("sft") / "adapter_model.safetensors").is_file()


def test_grpo_used_the_real_reward_on_real_renders(smoke_run: dict[str, Any]) -> None:
    """The GRPO stage's self-check rendered a reference through the reward (R = 1) and a
    broken program (render failed, text part only); the steps logged each component."""
    paths = RunPaths(smoke_run["out"])
    grpo = paths.read_done("grpo")
    assert grpo["steps"] == 2
    check = grpo["self_check"]
    assert check["reference"]["rendered"] and check["reference"]["total"] == pytest.approx(1.0)
    assert not check["broken"]["rendered"] and check["broken"]["visual"] == 0.0
    assert grpo["reward_weights"] == {"text": 0.2, "visual": 0.8}
    logged = [h for h in grpo["log_history"] if "rewards/visual/mean" in h]
    assert len(logged) == 2 and all("reward/render_success" in h for h in logged)
    adapter = paths.adapter("grpo")
    assert (adapter / "adapter_model.safetensors").is_file()
    assert not (adapter / "ref").exists()  # TRL's frozen reference copy is not exported


def test_tensorboard_logs_hold_the_reward_components(smoke_run: dict[str, Any]) -> None:
    """TensorBoard can read the GRPO run's reward components."""
    from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

    tags: set[str] = set()
    for f in (smoke_run["out"] / "logs" / "grpo").iterdir():
        acc = EventAccumulator(str(f))
        acc.Reload()
        tags |= set(acc.Tags()["scalars"])
    assert {"train/rewards/text/mean", "train/rewards/visual/mean", "train/loss"} <= tags
    assert any((smoke_run["out"] / "logs" / "sft").iterdir())


def test_llama_cpp_loads_the_export_and_generates(smoke_run: dict[str, Any]) -> None:
    """The exported base + LoRA GGUF and the merged, quantised GGUF both load and generate."""
    from llama_cpp import Llama

    export = json.loads((smoke_run["out"] / "export" / "export.json").read_text())
    assert export["check"]["completion_tokens"] > 0
    assert export["check"]["merged"]["completion_tokens"] > 0
    llm = Llama(
        model_path=export["base_gguf"], lora_path=export["adapter_gguf"], n_ctx=256, verbose=False
    )
    out: Any = llm.create_completion("from manim import", max_tokens=4, temperature=0.0)
    assert out["usage"]["completion_tokens"] > 0


def test_registry_points_at_the_export(smoke_run: dict[str, Any]) -> None:
    """The smoke run registers into its own registry file and prints how to use the model."""
    registry = json.loads((smoke_run["out"] / "registry.json").read_text())
    assert Path(registry["model"]).is_file()
    assert registry["name"] == "smoke" and registry["version"] == 1
    assert "python -m server generate --model" in smoke_run["proc"].stdout


def test_resume_continues_from_the_last_checkpoint(smoke_run: dict[str, Any]) -> None:
    """After a crash (no adapter, no DONE) --resume picks up the last checkpoint; finished
    stages are skipped; a rerun without a flag refuses to overwrite."""
    out: Path = smoke_run["out"]
    paths = RunPaths(out)
    proc = train(out, "--stage", "sft")
    assert proc.returncode == 2 and "--resume" in proc.stderr
    before = paths.read_done("sft")["loss_curve"]
    shutil.rmtree(paths.adapter("sft"))
    paths.done_marker("sft").unlink()
    proc = train(out, "--stage", "sft", "--resume")
    assert proc.returncode == 0, proc.stderr[-3000:]
    sft = paths.read_done("sft")
    assert sft["resumed_from"].endswith("checkpoint-3") and sft["steps"] >= 3
    assert sft["loss_curve"][:3] == before[:3]  # steps 1-3 restored, not trained again
    assert (paths.adapter("sft") / "adapter_model.safetensors").is_file()
    proc = train(out, "--resume", "-q")
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "grpo: steps" not in proc.stdout  # every stage was skipped
