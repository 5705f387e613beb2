"""``trace_sim``: how alike two scenes are, read from their scene traces (not their pixels).

Three parts, each in [0, 1]:

* **objects**: the mobjects each scene shows (every id ever visible, top-level and user-created
  parts), matched one to one; a pair scores on class (0.5), colour family (0.25) and text/TeX
  content (0.25, difflib ratio; two content-free objects of one class agree). The score is the
  Dice ratio of the matched total: ``2 * sum / (n_gen + n_ref)``, so missing and extra objects
  both cost.
* **animations**: the sequence of animation classes over the scene's plays, compared with
  difflib's ratio (order matters: "Create then FadeOut" is not "FadeOut then Create").
* **layout**: for the matched objects, how close their final centres are, ``exp(-d / 1.5)`` with
  ``d`` in scene units (a 14.2 x 8 frame), weighted by the pair's match.

``trace_sim = 0.45 * objects + 0.35 * animations + 0.2 * layout``. Identical scenes give 1.0; a
scene with nothing visible against one with content gives about 0. Unlike S_ssim (mostly black
frames agreeing with each other), the parts grow from what the scenes contain.
"""

from __future__ import annotations

import difflib
import math
import re
from dataclasses import dataclass
from typing import Any

from server.faithful.requirements import COLORS, colour_matches, trace_dict

WEIGHTS = {"objects": 0.45, "animations": 0.35, "layout": 0.2}
LAYOUT_SCALE = 1.5  # scene units at which a position difference costs 1 - 1/e
# structural wrappers whose class says little about what is drawn
_GROUPS = {"VGroup", "Group", "VMobject", "Mobject", "VDict"}


@dataclass
class TraceSim:
    score: float
    objects: float
    animations: float
    layout: float

    def to_dict(self) -> dict[str, float]:
        return {
            "trace_sim": self.score,
            "objects": self.objects,
            "animations": self.animations,
            "layout": self.layout,
        }


def _colour_family(m: dict[str, Any]) -> str | None:
    for c in (m.get("fill") if float(m.get("fill_opacity") or 0) > 0.05 else None, m.get("stroke")):
        if not c:
            continue
        for name in COLORS:
            if name in ("grey", "violet", "maroon", "gold") or not colour_matches(c, name):
                continue
            return name
    return None


def _content(m: dict[str, Any]) -> str | None:
    for key in ("text", "tex"):
        v = m.get(key)
        if isinstance(v, str) and v.strip():
            return re.sub(r"\s+", "", v).lower()
    if m.get("value") is not None:
        return f"{float(m['value']):g}"
    return None


def _objects(tr: dict[str, Any]) -> list[dict[str, Any]]:
    """Every mobject ever visible (last state), without bare groups whose parts are listed."""
    seen: dict[str, dict[str, Any]] = {}
    for step in tr.get("steps") or []:
        for m in step.get("visible") or []:
            seen[m["id"]] = m
    out = []
    for m in seen.values():
        if m.get("cls") in _GROUPS and m.get("children"):
            continue
        out.append(m)
    return out


def _pair_score(a: dict[str, Any], b: dict[str, Any]) -> float:
    s = 0.5 if a.get("cls") == b.get("cls") else 0.0
    ca, cb = _colour_family(a), _colour_family(b)
    s += 0.25 if ca == cb else 0.0
    ta, tb = _content(a), _content(b)
    if ta is None and tb is None:
        s += 0.25 if a.get("cls") == b.get("cls") else 0.0
    elif ta is not None and tb is not None:
        s += 0.25 * difflib.SequenceMatcher(None, ta, tb).ratio()
    return s


def _centre(m: dict[str, Any]) -> tuple[float, float]:
    c = m.get("center") or [0.0, 0.0]
    return float(c[0]), float(c[1])


def _match(
    gen: list[dict[str, Any]], ref: list[dict[str, Any]]
) -> list[tuple[float, dict[str, Any], dict[str, Any]]]:
    """Greedy one-to-one matching by pair score (ties broken by distance)."""
    cands = []
    for i, a in enumerate(gen):
        for j, b in enumerate(ref):
            s = _pair_score(a, b)
            if s <= 0:
                continue
            (ax, ay), (bx, by) = _centre(a), _centre(b)
            cands.append((s, -math.hypot(ax - bx, ay - by), i, j))
    cands.sort(reverse=True)
    used_a: set[int] = set()
    used_b: set[int] = set()
    out = []
    for s, _, i, j in cands:
        if i in used_a or j in used_b:
            continue
        used_a.add(i)
        used_b.add(j)
        out.append((s, gen[i], ref[j]))
    return out


def _animation_tokens(tr: dict[str, Any]) -> list[str]:
    toks = []
    for step in tr.get("steps") or []:
        if step.get("kind") == "play":
            names = sorted(str(a.get("cls")) for a in step.get("animations") or [])
            toks.extend(names or ["play"])
        elif step.get("kind") == "wait":
            toks.append("wait")
    return toks


def trace_similarity(gen_trace: Any, ref_trace: Any) -> TraceSim:
    """The similarity of a generated scene's trace to the reference's, with its parts."""
    g, r = trace_dict(gen_trace), trace_dict(ref_trace)
    og, orf = _objects(g), _objects(r)
    if not og and not orf:
        objects = layout = 1.0
    elif not og or not orf:
        objects = layout = 0.0
    else:
        pairs = _match(og, orf)
        total = sum(s for s, _, _ in pairs)
        objects = 2 * total / (len(og) + len(orf))
        if total > 0:
            near = 0.0
            for s, a, b in pairs:
                (ax, ay), (bx, by) = _centre(a), _centre(b)
                near += s * math.exp(-math.hypot(ax - bx, ay - by) / LAYOUT_SCALE)
            layout = objects * near / total
        else:
            layout = 0.0
    ta, tb = _animation_tokens(g), _animation_tokens(r)
    if not ta and not tb:
        animations = 1.0
    else:
        animations = difflib.SequenceMatcher(None, ta, tb, autojunk=False).ratio()
    score = (
        WEIGHTS["objects"] * objects
        + WEIGHTS["animations"] * animations
        + WEIGHTS["layout"] * layout
    )
    return TraceSim(round(score, 6), round(objects, 6), round(animations, 6), round(layout, 6))


def trace_sim(gen_trace: Any, ref_trace: Any) -> float:
    """``trace_similarity(...).score``; 0 when the generated scene has no trace (did not render)."""
    if gen_trace is None:
        return 0.0
    return trace_similarity(gen_trace, ref_trace).score
