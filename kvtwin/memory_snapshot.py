"""PyTorch memory snapshots of kvtwin runs, for PyTorch's own memory viewer.

The file is the pickle ``torch.cuda.memory._snapshot()`` writes and that
https://pytorch.org/memory_viz and ``torch.cuda._memory_viz`` read: a dict with

* ``segments``: the memory held at the end, each segment tiled by blocks
  (``active_allocated`` or ``inactive``);
* ``device_traces``: per device, the events in order: ``segment_alloc``,
  ``alloc``, ``free_requested``, ``free_completed``, ``segment_free``.

kvtwin writes it from what it measured, on the CPU as well as on CUDA:

* prefill (:func:`prefill_snapshot`): the memory probe's event log, one
  allocation per scratch storage the cache allocated through the probe, freed
  when the probe saw the storage die. Every storage is its own segment at its
  real address (``data_ptr``), of the size the probe accounts for it (on CUDA:
  rounded to the allocator's 512-byte blocks; the requested size is the
  storage's). The CPU allocator has no segments of its own and the CUDA
  caching allocator's real segments are larger; one segment per storage keeps
  the viewer's three views consistent with what the probe saw.
* blocks (:func:`blocks_snapshot`): the KV pool as one segment of fixed-size
  blocks (``block_bytes`` each, by default 1, so the viewer's sizes count
  blocks); a block is allocated while it is out of the target's free pool
  (active or cached) and freed when it returns to it, as seen at the end of
  each engine step. The dummy block is held from the start.

Events carry one frame that names what the viewer shows on hover (the call
and shape of a scratch buffer, the step of a KV block). The pickle uses only
the opcodes the viewer's JavaScript unpickler reads (protocol 4, plain dicts,
lists, strings, ints).
"""

from __future__ import annotations

import pickle
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

SNAPSHOT_NAME = "memory_snapshot.pickle"
PICKLE_PROTOCOL = 4  # the viewer's unpickler reads protocols 2 to 4
POOL_ADDRESS = 0x7F00_0000_0000
"""Where the KV pool's segment starts (made up: the pool is an index space)."""

VIEWER_HINT = (
    "open it in PyTorch's memory viewer: drag it onto https://pytorch.org/memory_viz "
    "(nothing is uploaded), or `python -m torch.cuda._memory_viz trace FILE` "
    "for a text trace"
)


