"""The scratch scenario's input domain: what a direct caller of the scratch cache
may pass (docs/contract.md section 2, "The cache's own API"; the public
signatures of ``impl/scratch.py``) and do between calls.

Parameters and their classes: the capacity (left out, one, a few, the default,
many, past 256: where CPython's small ints end, so an entry count and a capacity
are no longer one object; misuse: below one, a bool, a float, a string), the allocate hook (given,
left out; misuse: not callable) and how it answers (exactly, wrong, or failing
as an allocator out of memory does); the key (an int, an int past int64, a
tuple, a string, ``None``; misuse: unhashable), the layout (empty, one buffer,
several, a 0-d buffer, a zero-size one, one past 1 MiB; every dtype; shapes as
tuples or ``torch.Size``; misuse: each broken rule), the device (a
``torch.device`` or its name); between calls: clear (on a full or an empty
cache), rebuild, peek and ``in`` (no recency change), and an entry the caller
holds across later calls, evicted or cleared while held (it must stay intact),
its derived objects built once. ``campaigns.traffic`` draws each least drawn
first; ``classify`` counts what each op sent.
"""

from __future__ import annotations

from typing import Any

from kvtwin.core.summary import DomainTally, Param
from model.scratch_arguments import DEFAULT_CAPACITY, WRONG_HOOKS
from model.scratch_layout import ITEMSIZE

KEY_KINDS = ("int", "large_int", "tuple", "str", "none")
"""Hashable keys a caller may use (the cache treats a key as opaque)."""
SHAPE_FORMS = ("tuple", "torch_size")
DEVICE_FORMS = ("device", "name")
LAYOUTS = ("empty", "one_buffer", "several", "zero_dim", "zero_size", "past_1mib")
BETWEEN = (
    "clear",
    "clear_empty",
    "rebuild",
    "peek",
    "held_entry",
    "held_entry_evicted",
    "derive",
)

PARAMS: tuple[Param, ...] = (
    Param(
        "ScratchCache.capacity",
        ("omitted", "one", "few", "default", "many", "past_256"),
        ("zero", "negative", "bool", "float", "string"),
    ),
    Param("ScratchCache.allocate", ("given", "omitted"), ("not_callable",)),
    Param("get.key", KEY_KINDS, ("unhashable",)),
    Param("get.layout", LAYOUTS),
    Param(
        "get.layout.rules",
        ("well_formed",),
        (
            "not_a_dict",
            "name_not_str",
            "spec_not_pair",
            "spec_a_list",
            "shape_a_list",
            "negative_dim",
            "bool_dim",
            "float_dim",
            "unknown_dtype",
        ),
    ),
    Param("get.layout.dtype", tuple(sorted(ITEMSIZE))),
    Param("get.shape_form", SHAPE_FORMS),
    Param("get.device", DEVICE_FORMS),
    Param("get.hook", ("exact", "no_hook", "raises"), WRONG_HOOKS),
    Param("get.outcome", ("hit", "miss", "miss_evicting", "hit_ignoring_layout")),
    Param("between_calls", BETWEEN),
)

MIB = 1 << 20
SMALL_INTS = 256
"""The largest int CPython keeps one object for."""


def new_tally() -> DomainTally:
    return DomainTally(PARAMS)


def capacity_class(capacity: Any) -> str:
    if capacity is None:
        return "omitted"
    if isinstance(capacity, bool):
        return "bool"
    if isinstance(capacity, float):
        return "float"
    if isinstance(capacity, str):
        return "string"
    if capacity < 0:
        return "negative"
    if capacity == 0:
        return "zero"
    if capacity == 1:
        return "one"
    if capacity > SMALL_INTS:
        return "past_256"
    return "few" if capacity < DEFAULT_CAPACITY else "default" if capacity == 8 else "many"


def layout_class(buffers: tuple[tuple[str, tuple[int, ...], str], ...]) -> list[str]:
    """The layout classes of a well-formed layout (``ops.Buffers``)."""
    if not buffers:
        return ["empty"]
    found = ["one_buffer" if len(buffers) == 1 else "several"]
    shapes = [shape for _, shape, _ in buffers]
    if any(shape == () for shape in shapes):
        found.append("zero_dim")
    if any(0 in shape for shape in shapes):
        found.append("zero_size")
    if any(_nbytes(shape, dtype) > MIB for _, shape, dtype in buffers):
        found.append("past_1mib")
    return found


def _nbytes(shape: tuple[int, ...], dtype: str) -> int:
    n = ITEMSIZE[dtype]
    for d in shape:
        n *= d
    return n


def classify_get(tally: DomainTally, op: Any, hooked: bool) -> None:
    """The classes of one ``get`` (``ops.ScratchOp``) before it runs; ``hooked``:
    whether the cache it goes to was built with a hook."""
    tally.add("get.key", op.key_kind)
    tally.add("get.shape_form", op.shape_form)
    tally.add("get.device", op.device_form)
    tally.add("get.layout.rules", op.brk or "well_formed")
    for cls in layout_class(op.buffers):
        tally.add("get.layout", cls)
    for dtype in {dtype for _, _, dtype in op.buffers}:
        tally.add("get.layout.dtype", dtype)
    tally.add("get.hook", op.hook if hooked else "no_hook")


def classify_outcome(tally: DomainTally, op: Any, hit: bool, evicted: bool) -> None:
    if hit:
        tally.add("get.outcome", "hit_ignoring_layout" if op.brk else "hit")
    else:
        tally.add("get.outcome", "miss_evicting" if evicted else "miss")
