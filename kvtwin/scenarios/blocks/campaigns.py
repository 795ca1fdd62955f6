"""Blocks campaigns: seeded serving traffic against a target, from the CLI's
options (``kvtwin run blocks``) or the fixed set every target faces
(``kvtwin bugs``, peers, the mutation runs).

Seeded campaigns follow an engine's cycle (``traffic.Phases``): fill the pool
to pressure, churn (with evictions ahead of need and misuse that must be
rejected), drain, abort and reset; so every verb of the contract is exercised,
``evict`` and ``reset`` included. ``--budget SECONDS`` runs as many engine
steps as fit in the time (``--steps``, if given too, still caps them)."""

from __future__ import annotations

import dataclasses
import functools
import json
from collections.abc import Generator, Sequence
from typing import Any

from kvtwin.core.errors import UsageError
from kvtwin.core.options import (
    Option,
    OptionSet,
    budget_option,
    check_device,
    device_option,
    policy_option,
    seed_option,
    target_option,
)
from kvtwin.core.registry import check_target
from kvtwin.core.scenario import Campaign, Campaigns, Scenario, fresh_part
from kvtwin.scenarios.blocks.forms import HASH_FORMS, LIST, TUPLE, carries, tensor_of
from kvtwin.scenarios.blocks.ops import HASH_BATCHES, IDS, Op
from kvtwin.scenarios.blocks.serving import ALL, TRAFFIC, ServingConfig, ServingLoop
from kvtwin.scenarios.blocks.session import default_audit_every
from kvtwin.scenarios.blocks.traffic import Phases, Request, TrafficConfig, seeded_traffic

POLICIES = ("lru", "ref_zero")
DEFAULT_STEPS = 2000
MAX_STEPS = 10_000_000
HUNT_SEEDS = range(4)
HUNT_STEPS = 150
HUNT_POOL = 32  # small: evictions and failures from the first steps
HUNT_PHASES = Phases(fill=50, churn=50, drain=25)
"""Short cycles: a reset (and the misuse around it) every 125 steps of a hunt."""
SMALLEST_POOL = 2
"""One usable block (and the dummy): every request fits in it or never runs."""
TINY_SHAPE = TrafficConfig(
    system_prompts=0,
    few_shot_prefixes=0,
    max_user_tokens=4,
    max_prompt_tokens=4,
    max_new_tokens=4,
)
"""Prompts of one block (at the hunts' block size 4), short outputs: some run."""
LARGE_POOL = 600
"""Past 256, where CPython stops sharing one object per small int: ids, batch
lengths and counts there tell ``is`` from ``==``."""
LARGE_SHAPE = TrafficConfig(
    system_tokens=40,
    max_user_tokens=360,
    max_prompt_tokens=400,
    max_new_tokens=8,
    max_arrivals_per_step=1,
)
"""At one token per block, long mostly unique prompts prefilled in one chunk:
allocations and registrations of hundreds of blocks, allocations that evict
hundreds of cached blocks, and short outputs, so the cache is large when a
drain drops it (evicts of hundreds)."""
LARGE_PHASES = Phases(fill=20, churn=20, drain=20)


