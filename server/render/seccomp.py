"""The seccomp filter of a render child: what Landlock and the namespaces do not police.

Landlock governs opening, creating, removing, renaming and truncating files, TCP, signals and
abstract sockets; the rest of the kernel's surface that a render never needs is closed here
(docs/render.md, "What the sandbox promises"):

* **file metadata**: ``chmod``/``chown``/extended attributes work on any path the process can
  name, inside the sandbox or not (a scene that may not read ``~/.ssh/id_rsa`` could ``chmod 0``
  it). Timestamps stay settable: Manim touches its own outputs, and a timestamp loses no data;
* **sockets**: only ``AF_INET``/``AF_INET6`` (which live in the child's empty network namespace
  and under Landlock's TCP rules). Unix sockets (Landlock up to ABI 7 lets ``connect`` reach any
  pathname socket: VS Code's IPC, D-Bus, Docker), netlink, packet and vsock sockets (kernel
  surface, and a vsock listener is a way towards the host) are refused;
* **other processes**: ``prlimit64``, ``sched_set*``, ``setpriority`` and ``ioprio_set`` only on
  the calling process itself (with the same uid a child could otherwise shrink the worker's
  limits, renice the editor or starve the model's I/O);
* **namespaces**: ``unshare`` and ``setns`` always, ``clone`` with a namespace flag (a user
  namespace gives back every capability inside it, then a network namespace and packet
  sockets); ``clone3``, whose flags sit in memory a filter cannot read, answers ``ENOSYS`` so
  that the C library falls back to ``clone``;
* **SysV IPC and POSIX message queues**: shared memory and queues outlive the job and are
  counted against no limit (the child also gets its own IPC namespace where it can);
* ``memfd_create`` where no memory cgroup counts the job's memory (a memfd's pages count
  against no rlimit); io_uring (its operations bypass this filter); the kernel keyrings;
  ``bpf``, ``perf_event_open``, ``userfaultfd``; every call of a foreign ABI (i386 or x32 entry
  points on x86_64 would slip past a filter keyed on x86_64 numbers).

The filter is an allow-by-default list: only named calls fail (``EPERM``), so a kernel or
library that uses a new call keeps working. It needs ``PR_SET_NO_NEW_PRIVS`` (set here).
"""

from __future__ import annotations

import ctypes
import errno
import platform
from dataclasses import dataclass, field

from server.render import landlock

PR_SET_SECCOMP = 22
SECCOMP_MODE_FILTER = 2
SECCOMP_RET_ALLOW = 0x7FFF0000
SECCOMP_RET_ERRNO = 0x00050000

BPF_LD_W_ABS = 0x20
BPF_JEQ_K = 0x15
BPF_JGE_K = 0x35
BPF_JSET_K = 0x45
BPF_RET_K = 0x06
_X32_BIT = 0x40000000

# offsets in struct seccomp_data: nr, arch, instruction_pointer, args[6] (low words: LE)
_NR, _ARCH = 0, 4


def _arg(i: int) -> int:
    return 16 + 8 * i


AF_UNIX = 1
AF_INET = 2
AF_INET6 = 10
PRIO_PROCESS = 0
IOPRIO_WHO_PROCESS = 1
# CLONE_NEWNS | CLONE_NEWCGROUP | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID |
# CLONE_NEWNET (clone's low byte is the exit signal, so CLONE_NEWTIME cannot be named there)
CLONE_NAMESPACES = 0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000
CLONE_NAMESPACES |= 0x20000000 | 0x40000000


@dataclass(frozen=True)
class _Table:
    arch: int
    deny: dict[str, int]  # refused outright
    socket: dict[str, int]  # args[0] is the address family
    self_only: dict[str, int]  # args[0] is a pid: 0 (the caller) only
    which_who: dict[str, tuple[int, int]]  # (nr, the only "which" allowed), args[1] == 0
    clone: int
    clone3: int
    memfd: dict[str, int] = field(default_factory=dict)  # refused without a memory cgroup


_SYSV_X86 = {
    "shmget": 29,
    "shmat": 30,
    "shmctl": 31,
    "semget": 64,
    "semop": 65,
    "semctl": 66,
    "shmdt": 67,
    "msgget": 68,
    "msgsnd": 69,
    "msgrcv": 70,
    "msgctl": 71,
    "semtimedop": 220,
    "mq_open": 240,
    "mq_unlink": 241,
    "mq_timedsend": 242,
    "mq_timedreceive": 243,
    "mq_notify": 244,
    "mq_getsetattr": 245,
}
_SYSV_ARM = {
    "mq_open": 180,
    "mq_unlink": 181,
    "mq_timedsend": 182,
    "mq_timedreceive": 183,
    "mq_notify": 184,
    "mq_getsetattr": 185,
    "msgget": 186,
    "msgctl": 187,
    "msgrcv": 188,
    "msgsnd": 189,
    "semget": 190,
    "semctl": 191,
    "semtimedop": 192,
    "semop": 193,
    "shmget": 194,
    "shmctl": 195,
    "shmat": 196,
    "shmdt": 197,
}

