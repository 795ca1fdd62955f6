"""Every known-bug prefill variant is caught by the generic campaigns, and its
shrunk reproduction replays: diverging on the variant, agreeing on the correct op.

Nothing here is written for one variant: the same campaigns and checks run
for each name in the catalog."""

from __future__ import annotations

from collections import Counter

import pytest

from kvtwin.cli import main
from kvtwin.core.campaign import run_campaign
from kvtwin.core.hunt import clean_run, hunt
from kvtwin.core.registry import variants
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


def test_correct_prefill_op_is_clean_on_the_same_campaigns():
    clean = clean_run(PREFILL.campaigns.hunts("impl"))
    assert clean.ok, clean.divergence
    assert clean.ops > 300


def test_the_campaigns_a_mutant_faces_draw_every_misuse_kind_and_edge():
    """The first campaigns (those of a mutation run) make every misuse kind and
    every valid edge, totals above 256, and the edge campaigns come last."""
    campaigns = PREFILL.campaigns.hunts("impl")
    assert [c.summary["chunk_size"] for c in campaigns[-2:]] == [1, 5]
    misuse, edges, totals = Counter(), Counter(), set()
    for campaign in campaigns[: CAMPAIGNS["prefill"]]:
        result = run_campaign(campaign)
        assert result.divergence is None, str(result.divergence)
        misuse.update(result.coverage["misuse"])
        edges.update(result.coverage["edges"])
        totals |= {int(label.removeprefix("T=")) for label in result.coverage["shapes"]}
    assert set(misuse) == set(MISUSE_KINDS)
    assert set(edges) == set(EDGES)
    assert 0 in totals and max(totals) > 256
