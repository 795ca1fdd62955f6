"""Ops the contract rejects, and legal ones at its edges, that the serving loop
makes at the first step of a churn phase (``--traffic misuse`` and ``all``).

Each misuse op is rejected by the model and must change nothing; the legal ops
around them (an ``alloc`` whose page is then freed twice, a ``match`` whose pages
are then freed) keep the loop's own bookkeeping exact. SGLang's cache and
allocator check almost none of this (its scheduler is trusted): what it does
with such an op is compared with the model like anything else.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

import kvtwin.scenarios.radix.ops as ops
from kvtwin.scenarios.radix.ops import RadixOp

RadixServingLoop = Any
"""serving.RadixServingLoop, which drives these (named, not imported: serving imports us)."""

Ops = Generator[RadixOp, Any, None]
FRESH_TOKEN = 1000
"""Tokens at and above this never occur in the traffic (its outputs stay below 997)."""


def burst(loop: RadixServingLoop, edges: bool, turn: int) -> Ops:
    """The edge cases (``edges``), then the ``turn``-th misuse family in rotation: a
    cause one family hits ends only its own part, and the next part (its own seed,
    its own rotation) meets another family first."""
    if edges:
        yield from edge_cases(loop)
    yield from FAMILIES[turn % len(FAMILIES)](loop)


def edge_cases(loop: RadixServingLoop) -> Ops:
    """Legal calls the loop never makes itself."""
    yield ops.alloc(0)
    yield ops.evict(0)
    yield ops.match(list(range(loop.ps - 1)))  # shorter than a page: matches nothing
    yield ops.insert([], [], 0)
    _, root, _ = yield ops.match([])
    receipt = yield ops.lock(root)
    yield ops.unlock(receipt)


def malformed(loop: RadixServingLoop) -> Ops:
    """What no scheduler sends: adapters answer it themselves (``bad_argument``)."""
    yield ops.RadixOp("alloc", {"n": True}, malformed=True)
    yield ops.RadixOp("free", {"pages": 5}, malformed=True)
    yield ops.RadixOp("match", {"tokens": [True, 2, 3, 4]}, malformed=True)
    yield ops.evict(-1)


def negative_count(loop: RadixServingLoop) -> Ops:
    """A negative count, with at least two pages free: an allocator that slices its
    free list by the count shows it only then (SGLang hands out all but the last)."""
    if loop.free < 2 and loop.config.caching:
        freed = yield ops.evict(2 * loop.ps)
        loop.free += freed // loop.ps
    yield ops.alloc(-1)


def foreign_pages(loop: RadixServingLoop) -> Ops:
    yield ops.free([0])  # the padding page
    yield ops.free([loop.config.num_pages + 1])


def double_free(loop: RadixServingLoop) -> Ops:
    """A page freed twice, and one given to the tree while free."""
    if loop.free == 0:
        return
    got = yield ops.alloc(1)
    if not got:
        return
    yield ops.free(got)
    yield ops.free(got)
    fresh = [FRESH_TOKEN + i for i in range(loop.ps)]
    yield ops.insert(fresh, got, 0)


def double_unlock(loop: RadixServingLoop) -> Ops:
    """A lock released twice, on a path a running request also holds."""
    holder = next((s for s in loop.running if s.protected), None)
    tokens = holder.tokens[: holder.protected] if holder is not None else []
    _, node, _ = yield ops.match(tokens)
    receipt = yield ops.lock(node)
    yield ops.unlock(receipt)
    yield ops.unlock(receipt)
    yield ops.lock(None)  # a handle that names no node


def tree_pages_given_back(loop: RadixServingLoop) -> Ops:
    """The tree's own pages freed, and handed to ``insert`` as the caller's."""
    holder = next((s for s in loop.running if s.protected), None)
    if holder is None:
        return
    prefix, _, pages = yield ops.match(holder.tokens[: holder.protected])
    if not pages:
        return
    yield ops.free(pages[:1])
    yield ops.insert(holder.tokens[:prefix], pages, 0)


FAMILIES = (
    malformed,
    negative_count,
    foreign_pages,
    double_free,
    double_unlock,
    tree_pages_given_back,
)
