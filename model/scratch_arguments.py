"""The scratch cache's argument rules (docs/contract.md section 3): what a direct
caller of the cache may pass, and the typed error each misuse raises.

A caller builds a cache with a capacity (an int >= 1; left out, the default
:data:`DEFAULT_CAPACITY`) and an ``allocate(shape, dtype, device)`` hook, and
calls ``get(key, layout)``. A *layout* is a dict buffer name -> ``(shape,
dtype)`` pair, in allocation order: names are strings, a shape is a tuple of
ints >= 0 (not bools), a dtype one the cache can allocate (named here by its
``ITEMSIZE`` name; the implementation takes the framework's dtype object).

* A bad capacity, or an ``allocate`` that is not callable: ``bad_argument``, and
  the cache the caller had stays. Left out, the cache allocates on its own (then
  no hook can answer wrong).
* A hit ignores the layout and the hook (the key determines them), so a
  malformed layout on a hit is no error.
* A miss checks the layout first (``bad_argument``), then allocates every
  buffer through the hook; a hook that returns anything but a tensor of
  exactly the shape and dtype asked: ``bad_allocation``; a hook that raises
  (out of memory): its error, unchanged. Either way the cache is unchanged:
  every buffer is allocated before a victim is evicted. An empty layout
  allocates nothing, so no hook can fail it.
* Otherwise :class:`model.scratch.LRUScratchModel`'s rules: what is held,
  in which order, what is evicted, how many bytes live
  (:class:`model.scratch.ScratchCacheModel` puts the two together).
"""

from __future__ import annotations

from typing import Any

from model.errors import BadArgument
from model.scratch_layout import ITEMSIZE

DEFAULT_CAPACITY = 8
"""The capacity of a cache built without one."""

HOOKS = ("exact", "wrong_shape", "short_shape", "wrong_dtype", "not_a_tensor", "raises")
"""How the caller's ``allocate`` hook answers: exactly what was asked, one way of
getting it wrong (a shape with a dimension more, or one fewer), or failing
(``raises``: ``RuntimeError(HOOK_FAILURE)``, as an allocator out of memory does)."""
WRONG_HOOKS = ("wrong_shape", "short_shape", "wrong_dtype", "not_a_tensor")
"""The answers a cache must refuse as ``bad_allocation``."""
HOOK_FAILURE = "the allocate hook failed: out of memory"
"""The message of the error a failing hook raises (the cache passes it on)."""
ALLOCATE = ("given", "omitted", "not_callable")
"""How a caller builds a cache with respect to ``allocate``: a hook, none (the
cache's own allocation), or something that is not callable (``bad_argument``)."""


def check_allocate(allocate: str) -> bool:
    """Whether a cache built so has a hook; BadArgument for a non-callable one."""
    if allocate == "not_callable":
        raise BadArgument("allocate must be callable")
    if allocate not in ALLOCATE:
        raise ValueError(f"unknown allocate {allocate!r}; known: {', '.join(ALLOCATE)}")
    return allocate == "given"


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
