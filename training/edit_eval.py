"""``python -m training eval --bench edit``: Edit Scene on our edit benchmark (``bench/edit/``).

Each task's scene and instruction go to ``Engine.edit`` (the product's edit loop, its defaults);
the edited scene's trace is graded against the scene's own trace by the task's HAND-WRITTEN
requirements and its elements that must not change (``server.faithful.editbench.grade``).
Reported: edit success (the edit rendered, met every requirement and changed none of the kept
elements), render rate (an edited scene rendered), lines touched against the task's minimal edit
(the median of the ratio over rendered edits), time (median seconds from the request to the new
video, model load excluded; with ``--typed CPS`` each instruction is typed into a simulated Edit
Scene box first, as the editor does, and the time counts from Enter), the engine's own verdict against the grade (how often its "success"
is a real one), and the form the model answered in (OLD/NEW blocks, a whole file, nothing usable).

Resumable like the other benchmarks (``training/eval_common.py``): one line per finished task in
``<out>/results.jsonl``, ``run.json`` with the run's identity, ``summary.md`` / ``summary.json``.
"""

from __future__ import annotations

import statistics
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from server.backends.base import ChatBackend
from server.engine import Engine
from server.faithful import editbench
from server.render import RenderPool
from training.eval_common import (
    RESULTS_FILE,
    fmt_pct,
    load_rows,
    machine,
    pct,
    prepare_run_folder,
    task_progress,
    write_summary,
)
from training.eval_config import EvalConfig, EvalError
from training.records import append_row
from training.typist import ENTER_AFTER_S, Typist

BENCH = "edit"
ATTEMPT_CHARS = 600  # of a round's answer and feedback kept in a result row


def score_task(task: editbench.EditTask, outcome: Any) -> dict[str, Any]:
    """The result row of one task."""
    before = outcome.before
    after = outcome.render
    rendered = after is not None and after.ok and after.trace is not None
    if rendered and before is not None and before.trace is not None:
        checks = editbench.grade(task, before.trace, after.trace)
    else:
        checks = [{"kind": r.kind, "phrase": r.phrase, "ok": False, "message": "no edited render"}
                  for r in task.parsed()]  # fmt: skip
    touched = outcome.lines_touched if outcome.code is not None else None
    t = outcome.timings()
    return {
        "id": task.id,
        "split": task.split,
        "category": task.category,
        "status": outcome.status,
        "verified": outcome.verified,
        "rendered": rendered,
        "success": bool(rendered and checks and all(c["ok"] for c in checks)),
        "checks": checks,
        "lines_touched": touched,
        "minimal_lines": task.minimal_lines,
        "rounds": len(outcome.rounds),
        "answer_forms": outcome.answer_forms,
        "error": (outcome.error or "").strip().splitlines()[-1:] or None,
        "code": outcome.code,
        "timings": {k: round(v, 3) for k, v in t.items()},
        # each model round's answer and what it was told next, cut short: to read why an edit
        # failed without running it again
        "attempts": [
            {
                "answer": (r.raw or "")[:ATTEMPT_CHARS],
                "feedback": (r.feedback or "")[:ATTEMPT_CHARS],
                **_completion_stats(r.completion),
            }
            for r in outcome.rounds
        ],
    }


def _completion_stats(c: Any) -> dict[str, Any]:
    """A model call's token counts and times (prompt tokens, answer tokens, first token, all)."""
    if c is None:
        return {}
    return {"prompt_tokens": c.prompt_tokens, "answer_tokens": c.completion_tokens,
            "first_token_s": None if c.first_token_s is None else round(c.first_token_s, 3),
            "model_s": round(c.total_s, 3)}  # fmt: skip


def type_instruction(
    engine: Engine, task: editbench.EditTask, cps: float
) -> tuple[dict[str, Any], Typist]:
    """The editor's side of an edit before Enter (``extension/src/commands.ts`` editScene): the
    Edit Scene box opens (``manim/prefillEdit`` with no instruction: the scene renders as it is
    and the model reads the prompt), the instruction is typed at ``cps`` characters a second with
    the box's throttled prefills, and Enter comes ``ENTER_AFTER_S`` after the last key. What is
    still running at Enter keeps running (the edit waits for the render it needs, and its model
    call stops a prefill in progress), as in the server."""

    def send(text: str) -> dict[str, Any] | None:
        return engine.prefetch_edit(task.source, text, scene=task.scene, trusted=True)

    typist = Typist(send)
    t0 = time.perf_counter()
    typist.open()
    typist.type(task.instruction, cps)
    time.sleep(ENTER_AFTER_S)
    info = {"cps": cps, "typing_s": round(time.perf_counter() - t0, 2),
            "prefills": len(typist.sent) + 1}  # fmt: skip
    return info, typist


