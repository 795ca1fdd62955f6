"""Allocator speed: model, impl and lockstep ops/s per pool size and release batch.

Run with ``nox -s bench`` (JSON into reports/bench/). Not part of the test run.
"""

from __future__ import annotations

import pytest

from kvtwin.bench import record_trace
from kvtwin.lockstep import BlockLockstep
from kvtwin.ops import allocate, release, retain
from kvtwin.targets import make_block_target
from model.blocks import BlockAllocatorModel

POOLS = [1_000, 100_000, 1_000_000]
BATCHES = [1, 4, 16, 64, 256]
_TRACES: dict[int, list] = {}


def trace_for(pool: int) -> list:
    if pool not in _TRACES:
        _TRACES[pool] = record_trace(pool, "lru", steps=300)
    return _TRACES[pool]


@pytest.mark.parametrize("pool", POOLS)
def test_impl_serving_trace(benchmark, pool):
    trace = trace_for(pool)

    def setup():
        return (make_block_target("impl", num_blocks=pool, policy="lru"),), {}

    def run(target):
        for op, _ in trace:
            op.call(target)

    benchmark.extra_info["ops"] = len(trace)
    benchmark.pedantic(run, setup=setup, rounds=5)


@pytest.mark.parametrize("pool", POOLS)
def test_model_serving_trace(benchmark, pool):
    trace = trace_for(pool)

    def setup():
        return (BlockAllocatorModel(pool, "lru"),), {}

    def run(model):
        for op, result in trace:
            op.call(model, **({"choose": result} if op.verb == "allocate" else {}))

    benchmark.extra_info["ops"] = len(trace)
    benchmark.pedantic(run, setup=setup, rounds=3)


@pytest.mark.parametrize("pool", POOLS)
def test_lockstep_serving_trace(benchmark, pool):
    trace = trace_for(pool)

    def setup():
        return (BlockLockstep(make_block_target("impl", num_blocks=pool, policy="lru")),), {}

    def run(lockstep):
        for op, _ in trace:
            lockstep.apply(op)

    benchmark.extra_info["ops"] = len(trace)
    benchmark.pedantic(run, setup=setup, rounds=3)


@pytest.mark.parametrize("side", ["impl", "model", "lockstep"])
@pytest.mark.parametrize("batch", BATCHES)
@pytest.mark.parametrize("pool", [1_000, 100_000])
def test_release_batch(benchmark, side, batch, pool):
    """One release of ``batch`` ids, each repeated once (two owners finishing)."""
    blocks = min(batch, pool - 1)

    def setup():
        if side == "model":
            target = BlockAllocatorModel(pool, "lru")
        else:
            target = make_block_target("impl", num_blocks=pool, policy="lru")
        driver = BlockLockstep(target, audit_every=0) if side == "lockstep" else None
        apply = driver.apply if driver else (lambda op: op.call(target))
        ids = apply(allocate(blocks))
        apply(retain(ids))
        return (apply, release(ids + ids)), {}

    benchmark.pedantic(lambda apply, op: apply(op), setup=setup, rounds=20)
