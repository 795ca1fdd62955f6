"""The engine level of the radix contract (scenario ``radix-engine``): an engine's own
serving path fed requests, aborts and steps, every call it makes into its page
allocator and radix cache checked against ``model.radix`` as it happens.

The driver (a target of this scenario, e.g. ``sglang-engine``) reports each
call through ``checked`` as a :class:`~kvtwin.scenarios.blocks.targets.driver.Call`
whose op is a radix op; the call goes through the radix session exactly as an
allocator-level op (the real call first, with the engine's arguments, then the
model, then results, counters and pages compared), and the engine gets back
what the real call returned or raised. After every engine step the whole state
is audited, with the engine's live requests as the owners: each one's private
pages and the lock it holds. A divergence inside a call is kept while the
engine finishes its step and reported at that step, named by the op's verb.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from typing import Any

from kvtwin.core.contain import attempt, describe
from kvtwin.core.divergence import Divergence, DivergenceFound
from kvtwin.scenarios.blocks.targets.driver import Call, Checked, Unexpected
from kvtwin.scenarios.blocks.targets.sglang.radix.session import RadixSession
from kvtwin.scenarios.blocks.targets.sglang.radix.target import (
    ObservedThrough,
    RadixTarget,
)
from kvtwin.scenarios.blocks.targets.sglang.radix.traffic import Abort, Arrive


class RadixDriver(ABC):
    """One engine, built fresh for a run or a replay."""

    observer: RadixTarget
    """Reads the engine's live allocator and cache (its verbs are never called)."""

    @abstractmethod
    def attach(self, checked: Checked, unexpected: Unexpected) -> None: ...

    @abstractmethod
    def arrive(self, prompt: list[int], max_new_tokens: int) -> None: ...

    @abstractmethod
    def abort(self, request: int) -> None:
        """A client aborts the ``request``-th request that arrived (if it is still live)."""

    @abstractmethod
    def step(self) -> None: ...

    @abstractmethod
    def owners(self) -> tuple[list[int], list[Any]]:
        """The private pages and held locks of every live request."""

    def coverage(self) -> dict[str, Any]:
        return {}


class Passthrough(ObservedThrough):
    """A radix target whose verbs make the engine's pending real call and whose
    observations are the driver's observer's."""

    def __init__(self, observer: RadixTarget) -> None:
        self.observer = observer
        self.name = observer.name
        self.num_pages, self.page_size = observer.num_pages, observer.page_size
        self.policy = observer.policy
        self.trusts_caller = observer.trusts_caller
        self.call: Call | None = None
        self.ran, self.raw, self.error = False, None, None

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

    alloc = free = match = insert = lock = unlock = evict = reset = run


class RadixEngineSession:
    """A :class:`kvtwin.core.scenario.Session` over a radix engine driver."""

    def __init__(self, driver: RadixDriver) -> None:
        self.driver = driver
        self.target = Passthrough(driver.observer)
        self.checker = RadixSession(self.target)
        self.index = -1
        self.calls = 0
        self.found: Divergence | None = None
        self.rejected = False
        driver.attach(self.checked, self.unexpected)

    def apply(self, op: Any) -> None:
        self.index += 1
        self.calls = 0
        if isinstance(op, Arrive):
            _, error = attempt(self.driver.arrive, list(op.prompt), op.max_new_tokens)
        elif isinstance(op, Abort):
            _, error = attempt(self.driver.abort, op.request)
        else:
            _, error = attempt(self.driver.step)
        if self.found is not None:
            raise DivergenceFound(self.found)
        if error is not None:
            self._diverge(op.verb, str(op), "error", "no error", describe(error))
        if op.verb == "step":
            self.audit(final=False)

    def audit(self, final: bool, context: Any = None) -> None:
        try:
            self.checker.audit(final=final, context=self.driver.owners())
        except DivergenceFound as found:
            raise DivergenceFound(self._renamed(found.divergence, "audit", None)) from None

    def coverage(self) -> dict[str, Any]:
        return {"allocator": self.checker.coverage(), "engine": self.driver.coverage()}

    def recording(self) -> None:
        return None

    def close(self) -> None:
        pass

    def checked(self, call: Call) -> Any:
        """One call the engine makes: checked (until the first divergence), then
        handed back to the engine as it really was."""
        if self.found is not None:
            return call.perform()
        self.calls += 1
        self.target.load(call)
        try:
            self.checker.apply(call.op)
        except DivergenceFound as found:
            self.found = self._renamed(found.divergence, call.op.verb, call.op)
        if not self.target.ran:
            return call.perform()
        if self.target.error is not None:
            raise self.target.error
        return self.target.raw

    def unexpected(self, what: str, expected: Any, actual: Any) -> None:
        if self.found is None:
            self.found = Divergence(self.index, f"step: {what}", what, expected, actual, "step")

    def _renamed(self, divergence: Divergence, verb: str, op: Any) -> Divergence:
        where = f"engine op {self.index}"
        text = f"{op} [call {self.calls} of {where}]" if op is not None else f"audit after {where}"
        return dataclasses.replace(divergence, step=self.index, op=text, verb=verb)

    def _diverge(self, verb: str, op: str, field: str, expected: Any, actual: Any) -> None:
        raise DivergenceFound(Divergence(self.index, op, field, expected, actual, verb))
