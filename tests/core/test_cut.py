"""The shrink cuts of kvtwin.core.cut on synthetic candidates: reference groups
are joined either way, and group_ddmin removes whole groups only, keeping the
divergent op's group and exactly the groups the failure needs."""

from __future__ import annotations

import random
from typing import Any

from kvtwin.core.cut import group_ddmin, groups, values
from kvtwin.core.refs import REF


def ref(op: int, position: int = 0) -> dict[str, Any]:
    return {REF: [op, position]}


def chain_candidate(chains: int, length: int, seed: int) -> list[tuple[int, Any]]:
    """``chains`` reference chains of ``length`` ops, interleaved at random, then a
    last op naming nothing (the divergent op's group is itself)."""
    rng = random.Random(seed)
    order = [c for c in range(chains) for _ in range(length)]
    rng.shuffle(order)
    last_of: dict[int, int] = {}
    candidate = []
    for index, chain in enumerate(order):
        op = {"verb": "v", "chain": chain}
        if chain in last_of:
            op["arg"] = ref(last_of[chain])
        last_of[chain] = index
        candidate.append((index, op))
    candidate.append((len(order), {"verb": "last"}))
    return candidate


def dangling(candidate: list[tuple[int, Any]]) -> set[int]:
    present = {index for index, _ in candidate}
    return {named for _, op in candidate for named, _ in values(op)} - present


def test_groups_join_ops_that_refer_to_each_other_either_way() -> None:
    candidate = [
        (0, {"verb": "a"}),
        (1, {"verb": "b"}),
        (2, {"verb": "c", "x": ref(0)}),
        (3, {"verb": "d", "x": [ref(1), ref(2)]}),
        (4, {"verb": "e"}),
    ]
    found = groups(candidate)
    assert [[index for index, _ in group] for group in found] == [[0, 1, 2, 3], [4]]


def test_group_ddmin_keeps_exactly_the_groups_the_failure_needs() -> None:
    candidate = chain_candidate(chains=40, length=6, seed=3)
    needed = {7, 31}
    calls: list[int] = []

    def fails(ops: list[tuple[int, Any]]) -> bool:
        calls.append(len(ops))
        assert not dangling(ops), "a removal left a reference dangling"
        chains = {op.get("chain") for _, op in ops}
        return ops[-1][1]["verb"] == "last" and needed <= chains

    cut = group_ddmin(candidate, fails, float("inf"))
    assert {op.get("chain") for _, op in cut} == needed | {None}
    assert len(cut) == 2 * 6 + 1 and cut[-1] == candidate[-1]
    assert [index for index, _ in cut] == sorted(index for index, _ in cut)
    # removal by group: far fewer replays than ops
    assert len(calls) < len(candidate) // 2


def test_one_group_is_left_as_it_is() -> None:
    candidate = [(0, {"verb": "a"}), (1, {"verb": "b", "x": ref(0)})]

    def fails(ops: list[tuple[int, Any]]) -> bool:
        raise AssertionError("no replay is needed for a single group")

    assert group_ddmin(candidate, fails, float("inf")) == candidate
