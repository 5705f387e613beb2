"""A warm render worker: imports Manim once, then forks one isolated child per job.

The pool starts each worker as ``python -c ...main()`` with one end of a socket pair. The
worker imports Manim, renders a tiny warm-up scene (so fonts, codecs and lazy imports are loaded
before any fork), freezes its heap for cheap copy-on-write, and then serves jobs one at a time:
fork a child (see ``child.py``), wait for it with a wall-clock deadline while listening for a
cancel, kill the child's whole process group and cgroup afterwards, and send the result back.
Nothing a scene does can reach the worker: the child is a separate process.
"""

from __future__ import annotations

import contextlib
import gc
import json
import os
import select
import shutil
import signal
import stat
import sys
import time
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from server.render import jobfs, warmcache
from server.render.cgroup import MemoryCgroup, PidsCgroup
from server.render.child import ChildContext, run_child
from server.render.isolation import IsolationInfo, detect
from server.render.isolation import prepare as prepare_isolation
from server.render.job import JobSpec
from server.render.limits import Limits, children_of, session_tasks, set_child_subreaper
from server.render.result import RenderResult, make_error_result
from server.render.texcache import SHARED_SUBDIR, TexServer, cache_secret
from server.render.tracemap import locate_in_fault_dump

POLL_S = 0.1  # how often the fallback watchdog counts the job's processes
LOG_HEAD = 64 * 1024  # of a scene's output, the log keeps the start ...
LOG_TAIL = 192 * 1024  # ... and the end (a print loop cannot fill the disk)
DUMP_GRACE_S = 0.3  # time a timed-out child gets to write its Python stack before SIGKILL
DISK_POLL_S = 0.5  # how often the worker measures the job folder (Limits.job_disk/job_files)
MAX_RESULT_BYTES = 32 * 1024**2  # a larger result.json is not read (the child wrote it)

_WARMUP = """
from manim import *

class Warmup(Scene):
    def construct(self):
        label = Text("warm up")
        self.play(Create(Circle()), Write(label), run_time=0.2)
        {tex}
"""


class OutputTail:
    """A child's stdout/stderr, drained from a pipe, kept as head + tail within a fixed size."""

    def __init__(self, fd: int) -> None:
        self.fd = fd
        os.set_blocking(fd, False)
        self.head = bytearray()
        self.tail = bytearray()
        self.dropped = 0
        self.eof = False

    def pump(self) -> None:
        """Read whatever is waiting, without blocking."""
        while not self.eof:
            try:
                chunk = os.read(self.fd, 65536)
            except BlockingIOError:
                return
            except OSError:
                self.eof = True
                return
            if not chunk:
                self.eof = True
                return
            room = LOG_HEAD - len(self.head)
            if room > 0:
                self.head += chunk[:room]
                chunk = chunk[room:]
            self.tail += chunk
            if len(self.tail) > LOG_TAIL:
                cut = len(self.tail) - LOG_TAIL
                self.dropped += cut
                del self.tail[:cut]

    def drain(self, seconds: float) -> None:
        """Read until every writer has closed the pipe (or ``seconds`` pass), then close it."""
        end = time.monotonic() + seconds
        while not self.eof and time.monotonic() < end:
            self.pump()
            if not self.eof:
                select.select([self.fd], [], [], max(0.0, end - time.monotonic()))
        os.close(self.fd)

    def write(self, path: Path) -> None:
        # never through a link or into a fifo the job may have left there (sanitize_job_dir
        # removed them, but a process that escaped the kill could plant one again)
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644)
        with os.fdopen(fd, "wb") as fh:
            fh.write(self.head)
            if self.dropped:
                fh.write(f"\n[... {self.dropped} bytes of output dropped ...]\n".encode())
            fh.write(self.tail)


