"""Typed misuse errors shared in spirit by the model and every implementation.

Each error carries a ``kind`` string. Implementations define their own classes
(``impl`` never imports ``model``); the harness compares kinds, so an
implementation agrees with the model when it rejects the same call for the same
reason, whatever its class is called.
"""

from __future__ import annotations

from typing import ClassVar


class AllocatorError(Exception):
    """A call the contract forbids. The allocator's state is unchanged."""

    kind: ClassVar[str] = "allocator_error"


class BadArgument(AllocatorError, ValueError):
    """A count below zero, lists of different lengths, a hash that is not a positive int."""

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


class InvalidChoice(AllocatorError, ValueError):
    """Ids handed out by an implementation that the contract does not allow (model only)."""

    kind = "invalid_choice"


class BadAllocation(AllocatorError, ValueError):
    """A scratch cache's ``allocate`` hook returned something other than a tensor of
    exactly the shape and dtype asked for; the cache is unchanged."""

    kind = "bad_allocation"


class BadPrefillInput(AllocatorError, ValueError):
    """Dims of a prefill call the op does not support (a count out of range, an input
    dtype or device it rejects): ``model.scratch_layout`` predicts no key or layout
    for them, and the op raises its own error of this kind before touching its cache."""

    kind = "bad_prefill_input"
