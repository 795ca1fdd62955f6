"""Bug hunting with the generic campaigns: the same seeded campaigns for every
target, first divergence shrunk to a reproduction. Used by ``kvtwin bugs``.

Nothing here knows which bug a target has: a variant counts as detected only
when one of the standard campaigns diverges on it.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from kvtwin.campaigns import run_block_campaign
from kvtwin.repro import shrink_trace, write_reproduction
from kvtwin.targets import make_block_target
from kvtwin.trace import Trace


@dataclass(frozen=True)
class BlockCampaign:
    policy: str
    seed: int
    steps: int = 500
    pool_size: int = 32  # small: evictions and failures from the first steps

    def label(self) -> str:
        return f"blocks {self.policy} seed={self.seed} pool={self.pool_size} steps={self.steps}"


BLOCK_CAMPAIGNS: tuple[BlockCampaign, ...] = tuple(
    BlockCampaign(policy, seed) for seed in range(4) for policy in ("lru", "ref_zero")
)


@dataclass
class Finding:
    name: str
    scenario: str
    detected: bool
    seconds: float  # from the start of the hunt to the first divergence
    ops_to_detect: int  # ops (or calls) run until then, over all campaigns
    divergence: dict[str, Any] | None
    campaign: str | None
    repro: str | None
    repro_ops: int | None
    shrink_seconds: float | None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class CleanRun:
    ok: bool
    ops: int
    seconds: float
    divergence: dict[str, Any] | None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def hunt_block_target(
    target: str, out_dir: Path | None, campaigns: tuple[BlockCampaign, ...] = BLOCK_CAMPAIGNS
) -> Finding:
    started = time.perf_counter()
    ops = 0
    for campaign in campaigns:
        result = run_block_campaign(
            make_block_target(target, num_blocks=campaign.pool_size, policy=campaign.policy),
            seed=campaign.seed,
            steps=campaign.steps,
        )
        ops += len(result.ops)
        if result.divergence is None:
            continue
        seconds = time.perf_counter() - started
        trace = Trace(
            "blocks",
            target,
            {"policy": campaign.policy, "pool_size": campaign.pool_size, "device": "cpu"},
            result.ops,
            result.divergence.to_json(),
            f"kvtwin bugs: {campaign.label()}",
        )
        shrink_started = time.perf_counter()
        shrunk = shrink_trace(trace)
        repro = None
        if out_dir is not None:
            repro = str(write_reproduction(shrunk, out_dir, "repro")[0])
        return Finding(
            target,
            "blocks",
            True,
            seconds,
            ops,
            result.divergence.to_json(),
            campaign.label(),
            repro,
            len(shrunk.ops),
            time.perf_counter() - shrink_started,
        )
    return Finding(
        target, "blocks", False, time.perf_counter() - started, ops, None, None, None, None, None
    )


def clean_block_run(
    target: str = "impl", campaigns: tuple[BlockCampaign, ...] = BLOCK_CAMPAIGNS
) -> CleanRun:
    started = time.perf_counter()
    ops = 0
    for campaign in campaigns:
        result = run_block_campaign(
            make_block_target(target, num_blocks=campaign.pool_size, policy=campaign.policy),
            seed=campaign.seed,
            steps=campaign.steps,
        )
        ops += len(result.ops)
        if result.divergence is not None:
            return CleanRun(False, ops, time.perf_counter() - started, result.divergence.to_json())
    return CleanRun(True, ops, time.perf_counter() - started, None)