class JobWatch:
    """The limits of one running job, checked by :meth:`tick`: the wall-clock deadline, the
    process count (the watchdog, without a cgroup), the folder's size, files and depth, and a
    cancel from the pool. The supervision loop ticks between waits and the LaTeX service ticks
    while it compiles for the job, so no wait of the worker suspends a limit."""

    def __init__(
        self,
        worker: Worker,
        spec: JobSpec,
        pid: int,
        has_cgroup: bool,
        output: OutputTail,
        tex: TexServer | None,
    ) -> None:
        self.worker = worker
        self.spec = spec
        self.pid = pid
        self.output = output
        self.tex = tex
        self.deadline = time.monotonic() + spec.timeout
        self.watchdog = not has_cgroup and os.geteuid() == 0
        self.next_disk_check = time.monotonic() + DISK_POLL_S
        self.outcome: str | None = None  # why the worker stopped the job, once it did

    def tick(self) -> str | None:
        """One round of checks; stops the job when it passed a limit. Returns the outcome."""
        self.output.pump()
        if self.outcome is not None:
            return self.outcome
        now = time.monotonic()
        if now >= self.deadline:
            self.outcome = "timeout"
            with contextlib.suppress(OSError):
                os.kill(self.pid, signal.SIGUSR1)  # faulthandler dumps the stuck stack
            _wait_exit(self.pid, DUMP_GRACE_S, self.output)
            _kill_group(self.pid)
        elif self.watchdog and len(session_tasks(self.pid)) > self.spec.limits.max_processes:
            self.stop("processes")
        elif now >= self.next_disk_check:
            self.next_disk_check = now + DISK_POLL_S
            stage = self.tex.stage if self.tex is not None else None
            if over_disk_limits(Path(self.spec.job_dir), self.spec.limits, stage):
                self.stop("disk")
        if self.outcome is None and self.worker.conn.poll(0):
            self.read_control()
        return self.outcome

    def read_control(self) -> None:
        """A message from the pool while the job runs: a cancel of this job or a stop."""
        if self.worker.read_control(self.spec.id) in ("cancel", "stop"):
            self.stop("cancelled")

    def stop(self, outcome: str) -> None:
        self.outcome = outcome
        _kill_group(self.pid)


