"""What a render returns: status, outputs per scene, the error at the user's line, layout warnings.

These dataclasses cross process lines (child -> worker -> pool -> caller) as plain dicts, so each
has a ``to_dict`` and a ``from_dict`` that round-trip through JSON.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from server.render.jobfs import remove_tree
from server.render.trace import SceneTrace

Status = Literal["success", "error", "timeout", "policy", "latex_missing", "cancelled"]
STATUSES: tuple[str, ...] = ("success", "error", "timeout", "policy", "latex_missing", "cancelled")

TAIL_LINES = 10  # the paper feeds the model the last 10 lines of the render error output


def tail_lines(text: str, n: int = TAIL_LINES) -> str:
    """The last ``n`` non-empty-trailing lines of ``text`` (the part of an error a model sees)."""
    lines = text.rstrip("\n").splitlines()
    return "\n".join(lines[-n:])


@dataclass
class RenderError:
    """Why a render failed, located in the user's source (1-based line, 1-based column)."""

    type: str
    message: str
    line: int | None = None
    column: int | None = None
    tail: str = ""
    traceback: str = ""
    source_line: str | None = None  # the text of the user's line, stripped

    def summary(self) -> str:
        """One line: ``line 7: TypeError: ...`` (used by the CLI and diagnostics)."""
        where = f"line {self.line}: " if self.line is not None else ""
        return f"{where}{self.type}: {self.message}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "message": self.message,
            "line": self.line,
            "column": self.column,
            "tail": self.tail,
            "traceback": self.traceback,
            "source_line": self.source_line,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> RenderError:
        return cls(
            type=str(d.get("type", "Error")),
            message=str(d.get("message", "")),
            line=_opt_int(d.get("line")),
            column=_opt_int(d.get("column")),
            tail=str(d.get("tail", "")),
            traceback=str(d.get("traceback", "")),
            source_line=d.get("source_line"),
        )


@dataclass
class LayoutWarning:
    """A mobject that left the frame, or text that overlaps another visible mobject."""

    kind: Literal["offscreen", "overlap"]
    mobject: str  # e.g. "Text('Hello')"
    time: float  # scene seconds when first seen
    line: int | None = None  # user source line that created the mobject, where known
    other: str | None = None  # the other mobject of an overlap
    other_line: int | None = None
    scene: str | None = None
    detail: str = ""  # e.g. "40% outside the frame (right edge)"

    def describe(self) -> str:
        """A sentence a model or a person can act on."""
        where = f" (created at line {self.line})" if self.line is not None else ""
        at = f" at t={self.time:.1f}s"
        if self.kind == "offscreen":
            extra = f": {self.detail}" if self.detail else ""
            return f"{self.mobject}{where} goes outside the visible frame{at}{extra}"
        other_where = f" (line {self.other_line})" if self.other_line is not None else ""
        extra = f"; {self.detail}" if self.detail else ""
        return f"{self.mobject}{where} overlaps {self.other}{other_where}{at}{extra}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "mobject": self.mobject,
            "time": self.time,
            "line": self.line,
            "other": self.other,
            "other_line": self.other_line,
            "scene": self.scene,
            "detail": self.detail,
            "message": self.describe(),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> LayoutWarning:
        kind = d.get("kind")
        return cls(
            kind="overlap" if kind == "overlap" else "offscreen",
            mobject=str(d.get("mobject", "")),
            time=float(d.get("time") or 0.0),
            line=_opt_int(d.get("line")),
            other=d.get("other"),
            other_line=_opt_int(d.get("other_line")),
            scene=d.get("scene"),
            detail=str(d.get("detail", "")),
        )


@dataclass
class SceneOutput:
    """The outputs of one Scene class of the job."""

    scene: str
    video: Path | None = None
    image: Path | None = None
    duration: float = 0.0
    animations: int = 0
    render_time: float = 0.0
    layout: list[LayoutWarning] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "scene": self.scene,
            "video": str(self.video) if self.video else None,
            "image": str(self.image) if self.image else None,
            "duration": self.duration,
            "animations": self.animations,
            "render_time": self.render_time,
            "layout": [w.to_dict() for w in self.layout],
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> SceneOutput:
        return cls(
            scene=str(d.get("scene", "")),
            video=Path(d["video"]) if d.get("video") else None,
            image=Path(d["image"]) if d.get("image") else None,
            duration=float(d.get("duration") or 0.0),
            animations=int(d.get("animations") or 0),
            render_time=float(d.get("render_time") or 0.0),
            layout=[LayoutWarning.from_dict(w) for w in d.get("layout") or []],
        )


