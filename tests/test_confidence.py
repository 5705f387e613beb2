"""Measured confidence of unmet checks: only confident findings start a repair round or reject
an attempt; weaker ones are still counted and shown (issue 46 point 4)."""

from __future__ import annotations

import json
from typing import Any

from server.faithful import confidence
from server.faithful.loop import BestAttempt, TraceFeedback, Unmet, Verdict
from server.settings import DEFAULTS


def test_the_default_threshold_is_the_calibrated_one() -> None:
    """The setting's default is what bench/judged/calibrate.py chose, and every kind's
    confidence is its measured share smoothed towards the prior."""
    data = json.loads(confidence.TABLE.read_text(encoding="utf-8"))
    assert DEFAULTS["check_confidence"] == data["threshold"]
    assert 0 < data["prior"] <= 1
    for code, entry in data["codes"].items():
        assert code.split(":")[0] in ("generic", "requirement")
        assert 0 <= entry["right"] <= entry["raised"]
        assert entry["confidence"] == confidence.smoothed(
            entry["right"], entry["raised"], data["prior"]
        )
        assert confidence.confidence_of(*code.split(":", 1)) == entry["confidence"]
    assert confidence.confidence_of("requirement", "no-such-kind") == data["prior"]


def test_smoothing_moves_a_rare_kind_towards_the_prior() -> None:
    assert confidence.smoothed(0, 0, 0.9) == 0.9
    assert confidence.smoothed(1, 2, 0.9) < confidence.smoothed(2, 2, 0.9) < 1.0
    assert confidence.smoothed(1, 2, 0.9) > 0.5


def weak(code: str = "camera") -> Unmet:
    return Unmet("requirement", code, "the camera should move", 3, confidence=0.5)


def strong(code: str = "object") -> Unmet:
    return Unmet("requirement", code, "a red square is never shown", 4, confidence=0.99)


def test_a_weak_finding_counts_but_never_unsettles_an_attempt() -> None:
    v = Verdict(total=5, unmet=[weak()], threshold=0.8)
    assert not v.ok  # "all met" stays strict
    assert v.settled and v.confident == []
    v2 = Verdict(total=5, unmet=[weak(), strong()], threshold=0.8)
    assert not v2.settled and v2.confident == [v2.unmet[1]]
    assert "red square" in v2.feedback() and "camera" not in v2.feedback()
    assert Verdict(total=5, unmet=[weak()], threshold=0.0).confident  # 0 trusts every check
    d = v2.to_dict()
    assert d["confident"] == 1 and d["unmet"][0]["confidence"] == 0.5


class Render:
    ok = True
    trace = None


def test_an_attempt_a_confident_finding_rejects_never_replaces_one_it_does_not_judge() -> None:
    best = BestAttempt()
    r: Any = Render()
    assert best.offer("a", r, Verdict(unmet=[weak(), weak("order")], threshold=0.8), 0)
    # fewer findings, but one of them confident: rejected
    assert not best.offer("b", r, Verdict(unmet=[strong()], threshold=0.8), 1)
    assert best.code == "a"
    # no confident finding and fewer weak ones: kept
    assert best.offer("c", r, Verdict(unmet=[weak()], threshold=0.8), 2)
    # a tie keeps the earlier attempt
    assert not best.offer("d", r, Verdict(unmet=[weak("order")], threshold=0.8), 3)
    assert best.code == "c"


class Round:
    index = 0
    checks: dict[str, Any] | None = None
    feedback: str | None = None


def test_only_confident_findings_start_a_repair_round(monkeypatch: Any) -> None:
    import server.faithful.loop as loop

    found: list[Unmet] = []

    def fake_assess(code: str, render: Any, reqs: Any, **kw: Any) -> Verdict:
        return Verdict(total=4, unmet=list(found), threshold=kw["threshold"])

    monkeypatch.setattr(loop, "assess", fake_assess)
    checker = TraceFeedback("a red square", read_description=False, threshold=0.8)
    found[:] = [weak()]
    assert checker.judge(Round(), "code", Render(), can_repair=True) is None  # type: ignore[arg-type]
    found[:] = [weak(), strong()]
    fb = checker.judge(Round(), "code2", Render(), can_repair=True)  # type: ignore[arg-type]
    assert fb is not None and "red square" in fb
    assert checker.best.code == "code"  # the weakly judged attempt stays the best
