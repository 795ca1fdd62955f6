"""Production prefix-caching KV block allocator: one torch tensor per field, batched verbs.

Block lifecycle (block ``num_blocks - 1`` is the reserved dummy: never handed out, never named)::

    free --allocate--> active (ref 1, unregistered, stamp = clock)
    active --register--> active and registered (hash in the map; lru: parent resolved)
    active or cached --retain--> active (ref + 1 per occurrence, stamp = clock)
    active --release to ref 0--> the policy decides:
        ref_zero:          deregistered and free, exactly once
        lru, registered:   cached (ref 0, still registered, stamp unchanged)
        lru, unregistered: free, exactly once
    cached --evict, or allocate when short (lru leaf-peel)--> deregistered and free

So a block is free exactly when ``ref == 0`` and it carries no hash, and cached
when ``ref == 0`` and it carries one.

Free pool order (LIFO): ``free_stack[:free_top]`` are the free ids. Freed blocks
are pushed on top (a release's blocks in ascending id order, eviction victims in
eviction order); ``allocate(n)`` pops the top ``n`` and returns them in stack
order, so the blocks freed last are handed out first. After ``reset()`` the
stack is ``0 .. N-2`` with ``N-2`` on top.

Every verb checks all of its arguments, in the reference model's order, before
it changes anything: a call that raises leaves the tensors, the stack, the map
and the clock as they were.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence

import torch

from impl.errors import (
    BadArgument,
    BadBlockId,
    HashConflict,
    InsufficientCache,
    NotOwned,
    OverRelease,
)

POLICIES = ("lru", "ref_zero")
Ids = torch.Tensor | Sequence[int]


class BlockAllocator:
    """A pool of ``num_blocks - 1`` usable KV blocks with prefix caching."""

    def __init__(
        self, num_blocks: int, policy: str = "ref_zero", device: str | torch.device = "cpu"
    ) -> None:
        if isinstance(num_blocks, bool) or not isinstance(num_blocks, int) or num_blocks < 2:
            raise BadArgument(
                f"num_blocks must be an int >= 2 (one is the dummy), got {num_blocks!r}"
            )
        if policy not in POLICIES:
            raise ValueError(f"unknown policy {policy!r}; expected one of {sorted(POLICIES)}")
        device = torch.device(device)
        if device.type == "cuda" and not torch.cuda.is_available():
            raise RuntimeError(
                f"BlockAllocator asked for device {str(device)!r} but CUDA is not available "
                "here (torch.cuda.is_available() is False); pass device='cpu'"
            )
        self.num_blocks = num_blocks
        self.dummy = num_blocks - 1
        self.policy = policy
        self.device = device

        def column(dtype: torch.dtype) -> torch.Tensor:
            return torch.empty(num_blocks, dtype=dtype, device=device)

        self.ref_counts = column(torch.int32)
        self.block_hashes = column(torch.int64)  # -1: unregistered
        self.parents = column(torch.int64)  # -1: none (root, or parent not registered)
        self.child_counts = column(torch.int32)
        self.stamps = column(torch.int64)
        self.free_stack = torch.empty(num_blocks - 1, dtype=torch.int64, device=device)
        self.free_top = 0
        self.hash_to_block: dict[int, int] = {}
        self.clock = 0
        self.reset()

    # ----------------------------------------------------------------- verbs
    def allocate(self, n: int) -> torch.Tensor | None:
        """Pop ``n`` free ids (lru: evicting ``n - free`` cached blocks first), or ``None``."""
        _check_count(n, "allocate")
        shortfall = n - self.free_top
        if shortfall > 0:
            victims = self._peel(shortfall)
            if len(victims) < shortfall:
                return None
            self._free(self._tensor(victims))
        self.free_top -= n
        ids = self.free_stack[self.free_top : self.free_top + n].clone()
        self.ref_counts[ids] = 1
        self.stamps[ids] = self.clock
        return ids

    def release(self, ids: Ids) -> None:
        """Drop one reference per occurrence; a block reaching zero is handled once."""
        blocks = self._check_ids(ids)
        unique, inverse, drops = torch.unique(blocks, return_inverse=True, return_counts=True)
        held = self.ref_counts[unique]
        over = drops > held
        if over.any():
            i = int(inverse[over[inverse]][0])  # the first offender in list order
            raise OverRelease(
                f"release drops {int(drops[i])} reference(s) of block {int(unique[i])}, "
                f"which holds {int(held[i])}"
            )
        self._drop_references(blocks, unique, drops)
        self._free(self._zeroed(blocks, unique))

    def register(self, ids: Ids, hashes: Sequence[int], parent_hashes: Sequence[int]) -> None:
        """Give blocks their content hashes; parents resolve through the map, in batch order."""
        blocks = self._check_ids(ids)
        hash_list = _check_hashes(hashes, "hashes", low=1)
        parent_list = _check_hashes(parent_hashes, "parent_hashes", low=0)
        if not len(blocks) == len(hash_list) == len(parent_list):
            raise BadArgument(
                f"register needs equal lengths, got {len(blocks)} ids, {len(hash_list)} hashes, "
                f"{len(parent_list)} parent hashes"
            )
        new = self._tensor(hash_list)
        current = self.block_hashes[blocks]
        first = _first_occurrence(blocks)
        # A block must keep its registered hash, or the first one this batch gives it.
        expected = torch.where(current != -1, current, new[first])
        free = (self.ref_counts[blocks] == 0) & (current == -1)
        problems = free | (expected != new)
        if problems.any():
            i = int(problems.nonzero()[0])
            b = int(blocks[i])
            if free[i]:
                raise NotOwned(f"register names block {b}, which is free")
            raise HashConflict(
                f"block {b} is registered under hash {int(expected[i])}, not {hash_list[i]}"
            )
        todo = (first == torch.arange(len(blocks), device=self.device)) & (current == -1)
        targets, target_hashes = blocks[todo], new[todo]
        self.block_hashes[targets] = target_hashes
        pairs = zip(target_hashes.tolist(), targets.tolist(), strict=True)
        if self.policy != "lru":  # ref_zero keeps no parent links
            self.hash_to_block.update(pairs)
            return
        parent_of_target = self._tensor(parent_list)[todo].tolist()
        parents = []
        for (h, b), parent_hash in zip(pairs, parent_of_target, strict=True):
            parents.append(self.hash_to_block.get(parent_hash, -1) if parent_hash else -1)
            self.hash_to_block[h] = b  # the newest twin takes the map entry
        resolved = self._tensor(parents)
        self.parents[targets] = resolved
        linked = resolved[resolved != -1]
        self.child_counts.index_add_(0, linked, torch.ones_like(linked, dtype=torch.int32))

    def retain(self, ids: Ids) -> None:
        """A new owner pins active or cached blocks: ``ref += 1`` per occurrence."""
        blocks = self._check_ids(ids)
        free = (self.ref_counts[blocks] == 0) & (self.block_hashes[blocks] == -1)
        if free.any():
            raise NotOwned(f"retain names block {int(blocks[free][0])}, which is free")
        self.ref_counts.index_add_(0, blocks, torch.ones_like(blocks, dtype=torch.int32))
        self._touch(blocks)

    def match(self, hashes: Sequence[int]) -> list[int]:
        """The blocks of the longest prefix of ``hashes`` found in the map. Read-only."""
        found: list[int] = []
        for h in _check_hashes(hashes, "hashes", low=1):
            if h not in self.hash_to_block:
                break
            found.append(self.hash_to_block[h])
        return found

    def tick(self) -> None:
        """One engine step: advance the LRU clock."""
        self.clock += 1

    def evict(self, n: int) -> torch.Tensor:
        """Deregister and free ``n`` cached blocks by leaf-peel; the victims in eviction order."""
        _check_count(n, "evict")
        victims = self._peel(n)
        if len(victims) < n:
            raise InsufficientCache(
                f"evict({n}) but only {len(victims)} cached blocks can be evicted "
                f"under {self.policy}"
            )
        evicted = self._tensor(victims)
        self._free(evicted)
        return evicted

    def reset(self) -> None:
        """Everything free, nothing registered, all counts and the clock zero."""
        self.ref_counts.zero_()
        self.block_hashes.fill_(-1)
        self.parents.fill_(-1)
        self.child_counts.zero_()
        self.stamps.zero_()
        torch.arange(self.dummy, out=self.free_stack)
        self.free_top = self.dummy
        self.hash_to_block.clear()
        self.clock = 0

    # ------------------------------------------------------------- internals
    def _peel(self, n: int) -> list[int]:
        """Up to ``n`` cached blocks in leaf-peel order: only blocks without registered
        children, smallest ``(stamp, id)`` first; a victim's parent may become a leaf.
        Changes nothing. Fewer than ``n`` means only that many can go."""
        if n <= 0 or self.policy != "lru":
            return []
        cached = ((self.ref_counts == 0) & (self.block_hashes != -1)).nonzero().flatten()
        ids = cached.tolist()
        children = dict(zip(ids, self.child_counts[cached].tolist(), strict=True))
        stamp = dict(zip(ids, self.stamps[cached].tolist(), strict=True))
        parent = dict(zip(ids, self.parents[cached].tolist(), strict=True))
        leaves = [(stamp[b], b) for b in ids if children[b] == 0]
        heapq.heapify(leaves)
        victims: list[int] = []
        while leaves and len(victims) < n:
            _, b = heapq.heappop(leaves)
            victims.append(b)
            p = parent[b]
            if p in children:
                children[p] -= 1
                if children[p] == 0:
                    heapq.heappush(leaves, (stamp[p], p))
        return victims

    def _drop_references(
        self, blocks: torch.Tensor, unique: torch.Tensor, drops: torch.Tensor
    ) -> None:
        """One reference per occurrence: accumulate the counts of repeated ids."""
        self.ref_counts.index_add_(0, unique, -drops.to(torch.int32))

    def _zeroed(self, blocks: torch.Tensor, unique: torch.Tensor) -> torch.Tensor:
        """Of the released blocks, each one that now goes back to the pool, once."""
        zeroed = unique[self.ref_counts[unique] == 0]
        if self.policy == "lru":
            zeroed = zeroed[self.block_hashes[zeroed] == -1]  # registered ones stay cached
        return zeroed

    def _touch(self, blocks: torch.Tensor) -> None:
        """A new owner uses the blocks now: refresh their LRU stamps."""
        self.stamps[blocks] = self.clock

    def _unmap(self, hashes: list[int], blocks: list[int]) -> None:
        """Drop the map entries of deregistered blocks; a newer twin keeps its entry."""
        for h, b in zip(hashes, blocks, strict=True):
            if self.hash_to_block.get(h) == b:
                del self.hash_to_block[h]

    def _free(self, blocks: torch.Tensor) -> None:
        """Deregister ref-0 ``blocks`` and push them on the free stack, in order."""
        hashes = self.block_hashes[blocks]
        registered = hashes != -1
        self._unmap(hashes[registered].tolist(), blocks[registered].tolist())
        parents = self.parents[blocks]
        linked = parents[parents != -1]
        self.child_counts.index_add_(0, linked, torch.full_like(linked, -1, dtype=torch.int32))
        self.block_hashes[blocks] = -1
        self.parents[blocks] = -1
        self.child_counts[blocks] = 0
        top = self.free_top + len(blocks)
        self.free_stack[self.free_top : top] = blocks
        self.free_top = top

    def _check_ids(self, ids: Ids) -> torch.Tensor:
        """``ids`` as int64 on the device; the first bad id in list order decides the error."""
        if isinstance(ids, torch.Tensor):
            integral = not (ids.dtype == torch.bool or ids.is_floating_point() or ids.is_complex())
            if ids.dim() != 1 or not (integral or ids.numel() == 0):
                raise BadArgument(
                    f"block ids must be a 1-D integer tensor, got {ids.dtype} "
                    f"of shape {tuple(ids.shape)}"
                )
            blocks = ids.to(device=self.device, dtype=torch.int64)
            out = (blocks < 0) | (blocks >= self.dummy)
            if out.any():
                raise self._bad_id(int(blocks[out][0]))
            return blocks
        values = list(ids)
        for b in values:  # a Python list is checked element by element, like the model
            if isinstance(b, bool) or not isinstance(b, int):
                raise BadArgument(f"block ids must be ints, got {b!r}")
            if not 0 <= b < self.dummy:
                raise self._bad_id(b)
        return self._tensor(values)

    def _bad_id(self, b: int) -> BadBlockId:
        if b == self.dummy:
            return BadBlockId(f"block {b} is the reserved dummy block")
        return BadBlockId(f"block {b} is out of range 0..{self.dummy - 1}")

    def _tensor(self, values: Sequence[int]) -> torch.Tensor:
        return torch.tensor(values, dtype=torch.int64, device=self.device)


def _first_occurrence(blocks: torch.Tensor) -> torch.Tensor:
    """For each position, the position where its block first appears in ``blocks``."""
    unique, inverse = torch.unique(blocks, return_inverse=True)
    positions = torch.arange(len(blocks), device=blocks.device)
    first = torch.full_like(unique, len(blocks))
    first.scatter_reduce_(0, inverse, positions, reduce="amin")
    return first[inverse]


def _check_count(n: int, verb: str) -> None:
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise BadArgument(f"{verb} needs a count >= 0, got {n!r}")


def _check_hashes(hashes: Sequence[int], what: str, *, low: int) -> list[int]:
    values = list(hashes)
    for h in values:
        if isinstance(h, bool) or not isinstance(h, int) or not low <= h < 2**63:
            raise BadArgument(f"{what} must be ints in {low}..2**63-1, got {h!r}")
    return values
