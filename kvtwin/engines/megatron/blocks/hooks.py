"""Every call megatron's serving path makes into its block allocator, as a blocks op.

The hooks sit on one ``KVBlockAllocator`` instance and hand each call the engine
makes, as it happens, to ``checked`` (the session: it applies the same op to the
model and compares) together with a ``perform`` thunk that makes the real call
with the engine's own arguments. The engine gets back exactly what the real
call returned or raised. Calls the allocator makes into itself (``allocate``
evicting, stamping) are part of the outer call and pass straight through.

Besides method calls, the context changes one allocator tensor itself: on a
prefix hit it pins the matched blocks with ``block_ref_counts[matched] += 1``
(then, under LRU, ``update_timestamps(matched)``), and 0.19 takes the pin back
with ``-= 1`` when the allocation after it fails. ``block_ref_counts`` is
therefore swapped for a :class:`RefCounts` view of the same storage whose
``__setitem__`` reports writes made from outside the allocator: ``+1`` per
block is a ``retain`` (checked once the LRU stamp follows), ``-1`` a
``release``; any other write is reported as unexpected, never guessed at.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import torch
from kvtwin.scenarios.blocks.targets.driver import Call, Checked, Unexpected
from kvtwin.scenarios.blocks.targets.megatron.adapter import InsufficientCache

import kvtwin.scenarios.blocks.ops as ops

METHODS = {
    "allocate": "allocate_memory_blocks",
    "release": "release_memory_blocks",
    "register": "register_kv_block_hashes",
    "evict": "evict_lru_blocks",
    "reset": "reset",
}
"""Allocator verb -> the ``KVBlockAllocator`` method the engine calls for it."""
RETAIN_METHOD = "retain_memory_blocks"
"""From Megatron-LM #6222: a retain the disaggregated path calls (a prefix hit still
pins with ``block_ref_counts[ids] += 1``, which ``RefCounts`` reports)."""


class RefCounts(torch.Tensor):
    """``block_ref_counts`` with its writes reported (a view of the same storage).

    Torch functions on it return plain tensors; only item assignment is hooked."""

    __torch_function__ = torch._C._disabled_torch_function_impl

    def __setitem__(self, index: Any, value: Any) -> None:
        hook = self.__dict__.get("kvtwin_hook")
        if hook is None:
            torch.Tensor.__setitem__(self, index, value)
        else:
            hook(index, value)


class AllocatorHooks:
    """Installed on one allocator; reports every call the engine makes into it."""

    def __init__(
        self,
        allocator: Any,
        *,
        lru: bool,
        passes_parents: bool,
        avail_attr: str,
        checked: Checked,
        unexpected: Unexpected,
    ) -> None:
        self.allocator = allocator
        self.lru = lru
        self.passes_parents = passes_parents
        self.avail_attr = avail_attr
        self.checked = checked
        self.unexpected = unexpected
        self.depth = 0  # >0 while inside an allocator method
        self.pending_pin: list[int] | None = None
        methods = dict(METHODS)
        if hasattr(allocator, RETAIN_METHOD):  # Megatron-LM #6222 on: handoff pinning
            methods["retain"] = RETAIN_METHOD
        self.original = {verb: getattr(allocator, name) for verb, name in methods.items()}
        self.original_stamp = allocator.update_timestamps
        for verb, name in methods.items():
            setattr(allocator, name, self._method(verb))
        allocator.update_timestamps = self._update_timestamps
        refs = allocator.block_ref_counts.as_subclass(RefCounts)
        refs.kvtwin_hook = self._ref_write
        allocator.block_ref_counts = refs

    # ------------------------------------------------------------ methods
    def _method(self, verb: str) -> Callable[..., Any]:
        original = self.original[verb]

        def hooked(*args: Any, **kwargs: Any) -> Any:
            if self.depth:
                return original(*args, **kwargs)
            return self._checked(self._call(verb, original, args, kwargs))

        return hooked

    def _call(
        self, verb: str, original: Callable[..., Any], args: tuple, kwargs: dict[str, Any]
    ) -> Call:
        def perform() -> Any:
            return original(*args, **kwargs)

        values = list(args) + list(kwargs.values())
        if verb == "allocate":
            return Call(ops.allocate(int(values[0])), perform, _ids_or_none)
        if verb == "release":
            return Call(ops.release(_ints(values[0])), perform)
        if verb == "retain":  # one reference per occurrence, as the contract's retain
            return Call(ops.retain(_ints(values[0])), perform)
        if verb == "register":
            ids, hashes = _ints(values[0]), _ints(values[1])
            # 0.17/0.18 take no parent hashes and keep no parent links (their
            # model policies record none): the model is given roots.
            parents = _ints(values[2]) if self.passes_parents else [0] * len(ids)
            return Call(ops.register(ids, hashes, parents), perform)
        if verb == "evict":
            return self._evict_call(int(values[0]), perform)
        return Call(ops.reset(), perform)

    def _evict_call(self, n: int, perform: Callable[[], Any]) -> Call:
        a = self.allocator
        top: list[int] = []

        def evict() -> Any:
            top.append(int(getattr(a, self.avail_attr)))
            return perform()

        def victims(ok: Any) -> list[int]:
            if not ok:
                raise InsufficientCache(f"evict_lru_blocks({n}) returned False")
            # _deregister_blocks pushes the victims onto the free stack in order
            return a.block_bag[top[0] : int(getattr(a, self.avail_attr))].tolist()

        return Call(ops.evict(n), evict, victims)

    def _checked(self, call: Call) -> Any:
        self.flush()
        self.depth += 1
        try:
            return self.checked(call)
        finally:
            self.depth -= 1

    # ------------------------------------------------- the context's own writes
    def _ref_write(self, index: Any, value: Any) -> None:
        refs = self.allocator.block_ref_counts

        def write() -> None:
            torch.Tensor.__setitem__(refs, index, value)

        if self.depth:
            write()
            return
        ids = _ints(torch.arange(refs.numel())[index]) if _is_mask(index) else _ints(index)
        before = torch.Tensor.__getitem__(refs, index).clone()
        delta = (torch.as_tensor(value) - before).flatten().tolist()
        if ids and all(d == 1 for d in delta):
            self.flush()
            if self.lru:  # the stamp follows in update_timestamps(matched)
                write()
                self.pending_pin = ids
            else:
                self._checked(Call(ops.retain(ids), write))
        elif ids and all(d == -1 for d in delta):
            self._checked(Call(ops.release(ids), write))
        else:
            write()
            self.unexpected("block_ref_counts write", "+1 or -1 per block named", delta)

    def _update_timestamps(self, block_ids: Any) -> Any:
        if self.depth:
            return self.original_stamp(block_ids)
        ids = _ints(block_ids)
        pinned, self.pending_pin = self.pending_pin, None
        if pinned is not None and pinned == ids:
            return self._checked(Call(ops.retain(ids), lambda: self.original_stamp(block_ids)))
        if pinned is not None:
            self._checked(Call(ops.retain(pinned), lambda: None))
        result = self.original_stamp(block_ids)
        self.unexpected("update_timestamps outside a pin", "a stamp only with a pin", ids)
        return result

    def flush(self) -> None:
        """A pin whose stamp never came is checked as it stands (stamps unchanged)."""
        pinned, self.pending_pin = self.pending_pin, None
        if pinned is not None:
            self.depth += 1
            try:
                self.checked(Call(ops.retain(pinned), lambda: None))
            finally:
                self.depth -= 1


def _ints(values: Any) -> list[int]:
    if isinstance(values, torch.Tensor):
        return [int(v) for v in values.flatten().tolist()]
    return [int(v) for v in values]


def _is_mask(index: Any) -> bool:
    return isinstance(index, torch.Tensor) and index.dtype == torch.bool


def _ids_or_none(raw: Any) -> list[int] | None:
    return None if raw is None else [int(b) for b in raw.tolist()]
