"""The engine-level session: an engine serving a client's ops, what it does to the
component under test checked against the scenario's model as it does it.

The driver reports to this session (it is the driver's
:class:`~kvtwin.core.engine_level.driver.Port`). A call is checked through the
scenario's contract as an allocator-level op would be: the real call first, with
the engine's own arguments, then the model, then results and state compared;
the engine gets back what the real call returned or raised. Settled events go to
the contract in the engine's order. A divergence is kept while the engine
finishes its client op and reported at that op, named by the scenario's verb,
so its signature reads like the allocator level's (``release: block[].ref``);
anything the engine itself raises is an ``error`` at the client op, never a
silent pass.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from kvtwin.core.contain import attempt, describe
from kvtwin.core.divergence import Divergence, DivergenceFound
from kvtwin.core.engine_level.contract import EngineContract
from kvtwin.core.engine_level.driver import Call
from kvtwin.core.engine_level.ops import Abort, Arrive, ClientOp
from kvtwin.core.errors import TraceError


class EngineLevelSession:
    """A :class:`kvtwin.core.scenario.Session` over an engine driver and a contract."""

    def __init__(self, contract: EngineContract) -> None:
        self.contract = contract
        self.driver = contract.driver
        self.index = -1  # the trace op being applied
        self.calls = 0  # calls reported during the current client op
        self.found: Divergence | None = None
        self.rejected = False  # an engine makes only its own calls: nothing is rejected
        contract.port = self
        self.driver.attach(self)

    # ------------------------------------------------------------ session
    def apply(self, op: ClientOp) -> None:
        self.index += 1
        self.calls = 0
        if isinstance(op, Arrive):
            try:
                self.contract.check_arrive(op)
            except TraceError as error:
                raise TraceError(f"op {self.index}: {error}") from None
            _, error = attempt(self.driver.arrive, list(op.prompt), op.max_new_tokens)
        elif isinstance(op, Abort):
            _, error = attempt(self.driver.abort, op.request)
        else:
            _, error = attempt(self.driver.step)
        if self.found is None and error is None:
            self.contract.after_op(op)
        if self.found is not None:
            raise DivergenceFound(self.found)
        if error is not None:
            error.__traceback__ = None  # its frames would keep the engine's state alive
            self.diverge(op.verb, str(op), "error", "no error", describe(error))
        if op.verb == "step" and self.contract.audits_each_step:
            self.audit(final=False)

    def audit(self, final: bool, context: Any = None) -> None:
        try:
            self.contract.audit(final)
        except DivergenceFound as found:
            raise DivergenceFound(self.renamed(found.divergence, None, "audit")) from None
        problem = self.driver.state_problem()
        if problem is not None:
            field, expected, actual = problem
            self.diverge("step", f"engine state after engine op {self.index}", field,
                         expected, actual)  # fmt: skip

    def coverage(self) -> dict[str, Any]:
        return {
            self.contract.coverage_key: self.contract.checker.coverage(),
            "engine": {**self.driver.coverage(), **self.contract.engine_coverage()},
        }

    def recording(self) -> None:
        return None

    def close(self) -> None:
        self.contract.close()

    # ------------------------------------------------------- the driver's port
    def call(self, call: Call) -> Any:
        """One call the engine makes: checked (until the first divergence), then
        handed back to the engine as it really was."""
        through = self.contract.through
        if self.found is not None or through is None:
            if through is None and self.found is None:
                self.unexpected("engine call", "events at quiescent points", str(call.op))
            return call.perform()
        self.calls += 1
        self.contract.before_call(call)
        through.load(call)
        if self.found is None:
            try:
                self.contract.checker.apply(call.op)
            except DivergenceFound as found:
                self.found = self.renamed(found.divergence, call.op, call.op.verb)
        if not through.ran:
            return call.perform()
        if through.error is not None:
            raise through.error
        return through.raw

    def settled(self, events: Sequence[Any], problems: Sequence[str], audit: bool = True) -> None:
        """Events at a quiescent point, checked in order; the first divergence is
        kept for the client op's end."""
        if self.found is not None:
            return
        self.calls += len(events)
        try:
            self.contract.settled(events, problems, audit)
        except DivergenceFound as found:
            divergence = found.divergence
            op = None if divergence.verb == "audit" else divergence.op
            self.found = self.renamed(divergence, op, divergence.signature.split(":")[0])
            return
        if problems:
            self.found = Divergence(
                self.index, f"forward pass of engine op {self.index}", "state position",
                "each request fed from where its state stands", problems[0], "step",
            )  # fmt: skip

    def unexpected(self, what: str, expected: Any, actual: Any) -> None:
        if self.found is None:
            self.found = Divergence(self.index, f"step: {what}", what, expected, actual, "step")

    # ------------------------------------------------------------ helpers
    def renamed(self, divergence: Divergence, op: Any, verb: str) -> Divergence:
        """A checker divergence at this trace op, saying which engine call it was
        (named by the scenario's ``verb``, never the client op's)."""
        where = f"engine op {self.index}"
        if op is None:
            text = f"audit after {where}"
        elif self.contract.through is not None:
            text = f"{op} [call {self.calls} of {where}]"
        else:
            text = f"{op} [{where}]"
        return dataclasses.replace(divergence, step=self.index, op=text, verb=verb)

    def diverge(self, verb: str, op: str, field: str, expected: Any, actual: Any) -> None:
        raise DivergenceFound(Divergence(self.index, op, field, expected, actual, verb))
