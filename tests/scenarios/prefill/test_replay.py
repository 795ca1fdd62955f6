"""Prefill traces: recording, replay (recycled cu_seqlens ids included), shrinking,
and reproductions from Hypothesis."""

from __future__ import annotations

import dataclasses
import gc
import json
import subprocess
import sys
from pathlib import Path

import pytest
import torch
from hypothesis import HealthCheck, given, settings

from kvtwin.cli import main
from kvtwin.core.campaign import run_campaign
from kvtwin.core.divergence import DivergenceFound
from kvtwin.core.errors import TraceError
from kvtwin.core.replay import load_trace, replay_trace
from kvtwin.core.repro import shrink_trace, write_reproduction
from kvtwin.core.trace import Trace
from kvtwin.scenarios.prefill import PREFILL
from kvtwin.scenarios.prefill.campaigns import shape_campaign
from kvtwin.scenarios.prefill.codec import REUSES
from kvtwin.scenarios.prefill.config import prefill_config
from kvtwin.scenarios.prefill.ops import PrefillCall
from kvtwin.scenarios.prefill.recycle import IdLog, tensor_at
from kvtwin.scenarios.prefill.shapes import ShapeConfig, shape_sequences
from kvtwin.scenarios.prefill.testing import check_prefill_calls

SMALL = ShapeConfig(
    min_tokens=4, max_tokens=96, bucket=4, median_tokens=24, heads=2, head_k=8, head_v=8
)
CHUNK = 16


def trace_of(target: str, ops: list[dict], capacity: int = 2) -> Trace:
    config = prefill_config(capacity=capacity, chunk_size=CHUNK, shapes=SMALL)
    return Trace("prefill", target, config, ops)


def op(index: int, *seqlens: int, **extra: int) -> dict:
    return {"index": index, "total": sum(seqlens), "seqlens": list(seqlens), "seed": 0, **extra}


def noisy_capacity_trace(target: str = "bug:scratch-capacity") -> Trace:
    """A third distinct total overflows a cache of two, after hits and splits."""
    ops = [op(0, 5, 11), op(1, 16), op(2, 8, 24), op(3, 16), op(4, 20, 4, 8), op(5, 30, 18)]
    return trace_of(target, ops)


def replayed(trace: Trace, target: str | None = None):
    return replay_trace(trace, target).divergence


# ------------------------------------------------------------------ replay
def test_replay_reports_the_divergence_and_agrees_on_impl() -> None:
    divergence = replayed(noisy_capacity_trace())
    assert divergence is not None and (divergence.step, divergence.field) == (5, "entries")
    assert replayed(noisy_capacity_trace(), "impl") is None


def test_replayed_inputs_follow_the_recorded_index_and_seed() -> None:
    """A call keeps its inputs when the calls before it are dropped: the output a
    hit compares with fresh scratch is the same whichever calls precede it."""
    trace = trace_of("bug:scratch-stale-reuse", [op(7, 16), op(9, 5, 11)], capacity=2)
    first = replayed(trace)
    assert first is not None and first.field == "o on hit vs fresh scratch"
    again = replayed(trace_of("bug:scratch-stale-reuse", [op(7, 16), op(9, 5, 11)]))
    assert again == first
    same_split = trace_of("bug:scratch-stale-reuse", [op(7, 16), op(9, 16)])
    assert replayed(same_split) is None  # same boundaries: nothing stale to read


