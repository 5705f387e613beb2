"""The fast generation path (issue 19): prefix snapshots and prompt-lookup speculation give the
binding's own answer, survive odd caches and cancellation; the drafting logic on its own."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np
import pytest

from server.backends import BackendError, CancelToken, GenerationParams, LlamaCppBackend
from server.backends.base import first_stop as _first_stop
from server.backends.base import stop_prefix_len as _stop_prefix_len
from server.backends.fastpath import (
    Acceptance,
    DecodeCost,
    NgramDraft,
    PrefixStore,
    best_draft_length,
    cpu_name,
    lcp,
    load_cost_table,
    model_key,
    save_cost_table,
)
from server.prompts import generation_messages, plan_messages, repair_messages

EXAMPLES = [
    (
        "A red square rotates by ninety degrees.",
        "from manim import *\n\n\nclass RotateSquare(Scene):\n    def construct(self):\n"
        "        square = Square(color=RED)\n        self.play(Create(square))\n"
        "        self.play(Rotate(square, PI / 2))\n        self.wait()",
    ),
]
BROKEN = (
    "from manim import *\n\n\nclass Shapes(Scene):\n    def construct(self):\n"
    "        circle = Circle(color=BLUE)\n        square = Square(color=GREEN).shift(RIGHT * 2)\n"
    "        label = Text('shapes').to_edge(UP)\n        self.play(Create(circle), Create(square))\n"
    "        self.play(circle.fade_in())\n        self.play(Write(label))\n        self.wait()\n"
)
ERROR = "AttributeError: Circle object has no attribute 'fade_in'"
GEN = generation_messages("A green triangle grows from the centre.", EXAMPLES, guide=True)
REPAIR = repair_messages("A circle and a square appear, then a label.", BROKEN, ERROR, guide=True)
GREEDY = GenerationParams(max_tokens=160, temperature=0.0, seed=0)


@pytest.fixture(scope="module")
def old(small_model_path: Path) -> Iterator[LlamaCppBackend]:
    backend = LlamaCppBackend(small_model_path, n_threads=1, prefix_cache=False, speculative=False)
    yield backend
    backend.close()


@pytest.fixture(scope="module")
def new(small_model_path: Path) -> Iterator[LlamaCppBackend]:
    backend = LlamaCppBackend(small_model_path, n_threads=1, prefix_cache=True, speculative=True)
    yield backend
    backend.close()


def test_fast_path_gives_the_binding_answer_at_temperature_0(
    old: LlamaCppBackend, new: LlamaCppBackend
) -> None:
    """Generate, repair and generate again: the same text as create_chat_completion, with the
    shared system prefix reused and repair tokens accepted from drafts."""
    for messages in (GEN, REPAIR, GEN):
        want = old.chat(messages, GREEDY)
        got = new.chat(messages, GREEDY)
        assert got.text == want.text
        assert got.finish_reason == want.finish_reason
    stats = new.last_stats
    assert stats is not None and stats.reused_tokens > 100  # the system text was not read again
    new.chat(REPAIR, GREEDY)
    assert new.last_stats is not None and new.last_stats.accepted > 0


def test_fast_path_sampling_with_a_seed_is_reproducible(new: LlamaCppBackend) -> None:
    """At temperature 0.8 with a fixed seed the fast path gives the same answer every time from
    the same context state (the draft lengths come from a frozen cost table). (It need not equal
    the binding's sample: drafts are verified in a batch, whose logits differ from
    one-token decoding in the last bits, so a near-tie can sample differently; at temperature 0
    the answers are the same, as the test above shows.)"""
    p = GenerationParams(max_tokens=80, temperature=0.8, seed=7)
    # the same context state for both calls: a cold call reads the whole prompt in large batches
    # and a warm one only its last token on the cached KV, whose logits differ in the last bits
    # (as batched verification does, above), so a near-tie can flip between a cold and a warm call
    new.chat(REPAIR, GenerationParams(max_tokens=1, temperature=0.0))
    first = new.chat(REPAIR, p)
    again = new.chat(REPAIR, p)
    assert first.text == again.text and first.completion_tokens > 0


def test_snapshot_restores_the_system_prefix_after_another_prompt(
    small_model_path: Path, old: LlamaCppBackend
) -> None:
    """After a call with another system text, the next prompt restores the fixed prefix from the
    snapshot taken when two prompts shared it, and still answers as the binding does."""
    backend = LlamaCppBackend(small_model_path, n_threads=1, speculative=False)
    try:
        backend.chat(GEN, GenerationParams(max_tokens=4, temperature=0.0))
        backend.chat(REPAIR, GenerationParams(max_tokens=4, temperature=0.0))
        assert backend.last_stats is not None and backend.last_stats.snapshot_saved >= 100
        backend.chat(plan_messages("A dot moves."), GenerationParams(max_tokens=4))
        got = backend.chat(GEN, GREEDY)
        assert backend.last_stats is not None and backend.last_stats.restored_tokens >= 100
        assert got.text == old.chat(GEN, GREEDY).text
    finally:
        backend.close()


def test_draft_cost_table_is_measured_once_stored_and_reused(
    small_model_path: Path, tmp_path: Path
) -> None:
    """The first drafted answer measures the batch cost table and stores it beside the snapshots;
    a new backend on the same model reads it instead of measuring, and with the same table a
    seeded sample at temperature 0.8 from a cold context is the same answer in both."""
    p = GenerationParams(max_tokens=60, temperature=0.8, seed=11)
    first = LlamaCppBackend(small_model_path, n_threads=1, prefix_cache_dir=tmp_path)
    try:
        a = first.chat(REPAIR, p)
        fast = first._fast
        assert fast is not None and fast.costed_drafts and fast.cost is not None
        assert fast.cost.frozen and fast.cost_measured_s is not None
        assert set(fast.cost.by_size) == {1, 2, 4, 8, 16, 33}
        table = dict(fast.cost.by_size)
        # frozen: warm calls (the same context state) get the same drafts and the same sample
        assert first.chat(REPAIR, p).text == first.chat(REPAIR, p).text
        assert fast.cost.by_size == table
    finally:
        first.close()
    files = list(tmp_path.glob("*.cost.json"))
    assert len(files) == 1 and '"by_size"' in files[0].read_text()
    second = LlamaCppBackend(small_model_path, n_threads=1, prefix_cache_dir=tmp_path)
    try:
        b = second.chat(REPAIR, p)
        fast = second._fast
        assert fast is not None and fast.cost is not None and fast.cost_measured_s is None
        assert fast.cost.by_size == pytest.approx(table, rel=1e-4)
        assert b.text == a.text
    finally:
        second.close()


def test_disk_snapshot_serves_a_new_process_and_a_corrupt_one_is_harmless(
    small_model_path: Path, old: LlamaCppBackend, tmp_path: Path
) -> None:
    """A snapshot written by one backend is restored by the next one on the same model (the CLI's
    case); a corrupt snapshot file costs speed only: the answer is unchanged."""
    first = LlamaCppBackend(
        small_model_path, n_threads=1, speculative=False, prefix_cache_dir=tmp_path
    )
    try:
        first.chat(GEN, GenerationParams(max_tokens=2, temperature=0.0))
        first.chat(REPAIR, GenerationParams(max_tokens=2, temperature=0.0))
    finally:
        first.close()
    files = list(tmp_path.glob("*.kv"))
    assert len(files) == 1
    second = LlamaCppBackend(
        small_model_path, n_threads=1, speculative=False, prefix_cache_dir=tmp_path
    )
    try:
        got = second.chat(REPAIR, GREEDY)
        assert second.last_stats is not None and second.last_stats.restored_tokens >= 100
        assert got.text == old.chat(REPAIR, GREEDY).text
    finally:
        second.close()
    raw = files[0].read_bytes()
    cut = len(raw) - 4096
    files[0].write_bytes(raw[:cut] + bytes(len(raw) - cut))  # KV data zeroed at the end
    third = LlamaCppBackend(
        small_model_path, n_threads=1, speculative=False, prefix_cache_dir=tmp_path
    )
    try:
        assert third.chat(REPAIR, GREEDY).text == old.chat(REPAIR, GREEDY).text
    finally:
        third.close()


def test_cancel_during_speculation_then_the_next_answer_is_intact(
    old: LlamaCppBackend, new: LlamaCppBackend
) -> None:
    """Cancelling while drafted code is being accepted ends the call as cancelled, and the
    context left behind does not change the next answer."""
    cancel = CancelToken()
    pieces: list[str] = []

    def on_token(piece: str) -> None:
        pieces.append(piece)
        if len(pieces) == 30:
            cancel.cancel()

    out = new.chat(REPAIR, GREEDY, on_token=on_token, cancel=cancel)
    assert out.finish_reason == "cancelled"
    assert 30 <= len(pieces) < 60
    assert new.chat(REPAIR, GREEDY).text == old.chat(REPAIR, GREEDY).text


def test_model_key_changes_with_model_adapter_and_context(tmp_path: Path) -> None:
    """Snapshots are keyed by the model and adapter files' identity and the context size, so a
    changed file never gets another file's KV state; other keys' files are not loaded."""
    model, lora = tmp_path / "m.gguf", tmp_path / "a.gguf"
    model.write_bytes(b"GGUF" + bytes(64))
    lora.write_bytes(b"GGUF" + bytes(32))
    base = model_key(model, None, 8192)
    assert model_key(model, lora, 8192) != base
    assert model_key(model, None, 4096) != base
    os.utime(model, ns=(1, 1))
    assert model_key(model, None, 8192) != base
    model.write_bytes(b"GGUF" + bytes(65))
    changed = model_key(model, None, 8192)
    assert changed != model_key(model, lora, 8192)
    store = PrefixStore(base, tmp_path / "kv")
    store.add(np.arange(40, dtype=np.int32), b"state")
    assert len(PrefixStore(base, tmp_path / "kv").items) == 1
    assert PrefixStore(changed, tmp_path / "kv").items == []


def test_prefix_store_picks_the_longest_stored_prefix(tmp_path: Path) -> None:
    """best() returns the longest snapshot that is a proper prefix of the prompt, never one that
    diverges from it; the store keeps at most max_items."""
    store = PrefixStore("k", None, max_items=2)
    prompt = np.arange(100, dtype=np.int32)
    store.add(prompt[:40], b"a")
    store.add(prompt[:60], b"b")
    other = prompt[:80].copy()
    other[70] = -1
    store.add(other, b"c")
    best = store.best(prompt)
    assert best is not None and best.data == b"b"
    assert len(store.items) == 2
    assert store.best(prompt[:30]) is None
    assert lcp([1, 2, 3], [1, 2, 4]) == 2 and lcp([], [1]) == 0 and lcp([5, 6], [5, 6]) == 2


def test_ngram_draft_copies_the_block_that_follows_a_match() -> None:
    """The draft proposes what followed the latest n-gram earlier in the context, follows that
    block while it is accepted, and shrinks after a miss."""
    code = list(range(100, 130))
    ids = np.array([1, 2, *code, 7, 8, *code[:5]], dtype=np.int32)
    draft = NgramDraft(max_draft=8)
    out = draft.propose(ids, 20)
    assert out == code[5:13]
    draft.feedback(8, 8)
    ids2 = np.concatenate([ids, np.array(code[5:14], dtype=np.int32)])  # drafts + next token
    assert draft.propose(ids2, 20)[:4] == code[14:18]
    draft.feedback(12, 1)
    assert draft.size == 3
    assert NgramDraft().propose(np.array([1, 2, 3, 4], dtype=np.int32), 5) == []


def linear(ratio: float) -> Callable[[int], float]:
    return lambda n: 1 + ratio * (n - 1)


def test_draft_length_follows_acceptance_and_batch_cost() -> None:
    """Long drafts where a batch is cheap and drafts are accepted, none where checking a draft
    costs more than the tokens it is expected to save."""
    assert best_draft_length(0.97, linear(0.15), 32) >= 16  # copying code, weight-bound CPU
    assert best_draft_length(0.97, linear(0.4), 32) < best_draft_length(0.97, linear(0.15), 32)
    assert best_draft_length(0.9, linear(0.4), 32) <= 6
    assert best_draft_length(0.3, linear(0.5), 32) == 0  # a poor match on compute-bound cores
    assert best_draft_length(0.99, linear(0.1), 3) == 3  # never more than is available
    assert best_draft_length(0.99, linear(0.1), 0) == 0
    # a batch size the kernels handle badly is skipped for a longer, cheaper one
    lumpy = {n: float(n) for n in range(2, 10)}  # no batch cheaper per token than one token
    assert best_draft_length(0.95, lambda n: lumpy.get(n, 1 + 0.5 * (n - 1)), 8) == 0
    lumpy[9] = 3.0
    assert best_draft_length(0.95, lambda n: lumpy.get(n, 1 + 0.5 * (n - 1)), 8) == 8


def test_decode_cost_learns_each_batch_size() -> None:
    cost = DecodeCost(weight=1.0)
    assert cost.ratio() == pytest.approx(1 / 3)  # the prior before anything is timed
    assert cost.relative(4) == pytest.approx(2.0)
    cost.observe(16, 0.5)  # a batch before any single decode cannot be related to one yet
    assert cost.per_token_ratio is None
    cost.observe(1, 0.066)
    cost.observe(16, 0.476)
    assert cost.single == pytest.approx(0.066)
    assert cost.ratio() == pytest.approx((0.476 / 0.066 - 1) / 15)
    assert cost.relative(16) == pytest.approx(0.476 / 0.066)  # its own timing
    assert cost.relative(5) == pytest.approx(1 + cost.ratio() * 4)  # not timed: the average
    cost.observe(0, 1.0)  # nonsense is ignored
    cost.observe(4, -1.0)
    assert cost.single == pytest.approx(0.066) and 4 not in cost.by_size


def test_frozen_cost_table_interpolates_and_ignores_new_timings() -> None:
    """A measured table answers every batch size: measured ones as timed, others between their
    neighbours, beyond the largest along its last slope; observations leave it as it is."""
    cost = DecodeCost.from_timings({1: 0.1, 2: 0.15, 4: 0.2, 8: 0.4, 33: 1.4})
    assert cost.frozen and cost.relative(1) == 1.0
    assert cost.relative(4) == pytest.approx(2.0)
    assert cost.relative(6) == pytest.approx(3.0)  # halfway between 0.2 and 0.4
    assert cost.relative(20) == pytest.approx((0.4 + (1.4 - 0.4) * 12 / 25) / 0.1)
    assert cost.relative(41) == pytest.approx((1.4 + 8 * (1.0 / 25)) / 0.1)
    cost.observe(4, 5.0)
    cost.observe(1, 9.0)
    assert cost.by_size[4] == 0.2 and cost.single == 0.1
    with pytest.raises(ValueError, match="size 1"):
        DecodeCost.from_timings({2: 0.1})


def test_cost_table_file_round_trip_and_what_makes_it_stale(tmp_path: Path) -> None:
    """Saved and loaded back for the same CPU and thread count; another thread count, another
    CPU, a corrupt or missing file all give None (the table is measured again)."""
    path = tmp_path / "k-t2.cost.json"
    assert load_cost_table(path, 2) is None and load_cost_table(None, 2) is None
    save_cost_table(path, DecodeCost.from_timings({1: 0.066, 16: 0.476}), 2)
    got = load_cost_table(path, 2)
    assert got is not None and got.frozen and got.by_size == {1: 0.066, 16: 0.476}
    assert load_cost_table(path, 4) is None
    raw = path.read_text()
    path.write_text(raw.replace(json_str(cpu_name()), json_str("Some Other CPU")))
    assert load_cost_table(path, 2) is None
    for bad in ("", "{not json", '{"format": 1}', "[1, 2]"):
        path.write_text(bad)
        assert load_cost_table(path, 2) is None


def json_str(text: str) -> str:
    import json

    return json.dumps(text)


def test_acceptance_estimate_moves_with_the_drafts() -> None:
    acc = Acceptance(prior=0.6, strength=4.0, decay=1.0)
    assert acc.p == pytest.approx(0.6)
    acc.update(10, 10)  # all accepted: no miss observed
    assert acc.p == pytest.approx((2.4 + 10) / (2.4 + 10 + 1.6))
    acc.update(5, 0)
    assert acc.p < (2.4 + 10) / (2.4 + 10 + 1.6)


def test_costed_draft_stops_drafting_when_it_does_not_pay_and_keeps_learning() -> None:
    """With an expensive batch and fresh matches that keep missing, the draft goes quiet; the
    first token it would have proposed is still checked, so a run of good matches brings it back."""
    cost = DecodeCost(weight=1.0)
    cost.observe(1, 0.1)
    cost.observe(9, 0.1 + 8 * 0.06)  # each extra token costs 0.6 of a single decode
    cost.observe(2, 0.16)
    draft = NgramDraft(cost=cost)
    draft.fresh = Acceptance(prior=0.2)
    code = list(range(100, 130))
    ids = np.array([1, 2, *code, 7, 8, *code[:5]], dtype=np.int32)
    assert draft.propose(ids, 20) == []  # not worth a batch
    assert draft._shadow == (code[5], draft.fresh)
    before = draft.fresh.p
    # the model writes the very token the draft held back: the estimate rises, unpaid
    ids2 = np.concatenate([ids, np.array([code[5]], dtype=np.int32)])
    draft.propose(ids2, 20)
    assert draft.fresh.p > before
    # a cheap batch and a block being followed: a long draft of the copied code
    cheap = DecodeCost(weight=1.0)
    cheap.observe(1, 0.1)
    cheap.observe(17, 0.1 + 16 * 0.01)
    follow = NgramDraft(cost=cheap)
    out = follow.propose(ids, 20)
    assert out == code[5 : 5 + len(out)] and 1 <= len(out) <= 4  # a fresh match: a short draft
    follow.feedback(len(out), len(out))
    ids3 = np.concatenate([ids, np.array(code[5 : 6 + len(out)], dtype=np.int32)])
    longer = follow.propose(ids3, 20)  # the same block, now followed: a longer draft
    assert len(longer) > len(out) and longer == code[6 + len(out) : 6 + len(out) + len(longer)]


def test_stop_strings_are_found_and_held_back() -> None:
    """A stop string ends the text where it begins; a tail that may start one is held back."""
    assert _first_stop("abc<|im_end|>x", ["<|im_end|>"], 0) == 3
    assert _first_stop("abc", ["<|im_end|>"], 0) is None
    assert _stop_prefix_len("code <|im", ["<|im_end|>"]) == 4
    assert _stop_prefix_len("code", ["<|im_end|>"]) == 0


# -- prefill while the description is typed -------------------------------------------------------
PARTIAL = generation_messages("A green triangle grows", EXAMPLES, guide=True)
LONG_REPAIR = repair_messages("Shapes, many times.", BROKEN * 6, ERROR, guide=True)


def test_prefill_then_the_call_reads_only_what_differs(
    small_model_path: Path, old: LlamaCppBackend
) -> None:
    """A prefill of the prompt for the text typed so far: the real call keeps every token up to
    where the final description differs (no snapshot drops them) and answers as the binding."""
    backend = LlamaCppBackend(small_model_path, n_threads=1, speculative=False)
    try:
        backend.chat(REPAIR, GenerationParams(max_tokens=2, temperature=0.0))  # another prompt
        stats = backend.prefill(PARTIAL)
        assert stats is not None and not stats["stopped"]
        assert stats["read_tokens"] > 50 and stats["kept_tokens"] > 100  # the system prefix
        assert stats["kept_tokens"] + stats["read_tokens"] == stats["prompt_tokens"]
        assert backend._fast is not None
        partial, _ = backend._fast.prompt(list(PARTIAL))
        full, _ = backend._fast.prompt(list(GEN))
        got = backend.chat(GEN, GREEDY)
        assert backend.last_stats is not None
        assert backend.last_stats.reused_tokens == lcp(partial, full) > 150
        assert backend.last_stats.snapshot_saved == 0
        assert got.text == old.chat(GEN, GREEDY).text
        again = backend.prefill(GEN)  # the context holds it already: nothing to read
        assert again is not None and again["read_tokens"] == 0
    finally:
        backend.close()


def test_a_real_call_stops_a_prefill_and_keeps_what_it_read(
    small_model_path: Path, old: LlamaCppBackend
) -> None:
    """A call arriving during a long prefill stops it within one step; the call's answer is the
    binding's, and a prefill asked for while a call runs does nothing."""
    import threading
    import time

    backend = LlamaCppBackend(small_model_path, n_threads=1, speculative=False)
    try:
        backend.load()
        out: dict[str, object] = {}
        worker = threading.Thread(target=lambda: out.setdefault("s", backend.prefill(LONG_REPAIR)))
        worker.start()
        deadline = time.monotonic() + 30
        while backend._prefill_stop is None and time.monotonic() < deadline:
            time.sleep(0.01)
        time.sleep(0.3)  # some steps read
        got = backend.chat(GEN, GREEDY)
        worker.join(60)
        stats = out["s"]
        assert isinstance(stats, dict) and stats["stopped"]
        assert stats["kept_tokens"] + stats["read_tokens"] < stats["prompt_tokens"]
        assert got.text == old.chat(GEN, GREEDY).text

        during: dict[str, object] = {}
        caller = threading.Thread(
            target=lambda: backend.chat(LONG_REPAIR, GenerationParams(max_tokens=40))
        )
        caller.start()
        while backend._calls == 0 and caller.is_alive():
            time.sleep(0.005)
        during["s"] = backend.prefill(GEN)
        caller.join(120)
        assert during["s"] is None
    finally:
        backend.close()


