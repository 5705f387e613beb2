"""The judged set (bench/judged/): its files agree with each other and the measure script counts
precision, recall and false failures the way its docstring says."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
JUDGED = ROOT / "bench" / "judged"
OVERALL = {"faithful", "partly", "not"}


def load(name: str) -> ModuleType:
    """``bench/judged/<name>.py`` as a module (the folder is scripts, not a package)."""
    spec = importlib.util.spec_from_file_location(f"judged_{name}", JUDGED / f"{name}.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


def load_measure() -> ModuleType:
    return load("measure")


def rows(path: Path) -> list[dict[str, object]]:
    if not path.is_file():
        return []
    return [json.loads(ln) for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip()]


def test_every_verdict_judges_a_recorded_scene_element_by_element() -> None:
    """Each verdict names a scene run.py recorded, uses the rubric's words, judges exactly the
    elements written for that description, and a rendered scene's sheet is committed."""
    outcomes = {r["id"]: r for r in rows(JUDGED / "outcomes.jsonl")}
    for v in rows(JUDGED / "verdicts.jsonl"):
        row = outcomes[str(v["id"])]
        assert v["overall"] in OVERALL and v.get("judge")
        elements = v["elements"]
        assert isinstance(elements, list)
        assert [e["element"] for e in elements] == row["elements"], v["id"]
        assert all(e["met"] in (True, False, None) for e in elements)
        if v["overall"] == "faithful":
            assert all(e["met"] is not False for e in elements), v["id"]
        if row["rendered"]:
            assert (JUDGED / "sheets" / f"{v['id']}.png").is_file()


def write_folder(folder: Path) -> None:
    """Six scenes: two all-met faithful, one all-met partly, one faithful with an unmet check,
    one not faithful with an unmet check, one unrendered."""
    cases = [
        ("a", 0, "faithful", True),
        ("b", 0, "faithful", True),
        ("c", 0, "partly", True),
        ("d", 2, "faithful", True),
        ("e", 1, "not", True),
        ("f", 0, "not", False),
    ]
    out, ver = [], []
    for sid, unmet, overall, rendered in cases:
        out.append({
            "id": sid, "source": "pool", "category": "shapes", "rendered": rendered,
            "description": "Draw a red circle.", "elements": ["a red circle"],
            "agent_checks": {"unmet": [{"code": "x"}] * unmet},
        })  # fmt: skip
        ver.append({"id": sid, "judge": "lead", "overall": overall,
                    "elements": [{"element": "a red circle", "met": True}]})  # fmt: skip
    ver.append({"id": "a", "judge": "second", "overall": "partly", "elements": []})
    (folder / "outcomes.jsonl").write_text("\n".join(json.dumps(r) for r in out) + "\n")
    (folder / "verdicts.jsonl").write_text("\n".join(json.dumps(r) for r in ver) + "\n")


def test_measure_counts_precision_recall_and_false_failures(tmp_path: Path) -> None:
    """On a hand-made folder the figures are the hand-counted ones, intervals hold the value,
    and judges' agreement is reported pair by pair."""
    measure = load_measure()
    write_folder(tmp_path)
    ss = measure.scenes(tmp_path, "recorded")
    assert [s.id for s in ss] == ["a", "b", "c", "d", "e", "f"]
    assert measure.precision_all_met(ss) == (2, 3)  # a, b faithful of a, b, c
    assert measure.defect_recall(ss) == (1, 2)  # e caught, c missed (f did not render)
    assert measure.false_failure_rate(ss) == (1, 3)  # d of a, b, d
    assert measure.faithful_rate(ss) == (3, 6)
    t = measure.table(ss, boot=300, seed=1)
    p = t["precision_all_met"]
    assert (
        p["value"] == pytest.approx(2 / 3, abs=1e-4) and p["ci95"][0] <= p["value"] <= p["ci95"][1]
    )
    assert measure.agreement(tmp_path) == [
        {"judges": ["lead", "second"], "scenes": 1, "same_overall": 0, "same_faithful": 0,
         "elements": 0, "same_elements": 0}
    ]  # fmt: skip


