"""The production allocator against the model on serving traffic, both front ends."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kvtwin.engine.hunt import run_campaign, trace_of
from kvtwin.engine.registry import get_scenario
from kvtwin.engine.repro import record_divergence
from kvtwin.scenarios.blocks.campaigns import serving_campaign
from kvtwin.scenarios.blocks.traffic import traffic

BLOCKS = get_scenario("blocks")


@pytest.mark.parametrize("policy", ["lru", "ref_zero"])
def test_seeded_campaign_agrees(policy):
    campaign = serving_campaign(BLOCKS, "impl", policy=policy, pool_size=64, seed=11, steps=800)
    result = run_campaign(campaign)
    assert result.divergence is None, str(result.divergence)
    assert result.coverage["allocation_failures"] > 0
    if policy == "lru":
        assert result.coverage["evictions"] > 0


@settings(max_examples=30, deadline=None)
@given(requests=traffic(), pool=st.integers(4, 32), policy=st.sampled_from(["lru", "ref_zero"]))
def test_drawn_traffic_agrees(requests, pool, policy):
    campaign = serving_campaign(
        BLOCKS,
        "impl",
        policy=policy,
        pool_size=pool,
        seed=0,
        steps=40,
        requests=requests,
        audit_every=1,
    )
    result = run_campaign(campaign)
    if result.divergence is not None:
        record_divergence(trace_of(campaign, result, "hypothesis: drawn traffic"), "drawn-traffic")
    assert result.divergence is None, str(result.divergence)


def test_coverage_names_what_the_run_never_did():
    campaign = serving_campaign(BLOCKS, "impl", policy="lru", pool_size=32, seed=1, steps=200)
    coverage = run_campaign(campaign).coverage
    assert coverage["verbs"]["allocate"] > 0 and coverage["verbs"]["tick"] == 200
    assert coverage["prefix_hits"] > 0 and coverage["prefix_misses"] > 0
    assert set(coverage["never"]) == {v for v in ("evict", "reset") if not coverage["verbs"].get(v)}


@pytest.mark.slow
@pytest.mark.parametrize("policy", ["lru", "ref_zero"])
def test_long_seeded_campaigns_agree(policy):
    for seed in range(5):
        campaign = serving_campaign(
            BLOCKS, "impl", policy=policy, pool_size=96, seed=seed, steps=5000
        )
        result = run_campaign(campaign)
        assert result.divergence is None, f"seed {seed}: {result.divergence}"
