"""Benchmark the knowledge base: load time, check/extract speed, and checker quality.

    python bench/kb.py [--repeat N] [--bench PATH]

Prints one JSON object. Speed is compared with `ast.parse` of the same scene in the same run
(a baseline that moves with the machine's load); quality is measured on ManimBench: findings on
the reference scenes (must be zero errors) and detection of injected mistakes (a misspelt class,
keyword, method or color in each reference scene).
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import random
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

import kb  # noqa: E402

DEFAULT_BENCH = Path(
    os.environ.get("MANIMBENCH_PATH")
    or REPO.parent / "shared" / "data" / "manimbench" / "manimbench_v2.jsonl"
)


def scene_300_lines() -> str:
    """A 300+ line scene: constructors with keywords, chains, animate, plays."""
    body = "".join(
        f"        c{i} = Circle(radius={i % 3 + 1}, color=BLUE).shift(UP * {i % 5})\n"
        f"        self.play(c{i}.animate.scale(2), run_time=0.1)\n"
        for i in range(149)
    )
    return "from manim import *\n\nclass Big(Scene):\n    def construct(self):\n" + body


def timed(fn, repeat: int) -> dict[str, float]:  # type: ignore[no-untyped-def]
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1000)
    return {"median_ms": round(statistics.median(samples), 2), "min_ms": round(min(samples), 2)}


def cold_load_ms(repeat: int) -> dict[str, float]:
    """`kb.load()` in fresh interpreters (import of kb excluded)."""
    code = (
        "import time, kb\nt = time.perf_counter(); kb.load()\n"
        "print((time.perf_counter() - t) * 1000)"
    )
    samples = []
    for _ in range(repeat):
        out = subprocess.run(
            [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True
        )
        samples.append(float(out.stdout.strip()))
    return {"median_ms": round(statistics.median(samples), 2), "min_ms": round(min(samples), 2)}


#: Where a typo is injected: one of these words, picked at random in each scene.
_MUTATIONS = {
    "class": re.compile(r"\b(Circle|Square|Text|MathTex|Dot|Line|Arrow|Axes|VGroup)\("),
    "kwarg": re.compile(r"\b(color|font_size|radius|buff|run_time|stroke_width)="),
    "method": re.compile(r"\.(shift|move_to|next_to|set_color|scale|rotate|arrange)\("),
    "color": re.compile(r"\b(BLUE|RED|GREEN|YELLOW|WHITE|ORANGE)\b"),
}


def _typo(word: str, rng: random.Random) -> str:
    """Swap two neighbouring letters (or append one when they are equal)."""
    i = rng.randrange(1, len(word) - 1)
    return (
        word[:i] + word[i + 1] + word[i] + word[i + 2 :] if word[i] != word[i + 1] else word + "e"
    )


def mutation_recall(rows: list[dict[str, str]], seed: int = 0) -> dict[str, object]:
    """Inject one typo of each kind into each scene that has a spot for it; count detections."""
    rng = random.Random(seed)
    out: dict[str, object] = {}
    for kind, pattern in _MUTATIONS.items():
        tried = caught = 0
        for row in rows:
            code = row["code"]
            matches = list(pattern.finditer(code))
            if not matches:
                continue
            m = rng.choice(matches)
            word = m.group(1)
            mutated = code[: m.start(1)] + _typo(word, rng) + code[m.end(1) :]
            line = code.count("\n", 0, m.start(1)) + 1
            tried += 1
            if any(f.line == line and f.severity == "error" for f in kb.check_code(mutated)):
                caught += 1
        out[kind] = {"tried": tried, "caught": caught, "recall": round(caught / max(tried, 1), 3)}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    args = parser.parse_args()
    k = kb.load()
    scene = scene_300_lines()
    kb.check_code(scene)  # warm the kb's lookups
    result: dict[str, object] = {
        "machine": {"cpus": os.cpu_count(), "loadavg_1m": round(os.getloadavg()[0], 2)},
        "kb": {"manim": k.manim_version, "entries": len(k), "counts": k.counts()},
        "kb_file_bytes": (REPO / "kb" / "manim_api.json.gz").stat().st_size,
        "load_cold": cold_load_ms(max(3, args.repeat // 3)),
        "scene_lines": len(scene.splitlines()),
        "ast_parse_baseline": timed(lambda: ast.parse(scene), args.repeat),
        "check_code_300_lines": timed(lambda: kb.check_code(scene), args.repeat),
        "extract_api_calls_300_lines": timed(lambda: kb.extract_api_calls(scene), args.repeat),
        "retrieve_docs_300_lines": timed(
            lambda: kb.retrieve_docs(kb.extract_api_calls(scene)), args.repeat
        ),
    }
    if args.bench.exists():
        rows = [json.loads(line) for line in args.bench.read_text().splitlines() if line.strip()]
        start = time.perf_counter()
        errors = warnings = calls = resolved = 0
        for row in rows:
            for f in kb.check_code(row["code"]):
                errors += f.severity == "error"
                warnings += f.severity == "warning"
            for call in kb.extract_api_calls(row["code"]):
                if not call.user_defined and call.text.split(".")[0] not in _NON_MANIM:
                    calls += 1
                    resolved += call.qualname is not None
        result["manimbench"] = {
            "scenes": len(rows),
            "error_findings": errors,
            "warning_findings": warnings,
            "check_all_s": round(time.perf_counter() - start, 2),
            "manim_calls_resolved": f"{resolved}/{calls} ({resolved / max(calls, 1):.1%})",
            "injected_typo_recall": mutation_recall(rows),
        }
    print(json.dumps(result, indent=2))


#: Callee roots that are plainly not Manim (builtins, numpy, networkx) for the resolution rate.
_NON_MANIM = frozenset(
    {"np", "nx", "math", "random", "range", "len", "list", "zip", "str", "enumerate", "sorted",
     "dict", "sum", "super", "print", "int", "float", "min", "max", "abs", "tuple", "set",
     "round", "map", "isinstance", "manimpango", "requests", "json", "defaultdict", "G"}
)  # fmt: skip


if __name__ == "__main__":
    main()
