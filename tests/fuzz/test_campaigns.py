"""Fresh campaign descriptions: plain data that rebuilds the campaign in a
worker, drawn round-robin over the selected targets."""

from __future__ import annotations

import json
import pickle
import random

import pytest

from kvtwin.commands.fuzz import select_pairs
from kvtwin.core.errors import UsageError
from kvtwin.core.registry import get_scenario, scenarios, variants
from kvtwin.core.scenario import Campaigns
from kvtwin.fuzz.campaigns import Drawer, Pair, build


def test_descriptions_are_plain_data_and_rebuild_the_campaign():
    pairs = [Pair("blocks", "impl", ("lru", "ref_zero")), Pair("prefill", "impl", (None,))]
    drawer = Drawer(pairs, seed=7)
    drawn = [drawer.next() for _ in range(8)]
    for desc in drawn:
        assert json.loads(json.dumps(desc)) == desc
        assert pickle.loads(pickle.dumps(desc)) == desc
        campaign = build(desc)
        assert campaign.scenario.name == desc["scenario"]
        assert campaign.target == desc["target"]
        assert campaign.summary["seed"] == desc["options"]["seed"]
    assert [d["scenario"] for d in drawn] == ["blocks", "prefill"] * 4
    blocks = [d for d in drawn if d["scenario"] == "blocks"]
    assert [d["options"]["policy"] for d in blocks] == ["lru", "ref_zero"] * 2
    assert len({d["options"]["seed"] for d in drawn}) == len(drawn)
    # the same seed draws the same campaigns
    again = Drawer(pairs, seed=7)
    assert [again.next() for _ in range(8)] == drawn


def test_a_scenario_is_fuzzed_through_its_declared_options():
    """Every option's own draw (its default where it declares none), a fresh seed,
    the policy the fuzzer takes a turn at; the campaign built from them as the run
    command would build it."""
    campaigns = get_scenario("blocks").campaigns
    assert set(campaigns.policies()) == {"lru", "ref_zero"}
    options = Campaigns.fuzz_options(campaigns, random.Random(1), "ref_zero")
    assert set(options) == {o.name for o in campaigns.options} - {"target"}
    assert options["pool_size"] in (16, 32, 64, 128) and options["traffic"] == "all"
    again = Campaigns.fuzz_options(campaigns, random.Random(2), "ref_zero")
    assert again["seed"] != options["seed"]
    campaign = Campaigns.fuzz_campaign(campaigns, "model", options)
    assert campaign.summary["seed"] == options["seed"]
    assert campaign.config["policy"] == "ref_zero" and campaign.target == "model"


def test_target_patterns_expand_per_scenario():
    pairs = select_pairs([], ["bug:*"], [])
    expected = {(s, v) for s in scenarios() for v in variants(s)}
    assert {(p.scenario, p.target) for p in pairs} == expected
    assert {v for s, v in expected if s == "scratch"} < {v for s, v in expected if s == "prefill"}
    lru_only = {p.scenario: p.policies for p in select_pairs([], ["impl"], ["lru"])}
    assert lru_only["blocks"] == ("lru",)
    assert lru_only["prefill"] == lru_only["scratch"] == (None,)  # no policies: drawn as None


@pytest.mark.parametrize(
    ("scenarios", "targets", "policies", "named"),
    [
        ([], ["nope"], [], "--target nope"),
        (["prefill"], ["bug:release-dup-index"], [], "--target bug:release-dup-index"),
        ([], ["impl"], ["no-such-policy"], "--policy no-such-policy"),
        (["nope"], ["impl"], [], "nope"),
    ],
)
def test_a_selection_that_matches_nothing_is_a_usage_error(scenarios, targets, policies, named):
    with pytest.raises(UsageError, match=named):
        select_pairs(scenarios, targets, policies)
