"""What each cause kvtwin has found in vLLM means, and where upstream reports or
fixes it (vllm-project's public trackers)."""

from __future__ import annotations

from kvtwin.core.engine_record import Cause

CAUSES = (
    Cause(
        "allocate: state after unchecked misuse: counts.free",
        ("0.23", "0.33"),
        ("lru", "ref_zero"),
        "misuse the scheduler never makes: `get_new_blocks(-1)` is not checked, hands out "
        "no block and raises the pool's free-block count by one",
        "vllm-project/vllm-ascend#14283 (the same unchecked negative count)",
    ),
    Cause(
        "release: state after unchecked misuse: block[].ref",
        ("0.23", "0.33"),
        ("lru", "ref_zero"),
        "misuse the scheduler never makes: `free_blocks` naming a block more often than "
        "it is held takes its ref_cnt below zero, unchecked",
        "vllm-project/vllm#42571; PR #42615 (open) checks it in free_blocks",
    ),
    Cause(
        "release: counts.free",
        ("0.23",),
        ("lru", "ref_zero"),
        "a block two owners release in one `free_blocks` call is queued twice: 0.23 "
        "decrements every listed block first, then queues each entry whose count is zero",
        "vllm-project/vllm#42571; fixed in 0.24.0 by vllm-project/vllm#42656",
    ),
)
