"""Fuzzing the language server over stdio (issue 17): whatever a client sends, it keeps answering.

One real server process (``python -m server``) is started for the module and initialized the
way an editor does. Hypothesis then sends it malformed JSON-RPC (bytes that are not JSON, JSON
that is not a message, messages with wrong types), requests for every method we serve with
random parameters, and documents that are huge, binary-ish, full of odd Unicode or not Python
at all. After each example the server must still be running and answer a real request.

The workspace is never marked trusted, so nothing renders or generates: this is about the
protocol layer, and it keeps the run well under a minute.
"""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

REPO = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.timeout(240)

METHODS = [
    "textDocument/hover",
    "textDocument/completion",
    "textDocument/codeAction",
    "textDocument/signatureHelp",
    "textDocument/documentSymbol",
    "textDocument/definition",
    "workspace/executeCommand",
    "workspace/symbol",
    "completionItem/resolve",
    "$/cancelRequest",
    "textDocument/didOpen",
    "textDocument/didChange",
    "textDocument/didSave",
    "textDocument/didClose",
    "workspace/didChangeConfiguration",
    "manim/cursor",
    "manim/nonexistent",
    "",
]
COMMANDS = ["manim.server.info", "manim.server.renderScene", "manim.server.repairScene", "nope"]


class Server:
    """A ``python -m server`` process and a minimal JSON-RPC client on its pipes."""

    def __init__(self, cwd: Path) -> None:
        env = dict(os.environ)
        env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "server"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            cwd=cwd,
            env=env,
        )
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.stdin = self.proc.stdin
        self.stdout = self.proc.stdout
        self.buf = b""
        self.next_id = 1000

    def send_raw(self, body: bytes, headers: str = "") -> None:
        frame = f"Content-Length: {len(body)}\r\n{headers}\r\n".encode() + body
        self.stdin.write(frame)
        self.stdin.flush()

    def send(self, obj: Any) -> None:
        self.send_raw(json.dumps(obj).encode())

    def _read_message(self, deadline: float) -> dict[str, Any] | None:
        while True:
            head, sep, rest = self.buf.partition(b"\r\n\r\n")
            if sep:
                length = 0
                for line in head.split(b"\r\n"):
                    if line.lower().startswith(b"content-length:"):
                        length = int(line.split(b":")[1])
                if len(rest) >= length:
                    self.buf = rest[length:]
                    msg = json.loads(rest[:length])
                    return msg if isinstance(msg, dict) else {}
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([self.stdout], [], [], left)
            if ready:
                chunk = os.read(self.stdout.fileno(), 1 << 16)
                if not chunk:
                    return None
                self.buf += chunk

    def request(self, method: str, params: Any, timeout: float = 20.0) -> dict[str, Any]:
        self.next_id += 1
        rid = self.next_id
        self.send({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
        deadline = time.monotonic() + timeout
        while True:
            msg = self._read_message(deadline)
            assert msg is not None, f"no answer to {method} within {timeout} s"
            if msg.get("id") == rid and ("result" in msg or "error" in msg):
                return msg
            if "method" in msg and "id" in msg:  # a request from the server: answer it
                self.send({"jsonrpc": "2.0", "id": msg["id"], "result": None})

    def alive(self) -> bool:
        """Still running, and answers manim.server.info."""
        if self.proc.poll() is not None:
            return False
        reply = self.request(
            "workspace/executeCommand", {"command": "manim.server.info", "arguments": [{}]}
        )
        return "result" in reply and bool(reply["result"].get("version"))

    def close(self) -> None:
        # (the server does not exit on `exit` as of this writing, on main too: killed after 3 s)
        try:
            self.request("shutdown", None, timeout=10)
            self.send({"jsonrpc": "2.0", "method": "exit"})
            self.proc.wait(timeout=3)
        except (AssertionError, OSError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    root = tmp_path_factory.mktemp("fuzz")
    srv = Server(root)
    reply = srv.request(
        "initialize",
        {"processId": os.getpid(), "rootUri": root.as_uri(), "capabilities": {}},
        timeout=120,
    )
    assert "result" in reply, reply
    srv.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    assert srv.alive()
    yield srv
    srv.close()


json_leaf = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=40),
)
json_value = st.recursive(
    json_leaf,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4)
    ),
    max_leaves=12,
)
odd_text = st.one_of(
    st.text(max_size=300),
    st.text(alphabet=st.characters(codec="utf-8"), max_size=300),
    st.sampled_from(
        [
            "",
            "\x00" * 100,
            "from manim import *\nclass A(Scene):\n    def construct(self):\n" + "    " * 200 + "x",
            "(" * 5000,
            "x = '" + "é" * 10000,
            "\r\n\r\n\r" * 1000,
            "class A(Scene):\n" * 3000,
            "\ufeff\u202e" + "🙂" * 2000,
            "def f(:\n" * 100,
        ]
    ),
)
position = st.fixed_dictionaries(
    {"line": st.integers(-5, 10**9), "character": st.integers(-5, 10**9)}
)


