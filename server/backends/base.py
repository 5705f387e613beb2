"""The small interface every model backend implements: chat messages in, streamed text out."""

from __future__ import annotations

import contextlib
import signal
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any, Protocol, TypedDict

from server.settings import DEFAULTS


class Message(TypedDict):
    role: str
    content: str


class BackendError(RuntimeError):
    """The model could not be loaded or could not answer; the message says what to do."""


class CancelToken:
    """A flag shared between the caller and a running generation (thread-safe)."""

    def __init__(self) -> None:
        self._event = threading.Event()

    def cancel(self) -> None:
        self._event.set()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()


class AbortPoll:
    """llama.cpp's abort callback (called between graph nodes): True stops the decode.

    It polls `cancel`. It also makes Ctrl-C and SIGTERM stop a decode run from the main thread:
    a Python signal handler runs between bytecodes, during a decode inside this callback, and
    the KeyboardInterrupt it raises there was swallowed by ctypes, so the decode went on or
    failed as an ordinary error and the stop was lost (an RFT data run kept going after
    SIGTERM). Inside `deferring_signals()` the Python handlers of SIGINT and SIGTERM are replaced
    by one that only records the signal; the callback then stops the decode, and `replay()` runs
    the original handler (KeyboardInterrupt for Ctrl-C) once llama.cpp has returned. A default
    SIGTERM (no Python handler) still ends the process at once; other threads are left alone
    (the language server decodes in worker threads and cancels with tokens)."""

    SIGNALS: tuple[int, ...] = (signal.SIGINT, signal.SIGTERM)

    def __init__(self, cancel: CancelToken | None = None) -> None:
        self.cancel = cancel
        self.signum: int | None = None  # the signal that arrived during the decode
        self._saved: dict[int, Any] = {}

    @property
    def interrupted(self) -> bool:
        return self.signum is not None

    def __call__(self, _data: object = None) -> bool:
        return self.signum is not None or bool(self.cancel is not None and self.cancel.cancelled)

    def _record(self, signum: int, _frame: object) -> None:
        if self.signum is None:
            self.signum = signum

    @contextlib.contextmanager
    def deferring_signals(self) -> Iterator[AbortPoll]:
        if threading.current_thread() is threading.main_thread():
            for sig in self.SIGNALS:
                old = signal.getsignal(sig)
                if callable(old):
                    self._saved[sig] = old
                    signal.signal(sig, self._record)
        try:
            yield self
        finally:
            for sig, old in self._saved.items():
                signal.signal(sig, old)
            self._saved.clear()

    def replay(self) -> None:
        """Run the handler of the signal that arrived during the decode, as it would have run."""
        signum, self.signum = self.signum, None
        if signum is not None:
            handler = signal.getsignal(signum)
            if callable(handler):
                handler(signum, None)
            elif signum == signal.SIGINT:
                raise KeyboardInterrupt


TokenCallback = Callable[[str], None]


@dataclass
class GenerationParams:
    max_tokens: int = DEFAULTS["max_tokens"]
    temperature: float = DEFAULTS["temperature"]
    top_p: float = 0.95
    seed: int | None = 0
    stop: list[str] = field(default_factory=list)
    stop_runaway: bool = True  # end a generation that loops (finish_reason "repetition")
    # a JSON schema the answer must follow: the local model enforces it as a llama.cpp grammar,
    # an endpoint gets it as `response_format` (json_schema); None: free text
    json_schema: dict[str, Any] | None = None


@dataclass
class Completion:
    """A finished (or cancelled) generation with the timings the CLI and benchmarks report."""

    text: str
    finish_reason: str  # "stop", "length", "cancelled"
    completion_tokens: int
    prompt_tokens: int
    load_s: float  # time spent loading the model for this call (0 when already loaded)
    first_token_s: float | None  # from request to first streamed token
    total_s: float  # request to last token

    @property
    def tokens_per_s(self) -> float | None:
        if self.first_token_s is None or self.completion_tokens < 2:
            return None
        span = self.total_s - self.first_token_s
        return (self.completion_tokens - 1) / span if span > 0 else None


class ChatBackend(Protocol):
    """What the agent needs from a model: a name, an optional warm-up, and streamed chat."""

    name: str

    def load(self) -> float:
        """Load the model if needed; return the seconds it took (0 when already loaded)."""
        ...

    def chat(
        self,
        messages: list[Message],
        params: GenerationParams | None = None,
        *,
        on_token: TokenCallback | None = None,
        cancel: CancelToken | None = None,
    ) -> Completion: ...

    def close(self) -> None: ...


class StreamTimer:
    """Collects the timings of one streamed generation."""

    def __init__(self, load_s: float = 0.0) -> None:
        self.start = time.perf_counter()
        self.load_s = load_s
        self.first: float | None = None
        self.pieces: list[str] = []
        self.count = 0

    def add(self, piece: str, on_token: TokenCallback | None) -> None:
        if not piece:
            return
        if self.first is None:
            self.first = time.perf_counter() - self.start
        self.pieces.append(piece)
        self.count += 1
        if on_token is not None:
            on_token(piece)

    def runaway(self) -> bool:
        """True when the text so far ends in a loop (checked every 16 pieces, on the tail)."""
        if self.count % 16 or self.count < 64:
            return False
        return is_runaway("".join(self.pieces[-600:]))

    def finish(self, reason: str, completion_tokens: int | None, prompt_tokens: int) -> Completion:
        return Completion(
            text="".join(self.pieces),
            finish_reason=reason,
            completion_tokens=completion_tokens if completion_tokens is not None else self.count,
            prompt_tokens=prompt_tokens,
            load_s=self.load_s,
            first_token_s=self.first,
            total_s=time.perf_counter() - self.start,
        )


