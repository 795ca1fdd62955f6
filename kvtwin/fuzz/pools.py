"""What the driver needs of a backend, and building the one asked for."""

from __future__ import annotations

import os
from typing import Any, Protocol

from kvtwin.fuzz.local import LocalPool, Outcome
from kvtwin.fuzz.ray_backend import RayPool


class Pool(Protocol):
    backend: str
    jobs: int

    def free(self) -> int:
        """How many more tasks could start now."""

    def busy(self) -> int:
        """Tasks queued or running."""

    def submit(self, task: dict[str, Any], timeout: float) -> int:
        """Queue ``task`` (see :mod:`kvtwin.fuzz.worker`); its id. ``timeout``
        counts from when it starts."""

    def wait(self, seconds: float) -> list[Outcome]:
        """The outcomes of tasks that ended, waiting up to ``seconds`` for one."""

    def close(self) -> None:
        """End every worker (running tasks are dropped)."""


def make_pool(
    backend: str,
    jobs: int | None,
    *,
    address: str | None = None,
    memory_limit_mb: int | None = None,
    plugins: tuple[str, ...] = (),
) -> Pool:
    local: dict[str, Any] = {"memory_limit_mb": memory_limit_mb, "preload": plugins}
    if backend == "ray":
        return RayPool(jobs, address, **local)
    return LocalPool(jobs or len(os.sched_getaffinity(0)), **local)
