"""Progress text for long commands: phase, round, elapsed time and streamed tokens.

The agent reports events (a phase and a round index) and the model streams tokens; the ticker turns
both into one line such as ``Writing the scene (round 1 of 4), 12 s, 85 tokens`` and sends it at most
every `interval` seconds, plus once a second while nothing else happens so the time keeps moving.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

PHASES = {
    "loading": "Loading the model",
    "planning": "Planning",
    "generating": "Writing the scene",
    "editing": "Writing the edit",
    "checking": "Checking",
    "rendering": "Rendering",
    "repairing": "Repairing",
    "layout": "Fixing the layout",
}


class ProgressTicker:
    """Thread-safe: agent events and tokens arrive from the worker thread."""

    def __init__(
        self,
        report: Callable[[str, int | None], None],
        rounds: int,
        *,
        interval: float = 0.5,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._report = report
        self._total = rounds + 1  # the first attempt plus up to `rounds` repairs
        self._interval = interval
        self._clock = clock
        self._start = clock()
        self._lock = threading.Lock()
        self.phase = ""
        self.round = 0  # 0-based index of the model round
        self.tokens = 0  # tokens streamed in the current round
        self._last_sent = float("-inf")

    def event(self, round_index: int, phase: str) -> None:
        """A new phase (from an AgentEvent); a new round resets the token count."""
        with self._lock:
            if round_index != self.round or phase in ("generating", "editing", "repairing"):
                self.tokens = 0
            self.round, self.phase = round_index, phase
        self.send(force=True)

    def token(self, _piece: str = "") -> None:
        with self._lock:
            self.tokens += 1
        self.send()

    def message(self) -> str:
        with self._lock:
            phase, rnd, tokens = self.phase, self.round, self.tokens
        label = PHASES.get(phase, phase.capitalize() or "Working")
        parts = [f"{label} (round {min(rnd + 1, self._total)} of {self._total})"]
        parts.append(f"{int(self._clock() - self._start)} s")
        if tokens and phase in ("generating", "editing", "repairing", "planning", "layout"):
            parts.append(f"{tokens} tokens")
        return ", ".join(parts)

    def percentage(self) -> int:
        with self._lock:
            rnd = self.round
        return min(95, int(100 * rnd / self._total))

    def send(self, force: bool = False) -> None:
        now = self._clock()
        with self._lock:
            if not force and now - self._last_sent < self._interval:
                return
            self._last_sent = now
        self._report(self.message(), self.percentage())
