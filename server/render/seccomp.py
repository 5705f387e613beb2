"""A small seccomp filter for what Landlock does not police: file metadata and kernel keyrings.

Landlock governs opening, creating, removing, renaming and truncating files, but not changing
the metadata of a file the process can name: ``chmod``, ``chown``, ``utime`` and extended
attributes work on any path the process can reach by lookup, inside the sandbox or not. A scene
that may not read ``~/.ssh/id_rsa`` could still ``chmod 0`` it. Nor does it police ``connect``
to a pathname unix socket (VS Code's IPC socket, D-Bus, Docker's), so the filter refuses
``socket``/``socketpair`` for ``AF_UNIX``, and ``io_uring``, whose operations would bypass it.
``prlimit64`` and the ``sched_set*`` calls work only on the calling process itself (pid 0): with
the same uid a child could otherwise shrink the worker's or the server's resource limits. Rendering never needs modes,
owners or extended attributes (Manim, LaTeX and dvisvgm create files with the right modes), so
the render child gets
a seccomp filter that answers them with EPERM, together with the kernel keyring calls (a login
keyring may hold secrets) and every system call of a foreign ABI (i386 or x32 entry points on
x86_64, which would otherwise slip past a filter keyed on x86_64 numbers). Timestamps stay
settable (``utime``): Manim touches its own output files, and a timestamp loses no data.

The filter is an allow-by-default list: only named calls fail, so a kernel or library that uses
a new call keeps working. It needs ``PR_SET_NO_NEW_PRIVS`` (Landlock sets it first).
"""

from __future__ import annotations

import ctypes
import errno
import platform

from server.render import landlock

PR_SET_SECCOMP = 22
SECCOMP_MODE_FILTER = 2
SECCOMP_RET_ALLOW = 0x7FFF0000
SECCOMP_RET_ERRNO = 0x00050000

_BPF_LD_W_ABS = 0x20
_BPF_JEQ_K = 0x15
_BPF_JGE_K = 0x35
_BPF_RET_K = 0x06
_X32_BIT = 0x40000000

# name -> number, per architecture (x86_64: arch/x86/entry/syscalls/syscall_64.tbl;
# aarch64: the generic table, which has no chmod/chown/utime without "at")
_DENIED: dict[str, tuple[int, dict[str, int]]] = {
    "x86_64": (
        0xC000003E,
        {
            "chmod": 90,
            "fchmod": 91,
            "chown": 92,
            "fchown": 93,
            "lchown": 94,
            "setxattr": 188,
            "lsetxattr": 189,
            "fsetxattr": 190,
            "removexattr": 197,
            "lremovexattr": 198,
            "fremovexattr": 199,
            "add_key": 248,
            "request_key": 249,
            "keyctl": 250,
            "fchownat": 260,
            "fchmodat": 268,
            "io_uring_setup": 425,
            "io_uring_enter": 426,
            "io_uring_register": 427,
            "fchmodat2": 452,
            "setxattrat": 463,
            "removexattrat": 466,
        },
    ),
    "aarch64": (
        0xC00000B7,
        {
            "setxattr": 5,
            "lsetxattr": 6,
            "fsetxattr": 7,
            "removexattr": 14,
            "lremovexattr": 15,
            "fremovexattr": 16,
            "fchmod": 52,
            "fchmodat": 53,
            "fchownat": 54,
            "fchown": 55,
            "add_key": 217,
            "request_key": 218,
            "keyctl": 219,
            "io_uring_setup": 425,
            "io_uring_enter": 426,
            "io_uring_register": 427,
            "fchmodat2": 452,
            "setxattrat": 463,
            "removexattrat": 466,
        },
    ),
}
_ALIASES = {"amd64": "x86_64", "arm64": "aarch64"}
# socket(2) and socketpair(2): refused for AF_UNIX only (Landlock up to ABI 7 does not police
# connect() to a pathname socket, and a desktop has many: VS Code's IPC, D-Bus, Docker, X11)
AF_UNIX = 1
# calls that act on another process by pid: allowed on the caller itself (pid 0) only.
# prlimit64 matters most: with the same uid, Landlock lets a child shrink the limits of the
# worker or the language server (measured: RLIMIT_NOFILE of another process set to 3).
_PID_CALLS = {
    "x86_64": {
        "sched_setparam": 142,
        "sched_setscheduler": 144,
        "sched_setaffinity": 203,
        "prlimit64": 302,
        "sched_setattr": 314,
    },
    "aarch64": {
        "sched_setparam": 118,
        "sched_setscheduler": 119,
        "sched_setaffinity": 122,
        "prlimit64": 261,
        "sched_setattr": 274,
    },
}
_SOCKET_CALLS = {
    "x86_64": {"socket": 41, "socketpair": 53},
    "aarch64": {"socket": 198, "socketpair": 199},
}


