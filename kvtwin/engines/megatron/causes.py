"""What each cause kvtwin has found in megatron-core means, and where upstream
reports or fixes it, for the blocks scenario (:data:`BLOCKS`) and the hybrid one
(:data:`HYBRID`; their signatures are the hybrid contract's). Described by reading
megatron-core's code at the reproduction; references looked up in
NVIDIA/Megatron-LM's public tracker, "none found" where the search found nothing.
Whether a later tree fixed a cause is not written here: the standalone tests'
verdicts on that tree say it (``python -m kvtwin.tools.verdicts``).

One hybrid cause can show under three signatures: the session compares a chunk's
result (the snapshots it recorded) before its blocks' views and its outputs, so a
skipped range that should have held a snapshot shows as ``prefill: result``, a
snapshot placed from the skip as ``prefill: block[].slot``, and otherwise
``prefill: o[]``. One signature can have two causes (``admit: result``); its
description names both and the reproduction tells which."""

from __future__ import annotations

from kvtwin.core.engine_record import NONE_FOUND, Cause

MEGATRON = "https://github.com/NVIDIA/Megatron-LM/pull/"
BATCH_ORDER = (
    "one `register_kv_block_hashes` call whose block names a parent hash registered "
    "later in the same call resolves that parent anyway (parents resolved after the "
    "whole batch is in the map); the contract resolves them in batch order"
)
SHADOWED_TWIN = (
    "evicting a shadowed hash twin removes the map entry of the live twin "
    "(`_deregister_blocks` pops the hash whichever block it names)"
)

