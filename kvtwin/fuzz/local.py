"""The local backend: worker processes on this machine, one task each at a time.

Each worker is a process of its own (started by a ``forkserver`` that has torch
and the scenarios imported, so a replacement starts in milliseconds), in a
session of its own (the terminal's Ctrl-C reaches the driver only, and killing
a worker's process group also ends any child it forked). The driver talks to
it over a pipe and watches its sentinel: a worker that dies (``os._exit``, a
segfault, the OOM killer) or runs past its task's timeout is killed, replaced,
and its task comes back as an :class:`Outcome` with ``death`` set. Nothing a
target does can stop the pool.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import resource
import signal
import time
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from typing import Any

from kvtwin.core.isolate import describe_exit
from kvtwin.core.registry import scenarios
from kvtwin.fuzz.worker import execute

START_METHOD = "forkserver"


@dataclass
class Outcome:
    """What became of one task: ``result`` (what the worker answered), or
    ``death`` (why it gave none) with ``timed_out`` for a task that ran past
    its timeout."""

    task: int
    result: dict[str, Any] | None = None
    death: str | None = None
    timed_out: bool = False


HEADROOM = 256 << 20
"""Address space a worker needs beyond what it has mapped once everything is
imported: its first campaign's model, target and trace."""


def address_space() -> int:
    """This process's mapped address space in bytes (what RLIMIT_AS limits)."""
    with open("/proc/self/statm") as handle:
        return int(handle.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")


def floor_mb() -> int:
    """The smallest --memory-limit a worker can run under: what this process (which
    has imported what a worker imports) maps, plus the headroom, in MB."""
    try:
        return -(-(address_space() + HEADROOM) // (1 << 20))
    except (OSError, ValueError):
        return 0


def serve(conn: Connection, memory_limit: int | None) -> None:
    """A worker's loop: tasks in, answers out, until the pipe closes. Under a
    memory limit too low for it to work at all it answers every task with an
    error saying so, rather than failing in ways that look like findings."""
    os.setsid()
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    refused = None
    if memory_limit:
        needed = address_space() + HEADROOM
        if needed > memory_limit:
            refused = (
                f"--memory-limit {memory_limit >> 20} MB: a worker needs at least "
                f"{-(-needed // (1 << 20))} MB of address space"
            )
        else:
            resource.setrlimit(resource.RLIMIT_AS, (memory_limit, memory_limit))
    while True:
        try:
            task = conn.recv()
        except (EOFError, OSError):
            return
        if task is None:
            return
        conn.send({"error": refused} if refused else execute(task))


def stop_helpers() -> None:
    """End the forkserver and resource tracker this process started: they hold its
    standard streams, and a caller reading them would wait on them otherwise."""
    from multiprocessing import forkserver, resource_tracker

    for helper in (forkserver._forkserver, resource_tracker._resource_tracker):
        stop = getattr(helper, "_stop", None)
        if stop is not None:
            with contextlib.suppress(OSError, ChildProcessError):
                stop()


@dataclass
class _Worker:
    process: Any
    conn: Connection
    task: int | None = None
    deadline: float = 0.0
    timeout: float = 0.0


class LocalPool:
    """``jobs`` worker processes. Tasks queue in submission order; ``free()``
    says how many more could start at once."""

    backend = "local"

    def __init__(
        self, jobs: int, *, memory_limit_mb: int | None = None, preload: Sequence[str] = ()
    ) -> None:
        self.jobs = jobs
        self._memory = memory_limit_mb * (1 << 20) if memory_limit_mb else None
        self._context = multiprocessing.get_context(START_METHOD)
        modules = {type(s).__module__ for s in scenarios().values()}
        self._context.set_forkserver_preload(["kvtwin.fuzz.worker", *sorted(modules), *preload])
        self._queue: deque[tuple[int, dict[str, Any], float]] = deque()
        self._next_id = 0
        self._workers = [self._start() for _ in range(jobs)]

    def _start(self) -> _Worker:
        mine, theirs = self._context.Pipe()
        process = self._context.Process(
            target=serve, args=(theirs, self._memory), name="kvtwin-fuzz-worker"
        )
        process.start()
        theirs.close()
        return _Worker(process, mine)

    # ------------------------------------------------------------ interface
    def free(self) -> int:
        idle = sum(w.task is None for w in self._workers)
        return max(0, idle - len(self._queue))

    def busy(self) -> int:
        return sum(w.task is not None for w in self._workers) + len(self._queue)

    def submit(self, task: dict[str, Any], timeout: float) -> int:
        self._next_id += 1
        self._queue.append((self._next_id, task, timeout))
        self._dispatch()
        return self._next_id

    def wait(self, seconds: float) -> list[Outcome]:
        """Outcomes of the tasks that ended within ``seconds`` (at least one if
        any ended; an empty list once ``seconds`` pass without one)."""
        self._dispatch()
        running = [w for w in self._workers if w.task is not None]
        if not running:
            time.sleep(max(0.0, seconds))
            return []
        now = time.monotonic()
        limit = min([seconds, *(w.deadline - now for w in running)])
        handles: list[Any] = [w.conn for w in running] + [w.process.sentinel for w in running]
        ready = set(wait(handles, timeout=max(0.0, limit)))
        outcomes = []
        now = time.monotonic()
        for worker in running:
            outcome = self._collect(worker, ready, now)
            if outcome is not None:
                outcomes.append(outcome)
        self._dispatch()
        return outcomes

    def close(self) -> None:
        """End every worker now (tasks still running are dropped)."""
        self._queue.clear()
        for worker in self._workers:
            if worker.task is None:
                with contextlib.suppress(OSError):
                    worker.conn.send(None)
            else:
                _kill(worker.process)
        for worker in self._workers:
            worker.process.join(timeout=5)
            if worker.process.is_alive():
                _kill(worker.process)
                worker.process.join()
            worker.conn.close()
        self._workers = []

    # ------------------------------------------------------------- private
    def _dispatch(self) -> None:
        for worker in self._workers:
            if not self._queue:
                return
            if worker.task is None:
                task_id, task, timeout = self._queue.popleft()
                worker.task, worker.timeout = task_id, timeout
                worker.deadline = time.monotonic() + timeout
                # a worker that died while idle: its sentinel reports it
                with contextlib.suppress(OSError):
                    worker.conn.send(task)

    def _collect(self, worker: _Worker, ready: set[Any], now: float) -> Outcome | None:
        assert worker.task is not None
        if worker.conn in ready or worker.conn.poll():
            try:
                answer = worker.conn.recv()
            except (EOFError, OSError):
                answer = None
            if answer is not None:
                outcome = Outcome(worker.task, result=answer)
                worker.task = None
                return outcome
        if worker.process.sentinel in ready or not worker.process.is_alive():
            worker.process.join()
            death = f"the worker {describe_exit(worker.process.exitcode)}"
            return self._replace(worker, Outcome(worker.task, death=death))
        if now >= worker.deadline:
            death = f"the task ran past its {worker.timeout:g} s timeout"
            return self._replace(worker, Outcome(worker.task, death=death, timed_out=True))
        return None

    def _replace(self, worker: _Worker, outcome: Outcome) -> Outcome:
        _kill(worker.process)
        worker.process.join()
        worker.conn.close()
        self._workers[self._workers.index(worker)] = self._start()
        return outcome


def _kill(process: Any) -> None:
    """SIGKILL the worker's whole process group (it may have forked a child
    that hangs), or the worker alone before it made its group."""
    try:
        if os.getpgid(process.pid) == process.pid:
            os.killpg(process.pid, signal.SIGKILL)
            return
    except (ProcessLookupError, PermissionError):
        pass
    process.kill()
