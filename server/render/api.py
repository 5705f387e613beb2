"""``render_code`` and ``render_file``: the renderer's front door.

Cheap checks run here, in the caller's process, before a worker is bothered: the code must
parse and compile (a SyntaxError comes back at its own line and column) and, unless the caller
says the code is trusted, pass the sandbox policy. Then the job goes to the pool, and its
outputs are moved to where the caller wants them.
"""

from __future__ import annotations

import ast
import shutil
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from server.render.job import JobSpec, normalize_quality
from server.render.jobfs import remove_tree
from server.render.limits import Limits
from server.render.policy import check_tree, policy_message
from server.render.pool import RenderPool, get_pool
from server.render.result import RenderError, RenderResult, make_error_result, source_line_at
from server.settings import DEFAULTS

CancelLike = Any  # threading.Event, an object with a ``cancelled`` flag, or a callable


def _is_cancelled(cancel: CancelLike | None) -> bool:
    if cancel is None:
        return False
    is_set = getattr(cancel, "is_set", None)
    if callable(is_set):
        return bool(is_set())
    flag = getattr(cancel, "cancelled", None)
    if flag is not None:
        return bool(flag() if callable(flag) else flag)
    if callable(cancel):
        return bool(cancel())
    return False


def scene_names_in(tree: ast.AST) -> list[str]:
    """Class names that look like scenes (a base whose name ends in "Scene"), from the AST."""
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            for base in node.bases:
                base_name = (
                    base.attr if isinstance(base, ast.Attribute) else getattr(base, "id", "")
                )
                if isinstance(base_name, str) and base_name.endswith("Scene"):
                    names.append(node.name)
                    break
    return names


def _syntax_result(exc: SyntaxError, code: str, display_name: str) -> RenderResult:
    exc.filename = display_name
    text = "".join(traceback.format_exception_only(exc))
    line = exc.lineno
    return RenderResult(
        status="error",
        error=RenderError(
            type=type(exc).__name__,
            message=exc.msg,
            line=line,
            column=exc.offset,
            tail=text.rstrip("\n"),
            traceback=text,
            source_line=source_line_at(code, line),
        ),
    )


def precheck(code: str, *, trusted: bool, display_name: str = "scene.py") -> RenderResult | None:
    """The syntax and policy verdict without rendering: None when the code may be rendered."""
    try:
        tree = ast.parse(code, filename=display_name)
        compile(tree, display_name, "exec")
    except SyntaxError as exc:
        return _syntax_result(exc, code, display_name)
    except ValueError as exc:  # e.g. null bytes in the source
        return make_error_result("error", "SyntaxError", str(exc), display_name=display_name)
    if not trusted:
        violations = check_tree(tree)
        if violations:
            first = violations[0]
            return make_error_result(
                "policy",
                "PolicyError",
                policy_message(violations),
                line=first.line,
                column=first.column,
                source=code,
                display_name=display_name,
                scenes=scene_names_in(tree),
            )
    return None


