"""Running part of a run in a forked child process, so that a target that ends
its process (``os._exit``, a segfault, an abort, the kernel's OOM killer)
becomes a finding instead of the end of kvtwin.

The child reports which op it is applying through shared memory before each
op, so the parent knows the op that killed it. A fork keeps torch and the
registry already imported, so a child costs milliseconds, not an interpreter
start; shrinking a process-killing finding replays every candidate this way.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from kvtwin.core import signals
from kvtwin.core.errors import Interrupted

T = TypeVar("T")
PROCESS_FIELD = "process"
"""The divergence field of a finding whose target ended the process."""


@dataclass(frozen=True)
class Death:
    description: str  # "killed by signal SIGSEGV", "exited with status 3"
    index: int  # the op being applied when it died (-1: before the first)
    timed_out: bool = False  # it did not answer within its time limit (and was killed)


def describe_exit(code: int | None) -> str:
    if code is None:
        return "did not exit"
    if code < 0:
        try:
            return f"killed by signal {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exited with status {code}"


def call_isolated(
    fn: Callable[[Callable[[int], None]], T], *, timeout: float | None = None, grace: float = 0.0
) -> tuple[T | None, Death | None]:
    """``fn(mark)`` in a forked child; ``mark(i)`` records the op it is on.
    Returns ``(value, None)``, or ``(None, Death)`` if the child ended without
    answering, or had not answered after ``timeout`` seconds (then it is killed).
    An exception ``fn`` raises is raised here again. When this process is
    interrupted, the child is told to stop too and given ``grace`` seconds to
    answer (a run writes its summary), then killed; its answer, if any, is
    returned, else Interrupted is raised."""
    context = multiprocessing.get_context("fork")
    receive, send = context.Pipe(duplex=False)
    current = context.Value("q", -1, lock=False)

    def child() -> None:
        signals.in_child()
        receive.close()
        try:
            answer: tuple[str, Any] = ("ok", fn(lambda i: setattr(current, "value", i)))
        except BaseException as error:  # handed to the parent, which decides
            answer = ("error", error)
        try:
            send.send(answer)
        except Exception:  # an unpicklable answer: say what it was
            send.send(("error", RuntimeError(f"{type(answer[1]).__name__}: {answer[1]}")))
        os._exit(0)

    process = context.Process(target=child, daemon=True)
    process.start()
    send.close()
    try:
        try:
            if not receive.poll(timeout):
                _end(process)
                limit = f"did not finish within {timeout:g} s"
                return None, Death(limit, int(current.value), timed_out=True)
            tag, value = receive.recv()
        except EOFError:  # the child ended without answering
            process.join()
            return None, Death(describe_exit(process.exitcode), int(current.value))
        except (Interrupted, KeyboardInterrupt):
            tag, value = _stopped(process, receive, grace)
    finally:
        receive.close()
    process.join()
    if tag == "error":
        raise value
    return value, None


def _stopped(process: Any, receive: Any, grace: float) -> tuple[str, Any]:
    """The child's answer once it was told to stop too, within ``grace`` seconds;
    else it is killed and the interrupt goes on."""
    if grace > 0 and process.is_alive():
        try:
            os.kill(process.pid, signal.SIGTERM)
            if receive.poll(grace):
                return receive.recv()
        except (EOFError, OSError, Interrupted, KeyboardInterrupt):
            pass
    _end(process)
    raise Interrupted()


def _end(process: Any) -> None:
    process.kill()
    process.join()
