"""Writing files: atomically (a reader, a crash or a full disk never leaves half a
file under its final name) and, inside an output folder a command holds, only
where that folder allows (:mod:`kvtwin.core.outdir`): never through a symbolic
link, never over a file kvtwin did not write.

Every writer in kvtwin goes through :func:`write_atomic` or :func:`place`, so a
folder's rules hold for code that only knows a path (a scenario's plots, an
engine's standalone writer). A temporary file or folder of kvtwin's is named
``.kvtwin-tmp-*`` and lives beside its final name until it is renamed there.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Protocol

TEMP_PREFIX = ".kvtwin-tmp-"
_UMASK = os.umask(0)
os.umask(_UMASK)
NEW_FILE_MODE = 0o666 & ~_UMASK
"""What ``open(path, "w")`` would give: mkstemp's 0600 would hide reports from the group."""


class OutputError(OSError):
    """An output file or folder cannot be written; the message names it."""


class Guard(Protocol):
    """An output folder's rules for the paths inside it."""

    root: Path

    def admit(self, path: Path) -> None:
        """Make ``path`` ready to be written (its folders made, its name recorded),
        or raise OutputError saying why it may not be."""


_GUARDS: list[weakref.ReferenceType] = []


def add_guard(guard: Guard) -> None:
    _GUARDS.append(weakref.ref(guard))


def remove_guard(guard: Guard) -> None:
    _GUARDS[:] = [ref for ref in _GUARDS if ref() is not None and ref() is not guard]


def guard_of(path: Path) -> Guard | None:
    """The innermost guarded folder that holds ``path`` (of two on one folder, the
    one added last: the command at work now)."""
    where = os.path.abspath(path)
    best: Guard | None = None
    for ref in list(_GUARDS):
        guard = ref()
        if guard is None:
            continue
        root = os.path.abspath(guard.root)
        if where.startswith(root.rstrip(os.sep) + os.sep) and (
            best is None or len(root) >= len(os.path.abspath(best.root))
        ):
            best = guard
    return best


def write_atomic(path: Path, data: str | bytes) -> Path:
    """Write ``data`` to a temporary file beside ``path``, flush it to disk, then
    rename it over ``path``. On any failure the temporary file is removed and
    ``path`` is left as it was. Inside a guarded folder, only where it allows."""
    path = Path(path)
    guard = guard_of(path)
    try:
        if guard is not None:
            guard.admit(path)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
    except OutputError:
        raise
    except OSError as error:
        raise OutputError(f"cannot write {path}: {error.strerror or error}") from None
    return replace_file(path, data)


def replace_file(path: Path, data: str | bytes) -> Path:
    """The atomic write itself, in a folder that exists, with no folder's rules
    (for the rules' own files: a folder's manifest)."""
    path = Path(path)
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=_temp_prefix(path), suffix=".tmp")
    except OSError as error:
        raise OutputError(f"cannot write {path}: {error.strerror or error}") from None
    try:
        with os.fdopen(fd, "wb") as handle:
            os.fchmod(handle.fileno(), NEW_FILE_MODE)
            handle.write(data.encode() if isinstance(data, str) else data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)  # a link at ``path`` is replaced, never followed
    except BaseException as error:
        Path(tmp).unlink(missing_ok=True)
        if isinstance(error, OSError):
            raise OutputError(f"cannot write {path}: {error.strerror or error}") from None
        raise
    return path


def place(staged: Path, path: Path) -> Path:
    """Move a file kvtwin wrote in a staging folder to ``path`` (same file system),
    under the rules of the folder that holds ``path``."""
    path = Path(path)
    guard = guard_of(path)
    try:
        if guard is not None:
            guard.admit(path)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
        os.chmod(staged, NEW_FILE_MODE)
        os.replace(staged, path)
    except OutputError:
        raise
    except OSError as error:
        raise OutputError(f"cannot write {path}: {error.strerror or error}") from None
    return path


@contextmanager
def staging(folder: Path) -> Iterator[Path]:
    """A fresh private folder inside ``folder`` for code that writes wherever it is
    told (matplotlib, say); its files go to their final names with :func:`place`,
    and whatever is left is removed."""
    try:
        if guard_of(Path(folder) / TEMP_PREFIX) is None:  # a guarded folder exists already
            Path(folder).mkdir(parents=True, exist_ok=True)
        staged = Path(tempfile.mkdtemp(prefix=TEMP_PREFIX, dir=folder))
    except OSError as error:
        raise OutputError(f"cannot write in {folder}: {error.strerror or error}") from None
    try:
        yield staged
    finally:
        shutil.rmtree(staged, ignore_errors=True)


def place_all(staged: Path, folder: Path) -> dict[Path, Path]:
    """Every file under ``staged`` placed at the same relative path in ``folder``:
    {staged path: final path}; a file that may not be placed raises OutputError."""
    moved = {}
    for source in sorted(Path(staged).rglob("*")):
        relative = source.relative_to(staged)
        # Python's caches of what ran there are no output (nor anything kvtwin names)
        if not source.is_file() or source.is_symlink() or "__pycache__" in relative.parts:
            continue
        moved[source] = place(source, Path(folder) / relative)
    return moved


def open_new(path: Path) -> int:
    """A file descriptor of a file created at ``path`` now (never an existing file,
    never through a link); OutputError naming it otherwise."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
    try:
        return os.open(path, flags, 0o600)
    except OSError as error:
        raise OutputError(f"cannot create {path}: {error.strerror or error}") from None


def _temp_prefix(path: Path) -> str:
    # the final name cut short: a temporary name must fit where the final one does
    return f"{TEMP_PREFIX}{path.name[:64]}."
