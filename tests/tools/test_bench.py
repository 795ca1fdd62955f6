"""The bench's floor of a lockstep (``time_target_share``) reads back what the
checker reads, op for op, so the floor is a true lower bound of the loop."""

from __future__ import annotations

from typing import ClassVar

from kvtwin.scenarios.blocks.targets.impl import ImplBlockTarget
from kvtwin.tools import bench
from kvtwin.tools.bench_trace import concrete_ops, record_trace


class Spy(ImplBlockTarget):
    reads: ClassVar[list[tuple[str, list[int]]]] = []

    def block_fields(self, ids):  # type: ignore[no-untyped-def]
        if not isinstance(ids, range):  # an audit's whole pool: the floor leaves audits out
            Spy.reads.append(("fields", list(ids)))
        return super().block_fields(ids)

    def lookup(self, hashes):  # type: ignore[no-untyped-def]
        Spy.reads.append(("lookup", list(hashes)))
        return super().lookup(hashes)


def spied(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    def make_target(scenario, name, *, num_blocks, policy, device):  # type: ignore[no-untyped-def]
        return Spy(num_blocks, policy, device=device)

    monkeypatch.setattr(bench, "make_target", make_target)


def test_the_floor_reads_what_the_checker_reads(monkeypatch):
    for policy in ("lru", "ref_zero"):
        ops = concrete_ops(record_trace(48, policy, steps=120, seed=3))
        spied(monkeypatch)
        Spy.reads = []
        bench.time_lockstep(ops, 48, policy)
        checker_reads = Spy.reads
        Spy.reads = []
        assert bench.time_target_share(ops, 48, policy) > 0
        assert Spy.reads == checker_reads
        assert sum(kind == "lookup" for kind, _ in checker_reads) > 10
