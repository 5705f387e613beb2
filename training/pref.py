"""The preference stage (issue 49, point 2): DPO on the agent's own better/worse attempts.

The cheap baseline beside GRPO: RFT taught the model what the agent kept; this stage also shows it
what the agent got wrong at the same description, and pushes the kept answer's likelihood up
relative to the failed one's (DPO, TRL's ``DPOTrainer``; ``pref.loss_type`` picks TRL's IPO, hinge,
robust or APO-zero variant instead).

1. **Pairs** (``training/pref_pairs.py``): ``pref/pairs.jsonl`` (and ``pairs-val.jsonl``, a
   seeded slice of the descriptions) with ``pref/manifest.json`` (counts by source and kind,
   what was dropped and why), from the rft-data stage's recorded runs and the judged folders;
   training descriptions only. ``--pairs-only`` stops here.
2. **Training**: the starting adapter (``pref.start``: the run's ``sft/adapter`` by default, as
   GRPO's ``start: sft``; or a committed adapter's path, a LoRA GGUF converted into
   ``pref/start-adapter/`` once, e.g. the RFT adapter) keeps training as the "default" LoRA
   adapter; TRL copies it into a frozen "ref" adapter, so the implicit reward and the KL are
   against the starting model.
   Transformers + PEFT on CPU (Unsloth or PEFT on a GPU, ``training.backend``), checkpoints
   every ``save_steps``, ``--resume`` from the last one (with the pairs the run started with),
   the first Ctrl-C finishes the step and saves it, ``--max-steps`` caps the steps, TensorBoard
   under ``logs/pref``; ``pref/adapter/`` and ``pref/DONE.json`` at the end. ``export`` takes the
   adapter (``export.source: pref``, or ``auto`` once it exists).
"""

from __future__ import annotations

import json
import logging
import time
from collections import Counter
from pathlib import Path
from typing import Any

from training import backend, pref_pairs
from training.config import TrainConfig, pref_start_path
from training.data import read_jsonl
from training.lora_gguf import starting_adapter
from training.paths import RunPaths, StageInputMissing, prepare_stage_dir
from training.rft import OUTCOMES, agent_settings
from training.trainer_utils import (
    common_args,
    final_eval,
    finish_summary,
    save_adapter,
    tensorboard_to,
    train_stoppably,
)

log = logging.getLogger(__name__)

STAGE = "pref"
START_ADAPTER = "start-adapter"  # pref.start: x.gguf, converted into PEFT form once
COLUMNS = ("prompt", "chosen", "rejected")


def build_pairs(cfg: TrainConfig, paths: RunPaths, *, command: str) -> dict[str, Any]:
    """Collect the attempts of every source, build the pairs and write them to ``pref/``;
    returns the manifest."""
    from server import manimbench
    from server.faithful.specbench import SpecBenchError
    from server.manimbench import ManimBenchError
    from training import grpo_prompts, rft

    p = cfg.pref
    mb_path = cfg.data.manimbench_path or None
    groups: list[pref_pairs.Group] = []
    dropped: Counter[str] = Counter()
    read: dict[str, int] = {}
    try:
        tests = grpo_prompts.held_out_descriptions(mb_path)
        test_codes = rft.test_references(mb_path) if manimbench.available(mb_path) else []
        if "rft" in p.sources:
            outcomes = paths.stage(rft.STAGE) / OUTCOMES
            if not outcomes.is_file():
                raise StageInputMissing(
                    f"the preference pairs read the rft-data stage's runs at {outcomes}, which "
                    f"does not exist. Run `{command} --stage rft-data` first (with "
                    "`--budget-minutes 0` it only reads the committed rft.shared_outcomes), or "
                    "leave rft out of pref.sources."
                )
            rows = pref_pairs.read_rows(outcomes)
            candidates = rft.load_sources(
                cfg.rft.sources, manimbench_path=mb_path,
                descriptions_file=cfg.rft.descriptions_file or None,
            )  # fmt: skip
            got, why = pref_pairs.rft_groups(rows, candidates)
            groups += got
            dropped.update(why)
            read[f"rft:{outcomes}"] = len(rows)
        if "judged" in p.sources:
            for setting in p.judged_folders:
                folder = pref_pairs.resolve_folder(setting)
                try:
                    got, why = pref_pairs.judged_groups(folder)
                except FileNotFoundError as exc:
                    raise StageInputMissing(str(exc)) from exc
                groups += got
                dropped.update(why)
                read[f"judged:{folder}"] = sum(len(g.attempts) for g in got)
    except (ManimBenchError, SpecBenchError) as exc:
        raise StageInputMissing(
            f"{exc} (the preference pairs need the benchmarks' test descriptions, if only to "
            "keep them out)"
        ) from exc
    pairs = pref_pairs.build(groups, tests, p, test_codes=test_codes, seed=p.seed, dropped=dropped)
    pairs.manifest["read"] = read
    pairs.manifest["prompt"] = cfg.rft.prompt
    prompt = pref_pairs.prompt_builder(agent_settings(cfg), cfg.rft.prompt)
    manifest = pref_pairs.write(pairs, paths.stage(STAGE), prompt)
    log.info(
        "pref: %d pairs (%d validation) from %d descriptions; by kind %s; dropped %s",
        manifest["pairs"],
        manifest["val_pairs"],
        manifest["descriptions_with_pairs"],
        manifest["pairs_by_kind"],
        manifest["dropped"],
    )
    return manifest


