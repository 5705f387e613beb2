"""A LaTeX cache that render children neither read nor write: the worker compiles for them.

Compiled formulas are worth sharing between jobs (a repair loop renders the same ``MathTex``
every round), but a cache that jobs write is a cache one job can poison for the next (write a
bogus ``<hash>.svg`` for a formula some later scene uses, and that scene shows the attacker's
picture), and a cache jobs read is a channel between them. So the shared folder
(``<cache slot>/tex-keyed``) is read and written only by the trusted worker:

* the child's ``tex_to_svg_file`` (patched in by :func:`install_client`) sends the ``.tex``
  text to its worker over a pipe and waits for the SVG itself, which it writes into its own job
  folder;
* the worker (:class:`TexServer`, polled from its supervision loop) looks the text up under its
  **keyed name** (an HMAC of the text under a secret of the cache slot, :func:`shared_name`),
  and otherwise compiles it in a fresh staging folder with ``latex``/``dvisvgm`` confined by
  Landlock (read the TeX tree, write the staging folder only), in paranoid TeX mode and without
  shell escape, and publishes only that SVG under that name.

An entry therefore is always what LaTeX makes of the text its name stands for: a job can add
entries, but only honest ones for its own formulas. Children get no access to the shared
folder at all, and its names are keyed by a secret only the worker reads, so no job can test
whether another job rendered a formula (a ``stat`` on its name) or read another job's glyphs.
A formula that fails to compile comes back with LaTeX's log, and the child reports the error
the way Manim does. Children may still compile privately in their job folder (the original
function), which affects nobody else.

The worker never blocks on a job: requests are read and answers written without blocking,
every malformed request (deeply nested JSON included) gets an error answer, and while LaTeX
runs the worker keeps checking the job's limits (the ``tick`` callback of :meth:`pump`).
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import os
import resource
import struct
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from server.render import isolation, landlock, seccomp
from server.render.jobfs import remove_tree

SHARED_SUBDIR = "tex-keyed"  # (was "tex-verified": names that anyone could compute)
SECRET_FILE = "tex-secret"
MAX_REQUEST = 256 * 1024
MAX_SVG = 16 * 1024**2  # an SVG larger than this is not sent back (the child compiles it)
MAX_PENDING = 64 * 1024**2  # answers a child does not read: past this, it loses the service
TICK_S = 0.1  # how often the worker checks the job's limits while LaTeX runs
COMPILERS = frozenset({"latex", "pdflatex", "luatex", "lualatex", "xelatex"})
FORMATS = frozenset({".dvi", ".xdv", ".pdf"})
_HEADER = struct.Struct(">I")


def tex_key(code: str) -> str:
    """Manim's cache key for a ``.tex`` text (``tex_hash``: sha256, 16 hex digits)."""
    from manim.utils.tex_file_writing import tex_hash

    return str(tex_hash(code))


def cache_secret(cache_dir: Path) -> bytes:
    """The slot's secret for :func:`shared_name` (created on first use, mode 0600).

    It lives beside the shared folder, where no render child may read (Landlock, or bubblewrap's
    view, which binds neither)."""
    path = cache_dir / SECRET_FILE
    with contextlib.suppress(OSError):
        data = path.read_bytes()
        if len(data) >= 32:
            return data
    cache_dir.mkdir(parents=True, exist_ok=True)
    data = os.urandom(32)
    tmp = cache_dir / f".{SECRET_FILE}-{os.getpid()}"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, 0o600)
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)
    os.replace(tmp, path)
    return data


def shared_name(secret: bytes, code: str, compiler: str, fmt: str) -> str:
    """The shared cache's file name for one ``.tex`` text: without the secret it says nothing."""
    msg = json.dumps([code, compiler, fmt]).encode()
    return hmac.new(secret, msg, hashlib.sha256).hexdigest()[:32] + ".svg"


def texcode(template: Any, expression: str, environment: str | None) -> str:
    """The ``.tex`` text Manim compiles for ``expression`` (as ``tex_to_svg_file`` builds it)."""
    if environment is not None:
        return str(template.get_texcode_for_expression_in_env(expression, environment))
    return str(template.get_texcode_for_expression(expression))


def _frame(obj: dict[str, Any]) -> bytes:
    body = json.dumps(obj).encode()
    return _HEADER.pack(len(body)) + body