# ------------------------------------------------------------------ prefill
def prefill_snapshot(
    events: Iterable[Any],
    *,
    keys: dict[int, str] | None = None,
    target: str = "",
) -> dict[str, Any]:
    """A snapshot from a memory probe's ``events`` (``kvtwin.probes.MemoryEvent``).

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
            trace.append(_event("segment_alloc", event.data_ptr, segment, frames, time_us))
            alloc = _event("alloc", event.data_ptr, size, frames, time_us)
            trace.append(alloc)
            live[event.serial] = (alloc, segment)
        elif event.action == "free":
            held = live.pop(event.serial, None)
            if held is None:  # its allocation predates the log: nothing to pair it with
                continue
            alloc, segment = held
            frames, size = alloc["frames"], alloc["size"]
            trace.append(_event("free_requested", event.data_ptr, size, frames, time_us))
            trace.append(_event("free_completed", event.data_ptr, size, frames, time_us))
            trace.append(_event("segment_free", event.data_ptr, segment, frames, time_us))
        else:
            raise ValueError(f"unknown memory event action {event.action!r}")
    segments = []
    for alloc, segment in sorted(live.values(), key=lambda held: held[0]["addr"]):
        size = alloc["size"]
        block = _block(alloc["addr"], segment, size, "active_allocated", alloc["frames"])
        segments.append(_segment(alloc["addr"], segment, [block]))
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


# ------------------------------------------------------------------- blocks
def blocks_snapshot(
    pool_events: Iterable[Sequence[Any]],
    num_blocks: int,
    *,
    reserved: Iterable[int] | None = None,
    block_bytes: int = 1,
    target: str = "",
) -> dict[str, Any]:
    """The KV pool as one segment of ``num_blocks`` blocks of ``block_bytes``.

    ``pool_events``: ``(step, "alloc" | "free", block)`` in order (as
    ``BlockCampaignResult.pool_events``). ``reserved``: blocks held from the
    start and never handed out (default: the dummy block ``num_blocks - 1``).
    """
    if num_blocks < 1 or block_bytes < 1:
        raise ValueError(
            f"need num_blocks >= 1 and block_bytes >= 1, got {num_blocks}, {block_bytes}"
        )
    reserved = {num_blocks - 1} if reserved is None else set(reserved)
    held: dict[int, list[dict[str, Any]]] = {b: [_pool_frame(b, None, target)] for b in reserved}
    trace: list[dict[str, Any]] = []
    for step, action, block in pool_events:
        if not 0 <= block < num_blocks:
            raise ValueError(f"block {block} outside a pool of {num_blocks}")
        addr = POOL_ADDRESS + block * block_bytes
        if action == "alloc":
            frames = [_pool_frame(block, step, target)]
            if block in held:  # allocated twice without a free between: close the first
                trace += _pool_free(addr, block_bytes, held.pop(block), step)
            held[block] = frames
            trace.append(_event("alloc", addr, block_bytes, frames, step))
        elif action == "free":
            frames = held.pop(block, None)
            if frames is None:  # freed while free (a double free): nothing was held
                continue
            trace += _pool_free(addr, block_bytes, frames, step)
        else:
            raise ValueError(f"unknown pool event action {action!r}")
    blocks: list[dict[str, Any]] = []
    run = 0  # inactive blocks not yet written
    for b in range(num_blocks):
        if b not in held:
            run += 1
            continue
        if run:
            start = POOL_ADDRESS + (b - run) * block_bytes
            blocks.append(_block(start, run * block_bytes, 0, "inactive", []))
            run = 0
        addr = POOL_ADDRESS + b * block_bytes
        blocks.append(_block(addr, block_bytes, block_bytes, "active_allocated", held[b]))
    if run:
        start = POOL_ADDRESS + (num_blocks - run) * block_bytes
        blocks.append(_block(start, run * block_bytes, 0, "inactive", []))
    segment = _segment(POOL_ADDRESS, num_blocks * block_bytes, blocks)
    return {"segments": [segment], "device_traces": [trace]}


def _pool_frame(block: int, step: int | None, target: str) -> dict[str, Any]:
    when = "reserved (the dummy block)" if step is None else f"taken at step {step}"
    name = f"block {block} {when}" + (f" ({target})" if target else "")
    return {"filename": "kv-pool", "line": -1 if step is None else int(step), "name": name}


def _pool_free(addr: int, size: int, frames: list, step: int) -> list[dict[str, Any]]:
    return [
        _event("free_requested", addr, size, frames, step),
        _event("free_completed", addr, size, frames, step),
    ]


# ------------------------------------------------------------------ format
def _event(action: str, addr: int, size: int, frames: list, time_us: int) -> dict[str, Any]:
    return {
        "action": action,
        "addr": int(addr),
        "size": int(size),
        "stream": 0,
        "time_us": int(time_us),
        "frames": frames,
    }


def _block(addr: int, size: int, requested: int, state: str, frames: list) -> dict[str, Any]:
    return {
        "address": int(addr),
        "size": int(size),
        "requested_size": int(requested),
        "state": state,
        "frames": frames,
    }


def _segment(addr: int, total: int, blocks: list[dict[str, Any]]) -> dict[str, Any]:
    active = sum(b["size"] for b in blocks if b["state"] == "active_allocated")
    return {
        "device": 0,
        "address": int(addr),
        "total_size": int(total),
        "allocated_size": int(active),
        "active_size": int(active),
        "requested_size": int(sum(b["requested_size"] for b in blocks)),
        "stream": 0,
        "segment_type": "large" if total > (1 << 20) else "small",
        "segment_pool_id": (0, 0),
        "is_expandable": False,
        "frames": [],
        "blocks": blocks,
    }


def write_snapshot(snapshot: dict[str, Any], path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(pickle.dumps(snapshot, protocol=PICKLE_PROTOCOL))
    return path


def load_snapshot(path: Path) -> dict[str, Any]:
    with open(path, "rb") as f:
        return pickle.load(f)


def live_allocations(snapshot: dict[str, Any], device: int = 0) -> dict[int, int]:
    """Replay the device trace: address -> size of each allocation still live at
    its end (what the viewer's timeline ends with)."""
    live: dict[int, int] = {}
    for event in snapshot["device_traces"][device]:
        if event["action"] == "alloc":
            live[event["addr"]] = event["size"]
        elif event["action"] == "free_completed":
            live.pop(event["addr"], None)
    return live
