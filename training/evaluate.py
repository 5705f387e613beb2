"""``python -m training eval``: the agent on ManimBench with the paper's metrics (VS, CBB, RSR).

    python -m training eval [--model PATH | --endpoint URL | --embedded small] [--lora PATH]
        --strategy vanilla|ritl|ritl-doc --rounds K --split test [--limit N] [--out DIR]
    python -m training eval compare RUN_A RUN_B

Each finished task is appended to ``<out>/results.jsonl`` (code, rounds, render status, every
metric, timings) at once, so an interrupted run continues where it stopped when started again
with the same ``--out``. Generation is sequential; reference renders (prefetched through the
render pool) and the metrics of task i (in a background thread) overlap the generation of task
i+1. The summary table is printed and written to ``summary.md`` / ``summary.json``.

Metrics whose weights are absent are reported by name as unavailable, never from random weights:
without CLIP, VS is unavailable and ``VS_ssim`` (S_ssim alone) is reported; without CodeBERT, CBB
is unavailable and CodeBLEU is reported. Tasks whose reference does not render are listed and
excluded from the visual metrics.

The command line lives here and dispatches ``--bench spec`` and ``--bench realspec`` to
``training/spec_eval.py`` and ``--bench edit`` to ``training/edit_eval.py``; what a run is (``EvalConfig``, its identity) is
``training/eval_config.py`` and the run folder both benchmarks share is
``training/eval_common.py``.
"""

from __future__ import annotations

import argparse
import json
import logging
import math
import statistics
import sys
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from server import manimbench
from server.agent import AgentResult
from server.backends import BackendError
from server.backends.base import ChatBackend
from server.engine import Engine
from server.examples import near_duplicate_of
from server.render import RenderPool
from server.settings import (
    SettingsError,
    add_cli_arguments,
    add_preset_argument,
    settings_from_args,
)
from training import spec_eval
from training.eval_common import (
    RESULTS_FILE,
    fmt_pct,
    load_rows,
    machine,
    prepare_run_folder,
    write_summary,
)
from training.eval_config import EvalConfig, EvalError, eval_settings
from training.metrics import try_load_clip, try_load_codebert
from training.records import append_row
from training.refcache import ReferenceCache
from training.scoring import MetricReport, Scorer

log = logging.getLogger(__name__)

# The metrics a summary and a comparison report, in the paper's order, with their row fields.
METRICS: tuple[tuple[str, str], ...] = (
    ("VS", "vs"),
    ("CBB", "cbb"),
    ("RSR", "rendered"),
    ("VS_ssim", "vs_ssim"),
    ("trace_sim", "trace_sim"),  # training/metrics/trace_sim.py
    ("CodeBLEU", "codebleu"),
    ("CodeBERT", "codebert"),
)
# the spec benchmark's per-task metrics (training/spec_eval.py), for compare
SPEC_METRICS: tuple[tuple[str, str], ...] = (
    ("spec_pass", "spec_pass"),
    ("req_pass", "req_frac"),
    ("RSR", "rendered"),
)


# -- the run -------------------------------------------------------------------------------------
def _prepare_out(config: EvalConfig) -> Path:
    out = config.out or Path("runs") / "eval" / config.run_name()
    return prepare_run_folder(config, out)


def _row(
    task: manimbench.Task,
    result: AgentResult,
    report: MetricReport,
    examples_dropped: int | None = None,
) -> dict[str, Any]:
    t = result.timings()
    return {
        # kb fix-all codes applied per round; library entries dropped as near-copies of the task
        "fixes": [[f.code for f in r.fixes] for r in result.rounds],
        "examples_dropped": examples_dropped,
        "id": task.id,
        "type": task.type,
        "status": result.status,
        "rendered": report.rendered,
        "render_status": report.render_status,
        "rounds": len(result.rounds),
        "kinds": [r.kind for r in result.rounds],
        "chosen_candidate": result.chosen_candidate or None,  # setting candidates > 1
        "error": (result.error or "").strip().splitlines()[-1:] or None,
        "code": result.code,
        "vs": report.vs,
        "cbb": report.cbb,
        "vs_ssim": report.vs_ssim,
        "trace_sim": report.trace_sim,
        "s_sem": report.s_sem,
        "codebleu": report.codebleu,
        "codebert": report.codebert,
        "codebleu_parts": report.codebleu_parts,
        "frames": report.frames,
        "ref_frames": report.ref_frames,
        "reference_error": report.reference_error,
        "timings": {
            "total_s": round(t["total_s"], 3),
            "generation_s": round(t["generation_s"], 3),
            "render_s": round(t["render_s"], 3),
            **report.seconds,
        },
    }


