"""Misuse campaigns: the serving traffic with, now and then, one call that vLLM's
own caller never makes (an over-release, a negative count, the null block).

The legitimate campaigns (the scenario's ``campaigns.hunts``) never misuse the
pool. These do, one kind of misuse per campaign, so that each kind's outcome is
found separately. The model rejects every injected op; a caller-trusting target
such as vLLM's ``BlockPool`` may instead raise anything, or ignore it, as long as
nothing changes (docs/contract.md, "Caller-trusting targets"):
:func:`classify` replays a divergence and says which happened.

Each injected op is built from the serving loop's live owner tables only
(``ServingLoop.owner_tables``, whose counts are every block's references), so
it is misuse by construction and never needs to ask the target or the model.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Generator
from typing import Any

from kvtwin.core.scenario import Campaign, Scenario
from kvtwin.scenarios.blocks import ops
from kvtwin.scenarios.blocks.ops import Op
from kvtwin.scenarios.blocks.serving import ServingConfig, ServingLoop
from kvtwin.scenarios.blocks.session import default_audit_every
from kvtwin.scenarios.blocks.traffic import TrafficConfig, seeded_traffic

RATE = 0.1  # chance per engine step of one injected call, once the pool has filled a little
WARMUP = 40  # ops before the first injection
POOL = 32
STEPS = 300


def _over_release(loop: ServingLoop, rng: random.Random, dummy: int) -> Op | None:
    """Release a held block once more than all its owners hold it."""
    held = Counter(b for table in loop.owner_tables() for b in table)
    if not held:
        return None
    b = rng.choice(sorted(held))
    return ops.release([b] * (held[b] + 1))


def _release_unheld(loop: ServingLoop, rng: random.Random, dummy: int) -> Op | None:
    """Release a block no owner holds (free or cached: ref 0 either way)."""
    held = {b for table in loop.owner_tables() for b in table}
    unheld = [b for b in range(dummy) if b not in held]
    return ops.release([rng.choice(unheld)]) if unheld else None


def _allocate_negative(loop: ServingLoop, rng: random.Random, dummy: int) -> Op | None:
    return ops.allocate(-1)


def _release_null(loop: ServingLoop, rng: random.Random, dummy: int) -> Op | None:
    """Name the reserved block (the model's dummy, vLLM's null block)."""
    return ops.release([dummy])


def _retain_null(loop: ServingLoop, rng: random.Random, dummy: int) -> Op | None:
    return ops.retain([dummy])


def _register_conflict(loop: ServingLoop, rng: random.Random, dummy: int) -> Op | None:
    """Give a registered block a second, different hash."""
    registered = [
        (seq.table[i], seq.hashes[i])
        for seq in loop.running
        for i in range(min(seq.registered, len(seq.table), len(seq.hashes)))
    ]
    if not registered:
        return None
    b, h = rng.choice(registered)
    return ops.register([b], [h ^ 1 or 2], [0])


KINDS: dict[str, Callable[[ServingLoop, random.Random, int], Op | None]] = {
    "over_release": _over_release,
    "release_unheld": _release_unheld,
    "allocate_negative": _allocate_negative,
    "release_null": _release_null,
    "retain_null": _retain_null,
    "register_conflict": _register_conflict,
}
"""Kind of misuse -> how to build one such op from the serving loop."""


def misuse_workload(
    kind: str, seed: int, pool_size: int, steps: int
) -> Generator[Op, Any, list[list[int]]]:
    """The serving loop's ops with ``kind`` injected at seeded points."""
    make = KINDS[kind]
    rng = random.Random(f"{kind}:{seed}")
    loop = ServingLoop(
        seeded_traffic(seed, TrafficConfig(arrival_steps=steps)), ServingConfig(steps=steps)
    )
    inner = loop.ops()
    sent = 0
    try:
        op = next(inner)
        while True:
            # only between engine steps: mid-step, a sequence's new blocks are not in
            # the owner tables yet, so a count taken from them could be legitimate
            if op.verb == "tick" and sent >= WARMUP and rng.random() < RATE:
                bad = make(loop, rng, pool_size - 1)
                if bad is not None:
                    yield bad  # both sides reject it, or it diverges: the result is unused
            sent += 1
            op = inner.send((yield op))
    except StopIteration as done:
        return done.value


def misuse_campaigns(
    scenario: Scenario,
    target: str,
    *,
    kinds: tuple[str, ...] = tuple(KINDS),
    seeds: range = range(2),
    policies: tuple[str, ...] = ("lru", "ref_zero"),
    pool_size: int = POOL,
    steps: int = STEPS,
) -> list[Campaign]:
    """One campaign per kind, seed and policy."""
    campaigns = []
    for kind in kinds:
        for policy in policies:
            for seed in seeds:

                def workload(kind: str = kind, seed: int = seed) -> Any:
                    return misuse_workload(kind, seed, pool_size, steps)

                campaigns.append(
                    Campaign(
                        scenario,
                        target,
                        {"policy": policy, "pool_size": pool_size, "device": "cpu"},
                        workload,
                        f"misuse {kind} {policy} seed={seed} pool={pool_size} steps={steps}",
                        total=steps,
                        audit_every=default_audit_every(pool_size),
                        summary={
                            "policy": policy,
                            "seed": seed,
                            "steps": steps,
                            "pool_size": pool_size,
                            "misuse": kind,
                        },
                    )
                )
    return campaigns
