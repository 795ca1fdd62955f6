"""The hybrid prefix cache's own error kinds (docs/contract.md, section 5).

Beside the block allocator's kinds (``model/errors.py``, reused as they are) a
request-level cache names requests, and a snapshot slot can be pinned.
Implementations define their own classes with the same kinds.
"""

from __future__ import annotations

from model.errors import AllocatorError


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
