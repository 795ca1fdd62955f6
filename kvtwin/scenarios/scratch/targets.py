"""Scratch-cache targets: ``impl.scratch.ScratchCache`` as a direct caller uses it.

The adapter builds the cache with its own ``allocate`` hook, which answers as
the op says (exactly what was asked, or a shape with a dimension more or one
fewer, a wrong dtype, or no tensor at all), converts the model's dtype names
to torch dtypes (anything else, a broken layout's parts included, is passed
as it is) and reads back what any caller can: ``last_event``, ``keys()``,
``nbytes()``, ``len()``.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import torch

from impl.bugs.prefill import VARIANTS
from impl.scratch import ScratchCache
from kvtwin.core.registry import register_target

SCENARIO = "scratch"
DEVICE = torch.device("cpu")


def torch_layout(layout: Any) -> Any:
    """The model-form layout with each well-formed (shape, dtype name) pair's name
    turned into the torch dtype; everything else untouched."""
    if not isinstance(layout, dict):
        return layout
    converted = {}
    for name, spec in layout.items():
        if isinstance(spec, tuple) and len(spec) == 2 and isinstance(spec[1], str):
            dtype = getattr(torch, spec[1], None)
            if isinstance(dtype, torch.dtype):
                spec = (spec[0], dtype)
        converted[name] = spec
    return converted


class ImplScratchTarget:
    def __init__(self, capacity: int | None = None, cache_class: type = ScratchCache) -> None:
        self.cache_class = cache_class
        self.mode = "exact"
        self.cache = self._build(capacity)

    def _build(self, capacity: Any) -> Any:
        if capacity is None:  # the cache's own default
            return self.cache_class(allocate=self._allocate)
        return self.cache_class(capacity, allocate=self._allocate)

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
        return torch.empty(shape, dtype=dtype, device=device)

    def get(self, key: Hashable, layout: Any, hook: str) -> tuple[bool, Any]:
        self.mode = hook
        try:
            self.cache.get(key, torch_layout(layout), DEVICE)
        finally:
            self.mode = "exact"
        event = self.cache.last_event
        return event.hit, event.evicted

    def rebuild(self, capacity: Any) -> None:
        self.cache = self._build(capacity)  # raises before replacing anything

    def clear(self) -> None:
        self.cache.clear()

    def state(self) -> tuple[list[Hashable], int, int]:
        return list(self.cache.keys()), self.cache.nbytes(), len(self.cache)


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