def run_eval(config: EvalConfig, backend: ChatBackend | None = None) -> dict[str, Any]:
    """Run (or resume) an evaluation; returns the summary. ``backend`` overrides the model."""
    if (
        config.split == "train"
        and config.settings.few_shot_examples
        and config.settings.examples_source == "manimbench"
    ):
        raise EvalError("few-shot examples come from the train split; do not evaluate on it")
    try:
        tasks = manimbench.load(config.split)
    except manimbench.ManimBenchError as exc:
        raise EvalError(str(exc)) from exc
    if config.limit is not None:
        tasks = tasks[: max(0, config.limit)]
    if config.ids:
        unknown = sorted(set(config.ids) - {t.id for t in tasks})
        if unknown:
            raise EvalError(f"no {config.split} task with id {', '.join(unknown)}")
        tasks = [t for t in tasks if t.id in config.ids]
    out = _prepare_out(config)
    results_path = out / RESULTS_FILE
    done = load_rows(results_path)
    todo = [t for t in tasks if t.id not in done]

    codebert, codebert_why = try_load_codebert(config.codebert)
    clip, clip_why = try_load_clip(config.clip)
    notes = {"codebert": codebert_why or None, "clip": clip_why or None}

    pool = RenderPool(config.settings.pool_size or None)
    engine = Engine(config.settings, backend=backend, pool=pool)
    wall0 = time.perf_counter()
    try:
        ref_root = config.ref_cache
        if ref_root is None and config.settings.cache_dir:
            ref_root = Path(config.settings.cache_dir) / "refcache"
        refs = ReferenceCache(ref_root, pool=pool)
        scorer = Scorer(
            refs, codebert=codebert, clip=clip, pool=pool,
            render_timeout=config.settings.render_timeout,
        )  # fmt: skip
        if todo:
            _run_tasks(config, engine, refs, scorer, todo, results_path, done)
    finally:
        engine.close()
        pool.shutdown()
    rows = [done[t.id] for t in tasks if t.id in done]
    summary = summarize(
        rows, name=out.name, model=config.model_name(), strategy=config.strategy_label()
    )
    summary["unavailable"] = {k: v for k, v in notes.items() if v}
    summary["wall_s_this_run"] = round(time.perf_counter() - wall0, 1)
    summary["machine"] = machine()
    write_summary(out, summary, format_summary(summary))
    summary["out"] = str(out)
    return summary


def _run_tasks(
    config: EvalConfig,
    engine: Engine,
    refs: ReferenceCache,
    scorer: Scorer,
    todo: Sequence[manimbench.Task],
    results_path: Path,
    done: dict[str, dict[str, Any]],
) -> None:
    pool = engine.render_pool()
    agent = engine.agent()
    write_lock = threading.Lock()
    progress = _progress(len(todo), config)

    with (
        ThreadPoolExecutor(1, thread_name_prefix="refs") as ref_ex,
        ThreadPoolExecutor(1, thread_name_prefix="metrics") as metric_ex,
    ):
        ref_ex.submit(refs.prefetch, [t.code for t in todo], pool.size)

        def score(task: manimbench.Task, result: AgentResult, dropped: int | None) -> None:
            try:
                report = scorer.score(result.code, task.code, render=result.render)
            except Exception:  # a metric bug must not lose the run; the task is retried on resume
                log.exception("%s: metrics failed; the task is not recorded", task.id)
                return
            finally:
                if result.render is not None:
                    result.render.cleanup()
            row = _row(task, result, report, dropped)
            with write_lock:
                append_row(results_path, row)
                done[task.id] = row
            progress(task.id, row)

        pending: list[Future[None]] = []
        for task in todo:
            dropped = None
            if config.decontaminate > 0:
                agent.example_exclude = near_duplicate_of(task.code, config.decontaminate)
                if config.settings.few_shot_examples and (
                    config.settings.examples_source == "library"
                ):
                    dropped = _library_dropped(agent.example_exclude)
            result = agent.run(task.description)
            pending.append(metric_ex.submit(score, task, result, dropped))
        for fut in pending:
            fut.result()  # surface any error of the metric thread
    progress(None, None)


