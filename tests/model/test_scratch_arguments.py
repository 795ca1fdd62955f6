"""model/scratch_arguments.py: the scratch cache's own API as the contract states it."""

from __future__ import annotations

import pytest

from kvtwin.scenarios.scratch.ops import BAD_CAPACITIES, BREAKS
from model.errors import BadAllocation, BadArgument
from model.scratch import ScratchCacheModel
from model.scratch_arguments import (
    DEFAULT_CAPACITY,
    HOOK_FAILURE,
    WRONG_HOOKS,
    check_allocate,
    check_layout,
)

LAYOUT = {"a": ((4, 8), "float32"), "b": ((0, 3), "int64")}


def test_a_cache_built_without_a_capacity_holds_the_default() -> None:
    model = ScratchCacheModel()
    for key in range(DEFAULT_CAPACITY + 1):
        model.get(key, {})
    assert model.capacity == DEFAULT_CAPACITY
    assert model.lru.keys() == tuple(range(1, DEFAULT_CAPACITY + 1))


@pytest.mark.parametrize("capacity", BAD_CAPACITIES)
def test_a_bad_capacity_is_refused_and_the_old_cache_stays(capacity: object) -> None:
    with pytest.raises(BadArgument):
        ScratchCacheModel(capacity)  # type: ignore[arg-type]
    model = ScratchCacheModel(2)
    model.get(1, LAYOUT)
    with pytest.raises(BadArgument):
        model.rebuild(capacity)  # type: ignore[arg-type]
    assert (model.capacity, model.lru.keys(), model.lru.live_bytes) == (2, (1,), 128)


@pytest.mark.parametrize("kind", sorted(BREAKS))
def test_each_broken_layout_is_refused_on_a_miss_and_ignored_on_a_hit(kind: str) -> None:
    model = ScratchCacheModel(2)
    model.get(1, LAYOUT)
    with pytest.raises(BadArgument):
        model.get(2, BREAKS[kind](LAYOUT))
    assert model.lru.keys() == (1,)
    assert model.get(1, BREAKS[kind](LAYOUT)).hit
    assert check_layout(LAYOUT) is LAYOUT


@pytest.mark.parametrize("hook", WRONG_HOOKS)
def test_a_wrong_hook_fails_a_miss_with_buffers_only(hook: str) -> None:
    model = ScratchCacheModel(2)
    with pytest.raises(BadAllocation):
        model.get(1, LAYOUT, hook)
    assert model.lru.keys() == ()
    assert not model.get(2, {}, hook).hit  # nothing to allocate: nothing to get wrong
    model.get(3, LAYOUT)
    assert model.get(3, LAYOUT, hook).hit  # a hit allocates nothing


def test_a_hook_that_fails_passes_its_error_on_and_evicts_nothing() -> None:
    model = ScratchCacheModel(1)
    model.get(1, LAYOUT)
    with pytest.raises(RuntimeError, match=HOOK_FAILURE):
        model.get(2, LAYOUT, "raises")
    assert model.lru.keys() == (1,)  # allocation comes before eviction: the entry stays
    assert not model.get(3, {}, "raises").hit  # nothing to allocate: nothing fails


@pytest.mark.parametrize("hook", [*WRONG_HOOKS, "raises"])
def test_a_cache_built_without_a_hook_allocates_what_it_is_asked(hook: str) -> None:
    model = ScratchCacheModel(2, allocate="omitted")
    assert not model.hooked and not model.get(1, LAYOUT, hook).hit
    model.rebuild(2)  # with a hook again: it answers as told
    with pytest.raises((BadAllocation, RuntimeError)):
        model.get(1, LAYOUT, hook)


def test_an_allocate_that_is_not_callable_is_refused_and_the_old_cache_stays() -> None:
    model = ScratchCacheModel(2)
    model.get(1, LAYOUT)
    with pytest.raises(BadArgument):
        model.rebuild(2, "not_callable")
    assert model.lru.keys() == (1,) and model.hooked
    with pytest.raises(ValueError, match="unknown allocate"):
        check_allocate("sometimes")
