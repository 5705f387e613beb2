"""What runs inside the forked render child: isolate the process, import the scene, render it.

The child starts as a copy of a warm worker (Manim already imported), so it only pays for the
scene itself. It becomes its own session (so the whole job can be killed as one process group),
joins its job's pids cgroup, points stdin at /dev/null and stdout/stderr at the job's log,
applies the resource limits and, for untrusted code, drops into an empty network namespace.
The outcome goes to ``result.json`` in the job folder; the worker reads it after the child exits.
"""

from __future__ import annotations

import contextlib
import errno
import faulthandler
import importlib.util
import json
import os
import signal
import sys
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any, NoReturn

from server.render import seccomp
from server.render.cgroup import CgroupDir
from server.render.isolation import (
    NO_SANDBOX_FIX,
    IsolationInfo,
    SandboxUnavailable,
    bwrap_argv,
    confine_untrusted,
    detect,
    prepare_job_dirs,
)
from server.render.job import QUALITIES, JobSpec
from server.render.layout import LayoutRecorder, install_creation_tracking, install_play_hook
from server.render.limits import apply_rlimits, die_with_parent, unshare_namespaces
from server.render.result import (
    RenderError,
    RenderResult,
    SceneOutput,
    source_line_at,
    tail_lines,
)
from server.render.texcache import install_client
from server.render.trace import SceneTrace, TraceRecorder, install_trace_hooks
from server.render.tracemap import Frame, error_from_exception, locate_in_user_file

LATEX_PACKAGES = (
    "texlive-latex-base texlive-latex-extra texlive-latex-recommended "
    "texlive-fonts-recommended dvisvgm"
)
LATEX_HINT = (
    "LaTeX is not installed (or not on PATH), and Tex/MathTex need it. Install the Debian "
    f"packages: sudo apt-get install {LATEX_PACKAGES} - or use Text instead of Tex/MathTex."
)
_LATEX_PROGRAMS = {"latex", "pdflatex", "xelatex", "lualatex", "dvisvgm", "dvipng"}
# engines that the default template does not use: a TexTemplate (e.g. TexTemplateLibrary.ctex)
# may ask for them while plain latex works
_OPTIONAL_ENGINES = {"xelatex": "texlive-xetex", "lualatex": "texlive-luatex"}


def latex_hint(program: str) -> str:
    """What to do when `program` (a LaTeX executable) is missing."""
    if program in _OPTIONAL_ENGINES:
        return (
            f"This scene's TexTemplate compiles with {program}, which is not installed. Install "
            f"it (sudo apt-get install {_OPTIONAL_ENGINES[program]}) or drop the tex_template "
            "argument to use the default LaTeX template."
        )
    return LATEX_HINT


_real_exit = os._exit


@dataclass
class ChildContext:
    """What the worker hands the child besides the job: fds to drop, its cgroup, its cache."""

    close_fds: list[int] = field(default_factory=list)
    cgroup: str | None = None
    memory_cgroup: str | None = None  # None: no memory cgroup, so memfd_create is refused
    cache_dir: str = ""
    output_fd: int = -1  # stdout/stderr go here (a pipe the worker drains); -1: the job's log file
    parent_pid: int = 0  # the worker; the child dies with it
    tex_req_fd: int = -1  # LaTeX compile requests to the worker (texcache.py); -1: none
    tex_resp_fd: int = -1
    isolation: dict[str, Any] = field(default_factory=dict)  # IsolationInfo of the worker


def run_child(spec: JobSpec, ctx: ChildContext) -> NoReturn:
    """The child's whole life; it never returns (``os._exit``), whatever the scene does."""
    status = 0
    me = os.getpid()
    try:
        isolated, sandbox = _setup_process(spec, ctx)
        if ctx.tex_req_fd >= 0:
            install_client(ctx.tex_req_fd, ctx.tex_resp_fd, retry_locally=spec.trusted)
        result = render_job(spec, ctx.cache_dir)
        result.network_isolated = isolated
        result.sandbox = sandbox
        if os.getpid() == me:  # processes the scene forked end here too, silently
            _write_result(spec, result)
    except BaseException:  # the last line of defence: report, never propagate into the worker
        status = 70
        with contextlib.suppress(BaseException):
            sys.stderr.write(traceback.format_exc())
    finally:
        with contextlib.suppress(BaseException):
            sys.stdout.flush()
            sys.stderr.flush()
    _real_exit(status)


