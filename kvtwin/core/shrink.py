"""One shrink driver: registered passes that see only "still failing?", run to a
fixpoint (ddmin over the ops first, then each scenario's own passes)."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

T = TypeVar("T")


def ddmin(
    items: Sequence[T], fails: Callable[[list[T]], bool], deadline: float | None = None
) -> list[T]:
    """A 1-minimal sublist of ``items`` for which ``fails`` still holds (Zeller).

    ``fails(list(items))`` must be true. Removing any single item of the result
    makes ``fails`` false, unless the ``deadline`` (a ``time.monotonic()``
    value) passed first: then the smallest failing sublist found so far.
    """
    current = list(items)
    granularity = 2
    while len(current) >= 2 and (deadline is None or time.monotonic() < deadline):
        size = -(-len(current) // granularity)
        chunks = [current[i : i + size] for i in range(0, len(current), size)]
        reduced = False
        for index, chunk in enumerate(chunks):
            if fails(chunk):
                current, granularity, reduced = chunk, 2, True
                break
            complement = [item for other, c in enumerate(chunks) if other != index for item in c]
            if len(chunks) > 2 and fails(complement):
                current, granularity, reduced = complement, max(granularity - 1, 2), True
                break
        if not reduced:
            if granularity >= len(current):
                break
            granularity = min(granularity * 2, len(current))
    if len(current) == 1 and fails([]):
        return []
    return current


def ddmin_pass(candidate: list[Any], fails: Callable[[list[Any]], bool], deadline: float) -> list:
    return ddmin(candidate, fails, deadline)


def fixpoint(
    candidate: list[Any],
    fails: Callable[[list[Any]], bool],
    passes: Sequence[Callable[[list[Any], Callable[[list[Any]], bool], float], list[Any]]],
    deadline: float,
) -> list[Any]:
    """Run ``passes`` in order, again and again, until a round changes nothing
    or the deadline passes. Every pass keeps ``fails`` true."""
    while time.monotonic() < deadline:
        before = list(candidate)
        for shrink_pass in passes:
            candidate = shrink_pass(candidate, fails, deadline)
        if candidate == before:
            break
    return candidate
