"""The language server's state: settings, the lazily loaded model, and per-document results.

Handlers (server/lsp/features.py) stay thin: they translate between the wire and the engine (agent,
kb, render pool) and keep results here. Nothing in this module knows Manim.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.protocol import LanguageServerProtocol, lsp_method

import server
from server.backends import BackendError, CancelToken, ChatBackend
from server.engine import Engine
from server.lsp.diagnostics import merge as merge_diagnostics
from server.render import RenderPool
from server.settings import Settings

log = logging.getLogger(__name__)

SERVER_COMMANDS = (
    "manim.server.generateScene",
    "manim.server.renderScene",
    "manim.server.repairScene",
    "manim.server.editScene",
    "manim.server.info",
)


def sentence(text: str) -> str:
    """A message as a sentence: stripped, ending in a full stop (or its own punctuation)."""
    text = text.strip()
    return text if not text or text[-1] in ".!?:)" else f"{text}."


class ManimProtocol(LanguageServerProtocol):
    """Passes the client's workDoneToken of `workspace/executeCommand` on to the command handler.

    pygls hands command handlers only the `arguments`; our commands take one argument object, so
    the token is added to it as `workDoneToken` (unless the client already put one there).
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # One CancelToken per running `workspace/executeCommand`, by request id. pygls answers a
        # `$/cancelRequest` for a command with RequestCancelled but leaves the handler running (it
        # only cancels the request's outer future), so the token is what stops the work.
        self.command_cancels: dict[Any, CancelToken] = {}

    @lsp_method(types.WORKSPACE_EXECUTE_COMMAND)
    def lsp_workspace__execute_command(self, params: types.ExecuteCommandParams) -> Any:
        args = params.arguments
        if params.work_done_token is not None and args and isinstance(args[0], dict):
            args[0].setdefault("workDoneToken", params.work_done_token)
        msg_id = self.msg_id
        if msg_id is not None:
            self.command_cancels[msg_id] = CancelToken()
        try:
            return (yield from super().lsp_workspace__execute_command(params))
        finally:
            self.command_cancels.pop(msg_id, None)

    def current_command_cancel(self) -> CancelToken | None:
        """The cancel token of the command request being handled (asyncio tasks inherit the
        request's context, so this works from inside an async command handler)."""
        msg_id = self.msg_id
        return self.command_cancels.get(msg_id) if msg_id is not None else None

    def _handle_cancel_notification(self, msg_id: Any) -> None:
        super()._handle_cancel_notification(msg_id)
        token = self.command_cancels.pop(msg_id, None)
        if token is not None:
            log.info("request %s cancelled: stopping its work", msg_id)
            token.cancel()


@dataclass
class DocState:
    """What the server knows about one open document beyond its text."""

    static: list[types.Diagnostic] = field(default_factory=list)
    render: list[types.Diagnostic] = field(default_factory=list)
    render_generation: int = 0
    render_cancel: CancelToken | None = None
    last_error: str | None = None  # the last render's error tail, for repairs
    debounce: asyncio.TimerHandle | None = None
    # `manim/cursor`: the 0-based line of the editor's cursor and the document version it was
    # sent for; a save of that version renders the scene around it
    cursor: tuple[int | None, int] | None = None


class ManimLanguageServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__(
            "manim-agent",
            server.__version__,
            protocol_cls=ManimProtocol,
            text_document_sync_kind=types.TextDocumentSyncKind.Incremental,
            max_workers=4,
        )
        # Engine work (generation, renders, checks, hovers) gets its own threads: pygls reads
        # stdin through `thread_pool`, and a busy pool must never stop the server from listening.
        self.work_pool = ThreadPoolExecutor(max_workers=8, thread_name_prefix="manim-work")
        # settings, the model and the render pool: the same engine the CLI and evaluation use
        self.engine = Engine(Settings.from_env())
        # rendering runs the user's code: only when the client says the workspace is trusted
        self.trusted = False
        self._pending: list[str] = []
        self.docs: dict[str, DocState] = {}
        self._busy = 0
        self._busy_lock = threading.Lock()
        self.phase = ""
        self.last_prefill: dict[str, Any] | None = None  # what the last `manim/prefill` did
        # the scene rendered last for each document (kept after it closes): with several scenes
        # and no cursor inside one, the next render picks it again
        self.last_scene: dict[str, str] = {}

    def request_cancel(self) -> CancelToken | None:
        """The cancel token of the `workspace/executeCommand` being handled, if any."""
        protocol = self.protocol
        return protocol.current_command_cancel() if isinstance(protocol, ManimProtocol) else None

    # -- documents ------------------------------------------------------------------------------
    def doc_state(self, uri: str) -> DocState:
        return self.docs.setdefault(uri, DocState())

    def publish(self, uri: str, version: int | None = None) -> None:
        st = self.doc_state(uri)
        self.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(
                uri=uri, diagnostics=merge_diagnostics(st.static, st.render), version=version
            )
        )

    # -- settings -------------------------------------------------------------------------------
    @property
    def settings(self) -> Settings:
        return self.engine.settings

    def apply_settings(self, values: dict[str, Any] | None, announce: bool = True) -> None:
        """Apply client settings; invalid values keep the current one and warn the user.

        Before `initialized` the client cannot show messages yet, so warnings wait
        (`announce=False`) until `pending_warnings()` hands them over.
        """
        if not values:
            return
        if "trusted" in values and isinstance(values["trusted"], bool):
            self.trusted = values["trusted"]
        fresh = self.settings.copy()
        fresh.warnings.clear()
        fresh.update(values)
        self._pending.extend(fresh.warnings)
        fresh.warnings.clear()
        self.engine.configure(fresh)
        if announce:
            for warning in self.pending_warnings():
                self.notify_user(warning, types.MessageType.Warning)

    def pending_warnings(self) -> list[str]:
        out, self._pending = self._pending, []
        return out

    def notify_user(self, message: str, kind: types.MessageType = types.MessageType.Info) -> None:
        self.window_show_message(
            types.ShowMessageParams(type=kind, message=f"Manim Agent: {sentence(message)}")
        )

    # -- the model (owned by the engine) ---------------------------------------------------------
    def backend(self, progress: Callable[[str], None] | None = None) -> ChatBackend:
        """The model backend for the current settings, loaded on first use (raises BackendError)."""
        return self.engine.backend(progress)

    @property
    def model_name(self) -> str:
        """The configured model, the same before and after loading (the status bar shows it)."""
        s = self.settings
        if s.endpoint_url:
            return f"{s.endpoint_model or 'default'}@{s.endpoint_url}"
        if s.model_path:
            return s.model_path.rsplit("/", 1)[-1]
        return f"embedded:{s.embedded_model}"

    @property
    def model_loaded(self) -> bool:
        return self.engine.model_loaded

    # -- busy state, reported to the client as `manim/status` -----------------------------------
    def set_busy(self, delta: int, phase: str = "") -> None:
        with self._busy_lock:
            self._busy = max(0, self._busy + delta)
            self.phase = phase if self._busy else ""
            busy = self._busy > 0
        self.protocol.notify(
            "manim/status", {"busy": busy, "model": self.model_name, "phase": self.phase}
        )

    @property
    def busy(self) -> bool:
        return self._busy > 0

    def render_pool(self) -> RenderPool:
        """The engine's render pool, sized by the poolSize setting (0 = one worker per core)."""
        return self.engine.render_pool()

    def close_backend(self) -> None:
        self.engine.close()


class WorkProgress:
    """`window/workDoneProgress` for one long command, cancellable from the client.

    Uses the client's token when it sent one, else creates one when the client supports it.
    A cancel from the client (progress cancel or `$/cancelRequest`) sets `cancel`.
    """

    def __init__(self, ls: ManimLanguageServer, token: Any, title: str) -> None:
        self.ls = ls
        self.token = token
        self.title = title
        # `$/cancelRequest` for the command that owns this progress sets the same token
        self.cancel = ls.request_cancel() or CancelToken()
        self._loop = asyncio.get_running_loop()

    async def begin(self, message: str = "") -> None:
        caps = self.ls.client_capabilities.window
        if self.token is None and caps is not None and caps.work_done_progress:
            token = f"manim-{uuid.uuid4()}"
            try:
                await self.ls.work_done_progress.create_async(token)
                self.token = token
            except Exception:  # the client refused: run without progress
                log.info("client refused work done progress")
        if self.token is None:
            return
        self.ls.work_done_progress.begin(
            self.token,
            types.WorkDoneProgressBegin(title=self.title, message=message, cancellable=True),
        )
        fut = self.ls.work_done_progress.tokens.get(self.token)
        if fut is not None:
            fut.add_done_callback(lambda f: self.cancel.cancel() if f.cancelled() else None)

    def report(self, message: str, percentage: int | None = None) -> None:
        """Thread-safe: worker threads report through the event loop."""
        if self.token is None:
            return
        value = types.WorkDoneProgressReport(message=message, percentage=percentage)
        self._loop.call_soon_threadsafe(self.ls.work_done_progress.report, self.token, value)

    def end(self, message: str = "") -> None:
        if self.token is None:
            return
        self.ls.work_done_progress.end(self.token, types.WorkDoneProgressEnd(message=message))
        self.ls.work_done_progress.tokens.pop(self.token, None)


__all__ = ["SERVER_COMMANDS", "BackendError", "DocState", "ManimLanguageServer", "WorkProgress"]
