"""What a hybrid run records for its plot, fed by the ops, in bounded memory: one
point per engine step (the model's slot counts and state bytes, the target's as
measured, the cumulative evictions and failures), at most :data:`MAX_POINTS`, the
stride doubling whenever the history fills."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from model.hybrid import HybridCounts

MAX_POINTS = 4000


@dataclass
class HybridRecorder:
    points: list[dict[str, int]] = field(default_factory=list)
    stride: int = 1
    steps: int = 0

    def point(
        self,
        model: HybridCounts,
        model_bytes: int,
        target: HybridCounts,
        target_bytes: int,
        outcomes: Mapping[str, int],
    ) -> None:
        self.steps += 1
        if self.steps % self.stride:
            return
        self.points.append(
            {
                "step": self.steps,
                "model_held": model.slots.held,
                "model_pinned": model.slots.pinned,
                "model_bytes": model_bytes,
                "model_blocks": model.blocks.active + model.blocks.cached,
                "target_held": getattr(getattr(target, "slots", None), "held", -1),
                "target_pinned": getattr(getattr(target, "slots", None), "pinned", -1),
                "target_bytes": target_bytes,
                "target_blocks": _in_use(target),
                **{name: int(outcomes.get(name, 0)) for name in OUTCOME_KEYS},
            }
        )
        if len(self.points) >= MAX_POINTS:
            self.points = self.points[1::2]
            self.stride *= 2

    def finish(self) -> HybridRecorder:
        return self


OUTCOME_KEYS = (
    "block_evictions",
    "slot_evictions",
    "allocation_failures",
    "snapshot_batches_refused",
)


def _in_use(counts: Any) -> int:
    blocks = getattr(counts, "blocks", None)
    return -1 if blocks is None else int(blocks.active + blocks.cached)
