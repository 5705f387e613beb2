"""The rft-data stage: rejection-sampling fine-tuning data (self-distillation, issue 20).

The full agent in the shipped configuration (the example library, fix-all, repair rounds, trace
checks) runs on training descriptions; a final scene is kept only when it renders, its trace shows
no generic error (stacked objects, text off-screen, ...) and it meets its requirements: the
hand-written ones for the spec benchmark's dev half, the rule-based reader's for every other
description. A kept scene becomes an SFT record whose prompt is the SHORT prompt the model sees at
run time without examples (``short_prompt``: the agent's own prompt builder with
``few_shot_examples = 0``), so the model learns to write in one shot what the agent reached with
examples, fixes and repairs.

Sources (``rft.sources``): ManimBench **train**, the shipped example library's descriptions, the
spec benchmark's **dev** half and our own descriptions (``training/descriptions/``). ManimBench
test and the spec test half are never sources (``assert_no_test``); a description nearly equal to
a test description is dropped, and so is a kept scene whose code nearly copies a ManimBench test
reference (the evaluation's ``--decontaminate`` filter, ``server.examples.near_duplicate_of``).

Run folder: ``<out>/rft-data/outcomes.jsonl`` gets one line per description as it finishes (kept
or rejected, the reason, rounds, seconds, the code), so a killed run resumes where it stopped
(``--resume`` skips recorded ids); ``run.json`` holds the run's identity (a resume with other
settings is refused); ``train.jsonl`` / ``val.jsonl`` are in the data stage's record format, so
the SFT stage reads them unchanged (``sft.data: rft``).
"""

from __future__ import annotations

import json
import logging
import random
import re
import shutil
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from server.agent import AgentResult, first_prompt, prompt_checklist, prompt_notes
from server.backends import BackendError
from server.backends.base import Message
from server.engine import agent_options
from server.examples import near_duplicate_of
from server.prompts import generation_messages
from server.settings import LEGACY, MODEL, RUN, SPECS, Settings, SettingsError
from training import interrupts
from training.config import RFT_SOURCES, RFTSettings, TrainConfig
from training.data import MANIFEST, TRAIN_FILE, VAL_FILE, answer_text
from training.paths import RunPaths, StageInputMissing, StageStateError
from training.records import append_row, load_by_id

log = logging.getLogger(__name__)

STAGE = "rft-data"
OUTCOMES = "outcomes.jsonl"
RUN_FILE = "run.json"
DESCRIPTIONS_FILE = Path(__file__).resolve().parent / "descriptions" / "rft_descriptions.jsonl"
# the splits a candidate may come from; anything else is a test split and stops the stage
ALLOWED_SPLITS = {"manimbench-train": "train", "spec-dev": "dev", "library": "", "ours": ""}
# when two sources hold the same description, the one with the stronger checks keeps it
SOURCE_PRIORITY = ("spec-dev", "ours", "library", "manimbench-train")
MAX_UNMET_KEPT = 6

KEPT = "kept"


class TestSplitLeak(RuntimeError):
    """A test task reached the training descriptions: a bug, never a warning."""


@dataclass(frozen=True)
class Candidate:
    """One training description and what its scene is checked against."""

    id: str  # "<source>:<id in the source>"
    source: str
    description: str
    split: str = ""  # the source's split ("train", "dev"; "" where the source has none)
    requirements: tuple[dict[str, Any], ...] = ()  # hand-written (spec dev); () = the reader's
    own_code: str = ""  # a library entry's own scene (kept out of its few-shot examples)
    category: str = ""

    def parsed_requirements(self) -> list[Any]:
        from server.faithful.requirements import requirement_from_dict

        return [requirement_from_dict(r) for r in self.requirements]


@dataclass
class Plan:
    """The descriptions a run goes through, in order, and what was dropped on the way."""

    candidates: list[Candidate]
    per_source: dict[str, int] = field(default_factory=dict)
    duplicates: int = 0
    near_test_descriptions: list[str] = field(default_factory=list)


# -- sources -------------------------------------------------------------------------------------
def load_sources(
    sources: Sequence[str],
    *,
    manimbench_path: str | None = None,
    spec_root: str | Path | None = None,
    descriptions_file: str | Path | None = None,
) -> list[Candidate]:
    """Every candidate of the chosen sources (only ManimBench train and spec dev, never test)."""
    out: list[Candidate] = []
    for src in sources:
        if src not in RFT_SOURCES:
            raise ValueError(f"unknown RFT source {src!r}; use one of {', '.join(RFT_SOURCES)}")
        if src == "manimbench-train":
            from server import manimbench

            out += [
                Candidate(f"{src}:{t.id}", src, t.description, t.split, category=t.type)
                for t in manimbench.load("train", manimbench_path)
                if t.split == "train"
            ]
        elif src == "spec-dev":
            from server.faithful import specbench

            out += [
                Candidate(
                    f"{src}:{t.id}",
                    src,
                    t.description,
                    t.split,
                    requirements=t.requirements,
                    category=t.category,
                )
                for t in specbench.load("dev", spec_root)
                if t.split == "dev"
            ]
        elif src == "library":
            from kb.examples import load_library

            out += [
                Candidate(f"{src}:{e.id}", src, e.description, own_code=e.code, category=e.source)
                for e in load_library().entries
            ]
        else:
            out += read_descriptions(Path(descriptions_file or DESCRIPTIONS_FILE))
    return out