def _library_dropped(exclude: Callable[[str], bool]) -> int | None:
    """How many shipped library entries the near-duplicate filter removes for a task."""
    from kb.examples import ExampleLibraryError, load_library

    try:
        return load_library().count_excluded(exclude)
    except ExampleLibraryError:
        return None


def _progress(
    total: int, config: EvalConfig
) -> Callable[[str | None, dict[str, Any] | None], None]:
    from tqdm import tqdm

    bar = tqdm(total=total, desc="eval", unit="task", file=sys.stderr, disable=not config.progress)
    ok = 0

    def update(task_id: str | None, row: dict[str, Any] | None) -> None:
        nonlocal ok
        if task_id is None or row is None:
            bar.close()
            return
        ok += bool(row["rendered"])
        bar.set_postfix_str(f"{task_id} rendered {ok}/{bar.n + 1}")
        bar.update(1)

    return update


# -- summaries -----------------------------------------------------------------------------------
def _mean(values: Sequence[float]) -> float | None:
    return statistics.fmean(values) if values else None


def summarize(
    rows: Sequence[dict[str, Any]], *, name: str = "", model: str = "", strategy: str = ""
) -> dict[str, Any]:
    """Means in % over the tasks where each metric is measurable; exclusions are listed."""
    excluded = {r["id"]: r.get("reference_error") for r in rows if r.get("reference_error")}
    visual_rows = [r for r in rows if not r.get("reference_error")]
    metrics: dict[str, float | None] = {}
    counts: dict[str, int] = {}
    for label, key in METRICS:
        source = visual_rows if key in ("vs", "vs_ssim", "trace_sim") else rows
        values = [float(r[key]) for r in source if r.get(key) is not None]
        m = _mean(values)
        metrics[label] = None if m is None else round(100 * m, 1)
        counts[label] = len(values)
    timings = [r.get("timings", {}).get("total_s", 0.0) for r in rows]
    by_type: dict[str, list[bool]] = {}
    for r in rows:
        by_type.setdefault(r.get("type") or "?", []).append(bool(r["rendered"]))
    return {
        "name": name,
        "model": model,
        "strategy": strategy,
        "tasks": len(rows),
        "metrics": metrics,
        "counts": counts,
        "excluded": excluded,
        "rsr_by_type": {k: round(100 * sum(v) / len(v), 1) for k, v in sorted(by_type.items())},
        "rsr_by_round": rsr_by_round(rows),
        "mean_rounds": round(statistics.fmean(r["rounds"] for r in rows), 2) if rows else None,
        "median_task_s": round(statistics.median(timings), 1) if timings else None,
        "total_task_s": round(sum(timings), 1),
        **fix_and_library_counts(rows),
    }


