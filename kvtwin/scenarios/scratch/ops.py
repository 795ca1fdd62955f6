"""Scratch-cache ops (``kvtwin run scratch``): what a direct caller of the cache does.

Four verbs: ``get`` (a key of a kind, ``KEY_KINDS``; a well-formed layout,
optionally one rule of it broken by ``BREAKS``, its shapes as tuples or
``torch.Size``; the device as an object or a name; how the caller's allocate
hook answers), ``rebuild`` (a new cache of a capacity, ``None`` for the
default, or a malformed value; built with a hook, without one, or with one that
is not callable), ``clear`` and ``peek`` (``peek(key)`` and ``key in cache``,
which must leave the recency as it is). Layouts are in the model's form (dtype
names); a break is applied to that form, so what a broken layout should raise is
known from how it was made. ``codec.py`` writes them into traces.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

VERBS = ("get", "rebuild", "clear", "peek")
KEY_KINDS = ("int", "large_int", "tuple", "str", "none", "unhashable")
"""How an op's key number becomes the key passed (``ScratchOp.key_value``):
``unhashable`` is misuse (a list), every other kind a key the cache must file."""
LARGE_KEY = 2**70

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
    key_kind: str = "int"
    shape_form: str = "tuple"
    device_form: str = "device"
    allocate: str = "given"
    """A rebuild's hook (``model.scratch_arguments.ALLOCATE``)."""

    def key_value(self) -> Any:
        """The key as the caller passes it: a new object each time (an equal key,
        never the same one, where the kind allows it)."""
        kind, key = self.key_kind, self.key
        if kind == "large_int":
            return LARGE_KEY + key  # past int64, built anew: equal, not identical
        if kind == "tuple":
            return ("shape", key)
        if kind == "str":
            return f"key-{key}"
        if kind == "none":
            return None
        return [key] if kind == "unhashable" else key

    def layout(self) -> Any:
        """The layout this get passes, in the model's form, its break applied."""
        layout: Layout = {name: (shape, dtype) for name, shape, dtype in self.buffers}
        return layout if self.brk is None else BREAKS[self.brk](layout)

    def __str__(self) -> str:
        if self.verb == "rebuild":
            hook = "" if self.allocate == "given" else f", allocate={self.allocate}"
            return f"rebuild(capacity={self.capacity!r}{hook})"
        if self.verb == "clear":
            return "clear()"
        if self.verb == "peek":
            return f"peek(key={self.key_value()!r})"
        extra = (f", break={self.brk}" if self.brk else "") + (
            f", hook={self.hook}" if self.hook != "exact" else ""
        )
        for name, default in (("shape_form", "tuple"), ("device_form", "device")):
            if getattr(self, name) != default:
                extra += f", {name}={getattr(self, name)}"
        return f"get(key={self.key_value()!r}, buffers={len(self.buffers)}{extra})"
