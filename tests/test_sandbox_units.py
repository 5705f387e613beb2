"""Logic of the render sandbox without rendering (issue 17): environment allow-list, Landlock
rights per ABI, the seccomp program, the bubblewrap command line, and a real restricted child."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from server.render import isolation, landlock, seccomp


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
def test_seccomp_program_jumps_land_on_the_deny_return() -> None:
    """Every conditional jump of the filter lands on the final EPERM return."""
    prog = seccomp.program()
    allow, deny, sock, pid = (len(prog) - k for k in (10, 9, 8, 4))
    assert prog[allow][3] == seccomp.SECCOMP_RET_ALLOW
    assert prog[deny][0] == 0x06 and prog[deny][3] & 0xFFFF == 1  # RET ERRNO(EPERM)
    assert prog[sock] == (0x20, 0, 0, 16) and prog[sock + 1][3] == seccomp.AF_UNIX
    assert prog[pid] == (0x20, 0, 0, 16) and prog[pid + 1] == (0x15, 1, 0, 0)
    targets = {i + 1 + jt for i, (code, jt, _jf, _k) in enumerate(prog[4:allow], start=4)}
    assert all(code in (0x15, 0x35) for code, *_ in prog[4:allow])
    assert targets == {deny, sock, pid}
    assert "chmod" in " ".join(seccomp.denied_calls())


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
