"""The preference stage (training/pref.py, training/pref_pairs.py): which attempts become pairs,
that no test description or test split reaches them, the files it writes, clear errors, and a
2-step DPO run of the tiny smoke model from an SFT adapter that writes its adapter and resumes."""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path
from typing import Any

import pytest
import yaml

from training import pref, pref_pairs, rft
from training.config import CONFIG_DIR, ConfigError, PrefSettings, from_dict, load_config
from training.paths import RunPaths, StageInputMissing, StageStateError

GOOD = (
    "from manim import *\n\nclass A(Scene):\n    def construct(self):\n        self.add(Square())\n"
)


# a ManimBench-test-like reference, unlike the fixture's other scenes
TEST_REF = (
    "from manim import *\n\nclass Wave(Scene):\n    def construct(self):\n"
    "        axes = Axes(x_range=[0, 10], y_range=[-2, 2])\n"
    "        graph = axes.plot(lambda x: np.sin(x), color=BLUE)\n"
    "        self.play(Create(axes), Create(graph), run_time=3)\n        self.wait(2)\n"
)


def code(tag: str) -> str:
    return TEST_REF if tag == "test-copy" else GOOD.replace("Square()", f"Square()  # {tag}")


def row(rid: str, reason: str, attempt: int = 0, tries: list[dict[str, Any]] | None = None,
        unmet: int = 0, tag: str = "") -> dict[str, Any]:  # fmt: skip
    """An rft-data outcome row as the stage writes it (final run's code at the top level)."""
    r: dict[str, Any] = {"id": rid, "source": rid.split(":")[0], "kept": reason == "kept",
                         "reason": reason, "attempt": attempt,
                         "code": code(tag or f"{rid}#{attempt}")}  # fmt: skip
    if reason == "checks-failed":
        r["unmet"] = [f"unmet {i}" for i in range(unmet)]
    r["attempts"] = [*(tries or []), {"reason": reason, "rounds": 1}]
    return r


def tried(reason: str, tag: str, unmet: int = 0) -> dict[str, Any]:
    """An earlier run's entry in a row's attempts, with its code (training.rft.try_record)."""
    t: dict[str, Any] = {"reason": reason, "rounds": 4, "code": code(tag)}
    if reason == "checks-failed":
        t["unmet"] = [f"u{i}" for i in range(unmet)]
    return t


def cands(n: int = 8) -> list[rft.Candidate]:
    return [rft.Candidate(f"ours:d{i}", "ours", f"Draw {i} red triangles in a column.")
            for i in range(1, n + 1)]  # fmt: skip


FIXTURE_ROWS = [
    # d1: a render failure, then a kept retry -> kept > no-render
    row("ours:d1", "kept", 1, [tried("render-failed", "d1-bad")]),
    # d2: both missed checks; the retry misses fewer -> rendered > more-unmet
    row("ours:d2", "checks-failed", 1, [tried("checks-failed", "d2-worse", unmet=3)], unmet=1),
    # d3: one attempt only -> no pair
    row("ours:d3", "kept"),
    # d4: nothing rendered -> no pair
    row("ours:d4", "render-failed", 1, [tried("render-failed", "d4-a")]),
    # d5: an old-format row a retry replaced (no code in attempts), read from the append-only file
    row("ours:d5", "checks-failed", 0, unmet=2, tag="d5-first"),
    row("ours:d5", "kept", 1, [{"reason": "checks-failed", "rounds": 4}], tag="d5-kept"),
    # d6: both cut at MAX_UNMET_KEPT unmet checks -> cannot be compared (a tie)
    row("ours:d6", "checks-failed", 1, [tried("checks-failed", "d6-a", unmet=6)], unmet=6),
    # d7: a kept retry of a run whose code copies a test reference
    row("ours:d7", "kept", 1, [tried("render-failed", "test-copy")]),
    # an id no source holds
    row("ours:gone", "kept", 1, [tried("render-failed", "gone")]),
]


def build(rows: list[dict[str, Any]], **kw: Any) -> pref_pairs.PairSet:
    groups, dropped = pref_pairs.rft_groups(rows, cands())
    settings = PrefSettings(validation_fraction=0.0, **kw.pop("settings", {}))
    return pref_pairs.build(groups, kw.pop("tests", []), settings, dropped=dropped, **kw)