class _SockFilter(ctypes.Structure):
    _fields_ = [
        ("code", ctypes.c_uint16),
        ("jt", ctypes.c_uint8),
        ("jf", ctypes.c_uint8),
        ("k", ctypes.c_uint32),
    ]


class _SockFprog(ctypes.Structure):
    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.POINTER(_SockFilter))]


def supported() -> bool:
    """Whether this module knows the system call numbers of this machine."""
    machine = platform.machine().lower()
    return _ALIASES.get(machine, machine) in _DENIED


def denied_calls() -> list[str]:
    machine = platform.machine().lower()
    entry = _DENIED.get(_ALIASES.get(machine, machine))
    return sorted(entry[1]) if entry else []


def program() -> list[tuple[int, int, int, int]]:
    """The BPF program as (code, jt, jf, k) instructions.

    Layout: check the ABI, load the call number, one jump per denied call to DENY and per
    socket call to the domain check, ALLOW, DENY, then the domain check (``args[0]`` is
    ``AF_UNIX``: DENY, else ALLOW). BPF jumps only forward, hence the order.
    """
    machine = platform.machine().lower()
    key = _ALIASES.get(machine, machine)
    arch, table = _DENIED[key]
    deny = SECCOMP_RET_ERRNO | errno.EPERM
    prog: list[tuple[int, int, int, int]] = [
        (_BPF_LD_W_ABS, 0, 0, 4),  # seccomp_data.arch
        (_BPF_JEQ_K, 1, 0, arch),
        (_BPF_RET_K, 0, 0, deny),  # a foreign ABI: nothing at all
        (_BPF_LD_W_ABS, 0, 0, 0),  # seccomp_data.nr
    ]
    checks: list[tuple[int, int, str]] = []
    if arch == 0xC000003E:
        checks.append((_BPF_JGE_K, _X32_BIT, "deny"))  # x32 numbers
    checks += [(_BPF_JEQ_K, nr, "socket") for nr in sorted(_SOCKET_CALLS[key].values())]
    checks += [(_BPF_JEQ_K, nr, "pid") for nr in sorted(_PID_CALLS[key].values())]
    checks += [(_BPF_JEQ_K, nr, "deny") for nr in sorted(table.values())]
    base = len(prog)
    allow_at = base + len(checks)
    target = {"deny": allow_at + 1, "socket": allow_at + 2, "pid": allow_at + 6}
    for i, (op, k, where) in enumerate(checks):
        prog.append((op, target[where] - (base + i + 1), 0, k))
    prog.append((_BPF_RET_K, 0, 0, SECCOMP_RET_ALLOW))
    prog.append((_BPF_RET_K, 0, 0, deny))
    # socket/socketpair: args[0] (the domain; low word, little-endian) AF_UNIX -> deny
    prog.append((_BPF_LD_W_ABS, 0, 0, 16))
    prog.append((_BPF_JEQ_K, 0, 1, AF_UNIX))
    prog.append((_BPF_RET_K, 0, 0, deny))
    prog.append((_BPF_RET_K, 0, 0, SECCOMP_RET_ALLOW))
    # calls on a pid: args[0] == 0 (this process) -> allow, any other pid -> deny
    prog.append((_BPF_LD_W_ABS, 0, 0, 16))
    prog.append((_BPF_JEQ_K, 1, 0, 0))
    prog.append((_BPF_RET_K, 0, 0, deny))
    prog.append((_BPF_RET_K, 0, 0, SECCOMP_RET_ALLOW))
    return prog


def install() -> bool:
    """Load the filter into this thread (and its future children); False where unsupported."""
    if not supported():
        return False
    libc = landlock._libc()
    if libc is None:
        return False
    insns = program()
    arr = (_SockFilter * len(insns))(*[_SockFilter(*i) for i in insns])
    fprog = _SockFprog(len(insns), ctypes.cast(arr, ctypes.POINTER(_SockFilter)))
    landlock.set_no_new_privs()
    rc = libc.prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, ctypes.byref(fprog), 0, 0)
    return bool(rc == 0)
