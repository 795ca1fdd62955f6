"""Intercepting the calls an engine makes into one of its objects, and reporting
each as it happens to an engine-level session.

:class:`Interceptor` replaces methods on single instances (never on their
class: other instances stay as they are). A hooked method called from outside
the hooked objects is described as the scenario's op by the engine package's
``describe(*args, **kwargs)``, which answers ``(op, result)`` (``result`` maps
the real return value to what the session compares), :data:`PASS` (the call
changes nothing the contract sees: made unreported) or :data:`QUIET` (made with
the calls it makes into the hooked objects unreported: each was checked
already). The call then goes to the session's port as a
:class:`~kvtwin.core.engine_level.driver.Call`, which makes the real call with
the engine's own arguments; the engine gets back what it returned or raised.
Calls the hooked objects make into each other while a reported call runs are
part of it and pass straight through. A method the contract does not model is
hooked as *unmodelled*: called from outside, it is reported as unexpected
(field ``engine call``), never guessed at.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import Any

from kvtwin.core.engine_level.driver import Call, Port

PASS = object()
"""``describe``'s answer for a call that changes nothing the contract sees."""
QUIET = object()
"""``describe``'s answer for a call whose inner calls are its own and checked already."""

Describe = Callable[..., Any]
Prepare = Callable[[tuple, dict[str, Any]], tuple[tuple, dict[str, Any]]]


class Interceptor:
    """The hooks on one engine's objects, reporting to one port."""

    def __init__(self, port: Port) -> None:
        self.port = port
        self.depth = 0
        """Above 0 while a reported call (or a quiet one) runs."""
        self.calls = 0
        self.original: dict[tuple[int, str], Callable[..., Any]] = {}

    def hook(
        self,
        owner: Any,
        name: str,
        describe: Describe,
        *,
        prepare: Prepare | None = None,
    ) -> None:
        """``owner.name`` reported through ``describe``; ``prepare`` may fix its
        arguments once first (an iterator the engine passes, materialised so that
        ``describe`` and the real call see the same items)."""
        original = self._original(owner, name)

        def hooked(*args: Any, **kwargs: Any) -> Any:
            if self.depth:
                return original(*args, **kwargs)
            if prepare is not None:
                args, kwargs = prepare(args, kwargs)
            described = describe(*args, **kwargs)
            if described is PASS:
                return original(*args, **kwargs)
            if described is QUIET:
                with self.inside():
                    return original(*args, **kwargs)
            op, result = described
            return self.report(Call(op, lambda: original(*args, **kwargs), result))

        setattr(owner, name, hooked)

    def unmodelled(self, owner: Any, name: str, label: str) -> None:
        """``owner.name`` reported as unexpected when called from outside (``label``
        names it in the report: ``BlockPool.evict_blocks``)."""
        original = self._original(owner, name)

        def hooked(*args: Any, **kwargs: Any) -> Any:
            if not self.depth:
                self.port.unexpected(
                    "engine call", "a call the model knows", f"the engine called {label}"
                )
            return original(*args, **kwargs)

        setattr(owner, name, hooked)

    def report(self, call: Call) -> Any:
        """``call`` to the port, with the hooked objects' own calls unreported while
        it runs; what the real call returned (or raises what it raised)."""
        self.calls += 1
        with self.inside():
            return self.port.call(call)

    @contextlib.contextmanager
    def inside(self) -> Iterator[None]:
        self.depth += 1
        try:
            yield
        finally:
            self.depth -= 1

    def _original(self, owner: Any, name: str) -> Callable[..., Any]:
        original = getattr(owner, name)
        self.original[(id(owner), name)] = original
        return original


def argument(args: tuple, kwargs: dict[str, Any], index: int, name: str) -> Any:
    """An argument the engine passed by position or by name."""
    return args[index] if len(args) > index else kwargs[name]


def same(value: Any) -> Any:
    return value


def nothing(value: Any) -> None:
    return None
