"""Generated code as an attacker writes it (issue 17): every escape class, real renders.

One render pool (one worker) serves every attack. Before it starts, the test process gets a fake
home folder with a secret file and fake secret environment variables, so that whatever a
scene can reach, we can look for. Each attack then runs as an untrusted job and afterwards:

* nothing outside the job folder changed (a sentinel "workspace" folder, a sentinel job folder
  beside the real ones, the fake home and the shared LaTeX cache are snapshotted: names,
  sizes, hashes, modes);
* no secret appears in anything that came back (result, error text, traceback, log, outputs);
* the worker is the same process and alive, this process (the "server") is alive;
* the next ordinary render succeeds.

Most attacks pass the AST policy on purpose (``precheck`` returns None for them): they are
the holes a determined attacker finds in a policy, and prove the OS layer holds on its own.
The classic object-model walks that the policy does catch are also sent straight to the pool
(``submit_raw``), as if the policy had missed them.
"""

from __future__ import annotations

import contextlib
import ctypes
import hashlib
import json
import os
import platform
import shutil
import signal
import socket
import subprocess
import textwrap
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from server.render import Limits, RenderPool, RenderResult, isolation, render_code
from server.render.api import precheck
from server.render.isolation import UNSAFE_ENV, detect
from server.render.job import JobSpec
from server.render.texcache import SHARED_SUBDIR

pytestmark = [
    pytest.mark.timeout(300),
    pytest.mark.skipif(detect().mode != "landlock", reason="needs a kernel with Landlock"),
]

SECRET = f"S3CR3T-{uuid.uuid4().hex}"
ENV_SECRET = f"ENVSECRET-{uuid.uuid4().hex}"

NORMAL = """from manim import *

class Normal(Scene):
    def construct(self):
        self.play(FadeIn(Square()), run_time=0.2)
"""


def lit(path: str | Path) -> str:
    """A Python expression building ``path`` without a path literal (the policy refuses those)."""
    return "''.join(map(chr, %r))" % [ord(c) for c in str(path)]


def scene(body: str, header: str = "") -> str:
    """A scene whose construct() runs ``body``; ``T`` is a module that imports os/subprocess."""
    inner = textwrap.indent(textwrap.dedent(body).strip("\n"), " " * 8)
    return (
        "from manim import *\nimport numpy as np\nimport manim.utils.tex_file_writing as T\n"
        'SP = getattr(T, "subprocess")\nO = getattr(SP, "os")\nSYS = getattr(O, "sys")\n'
        'IMPORT = SYS.modules["importlib"].import_module\nP = getattr(T, "Path")\n'
        f"{header}\n\nclass Attack(Scene):\n    def construct(self):\n{inner}\n"
    )


class World:
    """The fake user: home with secrets, a workspace, the pool and what it must not touch."""

    def __init__(self, root: Path, mode: str = "landlock") -> None:
        self.root = root
        self.mode = mode  # the sandbox the pool's children get: "landlock" or "bwrap"
        self.home = root / "home"
        self.workspace = root / "workspace"
        self.scratch = root / "scratch"
        self.cache = root / "cache"
        (self.home / ".ssh").mkdir(parents=True)
        (self.home / ".config").mkdir()
        (self.home / ".secret").write_text(SECRET + "\n")
        (self.home / ".ssh" / "id_rsa").write_text(f"-----BEGIN KEY-----\n{SECRET}\n")
        (self.home / ".config" / "token").write_text(SECRET)
        self.workspace.mkdir()
        (self.workspace / "keep.txt").write_text("the user's work\n")
        (self.workspace / "scene.py").write_text(NORMAL)
        self.pool: RenderPool | None = None
        self.sentinel_job = Path("/nonexistent")  # set once the pool exists
        self.server_pid = os.getpid()

    @property
    def secret_file(self) -> Path:
        return self.home / ".secret"

    def watched(self) -> list[Path]:
        return [self.home, self.workspace, self.sentinel_job, self.cache]

    def snapshot(self) -> dict[str, tuple[int, str, int]]:
        snap: dict[str, tuple[int, str, int]] = {}
        for top in self.watched():
            for p in sorted(top.rglob("*")):
                if p.name == "lock" or p.name.startswith("stage-") or "stage-" in str(p):
                    continue
                st = p.lstat()
                digest = hashlib.sha256(p.read_bytes()).hexdigest() if p.is_file() else "dir"
                snap[str(p)] = (st.st_size, digest, st.st_mode)
        return snap


# The limits of the test pools: small, so that the memory and disk attacks stay cheap.
TEST_LIMITS = Limits(
    file_size=64 * 1024**2,
    address_space=3 * 1024**3,
    memory=1024**3,
    max_processes=48,
    job_disk=160 * 1024**2,
    job_files=3000,
)


def _make_world(tmp_path_factory: pytest.TempPathFactory, mode: str) -> Iterator[World]:
    w = World(tmp_path_factory.mktemp(f"sandbox-{mode}"), mode)
    mp = pytest.MonkeyPatch()
    mp.setenv("HOME", str(w.home))
    mp.setenv("OPENAI_API_KEY", ENV_SECRET)  # a secret-looking name
    mp.setenv("MY_INNOCENT_VAR", ENV_SECRET)  # and one that does not look like a secret
    mp.setenv("MANIM_AGENT_ENDPOINT_TOKEN", ENV_SECRET)
    mp.delenv(UNSAFE_ENV, raising=False)
    mp.delenv("MANIM_AGENT_SANDBOX", raising=False)
    env: dict[str, str | None] = {"MANIM_AGENT_SANDBOX": "bwrap"} if mode == "bwrap" else {}
    pool = RenderPool(1, limits=TEST_LIMITS, scratch_dir=w.scratch, cache_dir=w.cache, env=env)
    try:
        assert pool.wait_ready(180), pool.stats()
        w.pool = pool
        w.sentinel_job = pool.jobs_dir / "job-sentinel"
        (w.sentinel_job / "out").mkdir(parents=True)
        (w.sentinel_job / "out" / "Victim.png").write_bytes(b"\x89PNG not really")
        yield w
    finally:
        pool.shutdown()
        mp.undo()


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[World]:
    """The pool every attack meets: Landlock, capabilities dropped, seccomp."""
    yield from _make_world(tmp_path_factory, "landlock")


@pytest.fixture(scope="module")
def bwrap_world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[World]:
    """The fallback where the kernel has no Landlock: bubblewrap (runs wherever bwrap is
    installed; CI installs it from Debian, see TEST_APT_PACKAGES in the Makefile)."""
    if shutil.which("bwrap") is None:
        pytest.skip("bubblewrap is not installed (apt-get install bubblewrap)")
    yield from _make_world(tmp_path_factory, "bwrap")


