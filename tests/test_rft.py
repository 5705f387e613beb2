"""The rft-data stage (training/rft.py): which descriptions it uses, what it keeps, how it resumes
and what it writes for SFT.

The selection logic runs with a fake agent and fake checks (unit tests of logic); the real trace
checks judge real renders of a spec benchmark scene, and one slow test runs the stage with the
real embedded 0.5B on one spec-dev description.
"""

from __future__ import annotations

import difflib
import json
from pathlib import Path
from typing import Any

import pytest

from server import engine, manimbench
from server.agent import AgentOptions, AgentResult, ManimAgent, Round
from server.backends.base import CancelToken, Completion, GenerationParams, Message
from server.faithful import specbench
from server.render import RenderResult
from server.settings import Settings
from training import data as data_stage
from training import rft, sft
from training.config import ConfigError, from_dict, load_config
from training.paths import RunPaths, StageInputMissing, StageStateError

CODE = (
    "from manim import *\n\nclass A(Scene):\n    def construct(self):\n        self.add(Square())\n"
)


def result(code: str | None = CODE, status: str = "success", trace: Any = "trace") -> AgentResult:
    """An agent result whose final render succeeded (status) with a trace (or not)."""
    render = None
    if code is not None:
        render = RenderResult(status=status, trace=trace)  # type: ignore[arg-type]
    rnd = Round(index=0, kind="generate", messages=[], raw="", code=code, completion=None)
    return AgentResult(
        status="success" if status == "success" else "failed",
        description="d",
        code=code,
        render=render,
        rounds=[rnd],
        strategy="ritl-doc",
        error=None if status == "success" else "NameError: name 'Squar' is not defined",
    )


def no_unmet(_c: rft.Candidate, _r: AgentResult) -> tuple[int, list[str]]:
    return 7, []


def cand(i: str, source: str = "ours", desc: str | None = None, split: str = "") -> rft.Candidate:
    return rft.Candidate(f"{source}:{i}", source, desc or f"Draw {i} blue circles.", split)


# -- sources --------------------------------------------------------------------------------------
@pytest.mark.manimbench
def test_sources_hold_no_test_task() -> None:
    """ManimBench train and spec dev only: no test id and no test description among the sources."""
    cands = rft.load_sources(["manimbench-train", "spec-dev", "ours", "library"])
    ids = {c.id.split(":", 1)[1] for c in cands}
    mb_test = manimbench.load("test")
    spec_test = specbench.load("test")
    assert not ids & {t.id for t in mb_test} and not ids & {t.id for t in spec_test}
    assert {c.split for c in cands if c.source == "manimbench-train"} == {"train"}
    assert {c.split for c in cands if c.source == "spec-dev"} == {"dev"}
    descs = {c.description for c in cands}
    assert not descs & {t.description for t in spec_test}
    assert len([c for c in cands if c.source == "spec-dev"]) == len(specbench.load("dev"))


