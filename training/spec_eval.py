"""``python -m training eval --bench spec``: the agent on our spec benchmark (``bench/spec/``);
``--bench realspec`` runs the realistic one (``bench/realspec/``) the same way.

Each task's description goes to the agent; its final render's scene trace is checked against the
task's HAND-WRITTEN requirements. Reported: spec pass (the scene rendered and met every
requirement of its task), requirement pass (met requirements over all requirements, a scene that
does not render meeting none), RSR, and both per category. As a side figure, the rule-based
reader's own requirements for the description are checked on the same trace (``reader_pass``):
what the agent's feedback loop would see, not the benchmark's grade.

Runs are resumable exactly like the ManimBench evaluation (the run folder they share:
``training/eval_common.py``): one line per finished task in ``<out>/results.jsonl``, ``run.json``
with the run's identity (a folder of another run is refused), ``summary.md`` / ``summary.json``.
"""

from __future__ import annotations

import logging
import statistics
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from server.agent import AgentResult
from server.backends.base import ChatBackend
from server.engine import Engine
from server.faithful import specbench
from server.faithful.reader import read_requirements
from server.faithful.requirements import evaluate
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

log = logging.getLogger(__name__)

BENCH = "spec"


def _prepare_out(config: EvalConfig, bench: str = BENCH) -> Path:
    out = config.out or Path("runs") / "eval" / f"{bench}-{config.run_name()}"
    return prepare_run_folder(config, out, bench=bench)


def score_task(task: specbench.SpecTask, result: AgentResult) -> dict[str, Any]:
    """The result row of one task: render status, every requirement's verdict, timings."""
    render = result.render
    trace = getattr(render, "trace", None) if render is not None else None
    rendered = render is not None and render.status == "success"
    reqs = task.parsed()
    checks: list[dict[str, Any]] = []
    reader_passed = reader_total = 0
    if rendered and trace is not None:
        evaluation = evaluate(reqs, trace)
        for r, c in evaluation.results:
            checks.append({"kind": r.kind, "ok": c.ok, "message": c.message, "line": c.line})
        reader = evaluate(read_requirements(task.description), trace)
        reader_passed, reader_total = reader.passed, reader.total
    else:
        why = "the scene did not render" if not rendered else "no scene trace was recorded"
        checks = [{"kind": r.kind, "ok": False, "message": why, "line": None} for r in reqs]
    passed = sum(c["ok"] for c in checks)
    t = result.timings()
    return {
        "id": task.id,
        "split": task.split,
        "category": task.category,
        "status": result.status,
        "rendered": rendered,
        "render_status": render.status if render is not None else "no_code",
        "rounds": len(result.rounds),
        "kinds": [r.kind for r in result.rounds],
        "chosen_candidate": result.chosen_candidate or None,  # setting candidates > 1
        "error": (result.error or "").strip().splitlines()[-1:] or None,
        "code": result.code,
        "requirements": checks,
        "req_passed": passed,
        "req_total": len(checks),
        "req_frac": passed / len(checks) if checks else 0.0,
        "spec_pass": bool(rendered and checks and passed == len(checks)),
        "reader_passed": reader_passed,
        "reader_total": reader_total,
        "timings": {
            "total_s": round(t["total_s"], 3),
            "generation_s": round(t["generation_s"], 3),
            "render_s": round(t["render_s"], 3),
        },
    }


