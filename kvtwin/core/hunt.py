"""Hunting a target: campaigns until the first divergence, shrunk to a
reproduction, and clean runs (campaigns that must all agree).

Nothing here knows which bug a target has: a variant counts as detected only
when one of its scenario's standard campaigns diverges on it.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from kvtwin.core.campaign import run_campaign
from kvtwin.core.errors import Interrupted
from kvtwin.core.findings import Collector, Finding, reproduce_finding
from kvtwin.core.scenario import Campaign


@dataclass
class Detection:
    """Whether a hunt's campaigns found anything on a target, and when."""

    name: str
    scenario: str
    detected: bool
    seconds: float  # from the start of the hunt to the first divergence
    ops_to_detect: int  # ops (or calls) run until then, over all campaigns
    campaign: str | None = None
    finding: Finding | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            **(self.finding.to_json() if self.finding is not None else {}),
            "name": self.name,
            "scenario": self.scenario,
            "detected": self.detected,
            "seconds": self.seconds,
            "ops_to_detect": self.ops_to_detect,
            "campaign": self.campaign,
        }


@dataclass
class CleanRun:
    ok: bool
    ops: int
    seconds: float
    divergence: dict[str, Any] | None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def hunt(target: str, campaigns: Sequence[Campaign], out_dir: Path | None) -> Detection:
    """Run ``campaigns`` until the first divergence; shrink it and write the
    reproduction into ``out_dir`` (if given)."""
    started = time.perf_counter()
    count = 0
    scenario = campaigns[0].scenario.name if campaigns else "?"
    for campaign in campaigns:
        result = run_campaign(campaign)
        count += result.count
        if result.interrupted:
            raise Interrupted()
        finding = Collector().record(campaign, result, f"kvtwin bugs: {campaign.label}")
        if finding is None:
            continue
        seconds = time.perf_counter() - started
        reproduce_finding(finding, out_dir)
        return Detection(target, scenario, True, seconds, count, campaign.label, finding)
    return Detection(target, scenario, False, time.perf_counter() - started, count)


def clean_run(campaigns: Sequence[Campaign]) -> CleanRun:
    """All ``campaigns`` on a correct target: ``ok`` when none diverges."""
    started = time.perf_counter()
    count = 0
    for campaign in campaigns:
        result = run_campaign(campaign)
        count += result.count
        if result.interrupted:
            raise Interrupted()
        if result.divergence is not None:
            return CleanRun(
                False, count, time.perf_counter() - started, result.divergence.to_json()
            )
    return CleanRun(True, count, time.perf_counter() - started, None)
