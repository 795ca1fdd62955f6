"""megatron-core's hybrid prefix cache driven as its inference context drives it:
``KVBlockAllocator`` and ``MambaSlotAllocator`` (wired by ``on_blocks_deregistered``)
beside a stand-in of the context's fields they read, one request per call, always
in context row 0. What ``--target megatron-hybrid`` runs and what its standalone
tests replay; the recurrent layer's forward pass is the caller's (``compute``).

Four of the context's own methods are borrowed unchanged from megatron's class
(:data:`BORROWED`: prefix matching, the Mamba match, the skip each chunk gets, the
deferred restores), so the decisions they make are megatron's code:

* **admit**: the scheduler's plan for a first chunk, ``_compute_prefix_match`` over
  the whole prompt; the blocks up to its skip are pinned as ``add_request`` pins
  them, and the last one is the block its live state restores from.
* **prefill**: ``add_request`` for one chunk (length ``skip + n`` on the first, ``n``
  after): a later chunk's ``_compute_prefix_match`` (a first chunk keeps its plan's
  skip, as one scheduling pass plans and adds it, and matches the rest of its
  range with ``_find_kv_match_count``), the scheduler's ``is_memory_available``,
  the matched blocks pinned, the rest allocated, the completed ranges registered,
  the live state taken and its restore or zeroing queued and run
  (``_execute_pending_mamba_ops``), ``compute_and_store_offsets``; then the forward
  pass writes the states at the offsets megatron recorded into its scratch
  (``intermediate_ssm_out``), and ``commit_intermediate_states`` runs.
* **decode** takes ``allocate_memory_blocks(1)`` when the last block is full;
  **release** is ``release_memory_blocks`` of the table; **invalidate** is
  ``invalidate_block``; **evict_slots** is ``_evict_lru_slots_batch``, its slots
  pushed back as ``invalidate_block`` pushes them.
"""

import inspect
import types

import torch

from kvtwin.core.cuda_on_cpu import cuda_current_device
from kvtwin.engines.megatron.runtime.allocator import (
    allocate_blocks,
    id_tensor,
    new_allocator,
    pin_blocks,
    register_blocks,
    release_blocks,
    reset_pool,
    takes_parents,
)
from kvtwin.engines.megatron.runtime.mamba import LIVE_STATES, commit_batch

BORROWED = (
    "_find_kv_match_count",
    "_find_mamba_match_count",
    "_compute_prefix_match",
    "_execute_pending_mamba_ops",
)
SLOT_METHODS = (
    "allocate_slots_batch",
    "_evict_lru_slots_batch",
    "invalidate_block",
    "on_kv_blocks_deregistered",
    "restore_to_live",
    "compute_and_store_offsets",
    "commit_intermediate_states",
    "reset",
)
"""The slot allocator's methods driven here: a tree lacking one has an API unknown here."""
SCRATCH = 4
"""Extraction scratch states per step: three offsets of one request, and one spare."""


def missing_api(context_class, slot_class):
    """What this code needs and a release lacks (empty: nothing)."""
    return [
        name
        for cls, names in ((slot_class, SLOT_METHODS), (context_class, BORROWED))
        for name in names
        if cls is None or not callable(getattr(cls, name, None))
    ]


class Request:
    """What the context's matching and offset code read of a request, and where the
    request stands."""

    def __init__(self, hashes, prompt_len, kept, skip):
        self.prompt_tokens = range(prompt_len)
        self.precomputed_block_hashes = list(hashes)
        self.finished_chunk_token_count = 0
        self._mamba_num_matched_blocks = 0
        self.prompt_len = prompt_len
        self.position = skip
        self.table = list(kept)
        self.skip = skip  # the tokens its plan skips (restored)
        self.restore = kept[-1] if kept else None  # the block its first chunk restores from
        self.row = None  # its live state's index, from its first chunk

    @property
    def started(self):
        return self.row is not None


