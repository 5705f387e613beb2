"""A faster generation loop for the embedded llama.cpp model (issue 19).

Two things the binding's ``create_chat_completion`` does not do for us:

* **Prompt prefix snapshots.** ``Llama.generate`` already reuses the longest token prefix the new
  prompt shares with what is in the context, but only with the *last* prompt: a call with another
  system text (a plan, another tool) or a fresh process (the CLI) reads the whole fixed system
  prompt again. :class:`PrefixStore` keeps the KV cells of prompt prefixes that recur (the longest
  prefix a prompt shares with the previous one, at least ``MIN_PREFIX_TOKENS`` long: in practice
  the system text and the Community Edition rules) in memory and on disk, keyed by the model file,
  the adapter, the context size and the llama.cpp build, and restores one when it covers more of
  the prompt than the context does.
* **Prefill ahead of a call.** :meth:`FastGenerator.prefill` reads a prompt the editor expects
  (the generation prompt for the description being typed, with its retrieved examples) in small
  steps, stopping as soon as a real call waits; the real call then reads only what differs.
* **Prompt-lookup speculative decoding.** :class:`NgramDraft` proposes the tokens that followed the
  last few generated tokens where they occur earlier in the prompt or the answer (a repair prompt
  holds the previous code, which the answer mostly copies). The model checks a proposal in one
  batched decode and keeps the longest part that matches what it would have sampled itself, so
  the output is the same tokens as plain decoding (the sampler is asked once per output token, in
  order, with the same seed); unchanged code is accepted in blocks. How long a proposal is comes
  from what a batch costs on this machine (:class:`DecodeCost`) and how often drafts of that
  kind were accepted in this answer: on cores where checking a batch costs nearly as much as
  decoding its tokens one by one, weak matches are not drafted at all. The cost table is measured
  once per machine, model and thread count (:func:`measure_decode_cost`, a few seconds before the
  first drafted answer), kept beside the prefix snapshots and then frozen, so that the draft
  lengths, and with them a seeded sample, are the same on every call
  (``MANIM_AGENT_COSTED_DRAFTS=0`` goes back to the fixed rule of up to 12 tokens).

Only the prompt and the decode loop are ours; tokenisation, the chat template and sampling are the
binding's, so :func:`generate_stream` yields the tokens ``create_chat_completion`` would.
"""

from __future__ import annotations

import codecs
import contextlib
import ctypes
import hashlib
import json
import os
import platform
import random
import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

MIN_PREFIX_TOKENS = 32  # shorter shared prefixes are not worth a snapshot
MAX_DRAFT = 32  # longest prompt-lookup draft; the measured batch cost usually cuts it shorter
MAX_SNAPSHOTS = 4  # kept in memory (and on disk) per model; least recently used goes first
SNAPSHOT_SUFFIX = ".kv"
#: batch sizes timed for the cost table (drafts of up to MAX_DRAFT tokens plus the produced one);
#: sizes between them are interpolated
COST_SIZES = (1, 2, 4, 8, 16, MAX_DRAFT + 1)
COST_FORMAT = 1
#: tokens read per step when prefilling ahead of a call: a waiting call is held up by at most one
#: step (32 tokens: about 0.2 s at 140 prompt tokens/s, 0.6 s at 50), and on two cores a batch of
#: 32 reads no slower per token than a longer one (docs/benchmarks.md)
PREFILL_CHUNK = 32


# -- the prefix store ---------------------------------------------------------------------------
def lcp(a: Sequence[int] | np.ndarray, b: Sequence[int] | np.ndarray) -> int:
    """The length of the longest common prefix of two token sequences."""
    n = min(len(a), len(b))
    if n == 0:
        return 0
    x = np.asarray(a[:n], dtype=np.int64)
    y = np.asarray(b[:n], dtype=np.int64)
    diff = np.nonzero(x != y)[0]
    return int(diff[0]) if diff.size else n


