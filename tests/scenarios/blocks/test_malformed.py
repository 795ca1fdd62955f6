"""Malformed arguments: the trace form that holds them, the misuse that sends
them, and the tensor forms the impl target passes them in."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest
import torch

from kvtwin.core.divergence import DivergenceFound
from kvtwin.core.errors import TraceError
from kvtwin.core.refs import MISSING, RefRecorder
from kvtwin.scenarios.blocks import codec, misuse, ops
from kvtwin.scenarios.blocks.campaigns import in_forms
from kvtwin.scenarios.blocks.codec import BlocksCodec
from kvtwin.scenarios.blocks.session import BlocksSession
from kvtwin.scenarios.blocks.targets.impl import ImplBlockTarget
from kvtwin.scenarios.blocks.targets.model import ModelTarget
from model.blocks import BlockAllocatorModel
from model.errors import AllocatorError

CODEC = BlocksCodec()


def round_trip(op, refs=None, resolve=lambda value: value):
    """``op`` encoded, through JSON text, and decoded."""
    data = json.loads(json.dumps(CODEC.encode(op, refs or RefRecorder())))
    return data, CODEC.decode(data, "ops[0]", resolve)


MALFORMED = [
    ops.release([0, 5, True]),
    ops.retain([0, "0"]),
    ops.register([0], [2**64], [0]),
    ops.register([0], [1], [2**63]),
    ops.register([0], [], []),
    ops.register([], [1], [0]),
    ops.match([1, True]),
    ops.allocate(True),
    ops.evict(False),
    ops.release([0.5]),
    ops.release([[0, 5]]),
    *misuse.lone_values(5),
]


@pytest.mark.parametrize("op", MALFORMED, ids=str)
def test_a_malformed_op_is_marked_and_replays_exactly_as_sent(op):
    data, decoded = round_trip(op)
    assert data[codec.MALFORMED] is True
    assert decoded == op
    # as sent, type for type: a bool stays a bool, never the int 1
    for name, value in op.args.items():
        got = decoded.args[name]
        if isinstance(value, list):
            assert [type(v) for v in got] == [type(v) for v in value]
        else:
            assert type(got) is type(value)


def test_a_plain_op_is_written_as_before():
    data, decoded = round_trip(ops.register([1, 2], [7, 8], [0, 7]))
    assert codec.MALFORMED not in data and decoded == ops.register([1, 2], [7, 8], [0, 7])


def test_a_bool_id_never_becomes_a_reference_to_block_one():
    refs = RefRecorder()
    refs.returned(0, [4, 1])  # op 0 handed out block 1 (== True) and block 4
    data = CODEC.encode(ops.release([1, True]), refs)
    assert data["ids"] == [{"ref": [0, 1]}, True]
    decoded = CODEC.decode(data, "ops[1]", lambda value: 1 if isinstance(value, dict) else value)
    assert decoded.args["ids"] == [1, True] and type(decoded.args["ids"][1]) is bool


def test_an_unresolved_id_of_a_marked_register_drops_alone_when_lengths_differ():
    data = {"verb": "register", "ids": [{"ref": [3, 0]}, 2], "hashes": [5], "parent_hashes": []}
    data[codec.MALFORMED] = True
    decoded = CODEC.decode(data, "ops[0]", lambda value: MISSING if value != 2 else 2)
    assert decoded == ops.register([2], [5], [])


UNMARKED = {
    "bool id": {"verb": "release", "ids": [0, True]},
    "string id": {"verb": "retain", "ids": ["0"]},
    "hash past int64": {"verb": "match", "hashes": [2**63]},
    "bool count": {"verb": "allocate", "n": True},
    "unequal lengths": {"verb": "register", "ids": [0], "hashes": [], "parent_hashes": []},
    "ids not a list": {"verb": "release", "ids": 5},
    "hashes not a list": {"verb": "match", "hashes": 1},
    "parents not a list": {"verb": "register", "ids": [0], "hashes": [1], "parent_hashes": 0},
}
MARKED_BUT_INVALID = {
    "string count": {"verb": "allocate", "n": "1"},  # the shrinker sizes ops by their count
    "nested row": {"verb": "release", "ids": [[[0]]]},
    "row of a non-int": {"verb": "release", "ids": [[0, True]]},
    "row among hashes": {"verb": "match", "hashes": [[1]]},
    "an object": {"verb": "release", "ids": [{"id": 0}]},
    "int past 2**128": {"verb": "match", "hashes": [2**129]},
    "a string past 256 characters": {"verb": "release", "ids": ["x" * 257]},
    "a lone bool id": {"verb": "release", "ids": True},
    "a lone string hash": {"verb": "match", "hashes": "1"},
    "a lone null": {"verb": "retain", "ids": None},
}


@pytest.mark.parametrize("name", sorted(UNMARKED))
def test_decoding_refuses_malformed_values_in_an_unmarked_op(name):
    with pytest.raises(TraceError, match=r"ops\[0\]"):
        CODEC.decode(UNMARKED[name], "ops[0]", lambda value: value)


@pytest.mark.parametrize("name", sorted(MARKED_BUT_INVALID))
def test_decoding_refuses_what_even_a_marked_op_cannot_hold(name):
    data = {**MARKED_BUT_INVALID[name], codec.MALFORMED: True}
    with pytest.raises(TraceError, match=r"ops\[0\]"):
        CODEC.decode(data, "ops[0]", lambda value: value)


def test_the_marker_is_a_json_bool():
    with pytest.raises(TraceError, match="malformed"):
        CODEC.decode({"verb": "tick", codec.MALFORMED: 1}, "ops[0]", lambda value: value)


# ------------------------------------------------------------ the misuse


@pytest.mark.parametrize("pool", [2, 32, 600])
@pytest.mark.parametrize("policy", ["lru", "ref_zero"])
def test_every_malformed_op_is_bad_argument_on_the_model_and_changes_nothing(pool, policy):
    model = BlockAllocatorModel(pool, policy)
    held = model.allocate(1)
    model.register(held, [9], [0])
    before = (model.counts(), [model.view(b) for b in range(pool - 1)], model.hash_map())
    sent = list(misuse.malformed(pool))
    assert len(sent) > 20
    for op in sent:
        with pytest.raises(AllocatorError) as error:
            op.send(model)
        assert error.value.kind == "bad_argument", str(op)
        after = (model.counts(), [model.view(b) for b in range(pool - 1)], model.hash_map())
        assert after == before, str(op)


@pytest.mark.parametrize("policy", ["lru", "ref_zero"])
def test_the_impl_rejects_every_malformed_op_by_kind_in_both_input_forms(policy):
    run = BlocksSession(ImplBlockTarget(32, policy))
    run.apply(ops.allocate(3))
    for op in misuse.malformed(32):
        assert run.apply(op) is None and run.rejected, str(op)
    assert run.errors == {"bad_argument": len(list(misuse.malformed(32)))}
    run.audit()


class LaxCountTarget(ModelTarget):
    """Takes a bool count as the int it is to Python."""

    def allocate(self, n):
        return super().allocate(int(n))


class LaxHashTarget(ModelTarget):
    """Checks hashes against 64 bits instead of 63."""

    def match(self, hashes):
        return super().match([h % 2**63 or 1 for h in hashes])


@pytest.mark.parametrize("target_class", [LaxCountTarget, LaxHashTarget])
def test_a_target_that_accepts_a_malformed_argument_diverges(target_class):
    run = BlocksSession(target_class(32, "lru"))
    with pytest.raises(DivergenceFound) as found:
        for op in misuse.malformed(32):
            run.apply(op)
    divergence = found.value.divergence
    assert divergence.field == "error" and divergence.expected == "bad_argument"


# ---------------------------------------------------------- input forms


def given_forms(ids):
    """What a target is handed for ``ids`` by two release ops in a row of a workload."""

    def source():
        yield ops.Op("release", {"ids": ids})
        yield ops.Op("release", {"ids": ids})

    seen = []
    target = SimpleNamespace(release=lambda ids: seen.append(ids))
    for op in in_forms(source()):
        op.send(target)
    return seen


@pytest.mark.parametrize(
    ("ids", "dtype", "shape"),
    [
        ([True], torch.bool, (1,)),
        ([0.5, 1.5], torch.float32, (2,)),
        ([[0, 5], [1, 2]], torch.int64, (2, 2)),
        ([0, 5], torch.int64, (2,)),
        ([], torch.float32, (0,)),
    ],
)
def test_every_other_batch_goes_as_the_tensor_torch_makes_of_it(ids, dtype, shape):
    as_list, as_tensor = given_forms(ids)
    assert as_list == ids
    assert as_tensor.dtype == dtype and tuple(as_tensor.shape) == shape
    assert as_tensor.tolist() == ids


@pytest.mark.parametrize("ids", [[0, True], [0, 0.5], [0, "0"], [[0, 5], [1]], [2**63]])
def test_a_batch_no_tensor_carries_as_it_is_stays_a_list(ids):
    assert given_forms(ids) == [ids, ids]


@pytest.mark.parametrize("form", ["tuple", "tensor:int64", "tensor:int32"])
def test_a_form_is_recorded_and_replayed_as_recorded(form):
    op = ops.Op("retain", {"ids": [3, 1]}, form)
    data, decoded = round_trip(op)
    assert data["form"] == form and decoded == op
    seen = []
    decoded.send(SimpleNamespace(retain=lambda ids: seen.append(ids)))
    assert type(seen[0]) is (tuple if form == "tuple" else torch.Tensor)
    assert list(seen[0]) == [3, 1]


@pytest.mark.parametrize(
    ("form", "ids"),
    [("tensor:int32", [2**31]), ("tensor:bool", [1]), ("tensor:int8", [1]), ("tensor:int64", 5)],
)
def test_a_form_that_cannot_carry_its_ids_is_malformed(form, ids):
    data = {"verb": "release", "ids": ids, "form": form, codec.MALFORMED: not isinstance(ids, list)}
    with pytest.raises(TraceError, match=r"'ops\[0\]\.form'"):
        CODEC.decode(data, "ops[0]", lambda value: value)


def test_a_lone_id_is_never_a_reference_and_the_shrinker_leaves_it_whole():
    from kvtwin.scenarios.blocks.passes import fewer_elements

    refs = RefRecorder()
    refs.returned(0, [5, 6])
    lone = CODEC.encode(ops.Op("release", {"ids": 5}), refs)
    assert lone == {"verb": "release", "ids": 5, codec.MALFORMED: True}
    candidate = [(0, {"verb": "allocate", "n": 2}), (1, lone)]
    seen = []
    kept = fewer_elements(candidate, lambda trial: seen.append(trial) or True, float("inf"))
    assert kept[1] == (1, lone) and all(trial[1] == (1, lone) for trial in seen)
