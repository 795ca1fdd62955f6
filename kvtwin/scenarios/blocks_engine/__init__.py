"""The engine level of the blocks contract: an inference engine's own serving path,
driven by traffic, with its block allocator checked against ``model.blocks`` at
every call.

``kvtwin run blocks-engine --target T`` (and ``kvtwin run blocks --target T`` for
a driver T of this scenario, e.g. ``megatron-engine``). Ops are requests
arriving and engine steps (``ops.py``, trace JSON in ``codec.py``), made from the
blocks scenario's traffic (``campaigns.py``); the session (``session.py``)
checks each allocator call the engine makes and audits the allocator and the
engine's block tables after every step; shrinking works on the traffic
(``passes.py``). Drivers are targets of this scenario and live with their
engine's allocator adapter (megatron-core's:
``kvtwin.scenarios.blocks.targets.megatron.engine``).
"""

from __future__ import annotations

from typing import Any

from kvtwin.core.errors import TraceError
from kvtwin.core.registry import make_target, register_scenario
from kvtwin.core.scenario import Scenario, Session
from kvtwin.core.trace import require
from kvtwin.report.reporting import Reporting, register_reporting
from kvtwin.scenarios.blocks.targets.base import ENGINE_SCENARIO
from kvtwin.scenarios.blocks.targets.base import SCENARIO as BLOCKS
from kvtwin.scenarios.blocks_engine.campaigns import LIMITS, POLICIES, EngineCampaigns
from kvtwin.scenarios.blocks_engine.codec import EngineCodec
from kvtwin.scenarios.blocks_engine.session import EngineSession


class EngineScenario(Scenario):
    name = ENGINE_SCENARIO
    help = "serve traffic through an engine's own request path; check its allocator at every call"
    codec = EngineCodec()
    unit = "step"
    replay_audit_every = 0  # the session audits after every engine step
    level = "engine"
    engine_level_of = BLOCKS

    def __init__(self) -> None:
        self.campaigns = EngineCampaigns(self)

    def session(self, config: dict[str, Any], target: str, *, replay: bool = False) -> Session:
        options = {
            "num_blocks": require(config, "pool_size", int, low=4, high=LIMITS["pool_size"][1]),
            "policy": require(config, "policy", str),
            "block_size": require(config, "block_size", int, low=1, high=256),
            "max_requests": require(config, "max_requests", int, low=1, high=4096),
            "max_tokens": require(config, "max_tokens", int, low=1, high=1 << 20),
            "paused_blocks": require(config, "paused_blocks", int, low=0, high=1 << 16),
            "max_sequence_length": require(config, "max_sequence_length", int, low=2),
            "chunked_prefill": require(config, "chunked_prefill", bool),
            "device": require(config, "device", str),
        }
        if options["policy"] not in POLICIES:
            raise TraceError(
                f"trace field 'config.policy': expected one of {list(POLICIES)}, "
                f"got {options['policy']!r}"
            )
        return EngineSession(make_target(ENGINE_SCENARIO, target, **options))


class EngineReporting(Reporting):
    def describe(self, summary: dict[str, Any], unit: str) -> str:
        return (
            f"{summary.get('steps')} engine steps of seeded serving traffic through "
            f"`{summary.get('target')}`, pool of {summary.get('pool_size')} blocks, "
            f"policy `{summary.get('policy')}`; the allocator checked at every call."
        )


SCENARIO_OBJECT = register_scenario(EngineScenario())
register_reporting(ENGINE_SCENARIO, EngineReporting())
