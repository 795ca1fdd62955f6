"""The snapshot slot pool model (model/hybrid_slots.py): all-or-nothing batches, LRU
victims that are never pinned, the implementation's choice checked."""

from __future__ import annotations

import pytest

from model.errors import BadArgument, InsufficientCache, InvalidChoice
from model.hybrid_slots import SlotCounts, SlotPoolModel, SlotView


def held(pool: SlotPoolModel, blocks: list[int], clock: int) -> list[int]:
    pool.begin()
    slots = pool.allocate(blocks, clock)
    assert slots is not None
    return slots


def test_allocate_takes_free_slots_then_lru_victims() -> None:
    pool = SlotPoolModel(3)
    assert held(pool, [10, 11], clock=0) == [0, 1]
    assert held(pool, [12], clock=1) == [2]
    pool.begin()
    assert pool.allocate([13, 14], clock=2) == [0, 1]  # the two oldest go
    assert pool.evicted == [0, 1]
    assert pool.slot_of(10) is None and pool.slot_of(13) == 0
    assert pool.view(0) == SlotView(13, 0, 2, False)
    pool.check_valid()


def test_a_batch_that_does_not_fit_changes_nothing() -> None:
    pool = SlotPoolModel(3)
    held(pool, [10, 11, 12], clock=0)
    pool.pin(1, clock=1)
    before = [pool.view(s) for s in range(3)]
    pool.begin()
    assert pool.allocate([20, 21, 22], clock=2) is None  # 2 unpinned, 3 wanted
    assert [pool.view(s) for s in range(3)] == before
    assert pool.evicted == [] and pool.touched == set()


def test_pinned_slot_is_never_a_victim() -> None:
    pool = SlotPoolModel(2)
    held(pool, [10, 11], clock=0)
    pool.pin(0, clock=0)  # the oldest by (stamp, slot), but pinned
    pool.begin()
    assert pool.evict(1) == [1]
    with pytest.raises(InsufficientCache):
        pool.evict(1)
    pool.unpin(0)
    assert pool.evict(1) == [0]
    assert pool.counts() == SlotCounts(2, 0, 0)


def test_pin_refreshes_the_stamp() -> None:
    pool = SlotPoolModel(2)
    held(pool, [10], clock=0)
    held(pool, [11], clock=1)
    pool.pin(0, clock=5)
    pool.unpin(0)
    assert pool.victims(1) == [1]


def test_implementation_choice_is_checked_and_adopted() -> None:
    pool = SlotPoolModel(3)
    pool.begin()
    assert pool.allocate([10, 11], clock=0, choose=[2, 0]) == [2, 0]
    assert pool.slot_of(10) == 2
    with pytest.raises(InvalidChoice):
        pool.allocate([12], clock=0, choose=[0])  # held, and no victim is needed


def test_release_blocks_frees_only_those_with_a_slot() -> None:
    pool = SlotPoolModel(3)
    held(pool, [10, 11], clock=0)
    pool.begin()
    assert pool.release_blocks([11, 99, 11]) == [1]
    assert pool.free_ids() == [1, 2]
    pool.check_valid()


def test_arguments() -> None:
    with pytest.raises(BadArgument):
        SlotPoolModel(0)
    pool = SlotPoolModel(2)
    with pytest.raises(BadArgument):
        pool.evict(-1)
    held(pool, [10], clock=0)
    with pytest.raises(BadArgument):
        pool.allocate([10], clock=0)  # block 10 holds one already
