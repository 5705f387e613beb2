"""The OS sandbox of an untrusted render child: what it may read, write, run and signal.

Layers, in the order a generated scene meets them (docs/render.md, "Sandbox"):

1. the AST policy (``policy.py``) in the caller: clear messages for the usual mistakes;
2. the forked child: own session, pids cgroup, rlimits, an empty network namespace;
3. this module, applied in the child before the scene's first line runs:
   * a scrubbed environment (no secrets; ``HOME`` and ``TMPDIR`` inside the job folder, TeX in
     paranoid mode);
   * **Landlock** (:mod:`server.render.landlock`): the child reads only what rendering needs
     (the Python environment, Manim, fonts, the TeX tree, system libraries), writes only its job
     folder, runs only system programs, makes no TCP connection, and cannot signal or reach the
     abstract sockets of any process outside its own tree;
   * as root: every capability dropped, so uid 0 means nothing more than any other uid
     (no ``reboot``, no module loading, no ``CAP_DAC_OVERRIDE`` past file modes);
   * a seccomp filter (``seccomp.py``) for what Landlock does not cover: file metadata, socket
     families but IPv4/IPv6, other processes' limits and priorities, new namespaces, SysV IPC,
     memfd (without a memory cgroup), io_uring, the kernel keyrings;
   * where Landlock is missing: **bubblewrap** (``bwrap``) re-executes the render in a mount
     namespace with the same view; where neither exists, untrusted renders are **refused**
     unless ``MANIM_AGENT_UNSAFE_RENDER=1`` says to run them unconfined.

Trusted renders (the user's own file) keep the rights the user has in a terminal; only the
environment scrub of the worker applies to them (see ``worker_env``).
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import shutil
import site
import sys
import sysconfig
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from server.render import landlock, seccomp

UNSAFE_ENV = "MANIM_AGENT_UNSAFE_RENDER"  # "1": run untrusted renders without an OS sandbox
SANDBOX_ENV = "MANIM_AGENT_SANDBOX"  # auto (default) | landlock | bwrap | none (tests)
REPO_ROOT = Path(__file__).resolve().parents[2]

# TeX's own sandbox, set through the environment (kpathsea reads texmf.cnf variables from it):
# no reading or writing files outside the working folder and the TeX tree, no shell escape.
TEX_PARANOID_ENV = {"openin_any": "p", "openout_any": "p", "shell_escape": "f"}

# What a render worker inherits from the caller's environment. Everything else (API keys,
# tokens, cloud credentials, the user's own variables) stays out of every render process.
_ENV_NAMES = frozenset(
    {
        "PATH",
        "HOME",
        "USER",
        "LOGNAME",
        "LANG",
        "LANGUAGE",
        "TZ",
        "TERM",
        "TMPDIR",
        "VIRTUAL_ENV",
        "LD_LIBRARY_PATH",
        "SOURCE_DATE_EPOCH",
        "XDG_CACHE_HOME",
        "XDG_DATA_HOME",
        "XDG_DATA_DIRS",
        "XDG_CONFIG_DIRS",
        "SYSTEMROOT",
    }
)
_ENV_PREFIXES = (
    "LC_",
    "PYTHON",
    "MANIM_AGENT_RENDER",
    "MANIM_AGENT_SANDBOX",
    "MANIM_AGENT_UNSAFE",
    "FONTCONFIG_",
    "PANGO",
    "TEXMF",
    "TEXINPUTS",
    "OPENBLAS_",
    "OMP_",
    "MKL_",
)
_SECRET_WORDS = ("KEY", "TOKEN", "SECRET", "PASSW", "CRED", "AUTH", "COOKIE", "SESSION")


def _secretish(name: str) -> bool:
    upper = name.upper()
    return any(w in upper for w in _SECRET_WORDS)


def worker_env(env: dict[str, str]) -> dict[str, str]:
    """The part of ``env`` a render worker may see: an allow-list, never anything secret-like.

    Workers are forked into every render child, so whatever they hold (their environment, and
    the memory it lives in) an escaped scene could read: secrets never get there at all.
    """
    return {
        k: v
        for k, v in env.items()
        if (k in _ENV_NAMES or k.startswith(_ENV_PREFIXES)) and not _secretish(k)
    }


def child_env(job_dir: Path) -> dict[str, str]:
    """The untrusted child's environment: the worker's, home and temp in the job, TeX paranoid."""
    env = dict(_prepared_env) if _prepared_env else worker_env(dict(os.environ))
    home = job_dir / "home"
    tmp = job_dir / "tmp"
    env.update(
        {
            "HOME": str(home),
            "TMPDIR": str(tmp),
            "XDG_CACHE_HOME": str(home / ".cache"),
            "XDG_CONFIG_HOME": str(home / ".config"),
            **TEX_PARANOID_ENV,
            # paranoid TeX refuses absolute names except below TEXMFOUTPUT, and Manim passes
            # absolute ones (-output-directory=<job>/media/tex)
            "TEXMFOUTPUT": str(job_dir),
        }
    )
    env.pop("TEXMFHOME", None)
    return env


# -- what the child may touch ------------------------------------------------------------------

# System folders a render reads (and runs programs from). Missing ones are skipped.
SYSTEM_READ_EXEC = (
    "/usr/bin",
    "/bin",
    "/usr/lib",
    "/usr/lib64",
    "/lib",
    "/lib64",
    "/usr/libexec",
    "/usr/local/lib",
    "/usr/local/bin",
)
SYSTEM_READ = (
    "/usr/share/fonts",
    "/usr/local/share/fonts",
    "/usr/share/fontconfig",
    "/usr/share/texlive",
    "/usr/share/texmf",
    "/usr/share/tex-common",
    "/usr/share/ghostscript",
    "/usr/share/color",
    "/var/lib/ghostscript",
    "/etc/ghostscript",
    "/etc/papersize",
    "/usr/local/share/texmf",
    "/usr/share/poppler",
    "/usr/share/zoneinfo",
    "/usr/share/locale",
    "/usr/share/mime",
    "/usr/share/X11/fonts",
    "/usr/share/fonts-droid-fallback",
    "/var/lib/texmf",
    "/var/cache/fontconfig",
    "/etc/texmf",
    "/etc/fonts",
    "/etc/ld.so.cache",
    "/etc/ld.so.conf",
    "/etc/ld.so.conf.d",
    "/etc/localtime",
    "/etc/nsswitch.conf",
    "/sys/devices/system/cpu",
)
DEVICES_RW = ("/dev/null", "/dev/zero", "/dev/full")
DEVICES_R = ("/dev/urandom", "/dev/random")


def python_read_paths() -> list[str]:
    """The Python installation, the venv, installed packages and this project's own package."""
    paths = {sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix}
    paths.add(os.path.dirname(os.path.realpath(sys.executable)))
    for key in ("stdlib", "platstdlib", "purelib", "platlib"):
        with contextlib.suppress(KeyError):
            paths.add(sysconfig.get_paths()[key])
    with contextlib.suppress(Exception):
        paths.update(site.getsitepackages())
    user_site = getattr(site, "USER_SITE", None)
    if user_site and user_site in sys.path:
        paths.add(user_site)
    # sys.path entries that are package folders inside these (never the repo root or a cwd:
    # those are workspaces; our own package is added alone)
    for entry in sys.path:
        if entry and os.path.isdir(entry) and any(_inside(entry, p) for p in list(paths) if p):
            paths.add(entry)
    paths.add(str(REPO_ROOT / "server"))
    home = os.path.expanduser("~")
    out = set()
    for p in paths:
        for q in (p, os.path.realpath(p)) if p else ():
            # never the root or a folder holding the home folder (a Python built with
            # --prefix=$HOME): its stdlib and site-packages are in the list on their own
            if q != "/" and not _inside(home, q):
                out.add(q)
    return sorted(out)


