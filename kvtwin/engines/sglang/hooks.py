"""Every call SGLang's scheduler makes into its page allocator and radix cache,
reported as it happens (the engine level).

:class:`CacheHooks` replaces methods on one allocator and one cache instance.
Each call from outside them becomes one radix op and a
:class:`~kvtwin.scenarios.blocks.targets.driver.Call` handed to the session,
which makes the real call with the engine's own arguments and checks it against
the model as at the allocator level; the engine gets back what the call
returned or raised. Calls they make into each other (an insert freeing the
caller's duplicate pages, an eviction freeing a leaf) pass straight through:
the model's verb does that part. How the calls read as ops:

============================================  =======================================
``alloc(n)``                                ``alloc(n // page_size)``
``alloc_extend`` / ``alloc_decode``         ``alloc`` of the new pages they take
``free`` / ``free_segment`` / ``free_page_ids``  ``free`` of the pages they release
``free_group_end()``                        nothing: its pages were freed already
``match_prefix`` / ``touch_prefix``         ``match(tokens)``
``insert(params)``                          ``insert(tokens, pages, prev_prefix_len)``
``lock(node)`` / ``unlock(lock)``           ``lock`` / ``unlock`` (TreeLocks numbered)
``evict`` / ``evict_for_alloc``             ``evict(num_tokens)``
============================================  =======================================

A free inside a free group (the scheduler wraps each batch's results in one)
is held back by the allocator until ``free_group_end``, and so are the pages an
insert or an eviction frees meanwhile: the model frees them at the call, and
the observer counts the pages a group holds back as free (:mod:`.observe`),
so both sides agree at every call; ``free_group_end`` (whose own ``free`` of
the held pages is internal) changes nothing either side can see. Any other
call that changes the pool or the tree from
outside (``clear``, ``reset``, a bare ``inc_lock_ref``/``dec_lock_ref``, an
eviction by reclaim predicate, an insert whose value is not whole pages) is
reported as unexpected (field ``engine call``): the model does not know it, and
the harness says so instead of guessing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import kvtwin.scenarios.radix.ops as ops
from kvtwin.scenarios.blocks.targets.driver import Call, Checked, Unexpected
from kvtwin.scenarios.blocks.targets.sglang.observe import token_pages
from kvtwin.scenarios.radix.ops import RadixOp

ALLOCATOR = ("alloc", "alloc_extend", "alloc_decode", "free", "free_segment", "free_page_ids",
             "free_group_end")  # fmt: skip
CACHE = ("match_prefix", "touch_prefix", "insert", "lock", "unlock", "evict", "evict_for_alloc")
QUIET = object()
"""A call that runs with its inner calls unreported (they were checked already)."""
UNMODELLED = {"allocator": ("clear",), "cache": ("reset", "inc_lock_ref", "dec_lock_ref")}


class CacheHooks:
    def __init__(
        self, allocator: Any, cache: Any, page_size: int, checked: Checked, unexpected: Unexpected
    ) -> None:
        self.allocator, self.cache, self.ps = allocator, cache, page_size
        self.checked, self.unexpected = checked, unexpected
        self.depth = 0
        self.calls = 0
        self.locks: dict[int, tuple[int, Any]] = {}
        """id(TreeLock) -> (its number, the TreeLock, kept alive so ids stay unique)."""
        for owner, names in (("allocator", ALLOCATOR), ("cache", CACHE)):
            target = getattr(self, owner)
            for name in names:
                setattr(target, name, self._hook(owner, name, getattr(target, name)))
            for name in UNMODELLED[owner]:
                setattr(target, name, self._unmodelled(owner, name, getattr(target, name)))

    def number(self, lock: Any) -> int | None:
        held = self.locks.get(id(lock))
        return None if held is None else held[0]

    # --------------------------------------------------------------- hooks
    def _hook(self, owner: str, name: str, original: Callable[..., Any]) -> Callable[..., Any]:
        describe = getattr(self, f"_{name}")

        def hooked(*args: Any, **kwargs: Any) -> Any:
            if self.depth:
                return original(*args, **kwargs)
            described = describe(*args, **kwargs)
            if described is None:  # nothing happens to the pool or the tree yet
                return original(*args, **kwargs)
            if described is QUIET:  # its inner calls are its own, and already checked
                self.depth += 1
                try:
                    return original(*args, **kwargs)
                finally:
                    self.depth -= 1
            op, result = described
            self.calls += 1
            self.depth += 1
            try:
                return self.checked(Call(op, lambda: original(*args, **kwargs), result))
            finally:
                self.depth -= 1

        return hooked

    def _unmodelled(
        self, owner: str, name: str, original: Callable[..., Any]
    ) -> Callable[..., Any]:
        def hooked(*args: Any, **kwargs: Any) -> Any:
            if not self.depth:
                self.unexpected("engine call", "a call the model knows", f"{owner}.{name}")
            return original(*args, **kwargs)

        return hooked

    # ---------------------------------------------- what each call means
    def _alloc(self, need_size: int) -> tuple[RadixOp, Callable[[Any], Any]]:
        return ops.alloc(int(need_size) // self.ps), self._fresh_pages

    def _alloc_extend(
        self, prefix_lens: Any, prefix_lens_cpu: Any, seq_lens: Any, seq_lens_cpu: Any,
        last_loc: Any, extend_num_tokens: int, num_new_pages: int | None = None,
    ) -> tuple[RadixOp, Callable[[Any], Any]]:  # fmt: skip
        pages = lambda n: -(-int(n) // self.ps)  # noqa: E731
        new = sum(
            pages(s) - pages(p)
            for p, s in zip(prefix_lens_cpu.tolist(), seq_lens_cpu.tolist(), strict=True)
        )
        return ops.alloc(new), self._fresh_pages

    def _alloc_decode(
        self, seq_lens: Any, seq_lens_cpu: Any, last_loc: Any, **extra: Any
    ) -> tuple[RadixOp, Callable[[Any], Any]]:
        new = sum(1 for n in seq_lens_cpu.tolist() if (int(n) - 1) % self.ps == 0)
        return ops.alloc(new), self._fresh_pages

    def _fresh_pages(self, raw: Any) -> list[int] | None:
        """The pages a token allocation started: the indices that begin a page (a
        request's partial last page goes on being filled, never handed out again)."""
        if raw is None:
            return None
        return [int(i) // self.ps for i in raw.tolist() if int(i) % self.ps == 0]

    def _free(self, free_index: Any) -> tuple[RadixOp, Callable[[Any], Any]] | None:
        if free_index.numel() == 0:
            return None
        pages = sorted({int(i) // self.ps for i in free_index.tolist()})
        return ops.free(pages), _nothing

    def _free_segment(self, free_index: Any, *, start_pos: int) -> tuple[RadixOp, Any] | None:
        if free_index.numel() == 0:
            return None
        return ops.free(token_pages(free_index, self.ps)), _nothing

    def _free_page_ids(self, page_ids: Any) -> tuple[RadixOp, Any] | None:
        if page_ids.numel() == 0:
            return None
        return ops.free([int(p) for p in page_ids.tolist()]), _nothing

    def _free_group_end(self) -> object:
        """The held pages join the free list: each free was checked at its call."""
        return QUIET

    def _match_prefix(self, params: Any) -> tuple[RadixOp, Callable[[Any], Any]]:
        def result(raw: Any) -> tuple[int, Any, list[int]]:
            return self._path(int(raw.device_prefix_len), raw.last_device_node)

        return ops.match(list(params.key.raw_token_ids())), result

    def _touch_prefix(self, key: Any) -> tuple[RadixOp, Callable[[Any], Any]]:
        def result(raw: Any) -> tuple[int, Any, list[int]]:
            length, node, _ = self.cache.tree_core.match_full_device_prefix(key)
            return self._path(int(length), node)

        return ops.match(list(key.raw_token_ids())), result

    def _insert(self, params: Any) -> tuple[RadixOp, Callable[[Any], Any]] | None:
        value = params.value
        if value is None or not self._whole_pages(value):
            self.unexpected("engine call", "an insert of whole pages", f"insert value {value}")
            return None
        tokens = list(params.key.raw_token_ids())
        op = ops.insert(tokens, token_pages(value, self.ps), int(params.prev_prefix_len))

        def result(raw: Any) -> tuple[int, Any, list[int]]:
            node = raw.last_device_node
            path = (
                [] if node is None else token_pages(self.cache.path_device_indices(node), self.ps)
            )
            return int(raw.prefix_len), node, path

        return op, result

    def _lock(self, node_id: Any, skip_lock_components: Any = ()) -> tuple[RadixOp, Any]:
        def result(raw: Any) -> int | None:
            if raw is None:
                return None
            number = len(self.locks) + 1
            self.locks[id(raw)] = (number, raw)
            return number

        return ops.lock(node_id), result

    def _unlock(self, lock: Any) -> tuple[RadixOp, Any] | None:
        if lock is None:  # SGLang's unlock of no lock does nothing
            return None
        return ops.unlock(self.number(lock)), _nothing

    def _evict(self, params: Any) -> tuple[RadixOp, Callable[[Any], Any]]:
        return ops.evict(int(params.num_tokens)), _evicted

    def _evict_for_alloc(
        self, params: Any, *, allocation_reclaim_satisfied: Any = None
    ) -> tuple[RadixOp, Callable[[Any], Any]] | None:
        if allocation_reclaim_satisfied is not None:
            self.unexpected("engine call", "an eviction of tokens", "evict by a reclaim predicate")
            return None
        return ops.evict(int(params.num_tokens)), _evicted

    # ------------------------------------------------------------ helpers
    def _path(self, length: int, node: Any) -> tuple[int, Any, list[int]]:
        path = self.cache.path_device_indices(node)[:length]
        return length, node, token_pages(path, self.ps)

    def _whole_pages(self, value: Any) -> bool:
        import torch

        if value.numel() % self.ps:
            return False
        starts = value[:: self.ps]
        expect = (starts[:, None] + torch.arange(self.ps)).reshape(-1)
        return bool((starts % self.ps == 0).all()) and bool(torch.equal(expect, value))


def _nothing(raw: Any) -> None:
    return None


def _evicted(raw: Any) -> int:
    return int(raw.num_tokens_evicted)
