"""Engine-level hybrid campaigns: seeded shared-prefix traffic (the hybrid
scenario's prompts: system prompts, exact repeats, follow-up turns that extend an
earlier prompt), handed to the engine as arrivals between engine steps.

Pools are small on purpose, as the allocator level's hunts: few KV blocks and
fewer snapshot slots than a long prompt completes blocks, so blocks and slots
are evicted, snapshot batches outgrow the pool and prompts are prefilled in
several chunks (``max_tokens`` 16: four blocks a step). What the engine does
with the requests (matching, skipping, chunking, pausing, evicting) is its own.
"""

from __future__ import annotations

import argparse
import functools
import random
from collections.abc import Iterator
from typing import Any

from kvtwin.core.errors import UsageError
from kvtwin.core.registry import targets
from kvtwin.core.scenario import Campaign, Campaigns, Scenario, fresh_part
from kvtwin.scenarios.blocks_engine.ops import Arrive, EngineOp, Step
from kvtwin.scenarios.hybrid.config import POLICIES, HybridConfig
from kvtwin.scenarios.hybrid.tokens import Dims
from kvtwin.scenarios.hybrid.traffic import PromptSource, TrafficShape

DEFAULT_TARGET = "megatron-hybrid-engine"
DEFAULT_STEPS = 150
HUNT_SEEDS = range(3)
HUNT_STEPS = 120
HUNT_POOLS = (("lru", 24, 3), ("ref_zero", 24, 3), ("lru", 16, 16), ("lru", 24, 6))
"""``(policy, blocks, slots)``, the allocator level's hunt pools."""
ARRIVAL_RATE = 0.5
"""Chance of a request arriving before a step: about what four running requests
of this size serve, so the queue stays bounded while the pools are under pressure."""
ENGINE = {"max_tokens": 16, "paused_blocks": 2, "max_sequence_length": 256}
LIMITS = {
    "steps": (1, 1_000_000),
    "num_blocks": (4, 1 << 16),
    "num_slots": (1, 1 << 16),
    "block_size": (2, 256),
    "max_tokens": (16, 1 << 20),
    "seed": (0, (1 << 63) - 1),
}


def traffic(seed: int, steps: int, vocab: int) -> Iterator[EngineOp]:
    """Each step: maybe one arriving prompt, then ``step``."""
    rng = random.Random(seed)
    source = PromptSource(rng, vocab, TrafficShape())
    for _ in range(steps):
        if rng.random() < ARRIVAL_RATE:
            prompt = source.next()
            yield Arrive(prompt.tokens, prompt.max_new_tokens)
        yield Step()


def engine_config(
    *,
    policy: str,
    num_blocks: int,
    num_slots: int,
    block_size: int = 4,
    seed: int = 0,
    **engine: Any,
) -> dict[str, Any]:
    """The trace config: the hybrid config (pools, embedding) and the engine's sizes."""
    config = HybridConfig(policy, num_blocks, num_slots, block_size, seed, Dims()).to_json()
    return {**config, **ENGINE, **engine}


def hybrid_engine_campaign(
    scenario: Scenario,
    target: str,
    *,
    policy: str,
    num_blocks: int,
    num_slots: int,
    seed: int,
    steps: int,
    block_size: int = 4,
    label: str | None = None,
    **engine: Any,
) -> Campaign:
    built_with = dict(
        policy=policy,
        num_blocks=num_blocks,
        num_slots=num_slots,
        seed=seed,
        steps=steps,
        block_size=block_size,
        **engine,
    )
    config = engine_config(
        policy=policy,
        num_blocks=num_blocks,
        num_slots=num_slots,
        block_size=block_size,
        seed=seed,
        **engine,
    )
    return Campaign(
        scenario,
        target,
        config,
        lambda: traffic(seed, steps, config["dims"]["vocab"]),
        label
        or f"hybrid engine {policy} seed={seed} blocks={num_blocks} slots={num_slots} "
        f"steps={steps}",
        total=steps,
        audit_every=None,  # the session audits at every forward pass
        summary={**built_with, "level": "engine"},
        options={**built_with, "label": label},
    )


class HybridEngineCampaigns(Campaigns):
    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--policy", choices=POLICIES, default="lru")
        parser.add_argument("--steps", type=int, default=DEFAULT_STEPS, help="engine steps")
        parser.add_argument("--seed", type=int, default=0)
        parser.add_argument(
            "--num-blocks", type=int, default=24, help="KV blocks, the dummy included"
        )
        parser.add_argument("--num-slots", type=int, default=3, help="snapshot slots")
        parser.add_argument("--block-size", type=int, default=4, help="tokens per block")
        parser.add_argument(
            "--max-tokens", type=int, default=ENGINE["max_tokens"], help="tokens per engine step"
        )
        parser.add_argument("--target", default=DEFAULT_TARGET, help="a hybrid engine driver")

    def from_args(self, args: argparse.Namespace) -> Campaign:
        for name, (low, high) in LIMITS.items():
            value = getattr(args, name, None)
            if value is not None and not low <= value <= high:
                flag = "--" + name.replace("_", "-")
                raise UsageError(f"{flag} must be in {low}..{high}, got {value}")
        if getattr(args, "device", "cpu") not in (None, "cpu"):
            raise UsageError(f"--device {args.device}: the engine level runs on the CPU only")
        return hybrid_engine_campaign(
            self.scenario,
            args.target,
            policy=args.policy,
            num_blocks=args.num_blocks,
            num_slots=args.num_slots,
            seed=args.seed,
            steps=args.steps,
            block_size=args.block_size,
            max_tokens=args.max_tokens,
        )

    def next_part(
        self, campaign: Campaign, part: int, ticks: int, seconds: float
    ) -> Campaign | None:
        """A fresh engine, the next part of the seed, for the engine steps left."""
        build = functools.partial(hybrid_engine_campaign, self.scenario, campaign.target)
        return fresh_part(campaign, part, ticks, seconds, build)

    def hunts(self, target: str) -> list[Campaign]:
        """Each seed on each pool, for this scenario's own targets only."""
        if target not in targets(self.scenario.name):
            return []
        return [
            hybrid_engine_campaign(
                self.scenario,
                target,
                policy=policy,
                num_blocks=blocks,
                num_slots=slots,
                seed=seed,
                steps=HUNT_STEPS,
            )
            for seed in HUNT_SEEDS
            for policy, blocks, slots in HUNT_POOLS
        ]
