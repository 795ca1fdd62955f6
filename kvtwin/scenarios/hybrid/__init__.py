"""The hybrid scenario: prefix caching for models that mix attention with a
recurrent (KDA) layer, checked op by op against ``model.hybrid.HybridCacheModel``:
KV blocks as the blocks scenario keeps them, a pool of recurrent-state snapshots
beside them, and every output and state against a float64 no-cache recompute.

Ops: ``ops.py`` (made by ``serving.py`` over ``traffic.py``, misuse by
``misuse.py``); their trace JSON: ``codec.py``; the session: ``session.py``
(numbers: ``checks.py`` and ``numerics.py``); the run's options and the fixed
hunts: ``campaigns.py`` (options: ``options.py``); the plot: ``reporting.py``;
targets in ``targets/``; the engine level in ``engine/``.
The contract is docs/contract.md, section 5.
"""

from __future__ import annotations

from typing import Any

from kvtwin.core.registry import register_scenario
from kvtwin.core.scenario import Scenario, Session
from kvtwin.report.reporting import register_reporting
from kvtwin.scenarios.hybrid import engine, targets
from kvtwin.scenarios.hybrid.campaigns import HybridCampaigns
from kvtwin.scenarios.hybrid.codec import HybridCodec
from kvtwin.scenarios.hybrid.config import HybridConfig
from kvtwin.scenarios.hybrid.reporting import HybridReporting
from kvtwin.scenarios.hybrid.session import HybridSession
from kvtwin.scenarios.hybrid.targets.base import SCENARIO, HybridTarget

assert targets  # imported for its registrations


class HybridScenario(Scenario):
    name = SCENARIO
    help = "check a hybrid (attention + recurrent) prefix cache: blocks, state slots, outputs"
    codec = HybridCodec()
    target_keywords = frozenset(
        {"num_blocks", "num_slots", "block_size", "heads", "head_k", "head_v", "policy",
         "allocate"}
    )  # fmt: skip
    target_base = HybridTarget

    def __init__(self) -> None:
        self.campaigns = HybridCampaigns(self)

    def session(self, config: dict[str, Any], target: str, *, replay: bool = False) -> Session:
        return HybridSession(HybridConfig.from_json(config), target, record=not replay)


HYBRID = register_scenario(HybridScenario())
register_reporting(SCENARIO, HybridReporting())
assert engine  # its engine level registers on import (hybrid-engine)