def _inside(path: str, parent: str) -> bool:
    try:
        return os.path.commonpath([os.path.realpath(path), os.path.realpath(parent)]) == (
            os.path.realpath(parent)
        )
    except ValueError:
        return False


def static_rules() -> list[tuple[str, int]]:
    """The paths every untrusted child may use, the same for every job."""
    rules = [(p, landlock.READ_EXEC) for p in python_read_paths()]
    rules += [(p, landlock.READ_EXEC) for p in SYSTEM_READ_EXEC]
    rules += [(p, landlock.READ) for p in SYSTEM_READ]
    rules += [(p, landlock.FS_READ_FILE) for p in DEVICES_R]
    rw = landlock.FS_READ_FILE | landlock.FS_WRITE_FILE | landlock.FS_TRUNCATE
    rules += [(p, rw) for p in DEVICES_RW]
    return rules


_prepared: list[landlock.PathRule] = []
_prepared_env: dict[str, str] = {}
_prepared_last_cap: list[int] = []


def prepare(abi: int) -> None:
    """In the warm worker, before any fork: open the static paths and read what a child needs,
    so each child only makes the Landlock system calls (measured: ~15 ms less per job)."""
    _prepared.clear()
    for path, access in static_rules():
        rule = landlock.open_rule(path, access, abi)
        if rule is not None:
            _prepared.append(rule)
    _prepared_env.clear()
    _prepared_env.update(worker_env(dict(os.environ)))
    _prepared_last_cap[:] = [last_cap()]
    seccomp.prepare()


