"""Prefill traces: recording, replaying and shrinking sequences of prefill calls.

A prefill trace (``kvtwin.trace.Trace``, scenario ``"prefill"``) holds what it
takes to rebuild the target and every call's inputs::

    config: {"capacity": 8, "device": "cpu", "chunk_size": 64, "dtype": "float32",
             "dims": {"heads": 2, "head_k": 32, "head_v": 32},
             "compare_fresh": true}
    ops:    [{"index": 0, "total": 96, "seqlens": [40, 56], "seed": 0},
             {"index": 1, "total": 32, "seqlens": [32], "seed": 0,
              "cu_seqlens_reuses_id_of": 0}, ...]

An op is one call: ``total`` tokens split into sequences of ``seqlens``. Its
inputs are ``kvtwin.prefill_lockstep.make_inputs`` of the call with that
``index`` (its position in the run that recorded it) and input ``seed``, so a
call keeps its inputs when a shrinker drops the calls around it.

``cu_seqlens_reuses_id_of`` (optional) says that CPython gave this call's
``cu_seqlens`` tensor the id of the freed ``cu_seqlens`` of the call with that
index (the latest earlier one with that id). Where CPython recycles ids depends
on the whole process's heap, so a replay makes it happen: it keeps every call's
``cu_seqlens`` alive until a later op names it, then frees it and allocates
tensors until one lands at the freed address (:func:`tensor_at`). Ids the trace
does not name are never recycled in a replay. A reference to a call the trace
no longer holds (a shrinker dropped it) is ignored.

Replay drives the same lockstep runner as ``kvtwin run prefill``, with a fresh
memory probe and a fresh target. Shrinking is ddmin over the calls, then over
each call's split (sequences merged into fewer), keeping the divergence's
signature (its field, ids blanked).
"""

from __future__ import annotations

import time
import weakref
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import torch

from kvtwin.block_replay import signature
from kvtwin.divergence import Divergence, DivergenceFound
from kvtwin.prefill_lockstep import PrefillLockstep
from kvtwin.probes import ProbeUnavailable, make_probe
from kvtwin.shrink import ddmin
from kvtwin.targets.base import TargetUnavailable
from kvtwin.targets.prefill import make_prefill_target
from kvtwin.trace import Trace, TraceError, require
from kvtwin.workloads.shapes import PrefillCall, ShapeConfig

DTYPES = {"float32": torch.float32, "float16": torch.float16, "bfloat16": torch.bfloat16}
REUSES = "cu_seqlens_reuses_id_of"
RECYCLE_ATTEMPTS = 100_000
"""Tensors :func:`tensor_at` allocates at most before giving up (a few dozen do it)."""

Planned = tuple[PrefillCall, int, int | None]
"""One op: the call, its input seed, the index of the call whose cu_seqlens id it reuses."""


# ------------------------------------------------------------- recording
def prefill_config(
    *,
    capacity: int,
    device: str | torch.device = "cpu",
    chunk_size: int = 64,
    shapes: ShapeConfig | None = None,
    dtype: torch.dtype = torch.float32,
    compare_fresh: bool | str = True,
) -> dict[str, Any]:
    """The trace config of a prefill run."""
    shapes = shapes or ShapeConfig()
    return {
        "capacity": capacity,
        "device": str(device),
        "chunk_size": chunk_size,
        "dtype": str(dtype).removeprefix("torch."),
        "dims": {"heads": shapes.heads, "head_k": shapes.head_k, "head_v": shapes.head_v},
        "compare_fresh": compare_fresh,
    }


def call_op(call: PrefillCall, seed: int, reuses: int | None = None) -> dict[str, Any]:
    """One call as a trace op."""
    op: dict[str, Any] = {
        "index": call.index,
        "total": call.total,
        "seqlens": list(call.seq_lens),
        "seed": seed,
    }
    if reuses is not None:
        op[REUSES] = reuses
    return op


def prefill_trace(
    target: str,
    calls: Sequence[PrefillCall],
    *,
    seed: int,
    config: dict[str, Any],
    divergence: Divergence | None = None,
    source: str = "",
    cu_seqlens_ids: Sequence[int] = (),
) -> Trace:
    """A trace of ``calls`` (run with input seed ``seed``) on ``target``.
    ``cu_seqlens_ids``: the run's ``PrefillRunResult.cu_seqlens_ids``, whose
    repeats become ``cu_seqlens_reuses_id_of``."""
    last: dict[int, int] = {}
    ops = []
    for position, call in enumerate(calls):
        reuses = None
        if position < len(cu_seqlens_ids):
            reuses = last.get(cu_seqlens_ids[position])
            last[cu_seqlens_ids[position]] = call.index
        ops.append(call_op(call, seed, reuses))
    return Trace(
        "prefill",
        target,
        config,
        ops,
        None if divergence is None else divergence.to_json(),
        source,
    )


