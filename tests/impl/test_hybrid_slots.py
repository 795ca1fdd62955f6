"""The production snapshot slot pool (impl/hybrid_slots.py): LIFO free slots, LRU
victims that are never pinned, batches all or nothing, release by block."""

from __future__ import annotations

import pytest
import torch

from impl.errors import BadArgument, InsufficientCache
from impl.hybrid_slots import SlotPool


def pool(slots: int = 3, allocate: object = None) -> SlotPool:
    return SlotPool(slots, 10, (1, 2, 2), allocate=allocate)  # type: ignore[arg-type]


def test_batches_take_the_stack_top_then_lru_victims() -> None:
    p = pool()
    assert p.allocate([4, 5], clock=0) == [1, 2]
    assert p.allocate([6], clock=1) == [0]
    assert p.allocate([7, 8], clock=2) == [1, 2]  # the two oldest (stamp 0) go
    assert p.slot_of[[4, 5, 6, 7, 8]].tolist() == [-1, -1, 0, 1, 2]
    assert p.block_of.tolist() == [6, 7, 8]


def test_a_batch_that_does_not_fit_changes_nothing() -> None:
    p = pool()
    p.allocate([4, 5, 6], clock=0)
    p.pin(0, clock=1)
    before = [t.clone() for t in (p.block_of, p.slot_of, p.refs, p.stamps)]
    assert p.allocate([7, 8, 9], clock=2) is None
    after = (p.block_of, p.slot_of, p.refs, p.stamps)
    assert all(torch.equal(a, b) for a, b in zip(before, after, strict=True))


def test_pinned_slots_are_never_evicted() -> None:
    p = pool(2)
    p.allocate([4, 5], clock=0)
    p.pin(1, clock=0)
    assert p.evict(1) == [0]
    with pytest.raises(InsufficientCache):
        p.evict(1)
    p.unpin(1)
    assert p.evict(1) == [1] and p.free_top == 2


def test_release_blocks_and_reset() -> None:
    p = pool()
    p.allocate([4, 5], clock=0)
    assert p.release_blocks([5, 9, 5]) == [2]
    assert p.free_stack[: p.free_top].tolist() == [0, 2]
    p.reset()
    assert p.free_top == 3 and bool((p.slot_of == -1).all())
    with pytest.raises(BadArgument):
        p.evict(-1)


def test_the_pool_is_one_allocation_through_the_hook() -> None:
    asked = []

    def allocate(shape: tuple[int, ...], dtype: torch.dtype, device: torch.device) -> torch.Tensor:
        asked.append((shape, dtype))
        return torch.empty(shape, dtype=dtype, device=device)

    p = pool(3, allocate)
    assert asked == [((3, 1, 2, 2), torch.float32)] and p.states.shape == (3, 1, 2, 2)
