"""Containment of a target: whatever a target call does (raise anything, exit,
hang) comes back as a value the checker can compare, never as the end of the run.

The user's own Ctrl-C is :class:`kvtwin.core.errors.Interrupted` (the CLI's
signal handler raises it) and passes through; a ``KeyboardInterrupt`` or
``SystemExit`` the target raises itself is caught like any other error.

The call timer. A target call that runs past :data:`call_timeout` seconds is
stopped with :class:`TargetTimeout` inside that call. One periodic SIGALRM
timer per run samples, every quarter of the limit, where the interpreter is:
only where the innermost frame that is either kvtwin's own code or a target's
belongs to a target (a method of a target object built by
:func:`kvtwin.core.registry.make_target`) does the sample count, and a limit's
worth of such samples in a row, within one op, stop it. So the timer never
interrupts kvtwin's own code (the model, the checker, a hook of kvtwin's that
a target calls back), whatever the limit, and kvtwin's own time never counts
against a target. It works in the main thread only, and only for hangs that
return to the interpreter (``--isolate`` and ``kvtwin fuzz`` cover the rest).
The limit has a floor, :data:`MIN_CALL_TIMEOUT`, of one second. The limit is
wall time (a hang that sleeps must be stopped too), so a machine that stalls the
process (a CPU quota's throttling, two fuzz workers on two loaded cores) stretches
a target's calls. The stock targets' longest call measured 21 ms unloaded; at the
old floor of 0.1 s a loaded CI machine stretched one prefill call past it, and a
correct target got a timeout finding. At one second that needs a fiftyfold stall.
"""

from __future__ import annotations

import os
import signal
import threading
import types
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from kvtwin.core.errors import AdapterRefused, Interrupted, UsageError

DEFAULT_CALL_TIMEOUT = 300.0
MIN_CALL_TIMEOUT = 1.0
"""The shortest --call-timeout (seconds); 0 means no limit."""
MAX_CALL_TIMEOUT = 86_400.0
call_timeout: float | None = DEFAULT_CALL_TIMEOUT
"""Seconds one target call may take (``None``: no limit); ``--call-timeout`` sets it."""

_HERE = Path(__file__).absolute()
_OWN = tuple(
    {
        str(folder) + os.sep
        for root in (_HERE, _HERE.resolve())
        for folder in (root.parents[1], root.parents[2] / "model")
    }
)
"""kvtwin's own code: the kvtwin package and the reference models (as imported and resolved)."""
_TARGET_TYPES: set[type] = set()
_TARGET_CODES: set[types.CodeType] = set()


class TargetTimeout(BaseException):
    """A target call ran past the call timeout."""

    kind = "timeout"


def check_call_timeout(value: float, flag: str = "--call-timeout") -> float | None:
    """``value`` as a limit (None for 0: no limit), or a UsageError stating the range."""
    if value == 0:
        return None
    if not MIN_CALL_TIMEOUT <= value <= MAX_CALL_TIMEOUT:
        raise UsageError(
            f"{flag} must be 0 (no limit) or {MIN_CALL_TIMEOUT:g}..{MAX_CALL_TIMEOUT:g} "
            f"seconds, got {value:g}"
        )
    return value


def mark_target(built: Any) -> None:
    """Note ``built`` (a target just built) so the timer knows its frames."""
    code = getattr(built, "__code__", None)
    if isinstance(code, types.CodeType):
        _TARGET_CODES.add(code)
    else:
        _TARGET_TYPES.add(type(built))


def in_target(frame: types.FrameType | None) -> bool:
    """Whether ``frame`` (where a signal found the interpreter) is inside a
    target's call and not in kvtwin's own code called from there."""
    while frame is not None:
        if frame.f_code in _TARGET_CODES or type(frame.f_locals.get("self")) in _TARGET_TYPES:
            return True
        if frame.f_code.co_filename.startswith(_OWN):
            return False
        frame = frame.f_back
    return False


def _timed_out() -> TargetTimeout:
    return TargetTimeout(f"the call ran past {call_timeout:g} s (--call-timeout)")


@contextmanager
def watchdog() -> Iterator[Callable[[], None]]:
    """For one run: yields ``arm()``, which the loop calls as each op (or audit)
    starts; a target call of that op still running after :data:`call_timeout`
    seconds (at most a quarter more) is stopped with :class:`TargetTimeout`.
    Where no timer can be used (not the main thread, an outer timer running, no
    limit) ``arm`` does nothing."""
    if not _timer_free():
        yield lambda: None
        return
    limit = float(call_timeout)  # type: ignore[arg-type]
    period = limit / 4
    progress = _Progress()

    def check(signum: int, frame: Any) -> None:
        if progress.armed != progress.seen:  # a new op since: its calls start afresh
            progress.seen, progress.stalled = progress.armed, 0.0
        if not in_target(frame):
            progress.stalled = 0.0
            return
        progress.stalled += period
        if progress.stalled >= limit:
            progress.stalled = 0.0
            raise _timed_out()

    previous = signal.signal(signal.SIGALRM, check)
    signal.setitimer(signal.ITIMER_REAL, period, period)
    try:
        yield progress.arm
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@contextmanager
def time_limit() -> Iterator[None]:
    """Building a target (importing its code included) within :data:`call_timeout`:
    past it, :class:`TargetTimeout` is raised where the build is. Nothing of
    kvtwin's runs in between, so here any sample may stop it."""
    if not _timer_free():
        yield
        return

    def expire(signum: int, frame: Any) -> None:
        raise _timed_out()

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, float(call_timeout))  # type: ignore[arg-type]
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _timer_free() -> bool:
    return (
        call_timeout is not None
        and threading.current_thread() is threading.main_thread()
        and signal.getitimer(signal.ITIMER_REAL)[0] == 0
    )


class _Progress:
    """Ops started (bumped by the loop) and what the timer last saw of them."""

    __slots__ = ("armed", "seen", "stalled")

    def __init__(self) -> None:
        self.armed = 0
        self.seen = 0
        self.stalled = 0.0  # seconds in a target's code, in a row, as the timer counts them

    def arm(self) -> None:
        self.armed += 1


def attempt(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> tuple[Any, BaseException | None]:
    """``(fn(*args, **kwargs), None)``, or ``(None, error)`` for anything it raised."""
    try:
        return fn(*args, **kwargs), None
    except Interrupted:
        raise
    except BaseException as error:  # SystemExit and KeyboardInterrupt too: findings
        return None, error


def raised(error: BaseException) -> str:
    """``TYPE: message`` (``SystemExit: 0``), shortened: what a message says was raised."""
    text = str(error)
    if len(text) > 300:
        text = text[:297] + "..."
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


def describe(error: BaseException) -> str:
    """``crash: TYPE: message`` for a non-contract error (a typed contract error
    is named by its ``kind``)."""
    kind = getattr(type(error), "kind", None)
    if isinstance(error, AdapterRefused):  # ours: its kind is the instance's
        kind = error.kind
    if isinstance(kind, str) and not isinstance(error, TargetTimeout):
        return kind
    text = str(error)
    if len(text) > 300:
        text = text[:297] + "..."
    return f"crash: {type(error).__name__}: {text}" if text else f"crash: {type(error).__name__}"
