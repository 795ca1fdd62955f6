"""The engine level of the hybrid contract: an inference engine's own serving
path for a hybrid (attention + recurrent) model, driven by traffic, with its KV
blocks and recurrent-state snapshot slots checked against ``model.hybrid``'s
model (the engine's flavour) at every request verb its context performs.

``kvtwin run hybrid-engine --target T``. Ops are requests arriving and engine
steps (the blocks engine level's ``Arrive`` and ``Step``, and its codec and
shrink passes: a trace of them, however shrunk, is still traffic); the traffic
is the hybrid scenario's prompts (``campaigns.py``); the session
(``session.py``) checks each event the driver reports through the hybrid
scenario's session (``target.py``: the engine's results, the model's views
between quiescent points) and audits both caches at every forward pass.
Drivers are targets of this scenario and live with their engine's allocator
adapter (megatron-core's: ``kvtwin.scenarios.hybrid.targets.megatron.engine``);
``loop.py`` is one over any hybrid target (``impl-engine``), the harness checked
without an outside engine.
"""

from __future__ import annotations

from typing import Any

from kvtwin.core.registry import register_scenario
from kvtwin.core.scenario import Scenario, Session
from kvtwin.core.trace import require
from kvtwin.report.reporting import Reporting, register_reporting
from kvtwin.scenarios.blocks_engine.codec import EngineCodec
from kvtwin.scenarios.hybrid.config import HybridConfig
from kvtwin.scenarios.hybrid.targets.base import SCENARIO as HYBRID
from kvtwin.scenarios.hybrid.targets.engine_driver import ENGINE_SCENARIO
from kvtwin.scenarios.hybrid_engine import loop
from kvtwin.scenarios.hybrid_engine.campaigns import HybridEngineCampaigns
from kvtwin.scenarios.hybrid_engine.session import HybridEngineSession

assert loop  # imported for its registration


class HybridEngineScenario(Scenario):
    name = ENGINE_SCENARIO
    help = "serve traffic through a hybrid engine's own request path; check blocks and slots"
    codec = EngineCodec()
    unit = "step"
    replay_audit_every = 0  # the session audits at every forward pass
    level = "engine"
    engine_level_of = HYBRID

    def __init__(self) -> None:
        self.campaigns = HybridEngineCampaigns(self)

    def session(self, config: dict[str, Any], target: str, *, replay: bool = False) -> Session:
        engine = {
            "max_tokens": require(config, "max_tokens", int, low=16, high=1 << 20),
            "paused_blocks": require(config, "paused_blocks", int, low=0, high=1 << 16),
            "max_sequence_length": require(config, "max_sequence_length", int, low=2),
        }
        return HybridEngineSession(HybridConfig.from_json(config), target, engine)


class HybridEngineReporting(Reporting):
    def describe(self, summary: dict[str, Any], unit: str) -> str:
        return (
            f"{summary.get('steps')} engine steps of seeded hybrid serving traffic through "
            f"`{summary.get('target')}`, {summary.get('num_blocks')} KV blocks and "
            f"{summary.get('num_slots')} snapshot slots, policy `{summary.get('policy')}`; "
            "both caches checked at every request verb and audited at every forward pass."
        )


SCENARIO_OBJECT = register_scenario(HybridEngineScenario())
register_reporting(ENGINE_SCENARIO, HybridEngineReporting())
