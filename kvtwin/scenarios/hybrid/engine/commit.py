"""Snapshots recorded when the engine records them: at its commit, after every
chunk of the step was scheduled, in one batch.

megatron-core schedules a step's chunks one after another (each allocating its
blocks, which may evict cached blocks and with them their snapshots) and only
then, after the forward pass, commits every chunk's snapshots in one
``allocate_slots_batch``: the intermediate-offset blocks of every chunk in row
order, then every chunk's end-of-prompt block. A model prefill that recorded
its chunk's snapshots at once would record them before the later chunks'
evictions freed slots, and in another order. So, for a driver whose engine
commits after scheduling (``commits_after_schedule``), the model's snapshot
recording (``MegatronHybridModel._record``, unchanged: a block holding a
snapshot keeps it, new ones as many as fit, first in batch order) is deferred
while the step's chunks are checked and run once at the commit over the batch
in the engine's order, with the engine's slots as its choice. Each chunk's
snapshots against the engine's is its ``prefill: result`` (the allocator
level's name for the same difference), and each snapshot kept is checked
against the recompute of its prefix.
"""

from __future__ import annotations

from typing import Any

import kvtwin.scenarios.hybrid.ops as hybrid_ops
from kvtwin.core.contain import attempt
from kvtwin.scenarios.hybrid.engine.events import Chunk
from kvtwin.scenarios.hybrid.session import HybridSession

Deferred = tuple[Chunk, hybrid_ops.HybridOp, list[int], bool]
"""A chunk, its prefill op, the blocks the model would snapshot, whether the last
of them is the end-of-prompt block."""


class DeferredCommit:
    """While active, the model's chunk snapshots wait for :meth:`commit`."""

    def __init__(self, checker: HybridSession) -> None:
        self.checker = checker
        self.model: Any = checker.model
        self.pending: list[Deferred] = []
        self.chunk: tuple[Chunk, hybrid_ops.HybridOp] | None = None

    def __enter__(self) -> DeferredCommit:
        self.record = self.model._record
        self.model._record = self._defer  # shadows the method on this instance only
        return self

    def __exit__(self, *exc: Any) -> None:
        del self.model._record

    def _defer(self, blocks: list[int], choose: Any) -> tuple[int, ...]:
        assert self.chunk is not None  # only a chunk's prefill records
        chunk, op = self.chunk
        request = self.model.requests[chunk.rid]
        b = self.model.block_size
        eos = request.position + op.n >= request.prompt_len and request.prompt_len % b == 0
        self.pending.append((chunk, op, list(blocks), bool(blocks) and eos))
        return ()

    def commit(self) -> None:
        """The step's batch in the engine's order, then each chunk against the commit."""
        if not self.pending:
            return
        step = self.checker.steps - 1
        model, checks = self.model, self.checker.checks
        inter = [x for _, _, blocks, eos in self.pending for x in (blocks[:-1] if eos else blocks)]
        ends = [blocks[-1] for _, _, blocks, eos in self.pending if eos]
        batch = inter + ends
        held = {x: s for chunk, *_ in self.pending for x, s in chunk.held.items()}
        real = [held[x] for x in batch if x in held]
        _, error = attempt(self.record, batch, real)
        first_op = self.pending[0][1]
        if error is not None:
            self.checker.diverge(
                step, first_op, "result", "ids the contract allows", f"{real}: {error}"
            )
        for chunk, op, blocks, _ in self.pending:
            kept = [model.slot_of(x) for x in blocks if model.slot_of(x) is not None]
            want = None if blocks and not kept else kept
            got = None if chunk.slots is None else list(chunk.slots)
            if want != got:
                self.checker.diverge(step, op, "result", want, got)
            for slot in got or ():
                block = model.slot_view(slot).block
                h = None if block is None else model.view(block).hash
                if h is not None:
                    checks._snapshot(step, op, slot, h, f"block {block} of request {chunk.rid}")
        self.pending.clear()
