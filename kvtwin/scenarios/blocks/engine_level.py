"""The blocks contract's engine level (``kvtwin run blocks-engine``, or ``kvtwin run
blocks --target T`` for a driver T): an engine's own serving path fed the blocks
scenario's shared-prefix traffic, every call it makes into its block allocator
checked against ``model.blocks`` as it happens.

Each call goes through :class:`BlocksSession` exactly as an allocator-level op
would (through :class:`Passthrough`: the real call, with the engine's own
arguments, is the target's answer). The engine's LRU clock is followed by
``tick`` ops. After every engine step the whole allocator is audited with the
engine's live block tables as the owners (each block's references equal the
table slots naming it), and the tables themselves are checked
(``EngineDriver.state_problem``: no block twice in one table; a registered block
carries the request's hash for its position).

Requests are the blocks scenario's traffic (shared system prompts, few-shot
prefixes, exact duplicates, multi-turn continuations), handed to the engine as
they arrive; a request with several samples arrives that many times in the same
step, which is how a client asks an engine without parallel sampling for them.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import kvtwin.scenarios.blocks.ops as block_ops
from kvtwin.core.engine_level.contract import CallThrough, EngineContract
from kvtwin.core.engine_level.driver import Call, EngineDriver
from kvtwin.core.engine_level.ops import Arrive, ClientOp, Step
from kvtwin.core.engine_level.scenario import EngineLevel, register_engine_level
from kvtwin.core.options import Option, OptionSet, policy_option, seed_option, target_option
from kvtwin.core.registry import make_target
from kvtwin.core.trace import require
from kvtwin.scenarios.blocks.session import BlocksSession
from kvtwin.scenarios.blocks.targets.base import ENGINE_SCENARIO, SCENARIO, BlockTarget
from kvtwin.scenarios.blocks.traffic import Request, TrafficConfig, seeded_traffic

POLICIES = ("lru", "ref_zero")
HUNT_SEEDS = range(4)
HUNT_STEPS = 300
HUNT_POOL = 32
MAX_SEQUENCE_LENGTH = 256
REFUSED = {
    "budget": "the engine level runs --steps engine steps",
    "audit_every": "the engine level audits after every engine step",
    "traffic": "an engine level makes only its own calls",
}

OPTIONS = OptionSet(
    ENGINE_SCENARIO,
    (
        policy_option(POLICIES),
        Option("steps", int, 300, "engine steps", low=1, high=1_000_000),
        seed_option(),
        Option("pool_size", int, 64, "KV blocks, the dummy included", low=4, high=1 << 16),
        target_option("megatron-engine", "an engine driver (megatron-engine, vllm-engine, ...)"),
        Option("device", str, "cpu", "cpu (the engine level runs there)", choices=("cpu",)),
        Option("block_size", int, 4, "tokens per block", low=1, high=256),
        Option("max_requests", int, 8, "the engine's max requests", low=1, high=4096),
        Option(
            "max_tokens", int, 32, "tokens per step (prompts chunk beyond it)", low=1,
            high=1 << 20,
        ),
        Option(
            "paused_blocks", int, None, "paused buffer (default pool/8)", low=0, high=1 << 16,
            nullable=True,
        ),
        Option("chunked_prefill", bool, True, "prefill long prompts in chunks"),
    ),
    REFUSED,
)


def engine_traffic(steps: int) -> TrafficConfig:
    """At most one request (of up to two samples) per step: about what eight
    concurrent requests of this size can serve, so the queue stays bounded
    while the pool is under pressure."""
    return TrafficConfig(arrival_steps=steps, max_arrivals_per_step=1, max_samples=2)


def engine_ops(requests: Sequence[Request] | Iterator[Request], steps: int) -> Iterator[ClientOp]:
    """Each step: the requests that arrive in it, then ``step``."""
    pending = iter(requests)
    upcoming = next(pending, None)
    for step in range(steps):
        while upcoming is not None and upcoming.arrival <= step:
            for _ in range(upcoming.samples):
                yield Arrive(upcoming.prompt, upcoming.max_new_tokens)
            upcoming = next(pending, None)
        yield Step()


def engine_config(values: dict[str, Any]) -> dict[str, Any]:
    """The trace config: everything the target needs to build the same engine."""
    pool = values["pool_size"]
    paused = values.get("paused_blocks")
    return {
        "policy": values["policy"],
        "pool_size": pool,
        "block_size": values["block_size"],
        "max_requests": values["max_requests"],
        "max_tokens": max(values["max_tokens"], values["max_requests"]),
        "paused_blocks": pool // 8 if paused is None else paused,
        "max_sequence_length": MAX_SEQUENCE_LENGTH,
        "chunked_prefill": values["chunked_prefill"],
        "device": values["device"],
    }


def driver_options(config: dict[str, Any]) -> dict[str, Any]:
    read = OPTIONS.from_config
    return {
        "num_blocks": read(config, "pool_size"),
        "policy": read(config, "policy"),
        "block_size": read(config, "block_size"),
        "max_requests": read(config, "max_requests"),
        "max_tokens": read(config, "max_tokens"),
        "paused_blocks": read(config, "paused_blocks"),
        "max_sequence_length": require(config, "max_sequence_length", int, low=2, high=1 << 20),
        "chunked_prefill": read(config, "chunked_prefill"),
        "device": read(config, "device"),
    }


def traffic(values: dict[str, Any]) -> Iterator[ClientOp]:
    source = seeded_traffic(values["seed"], engine_traffic(values["steps"]))
    return engine_ops(source, values["steps"])


class Passthrough(CallThrough, BlockTarget):
    """A blocks target whose verbs make the engine's pending real call and whose
    observations are the driver's observer's."""

    def __init__(self, observer: BlockTarget) -> None:
        self.observer = observer
        self.name = observer.name
        self.num_blocks = observer.num_blocks
        self.policy = observer.policy
        self.model_policy = observer.model_policy

    allocate = release = register = retain = evict = reset = tick = match = CallThrough.run

    def views(self, ids: Any) -> Any:
        return self.observer.views(ids)

    def counts(self) -> Any:
        return self.observer.counts()

    def lookup(self, hashes: Any) -> Any:
        return self.observer.lookup(hashes)

    def hash_map(self) -> Any:
        return self.observer.hash_map()

    def free_ids(self) -> Any:
        return self.observer.free_ids()


class BlocksEngineContract(EngineContract):
    coverage_key = "allocator"
    audits_each_step = True

    def __init__(self, config: dict[str, Any], target: str) -> None:
        self.driver = make_target(ENGINE_SCENARIO, target, **driver_options(config))
        self.through = Passthrough(self.driver.observer)
        self.checker = BlocksSession(self.through)

    def before_call(self, call: Call) -> None:
        if call.op.verb != "tick":
            self.sync_clock()

    def after_op(self, op: ClientOp) -> None:
        self.sync_clock()

    def sync_clock(self) -> None:
        """The engine advanced its clock since the last call: the model ticks as often."""
        while self.port.found is None and self.checker.model.counts().clock < self.driver.clock():
            self.port.call(Call(block_ops.tick(), lambda: None))

    def audit(self, final: bool) -> None:
        self.checker.audit(final=final, context=self.driver.owners())


def describe(summary: dict[str, Any]) -> str:
    return (
        f"{summary.get('steps')} engine steps of seeded serving traffic through "
        f"`{summary.get('target')}`, pool of {summary.get('pool_size')} blocks, "
        f"policy `{summary.get('policy')}`; the allocator checked at every call."
    )


LEVEL = register_engine_level(
    EngineLevel(
        base=SCENARIO,
        help="serve traffic through an engine's own request path; check its allocator at "
        "every call",
        options=OPTIONS,
        config=engine_config,
        driver_options=driver_options,
        traffic=traffic,
        contract=BlocksEngineContract,
        describe=describe,
        hunts=tuple(
            {"policy": policy, "seed": seed, "steps": HUNT_STEPS, "pool_size": HUNT_POOL}
            for seed in HUNT_SEEDS
            for policy in POLICIES
        ),
        driver_base=EngineDriver,
        driver_keywords=frozenset(driver_options(engine_config(OPTIONS.defaults()))),
        size_option="block_size",
        label=lambda v: f"engine {v['policy']} seed={v['seed']} pool={v['pool_size']} "
        f"steps={v['steps']}",
    )
)
