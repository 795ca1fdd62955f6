"""What every block-allocator target is to the session: its verbs, its observations
and the optional hooks the session may use, each declared here with its default.

A target is the production allocator in ``impl``, a known-bug variant, an
adapter over an outside engine's allocator, or the model itself; it subclasses
:class:`BlockTarget` and registers a factory with the registry
(``register_target(SCENARIO, NAME, description)``). Verbs take and return plain
Python ints and lists (ids may also come as the op's input form: a tuple or a
tensor, see ``kvtwin/scenarios/blocks/forms.py``); observations return the
model's own ``BlockView``/``Counts`` tuples so the session compares like with like.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from model.blocks import BlockView, Counts

SCENARIO = "blocks"
ENGINE_SCENARIO = "blocks-engine"
"""The engine level of the blocks contract (``kvtwin.scenarios.blocks_engine``): its
drivers, targets of that scenario, live beside their engine's allocator adapter."""

Fields = tuple[list[int], list[int], list[int], list[int], list[int] | None, list[bool] | None]
"""``block_fields(ids)``: ``(refs, hashes, parents, children, stamps, free)``."""


class BlockTarget:
    """One allocator as the blocks session drives and reads it."""

    name: str
    num_blocks: int
    policy: str
    """The contract's policy the run asked for (``lru`` or ``ref_zero``)."""

    model_policy: str | None = None
    """The model's flavour of ``policy`` where the target keeps an engine's own
    (``model/eviction.py``: ``vllm_free_queue``, ``lru_oldest_first``); ``None``:
    ``policy`` itself."""

    trusts_caller: ClassVar[bool] = False
    """True for an engine's allocator that leaves argument checks to its own
    caller (docs/contract.md, "Caller-trusting targets"): misuse it lets through
    may raise an exception or nothing, as long as its state is unchanged."""

    block_fields: Callable[[Sequence[int]], Fields] | None = None
    """Optional fast observation: ``block_fields(ids)`` -> one list per field in the
    order of ``ids``: ``-1`` for no hash or no parent; ``stamps`` as stored, free
    blocks' included (``None`` where the target keeps no stamps); ``free`` the free
    flags, or ``None`` where a block is free exactly when its ref is 0 and it has
    no hash (never the dummy). It must show what ``views(ids)`` shows; ``None``:
    the session compares ``views``."""

    counters: Callable[[], tuple[int, int, int]] | None = None
    """Optional: ``counters()`` -> ``(free, mapped, clock)``, what the target keeps
    anyway, in O(1); compared after every op. ``None``: the session compares
    ``counts()`` after every op."""

    # ---------------------------------------------------------------- verbs
    def allocate(self, n: int) -> list[int] | None:
        raise NotImplementedError(self._missing("allocate"))

    def release(self, ids: Sequence[Any]) -> None:
        raise NotImplementedError(self._missing("release"))

    def register(
        self, ids: Sequence[Any], hashes: Sequence[int], parent_hashes: Sequence[int]
    ) -> None:
        raise NotImplementedError(self._missing("register"))

    def retain(self, ids: Sequence[Any]) -> None:
        raise NotImplementedError(self._missing("retain"))

    def match(self, hashes: Sequence[int]) -> list[int]:
        raise NotImplementedError(self._missing("match"))

    def tick(self) -> None:
        raise NotImplementedError(self._missing("tick"))

    def evict(self, n: int) -> list[int]:
        raise NotImplementedError(self._missing("evict"))

    def reset(self) -> None:
        raise NotImplementedError(self._missing("reset"))

    # ----------------------------------------------------------- observation
    def views(self, ids: Sequence[int]) -> list[BlockView]:
        """The state of the named blocks, in order."""
        raise NotImplementedError(self._missing("views"))

    def counts(self) -> Counts:
        """Pool-wide counts; may scan the pool (compared in audits)."""
        raise NotImplementedError(self._missing("counts"))

    def lookup(self, hashes: Sequence[int]) -> list[int | None]:
        """The map's block for each hash (``None`` where absent)."""
        raise NotImplementedError(self._missing("lookup"))

    def hash_map(self) -> dict[int, int]:
        raise NotImplementedError(self._missing("hash_map"))

    def free_ids(self) -> list[int]:
        """The free pool, sorted, repeats kept (a double free must show)."""
        raise NotImplementedError(self._missing("free_ids"))

    def _missing(self, what: str) -> str:
        return f"{type(self).__name__} has no {what}()"
