"""LSP handlers: each translates between the wire and the engine (agent, kb, render pool).

Long work (generation, repair, renders) runs in worker threads; the event loop stays free so hovers
and checks answer while a render or a generation runs.
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

from lsprotocol import types
from pygls.exceptions import JsonRpcInvalidParams
from pygls.uris import from_fs_path, to_fs_path

from kb.checks import Finding
from server import service
from server.agent import AgentEvent, AgentOptions, AgentResult, ManimAgent
from server.backends import BackendError, CancelToken
from server.faithful.editor import description_from_header, with_description
from server.lsp import convert, fixall
from server.lsp.diagnostics import offers_repair
from server.lsp.server import ManimLanguageServer, WorkProgress
from server.lsp.ticker import ProgressTicker
from server.prompts import PromptError, validate_description
from server.render.scenes import ManimFile, SceneChoice, choose_scene, read_manim_file

log = logging.getLogger(__name__)

DEBOUNCE_S = 0.3
MAX_CHECK_CHARS = 2_000_000  # larger documents are not checked (a generated data file, say)


# -- lifecycle and settings --------------------------------------------------------------------
def initialize(ls: ManimLanguageServer, params: types.InitializeParams) -> None:
    options = params.initialization_options
    if isinstance(options, dict):
        ls.apply_settings(options, announce=False)


async def initialized(ls: ManimLanguageServer, params: types.InitializedParams) -> None:
    for warning in ls.pending_warnings():
        ls.notify_user(warning, types.MessageType.Warning)
    await _pull_configuration(ls)
    ls.set_busy(0)
    from server.hover import warm_up

    asyncio.get_running_loop().run_in_executor(ls.work_pool, warm_up)
    # start the render workers now (Manim imports, warm-up scene, LaTeX cache) in the background,
    # so the first render does not wait for them (issue 19); only where renders are allowed
    if ls.trusted:
        asyncio.get_running_loop().run_in_executor(ls.work_pool, ls.render_pool)


async def did_change_configuration(
    ls: ManimLanguageServer, params: types.DidChangeConfigurationParams
) -> None:
    settings = params.settings
    if isinstance(settings, dict) and isinstance(settings.get("manim"), dict):
        ls.apply_settings(settings["manim"])
    else:
        await _pull_configuration(ls)


# -- documents: static checks on open/change, renders on save -----------------------------------
async def did_open(ls: ManimLanguageServer, params: types.DidOpenTextDocumentParams) -> None:
    await _check(ls, params.text_document.uri)


def did_change(ls: ManimLanguageServer, params: types.DidChangeTextDocumentParams) -> None:
    uri = params.text_document.uri
    st = ls.doc_state(uri)
    if st.debounce is not None:
        st.debounce.cancel()
    loop = asyncio.get_running_loop()
    st.debounce = loop.call_later(DEBOUNCE_S, lambda: asyncio.ensure_future(_check(ls, uri)))


async def did_save(ls: ManimLanguageServer, params: types.DidSaveTextDocumentParams) -> None:
    """Checks, then (trusted, renderOnSave) renders the scene around the cursor the client sent
    with `manim/cursor` for this version, else the one rendered last time, else the first.
    A file that defines no scene (a helper module, or not Manim at all) is not rendered."""
    uri = params.text_document.uri
    await _check(ls, uri)
    if not (ls.settings.render_on_save and ls.trusted):
        return
    text = _text(ls, uri)
    if text is None:
        return
    manim = await _read_manim(ls, text)
    choice = choose_scene(manim, cursor_line=_cursor_line(ls, uri), last=ls.last_scene.get(uri))
    if choice is None:
        st = ls.doc_state(uri)
        if st.render:  # the scenes are gone: so are their render diagnostics
            st.render = []
            ls.publish(uri, _version(ls, uri))
        return
    await _render_document(ls, uri, choice)


def cursor(ls: ManimLanguageServer, params: Any) -> None:
    """`manim/cursor` {uri, version, position}: where the editor's cursor is, sent before a save;
    the render on save of that version picks the scene whose class contains it."""
    uri = _field(params, "uri")
    line = _position_line(_field(params, "position"))
    version = _field(params, "version")
    if not isinstance(uri, str) or line is None:
        return
    ls.doc_state(uri).cursor = (version if isinstance(version, int) else None, line)


def did_close(ls: ManimLanguageServer, params: types.DidCloseTextDocumentParams) -> None:
    uri = params.text_document.uri
    st = ls.docs.pop(uri, None)
    if st is not None:
        if st.render_cancel is not None:
            st.render_cancel.cancel()
        if st.debounce is not None:
            st.debounce.cancel()
    ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))


# -- hover and completion -----------------------------------------------------------------------
# Hover and completion compute in a worker thread but answer from the event loop: pygls writes a
# `@ls.thread()` handler's response from that thread, which can interleave with notifications
# the loop writes at the same moment and corrupt the stream.
async def hover(ls: ManimLanguageServer, params: types.HoverParams) -> types.Hover | None:
    from server.hover import hover_markdown

    text = _text(ls, params.text_document.uri)
    if text is None:
        return None
    pos = params.position
    path = _path(params.text_document.uri)
    loop = asyncio.get_running_loop()
    md = await loop.run_in_executor(
        ls.work_pool, hover_markdown, text, pos.line, pos.character, path
    )
    if not md:
        return None
    return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=md))


async def completion(
    ls: ManimLanguageServer, params: types.CompletionParams
) -> types.CompletionList | None:
    from server.hover import keyword_completions

    text = _text(ls, params.text_document.uri)
    if text is None or not (await _read_manim(ls, text)).uses_manim:
        return None
    pos = params.position
    loop = asyncio.get_running_loop()
    items = await loop.run_in_executor(
        ls.work_pool, keyword_completions, text, pos.line, pos.character
    )
    if not items:
        return None
    markdown = _markdown_completions(ls)
    return types.CompletionList(
        is_incomplete=False, items=[convert.completion_item(item, markdown) for item in items]
    )


# -- code actions -------------------------------------------------------------------------------
def code_action(ls: ManimLanguageServer, params: types.CodeActionParams) -> list[types.CodeAction]:
    uri = params.text_document.uri
    actions: list[types.CodeAction] = []
    only = [str(getattr(k, "value", k)) for k in params.context.only or []]
    if not only or any(k.startswith("quickfix") for k in only):
        for diag in params.context.diagnostics:
            actions.extend(convert.quick_fixes(uri, diag))
            if convert.names_fix(diag):
                text = _text(ls, uri)
                if text is not None:
                    actions.extend(convert.trace_fix_actions(uri, diag, text))
            if offers_repair(diag) and ls.trusted:
                actions.append(convert.repair_action(uri, diag))
    diagnostics = list(params.context.diagnostics)
    if fixall.wanted(only, diagnostics):  # kb fix-all: per diagnostic and "Fix all Manim issues"
        text = _text(ls, uri)
        if text is not None and read_manim_file(text).uses_manim:
            version = ls.workspace.get_text_document(uri).version
            actions.extend(fixall.fix_actions(uri, version, text, diagnostics, only))
    return actions


# -- prefill while the description is typed (issue 19) -----------------------------------------
async def prefill(ls: ManimLanguageServer, params: Any) -> None:
    """`manim/prefill` {description, strategy?}: the editor's Generate Scene box sends the text
    typed so far; the model reads the prompt its generation would start with (loaded first if
    it is on disk: `Engine.prefetch`). Silently nothing when the workspace is untrusted, the
    setting is off, something is running, the model would need a download, or the text is not
    a usable description: it is only ever a head start."""
    description = getattr(params, "description", None)
    if not isinstance(description, str) or not description.strip():
        return
    if not ls.trusted or ls.busy or not ls.settings.prefill_while_typing:
        return
    strategy = getattr(params, "strategy", None)
    try:
        options = ls.engine.options({"strategy": strategy} if isinstance(strategy, str) else None)
    except ValueError:
        return
    await _head_start(ls, "prefill", functools.partial(ls.engine.prefetch, description, options))


async def _head_start(ls: ManimLanguageServer, what: str, work: Callable[[], Any]) -> None:
    """Run a head start on the work pool; its stats become `lastPrefill`. A head start that
    fails is logged and never surfaces as an error."""
    loop = asyncio.get_running_loop()
    try:
        stats = await loop.run_in_executor(ls.work_pool, work)
    except Exception:
        log.warning("%s failed", what, exc_info=True)
        return
    if stats is not None:
        ls.last_prefill = stats
        log.info("%s: %s", what, stats)


async def prefill_edit(ls: ManimLanguageServer, params: Any) -> None:
    """`manim/prefillEdit` {uri, instruction?, scene?, position?}: the editor's Edit Scene box
    opened (and its instruction as typed so far): the scene renders as it is now, and the model
    reads the edit prompt up to the instruction (`Engine.prefetch_edit`), so Enter leaves only
    the instruction to read, the answer to write and the edited scene to render. Silently
    nothing under the same conditions as `manim/prefill`; a real request always goes first."""
    uri = getattr(params, "uri", None)
    if not isinstance(uri, str):
        return
    if not ls.trusted or ls.busy or not ls.settings.prefill_while_typing:
        return
    text = _text(ls, uri)
    if text is None:
        return
    instruction = getattr(params, "instruction", None)
    scene = getattr(params, "scene", None)
    if not isinstance(scene, str) or not scene.isidentifier():
        scene = None
        line = _position_line(getattr(params, "position", None))
        if line is not None:
            scene = (await _read_manim(ls, text)).scene_at(line)
    typed = instruction if isinstance(instruction, str) else ""
    work = functools.partial(ls.engine.prefetch_edit, text, typed, scene=scene, trusted=True)
    await _head_start(ls, "edit prefill", work)


# -- commands -----------------------------------------------------------------------------------
def info(ls: ManimLanguageServer, *args: Any) -> dict[str, Any]:
    from server.info import server_info

    return server_info(ls.engine, busy=ls.busy, trusted=ls.trusted, lastPrefill=ls.last_prefill)


async def generate_scene(ls: ManimLanguageServer, *args: Any) -> dict[str, Any]:
    return await _generate(ls, _arg(args))


async def render_scene(ls: ManimLanguageServer, *args: Any) -> dict[str, Any]:
    """`manim.server.renderScene` {uri, scene?, position?}: the scene named, else the one whose
    class contains `position`, else the one rendered last for this file, else the first."""
    a = _arg(args)
    uri = _require_str(a, "uri")
    _require_trust(ls)
    scene = a.get("scene")
    if scene is not None and (not isinstance(scene, str) or not scene.isidentifier()):
        raise JsonRpcInvalidParams("argument 'scene' must be a class name")
    position = a.get("position")
    line = _position_line(position)
    if position is not None and line is None:
        raise JsonRpcInvalidParams("argument 'position' must be {line, character} (0-based)")
    text = _text(ls, uri)
    if text is None:
        raise JsonRpcInvalidParams(f"{uri} is not a Python file")
    manim = await _read_manim(ls, text)
    choice = choose_scene(manim, requested=scene, cursor_line=line, last=ls.last_scene.get(uri))
    if choice is None:
        raise JsonRpcInvalidParams(_nothing_to_render(uri, manim))
    # `$/cancelRequest` stops the render in the pool (the token is the request's)
    return await _render_document(ls, uri, choice, cancel=ls.request_cancel())


async def repair_scene(ls: ManimLanguageServer, *args: Any) -> dict[str, Any]:
    return await _repair(ls, _arg(args))


async def edit_scene(ls: ManimLanguageServer, *args: Any) -> dict[str, Any]:
    """`manim.server.editScene` {uri, instruction, scene?, position?, review?}: Edit Scene
    (`Engine.edit`). By default the result is offered through `workspace/applyEdit` as an edit
    the user confirms; with `review: "client"` nothing is applied and the result carries the
    `proposal` (new text and minimal hunks, pinned to the version edited) for the client to
    show and apply."""
    return await _edit(ls, _arg(args))


FEATURES: tuple[tuple[str, Any, Callable[..., Any]], ...] = (
    (types.INITIALIZE, None, initialize),
    (types.INITIALIZED, None, initialized),
    (types.WORKSPACE_DID_CHANGE_CONFIGURATION, None, did_change_configuration),
    (types.TEXT_DOCUMENT_DID_OPEN, None, did_open),
    (types.TEXT_DOCUMENT_DID_CHANGE, None, did_change),
    (types.TEXT_DOCUMENT_DID_SAVE, None, did_save),
    (types.TEXT_DOCUMENT_DID_CLOSE, None, did_close),
    (types.TEXT_DOCUMENT_HOVER, None, hover),
    ("manim/prefill", None, prefill),
    ("manim/prefillEdit", None, prefill_edit),
    ("manim/cursor", None, cursor),
    (
        types.TEXT_DOCUMENT_COMPLETION,
        types.CompletionOptions(trigger_characters=["(", ","]),
        completion,
    ),
    (
        types.TEXT_DOCUMENT_CODE_ACTION,
        types.CodeActionOptions(
            code_action_kinds=[
                types.CodeActionKind.QuickFix,
                types.CodeActionKind.SourceFixAll,  # kb fix-all (server/lsp/fixall.py)
            ]
        ),
        code_action,
    ),
)
COMMANDS: tuple[tuple[str, Callable[..., Any]], ...] = (
    ("manim.server.info", info),
    ("manim.server.generateScene", generate_scene),
    ("manim.server.renderScene", render_scene),
    ("manim.server.repairScene", repair_scene),
    ("manim.server.editScene", edit_scene),
)


def register(ls: ManimLanguageServer) -> None:
    """Attach every feature and command handler above to `ls`."""
    for method, options, handler in FEATURES:
        if options is None:
            ls.feature(method)(handler)
        else:
            ls.feature(method, options)(handler)
    for name, command in COMMANDS:
        ls.command(name)(command)


# -- helpers used by the handlers ------------------------------------------------------------------
def _arg(args: tuple[Any, ...]) -> dict[str, Any]:
    if not args or not isinstance(args[0], dict):
        raise JsonRpcInvalidParams('expected one argument object, e.g. {"description": "..."}')
    return args[0]


def _require_str(a: dict[str, Any], key: str) -> str:
    value = a.get(key)
    if not isinstance(value, str) or not value:
        raise JsonRpcInvalidParams(f"argument {key!r} must be a non-empty string")
    return value


def _require_trust(ls: ManimLanguageServer) -> None:
    if not ls.trusted:
        raise JsonRpcInvalidParams(
            "this workspace is not trusted: rendering and generation run code, so only hovers "
            "and static checks are available. Trust the workspace to enable them."
        )


def _markdown_completions(ls: ManimLanguageServer) -> bool:
    """Whether the client renders Markdown in completion documentation."""
    td = ls.client_capabilities.text_document
    item = td.completion.completion_item if td and td.completion else None
    return bool(
        item
        and item.documentation_format
        and types.MarkupKind.Markdown in item.documentation_format
    )


def _field(obj: Any, key: str) -> Any:
    """`obj[key]` or `obj.key`: custom notifications arrive as dicts or as pygls objects."""
    return obj.get(key) if isinstance(obj, dict) else getattr(obj, key, None)


def _position_line(position: Any) -> int | None:
    """The 0-based line of an LSP position, or None when it is not one."""
    line = _field(position, "line") if position is not None else None
    return line if isinstance(line, int) and not isinstance(line, bool) and line >= 0 else None


def _version(ls: ManimLanguageServer, uri: str) -> int | None:
    doc = ls.workspace.text_documents.get(uri)
    return doc.version if doc is not None else None


def _cursor_line(ls: ManimLanguageServer, uri: str) -> int | None:
    """The cursor line `manim/cursor` sent for the document's current version, if any."""
    st = ls.docs.get(uri)
    if st is None or st.cursor is None:
        return None
    version, line = st.cursor
    return line if version is None or version == _version(ls, uri) else None


