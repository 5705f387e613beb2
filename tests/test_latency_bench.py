"""bench/latency.py's pieces that need no model: which descriptions the end-to-end section runs,
its p90, and the simulated editor's prefill throttle (the timings are the benchmark's, not here)."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest

from bench.latency import (
    DESCRIPTIONS,
    e2e_descriptions,
    percentile90,
    type_description,
)
from server.faithful import specbench


def test_the_end_to_end_sets_are_the_benchmark_own_and_the_spec_tasks() -> None:
    assert e2e_descriptions("latency", None) == DESCRIPTIONS
    assert len(DESCRIPTIONS) == 20
    test_half = e2e_descriptions("spec-test", None)
    assert test_half == [t.description for t in specbench.load("test")]
    assert len(test_half) == 43 and all(d.strip() for d in test_half)
    every = e2e_descriptions("spec", None)
    assert len(every) == len(specbench.load()) > len(test_half)
    assert set(test_half) < set(every)
    assert e2e_descriptions("spec-test", 3) == test_half[:3]
    with pytest.raises(ValueError, match="latency, spec-test or spec"):
        e2e_descriptions("manimbench", None)


def test_p90_is_the_nearest_rank_value() -> None:
    assert percentile90([float(x) for x in range(10, 0, -1)]) == 9.0
    assert percentile90([4.0]) == 4.0
    assert percentile90([1.0, 2.0, 30.0]) == 30.0


class RecordingAgent:
    """Stands in for ManimAgent.prefetch: records the texts and when they arrive."""

    def __init__(self) -> None:
        self.calls: list[tuple[float, str]] = []
        self.lock = threading.Lock()

    def prefetch(self, text: str) -> dict[str, Any]:
        with self.lock:
            self.calls.append((time.perf_counter(), text))
        return {"read_tokens": 0, "stopped": False}


def test_typing_sends_prefills_as_the_extension_throttles_them() -> None:
    """Nothing under MIN_CHARS; at most one prefill an interval while typing; the final text is
    sent at accept, even inside an interval; no text twice in a row."""
    agent = RecordingAgent()
    desc = "A red circle grows."  # 19 characters: typed in under 0.2 s at 100 characters/s
    typed = type_description(agent, desc, cps=100.0, pick_s=0.0)  # type: ignore[arg-type]
    for t in typed.threads:
        t.join()
    texts = [text for _, text in sorted(agent.calls)]
    assert texts[-1] == desc
    assert all(len(text) >= typed.min_chars for text in texts)
    assert texts[0] == desc[: typed.min_chars]  # the first text long enough, at once
    assert len(texts) == 2  # the rest fell inside one interval; accept sent the final text
    assert typed.sent == texts
    assert typed.timer is None
    assert typed.min_chars == 12  # extension/src/prefill.ts MIN_PREFILL_CHARS
