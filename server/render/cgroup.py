"""A pids cgroup and a memory cgroup per render job, where the host lets us write them.

Root ignores RLIMIT_NPROC, so a fork bomb run as root is bounded here instead: each job's child
joins its own cgroup whose ``pids.max`` caps every process and thread it (and its descendants)
can create, and killing the job kills every pid listed in the cgroup, including processes that
left the job's process group. Works with cgroup v1 (``/sys/fs/cgroup/pids``) and with v2 where
the pids controller is delegated to our cgroup. Where neither is writable, ``PidsCgroup.create``
returns None and the worker falls back to its watchdog (see docs/render.md).

Memory: ``RLIMIT_AS`` counts mappings, not the pages of an anonymous file (``memfd_create``) or
a tmpfs file that the job writes with ``write()`` and never maps, so a job could hold all of
the host's memory that way. A memory cgroup counts every page the job's processes are charged
for (anonymous, memfd, tmpfs, page cache): cgroup v1 (``/sys/fs/cgroup/memory``,
``memory.limit_in_bytes`` and, where swap is accounted, ``memory.memsw.limit_in_bytes``) or v2
with the memory controller delegated (``memory.max``, ``memory.swap.max = 0``). Past the limit
the kernel's OOM killer ends a process of the job; the worker reads the cgroup's OOM count and
reports ``MemoryLimit``. Where no memory cgroup can be made, the child refuses
``memfd_create`` (seccomp.py) and ``RLIMIT_FSIZE`` bounds each tmpfs file.
"""

from __future__ import annotations

import contextlib
import os
import signal
import time
from collections.abc import Iterable
from pathlib import Path

_V1_ROOT = Path("/sys/fs/cgroup/pids")
_V1_MEMORY = Path("/sys/fs/cgroup/memory")
_V2_ROOT = Path("/sys/fs/cgroup")


def _own_cgroup_paths() -> dict[str, str]:
    """Controller -> path of this process's cgroup, from /proc/self/cgroup (v2 key: "")."""
    out: dict[str, str] = {}
    try:
        text = Path("/proc/self/cgroup").read_text()
    except OSError:
        return out
    for line in text.splitlines():
        parts = line.split(":", 2)
        if len(parts) != 3:
            continue
        for ctrl in parts[1].split(","):
            out[ctrl] = parts[2]
    return out


def _candidate_bases(controller: str = "pids") -> list[Path]:
    own = _own_cgroup_paths()
    bases: list[Path] = []
    v1 = _V1_ROOT if controller == "pids" else _V1_MEMORY
    if controller in own and v1.is_dir():
        bases.append(v1 / own[controller].lstrip("/"))
        bases.append(v1)
    if "" in own and (_V2_ROOT / "cgroup.controllers").exists():
        base = _V2_ROOT / own[""].lstrip("/")
        try:
            if controller in (base / "cgroup.subtree_control").read_text().split():
                bases.append(base)
        except OSError:
            pass
    return bases


def _sweep_dead_roots(base: Path, prefix: str) -> None:
    """Kill what is left in the cgroups of workers that died (``<prefix>-<pid>``) and remove them."""
    with contextlib.suppress(OSError):
        for root in base.glob(f"{prefix}-*"):
            pid = root.name.rsplit("-", 1)[-1]
            if not pid.isdigit() or Path(f"/proc/{pid}").exists():
                continue
            for job in root.glob("job-*"):
                stale = CgroupDir(job)
                stale.kill_all(1.0)
                stale.remove(attempts=5)
            CgroupDir(root).remove(attempts=5)


def _make_root(bases: Iterable[Path], name: str, marker: str) -> Path | None:
    """The first ``base / name`` that can be made and holds the controller file ``marker``
    (dead roots of earlier workers under each base are swept first), or None."""
    for base in bases:
        path = base / name
        _sweep_dead_roots(base, name.rsplit("-", 1)[0])
        try:
            path.mkdir(exist_ok=True)
            if not (path / marker).exists():
                path.rmdir()
                continue
            return path
        except OSError:
            continue
    return None


