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
    return sorted(cache.glob("slot-*/tex-keyed/*.svg"))


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


def _children(pid: int) -> list[int]:
    with open(f"/proc/{pid}/task/{pid}/children") as fh:
        return [int(x) for x in fh.read().split()]


def _state(pid: int) -> str:
    """The process's state letter from /proc (T: stopped), "gone" once it has exited."""
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().rsplit(")", 1)[1].split()[0]
    except FileNotFoundError:
        return "gone"


def _wait_for(predicate: object, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if predicate():  # type: ignore[operator]
            return True
        time.sleep(0.05)
    return False


def test_quiet_stops_the_warm_up_while_the_model_computes_and_lets_it_finish(
    tmp_path: Path,
) -> None:
    """`pool.quiet()` (held around every model call) stops the warm-up child and its LaTeX
    processes within a poll, nested holds keep it stopped, and on release it goes on and fills
    the cache; a job sent during a hold still renders."""
    env: dict[str, str | None] = {"MANIM_AGENT_RENDER_WARM_CACHE": "1"}
    with RenderPool(1, cache_dir=tmp_path, env=env) as pool:
        assert pool.wait_ready(180), pool.stats()
        worker = pool.worker_pids()[0]
        assert _wait_for(lambda: _children(worker), 10), "no warm-up child"
        child = _children(worker)[0]
        with pool.quiet():
            assert _wait_for(lambda: _state(child) == "T", 2), _state(child)
            before = len(_svgs(tmp_path))
            with pool.quiet():  # a second holder (a prefill beside a call)
                pass
            time.sleep(1.0)
            assert _state(child) == "T"  # still held by the outer one
            assert len(_svgs(tmp_path)) == before  # nothing compiled while stopped
        assert _wait_for(lambda: _state(child) != "T", 2)
        deadline = time.monotonic() + 240
        while time.monotonic() < deadline and len(_svgs(tmp_path)) < len(WARM_MATHTEX) - 4:
            time.sleep(1)
        assert len(_svgs(tmp_path)) >= len(WARM_MATHTEX) - 4
        with pool.quiet():
            job = render_code(NUMBERS, pool=pool, keep_outputs=False)
        assert job.ok, job.error_text()
