"""The language server end to end over stdio, driven by pytest-lsp's real LSP client.

Renders are real (the render pool), hovers and checks use the real kb. Generation uses the real 0.5B
GGUF through llama.cpp; tests about edit plumbing and failure handling use a scripted endpoint.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import ClientServerConfig, LanguageClient

from tests.scripted_endpoint import scripted_endpoint

REPO = Path(__file__).resolve().parent.parent
pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(240)]

BROKEN = """from manim import *


class Broken(Scene):
    def construct(self):
        title = Text("Hello")
        box = Square(side_lenght=2)
        self.play(Write(title))
        self.play(Create(box))
"""

GOOD = """from manim import *


class Good(Scene):
    def construct(self):
        c = Circle(radius=1.5, color=BLUE)
        c.shift(LEFT)
        self.play(Create(c))
        self.wait(0.5)
"""


class Recorder:
    """What the server sent besides diagnostics: renderResult/status notifications, edits, messages."""

    def __init__(self) -> None:
        self.render_results: list[dict[str, Any]] = []
        self.status: list[dict[str, Any]] = []
        self.edits: list[types.WorkspaceEdit] = []
        self.apply = True


def apply_to_disk(edit: types.WorkspaceEdit) -> None:
    """Apply a WorkspaceEdit's file creations and whole-line text edits to files on disk."""
    from pygls.uris import to_fs_path

    for change in edit.document_changes or []:
        if isinstance(change, types.CreateFile):
            path = Path(to_fs_path(change.uri) or "")
            assert not path.exists(), "the server asked to create a file that exists"
            path.write_text("")
        elif isinstance(change, types.TextDocumentEdit):
            path = Path(to_fs_path(change.text_document.uri) or "")
            lines = path.read_text().splitlines(keepends=True)
            for e in sorted(change.edits, key=lambda e: e.range.start.line, reverse=True):
                s, t = e.range.start, e.range.end
                head = "".join(lines[: s.line]) + (
                    lines[s.line][: s.character] if s.line < len(lines) else ""
                )
                tail = (lines[t.line][t.character :] if t.line < len(lines) else "") + "".join(
                    lines[t.line + 1 :]
                )
                lines = (head + e.new_text + tail).splitlines(keepends=True)  # type: ignore[union-attr]
            path.write_text("".join(lines))


@pytest_lsp.fixture(
    config=ClientServerConfig(server_command=[sys.executable, "-m", "server"]),
)
async def client(lsp_client: LanguageClient, request: pytest.FixtureRequest) -> Any:
    tmp = request.getfixturevalue("tmp_path")
    small = request.getfixturevalue("small_model_path")
    rec = Recorder()
    lsp_client.rec = rec  # type: ignore[attr-defined]
    lsp_client.root = tmp  # type: ignore[attr-defined]

    @lsp_client.feature("manim/renderResult")
    def on_render(params: Any) -> None:
        rec.render_results.append(_plain(params))

    @lsp_client.feature("manim/status")
    def on_status(params: Any) -> None:
        rec.status.append(_plain(params))

    @lsp_client.feature(types.WORKSPACE_APPLY_EDIT)
    def on_apply(params: types.ApplyWorkspaceEditParams) -> types.ApplyWorkspaceEditResult:
        rec.edits.append(params.edit)
        if rec.apply:
            apply_to_disk(params.edit)
        return types.ApplyWorkspaceEditResult(applied=rec.apply)

    options = getattr(request, "param", None) or {}
    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=types.ClientCapabilities(
                window=types.WindowClientCapabilities(work_done_progress=True),
                workspace=types.WorkspaceClientCapabilities(
                    apply_edit=True,
                    configuration=False,
                    workspace_edit=types.WorkspaceEditClientCapabilities(
                        document_changes=True,
                        resource_operations=[types.ResourceOperationKind.Create],
                    ),
                ),
            ),
            root_uri=tmp.as_uri(),
            initialization_options={"modelPath": str(small), "trusted": True, **options},
        )
    )
    yield
    await lsp_client.shutdown_session()


def _plain(params: Any) -> dict[str, Any]:
    if isinstance(params, dict):
        return params
    return {k: getattr(params, k) for k in dir(params) if not k.startswith("_")}


