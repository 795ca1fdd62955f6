"""Every known-bug variant is caught by the generic campaigns, and its shrunk
reproduction replays: diverging on the variant, agreeing on the correct impl.

Nothing here is written for one variant: the same campaigns and checks run
for each name in the catalog. The prefill variants' hunts are in
tests/scenarios/prefill/test_hunt.py."""

from __future__ import annotations

import pytest

from kvtwin.cli import main
from kvtwin.engine.hunt import clean_run, hunt
from kvtwin.engine.registry import get_scenario
from kvtwin.report.bugs import all_variants

BLOCK_VARIANTS = sorted(name for scenario, name in all_variants() if scenario == "blocks")


def test_catalog_has_the_known_block_bugs():
    assert len(BLOCK_VARIANTS) >= 7


@pytest.mark.parametrize("name", BLOCK_VARIANTS)
def test_block_variant_is_detected_and_reproduced(name, tmp_path):
    finding = hunt(name, get_scenario("blocks").hunt_campaigns(name), tmp_path)
    assert finding.detected, f"{name} escaped the generic campaigns"
    assert finding.repro is not None and finding.repro_ops is not None
    assert finding.repro_ops <= finding.ops_to_detect
    assert main(["replay", finding.repro]) == 1
    assert main(["replay", finding.repro, "--target", "impl"]) == 0


def test_correct_block_allocator_is_clean_on_the_same_campaigns():
    clean = clean_run(get_scenario("blocks").hunt_campaigns("impl")[:4])
    assert clean.ok, clean.divergence
    assert clean.ops > 1000
