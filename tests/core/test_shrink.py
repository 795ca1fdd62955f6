"""ddmin: minimal, 1-minimal, and stops at its deadline."""

from __future__ import annotations

import time

from hypothesis import given
from hypothesis import strategies as st

from kvtwin.core.shrink import ddmin


@given(st.sets(st.integers(0, 59), min_size=1, max_size=4))
def test_finds_exactly_the_needed_items(needed):
    calls = []

    def fails(items):
        calls.append(1)
        return needed <= set(items)

    assert sorted(ddmin(list(range(60)), fails)) == sorted(needed)


def test_result_is_one_minimal_for_order_dependent_predicate():
    def fails(items):  # needs a 3 somewhere after a 7
        return any(a == 7 and 3 in items[i + 1 :] for i, a in enumerate(items))

    result = ddmin([1, 7, 5, 7, 3, 9, 3], fails)
    assert fails(result) and len(result) == 2
    assert all(not fails(result[:i] + result[i + 1 :]) for i in range(len(result)))


def test_empty_result_when_nothing_is_needed():
    assert ddmin([4, 5], lambda items: True) == []


def test_deadline_keeps_best_so_far():
    result = ddmin(list(range(1000)), lambda items: 999 in items, deadline=time.monotonic() - 1)
    assert result == list(range(1000))
