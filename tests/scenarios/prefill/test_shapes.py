"""Prefill calls, the shape-sequence workload: spec parsing, patterns, varlen
splits, both front ends."""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

import pytest
from hypothesis import given, settings

from kvtwin.core.choices import RandomChooser
from kvtwin.scenarios.prefill.domain import VARIANTS
from kvtwin.scenarios.prefill.misuse import KINDS as MISUSE_KINDS
from kvtwin.scenarios.prefill.ops import CALL_FORMS
from kvtwin.scenarios.prefill.shapes import (
    EDGES,
    BadShapeSpec,
    ShapeConfig,
    ShapeSpec,
    check_spec,
    least_drawn,
    parse_shape_spec,
    prompt_total,
    seeded_shapes,
    shape_sequences,
    split,
)

CONFIG = ShapeConfig(domain_rate=0.0)
"""The patterns alone: a variant (tests/scenarios/prefill/test_domain.py) may change
a call's total, its dims or the cache between calls."""


@pytest.mark.parametrize(
    ("text", "spec"),
    [
        ("cyclic:12", ShapeSpec("cyclic", 12)),
        (" hot:4 ", ShapeSpec("hot", 4)),
        ("lengths", ShapeSpec("lengths")),
        ("burst:3", ShapeSpec("burst", 3)),
        ("MIXED", ShapeSpec("mixed")),
    ],
)
def test_parse(text: str, spec: ShapeSpec) -> None:
    assert parse_shape_spec(text) == spec
    assert parse_shape_spec(str(spec)) == spec


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ("zigzag:3", "unknown shape pattern 'zigzag'"),
        ("cyclic", "needs a count"),
        ("cyclic:", "needs a count"),
        ("hot:x", "must be an integer"),
        ("burst:0", "must be >= 1"),
        ("lengths:5", "takes no argument"),
    ],
)
def test_bad_specs_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(BadShapeSpec, match=message):
        parse_shape_spec(text)


def test_more_distinct_totals_than_the_range_holds_is_rejected() -> None:
    small = ShapeConfig(min_tokens=16, max_tokens=64)  # 16, 32, 48, 64
    check_spec(ShapeSpec("cyclic", 4), small)
    with pytest.raises(BadShapeSpec, match="only 4"):
        check_spec(ShapeSpec("cyclic", 5), small)
    with pytest.raises(BadShapeSpec, match="empty"):
        check_spec(ShapeSpec("lengths"), ShapeConfig(min_tokens=10, max_tokens=5))


def served(calls) -> list:
    """The pattern's calls: not the misuse calls (rejected before the cache), nor
    the empty calls (T = 0) made now and then before one of them."""
    return [c for c in calls if c.misuse is None and c.total > 0]


def test_cyclic_repeats_the_same_distinct_totals_every_pass() -> None:
    everything = list(seeded_shapes("cyclic:12", seed=3, passes=5, config=CONFIG))
    calls = served(everything)
    assert len(calls) == 60
    first = [c.total for c in calls[:12]]
    assert len(set(first)) == 12
    assert [c.total for c in calls] == first * 5
    assert [c.index for c in everything] == list(range(len(everything)))


def test_variants_ride_on_a_pattern_one_per_call_least_drawn_first() -> None:
    """With variants, a call takes one each (every variant before any twice); a
    variant that keeps the call's shape keeps the pattern's total."""
    calls = served(seeded_shapes("cyclic:12", seed=3, passes=5))
    plain = served(seeded_shapes("cyclic:12", seed=3, passes=5, config=CONFIG))
    taken = [c.variant for c in calls if c.variant]
    # without the op's chunk size a call cannot be shaped against it
    possible = [v for v in VARIANTS if not v.startswith("sequence_length=")]
    assert sorted(taken[: len(possible)]) == sorted(possible)
    reshaping = {"tokens=one"}
    kept = [c for c in calls if c.variant not in reshaping and c.variant is not None]
    assert {c.total for c in kept} <= {c.total for c in plain}


def test_misuse_calls_and_initial_states_mix_in_at_their_rates() -> None:
    calls = list(seeded_shapes("lengths", seed=4, passes=40, config=CONFIG))
    misuse = [c for c in calls if c.misuse is not None]
    served_calls = served(calls)
    assert 0.05 < len(misuse) / len(served_calls) < 0.2  # misuse_rate 0.1
    assert 0.15 < sum(c.initial_state for c in served_calls) / len(served_calls) < 0.35
    # each misuse call names a known kind and is followed by the call it breaks
    for call in misuse:
        after = calls[call.index + 1]
        assert call.misuse in MISUSE_KINDS and after.misuse is None
        assert (after.total, after.seq_lens) == (call.total, call.seq_lens)
    quiet = ShapeConfig(misuse_rate=0.0, state_rate=0.0, edge_rate=0.0, domain_rate=0.0)
    assert not any(
        c.misuse or c.initial_state or c.form or not c.total or 0 in c.seq_lens
        for c in seeded_shapes("mixed", 1, 5, quiet)
    )


