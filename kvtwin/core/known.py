"""``--known PATH``: the cause signatures found before, read strictly.

PATH is a findings folder as ``kvtwin fuzz`` keeps it (``findings/*/finding.json``),
an earlier run's output folder (its ``summary.json``), a peers report (a
``summary.json`` with ``causes``), or a file: a JSON list of signatures, such a
summary, or UTF-8 text with one signature per line (``#`` starts a comment).
Anything else, or any field that is not what it should be, is a UsageError
naming the file and the field.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kvtwin.core.errors import UsageError
from kvtwin.core.jsonfile import Fields, JsonFileError, read_json

MAX_KNOWN_BYTES = 64 * 1024 * 1024
FLAG = "--known"


def load_known(path: Path) -> frozenset[str]:
    path = Path(path)
    if path.is_dir():
        found: list[str] = []
        for record in sorted(path.glob("findings/*/finding.json")):
            found.append(_signature(_read(record), f"{FLAG} {record}"))
        summary = path / "summary.json"
        if summary.is_file():
            found += _signatures(_read(summary), summary)
        if not found and not summary.is_file():
            raise UsageError(f"{FLAG} {path}: no findings/*/finding.json and no summary.json")
        return frozenset(found)
    if not path.is_file():
        raise UsageError(f"{FLAG} {path}: no such file or folder")
    try:
        return frozenset(_signatures(_read(path, text_ok=True), path))
    except _NotJson:
        return frozenset(_lines(path))


class _NotJson(Exception):
    pass


def _read(path: Path, *, text_ok: bool = False) -> Any:
    try:
        return read_json(path, MAX_KNOWN_BYTES, f"{FLAG} file")
    except JsonFileError as error:
        if text_ok and " is not JSON" in str(error):  # a list of signatures, one a line
            raise _NotJson() from None
        raise UsageError(str(error)) from None


def _signature(data: Any, where: str) -> str:
    return str(Fields(data, where, UsageError).text("signature"))


def _signatures(data: Any, path: Path) -> list[str]:
    where = f"{FLAG} {path}"
    if isinstance(data, list):
        for index, value in enumerate(data):
            if not isinstance(value, str) or not value.strip():
                raise UsageError(f"{where} [{index}]: expected a signature, got {value!r}")
        return [value.strip() for value in data]
    fields = Fields(data, where, UsageError)
    if "findings" not in data and "causes" not in data:
        raise UsageError(
            f"{where}: expected a list of signatures or a summary with 'findings' "
            "(each with a 'signature')"
        )
    found = []
    for name in ("findings", "causes"):
        for index, row in enumerate(fields.rows(name, optional=True) or []):
            found.append(_signature(row, f"{where} field '{name}[{index}]'"))
    return found


def _lines(path: Path) -> list[str]:
    try:
        if path.stat().st_size > MAX_KNOWN_BYTES:
            raise UsageError(f"{FLAG} {path}: larger than {MAX_KNOWN_BYTES} bytes")
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError:
        raise UsageError(f"{FLAG} {path}: not UTF-8 text (one signature per line)") from None
    except OSError as error:
        raise UsageError(f"{FLAG} {path}: cannot be read: {error.strerror}") from None
    if "\0" in text:
        raise UsageError(f"{FLAG} {path}: not text (expected one signature per line)")
    lines = (line.split("#", 1)[0].strip() for line in text.splitlines())
    return [line for line in lines if line]