def read_descriptions(path: Path) -> list[Candidate]:
    """Our own descriptions: one JSON object a line with ``id``, ``description`` (``category``)."""
    if not path.is_file():
        raise StageInputMissing(
            f"the RFT descriptions file {path} does not exist (rft.descriptions_file)"
        )
    out = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            out.append(
                Candidate(
                    f"ours:{row['id']}",
                    "ours",
                    str(row["description"]),
                    category=str(row.get("category", "")),
                )
            )
        except (ValueError, KeyError, TypeError) as exc:
            raise StageInputMissing(f"{path}:{n}: malformed description line ({exc})") from exc
    return out


def test_descriptions(
    manimbench_path: str | None = None, spec_root: str | Path | None = None
) -> list[str]:
    """The descriptions of ManimBench test and the spec test half (to keep them out)."""
    from server import manimbench
    from server.faithful import specbench

    return [t.description for t in manimbench.load("test", manimbench_path)] + [
        t.description for t in specbench.load("test", spec_root)
    ]


def test_references(manimbench_path: str | None = None) -> list[tuple[str, str]]:
    """(id, code) of every ManimBench test reference (kept scenes must not copy them)."""
    from server import manimbench

    return [(t.id, t.code) for t in manimbench.load("test", manimbench_path)]


def norm_description(text: str) -> str:
    return re.sub(r"\s+", " ", text.lower()).strip(" .!")


class SourcedDescription(Protocol):
    """A training description and where it comes from (an RFT candidate, a GRPO prompt)."""

    @property
    def id(self) -> str: ...
    @property
    def source(self) -> str: ...
    @property
    def split(self) -> str: ...
    @property
    def description(self) -> str: ...


def check_training_only(
    items: Iterable[SourcedDescription], tests: Iterable[str], allowed: Mapping[str, str]
) -> None:
    """Raise TestSplitLeak if an item comes from a split ``allowed`` does not name for its source,
    or IS a test description."""
    test_set = {norm_description(t) for t in tests}
    for c in items:
        split = allowed.get(c.source)
        if split is None or c.split != split:
            raise TestSplitLeak(f"{c.id}: split {c.split!r} is not a training split of {c.source}")
        if norm_description(c.description) in test_set:
            raise TestSplitLeak(f"{c.id}: its description is a test description")


def assert_no_test(candidates: Iterable[Candidate], tests: Iterable[str]) -> None:
    """Raise TestSplitLeak if a candidate comes from a test split or IS a test description."""
    check_training_only(candidates, tests, ALLOWED_SPLITS)


def plan(
    candidates: Sequence[Candidate],
    tests: Sequence[str],
    *,
    seed: int = 0,
    limit: int = 0,
    decontaminate: float = 0.9,
) -> Plan:
    """Dedupe, drop near-copies of test descriptions, and order deterministically: each source
    shuffled by the seed, then taken in turn (a cap takes a mix of every source)."""
    mixed = mix_sources(
        candidates, tests, priority=SOURCE_PRIORITY, order=RFT_SOURCES, allowed=ALLOWED_SPLITS,
        seed=seed, limit=limit, decontaminate=decontaminate,
    )  # fmt: skip
    return Plan(
        mixed.items,
        duplicates=mixed.duplicates,
        near_test_descriptions=mixed.near_test,
        per_source=mixed.per_source,
    )


S = TypeVar("S", bound=SourcedDescription)


@dataclass
class Mixed(Generic[S]):
    """What :func:`mix_sources` kept, in order, and what it left out."""

    items: list[S]
    duplicates: int = 0
    near_test: list[str] = field(default_factory=list)
    per_source: dict[str, int] = field(default_factory=dict)  # kept per source (0 included)


