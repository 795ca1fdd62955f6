"""The op interface every block-allocator target speaks.

A target is anything the lockstep runner can drive: the production allocator
in ``impl``, a known-bug variant, an adapter over an outside allocator, or the
model itself. Targets register a factory with the engine's registry
(``register_target(SCENARIO, NAME, description)``). Verbs take and return
plain Python ints and lists; observation returns the model's own
``BlockView``/``Counts`` tuples so the checker compares like with like.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from model.blocks import BlockView, Counts

SCENARIO = "blocks"
ENGINE_SCENARIO = "blocks-engine"
"""The engine level of the blocks contract (``kvtwin.scenarios.blocks_engine``): its
drivers, targets of that scenario, live beside their engine's allocator adapter."""


class BlockTarget(Protocol):
    name: str
    num_blocks: int
    policy: str

    def allocate(self, n: int) -> list[int] | None: ...
    def release(self, ids: Sequence[int]) -> None: ...
    def register(
        self, ids: Sequence[int], hashes: Sequence[int], parent_hashes: Sequence[int]
    ) -> None: ...
    def retain(self, ids: Sequence[int]) -> None: ...
    def match(self, hashes: Sequence[int]) -> list[int]: ...
    def tick(self) -> None: ...
    def evict(self, n: int) -> list[int]: ...
    def reset(self) -> None: ...

    def views(self, ids: Sequence[int]) -> list[BlockView]:
        """The state of the named blocks, in order."""

    def counts(self) -> Counts:
        """Pool-wide counts; may scan the pool (compared in audits)."""

    def counters(self) -> tuple[int, int, int]:
        """Optional: (free, mapped, clock), what the target keeps anyway, in O(1);
        compared after every op. Without it the runner compares ``counts()``."""

    def lookup(self, hashes: Sequence[int]) -> list[int | None]:
        """The map's block for each hash (``None`` where absent)."""

    def hash_map(self) -> dict[int, int]: ...

    def free_ids(self) -> list[int]:
        """The free pool, sorted, repeats kept (a double free must show)."""
