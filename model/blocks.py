"""Reference model of a prefix-caching KV block allocator (docs/contract.md, section 1).

Written to be audited, not to be fast: plain Python objects, one small method
per verb, every check before any change; the eviction policy is a subclass of
``model.eviction.EvictionPolicy``, the argument rules are ``block_arguments.py``
and the invariants ``block_invariants.py``. Every verb records the blocks and
hashes it changed (``touched``), so a checker can compare only what moved.
"""

from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Sequence
from typing import NamedTuple

from model.block_arguments import batch, check_count, check_hashes
from model.block_invariants import Block, BlockInvariants
from model.errors import (
    BadArgument,
    BadBlockId,
    HashConflict,
    InsufficientCache,
    InvalidChoice,
    NotOwned,
    OverRelease,
)
from model.eviction import EvictionPolicy, make_policy


class BlockView(NamedTuple):
    """What a checker compares for one block. ``stamp`` is ``None`` where the
    policy keeps no stamps, and for free blocks (their stamp means nothing)."""

    ref: int
    hash: int | None
    parent: int | None
    children: int
    stamp: int | None
    free: bool


class Counts(NamedTuple):
    """Pool-wide counters, cheap to compare after every op."""

    free: int
    active: int
    cached: int
    mapped: int
    clock: int