def mix_sources(
    items: Sequence[S],
    tests: Sequence[str],
    *,
    priority: Sequence[str],
    order: Sequence[str],
    allowed: Mapping[str, str],
    seed: int = 0,
    limit: int = 0,
    decontaminate: float = 0.9,
) -> Mixed[S]:
    """Training descriptions from several sources, ready to use: repeats dropped (the source
    earliest in ``priority`` keeps a description), near-copies of ``tests`` dropped, each
    source shuffled by ``seed``, then the sources (in ``order``) taken in turn, so a ``limit``
    takes a mix; raises TestSplitLeak if a test split or description is left."""
    result: Mixed[S] = Mixed([])
    seen: set[str] = set()
    by_source: dict[str, list[S]] = {}
    rank = {s: i for i, s in enumerate(priority)}
    for c in sorted(items, key=lambda c: (rank.get(c.source, 99), c.id)):
        key = norm_description(c.description)
        if not key or key in seen:
            result.duplicates += 1
            continue
        seen.add(key)
        by_source.setdefault(c.source, []).append(c)
    rejecters = (
        [near_duplicate_of(norm_description(t), decontaminate) for t in tests]
        if decontaminate > 0
        else []
    )
    queues: list[list[S]] = []
    for src in [s for s in order if s in by_source]:
        kept = []
        for c in by_source[src]:
            if any(reject(norm_description(c.description)) for reject in rejecters):
                result.near_test.append(c.id)
            else:
                kept.append(c)
        random.Random(f"{seed}:{src}").shuffle(kept)
        result.per_source[src] = len(kept)
        queues.append(kept)
    check_training_only([c for q in queues for c in q], tests, allowed)
    longest = max((len(q) for q in queues), default=0)
    ordered = [q[i] for i in range(longest) for q in queues if i < len(q)]
    result.items = ordered[:limit] if limit else ordered
    return result


# -- prompts and records ---------------------------------------------------------------------------
def short_prompt(description: str, settings: Settings) -> list[Message]:
    """The first-round prompt the agent sends for ``description`` with no few-shot examples
    (and no plan): what the fine-tuned model sees at run time with ``few_shot_examples = 0``."""
    s = settings.copy()
    s.update({"few_shot_examples": 0})
    opts = agent_options(s)
    # with `checklist_prompt`, the rule reader's requirements as the agent lists them (the
    # model's reading, which `llm_requirements: sequential` adds at run time, is not made here)
    items = prompt_checklist(description, opts)
    notes = prompt_notes(description, opts)
    return generation_messages(
        description, [], plan=None, guide=opts.guide, checklist=items, notes=notes
    )


def shipped_prompt(description: str, settings: Settings, own_code: str = "") -> list[Message]:
    """The first-round prompt the agent sends for ``description`` as ``settings`` configure it,
    with the examples it retrieves (the shipped library by default); ``own_code`` (a library
    description's own scene) is kept out of them, as when the data was made."""
    exclude = near_duplicate_of(own_code, 0.9) if own_code else None
    return first_prompt(description, agent_options(settings), exclude=exclude)


def to_record(
    outcome: dict[str, Any], settings: Settings, prompt: str = "short", own_code: str = ""
) -> dict[str, Any]:
    """A kept outcome as the data stage's record (what ``training/sft.py`` reads); ``prompt``:
    ``short`` (no examples) or ``shipped`` (with the agent's retrieved examples)."""
    code = str(outcome["code"])
    description = outcome["description"]
    messages = (
        shipped_prompt(description, settings, own_code)
        if prompt == "shipped"
        else short_prompt(description, settings)
    )
    return {
        "task_id": outcome["id"],
        "type": outcome.get("source", ""),
        "prompt": [dict(m) for m in messages],
        "completion": [{"role": "assistant", "content": answer_text(code)}],
        "reference": code,
    }


# -- judging one agent result ----------------------------------------------------------------------
ChecksFn = Callable[[Candidate, AgentResult], tuple[int, list[str]]]


def trace_checks(candidate: Candidate, result: AgentResult) -> tuple[int, list[str]]:
    """(checks run, unmet ones) on the final render's trace: generic error findings plus the
    spec task's hand-written requirements, else the reader's requirements of the description."""
    from server.faithful.loop import assess, read_requirements

    render = result.render
    assert render is not None and result.code is not None
    if candidate.requirements:
        reqs: list[Any] = candidate.parsed_requirements()
    else:
        reqs = read_requirements(candidate.description) or []
    verdict = assess(result.code, render, reqs, reader=True)
    return verdict.total, [u.describe() for u in verdict.unmet]


