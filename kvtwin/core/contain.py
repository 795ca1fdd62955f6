"""Containment of a target: whatever a target call does (raise anything, exit,
hang) comes back as a value the checker can compare, never as the end of the run.

The user's own Ctrl-C is :class:`kvtwin.core.errors.Interrupted` (the CLI's
SIGINT handler raises it) and passes through; a ``KeyboardInterrupt`` or
``SystemExit`` the target raises itself is caught like any other error. An op
whose target calls run past :data:`call_timeout` seconds is stopped with
:class:`TargetTimeout` inside the call that hangs, after between 1 and 1.25
times the limit: one periodic SIGALRM timer per run checks, every quarter of
the limit, whether the loop has moved to another op since (arming an op is a
counter bump, not a system call); only in the main thread, and only for hangs
that return to the interpreter.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from kvtwin.core.errors import Interrupted

DEFAULT_CALL_TIMEOUT = 300.0
call_timeout: float | None = DEFAULT_CALL_TIMEOUT
"""Seconds one target call may take (``None``: no limit); ``--call-timeout`` sets it."""


class TargetTimeout(BaseException):
    """A target call ran past the call timeout."""

    kind = "timeout"


def _alarm(signum: int, frame: Any) -> None:
    raise TargetTimeout(f"the call ran past {call_timeout} s (--call-timeout)")


@contextmanager
def watchdog() -> Iterator[Callable[[], None]]:
    """For one run: yields ``arm()``, which the loop calls as each op (or audit)
    starts; an op that has not ended after :data:`call_timeout` seconds (at most
    a quarter more) is stopped with :class:`TargetTimeout`. The timer is set once
    per run. Where no timer can be used (not the main thread, an outer timer
    running, no limit) ``arm`` does nothing."""
    if (
        call_timeout is None
        or threading.current_thread() is not threading.main_thread()
        or signal.getitimer(signal.ITIMER_REAL)[0] > 0
    ):
        yield lambda: None
        return
    limit = call_timeout
    period = limit / 4
    progress = _Progress()

    def check(signum: int, frame: Any) -> None:
        if progress.armed != progress.seen:
            progress.seen, progress.stalled = progress.armed, 0.0
            return
        progress.stalled += period
        if progress.stalled >= limit:
            progress.stalled = 0.0
            _alarm(signum, frame)

    previous = signal.signal(signal.SIGALRM, check)
    signal.setitimer(signal.ITIMER_REAL, period, period)
    try:
        yield progress.arm
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


class _Progress:
    """Ops started (bumped by the loop) and what the timer last saw of them."""

    __slots__ = ("armed", "seen", "stalled")

    def __init__(self) -> None:
        self.armed = 0
        self.seen = 0
        self.stalled = 0.0  # seconds without a new op, as the timer counts them

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


def describe(error: BaseException) -> str:
    """``crash: TYPE: message`` for a non-contract error (a typed contract error
    is named by its ``kind``)."""
    kind = getattr(type(error), "kind", None)
    if isinstance(kind, str) and not isinstance(error, TargetTimeout):
        return kind
    text = str(error)
    if len(text) > 300:
        text = text[:297] + "..."
    return f"crash: {type(error).__name__}: {text}" if text else f"crash: {type(error).__name__}"
