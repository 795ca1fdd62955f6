"""Reference model of a hybrid prefix cache (docs/contract.md, section 5): KV blocks
as ``model.blocks`` keeps them, plus a pool of recurrent-state snapshot slots
(``model.hybrid_slots``), and the requests that use both.

The model owns a ``BlockAllocatorModel`` and a ``SlotPoolModel`` and composes their
verbs; it never reaches into their accounting. What it adds is the lifetime rule
between them: a snapshot lives only while its block stays registered, a prefix
hit is usable only up to the deepest matched block that has one, and a slot a
request will restore from is pinned until it has been copied. Each verb checks
all of its arguments first (``model.hybrid_requests``); ``touched_*`` and
``evicted_*`` name what the last verb changed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple, TypeVar

from model.block_arguments import check_count
from model.blocks import BlockAllocatorModel, BlockView, Counts
from model.errors import BadArgument
from model.hybrid_errors import SlotPinned
from model.hybrid_requests import (
    Request,
    RequestView,
    check_admit,
    check_chunk,
    check_decode,
    live,
)
from model.hybrid_slots import SlotCounts, SlotPoolModel, SlotView

T = TypeVar("T")


class HybridCounts(NamedTuple):
    blocks: Counts
    slots: SlotCounts
    requests: int
    live_states: int


class PrefillResult(NamedTuple):
    blocks: tuple[int, ...]
    """The blocks the chunk allocated, in table order."""
    slots: tuple[int, ...] | None
    """The slots of the snapshots it recorded, one per block it completed and
    registered, in order; ``None`` when the pool could not hold them all (none recorded)."""


class HybridCacheModel:
    """KV blocks, snapshot slots and the requests of docs/contract.md section 5."""

    def __init__(
        self,
        num_blocks: int,
        num_slots: int,
        block_size: int,
        policy: str = "lru",
        state_bytes: int = 0,
    ) -> None:
        if isinstance(block_size, bool) or not isinstance(block_size, int) or block_size < 1:
            raise BadArgument(f"block_size must be an int >= 1, got {block_size!r}")
        self.blocks = BlockAllocatorModel(num_blocks, policy)
        self.slots = SlotPoolModel(num_slots)
        self.block_size = block_size
        self.state_bytes = state_bytes
        self.requests: dict[int, Request] = {}
        self.touched_blocks: set[int] = set()
        self.touched_hashes: set[int] = set()
        self.evicted_blocks: list[int] = []

    # ----------------------------------------------------------------- verbs
    def admit(self, rid: int, hashes: Sequence[int], prompt_len: int) -> tuple[int, ...]:
        """A request arrives: match its prompt's block hashes, keep the prefix up to
        the deepest matched block with a snapshot (at most ``prompt_len - 1`` tokens:
        the last token is always computed), pin that snapshot. The kept blocks."""
        self._begin()
        values = check_admit(self.requests, rid, hashes, prompt_len, self.block_size)
        cap = min(len(values), (prompt_len - 1) // self.block_size)
        matched = self._call(self.blocks.match, values[:cap])
        depth = 0
        for i, b in enumerate(matched):
            if self.slots.slot_of(b) is not None:
                depth = i + 1
        kept = matched[:depth]
        restore = None
        if kept:
            self._call(self.blocks.retain, kept)
            restore = self.slots.slot_of(kept[-1])
            assert restore is not None
            self.slots.pin(restore, self.blocks.clock)
        self.requests[rid] = Request(
            values, prompt_len, depth * self.block_size, list(kept), restore
        )
        return tuple(kept)

    def prefill(
        self,
        rid: int,
        n: int,
        finite: bool = True,
        choose_blocks: Sequence[int] | None = None,
        choose_slots: Sequence[int] | None = None,
    ) -> PrefillResult | None:
        """The prompt's next ``n`` tokens: blocks for them (``None``, nothing changed,
        if they cannot be had), the pending restore done and unpinned, every full
        prompt block the chunk completes registered, and their snapshots recorded,
        all or none."""
        self._begin()
        request = live(self.requests, rid)
        check_chunk(request, n, finite, self.block_size)
        end = request.position + n
        got = self._grow(request, end, choose_blocks)
        if got is None:
            return None
        if request.restore is not None:
            self.slots.unpin(request.restore)
            request.restore = None
        request.started = True
        done = range(
            request.position // self.block_size, min(end // self.block_size, len(request.hashes))
        )
        slots: list[int] | None = []
        if done:
            ids = [request.table[j] for j in done]
            hashes = [request.hashes[j] for j in done]
            parents = [request.hashes[j - 1] if j else 0 for j in done]
            self._call(self.blocks.register, ids, hashes, parents)
            slots = self.slots.allocate(ids, self.blocks.clock, choose_slots)
        request.position = end
        return PrefillResult(tuple(got), None if slots is None else tuple(slots))

    def decode(
        self, rid: int, n: int = 1, finite: bool = True, choose: Sequence[int] | None = None
    ) -> tuple[int, ...] | None:
        """One token after the prompt: a new block when the last one is full (``None``,
        nothing changed, if it cannot be had). Decode blocks are never registered."""
        self._begin()
        request = live(self.requests, rid)
        check_decode(request, n, finite)
        got = self._grow(request, request.position + 1, choose)
        if got is None:
            return None
        request.position += 1
        return tuple(got)

    def release(self, rid: int) -> None:
        """A request finishes, is preempted or aborted: its pin and its block
        references go; a block that is freed takes its snapshot with it."""
        self._begin()
        request = live(self.requests, rid)
        if request.restore is not None:
            self.slots.unpin(request.restore)
        self._call(self.blocks.release, request.table)
        self.slots.release_blocks([b for b in request.table if self.blocks.is_free(b)])
        del self.requests[rid]

    def invalidate(self, ids: Sequence[int]) -> tuple[int, ...]:
        """Drop the snapshots of the named blocks (the blocks stay); the slots freed.
        ``slot_pinned`` if one of them is still to be restored from."""
        self._begin()
        blocks = self.blocks._check_ids(ids)  # the block model's id rules, in its order
        for b in blocks:
            slot = self.slots.slot_of(b)
            if slot is not None and self.slots.view(slot).ref:
                raise SlotPinned(f"block {b}'s snapshot (slot {slot}) is pinned")
        return tuple(self.slots.release_blocks(list(dict.fromkeys(blocks))))

    def evict_blocks(self, n: int) -> tuple[int, ...]:
        """Evict ``n`` cached blocks in the block policy's order, their snapshots too."""
        self._begin()
        victims = self._call(self.blocks.evict, n)
        self.slots.release_blocks(victims)
        return tuple(victims)

    def evict_slots(self, n: int, choose: Sequence[int] | None = None) -> tuple[int, ...]:
        """Evict ``n`` unpinned snapshots in the slots' LRU order (the blocks stay).
        ``choose``: the implementation's victims, which a flavour whose order has
        ties adopts; this order is total, so the result's comparison checks them."""
        self._begin()
        check_count(n, "evict_slots")
        return tuple(self.slots.evict(n))

    def tick(self) -> None:
        self._begin()
        self._call(self.blocks.tick)

    def reset(self) -> None:
        """Every request gone, every block and slot free, the clock 0."""
        self._begin()
        self._call(self.blocks.reset)
        self.slots.reset()
        self.requests.clear()

    # ----------------------------------------------------------- observation
    def view(self, b: int) -> BlockView:
        return self.blocks.view(b)

    def slot_of(self, b: int) -> int | None:
        return self.slots.slot_of(b)

    def slot_view(self, s: int) -> SlotView:
        return self.slots.view(s)

    def request(self, rid: int) -> RequestView | None:
        request = self.requests.get(rid)
        return None if request is None else request.view()

    def counts(self) -> HybridCounts:
        started = sum(1 for r in self.requests.values() if r.started)
        return HybridCounts(self.blocks.counts(), self.slots.counts(), len(self.requests), started)

    def live_bytes(self) -> int:
        """The slot pool and one live state per started request."""
        return (self.slots.num_slots + self.counts().live_states) * self.state_bytes

    @property
    def touched_slots(self) -> set[int]:
        return self.slots.touched

    @property
    def evicted_slots(self) -> list[int]:
        return self.slots.evicted

    def tables(self) -> list[list[int]]:
        return [r.table for r in self.requests.values()]

    def check_valid(self) -> None:
        """The block model's and the slot pool's invariants, and those between them:
        a held slot's block is registered; a slot's pins are the requests still to
        restore from it, each of which holds that block last; a request holds
        ``ceil(position / block_size)`` blocks."""
        self.blocks.check_valid()
        self.blocks.check_owners(self.tables())
        self.slots.check_valid()
        for b, s in self.slots.held().items():
            assert self.blocks.view(b).hash is not None, f"slot {s} holds unregistered block {b}"
        pins: dict[int, int] = {}
        for rid, r in self.requests.items():
            want = -(-r.position // self.block_size)
            assert len(r.table) == want, f"request {rid} holds {len(r.table)} blocks, not {want}"
            if r.restore is not None:
                pins[r.restore] = pins.get(r.restore, 0) + 1
                assert self.slots.view(r.restore).block == r.table[-1], f"request {rid}'s restore"
        for s in range(self.slots.num_slots):
            assert self.slots.view(s).ref == pins.get(s, 0), f"slot {s}'s pins"

    # ------------------------------------------------------------- internals
    def _begin(self) -> None:
        self.touched_blocks = set()
        self.touched_hashes = set()
        self.evicted_blocks = []
        self.slots.begin()

    def _call(self, verb: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """A block-model verb, what it touched added to this verb's."""
        result = verb(*args, **kwargs)
        self.touched_blocks |= self.blocks.touched
        self.touched_hashes |= self.blocks.touched_hashes
        self.evicted_blocks += self.blocks.evicted
        return result

    def _grow(self, request: Request, end: int, choose: Sequence[int] | None) -> list[int] | None:
        """Blocks for the request's tokens up to ``end``; the victims' snapshots freed."""
        need = -(-end // self.block_size) - len(request.table)
        got = self._call(self.blocks.allocate, need, choose=choose)
        if got is None:
            return None
        self.slots.release_blocks(self.blocks.evicted)
        request.table += got
        return got
