"""Hypothesis state machines: arbitrary op sequences on the impl, checked in lockstep.

Unlike the serving workload these also make calls the contract forbids
(over-release, the dummy block, free blocks, hash conflicts): both sides must
reject them with the same error kind and change nothing.
"""

from __future__ import annotations

from hypothesis import HealthCheck, settings, target
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from kvtwin.core.divergence import DivergenceFound
from kvtwin.core.registry import make_target
from kvtwin.core.repro import record_divergence
from kvtwin.core.trace import Trace
from kvtwin.scenarios.blocks import ops
from kvtwin.scenarios.blocks.codec import BlocksCodec
from kvtwin.scenarios.blocks.session import BlocksSession

POOL = 9  # 8 usable blocks and the dummy: small, so evictions and failures are common
HASHES = st.integers(1, 6)  # few hashes, so twins, re-registrations and conflicts happen


class AllocatorMachine(RuleBasedStateMachine):
    policy = "lru"
    target_name = "impl"

    @initialize()
    def start(self) -> None:
        target = make_target("blocks", self.target_name, num_blocks=POOL, policy=self.policy)
        self.lockstep = BlocksSession(target)
        self.owners: list[list[int]] = []
        self.log: list[dict] = []
        self.peak_cached = 0

    def apply(self, op: ops.Op) -> object:
        """Apply in lockstep, keeping the ops so a divergence is written as a
        reproduction (the last one written is Hypothesis's shrunk example)."""
        record = op.to_json()
        self.log.append(record)
        try:
            result = self.lockstep.apply(op)
        except DivergenceFound as found:
            self._record(found)
            raise
        if op.verb == "allocate" and result is not None:
            record["returned"] = list(result)
        return result

    def _record(self, found: DivergenceFound) -> None:
        config = {"policy": self.policy, "pool_size": POOL, "device": "cpu"}
        name = f"statemachine-{self.target_name}-{self.policy}"
        trace = Trace(
            "blocks",
            self.target_name,
            config,
            BlocksCodec().migrate_v1(self.log),
            found.divergence.to_json(),
        )
        record_divergence(trace, name)

    @property
    def model(self):
        return self.lockstep.model

    def held(self) -> list[int]:
        return [b for b in range(POOL - 1) if not self.model.is_free(b)]

    @rule(n=st.integers(0, 5))
    def allocate(self, n: int) -> None:
        ids = self.apply(ops.allocate(n))
        if ids:
            self.owners.append(list(ids))

    @precondition(lambda self: self.owners)
    @rule(data=st.data())
    def release_owners(self, data: st.DataObject) -> None:
        chosen = data.draw(
            st.lists(st.integers(0, len(self.owners) - 1), min_size=1, max_size=3, unique=True)
        )
        ids = [b for index in chosen for b in self.owners[index]]
        self.apply(ops.release(ids))
        self.owners = [t for i, t in enumerate(self.owners) if i not in chosen]

    @precondition(lambda self: self.held())
    @rule(data=st.data())
    def retain(self, data: st.DataObject) -> None:
        ids = data.draw(st.lists(st.sampled_from(self.held()), min_size=1, max_size=4))
        self.apply(ops.retain(ids))
        self.owners.append(ids)

    @precondition(lambda self: self.owners)
    @rule(data=st.data())
    def register(self, data: st.DataObject) -> None:
        table = data.draw(st.sampled_from(self.owners))
        ids = data.draw(st.lists(st.sampled_from(table), min_size=1, max_size=len(table)))
        hashes = data.draw(st.lists(HASHES, min_size=len(ids), max_size=len(ids)))
        parents = data.draw(st.lists(st.integers(0, 6), min_size=len(ids), max_size=len(ids)))
        self.apply(ops.register(ids, hashes, parents))

    @rule(hashes=st.lists(HASHES, max_size=4))
    def match(self, hashes: list[int]) -> None:
        self.apply(ops.match(hashes))

    @rule()
    def tick(self) -> None:
        self.apply(ops.tick())

    @rule(n=st.integers(0, 3))
    def evict(self, n: int) -> None:
        self.apply(ops.evict(n))

    @rule()
    def reset(self) -> None:
        self.apply(ops.reset())
        self.owners = []

    @rule(
        ids=st.lists(st.integers(-2, POOL + 1), min_size=1, max_size=4),
        verb=st.sampled_from(["release", "retain"]),
    )
    def misuse(self, ids: list[int], verb: str) -> None:
        """Ids anyone may name, including the dummy, out-of-range and free blocks.
        Where the contract allows the call it counts as a new owner or a release."""
        self.apply(ops.Op(verb, {"ids": ids}))
        if self.lockstep.model.touched:
            if verb == "retain":
                self.owners.append(ids)
            else:
                self._forget(ids)

    @rule(n=st.integers(-3, -1), verb=st.sampled_from(["allocate", "evict"]))
    def negative_count(self, n: int, verb: str) -> None:
        self.apply(ops.Op(verb, {"n": n}))

    @invariant()
    def agree(self) -> None:
        if hasattr(self, "lockstep"):
            try:
                self.lockstep.audit(context=self.owners)
            except DivergenceFound as found:
                self._record(found)
                raise
            self.peak_cached = max(self.peak_cached, self.model.counts().cached)

    def teardown(self) -> None:
        """Steer generation towards deep states (Hypothesis' targeted search):
        a full pool, many cached blocks, evictions, misuse rejected."""
        if hasattr(self, "lockstep"):
            coverage = self.lockstep.coverage()
            target(coverage["peak_in_use"], label="peak blocks in use")
            target(self.peak_cached, label="peak cached blocks")
            target(coverage.get("evictions", 0), label="evictions")
            target(sum(coverage["errors"].values()), label="misuse rejected")

    def _forget(self, ids: list[int]) -> None:
        for b in ids:
            for table in self.owners:
                if b in table:
                    table.remove(b)
                    break
        self.owners = [t for t in self.owners if t]


SETTINGS = settings(
    max_examples=60,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


class LruMachine(AllocatorMachine):
    policy = "lru"


class RefZeroMachine(AllocatorMachine):
    policy = "ref_zero"


TestImplLru = LruMachine.TestCase
TestImplLru.settings = SETTINGS
TestImplRefZero = RefZeroMachine.TestCase
TestImplRefZero.settings = SETTINGS


class ModelSelfLru(AllocatorMachine):
    """The harness against the model itself: must never diverge."""

    policy = "lru"
    target_name = "model"


TestModelSelf = ModelSelfLru.TestCase
TestModelSelf.settings = settings(SETTINGS, max_examples=20)
