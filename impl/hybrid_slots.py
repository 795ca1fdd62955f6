"""The snapshot slot pool of the hybrid prefix cache (docs/contract.md, section 5):
``num_slots`` recurrent states ``[H, K, V]`` in one float32 tensor, each slot free
or holding the state at the end of one KV block.

Per slot: the block it holds (``block_of``, -1 when free), its pins (``refs``: live
requests still to restore from it) and its LRU stamp; per block, its slot
(``slot_of``). The free slots are a LIFO stack, as the block allocator's:
``free_stack[:free_top]``, released slots pushed on top in order, ``allocate`` pops
the top ones. Only an unpinned slot is evicted, smallest ``(stamp, slot)`` first.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import torch

from impl.errors import BadArgument, InsufficientCache

Allocate = Callable[[tuple[int, ...], torch.dtype, torch.device], torch.Tensor]


def _empty(shape: tuple[int, ...], dtype: torch.dtype, device: torch.device) -> torch.Tensor:
    return torch.empty(shape, dtype=dtype, device=device)


class SlotPool:
    """Snapshot slots keyed by KV block id, with pins and an LRU of their own."""

    def __init__(
        self,
        num_slots: int,
        num_blocks: int,
        state_shape: tuple[int, int, int],
        device: str | torch.device = "cpu",
        allocate: Allocate | None = None,
    ) -> None:
        if isinstance(num_slots, bool) or not isinstance(num_slots, int) or num_slots < 1:
            raise BadArgument(f"num_slots must be an int >= 1, got {num_slots!r}")
        device = torch.device(device)
        self.num_slots = num_slots
        self.states = (allocate or _empty)((num_slots, *state_shape), torch.float32, device)
        self.block_of = torch.empty(num_slots, dtype=torch.int64)
        self.slot_of = torch.empty(num_blocks, dtype=torch.int64)
        self.refs = torch.empty(num_slots, dtype=torch.int32)
        self.stamps = torch.empty(num_slots, dtype=torch.int64)
        self.free_stack = torch.empty(num_slots, dtype=torch.int64)
        self.free_top = 0
        self.reset()

    def allocate(self, blocks: Sequence[int], clock: int) -> list[int] | None:
        """One slot per block, all or nothing: the free ones, then unpinned victims in
        LRU order; ``None`` and nothing changed when the pool cannot hold them all."""
        n = len(blocks)
        shortfall = n - self.free_top
        victims = self._victims(shortfall) if shortfall > 0 else []
        if len(victims) < shortfall:
            return None
        self._drop(victims)
        self.free_top -= n
        slots = self.free_stack[self.free_top : self.free_top + n].tolist()
        self._take(slots, list(blocks), clock)
        return slots

    def release_blocks(self, blocks: Sequence[int]) -> list[int]:
        """Free the slots of those ``blocks`` that hold one; those slots, in block order."""
        if not len(blocks):
            return []
        held = self.slot_of[torch.as_tensor(list(blocks), dtype=torch.int64)].tolist()
        slots = list(dict.fromkeys(s for s in held if s >= 0))
        self._drop(slots)
        return slots

    def evict(self, n: int) -> list[int]:
        """Free ``n`` unpinned slots in LRU order; ``InsufficientCache`` if fewer."""
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise BadArgument(f"evict_slots needs a count >= 0, got {n!r}")
        victims = self._victims(n)
        if len(victims) < n:
            raise InsufficientCache(f"evict_slots({n}) but only {len(victims)} slots are unpinned")
        self._drop(victims)
        return victims

    def pin(self, slot: int, clock: int) -> None:
        self.refs[slot] += 1
        self.stamps[slot] = clock

    def unpin(self, slot: int) -> None:
        self.refs[slot] -= 1

    def reset(self) -> None:
        self.block_of.fill_(-1)
        self.slot_of.fill_(-1)
        self.refs.zero_()
        self.stamps.zero_()
        torch.arange(self.num_slots, out=self.free_stack)
        self.free_top = self.num_slots

    # ------------------------------------------------------------- internals
    def _victims(self, n: int) -> list[int]:
        """Up to ``n`` held, unpinned slots, smallest ``(stamp, slot)`` first."""
        if n <= 0:
            return []
        held = ((self.block_of >= 0) & (self.refs == 0)).nonzero().flatten().tolist()
        stamps = self.stamps[held].tolist() if held else []
        return [s for _, s in sorted(zip(stamps, held, strict=True))[:n]]

    def _take(self, slots: list[int], blocks: list[int], clock: int) -> None:
        index = torch.as_tensor(slots, dtype=torch.int64)
        ids = torch.as_tensor(blocks, dtype=torch.int64)
        self.block_of[index] = ids
        self.slot_of[ids] = index
        self.stamps[index] = clock

    def _drop(self, slots: list[int]) -> None:
        """Free ``slots`` (held ones): unmap both ways, push them on the stack in order."""
        if not slots:
            return
        index = torch.as_tensor(slots, dtype=torch.int64)
        self.slot_of[self.block_of[index]] = -1
        self.block_of[index] = -1
        top = self.free_top + len(slots)
        self.free_stack[self.free_top : top] = index
        self.free_top = top
