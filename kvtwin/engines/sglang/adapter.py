"""SGLang's radix cache over its page allocator as a radix target (``--target sglang``
on the Rust tree core SGLang uses by default, ``--target sglang-python`` on its
Python core): the allocator level.

Each verb is the call SGLang's scheduler makes (``mem_cache/common.py``):

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
adapter answers itself is what the scheduler cannot even express: arguments
that are not ints (``bad_argument``), fewer pages than whole pages of tokens or
a ``prev_prefix_len`` that is not whole pages (no token row is shaped so), and a
lock number it never handed out (``stale_lock``).
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from typing import Any, ClassVar

from kvtwin.core.errors import UsageError
from kvtwin.scenarios.blocks.targets.sglang.loader import SglangRelease, load_release
from kvtwin.scenarios.blocks.targets.sglang.observe import CacheObserver, token_pages
from kvtwin.scenarios.radix.target import (
    ObservedThrough,
)
from model.radix_tree import POLICIES as ORDERS

TARGETS = {"sglang": "rust", "sglang-python": "python"}
"""Target name -> SGLang's ``tree_core_backend``."""
POLICIES = (*ORDERS, "disabled")


class AdapterBadArgument(ValueError):
    kind: ClassVar[str] = "bad_argument"


class AdapterStaleLock(KeyError):
    kind: ClassVar[str] = "stale_lock"


def _ints(values: Any, what: str, *, low: int | None = None) -> list[int]:
    if not isinstance(values, list | tuple):
        raise AdapterBadArgument(f"{what} must be a list or a tuple, got {values!r}")
    for value in values:
        if type(value) is not int or (low is not None and value < low):
            raise AdapterBadArgument(f"{what} must be ints, got {value!r}")
    return list(values)


def _count(n: Any, what: str) -> int:
    if type(n) is not int:  # a negative count goes through: the scheduler's counts are ints
        raise AdapterBadArgument(f"{what} must be an int, got {n!r}")
    return n


class SglangCacheTarget(ObservedThrough):
    trusts_caller: ClassVar[bool] = True

    def __init__(
        self,
        num_pages: int,
        page_size: int,
        policy: str,
        core: str,
        *,
        release: SglangRelease | None = None,
    ) -> None:
        if policy not in POLICIES:
            raise UsageError(f"unknown policy {policy!r}; expected one of {list(POLICIES)}")
        self.sglang = release or load_release()
        self.name = next(name for name, c in TARGETS.items() if c == core)
        self.num_pages, self.page_size, self.policy, self.core = num_pages, page_size, policy, core
        self._build()

    def _build(self) -> None:
        self.allocator, self.cache = self.sglang.build(
            self.num_pages, self.page_size, self.core, self.policy
        )
        self.observer = CacheObserver(self.allocator, self.cache, self.page_size)
        self.receipts: dict[int, Any] = {}
        params = self.sglang.module("params")
        self.Match, self.Insert, self.Evict = (
            params.MatchPrefixParams,
            params.InsertParams,
            params.EvictParams,
        )

    def facts(self) -> dict[str, Any]:
        return {**self.sglang.describe(), "tree_core": type(self.cache.tree_core).__name__}

    # ------------------------------------------------------------- verbs
    def alloc(self, n: int) -> list[int] | None:
        indices = self.allocator.alloc(_count(n, "alloc's count") * self.page_size)
        return None if indices is None else token_pages(indices, self.page_size)

    def free(self, pages: Sequence[Any]) -> None:
        self.allocator.free(self._indices(_ints(pages, "pages")))

    def match(self, tokens: Sequence[int]) -> tuple[int, Any, list[int]]:
        result = self.cache.match_prefix(self.Match(key=self._key(tokens)))
        prefix = int(result.device_prefix_len)
        node = result.last_device_node
        path = self.cache.path_device_indices(node)[:prefix]
        return prefix, node, token_pages(path, self.page_size)

    def insert(
        self, tokens: Sequence[int], pages: Sequence[Any], prev_prefix_len: int
    ) -> tuple[int, Any, list[int]]:
        key = self._key(tokens)
        value = _ints(pages, "pages")
        prev = _count(prev_prefix_len, "prev_prefix_len")
        if len(value) < len(tokens) // self.page_size or prev < 0 or prev % self.page_size:
            raise AdapterBadArgument("no token row is shaped so: pages short of the tokens")
        result = self.cache.insert(
            self.Insert(key=key, value=self._indices(value), prev_prefix_len=prev)
        )
        node = result.last_device_node
        if node is None:  # a cache that keeps nothing
            return int(result.prefix_len), None, []
        path = self.cache.path_device_indices(node)
        return int(result.prefix_len), node, token_pages(path, self.page_size)

    def lock(self, node: Any) -> int:
        tree_lock = self.cache.lock(node)
        number = len(self.receipts) + 1
        self.receipts[number] = tree_lock
        return number

    def unlock(self, lock: Any) -> None:
        if type(lock) is not int or lock not in self.receipts:
            raise AdapterStaleLock(f"no TreeLock was handed out as {lock!r}")
        self.cache.unlock(self.receipts[lock])

    def evict(self, num_tokens: int) -> int:
        evicted = self.cache.evict(self.Evict(num_tokens=_count(num_tokens, "evict's count")))
        return int(evicted.num_tokens_evicted)

    def reset(self) -> None:
        self.cache.reset()
        self.allocator.clear()

    # -------------------------------------------------------- observation

    # --------------------------------------------------------- internals
    def _key(self, tokens: Sequence[int]) -> Any:
        checked = _ints(tokens, "tokens", low=0)
        return self.sglang.module("keys").RadixKey(array("q", checked))

    def _indices(self, pages: list[int]) -> Any:
        import torch

        if not pages:
            return torch.empty(0, dtype=torch.int64)
        base = torch.tensor(pages, dtype=torch.int64)[:, None] * self.page_size
        return (base + torch.arange(self.page_size)).reshape(-1)
