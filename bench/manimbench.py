"""Render success rate (RSR) of the agent on ManimBench, per strategy; resumable.

    .venv/bin/python bench/manimbench.py --strategy ritl-doc --rounds 3 [--limit N] [--name NAME]

Each finished task is appended to `<out>/<name>.jsonl` at once, so a crashed or interrupted run
continues where it stopped when started again with the same name. The last line printed is a JSON
summary (RSR, rounds, wall time). Visual and code similarity are the evaluation harness's job
(`python -m training eval`); this benchmark measures whether the code renders.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tqdm import tqdm

from server import manimbench, model_store
from server.agent import AgentOptions, ManimAgent
from server.backends import GenerationParams, LlamaCppBackend
from training.evaluate import rsr_by_round

RESULTS = Path(__file__).resolve().parent / "results"


def config_name(args: argparse.Namespace) -> str:
    parts = [args.embedded if not args.model else Path(args.model).stem, args.strategy]
    if args.strategy != "vanilla":  # vanilla has no repair round, so static checks never apply
        parts.append(f"k{args.rounds}")
        parts.append("static" if args.static else "nostatic")
    if args.examples:
        parts.append(f"ex{args.examples}")
    if args.layout:
        parts.append("layout")
    if args.plan:
        parts.append("plan")
    if args.guide:
        parts.append("guide")
    if args.strategy != "vanilla" and args.repair_temperature_step != 0.25:
        parts.append(f"step{args.repair_temperature_step:g}")
    if args.strategy != "vanilla" and not args.located:
        parts.append("nolocated")
    return "-".join(parts)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--strategy", choices=["vanilla", "ritl", "ritl-doc"], default="ritl-doc")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--split", default="test", choices=["test", "train"])
    ap.add_argument("--limit", type=int, default=None, help="first N tasks only")
    ap.add_argument("--model", help="GGUF path (default: the embedded model)")
    ap.add_argument("--embedded", default="default", choices=sorted(model_store.EMBEDDED_MODELS))
    ap.add_argument("--lora", help="LoRA adapter GGUF")
    ap.add_argument("--static", action=argparse.BooleanOptionalAction, default=True)
    ap.add_argument("--examples", type=int, default=0)
    ap.add_argument("--layout", action="store_true")
    ap.add_argument("--plan", action="store_true")
    ap.add_argument("--guide", action="store_true", help="Community Edition rules in the prompt")
    ap.add_argument("--repair-temperature-step", type=float, default=0.25)
    ap.add_argument("--located", action=argparse.BooleanOptionalAction, default=True)
    ap.add_argument("--temperature", type=float, default=0.2)
    ap.add_argument("--name", help="result file name (default: derived from the options)")
    ap.add_argument("--out", type=Path, default=RESULTS)
    args = ap.parse_args()

    name = args.name or config_name(args)
    args.out.mkdir(parents=True, exist_ok=True)
    out = args.out / f"{name}.jsonl"
    done = {}
    if out.exists():
        for line in out.read_text().splitlines():
            if line.strip():
                row = json.loads(line)
                done[row["id"]] = row
    tasks = manimbench.load(args.split)[: args.limit]
    todo = [t for t in tasks if t.id not in done]

    path = Path(args.model) if args.model else model_store.ensure_model(args.embedded)
    backend = LlamaCppBackend(path, lora_path=args.lora)
    options = AgentOptions(
        strategy=args.strategy,
        rounds=args.rounds,
        static_checks=args.static,
        examples=args.examples,
        layout_feedback=args.layout,
        plan=args.plan,
        guide=args.guide,
        repair_temperature_step=args.repair_temperature_step,
        located_feedback=args.located,
        generation=GenerationParams(temperature=args.temperature, seed=0),
    )
    agent = ManimAgent(backend, options)
    wall0 = time.perf_counter()
    with out.open("a", encoding="utf-8") as fh:
        for task in tqdm(todo, desc=name, unit="task", file=sys.stderr):
            result = agent.run(task.description)
            t = result.timings()
            row = {
                "id": task.id,
                "type": task.type,
                "status": result.status,
                "rounds": len(result.rounds),
                "kinds": [r.kind for r in result.rounds],
                "total_s": round(t["total_s"], 2),
                "generation_s": round(t["generation_s"], 2),
                "render_s": round(t["render_s"], 2),
                "error": (result.error or "").strip().splitlines()[-1:] or None,
                "code": result.code,
            }
            fh.write(json.dumps(row) + "\n")
            fh.flush()
            done[task.id] = row
    backend.close()

    rows = [done[t.id] for t in tasks if t.id in done]
    ok = [r for r in rows if r["status"] == "success"]
    by_type: dict[str, list[int]] = {}
    for r in rows:
        by_type.setdefault(r["type"], []).append(r["status"] == "success")
    summary = {
        "name": name,
        "model": path.name,
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        "tasks": len(rows),
        "rendered": len(ok),
        "rsr": round(100 * len(ok) / len(rows), 1) if rows else None,
        "rsr_by_type": {k: round(100 * sum(v) / len(v), 1) for k, v in sorted(by_type.items())},
        "rsr_by_round": rsr_by_round(
            [{"rendered": r["status"] == "success", "rounds": r["rounds"]} for r in rows]
        ),
        "mean_rounds": round(statistics.mean(r["rounds"] for r in rows), 2) if rows else None,
        "median_task_s": round(statistics.median(r["total_s"] for r in rows), 1) if rows else None,
        "wall_s_this_run": round(time.perf_counter() - wall0, 1),
    }
    print(json.dumps({"summary": summary}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
