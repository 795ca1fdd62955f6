"""The recurrent layer of a hybrid model, stood in by a float64 KDA recurrence, and
the consistency megatron-core's Mamba snapshot pool owes its hash map, whatever
the release: what the hybrid standalone tests check megatron's states against.

The token inputs are drawn from a seed as fla's tests draw them; every check
compares megatron's states with a recompute from the same inputs, so any inputs
show a lost or zeroed token alike.
"""

import torch
import torch.nn.functional as F

LIVE_STATES = 16
"""A hybrid context's live recurrent states (its ``max_requests``): the megatron
flavour's (``model/hybrid_megatron.py``)."""


class Embedding:
    """Token id -> KDA inputs (float64), gates as fla's tests draw them."""

    def __init__(self, seed, dims):
        gen = torch.Generator().manual_seed(seed % (1 << 63))
        n, h, k, v = dims["vocab"], dims["heads"], dims["head_k"], dims["head_v"]
        f = torch.float64
        self.q = torch.randn(n, h, k, generator=gen, dtype=f)
        self.k = F.normalize(torch.randn(n, h, k, generator=gen, dtype=f), dim=-1)
        self.v = torch.randn(n, h, v, generator=gen, dtype=f)
        scale = torch.tensor([0.1, 1.0, 10.0], dtype=f)[torch.randint(3, (n, 1, 1), generator=gen)]
        self.g = F.logsigmoid(torch.randn(n, h, k, generator=gen, dtype=f)) / scale
        self.beta = torch.sigmoid(torch.randn(n, h, generator=gen, dtype=f))


def kda(state, tokens, e):
    """Float64 KDA from ``state`` [H, K, V] over ``tokens``: (outputs [T, H, V], state)."""
    state = state.clone()
    heads, head_k, head_v = state.shape
    out = []
    for t in tokens:
        state = state * e.g[t].exp().unsqueeze(-1)
        err = (e.v[t] - torch.einsum("hk,hkv->hv", e.k[t], state)) * e.beta[t].unsqueeze(-1)
        state = state + e.k[t].unsqueeze(-1) * err.unsqueeze(1)
        out.append(torch.einsum("hk,hkv->hv", e.q[t] * head_k**-0.5, state))
    if not out:
        return torch.zeros(0, heads, head_v, dtype=state.dtype), state
    return torch.stack(out), state


def pool_problems(slots, kv, num_slots):
    """The slot pool against the Mamba hash map and the KV blocks' hashes: (what is
    wrong, the held slots by block). Free and held slots partition the pool, each
    free one once; the map names only blocks that hold a slot, under their own hash."""
    found = []
    held = {int(b): slot for slot, b in enumerate(slots.slot_to_block.tolist()) if b >= 0}
    free = slots.free_slots[: slots.free_count].tolist()
    if len(set(free)) != len(free) or set(free) & set(held.values()):
        found.append(f"the free slot stack {sorted(free)} repeats a slot or holds a held one")
    if len(free) + len(held) != num_slots:
        found.append(f"{len(free)} free and {len(held)} held slots of {num_slots}")
    for h, b in slots.hash_to_block_id.items():
        if int(slots.block_to_slot[b]) < 0 or int(kv.block_hashes[b]) != h:
            found.append(
                f"the Mamba map names block {b} for hash {h}, but the block holds "
                f"slot {int(slots.block_to_slot[b])} and hash {int(kv.block_hashes[b])}"
            )
    return found, held


def commit_batch(slots, row):
    """The blocks ``commit_intermediate_states`` snapshots for context row ``row``, in
    its order: its offsets' blocks, then its end-of-prompt block."""
    count = int(slots._intermediate_counts_cpu[row])
    blocks = [int(x) for x in slots._intermediate_block_ids_cpu[row, :count].tolist()]
    eos = int(slots._eos_cache_block_id_cpu[row])
    return blocks + ([eos] if eos >= 0 else [])
