"""Scratch-cache ops as trace JSON::

    {"verb": "get", "key": 3, "buffers": [["a", [4, 8], "float32"]], "hook": "exact"}
    {"verb": "get", "key": 9, "buffers": [["a", [2], "int64"]], "break": "bool_dim"}
    {"verb": "get", "key": 4, "buffers": [], "key_kind": "tuple", "shape_form": "torch_size",
     "device_form": "name"}
    {"verb": "rebuild", "capacity": null}
    {"verb": "rebuild", "capacity": 2, "allocate": "omitted"}
    {"verb": "peek", "key": 3, "key_kind": "str"}

Decoding validates every field and never reinterprets an invalid one.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from kvtwin.core.errors import TraceError
from kvtwin.core.refs import RefRecorder
from kvtwin.core.scenario import Codec
from kvtwin.scenarios.scratch.domain import DEVICE_FORMS, SHAPE_FORMS
from kvtwin.scenarios.scratch.ops import BREAKS, KEY_KINDS, VERBS, Buffers, ScratchOp
from model.scratch_arguments import ALLOCATE, HOOKS
from model.scratch_layout import ITEMSIZE

MAX_KEY = 1 << 20
MAX_DIM = 1 << 16
MAX_BUFFERS = 64


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


class ScratchCodec(Codec):
    def verb(self, op: ScratchOp) -> str:
        return op.verb

    def encode(self, op: ScratchOp, refs: RefRecorder) -> dict[str, Any]:
        if op.verb == "rebuild":
            data = {"verb": "rebuild", "capacity": op.capacity}
            if op.allocate != "given":
                data["allocate"] = op.allocate
            return data
        if op.verb == "clear":
            return {"verb": "clear"}
        if op.verb == "peek":
            return {"verb": "peek", "key": op.key, **_non_default(op, ("key_kind",))}
        data = {
            "verb": "get",
            "key": op.key,
            "buffers": [[name, list(shape), dtype] for name, shape, dtype in op.buffers],
            "hook": op.hook,
            **_non_default(op, _GET_FORMS),
        }
        if op.brk is not None:
            data["break"] = op.brk
        return data

    def decode(self, data: dict[str, Any], where: str, resolve: Callable[[Any], Any]) -> ScratchOp:
        verb = data.get("verb")
        allowed = {
            "get": {"key", "buffers", "hook", "break", *_GET_FORMS},
            "rebuild": {"capacity", "allocate"},
            "clear": set(),
            "peek": {"key", "key_kind"},
        }
        if verb not in allowed:
            raise TraceError(f"trace field '{where}.verb': expected one of {VERBS}, got {verb!r}")
        extra = set(data) - allowed[verb] - {"verb"}
        if extra:
            raise TraceError(f"trace field '{where}': {verb} takes no {sorted(extra)}")
        if verb == "clear":
            return ScratchOp("clear")
        if verb == "rebuild":
            allocate = _one_of(data, "allocate", ALLOCATE, where)
            capacity = _capacity(data.get("capacity"), f"{where}.capacity")
            return ScratchOp("rebuild", capacity=capacity, allocate=allocate)
        key = data.get("key")
        if type(key) is not int or not 0 <= key < MAX_KEY:
            raise TraceError(f"trace field '{where}.key': expected an int in 0..{MAX_KEY - 1}")
        forms = {name: _one_of(data, name, choices, where) for name, choices in _FORMS.items()}
        if verb == "peek":
            return ScratchOp("peek", key, key_kind=forms["key_kind"])
        hook = data.get("hook", "exact")
        if hook not in HOOKS:
            raise TraceError(f"trace field '{where}.hook': expected one of {HOOKS}, got {hook!r}")
        brk = data.get("break")
        if brk is not None and brk not in BREAKS:
            raise TraceError(f"trace field '{where}.break': expected one of {sorted(BREAKS)}")
        buffers = _buffers(data.get("buffers"), f"{where}.buffers")
        if brk is not None and not buffers:
            raise TraceError(f"trace field '{where}.break': a broken layout needs a buffer")
        return ScratchOp("get", key, buffers, brk, hook, **forms)


_FORMS: dict[str, tuple[str, ...]] = {
    "key_kind": KEY_KINDS,
    "shape_form": SHAPE_FORMS,
    "device_form": DEVICE_FORMS,
}
_GET_FORMS = tuple(_FORMS)
_DEFAULTS = {name: choices[0] for name, choices in _FORMS.items()}


def _non_default(op: ScratchOp, names: tuple[str, ...]) -> dict[str, str]:
    """The form fields of ``op`` that are not their default (a trace leaves those out)."""
    return {n: getattr(op, n) for n in names if getattr(op, n) != _DEFAULTS[n]}


def _one_of(data: dict[str, Any], name: str, choices: tuple[str, ...], where: str) -> str:
    value = data.get(name, choices[0])
    if value not in choices:
        raise TraceError(f"trace field '{where}.{name}': expected one of {list(choices)}")
    return value