def render_code(
    code: str,
    *,
    scene: str | None = None,
    quality: str = "l",
    timeout: float = DEFAULTS["render_timeout"],
    trusted: bool = False,
    output_dir: str | Path | None = None,
    keep_outputs: bool = True,
    source_name: str = "scene.py",
    cancel: CancelLike | None = None,
    pool: RenderPool | None = None,
    layout: bool = True,
    trace: bool = True,
    limits: Limits | None = None,
    cwd: str | Path | None = None,
    extra_sys_path: list[str] | None = None,
) -> RenderResult:
    """Render Manim code in an isolated child of a warm worker and return what happened.

    ``trusted=False`` (the default) applies the sandbox policy and cuts the child off the
    network; only pass ``trusted=True`` for the user's own file. ``quality``: "l" (480p15),
    "m" (720p30) or "h" (1080p60), also "ql"/"-ql". ``cancel``: a ``threading.Event`` (or an
    object with a ``cancelled`` flag) that stops the job when set.

    Outputs: with ``output_dir`` the video ``<Scene>.mp4`` and last frame ``<Scene>.png`` are
    copied there and the job folder is removed. Without it they stay in a per-job folder under
    the system temp dir (``result.job_dir``); the caller owns it and deletes it with
    ``result.cleanup()`` (the pool also sweeps job folders older than a day). With
    ``keep_outputs=False`` and no ``output_dir`` nothing is kept: only the status and error
    come back (``video``/``image`` are None). An unknown ``quality`` raises ValueError.
    """
    q = normalize_quality(quality)
    display = Path(source_name).name or "scene.py"
    started = time.perf_counter()
    early = precheck(code, trusted=trusted, display_name=display)
    if early is not None:
        early.quality = q
        early.render_time = time.perf_counter() - started
        return early
    if _is_cancelled(cancel):
        return make_error_result("cancelled", "Cancelled", "the render was cancelled")

    pool = pool or get_pool()
    job_id, job_dir = pool.new_job_dir()
    source_path = job_dir / display
    source_path.write_text(code, encoding="utf-8")
    spec = JobSpec(
        id=job_id,
        job_dir=str(job_dir),
        source_path=str(source_path),
        display_name=display,
        scene=scene,
        quality=q,
        timeout=float(timeout),
        trusted=trusted,
        extra_sys_path=list(extra_sys_path or []),
        limits=limits or pool.limits,
        layout=layout,
        trace=trace,
        cwd=str(cwd) if cwd else None,
    )
    handle = pool.submit(spec)
    while True:
        try:
            result = handle.result(timeout=0.05)
            break
        except TimeoutError:
            if _is_cancelled(cancel) and not handle.cancel_requested:
                handle.cancel()
    if result.error is not None and not result.error.source_line:
        result.error.source_line = source_line_at(code, result.error.line)
    _finalize_outputs(result, job_dir, output_dir, keep_outputs)
    return result


def render_file(
    path: str | Path,
    *,
    scene: str | None = None,
    quality: str = "l",
    timeout: float = DEFAULTS["render_timeout"],
    trusted: bool = False,
    output_dir: str | Path | None = None,
    keep_outputs: bool = True,
    cancel: CancelLike | None = None,
    pool: RenderPool | None = None,
    trace: bool = True,
) -> RenderResult:
    """Render a scene file. Lines in errors are the file's own lines.

    The file is snapshotted into the job folder, so it may change (or render twice at once)
    while the job runs. In trusted mode the child runs in the file's folder with that folder on
    ``sys.path``, so the scene can use its own assets and helper modules.
    """
    p = Path(path)
    try:
        code = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = "no such file" if isinstance(exc, FileNotFoundError) else str(exc)
        return make_error_result("error", "FileError", f"cannot read {p}: {reason}")
    folder = str(p.resolve().parent)
    return render_code(
        code,
        scene=scene,
        quality=quality,
        timeout=timeout,
        trusted=trusted,
        output_dir=output_dir,
        keep_outputs=keep_outputs,
        source_name=p.name,
        cancel=cancel,
        pool=pool,
        trace=trace,
        cwd=folder if trusted else None,
        extra_sys_path=[folder] if trusted else None,
    )


def _finalize_outputs(
    result: RenderResult, job_dir: Path, output_dir: str | Path | None, keep_outputs: bool
) -> None:
    """Drop scratch files; copy outputs to ``output_dir`` or keep them in the job folder."""
    remove_tree(job_dir / "media")
    (job_dir / "result.json").unlink(missing_ok=True)
    if output_dir is None and keep_outputs:
        result.job_dir = job_dir
        return
    moved: Callable[[Path | None], Path | None] = lambda _p: None  # noqa: E731
    if output_dir is not None:
        dest = Path(output_dir)
        dest.mkdir(parents=True, exist_ok=True)

        def moved(p: Path | None) -> Path | None:
            if p is None or not p.exists() or p.is_symlink():  # never copy through a link
                return None
            target = dest / p.name
            shutil.copy2(p, target)
            return target

    for out in result.outputs:
        out.video, out.image = moved(out.video), moved(out.image)
    current = next((o for o in result.outputs if o.scene == result.scene), None)
    if current is not None:
        result.video, result.image = current.video, current.image
    else:
        result.video, result.image = moved(result.video), moved(result.image)
    remove_tree(job_dir)
    result.job_dir = None
    result.log = None