def test_measure_picks_a_batch_by_its_ids() -> None:
    """`--ids judged-221..judged-240` keeps one batch (numbers compared, one prefix); a list keeps
    those ids; nothing keeps everything."""
    in_ids = load_measure().in_ids
    assert in_ids("judged-230", "judged-221..judged-240")
    assert not in_ids("judged-241", "judged-221..judged-240")
    assert not in_ids("real-230", "judged-221..judged-240")
    assert in_ids("real-004", "real-002,real-004") and not in_ids("real-006", "real-002,real-004")
    assert in_ids("anything", "")


def test_measure_runs_on_the_committed_files() -> None:
    """`python bench/judged/measure.py` works from the committed files alone (no model)."""
    measure = load_measure()
    ss = measure.scenes(JUDGED, "recorded")
    assert len(ss) == len({str(v["id"]) for v in rows(JUDGED / "verdicts.jsonl")})
    coverage = measure.element_coverage(JUDGED)
    assert coverage["elements"] >= len(ss)


def test_fixes_refuses_the_held_out_half_and_writes_a_row_per_scene(tmp_path: Path) -> None:
    """bench/judged/fixes.py: the test half only with --allow-test; a scene whose checks name no
    fix gets a row with no fixes and nothing rendered (the renders themselves: the swap tests)."""
    sys.path.insert(0, str(JUDGED))
    try:
        spec = importlib.util.spec_from_file_location("judged_fixes", JUDGED / "fixes.py")
        assert spec is not None and spec.loader is not None
        fixes = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(fixes)
    finally:
        sys.path.remove(str(JUDGED))
    with pytest.raises(SystemExit):
        fixes.main(["--source", "realspec-test", "--out", str(tmp_path / "x")])
    outcome = next(r for r in rows(JUDGED / "outcomes.jsonl") if r.get("id") == "real-002")
    row = fixes.fix_one(JUDGED, outcome, tmp_path, pool=None)
    assert row == {**{k: outcome[k] for k in ("id", "source", "description")},
                   "fixes": [], "kept": False}  # fmt: skip
    assert not (tmp_path / "scenes").exists()


def load_blind() -> ModuleType:
    return load("blind")


