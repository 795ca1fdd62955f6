"""Orphaned cached blocks: a statement about any allocator state (the contract's
parent-link rule, semantics of LRU leaf-peel eviction).

A cached, registered block is an orphan when the block its parent link names
is free, or carries another hash than the parent hash the block was
registered under: its ancestor went first, so its prefix can never be matched
again, yet it holds the pool until evicted itself. A correct LRU (leaf-peel)
never makes one; reports draw how many a buggy one makes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any


def orphans(views: Sequence[Any], parent_hash: Mapping[int, int]) -> list[tuple[int, int]]:
    """``(block, hash)`` of every orphan in ``views`` (block ``b``'s view at
    index ``b``: objects with ``ref``, ``hash``, ``parent`` and ``free``).
    ``parent_hash``: each block's parent hash at its latest registration."""
    found = []
    for b, view in enumerate(views):
        if view.hash is None or view.ref != 0 or view.free or view.parent is None:
            continue
        parent = views[view.parent] if 0 <= view.parent < len(views) else None
        if parent is None or parent.free or parent.hash != parent_hash.get(b):
            found.append((b, view.hash))
    return found
