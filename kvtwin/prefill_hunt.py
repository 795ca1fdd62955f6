"""Bug hunting on prefill targets with the generic shape campaigns. Used by ``kvtwin bugs``.

The same fixed, seeded shape campaigns (cyclic, hot, lengths, burst, mixed)
run through the same lockstep runner against every target; nothing here knows
which bug a target has. The first divergence is shrunk to a reproduction.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from kvtwin.hunt import CleanRun, Finding
from kvtwin.prefill_lockstep import PrefillRunResult, run_prefill_calls
from kvtwin.prefill_replay import prefill_config, prefill_trace
from kvtwin.probes import CpuProbe
from kvtwin.repro import shrink_trace, write_reproduction
from kvtwin.targets.prefill import PREFILL_TARGETS, make_prefill_target
from kvtwin.workloads.shapes import ShapeConfig, seeded_shapes

HUNT_SHAPES = ShapeConfig(max_tokens=256, median_tokens=64, heads=2, head_k=16, head_v=16)
"""Totals 16..256 in buckets of 16, small dims: a call takes about a millisecond."""


@dataclass(frozen=True)
class PrefillCampaign:
    shapes: str
    seed: int
    passes: int
    capacity: int = 4  # small: evictions from the fifth shape on
    chunk_size: int = 32  # several chunks per sequence, partial tails

    def label(self) -> str:
        return (
            f"prefill {self.shapes} seed={self.seed} passes={self.passes} "
            f"capacity={self.capacity} chunk={self.chunk_size}"
        )

    def run(self, target: str) -> PrefillRunResult:
        probe = CpuProbe()
        op = make_prefill_target(
            target, capacity=self.capacity, allocate=probe.allocate, chunk_size=self.chunk_size
        )
        calls = seeded_shapes(self.shapes, self.seed, self.passes, HUNT_SHAPES)
        return run_prefill_calls(op, probe, calls, HUNT_SHAPES, seed=self.seed)


PREFILL_CAMPAIGNS: tuple[PrefillCampaign, ...] = tuple(
    PrefillCampaign(shapes, seed, passes)
    for seed in range(3)
    for shapes, passes in (
        ("cyclic:6", 2),  # every call misses and evicts
        ("hot:3", 8),  # hits only, boundaries change between hits
        ("lengths", 2),
        ("burst:3", 2),
        ("mixed", 2),
    )
)


def prefill_variant_names() -> list[str]:
    """The registered prefill ``bug:NAME`` targets, sorted."""
    import kvtwin.targets.prefill_bugs  # noqa: F401  (registers them)

    return sorted(name for name in PREFILL_TARGETS if name.startswith("bug:"))


def hunt_prefill_target(
    target: str,
    out_dir: Path | None,
    campaigns: tuple[PrefillCampaign, ...] = PREFILL_CAMPAIGNS,
) -> Finding:
    """Run the campaigns on ``target`` until the first divergence; shrink it and
    write the reproduction into ``out_dir``."""
    started = time.perf_counter()
    calls = 0
    for campaign in campaigns:
        result = campaign.run(target)
        calls += len(result.calls)
        if result.divergence is None:
            continue
        seconds = time.perf_counter() - started
        trace = prefill_trace(
            target,
            result.calls,
            seed=campaign.seed,
            config=prefill_config(
                capacity=campaign.capacity, chunk_size=campaign.chunk_size, shapes=HUNT_SHAPES
            ),
            divergence=result.divergence,
            source=f"kvtwin bugs: {campaign.label()}",
            cu_seqlens_ids=result.cu_seqlens_ids,
        )
        shrink_started = time.perf_counter()
        shrunk = shrink_trace(trace)
        repro = None
        if out_dir is not None:
            repro = str(write_reproduction(shrunk, out_dir, "repro")[0])
        return Finding(
            target,
            "prefill",
            True,
            seconds,
            calls,
            result.divergence.to_json(),
            campaign.label(),
            repro,
            len(shrunk.ops),
            time.perf_counter() - shrink_started,
        )
    return Finding(
        target, "prefill", False, time.perf_counter() - started, calls, None, None, None, None, None
    )


def clean_prefill_run(
    target: str = "impl", campaigns: tuple[PrefillCampaign, ...] = PREFILL_CAMPAIGNS
) -> CleanRun:
    """All campaigns on a correct target: ``ok`` when none diverges."""
    started = time.perf_counter()
    calls = 0
    for campaign in campaigns:
        result = campaign.run(target)
        calls += len(result.calls)
        if result.divergence is not None:
            return CleanRun(
                False, calls, time.perf_counter() - started, result.divergence.to_json()
            )
    return CleanRun(True, calls, time.perf_counter() - started, None)
