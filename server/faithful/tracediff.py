"""The trace diff of an edit: what changed between a scene's trace before the edit and after it.

``judge_edit`` checks an edited scene: the instruction's requirements (``editreq.read_edit``) on
the two traces, and that every mobject the instruction does not name kept its shape, colour, text,
place and size, and its animations (a finding names what changed that should not have, at its
line). Mobjects are paired across the two versions by the line that created them (the code's
unchanged lines map one to one), then by class and text, then by class in order. A mobject that
moved exactly as a named one did follows it (a label placed next to the circle that moved) and is
not a finding. ``trace_summary`` is the short account of a trace the edit prompt carries.
"""

from __future__ import annotations

import difflib
import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from server.faithful.editreq import (
    POSITION_TOL,
    Duration,
    EditReading,
    anim_in_family,
    check_one,
    colour_name,
    final_states,
    same_look,
)
from server.faithful.requirements import (
    CheckResult,
    Requirement,
    Sel,
    centre_of,
    ids_of,
    mob_colours,
    size_of,
    trace_dict,
)

Mob = dict[str, Any]
MAX_SUMMARY_OBJECTS = 16
MAX_SUMMARY_STEPS = 16
MAX_FEEDBACK_ITEMS = 6
MAX_QUOTED = 90  # characters of a code line quoted in repair feedback
_ASSIGN = re.compile(r"^\s*([A-Za-z_]\w*)\s*(?::[^=]+)?=(?!=)")


def line_map(old: str, new: str) -> dict[int, int]:
    """1-based line numbers of ``old`` -> the same line in ``new``, for unchanged lines."""
    a, b = old.splitlines(), new.splitlines()
    out: dict[int, int] = {}
    matcher = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
    for tag, i1, i2, j1, _j2 in matcher.get_opcodes():
        if tag == "equal":
            for k in range(i2 - i1):
                out[i1 + k + 1] = j1 + k + 1
    return out


def deleted_lines(old: str, new: str) -> list[tuple[int, str]]:
    """Lines of ``old`` (1-based, with their text) that the edit deleted or rewrote and whose
    text is nowhere in its replacement."""
    a, b = old.splitlines(), new.splitlines()
    matcher = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
    out = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag in ("delete", "replace"):
            kept = {t.strip() for t in b[j1:j2]}
            out += [
                (i + 1, a[i]) for i in range(i1, i2) if a[i].strip() and a[i].strip() not in kept
            ]
    return out


def _cut_hint(var: str | None, cut: list[tuple[int, str]]) -> str:
    """Where the edit deleted the lines that showed a mobject now gone, to say which to keep."""
    if not var:
        return ""
    word = re.compile(rf"\b{re.escape(var)}\b")
    hits = [(n, t.strip()) for n, t in cut if word.search(t)]
    if not hits:
        return ""
    shown = "; ".join(f"line {n} `{t}`" for n, t in hits[:2])
    return f": the edit deleted {shown} of the scene; keep {'it' if len(hits) == 1 else 'them'}"


def lines_touched(old: str, new: str) -> int:
    """How many lines an edit touches: for every changed hunk, the larger of the lines it removes
    and the lines it adds (a one-line change is 1, an added line is 1)."""
    a, b = old.splitlines(), new.splitlines()
    matcher = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
    return sum(
        max(i2 - i1, j2 - j1) for tag, i1, i2, j1, j2 in matcher.get_opcodes() if tag != "equal"
    )


def _variables(code: str) -> dict[int, str]:
    out = {}
    for i, line in enumerate(code.splitlines(), 1):
        m = _ASSIGN.match(line)
        if m:
            out[i] = m.group(1)
    return out


_WORD = re.compile(r"[A-Za-z_]\w*")
_RECEIVER = re.compile(r"^\s*([A-Za-z_]\w*)\s*\.")


