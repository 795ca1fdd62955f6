"""Hybrid campaigns: seeded serving traffic against a hybrid prefix cache, from the
CLI's options (``kvtwin run hybrid``) or the fixed hunts every target faces
(``kvtwin bugs``): small pools of blocks and slots under both block policies, so
evictions of both, refused snapshot batches, preemptions and idle points come
within the first cycle. A run goes on past a known cause in parts (``next_part``:
a fresh state, the next part of the seed, the steps left), as the blocks
campaigns do."""

from __future__ import annotations

import dataclasses
import functools
from typing import Any

from kvtwin.core.errors import UsageError
from kvtwin.core.registry import check_target
from kvtwin.core.scenario import Campaign, Campaigns, Scenario, fresh_part
from kvtwin.scenarios.blocks.serving import ALL, LEGITIMATE, TRAFFIC
from kvtwin.scenarios.blocks.traffic import Phases
from kvtwin.scenarios.hybrid.config import HybridConfig
from kvtwin.scenarios.hybrid.options import DEFAULT_STEPS, MAX_STEPS, OPTIONS, POLICIES
from kvtwin.scenarios.hybrid.serving import ServingConfig, ServingLoop
from kvtwin.scenarios.hybrid.tokens import Dims

HUNT_SEEDS = range(3)
HUNT_STEPS = 150
HUNT_PHASES = Phases(fill=40, churn=50, drain=20)
HUNT_TOKEN_BUDGET = 12
"""Three blocks a step: most prompts are prefilled in several chunks from the start."""
LEGITIMATE_SEEDS = (0, 1, 2)
LEGITIMATE_SLOTS = (6, 3)
"""An outside engine's legitimate campaigns (``legitimate``): the default pool and
one with slots scarcer than a long chunk's snapshots."""
HUNT_POOLS = (("lru", 16, 16), ("lru", 24, 3), ("ref_zero", 24, 3), ("lru", 24, 6))
"""``(policy, blocks, slots)``: as many slots as blocks (blocks are evicted with
their snapshots), fewer slots than a long chunk completes blocks (batches refused,
with free slots under ``ref_zero``, where a finished prompt frees its snapshots),
and slots scarce under LRU pressure (pinned snapshots among the LRU's oldest)."""


def hybrid_campaign(
    scenario: Scenario,
    target: str,
    *,
    seed: int,
    steps: int,
    policy: str = "lru",
    num_blocks: int = 32,
    num_slots: int = 6,
    block_size: int = 4,
    audit_every: int | None = None,
    budget: float | None = None,
    phases: Phases | None = None,
    token_budget: int = 24,
    traffic: str = ALL,
    label: str | None = None,
) -> Campaign:
    if traffic not in TRAFFIC:
        raise UsageError(f"--traffic must be one of {', '.join(TRAFFIC)}, got {traffic!r}")
    options = {k: v for k, v in locals().items() if k not in ("scenario", "target")}
    config = HybridConfig(policy, num_blocks, num_slots, block_size, seed, Dims())
    serving = ServingConfig(
        steps=steps,
        block_size=block_size,
        num_blocks=num_blocks,
        vocab=config.dims.vocab,
        budget=budget,
        token_budget=token_budget,
        traffic=traffic,
        **({} if phases is None else {"phases": phases}),
    )
    loops: list[ServingLoop] = []

    def workload() -> Any:
        loop = ServingLoop(seed, serving)
        loops.append(loop)
        return loop.ops()

    def after() -> dict[str, Any]:
        return {"requests": dataclasses.asdict(loops[-1].stats)} if loops else {}

    return Campaign(
        scenario,
        target,
        config.to_json(),
        workload,
        label
        or f"hybrid {policy} seed={seed} blocks={num_blocks} slots={num_slots} steps={steps}"
        + ("" if traffic == ALL else f" traffic={traffic}"),
        total=None if budget is not None else steps,
        audit_every=max(64, num_blocks // 2) if audit_every is None else audit_every,
        summary={
            "policy": policy,
            "seed": seed,
            "steps": steps,
            "num_blocks": num_blocks,
            "num_slots": num_slots,
            "block_size": block_size,
            "token_budget": token_budget,
            "budget_seconds": budget,
            "traffic": traffic,
        },
        after=after,
        options=options,
    )


class HybridCampaigns(Campaigns):
    options = OPTIONS

    def from_values(self, values: dict[str, Any]) -> Campaign:
        check_target(self.scenario.name, values["target"])
        steps = values["steps"]
        if steps is None:
            steps = DEFAULT_STEPS if values["budget"] is None else MAX_STEPS
        return hybrid_campaign(
            self.scenario,
            values["target"],
            seed=values["seed"],
            steps=steps,
            policy=values["policy"],
            num_blocks=values["num_blocks"],
            num_slots=values["num_slots"],
            block_size=values["block_size"],
            audit_every=values["audit_every"],
            budget=values["budget"],
            traffic=values["traffic"],
        )

    def next_part(
        self, campaign: Campaign, part: int, ticks: int, seconds: float
    ) -> Campaign | None:
        """A fresh state, the next part of the seed, for the steps (and seconds) left."""
        build = functools.partial(hybrid_campaign, self.scenario, campaign.target)
        return fresh_part(campaign, part, ticks, seconds, build)

    def legitimate(self, target: str, steps: int) -> list[Campaign]:
        """Only the calls an engine's own scheduler makes (``--traffic legitimate``),
        over seeds, slot pools and both policies: what a peers survey adds to the
        hunts for an outside engine's target."""
        return [
            hybrid_campaign(
                self.scenario,
                target,
                seed=seed,
                steps=steps,
                policy=policy,
                num_slots=slots,
                traffic=LEGITIMATE,
                label=f"legitimate {policy} seed={seed} slots={slots} steps={steps}",
            )
            for slots in LEGITIMATE_SLOTS
            for seed in LEGITIMATE_SEEDS
            for policy in POLICIES
        ]

    def hunts(self, target: str) -> list[Campaign]:
        """Each seed on each of the ``HUNT_POOLS``."""
        return [
            hybrid_campaign(
                self.scenario,
                target,
                seed=seed,
                steps=HUNT_STEPS,
                policy=policy,
                num_blocks=blocks,
                num_slots=slots,
                phases=HUNT_PHASES,
                token_budget=HUNT_TOKEN_BUDGET,
            )
            for seed in HUNT_SEEDS
            for policy, blocks, slots in HUNT_POOLS
        ]
