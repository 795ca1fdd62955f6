"""The manifest of an output folder (``DIR/.kvtwin-manifest.json``): which kind of
kvtwin command writes there and every file it wrote, so that kvtwin deletes or
replaces only those, never a file it merely finds under one of its own names.

::

    {"schema": 1, "kind": "run",              # run | report | fuzz, or null
     "files": ["summary.json", "repros/x/repro.json", ...],
     "others": ["README.md", "bench"]}        # put beside kvtwin's output on purpose

A name enters ``files`` before the file is created, so a crash never leaves a
file of kvtwin's unrecorded. ``others`` is for people: files and folders (and
everything under them) that live in the folder by design, such as a checkout's
committed reports/README.md; kvtwin accepts the folder with them and never
writes, replaces or deletes them. The file is read as strictly as a trace: a
path that leaves the folder, or any malformed field, is an error naming it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from kvtwin.core.errors import UsageError
from kvtwin.core.jsonfile import JsonFileError, read_json

MANIFEST_NAME = ".kvtwin-manifest.json"
SCHEMA = 1
KINDS = {"run": "kvtwin run", "report": "kvtwin report / kvtwin bugs", "fuzz": "kvtwin fuzz"}
MAX_MANIFEST_BYTES = 64 * 1024 * 1024
MAX_NAME_BYTES = 255


@dataclass
class Manifest:
    kind: str | None = None
    files: set[str] = field(default_factory=set)
    others: set[str] = field(default_factory=set)

    def to_json(self) -> dict[str, Any]:
        return {
            "schema": SCHEMA,
            "kind": self.kind,
            "files": sorted(self.files),
            **({"others": sorted(self.others)} if self.others else {}),
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1) + "\n"

    def beside(self, relative: str) -> bool:
        """Whether ``relative`` is (or lies under) one of ``others``."""
        parts = PurePosixPath(relative).parts
        return any("/".join(parts[: n + 1]) in self.others for n in range(len(parts)))


def read_manifest(folder: Path) -> Manifest | None:
    """The manifest of ``folder`` (None: it has none); a UsageError naming the
    field for one that is malformed."""
    path = Path(folder) / MANIFEST_NAME
    if not path.exists() and not path.is_symlink():
        return None
    if path.is_symlink() or not path.is_file():
        raise UsageError(f"{path}: not a regular file (kvtwin writes its manifest as one)")
    try:
        data = read_json(path, MAX_MANIFEST_BYTES)
    except JsonFileError as error:
        raise UsageError(str(error)) from None
    return manifest_from_json(data, str(path))


def manifest_from_json(data: Any, where: str) -> Manifest:
    if not isinstance(data, dict):
        raise UsageError(f"{where}: the top level must be a JSON object")
    if data.get("schema") != SCHEMA or isinstance(data.get("schema"), bool):
        raise UsageError(f"{where} field 'schema': expected {SCHEMA}, got {data.get('schema')!r}")
    kind = data.get("kind")
    if kind is not None and kind not in KINDS:
        raise UsageError(f"{where} field 'kind': expected one of {list(KINDS)}, got {kind!r}")
    unknown = set(data) - {"schema", "kind", "files", "others"}
    if unknown:
        raise UsageError(f"{where}: unknown field(s) {sorted(unknown)}")
    return Manifest(kind, _paths(data, "files", where), _paths(data, "others", where))


def _paths(data: dict[str, Any], name: str, where: str) -> set[str]:
    values = data.get(name, [])
    if not isinstance(values, list):
        raise UsageError(f"{where} field '{name}': expected a list of paths, got {values!r}")
    return {relative_path(v, f"{where} field '{name}[{i}]'") for i, v in enumerate(values)}


def relative_path(value: Any, where: str) -> str:
    """``value`` as a normalized path inside the folder (``a/b.json``), or a
    UsageError: nothing absolute, no ``..``, ``.`` or empty part, no NUL."""
    bad = f"{where}: expected a relative path inside the folder, got {value!r}"
    if not isinstance(value, str) or not value or "\0" in value or "\\" in value:
        raise UsageError(bad)
    parts = value.split("/")
    if value.startswith("/") or any(p in ("", ".", "..") for p in parts):
        raise UsageError(bad)
    if any(len(p.encode("utf-8", "surrogateescape")) > MAX_NAME_BYTES for p in parts):
        raise UsageError(bad)
    return value
