# ruff: noqa: F811  (pytest fixtures are parameters named like the imported fixture)
"""Cancellation as VS Code sends it (`$/cancelRequest`), over stdio with a real LSP client.

The generation runs the real 0.5B GGUF and the render runs in the real render pool: the cancel has to
reach the agent, the model (decoding stops) and the pool, and nothing may be written afterwards.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import LanguageClient

from tests.test_lsp import client, open_doc, rec_of, wait_for  # noqa: F401  (the fixture)

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(300)]

SLOW = """from manim import *


class Slow(Scene):
    def construct(self):
        c = Circle()
        self.add(c)
        for _ in range(60):
            self.play(c.animate.shift(RIGHT * 0.01), run_time=1)
"""


def _messages(client: LanguageClient, token: str) -> list[str]:
    return [getattr(v, "message", None) or "" for v in client.progress_reports.get(token, [])]


def _send(client: LanguageClient, msg_id: str, name: str, arg: dict[str, Any], token: str) -> Any:
    client.progress_reports[token] = []
    return asyncio.ensure_future(
        client.protocol.send_request_async(
            types.WORKSPACE_EXECUTE_COMMAND,
            types.ExecuteCommandParams(command=name, arguments=[arg], work_done_token=token),
            msg_id=msg_id,
        )
    )


async def _idle_within(client: LanguageClient, seconds: float) -> float:
    """Seconds until the server's last `manim/status` says idle (fails after `seconds`)."""
    rec = rec_of(client)
    t0 = time.monotonic()
    await wait_for(lambda: bool(rec.status) and rec.status[-1].get("busy") is False, seconds)
    return time.monotonic() - t0


async def test_cancel_request_stops_generation_and_writes_nothing(
    client: LanguageClient, tmp_path: Path
) -> None:
    """`$/cancelRequest` mid-decoding: the server is idle within 2 s and no scene is written."""
    fut = _send(
        client,
        "gen-1",
        "manim.server.generateScene",
        {"description": "A red square slowly rotates, then a circle grows.", "strategy": "ritl"},
        "gen-token",
    )
    # wait until the model writes the scene (the model is loaded and decoding)
    await wait_for(
        lambda: any("writing the scene" in m.lower() for m in _messages(client, "gen-token")), 240
    )
    await asyncio.sleep(3.0)
    client.protocol.notify(types.CANCEL_REQUEST, types.CancelParams(id="gen-1"))
    with pytest.raises(JsonRpcException):
        await fut  # RequestCancelled, as VS Code expects
    await _idle_within(client, 2.0)
    await asyncio.sleep(3.0)  # a generation that kept running would write its file by now
    scenes = tmp_path / "scenes"
    assert not scenes.exists() or not list(scenes.glob("*.py")), "a cancelled scene was written"
    assert not rec_of(client).edits, "the server applied an edit after the cancel"


async def test_cancel_request_stops_a_render_in_the_pool(
    client: LanguageClient, tmp_path: Path
) -> None:
    """`$/cancelRequest` on Render Scene stops the pool's job: idle within 2 s, no renderResult."""
    uri = open_doc(client, tmp_path / "slow.py", SLOW)
    fut = _send(client, "render-1", "manim.server.renderScene", {"uri": uri}, "render-token")
    rec = rec_of(client)
    await wait_for(lambda: any(s.get("busy") for s in rec.status), 60)
    await asyncio.sleep(3.0)  # the worker is rendering frames now
    client.protocol.notify(types.CANCEL_REQUEST, types.CancelParams(id="render-1"))
    with pytest.raises(JsonRpcException):
        await fut
    await _idle_within(client, 2.0)
    assert not rec.render_results, "a cancelled render published a result"


async def test_progress_shows_phase_round_time_and_tokens(
    client: LanguageClient, tmp_path: Path
) -> None:
    """Generation progress names the phase, the round out of the total, seconds and tokens."""
    fut = _send(
        client,
        "gen-2",
        "manim.server.generateScene",
        {"description": "A blue circle appears.", "strategy": "ritl", "rounds": 1},
        "gen-token-2",
    )
    await wait_for(lambda: any("tokens" in m for m in _messages(client, "gen-token-2")), 240)
    client.protocol.notify(types.CANCEL_REQUEST, types.CancelParams(id="gen-2"))
    with pytest.raises(JsonRpcException):
        await fut
    msgs = _messages(client, "gen-token-2")
    streaming = [m for m in msgs if "tokens" in m]
    assert streaming[0].startswith("Writing the scene (round 1 of 2), "), streaming[0]
    assert " s, " in streaming[0]
    assert not any("round 2: repair round 1" in m for m in msgs)