@dataclass
class Judge:
    """Keep a final scene only if it renders, passes its checks and copies no test reference."""

    references: Sequence[tuple[str, str]] = ()  # ManimBench test (id, code)
    threshold: float = 0.9
    checks: ChecksFn = trace_checks

    def __post_init__(self) -> None:
        self._rejecters = (
            [(rid, near_duplicate_of(code, self.threshold)) for rid, code in self.references]
            if self.threshold > 0
            else []
        )

    def __call__(self, candidate: Candidate, result: AgentResult) -> dict[str, Any]:
        verdict: dict[str, Any] = {"reason": KEPT}
        render = result.render
        if result.status == "cancelled":
            verdict["reason"] = "cancelled"
        elif not result.code:
            verdict["reason"] = "no-code"
        elif render is None or not render.ok:
            verdict["reason"] = "render-failed"
            if result.error:
                verdict["error"] = result.error.strip().splitlines()[-1][:300]
        elif render.trace is None:
            verdict["reason"] = "no-trace"
        else:
            total, unmet = self.checks(candidate, result)
            verdict["checks"] = total
            if unmet:
                verdict["reason"] = "checks-failed"
                verdict["unmet"] = unmet[:MAX_UNMET_KEPT]
        if verdict["reason"] == KEPT and result.code:
            hit = next((rid for rid, rej in self._rejecters if rej(result.code)), None)
            if hit is not None:
                verdict["reason"] = "near-test-copy"
                verdict["near_test"] = hit
        return verdict


# -- the loop --------------------------------------------------------------------------------------
RunOne = Callable[[Candidate, int], AgentResult]


load_outcomes = load_by_id  # one outcome a description (training/records.py)


def collect(
    candidates: Sequence[Candidate],
    outcomes_path: Path,
    run_one: RunOne,
    judge: Callable[[Candidate, AgentResult], dict[str, Any]],
    *,
    attempts: int = 1,
    retries: int = 0,
    progress: bool = True,
    deadline: float | None = None,
    stopped: list[str] | None = None,
) -> dict[str, dict[str, Any]]:
    """Run the agent on every candidate not yet in ``outcomes_path`` and append its outcome
    there as soon as it is known; returns every recorded outcome by id. With ``retries``, a
    recorded outcome that was rejected (`retryable`) after fewer than ``attempts + retries``
    runs gets the runs it has left, continuing its attempt numbers; the new row replaces it.

    ``deadline`` (a ``time.monotonic()`` value): no new description starts after it. Ctrl-C
    (KeyboardInterrupt) stops at once, losing only the description in progress. Either way the
    outcomes recorded so far are returned and the reason (``"budget"``, ``"interrupted"``) is
    appended to ``stopped``; the caller decides what to do with a partial run."""
    from tqdm import tqdm

    done = load_outcomes(outcomes_path)
    todo = [c for c in candidates if c.id not in done]
    todo += [c for c in candidates if retryable(done.get(c.id), attempts + retries)]
    kept = sum(1 for c in candidates if done.get(c.id, {}).get("kept"))
    if not todo:
        return done
    outcomes_path.parent.mkdir(parents=True, exist_ok=True)
    bar = tqdm(total=len(todo), desc=STAGE, unit="desc", file=sys.stderr, disable=not progress)
    try:
        for c in todo:
            if deadline is not None and time.monotonic() >= deadline:
                if stopped is not None:
                    stopped.append("budget")
                break
            try:
                if interrupts.requested():  # a stop that reached no code that raises it
                    raise KeyboardInterrupt
                row = _attempts(c, run_one, judge, attempts + retries, done.get(c.id))
            except KeyboardInterrupt:
                if stopped is None:
                    raise
                stopped.append("interrupted")
                break
            append_row(outcomes_path, row, ensure_ascii=False)
            done[c.id] = row
            kept += bool(row["kept"])
            bar.set_postfix_str(f"kept {kept}, last {row['reason']}")
            bar.update(1)
    finally:
        bar.close()
    return done


# rejections another sample may fix (a near-test copy or a cancel is not retried)
RETRYABLE = frozenset({"render-failed", "checks-failed", "no-code", "no-trace", "agent-error"})


def tries_of(row: dict[str, Any]) -> int:
    """How many agent runs a recorded outcome took (rows before the count was kept: one)."""
    tries = row.get("attempts")
    return len(tries) if isinstance(tries, list) and tries else 1


def retryable(row: dict[str, Any] | None, limit: int) -> bool:
    """Whether a recorded outcome was rejected for a reason a new sample may fix and has had
    fewer than ``limit`` runs."""
    return row is not None and row.get("reason") in RETRYABLE and tries_of(row) < limit


