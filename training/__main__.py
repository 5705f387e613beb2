"""``python -m training``: a minimal dispatcher until the training CLI (issue 8) replaces it."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["eval"]:
        from training.evaluate import main as eval_main

        return eval_main(args[1:])
    print(
        "usage: python -m training eval [...]  (see python -m training eval --help)",
        file=sys.stderr,
    )
    return 2


if __name__ == "__main__":
    sys.exit(main())
