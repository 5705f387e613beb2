"""llama.cpp through llama-cpp-python: the embedded GGUF model, optionally with a LoRA adapter."""

from __future__ import annotations

import contextlib
import functools
import json
import logging
import os
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from server.backends.base import (
    AbortPoll,
    BackendError,
    CancelToken,
    Completion,
    GenerationParams,
    Message,
    StreamTimer,
    TokenCallback,
    first_stop,
    merge_system_into_user,
    sequential_candidates,
    stop_prefix_len,
)
from server.backends.candidates import ContextError, NoRoom, ParallelCandidates
from server.backends.fastpath import (
    FastGenerator,
    FastStats,
    PrefixStore,
    detokenizer,
    model_key,
)
from server.models.llama_build import (
    extra_buffer_types,
    use_extra_buffer_types,
    use_mmap_default,
)
from server.models.store import ModelStoreError, check_gguf_file

log = logging.getLogger(__name__)

DEFAULT_CONTEXT = 8192
# Prompt-lookup speculation: on by default because bench/latency.py measured it faster on repair
# rounds and first generations (docs/benchmarks.md); the output is the same tokens either way.
SPECULATIVE_DEFAULT = True


class LlamaCppBackend:
    """Loads the GGUF lazily on first use and serialises generations (llama.cpp is not reentrant)."""

    def __init__(
        self,
        model_path: str | os.PathLike[str],
        *,
        lora_path: str | os.PathLike[str] | None = None,
        n_ctx: int = DEFAULT_CONTEXT,
        n_threads: int | None = None,
        prefix_cache: bool = True,
        speculative: bool = SPECULATIVE_DEFAULT,
        prefix_cache_dir: str | os.PathLike[str] | None = None,
        use_mmap: bool | None = None,
        extra_buffers: bool | None = None,
    ) -> None:
        """`prefix_cache` keeps the KV state of recurring prompt prefixes (in memory, and on disk
        under `prefix_cache_dir` when given); `speculative` drafts tokens by prompt lookup. With
        both off, generation goes through the binding's create_chat_completion as before.
        `use_mmap` maps the GGUF instead of reading it into memory; None decides by
        `use_mmap_default` when the model loads. `extra_buffers` switches llama.cpp's extra
        weight buffers (AMX, repacked weights) on or off; None decides by
        `use_extra_buffer_types` (the AMX path, `server.models.accel`, passes True once checked)."""
        self.model_path = Path(model_path)
        self.lora_path = Path(lora_path) if lora_path else None
        self.n_ctx = n_ctx
        self.n_threads = n_threads or os.cpu_count() or 1
        self.name = self.model_path.stem + (f"+{self.lora_path.stem}" if self.lora_path else "")
        self._abort_callback: Any = None
        self._abort_poll = AbortPoll()
        self._llm: Any = None
        self._system_role = True
        self._lock = threading.Lock()
        self.prefix_cache = prefix_cache
        self.speculative = speculative
        self.prefix_cache_dir = Path(prefix_cache_dir) if prefix_cache_dir else None
        self.use_mmap = use_mmap
        self.extra_buffers = extra_buffers
        self._fast: FastGenerator | None = None
        self._candidates: ParallelCandidates | None = None  # chat_n's context, made on first use
        self._candidates_failed = False  # it could not be made: chat_n goes one by one
        self.last_stats: FastStats | None = None  # of the last fast-path call (benchmarks, tests)
        # prefill ahead of a call (`prefill`): the newest one's stop flag, and how many real
        # calls are waiting for or holding the lock (a prefill never starts while one is)
        self._prefill_stop: CancelToken | None = None
        self._calls = 0
        self._calls_lock = threading.Lock()
        # entered around every model computation (calls and prefills): the engine sets it to
        # the render pool's `quiet`, which pauses background warm-up work meanwhile
        self.compute_hook: Callable[[], contextlib.AbstractContextManager[Any]] | None = None

    def _computing(self) -> contextlib.AbstractContextManager[Any]:
        hook = self.compute_hook
        return hook() if hook is not None else contextlib.nullcontext()

    @property
    def loaded(self) -> bool:
        return self._llm is not None

    @property
    def mapped(self) -> bool | None:
        """Whether the loaded GGUF is memory-mapped (None before loading). The binding reads
        the file into memory whenever a LoRA adapter is given, whatever `use_mmap` says."""
        if self._llm is None:
            return None
        import llama_cpp

        return bool(self._llm.model_params.load_mode != llama_cpp.LLAMA_LOAD_MODE_NONE)

    def load(self) -> float:
        with self._lock:
            return self._load_locked()

    def _load_locked(self) -> float:
        if self._llm is not None:
            return 0.0
        try:
            check_gguf_file(self.model_path)
        except ModelStoreError as exc:
            raise BackendError(str(exc)) from exc
        if self.lora_path is not None and not self.lora_path.is_file():
            raise BackendError(
                f"LoRA adapter {self.lora_path} does not exist; fix the LoRA path setting or clear it."
            )
        try:
            from llama_cpp import Llama
        except ImportError as exc:  # pragma: no cover - installed with the project
            raise BackendError(
                "llama-cpp-python is not installed in this interpreter; run `make install` "
                "or `pip install -e .` in the project"
            ) from exc
        start = time.perf_counter()
        pin_malloc_mmap_threshold()
        # verbose=False keeps llama.cpp's own logging quiet; the language server additionally
        # moves fd 1 away from its protocol stream (server/lsp/__init__.py).
        extra = self.extra_buffers if self.extra_buffers is not None else use_extra_buffer_types()
        mmap = self.use_mmap if self.use_mmap is not None else use_mmap_default(extra)
        try:
            with extra_buffer_types(extra):
                self._llm = Llama(
                    model_path=str(self.model_path),
                    lora_path=str(self.lora_path) if self.lora_path else None,
                    n_ctx=self.n_ctx,
                    n_threads=self.n_threads,
                    n_threads_batch=self.n_threads,
                    use_mmap=mmap,
                    verbose=False,
                )
        except (ValueError, RuntimeError, OSError) as exc:
            raise BackendError(
                f"llama.cpp could not load {self.model_path}"
                + (f" with adapter {self.lora_path}" if self.lora_path else "")
                + f": {exc}. The file may be corrupt or made for a newer llama.cpp."
            ) from exc
        template = str(self._llm.metadata.get("tokenizer.chat_template", ""))
        self._system_role = "system" in template or not template
        if (self.prefix_cache or self.speculative) and FastGenerator.supported(self._llm):
            store = None
            key = model_key(self.model_path, self.lora_path, self.n_ctx)
            if self.prefix_cache:
                store = PrefixStore(key, self.prefix_cache_dir)
            cost_path = None
            if self.prefix_cache_dir is not None:  # the draft cost table lives beside the snapshots
                cost_path = self.prefix_cache_dir / f"{key}-t{self.n_threads}.cost.json"
            self._fast = FastGenerator(
                self._llm, store, self.speculative, cost_path=cost_path, threads=self.n_threads
            )
        return time.perf_counter() - start

    def count_tokens(self, text: str) -> int:
        self.load()
        return len(self._llm.tokenize(text.encode("utf-8"), add_bos=False, special=True))

    def chat(
        self,
        messages: list[Message],
        params: GenerationParams | None = None,
        *,
        on_token: TokenCallback | None = None,
        cancel: CancelToken | None = None,
    ) -> Completion:
        p = params or GenerationParams()
        poll: AbortPoll | None = None
        try:
            with self._call(), self._lock, self._computing():
                load_s = self._load_locked()
                msgs = messages if self._system_role else merge_system_into_user(messages)
                poll = self._set_abort(cancel)
                with poll.deferring_signals():
                    if self._fast is not None:
                        return self._chat_fast(msgs, p, load_s, on_token, cancel)
                    return self._chat_binding(msgs, p, load_s, on_token, cancel)
        finally:
            if poll is not None:
                poll.replay()  # Ctrl-C or SIGTERM during the decode: stopped it, now raised

    def _chat_binding(
        self,
        msgs: list[Message],
        p: GenerationParams,
        load_s: float,
        on_token: TokenCallback | None,
        cancel: CancelToken | None,
    ) -> Completion:
        """The binding's own streaming chat (no fast path for this chat template)."""
        timer = StreamTimer(load_s)
        reason = "stop"
        usage_tokens: int | None = None
        with self._decode_errors(cancel) as outcome:
            stream = self._llm.create_chat_completion(
                messages=msgs,
                max_tokens=p.max_tokens,
                temperature=p.temperature,
                top_p=p.top_p,
                seed=p.seed,
                stop=p.stop or None,
                stream=True,
                grammar=schema_grammar(p.json_schema),
            )
            for chunk in stream:
                if cancel is not None and cancel.cancelled:
                    reason = "cancelled"
                    break
                choice = chunk["choices"][0]
                timer.add(choice.get("delta", {}).get("content") or "", on_token)
                if choice.get("finish_reason"):
                    reason = choice["finish_reason"]
                elif p.stop_runaway and timer.runaway():
                    reason = "repetition"
                    break
        if outcome.aborted:
            reason = "cancelled"
        prompt_tokens = 0
        with contextlib.suppress(Exception):
            prompt_tokens = int(self._llm.n_tokens) - timer.count
        return timer.finish(reason, usage_tokens, max(prompt_tokens, 0))

    def chat_n(
        self,
        messages: list[Message],
        n: int,
        params: GenerationParams | None = None,
        *,
        on_token: TokenCallback | None = None,
        cancel: CancelToken | None = None,
    ) -> list[Completion]:
        """`n` candidate answers decoded together: one prompt read, N sequences of one batch in
        a second context (server/backends/candidates.py). Candidate 1 is what `chat` returns for
        `params`; only it streams to `on_token`. When the prompt and N answers of `max_tokens` do
        not fit that context, candidates 2..N share the cells left after candidate 1's
        `max_tokens`. Without the fast path (a chat template the binding does not format
        itself), with fewer than MIN_CANDIDATE_TOKENS cells per candidate, or when the context
        cannot be created, the candidates are generated one after another instead."""
        p = params or GenerationParams()
        if n <= 1:
            return [self.chat(messages, p, on_token=on_token, cancel=cancel)]
        with self._call(), self._lock, self._computing():
            load_s = self._load_locked()
            msgs = messages if self._system_role else merge_system_into_user(messages)
            fast = self._fast
            if fast is not None and not self._candidates_failed:
                prompt, template_stop = fast.prompt(list(msgs))
                try:
                    par = self._candidate_context()
                    return par.generate(
                        prompt, template_stop, n, p, load_s=load_s, main_n_ctx=self.n_ctx,
                        on_token=on_token, cancel=cancel,
                    )  # fmt: skip
                except ContextError as exc:
                    log.warning("candidates one after another from now on: %s", exc)
                    self._candidates_failed = True
                except NoRoom as exc:
                    log.info("candidates one after another: %s", exc)
                except ValueError as exc:
                    raise BackendError(
                        f"the prompt does not fit the model's context of {self.n_ctx} tokens "
                        f"({exc}); shorten the description or the code being repaired"
                    ) from exc
        return sequential_candidates(self, messages, n, p, on_token=on_token, cancel=cancel)

    @contextlib.contextmanager
    def _call(self) -> Iterator[None]:
        """A real call: it stops a prefill in progress (within one step) and keeps new ones out
        until it is done."""
        with self._calls_lock:
            self._calls += 1
            if self._prefill_stop is not None:
                self._prefill_stop.cancel()
        try:
            yield
        finally:
            with self._calls_lock:
                self._calls -= 1

    def prefill(self, messages: list[Message], wait: float = 5.0) -> dict[str, Any] | None:
        """Read `messages`' prompt into the context ahead of the call expected to start with
        it (the editor's generation prompt while the description is typed), loading the model
        first if needed. It yields to any real call: one already running or waiting means no
        prefill, and one arriving stops it within PREFILL_CHUNK tokens, keeping what was read.
        A newer prefill replaces an older one the same way. Returns what it did (tokens
        already there, tokens read, seconds, whether it was stopped), or None when it did
        nothing (a call in progress, no fast path, or superseded while waiting)."""
        stop = CancelToken()
        with self._calls_lock:
            if self._calls:
                return None
            if self._prefill_stop is not None:
                self._prefill_stop.cancel()
            self._prefill_stop = stop
        if not self._lock.acquire(timeout=wait):
            return None
        try:
            if stop.cancelled:
                return None
            t0 = time.perf_counter()
            load_s = self._load_locked()
            if self._fast is None:
                return None
            # no abort: a stopped prefill ends between steps, keeping the KV it read
            self._set_abort(None)
            msgs = messages if self._system_role else merge_system_into_user(messages)
            prompt, _ = self._fast.prompt(list(msgs))
            try:
                with self._computing():
                    kept, read = self._fast.prefill(prompt, lambda: stop.cancelled)
            except (RuntimeError, ValueError) as exc:
                # a failed read leaves the context unsure: the next call starts clean
                with contextlib.suppress(Exception):
                    self._llm.reset()
                log.warning("prefill failed: %s", exc)
                return None
            return {
                "prompt_tokens": len(prompt),
                "kept_tokens": kept,
                "read_tokens": read,
                "stopped": stop.cancelled,
                "load_s": round(load_s, 3),
                "seconds": round(time.perf_counter() - t0, 3),
            }
        finally:
            self._lock.release()
            with self._calls_lock:
                if self._prefill_stop is stop:
                    self._prefill_stop = None

    def _candidate_context(self) -> ParallelCandidates:
        """The candidates' context: as many KV cells as the main context, shared by up to
        MAX_CANDIDATES sequences (created on first use, kept until close)."""
        if self._candidates is None:
            assert self._fast is not None
            self._candidates = ParallelCandidates(self._llm, self._fast, self.n_ctx, self.n_threads)
        return self._candidates

    def _chat_fast(
        self,
        msgs: list[Message],
        p: GenerationParams,
        load_s: float,
        on_token: TokenCallback | None,
        cancel: CancelToken | None,
    ) -> Completion:
        """The same answer as create_chat_completion, through FastGenerator (prefix snapshots,
        prompt-lookup speculation)."""
        assert self._fast is not None
        timer = StreamTimer(load_s)
        stats = FastStats()
        self.last_stats = stats
        prompt, template_stop = self._fast.prompt(list(msgs))
        stops = [s for s in [*p.stop, *template_stop] if s]
        piece = detokenizer(self._llm)
        text, sent = "", 0
        reason: str | None = None
        tokens = self._fast.stream(
            prompt,
            max_tokens=p.max_tokens,
            temperature=p.temperature,
            top_p=p.top_p,
            seed=p.seed,
            stats=stats,
            grammar=schema_grammar(p.json_schema),
        )
        with contextlib.closing(tokens), self._decode_errors(cancel) as outcome:
            for tok in tokens:
                if cancel is not None and cancel.cancelled:
                    reason = "cancelled"
                    break
                new = piece(tok)
                text += new
                cut = first_stop(
                    text, stops, len(text) - len(new) - max(map(len, stops), default=0)
                )
                if cut is not None:
                    text, reason = text[:cut], "stop"
                    break
                ready = len(text) - stop_prefix_len(text, stops)
                if ready > sent:
                    timer.add(text[sent:ready], on_token)
                    sent = ready
                if p.stop_runaway and timer.runaway():
                    reason = "repetition"
                    break
        if outcome.aborted:
            reason = "cancelled"
        if reason == "cancelled":
            # a decode stopped half way leaves the context's bookkeeping unsure: start the next
            # call from a clean context (the prefix snapshot brings the fixed part back)
            with contextlib.suppress(Exception):
                self._llm.reset()
        if reason != "cancelled":
            timer.add(text[sent:], on_token)
        return timer.finish(reason or stats.finish_reason, stats.completion_tokens, len(prompt))

    @contextlib.contextmanager
    def _decode_errors(self, cancel: CancelToken | None) -> Iterator[_DecodeOutcome]:
        """The errors both decode paths turn into outcomes: an abort that a cancel caused becomes
        ``outcome.aborted``; a prompt that does not fit the context becomes a BackendError."""
        outcome = _DecodeOutcome()
        poll = self._abort_poll
        try:
            yield outcome
        except RuntimeError:
            # llama_decode returns "aborted" when the abort callback saw the cancel (or a signal)
            if not poll.interrupted and (cancel is None or not cancel.cancelled):
                raise
            outcome.aborted = True
            if poll.interrupted:  # a half-read context is not reused
                with contextlib.suppress(Exception):
                    self._llm.reset()
        except ValueError as exc:
            # llama-cpp-python raises ValueError when the prompt does not fit the context
            raise BackendError(
                f"the prompt does not fit the model's context of {self.n_ctx} tokens ({exc}); "
                "shorten the description or the code being repaired"
            ) from exc

    def _set_abort(self, cancel: CancelToken | None) -> AbortPoll:
        """Let llama.cpp poll `cancel` between graph nodes, so a cancel also stops the evaluation
        of a long prompt (the streaming loop only sees it at the next token); a signal stops the
        decode too inside `AbortPoll.deferring_signals` and is replayed once llama.cpp returns."""
        self._abort_poll = AbortPoll(cancel)
        try:
            import llama_cpp

            ctx = self._llm._ctx.ctx
            callback = llama_cpp.ggml_abort_callback(self._abort_poll)
            llama_cpp.llama_set_abort_callback(ctx, callback, None)
            self._abort_callback = callback  # keep the C callback alive while it is installed
        except Exception:  # an older llama-cpp-python: cancel at the next token only
            log.debug("llama abort callback unavailable", exc_info=True)
        return self._abort_poll

    def close(self) -> None:
        with self._lock:
            self._fast = None
            if self._candidates is not None:
                self._candidates.close()
                self._candidates = None
            if self._llm is not None:
                with contextlib.suppress(Exception):
                    self._llm.close()
                self._llm = None