# name -> number, per architecture (x86_64: arch/x86/entry/syscalls/syscall_64.tbl;
# aarch64: the generic table, which has no chmod/chown/utime without "at")
_TABLES: dict[str, _Table] = {
    "x86_64": _Table(
        arch=0xC000003E,
        deny={
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
            "unshare": 272,
            "perf_event_open": 298,
            "setns": 308,
            "bpf": 321,
            "userfaultfd": 323,
            "io_uring_setup": 425,
            "io_uring_enter": 426,
            "io_uring_register": 427,
            "memfd_secret": 447,
            "fchmodat2": 452,
            "setxattrat": 463,
            "removexattrat": 466,
            **_SYSV_X86,
        },
        socket={"socket": 41, "socketpair": 53},
        self_only={
            "sched_setparam": 142,
            "sched_setscheduler": 144,
            "sched_setaffinity": 203,
            "prlimit64": 302,
            "sched_setattr": 314,
        },
        which_who={"setpriority": (141, PRIO_PROCESS), "ioprio_set": (251, IOPRIO_WHO_PROCESS)},
        clone=56,
        clone3=435,
        memfd={"memfd_create": 319},
    ),
    "aarch64": _Table(
        arch=0xC00000B7,
        deny={
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
            "unshare": 97,
            "add_key": 217,
            "request_key": 218,
            "keyctl": 219,
            "perf_event_open": 241,
            "setns": 268,
            "bpf": 280,
            "userfaultfd": 282,
            "io_uring_setup": 425,
            "io_uring_enter": 426,
            "io_uring_register": 427,
            "memfd_secret": 447,
            "fchmodat2": 452,
            "setxattrat": 463,
            "removexattrat": 466,
            **_SYSV_ARM,
        },
        socket={"socket": 198, "socketpair": 199},
        self_only={
            "sched_setparam": 118,
            "sched_setscheduler": 119,
            "sched_setaffinity": 122,
            "prlimit64": 261,
            "sched_setattr": 274,
        },
        which_who={"setpriority": (140, PRIO_PROCESS), "ioprio_set": (30, IOPRIO_WHO_PROCESS)},
        clone=220,
        clone3=435,
        memfd={"memfd_create": 279},
    ),
}
_ALIASES = {"amd64": "x86_64", "arm64": "aarch64"}


class _SockFilter(ctypes.Structure):
    _fields_ = [
        ("code", ctypes.c_uint16),
        ("jt", ctypes.c_uint8),
        ("jf", ctypes.c_uint8),
        ("k", ctypes.c_uint32),
    ]


class _SockFprog(ctypes.Structure):
    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.POINTER(_SockFilter))]


def _machine() -> str:
    machine = platform.machine().lower()
    return _ALIASES.get(machine, machine)


def supported() -> bool:
    """Whether this module knows the system call numbers of this machine."""
    return _machine() in _TABLES


def denied_calls(deny_memfd: bool = True) -> list[str]:
    """The calls refused outright (the conditional ones are not listed)."""
    table = _TABLES.get(_machine())
    if table is None:
        return []
    return sorted({**table.deny, **(table.memfd if deny_memfd else {})})


def syscall_number(name: str) -> int:
    """This machine's number of a call the filter names (tests use it)."""
    table = _TABLES[_machine()]
    merged = {**table.deny, **table.memfd, **table.socket, **table.self_only}
    merged.update({k: v[0] for k, v in table.which_who.items()})
    merged.update({"clone": table.clone, "clone3": table.clone3})
    return merged[name]


def audit_arch() -> int:
    return _TABLES[_machine()].arch


Insn = tuple[int, int, int, int]


class _Assembler:
    """Forward jumps to named labels, resolved at the end (classic BPF jumps only forward)."""

    def __init__(self) -> None:
        self.code: list[tuple[int, str | None, str | None, int]] = []
        self.labels: dict[str, int] = {}

    def label(self, name: str) -> None:
        self.labels[name] = len(self.code)

    def load(self, offset: int) -> None:
        self.code.append((BPF_LD_W_ABS, None, None, offset))

    def jump(self, op: int, k: int, jt: str | None, jf: str | None = None) -> None:
        self.code.append((op, jt, jf, k))

    def ret(self, value: int) -> None:
        self.code.append((BPF_RET_K, None, None, value))

    def assemble(self) -> list[Insn]:
        out: list[Insn] = []
        for i, (op, jt, jf, k) in enumerate(self.code):
            offsets = []
            for target in (jt, jf):
                off = 0 if target is None else self.labels[target] - (i + 1)
                if not 0 <= off <= 255:
                    raise ValueError(f"BPF jump out of range: {off}")
                offsets.append(off)
            out.append((op, offsets[0], offsets[1], k))
        return out


