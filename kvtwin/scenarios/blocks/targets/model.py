"""The reference model wrapped as a target: the harness checked against itself. Ids
in a tensor form reach the model as the Python values the tensor holds."""

from __future__ import annotations

from collections.abc import Sequence

from kvtwin.core.registry import register_target
from kvtwin.scenarios.blocks.forms import plain_batch
from kvtwin.scenarios.blocks.targets.base import SCENARIO, BlockTarget
from model.blocks import BlockAllocatorModel, BlockView, Counts


class ModelTarget(BlockTarget):
    def __init__(self, num_blocks: int, policy: str) -> None:
        self.name = "model"
        self.num_blocks = num_blocks
        self.policy = policy
        self.model = BlockAllocatorModel(num_blocks, policy)

    def allocate(self, n: int) -> list[int] | None:
        return self.model.allocate(n)

    def release(self, ids: Sequence[int]) -> None:
        self.model.release(plain_batch(ids))

    def register(
        self, ids: Sequence[int], hashes: Sequence[int], parent_hashes: Sequence[int]
    ) -> None:
        self.model.register(plain_batch(ids), hashes, parent_hashes)

    def retain(self, ids: Sequence[int]) -> None:
        self.model.retain(plain_batch(ids))

    def match(self, hashes: Sequence[int]) -> list[int]:
        return self.model.match(hashes)

    def tick(self) -> None:
        self.model.tick()

    def evict(self, n: int) -> list[int]:
        return self.model.evict(n)

    def reset(self) -> None:
        self.model.reset()

    def views(self, ids: Sequence[int]) -> list[BlockView]:
        return [self.model.view(b) for b in ids]

    def counts(self) -> Counts:
        return self.model.counts()

    def counters(self) -> tuple[int, int, int]:
        counts = self.model.counts()
        return counts.free, counts.mapped, counts.clock

    def lookup(self, hashes: Sequence[int]) -> list[int | None]:
        return [self.model.lookup(h) for h in hashes]

    def hash_map(self) -> dict[int, int]:
        return self.model.hash_map()

    def free_ids(self) -> list[int]:
        return self.model.free_ids()


@register_target(SCENARIO, "model", "the reference model itself (checks the harness)")
def _model(*, num_blocks: int, policy: str, device: str = "cpu") -> ModelTarget:
    return ModelTarget(num_blocks, policy)