BLOCKS = (
    Cause(
        "release: block[].ref",
        ("0.17", "0.18"),
        ("lru", "ref_zero"),
        "a release naming a block twice (two owners of a shared prefix finishing in one "
        "step) drops one reference: `block_ref_counts[blocks] -= 1` with advanced indexing; "
        "the block is never freed",
        f"fixed by {MEGATRON}6047 (merged, 'Correct prefix-caching ref-count accounting'); "
        "0.19 no longer has it",
    ),
    Cause(
        "step: error no error -> crash: KeyError",
        ("0.17", "0.18"),
        ("lru",),
        "oldest-first LRU eviction frees a cached parent block before its cached child; "
        "the context's backward-scan prefix match finds the child's hash and raises "
        "`KeyError` on the missing parent's",
        f"fixed by {MEGATRON}5822 (merged, 'Make LRU prefix caching eviction policy only "
        "evict child blocks'); 0.19 has parent links",
    ),
    Cause(
        "step: block table []: repeated block",
        ("0.17", "0.18"),
        ("lru",),
        "`add_request` allocates before pinning its prefix match, so eviction can free a "
        "matched cached block and hand it back to the same request: one block twice in "
        "its table",
        f"fixed by {MEGATRON}5822 (merged: matched blocks are pinned before allocating)",
    ),
    Cause(
        "step: error no error -> crash: AssertionError",
        ("0.19",),
        ("lru",),
        "a paused request cannot resume while the free stack is empty, although cached "
        "blocks could be evicted (`resume_paused_requests` caps resumptions by "
        "`total_avail`); with nothing active, `update_requests` asserts "
        "'active_request_count == 0 with no hidden chunked prefill'",
        f"fixed by {MEGATRON}5995 (merged, 'Fix LRU block accounting for resumed "
        "requests'); not in 0.19.2",
    ),
    *(
        Cause(
            signature,
            ("0.19",),
            ("lru",),
            "a chunked prefill that continues over a prefix-matched block registers that "
            "block again, and `register_kv_block_hashes` counts it as its parent's child a "
            "second time: the parent's child count stays too high, so it never becomes an "
            "evictable leaf",
            NONE_FOUND,
        )
        for signature in ("audit: block[].children", "release: block[].children")
    ),
    Cause(
        "evict: error no error -> crash: AttributeError",
        ("0.17", "0.18"),
        ("ref_zero",),
        "`evict_lru_blocks(0)` on a REF_ZERO allocator reads `block_timestamps`, which only "
        "LRU allocators have: `AttributeError` where evicting nothing is a no-op; the "
        "engine never calls it under REF_ZERO (allocation returns None before evicting), "
        "and 0.19 returns early",
        NONE_FOUND,
    ),
    Cause(
        "allocate: error bad_argument -> crash: AssertionError",
        ("0.17", "0.18", "0.19", "0.20"),
        ("lru", "ref_zero"),
        "misuse the engine never makes (its counts come from token counts): "
        "`allocate_memory_blocks(-1)` is not checked; `total_avail -= num_blocks` raises "
        "the free count by one before `assert num_blocks == block_ids.numel()` fails, so "
        "the call raises with the pool already changed (under `python -O`, no assert: an "
        "empty tensor and one allocated block counted free)",
        NONE_FOUND,
    ),
    Cause(
        "register: block[].children",
        ("0.19", "0.20"),
        ("lru",),
        BATCH_ORDER,
        NONE_FOUND,
    ),
    Cause("register: block[].parent", ("0.19", "0.20"), ("lru",), BATCH_ORDER, NONE_FOUND),
    Cause(
        "release: counts.mapped",
        ("0.17", "0.18", "0.19", "0.20"),
        ("ref_zero",),
        "freeing one of two live blocks with the same hash (hash twins) removes the map "
        "entry that names the other: `_deregister_blocks` pops the hash whichever block "
        "it names",
        f"proposed in {MEGATRON}6218 ('Prefix cache fixes', closed unmerged)",
    ),
    Cause(
        "allocate: counts.mapped",
        ("0.17", "0.18", "0.19", "0.20"),
        ("lru",),
        SHADOWED_TWIN,
        f"proposed in {MEGATRON}6218 ('Prefix cache fixes', closed unmerged)",
    ),
    Cause(
        "evict: counts.mapped",
        ("0.19", "0.20"),
        ("lru",),
        SHADOWED_TWIN + ", here through `evict_lru_blocks` itself",
        f"proposed in {MEGATRON}6218 ('Prefix cache fixes', closed unmerged)",
    ),
    Cause(
        "match: error no error -> crash: KeyError",
        ("0.19", "0.20"),
        ("ref_zero",),
        "the context's backward-scan prefix match (`_find_kv_match_count`) assumes every "
        "ancestor of a mapped hash is mapped; two requests that prefill the same new "
        "prefix in one step register hash twins, freeing the mapped twin drops the hash "
        "while the other twin's chain lives on, a later block registered under that chain "
        "is mapped, and a match over it raises `KeyError` on the dropped ancestor "
        "(the shrunk reproduction registers such a block directly)",
        NONE_FOUND,
    ),
)

BOTH = ("lru", "ref_zero")

_CONTINUATION = (
    "a later prefill chunk of a request whose range matches cached KV blocks skips "
    "their tokens: _compute_prefix_match sets prefix_skip_tokens from the KV match on "
    "every block-aligned chunk, and the Mamba back-off that limits the skip to a "
    "snapshot applies only to a first chunk (finished_chunk_token_count == 0). Nothing "
    "restores the live recurrent state at the skip, so the chunk's Mamba layers never "
    "see those tokens: its outputs and live state are not a recompute's from then on "
    "(every later token of the request), and the snapshots compute_and_store_offsets "
    "places relative to the skip are not recorded"
)

