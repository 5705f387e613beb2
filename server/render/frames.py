"""Sample a rendered video at a fixed rate into RGB and grayscale arrays (the metrics' input).

Sampling is by timestamp: the frame shown at ``t = k / fps`` is the last decoded frame whose
presentation time is at or before ``t``. A 15 fps -ql video sampled at 5 fps gives every third
frame; a still PNG gives one frame.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import numpy as np
import numpy.typing as npt

_EPS = 1e-6


@dataclass
class Frames:
    """Sampled frames: ``rgb`` T x H x W x 3 uint8, ``gray`` T x H x W uint8 (BT.601 luma),
    ``times`` the T sample times in seconds."""

    rgb: npt.NDArray[np.uint8]
    gray: npt.NDArray[np.uint8]
    times: npt.NDArray[np.float64]
    fps: float
    duration: float

    def __len__(self) -> int:
        return int(self.rgb.shape[0])


def to_gray(rgb: npt.NDArray[np.uint8]) -> npt.NDArray[np.uint8]:
    """ITU-R BT.601 luma, as OpenCV and most SSIM code compute it."""
    weights = np.array([0.299, 0.587, 0.114], dtype=np.float32)
    gray = rgb.astype(np.float32) @ weights
    return np.clip(np.rint(gray), 0, 255).astype(np.uint8)


def sample_times(duration: float, fps: float) -> npt.NDArray[np.float64]:
    """``0, 1/fps, 2/fps, ...`` strictly before ``duration`` (at least one sample)."""
    n = max(1, math.ceil(duration * fps - _EPS))
    return np.arange(n, dtype=np.float64) / fps


T = TypeVar("T")


def select_by_time(
    frames: Iterable[tuple[float, T]], fps: float, frame_period: float, duration: float = 0.0
) -> list[tuple[float, T]]:
    """Stream (time, frame) pairs in order; keep the frame shown at each ``k / fps`` (pure).

    Only the previous frame is held, so a long video is never decoded into memory whole. The
    video ends at ``max(duration, last frame time + frame_period)``.
    """
    picked: list[tuple[float, T]] = []
    k = 0
    prev: tuple[float, T] | None = None
    for t, item in frames:
        while k / fps < t - _EPS:
            picked.append((k / fps, prev[1] if prev is not None else item))
            k += 1
        prev = (t, item)
    if prev is None:
        return picked
    end = max(duration, prev[0] + frame_period)
    while k / fps < end - _EPS:
        picked.append((k / fps, prev[1]))
        k += 1
    return picked


def sample_frames(video_path: str | Path, fps: float = 5.0) -> Frames:
    """Decode ``video_path`` with PyAV and sample it at ``fps`` frames per second."""
    if fps <= 0:
        raise ValueError("fps must be positive")
    path = Path(video_path)
    if path.suffix.lower() in (".png", ".jpg", ".jpeg"):
        from PIL import Image

        with Image.open(path) as img:
            rgb = np.asarray(img.convert("RGB"), dtype=np.uint8)[None]
        return Frames(rgb, to_gray(rgb), np.zeros(1), fps, 0.0)

    import av

    with av.open(str(path)) as container:
        stream = container.streams.video[0]
        rate = float(stream.average_rate or 0) or 15.0
        duration = 0.0
        if stream.duration is not None and stream.time_base is not None:
            duration = float(stream.duration * stream.time_base)
        elif container.duration:
            duration = float(container.duration) / 1_000_000

        def timed() -> Iterator[tuple[float, Any]]:
            for n, frame in enumerate(container.decode(stream)):
                yield (float(frame.time) if frame.time is not None else n / rate), frame

        picked = select_by_time(timed(), fps, 1.0 / rate, duration)
        if not picked:
            raise ValueError(f"{path} has no video frames")
        cache: dict[int, npt.NDArray[np.uint8]] = {}
        arrays = []
        for _, frame in picked:
            key = id(frame)
            if key not in cache:
                cache.clear()  # frames arrive in order: only the latest can repeat
                cache[key] = frame.to_ndarray(format="rgb24")
            arrays.append(cache[key])
    rgb = np.stack(arrays)
    times = np.array([t for t, _ in picked], dtype=np.float64)
    return Frames(rgb, to_gray(rgb), times, fps, max(duration, float(times[-1])))
