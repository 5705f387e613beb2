"""Reference cache, scorer and `python -m training eval`: real renders, the real agent loop."""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from server import manimbench
from server.engine import agent_options
from server.models import choice as model_choice
from server.render import RenderPool
from server.settings import Settings
from tests.scripted_endpoint import scripted_endpoint
from training import evaluate
from training.eval_common import CONFIG_FILE
from training.eval_config import upgrade_identity
from training.refcache import ReferenceCache
from training.scoring import Scorer

REPO = Path(__file__).resolve().parent.parent

MOVING = """
from manim import *
class Moving(Scene):
    def construct(self):
        d = Dot(color=YELLOW)
        self.play(d.animate.shift(RIGHT * 2), run_time=1)
"""
STATIC = """
from manim import *
class Still(Scene):
    def construct(self):
        self.add(Square(color=BLUE))
"""
BROKEN_REF = """
from manim import *
class Broken(Scene):
    def construct(self):
        self.play(Create(Circle(radius=undefined_name)))
"""


@pytest.fixture(scope="module")
def pool() -> Iterator[RenderPool]:
    p = RenderPool(2)
    yield p
    p.shutdown()


class FakeClip:
    """Stands in for CLIP inside a test of the VS code path only (no metric is reported from it)."""

    name = "fake-clip"

    def embed(self, rgb: np.ndarray) -> np.ndarray:
        v = rgb.reshape(len(rgb), -1)[:, ::997].astype(np.float64) + 1.0
        return np.asarray(v / np.linalg.norm(v, axis=1, keepdims=True))


def test_reference_cache_hit_miss_and_failure_exclusion(tmp_path: Path, pool: RenderPool) -> None:
    """First get renders (miss), a new cache on the same folder loads from disk (hit, no render);
    a reference that fails is None with its reason, and prefetch survives it."""
    cache = ReferenceCache(tmp_path, pool=pool)
    ref = cache.get(MOVING)
    assert ref is not None and cache.misses == 1
    assert ref.gray.shape == (5, 480, 854) and ref.gray.dtype == np.uint8
    assert ref.video.is_file() and ref.video.suffix == ".mp4"

    again = ReferenceCache(tmp_path, pool=pool)
    ref2 = again.get(MOVING)
    assert ref2 is not None and again.misses == 0 and again.hits == 1
    np.testing.assert_array_equal(ref2.gray, ref.gray)
    assert again.key(MOVING) != ReferenceCache(tmp_path, quality="m").key(MOVING)

    again.prefetch([BROKEN_REF, STATIC, MOVING])
    assert again.get(BROKEN_REF) is None
    reason = again.reason(BROKEN_REF) or ""
    assert "did not render" in reason and "NameError" in reason
    still = again.get(STATIC)  # a scene without animations: one frame from its PNG
    assert still is not None and len(still.gray) == 1


def test_scorer_failed_render_gives_vs_zero(tmp_path: Path, pool: RenderPool) -> None:
    """Same code scores 1.0; code that fails to render gets VS 0 and VS_ssim 0; the code metrics
    are still computed; a reference that fails leaves the visual metrics unmeasured (None)."""
    scorer = Scorer(ReferenceCache(tmp_path, pool=pool), clip=FakeClip(), pool=pool)  # type: ignore[arg-type]
    broken = MOVING.replace("shift(RIGHT * 2)", "shift(RIGTH * 2)")
    good, bad, none, noref = scorer.score_many(
        [MOVING, broken, None, MOVING], [MOVING, MOVING, MOVING, BROKEN_REF]
    )
    assert good.rendered and good.vs_ssim == pytest.approx(1.0) and good.codebleu == 1.0
    assert good.vs == pytest.approx(1.0) and good.s_sem == pytest.approx(1.0)
    assert not bad.rendered and bad.render_status == "error"
    assert bad.vs == 0.0 and bad.vs_ssim == 0.0 and bad.s_sem == 0.0
    assert 0 < bad.codebleu < 1 and bad.cbb is None  # no CodeBERT: CBB not reported
    assert none.render_status == "no_code" and none.vs == 0.0 and none.codebleu == 0.0
    assert noref.rendered and noref.vs is None and noref.vs_ssim is None
    assert noref.reference_error and "did not render" in noref.reference_error


