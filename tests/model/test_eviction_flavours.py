"""Named eviction flavours of the model (docs/contract.md: a difference kept on
purpose is a flavour, never a tolerance in the checker)."""

from __future__ import annotations

import pytest

from model.blocks import BlockAllocatorModel
from model.errors import InsufficientCache, InvalidChoice, NotOwned
from model.eviction import EvictionPolicy, make_policy


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


@pytest.mark.parametrize(
    "name",
    [
        "ref_zero",
        "lru",
        "lru_oldest_first",
        "vllm_free_queue",
        "vllm_fifo_queue",
        "vllm_no_cache",
        "vllm_no_cache_fifo",
    ],
)
def test_every_policy_is_built_by_name(name):
    policy = make_policy(name)
    assert policy.name == name and isinstance(policy, EvictionPolicy)


def test_a_policy_without_a_free_pool_order_names_no_allocation():
    model = BlockAllocatorModel(4, "lru")
    assert not model.policy.orders_free
    with pytest.raises(NotImplementedError, match="lru keeps no free-pool order"):
        model.policy.allocation(model, 1)
    assert model.allocate(2) == [0, 1]  # the model picks, since the policy names nothing


class HeadFirst(EvictionPolicy):
    """A made-up flavour that keeps the free pool in order, newest free id first:
    only the hooks it needs, the rest the base class's defaults."""

    name = "head_first"
    caches = False
    orders_free = True

    def __init__(self) -> None:
        self.order: list[int] = []

    def reset(self, pool: BlockAllocatorModel) -> None:
        self.order = list(range(pool.dummy))[::-1]

    def taken(self, ids) -> None:
        self.order = [b for b in self.order if b not in set(ids)]

    def released(self, pool: BlockAllocatorModel, zeroed) -> None:
        self.order = [b for b in zeroed if pool.is_free(b)] + self.order

    def queue(self) -> list[int]:
        return list(self.order)

    def allocation(self, pool: BlockAllocatorModel, n: int) -> list[int] | None:
        return self.order[:n] if n <= len(self.order) else None

    def victims(self, pool, n, prefer=frozenset()):
        return [] if n == 0 else None


def test_a_new_policy_overrides_only_its_hooks_and_the_model_follows_them():
    model = BlockAllocatorModel(5, HeadFirst())
    assert model.allocate(2) == [3, 2]  # the policy names them: newest free id first
    model.release([2])
    assert model.allocate(1) == [2] and model.allocate(5) is None
    model.check_valid()


# ------------------------------------------------------- vLLM's free queue
def queue(model: BlockAllocatorModel) -> list[int]:
    return model.policy.queue()


def test_free_queue_starts_in_id_order_and_allocate_takes_its_head():
    model = BlockAllocatorModel(6, "vllm_free_queue")
    assert queue(model) == [0, 1, 2, 3, 4]
    assert model.allocate(2) == [0, 1]
    assert queue(model) == [2, 3, 4]
    model.check_valid()


def test_a_release_caches_at_the_tail_and_frees_at_the_head_back_to_front():
    model = BlockAllocatorModel(8, "vllm_free_queue")
    chain = model.allocate(3)  # [0, 1, 2]
    model.register(chain, [11, 12, 13], [0, 11, 12])
    tail = model.allocate(2)  # [3, 4], never registered
    model.release(chain + tail)
    # freed (3, 4) go first, last released first; cached go last, the leaf first
    assert queue(model) == [4, 3, 5, 6, 2, 1, 0]
    assert model.view(chain[0]).parent is None  # this flavour keeps no parent links
    model.check_valid()


def test_allocate_evicts_the_cached_blocks_it_reaches_in_queue_order():
    model = BlockAllocatorModel(5, "vllm_free_queue")  # 4 usable blocks
    chain = model.allocate(4)
    model.register(chain, [21, 22, 23, 24], [0, 21, 22, 23])
    model.release(chain)
    assert queue(model) == [3, 2, 1, 0]
    assert model.allocate(2) == [3, 2]
    assert model.evicted == [3, 2]
    assert model.lookup(24) is None and model.lookup(21) == 0
    model.check_valid()


