"""The blocks scenario's input domain: what a caller of a block allocator may pass
(docs/contract.md section 1, the public signatures of ``impl/blocks.py``), read
parameter by parameter, and what it may do between calls.

Each parameter has its valid classes and boundary values (an empty, a single and
a long batch; the lowest and highest usable id; counts of zero, one, the whole
pool, past the pool and past the int32 and int64 edges; hashes at the ends of
their range and at the edges where a narrower integer or a float64 would lose
them; every input form: list, tuple, int64 and int32 tensors) and the misuse
classes the contract rejects. The workload draws them (``campaigns.in_forms``
rotates the forms verb by verb, ``misuse.edge_cases`` sends the edges, the serving
loop the rest) and ``classify`` counts what each op actually sent, so the
coverage says what a run drew, not what it meant to. ``run``-level parameters
(the pool's size, its policy, its device) are fixed by a run's options; the hunts
draw their classes across campaigns.

Not drawable through an adapter (and so not in the domain): the allocator built
with its defaults (``policy`` and ``device`` left out: every target is built with
both) and a caller holding the tensor ``allocate`` or ``evict`` returned across
later calls (the adapters hand the session Python lists).
"""

from __future__ import annotations

from typing import Any

import torch

from kvtwin.core.summary import RUN, DomainTally, Param

LIST, TUPLE = "list", "tuple"
ID_FORMS = (LIST, TUPLE, "tensor:int64", "tensor:int32")
"""The valid forms of a batch of ids, in the order a campaign rotates them."""
HASH_FORMS = (LIST, TUPLE)
"""The valid forms of a batch of hashes or parent hashes."""

INT32_MAX, INT64_MAX = 2**31 - 1, 2**63 - 1
EDGE_HASHES: dict[int, str] = {
    1: "smallest",
    INT32_MAX: "int32_max",
    2**31: "past_int32",
    2**32: "past_uint32",
    2**53 + 1: "past_float64_exact",
    INT64_MAX: "largest",
}
"""Valid hashes at the edges: the range's ends (1, 2**63-1), and the first values an
int32, a uint32 or a float64 cannot hold exactly."""
EDGE_COUNTS = (INT32_MAX + 1, INT64_MAX, 2**64)
"""Counts past the int32 edge, at the int64 edge and past it: valid (an int >= 0),
never satisfiable."""

COUNT_CLASSES = (
    "zero",
    "one",
    "few",
    "many",
    "whole_pool",
    "past_pool",
    "past_int32",
    "int64_max",
    "past_int64",
)
COUNT_MISUSE = ("negative", "bool")
ID_VALUES = ("lowest", "highest", "repeated", "typical")
ID_MISUSE = ("not_int", "dummy", "out_of_range")
HASH_VALUES = (*EDGE_HASHES.values(), "typical")
HASH_MISUSE = ("zero", "negative", "past_int64", "not_int")
LENGTHS = ("empty", "one", "many")
BETWEEN = ("tick", "reset_busy", "reset_fresh", "arguments_reused")
"""What a caller does between calls: advance the clock, reset a pool in use or one
just reset, and reuse (overwrite) the argument buffers it passed once a call returns."""

_ID_VERBS = ("release", "retain", "register")


def _params() -> tuple[Param, ...]:
    params = [
        Param(
            "BlockAllocator.num_blocks",
            ("smallest", "small", "past_256"),
            ("below_two", "not_int"),
            level=RUN,
        ),
        Param("BlockAllocator.policy", ("lru", "ref_zero"), ("unknown",), level=RUN),
        Param("BlockAllocator.device", ("cpu", "cuda"), level=RUN),
        Param("allocate.n", COUNT_CLASSES, COUNT_MISUSE),
        Param("evict.n", COUNT_CLASSES, COUNT_MISUSE),
    ]
    for verb in _ID_VERBS:
        params += [
            Param(f"{verb}.ids.form", ID_FORMS, ("tensor:bool", "tensor:float32", "lone", "rows")),
            Param(f"{verb}.ids.length", LENGTHS),
            Param(f"{verb}.ids.values", ID_VALUES, ID_MISUSE),
        ]
    params += [
        Param("register.hashes.form", HASH_FORMS, ("lone",)),
        Param("register.hashes.values", HASH_VALUES, HASH_MISUSE),
        Param("register.parent_hashes.form", HASH_FORMS, ("lone",)),
        Param(
            "register.parent_hashes.values",
            ("root", "registered", "unregistered", "largest"),
            ("negative", "past_int64", "not_int"),
        ),
        Param("register.lengths", ("equal",), ("unequal",)),
        Param("match.hashes.form", HASH_FORMS, ("lone",)),
        Param("match.hashes.length", LENGTHS),
        Param("match.hashes.values", HASH_VALUES, HASH_MISUSE),
        Param("between_calls", BETWEEN),
    ]
    return tuple(params)


