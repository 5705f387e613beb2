"""Few-shot examples retrieved from ManimBench **train** by word overlap with the description.

Never the test split: test descriptions are what we evaluate on.
"""

from __future__ import annotations

import difflib
import math
import re
from collections import Counter
from collections.abc import Callable
from functools import lru_cache

from server import manimbench

_WORD = re.compile(r"[a-z][a-z0-9]+")
_STOP = frozenset(
    "a an and are as at be by for from in into is it its of on or that the then this to with "
    "which while after before each one two three its their them they".split()
)
MAX_EXAMPLE_LINES = 40


def _words(text: str) -> list[str]:
    return [w for w in _WORD.findall(text.lower()) if w not in _STOP]


@lru_cache(maxsize=1)
def _index() -> tuple[list[tuple[str, str]], list[dict[str, float]], dict[str, float]]:
    tasks = [t for t in manimbench.load("train") if len(t.code.splitlines()) <= MAX_EXAMPLE_LINES]
    docs = [Counter(_words(t.description)) for t in tasks]
    df: Counter[str] = Counter()
    for d in docs:
        df.update(d.keys())
    n = len(docs)
    idf = {w: math.log((n + 1) / (c + 1)) + 1.0 for w, c in df.items()}
    vecs = [_normalise({w: tf * idf[w] for w, tf in d.items()}) for d in docs]
    return [(t.description, t.code) for t in tasks], vecs, idf


def _normalise(vec: dict[str, float]) -> dict[str, float]:
    norm = math.sqrt(sum(v * v for v in vec.values())) or 1.0
    return {w: v / norm for w, v in vec.items()}


def nearest_examples(
    description: str, k: int = 2, exclude: Callable[[str], bool] | None = None
) -> list[tuple[str, str]]:
    """The k train pairs whose descriptions are most similar (tf-idf cosine) to `description`,
    skipping any whose code `exclude` rejects (the evaluation's decontamination)."""
    pairs, vecs, idf = _index()
    query = _normalise({w: tf * idf.get(w, 1.0) for w, tf in Counter(_words(description)).items()})
    scored = sorted(
        range(len(pairs)),
        key=lambda i: -sum(v * vecs[i].get(w, 0.0) for w, v in query.items()),
    )
    out: list[tuple[str, str]] = []
    for i in scored:
        if len(out) >= k:
            break
        if exclude is None or not exclude(pairs[i][1]):
            out.append(pairs[i])
    return out


def code_similarity(a: str, b: str) -> float:
    """difflib's ratio of two code strings (1.0 = identical)."""
    return difflib.SequenceMatcher(None, a, b, autojunk=False).ratio()


def near_duplicate_of(reference: str, threshold: float = 0.9) -> Callable[[str], bool]:
    """A filter for `nearest_examples` rejecting train code that nearly duplicates `reference`.

    ManimBench's train split holds near-copies of 18 test scenes; evaluation uses this to keep
    few-shot retrieval from handing the model the answer. The cheap upper bound
    (`real_quick_ratio`) skips most pairs before the exact ratio is computed.
    """

    def reject(code: str) -> bool:
        m = difflib.SequenceMatcher(None, reference, code, autojunk=False)
        return (
            m.real_quick_ratio() >= threshold
            and m.quick_ratio() >= threshold
            and (m.ratio() >= threshold)
        )

    return reject
