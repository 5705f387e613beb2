"""The render pool: warm worker processes, a job queue, cancellation, replacement of dead workers.

Each pool slot owns one worker process (``worker.py``) and one thread that feeds it jobs from a
shared queue, so jobs run ``size`` at a time and the rest wait their turn. The pool is safe to
use from any thread (the language server calls it from its worker threads) and never touches
the caller's stdin or stdout: workers get /dev/null for stdin and stdout, and a log file for
stderr. Shut it down with ``shutdown()`` (also registered with ``atexit`` for ``get_pool()``).
"""

from __future__ import annotations

import atexit
import contextlib
import fcntl
import itertools
import json
import os
import queue
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Iterator
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from server.render.isolation import worker_env as _allowed_env
from server.render.job import JobSpec
from server.render.jobfs import remove_tree
from server.render.limits import Limits
from server.render.result import RenderResult, make_error_result, tail_lines
from server.render.texcache import SHARED_SUBDIR

REPO_ROOT = Path(__file__).resolve().parents[2]
WORKER_START_TIMEOUT_S = 180.0
JOB_GRACE_S = 30.0  # beyond a job's own timeout, before the pool gives up on its worker
STALE_JOB_DIR_S = 24 * 3600
CACHE_MAX_FILES = 20000  # a slot's LaTeX/Text cache is wiped when it grows past this

# Keep numeric libraries to one thread per render: pools run one job per core already, and
# every BLAS thread reserves address space that the per-job limit would have to allow for.
_WORKER_ENV = {
    "OPENBLAS_NUM_THREADS": "1",
    "OMP_NUM_THREADS": "1",
    "MKL_NUM_THREADS": "1",
    "PYTHONDONTWRITEBYTECODE": "1",
    "PYTHONUNBUFFERED": "1",
}
_BOOTSTRAP = (
    "import sys; sys.path.insert(0, {root!r}); "
    "from server.render.worker import main; main(sys.argv[1:])"
)


class WorkerStartError(RuntimeError):
    """A worker process could not import Manim or warm up; the message carries its stderr."""


def default_cache_dir() -> Path:
    """Persistent LaTeX/Text SVG caches: ``$MANIM_AGENT_RENDER_CACHE`` or the XDG cache dir."""
    env = os.environ.get("MANIM_AGENT_RENDER_CACHE")
    if env:
        return Path(env)
    xdg = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(xdg) / "manim-agent" / "render"