# -- worker side -------------------------------------------------------------------------------


class TexServer:
    """The worker's end of one job's request pipe: read requests, compile, answer.

    Never blocks on the child: ``pump`` reads what is there, ``flush`` writes what the pipe
    takes (the worker selects on :meth:`wants_write`). Every request gets an answer, a
    malformed one an error; a child that lies about sizes or never reads loses the service.
    """

    def __init__(
        self, req_fd: int, resp_fd: int, cache_dir: Path, secret: bytes | None = None
    ) -> None:
        self.req_fd = req_fd
        self.resp_fd = resp_fd
        self.shared = cache_dir / SHARED_SUBDIR
        self.secret = secret if secret is not None else cache_secret(cache_dir)
        self.staging_root = cache_dir
        self.stage: Path | None = None  # the staging folder of the compile under way
        self.buf = b""
        self.out = bytearray()
        self.closed = False
        self.compiled = 0
        self.aborted = False
        os.set_blocking(req_fd, False)
        os.set_blocking(resp_fd, False)

    def fileno(self) -> int:
        return self.req_fd

    def wants_write(self) -> bool:
        return bool(self.out) and not self.closed

    def pump(self, deadline: float, tick: Callable[[], str | None] | None = None) -> None:
        """Read what the child sent; answer every complete request (called when readable).

        ``tick`` is called about every ``TICK_S`` while LaTeX runs; when it returns a reason
        (the job passed a limit and was stopped), the compile is abandoned."""
        if self.closed:
            return
        try:
            chunk = os.read(self.req_fd, 65536)
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        if not chunk:
            self.close()
            return
        self.buf += chunk
        while len(self.buf) >= _HEADER.size and not self.closed:
            (size,) = _HEADER.unpack_from(self.buf)
            if size > MAX_REQUEST:
                self.close()  # a child that lies about sizes loses the service
                return
            if len(self.buf) < _HEADER.size + size:
                return
            body = self.buf[_HEADER.size : _HEADER.size + size]
            self.buf = self.buf[_HEADER.size + size :]
            self._answer(body, deadline, tick)
            if self.aborted:
                self.close()
                return
        self.flush()

    def _answer(self, body: bytes, deadline: float, tick: Callable[[], str | None] | None) -> None:
        try:
            req = json.loads(body)
            if not isinstance(req, dict):
                raise TypeError("a request is a JSON object")
            reply = self.compile(
                str(req["code"]),
                str(req["compiler"]),
                str(req["format"]),
                max(1.0, deadline - time.monotonic()),
                tick,
            )
        except Exception as exc:  # RecursionError (nested JSON) too: the child wrote this
            reply = {"ok": False, "error": f"bad request: {type(exc).__name__}"}
        self.out += _frame(reply)
        if len(self.out) > MAX_PENDING:
            self.close()

    def flush(self) -> None:
        """Write as much of the pending answers as the pipe takes now."""
        while self.out and not self.closed:
            try:
                n = os.write(self.resp_fd, self.out[:65536])
            except BlockingIOError:
                return
            except OSError:  # the child does not read its answers: stop serving it
                self.close()
                return
            del self.out[:n]

    def compile(
        self,
        code: str,
        compiler: str,
        fmt: str,
        timeout: float,
        tick: Callable[[], str | None] | None = None,
    ) -> dict[str, Any]:
        """The SVG of ``code`` from the shared cache, compiled into it if missing (or why not)."""
        if compiler not in COMPILERS or fmt not in FORMATS:
            return {"ok": False, "error": f"unsupported compiler {compiler!r} / format {fmt!r}"}
        target = self.shared / shared_name(self.secret, code, compiler, fmt)
        if target.exists():
            return _svg_reply(target)
        self.shared.mkdir(parents=True, exist_ok=True)
        stage = Path(tempfile.mkdtemp(prefix="stage-", dir=self.staging_root))
        self.stage = stage
        try:
            tex = stage / "formula.tex"
            tex.write_text(code, encoding="utf-8")
            out = tex.with_suffix(fmt)
            end = time.monotonic() + timeout
            ok = self._run(_latex_command(compiler, fmt, tex, stage), stage, end, tick)
            if self.aborted:
                return {"ok": False, "error": "the job was stopped during the compile"}
            if ok and out.exists():
                svg = stage / "formula.svg"
                self._run(_dvisvgm_command(out, fmt, svg), stage, end, tick)
                if self.aborted:
                    return {"ok": False, "error": "the job was stopped during the compile"}
                if svg.exists() and svg.stat().st_size > 0:
                    os.replace(svg, target)
                    self.compiled += 1
                    return _svg_reply(target)
                return {"ok": False, "error": "dvisvgm could not convert the output"}
            log = _read_tail(tex.with_suffix(".log"), 64 * 1024)
            return {"ok": False, "error": f"{compiler} failed", "log": log, "compiler": compiler}
        finally:
            self.stage = None
            remove_tree(stage)

    def _run(
        self, cmd: list[str], stage: Path, end: float, tick: Callable[[], str | None] | None
    ) -> bool:
        ok, aborted = run_confined(cmd, stage, end, tick)
        self.aborted = self.aborted or aborted
        return ok

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            for fd in (self.req_fd, self.resp_fd):
                with contextlib.suppress(OSError):
                    os.close(fd)


