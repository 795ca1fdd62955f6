"""The prefill scenario's shrink pass, run by the engine after ddmin over calls.

A call's split into sequences matters to some bugs (stale chunk boundaries)
and to none of the others; a reproduction reads best with the fewest.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

Candidate = list[tuple[int, dict[str, Any]]]


def merge_sequences(
    candidate: Candidate, fails: Callable[[Candidate], bool], deadline: float
) -> Candidate:
    """Per call, fewer sequences: one sequence if that still fails, else merge
    neighbours while a merge keeps it failing."""
    candidate = list(candidate)
    for slot, (index, data) in enumerate(candidate):
        lens = data.get("seqlens")
        if not isinstance(lens, list) or len(lens) < 2:
            continue

        def fails_with(new: list[int], slot: int = slot, data: dict[str, Any] = data) -> bool:
            trial = list(candidate)
            trial[slot] = (trial[slot][0], {**data, "seqlens": new})
            return fails(trial)

        if time.monotonic() < deadline and fails_with([sum(lens)]):
            lens = [sum(lens)]
        else:
            merged = True
            while merged and len(lens) > 1 and time.monotonic() < deadline:
                merged = False
                for i in range(len(lens) - 1):
                    trial = [*lens[:i], lens[i] + lens[i + 1], *lens[i + 2 :]]
                    if fails_with(trial):
                        lens, merged = trial, True
                        break
        candidate[slot] = (index, {**data, "seqlens": lens})
    return candidate
