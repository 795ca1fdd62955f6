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

from kvtwin.core.campaign import run_campaign, trace_of
from kvtwin.core.errors import Interrupted
from kvtwin.core.repro import reproduce
from kvtwin.core.scenario import Campaign


@dataclass
class Finding:
    name: str
    scenario: str
    detected: bool
    seconds: float  # from the start of the hunt to the first divergence
    ops_to_detect: int  # ops (or calls) run until then, over all campaigns
    divergence: dict[str, Any] | None = None
    campaign: str | None = None
    repro: str | None = None
    repro_ops: int | None = None
    shrink_seconds: float | None = None
    signature: str | None = None
    shrunk_signature: str | None = None
    flaky: bool = False

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class CleanRun:
    ok: bool
    ops: int
    seconds: float
    divergence: dict[str, Any] | None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def hunt(target: str, campaigns: Sequence[Campaign], out_dir: Path | None) -> Finding:
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
        if result.divergence is None:
            continue
        seconds = time.perf_counter() - started
        trace = trace_of(campaign, result, f"kvtwin bugs: {campaign.label}")
        fields = reproduce(trace, out_dir)
        return Finding(
            target,
            scenario,
            True,
            seconds,
            count,
            result.divergence.to_json(),
            campaign.label,
            fields.get("repro"),
            fields["repro_ops"],
            fields["shrink_seconds"],
            fields["signature"],
            fields["shrunk_signature"],
            fields["flaky"],
        )
    return Finding(target, scenario, False, time.perf_counter() - started, count)


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
