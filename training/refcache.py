"""Reference videos rendered once: keyed by their code, the Manim version and the render settings.

Evaluation and training compare every generated video with the reference code's video. A
reference is rendered once per machine, through the render pool, and kept on disk:

    <root>/<key[:2]>/<key>/video.mp4     the -ql render (video.png for a scene without animations)
                          /frames.npz    gray frames at ``fps`` (T x H x W uint8) and their times
                          /emb-<name>.npy  image embeddings per encoder (CLIP), when one is present
                          /meta.json     code, settings, duration, when it was made

The key is a hash of (code, Manim version, quality, fps, cache format). A reference that does not
render is remembered for this process only (a later run retries it, for instance after LaTeX is
installed): ``get()`` returns None and ``reason(code)`` says why; callers report and exclude it.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
import tempfile
import threading
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any

import numpy as np

from server.models.store import cache_dir as user_cache_dir
from server.render import Frames, RenderPool, render_code, sample_frames

log = logging.getLogger(__name__)

FORMAT = 1
REFCACHE_ENV = "MANIM_AGENT_REFCACHE"


def manim_version() -> str:
    try:
        return metadata.version("manim")
    except metadata.PackageNotFoundError:
        return "unknown"


def default_root() -> Path:
    """$MANIM_AGENT_REFCACHE, else <user cache>/manim-agent/refcache."""
    env = os.environ.get(REFCACHE_ENV)
    return Path(env).expanduser() if env else user_cache_dir() / "refcache"


@dataclass
class Reference:
    """A rendered reference: its video, its frames (loaded lazily) and cached embeddings.

    Each ``ReferenceCache.get`` returns a fresh object, so frames are held only while a caller
    holds it (a hundred references' frames would not fit in memory together)."""

    key: str
    code: str
    video: Path
    folder: Path
    fps: float
    duration: float
    _frames: Frames | None = field(default=None, repr=False)
    _gray: np.ndarray | None = field(default=None, repr=False)

    @property
    def gray(self) -> np.ndarray:
        """T x H x W uint8 grayscale frames at ``fps`` (from frames.npz, no video decode)."""
        if self._gray is None:
            with np.load(self.folder / "frames.npz") as data:
                self._gray = np.asarray(data["gray"])
        return self._gray

    @property
    def trace(self) -> dict[str, Any] | None:
        """The reference's scene trace (``trace.json``), None when not recorded yet."""
        path = self.folder / "trace.json"
        try:
            return dict(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError):
            return None

    @property
    def frames(self) -> Frames:
        """The full sampled frames (RGB and gray), decoded from the video on first use."""
        if self._frames is None:
            self._frames = sample_frames(self.video, fps=self.fps)
            self._gray = self._frames.gray
        return self._frames

    def embeddings(self, name: str, compute: Callable[[np.ndarray], np.ndarray]) -> np.ndarray:
        """Per-frame embeddings of encoder ``name``: from disk, else computed from the RGB frames."""
        path = self.folder / f"emb-{name}.npy"
        if path.is_file():
            return np.asarray(np.load(path))
        emb = np.asarray(compute(self.frames.rgb))
        tmp = path.with_suffix(f".{os.getpid()}.{threading.get_ident()}.tmp.npy")
        np.save(tmp, emb)
        os.replace(tmp, path)
        return emb


class ReferenceCache:
    """Renders reference code once and serves its frames; thread-safe, shared between processes."""

    def __init__(
        self,
        root: Path | None = None,
        fps: float = 5.0,
        quality: str = "l",
        pool: RenderPool | None = None,
        timeout: float = 120.0,
    ) -> None:
        self.root = Path(root) if root is not None else default_root()
        self.fps = fps
        self.quality = quality
        self.pool = pool
        self.timeout = timeout
        self.manim_version = manim_version()
        self.hits = 0
        self.misses = 0
        self._failures: dict[str, str] = {}
        self._locks: dict[str, threading.Lock] = {}
        self._lock = threading.Lock()

    def key(self, code: str) -> str:
        blob = json.dumps(
            {
                "format": FORMAT,
                "code": code,
                "manim": self.manim_version,
                "quality": self.quality,
                "fps": self.fps,
            },
            sort_keys=True,
        )
        return hashlib.sha256(blob.encode("utf-8")).hexdigest()[:32]

    def folder(self, key: str) -> Path:
        return self.root / key[:2] / key

    def reason(self, code: str) -> str | None:
        """Why the reference of ``code`` is unavailable (None if it rendered or was not tried)."""
        return self._failures.get(self.key(code))

    def get(self, code: str) -> Reference | None:
        """The reference for ``code``, rendering it on a miss; None when it does not render."""
        key = self.key(code)
        with self._lock:
            if key in self._failures:
                return None
            key_lock = self._locks.setdefault(key, threading.Lock())
        with key_lock:  # one render per key, however many threads ask
            with self._lock:
                if key in self._failures:
                    return None
            ref = self._load(key, code)
            if ref is not None:
                with self._lock:
                    self.hits += 1
                return ref
            return self._render(key, code)

    def trace_of(self, ref: Reference) -> dict[str, Any] | None:
        """The reference's scene trace; an entry cached before traces existed is rendered once
        more (no outputs kept) to add it. None when the render gives no trace."""
        trace = ref.trace
        if trace is not None:
            return trace
        result = render_code(
            ref.code, quality=self.quality, timeout=self.timeout, pool=self.pool,
            layout=False, keep_outputs=False,
        )  # fmt: skip
        if not result.ok or result.trace is None:
            return None
        trace = result.trace.to_dict()
        tmp = ref.folder / f"trace.{os.getpid()}.{threading.get_ident()}.tmp"
        try:
            tmp.write_text(json.dumps(trace), encoding="utf-8")
            os.replace(tmp, ref.folder / "trace.json")
        except OSError:
            pass  # a read-only cache still scores
        return dict(trace)

    def prefetch(self, codes: Iterable[str], workers: int | None = None) -> None:
        """Make sure every reference is cached, rendering misses in parallel through the pool."""
        unique = list(dict.fromkeys(codes))
        n = max(1, workers or (self.pool.size if self.pool is not None else os.cpu_count() or 1))
        with ThreadPoolExecutor(max_workers=n, thread_name_prefix="refcache") as ex:
            list(ex.map(self.get, unique))

    # -- internals ------------------------------------------------------------------------------
    def _load(self, key: str, code: str) -> Reference | None:
        folder = self.folder(key)
        try:
            meta = json.loads((folder / "meta.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        video = folder / str(meta.get("media", "video.mp4"))
        if meta.get("code") != code or not video.is_file() or not (folder / "frames.npz").is_file():
            return None
        return Reference(key, code, video, folder, self.fps, float(meta.get("duration", 0.0)))

    def _render(self, key: str, code: str) -> Reference | None:
        with self._lock:
            self.misses += 1
        self.root.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{key}.", dir=self.root))
        try:
            t0 = time.perf_counter()
            result = render_code(
                code,
                quality=self.quality,
                timeout=self.timeout,
                output_dir=tmp / "out",
                pool=self.pool,
                layout=False,
            )
            media = result.video or result.image  # a scene without animations gives a PNG
            if not result.ok or media is None:
                why = result.error.summary() if result.error else "no video or image written"
                self._fail(key, f"reference did not render ({result.status}): {why}")
                return None
            if result.trace is not None:  # for trace_sim
                (tmp / "trace.json").write_text(json.dumps(result.trace.to_dict()))
            name = "video" + media.suffix.lower()
            shutil.move(str(media), tmp / name)
            frames = sample_frames(tmp / name, fps=self.fps)
            np.savez_compressed(tmp / "frames.npz", gray=frames.gray, times=frames.times)
            meta = {
                "format": FORMAT,
                "code": code,
                "manim": self.manim_version,
                "quality": self.quality,
                "fps": self.fps,
                "media": name,
                "duration": frames.duration,
                "frames": len(frames),
                "render_s": round(time.perf_counter() - t0, 3),
                "created": time.strftime("%Y-%m-%dT%H:%M:%S"),
            }
            (tmp / "meta.json").write_text(json.dumps(meta, indent=1), encoding="utf-8")
            shutil.rmtree(tmp / "out", ignore_errors=True)
            folder = self.folder(key)
            folder.parent.mkdir(parents=True, exist_ok=True)
            try:
                os.rename(tmp, folder)  # atomic; another process may have won the race
            except OSError:
                if self._load(key, code) is None:
                    shutil.rmtree(folder, ignore_errors=True)
                    os.rename(tmp, folder)
            ref = self._load(key, code)
            if ref is None:
                self._fail(key, "reference cache entry could not be written")
                return None
            ref._gray = frames.gray
            return ref
        except Exception as exc:  # a bad reference never ends a run
            self._fail(key, f"reference failed: {type(exc).__name__}: {exc}")
            return None
        finally:
            shutil.rmtree(tmp, ignore_errors=True)

    def _fail(self, key: str, reason: str) -> None:
        log.warning("reference %s excluded: %s", key[:12], reason)
        with self._lock:
            self._failures[key] = reason
