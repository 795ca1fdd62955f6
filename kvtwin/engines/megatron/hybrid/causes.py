"""The causes ``megatron-hybrid`` has found in megatron-core's hybrid prefix cache:
the signature, the releases and policies it was seen in, what breaks, the
upstream reference. A signature whose cause is not here is reported as not
described yet.

One cause can show under three signatures: the session compares a chunk's result
(the snapshots it recorded) before its blocks' views and its outputs, so a skipped
range that should have held a snapshot shows as ``prefill: result``, a snapshot
placed from the skip as ``prefill: block[].slot``, and otherwise ``prefill: o[]``.
One signature can have two causes (``admit: result``); its description names
both and the reproduction tells which.
"""

from __future__ import annotations

from kvtwin.core.engines import Cause

POLICIES = ("lru", "ref_zero")

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

CAUSES: tuple[Cause, ...] = (
    Cause(
        "prefill: error no error -> crash: RuntimeError",
        ("0.19",),
        POLICIES,
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
        POLICIES,
        _CONTINUATION + " (here: a snapshot the chunk should have recorded is missing)",
        "the class of Megatron-LM #5952 (Mamba prefix-cache snapshots not recorded for "
        "multi-chunk prompts); not fixed on main as of d98e8a64",
    ),
    Cause(
        "prefill: o[]",
        ("0.19", "0.20"),
        POLICIES,
        _CONTINUATION + " (here: the chunk's outputs are short and wrong)",
        "the class of Megatron-LM #5952 (Mamba prefix-cache snapshots not recorded for "
        "multi-chunk prompts); not fixed on main as of d98e8a64",
    ),
    Cause(
        "prefill: block[].slot",
        ("0.19", "0.20"),
        POLICIES,
        _CONTINUATION + " (here: a snapshot recorded for a block the chunk's own tokens do "
        "not end, its offset counted from the skip)",
        "the class of Megatron-LM #5952 (Mamba prefix-cache snapshots not recorded for "
        "multi-chunk prompts); not fixed on main as of d98e8a64",
    ),
    Cause(
        "admit: result",
        ("0.19", "0.20"),
        POLICIES,
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
        POLICIES,
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
        POLICIES,
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
