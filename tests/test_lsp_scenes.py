"""Which files get Manim diagnostics and renders, and which scene of a file renders, over a real
LSP client (pytest-lsp) with real renders: plain Python gets nothing, a helper module gets static
checks only, a file with several scenes renders the one under the cursor and says which."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import LanguageClient

from tests.test_lsp import (
    GOOD,
    client,  # noqa: F401  (the real LSP client fixture)
    command,
    open_doc,
    rec_of,
    wait_for,
)

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(240)]

# a tkinter script: read as Manim, `Label(root, text=...)` is an unknown keyword (an error), the
# completion offers Manim's Label keywords, and fix-all would delete `text='hi'`
PLAIN = """from tkinter import *

root = Tk()
Label(root, text='hi').pack()
root.mainloop()
"""

HELPER = """from manim import *


def framed(text):
    return SurroundingRectangle(Text(text), buf=0.2)
"""

TWO_SCENES = """from manim import *


class First(Scene):
    def construct(self):
        self.add(Circle(color=BLUE))


class Second(Scene):
    def construct(self):
        self.add(Square(color=RED))
"""


def save(lsp: LanguageClient, uri: str) -> None:
    lsp.text_document_did_save(
        types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )


def change(lsp: LanguageClient, uri: str, version: int, text: str) -> None:
    lsp.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


def from_render(diag: types.Diagnostic) -> bool:
    """A render diagnostic, or a static one the render's error was folded into."""
    return diag.source == "manim-render" or bool(
        isinstance(diag.data, dict) and diag.data.get("renderError")
    )


def results_for(lsp: LanguageClient, uri: str) -> list[dict[str, Any]]:
    return [r for r in rec_of(lsp).render_results if r["uri"] == uri]


async def test_plain_python_gets_no_diagnostics_renders_or_completions(
    client: LanguageClient,  # noqa: F811
    tmp_path: Path,
) -> None:
    """A tkinter script: no diagnostics (read as Manim, `Label(text=)` is an error), no render on
    save, no Manim completions, no fix-all (it would delete `text='hi'`), and the render command
    says it does not use Manim; a Manim file saved after it renders, so its save was handled."""
    plain = open_doc(client, tmp_path / "tool.py", PLAIN)
    save(client, plain)
    good = open_doc(client, tmp_path / "good.py", GOOD)
    save(client, good)
    await wait_for(lambda: results_for(client, good), timeout=120)
    assert results_for(client, good)[-1]["status"] == "success"
    assert results_for(client, plain) == []
    assert list(client.diagnostics.get(plain, [])) == []
    completion = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=plain),
            position=types.Position(line=3, character=12),  # inside `Label(root, `
        )
    )
    assert completion is None
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=plain),
            range=types.Range(
                start=types.Position(line=0, character=0), end=types.Position(line=5, character=0)
            ),
            context=types.CodeActionContext(
                diagnostics=[], only=[types.CodeActionKind.SourceFixAll]
            ),
        )
    )
    assert not actions
    with pytest.raises(JsonRpcException, match="does not use Manim"):
        await command(client, "manim.server.renderScene", {"uri": plain})


async def test_helper_module_gets_static_checks_but_no_render(
    client: LanguageClient,  # noqa: F811
    tmp_path: Path,
) -> None:
    """A module that imports manim but defines no scene: the kb's did-you-mean for `buf=`, no
    render on save and no "NoSceneFound"; the render command says there is no scene; a scene
    file whose scenes are deleted loses its render errors on the next save."""
    helper = open_doc(client, tmp_path / "helpers.py", HELPER)
    await wait_for(
        lambda: any(d.source == "manim-check" for d in client.diagnostics.get(helper, []))
    )
    (diag,) = client.diagnostics[helper]
    assert diag.range.start.line == 4 and "buff" in diag.message
    with pytest.raises(JsonRpcException, match="defines no scene"):
        await command(client, "manim.server.renderScene", {"uri": helper})

    broken = GOOD.replace("c.shift(LEFT)", "c.shift(LEFT)\n        undefined_thing.move_to(ORIGIN)")
    scene = open_doc(client, tmp_path / "scene.py", broken)
    save(client, scene)
    save(client, helper)
    await wait_for(lambda: results_for(client, scene), timeout=120)
    assert results_for(client, scene)[-1]["status"] == "error"
    await wait_for(lambda: any(from_render(d) for d in client.diagnostics.get(scene, [])))
    assert results_for(client, helper) == []
    assert [d.source for d in client.diagnostics[helper]] == ["manim-check"]
    assert not any("NoSceneFound" in d.message for d in client.diagnostics[helper])

    change(client, scene, 2, HELPER)  # the scene class is gone, the import stays
    save(client, scene)
    await wait_for(lambda: not any(from_render(d) for d in client.diagnostics[scene]))
    assert len(results_for(client, scene)) == 1


async def test_several_scenes_render_the_one_under_the_cursor(
    client: LanguageClient,  # noqa: F811
    tmp_path: Path,
) -> None:
    """The render command renders the scene whose class holds `position`; a save without a
    cursor renders the last one again; `manim/cursor` before a save picks the scene around it,
    but only for the version it was sent for; every result names the scene, why, and all."""
    uri = open_doc(client, tmp_path / "two.py", TWO_SCENES)
    result = await command(
        client,
        "manim.server.renderScene",
        {"uri": uri, "position": {"line": 10, "character": 8}},
    )
    assert result["status"] == "success", result
    assert (result["scene"], result["sceneReason"]) == ("Second", "cursor")
    assert result["scenes"] == ["First", "Second"]
    assert Path(result["video"] or result["image"]).stem == "Second"
    rec = rec_of(client)

    save(client, uri)  # no cursor sent: the scene rendered last
    await wait_for(lambda: len(results_for(client, uri)) == 2, timeout=120)
    assert (rec.render_results[-1]["scene"], rec.render_results[-1]["sceneReason"]) == (
        "Second",
        "last",
    )

    client.protocol.notify(
        "manim/cursor", {"uri": uri, "version": 1, "position": {"line": 5, "character": 0}}
    )
    save(client, uri)
    await wait_for(lambda: len(results_for(client, uri)) == 3, timeout=120)
    third = results_for(client, uri)[-1]
    assert (third["scene"], third["sceneReason"], third["status"]) == ("First", "cursor", "success")
    assert Path(third["video"] or third["image"]).stem == "First"

    client.protocol.notify(
        "manim/cursor", {"uri": uri, "version": 1, "position": {"line": 10, "character": 0}}
    )
    change(client, uri, 2, TWO_SCENES + "\n")  # the cursor was sent for version 1
    save(client, uri)
    await wait_for(lambda: len(results_for(client, uri)) == 4, timeout=120)
    fourth = results_for(client, uri)[-1]
    assert (fourth["scene"], fourth["sceneReason"]) == ("First", "last")

    named = await command(client, "manim.server.renderScene", {"uri": uri, "scene": "Second"})
    assert (named["scene"], named["sceneReason"], named["status"]) == (
        "Second",
        "requested",
        "success",
    )
    with pytest.raises(JsonRpcException, match="position"):
        await command(client, "manim.server.renderScene", {"uri": uri, "position": {"line": -1}})
