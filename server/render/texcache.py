"""A LaTeX cache that render children read but never write: the worker compiles for them.

Compiled formulas are worth sharing between jobs (a repair loop renders the same ``MathTex``
every round), but a cache that jobs write is a cache one job can poison for the next: write a
bogus ``<hash>.svg`` for a formula some later scene uses, and that scene shows the attacker's
picture. So the shared folder (``<cache slot>/tex-verified``) is written only by the trusted
worker:

* the child's ``tex_to_svg_file`` (patched in by :func:`install_client`) computes the key the way
  Manim does (``tex_hash`` of the whole ``.tex`` text), returns the shared SVG if the key is
  there, and otherwise sends the ``.tex`` text to its worker over a pipe and waits;
* the worker (:class:`TexServer`, polled from its supervision loop) compiles it in a fresh
  staging folder with ``latex``/``dvisvgm`` confined by Landlock (read the TeX tree, write the
  staging folder only), in paranoid TeX mode and without shell escape; it recomputes the key
  from the text it received and publishes only ``<key>.svg`` from that staging folder.

An entry therefore is always what LaTeX makes of the text its name hashes: a job can add
entries, but only honest ones for its own formulas. A formula that fails to compile comes
back with LaTeX's log, and the child reports the error the way Manim does. Children may still
compile privately in their job folder (the original function), which affects nobody else.
"""

from __future__ import annotations

import contextlib
import json
import os
import resource
import shutil
import struct
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from server.render import isolation, landlock, seccomp

SHARED_SUBDIR = "tex-verified"
MAX_REQUEST = 256 * 1024
COMPILERS = frozenset({"latex", "pdflatex", "luatex", "lualatex", "xelatex"})
FORMATS = frozenset({".dvi", ".xdv", ".pdf"})
_HEADER = struct.Struct(">I")


def tex_key(code: str) -> str:
    """Manim's cache key for a ``.tex`` text (``tex_hash``: sha256, 16 hex digits)."""
    from manim.utils.tex_file_writing import tex_hash

    return str(tex_hash(code))


def _frame(obj: dict[str, Any]) -> bytes:
    body = json.dumps(obj).encode()
    return _HEADER.pack(len(body)) + body


# -- worker side -------------------------------------------------------------------------------