def untrusted_ruleset(job_dir: Path, read_only: list[str], abi: int) -> landlock.Ruleset:
    """The Landlock rules of an untrusted render child for ``job_dir``."""
    rs = landlock.Ruleset(abi)
    if _prepared:
        rs.rules.extend(_prepared)
    else:
        for path, access in static_rules():
            rs.allow([path], access)
    rs.allow([f"/proc/{os.getpid()}"], landlock.READ)  # /proc/self, as this process sees it
    rs.allow(read_only, landlock.READ)
    rs.allow([str(job_dir)], landlock.WRITE)
    return rs


# -- capabilities (root only) ------------------------------------------------------------------

PR_CAPBSET_DROP = 24
PR_SET_SECUREBITS = 28
PR_CAP_AMBIENT = 47
PR_CAP_AMBIENT_CLEAR_ALL = 4
# SECBIT_NOROOT, SECBIT_NO_SETUID_FIXUP, SECBIT_KEEP_CAPS off, each locked; NO_CAP_AMBIENT_RAISE
_SECUREBITS = 0x01 | 0x02 | 0x04 | 0x08 | 0x20 | 0x40 | 0x80
_CAP_VERSION_3 = 0x20080522


class _CapHeader(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


class _CapData(ctypes.Structure):
    _fields_ = [
        ("effective", ctypes.c_uint32),
        ("permitted", ctypes.c_uint32),
        ("inheritable", ctypes.c_uint32),
    ]


def last_cap() -> int:
    """The highest capability number this kernel knows (40 if /proc does not say)."""
    try:
        return int(Path("/proc/sys/kernel/cap_last_cap").read_text())
    except (OSError, ValueError):
        return 40


def drop_capabilities(highest: int | None = None) -> bool:
    """Give up every capability for good (bounding set, ambient, effective, permitted).

    Root keeps uid 0 but loses its privileges: it may no longer bypass file modes, load kernel
    modules, reboot, change the clock, mount or create namespaces, and ``execve`` of a setuid or
    root program grants nothing back. True when the kernel now reports no capabilities.
    """
    libc = landlock.libc()
    if libc is None:
        return False
    cap_max = last_cap() if highest is None else highest
    libc.prctl(PR_SET_SECUREBITS, _SECUREBITS, 0, 0, 0)
    for cap in range(cap_max + 1):
        libc.prctl(PR_CAPBSET_DROP, cap, 0, 0, 0)
    libc.prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0)
    header = _CapHeader(_CAP_VERSION_3, 0)
    data = (_CapData * 2)()
    if libc.capset(ctypes.byref(header), data) != 0:
        return False
    return _effective_caps() == 0


def _effective_caps() -> int:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("CapEff:"):
                return int(line.split()[1], 16)
    except (OSError, ValueError):
        pass
    return -1


# -- which layer this machine offers -----------------------------------------------------------


@dataclass
class IsolationInfo:
    """Which OS sandbox untrusted renders get here (``python -m server info``)."""

    mode: str  # "landlock" | "bwrap" | "none"
    landlock_abi: int
    bwrap: str | None
    unsafe_opt_in: bool
    untrusted_renders: str  # "confined" | "refused" | "unconfined (opted in)"
    features: list[str] = field(default_factory=list)
    fix: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def describe(self) -> str:
        """One line: which sandbox untrusted renders get, or why they are refused."""
        if self.mode == "landlock":
            head = f"landlock ABI {self.landlock_abi}"
        elif self.mode == "bwrap":
            head = f"bubblewrap ({self.bwrap})"
        else:
            head = "none"
        feats = f" [{', '.join(self.features)}]" if self.features else ""
        return f"{head}{feats}; untrusted renders: {self.untrusted_renders}"


def unsafe_opted_in() -> bool:
    return os.environ.get(UNSAFE_ENV, "").strip().lower() in ("1", "true", "yes", "on")


def detect() -> IsolationInfo:
    """The best sandbox this kernel and machine offer (``MANIM_AGENT_SANDBOX`` may narrow it)."""
    want = os.environ.get(SANDBOX_ENV, "auto").strip().lower() or "auto"
    abi = landlock.abi_version() if want in ("auto", "landlock") else 0
    bwrap = shutil.which("bwrap") if want in ("auto", "bwrap") else None
    opted = unsafe_opted_in()
    if abi > 0:
        mode = "landlock"
        feats = ["filesystem"]
        if abi >= 4:
            feats.append("tcp")
        if abi >= 6:
            feats += ["signals", "abstract-unix-sockets"]
        if seccomp.supported():
            feats.append("seccomp-metadata")
        if os.geteuid() == 0:
            feats.append("capabilities-dropped")
    elif bwrap:
        mode, feats = "bwrap", ["filesystem", "pid-namespace", "ipc-namespace"]
    else:
        mode, feats = "none", []
    if mode != "none":
        verdict, fix = "confined", None
    else:
        verdict = "unconfined (opted in)" if opted else "refused"
        fix = NO_SANDBOX_FIX
    return IsolationInfo(mode, abi, bwrap, opted, verdict, feats, fix)