@pytest.mark.manimbench
def test_eval_with_scripted_model_reports_unavailable_metrics_and_resumes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """`eval --limit 2` through the real agent and real renders: per-task JSONL, the paper's table
    with VS and CBB named unavailable (no weights), exit 0; a rerun resumes without generating."""
    monkeypatch.delenv("MANIM_AGENT_CODEBERT", raising=False)
    monkeypatch.delenv("MANIM_AGENT_CLIP", raising=False)
    tasks = manimbench.load("test")[:2]
    script = [f"<CODE>\n{tasks[0].code}\n</CODE>", "<CODE>\nprint('no scene here')\n</CODE>"]
    out, cache = tmp_path / "run", tmp_path / "refs"
    argv = ["--strategy", "vanilla", "--limit", "2", "--out", str(out)]
    argv += ["--cache-dir", str(cache), "--no-progress", "--workers", "2"]
    with scripted_endpoint(script) as ep:
        assert evaluate.main(["--endpoint", ep.url, *argv]) == 0
        printed = capsys.readouterr().out
        assert "VS unavailable" in printed and "CLIP" in printed
        assert "CBB unavailable" in printed and "CodeBERT" in printed
        assert "| VS | CBB | RSR | VS_ssim | trace_sim | CodeBLEU |" in printed
        rows = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
        assert [r["id"] for r in rows] == [t.id for t in tasks]
        first, second = rows
        assert first["rendered"] and first["vs_ssim"] == pytest.approx(1.0)
        assert first["codebleu"] == pytest.approx(1.0)
        assert first["vs"] is None and first["cbb"] is None
        assert not second["rendered"] and second["vs_ssim"] == 0.0
        assert first["trace_sim"] == pytest.approx(1.0) and second["trace_sim"] == 0.0
        assert {"generation_s", "render_s", "total_s", "code_s"} <= set(first["timings"])
        summary = json.loads((out / "summary.json").read_text())
        assert summary["metrics"]["RSR"] == 50.0 and summary["metrics"]["VS"] is None
        assert summary["metrics"]["VS_ssim"] == pytest.approx(50.0)
        assert set(summary["unavailable"]) == {"clip", "codebert"}

        requests = len(ep.requests)
        assert evaluate.main(["--endpoint", ep.url, *argv]) == 0  # resumed: nothing to generate
        assert len(ep.requests) == requests
        assert len((out / "results.jsonl").read_text().splitlines()) == 2

        other = ["--endpoint", ep.url, *argv]
        other[other.index("vanilla")] = "ritl"
        assert evaluate.main(other) == 2
        assert "different run" in capsys.readouterr().err


