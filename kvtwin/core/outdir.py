"""Output folders: checked before any work, never mixed with an earlier run,
never shared by two runs at once."""

from __future__ import annotations

import argparse
import fcntl
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from kvtwin.core.errors import UsageError

LOCK_NAME = ".kvtwin.lock"
OWNED = (
    "summary.json",
    "report.md",
    "repro.json",
    "test_repro.py",
    "memory_snapshot.pickle",
    "repro-replayed.json",
)
OWNED_SUFFIXES = (".png",)


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
    if path.exists() and not path.is_dir():
        raise UsageError(f"--out {path}: exists and is not a folder")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise UsageError(f"--out {path}: cannot create it: {error.strerror}") from None
    if not os.access(path, os.W_OK | os.X_OK):
        raise UsageError(f"--out {path}: not writable")
    return path


@contextmanager
def claimed(path: Path) -> Iterator[Path]:
    """Hold ``path`` for one run: a second run into it at the same time is a
    UsageError. A run that ends before its results (bad usage, a target that
    cannot be built here) leaves an earlier run's files as they were, and no
    folder where there was none; the results replace the earlier run's files
    through :func:`clear_previous`."""
    existed = Path(path).is_dir()
    path = check_out_dir(path)
    handle = open(path / LOCK_NAME, "a")  # noqa: SIM115 (held for the with-block)
    try:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise UsageError(f"--out {path}: another kvtwin run is writing there") from None
        yield path
    finally:
        handle.close()
        if not existed and [entry.name for entry in path.iterdir()] == [LOCK_NAME]:
            (path / LOCK_NAME).unlink()
            path.rmdir()


def clear_previous(path: Path) -> None:
    """Remove the files an earlier run wrote to ``path``, so a summary never sits
    beside another run's reproduction; called once this run has results."""
    for entry in path.iterdir():
        if entry.is_file() and (entry.name in OWNED or entry.suffix in OWNED_SUFFIXES):
            entry.unlink()
