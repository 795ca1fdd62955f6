"""Hybrid prefix cache (docs/contract.md, section 5): KV blocks for the attention
layers (``impl.blocks.BlockAllocator``), a pool of recurrent-state snapshots for
the KDA layer (``impl.hybrid_slots.SlotPool``), and the requests that use both,
prefilled in chunks by the KDA op (``impl.hybrid_prefill``).

A request is admitted with its prompt's block hashes: its prefix hit keeps the
matched blocks up to the deepest one with a snapshot, whose slot it pins. Its
first prefill chunk copies that snapshot into a live state of its own (never
computing in the slot), and every chunk records the states at the prompt blocks
it completes, all or none. A block the allocator frees or evicts takes its
snapshot with it (the allocator tells the cache, :class:`NotifyingAllocator`).
Every verb checks all of its arguments, in the model's order, before anything
changes. Known-bug variants (``impl/bugs/hybrid.py``) override one step each.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import torch

from impl.blocks import BlockAllocator, Ids, _check_count, _check_hashes
from impl.errors import BadArgument, BadPrefillInput
from impl.hybrid_errors import DuplicateRequest, SlotPinned, UnknownRequest
from impl.hybrid_prefill import HybridPrefill
from impl.hybrid_slots import Allocate, SlotPool, _empty


class NotifyingAllocator(BlockAllocator):
    """The block allocator, telling ``on_free`` which blocks it deregistered and freed
    (released at ref zero, evicted by ``evict`` or to make room in ``allocate``)."""

    on_free: Callable[[list[int]], None] = staticmethod(lambda ids: None)

    def _free(self, blocks: torch.Tensor) -> None:
        ids = blocks.tolist()
        super()._free(blocks)
        if ids:
            self.on_free(ids)


@dataclass
class Request:
    hashes: list[int]
    prompt_len: int
    position: int
    table: list[int]
    restore: int  # the pinned slot its first chunk restores from; -1: none
    state: torch.Tensor | None = None  # its live state [H, K, V], from its first chunk
    chunks: int = 0  # prefill chunks run


@dataclass(frozen=True)
class Chunk:
    """What a prefill chunk or a decode step returns."""

    o: torch.Tensor
    blocks: list[int]
    slots: list[int] | None  # the snapshots recorded (None: the pool could not hold them)


class HybridPrefixCache:
    """KV blocks, snapshot slots and requests, on one device."""

    allocator_class: type[NotifyingAllocator] = NotifyingAllocator
    slots_class: type[SlotPool] = SlotPool

    def __init__(
        self,
        num_blocks: int,
        num_slots: int,
        block_size: int,
        heads: int,
        head_k: int,
        head_v: int,
        *,
        policy: str = "lru",
        chunk_size: int | None = None,
        device: str | torch.device = "cpu",
        allocate: Allocate | None = None,
        scratch_capacity: int = 8,
    ) -> None:
        if isinstance(block_size, bool) or not isinstance(block_size, int) or block_size < 1:
            raise BadArgument(f"block_size must be an int >= 1, got {block_size!r}")
        chunk_size = block_size if chunk_size is None else chunk_size
        if isinstance(chunk_size, bool) or not isinstance(chunk_size, int) or chunk_size < 1:
            raise BadArgument(f"chunk_size must be an int >= 1, got {chunk_size!r}")
        if block_size % chunk_size:
            raise BadArgument(
                f"chunk_size {chunk_size} must divide block_size {block_size}: snapshots are "
                "taken at chunk boundaries"
            )
        self.block_size = block_size
        self.state_shape = (heads, head_k, head_v)
        self.device = torch.device(device)
        self._allocate = allocate or _empty
        self.blocks = self.allocator_class(num_blocks, policy=policy, device=device)
        self.blocks.on_free = self._blocks_freed
        self.slots = self.slots_class(num_slots, num_blocks, self.state_shape, device, allocate)
        self.op = HybridPrefill(capacity=scratch_capacity, chunk_size=chunk_size)
        self.requests: dict[int, Request] = {}

    # ----------------------------------------------------------------- verbs
    def admit(self, rid: int, hashes: Sequence[int], prompt_len: int) -> list[int]:
        """Match the prompt's block hashes; keep the blocks up to the deepest one with
        a snapshot (at most ``prompt_len - 1`` tokens) and pin that snapshot."""
        rid = _check_rid(rid)
        if rid in self.requests:
            raise DuplicateRequest(f"request {rid} is live already")
        if isinstance(prompt_len, bool) or not isinstance(prompt_len, int) or prompt_len < 1:
            raise BadArgument(f"a prompt needs >= 1 token, got {prompt_len!r}")
        values = _check_hashes(hashes, "hashes", low=1)
        if len(values) != prompt_len // self.block_size:
            raise BadArgument(
                f"a prompt of {prompt_len} tokens has {prompt_len // self.block_size} full "
                f"blocks of {self.block_size}: one hash each, got {len(values)}"
            )
        cap = min(len(values), (prompt_len - 1) // self.block_size)
        matched = self.blocks.match(values[:cap])
        snapshots = self.slots.slot_of[matched].tolist() if matched else []
        depth = max((i + 1 for i, s in enumerate(snapshots) if s >= 0), default=0)
        kept = matched[:depth]
        restore = -1
        if kept:
            self.blocks.retain(kept)
            restore = snapshots[depth - 1]
            self.slots.pin(restore, self.blocks.clock)
        self.requests[rid] = Request(values, prompt_len, depth * self.block_size, kept, restore)
        return list(kept)

    def prefill(
        self,
        rid: int,
        q: torch.Tensor,
        k: torch.Tensor,
        v: torch.Tensor,
        g: torch.Tensor,
        beta: torch.Tensor,
    ) -> Chunk | None:
        """The prompt's next ``len(q)`` tokens; ``None`` (nothing changed) when their
        blocks cannot be had."""
        request = self._live(rid)
        n = _tokens(q)
        self._check_chunk(request, n)
        call = self.op.plan(q, k, v, g, beta)
        end = request.position + n
        ids = self._grow(request, end)
        if ids is None:
            return None
        state = self._start(request)
        o, final, states = self.op.run(call, q, k, v, g, beta, state)
        state.copy_(final)
        b = self.block_size
        done = range(request.position // b, min(end // b, len(request.hashes)))
        slots: list[int] | None = []
        if done:
            blocks = [request.table[j] for j in done]
            hashes = [request.hashes[j] for j in done]
            self.blocks.register(blocks, hashes, [request.hashes[j - 1] if j else 0 for j in done])
            per_chunk = b // self.op.chunk_size
            # chunk i of this call ends at position + (i + 1) * chunk_size
            ends = [((j + 1) * b - request.position) // self.op.chunk_size - 1 for j in done]
            assert all(e % per_chunk == per_chunk - 1 for e in ends)
            slots = self._record(request, blocks, states[ends])
        request.position = end
        request.chunks += 1
        return Chunk(o, ids, slots)

    def decode(
        self,
        rid: int,
        q: torch.Tensor,
        k: torch.Tensor,
        v: torch.Tensor,
        g: torch.Tensor,
        beta: torch.Tensor,
    ) -> Chunk | None:
        """One token after the prompt; ``None`` (nothing changed) when its block cannot be had."""
        request = self._live(rid)
        n = _tokens(q)
        if n != 1:
            raise BadArgument(f"a decode step takes one token, got {n}")
        if request.position < request.prompt_len:
            raise BadArgument(
                f"decode before the prompt is done: {request.position} of {request.prompt_len}"
            )
        call = self.op.plan(q, k, v, g, beta)
        ids = self._grow(request, request.position + 1)
        if ids is None:
            return None
        state = request.state
        assert state is not None  # the prompt (>= 1 token) was prefilled
        o, final, _ = self.op.run(call, q, k, v, g, beta, state)
        state.copy_(final)
        request.position += 1
        return Chunk(o, ids, None)

    def release(self, rid: int) -> None:
        """The request finishes, is preempted or aborted: unpin, drop its block
        references (a block freed takes its snapshot) and its live state."""
        request = self._live(rid)
        if request.restore >= 0:
            self.slots.unpin(request.restore)
        self.blocks.release(request.table)
        del self.requests[rid]

    def invalidate(self, ids: Ids) -> list[int]:
        """Drop the snapshots of the named blocks; the slots freed."""
        blocks = self.blocks._id_list(ids)
        if not blocks:
            return []
        held = self.slots.slot_of[torch.as_tensor(blocks, dtype=torch.int64)].tolist()
        for b, s in zip(blocks, held, strict=True):
            if s >= 0 and int(self.slots.refs[s]):
                raise SlotPinned(f"block {b}'s snapshot (slot {s}) is pinned")
        return self.slots.release_blocks(blocks)

    def evict_blocks(self, n: int) -> list[int]:
        """Evict ``n`` cached blocks (their snapshots go with them); the victims."""
        return self.blocks.evict(n).tolist()

    def evict_slots(self, n: int) -> list[int]:
        """Evict ``n`` unpinned snapshots in LRU order; the slots."""
        _check_count(n, "evict_slots")
        return self.slots.evict(n)

    def tick(self) -> None:
        self.blocks.tick()

    def reset(self) -> None:
        self.blocks.reset()
        self.slots.reset()
        self.requests.clear()

    # ------------------------------------------------------------- steps
    def _start(self, request: Request) -> torch.Tensor:
        """The request's live state: made at its first chunk, a copy of the snapshot
        it restores from (then unpinned) or zeros."""
        if request.state is None:
            state = self._allocate(self.state_shape, torch.float32, self.device)
            if request.restore >= 0:
                state.copy_(self.slots.states[request.restore])
                self.slots.unpin(request.restore)
                request.restore = -1
            else:
                state.zero_()
            request.state = state
        return request.state

    def _record(
        self, request: Request, blocks: list[int], states: torch.Tensor
    ) -> list[int] | None:
        """Snapshots of the completed blocks, all or none."""
        slots = self.slots.allocate(blocks, self.blocks.clock)
        if slots is not None:
            self.slots.states[torch.as_tensor(slots, dtype=torch.int64)] = states
        return slots

    def _blocks_freed(self, ids: list[int]) -> None:
        self.slots.release_blocks(ids)

    def _grow(self, request: Request, end: int) -> list[int] | None:
        need = -(-end // self.block_size) - len(request.table)
        got = self.blocks.allocate(need)
        if got is None:
            return None
        ids = got.tolist()
        request.table += ids
        return ids

    def _live(self, rid: int) -> Request:
        rid = _check_rid(rid)
        if rid not in self.requests:
            raise UnknownRequest(f"request {rid} is not live")
        return self.requests[rid]

    def _check_chunk(self, request: Request, n: int) -> None:
        if n < 1:
            raise BadArgument(f"a prefill chunk needs >= 1 token, got {n}")
        remaining = request.prompt_len - request.position
        if n > remaining:
            raise BadArgument(f"a chunk of {n} tokens, but {remaining} of the prompt remain")
        end = request.position + n
        if end != request.prompt_len and end % self.block_size:
            raise BadArgument(
                f"a chunk that does not end the prompt must end on a block boundary: "
                f"tokens {request.position}..{end}, blocks of {self.block_size}"
            )


def _check_rid(rid: object) -> int:
    if isinstance(rid, bool) or not isinstance(rid, int) or rid < 0:
        raise BadArgument(f"a request id must be an int >= 0, got {rid!r}")
    return rid


def _tokens(q: object) -> int:
    if not isinstance(q, torch.Tensor) or q.dim() != 3:
        raise BadPrefillInput(f"q must be a [T, H, K] tensor, got {type(q).__name__}")
    return int(q.shape[0])
