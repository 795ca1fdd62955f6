"""The one lockstep loop: a workload's ops through a session, first divergence kept.

The loop knows nothing of the scenario: it encodes each op into the trace
(before the op runs, so the trace holds what was sent), applies it through the
session, notes the values later ops may refer to, audits the whole state every
``audit_every`` ops and at the end, and stops at the first divergence. A
checker that breaks on what a target returned is a divergence too, never a
crash of the run.
"""

from __future__ import annotations

import dataclasses
import gc
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from typing import Any

from tqdm import tqdm

from kvtwin.core.contain import TargetTimeout, watchdog
from kvtwin.core.divergence import Divergence, DivergenceFound
from kvtwin.core.errors import Interrupted, TraceError
from kvtwin.core.oplog import OpLog
from kvtwin.core.refs import RefRecorder
from kvtwin.core.scenario import Scenario, Session, Workload


@dataclass
class RunResult:
    divergence: Divergence | None
    ops: Sequence[dict[str, Any]]  # the trace: every op sent, encoded (an OpLog from drive)
    count: int  # ops applied
    ticks: int  # progress units completed (engine steps, calls)
    seconds: float
    coverage: dict[str, Any] = field(default_factory=dict)
    recording: Any = None
    rejected: list[int] = field(default_factory=list)  # op indices both sides rejected
    interrupted: bool = False


def drive(
    scenario: Scenario,
    session: Session,
    workload: Workload,
    *,
    audit_every: int | None = None,
    progress: bool = False,
    total: int | None = None,
    on_send: Callable[[int, dict[str, Any]], None] | None = None,
) -> RunResult:
    """Run ``workload`` through ``session`` until it ends or diverges. The user's
    Ctrl-C ends it early with ``interrupted`` set and the trace so far.
    ``on_send(index, op_json)`` sees each op before it is applied (an isolated
    run spills the trace with it, so a target that kills the process leaves it)."""
    refs = RefRecorder()
    ops = OpLog()  # bounded memory: older ops packed into a temporary file
    rejected: list[int] = []
    divergence = None
    interrupted = False
    ticks = 0
    started = time.perf_counter()
    bar = tqdm(total=total, unit=scenario.unit, disable=None if progress else True, leave=False)
    op: Any = None
    timers = ExitStack()
    timers.enter_context(_long_lived_heap())
    arm = timers.enter_context(watchdog())
    try:
        op = next(workload)
        while True:
            index = len(ops)
            data = scenario.codec.encode(op, refs)
            ops.append(data)
            if on_send is not None:
                on_send(index, data)
            # an op counts towards progress once it is sent: a run that stops at a
            # step's divergent op has reached that step
            step_ticks = scenario.codec.ticks(op)
            ticks += step_ticks
            arm()
            result = _checked(index, op, session.apply, op)
            returned = _checked(index, op, scenario.codec.returned, op, result)
            if returned is not None:
                _checked(index, op, refs.returned, index, returned)
            if session.rejected:
                rejected.append(index)
            if step_ticks:
                bar.update(step_ticks)
            if audit_every and len(ops) % audit_every == 0:
                arm()
                op = _Audit(op)
                _checked(index, op, session.audit, final=False)
                op = op.inner
            op = _next_op(workload, index, op, result)
    except StopIteration as stop:
        try:
            arm()
            op = _Audit(None)
            _checked(len(ops) - 1, op, session.audit, final=True, context=stop.value)
        except DivergenceFound as found:
            divergence = _named(scenario, found.divergence, op)
        except TargetTimeout as error:
            divergence = _timed_out(scenario, ops, op, error)
    except DivergenceFound as found:
        divergence = _named(scenario, found.divergence, op)
    except TargetTimeout as error:  # the timer fired outside any target call
        divergence = _timed_out(scenario, ops, op, error)
    except Interrupted:
        interrupted = True
    finally:
        timers.close()
        bar.close()
        workload.close()
    return RunResult(
        divergence,
        ops,
        len(ops),
        ticks,
        time.perf_counter() - started,
        _or(session.coverage, {}),
        _or(session.recording, None),
        rejected,
        interrupted,
    )


@dataclass
class _Audit:
    inner: Any


def _named(scenario: Scenario, divergence: Divergence, op: Any) -> Divergence:
    if divergence.verb is not None:
        return divergence
    verb = "audit" if isinstance(op, _Audit) else scenario.codec.verb(op)
    return dataclasses.replace(divergence, verb=verb)


_PASS_THROUGH = (DivergenceFound, Interrupted, TargetTimeout)


def _checked(index: int, op: Any, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """``fn(...)`` where what a target returned or raised is handled: a checker
    that breaks on it, or an exit or interrupt of the target's that got past the
    session, is a divergence at this op, never the end of the run."""
    try:
        return fn(*args, **kwargs)
    except _PASS_THROUGH:
        raise
    except BaseException as error:
        raise DivergenceFound(_checker_broke(index, op, error)) from error


def _next_op(workload: Workload, index: int, op: Any, result: Any) -> Any:
    """The workload's next op, given the agreed result; a workload that breaks on
    that result is a divergence (a bad trace, or its end, are not)."""
    try:
        return workload.send(result)
    except (StopIteration, TraceError, *_PASS_THROUGH):
        raise
    except Exception as error:
        raise DivergenceFound(_checker_broke(index, op, error)) from error


def _timed_out(scenario: Scenario, ops: Any, op: Any, error: TargetTimeout) -> Divergence:
    divergence = Divergence(
        len(ops) - 1, str(op), "timeout", "an op within the call timeout", str(error)
    )
    return _named(scenario, divergence, op)


def _or(fn: Callable[[], Any], fallback: Any) -> Any:
    """What the session reports at the end (coverage, recording), or ``fallback``
    where a target's state breaks it: the divergence is what matters then."""
    try:
        return fn()
    except Exception:
        return fallback


def _checker_broke(index: int, op: Any, error: BaseException) -> Divergence:
    return Divergence(
        index,
        str(op),
        "observation",
        "results and state the checker can compare",
        f"crash while checking: {type(error).__name__}: {error}",
    )


GEN0_THRESHOLD = 20_000
"""Allocations between young-generation collections while a run loops (Python's
default is 700)."""


@contextmanager
def _long_lived_heap() -> Iterator[None]:
    """For one run: what exists when the loop starts (a model of a million
    blocks, the target's tables, every imported module) lives as long as the run,
    so it is frozen out of the collector's full passes, and young collections are
    spaced out; the loop makes many small short-lived objects (encoded ops, block
    lists) that reference counting frees anyway. Measured: about a sixth of the
    lockstep loop's time at 1k blocks went to the collector. Restored on exit."""
    thresholds = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(max(thresholds[0], GEN0_THRESHOLD), *thresholds[1:])
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)
        gc.unfreeze()
