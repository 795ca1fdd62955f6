"""Allocators and cache observers shared by the scratch-cache tests
(test_scratch_cache.py, test_prefill_scratch.py) and the prefill op's tests
(test_prefill.py): they see the storages a cache hands out without keeping
them alive, and compare a cache before and after a call object by object."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Hashable
from dataclasses import dataclass

import torch

from impl.scratch import CacheEvent, ScratchCache, ScratchEntry


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
