"""What an engine-level driver of the hybrid contract reports (``kvtwin run
hybrid-engine``): an engine serving traffic that reports, in the order its own
code did them, what its context did to the two caches, as the contract's request
verbs with their real results.

An engine makes many allocator calls per request verb and interleaves the
requests of a step (all chunks scheduled, one forward pass, one snapshot
commit, then releases and new decode blocks), so the driver reports
:class:`Event`\\ s, each stamped with the engine's LRU clock at its allocator
calls: ``Chunk`` (one prefill chunk ``add_request`` scheduled, with the blocks
it kept and added, its outputs and the snapshots the commit recorded or the
error it raised), ``Decode`` (one generated token fed back, with the block
allocated for it) and ``Release`` (a request's blocks given back: finish or
eviction). They come to the session at each forward pass (``port.settled``), once
the step's outputs exist, and the engine's caches are then quiescent: nothing
runs between the commit and the session's audit.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import torch

from kvtwin.core.engine_level.driver import EngineDriver
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


class HybridEngineDriver(EngineDriver):
    """One engine, built fresh for a run or a replay; it reports its events through
    ``port.settled(events, problems, audit)`` at each forward pass (``audit=False``
    where more events of the same step follow: the caches are audited at the
    step's last report), with the state-position problems the forward saw (a
    request fed tokens from a state that has not seen the ones before them)."""

    observer: HybridTarget
    """Reads the engine's two caches as the model's views (observations only)."""
    model_flavour: str | None = None
    commits_after_schedule: bool = False
    """The engine records a step's snapshots in one commit after scheduling all its
    chunks (the contract defers the model's recording to then: ``commit.py``)."""
    num_blocks: int
    num_slots: int
    policy: str
