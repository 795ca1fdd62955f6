"""The radix scenario: a paged radix-tree prefix cache over its page allocator,
checked op by op against ``model.radix.RadixCacheModel`` on shared-prefix
serving traffic (docs/contract.md section 6).

Ops (``ops.py``) come from a serving loop that makes SGLang's scheduler's calls
(``serving.py``, misuse from ``misuse.py``); the session (``session.py``) checks
each one; the codec (``codec.py``) writes them into traces with references;
``campaigns.py`` holds the run's options and hunts. The engine level is
``engine_level.py`` (scenario ``radix-engine``). Targets: the model itself here
(``model``), SGLang's cache in the package above.
"""

from __future__ import annotations

from typing import Any

from kvtwin.core.registry import make_target, register_scenario, register_target
from kvtwin.core.scenario import Scenario, Session
from kvtwin.report.reporting import Reporting, register_reporting
from kvtwin.scenarios.radix import engine_level
from kvtwin.scenarios.radix.campaigns import OPTIONS, RadixCampaigns
from kvtwin.scenarios.radix.codec import RadixCodec
from kvtwin.scenarios.radix.model_target import ModelTarget
from kvtwin.scenarios.radix.session import RadixSession
from kvtwin.scenarios.radix.target import SCENARIO, RadixTarget


class RadixScenario(Scenario):
    name = SCENARIO
    help = "check a paged radix prefix cache against the reference model on serving traffic"
    codec = RadixCodec()
    target_keywords = frozenset({"num_pages", "page_size", "policy"})
    target_base = RadixTarget
    unit = "step"

    def __init__(self) -> None:
        self.campaigns = RadixCampaigns(self)

    def session(self, config: dict[str, Any], target: str, *, replay: bool = False) -> Session:
        pages = OPTIONS.from_config(config, "pool_size")
        page_size = OPTIONS.from_config(config, "page_size")
        policy = OPTIONS.from_config(config, "policy")
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
assert engine_level  # its engine level registers on import (radix-engine)
