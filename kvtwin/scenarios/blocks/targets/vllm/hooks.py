"""Every call vLLM's scheduler makes into its ``BlockPool``, checked as it happens.

:class:`PoolHooks` replaces the pool's methods on one instance. Each call the
engine makes from outside the pool becomes one blocks op, applied through a
:class:`~kvtwin.scenarios.blocks.session.BlocksSession` whose target is an
:class:`EngineCall`: its verb makes the real call with the engine's own
arguments, and the checker then compares the pool with the model exactly as at
the allocator level. The engine gets back what the real call returned, or the
exception it raised. Calls the pool makes into itself pass straight through.

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
private ``_maybe_evict_cached_block``) is a divergence of field ``engine call``:
the model does not know it, and the harness says so instead of guessing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kvtwin.core.divergence import Divergence, DivergenceFound
from kvtwin.scenarios.blocks import ops
from kvtwin.scenarios.blocks.ops import Op
from kvtwin.scenarios.blocks.session import BlocksSession
from kvtwin.scenarios.blocks.targets.base import BlockTarget
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


class EngineCall(BlockTarget):
    """The checker's target at the engine level: the pending engine call is the
    verb, and observation reads the live pool."""

    trusts_caller = True

    def __init__(self, observer: PoolObserver, policy: str, model_policy: str) -> None:
        self.name = "vllm-engine"
        self.observer = observer
        self.num_blocks = observer.size
        self.policy = policy
        self.model_policy = model_policy
        self.perform: Callable[[], Any] = lambda: None
        self.raw: Any = None

    def _run(self, *args: Any, **kwargs: Any) -> Any:
        self.raw = self.perform()
        return self.raw

    def allocate(self, n: int) -> list[int]:
        return [self.observer.model_id(b) for b in self._run()]

    def match(self, hashes: list[int]) -> list[int]:
        found = self._run()
        return [] if not found else [self.observer.model_id(found[0])]

    release = retain = register = _run

    def tick(self) -> None:
        self.observer.clock += 1  # the engine's step count: vLLM keeps no clock

    # observation: the live pool
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
    """Installed on one pool; every engine call goes through ``checker``.
    ``trace`` collects the ops as the allocator level would send them."""

    def __init__(self, pool: Any, checker: BlocksSession, target: EngineCall) -> None:
        self.pool = pool
        self.checker = checker
        self.target = target
        self.depth = 0
        self.calls = 0
        self.trace: list[Op] = []
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
            op = self._op(name, args, kwargs)
            return self.check(op, lambda: original(*args, **kwargs))

        return hooked

    def _unmodelled(self, name: str) -> Callable[..., Any]:
        original = self.original[name]

        def hooked(*args: Any, **kwargs: Any) -> Any:
            if self.depth:
                return original(*args, **kwargs)
            raise DivergenceFound(
                Divergence(
                    self.checker.steps,
                    f"{name}(...)",
                    "engine call",
                    "a call the model knows",
                    f"the engine called BlockPool.{name}",
                    "engine",
                )
            )

        return hooked

    def check(self, op: Op, perform: Callable[[], Any]) -> Any:
        """Apply ``op`` through the checker with the real call as the target's
        verb; hand the engine what that call returned (or raise what it raised)."""
        self.calls += 1
        self.trace.append(op)
        self.target.perform = perform
        self.target.raw = None
        raised: list[BaseException] = []

        def perform_once() -> Any:
            try:
                return perform()
            except BaseException as error:
                raised.append(error)
                raise

        self.target.perform = perform_once
        self.depth += 1
        try:
            self.checker.apply(op)
        finally:
            self.depth -= 1
        if raised:
            raise raised[0]
        return self.target.raw

    def step(self) -> None:
        """One engine step ended: the clock moves, as ``tick`` at the allocator level."""
        op = ops.tick()
        self.trace.append(op)
        self.target.perform = lambda: None
        self.checker.apply(op)

    # ------------------------------------------------------------ the ops
    def _op(self, name: str, args: tuple, kwargs: dict[str, Any]) -> Op:
        o = self.target.observer
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
        o = self.target.observer
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
