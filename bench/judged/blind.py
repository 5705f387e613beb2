"""Blind pairs for judging two arms by eye: each task's two contact sheets in one image, in a
random order labelled X (top) and Y (bottom), with the key kept in a file the judge reads only
after writing the verdicts.

    python bench/judged/blind.py BASE_DIR ARM_DIR OUT_DIR [--seed N]

Writes ``OUT_DIR/<id>.png`` for every task both folders have a sheet of, ``OUT_DIR/tasks.txt``
(each task's description and element list, what the judge may read besides the image) and
``OUT_DIR/key.json`` ({id: [arm of X, arm of Y]}, "base" or "arm"). Tasks whose two scenes are the
same code are marked ``same`` in tasks.txt (one verdict serves both). Then, with the verdicts
written as ``{"id", "label": "X"|"Y", "elements": [...], "overall", "note"}`` rows:

    python bench/judged/blind.py --unblind OUT_DIR/verdicts.jsonl OUT_DIR/key.json BASE_DIR ARM_DIR

appends each verdict to the ``verdicts.jsonl`` of the folder its label stands for.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

from PIL import Image, ImageDraw

LABEL_H = 22


def rows(folder: Path) -> dict[str, dict]:
    path = folder / "outcomes.jsonl"
    if not path.is_file():
        return {}
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            out[row["id"]] = row
    return out


def scene_code(folder: Path, task_id: str) -> str | None:
    path = folder / "scenes" / f"{task_id}.py"
    return path.read_text(encoding="utf-8") if path.is_file() else None


def sheet_or_blank(path: Path, like: Path) -> Image.Image:
    """The sheet, or where the scene did not render a grey panel the size of ``like``'s."""
    if path.is_file():
        return Image.open(path).convert("RGB")
    size = Image.open(like).size if like.is_file() else (1280, 400)
    blank = Image.new("RGB", size, (60, 60, 60))
    ImageDraw.Draw(blank).text((20, 20), "no video: the scene did not render", fill=(255, 255, 255))
    return blank


def pair_image(top: Path, bottom: Path) -> Image.Image:
    a, b = sheet_or_blank(top, bottom), sheet_or_blank(bottom, top)
    width = max(a.width, b.width)
    out = Image.new("RGB", (width, a.height + b.height + 2 * LABEL_H), (20, 20, 20))
    draw = ImageDraw.Draw(out)
    draw.text((6, 4), "X", fill=(255, 255, 0))
    out.paste(a, (0, LABEL_H))
    draw.text((6, a.height + LABEL_H + 4), "Y", fill=(255, 255, 0))
    out.paste(b, (0, a.height + 2 * LABEL_H))
    return out


def make(base: Path, arm: Path, out: Path, seed: int) -> int:
    base_rows, arm_rows = rows(base), rows(arm)
    ids = [i for i in base_rows if i in arm_rows]
    rng = random.Random(seed)
    out.mkdir(parents=True, exist_ok=True)
    key: dict[str, list[str]] = {}
    lines = []
    for task_id in ids:
        order = ["base", "arm"]
        rng.shuffle(order)
        key[task_id] = order
        folders = {"base": base, "arm": arm}
        sheets = [folders[o] / "sheets" / f"{task_id}.png" for o in order]
        same = scene_code(base, task_id) == scene_code(arm, task_id)
        row = base_rows[task_id]
        lines.append(f"{task_id}{' (same code in X and Y)' if same else ''}")
        lines.append(f"  {row['description']}")
        for element in row.get("elements", []):
            lines.append(f"  - {element}")
        missing = [s for s in sheets if not s.is_file()]
        if missing:
            lines.append(f"  no sheet: {', '.join('XY'[sheets.index(s)] for s in missing)}")
        if len(missing) == len(sheets):
            continue
        pair_image(*sheets).save(out / f"{task_id}.png")
    (out / "tasks.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (out / "key.json").write_text(json.dumps(key), encoding="utf-8")
    print(f"{len(ids)} pairs in {out}")
    return 0


def unblind(verdicts: Path, key_file: Path, base: Path, arm: Path) -> int:
    key = json.loads(key_file.read_text(encoding="utf-8"))
    folders = {"base": base, "arm": arm}
    written = {"base": 0, "arm": 0}
    handles = {k: (f / "verdicts.jsonl").open("a", encoding="utf-8") for k, f in folders.items()}
    try:
        for line in verdicts.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            v = json.loads(line)
            which = key[v["id"]]["XY".index(v.pop("label"))]
            handles[which].write(json.dumps(v) + "\n")
            written[which] += 1
    finally:
        for h in handles.values():
            h.close()
    print(f"verdicts written: base {written['base']}, arm {written['arm']}")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--unblind", nargs=4, type=Path, metavar=("VERDICTS", "KEY", "BASE", "ARM"))
    ap.add_argument("dirs", nargs="*", type=Path)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    if args.unblind:
        return unblind(*args.unblind)
    if len(args.dirs) != 3:
        ap.error("give BASE_DIR ARM_DIR OUT_DIR")
    return make(*args.dirs, seed=args.seed)


if __name__ == "__main__":
    sys.exit(main())
