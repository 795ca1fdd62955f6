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

from kvtwin.core.errors import Interrupted

T = TypeVar("T")
PROCESS_FIELD = "process"
"""The divergence field of a finding whose target ended the process."""


@dataclass(frozen=True)
class Death:
    description: str  # "killed by signal SIGSEGV", "exited with status 3"
    index: int  # the op being applied when it died (-1: before the first)


def describe_exit(code: int | None) -> str:
    if code is None:
        return "did not exit"
    if code < 0:
        try:
            return f"killed by signal {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exited with status {code}"


def call_isolated(fn: Callable[[Callable[[int], None]], T]) -> tuple[T | None, Death | None]:
    """``fn(mark)`` in a forked child; ``mark(i)`` records the op it is on.
    Returns ``(value, None)``, or ``(None, Death)`` if the child ended without
    answering. An exception ``fn`` raises is raised here again."""
    context = multiprocessing.get_context("fork")
    receive, send = context.Pipe(duplex=False)
    current = context.Value("q", -1, lock=False)

    def child() -> None:
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
        tag, value = receive.recv()
    except EOFError:  # the child ended without answering
        process.join()
        return None, Death(describe_exit(process.exitcode), int(current.value))
    except (Interrupted, KeyboardInterrupt):
        process.kill()
        process.join()
        raise
    finally:
        receive.close()
    process.join()
    if tag == "error":
        raise value
    return value, None
