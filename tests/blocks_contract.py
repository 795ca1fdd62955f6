"""The block-allocator contract (semantics.md section 1) as one reusable test mixin.

Every implementation's test module subclasses ``BlockAllocatorContract`` and
supplies ``make(num_blocks, policy)``, returning an object that speaks the
``kvtwin.scenarios.blocks.targets.base.BlockTarget`` interface. Tests assert observable behaviour
only (views, counts, the hash map, the free pool, verb results) with expected
values worked out from each scenario; which free ids ``allocate`` hands out is
the implementation's choice, so scenarios use the ids they are given.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest

from kvtwin.scenarios.blocks.targets.base import BlockTarget
from model.blocks import BlockView, Counts

POLICIES = ["ref_zero", "lru"]
N = 8  # seven usable blocks and the dummy, 7

# A free block: nothing registered, no stamp shown.
FREE = BlockView(ref=0, hash=None, parent=None, children=0, stamp=None, free=True)


def snapshot(t: BlockTarget) -> tuple:
    """Everything observable about ``t``, for "this call changed nothing"."""
    return t.views(range(t.num_blocks)), t.counts(), t.hash_map(), t.free_ids()


def stamp(t: BlockTarget, value: int) -> int | None:
    """The stamp a live block shows: its LRU time, or ``None`` where no stamps are kept."""
    return value if t.policy == "lru" else None


def register_chain(t: BlockTarget, ids: Sequence[int], hashes: Sequence[int]) -> None:
    """Register ``ids`` as one prefix chain: each block's parent is the one before."""
    t.register(ids, hashes, [0, *hashes[:-1]])


