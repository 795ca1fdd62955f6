"""The op interface every block-allocator target speaks, and the target registry.

A target is anything the lockstep runner can drive: the production allocator
in ``impl``, a known-bug variant, an adapter over an outside allocator, or the
model itself. Verbs take and return plain Python ints and lists; observation
returns the model's own ``BlockView``/``Counts`` tuples so the runner compares
like with like. New targets register a factory here; the runner never changes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from model.blocks import BlockView, Counts


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


@dataclass(frozen=True)
class TargetSpec:
    name: str
    description: str
    factory: Callable[..., BlockTarget]


class UnknownTarget(ValueError):
    pass


class TargetUnavailable(RuntimeError):
    """The target exists but cannot run here (no CUDA, package not installed)."""


BLOCK_TARGETS: dict[str, TargetSpec] = {}


def register_block_target(name: str, description: str) -> Callable:
    def decorate(factory: Callable[..., BlockTarget]) -> Callable[..., BlockTarget]:
        BLOCK_TARGETS[name] = TargetSpec(name, description, factory)
        return factory

    return decorate


def make_block_target(
    name: str, *, num_blocks: int, policy: str, device: str = "cpu"
) -> BlockTarget:
    """Build the target called ``name``. Raises ``UnknownTarget`` or ``TargetUnavailable``."""
    import kvtwin.targets  # noqa: F401  (registers the built-in targets)

    try:
        spec = BLOCK_TARGETS[name]
    except KeyError:
        known = ", ".join(sorted(BLOCK_TARGETS))
        raise UnknownTarget(f"unknown block target {name!r}; known: {known}") from None
    return spec.factory(num_blocks=num_blocks, policy=policy, device=device)
