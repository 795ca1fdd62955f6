"""megatron-core's ``KVBlockAllocator`` driven as its ``DynamicInferenceContext``
drives it, and read as the reference model describes a pool: what ``--target
megatron`` and ``megatron-hybrid`` call, and what a standalone test replays.

* **The context.** The allocator reads one field of its context on the op paths,
  ``prefix_cache_lru_clock``, which the engine advances once per step
  (:class:`ContextStandIn`); ``reset`` sets it back to 0, as the context's own does.
* **Retain.** No release has a retain method: on a prefix hit the context adds one
  to ``block_ref_counts[matched]`` (an indexed ``+=``) and, under LRU, calls
  ``update_timestamps(matched)``. One such call pins one request's matched blocks,
  which are distinct, so a retain naming an id k times (k new owners) is k calls
  (:func:`owner_rounds`): an indexed ``+=`` counts a repeated index once.
* **Match** is the context's ``_find_kv_match_count``: the map scanned from the
  *last* hash backwards, the blocks of every hash up to the first hit (a missing
  one raises ``KeyError``, as the context's own lookup does).
* **Allocate** returns a view of the free stack ``block_bag``: the ids are copied
  out before a later release overwrites those slots. **Evict**'s victims are what
  ``_deregister_blocks`` pushed onto the free stack, in eviction order.
* **Generations.** The pool's size and the free stack's top are ``total_count``
  and ``total_avail`` up to 0.19, ``pool_size`` and ``pool_avail`` from
  Megatron-LM #5995; ``register_kv_block_hashes`` takes ``parent_hashes`` from 0.19.

Observation is honest: a release without parent links shows no parent and no
children, a free block is one on the free stack (repeats kept), nothing is corrected.
"""

import inspect
from collections import Counter

import torch


class ContextStandIn:
    """The one field of ``DynamicInferenceContext`` the allocator reads."""

    def __init__(self):
        self.prefix_cache_lru_clock = 0


ALLOCATOR_ARGUMENTS = (
    "total_count",
    "paused_count",
    "pool_size",
    "paused_limit",
    "enable_prefix_caching",
    "prefix_caching_eviction_policy",
)


def unknown_arguments(allocator_class):
    """The constructor's required arguments this code does not know how to pass."""
    parameters = list(inspect.signature(allocator_class.__init__).parameters.values())[2:]
    return [
        p.name
        for p in parameters
        if p.name not in ALLOCATOR_ARGUMENTS and p.default is inspect.Parameter.empty
    ]


def new_allocator(allocator_class, context, num_blocks, policy):
    """``KVBlockAllocator(context, ...)`` under the names its constructor gives the
    pool's size (``policy``: a member of its eviction-policy enum)."""
    values = {
        "total_count": num_blocks,
        "paused_count": 0,  # accounting only: no verb reads it
        "pool_size": num_blocks,
        "paused_limit": 0,
        "enable_prefix_caching": True,
        "prefix_caching_eviction_policy": policy,
    }
    names = inspect.signature(allocator_class.__init__).parameters
    return allocator_class(context, **{n: values[n] for n in names if n in values})


def pool_size(a):
    """The pool's size, the dummy block included."""
    return int(a.pool_size if hasattr(a, "pool_size") else a.total_count)


def free_top(a):
    """How many ids the free stack holds (``block_bag[:top]``)."""
    return int(a.pool_avail if hasattr(a, "pool_avail") else a.total_avail)


def takes_parents(a):
    return "parent_hashes" in inspect.signature(a.register_kv_block_hashes).parameters


def id_tensor(a, ids):
    """Block ids as the context passes them: int32, where the allocator keeps its tensors."""
    return torch.tensor(list(ids), dtype=torch.int32, device=a.block_ref_counts.device)


# ------------------------------------------------------------------ verbs
def allocate_blocks(a, n):
    got = a.allocate_memory_blocks(n)
    return None if got is None else got.clone().tolist()


def release_blocks(a, ids):
    a.release_memory_blocks(id_tensor(a, ids))


def register_blocks(a, ids, hashes, parent_hashes, with_parents):
    """``with_parents``: the release takes them (:func:`takes_parents`); 0.17 and 0.18
    keep no parent links, so the parent hashes have nowhere to go."""
    if with_parents:
        a.register_kv_block_hashes(list(ids), list(hashes), list(parent_hashes))
    else:
        a.register_kv_block_hashes(list(ids), list(hashes))


def pin_blocks(a, blocks, lru):
    """One request's prefix hit, as ``add_request`` pins it."""
    if blocks:
        ids = id_tensor(a, blocks)
        a.block_ref_counts[ids] += 1
        if lru:
            a.update_timestamps(ids)


def retain_blocks(a, ids, lru):
    for owner in owner_rounds(ids):
        pin_blocks(a, owner, lru)


def owner_rounds(ids):
    """One list of distinct ids per new owner, first-seen order:
    [4, 5, 4, 5, 4] -> [[4, 5], [4, 5], [4]]."""
    rounds, seen = [], Counter()
    for b in ids:
        k = seen[b]
        seen[b] += 1
        if k == len(rounds):
            rounds.append([])
        rounds[k].append(int(b))
    return rounds


def match_prefix(a, hashes):
    table = a.kv_hash_to_block_id
    for i in range(len(hashes) - 1, -1, -1):
        if hashes[i] in table:
            return [int(table[h]) for h in hashes[: i + 1]]
    return []


def evict_blocks(a, n):
    """The victims in eviction order; None where ``evict_lru_blocks`` says it cannot."""
    top = free_top(a)
    if not a.evict_lru_blocks(n):
        return None
    return a.block_bag[top : free_top(a)].tolist()


def reset_pool(a, context):
    a.reset()
    context.prefix_cache_lru_clock = 0


# ------------------------------------------------------------ observation
def block_rows(a, ids, lru):
    """``(ref, hash, parent, children, stamp, free)`` of each block, the model's
    ``BlockView`` fields (no hash, parent or stamp: None; a free block's stamp: None)."""
    blocks = [int(b) for b in ids]
    index = torch.as_tensor(blocks, dtype=torch.long, device=a.block_ref_counts.device)
    on_stack = set(a.block_bag[: free_top(a)].tolist())
    refs = a.block_ref_counts[index].tolist()
    hashes = a.block_hashes[index].tolist()
    links = getattr(a, "block_parent_id", None)
    parents = [-1] * len(blocks) if links is None else links[index].tolist()
    counted = getattr(a, "block_child_count", None)
    children = [0] * len(blocks) if counted is None else counted[index].tolist()
    stamps = a.block_timestamps[index].tolist() if lru else [None] * len(blocks)
    rows = []
    for b, ref, h, p, c, s in zip(blocks, refs, hashes, parents, children, stamps, strict=True):
        free = b in on_stack
        stamp = None if free or s is None else int(s)
        rows.append((int(ref), None if h == -1 else int(h), None if p < 0 else int(p), int(c),
                     stamp, free))  # fmt: skip
    return rows


def pool_counts(a, clock):
    """``(free, active, cached, mapped, clock)``, the model's ``Counts``."""
    refs, hashes = a.block_ref_counts, a.block_hashes
    active = int((refs > 0).sum())
    cached = int(((refs == 0) & (hashes != -1)).sum())
    return free_top(a), active, cached, len(a.kv_hash_to_block_id), int(clock)


def free_ids(a):
    return sorted(a.block_bag[: free_top(a)].tolist())


def hash_map(a):
    return {int(h): int(b) for h, b in a.kv_hash_to_block_id.items()}
