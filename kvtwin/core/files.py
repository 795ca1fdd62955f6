"""Atomic file writes: a reader (or a crash, or a full disk) never sees half a file
under its final name."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


class OutputError(OSError):
    """An output file or folder cannot be written; the message names it."""


def write_atomic(path: Path, data: str | bytes) -> Path:
    """Write ``data`` to a temporary file beside ``path``, flush it to disk, then
    rename it over ``path``. On any failure the temporary file is removed and
    ``path`` is left as it was."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as error:
        raise OutputError(f"cannot write {path}: {error.strerror or error}") from None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data.encode() if isinstance(data, str) else data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException as error:
        Path(tmp).unlink(missing_ok=True)
        if isinstance(error, OSError):
            raise OutputError(f"cannot write {path}: {error.strerror or error}") from None
        raise
    return path
