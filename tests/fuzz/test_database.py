"""The findings folder: one entry per cause, counts merged across runs, and no
lost update or half-written file when two fuzzers write it at once."""

from __future__ import annotations

import json
import multiprocessing

from kvtwin.fuzz.database import FindingsDB, finding_key
from tests.fuzz.conftest import block_trace

WRITES = 60
CAUSES = ("allocate: result", "allocate: counts.free")


def test_a_cause_is_kept_once_and_counted_per_run(tmp_path):
    db = FindingsDB(tmp_path)
    first = db.record("run-1", "blocks", "bug:x", "allocate: result", trace=block_trace(n=5))
    again = db.record("run-1", "blocks", "bug:x", "allocate: result", trace=block_trace(n=9))
    later = db.record("run-2", "blocks", "bug:x", "allocate: result", hits=3)
    assert first["key"] == again["key"] == later["key"]
    assert (first["runs"], again["runs"], later["runs"]) == (1, 1, 2)
    assert later["hits"] == 5
    assert len(db.entries()) == 1
    # a longer trace never replaces the stored one; a shorter (shrunk) one does
    assert again["repro_ops"] == 5
    shrunk = db.record(
        "run-2", "blocks", "bug:x", "allocate: result", hits=0, trace=block_trace(n=2)
    )
    assert shrunk["repro_ops"] == 2
    stored = json.loads(db.repro_trace(shrunk).read_text())
    assert len(stored["ops"]) == 2
    assert db.test(shrunk).exists()


def test_the_same_signature_on_two_targets_is_two_findings(tmp_path):
    db = FindingsDB(tmp_path)
    db.record("r", "blocks", "bug:a", "release: block[].ref", trace=block_trace())
    db.record("r", "blocks", "bug:b", "release: block[].ref", trace=block_trace())
    assert len({e["key"] for e in db.entries()}) == 2


def test_gone_is_recorded_unless_the_run_saw_it(tmp_path):
    db = FindingsDB(tmp_path)
    entry = db.record("run-1", "blocks", "impl", "allocate: result", trace=block_trace())
    assert db.mark_gone("run-2", entry["key"])["status"] == "gone"
    db.record("run-3", "blocks", "impl", "allocate: result")
    assert db.mark_gone("run-3", entry["key"])["status"] == "present"


def _writer(root: str, name: str, start) -> None:
    db = FindingsDB(root)
    start.wait()  # both write at the same time, not one after the other's start-up
    for index in range(WRITES):
        cause = CAUSES[index % len(CAUSES)]
        db.record(
            f"{name}-{index % 4}", "blocks", "bug:x", cause, trace=block_trace(n=1 + index % 7)
        )


def test_two_concurrent_writers_lose_no_update(tmp_path):
    context = multiprocessing.get_context("spawn")
    start = context.Barrier(2)
    writers = [
        context.Process(target=_writer, args=(str(tmp_path), name, start)) for name in ("a", "b")
    ]
    for writer in writers:
        writer.start()
    for writer in writers:
        writer.join(timeout=120)
        assert writer.exitcode == 0
    db = FindingsDB(tmp_path)
    entries = db.entries()
    assert sorted(e["signature"] for e in entries) == sorted(CAUSES)
    per_cause = 2 * WRITES // len(CAUSES)
    assert [e["hits"] for e in entries] == [per_cause] * len(CAUSES)
    for entry in entries:
        # every run id of both writers counted once (4 each, each over both causes)
        assert entry["runs"] >= 4
        trace = json.loads(db.repro_trace(entry).read_text())
        assert len(trace["ops"]) == entry["repro_ops"] == 1  # the shortest kept
    leftovers = [p.name for p in tmp_path.rglob("*.tmp")]
    assert leftovers == []
    assert {e["key"] for e in entries} == {finding_key("blocks", "bug:x", c) for c in CAUSES}