MALFORMED = [
    (lambda d: d["config"].pop("capacity"), "'config.capacity'"),
    (lambda d: d["config"].update(capacity=0), "'config.capacity'"),
    (lambda d: d["config"].update(chunk_size=1 << 20), "'config.chunk_size'"),
    (lambda d: d["config"].update(dims=[2, 8, 8]), "'config.dims'"),
    (lambda d: d["config"]["dims"].update(heads=0), "'config.dims.heads'"),
    (lambda d: d["config"]["dims"].update(head_k=4096), "'config.dims.head_k'"),
    (lambda d: d["config"].update(dtype="int8"), "'config.dtype'"),
    (lambda d: d["config"].update(device="tpu"), "'config.device'"),
    (lambda d: d["config"].update(compare_fresh=1), "'config.compare_fresh'"),
    (lambda d: d["config"].update(threads=0), "'config.threads'"),
    (lambda d: d["ops"][1].update(total="16"), "'ops[1].total'"),
    (lambda d: d["ops"][1].update(total=2_000_000, seqlens=[2_000_000]), "'ops[1].total'"),
    (lambda d: d["ops"][1].update(index=-1), "'ops[1].index'"),
    (lambda d: d["ops"][0].update(seqlens=[5, 12]), "'ops[0].seqlens'"),
    (lambda d: d["ops"][2].update(seqlens=[-1, 33]), "'ops[2].seqlens'"),
    (lambda d: d["ops"][2].update(seqlens=[]), "'ops[2].seqlens'"),
    (lambda d: d["ops"][1].update(total=-1, seqlens=[-1]), "'ops[1].total'"),
    (lambda d: d["ops"][4].update({REUSES: "x"}), f"'ops[4].{REUSES}'"),
    (lambda d: d["ops"][3].update(form="cu_numpy"), "'ops[3].form'"),
    (lambda d: d["ops"][3].update(total=0, seqlens=[0], misuse="cu_float"), "'ops[3].misuse'"),
]


@pytest.mark.parametrize(("mutate", "field"), MALFORMED, ids=[f for _, f in MALFORMED])
def test_malformed_prefill_traces_exit_2_naming_the_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], mutate, field: str
) -> None:
    data = noisy_capacity_trace().to_json()
    mutate(data)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    assert main(["replay", str(path)]) == 2, field
    assert field in capsys.readouterr().err


def test_a_call_index_twice_is_malformed() -> None:
    data = noisy_capacity_trace().to_json()
    data["ops"][2]["index"] = 1
    with pytest.raises(TraceError, match=r"'ops\[2\].index'"):
        PREFILL.codec.validate_ops(data["ops"])


def test_a_call_index_twice_is_malformed_on_load() -> None:
    data = noisy_capacity_trace().to_json()
    data["ops"][2]["index"] = 1
    with pytest.raises(TraceError, match=r"'ops\[2\].index'"):
        load_trace(data)


def test_replay_exit_codes_and_unknown_target(tmp_path: Path) -> None:
    path = noisy_capacity_trace().write(tmp_path / "t.json")
    assert Trace.read(path).ops == noisy_capacity_trace().ops
    assert main(["replay", str(path)]) == 1
    assert main(["replay", str(path), "--target", "impl"]) == 0
    assert main(["replay", str(path), "--target", "bug:nope"]) == 2


def test_version_1_traces_replay_unchanged() -> None:
    data = {**noisy_capacity_trace().to_json(), "schema": 1}
    _, trace = load_trace(dict(data))
    assert trace.ops == data["ops"]
    divergence = replay_trace(data).divergence
    assert divergence is not None and divergence.field == "entries"


# ----------------------------------------------------------------- shrinking
def test_shrink_keeps_the_overflowing_calls_each_as_one_sequence() -> None:
    reproduction = shrink_trace(noisy_capacity_trace())
    shrunk = reproduction.trace
    assert not reproduction.flaky
    assert [o["total"] for o in shrunk.ops] == [16, 32, 48]
    assert shrunk.ops[-1]["index"] == 5
    assert all(len(o["seqlens"]) == 1 for o in shrunk.ops)
    assert shrunk.divergence is not None and shrunk.divergence["field"] == "entries"
    assert replayed(shrunk, "impl") is None


def test_shrink_keeps_a_split_the_bug_needs() -> None:
    trace = trace_of("bug:scratch-stale-reuse", [op(0, 16), op(1, 8, 8), op(2, 4, 4, 8)])
    shrunk = shrink_trace(trace).trace
    assert len(shrunk.ops) == 2
    assert [len(o["seqlens"]) for o in shrunk.ops] in ([1, 2], [1, 3])


def test_shrink_command_on_a_prefill_trace(tmp_path: Path) -> None:
    path = noisy_capacity_trace().write(tmp_path / "t.json")
    assert main(["shrink", str(path), "--out", str(tmp_path / "min")]) == 0
    shrunk = Trace.read(tmp_path / "min" / "t-min.json")
    assert len(shrunk.ops) == 3
    assert (tmp_path / "min" / "test_t_min.py").exists()


