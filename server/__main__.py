"""Entry point: `python -m server` (LSP on stdio) and its subcommands (see server/cli.py)."""

from __future__ import annotations

import sys

from server.cli import main

if __name__ == "__main__":
    sys.exit(main())
