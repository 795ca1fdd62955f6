"""What each cause kvtwin has found in SGLang means, read in SGLang's own code (the
lines named are those of the 0.5.23 wheel), and what upstream says of it.

Every cause here is misuse SGLang's scheduler is trusted never to make: the
allocator and the radix cache check almost none of their arguments. Whether the
scheduler's own path reaches one is for the engine level to say (the report's
``reachable``); none of them was reached there in the runs recorded in
reports/peers/sglang-0.5.23.
"""

from __future__ import annotations

from kvtwin.core.engine_record import Cause

RELEASES = ("0.5.23",)
POLICIES = ("lru", "fifo", "mru", "filo", "disabled")

CAUSES = (
    Cause(
        "alloc: state after unchecked misuse: counts.free",
        RELEASES,
        POLICIES,
        "misuse: a negative count is not checked: `PagedTokenToKVPoolAllocator.alloc(-page_size)` "
        "computes num_pages = -1, passes `num_pages > len(free_pages)`, and hands out "
        "`free_pages[:-1]` (every free page but one) while keeping `free_pages[-1:]` "
        "(mem_cache/allocator/paged.py, alloc)",
        "none found; the code has no check of need_size >= 0 (only a page-alignment assert "
        "under SGLANG_DEBUG_MEMORY_POOL)",
    ),
    Cause(
        "free: state after unchecked misuse: page[].free",
        RELEASES,
        POLICIES,
        "misuse: a double free is accepted: `PagedTokenToKVPoolAllocator.free` dedups within "
        "one call (torch.unique) but prepends the pages to free_pages without asking whether "
        "they are free already, so the page is free twice and two later allocations share it; "
        "only SGLANG_DEBUG_MEMORY_POOL=1 asserts (`_debug_check_no_duplicate_pages`)",
        "none found for the default path of the paged allocator; sgl-project/sglang#40305 "
        "(open) reports that the page_size=1 allocator never reads SGLANG_DEBUG_MEMORY_POOL "
        "(0.5.23's allocator/token.py free has no check at all), and PR #40348 (open) adds "
        "a duplicate check there under the flag only",
    ),
    Cause(
        "free: state after unchecked misuse: counts.free",
        RELEASES,
        POLICIES,
        "misuse: a page outside the pool is accepted by `free`: the padding page 0 or a page "
        "past num_pages joins free_pages (even under SGLANG_DEBUG_MEMORY_POOL=1) and a later "
        "alloc hands out token indices outside the KV buffers",
        "none found",
    ),
    Cause(
        "free: state after unchecked misuse: page[].cached",
        RELEASES,
        POLICIES,
        "misuse: a page the tree holds is freed by the caller and accepted; the tree still "
        "names it, so the page is free and cached at once",
        "none found",
    ),
    Cause(
        "free: state after unchecked misuse: page[].locked",
        RELEASES,
        POLICIES,
        "misuse: a page of a locked prefix is freed by the caller and accepted; the tree still "
        "names it, so the page is free and locked at once",
        "none found",
    ),
    Cause(
        "unlock: state after unchecked misuse: tree",
        RELEASES,
        POLICIES,
        "misuse: a TreeLock released twice is accepted while another lock holds the path: "
        "`UnifiedRadixCache.unlock` calls dec_lock_ref every time (a TreeLock records only "
        "`swa_released`), so the second release takes the other holder's count and its "
        "prefix becomes evictable under it once that count reaches 0",
        "none found for FULL; the same class as the lock-release issue #24972 cited in "
        "kvtwin issue 24 (not checked against that thread)",
    ),
    Cause(
        "unlock: state after unchecked misuse: counts.evictable",
        RELEASES,
        POLICIES,
        "misuse: a TreeLock released twice is accepted and takes another holder's count: "
        "when that was the last count on the path, a prefix a running request still holds "
        "becomes evictable under it (evictable_size() grows, protected_size() shrinks) and a "
        "later evict frees pages the request's token row still names",
        "none found for FULL; the same class as the lock-release issue #24972 cited in "
        "kvtwin issue 24 (not checked against that thread)",
    ),
    Cause(
        "insert: state after unchecked misuse: page[].free",
        RELEASES,
        POLICIES,
        "misuse: `insert` adopts pages that are free: the tree takes whatever indices the "
        "value names, so a free page is cached and free at once",
        "none found",
    ),
)