NO_SANDBOX_FIX = (
    "untrusted (generated) scenes need an OS sandbox, and this machine has none: the kernel "
    "offers no Landlock (Linux 5.13+ with CONFIG_SECURITY_LANDLOCK and 'landlock' in the lsm= "
    "boot list) and bubblewrap is not installed. Fix: install bubblewrap (sudo apt-get install "
    f"bubblewrap), or use a kernel with Landlock; or set {UNSAFE_ENV}=1 to render generated "
    "code without an OS sandbox (it can then read and change your files)."
)


class SandboxUnavailable(RuntimeError):
    """No OS sandbox could be applied and the user did not opt in to unconfined renders."""


@dataclass
class SandboxReport:
    """What the child got (recorded in the job log and the result)."""

    mode: str
    abi: int = 0
    caps_dropped: bool = False
    skipped: list[str] = field(default_factory=list)
    seccomp: bool = False


def prepare_job_dirs(job_dir: Path) -> None:
    for sub in ("home", "tmp"):
        (job_dir / sub).mkdir(parents=True, exist_ok=True)


def scrub_environment(job_dir: Path) -> None:
    """Replace this process's environment (Python's view and the C one) with ``child_env``."""
    env = child_env(job_dir)
    for key in list(os.environ):
        if key not in env:
            del os.environ[key]
    os.environ.update(env)
    tempfile.tempdir = env["TMPDIR"]


def confine_untrusted(
    job_dir: Path, read_only: list[str], info: IsolationInfo, deny_memfd: bool = True
) -> SandboxReport:
    """Apply the OS sandbox to this (single-threaded, freshly forked) process.

    ``deny_memfd``: no memory cgroup counts this job's memory, so anonymous files are refused
    (seccomp.py). Landlock mode restricts in place. bwrap mode is handled by the caller (it re-executes the
    render under ``bwrap``); "none" raises :class:`SandboxUnavailable` unless opted in.
    """
    prepare_job_dirs(job_dir)
    scrub_environment(job_dir)
    if info.mode == "landlock":
        rs = untrusted_ruleset(job_dir, read_only, info.landlock_abi)
        # /proc/sys is out of reach afterwards
        cap_max = _prepared_last_cap[0] if _prepared_last_cap else last_cap()
        rs.restrict_self()
        for rule in _prepared:  # the worker's descriptors: the child needs them no more
            if rule.fd is not None:
                with contextlib.suppress(OSError):
                    os.close(rule.fd)
        caps = drop_capabilities(cap_max) if os.geteuid() == 0 else True
        filtered = seccomp.install(deny_memfd)
        return SandboxReport("landlock", info.landlock_abi, caps, rs.skipped, filtered)
    if info.mode == "none" and not info.unsafe_opt_in:
        raise SandboxUnavailable(NO_SANDBOX_FIX)
    return SandboxReport(info.mode)


def bwrap_argv(bwrap: str, job_dir: Path, read_only: list[str], command: list[str]) -> list[str]:
    """A bubblewrap command line giving ``command`` the view Landlock would give the child.

    The root is a fresh tmpfs; system folders, the Python environment and the read-only caches
    are bound read-only, the job folder read-write; new pid, ipc, uts and network namespaces,
    every capability dropped, a clean environment.
    """
    argv = [
        bwrap,
        "--die-with-parent",
        "--new-session",
        "--unshare-all",
        "--cap-drop",
        "ALL",
        "--tmpfs",
        "/",
        "--dev",
        "/dev",
        "--proc",
        "/proc",
    ]
    ro = [*python_read_paths(), *SYSTEM_READ_EXEC, *SYSTEM_READ, *read_only]
    for p in dict.fromkeys(ro):
        if os.path.exists(p) and not p.startswith(("/dev", "/proc")):
            argv += ["--ro-bind", p, p]
    argv += ["--bind", str(job_dir), str(job_dir), "--chdir", str(job_dir), "--clearenv"]
    for k, v in child_env(job_dir).items():
        argv += ["--setenv", k, v]
    return [*argv, "--", *command]
