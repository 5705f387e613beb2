"""Landlock, the Linux security module an unprivileged process uses to sandbox itself (ctypes).

A process builds a ruleset (which file-system accesses, TCP ports and scopes it wants the kernel
to police), adds the paths it still needs, and restricts itself: from then on it and every
process it starts can reach only those paths, whatever its uid. No helper binary, no privilege,
no mount: three system calls (``landlock_create_ruleset``, ``landlock_add_rule``,
``landlock_restrict_self``) and ``prctl(PR_SET_NO_NEW_PRIVS)``.

Landlock grows by ABI versions; :func:`abi_version` asks the kernel which one it speaks and
:class:`Ruleset` only hands it the rights that version knows:

====  =====  ==============================================================================
ABI   Linux  adds
====  =====  ==============================================================================
1     5.13   file-system rights: execute, read/write files, read dirs, make/remove entries
2     5.19   ``REFER`` (rename or link a file into another folder)
3     6.2    ``TRUNCATE``
4     6.7    TCP ``bind`` / ``connect`` rules
5     6.10   ``IOCTL_DEV`` (ioctl on device files)
6     6.12   scopes: abstract unix sockets and signals to processes outside the domain
7     6.15   audit logging flags for ``restrict_self`` (nothing this module needs)
====  =====  ==============================================================================

Everything here is plain data and system calls; what the render child may touch is decided in
``isolation.py``.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import stat
from collections.abc import Iterable
from dataclasses import dataclass, field

# System call numbers: Landlock came after the syscall tables were unified, so they are the same
# on x86_64, arm64, riscv64, ... (alpha differs, and nobody renders videos there).
SYS_LANDLOCK_CREATE_RULESET = 444
SYS_LANDLOCK_ADD_RULE = 445
SYS_LANDLOCK_RESTRICT_SELF = 446

LANDLOCK_CREATE_RULESET_VERSION = 1 << 0
LANDLOCK_RULE_PATH_BENEATH = 1
LANDLOCK_RULE_NET_PORT = 2

PR_SET_NO_NEW_PRIVS = 38

# file-system rights
FS_EXECUTE = 1 << 0
FS_WRITE_FILE = 1 << 1
FS_READ_FILE = 1 << 2
FS_READ_DIR = 1 << 3
FS_REMOVE_DIR = 1 << 4
FS_REMOVE_FILE = 1 << 5
FS_MAKE_CHAR = 1 << 6
FS_MAKE_DIR = 1 << 7
FS_MAKE_REG = 1 << 8
FS_MAKE_SOCK = 1 << 9
FS_MAKE_FIFO = 1 << 10
FS_MAKE_BLOCK = 1 << 11
FS_MAKE_SYM = 1 << 12
FS_REFER = 1 << 13  # ABI 2
FS_TRUNCATE = 1 << 14  # ABI 3
FS_IOCTL_DEV = 1 << 15  # ABI 5

# network rights (ABI 4)
NET_BIND_TCP = 1 << 0
NET_CONNECT_TCP = 1 << 1

# scopes (ABI 6)
SCOPE_ABSTRACT_UNIX_SOCKET = 1 << 0
SCOPE_SIGNAL = 1 << 1

_FS_BY_ABI = {
    1: (1 << 13) - 1,
    2: (1 << 14) - 1,
    3: (1 << 15) - 1,
    4: (1 << 15) - 1,
    5: (1 << 16) - 1,
}
# rights that make sense on a file (a rule on a regular file or device may only hold these)
FILE_RIGHTS = FS_EXECUTE | FS_WRITE_FILE | FS_READ_FILE | FS_TRUNCATE | FS_IOCTL_DEV

# convenient bundles
READ = FS_READ_FILE | FS_READ_DIR
READ_EXEC = READ | FS_EXECUTE
WRITE = (
    READ
    | FS_WRITE_FILE
    | FS_REMOVE_DIR
    | FS_REMOVE_FILE
    | FS_MAKE_DIR
    | FS_MAKE_REG
    | FS_MAKE_SYM
    | FS_MAKE_FIFO
    | FS_MAKE_SOCK
    | FS_REFER
    | FS_TRUNCATE
)


class LandlockError(OSError):
    """The kernel refused a Landlock call (the message says which and why)."""


class _RulesetAttr(ctypes.Structure):
    _fields_ = [
        ("handled_access_fs", ctypes.c_uint64),
        ("handled_access_net", ctypes.c_uint64),
        ("scoped", ctypes.c_uint64),
    ]


class _PathBeneathAttr(ctypes.Structure):
    _pack_ = 1
    _fields_ = [("allowed_access", ctypes.c_uint64), ("parent_fd", ctypes.c_int32)]


class _NetPortAttr(ctypes.Structure):
    _fields_ = [("allowed_access", ctypes.c_uint64), ("port", ctypes.c_uint64)]


_libc_cache: list[ctypes.CDLL | None] = []


def _libc() -> ctypes.CDLL | None:
    if not _libc_cache:
        try:
            lib: ctypes.CDLL | None = ctypes.CDLL(
                ctypes.util.find_library("c") or None, use_errno=True
            )
        except OSError:
            lib = None
        _libc_cache.append(lib)
    return _libc_cache[0]


def libc() -> ctypes.CDLL | None:
    """The C library (with errno), or None where it cannot be loaded."""
    return _libc()


def _syscall(number: int, *args: object) -> int:
    libc = _libc()
    if libc is None:
        raise LandlockError(0, "no C library to make system calls with")
    libc.syscall.restype = ctypes.c_long
    ret = int(libc.syscall(ctypes.c_long(number), *args))
    if ret < 0:
        err = ctypes.get_errno()
        raise LandlockError(err, os.strerror(err))
    return ret


def abi_version() -> int:
    """The Landlock ABI the running kernel offers; 0 when it has none (or it is disabled)."""
    try:
        return _syscall(
            SYS_LANDLOCK_CREATE_RULESET,
            None,
            ctypes.c_size_t(0),
            ctypes.c_uint32(LANDLOCK_CREATE_RULESET_VERSION),
        )
    except LandlockError:
        return 0


def fs_rights(abi: int) -> int:
    """Every file-system right the given ABI can police."""
    if abi <= 0:
        return 0
    return _FS_BY_ABI.get(abi, _FS_BY_ABI[5])


def set_no_new_privs() -> None:
    """``prctl(PR_SET_NO_NEW_PRIVS)``: execve can never grant more rights (setuid, caps)."""
    libc = _libc()
    if libc is None or libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
        err = ctypes.get_errno() if libc is not None else 0
        raise LandlockError(err, f"prctl(PR_SET_NO_NEW_PRIVS) failed: {os.strerror(err)}")


@dataclass
class PathRule:
    """Allow ``access`` beneath ``path`` (a folder) or on it (a file).

    ``fd``: an ``O_PATH`` descriptor opened in advance (a warm worker opens the static paths
    once, so a forked child only makes the system calls); ``access`` is then already masked.
    """

    path: str
    access: int
    fd: int | None = None


def open_rule(path: str, access: int, abi: int) -> PathRule | None:
    """A :class:`PathRule` with its ``O_PATH`` descriptor open and its rights fitted to the
    kind of file (folders keep every right, files only file rights); None if ``path`` is absent."""
    try:
        fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
    except OSError:
        return None
    access &= fs_rights(abi)
    try:
        if not stat.S_ISDIR(os.fstat(fd).st_mode):
            access &= FILE_RIGHTS
    except OSError:
        pass
    return PathRule(path, access, fd)


@dataclass
class Ruleset:
    """What a process keeps after :meth:`restrict_self`: the listed paths, no TCP, own scope."""

    abi: int
    rules: list[PathRule] = field(default_factory=list)
    deny_tcp: bool = True
    scope_signals: bool = True
    scope_abstract_sockets: bool = True
    skipped: list[str] = field(default_factory=list)  # paths that do not exist here

    def allow(self, paths: Iterable[str], access: int) -> None:
        for p in paths:
            self.rules.append(PathRule(str(p), access))

    @property
    def handled_fs(self) -> int:
        return fs_rights(self.abi)

    @property
    def handled_net(self) -> int:
        return NET_BIND_TCP | NET_CONNECT_TCP if self.deny_tcp and self.abi >= 4 else 0

    @property
    def scoped(self) -> int:
        if self.abi < 6:
            return 0
        return (SCOPE_SIGNAL if self.scope_signals else 0) | (
            SCOPE_ABSTRACT_UNIX_SOCKET if self.scope_abstract_sockets else 0
        )

    def restrict_self(self) -> None:
        """Build the ruleset in the kernel and enforce it on this thread and its future children.

        Call it while the process has one thread (a freshly forked child): Landlock restricts the
        calling thread only. Raises :class:`LandlockError` when the kernel refuses.
        """
        if self.abi <= 0:
            raise LandlockError(0, "the kernel offers no Landlock")
        attr = _RulesetAttr(self.handled_fs, self.handled_net, self.scoped)
        size = 8 if self.abi < 4 else (16 if self.abi < 6 else 24)
        fd = _syscall(
            SYS_LANDLOCK_CREATE_RULESET,
            ctypes.byref(attr),
            ctypes.c_size_t(size),
            ctypes.c_uint32(0),
        )
        try:
            for rule in self.rules:
                self._add_path(fd, rule)
            set_no_new_privs()
            _syscall(SYS_LANDLOCK_RESTRICT_SELF, ctypes.c_int(fd), ctypes.c_uint32(0))
        finally:
            os.close(fd)

    def _add_path(self, ruleset_fd: int, rule: PathRule) -> None:
        opened = rule if rule.fd is not None else open_rule(rule.path, rule.access, self.abi)
        if opened is None or opened.fd is None:
            self.skipped.append(rule.path)
            return
        pfd = opened.fd
        try:
            access = opened.access & self.handled_fs
            if not access:
                return
            attr = _PathBeneathAttr(access, pfd)
            try:
                _syscall(
                    SYS_LANDLOCK_ADD_RULE,
                    ctypes.c_int(ruleset_fd),
                    ctypes.c_int(LANDLOCK_RULE_PATH_BENEATH),
                    ctypes.byref(attr),
                    ctypes.c_uint32(0),
                )
            except LandlockError:
                # a rule the kernel refuses (a file system it cannot tag) only takes access
                # away: skip it rather than lose the whole sandbox
                self.skipped.append(rule.path)
        finally:
            if rule.fd is None:  # opened here; pre-opened ones belong to the caller
                os.close(pfd)