def _svg_reply(path: Path) -> dict[str, Any]:
    try:
        if path.stat().st_size > MAX_SVG:
            return {"ok": False, "error": "the SVG is too large to send"}
        return {"ok": True, "svg": path.read_text(encoding="utf-8", errors="replace")}
    except OSError as exc:
        return {"ok": False, "error": f"cache read failed: {exc.strerror}"}


def _latex_command(compiler: str, fmt: str, tex: Path, out_dir: Path) -> list[str]:
    cmd = [
        compiler,
        "-no-shell-escape",
        "-interaction=batchmode",
        "-halt-on-error",
        f"-output-directory={out_dir}",
    ]
    if compiler == "xelatex":
        if fmt == ".xdv":
            cmd.append("-no-pdf")
    else:
        cmd.append(f"-output-format={fmt[1:]}")
    return [*cmd, tex.name]


def _dvisvgm_command(src: Path, fmt: str, svg: Path) -> list[str]:
    return [
        "dvisvgm",
        *(["--pdf"] if fmt == ".pdf" else []),
        "--page=1",
        "--no-fonts",
        "--verbosity=0",
        f"--output={svg.name}",
        src.name,
    ]


def _confine(stage: Path, cpu_s: int) -> Callable[[], None]:
    """A ``preexec_fn``: Landlock (TeX tree read, stage write), no capabilities, rlimits."""
    abi = landlock.abi_version()
    cap_max = isolation.last_cap()

    def apply() -> None:
        os.setsid()
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_s, cpu_s + 1))
        resource.setrlimit(resource.RLIMIT_FSIZE, (64 * 1024**2, 64 * 1024**2))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        if abi > 0:
            rs = landlock.Ruleset(abi)
            rs.allow(isolation.SYSTEM_READ_EXEC, landlock.READ_EXEC)
            rs.allow(isolation.SYSTEM_READ, landlock.READ)
            rs.allow(isolation.DEVICES_R, landlock.FS_READ_FILE)
            rs.allow(isolation.DEVICES_RW, landlock.FS_READ_FILE | landlock.FS_WRITE_FILE)
            rs.allow([str(stage)], landlock.WRITE)
            rs.restrict_self()
        if os.geteuid() == 0:
            isolation.drop_capabilities(cap_max)
        seccomp.install(deny_memfd=True)

    return apply


def run_confined(
    cmd: list[str], stage: Path, end: float, tick: Callable[[], str | None] | None = None
) -> tuple[bool, bool]:
    """Run a LaTeX program confined to ``stage`` until ``end``; (succeeded, abandoned).

    While it runs, ``tick`` is called every ``TICK_S``: the worker checks the job's limits
    (disk, files, time, processes, a cancel) there, so a job cannot use a long compile to
    outrun them; when ``tick`` returns a reason the program is killed and abandoned."""
    timeout = max(0.5, end - time.monotonic())
    env = isolation.child_env(stage)
    env["HOME"] = env["TMPDIR"] = str(stage)
    try:
        proc = subprocess.Popen(
            cmd,
            cwd=stage,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            preexec_fn=_confine(stage, int(timeout) + 2),
        )
    except OSError:
        return False, False
    try:
        while True:
            try:
                code = proc.wait(TICK_S)
                return code == 0, False
            except subprocess.TimeoutExpired:
                pass
            if tick is not None and tick() is not None:
                return False, True
            if time.monotonic() >= end:
                return False, False
    finally:
        if proc.poll() is None:
            with contextlib.suppress(OSError):
                os.killpg(proc.pid, 9)
            with contextlib.suppress(OSError):
                proc.kill()
            proc.wait()