class Worker:
    """Serves jobs from one connection until told to stop or the pool goes away."""

    def __init__(self, conn: Connection, cache_dir: Path) -> None:
        self.conn = conn
        self.cache_dir = cache_dir
        self.cgroup_root: PidsCgroup | None = None
        self.memory_root: MemoryCgroup | None = None
        self.tex_secret: bytes | None = None  # names of the shared LaTeX cache (texcache.py)
        self.jobs = 0
        self.stopping = False
        self.isolation: IsolationInfo = detect()
        self.warm_started = 0
        self._rewarm = False
        # the pool's SIGUSR1 / SIGUSR2: the model is computing / done; while it computes, the
        # LaTeX warm-up child is kept stopped (two llama.cpp threads on two cores lose far more
        # than its share to it, nice or not); `_sync_warm` applies the flag between polls
        self._held = False
        self._warm_pid: int | None = None
        self._warm_stopped = False

    def _on_hold_signal(self, signum: int, frame: Any) -> None:
        self._held = signum == signal.SIGUSR1

    def install_hold_handlers(self) -> None:
        """SIGUSR1 pauses the warm-up, SIGUSR2 lets it go on (sent only once ready)."""
        signal.signal(signal.SIGUSR1, self._on_hold_signal)
        signal.signal(signal.SIGUSR2, self._on_hold_signal)

    def _sync_warm(self) -> None:
        """Stop or continue the warm-up child (and its LaTeX processes) to match the pool's
        hold. Only the serving loop calls it, so the pid is never one already reaped."""
        pid = self._warm_pid
        if pid is None or self._held == self._warm_stopped:
            return
        sig = signal.SIGSTOP if self._held else signal.SIGCONT
        with contextlib.suppress(OSError):
            os.killpg(pid, sig)
        with contextlib.suppress(OSError):
            os.kill(pid, sig)  # before the child's setpgid there is no group yet
        self._warm_stopped = self._held

    # -- start-up ---------------------------------------------------------------------------
    def warm_up(self) -> dict[str, Any]:
        """Import Manim and render a tiny scene in-process so every child starts warm."""
        t0 = time.perf_counter()
        import tqdm

        tqdm.tqdm.monitor_interval = (
            0  # no tqdm monitor thread: the worker must fork single-threaded
        )

        import manim
        from manim import config

        config.progress_bar = "none"
        config.verbosity = "WARNING"
        config.notify_outdated_version = False
        config.disable_caching = True
        import_s = time.perf_counter() - t0
        with contextlib.suppress(OSError):
            self.tex_secret = cache_secret(self.cache_dir)
            (self.cache_dir / SHARED_SUBDIR).mkdir(exist_ok=True)
        warm_ok = self._warm_render(manim)
        gc.collect()
        gc.freeze()  # children then leave these objects' pages shared (no GC writes)
        set_child_subreaper()
        if self.isolation.mode == "landlock":
            prepare_isolation(self.isolation.landlock_abi)
        if os.environ.get("MANIM_AGENT_RENDER_CGROUP", "1") != "0":  # "0": test the fallback
            self.cgroup_root = PidsCgroup.create_root(f"manim-agent-{os.getpid()}")
            self.memory_root = MemoryCgroup.create_root(f"manim-agent-{os.getpid()}")
        import threading

        return {
            "op": "ready",
            "pid": os.getpid(),
            "import_s": round(import_s, 3),
            "warm_s": round(time.perf_counter() - t0, 3),
            "warmup_ok": warm_ok,
            "cgroup": str(self.cgroup_root.path) if self.cgroup_root else None,
            "memory_cgroup": self._memory_cgroup_kind(),
            "threads": threading.active_count(),
            "isolation": self.isolation.to_dict(),
        }

    def _memory_cgroup_kind(self) -> str | None:
        """Where job memory limits live: a v1 memory hierarchy, the v2 job cgroup, or nowhere."""
        if self.memory_root is not None:
            return str(self.memory_root.path)
        if self.cgroup_root is not None and (self.cgroup_root.path / "memory.max").exists():
            return str(self.cgroup_root.path)
        return None

    def _warm_render(self, manim: Any) -> bool:
        from manim import tempconfig

        d = self.cache_dir / "warmup"
        d.mkdir(parents=True, exist_ok=True)
        tex = (
            'self.add(MathTex("x^2"))' if shutil.which("latex") and shutil.which("dvisvgm") else ""
        )
        src = d / "warmup_scene.py"
        src.write_text(_WARMUP.format(tex=tex))
        ns: dict[str, Any] = {}
        try:
            exec(compile(src.read_text(), str(src), "exec"), ns)
            with tempconfig(
                {
                    "quality": "low_quality",
                    "media_dir": str(d / "media"),
                    "video_dir": str(d / "media"),
                    "images_dir": str(d / "media"),
                    # the worker's own (its children never read it; see texcache.py)
                    "tex_dir": str(self.cache_dir / "worker-tex"),
                    "text_dir": str(self.cache_dir / "texts"),
                    "output_file": "Warmup",
                    "disable_caching": True,
                    "progress_bar": "none",
                    "verbosity": "ERROR",
                }
            ):
                ns["Warmup"]().render()
            return True
        except Exception as exc:  # a failed warm-up only costs speed
            sys.stderr.write(f"manim-agent worker: warm-up render failed: {exc!r}\n")
            return False
        finally:
            jobfs.remove_tree(d)

    # -- serving ----------------------------------------------------------------------------
    def serve(self) -> None:
        # LaTeX cache warming runs in a child while the worker is idle; any message stops it
        # (stopped while the pool holds it: see `_sync_warm`)
        if os.environ.get("MANIM_AGENT_RENDER_WARM_CACHE", "1") != "0":
            warmcache.clean_private(self.cache_dir)
            self._warm_pid = self._start_warm_child()
        while not self.stopping:
            if self._warm_pid is not None:
                while not self.conn.poll(0.1):
                    self._sync_warm()
                    if warmcache.finished(self._warm_pid):
                        self._warm_pid = None
                        break
                if self._warm_pid is not None:
                    warmcache.stop_child(self._warm_pid, self.cache_dir)
                    self._warm_pid = None
                    self._rewarm = True
                self._warm_stopped = False
            try:
                msg = json.loads(self.conn.recv_bytes())
            except (EOFError, OSError):
                break
            op = msg.get("op")
            if op == "stop":
                break
            if op == "job":
                spec = JobSpec.from_dict(msg["job"])
                result = self.run_job(spec)
                try:
                    self.conn.send_bytes(
                        json.dumps(
                            {"op": "result", "id": spec.id, "result": result.to_dict()}
                        ).encode()
                    )
                except (EOFError, OSError):
                    break
                if self._rewarm:  # interrupted earlier: finish it while idle
                    self._rewarm = False
                    self._warm_pid = self._start_warm_child()
        if self._warm_pid is not None:
            warmcache.stop_child(self._warm_pid, self.cache_dir)
            self._warm_pid = None
        for root in (self.cgroup_root, self.memory_root):
            if root is not None:
                root.kill_all(1.0)
                root.remove()

    def _start_warm_child(self) -> int | None:
        """Fork the LaTeX cache warm-up child (see warmcache.py); None if it cannot start."""
        try:
            pid = os.fork()
        except OSError:
            return None
        if pid == 0:  # pragma: no cover - the child never returns
            with contextlib.suppress(OSError):
                self.conn.close()
            warmcache.warm_child(self.cache_dir)
        self.warm_started += 1
        return pid

    def run_job(self, spec: JobSpec) -> RenderResult:
        """Fork the child for ``spec``, supervise it, and turn its end into a result."""
        self.jobs += 1
        for d in (Path(spec.job_dir), spec.out_dir, spec.media_dir):
            d.mkdir(parents=True, exist_ok=True)
        cgroup = None
        if self.cgroup_root is not None:
            cgroup = self.cgroup_root.child(f"job-{self.jobs}", spec.limits.max_processes)
        memory = self._job_memory_cgroup(spec, cgroup)
        t0 = time.perf_counter()
        out_r, out_w = os.pipe()
        req_r, req_w = os.pipe()  # LaTeX compile requests: child -> worker (texcache.py)
        resp_r, resp_w = os.pipe()  # ... and answers
        ctx = ChildContext(
            close_fds=[self.conn.fileno(), out_r, req_r, resp_w],
            cgroup=str(cgroup.path) if cgroup else None,
            memory_cgroup=str(memory.path) if memory else None,
            cache_dir=str(self.cache_dir),
            output_fd=out_w,
            parent_pid=os.getpid(),
            tex_req_fd=req_w,
            tex_resp_fd=resp_r,
            isolation=self.isolation.to_dict(),
        )
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child never returns
            run_child(spec, ctx)
        for fd in (out_w, req_w, resp_r):
            os.close(fd)
        output = OutputTail(out_r)
        tex: TexServer | None = None
        if self.tex_secret is not None:
            tex = TexServer(req_r, resp_w, self.cache_dir, self.tex_secret)
        else:  # no cache secret could be made: the child compiles privately
            for fd in (req_r, resp_w):
                os.close(fd)
        try:
            outcome, wait_status = self._supervise(spec, pid, cgroup is not None, output, tex)
        finally:
            if tex is not None:
                tex.close()
        elapsed = time.perf_counter() - t0
        if memory is not None and outcome is None and memory.oom_kills() > 0:
            # the kernel's OOM killer ended a process of the job (under bubblewrap the child
            # is bwrap, which then exits with 128 + SIGKILL)
            clean_exit = os.WIFEXITED(wait_status) and os.WEXITSTATUS(wait_status) == 0
            if not clean_exit:
                outcome = "memory"
        self._clean_up_job(pid, cgroup, memory)
        # Everything of the job is dead: before this (unconfined) process writes the log or
        # reads anything back, take out the links and special files the job may have planted.
        sanitize_job_dir(Path(spec.job_dir))
        output.drain(2.0)  # everything of the job is dead now: the pipe reaches EOF
        with contextlib.suppress(OSError):
            output.write(spec.log_path)
        result = self._result_for(spec, outcome, wait_status)
        vet_output_paths(result, spec)
        result.render_time = round(elapsed, 4)
        result.job_dir = Path(spec.job_dir)
        result.log = spec.log_path if spec.log_path.exists() else None
        result.quality = spec.quality
        return result

    def _job_memory_cgroup(self, spec: JobSpec, cgroup: PidsCgroup | None) -> MemoryCgroup | None:
        """The job's memory cgroup (v1: its own; v2: the job cgroup itself), or None."""
        limit = spec.limits.memory
        if self.memory_root is not None:
            return self.memory_root.child(f"job-{self.jobs}", limit)
        if cgroup is not None and (cgroup.path / "memory.max").exists():
            mem = MemoryCgroup(cgroup.path)
            return mem if mem.limit(limit) else None
        return None

    def _supervise(
        self,
        spec: JobSpec,
        pid: int,
        has_cgroup: bool,
        output: OutputTail,
        tex: TexServer | None = None,
    ) -> tuple[str | None, int]:
        """Wait for the child; returns (our reason for killing it or None, its wait status).

        The limits are checked by :class:`JobWatch`, here between waits and by the LaTeX
        service while it compiles for the job (a compile never suspends them)."""
        watch = JobWatch(self, spec, pid, has_cgroup, output, tex)
        pidfd = _pidfd_open(pid)
        try:
            while True:
                done = _exited(pid)
                if done is not None:
                    return watch.outcome, done
                watch.tick()
                done = _exited(pid)
                if done is not None:
                    return watch.outcome, done
                now = time.monotonic()
                wait_s = max(0.0, watch.deadline - now) if watch.outcome is None else 0.05
                if watch.watchdog:
                    wait_s = min(wait_s, POLL_S)
                wait_s = min(wait_s, max(0.0, watch.next_disk_check - now))
                fds: list[Any] = [self.conn]
                wfds: list[int] = []
                if not output.eof:
                    fds.append(output.fd)
                serving = tex is not None and not tex.closed and watch.outcome is None
                if serving and tex is not None:
                    fds.append(tex.fileno())
                    if tex.wants_write():
                        wfds.append(tex.resp_fd)
                if pidfd is not None:
                    fds.append(pidfd)
                else:
                    wait_s = min(wait_s, 0.02)
                ready, writable, _ = select.select(fds, wfds, [], wait_s)
                if serving and tex is not None:
                    if tex.resp_fd in writable:
                        tex.flush()
                    if tex.fileno() in ready:
                        try:  # compiles a formula for the child, checking limits meanwhile
                            tex.pump(watch.deadline, watch.tick)
                        except Exception as exc:  # never the worker's end: the service's
                            sys.stderr.write(f"manim-agent worker: LaTeX service: {exc!r}\n")
                            tex.close()
                if self.conn in ready and watch.outcome is None:
                    watch.read_control()
        finally:
            if pidfd is not None:
                os.close(pidfd)

    def read_control(self, job_id: str) -> str | None:
        """A control message that arrived while a job runs ("cancel" of this job / "stop")."""
        try:
            msg = json.loads(self.conn.recv_bytes())
        except (EOFError, OSError):
            self.stopping = True  # the pool is gone: stop the job and exit
            return "stop"
        op = msg.get("op")
        if op == "stop":
            self.stopping = True
            return "stop"
        if op == "cancel" and msg.get("id") == job_id:
            return "cancel"
        return None

    def _clean_up_job(
        self, pid: int, cgroup: PidsCgroup | None, memory: MemoryCgroup | None = None
    ) -> None:
        """Kill whatever the job left running, reap it, and delete its cgroups."""
        _kill_group(pid)
        if cgroup is not None:
            cgroup.kill_all()
        if memory is not None and memory.path != getattr(cgroup, "path", None):
            memory.kill_all()
        with contextlib.suppress(ChildProcessError):
            os.waitpid(pid, 0)
        if cgroup is None:
            # Orphans that left the process group were adopted by us (a subreaper): end them.
            end = time.monotonic() + 5.0
            while time.monotonic() < end:
                _reap_all()
                strays = children_of(os.getpid())
                if not strays:
                    break
                for p in strays:
                    with contextlib.suppress(OSError):
                        os.kill(p, signal.SIGKILL)
                time.sleep(0.005)
        _reap_all()
        if cgroup is not None:
            cgroup.remove()
        if memory is not None:
            memory.remove()

    def _result_for(self, spec: JobSpec, outcome: str | None, wait_status: int) -> RenderResult:
        source = _read(Path(spec.source_path))
        if outcome == "cancelled":
            return make_error_result(
                "cancelled", "Cancelled", "the render was cancelled", display_name=spec.display_name
            )
        if outcome == "timeout":
            line = _dump_line(spec)
            where = f"; it was still running line {line}" if line else ""
            return make_error_result(
                "timeout",
                "Timeout",
                f"the render took longer than {spec.timeout:g} s and was stopped{where} "
                "(an endless loop, or too much work for one scene)",
                line=line,
                source=source,
                display_name=spec.display_name,
            )
        if outcome == "processes":
            return make_error_result(
                "error",
                "ProcessLimit",
                f"the scene started more than {spec.limits.max_processes} processes "
                "and was stopped",
                display_name=spec.display_name,
            )
        if outcome == "disk":
            return make_error_result(
                "error",
                "DiskLimit",
                f"the scene wrote more than {spec.limits.job_disk / 1024**3:g} GiB or "
                f"{spec.limits.job_files} files, or folders more than {jobfs.MAX_DEPTH} levels "
                "deep, into its folder and was stopped",
                display_name=spec.display_name,
            )
        if outcome == "memory":
            return make_error_result(
                "error",
                "MemoryLimit",
                f"the scene used more than {spec.limits.memory / 1024**3:g} GiB of memory "
                "(memory files and tmpfs included) and was stopped",
                line=_dump_line(spec),
                source=source,
                display_name=spec.display_name,
            )
        if spec.result_path.exists():
            try:
                if spec.result_path.stat().st_size > MAX_RESULT_BYTES:
                    raise ValueError("result.json too large")  # written by the child: suspect
                return RenderResult.from_dict(json.loads(_read_plain(spec.result_path)))
            except Exception:  # whatever the child wrote (RecursionError too) never ends the worker
                pass
        return self._crash_result(spec, wait_status, source)

    def _crash_result(self, spec: JobSpec, wait_status: int, source: str | None) -> RenderResult:
        line = _dump_line(spec)
        if os.WIFSIGNALED(wait_status):
            sig = os.WTERMSIG(wait_status)
            name = _signal_name(sig)
            if sig == signal.SIGXCPU:
                return make_error_result(
                    "timeout",
                    "Timeout",
                    f"the scene used more than {spec.limits.cpu_limit_for(spec.timeout)} s of CPU "
                    "time and was stopped",
                    line=line,
                    source=source,
                    display_name=spec.display_name,
                )
            if sig == signal.SIGKILL:
                msg = (
                    "the scene process was killed (SIGKILL), most likely for using too much memory"
                )
            else:
                msg = f"the scene process crashed with {name}"
                if sig == signal.SIGSEGV:
                    msg += " (segmentation fault in native code)"
            return make_error_result(
                "error", "Crash", msg, line=line, source=source, display_name=spec.display_name
            )
        code = os.WEXITSTATUS(wait_status) if os.WIFEXITED(wait_status) else -1
        return make_error_result(
            "error",
            "ProcessExit",
            f"the scene process exited with code {code} before finishing the render "
            "(a scene must not end the process, e.g. with os._exit)",
            line=line,
            source=source,
            display_name=spec.display_name,
        )


