"""Prefill scratch-cache bug variants. Each overrides the one step its bug lives in.

A variant is a subclass of the op (``KDAPrefill``) or of its cache
(``ScratchCache``); the ``VARIANTS`` table maps its name to the pair
``(op_class, cache_class)``, ``None`` where the correct class is used.
"""

from __future__ import annotations

import weakref
from collections.abc import Hashable

import torch

from impl.prefill import KDAPrefill, KernelTensor, _Call
from impl.scratch import ScratchCache, ScratchEntry

_input_wrap_cache: dict[int, KernelTensor] = {}
"""TensorRT-LLM's module-level wrapper cache (before PR #19854): ``id(tensor) ->
wrapper``, process-wide."""


def _ct_cached(name: str, tensor: torch.Tensor, shape: tuple[int, ...]) -> KernelTensor:
    """TensorRT-LLM's ``_ct_cached``: one wrapper per tensor, to be dropped when the
    tensor is collected. The wrapper's DLPack capsule owns the tensor, so torch
    preserves the tensor object and the finalizer never runs."""
    key = id(tensor)
    wrapper = _input_wrap_cache.get(key)
    if wrapper is None:
        wrapper = KernelTensor.wrap(name, tensor, shape)
        _input_wrap_cache[key] = wrapper
        weakref.finalize(tensor, _input_wrap_cache.pop, key, None)
    return wrapper


class IdWrapperLeak(KDAPrefill):
    """The K123 and akk_inv launches wrap seven scratch buffers through a
    module-level dict keyed by ``id(tensor)`` holding ``from_dlpack`` wrappers,
    pruned by a ``weakref.finalize`` on the tensor. The wrapper's DLPack capsule
    keeps the tensor alive, so the finalizer never fires and every evicted
    entry's scratch stays allocated. TensorRT-LLM PR #19854: the
    ``_ct_cached`` / ``_input_wrap_cache`` that PR removes."""

    name = "scratch-id-wrapper-leak"

    def _wrap(
        self, entry: ScratchEntry, name: str, buffer: torch.Tensor, shape: tuple[int, ...]
    ) -> KernelTensor:
        return _ct_cached(name, buffer, shape)


class RecycledId(KDAPrefill):
    """The varlen plan (sequence bounds and token count, and with them the scratch
    key) is memoized per ``id(cu_seqlens)``, so that ``cu_seqlens`` (a device
    sync) is parsed once per forward step rather than once per layer. The memo
    keeps no reference to the tensor: once a step's ``cu_seqlens`` is freed,
    CPython may give its id to a later one, which then gets the stale plan, the
    scratch entry of another token count and the wrong chunk boundaries. The
    id()-keyed cache class TensorRT-LLM's KDA tests guard against
    (``test_recycled_cu_seqlens_id_matches_fla``, TensorRT-LLM PR #19854); fla's
    ``tensor_cache`` compares identity while holding the tensor, and is immune."""

    name = "scratch-recycled-id"

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self._plans: dict[int, _Call] = {}

    def _plan(
        self,
        q: object,
        k: object,
        v: object,
        g: object,
        beta: object,
        cu_seqlens: object,
        initial_state: object,
        scale: object,
    ) -> _Call:
        plan = self._plans.get(id(cu_seqlens))
        if plan is None:
            plan = super()._plan(q, k, v, g, beta, cu_seqlens, initial_state, scale)
            self._plans[id(cu_seqlens)] = plan
        return plan


class OutputAlias(KDAPrefill):
    """The output tensor is cached per shape in the scratch entry and returned to
    the caller, so the next call of that shape overwrites a result the caller
    still holds. TensorRT-LLM #19835 ("a new prefill output tensor per call"),
    the companion of TensorRT-LLM PR #19854."""

    name = "scratch-output-alias"

    def _output(
        self,
        entry: ScratchEntry,
        shape: tuple[int, ...],
        dtype: torch.dtype,
        device: torch.device,
    ) -> torch.Tensor:
        out = entry.derive("output", lambda: self.cache.allocate(shape, dtype, device))
        assert isinstance(out, torch.Tensor)
        return out


class StaleReuse(KDAPrefill):
    """``A_qk`` is zeroed when its entry is allocated (a cache miss) but not when a
    hit reuses it: the buffer is assumed still zero-filled, yet the masked tile
    stores write only the lower triangle and ``A_qk @ v_new`` reads whole tiles.
    A hit after a call of the same token count with other chunk boundaries
    reads that call's values above the diagonal. The per-call zeroing
    impl/prefill.py's author calls load-bearing, dropped: TensorRT-LLM PR #19854's cached
    scratch, where a kernel that builds its A tiles in registers (fla's) never
    had to clear a buffer."""

    name = "scratch-stale-reuse"

    def _zero_tiles(self, bufs: dict[str, torch.Tensor]) -> None:
        bufs["A_kk"].zero_()  # the defensive one stays
        event = self.cache.last_event
        if event is None or not event.hit:  # zeroed with a new entry, never on reuse
            bufs["A_qk"].zero_()


class FifoCache(ScratchCache):
    """A hit does not refresh the entry's recency, so the oldest *inserted* entry
    is evicted however hot it is: an ``OrderedDict`` cache without
    ``move_to_end`` on a hit. Seed 003 (TensorRT-LLM #19854) describes
    ``_buf_cache`` as an LRU where "a new shape evicts the oldest entry"; this is
    that sentence implemented literally."""

    name = "scratch-fifo"

    def _touch(self, key: Hashable) -> None:
        pass


class CapacityPlusOne(ScratchCache):
    """Evicts only once more than ``capacity`` entries are held (``>`` for
    ``>=``), so the cache holds ``capacity + 1``: an off-by-one on
    ``_BUF_CACHE_MAX_ENTRIES``, the bound TensorRT-LLM PR #19854's test checks ("the cache
    holds at most 8 entries")."""

    name = "scratch-capacity"

    def _full(self) -> bool:
        return len(self._entries) > self.capacity


VARIANTS: dict[str, tuple[type[KDAPrefill] | None, type[ScratchCache] | None]] = {
    **{cls.name: (cls, None) for cls in (IdWrapperLeak, RecycledId, OutputAlias, StaleReuse)},
    **{cls.name: (None, cls) for cls in (FifoCache, CapacityPlusOne)},
}