def test_least_drawn_gives_every_kind_before_any_twice() -> None:
    choose, drawn = RandomChooser(3), Counter()
    kinds = ("a", "b", "c", "d", "e")
    for rounds in range(1, 4):
        picked = [least_drawn(choose, kinds, drawn) for _ in kinds]
        assert sorted(picked) == sorted(kinds)  # each kind once per round, in a seeded order
        assert drawn == dict.fromkeys(kinds, rounds)


def test_a_long_enough_sequence_draws_every_misuse_kind_and_edge() -> None:
    config = ShapeConfig(misuse_rate=1.0, edge_rate=1.0, max_tokens=64)
    calls = list(seeded_shapes("lengths", seed=11, passes=4, config=config))  # 64 calls
    misuse = Counter(c.misuse for c in calls if c.misuse)
    assert set(misuse) == set(MISUSE_KINDS)
    assert max(misuse.values()) - min(misuse.values()) <= 1
    edges = Counter(c.form for c in calls if c.form)
    edges["empty_call"] = sum(c.total == 0 for c in calls)
    edges["empty_sequence"] = sum(c.total > 0 and 0 in c.seq_lens and not c.misuse for c in calls)
    assert set(edges) == set(EDGES) and min(edges.values()) >= 64 // len(EDGES)


def test_edges_keep_calls_valid() -> None:
    config = ShapeConfig(edge_rate=1.0, misuse_rate=0.5, max_tokens=64)
    calls = list(seeded_shapes("mixed", seed=2, passes=3, config=config))
    for before, call in pairwise(calls):
        assert sum(call.seq_lens) == call.total and call.seq_lens
        assert call.form is None or (call.form in CALL_FORMS and call.misuse is None)
        if call.total == 0:  # an empty call: one empty sequence, made before a call
            assert call.seq_lens == (0,) and call.misuse is None and call.form is None
        if before.misuse is not None:  # a misuse call breaks the call after it
            assert (before.total, before.seq_lens) == (call.total, call.seq_lens)
    assert any(c.total > 0 and 0 in c.seq_lens for c in calls)


def test_hot_stays_in_a_set_of_n() -> None:
    calls = served(seeded_shapes("hot:4", seed=1, passes=10, config=CONFIG))
    assert len(calls) == 40
    assert len({c.total for c in calls}) <= 4


def test_burst_repeats_each_total() -> None:
    totals = [c.total for c in served(seeded_shapes("burst:3", seed=2, passes=2, config=CONFIG))]
    assert len(totals) == 2 * CONFIG.pass_calls
    for i in range(0, len(totals) - 2, 3):
        assert totals[i] == totals[i + 1] == totals[i + 2]


def test_lengths_are_bucketed_in_range_and_varied() -> None:
    totals = [c.total for c in served(seeded_shapes("lengths", seed=0, passes=20, config=CONFIG))]
    assert all(t % CONFIG.bucket == 0 for t in totals)
    assert all(CONFIG.min_tokens <= t <= CONFIG.max_tokens for t in totals)
    assert len(set(totals)) > 10
    totals.sort()
    median = totals[len(totals) // 2]
    assert 64 <= median <= 320  # log-normal around median_tokens


def test_prompt_total_low_end_is_the_shortest() -> None:
    class Low(RandomChooser):
        def integer(self, low: int, high: int) -> int:
            return low

    assert prompt_total(Low(0), CONFIG) == CONFIG.totals()[0]


def test_split_sums_and_respects_bounds() -> None:
    choose = RandomChooser(5)
    for total in (1, 2, 16, 1000):
        for _ in range(50):
            lens = split(choose, total, 4)
            assert sum(lens) == total
            assert 1 <= len(lens) <= min(4, total)
            assert all(n >= 1 for n in lens)


def test_seeded_is_reproducible_and_cu_seqlens_match() -> None:
    a = list(seeded_shapes("mixed", seed=9, passes=2))
    b = list(seeded_shapes(ShapeSpec("mixed"), seed=9, passes=2))
    assert a == b
    for call in a:
        assert call.cu_seqlens[0] == 0 and call.cu_seqlens[-1] == call.total
        assert str(call).startswith(f"prefill(T={call.total}, seqs=")


@settings(max_examples=40, deadline=None)
@given(shape_sequences(config=CONFIG))
def test_strategy_draws_valid_sequences(calls) -> None:
    assert calls
    for index, call in enumerate(calls):
        assert call.index == index
        assert sum(call.seq_lens) == call.total
        assert call.form is None or call.form in CALL_FORMS
        if call.total:
            assert CONFIG.min_tokens <= call.total <= CONFIG.max_tokens
        else:
            assert call.seq_lens == (0,) and call.misuse is None


@settings(max_examples=10, deadline=None)
@given(shape_sequences("cyclic:3", config=CONFIG, passes=2))
def test_strategy_with_a_fixed_spec(calls) -> None:
    totals = [c.total for c in served(calls)]
    assert len(totals) == 6 and totals[:3] == totals[3:] and len(set(totals)) == 3
