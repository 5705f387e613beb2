"""Language server responsiveness: hover latency (idle, and while a render and a generation run),
and the time from save to render diagnostics. A real `python -m server` over stdio.

    .venv/bin/python bench/lsp.py [--hovers 200] [--model PATH]

Prints JSON lines and a summary on the last line. Baseline in the same run: hovers on an idle server.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.lsp.client import LanguageClient

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from server.models import store as model_store

HEADER = "from manim import *\n\n\nclass Big(Scene):\n    def construct(self):\n"
BODY = [
    "        c{i} = Circle(radius={r}, color=BLUE)",
    "        s{i} = Square(side_length={r}).next_to(c{i}, RIGHT)",
    "        t{i} = Text('item {i}', font_size=24).move_to(c{i})",
    "        c{i}.shift(LEFT * {r})",
    "        self.add(c{i}, s{i}, t{i})",
    "",
]


def scene_300_lines() -> str:
    lines = HEADER.splitlines()
    i = 0
    while len(lines) < 300:
        lines.extend(b.format(i=i, r=1 + i % 3) for b in BODY)
        i += 1
    lines.append("        self.play(Create(c0), run_time=0.5)")
    return "\n".join(lines) + "\n"


def hover_positions(text: str) -> list[tuple[int, int]]:
    """Positions on Manim names: class calls, methods, keywords, constants."""
    out = []
    for n, line in enumerate(text.splitlines()):
        for word in ("Circle", "Square", "next_to", "shift", "radius", "BLUE", "Text", "move_to"):
            col = line.find(word)
            if col >= 0:
                out.append((n, col + 1))
    return out


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    k = max(0, min(len(values) - 1, round(q / 100 * (len(values) - 1))))
    return round(values[k] * 1000, 2)


async def hovers(
    client: LanguageClient, uri: str, positions: list[tuple[int, int]], n: int
) -> list[float]:
    times = []
    for k in range(n):
        line, col = positions[k % len(positions)]
        t0 = time.perf_counter()
        await client.text_document_hover_async(
            types.HoverParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                position=types.Position(line=line, character=col),
            )
        )
        times.append(time.perf_counter() - t0)
    return times


async def run(args: argparse.Namespace) -> dict[str, Any]:
    work = Path(tempfile.mkdtemp(prefix="manim-lsp-bench-"))
    scene = work / "big.py"
    text = scene_300_lines()
    scene.write_text(text)
    slow = work / "slow.py"
    slow.write_text(
        "from manim import *\n\nclass Slow(Scene):\n    def construct(self):\n"
        "        for i in range(8):\n            self.play(Create(Circle(radius=0.2 + i * 0.3)), run_time=1)\n"
    )
    diag_events: list[tuple[float, str, int]] = []
    client = LanguageClient("bench", "1")

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def on_diag(params: types.PublishDiagnosticsParams) -> None:
        renders = sum(1 for d in params.diagnostics if d.source == "manim-render")
        diag_events.append((time.perf_counter(), params.uri, renders))

    @client.feature("manim/renderResult")
    def on_render(params: Any) -> None:
        diag_events.append((time.perf_counter(), "renderResult", 0))

    @client.feature(types.WINDOW_SHOW_MESSAGE)
    def on_message(params: types.ShowMessageParams) -> None:
        print(f"server: {params.message}", file=sys.stderr, flush=True)

    @client.feature("manim/status")
    def on_status(params: Any) -> None:
        pass

    @client.feature(types.WORKSPACE_APPLY_EDIT)
    def on_apply(params: types.ApplyWorkspaceEditParams) -> types.ApplyWorkspaceEditResult:
        return types.ApplyWorkspaceEditResult(applied=False)

    await client.start_io(sys.executable, "-m", "server")
    await client.initialize_async(
        types.InitializeParams(
            capabilities=types.ClientCapabilities(),
            root_uri=work.as_uri(),
            initialization_options={"trusted": True, "modelPath": args.model, "renderOnSave": True},
        )
    )
    client.initialized(types.InitializedParams())
    uri = scene.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="python", version=1, text=text
            )
        )
    )
    positions = hover_positions(text)
    await hovers(client, uri, positions, 5)  # warm-up (kb load, first parse)
    idle = await hovers(client, uri, positions, args.hovers)
    print(f"idle hovers done: p95 {pct(idle, 95)} ms", file=sys.stderr, flush=True)

    # save -> render diagnostics / renderResult on a small scene
    small_uri = slow.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=small_uri, language_id="python", version=1, text=slow.read_text()
            )
        )
    )
    save_times = []
    for _ in range(args.saves):
        start = time.perf_counter()
        n0 = sum(1 for e in diag_events if e[1] == "renderResult")
        client.text_document_did_save(
            types.DidSaveTextDocumentParams(
                text_document=types.TextDocumentIdentifier(uri=small_uri)
            )
        )
        while sum(1 for e in diag_events if e[1] == "renderResult") == n0:
            await asyncio.sleep(0.01)
        save_times.append(time.perf_counter() - start)

    print(f"saves done: {save_times}", file=sys.stderr, flush=True)

    # hovers while a render and a generation run at the same time
    async def nothing() -> None:
        return None

    gen = (
        asyncio.ensure_future(nothing())
        if args.no_gen
        else asyncio.ensure_future(
            client.workspace_execute_command_async(
                types.ExecuteCommandParams(
                    command="manim.server.generateScene",
                    arguments=[{"description": "A green triangle spins twice.", "rounds": 0}],
                )
            )
        )
    )
    render = asyncio.ensure_future(
        client.workspace_execute_command_async(
            types.ExecuteCommandParams(
                command="manim.server.renderScene", arguments=[{"uri": small_uri}]
            )
        )
    )
    await asyncio.sleep(1.0)
    try:
        one = await asyncio.wait_for(hovers(client, uri, positions, 1), 30)
        print(f"first busy hover {one}", file=sys.stderr, flush=True)
    except TimeoutError:
        print(
            f"hover stuck; gen done {gen.done()} render done {render.done()}",
            file=sys.stderr,
            flush=True,
        )
        raise
    busy = await hovers(client, uri, positions, args.hovers)
    busy_done = (gen.done(), render.done())
    for name, fut in (("generation", gen), ("render", render)):
        try:
            res = await asyncio.wait_for(asyncio.shield(fut), 120)
            print(f"{name}: {str(res)[:200]}", file=sys.stderr, flush=True)
        except Exception as exc:
            print(f"{name} failed: {exc!r}", file=sys.stderr, flush=True)
    print("generation and render finished", file=sys.stderr, flush=True)
    await client.shutdown_async(None)
    client.exit(None)
    try:
        await asyncio.wait_for(client.stop(), 15)
    except TimeoutError:
        print("server did not exit in 15 s", file=sys.stderr)
    return {
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        "scene_lines": len(text.splitlines()),
        "hovers": args.hovers,
        "idle_p50_ms": pct(idle, 50),
        "idle_p95_ms": pct(idle, 95),
        "busy_p50_ms": pct(busy, 50),
        "busy_p95_ms": pct(busy, 95),
        "busy_p95_over_idle_p95": round(pct(busy, 95) / max(pct(idle, 95), 1e-6), 2),
        "generation_and_render_still_running_after_hovers": busy_done == (False, False),
        "save_to_render_result_s_median": round(statistics.median(save_times), 3),
        "save_to_render_result_s": [round(t, 3) for t in save_times],
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--hovers", type=int, default=200)
    ap.add_argument("--saves", type=int, default=5)
    ap.add_argument("--no-gen", action="store_true")
    ap.add_argument("--model", default=str(model_store.model_path("small")))
    args = ap.parse_args()
    print(json.dumps({"summary": asyncio.run(run(args))}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
