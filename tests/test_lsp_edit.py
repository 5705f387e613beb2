"""`manim.server.editScene` end to end over stdio: a real LSP client, the real server, real
renders, and a scripted model endpoint (the model's side of editing is measured by the edit
benchmark). By default the edit comes back as one WorkspaceEdit whose hunks need the user's
confirmation; with `review: "client"` (the VS Code extension) the server applies nothing and
returns the proposal (new text and minimal hunks, pinned to the version edited)."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from tests.scripted_endpoint import scripted_endpoint
from tests.test_edit import BLUE, SCENE
from tests.test_lsp import apply_to_disk, command, open_doc

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(240)]


class Edits:
    def __init__(self) -> None:
        self.seen: list[types.WorkspaceEdit] = []
        self.accept = True


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "server"]))
async def client(lsp_client: LanguageClient, request: pytest.FixtureRequest) -> Any:
    tmp = request.getfixturevalue("tmp_path")
    edits = Edits()
    lsp_client.edits = edits  # type: ignore[attr-defined]

    @lsp_client.feature(types.WORKSPACE_APPLY_EDIT)
    def on_apply(params: types.ApplyWorkspaceEditParams) -> types.ApplyWorkspaceEditResult:
        edits.seen.append(params.edit)
        if edits.accept:
            apply_to_disk(params.edit)
        return types.ApplyWorkspaceEditResult(applied=edits.accept)

    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=types.ClientCapabilities(
                window=types.WindowClientCapabilities(work_done_progress=True),
                workspace=types.WorkspaceClientCapabilities(
                    apply_edit=True,
                    configuration=False,
                    workspace_edit=types.WorkspaceEditClientCapabilities(
                        document_changes=True,
                        change_annotation_support=types.ChangeAnnotationsSupportOptions(
                            groups_on_label=True
                        ),
                    ),
                ),
            ),
            root_uri=tmp.as_uri(),
            initialization_options={"trusted": True, "fixAll": False, "rounds": 1},
        )
    )
    yield
    await lsp_client.shutdown_session()


def edits_of(client: LanguageClient) -> Edits:
    return client.edits  # type: ignore[attr-defined,no-any-return]


def _configure(client: LanguageClient, url: str) -> None:
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"manim": {"endpointUrl": url}})
    )


async def test_edit_scene_offers_a_confirmed_minimal_edit(
    client: LanguageClient, tmp_path: Path
) -> None:
    """The edit is one hunk on the circle's line (plus the header), every hunk annotated as
    needing confirmation; accepted, the file holds the edit and the new video sits beside it."""
    with scripted_endpoint([BLUE]) as ep:
        _configure(client, ep.url)
        uri = open_doc(client, tmp_path / "shapes.py", SCENE)
        result = await command(
            client, "manim.server.editScene", {"uri": uri, "instruction": "Make the circle blue."}
        )
    assert result["status"] == "success" and result["applied"], result
    assert result["verified"] and result["linesTouched"] == 1
    (edit,) = edits_of(client).seen
    annotations = edit.change_annotations or {}
    assert annotations and all(a.needs_confirmation for a in annotations.values())
    (doc_edit,) = edit.document_changes or []
    assert isinstance(doc_edit, types.TextDocumentEdit)
    assert all(isinstance(e, types.AnnotatedTextEdit) for e in doc_edit.edits)
    text = (tmp_path / "shapes.py").read_text()
    assert "Circle(color=BLUE)" in text and "Edit: Make the circle blue." in text
    assert result["video"] and Path(result["video"]).is_file()


async def test_a_discarded_edit_leaves_the_file_alone(
    client: LanguageClient, tmp_path: Path
) -> None:
    """The user discards the preview: applied False, the file unchanged, no video kept."""
    edits_of(client).accept = False
    with scripted_endpoint([BLUE]) as ep:
        _configure(client, ep.url)
        uri = open_doc(client, tmp_path / "keep.py", SCENE)
        result = await command(
            client, "manim.server.editScene", {"uri": uri, "instruction": "Make the circle blue."}
        )
    assert result["status"] == "success" and not result["applied"]
    assert (tmp_path / "keep.py").read_text() == SCENE
    assert not (tmp_path / "media").exists()


def _apply_hunks(text: str, edits: list[dict[str, Any]]) -> str:
    """The proposal's whole-line hunks applied to `text`, the way the client applies them."""
    lines = text.splitlines(keepends=True)
    for e in sorted(edits, key=lambda e: e["range"]["start"]["line"], reverse=True):
        start, end = e["range"]["start"], e["range"]["end"]
        assert start["character"] == 0 and end["character"] == 0
        lines[start["line"] : end["line"]] = [e["newText"]]
    return "".join(lines)


