"""The Ray backend: the same tasks as Ray tasks, on a cluster or a local instance.

Ray is an optional extra (``pip install 'kvtwin[ray]'``) and is imported only
inside this module's functions. Scheduling, placement, worker processes and
their failures are Ray's: each task is a ``ray.remote`` call of
:func:`kvtwin.fuzz.worker.execute` with ``max_retries=0`` (a worker that a
target kills is the finding: a retry would only run the crash again, or hide a
flaky one), results stream back through ``ray.wait``, and a task past its
timeout is ended with ``ray.cancel(force=True)``. The pool keeps at most
``jobs`` tasks in flight, so a task's timeout runs from about when it starts.

A campaign that killed its Ray worker is run again with a spill file to
recover its trace; that rerun needs a file the driver can read, so it goes to
a one-process local pool on the driver's machine.
"""

from __future__ import annotations

import os
import time
from collections import deque
from typing import Any

from kvtwin.core.errors import UsageError
from kvtwin.fuzz.local import LocalPool, Outcome
from kvtwin.fuzz.worker import execute


def ray_available() -> bool:
    try:
        import ray  # noqa: F401
    except ImportError:
        return False
    return True


class RayPool:
    backend = "ray"

    def __init__(self, jobs: int | None, address: str | None, **local_options: Any) -> None:
        try:
            import ray
        except ImportError:
            raise UsageError("--backend ray needs Ray: pip install 'kvtwin[ray]'") from None
        self._ray = ray
        self._started = False
        if not ray.is_initialized():
            self._init(address, jobs)
        cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
        # no more in flight than the cluster runs at once: a task waiting in
        # Ray's queue would spend its timeout there
        self.jobs = min(jobs or cpus, cpus)
        self._remote = ray.remote(num_cpus=1, max_retries=0)(execute)
        self._queue: deque[tuple[int, dict[str, Any], float]] = deque()
        self._running: dict[Any, tuple[int, float, float]] = {}  # ref -> id, deadline, timeout
        self._next_id = 0
        self._local: LocalPool | None = None
        self._local_ids: dict[int, int] = {}  # local pool's id -> ours
        self._local_options = local_options

    def _init(self, address: str | None, jobs: int | None) -> None:
        ray = self._ray
        # the driver's folder on the workers' path, as for the driver: plugins
        # named by module resolve the same way on both sides (local instance)
        path = os.pathsep.join(p for p in (os.getcwd(), os.environ.get("PYTHONPATH")) if p)
        options: dict[str, Any] = {
            "include_dashboard": False,
            "log_to_driver": False,
            "runtime_env": {"env_vars": {"PYTHONPATH": path}},
        }
        try:
            if address:
                ray.init(address=address, **{k: options[k] for k in ("log_to_driver",)})
            else:
                ray.init(num_cpus=jobs or os.cpu_count() or 1, **options)
        except (ConnectionError, ValueError, RuntimeError) as error:
            where = address or "a local instance"
            raise UsageError(f"--backend ray: cannot start or reach {where}: {error}") from None
        self._started = True

    # ------------------------------------------------------------ interface
    def free(self) -> int:
        return max(0, self.jobs - len(self._running) - len(self._queue))

    def busy(self) -> int:
        local = self._local.busy() if self._local is not None else 0
        return len(self._running) + len(self._queue) + local

    def submit(self, task: dict[str, Any], timeout: float) -> int:
        self._next_id += 1
        if task.get("spill"):
            if self._local is None:
                self._local = LocalPool(1, **self._local_options)
            self._local_ids[self._local.submit(task, timeout)] = self._next_id
        else:
            self._queue.append((self._next_id, task, timeout))
            self._dispatch()
        return self._next_id

    def wait(self, seconds: float) -> list[Outcome]:
        ray = self._ray
        outcomes = self._local_outcomes()
        self._dispatch()
        if not self._running:
            if not outcomes:
                time.sleep(max(0.0, min(seconds, 0.2 if self._local_busy() else seconds)))
            return outcomes + self._local_outcomes()
        now = time.monotonic()
        limit = min(seconds, *(deadline - now for _, deadline, _ in self._running.values()))
        if self._local_busy() or outcomes:
            limit = min(limit, 0.2)
        refs = list(self._running)
        ready, _ = ray.wait(refs, num_returns=1, timeout=max(0.0, limit))
        if ready:  # and whatever else is done by now
            ready, _ = ray.wait(refs, num_returns=len(refs), timeout=0)
        for ref in ready:
            task_id, _, _ = self._running.pop(ref)
            outcomes.append(self._get(task_id, ref))
        now = time.monotonic()
        for ref, (task_id, deadline, timeout) in list(self._running.items()):
            if now >= deadline:
                ray.cancel(ref, force=True)
                del self._running[ref]
                death = f"the task ran past its {timeout:g} s timeout"
                outcomes.append(Outcome(task_id, death=death, timed_out=True))
        self._dispatch()
        return outcomes + self._local_outcomes()

    def close(self) -> None:
        ray = self._ray
        for ref in self._running:
            ray.cancel(ref, force=True)
        self._running.clear()
        self._queue.clear()
        if self._local is not None:
            self._local.close()
        if self._started:
            ray.shutdown()

    # ------------------------------------------------------------- private
    def _dispatch(self) -> None:
        while self._queue and len(self._running) < self.jobs:
            task_id, task, timeout = self._queue.popleft()
            ref = self._remote.remote(task)
            self._running[ref] = (task_id, time.monotonic() + timeout, timeout)

    def _get(self, task_id: int, ref: Any) -> Outcome:
        exceptions = self._ray.exceptions
        try:
            return Outcome(task_id, result=self._ray.get(ref))
        except exceptions.RayTaskError as error:  # execute itself raised: not the target
            return Outcome(task_id, result={"error": str(error).splitlines()[0]})
        except exceptions.RayError as error:  # the worker died: crash, OOM kill, lost node
            first = (str(error).strip().splitlines() or [""])[0]
            return Outcome(task_id, death=f"the Ray worker died: {type(error).__name__}: {first}")

    def _local_busy(self) -> bool:
        return self._local is not None and self._local.busy() > 0

    def _local_outcomes(self) -> list[Outcome]:
        if not self._local_busy():
            return []
        assert self._local is not None
        outcomes = self._local.wait(0)
        for outcome in outcomes:
            outcome.task = self._local_ids.pop(outcome.task)
        return outcomes
