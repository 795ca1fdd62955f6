"""The radix contract's engine level (``kvtwin run radix-engine``, or ``kvtwin run
radix --target T`` for a driver T): an engine's own serving path fed the blocks
scenario's seeded shared-prefix traffic, plus a client abort of a recent request
every ``ABORT_EVERY`` steps, every call it makes into its page allocator and radix
cache checked against ``model.radix`` as it happens.

The driver reports each call as a :class:`~kvtwin.core.engine_level.driver.Call`
whose op is a radix op; the call goes through the radix session exactly as an
allocator-level op (through :class:`Passthrough`: the real call first, with the
engine's arguments, then the model, then results, counters and pages compared),
and the engine gets back what the real call returned or raised. After every
engine step the whole state is audited, with the engine's live requests as the
owners: each one's private pages and the lock it holds.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Iterator
from typing import Any

from kvtwin.core.engine_level.contract import CallThrough, EngineContract
from kvtwin.core.engine_level.driver import EngineDriver
from kvtwin.core.engine_level.ops import Abort, ClientOp
from kvtwin.core.engine_level.scenario import EngineLevel, register_engine_level
from kvtwin.core.options import Option, OptionSet, policy_option, seed_option, target_option
from kvtwin.core.registry import make_target
from kvtwin.core.trace import require
from kvtwin.scenarios.blocks.engine_level import engine_ops, engine_traffic
from kvtwin.scenarios.blocks.traffic import seeded_traffic
from kvtwin.scenarios.radix.session import RadixSession
from kvtwin.scenarios.radix.target import ENGINE_SCENARIO, SCENARIO, ObservedThrough, RadixTarget

POLICIES = ("lru", "disabled")
ABORT_EVERY = 13
HUNT_SEEDS = range(3)
HUNT_STEPS = 200
HUNT_POOL = 48
MAX_SEQUENCE_LENGTH = 256

OPTIONS = OptionSet(
    ENGINE_SCENARIO,
    (
        policy_option(POLICIES),
        Option("steps", int, 300, "engine steps", low=1, high=1_000_000),
        seed_option(),
        Option("pool_size", int, 64, "pages", low=4, high=1 << 16),
        Option("page_size", int, 4, "tokens per page", low=1, high=64),
        target_option("sglang-engine", "an engine driver (sglang-engine, ...)"),
        Option("max_requests", int, 8, "the engine's max running requests", low=1, high=256),
        Option("max_tokens", int, 32, "chunked prefill size", low=1, high=1 << 16),
        Option("chunked_prefill", bool, True, "prefill long prompts in chunks"),
    ),
    {
        "budget": "the engine level runs --steps engine steps",
        "audit_every": "the engine level audits after every engine step",
        "traffic": "an engine level makes only its own calls",
    },
)


class RadixDriver(EngineDriver):
    """A driver of the radix engine level: it aborts requests, and names the owners."""

    observer: RadixTarget
    """Reads the engine's live allocator and cache (its verbs are never called)."""

    @abstractmethod
    def abort(self, request: int) -> Any:
        """A client aborts the ``request``-th request that arrived (if it is still live)."""

    @abstractmethod
    def owners(self) -> tuple[list[int], list[Any]]:
        """The private pages and held locks of every live request."""


def with_aborts(source: Iterator[Any], every: int) -> Iterator[Any]:
    """``source``'s ops, with an abort of the second most recent arrival before
    every ``every``-th step (a client that gives up on a request it just sent)."""
    arrived = steps = 0
    for op in source:
        if op.verb == "arrive":
            arrived += 1
        elif op.verb == "step":
            steps += 1
            if every and steps % every == 0 and arrived >= 2:
                yield Abort(arrived - 2)
        yield op


def traffic(values: dict[str, Any]) -> Iterator[ClientOp]:
    source = seeded_traffic(values["seed"], engine_traffic(values["steps"]))
    return with_aborts(engine_ops(source, values["steps"]), ABORT_EVERY)


def engine_config(values: dict[str, Any]) -> dict[str, Any]:
    return {
        "policy": values["policy"],
        "pool_size": values["pool_size"],
        "page_size": values["page_size"],
        "max_requests": values["max_requests"],
        "max_tokens": values["max_tokens"],
        "chunked_prefill": values["chunked_prefill"],
        "max_sequence_length": MAX_SEQUENCE_LENGTH,
    }


def driver_options(config: dict[str, Any]) -> dict[str, Any]:
    read = OPTIONS.from_config
    return {
        "num_pages": read(config, "pool_size"),
        "page_size": read(config, "page_size"),
        "policy": read(config, "policy"),
        "max_requests": read(config, "max_requests"),
        "max_tokens": read(config, "max_tokens"),
        "chunked_prefill": read(config, "chunked_prefill"),
        "max_sequence_length": require(config, "max_sequence_length", int, low=8, high=1 << 20),
    }


class Passthrough(CallThrough, ObservedThrough):
    """A radix target whose verbs make the engine's pending real call and whose
    observations are the driver's observer's."""

    def __init__(self, observer: RadixTarget) -> None:
        self.observer = observer
        self.name = observer.name
        self.num_pages, self.page_size = observer.num_pages, observer.page_size
        self.policy = observer.policy
        self.trusts_caller = observer.trusts_caller

    alloc = free = match = insert = lock = unlock = evict = reset = CallThrough.run


class RadixEngineContract(EngineContract):
    coverage_key = "allocator"
    audits_each_step = True

    def __init__(self, config: dict[str, Any], target: str) -> None:
        self.driver: RadixDriver = make_target(ENGINE_SCENARIO, target, **driver_options(config))
        self.through = Passthrough(self.driver.observer)
        self.checker = RadixSession(self.through)

    def audit(self, final: bool) -> None:
        self.checker.audit(final=final, context=self.driver.owners())


def describe(summary: dict[str, Any]) -> str:
    return (
        f"{summary.get('steps')} engine steps of seeded serving traffic through "
        f"`{summary.get('target')}`, {summary.get('pool_size')} pages of "
        f"{summary.get('page_size')} tokens, policy `{summary.get('policy')}`; the "
        "allocator and the radix cache checked at every call."
    )


LEVEL = register_engine_level(
    EngineLevel(
        base=SCENARIO,
        help="serve traffic through an engine's own scheduler; check its radix cache at "
        "every call",
        options=OPTIONS,
        config=engine_config,
        driver_options=driver_options,
        traffic=traffic,
        contract=RadixEngineContract,
        describe=describe,
        hunts=tuple(
            dict(policy=policy, seed=seed, steps=HUNT_STEPS, pool_size=HUNT_POOL)
            for seed in HUNT_SEEDS
            for policy in POLICIES
        ),
        verbs=("arrive", "step", "abort"),
        driver_base=RadixDriver,
        driver_keywords=frozenset(driver_options(engine_config(OPTIONS.defaults()))),
        size_option="page_size",
        label=lambda v: f"engine {v['policy']} seed={v['seed']} pages={v['pool_size']} "
        f"steps={v['steps']}",
    )
)
