"""The radix tree under the radix cache model: nodes over whole pages, the walks
that split them, access times, and the eviction orders of the policies.

A node holds a run of pages: ``keys[i]`` is the token tuple of its ``i``-th page
and ``pages[i]`` the page that holds it. Children are keyed by their first
page's tokens. A walk that ends inside a node splits it, and nothing ever merges
nodes back, so node boundaries are part of the state: eviction takes whole
leaves. Times are a logical clock, ``(tick, -k)``: a plain touch is
``(tick, 0)``; a match stamps its deepest node ``(tick, 0)`` and the ``k``-th
ancestor above it ``(tick, -k)``, so ancestors are a little older than the node
(SGLang subtracts 1e-5 per level from one counter value).
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

Time = tuple[int, int]
PageKey = tuple[int, ...]

POLICIES: dict[str, Callable[[Node], Time]] = {
    "lru": lambda node: node.last_access,
    "mru": lambda node: (-node.last_access[0], -node.last_access[1]),
    "fifo": lambda node: node.created,
    "filo": lambda node: (-node.created[0], -node.created[1]),
}
"""Eviction order among unlocked leaves, smallest first (SGLang's
``evict_policy.py``: last access, its reverse, creation, its reverse)."""


@dataclass(eq=False)
class Node:
    id: int
    keys: list[PageKey]
    pages: list[int]
    parent: Node | None
    last_access: Time
    created: Time
    lock_ref: int = 0
    children: dict[PageKey, Node] = field(default_factory=dict)

    def path(self) -> Iterator[Node]:
        """This node and its ancestors below the root, deepest first."""
        node: Node | None = self
        while node is not None and node.parent is not None:
            yield node
            node = node.parent

    def path_pages(self) -> list[int]:
        """The pages from the root down to the end of this node."""
        return [p for node in reversed(list(self.path())) for p in node.pages]


class Tree:
    """Nodes, their ids and the clock; the model above owns the pages' states."""

    def __init__(self) -> None:
        self.clock = 0
        self.next_id = 0
        self.nodes: dict[int, Node] = {}
        self.root = self.new_node([], [], None)

    def tick(self) -> Time:
        self.clock += 1
        return (self.clock, 0)

    def new_node(self, keys: list[PageKey], pages: list[int], parent: Node | None) -> Node:
        node = Node(self.next_id, keys, pages, parent, self.tick(), self.tick())
        self.next_id += 1
        self.nodes[node.id] = node
        if parent is not None:
            parent.children[keys[0]] = node
        return node

    def split(self, node: Node, at: int) -> Node:
        """Cut ``node`` after ``at`` pages: a new node takes the head (and the lock
        count and creation time), ``node`` keeps its id for the tail and is
        touched, as a split accesses the tail."""
        parent = node.parent
        assert parent is not None and 0 < at < len(node.keys)
        head = self.new_node(node.keys[:at], node.pages[:at], parent)
        head.lock_ref, head.created = node.lock_ref, node.created
        node.keys, node.pages, node.parent = node.keys[at:], node.pages[at:], head
        head.children = {node.keys[0]: node}
        node.last_access = self.tick()
        return head

    def touch(self, node: Node) -> None:
        node.last_access = self.tick()

    def stamp_path(self, node: Node) -> None:
        """A match's stamp: the node newest, each ancestor a step older (root included)."""
        now = self.tick()[0]
        depth = 0
        current: Node | None = node
        while current is not None:
            current.last_access = (now, -depth)
            depth += 1
            current = current.parent

    def remove_leaf(self, node: Node) -> None:
        assert node.parent is not None and not node.children
        del node.parent.children[node.keys[0]]
        del self.nodes[node.id]

    def is_evictable_leaf(self, node: Node) -> bool:
        return node.parent is not None and node.lock_ref == 0 and not node.children

    def eviction_order(self, policy: str, tokens: int, page_size: int) -> list[Node]:
        """The leaves an ``evict(tokens)`` takes, in order, without changing the tree:
        the smallest unlocked leaf by the policy, then a parent once its last child
        went, until ``tokens`` are reached or nothing is evictable."""
        key = POLICIES[policy]
        heap = [(key(n), n.last_access, n.id, n) for n in self.leaves()]
        heapq.heapify(heap)
        gone: set[int] = set()
        order: list[Node] = []
        freed = 0
        while freed < tokens and heap:
            _, _, _, victim = heapq.heappop(heap)
            order.append(victim)
            gone.add(victim.id)
            freed += len(victim.keys) * page_size
            parent = victim.parent
            assert parent is not None
            if (
                parent.parent is not None
                and parent.lock_ref == 0
                and all(c.id in gone for c in parent.children.values())
            ):
                heapq.heappush(heap, (key(parent), parent.last_access, parent.id, parent))
        return order

    def leaves(self) -> list[Node]:
        return [n for n in self.nodes.values() if self.is_evictable_leaf(n)]


def common_pages(keys: list[PageKey], wanted: list[PageKey], start: int) -> int:
    """How many leading pages of ``keys`` equal ``wanted[start:]``."""
    count = 0
    while (
        count < len(keys) and start + count < len(wanted) and keys[count] == wanted[start + count]
    ):
        count += 1
    return count
