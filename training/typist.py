"""A simulated keyboard for the editor's head starts (``manim/prefill``, ``manim/prefillEdit``).

The extension (``extension/src/prefill.ts``) sends the text of an input box while it is typed: at
most once per interval, once the text has a minimum length, and the final text when the box is
accepted. The server runs each notification on its own worker thread. `Typist` does the same
against a Python callable, so benchmarks measure the wait from Enter that a user of the editor
has, not the wait of a request sent at once.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

INTERVAL_S = 0.8  # extension/src/prefill.ts PREFILL_INTERVAL_MS
ENTER_AFTER_S = 0.5  # from the last key to Enter


class Typist:
    """``send(text)`` for the text typed so far, throttled as the editor throttles it; each call
    on its own thread (its return value lands in ``stats``)."""

    def __init__(
        self, send: Callable[[str], Any], min_chars: int = 1, interval_s: float = INTERVAL_S
    ) -> None:
        self.send = send
        self.min_chars = min_chars
        self.interval_s = interval_s
        self.sent: list[str] = []
        self.stats: list[Any] = []
        self.threads: list[threading.Thread] = []
        self.last_at = float("-inf")
        self.pending: str | None = None
        self.timer: threading.Timer | None = None
        self.lock = threading.Lock()

    def _run(self, text: str) -> None:
        t = threading.Thread(target=lambda: self.stats.append(self.send(text)), daemon=True)
        t.start()
        self.threads.append(t)

    def _send(self) -> None:
        with self.lock:
            self.timer = None
            text = self.pending
            if text is None or (self.sent and self.sent[-1] == text):
                return
            self.sent.append(text)
            self.last_at = time.perf_counter()
        self._run(text)

    def open(self, text: str = "") -> None:
        """The box opened: one notification now, whatever its length (Edit Scene's)."""
        with self.lock:
            self.last_at = time.perf_counter()
        self._run(text)

    def update(self, value: str) -> None:
        text = value.strip()
        if len(text) < self.min_chars:
            return
        with self.lock:
            self.pending = text
            wait = self.last_at + self.interval_s - time.perf_counter()
            if wait > 0:
                if self.timer is None:
                    self.timer = threading.Timer(wait, self._send)
                    self.timer.start()
                return
        self._send()

    def accept(self, value: str) -> None:
        with self.lock:
            if self.timer is not None:
                self.timer.cancel()
                self.timer = None
            self.pending = value.strip()
        self._send()

    def type(self, text: str, cps: float) -> None:
        """Type ``text`` at ``cps`` characters a second, then accept it."""
        start = time.perf_counter()
        for n in range(1, len(text) + 1):
            time.sleep(max(0.0, start + n / cps - time.perf_counter()))
            self.update(text[:n])
        self.accept(text)

    def join(self, timeout: float = 120.0) -> None:
        for t in self.threads:
            t.join(timeout)
