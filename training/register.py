"""The register stage: record the exported model where the server can find it.

The registry's schema lives in ``server/models/registry.py`` (the server reads it with the same code).
``model`` is the GGUF to load; ``lora`` the adapter GGUF for it ("" when the model is a merged
one). The stage also prints the exact ``python -m server generate --lora-path ...`` command.
"""

from __future__ import annotations

import time
from dataclasses import asdict
from pathlib import Path
from typing import Any

from server.models import registry
from training.config import TrainConfig
from training.paths import RunPaths, StageInputMissing


def registry_path(cfg: TrainConfig, paths: RunPaths) -> Path:
    configured = cfg.register.registry
    if not configured:
        return registry.default_path()
    return Path(configured.replace("{out}", str(paths.root))).expanduser()


def entry_for(cfg: TrainConfig, paths: RunPaths, command: str) -> registry.Registration:
    export = paths.read_done("export")
    if not export:
        raise StageInputMissing(
            f"nothing exported under {paths.export}: run `{command} --stage export` first."
        )
    merged = export.get("merged_gguf")
    entry = registry.Registration(
        name=cfg.register.name or cfg.name,
        model=merged or export["base_gguf"],
        lora="" if merged else export["adapter_gguf"],
        stage=export.get("stage"),
        run=str(paths.root.resolve()),
        config=str(cfg.source or ""),
        created=time.strftime("%Y-%m-%dT%H:%M:%S"),
    )
    for file in (entry.model, entry.lora):
        if file and not Path(file).is_file():
            raise StageInputMissing(
                f"the exported file {file} is gone: run `{command} --stage export` again."
            )
    return entry


def run(
    cfg: TrainConfig, paths: RunPaths, *, command: str = "python -m training"
) -> dict[str, Any]:
    entry = entry_for(cfg, paths, command)
    path = registry_path(cfg, paths)
    registry.register(path, entry)
    usage = usage_lines(entry)
    summary = {"registry": str(path), **asdict(entry), "usage": usage}
    paths.mark_done("register", summary)
    return summary


def usage_lines(entry: registry.Registration) -> list[str]:
    """How to use the registered model today, whatever the server reads by itself."""
    model, lora = entry.model, entry.lora
    lines = []
    if lora:
        lines.append(
            f'python -m server generate --model-path "{model}" --lora-path "{lora}" "<description>"'
        )
        lines.append(f'VS Code settings: "manim.modelPath": "{model}", "manim.loraPath": "{lora}"')
    else:
        lines.append(f'python -m server generate --model-path "{model}" "<description>"')
        lines.append(f'VS Code settings: "manim.modelPath": "{model}"')
    return lines
