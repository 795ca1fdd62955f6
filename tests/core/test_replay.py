"""Traces, replay, shrinking and standalone reproductions, on a test-local broken target."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from kvtwin.cli import main
from kvtwin.core.divergence import Divergence
from kvtwin.core.errors import TraceError
from kvtwin.core.refs import is_ref
from kvtwin.core.registry import register_target, unregister_target
from kvtwin.core.replay import replay_trace
from kvtwin.core.repro import shrink_trace, write_reproduction
from kvtwin.core.trace import Trace
from kvtwin.scenarios.blocks.targets.model import ModelTarget


def replay_block_trace(trace, target=None):
    return replay_trace(Trace.from_json(trace.to_json()), target)


def shrink_block_trace(trace):
    reproduction = shrink_trace(trace)
    return reproduction.trace, Divergence.from_json(reproduction.trace.divergence)


class ForgetfulTarget(ModelTarget):
    """Drops the second of two references released in one batch."""

    def release(self, ids):
        super().release(list(dict.fromkeys(ids)))


@pytest.fixture(autouse=True)
def forgetful_target():
    register_target("blocks", "test:forgetful", "drops repeated references")(
        lambda *, num_blocks, policy, device="cpu": ForgetfulTarget(num_blocks, policy)
    )
    yield
    unregister_target("blocks", "test:forgetful")


def noisy_trace(target="test:forgetful"):
    """A diverging trace padded with ops that have nothing to do with the bug."""
    ops = [
        {"verb": "allocate", "n": 3, "returned": [0, 1, 2]},
        {"verb": "tick"},
        {"verb": "register", "ids": [0, 1], "hashes": [11, 12], "parent_hashes": [0, 11]},
        {"verb": "allocate", "n": 2, "returned": [3, 4]},
        {"verb": "match", "hashes": [11, 12, 13]},
        {"verb": "retain", "ids": [1, 3]},
        {"verb": "tick"},
        {"verb": "release", "ids": [4]},
        {"verb": "release", "ids": [2, 3, 1, 3]},
        {"verb": "tick"},
    ]
    config = {"policy": "lru", "pool_size": 8, "device": "cpu"}
    return Trace("blocks", target, config, ops, schema=1)  # version 1: concrete ids


def test_replay_reports_the_divergence_and_agrees_on_the_model():
    divergence = replay_block_trace(noisy_trace()).divergence
    assert divergence is not None and divergence.step == 8
    assert divergence.field == "block[3].ref"
    assert replay_block_trace(noisy_trace(), target="model").divergence is None


def test_shrink_keeps_only_what_the_bug_needs():
    shrunk, divergence = shrink_block_trace(noisy_trace())
    assert [op["verb"] for op in shrunk.ops] == ["allocate", "retain", "release"]
    assert shrunk.ops[0]["n"] == 1
    released = shrunk.ops[2]["ids"]
    assert len(released) == 2 and released[0] == released[1]
    assert divergence.field.endswith(".ref")


def test_shrunk_candidates_never_name_unacquired_blocks():
    shrunk, _ = shrink_block_trace(noisy_trace())
    for index, op in enumerate(shrunk.ops):
        for b in op.get("ids", ()):  # every id: a reference to an earlier allocate
            assert is_ref(b), op
            source = shrunk.ops[b["ref"][0]]
            assert b["ref"][0] < index and source["verb"] == "allocate", op
            assert b["ref"][1] < source["n"], op


def test_replay_renames_ids_when_the_target_hands_out_others():
    trace = noisy_trace()
    for op in trace.ops:  # pretend the recorder handed out ids 100 higher
        if op["verb"] == "allocate":
            op["returned"] = [b + 100 for b in op["returned"]]
        elif "ids" in op:
            op["ids"] = [b + 100 for b in op["ids"]]
    trace.config["pool_size"] = 8
    divergence = replay_block_trace(trace).divergence
    assert divergence is not None and divergence.field == "block[3].ref"


def test_trace_round_trips_through_a_file(tmp_path):
    trace = noisy_trace()
    path = trace.write(tmp_path / "t.json")
    again = Trace.read(path)
    assert again.ops == trace.ops and again.config == trace.config


@pytest.mark.parametrize(
    ("mutate", "field"),
    [
        (lambda d: d.update(schema=7), "'schema'"),
        (lambda d: d.update(scenario="disk"), "'scenario'"),
        (lambda d: d["config"].pop("pool_size"), "'config.pool_size'"),
        (lambda d: d["ops"].append({"verb": "fly"}), "'ops[10]'"),
        (lambda d: d["ops"][0].update(n="3"), "'ops[0].n'"),
        (lambda d: d["ops"][5].update(ids=[1, "x"]), "'ops[5].ids[1]'"),
        (lambda d: d.update(ops={}), "'ops'"),
    ],
)
def test_malformed_trace_exits_2_naming_the_field(tmp_path, capsys, mutate, field):
    data = noisy_trace().to_json()
    mutate(data)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    assert main(["replay", str(path)]) == 2
    assert field in capsys.readouterr().err


def test_replay_exit_codes(tmp_path):
    path = noisy_trace().write(tmp_path / "t.json")
    assert main(["replay", str(path)]) == 1
    assert main(["replay", str(path), "--target", "model"]) == 0
    (tmp_path / "not.json").write_text("{")
    assert main(["replay", str(tmp_path / "not.json")]) == 2


def test_shrink_command_writes_minimal_trace(tmp_path):
    path = noisy_trace().write(tmp_path / "t.json")
    assert main(["shrink", str(path), "--out", str(tmp_path / "min")]) == 0
    shrunk = Trace.read(tmp_path / "min" / "t-min.json")
    assert len(shrunk.ops) == 3


def test_standalone_reproduction_fails_with_the_same_message(tmp_path):
    shrunk, divergence = shrink_block_trace(noisy_trace(target="bug:release-dup-index"))
    _, test_path = write_reproduction(shrunk, tmp_path)
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(test_path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 1
    assert str(divergence) in run.stdout
    with pytest.raises(TraceError):
        Trace.from_json({"schema": 1})