@pytest.mark.manimbench
def test_test_tasks_are_refused_even_when_a_loader_returns_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A test task that a loader hands out is filtered, and a test candidate stops the stage."""
    test_task = manimbench.load("test")[0]
    train = manimbench.load("train")[:3]
    monkeypatch.setattr(manimbench, "load", lambda split=None, path=None: [*train, test_task])
    got = rft.load_sources(["manimbench-train"])
    assert test_task.id not in {c.id.split(":", 1)[1] for c in got} and len(got) == 3
    leak = rft.Candidate("manimbench-train:x", "manimbench-train", "x", split="test")
    with pytest.raises(rft.TestSplitLeak):
        rft.assert_no_test([leak], [])
    same = rft.Candidate("ours:y", "ours", test_task.description.upper() + " ")
    with pytest.raises(rft.TestSplitLeak):
        rft.assert_no_test([same], [test_task.description])


def test_plan_dedupes_drops_near_test_descriptions_and_is_deterministic() -> None:
    """Duplicates keep one (the spec-dev one), near-copies of test descriptions go, the order
    is the same every time and a cap takes every source in turn."""
    tests = ["Draw a big red circle in the middle of the screen."]
    cands = [
        cand("a", "ours", "Show four pink squares."),
        rft.Candidate("spec-dev:s", "spec-dev", "show  four pink squares", "dev"),
        cand("b", "ours", "Draw a big red circle in the middle of the screen!"),
        *[cand(f"o{i}", "ours") for i in range(5)],
        *[rft.Candidate(f"library:l{i}", "library", f"Library scene {i}.") for i in range(5)],
    ]
    p = rft.plan(cands, tests, seed=3)
    ids = [c.id for c in p.candidates]
    assert "spec-dev:s" in ids and "ours:a" not in ids and p.duplicates == 1
    assert p.near_test_descriptions == ["ours:b"] and "ours:b" not in ids
    assert ids == [c.id for c in rft.plan(list(reversed(cands)), tests, seed=3).candidates]
    assert ids != [c.id for c in rft.plan(cands, tests, seed=4).candidates]
    capped = rft.plan(cands, tests, seed=3, limit=3).candidates
    assert [c.source for c in capped] == ["spec-dev", "ours", "library"]


def test_own_descriptions_are_varied_and_not_test_copies() -> None:
    """The committed description file: 60+ unique descriptions over the brief's topics, none
    near a spec test description (difflib ratio < 0.9)."""
    ours = rft.read_descriptions(rft.DESCRIPTIONS_FILE)
    assert len(ours) >= 60 and len({c.id for c in ours}) == len(ours)
    assert len({c.description for c in ours}) == len(ours)
    cats = {c.category for c in ours}
    for topic in ("grids", "rows", "charts", "number_lines", "plots", "graphs", "3d", "counters"):
        assert topic in cats
    for t in specbench.load("test"):
        for c in ours:
            ratio = difflib.SequenceMatcher(None, c.description.lower(), t.description.lower())
            assert ratio.ratio() < 0.9, (c.id, t.id)


# -- judging --------------------------------------------------------------------------------------
def test_judge_keeps_only_rendered_scenes_that_pass_their_checks() -> None:
    """No code, a failed render, a missing trace and unmet checks are rejected with a reason."""
    judge = rft.Judge((), 0.9, no_unmet)
    c = cand("x")
    assert judge(c, result())["reason"] == "kept"
    assert judge(c, result(code=None))["reason"] == "no-code"
    failed = judge(c, result(status="error"))
    assert failed["reason"] == "render-failed" and "NameError" in failed["error"]
    assert judge(c, result(trace=None))["reason"] == "no-trace"
    unmet = rft.Judge((), 0.9, lambda _c, _r: (3, ["no square is shown"]))(c, result())
    assert unmet["reason"] == "checks-failed" and unmet["unmet"] == ["no square is shown"]


@pytest.mark.manimbench
def test_judge_drops_scenes_that_copy_a_test_reference() -> None:
    """A kept scene nearly identical to a ManimBench test reference is dropped, naming it."""
    ref = manimbench.load("test")[0]
    judge = rft.Judge([(ref.id, ref.code)], 0.9, no_unmet)
    copied = judge(cand("x"), result(code=ref.code.replace("\n", "\n ", 1)))
    assert copied["reason"] == "near-test-copy" and copied["near_test"] == ref.id
    assert (
        rft.Judge([(ref.id, ref.code)], 0.0, no_unmet)(cand("x"), result(ref.code))["reason"]
        == "kept"
    )


# -- the loop and resume --------------------------------------------------------------------------
def test_collect_appends_each_outcome_and_resume_skips_recorded_ids(tmp_path: Path) -> None:
    """Outcomes are appended as they finish; a second call runs only the unrecorded ids, and a
    torn last line (a killed write) is run again."""
    path = tmp_path / "outcomes.jsonl"
    cands = [cand(str(i)) for i in range(4)]
    calls: list[str] = []

    def run_one(c: rft.Candidate, attempt: int) -> AgentResult:
        calls.append(c.id)
        return result(code=CODE if c.id != "ours:1" else None)

    judge = rft.Judge((), 0.9, no_unmet)
    rft.collect(cands[:2], path, run_one, judge, progress=False)
    lines = path.read_text().splitlines()
    assert [json.loads(x)["id"] for x in lines] == ["ours:0", "ours:1"]
    assert json.loads(lines[1])["reason"] == "no-code" and json.loads(lines[0])["kept"]
    with path.open("a") as fh:
        fh.write('{"id": "ours:2", "ke')  # killed mid-write
    calls.clear()
    done = rft.collect(cands, path, run_one, judge, progress=False)
    assert calls == ["ours:2", "ours:3"] and set(done) == {c.id for c in cands}
    row = done["ours:3"]
    assert row["rounds"] == 1 and row["seconds"] >= 0 and row["attempts"][0]["reason"] == "kept"


def test_outcomes_written_after_the_file_is_replaced_land_in_the_new_file(tmp_path: Path) -> None:
    """Each outcome opens the file by its path: when the file is replaced mid-run (a `git
    stash` / checkout of the committed copy puts a new file at the path), later rows land in
    the file at the path, not in the replaced one."""
    path = tmp_path / "outcomes.jsonl"
    cands = [cand(str(i)) for i in range(3)]

    def run_one(c: rft.Candidate, attempt: int) -> AgentResult:
        if c.id == "ours:1":  # replace the file as a checkout does: a new inode, same text
            text = path.read_text()
            path.unlink()
            path.write_text(text)
        return result(code=CODE)

    rft.collect(cands, path, run_one, rft.Judge((), 0.9, no_unmet), progress=False)
    ids = [json.loads(x)["id"] for x in path.read_text().splitlines()]
    assert ids == ["ours:0", "ours:1", "ours:2"]


def test_an_agent_error_is_recorded_and_a_model_error_stops(tmp_path: Path) -> None:
    """A description that makes the agent raise is recorded as agent-error and the run goes on;
    a model that cannot load (BackendError) stops the run with nothing recorded for it."""
    from server.backends import BackendError
    from server.prompts import PromptError

    def run_one(c: rft.Candidate, attempt: int) -> AgentResult:
        if c.id == "ours:0":
            raise PromptError("the description is too long")
        if c.id == "ours:2":
            raise BackendError("no model")
        return result()

    path = tmp_path / "o.jsonl"
    judge = rft.Judge((), 0.9, no_unmet)
    with pytest.raises(BackendError):
        rft.collect([cand(str(i)) for i in range(3)], path, run_one, judge, progress=False)
    rows = rft.load_outcomes(path)
    assert set(rows) == {"ours:0", "ours:1"} and rows["ours:1"]["kept"]
    assert rows["ours:0"]["reason"] == "agent-error" and "too long" in rows["ours:0"]["error"]


def test_attempts_retry_with_the_next_seed_until_kept() -> None:
    """attempts = 3: a rejected first run is retried with seed + 1, and the retry is recorded."""
    seeds: list[int] = []

    class FakeEngine:
        example_exclude: Any = None

        def options(self, overrides: dict[str, Any] | None = None) -> AgentOptions:
            seeds.append((overrides or {}).get("seed", 0))
            return AgentOptions()

        def generate(self, description: str, *, options: AgentOptions) -> AgentResult:
            return result(status="success" if len(seeds) > 1 else "error")

    run_one = rft.engine_runner(FakeEngine(), Settings())
    row = rft._attempts(cand("x"), run_one, rft.Judge((), 0.9, no_unmet), 3)
    assert row["kept"] and row["attempt"] == 1 and seeds == [0, 1]
    assert [a["reason"] for a in row["attempts"]] == ["render-failed", "kept"]


def test_a_row_keeps_the_code_of_the_runs_it_replaced() -> None:
    """Every run but the row's own keeps its code and checks in ``attempts`` (the preference
    pairs compare them), whether the runs were made together or the retry came later."""
    codes = iter([CODE.replace("Square", "Squar"), CODE.replace("Square", "Circle"), CODE])

    def run_one(c: rft.Candidate, attempt: int) -> AgentResult:
        text = next(codes)
        return result(code=text, status="success" if "Squar(" not in text else "error")

    unmet_once = iter([(5, ["no circle"]), (5, [])])

    def checks(_c: rft.Candidate, _r: AgentResult) -> tuple[int, list[str]]:
        return next(unmet_once)

    judge = rft.Judge((), 0.9, checks)
    first = rft._attempts(cand("x"), run_one, judge, 2)
    assert [t["reason"] for t in first["attempts"]] == ["render-failed", "checks-failed"]
    assert first["attempts"][0]["code"] == CODE.replace("Square", "Squar")
    assert "code" not in first["attempts"][1] and first["code"] == CODE.replace("Square", "Circle")
    later = rft._attempts(cand("x"), run_one, judge, 3, previous=first)
    assert later["kept"] and later["code"] == CODE and "code" not in later["attempts"][2]
    assert later["attempts"][1] == {"reason": "checks-failed", "rounds": 1, "checks": 5,
                                    "unmet": ["no circle"], "code": first["code"]}  # fmt: skip


@pytest.mark.manimbench
def test_retries_give_rejected_descriptions_hotter_runs_on_a_later_run(tmp_path: Path) -> None:
    """rft.retries: a later run of the stage gives each rejected description the runs it has
    left (attempt numbers go on, so seeds differ), a kept retry replaces the rejected outcome,
    the retries are not part of the identity, and a run with none left calls nothing."""
    calls: list[tuple[str, int]] = []

    def run_one(c: rft.Candidate, attempt: int) -> AgentResult:
        calls.append((c.id, attempt))
        fixed_on_retry = c.id == "ours:d2" and attempt >= 1
        return result(status="error" if c.id in ("ours:d2", "ours:d3") and not fixed_on_retry
                      else "success")  # fmt: skip

    paths = RunPaths(tmp_path / "run")
    first = rft.run(_cfg(tmp_path), paths, run_one=run_one, checks=no_unmet, progress=False)
    assert first["kept"] == 3 and first["retries_left"] == 0 and paths.is_done("rft-data")
    assert sorted(calls) == [(f"ours:d{i}", 0) for i in range(1, 6)]
    calls.clear()
    cfg = _cfg(tmp_path, retries=2)
    rft.run(cfg, paths, resume=True, run_one=run_one, checks=no_unmet, progress=False,
            budget_minutes=0)  # fmt: skip
    assert calls == [] and not paths.is_done("rft-data")  # retries left: not done any more
    again = rft.run(cfg, paths, resume=True, run_one=run_one, checks=no_unmet, progress=False)
    assert sorted(calls) == [("ours:d2", 1), ("ours:d3", 1), ("ours:d3", 2)]
    assert again["kept"] == 4 and again["kept_on_retry"] == 1 and again["retries_left"] == 0
    rows = rft.load_outcomes(paths.stage("rft-data") / "outcomes.jsonl")
    assert rows["ours:d2"]["kept"] and rows["ours:d2"]["attempt"] == 1
    assert [t["reason"] for t in rows["ours:d2"]["attempts"]] == ["render-failed", "kept"]
    assert [t["reason"] for t in rows["ours:d3"]["attempts"]] == ["render-failed"] * 3
    train_val = [*data_stage.read_jsonl(paths.stage("rft-data") / "train.jsonl"),
                 *data_stage.read_jsonl(paths.stage("rft-data") / "val.jsonl")]  # fmt: skip
    assert {r["task_id"] for r in train_val} == {"ours:d1", "ours:d2", "ours:d4", "ours:d5"}
    calls.clear()
    rft.run(cfg, paths, resume=True, run_one=run_one, checks=no_unmet, progress=False)
    assert calls == []


def test_retries_sample_hotter_with_their_own_seeds() -> None:
    """The engine runner keeps the configured temperature for the first attempts and samples
    the retries (attempt >= hot_from) at the retry temperature, each with seed + attempt."""
    seen: list[dict[str, Any] | None] = []

    class FakeEngine:
        example_exclude: Any = None

        def options(self, overrides: dict[str, Any] | None = None) -> AgentOptions:
            seen.append(overrides)
            return AgentOptions()

        def generate(self, description: str, *, options: AgentOptions) -> AgentResult:
            return result()

    run_one = rft.engine_runner(FakeEngine(), Settings(), hot_from=1, hot_temperature=0.9)
    for attempt in range(3):
        run_one(cand("x"), attempt)
    assert seen == [None, {"seed": 1, "temperature": 0.9}, {"seed": 2, "temperature": 0.9}]
    with pytest.raises(ConfigError, match=r"rft[.]retries"):
        from_dict({"rft": {"retries": -1}})
    with pytest.raises(ConfigError, match=r"rft[.]retry_temperature"):
        from_dict({"rft": {"retry_temperature": 0}})


def test_library_description_never_sees_its_own_scene_as_an_example() -> None:
    """For a library entry, the engine's few-shot filter rejects that entry's own code."""
    seen: list[Any] = []

    class FakeEngine:
        example_exclude: Any = None

        def options(self, overrides: dict[str, Any] | None = None) -> AgentOptions:
            return AgentOptions()

        def generate(self, description: str, *, options: AgentOptions) -> AgentResult:
            seen.append(self.example_exclude)
            return result()

    run_one = rft.engine_runner(FakeEngine(), Settings())
    run_one(rft.Candidate("library:e", "library", "A square.", own_code=CODE), 0)
    run_one(cand("y"), 0)
    assert seen[0] is not None and seen[0](CODE) and not seen[0]("print(1)")
    assert seen[1] is None


# -- records ---------------------------------------------------------------------------------------
@pytest.mark.manimbench
def test_record_has_the_data_stage_format_and_a_short_prompt_without_examples() -> None:
    """The record has the data stage's keys and message shapes; its prompt is exactly what the
    agent sends with few_shot_examples = 0 (no examples), its answer the <CODE> format."""
    settings = Settings()
    assert settings.few_shot_examples > 0  # the shipped agent uses examples; the prompt must not
    outcome = {"id": "ours:x", "source": "ours", "description": "Draw a square.", "code": CODE}
    rec = rft.to_record(outcome, settings)
    ref = data_stage.to_record(manimbench.load("train")[0])
    assert set(rec) == set(ref)
    assert [m["role"] for m in rec["prompt"]] == [m["role"] for m in ref["prompt"]]
    assert rec["completion"] == [{"role": "assistant", "content": data_stage.answer_text(CODE)}]
    assert "More examples." not in rec["prompt"][0]["content"]

    class Recorder:
        name, loaded = "rec", True

        def __init__(self) -> None:
            self.prompts: list[list[Message]] = []

        def load(self) -> float:
            return 0.0

        def chat(self, messages: list[Message], params: GenerationParams | None = None, *,
                 on_token: Any = None, cancel: CancelToken | None = None) -> Completion:  # fmt: skip
            self.prompts.append(messages)
            return Completion("<CODE>\n" + CODE + "</CODE>", "stop", 1, 1, 0.0, 0.0, 0.0)

        def close(self) -> None:
            pass

    model = Recorder()
    opts = AgentOptions(examples=0, static_checks=False, fixes=False, strategy="vanilla")
    agent = ManimAgent(model, opts, renderer=lambda code, **kw: RenderResult(status="success"))
    agent.run("Draw a square.")
    assert [dict(m) for m in model.prompts[0]] == rec["prompt"]

    # rft.prompt shipped: exactly the prompt the agent sends with its library examples, and a
    # library description's own scene is left out of them as when the data was made
    shipped = rft.to_record(outcome, settings, "shipped")
    assert "More examples." in shipped["prompt"][0]["content"]
    assert shipped["completion"] == rec["completion"]
    model.prompts.clear()
    agent = ManimAgent(
        model, engine.agent_options(settings),
        renderer=lambda code, **kw: RenderResult(status="success"),
    )  # fmt: skip
    agent.run("Draw a square.")
    assert [dict(m) for m in model.prompts[0]] == shipped["prompt"]
    shots = shipped["prompt"][0]["content"].split("More examples.\n", 1)[1]
    first_example_code = shots.split("<CODE>\n")[1].split("\n</CODE>")[0]
    own = rft.to_record(outcome, settings, "shipped", own_code=first_example_code)
    assert first_example_code not in own["prompt"][0]["content"]
    assert "More examples." in own["prompt"][0]["content"]


# -- the stage ---------------------------------------------------------------------------------------
def _cfg(tmp_path: Path, **rft_keys: Any) -> Any:
    desc = tmp_path / "descs.jsonl"
    desc.write_text(
        "".join(
            json.dumps({"id": f"d{i}", "description": f"Draw {i} green squares in a row."}) + "\n"
            for i in range(1, 6)
        )
    )
    keys = {"sources": ["ours"], "descriptions_file": str(desc), "validation_fraction": 0.2}
    keys.update(rft_keys)
    return from_dict({"name": "t", "model": {"base": "embedded:small"}, "rft": keys,
                      "sft": {"data": "rft"}})  # fmt: skip


@pytest.mark.manimbench
def test_stage_writes_sft_data_and_resumes(tmp_path: Path) -> None:
    """The stage keeps what passes, writes train/val the SFT stage reads, refuses to overwrite
    without a flag, resumes without rerunning recorded ids, and refuses other settings."""
    cfg = _cfg(tmp_path)
    paths = RunPaths(tmp_path / "run")
    calls: list[str] = []

    def run_one(c: rft.Candidate, attempt: int) -> AgentResult:
        calls.append(c.id)
        return result(status="error" if c.id == "ours:d3" else "success")

    summary = rft.run(cfg, paths, limit=3, run_one=run_one, checks=no_unmet, progress=False)
    assert summary["generated"] == 3 and paths.read_done("rft-data")["cap"] == 3
    with pytest.raises(StageStateError, match="--resume"):
        rft.run(cfg, paths, run_one=run_one, checks=no_unmet, progress=False)
    calls.clear()
    summary = rft.run(cfg, paths, resume=True, run_one=run_one, checks=no_unmet, progress=False)
    assert len(calls) == 2 and summary["generated"] == 5 and summary["kept"] == 4
    assert summary["reasons"] == {"kept": 4, "render-failed": 1} and paths.is_done("rft-data")
    data_dir, stage = sft.data_source(cfg, paths)
    assert stage == "rft-data"
    train = data_stage.read_jsonl(data_dir / "train.jsonl")
    val = data_stage.read_jsonl(data_dir / "val.jsonl")
    assert len(train) == 3 and len(val) == 1
    assert "ours:d3" not in {r["task_id"] for r in train + val}
    manifest = json.loads((data_dir / "manifest.json").read_text())
    assert manifest["kept"] == 4 and manifest["near_test_copies_dropped"] == 0
    other = _cfg(tmp_path, settings={"trace_feedback": False})
    with pytest.raises(StageStateError, match="trace_feedback"):
        rft.run(other, paths, resume=True, run_one=run_one, checks=no_unmet, progress=False)
    rft.run(other, paths, force=True, run_one=run_one, checks=no_unmet, progress=False)
    assert paths.is_done("rft-data")


@pytest.mark.manimbench
def test_scenes_kept_after_a_repair_weigh_more_in_training_only(tmp_path: Path) -> None:
    """rft.repaired_weight repeats the training records of scenes the agent kept only after a
    repair round; first answers and every validation record count once."""
    cfg = _cfg(tmp_path, repaired_weight=3, validation_fraction=0.4)
    paths = RunPaths(tmp_path / "run")
    fixed = {"ours:d2", "ours:d4", "ours:d5"}

    def run_one(c: rft.Candidate, attempt: int) -> AgentResult:
        res = result()
        if c.id in fixed:  # the first answer failed; a repair round's code was kept
            res.rounds.append(Round(index=1, kind="repair", messages=[], raw="", code=CODE,
                                    completion=None))  # fmt: skip
        return res

    summary = rft.run(cfg, paths, run_one=run_one, checks=no_unmet, progress=False)
    assert summary["kept"] == 5 and summary["kept_after_repair"] == 3
    data_dir, _ = sft.data_source(cfg, paths)
    train = [r["task_id"] for r in data_stage.read_jsonl(data_dir / "train.jsonl")]
    val = [r["task_id"] for r in data_stage.read_jsonl(data_dir / "val.jsonl")]
    assert len(val) == 2 and len(set(val)) == 2 and not set(val) & set(train)
    assert set(train) & fixed and set(train) - fixed  # both kinds in the training split
    assert {t: train.count(t) for t in train} == {t: 3 if t in fixed else 1 for t in set(train)}
    assert (
        summary["train_examples"] == len(train) == sum(3 if t in fixed else 1 for t in set(train))
    )
    with pytest.raises(ConfigError, match=r"rft[.]repaired_weight"):
        from_dict({"rft": {"repaired_weight": 0}})


@pytest.mark.manimbench
def test_a_stopped_run_writes_records_of_what_is_done_and_resumes(tmp_path: Path) -> None:
    """Ctrl-C mid-run loses only the description in progress: the outcomes so far become the
    SFT records, the stage is not marked done, KeyboardInterrupt goes on to the CLI, and a
    resume runs only what is left. A time budget stops before the next description starts."""
    cfg = _cfg(tmp_path, validation_fraction=0.0)
    paths = RunPaths(tmp_path / "run")
    calls: list[str] = []

    def run_one(c: rft.Candidate, attempt: int) -> AgentResult:
        calls.append(c.id)
        if len(calls) == 3:
            raise KeyboardInterrupt
        return result()

    with pytest.raises(KeyboardInterrupt):
        rft.run(cfg, paths, run_one=run_one, checks=no_unmet, progress=False)
    folder = paths.stage("rft-data")
    assert len(data_stage.read_jsonl(folder / "train.jsonl")) == 2
    manifest = json.loads((folder / "manifest.json").read_text())
    assert manifest["stopped"] == "interrupted" and not manifest["complete"]
    assert manifest["generated"] == 2 and not paths.is_done("rft-data")
    summary = rft.run(
        cfg, paths, resume=True, run_one=run_one, checks=no_unmet, progress=False,
        budget_minutes=1e-9,
    )  # fmt: skip
    assert len(calls) == 3 and summary["stopped"] == "budget" and summary["generated"] == 2
    summary = rft.run(cfg, paths, resume=True, run_one=run_one, checks=no_unmet, progress=False)
    assert len(calls) == 6 and summary["complete"] and summary["stopped"] is None
    assert summary["train_examples"] == 5 and paths.is_done("rft-data")


@pytest.mark.manimbench
def test_a_stop_that_surfaces_as_a_decode_error_is_not_recorded(tmp_path: Path) -> None:
    """SIGTERM during a llama.cpp decode reaches Python inside the abort callback, where ctypes
    swallows the KeyboardInterrupt and the decode fails with a RuntimeError instead: with a stop
    requested, that error stops the run and records nothing for the description; without one
    it is the description's `agent-error` outcome and the run goes on."""
    from training import interrupts

    cfg = _cfg(tmp_path, validation_fraction=0.0)
    paths = RunPaths(tmp_path / "run")
    calls: list[str] = []

    def run_one(c: rft.Candidate, attempt: int) -> AgentResult:
        calls.append(c.id)
        if len(calls) == 2:
            raise RuntimeError("llama_decode returned 2")
        if len(calls) == 4:
            interrupts._REQUESTED.set()
            raise RuntimeError("llama_decode returned 2")
        return result()

    try:
        with pytest.raises(KeyboardInterrupt):
            rft.run(cfg, paths, run_one=run_one, checks=no_unmet, progress=False)
    finally:
        interrupts.reset()
    outcomes = data_stage.read_jsonl(paths.stage("rft-data") / "outcomes.jsonl")
    assert [o["reason"] for o in outcomes] == ["kept", "agent-error", "kept"]
    assert calls[3] not in {o["id"] for o in outcomes}


