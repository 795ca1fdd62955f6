"""Bug hunting with the generic campaigns: the same seeded campaigns for every
target, first divergence shrunk to a reproduction. Used by ``kvtwin bugs``.

Nothing here knows which bug a target has: a variant counts as detected only
when one of the standard campaigns diverges on it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Protocol

from kvtwin.campaigns import run_block_campaign
from kvtwin.divergence import Divergence
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

    def outcome(self, target: str) -> CampaignOutcome:
        config = {"policy": self.policy, "pool_size": self.pool_size, "device": "cpu"}
        result = run_block_campaign(
            make_block_target(target, num_blocks=self.pool_size, policy=self.policy),
            seed=self.seed,
            steps=self.steps,
        )
        divergence = result.divergence
        return CampaignOutcome(
            divergence,
            len(result.ops),
            lambda: Trace(
                "blocks",
                target,
                config,
                result.ops,
                None if divergence is None else divergence.to_json(),
                f"kvtwin bugs: {self.label()}",
            ),
        )


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


class Campaign(Protocol):
    """One seeded campaign of some scenario, runnable against any target name."""

    def label(self) -> str: ...
    def outcome(self, target: str) -> CampaignOutcome: ...


@dataclass
class CampaignOutcome:
    divergence: Divergence | None
    count: int  # ops (blocks) or calls (prefill) run
    trace: Callable[[], Trace]  # the run as a trace; built only for a divergence


def hunt(
    target: str, scenario: str, campaigns: Sequence[Campaign], out_dir: Path | None
) -> Finding:
    """Run ``campaigns`` on ``target`` until the first divergence; shrink it and
    write the reproduction into ``out_dir`` (if given)."""
    started = time.perf_counter()
    count = 0
    for campaign in campaigns:
        outcome = campaign.outcome(target)
        count += outcome.count
        if outcome.divergence is None:
            continue
        seconds = time.perf_counter() - started
        shrink_started = time.perf_counter()
        shrunk = shrink_trace(outcome.trace())
        repro = None
        if out_dir is not None:
            repro = str(write_reproduction(shrunk, out_dir, "repro")[0])
        return Finding(
            target,
            scenario,
            True,
            seconds,
            count,
            outcome.divergence.to_json(),
            campaign.label(),
            repro,
            len(shrunk.ops),
            time.perf_counter() - shrink_started,
        )
    return Finding(
        target, scenario, False, time.perf_counter() - started, count, None, None, None, None, None
    )


def clean_run(target: str, campaigns: Sequence[Campaign]) -> CleanRun:
    """All ``campaigns`` on a correct target: ``ok`` when none diverges."""
    started = time.perf_counter()
    count = 0
    for campaign in campaigns:
        outcome = campaign.outcome(target)
        count += outcome.count
        if outcome.divergence is not None:
            return CleanRun(
                False, count, time.perf_counter() - started, outcome.divergence.to_json()
            )
    return CleanRun(True, count, time.perf_counter() - started, None)


def hunt_block_target(
    target: str, out_dir: Path | None, campaigns: tuple[BlockCampaign, ...] = BLOCK_CAMPAIGNS
) -> Finding:
    return hunt(target, "blocks", campaigns, out_dir)


def clean_block_run(
    target: str = "impl", campaigns: tuple[BlockCampaign, ...] = BLOCK_CAMPAIGNS
) -> CleanRun:
    return clean_run(target, campaigns)
