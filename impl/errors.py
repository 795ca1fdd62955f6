"""Errors of the production block allocator (and of the prefill op's input checks).

``impl`` never imports ``model``: these classes are its own. Each carries the
``kind`` string the reference model uses for the same misuse, so the harness
can compare a rejected call by kind, whatever the class is called. An allocator
that raises one of these has changed nothing.
"""

from __future__ import annotations

from typing import ClassVar


class AllocatorError(Exception):
    """A call the allocator's contract forbids. The allocator's state is unchanged."""

    kind: ClassVar[str] = "allocator_error"


class BadArgument(AllocatorError, ValueError):
    """A count below zero or not an int, lists of different lengths, a malformed hash."""

    kind = "bad_argument"


class BadBlockId(AllocatorError, IndexError):
    """A block id out of range, or the reserved dummy block."""

    kind = "bad_block_id"


class OverRelease(AllocatorError, ValueError):
    """A release that drops more references than a block holds."""

    kind = "over_release"


class NotOwned(AllocatorError, ValueError):
    """Retaining or registering a block that is free."""

    kind = "not_owned"


class HashConflict(AllocatorError, ValueError):
    """Registering a registered block under a different hash."""

    kind = "hash_conflict"


class InsufficientCache(AllocatorError, ValueError):
    """``evict(n)`` with fewer than ``n`` evictable cached blocks."""

    kind = "insufficient_cache"


class BadAllocation(AllocatorError, ValueError):
    """A scratch cache's ``allocate`` hook returned something other than a tensor of
    exactly the shape and dtype asked for. Raised before the cache changes."""

    kind = "bad_allocation"


class BadPrefillInput(AllocatorError, ValueError):
    """A prefill call's input the op does not support: a wrong type, shape, dtype or
    device, malformed ``cu_seqlens``, a non-finite gate ``g`` or ``scale``. Raised
    before the scratch cache is touched."""

    kind = "bad_prefill_input"