@pytest.mark.manimbench
def test_a_stop_swallowed_during_a_description_ends_the_run_before_the_next(
    tmp_path: Path,
) -> None:
    """A stop whose KeyboardInterrupt reached no code that raises it (an older binding, or a
    callback that swallowed it) while a description still finished normally: that outcome is
    recorded, as it is a real one, and no further description starts."""
    from training import interrupts

    cfg = _cfg(tmp_path, validation_fraction=0.0)
    paths = RunPaths(tmp_path / "run")
    calls: list[str] = []

    def run_one(c: rft.Candidate, attempt: int) -> AgentResult:
        calls.append(c.id)
        if len(calls) == 2:
            interrupts._REQUESTED.set()
        return result()

    try:
        with pytest.raises(KeyboardInterrupt):  # the stage's own stop, after writing records
            rft.run(cfg, paths, run_one=run_one, checks=no_unmet, progress=False)
    finally:
        interrupts.reset()
    outcomes = data_stage.read_jsonl(paths.stage("rft-data") / "outcomes.jsonl")
    assert len(calls) == 2 and [o["reason"] for o in outcomes] == ["kept", "kept"]
    manifest = json.loads((paths.stage("rft-data") / "manifest.json").read_text())
    assert manifest["stopped"] == "interrupted" and manifest["complete"] is False
    assert len(data_stage.read_jsonl(paths.stage("rft-data") / "train.jsonl")) == 2


