"""The scratch cache's own API (docs/contract.md section 2, "The cache's own
API"): what a direct caller of the cache may pass, and the typed error each
misuse raises. Pure Python, like every model here.

A caller builds a cache with a capacity (an int >= 1; left out, the default
:data:`DEFAULT_CAPACITY`) and an ``allocate(shape, dtype, device)`` hook, and
calls ``get(key, layout)``. A *layout* is a dict buffer name -> ``(shape,
dtype)`` pair, in allocation order: names are strings, a shape is a tuple of
ints >= 0 (not bools), a dtype one the cache can allocate (named here by its
``ITEMSIZE`` name; the implementation takes the framework's dtype object).

* A bad capacity: ``bad_argument``, and the cache the caller had stays.
* A hit ignores the layout and the hook (the key determines them), so a
  malformed layout on a hit is no error.
* A miss checks the layout first (``bad_argument``), then allocates every
  buffer through the hook; a hook that returns anything but a tensor of
  exactly the shape and dtype asked: ``bad_allocation``. Either way the cache
  is unchanged. An empty layout allocates nothing, so no hook can fail it.
* Otherwise :class:`model.scratch.LRUScratchModel`'s rules: what is held,
  in which order, what is evicted, how many bytes live.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from model.errors import BadAllocation, BadArgument
from model.scratch import CallPrediction, LRUScratchModel
from model.scratch_layout import ITEMSIZE, entry_bytes

DEFAULT_CAPACITY = 8
"""The capacity of a cache built without one."""

HOOKS = ("exact", "wrong_shape", "short_shape", "wrong_dtype", "not_a_tensor")
"""How the caller's ``allocate`` hook answers: exactly what was asked, or one
way of getting it wrong (a shape with a dimension more, or one fewer)."""


def check_capacity(capacity: object) -> int:
    """``capacity`` if it is an int >= 1 (``None``: the default), else BadArgument."""
    if capacity is None:
        return DEFAULT_CAPACITY
    if isinstance(capacity, bool) or not isinstance(capacity, int) or capacity < 1:
        raise BadArgument(f"capacity must be an int >= 1, got {capacity!r}")
    return capacity


def check_layout(layout: Any) -> dict[str, tuple[tuple[int, ...], str]]:
    """``layout`` if it is well formed (see the module docstring), else BadArgument."""
    if not isinstance(layout, dict):
        raise BadArgument(f"a layout is a dict, got {type(layout).__name__}")
    for name, spec in layout.items():
        if not isinstance(name, str):
            raise BadArgument(f"buffer names are strings, got {name!r}")
        if not (isinstance(spec, tuple) and len(spec) == 2):
            raise BadArgument(f"layout[{name!r}] is a (shape, dtype) pair, got {spec!r}")
        shape, dtype = spec
        if not isinstance(shape, tuple) or not all(
            isinstance(d, int) and not isinstance(d, bool) and d >= 0 for d in shape
        ):
            raise BadArgument(f"layout[{name!r}] shape is a tuple of ints >= 0, got {shape!r}")
        if not (isinstance(dtype, str) and dtype in ITEMSIZE):
            raise BadArgument(f"layout[{name!r}] dtype is one of {sorted(ITEMSIZE)}, got {dtype!r}")
    return layout


class ScratchCacheModel:
    """A cache as a direct caller sees it: ``get`` with layouts and hooks, ``rebuild``."""

    def __init__(self, capacity: int | None = None) -> None:
        self.capacity = check_capacity(capacity)
        self._sizes: dict[Hashable, int] = {}
        self.lru = LRUScratchModel(self.capacity, self._sizes.__getitem__)

    def get(self, key: Hashable, layout: Any, hook: str = "exact") -> CallPrediction:
        """Predict ``get(key, layout)`` with the hook answering as ``hook``."""
        hash(key)
        if key in self.lru:
            return self.lru.get(key)
        nbytes = entry_bytes(check_layout(layout))
        if hook not in HOOKS:
            raise ValueError(f"unknown hook {hook!r}; known: {', '.join(HOOKS)}")
        if hook != "exact" and layout:
            raise BadAllocation(f"the hook answered {hook} for buffer {next(iter(layout))!r}")
        self._sizes[key] = nbytes
        return self.lru.get(key)

    def rebuild(self, capacity: int | None) -> None:
        """A new, empty cache of ``capacity`` replaces this one; a bad capacity
        raises and this one stays as it was."""
        fresh = ScratchCacheModel(capacity)
        self.capacity, self._sizes, self.lru = fresh.capacity, fresh._sizes, fresh.lru

    def clear(self) -> None:
        self.lru.clear()
