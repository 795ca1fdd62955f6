"""The ``radix-engine`` scenario: the blocks engine level's seeded shared-prefix
traffic (``blocks_engine.campaigns``: arrivals and steps), plus a client abort of
a recent request every ``ABORT_EVERY`` steps, through an engine driver.
``kvtwin run radix --target sglang-engine`` runs it too (``engine_level_of``)."""

from __future__ import annotations

import argparse
import functools
from collections.abc import Iterator, Sequence
from typing import Any

from kvtwin.core.errors import TraceError, UsageError
from kvtwin.core.registry import make_target, register_scenario, targets
from kvtwin.core.scenario import Campaign, Campaigns, Scenario, Session, fresh_part
from kvtwin.core.trace import require
from kvtwin.report.reporting import Reporting, register_reporting
from kvtwin.scenarios.blocks.targets.sglang.radix.engine import RadixEngineSession
from kvtwin.scenarios.blocks.targets.sglang.radix.target import ENGINE_SCENARIO, SCENARIO
from kvtwin.scenarios.blocks.targets.sglang.radix.traffic import Abort, RadixEngineCodec
from kvtwin.scenarios.blocks.traffic import Request, seeded_traffic
from kvtwin.scenarios.blocks_engine.campaigns import engine_ops, engine_traffic

POLICIES = ("lru", "disabled")
ABORT_EVERY = 13
HUNT_SEEDS = range(3)
HUNT_STEPS = 200
HUNT_POOL = 48
DEFAULT_STEPS = 300
LIMITS = {
    "steps": (1, 1_000_000),
    "pool_size": (4, 1 << 16),
    "page_size": (1, 64),
    "max_requests": (1, 256),
    "max_tokens": (1, 1 << 16),
    "seed": (0, (1 << 63) - 1),
}


def with_aborts(source: Iterator[Any], every: int) -> Iterator[Any]:
    """``source``'s ops, with an abort of the second most recent arrival before
    every ``every``-th step (a client that gives up on a request it just sent)."""
    arrived = steps = 0
    for op in source:
        if op.verb == "arrive":
            arrived += 1
        elif op.verb == "step":
            steps += 1
            if every and steps % every == 0 and arrived >= 2:
                yield Abort(arrived - 2)
        yield op


def radix_engine_campaign(
    scenario: Scenario, target: str, *, policy: str, pool_size: int, seed: int, steps: int,
    page_size: int = 4, max_requests: int = 8, max_tokens: int = 32,
    chunked_prefill: bool = True, label: str | None = None,
    requests: Sequence[Request] | None = None, aborts: bool = True,
) -> Campaign:  # fmt: skip
    options = {k: v for k, v in locals().items() if k not in ("scenario", "target")}
    config = {
        "policy": policy, "pool_size": pool_size, "page_size": page_size,
        "max_requests": max_requests, "max_tokens": max_tokens,
        "chunked_prefill": chunked_prefill, "max_sequence_length": 256,
    }  # fmt: skip

    def workload() -> Any:
        source = seeded_traffic(seed, engine_traffic(steps)) if requests is None else requests
        yield from with_aborts(engine_ops(source, steps), ABORT_EVERY if aborts else 0)

    return Campaign(
        scenario,
        target,
        config,
        workload,
        label or f"engine {policy} seed={seed} pages={pool_size} steps={steps}",
        total=steps,
        audit_every=None,  # the session audits after every engine step
        summary={**config, "seed": seed, "steps": steps, "level": "engine"},
        options={} if requests is not None else options,
    )


