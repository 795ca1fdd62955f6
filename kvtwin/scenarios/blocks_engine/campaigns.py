"""Engine-level campaigns: generated shared-prefix serving traffic, as arrivals and steps.

The requests are the blocks scenario's traffic (``kvtwin.scenarios.blocks.traffic``:
shared system prompts, few-shot prefixes, exact duplicates, multi-turn
continuations), handed to the engine as they arrive; a request with several
samples arrives that many times in the same step, which is how a client asks an
engine without parallel sampling for them. What the engine does with them
(matching, deferring, chunking, allocating, pausing, evicting, finishing) is
its own business.
"""

from __future__ import annotations

import argparse
import functools
from collections.abc import Iterator, Sequence
from typing import Any

from kvtwin.core.errors import UsageError
from kvtwin.core.registry import targets
from kvtwin.core.scenario import Campaign, Campaigns, Scenario, fresh_part
from kvtwin.scenarios.blocks.traffic import Request, TrafficConfig, seeded_traffic
from kvtwin.scenarios.blocks_engine.ops import Arrive, EngineOp, Step

DEFAULT_TARGET = "megatron-engine"
POLICIES = ("lru", "ref_zero")
LIMITS = {
    "steps": (1, 1_000_000),
    "pool_size": (4, 1 << 16),
    "block_size": (1, 256),
    "max_requests": (1, 4096),
    "max_tokens": (1, 1 << 20),
    "paused_blocks": (0, 1 << 16),
    "seed": (0, (1 << 63) - 1),
}
HUNT_SEEDS = range(4)
DEFAULT_STEPS = 300
HUNT_STEPS = 300
HUNT_POOL = 32
MAX_SEQUENCE_LENGTH = 256


def engine_traffic(steps: int) -> TrafficConfig:
    """At most one request (of up to two samples) per step: about what eight
    concurrent requests of this size can serve, so the queue stays bounded
    while the pool is under pressure."""
    return TrafficConfig(arrival_steps=steps, max_arrivals_per_step=1, max_samples=2)


def engine_config(
    *,
    policy: str,
    pool_size: int,
    block_size: int = 4,
    max_requests: int = 8,
    max_tokens: int = 32,
    paused_blocks: int | None = None,
    chunked_prefill: bool = True,
    device: str = "cpu",
) -> dict[str, Any]:
    """The trace config: everything the target needs to build the same engine."""
    return {
        "policy": policy,
        "pool_size": pool_size,
        "block_size": block_size,
        "max_requests": max_requests,
        "max_tokens": max(max_tokens, max_requests),
        "paused_blocks": pool_size // 8 if paused_blocks is None else paused_blocks,
        "max_sequence_length": MAX_SEQUENCE_LENGTH,
        "chunked_prefill": chunked_prefill,
        "device": device,
    }


def engine_ops(requests: Sequence[Request] | Iterator[Request], steps: int) -> Iterator[EngineOp]:
    """Each step: the requests that arrive in it, then ``step``."""
    pending = iter(requests)
    upcoming = next(pending, None)
    for step in range(steps):
        while upcoming is not None and upcoming.arrival <= step:
            for _ in range(upcoming.samples):
                yield Arrive(upcoming.prompt, upcoming.max_new_tokens)
            upcoming = next(pending, None)
        yield Step()


def engine_campaign(
    scenario: Scenario,
    target: str,
    *,
    policy: str,
    pool_size: int,
    seed: int,
    steps: int,
    label: str | None = None,
    requests: Sequence[Request] | None = None,
    **options: Any,
) -> Campaign:
    built_with = dict(policy=policy, pool_size=pool_size, seed=seed, steps=steps, **options)
    config = engine_config(policy=policy, pool_size=pool_size, **options)

    def workload() -> Any:
        source = seeded_traffic(seed, engine_traffic(steps))
        yield from engine_ops(source if requests is None else list(requests), steps)

    return Campaign(
        scenario,
        target,
        config,
        workload,
        label or f"engine {policy} seed={seed} pool={pool_size} steps={steps}",
        total=steps,
        audit_every=None,  # the session audits after every engine step
        summary={**config, "seed": seed, "steps": steps, "level": "engine"},
        options={} if requests is not None else {**built_with, "label": label},
    )


class EngineCampaigns(Campaigns):
    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--policy", choices=POLICIES, default="lru")
        parser.add_argument(
            "--steps",
            type=int,
            default=DEFAULT_STEPS,
            help=f"engine steps (default {DEFAULT_STEPS})",
        )
        parser.add_argument("--seed", type=int, default=0)
        parser.add_argument(
            "--pool-size", type=int, default=64, help="KV blocks, the dummy included (default 64)"
        )
        parser.add_argument("--target", default=DEFAULT_TARGET, help="an engine driver")
        parser.add_argument("--device", default="cpu", help="cpu (the engine level runs there)")
        parser.add_argument("--block-size", type=int, default=4, help="tokens per block")
        parser.add_argument("--max-requests", type=int, default=8, help="engine's max requests")
        parser.add_argument(
            "--max-tokens", type=int, default=32, help="tokens per step (prompts chunk beyond it)"
        )
        parser.add_argument(
            "--paused-blocks", type=int, default=None, help="paused buffer (default pool/8)"
        )
        parser.add_argument("--no-chunked-prefill", action="store_true")

    def from_args(self, args: argparse.Namespace) -> Campaign:
        """Also serves ``kvtwin run blocks --target megatron-engine``: options the engine
        level has no use for are refused, never ignored."""
        if getattr(args, "audit_every", None) is not None:
            raise UsageError("--audit-every: the engine level audits after every engine step")
        for name, (low, high) in LIMITS.items():
            value = getattr(args, name, None)
            if value is not None and not low <= value <= high:
                flag = "--" + name.replace("_", "-")
                raise UsageError(f"{flag} must be in {low}..{high}, got {value}")
        if args.device != "cpu":
            raise UsageError(f"--device {args.device}: the engine level runs on the CPU only")
        if getattr(args, "budget", None) is not None:
            raise UsageError("--budget: the engine level runs --steps engine steps")
        if getattr(args, "traffic", "all") == "misuse":
            raise UsageError("--traffic misuse: an engine level makes only its own calls")
        return engine_campaign(
            self.scenario,
            args.target,
            policy=args.policy,
            pool_size=args.pool_size,
            seed=args.seed,
            steps=DEFAULT_STEPS if args.steps is None else args.steps,
            block_size=args.block_size,
            max_requests=getattr(args, "max_requests", None) or 8,
            max_tokens=getattr(args, "max_tokens", None) or 32,
            paused_blocks=getattr(args, "paused_blocks", None),
            chunked_prefill=not getattr(args, "no_chunked_prefill", False),
        )

    def next_part(
        self, campaign: Campaign, part: int, ticks: int, seconds: float
    ) -> Campaign | None:
        """A fresh engine, the next part of the seed, for the engine steps left."""
        build = functools.partial(engine_campaign, self.scenario, campaign.target)
        return fresh_part(campaign, part, ticks, seconds, build)

    def hunts(self, target: str) -> list[Campaign]:
        """The engine level's fixed campaigns; none for a name that is not one of its
        targets (``kvtwin bugs`` asks every self.scenario about the impl, which has no
        engine level)."""
        if target not in targets(self.scenario.name):
            return []
        return [
            engine_campaign(
                self.scenario,
                target,
                policy=policy,
                seed=seed,
                steps=HUNT_STEPS,
                pool_size=HUNT_POOL,
            )
            for seed in HUNT_SEEDS
            for policy in POLICIES
        ]