@pytest.fixture(params=["landlock", "bwrap"])
def any_world(request: pytest.FixtureRequest) -> World:
    """Each of the nine round-2 attacks runs against both sandboxes."""
    name = "world" if request.param == "landlock" else "bwrap_world"
    w: World = request.getfixturevalue(name)
    return w


def _texts(r: RenderResult) -> str:
    """Everything a caller gets back from a job, as one string (files included)."""
    parts = [repr(r.to_dict())]
    if r.error is not None:
        parts += [r.error.message, r.error.traceback, r.error.tail]
    for p in (r.log, r.video, r.image):
        if p is not None and Path(p).exists():
            parts.append(Path(p).read_bytes().decode("latin-1"))
    if r.job_dir is not None and Path(r.job_dir).exists():
        planted = [f for f in Path(r.job_dir).rglob("*") if f.is_symlink()]
        assert not planted, f"links left in the job folder: {planted}"
        for f in Path(r.job_dir).rglob("*"):
            if f.is_file() and f.stat().st_size < 8 * 1024**2:
                parts.append(f.read_bytes().decode("latin-1"))
    return "\n".join(parts)


def attack(
    w: World,
    code: str,
    *,
    timeout: float = 20,
    raw: bool = False,
    policy_passes: bool | None = True,
    check: Callable[[RenderResult], bool] | None = None,
    forbidden: tuple[str, ...] = (),
    output_dir: Path | None = None,
) -> RenderResult:
    """Run ``code`` as an untrusted job and check every invariant afterwards."""
    assert w.pool is not None
    if policy_passes is not None:
        verdict = precheck(code, trusted=False)
        assert (verdict is None) == policy_passes, verdict and verdict.error_text()
    workers = w.pool.worker_pids()
    log_path = w.pool.pool_dir / "worker-0.log"
    log_start = log_path.stat().st_size if log_path.exists() else 0
    before = w.snapshot()
    if raw:
        job_id, job_dir = w.pool.new_job_dir()
        src = job_dir / "scene.py"
        src.write_text(code)
        spec = JobSpec(
            id=job_id,
            job_dir=str(job_dir),
            source_path=str(src),
            timeout=timeout,
            limits=w.pool.limits,
        )
        r = w.pool.submit(spec).result(timeout + 60)
        r.job_dir = job_dir
    else:
        r = render_code(code, pool=w.pool, timeout=timeout, output_dir=output_dir)
    try:
        if check is not None:
            assert check(r), "the job's own check failed"
        text = _texts(r)
        assert SECRET not in text, "the home secret reached the job's outputs"
        assert ENV_SECRET not in text, "an environment secret reached the job's outputs"
        if output_dir is not None:
            for f in output_dir.rglob("*"):
                assert not f.is_symlink()
                assert SECRET not in f.read_bytes().decode("latin-1")
        for word in forbidden:
            assert word not in text, f"{word!r} reached the job's outputs"
        after = w.snapshot()
        changed = [k for k in before if after.get(k) != before[k]]
        # the one thing that may appear: LaTeX the worker compiled and published itself
        added = [k for k in after if k not in before and f"/{SHARED_SUBDIR}/" not in k]
        assert not changed and not added, f"changed outside the job: {changed + added}"
        log = log_path.read_text(errors="replace")
        new = log_path.read_bytes()[log_start:].decode(errors="replace")
        assert "Traceback" not in new, f"the worker failed: {new[-2000:]}"
        assert SECRET not in log and ENV_SECRET not in log
        assert w.pool.worker_pids() == workers, "the worker was killed or replaced"
        for pid in workers:
            os.kill(pid, 0)
        assert os.getpid() == w.server_pid
        nxt = render_code(NORMAL, pool=w.pool, keep_outputs=False)
        assert nxt.ok, nxt.error_text()
        assert nxt.sandbox.startswith(w.mode)
    finally:
        r.cleanup()
    return r


# -- object-model walks and dynamic imports ----------------------------------------------------


def test_shell_through_a_module_the_policy_allows(world: World) -> None:
    """getattr(allowed_module, "subprocess") runs a shell; it reads, writes and deletes nothing."""
    w = world
    cmd = (
        f"cat {w.secret_file} {w.home}/.ssh/id_rsa; echo pwned > {w.workspace}/pwned; "
        f"rm -f {w.workspace}/keep.txt; echo x > {w.sentinel_job}/out/Victim.png; "
        f"cp {w.secret_file} {w.workspace}/stolen; cat /proc/1/environ"
    )
    r = attack(
        w,
        scene(f"""
        sp = getattr(T, "subprocess")
        out = sp.run(["sh", "-c", {lit(cmd)}], capture_output=True)
        print(out.stdout, out.stderr)
        self.add(Text(str(out.stdout)[:40] or "empty"))
    """),
    )
    assert r.ok, r.error_text()  # the scene ran: only the OS stopped it


def test_os_calls_through_module_globals(world: World) -> None:
    """os reached through an allowed module cannot open, unlink, rename or chmod user files."""
    w = world
    r = attack(
        w,
        scene(f"""
        o = O
        results = []
        for fn, args in [
            ("open", ({lit(w.secret_file)}, 0)),
            ("open", ({lit(w.workspace / "new.txt")}, 0o101)),
            ("unlink", ({lit(w.workspace / "keep.txt")},)),
            ("rename", ({lit(w.workspace / "keep.txt")}, {lit(w.workspace / "moved")})),
            ("chmod", ({lit(w.workspace / "keep.txt")}, 0o777)),
            ("mkdir", ({lit(w.workspace / "d")},)),
            ("symlink", ({lit(w.secret_file)}, "link")),
            ("listdir", ({lit(w.home)},)),
        ]:
            try:
                results.append((fn, getattr(o, fn)(*args)))
            except OSError as exc:
                results.append((fn, type(exc).__name__))
        print(results)
        try:
            print(open("link").read())
        except OSError as exc:
            print("link", exc)
        self.add(Text("done"))
    """),
        policy_passes=False,
    )  # open() is refused by name ...
    assert r.status == "policy"  # ... so the policy stops it; now without the policy:
    r = attack(
        w,
        scene(f"""
        o = O
        for fn, args in [
            ("open", ({lit(w.secret_file)}, 0)),
            ("unlink", ({lit(w.workspace / "keep.txt")},)),
            ("rename", ({lit(w.workspace / "keep.txt")}, {lit(w.workspace / "moved")})),
            ("chmod", ({lit(w.workspace / "keep.txt")}, 0o777)),
            ("mkdir", ({lit(w.workspace / "d")},)),
            ("listdir", ({lit(w.home)},)),
        ]:
            try:
                print(fn, getattr(o, fn)(*args))
            except OSError as exc:
                print(fn, type(exc).__name__)
        o.symlink({lit(w.secret_file)}, "link")
        print(P("link").read_text())
    """),
        raw=True,
        policy_passes=False,
    )
    assert r.status == "error" and r.error is not None
    assert r.error.type == "PermissionError"  # reading through the symlink is refused


