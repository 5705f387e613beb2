"""Whether the user asked a training or evaluation run to stop (Ctrl-C or SIGTERM).

A signal handler's KeyboardInterrupt does not always reach the code that should stop: raised
while llama.cpp calls back into Python (its abort callback), it is swallowed by ctypes and the
decode fails with an ordinary error instead. Stages that turn ordinary errors into recorded
outcomes (one bad description must not end a long run) ask `requested()` first, so a stop is
never recorded as the description's failure.

During SFT and GRPO (`graceful`), the first Ctrl-C or SIGTERM only asks: the optimiser step in
progress finishes, a checkpoint is saved and the stage stops (a CPU step takes minutes, and the
last ``save_steps`` checkpoint can be many steps back). A second one stops at once.
"""

from __future__ import annotations

import logging
import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

log = logging.getLogger(__name__)
_REQUESTED = threading.Event()
_GRACEFUL: list[str] = []  # while non-empty, what the first stop waits for


def requested() -> bool:
    """True once Ctrl-C or SIGTERM arrived in this process (through `install`)."""
    return _REQUESTED.is_set()


def reset() -> None:
    _REQUESTED.clear()


def install() -> None:
    """SIGTERM and SIGINT set the flag and raise KeyboardInterrupt (a stage stops as on Ctrl-C:
    checkpoints and the records of what is done are written before the exit). SIGINT is also
    taken where the shell started the job in the background with SIGINT ignored."""

    def handler(signum: int, frame: Any) -> None:
        if _GRACEFUL and not _REQUESTED.is_set():
            _REQUESTED.set()
            log.warning(
                "stop requested: %s, then the stage stops (Ctrl-C again to stop at once)",
                _GRACEFUL[-1],
            )
            return
        _REQUESTED.set()
        raise KeyboardInterrupt

    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            signal.signal(sig, handler)
        except ValueError:  # not the main thread (an embedding caller): leave its handlers alone
            return


@contextmanager
def graceful(waiting_for: str) -> Iterator[None]:
    """Within the block the first stop only sets the flag (the code polls `requested()`), and a
    second raises KeyboardInterrupt; ``waiting_for`` says what the stop waits for."""
    _GRACEFUL.append(waiting_for)
    try:
        yield
    finally:
        _GRACEFUL.pop()
