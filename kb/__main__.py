"""`python -m kb build [--out PATH]` rebuilds the kb from the installed Manim;
`python -m kb info [--path PATH]` prints its stamp and entry counts;
`python -m server build-examples [--out PATH]` rebuilds the example library (every entry rendered
in the render pool, which lives in server/);
`python -m kb examples "description"` shows what the library retrieves for a description."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from kb.model import KBError


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kb", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    build_cmd = sub.add_parser("build", help="rebuild the kb from the installed Manim")
    build_cmd.add_argument("--out", type=Path, default=None, help="output file (.json or .json.gz)")
    info_cmd = sub.add_parser("info", help="print the kb's stamp and entry counts")
    info_cmd.add_argument("--path", type=Path, default=None, help="kb file to read")
    info_cmd.add_argument("--json", action="store_true", help="machine-readable output")
    sub.add_parser("build-examples", help="moved: python -m server build-examples")
    find_cmd = sub.add_parser("examples", help="the library entries retrieved for a description")
    find_cmd.add_argument("description")
    find_cmd.add_argument("-k", type=int, default=3)
    find_cmd.add_argument("--path", type=Path, default=None, help="library file to read")
    find_cmd.add_argument("--folder", default=None, help="also your own scenes in this folder")
    args = parser.parse_args(argv)
    try:
        if args.command == "build-examples":
            print(
                "the example library is built by `python -m server build-examples` "
                "(every entry is rendered, and the renderer lives in server/)",
                file=sys.stderr,
            )
            return 2
        if args.command == "examples":
            from kb.examples import folder_examples, load_library

            lib = load_library(args.path)
            extra = folder_examples(args.folder) if args.folder else []
            if extra:
                from kb.examples import ExampleLibrary

                lib = ExampleLibrary([*lib.entries, *extra], lib.stamp, lib.path)
            for e in lib.search(args.description, args.k):
                print(f"# {e.id} ({e.source}): {e.description}")
                print(e.code)
            return 0
        if args.command == "build":
            from kb.build import build

            start = time.perf_counter()
            path, data = build(args.out)
            counts: dict[str, int] = {}
            for raw in data["entries"].values():
                counts[raw["kind"]] = counts.get(raw["kind"], 0) + 1
            size = path.stat().st_size
            print(
                f"wrote {path} ({size / 1e6:.2f} MB) for Manim {data['stamp']['manim_version']}: "
                f"{len(data['entries'])} entries {counts} in {time.perf_counter() - start:.1f}s"
            )
            return 0
        from kb.store import load, version_mismatch

        kb = load(args.path)
        info = {
            "path": str(kb.path),
            **kb.stamp,
            "entries": len(kb),
            "counts": kb.counts(),
            "mismatch": version_mismatch(kb),
        }
        if args.json:
            print(json.dumps(info, indent=2))
        else:
            for key, value in info.items():
                print(f"{key}: {value}")
        return 0
    except KBError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
