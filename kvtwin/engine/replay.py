"""Replaying traces: read, validate, resolve references, run through the loop."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from kvtwin.engine.errors import TraceError
from kvtwin.engine.lockstep import RunResult, drive
from kvtwin.engine.refs import MISSING, Resolver
from kvtwin.engine.registry import get_scenario
from kvtwin.engine.scenario import Scenario, Workload
from kvtwin.engine.trace import SCHEMA, Trace

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
        trace.ops = scenario.migrate_v1(trace.ops)
        trace.schema = SCHEMA
    for index, data in enumerate(trace.ops):
        scenario.decode(data, f"ops[{index}]", lambda value: MISSING)
    scenario.validate_ops(trace.ops)
    return scenario, trace


def candidate_of(trace: Trace) -> Candidate:
    return list(enumerate(trace.ops))


def trace_workload(scenario: Scenario, candidate: Candidate) -> Workload:
    """The candidate's ops, references resolved against this replay's results."""
    resolver = Resolver()
    for index, data in candidate:
        op = scenario.decode(data, f"ops[{index}]", resolver.resolve)
        result = yield op
        returned = scenario.returned(op, result)
        if returned is not None:
            resolver.returned(index, returned)


def replay(
    scenario: Scenario,
    config: dict[str, Any],
    target: str,
    candidate: Sequence[tuple[int, dict[str, Any]]],
) -> RunResult:
    """Run ``candidate`` on a fresh session of ``target``; ``rejected`` holds
    original op indices."""
    session = scenario.session(config, target, replay=True)
    try:
        result = drive(
            scenario,
            session,
            trace_workload(scenario, list(candidate)),
            audit_every=scenario.replay_audit_every,
        )
    finally:
        session.close()
    result.rejected = [candidate[i][0] for i in result.rejected]
    return result


def replay_trace(source: Path | dict[str, Any] | Trace, target: str | None = None) -> RunResult:
    scenario, trace = load_trace(source)
    return replay(scenario, trace.config, target or trace.target, candidate_of(trace))
