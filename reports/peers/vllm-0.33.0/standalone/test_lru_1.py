"""Standalone reproduction written by kvtwin (needs only pytest and vllm).

Run it with: python -m pytest test_lru_1.py
What it shows, where it is reachable and the upstream report: DESCRIPTION below.
It replays the calls with vLLM's own block ids and, at the last call, compares
the pool with the reference model's prediction (the literals in EXPECTED).
"""

from vllm.v1.core.block_pool import BlockPool

DESCRIPTION = ('allocate: state after unchecked misuse: counts.free (lru): misuse the scheduler '
 'never makes: `get_new_blocks(-1)` is not checked, hands out no block and raises the '
 "pool's free-block count by one")

EXPECTED = {'block_hash': {},
 'cached': {},
 'free_queue': [1,
                2,
                3,
                4,
                5,
                6,
                7,
                8,
                9,
                10,
                11,
                12,
                13,
                14,
                15,
                16,
                17,
                18,
                19,
                20,
                21,
                22,
                23,
                24,
                25,
                26,
                27,
                28,
                29,
                30,
                31],
 'num_free_blocks': 31,
 'ref_cnt': {}}


class _Request:
    """What cache_full_blocks reads of a request: its block hashes."""

    def __init__(self, block_hash):
        self.block_hashes = [block_hash]


def new_pool():
    return BlockPool(32, True, 16)


def allocate(pool, n):
    """KVCacheManager.allocate_slots: None when the pool is short, else new blocks."""
    if n > pool.get_num_free_blocks():
        return None
    return [block.block_id for block in pool.get_new_blocks(n)]


def release(pool, ids):
    """SingleTypeKVCacheManager.free: a block table, tail first."""
    pool.free_blocks(reversed([pool.blocks[i] for i in ids]))


def retain(pool, ids):
    pool.touch([pool.blocks[i] for i in ids])


def register(pool, ids, hashes):
    """cache_full_blocks for each block not cached under that hash yet."""
    for i, h in zip(ids, hashes):
        block, key = pool.blocks[i], h.to_bytes(8, "big")
        if block.block_hash is not None and block.block_hash[:-4] == key:
            continue
        pool.cache_full_blocks(_Request(key), [block], 0, 1, 16, 0)


def match(pool, hashes):
    found = []
    for h in hashes:
        hit = pool.get_cached_block(h.to_bytes(8, "big"), [0])
        if not hit:
            break
        found.append(hit[0].block_id)
    return found


def evict(pool, n):
    """vLLM evicts named blocks: the first n hashed blocks of its free queue."""
    queued = pool.free_block_queue.get_all_free_blocks()
    named = [b.block_id for b in queued if b.block_hash is not None][:n]
    assert len(named) == n, f"only {len(named)} hashed blocks are queued"
    pool.evict_blocks(set(named))
    return named


def state(pool):
    """The pool as the reference model describes it, in vLLM's block ids."""
    table = pool.cached_block_hash_to_block
    entries = getattr(table, "_cache", table)
    return {
        "ref_cnt": {b.block_id: b.ref_cnt for b in pool.blocks[1:] if b.ref_cnt},
        "block_hash": {
            b.block_id: int.from_bytes(b.block_hash[:-4], "big")
            for b in pool.blocks[1:]
            if b.block_hash is not None
        },
        "free_queue": [b.block_id for b in pool.free_block_queue.get_all_free_blocks()],
        "num_free_blocks": pool.get_num_free_blocks(),
        "cached": {
            int.from_bytes(key[:-4], "big"): (
                next(iter(held.values())) if isinstance(held, dict) else held
            ).block_id
            for key, held in entries.items()
        },
    }


def test_reproduction():
    pool = new_pool()
    # The reference model rejects the next call (misuse): raising is a fine
    # answer, but the pool must be left exactly as it was.
    try:
        got = allocate(pool, -1)
    except Exception:
        pass
    got_state = state(pool)
    for key, want in EXPECTED.items():
        got = got_state[key]
        assert got == want, f"{key}: expected {want!r}, got {got!r}"
