"""The reference model as a hybrid target: the harness checked against itself. Its
numbers come from the float64 recurrence (cast to float32, as a cache stores them),
its slot pool and live states are tensors allocated through the session's probe."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import torch

from impl.kda_reference import kda_recurrent_reference
from kvtwin.core.registry import register_target
from kvtwin.scenarios.hybrid.targets.base import (
    SCENARIO,
    DecodeOutcome,
    HybridTarget,
    Inputs,
    PrefillOutcome,
)
from model.blocks import BlockView
from model.hybrid import HybridCacheModel, HybridCounts
from model.hybrid_requests import RequestView
from model.hybrid_slots import SlotView


class ModelHybridTarget(HybridTarget):
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
    ) -> None:
        self.name = "model"
        self.model = HybridCacheModel(num_blocks, num_slots, block_size, policy)
        self.shape = (heads, head_k, head_v)
        self.allocate = allocate
        self.pool = allocate((num_slots, *self.shape), torch.float32, torch.device("cpu"))
        self.states: dict[int, torch.Tensor] = {}

    def admit(self, rid: int, hashes: Sequence[int], prompt_len: int) -> list[int]:
        return list(self.model.admit(rid, hashes, prompt_len))

    def prefill(self, rid: int, inputs: Inputs) -> PrefillOutcome:
        before = self.model.request(rid)
        finite = bool(torch.isfinite(inputs["g"]).all())
        result = self.model.prefill(rid, len(inputs["q"]), finite)
        if result is None:
            return None
        assert before is not None
        state = self.states.get(rid)
        if state is None:
            state = self.allocate(self.shape, torch.float32, torch.device("cpu"))
            if before.restore is None:
                state.zero_()
            else:
                state.copy_(self.pool[before.restore])
            self.states[rid] = state
        o, states = self._run(state, inputs)
        b = self.model.block_size  # the chunk starts on a block boundary
        for slot, end in zip(result.slots or (), range(b, len(inputs["q"]) + 1, b), strict=False):
            self.pool[slot] = states[end]
        return o, list(result.blocks), None if result.slots is None else list(result.slots)

    def decode(self, rid: int, inputs: Inputs) -> DecodeOutcome:
        finite = bool(torch.isfinite(inputs["g"]).all())
        got = self.model.decode(rid, len(inputs["q"]), finite)
        if got is None:
            return None
        o, _ = self._run(self.states[rid], inputs)
        return o, list(got)

    def _run(
        self, state: torch.Tensor, inputs: Inputs
    ) -> tuple[torch.Tensor, dict[int, torch.Tensor]]:
        """The float64 recurrence token by token from ``state`` (updated in place);
        the state after each token, by token count."""
        outputs, after = [], {}
        current = state.double()
        for t in range(len(inputs["q"])):
            row = {name: x[t : t + 1] for name, x in inputs.items()}
            o, final = kda_recurrent_reference(
                **row, cu_seqlens=[0, 1], initial_state=current[None]
            )
            current = final[0]
            outputs.append(o)
            after[t + 1] = current.float()
        state.copy_(current)
        return torch.cat(outputs).float(), after

    def release(self, rid: int) -> None:
        self.model.release(rid)
        self.states.pop(rid, None)

    def invalidate(self, ids: Sequence[int]) -> list[int]:
        return list(self.model.invalidate(list(ids)))

    def evict_blocks(self, n: int) -> list[int]:
        return list(self.model.evict_blocks(n))

    def evict_slots(self, n: int) -> list[int]:
        return list(self.model.evict_slots(n))

    def tick(self) -> None:
        self.model.tick()

    def reset(self) -> None:
        self.model.reset()
        self.states.clear()

    def block_views(self, ids: Sequence[int]) -> list[BlockView]:
        return [self.model.view(b) for b in ids]

    def slots_of(self, ids: Sequence[int]) -> list[int | None]:
        return [self.model.slot_of(b) for b in ids]

    def slot_views(self, slots: Sequence[int]) -> list[SlotView]:
        return [self.model.slot_view(s) for s in slots]

    def counts(self) -> HybridCounts:
        return self.model.counts()

    def request(self, rid: int) -> RequestView | None:
        return self.model.request(rid)

    def request_ids(self) -> list[int]:
        return sorted(self.model.requests)

    def live_state(self, rid: int) -> torch.Tensor | None:
        return self.states.get(rid)

    def slot_state(self, slot: int) -> torch.Tensor:
        return self.pool[slot]

    def free_ids(self) -> list[int]:
        return self.model.blocks.free_ids()

    def hash_map(self) -> dict[int, int]:
        return self.model.blocks.hash_map()

    def free_slots(self) -> list[int]:
        return self.model.slots.free_ids()


@register_target(SCENARIO, "model", "the reference model itself (checks the harness)")
def _model(**options: Any) -> ModelHybridTarget:
    return ModelHybridTarget(**options)