def run_edit_eval(config: EvalConfig, backend: ChatBackend | None = None) -> dict[str, Any]:
    """Run (or resume) the edit benchmark; returns the summary. ``backend`` overrides the model."""
    if config.split not in editbench.SPLITS:
        raise EvalError(f"the edit benchmark has the splits {', '.join(editbench.SPLITS)}")
    try:
        tasks = editbench.load(config.split)
    except editbench.EditBenchError as exc:
        raise EvalError(str(exc)) from exc
    if config.limit is not None:
        tasks = tasks[: max(0, config.limit)]
    if config.ids:
        unknown = sorted(set(config.ids) - {t.id for t in tasks})
        if unknown:
            raise EvalError(f"no edit {config.split} task with id {', '.join(unknown)}")
        tasks = [t for t in tasks if t.id in config.ids]
    out = config.out or Path("runs") / "eval" / f"{BENCH}-{config.run_name()}"
    out = prepare_run_folder(config, out, bench=BENCH)
    results_path = out / RESULTS_FILE
    done = load_rows(results_path)
    todo = [t for t in tasks if t.id not in done]
    wall0 = time.perf_counter()
    load_s = 0.0
    if todo:
        pool = RenderPool(config.settings.pool_size or None)
        engine = Engine(config.settings, backend=backend, pool=pool)
        try:
            engine.backend()
            load_s = engine.load_s
            progress = task_progress(len(todo), config, BENCH, "success", "success")
            for task in todo:
                typed: tuple[dict[str, Any], Typist] | None = None
                if config.typed_cps:
                    typed = type_instruction(engine, task, config.typed_cps)
                outcome = engine.edit(task.source, task.instruction, scene=task.scene, trusted=True)
                if typed is not None:
                    typed[1].join()  # the head starts have ended (the edit stopped them)
                try:
                    row = score_task(task, outcome)
                    if typed is not None:
                        row["typed"] = typed[0]
                finally:
                    for r in [outcome.render, outcome.before, *(x.render for x in outcome.rounds)]:
                        if r is not None:
                            r.cleanup()
                append_row(results_path, row)
                done[task.id] = row
                progress(row)
        finally:
            engine.close()
            pool.shutdown()
    rows = [done[t.id] for t in tasks if t.id in done]
    summary = summarize(rows, name=out.name, model=config.model_name(),
                        strategy=config.strategy_label())  # fmt: skip
    summary["split"] = config.split
    summary["typed_cps"] = config.typed_cps
    summary["model_load_s_this_run"] = round(load_s, 1)
    summary["wall_s_this_run"] = round(time.perf_counter() - wall0, 1)
    summary["machine"] = machine()
    write_summary(out, summary, format_summary(summary))
    summary["out"] = str(out)
    return summary


def _median(values: Sequence[float]) -> float | None:
    return round(statistics.median(values), 2) if values else None


def summarize(
    rows: Sequence[dict[str, Any]], *, name: str = "", model: str = "", strategy: str = ""
) -> dict[str, Any]:
    """Edit success, render rate, lines touched against the minimal edit, time, by category."""
    n = len(rows)
    rendered = [r for r in rows if r["rendered"]]
    ratios = [r["lines_touched"] / max(1, r["minimal_lines"]) for r in rendered
              if r.get("lines_touched") is not None]  # fmt: skip
    claimed = [r for r in rows if r["status"] == "success"]
    by_cat: dict[str, dict[str, int]] = {}
    for r in rows:
        c = by_cat.setdefault(r["category"], {"tasks": 0, "success": 0, "rendered": 0})
        c["tasks"] += 1
        c["success"] += bool(r["success"])
        c["rendered"] += bool(r["rendered"])
    forms = Counter(f for r in rows for f in r.get("answer_forms") or [])
    return {
        "bench": BENCH,
        "name": name,
        "model": model,
        "strategy": strategy,
        "tasks": n,
        "metrics": {
            "edit_success": pct(sum(bool(r["success"]) for r in rows), n),
            "render_rate": pct(len(rendered), n),
            "engine_success_precision": pct(sum(bool(r["success"]) for r in claimed), len(claimed)),
        },
        "median_touched_ratio": _median(ratios),
        "median_lines_touched": _median(
            [r["lines_touched"] for r in rendered if r.get("lines_touched") is not None]
        ),
        "median_minimal_lines": _median([r["minimal_lines"] for r in rows]),
        "median_task_s": _median([r["timings"]["total_s"] for r in rows]),
        "median_success_s": _median([r["timings"]["total_s"] for r in rows if r["success"]]),
        "mean_rounds": round(statistics.fmean(r["rounds"] for r in rows), 2) if rows else None,
        "answer_forms": dict(forms),
        "statuses": dict(Counter(r["status"] for r in rows)),
        "by_category": {
            k: {
                "tasks": v["tasks"],
                "success": pct(v["success"], v["tasks"]),
                "render_rate": pct(v["rendered"], v["tasks"]),
            }
            for k, v in sorted(by_cat.items())
        },
    }


def format_summary(summary: dict[str, Any]) -> str:
    m = summary["metrics"]
    f = fmt_pct
    lines = [
        "| model | strategy | split | edit success | render rate | touched / minimal (median) "
        "| median s | tasks |",
        "|---|---|---|---|---|---|---|---|",
        f"| {summary['model']} | {summary['strategy']} | {summary.get('split', '?')} | "
        f"{f(m['edit_success'])} | {f(m['render_rate'])} | {summary['median_touched_ratio']} | "
        f"{summary['median_task_s']} | {summary['tasks']} |",
        "",
        "Edit success = the edited scene rendered, met every hand requirement of its task and "
        "kept every element that must not change. The engine's own 'success' was right in "
        f"{f(m['engine_success_precision'])}% of the tasks where it said so. Answer forms: "
        f"{summary['answer_forms']}; statuses: {summary['statuses']}.",
        "",
        "| category | tasks | edit success | render rate |",
        "|---|---|---|---|",
    ]
    for cat, v in summary["by_category"].items():
        lines.append(f"| {cat} | {v['tasks']} | {f(v['success'])} | {f(v['render_rate'])} |")
    lines.append("")
    cps = summary.get("typed_cps")
    when = (
        f"from Enter, each instruction typed at {cps} characters a second into a simulated Edit "
        "Scene box first, as the editor does" if cps else "from the request, sent at once"
    )  # fmt: skip
    lines.append(
        f"Median lines touched {summary['median_lines_touched']} (minimal "
        f"{summary['median_minimal_lines']}); mean rounds {summary['mean_rounds']}; median task "
        f"{summary['median_task_s']} s (successful edits {summary['median_success_s']} s), "
        f"{when}."
    )
    return "\n".join(lines)
