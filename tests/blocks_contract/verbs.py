"""The contract's verbs one at a time: allocate, release, retain, register,
match and tick on a pool with room."""

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
    stamp,
)


class VerbRules(ContractBase):
    # ------------------------------------------------------ fresh and dummy
    @pytest.mark.parametrize("policy", POLICIES)
    def test_fresh_pool(self, policy: str) -> None:
        t = self.make(N, policy)
        assert t.counts() == Counts(free=N - 1, active=0, cached=0, mapped=0, clock=0)
        assert t.free_ids() == list(range(N - 1))
        assert t.views(range(N - 1)) == [FREE] * (N - 1)
        assert t.hash_map() == {}
        assert t.match([1, 2]) == []

    @pytest.mark.parametrize("policy", POLICIES)
    def test_dummy_block_is_never_handed_out(self, policy: str) -> None:
        t = self.make(N, policy)
        ids = t.allocate(N - 1)
        assert sorted(ids) == list(range(N - 1))
        assert t.counts() == Counts(free=0, active=N - 1, cached=0, mapped=0, clock=0)
        before = snapshot(t)
        assert t.allocate(1) is None
        assert snapshot(t) == before
        (dummy,) = t.views([N - 1])
        assert dummy._replace(stamp=None) == BlockView(0, None, None, 0, None, False)
        t.release(ids)
        assert t.free_ids() == list(range(N - 1))

    @pytest.mark.parametrize("policy", POLICIES)
    def test_smallest_pool_has_one_usable_block(self, policy: str) -> None:
        t = self.make(2, policy)
        assert t.allocate(1) == [0]
        assert t.allocate(1) is None
        t.release([0])
        assert t.counts() == Counts(free=1, active=0, cached=0, mapped=0, clock=0)

    # ------------------------------------------------------------- allocate
    @pytest.mark.parametrize("policy", POLICIES)
    def test_allocate_hands_out_distinct_free_blocks(self, policy: str) -> None:
        t = self.make(N, policy)
        t.tick()
        t.tick()
        ids = t.allocate(3)
        assert len(set(ids)) == 3 and set(ids) <= set(range(N - 1))
        assert t.views(ids) == [BlockView(1, None, None, 0, stamp(t, 2), False)] * 3
        assert t.counts() == Counts(free=N - 4, active=3, cached=0, mapped=0, clock=2)
        assert t.free_ids() == sorted(set(range(N - 1)) - set(ids))
        more = t.allocate(2)
        assert not set(more) & set(ids)

    @pytest.mark.parametrize("policy", POLICIES)
    def test_allocate_zero(self, policy: str) -> None:
        t = self.make(N, policy)
        t.allocate(2)
        before = snapshot(t)
        assert t.allocate(0) == []
        assert snapshot(t) == before

    @pytest.mark.parametrize("policy", POLICIES)
    def test_allocate_more_than_free_changes_nothing(self, policy: str) -> None:
        t = self.make(N, policy)
        t.allocate(N - 3)  # two left, nothing cached
        before = snapshot(t)
        assert t.allocate(3) is None
        assert snapshot(t) == before
        assert len(t.allocate(2)) == 2

    # -------------------------------------------------------------- release
    @pytest.mark.parametrize("policy", POLICIES)
    def test_over_release(self, policy: str) -> None:
        t = self.make(N, policy)
        a, b = t.allocate(2)
        free = t.free_ids()[0]
        self.assert_rejects(t, "over_release", t.release, [free])
        self.assert_rejects(t, "over_release", t.release, [a, a])  # a holds one
        self.assert_rejects(t, "over_release", t.release, [b, a, a])  # b must not move
        t.retain([a])
        self.assert_rejects(t, "over_release", t.release, [a, a, a])  # a holds two
        t.release([a, a])
        self.assert_rejects(t, "over_release", t.release, [a])  # already freed

    @pytest.mark.parametrize("policy", POLICIES)
    def test_release_drops_one_reference_per_occurrence(self, policy: str) -> None:
        t = self.make(N, policy)
        a, b = t.allocate(2)
        t.retain([a, a])
        assert t.views([a])[0].ref == 3
        t.release([a, b, a])
        assert t.views([a])[0].ref == 1
        assert t.views([b]) == [FREE]
        assert t.counts() == Counts(free=N - 2, active=1, cached=0, mapped=0, clock=0)

    @pytest.mark.parametrize("policy", POLICIES)
    def test_shared_block_freed_once_in_one_batch(self, policy: str) -> None:
        """Two owners of a prefix finish in the same batched release (Megatron's bug)."""
        t = self.make(N, policy)
        p0, p1, x = t.allocate(3)  # request 1: prefix p0 p1, private x
        t.retain([p0, p1])  # request 2 shares the prefix
        (y,) = t.allocate(1)  # and has its own private y
        t.release([p0, p1, x, p0, p1, y])
        assert t.free_ids() == list(range(N - 1))  # each once, nothing leaked
        assert t.views([p0, p1, x, y]) == [FREE] * 4
        assert t.counts() == Counts(free=N - 1, active=0, cached=0, mapped=0, clock=0)
        assert t.allocate(N - 1) is not None

    @pytest.mark.parametrize("policy", POLICIES)
    def test_shared_registered_prefix_released_in_one_batch(self, policy: str) -> None:
        t = self.make(N, policy)
        p0, p1, x = t.allocate(3)
        register_chain(t, [p0, p1], [11, 12])
        t.retain([p0, p1])
        (y,) = t.allocate(1)
        t.release([p0, p1, x, p0, p1, y])
        if policy == "ref_zero":
            assert t.free_ids() == list(range(N - 1))
            assert t.views([p0, p1]) == [FREE] * 2
            assert t.counts() == Counts(free=N - 1, active=0, cached=0, mapped=0, clock=0)
            assert t.hash_map() == {}
        else:  # the prefix stays cached, once; the private blocks go free, once
            assert t.free_ids() == sorted(set(range(N - 1)) - {p0, p1})
            assert t.views([p0, p1]) == [
                BlockView(0, 11, None, 1, 0, False),
                BlockView(0, 12, p0, 0, 0, False),
            ]
            assert t.counts() == Counts(free=N - 3, active=0, cached=2, mapped=2, clock=0)
            assert t.hash_map() == {11: p0, 12: p1}
            assert t.evict(2) == [p1, p0]
            assert t.free_ids() == list(range(N - 1))

    @pytest.mark.parametrize("policy", POLICIES)
    def test_release_empty_batch(self, policy: str) -> None:
        t = self.make(N, policy)
        t.allocate(1)
        before = snapshot(t)
        t.release([])
        assert snapshot(t) == before

    # --------------------------------------------------------------- retain
    @pytest.mark.parametrize("policy", POLICIES)
    def test_retain_counts_each_occurrence_and_stamps(self, policy: str) -> None:
        t = self.make(N, policy)
        a, b = t.allocate(2)
        t.tick()
        t.retain([a, a, b])
        assert t.views([a, b]) == [
            BlockView(3, None, None, 0, stamp(t, 1), False),
            BlockView(2, None, None, 0, stamp(t, 1), False),
        ]
        assert t.counts() == Counts(free=N - 3, active=2, cached=0, mapped=0, clock=1)

    @pytest.mark.parametrize("policy", POLICIES)
    def test_retain_free_block_is_not_owned(self, policy: str) -> None:
        t = self.make(N, policy)
        (a,) = t.allocate(1)
        free = t.free_ids()[0]
        self.assert_rejects(t, "not_owned", t.retain, [free])
        self.assert_rejects(t, "not_owned", t.retain, [a, free])  # a keeps one reference
        t.release([a])
        self.assert_rejects(t, "not_owned", t.retain, [a])

    @pytest.mark.parametrize("policy", POLICIES)
    def test_register_free_block_is_not_owned(self, policy: str) -> None:
        t = self.make(N, policy)
        a, b = t.allocate(2)
        free = t.free_ids()[0]
        self.assert_rejects(t, "not_owned", t.register, [free], [5], [0])
        self.assert_rejects(t, "not_owned", t.register, [a, free, b], [5, 6, 7], [0, 5, 6])
        t.release([a])
        self.assert_rejects(t, "not_owned", t.register, [a], [5], [0])

    @pytest.mark.parametrize("policy", POLICIES)
    def test_register_hash_conflict(self, policy: str) -> None:
        t = self.make(N, policy)
        a, b = t.allocate(2)
        t.register([a], [1], [0])
        free = t.free_ids()[0]
        self.assert_rejects(t, "hash_conflict", t.register, [a], [2], [0])
        self.assert_rejects(t, "hash_conflict", t.register, [b, a], [3, 2], [0, 0])
        self.assert_rejects(t, "hash_conflict", t.register, [b, b], [3, 4], [0, 0])
        # per block in list order: the first problem decides
        self.assert_rejects(t, "hash_conflict", t.register, [a, free], [2, 5], [0, 0])
        self.assert_rejects(t, "not_owned", t.register, [free, a], [5, 2], [0, 0])

    @pytest.mark.parametrize("policy", POLICIES)
    def test_register_resolves_parents_in_batch_order(self, policy: str) -> None:
        t = self.make(N, policy)
        a, b, c = t.allocate(3)
        register_chain(t, [a, b, c], [1, 2, 3])
        if policy == "lru":
            expected = [(None, 1), (a, 1), (b, 0)]
        else:  # ref_zero keeps no parent links
            expected = [(None, 0), (None, 0), (None, 0)]
        assert [(v.parent, v.children) for v in t.views([a, b, c])] == expected
        assert [(v.ref, v.hash) for v in t.views([a, b, c])] == [(1, 1), (1, 2), (1, 3)]
        assert t.hash_map() == {1: a, 2: b, 3: c}
        assert t.counts() == Counts(free=N - 4, active=3, cached=0, mapped=3, clock=0)

    @pytest.mark.parametrize("policy", POLICIES)
    def test_register_parent_later_in_batch_or_unknown_is_root(self, policy: str) -> None:
        t = self.make(N, policy)
        a, b, c = t.allocate(3)
        t.register([a, b, c], [1, 2, 3], [2, 0, 99])  # a names b, registered after it
        assert [(v.parent, v.children) for v in t.views([a, b, c])] == [(None, 0)] * 3

    @pytest.mark.parametrize("policy", POLICIES)
    def test_register_same_hash_again_is_a_noop(self, policy: str) -> None:
        t = self.make(N, policy)
        a, b, c = t.allocate(3)
        register_chain(t, [a, b], [1, 2])
        before = snapshot(t)
        t.register([b], [2], [1])
        t.register([b, a], [2, 1], [1, 0])
        assert snapshot(t) == before
        t.register([c, c], [3, 3], [1, 1])  # twice in one batch: one child of a
        assert t.views([a])[0].children == (2 if policy == "lru" else 0)
        assert t.views([c])[0].parent == (a if policy == "lru" else None)

    @pytest.mark.parametrize("policy", POLICIES)
    def test_twins_map_names_the_newest(self, policy: str) -> None:
        t = self.make(N, policy)
        a, b, c, d = t.allocate(4)
        t.register([a], [5], [0])
        t.register([b], [5], [0])
        t.register([c, d], [6, 6], [0, 0])
        assert [v.hash for v in t.views([a, b, c, d])] == [5, 5, 6, 6]
        assert t.hash_map() == {5: b, 6: d}
        assert t.lookup([5, 6, 7]) == [b, d, None]
        assert t.match([5]) == [b]

    @pytest.mark.parametrize("policy", POLICIES)
    def test_releasing_a_shadowed_twin_keeps_the_map_entry(self, policy: str) -> None:
        t = self.make(N, policy)
        a, b = t.allocate(2)
        t.register([a], [5], [0])
        t.register([b], [5], [0])
        t.release([a])
        assert t.hash_map() == {5: b}
        if policy == "ref_zero":
            assert t.views([a]) == [FREE]
        else:  # cached and shadowed: evictable, never matched
            assert t.views([a]) == [BlockView(0, 5, None, 0, 0, False)]
            assert t.evict(1) == [a]
            assert t.hash_map() == {5: b}
        assert t.match([5]) == [b]

    @pytest.mark.parametrize("policy", POLICIES)
    def test_freeing_the_newest_twin_drops_the_map_entry(self, policy: str) -> None:
        t = self.make(N, policy)
        a, b = t.allocate(2)
        t.register([a], [5], [0])
        t.register([b], [5], [0])
        t.release([b])
        if policy == "lru":
            assert t.evict(1) == [b]
        assert t.views([b]) == [FREE]
        assert t.hash_map() == {}
        assert t.views([a])[0].hash == 5
        assert t.match([5]) == []

    # ---------------------------------------------------------------- match
    @pytest.mark.parametrize("policy", POLICIES)
    def test_match_longest_prefix(self, policy: str) -> None:
        t = self.make(N, policy)
        a, b, c = t.allocate(3)
        register_chain(t, [a, b, c], [1, 2, 3])
        before = snapshot(t)
        assert t.match([1, 2, 3, 4]) == [a, b, c]
        assert t.match([1, 2, 9, 3]) == [a, b]
        assert t.match([9, 1]) == []
        assert t.match([]) == []
        assert snapshot(t) == before
        self.assert_rejects(t, "bad_argument", t.match, [1, 0])
        self.assert_rejects(t, "bad_argument", t.match, [1, "2"])

    @pytest.mark.parametrize("policy", POLICIES)
    def test_tick_advances_the_clock(self, policy: str) -> None:
        t = self.make(N, policy)
        for _ in range(3):
            t.tick()
        assert t.counts().clock == 3
        assert t.counts()._replace(clock=0) == self.make(N, policy).counts()
