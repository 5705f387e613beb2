"""Render every reference scene of the realistic spec benchmark and check its requirements.

    python bench/realspec/verify.py [--split dev|test] [--ids real-001,real-002] [--workers N]
        [--json OUT.json] [--traces DIR]

The same script as ``bench/spec/verify.py --bench realspec``: each reference
(``bench/realspec/reference/<id>.py``) is rendered through the real render pool with the scene
trace and must meet every hand-written requirement of its task; the rule-based reader's
requirements are checked on the same trace as a side figure. Exit code 1 if any reference fails
a hand requirement.
"""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

if __name__ == "__main__":
    spec_verify = runpy.run_path(str(Path(__file__).resolve().parents[1] / "spec" / "verify.py"))
    sys.exit(spec_verify["main"](["--bench", "realspec", *sys.argv[1:]]))