def derived_variables(new: str, named: set[str]) -> set[str]:
    """Variables of the new code whose mobjects may move or resize because the instruction
    changes a mobject it names: the named ones, and every variable computed from them
    (``label = Text(...).next_to(circle, UP)``, an arrow between two boxes), followed through
    the file. A mobject the instruction does not name is never exempt just because the edit
    changed its own line."""
    lines = new.splitlines()
    seeds = set(named)
    for _ in range(3):  # a few passes reach chains of placements
        for line in lines:
            target = _ASSIGN.match(line) or _RECEIVER.match(line)
            if target is None:
                continue
            rhs = line[target.end() :]
            if set(_WORD.findall(rhs)) & seeds:
                seeds.add(target.group(1))
    return seeds


def _label(m: Mob, names: dict[int, str]) -> str:
    line = m.get("line")
    name = names.get(int(line)) if line else None
    what = str(m.get("cls") or "object")
    if m.get("text"):
        what += f' "{m["text"]}"'
    elif m.get("tex"):
        what += f' "{m["tex"]}"'
    return f"{name} ({what})" if name else what


def trace_summary(trace: Any, code: str) -> str:
    """A short account of a rendered scene for the edit prompt: the objects (variable, class,
    colour, text, centre, size, line) and the steps (line, call, animations, seconds)."""
    tr = trace_dict(trace)
    names = _variables(code)
    objects = list(final_states(tr).values())[:MAX_SUMMARY_OBJECTS]
    by_id = {m["id"]: m for m in tr.get("created") or []} | final_states(tr)
    lines = ["Objects (as they last appear):"]
    for m in objects:
        colours = "/".join(dict.fromkeys(colour_name(c) for c in mob_colours(m))) or "none"
        (x, y), (w, h) = centre_of(m), size_of(m)
        where = f"line {m['line']}: " if m.get("line") else ""
        lines.append(
            f"- {where}{_label(m, names)}, {colours}, centre ({x:.1f}, {y:.1f}), "
            f"size {w:.1f} x {h:.1f}"
        )
    lines.append("Steps:")
    steps = [s for s in tr.get("steps") or [] if s.get("kind") in ("play", "wait")]
    for i, s in enumerate(steps[:MAX_SUMMARY_STEPS], 1):
        where = f"line {s['line']}: " if s.get("line") else ""
        if s.get("kind") == "wait":
            lines.append(f"{i}. {where}wait {float(s.get('run_time') or 0):g} s")
            continue
        anims = []
        for a in s.get("animations") or []:
            targets = ", ".join(
                _label(by_id[t], names) if t in by_id else t for t in a.get("targets") or []
            )
            anims.append(f"{a.get('cls')}({targets})")
        lines.append(f"{i}. {where}{'; '.join(anims)}, {float(s.get('run_time') or 0):g} s")
    if len(steps) > MAX_SUMMARY_STEPS:
        lines.append(f"... and {len(steps) - MAX_SUMMARY_STEPS} more steps")
    if tr.get("three_d"):
        cam = next((s.get("camera") for s in tr.get("steps") or [] if s.get("camera")), None)
        if cam:
            keys = ("phi", "theta", "zoom")
            lines.append("Camera: " + ", ".join(f"{k} {cam[k]:g}" for k in keys if k in cam))
    return "\n".join(lines)


def _retimable(reading: EditReading) -> Callable[[dict[str, Any]], bool]:
    """Which animations an instruction about timing lets change their run time."""
    durations = [r for r in reading.requirements if isinstance(r, Duration)]
    if any(r.anim is None and r.sel is None for r in durations):  # the whole scene
        return lambda a: True
    families = [r.anim for r in durations]
    return lambda a: any(f is not None and anim_in_family(a, f) for f in families)


def _anim_signature(
    tr: dict[str, Any], ids: set[str], free: Callable[[dict[str, Any]], bool]
) -> list[tuple[str, float]]:
    out = []
    for s in tr.get("steps") or []:
        for a in s.get("animations") or []:
            if set(a.get("targets") or []) & ids:
                rt = 0.0 if free(a) else round(float(s.get("run_time") or 0.0), 2)
                out.append((str(a.get("cls")), rt))
    return sorted(out)


def _family(tr: dict[str, Any], mid: str) -> set[str]:
    """A mobject's id with its listed parts' ids."""
    created = {m["id"]: m for m in tr.get("created") or []}
    out, todo = set(), [mid]
    while todo:
        i = todo.pop()
        if i in out:
            continue
        out.add(i)
        todo += list((created.get(i) or {}).get("children") or [])
    return out


