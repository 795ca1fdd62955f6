"""The radix cache model (model/radix.py): pages, page-aligned prefixes, lock counts
along paths, whole-leaf eviction, and what insert does with the caller's pages."""

from __future__ import annotations

import random

import pytest

from model.errors import BadArgument, InvalidChoice, NotOwned
from model.radix import DISABLED, RadixCacheModel
from model.radix_errors import BadPage, StaleLock, StaleNode

PS = 4


def cache(pages: int = 8, policy: str = "lru") -> RadixCacheModel:
    return RadixCacheModel(pages, PS, policy)


def cached(model: RadixCacheModel, tokens: list[int]) -> tuple[int, list[int]]:
    """Allocate whole pages for ``tokens`` and insert them; (node, pages)."""
    pages = model.alloc(len(tokens) // PS)
    assert pages is not None
    inserted = model.insert(tokens, pages, 0)
    return inserted.node, pages


def test_alloc_hands_out_the_lowest_free_pages_and_none_when_short() -> None:
    model = cache(4)
    assert model.alloc(3) == [1, 2, 3]
    assert model.alloc(2) is None
    assert model.counts().free == 1


def test_alloc_checks_the_pages_a_target_chose() -> None:
    model = cache(4)
    assert model.alloc(2, choose=[4, 2]) == [4, 2]
    with pytest.raises(InvalidChoice):
        model.alloc(1, choose=[2])
    with pytest.raises(InvalidChoice):
        model.alloc(2, choose=[1, 1])


@pytest.mark.parametrize("n", [-1, True, 1.0])
def test_a_count_that_is_not_a_natural_number_is_bad(n: object) -> None:
    model = cache()
    with pytest.raises(BadArgument):
        model.alloc(n)  # type: ignore[arg-type]
    assert model.counts().free == 8


def test_a_double_free_is_refused_and_changes_nothing() -> None:
    model = cache()
    pages = model.alloc(2)
    assert pages is not None
    model.free(pages)
    with pytest.raises(NotOwned):
        model.free(pages[:1])
    assert model.counts().free == 8
    assert model.free_pages() == list(range(1, 9))


@pytest.mark.parametrize("page", [0, 9])
def test_the_padding_page_and_pages_past_the_pool_are_bad(page: int) -> None:
    with pytest.raises(BadPage):
        cache().free([page])


def test_a_page_named_twice_in_one_free_is_freed_once() -> None:
    model = cache()
    pages = model.alloc(1)
    assert pages is not None
    model.free(pages * 2)
    assert model.counts().free == 8


def test_match_finds_whole_pages_only() -> None:
    model = cache()
    node, pages = cached(model, list(range(8)))
    assert model.match([*list(range(8)), 99]) == (8, node, pages)
    # a prefix that ends inside the second page matches the first page only
    found = model.match(list(range(6)))
    assert (found.prefix_len, found.pages) == (4, pages[:1])
    assert model.match([7, 7, 7, 7]).prefix_len == 0


def test_a_match_inside_a_node_splits_it_and_keeps_its_lock_count() -> None:
    model = cache()
    node, _pages = cached(model, list(range(8)))
    lock = model.lock(node)
    head = model.match(list(range(4))).node
    assert head != node
    assert model.tree.nodes[head].lock_ref == 1
    assert model.tree.nodes[node].parent is model.tree.nodes[head]
    model.unlock(lock)
    assert model.counts() == (6, 8, 0, 8)
    model.check_valid()


def test_insert_of_a_cached_prefix_frees_the_callers_duplicate_pages() -> None:
    model = cache()
    _, first = cached(model, list(range(8)))
    again = model.alloc(3)
    assert again is not None
    tokens = [*list(range(8)), 50, 51, 52, 53]
    inserted = model.insert(tokens, again, 0)
    assert inserted.prefix_len == 8
    assert inserted.pages == first + again[2:]
    assert [model.state(p) for p in again] == ["free", "free", "cached"]


def test_insert_leaves_the_tree_s_own_pages_to_the_tree() -> None:
    """prev_prefix_len: the first pages are the tree's (from a match), not freed."""
    model = cache()
    _node, first = cached(model, list(range(4)))
    more = model.alloc(1)
    assert more is not None
    inserted = model.insert(list(range(8)), first + more, 4)
    assert inserted.pages == first + more
    assert model.counts().free == 6


def test_the_unaligned_tail_and_pages_past_it_stay_the_callers() -> None:
    model = cache()
    pages = model.alloc(3)
    assert pages is not None
    inserted = model.insert(list(range(6)), pages, 0)  # one whole page, a tail of 2
    assert inserted.pages == pages[:1]
    assert [model.state(p) for p in pages] == ["cached", "private", "private"]


def test_insert_refuses_pages_it_does_not_get_from_the_caller() -> None:
    model = cache()
    _, pages = cached(model, list(range(4)))
    with pytest.raises(NotOwned):
        model.insert([9, 9, 9, 9], pages, 0)  # the tree's own page as the caller's
    free = model.free_pages()[:1]
    with pytest.raises(NotOwned):
        model.insert([8, 8, 8, 8], free, 0)
    with pytest.raises(BadArgument):
        model.insert(list(range(8)), pages, 0)  # fewer pages than whole pages of tokens
    model.check_valid()


def test_a_lock_protects_the_whole_path_until_unlocked() -> None:
    model = cache()
    node, _ = cached(model, list(range(8)))
    leaf = model.insert([*list(range(8)), 1, 2, 3, 4], model.alloc(3) or [], 0).node
    lock = model.lock(leaf)
    assert model.counts().protected == 12
    assert model.evict(100) == 0
    model.unlock(lock)
    assert model.counts().evictable == 12
    with pytest.raises(StaleLock):
        model.unlock(lock)
    assert model.tree.nodes[node].lock_ref == 0


def test_eviction_takes_whole_leaves_by_last_access_then_their_parents() -> None:
    model = cache()
    shared = list(range(4))
    cached(model, [*shared, 10, 11, 12, 13])
    cached(model, [*shared, 20, 21, 22, 23])
    model.match([*shared, 10, 11, 12, 13])  # the first leaf is now the newer
    assert model.evict(1) == 4  # a whole leaf, more than asked
    assert model.match([*shared, 20, 21, 22, 23]).prefix_len == 4
    assert model.evict(8) == 8  # the other leaf, then the parent that became a leaf
    assert model.counts() == (8, 0, 0, 0)


def test_fifo_evicts_by_creation_not_access() -> None:
    model = cache(policy="fifo")
    cached(model, [1, 1, 1, 1])
    cached(model, [2, 2, 2, 2])
    model.match([1, 1, 1, 1])
    model.evict(1)
    assert model.match([1, 1, 1, 1]).prefix_len == 0
    assert model.match([2, 2, 2, 2]).prefix_len == 4


def test_stale_handles_are_refused_after_eviction_and_reset() -> None:
    model = cache()
    node, _ = cached(model, [1, 2, 3, 4])
    model.evict(4)
    with pytest.raises(StaleNode):
        model.lock(node)
    node, _ = cached(model, [1, 2, 3, 4])
    lock = model.lock(node)
    model.reset()
    with pytest.raises(StaleLock):
        model.unlock(lock)
    assert model.counts() == (8, 0, 0, 0)


def test_a_disabled_cache_keeps_nothing() -> None:
    model = cache(policy=DISABLED)
    pages = model.alloc(1)
    assert pages is not None
    assert model.insert([1, 2, 3, 4], pages, 0) == (0, None, [])
    assert model.state(pages[0]) == "private"
    assert model.match([1, 2, 3, 4]).prefix_len == 0


def test_random_ops_keep_every_invariant() -> None:
    rng = random.Random(7)
    model = cache(16)
    locks: list[int] = []
    private: list[int] = []
    for _ in range(400):
        verb = rng.choice(["insert", "insert", "lock", "unlock", "evict", "free"])
        tokens = [rng.randrange(3) for _ in range(rng.choice((4, 8, 12)))]
        if verb == "insert":
            found = model.match(tokens)
            need = len(tokens) // PS - found.prefix_len // PS
            got = model.alloc(need)
            if got is None:
                model.evict(need * PS)
                continue
            model.insert(tokens, found.pages + got, found.prefix_len)
        elif verb == "lock":
            locks.append(model.lock(model.match(tokens).node))
        elif verb == "unlock" and locks:
            model.unlock(locks.pop(rng.randrange(len(locks))))
        elif verb == "evict":
            model.evict(rng.randrange(1, 12))
        elif verb == "free" and private:
            model.free([private.pop()])
        model.check_valid()
    model.check_owners(private, locks)
    counts = model.counts()
    assert counts.evictable + counts.protected == counts.tree


def test_check_valid_sees_a_lock_count_out_of_step() -> None:
    model = cache()
    node, _ = cached(model, [1, 2, 3, 4])
    model.tree.nodes[node].lock_ref = 1  # no lock is held
    with pytest.raises(AssertionError):
        model.check_valid()
