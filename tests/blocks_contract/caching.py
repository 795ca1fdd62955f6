"""The contract under caching and pressure: blocks cached at ref 0, leaf-peel
eviction, evict, allocate that must evict, and reset."""

from __future__ import annotations

import pytest

from model.blocks import BlockView, Counts
from tests.blocks_contract.base import (
    FREE,
    POLICIES,
    ContractBase,
    N,
    register_chain,
    snapshot,
)


class CachingRules(ContractBase):
    # ------------------------------------------------------------ LRU cache
    @pytest.mark.parametrize("policy", POLICIES)
    def test_registered_block_at_zero(self, policy: str) -> None:
        t = self.make(N, policy)
        a, u = t.allocate(2)
        t.register([a], [7], [0])
        t.tick()
        t.tick()
        t.release([a, u])  # u was never registered: free under both policies
        assert t.views([u]) == [FREE]
        if policy == "ref_zero":
            assert t.views([a]) == [FREE]
            assert t.counts() == Counts(free=N - 1, active=0, cached=0, mapped=0, clock=2)
            assert t.match([7]) == []
            return
        assert t.views([a]) == [BlockView(0, 7, None, 0, 0, False)]  # stamp unchanged
        assert t.counts() == Counts(free=N - 2, active=0, cached=1, mapped=1, clock=2)
        assert t.match([7]) == [a]
        t.retain([a])  # a prefix hit revives it
        assert t.views([a]) == [BlockView(1, 7, None, 0, 2, False)]
        assert t.counts() == Counts(free=N - 2, active=1, cached=0, mapped=1, clock=2)

    def test_leaf_peel_never_evicts_a_parent_before_its_children(self) -> None:
        t = self.make(N, "lru")
        (root,) = t.allocate(1)  # oldest
        t.tick()
        (mid,) = t.allocate(1)
        t.tick()
        (leaf,) = t.allocate(1)  # newest
        register_chain(t, [root, mid, leaf], [1, 2, 3])
        t.release([root, mid, leaf])
        assert t.evict(1) == [leaf]
        assert t.views([mid])[0].children == 0
        assert t.views([leaf]) == [FREE]
        assert t.hash_map() == {1: root, 2: mid}
        assert t.evict(2) == [mid, root]
        assert t.counts() == Counts(free=N - 1, active=0, cached=0, mapped=0, clock=2)

    def test_leaf_peel_ties_broken_by_id(self) -> None:
        t = self.make(N, "lru")
        ids = t.allocate(4)  # one step: equal stamps
        t.register(ids, [1, 2, 3, 4], [0, 0, 0, 0])
        t.release(ids)
        assert t.evict(4) == sorted(ids)

    def test_leaf_peel_orders_by_stamp(self) -> None:
        t = self.make(N, "lru")
        low, middle, high = sorted(t.allocate(3))  # stamps 0
        t.register([low, middle, high], [1, 2, 3], [0, 0, 0])
        t.tick()
        t.retain([high])  # stamp 1
        t.tick()
        t.retain([low])  # stamp 2
        t.release([low, middle, high, high, low])
        assert [v.stamp for v in t.views([low, middle, high])] == [2, 0, 1]
        assert t.evict(3) == [middle, high, low]

    def test_leaf_peel_over_a_tree(self) -> None:
        t = self.make(N, "lru")
        (root,) = t.allocate(1)  # stamp 0
        t.tick()
        (older,) = t.allocate(1)  # stamp 1
        t.tick()
        (newer,) = t.allocate(1)  # stamp 2
        t.register([root, newer, older], [1, 2, 3], [0, 1, 1])
        t.release([root, older, newer])
        assert t.views([root])[0].children == 2
        assert t.evict(1) == [older]
        assert t.views([root])[0].children == 1
        assert t.evict(2) == [newer, root]

    def test_cached_parent_of_an_active_block_is_not_evictable(self) -> None:
        t = self.make(N, "lru")
        parent, child = t.allocate(2)
        register_chain(t, [parent, child], [1, 2])
        t.release([parent])
        assert t.counts() == Counts(free=N - 3, active=1, cached=1, mapped=2, clock=0)
        self.assert_rejects(t, "insufficient_cache", t.evict, 1)
        t.release([child])
        assert t.evict(2) == [child, parent]

    def test_evicting_a_child_of_an_active_block(self) -> None:
        t = self.make(N, "lru")
        parent, child = t.allocate(2)
        register_chain(t, [parent, child], [1, 2])
        t.release([child])
        assert t.evict(1) == [child]
        assert t.views([parent]) == [BlockView(1, 1, None, 0, 0, False)]
        assert t.views([child]) == [FREE]
        assert t.hash_map() == {1: parent}
        assert t.match([1, 2]) == [parent]

    @pytest.mark.parametrize("policy", POLICIES)
    def test_evict_zero(self, policy: str) -> None:
        t = self.make(N, policy)
        self.cached_blocks(t, [1, 2])
        before = snapshot(t)
        assert t.evict(0) == []
        assert snapshot(t) == before

    @pytest.mark.parametrize("policy", POLICIES)
    def test_evict_more_than_evictable(self, policy: str) -> None:
        t = self.make(N, policy)
        self.cached_blocks(t, [1, 2])  # lru: two cached; ref_zero: none
        cached = t.counts().cached
        self.assert_rejects(t, "insufficient_cache", t.evict, cached + 1)
        self.assert_rejects(t, "insufficient_cache", t.evict, N)

    # ---------------------------------------------- allocate under pressure
    def test_allocate_evicts_exactly_the_shortfall(self) -> None:
        t = self.make(6, "lru")  # five usable blocks
        (a,) = t.allocate(1)  # stamp 0
        t.tick()
        (b,) = t.allocate(1)  # stamp 1
        t.tick()
        c, d, e = t.allocate(3)  # stamp 2
        register_chain(t, [a, b], [1, 2])
        t.register([c, d], [3, 4], [0, 0])
        t.release([a, b, c, d])  # e stays active
        assert t.counts() == Counts(free=0, active=1, cached=4, mapped=4, clock=2)
        # leaf-peel: b (stamp 1) first, which exposes a (stamp 0)
        assert sorted(t.allocate(2)) == sorted([a, b])
        assert t.views([a, b]) == [BlockView(1, None, None, 0, 2, False)] * 2
        assert t.hash_map() == {3: c, 4: d}
        assert t.counts() == Counts(free=0, active=3, cached=2, mapped=2, clock=2)
        t.release([e])  # one free block, one short: evict one, the smaller id of c, d
        first, second = sorted([c, d])
        assert sorted(t.allocate(2)) == sorted([e, first])
        assert t.hash_map() == {(3 if second == c else 4): second}
        assert t.counts() == Counts(free=0, active=4, cached=1, mapped=1, clock=2)

    def test_allocate_failure_under_lru_changes_nothing(self) -> None:
        t = self.make(5, "lru")  # four usable blocks
        parent, child, x, _ = t.allocate(4)  # the last stays active
        register_chain(t, [parent, child], [1, 2])
        t.register([x], [3], [0])
        t.release([parent, x])  # parent is pinned by its active child; x is evictable
        assert t.counts() == Counts(free=0, active=2, cached=2, mapped=3, clock=0)
        before = snapshot(t)
        assert t.allocate(2) is None
        assert snapshot(t) == before
        assert t.allocate(1) == [x]

    def test_register_a_cached_block_under_its_own_hash_is_a_noop(self) -> None:
        """A cached block is owned by the pool, not free: registering it again under
        the hash it has changes nothing (engines re-register matched prefixes)."""
        t = self.make(N, "lru")
        (b,) = self.cached_blocks(t, [7])
        before = snapshot(t)
        t.register([b], [7], [0])
        assert snapshot(t) == before

    @pytest.mark.parametrize("policy", POLICIES)
    def test_ids_counts_and_batches_above_256(self, policy: str) -> None:
        """Block ids, batch lengths and counts past 256: Python keeps one object per
        small int only up to 256, so an identity test standing in for an equality
        shows only here."""
        size, n = 601, 300
        t = self.make(size, policy)
        ids = t.allocate(n)
        hashes = list(range(1, n + 1))
        register_chain(t, ids, hashes)
        assert t.match(hashes) == ids
        t.release(ids)
        if policy == "lru":
            assert t.counts().cached == n
            leaves_first = ids[::-1]
            assert t.evict(n - 10) == leaves_first[: n - 10]
            assert t.evict(10) == leaves_first[n - 10 :]
            assert t.match(hashes) == [] and t.hash_map() == {}
            self.cached_blocks(t, hashes)
            got = t.allocate(size - 1)  # evicts all n cached blocks
            assert got is not None and sorted(got) == list(range(size - 1))
        assert t.counts().mapped == 0

    # ---------------------------------------------------------------- reset
    @pytest.mark.parametrize("policy", POLICIES)
    def test_reset(self, policy: str) -> None:
        t = self.make(N, policy)
        ids = t.allocate(4)
        register_chain(t, ids, [1, 2, 3, 4])
        t.tick()
        t.retain(ids[:2])
        t.release(ids)
        t.reset()
        assert snapshot(t) == snapshot(self.make(N, policy))
        assert t.counts() == Counts(free=N - 1, active=0, cached=0, mapped=0, clock=0)
        assert sorted(t.allocate(N - 1)) == list(range(N - 1))
