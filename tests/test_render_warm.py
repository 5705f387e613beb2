"""The render pool's background LaTeX cache warm-up (issue 19), with real workers and LaTeX."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

from server.render import RenderPool, render_code
from server.render.warmcache import WARM_MATHTEX

pytestmark = [
    pytest.mark.timeout(300),
    pytest.mark.skipif(
        not (shutil.which("latex") and shutil.which("dvisvgm")), reason="needs LaTeX"
    ),
]

NUMBERS = """from manim import *

class Numbers(Scene):
    def construct(self):
        self.add(Integer(1207).to_edge(UP), MathTex("x"))
        self.wait(0.1)
"""


def _svgs(cache: Path) -> list[Path]:
    return sorted(cache.glob("slot-*/tex-verified/*.svg"))


def test_warm_up_fills_the_cache_in_the_background_and_yields_to_jobs(tmp_path: Path) -> None:
    """A fresh pool compiles the number and label strings into its slot's tex cache after it is
    ready; a job sent meanwhile still renders, and the cache never holds half-written files."""
    env: dict[str, str | None] = {"MANIM_AGENT_RENDER_WARM_CACHE": "1"}  # conftest turns it off
    with RenderPool(1, cache_dir=tmp_path, env=env) as pool:
        assert pool.wait_ready(180), pool.stats()
        first = render_code(NUMBERS, pool=pool, keep_outputs=False)  # interrupts the warm-up
        assert first.ok, first.error_text()
        deadline = time.monotonic() + 240
        while time.monotonic() < deadline and len(_svgs(tmp_path)) < len(WARM_MATHTEX) - 4:
            time.sleep(1)
        svgs = _svgs(tmp_path)
        assert len(svgs) >= len(WARM_MATHTEX) - 4
        assert all(p.stat().st_size > 100 and b"</svg>" in p.read_bytes() for p in svgs)
        again = render_code(NUMBERS, pool=pool, keep_outputs=False)
        assert again.ok, again.error_text()
    assert not list(tmp_path.glob("slot-*/.warm-*"))  # private folders are cleaned up


def test_warm_up_can_be_switched_off(tmp_path: Path) -> None:
    """MANIM_AGENT_RENDER_WARM_CACHE=0 leaves only the worker's own warm-up formula in the cache
    (the background warm-up would add the numbers within seconds)."""
    env: dict[str, str | None] = {"MANIM_AGENT_RENDER_WARM_CACHE": "0"}
    with RenderPool(1, cache_dir=tmp_path, env=env) as pool:
        assert pool.wait_ready(180), pool.stats()
        time.sleep(8)
        assert len(_svgs(tmp_path)) <= 1