def pair_mobjects(
    before: Any, after: Any, lines: dict[int, int]
) -> tuple[list[tuple[Mob, Mob]], list[Mob], list[Mob]]:
    """Top-level mobjects of the two traces paired: (pairs, only before, only after)."""
    b_all = list(final_states(before).values())
    a_all = list(final_states(after).values())
    pairs: list[tuple[Mob, Mob]] = []
    used: set[str] = set()

    def take(b: Mob, test: Any) -> bool:
        for a in a_all:
            if a["id"] not in used and a.get("cls") == b.get("cls") and test(a):
                used.add(a["id"])
                pairs.append((b, a))
                return True
        return False

    rest = []
    for b in b_all:
        mapped = lines.get(int(b["line"])) if b.get("line") else None
        if mapped is None or not take(b, lambda a, m=mapped: a.get("line") == m):
            rest.append(b)
    rest2 = []
    for b in rest:
        same = (b.get("text"), b.get("tex"))
        if not (b.get("text") or b.get("tex")) or not take(
            b, lambda a, s=same: (a.get("text"), a.get("tex")) == s
        ):
            rest2.append(b)
    only_before = [b for b in rest2 if not take(b, lambda a: True)]
    only_after = [a for a in a_all if a["id"] not in used]
    return pairs, only_before, only_after


@dataclass
class DiffFinding:
    """A mobject the instruction does not name that changed (or vanished)."""

    code: str  # "changed", "removed", "retimed", "added"
    message: str
    line: int | None = None
    severity: str = "error"  # "info" for an added object: reported, never a failure

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "message": self.message, "line": self.line,
                "severity": self.severity}  # fmt: skip

    def describe(self) -> str:
        return f"line {self.line}: {self.message}" if self.line else self.message


def _loose(sel: Sel) -> Sel:
    """A named selector that also picks the mobject once its colour changed."""
    return Sel(shape=sel.shape, text=sel.text) if (sel.shape or sel.text) else sel


def keep_findings(
    before: Any,
    after: Any,
    reading: EditReading,
    lines: dict[int, int],
    names: dict[int, str],
    old_code: str = "",
    new_code: str = "",
) -> list[DiffFinding]:
    """What changed that the instruction does not name (see the module's docstring)."""
    b_tr, a_tr = trace_dict(before), trace_dict(after)
    named_b: set[str] = set()
    named_a: set[str] = set()
    for sel in reading.named:
        named_b |= ids_of(b_tr, _loose(sel)) | ids_of(b_tr, sel)
        named_a |= ids_of(a_tr, _loose(sel)) | ids_of(a_tr, sel)
    pairs, gone, added = pair_mobjects(b_tr, a_tr, lines)
    free = _retimable(reading)
    named_vars = {names[int(a["line"])] for _, a in pairs
                  if a["id"] in named_a and a.get("line") and int(a["line"]) in names}  # fmt: skip
    derived = derived_variables(new_code, named_vars) if new_code else set()
    moves = []
    for b, a in pairs:
        if b["id"] in named_b or a["id"] in named_a:
            (bx, by), (ax, ay) = centre_of(b), centre_of(a)
            moves.append((ax - bx, ay - by))
    found: list[DiffFinding] = []
    for b, a in pairs:
        if b["id"] in named_b or a["id"] in named_a:
            continue
        diffs = same_look(b, a)
        (bx, by), (ax, ay) = centre_of(b), centre_of(a)
        d = (ax - bx, ay - by)
        follows = any(math.hypot(d[0] - m[0], d[1] - m[1]) <= POSITION_TOL for m in moves)
        var = names.get(int(a["line"])) if a.get("line") else None
        if (follows and math.hypot(*d) > POSITION_TOL) or var in derived:
            diffs = [x for x in diffs if not x.startswith(("moved", "size"))]
        line = int(a["line"]) if a.get("line") else None
        what = _label(b, names)
        if diffs:
            found.append(DiffFinding("changed", f"{what} should not change, but its "
                                     f"{'; '.join(diffs)}", line))  # fmt: skip
            continue
        sig_b = _anim_signature(b_tr, _family(b_tr, b["id"]), free)
        sig_a = _anim_signature(a_tr, _family(a_tr, a["id"]), free)
        if sig_b != sig_a:
            was = ", ".join(f"{c} {t:g} s" if t else c for c, t in sig_b) or "none"
            now = ", ".join(f"{c} {t:g} s" if t else c for c, t in sig_a) or "none"
            found.append(DiffFinding("retimed", f"{what} should be animated as before "
                                     f"({was}) but is now ({now})", line))  # fmt: skip
    old_names = _variables(old_code) if old_code else names
    cut = deleted_lines(old_code, new_code) if old_code and new_code else []
    for b in gone:
        if b["id"] not in named_b:
            var = old_names.get(int(b["line"])) if b.get("line") else None
            found.append(DiffFinding("removed", f"{_label(b, old_names)} is gone, but the "
                                     f"instruction does not remove it{_cut_hint(var, cut)}",
                                     None))  # fmt: skip
    for a in added:
        if a["id"] not in named_a:
            found.append(DiffFinding("added", f"{a.get('cls')} is new", a.get("line"), "info"))
    return found


