"""Errors of the hybrid prefix cache (``impl.hybrid``) beyond the block allocator's
(``impl.errors``, raised as they are). ``impl`` never imports ``model``: these are
its own classes, with the kinds of docs/contract.md section 5. A call that raises
one has changed nothing."""

from __future__ import annotations

from impl.errors import AllocatorError


class UnknownRequest(AllocatorError, KeyError):
    """A prefill, decode or release names a request that is not live."""

    kind = "unknown_request"

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else ""


class DuplicateRequest(AllocatorError, ValueError):
    """An admission names a request that is live already."""

    kind = "duplicate_request"


class SlotPinned(AllocatorError, ValueError):
    """``invalidate`` names a block whose snapshot a live request is still to restore from."""

    kind = "slot_pinned"