def file_identity(path: Path | None) -> str:
    """What identifies a model or adapter file's contents cheaply: resolved path, size, mtime."""
    if path is None:
        return "-"
    try:
        st = path.resolve().stat()
    except OSError:
        return f"{path}:missing"
    return f"{path.resolve()}:{st.st_size}:{st.st_mtime_ns}"


def model_key(model: Path, lora: Path | None, n_ctx: int) -> str:
    """The key under which KV snapshots are valid: any change of the model file, the adapter,
    the context size or the llama.cpp build gives a different key (and so no stale state)."""
    try:
        from importlib.metadata import version

        build = version("llama-cpp-python")
    except Exception:  # pragma: no cover - metadata missing
        build = "unknown"
    text = "|".join([file_identity(model), file_identity(lora), str(n_ctx), build])
    return hashlib.sha256(text.encode()).hexdigest()[:24]


@dataclass
class Snapshot:
    tokens: np.ndarray  # the prefix's tokens (int32)
    data: bytes  # llama_state_seq_get_data of sequence 0 holding exactly those tokens
    used: float = field(default_factory=time.monotonic)


class PrefixStore:
    """KV snapshots of recurring prompt prefixes for one model key, in memory and optionally on
    disk (one file per prefix, named by the key and a hash of the tokens)."""

    def __init__(self, key: str, directory: Path | None = None, max_items: int = MAX_SNAPSHOTS):
        self.key = key
        self.directory = directory
        self.max_items = max_items
        self.items: list[Snapshot] = []
        if directory is not None:
            self._load_disk()

    def _path(self, tokens: np.ndarray) -> Path:
        assert self.directory is not None
        digest = hashlib.sha256(tokens.astype(np.int32).tobytes()).hexdigest()[:16]
        return self.directory / f"{self.key}-{digest}{SNAPSHOT_SUFFIX}"

    def _load_disk(self) -> None:
        assert self.directory is not None
        with contextlib.suppress(OSError):
            files = sorted(
                self.directory.glob(f"{self.key}-*{SNAPSHOT_SUFFIX}"),
                key=lambda p: p.stat().st_mtime,
                reverse=True,
            )
            for path in files[: self.max_items]:
                snap = _read_snapshot(path)
                if snap is not None:
                    self.items.append(snap)

    def best(self, prompt: np.ndarray) -> Snapshot | None:
        """The longest stored prefix of `prompt` (shorter than the prompt), if any."""
        best: Snapshot | None = None
        for snap in self.items:
            n = len(snap.tokens)
            if n < len(prompt) and (best is None or n > len(best.tokens)):
                if lcp(snap.tokens, prompt) == n:
                    best = snap
        if best is not None:
            best.used = time.monotonic()
        return best

    def has(self, tokens: np.ndarray) -> bool:
        return any(
            len(s.tokens) == len(tokens) and lcp(s.tokens, tokens) == len(tokens)
            for s in self.items
        )

    def add(self, tokens: np.ndarray, data: bytes) -> None:
        snap = Snapshot(tokens.astype(np.int32).copy(), data)
        self.items.append(snap)
        self.items.sort(key=lambda s: s.used, reverse=True)
        dropped = self.items[self.max_items :]
        del self.items[self.max_items :]
        if self.directory is None:
            return
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            _write_snapshot(self._path(snap.tokens), snap)
            for old in dropped:
                with contextlib.suppress(OSError):
                    self._path(old.tokens).unlink()
        except OSError:
            pass  # a read-only cache only costs speed


_MAGIC = b"MAKV1\n"


def _write_snapshot(path: Path, snap: Snapshot) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "wb") as fh:
        fh.write(_MAGIC)
        fh.write(len(snap.tokens).to_bytes(8, "little"))
        fh.write(snap.tokens.astype("<i4").tobytes())
        fh.write(snap.data)
    os.replace(tmp, path)  # readers never see half a file


