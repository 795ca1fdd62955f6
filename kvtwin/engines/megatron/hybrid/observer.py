"""megatron-core's two caches read as the hybrid model's views, at either level.

Blocks are read through the blocks adapter over the context's own
``KVBlockAllocator``, slots from its ``MambaSlotAllocator``. What differs by level is
what the live requests are, which slots a request is still to restore from (its
pins), and how megatron's block hashes are named:

* allocator level (:class:`~kvtwin.engines.megatron.hybrid.adapter.MegatronHybridTarget`):
  the adapter's own requests, their pending restores, the contract's hashes;
* engine level (:class:`EngineObserver`): requests from the context's rows (a
  request's table is its row of ``request_to_kv_block_ids``, its position the
  tokens its live state has seen: the count the forward stand-in keeps in the
  conv state, which megatron copies with every state); megatron's hashes named by
  the contract's hashes of the same prefixes (``EventLog.hashes``). The session
  reads these only where the engine is quiescent (after a forward pass and its
  commit), when every restore is done, so no slot has a pending restore (pins 0)
  and every live request has started.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import torch

from kvtwin.engines.megatron.blocks.adapter import MegatronBlockTarget
from kvtwin.engines.megatron.hybrid.events import EventLog
from kvtwin.scenarios.hybrid.targets.base import HybridTarget
from model.blocks import BlockView
from model.hybrid import HybridCounts
from model.hybrid_megatron import FLAVOUR
from model.hybrid_requests import RequestView
from model.hybrid_slots import SlotCounts, SlotView


class CacheObservations(HybridTarget):
    """The observations both levels share; a level says what its requests are."""

    model_flavour = FLAVOUR
    blocks: MegatronBlockTarget
    slots: Any

    def _hash(self, h: int | None) -> int | None:
        return h

    def pins(self) -> dict[int, int]:
        """Slot -> the live requests still to restore from it."""
        return {}

    def live_and_started(self) -> tuple[int, int]:
        raise NotImplementedError

    def block_views(self, ids: Sequence[int]) -> list[BlockView]:
        return [
            v._replace(hash=self._hash(v.hash), parent=self._hash(v.parent))
            for v in self.blocks.views(list(ids))
        ]

    def slots_of(self, ids: Sequence[int]) -> list[int | None]:
        held = [int(self.slots.block_to_slot[b]) for b in ids]
        return [None if s < 0 else s for s in held]

    def slot_views(self, slots: Sequence[int]) -> list[SlotView]:
        pins = self.pins()
        views = []
        for s in slots:
            b = int(self.slots.slot_to_block[s])
            if b < 0:
                views.append(SlotView(None, pins.get(s, 0), None, True))
            else:
                stamp = self.blocks.views([b])[0].stamp
                views.append(SlotView(b, pins.get(s, 0), stamp, False))
        return views

    def counts(self) -> HybridCounts:
        held = int((self.slots.slot_to_block >= 0).sum())
        pinned = sum(1 for n in self.pins().values() if n)
        slots = SlotCounts(int(self.slots.free_count), held, pinned)
        return HybridCounts(self.blocks.counts(), slots, *self.live_and_started())

    def slot_state(self, slot: int) -> torch.Tensor:
        return self.slots.ssm_states[0, slot]

    def free_ids(self) -> list[int]:
        return self.blocks.free_ids()

    def hash_map(self) -> dict[int, int]:
        return {self._hash(h) or h: b for h, b in self.blocks.hash_map().items()}

    def free_slots(self) -> list[int]:
        return sorted(int(s) for s in self.slots.free_slots[: self.slots.free_count].tolist())


class EngineObserver(CacheObservations):
    def __init__(self, context: Any, blocks: MegatronBlockTarget, log: EventLog) -> None:
        self.name = "megatron-hybrid-engine"
        self.context = context
        self.blocks = blocks
        self.slots = context.mamba_slot_allocator
        self.log = log

    def _hash(self, h: int | None) -> int | None:
        return h if h is None or h == 0 else self.log.hashes.get(h, h)

    def _rows(self) -> dict[int, int]:
        """Request id -> context row. Between its chunks, ``update_requests`` leaves a
        chunked prefill request out of ``total_request_count`` but keeps its row at
        that index (the next ``add_request`` writes the same row): it is live."""
        c = self.context
        total = int(c.total_request_count)
        rows = {int(c.request_ids[row]): row for row in range(total)}
        chunked = int(c.chunked_prefill_request_id)
        between = chunked != -1 and chunked not in rows and total < len(c.request_ids)
        if between and int(c.request_ids[total]) == chunked:
            rows[chunked] = total
        return rows

    def live_and_started(self) -> tuple[int, int]:
        live = len(self._rows())
        return live, live

    def request(self, rid: int) -> RequestView | None:
        row = self._rows().get(rid)
        if row is None:
            return None
        c = self.context
        table = tuple(int(b) for b in c.request_to_kv_block_ids[row].tolist() if b >= 0)
        live = int(c.mamba_metadata.request_to_mamba_state_idx[row])
        position = int(c.mamba_conv_states[0, live].flatten()[0])
        return RequestView(position, table, None, True)

    def request_ids(self) -> list[int]:
        return sorted(self._rows())

    def live_state(self, rid: int) -> torch.Tensor | None:
        row = self._rows().get(rid)
        if row is None:
            return None
        live = int(self.context.mamba_metadata.request_to_mamba_state_idx[row])
        return self.context.mamba_ssm_states[0, live]
