"""The radix scenario: a paged radix-tree prefix cache over its page allocator,
checked op by op against ``model.radix.RadixCacheModel`` on shared-prefix
serving traffic (docs/contract.md section 6).

Ops (``ops.py``) come from a serving loop that makes SGLang's scheduler's calls
(``serving.py``, misuse from ``misuse.py``); the session (``session.py``) checks
each one; the codec (``codec.py``) writes them into traces with references;
``campaigns.py`` holds the run's options and hunts. The engine level is
``engine.py`` (scenario ``radix-engine``). Targets: the model itself here
(``model``), SGLang's cache in the package above.
"""

from __future__ import annotations

from typing import Any

from kvtwin.core.errors import TraceError
from kvtwin.core.registry import make_target, register_scenario, register_target
from kvtwin.core.scenario import Scenario, Session
from kvtwin.core.trace import require
from kvtwin.report.reporting import Reporting, register_reporting
from kvtwin.scenarios.blocks.targets.sglang.radix.campaigns import LIMITS, POLICIES, RadixCampaigns
from kvtwin.scenarios.blocks.targets.sglang.radix.codec import RadixCodec
from kvtwin.scenarios.blocks.targets.sglang.radix.model_target import ModelTarget
from kvtwin.scenarios.blocks.targets.sglang.radix.session import RadixSession
from kvtwin.scenarios.blocks.targets.sglang.radix.target import SCENARIO


class RadixScenario(Scenario):
    name = SCENARIO
    help = "check a paged radix prefix cache against the reference model on serving traffic"
    codec = RadixCodec()
    unit = "step"

    def __init__(self) -> None:
        self.campaigns = RadixCampaigns(self)

    def session(self, config: dict[str, Any], target: str, *, replay: bool = False) -> Session:
        pages = require(config, "pool_size", int, low=1, high=LIMITS["pool_size"][1])
        page_size = require(config, "page_size", int, low=1, high=LIMITS["page_size"][1])
        policy = require(config, "policy", str)
        if policy not in POLICIES:
            raise TraceError(f"trace field 'config.policy': expected one of {list(POLICIES)}")
        built = make_target(SCENARIO, target, num_pages=pages, page_size=page_size, policy=policy)
        return RadixSession(built)


class RadixReporting(Reporting):
    def describe(self, summary: dict[str, Any], unit: str) -> str:
        return (
            f"{summary.get('ops')} radix cache ops over {summary.get('steps')} engine steps of "
            f"seeded serving traffic, {summary.get('pool_size')} pages of "
            f"{summary.get('page_size')} tokens, policy `{summary.get('policy')}`."
        )


@register_target(SCENARIO, "model", "the radix reference model itself (checks the harness)")
def _model(*, num_pages: int, page_size: int, policy: str) -> ModelTarget:
    return ModelTarget(num_pages, page_size, policy)


SCENARIO_OBJECT = register_scenario(RadixScenario())
register_reporting(SCENARIO, RadixReporting())