def program(deny_memfd: bool = True) -> list[Insn]:
    """The BPF program as (code, jt, jf, k) instructions.

    Layout: check the ABI, load the call number, one jump per named call (to DENY, ENOSYS or
    an argument check), ALLOW; then the argument checks, then the shared returns (classic BPF
    jumps only forward, hence the order).
    """
    table = _TABLES[_machine()]
    deny_ret = SECCOMP_RET_ERRNO | errno.EPERM
    a = _Assembler()
    a.load(_ARCH)
    a.jump(BPF_JEQ_K, table.arch, None, "deny")  # a foreign ABI: nothing at all
    a.load(_NR)
    if table.arch == 0xC000003E:
        a.jump(BPF_JGE_K, _X32_BIT, "deny")  # x32 numbers
    denied = {**table.deny, **(table.memfd if deny_memfd else {})}
    for nr in sorted(set(denied.values())):
        a.jump(BPF_JEQ_K, nr, "deny")
    a.jump(BPF_JEQ_K, table.clone3, "enosys")
    a.jump(BPF_JEQ_K, table.clone, "clone")
    for nr in sorted(table.socket.values()):
        a.jump(BPF_JEQ_K, nr, "socket")
    for nr in sorted(table.self_only.values()):
        a.jump(BPF_JEQ_K, nr, "self")
    for name, (nr, _which) in sorted(table.which_who.items()):
        a.jump(BPF_JEQ_K, nr, f"which-{name}")
    a.ret(SECCOMP_RET_ALLOW)  # every other call
    # clone: no namespace flag in args[0]
    a.label("clone")
    a.load(_arg(0))
    a.jump(BPF_JSET_K, CLONE_NAMESPACES, "deny", "allow")
    # socket/socketpair: args[0] (the family) AF_INET or AF_INET6 only
    a.label("socket")
    a.load(_arg(0))
    a.jump(BPF_JEQ_K, AF_INET, "allow")
    a.jump(BPF_JEQ_K, AF_INET6, "allow", "deny")
    # calls on a pid: args[0] == 0 (this process) only
    a.label("self")
    a.load(_arg(0))
    a.jump(BPF_JEQ_K, 0, "allow", "deny")
    # setpriority/ioprio_set(which, who, ...): "which" is one process, "who" is 0 (the caller)
    for name, (_nr, which) in sorted(table.which_who.items()):
        a.label(f"which-{name}")
        a.load(_arg(0))
        a.jump(BPF_JEQ_K, which, None, "deny")
        a.load(_arg(1))
        a.jump(BPF_JEQ_K, 0, "allow", "deny")
    a.label("allow")
    a.ret(SECCOMP_RET_ALLOW)
    a.label("deny")
    a.ret(deny_ret)
    a.label("enosys")
    a.ret(SECCOMP_RET_ERRNO | errno.ENOSYS)
    return a.assemble()


def run_program(prog: list[Insn], arch: int, nr: int, args: tuple[int, ...] = ()) -> int:
    """What ``prog`` answers for one call (a classic-BPF interpreter for the subset used here;
    the tests check the verdicts of the real program with it)."""
    words = {_ARCH: arch & 0xFFFFFFFF, _NR: nr & 0xFFFFFFFF}
    for i, value in enumerate((*args, 0, 0, 0, 0, 0, 0)[:6]):
        words[_arg(i)] = value & 0xFFFFFFFF
        words[_arg(i) + 4] = (value >> 32) & 0xFFFFFFFF
    acc = 0
    pc = 0
    while True:
        code, jt, jf, k = prog[pc]
        pc += 1
        if code == BPF_LD_W_ABS:
            acc = words.get(k, 0)
        elif code == BPF_RET_K:
            return k
        else:
            if code == BPF_JEQ_K:
                taken = acc == k
            elif code == BPF_JGE_K:
                taken = acc >= k
            elif code == BPF_JSET_K:
                taken = bool(acc & k)
            else:
                raise ValueError(f"unknown BPF instruction {code:#x}")
            pc += jt if taken else jf


# deny_memfd -> (the instructions as ctypes, the sock_fprog pointing at them), built once in
# the warm worker before it forks (building the ctypes array costs ~8 ms, the install ~0.1 ms)
_prepared: dict[bool, tuple[ctypes.Array[_SockFilter], _SockFprog]] = {}


def prepare() -> None:
    """Build both variants of the filter now (the worker calls this once, before any fork)."""
    landlock.libc()  # find_library runs ldconfig: once here, not in every child
    if supported():
        for deny_memfd in (True, False):
            _compiled(deny_memfd)


def _compiled(deny_memfd: bool) -> tuple[ctypes.Array[_SockFilter], _SockFprog]:
    if deny_memfd not in _prepared:
        insns = program(deny_memfd)
        arr = (_SockFilter * len(insns))(*[_SockFilter(*i) for i in insns])
        fprog = _SockFprog(len(insns), ctypes.cast(arr, ctypes.POINTER(_SockFilter)))
        _prepared[deny_memfd] = (arr, fprog)
    return _prepared[deny_memfd]


def install(deny_memfd: bool = True) -> bool:
    """Load the filter into this thread (and its future children); False where unsupported.

    ``deny_memfd``: refuse ``memfd_create`` too (where no memory cgroup counts the job's
    memory, anonymous files would be memory no limit sees).
    """
    if not supported():
        return False
    libc = landlock.libc()
    if libc is None:
        return False
    _arr, fprog = _compiled(deny_memfd)
    landlock.set_no_new_privs()
    rc = libc.prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, ctypes.byref(fprog), 0, 0)
    return bool(rc == 0)