def _attempts(
    c: Candidate,
    run_one: RunOne,
    judge: Callable[[Candidate, AgentResult], dict[str, Any]],
    attempts: int,
    previous: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Run attempts until one is kept or ``attempts`` runs are spent, after the runs a
    ``previous`` outcome recorded (its tries and seconds carry over)."""
    t0 = time.perf_counter()
    tries: list[dict[str, Any]] = []
    first = 0
    if previous is not None:
        first = tries_of(previous)
        tries = list(previous.get("attempts") or [{"reason": previous.get("reason"), "rounds": 0}])
        tries[-1] = {**tries[-1], **try_record(previous)}  # the replaced run keeps its code
        t0 -= float(previous.get("seconds", 0.0))
    row: dict[str, Any] = {}
    for attempt in range(first, attempts):
        try:
            result = run_one(c, attempt)
        except BackendError:
            raise  # no model: the run stops (and resumes here once the model loads)
        except Exception as exc:  # one bad description must not end a day-long run
            if interrupts.requested():  # a stop that surfaced as a decode error: not an outcome
                raise KeyboardInterrupt from exc
            log.exception("%s: the agent failed", c.id)
            tries.append({"reason": "agent-error", "rounds": 0})
            return {
                "id": c.id, "source": c.source, "description": c.description, "kept": False,
                "reason": "agent-error", "error": f"{type(exc).__name__}: {exc}"[:300],
                "rounds": 0, "attempt": attempt, "code": None, "attempts": tries,
                "seconds": round(time.perf_counter() - t0, 1),
            }  # fmt: skip
        try:
            verdict = judge(c, result)
        finally:
            if result.render is not None:
                result.render.cleanup()
        tries.append(
            {
                "reason": verdict["reason"],
                "rounds": len(result.rounds),
                **try_record({**verdict, "code": result.code}),
            }
        )
        row = {
            "id": c.id,
            "source": c.source,
            "description": c.description,
            "kept": verdict["reason"] == KEPT,
            **verdict,
            "rounds": len(result.rounds),
            "kinds": [r.kind for r in result.rounds],
            "attempt": attempt,
            "code": result.code,
        }
        if row["kept"]:
            break
    tries[-1] = {k: v for k, v in tries[-1].items() if k not in TRY_KEYS}  # the row's own
    row["attempts"] = tries
    row["seconds"] = round(time.perf_counter() - t0, 1)
    return row


# what each run's entry in a row's "attempts" keeps besides its reason and rounds: the code and
# the checks of every run but the last (whose code and checks are the row's own), so that the
# runs a retry replaced stay on record (the preference pairs of training/pref.py compare them)
TRY_KEYS = ("code", "checks", "unmet")


def try_record(verdict: dict[str, Any]) -> dict[str, Any]:
    """The code and checks of one run (``verdict``: a row, or a judge's verdict plus "code")."""
    return {k: verdict[k] for k in TRY_KEYS if verdict.get(k) is not None}


def engine_runner(
    engine: Any,
    settings: Settings,
    *,
    exclude_own: bool = True,
    hot_from: int | None = None,
    hot_temperature: float = 0.7,
) -> RunOne:
    """One agent run through the Engine: attempt i samples with seed + i, and from attempt
    ``hot_from`` on (the retries) at ``hot_temperature``; a library description's own scene is
    kept out of its few-shot examples."""

    def run_one(c: Candidate, attempt: int) -> AgentResult:
        engine.example_exclude = (
            near_duplicate_of(c.own_code, 0.9) if exclude_own and c.own_code else None
        )
        overrides: dict[str, Any] = {"seed": settings.seed + attempt} if attempt else {}
        if hot_from is not None and attempt >= hot_from:
            overrides["temperature"] = hot_temperature
        options = engine.options(overrides or None)
        result: AgentResult = engine.generate(c.description, options=options)
        return result

    return run_one


# -- settings and identity -----------------------------------------------------------------------
def agent_settings(cfg: TrainConfig) -> Settings:
    """The shipped defaults (no registered model), the base model of the config, then
    ``rft.settings``."""
    s = Settings(use_registry=False)
    if cfg.model.base.startswith("embedded:"):
        s.embedded_model = cfg.model.base.split(":", 1)[1]
    try:
        s.update(dict(cfg.rft.settings), strict=True)
    except SettingsError as exc:  # validated with the config; kept for direct callers
        raise ValueError(f"rft.settings: {exc}") from exc
    return s


# model settings that change speed, not the scenes (a resume may change them)
_NOT_IDENTITY = frozenset({"threads", "cache_dir", "context_tokens"})


def identity(cfg: RFTSettings, settings: Settings, sources: Sequence[str]) -> dict[str, Any]:
    """What must match for a run folder to be resumed (the cap may change)."""
    keep = {
        k: getattr(settings, k)
        for k, sp in SPECS.items()
        if (RUN in sp.where or MODEL in sp.where) and k not in _NOT_IDENTITY
    }
    return {
        "sources": list(sources),
        "seed": cfg.seed,
        "attempts": cfg.attempts,
        "decontaminate": cfg.decontaminate,
        "exclude_own_example": cfg.exclude_own_example,
        "settings": keep,
    }


def _with_legacy(previous: dict[str, Any], ident: dict[str, Any]) -> dict[str, Any]:
    """An identity recorded before a setting existed ran with that setting's legacy value."""
    settings = previous.get("settings")
    if not isinstance(settings, dict):
        return previous
    added = {k: LEGACY[k] for k in ident.get("settings", {}) if k not in settings and k in LEGACY}
    return {**previous, "settings": {**settings, **added}}


def _check_identity(folder: Path, ident: dict[str, Any], command: str) -> None:
    path = folder / RUN_FILE
    if path.is_file():
        try:
            previous = json.loads(path.read_text(encoding="utf-8")).get("identity", {})
        except ValueError:
            previous = {}
        previous = _with_legacy(previous, ident)
        diff = {k: (previous.get(k), v) for k, v in ident.items() if previous.get(k) != v}
        if previous and diff:
            detail = "; ".join(f"{k}: {a!r} -> {b!r}" for k, (a, b) in diff.items())
            raise StageStateError(
                f"{folder} holds RFT data made differently ({detail}). Use another --out, or "
                f"start the stage over with `{command} --force`."
            )
    folder.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"identity": ident}, indent=1) + "\n", encoding="utf-8")


