"""The reference model against the contract, and ``check_valid`` against broken state."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from kvtwin.scenarios.blocks.targets.model import ModelTarget
from model.blocks import BlockAllocatorModel
from model.errors import InvalidChoice
from tests.blocks_contract import BlockAllocatorContract


class TestModel(BlockAllocatorContract):
    def make(self, num_blocks: int, policy: str) -> ModelTarget:
        return ModelTarget(num_blocks, policy)


def healthy(policy: str) -> tuple[BlockAllocatorModel, list[int]]:
    """A model with a registered chain a <- b <- c (active), a free pool, and a clock."""
    m = BlockAllocatorModel(8, policy)
    ids = m.allocate(3)
    m.register(ids, [1, 2, 3], [0, 1, 2])
    m.tick()
    m.check_valid()
    return m, ids


def free_block_holds_a_reference(m: BlockAllocatorModel, ids: list[int]) -> None:
    m.block(min(m.free_ids())).ref = 1


def dummy_in_the_pool(m: BlockAllocatorModel, ids: list[int]) -> None:
    m._free.add(m.dummy)


def negative_ref(m: BlockAllocatorModel, ids: list[int]) -> None:
    m.block(ids[0]).ref = -1


def dummy_touched(m: BlockAllocatorModel, ids: list[int]) -> None:
    m.block(m.dummy).stamp = 5


def leaked_block(m: BlockAllocatorModel, ids: list[int]) -> None:
    m._free.discard(min(m.free_ids()))  # neither free, active nor cached


def map_names_the_wrong_block(m: BlockAllocatorModel, ids: list[int]) -> None:
    m._map[1] = ids[1]


@pytest.mark.parametrize("policy", ["ref_zero", "lru"])
@pytest.mark.parametrize(
    ("corrupt", "message"),
    [
        (free_block_holds_a_reference, "inv 1"),
        (dummy_in_the_pool, "inv 1"),
        (negative_ref, "negative"),
        (dummy_touched, "dummy block"),
        (leaked_block, "inv 2"),
        (map_names_the_wrong_block, "inv 4"),
    ],
)
def test_check_valid_catches(
    policy: str, corrupt: Callable[[BlockAllocatorModel, list[int]], None], message: str
) -> None:
    m, ids = healthy(policy)
    corrupt(m, ids)
    with pytest.raises(AssertionError, match=message):
        m.check_valid()


def test_check_valid_catches_a_cached_block_under_ref_zero() -> None:
    m, ids = healthy("ref_zero")
    m.block(ids[2]).ref = 0  # registered at ref 0, yet ref_zero never caches
    m._active.discard(ids[2])  # keep the model's own bookkeeping in step
    m._cached.add(ids[2])
    with pytest.raises(AssertionError, match="ref_zero keeps no cached blocks"):
        m.check_valid()


def test_check_valid_catches_bookkeeping_out_of_step() -> None:
    m, ids = healthy("lru")
    m.block(ids[2]).ref = 0  # now cached, but the active set still holds it
    with pytest.raises(AssertionError, match="active set out of step"):
        m.check_valid()


def test_check_valid_catches_an_unregistered_parent() -> None:
    m, ids = healthy("lru")
    del m._map[1]
    m.block(ids[0]).hash = None  # b's parent lost its hash: prefix closure broken
    with pytest.raises(AssertionError, match="inv 5"):
        m.check_valid()


def test_check_valid_catches_a_wrong_child_count() -> None:
    m, ids = healthy("lru")
    m.block(ids[0]).children = 2
    with pytest.raises(AssertionError, match="inv 6"):
        m.check_valid()


def test_check_owners_catches_a_ref_that_owners_do_not_hold() -> None:
    m, ids = healthy("lru")
    m.check_owners([ids])
    with pytest.raises(AssertionError, match="inv 3"):
        m.check_owners([ids[:2]])


@pytest.mark.parametrize(
    "choose",
    [
        pytest.param(lambda free, m: free[:1], id="too-few"),
        pytest.param(lambda free, m: [free[0], free[0]], id="twice"),
        pytest.param(lambda free, m: [free[0], m.dummy], id="not-free"),
    ],
)
def test_allocate_rejects_an_invalid_choice(choose: Callable) -> None:
    m, _ = healthy("lru")
    before = (m.free_ids(), [m.view(b) for b in range(m.num_blocks)], m.hash_map())
    with pytest.raises(InvalidChoice) as info:
        m.allocate(2, choose=choose(m.free_ids(), m))
    assert info.value.kind == "invalid_choice"
    assert (m.free_ids(), [m.view(b) for b in range(m.num_blocks)], m.hash_map()) == before


def test_allocate_adopts_a_valid_choice() -> None:
    m, _ = healthy("lru")
    pick = m.free_ids()[-2:]
    assert m.allocate(2, choose=list(reversed(pick))) == list(reversed(pick))
    assert [m.view(b).ref for b in pick] == [1, 1]
    m.check_valid()


@pytest.mark.parametrize("policy", ["lru", "ref_zero", "vllm_free_queue"])
def test_reset_after_traffic_equals_a_new_pool(policy):
    """reset() rebuilds only the blocks changed since the last reset: the pool it
    leaves must be indistinguishable from a new one, block by block."""
    m = BlockAllocatorModel(16, policy)
    for round_ in range(3):
        ids = m.allocate(5 + round_)
        m.register(ids[:3], [11 + round_, 12, 13], [0, 11 + round_, 12])
        m.retain(ids[:2])
        m.tick()
        m.release(ids)
        m.reset()
        fresh = BlockAllocatorModel(16, policy)
        assert [m.view(b) for b in range(16)] == [fresh.view(b) for b in range(16)]
        assert m.counts() == fresh.counts() and m.free_ids() == fresh.free_ids()
        assert m.touched >= set(ids)
        m.check_valid()


def test_check_valid_catches_a_block_changed_behind_the_models_back():
    m = BlockAllocatorModel(8, "lru")
    m.reset()
    m.block(3).stamp = 7  # no verb recorded it: the next reset would miss it
    with pytest.raises(AssertionError, match="block 3 changed unrecorded"):
        m.check_valid()
