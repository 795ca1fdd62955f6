"""Allocator speed: model, impl and lockstep ops/s per pool size and release batch.

Run with ``nox -s bench`` (JSON into reports/bench/). Not part of the test run.
"""

from __future__ import annotations

import pytest

from kvtwin.core.registry import make_target
from kvtwin.scenarios.blocks.ops import allocate, release, retain
from kvtwin.scenarios.blocks.session import BlocksSession, default_audit_every
from kvtwin.scenarios.blocks.targets.base import SCENARIO
from kvtwin.tools.bench import concrete_ops, record_trace
from model.blocks import BlockAllocatorModel

POOLS = [1_000, 100_000, 1_000_000]
BATCHES = [1, 4, 16, 64, 256]
_TRACES: dict[int, list] = {}


def trace_for(pool: int) -> list:
    if pool not in _TRACES:
        _TRACES[pool] = concrete_ops(record_trace(pool, "lru", steps=300))
    return _TRACES[pool]


def impl(pool: int):
    return make_target(SCENARIO, "impl", num_blocks=pool, policy="lru", device="cpu")


@pytest.mark.parametrize("pool", POOLS)
def test_impl_serving_trace(benchmark, pool):
    trace = trace_for(pool)

    def setup():
        return (impl(pool),), {}

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
    every = default_audit_every(pool)

    def setup():
        return (BlocksSession(impl(pool)),), {}

    def run(checker):
        for done, (op, _) in enumerate(trace, 1):
            checker.apply(op)
            if done % every == 0:  # the periodic audits of a campaign
                checker.audit()

    benchmark.extra_info["ops"] = len(trace)
    benchmark.pedantic(run, setup=setup, rounds=3)


@pytest.mark.parametrize("side", ["impl", "model", "lockstep"])
@pytest.mark.parametrize("batch", BATCHES)
@pytest.mark.parametrize("pool", [1_000, 100_000])
def test_release_batch(benchmark, side, batch, pool):
    """One release of ``batch`` ids, each repeated once (two owners finishing)."""
    blocks = min(batch, pool - 1)

    def setup():
        target = BlockAllocatorModel(pool, "lru") if side == "model" else impl(pool)
        driver = BlocksSession(target) if side == "lockstep" else None
        apply = driver.apply if driver else (lambda op: op.call(target))
        ids = apply(allocate(blocks))
        apply(retain(ids))
        return (apply, release(ids + ids)), {}

    benchmark.pedantic(lambda apply, op: apply(op), setup=setup, rounds=20)
