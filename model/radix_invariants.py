"""The radix cache model's invariants (docs/contract.md section 6): checked
after runs, never assumed. ``check_valid`` needs only the model; ``check_owners``
compares it with what the caller believes it holds."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from model.radix_tree import Node, Tree

_FREE, _PRIVATE, _CACHED, _LOCKED = "free", "private", "cached", "locked"


class RadixInvariants:
    tree: Tree
    num_pages: int
    _state: list[str]
    _free: set[int]
    _locks: dict[int, int]

    def check_valid(self) -> None:
        """Every page in one state; tree pages in exactly one node, cached exactly
        when their node is unlocked; each node's lock count the held locks at or
        below it; the tree's links consistent."""
        assert self._free == {p for p in range(1, self.num_pages + 1) if self._state[p] == _FREE}
        in_tree: Counter[int] = Counter()
        for node in self.tree.nodes.values():
            self._check_node(node)
            in_tree.update(node.pages)
            want = _CACHED if node.lock_ref == 0 else _LOCKED
            for page in node.pages:
                assert self._state[page] == want, f"page {page} is {self._state[page]}, not {want}"
        assert all(count == 1 for count in in_tree.values()), f"pages twice: {in_tree}"
        tree_states = {
            p for p in range(1, self.num_pages + 1) if self._state[p] in (_CACHED, _LOCKED)
        }
        assert set(in_tree) == tree_states, "a cached or locked page in no node"
        held: Counter[int] = Counter()
        for node_id in self._locks.values():
            for node in self.tree.nodes[node_id].path():
                held[node.id] += 1
        for node in self.tree.nodes.values():
            if node.parent is not None:
                assert node.lock_ref == held[node.id], (
                    f"node {node.id}: lock count {node.lock_ref}, {held[node.id]} held locks"
                )

    def check_owners(self, private: Iterable[int], locks: Iterable[int]) -> None:
        """The caller's private pages (each held once) and held locks are exactly the model's."""
        mine = Counter(private)
        twice = sorted(p for p, n in mine.items() if n > 1)
        assert not twice, f"pages held twice by the caller: {twice}"
        want = {p for p in range(1, self.num_pages + 1) if self._state[p] == _PRIVATE}
        assert set(mine) == want, (
            f"private pages: the caller holds {sorted(mine)}, the cache {sorted(want)}"
        )
        assert sorted(locks) == sorted(self._locks), (
            f"locks: the caller holds {sorted(locks)}, the cache {sorted(self._locks)}"
        )

    def _check_node(self, node: Node) -> None:
        if node.parent is None:
            assert node is self.tree.root and not node.keys
        else:
            assert node.keys and len(node.keys) == len(node.pages)
            assert node.parent.children.get(node.keys[0]) is node, f"node {node.id} unlinked"
            assert node.lock_ref >= 0
        for key, child in node.children.items():
            assert child.parent is node and child.keys[0] == key
