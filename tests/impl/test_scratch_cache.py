"""The per-shape LRU scratch cache (impl/scratch.py). The prefill op's use of it:
test_prefill_scratch.py.

Contract: docs/contract.md section 2; the leak it guards against: TensorRT-LLM's
id()-keyed wrapper dict (the README's second leak class).
"""

from __future__ import annotations

import gc
import weakref
from collections import OrderedDict
from collections.abc import Callable

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st
from torch.utils.dlpack import to_dlpack

from impl.scratch import CacheEvent, ScratchCache
from tests.impl.scratch_helpers import (
    CacheSnapshot,
    FailingAllocate,
    Tracking,
    all_dead,
    storage_refs,
)

LAYOUT = {"a": ((4, 8), torch.float32), "b": ((16,), torch.int64), "c": ((2, 3, 5), torch.bfloat16)}
LAYOUT_BYTES = 4 * 8 * 4 + 16 * 8 + 2 * 3 * 5 * 2  # counted by hand: float32, int64, bfloat16
CPU = torch.device("cpu")


# --------------------------------------------------------------------------- construction


@pytest.mark.parametrize("capacity", [0, -1, True, 1.5, "8", None])
def test_capacity_must_be_int_at_least_one(capacity: object) -> None:
    with pytest.raises(ValueError, match="capacity"):
        ScratchCache(capacity=capacity)  # type: ignore[arg-type]


def test_defaults() -> None:
    cache = ScratchCache()
    assert cache.capacity == 8
    assert len(cache) == 0 and cache.keys() == [] and cache.last_event is None
    entry = cache.get("k", LAYOUT, "cpu")
    for name, (shape, dtype) in LAYOUT.items():
        assert tuple(entry.buffers[name].shape) == shape
        assert entry.buffers[name].dtype == dtype
        assert entry.buffers[name].device == CPU


def test_allocate_is_called_once_per_buffer_in_layout_order() -> None:
    alloc = Tracking()
    cache = ScratchCache(capacity=2, allocate=alloc)
    cache.get("x", LAYOUT, CPU)
    assert alloc.calls == [(shape, dtype, CPU) for shape, dtype in LAYOUT.values()]
    cache.get("x", LAYOUT, CPU)  # hit: no allocation
    assert len(alloc.calls) == len(LAYOUT)


@pytest.mark.parametrize(
    "wrong",
    [
        lambda shape, dtype: torch.empty(1, dtype=dtype),  # smaller
        lambda shape, dtype: torch.empty((*shape, 2), dtype=dtype),  # larger
        lambda shape, dtype: torch.empty(shape, dtype=torch.float64),  # another dtype
        lambda shape, dtype: [0.0] * len(shape),  # not a tensor
    ],
)
def test_allocate_returning_the_wrong_buffer_is_rejected(wrong: Callable) -> None:
    cache = ScratchCache(allocate=lambda shape, dtype, device: wrong(shape, dtype))
    with pytest.raises(ValueError, match="allocate returned"):
        cache.get("x", LAYOUT, CPU)
    assert len(cache) == 0


@pytest.mark.parametrize(
    "layout",
    [
        {"a": ((-1,), torch.float32)},
        {"a": ((2,), "float32")},
        {"a": [(2,), torch.float32]},
        {"a": ((2,), torch.float32, "extra")},
        {"a": ((2,),)},
        [1],
    ],
)
def test_malformed_layout_is_rejected(layout: object) -> None:
    with pytest.raises(ValueError):
        ScratchCache().get("x", layout, CPU)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- LRU order


def test_lru_order_hits_misses_and_evictions() -> None:
    cache = ScratchCache(capacity=2)
    cache.get("a", LAYOUT, CPU)
    assert cache.last_event == CacheEvent("a", hit=False, evicted=None)
    cache.get("b", LAYOUT, CPU)
    assert cache.keys() == ["a", "b"]
    cache.get("a", LAYOUT, CPU)
    assert cache.last_event == CacheEvent("a", hit=True, evicted=None)
    assert cache.keys() == ["b", "a"]
    cache.get("c", LAYOUT, CPU)
    assert cache.last_event == CacheEvent("c", hit=False, evicted="b")
    assert cache.keys() == ["a", "c"]
    assert cache.peek("b") is None
    assert len(cache) == 2


