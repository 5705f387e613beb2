"""What this installation runs: one answer for `python -m server info` and LSP `manim.server.info`."""

from __future__ import annotations

import platform
from typing import Any

import server
from server.engine import Engine


def server_info(engine: Engine, **extra: Any) -> dict[str, Any]:
    """Version, model, whether it is loaded, the active model file and adapter with their
    sha256, and every setting in force (snake_case names)."""
    from server.models.choice import choose, describe
    from server.render.isolation import detect

    isolation = detect()
    return {
        "version": server.__version__,
        "python": platform.python_version(),
        "model": engine.model_name,
        "modelLoaded": engine.model_loaded,
        **_model_files(engine, choose, describe),
        "amx": _amx(engine),  # llama.cpp's AMX path (server/models/accel.py)
        "sandbox": isolation.describe(),  # OS sandbox of untrusted renders (issue 17)
        "isolation": isolation.to_dict(),
        **extra,
        "settings": engine.settings.values(),
    }


def _model_files(engine: Engine, choose: Any, describe: Any) -> dict[str, Any]:
    """The model file and adapter the settings select (issue 20); an unreadable file is
    reported as an error instead of failing the whole answer."""
    try:
        return dict(describe(choose(engine.settings)))
    except (OSError, KeyError, ValueError) as exc:
        return {"modelFilesError": str(exc)}


def _amx(engine: Engine) -> dict[str, Any]:
    from server.models import accel
    from server.models.choice import choose

    settings = engine.settings
    try:
        choice = choose(settings)
    except (OSError, KeyError, ValueError):
        choice = None
    if choice is None or choice.source != "embedded" or choice.embedded != "default":
        return {"state": "not used", "reason": "only for the embedded default model"}
    if not settings.amx:
        return {"state": "off", "reason": "the amx setting is off"}
    try:
        return accel.status(settings.cache_dir or None, settings.threads or None).to_dict()
    except OSError as exc:
        return {"state": "failed", "reason": str(exc)}