@dataclass
class RenderResult:
    """The outcome of one render job.

    With several Scene classes in the code and no scene named, every scene renders in the same job
    (in source order) and ``outputs`` holds one :class:`SceneOutput` each. The top-level ``scene``,
    ``video``, ``image``, ``duration`` and ``animations`` then describe the failing scene on error,
    else the *last* scene rendered (helper scenes come first in a file, the main one last);
    ``layout`` gathers the warnings of all scenes.
    """

    status: Status
    scene: str | None = None
    scenes: list[str] = field(default_factory=list)
    video: Path | None = None
    image: Path | None = None
    duration: float = 0.0
    animations: int = 0
    render_time: float = 0.0
    error: RenderError | None = None
    layout: list[LayoutWarning] = field(default_factory=list)
    outputs: list[SceneOutput] = field(default_factory=list)
    job_dir: Path | None = None  # the per-job folder holding outputs (None once removed)
    log: Path | None = None  # Manim's own log output of the job, where kept
    network_isolated: bool = False  # the child ran in a network namespace with no interfaces
    quality: str = "l"
    sandbox: str = ""  # OS sandbox of the child: "landlock-<abi>", "bwrap", "unconfined", "trusted"
    # what the scene did (server/render/trace.py): the scene the top-level fields describe;
    # partial (complete=False) for a scene that failed, None where nothing was recorded
    trace: SceneTrace | None = None

    @property
    def ok(self) -> bool:
        return self.status == "success"

    def error_text(self) -> str:
        """The last 10 lines of the error, as the repair prompt carries it ("" on success)."""
        if self.error is None:
            return ""
        return self.error.tail or f"{self.error.type}: {self.error.message}"

    def cleanup(self) -> None:
        """Delete the per-job folder (and so the outputs, unless they were copied elsewhere)."""
        if self.job_dir is not None:
            remove_tree(self.job_dir)

    def to_dict(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "ok": self.ok,
            "scene": self.scene,
            "scenes": list(self.scenes),
            "video": str(self.video) if self.video else None,
            "image": str(self.image) if self.image else None,
            "duration": self.duration,
            "animations": self.animations,
            "render_time": self.render_time,
            "error": self.error.to_dict() if self.error else None,
            "layout": [w.to_dict() for w in self.layout],
            "outputs": [o.to_dict() for o in self.outputs],
            "job_dir": str(self.job_dir) if self.job_dir else None,
            "log": str(self.log) if self.log else None,
            "network_isolated": self.network_isolated,
            "sandbox": self.sandbox,
            "quality": self.quality,
            "trace": self.trace.to_dict() if self.trace is not None else None,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> RenderResult:
        status = d.get("status")
        outputs = [SceneOutput.from_dict(o) for o in d.get("outputs") or []]
        result = cls(
            status=status if status in STATUSES else "error",
            scene=d.get("scene"),
            scenes=[str(s) for s in d.get("scenes") or []],
            video=Path(d["video"]) if d.get("video") else None,
            image=Path(d["image"]) if d.get("image") else None,
            duration=float(d.get("duration") or 0.0),
            animations=int(d.get("animations") or 0),
            render_time=float(d.get("render_time") or 0.0),
            error=RenderError.from_dict(d["error"]) if d.get("error") else None,
            layout=[LayoutWarning.from_dict(w) for w in d.get("layout") or []],
            outputs=outputs,
            job_dir=Path(d["job_dir"]) if d.get("job_dir") else None,
            log=Path(d["log"]) if d.get("log") else None,
            network_isolated=bool(d.get("network_isolated")),
            sandbox=str(d.get("sandbox") or ""),
            quality=str(d.get("quality") or "l"),
            trace=SceneTrace.from_dict(d["trace"]) if d.get("trace") else None,
        )
        return result


def _opt_int(v: Any) -> int | None:
    return None if v is None else int(v)


def make_error_result(
    status: Status,
    err_type: str,
    message: str,
    *,
    line: int | None = None,
    column: int | None = None,
    source: str | None = None,
    display_name: str = "scene.py",
    scenes: list[str] | None = None,
) -> RenderResult:
    """A result for a failure found outside Manim (syntax, policy, timeout, crash).

    Its ``tail`` reads like a short Python traceback so the model sees the same shape of text
    as for a runtime error: the file and line, the offending source line, then ``Type: message``.
    """
    src_line = source_line_at(source, line)
    return RenderResult(
        status=status,
        scenes=list(scenes or []),
        error=RenderError(
            type=err_type,
            message=message,
            line=line,
            column=column,
            tail=synthetic_traceback(err_type, message, line, src_line, display_name),
            traceback=synthetic_traceback(err_type, message, line, src_line, display_name),
            source_line=src_line,
        ),
    )


def source_line_at(source: str | None, line: int | None) -> str | None:
    """The stripped text of 1-based ``line`` of ``source``, or None."""
    if source is None or line is None or line < 1:
        return None
    lines = source.splitlines()
    return lines[line - 1].strip() if line <= len(lines) else None


def synthetic_traceback(
    err_type: str, message: str, line: int | None, src_line: str | None, display_name: str
) -> str:
    """Traceback-shaped text for an error that has no Python traceback of its own."""
    parts: list[str] = []
    if line is not None:
        parts.append(f'  File "{display_name}", line {line}')
        if src_line:
            parts.append(f"    {src_line}")
    parts.append(f"{err_type}: {message}")
    return "\n".join(parts)
