"""The lock files of output folders: ``.kvtwin.lock``, held by the one command
writing a folder, and ``.kvtwin-fuzz.lock``, held by a fuzzer while it updates a
folder it shares with other fuzzers (its findings, the manifest). A lock file
is opened only as a regular file, never through a link (a FIFO would block an
open, a link would create a file elsewhere)."""

from __future__ import annotations

import errno
import fcntl
import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from kvtwin.core.errors import UsageError
from kvtwin.core.files import OutputError

LOCK_NAME = ".kvtwin.lock"
SHARED_LOCK_NAME = ".kvtwin-fuzz.lock"

_HELD: dict[tuple[int, int], list[int]] = {}
"""The shared locks this process holds: (device, inode) of the folder -> [fd, depth]."""


def open_lock(root: Path, name: str = LOCK_NAME) -> int:
    """A descriptor of the folder's lock file, created if need be; never through a
    link, never anything but a regular file."""
    path = Path(root) / name
    flags = os.O_RDONLY | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
    try:
        fd = os.open(path, flags, 0o644)
    except OSError as error:
        if error.errno == errno.ELOOP:
            raise UsageError(
                f"--out {root}: its lock file {name} is a symbolic link; kvtwin never "
                "opens one (remove it)"
            ) from None
        raise UsageError(
            f"--out {root}: cannot open its lock file {name}: {error.strerror}"
        ) from None
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise UsageError(f"--out {root}: its lock file {name} is not a regular file")
    return fd


@contextmanager
def held(root: Path, name: str) -> Iterator[None]:
    """The folder's lock ``name`` held exclusively (blocking while another process
    has it). Re-entrant within this process, whichever object asks: flock locks
    belong to an open file, so a second one opened here would wait on the first
    for ever."""
    key = _identity(root)
    entry = _HELD.get(key)
    if entry is None:
        fd = open_lock(root, name)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
        except BaseException:
            os.close(fd)
            raise
        entry = _HELD[key] = [fd, 0]
    entry[1] += 1
    try:
        yield
    finally:
        entry[1] -= 1
        if entry[1] == 0:
            del _HELD[key]
            os.close(entry[0])


def _identity(root: Path) -> tuple[int, int]:
    try:
        info = os.stat(root)
    except OSError as error:
        raise OutputError(f"cannot look at {root}: {error.strerror}") from None
    return info.st_dev, info.st_ino