def _read_snapshot(path: Path) -> Snapshot | None:
    try:
        raw = path.read_bytes()
    except OSError:
        return None
    if not raw.startswith(_MAGIC) or len(raw) < len(_MAGIC) + 8:
        return None
    off = len(_MAGIC)
    n = int.from_bytes(raw[off : off + 8], "little")
    off += 8
    if n <= 0 or len(raw) < off + 4 * n + 1:
        return None
    tokens = np.frombuffer(raw[off : off + 4 * n], dtype="<i4").astype(np.int32)
    return Snapshot(tokens, raw[off + 4 * n :])


# -- the draft ----------------------------------------------------------------------------------
class DecodeCost:
    """What one batched decode costs on this machine, learnt from the decodes themselves.

    Where a single decode is bound by reading the weights and a batch rides along almost free (a
    fast CPU), drafts are cheap to check; where the cores are the limit (two slow AVX2 cores: a
    16-token batch measured 7x one token, an 8-token batch 6.5x) a long draft that is half
    rejected loses time. Each batch size keeps a running average of its own timings, since the
    matrix kernels make some sizes cheaper per token than others; a size not timed yet is
    estimated as ``single * (1 + ratio * (n - 1))`` with ``ratio`` the running average over all
    batches (a third until a batch is timed, between the machines in docs/benchmarks.md)."""

    PRIOR_RATIO = 1 / 3

    def __init__(self, weight: float = 0.3) -> None:
        self.weight = weight  # of a new observation in the running averages
        self.by_size: dict[int, float] = {}
        self.per_token_ratio: float | None = None
        self.frozen = False

    @classmethod
    def from_timings(cls, by_size: dict[int, float]) -> DecodeCost:
        """A frozen table from measured seconds per batch size (size 1 required): observations
        no longer change it, and sizes not measured are interpolated between the nearest
        measured ones (beyond the largest, its last per-token slope goes on)."""
        clean = {int(n): float(t) for n, t in by_size.items() if int(n) >= 1 and float(t) > 0}
        if 1 not in clean:
            raise ValueError("a decode cost table needs the single-token time (size 1)")
        cost = cls()
        cost.by_size = dict(sorted(clean.items()))
        cost.frozen = True
        sizes = list(cost.by_size)
        if len(sizes) > 1:
            last, first = sizes[-1], sizes[0]
            cost.per_token_ratio = max(0.0, cost.by_size[last] / cost.by_size[first] - 1) / (
                last - first
            )
        return cost

    @property
    def single(self) -> float | None:
        return self.by_size.get(1)

    def observe(self, n: int, seconds: float) -> None:
        if n <= 0 or seconds <= 0 or self.frozen:
            return
        w = self.weight
        old = self.by_size.get(n)
        self.by_size[n] = seconds if old is None else (1 - w) * old + w * seconds
        single = self.single
        if n > 1 and single:
            r = max(0.0, seconds / single - 1) / (n - 1)
            pr = self.per_token_ratio
            self.per_token_ratio = r if pr is None else (1 - w) * pr + w * r

    def ratio(self) -> float:
        """Cost of one more token in a batch, as a fraction of a single-token decode."""
        r = self.per_token_ratio
        return self.PRIOR_RATIO if r is None else max(0.02, r)

    def relative(self, n: int) -> float:
        """A decode of n tokens in single-token decodes."""
        single = self.single
        if n <= 1 or not single:
            return 1.0 + self.ratio() * max(0, n - 1)
        seen = self.by_size.get(n)
        if seen is not None:
            return max(1.0, seen / single)
        if self.frozen:
            return max(1.0, self._interpolate(n) / single)
        return 1.0 + self.ratio() * (n - 1)

    def _interpolate(self, n: int) -> float:
        sizes = list(self.by_size)
        below = max((m for m in sizes if m < n), default=sizes[0])
        above = min((m for m in sizes if m > n), default=None)
        if above is None:  # past the largest measured size: its last slope goes on
            prev = max((m for m in sizes if m < below), default=None)
            if prev is None:
                return self.by_size[below] * (1 + self.ratio() * (n - below))
            slope = (self.by_size[below] - self.by_size[prev]) / (below - prev)
            return self.by_size[below] + max(0.0, slope) * (n - below)
        t0, t1 = self.by_size[below], self.by_size[above]
        return t0 + (t1 - t0) * (n - below) / (above - below)


