"""A full-resolution frame of a judged scene, enlarged where the contact sheet is too small to
judge (a two-pixel dot's colour, a label drawn over a point).

    python bench/judged/frame.py SCENE.py OUT.png [--at last|SECONDS] [--crop X0,Y0,X1,Y1]
        [--zoom 3]

Renders the stored scene afresh in the sandboxed renderer (the scenes are seeded and
deterministic, so it is the judged scene), takes the frame at ``--at`` (the last one by default,
else the frame nearest that time) and writes it, or the part ``--crop`` names in fractions of
the frame's width and height (0,0 is the top left), enlarged ``--zoom`` times. The rubric
(README.md, "Small objects") says when to look at one and that the element's note must say so.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402
from PIL import Image  # noqa: E402

from server.render import render_code  # noqa: E402
from server.render.frames import sample_frames  # noqa: E402


def parse_crop(text: str) -> tuple[float, float, float, float]:
    """``x0,y0,x1,y1`` in fractions of the frame, each in [0, 1], x0 < x1 and y0 < y1."""
    try:
        x0, y0, x1, y1 = (float(v) for v in text.split(","))
    except ValueError as exc:
        raise ValueError(f"--crop wants four fractions x0,y0,x1,y1, not {text!r}") from exc
    if not (0 <= x0 < x1 <= 1 and 0 <= y0 < y1 <= 1):
        raise ValueError(
            f"--crop fractions must satisfy 0 <= x0 < x1 <= 1 and 0 <= y0 < y1 <= 1: {text}"
        )
    return x0, y0, x1, y1


def crop_zoom(img: Image.Image, crop: tuple[float, float, float, float], zoom: int) -> Image.Image:
    """The part of ``img`` that ``crop`` names, ``zoom`` times larger."""
    w, h = img.size
    x0, y0, x1, y1 = crop
    part = img.crop((int(x0 * w), int(y0 * h), max(int(x1 * w), int(x0 * w) + 1),
                     max(int(y1 * h), int(y0 * h) + 1)))  # fmt: skip
    return part.resize((part.width * zoom, part.height * zoom), Image.Resampling.LANCZOS)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("scene", type=Path)
    ap.add_argument("out", type=Path)
    ap.add_argument("--at", default="last")
    ap.add_argument("--crop", default="0,0,1,1")
    ap.add_argument("--zoom", type=int, default=3)
    args = ap.parse_args(argv)
    try:
        crop = parse_crop(args.crop)
        at = None if args.at == "last" else float(args.at)
    except ValueError as exc:
        ap.error(str(exc))
    if args.zoom < 1 or args.zoom > 8:
        ap.error("--zoom is 1 to 8")
    if not args.scene.is_file():
        ap.error(f"no scene file {args.scene}")
    result = render_code(args.scene.read_text(encoding="utf-8"), keep_outputs=True, quality="l")
    if not result.ok or result.video is None:
        print(f"the scene did not render: {result.error_text()[-300:]}", file=sys.stderr)
        return 1
    frames = sample_frames(Path(result.video), fps=5.0)
    times = [float(t) for t in frames.times]
    i = len(times) - 1 if at is None else min(range(len(times)), key=lambda k: abs(times[k] - at))
    img = Image.fromarray(np.asarray(frames.rgb[i]))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    crop_zoom(img, crop, args.zoom).save(args.out)
    print(f"{args.out}: the frame at {times[i]:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
