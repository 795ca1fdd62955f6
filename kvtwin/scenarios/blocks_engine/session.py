"""The engine-level session: an engine serving traffic, its allocator checked at every call.

The driver (a target of this scenario, e.g. ``megatron-engine``) runs the
engine's own code and reports each call the engine makes into its block
allocator, as it happens, through ``checked``. Each call goes through the blocks
scenario's :class:`BlocksSession` exactly as an allocator-level op would: the
real call first (through :class:`Passthrough`, with the engine's own
arguments), then the same op on the model, then errors, results, touched
blocks, counters and map entries compared. The engine's clock is followed by
``tick`` ops. After every engine step the whole allocator is audited against
the model, with the engine's live block tables as the owners (each block's
references equal the table slots naming it), and the tables themselves are
checked (no block twice in one table; a registered block carries the
request's hash for its position).

A divergence inside a call is kept while the engine finishes its step (the
engine gets back what the real call returned or raised) and reported at that
step, named by the allocator verb, so its signature reads like the allocator
level's (``release: block[].ref``). Anything the engine itself raises is an
``error`` at ``step`` (or ``arrive``).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import kvtwin.scenarios.blocks.ops as block_ops
from kvtwin.core.contain import attempt, describe
from kvtwin.core.divergence import Divergence, DivergenceFound
from kvtwin.scenarios.blocks.session import BlocksSession
from kvtwin.scenarios.blocks.targets.base import BlockTarget
from kvtwin.scenarios.blocks.targets.driver import Call, EngineDriver
from kvtwin.scenarios.blocks_engine.ops import Arrive, EngineOp


class Passthrough(BlockTarget):
    """A blocks target whose verbs make the engine's pending real call and whose
    observations are the driver's observer's."""

    def __init__(self, observer: BlockTarget) -> None:
        self.observer = observer
        self.name = observer.name
        self.num_blocks = observer.num_blocks
        self.policy = observer.policy
        self.model_policy = observer.model_policy
        self.call: Call | None = None
        self.ran = False
        self.raw: Any = None
        self.error: BaseException | None = None

    def load(self, call: Call) -> None:
        self.call, self.ran, self.raw, self.error = call, False, None, None

    def run(self) -> Any:
        assert self.call is not None
        self.ran = True
        try:
            self.raw = self.call.perform()
        except BaseException as error:
            self.error = error
            raise
        return self.call.result(self.raw)

    def allocate(self, n: int) -> Any:
        return self.run()

    def release(self, ids: Any) -> Any:
        return self.run()

    def register(self, ids: Any, hashes: Any, parent_hashes: Any) -> Any:
        return self.run()

    def retain(self, ids: Any) -> Any:
        return self.run()

    def evict(self, n: int) -> Any:
        return self.run()

    def reset(self) -> Any:
        return self.run()

    def tick(self) -> Any:
        return self.run()

    def match(self, hashes: Any) -> Any:
        return self.run()

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


class EngineSession:
    """A :class:`kvtwin.core.scenario.Session` over an engine driver."""

    def __init__(self, driver: EngineDriver) -> None:
        self.driver = driver
        self.target = Passthrough(driver.observer)
        self.checker = BlocksSession(self.target)
        self.index = -1  # the trace op being applied
        self.calls = 0  # allocator calls in the current engine step
        self.found: Divergence | None = None
        self.rejected = False
        driver.attach(self.checked, self.unexpected)

    # ------------------------------------------------------------ session
    def apply(self, op: EngineOp) -> None:
        self.index += 1
        self.calls = 0
        if isinstance(op, Arrive):
            _, error = attempt(self.driver.arrive, list(op.prompt), op.max_new_tokens)
        else:
            _, error = attempt(self.driver.step)
        if self.found is None and error is None:
            self.sync_clock()
        if self.found is not None:
            raise DivergenceFound(self.found)
        if error is not None:
            self.diverge(op.verb, str(op), "error", "no error", describe(error))
        if not isinstance(op, Arrive):
            self.audit(final=False)

    def audit(self, final: bool, context: Any = None) -> None:
        tables = [blocks for _, blocks in self.driver.live_tables()]
        try:
            self.checker.audit(final=final, context=tables)
        except DivergenceFound as found:
            raise DivergenceFound(self.renamed(found.divergence, "audit", None)) from None
        problem = self.driver.table_problem()
        if problem is not None:
            field, expected, actual = problem
            self.diverge("step", "block tables after the step", field, expected, actual)

    def coverage(self) -> dict[str, Any]:
        return {"allocator": self.checker.coverage(), "engine": self.driver.coverage()}

    def recording(self) -> None:
        return None

    def close(self) -> None:
        pass

    # ------------------------------------------------------ the engine's calls
    def checked(self, call: Call) -> Any:
        """One allocator call the engine makes: checked against the model (until
        the first divergence), then handed back to the engine as it really was."""
        if self.found is not None:
            return call.perform()
        self.calls += 1
        if call.op.verb != "tick":
            self.sync_clock()
        self.target.load(call)
        if self.found is None:
            try:
                self.checker.apply(call.op)
            except DivergenceFound as found:
                self.found = self.renamed(found.divergence, call.op.verb, call.op)
        if not self.target.ran:
            return call.perform()
        if self.target.error is not None:
            raise self.target.error
        return self.target.raw

    def unexpected(self, what: str, expected: Any, actual: Any) -> None:
        if self.found is None:
            self.found = Divergence(self.index, f"step: {what}", what, expected, actual, "step")

    def sync_clock(self) -> None:
        """The engine advanced its clock since the last call: the model ticks as often."""
        while self.found is None and self.checker.model.counts().clock < self.driver.clock():
            self.checked(Call(block_ops.tick(), lambda: None))

    # ------------------------------------------------------------ helpers
    def renamed(self, divergence: Divergence, verb: str, op: Any) -> Divergence:
        """A checker divergence at this trace op, saying which engine call it was."""
        where = f"engine op {self.index}"
        text = f"{op} [call {self.calls} of {where}]" if op is not None else f"audit after {where}"
        return dataclasses.replace(divergence, step=self.index, op=text, verb=verb)

    def diverge(self, verb: str, op: str, field: str, expected: Any, actual: Any) -> None:
        raise DivergenceFound(Divergence(self.index, op, field, expected, actual, verb))
