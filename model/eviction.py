"""Eviction policies: what happens at ref zero, and in which order cached blocks go.

The allocator model (``model.blocks``) owns all accounting; a policy only
answers two questions, so that a new engine's flavour (vLLM's free queue,
SGLang's radix tree) is a new policy rather than edits spread through the model:

* ``caches``: does a registered block that reaches ``ref == 0`` stay cached?
* ``victims(pool, n)``: which ``n`` cached blocks to evict, in order, or
  ``None`` when fewer than ``n`` can go. It must not change ``pool``.
"""

from __future__ import annotations

import heapq
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from model.blocks import BlockAllocatorModel


class EvictionPolicy(Protocol):
    name: str
    caches: bool
    tracks_parents: bool
    uses_stamps: bool

    def victims(self, pool: BlockAllocatorModel, n: int) -> list[int] | None: ...


class RefZero:
    """Free a block the moment its last reference goes; nothing is ever cached.

    Parent links only order eviction, so this policy keeps none: every block's
    ``parent`` stays ``None`` and ``children`` stays 0.
    """

    name = "ref_zero"
    caches = False
    tracks_parents = False
    uses_stamps = False

    def victims(self, pool: BlockAllocatorModel, n: int) -> list[int] | None:
        return [] if n == 0 else None


class LruLeafPeel:
    """Megatron-LM's LRU: evict cached leaves, smallest ``(stamp, id)`` first.

    A cached block may go only when no registered block names it as parent.
    Evicting a leaf decrements its parent's child count, which may make the
    parent a leaf, so the order is computed by peeling, one block at a time.
    """

    name = "lru"
    caches = True
    tracks_parents = True
    uses_stamps = True

    def victims(self, pool: BlockAllocatorModel, n: int) -> list[int] | None:
        if n == 0:
            return []
        children = {b: pool.block(b).children for b in pool.cached_ids()}
        leaves = [(pool.block(b).stamp, b) for b, count in children.items() if count == 0]
        heapq.heapify(leaves)
        chosen: list[int] = []
        while leaves and len(chosen) < n:
            _, victim = heapq.heappop(leaves)
            chosen.append(victim)
            parent = pool.block(victim).parent
            if parent is not None and parent in children:
                children[parent] -= 1
                if children[parent] == 0:
                    heapq.heappush(leaves, (pool.block(parent).stamp, parent))
        return chosen if len(chosen) == n else None


POLICIES: dict[str, type[RefZero] | type[LruLeafPeel]] = {
    RefZero.name: RefZero,
    LruLeafPeel.name: LruLeafPeel,
}


def make_policy(name: str) -> EvictionPolicy:
    """The policy called ``name`` (``"ref_zero"`` or ``"lru"``)."""
    try:
        return POLICIES[name]()
    except KeyError:
        raise ValueError(f"unknown policy {name!r}; expected one of {sorted(POLICIES)}") from None
