"""Map an exception (or a crash dump) to the line of the user's scene file that caused it.

A Manim error is usually raised deep inside Manim; what a person or a model can fix is the last
call made *from the user's file*. These functions are pure so they can be property-tested.
"""

from __future__ import annotations

import os
import re
import traceback
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from server.render.result import RenderError, source_line_at, tail_lines


@dataclass(frozen=True)
class Frame:
    """One traceback frame: file, 1-based line, 1-based column (None where unknown), function."""

    filename: str
    line: int | None
    column: int | None = None
    function: str = ""


@dataclass(frozen=True)
class Location:
    line: int
    column: int | None
    function: str


def same_file(a: str, b: str) -> bool:
    """Whether two paths name the same file (exact, or equal once normalised)."""
    return a == b or os.path.normpath(a) == os.path.normpath(b)


def locate_in_user_file(frames: Sequence[Frame], user_file: str) -> Location | None:
    """The innermost frame in ``user_file`` (frames run outermost first, as in tracebacks)."""
    for fr in reversed(frames):
        if fr.line is not None and same_file(fr.filename, user_file):
            return Location(fr.line, fr.column, fr.function)
    return None


def frames_of(exc: BaseException) -> list[Frame]:
    """The frames of an exception's traceback, outermost first, with 3.11 column positions."""
    out: list[Frame] = []
    for fs in traceback.extract_tb(exc.__traceback__):
        col = getattr(fs, "colno", None)
        out.append(Frame(fs.filename, fs.lineno, None if col is None else col + 1, fs.name))
    return out


def _exception_chain(exc: BaseException) -> Iterable[BaseException]:
    """The exception, then its cause/context chain (guarding against cycles)."""
    seen: set[int] = set()
    cur: BaseException | None = exc
    while cur is not None and id(cur) not in seen:
        seen.add(id(cur))
        yield cur
        cur = cur.__cause__ or cur.__context__


def locate_exception(exc: BaseException, user_file: str) -> Location | None:
    """Where in ``user_file`` the exception arose; SyntaxErrors use their own line and offset."""
    if isinstance(exc, SyntaxError) and exc.filename and same_file(exc.filename, user_file):
        if exc.lineno is not None:
            return Location(exc.lineno, exc.offset, "<module>")
    for e in _exception_chain(exc):
        loc = locate_in_user_file(frames_of(e), user_file)
        if loc is not None:
            return loc
    return None


def format_exception_text(exc: BaseException, user_file: str, display_name: str) -> str:
    """The full plain traceback text, with the job's file path shown as ``display_name``."""
    text = "".join(traceback.format_exception(exc))
    return text.replace(user_file, display_name)


def error_from_exception(
    exc: BaseException, user_file: str, display_name: str, source: str | None
) -> RenderError:
    """A :class:`RenderError` for an exception raised while importing or rendering user code."""
    loc = locate_exception(exc, user_file)
    text = format_exception_text(exc, user_file, display_name)
    message = str(exc)
    if isinstance(exc, SyntaxError):
        message = exc.msg or message
    if isinstance(exc, SystemExit):
        message = f"the scene called sys.exit({exc.code!r}); a scene must not exit the process"
    line = loc.line if loc else None
    return RenderError(
        type=type(exc).__name__,
        message=message,
        line=line,
        column=loc.column if loc else None,
        tail=tail_lines(text),
        traceback=text,
        source_line=source_line_at(source, line),
    )


_FAULT_FRAME = re.compile(r'^\s*File "(?P<file>[^"]+)", line (?P<line>\d+) in (?P<func>\S+)')


def locate_in_fault_dump(text: str, user_file: str) -> Location | None:
    """The innermost user-file frame of a ``faulthandler`` dump (those list the newest call first).

    A dump may hold several tracebacks (one per dump); the last dump is the most recent one.
    """
    blocks = re.split(
        r"^(?:Current thread|Thread|Fatal Python error|Stack \(most)", text, flags=re.M
    )
    for block in reversed(blocks):
        for raw in block.splitlines():
            m = _FAULT_FRAME.match(raw)
            if m and same_file(m.group("file"), user_file):
                return Location(int(m.group("line")), None, m.group("func"))
    return None
