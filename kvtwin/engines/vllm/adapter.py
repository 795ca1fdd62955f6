"""vLLM's ``BlockPool`` as a block target (``--target vllm``): the allocator level.

Every verb is one call (or one loop of calls) of ``vllm.v1.core.block_pool.BlockPool``
made the way vLLM's own KV cache manager makes it:

* ``allocate(n)``: ``KVCacheManager.allocate_slots`` answers ``None`` when ``n``
  exceeds ``get_num_free_blocks()`` and otherwise calls ``get_new_blocks(n)``,
  which pops the head of the free queue (evicting cached blocks it pops);
* ``release(ids)``: ``free_blocks(reversed(blocks))``, as
  ``SingleTypeKVCacheManager.free`` passes a block table, tail first;
* ``retain(ids)``: ``touch(blocks)``, as a prefix hit pins its blocks;
* ``register(ids, hashes, _)``: ``cache_full_blocks`` for each block that does
  not carry that hash yet (the manager's ``num_cached_block`` count keeps it
  from caching a block twice), one block per call, group 0;
* ``match(hashes)``: ``get_cached_block`` per hash until the first miss, as
  ``FullAttentionManager.find_longest_cache_hit`` does;
* ``evict(n)``: vLLM evicts *named* blocks (``evict_blocks(ids)``); the adapter
  names the first ``n`` hashed blocks of vLLM's own free queue;
* ``reset()``: a fresh pool (``reset_prefix_cache`` refuses while blocks are
  in use and keeps the queue order); ``tick()``: the adapter's step count.

Without prefix caching (``--policy ref_zero``: ``enable_caching=False``) the
scheduler never caches or looks up a block, so ``register`` and ``match`` make
no call and ``match`` finds nothing (the model's ``vllm_no_cache`` flavours).

**Caller-trusting.** ``BlockPool`` checks almost nothing its caller does: the
scheduler is trusted never to over-release, name a free block, and so on. The
adapter passes such misuse straight through; what vLLM then does is compared
with the model like anything else, and a divergence on an op the model rejects
is an allocator-only finding (the engine's own caller never makes it), never a
harness error. The one exception is what cannot be said through vLLM's object
API at all: an id with no ``KVCacheBlock`` (see :mod:`.observe`), and
``evict(n)``'s count, which is the adapter's own verb.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import SimpleNamespace
from typing import Any, ClassVar

from kvtwin.core.errors import AdapterRefused, UsageError
from kvtwin.engines.vllm.loader import (
    DISTRIBUTION,
    GROUP,
    HASH_BLOCK_SIZE,
    VllmRelease,
    load_release,
)
from kvtwin.engines.vllm.observe import HashCodec, PoolObserver, batch
from kvtwin.scenarios.blocks.targets.base import BlockTarget
from model.blocks import BlockView, Counts

TARGET = "vllm"
POLICIES = {"lru": True, "ref_zero": False}
"""--policy -> enable_caching."""


class VllmBlockTarget(BlockTarget):
    """Drives one ``BlockPool`` of the installed vLLM through the op interface."""

    package: ClassVar[str] = DISTRIBUTION
    trusts_caller: ClassVar[bool] = True
    """Misuse is passed through unchecked; a divergence on it is allocator-only."""

    def __init__(
        self,
        num_blocks: int,
        policy: str,
        device: str = "cpu",
        *,
        release: VllmRelease | None = None,
    ) -> None:
        if policy not in POLICIES:
            raise UsageError(f"unknown policy {policy!r}; expected one of {sorted(POLICIES)}")
        if device != "cpu":
            raise UsageError(f"--device {device}: vLLM's block pool is host-side Python, cpu only")
        self.vllm = release or load_release()
        self.name: str = TARGET
        self.num_blocks = num_blocks
        self.policy = policy
        self.caching = POLICIES[policy]
        self.model_policy = self.vllm.model_policy(self.caching)
        self.observer = PoolObserver(
            self.vllm.new_pool(num_blocks, self.caching), self.vllm, HashCodec()
        )

    @property
    def pool(self) -> Any:
        return self.observer.pool

    def facts(self) -> dict[str, Any]:
        """What a peers report prints about the engine."""
        return {
            **self.vllm.describe(),
            "caller_trusting": "yes: misuse is passed through; a divergence on it is "
            "allocator-only",
        }

    # verbs ------------------------------------------------------------
    def allocate(self, n: int) -> list[int] | None:
        if type(n) is not int:  # a bool: the scheduler's counts are ints
            raise AdapterRefused("bad_argument", f"allocate needs an int count, got {n!r}")
        pool = self.pool
        if n > pool.get_num_free_blocks():  # allocate_slots' own check
            return None
        return [self.observer.model_id(block) for block in pool.get_new_blocks(n)]

    def release(self, ids: Sequence[int]) -> None:
        self.pool.free_blocks(reversed(self.observer.blocks(batch(ids, "block ids"))))

    def retain(self, ids: Sequence[int]) -> None:
        self.pool.touch(self.observer.blocks(batch(ids, "block ids")))

    def register(
        self, ids: Sequence[int], hashes: Sequence[int], parent_hashes: Sequence[int]
    ) -> None:
        blocks = self.observer.blocks(batch(ids, "block ids"))
        hashes, parent_hashes = batch(hashes, "hashes"), batch(parent_hashes, "parent hashes")
        if not len(blocks) == len(hashes) == len(parent_hashes):
            # checked first: zip(strict=True) would raise only after caching the pairs before
            raise AdapterRefused("bad_argument", "ids, hashes and parent hashes differ in length")
        for h in (*hashes, *parent_hashes):  # all before the first pair is cached
            self.observer.codec.encode(h)
        if not self.caching:
            return  # the scheduler caches nothing without prefix caching
        for block, h in zip(blocks, hashes, strict=True):
            if self.observer.hash_of(block) == h:
                continue  # already cached under that hash: the manager skips it
            request = SimpleNamespace(block_hashes=[self.observer.codec.encode(h)])
            self.pool.cache_full_blocks(request, [block], 0, 1, HASH_BLOCK_SIZE, GROUP)

    def match(self, hashes: Sequence[int]) -> list[int]:
        batch(hashes, "hashes")
        if not self.caching:
            return []  # get_computed_blocks looks nothing up without prefix caching
        found: list[int] = []
        for h in hashes:
            block = self.observer.cached_block(h)
            if block is None:
                break
            found.append(block)
        return found

    def tick(self) -> None:
        self.observer.clock += 1

    def evict(self, n: int) -> list[int]:
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise AdapterRefused("bad_argument", f"evict needs a count >= 0, got {n!r}")
        hashed = [b for b in self.observer.queued() if b.block_hash is not None][:n]
        if len(hashed) < n:
            raise AdapterRefused(
                "insufficient_cache", f"evict({n}): {len(hashed)} hashed blocks are queued"
            )
        self.pool.evict_blocks({int(b.block_id) for b in hashed})
        return [self.observer.model_id(b) for b in hashed]

    def reset(self) -> None:
        self.observer.pool = self.vllm.new_pool(self.num_blocks, self.caching)
        self.observer.clock = 0

    # observation ------------------------------------------------------
    def views(self, ids: Sequence[int]) -> list[BlockView]:
        return self.observer.views(ids)

    def counts(self) -> Counts:
        return self.observer.counts()

    def counters(self) -> tuple[int, int, int]:
        return self.observer.counters()

    def lookup(self, hashes: Sequence[int]) -> list[int | None]:
        return self.observer.lookup(hashes)

    def hash_map(self) -> dict[int, int]:
        return self.observer.hash_map()

    def free_ids(self) -> list[int]:
        return self.observer.free_ids()
