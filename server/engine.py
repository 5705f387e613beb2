"""The engine behind every front end: CLI, language server and evaluation are thin adapters over it.

One `Engine` owns the current `Settings`, the model backend (loaded on first use, reloaded only
when a model setting changes) and the render pool, and exposes the operations the front ends need
with typed outcomes: `generate` and `repair` (an `AgentResult`), `edit` (an `EditOutcome`),
`render` (a `RenderResult`) and `check` (kb `Finding`s). `agent_options` and `make_backend` are
the one place that turns settings into agent options and into a model backend.
"""

from __future__ import annotations

import contextlib
import functools
import threading
from collections.abc import Callable
from dataclasses import fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

from server.agent import AgentEvent, AgentOptions, AgentResult, ManimAgent
from server.agent.edit import BeforeRenders, EditError, EditOutcome, SceneEditor
from server.backends import BackendError, CancelToken, ChatBackend, GenerationParams, make_backend
from server.render import RenderPool, RenderResult, render_code
from server.settings import MODEL, SPECS, Settings

if TYPE_CHECKING:
    from kb.checks import Finding

EventFn = Callable[[AgentEvent], None]
ProgressFn = Callable[[str], None]


# AgentOptions fields whose names predate the vocabulary; every other field takes the setting of
# the same name, so a new agent switch is a Settings field and an AgentOptions field, nothing more.
_OPTION_SOURCES = {"examples": "few_shot_examples", "guide": "ce_rules", "fixes": "fix_all"}


def agent_options(settings: Settings) -> AgentOptions:
    """The agent options a `Settings` stands for (the only place this mapping is written)."""
    values: dict[str, Any] = {}
    for f in fields(AgentOptions):
        source = _OPTION_SOURCES.get(f.name, f.name)
        if source in SPECS:
            values[f.name] = getattr(settings, source)
    values["generation"] = GenerationParams(
        max_tokens=settings.max_tokens, temperature=settings.temperature, seed=settings.seed
    )
    return AgentOptions(**values)


