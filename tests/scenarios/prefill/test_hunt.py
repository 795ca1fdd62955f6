"""Every known-bug prefill variant is caught by the generic campaigns, and its
shrunk reproduction replays: diverging on the variant, agreeing on the correct op.

Nothing here is written for one variant: the same campaigns and checks run
for each name in the catalog."""

from __future__ import annotations

import pytest

from kvtwin.cli import main
from kvtwin.engine.hunt import clean_run, hunt
from kvtwin.engine.registry import variants
from kvtwin.engine.trace import Trace
from kvtwin.scenarios.prefill import PREFILL

PREFILL_VARIANTS = variants("prefill")


def test_catalog_has_the_known_prefill_bugs():
    assert len(PREFILL_VARIANTS) >= 6


@pytest.mark.parametrize("name", PREFILL_VARIANTS)
def test_prefill_variant_is_detected_and_reproduced(name, tmp_path):
    finding = hunt(name, PREFILL.hunt_campaigns(name), tmp_path)
    assert finding.detected, f"{name} escaped the generic campaigns"
    assert not finding.flaky and finding.shrunk_signature == finding.signature
    assert finding.repro is not None and finding.repro_ops is not None
    assert finding.repro_ops <= finding.ops_to_detect
    capacity = Trace.read(finding.repro).config["capacity"]
    assert finding.repro_ops <= capacity + 2
    assert main(["replay", finding.repro]) == 1
    assert main(["replay", finding.repro, "--target", "impl"]) == 0


def test_correct_prefill_op_is_clean_on_the_same_campaigns():
    clean = clean_run(PREFILL.hunt_campaigns("impl"))
    assert clean.ok, clean.divergence
    assert clean.ops > 300
