"""megatron-core's flavour of the hybrid model (model/hybrid_megatron.py): each rule
where megatron's design differs from docs/contract.md section 5, shown against
the contract's own model on the same calls."""

from __future__ import annotations

import pytest

from model.errors import BadArgument, InsufficientCache, InvalidChoice
from model.hybrid import HybridCacheModel
from model.hybrid_flavours import hybrid_model
from model.hybrid_megatron import LIVE_STATES, MegatronHybridModel, snapshot_blocks

B = 4
HASHES = [11, 12, 13]  # a 14-token prompt: three full blocks and a partial one


def both(blocks: int = 10, slots: int = 4) -> tuple[MegatronHybridModel, HybridCacheModel]:
    return (
        MegatronHybridModel(blocks, slots, B, "lru", state_bytes=100),
        HybridCacheModel(blocks, slots, B, "lru", state_bytes=100),
    )


def test_a_chunk_snapshots_only_megatrons_candidate_boundaries() -> None:
    # one chunk over 14 tokens: the prompt's last block boundary (12) is the
    # penultimate boundary too; 4 and 8 are no candidate
    assert snapshot_blocks(14, B, 0, 14, 0, B) == [2]
    # block-aligned: 12 is the chunk's end (not inside it), so the penultimate
    # boundary and the prompt's last block (its live state) instead
    assert snapshot_blocks(12, B, 0, 12, 0, B) == [1, 2]
    # the KV divergence point counts on a first chunk that starts past a hit
    assert snapshot_blocks(24, B, 4, 16, 2, B) == [1, 2]
    # offsets off the SSM chunk quantum are dropped
    assert snapshot_blocks(14, B, 0, 14, 0, 8) == []
    m, contract = both()
    for cache in (m, contract):
        cache.admit(1, HASHES, 14)
    assert m.prefill(1, 14).slots == (0,)
    assert contract.prefill(1, 14).slots == (0, 1, 2)
    assert [m.slot_of(b) for b in (0, 1, 2)] == [None, None, 0]
    m.check_valid()


def test_a_hit_leaves_two_tokens_to_compute() -> None:
    m, contract = both()
    for cache in (m, contract):
        cache.admit(1, HASHES, 14)
        cache.prefill(1, 14)  # megatron: a snapshot at block 2 only
        cache.release(1)
    # 13 tokens: the contract restores all three blocks and computes one token;
    # megatron computes at least two, so block 2 is out of reach, and blocks 0
    # and 1 have no snapshot
    assert contract.admit(2, HASHES, 13) == (0, 1, 2)
    assert m.admit(2, HASHES, 13) == ()
    assert m.admit(3, HASHES, 14) == (0, 1, 2)  # 14 tokens: block 2 is usable
    m.check_valid()


def test_a_chunk_retains_the_cached_blocks_its_range_matches() -> None:
    m, contract = both()
    for cache in (m, contract):
        cache.admit(1, HASHES, 14)
        cache.prefill(1, 8)  # megatron snapshots block 0 (the chunk's penultimate)
        cache.prefill(1, 6)  # and block 2
        cache.release(1)
        cache.invalidate([2])  # block 2's snapshot goes; the contract keeps block 1's
    assert m.admit(2, HASHES, 14) == (0,)
    mapped = m.blocks.hash_map()
    got = m.prefill(2, 10)
    # blocks 1 and 2 are cached under the prompt's hashes: taken again, not twinned
    assert got.blocks[:2] == (1, 2) and m.view(1).ref == m.view(2).ref == 1
    assert m.blocks.hash_map() == mapped and len(got.blocks) == 3
    assert got.slots == (m.slot_of(2),)  # the divergence point's snapshot, again
    assert contract.admit(2, HASHES, 14) == (0, 1)
    assert 2 not in contract.prefill(2, 6).blocks  # the contract recomputes a twin
    m.check_valid()


def test_a_snapshot_is_evictable_only_while_its_block_is_unreferenced() -> None:
    m, contract = both()
    for cache in (m, contract):
        cache.admit(1, HASHES, 14)
        cache.prefill(1, 14)
    assert contract.evict_slots(1)  # unpinned: the contract may take it
    with pytest.raises(InsufficientCache):  # request 1 still holds block 2
        m.evict_slots(1)
    m.release(1)
    assert m.evict_slots(1) == (0,)
    assert m.slot_of(2) is None and m.view(2).hash == 13  # the block stays cached
    m.check_valid()


def test_a_batch_keeps_as_many_snapshots_as_fit() -> None:
    m = MegatronHybridModel(10, 1, B, "lru", state_bytes=100)
    contract = HybridCacheModel(10, 1, B, "lru", state_bytes=100)
    for cache in (m, contract):
        cache.admit(1, HASHES, 12)
    assert contract.prefill(1, 12).slots is None  # all or none
    assert m.prefill(1, 12).slots == (0,)  # blocks 1 and 2 wanted, the first kept
    assert (m.slot_of(1), m.slot_of(2)) == (0, None)
    m.admit(2, [21, 22, 23], 12)  # nothing free, nothing evictable (request 1 runs)
    assert m.prefill(2, 12).slots is None
    m.check_valid()


def test_among_equal_stamps_the_implementations_victims_are_adopted() -> None:
    m = MegatronHybridModel(12, 4, B, "lru", state_bytes=100)
    held = []
    for rid, hashes in ((1, HASHES), (2, [21, 22, 23])):
        m.admit(rid, hashes, 14)
        held.append(m.prefill(rid, 14).blocks[2])  # one snapshot each, all in clock 0
        m.release(rid)
    first, second = (m.slot_of(b) for b in held)
    assert m.slot_view(first).stamp == m.slot_view(second).stamp
    with pytest.raises(InvalidChoice):
        m.evict_slots(1, [m.slots.free_ids()[0]])  # a free slot is no victim
    assert m.evict_slots(1, [second]) == (second,)  # not the lower block's: adopted
    assert m.slot_of(held[0]) == first and m.slot_of(held[1]) is None
    m.tick()
    m.admit(3, HASHES, 14)  # block 2 retained and stamped now
    m.release(3)
    with pytest.raises(InsufficientCache):
        m.evict_slots(2)
    m.check_valid()


def test_the_state_bytes_are_the_preallocated_pool_and_live_states() -> None:
    m, contract = both()
    idle = m.live_bytes()
    assert idle == (4 + LIVE_STATES) * 100
    for cache in (m, contract):
        cache.admit(1, HASHES, 14)
        cache.prefill(1, 8)
    assert m.live_bytes() == idle and contract.live_bytes() > contract.slots.num_slots * 100


def test_flavours_by_name() -> None:
    assert hybrid_model(None) is HybridCacheModel
    assert hybrid_model("megatron") is MegatronHybridModel
    with pytest.raises(BadArgument):
        hybrid_model("vllm")
