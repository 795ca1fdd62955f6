"""Ops a correct hybrid cache must refuse with a typed error, changing nothing
(docs/contract.md, section 5): each kind names the rule it breaks and is made
from what the serving loop knows of its live requests, or is not possible now.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

import kvtwin.scenarios.hybrid.ops as ops
from kvtwin.scenarios.hybrid.ops import HybridOp


@dataclass
class Live:
    """A live request as the serving loop knows it."""

    rid: int
    prompt: tuple[int, ...]
    max_new_tokens: int
    position: int = 0
    kept: list[int] = field(default_factory=list)
    """The blocks its prefix hit kept (the last one's snapshot is pinned until its first chunk)."""
    chunks: int = 0
    output: list[int] = field(default_factory=list)

    @property
    def prefilling(self) -> bool:
        return self.position < len(self.prompt)


@dataclass
class World:
    """What a misuse op is made from."""

    live: list[Live]
    next_rid: int
    block_size: int
    num_blocks: int
    rng: random.Random


def _prefilling(world: World) -> list[Live]:
    return [r for r in world.live if r.prefilling]


def _decoding(world: World) -> list[Live]:
    return [r for r in world.live if not r.prefilling]


def _unaligned(world: World) -> HybridOp | None:
    b = world.block_size
    fits = [r for r in _prefilling(world) if len(r.prompt) - r.position > b + 1]
    return ops.prefill(world.rng.choice(fits).rid, b + 1) if fits and b > 1 else None


def _past_prompt(world: World) -> HybridOp | None:
    live = world.live and world.rng.choice(world.live)
    return ops.prefill(live.rid, len(live.prompt) - live.position + 1) if live else None


def _too_early(world: World) -> HybridOp | None:
    pre = _prefilling(world)
    return ops.decode(world.rng.choice(pre).rid, 0) if pre else None


def _nan_chunk(world: World) -> HybridOp | None:
    pre = _prefilling(world)
    if not pre:
        return None
    r = world.rng.choice(pre)
    n = min(len(r.prompt) - r.position, world.block_size)
    return ops.prefill(r.rid, n, brk="nan_gate")


def _inf_decode(world: World) -> HybridOp | None:
    dec = _decoding(world)
    return ops.decode(world.rng.choice(dec).rid, 1, brk="inf_gate") if dec else None


def _duplicate(world: World) -> HybridOp | None:
    live = world.live and world.rng.choice(world.live)
    return ops.admit(live.rid, live.prompt) if live else None


def _pinned(world: World) -> HybridOp | None:
    waiting = [r for r in world.live if r.kept and r.chunks == 0]
    return ops.invalidate((world.rng.choice(waiting).kept[-1],)) if waiting else None


KINDS: dict[str, Callable[[World], HybridOp | None]] = {
    "unknown_request": lambda w: ops.prefill(w.next_rid + 1000, w.block_size),
    "release_unknown": lambda w: ops.release(w.next_rid + 1000, "abort"),
    "duplicate_admit": _duplicate,
    "empty_prompt": lambda w: ops.admit(w.next_rid + 1000, ()),
    "zero_chunk": lambda w: ops.prefill(w.live[0].rid, 0) if w.live else None,
    "unaligned_chunk": _unaligned,
    "chunk_past_prompt": _past_prompt,
    "decode_too_early": _too_early,
    "nan_gate": _nan_chunk,
    "inf_gate_decode": _inf_decode,
    "negative_evict_blocks": lambda w: ops.evict_blocks(-1),
    "negative_evict_slots": lambda w: ops.evict_slots(-1),
    "invalidate_dummy": lambda w: ops.invalidate((w.num_blocks - 1,)),
    "invalidate_pinned": _pinned,
}
"""Kind -> the op it makes now, or ``None`` where the loop has nothing to make it from."""