def test_peek_does_not_change_recency() -> None:
    cache = ScratchCache(capacity=2)
    a = cache.get("a", LAYOUT, CPU)
    cache.get("b", LAYOUT, CPU)
    assert cache.peek("a") is a
    assert cache.keys() == ["a", "b"]
    cache.get("c", LAYOUT, CPU)
    assert cache.last_event is not None and cache.last_event.evicted == "a"


@settings(deadline=None, max_examples=40)
@given(
    capacity=st.integers(1, 4),
    keys=st.lists(st.integers(0, 6), min_size=1, max_size=40),
)
def test_lru_matches_an_ordered_dict_model(capacity: int, keys: list[int]) -> None:
    cache = ScratchCache(capacity=capacity)
    model: OrderedDict[int, None] = OrderedDict()
    layout = {"x": ((2,), torch.float32)}
    for key in keys:
        hit = key in model
        evicted = None
        if hit:
            model.move_to_end(key)
        else:
            if len(model) >= capacity:
                evicted, _ = model.popitem(last=False)
            model[key] = None
        cache.get(key, layout, CPU)
        assert cache.last_event == CacheEvent(key, hit=hit, evicted=evicted)
        assert cache.keys() == list(model)
        assert len(cache) <= capacity


# --------------------------------------------------------------------------- failed gets


FAILURES = {
    "oom_first_buffer": (1, torch.OutOfMemoryError("simulated out of memory")),
    "oom_last_buffer": (len(LAYOUT), torch.OutOfMemoryError("simulated out of memory")),
    "other_error_mid_layout": (2, KeyError("allocator bookkeeping")),
    "wrong_shape_returned": (2, None),
}


@pytest.mark.parametrize("full", [True, False], ids=["full", "not_full"])
@pytest.mark.parametrize("failure", list(FAILURES))
def test_a_miss_whose_allocation_fails_changes_nothing(failure: str, full: bool) -> None:
    fail_at, error = FAILURES[failure]
    alloc = FailingAllocate(fail_at, error)
    cache = ScratchCache(capacity=2, allocate=alloc)
    cache.get("a", LAYOUT, CPU).derive("wrapper", object)
    if full:
        cache.get("b", LAYOUT, CPU)
    cache.get("a", LAYOUT, CPU)  # a hit: last_event is a hit, "b" (if held) is least recent
    victim_refs = storage_refs(next(cache.entries()))
    before = CacheSnapshot.of(cache)
    alloc.arm()
    expected = type(error) if error is not None else ValueError
    with pytest.raises(expected):
        cache.get("c", LAYOUT, CPU)
    before.assert_unchanged(cache)
    del before
    gc.collect()
    assert all(r() is not None for r in victim_refs), "the would-be victim's storage was freed"
    # The cache still works: the next miss evicts the least-recent entry as usual.
    cache.get("c", LAYOUT, CPU)
    assert cache.last_event == CacheEvent("c", hit=False, evicted="b" if full else None)
    assert cache.keys() == ["a", "c"]


def test_a_failed_miss_keeps_a_warm_entry_and_its_buffers_for_the_next_hit() -> None:
    """The situation the allocate-first order exists for: out of memory on a new shape must
    not cost the shape that is about to be used again."""
    alloc = FailingAllocate(1, torch.OutOfMemoryError("simulated out of memory"))
    cache = ScratchCache(capacity=1, allocate=alloc)
    warm = cache.get("warm", LAYOUT, CPU)
    alloc.arm()
    with pytest.raises(torch.OutOfMemoryError):
        cache.get("new", LAYOUT, CPU)
    assert cache.get("warm", LAYOUT, CPU) is warm
    assert cache.last_event == CacheEvent("warm", hit=True, evicted=None)


def test_a_miss_allocates_before_it_evicts() -> None:
    order: list[str] = []
    cache = ScratchCache(capacity=1)
    victim = cache.get("a", LAYOUT, CPU)
    weakref.finalize(victim, order.append, "evicted")
    del victim

    def allocate(shape: tuple[int, ...], dtype: torch.dtype, device: torch.device) -> torch.Tensor:
        order.append("allocate")
        return torch.empty(shape, dtype=dtype, device=device)

    cache.allocate = allocate
    cache.get("b", LAYOUT, CPU)
    gc.collect()
    assert order == ["allocate"] * len(LAYOUT) + ["evicted"]