def test_classic_subclasses_walk(world: World) -> None:
    """().__class__.__base__.__subclasses__() to reach os.system: the command changes nothing."""
    w = world
    cmd = f"cat {w.secret_file}; touch {w.workspace}/walked; rm -rf {w.workspace}"
    r = attack(
        w,
        scene(f"""
        for c in ().__class__.__base__.__subclasses__():
            if c.__name__ == "catch_warnings":
                b = c()._module.__builtins__
                o = b["__import__"]("os")
                print("status", o.system({lit(cmd)}))
                sub = b["__import__"]("subprocess")
                print(sub.run(["cat", {lit(w.secret_file)}], capture_output=True))
                break
        self.add(Square())
    """),
        raw=True,
        policy_passes=False,
    )
    assert r.ok, r.error_text()


def test_globals_of_numpy_and_manim_functions(world: World) -> None:
    """__globals__ of numpy/manim functions -> os/builtins; exec of arbitrary code stays boxed."""
    w = world
    payload = (
        f"import os, shutil\n"
        f"try:\n    shutil.rmtree({str(w.workspace)!r})\nexcept OSError as e:\n    print(e)\n"
        f"try:\n    print(open({str(w.secret_file)!r}).read())\nexcept OSError as e:\n    print(e)\n"
        f"try:\n    open({str(w.cache / 'evil')!r}, 'w').write('x')\nexcept OSError as e:\n"
        f"    print(e)\n"
    )
    r = attack(
        w,
        scene(f"""
        g = T.tex_hash.__globals__
        b = g["__builtins__"]
        b = b if isinstance(b, dict) else b.__dict__
        b["exec"]({payload!r})
        g2 = Mobject.__init__.__globals__
        print(sorted(g2)[:5])
        self.add(Circle())
    """),
        raw=True,
        policy_passes=False,
    )
    assert r.ok, r.error_text()


def test_format_string_reads_attributes(world: World) -> None:
    """str.format walks attributes the policy never sees: the environment has no secret in it."""
    r = attack(
        world,
        scene("""
        leak = "{0.__globals__[subprocess].os.environ}".format(T.tex_hash)
        print(leak)
        self.add(Text(leak[:60]))
        more = "{0.__init__.__globals__[sys].modules[os].environ}".format(Mobject)
        print(more)
    """),
    )
    assert r.ok, r.error_text()


def test_dynamic_imports_by_other_names(world: World) -> None:
    """importlib reached through manim internals imports ctypes/socket; neither gets anywhere."""
    w = world
    r = attack(
        w,
        scene(f"""
        ct = IMPORT("ctypes")
        libc = ct.CDLL(None)
        fd = getattr(libc, "open")({lit(w.secret_file)}.encode(), 0)
        print("libc open", fd)
        assert fd == -1, fd
        print("kill", libc.kill(O.getppid(), 9), libc.kill({w.server_pid}, 15))
        sk = IMPORT("socket")
        s = getattr(sk, "socket")()
        try:
            s.connect(("127.0.0.1", 1))
        except OSError as exc:
            print("connect", exc)
        self.add(Square())
    """),
    )
    assert r.ok, r.error_text()


# -- writers hidden in libraries and Manim's own outputs ----------------------------------------


def test_numpy_pil_and_manim_writers(world: World) -> None:
    """np.save/tofile, PIL Image.save and config.video_dir changes cannot write outside the job."""
    w = world
    r = attack(
        w,
        scene(f"""
        errors = []
        for call in (
            lambda: getattr(np, "save")({lit(w.workspace / "a.npy")}, np.arange(3)),
            lambda: getattr(np.arange(3), "tofile")({lit(w.workspace / "b.bin")}),
            lambda: getattr(self.camera.get_image(), "save")({lit(w.workspace / "c.png")}),
            lambda: getattr(np, "savetxt")({lit(w.sentinel_job / "out" / "Victim.png")}, [1]),
        ):
            try:
                call()
                errors.append("wrote")
            except OSError as exc:
                errors.append(type(exc).__name__)
        print(errors)
        assert errors == ["PermissionError"] * 4, errors
        config.__setitem__("video_dir", {lit(w.workspace)})
        config.__setitem__("media_dir", {lit(w.workspace)})
        config.__setitem__("images_dir", {lit(w.home)})
        self.add(Square())
    """),
    )
    assert r.status in ("success", "error")
    assert not list(w.workspace.glob("*.mp4")) and not list(w.workspace.glob("*.png"))


def test_svg_and_image_mobjects_cannot_read_secrets(world: World) -> None:
    """SVGMobject/ImageMobject on a home secret fail with a permission error, no content."""
    w = world
    (w.home / "private.svg").write_text(
        f'<svg xmlns="http://www.w3.org/2000/svg"><text>{SECRET}</text></svg>'
    )
    try:
        for cls in ("SVGMobject", "ImageMobject"):
            path = w.home / ("private.svg" if cls == "SVGMobject" else ".secret")
            r = attack(w, scene(f"self.add({cls}({lit(path)}))"))
            assert r.status == "error" and r.error is not None
            assert "Permission" in r.error.tail or "denied" in r.error.tail, r.error.tail
    finally:
        (w.home / "private.svg").unlink()


# -- TeX ---------------------------------------------------------------------------------------