async def _read_manim(ls: ManimLanguageServer, text: str) -> ManimFile:
    """Whether the text uses Manim and its scenes (parsed off the event loop)."""
    return await asyncio.get_running_loop().run_in_executor(ls.work_pool, read_manim_file, text)


def _nothing_to_render(uri: str, manim: ManimFile) -> str:
    name = Path(_path(uri) or uri).name
    if not manim.uses_manim:
        return f"{name} does not use Manim (no manim import, no Scene class): nothing to render"
    return (
        f"{name} defines no scene (a class deriving from Scene, e.g. `class Intro(Scene):`): "
        "nothing to render"
    )


def _path(uri: str) -> str | None:
    return to_fs_path(uri) if uri.startswith("file:") else None


def _is_python(ls: ManimLanguageServer, uri: str) -> bool:
    doc = ls.workspace.text_documents.get(uri)
    if doc is not None and doc.language_id and doc.language_id != "python":
        return False
    return uri.endswith((".py", ".pyw")) or (doc is not None and doc.language_id == "python")


def _text(ls: ManimLanguageServer, uri: str) -> str | None:
    """The document's text when it is Python we can read; None for binary or foreign files."""
    if not _is_python(ls, uri):
        return None
    doc = ls.workspace.get_text_document(uri)
    try:
        source = doc.source
    except (OSError, UnicodeDecodeError):
        return None
    if "\x00" in source or len(source) > MAX_CHECK_CHARS:
        return None
    return source


