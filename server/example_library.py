"""`python -m server build-examples`: rebuild the shipped example library (`kb/examples.json.gz`),
every entry rendered in the render pool to verify it (kb collects and writes; this renders)."""

from __future__ import annotations

import sys
from pathlib import Path

from kb.build_examples import JOB_PATH, Verifier, build_examples
from kb.examples import Example
from server.render import render_code


def render_verifier(timeout: float = 90.0) -> Verifier:
    """Renders an entry with the render pool (untrusted, low quality); None = it rendered, else
    the reason it did not (the error's last line, or the layout warnings of our own scenes)."""

    def verify(e: Example) -> str | None:
        result = render_code(e.code, quality="l", timeout=timeout, keep_outputs=False)
        if not result.ok:
            tail = (result.error_text() or result.status).strip().splitlines()
            # the job folder's path differs per run: keep the file reproducible
            return JOB_PATH.sub("<job>", tail[-1]) if tail else result.status
        # our own scenes must also lay out cleanly (ValueTrackers are invisible: their "position"
        # is the tracked value, so the layout report's off-frame notes about them are ignored)
        # (scenes that move the camera leave the default frame on purpose: not checked)
        layout = [w for w in result.layout if not w.mobject.startswith("ValueTracker")]
        if "MovingCameraScene" in e.code or "ThreeDScene" in e.code:
            layout = []
        if e.source == "manim-agent" and layout:
            return "layout: " + "; ".join(w.describe() for w in layout[:3])
        return None

    return verify


def main_build(out: Path | None, jobs: int, only_own: bool, fresh: bool = False) -> int:
    path, data = build_examples(
        out, verify=render_verifier(), jobs=jobs, only_own=only_own, fresh=fresh
    )
    counts: dict[str, int] = {}
    for e in data["entries"]:
        counts[e["source"]] = counts.get(e["source"], 0) + 1
    print(
        f"wrote {path} ({path.stat().st_size / 1e3:.0f} kB): {len(data['entries'])} entries "
        f"{counts}, {len(data['dropped'])} dropped"
    )
    for d in data["dropped"]:
        print(f"  dropped {d['id']}: {d['reason']}", file=sys.stderr)
    return 0