# ------------------------------------------------------------- replaying
def plan_calls(ops: Sequence[dict[str, Any]]) -> list[Planned]:
    """Validate trace ops: ``(call, input seed, reused id's call)`` per op, or a
    TraceError naming the field."""
    planned = []
    seen: set[int] = set()
    for position, op in enumerate(ops):
        where = f"ops[{position}]"
        index = require(op, "index", int, where)
        if index in seen:
            raise TraceError(f"trace field '{where}.index': {index} names an earlier call too")
        seen.add(index)
        total = require(op, "total", int, where)
        seed = require(op, "seed", int, where)
        seqlens = op.get("seqlens")
        if (
            not isinstance(seqlens, list)
            or not seqlens
            or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 1 for n in seqlens)
        ):
            raise TraceError(
                f"trace field '{where}.seqlens': expected a list of ints >= 1, got {seqlens!r}"
            )
        if sum(seqlens) != total or total < 1:
            raise TraceError(
                f"trace field '{where}.seqlens': must sum to total={total}, got {seqlens!r}"
            )
        reuses = op.get(REUSES)
        if reuses is not None and (isinstance(reuses, bool) or not isinstance(reuses, int)):
            raise TraceError(f"trace field '{where}.{REUSES}': expected an int, got {reuses!r}")
        planned.append((PrefillCall(index, total, tuple(seqlens)), seed, reuses))
    return planned


def _settings(config: dict[str, Any]) -> dict[str, Any]:
    capacity = require(config, "capacity", int)
    chunk_size = require(config, "chunk_size", int)
    if capacity < 1 or chunk_size < 1:
        raise TraceError(
            f"trace field 'config': capacity and chunk_size must be >= 1, "
            f"got {capacity} and {chunk_size}"
        )
    dims = config.get("dims")
    if not isinstance(dims, dict):
        raise TraceError(f"trace field 'config.dims': expected an object, got {dims!r}")
    heads, head_k, head_v = (
        require(dims, n, int, "config.dims") for n in ("heads", "head_k", "head_v")
    )
    dtype_name = config.get("dtype", "float32")
    if dtype_name not in DTYPES:
        raise TraceError(
            f"trace field 'config.dtype': expected one of {sorted(DTYPES)}, got {dtype_name!r}"
        )
    device = config.get("device", "cpu")
    if not isinstance(device, str):
        raise TraceError(f"trace field 'config.device': expected a device name, got {device!r}")
    compare_fresh = config.get("compare_fresh", True)
    if compare_fresh not in (True, False, "always"):
        raise TraceError(
            f"trace field 'config.compare_fresh': expected true, false or \"always\", "
            f"got {compare_fresh!r}"
        )
    return {
        "capacity": capacity,
        "chunk_size": chunk_size,
        "shapes": ShapeConfig(heads=heads, head_k=head_k, head_v=head_v),
        "dtype": DTYPES[dtype_name],
        "device": device,
        "compare_fresh": compare_fresh,
    }


def tensor_at(address: int, like: torch.Tensor) -> torch.Tensor | None:
    """A new tensor with ``like``'s values whose ``id()`` is ``address`` (a freed
    tensor's), or None if CPython does not hand that address out again within
    ``RECYCLE_ATTEMPTS`` new tensors.

    Tensors are allocated (and held) until one lands at the address; that one
    then takes ``like``'s storage and shape (``set_``). Freed memory of the size
    is handed out again before new memory, so a few dozen attempts do it.
    """
    held = []
    for _ in range(RECYCLE_ATTEMPTS):
        candidate = torch.empty(0, dtype=like.dtype, device=like.device)
        if id(candidate) == address:
            return candidate.set_(like)
        held.append(candidate)
    return None


