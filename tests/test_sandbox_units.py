"""Logic of the render sandbox without rendering (issue 17): environment allow-list, Landlock
rights per ABI, the seccomp program, the bubblewrap command line, and a real restricted child."""

from __future__ import annotations

import errno
import os
import socket
from pathlib import Path

import pytest

from server import termtext
from server.render import isolation, jobfs, landlock, seccomp


def test_worker_env_keeps_the_allow_list_and_drops_secrets() -> None:
    """Only allow-listed names reach a worker, and never one that looks like a secret."""
    env = {
        "PATH": "/usr/bin",
        "LANG": "C.UTF-8",
        "LC_ALL": "C",
        "PYTHONPATH": "/x",
        "TEXMFHOME": "/t",
        "MANIM_AGENT_RENDER_DIR": "/r",
        "OPENAI_API_KEY": "k",
        "GITHUB_TOKEN": "t",
        "PYTHON_SECRET": "s",
        "MANIM_AGENT_RENDER_AUTH": "a",
        "AWS_SECRET_ACCESS_KEY": "a",
        "MY_VAR": "v",
        "SSH_AUTH_SOCK": "/run/ssh",
    }
    kept = isolation.worker_env(env)
    assert set(kept) == {
        "PATH",
        "LANG",
        "LC_ALL",
        "PYTHONPATH",
        "TEXMFHOME",
        "MANIM_AGENT_RENDER_DIR",
    }


def test_child_env_points_home_and_temp_into_the_job(tmp_path: Path) -> None:
    """The untrusted child's HOME/TMPDIR are inside its job, TeX is paranoid there."""
    env = isolation.child_env(tmp_path)
    assert env["HOME"].startswith(str(tmp_path)) and env["TMPDIR"].startswith(str(tmp_path))
    assert env["openin_any"] == env["openout_any"] == "p" and env["shell_escape"] == "f"
    assert env["TEXMFOUTPUT"] == str(tmp_path) and "TEXMFHOME" not in env


def test_landlock_rights_grow_with_the_abi() -> None:
    """ABI 1 knows 13 file rights, 2 adds REFER, 3 TRUNCATE, 5 IOCTL_DEV; 0 knows none."""
    assert landlock.fs_rights(0) == 0
    assert bin(landlock.fs_rights(1)).count("1") == 13
    assert landlock.fs_rights(2) & landlock.FS_REFER
    assert not landlock.fs_rights(2) & landlock.FS_TRUNCATE
    assert landlock.fs_rights(3) & landlock.FS_TRUNCATE
    assert not landlock.fs_rights(4) & landlock.FS_IOCTL_DEV
    assert landlock.fs_rights(7) == landlock.fs_rights(5)
    rs = landlock.Ruleset(3)
    assert rs.handled_net == 0 and rs.scoped == 0  # TCP from ABI 4, scopes from ABI 6
    rs6 = landlock.Ruleset(6)
    assert rs6.handled_net == 3 and rs6.scoped == 3


