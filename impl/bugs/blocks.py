"""Block-allocator bug variants. Each overrides the one step its bug lives in."""

from __future__ import annotations

from collections.abc import Sequence

import torch

from impl.blocks import BlockAllocator, Ids


class ReleaseDupIndex(BlockAllocator):
    """``ref_counts[blocks] -= 1`` with advanced indexing decrements a repeated id
    once, so when two owners of a shared prefix finish in the same step the block
    keeps a reference forever. Megatron-LM PR #6047 ("Correct prefix-caching
    ref-count accounting"), fixed there with ``scatter_add_``."""

    name = "release-dup-index"

    def _drop_references(
        self, blocks: torch.Tensor, unique: torch.Tensor, drops: torch.Tensor
    ) -> None:
        self.ref_counts[blocks] -= 1


class ZeroDoubleFree(BlockAllocator):
    """REF_ZERO: a block that reaches zero and appears twice in one release is
    deregistered and pushed on the free stack once per occurrence, so it is
    later handed to two owners. The companion fix in Megatron-LM #6047
    (``torch.unique`` on the REF_ZERO deregister path)."""

    name = "zero-double-free"

    def _zeroed(self, blocks: torch.Tensor, unique: torch.Tensor) -> torch.Tensor:
        if self.policy == "lru":
            return super()._zeroed(blocks, unique)
        return blocks[self.ref_counts[blocks] == 0]


class LruUnregisteredDoubleFree(BlockAllocator):
    """LRU: an unregistered block (partial tail, decode block) that reaches zero
    and appears twice in one release returns to the pool twice. Megatron-LM
    #6047 (``torch.unique`` on the LRU pool-return path)."""

    name = "lru-unregistered-double-free"

    def _zeroed(self, blocks: torch.Tensor, unique: torch.Tensor) -> torch.Tensor:
        if self.policy != "lru":
            return super()._zeroed(blocks, unique)
        zeroed = blocks[self.ref_counts[blocks] == 0]
        return zeroed[self.block_hashes[zeroed] == -1]


class LruParentFirst(BlockAllocator):
    """LRU evicts the oldest cached blocks and ignores children, so a parent can
    go before its cached descendants, orphaning them (they stay registered with
    a parent that is free). Megatron-LM before "Make LRU prefix caching
    eviction policy only evict child blocks" (releases 0.17 and 0.18)."""

    name = "lru-parent-first"

    def _peel(self, n: int) -> list[int]:
        if n <= 0 or self.policy != "lru":
            return []
        cached = ((self.ref_counts == 0) & (self.block_hashes != -1)).nonzero().flatten()
        order = sorted(zip(self.stamps[cached].tolist(), cached.tolist(), strict=True))
        return [b for _, b in order[:n]]


class RegisterTwice(BlockAllocator):
    """Registering a block again under its own hash bumps its parent's child count
    again, so the parent never becomes an evictable leaf. The double count
    megatron-core 0.19's register makes on a re-registered block."""

    name = "register-twice"

    def register(self, ids: Ids, hashes: Sequence[int], parent_hashes: Sequence[int]) -> None:
        blocks = self._check_ids(ids)
        already = (
            (self.block_hashes[blocks] == self._tensor(list(hashes))).tolist()
            if len(blocks) == len(hashes)
            else []
        )
        super().register(ids, hashes, parent_hashes)
        if self.policy != "lru":
            return
        for again, parent_hash in zip(already, parent_hashes, strict=False):
            parent = self.hash_to_block.get(parent_hash) if again and parent_hash else None
            if parent is not None:
                self.child_counts[parent] += 1


class DeregOtherTwin(BlockAllocator):
    """Deregistering a block removes its hash's map entry even when the entry
    names a newer block with the same hash, so the map loses a live block and
    later prefix matches miss. The shadowed-twin removal in megatron-core's
    deregistration (all of 0.17 to 0.19)."""

    name = "dereg-other-twin"

    def _unmap(self, hashes: list[int], blocks: list[int]) -> None:
        for h in hashes:
            self.hash_to_block.pop(h, None)


class RetainNoStamp(BlockAllocator):
    """A prefix hit pins the block but does not refresh its LRU stamp, so a hot
    shared prefix is evicted as if it were cold."""

    name = "retain-no-stamp"

    def _touch(self, blocks: torch.Tensor) -> None:
        pass


VARIANTS: dict[str, type[BlockAllocator]] = {
    cls.name: cls
    for cls in (
        ReleaseDupIndex,
        ZeroDoubleFree,
        LruUnregisteredDoubleFree,
        LruParentFirst,
        RegisterTwice,
        DeregOtherTwin,
        RetainNoStamp,
    )
}