def _uri(draw_name: str) -> str:
    return f"file:///tmp/fuzz/{draw_name or 'x'}.py"


@st.composite
def structured_message(draw: st.DrawFn) -> dict[str, Any]:
    """A JSON-RPC message for a method we serve, with plausible-looking but random params."""
    method = draw(st.sampled_from(METHODS))
    uri = _uri(draw(st.text(alphabet="abcxyz_", max_size=6)))
    doc = {"uri": uri}
    shapes: dict[str, Any] = {
        "textDocument/didOpen": {
            "textDocument": {
                "uri": uri,
                "languageId": draw(st.sampled_from(["python", "markdown", ""])),
                "version": draw(st.integers(-3, 2**40)),
                "text": draw(odd_text),
            }
        },
        "textDocument/didChange": {
            "textDocument": {"uri": uri, "version": draw(st.integers(-3, 100))},
            "contentChanges": [
                {"text": draw(odd_text)},
                {
                    "range": {"start": draw(position), "end": draw(position)},
                    "text": draw(st.text(max_size=50)),
                },
            ],
        },
        "workspace/executeCommand": {
            "command": draw(st.sampled_from(COMMANDS)),
            "arguments": draw(st.lists(json_value, max_size=2)),
        },
        "workspace/didChangeConfiguration": {"settings": {"manim": draw(json_value)}},
    }
    params = shapes.get(
        method,
        {"textDocument": doc, "position": draw(position), "context": draw(json_value)},
    )
    if draw(st.booleans()):  # sometimes break the shape on purpose
        params = draw(json_value)
    msg: dict[str, Any] = {"jsonrpc": "2.0", "method": method, "params": params}
    if draw(st.booleans()):
        msg["id"] = draw(st.one_of(st.integers(0, 10**6), st.text(max_size=5)))
    return msg


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(msg=structured_message())
def test_random_requests_and_notifications(server: Server, msg: dict[str, Any]) -> None:
    """Random params for every method (and random shapes): the server still answers."""
    server.send(msg)
    assert server.alive()


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    body=st.one_of(
        st.binary(max_size=200),
        json_value.map(lambda v: json.dumps(v).encode()),
        st.fixed_dictionaries(
            {"jsonrpc": st.one_of(st.just("2.0"), json_value), "id": json_value},
            optional={"method": json_value, "params": json_value, "result": json_value},
        ).map(lambda v: json.dumps(v).encode()),
        st.text(max_size=100).map(lambda t: ('{"jsonrpc": "2.0", "method": ' + t).encode()),
    ),
    headers=st.sampled_from(
        [
            "",
            "Content-Type: text/plain\r\n",
            "X-Odd: \xff\r\n",
            "content-type: application/vscode-jsonrpc; charset=latin-1\r\n",
        ]
    ),
)
def test_malformed_frames(server: Server, body: bytes, headers: str) -> None:
    """Bytes that are not JSON, JSON that is not JSON-RPC, odd headers: the server survives."""
    server.send_raw(body, headers)
    assert server.alive()


def test_huge_document_then_hover(server: Server) -> None:
    """A 4 MB document is opened, changed and hovered; the server answers and stays alive."""
    uri = _uri("huge")
    text = ("from manim import *\n" + "x = Circle(radius=1)  # " + "y" * 100 + "\n" * 1) * 30000
    server.send(
        {
            "jsonrpc": "2.0",
            "method": "textDocument/didOpen",
            "params": {
                "textDocument": {"uri": uri, "languageId": "python", "version": 1, "text": text}
            },
        }
    )
    reply = server.request(
        "textDocument/hover",
        {"textDocument": {"uri": uri}, "position": {"line": 29999, "character": 8}},
        timeout=60,
    )
    assert "result" in reply or "error" in reply
    assert server.alive()
