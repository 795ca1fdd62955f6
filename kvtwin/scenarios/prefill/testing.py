"""Running prefill calls directly, for tests and Hypothesis: a session over a
target object and probe of the caller's (broken caches, rebasing probes), and
the Hypothesis check that writes its failing example as a reproduction."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

import torch

from kvtwin.core.divergence import DivergenceFound
from kvtwin.core.lockstep import RunResult, drive
from kvtwin.core.repro import record_divergence
from kvtwin.core.trace import Trace
from kvtwin.scenarios.prefill import PREFILL
from kvtwin.scenarios.prefill.campaigns import calls_workload
from kvtwin.scenarios.prefill.config import prefill_config
from kvtwin.scenarios.prefill.ops import PrefillCall
from kvtwin.scenarios.prefill.probes import MemoryProbe
from kvtwin.scenarios.prefill.session import PrefillSession
from kvtwin.scenarios.prefill.shapes import ShapeConfig
from kvtwin.scenarios.prefill.targets.base import SCENARIO, PrefillTarget


def run_calls(
    target: PrefillTarget,
    probe: MemoryProbe,
    calls: Iterable[PrefillCall],
    shapes: ShapeConfig | None = None,
    *,
    seed: int = 0,
    dtype: torch.dtype = torch.float32,
    compare_fresh: bool | str = True,
    threads: int | None = 1,
    chunk_size: int | None = None,
) -> RunResult:
    """``calls`` through ``target`` in lockstep with the model, until the end or
    the first divergence. ``probe`` must be the one ``target`` allocates through;
    ``chunk_size`` the one it was built with (default: the wrapper's setting)."""
    session = PrefillSession(
        target,
        probe,
        shapes,
        chunk_size=target.chunk_size if chunk_size is None else chunk_size,
        dtype=dtype,
        compare_fresh=compare_fresh,
        threads=threads,
    )
    try:
        return drive(PREFILL, session, calls_workload(calls, seed))
    finally:
        session.close()


def check_prefill_calls(
    target: str,
    calls: Sequence[PrefillCall],
    *,
    capacity: int,
    chunk_size: int = 64,
    shapes: ShapeConfig | None = None,
    seed: int = 0,
    device: str = "cpu",
    out_dir: Path | None = None,
    name: str = "repro",
) -> None:
    """Run ``calls`` on a fresh ``target``; on a divergence write the reproduction
    under ``out_dir/name`` (``kvtwin.core.repro.record_divergence``) and raise
    ``DivergenceFound``.

    Meant for Hypothesis: it shrinks a failing sequence by running smaller ones
    through here, and the failing example it reports last is the minimal one,
    so the reproduction left behind is Hypothesis's shrunk example. Ids are not
    recycled (the session holds every ``cu_seqlens``, as a replay does), so an
    example fails the same way each time Hypothesis runs it.
    """
    config = prefill_config(capacity=capacity, device=device, chunk_size=chunk_size, shapes=shapes)
    session = PREFILL.session(config, target, replay=True)
    try:
        result = drive(PREFILL, session, calls_workload(calls, seed))
    finally:
        session.close()
    if result.divergence is None:
        return
    trace = Trace(
        SCENARIO,
        target,
        config,
        result.ops,
        result.divergence.to_json(),
        "a Hypothesis-drawn shape sequence (shrunk by Hypothesis)",
    )
    record_divergence(trace, name, out_dir)
    raise DivergenceFound(result.divergence)
