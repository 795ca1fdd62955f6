"""The scratch scenario (kvtwin/scenarios/scratch): the cache driven directly."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from impl.scratch import ScratchCache
from kvtwin.cli import main
from kvtwin.core.campaign import run_campaign, trace_of
from kvtwin.core.errors import TraceError
from kvtwin.core.refs import RefRecorder
from kvtwin.core.registry import register_target, unregister_target
from kvtwin.core.replay import replay_trace
from kvtwin.core.repro import shrink_trace
from kvtwin.scenarios.scratch import SCRATCH
from kvtwin.scenarios.scratch.campaigns import traffic
from kvtwin.scenarios.scratch.codec import ScratchCodec
from kvtwin.scenarios.scratch.ops import BREAKS, ScratchOp
from kvtwin.scenarios.scratch.targets import SCENARIO, ImplScratchTarget
from model.scratch_arguments import HOOKS

CODEC = ScratchCodec()


def test_the_impl_agrees_over_every_hunt_and_the_hunts_reach_every_outcome() -> None:
    for campaign in SCRATCH.campaigns.hunts("impl"):
        result = run_campaign(campaign)
        assert result.divergence is None, result.divergence
        assert result.coverage["never"] == []


def test_the_traffic_draws_every_break_hook_and_bad_capacity() -> None:
    sent = list(traffic(0, 2000, 3))
    assert {op.brk for op in sent} >= set(BREAKS)
    assert {op.hook for op in sent} == set(HOOKS)
    assert {op.capacity for op in sent if op.verb == "rebuild"} >= {None, 0, -1, True, 2.5, "8"}


@pytest.mark.parametrize(
    "op",
    [
        ScratchOp("get", 3, (("a", (4, 0), "bfloat16"),), "bool_dim", "exact"),
        ScratchOp("get", 4, (), None, "not_a_tensor"),
        ScratchOp("rebuild", capacity="8"),
        ScratchOp("rebuild", capacity=None),
        ScratchOp("clear"),
    ],
)
def test_ops_survive_a_trace_round_trip(op: ScratchOp) -> None:
    data = json.loads(json.dumps(CODEC.encode(op, RefRecorder())))
    assert CODEC.decode(data, "ops[0]", lambda value: value) == op


@pytest.mark.parametrize(
    "data",
    [
        {"verb": "evict"},
        {"verb": "get", "key": -1, "buffers": []},
        {"verb": "get", "key": 1, "buffers": [["a", [-2], "float32"]]},
        {"verb": "get", "key": 1, "buffers": [["a", [2], "float31"]]},
        {"verb": "get", "key": 1, "buffers": [], "break": "bool_dim"},
        {"verb": "get", "key": 1, "buffers": [], "hook": "sometimes"},
        {"verb": "rebuild", "capacity": [8]},
        {"verb": "clear", "key": 1},
    ],
)
def test_a_malformed_trace_op_is_a_trace_error(data: dict[str, Any]) -> None:
    with pytest.raises(TraceError):
        CODEC.decode(data, "ops[0]", lambda value: value)


class _ClampedCapacity(ScratchCache):
    """Accepts any int capacity, clamping it to 1."""

    def __init__(self, capacity: Any = 8, allocate: Any = None) -> None:
        fits = isinstance(capacity, int) and not isinstance(capacity, bool)
        super().__init__(max(1, capacity) if fits else 8, allocate)


class _NoRecency(ScratchCache):
    """A hit does not make its key the most recent: FIFO, not LRU."""

    def _touch(self, key: Any) -> None:
        return None


@pytest.fixture(params=[_ClampedCapacity, _NoRecency], ids=["clamped-capacity", "no-recency"])
def planted(request: pytest.FixtureRequest) -> Iterator[str]:
    name = f"test:{request.node.callspec.id}"
    cache_class = request.param
    register_target(SCENARIO, name, "a planted defect")(
        lambda capacity=None: ImplScratchTarget(capacity, cache_class=cache_class)
    )
    yield name
    unregister_target(SCENARIO, name)


def test_a_planted_defect_is_found_shrunk_and_replayed(planted: str) -> None:
    for campaign in SCRATCH.campaigns.hunts(planted):
        result = run_campaign(campaign)
        if result.divergence is not None:
            break
    assert result.divergence is not None
    trace = trace_of(campaign, result, "test")
    shrunk = shrink_trace(trace).trace
    assert len(shrunk.ops) <= min(6, len(trace.ops))
    replayed = replay_trace(shrunk)
    assert replayed.divergence is not None
    assert replayed.divergence.signature == result.divergence.signature
    assert replay_trace(shrunk, "impl").divergence is None


def test_the_cli_runs_the_scenario_and_refuses_bad_options(tmp_path: Path) -> None:
    assert main(["run", "scratch", "--ops", "300", "--out", str(tmp_path / "run")]) == 0
    summary = json.loads((tmp_path / "run" / "summary.json").read_text())
    assert summary["ok"] and summary["ops"] == 300
    assert main(["run", "scratch", "--ops", "0", "--out", str(tmp_path / "bad")]) == 2
    assert main(["run", "scratch", "--budget", "0", "--out", str(tmp_path / "bad")]) == 2
    assert not (tmp_path / "bad").exists()
    assert main(["run", "scratch", "--budget", "0.3", "--out", str(tmp_path / "timed")]) == 0
    timed = json.loads((tmp_path / "timed" / "summary.json").read_text())
    assert timed["ok"] and timed["ops"] > 300