def over_disk_limits(job_dir: Path, limits: Limits, extra: Path | None = None) -> bool:
    """Whether the job folder (and ``extra``, a LaTeX staging folder working for the job) holds
    more bytes or entries than its limits, or folders nested past ``jobfs.MAX_DEPTH``."""
    total, count = 0, 0
    too_deep = False

    def visit(entry: jobfs.Entry) -> bool:
        nonlocal total, count
        count += 1
        if not entry.is_dir:
            total += entry.st.st_blocks * 512
        return count > limits.job_files or total > limits.job_disk

    def deep(entry: jobfs.Entry) -> None:
        nonlocal too_deep
        too_deep = True

    for root in (job_dir, extra):
        if root is not None and jobfs.scan(root, visit, on_too_deep=deep):
            return True
    return too_deep


def sanitize_job_dir(job_dir: Path) -> list[str]:
    """Remove symlinks, hard links and special files (fifos, sockets, devices) from a job folder,
    and folders nested deeper than ``jobfs.MAX_DEPTH`` (no render writes those).

    The job's child wrote this folder; the worker and the caller then read (and the worker
    writes) files in it without any sandbox. A planted ``render.log -> ~/.bashrc`` would have the
    worker overwrite a user file, ``scene.py -> ~/.ssh/id_rsa`` would put a secret into error
    messages, and a fifo named like an output would hang the caller; a tree thousands of levels
    deep would end any recursive walker. The walk is iterative and by descriptor
    (``jobfs.scan``). Returns the names of what was removed.
    """
    removed: list[str] = []

    def visit(entry: jobfs.Entry) -> None:
        mode = entry.st.st_mode
        bad = stat.S_ISLNK(mode) or not (stat.S_ISREG(mode) or stat.S_ISDIR(mode))
        if not bad and stat.S_ISREG(mode) and entry.st.st_nlink > 1:
            bad = True
        if bad:
            with contextlib.suppress(OSError):
                os.unlink(entry.name, dir_fd=entry.dir_fd)
                removed.append(entry.name)

    def too_deep(entry: jobfs.Entry) -> None:
        jobfs.remove_tree_at(entry.dir_fd, entry.name)
        removed.append(entry.name)

    jobfs.scan(job_dir, visit, on_too_deep=too_deep)
    return removed