def _setup_process(spec: JobSpec, ctx: ChildContext) -> tuple[bool, str]:
    """Session, cgroup, stdio, signals, limits, network, OS sandbox.

    Returns whether the network is cut off, and the sandbox the scene runs in ("landlock-7",
    "bwrap", "unconfined", or "trusted"). An untrusted job that no sandbox can hold ends here
    with a refusal, before any of its code runs.
    """
    if ctx.parent_pid and not die_with_parent(ctx.parent_pid):
        _real_exit(0)  # the worker died while we were being born
    os.setsid()
    for group in dict.fromkeys((ctx.cgroup, ctx.memory_cgroup)):
        if group:
            CgroupDir(Path(group)).join()
    for fd in ctx.close_fds:
        with contextlib.suppress(OSError):
            os.close(fd)
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.close(devnull)
    if ctx.output_fd >= 0:
        log_fd = ctx.output_fd
    else:
        log_fd = os.open(spec.log_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    sys.stdout.flush()
    sys.stderr.flush()
    os.dup2(log_fd, 1)
    os.dup2(log_fd, 2)
    os.close(log_fd)
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGPIPE, signal.SIGUSR1, signal.SIGHUP):
        signal.signal(sig, signal.SIG_DFL)
    # A write past RLIMIT_FSIZE then fails with EFBIG (an error at the user's line) instead of
    # killing the process with SIGXFSZ.
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    faulthandler.enable(file=sys.stderr, all_threads=True)
    # The worker sends SIGUSR1 before killing a job that ran out of time: the dump tells us
    # which user line the scene was stuck on.
    faulthandler.register(signal.SIGUSR1, file=sys.stderr, all_threads=True)
    isolated = False
    if not spec.trusted:  # own IPC namespace, and no network unless the job may have it
        isolated, _ipc = unshare_namespaces(network=not spec.limits.network)
    refused = apply_rlimits(spec.limits, spec.timeout)
    if refused:
        sys.stderr.write(f"manim-agent: limits not applied: {', '.join(refused)}\n")
    sandbox = "trusted"
    if not spec.trusted:
        sandbox = _confine(spec, ctx)
    os.chdir(spec.cwd or spec.job_dir)
    if spec.trusted:
        _trap_os_exit(spec)
    return isolated, sandbox


def _confine(spec: JobSpec, ctx: ChildContext) -> str:
    """Apply the OS sandbox (isolation.py) to this untrusted child, or refuse the job."""
    info = IsolationInfo(**ctx.isolation) if ctx.isolation else detect()
    read_only: list[str] = []  # nothing of the caches: LaTeX comes through the worker
    deny_memfd = ctx.memory_cgroup is None
    try:
        if info.mode == "bwrap" and info.bwrap:
            _exec_under_bwrap(spec, ctx, info.bwrap, read_only)
        report = confine_untrusted(Path(spec.job_dir), read_only, info, deny_memfd)
    except (SandboxUnavailable, OSError) as exc:
        msg = (
            str(exc)
            if isinstance(exc, SandboxUnavailable)
            else (f"the OS sandbox could not be applied ({exc}); " + NO_SANDBOX_FIX)
        )
        err = RenderError("SandboxUnavailable", msg, tail=f"SandboxUnavailable: {msg}")
        _write_result(spec, RenderResult(status="error", error=err, quality=spec.quality))
        _real_exit(0)
    if report.mode == "landlock":
        if not report.caps_dropped:
            sys.stderr.write("manim-agent: capabilities could not be dropped\n")
        return f"landlock-{report.abi}"
    return "unconfined" if report.mode == "none" else report.mode


