"""`python -m training`: data -> sft -> grpo -> export -> register, or `python -m training eval`.

    python -m training [--config FILE] [--stage data|rft-data|sft|grpo|pref|export|register|all]
                       [--out DIR] [--max-steps N] [--limit N] [--sources A,B] [--pairs-only]
                       [--grpo-phase all|sample|update] [--resume] [--force]
    python -m training eval ...          (the evaluation harness, training/evaluate.py)

Each stage reads what the previous one wrote under --out (see training/paths.py); a missing input
is an error naming the command that makes it. Heavy libraries load only inside the stages.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
from pathlib import Path
from typing import Any

from training.config import (
    RFT_SOURCES,
    STAGES,
    ConfigError,
    TrainConfig,
    dump_yaml,
    load_config,
)
from training.paths import RunPaths, StageInputMissing, StageStateError

log = logging.getLogger("training")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m training",
        description="Train the model the server hosts: SFT, then GRPO with the unified reward, "
        "then export to GGUF and register it. `python -m training eval --help` for evaluation.",
    )
    p.add_argument(
        "--config",
        help="a YAML config, or the name of one in training/configs (default: default)",
    )
    p.add_argument(
        "--stage",
        choices=[*STAGES, "all"],
        default="all",
        help="run one stage, or all in order (default: all = the config's `stages`, else "
        "data, sft, grpo, export, register)",
    )
    p.add_argument("--out", help="the run folder (default: the config's out_dir)")
    p.add_argument(
        "--max-steps", type=int, help="cap the optimiser steps of SFT, GRPO and pref (smoke runs)"
    )
    p.add_argument(
        "--limit",
        type=int,
        help="rft-data: run the agent on the first N descriptions only (overrides rft.limit)",
    )
    p.add_argument(
        "--budget-minutes",
        type=float,
        help="rft-data: start no new description after this many minutes; the records of what "
        "is done are written and --resume continues later (0: run none, only write the records)",
    )
    p.add_argument(
        "--share",
        action="store_true",
        help="rft-data: write the outcomes to the config's rft.shared_outcomes folder, to be "
        "committed so that a new machine continues from them",
    )
    p.add_argument(
        "--sources",
        help="rft-data: comma-separated description sources (overrides rft.sources): "
        + ", ".join(RFT_SOURCES),
    )
    p.add_argument(
        "--pairs-only",
        action="store_true",
        help="pref: write the preference pairs (pref/pairs.jsonl, manifest.json) and train nothing",
    )
    p.add_argument(
        "--grpo-phase",
        choices=["all", "sample", "update"],
        default="all",
        help="grpo (llama.cpp sampler): sample = sample and score the next rollout's groups here "
        "and stop; update = train on the stored groups only (a GPU machine without llama.cpp, "
        "Manim or the description sources); all = both in turn (default)",
    )
    p.add_argument(
        "--resume",
        action="store_true",
        help="continue: skip finished stages, resume the interrupted one from its last checkpoint",
    )
    p.add_argument(
        "--force", action="store_true", help="start the chosen training stages over (deletes them)"
    )
    p.add_argument("-q", "--quiet", action="store_true", help="warnings and errors only")
    return p


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "eval":
        return _eval(argv[1:])
    args = build_parser().parse_args(argv)
    logging.basicConfig(
        level=logging.WARNING if args.quiet else logging.INFO,
        format="%(asctime)s %(name)s: %(message)s",
        datefmt="%H:%M:%S",
    )
    _sigterm_as_interrupt()
    if args.resume and args.force:
        print("error: --resume and --force contradict each other; pick one", file=sys.stderr)
        return 2
    if args.pairs_only and args.stage != "pref":
        print("error: --pairs-only belongs to the pref stage: add --stage pref", file=sys.stderr)
        return 2
    if args.grpo_phase != "all" and args.stage != "grpo":
        print("error: --grpo-phase belongs to the grpo stage: add --stage grpo", file=sys.stderr)
        return 2
    try:
        cfg = load_config(args.config)
        paths = RunPaths(Path(args.out or cfg.out_dir).expanduser().resolve())
        run_stages(cfg, paths, args)
    except (ConfigError, StageInputMissing, StageStateError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\ninterrupted; continue with the same command plus --resume", file=sys.stderr)
        return 130
    return 0


def _sigterm_as_interrupt() -> None:
    """SIGTERM (``kill``, a session or job scheduler ending) and Ctrl-C stop a stage: checkpoints
    and the rft-data records of what is done are written before the exit (`training.interrupts`)."""
    from training import interrupts

    interrupts.install()


def command_prefix(args: argparse.Namespace) -> str:
    """The command the user ran, for error messages that say what to run next."""
    parts = ["python -m training"]
    if args.config:
        parts += ["--config", args.config]
    if args.out:
        parts += ["--out", args.out]
    return " ".join(parts)


def run_stages(cfg: TrainConfig, paths: RunPaths, args: argparse.Namespace) -> dict[str, Any]:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")  # nothing is downloaded from model hubs
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    stages = cfg.stages_for_all() if args.stage == "all" else [args.stage]
    paths.root.mkdir(parents=True, exist_ok=True)
    paths.config.write_text(dump_yaml(cfg), encoding="utf-8")
    command = command_prefix(args)
    results: dict[str, Any] = {}
    for stage in stages:
        if args.resume and paths.is_done(stage) and args.stage == "all":
            log.info("stage %s: already done (%s), skipped", stage, paths.done_marker(stage))
            continue
        log.info("stage %s: starting (run folder %s)", stage, paths.root)
        t0 = time.perf_counter()
        results[stage] = _run_stage(stage, cfg, paths, args, command)
        log.info("stage %s: done in %.1f s", stage, time.perf_counter() - t0)
        _report(stage, results[stage])
    return results


def _run_stage(
    stage: str, cfg: TrainConfig, paths: RunPaths, args: argparse.Namespace, command: str
) -> dict[str, Any]:
    if stage == "data":
        from training import data

        files = data.build(cfg.data, paths.data)
        summary = {
            "train": str(files.train),
            "val": str(files.val),
            "manifest": str(files.manifest),
        }
        paths.mark_done("data", summary)
        return summary
    if stage == "rft-data":
        from training import rft

        sources = [
            s.strip() for s in (getattr(args, "sources", None) or "").split(",") if s.strip()
        ]
        budget = getattr(args, "budget_minutes", None)
        if budget is not None and budget < 0:
            raise ConfigError("--budget-minutes: must be >= 0 (0 runs no description)")
        for src in sources:
            if src not in RFT_SOURCES:
                raise ConfigError(f"--sources: {src!r} is not one of {', '.join(RFT_SOURCES)}")
        return rft.run(
            cfg,
            paths,
            resume=args.resume,
            force=args.force,
            limit=getattr(args, "limit", None),
            sources=sources or None,
            command=command,
            progress=not args.quiet,
            budget_minutes=budget,
            share=getattr(args, "share", False),
        )
    if stage in ("sft", "grpo", "pref"):
        from training import grpo, pref, sft

        module: Any = {"sft": sft, "grpo": grpo, "pref": pref}[stage]
        extra: dict[str, Any] = {}
        if stage == "pref":
            extra["pairs_only"] = getattr(args, "pairs_only", False)
        if stage == "grpo":
            extra["phase"] = getattr(args, "grpo_phase", "all")
        return module.run(
            cfg,
            paths,
            resume=args.resume,
            force=args.force,
            max_steps=args.max_steps,
            command=command,
            **extra,
        )
    if stage == "export":
        from training import export

        return export.run(cfg, paths, command=command)
    from training import register

    return register.run(cfg, paths, command=command)


def _report(stage: str, summary: dict[str, Any]) -> None:
    keys = {
        "data": ("train", "val"),
        "rft-data": (
            "generated",
            "kept",
            "reasons",
            "near_test_copies_dropped",
            "stopped",
            "train",
            "val",
        ),
        "sft": ("steps", "wall_s", "train_loss", "adapter"),
        "grpo": ("steps", "wall_s", "train_loss", "adapter", "reward_notes"),
        "pref": (
            "pairs",
            "val_pairs",
            "pairs_by_kind",
            "dropped",
            "steps",
            "wall_s",
            "train_loss",
            "rewards",
            "adapter",
            "pairs_file",
        ),
        "export": ("adapter_gguf", "base_gguf", "merged_gguf"),
        "register": ("registry", "model", "lora"),
    }[stage]
    for k in keys:
        if summary.get(k) not in (None, "", []):
            print(f"{stage}: {k} = {summary[k]}")
    for line in summary.get("usage", []):
        print(f"use it: {line}")


def _eval(argv: list[str]) -> int:
    try:
        from training.evaluate import main as eval_main
    except ImportError as exc:
        print(f"error: the evaluation harness is not available: {exc}", file=sys.stderr)
        return 2
    rc = eval_main(argv)
    return int(rc or 0)
