"""Requirement extraction against the hand-written requirements of the spec benchmarks (issue 46).

    python bench/extract.py [--bench spec realspec] [--split dev test] [--embedded default]
                            [--model-path FILE] [--threads N] [--limit N] [--rule-only]
                            [--parser spacy] [--out bench/results/extract/NAME.jsonl]

For every task of the chosen benchmarks and halves it reads the description three ways: the rule
reader alone (``server.faithful.reader.read_requirements``), the local model alone
(``server.faithful.extract.extract``: grammar-constrained, spans checked) and their union
(``extract.union``, what the agent's trace checks use with ``llm_requirements`` on). Each is
matched one to one against the task's hand-written requirements by ``extract.same_key`` (same
kind, same subjects and same value field: see docs/faithfulness.md, "Requirements read by the
model"); precision = matched / produced, recall = matched / hand-written, per benchmark and half.
The dev halves are for tuning; the test halves are reported and never tuned on.

``--parser spacy`` also reads each description with the dependency-parse reader
(``server.faithful.parse``; spaCy and an English pipeline must be installed) and reports it
alone (``parse``) and added to the rule reader by ``extract.union`` (``rule_parse``), with the
pipeline's load time and its milliseconds per description (mean and median; parse and walk).

Prints one JSON object: those figures, and the model's seconds per description (mean and median
of the calls made, not of cached answers; the model's load apart). Resumable: each task's model
answer is appended to ``--out`` as it comes and a rerun reads it back (keyed by the model, the
extractor version and the prompt's hash, so a changed prompt starts afresh).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from server.faithful import extract as ex  # noqa: E402
from server.faithful import specbench  # noqa: E402
from server.faithful.requirements import Requirement  # noqa: E402


def match_count(got: list[Requirement], want: list[Requirement]) -> int:
    """The most one-to-one pairs (got, want) with the same key (augmenting paths)."""
    edges = [[j for j, w in enumerate(want) if ex.same_key(g, w)] for g in got]
    owner: dict[int, int] = {}

    def place(i: int, seen: set[int]) -> bool:
        for j in edges[i]:
            if j in seen:
                continue
            seen.add(j)
            if j not in owner or place(owner[j], seen):
                owner[j] = i
                return True
        return False

    return sum(place(i, set()) for i in range(len(got)))


def scores(rows: list[dict[str, Any]], source: str) -> dict[str, Any]:
    produced = sum(len(r[source]) for r in rows)
    hand = sum(len(r["hand"]) for r in rows)
    matched = sum(r[f"{source}_matched"] for r in rows)
    return {
        "produced": produced,
        "hand": hand,
        "matched": matched,
        "precision": round(matched / produced, 4) if produced else None,
        "recall": round(matched / hand, 4) if hand else None,
    }


def load_done(path: Path, run_key: str) -> dict[str, dict[str, Any]]:
    done: dict[str, dict[str, Any]] = {}
    if not path.is_file():
        return done
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            row = json.loads(line)
        except ValueError:
            continue  # a line cut by an interrupted run
        if row.get("run_key") == run_key:
            done[row["task"]] = row
    return done


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--bench", nargs="+", default=list(specbench.BENCHES))
    ap.add_argument("--split", nargs="+", default=list(specbench.SPLITS))
    ap.add_argument("--embedded", default="default", choices=("default", "small"))
    ap.add_argument("--model-path", default="", help="a GGUF file instead of the embedded model")
    ap.add_argument("--threads", type=int, default=0, help="llama.cpp threads (0: one per core)")
    ap.add_argument("--limit", type=int, default=0, help="the first N tasks of each half only")
    ap.add_argument("--rule-only", action="store_true", help="no model: the rule reader's figures")
    ap.add_argument(
        "--parser", default="", choices=("", "spacy"), help="also the dependency-parse reader"
    )
    ap.add_argument("--out", default="", help="answers file (default bench/results/extract/)")
    args = ap.parse_args(argv)

    tasks = []
    for bench in args.bench:
        for split in args.split:
            half = specbench.load(split, bench=bench)
            tasks += [(bench, split, t) for t in (half[: args.limit] if args.limit else half)]

    backend: Any = None
    load_s = 0.0
    run_key = ""
    done: dict[str, dict[str, Any]] = {}
    out_path = Path(args.out) if args.out else None
    if not args.rule_only:
        from server.backends import make_backend
        from server.settings import Settings

        settings = Settings(
            use_registry=False, model_path=args.model_path, embedded_model=args.embedded,
            threads=args.threads,
        )  # fmt: skip
        backend = make_backend(settings)
        load_s = backend.load()
        model = ex.model_identity(backend)
        run_key = f"{model}|v{ex.EXTRACTOR_VERSION}|{ex.prompt_hash()}"
        if out_path is None:
            name = Path(str(getattr(backend, "model_path", backend.name))).stem
            out_path = REPO / "bench" / "results" / "extract" / f"{name}.jsonl"
        done = load_done(out_path, run_key)
        out_path.parent.mkdir(parents=True, exist_ok=True)

    parser_load_s = 0.0
    if args.parser:
        from server.faithful import parse as dp

        if not dp.available():
            print("--parser spacy: spaCy or its English pipeline is not installed", file=sys.stderr)
            return 2
        parser_load_s = dp.load()

    rows = []
    for bench, split, task in tasks:
        hand = task.parsed()
        # "stays" (a named object still shown at the end) is implied, never stated, so the hand
        # requirements hold none: left out of the counts
        rule = [q for q in ex.rule_requirements(task.description) if q.kind != "stays"]
        row: dict[str, Any] = {"bench": bench, "split": split, "hand": hand, "rule": rule}
        row["rule_matched"] = match_count(rule, hand)
        if args.parser:
            t0 = time.perf_counter()
            parsed = dp.parse_requirements(task.description)
            row["parse_ms"] = (time.perf_counter() - t0) * 1000
            both_p = ex.union(rule, parsed)
            row.update(
                parse=parsed, rule_parse=both_p, parse_matched=match_count(parsed, hand),
                rule_parse_matched=match_count(both_p, hand),
            )  # fmt: skip
        if backend is not None:
            rec = done.get(task.id)
            if rec is None:
                res = ex.extract(backend, task.description)  # no cache: every call is timed
                rec = {
                    "task": task.id, "run_key": run_key, "answer": res.answer,
                    "seconds": round(res.seconds, 3), "error": res.error, "dropped": res.dropped,
                }  # fmt: skip
                if res.error is None:
                    with out_path.open("a", encoding="utf-8") as fh:  # type: ignore[union-attr]
                        fh.write(json.dumps(rec) + "\n")
                print(f"{task.id}: {len(res.requirements)} in {res.seconds:.1f}s", file=sys.stderr)
            llm, dropped = ex.parse_answer(rec["answer"], task.description)
            both = ex.union(rule, llm)
            row.update(
                llm=llm, union=both, seconds=rec["seconds"], dropped=dropped,
                llm_matched=match_count(llm, hand), union_matched=match_count(both, hand),
            )  # fmt: skip
        rows.append(row)

    report: dict[str, Any] = {"match_rule": "extract.same_key", "halves": {}}
    for bench in args.bench:
        for split in args.split:
            part = [r for r in rows if r["bench"] == bench and r["split"] == split]
            if not part:
                continue
            entry: dict[str, Any] = {"tasks": len(part), "rule": scores(part, "rule")}
            if args.parser:
                entry["parse"] = scores(part, "parse")
                entry["rule_parse"] = scores(part, "rule_parse")
            if backend is not None:
                entry["llm"] = scores(part, "llm")
                entry["union"] = scores(part, "union")
                drops: dict[str, int] = {}
                for r in part:
                    for k, v in r["dropped"].items():
                        drops[k] = drops.get(k, 0) + v
                entry["llm_dropped"] = drops
            report["halves"][f"{bench}/{split}"] = entry
    if backend is not None:
        secs = [float(r["seconds"]) for r in rows if r.get("seconds")]
        report["model"] = ex.model_identity(backend)
        report["load_s"] = round(load_s, 2)
        report["seconds_per_description"] = {
            "mean": round(statistics.mean(secs), 2) if secs else None,
            "median": round(statistics.median(secs), 2) if secs else None,
            "n": len(secs),
        }
        report["answers"] = str(out_path)
        backend.close()
    if args.parser:
        ms = [float(r["parse_ms"]) for r in rows]
        report["parser"] = {
            "model": f"{dp.LOADED.model} {dp.LOADED.version}",
            "load_s": round(parser_load_s, 2),
            "ms_per_description": {
                "mean": round(statistics.mean(ms), 1) if ms else None,
                "median": round(statistics.median(ms), 1) if ms else None,
                "n": len(ms),
            },
        }
    report["when"] = time.strftime("%Y-%m-%d %H:%M")
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
