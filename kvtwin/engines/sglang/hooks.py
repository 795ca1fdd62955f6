"""Every call SGLang's scheduler makes into its page allocator and radix cache,
reported as it happens (the engine level).

:class:`CacheHooks` replaces methods on one allocator and one cache instance
(through the kit's :class:`~kvtwin.core.intercept.Interceptor`). Each call from
outside them becomes one radix op handed to the engine-level session,
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

import torch

import kvtwin.scenarios.radix.ops as ops
from kvtwin.core.engine_level.driver import Port
from kvtwin.core.intercept import PASS, QUIET, Interceptor, nothing
from kvtwin.engines.sglang.runtime import indices, inserted, matched, pages_of
from kvtwin.scenarios.radix.ops import RadixOp

ALLOCATOR = ("alloc", "alloc_extend", "alloc_decode", "free", "free_segment", "free_page_ids",
             "free_group_end")  # fmt: skip
CACHE = ("match_prefix", "touch_prefix", "insert", "lock", "unlock", "evict", "evict_for_alloc")
UNMODELLED = {"allocator": ("clear",), "cache": ("reset", "inc_lock_ref", "dec_lock_ref")}


class CacheHooks:
    def __init__(self, allocator: Any, cache: Any, page_size: int, port: Port) -> None:
        self.allocator, self.cache, self.ps = allocator, cache, page_size
        self.interceptor = Interceptor(port)
        self.locks: dict[int, tuple[int, Any]] = {}
        """id(TreeLock) -> (its number, the TreeLock, kept alive so ids stay unique)."""
        for owner, names in (("allocator", ALLOCATOR), ("cache", CACHE)):
            for name in names:
                self.interceptor.hook(getattr(self, owner), name, getattr(self, f"_{name}"))
            for name in UNMODELLED[owner]:
                self.interceptor.unmodelled(getattr(self, owner), name, f"{owner}.{name}")

    def number(self, lock: Any) -> int | None:
        held = self.locks.get(id(lock))
        return None if held is None else held[0]

    def _unexpected(self, expected: str, actual: str) -> object:
        """Reported; the call is then made unchecked (the model does not know it)."""
        self.interceptor.port.unexpected("engine call", expected, actual)
        return PASS

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

    def _free(self, free_index: Any) -> tuple[RadixOp, Callable[[Any], Any]] | object:
        if free_index.numel() == 0:  # nothing happens to the pool
            return PASS
        pages = sorted({int(i) // self.ps for i in free_index.tolist()})
        return ops.free(pages), nothing

    def _free_segment(self, free_index: Any, *, start_pos: int) -> tuple[RadixOp, Any] | object:
        if free_index.numel() == 0:
            return PASS
        return ops.free(pages_of(free_index, self.ps)), nothing

    def _free_page_ids(self, page_ids: Any) -> tuple[RadixOp, Any] | object:
        if page_ids.numel() == 0:
            return PASS
        return ops.free([int(p) for p in page_ids.tolist()]), nothing

    def _free_group_end(self) -> object:
        """The held pages join the free list: each free was checked at its call."""
        return QUIET

    def _match_prefix(self, params: Any) -> tuple[RadixOp, Callable[[Any], Any]]:
        def result(raw: Any) -> tuple[int, Any, list[int]]:
            return matched(self.cache, int(raw.device_prefix_len), raw.last_device_node, self.ps)

        return ops.match(list(params.key.raw_token_ids())), result

    def _touch_prefix(self, key: Any) -> tuple[RadixOp, Callable[[Any], Any]]:
        def result(raw: Any) -> tuple[int, Any, list[int]]:
            length, node, _ = self.cache.tree_core.match_full_device_prefix(key)
            return matched(self.cache, int(length), node, self.ps)

        return ops.match(list(key.raw_token_ids())), result

    def _insert(self, params: Any) -> tuple[RadixOp, Callable[[Any], Any]] | object:
        value = params.value
        pages = None if value is None or value.numel() % self.ps else pages_of(value, self.ps)
        if pages is None or not torch.equal(indices(pages, self.ps).to(value.dtype), value):
            return self._unexpected("an insert of whole pages", f"insert value {value}")
        tokens = list(params.key.raw_token_ids())
        op = ops.insert(tokens, pages, int(params.prev_prefix_len))
        return op, lambda raw: inserted(self.cache, raw, self.ps)

    def _lock(self, node_id: Any, skip_lock_components: Any = ()) -> tuple[RadixOp, Any]:
        def result(raw: Any) -> int | None:
            if raw is None:
                return None
            number = len(self.locks) + 1
            self.locks[id(raw)] = (number, raw)
            return number

        return ops.lock(node_id), result

    def _unlock(self, lock: Any) -> tuple[RadixOp, Any] | object:
        if lock is None:  # SGLang's unlock of no lock does nothing
            return PASS
        return ops.unlock(self.number(lock)), nothing

    def _evict(self, params: Any) -> tuple[RadixOp, Callable[[Any], Any]]:
        return ops.evict(int(params.num_tokens)), _evicted

    def _evict_for_alloc(
        self, params: Any, *, allocation_reclaim_satisfied: Any = None
    ) -> tuple[RadixOp, Callable[[Any], Any]] | object:
        if allocation_reclaim_satisfied is not None:
            return self._unexpected("an eviction of tokens", "evict by a reclaim predicate")
        return ops.evict(int(params.num_tokens)), _evicted


def _evicted(raw: Any) -> int:
    return int(raw.num_tokens_evicted)