def rec_of(client: LanguageClient) -> Recorder:
    return client.rec  # type: ignore[attr-defined,no-any-return]


def open_doc(
    client: LanguageClient, path: Path, text: str, version: int = 1, lang: str = "python"
) -> str:
    path.write_text(text)
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id=lang, version=version, text=text
            )
        )
    )
    return uri


async def wait_for(pred: Any, timeout: float = 60.0) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not pred():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError("condition not met in time")
        await asyncio.sleep(0.05)


async def command(
    client: LanguageClient, name: str, arg: dict[str, Any] | None = None, **kw: Any
) -> Any:
    return await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command=name, arguments=[arg] if arg is not None else [], **kw)
    )


async def test_static_diagnostics_and_quick_fix(client: LanguageClient, tmp_path: Path) -> None:
    """Opening a scene publishes kb findings at the right line; the quick fix is the did-you-mean."""
    uri = open_doc(client, tmp_path / "broken.py", BROKEN)
    await wait_for(lambda: any(d.source == "manim-check" for d in client.diagnostics.get(uri, [])))
    diag = next(d for d in client.diagnostics[uri] if d.source == "manim-check")
    assert diag.range.start.line == 6  # `box = Square(side_lenght=2)`
    assert "side_lenght" in diag.message and "side_length" in diag.message
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=diag.range,
            context=types.CodeActionContext(diagnostics=[diag]),
        )
    )
    assert actions, "expected a quick fix"
    fix = actions[0]
    assert isinstance(fix, types.CodeAction) and fix.edit is not None and fix.edit.changes
    assert fix.edit.changes[uri][0].new_text == "side_length"


OLD_STYLE = """from manim import *


class Old(Scene):
    def construct(self):
        square = Square(color=RED)
        self.play(ShowCreation(square))
        self.play(Rotate(square, radians=PI / 2))
"""


async def test_fix_all_code_action_and_per_diagnostic_fix(
    client: LanguageClient, tmp_path: Path
) -> None:
    """`source.fixAll` gives one edit fixing every kb-fixable issue (no model); each diagnostic
    gets a quick fix touching only its own line; both are versioned workspace edits."""
    from server.edits import LineEdit, apply_line_edits

    uri = open_doc(client, tmp_path / "old.py", OLD_STYLE)
    await wait_for(
        lambda: len([d for d in client.diagnostics.get(uri, []) if d.source == "manim-check"]) == 2
    )
    diags = [d for d in client.diagnostics[uri] if d.source == "manim-check"]
    whole = types.Range(
        start=types.Position(line=0, character=0), end=types.Position(line=9, character=0)
    )
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=whole,
            context=types.CodeActionContext(
                diagnostics=diags, only=[types.CodeActionKind.SourceFixAll]
            ),
        )
    )
    assert actions is not None and len(actions) == 1
    (fix_all,) = actions
    assert isinstance(fix_all, types.CodeAction) and fix_all.kind == "source.fixAll"
    assert fix_all.title.startswith("Fix all Manim issues") and fix_all.edit is not None
    (doc_edit,) = fix_all.edit.document_changes or []
    assert isinstance(doc_edit, types.TextDocumentEdit) and doc_edit.text_document.version == 1
    hunks = [LineEdit(e.range.start.line, e.range.end.line, e.new_text) for e in doc_edit.edits]
    fixed = apply_line_edits(OLD_STYLE, hunks)
    assert fixed == OLD_STYLE.replace("ShowCreation", "Create").replace("radians=", "angle=")
    quick = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=diags[1].range,
            context=types.CodeActionContext(diagnostics=[diags[1]]),
        )
    )
    ours = [
        a for a in quick or [] if isinstance(a, types.CodeAction) and a.title.startswith("Fix:")
    ]
    assert len(ours) == 1 and ours[0].edit is not None
    (one,) = ours[0].edit.document_changes or []
    assert isinstance(one, types.TextDocumentEdit)
    assert [(e.range.start.line, e.range.end.line) for e in one.edits] == [(7, 8)]
    assert "angle=PI / 2" in one.edits[0].new_text


