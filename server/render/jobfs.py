"""Walking and removing folders that a render job wrote, without recursion and without paths.

A job may leave any tree in its folder: thousands of levels deep (``mkdir d; cd d`` in a loop),
paths far longer than ``PATH_MAX``, folders with mode 000, links and fifos. Recursive walkers
(``os.walk`` and ``shutil.rmtree`` in Python 3.11) end in ``RecursionError`` on a deep tree,
and path-based calls fail with ``ENAMETOOLONG`` on a long one, so whatever the worker, the pool
or the caller does to a job folder goes through this module:

* :func:`scan` walks a tree with directory descriptors (``openat``), an explicit stack and a
  depth cap: it never recurses, never builds a path, and never follows a link;
* :func:`remove_tree` deletes any tree with at most three descriptors open: each folder's
  sub-folders are first renamed up to the top of the tree ("hoisted"), so depth costs nothing.
"""

from __future__ import annotations

import contextlib
import errno
import itertools
import os
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

MAX_DEPTH = 32  # a render writes at most ~6 levels (media/partial/<Scene>/..., home/.cache/...)
_DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
_HOIST = ".manim-agent-rm-"


@dataclass
class Entry:
    """One entry met by :func:`scan`: its folder's descriptor, name, ``lstat`` and depth."""

    dir_fd: int
    name: str
    st: os.stat_result
    depth: int  # 1 for entries directly in the root

    @property
    def is_dir(self) -> bool:
        return stat.S_ISDIR(self.st.st_mode)


def _open_dir(name: str | Path, dir_fd: int | None = None) -> int:
    return os.open(name, _DIR_FLAGS, dir_fd=dir_fd)


def scan(
    root: str | Path,
    visit: Callable[[Entry], bool | None],
    max_depth: int = MAX_DEPTH,
    on_too_deep: Callable[[Entry], None] | None = None,
) -> bool:
    """Call ``visit`` for every entry under ``root`` (depth first, links never followed).

    ``visit`` returning True stops the walk early (``scan`` then returns True). A folder at
    ``max_depth`` is not entered: ``on_too_deep`` gets it instead (to remove it, say). At most
    ``max_depth`` + 1 descriptors are open at once. Unreadable folders are skipped.
    """
    try:
        top = _open_dir(root)
    except OSError:
        return False
    stack: list[tuple[int, list[str], int]] = []
    try:
        try:
            stack.append((top, _names(top), 0))
        except OSError:
            os.close(top)
            return False
        while stack:
            fd, names, depth = stack[-1]
            if not names:
                stack.pop()
                os.close(fd)
                continue
            name = names.pop()
            try:
                st = os.stat(name, dir_fd=fd, follow_symlinks=False)
            except OSError:
                continue
            entry = Entry(fd, name, st, depth + 1)
            if visit(entry):
                return True
            if not entry.is_dir:
                continue
            if depth + 1 >= max_depth:
                if on_too_deep is not None:
                    on_too_deep(entry)
                continue
            try:
                sub = _open_dir(name, fd)
            except OSError:
                continue
            try:
                stack.append((sub, _names(sub), depth + 1))
            except OSError:
                os.close(sub)
        return False
    finally:
        for fd, _, _ in stack:
            with contextlib.suppress(OSError):
                os.close(fd)


def _names(fd: int) -> list[str]:
    with os.scandir(fd) as it:
        return [e.name for e in it]


def remove_tree(path: str | Path) -> bool:
    """Delete ``path`` and everything under it, however deep; True when it is gone.

    Links are removed, never followed. A folder the owner cannot read (mode 000) is given
    back its owner's rights first. Never raises for a tree that cannot be removed.
    """
    path = Path(path)
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return True
    except OSError:
        return False
    if not stat.S_ISDIR(st.st_mode):
        with contextlib.suppress(OSError):
            os.unlink(path)
        return not os.path.lexists(path)
    parent = str(path.parent)
    try:
        parent_fd = _open_dir(parent)
    except OSError:
        return False
    try:
        remove_tree_at(parent_fd, path.name)
    finally:
        os.close(parent_fd)
    return not os.path.lexists(path)


def remove_tree_at(parent_fd: int, name: str) -> None:
    """Delete the folder ``name`` of the open folder ``parent_fd`` (see :func:`remove_tree`)."""
    top = _open_owned_dir(name, parent_fd)
    if top is None:
        with contextlib.suppress(OSError):
            os.unlink(name, dir_fd=parent_fd)
        return
    counter = itertools.count()
    try:
        while True:
            names = _names_or_empty(top)
            if not names:
                break
            progress = False
            for child in names:
                progress |= _empty_one(top, child, counter)
            if not progress:
                break  # nothing could be removed: give up rather than loop
    finally:
        os.close(top)
    with contextlib.suppress(OSError):
        os.rmdir(name, dir_fd=parent_fd)


def _empty_one(top: int, name: str, counter: itertools.count[int]) -> bool:
    """Remove ``name`` from ``top`` if it is not a folder; else unlink its files, hoist its
    sub-folders into ``top`` and remove it once empty. True when something was removed."""
    try:
        st = os.stat(name, dir_fd=top, follow_symlinks=False)
    except OSError:
        return False
    if not stat.S_ISDIR(st.st_mode):
        try:
            os.unlink(name, dir_fd=top)
            return True
        except OSError:
            return False
    sub = _open_owned_dir(name, top)
    if sub is None:
        return False
    moved = False
    try:
        for child in _names_or_empty(sub):
            try:
                cst = os.stat(child, dir_fd=sub, follow_symlinks=False)
            except OSError:
                continue
            if stat.S_ISDIR(cst.st_mode):
                moved |= _hoist(sub, child, top, counter)
            else:
                with contextlib.suppress(OSError):
                    os.unlink(child, dir_fd=sub)
                    moved = True
    finally:
        os.close(sub)
    try:
        os.rmdir(name, dir_fd=top)
        return True
    except OSError:
        return moved


def _hoist(src_fd: int, name: str, top: int, counter: itertools.count[int]) -> bool:
    """Rename folder ``name`` of ``src_fd`` into ``top`` under a fresh name."""
    for _ in range(64):
        new = f"{_HOIST}{next(counter)}"
        try:
            os.rename(name, new, src_dir_fd=src_fd, dst_dir_fd=top)
            return True
        except OSError as exc:
            if exc.errno not in (errno.EEXIST, errno.ENOTEMPTY, errno.ENOTDIR, errno.EISDIR):
                return False
    return False


def _open_owned_dir(name: str, dir_fd: int) -> int | None:
    """Open folder ``name`` (no link), restoring its owner's rights if it is unreadable."""
    try:
        return _open_dir(name, dir_fd)
    except PermissionError:
        # through an O_PATH descriptor: a link planted under that name is never followed
        with contextlib.suppress(OSError):
            pfd = os.open(name, os.O_PATH | _DIR_FLAGS, dir_fd=dir_fd)
            try:
                os.chmod(f"/proc/self/fd/{pfd}", 0o700)
            finally:
                os.close(pfd)
    except OSError:
        return None
    try:
        return _open_dir(name, dir_fd)
    except OSError:
        return None


def _names_or_empty(fd: int) -> list[str]:
    try:
        return _names(fd)
    except OSError:
        return []
