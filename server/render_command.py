"""``python -m server render FILE``: render a scene file with the pool and report the outcome with
the editor's trace checks: generic ones and, with a ``# Description:`` header, the
description's (a front end above both the renderer and the checks)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from server.faithful.editor import editor_findings
from server.faithful.generic import TraceFinding, generic_findings
from server.render.api import render_file
from server.render.job import normalize_quality
from server.render.pool import RenderPool
from server.render.result import RenderResult
from server.render.scenes import SceneChoice, choose_scene, read_manim_file
from server.termtext import for_terminal


def summarize(result: RenderResult, path: str, choice: SceneChoice | None = None) -> str:
    """A short human summary: status, outputs, timings, error at its line, layout warnings;
    with several scenes, which one was rendered and how to render the others.

    The error text, tracebacks and layout warnings come from the scene: the summary is made
    safe for a terminal (no escape sequences, no control characters; ``termtext.py``)."""
    lines: list[str] = []
    if result.ok:
        lines.append(
            f"rendered {result.scene} from {path} in {result.render_time:.2f}s "
            f"({result.animations} animations, {result.duration:.1f}s of video)"
        )
        for out in result.outputs:
            media = out.video or out.image
            lines.append(f"  {out.scene}: {media}")
    else:
        lines.append(f"render {result.status}: {path}")
        if result.error is not None:
            lines.append(result.error_text())
    if choice is not None and choice.others:
        lines.append(
            f"scene: {choice.describe()}; render another with --scene NAME, all with --all"
        )
    for warning in result.layout:
        lines.append(f"layout warning: {warning.describe()}")
    for finding in trace_findings(result, path):
        where = f"line {finding.line}: " if finding.line is not None else ""
        lines.append(f"trace {finding.severity}: {where}{finding.message}")
    return for_terminal("\n".join(lines))


def trace_findings(result: RenderResult, path: str) -> list[TraceFinding]:
    """The trace checks of a render, the editor's (``editor_findings``): generic findings and,
    with a ``# Description:`` header, the description's checks (none without a trace)."""
    try:
        source = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return generic_findings(result.trace, None)
    return editor_findings(result, source)


def one_line_reason(result: RenderResult) -> str:
    if result.error is None:
        return f"render {result.status}"
    return f"render {result.status}: {result.error.summary()}"


def scene_choice(path: str, scene: str | None) -> SceneChoice | None:
    """The scene to render: `scene`, else the file's first (None: let the renderer look)."""
    try:
        source = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    return choose_scene(read_manim_file(source), requested=scene)


def run_render_command(
    path: str,
    scene: str | None,
    as_json: bool,
    trusted: bool,
    quality: str,
    *,
    pool: RenderPool | None = None,
    all_scenes: bool = False,
) -> int:
    """Render ``path``; print a summary (or JSON). Exit status 0 on success, 1 otherwise.

    A file with several scenes renders ``scene``, else its first one (the summary says which
    and names the others), or with ``all_scenes`` every one. Without ``pool`` a one-worker pool
    is started for this file and shut down afterwards.
    """
    try:
        q = normalize_quality(quality)
    except ValueError as exc:
        print(for_terminal(f"error: {exc}"), file=sys.stderr)
        return 1
    if not Path(path).is_file():
        print(for_terminal(f"error: no such file: {path}"), file=sys.stderr)
        return 1
    choice = None if all_scenes else scene_choice(path, scene)
    own = pool is None
    active = pool or RenderPool(size=1)
    try:
        result = render_file(
            path, scene=choice.scene if choice else scene, quality=q, trusted=trusted, pool=active
        )
    finally:
        if own:
            active.shutdown()
    if as_json:
        data = result.to_dict()
        data["findings"] = [f.to_dict() for f in trace_findings(result, path)]
        if choice is not None:
            data["sceneChoice"] = {
                "scene": choice.scene, "reason": choice.reason, "scenes": list(choice.scenes),
            }  # fmt: skip
        print(json.dumps(data, indent=2))
    else:
        print(summarize(result, path, choice))
    if not result.ok:
        print(f"error: {for_terminal(one_line_reason(result))}", file=sys.stderr)
        return 1
    return 0
