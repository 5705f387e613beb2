"""Trace findings in the editor, over a real LSP client: warnings on save at the creating line,
and a repair that keeps the scene's description header (and tells the model the description)."""

from __future__ import annotations

from pathlib import Path

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from tests.scripted_endpoint import scripted_endpoint
from tests.test_lsp import (
    client,  # noqa: F401  (the real LSP client fixture)
    command,
    open_doc,
    rec_of,
    wait_for,
)

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(240)]

COUNTER = """# Description: count from 1 to 3 in the centre
from manim import *


class Count(Scene):
    def construct(self):
        triangle = Polygon(ORIGIN, RIGHT * 2, UP)
        for k in range(1, 4):
            number = Integer(k)
            self.play(FadeIn(number), run_time=0.3)
        self.wait(0.5)
"""

TIDY = """from manim import *


class Tidy(Scene):
    def construct(self):
        dots = VGroup(*[Dot() for _ in range(4)]).arrange(RIGHT, buff=0.5)
        self.play(FadeIn(dots))
        self.wait(0.5)
"""

BROKEN = """# Description: a square of side two
from manim import *


class Broken(Scene):
    def construct(self):
        box = Square(side_lenght=2)
        self.play(Create(box))
"""


def save(lsp: LanguageClient, uri: str) -> None:
    lsp.text_document_did_save(
        types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )


def trace_diags(lsp: LanguageClient, uri: str) -> list[types.Diagnostic]:
    return [d for d in lsp.diagnostics.get(uri, []) if d.source == "manim-trace"]


async def test_trace_findings_are_warnings_at_the_creating_line(
    client: LanguageClient,  # noqa: F811
    tmp_path: Path,
) -> None:
    """A counter drawn over itself and a triangle never shown: warnings at their lines."""
    uri = open_doc(client, tmp_path / "count.py", COUNTER)
    save(client, uri)
    rec = rec_of(client)
    await wait_for(lambda: rec.render_results, timeout=120)
    assert rec.render_results[-1]["status"] == "success"
    await wait_for(lambda: len(trace_diags(client, uri)) >= 2)
    by_code = {d.code: d for d in trace_diags(client, uri)}
    assert by_code["replaced-in-place"].range.start.line == 8  # number = Integer(k)
    assert by_code["never-shown"].range.start.line == 6  # triangle = Polygon(...)
    assert "self.add(triangle)" in by_code["never-shown"].message
    assert all(d.severity == types.DiagnosticSeverity.Warning for d in trace_diags(client, uri))


async def test_tidy_scene_has_no_trace_warnings(
    client: LanguageClient,  # noqa: F811
    tmp_path: Path,
) -> None:
    """An arranged scene renders with no trace diagnostics."""
    uri = open_doc(client, tmp_path / "tidy.py", TIDY)
    result = await command(client, "manim.server.renderScene", {"uri": uri})
    assert result["status"] == "success"
    await wait_for(lambda: uri in client.diagnostics)
    assert trace_diags(client, uri) == []


async def test_repair_keeps_the_description_header(
    client: LanguageClient,  # noqa: F811
    tmp_path: Path,
) -> None:
    """The repair prompt carries the header's description; the repaired file keeps the header."""
    fixed = BROKEN.split("\n", 1)[1].replace("side_lenght", "side_length")  # no header
    with scripted_endpoint([f"<CODE>\n{fixed}</CODE>"]) as ep:
        client.workspace_did_change_configuration(
            # fix-all would mend this typo without the model; this test is about the model's prompt
            types.DidChangeConfigurationParams(
                settings={"manim": {"endpointUrl": ep.url, "fixAll": False}}
            )
        )
        uri = open_doc(client, tmp_path / "rep.py", BROKEN)
        result = await command(client, "manim.server.repairScene", {"uri": uri})
    assert result["status"] == "repaired", result
    text = (tmp_path / "rep.py").read_text()
    assert text.startswith("# Description: a square of side two\n")
    assert "side_length=2" in text
    assert "a square of side two" in ep.requests[0]["messages"][-1]["content"]


FADES = """# Description: a blue circle appears, and then the text 'Hello' fades in below it
from manim import *


class Fades(Scene):
    def construct(self):
        circle = Circle(color=BLUE)
        self.play(Create(circle))
        text = Text("Hello").next_to(circle, DOWN)
        self.play(Write(text))
"""


async def test_a_motion_finding_offers_the_animation_swap(
    client: LanguageClient,  # noqa: F811
    tmp_path: Path,
) -> None:
    """ "fades in" played with Write: the warning's quick fix renames that one call to FadeIn."""
    uri = open_doc(client, tmp_path / "fades.py", FADES)
    save(client, uri)
    rec = rec_of(client)
    await wait_for(lambda: rec.render_results, timeout=120)
    await wait_for(lambda: any(d.code == "requirement" for d in trace_diags(client, uri)))
    diag = next(d for d in trace_diags(client, uri) if d.code == "requirement")
    assert "fade in" in diag.message
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=diag.range,
            context=types.CodeActionContext(diagnostics=[diag]),
        )
    )
    swaps = [a for a in actions or [] if isinstance(a, types.CodeAction) and a.edit is not None
             and a.title.startswith("Play FadeIn instead of Write")]  # fmt: skip
    assert len(swaps) == 1, [getattr(a, "title", a) for a in actions or []]
    assert swaps[0].edit is not None and swaps[0].edit.changes is not None
    (edit,) = swaps[0].edit.changes[uri]
    assert edit.new_text == "FadeIn"
    assert edit.range.start.line == 9  # self.play(Write(text))
    line = FADES.splitlines()[9]
    assert line[edit.range.start.character : edit.range.end.character] == "Write"
