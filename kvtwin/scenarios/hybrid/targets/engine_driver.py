"""What an engine-level driver of the hybrid contract is to its session
(``kvtwin run hybrid-engine``): an engine serving traffic that reports, in the
order its own code did them, what its context did to the two caches, as the
contract's request verbs with their real results.

An engine makes many allocator calls per request verb and interleaves the
requests of a step (all chunks scheduled, one forward pass, one snapshot
commit, then releases and new decode blocks), so the driver reports
:class:`Event`\\ s, each stamped with the engine's LRU clock at its allocator
calls: ``Chunk`` (one prefill chunk ``add_request`` scheduled, with the blocks
it kept and added, its outputs and the snapshots the commit recorded or the
error it raised), ``Decode`` (one generated token fed back, with the block
allocated for it) and ``Release`` (a request's blocks given back: finish or
eviction). They come to the session at each forward pass (``Settled``), once
the step's outputs exist, and the engine's caches are then quiescent: nothing
runs between the commit and the session's audit.

This module is the hybrid scenario's, not megatron's: kept here so that an
engine package (``targets/megatron/``) and the engine-level scenario
(``kvtwin/scenarios/hybrid_engine``) both import it without a cycle.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import torch

from kvtwin.scenarios.hybrid.targets.base import HybridTarget

ENGINE_SCENARIO = "hybrid-engine"


@dataclass
class Chunk:
    rid: int
    prompt: tuple[int, ...]
    first: bool
    kept: list[int]
    """First chunk: the blocks whose tokens the engine skipped (restored)."""
    blocks: list[int]
    """The blocks this chunk added to the request's table, in table order."""
    n: int
    """Prompt tokens the chunk covers past ``kept`` (the contract's chunk size)."""
    clock: int
    o: torch.Tensor | None = None
    slots: list[int] | None = field(default_factory=list)
    """The snapshots its blocks hold after the commit, batch order; ``None``: refused."""
    error: BaseException | None = None
    batch: list[int] = field(default_factory=list)
    """The blocks the commit was to snapshot for it, in its order."""
    held: dict[int, int] = field(default_factory=dict)
    """Block of ``batch`` -> the slot it holds after the commit."""


@dataclass
class Decode:
    rid: int
    token: int
    blocks: list[int]
    clock: int
    o: torch.Tensor | None = None


@dataclass
class Release:
    rid: int
    clock: int
    reason: str = "finish"


Event = Chunk | Decode | Release
Settled = Callable[..., None]
"""``settled(events, problems, audit=True)``, called at each forward pass: the
events since the last call in the engine's order, and the state-position
problems the forward saw (a request fed tokens from a state that has not seen
the ones before them); ``audit=False`` where more events of the same step follow
(the caches are audited at the step's last call)."""


class HybridEngineDriver(ABC):
    """One engine, built fresh for a run or a replay."""

    observer: HybridTarget
    """Reads the engine's two caches as the model's views (observations only)."""
    model_flavour: str | None = None
    commits_after_schedule: bool = False
    """The engine records a step's snapshots in one commit after scheduling all its
    chunks (the session defers the model's recording to then:
    ``kvtwin/scenarios/hybrid_engine/commit.py``)."""
    num_blocks: int
    num_slots: int
    policy: str

    @abstractmethod
    def attach(self, settled: Settled) -> None:
        """Report events from now on."""

    @abstractmethod
    def arrive(self, prompt: list[int], max_new_tokens: int) -> Any:
        """Hand the engine one request."""

    @abstractmethod
    def step(self) -> Any:
        """Run one engine step."""

    @abstractmethod
    def clock(self) -> int:
        """The engine's LRU clock now (the model ticks until it agrees before an audit)."""

    def pending(self) -> int:
        """Events that happened since the last forward pass (not yet reported)."""
        return 0

    def flush(self) -> list[Event]:
        """The pending events a check needs no forward pass for (releases), taken
        out of the queue for the final audit; what stays keeps ``pending`` above 0."""
        return []

    def coverage(self) -> dict[str, Any]:
        return {}

    def facts(self) -> dict[str, Any]:
        return {}

    def close(self) -> None:
        return None
