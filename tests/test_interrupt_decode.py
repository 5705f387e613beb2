"""Ctrl-C (and SIGTERM where `training.interrupts` handles it like Ctrl-C) during a llama.cpp
decode stops the decode and reaches the caller as KeyboardInterrupt.

A Python signal handler runs between bytecodes, and during a decode that is llama.cpp's abort
callback, where ctypes swallowed the KeyboardInterrupt: the decode went on, or failed as an
ordinary RuntimeError, and the stop was lost (an RFT data run kept going after SIGTERM). Now the
backend defers the handlers during a decode (`AbortPoll.deferring_signals`): the signal is
recorded, the callback stops the decode, and the handler runs once llama.cpp has returned. The
real test runs the 0.5B in a child process and sends it SIGINT in the middle of a long answer;
the same child fails with the RuntimeError on the code before this change.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from server.backends.base import AbortPoll, CancelToken

REPO = Path(__file__).resolve().parents[1]


def test_abort_poll_stops_on_cancel() -> None:
    token = CancelToken()
    poll = AbortPoll(token)
    assert poll() is False
    token.cancel()
    assert poll() is True and not poll.interrupted
    poll.replay()  # a cancel is not a signal: nothing is raised
    assert AbortPoll()() is False


@pytest.fixture
def terminal_sigint() -> Iterator[None]:
    """SIGINT raising KeyboardInterrupt, as in a terminal. A job that a non-interactive shell
    starts in the background (`make test &`) inherits SIGINT ignored, and Python then installs
    no handler for it."""
    old = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, old)


def test_an_ignored_sigint_stays_ignored_during_the_decode() -> None:
    """A process started with SIGINT ignored (a background job) is not stopped by one: the poll
    installs no handler over SIG_IGN and records nothing."""
    old = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        poll = AbortPoll()
        with poll.deferring_signals():
            assert signal.getsignal(signal.SIGINT) == signal.SIG_IGN
            os.kill(os.getpid(), signal.SIGINT)
            time.sleep(0.01)
        assert poll() is False and poll.signum is None
        poll.replay()  # nothing to replay
    finally:
        signal.signal(signal.SIGINT, old)


@pytest.mark.usefixtures("terminal_sigint")
def test_signals_during_the_decode_are_recorded_then_replayed() -> None:
    """Inside `deferring_signals` SIGINT only stops the decode (the callback turns True) and
    the original handlers are back afterwards; `replay` then raises Ctrl-C's KeyboardInterrupt.
    A custom SIGTERM handler (training.interrupts installs one) is replayed the same way."""
    before = signal.getsignal(signal.SIGINT)
    poll = AbortPoll()
    with poll.deferring_signals():
        os.kill(os.getpid(), signal.SIGINT)
        for _ in range(1000):  # let the interpreter run the handler
            if poll():
                break
            time.sleep(0.001)
        assert poll() is True and poll.signum == signal.SIGINT
    assert signal.getsignal(signal.SIGINT) is before
    with pytest.raises(KeyboardInterrupt):
        poll.replay()
    assert not poll.interrupted

    seen: list[int] = []
    old_term = signal.signal(signal.SIGTERM, lambda signum, frame: seen.append(signum))
    try:
        term = AbortPoll()
        with term.deferring_signals():
            os.kill(os.getpid(), signal.SIGTERM)
            for _ in range(1000):
                if term():
                    break
                time.sleep(0.001)
        assert seen == [] and term.signum == signal.SIGTERM
        term.replay()
        assert seen == [signal.SIGTERM]
    finally:
        signal.signal(signal.SIGTERM, old_term)


def test_other_threads_leave_the_handlers_alone() -> None:
    """The language server decodes in worker threads (signal handlers can only be set in the
    main thread): there the poll only watches the cancel token."""
    before = signal.getsignal(signal.SIGINT)
    seen: list[object] = []

    def work() -> None:
        with AbortPoll().deferring_signals():
            seen.append(signal.getsignal(signal.SIGINT))

    t = threading.Thread(target=work)
    t.start()
    t.join()
    assert seen == [before]


CHILD = r"""
import json, os, signal, sys, threading, time
# Ctrl-C as in a terminal: a job a non-interactive shell starts in the background (`make test &`)
# inherits SIGINT ignored, and Python then installs no KeyboardInterrupt handler
signal.signal(signal.SIGINT, signal.default_int_handler)
from server.backends import GenerationParams, LlamaCppBackend
from server.prompts import generation_messages

fast, n = sys.argv[2] == "fast", int(sys.argv[3])
backend = LlamaCppBackend(sys.argv[1], n_threads=1, prefix_cache=fast, speculative=fast)
backend.load()
messages = generation_messages(
    "Forty numbered dots in a long spiral, each labelled with its number, appearing one by one."
)
params = GenerationParams(max_tokens=1500, temperature=0.0, seed=0, stop_runaway=False)
tokens = []
sent = []

def on_token(text):
    tokens.append(text)
    if len(tokens) == 8 and not sent:
        sent.append(time.perf_counter())
        threading.Timer(0.3, os.kill, (os.getpid(), signal.SIGINT)).start()

out = {"interrupted": False}
try:
    if n > 1:
        backend.chat_n(messages, n, params, on_token=on_token)
    else:
        backend.chat(messages, params, on_token=on_token)
except KeyboardInterrupt:
    out["interrupted"] = True
out["tokens"] = len(tokens)
after = backend.chat(messages, GenerationParams(max_tokens=4, temperature=0.0, seed=0))
out["after"] = after.completion_tokens
print(json.dumps(out))
"""


@pytest.mark.parametrize(
    ("path", "n"), [("fast", 1), ("binding", 1), ("fast", 2)], ids=["fast-path", "binding", "batch"]
)
def test_sigint_during_a_real_decode_stops_it(small_model_path: Path, path: str, n: int) -> None:
    """SIGINT 0.3 s after the eighth streamed token: the call raises KeyboardInterrupt long
    before the 1,500-token answer ends (the fast path, the binding's own path, and N candidates
    decoded in one batch), and the backend answers the next call normally."""
    proc = subprocess.run(
        [sys.executable, "-c", CHILD, str(small_model_path), path, str(n)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["interrupted"] is True, out
    assert out["tokens"] < 1500 and out["after"] >= 1, out
    assert "Exception ignored" not in proc.stderr
