"""One workload definition, two sources of choices.

A workload is written once against ``Chooser``. ``RandomChooser`` backs it
with a seeded ``random.Random`` for fast, long campaigns; ``DrawChooser``
backs it with Hypothesis draws, so the same definition becomes a strategy that
Hypothesis can shrink. Each method's simplest answer is its lower bound (or
``False``): that is where Hypothesis shrinks to, so write workloads so that
the low end means "less going on".
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

if TYPE_CHECKING:  # hypothesis is imported where it draws: `kvtwin run` never does
    from hypothesis import strategies as st

T = TypeVar("T")


class Chooser(Protocol):
    def integer(self, low: int, high: int) -> int: ...
    def chance(self, p: float) -> bool: ...
    def pick(self, options: Sequence[T]) -> T: ...


class RandomChooser:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def integer(self, low: int, high: int) -> int:
        return self.rng.randint(low, high)

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def pick(self, options: Sequence[T]) -> T:
        return options[self.rng.randrange(len(options))]


class DrawChooser:
    """Choices drawn from Hypothesis; ``chance(p)`` shrinks towards ``False``."""

    def __init__(self, draw: Callable[[st.SearchStrategy[Any]], Any]) -> None:
        from hypothesis import strategies

        self.draw = draw
        self._integers = strategies.integers

    def integer(self, low: int, high: int) -> int:
        return self.draw(self._integers(low, high))

    def chance(self, p: float) -> bool:
        if p <= 0:
            return False
        if p >= 1:
            return True
        # weight by p, but let the shrinker reach False
        return self.draw(self._integers(0, 999)) >= round(1000 * (1 - p))

    def pick(self, options: Sequence[T]) -> T:
        return options[self.draw(self._integers(0, len(options) - 1))]


def least_drawn(choose: Chooser, kinds: Sequence[T], drawn: Counter[T]) -> T:
    """One of the ``kinds`` drawn least often so far (``drawn``, updated), ties
    by ``choose``: ``n * len(kinds)`` draws give every kind exactly ``n`` times."""
    fewest = min(drawn[kind] for kind in kinds)
    kind = choose.pick([kind for kind in kinds if drawn[kind] == fewest])
    drawn[kind] += 1
    return kind