def measure_decode_cost(
    llm: Any, sizes: Sequence[int] = COST_SIZES, repeats: int = 2
) -> dict[int, float] | None:
    """Time one decode of each batch size on `llm`'s context, after the tokens it holds, as drafts
    are checked (logits for every position); the fastest of `repeats` runs counts, which is the
    machine's cost rather than a moment's load. The context is left as it was (its last logits
    are not: the caller reads at least one token before sampling). None when the context has no
    room for the largest batch."""
    start = int(llm.n_tokens)
    largest = max(sizes)
    if start + largest >= llm.n_ctx() or largest > llm.n_batch:
        return None
    bos = int(llm.token_bos())
    token = int(llm.input_ids[start - 1]) if start > 0 else max(bos, 0)  # a model may lack a BOS
    ctx = llm._ctx
    times: dict[int, float] = {}
    try:
        for _ in range(repeats):
            for n in sizes:
                llm._batch.set_batch(batch=[token] * n, n_past=start, logits_all=n > 1)
                t0 = time.perf_counter()
                ctx.decode(llm._batch)
                took = time.perf_counter() - t0
                ctx.kv_cache_seq_rm(-1, start, -1)
                times[n] = min(times.get(n, took), took)
    finally:
        ctx.kv_cache_seq_rm(-1, start, -1)
        llm.n_tokens = start
    return times


def cpu_name() -> str:
    """The processor's model name (what the cost table is valid for)."""
    with contextlib.suppress(OSError):
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.lower().startswith("model name"):
                return line.split(":", 1)[1].strip()
    return platform.processor() or platform.machine()


def load_cost_table(path: Path | None, threads: int) -> DecodeCost | None:
    """The frozen cost table stored at `path`, if it was measured with this CPU and thread count;
    None when missing, unreadable or made elsewhere (it is measured again)."""
    if path is None:
        return None
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        if raw.get("format") != COST_FORMAT or raw.get("cpu") != cpu_name():
            return None
        if int(raw.get("threads", -1)) != threads:
            return None
        return DecodeCost.from_timings({int(k): float(v) for k, v in raw["by_size"].items()})
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return None


def save_cost_table(path: Path | None, cost: DecodeCost, threads: int) -> None:
    """Write the table atomically beside the prefix snapshots; a failure only costs a re-measure."""
    if path is None:
        return
    data = {
        "format": COST_FORMAT,
        "cpu": cpu_name(),
        "threads": threads,
        "by_size": {str(n): round(t, 6) for n, t in cost.by_size.items()},
        "measured": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
    }
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        os.replace(tmp, path)


def best_draft_length(p: float, cost: Callable[[int], float], available: int) -> int:
    """The draft length k (0..available) that yields the most tokens per second of decoding.

    A decode of the produced token plus k drafted ones costs ``cost(k + 1)`` single decodes and
    yields ``1 + p + ... + p^k`` tokens on average when each drafted token is accepted with
    probability ``p`` until the first miss. k = 0 means: do not draft (a plain decode)."""
    best_k, best_rate = 0, 1.0 / cost(1)
    expected, term = 1.0, 1.0
    for k in range(1, available + 1):
        term *= p
        expected += term
        rate = expected / cost(k + 1)
        if rate > best_rate * 1.0001:
            best_k, best_rate = k, rate
    return best_k


