"""Reading one SGLang allocator and radix cache as the radix model's observations,
the same way from both tree cores (the Rust core has no node objects to walk),
at both levels.

* **Pages.** A token index ``i`` is page ``i // page_size``; page 0 is SGLang's
  padding page. A page is *free* as often as the allocator's free list (with
  its staged pages and those a free group holds back) holds it, *in the tree*
  as often as the tree's values hold its tokens (``all_values_flatten``),
  *cached* when that node is unlocked (``walk_for_kv_canary(unlocked_only=True)``),
  else *locked*; a page in neither is the caller's (*private*). A broken state
  shows as such (``free x2``, ``free+cached``), never corrected.
* **Nodes.** ``pretty_print`` names every node with its depth and lock count,
  and ``path_device_indices`` gives each node's pages (:func:`.runtime.tree`).
* **Counts.** The allocator's ``available_size()`` in pages and the cache's own
  ``evictable_size()``, ``protected_size()`` and ``total_size()``: a ledger that
  drifts from the tree shows.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any, ClassVar

import kvtwin.engines.sglang.runtime as runtime
from kvtwin.scenarios.radix.target import NodeRow, RadixTarget


class CacheView(RadixTarget):
    """One allocator and cache, read (the allocator level's adapter adds the verbs;
    the engine level reads the scheduler's own pair through it)."""

    trusts_caller: ClassVar[bool] = True
    """SGLang checks almost nothing its scheduler passes: misuse goes through."""

    def __init__(
        self, name: str, allocator: Any, cache: Any, num_pages: int, page_size: int, policy: str
    ) -> None:
        self.name, self.allocator, self.cache = name, allocator, cache
        self.num_pages, self.page_size, self.policy = num_pages, page_size, policy

    def root(self) -> Any:
        return self.cache.root_node_handle()

    def self_check(self) -> None:
        self.cache.sanity_check()

    def counts(self) -> tuple[int, int, int, int]:
        return runtime.counts(self.allocator, self.cache, self.page_size)

    def free_pages(self) -> list[int]:
        return runtime.free_pool(self.allocator, self.page_size)

    def structure(self) -> list[NodeRow]:
        return runtime.tree(self.cache, self.page_size)

    def page_states(self, pages: Sequence[int]) -> list[str]:
        ps = self.page_size
        free = Counter(self.free_pages())
        tree = Counter(int(i) // ps for i in self.cache.all_values_flatten().tolist())
        walk = self.cache.tree_core.walk_for_kv_canary(True, False)
        unlocked = {int(i) // ps for i in walk.slot_indices.tolist()}
        return [_state(free[p], -(-tree[p] // ps), p in unlocked) for p in pages]


def _state(free: int, tree: int, unlocked: bool) -> str:
    parts = []
    if free:
        parts.append("free" if free == 1 else f"free x{free}")
    if tree:
        held = "cached" if unlocked else "locked"
        parts.append(held if tree == 1 else f"{held} x{tree}")
    return "+".join(parts) or "private"