HYBRID = (
    Cause(
        "prefill: error no error -> crash: RuntimeError",
        ("0.19",),
        BOTH,
        "commit_intermediate_states -> allocate_slots_batch, when a chunk's snapshot batch "
        "needs more slots than are free plus evictable (every held slot's KV block "
        "referenced by a running request): 0.19 takes the free slots first, then "
        "_evict_lru_slots_batch raises RuntimeError('No evictable Mamba cache slots "
        "available'); the step crashes and the free slots it took are lost (free_count "
        "drops with no slot_to_block entry). Plain serving traffic reaches it: four "
        "running requests whose snapshots fill a six-slot pool",
        "Megatron-LM #6091 (harden dynamic prefix cache allocation, mostly Mamba): an "
        "atomic reservation raising MambaSlotCapacityError, and commit_intermediate_states "
        "keeping as many snapshots as fit; on main, not in core_r0.19.0",
    ),
    Cause(
        "prefill: result",
        ("0.19", "0.20"),
        BOTH,
        _CONTINUATION + " (here: a snapshot the chunk should have recorded is missing)",
        "the class of Megatron-LM #5952 (Mamba prefix-cache snapshots not recorded for "
        "multi-chunk prompts); not fixed on main as of d98e8a64",
    ),
    Cause(
        "prefill: o[]",
        ("0.19", "0.20"),
        BOTH,
        _CONTINUATION + " (here: the chunk's outputs are short and wrong)",
        "the class of Megatron-LM #5952 (Mamba prefix-cache snapshots not recorded for "
        "multi-chunk prompts); not fixed on main as of d98e8a64",
    ),
    Cause(
        "prefill: block[].slot",
        ("0.19", "0.20"),
        BOTH,
        _CONTINUATION + " (here: a snapshot recorded for a block the chunk's own tokens do "
        "not end, its offset counted from the skip)",
        "the class of Megatron-LM #5952 (Mamba prefix-cache snapshots not recorded for "
        "multi-chunk prompts); not fixed on main as of d98e8a64",
    ),
    Cause(
        "admit: result",
        ("0.19", "0.20"),
        BOTH,
        "a first chunk restores from a block with no Mamba snapshot, so the request's "
        "recurrent state starts from zeros past a cached prefix. Either (a) "
        "_compute_prefix_match's two-token clamp (prefill_chunk_length - skip < 2) rounds "
        "the skip down to a block boundary without the Mamba back-off's check that the "
        "block has a snapshot (a prompt one token past a snapshotted boundary), or (b) "
        "invalidate_block frees a block's slot but leaves its hash in hash_to_block_id, "
        "so _find_mamba_match_count still counts it (megatron's own code never calls "
        "invalidate_block; its deregistration path pops the hash first); at the engine "
        "level also (c) a request evicted under memory pressure comes back without its "
        "block hashes (checkpoint() rebuilds it without them), so it matches and "
        "registers nothing (seen in one reproduction)",
        "none found (the #6218 class: ownership checks and slot invalidation for Mamba caches)",
    ),
    Cause(
        "prefill: error bad_argument -> no error",
        ("0.19",),
        BOTH,
        "found at the engine level only: the scheduler's flash-attention guard shortens a "
        "prefill chunk by one token when one token of the prompt would remain, after the "
        "chunk was aligned to blocks, so the engine runs a chunk that ends inside a block "
        "without ending the prompt (the contract's prefill refuses it: a chunk that does "
        "not end its prompt ends on a block boundary); the snapshot of the block it "
        "straddles is never recorded, which costs later requests that prefix's hit "
        "(efficiency, not wrong outputs)",
        "none found (issue search, 2026-12-02: the hybrid block-aligned chunking PRs, "
        "#4758 among them, not this guard)",
    ),
    Cause(
        "step: error no error -> crash: RuntimeError",
        ("0.19", "0.20"),
        BOTH,
        "found at the engine level only: without CUDA graphs, a step that mixes prefill "
        "and decode pads its token count up to a multiple of TOKEN_ROUNDER (64) without "
        "capping it at max_tokens (the decode-only branch caps it), so when max_tokens is "
        "not a multiple of 64 (16 in kvtwin's small config; megatron asserts only "
        "max_tokens >= max_requests) MambaMetadata.compute_cpu_metadata's chunk "
        "boundaries (padded tokens // mamba_chunk_size + padded prefill requests + 1; 22 "
        "here) outgrow cu_chunk_seqlens, sized max_tokens // mamba_chunk_size + "
        "max_requests + 1 (21), and the step crashes; the other buffers sized from "
        "max_tokens are sliced past their end without an error at the same step. A "
        "max_tokens that is a multiple of 64 (the default) cannot reach it",
        "none found (issue search, 2026-12-02); the unclamped mixed-step padding is "
        "still in Megatron-LM main d98e8a64 (dynamic_context.initialize_attention_state)",
    ),
)

CAUSES = (*BLOCKS, *HYBRID)
