"""Fresh campaigns for the fuzzer, as plain descriptions.

A :class:`~kvtwin.engine.scenario.Campaign` holds closures and cannot cross a
process boundary, so the driver draws a *description* (``{"scenario",
"target", "options"}``, JSON data only) and each worker rebuilds the campaign
from it with the scenario's own campaign builder. Each known scenario has a
profile that varies what its builder takes (pool sizes, block sizes and
lengths for the block allocator; shape patterns, cache capacities and chunk
sizes for the scratch cache) around the sizes its hunt campaigns use, always
with a fresh seed. A scenario without a profile (one from an outside package)
is fuzzed through its own ``kvtwin run`` options: their defaults, a fresh
``--seed`` and the drawn ``--policy`` where it has one.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from kvtwin.engine.errors import UsageError
from kvtwin.engine.registry import get_scenario
from kvtwin.engine.scenario import Campaign, Scenario
from kvtwin.scenarios.blocks import campaigns as blocks_campaigns
from kvtwin.scenarios.prefill import campaigns as prefill_campaigns
from kvtwin.scenarios.prefill.calls import ShapeConfig

SEED_BITS = 63

Options = dict[str, Any]
Description = dict[str, Any]
"""``{"scenario": name, "target": name, "options": {...}}``: rebuilds one campaign."""


@dataclass(frozen=True)
class Profile:
    policies: tuple[str, ...]
    draw: Callable[[random.Random, str | None], Options]
    """``draw(rng, policy)``: builder options with a fresh seed (``policy`` is
    ``None`` for a scenario without policies)."""
    build: Callable[[Scenario, str, Options], Campaign]


# ------------------------------------------------------------------- blocks
def _draw_blocks(rng: random.Random, policy: str | None) -> Options:
    return {
        "policy": policy or rng.choice(blocks_campaigns.POLICIES),
        # small pools evict and fail allocations from the first steps, large
        # ones keep long shared prefixes cached
        "pool_size": rng.choice((16, 32, 64, 128)),
        "steps": rng.choice((100, 200, 400)),
        "block_size": rng.choice((2, 4, 8)),
        "seed": rng.getrandbits(SEED_BITS),
    }


def _build_blocks(scenario: Scenario, target: str, options: Options) -> Campaign:
    return blocks_campaigns.serving_campaign(
        scenario,
        target,
        policy=options["policy"],
        pool_size=options["pool_size"],
        seed=options["seed"],
        steps=options["steps"],
        block_size=options["block_size"],
    )


# ------------------------------------------------------------------ prefill
def _draw_prefill(rng: random.Random, policy: str | None) -> Options:
    capacity = rng.choice((2, 4, 6, 8))
    kind = rng.choice(("cyclic", "hot", "lengths", "burst", "mixed"))
    if kind == "cyclic":  # more shapes than the cache holds: every call evicts
        shapes, passes = f"cyclic:{rng.randint(capacity + 1, capacity + 4)}", rng.randint(2, 3)
    elif kind == "hot":  # a hot set that fits: hits with changing boundaries
        shapes, passes = f"hot:{rng.randint(1, capacity)}", rng.randint(4, 8)
    elif kind == "burst":
        shapes, passes = f"burst:{rng.randint(2, 4)}", rng.randint(1, 2)
    else:
        shapes, passes = kind, rng.randint(1, 2)
    return {
        "shapes": shapes,
        "passes": passes,
        "capacity": capacity,
        "chunk_size": rng.choice((16, 32, 64)),
        "seed": rng.getrandbits(SEED_BITS),
        # the hunt campaigns' small dims: a call takes about a millisecond
        "config": dataclasses.asdict(prefill_campaigns.HUNT_SHAPES),
    }


def _build_prefill(scenario: Scenario, target: str, options: Options) -> Campaign:
    return prefill_campaigns.shape_campaign(
        scenario,
        target,
        shapes=options["shapes"],
        seed=options["seed"],
        passes=options["passes"],
        capacity=options["capacity"],
        chunk_size=options["chunk_size"],
        config=ShapeConfig(**options["config"]),
    )


PROFILES: dict[str, Profile] = {
    "blocks": Profile(tuple(blocks_campaigns.POLICIES), _draw_blocks, _build_blocks),
    "prefill": Profile((), _draw_prefill, _build_prefill),
}


# ------------------------------------------------- any other scenario: its CLI
def _run_parser(scenario: Scenario) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=f"kvtwin run {scenario.name}", add_help=False)
    scenario.add_arguments(parser)
    return parser


def _cli_policies(scenario: Scenario) -> tuple[str, ...]:
    for action in _run_parser(scenario)._actions:
        if action.dest == "policy" and action.choices:
            return tuple(action.choices)
    return ()


def _cli_profile(scenario: Scenario) -> Profile:
    defaults = vars(_run_parser(scenario).parse_args([]))

    def draw(rng: random.Random, policy: str | None) -> Options:
        options: Options = {"seed": rng.getrandbits(SEED_BITS)} if "seed" in defaults else {}
        if policy is not None:
            options["policy"] = policy
        return options

    def build(scenario: Scenario, target: str, options: Options) -> Campaign:
        args = _run_parser(scenario).parse_args([])
        for name, value in {**options, "target": target}.items():
            setattr(args, name, value)
        return scenario.campaign(args)

    return Profile(_cli_policies(scenario), draw, build)


def profile(scenario: Scenario) -> Profile:
    return PROFILES.get(scenario.name) or _cli_profile(scenario)


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
        options = profile(get_scenario(pair.scenario)).draw(self.rng, policy)
        return {"scenario": pair.scenario, "target": pair.target, "options": options}


def build(description: Description) -> Campaign:
    """The campaign a description names (in a worker, or in the driver for a
    trace's config)."""
    scenario = get_scenario(description["scenario"])
    return profile(scenario).build(scenario, description["target"], description["options"])


def policies_of(scenario: str) -> tuple[str, ...]:
    return profile(get_scenario(scenario)).policies