class ReplayLockstep(PrefillLockstep):
    """The lockstep runner, with the trace's recycled ``cu_seqlens`` ids recycled."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.reuses: int | None = None  # the current op's reference
        self.unrecycled: list[int] = []  # call indices whose recycling did not happen
        self._kept: dict[int, torch.Tensor] = {}  # call index -> its cu_seqlens, held

    def _inputs(self, call: PrefillCall) -> dict[str, torch.Tensor]:
        inputs = super()._inputs(call)
        old = self._kept.pop(self.reuses, None) if self.reuses is not None else None
        if old is not None:
            address, gone = id(old), weakref.ref(old)
            del old
            recycled = tensor_at(address, inputs["cu_seqlens"]) if gone() is None else None
            if recycled is None:  # the target holds the old tensor: its id cannot recur
                self.unrecycled.append(call.index)
            else:
                inputs["cu_seqlens"] = recycled
        self._kept[call.index] = inputs["cu_seqlens"]
        return inputs


def run_planned(config: dict[str, Any], target: str, calls: Sequence[Planned]) -> Divergence | None:
    """Run ``calls`` on a fresh ``target`` and model; the first divergence or None."""
    settings = _settings(config)
    try:
        probe = make_probe(settings["device"])
    except ProbeUnavailable as error:
        raise TargetUnavailable(str(error)) from None
    op = make_prefill_target(
        target,
        capacity=settings["capacity"],
        device=settings["device"],
        allocate=probe.allocate,
        chunk_size=settings["chunk_size"],
    )
    lockstep = ReplayLockstep(
        op,
        probe,
        settings["shapes"],
        dtype=settings["dtype"],
        compare_fresh=settings["compare_fresh"],
    )
    threads = torch.get_num_threads()
    torch.set_num_threads(1)  # small calls: see kvtwin.prefill_lockstep.run_prefill_calls
    try:
        if probe.device_wide:
            lockstep.warm_up()
        replayed: set[int] = set()
        for call, seed, reuses in calls:
            lockstep.seed = seed
            lockstep.reuses = reuses if reuses in replayed else None
            replayed.add(call.index)
            lockstep.apply(call)
    except DivergenceFound as found:
        return found.divergence
    finally:
        torch.set_num_threads(threads)
    return None


def replay_prefill_trace(trace: Trace, target: str | None = None) -> Divergence | None:
    """Replay a prefill trace on model and ``target`` (default: the trace's own)."""
    return run_planned(trace.config, target or trace.target, plan_calls(trace.ops))


# ------------------------------------------------------------- shrinking
def shrink_prefill_trace(
    trace: Trace, target: str | None = None, max_seconds: float = 120.0
) -> Trace:
    """The smallest trace (ddmin over calls, then fewer sequences per call) that
    still diverges with the same signature on ``target``. Past ``max_seconds``
    it keeps the smallest found so far."""
    target = target or trace.target
    deadline = time.monotonic() + max_seconds
    planned = plan_calls(trace.ops)
    first = run_planned(trace.config, target, planned)
    if first is None:
        raise TraceError(f"the trace does not diverge on target {target!r}: nothing to shrink")
    wanted = signature(first)

    def fails(candidate: list[Planned]) -> bool:
        divergence = run_planned(trace.config, target, candidate)
        return divergence is not None and signature(divergence) == wanted

    candidate = planned[: max(first.step, 0) + 1]
    for _ in range(2):
        before = list(candidate)
        candidate = ddmin(candidate, fails, deadline)
        candidate = _shrink_splits(candidate, fails, deadline)
        if candidate == before:
            break
    divergence = run_planned(trace.config, target, candidate)
    return Trace(
        "prefill",
        target,
        trace.config,
        [call_op(call, seed, reuses) for call, seed, reuses in candidate],
        None if divergence is None else divergence.to_json(),
        f"shrunk by kvtwin (ddmin) from {len(trace.ops)} calls; {trace.source}".strip("; "),
    )


def _shrink_splits(
    candidate: list[Planned], fails: Callable[[list[Planned]], bool], deadline: float
) -> list[Planned]:
    """Per call, fewer sequences: one sequence if that still fails, else merge
    neighbours while a merge keeps it failing."""
    candidate = list(candidate)
    for slot, (call, seed, reuses) in enumerate(candidate):
        lens = list(call.seq_lens)
        if len(lens) < 2:
            continue

        def fails_with(new: list[int], slot: int = slot, op: Planned = candidate[slot]) -> bool:
            trial = list(candidate)
            trial[slot] = (PrefillCall(op[0].index, op[0].total, tuple(new)), op[1], op[2])
            return fails(trial)

        if time.monotonic() < deadline and fails_with([call.total]):
            lens = [call.total]
        else:
            merged = True
            while merged and len(lens) > 1 and time.monotonic() < deadline:
                merged = False
                for i in range(len(lens) - 1):
                    trial = [*lens[:i], lens[i] + lens[i + 1], *lens[i + 2 :]]
                    if fails_with(trial):
                        lens, merged = trial, True
                        break
        candidate[slot] = (PrefillCall(call.index, call.total, tuple(lens)), seed, reuses)
    return candidate


# ------------------------------------------------------- for Hypothesis tests
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
    """Run ``calls`` on ``target``; on a divergence write the reproduction (when
    ``out_dir`` is given) and raise ``DivergenceFound``.

    Meant for Hypothesis: it shrinks a failing sequence by running smaller ones
    through here, and the failing example it reports last is the minimal one,
    so the reproduction left in ``out_dir`` is Hypothesis's shrunk example.
    """
    from kvtwin.repro import write_reproduction

    config = prefill_config(capacity=capacity, device=device, chunk_size=chunk_size, shapes=shapes)
    planned = [(call, seed, None) for call in calls]
    divergence = run_planned(config, target, planned)
    if divergence is None:
        return
    if out_dir is not None:
        trace = prefill_trace(
            target,
            calls,
            seed=seed,
            config=config,
            divergence=divergence,
            source="a Hypothesis-drawn shape sequence (shrunk by Hypothesis)",
        )
        write_reproduction(trace, out_dir, name)
    raise DivergenceFound(divergence)
