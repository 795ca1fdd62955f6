"""Memory snapshots: the probe logs every allocation and free, and the pickle kvtwin
writes is one PyTorch's own memory viewer reads, with the run's events in it.

``torch.cuda._memory_viz`` (the viewer's Python side) runs without CUDA: its
``trace``, ``segsum`` and ``filter_alloc_free_pairs`` read the snapshot here.
The browser viewer (pytorch.org/memory_viz) unpickles with its own small
JavaScript reader, so the test also pins the pickle to the opcodes it knows.
"""

from __future__ import annotations

import gc
import pickle
import pickletools
from pathlib import Path

import pytest
import torch
import torch.cuda._memory_viz as memory_viz

from impl.scratch import ScratchCache
from kvtwin.core.lockstep import drive
from kvtwin.core.registry import get_scenario
from kvtwin.report.snapshot import POOL_ADDRESS, SNAPSHOT_NAME, live_allocations, write_snapshot
from kvtwin.scenarios.blocks.campaigns import serving_campaign
from kvtwin.scenarios.blocks.snapshot import pool_snapshot
from kvtwin.scenarios.prefill.campaigns import shape_campaign
from kvtwin.scenarios.prefill.probes import CpuProbe
from kvtwin.scenarios.prefill.shapes import ShapeConfig
from kvtwin.scenarios.prefill.snapshot import scratch_snapshot

SMALL = ShapeConfig(
    min_tokens=4,
    max_tokens=96,
    bucket=4,
    median_tokens=24,
    heads=2,
    head_k=8,
    head_v=8,
    domain_rate=0.0,  # the cycle alone: a variant may clear the cache or change a call's key
)

# The opcodes torch/utils/viz/MemoryViz.js's unpickler implements.
VIEWER_OPCODES = {
    "PROTO", "FRAME", "STOP", "MARK", "MEMOIZE", "BINPUT", "LONG_BINPUT", "BINGET", "LONG_BINGET",
    "EMPTY_DICT", "EMPTY_LIST", "EMPTY_TUPLE", "DICT", "LIST", "TUPLE", "TUPLE1", "TUPLE2",
    "TUPLE3", "SETITEM", "SETITEMS", "APPEND", "APPENDS", "BININT", "BININT1", "BININT2", "LONG1",
    "BINFLOAT", "NEWTRUE", "NEWFALSE", "NONE", "SHORT_BINUNICODE", "BINUNICODE",
}  # fmt: skip


def viewer_can_read(path: Path) -> None:
    data = path.read_bytes()
    ops = [op for op, _, _ in pickletools.genops(data)]
    assert ops[0].name == "PROTO"
    assert next(arg for op, arg, _ in pickletools.genops(data)) in (2, 3, 4)
    assert {op.name for op in ops} <= VIEWER_OPCODES


def read_own_snapshot(path: Path) -> dict:
    """kvtwin never loads a pickle; a test may unpickle the file its own run wrote."""
    return pickle.loads(path.read_bytes())


def check_segments(snapshot: dict) -> None:
    """Blocks tile their segment, as the viewer assumes (and segsum asserts)."""
    for segment in snapshot["segments"]:
        assert segment["device"] == 0 and segment["stream"] == 0
        assert sum(b["size"] for b in segment["blocks"]) == segment["total_size"]
        address = segment["address"]
        for block in segment["blocks"]:
            assert block["address"] == address
            address += block["size"]
    memory_viz.segsum(snapshot)


# ------------------------------------------------------------------- probe
def test_the_probe_logs_allocations_and_frees_with_address_size_and_call() -> None:
    probe = CpuProbe()
    cache = ScratchCache(capacity=1, allocate=probe.allocate)
    probe.call = 0
    cache.get("a", {"x": ((4, 8), torch.float32)}, "cpu")
    probe.call = None
    address = probe.record(0).data_ptr
    probe.call = 1
    cache.get("b", {"y": ((3,), torch.int64)}, "cpu")  # evicts a: its buffer dies now
    probe.call = None
    outside = probe.allocate((2,), torch.float16, "cpu")
    del outside  # dies between calls: charged to the last call
    gc.collect()
    got = [(e.action, e.serial, e.nbytes, e.call, e.shape, e.dtype) for e in probe.events]
    assert got == [
        ("alloc", 0, 128, 0, (4, 8), "float32"),
        ("alloc", 1, 24, 1, (3,), "int64"),  # a miss allocates before it evicts
        ("free", 0, 128, 1, (4, 8), "float32"),
        ("alloc", 2, 4, None, (2,), "float16"),
        ("free", 2, 4, 1, (2,), "float16"),
    ]
    assert probe.events[0].data_ptr == address and probe.events[2].data_ptr == address
    assert [e.time_ns for e in probe.events] == sorted(e.time_ns for e in probe.events)
    assert probe.last_call == 1 and probe.call is None