def _exec_under_bwrap(spec: JobSpec, ctx: ChildContext, bwrap: str, read_only: list[str]) -> None:
    """Replace this child with the same render inside bubblewrap (no Landlock here)."""
    job_dir = Path(spec.job_dir)
    prepare_job_dirs(job_dir)
    ctx_path = job_dir / "child.json"
    data = {
        "spec": spec.to_dict(),
        "cache_dir": ctx.cache_dir,
        "tex_req_fd": ctx.tex_req_fd,
        "tex_resp_fd": ctx.tex_resp_fd,
        "deny_memfd": ctx.memory_cgroup is None,
    }
    ctx_path.write_text(json.dumps(data), encoding="utf-8")
    for fd in (ctx.tex_req_fd, ctx.tex_resp_fd):
        if fd >= 0:
            os.set_inheritable(fd, True)
    root = str(Path(__file__).resolve().parents[2])
    boot = (
        f"import sys; sys.path.insert(0, {root!r}); "
        "from server.render.child import bwrap_main; bwrap_main(sys.argv[1])"
    )
    argv = bwrap_argv(bwrap, job_dir, read_only, [sys.executable, "-c", boot, str(ctx_path)])
    sys.stdout.flush()
    sys.stderr.flush()
    os.execv(bwrap, argv)


def bwrap_main(ctx_path: str) -> NoReturn:
    """The render inside bubblewrap: a fresh interpreter, so Manim is imported cold."""
    status = 0
    try:
        data = json.loads(Path(ctx_path).read_text(encoding="utf-8"))
        # what bubblewrap leaves open: metadata, sockets, other processes, namespaces, ...
        seccomp.install(bool(data.get("deny_memfd", True)))
        spec = JobSpec.from_dict(data["spec"])
        from manim import config

        config.progress_bar = "none"
        config.verbosity = "WARNING"
        config.notify_outdated_version = False
        os.chdir(spec.job_dir)
        if int(data.get("tex_req_fd", -1)) >= 0:
            install_client(int(data["tex_req_fd"]), int(data["tex_resp_fd"]))
        result = render_job(spec, data["cache_dir"])
        result.network_isolated = True
        result.sandbox = "bwrap"
        _write_result(spec, result)
    except BaseException:
        status = 70
        with contextlib.suppress(BaseException):
            sys.stderr.write(traceback.format_exc())
    finally:
        with contextlib.suppress(BaseException):
            sys.stdout.flush()
            sys.stderr.flush()
    _real_exit(status)


def _trap_os_exit(spec: JobSpec) -> None:
    """Record the user line of an ``os._exit`` call (trusted code only can reach ``os``)."""
    me = os.getpid()

    def _exit(status: int) -> NoReturn:
        code = status
        if os.getpid() != me:
            _real_exit(code)
        with contextlib.suppress(BaseException):
            frames: list[Frame] = []
            f = sys._getframe(1)
            while f is not None:
                frames.append(Frame(f.f_code.co_filename, f.f_lineno, None, f.f_code.co_name))
                f = f.f_back  # type: ignore[assignment]
            loc = locate_in_user_file(list(reversed(frames)), spec.source_path)
            source = _read_source(spec)
            line = loc.line if loc else None
            msg = f"the scene called os._exit({code}); a scene must not end the process"
            err = RenderError(
                "ProcessExit",
                msg,
                line=line,
                tail=f'  File "{spec.display_name}", line {line}\nProcessExit: {msg}',
                source_line=source_line_at(source, line),
            )
            _write_result(spec, RenderResult(status="error", error=err, quality=spec.quality))
        _real_exit(code)

    os._exit = _exit


def _read_source(spec: JobSpec) -> str | None:
    try:
        return Path(spec.source_path).read_text(encoding="utf-8")
    except OSError:
        return None


def _write_result(spec: JobSpec, result: RenderResult) -> None:
    tmp = spec.result_path.with_suffix(".tmp")
    try:
        text = json.dumps(result.to_dict(), separators=(",", ":"))
    except (TypeError, ValueError) as exc:  # a trace value JSON cannot hold: drop the trace
        sys.stderr.write(f"manim-agent: trace dropped: {exc}\n")
        result.trace = None
        text = json.dumps(result.to_dict(), separators=(",", ":"))
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, spec.result_path)


def _module_name(display_name: str) -> str:
    stem = Path(display_name).stem
    if stem.isidentifier() and stem not in sys.modules:
        return stem
    return "manim_agent_scene"