async def _pull_configuration(ls: ManimLanguageServer) -> None:
    caps = ls.client_capabilities.workspace
    if caps is None or not caps.configuration:
        return
    try:
        result = await ls.workspace_configuration_async(
            types.ConfigurationParams(items=[types.ConfigurationItem(section="manim")])
        )
    except Exception as exc:  # a client that cannot answer keeps the current settings
        log.info("workspace/configuration failed: %s", exc)
        return
    if result and isinstance(result[0], dict):
        ls.apply_settings(result[0])


async def _check(ls: ManimLanguageServer, uri: str) -> None:
    """Static checks from the kb (no render), published with the last render's diagnostics.

    A file that does not use Manim gets none, and loses any it had."""
    text = _text(ls, uri)
    st = ls.doc_state(uri)
    st.debounce = None
    if text is None:
        st.static = []
        ls.publish(uri)
        return
    doc = ls.workspace.get_text_document(uri)
    version = doc.version
    loop = asyncio.get_running_loop()
    try:
        findings = await loop.run_in_executor(ls.work_pool, _manim_findings, ls, text)
    except Exception:  # the checker must never take the server down
        log.exception("static checks failed")
        findings = []
    current = ls.workspace.text_documents.get(uri)
    if current is None or current.version != version:
        return  # a newer edit will publish its own results
    if findings is None:
        st.static, st.render = [], []
    else:
        st.static = [convert.finding_diagnostic(f) for f in findings]
    ls.publish(uri, version)