def start_adapter(cfg: TrainConfig, paths: RunPaths, command: str) -> Path | None:
    """The adapter DPO continues (``pref.start``), or None for a fresh LoRA on the base. A path
    is returned as it is (a LoRA GGUF is converted in ``_train``, once the base is there)."""
    start = cfg.pref.start
    if start == "base":
        return None
    path = pref_start_path(start)
    if path is not None:
        if not path.exists():
            raise StageInputMissing(
                f"pref.start: the starting adapter {path} does not exist (a LoRA GGUF or a PEFT "
                "adapter folder); give another path, or sft, grpo or base."
            )
        return path
    adapter = paths.adapter(start)
    if not (adapter / "adapter_config.json").is_file():
        raise StageInputMissing(
            f"the preference stage starts from the {start.upper()} adapter at {adapter}, which "
            f"does not exist. Run `{command} --stage {start}` first (or `--stage all`), or set "
            "pref.start: base or the path of an adapter."
        )
    return adapter


def run(
    cfg: TrainConfig,
    paths: RunPaths,
    *,
    resume: bool = False,
    force: bool = False,
    max_steps: int | None = None,
    command: str = "python -m training",
    pairs_only: bool = False,
) -> dict[str, Any]:
    folder = paths.stage(STAGE)
    adapter_in = None if pairs_only else start_adapter(cfg, paths, command)
    resume_from = prepare_stage_dir(
        paths, STAGE, resume=resume, force=force, command=f"{command} --stage {STAGE}"
    )
    train_file, val_file = folder / pref_pairs.PAIRS, folder / pref_pairs.VAL_PAIRS
    if resume and train_file.is_file():  # after a stop, or after --pairs-only on this machine
        log.info("pref: resuming with the pairs the run started with (%s)", train_file)
        manifest: dict[str, Any] = {}
    else:
        manifest = build_pairs(cfg, paths, command=command)
    if pairs_only:
        return {**(manifest or _read_manifest(paths)), "pairs_file": str(train_file)}
    train_rows = read_jsonl(train_file)
    if not train_rows:
        raise StageInputMissing(
            f"{train_file} holds no pairs (see {folder / pref_pairs.MANIFEST}: no description has "
            "a better and a worse attempt). Run the rft-data stage with rft.retries on more "
            "descriptions first, or add judged folders with several arms."
        )
    val_rows = read_jsonl(val_file) if val_file.is_file() else []
    return _train(cfg, paths, adapter_in, resume_from, max_steps, train_rows, val_rows, manifest)


