"""The hybrid model's forward pass and sampling, stood in, inside megatron-core's
own ``TextGenerationController`` step.

What the stand-in computes is the recurrent layer alone, as kvtwin's KDA op
(``impl.hybrid_prefill``, the allocator-level target's ``ForwardStandIn``): for
every row of the step, over exactly the tokens megatron's context scheduled
(``token_to_input_ids`` at ``token_to_pos_ids``), from the row's live state in
``context.mamba_ssm_states`` (which megatron restored from a snapshot or
zeroed), advancing it in place; the states at the extraction offsets
``compute_and_store_offsets`` recorded go into the slot allocator's scratch
(``intermediate_ssm_out``) with the counts its kernel reports, and megatron's
``commit_intermediate_states`` copies them into the cache. The attention layer
computes nothing a cache check reads, so it is left out.

The conv state, which megatron copies along with the SSM state on every
restore, zeroing, commit and end-of-prompt store, carries one more number: how
many tokens the state has seen. Each row must be fed positions that start
there and run on without a gap; a restore from a block with no snapshot (the
state zeroed past a skipped prefix) or a skip of tokens the state never saw
shows as a state-position problem, reported with the step's events.

Then, as the real controller's bookkeeping: a deterministic token per active
request, the mask of requests still short of their length (termination id -1
is never sampled) and ``context.update_requests(mask, tokens)``.
"""

from __future__ import annotations

from typing import Any

from kvtwin.scenarios.hybrid.targets.engine_driver import Chunk, Decode
from kvtwin.scenarios.hybrid.targets.megatron.forward import ForwardStandIn

from kvtwin.scenarios.hybrid.tokens import Embedding


class Forward:
    """One step's forward pass over the context, as described above."""

    def __init__(self, context: Any, embedding: Embedding, block_size: int) -> None:
        self.context = context
        self.embedding = embedding
        self.block_size = block_size
        self.op = ForwardStandIn(block_size)

    def run(self, chunks: dict[int, Chunk], clock: int) -> tuple[list[Decode], list[str]]:
        c, b = self.context, self.block_size
        slots = c.mamba_slot_allocator
        n = int(c.active_token_count)
        rows = c.token_to_request_idx[:n].tolist()
        positions = c.token_to_pos_ids[:n].tolist()
        ids = c.token_to_input_ids[:n].tolist()
        fed: dict[int, list[tuple[int, int]]] = {}
        for row, position, token in zip(rows, positions, ids, strict=True):
            fed.setdefault(int(row), []).append((int(position), int(token)))
        decodes, problems, counts, k = [], [], [], 0
        for row in sorted(fed):
            seen = [p for p, _ in fed[row]]
            tokens = [t for _, t in fed[row]]
            live = int(c.mamba_metadata.request_to_mamba_state_idx[row])
            rid = int(c.request_ids[row])
            stood = int(c.mamba_conv_states[0, live].flatten()[0])
            if seen[0] != stood or seen != list(range(seen[0], seen[-1] + 1)):
                problems.append(
                    f"request {rid} fed positions {seen[0]}..{seen[-1]} from a state that "
                    f"has seen {stood} tokens"
                )
            o, states = self.op.run(self.embedding.inputs(tokens), c.mamba_ssm_states[0, live])
            if bool(c.request_in_prefill_status_tensor[row]):
                count = int(slots._intermediate_counts_cpu[row])
                offsets = slots._intermediate_offsets_cpu[row, :count].tolist()
                for j, offset in enumerate(offsets):
                    slots.intermediate_ssm_out[0, k + j] = states[offset // b - 1]
                    slots.intermediate_conv_out[0, k + j] = float(seen[0] + offset)
                k += count
                counts.append(count)
                if row in chunks:
                    chunks[row].o = o
                    chunks[row].batch = self._batch(row)
            else:
                position = seen[0]
                table = c.request_to_kv_block_ids[row].tolist()
                blocks = [int(table[position // b])] if position % b == 0 else []
                decodes.append(Decode(rid, tokens[0], blocks, clock, o))
            c.mamba_conv_states[:, live] = float(seen[-1] + 1)
        c.mamba_metadata.intermediate_count = k
        c.mamba_metadata.per_request_intermediate_counts = counts
        return decodes, problems

    def _batch(self, row: int) -> list[int]:
        """The blocks the commit snapshots for ``row``: its offsets', then its EOS block."""
        s = self.context.mamba_slot_allocator
        count = int(s._intermediate_counts_cpu[row])
        blocks = [int(x) for x in s._intermediate_block_ids_cpu[row, :count].tolist()]
        eos = int(s._eos_cache_block_id_cpu[row])
        return blocks + ([eos] if eos >= 0 else [])

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
