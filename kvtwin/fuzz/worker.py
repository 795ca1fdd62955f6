"""What a fuzzing worker does with one task: plain data in, plain data out, the
same in a local pool process and in a Ray task.

Tasks (``task["kind"]``):

* ``ping``: answer once everything is imported (the driver warms every
  worker up before the budget starts).
* ``campaign``: rebuild the campaign from its description and run it in
  lockstep; a divergence comes back with the whole trace (the driver decides
  whether it is new and worth shrinking). ``stop_after`` ends the campaign
  cleanly when the budget runs out; ``spill`` names a file that receives each
  op before it is applied, so a campaign that kills or hangs its worker
  leaves its trace behind (the driver reruns a dead campaign that way).
* ``replay``: replay a known finding's reproduction (in a forked child, so a
  reproduction that kills its process comes back as a value).
* ``shrink``: shrink a trace keeping its cause (:func:`kvtwin.core.repro.shrink_trace`).

Extra modules that register targets (``--plugin``, ``$KVTWIN_PLUGINS``) are
imported before each task; imports are cached, so that is once per process.
"""

from __future__ import annotations

import json
import threading
import time
import traceback
from collections.abc import Callable, Sequence
from typing import Any, TextIO

import torch
from tqdm import tqdm

from kvtwin.core import contain
from kvtwin.core.campaign import run_campaign, trace_of
from kvtwin.core.errors import Interrupted, TargetUnavailable, TraceError, UsageError
from kvtwin.core.lockstep import RunResult
from kvtwin.core.plugins import load_plugins
from kvtwin.core.registry import TargetBroken, scenarios
from kvtwin.core.replay import broken_at_start, replay_trace
from kvtwin.core.repro import shrink_trace
from kvtwin.core.trace import Trace
from kvtwin.fuzz.campaigns import build


def prepare(plugins: Sequence[str], call_timeout: float | None) -> None:
    # one thread per worker: the workers already fill the cores
    torch.set_num_threads(1)
    # tqdm's default lock is a multiprocessing semaphore, which a killed worker
    # would leave behind; a worker draws no bars, a thread lock does
    tqdm.set_lock(threading.RLock())
    load_plugins(plugins)
    scenarios()
    contain.call_timeout = call_timeout


def execute(task: dict[str, Any]) -> dict[str, Any]:
    """Run one task; never raises. ``{"unavailable": why}`` for a target that
    cannot run here or a bad description, ``{"error": ...}`` for anything
    else that went wrong outside the target's calls."""
    try:
        prepare(task.get("plugins", ()), task.get("call_timeout"))
        kind = task["kind"]
        if kind == "ping":  # a worker's first task: everything imported, ready
            time.sleep(task.get("hold", 0))
            return {"ready": True}
        if kind == "campaign":
            return _campaign(task)
        if kind == "replay":
            return _replay(task)
        if kind == "shrink":
            return _shrink(task)
        raise ValueError(f"unknown task kind {kind!r}")
    except (UsageError, TargetUnavailable, TraceError) as error:
        return {"unavailable": str(error)}
    except Interrupted:
        raise
    except BaseException as error:  # an exit of kvtwin's own making too: an answer, not a death
        return {"error": f"{type(error).__name__}: {error}", "traceback": traceback.format_exc()}


def _campaign(task: dict[str, Any]) -> dict[str, Any]:
    campaign = build(task["desc"])
    spill: TextIO | None = open(task["spill"], "w") if task.get("spill") else None  # noqa: SIM115
    cpu = time.process_time()
    try:
        result = _run(campaign, _on_send(spill, task.get("stop_after")))
    finally:
        if spill is not None:
            spill.close()
    answer: dict[str, Any] = {
        "ops": result.count,
        "seconds": result.seconds,
        "cpu_seconds": time.process_time() - cpu,
        "stopped": result.interrupted,
        "label": campaign.label,
        "divergence": None,
        # what the campaign drew of its scenario's input domain (the driver merges it)
        "coverage": result.coverage,
    }
    if result.divergence is not None:
        answer["divergence"] = result.divergence.to_json()
        answer["trace"] = trace_of(campaign, result, f"kvtwin fuzz: {campaign.label}").to_json()
    return answer


def _run(campaign: Any, on_send: Callable[[int, dict[str, Any]], None]) -> RunResult:
    """The campaign; a target whose own code fails while being built diverges at
    its start, as ``kvtwin run`` reports it."""
    try:
        return run_campaign(campaign, on_send=on_send)
    except TargetBroken as error:
        return broken_at_start(error)


def _on_send(
    spill: TextIO | None, stop_after: float | None
) -> Callable[[int, dict[str, Any]], None]:
    stop_at = None if stop_after is None else time.monotonic() + stop_after

    def on_send(index: int, data: dict[str, Any]) -> None:
        if spill is not None:
            spill.write(json.dumps(data) + "\n")
            spill.flush()
        if stop_at is not None and time.monotonic() > stop_at:
            # the engine's loop ends a run cleanly on Interrupted: the budget is spent
            raise Interrupted()

    return on_send


def _replay(task: dict[str, Any]) -> dict[str, Any]:
    result = replay_trace(task["trace"], isolate=True)
    if result.divergence is None:
        return {"ops": result.count, "divergence": None}
    # the ops as replayed: the trace of the cause it shows now, if that changed
    return {"ops": result.count, "divergence": result.divergence.to_json(), "trace_ops": result.ops}


def _shrink(task: dict[str, Any]) -> dict[str, Any]:
    reproduction = shrink_trace(Trace.from_json(task["trace"]), max_seconds=task["max_seconds"])
    return {
        **reproduction.fields(),
        "trace": reproduction.trace.to_json(),
        "seconds": reproduction.seconds,
    }