def _manim_findings(ls: ManimLanguageServer, text: str) -> list[Finding] | None:
    """The kb's findings for a file that uses Manim; None for one that does not."""
    if not read_manim_file(text).uses_manim:
        return None
    return ls.engine.check(text)


async def _render_document(
    ls: ManimLanguageServer, uri: str, choice: SceneChoice, cancel: CancelToken | None = None
) -> dict[str, Any]:
    """Render the chosen scene of the saved file in the pool (trusted: the user's own code).

    A newer render of the same document cancels this one; a result for an outdated version of
    the document is dropped (not published), and the caller gets status "stale". The payload
    says which scene was rendered, why, and which others the file offers.
    """
    path_str = _path(uri)
    if path_str is None:
        raise JsonRpcInvalidParams(f"{uri} is not a file on disk; save it first")
    path = Path(path_str)
    text = _text(ls, uri)
    if text is None:
        raise JsonRpcInvalidParams(f"{uri} is not a Python file")
    st = ls.doc_state(uri)
    if st.render_cancel is not None:
        st.render_cancel.cancel()
    st.render_generation += 1
    generation = st.render_generation
    cancel = cancel or CancelToken()
    st.render_cancel = cancel
    doc = ls.workspace.text_documents.get(uri)
    version = doc.version if doc is not None else None
    loop = asyncio.get_running_loop()
    ls.set_busy(+1, "rendering")
    try:
        result = await loop.run_in_executor(
            ls.work_pool, lambda: ls.engine.render(text, path, scene=choice.scene, cancel=cancel)
        )
    finally:
        ls.set_busy(-1)
    current = ls.workspace.text_documents.get(uri)
    stale = generation != st.render_generation or (
        current is not None and version is not None and current.version != version
    )
    payload = convert.render_payload(uri, version, result, choice)
    if stale or result.status == "cancelled":
        payload["status"] = "stale" if stale else "cancelled"
        return payload
    ls.last_scene[uri] = choice.scene
    st.render = convert.render_diagnostics(result, text)
    st.last_error = None if result.ok else result.error_text()
    ls.publish(uri, version)
    ls.protocol.notify("manim/renderResult", payload)
    return payload