@pytest.mark.manimbench
def test_shared_outcomes_carry_a_run_to_a_new_machine(tmp_path: Path) -> None:
    """Outcomes committed from an earlier run (rft.shared_outcomes) are read first and not run
    again; a budget of 0 runs nothing and writes their records; a shared folder made with other
    settings, or missing its files, is a clear error and the run folder is left as it was."""
    first = RunPaths(tmp_path / "first")
    calls: list[str] = []

    def run_one(c: rft.Candidate, attempt: int) -> AgentResult:
        calls.append(c.id)
        return result()

    shared = tmp_path / "committed"
    cfg = _cfg(tmp_path, shared_outcomes=str(shared), validation_fraction=0.0)
    rft.run(cfg, first, limit=2, run_one=run_one, checks=no_unmet, progress=False, share=True)
    made_first = set(calls)
    assert set(rft.load_outcomes(shared / "outcomes.jsonl")) == made_first
    second = RunPaths(tmp_path / "second")
    calls.clear()
    summary = rft.run(cfg, second, run_one=run_one, checks=no_unmet, progress=False,
                      budget_minutes=0)  # fmt: skip
    assert calls == [] and summary["shared_outcomes_read"] == 2 and summary["stopped"] == "budget"
    assert summary["train_examples"] == 2 and not second.is_done("rft-data")
    summary = rft.run(cfg, second, resume=True, run_one=run_one, checks=no_unmet, progress=False)
    assert len(calls) == 3 and not made_first & set(calls)
    assert summary["shared_outcomes_read"] == 0
    assert summary["generated"] == 5 and second.is_done("rft-data")
    other = _cfg(tmp_path, shared_outcomes=str(shared), settings={"trace_feedback": False})
    with pytest.raises(StageStateError, match="trace_feedback"):
        rft.run(other, RunPaths(tmp_path / "third"), run_one=run_one, progress=False)
    shared_ids = set(rft.load_outcomes(shared / "outcomes.jsonl"))
    rft.run(cfg, second, resume=True, limit=1, run_one=run_one, progress=False, share=True)
    assert set(rft.load_outcomes(shared / "outcomes.jsonl")) == shared_ids | set(calls)
    assert len(shared_ids | set(calls)) == 5  # a --limit does not drop what is beyond it
    (shared / "run.json").unlink()
    with pytest.raises(StageInputMissing, match=r"run[.]json"):
        rft.run(cfg, RunPaths(tmp_path / "fourth"), run_one=run_one, progress=False)
    with pytest.raises(ValueError, match=">= 0"):
        rft.run(cfg, second, resume=True, run_one=run_one, progress=False, budget_minutes=-1)
    assert len(calls) == 3