def _train(
    cfg: TrainConfig,
    paths: RunPaths,
    adapter_in: Path | None,
    resume_from: Path | None,
    max_steps: int | None,
    train_rows: list[dict[str, Any]],
    val_rows: list[dict[str, Any]],
    manifest: dict[str, Any],
) -> dict[str, Any]:
    from datasets import Dataset
    from trl import DPOConfig, DPOTrainer

    p = cfg.pref
    base = backend.materialize_base(cfg.model, paths.root)
    if adapter_in is not None and adapter_in.is_file():  # pref.start: a LoRA GGUF
        adapter_in = starting_adapter(
            adapter_in, Path(base.path), paths.stage(STAGE) / START_ADAPTER, key="pref.start"
        )
    backend.threads_hint()
    model, tok = backend.load_trainable(
        base,
        cfg.model,
        cfg.lora,
        adapter=adapter_in,
        gradient_checkpointing=p.gradient_checkpointing,
    )
    train = Dataset.from_list([{k: r[k] for k in COLUMNS} for r in train_rows])
    val = Dataset.from_list([{k: r[k] for k in COLUMNS} for r in val_rows]) if val_rows else None
    tensorboard_to(paths.logs(STAGE))
    args = DPOConfig(
        **common_args(p, paths.stage(STAGE), max_steps),
        num_train_epochs=p.num_train_epochs,
        per_device_eval_batch_size=p.per_device_train_batch_size,
        eval_strategy="steps" if val is not None else "no",
        eval_steps=p.eval_steps,
        beta=p.beta,
        loss_type=[p.loss_type],
        max_length=p.max_length,
        gradient_checkpointing=p.gradient_checkpointing,
    )
    trainer = DPOTrainer(
        model=model, args=args, train_dataset=train, eval_dataset=val, processing_class=tok
    )
    cut = _cut_pairs(trainer.train_dataset, p.max_length)
    if cut:
        log.warning("pref: %d of %d pairs exceed pref.max_length (%d tokens) and are cut at the "
                    "end", cut, len(train), p.max_length)  # fmt: skip
    chosen = backend.backend_name(cfg.model.backend)
    log.info(
        "pref: DPO (%s, beta %g) on %d pairs / %d validation, from %s, backend %s, base %s",
        p.loss_type, p.beta, len(train), len(val_rows), adapter_in or "a fresh LoRA", chosen,
        base.source,
    )  # fmt: skip
    start = time.perf_counter()
    result = train_stoppably(trainer, resume_from)
    wall = time.perf_counter() - start
    eval_metrics = final_eval(trainer) if val is not None else {}
    adapter = save_adapter(model, tok, paths.adapter(STAGE), base, stage=STAGE)
    summary = finish_summary(trainer, result, wall, resume_from, chosen)
    summary.update(
        adapter=str(adapter),
        start=str(adapter_in) if adapter_in else "base",
        base=base.to_dict(),
        pairs=len(train),
        val_pairs=len(val_rows),
        pairs_cut=cut,
        loss_type=p.loss_type,
        beta=p.beta,
        eval=eval_metrics,
        rewards=_last_rewards(trainer.state.log_history),
        pairs_manifest=manifest or _read_manifest(paths),
    )
    paths.mark_done(STAGE, summary)
    return summary


def _cut_pairs(dataset: Any, max_length: int) -> int:
    """How many tokenised pairs are longer than ``max_length`` (TRL cuts them at the end)."""
    try:
        rows = dataset.select_columns(["prompt_ids", "chosen_ids", "rejected_ids"])
    except (AttributeError, ValueError):
        return 0
    return sum(
        len(r["prompt_ids"]) + max(len(r["chosen_ids"]), len(r["rejected_ids"])) > max_length
        for r in rows
    )


def _last_rewards(history: list[dict[str, Any]]) -> dict[str, Any]:
    """The last logged DPO reward metrics (accuracy: how often the chosen answer's implicit
    reward beats the rejected one's; margin: by how much)."""
    for entry in reversed(history):
        found = {k: v for k, v in entry.items() if k.startswith("rewards/")}
        if found:
            return {"step": entry.get("step"), **found}
    return {}


def _read_manifest(paths: RunPaths) -> dict[str, Any]:
    path = paths.stage(STAGE) / pref_pairs.MANIFEST
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}
