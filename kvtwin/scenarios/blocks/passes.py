"""Blocks shrink passes beyond ddmin over the ops: fewer ids (or hashes, or a
smaller count) in each op, one op at a time.

Dropping position p of an allocate of n renumbers the references later ops
make to that allocate, so the ids they named stay the same ids; references to
the dropped position no longer resolve, and their ids drop out too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kvtwin.core.refs import REF, is_ref
from kvtwin.core.shrink import ddmin
from kvtwin.scenarios.blocks.ops import BATCHES, COUNT, VERBS

Candidate = list[tuple[int, dict[str, Any]]]
LARGEST_SHRUNK_COUNT = 1 << 24
"""Past a pool's largest size a count names no ids (its allocate returns None):
such a count is kept as it is, not taken apart element by element."""


def _size(data: dict[str, Any]) -> int:
    verb = data["verb"]
    if COUNT in VERBS[verb]:
        count = data[COUNT]
        return max(count, 0) if count <= LARGEST_SHRUNK_COUNT else 0
    batches = [data[name] for name in BATCHES[verb]]
    if not batches or not all(isinstance(batch, list) for batch in batches):
        return 0  # a malformed lone id or hash: nothing to drop
    return len(batches[0])


def with_kept(candidate: Candidate, slot: int, kept: list[int]) -> Candidate:
    """``candidate`` with op ``slot`` reduced to the elements at ``kept``."""
    index, data = candidate[slot]
    verb = data["verb"]
    new = dict(data)
    if COUNT in VERBS[verb]:
        new[COUNT] = len(kept)
    else:
        for name in BATCHES[verb]:
            new[name] = [data[name][k] for k in kept]
    trial = list(candidate)
    trial[slot] = (index, new)
    if verb == "allocate":
        position = {old: pos for pos, old in enumerate(kept)}
        for later in range(slot + 1, len(trial)):
            at, op = trial[later]
            named = op.get("ids")
            if isinstance(named, list) and any(is_ref(v) and v[REF][0] == index for v in named):
                ids = [_renumber(v, index, position) for v in op["ids"]]
                trial[later] = (at, {**op, "ids": ids})
    return trial


def _renumber(value: Any, index: int, position: dict[int, int]) -> Any:
    if not (is_ref(value) and value[REF][0] == index):
        return value
    new = position.get(value[REF][1])
    return {REF: [-1, 0]} if new is None else {REF: [index, new]}


def fewer_elements(
    candidate: Candidate, fails: Callable[[Candidate], bool], deadline: float
) -> Candidate:
    candidate = list(candidate)
    for slot in range(len(candidate)):
        size = _size(candidate[slot][1])
        if size < 2:
            continue

        def fails_with(kept: list[int], slot: int = slot, base: Candidate = candidate) -> bool:
            return fails(with_kept(base, slot, kept))

        kept = ddmin(list(range(size)), fails_with, deadline)
        if len(kept) < size:
            candidate = with_kept(candidate, slot, kept)
    return candidate
