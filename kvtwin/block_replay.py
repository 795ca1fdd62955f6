"""Replaying and shrinking block-allocator traces.

A trace names concrete block ids, but a target may hand out other ids than the
recorder did, and a shrunk trace drops allocations. So before replaying, each
id an op names is tied to its *incarnation*: the allocate op (and position in
its result) that last handed that id out in the original trace. On replay an
incarnation maps to whatever id the target actually handed out; a candidate
that dropped the allocation drops the id too, so no candidate ever names a
block it never acquired.
"""

from __future__ import annotations

import re
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kvtwin.divergence import Divergence, DivergenceFound
from kvtwin.lockstep import BlockLockstep
from kvtwin.ops import VERBS, BadOp, Op
from kvtwin.shrink import ddmin
from kvtwin.targets import make_block_target
from kvtwin.trace import Trace, TraceError, require

Incarnation = tuple[int, int]  # (index of the allocate op, position in its result)
REPLAY_AUDIT_EVERY = 8  # full audits catch what per-op checks miss; every op would be slow


@dataclass(frozen=True)
class PlannedOp:
    verb: str
    elements: tuple[Any, ...]  # the parts a shrinker may drop, one per id / hash / block


def plan(ops: Sequence[dict[str, Any]]) -> list[PlannedOp]:
    """Validate trace ops and tie every named id to its incarnation."""
    planned: list[PlannedOp] = []
    holder: dict[int, Incarnation] = {}
    for index, item in enumerate(ops):
        args = {k: v for k, v in item.items() if k != "returned"}
        try:
            op = Op.from_json(args)
        except BadOp as error:
            raise TraceError(f"trace field 'ops[{index}]': {error}") from None
        _check_args(op, index)
        if op.verb in ("allocate", "evict"):
            elements: tuple[Any, ...] = tuple(range(op.args["n"]))
        elif op.verb in ("release", "retain"):
            elements = tuple((b, holder.get(b)) for b in op.args["ids"])
        elif op.verb == "register":
            elements = tuple(
                (b, holder.get(b), h, p)
                for b, h, p in zip(
                    op.args["ids"], op.args["hashes"], op.args["parent_hashes"], strict=True
                )
            )
        elif op.verb == "match":
            elements = tuple(op.args["hashes"])
        else:
            elements = ()
        planned.append(PlannedOp(op.verb, elements))
        returned = item.get("returned")
        if op.verb == "allocate" and isinstance(returned, list):
            for position, b in enumerate(returned):
                holder[b] = (index, position)
    return planned


Candidate = list[tuple[int, tuple[int, ...]]]  # (op index, kept element positions)


@dataclass
class ReplayOutcome:
    divergence: Divergence | None
    applied: list[dict[str, Any]]
    model_errors: list[int]  # original op indices at which the model rejected the op


def replay_candidate(
    config: dict[str, Any], target: str, planned: list[PlannedOp], candidate: Candidate
) -> ReplayOutcome:
    lockstep = BlockLockstep(_make_target(config, target), audit_every=REPLAY_AUDIT_EVERY)
    actual: dict[Incarnation, int] = {}
    applied: list[dict[str, Any]] = []
    errors: list[int] = []

    def resolve(b: int, incarnation: Incarnation | None) -> int | None:
        return b if incarnation is None else actual.get(incarnation)

    for index, keep in candidate:
        step = planned[index]
        kept = [step.elements[i] for i in keep]
        op = _build(step.verb, kept, resolve)
        record = op.to_json()
        applied.append(record)
        try:
            result = lockstep.apply(op)
        except DivergenceFound as found:
            return ReplayOutcome(found.divergence, applied, errors)
        if lockstep.last_model_error is not None:
            errors.append(index)
        if op.verb == "allocate" and result is not None:
            record["returned"] = list(result)
            for position, b in zip(kept, result, strict=True):
                actual[(index, position)] = b
    try:
        lockstep.audit()
    except DivergenceFound as found:
        return ReplayOutcome(found.divergence, applied, errors)
    return ReplayOutcome(None, applied, errors)


def full_candidate(planned: list[PlannedOp]) -> Candidate:
    return [(i, tuple(range(len(p.elements)))) for i, p in enumerate(planned)]