class CgroupDir:
    """One cgroup directory: join it, list, kill and remove its processes."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def join(self, pid: int = 0) -> bool:
        """Move ``pid`` (0: the calling process) into this cgroup."""
        try:
            (self.path / "cgroup.procs").write_text(str(pid or os.getpid()))
            return True
        except OSError:
            return False

    def pids(self) -> list[int]:
        try:
            text = (self.path / "cgroup.procs").read_text()
        except OSError:
            return []
        return [int(x) for x in text.split()]

    def kill_all(self, deadline_s: float = 5.0) -> None:
        """SIGKILL every process in the cgroup until it is empty (new forks are capped)."""
        end = time.monotonic() + deadline_s
        while time.monotonic() < end:
            pids = self.pids()
            if not pids:
                return
            for pid in pids:
                with contextlib.suppress(OSError):
                    os.kill(pid, signal.SIGKILL)
            time.sleep(0.01)

    def remove(self, attempts: int = 50) -> None:
        """Delete the (empty) cgroup directory; the kernel refuses while tasks remain."""
        for _ in range(attempts):
            try:
                self.path.rmdir()
                return
            except FileNotFoundError:
                return
            except OSError:
                time.sleep(0.02)

    def _write(self, name: str, value: str) -> bool:
        try:
            (self.path / name).write_text(value)
            return True
        except OSError:
            return False

    def _counter(self, filename: str, key: str) -> int:
        """A ``key value`` line of a flat-keyed cgroup file (0 if missing)."""
        try:
            text = (self.path / filename).read_text()
        except OSError:
            return 0
        for line in text.splitlines():
            k, _, value = line.partition(" ")
            if k == key:
                with contextlib.suppress(ValueError):
                    return int(value or 0)
        return 0


class MemoryCgroup(CgroupDir):
    """A memory cgroup: the parent of per-job ones, or one job's with its limit.

    On cgroup v2 the job's pids cgroup (one directory for every controller) is used instead:
    :meth:`PidsCgroup.child` writes ``memory.max`` there (see :meth:`limit`).
    """

    @classmethod
    def create_root(cls, name: str) -> MemoryCgroup | None:
        """A writable cgroup v1 memory hierarchy folder for this worker's jobs, or None."""
        # v2: the pids cgroup carries the memory limit, so only v1 memory hierarchies count
        bases = [b for b in _candidate_bases("memory") if str(b).startswith(str(_V1_MEMORY))]
        path = _make_root(bases, name, "memory.limit_in_bytes")
        return cls(path) if path is not None else None

    def child(self, name: str, limit: int) -> MemoryCgroup | None:
        """A sub-cgroup whose memory (and memory + swap) is capped at ``limit`` bytes."""
        sub = MemoryCgroup(self.path / name)
        try:
            sub.path.mkdir(exist_ok=True)
        except OSError:
            return None
        if sub.limit(limit):
            return sub
        sub.remove(attempts=1)
        return None

    def limit(self, limit: int) -> bool:
        """Cap this cgroup's memory at ``limit`` bytes, swap included (v1 or v2 files)."""
        value = str(int(limit))
        if (self.path / "memory.max").exists():  # v2
            ok = self._write("memory.max", value)
            if (self.path / "memory.swap.max").exists():
                ok = self._write("memory.swap.max", "0") and ok
            self._write("memory.oom.group", "1")
            return ok
        ok = self._write("memory.limit_in_bytes", value)
        if (self.path / "memory.memsw.limit_in_bytes").exists():
            ok = self._write("memory.memsw.limit_in_bytes", value) and ok
        return ok

    def oom_kills(self) -> int:
        """How many times the limit was hit hard: OOM kills (v2 ``memory.events``, v1
        ``memory.oom_control``), else the v1 ``memory.failcnt``."""
        if (self.path / "memory.events").exists():
            return self._counter("memory.events", "oom_kill") or self._counter(
                "memory.events", "oom"
            )
        kills = self._counter("memory.oom_control", "oom_kill")
        if kills:
            return kills
        try:
            return int((self.path / "memory.failcnt").read_text().strip() or 0)
        except (OSError, ValueError):
            return 0


class PidsCgroup(CgroupDir):
    """A cgroup directory with a ``pids.max``; the parent of per-job cgroups or one job's."""

    @classmethod
    def create_root(cls, name: str) -> PidsCgroup | None:
        """A writable cgroup named ``name`` for this worker's jobs, or None if none can be made."""
        path = _make_root(_candidate_bases(), name, "pids.max")
        return cls(path) if path is not None else None

    def child(self, name: str, max_pids: int) -> PidsCgroup | None:
        """A sub-cgroup capped at ``max_pids`` tasks, or None if the kernel refuses."""
        path = self.path / name
        try:
            path.mkdir(exist_ok=True)
            (path / "pids.max").write_text(str(int(max_pids)))
            return PidsCgroup(path)
        except OSError:
            with contextlib.suppress(OSError):
                path.rmdir()
            return None

    def peak_events(self) -> int:
        """How many forks the cap refused (``pids.events`` max counter); 0 if unknown."""
        try:
            text = (self.path / "pids.events").read_text()
        except OSError:
            return 0
        for line in text.splitlines():
            key, _, value = line.partition(" ")
            if key == "max":
                return int(value or 0)
        return 0
