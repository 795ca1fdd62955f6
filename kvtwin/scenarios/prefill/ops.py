"""Prefill ops, their trace form, and the trace config of a prefill run.

A prefill trace (scenario ``"prefill"``) holds what it takes to rebuild the
target and every call's inputs::

    config: {"capacity": 8, "device": "cpu", "chunk_size": 64, "dtype": "float32",
             "dims": {"heads": 2, "head_k": 32, "head_v": 32},
             "compare_fresh": true}          # and "threads" where it is not 1
    ops:    [{"index": 0, "total": 96, "seqlens": [40, 56], "seed": 0},
             {"index": 1, "total": 32, "seqlens": [32], "seed": 0,
              "cu_seqlens_reuses_id_of": 0},
             {"index": 2, "total": 32, "seqlens": [32], "seed": 0,
              "initial_state": true, "misuse": "cu_float"},
             {"index": 3, "total": 0, "seqlens": [0], "seed": 0, "form": "cu_list"}, ...]

An op is one call: ``total`` tokens split into sequences of ``seqlens`` (an
empty call has ``total`` 0, a sequence may be empty), made in ``form``
(``calls.CALL_FORMS``; absent: a tensor ``cu_seqlens``, final state asked for). Its
inputs are ``inputs.make_inputs`` of the call with that ``index`` (its position
in the run that recorded it) and input ``seed``, so a call keeps its inputs
when a shrinker drops the calls around it.

``cu_seqlens_reuses_id_of`` (optional) says that CPython gave this call's
``cu_seqlens`` tensor the id of the freed ``cu_seqlens`` of the call with that
index (the latest earlier one with that id); ``recycle.py`` makes a replay do
the same. The op format is that of version 1 traces, so they migrate as they are.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import torch

from kvtwin.engine.errors import TraceError
from kvtwin.engine.trace import require
from kvtwin.scenarios.prefill.calls import CALL_FORMS, PrefillCall, ShapeConfig
from kvtwin.scenarios.prefill.misuse import KINDS as MISUSE_KINDS

REUSES = "cu_seqlens_reuses_id_of"
STATE = "initial_state"
MISUSE = "misuse"
FORM = "form"
DTYPES = {"float32": torch.float32, "float16": torch.float16, "bfloat16": torch.bfloat16}
LIMITS: dict[str, tuple[int, int]] = {
    "capacity": (1, 4096),
    "chunk_size": (1, 65536),
    "heads": (1, 256),
    "head_k": (1, 1024),
    "head_v": (1, 1024),
    "total": (0, 1_000_000),
    "threads": (1, 256),
    "seed": (-(1 << 63), (1 << 63) - 1),
}
"""Bounds of config and op fields: past them a trace is malformed (a TraceError
before the run), never a divergence blamed on the target."""
DEVICE = re.compile(r"cpu|cuda(:[0-9]{1,3})?")
MAX_INDEX = (1 << 62) - 1


@dataclass
class PrefillOp:
    """One call, the seed of its inputs, and (in a replay) the call whose freed
    ``cu_seqlens`` id this call's tensor must get."""

    call: PrefillCall
    seed: int = 0
    reuses: int | None = None
    record: dict[str, Any] | None = field(default=None, repr=False, compare=False)
    """The op's trace JSON. The engine encodes an op before it runs, but whether
    CPython recycled a ``cu_seqlens`` id is known only once the inputs exist:
    a recording session completes this dict then."""

    def __str__(self) -> str:
        return str(self.call)


def encode(op: PrefillOp) -> dict[str, Any]:
    data: dict[str, Any] = {
        "index": op.call.index,
        "total": op.call.total,
        "seqlens": list(op.call.seq_lens),
        "seed": op.seed,
    }
    if op.call.initial_state:
        data[STATE] = True
    if op.call.misuse is not None:
        data[MISUSE] = op.call.misuse
    if op.call.form is not None:
        data[FORM] = op.call.form
    if op.reuses is not None:
        data[REUSES] = op.reuses
    op.record = data
    return data


