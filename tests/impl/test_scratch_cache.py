"""The per-shape LRU scratch cache (impl/scratch.py) and the prefill op's use of it.

Contract: design/semantics.md section 2; the leak it guards against: seed 003.
"""

from __future__ import annotations

import gc
import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st
from torch.utils.dlpack import to_dlpack

from impl.prefill import WRAPPED_BUFFERS, KDAPrefill, KernelTensor, scratch_key
from impl.scratch import CacheEvent, ScratchCache, ScratchEntry
from model.scratch_layout import entry_bytes
from model.scratch_layout import scratch_layout as model_layout

LAYOUT = {"a": ((4, 8), torch.float32), "b": ((16,), torch.int64), "c": ((2, 3, 5), torch.bfloat16)}
LAYOUT_BYTES = 4 * 8 * 4 + 16 * 8 + 2 * 3 * 5 * 2  # counted by hand: float32, int64, bfloat16
CPU = torch.device("cpu")


class Tracking:
    """An allocate that records a weak reference to every storage it hands out."""

    def __init__(self) -> None:
        self.calls: list[tuple[tuple[int, ...], torch.dtype, torch.device]] = []
        self.storages: list[weakref.ref] = []

    def __call__(
        self, shape: tuple[int, ...], dtype: torch.dtype, device: torch.device
    ) -> torch.Tensor:
        self.calls.append((shape, dtype, device))
        t = torch.empty(shape, dtype=dtype, device=device)
        self.storages.append(weakref.ref(t.untyped_storage()))
        return t

    def live_bytes(self, collect: bool = True) -> int:
        if collect:
            gc.collect()
        return sum(s.nbytes() for r in self.storages if (s := r()) is not None)


def storage_refs(entry: ScratchEntry) -> list[weakref.ref]:
    return [weakref.ref(b.untyped_storage()) for b in entry.buffers.values()]


def all_dead(refs: list[weakref.ref], collect: bool = True) -> bool:
    if collect:
        gc.collect()
    return all(r() is None for r in refs)


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


@dataclass(frozen=True)
class CacheSnapshot:
    """Everything observable about a cache, holding the objects so identity can be compared."""

    keys: list[Hashable]
    entries: list[ScratchEntry]
    buffers: list[dict[str, torch.Tensor]]
    derived: list[dict[str, object]]
    builds: list[int]
    last_event: CacheEvent | None
    nbytes: int

    @classmethod
    def of(cls, cache: ScratchCache) -> CacheSnapshot:
        entries = list(cache.entries())
        return cls(
            keys=cache.keys(),
            entries=entries,
            buffers=[dict(e.buffers) for e in entries],
            derived=[dict(e.derived) for e in entries],
            builds=[e.builds for e in entries],
            last_event=cache.last_event,
            nbytes=cache.nbytes(),
        )

    def assert_unchanged(self, cache: ScratchCache) -> None:
        now = CacheSnapshot.of(cache)
        assert now.keys == self.keys, "keys or their order changed"
        assert len(now.entries) == len(self.entries)
        for before, after in zip(self.entries, now.entries, strict=True):
            assert after is before, f"entry {before.key!r} was replaced"
        for before, after in zip(self.buffers, now.buffers, strict=True):
            assert list(after) == list(before)
            assert all(after[n] is before[n] for n in before), "a buffer was replaced"
        for before, after in zip(self.derived, now.derived, strict=True):
            assert list(after) == list(before)
            assert all(after[n] is before[n] for n in before), "a derived object was replaced"
        assert now.builds == self.builds
        assert now.last_event is self.last_event, (self.last_event, now.last_event)
        assert now.nbytes == self.nbytes


class FailingAllocate:
    """Allocates normally until call number ``fail_at`` (1-based, counted from ``arm()``),
    which raises ``error`` or, with ``error=None``, returns a tensor of the wrong shape."""

    def __init__(self, fail_at: int, error: BaseException | None) -> None:
        self.fail_at = fail_at
        self.error = error
        self.armed = False
        self.calls = 0

    def arm(self) -> None:
        self.armed, self.calls = True, 0

    def __call__(
        self, shape: tuple[int, ...], dtype: torch.dtype, device: torch.device
    ) -> torch.Tensor:
        if self.armed:
            self.calls += 1
            if self.calls == self.fail_at:
                if self.error is not None:
                    raise self.error
                return torch.empty(1, dtype=dtype, device=device)
        return torch.empty(shape, dtype=dtype, device=device)


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
    """Control for the weakref check: the seed-003 mechanism really does keep storage alive."""
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


# --------------------------------------------------------------------------- the prefill op


