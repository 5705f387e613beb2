"""Background warming of a worker's LaTeX cache (issue 19).

Manim compiles every distinct ``MathTex``/``Tex`` string with ``latex`` + ``dvisvgm`` (0.3-1 s
each) and keeps the SVG in the cache under a hash of the generated .tex file. Scenes built from
numbers (``Integer``, ``DecimalNumber``, axis coordinates: one ``MathTex`` per character) and the
usual axis labels hit the same few strings again and again, so a fresh worker compiles those in
the background, at low priority, before the first scene needs them.

The warming runs in a forked child of the warm worker (Manim is already imported), niced, in its
own process group, writing into a private folder and moving each finished SVG into the slot's
shared cache (``tex-verified``, which only the worker side writes: these are our own fixed strings)
with an atomic rename: the worker kills it the moment a job arrives (so it never delays a
render by more than the kill) and a killed warm-up never leaves a half-written cache file.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
from pathlib import Path
from typing import Any

# Single characters of printed numbers, and the labels and symbols scenes use most.
WARM_MATHTEX = [
    *list("0123456789"),
    "-",
    ".",
    "x",
    "y",
    "z",
    "t",
    "a",
    "b",
    "c",
    "n",
    r"\pi",
    r"\theta",
    "=",
    "+",
    r"\cdot",
    "f(x)",
    "x^2",
]
WARM_TEX = ["x", "y"]
WARM_NICE = 10


def warm_child(cache_dir: Path) -> None:  # pragma: no cover - runs in a forked child
    """Compile the warm strings that are not cached yet, then exit (never returns)."""
    code = 0
    try:
        os.setpgid(0, 0)
        os.nice(WARM_NICE)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        _warm(cache_dir)
    except BaseException:
        code = 1
    finally:
        os._exit(code)


def _warm(cache_dir: Path) -> None:  # pragma: no cover - runs in a forked child
    from manim import MathTex, Tex, tempconfig

    from server.render.texcache import SHARED_SUBDIR

    target = cache_dir / SHARED_SUBDIR  # the worker-written cache children read (texcache.py)
    target.mkdir(parents=True, exist_ok=True)
    private = cache_dir / f".warm-{os.getpid()}"
    shutil.rmtree(private, ignore_errors=True)
    private.mkdir(parents=True)
    have = {p.name for p in target.glob("*.svg")}
    items: list[tuple[Any, str]] = [(MathTex, s) for s in WARM_MATHTEX]
    items += [(Tex, s) for s in WARM_TEX]
    try:
        with tempconfig({"tex_dir": str(private), "verbosity": "ERROR"}):
            for cls, text in items:
                with contextlib.suppress(Exception):
                    cls(text)
                for svg in private.glob("*.svg"):
                    if svg.name not in have:
                        os.replace(svg, target / svg.name)
                        have.add(svg.name)
                    else:
                        svg.unlink()
    finally:
        shutil.rmtree(private, ignore_errors=True)


def stop_child(pid: int, cache_dir: Path | None = None) -> None:
    """Kill a warm-up child and its LaTeX subprocesses at once, reap it, remove its folder."""
    with contextlib.suppress(OSError):
        os.killpg(pid, signal.SIGKILL)
    with contextlib.suppress(OSError):
        os.kill(pid, signal.SIGKILL)
    with contextlib.suppress(ChildProcessError, OSError):
        os.waitpid(pid, 0)
    if cache_dir is not None:
        shutil.rmtree(cache_dir / f".warm-{pid}", ignore_errors=True)


def finished(pid: int) -> bool:
    """Whether the warm-up child has exited (reaping it if so)."""
    try:
        done, _ = os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        return True
    return done != 0


def clean_private(cache_dir: Path) -> None:
    """Remove private folders left by killed warm-up children."""
    for d in cache_dir.glob(".warm-*"):
        shutil.rmtree(d, ignore_errors=True)
