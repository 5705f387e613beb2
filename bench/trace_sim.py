"""Does ``trace_sim`` separate identical, lightly changed and unrelated scenes better than VS_ssim?

    python bench/trace_sim.py [--n 24] [--workers 2] [--json OUT.json]

Takes the first ``--n`` ManimBench TRAIN references that render, and builds pairs:

* identical: the reference rendered twice (two independent renders);
* light: the reference against a lightly changed copy, one change each where it applies:
  ``colour`` (the first Manim colour constant swapped for another), ``timing`` (every
  ``run_time`` and ``wait`` 50% longer), ``drop-last`` (the last one-line ``self.play(...)``
  removed), ``nudge`` (the first ``.shift(...)`` moved 0.3 units further right), ``end-wait``
  (one more second of stillness at the end);
* unrelated: the reference against the next reference in the list.

For every pair both metrics are computed on the same renders: S_ssim (``training/metrics``, the
VS_ssim of the evaluation) from frames sampled at 5 fps, and ``trace_sim`` from the scene traces.
Reported: mean and standard deviation per group, and the AUC (probability that a random pair of
the first group scores above a random pair of the second) for identical vs unrelated and light
vs unrelated, with the gap between group means in pooled standard deviations.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

COLOURS = ("RED", "BLUE", "GREEN", "YELLOW", "ORANGE", "PURPLE", "PINK", "TEAL", "GOLD", "WHITE")
SWAP = {"RED": "BLUE", "BLUE": "RED", "GREEN": "PURPLE", "YELLOW": "TEAL", "ORANGE": "GREEN",
        "PURPLE": "YELLOW", "PINK": "GREEN", "TEAL": "ORANGE", "GOLD": "BLUE", "WHITE": "RED"}  # fmt: skip


def light_changes(code: str) -> dict[str, str]:
    """The hand-made light edits that apply to ``code`` (name -> changed code)."""
    out: dict[str, str] = {}
    m = re.search(r"\b(" + "|".join(COLOURS) + r")(?:_[A-E])?\b", code)
    if m:
        out["colour"] = code[: m.start()] + SWAP[m.group(1)] + code[m.end() :]
    timed = re.sub(
        r"run_time\s*=\s*(\d+(?:\.\d+)?)", lambda k: f"run_time={float(k.group(1)) * 1.5:g}", code
    )
    timed = re.sub(
        r"self\.wait\(([^()]*)\)",
        lambda k: f"self.wait(1.5 * ({k.group(1).strip() or 1}))",
        timed,
    )
    if timed != code:
        out["timing"] = timed
    lines = code.splitlines()
    plays = [i for i, ln in enumerate(lines) if re.match(r"\s*self\.play\(.*\)\s*$", ln)]
    if len(plays) >= 2:
        i = plays[-1]
        indent = re.match(r"\s*", lines[i]).group()  # type: ignore[union-attr]
        out["drop-last"] = "\n".join([*lines[:i], indent + "pass", *lines[i + 1 :]])
    if ".shift(" in code:
        out["nudge"] = code.replace(".shift(", ".shift(0.3 * RIGHT).shift(", 1)
    body = [ln for ln in lines if ln.strip()]
    if body and re.match(r" {8}\S", body[-1]) and "def construct" in code:
        out["end-wait"] = code.rstrip() + "\n        self.wait(1)\n"
    return out


def render(code: str, pool: Any) -> dict[str, Any] | None:
    """Gray frames at 5 fps and the trace of one render, or None when it fails."""
    import ast

    from server.render import render_code, sample_frames
    from server.render.api import scene_names_in

    names = scene_names_in(ast.parse(code))
    res = render_code(code, scene=names[-1] if names else None, pool=pool, layout=False, timeout=90)
    try:
        media = res.video or res.image
        if not res.ok or media is None or res.trace is None:
            return None
        return {"gray": sample_frames(media, fps=5.0).gray, "trace": res.trace.to_dict()}
    finally:
        res.cleanup()


def pair_scores(a: dict[str, Any], b: dict[str, Any]) -> dict[str, float]:
    from training.metrics import s_ssim_from_matrix, ssim_matrix
    from training.metrics.trace_sim import trace_similarity
    from training.scoring import match_size

    ssim = s_ssim_from_matrix(ssim_matrix(match_size(a["gray"], b["gray"].shape[1:]), b["gray"]))
    ts = trace_similarity(a["trace"], b["trace"])
    return {"vs_ssim": float(ssim), **ts.to_dict()}


def auc(pos: list[float], neg: list[float]) -> float:
    """P(random positive > random negative), ties counting half."""
    if not pos or not neg:
        return float("nan")
    wins = sum((p > n) + 0.5 * (p == n) for p in pos for n in neg)
    return wins / (len(pos) * len(neg))


def gap_sd(pos: list[float], neg: list[float]) -> float:
    sd = statistics.pstdev(pos + neg) if len(pos + neg) > 1 else 0.0
    if not pos or not neg:
        return float("nan")
    pooled = ((statistics.pvariance(pos) + statistics.pvariance(neg)) / 2) ** 0.5
    denom = pooled or sd or 1e-9
    return (statistics.fmean(pos) - statistics.fmean(neg)) / denom


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=24, help="references to use (first that render)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    from server import manimbench
    from server.render import RenderPool

    t0 = time.perf_counter()
    pool = RenderPool(args.workers)
    refs: list[tuple[str, str, dict[str, Any], dict[str, Any]]] = []
    variants: dict[str, dict[str, dict[str, Any]]] = {}
    try:
        with ThreadPoolExecutor(args.workers) as ex:
            for task in manimbench.load("train"):
                if len(refs) >= args.n:
                    break
                first, second = ex.map(lambda c: render(c, pool), [task.code, task.code])
                if first is None or second is None:
                    continue
                refs.append((task.id, task.code, first, second))
                changes = light_changes(task.code)
                rendered = list(ex.map(lambda c: render(c, pool), changes.values()))
                variants[task.id] = {
                    k: v for k, v in zip(changes, rendered, strict=True) if v is not None
                }
                print(f"{task.id}: light changes {sorted(variants[task.id])}", flush=True)
    finally:
        pool.shutdown()
    rows: list[dict[str, Any]] = []
    for i, (tid, _, first, second) in enumerate(refs):
        rows.append({"group": "identical", "id": tid, **pair_scores(second, first)})
        for kind, v in variants[tid].items():
            rows.append({"group": "light", "change": kind, "id": tid, **pair_scores(v, first)})
        other = refs[(i + 1) % len(refs)]
        rows.append(
            {"group": "unrelated", "id": f"{other[0]} vs {tid}", **pair_scores(other[2], first)}
        )
    out: dict[str, Any] = {"references": [r[0] for r in refs], "groups": {}, "separation": {}}
    for metric in ("vs_ssim", "trace_sim"):
        vals = {
            g: [r[metric] for r in rows if r["group"] == g]
            for g in ("identical", "light", "unrelated")
        }
        out["groups"][metric] = {
            g: {
                "n": len(v),
                "mean": round(statistics.fmean(v), 4),
                "sd": round(statistics.pstdev(v), 4),
            }
            for g, v in vals.items()
            if v
        }
        out["separation"][metric] = {
            "auc_identical_vs_unrelated": round(auc(vals["identical"], vals["unrelated"]), 4),
            "auc_light_vs_unrelated": round(auc(vals["light"], vals["unrelated"]), 4),
            "auc_identical_vs_light": round(auc(vals["identical"], vals["light"]), 4),
            "gap_light_unrelated_sd": round(gap_sd(vals["light"], vals["unrelated"]), 2),
        }
    out["wall_s"] = round(time.perf_counter() - t0, 1)
    print(
        "\n| metric | identical | light | unrelated | AUC light>unrelated | AUC identical>light | gap (pooled sd) |"
    )
    print("|---|---|---|---|---|---|---|")
    for metric in ("vs_ssim", "trace_sim"):
        g = out["groups"][metric]
        s = out["separation"][metric]
        cells = " | ".join(
            f"{g[k]['mean']:.3f} ± {g[k]['sd']:.3f}" for k in ("identical", "light", "unrelated")
        )
        print(
            f"| {metric} | {cells} | {s['auc_light_vs_unrelated']:.3f} | "
            f"{s['auc_identical_vs_light']:.3f} | {s['gap_light_unrelated_sd']:.2f} |"
        )
    by_change: dict[str, list[dict[str, Any]]] = {}
    for r in rows:
        if r["group"] == "light":
            by_change.setdefault(r["change"], []).append(r)
    print("\nlight changes by kind (mean vs_ssim / trace_sim):")
    for k, rs in sorted(by_change.items()):
        print(
            f"  {k}: n={len(rs)} vs_ssim {statistics.fmean(r['vs_ssim'] for r in rs):.3f}, "
            f"trace_sim {statistics.fmean(r['trace_sim'] for r in rs):.3f}"
        )
    print(f"\n{len(refs)} references, {len(rows)} pairs, {out['wall_s']} s")
    if args.json:
        args.json.write_text(json.dumps({**out, "rows": rows}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
