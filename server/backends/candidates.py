"""Several candidate answers to one prompt in one llama.cpp context (issue 19, parallel candidates).

The prompt is read once into sequence 0 of a second context of the loaded model (created on the
first use and kept; ``n_seq_max`` = MAX_CANDIDATES, one unified pool of KV cells), its cells are
shared with sequences 1..N-1 by ``llama_memory_seq_cp`` (no recompute, no copy of the data), and
every ``llama_decode`` then carries one token of each unfinished candidate. On a CPU decoding is
bound by reading the weights, so N candidates cost far less than N answers one after another
(docs/benchmarks.md).

Each candidate has its own sampler chain, built by the binding exactly as ``FastGenerator`` builds
it (top-k 40, top-p, min-p 0.05, temperature, seeded dist), with the settings
``candidate_params`` gives it: candidate 1 samples with the caller's settings, so its tokens are
the ones ``chat`` returns. Stop strings, ``max_tokens``, the runaway stop and cancellation work as
in ``LlamaCppBackend.chat``; a finished candidate leaves the batch and its cells are freed.
With the backend's prompt-lookup speculation on, each sequence also puts its own draft
(``NgramDraft``) into the shared batch after its token and keeps the part its sampler agrees with,
exactly as ``FastGenerator.stream`` does for one sequence (rejected cells are removed), so
the tokens are the same as without drafts.

At temperature 0 candidate 1 is token for token ``chat``'s answer (tested). At a temperature
above 0 it samples from the same distribution with the same seed, but the logits of a batched
decode can differ from ``chat``'s in the last bits, which can change a sampled token where the
random draw falls near a boundary: there it is an answer like ``chat``'s, not always the same one.

The prompt's KV comes, in order of preference, from what sequence 0 already holds (the previous
call's prompt, longest common prefix) or from the fast path's prefix snapshot store (the fixed
system text); only the rest is read.
"""

from __future__ import annotations

import ctypes
import logging
import random
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from server.backends.base import (
    MAX_CANDIDATES,
    AbortPoll,
    BackendError,
    CancelToken,
    Completion,
    GenerationParams,
    StreamTimer,
    TokenCallback,
    candidate_params,
    first_stop,
    stop_prefix_len,
)
from server.backends.fastpath import FastGenerator, NgramDraft, detokenizer, lcp

log = logging.getLogger(__name__)


# when the prompt and N answers of max_tokens do not fit the candidates' context, candidates
# 2..N get an equal share of the cells left after candidate 1's max_tokens, if at least this many
MIN_CANDIDATE_TOKENS = 256


def fill_batch(batch: Any, items: list[tuple[int, int, int, bool]]) -> None:
    """Put (token, position, sequence, wants logits) rows into a llama_batch, one sequence each."""
    batch.n_tokens = len(items)
    for j, (tok, pos, seq, logits) in enumerate(items):
        batch.token[j] = tok
        batch.pos[j] = pos
        batch.n_seq_id[j] = 1
        batch.seq_id[j][0] = seq
        batch.logits[j] = logits


class ContextError(BackendError):
    """The candidates' context could not be created (the backend then goes one by one)."""


class NoRoom(Exception):
    """Too few cells are left for candidates 2..N (MIN_CANDIDATE_TOKENS each)."""


@dataclass
class _Candidate:
    """One sequence of the batch: its sampler, its text so far and its stop state."""

    seq: int
    sampler: Any
    max_tokens: int
    stops: list[str]
    timer: StreamTimer
    piece: Any
    on_token: TokenCallback | None
    stop_runaway: bool
    tok: int = -1
    produced: int = 0
    text: str = ""
    sent: int = 0
    reason: str | None = None
    draft: NgramDraft | None = None  # prompt-lookup drafts of this sequence (speculative)
    ids: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int32))  # prompt+answer
    result: Completion | None = None  # set when the candidate finishes (its own total_s)

    def feed(self, tok: int) -> None:
        """Account one produced token (the logic of LlamaCppBackend._chat_fast, per sequence)."""
        self.produced += 1
        new = self.piece(tok)
        self.text += new
        stops = self.stops
        cut = first_stop(
            self.text, stops, len(self.text) - len(new) - max(map(len, stops), default=0)
        )
        if cut is not None:
            self.text, self.reason = self.text[:cut], "stop"
            return
        ready = len(self.text) - stop_prefix_len(self.text, stops)
        if ready > self.sent:
            self.timer.add(self.text[self.sent : ready], self.on_token)
            self.sent = ready
        if self.stop_runaway and self.timer.runaway():
            self.reason = "repetition"

    def completion(self, prompt_tokens: int) -> Completion:
        if self.result is not None:
            return self.result
        reason = self.reason or "cancelled"
        if reason != "cancelled":
            self.timer.add(self.text[self.sent :], self.on_token)
            self.sent = len(self.text)
        self.result = self.timer.finish(reason, self.produced, prompt_tokens)
        return self.result


