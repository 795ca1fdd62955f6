"""What a radix cache target is to the session: its verbs and observations, each
declared here (docs/contract.md section 6). A target is SGLang's cache over
its allocator (``..adapter``), the model itself (``model_target.py``), or an
engine's live cache read at the engine level."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

SCENARIO = "radix"
ENGINE_SCENARIO = "radix-engine"

NodeRow = tuple[tuple[int, ...], int, int]
"""One tree node as both sides show it: its pages, the last page of its parent
(0 under the root) and its lock count."""


class RadixTarget:
    """One radix cache over one page allocator, as the radix session drives it."""

    name: str
    num_pages: int
    page_size: int
    policy: str
    trusts_caller: ClassVar[bool] = False
    """True for an engine's cache that leaves checks to its own caller: misuse it
    lets through may raise anything or nothing, as long as nothing changed."""

    # ---------------------------------------------------------------- verbs
    def alloc(self, n: int) -> list[int] | None:
        raise NotImplementedError

    def free(self, pages: Sequence[Any]) -> None:
        raise NotImplementedError

    def match(self, tokens: Sequence[int]) -> tuple[int, Any, list[int]]:
        """``(prefix_len, node handle, pages)``."""
        raise NotImplementedError

    def insert(
        self, tokens: Sequence[int], pages: Sequence[Any], prev_prefix_len: int
    ) -> tuple[int, Any, list[int]]:
        """``(prefix_len, node handle, the tree's pages from the root to it)``."""
        raise NotImplementedError

    def lock(self, node: Any) -> int:
        raise NotImplementedError

    def unlock(self, lock: Any) -> None:
        raise NotImplementedError

    def evict(self, num_tokens: int) -> int:
        raise NotImplementedError

    def reset(self) -> None:
        raise NotImplementedError

    # ----------------------------------------------------------- observation
    def root(self) -> Any:
        """The root's handle (what a match that finds nothing returns)."""
        raise NotImplementedError

    def counts(self) -> tuple[int, int, int, int]:
        """``(free pages, evictable tokens, protected tokens, tokens in the tree)``."""
        raise NotImplementedError

    def page_states(self, pages: Sequence[int]) -> list[str]:
        """Per page: ``free``, ``private``, ``cached``, ``locked``, or what a broken
        state shows (``free x2``, ``free+cached``)."""
        raise NotImplementedError

    def free_pages(self) -> list[int]:
        """The free pool, sorted, repeats kept (a double free must show)."""
        raise NotImplementedError

    def structure(self) -> list[NodeRow]:
        """Every node but the root, sorted."""
        raise NotImplementedError

    def self_check(self) -> None:
        """The engine's own consistency check, if it has one (raises when it fails)."""
        return None


class ObservedThrough(RadixTarget):
    """A radix target whose observations are its ``observer``'s: SGLang's cache read
    through a ``CacheObserver``, or an engine's target read through the target the
    driver checks."""

    observer: Any

    def root(self) -> Any:
        return self.observer.root()

    def counts(self) -> tuple[int, int, int, int]:
        return self.observer.counts()

    def page_states(self, pages: Sequence[int]) -> list[str]:
        return self.observer.page_states(pages)

    def free_pages(self) -> list[int]:
        return self.observer.free_pages()

    def structure(self) -> list[NodeRow]:
        return self.observer.structure()

    def self_check(self) -> None:
        self.observer.self_check()
