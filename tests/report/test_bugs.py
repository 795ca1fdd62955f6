"""Every known-bug variant is caught by the generic campaigns, and its shrunk
reproduction replays: diverging on the variant, agreeing on the correct impl.

Nothing here is written for one variant: the same campaigns and checks run
for each name in the catalog."""

from __future__ import annotations

import pytest

from kvtwin.cli import main
from kvtwin.hunt import BLOCK_CAMPAIGNS, clean_block_run, hunt_block_target
from kvtwin.prefill_hunt import (
    PREFILL_CAMPAIGNS,
    clean_prefill_run,
    hunt_prefill_target,
    prefill_variant_names,
)
from kvtwin.targets import BLOCK_TARGETS
from kvtwin.trace import Trace

BLOCK_VARIANTS = sorted(name for name in BLOCK_TARGETS if name.startswith("bug:"))
PREFILL_VARIANTS = prefill_variant_names()


def test_catalog_has_the_known_block_bugs():
    assert len(BLOCK_VARIANTS) >= 7


@pytest.mark.parametrize("name", BLOCK_VARIANTS)
def test_block_variant_is_detected_and_reproduced(name, tmp_path):
    finding = hunt_block_target(name, tmp_path)
    assert finding.detected, f"{name} escaped the generic campaigns"
    assert finding.repro is not None and finding.repro_ops is not None
    assert finding.repro_ops <= finding.ops_to_detect
    assert main(["replay", finding.repro]) == 1
    assert main(["replay", finding.repro, "--target", "impl"]) == 0


def test_correct_block_allocator_is_clean_on_the_same_campaigns():
    clean = clean_block_run("impl", BLOCK_CAMPAIGNS[:4])
    assert clean.ok, clean.divergence
    assert clean.ops > 1000


def test_catalog_has_the_known_prefill_bugs():
    assert len(PREFILL_VARIANTS) >= 6


@pytest.mark.parametrize("name", PREFILL_VARIANTS)
def test_prefill_variant_is_detected_and_reproduced(name, tmp_path):
    finding = hunt_prefill_target(name, tmp_path)
    assert finding.detected, f"{name} escaped the generic campaigns"
    assert finding.repro is not None and finding.repro_ops is not None
    assert finding.repro_ops <= finding.ops_to_detect
    capacity = Trace.read(finding.repro).config["capacity"]
    assert finding.repro_ops <= capacity + 2
    assert main(["replay", finding.repro]) == 1
    assert main(["replay", finding.repro, "--target", "impl"]) == 0


def test_correct_prefill_op_is_clean_on_the_same_campaigns():
    clean = clean_prefill_run("impl", PREFILL_CAMPAIGNS)
    assert clean.ok, clean.divergence
    assert clean.ops > 300
