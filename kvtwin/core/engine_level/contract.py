"""How one scenario's contract is checked through an engine: what the engine's
calls or events are, as the scenario's own ops, and what is audited.

A scenario subclasses :class:`EngineContract` once. The generic session
(``session.py``) does the rest: the client's ops, divergences kept while the
engine finishes its step and named by the engine op, the engine's own errors,
coverage. A contract whose engine reports calls as they happen checks each one
through the scenario's own session over a :class:`CallThrough` target (the real
call, made with the engine's arguments, is the target's answer); one whose
engine reports events at quiescent points maps each event to the scenario's ops
in ``settled``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, ClassVar

from kvtwin.core.engine_level.driver import Call, EngineDriver
from kvtwin.core.engine_level.ops import Arrive, ClientOp


class CallThrough:
    """The pending engine call, made when the scenario's session calls the target's
    verb: a scenario's pass-through target subclasses its target base and this,
    and routes every verb to :meth:`run` (its observations go to the driver's
    observer)."""

    call: Call | None = None
    ran = False
    raw: Any = None
    error: BaseException | None = None

    def load(self, call: Call) -> None:
        self.call, self.ran, self.raw, self.error = call, False, None, None

    def run(self, *_: Any, **__: Any) -> Any:
        assert self.call is not None
        self.ran = True
        try:
            self.raw = self.call.perform()
        except BaseException as error:
            self.error = error
            raise
        return self.call.result(self.raw)


class EngineContract(ABC):
    """One engine, and the scenario's checker over what it does."""

    coverage_key: ClassVar[str] = "contract"
    """Where summary.json's coverage puts the checker's own coverage."""
    audits_each_step: ClassVar[bool] = False
    """The session audits after every engine step (an engine that reports calls);
    otherwise the contract audits at its quiescent points itself."""
    port: Any = None
    """The session, once attached: a contract that makes calls of its own (the
    model's clock catching up) reports them through it."""

    driver: EngineDriver
    checker: Any
    """The scenario's session whose ``apply`` checks one op and ``audit`` the state."""
    through: CallThrough | None = None
    """The pass-through target of a contract whose engine reports calls."""

    def check_arrive(self, op: Arrive) -> None:
        """A TraceError for a request the engine level cannot serve (a token past the
        vocabulary, say); nothing reaches the engine."""
        return None

    def before_call(self, call: Call) -> None:
        """Before an engine call is checked (the model's clock catches up, say)."""
        return None

    def after_op(self, op: ClientOp) -> None:
        """After a client op the engine took without error or divergence."""
        return None

    def settled(self, events: Sequence[Any], problems: Sequence[str], audit: bool) -> None:
        """Events at a quiescent point: the contract's ops for each, then the audit;
        a DivergenceFound for the first difference."""
        raise NotImplementedError(f"{type(self).__name__} takes calls, not settled events")

    @abstractmethod
    def audit(self, final: bool) -> None:
        """The whole state against the model; a DivergenceFound where they differ."""

    def engine_coverage(self) -> dict[str, Any]:
        """The contract's own counts of the engine (audits made, deferred)."""
        return {}

    def close(self) -> None:
        self.driver.close()
