"""The loop's trace log: bounded in memory, the same sequence read back."""

from __future__ import annotations

import pickle

import pytest

from kvtwin.core.oplog import OpLog
from kvtwin.core.trace import Trace


def ops(count: int) -> list[dict]:
    return [{"verb": "release", "ids": [{"ref": [i, 0]}, i]} for i in range(count)]


@pytest.mark.parametrize("count", [0, 1, 7, 8, 9, 40])
def test_reads_back_what_was_appended_in_order(count: int) -> None:
    log = OpLog(chunk=8)
    for op in ops(count):
        log.append(op)
    assert len(log) == count and list(log) == ops(count) and log == ops(count)
    if count:
        assert log[0] == ops(count)[0] and log[-1] == ops(count)[-1]
        assert log[count // 2] == ops(count)[count // 2]
        assert log[1:-1] == ops(count)[1:-1]
    with pytest.raises(IndexError):
        log[count]


def test_keeps_one_chunk_in_memory() -> None:
    log = OpLog(chunk=16)
    for op in ops(1000):
        log.append(op)
        assert len(log._tail) < 16
    assert len(log._extents) == 1000 // 16


def test_pickles_and_becomes_a_trace_as_a_plain_list() -> None:
    log = OpLog(chunk=4)
    for op in ops(10):
        log.append(op)
    assert pickle.loads(pickle.dumps(log)) == ops(10)
    trace = Trace("blocks", "impl", {}, log)
    assert isinstance(trace.ops, list) and trace.ops == ops(10)
