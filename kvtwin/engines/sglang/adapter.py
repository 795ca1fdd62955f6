"""SGLang's radix cache over its page allocator as a radix target (``--target sglang``
on the Rust tree core SGLang uses by default, ``--target sglang-python`` on its
Python core): the allocator level.

Each verb is the call SGLang's scheduler makes (``mem_cache/common.py``; made
by :mod:`.runtime`, which standalone tests carry):

* ``alloc(n)``: ``PagedTokenToKVPoolAllocator.alloc(n * page_size)``, whose token
  indices are read back as pages;
* ``free(pages)``: ``allocator.free`` of every token index of the pages;
* ``match(tokens)``: ``match_prefix(MatchPrefixParams(RadixKey(tokens)))``, the
  pages being ``path_device_indices(last_device_node)`` up to the prefix;
* ``insert(tokens, pages, prev_prefix_len)``: ``insert(InsertParams(key, value,
  prev_prefix_len))`` with the pages' token indices as the value, then the path
  of the node it returned (as ``checkpoint_into_tree`` reads it);
* ``lock(node)``: ``lock(node)``, its ``TreeLock`` kept under a number;
  ``unlock(n)``: ``unlock`` of that ``TreeLock`` (kept, so a second unlock
  sends it again);
* ``evict(n)``: ``evict(EvictParams(num_tokens=n)).num_tokens_evicted``;
* ``reset()``: ``flush_cache``'s pair, ``cache.reset()`` and ``allocator.clear()``.

**Caller-trusting.** The cache and the allocator check almost nothing (the
scheduler is trusted): misuse goes straight through and what SGLang then does
is compared with the model; a divergence there is allocator-only. What the
adapter answers itself (:class:`~kvtwin.core.errors.AdapterRefused`) is what
the scheduler cannot even express: arguments that are not ints
(``bad_argument``), fewer pages than whole pages of tokens or a
``prev_prefix_len`` that is not whole pages (no token row is shaped so), and a
lock number it never handed out (``stale_lock``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import kvtwin.engines.sglang.runtime as runtime
from kvtwin.core.errors import AdapterRefused, UsageError
from kvtwin.engines.sglang.loader import SglangRelease, load_release
from kvtwin.engines.sglang.observe import CacheView
from model.radix_tree import POLICIES as ORDERS

POLICIES = (*ORDERS, "disabled")


def _ints(values: Any, what: str, *, low: int | None = None) -> list[int]:
    if not isinstance(values, list | tuple):
        raise AdapterRefused("bad_argument", f"{what} must be a list or a tuple, got {values!r}")
    for value in values:
        if type(value) is not int or (low is not None and value < low):
            raise AdapterRefused("bad_argument", f"{what} must be ints, got {value!r}")
    return list(values)


def _count(n: Any, what: str) -> int:
    if type(n) is not int:  # a negative count goes through: the scheduler's counts are ints
        raise AdapterRefused("bad_argument", f"{what} must be an int, got {n!r}")
    return n


class SglangCacheTarget(CacheView):
    """``UnifiedRadixCache`` (FULL) over ``PagedTokenToKVPoolAllocator``, Rust core."""

    TARGET: ClassVar[str] = "sglang"
    core: ClassVar[str] = "rust"
    """SGLang's ``tree_core_backend``."""

    def __init__(
        self, num_pages: int, page_size: int, policy: str, *, release: SglangRelease | None = None
    ) -> None:
        if policy not in POLICIES:
            raise UsageError(f"unknown policy {policy!r}; expected one of {list(POLICIES)}")
        self.sglang = release or load_release()
        self.api = self.sglang.api
        allocator, cache = runtime.new_cache(self.api, num_pages, page_size, self.core, policy)
        self.sglang.check_core(cache, self.core)
        super().__init__(self.TARGET, allocator, cache, num_pages, page_size, policy)
        self.receipts: dict[int, Any] = {}
        """Lock number -> the TreeLock SGLang handed out."""

    def facts(self) -> dict[str, Any]:
        return {**self.sglang.describe(), "tree_core": type(self.cache.tree_core).__name__}

    # ------------------------------------------------------------- verbs
    def alloc(self, n: int) -> list[int] | None:
        return runtime.alloc(self.allocator, _count(n, "alloc's count"), self.page_size)

    def free(self, pages: Sequence[Any]) -> None:
        self.allocator.free(runtime.indices(_ints(pages, "pages"), self.page_size))

    def match(self, tokens: Sequence[int]) -> tuple[int, Any, list[int]]:
        return runtime.match(self.api, self.cache, _ints(tokens, "tokens", low=0), self.page_size)

    def insert(
        self, tokens: Sequence[int], pages: Sequence[Any], prev_prefix_len: int
    ) -> tuple[int, Any, list[int]]:
        checked = _ints(tokens, "tokens", low=0)
        value = _ints(pages, "pages")
        prev = _count(prev_prefix_len, "prev_prefix_len")
        ps = self.page_size
        if len(value) < len(checked) // ps or prev < 0 or prev % ps:
            raise AdapterRefused(
                "bad_argument", "no token row is shaped so: pages short of the tokens"
            )
        return runtime.insert(self.api, self.cache, checked, value, prev, ps)

    def lock(self, node: Any) -> int:
        tree_lock = self.cache.lock(node)
        number = len(self.receipts) + 1
        self.receipts[number] = tree_lock
        return number

    def unlock(self, lock: Any) -> None:
        if type(lock) is not int or lock not in self.receipts:
            raise AdapterRefused("stale_lock", f"no TreeLock was handed out as {lock!r}")
        self.cache.unlock(self.receipts[lock])

    def evict(self, num_tokens: int) -> int:
        return runtime.evict(self.api, self.cache, _count(num_tokens, "evict's count"))

    def reset(self) -> None:
        runtime.reset(self.allocator, self.cache)


class SglangPythonCache(SglangCacheTarget):
    """The same on SGLang's Python tree core."""

    TARGET: ClassVar[str] = "sglang-python"
    core: ClassVar[str] = "python"