# -- the pair rule -------------------------------------------------------------------------------
def test_pairs_choose_the_better_attempt_and_drop_what_cannot_be_compared() -> None:
    """Kept over a failed render, fewer unmet checks over more, the replaced run of an
    append-only file read too; single attempts, all-failed renders and cut unmet lists give no
    pair, and each drop is counted by its reason."""
    pairs = build(FIXTURE_ROWS, test_codes=[("test-001", TEST_REF.replace("10", "12"))])
    got = {p.group.id: p for p in pairs.pairs}
    assert set(got) == {"ours:d1", "ours:d2", "ours:d5"}
    assert got["ours:d1"].kind == "kept>no-render"
    assert got["ours:d1"].chosen.code == code("ours:d1#1")
    assert got["ours:d1"].rejected.code == code("d1-bad")
    assert got["ours:d2"].kind == "rendered>more-unmet"
    assert (got["ours:d2"].chosen.unmet, got["ours:d2"].rejected.unmet) == (1, 3)
    assert got["ours:d5"].kind == "kept>more-unmet"
    assert got["ours:d5"].rejected.code == code("d5-first")
    m = pairs.manifest
    assert m["pairs"] == 3 and m["pairs_by_source"] == {"ours": 3}
    assert m["dropped"] == {
        "near-test-code": 1,  # d7's failed run copies a test reference
        "nothing-rendered": 1,  # d4
        "one-attempt": 2,  # d3; d7 once its test copy is gone
        "rft:description-not-in-the-sources": 1,
        "tie": 1,  # d6
    }
    kept_only = build(FIXTURE_ROWS, settings={"chosen": "kept"})
    assert {p.group.id for p in kept_only.pairs} == {"ours:d1", "ours:d5", "ours:d7"}
    assert kept_only.manifest["dropped"]["nothing-kept"] == 2  # d2 and d6: no run met all


def test_the_same_code_twice_is_one_attempt_and_ties_make_no_pair() -> None:
    same = row("ours:d1", "kept", 1, [tried("render-failed", "x")])
    same["attempts"][0]["code"] = same["code"]
    tie = row("ours:d2", "checks-failed", 1, [tried("checks-failed", "y", unmet=2)], unmet=2)
    pairs = build([same, tie])
    assert pairs.pairs == [] and pairs.manifest["dropped"] == {
        "same-code": 1, "one-attempt": 1, "tie": 1,
    }  # fmt: skip