# --------------------------------------------------------------------------- storages


def test_hit_returns_the_same_storages() -> None:
    cache = ScratchCache(capacity=2)
    first = cache.get("a", LAYOUT, CPU)
    ptrs = {n: b.untyped_storage().data_ptr() for n, b in first.buffers.items()}
    cache.get("b", LAYOUT, CPU)
    again = cache.get("a", LAYOUT, CPU)
    assert again is first
    assert {n: b.untyped_storage().data_ptr() for n, b in again.buffers.items()} == ptrs


def test_capacity_bounds_live_bytes() -> None:
    alloc = Tracking()
    cache = ScratchCache(capacity=3, allocate=alloc)
    for key in range(10):
        cache.get(key, LAYOUT, CPU)
        assert len(cache) == min(key + 1, 3)
        assert alloc.live_bytes() == len(cache) * LAYOUT_BYTES == cache.nbytes()


def test_evicted_buffers_die() -> None:
    cache = ScratchCache(capacity=1)
    refs = storage_refs(cache.get("a", LAYOUT, CPU))
    gc.collect()
    assert all(r() is not None for r in refs), "held entry's storages must be alive"
    cache.get("b", LAYOUT, CPU)
    assert all_dead(refs)


def test_evicted_entry_held_by_the_caller_stays_usable_until_dropped() -> None:
    cache = ScratchCache(capacity=1)
    entry = cache.get("a", LAYOUT, CPU)
    refs = storage_refs(entry)
    cache.get("b", LAYOUT, CPU)
    entry.buffers["a"].fill_(1.0)  # still usable: eviction does not empty the entry
    gc.collect()
    assert all(r() is not None for r in refs)
    del entry
    assert all_dead(refs)


def test_clear_releases_everything() -> None:
    alloc = Tracking()
    cache = ScratchCache(capacity=4, allocate=alloc)
    for key in "abc":
        cache.get(key, LAYOUT, CPU).derive("capsule", lambda: object())
    cache.clear()
    assert len(cache) == 0 and cache.keys() == []
    assert alloc.live_bytes() == 0


# --------------------------------------------------------------------------- derived objects


class Derived:
    """A weak-referenceable stand-in for a wrapper, holding a DLPack capsule of a buffer."""

    def __init__(self, buf: torch.Tensor) -> None:
        self.capsule = to_dlpack(buf)
        self.view = buf.view(-1)


def test_derive_builds_once_and_reuses_on_hits() -> None:
    cache = ScratchCache(capacity=2)
    entry = cache.get("a", LAYOUT, CPU)
    calls = []

    def factory() -> Derived:
        calls.append(1)
        return Derived(entry.buffers["a"])

    obj = entry.derive("w", factory)
    assert entry.derive("w", factory) is obj
    assert cache.get("a", LAYOUT, CPU).derive("w", factory) is obj  # hit: same entry, same object
    assert len(calls) == 1 and entry.builds == 1
    entry.derive("other", lambda: 42)
    assert entry.builds == 2 and entry.derived["other"] == 42


def test_derived_objects_die_with_the_entry() -> None:
    cache = ScratchCache(capacity=1)
    entry = cache.get("a", LAYOUT, CPU)
    obj = entry.derive("w", lambda: Derived(cache.get("a", LAYOUT, CPU).buffers["a"]))
    obj_ref = weakref.ref(obj)
    refs = storage_refs(entry)
    del entry, obj
    cache.get("b", LAYOUT, CPU)
    assert all_dead(refs)
    assert obj_ref() is None


def test_a_capsule_kept_outside_the_entry_leaks_the_buffer() -> None:
    """Control for the weakref check: the id()-keyed wrapper dict really does keep storage alive."""
    cache = ScratchCache(capacity=1)
    entry = cache.get("a", LAYOUT, CPU)
    outside = {id(entry.buffers["a"]): Derived(entry.buffers["a"])}  # the seed's id-keyed dict
    ref = weakref.ref(entry.buffers["a"].untyped_storage())
    del entry
    cache.get("b", LAYOUT, CPU)
    gc.collect()
    assert ref() is not None, "an outside capsule keeps the evicted buffer alive"
    outside.clear()
    gc.collect()
    assert ref() is None