def run_spec_eval(
    config: EvalConfig, backend: ChatBackend | None = None, bench: str = BENCH
) -> dict[str, Any]:
    """Run (or resume) the spec benchmark (``bench`` "spec" or "realspec"); returns the summary.
    ``backend`` overrides the model."""
    if config.split not in specbench.SPLITS:
        raise EvalError(
            f"the {bench} benchmark has the splits {', '.join(specbench.SPLITS)}, "
            f"not {config.split!r}"
        )
    try:
        tasks = specbench.load(config.split, bench=bench)
    except specbench.SpecBenchError as exc:
        raise EvalError(str(exc)) from exc
    if config.limit is not None:
        tasks = tasks[: max(0, config.limit)]
    if config.ids:
        unknown = sorted(set(config.ids) - {t.id for t in tasks})
        if unknown:
            raise EvalError(f"no {bench} {config.split} task with id {', '.join(unknown)}")
        tasks = [t for t in tasks if t.id in config.ids]
    out = _prepare_out(config, bench)
    results_path = out / RESULTS_FILE
    done = load_rows(results_path)
    todo = [t for t in tasks if t.id not in done]
    wall0 = time.perf_counter()
    if todo:
        pool = RenderPool(config.settings.pool_size or None)
        engine = Engine(config.settings, backend=backend, pool=pool)
        try:
            agent = engine.agent()
            progress = task_progress(len(todo), config, bench, "spec_pass", "spec pass")
            for task in todo:
                result = agent.run(task.description)
                try:
                    row = score_task(task, result)
                finally:
                    if result.render is not None:
                        result.render.cleanup()
                append_row(results_path, row)
                done[task.id] = row
                progress(row)
        finally:
            engine.close()
            pool.shutdown()
    rows = [done[t.id] for t in tasks if t.id in done]
    summary = summarize(
        rows,
        name=out.name,
        model=config.model_name(),
        strategy=config.strategy_label(),
        bench=bench,
    )
    summary["split"] = config.split
    summary["wall_s_this_run"] = round(time.perf_counter() - wall0, 1)
    summary["machine"] = machine()
    write_summary(out, summary, format_summary(summary))
    summary["out"] = str(out)
    return summary


def summarize(
    rows: Sequence[dict[str, Any]],
    *,
    name: str = "",
    model: str = "",
    strategy: str = "",
    bench: str = BENCH,
) -> dict[str, Any]:
    """Spec pass, requirement pass (over all requirements), RSR, by category, in %."""
    n = len(rows)
    req_total = sum(r["req_total"] for r in rows)
    req_passed = sum(r["req_passed"] for r in rows)
    reader_total = sum(r.get("reader_total", 0) for r in rows)
    reader_passed = sum(r.get("reader_passed", 0) for r in rows)
    by_cat: dict[str, dict[str, Any]] = {}
    for r in rows:
        c = by_cat.setdefault(r["category"], {"tasks": 0, "spec": 0, "passed": 0, "total": 0})
        c["tasks"] += 1
        c["spec"] += bool(r["spec_pass"])
        c["passed"] += r["req_passed"]
        c["total"] += r["req_total"]
    timings = [r.get("timings", {}).get("total_s", 0.0) for r in rows]
    return {
        "bench": bench,
        "name": name,
        "model": model,
        "strategy": strategy,
        "tasks": n,
        "metrics": {
            "spec_pass": pct(sum(bool(r["spec_pass"]) for r in rows), n),
            "req_pass": pct(req_passed, req_total),
            "RSR": pct(sum(bool(r["rendered"]) for r in rows), n),
            "reader_pass": pct(reader_passed, reader_total),
        },
        "requirements": {"passed": req_passed, "total": req_total},
        "by_category": {
            k: {
                "tasks": v["tasks"],
                "spec_pass": pct(v["spec"], v["tasks"]),
                "req_pass": pct(v["passed"], v["total"]),
            }
            for k, v in sorted(by_cat.items())
        },
        "mean_rounds": round(statistics.fmean(r["rounds"] for r in rows), 2) if rows else None,
        "median_task_s": round(statistics.median(timings), 1) if timings else None,
    }


def format_summary(summary: dict[str, Any]) -> str:
    m = summary["metrics"]
    f = fmt_pct
    lines = [
        "| model | strategy | split | spec pass | req pass | RSR | reader pass | tasks |",
        "|---|---|---|---|---|---|---|---|",
        f"| {summary['model']} | {summary['strategy']} | {summary.get('split', '?')} | "
        f"{f(m['spec_pass'])} | {f(m['req_pass'])} | {f(m['RSR'])} | {f(m['reader_pass'])} | "
        f"{summary['tasks']} |",
        "",
        f"Requirements met: {summary['requirements']['passed']} of "
        f"{summary['requirements']['total']}. Spec pass = rendered and every hand-written "
        "requirement met; reader pass = the rule-based reader's own requirements on the same "
        "traces (not the grade).",
        "",
        "| category | tasks | spec pass | req pass |",
        "|---|---|---|---|",
    ]
    for cat, v in summary["by_category"].items():
        lines.append(f"| {cat} | {v['tasks']} | {f(v['spec_pass'])} | {f(v['req_pass'])} |")
    lines.append("")
    lines.append(f"Mean rounds {summary['mean_rounds']}; median task {summary['median_task_s']} s.")
    return "\n".join(lines)
