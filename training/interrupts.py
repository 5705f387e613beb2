"""Whether the user asked a training or evaluation run to stop (Ctrl-C or SIGTERM).

A signal handler's KeyboardInterrupt does not always reach the code that should stop: raised
while llama.cpp calls back into Python (its abort callback), it is swallowed by ctypes and the
decode fails with an ordinary error instead. Stages that turn ordinary errors into recorded
outcomes (one bad description must not end a long run) ask `requested()` first, so a stop is
never recorded as the description's failure.
"""

from __future__ import annotations

import signal
import threading
from typing import Any

_REQUESTED = threading.Event()


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
        _REQUESTED.set()
        raise KeyboardInterrupt

    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            signal.signal(sig, handler)
        except ValueError:  # not the main thread (an embedding caller): leave its handlers alone
            return
