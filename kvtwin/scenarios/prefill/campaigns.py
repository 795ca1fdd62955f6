"""Prefill campaigns: a seeded shape sequence through a target, from the CLI's
options (``kvtwin run prefill``) or the fixed set every target faces
(``kvtwin bugs``, the mutation runs): cyclic, hot, lengths, burst and mixed
patterns on small dims, the same for every target, so nothing here knows which
bug a target has. Every call is checked against the reference numerics, misuse
calls and calls with initial states are mixed in (``ShapeConfig``'s rates).
``--budget SECONDS`` repeats the pattern's passes until the time is spent.
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Iterable
from typing import Any

from kvtwin.core.errors import TargetUnavailable, UsageError
from kvtwin.core.registry import check_target
from kvtwin.core.scenario import SEED_BITS, Campaign, Campaigns, Options, Scenario, Workload
from kvtwin.scenarios.prefill.config import DEVICE, prefill_config
from kvtwin.scenarios.prefill.cuda import make_probe, probe_class
from kvtwin.scenarios.prefill.ops import PrefillCall, PrefillOp
from kvtwin.scenarios.prefill.options import DEFAULT_PASSES, MAX_PASSES, OPTIONS
from kvtwin.scenarios.prefill.shapes import (
    BadShapeSpec,
    ShapeConfig,
    ShapeSpec,
    check_spec,
    parse_shape_spec,
    pass_length,
    seeded_shapes,
)
from kvtwin.scenarios.prefill.targets.base import SCENARIO

HUNT_SHAPES = ShapeConfig(
    max_tokens=320, median_tokens=64, heads=2, head_k=16, head_v=16, misuse_rate=1.0
)
"""Totals 16..320 in buckets of 16, small dims: a call takes about a millisecond. Totals
above 256 are ints outside CPython's small-int cache, so an ``is`` where ``==`` was
meant shows."""
HUNT_PATTERNS = (
    ("cyclic:6", 2),  # every call misses and evicts
    ("hot:3", 8),  # hits only, boundaries change between hits
    ("lengths", 2),
    ("burst:3", 2),
    ("mixed", 2),
)
HUNT_SEEDS = range(3)
HUNT_CAPACITY = 4  # small: evictions from the fifth shape on
HUNT_CHUNK = 32  # several chunks per sequence, partial tails
QUICK_SHAPES = ShapeConfig(
    max_tokens=96,
    median_tokens=32,
    heads=2,
    head_k=16,
    head_v=16,
    edge_rate=0.0,
    domain_rate=0.0,
)
"""Totals 16..96: the cheapest calls that still span several chunks, without edges or
variants (the standard and edge campaigns make those), so these first calls stay what
they were."""
QUICK_PATTERNS: tuple[tuple[str, int, int, int, ShapeConfig], ...] = (
    ("cyclic:3", 2, 1, HUNT_CHUNK, QUICK_SHAPES),
    ("hot:2", 4, 2, HUNT_CHUNK, QUICK_SHAPES),
)
"""(pattern, passes, capacity, chunk size, shapes), run first on the cheapest calls: the smallest
cache (an eviction from the second call on), then hits that reorder two keys;
what they miss the standard set finds."""
EDGE_CAMPAIGNS: tuple[tuple[str, int, int, int, ShapeConfig], ...] = (
    (
        "mixed",
        4,
        2,
        1,
        ShapeConfig(
            min_tokens=1,
            max_tokens=24,
            bucket=1,
            median_tokens=4,
            heads=1,
            head_k=1,
            head_v=1,
            misuse_rate=1.0,
            edge_rate=0.5,
        ),
    ),
    (
        "hot:3",
        6,
        2,
        5,
        ShapeConfig(
            min_tokens=1,
            max_tokens=40,
            bucket=1,
            median_tokens=12,
            heads=3,
            head_k=8,
            head_v=4,
            misuse_rate=0.5,
            edge_rate=0.5,
        ),
    ),
)
"""(pattern, passes, capacity, chunk_size, shapes), run after the standard set (so
what the first campaigns find is found as soon as before): the smallest dims the
contract allows (one head, K = V = 1, single-token chunks, totals from 1), every
call preceded by a misuse call, which with least-drawn kinds draws every misuse kind
(64 draws); then K != V, three heads and a chunk size dividing nothing, with edges
(empty calls and sequences, list and tuple ``cu_seqlens``, no final state) at every
other call."""

SIZE_CAMPAIGNS: tuple[tuple[str, int, int, int, ShapeConfig], ...] = (
    ("lengths", 1, 8, 24, HUNT_SHAPES),
    ("hot:4", 4, 64, 48, HUNT_SHAPES),
)
"""(pattern, passes, capacity, chunk_size, shapes), run last: the cache's default
capacity and one past it, chunk sizes past one sub-block that are no multiple of
it (the run-level classes of ``domain.py`` the other hunts leave out)."""

RUN_MISUSE_RATE = 1.0
"""``kvtwin run prefill``: every call preceded by a misuse call (cheap: rejected
before any work), so a default run of 80 calls draws every misuse kind."""


def calls_workload(
    calls: Iterable[PrefillCall], seed: int, budget: float | None = None
) -> Workload:
    """The calls as ops, inputs seeded by ``seed`` (results are not needed);
    with ``budget``, no call starts once that many seconds have passed."""
    deadline = None if budget is None else time.monotonic() + budget
    for call in calls:
        if deadline is not None and time.monotonic() >= deadline:
            return
        yield PrefillOp(call, seed)


def shape_campaign(
    scenario: Scenario,
    target: str,
    *,
    shapes: str | ShapeSpec,
    seed: int,
    passes: int,
    capacity: int,
    chunk_size: int = 64,
    config: ShapeConfig | None = None,
    device: str = "cpu",
    threads: int = 1,
    label: str | None = None,
    budget: float | None = None,
) -> Campaign:
    """``passes`` passes of the seeded pattern ``shapes`` through a cache of
    ``capacity`` (within ``budget`` seconds, if given); BadShapeSpec where
    ``config`` cannot produce the pattern."""
    spec = parse_shape_spec(shapes) if isinstance(shapes, str) else shapes
    config = config or ShapeConfig()
    check_spec(spec, config)
    probe = probe_class(device)
    return Campaign(
        scenario,
        target,
        prefill_config(
            capacity=capacity, device=device, chunk_size=chunk_size, shapes=config, threads=threads
        ),
        lambda: calls_workload(seeded_shapes(spec, seed, passes, config, chunk_size), seed, budget),
        label
        or f"prefill {spec} seed={seed} passes={passes} capacity={capacity} chunk={chunk_size}",
        total=None if budget is not None else passes * pass_length(spec, config),
        audit_every=0,
        summary={
            "shapes": str(spec),
            "seed": seed,
            "capacity": capacity,
            "passes": passes,
            "device": device,
            "chunk_size": chunk_size,
            "threads": threads,
            "budget_seconds": budget,
            "dims": {"heads": config.heads, "head_k": config.head_k, "head_v": config.head_v},
            "probe": {"kind": probe.kind, "accounting": probe.rounding_note},
        },
    )


class PrefillCampaigns(Campaigns):
    options = OPTIONS

    def from_values(self, values: dict[str, Any]) -> Campaign:
        """The campaign the options describe: a UsageError naming the option for a
        bad value, UnknownTarget or TargetUnavailable for the target."""
        passes = values["passes"]
        if passes is None:
            passes = DEFAULT_PASSES if values["budget"] is None else MAX_PASSES
        device = values["device"]
        if not DEVICE.fullmatch(device):
            raise UsageError(f"--device must be cpu or cuda[:N], got {device!r}")
        try:
            spec = parse_shape_spec(values["shapes"])
        except BadShapeSpec as error:
            raise UsageError(f"--shapes: {error}") from None
        check_target(SCENARIO, values["target"])
        try:
            make_probe(device)
        except RuntimeError as error:  # no CUDA here; torch on a bad ordinal
            raise TargetUnavailable(f"--device {device}: {error}") from None
        try:
            return shape_campaign(
                self.scenario,
                values["target"],
                shapes=spec,
                seed=values["seed"],
                passes=passes,
                capacity=values["capacity"],
                chunk_size=values["chunk_size"],
                config=ShapeConfig(max_tokens=values["max_tokens"], misuse_rate=RUN_MISUSE_RATE),
                device=device,
                threads=values["threads"],
                label=f"--shapes {spec} --seed {values['seed']} --passes {passes}",
                budget=values["budget"],
            )
        except BadShapeSpec as error:
            raise UsageError(
                f"--shapes {spec} with --max-tokens {values['max_tokens']}: {error}"
            ) from None

    def hunts(self, target: str) -> list[Campaign]:
        """The quick campaigns, every standard pattern for every seed, the edge
        campaigns, then the size campaigns (appended: the others keep their places)."""
        quick, edges, sizes = (
            [
                shape_campaign(
                    self.scenario,
                    target,
                    shapes=shapes,
                    seed=0,
                    passes=passes,
                    capacity=capacity,
                    chunk_size=chunk_size,
                    config=config,
                )
                for shapes, passes, capacity, chunk_size, config in table
            ]
            for table in (QUICK_PATTERNS, EDGE_CAMPAIGNS, SIZE_CAMPAIGNS)
        )
        standard = [
            shape_campaign(
                self.scenario,
                target,
                shapes=shapes,
                seed=seed,
                passes=passes,
                capacity=HUNT_CAPACITY,
                chunk_size=HUNT_CHUNK,
                config=HUNT_SHAPES,
            )
            for seed in HUNT_SEEDS
            for shapes, passes in HUNT_PATTERNS
        ]
        return quick + standard + edges + sizes

    def fuzz_options(self, rng: random.Random, policy: str | None) -> Options:
        capacity = rng.choice((2, 4, 6, 8))
        kind = rng.choice(("cyclic", "hot", "lengths", "burst", "mixed"))
        if kind == "cyclic":  # more shapes than the cache holds: every call evicts
            shapes, passes = f"cyclic:{rng.randint(capacity + 1, capacity + 4)}", rng.randint(2, 3)
        elif kind == "hot":  # a hot set that fits: hits with changing boundaries
            shapes, passes = f"hot:{rng.randint(1, capacity)}", rng.randint(4, 8)
        elif kind == "burst":
            shapes, passes = f"burst:{rng.randint(2, 4)}", rng.randint(1, 2)
        else:
            shapes, passes = kind, rng.randint(1, 2)
        return {
            "shapes": shapes,
            "passes": passes,
            "capacity": capacity,
            "chunk_size": rng.choice((16, 32, 64)),
            "seed": rng.getrandbits(SEED_BITS),
            # the hunt campaigns' small dims: a call takes about a millisecond
            "config": dataclasses.asdict(HUNT_SHAPES),
        }

    def fuzz_campaign(self, target: str, options: Options) -> Campaign:
        return shape_campaign(
            self.scenario,
            target,
            **{**options, "config": ShapeConfig(**options["config"])},
        )
