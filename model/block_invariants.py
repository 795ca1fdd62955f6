"""The block model's invariants (docs/contract.md section 1), checked by audits.

Apart from the verbs, so the model's verbs read as the contract's rules and
this file as its invariants: 1 free blocks are pristine, 2 every usable block
is free, active or cached, 3 refs equal the owners' holdings, 4 the map names
blocks carrying the hash, 5 parents are registered, 6 child counts match.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass


@dataclass(slots=True)
class Block:
    """Per-block state. ``hash``/``parent`` are ``None`` when unregistered/root."""

    ref: int = 0
    hash: int | None = None
    parent: int | None = None
    children: int = 0
    stamp: int = 0


class BlockInvariants:
    """Mixed into ``BlockAllocatorModel``: reads its blocks, sets and map."""

    def check_valid(self) -> None:
        """Assert invariants 1, 2, 4, 5 and 6 of the contract (3 needs the owners:
        see ``check_owners``). Raises ``AssertionError`` naming the first broken one."""
        pristine = Block()
        for b in self._free:
            entry = self._blocks[b]
            assert 0 <= b < self.dummy, f"inv 1: free pool holds {b} (dummy or out of range)"
            assert entry.ref == 0 and entry.hash is None, f"inv 1: free block {b} is {entry}"
        for b, entry in enumerate(self._blocks):
            assert entry.ref >= 0, f"ref[{b}] = {entry.ref} is negative"
        dummy = self._blocks[self.dummy]
        assert dummy == pristine, f"dummy block {self.dummy} was touched: {dummy}"
        changed = self._changed | self.touched
        for b, entry in enumerate(self._blocks):
            # reset() rebuilds only the changed blocks: every other one must be pristine
            assert b in changed or entry == pristine, f"block {b} changed unrecorded: {entry}"
        active = {b for b, entry in enumerate(self._blocks) if entry.ref > 0}
        cached = {
            b
            for b, entry in enumerate(self._blocks)
            if entry.ref == 0 and entry.hash is not None and b not in self._free
        }
        assert active == self._active, "active set out of step with the blocks"
        assert cached == self._cached, "cached set out of step with the blocks"
        assert len(self._free) + len(active) + len(cached) == self.dummy, (
            "inv 2: free + active + cached != N - 1"
        )
        for h, b in self._map.items():
            assert self._blocks[b].hash == h, f"inv 4: map names block {b} for hash {h}"
        if not self.policy.caches:
            assert not self.cached_ids(), "ref_zero keeps no cached blocks"
        if self.policy.orders_free:
            order = self.policy.queue()
            assert len(order) == len(set(order)), "the free queue holds a block twice"
            assert set(order) == self._free | cached, "free queue != free and cached blocks"
        if self.policy.tracks_parents:
            expected = Counter(
                entry.parent
                for entry in self._blocks
                if entry.hash is not None and entry.parent is not None
            )
            for b, entry in enumerate(self._blocks):
                if entry.hash is not None and entry.parent is not None:
                    parent = self._blocks[entry.parent]
                    assert parent.hash is not None, f"inv 5: block {b}'s parent is unregistered"
                assert entry.children == expected.get(b, 0), (
                    f"inv 6: children[{b}] = {entry.children}, expected {expected.get(b, 0)}"
                )

    def check_owners(self, tables: Iterable[Sequence[int]]) -> None:
        """Invariant 3: each block's ref equals its occurrences in all owners' tables."""
        held = Counter(b for table in tables for b in table)
        for b, entry in enumerate(self._blocks):
            assert entry.ref == held.get(b, 0), (
                f"inv 3: ref[{b}] = {entry.ref} but owners hold it {held.get(b, 0)} time(s)"
            )