def test_standalone_prefill_reproduction_fails_with_the_same_message(tmp_path: Path) -> None:
    shrunk = shrink_trace(noisy_capacity_trace()).trace
    _, test_path = write_reproduction(shrunk, tmp_path)
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(test_path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 1, run.stdout + run.stderr
    assert "entries expected '<= 2', got 3" in run.stdout


# ------------------------------------------------------------- recycled ids
def test_tensor_at_lands_a_new_tensor_on_a_freed_tensors_id() -> None:
    old = torch.tensor([0, 3, 9], dtype=torch.int32)
    address = id(old)
    del old
    gc.collect()
    new = tensor_at(address, torch.tensor([0, 4, 16], dtype=torch.int32))
    assert new is not None and id(new) == address and new.tolist() == [0, 4, 16]


def test_the_id_log_names_the_latest_earlier_holder() -> None:
    a, b = torch.zeros(1), torch.zeros(1)
    log = IdLog()
    assert [log.note(i, t) for i, t in enumerate([a, b, a])] == [None, None, 0]
    chain = IdLog()
    assert [chain.note(i, a) for i in range(3)] == [None, 0, 1]
    assert chain.ids == [id(a)] * 3


def test_a_recording_run_writes_the_ids_cpython_recycled_into_its_trace() -> None:
    campaign = shape_campaign(
        PREFILL, "impl", shapes="cyclic:6", seed=0, passes=2, capacity=2, chunk_size=CHUNK,
        config=SMALL,
    )  # fmt: skip
    result = run_campaign(campaign)
    assert result.divergence is None
    reuses = [(o["index"], o[REUSES]) for o in result.ops if REUSES in o]
    assert len(reuses) == result.coverage["recycled_ids"]
    assert all(earlier < index for index, earlier in reuses)
    assert replay_trace(Trace("prefill", "impl", campaign.config, result.ops)).divergence is None


def test_a_recycled_cu_seqlens_id_serves_a_stale_plan_on_replay() -> None:
    """The same calls diverge only where the trace says CPython recycled the id;
    the replay recycles it (and no other) in any process state."""
    recycled = [op(0, 8), op(1, 16, **{REUSES: 0})]
    d = replayed(trace_of("bug:scratch-recycled-id", recycled, capacity=4))
    assert d is not None and (d.step, d.field) == (1, "call")  # T=8's plan for 16 tokens
    assert d.actual.startswith("RuntimeError: ")
    assert replayed(trace_of("impl", recycled, capacity=4)) is None
    same_total = [op(0, 16), op(1, 4, 12, **{REUSES: 0})]  # a hit, with the wrong boundaries
    d = replayed(trace_of("bug:scratch-recycled-id", same_total, capacity=4))
    # the stale plan has one sequence where the call has two: one final state too few
    assert d is not None and (d.step, d.field) == (1, "final_state")
    fresh_ids = [op(0, 8), op(1, 16)]
    assert replayed(trace_of("bug:scratch-recycled-id", fresh_ids, 4)) is None
    dropped = [op(1, 16, **{REUSES: 0})]  # the call it names is gone: no recycling
    assert replayed(trace_of("bug:scratch-recycled-id", dropped, 4)) is None


# ---------------------------------------------------------------- Hypothesis
def test_hypothesis_failures_are_written_as_reproductions(tmp_path: Path) -> None:
    """Hypothesis shrinks the failing sequence; the example it reports last (the
    minimal one) is the reproduction left behind."""
    # Without edges or variants: each is one more choice per call, and with them
    # Hypothesis's shrinker sometimes stops at a longer example (four or five calls).
    plain = dataclasses.replace(SMALL, edge_rate=0.0, domain_rate=0.0)

    @settings(
        max_examples=40,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(calls=shape_sequences("hot:3", config=plain))
    def drawn(calls: list[PrefillCall]) -> None:
        check_prefill_calls(
            "bug:scratch-fifo", calls, capacity=3, chunk_size=CHUNK, shapes=plain, out_dir=tmp_path
        )

    with pytest.raises(DivergenceFound, match="keys"):
        drawn()
    path = tmp_path / "repro" / "repro.json"
    trace = Trace.read(path)
    assert trace.divergence is not None and trace.divergence["field"] == "keys"
    assert len(trace.ops) == 3  # a, b, then a hit on a: the fewest calls that reorder
    assert main(["replay", str(path)]) == 1
    assert main(["replay", str(path), "--target", "impl"]) == 0