class RadixEngineCampaigns(Campaigns):
    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--policy", choices=POLICIES, default="lru")
        parser.add_argument("--steps", type=int, default=DEFAULT_STEPS)
        parser.add_argument("--seed", type=int, default=0)
        parser.add_argument("--pool-size", type=int, default=64, help="pages")
        parser.add_argument("--page-size", type=int, default=4, help="tokens per page")
        parser.add_argument("--target", default="sglang-engine", help="an engine driver")
        parser.add_argument("--max-requests", type=int, default=8)
        parser.add_argument("--max-tokens", type=int, default=32, help="chunked prefill size")
        parser.add_argument("--no-chunked-prefill", action="store_true")

    def from_args(self, args: argparse.Namespace) -> Campaign:
        for name, (low, high) in LIMITS.items():
            value = getattr(args, name, None)
            if value is not None and not low <= value <= high:
                raise UsageError(
                    f"--{name.replace('_', '-')} must be in {low}..{high}, got {value}"
                )
        if getattr(args, "traffic", "legitimate") == "misuse":
            raise UsageError("--traffic misuse: an engine level makes only its own calls")
        if getattr(args, "budget", None) is not None:
            raise UsageError("--budget: the engine level runs --steps engine steps")
        return radix_engine_campaign(
            self.scenario, args.target, policy=args.policy, pool_size=args.pool_size,
            seed=args.seed, steps=args.steps or DEFAULT_STEPS, page_size=args.page_size,
            max_requests=getattr(args, "max_requests", None) or 8,
            max_tokens=getattr(args, "max_tokens", None) or 32,
            chunked_prefill=not getattr(args, "no_chunked_prefill", False),
        )  # fmt: skip

    def next_part(
        self, campaign: Campaign, part: int, ticks: int, seconds: float
    ) -> Campaign | None:
        """A fresh engine, the next part of the seed, for the engine steps left."""
        build = functools.partial(radix_engine_campaign, self.scenario, campaign.target)
        return fresh_part(campaign, part, ticks, seconds, build)

    def hunts(self, target: str) -> list[Campaign]:
        if target not in targets(self.scenario.name):
            return []
        return [
            radix_engine_campaign(
                self.scenario, target, policy=policy, seed=seed, steps=HUNT_STEPS,
                pool_size=HUNT_POOL,
            )
            for seed in HUNT_SEEDS
            for policy in POLICIES
        ]  # fmt: skip


class RadixEngineScenario(Scenario):
    name = ENGINE_SCENARIO
    help = "serve traffic through an engine's own scheduler; check its radix cache at every call"
    codec = RadixEngineCodec()
    unit = "step"
    replay_audit_every = 0
    level = "engine"
    engine_level_of = SCENARIO

    def __init__(self) -> None:
        self.campaigns = RadixEngineCampaigns(self)

    def session(self, config: dict[str, Any], target: str, *, replay: bool = False) -> Session:
        policy = require(config, "policy", str)
        if policy not in POLICIES:
            raise TraceError(f"trace field 'config.policy': expected one of {list(POLICIES)}")
        options = {
            "num_pages": require(config, "pool_size", int, low=4, high=LIMITS["pool_size"][1]),
            "page_size": require(config, "page_size", int, low=1, high=64),
            "policy": policy,
            "max_requests": require(config, "max_requests", int, low=1, high=256),
            "max_tokens": require(config, "max_tokens", int, low=1, high=1 << 16),
            "chunked_prefill": require(config, "chunked_prefill", bool),
            "max_sequence_length": require(config, "max_sequence_length", int, low=8),
        }
        return RadixEngineSession(make_target(ENGINE_SCENARIO, target, **options))


class RadixEngineReporting(Reporting):
    def describe(self, summary: dict[str, Any], unit: str) -> str:
        return (
            f"{summary.get('steps')} engine steps of seeded serving traffic through "
            f"`{summary.get('target')}`, {summary.get('pool_size')} pages of "
            f"{summary.get('page_size')} tokens, policy `{summary.get('policy')}`; the "
            "allocator and the radix cache checked at every call."
        )


SCENARIO_OBJECT = register_scenario(RadixEngineScenario())
register_reporting(ENGINE_SCENARIO, RadixEngineReporting())
