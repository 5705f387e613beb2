"""The SSIM matrix between every frame of two grayscale videos, computed once per frame, not per pair.

``ssim_matrix(a, b)[i, j]`` equals ``skimage.metrics.structural_similarity(a[i], b[j])`` with
scikit-image's defaults for uint8 images (7x7 uniform window, sample covariance, K1 0.01, K2 0.03,
data range 255, the mean over the map cropped by 3 pixels), within 1e-6 (tests/test_metrics_ssim.py).

Why it is fast (bench/ssim.py):

* Window sums are exact integers (uint8 data), so the per-frame sums of x and x² are computed once
  per frame; only the window sums of x·y depend on the pair.
* Manim frames are mostly background. The valid SSIM map is cut into 16x16 tiles; a tile whose
  window support (the tile plus a 3-pixel halo) is all background in a frame is *flat* there. Where
  both frames are flat the map is exactly 1; where one frame is flat the map depends on the other
  frame alone, so its tile sum is computed once per frame. Only tiles busy in both frames are
  computed per pair, batched over all pairs of a row in a few array operations.
* Identical frames (Manim's ``wait()``) are computed once.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

WIN = 7  # scikit-image's default window (uniform, not Gaussian)
PAD = (WIN - 1) // 2
NP = WIN * WIN
K1, K2 = 0.01, 0.03
DATA_RANGE = 255.0
TILE = 16
HALO = TILE + WIN - 1
# The SSIM formula with window sums s (not means): the scale factors cancel in A1*A2 / (B1*B2).
_C1 = (K1 * DATA_RANGE) ** 2 * NP * NP
_C2 = (K2 * DATA_RANGE) ** 2 * NP * (NP - 1)
_MAX_TILES_PER_BATCH = 4096
# A row whose pairs share busy tiles on more than this fraction of the map is computed densely
# (the tile path's halo overhead and gathers lose to plain full-frame arrays there).
_DENSE_FRACTION = 0.5
_DENSE_CACHE_BYTES = 512 * 1024 * 1024

FloatArray = npt.NDArray[np.float64]
GrayFrames = npt.NDArray[np.uint8]


def _check(frames: np.ndarray, name: str) -> GrayFrames:
    arr = np.asarray(frames)
    if arr.ndim == 2:
        arr = arr[None]
    if arr.ndim != 3:
        raise ValueError(f"{name}: expected T x H x W grayscale frames, got shape {arr.shape}")
    if arr.dtype != np.uint8:
        raise ValueError(f"{name}: expected uint8 frames (data range 255), got {arr.dtype}")
    if arr.shape[0] == 0:
        raise ValueError(f"{name}: no frames")
    if min(arr.shape[1:]) < WIN:
        raise ValueError(f"{name}: frames must be at least {WIN}x{WIN}, got {arr.shape[1:]}")
    return arr


def window_sums(z: np.ndarray) -> np.ndarray:
    """Sums over every full 7x7 window of the last two axes (the "valid" part of a box filter).

    Integer input keeps its dtype: for uint8 products (<= 65025) int32 holds a row's running sum
    up to 33,000 columns, so the sums are exact."""
    c = np.cumsum(z, axis=-1, dtype=z.dtype if z.dtype.kind in "iu" else None)
    r = c[..., WIN - 1 :].copy()
    r[..., 1:] -= c[..., :-WIN]
    c2 = np.cumsum(r, axis=-2, dtype=r.dtype if r.dtype.kind in "iu" else None)
    out = c2[..., WIN - 1 :, :].copy()
    out[..., 1:, :] -= c2[..., :-WIN, :]
    return out


def _ssim_map(
    sx: np.ndarray,
    sxx: np.ndarray,
    sy: np.ndarray | float,
    syy: np.ndarray | float,
    sxy: np.ndarray,
) -> FloatArray:
    """The SSIM map from window sums (float64); broadcasting allowed."""
    p = sx * sy
    num = (2.0 * p + _C1) * (2.0 * (NP * sxy - p) + _C2)
    den = (sx * sx + sy * sy + _C1) * ((NP * sxx - sx * sx) + (NP * syy - sy * sy) + _C2)
    return np.asarray(num / den, dtype=np.float64)


def ssim_pair(x: np.ndarray, y: np.ndarray) -> float:
    """SSIM of two uint8 images, dense (the reference implementation of this module)."""
    a = _check(x, "x")[0].astype(np.int64)
    b = _check(y, "y")[0].astype(np.int64)
    if a.shape != b.shape:
        raise ValueError(f"frame shapes differ: {a.shape} vs {b.shape}")
    f = [window_sums(v).astype(np.float64) for v in (a, a * a, b, b * b, a * b)]
    return float(_ssim_map(*f).mean())


class _Video:
    """One video's distinct frames, which tiles are busy in each, and (on demand) their
    statistics on the busy tiles only."""

    def __init__(self, frames: GrayFrames, background: int, grid: _Grid) -> None:
        uniq, inverse = _unique_frames(frames)
        self.frames = uniq
        self.inverse = inverse
        self.n = len(uniq)
        self.background = background
        self.grid = grid
        padded = np.full((self.n, grid.img_h, grid.img_w), background, dtype=np.uint8)
        padded[:, : frames.shape[1], : frames.shape[2]] = uniq
        self._halos = _halo_view(padded, grid)  # n x ty x tx x HALO x HALO, a view
        self.busy = (self._halos != background).any(axis=(3, 4)).reshape(self.n, -1)
        self.prepared = False

    def prepare_tiles(self) -> None:
        """Window sums on busy tiles and each busy tile's deviation against a flat frame."""
        if self.prepared:
            return
        self.prepared = True
        grid, background = self.grid, self.background
        self.row = np.full(self.busy.shape, -1, dtype=np.int64)  # (frame, tile) -> compact row
        frame_idx, tile_idx = np.nonzero(self.busy)
        self.row[frame_idx, tile_idx] = np.arange(len(frame_idx))
        h = self._halos.reshape(self.n, -1, HALO, HALO)[frame_idx, tile_idx].astype(np.int32)
        self.halo = h
        self.s = window_sums(h).astype(np.float64)  # rows x TILE x TILE
        self.ss = window_sums(h * h).astype(np.float64)
        flat_s = float(NP * background)
        flat_ss = float(NP * background * background)
        against_flat = _ssim_map(self.s, self.ss, flat_s, flat_ss, background * self.s)
        self.dev = ((against_flat - 1.0) * grid.mask[tile_idx]).sum(axis=(1, 2))  # rows
        self.dev_total = np.zeros(self.n)
        np.add.at(self.dev_total, frame_idx, self.dev)


