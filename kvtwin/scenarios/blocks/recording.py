"""What a blocks run records for its plot and memory snapshot, fed by the ops,
in bounded memory.

Nothing here scans or diffs the pool: after each op the checker hands over the
ids the op touched with their free flags (compared equal on both sides) and
the model's O(1) counts. A block leaving or re-entering the free pool becomes
a pool event, found with set operations over the touched ids, and only for
the verbs that can move a block in or out of the pool.

Both histories have a stated size, whatever the length of the run:

* the curve keeps at most :data:`MAX_POINTS` points: one per engine step
  until it is full, then every other point is dropped and the stride doubles
  (so the points stay evenly spaced), plus the point of the step the run
  stopped in;
* the pool events keep the latest :data:`MAX_EVENTS`; the blocks held when
  that window opens are given as allocations at its first step, so the
  snapshot still ends in the pool's true final state.

The curve's free blocks of the target are counted from the observed free
flags; its active and cached blocks are the model's counts, which the per-op
checks (ref and hash of every touched block, equal on both sides) make the
target's too, up to the op where the run stopped.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from itertools import compress
from operator import not_
from typing import Any

from model.blocks import Counts

MAX_POINTS = 2048
"""Curve points kept (about 0.5 MB at most)."""
MAX_EVENTS = 16_384
"""Pool events kept (the snapshot's trace: about 4 MB of pickle at most, plus one
allocation per block held when the window opens)."""
POOL_VERBS = frozenset({"allocate", "release", "evict", "reset"})
"""The verbs that can move a block in or out of the free pool."""


class PoolRecorder:
    def __init__(self, num_blocks: int) -> None:
        self.num_blocks = num_blocks
        self.step = 0
        self.stride = 1  # engine steps between kept curve points
        self._curve: list[dict[str, int]] = []
        self._events: deque[tuple[int, str, int]] = deque(maxlen=MAX_EVENTS)
        self.events_seen = 0
        self._held: set[int] = set()  # blocks out of the target's free pool
        self.allocation_failures = 0
        self.evictions = 0
        self._pointed = True
        self._pending = False
        self._skipped: int | None = None  # the last op was this step's tick, not kept

    @property
    def curve(self) -> list[dict[str, int]]:
        """Free, active and cached blocks (model and target) per kept engine step."""
        return self._curve

    @property
    def events(self) -> list[tuple[int, str, int]]:
        """``(step, "alloc" | "free", block)`` each time a block left or re-entered
        the target's free pool (``kvtwin.scenarios.blocks.snapshot`` draws it): the
        latest :data:`MAX_EVENTS`, after the holdings at the window's start."""
        window = list(self._events)
        if self.events_seen == len(window):
            return window
        held = set(self._held)
        for _, action, block in reversed(window):
            if action == "alloc":
                held.discard(block)
            else:
                held.add(block)
        start = window[0][0]
        return [(start, "alloc", b) for b in sorted(held)] + window

    @property
    def events_dropped(self) -> int:
        return self.events_seen - len(self._events)

    def sent(self) -> None:
        """An op is about to be checked; ``op`` follows unless it diverges."""
        self._pending = True

    def finish(self, counts: Counts) -> PoolRecorder:
        """Close the curve: a run that stopped mid-step (at a divergent op, or
        after ops past the last kept point) gets a point for the step it was in."""
        if self._pending or not self._pointed:
            # the last tick's own step if nothing followed it, else the step under way
            step = self._skipped if self._skipped is not None else self.step
            self.point(counts, step)
            self._pending, self._pointed = False, True
        return self

    def op(
        self,
        verb: str,
        ids: Sequence[int],
        free: Sequence[bool],
        counts: Counts,
        outcomes: dict[str, int],
    ) -> None:
        """One checked op: the ids it touched and their free flags after it."""
        if ids and verb in POOL_VERBS:
            held = self._held
            freed = held.intersection(compress(ids, free))
            taken = set(compress(ids, map(not_, free))) - held
            if freed:
                held -= freed
                self._note("free", freed)
            if taken:
                held |= taken
                self._note("alloc", taken)
        self.allocation_failures = outcomes.get("allocation_failures", 0)
        self.evictions = outcomes.get("evictions", 0)
        self._pending = False
        self._pointed = False
        self._skipped = None
        if verb == "tick":
            if self.step % self.stride == 0:
                self.point(counts, self.step)
                self._pointed = True
            else:
                self._skipped = self.step
            self.step += 1

    def point(self, counts: Counts, step: int) -> None:
        if self._curve and self._curve[-1]["step"] == step:
            self._curve.pop()  # the same step again (a run that stopped in it)
        elif len(self._curve) >= MAX_POINTS:
            self._curve = self._curve[::2]
            self.stride *= 2
        self._curve.append(
            {
                "step": step,
                "model_free": counts.free,
                "model_active": counts.active,
                "model_cached": counts.cached,
                "target_free": self.num_blocks - 1 - len(self._held),
                "target_active": counts.active,
                "target_cached": counts.cached,
                "allocation_failures": self.allocation_failures,
                "evictions": self.evictions,
            }
        )

    def _note(self, action: str, blocks: set[int]) -> None:
        step = self.step
        self._events.extend((step, action, b) for b in sorted(blocks))
        self.events_seen += len(blocks)

    def describe(self) -> dict[str, Any]:
        """What was kept of the run's history (for notes and tests)."""
        return {
            "curve_points": len(self._curve),
            "curve_stride": self.stride,
            "events_kept": len(self._events),
            "events_dropped": self.events_dropped,
        }