def serving_campaign(
    scenario: Scenario,
    target: str,
    *,
    policy: str,
    pool_size: int,
    seed: int,
    steps: int,
    block_size: int = 4,
    audit_every: int | None = None,
    device: str = "cpu",
    label: str | None = None,
    requests: Sequence[Request] | None = None,
    phases: Phases | None = None,
    budget: float | None = None,
    shape: TrafficConfig | None = None,
    prefill_chunk: int | None = None,
    traffic: str = ALL,
) -> Campaign:
    """Seeded serving traffic (or the given ``requests``) for ``steps`` engine
    steps on a ``pool_size`` pool, in ``phases`` (default: ``Phases()`` for
    seeded traffic, none for given requests), within ``budget`` seconds if given.
    ``shape``: the traffic's prompt and output lengths (its arrival steps and
    phases are this campaign's); ``prefill_chunk``: tokens a sequence prefills
    per step (default ``ServingConfig``'s); ``traffic``: which calls the loop makes
    (``serving.TRAFFIC``)."""
    options = {k: v for k, v in locals().items() if k not in ("scenario", "target")}
    if traffic not in TRAFFIC:
        raise UsageError(f"--traffic must be one of {', '.join(TRAFFIC)}, got {traffic!r}")
    if phases is None and requests is None:
        phases = Phases()
    chunk = {} if prefill_chunk is None else {"prefill_chunk": prefill_chunk}
    serving = ServingConfig(
        steps=steps,
        block_size=block_size,
        phases=phases,
        pool_size=pool_size,
        budget=budget,
        traffic=traffic,
        edge_offset=seed,
        **chunk,
    )
    drawn = dataclasses.replace(shape or TrafficConfig(), arrival_steps=steps, phases=phases)
    loops: list[ServingLoop] = []

    def workload() -> Any:
        source = seeded_traffic(seed, drawn) if requests is None else list(requests)
        loop = ServingLoop(source, serving)
        loops.append(loop)
        return in_forms(loop.ops())

    def after() -> dict[str, Any]:
        stats = loops[-1].stats if loops else None
        if stats is None:
            return {}
        return {
            "requests": {
                "admitted": stats.admitted,
                "finished": stats.finished,
                "preempted": stats.preempted,
                "aborted": stats.aborted,
                "rejected": stats.rejected,
                "turned_away": stats.turned_away,
            },
            "resets": stats.resets,
        }

    # the target is built from the trace config as a replay reads it back (JSON),
    # so the recording run and its replay build the same target
    config = json.loads(json.dumps({"policy": policy, "pool_size": pool_size, "device": device}))
    return Campaign(
        scenario,
        target,
        config,
        workload,
        label or f"blocks {policy} seed={seed} pool={pool_size} steps={steps}",
        total=None if budget is not None else steps,
        audit_every=default_audit_every(pool_size) if audit_every is None else audit_every,
        summary={
            "policy": policy,
            "seed": seed,
            "steps": steps,
            "pool_size": pool_size,
            "device": device,
            "block_size": block_size,
            "prefill_chunk": serving.prefill_chunk,
            "budget_seconds": budget,
            "traffic": traffic,
            "phases": None
            if phases is None
            else {"fill": phases.fill, "churn": phases.churn, "drain": phases.drain},
        },
        after=after,
        options=options,
    )


OPTIONS = OptionSet(
    "blocks",
    (
        policy_option(POLICIES),
        Option(
            "steps", int, None, f"engine steps (default {DEFAULT_STEPS}, or as many as "
            "--budget allows)", low=1, high=MAX_STEPS, nullable=True,
            draw=lambda rng: rng.choice((100, 200, 400)),
        ),
        budget_option("engine steps (then the final audit)"),
        seed_option(),
        Option(
            "pool_size", int, 128, "blocks in the pool, the dummy included (default 128: "
            "small enough to evict)", low=2, high=1 << 24,
            # small pools evict and fail allocations from the first steps, large ones
            # keep long shared prefixes cached
            draw=lambda rng: rng.choice((16, 32, 64, 128)),
        ),
        target_option(
            "impl", "impl (default), model, bug:NAME, megatron, vllm, an engine driver such "
            "as megatron-engine, or one a --plugin module registers",
        ),
        device_option(),
        Option(
            "audit_every", int, None, "full-state audit period in ops (default: max(64, "
            "pool size / 2); 0: only at the end)", low=0, high=1 << 40, nullable=True,
        ),
        Option(
            "block_size", int, 4, "tokens per block (default 4)", low=1, high=4096,
            draw=lambda rng: rng.choice((2, 4, 8)),
        ),
        Option(
            "traffic", str, ALL, "legitimate: only the calls a serving engine makes itself; "
            "misuse: those and calls the contract rejects; all (default: the whole contract, "
            "what an allocator that checks its caller must handle): those and the legal calls "
            "at the contract's edges. A caller-trusting engine (vllm) lets misuse through by "
            "design: --traffic legitimate checks what its own scheduler sends",
            choices=TRAFFIC,
        ),
    ),
)


