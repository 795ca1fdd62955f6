"""A prefill run as a PyTorch memory snapshot, from the memory probe's event log.

One allocation per scratch storage the cache allocated through the probe, freed
when the probe saw the storage die. Every storage is its own segment at its
real address (``data_ptr``), of the size the probe accounts for it (on CUDA:
rounded to the allocator's 512-byte blocks; the requested size is the
storage's). The CPU allocator has no segments of its own and the CUDA caching
allocator's real segments are larger; one segment per storage keeps the
viewer's three views consistent with what the probe saw. Each event's frame
names the call, its key, the shape and the dtype. See
:mod:`kvtwin.report.snapshot` for the file format.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from kvtwin.report import snapshot as fmt

NOTE = (
    "One allocation per scratch storage the cache allocated through the memory probe, "
    "at its real address, freed when the probe saw the storage die; each one's frame "
    "names its call, key, shape and dtype."
)


def scratch_snapshot(
    events: Iterable[Any], *, keys: dict[int, str] | None = None, target: str = ""
) -> dict[str, Any]:
    """A snapshot from a memory probe's ``events`` (``probes.MemoryEvent``).

    ``keys``: call index -> the call's key label (``TimelinePoint.key``), shown
    in each buffer's frame. Zero-byte storages are left out (they hold no memory).
    """
    keys = keys or {}
    trace: list[dict[str, Any]] = []
    live: dict[int, tuple[dict[str, Any], int]] = {}  # serial -> (alloc event, segment size)
    start: int | None = None
    for event in events:
        if event.nbytes == 0:
            continue
        if start is None:
            start = event.time_ns
        time_us = (event.time_ns - start) // 1000
        if event.action == "alloc":
            frames = [_scratch_frame(event, keys, target)]
            size, segment = event.nbytes, event.accounted
            trace.append(fmt.event("segment_alloc", event.data_ptr, segment, frames, time_us))
            alloc = fmt.event("alloc", event.data_ptr, size, frames, time_us)
            trace.append(alloc)
            live[event.serial] = (alloc, segment)
        elif event.action == "free":
            held = live.pop(event.serial, None)
            if held is None:  # its allocation predates the log: nothing to pair it with
                continue
            alloc, segment = held
            frames, size = alloc["frames"], alloc["size"]
            trace.append(fmt.event("free_requested", event.data_ptr, size, frames, time_us))
            trace.append(fmt.event("free_completed", event.data_ptr, size, frames, time_us))
            trace.append(fmt.event("segment_free", event.data_ptr, segment, frames, time_us))
        else:
            raise ValueError(f"unknown memory event action {event.action!r}")
    segments = []
    for alloc, segment in sorted(live.values(), key=lambda held: held[0]["addr"]):
        size = alloc["size"]
        block = fmt.block(alloc["addr"], segment, size, "active_allocated", alloc["frames"])
        segments.append(fmt.segment(alloc["addr"], segment, [block]))
    return {"segments": segments, "device_traces": [trace]}


def _scratch_frame(event: Any, keys: dict[int, str], target: str) -> dict[str, Any]:
    call = event.call
    key = keys.get(call) if call is not None else None
    where = "outside a call" if call is None else f"call {call}" + (f" {key}" if key else "")
    shape = "x".join(str(d) for d in event.shape) or "scalar"
    name = f"scratch storage #{event.serial}: {shape} {event.dtype}, {where}"
    if target:
        name += f", target {target}"
    return {"filename": "kvtwin-prefill", "line": -1 if call is None else int(call), "name": name}
