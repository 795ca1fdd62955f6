"""Eviction policies: what happens at ref zero, and in which order cached blocks go.

The allocator model (``model.blocks``) owns all accounting and the loop; a
policy subclasses :class:`EvictionPolicy`, sets a few flags and overrides a few
hooks, so that a new engine's flavour (vLLM's free queue, SGLang's radix tree)
is a new policy rather than edits spread through the model. Every hook has a
default, the plain behaviour: the model calls each one unconditionally.
"""

from __future__ import annotations

import heapq
from abc import ABC, abstractmethod
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from itertools import islice
from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from model.blocks import BlockAllocatorModel


class EvictionPolicy(ABC):
    """The questions the model asks a policy, with the plain answers."""

    name: ClassVar[str]
    caches: ClassVar[bool]
    """Whether a registered block that reaches ``ref == 0`` stays cached."""
    tracks_parents: ClassVar[bool] = False
    """Whether ``register`` links a block to its parent (and counts children)."""
    uses_stamps: ClassVar[bool] = False
    """Whether blocks carry an LRU stamp a checker compares."""
    registers: ClassVar[bool] = True
    """False: the engine keeps no hashes at all (``register`` checks its arguments
    and records nothing, ``match`` finds nothing)."""
    map_names: ClassVar[str] = "newest"
    """Which of a hash's twins the map names: ``newest`` registration, or ``oldest``
    (the next oldest takes over when it goes)."""
    orders_free: ClassVar[bool] = False
    """True for a policy that keeps its free pool in order (vLLM's free queue): it
    names the ids ``allocate(n)`` hands out (``allocation``) and its order
    (``queue``), and is told what joins and leaves it (``reset``, ``taken``,
    ``released``)."""

    @abstractmethod
    def victims(
        self, pool: BlockAllocatorModel, n: int, prefer: frozenset[int] = frozenset()
    ) -> list[int] | None:
        """Which ``n`` cached blocks to evict, in order, or ``None`` when fewer than
        ``n`` can go; never changes ``pool``. ``prefer`` names blocks the
        implementation chose (the ids it handed out): a policy whose order leaves
        ties open takes them from there, as the model adopts any valid choice."""

    def allocation(self, pool: BlockAllocatorModel, n: int) -> list[int] | None:
        """Where ``orders_free``: exactly the ids ``allocate(n)`` hands out, or ``None``."""
        raise NotImplementedError(f"{self.name} keeps no free-pool order")

    def queue(self) -> list[int]:
        """Where ``orders_free``: the free pool in order, next to go first."""
        raise NotImplementedError(f"{self.name} keeps no free-pool order")

    def reset(self, pool: BlockAllocatorModel) -> None:
        """The pool was reset: everything is free."""
        return None  # a policy that keeps no order of its own follows nothing

    def taken(self, ids: Iterable[int]) -> None:
        """``ids`` left the free pool (allocated, or retained from the cache)."""
        return None  # a policy that keeps no order of its own follows nothing

    def released(self, pool: BlockAllocatorModel, zeroed: Sequence[int]) -> None:
        """A release brought ``zeroed`` to ``ref == 0``, in first-occurrence order."""
        return None  # a policy that keeps no order of its own follows nothing


class RefZero(EvictionPolicy):
    """Free a block the moment its last reference goes; nothing is ever cached.

    Parent links only order eviction, so this policy keeps none: every block's
    ``parent`` stays ``None`` and ``children`` stays 0.
    """

    name = "ref_zero"
    caches = False

    def victims(
        self, pool: BlockAllocatorModel, n: int, prefer: frozenset[int] = frozenset()
    ) -> list[int] | None:
        return [] if n == 0 else None


class LruLeafPeel(EvictionPolicy):
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


class LruOldestFirst(EvictionPolicy):
    """megatron-core 0.17 and 0.18's LRU, a flavour kept on purpose: no parent
    links, and a short allocate evicts the cached blocks with the oldest stamps
    over the whole pool, a parent before its children if it is older. Those
    releases sort with an unstable ``torch.argsort``, so among the blocks that
    share the boundary stamp any pick is valid: the model takes the
    implementation's (``prefer``), then the smallest ids."""

    name = "lru_oldest_first"
    caches = True
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


