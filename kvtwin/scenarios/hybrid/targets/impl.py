"""``impl.hybrid.HybridPrefixCache`` as a target: verbs passed through, its tensors
read back as the model's tuples. The KV blocks are read by the blocks scenario's
adapter (``ImplBlockTarget``) over the cache's own allocator."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import torch

from impl.hybrid import HybridPrefixCache
from kvtwin.core.registry import register_target
from kvtwin.scenarios.blocks.targets.impl import ImplBlockTarget
from kvtwin.scenarios.hybrid.targets.base import (
    SCENARIO,
    DecodeOutcome,
    HybridTarget,
    Inputs,
    PrefillOutcome,
)
from model.blocks import BlockView
from model.hybrid import HybridCounts
from model.hybrid_requests import RequestView
from model.hybrid_slots import SlotCounts, SlotView


class ImplHybridTarget(HybridTarget):
    def __init__(
        self,
        *,
        num_blocks: int,
        num_slots: int,
        block_size: int,
        heads: int,
        head_k: int,
        head_v: int,
        policy: str,
        allocate: Any,
        name: str = "impl",
        cache_class: type[HybridPrefixCache] = HybridPrefixCache,
    ) -> None:
        self.name = name
        self.cache = cache_class(
            num_blocks,
            num_slots,
            block_size,
            heads,
            head_k,
            head_v,
            policy=policy,
            allocate=allocate,
        )
        cache = self.cache
        self._blocks = ImplBlockTarget(
            num_blocks, policy, allocator_class=lambda *args, **kwargs: cache.blocks
        )

    # verbs ------------------------------------------------------------
    def admit(self, rid: int, hashes: Sequence[int], prompt_len: int) -> list[int]:
        return [int(b) for b in self.cache.admit(rid, list(hashes), prompt_len)]

    def prefill(self, rid: int, inputs: Inputs) -> PrefillOutcome:
        chunk = self.cache.prefill(rid, **inputs)
        return None if chunk is None else (chunk.o, chunk.blocks, chunk.slots)

    def decode(self, rid: int, inputs: Inputs) -> DecodeOutcome:
        chunk = self.cache.decode(rid, **inputs)
        return None if chunk is None else (chunk.o, chunk.blocks)

    def release(self, rid: int) -> None:
        self.cache.release(rid)

    def invalidate(self, ids: Sequence[int]) -> list[int]:
        return list(self.cache.invalidate(list(ids)))

    def evict_blocks(self, n: int) -> list[int]:
        return list(self.cache.evict_blocks(n))

    def evict_slots(self, n: int) -> list[int]:
        return list(self.cache.evict_slots(n))

    def tick(self) -> None:
        self.cache.tick()

    def reset(self) -> None:
        self.cache.reset()

    # observations ------------------------------------------------------
    def block_views(self, ids: Sequence[int]) -> list[BlockView]:
        return self._blocks.views(list(ids))

    def slots_of(self, ids: Sequence[int]) -> list[int | None]:
        if not len(ids):
            return []
        held = self.cache.slots.slot_of[torch.as_tensor(list(ids), dtype=torch.int64)]
        return [None if s < 0 else s for s in held.tolist()]

    def slot_views(self, slots: Sequence[int]) -> list[SlotView]:
        pool = self.cache.slots
        index = torch.as_tensor(list(slots), dtype=torch.int64)
        rows = zip(
            pool.block_of[index].tolist(),
            pool.refs[index].tolist(),
            pool.stamps[index].tolist(),
            strict=True,
        )
        return [
            SlotView(None, ref, None, True) if b < 0 else SlotView(b, ref, stamp, False)
            for b, ref, stamp in rows
        ]

    def counts(self) -> HybridCounts:
        pool = self.cache.slots
        held = int((pool.block_of >= 0).sum())
        pinned = int((pool.refs > 0).sum())
        requests = self.cache.requests.values()
        started = sum(1 for r in requests if r.state is not None)
        return HybridCounts(
            self._blocks.counts(),
            SlotCounts(int(pool.free_top), held, pinned),
            len(self.cache.requests),
            started,
        )

    def request(self, rid: int) -> RequestView | None:
        r = self.cache.requests.get(rid)
        if r is None:
            return None
        restore = None if r.restore < 0 else r.restore
        return RequestView(r.position, tuple(r.table), restore, r.state is not None)

    def request_ids(self) -> list[int]:
        return sorted(self.cache.requests)

    def live_state(self, rid: int) -> torch.Tensor | None:
        r = self.cache.requests.get(rid)
        return None if r is None else r.state

    def slot_state(self, slot: int) -> torch.Tensor:
        return self.cache.slots.states[slot]

    def free_ids(self) -> list[int]:
        return self._blocks.free_ids()

    def hash_map(self) -> dict[int, int]:
        return self._blocks.hash_map()

    def free_slots(self) -> list[int]:
        pool = self.cache.slots
        return sorted(pool.free_stack[: pool.free_top].tolist())


@register_target(SCENARIO, "impl", "impl.hybrid.HybridPrefixCache, the production hybrid cache")
def _impl(**options: Any) -> ImplHybridTarget:
    return ImplHybridTarget(**options)
