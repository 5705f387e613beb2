"""Shared fixtures: the real embedded models (assembled by `make test` before pytest runs)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from server import model_store

REPO = Path(__file__).resolve().parent.parent

# Render pools in tests run without the idle LaTeX warm-up child: the fault and sandbox suites
# assert that a worker has no child and that nothing outside a job changes between jobs, which the
# (trusted, worker-side) warm-up would blur. tests/test_render_warm.py switches it on itself.
os.environ.setdefault("MANIM_AGENT_RENDER_WARM_CACHE", "0")
# llama.cpp's AMX path (server/accel.py) would point this process's binding at another library
# as soon as a test builds the default model's backend, changing every later test's llama.cpp:
# off here and in the servers tests start; tests/test_accel.py checks it in subprocesses.
os.environ.setdefault("MANIM_AGENT_AMX", "0")


@pytest.fixture(scope="session")
def small_model_path() -> Path:
    """The verified 0.5B GGUF; `make test` assembles it first (`python -m server model fetch`)."""
    return model_store.ensure_model("small")


@pytest.fixture(scope="session")
def default_model_path() -> Path:
    """The verified embedded 1.5B GGUF."""
    return model_store.ensure_model("default")
