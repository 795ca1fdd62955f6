"""Every call megatron's serving path makes into its block allocator, as a blocks op.

The allocator's methods are hooked on one instance through the kit's
:class:`~kvtwin.core.intercept.Interceptor`: each call the engine makes goes to the
engine-level session as it happens, which makes the real call with the engine's
own arguments and checks it against the model; the engine gets back exactly what
the real call returned or raised. Calls the allocator makes into itself
(``allocate`` evicting, stamping) are part of the outer call.

Besides method calls, the context changes one allocator tensor itself: on a
prefix hit it pins the matched blocks with ``block_ref_counts[matched] += 1``
(then, under LRU, ``update_timestamps(matched)``), and 0.19 takes the pin back
with ``-= 1`` when the allocation after it fails. ``block_ref_counts`` is
therefore swapped for a :class:`RefCounts` view of the same storage whose
``__setitem__`` reports writes made from outside the allocator: ``+1`` per block
is a ``retain`` (checked once the LRU stamp follows), ``-1`` a ``release``; any
other write is reported as unexpected, never guessed at.
"""

from __future__ import annotations

from typing import Any

import torch

import kvtwin.scenarios.blocks.ops as ops
from kvtwin.core.engine_level.driver import Call, Port
from kvtwin.core.errors import AdapterRefused
from kvtwin.core.intercept import PASS, Interceptor, argument, nothing
from kvtwin.engines.megatron.runtime.allocator import free_top
from kvtwin.scenarios.blocks.ops import Op

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

    def __init__(self, allocator: Any, port: Port, *, lru: bool, passes_parents: bool) -> None:
        self.allocator = allocator
        self.port = port
        self.lru = lru
        self.passes_parents = passes_parents
        self.pending_pin: list[int] | None = None
        self.interceptor = hooks = Interceptor(port)
        self.stamp = allocator.update_timestamps
        hooks.hook(allocator, "allocate_memory_blocks", self._allocate)
        hooks.hook(allocator, "release_memory_blocks", self._release)
        hooks.hook(allocator, "register_kv_block_hashes", self._register)
        hooks.hook(allocator, "evict_lru_blocks", self._evict)
        hooks.hook(allocator, "reset", self._reset)
        if hasattr(allocator, RETAIN_METHOD):  # Megatron-LM #6222 on: handoff pinning
            hooks.hook(allocator, RETAIN_METHOD, self._retain)
        hooks.hook(allocator, "update_timestamps", self._update_timestamps)
        refs = allocator.block_ref_counts.as_subclass(RefCounts)
        refs.kvtwin_hook = self._ref_write
        allocator.block_ref_counts = refs

    # ------------------------------------------------------------ methods
    def _allocate(self, *args: Any, **kwargs: Any) -> tuple[Op, Any]:
        self.flush()
        n = int(argument(args, kwargs, 0, "num_blocks"))
        return ops.allocate(n), lambda raw: None if raw is None else _ints(raw)

    def _release(self, *args: Any, **kwargs: Any) -> tuple[Op, Any]:
        self.flush()
        return ops.release(_ints(argument(args, kwargs, 0, "blocks"))), nothing

    def _retain(self, *args: Any, **kwargs: Any) -> tuple[Op, Any]:
        self.flush()  # one reference per occurrence, as the contract's retain
        return ops.retain(_ints(argument(args, kwargs, 0, "block_ids"))), nothing

    def _register(self, *args: Any, **kwargs: Any) -> tuple[Op, Any]:
        self.flush()
        ids = _ints(argument(args, kwargs, 0, "block_ids"))
        hashes = _ints(argument(args, kwargs, 1, "block_hashes"))
        # 0.17/0.18 take no parent hashes and keep no parent links (their model
        # policies record none): the model is given roots.
        parents = (
            _ints(argument(args, kwargs, 2, "parent_hashes"))
            if self.passes_parents
            else [0] * len(ids)
        )
        return ops.register(ids, hashes, parents), nothing

    def _evict(self, *args: Any, **kwargs: Any) -> tuple[Op, Any]:
        self.flush()
        n = int(argument(args, kwargs, 0, "num_blocks_needed"))
        a, top = self.allocator, free_top(self.allocator)

        def victims(ok: Any) -> list[int]:
            if not ok:
                raise AdapterRefused("insufficient_cache", f"evict_lru_blocks({n}) returned False")
            # _deregister_blocks pushes the victims onto the free stack in order
            return a.block_bag[top : free_top(a)].tolist()

        return ops.evict(n), victims

    def _reset(self, *args: Any, **kwargs: Any) -> tuple[Op, Any]:
        self.flush()
        return ops.reset(), nothing

    def _update_timestamps(self, block_ids: Any) -> Any:
        ids = _ints(block_ids)
        pinned, self.pending_pin = self.pending_pin, None
        if pinned is not None and pinned == ids:
            return ops.retain(ids), nothing
        if pinned is not None:
            self.interceptor.report(Call(ops.retain(pinned), lambda: None))
        self.port.unexpected("update_timestamps outside a pin", "a stamp only with a pin", ids)
        return PASS

    # ------------------------------------------------- the context's own writes
    def _ref_write(self, index: Any, value: Any) -> None:
        refs = self.allocator.block_ref_counts

        def write() -> None:
            torch.Tensor.__setitem__(refs, index, value)

        if self.interceptor.depth:
            write()
            return
        mask = isinstance(index, torch.Tensor) and index.dtype == torch.bool
        ids = _ints(torch.arange(refs.numel())[index]) if mask else _ints(index)
        before = torch.Tensor.__getitem__(refs, index).clone()
        delta = (torch.as_tensor(value) - before).flatten().tolist()
        if ids and all(d == 1 for d in delta):
            self.flush()
            if self.lru:  # the stamp follows in update_timestamps(matched)
                write()
                self.pending_pin = ids
            else:
                self.interceptor.report(Call(ops.retain(ids), write))
        elif ids and all(d == -1 for d in delta):
            self.flush()
            self.interceptor.report(Call(ops.release(ids), write))
        else:
            write()
            self.port.unexpected("block_ref_counts write", "+1 or -1 per block named", delta)

    def flush(self) -> None:
        """A pin whose stamp never came is checked as it stands (stamps unchanged)."""
        pinned, self.pending_pin = self.pending_pin, None
        if pinned is not None:
            self.interceptor.report(Call(ops.retain(pinned), lambda: None))


def _ints(values: Any) -> list[int]:
    if isinstance(values, torch.Tensor):
        return [int(v) for v in values.flatten().tolist()]
    return [int(v) for v in values]
