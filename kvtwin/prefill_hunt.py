"""Bug hunting on prefill targets with the generic shape campaigns. Used by ``kvtwin bugs``.

The same fixed, seeded shape campaigns (cyclic, hot, lengths, burst, mixed)
run through the same lockstep runner against every target; nothing here knows
which bug a target has. The first divergence is shrunk to a reproduction.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from kvtwin.hunt import CampaignOutcome, CleanRun, Finding, clean_run, hunt
from kvtwin.prefill_lockstep import PrefillRunResult, run_prefill_calls
from kvtwin.prefill_replay import prefill_config, prefill_trace
from kvtwin.probes import CpuProbe
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

    def outcome(self, target: str) -> CampaignOutcome:
        result = self.run(target)
        return CampaignOutcome(
            result.divergence,
            len(result.calls),
            lambda: prefill_trace(
                target,
                result.calls,
                seed=self.seed,
                config=prefill_config(
                    capacity=self.capacity, chunk_size=self.chunk_size, shapes=HUNT_SHAPES
                ),
                divergence=result.divergence,
                source=f"kvtwin bugs: {self.label()}",
                cu_seqlens_ids=result.cu_seqlens_ids,
            ),
        )


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
    return hunt(target, "prefill", campaigns, out_dir)


def clean_prefill_run(
    target: str = "impl", campaigns: tuple[PrefillCampaign, ...] = PREFILL_CAMPAIGNS
) -> CleanRun:
    return clean_run(target, campaigns)
