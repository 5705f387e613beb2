"""Shared fixtures: the real embedded models (assembled by `make test` before pytest runs)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from server import manimbench
from server.models import store as model_store

REPO = Path(__file__).resolve().parent.parent

# Render pools in tests run without the idle LaTeX warm-up child: the fault and sandbox suites
# assert that a worker has no child and that nothing outside a job changes between jobs, which the
# (trusted, worker-side) warm-up would blur. tests/test_render_warm.py switches it on itself.
os.environ.setdefault("MANIM_AGENT_RENDER_WARM_CACHE", "0")
# llama.cpp's AMX path (server/models/accel.py) would point this process's binding at another library
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


# --- tests that need ManimBench --------------------------------------------------------------
# ManimBench is not in the repository (its licence keeps it out). Tests marked `manimbench` skip
# with one reason when it is missing, and the count is printed at the end; CI points
# MANIMBENCH_PATH at ../shared and sets MANIM_AGENT_REQUIRE_MANIMBENCH=1, which turns a missing
# ManimBench into an error before any test runs, so there every one of them runs.
REQUIRE_MANIMBENCH_ENV = "MANIM_AGENT_REQUIRE_MANIMBENCH"
_SKIPPED_KEY = pytest.StashKey[int]()
MANIMBENCH_HOW = (
    "ManimBench is not shipped (its licence keeps it out of the repository): put "
    "manimbench_v2.jsonl at ../shared/data/manimbench/ beside the repository or set "
    "MANIMBENCH_PATH to the file"
)


@pytest.hookimpl(trylast=True)  # after -m / -k deselection, so the count is what is skipped
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    needing = [item for item in items if item.get_closest_marker("manimbench") is not None]
    if not needing or manimbench.available():
        return
    if os.environ.get(REQUIRE_MANIMBENCH_ENV) == "1":
        raise pytest.UsageError(
            f"{len(needing)} selected tests need ManimBench and {REQUIRE_MANIMBENCH_ENV}=1, "
            f"but it is not at {manimbench.data_file()}: set MANIMBENCH_PATH to the .jsonl file"
        )
    skip = pytest.mark.skip(reason=f"needs ManimBench. {MANIMBENCH_HOW}")
    for item in needing:
        item.add_marker(skip)
    config.stash[_SKIPPED_KEY] = len(needing)


def pytest_terminal_summary(
    terminalreporter: pytest.TerminalReporter, config: pytest.Config
) -> None:
    skipped = config.stash.get(_SKIPPED_KEY, 0)
    if skipped:
        terminalreporter.write_line(
            f"{skipped} tests skipped because they need ManimBench, not found at "
            f"{manimbench.data_file()}. {MANIMBENCH_HOW}.",
            yellow=True,
        )
