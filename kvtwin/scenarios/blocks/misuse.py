"""Misuse an engine may commit, as allocator ops built from what the serving loop
knows: its owners' block tables (each block's references, by the ownership
invariant), which of their blocks it registered under which hash, and the pool
size. Every op here breaks one rule of the contract (docs/contract.md section
1), so it must be rejected with a typed error and change nothing; the checker
compares the error kinds and the state after it, the loop ignores the results.
A few legal edge cases (empty batches, counts of zero, counts past the pool and
past the int32 and int64 edges, hashes at the ends of their range and at the
edges of narrower integers, a parent hash no block carries, calls the loop never
makes itself: the classes of ``domain.py`` the loop does not draw) ride along.
Malformed arguments (a bool or a string where an int goes, hashes past 2**63-1,
``register`` lists of different lengths, ids as a table, a lone id where a batch
goes) go into a trace as ops marked malformed (``codec.py``), so every finding
replays.

``busy_pool`` needs owners; ``free_pool`` is for a pool just reset, where every
block is free; ``malformed`` needs only the pool size; ``unusual_but_legal``
needs blocks the loop has just brought to ref 0.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence

import kvtwin.scenarios.blocks.ops as ops
from kvtwin.scenarios.blocks.domain import EDGE_COUNTS, EDGE_HASHES
from kvtwin.scenarios.blocks.ops import Op

LARGEST_HASH = 2**63 - 1
PAST_HASHES = (2**63, 2**64)
"""The first hash past the range (an off-by-one bound), and one past 64 bits
(a bound that only compares low bits, or ``!=`` where ``<`` belongs)."""
NOT_INTS = (True, "0")
"""Where an int goes: a bool (an int to Python, never to the contract) and a
string that reads as one."""


INT_EDGES = [h for h in EDGE_HASHES if h not in (1, LARGEST_HASH)]
"""Hashes at the edges of narrower integers and of float64 (``domain.EDGE_HASHES``)."""
DANGLING_PARENT = 2**62 - 3
"""A parent hash no block of a campaign carries (its hashes are chained digests):
the block is registered as the root of a chain of its own."""


def edge_cases(pool_size: int | None = None) -> Iterator[Op]:
    """Legal calls at the edges: nothing to do, the smallest and largest valid
    hashes and those at the edges of narrower integers (a lookup changes nothing
    either way), and (given the pool's size) counts no pool meets: past the pool,
    past int32, at and past int64, which an allocate answers with ``None``,
    evicting nothing, and an evict with ``insufficient_cache``."""
    yield ops.allocate(0)
    yield ops.evict(0)
    yield ops.release([])
    yield ops.retain([])
    yield ops.register([], [], [])
    yield ops.match([])
    yield ops.match([1])
    yield ops.match([LARGEST_HASH])
    yield ops.match(INT_EDGES)
    if pool_size is None:
        return
    yield ops.allocate(pool_size)
    for n in EDGE_COUNTS:
        yield ops.allocate(n)
        yield ops.evict(n)


def boundary_hashes(unregistered: Sequence[int], turn: int) -> Iterator[Op]:
    """Legal registrations at the edges of the hash range (``domain.EDGE_HASHES``,
    from the ``turn``-th on, so that successive turns make each edge a root, a
    child and a block with a dangling parent): blocks the loop holds and never
    registers (decode blocks), one as a root, the next as its child, named twice
    in the batch, a third under a parent hash no block carries. From then on they
    are prefix-cached like any block: matched, cached, evicted, reset."""
    blocks = list(unregistered[:3])
    edges = list(EDGE_HASHES)[::-1]  # the largest first: the first turn's root is the parent
    hashes = [edges[(turn + i) % len(edges)] for i in range(len(blocks))]
    if blocks:
        yield ops.register([blocks[0]], [hashes[0]], [0])
    if len(blocks) >= 2:
        # named twice in one batch, under a parent: registered (and counted) once
        yield ops.register([blocks[1]] * 2, [hashes[1]] * 2, [hashes[0]] * 2)
    if len(blocks) == 3:
        yield ops.register([blocks[2]], [hashes[2]], [DANGLING_PARENT])


def busy_pool(
    tables: Sequence[Sequence[int]], registered: Sequence[tuple[int, int]], pool_size: int
) -> Iterator[Op]:
    """Misuse while owners hold blocks. ``registered``: (block, its hash) pairs the
    loop registered and still holds."""
    dummy = pool_size - 1
    held = Counter(b for table in tables for b in table)
    yield ops.allocate(-1)  # bad_argument
    yield ops.evict(-1)
    yield ops.evict(pool_size)  # insufficient_cache: at most pool_size - 1 blocks exist
    yield ops.match([0])  # bad_argument: 0 is the root, never a block's hash
    yield ops.match([-1])  # bad_argument
    # bad_block_id: a batch of one bad id, then (below) a bad id after a valid one
    yield ops.retain([dummy])
    yield ops.release([dummy])
    yield ops.register([dummy], [1], [0])
    yield ops.release([-1])
    yield ops.register([pool_size], [1], [0])
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


def malformed(pool_size: int) -> Iterator[Op]:
    """``bad_argument`` for each argument of each verb: a value that is not an int
    after valid ones (the lowest and the highest usable id, so a check that
    stops early or skips an end shows), hashes and parents past the range,
    ``register`` lists of unequal lengths, and counts that are bools (not
    strings: the shrinker sizes an allocate or evict by its count). Nothing
    needs to be held: arguments are checked before any state. Ids no list
    path could tell apart are sent twice in a row, as a target that takes
    tensors gets every other batch as one (``targets/impl.py``): all bools, all
    floats, and one row of a 2-D block table."""
    valid = list(dict.fromkeys([0, pool_size - 2]))
    for bad in NOT_INTS:
        yield ops.release([*valid, bad])
        yield ops.retain([*valid, bad])
        count = len(valid) + 1
        yield ops.register([*valid, bad], list(range(1, count + 1)), [0] * count)
        yield ops.register([0], [bad], [0])
        yield ops.register([0], [1], [bad])
        yield ops.match([1, bad])
    for big in PAST_HASHES:
        yield ops.register([0], [big], [0])
        yield ops.register([0], [1], [big])
        yield ops.match([big])
    # each list one short or one long against the others; one id at most, so
    # the shrinker's per-element pass (which walks the ids) never meets them
    for ids, hashes, parents in (
        ([0], [], []),  # more ids than hashes
        ([], [1], [0]),
        ([0], [1], []),
        ([0], [1, 2], [0, 1]),
        ([0], [1], [0, 1]),
        ([0], [], [0]),
    ):
        yield ops.register(ids, hashes, parents)
    yield ops.allocate(True)  # a bool is no count, though Python counts it as 1
    yield ops.evict(True)
    for table in ([True], [0.5], [valid]):
        for _ in range(2):
            yield ops.release(table)
            yield ops.retain(table)
            yield ops.register(table, [1], [0])
    yield from lone_values(valid[-1])


def lone_values(block: int) -> Iterator[Op]:
    """A lone id or hash where a batch goes (a caller freeing its one block as
    ``release(b)``): malformed, not a batch of one, in each batch of each verb."""
    yield Op("release", {"ids": block})
    yield Op("retain", {"ids": block})
    yield Op("match", {"hashes": 1})
    yield Op("register", {"ids": block, "hashes": [1], "parent_hashes": [0]})
    yield Op("register", {"ids": [block], "hashes": 1, "parent_hashes": [0]})
    yield Op("register", {"ids": [block], "hashes": [1], "parent_hashes": 0})


def unusual_but_legal(
    cached: Sequence[tuple[int, int, int]], unregistered: Sequence[int]
) -> Iterator[Op]:
    """Legal calls the serving loop never makes, right after a release brought
    ``cached`` blocks (block, hash, parent hash) to ref 0 with no owner left:
    cached under a caching policy, free otherwise (then each call is rejected
    as ``not_owned`` or ``over_release`` and changes nothing). Registering them
    again under their own hashes is a no-op; a batch that pins one of them with
    an ``unregistered`` block some owner holds (active, no hash) is legal, and
    is released again at once, so every owner's table stays as it was."""
    if not cached or not unregistered:
        return
    blocks, hashes, parents = (list(column) for column in zip(*cached, strict=True))
    yield ops.register(blocks, hashes, parents)
    pinned = [blocks[0], unregistered[0]]
    yield ops.retain(pinned)
    yield ops.release(pinned)
