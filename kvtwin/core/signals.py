"""The user's stop signals: Ctrl-C (SIGINT) and SIGTERM (a scheduler's, a CI
job's timeout) both raise :class:`kvtwin.core.errors.Interrupted`, so every
command stops the same clean way: children ended, temporary folders removed,
the summary written, exit 128 + the signal's number (130, 143).

A forked child of a run (``--isolate``) stops at the first signal it gets and
ignores the next ones (a terminal's Ctrl-C reaches it and its parent, which
forwards a SIGTERM too), so it can still write its summary."""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable
from typing import Any

from kvtwin.core.errors import Interrupted

STOPS = (signal.SIGINT, signal.SIGTERM)
_received: int | None = None


def _stop(signum: int, frame: Any) -> None:
    global _received
    _received = signum
    raise Interrupted()


def install() -> Callable[[], None]:
    """Handle the stop signals (main thread only); returns what restores the
    handlers found."""
    global _received
    _received = None
    if threading.current_thread() is not threading.main_thread():
        return lambda: None
    previous = {s: signal.signal(s, _stop) for s in STOPS}
    return lambda: [signal.signal(s, h) for s, h in previous.items()] and None


def exit_status(default: int) -> int:
    """128 + the stop signal received, else ``default``."""
    return 128 + _received if _received is not None else default


def in_child() -> None:
    """In a forked child: the first stop signal raises Interrupted, later ones
    are ignored until the child has answered."""

    def once(signum: int, frame: Any) -> None:
        for s in STOPS:
            signal.signal(s, signal.SIG_IGN)
        _stop(signum, frame)

    for s in STOPS:
        signal.signal(s, once)
