"""Bad input and faults (issue 3): each one comes back as a clear result, and afterwards the same
warm workers still render a normal scene, with nothing left running."""

from __future__ import annotations

import os
import shutil
import signal
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from server.render import Limits, RenderPool, RenderResult, render_code
from server.render.limits import children_of

pytestmark = pytest.mark.timeout(90)

NORMAL = """from manim import *

class Normal(Scene):
    def construct(self):
        self.play(FadeIn(Square()), run_time=0.3)
"""


def scene(body: str, header: str = "") -> str:
    """A scene file whose construct() runs ``body`` (indented); its first line is line 6."""
    lines = "\n".join("        " + b for b in body.splitlines())
    return (
        f"from manim import *\n{header}\n\nclass Bad(Scene):\n    def construct(self):\n{lines}\n"
    )


@pytest.fixture(scope="module")
def pool() -> Iterator[RenderPool]:
    with RenderPool(2) as p:
        assert p.wait_ready(120), p.stats()
        yield p


@pytest.fixture
def survives(pool: RenderPool) -> Iterator[None]:
    """After the test: same worker processes, no stray processes or cgroups, a normal render."""
    before = sorted(pool.worker_pids())
    yield
    r = render_code(NORMAL, pool=pool, keep_outputs=False)
    assert r.ok, r.error_text()
    assert sorted(pool.worker_pids()) == before
    for pid in pool.worker_pids():
        assert children_of(pid) == []
    for w in pool.stats()["workers"]:
        if w.get("cgroup"):
            assert not list(Path(w["cgroup"]).glob("job-*"))


@pytest.mark.usefixtures("survives")
def test_endless_loop_times_out_at_its_line(pool: RenderPool) -> None:
    """A scene that never ends is killed at its timeout; the error names the stuck line."""
    t0 = time.monotonic()
    r = render_code(scene("n = 0\nwhile True:\n    n += 1"), pool=pool, timeout=2)
    assert r.status == "timeout" and r.error is not None
    assert time.monotonic() - t0 < 6
    assert r.error.line in (7, 8)
    assert "longer than 2 s" in r.error.message


@pytest.mark.usefixtures("survives")
def test_unbounded_allocation_hits_the_memory_limit(pool: RenderPool) -> None:
    """Allocating without bound ends in a MemoryError at the user's line, not in the OOM killer."""
    code = scene("hoard = []\nwhile True:\n    hoard.append(bytearray(50_000_000))")
    r = render_code(code, pool=pool, timeout=20, limits=Limits(address_space=1536 * 1024**2))
    assert r.status == "error" and r.error is not None
    assert r.error.type == "MemoryError" and r.error.line == 8
    assert "ran out of memory" in r.error.message


@pytest.mark.usefixtures("survives")
def test_fork_bomb_is_contained(pool: RenderPool) -> None:
    """A scene that forks without bound is capped, stopped, and every process of it is gone."""
    code = scene("while True:\n    os.fork()", header="import os")
    t0 = time.monotonic()
    r = render_code(code, pool=pool, trusted=True, timeout=3)
    assert r.status in ("error", "timeout") and r.error is not None
    assert time.monotonic() - t0 < 15
    if r.status == "error":
        assert r.error.line == 7 and "another process" in r.error.message


@pytest.mark.usefixtures("survives")
def test_segfault_in_native_code(pool: RenderPool) -> None:
    """A segfault (ctypes, trusted mode) is a crash result at the user's line."""
    r = render_code(scene("ctypes.string_at(0)", header="import ctypes"), pool=pool, trusted=True)
    assert r.status == "error" and r.error is not None
    assert r.error.type == "Crash" and "SIGSEGV" in r.error.message
    assert r.error.line == 6


@pytest.mark.usefixtures("survives")
def test_os_exit_is_reported_at_its_line(pool: RenderPool) -> None:
    """os._exit in a trusted scene ends only the child; the error says where it was called."""
    r = render_code(
        scene("self.add(Circle())\nos._exit(3)", header="import os"), pool=pool, trusted=True
    )
    assert r.status == "error" and r.error is not None
    assert r.error.type == "ProcessExit" and r.error.line == 7
    assert "os._exit(3)" in r.error.message


