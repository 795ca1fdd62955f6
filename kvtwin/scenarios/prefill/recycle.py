"""Recycled ``cu_seqlens`` ids: noticed while recording, made to recur in replays.

Each call's inputs are new tensors that die once the call is checked, as a
serving loop's do, so CPython may give a later call's ``cu_seqlens`` the id of
an earlier, freed one: what a cache keyed by ``id(tensor)`` trips over. Where
CPython recycles ids depends on the whole process's heap, so a trace records
it (``REUSES`` in ``ops.py``) and a replay makes it happen: it keeps every
call's ``cu_seqlens`` alive until a later op names it, then frees it and
allocates tensors until one lands at the freed address (:func:`tensor_at`).
Ids the trace does not name are never recycled in a replay. A reference to a
call the replay has not run (a shrinker dropped it) is ignored.
"""

from __future__ import annotations

import weakref

import torch

RECYCLE_ATTEMPTS = 100_000
"""Tensors :func:`tensor_at` allocates at most before giving up (a few dozen do it)."""


def tensor_at(address: int, like: torch.Tensor) -> torch.Tensor | None:
    """A new tensor with ``like``'s values whose ``id()`` is ``address`` (a freed
    tensor's), or None if CPython does not hand that address out again within
    ``RECYCLE_ATTEMPTS`` new tensors.

    Tensors are allocated (and held) until one lands at the address; that one
    then takes ``like``'s storage and shape (``set_``). Freed memory of the size
    is handed out again before new memory, so a few dozen attempts do it.
    """
    held = []
    for _ in range(RECYCLE_ATTEMPTS):
        candidate = torch.empty(0, dtype=like.dtype, device=like.device)
        if id(candidate) == address:
            return candidate.set_(like)
        held.append(candidate)
    return None


class IdLog:
    """While recording: which earlier call's ``cu_seqlens`` id a call's tensor got.
    Holds ids only, never a tensor (holding one would stop its id recurring)."""

    def __init__(self) -> None:
        self._holder: dict[int, int] = {}  # id -> index of the latest call with it
        self.ids: list[int] = []

    def note(self, index: int, cu_seqlens: torch.Tensor) -> int | None:
        """The index of the latest earlier call whose tensor had this one's id."""
        address = id(cu_seqlens)
        self.ids.append(address)
        reuses = self._holder.get(address)
        self._holder[address] = index
        return reuses


class Recycler:
    """While replaying: every call's ``cu_seqlens`` held until a later op names it."""

    def __init__(self) -> None:
        self._kept: dict[int, torch.Tensor] = {}  # call index -> its cu_seqlens
        self.unrecycled: list[int] = []  # call indices whose recycling did not happen

    def inputs(self, index: int, reuses: int | None, inputs: dict[str, torch.Tensor]) -> None:
        """Give ``inputs["cu_seqlens"]`` the id of call ``reuses``'s (if that call
        ran here), then hold it in turn."""
        old = self._kept.pop(reuses, None) if reuses is not None else None
        if old is not None:
            address, gone = id(old), weakref.ref(old)
            del old
            recycled = tensor_at(address, inputs["cu_seqlens"]) if gone() is None else None
            if recycled is None:  # the target holds the old tensor: its id cannot recur
                self.unrecycled.append(index)
            else:
                inputs["cu_seqlens"] = recycled
        self._kept[index] = inputs["cu_seqlens"]