@dataclass
class EditVerdict:
    """The checks of an edited scene."""

    results: list[tuple[Requirement, CheckResult]] = field(default_factory=list)
    findings: list[DiffFinding] = field(default_factory=list)
    verified: bool = False  # the instruction gave requirements the checks can judge
    code_lines: list[str] = field(default_factory=list)  # the edited scene, to quote lines

    @property
    def unmet(self) -> list[CheckResult]:
        return [r for _, r in self.results if not r.ok]

    @property
    def errors(self) -> list[DiffFinding]:
        return [f for f in self.findings if f.severity == "error"]

    @property
    def ok(self) -> bool:
        return not self.unmet and not self.errors

    def score(self) -> int:
        """Problems: fewer is better (the loop keeps the attempt with the fewest)."""
        return len(self.unmet) + len(self.errors)

    def feedback(self) -> str:
        """What a repair round is told: the instruction's unmet checks, then what changed that
        should not have."""
        items = [f"- {self._where(r.line)}{r.message}" for r in self.unmet]
        items += [f"- {self._where(f.line)}{f.message}; put it back as it was"
                  for f in self.errors]  # fmt: skip
        head = "The edited scene renders, but the edit is not right yet:"
        more = len(items) - MAX_FEEDBACK_ITEMS
        tail = [f"- ... and {more} more"] if more > 0 else []
        return "\n".join([head, *items[:MAX_FEEDBACK_ITEMS], *tail])

    def _where(self, line: int | None) -> str:
        """``line N (`its code`): ``, or nothing when the line is unknown."""
        if not line:
            return ""
        if 0 < line <= len(self.code_lines) and self.code_lines[line - 1].strip():
            text = self.code_lines[line - 1].strip()
            text = text if len(text) <= MAX_QUOTED else text[: MAX_QUOTED - 3] + "..."
            return f"line {line} (`{text}`): "
        return f"line {line}: "

    def to_dict(self) -> dict[str, Any]:
        return {
            "verified": self.verified,
            "ok": self.ok,
            "requirements": [
                {
                    "kind": q.kind,
                    "phrase": q.phrase,
                    "ok": r.ok,
                    "message": r.message,
                    "line": r.line,
                }
                for q, r in self.results
            ],
            "findings": [f.to_dict() for f in self.findings],
        }


def judge_edit(
    before: Any, after: Any, reading: EditReading, old_code: str, new_code: str
) -> EditVerdict:
    """The instruction's requirements on the two traces, and the keep check (its findings are
    notes only when the instruction names nothing and states nothing checkable)."""
    results = [(req, check_one(req, before, after)) for req in reading.requirements]
    findings = keep_findings(
        before, after, reading, line_map(old_code, new_code), _variables(new_code), old_code,
        new_code,
    )  # fmt: skip
    if not reading.verifiable and not reading.named:
        # nothing read and nothing named: what the instruction is about is unknown, so what
        # changed is reported, never a failure (the edit is "not verified")
        for f in findings:
            f.severity = "info"
    return EditVerdict(results=results, findings=findings, verified=reading.verifiable,
                       code_lines=new_code.splitlines())  # fmt: skip