@pytest.mark.usefixtures("survives")
def test_sys_exit_and_system_exit(pool: RenderPool) -> None:
    """sys.exit (trusted) and raise SystemExit (untrusted) are errors at their lines."""
    r = render_code(scene("sys.exit(0)", header="import sys"), pool=pool, trusted=True)
    assert r.status == "error" and r.error is not None
    assert (r.error.type, r.error.line) == ("SystemExit", 6)
    r = render_code(scene("raise SystemExit(2)"), pool=pool)
    assert r.status == "error" and r.error is not None and r.error.line == 6


@pytest.mark.usefixtures("survives")
def test_huge_file_write_hits_the_file_size_limit(pool: RenderPool) -> None:
    """Writing a huge file stops at the size limit with an error, not a killed process."""
    code = scene(
        "with open('big.bin', 'wb') as fh:\n    while True:\n        fh.write(b'0' * 1_000_000)"
    )
    r = render_code(
        code, pool=pool, trusted=True, timeout=20, limits=Limits(file_size=20 * 1024**2)
    )
    assert r.status == "error" and r.error is not None
    assert r.error.line in (6, 8)
    assert "larger than the 20 MiB limit" in r.error.message
    assert r.job_dir is not None
    assert (r.job_dir / "big.bin").stat().st_size <= 20 * 1024**2
    r.cleanup()


@pytest.mark.usefixtures("survives")
@pytest.mark.parametrize(
    ("body", "header", "line", "fragment"),
    [
        ("s = socket.create_connection(('example.com', 80))", "import socket", 2, "'socket'"),
        ("urllib.request.urlopen('http://example.com')", "import urllib.request", 2, "'urllib"),
        ("key = open('/root/.ssh/id_rsa').read()", "", 6, "'open' is not allowed"),
        ("key = (Path.home() / '.ssh').read_text()", "", 6, "'Path' is not allowed"),
        ("t = Code(file_name='~/.ssh/id_rsa')", "", 6, "'~/.ssh/id_rsa'"),
    ],
)
def test_network_and_secret_files_are_refused_by_policy(
    pool: RenderPool, body: str, header: str, line: int, fragment: str
) -> None:
    """Opening a socket or reading ~/.ssh is refused before the code runs."""
    r = render_code(scene(body, header=header), pool=pool)
    assert r.status == "policy" and r.error is not None
    assert r.error.line == line and fragment in r.error.message


@pytest.mark.usefixtures("survives")
def test_endless_printing_cannot_fill_the_disk(pool: RenderPool) -> None:
    """A scene that prints forever times out; its log keeps only a bounded head and tail."""
    r = render_code(scene("while True:\n    print('spam ' * 20)"), pool=pool, timeout=2)
    assert r.status == "timeout" and r.log is not None
    text = r.log.read_text()
    assert r.log.stat().st_size < 300 * 1024
    assert "bytes of output dropped" in text and "spam spam" in text
    r.cleanup()


@pytest.mark.usefixtures("survives")
def test_stdin_is_empty_and_stdout_untouched(
    pool: RenderPool, capfd: pytest.CaptureFixture[str]
) -> None:
    """A scene reads EOF from stdin and its prints never reach the caller's stdout (LSP stdio)."""
    code = scene(
        "assert sys.stdin.read() == ''\nprint('noise ' * 1000)\nself.add(Dot())",
        header="import sys",
    )
    r = render_code(code, pool=pool, trusted=True)
    assert r.ok, r.error_text()
    out, _ = capfd.readouterr()
    assert "noise" not in out
    assert r.log is not None and "noise" in r.log.read_text()
    r.cleanup()


