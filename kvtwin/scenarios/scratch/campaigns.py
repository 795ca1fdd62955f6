"""Scratch-cache campaigns: seeded traffic of a direct caller (``kvtwin run
scratch``, and the fixed hunts ``kvtwin bugs`` and the mutation runs use).

Each key has one layout for the whole run (the cache's contract: the key
determines it), drawn from the seed: one to three buffers of small shapes, a
zero-size dimension now and then, any dtype the cache can allocate, and now and
then none at all. Traffic mixes a hot set (hits that reorder keys) with fresh
keys (misses that evict), and, at ``misuse_rate``, a misuse call: a miss whose
layout breaks one rule (every ``BREAKS`` kind, least-drawn first), a miss whose
allocate hook answers wrong or fails, an unhashable key, a rebuild with a bad
capacity or an allocate that is not callable. Legal calls at the edges ride
along: a broken layout on a held key (a hit, which ignores it), a wrong hook on
an empty layout, rebuilds to the default capacity and to others, ``clear``; and
at ``domain_rate`` an op draws one class of the input domain (``domain.py``)
instead, least drawn first (``DRAWS``: key kinds, layouts of each class and
dtype, ``torch.Size`` shapes, a device by name, each capacity class, a cache
without a hook, a clear of an empty cache, ``peek``).
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Iterator
from itertools import islice
from typing import Any

import kvtwin.scenarios.scratch.domain as domain
from kvtwin.core.choices import RandomChooser, least_drawn
from kvtwin.core.options import Option, OptionSet, budget_option, target_option
from kvtwin.core.registry import check_target
from kvtwin.core.scenario import Campaign, Campaigns, Scenario
from kvtwin.scenarios.scratch.ops import BAD_CAPACITIES, BREAKS, Buffers, ScratchOp
from kvtwin.scenarios.scratch.targets import SCENARIO
from model.scratch_arguments import HOOKS
from model.scratch_layout import ITEMSIZE

DTYPES = tuple(sorted(ITEMSIZE))
HUNT_SEEDS = range(3)
HUNT_OPS = 700
"""Ops per hunt: room for a fill past 256 entries (``DRAWS``: capacity past_256)
beside every other class of the domain."""


def _layout(rng: random.Random) -> Buffers:
    if rng.random() < 0.1:
        return ()
    buffers = []
    for i in range(rng.randint(1, 3)):
        shape = tuple(rng.choice((0, 1, 2, 3, 5, 8)) for _ in range(rng.randint(0, 3)))
        buffers.append((f"buf{i}", shape, rng.choice(DTYPES)))
    return tuple(buffers)


LAYOUTS: dict[str, Buffers] = {
    "empty": (),
    "one_buffer": (("buf0", (3, 5), "float32"),),
    "several": (("buf0", (2,), "int64"), ("buf1", (4, 4), "bfloat16"), ("buf2", (1,), "bool")),
    "zero_dim": (("buf0", (), "float64"),),
    "zero_size": (("buf0", (0, 7), "float16"),),
    "past_1mib": (("buf0", (1024, 300), "float32"),),
}
"""A layout of each class of ``domain.LAYOUTS``, for a fresh key that draws it."""
DRAWS: tuple[str, ...] = (
    *(f"key:{kind}" for kind in domain.KEY_KINDS[1:]),
    *(f"layout:{name}" for name in LAYOUTS),
    *(f"dtype:{name}" for name in DTYPES),
    "shape:torch_size",
    "device:name",
    *(f"capacity:{c}" for c in ("omitted", "one", "few", "default", "many", "past_256")),
    "allocate:omitted",
    "clear_empty",
    "peek",
)
"""The valid classes of the domain a turn draws, least drawn first (the others
come with the traffic as it is: hits, misses, evictions, hooks that answer)."""
DRAWING_SEED = 0x5C2A7C4
CAPACITIES = {"omitted": None, "one": 1, "few": 3, "default": 8, "many": 64, "past_256": 260}
MISUSE = (*BREAKS, *HOOKS[1:], *BAD_CAPACITIES, "unhashable_key", "allocate_not_callable")
"""Misuse a turn draws, least drawn first (``raises`` with them: a hook that fails)."""


class _Traffic:
    """What a caller knows of its cache: each key's layout and kind, recently used keys."""

    def __init__(self, seed: int, capacity: int) -> None:
        self.choose = RandomChooser(seed)
        self.rng = self.choose.rng
        # the domain's turns and the misuse kinds draw apart: the hits and misses a
        # seed draws do not depend on how many classes the domain has
        self.drawing = RandomChooser(seed ^ DRAWING_SEED)
        self.capacity = capacity
        self.layouts: dict[int, Buffers] = {}
        self.kinds: dict[int, str] = {}
        self.held: list[int] = []  # recently used keys, most recent last: a guess of what is held
        self.fresh = 0

    def new_key(self, layout: Buffers, kind: str = "int") -> int:
        self.fresh += 1
        self.layouts[self.fresh], self.kinds[self.fresh] = layout, kind
        return self.fresh

    def get(self, key: int, **fields: Any) -> ScratchOp:
        if key in self.held:
            self.held.remove(key)
        self.held.append(key)
        kind = self.kinds[key]
        return ScratchOp("get", key, self.layouts[key], key_kind=kind, **fields)

    def misuse(self, kind: Any) -> ScratchOp:
        if kind in BAD_CAPACITIES:
            return ScratchOp("rebuild", capacity=kind)
        if kind == "allocate_not_callable":
            return ScratchOp("rebuild", capacity=self.capacity, allocate="not_callable")
        key = self.new_key(_layout(self.rng) or (("buf0", (2,), "float32"),))
        if kind == "unhashable_key":
            self.kinds[key] = "unhashable"
            return ScratchOp("get", key, self.layouts[key], key_kind="unhashable")
        if kind in BREAKS:
            return ScratchOp("get", key, self.layouts[key], brk=kind)
        return ScratchOp("get", key, self.layouts[key], hook=kind)

    def draw(self, what: str) -> Iterator[ScratchOp]:
        """The ops that draw one class of ``DRAWS``."""
        group, _, name = what.partition(":")
        rng = self.drawing.rng
        if group == "key":
            yield self.get(self.new_key(_layout(rng), name))
        elif group == "layout":
            yield self.get(self.new_key(LAYOUTS[name]))
        elif group == "dtype":
            yield self.get(self.new_key((("buf0", (2, 3), name),)))
        elif group in ("shape", "device"):
            key = self.new_key(_layout(rng) or LAYOUTS["one_buffer"])
            yield self.get(key, **{f"{group}_form": name})
        elif group == "capacity":
            self.held.clear()
            capacity = CAPACITIES[name]
            yield ScratchOp("rebuild", capacity=capacity)
            if name == "past_256":  # filled past it (empty layouts: nothing to allocate)
                for _ in range(capacity + 1):
                    yield self.get(self.new_key(()))
                self.held.clear()
                yield ScratchOp("rebuild", capacity=self.capacity)
        elif what == "allocate:omitted":  # a cache without a hook, then one with it again
            self.held.clear()
            yield ScratchOp("rebuild", capacity=self.capacity, allocate="omitted")
            yield self.get(self.new_key(LAYOUTS["several"]), hook="wrong_dtype")
            yield ScratchOp("rebuild", capacity=self.capacity)
        elif what == "clear_empty":
            self.held.clear()
            yield ScratchOp("clear")
            yield ScratchOp("clear")
        elif self.held:  # peek: the least recent key used, then a key never used
            oldest = self.held[0]
            yield ScratchOp("peek", oldest, key_kind=self.kinds[oldest])
            yield ScratchOp("peek", self.fresh + 1)


