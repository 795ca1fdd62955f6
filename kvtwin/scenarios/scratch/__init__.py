"""The scratch scenario: the per-shape LRU scratch cache (``impl/scratch.py``) driven
directly, as any caller may, and checked op by op against
``model.scratch_api.ScratchCacheModel``: layouts and their validation, the
caller's allocate hook, capacities (the default included), hits, misses,
evictions and live bytes. The prefill scenario reaches the cache only through
the prefill op, which always hands it well-formed layouts and exact buffers;
this one reaches the rest of its contract.

Ops and their trace JSON: ``ops.py``; the session: ``checker.py``; the target:
``targets.py``; the seeded traffic and the fixed hunts: ``campaigns.py``.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from typing import Any

from kvtwin.engine.errors import TraceError
from kvtwin.engine.refs import RefRecorder
from kvtwin.engine.registry import make_target, register_scenario
from kvtwin.engine.scenario import Campaign, Scenario, Session
from kvtwin.scenarios.scratch import campaigns, ops
from kvtwin.scenarios.scratch.checker import ScratchSession
from kvtwin.scenarios.scratch.ops import ScratchOp
from kvtwin.scenarios.scratch.targets import SCENARIO


class ScratchScenario(Scenario):
    name = SCENARIO
    help = "check a scratch cache driven directly (layouts, hooks, capacities) against the model"
    unit = "op"
    replay_audit_every = 0  # every op compares the whole cache

    def encode(self, op: ScratchOp, refs: RefRecorder) -> dict[str, Any]:
        return ops.encode(op)

    def decode(self, data: dict[str, Any], where: str, resolve: Callable[[Any], Any]) -> ScratchOp:
        return ops.decode(data, where)

    def verb(self, op: ScratchOp) -> str:
        return op.verb

    def session(self, config: dict[str, Any], target: str, *, replay: bool = False) -> Session:
        capacity = config.get("capacity")
        if capacity is not None and (type(capacity) is not int or not 1 <= capacity <= 4096):
            raise TraceError(
                f"trace field 'config.capacity': expected null or 1..4096, got {capacity!r}"
            )
        return ScratchSession(make_target(SCENARIO, target, capacity=capacity), capacity)

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        campaigns.add_arguments(parser)

    def campaign(self, args: argparse.Namespace) -> Campaign:
        return campaigns.from_args(self, args)

    def hunt_campaigns(self, target: str) -> Sequence[Campaign]:
        return campaigns.hunt_campaigns(self, target)

    def describe(self, summary: dict[str, Any]) -> str:
        return (
            f"{summary.get('ops')} ops of a direct caller on a scratch cache of capacity "
            f"{summary.get('capacity') or 'default'}, target `{summary.get('target')}`."
        )


SCRATCH = register_scenario(ScratchScenario())