@pytest.mark.manimbench
def test_eval_rejects_bad_arguments(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A missing model file or a bad limit is a clear error with exit code 2."""
    assert evaluate.main(["--model", str(tmp_path / "nope.gguf"), "--out", str(tmp_path)]) == 2
    assert "no such file" in capsys.readouterr().err
    assert evaluate.main(["--limit", "0", "--out", str(tmp_path)]) == 2
    assert "--limit" in capsys.readouterr().err
    assert evaluate.main(["--decontaminate", "1.5", "--out", str(tmp_path)]) == 2
    assert "--decontaminate" in capsys.readouterr().err
    assert evaluate.main(["--ids", "test-001,test-999", "--out", str(tmp_path / "ids")]) == 2
    assert "test-999" in capsys.readouterr().err


def _write_run(folder: Path, values: list[tuple[str, bool, float]]) -> None:
    folder.mkdir(parents=True)
    with (folder / "results.jsonl").open("w") as fh:
        for tid, rendered, vs_ssim in values:
            row = {
                "id": tid,
                "rendered": rendered,
                "vs_ssim": vs_ssim,
                "codebleu": 0.5,
                "vs": None,
                "cbb": None,
                "codebert": None,
                "rounds": 1,
            }
            fh.write(json.dumps(row) + "\n")


def test_compare_pairs_runs_by_task(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """compare: means on shared tasks, paired difference, bootstrap interval and sign test."""
    a = [(f"t{i}", i % 2 == 0, 0.5) for i in range(10)]
    b = [(f"t{i}", True, 0.6) for i in range(9)]  # one task fewer: pairs on the shared 9
    _write_run(tmp_path / "A", a)
    _write_run(tmp_path / "B", b)
    c = evaluate.compare(str(tmp_path / "A"), str(tmp_path / "B"))
    assert c["tasks"] == 9
    rsr = c["metrics"]["RSR"]
    assert rsr["a"] == pytest.approx(100 * 5 / 9) and rsr["b"] == 100.0
    assert rsr["b_better"] == 4 and rsr["a_better"] == 0 and rsr["ties"] == 5
    assert rsr["sign_p"] == pytest.approx(2 / 16)
    vs = c["metrics"]["VS_ssim"]
    assert vs["diff"] == pytest.approx(10.0) and vs["ci95"] == pytest.approx((10.0, 10.0))
    assert c["metrics"]["VS"] is None
    assert evaluate.main(["compare", str(tmp_path / "A"), str(tmp_path / "B")]) == 0
    assert "RSR" in capsys.readouterr().out
    assert evaluate.main(["compare", str(tmp_path / "A"), str(tmp_path / "missing")]) == 2


def test_sign_test_matches_hand_computation() -> None:
    """Exact two-sided binomial: 8 wins of 10 -> p = 2 * 56/1024."""
    assert evaluate.sign_test_p(8, 2) == pytest.approx(2 * 56 / 1024)
    assert evaluate.sign_test_p(0, 0) == 1.0
    assert math.isclose(evaluate.sign_test_p(5, 5), 1.0)


def test_rsr_by_round_counts_tasks_rendered_within_k_repairs() -> None:
    """RSR@k from one run: a task counts at k when it rendered within its first k+1 rounds."""
    rows = [
        {"rendered": True, "rounds": 1},
        {"rendered": True, "rounds": 2},
        {"rendered": True, "rounds": 4},
        {"rendered": False, "rounds": 4},
    ]
    assert evaluate.rsr_by_round(rows) == {"0": 25.0, "1": 50.0, "2": 50.0, "3": 75.0}
    assert evaluate.rsr_by_round([]) == {}
    # a layout round after the first render does not move the task to a later cut
    layout = {"rendered": True, "rounds": 2, "kinds": ["generate", "layout-repair"]}
    assert evaluate.rsr_by_round([layout, rows[3]]) == {"0": 50.0, "1": 50.0, "2": 50.0, "3": 50.0}
    # nor do trace repair rounds: the task rendered at round 1, before its two trace repairs
    trace = {"rendered": True, "rounds": 4,
             "kinds": ["generate", "repair", "trace-repair", "trace-repair"]}  # fmt: skip
    assert evaluate.rsr_by_round([trace, rows[3]]) == {"0": 0.0, "1": 50.0, "2": 50.0, "3": 50.0}
    summary = evaluate.summarize(
        [{**r, "id": str(i), "type": "t", "timings": {"total_s": 1.0}} for i, r in enumerate(rows)]
    )
    assert summary["rsr_by_round"]["3"] == 75.0
    assert "@0 25.0, @1 50.0, @2 50.0, @3 75.0" in evaluate.format_summary(
        {**summary, "unavailable": {}}
    )


def test_summary_counts_fixes_and_dropped_examples() -> None:
    """The summary says how many tasks fix-all changed (and how many of those rendered), the
    fixes by class, and how many library examples decontamination dropped; old rows without
    either field add nothing."""
    rows = [
        {"id": "a", "rendered": True, "rounds": 1, "fixes": [["did-you-mean", "alias"]],
         "examples_dropped": 2},
        {"id": "b", "rendered": False, "rounds": 2, "fixes": [[], ["did-you-mean"]],
         "examples_dropped": 0},
        {"id": "c", "rendered": True, "rounds": 1, "fixes": [[]], "examples_dropped": 1},
    ]  # fmt: skip
    rows = [{**r, "type": "t", "timings": {"total_s": 1.0}} for r in rows]
    s = evaluate.summarize(rows)
    assert s["fixes"] == {
        "tasks_fixed": 2, "fixed_and_rendered": 1, "by_class": {"did-you-mean": 2, "alias": 1},
    }  # fmt: skip
    assert s["examples_dropped"] == {"total": 3, "tasks_with_drops": 2}
    text = evaluate.format_summary({**s, "unavailable": {}})
    assert "Fix-all changed the code of 2 tasks (1 of them rendered)" in text
    assert "dropped as near-copies of the task's reference: 3 (in 2 tasks)" in text
    old = evaluate.summarize([{k: v for k, v in r.items() if k not in ("fixes", "examples_dropped")}
                              for r in rows])  # fmt: skip
    assert "fixes" not in old and "examples_dropped" not in old


def test_layout_and_plan_switches_reach_the_run_identity(tmp_path: Path) -> None:
    """--layout-feedback / --plan are part of what a run is: a run recorded before they existed
    resumes with both off, and switching one on against that folder is refused as a different run;
    the old --layout spelling still works."""
    ap = evaluate.build_parser()
    on = evaluate.config_from_args(
        ap.parse_args(["--layout-feedback", "--plan", "--out", str(tmp_path)])
    )
    assert on.settings.layout_feedback and on.settings.plan
    assert on.identity()["layout_feedback"] is True and on.identity()["plan"] is True
    opts = agent_options(on.settings)
    assert opts.layout_feedback and opts.plan
    old_flag = evaluate.config_from_args(ap.parse_args(["--layout", "--out", str(tmp_path)]))
    assert old_flag.settings.layout_feedback
    off = evaluate.config_from_args(ap.parse_args(["--out", str(tmp_path)]))
    assert off.identity()["layout_feedback"] is False and off.identity()["plan"] is False

    old = off.identity()
    del old["layout_feedback"], old["plan"]  # as written before the switches existed
    (tmp_path / CONFIG_FILE).write_text(json.dumps({"identity": old}))
    assert evaluate._prepare_out(off) == tmp_path
    with pytest.raises(evaluate.EvalError, match="plan"):
        evaluate._prepare_out(on)


def test_a_shipped_adapter_is_part_of_the_run_identity(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Once an embedded model has a pinned adapter, a default run names it by sha256, so a base
    run recorded before it shipped is not resumed with it; that base run resumes with
    --no-adapter, and an adapter run is never resumed as the base."""
    ap = evaluate.build_parser()
    before = evaluate.config_from_args(ap.parse_args(["--out", str(tmp_path)]))
    assert before.identity()["lora"] is None and before.identity()["adapter"] is True
    (tmp_path / CONFIG_FILE).write_text(json.dumps({"identity": before.identity()}))

    pinned = model_choice.PinnedAdapter("default", "default-rft.gguf", 3, "ab" * 32, "c", "e")
    monkeypatch.setitem(model_choice.EMBEDDED_ADAPTERS, "default", pinned)
    shipped = evaluate.config_from_args(ap.parse_args(["--out", str(tmp_path)]))
    assert shipped.identity()["lora"] == "pinned:" + "ab" * 32
    with pytest.raises(evaluate.EvalError, match="lora: None -> 'pinned:abab"):
        evaluate._prepare_out(shipped)
    base = evaluate.config_from_args(ap.parse_args(["--no-adapter", "--out", str(tmp_path)]))
    assert base.identity()["lora"] is None and base.identity()["adapter"] is False
    assert evaluate._prepare_out(base) == tmp_path

    other = tmp_path / "adapter-run"
    evaluate._prepare_out(evaluate.config_from_args(ap.parse_args(["--out", str(other)])))
    again = evaluate.config_from_args(ap.parse_args(["--no-adapter", "--out", str(other)]))
    with pytest.raises(evaluate.EvalError, match="adapter: True -> False"):
        evaluate._prepare_out(again)
    small = evaluate.config_from_args(
        ap.parse_args(["--embedded-model", "small", "--out", str(tmp_path / "s")])
    )
    assert small.identity()["lora"] is None  # the pin belongs to the default model only


def test_eval_defaults_are_the_product_defaults_and_presets_name_the_paper() -> None:
    """With no flags the evaluation runs exactly what the product runs; --preset paper-ritl is the
    paper's plain loop (K=1, none of our extensions) and explicit flags win over a preset."""
    ap = evaluate.build_parser()
    plain = evaluate.config_from_args(ap.parse_args([]))
    product = Settings()
    for name in ("strategy", "rounds", "few_shot_examples", "ce_rules", "static_checks",
                 "located_feedback", "repair_temperature_step", "temperature"):  # fmt: skip
        assert getattr(plain.settings, name) == getattr(product, name), name
    paper = evaluate.config_from_args(ap.parse_args(["--preset", "paper-ritl"]))
    s = paper.settings
    assert (s.strategy, s.rounds, s.few_shot_examples, s.ce_rules, s.static_checks) == (
        "ritl", 1, 0, False, False,
    )  # fmt: skip
    mixed = evaluate.config_from_args(ap.parse_args(["--preset", "paper-ritl", "--rounds", "3"]))
    assert mixed.settings.rounds == 3 and mixed.settings.strategy == "ritl"


def test_old_run_identities_resume_under_the_new_names() -> None:
    """A run.json written with the old keys (static, examples, guide, ...) is read in today's
    names, so the committed runs resume instead of being refused as different runs."""
    stored = json.loads((REPO / "bench/results/eval/paper-ritl/run.json").read_text())["identity"]
    upgraded = upgrade_identity(stored)
    assert upgraded["static_checks"] is False and upgraded["ce_rules"] is False
    assert upgraded["few_shot_examples"] == 0 and upgraded["rounds"] == 1
    assert "static" not in upgraded and "guide" not in upgraded


def test_ablation_table_compares_shared_tasks_and_counts_repairs(tmp_path: Path) -> None:
    """bench/ablations.py: only tasks present in every run, RSR per round cut, repair rounds by
    what started them."""
    import subprocess
    import sys

    def run(folder: Path, rows: list[dict[str, object]]) -> None:
        folder.mkdir()
        base = {"vs_ssim": 0.5, "codebleu": 0.4}
        lines = [json.dumps({**base, **r}) for r in rows]
        (folder / "results.jsonl").write_text("\n".join(lines) + "\n")

    run(tmp_path / "a", [
        {"id": "t1", "rendered": True, "rounds": 1, "kinds": ["generate"]},
        {"id": "t2", "rendered": True, "rounds": 3,
         "kinds": ["generate", "static-repair", "repair"]},
        {"id": "t3", "rendered": False, "rounds": 1, "kinds": ["generate"]},
    ])  # fmt: skip
    run(tmp_path / "b", [
        {"id": "t1", "rendered": True, "rounds": 2, "kinds": ["generate", "layout-repair"]},
        {"id": "t2", "rendered": False, "rounds": 2, "kinds": ["generate", "repair"]},
    ])  # fmt: skip
    script = Path(__file__).resolve().parent.parent / "bench" / "ablations.py"
    out = subprocess.run(
        [sys.executable, str(script), str(tmp_path / "a"), str(tmp_path / "b")],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    assert out.startswith("2 shared tasks (t1 .. t2)")
    row_a = next(line for line in out.splitlines() if line.startswith("| a |"))
    row_b = next(line for line in out.splitlines() if line.startswith("| b |"))
    assert "| 100.0 |" in row_a and "| 2.00 | 1 / 1 / 0 |" in row_a
    assert "| 50.0 |" in row_b and "| 2.00 | 1 / 0 / 1 |" in row_b


def test_shipped_configuration_is_the_default_and_old_runs_keep_theirs(tmp_path: Path) -> None:
    """The evaluation defaults to the shipped library and fix-all; a run recorded before these
    settings existed (ManimBench examples, no fixes) resumes only with them set that way."""
    ap = evaluate.build_parser()
    shipped = evaluate.config_from_args(ap.parse_args(["--out", str(tmp_path)]))
    assert shipped.settings.examples_source == "library" and shipped.settings.fix_all
    opts = agent_options(shipped.settings)
    assert opts.examples_source == "library" and opts.fixes
    old_style = evaluate.config_from_args(
        ap.parse_args(["--examples-source", "manimbench", "--no-fix-all", "--out", str(tmp_path)])
    )
    assert not agent_options(old_style.settings).fixes
    old = old_style.identity()
    del old["examples_source"], old["fix_all"]  # as written before the settings existed
    (tmp_path / CONFIG_FILE).write_text(json.dumps({"identity": old}))
    assert evaluate._prepare_out(old_style) == tmp_path
    with pytest.raises(evaluate.EvalError, match="fix_all"):
        evaluate._prepare_out(shipped)


def test_library_decontamination_counts_dropped_entries() -> None:
    """The near-duplicate filter applied to the library: a docstring example's own code (ManimBench
    test references come from the docs) drops at least that entry; unrelated code drops none."""
    from kb.examples import load_library
    from server.examples import near_duplicate_of

    library = load_library()
    docs = next(e for e in library.entries if e.source == "manim-docs")
    assert (evaluate._library_dropped(near_duplicate_of(docs.code, 0.9)) or 0) >= 1
    assert evaluate._library_dropped(near_duplicate_of("print('unrelated')\n" * 5, 0.9)) == 0