class _Grid:
    """The tiling of the valid SSIM map of H x W frames."""

    def __init__(self, h: int, w: int) -> None:
        self.valid_h, self.valid_w = h - WIN + 1, w - WIN + 1
        self.ty = -(-self.valid_h // TILE)
        self.tx = -(-self.valid_w // TILE)
        self.img_h, self.img_w = self.ty * TILE + WIN - 1, self.tx * TILE + WIN - 1
        m = np.zeros((self.ty * TILE, self.tx * TILE))
        m[: self.valid_h, : self.valid_w] = 1.0
        self.mask = (
            m.reshape(self.ty, TILE, self.tx, TILE).transpose(0, 2, 1, 3).reshape(-1, TILE, TILE)
        )
        self.count = float(self.valid_h * self.valid_w)
        self.tile_count = self.mask.sum(axis=(1, 2))


def _halo_view(padded: GrayFrames, grid: _Grid) -> np.ndarray:
    n = padded.shape[0]
    s0, s1, s2 = padded.strides
    return np.lib.stride_tricks.as_strided(
        padded,
        shape=(n, grid.ty, grid.tx, HALO, HALO),
        strides=(s0, TILE * s1, TILE * s2, s1, s2),
        writeable=False,
    )


def _unique_frames(frames: GrayFrames) -> tuple[GrayFrames, npt.NDArray[np.int64]]:
    """Distinct frames and, for each input frame, the index of its distinct frame."""
    seen: dict[bytes, int] = {}
    keep: list[int] = []
    inverse = np.empty(len(frames), dtype=np.int64)
    for i, f in enumerate(frames):
        key = f.tobytes()
        j = seen.get(key)
        if j is None:
            j = seen[key] = len(keep)
            keep.append(i)
        inverse[i] = j
    return frames[keep], inverse


def background_value(*videos: GrayFrames) -> int:
    """The most common pixel value over both videos (Manim's background), from a subsample."""
    counts = np.zeros(256, dtype=np.int64)
    for v in videos:
        counts += np.bincount(v[:, ::4, ::4].ravel(), minlength=256)
    return int(counts.argmax())


def ssim_matrix(gray_a: np.ndarray, gray_b: np.ndarray) -> FloatArray:
    """T x T^ SSIM between every frame of ``gray_a`` (T x H x W uint8) and of ``gray_b``."""
    a = _check(gray_a, "gray_a")
    b = _check(gray_b, "gray_b")
    if a.shape[1:] != b.shape[1:]:
        raise ValueError(f"frame sizes differ: {a.shape[1:]} vs {b.shape[1:]}")
    grid = _Grid(*a.shape[1:])
    bg = background_value(a, b)
    va, vb = _Video(a, bg, grid), _Video(b, bg, grid)
    shared = va.busy.astype(np.float64) @ vb.busy.T.astype(np.float64)  # busy tiles in both
    dense_rows = shared.sum(axis=1) > _DENSE_FRACTION * vb.n * va.busy.shape[1]
    out = np.empty((va.n, vb.n))
    if not dense_rows.all():
        va.prepare_tiles()
        vb.prepare_tiles()
    dense = _DenseStats(vb.frames) if dense_rows.any() else None
    for i in range(va.n):
        if dense is not None and dense_rows[i]:
            out[i] = dense.row(va.frames[i]) * grid.count
        else:
            out[i] = _tile_row(va, vb, i)
    out /= grid.count
    return np.asarray(out[va.inverse][:, vb.inverse], dtype=np.float64)


def _tile_row(va: _Video, vb: _Video, i: int) -> FloatArray:
    """Sums of the SSIM maps of frame i of A against every frame of B, tile path."""
    grid = va.grid
    # Start from "both flat everywhere" (1 per valid pixel) plus each frame's own deviation.
    out = grid.count + va.dev_total[i] + vb.dev_total
    both = va.busy[i][None, :] & vb.busy  # nb x tiles
    js, tiles = np.nonzero(both)
    for start in range(0, len(js), _MAX_TILES_PER_BATCH):
        j = js[start : start + _MAX_TILES_PER_BATCH]
        t = tiles[start : start + _MAX_TILES_PER_BATCH]
        ra, rb = va.row[i, t], vb.row[j, t]
        sxy = window_sums(va.halo[ra] * vb.halo[rb]).astype(np.float64)
        m = _ssim_map(va.s[ra], va.ss[ra], vb.s[rb], vb.ss[rb], sxy)
        pair = (m * grid.mask[t]).sum(axis=(1, 2))
        # Replace what the start value assumed for this tile (flat-flat + both deviations).
        correction = pair - grid.tile_count[t] - va.dev[ra] - vb.dev[rb]
        out += np.bincount(j, weights=correction, minlength=vb.n)
    return np.asarray(out, dtype=np.float64)


class _DenseStats:
    """Full-frame window sums of the distinct frames of one video, for rows computed densely."""

    def __init__(self, frames: GrayFrames) -> None:
        self.frames = frames
        per_frame = 2 * 8 * (frames.shape[1] - WIN + 1) * (frames.shape[2] - WIN + 1)
        self.keep = per_frame * len(frames) <= _DENSE_CACHE_BYTES
        self._stats: dict[int, tuple[FloatArray, FloatArray]] = {}

    def stats(self, j: int) -> tuple[FloatArray, FloatArray]:
        got = self._stats.get(j)
        if got is None:
            y = self.frames[j].astype(np.int32)
            got = (window_sums(y).astype(np.float64), window_sums(y * y).astype(np.float64))
            if self.keep:
                self._stats[j] = got
        return got

    def row(self, x_frame: np.ndarray) -> FloatArray:
        """Mean SSIM of one frame against every distinct frame of this video."""
        x = x_frame.astype(np.int32)
        sx, sxx = window_sums(x).astype(np.float64), window_sums(x * x).astype(np.float64)
        out = np.empty(len(self.frames))
        for j, y in enumerate(self.frames.astype(np.int32)):
            sy, syy = self.stats(j)
            sxy = window_sums(x * y).astype(np.float64)
            out[j] = _ssim_map(sx, sxx, sy, syy, sxy).mean()
        return out


def ssim_matrix_pairwise(gray_a: np.ndarray, gray_b: np.ndarray) -> FloatArray:
    """The plain loop: scikit-image's ``structural_similarity`` for every pair (the baseline)."""
    from skimage.metrics import structural_similarity

    a = _check(gray_a, "gray_a")
    b = _check(gray_b, "gray_b")
    out = np.empty((len(a), len(b)))
    for i in range(len(a)):
        for j in range(len(b)):
            out[i, j] = structural_similarity(a[i], b[j])
    return out
