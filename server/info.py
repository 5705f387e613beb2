"""What this installation runs: one answer for `python -m server info` and LSP `manim.server.info`."""

from __future__ import annotations

import platform
from typing import Any

import server
from server.engine import Engine


def server_info(engine: Engine, **extra: Any) -> dict[str, Any]:
    """Version, model, whether it is loaded, and every setting in force (snake_case names)."""
    return {
        "version": server.__version__,
        "python": platform.python_version(),
        "model": engine.model_name,
        "modelLoaded": engine.model_loaded,
        **extra,
        "settings": engine.settings.values(),
    }
