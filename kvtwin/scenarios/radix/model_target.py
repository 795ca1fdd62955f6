"""The radix model wrapped as a target: the harness checked against itself."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kvtwin.scenarios.radix.target import NodeRow, RadixTarget
from model.radix import RadixCacheModel


class ModelTarget(RadixTarget):
    def __init__(self, num_pages: int, page_size: int, policy: str) -> None:
        self.name = "model"
        self.num_pages, self.page_size, self.policy = num_pages, page_size, policy
        self.model = RadixCacheModel(num_pages, page_size, policy)

    def alloc(self, n: int) -> list[int] | None:
        return self.model.alloc(n)

    def free(self, pages: Sequence[Any]) -> None:
        self.model.free(pages)

    def match(self, tokens: Sequence[int]) -> tuple[int, Any, list[int]]:
        return tuple(self.model.match(tokens))  # type: ignore[return-value]

    def insert(
        self, tokens: Sequence[int], pages: Sequence[Any], prev_prefix_len: int
    ) -> tuple[int, Any, list[int]]:
        return tuple(self.model.insert(tokens, pages, prev_prefix_len))  # type: ignore[return-value]

    def lock(self, node: Any) -> int:
        return self.model.lock(node)

    def unlock(self, lock: Any) -> None:
        self.model.unlock(lock)

    def evict(self, num_tokens: int) -> int:
        return self.model.evict(num_tokens)

    def reset(self) -> None:
        self.model.reset()

    def root(self) -> Any:
        return self.model.tree.root.id

    def counts(self) -> tuple[int, int, int, int]:
        return tuple(self.model.counts())  # type: ignore[return-value]

    def page_states(self, pages: Sequence[int]) -> list[str]:
        return [self.model.state(p) for p in pages]

    def free_pages(self) -> list[int]:
        return self.model.free_pages()

    def structure(self) -> list[NodeRow]:
        rows = []
        for node in self.model.tree.nodes.values():
            if node.parent is not None:
                above = node.parent.path_pages()
                rows.append((tuple(node.pages), above[-1] if above else 0, node.lock_ref))
        return sorted(rows)
