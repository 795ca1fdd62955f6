"""Radix campaigns: the blocks scenario's seeded shared-prefix traffic through the
radix serving loop, from ``kvtwin run radix``'s options or the fixed hunts, in
parts past a known cause like every kit scenario."""

from __future__ import annotations

import dataclasses
import functools
import json
from collections.abc import Sequence
from typing import Any

from kvtwin.core.errors import UsageError
from kvtwin.core.options import (
    Option,
    OptionSet,
    budget_option,
    policy_option,
    seed_option,
    target_option,
)
from kvtwin.core.registry import check_target
from kvtwin.core.scenario import Campaign, Campaigns, Scenario, fresh_part
from kvtwin.scenarios.blocks.serving import ALL, LEGITIMATE, TRAFFIC
from kvtwin.scenarios.blocks.traffic import Phases, Request, TrafficConfig, seeded_traffic
from kvtwin.scenarios.radix.serving import (
    RadixServingConfig,
    RadixServingLoop,
)
from kvtwin.scenarios.radix.session import audit_every as default_audit
from model.radix import DISABLED
from model.radix_tree import POLICIES as ORDERS

POLICIES = (*ORDERS, DISABLED)
DEFAULT_STEPS = 2000
MAX_STEPS = 10_000_000
HUNT_SEEDS = range(6)
"""As many seeds as misuse families: the family a hunt meets first is its seed's."""
HUNT_STEPS = 150
HUNT_POOL = 32
HUNT_PHASES = Phases(fill=50, churn=50, drain=25)
LEGITIMATE_SEEDS = (1, 2, 3)
LEGITIMATE_POOL = 64


def radix_campaign(
    scenario: Scenario,
    target: str,
    *,
    policy: str,
    pool_size: int,
    seed: int,
    steps: int,
    page_size: int = 4,
    audit_every: int | None = None,
    label: str | None = None,
    requests: Sequence[Request] | None = None,
    phases: Phases | None = None,
    budget: float | None = None,
    prefill_chunk: int = 16,
    traffic: str = ALL,
) -> Campaign:
    """Seeded traffic (or ``requests``) for ``steps`` engine steps on ``pool_size``
    pages of ``page_size`` tokens, in ``phases`` (default ``Phases()`` for seeded
    traffic)."""
    options = {k: v for k, v in locals().items() if k not in ("scenario", "target")}
    if traffic not in TRAFFIC:
        raise UsageError(f"--traffic must be one of {', '.join(TRAFFIC)}, got {traffic!r}")
    if policy not in POLICIES:
        raise UsageError(f"--policy must be one of {', '.join(POLICIES)}, got {policy!r}")
    if phases is None and requests is None:
        phases = Phases()
    serving = RadixServingConfig(
        num_pages=pool_size,
        steps=steps,
        page_size=page_size,
        prefill_chunk=prefill_chunk,
        phases=phases,
        budget=budget,
        traffic=traffic,
        misuse_turn=seed,
        caching=policy != DISABLED,
    )
    drawn = dataclasses.replace(TrafficConfig(), arrival_steps=steps, phases=phases)
    loops: list[RadixServingLoop] = []

    def workload() -> Any:
        source = seeded_traffic(seed, drawn) if requests is None else list(requests)
        loop = RadixServingLoop(source, serving)
        loops.append(loop)
        return loop.ops()

    def after() -> dict[str, Any]:
        return {"requests": dataclasses.asdict(loops[-1].stats)} if loops else {}

    config = json.loads(
        json.dumps({"policy": policy, "pool_size": pool_size, "page_size": page_size})
    )
    return Campaign(
        scenario,
        target,
        config,
        workload,
        label or f"radix {policy} seed={seed} pages={pool_size} steps={steps}",
        total=None if budget is not None else steps,
        audit_every=default_audit(pool_size) if audit_every is None else audit_every,
        summary={
            **config,
            "seed": seed,
            "steps": steps,
            "prefill_chunk": prefill_chunk,
            "traffic": traffic,
            "budget_seconds": budget,
            "phases": None if phases is None else dataclasses.asdict(phases),
        },
        after=after,
        options=options,
    )


