"""What a standalone vLLM reproduction runs: ``BlockPool`` called as vLLM's KV cache
manager calls it, the trace's calls replayed with vLLM's own block ids, and the
pool compared at the last call with the reference model's prediction (the
test's DATA, written by kvtwin: the model was asked then, never the pool).

This module is carried whole into each generated test (kvtwin's one standalone
writer), so it imports only vllm and the standard library, and nothing in it
runs at import. The call that the model rejects (misuse) may raise anything:
only what it leaves behind is compared.
"""

import contextlib

from vllm.v1.core.block_pool import BlockPool


class _Request:
    """What cache_full_blocks reads of a request: its block hashes."""

    def __init__(self, block_hash):
        self.block_hashes = [block_hash]


def new_pool(constructor):
    return BlockPool(**constructor)


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


def register(pool, ids, hashes, block_size):
    """cache_full_blocks for each block not cached under that hash yet."""
    for i, h in zip(ids, hashes, strict=True):
        block, key = pool.blocks[i], h.to_bytes(8, "big")
        if block.block_hash is not None and block.block_hash[:-4] == key:
            continue
        pool.cache_full_blocks(_Request(key), [block], 0, 1, block_size, 0)


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


def call(pool, data, verb, args):
    """One call of the trace; the pool it leaves (``reset`` builds a new one) and
    what it returned."""
    if verb == "allocate":
        return pool, allocate(pool, *args)
    if verb == "release":
        return pool, release(pool, *args)
    if verb == "retain":
        return pool, retain(pool, *args)
    if verb == "register":
        return pool, register(pool, *args, data["block_size"])
    if verb == "match":
        return pool, match(pool, *args)
    if verb == "evict":
        return pool, evict(pool, *args)
    if verb == "reset":
        return new_pool(data["constructor"]), None
    return pool, None  # tick: one engine step (the pool keeps no clock); or a call vLLM's
    # API cannot be given at all (the adapter answered it: see DATA's "skipped")


def reproduce(data):
    """Replay ``data["calls"]``; at the last, compare with the model's prediction."""
    pool = new_pool(data["constructor"])
    *before, (verb, args) = data["calls"]
    for earlier_verb, earlier_args in before:
        pool, _ = call(pool, data, earlier_verb, earlier_args)
    if data["rejected_by_model"]:
        # the reference model rejects this call (misuse): raising is a fine answer,
        # but the pool must be left exactly as it was
        with contextlib.suppress(Exception):
            pool, _ = call(pool, data, verb, args)
    else:
        pool, got = call(pool, data, verb, args)
        if data["compare_result"]:
            assert got == data["expected_result"], (
                f"{verb}: expected {data['expected_result']!r}, got {got!r}"
            )
    got_state = state(pool)
    for key, want in data["expected_state"].items():
        got = got_state[key]
        assert got == want, f"{key}: expected {want!r}, got {got!r}"
