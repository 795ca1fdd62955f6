"""What could end or hang kvtwin in a way no handler sees (``os._exit``, a fatal
signal, a hang outside the interpreter) while it imports a plugin or builds a
target is tried first in a forked child: a clear error, exit 2, instead of a
silent exit 0 or a run that never starts. Whatever the child raises is left to
the real import or build, here, which reports it (or finds it) the usual way.

A fork costs milliseconds with torch already imported; it is skipped where CUDA
is in use (a forked child cannot use the parent's CUDA), and the limit is
``--call-timeout``."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Sequence
from typing import Any

from kvtwin.core import contain
from kvtwin.core.errors import TargetUnavailable, UsageError
from kvtwin.core.isolate import Death, call_isolated
from kvtwin.core.scenario import Scenario


def forkable(device: Any = "cpu") -> bool:
    if str(device).startswith("cuda"):
        return False
    torch = sys.modules.get("torch")
    return torch is None or not torch.cuda.is_initialized()


def probe_imports(names: Sequence[str], timeout: float | None, label: str = "--plugin") -> None:
    """Import each module in a child first; a UsageError naming the one that ended
    the process or did not finish importing within ``timeout`` seconds."""
    if not names or not forkable():
        return

    def imports(mark: Callable[[int], None]) -> None:
        for index, name in enumerate(names):
            mark(index)
            _quietly(importlib.import_module, name)

    death = _tried(imports, timeout)
    if death is not None:
        name = names[max(death.index, 0)]
        raise UsageError(f"{label} {name}: {_what(death, 'importing it')}")


def probe_target(scenario: Scenario, config: dict[str, Any], target: str) -> None:
    """Build the target of ``config`` in a child first; a TargetUnavailable naming
    it where that ended the process or ran past ``--call-timeout``."""
    if not forkable(config.get("device", "cpu")):
        return

    def build(mark: Callable[[int], None]) -> None:
        mark(0)
        session = _quietly(scenario.session, config, target)
        if session is not None:
            _quietly(session.close)

    death = _tried(build, contain.call_timeout)
    if death is not None:
        raise TargetUnavailable(f"target {target!r}: {_what(death, 'building it')}")


PROBE_FLOOR = 1.0
"""The shortest limit a child is given (seconds): its time includes starting it,
kvtwin's own, which a tiny --call-timeout must not count against the code tried
(building the target here again is held to --call-timeout itself)."""


def _tried(job: Callable[[Callable[[int], None]], Any], timeout: float | None) -> Death | None:
    timeout = None if timeout is None else max(timeout, PROBE_FLOOR)
    _, death = call_isolated(job, timeout=timeout)
    return death


def _quietly(fn: Callable[..., Any], *args: Any) -> Any:
    """``fn(*args)``; anything it raises is for the real import or build to report."""
    try:
        return fn(*args)
    except BaseException:
        return None


def _what(death: Death, doing: str) -> str:
    if death.timed_out:
        return f"{doing} ran past {death.description.split('within ')[-1]} (--call-timeout)"
    return f"{doing} ended the process ({death.description}): kvtwin cannot run it"