def _agent_options(ls: ManimLanguageServer, a: dict[str, Any]) -> AgentOptions:
    """The current settings with this request's strategy/rounds, validated by the vocabulary."""
    overrides = {k: a[k] for k in ("strategy", "rounds") if a.get(k) is not None}
    try:
        return ls.engine.options(overrides)
    except ValueError as exc:
        raise JsonRpcInvalidParams(str(exc)) from exc


async def _run_in_thread(ls: ManimLanguageServer, progress: WorkProgress, fn: Any) -> Any:
    """Run blocking engine work off the loop; a `$/cancelRequest` cancels it cooperatively."""
    loop = asyncio.get_running_loop()
    fut = loop.run_in_executor(ls.work_pool, fn)
    try:
        return await asyncio.shield(fut)
    except asyncio.CancelledError:
        progress.cancel.cancel()
        await asyncio.wait([fut], timeout=30)
        raise


async def _run_agent(
    ls: ManimLanguageServer,
    progress: WorkProgress,
    options: AgentOptions,
    phase: str,
    call: Callable[[ManimAgent, Any, Any], AgentResult],
) -> AgentResult:
    """Load the model (first use), run `call(agent, on_event, on_token)` off the loop, keep busy
    state; the progress shows phase, round, elapsed seconds and streamed tokens (ProgressTicker).

    A model that cannot be loaded ends the progress, tells the user, and re-raises BackendError.
    """
    ls.set_busy(+1, phase)
    ticker = ProgressTicker(progress.report, options.rounds)

    def work() -> AgentResult:
        if not ls.model_loaded:
            ticker.event(0, "loading")
        agent = ls.engine.agent(options, progress=lambda m: progress.report(m))
        return call(agent, _events(ticker, ls), ticker.token)

    async def tick() -> None:
        while True:
            await asyncio.sleep(1.0)
            ticker.send()

    ticking = asyncio.ensure_future(tick())
    try:
        return cast(AgentResult, await _run_in_thread(ls, progress, work))
    except BackendError as exc:
        progress.end("model unavailable")
        ls.notify_user(str(exc), types.MessageType.Error)
        raise
    finally:
        ticking.cancel()
        ls.set_busy(-1)


