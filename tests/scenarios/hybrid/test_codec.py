"""Hybrid ops as trace JSON (kvtwin/scenarios/hybrid/codec.py)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from kvtwin.core.errors import TraceError
from kvtwin.core.refs import MISSING, RefRecorder
from kvtwin.scenarios.hybrid import ops
from kvtwin.scenarios.hybrid.codec import HybridCodec

CODEC = HybridCodec()


@pytest.mark.parametrize(
    "op",
    [
        ops.admit(3, (5, 17, 2)),
        ops.admit(4, ()),
        ops.prefill(3, 8),
        ops.prefill(3, -1, brk="nan_gate"),
        ops.decode(3, 11, brk="inf_gate"),
        ops.release(3, "preempt"),
        ops.invalidate((7, 47)),
        ops.evict_blocks(2),
        ops.evict_slots(-1),
        ops.tick(),
        ops.reset(),
    ],
)
def test_ops_survive_a_trace_round_trip(op: ops.HybridOp) -> None:
    data = json.loads(json.dumps(CODEC.encode(op, RefRecorder())))
    assert CODEC.decode(data, "ops[0]", lambda value: value) == op


def test_handed_out_blocks_are_references() -> None:
    refs = RefRecorder()
    refs.returned(12, CODEC.returned(ops.prefill(3, 8), ([7, 9], [0, 1])) or [])
    data = CODEC.encode(ops.invalidate((9, 47)), refs)
    assert data["ids"] == [{"ref": [12, 1]}, 47]
    decoded = CODEC.decode(data, "ops[1]", lambda v: MISSING if isinstance(v, dict) else v)
    assert decoded.ids == (47,)  # a reference that does not resolve drops out


@pytest.mark.parametrize(
    "data",
    [
        {"verb": "evict"},
        {"verb": "admit", "rid": -1, "tokens": []},
        {"verb": "admit", "rid": 1, "tokens": [True]},
        {"verb": "prefill", "rid": 1, "n": 4, "break": "huge_gate"},
        {"verb": "decode", "rid": 1},
        {"verb": "release", "rid": 1, "reason": "gone"},
        {"verb": "invalidate", "ids": [1.5]},
        {"verb": "tick", "break": "nan_gate"},
        {"verb": "evict_slots", "n": "2"},
    ],
)
def test_a_malformed_trace_op_is_a_trace_error(data: dict[str, Any]) -> None:
    with pytest.raises(TraceError):
        CODEC.decode(data, "ops[0]", lambda value: value)
