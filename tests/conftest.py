"""Shared fixtures: the real embedded models (assembled by `make test` before pytest runs)."""

from __future__ import annotations

from pathlib import Path

import pytest

from server import model_store

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def small_model_path() -> Path:
    """The verified 0.5B GGUF; `make test` assembles it first (`python -m server model fetch`)."""
    return model_store.ensure_model("small")


@pytest.fixture(scope="session")
def default_model_path() -> Path:
    """The verified embedded 1.5B GGUF."""
    return model_store.ensure_model("default")
