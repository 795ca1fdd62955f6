"""The scratch scenario: the per-shape LRU scratch cache (``impl/scratch.py``) driven
directly, as any caller may, and checked op by op against
``model.scratch.ScratchCacheModel``: layouts and their validation, the
caller's allocate hook, capacities (the default included), hits, misses,
evictions and live bytes. The prefill scenario reaches the cache only through
the prefill op, which always hands it well-formed layouts and exact buffers;
this one reaches the rest of its contract.

Ops: ``ops.py``; their trace JSON: ``codec.py``; the session: ``session.py``; the
target: ``targets.py``; the seeded traffic and the fixed hunts: ``campaigns.py``.
The contract is docs/contract.md, section 2 ("The cache's own API").
"""

from __future__ import annotations

from typing import Any

from kvtwin.core.registry import make_target, register_scenario
from kvtwin.core.scenario import Scenario, Session
from kvtwin.report.reporting import Reporting, register_reporting
from kvtwin.scenarios.scratch.campaigns import OPTIONS, ScratchCampaigns
from kvtwin.scenarios.scratch.codec import ScratchCodec
from kvtwin.scenarios.scratch.session import ScratchSession
from kvtwin.scenarios.scratch.targets import SCENARIO


class ScratchScenario(Scenario):
    name = SCENARIO
    help = "check a scratch cache driven directly (layouts, hooks, capacities) against the model"
    codec = ScratchCodec()
    target_keywords = frozenset({"capacity"})
    replay_audit_every = 0  # every op compares the whole cache

    def __init__(self) -> None:
        self.campaigns = ScratchCampaigns(self)

    def session(self, config: dict[str, Any], target: str, *, replay: bool = False) -> Session:
        capacity = OPTIONS.from_config(config, "capacity")
        return ScratchSession(make_target(SCENARIO, target, capacity=capacity), capacity)


class ScratchReporting(Reporting):
    def describe(self, summary: dict[str, Any], unit: str) -> str:
        return (
            f"{summary.get('ops')} ops of a direct caller on a scratch cache of capacity "
            f"{summary.get('capacity') or 'default'}, target `{summary.get('target')}`."
        )


SCRATCH = register_scenario(ScratchScenario())
register_reporting(SCENARIO, ScratchReporting())
