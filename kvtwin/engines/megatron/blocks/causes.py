"""What each cause kvtwin has found in megatron-core means, and where upstream
reports or fixes it. Described by reading megatron-core's code at the
reproduction; references looked up in NVIDIA/Megatron-LM's public tracker, "none
found" where the search found nothing. Whether a later tree fixed a cause is not
written here: the standalone tests' verdicts on that tree say it
(``python -m kvtwin.tools.verdicts``)."""

from __future__ import annotations

from kvtwin.core.engines import NONE_FOUND, Cause

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

CAUSES = (
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
