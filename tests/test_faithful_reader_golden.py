"""The description reader's output on fixed descriptions stays exactly as recorded (a golden file).

``tests/data/reader_golden.json`` holds, for every description of the spec benchmark
(bench/spec/tasks.jsonl), every description of an example scene (kb/example_scenes/*.py: its
``# Description:`` lines and docstrings) and every string in tests/test_faithful_reader.py, the
reader's requirements as JSON. The test reruns the reader on those descriptions and compares.

Run as a script (``PYTHONPATH=$PWD python tests/test_faithful_reader_golden.py``):

- ``--write`` collects the descriptions again and rewrites the golden file (after a deliberate
  change to the reader; review the diff);
- ``--manimbench FILE`` writes the ManimBench outputs (train + test) to FILE, or, where FILE
  exists, compares them byte for byte. Their licence keeps ManimBench out of the repository, so
  FILE must live outside it (e.g. /tmp/reader_manimbench.json); this comparison is local only.
"""

from __future__ import annotations

import argparse
import ast
import json
import sys
from pathlib import Path
from typing import Any

from server.faithful.reader import read_requirements

REPO = Path(__file__).resolve().parent.parent
GOLDEN = REPO / "tests" / "data" / "reader_golden.json"


def spec_descriptions() -> list[tuple[str, str]]:
    """(source, description) for each spec benchmark task."""
    out = []
    with (REPO / "bench" / "spec" / "tasks.jsonl").open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                row = json.loads(line)
                out.append((f"spec:{row['id']}", row["description"]))
    return out


def example_scene_descriptions() -> list[tuple[str, str]]:
    """(source, description) for each ``# Description:`` line and docstring of the example scenes."""
    out = []
    for path in sorted((REPO / "kb" / "example_scenes").glob("*.py")):
        src = path.read_text(encoding="utf-8")
        name = f"kb:{path.name}"
        for n, line in enumerate(src.splitlines(), start=1):
            if line.strip().startswith("# Description:"):
                out.append((f"{name}:{n}", line.split(":", 1)[1].strip()))
        tree = ast.parse(src)
        for node in ast.walk(tree):
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef):
                doc = ast.get_docstring(node)
                if doc:
                    out.append((f"{name}:{getattr(node, 'name', '<module>')}", doc))
    return out


def reader_test_descriptions() -> list[tuple[str, str]]:
    """(source, string) for each distinct string constant in tests/test_faithful_reader.py."""
    tree = ast.parse((REPO / "tests" / "test_faithful_reader.py").read_text(encoding="utf-8"))
    seen: dict[str, int] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            seen.setdefault(node.value, node.lineno)
    return [(f"test:{line}", s) for s, line in sorted(seen.items(), key=lambda kv: (kv[1], kv[0]))]


def manimbench_descriptions() -> list[tuple[str, str]]:
    """(source, description) for every ManimBench task, train and test (needs the data)."""
    from server import manimbench

    return [(f"manimbench:{t.id}", t.description) for t in manimbench.load()]


def reading(description: str) -> list[dict[str, Any]]:
    """The reader's requirements on one description, as JSON-ready dicts (phrases included)."""
    return [r.to_dict() for r in read_requirements(description)]


def dump(pairs: list[tuple[str, str]]) -> str:
    """The golden JSON text for (source, description) pairs: one description a line."""
    rows = [{"source": s, "description": d, "requirements": reading(d)} for s, d in pairs]
    return "[\n" + ",\n".join(json.dumps(row, ensure_ascii=False) for row in rows) + "\n]\n"


def committed_pairs() -> list[tuple[str, str]]:
    """The descriptions the committed golden file covers, collected afresh."""
    return spec_descriptions() + example_scene_descriptions() + reader_test_descriptions()


def _golden_rows() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = json.loads(GOLDEN.read_text(encoding="utf-8"))
    return rows


def test_golden_file_is_reproduced_exactly() -> None:
    rows = _golden_rows()
    pairs = [(row["source"], row["description"]) for row in rows]
    assert dump(pairs) == GOLDEN.read_text(encoding="utf-8")


def test_golden_covers_the_spec_benchmark_and_example_scenes() -> None:
    described = {row["description"] for row in _golden_rows()}
    missing = [
        s for s, d in spec_descriptions() + example_scene_descriptions() if d not in described
    ]
    assert not missing, f"regenerate with --write: {missing[:5]}"


def test_each_golden_description_reads_the_same() -> None:
    changed = [
        row["source"]
        for row in _golden_rows()
        if reading(row["description"]) != row["requirements"]
    ]
    assert not changed, f"the reader's output changed on {len(changed)}: {changed[:10]}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    ap.add_argument("--write", action="store_true", help="rewrite tests/data/reader_golden.json")
    ap.add_argument("--manimbench", type=Path, help="write, or compare with, ManimBench outputs")
    args = ap.parse_args(argv)
    rc = 0
    if args.write:
        GOLDEN.parent.mkdir(parents=True, exist_ok=True)
        GOLDEN.write_text(dump(committed_pairs()), encoding="utf-8")
        print(f"wrote {GOLDEN} ({len(_golden_rows())} descriptions)")
    else:
        text = dump([(row["source"], row["description"]) for row in _golden_rows()])
        same = text == GOLDEN.read_text(encoding="utf-8")
        print(
            f"golden ({len(_golden_rows())} descriptions): {'identical' if same else 'DIFFERENT'}"
        )
        rc |= 0 if same else 1
    if args.manimbench is not None:
        if args.manimbench.resolve().is_relative_to(REPO):
            print("keep the ManimBench outputs outside the repository", file=sys.stderr)
            return 2
        pairs = manimbench_descriptions()
        text = dump(pairs)
        if args.manimbench.exists():
            same = text == args.manimbench.read_text(encoding="utf-8")
            print(f"ManimBench ({len(pairs)} descriptions): {'identical' if same else 'DIFFERENT'}")
            rc |= 0 if same else 1
        else:
            args.manimbench.write_text(text, encoding="utf-8")
            print(f"wrote {args.manimbench} ({len(pairs)} descriptions)")
    return rc


if __name__ == "__main__":
    sys.exit(main())
