"""Example retrieval hit rate on the realistic spec benchmark's dev half.

    python bench/retrieval_hit.py [--before REV] [--split dev] [--misses]

For each task the two examples are retrieved exactly as the agent's first prompt retrieves them
(`server.agent.examples.retrieve_examples` with the default `AgentOptions`: the shipped library,
no examples folder, nothing excluded). A task is a hit when one of them is relevant by the fixed
rule of `bench/retrieval_hit_labels.json`: the example's hand-written pattern tags share a tag
with the task's (tags were written from the descriptions before any retrieval was run).

"before" retrieves the same way from the library file committed at REV (default: the merge
base with main, i.e. the library before issue 46's scenes); "after" from the working tree's
`kb/examples.json.gz`. Prints one JSON object: overall and per-category hit rates for both.
Only the dev half is labelled: the test half stays held out.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from kb.examples import default_path, load_library, nearest_examples  # noqa: E402
from server.agent.examples import retrieve_examples  # noqa: E402
from server.agent.types import AgentOptions  # noqa: E402
from server.faithful import specbench  # noqa: E402

LABELS = Path(__file__).with_name("retrieval_hit_labels.json")


def retrieved_ids(description: str, library: Path, options: AgentOptions) -> list[str]:
    """The ids of the examples the agent's first prompt gets for `description` from `library`.
    `retrieve_examples` reads the shipped library only; for another file the same call it makes
    (`kb.examples.nearest_examples` with the options' count) is given that file's path."""
    if library.resolve() == default_path().resolve():
        pairs = retrieve_examples(description, options)
    else:
        pairs = nearest_examples(description, options.examples, path=library)
    by_text = {(e.description, e.code): e.id for e in load_library(library).entries}
    return [by_text[p] for p in pairs]


def hit_rates(library: Path, tasks: list[Any], labels: dict[str, Any]) -> dict[str, Any]:
    options = AgentOptions()
    example_tags = {k: set(v) for k, v in labels["examples"].items()}
    per_cat: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    misses = []
    for t in tasks:
        wanted = set(labels["tasks"][t.id])
        ids = retrieved_ids(t.description, library, options)
        hit = any(wanted & example_tags.get(i, set()) for i in ids)
        per_cat[t.category][0] += int(hit)
        per_cat[t.category][1] += 1
        if not hit:
            misses.append({"id": t.id, "wanted": sorted(wanted), "retrieved": ids})
    hits = sum(h for h, _ in per_cat.values())
    return {
        "library": str(library.relative_to(REPO)) if library.is_relative_to(REPO) else "before",
        "entries": len(load_library(library)),
        "hit_rate": round(hits / len(tasks), 3),
        "hits": hits,
        "tasks": len(tasks),
        "per_category": {c: f"{h}/{n}" for c, (h, n) in sorted(per_cat.items())},
        "misses": misses,
    }


def library_at(rev: str, folder: Path) -> Path:
    """`kb/examples.json.gz` as committed at `rev`, written into `folder`."""
    raw = subprocess.run(
        ["git", "show", f"{rev}:kb/examples.json.gz"], cwd=REPO, capture_output=True, check=True
    ).stdout
    out = folder / "examples.json.gz"
    out.write_bytes(raw)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--before", default=None, help="git revision of the old library "
                    "(default: merge-base with main)")  # fmt: skip
    ap.add_argument("--split", default="dev", choices=["dev"], help="only the dev half is labelled")
    ap.add_argument("--misses", action="store_true", help="list the tasks without a hit")
    args = ap.parse_args()
    labels = json.loads(LABELS.read_text(encoding="utf-8"))
    tasks = specbench.load(args.split, bench="realspec")
    missing = [t.id for t in tasks if t.id not in labels["tasks"]]
    if missing:
        raise SystemExit(f"unlabelled tasks: {missing}")
    rev = (
        args.before
        or subprocess.run(
            ["git", "merge-base", "HEAD", "main"],
            cwd=REPO,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    )
    with tempfile.TemporaryDirectory() as tmp:
        before = hit_rates(library_at(rev, Path(tmp)), tasks, labels)
    after = hit_rates(default_path(), tasks, labels)
    before["revision"] = rev[:12]
    if not args.misses:
        before.pop("misses")
        after.pop("misses")
    print(json.dumps({"split": args.split, "k": AgentOptions().examples, "before": before,
                      "after": after}, indent=1))  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