class Acceptance:
    """A running estimate of the chance that a drafted token is accepted, given the tokens
    before it were (geometric: accepted tokens over accepted tokens plus misses), starting from a
    prior worth a few drafts and forgetting old drafts slowly."""

    def __init__(self, prior: float, strength: float = 4.0, decay: float = 0.9) -> None:
        self.hits = prior * strength
        self.misses = (1 - prior) * strength
        self.decay = decay

    def update(self, proposed: int, accepted: int) -> None:
        self.hits = self.decay * self.hits + accepted
        self.misses = self.decay * self.misses + (1 if accepted < proposed else 0)

    @property
    def p(self) -> float:
        return min(0.995, self.hits / max(1e-9, self.hits + self.misses))


class NgramDraft:
    """Prompt-lookup drafting: find the longest recent n-gram of the context earlier in it and
    propose what followed. Follows a match it has been accepting (copying a block of code) before
    searching again.

    Without a :class:`DecodeCost` the length adapts by a fixed rule (grow by 4 after full
    acceptance, shrink after a miss, at most ``max_draft``). With one, each proposal is cut to the
    length that maximises expected tokens per second, from the measured cost of a batch on this
    machine and the running acceptance of the kind of match (a block being followed, or a fresh
    n-gram match), and it is empty when drafting would not pay."""

    def __init__(
        self,
        max_ngram: int = 4,
        min_ngram: int = 2,
        max_draft: int = 12,
        cost: DecodeCost | None = None,
    ) -> None:
        self.max_ngram = max_ngram
        self.min_ngram = min_ngram
        self.max_draft = max_draft
        self.size = max_draft
        self.cost = cost
        self.following = Acceptance(prior=0.9)  # drafts that continue an accepted block
        self.fresh = Acceptance(prior=0.6)  # drafts from a new n-gram match
        self._next: int | None = None  # where the copied block continues, if following one
        self._kind: Acceptance | None = None  # which estimate the last proposal used
        # a draft not worth checking: its first token, checked against what the model wrote
        # instead, keeps the acceptance estimate learning at no cost
        self._shadow: tuple[int, Acceptance] | None = None

    def feedback(self, proposed: int, accepted: int) -> None:
        """Adapt the draft length: grow after full acceptance, shrink after a miss."""
        if proposed == 0:
            return
        if self._kind is not None:
            self._kind.update(proposed, accepted)
        if accepted >= proposed:
            self.size = min(self.max_draft, self.size + 4)
            if self._next is not None:
                # the model's next token is checked against the one after the copied block
                self._next += accepted + 1
        else:
            self.size = max(2, accepted + 2)
            self._next = None

    def _cut(self, out: np.ndarray, kind: Acceptance) -> list[int]:
        self._kind = kind
        if self.cost is not None:
            keep = best_draft_length(kind.p, self.cost.relative, len(out))
            if keep == 0:
                self._kind = None
                self._shadow = (int(out[0]), kind)
                if self._next is not None:
                    self._next += 1  # where the block goes on if the model writes out[0]
                return []
            out = out[:keep]
        return [int(t) for t in out]

    def propose(self, ids: np.ndarray, limit: int) -> list[int]:
        if self._shadow is not None:
            token, kind = self._shadow
            self._shadow = None
            kind.update(1, 1 if len(ids) and int(ids[-1]) == token else 0)
        k = min(self.max_draft if self.cost is not None else self.size, limit)
        n = len(ids)
        if k <= 0 or n < self.min_ngram + 1:
            return []
        nxt = self._next
        if nxt is not None and 0 < nxt < n - 1 and ids[nxt - 1] == ids[-1]:
            out = ids[nxt : min(nxt + k, n - 1)]
            if len(out):
                self._next = nxt
                return self._cut(out, self.following)
        self._next = None
        for size in range(min(self.max_ngram, n - 1), self.min_ngram - 1, -1):
            tail = ids[n - size :]
            windows = np.lib.stride_tricks.sliding_window_view(ids[: n - 1], size)
            hits = np.nonzero(np.all(windows == tail, axis=1))[0]
            if hits.size == 0:
                continue
            start = int(hits[-1]) + size  # the most recent earlier occurrence
            if start >= n:
                continue
            out = ids[start : min(start + k, n)]
            if len(out):
                self._next = start
                return self._cut(out, self.fresh)
        return []


