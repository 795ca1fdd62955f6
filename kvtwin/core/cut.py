"""A first cut of a long diverging trace, before ddmin: keep the divergent op,
the other ops that name what it names, and what they all refer to.

A misuse divergence often needs almost none of the thousands of ops before it
(freeing page 0 needs nothing), but ddmin over a long trace on a slow target
spends its budget on replays of seconds each, and removing a chunk from the
middle leaves later references dangling (rejected ops the shrinker refuses). So
this pass tries, in order: the divergent op with the ops naming the same values
(the first of two frees of one page) and the transitive closure of what they
refer to (the op that handed the page out, the match whose node a lock names);
then that with the last ``tail`` ops before it (and their closure), for
``tail`` growing. The first candidate that still fails replaces the candidate.
It reads only the trace's references (``kvtwin.core.refs``), so any scenario's
codec may list it in ``Codec.cuts``.

When that cut cannot reach what the divergence needs (a page locked through a
match of the same tokens, linked by token values, not by references),
:func:`group_ddmin` removes whole reference groups: ops joined by references,
either way, stay together, so no removal leaves a reference dangling, and ddmin
over a few hundred groups needs far fewer replays than over thousands of ops.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from kvtwin.core.refs import REF, is_ref
from kvtwin.core.shrink import ddmin

TAILS = (0, 50, 200, 800)
"""How many ops before the divergent one each further try keeps."""


def values(data: Any) -> set[tuple[int, int]]:
    """The returned values an op's references name: (op index, position)."""
    if is_ref(data):
        return {(int(data[REF][0]), int(data[REF][1]))}
    found: set[tuple[int, int]] = set()
    for item in data.values() if isinstance(data, dict) else data if isinstance(data, list) else ():
        found |= values(item)
    return found


def closure(ops: dict[int, Any], keep: set[int]) -> set[int]:
    """``keep`` and every op (by original index) its ops refer to, transitively."""
    todo, kept = list(keep), set(keep)
    while todo:
        for index, _ in values(ops[todo.pop()]):
            if index in ops and index not in kept:
                kept.add(index)
                todo.append(index)
    return kept


def reference_cut(
    candidate: list[tuple[int, Any]], fails: Callable[[list[Any]], bool], deadline: float
) -> list[tuple[int, Any]]:
    """A much shorter failing candidate, or ``candidate`` itself (a shrink pass:
    ``candidate`` is ``(original index, op JSON)`` pairs, its last the divergent op)."""
    if len(candidate) < 2:
        return candidate
    ops = dict(candidate)
    order = [index for index, _ in candidate]
    last = order[-1]
    named = values(ops[last])
    siblings = {i for i in order[:-1] if named & values(ops[i])}
    for tail in TAILS:
        if time.monotonic() >= deadline:
            break
        keep = closure(ops, {last, *siblings, *order[max(0, len(order) - 1 - tail) : -1]})
        if len(keep) >= len(candidate):
            break
        cut = [(index, op) for index, op in candidate if index in keep]
        if fails(cut):
            return cut
    return candidate


def groups(candidate: list[tuple[int, Any]]) -> list[list[tuple[int, Any]]]:
    """``candidate`` split into reference groups: two ops share one when either
    refers to the other, transitively; each group in candidate order."""
    leader = {index: index for index, _ in candidate}

    def find(index: int) -> int:
        while leader[index] != index:
            leader[index] = leader[leader[index]]
            index = leader[index]
        return index

    for index, op in candidate:
        for named, _ in values(op):
            if named in leader:
                leader[find(index)] = find(named)
    grouped: dict[int, list[tuple[int, Any]]] = {}
    for pair in candidate:
        grouped.setdefault(find(pair[0]), []).append(pair)
    return list(grouped.values())


def group_ddmin(
    candidate: list[tuple[int, Any]], fails: Callable[[list[Any]], bool], deadline: float
) -> list[tuple[int, Any]]:
    """ddmin over the reference groups other than the divergent op's (a shrink
    pass, as :func:`reference_cut`); ``candidate`` itself where there is one group."""
    found = groups(candidate)
    if len(found) < 2:
        return candidate
    position = {index: n for n, (index, _) in enumerate(candidate)}
    last = candidate[-1][0]
    kept = next(group for group in found if group[-1][0] == last)
    others = [group for group in found if group is not kept]

    def ops(chosen: list[list[tuple[int, Any]]]) -> list[tuple[int, Any]]:
        return sorted([*kept, *(pair for group in chosen for pair in group)],
                      key=lambda pair: position[pair[0]])  # fmt: skip

    return ops(ddmin(others, lambda chosen: fails(ops(chosen)), deadline))