def test_a_retried_shared_outcome_replaces_the_rejected_one_a_machine_holds(
    tmp_path: Path,
) -> None:
    """A shared row that took more runs than the one the run folder holds (a retry made on
    another machine) replaces it; one with as many runs does not."""
    ident = {"sources": ["ours"], "seed": 0}
    shared = tmp_path / "committed"
    shared.mkdir()
    (shared / "run.json").write_text(json.dumps({"identity": ident}))
    failed = {"id": "ours:a", "kept": False, "reason": "render-failed",
              "attempts": [{"reason": "render-failed", "rounds": 4}]}  # fmt: skip
    kept = {**failed, "kept": True, "reason": "kept", "attempt": 1,
            "attempts": [*failed["attempts"], {"reason": "kept", "rounds": 1}]}  # fmt: skip
    other = {**failed, "id": "ours:b"}
    (shared / "outcomes.jsonl").write_text(json.dumps(kept) + "\n" + json.dumps(other) + "\n")
    mine = tmp_path / "run" / "outcomes.jsonl"
    mine.parent.mkdir()
    mine.write_text(json.dumps(failed) + "\n" + json.dumps({**other, "seconds": 3}) + "\n")
    assert rft.import_shared(mine, shared, ident) == 1
    rows = rft.load_outcomes(mine)
    assert rows["ours:a"]["kept"] and rows["ours:b"]["seconds"] == 3