RUNAWAY_LINES = 8  # a block of lines repeated this many times in a row is a loop


def is_runaway(text: str, repeats: int = RUNAWAY_LINES) -> bool:
    """Whether `text` ends in a degenerate loop: the same block of 1-4 non-blank lines repeated
    `repeats` times in a row (small models sometimes emit one line until the token limit).

    Real Manim code repeats similar lines (``self.play(...)``) but not the same text eight times
    over; stopping early saves minutes per runaway answer at 18 tokens/s.
    """
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    if text and not text.endswith("\n") and lines:
        lines.pop()  # the last line may still be growing
    for width in range(1, 5):
        need = width * repeats
        if len(lines) < need:
            break
        tail = lines[-need:]
        block = tail[-width:]
        if all(tail[i] == block[i % width] for i in range(need)):
            return True
    return False


def merge_system_into_user(messages: list[Message]) -> list[Message]:
    """For chat templates without a system role: prepend the system text to the first user turn."""
    system = "\n\n".join(m["content"] for m in messages if m["role"] == "system")
    rest = [
        Message(role=m["role"], content=m["content"]) for m in messages if m["role"] != "system"
    ]
    if system and rest and rest[0]["role"] == "user":
        rest[0]["content"] = f"{system}\n\n{rest[0]['content']}"
    elif system:
        rest.insert(0, Message(role="user", content=system))
    return rest


# -- several candidates for one prompt (issue 19, "parallel candidates") -------------------------
MAX_CANDIDATES = 4
# At a low temperature, candidates 2..N would mostly repeat candidate 1 (at 0 they would be the
# same greedy answer): they sample at least this hot, each with its own seed. Candidate 1 keeps
# the caller's settings exactly, so it is the answer `chat` gives.
CANDIDATE_MIN_TEMPERATURE = 0.7


def candidate_params(params: GenerationParams, index: int) -> GenerationParams:
    """The sampling settings of candidate `index` (0-based): 0 is `params` itself; the others
    sample at least CANDIDATE_MIN_TEMPERATURE hot with seed `seed + index` (None stays random)."""
    if index <= 0:
        return params
    seed = None if params.seed is None else params.seed + index
    temperature = max(params.temperature, CANDIDATE_MIN_TEMPERATURE)
    return replace(params, temperature=temperature, seed=seed)


def sequential_candidates(
    backend: ChatBackend,
    messages: list[Message],
    n: int,
    params: GenerationParams | None = None,
    *,
    on_token: TokenCallback | None = None,
    cancel: CancelToken | None = None,
) -> list[Completion]:
    """The generic way to get `n` candidates from any backend: `n` calls to `chat`, one after
    another, with `candidate_params` (only candidate 1 streams to `on_token`). Stops at a cancel;
    the candidates not generated then are not in the list."""
    p = params or GenerationParams()
    out: list[Completion] = []
    for k in range(n):
        if k and cancel is not None and cancel.cancelled:
            break
        comp = backend.chat(
            messages, candidate_params(p, k), on_token=on_token if k == 0 else None, cancel=cancel
        )
        out.append(comp)
        if comp.finish_reason == "cancelled":
            break
    return out


def chat_n(
    backend: ChatBackend,
    messages: list[Message],
    n: int,
    params: GenerationParams | None = None,
    *,
    on_token: TokenCallback | None = None,
    cancel: CancelToken | None = None,
) -> list[Completion]:
    """`n` candidate answers to one prompt (1 <= n <= MAX_CANDIDATES): the backend's own batched
    `chat_n` when it has one (the local llama.cpp model decodes them as sequences of one batch),
    else `sequential_candidates`. Candidate 1 is what `chat` gives for `params`."""
    if not 1 <= n <= MAX_CANDIDATES:
        raise ValueError(f"candidates must be from 1 to {MAX_CANDIDATES}, not {n}")
    if n == 1:
        return [backend.chat(messages, params, on_token=on_token, cancel=cancel)]
    own = getattr(backend, "chat_n", None)
    if callable(own):
        result: list[Completion] = own(messages, n, params, on_token=on_token, cancel=cancel)
        return result
    return sequential_candidates(backend, messages, n, params, on_token=on_token, cancel=cancel)


def first_stop(text: str, stops: list[str], start: int) -> int | None:
    """Where the earliest stop string begins in `text` (searching from `start`), if any."""
    found = [i for s in stops if (i := text.find(s, max(start, 0))) >= 0]
    return min(found) if found else None


def stop_prefix_len(text: str, stops: list[str]) -> int:
    """How many characters at the end of `text` could be the start of a stop string (held back
    from streaming until the next token decides)."""
    for n in range(min(max(map(len, stops), default=1) - 1, len(text)), 0, -1):
        tail = text[-n:]
        if any(s.startswith(tail) for s in stops):
            return n
    return 0
