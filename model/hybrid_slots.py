"""Reference model of the snapshot slot pool of a hybrid prefix cache
(docs/contract.md, section 5): a fixed number of slots, each free or holding the
recurrent state at the end of one KV block, with pins and an LRU of its own.

A slot's ``ref`` counts the live requests that will still restore from it (pinned
at admission, unpinned once the state is copied or the request leaves); only an
unpinned slot is ever evicted. Eviction order is the smallest ``(stamp, slot)``
first; a slot's stamp is the clock when it was stored or last pinned. Every verb
checks everything before it changes anything.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from model.block_arguments import check_count
from model.errors import BadArgument, InsufficientCache, InvalidChoice


class SlotView(NamedTuple):
    """What a checker compares for one slot; ``stamp`` is ``None`` for a free slot."""

    block: int | None
    ref: int
    stamp: int | None
    free: bool


class SlotCounts(NamedTuple):
    free: int
    held: int
    pinned: int


@dataclass(slots=True)
class Slot:
    block: int | None = None
    ref: int = 0
    stamp: int = 0


class SlotPoolModel:
    """``num_slots`` snapshot slots keyed by the KV block whose boundary they hold."""

    def __init__(self, num_slots: int) -> None:
        if isinstance(num_slots, bool) or not isinstance(num_slots, int) or num_slots < 1:
            raise BadArgument(f"num_slots must be an int >= 1, got {num_slots!r}")
        self.num_slots = num_slots
        self.touched: set[int] = set()
        self.evicted: list[int] = []
        self.reset()

    # ----------------------------------------------------------------- verbs
    def allocate(
        self, blocks: Sequence[int], clock: int, choose: Sequence[int] | None = None
    ) -> list[int] | None:
        """One slot per block (distinct blocks, none holding a snapshot yet), all or
        nothing: free slots first, then the LRU order's unpinned victims; ``None``
        (nothing evicted) when fewer can be had. ``choose``: the implementation's
        slots, which must be distinct and free once the victims are evicted."""
        if len(set(blocks)) != len(blocks) or any(b in self._of_block for b in blocks):
            raise BadArgument(f"slots asked for blocks that repeat or hold one: {list(blocks)}")
        n = len(blocks)
        shortfall = n - len(self._free)
        victims = self.victims(shortfall) if shortfall > 0 else []
        if victims is None:
            return None
        if choose is None:
            chosen = sorted(self._free | set(victims))[:n]
        else:
            chosen = [int(s) for s in choose]
            allowed = self._free | set(victims)
            if len(chosen) != n or len(set(chosen)) != n or not set(chosen) <= allowed:
                raise InvalidChoice(
                    f"handed out slots {chosen} for {n} blocks; free once the victims "
                    f"{victims} go: {sorted(allowed)}"
                )
        self._evict(victims)
        for s, b in zip(chosen, blocks, strict=True):
            self._free.remove(s)
            self._slots[s] = Slot(block=b, stamp=clock)
            self._of_block[b] = s
            self.touched.add(s)
        return chosen

    def release_blocks(self, blocks: Sequence[int]) -> list[int]:
        """Free the slots of those ``blocks`` that hold one (their blocks were freed,
        evicted or invalidated); the slots, in block order. A pinned slot's block is
        retained by the request that pinned it, so it is never named here."""
        released = []
        for b in blocks:
            s = self._of_block.get(b)
            if s is None:
                continue
            assert self._slots[s].ref == 0, f"slot {s} of block {b} is pinned"
            self._drop(s)
            released.append(s)
        return released

    def pin(self, slot: int, clock: int) -> None:
        entry = self._slots[slot]
        assert entry.block is not None, f"pinning free slot {slot}"
        entry.ref += 1
        entry.stamp = clock
        self.touched.add(slot)

    def unpin(self, slot: int) -> None:
        entry = self._slots[slot]
        assert entry.ref > 0, f"unpinning slot {slot}, which is not pinned"
        entry.ref -= 1
        self.touched.add(slot)

    def evict(self, n: int) -> list[int]:
        """Free ``n`` unpinned slots in LRU order; ``insufficient_cache`` if fewer."""
        check_count(n, "evict_slots")
        victims = self.victims(n)
        if victims is None:
            raise InsufficientCache(
                f"evict_slots({n}) but only {self.evictable()} slots are unpinned"
            )
        self._evict(victims)
        return victims

    def reset(self) -> None:
        self._slots = [Slot() for _ in range(self.num_slots)]
        self._free: set[int] = set(range(self.num_slots))
        self._of_block: dict[int, int] = {}
        self.touched = set(range(self.num_slots))
        self.evicted = []

    # ----------------------------------------------------------- observation
    def begin(self) -> None:
        """A new hybrid verb starts: forget what the last one touched."""
        self.touched = set()
        self.evicted = []

    def victims(self, n: int) -> list[int] | None:
        """The first ``n`` unpinned held slots by ``(stamp, slot)``, or ``None``."""
        if n <= 0:
            return []
        candidates = [
            (entry.stamp, s)
            for s, entry in enumerate(self._slots)
            if entry.block is not None and entry.ref == 0
        ]
        if len(candidates) < n:
            return None
        return [s for _, s in heapq.nsmallest(n, candidates)]

    def evictable(self) -> int:
        return sum(1 for e in self._slots if e.block is not None and e.ref == 0)

    def slot_of(self, block: int) -> int | None:
        return self._of_block.get(block)

    def view(self, slot: int) -> SlotView:
        entry = self._slots[slot]
        free = entry.block is None
        return SlotView(entry.block, entry.ref, None if free else entry.stamp, free)

    def counts(self) -> SlotCounts:
        pinned = sum(1 for e in self._slots if e.ref > 0)
        return SlotCounts(len(self._free), self.num_slots - len(self._free), pinned)

    def free_ids(self) -> list[int]:
        return sorted(self._free)

    def held(self) -> dict[int, int]:
        """Block -> slot for every held slot."""
        return dict(self._of_block)

    def check_valid(self) -> None:
        """The pool's invariants: free and held slots partition the pool, a free slot
        is pristine, block <-> slot is one to one, no pin is negative."""
        for s, entry in enumerate(self._slots):
            assert entry.ref >= 0, f"slot {s} has ref {entry.ref}"
            if s in self._free:
                assert entry == Slot(), f"free slot {s} is {entry}"
            else:
                assert entry.block is not None, f"slot {s} is neither free nor held"
                assert self._of_block.get(entry.block) == s, f"slot {s} not mapped back"
        assert len(self._of_block) == self.num_slots - len(self._free), "block map size"

    # ------------------------------------------------------------- internals
    def _evict(self, victims: list[int]) -> None:
        for s in victims:
            self._drop(s)
        self.evicted = list(victims)

    def _drop(self, s: int) -> None:
        entry = self._slots[s]
        del self._of_block[entry.block]  # type: ignore[arg-type]
        self._slots[s] = Slot()
        self._free.add(s)
        self.touched.add(s)