def test_tex_reads_writes_and_shell_escape(world: World) -> None:
    """\\input of a secret or /etc/passwd, \\openout and \\write18 outside the job: all refused."""
    w = world
    secret = str(w.secret_file)
    probes = [
        r"\input{" + secret + "}",
        r"\input{/etc/passwd}",
        r"\newread\r \openin\r=" + secret + r" \read\r to\x \x",
        r"\immediate\write18{cp " + secret + " " + str(w.workspace) + "/tex-shell}",
        r"\newwrite\f\immediate\openout\f=" + str(w.workspace) + r"/tex-out.tex"
        r"\immediate\write\f{pwned}\immediate\closeout\f x",
        r"\newwrite\f\immediate\openout\f=../../escape.tex\immediate\write\f{x}"
        r"\immediate\closeout\f y",
    ]
    for tex in probes:
        r = attack(w, scene(f"self.add(Tex({tex!r}))"), forbidden=("root:x:0:0",))
        assert r.status in ("success", "error"), r.status
    # the same through a template preamble, and compiled in the child (a list of compilers
    # skips the worker's compile service)
    preamble = r"\input{" + secret + "}"
    r = attack(
        w,
        scene(f"""
        tpl = TexTemplate(tex_compiler=["latex"])
        tpl.add_to_preamble({preamble!r})
        self.add(Tex("hello", tex_template=tpl))
    """),
    )
    assert r.status == "error"
    assert not (w.workspace / "tex-shell").exists() and not (w.workspace / "tex-out.tex").exists()
    assert (
        not (w.scratch / "escape.tex").exists() and not (w.scratch / "jobs" / "escape.tex").exists()
    )


# -- signals and other processes ---------------------------------------------------------------


def test_signals_and_limits_of_worker_and_server(world: World) -> None:
    """kill/killpg of the worker, the server and their groups, prlimit on them: all EPERM."""
    import resource

    w = world
    assert w.pool is not None
    worker = w.pool.worker_pids()[0]
    limits = {
        pid: [resource.prlimit(pid, lim) for lim in (resource.RLIMIT_NOFILE, resource.RLIMIT_AS)]
        for pid in (worker, w.server_pid)
    }
    r = attack(
        w,
        scene(f"""
        out = []
        # (no kill(-1) or pid 1 here: if the sandbox ever regressed, the test must not take
        # the whole machine down with it)
        for fn, args in [
            (O.kill, (O.getppid(), 9)),
            (O.kill, ({w.server_pid}, 9)),
            (O.killpg, (O.getpgid(O.getppid()), 9)),
            (O.killpg, (O.getpgid({w.server_pid}), 9)),
            (O.kill, (O.getppid(), 19)),
        ]:
            try:
                fn(*args)
                out.append("sent")
            except OSError as exc:
                out.append(type(exc).__name__)
        rs = IMPORT("resource")
        for target in (O.getppid(), {w.server_pid}):
            for lim in (rs.RLIMIT_NOFILE, rs.RLIMIT_AS, rs.RLIMIT_NPROC):
                try:
                    rs.prlimit(target, lim, (3, 3))
                    out.append("limited")
                except OSError as exc:
                    out.append(type(exc).__name__)
        print(out)
        assert out == ["PermissionError"] * 11, out
        self.add(Square())
    """),
    )
    assert r.ok, r.error_text()
    for pid, before in limits.items():
        now = [resource.prlimit(pid, lim) for lim in (resource.RLIMIT_NOFILE, resource.RLIMIT_AS)]
        assert now == before


def test_environment_and_proc_secrets(world: World) -> None:
    """The environment, /proc/*/environ and the worker's memory map hold no secret."""
    w = world
    r = attack(
        w,
        scene("""
        env = getattr(O, "environ")
        print(dict(env))
        for pid in ("self", str(O.getppid()), "1"):
            for what in ("environ", "cmdline", "maps"):
                try:
                    with getattr(P("/proc/" + pid + "/" + what), "open")("rb") as fh:
                        print(pid, what, fh.read()[:20000])
                except OSError as exc:
                    print(pid, what, type(exc).__name__)
        self.add(Text(str(sorted(env))[:50]))
    """),
    )
    assert r.ok, r.error_text()


def test_tcp_and_unix_sockets(world: World) -> None:
    """No TCP connection to a local port, no abstract or pathname unix socket (an editor's IPC
    socket, D-Bus, Docker) outside the job."""
    srv = socket.socket()
    srv.bind(("127.0.0.1", 0))
    srv.listen(1)
    port = srv.getsockname()[1]
    abstract = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    name = f"manim-agent-test-{uuid.uuid4().hex}"
    abstract.bind("\0" + name)
    abstract.listen(1)
    ipc_path = world.root / "ipc.sock"
    ipc = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    ipc.bind(str(ipc_path))
    ipc.listen(1)
    try:
        r = attack(
            world,
            scene(f"""
            sk = __builtins__
            sk = IMPORT("socket")
            out = []
            for family, addr in ((sk.AF_INET, ("127.0.0.1", {port})),
                                 (sk.AF_UNIX, chr(0) + {name!r})):
                s = getattr(sk, "socket")(family, sk.SOCK_STREAM)
                try:
                    s.connect(addr)
                    out.append("connected")
                except OSError as exc:
                    out.append(type(exc).__name__)
            print(out)
            assert "connected" not in out, out
            self.add(Square())
        """),
            policy_passes=False,
        )
        assert r.status == "policy"
        r = attack(
            world,
            scene(f"""
            sk = IMPORT("socket")
            out = []
            for family, addr in ((sk.AF_INET, ("127.0.0.1", {port})),
                                 (sk.AF_UNIX, chr(0) + {name!r}),
                                 (sk.AF_UNIX, {lit(ipc_path)})):
                try:
                    s = getattr(sk, "socket")(family, sk.SOCK_STREAM)
                    s.connect(addr)
                    out.append("connected")
                except OSError as exc:
                    out.append(type(exc).__name__)
            try:
                getattr(sk, "socketpair")()
                out.append("socketpair")
            except OSError as exc:
                out.append(type(exc).__name__)
            print(out)
            assert "connected" not in out and "socketpair" not in out, out
            self.add(Square())
        """),
        )
        assert r.ok, r.error_text()
        for listener in (srv, ipc, abstract):
            listener.settimeout(0.1)
            with pytest.raises(OSError):
                listener.accept()
    finally:
        srv.close()
        abstract.close()
        ipc.close()
        ipc_path.unlink(missing_ok=True)


# -- shared caches -----------------------------------------------------------------------------