async def test_render_on_save_error_at_line_with_repair_action(
    client: LanguageClient, tmp_path: Path
) -> None:
    """Saving renders in the pool; the error is ONE diagnostic at the user's line (the render's
    error folds into the static check's), and it offers the model repair."""
    code = GOOD.replace("c.shift(LEFT)", "c.shift(LEFT)\n        undefined_thing.move_to(ORIGIN)")
    uri = open_doc(client, tmp_path / "scene.py", code)
    client.text_document_did_save(
        types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    rec = rec_of(client)
    await wait_for(lambda: rec.render_results)
    assert rec.render_results[-1]["status"] == "error"

    def on_line_7() -> list[types.Diagnostic]:
        return [d for d in client.diagnostics.get(uri, []) if d.range.start.line == 7]

    def render_seen(d: types.Diagnostic) -> bool:
        return d.source == "manim-render" or bool(
            isinstance(d.data, dict) and d.data.get("renderError")
        )

    await wait_for(lambda: any(render_seen(d) for d in on_line_7()))
    assert len(on_line_7()) == 1, [(d.source, d.message) for d in on_line_7()]
    diag = on_line_7()[0]
    assert "undefined_thing" in diag.message
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=diag.range,
            context=types.CodeActionContext(diagnostics=[diag]),
        )
    )
    titles = [a.title for a in actions or []]
    assert "Repair with Manim model" in titles


async def test_render_command_success_and_busy_status(
    client: LanguageClient, tmp_path: Path
) -> None:
    """renderScene returns the video; status notifications show busy then idle."""
    uri = open_doc(client, tmp_path / "good.py", GOOD)
    result = await command(client, "manim.server.renderScene", {"uri": uri})
    assert result["status"] == "success" and result["video"] and Path(result["video"]).is_file()
    assert result["renderTime"] > 0
    rec = rec_of(client)
    await wait_for(lambda: any(s["busy"] for s in rec.status) and not rec.status[-1]["busy"])


async def test_hover_class_method_keyword_constant(client: LanguageClient, tmp_path: Path) -> None:
    """Hover shows kb docs for a class, a method through the variable's type, a keyword, a constant."""
    uri = open_doc(client, tmp_path / "hover.py", GOOD)

    async def hover(line: int, char: int) -> str:
        h = await client.text_document_hover_async(
            types.HoverParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                position=types.Position(line=line, character=char),
            )
        )
        assert h is not None, f"no hover at {line}:{char}"
        assert isinstance(h.contents, types.MarkupContent)
        return h.contents.value

    assert "Circle" in await hover(5, 13)  # Circle(
    assert "shift" in await hover(6, 11)  # c.shift
    assert "radius" in await hover(5, 21)  # radius=
    assert "UP" in (await hover(6, 16)).upper() or "LEFT" in await hover(6, 16)  # LEFT


async def test_keyword_completion(client: LanguageClient, tmp_path: Path) -> None:
    """Inside `Circle(` the completion lists keyword arguments such as radius= and color=."""
    text = GOOD.replace("c = Circle(radius=1.5, color=BLUE)", "c = Circle(radius=1.5, )")
    uri = open_doc(client, tmp_path / "comp.py", text)
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=5, character=30),
        )
    )
    assert result is not None
    items = result.items if isinstance(result, types.CompletionList) else result
    labels = {i.label for i in items}
    assert "color=" in labels and "radius=" not in labels  # radius is already given


async def test_generate_scene_with_real_model(client: LanguageClient, tmp_path: Path) -> None:
    """Generate Scene with the real 0.5B GGUF: a new file under scenes/ through applyEdit."""
    existing = tmp_path / "scenes"
    existing.mkdir()
    (existing / "a_blue_circle_appears_in_the_centre_and.py").write_text("# mine\n")
    result = await command(
        client,
        "manim.server.generateScene",
        {
            "description": "A blue circle appears in the centre and then moves to the left.",
            "strategy": "ritl",
            "rounds": 2,
        },
    )
    assert result["status"] in ("success", "failed")
    assert result["uri"].endswith("_2.py")  # never overwrites: a free name was picked
    assert (existing / "a_blue_circle_appears_in_the_centre_and.py").read_text() == "# mine\n"
    path = tmp_path / "scenes" / Path(result["uri"]).name
    assert "class" in path.read_text()
    if result["status"] == "success":
        assert result["video"] and Path(result["video"]).is_file()
    assert Path(result["transcript"]).is_file()


