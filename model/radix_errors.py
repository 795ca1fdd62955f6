"""The radix cache model's misuse errors (docs/contract.md section 6). The kinds
the blocks model already names (``bad_argument``, ``not_owned``,
``invalid_choice``) are its classes; these are the ones a radix tree adds."""

from __future__ import annotations

from model.errors import AllocatorError


class BadPage(AllocatorError, IndexError):
    """A page id out of ``1 .. num_pages``, or the reserved padding page 0."""

    kind = "bad_page"


class StaleNode(AllocatorError, KeyError):
    """A node handle that names no node of the tree (evicted, reset, never handed out)."""

    kind = "stale_node"


class StaleLock(AllocatorError, KeyError):
    """An unlock of a lock that is not held (released already, or from before a reset)."""

    kind = "stale_lock"
