"""Traces for the benchmarks: recorded on the impl, replayed on any target.

A trace is recorded once per pool size, on the impl under the checker, with
ids written as references (``kvtwin.core.refs``); ops both sides rejected
(the workload's misuse) are left out, since an outside engine does not check
its arguments. :func:`replay_timed` plays a trace on any target, resolving each
reference against what that target handed out; :func:`concrete_ops` keeps the
ops with one target's ids, so timed loops do no decoding.
"""

from __future__ import annotations

import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from kvtwin.core.campaign import run_campaign, trace_of
from kvtwin.core.refs import renumber
from kvtwin.core.registry import get_scenario, make_target
from kvtwin.core.replay import candidate_of, load_trace, trace_workload
from kvtwin.core.trace import Trace
from kvtwin.scenarios.blocks.campaigns import serving_campaign
from kvtwin.scenarios.blocks.ops import Op
from kvtwin.scenarios.blocks.targets.base import SCENARIO

Ops = list[tuple[Op, Any]]
"""A trace made concrete: each op with the ids one target handed out, and its result."""

CLOCK = time.thread_time
"""In-process timings are CPU time of this thread: the cores are shared with other
processes on a CI machine, and their load shows in wall time, not in this."""


def record_trace(
    pool_size: int, policy: str = "lru", steps: int = 2000, seed: int = 0, *, accepted: bool = True
) -> Trace:
    """A serving campaign on the impl, checked against the model, as a trace;
    ``accepted``: without the ops both sides rejected (references renumbered)."""
    campaign = serving_campaign(
        get_scenario(SCENARIO),
        "impl",
        policy=policy,
        pool_size=pool_size,
        seed=seed,
        steps=steps,
        audit_every=0,  # the end-of-run audit only: the recording is not what is timed
    )
    result = run_campaign(campaign)
    if result.divergence is not None:
        raise RuntimeError(f"the impl diverged while recording a bench trace: {result.divergence}")
    source = f"kvtwin.tools.bench.record_trace({pool_size}, {policy!r}, {steps}), seed {seed}"
    trace = trace_of(campaign, result, source)
    if accepted and result.rejected:
        dropped = set(result.rejected)
        kept = [i for i in range(len(trace.ops)) if i not in dropped]
        # a rejected op returned nothing, so no reference names it
        trace.ops = renumber([trace.ops[i] for i in kept], kept)
        trace.source += f", without the {len(dropped)} ops both sides rejected"
    return trace


def build_target(trace: Trace, name: str) -> Any:
    """A fresh target ``name`` of the trace's pool size, policy and device."""
    config = trace.config
    return make_target(
        SCENARIO,
        name,
        num_blocks=config["pool_size"],
        policy=config["policy"],
        device=config.get("device", "cpu"),
    )


@dataclass
class Replayed:
    """One target's run of a trace: what its calls cost, and how far it was the same run."""

    seconds: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    calls: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    raised: int = 0
    failed_allocations: set[int] = field(default_factory=set)  # trace indices
    ids_dropped: int = 0  # ids whose reference named an allocation that failed here
    ops: Ops = field(default_factory=list)  # kept only when asked for

    @property
    def total(self) -> float:
        return sum(self.seconds.values())

    def to_json(self, recorded_failures: set[int]) -> dict[str, Any]:
        """Ops that raise or allocations that fail where the recording succeeded are
        counted, so a reader sees how far the replay did the same work."""
        return {
            "seconds": self.total,
            "by_verb": {
                v: {"calls": self.calls[v], "seconds": round(self.seconds[v], 4)}
                for v in sorted(self.calls)
            },
            "ops_raised": self.raised,
            "allocations_failed_where_recorded_succeeded": len(
                self.failed_allocations - recorded_failures
            ),
            "ids_dropped_unresolved": self.ids_dropped,
        }


def replay_timed(trace: Trace, target: Any, *, keep: bool = False) -> Replayed:
    """Play ``trace`` on ``target`` alone (no model), timing only the target's calls.

    References resolve against what this target returned, so a target that
    hands out other ids does the same work; an op that raises answers None and
    the replay goes on."""
    scenario, trace = load_trace(trace)
    candidate = candidate_of(trace)
    workload = trace_workload(scenario, candidate)
    replayed = Replayed()
    try:
        op = next(workload)
        for index, data in candidate:
            named = data.get("ids")
            if isinstance(named, list):
                replayed.ids_dropped += len(named) - len(op.args["ids"])
            started = time.perf_counter()
            try:
                result = op.call(target)
            except Exception:
                result = None
                replayed.raised += 1
            replayed.seconds[op.verb] += time.perf_counter() - started
            replayed.calls[op.verb] += 1
            if op.verb == "allocate" and result is None:
                replayed.failed_allocations.add(index)
            if keep:
                replayed.ops.append((op, result))
            op = workload.send(result)
    except StopIteration:
        pass
    return replayed


def concrete_ops(trace: Trace) -> Ops:
    """The trace's ops with the impl's ids (the impl made the recording, so its
    replay is the recorded run); decoding stays out of the timed loops."""
    return replay_timed(trace, build_target(trace, "impl"), keep=True).ops


def time_ops(ops: Ops, target: Any) -> float:
    """CPU seconds for ``ops`` on ``target`` (an op that raises raises again: go on)."""
    started = CLOCK()
    for op, _ in ops:
        try:  # noqa: SIM105 (a context manager per op would be timed too)
            op.call(target)
        except Exception:
            pass
    return CLOCK() - started
