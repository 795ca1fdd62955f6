"""Scratch-cache campaigns: seeded traffic of a direct caller (``kvtwin run
scratch``, and the fixed hunts ``kvtwin bugs`` and the mutation runs use).

Each key has one layout for the whole run (the cache's contract: the key
determines it), drawn from the seed: one to three buffers of small shapes, a
zero-size dimension now and then, any dtype the cache can allocate, and now and
then none at all. Traffic mixes a hot set (hits that reorder keys) with fresh
keys (misses that evict), and, at ``misuse_rate``, a misuse call: a miss whose
layout breaks one rule (every ``BREAKS`` kind, least-drawn first), a miss whose
allocate hook answers wrong, a rebuild with a bad capacity. Legal calls at the
edges ride along: a broken layout on a held key (a hit, which ignores it), a
wrong hook on an empty layout, rebuilds to the default capacity and to others,
``clear``.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter
from collections.abc import Iterator
from typing import Any

from kvtwin.core.choices import RandomChooser, least_drawn
from kvtwin.core.errors import UsageError
from kvtwin.core.registry import check_target
from kvtwin.core.scenario import Campaign, Campaigns, Scenario, check_budget
from kvtwin.scenarios.scratch.ops import BAD_CAPACITIES, BREAKS, Buffers, ScratchOp
from kvtwin.scenarios.scratch.targets import SCENARIO
from model.scratch_arguments import HOOKS
from model.scratch_layout import ITEMSIZE

DTYPES = tuple(sorted(ITEMSIZE))
HUNT_SEEDS = range(3)
HUNT_OPS = 400


def _layout(rng: random.Random) -> Buffers:
    if rng.random() < 0.1:
        return ()
    buffers = []
    for i in range(rng.randint(1, 3)):
        shape = tuple(rng.choice((0, 1, 2, 3, 5, 8)) for _ in range(rng.randint(0, 3)))
        buffers.append((f"buf{i}", shape, rng.choice(DTYPES)))
    return tuple(buffers)


def traffic(
    seed: int,
    ops: int,
    capacity: int,
    misuse_rate: float = 0.2,
    budget: float | None = None,
) -> Iterator[ScratchOp]:
    """``ops`` ops of seeded traffic for a cache of ``capacity`` entries (fewer if
    ``budget`` seconds pass first: no op starts after that)."""
    deadline = None if budget is None else time.monotonic() + budget
    choose = RandomChooser(seed)
    rng = choose.rng
    layouts: dict[int, Buffers] = {}
    held: list[int] = []  # recently used keys, most recent last: a guess of what is held
    drawn: Counter[Any] = Counter()
    misuse = (*BREAKS, *HOOKS[1:], *BAD_CAPACITIES)
    fresh = 0
    for _ in range(ops):
        if deadline is not None and time.monotonic() >= deadline:
            return
        if rng.random() < misuse_rate:
            kind = least_drawn(choose, misuse, drawn)
            if kind in BAD_CAPACITIES:
                yield ScratchOp("rebuild", capacity=kind)
                continue
            key = fresh = fresh + 1
            layouts[key] = _layout(rng) or (("buf0", (2,), "float32"),)
            if kind in BREAKS:
                yield ScratchOp("get", key, layouts[key], brk=kind)
            else:
                yield ScratchOp("get", key, layouts[key], hook=kind)
            continue
        roll = rng.random()
        if roll < 0.02:
            yield ScratchOp("rebuild", capacity=rng.choice((None, 1, 2, capacity)))
            held.clear()
        elif roll < 0.04:
            yield ScratchOp("clear")
            held.clear()
        elif held and roll < 0.55:  # a hit, most of the time; a broken layout is ignored
            key = rng.choice(held[-capacity:])
            brk = rng.choice(tuple(BREAKS)) if layouts[key] and rng.random() < 0.1 else None
            yield ScratchOp("get", key, layouts[key], brk=brk)
            held.remove(key)
            held.append(key)
        else:  # a miss (or a late hit on a key long gone)
            if rng.random() < 0.7 or not fresh:
                fresh += 1
                key = fresh
                layouts[key] = _layout(rng)
            else:  # an old key: every key from 1 to ``fresh`` has its layout
                key = rng.randint(1, fresh)
            hook = rng.choice(HOOKS[1:]) if not layouts[key] and rng.random() < 0.3 else "exact"
            yield ScratchOp("get", key, layouts[key], hook=hook)
            if key in held:
                held.remove(key)
            held.append(key)


def scratch_campaign(
    scenario: Scenario,
    target: str,
    *,
    seed: int,
    ops: int,
    capacity: int | None,
    budget: float | None = None,
) -> Campaign:
    cap = 8 if capacity is None else capacity
    return Campaign(
        scenario,
        target,
        {"capacity": capacity},
        lambda: traffic(seed, ops, cap, budget=budget),
        f"scratch seed={seed} ops={ops} capacity={'default' if capacity is None else capacity}",
        total=None if budget is not None else ops,
        audit_every=0,
        summary={"seed": seed, "capacity": capacity, "ops_asked": ops, "budget_seconds": budget},
    )


class ScratchCampaigns(Campaigns):
    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--seed", type=int, default=0)
        parser.add_argument(
            "--ops",
            type=int,
            default=None,
            help="ops to run (default 2000, or as many as --budget allows)",
        )
        parser.add_argument(
            "--budget", type=float, default=None, metavar="SECONDS", help="run ops for this long"
        )
        parser.add_argument(
            "--capacity", type=int, default=None, help="cache entries (default: the cache's own)"
        )
        parser.add_argument(
            "--target", default="impl", help="impl (default), bug:NAME, or a --plugin's"
        )

    def from_args(self, args: argparse.Namespace) -> Campaign:
        check_budget(args.budget)
        if args.ops is None:
            args.ops = 2000 if args.budget is None else 10_000_000
        if not 1 <= args.ops <= 10_000_000:
            raise UsageError(f"--ops must be in 1..10000000, got {args.ops}")
        if args.capacity is not None and not 1 <= args.capacity <= 4096:
            raise UsageError(f"--capacity must be in 1..4096, got {args.capacity}")
        if not -(1 << 63) <= args.seed < 1 << 63:
            raise UsageError(f"--seed must fit in 64 bits, got {args.seed}")
        check_target(SCENARIO, args.target)
        return scratch_campaign(
            self.scenario,
            args.target,
            seed=args.seed,
            ops=args.ops,
            capacity=args.capacity,
            budget=args.budget,
        )

    def hunts(self, target: str) -> list[Campaign]:
        """Each seed on a small cache, then one on a cache built with the default capacity."""
        hunts = [
            scratch_campaign(self.scenario, target, seed=seed, ops=HUNT_OPS, capacity=3)
            for seed in HUNT_SEEDS
        ]
        return [
            *hunts,
            scratch_campaign(self.scenario, target, seed=9, ops=HUNT_OPS, capacity=None),
        ]
