"""The hybrid target the engine-level session checks through: its verbs hand back
what the engine already did (the current event's results, or its error), its
observations are the engine's caches as the driver's observer reads them.

An engine interleaves a step's requests (every chunk scheduled, one forward
pass, one commit), so between two quiescent points its caches are never where
one request verb alone would leave them. While a step's events are checked
(``replaying``), the per-op state comparisons therefore read the model's own
state (they compare the model with itself), and the engine's whole state is
compared at the audit that follows, where it is quiescent. Results, errors and
numbers (outputs, live states and snapshots, each written once per step) are
the engine's at every verb.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import torch

from kvtwin.scenarios.hybrid.engine.events import Chunk, Decode, Event, HybridEngineDriver
from kvtwin.scenarios.hybrid.targets.base import DecodeOutcome, HybridTarget, Inputs, PrefillOutcome
from model.blocks import BlockView
from model.hybrid import HybridCacheModel, HybridCounts
from model.hybrid_requests import RequestView
from model.hybrid_slots import SlotView


class EngineTarget(HybridTarget):
    def __init__(self, driver: HybridEngineDriver) -> None:
        self.driver = driver
        self.observer = driver.observer
        self.name = getattr(driver, "name", "engine")
        self.model_flavour = driver.model_flavour
        self.model: HybridCacheModel | None = None  # the session's, set once it is built
        self.event: Event | None = None
        self.replaying = False
        self.deferring = False  # the snapshots are compared at the commit (commit.py)

    def _source(self) -> Any:
        return self.model if self.replaying else self.observer

    # verbs: the engine's results -----------------------------------------
    def admit(self, rid: int, hashes: Sequence[int], prompt_len: int) -> list[int]:
        assert isinstance(self.event, Chunk)
        return list(self.event.kept)

    def prefill(self, rid: int, inputs: Inputs) -> PrefillOutcome:
        chunk = self.event
        assert isinstance(chunk, Chunk)
        if chunk.error is not None:
            raise chunk.error
        if chunk.o is None:
            return None
        if self.deferring:
            return chunk.o, list(chunk.blocks), []
        return chunk.o, list(chunk.blocks), None if chunk.slots is None else list(chunk.slots)

    def decode(self, rid: int, inputs: Inputs) -> DecodeOutcome:
        decode = self.event
        assert isinstance(decode, Decode)
        return None if decode.o is None else (decode.o, list(decode.blocks))

    def release(self, rid: int) -> None:
        return None

    def tick(self) -> None:
        return None

    # observations ---------------------------------------------------------
    def block_views(self, ids: Sequence[int]) -> list[BlockView]:
        if self.replaying:
            assert self.model is not None
            return [self.model.view(b) for b in ids]
        return self.observer.block_views(ids)

    def slots_of(self, ids: Sequence[int]) -> list[int | None]:
        if self.replaying:
            assert self.model is not None
            return [self.model.slot_of(b) for b in ids]
        return self.observer.slots_of(ids)

    def slot_views(self, slots: Sequence[int]) -> list[SlotView]:
        if self.replaying:
            assert self.model is not None
            return [self.model.slot_view(s) for s in slots]
        return self.observer.slot_views(slots)

    def counts(self) -> HybridCounts:
        return self._source().counts()

    def request(self, rid: int) -> RequestView | None:
        return self._source().request(rid)

    def request_ids(self) -> list[int]:
        if self.replaying:
            assert self.model is not None
            return sorted(self.model.requests)
        return self.observer.request_ids()

    def live_state(self, rid: int) -> torch.Tensor | None:
        return self.observer.live_state(rid)

    def slot_state(self, slot: int) -> torch.Tensor:
        return self.observer.slot_state(slot)

    def free_ids(self) -> list[int]:
        return self.observer.free_ids()

    def hash_map(self) -> dict[int, int]:
        return self.observer.hash_map()

    def free_slots(self) -> list[int]:
        return self.observer.free_slots()

    def close(self) -> None:
        self.driver.close()
