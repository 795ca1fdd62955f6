"""Hybrid prefix-cache bug variants (docs/contract.md, section 5), each a faithful
copy of an upstream bug class in the one step it lives in. Never use them."""

from __future__ import annotations

from collections.abc import Sequence

import torch

from impl.hybrid import HybridPrefixCache, NotifyingAllocator, Request
from impl.hybrid_slots import SlotPool


class FirstChunkOnly(HybridPrefixCache):
    """Snapshots are recorded for a prompt's first prefill chunk only, so a prompt
    prefilled in several chunks caches no state past its first chunk and later hits
    recompute it. Megatron-LM #5952 (Mamba prefix-cache snapshots not recorded for
    multi-chunk prompts)."""

    name = "snapshot-first-chunk-only"

    def _record(
        self, request: Request, blocks: list[int], states: torch.Tensor
    ) -> list[int] | None:
        if request.chunks:
            return []
        return super()._record(request, blocks, states)


class _QuietAllocate(NotifyingAllocator):
    def allocate(self, n: int) -> torch.Tensor | None:
        notify, self.on_free = self.on_free, NotifyingAllocator.on_free
        try:
            return super().allocate(n)
        finally:
            self.on_free = notify


class SlotKeptOnEvict(HybridPrefixCache):
    """A cached block evicted to make room for an allocation keeps its snapshot slot
    (only explicit evictions and frees release it), so slots leak one per such
    block and a reused block still names a snapshot. The slot-leak class of SGLang
    #27586 and the deregistration callback Megatron-LM wires for Mamba caches."""

    name = "slot-kept-on-evict"
    allocator_class = _QuietAllocate


class RestoreInPlace(HybridPrefixCache):
    """A request that continues from a snapshot computes in the cached slot itself
    instead of a copy, so the snapshot of the prefix turns into the request's later
    state. The copy-on-write class of SGLang #27038 (Mamba COW)."""

    name = "restore-in-place"

    def _start(self, request: Request) -> torch.Tensor:
        if request.state is None and request.restore >= 0:
            request.state = self.slots.states[request.restore]
            self.slots.unpin(request.restore)
            request.restore = -1
            return request.state
        return super()._start(request)


class _StaleSlots(SlotPool):
    def release_blocks(self, blocks: Sequence[int]) -> list[int]:
        if not len(blocks):
            return []
        held = self.slot_of[torch.as_tensor(list(blocks), dtype=torch.int64)].tolist()
        slots = list(dict.fromkeys(s for s in held if s >= 0))
        if slots:
            index = torch.as_tensor(slots, dtype=torch.int64)
            self.block_of[index] = -1  # the block's own entry still names the slot
            top = self.free_top + len(slots)
            self.free_stack[self.free_top : top] = index
            self.free_top = top
        return slots


class StaleSlotMapping(HybridPrefixCache):
    """Releasing a block's snapshot frees the slot but leaves the block naming it, so
    once the block is registered again for other content a prefix hit restores
    whatever that slot holds by then. The ownership checks and slot invalidation
    Megatron-LM #6218 added for Mamba caches."""

    name = "stale-slot-mapping"
    slots_class = _StaleSlots


class _GreedySlots(SlotPool):
    def allocate(self, blocks: Sequence[int], clock: int) -> list[int] | None:
        taken = min(len(blocks), self.free_top)
        self.free_top -= taken  # popped before knowing whether the rest can be had
        if len(self._victims(len(blocks) - taken)) < len(blocks) - taken:
            return None
        self.free_top += taken
        return super().allocate(blocks, clock)


class PartialSlotBatch(HybridPrefixCache):
    """A batch of snapshot slots takes the free slots first and fails only when too
    few can be evicted for the rest, losing the free ones it took. megatron-core
    0.19's MambaSlotAllocator.allocate_slots_batch (made atomic by Megatron-LM #6091)."""

    name = "partial-slot-batch"
    slots_class = _GreedySlots


class _PinBlindSlots(SlotPool):
    def _victims(self, n: int) -> list[int]:
        if n <= 0:
            return []
        held = (self.block_of >= 0).nonzero().flatten().tolist()
        stamps = self.stamps[held].tolist() if held else []
        return [s for _, s in sorted(zip(stamps, held, strict=True))[:n]]


class EvictPinnedSlot(HybridPrefixCache):
    """Slot eviction ignores pins, so a snapshot a request admitted with a prefix hit
    is still to restore from can be evicted (and overwritten) first. The class of
    vLLM #47728 (Mamba blocks freed while still inside an in-flight window)."""

    name = "evict-pinned-slot"
    slots_class = _PinBlindSlots


VARIANTS: dict[str, type[HybridPrefixCache]] = {
    cls.name: cls
    for cls in (
        FirstChunkOnly,
        SlotKeptOnEvict,
        RestoreInPlace,
        StaleSlotMapping,
        PartialSlotBatch,
        EvictPinnedSlot,
    )
}