def traffic(
    seed: int,
    ops: int,
    capacity: int,
    misuse_rate: float = 0.2,
    budget: float | None = None,
    domain_rate: float = 0.2,
) -> Iterator[ScratchOp]:
    """``ops`` ops of seeded traffic for a cache of ``capacity`` entries (fewer if
    ``budget`` seconds pass first: no op starts after that). At ``domain_rate``
    a class of the domain (``DRAWS``) is drawn between them."""
    deadline = None if budget is None else time.monotonic() + budget
    for op in islice(_ops(seed, capacity, misuse_rate, domain_rate), ops):
        if deadline is not None and time.monotonic() >= deadline:
            return
        yield op


def _ops(seed: int, capacity: int, misuse_rate: float, domain_rate: float) -> Iterator[ScratchOp]:
    caller = _Traffic(seed, capacity)
    rng = caller.rng
    drawn: Counter[Any] = Counter()
    domain_drawn: Counter[str] = Counter()
    while True:
        if rng.random() < misuse_rate:
            yield caller.misuse(least_drawn(caller.drawing, MISUSE, drawn))
            continue
        if caller.drawing.rng.random() < domain_rate:
            yield from caller.draw(least_drawn(caller.drawing, DRAWS, domain_drawn))
        roll = rng.random()
        held = caller.held
        if roll < 0.02:
            yield ScratchOp("rebuild", capacity=rng.choice((None, 1, 2, capacity)))
            held.clear()
        elif roll < 0.04:
            yield ScratchOp("clear")
            held.clear()
        elif held and roll < 0.55:  # a hit, most of the time; a broken layout is ignored
            key = rng.choice(held[-capacity:])
            layout = caller.layouts[key]
            brk = rng.choice(tuple(BREAKS)) if layout and rng.random() < 0.1 else None
            yield caller.get(key, brk=brk)
        else:  # a miss (or a late hit on a key long gone)
            if rng.random() < 0.7 or not caller.fresh:
                key = caller.new_key(_layout(rng))
            else:  # an old key: every key from 1 to ``fresh`` has its layout
                key = rng.randint(1, caller.fresh)
            if caller.kinds[key] == "unhashable":
                key = caller.new_key(caller.layouts[key])
            empty = not caller.layouts[key]
            hook = rng.choice(HOOKS[1:]) if empty and rng.random() < 0.3 else "exact"
            yield caller.get(key, hook=hook)


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


MAX_OPS = 10_000_000
OPTIONS = OptionSet(
    "scratch",
    (
        Option("seed", int, 0, "the campaign's seed", low=-(1 << 63), high=(1 << 63) - 1),
        Option(
            "ops", int, None, "ops to run (default 2000, or as many as --budget allows)",
            low=1, high=MAX_OPS, nullable=True,
        ),
        budget_option("ops"),
        Option(
            "capacity", int, None, "cache entries (default: the cache's own)", low=1,
            high=4096, nullable=True,
        ),
        target_option("impl", "impl (default), bug:NAME, or a --plugin's"),
    ),
)


class ScratchCampaigns(Campaigns):
    options = OPTIONS

    def from_values(self, values: dict[str, Any]) -> Campaign:
        ops = values["ops"]
        if ops is None:
            ops = 2000 if values["budget"] is None else MAX_OPS
        check_target(SCENARIO, values["target"])
        return scratch_campaign(
            self.scenario,
            values["target"],
            seed=values["seed"],
            ops=ops,
            capacity=values["capacity"],
            budget=values["budget"],
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
