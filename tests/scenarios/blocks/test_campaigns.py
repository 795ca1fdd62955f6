"""The production allocator against the model on serving traffic, both front ends."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kvtwin.cli import main
from kvtwin.core.campaign import run_campaign, trace_of
from kvtwin.core.registry import get_scenario
from kvtwin.core.replay import replay_trace
from kvtwin.core.repro import record_divergence
from kvtwin.scenarios.blocks.campaigns import LARGE_POOL, serving_campaign
from kvtwin.scenarios.blocks.traffic import Phases, TrafficConfig, seeded_traffic, traffic

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
    phases = Phases(fill=40, churn=40, drain=20)
    campaign = serving_campaign(
        BLOCKS, "impl", policy="lru", pool_size=32, seed=1, steps=100, phases=phases
    )
    coverage = run_campaign(campaign).coverage
    assert coverage["verbs"]["allocate"] > 0 and coverage["verbs"]["tick"] == 100
    assert coverage["prefix_hits"] > 0 and coverage["prefix_misses"] > 0
    assert coverage["evictions"] > 0 and _verbs_and_outcomes(coverage["never"]) == []
    # one cycle's reset, and a reset of the pool just reset (a class of the domain)
    assert campaign.after()["resets"] == 1 and coverage["verbs"]["reset"] == 2
    given = list(seeded_traffic(1, TrafficConfig(arrival_steps=20)))
    plain = serving_campaign(
        BLOCKS, "impl", policy="lru", pool_size=32, seed=1, steps=20, requests=given
    )
    never = run_campaign(plain).coverage["never"]
    assert _verbs_and_outcomes(never) == ["evict", "reset", "rejected ops"]
    # and the input classes such a run leaves out, by name
    assert {"allocate.n=past_pool", "between_calls=reset_busy", "evict.n=zero"} <= set(never)


def _verbs_and_outcomes(never: list[str]) -> list[str]:
    """What ``never`` names besides the input domain's classes (``PARAM=CLASS``)."""
    return [name for name in never if "=" not in name]


@pytest.mark.parametrize("policy", ["lru", "ref_zero"])
def test_every_misuse_is_rejected_by_kind_with_nothing_changed(policy):
    """The checker compares the kinds and the state after each rejected op; the
    campaign raises every kind of the contract but the model-only one."""
    phases = Phases(fill=10, churn=10, drain=10)
    campaign = serving_campaign(
        BLOCKS, "impl", policy=policy, pool_size=32, seed=2, steps=60, phases=phases
    )
    result = run_campaign(campaign)
    assert result.divergence is None, str(result.divergence)
    kinds = {"bad_argument", "bad_block_id", "hash_conflict", "insufficient_cache"}
    kinds |= {"not_owned", "over_release"}
    assert set(result.coverage["errors"]) == kinds
    assert len(result.rejected) == sum(result.coverage["errors"].values())


def test_a_phased_campaign_replays_from_its_trace():
    """Every op the phases add (misuse, edge cases, evictions, resets) fits in a
    trace, so a finding among them can be replayed and shrunk."""
    phases = Phases(fill=15, churn=15, drain=10)
    campaign = serving_campaign(
        BLOCKS, "impl", policy="lru", pool_size=32, seed=3, steps=80, phases=phases
    )
    result = run_campaign(campaign)
    assert result.divergence is None and _verbs_and_outcomes(result.coverage["never"]) == []
    replayed = replay_trace(trace_of(campaign, result, "test"))
    assert replayed.divergence is None and replayed.count == result.count


def test_a_budget_ends_the_run_at_a_step_boundary():
    campaign = serving_campaign(
        BLOCKS, "impl", policy="lru", pool_size=32, seed=0, steps=10**6, budget=0.5
    )
    result = run_campaign(campaign)
    assert result.divergence is None and 0 < result.ticks < 10**6
    assert result.ops[-1]["verb"] == "tick" and campaign.summary["budget_seconds"] == 0.5


def test_run_blocks_takes_a_budget(tmp_path):
    out = tmp_path / "run"
    assert main(["run", "blocks", "--budget", "0.5", "--pool-size", "32", "--out", str(out)]) == 0
    summary = json.loads((out / "summary.json").read_text())
    assert summary["budget_seconds"] == 0.5 and summary["steps"] > 0
    assert main(["run", "blocks", "--budget", "-1", "--out", str(tmp_path / "bad")]) == 2


@pytest.mark.slow
@pytest.mark.parametrize("policy", ["lru", "ref_zero"])
def test_long_seeded_campaigns_agree(policy):
    for seed in range(5):
        campaign = serving_campaign(
            BLOCKS, "impl", policy=policy, pool_size=96, seed=seed, steps=5000
        )
        result = run_campaign(campaign)
        assert result.divergence is None, f"seed {seed}: {result.divergence}"


def test_the_hunts_end_with_a_pool_past_256_and_the_smallest_pool():
    """Appended after the small-pool hunts, so those keep their places (and the
    mutation run's first campaigns stay what they were)."""
    hunts = BLOCKS.campaigns.hunts("impl")
    assert [h.summary["pool_size"] for h in hunts] == [32] * 8 + [LARGE_POOL] * 2 + [2] * 2
    assert [h.summary["policy"] for h in hunts[8:]] == ["lru", "ref_zero"] * 2


@pytest.mark.parametrize("policy", ["lru", "ref_zero"])
def test_the_large_pool_hunt_sends_ids_batches_and_counts_past_256(policy):
    hunt = next(
        h
        for h in BLOCKS.campaigns.hunts("impl")
        if h.summary["pool_size"] == LARGE_POOL and h.summary["policy"] == policy
    )
    result = run_campaign(hunt)
    assert result.divergence is None, str(result.divergence)
    rejected = set(result.rejected)
    done = [op for i, op in enumerate(result.ops) if i not in rejected]
    assert any(len(op["ids"]) > 256 for op in done if op["verb"] == "register")
    assert any(op["n"] > 256 for op in done if op["verb"] == "allocate")
    # more than 257 blocks in use at once: some of them have ids past 256
    assert result.coverage["peak_in_use"] > 300
    if policy == "lru":
        assert any(op["n"] > 256 for op in done if op["verb"] == "evict")
        assert result.coverage["evictions"] > 256
    replayed = replay_trace(trace_of(hunt, result, "test"))
    assert replayed.divergence is None and replayed.count == result.count


@pytest.mark.parametrize("policy", ["lru", "ref_zero"])
def test_the_smallest_pool_hunt_runs_requests_and_replays(policy):
    hunt = next(
        h
        for h in BLOCKS.campaigns.hunts("impl")
        if h.summary["pool_size"] == 2 and h.summary["policy"] == policy
    )
    result = run_campaign(hunt)
    assert result.divergence is None, str(result.divergence)
    assert hunt.after()["requests"]["finished"] > 0
    assert result.coverage["peak_in_use"] == 1 and result.coverage["allocation_failures"] > 0
    replayed = replay_trace(trace_of(hunt, result, "test"))
    assert replayed.divergence is None and replayed.count == result.count
