"""Fresh campaigns for the fuzzer, as plain descriptions.

A :class:`~kvtwin.core.scenario.Campaign` holds closures and cannot cross a
process boundary, so the driver draws a *description* (``{"scenario",
"target", "options"}``, JSON data only) and each worker rebuilds the campaign
from it. Both halves are the scenario's own (``Campaigns.fuzz_options`` and
``fuzz_campaign``): fresh sizes around those its hunts use, or, by default,
its ``kvtwin run`` options with a fresh ``--seed`` and the drawn ``--policy``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kvtwin.core.errors import UsageError
from kvtwin.core.registry import get_scenario
from kvtwin.core.scenario import Campaign

Description = dict[str, Any]
"""``{"scenario": name, "target": name, "options": {...}}``: rebuilds one campaign."""


# ------------------------------------------------------------------ drawing
@dataclass(frozen=True)
class Pair:
    """One (scenario, target) the run fuzzes, with the policies it draws from."""

    scenario: str
    target: str
    policies: tuple[str | None, ...]


class Drawer:
    """Fresh campaign descriptions, round-robin over the pairs (so every target
    gets its share of the budget), each with a fresh seed and the next policy."""

    def __init__(self, pairs: Sequence[Pair], seed: int) -> None:
        if not pairs:
            raise UsageError("nothing to fuzz: no (scenario, target) pair selected")
        self.pairs = list(pairs)
        self.rng = random.Random(seed)
        self.count = 0

    def next(self) -> Description:
        pair = self.pairs[self.count % len(self.pairs)]
        turn = self.count // len(self.pairs)
        self.count += 1
        policy = pair.policies[turn % len(pair.policies)]
        options = get_scenario(pair.scenario).campaigns.fuzz_options(self.rng, policy)
        return {"scenario": pair.scenario, "target": pair.target, "options": options}


def build(description: Description) -> Campaign:
    """The campaign a description names (in a worker, or in the driver for a
    trace's config)."""
    scenario = get_scenario(description["scenario"])
    return scenario.campaigns.fuzz_campaign(description["target"], description["options"])


def policies_of(scenario: str) -> tuple[str, ...]:
    return get_scenario(scenario).campaigns.policies()
