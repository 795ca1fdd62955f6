"""Output folders: checked before any work, one kind of output each, never mixed
with files kvtwin did not write, never written by two commands at once.

A command holds its folder as an :class:`OutputFolder` (``claimed`` for
``kvtwin run``, ``report`` and ``bugs``: one at a time; ``open_shared`` for
``kvtwin fuzz``'s findings folder, which fuzzers share under a lock). While it
does, every write into the folder goes through :mod:`kvtwin.core.files` and
meets the folder's rules (:meth:`OutputFolder.admit`): no symbolic link is
followed or replaced, nothing kvtwin did not write is replaced, and every name
kvtwin writes is recorded in the manifest (:mod:`kvtwin.core.manifest`) before
the file exists. A folder that holds anything else (a file, a link, a folder of
files) is refused unless ``--force``; with it kvtwin writes beside them and
still never deletes or replaces them.
"""

from __future__ import annotations

import argparse
import fcntl
import os
import shutil
import stat
import sys
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

from kvtwin.core.errors import UsageError
from kvtwin.core.files import TEMP_PREFIX, OutputError, add_guard, remove_guard, replace_file
from kvtwin.core.locks import LOCK_NAME, SHARED_LOCK_NAME, held, open_lock
from kvtwin.core.manifest import KINDS, MANIFEST_NAME, Manifest, read_manifest

INTERNAL = frozenset({LOCK_NAME, SHARED_LOCK_NAME, MANIFEST_NAME})
DERIVED = frozenset({"__pycache__", ".pytest_cache"})
"""What running kvtwin's own test files leaves (Python's and pytest's caches):
neither foreign nor ever deleted."""
SHOWN = 6


def out_dir_arg(text: str) -> Path:
    """argparse type of ``--out``: an empty string is an error, not the current folder."""
    if not text.strip():
        raise argparse.ArgumentTypeError("an empty path; name a folder")
    return Path(text)


def check_out_dir(path: Path) -> Path:
    """``path`` exists (created) as a writable folder, or a UsageError naming it."""
    if str(path).strip() == "":
        raise UsageError("--out: an empty path; name a folder")
    path = Path(path)
    try:
        info = os.stat(path)  # --out may name a link to a folder: the user's choice
    except FileNotFoundError:
        info = None
    except OSError as error:
        raise UsageError(f"--out {path}: {error.strerror or error}") from None
    if info is not None and not stat.S_ISDIR(info.st_mode):
        raise UsageError(f"--out {path}: exists and is not a folder")
    if info is None:
        if os.path.islink(path):
            raise UsageError(f"--out {path}: a symbolic link to nothing")
        try:
            path.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise UsageError(f"--out {path}: cannot create it: {error.strerror}") from None
    if not os.access(path, os.W_OK | os.X_OK):
        raise UsageError(f"--out {path}: not writable")
    return path


