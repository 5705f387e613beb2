"""`Engine` with what a caller already has: a loaded backend, a pool, a renderer (the benchmarks
build their agent this way, so it is the agent users run)."""

from __future__ import annotations

import contextlib
from typing import Any

from server.engine import Engine, agent_options
from server.render import render_code
from server.settings import Settings


class IdleBackend:
    """A backend that is never asked for anything."""

    name = "idle"

    def __init__(self) -> None:
        self.compute_hook: Any = None
        self.closed = False

    def load(self) -> float:
        return 0.0

    def chat(self, *args: Any, **kwargs: Any) -> Any:
        raise AssertionError("not called")

    def close(self) -> None:
        self.closed = True


def test_a_given_renderer_is_the_agent_and_no_pool_starts() -> None:
    backend = IdleBackend()
    settings = Settings()
    engine = Engine(settings, backend=backend, renderer=render_code)
    agent = engine.agent()
    assert agent.backend is backend and agent.renderer is render_code
    assert agent.options == agent_options(settings)
    assert engine._pool is None  # nothing started for an agent that only builds prompts
    assert backend.compute_hook is not None  # the engine's hook: nothing to pause without a pool
    with backend.compute_hook():
        pass
    engine.close()
    assert not backend.closed  # a backend passed in is the caller's


def test_without_a_renderer_the_agent_renders_through_the_given_pool() -> None:
    class Pool:
        closed = False
        shut = False

        def quiet(self) -> contextlib.AbstractContextManager[Any]:
            return contextlib.nullcontext()

        def shutdown(self) -> None:
            self.shut = True

    pool = Pool()
    engine = Engine(Settings(), backend=IdleBackend(), pool=pool)  # type: ignore[arg-type]
    renderer = engine.agent().renderer
    assert getattr(renderer, "func", None) is render_code
    assert getattr(renderer, "keywords", None) == {"pool": pool}
    engine.close()
    assert not pool.shut  # a pool passed in is the caller's