async def test_review_by_the_client_returns_the_proposal_and_applies_nothing(
    client: LanguageClient, tmp_path: Path
) -> None:
    """`review: "client"`: no workspace/applyEdit, the file untouched, no media beside it; the
    result carries the proposed text, its minimal hunks (which turn the text into it) and the
    document version they are pinned to, and the new video in a folder of the server's own."""
    with scripted_endpoint([BLUE]) as ep:
        _configure(client, ep.url)
        uri = open_doc(client, tmp_path / "review.py", SCENE, version=7)
        result = await command(
            client,
            "manim.server.editScene",
            {"uri": uri, "instruction": "Make the circle blue.", "review": "client"},
        )
    assert result["status"] == "success" and not result["applied"], result
    assert not edits_of(client).seen, "the server asked for no workspace/applyEdit"
    assert (tmp_path / "review.py").read_text() == SCENE
    assert not (tmp_path / "media").exists()
    proposal = result["proposal"]
    assert proposal["uri"] == uri and proposal["version"] == 7
    text = proposal["text"]
    assert "Circle(color=BLUE)" in text and "Edit: Make the circle blue." in text
    assert 1 <= len(proposal["edits"]) <= 2, proposal["edits"]
    assert _apply_hunks(SCENE, proposal["edits"]) == text
    video = Path(result["video"])
    assert video.is_file() and tmp_path not in video.parents


async def test_several_scenes_ask_which_and_broken_scenes_ask_for_repair(
    client: LanguageClient, tmp_path: Path
) -> None:
    """Several scenes and no position: "choose-scene" with the names, no model call; a scene
    that does not render: "needs-repair"; an empty instruction: an invalid-params error."""
    two = SCENE + "\n\nclass Other(Scene):\n    def construct(self):\n        self.wait()\n"
    broken = SCENE.replace("Circle(color=RED)", "Circel(color=RED)")
    with scripted_endpoint([BLUE]) as ep:
        _configure(client, ep.url)
        uri = open_doc(client, tmp_path / "two.py", two)
        args = {"uri": uri, "instruction": "Make the circle blue."}
        result = await command(client, "manim.server.editScene", args)
        assert result["status"] == "choose-scene" and result["scenes"] == ["Main", "Other"]
        uri2 = open_doc(client, tmp_path / "broken.py", broken)
        result = await command(
            client, "manim.server.editScene", {"uri": uri2, "instruction": "Make the circle blue."}
        )
        assert result["status"] == "needs-repair" and "Circel" in result["message"]
        with pytest.raises(Exception, match="instruction is empty"):
            await command(client, "manim.server.editScene", {"uri": uri, "instruction": " ",
                                                             "scene": "Main"})  # fmt: skip
        assert ep.requests == []
    assert not edits_of(client).seen
    assert (tmp_path / "two.py").read_text() == two


async def test_the_edit_box_renders_the_scene_ahead(client: LanguageClient, tmp_path: Path) -> None:
    """`manim/prefillEdit` (the Edit Scene box opened): the scene renders as it is before the
    instruction is sent (an endpoint model has nothing to read ahead, so only the render is
    done); malformed notifications are ignored; the edit that follows works as before."""
    with scripted_endpoint([BLUE]) as ep:
        _configure(client, ep.url)
        uri = open_doc(client, tmp_path / "ahead.py", SCENE)
        client.protocol.notify("manim/prefillEdit", {"uri": 42})
        client.protocol.notify("manim/prefillEdit", {"uri": uri + "x", "instruction": ""})
        client.protocol.notify(
            "manim/prefillEdit",
            {"uri": uri, "instruction": "", "position": {"line": 6, "character": 0}},
        )
        seen: dict[str, Any] = {}
        deadline = asyncio.get_running_loop().time() + 60
        while not (seen.get("lastPrefill") or {}).get("before_s"):
            assert asyncio.get_running_loop().time() < deadline, "the scene was not rendered ahead"
            await asyncio.sleep(0.2)
            seen = await command(client, "manim.server.info")
        assert seen["lastPrefill"]["before_s"] > 0 and seen["modelLoaded"] is False
        result = await command(
            client,
            "manim.server.editScene",
            {"uri": uri, "instruction": "Make the circle blue.", "review": "client"},
        )
    assert result["status"] == "success", result
    assert "Circle(color=BLUE)" in result["proposal"]["text"]
