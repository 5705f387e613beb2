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

import hashlib
import json
import os
import signal
import socket
import textwrap
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from server.render import Limits, RenderPool, RenderResult, render_code
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

    def __init__(self, root: Path) -> None:
        self.root = root
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


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[World]:
    w = World(tmp_path_factory.mktemp("sandbox"))
    mp = pytest.MonkeyPatch()
    mp.setenv("HOME", str(w.home))
    mp.setenv("OPENAI_API_KEY", ENV_SECRET)  # a secret-looking name
    mp.setenv("MY_INNOCENT_VAR", ENV_SECRET)  # and one that does not look like a secret
    mp.setenv("MANIM_AGENT_ENDPOINT_TOKEN", ENV_SECRET)
    mp.delenv(UNSAFE_ENV, raising=False)
    mp.delenv("MANIM_AGENT_SANDBOX", raising=False)
    limits = Limits(
        file_size=64 * 1024**2,
        address_space=3 * 1024**3,
        max_processes=48,
        job_disk=160 * 1024**2,
        job_files=3000,
    )
    pool = RenderPool(1, limits=limits, scratch_dir=w.scratch, cache_dir=w.cache)
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
        log = (w.pool.pool_dir / "worker-0.log").read_text(errors="replace")
        assert SECRET not in log and ENV_SECRET not in log
        assert w.pool.worker_pids() == workers, "the worker was killed or replaced"
        for pid in workers:
            os.kill(pid, 0)
        assert os.getpid() == w.server_pid
        nxt = render_code(NORMAL, pool=w.pool, keep_outputs=False)
        assert nxt.ok, nxt.error_text()
        assert nxt.sandbox.startswith("landlock-")
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
    import subprocess
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