async def test_prefill_loads_a_model_on_disk_and_reads_ahead(
    client: LanguageClient, tmp_path: Path
) -> None:
    """`manim/prefill` (the Generate Scene box while typing): the model file is on disk, so the
    first prefill loads it and reads the prompt for the text so far; malformed ones are
    ignored; the generation that follows works as before."""
    client.protocol.notify("manim/prefill", {"description": 42})  # malformed: ignored
    client.protocol.notify("manim/prefill", {"description": "   "})
    client.protocol.notify(
        "manim/prefill", {"description": "A green dot blinks twice, then", "strategy": "ritl"}
    )
    seen: dict[str, Any] = {}

    async def prefilled() -> bool:
        seen.update(await command(client, "manim.server.info"))
        return seen.get("lastPrefill") is not None

    deadline = asyncio.get_running_loop().time() + 120
    while not await prefilled():
        assert asyncio.get_running_loop().time() < deadline, "no prefill happened"
        await asyncio.sleep(0.2)
    stats = seen["lastPrefill"]
    assert seen["modelLoaded"] is True and stats["loaded_model"] is True
    assert stats["read_tokens"] > 100 and stats["kept_tokens"] + stats["read_tokens"] > 100
    second = {"description": "A green dot blinks twice, then fades out.", "strategy": "vanilla"}
    result = await command(client, "manim.server.generateScene", second)
    # the 0.5B may loop on this one (no code): the same answer as without the prefill
    assert result["status"] in ("success", "failed") and result["rounds"] == 1, result
    assert (await command(client, "manim.server.info"))["busy"] is False


async def test_generate_rejects_empty_description(client: LanguageClient) -> None:
    """An empty description is an error response, and the server keeps answering."""
    with pytest.raises(JsonRpcException, match="empty"):
        await command(client, "manim.server.generateScene", {"description": "   "})
    info = await command(client, "manim.server.info", {})
    assert info["version"]


async def test_settings_change_and_invalid_value(client: LanguageClient) -> None:
    """didChangeConfiguration applies; an invalid value falls back with a message."""
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"manim": {"rounds": 5, "strategy": "bogus"}})
    )
    await wait_for(lambda: any("manim.strategy" in m.message for m in client.messages))
    info = await command(client, "manim.server.info", {})
    assert info["settings"]["rounds"] == 5 and info["settings"]["strategy"] == "ritl-doc"


async def test_malformed_requests_do_not_kill_server(
    client: LanguageClient, tmp_path: Path
) -> None:
    """Bad command arguments, unknown commands and foreign files give errors, not a dead server."""
    with pytest.raises(JsonRpcException):
        await command(client, "manim.server.renderScene", None)
    with pytest.raises(JsonRpcException):
        await command(client, "manim.server.nope", {})
    with pytest.raises(JsonRpcException):
        await command(client, "manim.server.generateScene", {"description": "x", "rounds": "many"})
    md = open_doc(client, tmp_path / "notes.md", "# not python\n", lang="markdown")
    binary = tmp_path / "blob.py"
    open_doc(client, binary, "\x00\x01\x02 binary")
    h = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=md),
            position=types.Position(line=0, character=2),
        )
    )
    assert h is None
    info = await command(client, "manim.server.info", {})
    assert info["version"]


async def test_large_file_and_rapid_edits_while_rendering(
    client: LanguageClient, tmp_path: Path
) -> None:
    """A 5,000-line file is checked; rapid edits during a render leave the server responsive."""
    big = GOOD + "".join(f"        x{i} = Square(side_length={i % 5 + 1})\n" for i in range(5000))
    uri = open_doc(client, tmp_path / "big.py", big)
    render = asyncio.ensure_future(command(client, "manim.server.renderScene", {"uri": uri}))
    rec = rec_of(client)
    await wait_for(lambda: any(s["busy"] and s["phase"] == "rendering" for s in rec.status))
    for v in range(2, 30):
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=v),
                content_changes=[
                    types.TextDocumentContentChangeWholeDocument(text=big + f"# edit {v}\n")
                ],
            )
        )
    info = await command(client, "manim.server.info", {})
    assert info["busy"] in (True, False)
    result = await render
    assert result["status"] == "stale"  # the document changed during the render: dropped
    assert not rec.render_results  # nothing published for the outdated version