class BlockAllocatorModel(BlockInvariants):
    """The allocator of docs/contract.md section 1 with a pluggable eviction policy."""

    def __init__(self, num_blocks: int, policy: EvictionPolicy | str = "ref_zero") -> None:
        if not isinstance(num_blocks, int) or num_blocks < 2:
            raise BadArgument(
                f"num_blocks must be an int >= 2 (one is the dummy), got {num_blocks!r}"
            )
        self.num_blocks = num_blocks
        self.dummy = num_blocks - 1
        self.policy = make_policy(policy) if isinstance(policy, str) else policy
        self.touched: set[int] = set()
        self.touched_hashes: set[int] = set()
        self.evicted: list[int] = []
        self.reset()

    # ----------------------------------------------------------------- verbs
    def allocate(self, n: int, choose: Sequence[int] | None = None) -> list[int] | None:
        """Hand out ``n`` free ids (evicting first under LRU), or ``None``.

        ``choose`` is the implementation's pick; it must be ``n`` distinct ids
        that are free once the policy's victims are evicted. Without it the
        model picks the smallest such ids.
        """
        self._begin()
        check_count(n, "allocate")
        if self.policy.orders_free:
            return self._allocate_in_order(self.policy.allocation(self, n), choose)
        shortfall = n - len(self._free)
        prefer = frozenset(choose or ())
        victims = self.policy.victims(self, shortfall, prefer) if shortfall > 0 else []
        if victims is None:
            return None
        evicted = set(victims)
        if choose is None:
            chosen = heapq.nsmallest(n, self._free | evicted)
        else:
            chosen = [int(b) for b in choose]
            self._check_choice(chosen, n, evicted)
        self._evict(victims)
        for b in chosen:
            self._free.remove(b)
            self._blocks[b] = Block(ref=1, stamp=self.clock)
            self.touched.add(b)
        self._classify()
        return chosen

    def release(self, ids: Sequence[int]) -> None:
        """Drop one reference per occurrence; a block reaching zero is handled once."""
        self._begin()
        drops = Counter(self._check_ids(ids))
        for b, count in drops.items():
            if count > self._blocks[b].ref:
                raise OverRelease(
                    f"release drops {count} reference(s) of block {b}, which holds "
                    f"{self._blocks[b].ref}"
                )
        zeroed = []
        for b, count in drops.items():
            entry = self._blocks[b]
            entry.ref -= count
            self.touched.add(b)
            if entry.ref == 0:
                zeroed.append(b)
                if not (self.policy.caches and entry.hash is not None):
                    self._deregister(b)
                    self._free.add(b)
        self.policy.released(self, zeroed)
        self._classify()

    def register(
        self, ids: Sequence[int], hashes: Sequence[int], parent_hashes: Sequence[int]
    ) -> None:
        """Give blocks their content hashes; parents resolve through the map, in order."""
        self._begin()
        blocks = self._check_ids(ids)
        hashes = check_hashes(hashes, "hashes", allow_root=False)
        parent_hashes = check_hashes(parent_hashes, "parent_hashes", allow_root=True)
        if not len(blocks) == len(hashes) == len(parent_hashes):
            raise BadArgument(
                f"register needs equal lengths, got {len(blocks)} ids, {len(hashes)} hashes, "
                f"{len(parent_hashes)} parent hashes"
            )
        pending: dict[int, int] = {}
        for b, h in zip(blocks, hashes, strict=True):
            self._check_not_free(b, "register")
            current = pending.get(b, self._blocks[b].hash)
            if current is not None and current != h:
                raise HashConflict(f"block {b} is registered under hash {current}, not {h}")
            pending[b] = h
        if not self.policy.registers:
            return
        for b, h, parent_hash in zip(blocks, hashes, parent_hashes, strict=True):
            entry = self._blocks[b]
            if entry.hash == h:
                continue
            if self.policy.tracks_parents:
                entry.parent = self._map.get(parent_hash) if parent_hash else None
                if entry.parent is not None:
                    self._blocks[entry.parent].children += 1
                    self.touched.add(entry.parent)
            entry.hash = h
            if self._twins is None:
                self._map[h] = b
            else:
                self._twins.setdefault(h, []).append(b)
                self._map.setdefault(h, b)
            self.touched.add(b)
            self.touched_hashes.add(h)

    def retain(self, ids: Sequence[int]) -> None:
        """A new owner pins blocks that are active or cached: ``ref += 1`` each time."""
        self._begin()
        pins = Counter(self._check_ids(ids))
        for b in pins:
            self._check_not_free(b, "retain")
        for b, count in pins.items():
            self._blocks[b].ref += count
            self._blocks[b].stamp = self.clock
            self.touched.add(b)
        self.policy.taken(pins)
        self._classify()

    def match(self, hashes: Sequence[int]) -> list[int]:
        """The blocks of the longest prefix of ``hashes`` found in the map. Read-only."""
        self._begin()
        found: list[int] = []
        checked = check_hashes(hashes, "hashes", allow_root=False)
        if not self.policy.registers:
            return found
        for h in checked:
            if h not in self._map:
                break
            found.append(self._map[h])
        return found

    def tick(self) -> None:
        """One engine step: advance the LRU clock."""
        self._begin()
        self.clock += 1

    def evict(self, n: int) -> list[int]:
        """Deregister and free ``n`` cached blocks in the policy's order."""
        self._begin()
        check_count(n, "evict")
        victims = self.policy.victims(self, n)
        if victims is None:
            raise InsufficientCache(
                f"evict({n}) but only {self.evictable()} of {len(self.cached_ids())} cached "
                f"blocks can be evicted under {self.policy.name}"
            )
        self._evict(victims)
        self._classify()
        return victims

    def reset(self) -> None:
        """Everything free, nothing registered, all counts and the clock zero.

        Only the blocks some op changed since the last reset are rebuilt: every
        other block is pristine already (``check_valid`` asserts so), which keeps
        a reset's cost to what the run touched, not to the pool's size.
        """
        if not hasattr(self, "_blocks"):
            self._blocks = [Block() for _ in range(self.num_blocks)]
            self._free: set[int] = set(range(self.num_blocks - 1))
            self._active: set[int] = set()
            self._cached: set[int] = set()
            changed: set[int] = set()
        else:
            changed = self._changed if self._just_reset else self._changed | self.touched
            for b in changed:
                self._blocks[b] = Block()
            self._free.update(self._active)
            self._free.update(self._cached)
            self._active.clear()
            self._cached.clear()
        self._changed: set[int] = set()
        self._map: dict[int, int] = {}
        # Where the map names the oldest of a hash's twins, it keeps all of them
        # in registration order, so the next oldest takes over when one goes.
        oldest = self.policy.map_names == "oldest"
        self._twins: dict[int, list[int]] | None = {} if oldest else None
        self.policy.reset(self)
        self.clock = 0
        self.touched = changed
        self.touched_hashes = set()
        self._just_reset = True

    # ----------------------------------------------------------- observation
    def block(self, b: int) -> Block:
        return self._blocks[b]

    def view(self, b: int) -> BlockView:
        entry = self._blocks[b]
        free = b in self._free
        stamp = entry.stamp if self.policy.uses_stamps and not free else None
        return BlockView(entry.ref, entry.hash, entry.parent, entry.children, stamp, free)

    def is_free(self, b: int) -> bool:
        return b in self._free

    def free_ids(self) -> list[int]:
        return sorted(self._free)

    def cached_ids(self) -> list[int]:
        return sorted(self._cached)

    def hash_map(self) -> dict[int, int]:
        return dict(self._map)

    def lookup(self, h: int) -> int | None:
        return self._map.get(h)

    def counts(self) -> Counts:
        return Counts(
            len(self._free), len(self._active), len(self._cached), len(self._map), self.clock
        )

    def evictable(self) -> int:
        """How many cached blocks the policy could evict now."""
        cached = len(self.cached_ids())
        while cached and self.policy.victims(self, cached) is None:
            cached -= 1
        return cached

    # ------------------------------------------------------------- internals
    def _begin(self) -> None:
        # the blocks a reset rebuilt are pristine: the next reset need not rebuild them
        if not self._just_reset:
            self._changed |= self.touched
        self._just_reset = False
        self.touched = set()
        self.touched_hashes = set()
        self.evicted = []

    def _classify(self) -> None:
        """Re-file each touched block as free, active or cached, so the
        counters follow the blocks an op changed instead of scanning the pool."""
        for b in self.touched:
            entry = self._blocks[b]
            self._active.discard(b)
            self._cached.discard(b)
            if entry.ref > 0:
                self._active.add(b)
            elif entry.hash is not None and b not in self._free:
                self._cached.add(b)

    def _allocate_in_order(
        self, planned: list[int] | None, choose: Sequence[int] | None
    ) -> list[int] | None:
        """A policy that keeps its free pool in order names the ids itself (vLLM's
        free queue: its head), so the implementation's pick must be exactly those."""
        if planned is None:
            return None
        if choose is not None and [int(b) for b in choose] != planned:
            raise InvalidChoice(
                f"handed out {list(choose)}; the head of the free queue is {planned}"
            )
        self._evict([b for b in planned if b in self._cached])
        self.policy.taken(planned)
        for b in planned:
            self._free.discard(b)
            self._blocks[b] = Block(ref=1, stamp=self.clock)
            self.touched.add(b)
        self._classify()
        return planned

    def _evict(self, victims: list[int]) -> None:
        for victim in victims:
            self._deregister(victim)
            self._free.add(victim)
        self.evicted = list(victims)

    def _deregister(self, b: int) -> None:
        entry = self._blocks[b]
        if entry.hash is not None:
            self._unmap(entry.hash, b)
            self.touched_hashes.add(entry.hash)
        if entry.parent is not None:
            self._blocks[entry.parent].children -= 1
            self.touched.add(entry.parent)
        self._blocks[b] = Block(stamp=entry.stamp)
        self.touched.add(b)

    def _unmap(self, h: int, b: int) -> None:
        """Block ``b`` no longer carries ``h``: the map entry goes only if it named
        ``b`` (or, keeping twins, passes to the next oldest twin)."""
        if self._twins is not None:
            twins = self._twins[h]
            twins.remove(b)
            if not twins:
                del self._twins[h]
            elif self._map.get(h) == b:
                self._map[h] = twins[0]
                return
        if self._map.get(h) == b:
            del self._map[h]

    def _check_ids(self, ids: Sequence[int]) -> list[int]:
        blocks = batch(ids, "block ids")
        for b in blocks:
            if isinstance(b, bool) or not isinstance(b, int):
                raise BadArgument(f"block ids must be ints, got {b!r}")
            if b == self.dummy:
                raise BadBlockId(f"block {b} is the reserved dummy block")
            if not 0 <= b < self.num_blocks:
                raise BadBlockId(f"block {b} is out of range 0..{self.num_blocks - 2}")
        return blocks

    def _check_not_free(self, b: int, verb: str) -> None:
        if b in self._free:
            raise NotOwned(f"{verb} names block {b}, which is free")

    def _check_choice(self, chosen: list[int], n: int, evicted: set[int]) -> None:
        if len(chosen) != n:
            raise InvalidChoice(f"asked for {n} blocks, handed out {len(chosen)}: {chosen}")
        if len(set(chosen)) != n:
            raise InvalidChoice(f"handed out a block twice: {sorted(chosen)}")
        taken = sorted(b for b in set(chosen) if b not in self._free and b not in evicted)
        if taken:
            raise InvalidChoice(f"handed out blocks that are not free: {taken}")