class TexServer:
    """The worker's end of one job's request pipe: read requests, compile, answer."""

    def __init__(self, req_fd: int, resp_fd: int, cache_dir: Path) -> None:
        self.req_fd = req_fd
        self.resp_fd = resp_fd
        self.shared = cache_dir / SHARED_SUBDIR
        self.staging_root = cache_dir
        self.buf = b""
        self.closed = False
        self.compiled = 0
        os.set_blocking(req_fd, False)
        os.set_blocking(resp_fd, False)

    def fileno(self) -> int:
        return self.req_fd

    def pump(self, deadline: float) -> None:
        """Read what the child sent; answer every complete request (called when readable)."""
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
        while len(self.buf) >= _HEADER.size:
            (size,) = _HEADER.unpack_from(self.buf)
            if size > MAX_REQUEST:
                self.close()  # a child that lies about sizes loses the service
                return
            if len(self.buf) < _HEADER.size + size:
                return
            body = self.buf[_HEADER.size : _HEADER.size + size]
            self.buf = self.buf[_HEADER.size + size :]
            self._answer(body, deadline)

    def _answer(self, body: bytes, deadline: float) -> None:
        try:
            req = json.loads(body)
            reply = self.compile(
                str(req["code"]),
                str(req["compiler"]),
                str(req["format"]),
                max(1.0, deadline - time.monotonic()),
            )
        except (ValueError, KeyError, TypeError) as exc:
            reply = {"ok": False, "error": f"bad request: {exc}"}
        try:
            os.write(self.resp_fd, _frame(reply))
        except OSError:  # the child does not read its answers: stop serving it
            self.close()

    def compile(self, code: str, compiler: str, fmt: str, timeout: float) -> dict[str, Any]:
        """Compile ``code`` into the shared cache under its own key (or say why not)."""
        if compiler not in COMPILERS or fmt not in FORMATS:
            return {"ok": False, "error": f"unsupported compiler {compiler!r} / format {fmt!r}"}
        key = tex_key(code)
        target = self.shared / f"{key}.svg"
        if target.exists():
            return {"ok": True, "svg": str(target), "key": key}
        self.shared.mkdir(parents=True, exist_ok=True)
        stage = Path(tempfile.mkdtemp(prefix="stage-", dir=self.staging_root))
        try:
            tex = stage / f"{key}.tex"
            tex.write_text(code, encoding="utf-8")
            out = tex.with_suffix(fmt)
            end = time.monotonic() + timeout
            ok = _run_confined(_latex_command(compiler, fmt, tex, stage), stage, end)
            if ok and out.exists():
                svg = stage / f"{key}.svg"
                _run_confined(_dvisvgm_command(out, fmt, svg), stage, end)
                if svg.exists() and svg.stat().st_size > 0:
                    os.replace(svg, target)
                    self.compiled += 1
                    return {"ok": True, "svg": str(target), "key": key}
                return {"ok": False, "key": key, "error": "dvisvgm could not convert the output"}
            log = _read_tail(tex.with_suffix(".log"), 64 * 1024)
            return {
                "ok": False,
                "key": key,
                "error": f"{compiler} failed",
                "log": log,
                "compiler": compiler,
            }
        finally:
            shutil.rmtree(stage, ignore_errors=True)

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            for fd in (self.req_fd, self.resp_fd):
                with contextlib.suppress(OSError):
                    os.close(fd)


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
    last_cap = isolation._last_cap()

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
            isolation.drop_capabilities(last_cap)
        seccomp.install()

    return apply


def _run_confined(cmd: list[str], stage: Path, end: float) -> bool:
    timeout = max(0.5, end - time.monotonic())
    env = isolation.child_env(stage)
    env["HOME"] = env["TMPDIR"] = str(stage)
    try:
        cp = subprocess.run(
            cmd,
            cwd=stage,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=timeout,
            preexec_fn=_confine(stage, int(timeout) + 2),
        )
    except (OSError, subprocess.TimeoutExpired):
        return False
    return cp.returncode == 0


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


def install_client(
    req_fd: int, resp_fd: int, shared_dir: Path, retry_locally: bool = False
) -> None:
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
        if environment is not None:
            code = template.get_texcode_for_expression_in_env(expression, environment)
        else:
            code = template.get_texcode_for_expression(expression)
        compiler = template.tex_compiler
        fmt = template.output_format
        key = tex_key(code)
        shared = shared_dir / f"{key}.svg"
        if shared.exists():
            return _private_copy(shared, key)
        if isinstance(compiler, str):
            reply = client.request(code, compiler, fmt)
            if reply is not None and reply.get("ok") and Path(str(reply["svg"])).exists():
                return _private_copy(Path(str(reply["svg"])), key)
            if reply is not None and reply.get("log") and not retry_locally:
                _raise_tex_error(code, key, fmt, reply)
        # the worker could not help (or a list of compilers): compile privately in the job
        return original(expression, environment, tex_template)

    tfw.tex_to_svg_file = tex_to_svg_file
    tex_mobject.tex_to_svg_file = tex_to_svg_file


def _private_copy(shared: Path, key: str) -> Path:
    """The shared SVG copied into the job's own tex folder (Manim writes a sibling beside it)."""
    from manim import config

    tex_dir = config.get_dir("tex_dir")
    tex_dir.mkdir(parents=True, exist_ok=True)
    mine = tex_dir / f"{key}.svg"
    if not mine.exists():
        shutil.copyfile(shared, mine)
    return mine


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
