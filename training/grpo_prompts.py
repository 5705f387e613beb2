"""The llama.cpp GRPO loop's prompts: training descriptions only.

Sources (``grpo.prompt_sources``): ManimBench **train**, the example library's descriptions, the
**dev** halves of both spec benchmarks (``bench/spec``, ``bench/realspec``), the judged set's pool
(``bench/judged/descriptions.jsonl``: its own descriptions, in no benchmark; the judged set's test
is realspec's test half, which is never read here) and our own descriptions
(``training/descriptions/``). A candidate from any other split stops the stage
(:class:`training.rft.TestSplitLeak`); a description nearly equal to a test description (ManimBench
test, spec test, realspec test) is dropped, as the rft-data stage does.

Each prompt keeps what its completions are judged against: the hand-written requirements (spec
dev halves; else the rule reader's), and a reference program where one exists (ManimBench train's
code, the library entry's scene, the spec reference scenes) for the paper's unified reward.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from training.config import GRPO_SOURCES
from training.rft import (
    DESCRIPTIONS_FILE,
    check_training_only,
    mix_sources,
    read_descriptions,
)

JUDGED_FILE = Path(__file__).resolve().parents[1] / "bench" / "judged" / "descriptions.jsonl"
# the split each source's descriptions must come from ("" where the source has no split)
ALLOWED_SPLITS = {
    "manimbench-train": "train",
    "spec-dev": "dev",
    "realspec-dev": "dev",
    "library": "",
    "judged": "",
    "ours": "",
}


@dataclass(frozen=True)
class Prompt:
    id: str  # "<source>:<id in the source>"
    source: str
    description: str
    split: str = ""
    requirements: tuple[dict[str, Any], ...] = ()
    reference: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "source": self.source,
            "description": self.description,
            "split": self.split,
            "requirements": list(self.requirements),
            "has_reference": bool(self.reference),
        }


@dataclass
class Selection:
    prompts: list[Prompt]
    per_source: dict[str, int] = field(default_factory=dict)
    duplicates: int = 0
    near_test: list[str] = field(default_factory=list)


def _spec_prompts(source: str, bench: str) -> list[Prompt]:
    from server.faithful import specbench

    out = []
    for t in specbench.load("dev", bench=bench):
        if t.split != "dev":
            continue
        ref = t.reference_path.read_text(encoding="utf-8") if t.reference_path.is_file() else ""
        out.append(Prompt(f"{source}:{t.id}", source, t.description, t.split, t.requirements, ref))
    return out


def load_prompts(
    sources: Sequence[str], *, manimbench_path: str | None = None, judged_file: Path | None = None
) -> list[Prompt]:
    """Every candidate prompt of the chosen sources (training splits only)."""
    out: list[Prompt] = []
    for src in sources:
        if src not in GRPO_SOURCES:
            raise ValueError(f"unknown GRPO prompt source {src!r}; use one of {GRPO_SOURCES}")
        if src == "manimbench-train":
            from server import manimbench

            out += [
                Prompt(f"{src}:{t.id}", src, t.description, t.split, reference=t.code)
                for t in manimbench.load("train", manimbench_path)
                if t.split == "train"
            ]
        elif src == "spec-dev":
            out += _spec_prompts(src, "spec")
        elif src == "realspec-dev":
            out += _spec_prompts(src, "realspec")
        elif src == "library":
            from kb.examples import load_library

            out += [
                Prompt(f"{src}:{e.id}", src, e.description, reference=e.code)
                for e in load_library().entries
            ]
        elif src == "judged":
            path = judged_file or JUDGED_FILE
            for line in path.read_text(encoding="utf-8").splitlines():
                if line.strip():
                    row = json.loads(line)
                    if row.get("split", "") not in ("", "pool"):
                        continue  # only the pool; a test-marked row never becomes a prompt
                    out.append(Prompt(f"{src}:{row['id']}", src, str(row["description"])))
        else:
            out += [
                Prompt(c.id, "ours", c.description) for c in read_descriptions(DESCRIPTIONS_FILE)
            ]
    return out


def held_out_descriptions(manimbench_path: str | None = None) -> list[str]:
    """The descriptions of every test split: ManimBench test (where the dataset is present: a
    checkout without it has no ManimBench prompts to leak either), spec test and realspec test."""
    from server import manimbench
    from server.faithful import specbench

    bench = (
        [t.description for t in manimbench.load("test", manimbench_path)]
        if manimbench.available(manimbench_path)
        else []
    )
    return (
        bench
        + [t.description for t in specbench.load("test", bench="spec")]
        + [t.description for t in specbench.load("test", bench="realspec")]
    )


def assert_training_only(prompts: Iterable[Prompt], tests: Iterable[str]) -> None:
    """Raise TestSplitLeak if a prompt comes from a test split or IS a test description."""
    check_training_only(prompts, tests, ALLOWED_SPLITS)


def select(
    candidates: Sequence[Prompt],
    tests: Sequence[str],
    *,
    seed: int = 0,
    limit: int = 0,
    decontaminate: float = 0.9,
) -> Selection:
    """Dedupe, drop near-copies of test descriptions, check no test split is left, and order:
    each source shuffled by the seed, then the sources taken in turn (a cap takes a mix)."""
    mixed = mix_sources(
        candidates, tests, priority=GRPO_SOURCES, order=GRPO_SOURCES, allowed=ALLOWED_SPLITS,
        seed=seed, limit=limit, decontaminate=decontaminate,
    )  # fmt: skip
    result = Selection(mixed.items, duplicates=mixed.duplicates, near_test=mixed.near_test)
    result.per_source = {src: n for src, n in mixed.per_source.items() if n}
    return result