REPO_ROOT = Path(__file__).resolve().parents[1]


def shared_folder(setting: str) -> Path | None:
    """``rft.shared_outcomes`` as a path (relative ones from the repository root), or None."""
    if not setting:
        return None
    path = Path(setting).expanduser()
    return path if path.is_absolute() else REPO_ROOT / path


def import_shared(outcomes_path: Path, shared: Path, ident: dict[str, Any]) -> int:
    """Append to ``outcomes_path`` the outcomes in ``shared`` (a committed copy of an earlier
    run's ``outcomes.jsonl`` + ``run.json``) that it does not hold yet; returns how many.

    The shared run must have been made with the same identity (sources, seed, settings, ...):
    outcomes of another configuration would pass for this one's."""
    shared_outcomes, shared_run = shared / OUTCOMES, shared / RUN_FILE
    if not shared_outcomes.is_file() or not shared_run.is_file():
        raise StageInputMissing(
            f"rft.shared_outcomes: {shared} must hold {OUTCOMES} and {RUN_FILE} (copy them from "
            'an earlier run\'s rft-data folder), or set rft.shared_outcomes to ""'
        )
    try:
        theirs = json.loads(shared_run.read_text(encoding="utf-8")).get("identity", {})
    except ValueError as exc:
        raise StageInputMissing(f"{shared_run} is not valid JSON ({exc})") from exc
    theirs = _with_legacy(theirs, ident)
    diff: list[str] = []
    for k, mine_value in ident.items():
        their_value = theirs.get(k)
        if isinstance(mine_value, dict) and isinstance(their_value, dict):
            names = sorted(set(mine_value) | set(their_value))
            diff += [f"{k}.{n}" for n in names if mine_value.get(n) != their_value.get(n)]
        elif their_value != mine_value:
            diff.append(k)
    if diff:
        raise StageStateError(
            f"rft.shared_outcomes: {shared} was made with other settings ({', '.join(diff)} "
            'differ); make this run\'s config match it, or set rft.shared_outcomes to ""'
        )
    mine = load_outcomes(outcomes_path)
    new = [
        row
        for rid, row in load_outcomes(shared_outcomes).items()
        if rid not in mine or tries_of(row) > tries_of(mine[rid])  # a retried outcome replaces
    ]
    if new:
        outcomes_path.parent.mkdir(parents=True, exist_ok=True)
        with outcomes_path.open("a", encoding="utf-8") as fh:
            for row in new:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    return len(new)


# sources whose descriptions a committed copy leaves out (ManimBench is CC BY-NC-SA: evaluation
# and training data only, never in the repository); the stage reads them from the source again
UNSHARED_DESCRIPTIONS = frozenset({"manimbench-train"})


def write_shared(outcomes: Sequence[dict[str, Any]], folder: Path, shared: Path) -> None:
    """Write ``outcomes`` and the run's identity and manifest (from the stage ``folder``) to
    ``shared`` (the folder that is committed), without the descriptions of
    ``UNSHARED_DESCRIPTIONS`` sources."""
    shared.mkdir(parents=True, exist_ok=True)
    tmp = shared / f"{OUTCOMES}.tmp"
    with tmp.open("w", encoding="utf-8") as fh:
        for row in outcomes:
            if row.get("source") in UNSHARED_DESCRIPTIONS:
                row = {k: v for k, v in row.items() if k != "description"}
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    for name in (RUN_FILE, MANIFEST):
        if (folder / name).is_file():
            shutil.copyfile(folder / name, shared / name)
    tmp.replace(shared / OUTCOMES)