def test_latex_cache_cannot_be_poisoned(world: World) -> None:
    """A job cannot plant an SVG for another job's formula in the shared LaTeX cache."""
    w = world
    assert w.pool is not None
    clean = render_code(
        "from manim import *\nclass F(Scene):\n    def construct(self):\n"
        '        self.add(MathTex(r"e^{i\\pi}+1=0"))\n',
        pool=w.pool,
    )
    assert clean.ok, clean.error_text()
    assert clean.image is not None
    reference = Path(clean.image).read_bytes()
    clean.cleanup()
    shared = w.cache / "slot-0" / SHARED_SUBDIR
    entries = sorted(p.name for p in shared.glob("*.svg"))
    assert entries, "the worker published the formula to the shared cache"
    bogus = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>'
    targets = [shared / n for n in entries] + [shared / "0123456789abcdef.svg"]
    targets += [shared.parent / "texts" / "0123456789abcdef.svg", shared.parent / "tex" / "x.svg"]
    r = attack(
        w,
        scene(f"""
        for t in [{", ".join(lit(t) for t in targets)}]:
            try:
                fd = getattr(O, "open")(t, O.O_WRONLY | O.O_CREAT | O.O_TRUNC)
                O.write(fd, {bogus!r}.encode())
                print("poisoned", t)
            except OSError as exc:
                print(type(exc).__name__)
        self.add(MathTex(r"x^2"))
    """),
    )
    assert r.ok, r.error_text()
    again = render_code(
        "from manim import *\nclass F(Scene):\n    def construct(self):\n"
        '        self.add(MathTex(r"e^{i\\pi}+1=0"))\n',
        pool=w.pool,
    )
    assert again.ok and again.image is not None
    assert Path(again.image).read_bytes() == reference
    again.cleanup()


# -- traps for the unsandboxed side ------------------------------------------------------------


def test_planted_links_fifos_and_lying_results(world: World, tmp_path: Path) -> None:
    """Links to secrets, a log that links to a user file, a fifo output, a forged result.json:
    the worker and the caller follow none of them."""
    w = world
    forged = {
        "status": "success",
        "scene": "Attack",
        "image": str(w.secret_file),
        "video": str(w.workspace / "keep.txt"),
        "outputs": [{"scene": "Attack", "image": str(w.secret_file), "video": None}],
    }
    r = attack(
        w,
        scene(f"""
        out = P("out")
        O.symlink({lit(w.secret_file)}, "out/Attack.png")
        O.symlink({lit(w.secret_file)}, "out/Attack.mp4")
        O.symlink({lit(w.workspace / "keep.txt")}, "render.log")
        O.mkfifo("out/Other.png")
        getattr(O, "unlink")("scene.py")
        O.symlink({lit(w.secret_file)}, "scene.py")
        getattr(P("result.json"), "write_text")({json.dumps(forged)!r})
        O._exit(0)
    """),
        output_dir=tmp_path / "dest",
        forbidden=("the user's work",),
    )
    assert r.image is None and r.video is None
    assert all(o.image is None and o.video is None for o in r.outputs)
    for forged_bad in (  # Python expressions the scene writes as its result.json
        repr('{"status": 5, "outputs": "x", "error": [1]}'),
        '"[" * 100000',  # the JSON parser recurses until it fails
        '"[" + "1," * 20_000_000 + "1]"',  # 40 MB, past the size the worker reads
    ):
        r = attack(
            w,
            scene(f"""
            getattr(P("result.json"), "write_text")({forged_bad})
            O._exit(0)
        """),
        )
        assert r.status == "error"
    assert (w.workspace / "keep.txt").read_text() == "the user's work\n"


def test_a_forged_trace_is_read_as_plain_values(world: World) -> None:
    """A scene that writes its own result.json with a trace whose camera fields are a dict, a
    string and a deep list gets plain booleans back (a forged trace fools only its own scene's
    checks), and the worker goes on rendering."""
    forged = {
        "status": "success",
        "scene": "Attack",
        "trace": {
            "three_d": "yes",
            "camera_moved": "no",
            "camera_turned": {"x": [[[[1]]]] * 50},
            "steps": [],
            "created": [],
        },
    }
    r = attack(
        world,
        scene(f"""
        getattr(P("result.json"), "write_text")({json.dumps(forged)!r})
        O._exit(0)
    """),
    )
    assert r.trace is not None
    assert r.trace.camera_turned is True and r.trace.camera_moved is True
    assert r.trace.three_d is True and r.trace.steps == []
    again = attack(world, scene("self.play(Create(Square()), run_time=0.2)"))
    assert again.ok and again.trace is not None and again.trace.camera_turned is False


# -- resources ---------------------------------------------------------------------------------


def test_memory_processes_disk_time_and_output(world: World) -> None:
    """Memory, a fork bomb, a huge file, an endless loop and endless printing all end cleanly."""
    w = world
    r = attack(w, scene("blob = bytearray(64 * 1024**3)\nself.add(Square())"))
    assert r.status == "error" and "memory" in r.error_text().lower()
    r = attack(
        w,
        scene("""
        while True:
            try:
                getattr(O, "fork")()
            except OSError:
                pass
    """),
        timeout=6,
    )
    assert r.status in ("error", "timeout")
    r = attack(
        w,
        scene("""
        with getattr(P("huge.bin"), "open")("wb") as fh:
            while True:
                fh.write(bytes(1024 * 1024))
    """),
    )
    assert r.status == "error" and "too large" in r.error_text()
    r = attack(
        w,
        scene("""
        k = 0
        while True:
            with getattr(P("f" + str(k)), "open")("wb") as fh:
                fh.write(bytes(16 * 1024 * 1024))
            k += 1
    """),
    )
    assert r.status == "error" and r.error is not None and r.error.type == "DiskLimit"
    r = attack(
        w,
        scene("""
        k = 0
        while True:
            getattr(P("e" + str(k)), "touch")()
            k += 1
    """),
    )
    assert r.status == "error" and r.error is not None and r.error.type == "DiskLimit"
    r = attack(w, scene("while True:\n    pass"), timeout=3)
    assert r.status == "timeout"
    r = attack(
        w,
        scene('while True:\n    print("spam " * 1000)'),
        timeout=3,
        check=lambda r: r.log is not None and Path(r.log).stat().st_size < 1024**2,
    )
    assert r.status == "timeout"


# -- the refusal and the opt-in ----------------------------------------------------------------


def test_no_sandbox_means_refusal_and_opt_in_runs(tmp_path: Path) -> None:
    """Without any OS sandbox an untrusted render is refused (fix named); the opt-in runs it."""
    code = NORMAL
    with RenderPool(
        1,
        scratch_dir=tmp_path / "s",
        cache_dir=tmp_path / "c",
        env={"MANIM_AGENT_SANDBOX": "none", UNSAFE_ENV: None},
    ) as pool:
        r = render_code(code, pool=pool)
        assert r.status == "error" and r.error is not None
        assert r.error.type == "SandboxUnavailable"
        assert "bubblewrap" in r.error.message and UNSAFE_ENV in r.error.message
        trusted = render_code(code, pool=pool, trusted=True, keep_outputs=False)
        assert trusted.ok and trusted.sandbox == "trusted"
    with RenderPool(
        1,
        scratch_dir=tmp_path / "s2",
        cache_dir=tmp_path / "c2",
        env={"MANIM_AGENT_SANDBOX": "none", UNSAFE_ENV: "1"},
    ) as pool:
        r = render_code(code, pool=pool, keep_outputs=False)
        assert r.ok and r.sandbox == "unconfined"


