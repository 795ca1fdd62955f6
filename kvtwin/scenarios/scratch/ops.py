"""Scratch-cache ops (``kvtwin run scratch``) and their trace JSON.

Three verbs, as a direct caller of the cache makes them: ``get`` (a key, a
well-formed layout, optionally one rule of the layout broken by ``BREAKS``,
and how the caller's allocate hook answers), ``rebuild`` (a new cache of a
capacity, ``null`` for the default, or a malformed value) and ``clear``::

    {"verb": "get", "key": 3, "buffers": [["a", [4, 8], "float32"]], "hook": "exact"}
    {"verb": "get", "key": 9, "buffers": [["a", [2], "int64"]], "break": "bool_dim"}
    {"verb": "rebuild", "capacity": null}

Layouts are in the model's form (dtype names); a break is applied to that
form, so what a broken layout should raise is known from how it was made.
Decoding validates every field and never reinterprets an invalid one.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kvtwin.engine.errors import TraceError
from model.scratch_api import HOOKS
from model.scratch_layout import ITEMSIZE

VERBS = ("get", "rebuild", "clear")
MAX_KEY = 1 << 20
MAX_DIM = 1 << 16
MAX_BUFFERS = 64

Buffers = tuple[tuple[str, tuple[int, ...], str], ...]
Layout = dict[str, tuple[tuple[int, ...], str]]


def _first(layout: Layout, change: Callable[[str, Any], tuple[Any, Any]]) -> Any:
    """``layout`` with its first buffer's (name, spec) replaced by ``change``."""
    items = list(layout.items())
    items[0] = change(*items[0])
    return dict(items)


BREAKS: dict[str, Callable[[Layout], Any]] = {
    "not_a_dict": lambda x: list(x.items()),
    "name_not_str": lambda x: _first(x, lambda name, spec: (0, spec)),
    "spec_not_pair": lambda x: _first(x, lambda name, spec: (name, (*spec, "extra"))),
    "spec_a_list": lambda x: _first(x, lambda name, spec: (name, list(spec))),
    "shape_a_list": lambda x: _first(x, lambda name, spec: (name, (list(spec[0]), spec[1]))),
    "negative_dim": lambda x: _first(x, lambda name, spec: (name, ((-1, *spec[0][1:]), spec[1]))),
    "bool_dim": lambda x: _first(x, lambda name, spec: (name, ((True, *spec[0]), spec[1]))),
    "float_dim": lambda x: _first(x, lambda name, spec: (name, ((2.0, *spec[0]), spec[1]))),
    "unknown_dtype": lambda x: _first(x, lambda name, spec: (name, (spec[0], "float31"))),
}
"""One rule of a layout broken, on its first buffer (a broken layout has at least one)."""

BAD_CAPACITIES: tuple[Any, ...] = (0, -1, True, 2.5, "8")
"""Capacities a ``rebuild`` must refuse: below 1, a bool, not an int."""


@dataclass(frozen=True)
class ScratchOp:
    verb: str
    key: int = 0
    buffers: Buffers = ()
    brk: str | None = None
    hook: str = "exact"
    capacity: Any = None

    def layout(self) -> Any:
        """The layout this get passes, in the model's form, its break applied."""
        layout: Layout = {name: (shape, dtype) for name, shape, dtype in self.buffers}
        return layout if self.brk is None else BREAKS[self.brk](layout)

    def __str__(self) -> str:
        if self.verb == "rebuild":
            return f"rebuild(capacity={self.capacity!r})"
        if self.verb == "clear":
            return "clear()"
        extra = (f", break={self.brk}" if self.brk else "") + (
            f", hook={self.hook}" if self.hook != "exact" else ""
        )
        return f"get(key={self.key}, buffers={len(self.buffers)}{extra})"


def encode(op: ScratchOp) -> dict[str, Any]:
    if op.verb == "rebuild":
        return {"verb": "rebuild", "capacity": op.capacity}
    if op.verb == "clear":
        return {"verb": "clear"}
    data: dict[str, Any] = {
        "verb": "get",
        "key": op.key,
        "buffers": [[name, list(shape), dtype] for name, shape, dtype in op.buffers],
        "hook": op.hook,
    }
    if op.brk is not None:
        data["break"] = op.brk
    return data


def decode(data: dict[str, Any], where: str) -> ScratchOp:
    verb = data.get("verb")
    allowed = {"get": {"key", "buffers", "hook", "break"}, "rebuild": {"capacity"}, "clear": set()}
    if verb not in allowed:
        raise TraceError(f"trace field '{where}.verb': expected one of {VERBS}, got {verb!r}")
    extra = set(data) - allowed[verb] - {"verb"}
    if extra:
        raise TraceError(f"trace field '{where}': {verb} takes no {sorted(extra)}")
    if verb == "clear":
        return ScratchOp("clear")
    if verb == "rebuild":
        return ScratchOp("rebuild", capacity=_capacity(data.get("capacity"), f"{where}.capacity"))
    key = data.get("key")
    if type(key) is not int or not 0 <= key < MAX_KEY:
        raise TraceError(f"trace field '{where}.key': expected an int in 0..{MAX_KEY - 1}")
    hook = data.get("hook", "exact")
    if hook not in HOOKS:
        raise TraceError(f"trace field '{where}.hook': expected one of {HOOKS}, got {hook!r}")
    brk = data.get("break")
    if brk is not None and brk not in BREAKS:
        raise TraceError(f"trace field '{where}.break': expected one of {sorted(BREAKS)}")
    buffers = _buffers(data.get("buffers"), f"{where}.buffers")
    if brk is not None and not buffers:
        raise TraceError(f"trace field '{where}.break': a broken layout needs a buffer")
    return ScratchOp("get", key, buffers, brk, hook)


def _buffers(value: Any, where: str) -> Buffers:
    if not isinstance(value, list) or len(value) > MAX_BUFFERS:
        raise TraceError(f"trace field '{where}': expected a list of at most {MAX_BUFFERS}")
    buffers, names = [], set()
    for i, row in enumerate(value):
        ok = isinstance(row, list) and len(row) == 3
        name, shape, dtype = row if ok else (None, None, None)
        ok = ok and isinstance(name, str) and 0 < len(name) <= 64 and name not in names
        ok = ok and isinstance(shape, list) and len(shape) <= 8
        ok = ok and all(type(d) is int and 0 <= d <= MAX_DIM for d in shape)
        if not (ok and dtype in ITEMSIZE):
            raise TraceError(
                f"trace field '{where}[{i}]': expected [unique name, [dims 0..{MAX_DIM}], "
                f"dtype in {sorted(ITEMSIZE)}]"
            )
        names.add(name)
        buffers.append((name, tuple(shape), dtype))
    return tuple(buffers)


def _capacity(value: Any, where: str) -> Any:
    """None, an int, a bool, a finite float or a short string: a rebuild may send
    any of them (all but ints >= 1 must be refused)."""
    if value is None or (type(value) in (int, bool) and abs(value) <= MAX_KEY):
        return value
    if isinstance(value, float) and math.isfinite(value):
        return value
    if isinstance(value, str) and len(value) <= 16:
        return value
    raise TraceError(f"trace field '{where}': expected null, an int, a bool, a float or a string")