# -- the stage ------------------------------------------------------------------------------------
def split_records(
    records: list[dict[str, Any]], fraction: float, seed: int
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """A seeded validation slice of the kept records (sorted by id first: order-independent)."""
    rows = sorted(records, key=lambda r: r["task_id"])
    random.Random(seed).shuffle(rows)
    n_val = round(len(rows) * fraction)
    return rows[n_val:], sorted(rows[:n_val], key=lambda r: r["task_id"])


def repaired(outcome: dict[str, Any]) -> bool:
    """Whether the agent kept this scene only after a repair round (its first answer failed)."""
    return len(outcome.get("kinds") or ["generate"]) > 1


def weight_repaired(
    train: list[dict[str, Any]], repaired_ids: set[str], weight: int
) -> list[dict[str, Any]]:
    """The training records with each one in ``repaired_ids`` repeated ``weight`` times (the
    copies follow their original; SFT shuffles every epoch)."""
    return [
        copy for rec in train for copy in [rec] * (weight if rec["task_id"] in repaired_ids else 1)
    ]


def run(
    cfg: TrainConfig,
    paths: RunPaths,
    *,
    resume: bool = False,
    force: bool = False,
    limit: int | None = None,
    sources: Sequence[str] | None = None,
    command: str = "python -m training",
    run_one: RunOne | None = None,
    checks: ChecksFn | None = None,
    progress: bool = True,
    budget_minutes: float | None = None,
    share: bool = False,
) -> dict[str, Any]:
    """Generate (or resume) the RFT data; ``run_one`` / ``checks`` replace the real agent and
    trace checks (unit tests).

    A run stopped early, by ``budget_minutes`` (no new description starts after that many
    minutes) or by Ctrl-C / SIGTERM, still writes the SFT records of every description recorded
    so far, so SFT can train on a slice while the stage is continued later with ``--resume``;
    the stage is marked done only when every planned description has an outcome. Ctrl-C is
    raised again after the records are written (the CLI exits 130). ``budget_minutes = 0`` runs
    no description: it only writes the records of the outcomes there are (for instance those
    read from ``rft.shared_outcomes``). ``share`` writes every outcome back to that folder, to
    be committed (ManimBench descriptions left out)."""
    r = cfg.rft
    if budget_minutes is not None and budget_minutes < 0:
        raise ValueError("budget_minutes must be >= 0")
    started = time.monotonic()
    stage_cmd = f"{command} --stage {STAGE}"
    folder = paths.stage(STAGE)
    outcomes_path = folder / OUTCOMES
    if force:
        shutil.rmtree(folder, ignore_errors=True)
    elif not resume and (outcomes_path.is_file() or paths.is_done(STAGE)):
        raise StageStateError(
            f"{folder} already holds RFT outcomes from an earlier run. Continue it with "
            f"`{stage_cmd} --resume`, or start the stage over with `{stage_cmd} --force`."
        )
    chosen = list(sources or r.sources)
    settings = agent_settings(cfg)
    ident = identity(r, settings, chosen)
    _check_identity(folder, ident, stage_cmd)
    shared = shared_folder(r.shared_outcomes)
    # --share into a folder that holds nothing yet makes it (the first copy); else read it first
    first_copy = share and shared is not None and not (shared / OUTCOMES).exists()
    imported = import_shared(outcomes_path, shared, ident) if shared and not first_copy else 0
    if imported:
        log.info("rft-data: %d outcomes read from %s (rft.shared_outcomes)", imported, shared)

    from server.faithful.specbench import SpecBenchError
    from server.manimbench import ManimBenchError

    mb_path = cfg.data.manimbench_path or None
    try:
        tests = test_descriptions(mb_path)
        refs = test_references(mb_path) if r.decontaminate > 0 else []
        cands = load_sources(
            chosen, manimbench_path=mb_path, descriptions_file=r.descriptions_file or None
        )
    except (ManimBenchError, SpecBenchError) as exc:
        raise StageInputMissing(
            f"{exc} (the rft-data stage needs ManimBench and the spec benchmark, if only to keep "
            "their test tasks out)"
        ) from exc
    cap = limit if limit is not None and limit > 0 else r.limit
    p = plan(cands, tests, seed=r.seed, limit=cap, decontaminate=r.decontaminate)
    log.info(
        "rft-data: %d descriptions (%s; %d duplicates, %d near a test description dropped)%s",
        len(p.candidates),
        ", ".join(f"{k} {v}" for k, v in p.per_source.items()),
        p.duplicates,
        len(p.near_test_descriptions),
        f", capped at {cap}" if cap else "",
    )
    judge = Judge(refs, r.decontaminate, checks or trace_checks)
    t0 = time.perf_counter()
    stopped: list[str] = []
    engine = pool = None
    try:
        if run_one is None:
            from server.engine import Engine
            from server.render import RenderPool

            pool = RenderPool(settings.pool_size or None)
            engine = Engine(settings, pool=pool)
            run_one = engine_runner(
                engine, settings, exclude_own=r.exclude_own_example, hot_from=r.attempts,
                hot_temperature=r.retry_temperature,
            )  # fmt: skip
        done = collect(
            p.candidates,
            outcomes_path,
            run_one,
            judge,
            attempts=r.attempts,
            retries=r.retries,
            progress=progress,
            deadline=started + 60.0 * budget_minutes if budget_minutes is not None else None,
            stopped=stopped,
        )
    finally:
        if engine is not None:
            engine.close()
        if pool is not None:
            pool.shutdown()
    wall = time.perf_counter() - t0
    # the description comes from the source, not the row: shared copies leave ManimBench's out
    outcomes = [{**done[c.id], "description": c.description} for c in p.candidates if c.id in done]
    own = {c.id: c.own_code for c in p.candidates}
    records = [
        to_record(o, settings, r.prompt, own.get(o["id"], "") if r.exclude_own_example else "")
        for o in outcomes
        if o.get("kept")
    ]
    train, val = split_records(records, r.validation_fraction, r.seed)
    repaired_ids = {o["id"] for o in outcomes if o.get("kept") and repaired(o)}
    train = weight_repaired(train, repaired_ids, r.repaired_weight)
    for name, part in ((TRAIN_FILE, train), (VAL_FILE, val)):
        with (folder / name).open("w", encoding="utf-8") as fh:
            for rec in part:
                fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    summary = summarize(outcomes)
    retries_left = sum(retryable(o, r.attempts + r.retries) for o in outcomes)
    summary.update(
        train=str(folder / TRAIN_FILE),
        val=str(folder / VAL_FILE),
        train_examples=len(train),
        val_examples=len(val),
        kept_after_repair=len(repaired_ids),
        repaired_weight=r.repaired_weight,
        descriptions=len(p.candidates),
        per_source=p.per_source,
        duplicates_dropped=p.duplicates,
        near_test_descriptions_dropped=len(p.near_test_descriptions),
        cap=cap,
        shared_outcomes_read=imported,
        wall_s_this_run=round(wall, 1),
        model=settings.model_path or f"embedded:{settings.embedded_model}",
        retries_left=retries_left,
        kept_on_retry=sum(
            bool(o.get("kept")) and o.get("attempt", 0) >= r.attempts for o in outcomes
        ),
        complete=len(outcomes) == len(p.candidates) and not retries_left,
        stopped=stopped[0] if stopped else None,
    )
    manifest = {k: v for k, v in summary.items() if k not in ("train", "val")}
    manifest["near_test_description_ids"] = p.near_test_descriptions
    (folder / MANIFEST).write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    if share:
        if shared is None:
            raise StageInputMissing("--share needs rft.shared_outcomes (the folder to write)")
        write_shared(list(done.values()), folder, shared)  # beyond a --limit too
        log.info("rft-data: %d outcomes written to %s", len(done), shared)
    if summary["complete"]:
        paths.mark_done(STAGE, summary)
    else:
        # retries added after the stage was done: it is not done until they have run
        paths.done_marker(STAGE).unlink(missing_ok=True)
        log.info(
            "rft-data: %d of %d descriptions have an outcome (%d rejected ones have retries "
            "left)%s; the records hold the %d kept so far. Continue with `%s --resume`.",
            len(outcomes),
            len(p.candidates),
            retries_left,
            {"budget": " (time budget reached)", "interrupted": " (interrupted)"}.get(
                summary.get("stopped", ""), ""
            ),
            summary["kept"],
            stage_cmd,
        )
    if summary.get("stopped") == "interrupted":
        raise KeyboardInterrupt
    return summary


def summarize(outcomes: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Kept / generated, reasons, per source, and the time per description."""
    reasons = Counter(str(o.get("reason")) for o in outcomes)
    by_source: dict[str, dict[str, int]] = {}
    for o in outcomes:
        s = by_source.setdefault(str(o.get("source")), {"generated": 0, "kept": 0})
        s["generated"] += 1
        s["kept"] += bool(o.get("kept"))
    secs = sorted(float(o.get("seconds", 0.0)) for o in outcomes)
    return {
        "generated": len(outcomes),
        "kept": reasons.get(KEPT, 0),
        "reasons": dict(sorted(reasons.items())),
        "near_test_copies_dropped": reasons.get("near-test-copy", 0),
        "by_source": by_source,
        "mean_rounds": round(sum(o.get("rounds", 0) for o in outcomes) / len(outcomes), 2)
        if outcomes
        else None,
        "seconds_per_description": round(sum(secs) / len(secs), 1) if secs else None,
        "generation_s_total": round(sum(secs), 1),
    }