def test_a_pick_other_than_the_queue_head_is_an_invalid_choice():
    model = BlockAllocatorModel(5, "vllm_free_queue")
    before = model.counts()
    with pytest.raises(InvalidChoice):
        model.allocate(2, choose=[1, 0])
    assert model.counts() == before and queue(model) == [0, 1, 2, 3]


def test_allocate_fails_cleanly_when_the_queue_is_short():
    model = BlockAllocatorModel(4, "vllm_free_queue")
    held = model.allocate(2)
    before, order = model.counts(), queue(model)
    assert model.allocate(2) is None
    assert model.counts() == before and queue(model) == order and held


def test_retain_takes_a_cached_block_out_of_the_queue():
    model = BlockAllocatorModel(5, "vllm_free_queue")
    (b,) = model.allocate(1)
    model.register([b], [31], [0])
    model.release([b])
    assert queue(model)[-1] == b
    model.retain([b])
    assert b not in queue(model) and model.view(b).ref == 1
    model.check_valid()


def test_evict_takes_the_first_cached_blocks_and_leaves_them_in_place_free():
    model = BlockAllocatorModel(6, "vllm_free_queue")
    ids = model.allocate(3)
    model.register(ids, [41, 42, 43], [0, 0, 0])
    model.release(ids)  # cached, queued back to front: 2, 1, 0
    order = queue(model)
    assert model.evict(2) == [2, 1]
    assert queue(model) == order  # still queued, now free
    assert model.is_free(2) and model.is_free(1) and not model.is_free(0)
    with pytest.raises(InsufficientCache):
        model.evict(2)
    model.check_valid()


def test_the_map_names_the_oldest_twin_and_the_next_one_takes_over():
    model = BlockAllocatorModel(6, "vllm_free_queue")
    first, second, third = model.allocate(3)
    for b in (first, second, third):
        model.register([b], [51], [0])
    assert model.lookup(51) == first and model.match([51]) == [first]
    assert model.counts().mapped == 1
    model.release([first])
    model.evict(1)  # the oldest twin goes
    assert model.lookup(51) == second
    model.release([third, second])
    assert model.evict(2) == [second, third]
    assert model.lookup(51) is None
    model.check_valid()


def test_newest_twin_map_is_kept_for_the_other_caching_flavours():
    model = BlockAllocatorModel(6, "lru")
    first, second = model.allocate(2)
    model.register([first], [61], [0])
    model.register([second], [61], [0])
    assert model.lookup(61) == second


def test_without_prefix_caching_nothing_is_registered_or_matched():
    model = BlockAllocatorModel(5, "vllm_no_cache")
    ids = model.allocate(2)
    model.register(ids, [71, 72], [0, 71])
    assert model.view(ids[0]).hash is None and model.match([71, 72]) == []
    assert model.counts().mapped == 0
    model.release(ids)
    assert queue(model) == [1, 0, 2, 3]  # every freed block goes to the head
    with pytest.raises(NotOwned):  # arguments are still checked
        model.register([3], [73], [0])
    with pytest.raises(InsufficientCache):
        model.evict(1)
    model.check_valid()


def test_the_fifo_flavour_appends_freed_blocks_at_the_tail_too():
    model = BlockAllocatorModel(8, "vllm_fifo_queue")
    chain = model.allocate(3)
    model.register(chain, [81, 82, 83], [0, 81, 82])
    tail = model.allocate(2)
    model.release(chain + tail)
    assert queue(model) == [5, 6, 4, 3, 2, 1, 0]  # all at the tail, back to front
    model.check_valid()


def test_a_shared_block_released_by_both_owners_at_once_joins_the_queue_once():
    for name in ("vllm_free_queue", "vllm_fifo_queue", "vllm_no_cache"):
        model = BlockAllocatorModel(5, name)
        (b,) = model.allocate(1)
        model.retain([b])
        model.release([b, b])
        assert queue(model).count(b) == 1 and model.view(b).ref == 0
        model.check_valid()
