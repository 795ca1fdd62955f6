"""Production prefix-caching KV block allocator (docs/contract.md, section 1): one
torch tensor per field, batched verbs.

A block is free exactly when ``ref == 0`` and it carries no hash, cached when
``ref == 0`` and it carries one. The free pool is a LIFO stack:
``free_stack[:free_top]`` are the free ids; freed blocks are pushed on top (a
release's blocks in ascending id order, eviction victims in eviction order) and
``allocate(n)`` pops the top ``n`` in stack order, so the blocks freed last go
out first; after ``reset()`` the stack is ``0 .. N-2`` with ``N-2`` on top.
Every verb checks all of its arguments, in the model's order, before it changes
anything. Ids come as a list, a tuple or a 1-D integer tensor.
"""

from __future__ import annotations

import heapq
from array import array
from collections import Counter
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

        # The per-block fields are rows of two tables, one per dtype, so a reader
        # gathers a block's whole state in two index ops (each row is a contiguous
        # 1-D tensor, and the verbs work on the rows).
        self.counts_table = torch.empty(2, num_blocks, dtype=torch.int32, device=device)
        self.ids_table = torch.empty(3, num_blocks, dtype=torch.int64, device=device)
        self.ref_counts, self.child_counts = self.counts_table.unbind(0)
        # hashes -1: unregistered; parents -1: none (root, or parent not registered)
        self.block_hashes, self.parents, self.stamps = self.ids_table.unbind(0)
        self.free_stack = torch.empty(num_blocks - 1, dtype=torch.int64, device=device)
        self.free_top = 0
        self.hash_to_block: dict[int, int] = {}
        # lru: the cached blocks (ref 0, registered), kept as they change so an
        # eviction looks at them alone instead of scanning the pool
        self.cached_ids: set[int] = set()
        self.clock = 0
        self._one_run = torch.ones(num_blocks, dtype=torch.int32, device=device)
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
        if n:
            self.ref_counts.index_fill_(0, ids, 1)
            self.stamps.index_fill_(0, ids, self.clock)
        return ids

    def release(self, ids: Ids) -> None:
        """Drop one reference per occurrence; a block reaching zero is handled once."""
        values = self._id_list(ids)
        if not values:
            return
        occurrences = Counter(values)
        unique_ids = sorted(occurrences)
        drop_counts = [occurrences[b] for b in unique_ids]
        unique = self._tensor(unique_ids)
        held = self.ref_counts.index_select(0, unique).tolist()
        over = {b for b, d, h in zip(unique_ids, drop_counts, held, strict=True) if d > h}
        if over:
            b = next(b for b in values if b in over)  # the first offender in list order
            raise OverRelease(
                f"release drops {occurrences[b]} reference(s) of block {b}, "
                f"which holds {held[unique_ids.index(b)]}"
            )
        blocks = self._tensor(values)
        self._drop_references(blocks, unique, self._tensor(drop_counts, torch.int32))
        if self.policy == "lru":  # registered blocks reaching zero stay, cached
            refs = self.ref_counts.index_select(0, unique).tolist()
            hashes = self.block_hashes.index_select(0, unique).tolist()
            self.cached_ids.update(
                b for b, ref, h in zip(unique_ids, refs, hashes, strict=True) if not ref and h != -1
            )
        self._free(self._zeroed(blocks, unique))

    def register(self, ids: Ids, hashes: Sequence[int], parent_hashes: Sequence[int]) -> None:
        """Give blocks their content hashes; parents resolve through the map, in batch order."""
        values = self._id_list(ids)
        hash_list = _check_hashes(hashes, "hashes", low=1)
        parent_list = _check_hashes(parent_hashes, "parent_hashes", low=0)
        if not len(values) == len(hash_list) == len(parent_list):
            raise BadArgument(
                f"register needs equal lengths, got {len(values)} ids, {len(hash_list)} hashes, "
                f"{len(parent_list)} parent hashes"
            )
        if not values:
            return
        blocks = self._tensor(values)
        current = self.block_hashes.index_select(0, blocks).tolist()
        refs = self.ref_counts.index_select(0, blocks).tolist()
        # A block must keep its registered hash, or the first one this batch gives it;
        # the first problem in batch order decides the error.
        first: dict[int, int] = {}  # block -> its first position in the batch
        todo = []  # positions that register a block: its first, if it has no hash yet
        for i, (b, h, now, ref) in enumerate(zip(values, hash_list, current, refs, strict=True)):
            if ref == 0 and now == -1:
                raise NotOwned(f"register names block {b}, which is free")
            at = first.setdefault(b, i)
            expected = now if now != -1 else hash_list[at]
            if expected != h:
                raise HashConflict(f"block {b} is registered under hash {expected}, not {h}")
            if at == i and now == -1:
                todo.append(i)
        if not todo:
            return
        target_ids = [values[i] for i in todo]
        target_hashes = [hash_list[i] for i in todo]
        targets = self._tensor(target_ids)
        self.block_hashes.index_copy_(0, targets, self._tensor(target_hashes))
        if self.policy != "lru":  # ref_zero keeps no parent links
            self.hash_to_block.update(zip(target_hashes, target_ids, strict=True))
            return
        parents = []
        for i, h, b in zip(todo, target_hashes, target_ids, strict=True):
            parent_hash = parent_list[i]
            parents.append(self.hash_to_block.get(parent_hash, -1) if parent_hash else -1)
            self.hash_to_block[h] = b  # the newest twin takes the map entry
        self.parents.index_copy_(0, targets, self._tensor(parents))
        linked = [p for p in parents if p != -1]
        if linked:
            self.child_counts.index_add_(0, self._tensor(linked), self._ones(len(linked)))

    def retain(self, ids: Ids) -> None:
        """A new owner pins active or cached blocks: ``ref += 1`` per occurrence."""
        values = self._id_list(ids)
        if not values:
            return
        blocks = self._tensor(values)
        refs = self.ref_counts.index_select(0, blocks).tolist()
        if 0 in refs:
            hashes = self.block_hashes.index_select(0, blocks).tolist()
            for b, ref, h in zip(values, refs, hashes, strict=True):
                if ref == 0 and h == -1:
                    raise NotOwned(f"retain names block {b}, which is free")
            self.cached_ids.difference_update(
                b for b, ref in zip(values, refs, strict=True) if not ref
            )
        self.ref_counts.index_add_(0, blocks, self._ones(len(values)))
        self._touch(blocks)

    def match(self, hashes: Sequence[int]) -> list[int]:
        """The blocks of the longest prefix of ``hashes`` found in the map. Read-only."""
        found: list[int] = []
        table = self.hash_to_block
        for h in _check_hashes(hashes, "hashes", low=1):
            b = table.get(h)
            if b is None:
                break
            found.append(b)
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
        self.cached_ids.clear()
        self.clock = 0

    # ------------------------------------------------------------- internals
    def _peel(self, n: int) -> list[int]:
        """Up to ``n`` cached blocks in leaf-peel order: only blocks without registered
        children, smallest ``(stamp, id)`` first; a victim's parent may become a leaf.
        Changes nothing. Fewer than ``n`` means only that many can go."""
        if n <= 0 or self.policy != "lru" or not self.cached_ids:
            return []
        ids = sorted(self.cached_ids)
        cached = self._tensor(ids)
        children = self.child_counts.index_select(0, cached).tolist()
        stamps = self.stamps.index_select(0, cached).tolist()
        parents = self.parents.index_select(0, cached).tolist()
        slot = {b: i for i, b in enumerate(ids)}
        leaves = [(stamps[i], b) for i, b in enumerate(ids) if children[i] == 0]
        heapq.heapify(leaves)
        victims: list[int] = []
        while leaves and len(victims) < n:
            _, b = heapq.heappop(leaves)
            victims.append(b)
            i = slot.get(parents[slot[b]])
            if i is not None:
                children[i] -= 1
                if children[i] == 0:
                    heapq.heappush(leaves, (stamps[i], ids[i]))
        return victims

    def _drop_references(
        self, blocks: torch.Tensor, unique: torch.Tensor, drops: torch.Tensor
    ) -> None:
        """One reference per occurrence: accumulate the counts of repeated ids."""
        self.ref_counts.index_add_(0, unique, drops, alpha=-1)

    def _zeroed(self, blocks: torch.Tensor, unique: torch.Tensor) -> torch.Tensor:
        """Of the released blocks, each one that now goes back to the pool, once."""
        ids = unique.tolist()
        refs = self.ref_counts.index_select(0, unique).tolist()
        if self.policy != "lru":
            return self._tensor([b for b, ref in zip(ids, refs, strict=True) if ref == 0])
        hashes = self.block_hashes.index_select(0, unique).tolist()
        # registered ones stay cached
        return self._tensor(
            [b for b, ref, h in zip(ids, refs, hashes, strict=True) if ref == 0 and h == -1]
        )

    def _touch(self, blocks: torch.Tensor) -> None:
        """A new owner uses the blocks now: refresh their LRU stamps."""
        self.stamps.index_fill_(0, blocks, self.clock)

    def _unmap(self, hashes: list[int], blocks: list[int]) -> None:
        """Drop the map entries of deregistered blocks; a newer twin keeps its entry."""
        for h, b in zip(hashes, blocks, strict=True):
            if self.hash_to_block.get(h) == b:
                del self.hash_to_block[h]

    def _free(self, blocks: torch.Tensor) -> None:
        """Deregister ref-0 ``blocks`` and push them on the free stack, in order."""
        count = len(blocks)
        if not count:
            return
        ids = blocks.tolist()
        self.cached_ids.difference_update(ids)
        hashes = self.block_hashes.index_select(0, blocks).tolist()
        registered = [(h, b) for h, b in zip(hashes, ids, strict=True) if h != -1]
        if registered:
            self._unmap([h for h, _ in registered], [b for _, b in registered])
            self.block_hashes.index_fill_(0, blocks, -1)
        if self.policy == "lru":  # ref_zero never links parents
            parents = self.parents.index_select(0, blocks).tolist()
            linked = [p for p in parents if p != -1]
            if linked:
                self.child_counts.index_add_(
                    0, self._tensor(linked), self._ones(len(linked)), alpha=-1
                )
                self.parents.index_fill_(0, blocks, -1)
            self.child_counts.index_fill_(0, blocks, 0)
        top = self.free_top + count
        self.free_stack[self.free_top : top] = blocks
        self.free_top = top

    def _check_ids(self, ids: Ids) -> torch.Tensor:
        """``ids`` as int64 on the device; the first bad id in list order decides the error."""
        return self._tensor(self._id_list(ids))

    def _id_list(self, ids: Ids) -> list[int]:
        """``ids`` as a checked list of ints; the first bad id in list order decides the error."""
        if isinstance(ids, torch.Tensor):
            integral = not (ids.dtype == torch.bool or ids.is_floating_point() or ids.is_complex())
            if ids.dim() != 1 or not (integral or ids.numel() == 0):
                raise BadArgument(
                    f"block ids must be a 1-D integer tensor, got {ids.dtype} "
                    f"of shape {tuple(ids.shape)}"
                )
            values = ids.tolist()
            if values and not (min(values) >= 0 and max(values) < self.dummy):
                raise self._bad_id(next(b for b in values if not 0 <= b < self.dummy))
            return values
        values = _batch(ids, "block ids", "a list, a tuple or a 1-D integer tensor")
        # One pass in C for the usual batch (all plain ints in range); otherwise
        # element by element, like the model, so the first bad id decides the error.
        if not values or (
            set(map(type, values)) <= _ONLY_INTS and min(values) >= 0 and max(values) < self.dummy
        ):
            return values
        for b in values:
            if isinstance(b, bool) or not isinstance(b, int):
                raise BadArgument(f"block ids must be ints, got {b!r}")
            if not 0 <= b < self.dummy:
                raise self._bad_id(b)
        return values

    def _bad_id(self, b: int) -> BadBlockId:
        if b == self.dummy:
            return BadBlockId(f"block {b} is the reserved dummy block")
        return BadBlockId(f"block {b} is out of range 0..{self.dummy - 1}")

    def _tensor(self, values: Sequence[int], dtype: torch.dtype = torch.int64) -> torch.Tensor:
        """``values`` as a 1-D tensor on the device. On the CPU it wraps a packed
        array (a few microseconds, against about fifteen for ``torch.tensor`` of
        a short list)."""
        if not values:
            return torch.empty(0, dtype=dtype, device=self.device)
        packed = torch.frombuffer(array(_TYPECODES[dtype], values), dtype=dtype)
        return packed if self.device.type == "cpu" else packed.to(self.device)

    def _ones(self, n: int) -> torch.Tensor:
        """``n`` ones for the int32 count columns (a view of one preallocated run)."""
        if n <= len(self._one_run):
            return self._one_run[:n]
        return torch.ones(n, dtype=torch.int32, device=self.device)


_TYPECODES = {torch.int64: "q", torch.int32: "i"}
_ONLY_INTS = frozenset({int})


def _check_count(n: int, verb: str) -> None:
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise BadArgument(f"{verb} needs a count >= 0, got {n!r}")


def _batch(values: Sequence[int], what: str, forms: str = "a list or a tuple") -> list[int]:
    # a lone int is one block id where a batch goes: malformed, not a batch of one
    if not isinstance(values, list | tuple):
        raise BadArgument(f"{what} must be {forms}, got {values!r}")
    return list(values)


def _check_hashes(hashes: Sequence[int], what: str, *, low: int) -> list[int]:
    values = _batch(hashes, what)
    for h in values:
        if isinstance(h, bool) or not isinstance(h, int) or not low <= h < 2**63:
            raise BadArgument(f"{what} must be ints in {low}..2**63-1, got {h!r}")
    return values
