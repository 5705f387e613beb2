""" "Flashes" and "is circumscribed" on real renders: ``Flash`` keeps only the point it flashes at
and ``Circumscribe`` only the frame it draws, so the trace records those (``params.point``,
``params.around``) and the ``indicate`` motion finds the object there."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from server.faithful.requirements import Motion, Sel
from server.render import RenderPool, render_code

pytestmark = pytest.mark.timeout(300)

HEAD = "from manim import *\n\nclass S(Scene):\n    def construct(self):\n"
SHAPES = """
star = Star(color=YELLOW).shift(LEFT * 3)
square = Square().shift(RIGHT * 3)
self.add(star, square)
"""


def scene(body: str) -> str:
    body = SHAPES + body
    return HEAD + "\n".join("        " + ln for ln in body.strip("\n").splitlines()) + "\n"


SCENES = {
    "flash_star": scene("self.play(Flash(star, flash_radius=1.2))"),
    "circumscribe_square": scene("self.play(Circumscribe(square, shape=Circle))"),
    "flash_elsewhere": scene("self.play(Flash(ORIGIN + UP * 3))"),
    "circumscribe_star": scene("self.play(Circumscribe(star))"),
}


@pytest.fixture(scope="module")
def traces() -> Iterator[dict[str, Any]]:
    with RenderPool(2) as pool:
        assert pool.wait_ready(120), pool.stats()

        def run(code: str) -> Any:
            r = render_code(code, pool=pool, keep_outputs=False)
            assert r.ok, r.error_text()
            return r.trace

        with ThreadPoolExecutor(2) as ex:
            futs = {k: ex.submit(run, code) for k, code in SCENES.items()}
            yield {k: f.result() for k, f in futs.items()}


def indicates(trace: Any, shape: str) -> bool:
    return Motion(motion="indicate", sel=Sel(shape=shape)).check(trace).ok


def test_the_trace_records_the_flash_point_and_the_frame(traces: dict[str, Any]) -> None:
    flash = [a for s in traces["flash_star"].steps for a in s.animations if a.params.get("point")]
    assert flash and all(a.params["group"] == "Flash" for a in flash)
    x, y = flash[0].params["point"]
    assert abs(x + 3) < 0.01 and abs(y) < 0.2  # a star's centre: its box's, not its tips'
    frames = [
        a for s in traces["circumscribe_square"].steps for a in s.animations
        if a.params.get("around")
    ]  # fmt: skip
    assert frames
    cx, cy, w, h = frames[0].params["around"]
    assert abs(cx - 3) < 0.01 and abs(cy) < 0.01 and w > 2 and h > 2


def test_a_flash_or_a_frame_at_the_object_indicates_it(traces: dict[str, Any]) -> None:
    assert indicates(traces["flash_star"], "star")
    assert not indicates(traces["flash_star"], "square")
    assert indicates(traces["circumscribe_square"], "square")
    assert not indicates(traces["circumscribe_square"], "star")
    assert indicates(traces["circumscribe_star"], "star")


def test_a_flash_away_from_every_object_indicates_none(traces: dict[str, Any]) -> None:
    assert not indicates(traces["flash_elsewhere"], "star")
    assert not indicates(traces["flash_elsewhere"], "square")
