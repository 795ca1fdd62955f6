"""Scratch-cache ops (``kvtwin run scratch``): what a direct caller of the cache does.

Three verbs: ``get`` (a key, a well-formed layout, optionally one rule of the
layout broken by ``BREAKS``, and how the caller's allocate hook answers),
``rebuild`` (a new cache of a capacity, ``None`` for the default, or a
malformed value) and ``clear``. Layouts are in the model's form (dtype names);
a break is applied to that form, so what a broken layout should raise is known
from how it was made. ``codec.py`` writes them into traces.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

VERBS = ("get", "rebuild", "clear")

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