def _events(ticker: ProgressTicker, ls: ManimLanguageServer) -> Any:
    def on_event(ev: AgentEvent) -> None:
        if ev.phase == "done":
            return
        ticker.event(ev.round, ev.phase)
        ls.phase = ev.phase

    return on_event


async def _generate(ls: ManimLanguageServer, a: dict[str, Any]) -> dict[str, Any]:
    _require_trust(ls)
    try:
        description = validate_description(str(a.get("description") or ""))
    except PromptError as exc:
        raise JsonRpcInvalidParams(str(exc)) from exc
    options = _agent_options(ls, a)
    target_uri = a.get("targetUri")
    position = a.get("position")
    root = ls.workspace.root_path
    if target_uri is None and not root:
        raise JsonRpcInvalidParams("open a folder first: new scenes go to <workspace>/scenes/")

    progress = WorkProgress(ls, a.get("workDoneToken"), "Manim: generating scene")
    await progress.begin(description[:60])
    try:
        result = await _run_agent(
            ls, progress, options, "generating", lambda agent, events, tokens: agent.run(
                description, on_event=events, on_token=tokens, cancel=progress.cancel
            ),
        )  # fmt: skip
    except BackendError as exc:
        return _generate_payload(None, "failed", 0, None, str(exc))
    if result.status == "cancelled":
        progress.end("cancelled")
        return _generate_payload(None, "cancelled", len(result.rounds), None, None)
    if result.code is None:
        progress.end("no code")
        return _generate_payload(None, "failed", len(result.rounds), None, result.error)

    status = "success" if result.ok else "failed"
    text = service.scene_text(result)
    if target_uri is not None:
        pos = types.Position(line=int((position or {}).get("line", 0)),
                             character=int((position or {}).get("character", 0)))  # fmt: skip
        edit = types.WorkspaceEdit(
            document_changes=[
                types.TextDocumentEdit(
                    text_document=types.OptionalVersionedTextDocumentIdentifier(
                        uri=target_uri, version=None
                    ),
                    edits=[types.TextEdit(range=types.Range(start=pos, end=pos), new_text=text)],
                )
            ]
        )
        uri = target_uri
        scene_path = Path(_path(target_uri) or "scene.py")
    else:
        scene_path = service.new_scene_path(Path(root or "."), description)
        uri = from_fs_path(str(scene_path)) or scene_path.as_uri()
        edit = convert.create_file_edit(uri, text)
    outputs = service.keep_outputs(result, scene_path)
    applied = await _apply(ls, edit, "Generate Manim scene")
    if not applied and target_uri is None:
        # a client that cannot create files: write the new file ourselves (it never overwrites)
        service.write_new_file(scene_path, text)
    progress.end("done" if result.ok else "did not render")
    if not result.ok:
        ls.notify_user(
            f"the scene did not render after {len(result.rounds)} round(s); the best attempt "
            f"was written to {scene_path}. Last error: {_last_line(result.error)}",
            types.MessageType.Warning,
        )
    return _generate_payload(
        uri, status, len(result.rounds), outputs, result.error if not result.ok else None
    )