def test_shared_copies_leave_manimbench_descriptions_out(tmp_path: Path) -> None:
    """ManimBench (CC BY-NC-SA) stays out of the repository: a shared copy drops the description
    of ManimBench rows and keeps everything else, and the run's identity goes with it."""
    (tmp_path / "run.json").write_text('{"identity": {"seed": 0}}')
    rows = [
        {"id": "manimbench-train:train-001", "source": "manimbench-train", "description": "x",
         "kept": True, "code": "c"},
        {"id": "ours:o1", "source": "ours", "description": "Draw a dot.", "kept": False},
    ]  # fmt: skip
    rft.write_shared(rows, tmp_path, tmp_path / "shared")
    back = rft.load_outcomes(tmp_path / "shared" / "outcomes.jsonl")
    assert "description" not in back["manimbench-train:train-001"]
    assert back["manimbench-train:train-001"]["code"] == "c"
    assert back["ours:o1"]["description"] == "Draw a dot."
    assert json.loads((tmp_path / "shared" / "run.json").read_text()) == {"identity": {"seed": 0}}


def test_sft_on_rft_data_names_the_rft_stage(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """With sft.data: rft and no RFT data, the SFT stage says to run the rft-data stage."""
    from training.cli import main

    rc = main(["--config", "rft-small", "--out", str(tmp_path), "--stage", "sft"])
    err = capsys.readouterr().err
    assert rc == 2 and "--stage rft-data" in err and "rft-data/train.jsonl" in err


def test_cli_passes_the_budget_and_sigterm_stops_like_ctrl_c(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`--budget-minutes` reaches the stage; SIGTERM during a stage exits 130 with the resume hint
    (the stage's own KeyboardInterrupt handling writes what is done first)."""
    import os
    import signal

    from training import cli

    seen: dict[str, Any] = {}

    def fake_run(cfg: Any, paths: Any, **kw: Any) -> dict[str, Any]:
        seen.update(kw)
        os.kill(os.getpid(), signal.SIGTERM)
        return {}

    from training import interrupts

    monkeypatch.setattr(rft, "run", fake_run)
    old = signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGINT)
    try:
        rc = cli.main(["--config", "rft-small", "--out", str(tmp_path), "--stage", "rft-data",
                       "--budget-minutes", "2.5", "-q"])  # fmt: skip
        assert interrupts.requested()
    finally:
        signal.signal(signal.SIGTERM, old[0])
        signal.signal(signal.SIGINT, old[1])
        interrupts.reset()
    assert seen["budget_minutes"] == 2.5 and rc == 130
    assert "--resume" in capsys.readouterr().err


def test_config_checks_rft_keys() -> None:
    """Bad RFT sources, settings and stages are config errors naming the key; the RFT configs
    run rft-data instead of data and GRPO."""
    with pytest.raises(ConfigError, match=r"rft[.]sources"):
        from_dict({"rft": {"sources": ["manimbench-test"]}})
    with pytest.raises(ConfigError, match=r"rft[.]settings"):
        from_dict({"rft": {"settings": {"strategy": "magic"}}})
    with pytest.raises(ConfigError, match=r"rft[.]settings"):
        from_dict({"rft": {"settings": {"no_such_setting": 1}}})
    with pytest.raises(ConfigError, match="stages"):
        from_dict({"stages": ["rft"]})
    with pytest.raises(ConfigError, match=r"sft[.]data"):
        from_dict({"sft": {"data": "both"}})
    for name in (
        "rft-small",
        "rft-cpu",
        "rft-small-distill",
        "rft-cpu-ex",
        "rft-cpu-ex-w3",
        "rft-gpu-ex-w3",
        "rft-gpu-ex-w3-hot",
    ):
        cfg = load_config(name)
        assert cfg.stages_for_all() == ["rft-data", "sft", "export", "register"]
        assert cfg.sft.data == "rft"
    assert load_config("default").stages_for_all() == ["data", "sft", "grpo", "export", "register"]


def test_agent_settings_are_the_shipped_ones_on_the_config_model() -> None:
    """The agent runs with the shipped defaults (library examples, fix-all, repairs), the
    config's embedded model, no registered model, and rft.settings on top."""
    s = rft.agent_settings(load_config("rft-small"))
    shipped = Settings()
    assert s.embedded_model == "small" and s.use_registry is False and s.trace_feedback is True
    for key in ("strategy", "rounds", "few_shot_examples", "examples_source", "fix_all"):
        assert getattr(s, key) == getattr(shipped, key)


def test_the_distill_config_reads_the_data_rft_cpu_makes() -> None:
    """rft-small-distill trains the 0.5B but its agent runs on the 1.5B, so its run identity is
    rft-cpu's and the committed rft-cpu outcomes are valid for it."""
    small, cpu = load_config("rft-small-distill"), load_config("rft-cpu")
    s_small, s_cpu = rft.agent_settings(small), rft.agent_settings(cpu)
    assert small.model.base == "embedded:small" and s_small.embedded_model == "default"
    assert rft.identity(small.rft, s_small, small.rft.sources) == rft.identity(
        cpu.rft, s_cpu, cpu.rft.sources
    )
    shared = rft.shared_folder(small.rft.shared_outcomes)
    assert shared is not None and shared.is_relative_to(rft.REPO_ROOT)
    # rft-cpu-ex differs from rft-cpu only in the records' prompt: same agent, same outcomes
    for name, weight in (("rft-cpu-ex", 1), ("rft-cpu-ex-w3", 3)):
        ex = load_config(name)
        assert ex.rft.prompt == "shipped" and cpu.rft.prompt == "short"
        assert ex.rft.repaired_weight == weight and cpu.rft.repaired_weight == 1
        assert rft.identity(ex.rft, rft.agent_settings(ex), ex.rft.sources) == rft.identity(
            cpu.rft, s_cpu, cpu.rft.sources
        )
        assert ex.rft.shared_outcomes == cpu.rft.shared_outcomes


def test_the_gpu_configs_train_rft_cpu_ex_w3s_records() -> None:
    """rft-gpu-ex-w3 is rft-cpu-ex-w3 trained on a GPU: the same agent identity and committed
    outcomes (so the same records), the same base, LoRA and schedule, with transformers + PEFT and
    without the CPU-only prefix cache; the -hot variant changes the learning rate and epochs only."""
    cpu = load_config("rft-cpu-ex-w3")
    ident = rft.identity(cpu.rft, rft.agent_settings(cpu), cpu.rft.sources)
    assert cpu.sft.prefix_cache is True
    for name in ("rft-gpu-ex-w3", "rft-gpu-ex-w3-hot"):
        gpu = load_config(name)
        assert gpu.name == name and gpu.out_dir != cpu.out_dir
        assert gpu.rft == cpu.rft
        assert rft.identity(gpu.rft, rft.agent_settings(gpu), gpu.rft.sources) == ident
        assert gpu.model.base == cpu.model.base and gpu.lora == cpu.lora
        assert gpu.model.backend == "peft" and gpu.sft.prefix_cache is False
        batch = (gpu.sft.per_device_train_batch_size, gpu.sft.gradient_accumulation_steps)
        assert batch == (cpu.sft.per_device_train_batch_size, cpu.sft.gradient_accumulation_steps)
    same = load_config("rft-gpu-ex-w3").sft
    assert (same.learning_rate, same.num_train_epochs) == (
        cpu.sft.learning_rate,
        cpu.sft.num_train_epochs,
    )
    hot = load_config("rft-gpu-ex-w3-hot").sft
    assert hot.learning_rate == 2 * cpu.sft.learning_rate and hot.num_train_epochs == 3


def test_the_committed_rft_cpu_outcomes_match_the_config(tmp_path: Path) -> None:
    """The committed outcomes of rft-cpu were made with rft-cpu's identity as it is today (a new
    agent setting would orphan them: this names it), hold no ManimBench description, and are
    read into an empty run folder."""
    cfg = load_config("rft-cpu")
    shared = rft.shared_folder(cfg.rft.shared_outcomes)
    assert shared is not None
    ident = rft.identity(cfg.rft, rft.agent_settings(cfg), cfg.rft.sources)
    target = tmp_path / "outcomes.jsonl"
    n = rft.import_shared(target, shared, ident)
    rows = rft.load_outcomes(target)
    assert n == len(rows) >= 100 and sum(bool(r["kept"]) for r in rows.values()) >= 50
    assert not [
        r for r in rows.values() if r["source"] == "manimbench-train" and "description" in r
    ]
    assert rft.import_shared(target, shared, ident) == 0


def test_missing_descriptions_file_is_a_clear_error(tmp_path: Path) -> None:
    """A missing descriptions file names the file and the config key."""
    with pytest.raises(StageInputMissing, match=r"rft[.]descriptions_file"):
        rft.read_descriptions(tmp_path / "nope.jsonl")


# -- real checks and the real model -----------------------------------------------------------------
@pytest.mark.slow
def test_real_trace_checks_pass_the_reference_and_fail_a_wrong_scene() -> None:
    """Real renders: the spec reference of a dev task passes its hand-written checks; a scene
    showing something else fails them and is rejected with the unmet requirement."""
    from server.render import render_code

    task = next(t for t in specbench.load("dev") if t.id == "spec-006")  # four pink squares
    c = rft.Candidate(f"spec-dev:{task.id}", "spec-dev", task.description, "dev", task.requirements)
    judge = rft.Judge((), 0.9)
    good = render_code(task.reference(), quality="l")
    wrong_code = CODE.replace("Square()", "Circle(color=BLUE)")
    wrong = render_code(wrong_code, quality="l")
    try:
        ok = judge(c, _with(task.reference(), good))
        bad = judge(c, _with(wrong_code, wrong))
    finally:
        good.cleanup()
        wrong.cleanup()
    assert ok["reason"] == "kept", ok
    assert bad["reason"] == "checks-failed" and bad["unmet"]


def _with(code: str, render: RenderResult) -> AgentResult:
    r = result(code=code)
    r.render = render
    return r


@pytest.mark.slow
@pytest.mark.timeout(900)
@pytest.mark.manimbench
def test_stage_with_the_real_small_model(tmp_path: Path, small_model_path: Path) -> None:
    """The rft-data stage with the real embedded 0.5B, the real agent, renders and checks on one
    spec-dev description: an outcome is recorded with a known reason, and a kept scene (if the
    model made one) is an SFT record whose code renders."""
    cfg = from_dict({"name": "t", "model": {"base": "embedded:small"},
                     "rft": {"sources": ["spec-dev"], "settings": {"rounds": 1}}})  # fmt: skip
    paths = RunPaths(tmp_path / "run")
    summary = rft.run(cfg, paths, limit=1, progress=False)
    rows = rft.load_outcomes(paths.stage("rft-data") / rft.OUTCOMES)
    assert summary["generated"] == 1 and len(rows) == 1
    (row,) = rows.values()
    assert row["reason"] in {"kept", "no-code", "render-failed", "checks-failed", "no-trace",
                             "near-test-copy"}  # fmt: skip
    assert row["seconds"] > 0 and row["rounds"] >= 1
    train = data_stage.read_jsonl(paths.stage("rft-data") / "train.jsonl")
    assert len(train) == int(row["kept"])
