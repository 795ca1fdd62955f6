"""Reading one SGLang allocator and radix cache as the radix model's observations,
the same way from both tree cores (the Rust core has no node objects to walk).

* **Pages.** A token index ``i`` is page ``i // page_size``; page 0 is SGLang's
  padding page. A page is *free* as often as the allocator's free list (with
  its staged pages and those a free group holds back) holds it, *in the tree*
  as often as the tree's values hold its tokens (``all_values_flatten``),
  *cached* when that node is unlocked (``walk_for_kv_canary(unlocked_only=True)``),
  else *locked*; a page in neither is the caller's (*private*). A broken state
  shows as such (``free x2``, ``free+cached``), never corrected.
* **Nodes.** ``pretty_print`` names every node with its depth and lock count (the
  Rust core writes it to file descriptor 1, the Python core to ``sys.stdout``:
  both are captured), and ``path_device_indices`` gives each node's pages.
* **Counts.** The allocator's ``available_size()`` in pages and the cache's own
  ``evictable_size()``, ``protected_size()`` and ``total_size()``: a ledger that
  drifts from the tree shows.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import sys
import tempfile
from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Any

LINE = re.compile(r"^( *)\[(-?\d+)\] (\d+) full_lock=(-?\d+)")


def token_pages(indices: Any, page_size: int) -> list[int]:
    """The page of every ``page_size``-th token index (a page-structured tensor)."""
    return [int(i) // page_size for i in indices[::page_size].tolist()]


@contextlib.contextmanager
def captured() -> Iterator[dict[str, str]]:
    """What is printed to ``sys.stdout`` and to file descriptor 1 meanwhile."""
    box: dict[str, str] = {}
    text = io.StringIO()
    sys.stdout.flush()
    saved = os.dup(1)
    with tempfile.TemporaryFile(mode="w+b") as sink:
        os.dup2(sink.fileno(), 1)
        try:
            with contextlib.redirect_stdout(text):
                yield box
        finally:
            sys.stdout.flush()
            os.dup2(saved, 1)
            os.close(saved)
            sink.seek(0)
            box["text"] = text.getvalue() + sink.read().decode(errors="replace")


class CacheObserver:
    def __init__(self, allocator: Any, cache: Any, page_size: int) -> None:
        self.allocator = allocator
        self.cache = cache
        self.page_size = page_size

    def root(self) -> Any:
        return self.cache.root_node_handle()

    def self_check(self) -> None:
        self.cache.sanity_check()

    def held(self) -> list[int]:
        """The pages a free group holds back (free once it ends: the model frees
        them at the call); pages freed twice within the group count once, as
        ``free_group_end`` frees their union."""
        ps = self.page_size
        group = getattr(self.allocator, "free_group", None) or []
        pages = sorted({int(i) // ps for part in group for i in part.tolist()})
        for part in getattr(self.allocator, "free_page_ids_group", None) or []:
            pages += [int(p) for p in part.tolist()]
        return pages

    def counts(self) -> tuple[int, int, int, int]:
        return (
            int(self.allocator.available_size()) // self.page_size + len(self.held()),
            int(self.cache.evictable_size()),
            int(self.cache.protected_size()),
            int(self.cache.total_size()[0]),
        )

    def free_pages(self) -> list[int]:
        free = [int(p) for p in self.allocator.get_all_free_pages().tolist()]
        return sorted(free + self.held())

    def page_states(self, pages: Sequence[int]) -> list[str]:
        ps = self.page_size
        free = Counter(self.free_pages())
        tree = Counter(int(i) // ps for i in self.cache.all_values_flatten().tolist())
        walk = self.cache.tree_core.walk_for_kv_canary(True, False)
        unlocked = {int(i) // ps for i in walk.slot_indices.tolist()}
        return [_state(free[p], -(-tree[p] // ps), p in unlocked) for p in pages]

    def structure(self) -> list[tuple[tuple[int, ...], int, int]]:
        """Every node but the root: (its pages, its parent's last page or 0, lock count)."""
        with captured() as box:
            self.cache.pretty_print()
        stack: list[tuple[int, int]] = []  # (node id, pages on its path)
        rows = []
        for line in box["text"].splitlines():
            found = LINE.match(line)
            if not found:
                continue
            depth = (len(found.group(1)) - 1) // 2
            node, lock = int(found.group(2)), int(found.group(4))
            del stack[depth:]
            if depth == 0:
                stack.append((node, 0))
                continue
            path = token_pages(self.cache.path_device_indices(node), self.page_size)
            above = stack[-1][1] if stack else 0
            rows.append((tuple(path[above:]), path[above - 1] if above else 0, lock))
            stack.append((node, len(path)))
        return sorted(rows)


def _state(free: int, tree: int, unlocked: bool) -> str:
    parts = []
    if free:
        parts.append("free" if free == 1 else f"free x{free}")
    if tree:
        held = "cached" if unlocked else "locked"
        parts.append(held if tree == 1 else f"{held} x{tree}")
    return "+".join(parts) or "private"