def _last_line(text: str | None) -> str:
    lines = [ln.strip() for ln in (text or "").splitlines() if ln.strip()]
    return lines[-1] if lines else "unknown"


def _generate_payload(
    uri: str | None, status: str, rounds: int, outputs: dict[str, Any] | None, error: str | None
) -> dict[str, Any]:
    outputs = outputs or {}
    return {
        "uri": uri,
        "status": status,
        "rounds": rounds,
        "video": outputs.get("video"),
        "image": outputs.get("image"),
        "transcript": outputs.get("transcript"),
        "error": error,
    }


async def _apply(ls: ManimLanguageServer, edit: types.WorkspaceEdit, label: str) -> bool:
    try:
        resp = await ls.workspace_apply_edit_async(
            types.ApplyWorkspaceEditParams(edit=edit, label=label)
        )
    except Exception as exc:
        log.warning("workspace/applyEdit failed: %s", exc)
        return False
    return bool(resp and resp.applied)


async def _repair(ls: ManimLanguageServer, a: dict[str, Any]) -> dict[str, Any]:
    _require_trust(ls)
    uri = _require_str(a, "uri")
    text = _text(ls, uri)
    if text is None:
        raise JsonRpcInvalidParams(f"{uri} is not an open Python document")
    doc = ls.workspace.get_text_document(uri)
    version = doc.version
    st = ls.doc_state(uri)
    options = _agent_options(ls, {"strategy": "ritl-doc", **a})
    progress = WorkProgress(ls, a.get("workDoneToken"), "Manim: repairing scene")
    await progress.begin(Path(_path(uri) or uri).name)
    try:
        result = await _run_agent(
            ls, progress, options, "repairing", lambda agent, events, tokens: agent.repair(
                text, error_text=st.last_error, on_event=events, on_token=tokens,
                cancel=progress.cancel, description=description_from_header(text),
            ),
        )  # fmt: skip
    except BackendError as exc:
        return {"status": "failed", "rounds": 0, "message": str(exc)}
    rounds = sum(1 for r in result.rounds if r.kind != "given")
    if result.status == "cancelled":
        progress.end("cancelled")
        return {"status": "cancelled", "rounds": rounds, "message": "repair cancelled"}
    if result.ok and rounds == 0 and (result.code is None or result.code == text):
        progress.end("nothing to repair")
        return {"status": "nothing-to-repair", "rounds": 0, "message": "the scene already renders"}
    if not result.ok or result.code is None:
        progress.end("repair failed")
        msg = f"no repair found in {rounds} round(s); the file was left unchanged"
        ls.notify_user(msg, types.MessageType.Warning)
        return {"status": "failed", "rounds": rounds, "message": msg}
    current = ls.workspace.text_documents.get(uri)
    if current is None or version is None or current.version != version:
        progress.end("document changed")
        msg = "the document changed while the repair ran; the repair was not applied"
        ls.notify_user(msg, types.MessageType.Warning)
        return {"status": "failed", "rounds": rounds, "message": msg}
    # a scene's description header survives a repair that dropped it
    fixed = with_description(result.code, description_from_header(text))
    edit = convert.minimal_edit(uri, version, text, fixed)
    applied = await _apply(ls, edit, "Repair Manim scene")
    progress.end("repaired" if applied else "edit rejected")
    if not applied:
        return {"status": "failed", "rounds": rounds, "message": "the editor rejected the edit"}
    st.last_error = None
    how = f"in {rounds} round(s)" if rounds else "by fix-all, without a model call"
    return {
        "status": "repaired",
        "rounds": rounds,
        "message": f"repaired {how}",
        "transcript": json.dumps(result.transcript()["timings"]),
    }


