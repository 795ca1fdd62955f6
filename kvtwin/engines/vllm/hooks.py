"""Every call vLLM's scheduler makes into its ``BlockPool``, reported as it happens.

:class:`PoolHooks` replaces the pool's methods on one instance (through the kit's
:class:`~kvtwin.core.intercept.Interceptor`). Each call the engine makes from
outside the pool becomes one blocks op handed to the engine-level session,
which makes the real call with the engine's own arguments and checks the pool
against the model exactly as at the allocator level; the engine gets back what
the real call returned, or the exception it raised. Calls the pool
makes into itself pass straight through. :class:`PoolView` is what the session
reads of the live pool.

How the engine's calls read as ops (the allocator level's conventions, so a
trace of them replays on ``--target vllm``):

========================================  =====================================
``get_new_blocks(n)``                     ``allocate(n)``
``free_blocks(blocks)``                   ``release(reversed(blocks))``
``touch(blocks)``                         ``retain(blocks)``
``cache_full_blocks(req, blocks, a, b)``  ``register(blocks[a:b], hashes[a:b])``
``get_cached_block(hash, [group])``       ``match([hash])``
========================================  =====================================

Any other call from outside (``cache_partial_block``, ``move_block_hashes``,
``evict_blocks``, ``unpin_blocks``, ``reset_prefix_cache``, or the pool's
private ``_maybe_evict_cached_block``) is reported as unexpected (field
``engine call``): the model does not know it, and the harness says so instead of
guessing.
"""

from __future__ import annotations

from typing import Any

import kvtwin.scenarios.blocks.ops as ops
from kvtwin.core.engine_level.driver import Port
from kvtwin.core.intercept import Interceptor, argument, nothing
from kvtwin.engines.vllm.observe import PoolObserver
from kvtwin.scenarios.blocks.ops import Op
from kvtwin.scenarios.blocks.targets.base import BlockTarget
from model.blocks import BlockView, Counts

UNMODELLED = (
    "cache_partial_block",
    "move_block_hashes",
    "evict_blocks",
    "unpin_blocks",
    "reset_prefix_cache",
    "_maybe_evict_cached_block",
)


class PoolView(BlockTarget):
    """The live pool as the engine-level session reads it; vLLM keeps no clock, so
    the clock is the engine's step count."""

    trusts_caller = True

    def __init__(self, observer: PoolObserver, policy: str, model_policy: str) -> None:
        self.name = "vllm-engine"
        self.observer = observer
        self.num_blocks = observer.size
        self.policy = policy
        self.model_policy = model_policy

    def views(self, ids: list[int]) -> list[BlockView]:
        return self.observer.views(ids)

    def counts(self) -> Counts:
        return self.observer.counts()

    def counters(self) -> tuple[int, int, int]:
        return self.observer.counters()

    def lookup(self, hashes: list[int]) -> list[int | None]:
        return self.observer.lookup(hashes)

    def hash_map(self) -> dict[int, int]:
        return self.observer.hash_map()

    def free_ids(self) -> list[int]:
        return self.observer.free_ids()


class PoolHooks:
    """Installed on one pool; every engine call is reported to the port."""

    def __init__(self, pool: Any, observer: PoolObserver, port: Port) -> None:
        self.observer = observer
        self.interceptor = Interceptor(port)
        describe = {
            "get_new_blocks": self._allocate,
            "free_blocks": self._release,
            "touch": self._retain,
            "cache_full_blocks": self._register,
            "get_cached_block": self._match,
        }
        # a release has the methods it has (0.23 has no cache_partial_block)
        for name, describe_call in describe.items():
            prepare = _materialised if name == "free_blocks" else None
            self.interceptor.hook(pool, name, describe_call, prepare=prepare)
        for name in UNMODELLED:
            if hasattr(pool, name):
                self.interceptor.unmodelled(pool, name, f"BlockPool.{name}")

    # ------------------------------------------------------------ the ops
    def _allocate(self, *args: Any, **kwargs: Any) -> tuple[Op, Any]:
        o = self.observer
        return ops.allocate(argument(args, kwargs, 0, "num_blocks")), lambda raw: [
            o.model_id(b) for b in raw
        ]

    def _release(self, *args: Any, **kwargs: Any) -> tuple[Op, Any]:
        blocks = list(argument(args, kwargs, 0, "ordered_blocks"))
        return ops.release([self.observer.model_id(b) for b in reversed(blocks)]), nothing

    def _retain(self, *args: Any, **kwargs: Any) -> tuple[Op, Any]:
        blocks = argument(args, kwargs, 0, "blocks")
        return ops.retain([self.observer.model_id(b) for b in blocks]), nothing

    def _match(self, *args: Any, **kwargs: Any) -> tuple[Op, Any]:
        o = self.observer
        op = ops.match([o.codec.decode(argument(args, kwargs, 0, "block_hash"))])
        return op, lambda raw: [] if not raw else [o.model_id(raw[0])]

    def _register(self, *args: Any, **kwargs: Any) -> tuple[Op, Any]:
        o = self.observer
        request = argument(args, kwargs, 0, "request")
        blocks = argument(args, kwargs, 1, "blocks")
        first = argument(args, kwargs, 2, "num_cached_blocks")
        last = argument(args, kwargs, 3, "num_full_blocks")
        mask = kwargs.get("block_mask", args[6] if len(args) > 6 else None)
        hashes = list(request.block_hashes)
        ids, numbers, parents = [], [], []
        for i in range(first, last):
            if blocks[i].is_null or (mask is not None and not mask[i - first]):
                continue
            ids.append(o.model_id(blocks[i]))
            numbers.append(o.codec.decode(hashes[i]))
            parents.append(o.codec.decode(hashes[i - 1]) if i else 0)
        return ops.register(ids, numbers, parents), nothing


def _materialised(args: tuple, kwargs: dict[str, Any]) -> tuple[tuple, dict[str, Any]]:
    """``free_blocks``' iterator as a list, once: the op and the real call see the same."""
    if args:
        return (list(args[0]), *args[1:]), kwargs
    return args, {**kwargs, "ordered_blocks": list(kwargs["ordered_blocks"])}
