"""Reference model of a paged radix-tree prefix cache over a page allocator
(docs/contract.md section 6), SGLang's ``UnifiedRadixCache`` (full attention)
over its ``PagedTokenToKVPoolAllocator`` as the worked example.

Written to be audited, not to be fast: every verb checks all of its arguments
before it changes anything, and records the pages it changed (``touched``). The
tree mechanics (nodes, splits, access times, eviction orders) are
``radix_tree.py``; the invariants ``radix_invariants.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from model.errors import BadArgument, InvalidChoice, NotOwned
from model.radix_errors import BadPage, StaleLock, StaleNode
from model.radix_invariants import RadixInvariants
from model.radix_tree import POLICIES, Node, PageKey, Tree, common_pages

FREE, PRIVATE, CACHED, LOCKED = "free", "private", "cached", "locked"
DISABLED = "disabled"
"""The policy of a cache that keeps nothing (SGLang's ``--disable-radix-cache``)."""


class Match(NamedTuple):
    prefix_len: int
    node: int
    pages: list[int]


class Inserted(NamedTuple):
    prefix_len: int
    node: int | None
    pages: list[int]
    """The tree's pages from the root to ``node`` (what the caller's row now holds)."""


class RadixCounts(NamedTuple):
    """Pages free; tokens cached (unlocked: evictable), locked (protected), in the tree."""

    free: int
    evictable: int
    protected: int
    tree: int


class RadixCacheModel(RadixInvariants):
    """Pages ``1 .. num_pages`` (page 0 is the padding page), a radix tree over them."""

    def __init__(self, num_pages: int, page_size: int, policy: str = "lru") -> None:
        for name, value in (("num_pages", num_pages), ("page_size", page_size)):
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise BadArgument(f"{name} must be an int >= 1, got {value!r}")
        if policy != DISABLED and policy not in POLICIES:
            raise BadArgument(f"unknown policy {policy!r}; expected {[*POLICIES, DISABLED]}")
        self.num_pages = num_pages
        self.page_size = page_size
        self.policy = policy
        self.touched: set[int] = set()
        self.next_lock = 0
        self.reset()

    # ----------------------------------------------------------- allocator
    def alloc(self, n: int, choose: Sequence[int] | None = None) -> list[int] | None:
        """``n`` free pages (the target's pick, checked), or ``None`` when fewer are free.
        The allocator never evicts: making room is the caller's ``evict``."""
        self._begin()
        _count(n, "alloc")
        if n > len(self._free):
            return None
        chosen = sorted(self._free)[:n] if choose is None else [_int(p) for p in choose]
        if len(chosen) != n or len(set(chosen)) != n or not set(chosen) <= self._free:
            raise InvalidChoice(f"alloc({n}) handed out {chosen}: not {n} distinct free pages")
        for page in chosen:
            self._free.discard(page)
            self._state[page] = PRIVATE
            self.touched.add(page)
        return chosen

    def free(self, pages: Sequence[int]) -> None:
        """Return the caller's pages; a page named twice in one call is freed once
        (the allocator frees every page its token indices touch)."""
        self._begin()
        distinct = list(dict.fromkeys(self._pages(pages)))
        for page in distinct:
            if self._state[page] != PRIVATE:
                raise NotOwned(f"free names page {page}, which is {self._state[page]}")
        for page in distinct:
            self._release(page)

    # ---------------------------------------------------------------- tree
    def match(self, tokens: Sequence[int]) -> Match:
        """The longest cached prefix of ``tokens`` in whole pages; a match ending
        inside a node splits it, and the path is stamped as accessed."""
        self._begin()
        keys = self._keys(tokens)
        if self.policy == DISABLED or not keys:
            return Match(0, self.tree.root.id, [])
        node, start, pages = self.tree.root, 0, []
        best = node
        while start < len(keys) and keys[start] in node.children:
            child = node.children[keys[start]]
            count = common_pages(child.keys, keys, start)
            if count < len(child.keys):
                best = self.tree.split(child, count)
                pages += best.pages
                break
            pages += child.pages
            node = best = child
            start += count
        self.tree.stamp_path(best)
        return Match(len(pages) * self.page_size, best.id, pages)

    def insert(
        self, tokens: Sequence[int], pages: Sequence[int], prev_prefix_len: int = 0
    ) -> Inserted:
        """Put the whole pages of ``tokens`` in the tree. ``pages[i]`` holds page ``i``
        of ``tokens``; the first ``prev_prefix_len`` tokens' pages are the tree's own
        (from an earlier match) and are not read. Where the tree holds a page already,
        the caller's page for it is freed; the pages past the tree's prefix become a
        new leaf. An unaligned tail of ``tokens`` and any page past it stay the
        caller's."""
        self._begin()
        keys = self._keys(tokens)
        value = self._pages(pages)
        _count(prev_prefix_len, "insert's prev_prefix_len")
        if prev_prefix_len % self.page_size:
            raise BadArgument(f"prev_prefix_len {prev_prefix_len} is not whole pages")
        if len(value) < len(keys):
            raise BadArgument(f"{len(keys)} whole pages of tokens but only {len(value)} pages")
        if self.policy == DISABLED:
            return Inserted(0, None, [])
        walk = self._walk(keys)
        own = prev_prefix_len // self.page_size
        freed = [value[i] for i in range(own, walk) if i < walk]
        adopted = value[walk : len(keys)]
        taken = freed + adopted
        for page in taken:
            if self._state[page] != PRIVATE:
                raise NotOwned(f"insert gives the tree page {page}, which is {self._state[page]}")
        if len(set(taken)) != len(taken):
            raise NotOwned(f"insert names a page twice among {taken}")
        node = self._insert_walk(keys)
        for page in freed:
            self._release(page)
        if walk < len(keys):
            node = self.tree.new_node(keys[walk:], list(adopted), node)
            for page in adopted:
                self._state[page] = CACHED if node.lock_ref == 0 else LOCKED
                self.touched.add(page)
        return Inserted(walk * self.page_size, node.id, node.path_pages())

    def lock(self, node: int) -> int:
        """Protect the node and every ancestor from eviction; the receipt unlocks it."""
        self._begin()
        target = self._node(node)
        for current in target.path():
            current.lock_ref += 1
            self._restate(current)
        self.next_lock += 1
        self._locks[self.next_lock] = target.id
        return self.next_lock

    def unlock(self, lock: int) -> None:
        self._begin()
        if isinstance(lock, bool) or not isinstance(lock, int) or lock not in self._locks:
            raise StaleLock(f"unlock of lock {lock!r}, which is not held")
        target = self.tree.nodes[self._locks.pop(lock)]
        for current in target.path():
            current.lock_ref -= 1
            self._restate(current)

    def evict(self, num_tokens: int) -> int:
        """Free unlocked leaves, whole, in the policy's order until at least
        ``num_tokens`` tokens went or none is left; the tokens freed."""
        self._begin()
        _count(num_tokens, "evict")
        if self.policy == DISABLED:
            return 0
        freed = 0
        for victim in self.tree.eviction_order(self.policy, num_tokens, self.page_size):
            self.tree.remove_leaf(victim)
            for page in victim.pages:
                self._release(page)
            freed += len(victim.pages) * self.page_size
        return freed

    def reset(self) -> None:
        """Everything free, the tree empty, every lock and handle stale."""
        self.tree = Tree()
        self._state: list[str] = [FREE] * (self.num_pages + 1)
        self._free: set[int] = set(range(1, self.num_pages + 1))
        self._locks: dict[int, int] = {}
        self.touched = set(range(1, self.num_pages + 1))

    # --------------------------------------------------------- observation
    def state(self, page: int) -> str:
        return self._state[page]

    def free_pages(self) -> list[int]:
        return sorted(self._free)

    def counts(self) -> RadixCounts:
        cached = sum(1 for s in self._state[1:] if s == CACHED)
        locked = sum(1 for s in self._state[1:] if s == LOCKED)
        ps = self.page_size
        return RadixCounts(len(self._free), cached * ps, locked * ps, (cached + locked) * ps)

    def locks(self) -> dict[int, int]:
        """Held lock -> the node it was taken on."""
        return dict(self._locks)

    def has_node(self, node: Any) -> bool:
        return isinstance(node, int) and not isinstance(node, bool) and node in self.tree.nodes

    # ------------------------------------------------------------ internals
    def _begin(self) -> None:
        self.touched = set()

    def _release(self, page: int) -> None:
        self._state[page] = FREE
        self._free.add(page)
        self.touched.add(page)

    def _restate(self, node: Node) -> None:
        for page in node.pages:
            self._state[page] = CACHED if node.lock_ref == 0 else LOCKED
            self.touched.add(page)

    def _walk(self, keys: list[PageKey]) -> int:
        """Pages of ``keys`` the tree holds already (read-only)."""
        node, start = self.tree.root, 0
        while start < len(keys) and keys[start] in node.children:
            child = node.children[keys[start]]
            count = common_pages(child.keys, keys, start)
            start += count
            if count < len(child.keys):
                break
            node = child
        return start

    def _insert_walk(self, keys: list[PageKey]) -> Node:
        """Insert's walk: the root and every node it enters are touched, a node it
        leaves early is split; the node its prefix ends on."""
        self.tree.touch(self.tree.root)
        node, start = self.tree.root, 0
        while start < len(keys) and keys[start] in node.children:
            child = node.children[keys[start]]
            self.tree.touch(child)
            count = common_pages(child.keys, keys, start)
            node = self.tree.split(child, count) if count < len(child.keys) else child
            start += count
        return node

    def _node(self, node: Any) -> Node:
        if not self.has_node(node):
            raise StaleNode(f"node {node!r} is not in the tree")
        return self.tree.nodes[node]

    def _keys(self, tokens: Sequence[int]) -> list[PageKey]:
        if not isinstance(tokens, list | tuple):
            raise BadArgument(f"tokens must be a list or a tuple, got {tokens!r}")
        for token in tokens:
            if isinstance(token, bool) or not isinstance(token, int) or token < 0:
                raise BadArgument(f"tokens must be ints >= 0, got {token!r}")
        ps = self.page_size
        return [tuple(tokens[i : i + ps]) for i in range(0, len(tokens) // ps * ps, ps)]

    def _pages(self, pages: Sequence[int]) -> list[int]:
        if not isinstance(pages, list | tuple):
            raise BadArgument(f"pages must be a list or a tuple, got {pages!r}")
        checked = [_int(p) for p in pages]
        for page in checked:
            if page == 0:
                raise BadPage("page 0 is the reserved padding page")
            if not 1 <= page <= self.num_pages:
                raise BadPage(f"page {page} is out of range 1..{self.num_pages}")
        return checked


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadArgument(f"page ids must be ints, got {value!r}")
    return value


def _count(n: Any, what: str) -> None:
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise BadArgument(f"{what} needs a count >= 0, got {n!r}")