class ParallelCandidates:
    """A second context of the loaded model for N sequences sharing a prompt. Not thread-safe:
    the backend's lock serialises calls (as for the main context)."""

    def __init__(self, llm: Any, fast: FastGenerator, n_ctx: int, n_threads: int) -> None:
        import llama_cpp

        self.llm = llm
        self.fast = fast
        self.n_ctx = n_ctx
        params = llama_cpp.llama_context_params()
        # the main context's parameters (same threads, batch sizes, attention settings), so the
        # logits, and so candidate 1's tokens, match the main context's
        ctypes.memmove(
            ctypes.byref(params), ctypes.byref(llm.context_params), ctypes.sizeof(params)
        )
        params.n_ctx = n_ctx
        params.n_seq_max = MAX_CANDIDATES
        if hasattr(params, "kv_unified"):
            params.kv_unified = True  # one cell pool: the prompt's cells serve every sequence
        params.n_threads = params.n_threads_batch = n_threads
        self.n_batch = int(params.n_batch)
        ctx = llama_cpp.llama_init_from_model(llm._model.model, params)
        if not ctx:
            raise ContextError(
                f"llama.cpp could not create a {MAX_CANDIDATES}-sequence context of {n_ctx} "
                "tokens for candidates (out of memory?); set candidates to 1"
            )
        self.ctx = ctx
        self.mem = llama_cpp.llama_get_memory(ctx)
        adapter = getattr(llm, "_lora_adapter", None)
        if adapter is not None:
            adapters = (llama_cpp.llama_adapter_lora_p_ctypes * 1)(adapter)
            scales = (ctypes.c_float * 1)(float(getattr(llm, "lora_scale", 1.0)))
            if llama_cpp.llama_set_adapters_lora(ctx, adapters, 1, scales):
                self.close()
                raise ContextError("could not apply the LoRA adapter to the candidates' context")
        self.batch = llama_cpp.llama_batch_init(max(self.n_batch, MAX_CANDIDATES), 0, 1)
        self.seq0 = np.zeros(0, dtype=np.int32)  # the tokens whose KV sequence 0 holds
        self._abort: Any = None
        self._poll = AbortPoll()
        self.last_reused = 0  # prompt tokens not read again in the last call (tests, benchmarks)

    def close(self) -> None:
        import llama_cpp

        if getattr(self, "batch", None) is not None:
            llama_cpp.llama_batch_free(self.batch)
            self.batch = None
        if self.ctx:
            llama_cpp.llama_free(self.ctx)
            self.ctx = None

    # -- the prompt -------------------------------------------------------------------------
    def _fill(self, items: list[tuple[int, int, int, bool]]) -> None:
        fill_batch(self.batch, items)

    def _decode(self, cancel: CancelToken | None) -> bool:
        """One llama_decode of the filled batch; False when a cancel aborted it."""
        import llama_cpp

        rc = int(llama_cpp.llama_decode(self.ctx, self.batch))
        if rc == 0:
            return True
        if (cancel is not None and cancel.cancelled) or self._poll.interrupted:
            return False
        raise BackendError(f"llama_decode failed ({rc}) while decoding candidates")

    def _read_prompt(self, prompt: list[int], cancel: CancelToken | None) -> bool:
        """Bring sequence 0 to hold `prompt` with fresh logits for its last token."""
        import llama_cpp

        ids = np.asarray(prompt, dtype=np.int32)
        for s in range(1, MAX_CANDIDATES):
            llama_cpp.llama_memory_seq_rm(self.mem, s, -1, -1)
        reuse = lcp(self.seq0, ids)
        store = self.fast.store
        snap = store.best(ids) if store is not None else None
        if snap is not None and len(snap.tokens) > reuse:
            llama_cpp.llama_memory_clear(self.mem, True)
            src = (ctypes.c_uint8 * len(snap.data)).from_buffer_copy(snap.data)
            if int(llama_cpp.llama_state_seq_set_data(self.ctx, src, len(snap.data), 0)):
                reuse = len(snap.tokens)
                self.seq0 = snap.tokens.copy()
            else:
                llama_cpp.llama_memory_clear(self.mem, True)
                reuse = 0
        reuse = min(reuse, len(ids) - 1)  # at least one token is read for fresh logits
        llama_cpp.llama_memory_seq_rm(self.mem, 0, reuse, -1)
        self.seq0 = ids[:reuse].copy()
        self.last_reused = reuse
        for start in range(reuse, len(ids), self.n_batch):
            part = ids[start : start + self.n_batch]
            self._fill(
                [(int(t), start + j, 0, start + j == len(ids) - 1) for j, t in enumerate(part)]
            )
            if not self._decode(cancel):
                return False
            self.seq0 = ids[: start + len(part)].copy()
        return True

    # -- generation -------------------------------------------------------------------------
    def generate(
        self,
        prompt: list[int],
        template_stop: list[str],
        n: int,
        params: GenerationParams,
        *,
        load_s: float,
        main_n_ctx: int,
        on_token: TokenCallback | None,
        cancel: CancelToken | None,
    ) -> list[Completion]:
        llm = self.llm
        if len(prompt) >= main_n_ctx:
            raise ValueError(
                f"Requested tokens ({len(prompt)}) exceed context window of {main_n_ctx}"
            )
        first = params.max_tokens if params.max_tokens and params.max_tokens > 0 else main_n_ctx
        first = min(first, main_n_ctx - len(prompt))
        # candidate 1 keeps its max_tokens (it is chat()'s answer); the others share what is left
        # of the cells, capped at the same max_tokens (answers rarely come near it)
        share = (self.n_ctx - len(prompt) - first) // max(1, n - 1)
        if share < MIN_CANDIDATE_TOKENS:
            raise NoRoom(
                f"{len(prompt)} prompt tokens + {first} leave {share} cells per candidate in the "
                f"candidates' context of {self.n_ctx}"
            )
        cands: list[_Candidate] = []
        for k in range(n):
            p = candidate_params(params, k)
            cands.append(
                _Candidate(
                    seq=k,
                    sampler=self._sampler(p),
                    max_tokens=first if k == 0 else min(first, share),
                    stops=[s for s in [*p.stop, *template_stop] if s],
                    timer=StreamTimer(load_s),
                    piece=detokenizer(llm),
                    on_token=on_token if k == 0 else None,
                    stop_runaway=p.stop_runaway,
                    draft=NgramDraft() if self.fast.speculative else None,
                )
            )
        poll = self._set_abort(cancel)
        try:
            with poll.deferring_signals():
                self._decode_all(cands, prompt, n, cancel)
        finally:
            poll.replay()  # Ctrl-C or SIGTERM during the decode: stopped it, now raised
        return [c.completion(len(prompt)) for c in cands]

    def _decode_all(
        self, cands: list[_Candidate], prompt: list[int], n: int, cancel: CancelToken | None
    ) -> None:
        """Read the prompt once, copy it to the N sequences and decode them in one batch until
        each ends; an abort (cancel or signal) leaves the context clean for the next call."""
        import llama_cpp

        llm = self.llm
        vocab = llm._model.vocab
        n_prompt = len(prompt)
        active: list[_Candidate] = []
        try:
            if not self._read_prompt(prompt, cancel):
                raise _Aborted
            for s in range(1, n):
                llama_cpp.llama_memory_seq_cp(self.mem, 0, s, -1, -1)
            for c in cands:
                c.ids = np.zeros(n_prompt + c.max_tokens + 1, dtype=np.int32)
                c.ids[:n_prompt] = prompt
                c.tok = int(llama_cpp.llama_sampler_sample(c.sampler.sampler, self.ctx, -1))
            active = list(cands)
            while active:
                if cancel is not None and cancel.cancelled:
                    raise _Aborted
                items: list[tuple[int, int, int, bool]] = []
                plan: list[tuple[_Candidate, int, int, list[int]]] = []
                for c in active:
                    if c.reason is None:
                        self._advance(c, c.tok, vocab)
                    if c.reason is not None:
                        self._release(c.seq, n_prompt)
                        c.completion(n_prompt)  # its timings end here
                        continue
                    # c.tok is produced and goes into the batch at its position, followed by
                    # this sequence's draft (the same steps as FastGenerator.stream)
                    pos = n_prompt + c.produced - 1
                    c.ids[pos] = c.tok
                    room = c.max_tokens - c.produced
                    proposal: list[int] = []
                    if c.draft is not None and room > 0:
                        proposal = c.draft.propose(c.ids[: pos + 1], room)
                    plan.append((c, len(items), pos, proposal))
                    items.append((c.tok, pos, c.seq, True))
                    items += [(t, pos + 1 + i, c.seq, True) for i, t in enumerate(proposal)]
                active = [c for c, _off, _pos, _prop in plan]
                if not active:
                    break
                self._fill(items)
                if not self._decode(cancel):
                    raise _Aborted
                for c, off, pos, proposal in plan:
                    nxt = int(llama_cpp.llama_sampler_sample(c.sampler.sampler, self.ctx, off))
                    accepted = 0
                    while accepted < len(proposal) and nxt == proposal[accepted]:
                        if llama_cpp.llama_vocab_is_eog(vocab, nxt):
                            break
                        accepted += 1
                        c.ids[pos + accepted] = nxt
                        self._advance(c, nxt, vocab)
                        if c.reason is not None:
                            break
                        nxt = int(
                            llama_cpp.llama_sampler_sample(
                                c.sampler.sampler, self.ctx, off + accepted
                            )
                        )
                    if c.draft is not None:
                        c.draft.feedback(len(proposal), accepted)
                    if accepted < len(proposal):  # the rejected draft's cells go
                        llama_cpp.llama_memory_seq_rm(self.mem, c.seq, pos + 1 + accepted, -1)
                    c.tok = nxt
        except _Aborted:
            # a decode stopped half way leaves the cells unsure: start the next call clean
            llama_cpp.llama_memory_clear(self.mem, True)
            self.seq0 = np.zeros(0, dtype=np.int32)
        finally:
            self._set_abort(None)
            for c in cands:
                self._release(c.seq, n_prompt)

    @staticmethod
    def _advance(c: _Candidate, tok: int, vocab: Any) -> None:
        """Take `tok` as candidate `c`'s next output token (or end it on end-of-generation)."""
        import llama_cpp

        if llama_cpp.llama_vocab_is_eog(vocab, tok):
            c.reason = "stop"
            return
        c.feed(tok)
        if c.reason is None and c.produced >= c.max_tokens:
            c.reason = "length"

    def _release(self, seq: int, n_prompt: int) -> None:
        """Free a finished sequence's cells (sequence 0 keeps the prompt for the next call)."""
        import llama_cpp

        if seq == 0:
            llama_cpp.llama_memory_seq_rm(self.mem, 0, n_prompt, -1)
            self.seq0 = self.seq0[:n_prompt]
        else:
            llama_cpp.llama_memory_seq_rm(self.mem, seq, -1, -1)

    def _sampler(self, p: GenerationParams) -> Any:
        """The binding's sampler chain for `p`, as FastGenerator.stream builds it."""
        llm = self.llm
        saved = llm._seed
        seed = p.seed if p.seed is not None else random.randint(0, 2**32 - 1)
        llm.set_seed(seed)
        try:
            return llm._init_sampler(temp=p.temperature, top_p=p.top_p, top_k=40, min_p=0.05)
        finally:
            llm.set_seed(saved)

    def _set_abort(self, cancel: CancelToken | None) -> AbortPoll:
        """Let llama.cpp poll `cancel` between graph nodes (a long prompt stops too), and stop
        the decode on a signal deferred by `AbortPoll.deferring_signals`."""
        poll = self._poll = AbortPoll(cancel)
        try:
            import llama_cpp

            callback = llama_cpp.ggml_abort_callback(poll)
            llama_cpp.llama_set_abort_callback(self.ctx, callback, None)
            self._abort = callback  # keep the C callback alive while it is installed
        except Exception:  # an older binding: cancel at the next token only
            log.debug("llama abort callback unavailable", exc_info=True)
        return poll


class _Aborted(Exception):
    pass
