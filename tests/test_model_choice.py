"""Which model and adapter the settings select (server/models/choice.py): `--no-adapter`, pinned
shipped adapters, and what `python -m server info` reports with sha256.

The GGUF files here are the real embedded 0.5B (linked into a temporary cache) and small stand-in
adapter files; nothing is loaded into llama.cpp (make_backend builds the backend lazily).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from server.backends import BackendError, LlamaCppBackend, make_backend
from server.cli import main as server_main
from server.engine import Engine
from server.info import server_info
from server.models import choice as model_choice
from server.models import store as model_store
from server.settings import Settings

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def cache(tmp_path: Path, small_model_path: Path) -> Path:
    """A cache folder holding the verified 0.5B (linked, with its stamp) and no registry."""
    models = tmp_path / "models"
    models.mkdir()
    (models / small_model_path.name).symlink_to(small_model_path)
    stamp = small_model_path.with_name(small_model_path.name + ".verified.json")
    (models / stamp.name).write_text(stamp.read_text())
    return tmp_path


def settings(cache: Path, **values: object) -> Settings:
    return Settings().update({"cache_dir": str(cache), "embedded_model": "small", **values})


def register(cache: Path, model: Path, lora: Path) -> None:
    (cache / "registry.json").write_text(
        json.dumps({"version": 1, "model": str(model), "lora": str(lora)})
    )


def test_no_adapter_turns_off_every_adapter(cache: Path, small_model_path: Path) -> None:
    """A registered adapter and an explicit adapter path are used by default and left out with
    adapter = False (the plain embedded model answers)."""
    lora = cache / "adapter.gguf"
    lora.write_bytes(b"GGUF-adapter")
    register(cache, small_model_path, lora)
    on = model_choice.choose(settings(cache))
    assert on.source == "registry" and on.lora == str(lora) and on.adapter_source == "registry"
    off = model_choice.choose(settings(cache, adapter=False))
    assert off.source == "embedded" and off.lora == "" and off.embedded == "small"
    backend = make_backend(settings(cache, adapter=False))
    assert isinstance(backend, LlamaCppBackend) and backend.lora_path is None
    explicit = settings(cache, model_path=str(small_model_path), lora_path=str(lora))
    assert model_choice.choose(explicit).lora == str(lora)
    explicit.adapter = False
    assert model_choice.choose(explicit).lora == ""


def test_pinned_adapter_ships_with_the_embedded_model(
    cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A pinned adapter is applied to its embedded model after its size and sha256 match; a
    changed file is refused with what to do; --no-adapter leaves it out."""
    folder = tmp_path / "adapters"
    folder.mkdir()
    data = b"GGUF pinned adapter bytes"
    (folder / "small-rft.gguf").write_bytes(data)
    pinned = model_choice.PinnedAdapter(
        "small", "small-rft.gguf", len(data), hashlib.sha256(data).hexdigest(), "c.yaml", "e.md"
    )
    monkeypatch.setattr(model_choice, "ADAPTER_DIR", folder)
    monkeypatch.setitem(model_choice.EMBEDDED_ADAPTERS, "small", pinned)
    choice = model_choice.choose(settings(cache))
    assert choice.adapter_source == "pinned" and choice.lora_sha256 == pinned.sha256
    backend = make_backend(settings(cache))
    assert isinstance(backend, LlamaCppBackend) and backend.lora_path == folder / "small-rft.gguf"
    assert model_choice.choose(settings(cache, adapter=False)).lora == ""
    assert model_choice.choose(settings(cache, embedded_model="default")).lora == ""
    (folder / "small-rft.gguf").write_bytes(data + b"!")
    with pytest.raises(BackendError, match="--no-adapter"):
        make_backend(settings(cache))


def test_shipped_pinned_adapters_are_complete() -> None:
    """Every adapter in the embedded table (none today) is present, matches its pin, is small,
    and has its training config and evaluation committed."""
    for key, pinned in model_choice.EMBEDDED_ADAPTERS.items():
        assert key in model_store.EMBEDDED_MODELS and pinned.model == key
        assert model_choice.verify_pinned(pinned).stat().st_size < 32 * 1024 * 1024
        assert (REPO / pinned.config).is_file() and (REPO / pinned.evaluation).is_file()


def test_info_names_model_and_adapter_with_sha256(cache: Path, small_model_path: Path) -> None:
    """`server info` names the active model and adapter files with their sha256 (the registered
    adapter hashed, the embedded model by its verified pin), and none with --no-adapter."""
    lora = cache / "adapter.gguf"
    lora.write_bytes(b"GGUF-adapter-2")
    register(cache, small_model_path, lora)
    info = server_info(Engine(settings(cache)))
    assert info["modelSource"] == "registry" and info["adapter"] == str(lora)
    assert info["adapterSha256"] == hashlib.sha256(b"GGUF-adapter-2").hexdigest()
    assert info["modelSha256"] == model_store.EMBEDDED_MODELS["small"].sha256
    off = server_info(Engine(settings(cache, adapter=False)))
    assert off["adapter"] is None and off["adapterSha256"] is None
    assert off["modelSource"] == "embedded" and off["settings"]["adapter"] is False


def test_info_cli_takes_no_adapter(
    cache: Path, small_model_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`python -m server info --json --no-adapter` reports the plain model; without the flag the
    registered adapter."""
    lora = cache / "adapter.gguf"
    lora.write_bytes(b"GGUF-adapter-3")
    register(cache, small_model_path, lora)
    base = ["info", "--json", "--cache-dir", str(cache), "--embedded-model", "small"]
    assert server_main(base) == 0
    assert json.loads(capsys.readouterr().out)["adapter"] == str(lora)
    assert server_main([*base, "--no-adapter"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["adapter"] is None and out["modelFile"].endswith(small_model_path.name)
