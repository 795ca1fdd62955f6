"""Named eviction flavours of the model (semantics.md: a difference kept on
purpose is a flavour, never a tolerance in the checker)."""

from __future__ import annotations

import pytest

from model.blocks import BlockAllocatorModel
from model.eviction import make_policy


def cached_chain(model: BlockAllocatorModel, length: int) -> list[int]:
    """A registered chain, allocated one block per tick and then released: cached."""
    chain = []
    for index in range(length):
        (b,) = model.allocate(1)
        model.register([b], [100 + index], [100 + index - 1 if index else 0])
        chain.append(b)
        model.tick()
    model.release(chain)
    return chain


def test_oldest_first_evicts_a_parent_before_its_children():
    model = BlockAllocatorModel(4, "lru_oldest_first")  # 3 usable blocks
    chain = cached_chain(model, 3)
    assert model.view(chain[1]).parent is None  # this flavour keeps no parent links
    assert model.evict(1) == [chain[0]]  # the root, oldest, while its children stay
    model.check_valid()


def test_leaf_peel_keeps_the_parent_in_the_same_situation():
    model = BlockAllocatorModel(4, "lru")
    chain = cached_chain(model, 3)
    assert model.evict(1) == [chain[2]]


def test_oldest_first_takes_the_implementations_pick_among_equal_stamps():
    model = BlockAllocatorModel(5, "lru_oldest_first")
    ids = model.allocate(4)  # all stamped at clock 0
    model.register(ids, [11, 12, 13, 14], [0, 0, 0, 0])
    model.release(ids)
    assert model.allocate(1, choose=[ids[2]]) == [ids[2]]
    assert model.evicted == [ids[2]]
    assert model.allocate(1) == [ids[0]]  # no pick given: smallest id first


def test_oldest_first_fails_cleanly_when_too_few_are_cached():
    model = BlockAllocatorModel(4, "lru_oldest_first")
    cached_chain(model, 2)
    held = model.allocate(1)
    before = model.counts()
    assert model.allocate(3) is None  # 0 free and 2 cached: short by one
    assert model.counts() == before and held


@pytest.mark.parametrize("name", ["ref_zero", "lru", "lru_oldest_first"])
def test_every_policy_is_built_by_name(name):
    assert make_policy(name).name == name