class CacheSlot:
    """A cache folder held with an exclusive lock, so one worker at a time (in any process) writes
    to it. Manim's tex and text caches are content-addressed but not safe for concurrent writers."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._fd = fd

    @classmethod
    def acquire(cls, root: Path) -> CacheSlot:
        root.mkdir(parents=True, exist_ok=True)
        for k in range(256):
            path = root / f"slot-{k}"
            path.mkdir(exist_ok=True)
            fd = os.open(path / "lock", os.O_RDWR | os.O_CREAT, 0o644)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                os.close(fd)
                continue
            os.set_inheritable(fd, False)
            slot = cls(path, fd)
            slot.trim()
            return slot
        raise OSError(f"no free render cache slot under {root}")

    def trim(self) -> None:
        """Start the slot afresh when its caches have grown past ``CACHE_MAX_FILES``."""
        count = 0
        for sub in ("tex", "texts", SHARED_SUBDIR):
            with contextlib.suppress(OSError):
                count += sum(1 for _ in os.scandir(self.path / sub))
        if count > CACHE_MAX_FILES:
            for sub in ("tex", "texts", SHARED_SUBDIR):
                remove_tree(self.path / sub)
        # the shared cache before its names were keyed (anyone could compute those names)
        remove_tree(self.path / "tex-verified")
        # staging folders of LaTeX compiles a killed worker left behind (texcache.py)
        for stage in self.path.glob("stage-*"):
            remove_tree(stage)

    def release(self) -> None:
        if self._fd >= 0:
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = -1


def default_scratch_dir() -> Path:
    """Where per-job folders live: ``$MANIM_AGENT_RENDER_DIR`` or ``<tmp>/manim-agent-render``."""
    env = os.environ.get("MANIM_AGENT_RENDER_DIR")
    return Path(env) if env else Path(tempfile.gettempdir()) / "manim-agent-render"


class JobHandle:
    """A submitted job: wait for its result, or cancel it (queued or running)."""

    def __init__(self, spec: JobSpec) -> None:
        self.spec = spec
        self._lock = threading.Lock()
        self._done = threading.Event()
        self._cancel = threading.Event()
        self._result: RenderResult | None = None
        self.state = "queued"  # queued -> running -> done
        self.submitted = time.monotonic()

    @property
    def id(self) -> str:
        return self.spec.id

    def cancel(self) -> None:
        """Ask for the job to stop; a queued job ends at once, a running one within ~0.1 s."""
        self._cancel.set()
        with self._lock:
            queued = self.state == "queued"
        if queued:
            self._finish(
                make_error_result(
                    "cancelled",
                    "Cancelled",
                    "the render was cancelled before it started",
                    display_name=self.spec.display_name,
                )
            )

    @property
    def cancel_requested(self) -> bool:
        return self._cancel.is_set()

    def done(self) -> bool:
        return self._done.is_set()

    def result(self, timeout: float | None = None) -> RenderResult:
        """The result; raises TimeoutError if it is not there within ``timeout`` seconds."""
        if not self._done.wait(timeout):
            raise TimeoutError(f"render job {self.id} still running")
        assert self._result is not None
        return self._result

    def _start(self) -> bool:
        with self._lock:
            if self.state != "queued":
                return False
            self.state = "running"
            return True

    def _finish(self, result: RenderResult) -> None:
        with self._lock:
            if self.state == "done":
                return
            self.state = "done"
            self._result = result
        self._done.set()


class _Slot:
    """One worker process and the thread that feeds it."""

    def __init__(self, pool: RenderPool, index: int) -> None:
        self.pool = pool
        self.index = index
        self.proc: subprocess.Popen[bytes] | None = None
        self.conn: Connection | None = None
        self.info: dict[str, Any] = {}
        self.ready = threading.Event()
        self.start_error: str | None = None
        self.restarts = 0
        self.jobs_done = 0
        self.cache: CacheSlot | None = None
        self.thread = threading.Thread(target=self._run, name=f"render-slot-{index}", daemon=True)

    # -- worker process ---------------------------------------------------------------------
    def start_worker(self) -> None:
        self.stop_worker()
        self.ready.clear()
        if self.cache is None:
            try:
                self.cache = CacheSlot.acquire(self.pool.cache_dir)
            except OSError:  # unwritable cache root: a private one that dies with the pool
                self.cache = CacheSlot.acquire(self.pool.pool_dir / "cache")
        cache = self.cache.path
        ours, theirs = socket.socketpair()
        log_path = self.pool.pool_dir / f"worker-{self.index}.log"
        try:
            with open(log_path, "ab") as log:
                self.proc = subprocess.Popen(
                    [
                        sys.executable,
                        "-c",
                        _BOOTSTRAP.format(root=str(REPO_ROOT)),
                        str(theirs.fileno()),
                        str(cache),
                    ],
                    pass_fds=[theirs.fileno()],
                    stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL,
                    stderr=log,
                    env=self.pool.worker_env,
                    cwd=str(self.pool.pool_dir),
                    start_new_session=True,
                )
        finally:
            theirs.close()
        self.conn = Connection(ours.detach())
        deadline = time.monotonic() + WORKER_START_TIMEOUT_S
        while time.monotonic() < deadline:
            if self.conn.poll(0.1):
                try:
                    msg = json.loads(self.conn.recv_bytes())
                except (EOFError, OSError):
                    break
                if msg.get("op") == "ready":
                    self.info = msg
                    self.start_error = None
                    with self.pool._quiet_lock:  # a worker that starts during a hold joins it
                        self.ready.set()
                        if self.pool._quiet:
                            self.send_signal(signal.SIGUSR1)
                    return
                break
            if self.proc.poll() is not None:
                break
        err = tail_lines(_read_text(log_path), 15)
        self.stop_worker()
        self.start_error = f"render worker could not start: {err or 'no output'}"
        raise WorkerStartError(self.start_error)

    def stop_worker(self, grace: float = 2.0) -> None:
        proc, conn = self.proc, self.conn
        self.proc, self.conn = None, None
        if conn is not None:
            with contextlib.suppress(OSError, EOFError):
                conn.send_bytes(b'{"op": "stop"}')
            with contextlib.suppress(OSError):
                conn.close()
        if proc is not None:
            try:
                proc.wait(timeout=grace)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(OSError):
                    os.killpg(proc.pid, 9)
                with contextlib.suppress(subprocess.TimeoutExpired):
                    proc.wait(timeout=5)

    def alive(self) -> bool:
        return self.proc is not None and self.conn is not None and self.proc.poll() is None

    def send_signal(self, sig: int) -> None:
        """Send `sig` to a ready worker (its handlers are installed before it says ready)."""
        proc = self.proc
        if proc is not None and self.ready.is_set():
            with contextlib.suppress(OSError):
                proc.send_signal(sig)  # a no-op once the process has been reaped

    # -- job loop ---------------------------------------------------------------------------
    def _run(self) -> None:
        with contextlib.suppress(WorkerStartError, OSError):
            self.start_worker()
        while True:
            handle = self.pool._queue.get()
            if handle is None:
                break
            if not handle._start():
                continue  # cancelled while queued
            try:
                result = self._run_job(handle)
            except Exception as exc:  # never leave a caller waiting
                result = make_error_result(
                    "error", "RenderPoolError", f"{type(exc).__name__}: {exc}"
                )
            self.jobs_done += 1
            handle._finish(result)
        self.stop_worker()
        if self.cache is not None:
            self.cache.release()

    def _ensure_worker(self) -> str | None:
        if self.alive():
            return None
        try:
            if self.proc is not None:
                self.restarts += 1
            self.start_worker()
            return None
        except (WorkerStartError, OSError) as exc:
            return str(exc)

    def _run_job(self, handle: JobHandle) -> RenderResult:
        spec = handle.spec
        error = self._ensure_worker()
        if error is not None:
            return make_error_result("error", "WorkerStartError", error)
        assert self.conn is not None and self.proc is not None
        conn = self.conn
        try:
            conn.send_bytes(json.dumps({"op": "job", "job": spec.to_dict()}).encode())
        except OSError as exc:
            self._replace_worker()
            return make_error_result("error", "WorkerDied", f"render worker unavailable: {exc}")
        give_up = time.monotonic() + spec.timeout + JOB_GRACE_S
        cancel_sent = False
        while True:
            try:
                if conn.poll(0.05):
                    msg = json.loads(conn.recv_bytes())
                    if msg.get("op") == "result" and msg.get("id") == spec.id:
                        return RenderResult.from_dict(msg["result"])
                    continue
            except (EOFError, OSError):
                self._replace_worker()
                return make_error_result(
                    "error", "WorkerDied", "the render worker died during the job; it was replaced"
                )
            if handle.cancel_requested and not cancel_sent:
                cancel_sent = True
                with contextlib.suppress(OSError):
                    conn.send_bytes(json.dumps({"op": "cancel", "id": spec.id}).encode())
            if self.proc is not None and self.proc.poll() is not None:
                self._replace_worker()
                return make_error_result(
                    "error", "WorkerDied", "the render worker died during the job; it was replaced"
                )
            if time.monotonic() > give_up:
                self._replace_worker()
                return make_error_result(
                    "timeout",
                    "Timeout",
                    f"the render worker did not answer within {spec.timeout + JOB_GRACE_S:g} s; "
                    "it was replaced",
                )

    def _replace_worker(self) -> None:
        self.restarts += 1
        if self.proc is not None:
            with contextlib.suppress(OSError):
                os.killpg(self.proc.pid, 9)
        self.stop_worker(grace=1.0)
        with contextlib.suppress(WorkerStartError, OSError):
            self.start_worker()


class RenderPool:
    """Warm Manim workers; each job runs in a fresh, limited child forked from one of them.

    ``size`` defaults to the number of cores. ``limits`` are the defaults for every job. ``env``
    adds to (or, with a value of None, removes from) the workers' environment - tests use it to
    hide LaTeX. Per-job folders go under ``scratch_dir``; compiled LaTeX and Text SVGs are
    cached under ``cache_dir`` (persistent by default, one locked slot per worker).
    """

    _ids = itertools.count(1)

    def __init__(
        self,
        size: int | None = None,
        *,
        limits: Limits | None = None,
        env: dict[str, str | None] | None = None,
        scratch_dir: str | Path | None = None,
        cache_dir: str | Path | None = None,
    ) -> None:
        self.size = max(1, int(size or os.cpu_count() or 1))
        self.limits = limits or Limits()
        self.scratch_dir = Path(scratch_dir) if scratch_dir else default_scratch_dir()
        self.jobs_dir = self.scratch_dir / "jobs"
        self.jobs_dir.mkdir(parents=True, exist_ok=True)
        self.pool_dir = self.scratch_dir / f"pool-{os.getpid()}-{next(self._ids)}"
        self.pool_dir.mkdir(parents=True, exist_ok=True)
        self.cache_dir = Path(cache_dir) if cache_dir else default_cache_dir()
        self.worker_env = _worker_env(env)
        self._queue: queue.Queue[JobHandle | None] = queue.Queue()
        self._closed = False
        self._quiet = 0  # `quiet()` holders: the model is computing
        self._quiet_lock = threading.Lock()
        self._lock = threading.Lock()
        _sweep_stale(self.jobs_dir)
        self._slots = [_Slot(self, i) for i in range(self.size)]
        for slot in self._slots:
            slot.thread.start()

    # -- submitting -------------------------------------------------------------------------
    def new_job_dir(self) -> tuple[str, Path]:
        job_id = uuid.uuid4().hex[:12]
        path = self.jobs_dir / f"job-{job_id}"
        path.mkdir(parents=True)
        return job_id, path

    def submit(self, spec: JobSpec) -> JobHandle:
        """Queue a job; returns at once with a handle to wait on or cancel."""
        with self._lock:
            if self._closed:
                raise RuntimeError("the render pool is shut down")
            handle = JobHandle(spec)
            self._queue.put(handle)
        return handle

    def wait_ready(self, timeout: float = WORKER_START_TIMEOUT_S) -> bool:
        """Block until every worker has warmed up (benchmarks and tests use this)."""
        end = time.monotonic() + timeout
        for slot in self._slots:
            if not slot.ready.wait(max(0.0, end - time.monotonic())):
                return False
        return True

    @contextlib.contextmanager
    def quiet(self) -> Iterator[None]:
        """While the model computes: the workers' background LaTeX warm-up is paused (its
        processes stopped) and goes on afterwards. Jobs run as usual. Nests and may be held
        from several threads; the server's llama.cpp backend holds it around every model call
        (`LlamaCppBackend.compute_hook`), because the niced warm-up still cost the first
        request after a start 5-8 s (docs/benchmarks.md)."""
        with self._quiet_lock:
            self._quiet += 1
            if self._quiet == 1:
                for slot in self._slots:
                    slot.send_signal(signal.SIGUSR1)
        try:
            yield
        finally:
            with self._quiet_lock:
                self._quiet -= 1
                if self._quiet == 0:
                    for slot in self._slots:
                        slot.send_signal(signal.SIGUSR2)

    def stats(self) -> dict[str, Any]:
        return {
            "size": self.size,
            "queued": self._queue.qsize(),
            "workers": [
                {
                    "pid": s.proc.pid if s.proc else None,
                    "alive": s.alive(),
                    "restarts": s.restarts,
                    "jobs": s.jobs_done,
                    **{k: v for k, v in s.info.items() if k != "op"},
                }
                for s in self._slots
            ],
        }

    def worker_pids(self) -> list[int]:
        return [s.proc.pid for s in self._slots if s.proc is not None]

    # -- lifetime ---------------------------------------------------------------------------
    @property
    def closed(self) -> bool:
        return self._closed

    def shutdown(self, timeout: float = 10.0) -> None:
        """Cancel queued jobs, stop running ones, stop the workers and remove the pool folder."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
        while True:
            try:
                handle = self._queue.get_nowait()
            except queue.Empty:
                break
            if handle is not None:
                handle.cancel()
        for slot in self._slots:
            if slot.conn is not None:
                with contextlib.suppress(OSError):
                    slot.conn.send_bytes(b'{"op": "stop"}')
            self._queue.put(None)
        end = time.monotonic() + timeout
        for slot in self._slots:
            slot.thread.join(max(0.1, end - time.monotonic()))
            slot.stop_worker(grace=0.5)
        remove_tree(self.pool_dir)

    def __enter__(self) -> RenderPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.shutdown()