class Engine:
    """Settings, the model and the render pool, and the operations on them.

    Thread-safe: the language server calls it from several worker threads. A backend or pool
    passed in is used as is (tests, the evaluation's injected model, the benchmarks' own loaded
    model) and never replaced or closed. A `renderer` passed in is what the engine's agents render
    with instead of the pool's (`render_code` for a benchmark that only builds prompts: no pool is
    started for it).
    """

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        backend: ChatBackend | None = None,
        pool: RenderPool | None = None,
        renderer: Callable[..., RenderResult] | None = None,
    ) -> None:
        self.settings = settings or Settings.from_env()
        self._backend = backend
        self._fixed_backend = backend is not None
        if backend is not None:
            self._quiet_renders_during(backend)
        self._backend_key: tuple[Any, ...] | None = (
            self.settings.identity(MODEL) if backend else None
        )
        self._backend_lock = threading.Lock()
        self._pool = pool
        self._fixed_pool = pool is not None
        self._pool_size: int | None = None
        self._pool_lock = threading.Lock()
        self._renderer = renderer
        self.load_s = 0.0  # seconds the last model load took
        self._befores = BeforeRenders()  # Edit Scene's renders of scenes as they are
        # the evaluation sets this per task: few-shot examples it returns True for are skipped
        self.example_exclude: Callable[[str], bool] | None = None

    # -- settings ---------------------------------------------------------------------------------
    def configure(self, settings: Settings) -> None:
        """Use new settings; the model reloads lazily if a model setting changed."""
        self.settings = settings

    def options(self, overrides: dict[str, Any] | None = None) -> AgentOptions:
        """Agent options from the current settings, with per-request overrides (validated by the
        same vocabulary: a bad override raises ValueError naming the setting)."""
        settings = self.settings
        if overrides:
            settings = settings.copy()
            settings.warnings.clear()
            settings.update(overrides)
            if settings.warnings:
                raise ValueError("; ".join(settings.warnings))
        return agent_options(settings)

    # -- the model ---------------------------------------------------------------------------------
    def backend(self, progress: ProgressFn | None = None) -> ChatBackend:
        """The model backend for the current settings, loaded on first use (raises BackendError)."""
        with self._backend_lock:
            key = self.settings.identity(MODEL)
            if self._backend is not None and (self._fixed_backend or self._backend_key == key):
                return self._backend
            if self._backend is not None:
                self._backend.close()
                self._backend = None
            backend = make_backend(self.settings, progress=progress)
            if progress:
                progress(f"loading model {backend.name}")
            self.load_s = backend.load()
            self._backend, self._backend_key = backend, key
            self._quiet_renders_during(backend)
            return backend

    def _quiet_renders_during(self, backend: Any) -> None:
        """Let a local model pause the render pool's background warm-up while it computes."""
        if hasattr(backend, "compute_hook") and backend.compute_hook is None:
            backend.compute_hook = self._quiet_renders

    def _quiet_renders(self) -> contextlib.AbstractContextManager[Any]:
        pool = self._pool  # never starts a pool: only one already warming can be paused
        return pool.quiet() if pool is not None and not pool.closed else contextlib.nullcontext()

    @property
    def model_loaded(self) -> bool:
        return self._backend is not None

    @property
    def model_name(self) -> str:
        if self._backend is not None:
            return self._backend.name
        s = self.settings
        if s.endpoint_url:
            return f"{s.endpoint_model or 'default'}@{s.endpoint_url}"
        if s.model_path:
            return Path(s.model_path).name
        return f"embedded:{s.embedded_model}"

    # -- rendering ---------------------------------------------------------------------------------
    def render_pool(self) -> RenderPool:
        """The render pool, sized by `pool_size` (0 = one worker per core)."""
        with self._pool_lock:
            if self._fixed_pool and self._pool is not None:
                return self._pool
            size = self.settings.pool_size or None
            if self._pool is not None and self._pool_size != size:
                old, self._pool = self._pool, None
                threading.Thread(target=old.shutdown, daemon=True).start()
            if self._pool is None:
                self._pool, self._pool_size = RenderPool(size), size
            return self._pool

    def renderer(self) -> Callable[..., RenderResult]:
        """`render_code` bound to the engine's pool, for the agent (or the renderer given)."""
        if self._renderer is not None:
            return self._renderer
        return functools.partial(render_code, pool=self.render_pool())

    # -- operations --------------------------------------------------------------------------------
    def agent(
        self, options: AgentOptions | None = None, progress: ProgressFn | None = None
    ) -> ManimAgent:
        agent = ManimAgent(
            self.backend(progress), options or self.options(), renderer=self.renderer()
        )
        agent.example_exclude = self.example_exclude
        return agent

    def prefetch(
        self, description: str, options: AgentOptions | None = None
    ) -> dict[str, Any] | None:
        """Prefill the model with the first prompt a generation of `description` would send
        (`ManimAgent.prefetch`). A model not loaded yet is loaded first when its files are on
        disk and verified (the load then happens while the description is typed); a prefetch
        never downloads, assembles or hashes a model, and never waits for a call in progress.
        The stats gain `loaded_model: True` when this call loaded it."""
        warm = self._warm_backend()
        if warm is None:
            return None
        backend, loaded_now = warm
        agent = ManimAgent(backend, options or self.options(), renderer=render_code)
        agent.example_exclude = self.example_exclude
        stats = agent.prefetch(description)
        if stats is not None and loaded_now:
            stats["loaded_model"] = True
        return stats

    def prefetch_edit(
        self,
        source: str,
        instruction: str = "",
        *,
        scene: str | None = None,
        trusted: bool = False,
        options: AgentOptions | None = None,
    ) -> dict[str, Any] | None:
        """Edit Scene's head start while the instruction is typed (`SceneEditor.prepare`): the
        scene as it is renders now (the edit reuses that render) and the model reads the edit
        prompt up to the instruction typed so far. The model loads only when its files are on
        disk, as for `prefetch`; without it the render alone is done ahead."""
        warm = self._warm_backend()
        backend = warm[0] if warm is not None else None
        editor = SceneEditor(
            backend, options or self.options(), renderer=self.renderer(), befores=self._befores
        )
        stats = editor.prepare(source, instruction, scene=scene, trusted=trusted)
        if stats is not None and warm is not None and warm[1]:
            stats["loaded_model"] = True
        return stats

    def _warm_backend(self) -> tuple[ChatBackend, bool] | None:
        """The model for a head start: (backend, loaded by this call), loaded only when its
        files are on disk and verified (never a download, an assembly or a hash); None when it
        cannot be had that way."""
        with self._backend_lock:
            backend = self._backend
            key_ok = backend is not None and (
                self._fixed_backend or self._backend_key == self.settings.identity(MODEL)
            )
        if backend is not None and key_ok and getattr(backend, "loaded", False):
            return backend, False
        if not self._model_on_disk():
            return None
        try:
            return self.backend(), True
        except BackendError:
            return None  # the generation will say why, with what to do

    def _model_on_disk(self) -> bool:
        """Whether the model the settings choose can be loaded without a download, an assembly
        or a hash: a local GGUF (and adapter) file, or the embedded model already verified."""
        from server.models import choice as model_choice
        from server.models import store as model_store

        try:
            choice = model_choice.choose(self.settings)
        except (KeyError, OSError, ValueError):
            return False
        if choice.source == "endpoint":
            return False
        if choice.lora and not Path(choice.lora).is_file():
            return False
        if choice.source == "embedded":
            return model_store.is_ready(choice.embedded, self.settings.cache_dir or None)
        return Path(choice.model).is_file()

    def generate(
        self,
        description: str,
        *,
        options: AgentOptions | None = None,
        on_event: EventFn | None = None,
        on_token: Callable[[str], None] | None = None,
        cancel: CancelToken | None = None,
        progress: ProgressFn | None = None,
    ) -> AgentResult:
        """Description -> scene (the agent's loop). Raises BackendError if no model loads."""
        agent = self.agent(options, progress)
        return agent.run(description, on_event=on_event, on_token=on_token, cancel=cancel)

    def repair(
        self,
        code: str,
        *,
        error_text: str | None = None,
        description: str | None = None,
        options: AgentOptions | None = None,
        on_event: EventFn | None = None,
        cancel: CancelToken | None = None,
        progress: ProgressFn | None = None,
    ) -> AgentResult:
        """Repair existing code; round 0 is the code itself."""
        agent = self.agent(options, progress)
        return agent.repair(
            code, description=description, error_text=error_text, on_event=on_event, cancel=cancel
        )

    def edit(
        self,
        source: str,
        instruction: str,
        *,
        scene: str | None = None,
        trusted: bool = False,
        options: AgentOptions | None = None,
        on_event: EventFn | None = None,
        on_token: Callable[[str], None] | None = None,
        cancel: CancelToken | None = None,
        progress: ProgressFn | None = None,
    ) -> EditOutcome:
        """Edit Scene: ``source`` changed as ``instruction`` says, checked by the trace diff
        (``server/agent/edit.py``). Raises EditError for bad input, BackendError if no model
        loads; the source itself is never written."""
        from server.agent.edit import validate_edit

        validate_edit(source, instruction, scene)  # bad input fails before a model loads
        editor = SceneEditor(
            self.backend(progress), options or self.options(), renderer=self.renderer(),
            befores=self._befores,
        )  # fmt: skip
        return editor.run(
            source, instruction, scene=scene, trusted=trusted, on_event=on_event,
            on_token=on_token, cancel=cancel,
        )  # fmt: skip

    def render(
        self,
        text: str,
        path: Path,
        *,
        scene: str | None = None,
        cancel: CancelToken | None = None,
    ) -> RenderResult:
        """Render the user's own file (trusted), outputs in media/<stem>/ beside it."""
        from server import service

        return service.render_user_file(
            text, path, scene=scene, quality=self.settings.quality,
            timeout=self.settings.render_timeout, cancel=cancel, pool=self.render_pool(),
        )  # fmt: skip

    def check(self, text: str) -> list[Finding]:
        """The kb's static checks (empty when the kb cannot load: checks are a convenience)."""
        from server import service

        return service.static_findings(text)

    def close(self) -> None:
        with self._pool_lock:
            if self._pool is not None and not self._fixed_pool:
                self._pool.shutdown()
                self._pool = None
        with self._backend_lock:
            if self._backend is not None and not self._fixed_backend:
                self._backend.close()
                self._backend = None


__all__ = ["BackendError", "EditError", "EditOutcome", "Engine", "agent_options", "make_backend"]
