"""SSIM matrix: the vectorised `ssim_matrix` against the plain pairwise scikit-image loop.

    .venv/bin/python bench/ssim.py [--rows N]

Renders two different 10-second Manim scenes at -ql (854x480), samples both at 5 fps (50 frames
each) and computes the 50 x 50 SSIM matrix both ways in the same run, checking that they agree.
`--rows N` times the scikit-image loop on the first N rows only and scales it to 50 (faster; the
JSON says so). A second case, dense noise frames (no background to skip), shows the worst case.
The last line printed is JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from server.render import RenderPool, render_code, sample_frames
from training.metrics.ssim import ssim_matrix, ssim_matrix_pairwise

SCENE_A = """
from manim import *
class A(Scene):
    def construct(self):
        c = Circle(color=BLUE).shift(LEFT * 2)
        t = Text("Hello Manim").to_edge(UP)
        self.play(Create(c), Write(t), run_time=2)
        self.play(Transform(c, Square(color=RED).shift(RIGHT * 2)), run_time=2)
        self.play(c.animate.rotate(PI / 2).shift(DOWN), run_time=2)
        dots = VGroup(*[Dot(RIGHT * i * 0.5) for i in range(-6, 7)]).shift(DOWN * 2)
        self.play(FadeIn(dots, lag_ratio=0.2), run_time=2)
        self.play(dots.animate.shift(UP), t.animate.set_color(YELLOW), run_time=2)
"""
SCENE_B = """
from manim import *
class B(Scene):
    def construct(self):
        sq = Square(color=GREEN)
        t = Text("Different scene").to_edge(DOWN)
        self.play(Create(sq), run_time=2)
        self.play(Write(t), sq.animate.scale(1.5), run_time=2)
        self.play(ReplacementTransform(sq, Triangle(color=ORANGE).shift(UP)), run_time=2)
        ax = Axes(x_range=[-3, 3], y_range=[-2, 2], x_length=6, y_length=4)
        self.play(Create(ax), run_time=2)
        self.play(Create(ax.plot(lambda x: np.sin(x), color=YELLOW)), run_time=2)
"""


def timed_pair(a: np.ndarray, b: np.ndarray, rows: int | None) -> dict[str, object]:
    t0 = time.perf_counter()
    fast = ssim_matrix(a, b)
    t_fast = time.perf_counter() - t0
    n = len(a) if rows is None else min(rows, len(a))
    t0 = time.perf_counter()
    slow = ssim_matrix_pairwise(a[:n], b)
    t_slow = (time.perf_counter() - t0) * len(a) / n
    return {
        "frames": [len(a), len(b)],
        "size": list(a.shape[1:]),
        "pairs": int(len(a) * len(b)),
        "vectorised_s": round(t_fast, 3),
        "skimage_loop_s": round(t_slow, 2),
        "skimage_loop_extrapolated": n < len(a),
        "speedup": round(t_slow / t_fast, 1),
        "max_abs_diff": float(np.abs(fast[:n] - slow).max()),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--rows", type=int, help="time the skimage loop on N rows and scale up")
    args = ap.parse_args()

    pool = RenderPool(2)
    try:
        with tempfile.TemporaryDirectory() as tmp:
            videos = []
            for code in (SCENE_A, SCENE_B):
                r = render_code(code, output_dir=tmp, pool=pool, layout=False)
                if not r.ok or r.video is None:
                    print(r.error_text(), file=sys.stderr)
                    return 1
                videos.append(sample_frames(r.video, fps=5.0).gray)
    finally:
        pool.shutdown()
    a, b = videos
    manim = timed_pair(a, b, args.rows)
    rng = np.random.default_rng(0)
    noise_a = rng.integers(0, 256, size=(10, *a.shape[1:]), dtype=np.uint8)
    noise_b = rng.integers(0, 256, size=(10, *a.shape[1:]), dtype=np.uint8)
    noise = timed_pair(noise_a, noise_b, None)
    print(
        json.dumps(
            {
                "bench": "ssim_matrix",
                "machine": f"{platform.machine()}, {os.cpu_count()} cores, "
                f"Python {platform.python_version()}",
                "manim_10s_videos": manim,
                "dense_noise_worst_case": noise,
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
