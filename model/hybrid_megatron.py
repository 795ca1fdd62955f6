"""megatron-core's hybrid prefix cache as a flavour of the model (docs/contract.md,
section 5, "What an outside engine differs in"): its deliberate design, stated
as rules, never a tolerance in the checker. Chosen by a target that runs
megatron-core's ``MambaSlotAllocator`` (``model_flavour = "megatron"``).

Where megatron-core differs from section 5 on purpose:

* **No pins of its own.** A snapshot slot is evictable exactly while its KV block
  has ``ref == 0``, in the KV blocks' LRU order (the block's stamp; under
  ``ref_zero`` the lowest block ids first). A request still to restore from a
  snapshot holds that block, so the slot is safe all the same; the pins the
  model keeps are only its bookkeeping of those restores. Among blocks of equal
  stamp any pick is megatron's (an unstable sort, ``topk`` on main): the
  implementation's is adopted.
* **At most three snapshots per chunk**, at the KV divergence point, the prompt's
  last block boundary and the chunk's penultimate block boundary, each only
  strictly inside the tokens the chunk computes and on a multiple of the SSM
  chunk size from the chunk's start, plus the prompt's last block when the
  prompt is block-aligned and the chunk ends it (its live state).
* **A batch keeps as many snapshots as fit** (free slots, then evictable ones), the
  first ones in batch order; a block already holding a slot keeps it (its state
  is written again). None kept: the batch was refused.
* **Every chunk reuses the cached KV blocks its range matches**, from the
  request's next block on: they are retained, not allocated and registered again,
  and their tokens are computed all the same (the recurrent state must see them).
* **At least two prompt tokens are computed** at admission (a one-token prefill
  would take flash-attention's decode path): a hit keeps at most
  ``(prompt_len - 2) // block_size`` blocks.
* **Recurrent-state bytes are constant**: the slot pool and ``LIVE_STATES`` live
  states, preallocated, whether or not a request runs.

Everything else is section 5's.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence

from model.block_arguments import check_count
from model.blocks import BlockAllocatorModel
from model.errors import BadArgument, InsufficientCache, InvalidChoice
from model.hybrid import HybridCacheModel, PrefillResult
from model.hybrid_requests import Request, check_admit, check_chunk, live
from model.hybrid_slots import Slot, SlotPoolModel, SlotView

FLAVOUR = "megatron"
LIVE_STATES = 16
"""Live recurrent states megatron preallocates (its context's ``max_requests``)."""


def snapshot_blocks(
    prompt_len: int, block_size: int, start: int, end: int, kv_matched: int, quantum: int
) -> list[int]:
    """The prompt blocks whose end state a chunk computing tokens ``start..end``
    records, in batch order (megatron-core's ``compute_and_store_offsets``).
    ``kv_matched``: the cached blocks the chunk's match counted, as megatron counts
    them (from block 0 on a first chunk, from the chunk's first block after)."""
    b = block_size
    seq_len = end - start
    candidates = (kv_matched * b, (prompt_len // b) * b, (-(-end // b) - 1) * b)
    offsets = sorted(
        {a - start for a in candidates if 0 < a - start < seq_len and (a - start) % quantum == 0}
    )
    blocks = [(start + o) // b - 1 for o in offsets]
    if end >= prompt_len and prompt_len % b == 0 and prompt_len > 0:
        blocks.append(prompt_len // b - 1)
    return list(dict.fromkeys(blocks))


class MegatronSlotPoolModel(SlotPoolModel):
    """Snapshot slots whose eviction reads the KV blocks' refs and stamps."""

    def __init__(self, num_slots: int, blocks: BlockAllocatorModel) -> None:
        self.blocks = blocks
        super().__init__(num_slots)

    def candidates(self) -> list[int]:
        """Held slots whose block no request references."""
        return [
            s
            for s, entry in enumerate(self._slots)
            if entry.block is not None and self.blocks.block(entry.block).ref == 0
        ]

    def victims(self, n: int, prefer: frozenset[int] = frozenset()) -> list[int] | None:
        if n <= 0:
            return []
        candidates = self.candidates()
        if len(candidates) < n:
            return None
        block_of = {s: self._slots[s].block for s in candidates}
        if not self.blocks.policy.uses_stamps:  # ref_zero: the first candidates by block id
            return sorted(candidates, key=lambda s: block_of[s])[:n]

        def stamp(s: int) -> int:
            return self.blocks.block(block_of[s]).stamp  # type: ignore[arg-type]

        ordered = sorted(candidates, key=lambda s: (stamp(s), block_of[s]))
        boundary = stamp(ordered[n - 1])
        older = [s for s in ordered if stamp(s) < boundary]
        ties = sorted(
            (s for s in ordered if stamp(s) == boundary),
            key=lambda s: (s not in prefer, block_of[s]),
        )
        return older + ties[: n - len(older)]

    def evictable(self) -> int:
        return len(self.candidates())

    def allocate(
        self, blocks: Sequence[int], clock: int, choose: Sequence[int] | None = None
    ) -> list[int] | None:
        """One slot per block, free slots first, then victims (ties: ``choose``'s)."""
        if len(set(blocks)) != len(blocks) or any(b in self._of_block for b in blocks):
            raise BadArgument(f"slots asked for blocks that repeat or hold one: {list(blocks)}")
        n = len(blocks)
        shortfall = n - len(self._free)
        prefer = frozenset(int(s) for s in choose or ())
        victims = self.victims(shortfall, prefer) if shortfall > 0 else []
        if victims is None:
            return None
        allowed = self._free | set(victims)
        chosen = sorted(allowed)[:n] if choose is None else [int(s) for s in choose]
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

    def evict(self, n: int, choose: Sequence[int] | None = None) -> list[int]:
        """``n`` victims (ties: ``choose``'s), reported in slot order: which
        snapshots went, not the order of megatron's unsorted ``topk``."""
        check_count(n, "evict_slots")
        victims = self.victims(n, frozenset(int(s) for s in choose or ()))
        if victims is None:
            raise InsufficientCache(
                f"evict_slots({n}) but only {self.evictable()} snapshots' blocks are unreferenced"
            )
        if choose is not None and sorted(int(s) for s in choose) != sorted(victims):
            raise InvalidChoice(f"evicted slots {sorted(choose)}; the LRU allows {sorted(victims)}")
        self._evict(victims)
        return sorted(victims)

    def view(self, slot: int) -> SlotView:
        """A held slot's stamp is its block's: the one megatron's LRU reads."""
        entry = self._slots[slot]
        if entry.block is None:
            return SlotView(None, entry.ref, None, True)
        return SlotView(entry.block, entry.ref, self.blocks.view(entry.block).stamp, False)


class MegatronHybridModel(HybridCacheModel):
    """Section 5's model with megatron-core's rules (this module's docstring)."""

    flavour = FLAVOUR

    def __init__(
        self,
        num_blocks: int,
        num_slots: int,
        block_size: int,
        policy: str = "lru",
        state_bytes: int = 0,
    ) -> None:
        super().__init__(num_blocks, num_slots, block_size, policy, state_bytes)
        self.slots = MegatronSlotPoolModel(num_slots, self.blocks)
        self.quantum = block_size
        """Snapshot offsets' SSM chunk size: the target runs ``mamba_chunk_size``
        equal to the block size, the finest megatron allows."""

    def admit(self, rid: int, hashes: Sequence[int], prompt_len: int) -> tuple[int, ...]:
        self._begin()
        values = check_admit(self.requests, rid, hashes, prompt_len, self.block_size)
        cap = min(len(values), max(prompt_len - 2, 0) // self.block_size)
        matched = self._call(self.blocks.match, values[:cap])
        held = [i + 1 for i, b in enumerate(matched) if self.slots.slot_of(b) is not None]
        depth = max(held, default=0)
        kept = matched[:depth]
        restore = None
        if kept:
            self._call(self.blocks.retain, kept)
            restore = self.slots.slot_of(kept[-1])
            self.slots.pin(restore, self.blocks.clock)  # type: ignore[arg-type]
        position = depth * self.block_size
        self.requests[rid] = Request(values, prompt_len, position, list(kept), restore)
        return tuple(kept)

    def prefill(
        self,
        rid: int,
        n: int,
        finite: bool = True,
        choose_blocks: Sequence[int] | None = None,
        choose_slots: Sequence[int] | None = None,
    ) -> PrefillResult | None:
        self._begin()
        request = live(self.requests, rid)
        check_chunk(request, n, finite, self.block_size)
        b = self.block_size
        start, end = request.position, request.position + n
        first = len(request.table)
        last = min(-(-end // b), len(request.hashes))
        matched = self._call(self.blocks.match, request.hashes[first:last]) if first < last else []
        need = -(-end // b) - first - len(matched)
        if not self._fits(matched, need):
            return None
        if matched:
            self._call(self.blocks.retain, matched)
        chosen = None if choose_blocks is None else list(choose_blocks)[len(matched) :]
        got = self._call(self.blocks.allocate, need, choose=chosen)
        assert got is not None  # _fits said so
        self.slots.release_blocks(self.blocks.evicted)
        if request.restore is not None:
            self.slots.unpin(request.restore)
            request.restore = None
        kv_matched = len(matched) if request.started else first + len(matched)
        request.started = True
        request.table += matched + got
        done = range(first + len(matched), min(end // b, len(request.hashes)))
        if done:
            ids = [request.table[j] for j in done]
            hashes = [request.hashes[j] for j in done]
            parents = [request.hashes[j - 1] if j else 0 for j in done]
            self._call(self.blocks.register, ids, hashes, parents)
        batch = snapshot_blocks(request.prompt_len, b, start, end, kv_matched, self.quantum)
        slots = self._record([request.table[j] for j in batch], choose_slots)
        request.position = end
        return PrefillResult(tuple(matched + got), slots)

    def evict_slots(self, n: int, choose: Sequence[int] | None = None) -> tuple[int, ...]:
        self._begin()
        return tuple(self.slots.evict(n, choose))

    def live_bytes(self) -> int:
        return (self.slots.num_slots + LIVE_STATES) * self.state_bytes

    # ------------------------------------------------------------- internals
    def _fits(self, matched: list[int], need: int) -> bool:
        """Whether ``need`` new blocks can be had once ``matched`` is retained,
        tried on a copy so that a refused chunk changes nothing."""
        if need <= len(self.blocks.free_ids()):
            return True
        if not self.blocks.policy.caches:
            return False
        trial = copy.deepcopy(self.blocks)
        if matched:
            trial.retain(matched)
        return trial.allocate(need) is not None

    def _record(self, blocks: list[int], choose: Sequence[int] | None) -> tuple[int, ...] | None:
        """The batch's snapshots: a block holding one keeps it, new ones as many as fit."""
        if not blocks:
            return ()
        held = {x: self.slots.slot_of(x) for x in blocks}
        new = [x for x in blocks if held[x] is None]
        room = len(self.slots.free_ids()) + len(self.slots.candidates())
        kept = [x for x in blocks if held[x] is not None or x in new[:room]]
        if not kept:
            return None
        picks = None
        if choose is not None and len(choose) == len(kept):
            picks = [int(s) for x, s in zip(kept, choose, strict=True) if held[x] is None]
        fresh = [x for x in kept if held[x] is None]
        got = iter(self.slots.allocate(fresh, self.blocks.clock, picks) or [])
        slots = [held[x] if held[x] is not None else next(got) for x in kept]
        self.slots.touched.update(slots)  # type: ignore[arg-type]
        return tuple(slots)  # type: ignore[arg-type]