def import_user_module(spec: JobSpec) -> ModuleType:
    """Import the job's file as a module (not ``__main__``, so its main block does not run)."""
    for extra in reversed(spec.extra_sys_path):
        sys.path.insert(0, extra)
    sys.argv = [spec.display_name]
    name = _module_name(spec.display_name)
    mod_spec = importlib.util.spec_from_file_location(name, spec.source_path)
    if mod_spec is None or mod_spec.loader is None:
        raise ImportError(f"cannot load {spec.display_name}")
    module = importlib.util.module_from_spec(mod_spec)
    sys.modules[name] = module
    mod_spec.loader.exec_module(module)
    return module


def find_scene_classes(module: ModuleType) -> list[type]:
    """Scene subclasses defined in the module, in definition order."""
    from manim import Scene

    return [
        obj
        for obj in vars(module).values()
        if isinstance(obj, type)
        and issubclass(obj, Scene)
        and obj is not Scene
        and obj.__module__ == module.__name__
    ]


def pick_scenes(classes: list[type], wanted: str | None) -> list[type]:
    """The named scene, or every scene that no other scene of the file derives from."""
    if wanted is not None:
        return [c for c in classes if c.__name__ == wanted]
    leaves = [c for c in classes if not any(o is not c and issubclass(o, c) for o in classes)]
    return leaves or classes


def scene_config(spec: JobSpec, name: str, cache_dir: str) -> dict[str, Any]:
    """Manim config for one scene of the job: quality, flat per-job output folders, quiet."""
    media = spec.media_dir
    # LaTeX and Text caches are private to the job: the shared LaTeX cache is read through
    # texcache.py (written only by the worker), so no job can plant an entry for the next one.
    cache = media
    return {
        "quality": QUALITIES[spec.quality],
        "media_dir": str(media),
        "video_dir": str(spec.out_dir),
        "images_dir": str(spec.out_dir),
        "partial_movie_dir": str(media / "partial" / name),
        "tex_dir": str(cache / "tex"),
        "text_dir": str(cache / "texts"),
        "log_dir": str(media / "logs"),
        "output_file": name,
        "input_file": spec.source_path,
        "disable_caching": True,
        "progress_bar": "none",
        "verbosity": "WARNING",
        "preview": False,
        "show_in_file_browser": False,
        "notify_outdated_version": False,
        "write_to_movie": True,
        "save_last_frame": False,
    }


def missing_latex_program(exc: BaseException) -> str | None:
    """The LaTeX program an exception (or its cause) says could not be found, else None."""
    seen: set[int] = set()
    cur: BaseException | None = exc
    while cur is not None and id(cur) not in seen:
        seen.add(id(cur))
        if isinstance(cur, FileNotFoundError):
            prog = Path(str(cur.filename or "")).name
            if prog in _LATEX_PROGRAMS:
                return prog
        cur = cur.__cause__ or cur.__context__
    return None


def _error_result(
    exc: BaseException, spec: JobSpec, source: str | None, scene: str | None
) -> RenderResult:
    err = error_from_exception(exc, spec.source_path, spec.display_name, source)
    status: Any = "error"
    program = missing_latex_program(exc)
    if program is not None:
        status = "latex_missing"
        err.message = latex_hint(program)
        err.tail = tail_lines(err.traceback.rstrip("\n") + "\n" + err.message)
    elif isinstance(exc, MemoryError):
        gib = spec.limits.address_space / 1024**3
        err.message = f"the scene ran out of memory (the job may use {gib:.1f} GiB): {exc}"
    elif isinstance(exc, BlockingIOError):
        cap = spec.limits.max_processes
        err.message = (
            f"the scene could not start another process (a job may run at most {cap} "
            f"processes and threads): {exc}"
        )
    elif isinstance(exc, OSError) and exc.errno == errno.EFBIG:
        mib = spec.limits.file_size // 1024**2
        err.message = f"the scene wrote a file larger than the {mib} MiB limit ({exc})"
    return RenderResult(status=status, scene=scene, error=err, quality=spec.quality)


