"""What megatron-core's context does to its two caches, as the hybrid contract's
request verbs, recorded in the order its own code does it.

Hooks on one ``DynamicInferenceContext`` instance (the engine calls them as it
always does; each hook calls the original with the engine's arguments and
hands back what it returned):

* ``add_request(req, prefill_chunk_length)``: one prefill chunk. After the real
  call, the request's row tells what it did: the skip it took (its KV offset
  past the tokens already prefilled), the blocks it kept (the skipped ones) and
  the blocks the chunk added (matched and allocated). A :class:`Chunk` event.
* ``release_memory_blocks_from_request_indexes(idxs)``: a finished or evicted
  request's blocks go back (``evict_overflow_paused_requests`` marks the
  release a preemption). A :class:`Release` per request, before the real call.
* ``kv_block_allocator.allocate_memory_blocks(n)`` outside ``add_request``: a
  block for the next decode token (``update_requests``, ``resume_paused_requests``).
  An :class:`Allocated` mark in the queue; the forward pass that feeds the token
  turns it into that request's :class:`Decode`, at the mark's place and clock.

Each event carries the context's LRU clock at its call. Megatron hashes prompt
blocks itself; each chunk also records its hashes beside the contract's
(``kvtwin.scenarios.hybrid.tokens.block_hashes``), so the observer can name
megatron's hashes as the model does (equal prefixes, equal hashes, both ways).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import torch

from kvtwin.scenarios.hybrid.engine.events import Chunk, Event, Release
from kvtwin.scenarios.hybrid.tokens import block_hashes


@dataclass
class Allocated:
    """Blocks the context allocated outside ``add_request`` (for decode tokens)."""

    ids: list[int]
    clock: int


@dataclass
class EventLog:
    """The events since the last forward pass, in the engine's order."""

    queue: list[Event | Allocated] = field(default_factory=list)
    chunks: dict[int, Chunk] = field(default_factory=dict)
    """This step's chunks by context row (the forward pass fills in their outputs)."""
    hashes: dict[int, int] = field(default_factory=dict)
    """megatron's block hash -> the contract's, learned from every chunk."""
    counts: dict[str, int] = field(default_factory=dict)

    def count(self, what: str) -> None:
        self.counts[what] = self.counts.get(what, 0) + 1


class ContextHooks:
    """Installed on one context; records what its calls do into ``log``."""

    def __init__(self, context: Any, log: EventLog, block_size: int) -> None:
        self.context = context
        self.log = log
        self.block_size = block_size
        self.inside = 0  # > 0 while inside add_request: its allocations are the chunk's
        self.reason = "finish"
        kv = context.kv_block_allocator
        self.add_request = context.add_request
        self.release_rows = context.release_memory_blocks_from_request_indexes
        self.evict_paused = context.evict_overflow_paused_requests
        self.allocate = kv.allocate_memory_blocks
        context.add_request = self._add_request
        context.release_memory_blocks_from_request_indexes = self._release_rows
        context.evict_overflow_paused_requests = self._evict_paused
        kv.allocate_memory_blocks = self._allocate

    def clock(self) -> int:
        return int(self.context.prefix_cache_lru_clock)

    # ------------------------------------------------------------ hooks
    def _add_request(self, req: Any, prefill_chunk_length: int | None = None) -> Any:
        c = self.context
        start = int(req.finished_chunk_token_count)
        length = int(
            req.remaining_prompt_length if prefill_chunk_length is None else prefill_chunk_length
        )
        row = int(c.total_request_count)
        before = self._table(row) if start else []
        clock = self.clock()
        self.inside += 1
        try:
            result = self.add_request(req, prefill_chunk_length)
        finally:
            self.inside -= 1
        prompt = tuple(int(t) for t in req.prompt_tokens.tolist())
        ours = block_hashes(prompt, self.block_size)
        self.log.hashes.update(
            zip((int(h) for h in req.precomputed_block_hashes), ours, strict=False)
        )
        skip = int(c.request_kv_length_offsets[row]) - start
        table = self._table(row)
        first = start == 0
        kept = table[: skip // self.block_size] if first else []
        added = table[len(kept) :] if first else table[len(before) :]
        n = length - skip if first else length
        chunk = Chunk(int(req.request_id), prompt, first, kept, added, n, clock)
        self.log.queue.append(chunk)
        self.log.chunks[row] = chunk
        self.log.count("chunks")
        if first and kept:
            self.log.count("prefix_hits")
        if not first:
            self.log.count("continuation_chunks")
        return result

    def _release_rows(self, request_indexes: Any) -> Any:
        rows = torch.as_tensor(request_indexes).flatten().tolist()
        for row in rows:
            rid = int(self.context.request_ids[int(row)])
            self.log.queue.append(Release(rid, self.clock(), self.reason))
            self.log.count(f"released_{self.reason}")
        return self.release_rows(request_indexes)

    def _evict_paused(self, *args: Any, **kwargs: Any) -> Any:
        self.reason = "preempt"
        try:
            return self.evict_paused(*args, **kwargs)
        finally:
            self.reason = "finish"

    def _allocate(self, n: int, *args: Any, **kwargs: Any) -> Any:
        ids = self.allocate(n, *args, **kwargs)
        if not self.inside and ids is not None:
            self.log.queue.append(Allocated([int(b) for b in ids.tolist()], self.clock()))
        return ids

    # ------------------------------------------------------------ reading
    def _table(self, row: int) -> list[int]:
        return [int(b) for b in self.context.request_to_kv_block_ids[row].tolist() if b >= 0]