OPTIONS = OptionSet(
    "radix",
    (
        policy_option(POLICIES, "lru"),
        Option(
            "steps", int, None, f"engine steps (default {DEFAULT_STEPS}, or as many as "
            "--budget allows)", low=1, high=MAX_STEPS, nullable=True,
            draw=lambda rng: rng.choice((100, 200, 400)),
        ),
        budget_option("steps"),
        seed_option(),
        Option(
            "pool_size", int, 64, "pages (the padding page 0 not counted)", low=1, high=1 << 20,
            draw=lambda rng: rng.choice((16, 32, 64, 128)),
        ),
        Option(
            "page_size", int, 4, "tokens per page", low=1, high=256,
            draw=lambda rng: rng.choice((1, 2, 4, 8)),
        ),
        target_option("model", "model (default), sglang, sglang-python, or a --plugin's"),
        Option(
            "audit_every", int, None, "full audit period in ops (default: the session's)",
            low=0, high=1 << 40, nullable=True,
        ),
        Option(
            "traffic", str, ALL, "legitimate: only the calls SGLang's scheduler makes; misuse: "
            "those and calls the contract rejects; all (default): those and legal calls at its "
            "edges", choices=TRAFFIC,
        ),
    ),
)


class RadixCampaigns(Campaigns):
    options = OPTIONS

    def from_values(self, values: dict[str, Any]) -> Campaign:
        check_target(self.scenario.name, values["target"])
        steps = values["steps"] or (DEFAULT_STEPS if values["budget"] is None else MAX_STEPS)
        return radix_campaign(
            self.scenario,
            values["target"],
            policy=values["policy"],
            pool_size=values["pool_size"],
            seed=values["seed"],
            steps=steps,
            page_size=values["page_size"],
            audit_every=values["audit_every"],
            budget=values["budget"],
            traffic=values["traffic"],
        )

    def next_part(
        self, campaign: Campaign, part: int, ticks: int, seconds: float
    ) -> Campaign | None:
        """A fresh cache, the next part of the seed, for the steps (and seconds) left."""
        build = functools.partial(radix_campaign, self.scenario, campaign.target)
        return fresh_part(campaign, part, ticks, seconds, build)

    def hunts(self, target: str) -> list[Campaign]:
        """Small pools under pressure for each seed and eviction order, a larger
        pool of one-token pages, and the cache that keeps nothing."""
        hunts = [
            radix_campaign(
                self.scenario,
                target,
                policy=policy,
                seed=seed,
                steps=HUNT_STEPS,
                pool_size=HUNT_POOL,
                phases=HUNT_PHASES,
            )
            for seed in HUNT_SEEDS
            for policy in ("lru", "fifo")
        ]
        hunts.append(
            radix_campaign(
                self.scenario,
                target,
                policy="lru",
                seed=0,
                steps=HUNT_STEPS,
                pool_size=256,
                page_size=1,
                phases=HUNT_PHASES,
                label="radix lru seed=0 page_size=1 pages=256",
            )
        )
        hunts.append(
            radix_campaign(
                self.scenario,
                target,
                policy=DISABLED,
                seed=0,
                steps=HUNT_STEPS,
                pool_size=HUNT_POOL,
                phases=HUNT_PHASES,
            )
        )
        return hunts

    def legitimate(self, target: str, steps: int) -> list[Campaign]:
        """Only the calls SGLang's scheduler makes, on seeds 1-3 of a 64-page pool."""
        return [
            radix_campaign(
                self.scenario, target, policy="lru", pool_size=LEGITIMATE_POOL, seed=seed,
                steps=steps, traffic=LEGITIMATE,
                label=f"legitimate lru seed={seed} pages={LEGITIMATE_POOL} steps={steps}",
            )
            for seed in LEGITIMATE_SEEDS
        ]  # fmt: skip