def render_job(spec: JobSpec, cache_dir: str) -> RenderResult:
    """Import the user's file and render its scene(s) in this process."""
    from manim import tempconfig

    source = _read_source(spec)
    recorder: list[LayoutRecorder | None] = [None]
    tracer: list[TraceRecorder | None] = [None]

    def on_created(mob: Any, ctor: bool, parts: tuple[Any, ...]) -> None:
        if tracer[0] is not None:
            tracer[0].on_created(mob, ctor, parts)

    if spec.layout or spec.trace:
        install_creation_tracking(spec.source_path, on_created if spec.trace else None)
    if spec.layout:
        install_play_hook(lambda: recorder[0])
    if spec.trace:  # installed last: its play hook wraps the layout's
        install_trace_hooks(spec.source_path, lambda: tracer[0])
    try:
        module = import_user_module(spec)
    except BaseException as exc:
        return _error_result(exc, spec, source, None)

    classes = find_scene_classes(module)
    names = [c.__name__ for c in classes]
    if not classes:
        return _no_scene_result(spec, names)
    chosen = pick_scenes(classes, spec.scene)
    if not chosen:
        err = RenderError(
            "SceneNotFound",
            f"no Scene subclass named {spec.scene!r}; the code defines: {', '.join(names)}",
        )
        err.tail = f"SceneNotFound: {err.message}"
        return RenderResult(status="error", scenes=names, error=err, quality=spec.quality)

    outputs: list[SceneOutput] = []
    for cls in chosen:
        name = cls.__name__
        rec = LayoutRecorder(name) if spec.layout else None
        recorder[0] = rec
        tracer[0] = TraceRecorder(name, spec.source_path) if spec.trace else None
        scene = None
        t0 = time.perf_counter()
        try:
            with tempconfig(scene_config(spec, name, cache_dir)):
                scene = cls()
                scene.render()
                if rec is not None:
                    rec.check(scene)
                trace = _finish_trace(tracer[0], scene, True)
                out = _collect_outputs(spec, name, scene)
        except BaseException as exc:
            failed = _error_result(exc, spec, source, name)
            failed.scenes = names
            failed.outputs = outputs
            failed.layout = [w for o in outputs for w in o.layout]
            failed.trace = _finish_trace(tracer[0], scene, False)
            return failed
        out.render_time = time.perf_counter() - t0
        out.layout = rec.warnings if rec is not None else []
        outputs.append(out)
    recorder[0] = None
    tracer[0] = None
    last = outputs[-1]
    return RenderResult(
        status="success",
        scene=last.scene,
        scenes=names,
        video=last.video,
        image=last.image,
        duration=last.duration,
        animations=last.animations,
        layout=[w for o in outputs for w in o.layout],
        outputs=outputs,
        quality=spec.quality,
        trace=trace,
    )


def _finish_trace(tracer: TraceRecorder | None, scene: Any, complete: bool) -> SceneTrace | None:
    """The scene's trace (partial after an error); None when not recording or on a bug."""
    if tracer is None or scene is None:
        return None
    try:
        return tracer.finish(scene, complete)
    except Exception:
        return None
    finally:
        tracer.enabled = False


def _no_scene_result(spec: JobSpec, names: list[str]) -> RenderResult:
    msg = (
        "no Scene subclass found in the code; define a class that inherits from Scene "
        "(e.g. `class MyScene(Scene):`) with a construct(self) method"
    )
    err = RenderError("NoSceneFound", msg, tail=f"NoSceneFound: {msg}")
    return RenderResult(status="error", scenes=names, error=err, quality=spec.quality)


def _collect_outputs(spec: JobSpec, name: str, scene: Any) -> SceneOutput:
    """The video (if the scene animated) and a last-frame PNG (always)."""
    renderer = scene.renderer
    plays = int(renderer.num_plays)
    video = spec.out_dir / f"{name}.mp4"
    image = spec.out_dir / f"{name}.png"
    has_video = plays > 0 and video.exists()
    if not image.exists():
        renderer.camera.get_image().save(image)
    duration = _video_duration(video) if has_video else 0.0
    if has_video and duration <= 0:
        duration = float(renderer.time)
    return SceneOutput(
        scene=name,
        video=video if has_video else None,
        image=image if image.exists() else None,
        duration=duration,
        animations=plays,
    )


def _video_duration(path: Path) -> float:
    try:
        import av

        with av.open(str(path)) as container:
            if container.duration:
                return float(container.duration) / 1_000_000
    except Exception:
        pass
    return 0.0