def replay_block_trace(trace: Trace, target: str | None = None) -> ReplayOutcome:
    planned = plan(trace.ops)
    return replay_candidate(trace.config, target or trace.target, planned, full_candidate(planned))


def signature(divergence: Divergence) -> str:
    """What makes two divergences the same finding: the field, ids blanked."""
    return re.sub(r"\[[^\]]*\]", "[]", divergence.field)


def shrink_block_trace(
    trace: Trace, target: str | None = None, max_seconds: float = 120.0
) -> tuple[Trace, ReplayOutcome]:
    """The smallest trace (by ddmin over ops, then over each op's ids) that
    still diverges the same way on ``target``, rejecting no op the original
    did not reject. Past ``max_seconds`` it keeps the smallest found so far."""
    target = target or trace.target
    deadline = time.monotonic() + max_seconds
    planned = plan(trace.ops)
    first = replay_candidate(trace.config, target, planned, full_candidate(planned))
    if first.divergence is None:
        raise TraceError(f"the trace does not diverge on target {target!r}: nothing to shrink")
    wanted = signature(first.divergence)
    allowed_errors = set(first.model_errors)

    def fails(candidate: Candidate) -> bool:
        outcome = replay_candidate(trace.config, target, planned, candidate)
        return (
            outcome.divergence is not None
            and signature(outcome.divergence) == wanted
            and set(outcome.model_errors) <= allowed_errors
        )

    candidate = full_candidate(planned)[: first.divergence.step + 1]
    for _ in range(2):
        before = list(candidate)
        candidate = ddmin(candidate, fails, deadline)
        candidate = _shrink_elements(candidate, fails, deadline)
        if candidate == before:
            break
    outcome = replay_candidate(trace.config, target, planned, candidate)
    shrunk = Trace(
        "blocks",
        target,
        trace.config,
        outcome.applied,
        None if outcome.divergence is None else outcome.divergence.to_json(),
        f"shrunk by kvtwin (ddmin) from {len(trace.ops)} ops; {trace.source}".strip("; "),
    )
    return shrunk, outcome


def _shrink_elements(candidate: Candidate, fails: Any, deadline: float) -> Candidate:
    """ddmin over the ids (or hashes, or count) of each op in turn."""
    candidate = list(candidate)
    for slot, (index, keep) in enumerate(candidate):
        if len(keep) < 2:
            continue

        def fails_with(kept: list[int], slot: int = slot, index: int = index) -> bool:
            trial = list(candidate)
            trial[slot] = (index, tuple(kept))
            return fails(trial)

        candidate[slot] = (index, tuple(ddmin(list(keep), fails_with, deadline)))
    return candidate


def _build(verb: str, kept: list[Any], resolve: Any) -> Op:
    if verb in ("allocate", "evict"):
        return Op(verb, {"n": len(kept)})
    if verb in ("release", "retain"):
        ids = [resolve(b, inc) for b, inc in kept]
        return Op(verb, {"ids": [b for b in ids if b is not None]})
    if verb == "register":
        rows = [(resolve(b, inc), h, p) for b, inc, h, p in kept]
        rows = [row for row in rows if row[0] is not None]
        return Op(
            verb,
            {
                "ids": [r[0] for r in rows],
                "hashes": [r[1] for r in rows],
                "parent_hashes": [r[2] for r in rows],
            },
        )
    if verb == "match":
        return Op(verb, {"hashes": list(kept)})
    return Op(verb, {})


def _check_args(op: Op, index: int) -> None:
    where = f"ops[{index}]"
    for name in VERBS[op.verb]:
        value = op.args[name]
        if name == "n":
            if isinstance(value, bool) or not isinstance(value, int):
                raise TraceError(f"trace field '{where}.n': expected an int, got {value!r}")
        elif not isinstance(value, list) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in value
        ):
            raise TraceError(
                f"trace field '{where}.{name}': expected a list of ints, got {value!r}"
            )


def _make_target(config: dict[str, Any], target: str) -> Any:
    return make_block_target(
        target,
        num_blocks=require(config, "pool_size", int),
        policy=require(config, "policy", str),
        device=config.get("device", "cpu"),
    )
