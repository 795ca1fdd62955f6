"""Scratch-cache targets: ``impl.scratch.ScratchCache`` as a direct caller uses it.

The adapter builds the cache with its own ``allocate`` hook, which answers as
the op says (exactly what was asked, or a shape with a dimension more or one
fewer, a wrong dtype, no tensor at all, or an out-of-memory error), or without
one, or with one that is not callable; converts the model's dtype names to torch
dtypes and shapes to ``torch.Size`` where the op says (anything else, a broken
layout's parts included, is passed as it is) and reads back what any caller can:
``last_event``, ``keys()``, ``nbytes()``, ``len()``, ``peek()``, ``in``. Like a
caller, it keeps the last ``HELD`` entries ``get`` returned and checks that
nothing a later call does (evicting them, clearing the cache) changes their
buffers, and derives from each twice: built once, the same object again.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable
from typing import Any

import torch

from impl.bugs.prefill import VARIANTS
from impl.scratch import ScratchCache
from kvtwin.core.registry import register_target
from model.scratch_arguments import HOOK_FAILURE

SCENARIO = "scratch"
DEVICE = torch.device("cpu")


def torch_layout(layout: Any, shape_form: str = "tuple") -> Any:
    """The model-form layout with each well-formed (shape, dtype name) pair's name
    turned into the torch dtype (and a tuple shape into a ``torch.Size`` where
    ``shape_form`` says so); everything else untouched."""
    if not isinstance(layout, dict):
        return layout
    converted = {}
    for name, spec in layout.items():
        if isinstance(spec, tuple) and len(spec) == 2 and isinstance(spec[1], str):
            dtype = getattr(torch, spec[1], None)
            if isinstance(dtype, torch.dtype):
                spec = (spec[0], dtype)
        if shape_form == "torch_size" and isinstance(spec, tuple) and len(spec) == 2:
            shape = spec[0]
            if isinstance(shape, tuple) and all(type(d) is int and d >= 0 for d in shape):
                spec = (torch.Size(shape), spec[1])
        converted[name] = spec
    return converted


NOT_CALLABLE = 5
"""What a rebuild passes as ``allocate`` to be refused."""
HELD = 8
"""Entries the adapter keeps, as callers mid-call do: more than a small cache
holds, so that its evictions take entries a caller still holds."""


class ImplScratchTarget:
    def __init__(self, capacity: int | None = None, cache_class: type = ScratchCache) -> None:
        self.cache_class = cache_class
        self.mode = "exact"
        self.cache = self._build(capacity)
        self.held: deque[tuple[Any, dict[str, Any]]] = deque(maxlen=HELD)
        self.derives = 0

    def _build(self, capacity: Any, allocate: str = "given") -> Any:
        hook: dict[str, Any] = {"given": {"allocate": self._allocate}, "omitted": {}}.get(
            allocate, {"allocate": NOT_CALLABLE}
        )
        if capacity is None:  # the cache's own default
            return self.cache_class(**hook)
        return self.cache_class(capacity, **hook)

    def _allocate(self, shape: tuple[int, ...], dtype: torch.dtype, device: torch.device) -> Any:
        if self.mode == "wrong_shape":
            return torch.empty((*shape, 2), dtype=dtype, device=device)
        if self.mode == "short_shape":  # a 0-d buffer has no dimension to drop
            return torch.empty(shape[:-1] if shape else (1,), dtype=dtype, device=device)
        if self.mode == "wrong_dtype":
            other = torch.float64 if dtype != torch.float64 else torch.float32
            return torch.empty(shape, dtype=other, device=device)
        if self.mode == "not_a_tensor":
            return [0] * 4
        if self.mode == "raises":
            raise RuntimeError(HOOK_FAILURE)
        return torch.empty(shape, dtype=dtype, device=device)

    def get(
        self,
        key: Hashable,
        layout: Any,
        hook: str,
        shape_form: str = "tuple",
        device_form: str = "device",
    ) -> tuple[bool, Any, bool]:
        """``cache.get``; hit or miss, the evicted key, and whether the entry it
        returned derives an object once (built once, the same object again)."""
        self.mode = hook
        device = DEVICE if device_form == "device" else str(DEVICE)
        try:
            entry = self.cache.get(key, torch_layout(layout, shape_form), device)
        finally:
            self.mode = "exact"
        event = self.cache.last_event
        return event.hit, event.evicted, self._hold(entry)

    def _hold(self, entry: Any) -> bool:
        if not any(held is entry for held, _ in self.held):
            self.held.append((entry, _buffers(entry)))
        self.derives += 1
        name, builds = f"probe-{self.derives}", entry.builds
        first = entry.derive(name, object)
        again = entry.derive(name, object)
        return first is again and entry.builds == builds + 1

    def held_intact(self) -> bool:
        """Every held entry's buffers are those it was returned with, untouched."""
        return all(_buffers(entry) == buffers for entry, buffers in self.held)

    def held_keys(self) -> list[Hashable]:
        return [entry.key for entry, _ in self.held]

    def rebuild(self, capacity: Any, allocate: str = "given") -> None:
        self.cache = self._build(capacity, allocate)  # raises before replacing anything

    def clear(self) -> None:
        self.cache.clear()

    def peek(self, key: Hashable) -> tuple[bool, bool]:
        """``peek(key)`` held, and ``key in cache``: neither changes the recency."""
        return self.cache.peek(key) is not None, key in self.cache

    def state(self) -> tuple[list[Hashable], int, int, bool]:
        keys = list(self.cache.keys())
        return keys, self.cache.nbytes(), len(self.cache), self.held_intact()


def _buffers(entry: Any) -> dict[str, tuple[tuple[int, ...], Any, int]]:
    return {
        name: (tuple(buf.shape), buf.dtype, buf.untyped_storage().data_ptr())
        for name, buf in dict(entry.buffers).items()
    }


@register_target(SCENARIO, "impl", "impl.scratch.ScratchCache, the production scratch cache")
def _impl(capacity: int | None = None) -> ImplScratchTarget:
    return ImplScratchTarget(capacity)


def _register_variant(name: str, cache_class: type[ScratchCache]) -> None:
    summary = (cache_class.__doc__ or "").strip().split("\n")[0]

    @register_target(SCENARIO, f"bug:{name}", summary)
    def factory(capacity: int | None = None) -> ImplScratchTarget:
        return ImplScratchTarget(capacity, cache_class=cache_class)


# The cache's own known-bug variants face its direct callers too; the op-level
# ones (a KDAPrefill subclass) need the op, so they are prefill targets only.
for _name, (_op, _cache) in VARIANTS.items():
    if _op is None and _cache is not None:
        _register_variant(_name, _cache)