def test_compute_hook_is_held_around_calls_and_prefills(small_model_path: Path) -> None:
    """The hook (the engine passes the render pool's `quiet`) is entered for every model call
    and prefill and left when it ends, even when the call fails; an Engine given this backend
    installs its own."""
    from server.engine import Engine

    backend = LlamaCppBackend(small_model_path, n_threads=1)
    held: list[str] = []

    @contextlib.contextmanager
    def hook() -> Iterator[None]:
        held.append("enter")
        try:
            yield
        finally:
            held.append("exit")

    try:
        backend.compute_hook = hook
        backend.chat(GEN, GenerationParams(max_tokens=2, temperature=0.0))
        assert held == ["enter", "exit"]
        assert backend.prefill(PARTIAL) is not None
        assert held == ["enter", "exit"] * 2
        backend.chat_n(GEN, 2, GenerationParams(max_tokens=2, temperature=0.7, seed=1))
        assert held == ["enter", "exit"] * 3
        with pytest.raises(BackendError):
            backend.chat([{"role": "user", "content": "x " * 9000}], GREEDY)  # past the context
        assert held[-1] == "exit" and held.count("enter") == held.count("exit")

        backend.compute_hook = None
        engine = Engine(backend=backend)
        assert backend.compute_hook is not None  # the engine's: the pool's quiet, once one runs
        with backend.compute_hook():  # no pool started yet: nothing to pause, no pool started
            assert engine._pool is None
    finally:
        backend.close()
