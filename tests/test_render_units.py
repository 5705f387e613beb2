"""Pure parts of the render engine: error location, layout geometry, frame picking, results."""

from __future__ import annotations

import json
import os
import socket
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from server.render import LayoutWarning, RenderResult, normalize_quality, precheck
from server.render.frames import sample_times, select_by_time
from server.render.layout import Box, Item, check_items, offscreen_fraction, overlap_fraction
from server.render.limits import unshare_network
from server.render.result import RenderError, SceneOutput, tail_lines
from server.render.tracemap import (
    Frame,
    error_from_exception,
    locate_exception,
    locate_in_fault_dump,
    locate_in_user_file,
)

USER = "/tmp/job-123/scene.py"


def test_locate_picks_the_innermost_user_frame() -> None:
    """Manim's frames are skipped; the last call made from the user's file is the answer."""
    frames = [
        Frame("/venv/manim/scene.py", 10),
        Frame(USER, 7, 9, "construct"),
        Frame(USER, 3, 5, "helper"),
        Frame("/venv/manim/mobject.py", 99),
    ]
    loc = locate_in_user_file(frames, USER)
    assert loc is not None and (loc.line, loc.column, loc.function) == (3, 5, "helper")
    assert locate_in_user_file([Frame("/x.py", 1)], USER) is None


def test_fault_dump_gives_the_most_recent_user_line() -> None:
    """faulthandler lists the newest call first; the last dump in the log wins."""
    dump = (
        "Fatal Python error: Segmentation fault\n\n"
        "Current thread 0x00007f (most recent call first):\n"
        '  File "/venv/ctypes/__init__.py", line 519 in string_at\n'
        f'  File "{USER}", line 6 in construct\n'
        f'  File "{USER}", line 2 in <module>\n'
    )
    loc = locate_in_fault_dump("noise\n" + dump, USER)
    assert loc is not None and loc.line == 6
    assert locate_in_fault_dump("nothing here", USER) is None


@settings(max_examples=50, deadline=None)
@given(
    st.integers(min_value=0, max_value=15),
    st.integers(min_value=0, max_value=15),
    st.integers(min_value=0, max_value=4),
)
def test_runtime_error_maps_to_the_raising_line(pad_top: int, pad_mid: int, depth: int) -> None:
    """A real exception raised `depth` helper calls deep, at a random line, maps to that line."""
    lines = ["x = 0"] * pad_top
    lines.append("def f0():")
    raise_line = len(lines) + 1
    lines.append("    raise ValueError('boom')")
    for i in range(1, depth + 1):
        lines += ["pass"] * pad_mid
        lines.append(f"def f{i}():")
        lines.append(f"    return f{i - 1}()")
    lines += ["pass"] * pad_mid
    lines.append(f"f{depth}()")
    code = "\n".join(lines) + "\n"
    try:
        exec(compile(code, USER, "exec"), {})
    except ValueError as exc:
        err = error_from_exception(exc, USER, "scene.py", code)
    else:  # pragma: no cover
        pytest.fail("no exception")
    assert err.line == raise_line
    assert err.column == 5
    assert err.source_line == "raise ValueError('boom')"
    assert 'File "scene.py"' in err.traceback and USER not in err.traceback
    assert err.tail.splitlines()[-1] == "ValueError: boom"
    assert len(err.tail.splitlines()) <= 10


@settings(max_examples=50, deadline=None)
@given(st.integers(min_value=0, max_value=30), st.sampled_from(["def f(:", "x = (1,", "if True\n"]))
def test_syntax_error_maps_to_its_own_line(pad: int, bad: str) -> None:
    """A syntax error inserted after `pad` good lines is reported at line pad + 1."""
    code = "y = 2\n" * pad + bad + "\n"
    result = precheck(code, trusted=True)
    assert result is not None and result.error is not None
    assert result.error.type == "SyntaxError"
    assert result.error.line == pad + 1


def test_chained_exception_uses_the_cause_when_outer_has_no_user_frame() -> None:
    """An error re-raised inside a library still points at the user's line."""
    code = "def go():\n    return 1 / 0\n"
    ns: dict[str, object] = {}
    exec(compile(code, USER, "exec"), ns)
    try:
        try:
            ns["go"]()  # type: ignore[operator]
        except ZeroDivisionError as inner:
            raise RuntimeError("wrapped") from inner
    except RuntimeError as outer:
        loc = locate_exception(outer, USER)
    assert loc is not None and loc.line == 2


def test_tail_is_the_last_ten_lines() -> None:
    text = "\n".join(f"line {i}" for i in range(30)) + "\n"
    assert tail_lines(text).splitlines() == [f"line {i}" for i in range(20, 30)]


@pytest.mark.parametrize(
    ("given_q", "want"),
    [("l", "l"), ("ql", "l"), ("-ql", "l"), ("low_quality", "l"), ("m", "m"), ("-qh", "h")],
)
def test_quality_aliases(given_q: str, want: str) -> None:
    assert normalize_quality(given_q) == want


def test_unknown_quality_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="use l"):
        normalize_quality("ultra")