def test_signal_module_name_is_still_refused_by_policy() -> None:
    """The AST policy stays the first layer: the plain spelling gets a clear message."""
    v = precheck(f"import os\nos.kill(1, {int(signal.SIGKILL)})\n", trusted=False)
    assert v is not None and v.status == "policy" and "os" in (v.error.message if v.error else "")


def test_info_reports_the_sandbox() -> None:
    """`python -m server info --json` and manim.server.info name the sandbox in force."""
    import sys

    from server.lsp import features
    from server.lsp.server import ManimLanguageServer

    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[1]))
    out = subprocess.run(
        [sys.executable, "-m", "server", "info", "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=True,
    )
    info = json.loads(out.stdout)
    assert info["isolation"]["mode"] == "landlock"
    assert info["isolation"]["landlock_abi"] >= 1
    assert info["isolation"]["untrusted_renders"] == "confined"
    assert info["sandbox"].startswith("landlock ABI")
    lsp_info = features.info(ManimLanguageServer())
    assert lsp_info["isolation"]["mode"] == "landlock"
    refused = subprocess.run(
        [sys.executable, "-m", "server", "info", "--json"],
        capture_output=True,
        text=True,
        env={**env, "MANIM_AGENT_SANDBOX": "none"},
        timeout=120,
        check=True,
    )
    none = json.loads(refused.stdout)["isolation"]
    assert none["untrusted_renders"] == "refused" and UNSAFE_ENV in none["fix"]


def test_trusted_render_keeps_its_assets_and_local_tex(world: World, tmp_path: Path) -> None:
    """The user's own file (trusted) still reads an image and a TeX macro file beside it."""
    from server.render import render_file

    assert world.pool is not None
    folder = tmp_path / "project"
    folder.mkdir()
    (folder / "macros.tex").write_text(r"\newcommand{\mymacro}{x^{2}+1}" + "\n")
    (folder / "dot.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">'
        '<circle cx="5" cy="5" r="4"/></svg>'
    )
    src = folder / "mine.py"
    src.write_text(
        "from manim import *\n\nclass Mine(Scene):\n    def construct(self):\n"
        "        tpl = TexTemplate()\n"
        '        tpl.add_to_preamble(r"\\input{macros.tex}")\n'
        '        self.add(MathTex(r"\\mymacro", tex_template=tpl), SVGMobject("dot.svg"))\n'
    )
    r = render_file(src, trusted=True, pool=world.pool)
    try:
        assert r.ok, r.error_text()
        assert r.sandbox == "trusted"
    finally:
        r.cleanup()


# -- round 2 (issue 48): what got through the first sandbox ------------------------------------
# Each attack runs against both sandboxes (`any_world`: Landlock, then bubblewrap where it is
# installed), passes the render policy, and was first shown to work without the fix.

IOPRIO_GET = {"x86_64": 252, "aarch64": 31}.get(platform.machine())
IOPRIO_SET = {"x86_64": 251, "aarch64": 30}.get(platform.machine())
SYS_CLONE = {"x86_64": 56, "aarch64": 220}.get(platform.machine())
LIBC = "ct = IMPORT('ctypes')\nlibc = ct.CDLL(None, use_errno=True)\n"


def _sysv_keys() -> set[int]:
    """Keys of every SysV shared memory segment, queue and semaphore set of this namespace."""
    keys: set[int] = set()
    for kind in ("shm", "msg", "sem"):
        with contextlib.suppress(OSError):
            for line in Path(f"/proc/sysvipc/{kind}").read_text().splitlines()[1:]:
                keys.add(int(line.split()[0]))
    return keys


def test_sysv_ipc_is_no_channel_between_jobs(any_world: World) -> None:
    """Class 1: SysV shared memory, a message queue and a semaphore set made by one job neither
    outlive it nor reach the next job (seccomp refuses them; the child has its own IPC
    namespace besides)."""
    w = any_world
    key = 0x4D410000 + uuid.uuid4().int % 0xFFFF
    before = _sysv_keys()
    try:
        r = attack(
            w,
            scene(
                f"""
        made = [libc.shmget({key}, 65536, 0o1600), libc.msgget({key}, 0o1600),
                libc.semget({key}, 1, 0o1600)]
        print("made", made)
        if made[0] >= 0:
            libc.shmat.restype = ct.c_void_p
            addr = libc.shmat(made[0], None, 0)
            ct.memmove(addr, b"message from job 1", 18)
        self.add(Square())
    """,
                header=LIBC,
            ),
        )
        assert r.ok, r.error_text()
        r = attack(
            w,
            scene(
                f"""
        found = [libc.shmget({key}, 0, 0), libc.msgget({key}, 0), libc.semget({key}, 0, 0)]
        print("found", found)
        assert found == [-1, -1, -1], found
        self.add(Square())
    """,
                header=LIBC,
            ),
        )
        assert r.ok, r.error_text()
        assert _sysv_keys() == before, "a SysV IPC object outlived its job"
    finally:  # (without the fix: do not leave them on the machine)
        for flag in ("-M", "-Q", "-S"):
            subprocess.run(["ipcrm", flag, str(key)], capture_output=True, check=False)


def _ioprio(pid: int) -> int:
    libc = ctypes.CDLL(None, use_errno=True)
    return int(libc.syscall(IOPRIO_GET, 1, pid))


@pytest.mark.skipif(IOPRIO_GET is None, reason="no ioprio numbers for this machine")
def test_priority_of_other_processes_stays(any_world: World) -> None:
    """Class 2: no renice or I/O priority change of another process (the editor, the language
    server, the model, other jobs), by pid or by process group; the job's own still works."""
    w = any_world
    assert w.pool is not None
    # the victim is what a normal user's processes are: no capabilities (as root, a process
    # with more capabilities than the job is already out of its reach)
    drop = isolation.drop_capabilities if os.geteuid() == 0 else None
    victim = subprocess.Popen(["sleep", "120"], start_new_session=True, preexec_fn=drop)
    try:
        targets = [victim.pid, *w.pool.worker_pids(), w.server_pid]
        before = {pid: (os.getpriority(os.PRIO_PROCESS, pid), _ioprio(pid)) for pid in targets}
        r = attack(
            w,
            scene(
                f"""
        out = []
        for pid in {targets}:
            out.append(libc.setpriority(0, pid, 19))
            out.append(libc.syscall({IOPRIO_SET}, 1, pid, 3 << 13))  # idle class
        out.append(libc.setpriority(1, {victim.pid}, 19))  # its process group
        out.append(libc.syscall({IOPRIO_SET}, 2, {victim.pid}, 3 << 13))
        print(out)
        assert out == [-1] * len(out), out
        assert libc.setpriority(0, 0, 5) == 0  # its own
        self.add(Square())
    """,
                header=LIBC,
            ),
        )
        assert r.ok, r.error_text()
        after = {pid: (os.getpriority(os.PRIO_PROCESS, pid), _ioprio(pid)) for pid in targets}
        assert after == before
    finally:
        victim.kill()
        victim.wait()


@pytest.mark.skipif(SYS_CLONE is None, reason="no clone number for this machine")
def test_no_new_namespaces_and_no_vsock_netlink_or_packet_sockets(any_world: World) -> None:
    """Class 3: unshare(CLONE_NEWUSER) (then a network namespace and a packet socket), clone
    with namespace flags, and AF_VSOCK (a listener towards the host), AF_NETLINK and AF_PACKET
    sockets are all refused; an ordinary AF_INET socket still opens (in the empty network)."""
    r = attack(
        any_world,
        scene(
            f"""
        sk = IMPORT("socket")
        got = []
        if libc.unshare(0x10000000) == 0:
            got.append("user namespace")
            if libc.unshare(0x40000000) == 0:
                got.append("network namespace")
            try:
                getattr(sk, "socket")(sk.AF_PACKET, sk.SOCK_RAW)
                got.append("packet socket")
            except OSError:
                pass
        for flags in (0x10000000, 0x40000000, 0x20000000):
            pid = libc.syscall({SYS_CLONE}, flags | 17, 0, 0, 0, 0)
            if pid == 0:
                O._exit(0)
            if pid > 0:
                got.append("clone " + hex(flags))
                O.waitpid(pid, 0)
        for family, kind in ((40, sk.SOCK_STREAM), (16, sk.SOCK_RAW), (17, sk.SOCK_RAW)):
            try:
                s = getattr(sk, "socket")(family, kind)
                got.append("socket " + str(family))
                if family == 40:
                    s.bind((0xFFFFFFFF, 9999))
                    s.listen(1)
                    got.append("vsock listens")
            except OSError as exc:
                print(family, exc)
        print(got)
        assert got == [], got
        getattr(sk, "socket")(sk.AF_INET, sk.SOCK_STREAM).close()
        self.add(Square())
    """,
            header=LIBC,
        ),
    )
    assert r.ok, r.error_text()


def _shmem() -> int:
    """The host's shared memory in use (memfd and tmpfs pages), from /proc/meminfo (the whole
    machine's available memory moves with whatever else runs here; this does not)."""
    for line in Path("/proc/meminfo").read_text().splitlines():
        if line.startswith("Shmem:"):
            return int(line.split()[1]) * 1024
    return 0


def test_memfd_and_tmpfs_count_against_the_memory_limit(any_world: World) -> None:
    """Class 4: anonymous memory files (memfd) are memory the address-space limit never sees:
    twice the job's memory limit written into them ends the job (a memory cgroup), or memfd is
    refused where no memory cgroup can be made; the host keeps its memory."""
    w = any_world
    assert w.pool is not None
    has_memcg = w.pool.stats()["workers"][0].get("memory_cgroup") is not None
    host = _shmem()
    r = attack(
        w,
        scene(f"""
        chunk = bytes(32 * 1024**2)  # each file stays under the file-size limit
        held, fds = 0, []
        while held < {2 * TEST_LIMITS.memory}:
            fds.append(O.memfd_create("hoard"))
            held += O.write(fds[-1], chunk)
        print("held", held)
        self.add(Square())
    """),
        timeout=30,
    )
    assert r.status == "error" and r.error is not None
    if has_memcg:
        assert r.error.type == "MemoryLimit", r.error_text()
        assert "memory" in r.error.message
    else:
        assert "PermissionError" in r.error_text()
    assert _shmem() < host + 256 * 1024**2, "the job's memory files outlived it"


def test_disk_and_file_limits_hold_during_a_latex_compile(any_world: World) -> None:
    """Class 5: while the worker compiles a formula for the job (here one that never ends), a
    thread of the job writes files: the job is stopped at its disk limit within a poll, not
    when the compile ends; the folder never grows far past the limit."""
    w = any_world
    sizes: list[int] = []

    def measure(r: RenderResult) -> bool:
        assert r.job_dir is not None
        sizes.append(sum(f.stat().st_size for f in Path(r.job_dir).rglob("w*") if f.is_file()))
        return True

    t0 = time.monotonic()
    r = attack(
        w,
        scene(r"""
        th = SYS.modules["threading"]
        tm = SYS.modules["time"]
        def writer():
            for k in range(256):  # up to 1 GiB, 4 MiB at a time
                with getattr(P("w" + str(k)), "open")("wb") as fh:
                    fh.write(bytes(4 * 1024**2))
                tm.sleep(0.05)
        th.Thread(target=writer, daemon=True).start()
        self.add(MathTex(r"\def\loopforever{\loopforever}\loopforever"))
    """),
        timeout=25,
        check=measure,
    )
    elapsed = time.monotonic() - t0
    assert r.status == "error" and r.error is not None and r.error.type == "DiskLimit", (
        r.error_text()
    )
    assert sizes and sizes[0] < TEST_LIMITS.job_disk + 160 * 1024**2, sizes
    assert elapsed < 20, f"the job ran {elapsed:.0f} s: the limit waited for the compile"


def test_nested_json_on_the_latex_pipe_gets_an_answer(any_world: World) -> None:
    """Class 6: a request of 200,000 nested brackets on the LaTeX request pipe (the JSON parser
    recurses until RecursionError) is answered as a bad request; the worker lives, and the
    scene's own formula still renders."""
    r = attack(
        any_world,
        scene("""
        st = IMPORT("stat")
        fc = IMPORT("fcntl")
        body = b"[" * 200000
        frame = len(body).to_bytes(4, "big") + body
        sent = 0
        for fd in range(3, 256):
            try:
                writable = fc.fcntl(fd, fc.F_GETFL) & 3 == O.O_WRONLY
                if writable and st.S_ISFIFO(O.fstat(fd).st_mode):
                    O.write(fd, frame)
                    sent += 1
            except OSError:
                pass
        print("sent", sent)
        assert sent >= 1
        self.add(MathTex("x + 1"))
    """),
    )
    assert r.ok, r.error_text()


def _deep_tree(root: Path, depth: int) -> None:
    fd = os.open(root, os.O_RDONLY)
    try:
        for _ in range(depth):
            os.mkdir("d", dir_fd=fd)
            sub = os.open("d", os.O_RDONLY, dir_fd=fd)
            os.close(fd)
            fd = sub
    finally:
        os.close(fd)


def test_a_deep_tree_neither_kills_the_worker_nor_every_later_pool(
    any_world: World, tmp_path: Path
) -> None:
    """Class 7: a job leaves a tree 1,300 levels deep: the worker survives its walks, the
    caller's cleanup removes it, and an old one in the jobs folder is swept by the next pool
    (it used to end every later pool's start in RecursionError)."""
    w = any_world
    assert w.pool is not None
    r = attack(
        w,
        scene("""
        for _ in range(1300):
            O.mkdir("d")
            O.chdir("d")
        self.add(Square())
    """),
    )
    # it renders, or it is stopped at the depth cap if the worker's disk poll saw the tree
    assert r.ok or (r.error is not None and r.error.type == "DiskLimit"), r.error_text()
    assert r.job_dir is None or not Path(r.job_dir).exists()
    stale = w.pool.jobs_dir / f"job-stale-{uuid.uuid4().hex[:6]}"
    stale.mkdir()
    _deep_tree(stale, 1300)
    old = time.time() - 3 * 24 * 3600
    os.utime(stale, (old, old))
    with RenderPool(1, scratch_dir=w.scratch, cache_dir=tmp_path / "cache"):
        assert not stale.exists()


def test_latex_cache_names_say_nothing_across_jobs(any_world: World) -> None:
    """Class 8: after one job renders a formula, another cannot tell (a stat on the name Manim
    would give it finds nothing, the shared folder cannot be listed) nor read cached glyphs."""
    w = any_world
    formula = rf"\text{{private {uuid.uuid4().hex[:8]}}}"
    first = render_code(
        f"from manim import *\nclass F(Scene):\n    def construct(self):\n"
        f"        self.add(MathTex(r{formula!r}))\n",
        pool=w.pool,
        keep_outputs=False,
    )
    assert first.ok, first.error_text()
    slot = w.cache / "slot-0"
    folders = [slot / SHARED_SUBDIR, slot / "tex-verified", slot / "worker-tex", slot]
    r = attack(
        w,
        scene(f"""
        tpl = config["tex_template"]
        code = tpl.get_texcode_for_expression_in_env({formula!r}, "align*")
        key = T.tex_hash(code)
        seen = []
        for folder in [{", ".join(lit(f) for f in folders)}]:
            for name in (key + ".svg", key + ".tex"):
                try:
                    O.stat(folder + "/" + name)
                    seen.append(name)
                except OSError:
                    pass
            try:
                seen.append(O.listdir(folder))
            except OSError:
                pass
        print(seen)
        assert seen == [], seen
        self.add(Square())
    """),
    )
    assert r.ok, r.error_text()


def test_terminal_escapes_in_errors_never_reach_the_terminal(
    any_world: World, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Class 9: an error message with a window title, a clipboard write (OSC 52), a screen
    rewrite to a fake "rendered OK" and a bidi override reaches the CLI's human output as plain
    text; `--json` keeps the message as it is (JSON escapes it)."""
    from server.render_command import run_render_command

    evil = (
        "boom\x1b]0;pwned title\x07\x1b]52;c;cm0gLXJmIH4K\x07\r\x1b[2K\x1b[1A"
        "\x1b[32mrendered OK\x1b[0m\x9b2J\u202eevil"
    )
    code = scene(f"raise ValueError({evil!r})")
    attack(any_world, code, check=lambda r: r.status == "error")
    path = tmp_path / "evil.py"
    path.write_text(code)
    capsys.readouterr()
    assert run_render_command(str(path), None, False, False, "l", pool=any_world.pool) == 1
    out, err = capsys.readouterr()
    assert "ValueError: boom" in out
    for text in (out, err):
        bad = [c for c in text if c in "\x1b\x07\r\x9b\u202e"]
        assert not bad, f"control characters reached the terminal: {bad!r}"
    assert run_render_command(str(path), None, True, False, "l", pool=any_world.pool) == 1
    data = json.loads(capsys.readouterr().out)
    assert evil in data["error"]["message"]


def test_the_tracer_stays_bounded_on_huge_moving_scenes(world: World) -> None:
    """Trace v2 samples paths during each play and reads shapes and text meaning: a scene built
    to make that work explode (a path of 40 000 corners, 300 mobjects moving at once with
    updaters, a 27 kB string with TeX-like markup): it renders and the trace
    stays within its caps, or a limit stops it with a reason; the host is untouched either way
    (``attack`` checks the invariants)."""
    code = scene(
        """
        big = VMobject().set_points_as_corners(
            [[np.cos(t) * 3, np.sin(7 * t) * 2, 0] for t in np.linspace(0, 6.28, 40000)]
        )
        dots = VGroup(*[Dot([((i % 20) - 10) * 0.6, ((i // 20) - 7) * 0.4, 0]) for i in range(300)])
        for d in dots:
            d.add_updater(lambda m, dt: m.shift(RIGHT * dt * 0.1))
        words = Text("x^2 \\\\frac{1}{2} " * 1500, font_size=4)
        self.add(big, dots, words)
        self.play(big.animate.shift(LEFT), Rotate(dots, 1.0), run_time=0.5)
        self.wait(0.2)
        """
    )
    r = attack(world, code, timeout=60, check=lambda res: True)
    # contained either way: it renders, or a limit stops it with a reason that says which
    assert r.ok or r.status in ("timeout", "error"), r.status
    if not r.ok:
        assert "Timeout" in r.error_text() or "MemoryLimit" in r.error_text(), r.error_text()
    if r.trace is not None:
        d = r.trace.to_dict()
        assert len(json.dumps(d)) < 8 * 1024**2
        for step in d["steps"]:
            assert len(step.get("visible", [])) <= 120
            assert len(step.get("paths") or {}) <= 8
            for path in (step.get("paths") or {}).values():
                assert len(path) <= 16
