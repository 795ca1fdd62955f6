"""The engine level of the blocks contract: an engine's own serving path, driven by
traffic, with its block allocator checked against ``model.blocks`` at every call.

``kvtwin run megatron-engine`` (and ``kvtwin run blocks --target
megatron-engine``). Ops are requests arriving and engine steps (``ops.py``), made
from the blocks scenario's traffic (``campaigns.py``); the session
(``session.py``) checks each allocator call the engine makes and audits the
allocator and the engine's block tables after every step; shrinking works on
the traffic (``passes.py``). Drivers are targets of this scenario; megatron-core's
lives with its allocator adapter
(``kvtwin.scenarios.blocks.targets.megatron.engine``).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from kvtwin.engine.errors import TraceError
from kvtwin.engine.refs import RefRecorder
from kvtwin.engine.registry import make_target, register_scenario
from kvtwin.engine.scenario import Campaign, Scenario, Session
from kvtwin.engine.trace import require
from kvtwin.scenarios.blocks.targets.base import SCENARIO as BLOCKS
from kvtwin.scenarios.blocks.targets.megatron.engine import ENGINE_SCENARIO
from kvtwin.scenarios.megatron_engine import campaigns, ops, passes
from kvtwin.scenarios.megatron_engine.ops import EngineOp
from kvtwin.scenarios.megatron_engine.session import EngineSession


class EngineScenario(Scenario):
    name = ENGINE_SCENARIO
    level = "engine"
    engine_level_of = BLOCKS
    """The blocks contract, checked through an engine's own request path (with the
    engine patch, ``kvtwin run blocks --target megatron-engine`` runs this)."""
    help = "serve traffic through megatron-core's engine; check its allocator at every call"
    unit = "step"
    replay_audit_every = 0  # the session audits after every engine step
    passes = passes.PASSES

    def encode(self, op: EngineOp, refs: RefRecorder) -> dict[str, Any]:
        return ops.encode(op)

    def decode(self, data: dict[str, Any], where: str, resolve: Callable[[Any], Any]) -> EngineOp:
        return ops.decode(data, where)

    def verb(self, op: EngineOp) -> str:
        return op.verb

    def ticks(self, op: EngineOp) -> int:
        return 1 if op.verb == "step" else 0

    def session(self, config: dict[str, Any], target: str, *, replay: bool = False) -> Session:
        limits = campaigns.LIMITS
        options = {
            "num_blocks": require(config, "pool_size", int, low=4, high=limits["pool_size"][1]),
            "policy": require(config, "policy", str),
            "block_size": require(config, "block_size", int, low=1, high=256),
            "max_requests": require(config, "max_requests", int, low=1, high=4096),
            "max_tokens": require(config, "max_tokens", int, low=1, high=1 << 20),
            "paused_blocks": require(config, "paused_blocks", int, low=0, high=1 << 16),
            "max_sequence_length": require(config, "max_sequence_length", int, low=2),
            "chunked_prefill": require(config, "chunked_prefill", bool),
            "device": require(config, "device", str),
        }
        if options["policy"] not in campaigns.POLICIES:
            raise TraceError(
                f"trace field 'config.policy': expected one of {list(campaigns.POLICIES)}, "
                f"got {options['policy']!r}"
            )
        return EngineSession(make_target(ENGINE_SCENARIO, target, **options))

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        campaigns.add_arguments(parser)

    def campaign(self, args: argparse.Namespace) -> Campaign:
        return campaigns.from_args(self, args)

    def hunt_campaigns(self, target: str) -> list[Campaign]:
        return campaigns.hunt_campaigns(self, target)

    def describe(self, summary: dict[str, Any]) -> str:
        return (
            f"{summary.get('steps')} engine steps of seeded serving traffic through "
            f"`{summary.get('target')}`, pool of {summary.get('pool_size')} blocks, "
            f"policy `{summary.get('policy')}`; the allocator checked at every call."
        )


SCENARIO_OBJECT = register_scenario(EngineScenario())
