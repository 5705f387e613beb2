"""Run the shipped configuration on the judged set's descriptions and keep what a judge by eye needs.

    python bench/judged/run.py [--source pool|realspec-test|realspec-dev|all] [--limit N]
        [--ids judged-001,real-002] [--out bench/judged] [--set checklist_prompt=true ...]

For each description the engine runs exactly as a user's `python -m server generate` does
(default settings, the embedded model). Written per task, under ``--out``:

- ``scenes/<id>.py``: the scene the agent returned;
- ``sheets/<id>.png``: a contact sheet of 8 frames evenly spread over the video (the last is
  the final frame), each labelled with its time, small enough to commit;
- ``traces/<id>.json.gz``: the kept render's scene trace, so ``bench/judged/measure.py`` can
  judge it again with today's checks, without a model;
- a row in ``outcomes.jsonl``: the description, status, rounds, seconds, and the agent's own
  final verdict (its checks on the kept attempt).

``--set NAME=VALUE`` (repeatable) changes one setting from its default, for a paired arm against
the shipped configuration (e.g. ``checklist_prompt=true``); each row records the settings that
differ from the defaults under ``settings``. Rows already in ``outcomes.jsonl`` are skipped, so a stopped run resumes where it stopped.
Verdicts by eye go into ``verdicts.jsonl`` by hand (README.md in this folder: the rubric).
"""

from __future__ import annotations

import argparse
import gzip
import json
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402
from PIL import Image, ImageDraw  # noqa: E402

from server.engine import Engine  # noqa: E402
from server.faithful import specbench  # noqa: E402
from server.faithful.loop import assess  # noqa: E402
from server.faithful.reader import read_requirements  # noqa: E402
from server.render.frames import sample_frames  # noqa: E402
from server.settings import Settings, SettingsError  # noqa: E402

HERE = Path(__file__).resolve().parent
SHEET_FRAMES = 8
THUMB = (480, 270)  # 320 x 180 up to judged-240: a default Dot was two pixels wide


def pool_tasks() -> list[dict[str, Any]]:
    """The judged pool: realistic descriptions written for judging, never in a benchmark."""
    rows = []
    for line in (HERE / "descriptions.jsonl").read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            rows.append({**row, "split": "pool", "source": "pool"})
    return rows


def realspec_tasks(split: str) -> list[dict[str, Any]]:
    """One half of the realistic spec benchmark (the test half is judged, never tuned on)."""
    return [
        {
            "id": t.id,
            "category": t.category,
            "description": t.description,
            "elements": list(t.elements),
            "split": t.split,
            "source": f"realspec-{t.split}",
        }
        for t in specbench.load(split, bench="realspec")
    ]


def tasks_for(source: str) -> list[dict[str, Any]]:
    if source == "pool":
        return pool_tasks()
    if source == "realspec-test":
        return realspec_tasks("test")
    if source == "realspec-dev":
        return realspec_tasks("dev")
    return [*pool_tasks(), *realspec_tasks("test"), *realspec_tasks("dev")]


