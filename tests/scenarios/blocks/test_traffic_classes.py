"""``--traffic``: legitimate traffic makes only calls the contract accepts and the
serving loop makes itself; misuse adds the calls the contract rejects; all adds
the legal calls at the contract's edges too."""

from __future__ import annotations

import pytest

from kvtwin.core.campaign import run_campaign
from kvtwin.core.registry import get_scenario
from kvtwin.scenarios.blocks.campaigns import serving_campaign


def _coverage(traffic: str) -> dict:
    campaign = serving_campaign(
        get_scenario("blocks"),
        "impl",
        policy="lru",
        pool_size=32,
        seed=0,
        steps=300,
        traffic=traffic,
    )
    result = run_campaign(campaign)
    assert result.divergence is None
    return result.coverage


def test_legitimate_traffic_makes_no_misuse():
    coverage = _coverage("legitimate")
    # an eviction ahead of need may find too little cached: an answer, not misuse
    assert set(coverage["errors"]) <= {"insufficient_cache"}
    assert coverage["verbs"]["reset"] >= 1  # the engine's own cycle is all there


def test_misuse_traffic_adds_rejected_calls_and_all_adds_the_edges():
    misuse, everything = _coverage("misuse"), _coverage("all")
    assert misuse["errors"] and "bad_argument" in misuse["errors"]
    # the legal edges (allocate(0), empty batches, boundary hashes) only come with all
    assert everything["verbs"]["match"] > misuse["verbs"]["match"]
    assert everything["verbs"]["allocate"] > misuse["verbs"]["allocate"]


def test_an_unknown_traffic_class_is_bad_usage():
    from kvtwin.core.errors import UsageError

    with pytest.raises(UsageError, match="--traffic must be one of"):
        serving_campaign(
            get_scenario("blocks"),
            "impl",
            policy="lru",
            pool_size=8,
            seed=0,
            steps=1,
            traffic="some",
        )