def test_result_round_trips_through_json() -> None:
    """Results cross process lines as JSON without losing fields."""
    r = RenderResult(
        status="error",
        scene="S",
        scenes=["S"],
        error=RenderError("NameError", "x", 3, 5, "tail", "tb", "x"),
        layout=[LayoutWarning("overlap", "Text('a')", 1.0, 4, "Circle", 5, "S", "50%")],
        outputs=[SceneOutput("S", None, None, 1.5, 2, 0.3)],
    )
    back = RenderResult.from_dict(json.loads(json.dumps(r.to_dict())))
    assert back == r
    assert not back.ok and back.error_text() == "tail"
    assert "overlaps Circle" in back.layout[0].describe()


FRAME = Box(-7.11, 7.11, -4.0, 4.0)


def _item(box: Box, text: bool = True, key: int = 1, **kw: bool) -> Item:
    return Item(
        key=key, box=box, label="Text('x')" if text else "Square", line=None, is_text=text, **kw
    )


def test_box_geometry() -> None:
    a, b = Box(0, 2, 0, 2), Box(1, 3, 1, 3)
    assert overlap_fraction(a, b) == pytest.approx(0.25)
    assert offscreen_fraction(Box(6.11, 8.11, 0, 1), FRAME) == pytest.approx(0.5, abs=0.01)
    assert offscreen_fraction(Box(-1, 1, -1, 1), FRAME) == 0.0


def test_layout_flags_offscreen_text_and_stacked_texts() -> None:
    """Text half out of frame and two texts on top of each other are both reported."""
    items = [
        _item(Box(6.5, 9.0, 0, 0.5), key=1),
        _item(Box(-1, 1, -3, -2.5), key=2),
        _item(Box(-0.9, 1.1, -3, -2.5), key=3),
    ]
    kinds = sorted(k for k, *_ in check_items(items, FRAME))
    assert kinds == ["offscreen", "overlap"]


def test_layout_ignores_labels_inside_shapes_backgrounds_and_lines() -> None:
    """A label inside its box, a full-screen background and a line through text are fine."""
    items = [
        _item(Box(-0.5, 0.5, -0.2, 0.2), key=1),
        _item(Box(-1, 1, -1, 1), text=False, key=2),
        _item(Box(-8, 8, -5, 5), text=False, key=3, is_background=True),
        _item(Box(-3, 3, 0, 0.01), text=False, key=4, is_line=True),
    ]
    assert check_items(items, FRAME) == []


def test_layout_lets_an_outline_frame_part_of_a_text_but_not_a_filled_shape() -> None:
    """A box drawn round the answer of one MathTex (an outline within the text's box grown by
    half a unit) covers no glyph; the same box filled, or an outline reaching far past the
    text, is still reported."""
    text = _item(Box(-2, 2, -0.5, 0.5), key=1)
    frame = _item(Box(0.0, 2.2, -0.7, 0.7), text=False, key=2, is_outline=True)
    filled = _item(Box(0.0, 2.2, -0.7, 0.7), text=False, key=3)
    big = _item(Box(-0.5, 5.0, -2.0, 2.0), text=False, key=4, is_outline=True)
    assert check_items([text, frame], FRAME) == []
    assert [k for k, *_ in check_items([text, filled], FRAME)] == ["overlap"]
    assert [k for k, *_ in check_items([text, big], FRAME)] == ["overlap"]


def test_frame_picking_by_timestamp() -> None:
    """15 fps frames sampled at 5 fps take every third frame, with no frame held in memory."""
    frames = [(i / 15, i) for i in range(15)]
    picked = select_by_time(iter(frames), 5.0, 1 / 15)
    assert [t for t, _ in picked] == pytest.approx([0, 0.2, 0.4, 0.6, 0.8])
    assert [f for _, f in picked] == [0, 3, 6, 9, 12]
    assert len(sample_times(2.4667, 5.0)) == 13


@settings(max_examples=50, deadline=None)
@given(st.integers(1, 90), st.sampled_from([15.0, 30.0, 60.0]), st.sampled_from([1.0, 5.0, 10.0]))
def test_frame_picking_never_looks_ahead(n: int, rate: float, fps: float) -> None:
    """Each sample shows the last frame at or before its time; count = ceil(duration * fps)."""
    frames = [(i / rate, i) for i in range(n)]
    picked = select_by_time(iter(frames), fps, 1 / rate)
    assert len(picked) == len(sample_times(n / rate, fps))
    for t, idx in picked:
        assert idx / rate <= t + 1e-6
        assert idx == n - 1 or (idx + 1) / rate > t + 1e-6


@pytest.mark.skipif(sys.platform != "linux", reason="network namespaces are Linux only")
def test_network_namespace_cuts_the_network_off() -> None:
    """Where unshare(CLONE_NEWNET) is allowed, a child sees no route to any host."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - child
        os.close(r)
        verdict = b"n"  # no namespace on this machine
        if unshare_network():
            try:
                socket.create_connection(("192.0.2.1", 80), timeout=1).close()
                verdict = b"c"
            except OSError:
                verdict = b"i"
        os.write(w, verdict)
        os._exit(0)
    os.close(w)
    verdict = os.read(r, 1)
    os.close(r)
    os.waitpid(pid, 0)
    if verdict == b"n":
        pytest.skip("this kernel/container does not allow a new network namespace")
    assert verdict == b"i"
