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
from kvtwin.report.reporting import register_reporting
from kvtwin.scenarios.blocks import engine_level, targets
from kvtwin.scenarios.blocks.campaigns import OPTIONS, BlocksCampaigns
from kvtwin.scenarios.blocks.codec import BlocksCodec
from kvtwin.scenarios.blocks.reporting import BlocksReporting
from kvtwin.scenarios.blocks.session import BlocksSession
from kvtwin.scenarios.blocks.targets.base import SCENARIO, BlockTarget

assert targets and engine_level  # imported for their registrations


class BlocksScenario(Scenario):
    name = SCENARIO
    help = "check a block allocator against the reference model on serving traffic"
    codec = BlocksCodec()
    target_keywords = frozenset({"num_blocks", "policy", "device"})
    target_base = BlockTarget

    def __init__(self) -> None:
        self.campaigns = BlocksCampaigns(self)

    def session(self, config: dict[str, Any], target: str, *, replay: bool = False) -> Session:
        pool_size = OPTIONS.from_config(config, "pool_size")
        policy = OPTIONS.from_config(config, "policy")
        device = config.get("device", "cpu")
        if not isinstance(device, str) or not (device == "cpu" or device.startswith("cuda")):
            raise TraceError(
                f"trace field 'config.device': expected cpu or cuda[:N], got {device!r}"
            )
        built = make_target(SCENARIO, target, num_blocks=pool_size, policy=policy, device=device)
        return BlocksSession(built, record=not replay, device=device)


SCENARIO_OBJECT = register_scenario(BlocksScenario())
register_reporting(SCENARIO, BlocksReporting())
