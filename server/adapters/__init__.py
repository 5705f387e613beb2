"""LoRA adapters shipped with Manim Agent, each made by our own training run (`python -m training`).

An adapter here is applied to its embedded model when nothing else is chosen: no model path, no
adapter path, no endpoint and no registered training output. Each one sits next to a JSON record
(`<stem>.json`) with the config it was trained with and the evaluation that justified shipping it
(docs/training.md). A file whose sha256 does not match is never loaded.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


@dataclass(frozen=True)
class ShippedAdapter:
    embedded: str  # the embedded model key it was trained on (server.model_store)
    file: str  # GGUF adapter file in this folder
    sha256: str
    directory: Path = HERE

    @property
    def path(self) -> Path:
        return self.directory / self.file

    @property
    def record(self) -> Path:
        return self.path.with_suffix(".json")

    def describe(self) -> dict[str, Any]:
        try:
            data = json.loads(self.record.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}


# embedded model key -> its adapter. The 1.5B default has none yet (see docs/training.md).
SHIPPED: dict[str, ShippedAdapter] = {}


class AdapterError(RuntimeError):
    """A shipped adapter is missing or damaged."""


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


_verified: dict[Path, str] = {}


def shipped_adapter(
    embedded: str, table: dict[str, ShippedAdapter] | None = None
) -> ShippedAdapter | None:
    """The verified adapter shipped for an embedded model, None when there is none.

    Raises AdapterError when the file is missing or its hash is wrong (a damaged install), with
    the way out: reinstall, or switch shipped adapters off.
    """
    entry = (SHIPPED if table is None else table).get(embedded)
    if entry is None:
        return None
    path = entry.path
    if not path.is_file():
        raise AdapterError(
            f"the adapter shipped for the embedded {embedded!r} model is missing ({path}). "
            "Reinstall Manim Agent (pip install -e .), or set manim.shippedAdapter to false "
            "(CLI: --no-adapter) to run the base model alone."
        )
    digest = _verified.get(path) or _sha256(path)
    if digest != entry.sha256:
        raise AdapterError(
            f"the adapter shipped for the embedded {embedded!r} model is damaged ({path}: sha256 "
            f"{digest[:12]}..., expected {entry.sha256[:12]}...). Reinstall Manim Agent, or set "
            "manim.shippedAdapter to false (CLI: --no-adapter)."
        )
    _verified[path] = digest
    return entry