def decode(data: dict[str, Any], where: str) -> PrefillOp:
    """A trace op back to a call, or a TraceError naming the field."""
    index = require(data, "index", int, where, low=0, high=MAX_INDEX)
    total = require(data, "total", int, where, low=LIMITS["total"][0], high=LIMITS["total"][1])
    seed = require(data, "seed", int, where, low=LIMITS["seed"][0], high=LIMITS["seed"][1])
    seqlens = data.get("seqlens")
    if (
        not isinstance(seqlens, list)
        or not seqlens
        or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in seqlens)
    ):
        raise TraceError(
            f"trace field '{where}.seqlens': expected a list of ints >= 0, got {seqlens!r}"
        )
    if sum(seqlens) != total:
        raise TraceError(
            f"trace field '{where}.seqlens': must sum to total={total}, got {seqlens!r}"
        )
    reuses = data.get(REUSES)
    if reuses is not None and (isinstance(reuses, bool) or not isinstance(reuses, int)):
        raise TraceError(f"trace field '{where}.{REUSES}': expected an int, got {reuses!r}")
    state = data.get(STATE, False)
    if not isinstance(state, bool):
        raise TraceError(f"trace field '{where}.{STATE}': expected true or false, got {state!r}")
    misuse = data.get(MISUSE)
    if misuse is not None and misuse not in MISUSE_KINDS:
        raise TraceError(
            f"trace field '{where}.{MISUSE}': expected one of {list(MISUSE_KINDS)}, got {misuse!r}"
        )
    if misuse is not None and total == 0:  # every break assumes a token to break
        raise TraceError(f"trace field '{where}.{MISUSE}': a misuse call needs total >= 1")
    form = data.get(FORM)
    if form is not None and form not in CALL_FORMS:
        raise TraceError(
            f"trace field '{where}.{FORM}': expected one of {list(CALL_FORMS)}, got {form!r}"
        )
    call = PrefillCall(index, total, tuple(seqlens), state, misuse, form)
    return PrefillOp(call, seed, reuses)


def check_indices(ops: list[dict[str, Any]]) -> None:
    """Each call index at most once: a reuse reference names a call by index."""
    seen: set[Any] = set()
    for position, data in enumerate(ops):
        index = data.get("index")
        if index in seen:
            raise TraceError(
                f"trace field 'ops[{position}].index': {index} names an earlier call too"
            )
        seen.add(index)


# ------------------------------------------------------------------ config
@dataclass(frozen=True)
class Settings:
    """A validated trace config."""

    capacity: int
    chunk_size: int
    shapes: ShapeConfig
    dtype: torch.dtype
    device: str
    compare_fresh: bool | str
    threads: int = 1


def prefill_config(
    *,
    capacity: int,
    device: str | torch.device = "cpu",
    chunk_size: int = 64,
    shapes: ShapeConfig | None = None,
    dtype: torch.dtype = torch.float32,
    compare_fresh: bool | str = True,
    threads: int = 1,
) -> dict[str, Any]:
    """The trace config of a prefill run."""
    shapes = shapes or ShapeConfig()
    config: dict[str, Any] = {
        "capacity": capacity,
        "device": str(device),
        "chunk_size": chunk_size,
        "dtype": str(dtype).removeprefix("torch."),
        "dims": {"heads": shapes.heads, "head_k": shapes.head_k, "head_v": shapes.head_v},
        "compare_fresh": compare_fresh,
    }
    if threads != 1:  # the default stays implicit, as in traces written before it existed
        config["threads"] = threads
    return config


def parse_config(config: dict[str, Any]) -> Settings:
    """Validate a trace config; a TraceError names the bad field."""
    capacity = require(config, "capacity", int, low=1, high=LIMITS["capacity"][1])
    chunk_size = require(config, "chunk_size", int, low=1, high=LIMITS["chunk_size"][1])
    dims = config.get("dims")
    if not isinstance(dims, dict):
        raise TraceError(f"trace field 'config.dims': expected an object, got {dims!r}")
    heads, head_k, head_v = (
        require(dims, name, int, "config.dims", low=LIMITS[name][0], high=LIMITS[name][1])
        for name in ("heads", "head_k", "head_v")
    )
    dtype_name = config.get("dtype", "float32")
    if not isinstance(dtype_name, str) or dtype_name not in DTYPES:
        raise TraceError(
            f"trace field 'config.dtype': expected one of {sorted(DTYPES)}, got {dtype_name!r}"
        )
    device = config.get("device", "cpu")
    if not isinstance(device, str) or not DEVICE.fullmatch(device):
        raise TraceError(f"trace field 'config.device': expected cpu or cuda[:N], got {device!r}")
    compare_fresh = config.get("compare_fresh", True)
    if not (isinstance(compare_fresh, bool) or compare_fresh == "always"):
        raise TraceError(
            f"trace field 'config.compare_fresh': expected true, false or \"always\", "
            f"got {compare_fresh!r}"
        )
    threads = 1
    if "threads" in config:
        threads = require(config, "threads", int, low=1, high=LIMITS["threads"][1])
    return Settings(
        capacity,
        chunk_size,
        ShapeConfig(heads=heads, head_k=head_k, head_v=head_v),
        DTYPES[dtype_name],
        device,
        compare_fresh,
        threads,
    )
