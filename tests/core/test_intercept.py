"""The interceptor: a hooked object's calls from outside reach the port as calls the
port makes for real; its calls into itself, and the port's own reads, pass through;
an unmodelled method is reported, never guessed at."""

from __future__ import annotations

from typing import Any

import pytest

from kvtwin.core.engine_level.driver import Call
from kvtwin.core.intercept import PASS, QUIET, Interceptor, argument


class Pool:
    def __init__(self) -> None:
        self.free = [1, 2, 3]

    def take(self, n: int) -> list[int]:
        got, self.free = self.free[:n], self.free[n:]
        self.count()  # a call into itself
        return got

    def count(self) -> int:
        return len(self.free)

    def wipe(self) -> None:
        self.free = []


class Port:
    def __init__(self, pool: Pool) -> None:
        self.pool = pool
        self.calls: list[Any] = []
        self.surprises: list[Any] = []

    def call(self, call: Call) -> Any:
        self.calls.append(call.op)
        self.pool.count()  # the session's own read of the live object
        return call.result(call.perform())

    def settled(self, events: Any, problems: Any, audit: bool = True) -> None: ...

    def unexpected(self, what: str, expected: Any, actual: Any) -> None:
        self.surprises.append(actual)


@pytest.fixture
def hooked() -> tuple[Pool, Port]:
    pool = Pool()
    port = Port(pool)
    hooks = Interceptor(port)
    hooks.hook(pool, "take", lambda *a, **k: (("take", argument(a, k, 0, "n")), list))
    hooks.hook(pool, "count", lambda: ("count", int))
    hooks.unmodelled(pool, "wipe", "Pool.wipe")
    return pool, port


def test_outside_calls_are_reported_inner_ones_pass(hooked):
    pool, port = hooked
    assert pool.take(2) == [1, 2]
    assert port.calls == [("take", 2)]  # not the count() take made, nor the port's read
    assert pool.count() == 1 and port.calls[-1] == "count"


def test_an_unmodelled_call_is_reported_and_still_made(hooked):
    pool, port = hooked
    pool.wipe()
    assert port.surprises == ["the engine called Pool.wipe"] and pool.free == []


def test_pass_and_quiet_answers_are_made_unreported():
    pool = Pool()
    port = Port(pool)
    hooks = Interceptor(port)
    hooks.hook(pool, "count", lambda: ("count", int))
    hooks.hook(pool, "take", lambda n: PASS if n == 0 else QUIET)
    assert pool.take(0) == [] and port.calls == ["count"]  # PASS: its inner call reported
    assert pool.take(1) == [1] and port.calls == ["count"]  # QUIET: its inner call too is not
