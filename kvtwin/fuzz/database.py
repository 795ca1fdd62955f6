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

The folder is an output folder like any other (:mod:`kvtwin.core.outdir`): its
manifest lists what fuzzers wrote, nothing else is replaced, no link followed.
A finding's folder is named on disk and only there: a ``finding.json`` whose
fields disagree with its folder's name (or whose fields are not what kvtwin
writes) is an error naming the field, never a path to follow.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import stat
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from kvtwin.core.errors import UsageError
from kvtwin.core.files import write_atomic
from kvtwin.core.jsonfile import Fields, JsonFileError, read_json
from kvtwin.core.outdir import SHARED_LOCK_NAME, open_shared
from kvtwin.core.repro import write_reproduction
from kvtwin.core.trace import Trace

LOCK_NAME = SHARED_LOCK_NAME
FINDINGS = "findings"
RECORD = "finding.json"
REPRO = "repro"  # repro.json and test_repro.py
KEY = re.compile(r"[0-9a-f]{16}")
MAX_RECORD_BYTES = 16 * 1024 * 1024
STATUSES = ("present", "gone")


def finding_key(scenario: str, target: str, signature: str) -> str:
    text = "\0".join((scenario, target, signature))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S%z")


class FindingsDB:
    def __init__(self, root: Path, *, force: bool = False) -> None:
        self.output = open_shared(Path(root), "fuzz", force=force)
        self.root = self.output.root
        self.findings = self.root / FINDINGS
        try:
            info = os.lstat(self.findings)
        except FileNotFoundError:
            info = None
        except OSError as error:
            raise UsageError(f"--out {self.root}: {FINDINGS}/: {error.strerror}") from None
        if info is not None and not stat.S_ISDIR(info.st_mode):
            what = "a symbolic link" if stat.S_ISLNK(info.st_mode) else "not a folder"
            raise UsageError(
                f"--out {self.root}: {FINDINGS} is {what}; kvtwin writes a folder there"
            )
        if info is None:
            try:
                self.findings.mkdir()
            except OSError as error:
                raise UsageError(
                    f"--out {self.root}: cannot create {FINDINGS}/: {error.strerror}"
                ) from None

    @contextmanager
    def locked(self) -> Iterator[None]:
        """Exclusive use of the folder's findings (blocks while another fuzzer has it)."""
        with self.output.mutex():
            yield

    # ------------------------------------------------------------- reading
    def entries(self) -> list[dict[str, Any]]:
        """Every finding recorded, oldest first; a UsageError naming the file and
        field of one that is not as kvtwin writes it."""
        found = []
        for entry in sorted(os.scandir(self.findings), key=lambda e: e.name):
            # the folder's name is the key; anything else there is not a finding
            # (and was refused, unless --force, when the folder was opened)
            if entry.is_dir(follow_symlinks=False) and KEY.fullmatch(entry.name):
                record = self.get(entry.name)
                if record is not None:
                    found.append(record)
        return sorted(found, key=lambda e: str(e.get("first_seen", "")))

    def get(self, key: str) -> dict[str, Any] | None:
        path = self.findings / key / RECORD
        if not os.path.lexists(path):
            return None
        if os.path.islink(path):
            raise UsageError(f"{path}: a symbolic link; kvtwin writes a file there")
        try:
            entry = read_json(path, MAX_RECORD_BYTES)
        except JsonFileError as error:
            raise UsageError(str(error)) from None
        return check_record(entry, key, str(path))

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
            if entry is None:
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
            if entry is None:
                return entry
            if entry.get("last_run") == run_id:  # another of this run's checks saw it
                return entry
            entry.update(status="gone", gone_since=now(), gone_run=run_id)
            self._write(self.findings / key, entry)
            return entry

    def _write(self, folder: Path, entry: dict[str, Any]) -> None:
        write_atomic(folder / RECORD, json.dumps(entry, indent=2, sort_keys=True) + "\n")


def check_record(data: Any, key: str, where: str) -> dict[str, Any]:
    """A ``finding.json`` as kvtwin writes it, in the folder named ``key``; a
    UsageError naming the field otherwise."""
    fields = Fields(data, where, UsageError)
    scenario, target = fields.text("scenario"), fields.text("target")
    signature = fields.text("signature")
    if data.get("key", key) != key:
        raise fields.fail("key", f"the name of its folder, {key!r}")
    if finding_key(str(scenario), str(target), str(signature)) != key:
        raise UsageError(
            f"{where}: its scenario, target and signature are not those of its folder {key} "
            "(a finding's folder is named by them; edited by hand?)"
        )
    for name in ("first_seen", "first_run", "last_seen", "last_run", "note", "gone_since"):
        fields.text(name, optional=True)
    for name in ("runs", "hits"):
        fields.count(name)
    fields.count("repro_ops", optional=True)
    fields.choice("status", STATUSES, optional=True)
    for name in ("shrunk", "flaky"):
        fields.flag(name, optional=True)
    fields.text("shrunk_signature", optional=True)
    fields.mapping("standalone", optional=True)
    seconds = data.get("shrink_seconds")
    if seconds is not None and (not isinstance(seconds, int | float) or isinstance(seconds, bool)):
        raise fields.fail("shrink_seconds", "a number of seconds")
    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise fields.fail("seed", "an integer")
    campaign = fields.mapping("campaign", optional=True)
    if campaign is not None:
        described = Fields(campaign, f"{where} field 'campaign'", UsageError)
        described.text("scenario")
        described.text("target")
        described.mapping("options")
    return {**data, "key": key}
