"""The KV pool of one blocks run as a PyTorch memory snapshot: one segment of
fixed-size blocks (``block_bytes`` each, by default 1, so the viewer's sizes
count blocks); a block is allocated while it is out of the target's free pool
(active or cached) and freed when it returns to it. The dummy block is held
from the start. See :mod:`kvtwin.report.snapshot` for the file format."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from kvtwin.report import snapshot as fmt
from kvtwin.report.snapshot import POOL_ADDRESS


def pool_snapshot(
    pool_events: Iterable[Sequence[Any]],
    num_blocks: int,
    *,
    reserved: Iterable[int] | None = None,
    block_bytes: int = 1,
    target: str = "",
) -> dict[str, Any]:
    """The KV pool as one segment of ``num_blocks`` blocks of ``block_bytes``.

    ``pool_events``: ``(step, "alloc" | "free", block)`` in order (as
    ``PoolRecorder.events``). ``reserved``: blocks held from the
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
            trace.append(fmt.event("alloc", addr, block_bytes, frames, step))
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
            blocks.append(fmt.block(start, run * block_bytes, 0, "inactive", []))
            run = 0
        addr = POOL_ADDRESS + b * block_bytes
        blocks.append(fmt.block(addr, block_bytes, block_bytes, "active_allocated", held[b]))
    if run:
        start = POOL_ADDRESS + (num_blocks - run) * block_bytes
        blocks.append(fmt.block(start, run * block_bytes, 0, "inactive", []))
    segment = fmt.segment(POOL_ADDRESS, num_blocks * block_bytes, blocks)
    return {"segments": [segment], "device_traces": [trace]}


def _pool_frame(block: int, step: int | None, target: str) -> dict[str, Any]:
    when = "reserved (the dummy block)" if step is None else f"taken at step {step}"
    name = f"block {block} {when}" + (f" ({target})" if target else "")
    return {"filename": "kv-pool", "line": -1 if step is None else int(step), "name": name}


def _pool_free(addr: int, size: int, frames: list, step: int) -> list[dict[str, Any]]:
    return [
        fmt.event("free_requested", addr, size, frames, step),
        fmt.event("free_completed", addr, size, frames, step),
    ]


NOTE = (
    "The KV pool is one segment, one byte per block (sizes count blocks); a block "
    "is allocated while it is out of the target's free pool (active or cached), "
    "as the ops that moved it saw it. The dummy block is held throughout."
)