def _read_tail(path: Path, limit: int) -> str:
    try:
        data = path.read_bytes()
    except OSError:
        return ""
    return data[-limit:].decode("utf-8", errors="replace")


# -- child side --------------------------------------------------------------------------------


class TexClient:
    """The child's end: ask the worker to compile, read the answer (blocking)."""

    def __init__(self, req_fd: int, resp_fd: int) -> None:
        self.req_fd = req_fd
        self.resp_fd = resp_fd

    def request(self, code: str, compiler: str, fmt: str) -> dict[str, Any] | None:
        try:
            os.write(self.req_fd, _frame({"code": code, "compiler": compiler, "format": fmt}))
            head = self._read(_HEADER.size)
            (size,) = _HEADER.unpack(head)
            reply: dict[str, Any] = json.loads(self._read(size))
            return reply
        except (OSError, ValueError, struct.error):
            return None

    def _read(self, n: int) -> bytes:
        data = b""
        while len(data) < n:
            chunk = os.read(self.resp_fd, n - len(data))
            if not chunk:
                raise OSError("the worker closed the LaTeX channel")
            data += chunk
        return data


def install_client(req_fd: int, resp_fd: int, retry_locally: bool = False) -> None:
    r"""Route Manim's ``tex_to_svg_file`` through the worker (child side, before user code).

    ``retry_locally`` (trusted renders): a formula the worker cannot compile is compiled again
    in the job with the scene's own working folder, where a template may ``\input`` files that
    lie beside the user's scene. Untrusted renders report the worker's LaTeX error at once.
    """
    import manim.mobject.text.tex_mobject as tex_mobject
    import manim.utils.tex_file_writing as tfw
    from manim import config

    client = TexClient(req_fd, resp_fd)
    original = tfw.tex_to_svg_file

    def tex_to_svg_file(
        expression: str, environment: str | None = None, tex_template: Any = None
    ) -> Path:
        template = tex_template if tex_template is not None else config["tex_template"]
        code = texcode(template, expression, environment)
        compiler = template.tex_compiler
        fmt = template.output_format
        key = tex_key(code)
        mine = _job_svg(key)
        if mine.exists():  # this job had it before
            return mine
        if isinstance(compiler, str):
            reply = client.request(code, compiler, fmt)
            if reply is not None and reply.get("ok") and isinstance(reply.get("svg"), str):
                mine.write_text(reply["svg"], encoding="utf-8")
                return mine
            if reply is not None and reply.get("log") and not retry_locally:
                _raise_tex_error(code, key, fmt, reply)
        # the worker could not help (or a list of compilers): compile privately in the job
        return original(expression, environment, tex_template)

    tfw.tex_to_svg_file = tex_to_svg_file
    tex_mobject.tex_to_svg_file = tex_to_svg_file


def _job_svg(key: str) -> Path:
    """Where this job keeps the SVG of ``key`` (its own tex folder; Manim writes beside it)."""
    from manim import config

    tex_dir = config.get_dir("tex_dir")
    tex_dir.mkdir(parents=True, exist_ok=True)
    return Path(tex_dir) / f"{key}.svg"


def _raise_tex_error(code: str, key: str, fmt: str, reply: dict[str, Any]) -> None:
    """Report a failed compile the way Manim's ``compile_tex`` does, from the worker's log."""
    from manim import config
    from manim.utils.tex_file_writing import print_all_tex_errors

    tex_dir = config.get_dir("tex_dir")
    tex_dir.mkdir(parents=True, exist_ok=True)
    tex_file = tex_dir / f"{key}.tex"
    tex_file.write_text(code, encoding="utf-8")
    log_file = tex_file.with_suffix(".log")
    log_file.write_text(str(reply.get("log", "")), encoding="utf-8")
    compiler = str(reply.get("compiler", "latex"))
    print_all_tex_errors(log_file, compiler, tex_file)
    raise ValueError(
        f"{compiler} error converting to {fmt[1:]}. See log output above or the log file: "
        f"{log_file}"
    )
