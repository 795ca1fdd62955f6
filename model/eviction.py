"""Eviction policies: what happens at ref zero, and in which order cached blocks go.

The allocator model (``model.blocks``) owns all accounting; a policy only
answers two questions, so that a new engine's flavour (vLLM's free queue,
SGLang's radix tree) is a new policy rather than edits spread through the model:

* ``caches``: does a registered block that reaches ``ref == 0`` stay cached?
* ``victims(pool, n, prefer)``: which ``n`` cached blocks to evict, in order,
  or ``None`` when fewer than ``n`` can go. It must not change ``pool``.
  ``prefer`` names blocks the implementation chose (the ids it handed out);
  a policy whose order leaves ties open takes them from there, as the model
  adopts any valid choice of free ids.
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

    def victims(
        self, pool: BlockAllocatorModel, n: int, prefer: frozenset[int] = frozenset()
    ) -> list[int] | None: ...


class RefZero:
    """Free a block the moment its last reference goes; nothing is ever cached.

    Parent links only order eviction, so this policy keeps none: every block's
    ``parent`` stays ``None`` and ``children`` stays 0.
    """

    name = "ref_zero"
    caches = False
    tracks_parents = False
    uses_stamps = False

    def victims(
        self, pool: BlockAllocatorModel, n: int, prefer: frozenset[int] = frozenset()
    ) -> list[int] | None:
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

    def victims(
        self, pool: BlockAllocatorModel, n: int, prefer: frozenset[int] = frozenset()
    ) -> list[int] | None:
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


class LruOldestFirst:
    """megatron-core 0.17 and 0.18's LRU, a flavour kept on purpose: no parent
    links, and a short allocate evicts the cached blocks with the oldest stamps
    over the whole pool, a parent before its children if it is older. Those
    releases sort with an unstable ``torch.argsort``, so among the blocks that
    share the boundary stamp any pick is valid: the model takes the
    implementation's (``prefer``), then the smallest ids."""

    name = "lru_oldest_first"
    caches = True
    tracks_parents = False
    uses_stamps = True

    def victims(
        self, pool: BlockAllocatorModel, n: int, prefer: frozenset[int] = frozenset()
    ) -> list[int] | None:
        if n == 0:
            return []
        cached = sorted(pool.cached_ids(), key=lambda b: (pool.block(b).stamp, b))
        if len(cached) < n:
            return None
        boundary = pool.block(cached[n - 1]).stamp
        older = [b for b in cached if pool.block(b).stamp < boundary]
        ties = sorted(
            (b for b in cached if pool.block(b).stamp == boundary),
            key=lambda b: (b not in prefer, b),
        )
        return older + ties[: n - len(older)]


POLICIES: dict[str, type[RefZero] | type[LruLeafPeel] | type[LruOldestFirst]] = {
    RefZero.name: RefZero,
    LruLeafPeel.name: LruLeafPeel,
    LruOldestFirst.name: LruOldestFirst,
}


def make_policy(name: str) -> EvictionPolicy:
    """The policy called ``name`` (``"ref_zero"`` or ``"lru"``)."""
    try:
        return POLICIES[name]()
    except KeyError:
        raise ValueError(f"unknown policy {name!r}; expected one of {sorted(POLICIES)}") from None