# -- the generation loop ------------------------------------------------------------------------
@dataclass
class FastStats:
    prompt_tokens: int = 0
    reused_tokens: int = 0  # prompt tokens whose KV came from the context or a snapshot
    restored_tokens: int = 0  # of those, restored from a snapshot
    snapshot_saved: int = 0  # tokens of a new snapshot taken in this call (0 if none)
    drafted: int = 0
    accepted: int = 0
    decodes: int = 0  # decode calls after the prompt
    completion_tokens: int = 0
    finish_reason: str = "stop"


class FastGenerator:
    """Formats a chat with the model's own template and streams the answer with prefix reuse,
    snapshots and (optionally) prompt-lookup speculation. Not thread-safe: the backend's lock
    serialises calls."""

    def __init__(
        self,
        llm: Any,
        store: PrefixStore | None,
        speculative: bool,
        cost_path: Path | None = None,
        threads: int = 0,
    ) -> None:
        from llama_cpp import llama_chat_format

        self.llm = llm
        self.store = store
        self.speculative = speculative
        # drafts cut to this machine's batch cost (the default) or the fixed rule of up to 12
        # tokens (MANIM_AGENT_COSTED_DRAFTS=0). The table is measured once and frozen, so the
        # draft lengths, and a seeded sample, do not change from one call to the next
        self.costed_drafts = os.environ.get("MANIM_AGENT_COSTED_DRAFTS", "1") != "0"
        self.cost_path = cost_path
        self.threads = threads
        self.cost: DecodeCost | None = load_cost_table(cost_path, threads)
        self.cost_measured_s: float | None = None  # how long measuring took, when it ran here
        template = str(llm.metadata["tokenizer.chat_template"])
        eos_id, bos_id = llm.token_eos(), llm.token_bos()
        eos = llm._model.token_get_text(eos_id) if eos_id != -1 else ""
        bos = llm._model.token_get_text(bos_id) if bos_id != -1 else ""
        self.formatter = llama_chat_format.Jinja2ChatFormatter(
            template=template, eos_token=eos, bos_token=bos, stop_token_ids=[eos_id]
        )
        self._last_prompt: np.ndarray | None = None

    @staticmethod
    def supported(llm: Any) -> bool:
        """Only when the binding itself would format with the GGUF's own Jinja template."""
        return (
            getattr(llm, "chat_handler", None) is None
            and getattr(llm, "chat_format", None) == "chat_template.default"
            and "tokenizer.chat_template" in getattr(llm, "metadata", {})
        )

    def prompt(self, messages: list[Any]) -> tuple[list[int], list[str]]:
        res = self.formatter(messages=messages)
        tokens = self.llm.tokenize(
            res.prompt.encode("utf-8"), add_bos=not res.added_special, special=True
        )
        stop = res.stop if isinstance(res.stop, list) else ([res.stop] if res.stop else [])
        return list(tokens), [s for s in stop if s]

    # -- KV state ---------------------------------------------------------------------------
    def _save(self) -> bytes:
        import llama_cpp

        ctx = self.llm._ctx.ctx
        size = int(llama_cpp.llama_state_seq_get_size(ctx, 0))
        buf = (ctypes.c_uint8 * size)()
        n = int(llama_cpp.llama_state_seq_get_data(ctx, buf, size, 0))
        # one copy: slicing a c_uint8 array would build a list of n ints first (8 bytes a state
        # byte: about 200 MB for the 28 MB state of a 1,000-token prefix of the 1.5B)
        return ctypes.string_at(buf, n)

    def _restore(self, snap: Snapshot) -> bool:
        import llama_cpp

        llm = self.llm
        llm._ctx.kv_cache_seq_rm(-1, 0, -1)
        src = (ctypes.c_uint8 * len(snap.data)).from_buffer_copy(snap.data)
        read = int(llama_cpp.llama_state_seq_set_data(llm._ctx.ctx, src, len(snap.data), 0))
        n = len(snap.tokens)
        if read == 0:
            llm._ctx.kv_cache_seq_rm(-1, 0, -1)
            llm.n_tokens = 0
            return False
        llm.input_ids[:n] = snap.tokens
        llm.n_tokens = n
        llm._requires_eval = True
        return True

    def _truncate(self, n: int) -> None:
        self.llm._ctx.kv_cache_seq_rm(-1, n, -1)
        self.llm.n_tokens = n

    def _reuse(self, ids: np.ndarray) -> tuple[int, bool]:
        """How many leading tokens of `ids` the context holds: what it has in common with them
        already, or a longer snapshot restored from the store. Returns (that count, whether a
        snapshot was restored); a snapshot that fails to restore leaves an empty context (0)."""
        reuse = lcp(self.llm.input_ids[: self.llm.n_tokens], ids)
        if self.store is not None:
            snap = self.store.best(ids)
            if snap is not None and len(snap.tokens) > reuse:
                if self._restore(snap):
                    return len(snap.tokens), True
                return 0, False
        return reuse, False

    def prepare(self, prompt: list[int], stats: FastStats) -> None:
        """Bring the context to hold `prompt`, reading as little of it as possible."""
        llm = self.llm
        ids = np.asarray(prompt, dtype=np.int32)
        reuse, restored = self._reuse(ids)
        if restored:
            stats.restored_tokens = reuse
        reuse = min(reuse, len(ids) - 1)  # at least one token is read for fresh logits
        point = 0
        if self.store is not None and self._last_prompt is not None:
            point = lcp(self._last_prompt, ids)
            # the context already holding more of the prompt than the point (a prefill read it):
            # saving would mean dropping that and reading it again, so no snapshot this time
            if (
                point < MIN_PREFIX_TOKENS
                or point >= len(ids)
                or reuse > point
                or self.store.has(ids[:point])
            ):
                point = 0
        self._last_prompt = ids
        if point:
            reuse = min(reuse, point)
            self._truncate(reuse)
            llm.eval(prompt[reuse:point])
            self.store.add(ids[:point], self._save())  # type: ignore[union-attr]
            stats.snapshot_saved = point
            reuse = point
        stats.reused_tokens = reuse
        self._truncate(reuse)
        llm.eval(prompt[reuse:])

    def prefill(
        self, prompt: list[int], stop: Callable[[], bool], chunk: int = PREFILL_CHUNK
    ) -> tuple[int, int]:
        """Read `prompt` into the context ahead of a call that will start with most of it (the
        editor sends the description while it is being typed), `chunk` tokens at a time so that
        `stop()` (a real call waiting, or a newer prefill) ends it within one chunk. What was
        read stays valid: the next call's prefix match keeps it. Returns (tokens already in the
        context or restored from a snapshot, tokens read now). No snapshot is saved from it,
        and the next call's snapshot point is still found against the last real prompt."""
        llm = self.llm
        ids = np.asarray(prompt, dtype=np.int32)
        if len(ids) >= llm.n_ctx():
            return 0, 0
        reuse, _ = self._reuse(ids)
        self._truncate(reuse)
        start = reuse
        while reuse < len(ids) and not stop():
            end = min(len(ids), reuse + chunk)
            llm.eval(prompt[reuse:end])
            reuse = end
        return start, reuse - start

    def _measure_cost(self) -> None:
        t0 = time.perf_counter()
        try:
            timings = measure_decode_cost(self.llm)
        except (RuntimeError, ValueError, OSError):
            # a decode the binding refused (or an abort): never worth failing the answer for
            timings = None
        if timings is None:
            return  # no room in the context now: the fixed rule this time, measured later
        self.cost = DecodeCost.from_timings(timings)
        self.cost_measured_s = time.perf_counter() - t0
        save_cost_table(self.cost_path, self.cost, self.threads)

    # -- decoding ---------------------------------------------------------------------------
    def stream(
        self,
        prompt: list[int],
        *,
        max_tokens: int,
        temperature: float,
        top_p: float,
        seed: int | None,
        stats: FastStats,
        grammar: Any = None,
    ) -> Generator[int, None, None]:
        """Yield the answer's tokens (ending before an end-of-generation token); a `grammar`
        (a ``LlamaGrammar``) restricts every sampled token, drafted ones included (the sampler
        accepts only what it samples, so the grammar's state follows the answer)."""
        import llama_cpp

        llm = self.llm
        n_ctx = llm.n_ctx()
        if len(prompt) >= n_ctx:
            raise ValueError(f"Requested tokens ({len(prompt)}) exceed context window of {n_ctx}")
        if max_tokens is None or max_tokens <= 0:
            max_tokens = n_ctx - len(prompt)
        max_tokens = min(max_tokens, n_ctx - len(prompt))
        stats.prompt_tokens = len(prompt)
        llm.set_seed(seed if seed is not None else random.Random(llm._seed).randint(0, 2**32))
        sampler = llm._init_sampler(
            temp=temperature, top_p=top_p, top_k=40, min_p=0.05, grammar=grammar
        )
        if self.speculative and self.costed_drafts and self.cost is None:
            self._measure_cost()  # once per machine and model: before the prompt's last read
        self.prepare(prompt, stats)
        vocab = llm._model.vocab
        draft: NgramDraft | None = None
        if self.speculative:
            costed = self.costed_drafts and self.cost is not None
            draft = NgramDraft(max_draft=MAX_DRAFT, cost=self.cost) if costed else NgramDraft()
        tok = sampler.sample(llm._ctx, -1)
        produced = 0
        try:
            while True:
                if llama_cpp.llama_vocab_is_eog(vocab, tok):
                    stats.finish_reason = "stop"
                    return
                produced += 1
                stats.completion_tokens = produced
                yield tok
                if produced >= max_tokens:
                    stats.finish_reason = "length"
                    return
                n_past = llm.n_tokens
                room = min(max_tokens - produced, n_ctx - n_past - 1)
                proposal: list[int] = []
                if draft is not None and room > 0:
                    llm.input_ids[n_past] = tok
                    proposal = draft.propose(llm.input_ids[: n_past + 1], room)
                batch = [tok, *proposal]
                llm._batch.set_batch(batch=batch, n_past=n_past, logits_all=bool(proposal))
                llm._ctx.decode(llm._batch)
                stats.decodes += 1
                llm.input_ids[n_past : n_past + len(batch)] = batch
                llm.n_tokens = n_past + len(batch)
                stats.drafted += len(proposal)
                accepted = 0
                nxt = sampler.sample(llm._ctx, 0 if proposal else -1)
                while accepted < len(proposal) and nxt == proposal[accepted]:
                    if llama_cpp.llama_vocab_is_eog(vocab, nxt):
                        break
                    accepted += 1
                    produced += 1
                    stats.completion_tokens = produced
                    yield nxt
                    if produced >= max_tokens:
                        self._truncate(n_past + 1 + accepted)
                        stats.accepted += accepted
                        stats.finish_reason = "length"
                        return
                    nxt = sampler.sample(llm._ctx, accepted)
                stats.accepted += accepted
                if draft is not None:
                    draft.feedback(len(proposal), accepted)
                if accepted < len(proposal):
                    self._truncate(n_past + 1 + accepted)
                tok = nxt
        finally:
            # the context must hold only tokens whose KV is valid for the next call's prefix match
            if llm.n_tokens > len(prompt) + produced:
                self._truncate(len(prompt) + produced)


def detokenizer(llm: Any) -> Any:
    """A function token -> text piece that carries incomplete UTF-8 over to the next token."""
    decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")

    def piece(tok: int) -> str:
        return str(decoder.decode(llm._model.detokenize([tok], special=False)))

    return piece