async def test_repair_applies_minimal_edit(tmp_path: Path, client: LanguageClient) -> None:
    """Repair with a (scripted) model: only the broken line changes, the rest stays untouched."""
    fixed = BROKEN.replace("side_lenght", "side_length")
    with scripted_endpoint([f"<CODE>\n{fixed}</CODE>"]) as ep:
        client.workspace_did_change_configuration(
            # fixAll off: the kb would fix this typo itself, and this test is about the model
            types.DidChangeConfigurationParams(
                settings={"manim": {"endpointUrl": ep.url, "fixAll": False}}
            )
        )
        uri = open_doc(client, tmp_path / "rep.py", BROKEN)
        result = await command(client, "manim.server.repairScene", {"uri": uri})
    assert result["status"] == "repaired", result
    edit = rec_of(client).edits[-1]
    (doc_edit,) = edit.document_changes or []
    assert isinstance(doc_edit, types.TextDocumentEdit)
    assert [(e.range.start.line, e.range.end.line) for e in doc_edit.edits] == [(6, 7)]
    assert (tmp_path / "rep.py").read_text() == fixed
    assert "API_DOCS" in ep.requests[0]["messages"][-1]["content"]


async def test_repair_by_fix_all_needs_no_model(tmp_path: Path, client: LanguageClient) -> None:
    """With fix-all on, a typo the kb knows is repaired without asking the model, and the fix is
    applied as an edit (not dropped as "nothing to repair")."""
    fixed = BROKEN.replace("side_lenght", "side_length")
    with scripted_endpoint(["<CODE>\nprint('the model must not be asked')\n</CODE>"]) as ep:
        client.workspace_did_change_configuration(
            types.DidChangeConfigurationParams(
                settings={"manim": {"endpointUrl": ep.url, "fixAll": True}}
            )
        )
        uri = open_doc(client, tmp_path / "fixall.py", BROKEN)
        result = await command(client, "manim.server.repairScene", {"uri": uri})
    assert result["status"] == "repaired" and result["rounds"] == 0, result
    assert "without a model call" in result["message"]
    assert (tmp_path / "fixall.py").read_text() == fixed
    assert ep.requests == []


async def test_repair_failure_leaves_file_alone(tmp_path: Path, client: LanguageClient) -> None:
    """A repair that never renders makes no edit and says so; a model dying mid-stream too."""
    with scripted_endpoint([f"<CODE>\n{BROKEN}</CODE>"] * 4) as ep:
        client.workspace_did_change_configuration(
            types.DidChangeConfigurationParams(
                settings={"manim": {"endpointUrl": ep.url, "rounds": 2, "fixAll": False}}
            )
        )
        uri = open_doc(client, tmp_path / "rep2.py", BROKEN)
        result = await command(client, "manim.server.repairScene", {"uri": uri})
        assert result["status"] == "failed" and "unchanged" in result["message"]
        assert not rec_of(client).edits
        ep.push(
            {"text": "<CODE>\nfrom manim import *\n" + "x = 1\n" * 50 + "</CODE>", "die_after": 3}
        )
        result = await command(
            client, "manim.server.generateScene", {"description": "a circle", "rounds": 0}
        )
        assert result["status"] == "failed"
    assert (tmp_path / "rep2.py").read_text() == BROKEN
    info = await command(client, "manim.server.info", {})
    assert info["version"]


