"""``kvtwin report`` stories of the blocks scenario: the batched-release leak and
LRU parent-first eviction, each variant drawn beside the correct allocator and
the model on the same seeded serving traffic.

A lockstep run stops at the first divergence; these keep going, each target
driving its own serving loop to the end, to show what the bug does to the
quantity a user would watch. What counts as leaked or orphaned is the model's
statement (``model.orphans``), applied to each target's state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kvtwin.core.campaign import run_campaign
from kvtwin.core.contain import attempt
from kvtwin.core.registry import get_scenario, make_target
from kvtwin.report.plots import Series
from kvtwin.report.reporting import Story
from kvtwin.report.stories import Stop, leak_free, side_by_side, stop_of, stop_sentence
from kvtwin.scenarios.blocks.campaigns import serving_campaign
from kvtwin.scenarios.blocks.serving import ServingConfig, ServingLoop
from kvtwin.scenarios.blocks.targets.base import SCENARIO
from kvtwin.scenarios.blocks.traffic import TrafficConfig, seeded_traffic
from model.orphans import orphans as orphans_of

RELEASE_LEAK_VARIANT = "bug:release-dup-index"
PARENT_FIRST_VARIANT = "bug:lru-parent-first"


@dataclass
class BlockRun:
    """One target serving the workload on its own, measured at the end of each step."""

    target: str
    steps: list[int] = field(default_factory=list)
    leaked: list[int] = field(default_factory=list)
    orphans: list[int] = field(default_factory=list)
    orphaned_so_far: list[int] = field(default_factory=list)
    allocation_failures: list[int] = field(default_factory=list)
    errors: int = 0  # ops the target raised on (the loop carries on)


def serve(target: str, *, policy: str, pool_size: int, steps: int, seed: int) -> BlockRun:
    """Leaked: active blocks (ref > 0) no owner's table names; orphans as
    ``model.orphans`` defines them, now and (once per block and hash) so far."""
    allocator = make_target(SCENARIO, target, num_blocks=pool_size, policy=policy)
    loop = ServingLoop(
        seeded_traffic(seed, TrafficConfig(arrival_steps=steps)), ServingConfig(steps=steps)
    )
    run = BlockRun(target)
    parent_hash: dict[int, int] = {}
    seen: set[tuple[int, int]] = set()
    failures = 0
    generator = loop.ops()
    try:
        op = next(generator)
        while True:
            result, error = attempt(op.send, allocator)
            run.errors += error is not None
            if op.verb == "allocate" and result is None:
                failures += 1
            elif op.verb == "register":
                parent_hash.update(zip(op.args["ids"], op.args["parent_hashes"], strict=True))
            elif op.verb == "tick":
                owned = {b for table in loop.owner_tables() for b in table}
                run.steps.append(loop.step)
                run.leaked.append(allocator.counts().active - len(owned))
                run.allocation_failures.append(failures)
                now = orphans_of(allocator.views(range(pool_size - 1)), parent_hash)
                seen.update(now)
                run.orphans.append(len(now))
                run.orphaned_so_far.append(len(seen))
            op = generator.send(result)
    except StopIteration:
        pass
    return run


def lockstep_stop(target: str, **options: Any) -> Stop:
    """Where ``kvtwin run blocks`` stops on ``target`` (engine step, what differed)."""
    result = run_campaign(serving_campaign(get_scenario(SCENARIO), target, **options))
    curve = result.recording.curve if result.recording else []
    return stop_of(result.divergence, curve[-1]["step"] if curve else 0, "step")


def _beside_model(
    correct: str, variant: str, **options: Any
) -> tuple[BlockRun, list[BlockRun], list[Stop]]:
    model = serve("model", **options)
    runs = [serve(name, **options) for name in (correct, variant)]
    return model, runs, [lockstep_stop(name, **options) for name in (correct, variant)]


def _stop_json(stop: Stop) -> dict[str, Any] | None:
    return None if stop is None else {"step": stop[0], "what": stop[1]}


def _draw(
    variant: str,
    correct: str,
    options: dict[str, Any],
    ylabels: list[str],
    rows_of: Any,
    runs: list[BlockRun],
    stops: list[Stop],
    path: Path,
) -> Path:
    """The two panels (correct, variant) of one story over engine steps."""
    return side_by_side(
        f"Block allocator ({options['policy']}, pool of {options['pool_size']}), seeded "
        f"serving traffic: {variant} beside {correct}",
        ("engine step", ylabels),
        runs,
        stops,
        correct,
        rows_of,
        lambda run: ("step", len(run.steps)),
        path,
    )


def _stop_numbers(stops: list[Stop], runs: list[BlockRun]) -> dict[str, Any]:
    """Where lockstep stops, and the errors each target raised, for report.json."""
    return {
        "lockstep_stop": _stop_json(stops[1]),
        "correct_lockstep_stop": None if stops[0] is None else stops[0][0],
        "errors": {run.target: run.errors for run in runs},
    }


def release_leak(
    seed: int, out: Path, *, policy: str = "lru", pool_size: int = 512, steps: int = 600
) -> dict[str, Any]:
    variant, correct = RELEASE_LEAK_VARIANT, "impl"
    options = {"policy": policy, "pool_size": pool_size, "steps": steps, "seed": seed}
    model, runs, stops = _beside_model(correct, variant, **options)
    usable = pool_size - 1
    png = _draw(
        variant,
        correct,
        options,
        ["leaked blocks (held, no owner)", "allocation failures (cumulative)"],
        lambda run: [
            [
                Series(
                    run.steps,
                    [usable] * len(run.steps),
                    "reference",
                    label=f"usable pool ({usable} blocks)",
                ),
                Series(model.steps, model.leaked, "model"),
                Series(run.steps, run.leaked, "measured"),
            ],
            [
                Series(model.steps, model.allocation_failures, "model"),
                Series(run.steps, run.allocation_failures, "measured"),
            ],
        ],
        runs,
        stops,
        out / "release-leak.png",
    )
    good, buggy = runs
    half = next(
        (s for s, v in zip(buggy.steps, buggy.leaked, strict=True) if v >= usable // 2), None
    )
    numbers = {
        "steps": len(buggy.steps),
        "model_max_leaked": max(model.leaked, default=0),
        "correct_max_leaked": max(good.leaked, default=0),
        "variant_max_leaked": max(buggy.leaked, default=0),
        "variant_half_pool_step": half,
        "model_allocation_failures": model.allocation_failures[-1] if model.steps else 0,
        "correct_allocation_failures": good.allocation_failures[-1] if good.steps else 0,
        "variant_allocation_failures": buggy.allocation_failures[-1] if buggy.steps else 0,
        **_stop_numbers(stops, runs),
    }
    text = (
        f"{len(buggy.steps)} engine steps of the same seeded traffic. Leaked blocks are "
        f"blocks the allocator holds (ref > 0) that no request's block table names. "
        + leak_free("correct allocator", numbers["correct_max_leaked"], "leaks", "block")
        + f" The variant leaks a block whenever two owners of a shared prefix finish in the "
        f"same step, reaching {numbers['variant_max_leaked']} of {usable} usable blocks"
        + (f" (half the pool by step {half})" if half is not None else "")
        + f", and then serves by failing allocations: "
        f"{numbers['variant_allocation_failures']} against the model's "
        f"{numbers['model_allocation_failures']}. " + stop_sentence(stops[1], "step")
    )
    return {"png": png, "text": text, "numbers": numbers, "variant": variant, "correct": correct}


def parent_first(
    seed: int, out: Path, *, policy: str = "lru", pool_size: int = 128, steps: int = 1000
) -> dict[str, Any]:
    variant, correct = PARENT_FIRST_VARIANT, "impl"
    options = {"policy": policy, "pool_size": pool_size, "steps": steps, "seed": seed}
    model, runs, stops = _beside_model(correct, variant, **options)
    png = _draw(
        variant,
        correct,
        options,
        ["orphaned cached blocks now", "blocks orphaned so far"],
        lambda run: [
            [
                Series(model.steps, model.orphans, "model"),
                Series(run.steps, run.orphans, "measured"),
            ],
            [
                Series(model.steps, model.orphaned_so_far, "model"),
                Series(run.steps, run.orphaned_so_far, "measured"),
            ],
        ],
        runs,
        stops,
        out / "lru-parent-first.png",
    )
    good, buggy = runs
    numbers = {
        "steps": len(buggy.steps),
        "model_orphaned": model.orphaned_so_far[-1] if model.steps else 0,
        "correct_orphaned": good.orphaned_so_far[-1] if good.steps else 0,
        "variant_orphaned": buggy.orphaned_so_far[-1] if buggy.steps else 0,
        "variant_max_orphans_at_once": max(buggy.orphans, default=0),
        **_stop_numbers(stops, runs),
    }
    text = (
        f"{len(buggy.steps)} engine steps of the same seeded traffic with a pool small "
        f"enough to evict. An orphan is a cached, registered block whose parent block was "
        f"evicted before it (the parent is free, or holds other content): its prefix can "
        f"never be matched again, yet it occupies the pool until evicted itself. "
        + (
            "Neither the model nor the correct allocator (leaf-peel eviction) orphans a block."
            if numbers["model_orphaned"] == numbers["correct_orphaned"] == 0
            else leak_free("model", numbers["model_orphaned"], "orphans", "block")
            + " "
            + leak_free("correct allocator", numbers["correct_orphaned"], "orphans", "block")
        )
        + " The variant evicts the oldest cached blocks whatever their children and has "
        f"orphaned {numbers['variant_orphaned']} blocks by the end (up to "
        f"{numbers['variant_max_orphans_at_once']} at once). " + stop_sentence(stops[1], "step")
    )
    return {"png": png, "text": text, "numbers": numbers, "variant": variant, "correct": correct}


def stories() -> list[Story]:
    return [
        Story(
            "release-leak",
            "Batched-release leak: leaked blocks climbing against zero",
            release_leak,
        ),
        Story(
            "lru-parent-first", "LRU parent-first eviction: orphaned cached blocks", parent_first
        ),
    ]
