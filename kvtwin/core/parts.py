"""A campaign run in parts: a cause ends only its own part, and the run goes on from
a fresh state with the next part of its seed (the scenario's
``Campaigns.next_part``), never by adopting the diverged state. So a cause hit
early and every time never blinds the rest of the run."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from kvtwin.core.campaign import run_campaign
from kvtwin.core.findings import Collector
from kvtwin.core.lockstep import RunResult
from kvtwin.core.scenario import Campaign, Scenario


@dataclass
class Part:
    """One stretch of the run, from a fresh state to its end or its first divergence."""

    campaign: Campaign
    result: RunResult


def run_parts(
    scenario: Scenario,
    campaign: Campaign,
    collector: Collector,
    run: Callable[[Campaign], RunResult] = run_campaign,
    on_part: Callable[[Part], None] | None = None,
    *,
    past_new: bool = False,
    command: str | None = None,
) -> list[Part]:
    """Parts until one agrees to its end, meets a new cause or is interrupted, or
    the scenario has no next part: a known cause only ends its own part (with
    ``past_new``, a new one too: a survey of a target, not a hunt for one cause)."""
    command = command or f"kvtwin run {scenario.name}"
    parts: list[Part] = []
    ticks, seconds = 0, 0.0
    while True:
        part = Part(campaign, run(campaign))
        parts.append(part)
        if on_part is not None:
            on_part(part)
        source = f"{command} ({campaign.label})"
        finding = collector.record(campaign, part.result, source)
        if part.result.interrupted or finding is None or not (finding.known or past_new):
            return parts
        ticks, seconds = ticks + part.result.ticks, seconds + part.result.seconds
        following = scenario.campaigns.next_part(campaign, len(parts), ticks, seconds)
        if following is None:
            return parts
        campaign = following