class BlocksCampaigns(Campaigns):
    options = OPTIONS

    def from_values(self, values: dict[str, Any]) -> Campaign:
        check_device(values["device"])
        check_target(self.scenario.name, values["target"])  # before --out is claimed
        steps = values["steps"]
        if steps is None:
            steps = DEFAULT_STEPS if values["budget"] is None else MAX_STEPS
        return serving_campaign(
            self.scenario,
            values["target"],
            policy=values["policy"],
            pool_size=values["pool_size"],
            seed=values["seed"],
            steps=steps,
            block_size=values["block_size"],
            audit_every=values["audit_every"],
            device=values["device"],
            budget=values["budget"],
            traffic=values["traffic"],
        )

    def next_part(
        self, campaign: Campaign, part: int, ticks: int, seconds: float
    ) -> Campaign | None:
        """A fresh pool, the next part of the seed, for the steps (and seconds) left."""
        build = functools.partial(serving_campaign, self.scenario, campaign.target)
        return fresh_part(campaign, part, ticks, seconds, build)

    def hunts(self, target: str) -> list[Campaign]:
        """The fixed hunts: a small pool under pressure for each seed and policy,
        then (appended, so the earlier ones keep their places) a pool past 256
        blocks and the smallest pool, each under both policies."""
        hunts = [
            serving_campaign(
                self.scenario,
                target,
                policy=policy,
                seed=seed,
                steps=HUNT_STEPS,
                pool_size=HUNT_POOL,
                phases=HUNT_PHASES,
            )
            for seed in HUNT_SEEDS
            for policy in POLICIES
        ]
        large: dict[str, Any] = {
            "steps": 3 * LARGE_PHASES.cycle // 2,
            "pool_size": LARGE_POOL,
            "block_size": 1,
            "phases": LARGE_PHASES,
            "shape": LARGE_SHAPE,
            "prefill_chunk": LARGE_SHAPE.max_prompt_tokens,
        }
        smallest: dict[str, Any] = {
            "steps": HUNT_STEPS,
            "pool_size": SMALLEST_POOL,
            "phases": HUNT_PHASES,
            "shape": TINY_SHAPE,
        }
        for options, what in (
            (large, f"pool={LARGE_POOL} block_size=1 long prompts"),
            (smallest, f"pool={SMALLEST_POOL} one-block prompts"),
        ):
            hunts += [
                serving_campaign(
                    self.scenario,
                    target,
                    policy=policy,
                    seed=0,
                    label=f"blocks {policy} seed=0 {what}",
                    **options,
                )
                for policy in POLICIES
            ]
        return hunts


ROTATION = (LIST, None, TUPLE, "tensor:int32")
"""The input forms a verb's batches of plain ids take in turn (``None``: the tensor
``torch.tensor`` makes of them: int64, or float32 for an empty batch), so every
verb meets every form the contract allows, least drawn first."""


def in_forms(source: Generator[Op, Any, Any]) -> Generator[Op, Any, Any]:
    """``source``'s ops, each op that names ids in its input form (``forms.py``): a
    verb's batches of plain ids take the ``ROTATION``'s forms in turn; any other
    batch (bools, floats, rows of a block table) goes every second time as the
    tensor ``torch.tensor`` makes of it and otherwise as a list, so a run checks
    every input path of a target that takes them all; a batch no tensor carries
    as it is (ints mixed with bools, past int64, ragged rows) and a lone id stay
    as they are. A verb's batches of hashes alternate between a list and a tuple."""
    turns: dict[str, int] = {}
    hash_turns: dict[str, int] = {}
    named = 0
    result: Any = None
    try:
        op = next(source)
        while True:
            ids = op.args.get(IDS)
            form, hashes_form = LIST, LIST
            if isinstance(ids, list):
                if not ids or set(map(type, ids)) <= _PLAIN:
                    turn = turns.get(op.verb, 0)
                    turns[op.verb] = turn + 1
                    form = ROTATION[turn % len(ROTATION)] or tensor_of(ids) or LIST
                    if not carries(form, ids):  # ids past int32 stay a list
                        form = LIST
                else:
                    named += 1
                    form = (tensor_of(ids) if named % 2 == 0 else None) or LIST
            if isinstance(op.args.get(HASH_BATCHES[0]), list):
                turn = hash_turns.get(op.verb, 0)
                hash_turns[op.verb] = turn + 1
                hashes_form = HASH_FORMS[turn % len(HASH_FORMS)]
            if form != LIST or hashes_form != LIST:
                op = Op(op.verb, op.args, form, hashes_form)
            result = yield op
            op = source.send(result)
    except StopIteration as stop:
        return stop.value
    finally:
        source.close()


_PLAIN = frozenset({int})