# -- training descriptions only ------------------------------------------------------------------
def test_a_test_split_is_refused_and_test_descriptions_are_dropped(tmp_path: Path) -> None:
    """A group from a test split stops the build (TestSplitLeak); a description near a test
    description is dropped; a judged folder's realistic test rows are never read."""
    a = pref_pairs.Attempt(code("a"), True, 0, reason="kept")
    b = pref_pairs.Attempt(code("b"), False, None, reason="render-failed")
    leak = pref_pairs.Group("realspec-dev:real-002", "realspec-dev", "test", "Draw a dot.", "",
                            [a, b])  # fmt: skip
    with pytest.raises(rft.TestSplitLeak):
        pref_pairs.build([leak], [], PrefSettings())
    near = pref_pairs.Group("ours:n", "ours", "", "Draw 1 red triangle in a column!", "", [a, b])
    pairs = pref_pairs.build([near], ["draw 1 red triangles in a column"], PrefSettings())
    assert pairs.pairs == [] and pairs.manifest["near_test_description_ids"] == ["ours:n"]

    folder = tmp_path / "judged"
    (folder / "scenes").mkdir(parents=True)
    rows = [
        {"id": "judged-001", "source": "pool", "split": "pool", "description": "Draw a blue dot.",
         "rendered": True, "agent_checks": {"total": 5, "met": 5}},
        {"id": "real-001", "source": "realspec-dev", "split": "dev",
         "description": "Draw a green dot.", "rendered": False},
        {"id": "real-002", "source": "realspec-test", "split": "test",
         "description": "Draw a red dot.", "rendered": True},
    ]  # fmt: skip
    (folder / "outcomes.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    for r in rows:
        (folder / "scenes" / f"{r['id']}.py").write_text(code(str(r["id"])))
    groups, dropped = pref_pairs.judged_groups(folder)
    assert [(g.id, g.source, g.split) for g in groups] == [
        ("judged:judged-001", "judged", ""), ("realspec-dev:real-001", "realspec-dev", "dev"),
    ]  # fmt: skip
    assert dropped == {"judged:test-split": 1}
    assert groups[0].attempts[0].unmet == 0 and not groups[1].attempts[0].rendered


def test_attempts_of_one_description_pair_across_folders(tmp_path: Path) -> None:
    """Two arms of a paired run (one folder each) give one description two attempts."""
    for arm, rendered in (("shipped", True), ("other", False)):
        folder = tmp_path / arm
        (folder / "scenes").mkdir(parents=True)
        r = {"id": "judged-001", "source": "pool", "split": "pool",
             "description": "Draw a blue dot.", "rendered": rendered,
             "agent_checks": {"total": 4, "met": 4}}  # fmt: skip
        (folder / "outcomes.jsonl").write_text(json.dumps(r) + "\n")
        (folder / "scenes" / "judged-001.py").write_text(code(arm))
    groups = [
        g for arm in ("shipped", "other") for g in pref_pairs.judged_groups(tmp_path / arm)[0]
    ]
    pairs = pref_pairs.build(groups, [], PrefSettings(validation_fraction=0.0))
    assert [(p.kind, p.chosen.code, p.rejected.code) for p in pairs.pairs] == [
        ("kept>no-render", code("shipped"), code("other"))
    ]


def test_chosen_eye_ranks_by_the_verdicts_and_leaves_unjudged_attempts_out(tmp_path: Path) -> None:
    """Three arms of one pool description: the checks prefer arm "a" (all met), the judge by eye
    prefers "b" (faithful); "c" has no verdict."""
    arms = {  # arm: (rendered, unmet checks, verdict)
        "a": (True, 0, "partly"),
        "b": (True, 2, "faithful"),
        "c": (True, 1, None),
        "d": (True, 3, "not"),
    }
    for arm, (rendered, unmet, verdict) in arms.items():
        folder = tmp_path / arm
        (folder / "scenes").mkdir(parents=True)
        r = {"id": "judged-002", "source": "pool", "split": "pool",
             "description": "Draw a blue dot above a red square.", "rendered": rendered,
             "agent_checks": {"total": 4, "met": 4 - unmet}}  # fmt: skip
        (folder / "outcomes.jsonl").write_text(json.dumps(r) + "\n")
        (folder / "scenes" / "judged-002.py").write_text(code(arm))
        if verdict:
            v = {"id": "judged-002", "overall": verdict, "elements": []}
            (folder / "verdicts.jsonl").write_text(json.dumps(v) + "\n")
    groups = [g for arm in arms for g in pref_pairs.judged_groups(tmp_path / arm)[0]]
    by_checks = pref_pairs.build(groups, [], PrefSettings(validation_fraction=0.0))
    assert {(p.chosen.code, p.rejected.code) for p in by_checks.pairs} == {
        (code("a"), code("b")),
        (code("a"), code("c")),
        (code("a"), code("d")),
    }
    groups = [g for arm in arms for g in pref_pairs.judged_groups(tmp_path / arm)[0]]
    by_eye = pref_pairs.build(groups, [], PrefSettings(validation_fraction=0.0, chosen="eye"))
    assert sorted((p.kind, p.chosen.code, p.rejected.code) for p in by_eye.pairs) == [
        ("faithful>not", code("b"), code("d")),
        ("faithful>partly", code("b"), code("a")),
    ]
    assert by_eye.manifest["dropped"]["no-verdict"] == 1
    assert by_eye.manifest["chosen_rule"] == "eye"


# -- the stage -----------------------------------------------------------------------------------
def _cfg(tmp_path: Path, **pref_keys: Any) -> Any:
    """smoke.yaml with the preference stage on the fixture's descriptions (source ours)."""
    desc = tmp_path / "descs.jsonl"
    desc.write_text("".join(json.dumps({"id": c.id.split(":")[1], "description": c.description})
                            + "\n" for c in cands()))  # fmt: skip
    data = yaml.safe_load((CONFIG_DIR / "smoke.yaml").read_text())
    data["rft"] = {"sources": ["ours"], "descriptions_file": str(desc)}
    data["pref"] = {**data["pref"], "sources": ["rft"], "validation_fraction": 0.0, **pref_keys}
    return from_dict(data)


def _run_folder(tmp_path: Path) -> RunPaths:
    paths = RunPaths(tmp_path / "run")
    outcomes = paths.stage("rft-data") / "outcomes.jsonl"
    outcomes.parent.mkdir(parents=True)
    outcomes.write_text("".join(json.dumps(r) + "\n" for r in FIXTURE_ROWS))
    return paths


@pytest.mark.manimbench
def test_pairs_file_has_the_rft_prompt_and_a_manifest(tmp_path: Path) -> None:
    """--pairs-only writes pairs.jsonl in TRL's conversational preference format, after the
    short prompt the rft-data records use, and the manifest says what was dropped."""
    cfg = _cfg(tmp_path)
    paths = _run_folder(tmp_path)
    summary = pref.run(cfg, paths, pairs_only=True)
    assert summary["pairs"] == 4 and summary["read"]  # d1, d2, d5 and d7 (no test reference)
    lines = [json.loads(x) for x in (paths.stage("pref") / "pairs.jsonl").read_text().splitlines()]
    first = next(x for x in lines if x["id"] == "ours:d1")
    record = rft.to_record({"id": "ours:d1", "description": cands()[0].description,
                            "code": GOOD}, rft.agent_settings(cfg), "short")  # fmt: skip
    assert first["prompt"] == record["prompt"]
    assert first["chosen"][0]["content"].startswith("<CODE>\nfrom manim import *")
    assert "d1-bad" in first["rejected"][0]["content"] and first["kind"] == "kept>no-render"
    manifest = json.loads((paths.stage("pref") / "manifest.json").read_text())
    assert manifest["dropped"]["nothing-rendered"] == 1 and manifest["prompt"] == "short"
    assert not paths.is_done("pref")


@pytest.mark.manimbench
def test_cli_writes_the_pairs_only_and_export_takes_the_pref_adapter(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`--stage pref --pairs-only` trains nothing and prints the counts; export's ``auto`` picks
    the pref adapter over GRPO's and SFT's, and ``export.source: pref`` without one says what
    to run."""
    from training import export
    from training.cli import main
    from training.config import dump_yaml

    cfg = _cfg(tmp_path)
    paths = _run_folder(tmp_path)
    config = tmp_path / "pref.yaml"
    config.write_text(dump_yaml(cfg))
    argv = ["--config", str(config), "--out", str(paths.root), "--stage", "pref"]
    assert main([*argv[:-2], "--pairs-only"]) == 2
    assert "--stage pref" in capsys.readouterr().err
    assert main([*argv, "--pairs-only"]) == 0
    out = capsys.readouterr().out
    assert "pref: pairs = 4" in out and "kept>no-render" in out and not paths.is_done("pref")
    with pytest.raises(StageInputMissing, match="--stage pref"):
        export.pick_adapter(from_dict({"export": {"source": "pref"}}), paths, "python -m training")
    for stage in ("sft", "grpo", "pref"):
        paths.adapter(stage).mkdir(parents=True)
        (paths.adapter(stage) / "adapter_config.json").write_text("{}")
        assert export.pick_adapter(cfg, paths, "x") == (stage, paths.adapter(stage))


def test_missing_inputs_and_bad_keys_are_clear_errors(tmp_path: Path) -> None:
    """No SFT adapter, no rft-data runs: each error names the stage to run; bad pref keys name
    the key."""
    cfg = _cfg(tmp_path)
    paths = RunPaths(tmp_path / "run")
    with pytest.raises(StageInputMissing, match="--stage sft"):
        pref.run(cfg, paths)
    with pytest.raises(StageInputMissing, match="--stage rft-data"):
        pref.run(cfg, paths, pairs_only=True)
    for key, value, message in (
        ("beta", 0, "pref.beta"), ("loss_type", "kto", "pref.loss_type"),
        ("chosen", "best", "pref.chosen"), ("sources", ["test"], "pref.sources"),
        ("start", "rft", "pref.start"), ("max_length", 10, "pref.max_length"),
        ("validation_fraction", 0.7, "pref.validation_fraction"), ("lr", 1.0, "pref.lr"),
    ):  # fmt: skip
        with pytest.raises(ConfigError, match=message.replace(".", "[.]")):
            from_dict({"pref": {key: value}})
    with pytest.raises(ConfigError, match=r"export[.]source"):
        from_dict({"export": {"source": "dpo"}})


def test_the_pref_cpu_config_is_rft_cpu_plus_the_preference_stage() -> None:
    """pref-cpu trains the shipped 1.5B on rft-cpu's committed data: the same agent identity
    (so its outcomes are read) and prompt, then DPO from the SFT adapter, exported from pref."""
    cpu, cfg = load_config("rft-cpu"), load_config("pref-cpu")
    assert cfg.stages_for_all() == ["rft-data", "sft", "pref", "export", "register"]
    assert rft.identity(cfg.rft, rft.agent_settings(cfg), cfg.rft.sources) == rft.identity(
        cpu.rft, rft.agent_settings(cpu), cpu.rft.sources
    )
    assert cfg.rft.shared_outcomes == cpu.rft.shared_outcomes and cfg.rft.prompt == "short"
    assert (cfg.pref.start, cfg.pref.loss_type, cfg.export.source) == ("sft", "sigmoid", "pref")
    assert cfg.model.base == "embedded:default"


@pytest.mark.manimbench
@pytest.mark.slow
def test_two_dpo_steps_write_an_adapter_and_resume(tmp_path: Path, small_model_path: Path) -> None:
    """The tiny smoke model: an SFT adapter to start from, 2 DPO steps (checkpoints 1 and 2),
    the adapter and DONE.json; a rerun without a flag refuses; after a crash past checkpoint-1
    (no checkpoint-2, adapter or DONE.json) --resume continues from it with the same pairs, and
    step 1 is restored, not trained again."""
    from training import backend
    from training.trainer_utils import save_adapter

    cfg = _cfg(tmp_path)
    paths = _run_folder(tmp_path)
    t0 = time.perf_counter()
    base = backend.materialize_base(cfg.model, paths.root)
    model, tok = backend.load_trainable(base, cfg.model, cfg.lora)
    save_adapter(model, tok, paths.adapter("sft"), base, stage="sft")
    done = pref.run(cfg, paths, max_steps=2)
    first = time.perf_counter() - t0
    assert done["steps"] == 2 and done["pairs"] == 4 and done["start"].endswith("sft/adapter")
    assert (paths.adapter("pref") / "adapter_model.safetensors").is_file()
    assert not (paths.adapter("pref") / "ref").exists()  # TRL's frozen copy is not saved
    assert {"rewards/accuracies", "rewards/margins"} <= set(done["rewards"])
    assert paths.read_done("pref")["pairs_manifest"]["pairs"] == 4
    with pytest.raises(StageStateError, match="--resume"):
        pref.run(cfg, paths, max_steps=2)
    pairs_before = (paths.stage("pref") / "pairs.jsonl").read_text()
    shutil.rmtree(paths.stage("pref") / "checkpoint-2")
    shutil.rmtree(paths.adapter("pref"))
    paths.done_marker("pref").unlink()
    again = pref.run(cfg, paths, max_steps=2, resume=True)
    assert again["resumed_from"].endswith("checkpoint-1") and again["steps"] == 2
    assert again["loss_curve"][0] == done["loss_curve"][0]
    # step 2 again from checkpoint-1's adapter, optimiser and data order: the same loss
    assert again["loss_curve"][1]["loss"] == pytest.approx(done["loss_curve"][1]["loss"], rel=1e-4)
    assert (paths.adapter("pref") / "adapter_model.safetensors").is_file()
    assert (paths.stage("pref") / "pairs.jsonl").read_text() == pairs_before
    print(f"pref smoke: first run {first:.1f} s, resumed run {again['wall_s']} s of training")


def test_the_pref_rft_config_continues_the_committed_rft_adapter_on_pairs_by_eye() -> None:
    """pref-rft: DPO from rft-gpu-ex-w3's committed GGUF, ranked by eye, with that run's rft
    section (so its prompt, and the committed outcomes are read)."""
    w3, cfg = load_config("rft-gpu-ex-w3"), load_config("pref-rft")
    assert cfg.stages_for_all() == ["rft-data", "pref", "export", "register"]
    assert rft.identity(cfg.rft, rft.agent_settings(cfg), cfg.rft.sources) == rft.identity(
        w3.rft, rft.agent_settings(w3), w3.rft.sources
    )
    assert cfg.rft.prompt == "shipped" and cfg.pref.chosen == "eye"
    assert cfg.pref.start == "bench/results/training/rft-gpu-ex-w3/adapter-f16.gguf"
    assert cfg.export.source == "pref"


def test_pref_start_takes_an_adapter_path_and_says_what_is_wrong(tmp_path: Path) -> None:
    """pref.start: sft, grpo, base or a path (a LoRA GGUF such as the committed RFT adapter, or a
    PEFT folder); a missing path, a folder that is no PEFT adapter or a file that is no LoRA GGUF
    is refused naming the key and what to give."""
    committed = "bench/results/training/rft-gpu-ex-w3/adapter-f16.gguf"
    assert from_dict({"pref": {"start": committed}}).pref.start == committed
    peft_dir = tmp_path / "peft"
    peft_dir.mkdir()
    (peft_dir / "adapter_config.json").write_text("{}")
    assert from_dict({"pref": {"start": str(peft_dir)}}).pref.start == str(peft_dir)
    for start, message in (
        (
            str(tmp_path / "missing.gguf"),
            r"pref[.]start: .*missing[.]gguf does not exist; give sft",
        ),
        (str(tmp_path), r"pref[.]start: .*without adapter_config[.]json"),
        ("", r"pref[.]start: must be one of sft, grpo, base or the path"),
    ):
        with pytest.raises(ConfigError, match=message):
            from_dict({"pref": {"start": start}})
    (tmp_path / "x.gguf").write_text("no")
    with pytest.raises(ConfigError, match=r"pref[.]start: .*is not a GGUF file"):
        from_dict({"pref": {"start": str(tmp_path / "x.gguf")}})
    # a path that went away after the config was read stops the stage with the path named
    gone = tmp_path / "gone"
    shutil.copytree(peft_dir, gone)
    cfg = _cfg(tmp_path, start=str(gone))
    shutil.rmtree(gone)
    with pytest.raises(StageInputMissing, match=r"pref[.]start: the starting adapter .*gone"):
        pref.start_adapter(cfg, RunPaths(tmp_path / "run"), "python -m training")


@pytest.mark.manimbench
@pytest.mark.slow
def test_dpo_starts_from_a_lora_gguf(tmp_path: Path, small_model_path: Path) -> None:
    """pref.start: a LoRA GGUF (as the export stage writes one, here of the smoke model) is
    converted into pref/start-adapter/ and DPO continues it: its tensors are the GGUF's. After
    --pairs-only, --resume trains on the pairs file as it is (no rebuild: the GPU machine has no
    ManimBench to rebuild them from)."""
    from safetensors.torch import load_file

    from training import backend
    from training.export import converters_dir, run_converter
    from training.trainer_utils import save_adapter

    cfg = _cfg(tmp_path)
    paths = _run_folder(tmp_path)
    base = backend.materialize_base(cfg.model, paths.root)
    model, tok = backend.load_trainable(base, cfg.model, cfg.lora)
    for name, param in model.named_parameters():  # a LoRA that is not the identity
        if "lora_B" in name:
            param.data.fill_(0.01)
    peft_dir = save_adapter(model, tok, tmp_path / "rft-adapter", base, stage="sft")
    gguf = tmp_path / "adapter-f16.gguf"
    run_converter(
        converters_dir() / "convert_lora_to_gguf.py",
        [str(peft_dir), "--base", str(base.path), "--outfile", str(gguf), "--outtype", "f16"],
    )
    cfg = _cfg(tmp_path, start=str(gguf))
    pref.run(cfg, paths, pairs_only=True)  # as on this machine before the GPU run
    pairs_file = paths.stage("pref") / "pairs.jsonl"
    kept = pairs_file.read_text().splitlines()[:2]
    pairs_file.write_text("".join(line + "\n" for line in kept))
    done = pref.run(cfg, paths, max_steps=1, resume=True)  # trains on the pairs as written
    start = paths.stage("pref") / pref.START_ADAPTER
    assert done["steps"] == 1 and done["start"] == str(start) and done["pairs"] == 2
    converted = load_file(str(start / "adapter_model.safetensors"))
    original = load_file(str(peft_dir / "adapter_model.safetensors"))
    assert set(converted) == set(original)
    b = next(k for k in original if "lora_B" in k)
    assert float(abs(converted[b].float() - original[b].float()).max()) < 1e-3
    assert (paths.adapter("pref") / "adapter_model.safetensors").is_file()