# ----------------------------------------------------------------- prefill
def test_prefill_snapshot_opens_in_torch_memory_viz_with_the_runs_events(tmp_path: Path) -> None:
    scenario = get_scenario("prefill")
    campaign = shape_campaign(
        scenario,
        "impl",
        shapes="cyclic:5",
        seed=0,
        passes=2,
        capacity=3,
        chunk_size=16,
        config=SMALL,
    )
    session = scenario.session(campaign.config, "impl")
    try:
        result = drive(scenario, session, campaign.workload(), audit_every=campaign.audit_every)
        probe, recording = session.probe, result.recording
        assert result.divergence is None and result.coverage["evictions"] == 7
        path = write_snapshot(
            scratch_snapshot(probe.events, keys=recording.keys(), target="impl"),
            tmp_path / SNAPSHOT_NAME,
        )
        viewer_can_read(path)
        snapshot = read_own_snapshot(path)
        trace = snapshot["device_traces"][0]

        # every storage the probe saw allocated and freed, in order, at its address and size
        events = [e for e in probe.events if e.nbytes]
        allocs = [(e["addr"], e["size"]) for e in trace if e["action"] == "alloc"]
        assert allocs == [(e.data_ptr, e.nbytes) for e in events if e.action == "alloc"]
        frees = [(e["addr"], e["size"]) for e in trace if e["action"] == "free_completed"]
        assert frees == [(e.data_ptr, e.nbytes) for e in events if e.action == "free"]
        assert sum(e["action"] == "segment_alloc" for e in trace) == len(allocs)
        assert len(frees) > 0

        # what is live at the end is what the cache holds, byte for byte
        live = live_allocations(snapshot)
        records = map(probe.record, range(probe.next_serial))
        held = {r.data_ptr: r.nbytes for r in records if r.alive}
        assert live == held
        assert sum(live.values()) == recording.timeline[-1].measured_bytes == probe.live_bytes()
        assert {s["address"] for s in snapshot["segments"]} == set(held)
        check_segments(snapshot)
    finally:
        session.close()

    # the frames name the call and its key; torch's own readers take the file
    first = next(e for e in trace if e["action"] == "alloc")
    assert first["frames"][0]["line"] == 0 and "call 0 T=" in first["frames"][0]["name"]
    text = memory_viz.trace(snapshot)
    assert f"{len(trace)} entries" in text and "del " in text
    paired = memory_viz.filter_alloc_free_pairs(pickle.loads(path.read_bytes()))
    assert len([e for e in paired["device_traces"][0] if e["action"] == "alloc"]) == len(live)
    assert "Active Memory Timeline" in memory_viz.trace_plot(snapshot)


# ------------------------------------------------------------------ blocks
def test_blocks_snapshot_is_the_pool_as_one_segment_of_blocks(tmp_path: Path) -> None:
    pool = 48
    scenario = get_scenario("blocks")
    campaign = serving_campaign(scenario, "impl", policy="lru", pool_size=pool, seed=3, steps=200)
    session = scenario.session(campaign.config, "impl")
    result = drive(scenario, session, campaign.workload(), audit_every=campaign.audit_every)
    target, recording = session.target, result.recording
    assert result.divergence is None and recording.events
    snapshot = pool_snapshot(recording.events, pool, target="impl")
    path = write_snapshot(snapshot, tmp_path / "pool.pickle")
    viewer_can_read(path)
    snapshot = read_own_snapshot(path)
    (segment,) = snapshot["segments"]
    assert segment["total_size"] == pool  # one byte per block
    check_segments(snapshot)

    # the trace replays the run: what it leaves allocated is what is not free at the end
    not_free = set(range(pool - 1)) - set(target.free_ids())
    live = live_allocations(snapshot)
    assert {addr - POOL_ADDRESS for addr in live} == not_free
    held = {
        b["address"] - POOL_ADDRESS for b in segment["blocks"] if b["state"] == "active_allocated"
    }
    assert held == not_free | {pool - 1}  # and the dummy, held from the start
    trace = snapshot["device_traces"][0]
    assert sum(e["action"] == "alloc" for e in trace) == sum(
        a == "alloc" for _, a, _ in recording.events
    )
    final = recording.curve[-1]
    assert len(not_free) == final["target_active"] + final["target_cached"]
    assert memory_viz.trace(snapshot).count("\n") > len(trace)


def test_blocks_snapshot_rejects_what_is_not_a_pool_event() -> None:
    with pytest.raises(ValueError, match="outside a pool"):
        pool_snapshot([(0, "alloc", 9)], 4)
    with pytest.raises(ValueError, match="unknown pool event"):
        pool_snapshot([(0, "evict", 1)], 4)
    # a double free or a repeated alloc does not break the trace's pairing
    snapshot = pool_snapshot([(0, "alloc", 1), (1, "alloc", 1), (2, "free", 1), (3, "free", 1)], 4)
    assert live_allocations(snapshot) == {}
    check_segments(snapshot)
