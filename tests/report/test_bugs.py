"""Every known-bug variant is caught by the generic campaigns, and its shrunk
reproduction replays: diverging on the variant, agreeing on the correct impl.

Nothing here is written for one variant: the same campaigns and checks run
for each name in the catalog. The prefill variants' hunts are in
tests/scenarios/prefill/test_hunt.py."""

from __future__ import annotations

import pytest

from kvtwin.cli import main
from kvtwin.core.hunt import clean_run, hunt
from kvtwin.core.registry import get_scenario
from kvtwin.report.bugs import all_variants

BLOCK_VARIANTS = sorted(name for scenario, name in all_variants() if scenario == "blocks")


def test_catalog_has_the_known_block_bugs():
    assert len(BLOCK_VARIANTS) >= 7


@pytest.mark.parametrize("name", BLOCK_VARIANTS)
def test_block_variant_is_detected_and_reproduced(name, tmp_path):
    detection = hunt(name, get_scenario("blocks").campaigns.hunts(name), tmp_path)
    assert detection.detected, f"{name} escaped the generic campaigns"
    finding = detection.finding
    assert finding.repro is not None and finding.repro_ops is not None
    assert finding.repro_ops <= detection.ops_to_detect
    assert main(["replay", finding.repro]) == 1
    assert main(["replay", finding.repro, "--target", "impl"]) == 0


def test_correct_block_allocator_is_clean_on_the_same_campaigns():
    clean = clean_run(get_scenario("blocks").campaigns.hunts("impl")[:4])
    assert clean.ok, clean.divergence
    assert clean.ops > 1000


def test_a_variant_two_scenarios_hunt_gets_a_reproduction_from_each(tmp_path):
    import json

    from kvtwin.report.bugs import bug_matrix

    twice = [
        n for n in {n for _, n in all_variants()} if sum(n == m for _, m in all_variants()) > 1
    ]
    assert twice, "no variant is a target of two scenarios"
    name = sorted(twice)[0]
    findings, _, _ = bug_matrix(tmp_path, {name})
    assert len(findings) == 2 and all(f.detected for f in findings)
    short = name.removeprefix("bug:")
    folders = sorted(p.name for p in (tmp_path / "repros").iterdir())
    assert folders[0] == short and len(folders) == 2 and folders[1].startswith(short + ".")
    scenarios = {
        json.loads((tmp_path / "repros" / f / "repro.json").read_text())["scenario"]
        for f in folders
    }
    assert len(scenarios) == 2
