"""What an engine-level driver is to the ``blocks-engine`` session: an inference
engine's own serving path, fed requests and steps, reporting each call it makes
into its block allocator as it happens (a :class:`Call`), with an
allocator-level target (``observer``) that reads the live allocator.

A driver subclasses :class:`EngineDriver` and registers a factory for the
``blocks-engine`` scenario (``ENGINE_SCENARIO`` in ``base.py``); it lives beside
its engine's allocator adapter (megatron-core's: ``megatron/engine.py``).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kvtwin.scenarios.blocks.ops import Op
from kvtwin.scenarios.blocks.targets.base import BlockTarget


def _same(value: Any) -> Any:
    return value


@dataclass
class Call:
    """One engine call into the allocator, as the session sees it."""

    op: Op
    perform: Callable[[], Any]
    """Makes the real call with the engine's arguments; its value goes back to the engine."""
    result: Callable[[Any], Any] = field(default=_same)
    """What the session compares, from the real return value (may raise a contract error)."""


Checked = Callable[[Call], Any]
"""Called by the driver for every allocator call; returns (or raises) what the engine gets."""
Unexpected = Callable[[str, Any, Any], None]
"""Called by the driver for engine behaviour the contract rules out: (what, expected, actual)."""


class EngineDriver(ABC):
    """One engine, built fresh for a run or a replay."""

    observer: BlockTarget
    """Reads the engine's live allocator as the model's views and counts."""
    num_blocks: int
    policy: str

    @abstractmethod
    def attach(self, checked: Checked, unexpected: Unexpected) -> None:
        """Report every allocator call the engine makes from now on."""

    @abstractmethod
    def arrive(self, prompt: list[int], max_new_tokens: int) -> Any:
        """Hand the engine one request."""

    @abstractmethod
    def step(self) -> Any:
        """Run one engine step."""

    @abstractmethod
    def clock(self) -> int:
        """The engine's LRU clock (the model ticks until it agrees)."""

    @abstractmethod
    def live_tables(self) -> list[tuple[int, list[int]]]:
        """(request id, block table) of every request holding blocks."""

    def table_problem(self) -> tuple[str, Any, Any] | None:
        """A block table the contract rules out, as (field, expected, actual)."""
        return None

    def coverage(self) -> dict[str, Any]:
        """What the engine did over the run (steps, requests): for summary.json."""
        return {}