@pytest.mark.skipif(not seccomp.supported(), reason="no syscall table for this machine")
def test_seccomp_verdicts_of_the_real_program() -> None:
    """The filter's answers, call by call, run through a BPF interpreter: what is refused
    outright, what only on another process or with a namespace flag, what stays allowed."""
    allow = seccomp.SECCOMP_RET_ALLOW
    eperm = seccomp.SECCOMP_RET_ERRNO | errno.EPERM
    enosys = seccomp.SECCOMP_RET_ERRNO | errno.ENOSYS
    arch = seccomp.audit_arch()
    nr = seccomp.syscall_number

    def verdict(name: str, *args: int, deny_memfd: bool = True) -> int:
        return seccomp.run_program(seccomp.program(deny_memfd), arch, nr(name), args)

    for name in ("fchmodat", "keyctl", "io_uring_setup", "shmget", "msgget", "semget", "setns"):
        assert verdict(name) == eperm, name
    assert verdict("unshare", 0x10000000) == eperm and verdict("unshare", 0) == eperm
    assert verdict("clone", 0x01200011) == allow  # fork(): CLONE_CHILD_SETTID|CLEARTID|SIGCHLD
    assert verdict("clone", 0x003D0F00) == allow  # pthread_create's flags
    for ns in (0x00020000, 0x02000000, 0x04000000, 0x08000000, 0x10000000, 0x20000000):
        assert verdict("clone", ns | 17) == eperm, hex(ns)
    assert verdict("clone", 0x40000000 | 17) == eperm
    assert verdict("clone3") == enosys  # the C library falls back to clone
    assert verdict("socket", socket.AF_INET, socket.SOCK_STREAM) == allow
    assert verdict("socket", socket.AF_INET6, socket.SOCK_DGRAM) == allow
    for family in (socket.AF_UNIX, socket.AF_NETLINK, socket.AF_PACKET, 40):  # 40: AF_VSOCK
        assert verdict("socket", family, socket.SOCK_STREAM) == eperm, family
        assert verdict("socketpair", family, socket.SOCK_STREAM) == eperm, family
    assert verdict("prlimit64", 0) == allow and verdict("prlimit64", 4242) == eperm
    assert verdict("setpriority", 0, 0, 10) == allow  # os.nice()
    assert verdict("setpriority", 0, 4242, 10) == eperm  # another process
    assert verdict("setpriority", 1, 0, 10) == eperm  # PRIO_PGRP
    assert verdict("setpriority", 2, 0, 10) == eperm  # PRIO_USER: every process of the user
    assert verdict("ioprio_set", 1, 0, 0) == allow
    assert verdict("ioprio_set", 1, 4242, 0) == eperm and verdict("ioprio_set", 3, 0, 0) == eperm
    assert verdict("memfd_create") == eperm
    assert verdict("memfd_create", deny_memfd=False) == allow
    assert seccomp.run_program(seccomp.program(), arch, 0) == allow  # read(2)
    assert seccomp.run_program(seccomp.program(), 0x40000003, 0) == eperm  # i386 entry point
    assert "chmod" in " ".join(seccomp.denied_calls())


def test_job_folder_walks_survive_deep_trees_links_and_locked_folders(tmp_path: Path) -> None:
    """A tree 1,300 levels deep with 200-character names (paths far past PATH_MAX), a link to a
    file outside and a folder with mode 000: the scan stops at its depth cap without recursing,
    and removal deletes it all while the linked file stays."""
    outside = tmp_path / "outside.txt"
    outside.write_text("keep")
    root = tmp_path / "job"
    root.mkdir()
    fd = os.open(root, os.O_RDONLY)
    name = "d" * 200
    try:
        for i in range(1300):
            os.mkdir(name, dir_fd=fd)
            sub = os.open(name, os.O_RDONLY, dir_fd=fd)
            os.close(fd)
            fd = sub
            if i == 700:
                os.symlink(outside, "link", dir_fd=fd)
                os.mkdir("locked", 0, dir_fd=fd)
    finally:
        os.close(fd)
    seen: list[int] = []
    too_deep: list[int] = []
    jobfs.scan(root, lambda e: seen.append(e.depth), on_too_deep=lambda e: too_deep.append(e.depth))
    assert max(seen) == jobfs.MAX_DEPTH and too_deep == [jobfs.MAX_DEPTH]
    assert jobfs.remove_tree(root)
    assert not root.exists() and outside.read_text() == "keep"


