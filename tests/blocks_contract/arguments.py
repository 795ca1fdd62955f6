"""The contract's argument rules: malformed ids, counts, hashes and batches are
rejected with their kind before any block state is read, and change nothing."""

from __future__ import annotations

from typing import Any

import pytest

from tests.blocks_contract.base import POLICIES, ContractBase, N


class ArgumentRules(ContractBase):
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
    def test_ids_are_checked_before_block_state(self, policy: str) -> None:
        t = self.make(N, policy)
        (a,) = t.allocate(1)
        free = t.free_ids()[0]
        self.assert_rejects(t, "bad_block_id", t.release, [free, N])  # not over_release
        self.assert_rejects(t, "bad_block_id", t.release, [a, a, N])
        self.assert_rejects(t, "bad_block_id", t.retain, [free, N])  # not not_owned
        self.assert_rejects(t, "bad_block_id", t.register, [free, N], [1, 2], [0, 0])

    @pytest.mark.parametrize("policy", POLICIES)
    @pytest.mark.parametrize("n", [-1, True, 1.5, "2", None])
    def test_allocate_bad_count(self, policy: str, n: Any) -> None:
        t = self.make(N, policy)
        t.allocate(1)
        self.assert_rejects(t, "bad_argument", t.allocate, n)

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

    # ---------------------------------------------------------------- evict
    @pytest.mark.parametrize("policy", POLICIES)
    @pytest.mark.parametrize("n", [-1, True, 2.0, "1", None])
    def test_evict_bad_count(self, policy: str, n: Any) -> None:
        t = self.make(N, policy)
        self.assert_rejects(t, "bad_argument", t.evict, n)

    @pytest.mark.parametrize("policy", POLICIES)
    @pytest.mark.parametrize("lone", ["ids", "hashes", "parent_hashes"])
    def test_a_lone_value_where_a_batch_goes(self, policy: str, lone: str) -> None:
        """``release(b)`` is malformed, not a batch of one: every batch argument of
        every verb takes a list or a tuple only."""
        t = self.make(N, policy)
        (a,) = t.allocate(1)
        batches = {"ids": [a], "hashes": [3], "parent_hashes": [0]}
        batches[lone] = batches[lone][0]
        self.assert_rejects(t, "bad_argument", t.register, *batches.values())
        if lone == "ids":
            self.assert_rejects(t, "bad_argument", t.release, a)
            self.assert_rejects(t, "bad_argument", t.retain, a)
            self.assert_rejects(t, "bad_argument", t.release, {a})
        if lone == "hashes":
            self.assert_rejects(t, "bad_argument", t.match, 3)
            self.assert_rejects(t, "bad_argument", t.match, None)
        t.release((a,))  # a tuple is a batch
        assert t.counts().active == 0
