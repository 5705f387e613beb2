"""Background warming of a worker's LaTeX cache (issue 19).

Manim compiles every distinct ``MathTex``/``Tex`` string with ``latex`` + ``dvisvgm`` (0.3-1 s
each) and keeps the SVG in the cache under a hash of the generated .tex file. Scenes built from
numbers (``Integer``, ``DecimalNumber``, axis coordinates: one ``MathTex`` per character) and the
usual axis labels hit the same few strings again and again, so a fresh worker compiles those in
the background, at low priority, before the first scene needs them.

The warming runs in a forked child of the warm worker (Manim is already imported), niced, in its
own process group, writing into a private folder and moving each finished SVG into the slot's
shared cache under its keyed name (``tex-keyed``, which only the worker side writes: these are
our own fixed strings; see texcache.py) with an atomic rename: the worker kills it the moment a job arrives (so it never delays a
render by more than the kill) and a killed warm-up never leaves a half-written cache file.
"""

from __future__ import annotations

import contextlib
import os
import signal
from pathlib import Path
from typing import Any

from server.render.jobfs import remove_tree
from server.render.texcache import SHARED_SUBDIR, cache_secret, shared_name, texcode

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
    import manim.mobject.text.tex_mobject as tex_mobject
    import manim.utils.tex_file_writing as tfw
    from manim import MathTex, Tex, config, tempconfig

    target = cache_dir / SHARED_SUBDIR  # the worker-written cache (texcache.py)
    target.mkdir(parents=True, exist_ok=True)
    secret = cache_secret(cache_dir)
    private = cache_dir / f".warm-{os.getpid()}"
    remove_tree(private)
    private.mkdir(parents=True)
    made: list[tuple[Path, str]] = []  # (Manim's SVG, its keyed name)
    original = tfw.tex_to_svg_file

    def compile_and_name(
        expression: str, environment: str | None = None, tex_template: Any = None
    ) -> Path:
        svg = Path(original(expression, environment, tex_template))
        template = tex_template if tex_template is not None else config["tex_template"]
        code = texcode(template, expression, environment)
        compiler, fmt = template.tex_compiler, template.output_format
        if isinstance(compiler, str):
            made.append((svg, shared_name(secret, code, compiler, fmt)))
        return svg

    tfw.tex_to_svg_file = compile_and_name  # this process is a throwaway fork of the worker
    tex_mobject.tex_to_svg_file = compile_and_name
    have = {p.name for p in target.glob("*.svg")}
    items: list[tuple[Any, str]] = [(MathTex, s) for s in WARM_MATHTEX]
    items += [(Tex, s) for s in WARM_TEX]
    try:
        with tempconfig({"tex_dir": str(private), "verbosity": "ERROR"}):
            for cls, text in items:
                with contextlib.suppress(Exception):
                    cls(text)
                for svg, name in made:
                    if name not in have and svg.exists():
                        os.replace(svg, target / name)
                        have.add(name)
                made.clear()
    finally:
        remove_tree(private)


def stop_child(pid: int, cache_dir: Path | None = None) -> None:
    """Kill a warm-up child and its LaTeX subprocesses at once, reap it, remove its folder."""
    with contextlib.suppress(OSError):
        os.killpg(pid, signal.SIGKILL)
    with contextlib.suppress(OSError):
        os.kill(pid, signal.SIGKILL)
    with contextlib.suppress(ChildProcessError, OSError):
        os.waitpid(pid, 0)
    if cache_dir is not None:
        remove_tree(cache_dir / f".warm-{pid}")


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
        remove_tree(d)
