"""How far to trust each kind of unmet check: its measured confidence.

A check's confidence is the share of its findings that were right, measured on the judged set
(``bench/judged/``: scenes judged by eye), never on its held-out test half. A finding counts as
right when it was raised on a scene the judge did not find faithful. Each kind's share is smoothed
towards ``prior``, the share of right findings over all kinds, as if two more findings had been
seen at that share ((right + 2 prior) / (raised + 2)), so a kind raised once is neither fully
trusted nor ignored; kinds the judged set has never seen raised get ``prior``.

``bench/judged/calibrate.py`` measures the shares and writes ``confidence.json`` beside this
module, with the threshold it chose; the setting ``check_confidence`` defaults to that threshold
(a test keeps the two equal). Findings below the threshold are still shown and counted ("all
met" stays strict), but they never start a repair round or reject an attempt.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

TABLE = Path(__file__).with_name("confidence.json")
DEFAULT_PRIOR = 0.75


@functools.lru_cache(maxsize=1)
def table() -> dict[str, Any]:
    """The measured table (an empty one, every kind at the prior, if the file is missing)."""
    try:
        data = json.loads(TABLE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {"prior": DEFAULT_PRIOR, "codes": {}}
    return dict(data)


def confidence_of(source: str, code: str) -> float:
    """The confidence of an unmet check of kind ``code`` from ``source`` ("generic" or
    "requirement")."""
    data = table()
    entry = data.get("codes", {}).get(f"{source}:{code}")
    if entry is None:
        return float(data.get("prior", DEFAULT_PRIOR))
    return float(entry["confidence"])


def smoothed(right: int, raised: int, prior: float) -> float:
    """The share of right findings, smoothed towards ``prior`` (worth two findings)."""
    return round((right + 2 * prior) / (raised + 2), 4)
