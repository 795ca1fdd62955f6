"""Misuse an engine may commit, as allocator ops built from what the serving loop
knows: its owners' block tables (each block's references, by the ownership
invariant), which of their blocks it registered under which hash, and the pool
size. Every op here breaks one rule of the contract (docs/contract.md section
1), so it must be rejected with a typed error and change nothing; the checker
compares the error kinds and the state after it, the loop ignores the results.
A few legal edge cases (empty batches, counts of zero, the ends of the hash
range) ride along. Only misuse a trace can hold is here (``codec.py``: ints up
to 2**63-1, ``register`` lists of one length), so every finding replays.

``busy_pool`` needs owners; ``free_pool`` is for a pool just reset, where every
block is free.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence

import kvtwin.scenarios.blocks.ops as ops
from kvtwin.scenarios.blocks.ops import Op

LARGEST_HASH = 2**63 - 1  # a trace holds ints up to this one: 2**63 cannot be sent


def edge_cases() -> Iterator[Op]:
    """Legal calls at the edges: nothing to do, or the smallest and largest valid
    hashes (a lookup changes nothing either way)."""
    yield ops.allocate(0)
    yield ops.evict(0)
    yield ops.release([])
    yield ops.retain([])
    yield ops.register([], [], [])
    yield ops.match([])
    yield ops.match([1])
    yield ops.match([LARGEST_HASH])


def boundary_hashes(unregistered: Sequence[int]) -> Iterator[Op]:
    """Legal registrations at the ends of the hash range: blocks the loop holds and
    never registers (decode blocks), one under the smallest valid hash as a root,
    the next under the largest, as its child, named twice in the batch. From then
    on they are prefix-cached like any block: matched, cached, evicted, reset."""
    blocks = list(unregistered[:2])
    if blocks:
        yield ops.register([blocks[0]], [1], [0])
    if len(blocks) == 2:
        # named twice in one batch, under a parent: registered (and counted) once
        yield ops.register([blocks[1]] * 2, [LARGEST_HASH] * 2, [1] * 2)


def busy_pool(
    tables: Sequence[Sequence[int]], registered: Sequence[tuple[int, int]], pool_size: int
) -> Iterator[Op]:
    """Misuse while owners hold blocks. ``registered``: (block, its hash) pairs the
    loop registered and still holds."""
    dummy = pool_size - 1
    held = Counter(b for table in tables for b in table)
    yield ops.allocate(-1)  # bad_argument
    yield ops.evict(pool_size)  # insufficient_cache: at most pool_size - 1 blocks exist
    yield ops.match([0])  # bad_argument: 0 is the root, never a block's hash
    yield ops.match([-1])  # bad_argument
    # bad_block_id: a batch of one bad id, then (below) a bad id after a valid one
    yield ops.retain([dummy])
    yield ops.release([-1])
    if not held:
        return
    some = max(held, key=lambda b: (held[b], b))  # the most shared block
    # bad_block_id after a valid id: nothing of the batch may be applied
    yield ops.retain([some, dummy])
    yield ops.release([some, -1])
    yield ops.retain([some, pool_size])
    # over_release: one reference more than the owners hold, in one batch
    yield ops.release([some] * (held[some] + 1))
    unheld = next((b for b in range(dummy) if b not in held), None)
    if unheld is not None:  # no owner holds it: free or cached, ref 0 either way
        yield ops.release([some, unheld])
    # bad_argument: below each range, hashes (1..2**63-1) and parents (0..2**63-1)
    yield ops.register([some], [0], [0])
    yield ops.register([some], [-1], [0])
    yield ops.register([some], [1], [-1])
    for block, block_hash in registered[:1]:
        # hash_conflict: a registered block under another hash, the valid extremes
        for other in (1, LARGEST_HASH):
            if other != block_hash:
                yield ops.register([block], [other], [0])


def free_pool(pool_size: int) -> Iterator[Op]:
    """Misuse right after a reset, when every block is free."""
    last = pool_size - 2
    yield ops.retain([last])  # not_owned
    yield ops.register([0], [1], [0])  # not_owned
    yield ops.release([last])  # over_release: a free block holds no reference
    yield ops.evict(1)  # insufficient_cache: nothing is cached