PARAMS = _params()


def new_tally() -> DomainTally:
    return DomainTally(PARAMS)


def pool_class(num_blocks: int) -> str:
    if num_blocks == 2:
        return "smallest"
    return "small" if num_blocks <= 257 else "past_256"


def count_class(n: Any, num_blocks: int) -> str:
    """The class of an allocate's or evict's count on a pool of ``num_blocks``."""
    if type(n) is not int:
        return "bool"  # the only non-int count a workload sends (a string never)
    if n < 0:
        return "negative"
    if n == 0:
        return "zero"
    if n > INT64_MAX:
        return "past_int64"
    if n == INT64_MAX:
        return "int64_max"
    if n > INT32_MAX:
        return "past_int32"
    if n >= num_blocks:
        return "past_pool"
    if n == num_blocks - 1:
        return "whole_pool"
    return "one" if n == 1 else "few" if n < 16 else "many"


def _length(values: Any) -> str:
    return "empty" if not values else "one" if len(values) == 1 else "many"


_INT = frozenset({int})


def _id_values(tally: DomainTally, name: str, ids: list[Any], num_blocks: int) -> None:
    if not ids:
        return
    if not set(map(type, ids)) <= _INT:
        tally.add(name, "not_int")
        return
    dummy, low, high = num_blocks - 1, min(ids), max(ids)
    if low < 0 or high > dummy:
        tally.add(name, "out_of_range")
    if dummy in ids:
        tally.add(name, "dummy")
    if low == 0:
        tally.add(name, "lowest")
    if dummy - 1 in ids:
        tally.add(name, "highest")
    if len(set(ids)) < len(ids):
        tally.add(name, "repeated")
    if low > 0 and high < dummy - 1:
        tally.add(name, "typical")


def _hash_values(tally: DomainTally, name: str, hashes: list[Any], *, parents: bool) -> None:
    if not hashes:
        return
    if not set(map(type, hashes)) <= _INT:
        tally.add(name, "not_int")
        return
    low, high = min(hashes), max(hashes)
    if low < 0:
        tally.add(name, "negative")
    if high > INT64_MAX:
        tally.add(name, "past_int64")
    if parents:
        if low == 0:
            tally.add(name, "root")
        if INT64_MAX in hashes:
            tally.add(name, "largest")
        return
    if low == 0:
        tally.add(name, "zero")
    edges = [EDGE_HASHES[h] for h in hashes if h in EDGE_HASHES]
    for edge in edges:
        tally.add(name, edge)
    if len(edges) < len(hashes) and low > 0 and high <= INT64_MAX:
        tally.add(name, "typical")


def _form(tally: DomainTally, name: str, value: Any, form: str) -> None:
    if isinstance(value, list | tuple):
        if form == LIST and value and all(type(v) is list for v in value):
            form = "rows"  # a 2-D block table where a batch goes
        tally.add(name, form)
    else:
        tally.add(name, "lone")


