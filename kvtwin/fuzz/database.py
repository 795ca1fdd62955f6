"""The findings folder, like Hypothesis' example database: each distinct cause
once, kept across runs, shared safely by fuzzers running at the same time.

Layout (``DIR`` is ``kvtwin fuzz --out``)::

    DIR/findings/KEY/finding.json   signature, scenario, target, first and last
                                    seen, runs and hits, status, the campaign
    DIR/findings/KEY/repro.json     the (shrunk) trace: kvtwin replay / shrink
    DIR/findings/KEY/test_repro.py  its pytest reproduction (kvtwin replays the trace)
    DIR/findings/KEY/standalone/    for an outside engine's target: a test that needs
                                    only the engine's package
    DIR/.kvtwin-fuzz.lock           held while a fuzzer updates a finding

A cause is (scenario, target, divergence signature); KEY is a hash of the
three. Every file is written atomically (temporary file, then rename) and
every read-modify-write of a finding happens under an exclusive ``fcntl``
lock, so two fuzzers on one folder never lose an update or leave half a file.
A finding's ``finding.json`` is written after its reproduction, so a finding
that is listed always has its files.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from kvtwin.core.errors import UsageError
from kvtwin.core.files import write_atomic
from kvtwin.core.outdir import check_out_dir
from kvtwin.core.repro import write_reproduction
from kvtwin.core.trace import Trace

LOCK_NAME = ".kvtwin-fuzz.lock"
FINDINGS = "findings"
RECORD = "finding.json"
REPRO = "repro"  # repro.json and test_repro.py


def finding_key(scenario: str, target: str, signature: str) -> str:
    text = "\0".join((scenario, target, signature))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S%z")


class FindingsDB:
    def __init__(self, root: Path) -> None:
        self.root = check_out_dir(Path(root))
        self.findings = self.root / FINDINGS
        try:
            self.findings.mkdir(exist_ok=True)
        except OSError as error:
            raise UsageError(f"--out {self.root}: cannot create {FINDINGS}/: {error}") from None
        if self.findings.exists() and not self.findings.is_dir():
            raise UsageError(f"--out {self.root}: {FINDINGS} exists and is not a folder")

    @contextmanager
    def locked(self) -> Iterator[None]:
        """Exclusive use of the folder's findings (blocks while another fuzzer has it)."""
        with open(self.root / LOCK_NAME, "a") as handle:
            fcntl.flock(handle, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(handle, fcntl.LOCK_UN)

    # ------------------------------------------------------------- reading
    def entries(self) -> list[dict[str, Any]]:
        """Every finding recorded, oldest first. A ``finding.json`` that cannot
        be read is skipped (and named in its entry's ``unreadable``)."""
        found = []
        for folder in sorted(p for p in self.findings.iterdir() if p.is_dir()):
            entry = self.get(folder.name)
            if entry is not None:
                found.append(entry)
        return sorted(found, key=lambda e: str(e.get("first_seen", "")))

    def get(self, key: str) -> dict[str, Any] | None:
        path = self.findings / key / RECORD
        try:
            entry = json.loads(path.read_text())
        except FileNotFoundError:
            return None
        except (OSError, ValueError) as error:
            return {"key": key, "unreadable": f"{path}: {error}"}
        return entry if isinstance(entry, dict) else {"key": key, "unreadable": str(path)}

    def repro_trace(self, entry: dict[str, Any]) -> Path:
        return self.findings / entry["key"] / f"{REPRO}.json"

    def test(self, entry: dict[str, Any]) -> Path:
        return self.findings / entry["key"] / f"test_{REPRO}.py"

    def folder(self, key: str) -> Path:
        return self.findings / key

    # ------------------------------------------------------------- writing
    def record(
        self,
        run_id: str,
        scenario: str,
        target: str,
        signature: str,
        *,
        hits: int = 1,
        trace: Trace | None = None,
        details: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        """Count ``hits`` of a cause in run ``run_id`` (a run counts once in
        ``runs``); a cause seen for the first time is written with ``trace``
        as its reproduction. A later ``trace`` replaces the stored one only if
        it is shorter (a shrunk one). Returns the entry as stored."""
        key = finding_key(scenario, target, signature)
        folder = self.findings / key
        with self.locked():
            entry = self.get(key)
            if entry is None or "unreadable" in entry:
                entry = {
                    "key": key,
                    "signature": signature,
                    "scenario": scenario,
                    "target": target,
                    "first_seen": now(),
                    "first_run": run_id,
                    "runs": 0,
                    "hits": 0,
                    "repro_ops": None,
                }
            if entry.get("last_run") != run_id:
                entry["runs"] = int(entry.get("runs", 0)) + 1
                entry["last_run"] = run_id
            entry["hits"] = int(entry.get("hits", 0)) + hits
            entry["last_seen"] = now()
            entry["status"] = "present"
            if trace is not None and (
                entry.get("repro_ops") is None or len(trace.ops) < entry["repro_ops"]
            ):
                write_reproduction(trace, folder, REPRO)
                entry["repro_ops"] = len(trace.ops)
            entry.update(details or {})
            self._write(folder, entry)
            return entry

    def mark_gone(self, run_id: str, key: str) -> dict[str, Any] | None:
        """A replay no longer diverges: the finding is recorded as fixed."""
        with self.locked():
            entry = self.get(key)
            if entry is None or "unreadable" in entry:
                return entry
            if entry.get("last_run") == run_id:  # another of this run's checks saw it
                return entry
            entry.update(status="gone", gone_since=now(), gone_run=run_id)
            self._write(self.findings / key, entry)
            return entry

    def _write(self, folder: Path, entry: dict[str, Any]) -> None:
        write_atomic(folder / RECORD, json.dumps(entry, indent=2, sort_keys=True) + "\n")
