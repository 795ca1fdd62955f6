"""Every call vLLM's scheduler makes into its ``BlockPool``, reported as it happens.

:class:`PoolHooks` replaces the pool's methods on one instance. Each call the
engine makes from outside the pool becomes one blocks op and a
:class:`~kvtwin.scenarios.blocks.targets.driver.Call` handed to the engine-level
session, which makes the real call with the engine's own arguments and checks
the pool against the model exactly as at the allocator level; the engine gets
back what the real call returned, or the exception it raised. Calls the pool
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

from collections.abc import Callable
from typing import Any

import kvtwin.scenarios.blocks.ops as ops
from kvtwin.scenarios.blocks.ops import Op
from kvtwin.scenarios.blocks.targets.base import BlockTarget
from kvtwin.scenarios.blocks.targets.driver import Call, Checked, Unexpected
from kvtwin.scenarios.blocks.targets.vllm.observe import PoolObserver
from model.blocks import BlockView, Counts

CHECKED = ("get_new_blocks", "free_blocks", "touch", "cache_full_blocks", "get_cached_block")
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
    """Installed on one pool; every engine call is reported to ``checked``."""

    def __init__(
        self, pool: Any, observer: PoolObserver, checked: Checked, unexpected: Unexpected
    ) -> None:
        self.pool = pool
        self.observer = observer
        self.checked = checked
        self.unexpected = unexpected
        self.depth = 0
        self.calls = 0
        # a release has the methods it has (0.23 has no cache_partial_block)
        self.original = {
            name: getattr(pool, name) for name in CHECKED + UNMODELLED if hasattr(pool, name)
        }
        for name in self.original:
            hook = self._hook(name) if name in CHECKED else self._unmodelled(name)
            setattr(pool, name, hook)

    def _hook(self, name: str) -> Callable[..., Any]:
        original = self.original[name]

        def hooked(*args: Any, **kwargs: Any) -> Any:
            if self.depth:
                return original(*args, **kwargs)
            if name == "free_blocks":  # materialize the engine's iterator once
                args = (list(args[0]), *args[1:])
            self.calls += 1
            op = self._op(name, args, kwargs)
            perform = lambda: original(*args, **kwargs)  # noqa: E731
            # while the call is checked, the pool's calls into itself and the
            # session's own reads of the pool (lookups) pass straight through
            self.depth += 1
            try:
                return self.checked(Call(op, perform, self._result(name)))
            finally:
                self.depth -= 1

        return hooked

    def _unmodelled(self, name: str) -> Callable[..., Any]:
        original = self.original[name]

        def hooked(*args: Any, **kwargs: Any) -> Any:
            if not self.depth:
                self.unexpected(
                    "engine call", "a call the model knows", f"the engine called BlockPool.{name}"
                )
            return original(*args, **kwargs)

        return hooked

    def _result(self, name: str) -> Callable[[Any], Any]:
        """What the session compares, from what the real call returned."""
        o = self.observer
        if name == "get_new_blocks":
            return lambda raw: [o.model_id(b) for b in raw]
        if name == "get_cached_block":
            return lambda raw: [] if not raw else [o.model_id(raw[0])]
        return lambda raw: None

    # ------------------------------------------------------------ the ops
    def _op(self, name: str, args: tuple, kwargs: dict[str, Any]) -> Op:
        o = self.observer
        if name == "get_new_blocks":
            return ops.allocate(_arg(args, kwargs, 0, "num_blocks"))
        if name == "free_blocks":
            blocks = list(_arg(args, kwargs, 0, "ordered_blocks"))
            return ops.release([o.model_id(b) for b in reversed(blocks)])
        if name == "touch":
            return ops.retain([o.model_id(b) for b in _arg(args, kwargs, 0, "blocks")])
        if name == "get_cached_block":
            return ops.match([o.codec.decode(_arg(args, kwargs, 0, "block_hash"))])
        return self._register(args, kwargs)

    def _register(self, args: tuple, kwargs: dict[str, Any]) -> Op:
        o = self.observer
        request = _arg(args, kwargs, 0, "request")
        blocks = _arg(args, kwargs, 1, "blocks")
        first = _arg(args, kwargs, 2, "num_cached_blocks")
        last = _arg(args, kwargs, 3, "num_full_blocks")
        mask = kwargs.get("block_mask", args[6] if len(args) > 6 else None)
        hashes = list(request.block_hashes)
        ids, numbers, parents = [], [], []
        for i in range(first, last):
            if blocks[i].is_null or (mask is not None and not mask[i - first]):
                continue
            ids.append(o.model_id(blocks[i]))
            numbers.append(o.codec.decode(hashes[i]))
            parents.append(o.codec.decode(hashes[i - 1]) if i else 0)
        return ops.register(ids, numbers, parents)


def _arg(args: tuple, kwargs: dict[str, Any], index: int, name: str) -> Any:
    return args[index] if len(args) > index else kwargs[name]