class VllmFreeQueue(EvictionPolicy):
    """vLLM's ``BlockPool`` (v1) with prefix caching, a flavour kept on purpose.

    Every block with ``ref == 0`` (free or cached) waits in one free queue, and
    the queue *is* the eviction order: ``allocate(n)`` takes the first ``n``
    blocks of the queue, evicting the cached ones among them even when free
    blocks wait further back. A release appends the blocks it caches at the
    tail and puts the blocks it frees at the head (uncached blocks are reused
    first), each group in the order the blocks reached ``ref == 0`` with the
    release processed back to front (vLLM's caller frees a block table tail
    first, so a chain's leaf goes before its root). A retained cached block
    leaves the queue; an evicted one stays where it was, now free. No stamps
    and no parent links are kept. Hash twins: the map names the *oldest*
    registration of a hash, and when that block is deregistered the next
    oldest takes its place (``map_names = "oldest"``).

    The queue is this policy's state; the model tells it what joined and left
    (``reset``, ``taken``, ``released``).
    """

    name = "vllm_free_queue"
    caches = True
    map_names = "oldest"
    orders_free = True
    frees_to_head: ClassVar[bool] = True

    def __init__(self) -> None:
        self._queue: OrderedDict[int, None] = OrderedDict()

    # what the model tells the queue
    def reset(self, pool: BlockAllocatorModel) -> None:
        self._queue = OrderedDict.fromkeys(range(pool.dummy))

    def taken(self, ids: Iterable[int]) -> None:
        for b in ids:
            self._queue.pop(b, None)

    def released(self, pool: BlockAllocatorModel, zeroed: Sequence[int]) -> None:
        order = list(reversed(zeroed))
        to_head = [b for b in order if self.frees_to_head and pool.is_free(b)]
        for b in reversed(to_head):
            self._queue[b] = None
            self._queue.move_to_end(b, last=False)
        for b in order:
            if b not in self._queue:
                self._queue[b] = None

    # what the model asks
    def queue(self) -> list[int]:
        return list(self._queue)

    def allocation(self, pool: BlockAllocatorModel, n: int) -> list[int] | None:
        """The head of the queue."""
        if n > len(self._queue):
            return None
        return list(islice(self._queue, n))

    def victims(
        self, pool: BlockAllocatorModel, n: int, prefer: frozenset[int] = frozenset()
    ) -> list[int] | None:
        if n == 0:
            return []
        cached = [b for b in self._queue if not pool.is_free(b)][:n]
        return cached if len(cached) == n else None


class VllmFifoQueue(VllmFreeQueue):
    """vLLM 0.23 and earlier: the same free queue, but a release appends every
    block it brings to ``ref == 0`` at the tail, freed and cached alike (0.24
    put uncached blocks at the head, vllm-project/vllm#42656)."""

    name = "vllm_fifo_queue"
    frees_to_head = False


class VllmNoCache(VllmFreeQueue):
    """vLLM's ``BlockPool`` without prefix caching: the scheduler never registers
    a hash nor looks one up, so ``register`` checks its arguments and records
    nothing, and ``match`` finds nothing. Every released block goes to the head
    of the free queue (reused first), and ``allocate`` takes the head."""

    name = "vllm_no_cache"
    caches = False
    registers = False


class VllmNoCacheFifo(VllmNoCache):
    """vLLM 0.23 and earlier without prefix caching: released blocks go to the tail."""

    name = "vllm_no_cache_fifo"
    frees_to_head = False


POLICIES: dict[str, type[EvictionPolicy]] = {
    RefZero.name: RefZero,
    LruLeafPeel.name: LruLeafPeel,
    LruOldestFirst.name: LruOldestFirst,
    VllmFreeQueue.name: VllmFreeQueue,
    VllmFifoQueue.name: VllmFifoQueue,
    VllmNoCache.name: VllmNoCache,
    VllmNoCacheFifo.name: VllmNoCacheFifo,
}


def make_policy(name: str) -> EvictionPolicy:
    """The policy called ``name`` (one of ``POLICIES``)."""
    try:
        return POLICIES[name]()
    except KeyError:
        raise ValueError(f"unknown policy {name!r}; expected one of {sorted(POLICIES)}") from None
