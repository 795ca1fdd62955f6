"""The model's forward pass, stood in: the recurrent layer is kvtwin's KDA op
(``impl.hybrid_prefill``), run from the live state megatron-core restored or
zeroed, over exactly the tokens megatron's context schedules for the step. It
writes what megatron's Mamba kernel writes: the live state after the step, and
the states at the extraction offsets ``compute_and_store_offsets`` recorded
into the slot allocator's scratch (``intermediate_ssm_out``), which
``commit_intermediate_states`` then copies into the cache. The attention
layers compute nothing a cache check reads, so they are left out.
"""

from __future__ import annotations

from typing import Any

import torch

from impl.hybrid_prefill import HybridPrefill

Inputs = dict[str, torch.Tensor]


class ForwardStandIn:
    def __init__(self, block_size: int) -> None:
        self.block_size = block_size
        # chunks of one block: every block boundary of a call is one of its chunk ends
        self.op = HybridPrefill(capacity=4, chunk_size=block_size)

    def check(self, inputs: Inputs) -> None:
        """The inputs' rules (``bad_prefill_input``), before the cache changes."""
        self.op.plan(**inputs)

    def run(self, inputs: Inputs, state: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """``(o, the state after each block of the call)``; ``state`` [H, K, V] is
        advanced in place."""
        call = self.op.plan(**inputs)
        o, final, states = self.op.run(call, **inputs, state=state)
        state.copy_(final)
        return o, states

    def extract(self, slots: Any, states: torch.Tensor) -> None:
        """The states at the offsets megatron recorded for context row 0 into its
        scratch, in offset order, with the counts its kernel reports."""
        count = int(slots._intermediate_counts_cpu[0])
        offsets = slots._intermediate_offsets_cpu[0, :count].tolist()
        for j, offset in enumerate(offsets):
            slots.intermediate_ssm_out[0, j] = states[offset // self.block_size - 1]
        metadata = slots.context.mamba_metadata
        metadata.intermediate_count = count
        metadata.per_request_intermediate_counts = [count]


def rows(inputs: Inputs, start: int) -> Inputs:
    """The inputs from token ``start`` on (the tokens megatron computes)."""
    return {name: x[start:] for name, x in inputs.items()}