def test_blind_pairs_hide_the_arm_and_unblinding_files_each_verdict_under_its_arm(
    tmp_path: Path,
) -> None:
    """blind.py shows each task's two sheets as X and Y in an order only the key knows (a grey
    panel where a scene did not render, "same code" where the arms wrote the same scene), and
    --unblind writes every verdict to the folder of the arm its label stands for."""
    from PIL import Image

    blind = load_blind()
    base, arm, out = tmp_path / "base", tmp_path / "arm", tmp_path / "out"
    ids = [f"t{i}" for i in range(6)]
    for folder, colour in ((base, (200, 0, 0)), (arm, (0, 0, 200))):
        (folder / "sheets").mkdir(parents=True)
        (folder / "scenes").mkdir()
        lines = []
        for i in ids:
            lines.append(json.dumps({"id": i, "description": f"task {i}", "elements": ["e"]}))
            code = "same" if i == "t0" else f"{folder.name} {i}"
            (folder / "scenes" / f"{i}.py").write_text(code, encoding="utf-8")
            if not (folder is arm and i == "t5"):  # the arm's t5 did not render
                Image.new("RGB", (40, 20), colour).save(folder / "sheets" / f"{i}.png")
        (folder / "outcomes.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert blind.main([str(base), str(arm), str(out), "--seed", "3"]) == 0
    key = json.loads((out / "key.json").read_text(encoding="utf-8"))
    assert set(key) == set(ids) and all(sorted(v) == ["arm", "base"] for v in key.values())
    assert len({tuple(v) for v in key.values()}) == 2  # both orders occur over six tasks
    tasks = (out / "tasks.txt").read_text(encoding="utf-8")
    assert "t0 (same code in X and Y)" in tasks and "t1 (same" not in tasks
    for i in ids:
        img = Image.open(out / f"{i}.png").convert("RGB")
        top, bottom = img.getpixel((5, blind.LABEL_H + 5)), img.getpixel((5, img.height - 5))
        colour = {"base": (200, 0, 0), "arm": (0, 0, 200)}
        if i == "t5":  # the missing sheet is the grey panel, on the arm's side
            grey = (60, 60, 60)
            assert (top, bottom) == ((grey, colour["base"]) if key[i][0] == "arm" else
                                     (colour["base"], grey))  # fmt: skip
        else:
            assert (top, bottom) == (colour[key[i][0]], colour[key[i][1]])
    verdicts = out / "verdicts.jsonl"
    verdicts.write_text(
        "\n".join(
            json.dumps({"id": i, "label": lab, "overall": "faithful" if lab == "X" else "not"})
            for i in ids
            for lab in "XY"
        )
        + "\n",
        encoding="utf-8",
    )
    assert blind.main(["--unblind", str(verdicts), str(out / "key.json"), str(base), str(arm)]) == 0
    for name, folder in (("base", base), ("arm", arm)):
        got = {str(v["id"]): v["overall"] for v in rows(folder / "verdicts.jsonl")}
        assert got == {i: ("faithful" if key[i][0] == name else "not") for i in ids}
        assert all("label" not in v for v in rows(folder / "verdicts.jsonl"))


def test_a_verdict_follows_the_rubric_from_its_marks(tmp_path: Path) -> None:
    """verdict.py writes a row element by element; it refuses marks that do not match the
    elements, an overall verdict the marks do not give, a second row by the same judge, and a
    met element in a scene that did not render. Undecidable elements (n) do not count."""
    verdict = load("verdict")
    write_folder(tmp_path)
    two = {"id": "g", "source": "pool", "rendered": True, "elements": ["a circle", "it turns"]}
    with (tmp_path / "outcomes.jsonl").open("a") as fh:
        fh.write(json.dumps(two) + "\n")
    assert (
        verdict.main(
            [
                "g",
                "partly",
                "no turn",
                "1",
                "0:it stays still",
                "--folder",
                str(tmp_path),
                "--judge",
                "t",
            ]
        )
        == 0
    )
    row = rows(tmp_path / "verdicts.jsonl")[-1]
    assert row["elements"][1] == {"element": "it turns", "met": False, "note": "it stays still"}
    for args in (
        ["g", "faithful", "", "1", "0"],  # the marks give partly
        ["g", "partly", "", "1"],  # one mark for two elements
        ["g", "partly", "", "1", "0"],  # t already judged g
        ["f", "not", "", "1"],  # f did not render
    ):
        with pytest.raises(SystemExit):
            verdict.main([*args, "--folder", str(tmp_path), "--judge", "t"])
    assert (
        verdict.build(two, "faithful", "", ["1", "n:too fast to see"], "t")["overall"] == "faithful"
    )
    assert verdict.expected_overall([True, False, False], True) == "not"


def test_a_full_resolution_frame_shows_a_small_dots_colour(tmp_path: Path) -> None:
    """frame.py renders a scene afresh and writes an enlarged crop of its last frame: a default
    red Dot on a grey line is red there (in a 128-colour sheet it was grey); bad crops are
    refused."""
    from PIL import Image

    frame = load("frame")
    with pytest.raises(ValueError, match="fractions"):
        frame.parse_crop("0.5,0.5,0.2,0.9")
    with pytest.raises(ValueError, match="four fractions"):
        frame.parse_crop("0,0,1")
    scene = tmp_path / "s.py"
    scene.write_text(
        "from manim import *\n\nclass S(Scene):\n    def construct(self):\n"
        "        self.add(Line(LEFT * 3, RIGHT * 3, color=GREY), Dot(color=RED))\n"
        "        self.wait(0.2)\n"
    )
    out = tmp_path / "dot.png"
    assert frame.main([str(scene), str(out), "--crop", "0.45,0.45,0.55,0.55", "--zoom", "2"]) == 0
    img = Image.open(out).convert("RGB")
    assert img.width > 50 and img.height > 30
    px = img.load()
    assert px is not None
    reds = [
        (x, y) for x in range(img.width) for y in range(img.height)
        if px[x, y][0] > 180 and px[x, y][1] < 120 and px[x, y][2] < 120
    ]  # fmt: skip
    assert len(reds) > 20
