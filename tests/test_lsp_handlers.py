"""LSP handlers are plain module-level functions: importable and testable without a client."""

from __future__ import annotations

from lsprotocol import types

from server.lsp import convert, features
from server.lsp.server import ManimLanguageServer
from server.settings import DEFAULTS


def _render_diagnostic() -> types.Diagnostic:
    return types.Diagnostic(
        range=types.Range(
            start=types.Position(line=6, character=0), end=types.Position(line=6, character=10)
        ),
        message="NameError: name 'Circel' is not defined",
        source=convert.SOURCE_RENDER,
    )


def _params(diag: types.Diagnostic) -> types.CodeActionParams:
    return types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri="file:///tmp/scene.py"),
        range=diag.range,
        context=types.CodeActionContext(diagnostics=[diag]),
    )


def test_every_feature_and_command_is_a_module_level_function() -> None:
    """register() attaches the handlers listed in FEATURES / COMMANDS; each is importable."""
    names = {fn.__name__ for _m, _o, fn in features.FEATURES}
    assert {"hover", "code_action", "did_save", "initialize"} <= names
    assert [c for c, _fn in features.COMMANDS] == [
        "manim.server.info", "manim.server.generateScene",
        "manim.server.renderScene", "manim.server.repairScene", "manim.server.editScene",
    ]  # fmt: skip
    for _m, _o, fn in features.FEATURES:
        assert getattr(features, fn.__name__) is fn


def test_code_action_offers_repair_only_in_a_trusted_workspace() -> None:
    """The repair action runs the model, so an untrusted workspace gets none."""
    ls = ManimLanguageServer()
    diag = _render_diagnostic()
    assert not any(a.command for a in features.code_action(ls, _params(diag)))
    ls.trusted = True
    actions = features.code_action(ls, _params(diag))
    assert any(a.command and a.command.command == "manim.server.repairScene" for a in actions)


def test_info_reports_the_engine_settings_in_one_vocabulary() -> None:
    """manim.server.info answers from the engine: every setting by its snake_case name."""
    ls = ManimLanguageServer()
    ls.apply_settings({"rounds": 5, "fewShotExamples": 1}, announce=False)
    info = features.info(ls)
    assert info["settings"]["rounds"] == 5 and info["settings"]["few_shot_examples"] == 1
    assert set(info["settings"]) == set(DEFAULTS)
    assert info["modelLoaded"] is False and info["trusted"] is False
