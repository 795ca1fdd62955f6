"""Generic campaigns: seeded serving traffic through the lockstep runner.

The same campaign runs against the correct implementation, every bug variant
and every outside allocator; nothing here knows which target it drives.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from tqdm import tqdm

from kvtwin.divergence import Divergence, DivergenceFound
from kvtwin.lockstep import BlockLockstep
from kvtwin.targets.base import BlockTarget
from kvtwin.workloads.serving import ServingConfig, ServingLoop, ServingStats
from kvtwin.workloads.traffic import Request, TrafficConfig, seeded_traffic


@dataclass
class BlockCampaignResult:
    divergence: Divergence | None
    ops: list[dict]  # trace records: op JSON plus "returned" on allocates
    steps: int
    seconds: float
    allocation_failures: int
    evictions: int
    serving: ServingStats
    curve: list[dict[str, int]] = field(default_factory=list)
    pool_events: list[tuple[int, str, int]] = field(default_factory=list)
    """With ``record_curve``: ``(step, "alloc" | "free", block)`` each time a block
    left or re-entered the target's free pool, seen at the end of each step
    (frees of a step first); ``kvtwin.memory_snapshot`` draws the pool from it."""


def run_block_traffic(
    target: BlockTarget,
    traffic: list[Request] | object,
    serving: ServingConfig,
    *,
    audit_every: int | None = None,
    progress: bool = False,
    record_curve: bool = False,
) -> BlockCampaignResult:
    """Serve ``traffic`` on ``target`` in lockstep with the model until the end or a divergence."""
    lockstep = BlockLockstep(target, audit_every=audit_every)
    loop = ServingLoop(traffic, serving)  # type: ignore[arg-type]
    recorded: list[dict] = []
    curve: list[dict[str, int]] = []
    pool = _PoolWatch(target) if record_curve else None
    divergence = None
    started = time.perf_counter()
    bar = tqdm(total=serving.steps, unit="step", disable=None if progress else True, leave=False)
    generator = loop.ops()
    try:
        op = next(generator)
        while True:
            record = op.to_json()
            recorded.append(record)
            result = lockstep.apply(op)
            if op.verb == "allocate" and result is not None:
                record["returned"] = list(result)
            if op.verb == "tick":
                bar.update(1)
                if record_curve:
                    curve.append(_point(lockstep, loop.step))
                    pool.see(loop.step)  # type: ignore[union-attr]
            op = generator.send(result)
    except StopIteration:
        try:
            lockstep.audit(owner_tables=loop.owner_tables())
        except DivergenceFound as found:
            divergence = found.divergence
    except DivergenceFound as found:
        divergence = found.divergence
        if record_curve:
            curve.append(_point(lockstep, loop.step))
            pool.see(loop.step)  # type: ignore[union-attr]
    finally:
        bar.close()
    return BlockCampaignResult(
        divergence,
        recorded,
        loop.step + 1,
        time.perf_counter() - started,
        lockstep.allocation_failures,
        lockstep.evictions,
        loop.stats,
        curve,
        [] if pool is None else pool.events,
    )


def run_block_campaign(
    target: BlockTarget,
    *,
    seed: int,
    steps: int,
    audit_every: int | None = None,
    progress: bool = False,
    record_curve: bool = False,
    traffic_config: TrafficConfig | None = None,
    serving_config: ServingConfig | None = None,
) -> BlockCampaignResult:
    traffic_config = traffic_config or TrafficConfig(arrival_steps=steps)
    serving = serving_config or ServingConfig(steps=steps)
    return run_block_traffic(
        target,
        seeded_traffic(seed, traffic_config),
        serving,
        audit_every=audit_every,
        progress=progress,
        record_curve=record_curve,
    )


def _point(lockstep: BlockLockstep, step: int) -> dict[str, int]:
    model_counts = lockstep.model.counts()
    target_counts = lockstep.target.counts()
    return {
        "step": step,
        "model_free": model_counts.free,
        "model_active": model_counts.active,
        "model_cached": model_counts.cached,
        "target_free": target_counts.free,
        "target_active": target_counts.active,
        "target_cached": target_counts.cached,
        "allocation_failures": lockstep.allocation_failures,
        "evictions": lockstep.evictions,
    }


class _PoolWatch:
    """Diffs the target's free pool from one step to the next."""

    def __init__(self, target: BlockTarget) -> None:
        self.target = target
        self.events: list[tuple[int, str, int]] = []
        try:
            self.free = set(target.free_ids())  # the pool before the first step
        except Exception:
            self.free = set()

    def see(self, step: int) -> None:
        try:
            now = set(self.target.free_ids())
        except Exception:  # a target that cannot say: nothing to draw, not our crash
            return
        self.events += [(step, "free", b) for b in sorted(now - self.free)]
        self.events += [(step, "alloc", b) for b in sorted(self.free - now)]
        self.free = now
