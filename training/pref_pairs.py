"""The preference stage's pairs: the agent's own attempts at one description, better over worse.

Where the agent made several attempts at one training description, a better attempt is
**chosen** and a worse one **rejected**:

- the chosen one rendered; with ``pref.chosen: kept`` it also met every check (it is what the
  rft-data stage keeps), with ``rendered`` it may have unmet checks as long as it has fewer than
  the one it is preferred to;
- the rejected one did not render, or rendered with more unmet checks than the chosen one (an
  unmet count the rft-data rows cut at ``MAX_UNMET_KEPT`` is only "at least that many": two
  such attempts are not compared).

Each description's best attempt (rendered, fewest unmet checks, the earliest on a tie) is paired
with every worse attempt; attempts with the same code count once, and so do attempts that
tie.

With ``pref.chosen: eye`` the verdicts by eye of the judged folders (their ``verdicts.jsonl``,
the rubric of ``bench/judged/README.md``) rank instead: only attempts with a verdict take part,
the best verdict (faithful, then partly, then not; fewer unmet checks, then the earliest, on a
tie) is chosen over each attempt with a worse one. The verdicts are a truer signal than the
checks, and far fewer: only the judged folders have them.

**Sources** (``pref.sources``):

- ``rft``: every run the rft-data stage recorded in the run folder's ``rft-data/outcomes.jsonl``
  (each row's own run, and, in its ``attempts``, the code of the runs a retry replaced:
  ``training.rft.try_record``; the committed rows of ``rft-cpu`` got theirs back from the git
  history with ``bench/rft_attempts_backfill.py``). Descriptions are read from the sources
  again (``training.rft.load_sources``: ManimBench train, the library, spec dev, ours), as the
  rft-data stage does, so a committed row without its description (ManimBench) still pairs.
- ``judged``: folders laid out as ``bench/judged/run.py`` writes them (``outcomes.jsonl`` and
  ``scenes/<id>.py``; ``bench/judged/paired.py`` writes one per arm), the pool and the realistic
  dev half only: a row of any other split (the realistic test half) is never read, and is counted.

Attempts of one description from several sources or folders are compared together.

**Training descriptions only.** The descriptions go through ``training.rft.mix_sources`` with the
GRPO prompts' splits (``training.grpo_prompts.ALLOWED_SPLITS``) and every test description
(``training.grpo_prompts.held_out_descriptions``: ManimBench test, spec test, realspec test):
one within ``pref.decontaminate`` of a test description is dropped, and one from a test split
stops the stage (``TestSplitLeak``). An attempt whose code is that close to a ManimBench test
reference is dropped too, as the rft-data stage drops a kept one.

**The prompt** of a pair is the one the rft-data records use (``rft.prompt``): the short prompt
without examples (``training.rft.short_prompt``) or the shipped one with its library examples,
so the adapter is trained on the prompt it was trained (and is used) with. The answers are
``<CODE>...</CODE>`` as ``training.data.answer_text`` writes them.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from server.examples import near_duplicate_of
from server.settings import Settings
from training.config import GRPO_SOURCES, PrefSettings
from training.data import answer_text
from training.grpo_prompts import ALLOWED_SPLITS
from training.rft import (
    KEPT,
    MAX_UNMET_KEPT,
    REPO_ROOT,
    Candidate,
    mix_sources,
    norm_description,
    shipped_prompt,
    short_prompt,
)

PAIRS = "pairs.jsonl"
VAL_PAIRS = "pairs-val.jsonl"
MANIFEST = "manifest.json"
# a judged folder's sources, as (GRPO prompt source, the split it must have); others are skipped
JUDGED_SOURCES = {"pool": ("judged", ""), "realspec-dev": ("realspec-dev", "dev")}
EYE = {"faithful": 2, "partly": 1, "not": 0}
RENDERED_REASONS = frozenset({KEPT, "checks-failed", "no-trace"})


@dataclass(frozen=True)
class Attempt:
    """One scene the agent returned for a description, and how it did."""

    code: str
    rendered: bool
    unmet: int | None  # unmet checks on its render (0: every check met); None: unknown
    exact: bool = True  # False: ``unmet`` is a lower bound (a cut list)
    reason: str = ""
    origin: str = ""  # where it is recorded, e.g. "rft:ours:ours-012#0"
    eye: int | None = None  # the verdict by eye: 2 faithful, 1 partly, 0 not; None: not judged

    def rank(self) -> tuple[int, int]:
        """Smaller is better: rendered first, then fewer unmet checks (unknown last)."""
        unmet = self.unmet if self.unmet is not None else 10**6
        return (0 if self.rendered else 1, unmet)

    def eye_rank(self) -> tuple[int, int, int]:
        """Smaller is better, for attempts with a verdict: the verdict, then as ``rank``."""
        return (-(self.eye or 0), *self.rank())


@dataclass
class Group:
    """A training description and every attempt at it (what ``mix_sources`` orders)."""

    id: str
    source: str
    split: str
    description: str
    own_code: str = ""  # a library entry's own scene (kept out of the shipped prompt's examples)
    attempts: list[Attempt] = field(default_factory=list)


@dataclass
class Pair:
    group: Group
    chosen: Attempt
    rejected: Attempt
    by_eye: bool = False  # ranked by the verdicts by eye (``chosen: eye``)

    @property
    def kind(self) -> str:
        if self.by_eye and self.chosen.eye is not None and self.rejected.eye is not None:
            names = {v: k for k, v in EYE.items()}  # "faithful>not", "partly>not", ...
            return f"{names[self.chosen.eye]}>{names[self.rejected.eye]}"
        better = "kept" if self.chosen.unmet == 0 else "rendered"
        worse = "more-unmet" if self.rejected.rendered else "no-render"
        return f"{better}>{worse}"


@dataclass
class PairSet:
    pairs: list[Pair]
    val: list[Pair]
    manifest: dict[str, Any]


# -- attempts from the sources -----------------------------------------------------------------
def _rft_attempt(entry: Mapping[str, Any], origin: str) -> Attempt | None:
    code, reason = entry.get("code"), str(entry.get("reason", ""))
    if not code:
        return None
    if reason == KEPT:
        return Attempt(code, True, 0, True, reason, origin)
    if reason == "checks-failed":
        n = len(entry.get("unmet") or [])
        return Attempt(code, True, n, n < MAX_UNMET_KEPT, reason, origin)
    if reason in RENDERED_REASONS:
        return Attempt(code, True, None, False, reason, origin)
    if reason == "render-failed":
        return Attempt(code, False, None, False, reason, origin)
    return None  # near-test-copy, cancelled, agent-error: nothing to learn from


def rft_attempts(
    rows: Iterable[Mapping[str, Any]],
) -> tuple[dict[str, list[Attempt]], Counter[str]]:
    """Every run recorded in rft-data outcome rows (all rows of an append-only file: a row a
    retry replaced is read too), by description id, and the runs left out and why."""
    found: dict[str, dict[int, Attempt]] = {}
    seen: dict[str, set[int]] = {}
    runs_of: Counter[str] = Counter()
    dropped: Counter[str] = Counter()
    for row in rows:
        rid = str(row["id"])
        runs, examined = found.setdefault(rid, {}), seen.setdefault(rid, set())
        tries = list(row.get("attempts") or [])
        own = int(row.get("attempt", len(tries) - 1 if tries else 0))
        runs_of[rid] = max(runs_of[rid], len(tries), own + 1)
        entries = [(i, t) for i, t in enumerate(tries) if i != own and t.get("code")]
        for i, entry in [*entries, (own, row)]:
            if i in examined:
                continue
            examined.add(i)
            att = _rft_attempt(entry, f"rft:{rid}#{i}")
            if att is None:
                dropped[f"rft:{entry.get('reason') or 'no-code'}"] += 1
            else:
                runs[i] = att
    # runs a retry replaced before their code was recorded (rows made before 2026-11-28 and not
    # backfilled from the history)
    dropped["rft:replaced-run-without-code"] += sum(runs_of[r] - len(seen[r]) for r in seen)
    return {rid: [runs[i] for i in sorted(runs)] for rid, runs in found.items() if runs}, dropped


def read_rows(path: Path) -> list[dict[str, Any]]:
    """Every readable row of a JSONL file, in order (a torn last line is skipped)."""
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            row = json.loads(line)
        except ValueError:
            continue
        if isinstance(row, dict) and "id" in row:
            rows.append(row)
    return rows


def rft_groups(
    rows: Iterable[Mapping[str, Any]], candidates: Iterable[Candidate]
) -> tuple[list[Group], Counter[str]]:
    """Groups of the rft-data runs; the description, source and split come from the sources'
    candidates (a row whose id no source holds is dropped and counted)."""
    by_id = {c.id: c for c in candidates}
    attempts, dropped = rft_attempts(rows)
    groups = []
    for rid, atts in attempts.items():
        c = by_id.get(rid)
        if c is None:
            dropped["rft:description-not-in-the-sources"] += 1
            continue
        groups.append(Group(c.id, c.source, c.split, c.description, c.own_code, list(atts)))
    return groups, dropped


def judged_groups(folder: Path) -> tuple[list[Group], Counter[str]]:
    """Groups of a folder laid out as bench/judged/run.py writes it; rows of any split but the
    pool and the realistic dev half are not read (counted as ``judged:test-split``)."""
    dropped: Counter[str] = Counter()
    groups = []
    outcomes = folder / "outcomes.jsonl"
    if not outcomes.is_file():
        raise FileNotFoundError(f"{outcomes} does not exist (pref.judged_folders)")
    verdicts: dict[str, int] = {}
    if (folder / "verdicts.jsonl").is_file():
        for v in read_rows(folder / "verdicts.jsonl"):  # the first judge's, as measure.py reads
            if str(v.get("overall")) in EYE:
                verdicts.setdefault(str(v.get("id")), EYE[str(v["overall"])])
    for row in read_rows(outcomes):
        mapped = JUDGED_SOURCES.get(str(row.get("source", "")))
        if mapped is None or str(row.get("split", "")) not in ("pool", "dev"):
            dropped["judged:test-split"] += 1
            continue
        source, split = mapped
        scene = folder / "scenes" / f"{row['id']}.py"
        if not scene.is_file():
            dropped["judged:no-scene"] += 1
            continue
        checks = row.get("agent_checks") or {}
        rendered = bool(row.get("rendered"))
        unmet: int | None = None
        if rendered and "total" in checks and "met" in checks:
            unmet = int(checks["total"]) - int(checks["met"])
        reason = "render-failed" if not rendered else KEPT if unmet == 0 else "checks-failed"
        att = Attempt(
            scene.read_text(encoding="utf-8"), rendered, unmet, True, reason,
            f"judged:{folder.name}/{row['id']}", verdicts.get(str(row["id"])),
        )  # fmt: skip
        groups.append(Group(f"{source}:{row['id']}", source, split, str(row["description"]), "",
                            [att]))  # fmt: skip
    return groups, dropped


def merge(groups: Iterable[Group]) -> list[Group]:
    """One group per description (case and spacing ignored): the attempts of every source and
    folder at the same description are compared together; the first group names it."""
    out: dict[str, Group] = {}
    for g in groups:
        key = norm_description(g.description)
        if key in out:
            out[key].attempts.extend(g.attempts)
        else:
            out[key] = Group(g.id, g.source, g.split, g.description, g.own_code, list(g.attempts))
    return list(out.values())


# -- the pair rule ------------------------------------------------------------------------------
def pairs_of(group: Group, chosen: str = "rendered") -> tuple[list[Pair], Counter[str]]:
    """The pairs of one description (``chosen``: ``kept`` or ``rendered``, PrefSettings.chosen)
    and the attempts left unpaired, by why."""
    dropped: Counter[str] = Counter()
    seen: set[str] = set()
    attempts = []
    for a in group.attempts:
        key = a.code.strip()
        if key in seen:
            dropped["same-code"] += 1
            continue
        seen.add(key)
        attempts.append(a)
    if chosen == "eye":
        return _eye_pairs(group, attempts, dropped)
    if len(attempts) < 2:
        dropped["one-attempt"] += 1
        return [], dropped
    best = min(attempts, key=Attempt.rank)  # the earliest among equals
    if not best.rendered:
        dropped["nothing-rendered"] += 1
        return [], dropped
    if chosen == "kept" and best.unmet != 0:
        dropped["nothing-kept"] += 1
        return [], dropped
    pairs = []
    for a in attempts:
        if a is best:
            continue
        worse = not a.rendered or (
            best.unmet is not None and best.exact and a.unmet is not None and a.unmet > best.unmet
        )
        if worse:
            pairs.append(Pair(group, best, a))
        else:
            dropped["tie"] += 1
    return pairs, dropped


def _eye_pairs(
    group: Group, attempts: list[Attempt], dropped: Counter[str]
) -> tuple[list[Pair], Counter[str]]:
    """``chosen: eye``: the best-judged attempt over each attempt judged worse."""
    judged = [a for a in attempts if a.eye is not None]
    dropped["no-verdict"] += len(attempts) - len(judged)
    if len(judged) < 2:
        dropped["one-attempt"] += 1
        return [], dropped
    best = min(judged, key=Attempt.eye_rank)
    pairs = []
    for a in judged:
        if a is best:
            continue
        if (a.eye or 0) < (best.eye or 0):
            pairs.append(Pair(group, best, a, by_eye=True))
        else:
            dropped["tie"] += 1
    return pairs, dropped


# -- the pair set --------------------------------------------------------------------------------
PromptFn = Callable[[Group], list[dict[str, Any]]]


def prompt_builder(settings: Settings, prompt: str = "short") -> PromptFn:
    """The rft-data records' prompt (``rft.prompt``) for a group's description."""

    def build(g: Group) -> list[dict[str, Any]]:
        if prompt == "shipped":
            messages = shipped_prompt(g.description, settings, g.own_code)
        else:
            messages = short_prompt(g.description, settings)
        return [dict(m) for m in messages]

    return build


def record(pair: Pair, prompt: list[dict[str, Any]]) -> dict[str, Any]:
    """A pair as a line of pairs.jsonl: TRL's conversational preference format (prompt,
    chosen, rejected) and where each answer comes from."""
    g = pair.group
    return {
        "id": g.id,
        "source": g.source,
        "kind": pair.kind,
        "prompt": prompt,
        "chosen": [{"role": "assistant", "content": answer_text(pair.chosen.code)}],
        "rejected": [{"role": "assistant", "content": answer_text(pair.rejected.code)}],
        "chosen_from": {"origin": pair.chosen.origin, "reason": pair.chosen.reason,
                        "unmet": pair.chosen.unmet},
        "rejected_from": {"origin": pair.rejected.origin, "reason": pair.rejected.reason,
                          "unmet": pair.rejected.unmet},
    }  # fmt: skip


def build(
    groups: Sequence[Group],
    tests: Sequence[str],
    settings: PrefSettings,
    *,
    test_codes: Sequence[tuple[str, str]] = (),
    seed: int = 0,
    dropped: Counter[str] | None = None,
) -> PairSet:
    """The pairs of ``groups`` (descriptions with their attempts): merged by description,
    training descriptions only (raises TestSplitLeak on a test split, drops near-test
    descriptions), attempts whose code nearly copies a test reference (``test_codes``) dropped,
    split into train and validation by description (seeded)."""
    dropped = Counter(dropped or {})
    merged = merge(groups)
    mixed = mix_sources(
        merged, tests, priority=GRPO_SOURCES, order=GRPO_SOURCES, allowed=ALLOWED_SPLITS,
        seed=seed, decontaminate=settings.decontaminate,
    )  # fmt: skip
    dropped["near-test-description"] += len(mixed.near_test)
    rejecters = (
        [near_duplicate_of(code, settings.decontaminate) for _, code in test_codes]
        if settings.decontaminate > 0
        else []
    )
    pairs: list[Pair] = []
    with_pairs: list[Group] = []
    for g in mixed.items:
        clean = [a for a in g.attempts if not any(rej(a.code) for rej in rejecters)]
        dropped["near-test-code"] += len(g.attempts) - len(clean)
        g.attempts = clean
        got, why = pairs_of(g, settings.chosen)
        dropped.update(why)
        if got:
            with_pairs.append(g)
            pairs += got
    val_ids = _val_ids([g.id for g in with_pairs], settings.validation_fraction, seed)
    train = [p for p in pairs if p.group.id not in val_ids]
    val = [p for p in pairs if p.group.id in val_ids]
    manifest = {
        "pairs": len(train),
        "val_pairs": len(val),
        "descriptions_with_pairs": len(with_pairs),
        "descriptions": len(mixed.items),
        "attempts": sum(len(g.attempts) for g in mixed.items),
        "pairs_by_source": dict(sorted(Counter(p.group.source for p in pairs).items())),
        "pairs_by_kind": dict(sorted(Counter(p.kind for p in pairs).items())),
        "pairs_by_origin": dict(
            sorted(Counter(_origin(p.chosen) + "/" + _origin(p.rejected) for p in pairs).items())
        ),
        "descriptions_by_source": {k: v for k, v in mixed.per_source.items() if v},
        "dropped": {k: v for k, v in sorted(dropped.items()) if v},
        "near_test_description_ids": mixed.near_test,
        "chosen_rule": settings.chosen,
        "decontaminate": settings.decontaminate,
    }
    return PairSet(train, val, manifest)


def _origin(a: Attempt) -> str:
    return a.origin.split(":", 1)[0]


def _val_ids(ids: Sequence[str], fraction: float, seed: int) -> set[str]:
    order = sorted(ids)
    random.Random(seed).shuffle(order)
    return set(order[: round(len(order) * fraction)])


def write(pairs: PairSet, folder: Path, prompt: PromptFn) -> dict[str, Any]:
    """pairs.jsonl, pairs-val.jsonl and manifest.json in ``folder``; returns the manifest."""
    folder.mkdir(parents=True, exist_ok=True)
    cache: dict[str, list[dict[str, Any]]] = {}
    for name, part in ((PAIRS, pairs.pairs), (VAL_PAIRS, pairs.val)):
        tmp = folder / f"{name}.tmp"
        with tmp.open("w", encoding="utf-8") as fh:
            for p in part:
                if p.group.id not in cache:
                    cache[p.group.id] = prompt(p.group)
                fh.write(json.dumps(record(p, cache[p.group.id]), ensure_ascii=False) + "\n")
        tmp.replace(folder / name)
    (folder / MANIFEST).write_text(json.dumps(pairs.manifest, indent=2) + "\n", encoding="utf-8")
    return pairs.manifest


def resolve_folder(setting: str) -> Path:
    """A ``pref.judged_folders`` entry as a path (relative ones from the repository root)."""
    path = Path(setting).expanduser()
    return path if path.is_absolute() else REPO_ROOT / path
