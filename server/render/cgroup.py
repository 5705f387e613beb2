"""A pids cgroup per render job, where the host lets us write one.

Root ignores RLIMIT_NPROC, so a fork bomb run as root is bounded here instead: each job's child
joins its own cgroup whose ``pids.max`` caps every process and thread it (and its descendants)
can create, and killing the job kills every pid listed in the cgroup, including processes that
left the job's process group. Works with cgroup v1 (``/sys/fs/cgroup/pids``) and with v2 where
the pids controller is delegated to our cgroup. Where neither is writable, ``PidsCgroup.create``
returns None and the worker falls back to its watchdog (see docs/render.md).
"""

from __future__ import annotations

import contextlib
import os
import signal
import time
from pathlib import Path

_V1_ROOT = Path("/sys/fs/cgroup/pids")
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


def _candidate_bases() -> list[Path]:
    own = _own_cgroup_paths()
    bases: list[Path] = []
    if "pids" in own and _V1_ROOT.is_dir():
        bases.append(_V1_ROOT / own["pids"].lstrip("/"))
        bases.append(_V1_ROOT)
    if "" in own and (_V2_ROOT / "cgroup.controllers").exists():
        base = _V2_ROOT / own[""].lstrip("/")
        try:
            if "pids" in (base / "cgroup.subtree_control").read_text().split():
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
                stale = PidsCgroup(job)
                stale.kill_all(1.0)
                stale.remove(attempts=5)
            PidsCgroup(root).remove(attempts=5)


class PidsCgroup:
    """A cgroup directory with a ``pids.max``; the parent of per-job cgroups or one job's."""

    def __init__(self, path: Path) -> None:
        self.path = path

    @classmethod
    def create_root(cls, name: str) -> PidsCgroup | None:
        """A writable cgroup named ``name`` for this worker's jobs, or None if none can be made."""
        for base in _candidate_bases():
            path = base / name
            _sweep_dead_roots(base, name.rsplit("-", 1)[0])
            try:
                path.mkdir(exist_ok=True)
                if not (path / "pids.max").exists():
                    path.rmdir()
                    continue
                return cls(path)
            except OSError:
                continue
        return None

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
