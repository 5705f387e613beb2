"""The register stage: record the exported model where the server can find it.

The registry is a small JSON file (default ``<cache>/registry.json``, i.e.
``~/.cache/manim-agent/registry.json``). Its top level names the active model so a reader needs
two keys only; earlier registrations are kept under ``history``:

    {"version": 1, "name": "default", "model": "/.../base.gguf", "lora": "/.../adapter-f16.gguf",
     "run": "/.../runs/default", "created": "2025-...", "history": [{...}, ...]}

``model`` is the GGUF to load; ``lora`` the adapter GGUF for it ("" when the model is a merged
one). The stage also prints the exact ``python -m server generate --lora ...`` command.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from server import model_store
from training.config import TrainConfig
from training.paths import RunPaths, StageInputMissing

REGISTRY_VERSION = 1
REGISTRY_FILE = "registry.json"


def registry_path(cfg: TrainConfig, paths: RunPaths) -> Path:
    configured = cfg.register.registry
    if not configured:
        return model_store.cache_dir() / REGISTRY_FILE
    return Path(configured.replace("{out}", str(paths.root))).expanduser()


def read_registry(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def entry_for(cfg: TrainConfig, paths: RunPaths, command: str) -> dict[str, Any]:
    export = paths.read_done("export")
    if not export:
        raise StageInputMissing(
            f"nothing exported under {paths.export}: run `{command} --stage export` first."
        )
    merged = export.get("merged_gguf")
    entry = {
        "name": cfg.register.name or cfg.name,
        "model": merged or export["base_gguf"],
        "lora": "" if merged else export["adapter_gguf"],
        "stage": export.get("stage"),
        "run": str(paths.root.resolve()),
        "config": cfg.source,
        "created": time.strftime("%Y-%m-%dT%H:%M:%S"),
    }
    for key in ("model", "lora"):
        if entry[key] and not Path(entry[key]).is_file():
            raise StageInputMissing(
                f"the exported file {entry[key]} is gone: run `{command} --stage export` again."
            )
    return entry


def run(
    cfg: TrainConfig, paths: RunPaths, *, command: str = "python -m training"
) -> dict[str, Any]:
    entry = entry_for(cfg, paths, command)
    path = registry_path(cfg, paths)
    old = read_registry(path)
    history = list(old.get("history", []))
    if old.get("model"):
        history.insert(0, {k: v for k, v in old.items() if k not in ("history", "version")})
    data = {"version": REGISTRY_VERSION, **entry, "history": history[:20]}
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    tmp.replace(path)
    usage = usage_lines(entry)
    summary = {"registry": str(path), **entry, "usage": usage}
    paths.mark_done("register", summary)
    return summary


def usage_lines(entry: dict[str, Any]) -> list[str]:
    """How to use the registered model today, whatever the server reads by itself."""
    model, lora = entry["model"], entry["lora"]
    lines = []
    if lora:
        lines.append(f'python -m server generate --model "{model}" --lora "{lora}" "<description>"')
        lines.append(f'VS Code settings: "manim.modelPath": "{model}", "manim.loraPath": "{lora}"')
    else:
        lines.append(f'python -m server generate --model "{model}" "<description>"')
        lines.append(f'VS Code settings: "manim.modelPath": "{model}"')
    return lines