def fix_and_library_counts(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """What fix-all did in a run (tasks with a fix in any round, of those the ones that rendered,
    fixes by class) and how many library examples the near-duplicate filter dropped; empty for
    runs recorded before either existed."""
    out: dict[str, Any] = {}
    if any("fixes" in r for r in rows):
        fixed = [r for r in rows if any(r.get("fixes") or [])]
        classes: dict[str, int] = {}
        for r in fixed:
            for code in (c for rnd in r["fixes"] for c in rnd):
                classes[code] = classes.get(code, 0) + 1
        out["fixes"] = {
            "tasks_fixed": len(fixed),
            "fixed_and_rendered": sum(1 for r in fixed if r.get("rendered")),
            "by_class": dict(sorted(classes.items(), key=lambda kv: (-kv[1], kv[0]))),
        }
    dropped = [r["examples_dropped"] for r in rows if r.get("examples_dropped") is not None]
    if dropped:
        out["examples_dropped"] = {
            "total": sum(dropped),
            "tasks_with_drops": sum(1 for d in dropped if d),
        }
    return out


def _rounds_to_render(row: dict[str, Any]) -> int:
    """Rounds up to the first render: a trace or layout repair round only follows a rendered
    round, so the first one of those ends the count; without them, all the rounds."""
    kinds = row.get("kinds")
    if kinds:
        after = [
            i for i, k in enumerate(kinds) if k in ("trace-repair", "trace-edit", "layout-repair")
        ]
        return after[0] if after else len(kinds)
    return int(row["rounds"])


def rsr_by_round(rows: Sequence[dict[str, Any]]) -> dict[str, float]:
    """RSR (%) had the loop been cut after k repair rounds, for each k the run reached.

    The loop stops at the first success and round k's prompt depends only on rounds < k, so the
    tasks that rendered within k repair rounds are exactly what the same settings with K = k
    would render (up to llama.cpp's run-to-run variation). k = 0 counts code blocked by static
    checks as a failure, which is not quite vanilla: vanilla would have rendered it anyway.
    Layout rounds come after a successful render and do not count towards k.
    """
    if not rows:
        return {}
    used = [_rounds_to_render(r) for r in rows]
    top = max(used) - 1
    out = {}
    for k in range(max(top, 0) + 1):
        ok = sum(1 for r, n in zip(rows, used, strict=True) if r["rendered"] and n - 1 <= k)
        out[str(k)] = round(100 * ok / len(rows), 1)
    return out


def format_summary(summary: dict[str, Any]) -> str:
    """The paper's table (VS / CBB / RSR in %) plus the parts we can always measure."""
    m = summary["metrics"]
    head = "| model | strategy | " + " | ".join(label for label, _ in METRICS) + " | tasks |"
    sep = "|" + "---|" * (len(METRICS) + 3)
    cells = " | ".join(fmt_pct(m.get(label)) for label, _ in METRICS)
    lines = [
        head,
        sep,
        f"| {summary['model']} | {summary['strategy']} | {cells} | {summary['tasks']} |",
    ]
    lines.append("")
    unavailable = summary.get("unavailable", {})
    if "clip" in unavailable or m.get("VS") is None:
        lines.append(
            "VS unavailable: "
            + unavailable.get("clip", "no CLIP embeddings")
            + ". VS_ssim is S_ssim alone, not the paper's VS."
        )
    if "codebert" in unavailable or m.get("CBB") is None:
        lines.append(
            "CBB unavailable: "
            + unavailable.get("codebert", "no CodeBERT similarity")
            + ". CodeBLEU is reported alone."
        )
    if summary.get("excluded"):
        ids = ", ".join(sorted(summary["excluded"]))
        n = summary["counts"].get("VS_ssim", 0)
        lines.append(
            f"Excluded from the visual metrics (reference does not render): {ids}; "
            f"VS_ssim over {n} tasks."
        )
    if len(summary.get("rsr_by_round") or {}) > 1:
        cuts = ", ".join(f"@{k} {v:.1f}" for k, v in summary["rsr_by_round"].items())
        lines.append(f"RSR after k repair rounds: {cuts}.")
    lines.append(
        f"RSR by type: {summary['rsr_by_type']}; mean rounds {summary['mean_rounds']}; "
        f"median task {summary['median_task_s']} s."
    )
    fixes = summary.get("fixes")
    if fixes:
        by_class = ", ".join(f"{k} {v}" for k, v in fixes["by_class"].items()) or "none"
        lines.append(
            f"Fix-all changed the code of {fixes['tasks_fixed']} tasks "
            f"({fixes['fixed_and_rendered']} of them rendered); fixes by class: {by_class}."
        )
    dropped = summary.get("examples_dropped")
    if dropped:
        lines.append(
            f"Library examples dropped as near-copies of the task's reference: "
            f"{dropped['total']} (in {dropped['tasks_with_drops']} tasks)."
        )
    return "\n".join(lines)


# -- compare -------------------------------------------------------------------------------------
def _run_rows(spec: str) -> tuple[str, dict[str, dict[str, Any]]]:
    p = Path(spec)
    path = p / RESULTS_FILE if p.is_dir() else p
    if not path.is_file():
        raise EvalError(f"no results at {spec} (expected a run folder or a {RESULTS_FILE})")
    name = p.name if p.is_dir() else p.parent.name
    return name, load_rows(path)


def sign_test_p(wins: int, losses: int) -> float:
    """Two-sided exact binomial sign test (ties dropped)."""
    n = wins + losses
    if n == 0:
        return 1.0
    k = min(wins, losses)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2**n
    return min(1.0, 2 * tail)


def bootstrap_ci(
    diffs: Sequence[float], *, resamples: int = 10_000, seed: int = 0
) -> tuple[float, float]:
    """95% percentile interval of the mean paired difference (tasks resampled with replacement)."""
    import numpy as np

    d = np.asarray(diffs, dtype=np.float64)
    rng = np.random.default_rng(seed)
    means = d[rng.integers(0, len(d), size=(resamples, len(d)))].mean(axis=1)
    lo, hi = np.percentile(means, [2.5, 97.5])
    return float(lo), float(hi)


def compare(run_a: str, run_b: str) -> dict[str, Any]:
    """Per-metric means of both runs on their shared tasks, paired differences (B - A), tests."""
    name_a, rows_a = _run_rows(run_a)
    name_b, rows_b = _run_rows(run_b)
    shared = sorted(set(rows_a) & set(rows_b))
    out: dict[str, Any] = {"a": name_a, "b": name_b, "tasks": len(shared), "metrics": {}}
    metrics = METRICS
    if shared and all("spec_pass" in rows_a[t] and "spec_pass" in rows_b[t] for t in shared):
        metrics = SPEC_METRICS  # spec benchmark runs (training/spec_eval.py)
    out["labels"] = [label for label, _ in metrics]
    for label, key in metrics:
        pairs = []
        for tid in shared:
            ra, rb = rows_a[tid], rows_b[tid]
            if key in ("vs", "vs_ssim", "trace_sim") and (
                ra.get("reference_error") or rb.get("reference_error")
            ):
                continue
            va, vb = ra.get(key), rb.get(key)
            if va is None or vb is None:
                continue
            pairs.append((float(va), float(vb)))
        if not pairs:
            out["metrics"][label] = None
            continue
        diffs = [b - a for a, b in pairs]
        wins = sum(d > 0 for d in diffs)
        losses = sum(d < 0 for d in diffs)
        lo, hi = bootstrap_ci(diffs)
        out["metrics"][label] = {
            "n": len(pairs),
            "a": 100 * statistics.fmean(a for a, _ in pairs),
            "b": 100 * statistics.fmean(b for _, b in pairs),
            "diff": 100 * statistics.fmean(diffs),
            "ci95": (100 * lo, 100 * hi),
            "b_better": wins,
            "a_better": losses,
            "ties": len(diffs) - wins - losses,
            "sign_p": sign_test_p(wins, losses),
        }
    return out


def format_compare(c: dict[str, Any]) -> str:
    lines = [
        f"A = {c['a']}    B = {c['b']}    shared tasks: {c['tasks']}",
        "",
        "| metric | n | A % | B % | B - A | 95% CI (bootstrap) | B better / A better / tie | sign p |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for label in c.get("labels") or [label for label, _ in METRICS]:
        m = c["metrics"].get(label)
        if m is None:
            lines.append(f"| {label} | 0 | n/a | n/a | n/a | | | |")
            continue
        lo, hi = m["ci95"]
        lines.append(
            f"| {label} | {m['n']} | {m['a']:.1f} | {m['b']:.1f} | {m['diff']:+.1f} | "
            f"[{lo:+.1f}, {hi:+.1f}] | {m['b_better']} / {m['a_better']} / {m['ties']} | "
            f"{m['sign_p']:.3g} |"
        )
    return "\n".join(lines)


# -- command line --------------------------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="python -m training eval",
        description="Evaluate the agent on ManimBench with the paper's metrics (VS, CBB, RSR), "
        "in the product's default configuration unless a --preset or flags say otherwise. "
        "`python -m training eval compare RUN_A RUN_B` compares two runs; "
        "`python -m training eval ship ...` applies the ship rule to an adapter's paired runs.",
    )
    add_preset_argument(ap)
    add_cli_arguments(ap, base=eval_settings())
    ap.add_argument(
        "--bench",
        choices=("manimbench", "spec", "realspec", "edit"),
        default="manimbench",
        help="ManimBench (the paper's metrics), our spec benchmarks (bench/spec, or the "
        "realistic bench/realspec: spec pass and requirement pass; splits dev and test) or the "
        "edit benchmark (bench/edit: Edit Scene's success, lines touched, render rate, time)",
    )
    ap.add_argument("--split", choices=(*manimbench.SPLITS, "dev"), default="test")
    ap.add_argument("--limit", type=int, help="first N tasks only")
    ap.add_argument("--out", type=Path, help="run folder (default runs/eval/<name>); resumable")
    ap.add_argument("--ref-cache", type=Path, help="reference renders (default <cache>/refcache)")
    ap.add_argument(
        "--codebert",
        help="local microsoft/codebert-base folder (else $MANIM_AGENT_CODEBERT, HF cache)",
    )
    ap.add_argument("--clip", help="local open_clip ViT-L-14 checkpoint (else $MANIM_AGENT_CLIP)")
    ap.add_argument(
        "--decontaminate",
        type=float,
        default=0.0,
        metavar="RATIO",
        help="skip few-shot examples whose code is this similar (difflib ratio) to the task's "
        "reference, e.g. 0.9 (default 0 = off)",
    )
    ap.add_argument("--ids", help="comma-separated task ids to run (default: all)")
    ap.add_argument(
        "--typed",
        type=float,
        default=0.0,
        metavar="CPS",
        help="edit benchmark only: run each edit as the editor does, the Edit Scene box opening "
        "first (the scene renders and the model reads it), the instruction typed at CPS "
        "characters a second, Enter 0.5 s after the last key; time counts from Enter "
        "(default 0: each request sent at once, as the command line does)",
    )
    ap.add_argument("--no-progress", action="store_true", help="no progress bar")
    ap.add_argument("--json", action="store_true", help="print the summary as JSON too")
    return ap


def config_from_args(args: argparse.Namespace) -> EvalConfig:
    try:
        settings = settings_from_args(args, base=eval_settings())
    except SettingsError as exc:
        raise EvalError(str(exc)) from exc
    for warning in settings.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    settings.warnings.clear()
    if args.limit is not None and args.limit < 1:
        raise EvalError("--limit must be 1 or more")
    if not 0 <= args.decontaminate <= 1:
        raise EvalError("--decontaminate is a difflib ratio from 0 (off) to 1")
    if args.typed < 0 or (args.typed and args.bench != "edit"):
        raise EvalError("--typed takes characters per second (e.g. 4) and applies to --bench edit")
    if settings.lora_path and settings.endpoint_url:
        raise EvalError("--lora-path applies to a local model, not to --endpoint-url")
    if settings.model_path and settings.endpoint_url:
        raise EvalError("--model-path and --endpoint-url exclude each other; pick one")
    for flag, value in (("--model-path", settings.model_path), ("--lora-path", settings.lora_path)):
        if value and not Path(value).is_file():
            raise EvalError(f"{flag} {value}: no such file")
    return EvalConfig(
        settings=settings,
        split=args.split,
        limit=args.limit,
        preset=getattr(args, "preset", None),
        decontaminate=args.decontaminate,
        ids=tuple(i.strip() for i in (args.ids or "").split(",") if i.strip()),
        typed_cps=args.typed,
        out=args.out,
        ref_cache=args.ref_cache,
        codebert=args.codebert,
        clip=args.clip,
        progress=not args.no_progress,
    )


def compare_main(argv: Sequence[str]) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m training eval compare",
        description="Two evaluation runs side by side with paired differences (B - A).",
    )
    ap.add_argument("run_a", help="run folder or results.jsonl (A, the baseline)")
    ap.add_argument("run_b", help="run folder or results.jsonl (B)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(list(argv))
    try:
        c = compare(args.run_a, args.run_b)
    except EvalError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(format_compare(c))
    if args.json:
        print(json.dumps(c))
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m training eval``; returns the exit code."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list[:1] == ["compare"]:
        return compare_main(args_list[1:])
    if args_list[:1] == ["ship"]:  # the ship rule over three paired benchmarks
        from training import ship_rule

        return ship_rule.main(args_list[1:])
    args = build_parser().parse_args(args_list)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    try:
        config = config_from_args(args)
        if args.bench == "edit":  # Edit Scene: training/edit_eval.py
            from training import edit_eval

            edit_summary = edit_eval.run_edit_eval(config)
            print(edit_eval.format_summary(edit_summary))
            print(f"\nper-task results: {edit_summary['out']}/{RESULTS_FILE}")
            if args.json:
                print(json.dumps({"summary": edit_summary}))
            return 0
        if args.bench in ("spec", "realspec"):  # spec benchmarks: training/spec_eval.py
            spec_summary = spec_eval.run_spec_eval(config, bench=args.bench)
            print(spec_eval.format_summary(spec_summary))
            print(f"\nper-task results: {spec_summary['out']}/{RESULTS_FILE}")
            if args.json:
                print(json.dumps({"summary": spec_summary}))
            return 0
        if config.split == "dev":
            raise EvalError(
                "--split dev is a split of --bench spec, realspec and edit; ManimBench has "
                "train/test"
            )
        summary = run_eval(config)
    except EvalError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except BackendError as exc:  # finished tasks are saved; the same command resumes
        print(f"error: the model failed: {exc}", file=sys.stderr)
        return 1
    print(format_summary(summary))
    print(f"\nper-task results: {summary['out']}/{RESULTS_FILE}")
    if args.json:
        print(json.dumps({"summary": summary}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
