"""The production allocator against the model on serving traffic, both front ends."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kvtwin.campaigns import run_block_campaign, run_block_traffic
from kvtwin.repro import record_divergence
from kvtwin.targets import make_block_target
from kvtwin.workloads.serving import ServingConfig
from kvtwin.workloads.traffic import traffic


@pytest.mark.parametrize("policy", ["lru", "ref_zero"])
def test_seeded_campaign_agrees(policy):
    target = make_block_target("impl", num_blocks=64, policy=policy)
    result = run_block_campaign(target, seed=11, steps=800)
    assert result.divergence is None, str(result.divergence)
    assert result.allocation_failures > 0
    if policy == "lru":
        assert result.evictions > 0


@settings(max_examples=30, deadline=None)
@given(requests=traffic(), pool=st.integers(4, 32), policy=st.sampled_from(["lru", "ref_zero"]))
def test_drawn_traffic_agrees(requests, pool, policy):
    target = make_block_target("impl", num_blocks=pool, policy=policy)
    result = run_block_traffic(target, requests, ServingConfig(steps=40), audit_every=1)
    if result.divergence is not None:
        config = {"policy": policy, "pool_size": pool, "device": "cpu"}
        record_divergence("blocks", "impl", config, result.ops, result.divergence, "drawn-traffic")
    assert result.divergence is None, str(result.divergence)


@pytest.mark.slow
@pytest.mark.parametrize("policy", ["lru", "ref_zero"])
def test_long_seeded_campaigns_agree(policy):
    for seed in range(5):
        target = make_block_target("impl", num_blocks=96, policy=policy)
        result = run_block_campaign(target, seed=seed, steps=5000)
        assert result.divergence is None, f"seed {seed}: {result.divergence}"
