"""megatron-core's hybrid prefix cache as a hybrid target (``--target megatron-hybrid``):
its ``KVBlockAllocator`` and ``MambaSlotAllocator`` driven the way its inference
context drives them, one request per op (``stand_in.py``), with the recurrent
layer's forward pass stood in by the KDA op (``forward.py``).

* **admit** is the scheduler's plan for a first chunk: the context's own
  ``_compute_prefix_match`` over the whole prompt decides the skip; the blocks up
  to it are pinned as ``add_request`` pins them (``block_ref_counts += 1``, then
  ``update_timestamps`` under LRU), and its restore block is remembered.
* **prefill** is ``add_request`` for the chunk (prefill length ``skip + n`` on the
  first, ``n`` after): ``_compute_prefix_match`` again on a later chunk (a first
  chunk keeps its plan's skip, as one scheduling pass plans and adds it, and
  matches the rest of its range with ``_find_kv_match_count``), the scheduler's
  ``is_memory_available`` check, the matched blocks pinned, the rest allocated,
  the completed ranges registered, the live state taken and the restore or zero
  queued and run (``_execute_pending_mamba_ops``), ``compute_and_store_offsets``;
  then the forward pass over the tokens megatron computes, and
  ``commit_intermediate_states``. Its blocks are the ones the chunk added to the
  table, its slots those its batch's blocks hold after the commit.
* **decode** grows the table by ``allocate_memory_blocks(1)`` when its last block
  is full, and runs one token from the live state.
* **release** is ``release_memory_blocks`` of its table; its live state goes back.
* **invalidate** is ``invalidate_block`` per block, after the checks its caller owes
  it (ids in range; a snapshot still to be restored is refused); **evict_slots**
  is ``_evict_lru_slots_batch``, its slots pushed back as ``invalidate_block``
  pushes them; **evict_blocks**, **tick**, **reset** and the block views are the
  blocks scenario's megatron adapter over this allocator.

Megatron's context leaves request-level argument rules to its own callers; the
adapter applies the contract's (``model.hybrid_requests``) before anything
reaches megatron, so its code is only ever called as the engine calls it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import torch
from kvtwin.scenarios.blocks.targets.megatron.adapter import MegatronBlockTarget
from kvtwin.scenarios.blocks.targets.megatron.loader import POLICIES
from kvtwin.scenarios.hybrid.targets.megatron.forward import ForwardStandIn, rows
from kvtwin.scenarios.hybrid.targets.megatron.stand_in import (
    Megatron,
    RequestStandIn,
    build,
    load_megatron,
)

from kvtwin.core.errors import UsageError
from kvtwin.scenarios.hybrid.targets.base import DecodeOutcome, HybridTarget, Inputs, PrefillOutcome
from model.block_arguments import batch, check_count
from model.blocks import BlockView
from model.errors import BadArgument, BadBlockId, InsufficientCache
from model.hybrid import HybridCounts
from model.hybrid_errors import SlotPinned
from model.hybrid_megatron import FLAVOUR, LIVE_STATES
from model.hybrid_requests import RequestView, check_admit, check_chunk, check_decode, live
from model.hybrid_slots import SlotCounts, SlotView

TARGET = "megatron-hybrid"


@dataclass
class Live:
    request: RequestStandIn
    prompt_len: int
    position: int
    table: list[int]
    skip: int  # the tokens its plan skips (restored)
    restore_block: int | None  # the block its first chunk restores from
    state_row: int | None = None  # its live state's index, from its first chunk

    @property
    def started(self) -> bool:
        return self.state_row is not None


class MegatronHybridTarget(HybridTarget):
    model_flavour = FLAVOUR

    def __init__(
        self,
        *,
        num_blocks: int,
        num_slots: int,
        block_size: int,
        heads: int,
        head_k: int,
        head_v: int,
        policy: str,
        allocate: object,
        megatron: Megatron | None = None,
    ) -> None:
        if policy not in POLICIES or block_size < 2:  # megatron computes >= 2 prompt tokens
            raise UsageError(
                f"policy {policy!r}, block size {block_size}: expected one of "
                f"{list(POLICIES)} and >= 2 tokens a block"
            )
        self.name = TARGET
        self.megatron = megatron or load_megatron()
        self.block_size = block_size
        self.lru = policy == "lru"
        self.context = build(
            self.megatron,
            num_blocks,
            num_slots,
            block_size,
            (heads, head_k, head_v),
            policy,
            allocate,
        )
        self.kv = self.context.kv_block_allocator
        self.slots = self.context.mamba_slot_allocator
        self.blocks = MegatronBlockTarget.observing(
            self.kv, self.context, policy, self.megatron.release
        )
        self.dummy = num_blocks - 1
        self.forward = ForwardStandIn(block_size)
        self.requests: dict[int, Live] = {}
        self.free_rows = list(range(LIVE_STATES))

    def describe(self) -> dict[str, object]:
        return {"name": self.name, **self.megatron.describe()}

    # verbs ------------------------------------------------------------
    def admit(self, rid: int, hashes: Sequence[int], prompt_len: int) -> list[int]:
        values = check_admit(self.requests, rid, hashes, prompt_len, self.block_size)  # type: ignore[arg-type]
        request = RequestStandIn(range(prompt_len), values)
        matched, *_, skip, _ = self.context._compute_prefix_match(request, prompt_len)
        kept = [int(b) for b in matched[: skip // self.block_size]]
        self._pin(kept)
        restore = kept[-1] if kept else None
        self.requests[rid] = Live(request, prompt_len, skip, list(kept), skip, restore)
        return kept

    def prefill(self, rid: int, inputs: Inputs) -> PrefillOutcome:
        r = live(self.requests, rid)  # type: ignore[arg-type]
        n = int(inputs["q"].shape[0])
        check_chunk(r, n, bool(torch.isfinite(inputs["g"]).all()), self.block_size)  # type: ignore[arg-type]
        self.forward.check(inputs)
        first = not r.started
        length = r.skip + n if first else n
        if first:
            # The plan's skip stands: megatron plans and adds a request in one pass,
            # where no snapshot can appear or go in between; the rest of the chunk's
            # range is matched now, as add_request matches it.
            required = -(-length // self.block_size)
            beyond, _ = self.context._find_kv_match_count(r.request, len(r.table), required)
            matched = r.table + [int(b) for b in beyond]
            from_pool, already, skip = required - len(matched), 0, r.skip
        else:
            matched, from_pool, already, required, skip, _ = self.context._compute_prefix_match(
                r.request, length, record_mamba_match=True
            )
            matched = [int(b) for b in matched]
        new_matched = matched[len(r.table) :] if first else matched
        if not self._available(from_pool, new_matched):
            return None
        self._pin(new_matched)
        got: list[int] = []
        if from_pool > 0:
            ids = self.kv.allocate_memory_blocks(from_pool)
            if ids is None or ids.numel() != from_pool:
                self._unpin(new_matched)  # add_request's rollback
                return None
            got = ids.clone().tolist()
        r.table += new_matched + got
        self._register(r, already, len(matched), length)
        if first:
            self._start(r)
        self._row(r)
        self.slots.compute_and_store_offsets(
            r.request, 0, skip, length, len(matched), matched, required
        )
        o, states = self.forward.run(rows(inputs, skip - (r.skip if first else 0)), self._state(r))
        self.forward.extract(self.slots, states)
        batch_blocks = self._batch()
        self.slots.commit_intermediate_states()
        held = [int(self.slots.block_to_slot[b]) for b in batch_blocks]
        recorded = [s for s in held if s >= 0]
        r.request.finished_chunk_token_count += length
        r.position += n
        result = None if batch_blocks and not recorded else recorded
        return o, new_matched + got, result

    def decode(self, rid: int, inputs: Inputs) -> DecodeOutcome:
        r = live(self.requests, rid)  # type: ignore[arg-type]
        check_decode(r, int(inputs["q"].shape[0]), bool(torch.isfinite(inputs["g"]).all()))  # type: ignore[arg-type]
        self.forward.check(inputs)
        got: list[int] = []
        if r.position % self.block_size == 0:  # the last block is full
            ids = self.kv.allocate_memory_blocks(1)
            if ids is None:
                return None
            got = ids.clone().tolist()
            r.table += got
        o, _ = self.forward.run(inputs, self._state(r))
        r.position += 1
        return o, got

    def release(self, rid: int) -> None:
        r = live(self.requests, rid)  # type: ignore[arg-type]
        if r.table:
            self.kv.release_memory_blocks(torch.tensor(r.table, dtype=torch.int32))
        if r.state_row is not None:
            self.free_rows.append(r.state_row)
        del self.requests[rid]

    def invalidate(self, ids: Sequence[int]) -> list[int]:
        blocks = self._check_ids(ids)
        pending = {r.restore_block for r in self.requests.values() if not r.started}
        for b in blocks:
            slot = int(self.slots.block_to_slot[b])
            if slot >= 0 and b in pending:
                raise SlotPinned(f"block {b}'s snapshot (slot {slot}) is still to be restored")
        freed = []
        for b in dict.fromkeys(blocks):
            slot = int(self.slots.block_to_slot[b])
            self.slots.invalidate_block(b)
            if slot >= 0:
                freed.append(slot)
        return freed

    def evict_blocks(self, n: int) -> list[int]:
        check_count(n, "evict_blocks")
        return self.blocks.evict(n)

    def evict_slots(self, n: int) -> list[int]:
        check_count(n, "evict_slots")
        if n == 0:
            return []  # megatron evicts only to make room, never zero slots
        s = self.slots
        if self.megatron.evict_takes_candidates:
            candidates = s._evictable_block_ids()
            if candidates.numel() < n:
                raise InsufficientCache(f"evict_slots({n}): {candidates.numel()} evictable")
            freed = s._evict_lru_slots_batch(n, candidates)
        else:
            try:
                freed = s._evict_lru_slots_batch(n)
            except RuntimeError as error:  # raised before anything changes
                raise InsufficientCache(f"evict_slots({n}): {error}") from error
        # _evict_lru_slots_batch hands the slots to its caller: back on the free stack
        s.free_slots[s.free_count : s.free_count + len(freed)] = torch.tensor(freed)
        s.free_count += len(freed)
        return sorted(int(x) for x in freed)

    def tick(self) -> None:
        self.blocks.tick()

    def reset(self) -> None:
        self.blocks.reset()
        self.slots.reset()
        self.context._pending_mamba_restores.clear()
        self.context._pending_mamba_zeros.clear()
        self.requests.clear()
        self.free_rows = list(range(LIVE_STATES))

    # observations ------------------------------------------------------
    def block_views(self, ids: Sequence[int]) -> list[BlockView]:
        return self.blocks.views(list(ids))

    def slots_of(self, ids: Sequence[int]) -> list[int | None]:
        held = [int(self.slots.block_to_slot[b]) for b in ids]
        return [None if s < 0 else s for s in held]

    def slot_views(self, slots: Sequence[int]) -> list[SlotView]:
        pins = self._pins()
        views = []
        for s in slots:
            b = int(self.slots.slot_to_block[s])
            if b < 0:
                views.append(SlotView(None, pins.get(s, 0), None, True))
            else:
                stamp = self.blocks.views([b])[0].stamp
                views.append(SlotView(b, pins.get(s, 0), stamp, False))
        return views

    def counts(self) -> HybridCounts:
        held = int((self.slots.slot_to_block >= 0).sum())
        pinned = sum(1 for n in self._pins().values() if n)
        started = sum(1 for r in self.requests.values() if r.started)
        slots = SlotCounts(int(self.slots.free_count), held, pinned)
        return HybridCounts(self.blocks.counts(), slots, len(self.requests), started)

    def request(self, rid: int) -> RequestView | None:
        r = self.requests.get(rid)
        if r is None:
            return None
        restore = None
        if not r.started and r.restore_block is not None:
            slot = int(self.slots.block_to_slot[r.restore_block])
            restore = None if slot < 0 else slot
        return RequestView(r.position, tuple(r.table), restore, r.started)

    def request_ids(self) -> list[int]:
        return sorted(self.requests)

    def live_state(self, rid: int) -> torch.Tensor | None:
        r = self.requests.get(rid)
        return None if r is None or r.state_row is None else self._state(r)

    def slot_state(self, slot: int) -> torch.Tensor:
        return self.slots.ssm_states[0, slot]

    def free_ids(self) -> list[int]:
        return self.blocks.free_ids()

    def hash_map(self) -> dict[int, int]:
        return self.blocks.hash_map()

    def free_slots(self) -> list[int]:
        return sorted(self.slots.free_slots[: self.slots.free_count].tolist())

    # steps --------------------------------------------------------------
    def _pin(self, blocks: list[int]) -> None:
        """A prefix hit's pin, as ``add_request`` applies it."""
        if blocks:
            ids = torch.tensor(blocks, dtype=torch.int32)
            self.kv.block_ref_counts[ids] += 1
            if self.lru:
                self.kv.update_timestamps(ids)

    def _unpin(self, blocks: list[int]) -> None:
        if blocks:
            self.kv.block_ref_counts[torch.tensor(blocks, dtype=torch.int32)] -= 1

    def _available(self, from_pool: int, matched: list[int]) -> bool:
        """The scheduler's ``check_availability``: the matched blocks that are
        evictable now cannot supply the new ones once pinned."""
        unreferenced = sum(1 for b in matched if int(self.kv.block_ref_counts[b]) == 0)
        return bool(self.kv.is_memory_available(from_pool, potential_matched_count=unreferenced))

    def _register(self, r: Live, already: int, matched: int, length: int) -> None:
        """``add_request``'s two ranges: the partial block a previous chunk left and
        this chunk completed, and the new blocks it completed."""
        b = self.block_size
        complete = (r.request.finished_chunk_token_count + length) // b
        previous = r.request.finished_chunk_token_count // b
        hashes = r.request.precomputed_block_hashes
        for start, end in ((previous, min(already, complete)), (already + matched, complete)):
            end = min(end, len(hashes))
            if start >= end:
                continue
            parents = [hashes[k - 1] if k > 0 else 0 for k in range(start, end)]
            ids, chain = r.table[start:end], hashes[start:end]
            if self.megatron.release.register_takes_parent_hashes:
                self.kv.register_kv_block_hashes(ids, chain, parents)
            else:
                self.kv.register_kv_block_hashes(ids, chain)

    def _start(self, r: Live) -> None:
        """The first chunk takes a live state, then restores or zeroes it, deferred
        and run as the context runs them before the forward pass."""
        r.state_row = self.free_rows.pop()
        if r.restore_block is not None:
            self.context._pending_mamba_restores.append((0, r.restore_block, r.state_row))
        else:
            self.context._pending_mamba_zeros.append(r.state_row)
        self._row(r)
        self.context._execute_pending_mamba_ops()

    def _row(self, r: Live) -> None:
        """Context row 0 is this op's request: its block table and live state index."""
        table = self.context.request_to_kv_block_ids[0]
        table.fill_(-1)
        table[: len(r.table)] = torch.tensor(r.table, dtype=torch.int32)
        self.context.mamba_metadata.request_to_mamba_state_idx[0] = r.state_row

    def _state(self, r: Live) -> torch.Tensor:
        return self.context.mamba_ssm_states[0, r.state_row]

    def _batch(self) -> list[int]:
        """The blocks the coming commit snapshots, in its order: offsets, then the EOS block."""
        s = self.slots
        count = int(s._intermediate_counts_cpu[0])
        blocks = [int(b) for b in s._intermediate_block_ids_cpu[0, :count].tolist()]
        eos = int(s._eos_cache_block_id_cpu[0])
        return blocks + ([eos] if eos >= 0 else [])

    def _pins(self) -> dict[int, int]:
        """Slot -> the live requests still to restore from it (the context's pending restores)."""
        pins: dict[int, int] = {}
        for r in self.requests.values():
            if not r.started and r.restore_block is not None:
                slot = int(self.slots.block_to_slot[r.restore_block])
                if slot >= 0:
                    pins[slot] = pins.get(slot, 0) + 1
        return pins

    def _check_ids(self, ids: Sequence[int]) -> list[int]:
        blocks = batch(ids, "block ids")
        for b in blocks:
            if isinstance(b, bool) or not isinstance(b, int):
                raise BadArgument(f"block ids must be ints, got {b!r}")
            if not 0 <= b < self.dummy:  # the dummy is the last id
                raise BadBlockId(f"block {b} is the dummy or out of range 0..{self.dummy - 1}")
        return blocks
