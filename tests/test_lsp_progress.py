"""Unit tests of the progress text (ProgressTicker) and of merging static and render diagnostics."""

from __future__ import annotations

from lsprotocol import types

from server.lsp.convert import SOURCE_CHECK, SOURCE_LAYOUT, SOURCE_RENDER
from server.lsp.diagnostics import merge, offers_repair
from server.lsp.server import sentence
from server.lsp.ticker import ProgressTicker


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _ticker() -> tuple[ProgressTicker, list[tuple[str, int | None]], Clock]:
    sent: list[tuple[str, int | None]] = []
    clock = Clock()
    return ProgressTicker(lambda m, p: sent.append((m, p)), 3, clock=clock), sent, clock


def test_ticker_names_phase_round_time_and_tokens() -> None:
    """The message carries the phase, round k of K+1, whole seconds and the streamed tokens."""
    ticker, sent, clock = _ticker()
    ticker.event(0, "generating")
    clock.now += 12.4
    for _ in range(85):
        ticker.token("x")
    assert ticker.message() == "Writing the scene (round 1 of 4), 12 s, 85 tokens"
    assert sent[0] == ("Writing the scene (round 1 of 4), 0 s", 0)


def test_ticker_repair_round_wording_and_token_reset() -> None:
    """A repair round reads "Repairing (round 2 of 4)", never "round 2: repair round 1"."""
    ticker, sent, clock = _ticker()
    ticker.event(0, "generating")
    ticker.token()
    ticker.event(1, "repairing")
    assert sent[-1][0] == "Repairing (round 2 of 4), 0 s"
    assert sent[-1][1] == 25
    clock.now += 3
    ticker.token()
    assert ticker.message().endswith("3 s, 1 tokens")


def test_ticker_throttles_token_reports() -> None:
    """Tokens are reported at most every interval; phase changes always are."""
    ticker, sent, clock = _ticker()
    ticker.event(0, "generating")
    for _ in range(50):
        ticker.token()
    assert len(sent) == 1
    clock.now += 0.6
    ticker.token()
    assert len(sent) == 2 and sent[-1][0].endswith("51 tokens")


def _diag(source: str, line: int, col: int = 4, error: bool = True) -> types.Diagnostic:
    return types.Diagnostic(
        range=types.Range(
            start=types.Position(line=line, character=col),
            end=types.Position(line=line, character=col + 5),
        ),
        message=f"{source} at {line}",
        severity=types.DiagnosticSeverity.Error if error else types.DiagnosticSeverity.Warning,
        source=source,
        data={"suggestions": ["side_length"]} if source == SOURCE_CHECK else None,
    )


def test_one_mistake_one_diagnostic() -> None:
    """A render error on the line of a static error folds into it; the fold offers the repair."""
    static = [_diag(SOURCE_CHECK, 6, 20)]
    render = [_diag(SOURCE_RENDER, 6, 8), _diag(SOURCE_LAYOUT, 6, 8, error=False)]
    out = merge(static, render)
    assert [d.source for d in out] == [SOURCE_CHECK, SOURCE_LAYOUT]
    assert out[0].range.start.character == 20
    assert isinstance(out[0].data, dict) and out[0].data["renderError"] == "manim-render at 6"
    assert out[0].data["suggestions"] == ["side_length"]
    assert offers_repair(out[0]) and not offers_repair(static[0])


def test_render_error_on_another_line_is_kept() -> None:
    """Different lines are different mistakes: both diagnostics stay."""
    out = merge([_diag(SOURCE_CHECK, 3)], [_diag(SOURCE_RENDER, 8)])
    assert [d.range.start.line for d in out] == [3, 8]
    assert offers_repair(out[1])


def test_messages_are_sentences() -> None:
    """User messages end with punctuation."""
    assert sentence("the model is missing") == "the model is missing."
    assert sentence("done.") == "done."
    assert sentence("is it? ") == "is it?"


def test_scene_file_names_end_on_a_whole_word() -> None:
    """A long description gives a file name cut between words, never mid-word."""
    from server.service import slugify

    slug = slugify("A blue circle appears in the middle of the screen")
    assert slug == "a_blue_circle_appears_in_the_middle_of"  # not "..._of_t"
    assert len(slug) <= 40
    assert slugify("Supercalifragilisticexpialidocious" * 2, limit=10) == "supercalif"
    assert slugify("!!!") == "scene"