def _worker_env(extra: dict[str, str | None] | None) -> dict[str, str]:
    # only an allow-list of the caller's variables: a worker's environment (and memory) is
    # inherited by every render child, so secrets (API keys, tokens) must never get there
    env = _allowed_env(dict(os.environ))
    env.update(_WORKER_ENV)
    path = env.get("PYTHONPATH")
    env["PYTHONPATH"] = str(REPO_ROOT) + (os.pathsep + path if path else "")
    for key, value in (extra or {}).items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return env


def _sweep_stale(jobs_dir: Path) -> None:
    """Remove job folders older than a day, and pool folders of processes that are gone.

    A job folder may hold any tree its job left (thousands of levels deep): ``remove_tree``
    walks none of it recursively, so no folder can make every later pool fail at start."""
    cutoff = time.time() - STALE_JOB_DIR_S
    with contextlib.suppress(OSError):
        for entry in jobs_dir.iterdir():
            with contextlib.suppress(OSError):
                if entry.stat().st_mtime < cutoff:
                    remove_tree(entry)
    with contextlib.suppress(OSError):
        for entry in jobs_dir.parent.glob("pool-*-*"):
            pid = entry.name.split("-")[1]
            if pid.isdigit() and not Path(f"/proc/{pid}").exists():
                remove_tree(entry)


def _read_text(path: Path) -> str:
    try:
        return path.read_text(errors="replace")
    except OSError:
        return ""


_default_pool: RenderPool | None = None
_default_lock = threading.Lock()


def get_pool() -> RenderPool:
    """The process-wide pool (created on first use, shut down at exit)."""
    global _default_pool
    with _default_lock:
        if _default_pool is None or _default_pool.closed:
            _default_pool = RenderPool()
            atexit.register(_default_pool.shutdown)
        return _default_pool


def shutdown_pool() -> None:
    """Shut the process-wide pool down now (the next ``get_pool()`` starts a new one)."""
    global _default_pool
    with _default_lock:
        pool, _default_pool = _default_pool, None
    if pool is not None:
        pool.shutdown()
