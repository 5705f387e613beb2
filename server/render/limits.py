"""Per-job resource limits and the OS isolation applied inside a render child.

``apply_in_child`` runs in the freshly forked child, before any scene code: resource limits
(``setrlimit``), no core dumps, and - for untrusted code - a new, empty network namespace where
the kernel lets us create one. Everything here fails soft: a limit the OS refuses is skipped and
reported, never fatal.
"""

from __future__ import annotations

import ctypes
import os
import resource
from dataclasses import asdict, dataclass
from typing import Any

from server.render import landlock

GIB = 1024**3
MIB = 1024**2

CLONE_NEWNET = 0x40000000
CLONE_NEWUSER = 0x10000000
CLONE_NEWIPC = 0x08000000
PR_SET_CHILD_SUBREAPER = 36
PR_SET_PDEATHSIG = 1


@dataclass
class Limits:
    """Limits for one render job.

    ``address_space``: a Manim render with NumPy, Cairo, Pango and PyAV maps about 0.65 GB of
    virtual memory (measured VmPeak 630-640 MB at -ql with one BLAS thread); 3 GiB leaves room for
    1080p frames and large scenes while stopping runaway allocations early.
    ``cpu_seconds``: CPU time is charged per process; None derives it from the wall timeout.
    ``max_processes``: tasks (processes and threads) in the job, enforced by a pids cgroup where
    one is writable, by RLIMIT_NPROC for non-root users, and by the worker's watchdog otherwise.
    ``memory``: resident memory of the whole job, anonymous files (memfd) and tmpfs pages
    included, enforced by a memory cgroup per job where one can be made (cgroup.py); where none
    can, ``memfd_create`` is refused and ``file_size`` bounds each tmpfs file.
    """

    address_space: int = 3 * GIB
    memory: int = 3 * GIB
    file_size: int = 1 * GIB
    cpu_seconds: float | None = None
    max_processes: int = 64
    open_files: int = 1024
    network: bool = False  # untrusted children get no network where the OS allows it
    # bytes and entries in the job folder (RLIMIT_FSIZE caps one file; many files could still
    # fill the disk): the worker measures the folder every DISK_POLL_S and stops the job
    job_disk: int = 4 * GIB
    job_files: int = 20000

    def cpu_limit_for(self, timeout: float) -> int:
        """CPU seconds for a job with ``timeout`` wall seconds (encoder threads may use >1 core)."""
        if self.cpu_seconds is not None:
            return max(1, int(self.cpu_seconds))
        return int(2 * timeout) + 10

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Limits:
        known = {k: d[k] for k in cls.__dataclass_fields__ if k in d}
        return cls(**known)


def _libc() -> ctypes.CDLL | None:
    # loaded once per process (find_library runs ldconfig: milliseconds in every child else)
    return landlock.libc()


def unshare_network() -> bool:
    """Move this process into a new network namespace (only a down loopback); True on success.

    Needs CAP_SYS_ADMIN (root in most containers); otherwise tries an unprivileged user
    namespace. Returns False where neither is allowed - the caller records that the job ran
    with the host's network.
    """
    return unshare_namespaces(network=True)[0]


def unshare_namespaces(network: bool) -> tuple[bool, bool]:
    """A new IPC namespace (SysV shared memory, semaphores and queues die with the job, and no
    job sees another's) and, with ``network``, a new network namespace (only a down loopback).

    Needs CAP_SYS_ADMIN (root in most containers); otherwise tries an unprivileged user
    namespace. Returns (network isolated, IPC isolated); False where the kernel refused - the
    caller records that the job ran with the host's network (SysV IPC is refused by seccomp).
    """
    libc = _libc()
    if libc is None:
        return False, False
    flags = CLONE_NEWIPC | (CLONE_NEWNET if network else 0)
    if libc.unshare(flags) == 0:
        return network, True
    if os.geteuid() != 0 and libc.unshare(CLONE_NEWUSER | flags) == 0:
        return network, True
    if network:  # a kernel without IPC namespaces: the network alone
        net = libc.unshare(CLONE_NEWNET) == 0
        if not net and os.geteuid() != 0:
            net = libc.unshare(CLONE_NEWUSER | CLONE_NEWNET) == 0
        return net, False
    return False, False


def set_child_subreaper() -> bool:
    """Make this process adopt its orphaned descendants, so the worker can reap and kill them."""
    libc = _libc()
    return libc is not None and libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0


def die_with_parent(parent_pid: int) -> bool:
    """Have the kernel SIGKILL this process when its parent (the worker) dies.

    Returns False if the parent is already gone (the caller should exit at once).
    """
    libc = _libc()
    if libc is not None:
        libc.prctl(PR_SET_PDEATHSIG, 9, 0, 0, 0)
    return os.getppid() == parent_pid


def _set(limit: int, soft: int, hard: int | None = None) -> bool:
    try:
        _cur_soft, cur_hard = resource.getrlimit(limit)
        hard_v = soft if hard is None else hard
        if cur_hard != resource.RLIM_INFINITY:
            hard_v = min(hard_v, cur_hard)
            soft = min(soft, cur_hard)
        resource.setrlimit(limit, (soft, hard_v))
        return True
    except (ValueError, OSError):
        return False


def count_user_tasks(uid: int) -> int:
    """Tasks (threads included) that the kernel counts against RLIMIT_NPROC for ``uid``."""
    total = 0
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/status", encoding="ascii", errors="replace") as fh:
                uid_ok = False
                threads = 1
                for line in fh:
                    if line.startswith("Uid:"):
                        uid_ok = int(line.split()[1]) == uid
                    elif line.startswith("Threads:"):
                        threads = int(line.split()[1])
                if uid_ok:
                    total += threads
        except (OSError, ValueError, IndexError):
            continue
    return total


def apply_rlimits(limits: Limits, timeout: float) -> list[str]:
    """Apply the resource limits to this process; returns the names of the ones the OS refused."""
    refused: list[str] = []
    cpu = limits.cpu_limit_for(timeout)
    checks = [
        ("cpu", _set(resource.RLIMIT_CPU, cpu, cpu + 5)),
        ("address_space", _set(resource.RLIMIT_AS, int(limits.address_space))),
        ("file_size", _set(resource.RLIMIT_FSIZE, int(limits.file_size))),
        ("core", _set(resource.RLIMIT_CORE, 0)),
        ("open_files", _set(resource.RLIMIT_NOFILE, int(limits.open_files))),
    ]
    if os.geteuid() != 0:
        # Root ignores RLIMIT_NPROC; for other users it counts every task of the user.
        budget = count_user_tasks(os.getuid()) + int(limits.max_processes)
        checks.append(("processes", _set(resource.RLIMIT_NPROC, budget)))
    refused.extend(name for name, ok in checks if not ok)
    return refused


def _pids_where(field: int, value: int) -> list[int]:
    """Pids whose /proc stat field (counted after the ")" of comm) equals ``value``."""
    pids: list[int] = []
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", encoding="ascii", errors="replace") as fh:
                stat = fh.read()
        except OSError:
            continue
        # fields after the ")" of comm: state ppid pgrp session ...
        rest = stat[stat.rfind(")") + 2 :].split()
        if len(rest) > field and rest[field] == str(value):
            pids.append(int(name))
    return pids


def session_tasks(sid: int) -> list[int]:
    """Pids of the processes in session ``sid`` (the watchdog's fallback process count)."""
    return _pids_where(3, sid)


def children_of(ppid: int) -> list[int]:
    """Pids whose parent is ``ppid`` (orphans adopted by a subreaper worker land here)."""
    return _pids_where(1, ppid)