def classify(tally: DomainTally, op: Any, num_blocks: int, lookup: Any, last: str) -> None:
    """Count the classes ``op`` (an ``ops.Op``) draws; ``lookup(h)``: the model's
    map before the op (a parent hash resolves through it, or through a block the
    same batch registers first); ``last``: the previous op's verb (a reset right
    after a reset finds the pool fresh)."""
    verb, args = op.verb, op.args
    if verb == "tick":
        tally.add("between_calls", "tick")
        return
    if verb == "reset":
        tally.add("between_calls", "reset_fresh" if last == verb else "reset_busy")
        return
    if verb in ("allocate", "evict"):
        tally.add(f"{verb}.n", count_class(args["n"], num_blocks))
        return
    hashes_form = op.hashes_form
    if verb == "match":
        hashes = args["hashes"]
        _form(tally, "match.hashes.form", hashes, hashes_form)
        if isinstance(hashes, list):
            tally.add("match.hashes.length", _length(hashes))
            _hash_values(tally, "match.hashes.values", hashes, parents=False)
        return
    ids = args["ids"]
    _form(tally, f"{verb}.ids.form", ids, op.form)
    if isinstance(ids, list):
        tally.add(f"{verb}.ids.length", _length(ids))
        _id_values(tally, f"{verb}.ids.values", ids, num_blocks)
    if verb != "register":
        return
    hashes, parents = args["hashes"], args["parent_hashes"]
    _form(tally, "register.hashes.form", hashes, hashes_form)
    _form(tally, "register.parent_hashes.form", parents, hashes_form)
    if not (isinstance(ids, list) and isinstance(hashes, list) and isinstance(parents, list)):
        return
    equal = len(ids) == len(hashes) == len(parents)
    tally.add("register.lengths", "equal" if equal else "unequal")
    _hash_values(tally, "register.hashes.values", hashes, parents=False)
    _hash_values(tally, "register.parent_hashes.values", parents, parents=True)
    if equal and set(map(type, parents)) <= _INT:
        _parents_resolved(tally, hashes, parents, lookup)


def _parents_resolved(
    tally: DomainTally, hashes: list[Any], parents: list[int], lookup: Any
) -> None:
    """A parent hash the map names, or one it does not (a dangling parent: the
    block is registered as a root of its own chain)."""
    earlier: set[Any] = set()
    found = missing = False
    for h, p in zip(hashes, parents, strict=True):
        if p > 0:
            if p in earlier or lookup(p) is not None:
                found = True
            else:
                missing = True
        earlier.add(h)
    if found:
        tally.add("register.parent_hashes.values", "registered")
    if missing:
        tally.add("register.parent_hashes.values", "unregistered")


def run_classes(tally: DomainTally, num_blocks: int, policy: str, device: str, ops: int) -> None:
    """The run-level classes, counted once per op of the run."""
    tally.add("BlockAllocator.num_blocks", pool_class(num_blocks), ops)
    tally.add("BlockAllocator.policy", policy, ops)
    tally.add("BlockAllocator.device", "cuda" if device.startswith("cuda") else "cpu", ops)


CONSTRUCTION = "a trace config refuses it before any target is built (the unit tests' matter)"
UNBUILDABLE = {
    "BlockAllocator.num_blocks=!below_two": CONSTRUCTION,
    "BlockAllocator.num_blocks=!not_int": CONSTRUCTION,
    "BlockAllocator.policy=!unknown": CONSTRUCTION,
}
"""Misuse of the constructor: no campaign can send it, since a campaign's target is
built from a trace config that holds only valid sizes and policies."""


def drawn(
    tally: DomainTally, num_blocks: int, policy: str, device: str, ops: int
) -> dict[str, Any]:
    """A session's domain coverage: what ``tally`` counted, the run-level classes
    (``run_classes``) and what this run cannot draw (``cannot_draw``)."""
    tally = tally.copy()
    run_classes(tally, num_blocks, policy, device, ops)
    return tally.coverage(cannot_draw(device, torch.cuda.is_available()))


def cannot_draw(device: str, cuda_available: bool) -> dict[str, str]:
    """Classes this run cannot draw, with the reason."""
    reasons = dict(UNBUILDABLE)
    if not cuda_available:
        reasons["BlockAllocator.device=cuda"] = "needs a CUDA device (this machine has none)"
    return reasons