class OutputFolder:
    """One output folder as a command holds it: its manifest and its rules."""

    def __init__(self, root: Path, kind: str | None, *, force: bool, shared: bool) -> None:
        self.root = Path(root)
        self.force = force
        self.shared = shared
        self.manifest = read_manifest(self.root) or Manifest(kind)
        if kind is not None and self.manifest.kind not in (None, kind):
            raise UsageError(
                f"--out {self.root}: holds the output of {KINDS[self.manifest.kind]}; "
                f"{KINDS[kind]} writes only into a folder of its own kind: name another folder"
            )
        self.manifest.kind = self.manifest.kind or kind

    # ------------------------------------------------------------- rules
    def admit(self, path: Path) -> None:
        """Make ``path`` ready to be written: its folders made (none a link), no
        link or foreign file at its name, the name recorded; else OutputError."""
        parts = self._relative(path).split("/")
        if parts[0].startswith(TEMP_PREFIX):  # a staging folder of this command's
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            return
        relative = "/".join(parts)
        target = self.root.joinpath(*parts)
        with self.mutex():
            self._refresh()
            self._make_folders(parts[:-1])
            info = _lstat(target)
            if len(parts) == 1 and relative in INTERNAL:
                raise OutputError(f"refusing to write {target}: the name is kvtwin's own")
            if self.manifest.beside(relative):
                raise OutputError(
                    f"refusing to write {target}: {MANIFEST_NAME} lists it among "
                    "'others', which kvtwin never touches"
                )
            if info is not None and stat.S_ISLNK(info.st_mode):
                raise OutputError(
                    f"refusing to write {target}: it is a symbolic link, and kvtwin "
                    "never writes through or replaces one (remove it)"
                )
            if info is not None and not stat.S_ISREG(info.st_mode):
                raise OutputError(f"refusing to write {target}: it exists and is not a file")
            if info is not None and relative not in self.manifest.files:
                raise OutputError(
                    f"refusing to replace {target}: it exists and kvtwin did not write it "
                    f"(it is not in {MANIFEST_NAME}); it is left as it is"
                )
            if relative not in self.manifest.files:
                self.manifest.files.add(relative)
                self._save()

    def clear_previous(self) -> None:
        """Remove the files an earlier run recorded (regular files only: whatever
        replaced one since is not kvtwin's), and the folders they leave empty."""
        folders: set[Path] = set()
        for relative in sorted(self.manifest.files):
            target = self.root / relative
            info = _lstat(target)
            if info is not None and stat.S_ISREG(info.st_mode):
                try:
                    target.unlink()
                except OSError as error:
                    raise OutputError(
                        f"cannot remove the earlier run's {target}: {error.strerror}"
                    ) from None
            folders.update(p for p in target.parents if self.root in p.parents)
        for folder in sorted(folders, key=lambda p: len(p.parts), reverse=True):
            with suppress(OSError):  # not empty: something else is there, and stays
                folder.rmdir()
        self.manifest.files = set()
        self._save()

    def reload(self) -> None:
        """Read the manifest again (a forked child of this command wrote into the folder)."""
        self.manifest = read_manifest(self.root) or self.manifest

    def foreign(self) -> list[str]:
        """What the folder holds that kvtwin did not write (at most SHOWN + 1 names)."""
        with self.mutex():
            if self.shared:
                self.manifest = read_manifest(self.root) or self.manifest
            return _scan(self.root, self.manifest)

    # ------------------------------------------------------------- locking
    @contextmanager
    def mutex(self) -> Iterator[None]:
        """Exclusive use of a shared folder's manifest and findings (re-entrant);
        nothing to do for a folder this command holds alone."""
        if not self.shared:
            yield
            return
        with held(self.root, SHARED_LOCK_NAME):
            yield

    # ------------------------------------------------------------- private
    def _relative(self, path: Path) -> str:
        relative = os.path.relpath(os.path.abspath(path), os.path.abspath(self.root))
        if relative.startswith(".."):
            raise OutputError(f"refusing to write {path}: outside {self.root}")
        return Path(relative).as_posix()

    def _make_folders(self, parts: list[str]) -> None:
        current = self.root
        for part in parts:
            current = current / part
            info = _lstat(current)
            if info is None:
                try:
                    current.mkdir()
                    continue
                except FileExistsError:
                    info = _lstat(current)
                except OSError as error:
                    raise OutputError(f"cannot create {current}: {error.strerror}") from None
            if info is not None and stat.S_ISLNK(info.st_mode):
                raise OutputError(
                    f"refusing to write under {current}: it is a symbolic link, and "
                    "kvtwin never writes through one"
                )
            if info is not None and not stat.S_ISDIR(info.st_mode):
                raise OutputError(f"cannot write under {current}: it is not a folder")

    def _refresh(self) -> None:
        """In a shared folder (under its lock): the names other fuzzers recorded
        since, added to this one's."""
        if self.shared:
            on_disk = read_manifest(self.root)
            if on_disk is not None:
                self.manifest.files |= on_disk.files
                self.manifest.others |= on_disk.others

    def _save(self) -> None:
        self._refresh()  # another fuzzer may have recorded names since: keep them
        path = self.root / MANIFEST_NAME
        info = _lstat(path)
        if info is not None and not stat.S_ISREG(info.st_mode):
            raise OutputError(f"refusing to write {path}: it is not a regular file")
        replace_file(path, self.manifest.dumps())


def _check(folder: OutputFolder) -> None:
    """Refuse a folder holding what kvtwin did not write, unless ``--force``."""
    found = folder.foreign()
    if not found:
        return
    shown = ", ".join(found[:SHOWN]) + (", ..." if len(found) > SHOWN else "")
    if not folder.force:
        raise UsageError(
            f"--out {folder.root}: holds files kvtwin did not write ({shown}); kvtwin never "
            "deletes or replaces them (a folder written before kvtwin kept a manifest counts "
            "too): name another folder, or pass --force to write beside them"
        )
    print(f"kvtwin: --force: writing beside what kvtwin did not write ({shown})", file=sys.stderr)


