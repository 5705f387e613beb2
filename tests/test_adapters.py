"""Shipped LoRA adapters: verified by hash, applied to their embedded model only when nothing else
is chosen, and a damaged install is a clear error."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

import server.adapters as adapters
from server.adapters import AdapterError, ShippedAdapter, shipped_adapter
from server.backends import BackendError, LlamaCppBackend, make_backend
from server.settings import Settings


def _adapter(tmp_path: Path, content: bytes = b"GGUF adapter bytes") -> ShippedAdapter:
    folder = tmp_path / "adapters"
    folder.mkdir(exist_ok=True)
    (folder / "small-sft.gguf").write_bytes(content)
    (folder / "small-sft.json").write_text(json.dumps({"stage": "sft", "rsr": 1.0}))
    digest = hashlib.sha256(content).hexdigest()
    return ShippedAdapter("small", "small-sft.gguf", digest, directory=folder)


def test_lookup_verifies_the_hash(tmp_path: Path) -> None:
    entry = _adapter(tmp_path)
    assert shipped_adapter("small", {"small": entry}) == entry
    assert shipped_adapter("default", {"small": entry}) is None
    assert entry.describe() == {"stage": "sft", "rsr": 1.0}
    entry.path.write_bytes(b"something else")
    adapters._verified.clear()
    with pytest.raises(AdapterError, match=r"damaged .*--no-adapter"):
        shipped_adapter("small", {"small": entry})
    entry.path.unlink()
    with pytest.raises(AdapterError, match=r"missing .*Reinstall"):
        shipped_adapter("small", {"small": entry})


def test_every_committed_adapter_matches_its_pin() -> None:
    """What the repository ships loads: the file is there, its hash is pinned, its record reads."""
    for key, entry in adapters.SHIPPED.items():
        assert shipped_adapter(key) == entry
        record = entry.describe()
        assert record.get("embedded") == key and record.get("evaluation"), entry.record


def _embedded_small_settings(tmp_path: Path, small_model_path: Path, **extra: object) -> Settings:
    """Settings whose cache holds the real 0.5B (linked), so nothing is fetched."""
    models = tmp_path / "cache" / "models"
    models.mkdir(parents=True, exist_ok=True)
    link = models / small_model_path.name
    if not link.exists():
        link.symlink_to(small_model_path)
        stamp = small_model_path.with_name(small_model_path.name + ".verified.json")
        (models / stamp.name).write_text(stamp.read_text())
    values: dict[str, object] = {
        "cacheDir": str(tmp_path / "cache"),
        "embeddedModel": "small",
        "useRegistry": False,
    }
    values.update(extra)
    return Settings().update(values)


def test_make_backend_applies_the_shipped_adapter_only_by_default(
    tmp_path: Path, small_model_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    entry = _adapter(tmp_path)
    monkeypatch.setitem(adapters.SHIPPED, "small", entry)
    said: list[str] = []
    backend = make_backend(_embedded_small_settings(tmp_path, small_model_path), said.append)
    assert isinstance(backend, LlamaCppBackend) and backend.lora_path == entry.path
    assert any("shipped adapter small-sft.gguf" in m for m in said)

    off = make_backend(_embedded_small_settings(tmp_path, small_model_path, shippedAdapter=False))
    assert isinstance(off, LlamaCppBackend) and off.lora_path is None

    own = tmp_path / "mine.gguf"
    own.write_bytes(b"GGUF")
    explicit = make_backend(_embedded_small_settings(tmp_path, small_model_path, loraPath=str(own)))
    assert isinstance(explicit, LlamaCppBackend) and explicit.lora_path == own

    other_model = make_backend(
        _embedded_small_settings(tmp_path, small_model_path, modelPath=str(small_model_path))
    )
    assert isinstance(other_model, LlamaCppBackend) and other_model.lora_path is None


def test_a_damaged_shipped_adapter_is_a_backend_error(
    tmp_path: Path, small_model_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    entry = _adapter(tmp_path)
    entry.path.write_bytes(b"truncated")
    adapters._verified.clear()
    monkeypatch.setitem(adapters.SHIPPED, "small", entry)
    with pytest.raises(BackendError, match="damaged"):
        make_backend(_embedded_small_settings(tmp_path, small_model_path))
