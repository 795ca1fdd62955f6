"""The hybrid model's forward pass, stood in: the recurrent layer is kvtwin's KDA op
(``impl.hybrid_prefill``), run from the live state megatron-core restored or
zeroed, over exactly the tokens megatron's context schedules, writing what
megatron's Mamba kernel writes: the live state after the step, and the states at
the extraction offsets ``compute_and_store_offsets`` recorded, which
``commit_intermediate_states`` then copies into the cache. The attention layers
compute nothing a cache check reads, so they are left out.

:class:`ForwardStandIn` is the op over one call's inputs (the allocator level, one
request at a time); :class:`EngineForward` is one engine step over the context
(:func:`kvtwin.engines.megatron.runtime.hybrid_serving.forward_rows`, which the
standalone tests fill with a float64 recurrence instead). The conv state, which
megatron copies with every state, carries how many tokens the state has seen:
each row must be fed positions that start there and run on without a gap, and a
restore from a block with no snapshot (the state zeroed past a skipped prefix) or
a skip of tokens the state never saw shows as a state-position problem.
"""

from __future__ import annotations

from typing import Any

import torch

from impl.hybrid_prefill import HybridPrefill
from kvtwin.engines.megatron.runtime.hybrid_serving import forward_rows
from kvtwin.engines.megatron.runtime.mamba import commit_batch
from kvtwin.scenarios.hybrid.engine.events import Chunk, Decode
from kvtwin.scenarios.hybrid.tokens import Embedding

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

    def snapshots(self, states: torch.Tensor, offsets: list[int]) -> list[torch.Tensor]:
        """The states at ``offsets`` (block ends counted from the call's first token)."""
        return [states[offset // self.block_size - 1] for offset in offsets]


class EngineForward:
    """One engine step's forward pass over the context."""

    def __init__(self, context: Any, embedding: Embedding, block_size: int) -> None:
        self.context = context
        self.embedding = embedding
        self.block_size = block_size
        self.op = ForwardStandIn(block_size)

    def run(self, chunks: dict[int, Chunk], clock: int) -> tuple[list[Decode], list[str]]:
        """The step's decodes (a prefill row's outputs go to its chunk) and the
        state-position problems seen."""
        c, b = self.context, self.block_size
        decodes: list[Decode] = []
        problems: list[str] = []

        def row_pass(row: int, live: int, seen: list[int], tokens: list[int], offsets: Any) -> Any:
            rid = int(c.request_ids[row])
            stood = int(c.mamba_conv_states[0, live].flatten()[0])
            if seen[0] != stood or seen != list(range(seen[0], seen[-1] + 1)):
                problems.append(
                    f"request {rid} fed positions {seen[0]}..{seen[-1]} from a state that "
                    f"has seen {stood} tokens"
                )
            o, states = self.op.run(self.embedding.inputs(tokens), c.mamba_ssm_states[0, live])
            if offsets is not None:  # a prefill row
                if row in chunks:
                    chunks[row].o = o
                    chunks[row].batch = commit_batch(c.mamba_slot_allocator, row)
                return self.op.snapshots(states, offsets)
            table = c.request_to_kv_block_ids[row].tolist()
            blocks = [int(table[seen[0] // b])] if seen[0] % b == 0 else []
            decodes.append(Decode(rid, tokens[0], blocks, clock, o))
            return []

        forward_rows(c, row_pass)
        return decodes, problems

    def committed(self, chunks: dict[int, Chunk], error: BaseException | None) -> None:
        """Each chunk's snapshots as the commit left them (``None``: none of a
        non-empty batch kept); the commit's error goes to the first chunk that
        asked for any."""
        held = self.context.mamba_slot_allocator.block_to_slot
        for row in sorted(chunks):
            chunk = chunks[row]
            batch = chunk.batch
            chunk.held = {x: int(held[x]) for x in batch if int(held[x]) >= 0}
            recorded = [chunk.held[x] for x in batch if x in chunk.held]
            chunk.slots = None if batch and not recorded else recorded
            if error is not None and batch:
                chunk.error, error = error, None
        if error is not None and chunks:
            chunks[min(chunks)].error = error
