"""Write one verdict by eye, element by element, after looking at a scene's contact sheet.

    python bench/judged/verdict.py ID OVERALL NOTE MARK [MARK ...] [--folder bench/judged]
        [--judge NAME]

``ID`` is the scene (``judged-221``, ``real-004``); ``OVERALL`` is ``faithful``, ``partly`` or
``not``; ``NOTE`` is the scene's note (may be empty). One ``MARK`` per stated element, in the
element order of the scene's row in ``outcomes.jsonl`` (or of ``descriptions.jsonl`` for a pool
scene not yet run): ``1`` met, ``0`` not met, ``n`` not decidable from eight frames, each with an
optional ``:note`` (``0:a radius, not a diameter``). The row is refused, and nothing written,
when the marks do not match the elements, when the overall verdict does not follow from them by
the rubric (README.md: faithful = every decidable element met; partly = at least half; not =
fewer than half, or no render), when the scene did not render but is not ``not``, or when this
judge already has a row for the scene. Appends to ``verdicts.jsonl`` in ``--folder``.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
OVERALL = ("faithful", "partly", "not")


class VerdictError(ValueError):
    """A verdict that the rubric or the scene's row refuses."""


def read_rows(path: Path) -> list[dict[str, Any]]:
    if not path.is_file():
        return []
    return [json.loads(ln) for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip()]


def scene_row(folder: Path, sid: str) -> dict[str, Any]:
    """The scene's row: its outcome where it ran, else its pool description."""
    for row in read_rows(folder / "outcomes.jsonl"):
        if row.get("id") == sid:
            return row
    for row in read_rows(folder / "descriptions.jsonl"):
        if row.get("id") == sid:
            return {**row, "rendered": None}
    raise VerdictError(f"no scene {sid!r} in {folder}: run it first (run.py) or check the id")


def expected_overall(marks: list[bool | None], rendered: bool | None) -> str:
    """The overall verdict the marks give by the rubric."""
    if rendered is False:
        return "not"
    decided = [m for m in marks if m is not None]
    met = sum(decided)
    if met == len(decided):
        return "faithful"
    return "partly" if 2 * met >= len(decided) else "not"


def build(
    row: dict[str, Any], overall: str, note: str, marks: list[str], judge: str
) -> dict[str, Any]:
    """The verdict row for ``row`` from the command's marks (``1``, ``0``, ``n``, each with an
    optional ``:note``)."""
    elements = list(row.get("elements") or [])
    if overall not in OVERALL:
        raise VerdictError(f"overall must be one of {', '.join(OVERALL)}, not {overall!r}")
    if len(marks) != len(elements):
        listed = "; ".join(elements)
        raise VerdictError(
            f"{len(elements)} elements need {len(elements)} marks, got {len(marks)}: {listed}"
        )
    out: list[dict[str, Any]] = []
    values: list[bool | None] = []
    for element, mark in zip(elements, marks, strict=True):
        flag, _, why = mark.partition(":")
        if flag not in ("1", "0", "n"):
            raise VerdictError(f"a mark starts with 1, 0 or n, not {mark!r}")
        value = None if flag == "n" else flag == "1"
        values.append(value)
        out.append({"element": element, "met": value, "note": why})
    rendered = row.get("rendered")
    if rendered is False and any(values):
        raise VerdictError("the scene did not render: mark every element 0")
    want = expected_overall(values, rendered)
    if want != overall:
        raise VerdictError(f"the marks give {want!r} by the rubric, not {overall!r}")
    return {"id": row["id"], "judge": judge, "elements": out, "overall": overall, "note": note}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("id")
    ap.add_argument("overall")
    ap.add_argument("note")
    ap.add_argument("marks", nargs="+")
    ap.add_argument("--folder", type=Path, default=HERE)
    ap.add_argument("--judge", default="lead")
    args = ap.parse_args(argv)
    try:
        row = scene_row(args.folder, args.id)
        verdict = build(row, args.overall, args.note, args.marks, args.judge)
        done = read_rows(args.folder / "verdicts.jsonl")
        if any(v.get("id") == args.id and v.get("judge") == args.judge for v in done):
            raise VerdictError(f"{args.judge} already judged {args.id}; edit that row instead")
    except VerdictError as exc:
        ap.error(str(exc))
    with (args.folder / "verdicts.jsonl").open("a", encoding="utf-8") as fh:
        fh.write(json.dumps(verdict) + "\n")
    print(f"{args.id}: {args.overall}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
