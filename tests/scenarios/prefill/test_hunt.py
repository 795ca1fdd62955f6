"""Every known-bug prefill variant is caught by the generic campaigns, and its
shrunk reproduction replays: diverging on the variant, agreeing on the correct op.

Nothing here is written for one variant: the same campaigns and checks run
for each name in the catalog."""

from __future__ import annotations

import pytest

from kvtwin.cli import main
from kvtwin.core.campaign import run_campaign
from kvtwin.core.hunt import hunt
from kvtwin.core.registry import variants
from kvtwin.core.summary import merge_coverage
from kvtwin.core.trace import Trace
from kvtwin.scenarios.prefill import PREFILL
from kvtwin.scenarios.prefill.misuse import KINDS as MISUSE_KINDS
from kvtwin.scenarios.prefill.shapes import EDGES
from kvtwin.tools.mutation import CAMPAIGNS

PREFILL_VARIANTS = variants("prefill")


def test_catalog_has_the_known_prefill_bugs():
    assert len(PREFILL_VARIANTS) >= 6


@pytest.mark.parametrize("name", PREFILL_VARIANTS)
def test_prefill_variant_is_detected_and_reproduced(name, tmp_path):
    detection = hunt(name, PREFILL.campaigns.hunts(name), tmp_path)
    assert detection.detected, f"{name} escaped the generic campaigns"
    finding = detection.finding
    assert not finding.flaky and finding.shrunk_signature == finding.signature
    assert finding.repro is not None and finding.repro_ops is not None
    assert finding.repro_ops <= detection.ops_to_detect
    capacity = Trace.read(finding.repro).config["capacity"]
    assert finding.repro_ops <= capacity + 2
    assert main(["replay", finding.repro]) == 1
    assert main(["replay", finding.repro, "--target", "impl"]) == 0


def test_correct_prefill_op_is_clean_on_the_campaigns_that_draw_the_whole_domain():
    """The hunts (the campaigns a mutant faces too) agree on the correct op and make
    every misuse kind, every valid edge, totals above 256 and every class of the
    op's input domain, run-level ones (capacities, chunk sizes) included."""
    campaigns = PREFILL.campaigns.hunts("impl")
    assert len(campaigns) == CAMPAIGNS["prefill"]
    ops, coverage = 0, {}
    for campaign in campaigns:
        result = run_campaign(campaign)
        assert result.divergence is None, str(result.divergence)
        ops += result.count
        coverage = merge_coverage(coverage, result.coverage)
    assert ops > 300
    assert set(coverage["misuse"]) == set(MISUSE_KINDS)
    assert set(coverage["edges"]) == set(EDGES)
    totals = {int(label.split()[0].removeprefix("T=")) for label in coverage["shapes"]}
    assert 0 in totals and max(totals) > 256
    assert coverage["never"] == [] and coverage["never_configured"] == []
