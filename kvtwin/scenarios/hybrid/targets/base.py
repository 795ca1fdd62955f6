"""What every hybrid prefix-cache target is to the session: its verbs and its
observations, in the model's own tuples (``model.hybrid``), so the session compares
like with like. A target is built by a factory registered for ``SCENARIO`` with the
keyword arguments of :data:`FACTORY_ARGS`; ``allocate`` is the session's probe, the
one way the target may allocate its slot pool and live states."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import torch

from model.blocks import BlockView
from model.hybrid import HybridCounts
from model.hybrid_requests import RequestView
from model.hybrid_slots import SlotView

SCENARIO = "hybrid"
FACTORY_ARGS = (
    "num_blocks",
    "num_slots",
    "block_size",
    "heads",
    "head_k",
    "head_v",
    "policy",
    "allocate",
)

Inputs = dict[str, torch.Tensor]
PrefillOutcome = tuple[torch.Tensor, list[int], list[int] | None] | None
"""``(o, blocks allocated, snapshot slots or None)``, or ``None``: no blocks to be had."""
DecodeOutcome = tuple[torch.Tensor, list[int]] | None


class HybridTarget:
    """One hybrid prefix cache as the session drives and reads it."""

    name: str

    model_flavour: str | None = None
    """The model's flavour (``model/hybrid_flavours.py``) where the target runs an
    engine's own cache whose deliberate design differs from section 5's; ``None``:
    section 5 itself."""

    # verbs
    def admit(self, rid: int, hashes: Sequence[int], prompt_len: int) -> list[int]:
        raise NotImplementedError

    def prefill(self, rid: int, inputs: Inputs) -> PrefillOutcome:
        raise NotImplementedError

    def decode(self, rid: int, inputs: Inputs) -> DecodeOutcome:
        raise NotImplementedError

    def release(self, rid: int) -> None:
        raise NotImplementedError

    def invalidate(self, ids: Sequence[int]) -> list[int]:
        raise NotImplementedError

    def evict_blocks(self, n: int) -> list[int]:
        raise NotImplementedError

    def evict_slots(self, n: int) -> list[int]:
        raise NotImplementedError

    def tick(self) -> None:
        raise NotImplementedError

    def reset(self) -> None:
        raise NotImplementedError

    # observations
    def block_views(self, ids: Sequence[int]) -> list[BlockView]:
        raise NotImplementedError

    def slots_of(self, ids: Sequence[int]) -> list[int | None]:
        """The snapshot slot of each block, ``None`` where it has none."""
        raise NotImplementedError

    def slot_views(self, slots: Sequence[int]) -> list[SlotView]:
        raise NotImplementedError

    def counts(self) -> HybridCounts:
        raise NotImplementedError

    def request(self, rid: int) -> RequestView | None:
        raise NotImplementedError

    def request_ids(self) -> list[int]:
        raise NotImplementedError

    def live_state(self, rid: int) -> torch.Tensor | None:
        """The request's live recurrent state ``[H, K, V]`` (``None`` before its first chunk)."""
        raise NotImplementedError

    def slot_state(self, slot: int) -> torch.Tensor:
        raise NotImplementedError

    def free_ids(self) -> list[int]:
        raise NotImplementedError

    def hash_map(self) -> dict[int, int]:
        raise NotImplementedError

    def free_slots(self) -> list[int]:
        raise NotImplementedError

    def close(self) -> None:
        return None

    def describe(self) -> dict[str, Any]:
        return {"name": self.name}
