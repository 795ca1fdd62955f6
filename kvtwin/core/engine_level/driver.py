"""What an engine-level driver is: an inference engine's own serving path, fed a
client's ops, reporting what the engine does to the component under test.

A driver subclasses :class:`EngineDriver` and is registered by its engine's
record as the engine-level target of a scenario. It reports through the
:class:`Port` it is attached to, in one of two ways, whichever its engine allows:

* ``port.call(Call(op, perform, result))`` for each call the engine makes into
  the component, as it happens (the port makes the real call, checks it, and
  hands back what it returned or raised: the engine goes on with the real
  value);
* ``port.settled(events, problems)`` with the events since the last quiescent
  point (an engine that interleaves many calls per request verb, and whose state
  is consistent only between forward passes).

``port.unexpected(what, expected, actual)`` reports engine behaviour the
contract rules out (a call the model does not know, say).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol


def _same(value: Any) -> Any:
    return value


@dataclass
class Call:
    """One engine call into the component, as the session sees it."""

    op: Any
    """The scenario's op this call is (its verb names a divergence inside it)."""
    perform: Callable[[], Any]
    """Makes the real call with the engine's arguments; its value goes back to the engine."""
    result: Callable[[Any], Any] = field(default=_same)
    """What the session compares, from the real return value (may raise a contract error)."""


class Port(Protocol):
    """The session side of a driver: where it reports what the engine does."""

    def call(self, call: Call) -> Any:
        """One call as it happens: checked, then what the real call returned (or
        raised) goes back to the engine."""

    def settled(self, events: Sequence[Any], problems: Sequence[str], audit: bool = True) -> None:
        """The events since the last quiescent point, in the engine's order, and the
        problems the engine's stand-ins saw; ``audit=False`` where more events of
        the same step follow."""

    def unexpected(self, what: str, expected: Any, actual: Any) -> None:
        """Engine behaviour the contract rules out."""


class EngineDriver(ABC):
    """One engine, built fresh for a run or a replay."""

    observer: Any
    """Reads the engine's live component as the scenario's target observations
    (its verbs are never called)."""

    @abstractmethod
    def attach(self, port: Port) -> None:
        """Report what the engine does from now on."""

    @abstractmethod
    def arrive(self, prompt: list[int], max_new_tokens: int) -> Any:
        """Hand the engine one request."""

    @abstractmethod
    def step(self) -> Any:
        """Run one engine step."""

    def abort(self, request: int) -> Any:
        """A client aborts the ``request``-th request that arrived (if still live). A
        driver of a scenario whose engine level aborts must implement it (its
        engine's record is refused otherwise)."""
        raise NotImplementedError(f"{type(self).__name__} cannot abort a request")

    def clock(self) -> int:
        """The engine's LRU clock (the model ticks until it agrees); 0: none."""
        return 0

    def owners(self) -> Any:
        """What the contract's audit takes as the owners of the component's state
        (block tables, private pages and locks ...); None where it needs none."""
        return None

    def state_problem(self) -> tuple[str, Any, Any] | None:
        """Engine state the contract rules out, as ``(field, expected, actual)``."""
        return None

    def pending(self) -> int:
        """Events that happened since the last report (not reported yet)."""
        return 0

    def flush(self) -> list[Any]:
        """The pending events a check needs no quiescent point for, taken out of the
        queue for the final audit; what stays keeps ``pending`` above 0."""
        return []

    def coverage(self) -> dict[str, Any]:
        """What the engine did over the run (steps, requests): for summary.json."""
        return {}

    def facts(self) -> dict[str, Any]:
        return {}

    def close(self) -> None:
        return None