async def test_generate_cancel(client: LanguageClient, tmp_path: Path) -> None:
    """Cancelling a generation (client progress cancel) ends it as cancelled, no file written."""
    with scripted_endpoint(
        [{"text": "<CODE>\n" + "# slow\n" * 200 + "</CODE>", "delay": 0.05}]
    ) as ep:
        client.workspace_did_change_configuration(
            types.DidChangeConfigurationParams(settings={"manim": {"endpointUrl": ep.url}})
        )
        token = "cancel-me"
        client.progress_reports[token] = []
        task = asyncio.ensure_future(
            command(
                client,
                "manim.server.generateScene",
                {"description": "a slow circle"},
                work_done_token=token,
            )
        )
        await wait_for(lambda: len(client.progress_reports[token]) >= 2)
        client.window_work_done_progress_cancel(types.WorkDoneProgressCancelParams(token=token))
        result = await task
    assert result["status"] == "cancelled"
    assert not (tmp_path / "scenes").exists() or not list((tmp_path / "scenes").glob("*.py"))


@pytest.mark.parametrize("client", [{"trusted": False}, {"trusted": None}], indirect=True)
async def test_untrusted_workspace_only_hover_and_checks(
    client: LanguageClient, tmp_path: Path
) -> None:
    """Untrusted (or trust not stated): generate/render are refused; hovers and checks work."""
    uri = open_doc(client, tmp_path / "u.py", BROKEN)
    with pytest.raises(JsonRpcException, match="not trusted"):
        await command(client, "manim.server.generateScene", {"description": "a circle"})
    with pytest.raises(JsonRpcException, match="not trusted"):
        await command(client, "manim.server.renderScene", {"uri": uri})
    await wait_for(lambda: any(d.source == "manim-check" for d in client.diagnostics.get(uri, [])))
    client.text_document_did_save(
        types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    await asyncio.sleep(1.0)
    assert not rec_of(client).render_results


@pytest.mark.parametrize("client", [{"rounds": 99, "quality": "ultra"}], indirect=True)
async def test_invalid_initialization_options_fall_back(client: LanguageClient) -> None:
    """Invalid initializationOptions keep the defaults and each gets a message after initialized."""
    await wait_for(lambda: sum("invalid" in m.message for m in client.messages) >= 2)
    info = await command(client, "manim.server.info", {})
    assert info["settings"]["rounds"] == 3 and info["settings"]["quality"] == "l"
    assert info["trusted"] is True


async def test_hovers_answer_while_the_model_loads_and_generates(
    client: LanguageClient, tmp_path: Path
) -> None:
    """Hovers keep answering while the real GGUF loads and generates (llama.cpp must not write
    into the protocol stream, and engine threads must not starve the reader)."""
    uri = open_doc(client, tmp_path / "h.py", GOOD)
    gen = asyncio.ensure_future(
        command(
            client,
            "manim.server.generateScene",
            {"description": "A green dot blinks.", "rounds": 0},
        )
    )
    for _ in range(40):
        h = await asyncio.wait_for(
            client.text_document_hover_async(
                types.HoverParams(
                    text_document=types.TextDocumentIdentifier(uri=uri),
                    position=types.Position(line=5, character=13),
                )
            ),
            timeout=20,
        )
        assert h is not None
        await asyncio.sleep(0.05)
    result = await asyncio.wait_for(gen, timeout=200)
    assert result["status"] in ("success", "failed")


async def test_missing_model_is_a_clear_message_and_the_rest_works(
    client: LanguageClient, tmp_path: Path
) -> None:
    """A model path that does not exist: a prefill does nothing and says nothing; generate fails
    with a message; hovers and renders work."""
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(
            settings={"manim": {"modelPath": str(tmp_path / "none.gguf")}}
        )
    )
    client.protocol.notify("manim/prefill", {"description": "A red circle grows slowly"})
    await asyncio.sleep(1.0)
    info = await command(client, "manim.server.info")
    assert info["lastPrefill"] is None and info["modelLoaded"] is False
    assert not client.messages
    result = await command(client, "manim.server.generateScene", {"description": "a circle"})
    assert result["status"] == "failed" and "does not exist" in result["error"]
    await wait_for(lambda: any("does not exist" in m.message for m in client.messages))
    uri = open_doc(client, tmp_path / "ok.py", GOOD)
    h = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=5, character=13),
        )
    )
    assert h is not None
    rendered = await command(client, "manim.server.renderScene", {"uri": uri})
    assert rendered["status"] == "success"
