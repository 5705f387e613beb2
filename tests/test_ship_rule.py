"""The ship rule's reading of run folders and its decision (training/ship_rule.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from training import ship_rule
from training.evaluate import main as eval_main
from training.ship_rule import Task


def write_jsonl(path: Path, rows: list[dict[str, Any]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


def eval_run(folder: Path, key: str, values: list[bool], seconds: float, prefix: str) -> Path:
    rows = [
        {"id": f"{prefix}-{i:03d}", key: v, "timings": {"total_s": seconds}}
        for i, v in enumerate(values)
    ]
    write_jsonl(folder / "results.jsonl", rows)
    return folder


def judged_run(folder: Path, overall: list[str], seconds: float, split: str = "test") -> Path:
    write_jsonl(
        folder / "outcomes.jsonl",
        [{"id": f"real-{i:03d}", "split": split, "seconds": seconds} for i in range(len(overall))],
    )
    write_jsonl(
        folder / "verdicts.jsonl",
        [{"id": f"real-{i:03d}", "overall": o} for i, o in enumerate(overall)],
    )
    return folder


def tasks(base: list[int], arm: list[int], base_s: float = 10.0, arm_s: float = 10.0) -> list[Task]:
    return [
        Task(f"t{i}", float(b), float(a), base_s, arm_s)
        for i, (b, a) in enumerate(zip(base, arm, strict=True))
    ]


def test_eval_pair_pairs_shared_tasks_and_takes_the_last_row_of_a_task(tmp_path: Path) -> None:
    base = eval_run(tmp_path / "base", "rendered", [True, False, True], 20.0, "test")
    arm = tmp_path / "arm"
    write_jsonl(
        arm / "results.jsonl",
        [
            {"id": "test-000", "rendered": False, "timings": {"total_s": 5.0}},
            {"id": "test-001", "rendered": False, "timings": {"total_s": 5.0}},
            {"id": "test-001", "rendered": True, "timings": {"total_s": 6.0}},  # resumed
            {"id": "test-999", "rendered": True, "timings": {"total_s": 6.0}},  # base lacks it
        ],
    )
    got = ship_rule.eval_pair(str(base), str(arm / "results.jsonl"), "rendered", "manimbench")
    assert [(t.id, t.base, t.arm, t.base_s, t.arm_s) for t in got] == [
        ("test-000", 1.0, 0.0, 20.0, 5.0),
        ("test-001", 0.0, 1.0, 20.0, 6.0),
    ]


def test_eval_pair_refuses_a_run_of_another_benchmark(tmp_path: Path) -> None:
    base = eval_run(tmp_path / "base", "rendered", [True], 1.0, "spec")
    arm = eval_run(tmp_path / "arm", "rendered", [True], 1.0, "spec")
    with pytest.raises(ship_rule.ShipRuleError, match=r"no 'spec_pass'.*is it a spec run"):
        ship_rule.eval_pair(str(base), str(arm), "spec_pass", "spec")
    with pytest.raises(ship_rule.ShipRuleError, match="no results at"):
        ship_rule.eval_pair(str(tmp_path / "nowhere"), str(arm), "rendered", "manimbench")


def test_judged_rows_need_verdicts_and_the_test_half(tmp_path: Path) -> None:
    folder = judged_run(tmp_path / "a", ["faithful", "partly", "not"], 30.0)
    rows = ship_rule.judged_rows(str(folder))
    assert {t: r["faithful"] for t, r in rows.items()} == {
        "real-000": True,
        "real-001": False,
        "real-002": False,
    }
    (folder / "verdicts.jsonl").unlink()
    with pytest.raises(ship_rule.ShipRuleError, match="judge the contact sheets first"):
        ship_rule.judged_rows(str(folder))
    dev = judged_run(tmp_path / "dev", ["faithful"], 30.0, split="dev")
    with pytest.raises(ship_rule.ShipRuleError, match="not from the realistic test half"):
        ship_rule.judged_rows(str(dev))


def test_an_unjudged_task_is_left_out_of_the_pair(tmp_path: Path) -> None:
    base = judged_run(tmp_path / "base", ["partly", "faithful"], 40.0)
    arm = judged_run(tmp_path / "arm", ["faithful", "faithful"], 20.0)
    write_jsonl(arm / "verdicts.jsonl", [{"id": "real-000", "overall": "faithful"}])
    got = ship_rule.judged_pair(str(base), str(arm))
    assert [(t.id, t.base, t.arm) for t in got] == [("real-000", 0.0, 1.0)]


def test_stratified_interval_keeps_each_benchmark_at_its_size() -> None:
    # A constant group has no spread; the pooled mean weights groups by their sizes.
    iv = ship_rule.stratified_interval([[1.0] * 30, [0.0] * 10], resamples=500)
    assert iv.diff == pytest.approx(0.75)
    assert iv.lo == pytest.approx(0.75) and iv.hi == pytest.approx(0.75)
    mixed = ship_rule.stratified_interval([[1.0, 0.0] * 20], resamples=2000)
    assert mixed.lo < 0.5 < mixed.hi


def test_a_clear_gain_on_every_benchmark_is_better() -> None:
    pairs = {
        "manimbench": tasks([0] * 30 + [1] * 70, [1] * 100),
        "spec": tasks([0] * 10 + [1] * 33, [1] * 43),
        "realspec": tasks([0] * 60, [0] * 40 + [1] * 20),
    }
    s = ship_rule.summarise(pairs, resamples=2000)
    assert s["verdict"] == "better"
    assert s["readme_words"] == "better than the base model"
    assert s["tasks"] == 203
    assert s["pooled"]["lo"] > 0
    assert s["benchmarks"]["realspec"]["gained"] == 20


def test_a_tie_that_is_faster_ships_only_within_the_margin() -> None:
    same = [1, 0] * 50
    pairs = {
        "manimbench": tasks(same, same, 60.0, 40.0),
        "spec": tasks([1] * 43, [1] * 43, 30.0, 20.0),
        "realspec": tasks([0, 1] * 30, [0, 1] * 30, 50.0, 45.0),
    }
    s = ship_rule.summarise(pairs, resamples=2000)
    assert s["verdict"] == "as good and faster"
    assert s["readme_words"] == "as good as the base model and faster"
    assert s["time"]["hi"] < 0
    # The same tie without the speed does not ship, and says why.
    slow = {b: [Task(t.id, t.base, t.arm, 10.0, 10.0) for t in ts] for b, ts in pairs.items()}
    s = ship_rule.summarise(slow, resamples=2000)
    assert s["verdict"] == "no"
    assert any("agent time" in r for r in s["reasons"])


def test_a_possible_loss_on_one_benchmark_blocks_the_second_branch() -> None:
    pairs = {
        "manimbench": tasks([1] * 100, [1] * 100, 60.0, 30.0),
        "spec": tasks([1] * 43, [1] * 40 + [0] * 3, 30.0, 20.0),
        "realspec": tasks([0] * 60, [0] * 60, 50.0, 40.0),
    }
    s = ship_rule.summarise(pairs, resamples=2000)
    assert s["benchmarks"]["spec"]["diff"]["lo"] <= -2
    assert s["verdict"] == "no"
    assert any("not non-inferior on spec" in r for r in s["reasons"])


def test_fewer_than_200_tasks_or_a_missing_benchmark_gives_no_verdict() -> None:
    gain = {"manimbench": tasks([0] * 100, [1] * 100), "spec": tasks([0] * 43, [1] * 43)}
    s = ship_rule.summarise(gain, resamples=500)
    assert s["verdict"] == "incomplete"
    assert s["readme_words"] is None
    assert any("--realspec" in r for r in s["reasons"])
    assert any("at least 200" in r for r in s["reasons"])


def test_the_command_reads_three_pairs_and_prints_the_verdict(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mb_b = eval_run(tmp_path / "mb-b", "rendered", [True] * 80 + [False] * 20, 60.0, "test")
    mb_a = eval_run(tmp_path / "mb-a", "rendered", [True] * 80 + [False] * 20, 45.0, "test")
    sp_b = eval_run(tmp_path / "sp-b", "spec_pass", [True] * 43, 20.0, "spec")
    sp_a = eval_run(tmp_path / "sp-a", "spec_pass", [True] * 43, 15.0, "spec")
    rs_b = judged_run(tmp_path / "rs-b", ["faithful"] * 30 + ["not"] * 30, 40.0)
    rs_a = judged_run(tmp_path / "rs-a", ["faithful"] * 30 + ["partly"] * 30, 30.0)
    argv = [
        "ship",
        "--manimbench", str(mb_b), str(mb_a),
        "--spec", str(sp_b), str(sp_a),
        "--realspec", str(rs_b), str(rs_a),
        "--resamples", "500",
        "--json",
    ]  # fmt: skip
    assert eval_main(argv) == 0
    out = capsys.readouterr().out
    assert "Ships: as good as the base model and faster." in out
    summary = json.loads(out.strip().splitlines()[-1])
    assert summary["tasks"] == 203
    assert summary["time_change"] == pytest.approx(-0.25, abs=0.01)
    # render rates: ManimBench's measure is rendered; the judged folders say nothing here
    assert summary["benchmarks"]["manimbench"]["rendered"]["diff"]["diff"] == 0.0
    assert summary["benchmarks"]["realspec"]["rendered"] is None


def test_render_rates_are_paired_where_both_runs_say(tmp_path: Path) -> None:
    base = judged_run(tmp_path / "b", ["faithful", "not", "not"], 10.0)
    arm = judged_run(tmp_path / "a", ["faithful", "not", "not"], 10.0)
    for folder, rendered in ((base, [True, False, True]), (arm, [True, True, True])):
        write_jsonl(
            folder / "outcomes.jsonl",
            [
                {"id": f"real-{i:03d}", "split": "test", "seconds": 10.0, "rendered": r}
                for i, r in enumerate(rendered)
            ],
        )
    pair = ship_rule.judged_pair(str(base), str(arm))
    s = ship_rule.summarise({"realspec": pair}, resamples=500)
    r = s["benchmarks"]["realspec"]["rendered"]
    assert (r["tasks"], round(r["base"], 1), r["arm"]) == (3, 66.7, 100.0)
    assert s["pooled_rendered"]["diff"] == pytest.approx(100 / 3)


def test_the_command_says_what_is_wrong_with_a_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rs = tmp_path / "rs"
    write_jsonl(rs / "outcomes.jsonl", [{"id": "real-001", "split": "test", "seconds": 1}])
    assert eval_main(["ship", "--realspec", str(rs), str(rs)]) == 2
    assert "judge the contact sheets first" in capsys.readouterr().err
