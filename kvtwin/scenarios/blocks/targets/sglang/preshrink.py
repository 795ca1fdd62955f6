"""A first cut of a diverging radix trace before the kit's shrinker runs.

A misuse divergence often needs almost none of the thousands of ops before it
(freeing page 0 needs nothing), but ddmin over a long trace on SGLang spends
its budget on replays that each take seconds, and removing a chunk from the
middle makes later references dangle (rejected ops, which the shrinker
refuses). So the candidates tried here keep, with the divergent op, the other
ops that name what it names (the first of two frees of one page) and what they
all refer to, transitively (the op that handed out the page, the match that
returned the node a lock names); then that with the last ``tail`` ops before
it (and what they refer to), for ``tail`` growing. The first that still
diverges with the same signature, rejecting nothing the original did not,
replaces the trace; the kit's shrinker then goes on from there.
"""

from __future__ import annotations

from typing import Any

from kvtwin.core.errors import Interrupted
from kvtwin.core.refs import REF, is_ref
from kvtwin.core.registry import get_scenario
from kvtwin.core.replay import replay
from kvtwin.core.trace import Trace

TAILS = (0, 50, 200, 800)


def values(data: Any) -> set[tuple[int, int]]:
    """The returned values a trace op's references name: (op index, position)."""
    if is_ref(data):
        return {(int(data[REF][0]), int(data[REF][1]))}
    if isinstance(data, dict):
        return set().union(*(values(v) for v in data.values())) if data else set()
    if isinstance(data, list):
        return set().union(*(values(v) for v in data)) if data else set()
    return set()


def referenced(data: Any) -> set[int]:
    """The op indices a trace op's references name."""
    return {index for index, _ in values(data)}


def closure(ops: list[dict[str, Any]], keep: set[int]) -> set[int]:
    todo, kept = list(keep), set(keep)
    while todo:
        for index in referenced(ops[todo.pop()]):
            if 0 <= index < len(ops) and index not in kept:
                kept.add(index)
                todo.append(index)
    return kept


def preshrink(trace: Trace) -> Trace:
    """A shorter trace with the same divergence signature, or ``trace`` itself."""
    divergence = trace.divergence or {}
    last, wanted = divergence.get("step"), divergence.get("signature")
    if last is None or wanted is None or last >= len(trace.ops):
        return trace
    scenario = get_scenario(trace.scenario)
    full = replay(scenario, trace.config, trace.target, list(enumerate(trace.ops[: last + 1])))
    allowed = set(full.rejected)
    named = values(trace.ops[last])
    # the other ops naming what the last op names (the first of two frees of a page)
    siblings = {i for i in range(last) if values(trace.ops[i]) & named}
    for tail in TAILS:
        keep = closure(trace.ops, {last, *siblings, *range(max(0, last - tail), last)})
        if len(keep) >= last + 1:
            break
        candidate = [(i, trace.ops[i]) for i in sorted(keep)]
        try:
            result = replay(scenario, trace.config, trace.target, candidate)
        except Interrupted:
            raise
        except Exception:  # a candidate the target cannot even replay: try the next
            continue
        found = result.divergence
        if found is not None and found.signature == wanted and set(result.rejected) <= allowed:
            source = f"cut by kvtwin to {len(keep)} of {len(trace.ops)} ops; {trace.source}"
            return Trace(
                trace.scenario, trace.target, trace.config, list(result.ops),
                found.to_json(), source.strip("; "),
            )  # fmt: skip
    return trace