def test_dead_worker_is_replaced(pool: RenderPool) -> None:
    """A worker killed while idle or mid-job is replaced; the pool keeps rendering."""
    victim = pool.worker_pids()[0]
    os.kill(victim, signal.SIGKILL)
    time.sleep(0.2)
    results = [render_code(NORMAL, pool=pool, keep_outputs=False) for _ in range(3)]
    assert all(r.ok for r in results), [r.error_text() for r in results]
    assert victim not in pool.worker_pids()

    import threading

    box: list[RenderResult] = []
    loop = scene("while True:\n    pass")
    t = threading.Thread(target=lambda: box.append(render_code(loop, pool=pool, timeout=30)))
    t.start()
    time.sleep(1.0)
    busy = [w for w in pool.stats()["workers"] if children_of(w["pid"])]
    assert busy
    orphan = children_of(busy[0]["pid"])[0]
    os.kill(busy[0]["pid"], signal.SIGKILL)
    t.join(30)
    assert box and box[0].status == "error" and box[0].error is not None
    assert box[0].error.type == "WorkerDied"
    assert render_code(NORMAL, pool=pool, keep_outputs=False).ok
    assert not _running(orphan)  # the endless job died with its worker
    if busy[0].get("cgroup"):  # the replacement worker swept the dead worker's cgroup
        assert not Path(busy[0]["cgroup"]).exists()


def _running(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat[stat.rfind(")") + 2] not in "ZX"


@pytest.mark.timeout(120)
def test_missing_latex_names_the_packages(tmp_path: Path) -> None:
    """With no LaTeX on PATH, MathTex gives `latex_missing` naming the Debian packages."""
    empty_bin = tmp_path / "bin"
    empty_bin.mkdir()
    # a fresh cache: a cached SVG of the formula would (rightly) need no LaTeX at all
    with RenderPool(1, env={"PATH": str(empty_bin)}, cache_dir=tmp_path / "cache") as nolatex:
        r = render_code(scene("self.add(MathTex(r'x^2'))"), pool=nolatex)
        assert r.status == "latex_missing" and r.error is not None
        assert r.error.line == 6
        for pkg in ("texlive-latex-base", "texlive-latex-extra", "dvisvgm"):
            assert pkg in r.error.message and pkg in r.error_text()
        assert render_code(NORMAL, pool=nolatex, keep_outputs=False).ok


@pytest.mark.timeout(120)
def test_fork_bomb_without_cgroups_is_stopped_by_the_watchdog() -> None:
    """Where no pids cgroup is writable, the worker counts the job's processes and kills them."""
    code = scene("while True:\n    os.fork()", header="import os")
    with RenderPool(1, env={"MANIM_AGENT_RENDER_CGROUP": "0"}) as plain:
        assert plain.wait_ready(120)
        assert plain.stats()["workers"][0]["cgroup"] is None
        t0 = time.monotonic()
        r = render_code(code, pool=plain, trusted=True, timeout=20, limits=Limits(max_processes=16))
        assert time.monotonic() - t0 < 15
        assert r.status == "error" and r.error is not None
        if os.geteuid() == 0:
            assert r.error.type == "ProcessLimit"  # root ignores RLIMIT_NPROC: the watchdog
        worker = plain.worker_pids()[0]
        assert children_of(worker) == []
        assert render_code(NORMAL, pool=plain, keep_outputs=False).ok


@pytest.mark.timeout(120)
def test_missing_xelatex_names_the_engine_not_latex(tmp_path: Path, pool: RenderPool) -> None:
    """A TexTemplate that compiles with xelatex (not installed here) says so, not "no LaTeX"."""
    if shutil.which("xelatex"):
        pytest.skip("xelatex is installed on this machine")
    code = scene("self.add(Tex(r'\\LaTeX', tex_template=TexTemplateLibrary.ctex))")
    r = render_code(code, pool=pool)
    assert r.status == "latex_missing" and r.error is not None
    assert "xelatex" in r.error.message and "texlive-xetex" in r.error.message
    assert "tex_template" in r.error_text()
