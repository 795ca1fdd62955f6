"""Delta debugging (Zeller's ddmin) over any list, for traces Hypothesis did not make."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")


def ddmin(
    items: Sequence[T], fails: Callable[[list[T]], bool], deadline: float | None = None
) -> list[T]:
    """A 1-minimal sublist of ``items`` for which ``fails`` still holds.

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
