"""A scripted OpenAI-compatible endpoint on loopback, for deterministic end-to-end tests.

It stands in for the model only where a test is about the plumbing around it (edits, progress,
failure handling), never as the proof that generation works: that is test_backends.py and
test_generate_e2e.py with the real GGUF models.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class ScriptedEndpoint:
    """Answers each /chat/completions with the next scripted text, streamed in small chunks.

    A script item may be a string, or a dict {"text": ..., "die_after": n} to drop the connection
    after n chunks (a backend failing mid-generation), or {"text": ..., "delay": s} per chunk.
    """

    def __init__(self, script: list[Any]) -> None:
        self.script = list(script)
        self.requests: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        endpoint = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_GET(self) -> None:
                body = json.dumps({"object": "list", "data": [{"id": "scripted"}]}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                request = json.loads(self.rfile.read(length) or b"{}")
                with endpoint._lock:
                    endpoint.requests.append(request)
                    item = endpoint.script.pop(0) if endpoint.script else ""
                spec = item if isinstance(item, dict) else {"text": item}
                text = spec["text"]
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.end_headers()
                chunks = [text[i : i + 8] for i in range(0, len(text), 8)]
                for n, piece in enumerate(chunks):
                    if spec.get("die_after") is not None and n >= spec["die_after"]:
                        self.wfile.flush()
                        self.connection.shutdown(2)
                        return
                    delta = {"choices": [{"index": 0, "delta": {"content": piece}}]}
                    self.wfile.write(f"data: {json.dumps(delta)}\n\n".encode())
                    self.wfile.flush()
                    if spec.get("delay"):
                        time.sleep(spec["delay"])
                done = {"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]}
                self.wfile.write(f"data: {json.dumps(done)}\n\ndata: [DONE]\n\n".encode())
                self.wfile.flush()

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def push(self, *items: Any) -> None:
        with self._lock:
            self.script.extend(items)


@contextmanager
def scripted_endpoint(script: list[Any] | None = None) -> Iterator[ScriptedEndpoint]:
    ep = ScriptedEndpoint(script or [])
    thread = threading.Thread(target=ep.httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield ep
    finally:
        ep.httpd.shutdown()
        ep.httpd.server_close()
