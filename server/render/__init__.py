"""The render engine: warm Manim workers, one isolated child per job, structured results.

    from server.render import render_code
    result = render_code(code)            # untrusted by default: sandbox policy + no network
    if result.ok: print(result.video)
    else: print(result.error_text())      # the last 10 lines, as the repair prompt carries them

See docs/render.md for the isolation scheme, the limits and the layout report.
"""

from __future__ import annotations

from server.render.api import precheck, render_code, render_file
from server.render.frames import Frames, sample_frames
from server.render.job import normalize_quality
from server.render.limits import Limits
from server.render.policy import PolicyViolation, check_policy
from server.render.pool import JobHandle, RenderPool, get_pool, shutdown_pool
from server.render.result import LayoutWarning, RenderError, RenderResult, SceneOutput

__all__ = [
    "Frames",
    "JobHandle",
    "LayoutWarning",
    "Limits",
    "PolicyViolation",
    "RenderError",
    "RenderPool",
    "RenderResult",
    "SceneOutput",
    "check_policy",
    "get_pool",
    "normalize_quality",
    "precheck",
    "render_code",
    "render_file",
    "sample_frames",
    "shutdown_pool",
]
