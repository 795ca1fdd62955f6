"""What every part of the block-allocator contract uses: the pool size, the
policies, snapshots for "changed nothing", and the mixins' base class."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest

from kvtwin.scenarios.blocks.targets.base import BlockTarget
from model.blocks import BlockView

POLICIES = ["ref_zero", "lru"]
N = 8  # seven usable blocks and the dummy, 7

# A free block: nothing registered, no stamp shown.
FREE = BlockView(ref=0, hash=None, parent=None, children=0, stamp=None, free=True)


def snapshot(t: BlockTarget) -> tuple:
    """Everything observable about ``t``, for "this call changed nothing"."""
    return t.views(range(t.num_blocks)), t.counts(), t.hash_map(), t.free_ids()


def stamp(t: BlockTarget, value: int) -> int | None:
    """The stamp a live block shows: its LRU time, or ``None`` where no stamps are kept."""
    return value if t.policy == "lru" else None


def register_chain(t: BlockTarget, ids: Sequence[int], hashes: Sequence[int]) -> None:
    """Register ``ids`` as one prefix chain: each block's parent is the one before."""
    t.register(ids, hashes, [0, *hashes[:-1]])


class ContractBase:
    """``make`` and the helpers every contract mixin uses."""

    def make(self, num_blocks: int, policy: str) -> BlockTarget:
        raise NotImplementedError

    def assert_rejects(
        self, t: BlockTarget, kind: str, verb: Callable[..., Any], *args: Any
    ) -> None:
        """``verb(*args)`` raises an error of ``kind`` and leaves ``t`` unchanged."""
        before = snapshot(t)
        try:
            verb(*args)
        except Exception as err:  # the kind, not the class, is the contract
            assert getattr(err, "kind", None) == kind, f"{verb.__name__}{args}: {err!r}"
        else:
            pytest.fail(f"{verb.__name__}{args} did not raise {kind}")
        assert snapshot(t) == before, f"{verb.__name__}{args} raised {kind} but changed state"

    def cached_blocks(self, t: BlockTarget, hashes: Sequence[int]) -> list[int]:
        """Allocate, register as a chain and release one block per hash (LRU: all cached)."""
        ids = t.allocate(len(hashes))
        register_chain(t, ids, hashes)
        t.release(ids)
        return ids