def test_terminal_text_loses_escapes_and_controls_but_keeps_lines() -> None:
    """Window title, clipboard (OSC 52), screen rewrites, 8-bit CSI and bidi overrides go;
    the readable text, newlines and tabs stay."""
    evil = (
        "ValueError: boom\x1b]0;pwned title\x07 next\x1b]52;c;cm0gLXJmIH4=\x1b\\"
        "\r\x1b[2K\x1b[1A\x1b[32mrendered OK\x1b[0m\x9b31m\u202eevil\x00\x7f\n\tline 2"
    )
    out = termtext.for_terminal(evil)
    assert out == "ValueError: boom nextrendered OKevil\n\tline 2"
    assert not any(c in out for c in "\x1b\x07\r\x9b\u202e\x00\x7f")
    assert "pwned title" not in out and "cm0gLXJmIH4" not in out
    assert out.startswith("ValueError: boom next") and out.endswith("\n\tline 2")
    assert termtext.for_terminal("plain text\n") == "plain text\n"


def test_bwrap_argv_binds_the_job_and_hides_home(tmp_path: Path) -> None:
    """The bubblewrap view: empty root, job folder read-write, no home folder, clean env."""
    job = tmp_path / "job"
    job.mkdir()
    argv = isolation.bwrap_argv("/usr/bin/bwrap", job, ["/usr/share"], ["python", "-c", "1"])
    assert argv[:1] == ["/usr/bin/bwrap"] and argv[-3:] == ["python", "-c", "1"]
    assert ["--tmpfs", "/"] == argv[argv.index("--tmpfs") : argv.index("--tmpfs") + 2]
    i = argv.index("--bind")
    assert argv[i + 1] == argv[i + 2] == str(job)
    binds = {argv[k + 1] for k, a in enumerate(argv) if a in ("--ro-bind", "--bind")}
    assert str(Path.home()) not in binds and "/" not in binds
    assert "--clearenv" in argv and "--unshare-all" in argv and "ALL" in argv


def test_detect_refuses_without_a_sandbox(monkeypatch: pytest.MonkeyPatch) -> None:
    """With neither Landlock nor bwrap, untrusted renders are refused unless opted in."""
    monkeypatch.setenv(isolation.SANDBOX_ENV, "none")
    monkeypatch.delenv(isolation.UNSAFE_ENV, raising=False)
    info = isolation.detect()
    assert info.mode == "none" and info.untrusted_renders == "refused"
    assert info.fix and "bubblewrap" in info.fix
    monkeypatch.setenv(isolation.UNSAFE_ENV, "1")
    assert isolation.detect().untrusted_renders == "unconfined (opted in)"


@pytest.mark.skipif(landlock.abi_version() < 1, reason="needs a kernel with Landlock")
def test_a_restricted_child_reads_and_writes_only_its_job(tmp_path: Path) -> None:
    """A forked child under the untrusted rules: job writable, a sibling file unreadable."""
    job = tmp_path / "job"
    job.mkdir()
    outside = tmp_path / "outside.txt"
    outside.write_text("private")
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - child
        code = 1
        try:
            isolation.confine_untrusted(job, [], isolation.detect())
            (job / "ok.txt").write_text("fine")
            try:
                outside.read_text()
            except PermissionError:
                try:
                    (tmp_path / "new.txt").write_text("x")
                except PermissionError:
                    try:
                        os.chmod(job / "ok.txt", 0o777)
                    except PermissionError:
                        code = 0
        finally:
            os.write(w, str(code).encode())
            os._exit(0)
    os.close(w)
    with os.fdopen(r) as fh:
        verdict = fh.read()
    os.waitpid(pid, 0)
    assert verdict == "0"
    assert (job / "ok.txt").read_text() == "fine" and not (tmp_path / "new.txt").exists()


def test_python_paths_never_open_the_root_or_the_home_folder(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A Python whose prefix is / or holds $HOME does not make either readable."""
    home = tmp_path / "home" / "user"
    home.mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setattr("sys.prefix", str(tmp_path / "home"))
    monkeypatch.setattr("sys.exec_prefix", "/")
    paths = isolation.python_read_paths()
    assert "/" not in paths and str(tmp_path / "home") not in paths and str(home) not in paths
    assert any(p.endswith("site-packages") for p in paths)