def schema_grammar(schema: dict[str, Any] | None) -> Any:
    """The llama.cpp grammar that enforces a JSON schema (None for none); compiled once per
    schema. An unsupported schema is a BackendError naming the reason."""
    if schema is None:
        return None
    return _grammar(json.dumps(schema))  # key order kept: it is the order the answer must follow


@functools.lru_cache(maxsize=16)
def _grammar(schema_json: str) -> Any:
    from llama_cpp import LlamaGrammar

    try:
        return LlamaGrammar.from_json_schema(schema_json, verbose=False)
    except (ValueError, KeyError, TypeError, RuntimeError) as exc:
        raise BackendError(f"llama.cpp cannot enforce this JSON schema: {exc}") from exc


@dataclass
class _DecodeOutcome:
    aborted: bool = False


MALLOC_MMAP_THRESHOLD = 4 << 20  # bytes; see pin_malloc_mmap_threshold
_M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter number
_malloc_pinned: bool | None = None


def pin_malloc_mmap_threshold() -> bool:
    """Fix glibc's mmap threshold (once per process) so that freed KV snapshots go back to the OS.

    Prefix snapshots and their restores allocate and free blocks of 15-30 MB (a KV state) many
    times per scene. glibc serves a block above its mmap threshold with mmap and unmaps it on
    free, but after the first such free it raises the threshold to that block's size (up to
    32 MB), so later snapshots come from the heap, whose free space is kept. A fixed threshold
    (mallopt) turns the adjustment off: over 20 scenes the server ended 71 MB lower resident
    (39 MB at its peak) than with glibc's rule (docs/benchmarks.md); the rest of its growth is
    elsewhere. MANIM_AGENT_MALLOC_MMAP_THRESHOLD sets it in bytes; 0 leaves glibc's rule.
    Returns whether it was set (False on a libc without mallopt)."""
    global _malloc_pinned
    if _malloc_pinned is not None:
        return _malloc_pinned
    _malloc_pinned = False
    env = os.environ.get("MANIM_AGENT_MALLOC_MMAP_THRESHOLD", "").strip()
    try:
        threshold = int(env) if env else MALLOC_MMAP_THRESHOLD
    except ValueError:
        threshold = MALLOC_MMAP_THRESHOLD
    if threshold <= 0:
        return False
    try:
        import ctypes

        libc = ctypes.CDLL("libc.so.6")
        _malloc_pinned = bool(libc.mallopt(_M_MMAP_THRESHOLD, threshold))
    except (OSError, AttributeError):
        pass
    return _malloc_pinned