def _prefill_inputs(t: int, h: int = 2, dk: int = 8, dv: int = 8) -> tuple[torch.Tensor, ...]:
    gen = torch.Generator().manual_seed(t)
    q = torch.nn.functional.normalize(torch.randn(t, h, dk, generator=gen), dim=-1)
    k = torch.nn.functional.normalize(torch.randn(t, h, dk, generator=gen), dim=-1)
    v = torch.randn(t, h, dv, generator=gen)
    g = torch.nn.functional.logsigmoid(torch.randn(t, h, dk, generator=gen))
    beta = torch.rand(t, h, generator=gen)
    return q, k, v, g, beta


def test_prefill_keys_by_token_count_and_reuses_wrappers() -> None:
    op = KDAPrefill(capacity=4, chunk_size=8)
    q, k, v, g, beta = _prefill_inputs(40)
    op(q, k, v, g, beta, torch.tensor([0, 13, 40]))
    key = scratch_key(40, 2, 8, 8, 8, torch.float32, "cpu")
    assert op.cache.keys() == [key]
    entry = op.cache.peek(key)
    assert entry is not None
    assert entry.builds == len(WRAPPED_BUFFERS) + 1  # seven wrappers + the pointer table
    derived = dict(entry.derived)
    for name in WRAPPED_BUFFERS:
        wrapper = entry.derived[name]
        assert isinstance(wrapper, KernelTensor)
        assert (
            wrapper.view.untyped_storage().data_ptr()
            == entry.buffers[name].untyped_storage().data_ptr()
        )
    table = entry.derived["ptr_table"]
    assert isinstance(table, torch.Tensor) and table.dtype == torch.int64
    assert table.tolist() == [b.data_ptr() for b in entry.buffers.values()]
    # Same T, other boundaries: a hit, same wrappers, nothing rebuilt.
    op(q, k, v, g, beta, torch.tensor([0, 1, 2, 40]))
    assert op.cache.last_event == CacheEvent(key, hit=True, evicted=None)
    assert entry.builds == len(WRAPPED_BUFFERS) + 1
    assert all(entry.derived[n] is derived[n] for n in derived)


def test_prefill_uses_the_wrappers_views() -> None:
    """A wrapper that no longer aliases its buffer is caught by the pointer-table check."""
    op = KDAPrefill(capacity=2, chunk_size=8)
    args = _prefill_inputs(16)
    op(*args, [0, 16])
    entry = op.cache.peek(op.cache.keys()[0])
    assert entry is not None
    impostor = torch.empty_like(entry.buffers["kg"])
    entry.derived["kg"] = KernelTensor.wrap("kg", impostor, (2, 16, 8))
    with pytest.raises(RuntimeError, match="stale scratch wrapper"):
        op(*args, [0, 16])


def test_prefill_evicted_scratch_is_released() -> None:
    """Seed 003's test: cycle over more token counts than the cache holds; evictees die."""
    alloc = Tracking()
    op = KDAPrefill(capacity=3, chunk_size=8, allocate=alloc)
    counts = [10, 17, 24, 31, 38]
    layouts = {t: entry_bytes(model_layout(t, 2, 8, 8, 8, "float32")) for t in counts}
    refs_by_t: dict[int, list[weakref.ref]] = {}
    for _ in range(3):  # every call misses and evicts after the first pass
        for t in counts:
            op(*_prefill_inputs(t), [0, t // 3, t])
            key = scratch_key(t, 2, 8, 8, 8, torch.float32, "cpu")
            entry = op.cache.peek(key)
            assert entry is not None and entry.builds == len(WRAPPED_BUFFERS) + 1
            refs_by_t[t] = storage_refs(entry)
            del entry
            assert len(op.cache) <= 3
            keys = op.cache.keys()
            held = [key[0] for key in keys]
            gc.collect()
            assert alloc.live_bytes(collect=False) == sum(layouts[x] for x in held)
            for gone in set(counts) - set(held):
                if gone in refs_by_t:
                    assert all_dead(refs_by_t[gone], collect=False), (
                        f"scratch of evicted T={gone} is still alive"
                    )


def test_prefill_holds_no_entry_between_calls() -> None:
    alloc = Tracking()
    op = KDAPrefill(capacity=2, chunk_size=8, allocate=alloc)
    op(*_prefill_inputs(20), [0, 20])
    op.cache.clear()
    assert alloc.live_bytes() == 0


def test_prefill_accepts_a_shared_cache() -> None:
    cache = ScratchCache(capacity=2)
    op = KDAPrefill(chunk_size=8, cache=cache)
    assert op.cache is cache
    with pytest.raises(ValueError, match="either cache or allocate"):
        KDAPrefill(cache=cache, allocate=lambda s, d, dev: torch.empty(s, dtype=d, device=dev))
    with pytest.raises(ValueError, match="chunk_size"):
        KDAPrefill(chunk_size=0)
