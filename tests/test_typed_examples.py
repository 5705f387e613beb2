"""bench/typed_examples.py's model of prefill while typing, on a two-entry library: the throttle
it mirrors and the time to first token it gives when the examples settle early or late."""

from __future__ import annotations

from itertools import pairwise

from bench.typed_examples import INTERVAL_S, MIN_CHARS, Typing
from kb.examples import Example, ExampleLibrary

CIRCLE = Example("c", "a circle", "c = Circle()\n" * 30)
SQUARE = Example("s", "a square", "s = Square()\n" * 30)


def model(rate: float = 80.0) -> Typing:
    return Typing(ExampleLibrary([CIRCLE, SQUARE]), rate=rate, cps=4.0, pick_s=0.5)


def test_the_throttle_sends_as_the_extension_does() -> None:
    """Nothing before MIN_CHARS, at most one send per interval, the final text last."""
    desc = "Draw a big red circle that then turns into a square."
    sends = model().sends(desc)
    times = [t for t, _ in sends]
    assert all(len(text) >= MIN_CHARS for _, text in sends)
    assert all(b - a >= INTERVAL_S - 1e-9 for a, b in pairwise(times[:-1]))
    assert sends[-1] == (len(desc) / 4.0, desc)
    assert len(sends) >= (len(desc) - MIN_CHARS) / 4.0 / INTERVAL_S


def test_examples_known_early_are_read_before_the_request_and_late_ones_after() -> None:
    """A description whose examples settle early finds its prompt read (0.1 s); one whose last
    word changes them reads the changed example after the request, at the model's rate."""
    m = model()
    early = m.ttft("Draw a circle, a big one, slowly, in the middle of the frame.")
    assert early["ttft_s"] < 0.2 and early["settled_s"] > 5
    late = m.ttft("Draw a thing that turns into a square")
    assert late["settled_s"] < 1.0
    # both examples change order at the end: most of the two examples are read after the request
    assert late["ttft_s"] > 0.5 * late["example_tokens"] / 80.0
    assert model(rate=1e6).ttft("Draw a thing that turns into a square")["ttft_s"] < 0.2
