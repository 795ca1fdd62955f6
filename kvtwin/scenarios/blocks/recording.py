"""What a blocks run records for its plot and memory snapshot, fed by the ops.

Every per-op cost here follows what the op touched: the target's class of
each touched block (free, active, cached) is read off the views the checker
already fetched, so the target's free/active/cached counts are kept
incrementally, and a block leaving or re-entering the free pool becomes a
pool event. Nothing scans the pool. One curve point per engine step.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kvtwin.scenarios.blocks.ops import Op
from model.blocks import BlockView, Counts

FREE, ACTIVE, CACHED = "free", "active", "cached"


def _class_of(view: Any) -> str:
    if view.free:
        return FREE
    return ACTIVE if view.ref > 0 else CACHED


class PoolRecorder:
    def __init__(self, num_blocks: int) -> None:
        self.num_blocks = num_blocks
        self.curve: list[dict[str, int]] = []
        self.events: list[tuple[int, str, int]] = []
        """``(step, "alloc" | "free", block)`` each time a block left or re-entered
        the target's free pool (``kvtwin.scenarios.blocks.snapshot`` draws it)."""
        self.step = 0
        self._class: dict[int, str] = {}  # blocks not free in the target, by class
        self._target = {FREE: num_blocks - 1, ACTIVE: 0, CACHED: 0}
        self.allocation_failures = 0
        self.evictions = 0
        self._pointed = True
        self._pending = False

    def sent(self) -> None:
        """An op is about to be checked; ``op`` follows unless it diverges."""
        self._pending = True

    def finish(self, counts: Counts) -> PoolRecorder:
        """Close the curve: a run that stopped mid-step (at a divergent op, or
        after ops past the last tick) gets a point for the step it was in."""
        if self._pending or not self._pointed:
            self.point(counts)
            self._pending, self._pointed = False, True
        return self

    def op(
        self,
        op: Op,
        views: Sequence[tuple[int, BlockView]],
        counts: Counts,
        outcomes: dict[str, int],
    ) -> None:
        for b, view in views:
            before = self._class.get(b, FREE)
            after = _class_of(view)
            if before == after:
                continue
            self._target[before] -= 1
            self._target[after] += 1
            if after == FREE:
                del self._class[b]
                self.events.append((self.step, "free", b))
            else:
                if before == FREE:
                    self.events.append((self.step, "alloc", b))
                self._class[b] = after
        self.allocation_failures = outcomes.get("allocation_failures", 0)
        self.evictions = outcomes.get("evictions", 0)
        self._pending = False
        self._pointed = False
        if op.verb == "tick":
            self.point(counts)
            self._pointed = True
            self.step += 1

    def point(self, counts: Counts) -> None:
        self.curve.append(
            {
                "step": self.step,
                "model_free": counts.free,
                "model_active": counts.active,
                "model_cached": counts.cached,
                "target_free": self._target[FREE],
                "target_active": self._target[ACTIVE],
                "target_cached": self._target[CACHED],
                "allocation_failures": self.allocation_failures,
                "evictions": self.evictions,
            }
        )
