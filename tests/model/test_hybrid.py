"""The hybrid prefix-cache model (model/hybrid.py, docs/contract.md section 5)."""

from __future__ import annotations

import pytest

from model.errors import BadArgument, BadBlockId, BadPrefillInput, InsufficientCache
from model.hybrid import HybridCacheModel, PrefillResult
from model.hybrid_errors import DuplicateRequest, SlotPinned, UnknownRequest

B = 4
HASHES = [11, 12, 13]  # a 14-token prompt: three full blocks and a partial one


def cache(blocks: int = 10, slots: int = 4, policy: str = "lru") -> HybridCacheModel:
    return HybridCacheModel(blocks, slots, B, policy, state_bytes=100)


def prefilled(m: HybridCacheModel, rid: int = 1, chunks: tuple[int, ...] = (8, 6)) -> None:
    m.admit(rid, HASHES, 14)
    for n in chunks:
        assert m.prefill(rid, n) is not None


def test_every_completed_prompt_block_gets_a_snapshot_across_chunks() -> None:
    m = cache()
    assert m.admit(1, HASHES, 14) == ()
    assert m.prefill(1, 8) == PrefillResult((0, 1), (0, 1))
    assert m.prefill(1, 6) == PrefillResult((2, 3), (2,))  # block 3 is partial: none
    assert m.decode(1) == ()  # fills the partial block
    assert m.decode(1) == ()
    assert m.decode(1) == (4,)  # a decode block: never registered, no snapshot
    assert [m.slot_of(b) for b in range(5)] == [0, 1, 2, None, None]
    m.check_valid()


def test_hit_is_usable_up_to_the_deepest_snapshotted_block() -> None:
    m = cache()
    prefilled(m)
    m.release(1)
    m.invalidate([1])  # block 1's snapshot goes; blocks 0 and 2 keep theirs
    assert m.admit(2, HASHES, 14) == (0, 1, 2)  # deepest with one: block 2
    pinned = m.slot_of(2)
    assert m.request(2).restore == pinned and m.slot_view(pinned).ref == 1
    assert m.evict_slots(1) == (0,)  # block 0's: the unpinned one
    with pytest.raises(InsufficientCache):  # only the pinned snapshot is left
        m.evict_slots(1)
    assert m.slot_of(2) == pinned
    m.check_valid()


def test_hit_stops_before_the_last_token_and_past_the_deepest_snapshot() -> None:
    m = cache()
    m.admit(1, HASHES, 12)  # a prompt of exactly three blocks
    m.prefill(1, 12)
    m.release(1)
    assert m.admit(2, HASHES, 12) == (0, 1)  # the last block is recomputed
    m.release(2)
    m.invalidate([2, 1])
    assert m.admit(3, HASHES, 13) == (0,)  # blocks 1 and 2 cached, no snapshot
    assert m.request(3).position == B
    m.check_valid()


def test_restore_unpins_at_the_first_chunk() -> None:
    m = cache()
    prefilled(m)
    m.release(1)
    m.admit(2, HASHES, 14)
    slot = m.request(2).restore
    assert m.prefill(2, 2) == PrefillResult((3,), ())
    assert m.slot_view(slot).ref == 0 and m.request(2).restore is None
    assert m.counts().live_states == 1


def test_refused_batch_records_nothing_and_evicts_nothing() -> None:
    m = cache(slots=2)
    m.admit(1, HASHES, 14)
    m.admit(2, [21], 5)
    m.prefill(2, 5)
    result = m.prefill(1, 12)  # three snapshots, two slots
    assert result is not None and result.slots is None
    assert m.slots.counts().held == 1  # request 2's, not evicted for a batch that failed
    assert [m.view(b).hash for b in result.blocks] == HASHES  # registered all the same
    m.check_valid()


def test_freeing_evicting_and_invalidating_release_the_snapshot() -> None:
    m = cache(policy="ref_zero")
    prefilled(m)
    m.release(1)  # ref_zero: the registered blocks are freed
    assert m.slots.counts().held == 0
    m = cache(blocks=6)
    prefilled(m)
    m.release(1)  # blocks 0-2 cached with snapshots, block 3 free
    assert m.evict_blocks(1) == (2,)  # the chain's leaf
    assert m.slot_of(2) is None and m.slots.counts().held == 2
    m.admit(2, [31, 32, 33], 13)
    assert m.prefill(2, 13) is not None  # 4 blocks: the 3 free ones and an eviction
    assert m.evicted_blocks == [1]
    # block 1's old snapshot went with it: the block now holds one of request 2's
    assert 1 in m.request(2).table[:3] and m.slots.counts().held == 4
    m.check_valid()


def test_rejected_calls_change_nothing() -> None:
    m = cache()
    m.admit(1, HASHES, 14)
    before = (m.counts(), m.request(1))
    for call, kind in (
        (lambda: m.admit(1, HASHES, 14), DuplicateRequest),
        (lambda: m.admit(2, HASHES, 16), BadArgument),  # 16 tokens: four hashes
        (lambda: m.admit(2, HASHES, 0), BadArgument),
        (lambda: m.admit(True, HASHES, 14), BadArgument),
        (lambda: m.prefill(9, 4), UnknownRequest),
        (lambda: m.prefill(1, 0), BadArgument),
        (lambda: m.prefill(1, 5), BadArgument),  # not the prompt's end, not a boundary
        (lambda: m.prefill(1, 15), BadArgument),  # past the prompt
        (lambda: m.prefill(1, 4, finite=False), BadPrefillInput),
        (lambda: m.decode(1), BadArgument),  # the prompt is not done
        (lambda: m.release(9), UnknownRequest),
        (lambda: m.evict_slots(1), InsufficientCache),
        (lambda: m.evict_blocks(-1), BadArgument),
        (lambda: m.invalidate([9]), BadBlockId),  # the dummy
    ):
        with pytest.raises(kind):
            call()
        assert (m.counts(), m.request(1)) == before


def test_invalidating_a_pinned_snapshot_is_refused() -> None:
    m = cache()
    prefilled(m)
    m.release(1)
    m.admit(2, HASHES, 14)
    with pytest.raises(SlotPinned):
        m.invalidate([1, 2])
    assert m.slots.counts().held == 3


def test_reset_and_bytes() -> None:
    m = cache()
    prefilled(m)
    assert m.live_bytes() == (4 + 1) * 100
    m.reset()
    assert m.live_bytes() == 4 * 100
    assert m.counts().slots.held == 0 and m.counts().blocks.free == 9
    m.check_valid()
