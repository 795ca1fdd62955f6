"""The hybrid contract's engine level (``kvtwin run hybrid-engine --target T``, or
``kvtwin run hybrid --target T`` for a driver T): an engine's own serving path for
a hybrid (attention + recurrent) model, fed seeded shared-prefix traffic, its KV
blocks and recurrent-state snapshot slots checked against the model (the
engine's flavour) at every request verb its context performs.

Traffic is the hybrid scenario's prompts (system prompts, exact repeats,
follow-up turns that extend an earlier prompt), handed to the engine as arrivals
between engine steps. Hunt pools are small on purpose, as the allocator level's
hunts: few KV blocks and fewer snapshot slots than a long prompt completes
blocks, so blocks and slots are evicted, snapshot batches outgrow the pool and
prompts are prefilled in several chunks (``max_tokens`` 16: four blocks a step).

Drivers report events (``events.py``) at each forward pass; ``contract.py`` maps
them onto the hybrid session through ``target.py`` (``commit.py``: snapshots in
the engine's batch order); ``loop.py`` is ``impl-engine``, a small scheduler of
kvtwin's own over any hybrid target, so the level is checked without an outside
engine.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from kvtwin.core.engine_level.ops import Arrive, ClientOp, Step
from kvtwin.core.engine_level.scenario import EngineLevel, register_engine_level
from kvtwin.core.options import Option, OptionSet, policy_option, seed_option, target_option
from kvtwin.core.trace import require
from kvtwin.scenarios.hybrid.config import HybridConfig
from kvtwin.scenarios.hybrid.engine import loop
from kvtwin.scenarios.hybrid.engine.contract import HybridEngineContract
from kvtwin.scenarios.hybrid.engine.events import ENGINE_SCENARIO, HybridEngineDriver
from kvtwin.scenarios.hybrid.options import POLICIES
from kvtwin.scenarios.hybrid.targets.base import SCENARIO as HYBRID
from kvtwin.scenarios.hybrid.tokens import Dims
from kvtwin.scenarios.hybrid.traffic import PromptSource, TrafficShape

HUNT_SEEDS = range(3)
HUNT_STEPS = 120
HUNT_POOLS = (("lru", 24, 3), ("ref_zero", 24, 3), ("lru", 16, 16), ("lru", 24, 6))
"""``(policy, blocks, slots)``, the allocator level's hunt pools."""
ARRIVAL_RATE = 0.5
"""Chance of a request arriving before a step: about what four running requests
of this size serve, so the queue stays bounded while the pools are under pressure."""
PAUSED_BLOCKS = 2
DRIVER_KEYWORDS = frozenset(
    {"num_blocks", "num_slots", "policy", "block_size", "dims", "embed_seed", "allocate",
     "watch", "max_tokens", "paused_blocks", "max_sequence_length"}
)  # fmt: skip
"""What the contract builds a driver with: the hybrid config, the probe's allocation
hook and watch, and the engine's own sizes (``contract.py``)."""
MAX_SEQUENCE_LENGTH = 256

OPTIONS = OptionSet(
    ENGINE_SCENARIO,
    (
        policy_option(POLICIES),
        Option("steps", int, 150, "engine steps", low=1, high=1_000_000),
        seed_option(),
        Option("num_blocks", int, 24, "KV blocks, the dummy included", low=4, high=1 << 16),
        Option("num_slots", int, 3, "snapshot slots", low=1, high=1 << 16),
        Option("block_size", int, 4, "tokens per block", low=2, high=256),
        Option("max_tokens", int, 16, "tokens per engine step", low=16, high=1 << 20),
        target_option("megatron-hybrid-engine", "a hybrid engine driver (impl-engine, ...)"),
    ),
    {
        "budget": "the engine level runs --steps engine steps",
        "audit_every": "the engine level audits at every forward pass",
        "traffic": "an engine level makes only its own calls",
    },
)


def traffic(values: dict[str, Any]) -> Iterator[ClientOp]:
    """Each step: maybe one arriving prompt, then ``step``."""
    rng = random.Random(values["seed"])
    source = PromptSource(rng, Dims().vocab, TrafficShape())
    for _ in range(values["steps"]):
        if rng.random() < ARRIVAL_RATE:
            prompt = source.next()
            yield Arrive(prompt.tokens, prompt.max_new_tokens)
        yield Step()


def engine_config(values: dict[str, Any]) -> dict[str, Any]:
    """The trace config: the hybrid config (pools, embedding) and the engine's sizes."""
    config = HybridConfig(
        values["policy"], values["num_blocks"], values["num_slots"], values["block_size"],
        values["seed"], Dims(),
    ).to_json()  # fmt: skip
    return {
        **config,
        "max_tokens": values["max_tokens"],
        "paused_blocks": PAUSED_BLOCKS,
        "max_sequence_length": MAX_SEQUENCE_LENGTH,
    }


def driver_options(config: dict[str, Any]) -> dict[str, Any]:
    """The engine's own sizes (the hybrid config is read by the contract)."""
    HybridConfig.from_json(config)
    return {
        "max_tokens": OPTIONS.from_config(config, "max_tokens"),
        "paused_blocks": require(config, "paused_blocks", int, low=0, high=1 << 16),
        "max_sequence_length": require(config, "max_sequence_length", int, low=2, high=1 << 20),
    }


def contract(config: dict[str, Any], target: str) -> HybridEngineContract:
    return HybridEngineContract(config, target, driver_options(config))


def describe(summary: dict[str, Any]) -> str:
    return (
        f"{summary.get('steps')} engine steps of seeded hybrid serving traffic through "
        f"`{summary.get('target')}`, {summary.get('num_blocks')} KV blocks and "
        f"{summary.get('num_slots')} snapshot slots, policy `{summary.get('policy')}`; "
        "both caches checked at every request verb and audited at every forward pass."
    )


LEVEL = register_engine_level(
    EngineLevel(
        base=HYBRID,
        help="serve traffic through a hybrid engine's own request path; check blocks and slots",
        options=OPTIONS,
        config=engine_config,
        driver_options=driver_options,
        traffic=traffic,
        contract=contract,
        describe=describe,
        hunts=tuple(
            dict(policy=policy, num_blocks=blocks, num_slots=slots, seed=seed, steps=HUNT_STEPS)
            for seed in HUNT_SEEDS
            for policy, blocks, slots in HUNT_POOLS
        ),
        driver_base=HybridEngineDriver,
        driver_keywords=DRIVER_KEYWORDS,
        label=lambda v: f"hybrid engine {v['policy']} seed={v['seed']} blocks={v['num_blocks']} "
        f"slots={v['num_slots']} steps={v['steps']}",
    )
)

assert loop  # imported for its registration (impl-engine)
