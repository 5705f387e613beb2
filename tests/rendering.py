"""Rendering many small scenes at once for tests that read their traces (real renders, in the
sandboxed pool, two at a time)."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

from server.render import RenderPool, RenderResult, render_code
from server.render.trace import SceneTrace


def render_many(scenes: dict[str, str]) -> Iterator[dict[str, RenderResult]]:
    """Render every scene (name -> code) in a pool of two workers; yields name -> result (for a
    module-scoped fixture: `yield from render_many(SCENES)`)."""
    with RenderPool(2) as pool:
        assert pool.wait_ready(120), pool.stats()
        with ThreadPoolExecutor(2) as ex:
            futs = {
                k: ex.submit(render_code, code, pool=pool, keep_outputs=False)
                for k, code in scenes.items()
            }
            yield {k: f.result() for k, f in futs.items()}


def ok_trace(r: RenderResult) -> SceneTrace:
    """The trace of a render that must have succeeded, with its recorder working."""
    assert r.ok, r.error_text()
    assert r.trace is not None and r.trace.recorder_error is None
    return r.trace
