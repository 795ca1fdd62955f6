"""Prefill ops as trace JSON, and the trace config of a prefill run (``config.py``).

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
             {"index": 3, "total": 0, "seqlens": [0], "seed": 0, "form": "cu_list"},
             {"index": 4, "total": 48, "seqlens": [48], "seed": 0,
              "variant": "q.dtype=bfloat16"}, ...]

An op is one call: ``total`` tokens split into sequences of ``seqlens`` (an
empty call has ``total`` 0, a sequence may be empty), made in ``form``
(``ops.CALL_FORMS``; absent: a tensor ``cu_seqlens``, final state asked for). Its
inputs are ``inputs.make_inputs`` of the call with that ``index`` (its position
in the run that recorded it) and input ``seed``, so a call keeps its inputs
when a shrinker drops the calls around it; ``variant`` (``domain.VARIANTS``) is
the class of the op's input domain the call takes beyond its defaults.

``cu_seqlens_reuses_id_of`` (optional) says that CPython gave this call's
``cu_seqlens`` tensor the id of the freed ``cu_seqlens`` of the call with that
index (the latest earlier one with that id); ``recycle.py`` makes a replay do
the same. The op format is that of version 1 traces, so they migrate as they are.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kvtwin.core.errors import TraceError
from kvtwin.core.refs import RefRecorder
from kvtwin.core.scenario import Codec
from kvtwin.core.trace import require
from kvtwin.scenarios.prefill.config import LIMITS
from kvtwin.scenarios.prefill.domain import VARIANTS
from kvtwin.scenarios.prefill.misuse import KINDS as MISUSE_KINDS
from kvtwin.scenarios.prefill.ops import CALL_FORMS, PrefillCall, PrefillOp
from kvtwin.scenarios.prefill.passes import merge_sequences

REUSES = "cu_seqlens_reuses_id_of"
STATE = "initial_state"
MISUSE = "misuse"
FORM = "form"
VARIANT = "variant"
MAX_INDEX = (1 << 62) - 1


class PrefillCodec(Codec):
    passes = (merge_sequences,)

    def verb(self, op: PrefillOp) -> str:
        return "call"

    def migrate_v1(self, ops: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return ops  # version 1 prefill ops are already in today's form

    def encode(self, op: PrefillOp, refs: RefRecorder) -> dict[str, Any]:
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
        if op.call.variant is not None:
            data[VARIANT] = op.call.variant
        if op.reuses is not None:
            data[REUSES] = op.reuses
        op.record = data
        return data

    def decode(self, data: dict[str, Any], where: str, resolve: Callable[[Any], Any]) -> PrefillOp:
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
            raise TraceError(
                f"trace field '{where}.{STATE}': expected true or false, got {state!r}"
            )
        misuse = data.get(MISUSE)
        if misuse is not None and misuse not in MISUSE_KINDS:
            raise TraceError(
                f"trace field '{where}.{MISUSE}': expected one of {list(MISUSE_KINDS)}, "
                f"got {misuse!r}"
            )
        if misuse is not None and total == 0:  # every break assumes a token to break
            raise TraceError(f"trace field '{where}.{MISUSE}': a misuse call needs total >= 1")
        form = data.get(FORM)
        if form is not None and form not in CALL_FORMS:
            raise TraceError(
                f"trace field '{where}.{FORM}': expected one of {list(CALL_FORMS)}, got {form!r}"
            )
        variant = data.get(VARIANT)
        if variant is not None and (variant not in VARIANTS or misuse is not None):
            raise TraceError(
                f"trace field '{where}.{VARIANT}': expected one of {list(VARIANTS)} "
                f"on a call that is not misuse, got {variant!r}"
            )
        call = PrefillCall(index, total, tuple(seqlens), state, misuse, form, variant)
        return PrefillOp(call, seed, reuses)

    def validate_ops(self, ops: list[dict[str, Any]]) -> None:
        """Each call index at most once: a reuse reference names a call by index."""
        seen: set[Any] = set()
        for position, data in enumerate(ops):
            index = data.get("index")
            if index in seen:
                raise TraceError(
                    f"trace field 'ops[{position}].index': {index} names an earlier call too"
                )
            seen.add(index)
