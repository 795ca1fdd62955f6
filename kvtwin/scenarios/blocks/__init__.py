"""The blocks scenario: KV-cache block allocators with prefix caching, checked op by
op against ``model.blocks.BlockAllocatorModel`` on shared-prefix serving traffic.

Ops (``ops.py``) come from the serving loop (``serving.py`` over ``traffic.py``,
misuse from ``misuse.py``); the session (``session.py``) checks each one; the
codec (``codec.py``) writes them into traces; ``campaigns.py`` holds the run's
options and the fixed hunts; ``reporting.py`` draws a run; targets live in
``targets/``. The contract is docs/contract.md, section 1.
"""

from __future__ import annotations

from typing import Any

from kvtwin.core.errors import TraceError
from kvtwin.core.registry import make_target, register_scenario
from kvtwin.core.scenario import Scenario, Session
from kvtwin.core.trace import require
from kvtwin.report.reporting import register_reporting
from kvtwin.scenarios.blocks import targets
from kvtwin.scenarios.blocks.campaigns import LIMITS, POLICIES, BlocksCampaigns
from kvtwin.scenarios.blocks.codec import BlocksCodec
from kvtwin.scenarios.blocks.reporting import BlocksReporting
from kvtwin.scenarios.blocks.session import BlocksSession
from kvtwin.scenarios.blocks.targets.base import SCENARIO

assert targets  # imported for its registrations


class BlocksScenario(Scenario):
    name = SCENARIO
    help = "check a block allocator against the reference model on serving traffic"
    codec = BlocksCodec()

    def __init__(self) -> None:
        self.campaigns = BlocksCampaigns(self)

    def session(self, config: dict[str, Any], target: str, *, replay: bool = False) -> Session:
        pool_size = require(config, "pool_size", int, low=2, high=LIMITS["pool_size"][1])
        policy = require(config, "policy", str)
        if policy not in POLICIES:
            raise TraceError(
                f"trace field 'config.policy': expected one of {list(POLICIES)}, got {policy!r}"
            )
        device = config.get("device", "cpu")
        if not isinstance(device, str) or not (device == "cpu" or device.startswith("cuda")):
            raise TraceError(
                f"trace field 'config.device': expected cpu or cuda[:N], got {device!r}"
            )
        built = make_target(SCENARIO, target, num_blocks=pool_size, policy=policy, device=device)
        return BlocksSession(built, record=not replay, device=device)


SCENARIO_OBJECT = register_scenario(BlocksScenario())
register_reporting(SCENARIO, BlocksReporting())