async def _edit(ls: ManimLanguageServer, a: dict[str, Any]) -> dict[str, Any]:
    """Edit Scene: the scene named (else the one whose class holds `position`, else the file's
    only one; with several and neither, status "choose-scene" lists them), edited by the engine
    in a worker thread with progress and cancel, then offered as one WorkspaceEdit whose hunks
    need the user's confirmation (VS Code's refactor preview: apply or discard; one undo step).
    The new video is copied beside the file only when the edit is applied. A scene that does not
    render is "needs-repair" (the client offers Repair); nothing is changed unless applied.
    With `review: "client"` the server applies nothing: the result's `proposal` holds
    {uri, version, text, edits} and `video` the new video in a temporary folder of the server;
    the client shows the diff and applies the hunks if the user accepts."""
    from server.agent.edit import EditError

    _require_trust(ls)
    uri = _require_str(a, "uri")
    instruction = str(a.get("instruction") or "")
    text = _text(ls, uri)
    if text is None:
        raise JsonRpcInvalidParams(f"{uri} is not an open Python document")
    scene = a.get("scene")
    if scene is not None and (not isinstance(scene, str) or not scene.isidentifier()):
        raise JsonRpcInvalidParams("argument 'scene' must be a class name")
    if scene is None:
        manim = await _read_manim(ls, text)
        line = _position_line(a.get("position"))
        scene = manim.scene_at(line) if line is not None else None
        if scene is None and len(manim.scene_names) > 1:
            return {"status": "choose-scene", "scenes": manim.scene_names, "applied": False,
                    "message": "the file has several scenes; choose the one to edit"}  # fmt: skip
    version = ls.workspace.get_text_document(uri).version
    options = _agent_options(ls, a)
    progress = WorkProgress(ls, a.get("workDoneToken"), "Manim: editing scene")
    await progress.begin(instruction[:60])
    ls.set_busy(+1, "editing")
    ticker = ProgressTicker(progress.report, options.rounds)

    def work() -> Any:
        if not ls.model_loaded:
            ticker.event(0, "loading")
        return ls.engine.edit(
            text, instruction, scene=scene, trusted=True, options=options,
            on_event=_events(ticker, ls), on_token=ticker.token, cancel=progress.cancel,
            progress=lambda m: progress.report(m),
        )  # fmt: skip

    async def tick() -> None:
        while True:
            await asyncio.sleep(1.0)
            ticker.send()

    ticking = asyncio.ensure_future(tick())
    try:
        outcome = await _run_in_thread(ls, progress, work)
    except EditError as exc:
        progress.end("not edited")
        if exc.scenes:
            return {"status": "choose-scene", "scenes": exc.scenes, "applied": False,
                    "message": str(exc)}  # fmt: skip
        raise JsonRpcInvalidParams(str(exc)) from exc
    except BackendError as exc:
        progress.end("model unavailable")
        ls.notify_user(str(exc), types.MessageType.Error)
        return {"status": "failed", "applied": False, "message": str(exc)}
    finally:
        ticking.cancel()
        ls.set_busy(-1)
    payload: dict[str, Any] = {
        "status": outcome.status, "applied": False, "message": outcome.message(),
        "verified": outcome.verified, "linesTouched": outcome.lines_touched,
        "checks": outcome.verdict.to_dict() if outcome.verdict is not None else None,
        "scene": outcome.scene, "video": None, "image": None,
        "seconds": round(outcome.total_s, 2),
    }  # fmt: skip
    try:
        if outcome.code is None:
            progress.end(outcome.status)
            return payload
        current = ls.workspace.text_documents.get(uri)
        if current is None or version is None or current.version != version:
            progress.end("document changed")
            payload["status"] = "failed"
            payload["message"] = "the document changed while the edit ran; nothing was changed"
            return payload
        if a.get("review") == "client":
            # the client shows the diff and applies the hunks itself (one undo step), so the
            # server changes nothing and keeps the new video out of the file's folder
            progress.end("proposed")
            payload["proposal"] = convert.proposal(uri, version, text, outcome.code)
            payload["video"] = service.keep_proposal_video(outcome)
            return payload
        label = f"Manim: {instruction.strip()[:80]}"
        edit = convert.minimal_edit(uri, version, text, outcome.code, confirm=label)
        progress.report("waiting for you to apply or discard the edit")
        applied = await _apply(ls, edit, label)
        progress.end("applied" if applied else "discarded")
        payload["applied"] = applied
        if applied:
            path = _path(uri)
            if path is not None:
                payload["video"] = service.keep_video(outcome, Path(path))
            ls.doc_state(uri).last_error = None
        return payload
    finally:
        if outcome.render is not None:
            outcome.render.cleanup()
        if outcome.before is not None:
            outcome.before.cleanup()