def contact_sheet(video: Path, out: Path) -> list[float]:
    """Eight frames of ``video`` in a 4 x 2 grid, each with its time; returns the times."""
    frames = sample_frames(video, fps=5.0)
    n = len(frames)
    picks = sorted({round(i * (n - 1) / (SHEET_FRAMES - 1)) for i in range(SHEET_FRAMES)})
    w, h = THUMB
    label_h = 16
    sheet = Image.new("RGB", (4 * w, 2 * (h + label_h)), (40, 40, 40))
    draw = ImageDraw.Draw(sheet)
    times: list[float] = []
    for k, i in enumerate(picks):
        img = Image.fromarray(np.asarray(frames.rgb[i])).resize(THUMB, Image.Resampling.BILINEAR)
        x, y = (k % 4) * w, (k // 4) * (h + label_h)
        sheet.paste(img, (x, y + label_h))
        t = float(frames.times[i])
        times.append(round(t, 2))
        draw.text((x + 4, y + 2), f"t={t:.1f}s", fill=(255, 255, 120))
    out.parent.mkdir(parents=True, exist_ok=True)
    sheet.save(out, optimize=True)  # full colour: a 128-colour palette greyed small dots
    return times


def run_one(
    engine: Engine, task: dict[str, Any], out: Path, stepwise: bool = False
) -> dict[str, Any]:
    """Generate, keep the scene, the sheet and the trace; the row for outcomes.jsonl.
    ``stepwise``: the experiment of ``stepwise.py`` instead of the shipped generation."""
    t0 = time.perf_counter()
    steps: list[dict[str, Any]] | None = None
    if stepwise:
        from stepwise import generate_stepwise

        sw = generate_stepwise(engine, task["description"])
        result: Any = sw
        steps = sw.steps
    else:
        result = engine.generate(task["description"])
    seconds = time.perf_counter() - t0
    tid = task["id"]
    row: dict[str, Any] = {
        k: task[k] for k in ("id", "source", "split", "category", "description", "elements")
    }
    row.update(
        status=result.status,
        rounds=len(result.rounds),
        kinds=[r.kind for r in result.rounds],
        fixes=[f.code for r in result.rounds for f in r.fixes],  # fix-all and trace fixes
        seconds=round(seconds, 1),
    )
    if steps is not None:
        row["steps"] = steps
    # each round's answer and what it was told next, to see how a repair went
    (out / "rounds").mkdir(parents=True, exist_ok=True)
    rounds = [
        {"kind": r.kind, "answer": r.raw, "code": r.code, "feedback": r.feedback,
         "seconds": round(r.seconds, 1), "unapplied_edit": r.unapplied_edit}
        for r in result.rounds
    ]  # fmt: skip
    raw_rounds = json.dumps(rounds, separators=(",", ":")).encode()
    (out / "rounds" / f"{tid}.json.gz").write_bytes(gzip.compress(raw_rounds, mtime=0))
    if result.code:
        (out / "scenes").mkdir(parents=True, exist_ok=True)
        (out / "scenes" / f"{tid}.py").write_text(result.code, encoding="utf-8")
    render = result.render
    rendered = render is not None and render.ok and result.code is not None
    row["rendered"] = bool(rendered)
    if rendered:
        assert render is not None and result.code is not None
        reqs = read_requirements(task["description"])
        verdict = assess(result.code, render, reqs, reader=True, description=task["description"])
        row["agent_checks"] = verdict.to_dict()
        row["agent_all_met"] = verdict.ok
        if render.trace is not None:
            (out / "traces").mkdir(parents=True, exist_ok=True)
            raw = json.dumps(render.trace.to_dict(), separators=(",", ":")).encode()
            (out / "traces" / f"{tid}.json.gz").write_bytes(gzip.compress(raw, mtime=0))
        media = next((o.video for o in render.outputs if o.video), None)
        if media is not None:
            row["sheet_times"] = contact_sheet(Path(media), out / "sheets" / f"{tid}.png")
        elif render.outputs and render.outputs[0].image:
            img = Image.open(render.outputs[0].image).convert("RGB").resize(THUMB)
            (out / "sheets").mkdir(parents=True, exist_ok=True)
            img.save(out / "sheets" / f"{tid}.png", optimize=True)
            row["sheet_times"] = [0.0]
    cleanup = getattr(render, "cleanup", None)
    if callable(cleanup):
        cleanup()
    return row


def settings_from_items(items: list[str], error: Callable[[str], Any]) -> Settings:
    """The default settings with each ``NAME=VALUE`` applied (VALUE read as JSON where it
    parses: true, 3, 0.8); ``error`` is called with a message for a bad item."""
    settings = Settings()
    for item in items:
        name, sep, value = item.partition("=")
        if not sep:
            error(f"--set {item!r}: write NAME=VALUE, e.g. checklist_prompt=true")
        key = "".join("_" + c.lower() if c.isupper() else c for c in name)
        if key not in settings.values():
            error(f"--set {item!r}: no setting named {name!r}")
        try:
            parsed: Any = json.loads(value)
        except json.JSONDecodeError:
            parsed = value
        try:
            settings.update({key: parsed}, strict=True)
        except SettingsError as exc:
            error(str(exc))
    return settings


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument(
        "--source", default="all", choices=["pool", "realspec-test", "realspec-dev", "all"]
    )
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--ids", default="")
    ap.add_argument("--out", type=Path, default=HERE)
    ap.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="change one setting from its default (repeatable)",
    )
    ap.add_argument(
        "--stepwise",
        action="store_true",
        help="the step-by-step experiment (stepwise.py): first step generated, the rest edits",
    )
    args = ap.parse_args(argv)
    settings = settings_from_items(args.set, ap.error)
    changed = settings.diff(Settings())
    out: Path = args.out
    outcomes = out / "outcomes.jsonl"
    done = set()
    if outcomes.is_file():
        done = {json.loads(ln)["id"] for ln in outcomes.read_text().splitlines() if ln.strip()}
    tasks = tasks_for(args.source)
    if args.ids:
        wanted = set(args.ids.split(","))
        tasks = [t for t in tasks if t["id"] in wanted]
    todo = [t for t in tasks if t["id"] not in done]
    if args.limit:
        todo = todo[: args.limit]
    print(f"{len(done)} done, {len(todo)} to run", flush=True)
    commit = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True
    ).stdout.strip()
    engine = Engine(settings)
    try:
        for k, task in enumerate(todo, 1):
            row = run_one(engine, task, out, stepwise=args.stepwise)
            row["commit"] = commit
            if changed:
                row["settings"] = changed
            if args.stepwise:
                row["arm"] = "stepwise"
            with outcomes.open("a", encoding="utf-8") as fh:
                fh.write(json.dumps(row) + "\n")
            print(
                f"[{k}/{len(todo)}] {task['id']} {row['status']} rounds={row['rounds']} "
                f"{row['seconds']}s all_met={row.get('agent_all_met')}",
                flush=True,
            )
    finally:
        engine.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
