"""Replaying traces: read, validate, resolve references, run through the loop.

A whole trace replays strictly: every reference names an earlier op, and a
value that op returned in this replay (or an op a shrink dropped), else the
trace is malformed (a TraceError naming the op), never a replay that silently
agrees. A target whose own code fails while being built diverges at the start
(field ``build``); one whose code cannot even be imported is TargetUnavailable.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from kvtwin.core.contain import describe
from kvtwin.core.divergence import Divergence
from kvtwin.core.errors import Interrupted, TraceError
from kvtwin.core.isolate import PROCESS_FIELD, Death, call_isolated
from kvtwin.core.lockstep import RunResult, drive
from kvtwin.core.refs import MISSING, Resolver, Unresolved, check_backwards, renumber
from kvtwin.core.registry import TargetBroken, get_scenario
from kvtwin.core.scenario import Scenario, Workload
from kvtwin.core.trace import SCHEMA, Trace

BUILD_FIELD = "build"
"""The divergence field of a target whose own code failed while it was being built."""


class OutOfTime(Exception):
    """A replay stopped at its deadline (a shrink's time limit): no outcome."""


Candidate = list[tuple[int, dict[str, Any]]]
"""Ops kept from a trace, each with its index in the original (references use it)."""


def load_trace(source: Path | dict[str, Any] | Trace) -> tuple[Scenario, Trace]:
    """A trace and its scenario, migrated to the current schema and validated
    op by op; any problem is a TraceError naming the field."""
    if isinstance(source, Trace):
        trace = source
    elif isinstance(source, dict):
        trace = Trace.from_json(source)
    else:
        trace = Trace.read(source)
    try:
        scenario = get_scenario(trace.scenario)
    except ValueError as error:
        raise TraceError(f"trace field 'scenario': {error}") from None
    if trace.schema != SCHEMA:
        trace.ops = scenario.codec.migrate_v1(trace.ops)
        trace.schema = SCHEMA
    for index, data in enumerate(trace.ops):
        where = f"ops[{index}]"
        try:
            scenario.codec.decode(data, where, lambda value, i=index: check_backwards(value, i))
        except Unresolved as error:
            raise TraceError(f"trace field '{where}': {error}") from None
    scenario.codec.validate_ops(trace.ops)
    return scenario, trace


def candidate_of(trace: Trace) -> Candidate:
    return list(enumerate(trace.ops))


def trace_workload(scenario: Scenario, candidate: Candidate, *, strict: bool = False) -> Workload:
    """The candidate's ops, references resolved against this replay's results
    (``strict``: each must resolve, see :class:`Resolver`)."""
    resolver = Resolver(strict=strict)
    for index, data in candidate:
        where = f"ops[{index}]"
        try:
            op = scenario.codec.decode(data, where, resolver.resolve)
        except Unresolved as error:
            raise TraceError(f"trace field '{where}': {error}") from None
        result = yield op
        returned = scenario.codec.returned(op, result)
        if returned is not None:
            resolver.returned(index, returned)


def replay(
    scenario: Scenario,
    config: dict[str, Any],
    target: str,
    candidate: Sequence[tuple[int, dict[str, Any]]],
    *,
    isolate: bool = False,
    on_send: Callable[[int, dict[str, Any]], None] | None = None,
    strict: bool = False,
    deadline: float | None = None,
) -> RunResult:
    """Run ``candidate`` on a fresh session of ``target``; ``rejected`` holds
    original op indices. With ``isolate`` it runs in a forked child, and a
    target that ends the process is a divergence of field ``process``. Past
    ``deadline`` (a ``time.monotonic()`` value) it stops with OutOfTime."""
    if isolate:
        return _replay_isolated(scenario, config, target, candidate, strict, deadline)
    try:
        session = scenario.session(config, target, replay=True)
    except TargetBroken as error:
        return broken_at_start(error)
    try:
        result = drive(
            scenario,
            session,
            trace_workload(scenario, list(candidate), strict=strict),
            audit_every=scenario.replay_audit_every,
            on_send=_timed(on_send, deadline),
        )
    finally:
        session.close()
    if result.interrupted:  # not an outcome: a shrinker must not read it as "passes"
        raise Interrupted()
    result.rejected = [candidate[i][0] for i in result.rejected]
    return result


def broken_at_start(error: TargetBroken) -> RunResult:
    """The finding of a target whose own code failed while it was being built."""
    divergence = Divergence(
        0, "start", BUILD_FIELD, "the target is built", describe(error.error), "start"
    )
    return RunResult(divergence, [], 0, 0, 0.0)


def _timed(
    on_send: Callable[[int, dict[str, Any]], None] | None, deadline: float | None
) -> Callable[[int, dict[str, Any]], None] | None:
    if deadline is None:
        return on_send

    def send(index: int, data: dict[str, Any]) -> None:
        if on_send is not None:
            on_send(index, data)
        if time.monotonic() > deadline:
            raise OutOfTime()

    return send


def _replay_isolated(
    scenario: Scenario,
    config: dict[str, Any],
    target: str,
    candidate: Sequence[tuple[int, dict[str, Any]]],
    strict: bool,
    deadline: float | None,
) -> RunResult:
    def job(mark: Callable[[int], None]) -> RunResult:
        result = replay(
            scenario,
            config,
            target,
            candidate,
            on_send=lambda i, _: mark(i),
            strict=strict,
            deadline=deadline,
        )
        result.recording = None  # holds live objects of the child
        return result

    started = time.perf_counter()
    result, death = call_isolated(job)
    if death is None:
        return result  # type: ignore[return-value]
    ops = [data for _, data in candidate[: death.index + 1]]
    kept = [index for index, _ in candidate[: death.index + 1]]
    return RunResult(
        died(scenario, ops, death),
        renumber(ops, kept),
        len(ops),
        0,
        time.perf_counter() - started,
    )


def died(scenario: Scenario, ops: list[dict[str, Any]], death: Death) -> Divergence:
    """The finding of a target that ended its process while applying ``ops[-1]``."""
    step = max(len(ops) - 1, 0)
    if not ops:
        return Divergence(
            0, "start", PROCESS_FIELD, "the process survives", death.description, "start"
        )
    op = scenario.codec.decode(ops[-1], f"ops[{step}]", lambda value: MISSING)
    return Divergence(
        step,
        json.dumps(ops[-1]),  # as sent: its references could not be resolved here
        PROCESS_FIELD,
        "the process survives the op",
        death.description,
        scenario.codec.verb(op),
    )


def replay_trace(
    source: Path | dict[str, Any] | Trace, target: str | None = None, *, isolate: bool = False
) -> RunResult:
    scenario, trace = load_trace(source)
    return replay(
        scenario,
        trace.config,
        target or trace.target,
        candidate_of(trace),
        isolate=isolate,
        strict=True,
    )