class HybridCache:
    """Both allocators and the context fields they read; ``states(shape, dtype)``
    makes (zeroed) the live states and the snapshot pool."""

    def __init__(self, megatron, config, states, dtype):
        """``megatron``: ``allocator_class``, ``slot_class``, ``context_class`` and
        ``policy`` (an eviction-policy member); ``config``: ``num_blocks``,
        ``num_slots``, ``block_size``, ``dims`` and ``policy``."""
        dims, b = config["dims"], config["block_size"]
        shape = (dims["heads"], dims["head_k"], dims["head_v"])
        methods = {name: getattr(megatron.context_class, name) for name in BORROWED}
        ctx = type("MegatronContextStandIn", (), methods)()
        ctx.prefix_cache_lru_clock, ctx.enable_prefix_caching, ctx.is_hybrid_model = 0, True, True
        # the finest SSM chunk megatron allows: a block is a whole number of them
        ctx.block_size_tokens = ctx.mamba_chunk_size = ctx.ssm_chunk_alignment = b
        ctx.gdp_num_householder, ctx.max_requests, ctx.paused_request_count = 0, 1, 0
        ctx.max_mamba_intermediate_states_per_step = SCRATCH
        ctx.prefix_caching_eviction_policy = megatron.policy
        ctx.batch_dimensions = types.SimpleNamespace(prefill_req_count=1, decode_req_count=0)
        ctx._pending_mamba_restores, ctx._pending_mamba_zeros = [], []
        ctx.request_to_kv_block_ids = torch.full((1, config["num_blocks"]), -1, dtype=torch.int32)
        ctx.mamba_metadata = types.SimpleNamespace(
            request_to_mamba_state_idx=torch.full((1,), -1, dtype=torch.int32),
            intermediate_count=0,
            per_request_intermediate_counts=[],
        )
        ctx.mamba_ssm_states = states((1, LIVE_STATES, *shape), dtype)
        ctx.mamba_conv_states = torch.zeros(1, LIVE_STATES, 1)
        with cuda_current_device("cpu"):
            kv = new_allocator(megatron.allocator_class, ctx, config["num_blocks"], megatron.policy)
            ctx.kv_block_allocator = kv
            slots = megatron.slot_class(
                ctx,
                max_slots=config["num_slots"],
                num_mamba_layers=1,
                conv_states_shape=(1,),
                ssm_states_shape=shape,
                conv_states_dtype=torch.float32,
                ssm_states_dtype=dtype,
            )
        slots.ssm_states = states((1, config["num_slots"], *shape), dtype)
        ctx.mamba_slot_allocator = slots
        kv.on_blocks_deregistered = slots.on_kv_blocks_deregistered
        self.context, self.kv, self.slots = ctx, kv, slots
        self.block_size, self.lru = b, config["policy"] == "lru"
        self.with_parents = takes_parents(kv)
        evict = inspect.signature(megatron.slot_class._evict_lru_slots_batch).parameters
        self.evict_takes_candidates = "candidate_ids" in evict  # Megatron-LM #6091
        self.requests = {}
        self.free_rows = list(range(LIVE_STATES))

    def live(self, r):
        return self.context.mamba_ssm_states[0, r.row]

    # verbs ------------------------------------------------------------
    def admit(self, rid, hashes, prompt_len):
        request = Request(hashes, prompt_len, [], 0)
        matched, *_, skip, _ = self.context._compute_prefix_match(request, prompt_len)
        kept = [int(b) for b in matched[: skip // self.block_size]]
        pin_blocks(self.kv, kept, self.lru)
        self.requests[rid] = r = Request(hashes, prompt_len, kept, skip)
        return r

    def prefill(self, r, n, compute):
        """One chunk of ``n`` tokens; ``compute(r, begin, end, offsets)`` runs the
        forward pass over prompt tokens ``begin..end`` from ``r``'s live state
        (advancing it) and answers ``(o, the states at the offsets)``. None where
        megatron has no blocks for it; else ``(blocks added, the commit's batch, o)``."""
        first, b = not r.started, self.block_size
        length = r.skip + n if first else n
        if first:
            required = -(-length // b)
            beyond, _ = self.context._find_kv_match_count(r, len(r.table), required)
            matched = r.table + [int(x) for x in beyond]
            from_pool, already, skip = required - len(matched), 0, r.skip
        else:
            matched, from_pool, already, required, skip, _ = self.context._compute_prefix_match(
                r, length, record_mamba_match=True
            )
            matched = [int(x) for x in matched]
        new = matched[len(r.table) :] if first else matched
        # the scheduler's check: matched blocks evictable now cannot supply new ones
        unreferenced = sum(1 for x in new if int(self.kv.block_ref_counts[x]) == 0)
        if not self.kv.is_memory_available(from_pool, potential_matched_count=unreferenced):
            return None
        pin_blocks(self.kv, new, self.lru)
        got = []
        if from_pool > 0:
            ids = self.kv.allocate_memory_blocks(from_pool)
            if ids is None or ids.numel() != from_pool:
                self.kv.block_ref_counts[id_tensor(self.kv, new)] -= 1  # the rollback
                return None
            got = ids.clone().tolist()
        r.table += new + got
        self._register(r, already, len(matched), length)
        if first:
            self._start(r)
        self._row(r)
        s, done = self.slots, r.finished_chunk_token_count
        s.compute_and_store_offsets(r, 0, skip, length, len(matched), matched, required)
        count = int(s._intermediate_counts_cpu[0])
        offsets = s._intermediate_offsets_cpu[0, :count].tolist()
        o, snapshots = compute(r, done + skip, done + length, offsets)
        for j, state in enumerate(snapshots):
            s.intermediate_ssm_out[0, j] = state
        self.context.mamba_metadata.intermediate_count = count
        self.context.mamba_metadata.per_request_intermediate_counts = [count]
        batch = commit_batch(s, 0)
        s.commit_intermediate_states()
        r.finished_chunk_token_count += length
        r.position += n
        return new + got, batch, o

    def decode_block(self, r):
        """The block for the next token where the last one is full ([] where it is
        not); None where megatron has none."""
        if r.position % self.block_size:
            return []
        got = allocate_blocks(self.kv, 1)
        if got is not None:
            r.table += got
        return got

    def release(self, rid):
        r = self.requests.pop(rid)
        if r.table:
            release_blocks(self.kv, r.table)
        if r.row is not None:
            self.free_rows.append(r.row)

    def pinned_snapshot(self, blocks):
        """A block among ``blocks`` whose snapshot a request is still to restore."""
        pending = {r.restore for r in self.requests.values() if not r.started}
        return next((x for x in blocks if int(self.slots.block_to_slot[x]) >= 0 and x in pending),
                    None)  # fmt: skip

    def invalidate(self, blocks):
        """The slots freed, in order."""
        freed = []
        for x in dict.fromkeys(blocks):
            slot = int(self.slots.block_to_slot[x])
            self.slots.invalidate_block(x)
            if slot >= 0:
                freed.append(slot)
        return freed

    def evict_slots(self, n):
        """The freed slots, sorted; None where fewer than ``n`` are evictable."""
        s = self.slots
        if n == 0:
            return []  # megatron evicts only to make room, never zero slots
        if self.evict_takes_candidates:
            candidates = s._evictable_block_ids()
            if candidates.numel() < n:
                return None
            freed = s._evict_lru_slots_batch(n, candidates)
        else:
            try:
                freed = s._evict_lru_slots_batch(n)
            except RuntimeError:  # 0.19 raises before anything changes
                return None
        # _evict_lru_slots_batch hands the slots to its caller: back on the free stack
        s.free_slots[s.free_count : s.free_count + len(freed)] = torch.as_tensor(
            freed, dtype=s.free_slots.dtype
        )
        s.free_count += len(freed)
        return sorted(int(x) for x in freed)

    def reset(self):
        reset_pool(self.kv, self.context)
        self.slots.reset()
        self.context._pending_mamba_restores.clear()
        self.context._pending_mamba_zeros.clear()
        self.requests.clear()
        self.free_rows = list(range(LIVE_STATES))

    # steps --------------------------------------------------------------
    def _register(self, r, already, matched, length):
        """``add_request``'s two ranges: the partial block a previous chunk left and
        this chunk completed, and the new blocks it completed."""
        b, done, hashes = self.block_size, r.finished_chunk_token_count, r.precomputed_block_hashes
        complete = (done + length) // b
        for start, end in ((done // b, min(already, complete)), (already + matched, complete)):
            end = min(end, len(hashes))
            if start < end:
                parents = [hashes[k - 1] if k > 0 else 0 for k in range(start, end)]
                register_blocks(self.kv, r.table[start:end], hashes[start:end], parents,
                               self.with_parents)  # fmt: skip

    def _start(self, r):
        """The first chunk takes a live state, then restores or zeroes it, deferred and
        run as the context runs them before the forward pass."""
        r.row = self.free_rows.pop()
        if r.restore is not None:
            self.context._pending_mamba_restores.append((0, r.restore, r.row))
        else:
            self.context._pending_mamba_zeros.append(r.row)
        self._row(r)
        self.context._execute_pending_mamba_ops()

    def _row(self, r):
        """Context row 0 is this call's request: its block table and live state index."""
        table = self.context.request_to_kv_block_ids[0]
        table.fill_(-1)
        table[: len(r.table)] = torch.tensor(r.table, dtype=torch.int32)
        self.context.mamba_metadata.request_to_mamba_state_idx[0] = r.row