class BlockAllocatorContract:
    """Mixin: subclass with a ``Test`` name and implement ``make``."""

    def make(self, num_blocks: int, policy: str) -> BlockTarget:
        raise NotImplementedError

    # ------------------------------------------------------------ helpers
    def assert_rejects(
        self, t: BlockTarget, kind: str, verb: Callable[..., Any], *args: Any
    ) -> None:
        """``verb(*args)`` raises an error of ``kind`` and leaves ``t`` unchanged."""
        before = snapshot(t)
        try:
            verb(*args)
        except Exception as err:  # the kind, not the class, is the contract
            assert getattr(err, "kind", None) == kind, f"{verb.__name__}{args}: {err!r}"
        else:
            pytest.fail(f"{verb.__name__}{args} did not raise {kind}")
        assert snapshot(t) == before, f"{verb.__name__}{args} raised {kind} but changed state"

    def cached_blocks(self, t: BlockTarget, hashes: Sequence[int]) -> list[int]:
        """Allocate, register as a chain and release one block per hash (LRU: all cached)."""
        ids = t.allocate(len(hashes))
        register_chain(t, ids, hashes)
        t.release(ids)
        return ids

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
    @pytest.mark.parametrize("verb", ["release", "retain", "register"])
    @pytest.mark.parametrize(
        ("bad", "kind"),
        [
            (N - 1, "bad_block_id"),  # the dummy
            (-1, "bad_block_id"),
            (N, "bad_block_id"),
            (N + 5, "bad_block_id"),
            (2**70, "bad_block_id"),
            ("1", "bad_argument"),
            (1.0, "bad_argument"),
            (True, "bad_argument"),
            (None, "bad_argument"),
        ],
    )
    def test_bad_block_ids(self, policy: str, verb: str, bad: Any, kind: str) -> None:
        t = self.make(N, policy)
        a, b = t.allocate(2)
        ids = [a, bad, b]
        if verb == "register":
            self.assert_rejects(t, kind, t.register, ids, [11, 12, 13], [0, 0, 0])
        else:
            self.assert_rejects(t, kind, getattr(t, verb), ids)

    @pytest.mark.parametrize("policy", POLICIES)
    def test_first_bad_id_in_list_order_decides(self, policy: str) -> None:
        t = self.make(N, policy)
        t.allocate(1)
        self.assert_rejects(t, "bad_block_id", t.release, [N, "x"])
        self.assert_rejects(t, "bad_argument", t.release, ["x", N])
        self.assert_rejects(t, "bad_block_id", t.retain, [N - 1, 1.5])
        self.assert_rejects(t, "bad_argument", t.retain, [1.5, N - 1])

    @pytest.mark.parametrize("policy", POLICIES)
    def test_a_bad_id_after_block_zero_is_named_by_its_own_kind(self, policy: str) -> None:
        t = self.make(N, policy)
        assert 0 in t.allocate(N - 1)
        self.assert_rejects(t, "bad_argument", t.release, [0, "x"])
        self.assert_rejects(t, "bad_argument", t.retain, [0, True])
        self.assert_rejects(t, "bad_block_id", t.release, [0, N])

    @pytest.mark.parametrize("policy", POLICIES)
    def test_smallest_pool_has_one_usable_block(self, policy: str) -> None:
        t = self.make(2, policy)
        assert t.allocate(1) == [0]
        assert t.allocate(1) is None
        t.release([0])
        assert t.counts() == Counts(free=1, active=0, cached=0, mapped=0, clock=0)

    @pytest.mark.parametrize("policy", POLICIES)
    def test_ids_are_checked_before_block_state(self, policy: str) -> None:
        t = self.make(N, policy)
        (a,) = t.allocate(1)
        free = t.free_ids()[0]
        self.assert_rejects(t, "bad_block_id", t.release, [free, N])  # not over_release
        self.assert_rejects(t, "bad_block_id", t.release, [a, a, N])
        self.assert_rejects(t, "bad_block_id", t.retain, [free, N])  # not not_owned
        self.assert_rejects(t, "bad_block_id", t.register, [free, N], [1, 2], [0, 0])

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
    @pytest.mark.parametrize("n", [-1, True, 1.5, "2", None])
    def test_allocate_bad_count(self, policy: str, n: Any) -> None:
        t = self.make(N, policy)
        t.allocate(1)
        self.assert_rejects(t, "bad_argument", t.allocate, n)

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

    # ------------------------------------------------------------- register
    @pytest.mark.parametrize("policy", POLICIES)
    @pytest.mark.parametrize("bad", [0, -1, 2**63, 2**64, True, 1.5, "7", None])
    def test_register_bad_hash(self, policy: str, bad: Any) -> None:
        t = self.make(N, policy)
        a, b = t.allocate(2)
        self.assert_rejects(t, "bad_argument", t.register, [a, b], [5, bad], [0, 0])

    @pytest.mark.parametrize("policy", POLICIES)
    @pytest.mark.parametrize("bad", [-1, 2**63, True, 1.5, "7", None])
    def test_register_bad_parent_hash(self, policy: str, bad: Any) -> None:
        t = self.make(N, policy)
        a, b = t.allocate(2)
        self.assert_rejects(t, "bad_argument", t.register, [a, b], [5, 6], [0, bad])

    @pytest.mark.parametrize("policy", POLICIES)
    def test_register_argument_checks_come_first(self, policy: str) -> None:
        t = self.make(N, policy)
        a, b = t.allocate(2)
        t.register([a], [1], [0])
        free = t.free_ids()[0]
        for ids, hashes, parents in [
            ([a, b], [1], [0, 0]),
            ([a, b], [1], [0]),  # more ids than hashes and parents
            ([a], [1, 2], [0]),
            ([a], [1, 2], [0, 1]),  # fewer ids than hashes and parents
            ([a], [1], []),
            ([a], [1], [0, 0]),  # more parents than ids and hashes
            ([free], [1, 2], [0]),  # lengths before not_owned
            ([a], [9, 2], [0]),  # lengths before hash_conflict
            ([free], [0], [0]),  # hashes before not_owned
        ]:
            self.assert_rejects(t, "bad_argument", t.register, ids, hashes, parents)

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

    # ---------------------------------------------------------------- evict
    @pytest.mark.parametrize("policy", POLICIES)
    @pytest.mark.parametrize("n", [-1, True, 2.0, "1", None])
    def test_evict_bad_count(self, policy: str, n: Any) -> None:
        t = self.make(N, policy)
        self.assert_rejects(t, "bad_argument", t.evict, n)

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