def vet_output_paths(result: RenderResult, spec: JobSpec) -> None:
    """Keep only output paths that are regular files in the job's ``out`` folder.

    ``result.json`` comes from the child: an untrusted scene could name any file as its video
    or image, and the caller copies those to the user's output folder.
    """
    out = os.path.realpath(spec.out_dir)

    def ok(p: Path | None) -> Path | None:
        if p is None:
            return None
        real = os.path.realpath(p)
        if os.path.dirname(real) != out or not os.path.isfile(real) or os.path.islink(p):
            return None
        return Path(real)

    result.video, result.image = ok(result.video), ok(result.image)
    for o in result.outputs:
        o.video, o.image = ok(o.video), ok(o.image)


def _read_plain(path: Path) -> str:
    """A regular file's text, refusing links, fifos and devices (the job wrote this folder)."""
    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    with os.fdopen(fd, "rb") as fh:
        if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
            raise OSError(f"{path} is not a regular file")
        return fh.read().decode("utf-8", errors="replace")


def _read(path: Path) -> str | None:
    try:
        return _read_plain(path)
    except OSError:
        return None


def _dump_line(spec: JobSpec) -> int | None:
    """The user line in a faulthandler dump at the end of the job's log, if there is one."""
    try:
        fd = os.open(spec.log_path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
        with os.fdopen(fd, "rb") as fh:
            fh.seek(0, os.SEEK_END)
            size = fh.tell()
            fh.seek(max(0, size - 65536))
            text = fh.read().decode("utf-8", errors="replace")
    except OSError:
        return None
    loc = locate_in_fault_dump(text, spec.source_path)
    return loc.line if loc else None


def _signal_name(sig: int) -> str:
    try:
        return signal.Signals(sig).name
    except ValueError:
        return f"signal {sig}"


def _pidfd_open(pid: int) -> int | None:
    opener = getattr(os, "pidfd_open", None)
    if opener is None:
        return None
    try:
        fd: int = opener(pid)
        return fd
    except OSError:
        return None


def _exited(pid: int) -> int | None:
    """The child's wait status if it has exited (not reaped yet, so its group id stays ours)."""
    try:
        info = os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
    except ChildProcessError:
        return 0
    if info is None or info.si_pid == 0:
        return None
    if info.si_code == os.CLD_EXITED:
        return (info.si_status & 0xFF) << 8
    return info.si_status & 0x7F  # killed / dumped: the signal number


def _wait_exit(pid: int, seconds: float, output: OutputTail) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end and _exited(pid) is None:
        output.pump()
        time.sleep(0.01)
    output.pump()


def _kill_group(pid: int) -> None:
    with contextlib.suppress(OSError):
        os.killpg(pid, signal.SIGKILL)
    with contextlib.suppress(OSError):
        os.kill(pid, signal.SIGKILL)


def _reap_all() -> None:
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def main(argv: list[str] | None = None) -> None:
    """Entry point: ``main([fd, cache_dir])``; fd is this worker's end of the socket pair."""
    args = sys.argv[1:] if argv is None else argv
    fd, cache_dir = int(args[0]), Path(args[1])
    cache_dir.mkdir(parents=True, exist_ok=True)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C in a terminal goes to the pool, not here
    conn = Connection(fd)
    worker = Worker(conn, cache_dir)
    try:
        ready = worker.warm_up()
    except BaseException as exc:
        with contextlib.suppress(OSError):
            conn.send_bytes(json.dumps({"op": "failed", "error": repr(exc)}).encode())
        raise
    worker.install_hold_handlers()  # before "ready": the pool signals only ready workers
    conn.send_bytes(json.dumps(ready).encode())
    worker.serve()


if __name__ == "__main__":
    main()