@contextmanager
def claimed(
    path: Path, kind: str | None = "run", *, force: bool = False, scan: bool = True
) -> Iterator[OutputFolder]:
    """Hold ``path`` for one command: a second one into it at the same time is a
    UsageError. A command that ends before writing anything leaves an earlier
    run's files as they were, and no folder where there was none. ``scan``
    False: a folder kvtwin only adds a file or two to (``kvtwin shrink``
    beside its trace), checked name by name."""
    existed = _is_dir(path)
    root = check_out_dir(path)
    try:
        folder = OutputFolder(root, kind, force=force, shared=False)
        if scan:  # before the lock file exists: a refused folder is left as it was
            _check(folder)
        lock = open_lock(root)
    except BaseException:
        if not existed:
            with suppress(OSError):
                root.rmdir()
        raise
    try:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise UsageError(f"--out {root}: another kvtwin command is writing there") from None
        if scan:
            _drop_stale_temporaries(root)
        add_guard(folder)
        try:
            yield folder
        finally:
            remove_guard(folder)
    finally:
        os.close(lock)
        if not existed:
            _remove_if_unused(root, folder)


def open_shared(path: Path, kind: str, *, force: bool = False) -> OutputFolder:
    """``path`` checked and held for as long as the returned folder lives, shared
    with other commands of the same kind (fuzzers on one findings folder)."""
    root = check_out_dir(path)
    folder = OutputFolder(root, kind, force=force, shared=True)
    _check(folder)
    add_guard(folder)
    return folder


def _scan(root: Path, manifest: Manifest) -> list[str]:
    owned = {
        "/".join(parts[:n])
        for name in manifest.files
        for parts in [name.split("/")]
        for n in range(1, len(parts))
    }
    found: list[str] = []

    def walk(folder: str, prefix: str) -> None:
        try:
            entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError as error:
            raise UsageError(f"--out {root}: cannot list {folder}: {error.strerror}") from None
        for entry in entries:
            if len(found) > SHOWN:
                return
            relative = prefix + entry.name
            if (not prefix and entry.name in INTERNAL) or entry.name.startswith(TEMP_PREFIX):
                continue
            if manifest.beside(relative):
                continue
            if entry.is_symlink():
                found.append(f"{relative} (a symbolic link)")
            elif entry.is_dir(follow_symlinks=False):
                if entry.name in DERIVED or os.path.lexists(
                    os.path.join(entry.path, MANIFEST_NAME)
                ):
                    continue  # caches, or a folder of kvtwin's with a manifest of its own
                if relative in owned:
                    walk(entry.path, relative + "/")
                elif _holds_files(entry.path):
                    found.append(relative + "/")
            elif not (entry.is_file(follow_symlinks=False) and relative in manifest.files):
                found.append(relative)

    walk(str(root), "")
    return found


def _holds_files(folder: str) -> bool:
    return any(names for _, _, names in os.walk(folder))


def _lstat(path: Path) -> os.stat_result | None:
    try:
        return os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as error:
        raise OutputError(f"cannot look at {path}: {error.strerror}") from None


def _is_dir(path: Path) -> bool:
    try:
        return stat.S_ISDIR(os.stat(path).st_mode)
    except OSError:
        return False


def _drop_stale_temporaries(root: Path) -> None:
    """Temporaries a killed command left (named for kvtwin alone): nobody else uses
    them while this command holds the folder."""
    for entry in os.scandir(root):
        if entry.name.startswith(TEMP_PREFIX):
            if entry.is_dir(follow_symlinks=False):
                shutil.rmtree(entry.path, ignore_errors=True)
            else:
                Path(entry.path).unlink(missing_ok=True)


def _remove_if_unused(root: Path, folder: OutputFolder) -> None:
    try:
        names = {entry.name for entry in os.scandir(root)}
    except OSError:
        return
    if folder.manifest.files or not names <= INTERNAL:
        return
    for name in names:
        (root / name).unlink(missing_ok=True)
    with suppress(OSError):
        root.rmdir()
