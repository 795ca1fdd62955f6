"""Running one campaign through the lockstep loop, and the trace it leaves."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kvtwin.core.lockstep import RunResult, drive
from kvtwin.core.scenario import Campaign
from kvtwin.core.trace import Trace


def run_campaign(
    campaign: Campaign,
    *,
    progress: bool = False,
    on_send: Callable[[int, dict[str, Any]], None] | None = None,
) -> RunResult:
    session = campaign.scenario.session(campaign.config, campaign.target)
    try:
        return drive(
            campaign.scenario,
            session,
            campaign.workload(),
            audit_every=campaign.audit_every,
            progress=progress,
            total=campaign.total,
            on_send=on_send,
        )
    finally:
        session.close()


def trace_of(campaign: Campaign, result: RunResult, source: str) -> Trace:
    return Trace(
        campaign.scenario.name,
        campaign.target,
        campaign.config,
        result.ops,
        None if result.divergence is None else result.divergence.to_json(),
        source,
    )
