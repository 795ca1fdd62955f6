"""The allocator's own bookkeeping of its cached blocks (what eviction reads
instead of scanning the pool) stays the set its tensors describe, op by op."""

from __future__ import annotations

import pytest
import torch

from kvtwin.core.contain import attempt
from kvtwin.core.registry import get_scenario
from kvtwin.scenarios.blocks.campaigns import serving_campaign
from kvtwin.scenarios.blocks.targets.impl import ImplBlockTarget


def cached_in_tensors(allocator) -> set[int]:
    cached = (allocator.ref_counts == 0) & (allocator.block_hashes != -1)
    return set(cached.nonzero().flatten().tolist())


@pytest.mark.parametrize("policy", ["lru", "ref_zero"])
@pytest.mark.parametrize("seed", [0, 1])
def test_cached_set_follows_the_tensors(policy: str, seed: int) -> None:
    pool = 32  # small: evictions, failed allocations, resets and misuse all happen
    campaign = serving_campaign(
        get_scenario("blocks"), "impl", policy=policy, pool_size=pool, seed=seed, steps=300
    )
    target = ImplBlockTarget(pool, policy)
    workload = campaign.workload()
    op, checked, evicted = next(workload), 0, 0
    try:
        while True:
            result, _ = attempt(op.send, target)
            evicted += op.verb == "evict" and bool(result)
            expected = cached_in_tensors(target.allocator) if policy == "lru" else set()
            assert target.allocator.cached_ids == expected, f"after op {checked}: {op}"
            checked += 1
            op = workload.send(result)
    except StopIteration:
        pass
    assert checked > 1000 and (evicted or policy == "ref_zero")


def test_eviction_order_is_the_leaf_peel_of_the_tensors() -> None:
    """Three chains cached at different times: victims come leaves first, oldest first."""
    target = ImplBlockTarget(16, "lru")
    a = target.allocator
    for hashes in ([1, 2, 3], [4, 5], [6]):
        ids = a.allocate(len(hashes)).tolist()
        a.register(ids, hashes, [0, *hashes[:-1]])
        a.release(ids)
        a.tick()
    assert a.cached_ids == cached_in_tensors(a) and len(a.cached_ids) == 6
    by_hash = {h: b for h, b in a.hash_to_block.items()}
    victims = a.evict(6).tolist()
    assert victims == [by_hash[h] for h in (3, 2, 1, 5, 4, 6)]
    assert not a.cached_ids and torch.equal(a.block_hashes[:15], torch.full((15,), -1))
