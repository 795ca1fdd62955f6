"""Valid edges of the prefill contract and misuse on edge-shaped calls: the impl
agrees with the model and the reference on every edge, the checker catches an
op that mishandles one, and each misuse kind breaks exactly one rule.

The ops below that mishandle an edge exist to show the checker sees it; they
are not the bug catalog.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

import pytest
import torch

from impl.errors import BadPrefillInput
from impl.prefill import KDAPrefill
from kvtwin.core.refs import RefRecorder
from kvtwin.core.replay import replay_trace
from kvtwin.core.trace import Trace
from kvtwin.scenarios.prefill.codec import PrefillCodec
from kvtwin.scenarios.prefill.config import prefill_config
from kvtwin.scenarios.prefill.forms import CallForms, final_state_flag
from kvtwin.scenarios.prefill.inputs import make_inputs
from kvtwin.scenarios.prefill.misuse import BREAKS, KINDS, broken_inputs
from kvtwin.scenarios.prefill.ops import PrefillCall, PrefillOp
from kvtwin.scenarios.prefill.probes import CpuProbe
from kvtwin.scenarios.prefill.shapes import ShapeConfig
from kvtwin.scenarios.prefill.targets.base import ImplPrefillTarget
from kvtwin.scenarios.prefill.testing import run_calls

CODEC = PrefillCodec()

SMALL = ShapeConfig(heads=2, head_k=8, head_v=4, misuse_rate=0.0, edge_rate=0.0)
TINY = ShapeConfig(heads=1, head_k=1, head_v=1, misuse_rate=0.0, edge_rate=0.0)
CHUNK = 16

EDGE_CALLS = [
    PrefillCall(0, 0, (0,)),  # an empty call
    PrefillCall(1, 12, (4, 0, 8), True),  # an empty sequence in the middle
    PrefillCall(2, 12, (0, 12), form="cu_list"),
    PrefillCall(3, 300, (150, 0, 150), form="cu_tuple"),  # T above the small-int cache
    PrefillCall(4, 12, (12, 0), True, form="no_final_state"),
    PrefillCall(5, 0, (0, 0), True, form="final_state_default"),
    PrefillCall(6, 12, (4, 0, 8)),  # a hit: compared with fresh scratch too
    PrefillCall(7, 300, (300,), form="cu_list"),  # a hit through a list
]


def run(calls: list[PrefillCall], config: ShapeConfig = SMALL, *, capacity: int = 3,
        chunk_size: int = CHUNK, op_class: type | None = None) -> Any:  # fmt: skip
    probe = CpuProbe()
    target = ImplPrefillTarget(
        capacity, allocate=probe.allocate, chunk_size=chunk_size, op_class=op_class
    )
    return run_calls(target, probe, calls, config)


def test_impl_agrees_on_every_valid_edge() -> None:
    result = run(EDGE_CALLS)
    assert result.divergence is None, str(result.divergence)
    coverage = result.coverage
    assert coverage["edges"] == {
        "cu_list": 2,
        "cu_tuple": 1,
        "empty_call": 2,
        "empty_sequence": 5,
        "final_state_default": 1,
        "no_final_state": 1,
    }
    assert (coverage["hits"], coverage["misses"]) == (5, 3)  # keys T=0, T=12, T=300


@pytest.mark.parametrize("chunk_size", [1, 2, 5])
def test_impl_agrees_at_the_smallest_dims(chunk_size: int) -> None:
    splits = [(1,), (0,), (1,), (3, 0, 2), (1,), (0, 0), (1, 1, 1), (7,), (1, 1, 1)]
    calls = [PrefillCall(i, sum(s), s, i % 2 == 1) for i, s in enumerate(splits)]
    result = run(calls, TINY, capacity=2, chunk_size=chunk_size)
    assert result.divergence is None, str(result.divergence)
    assert result.coverage["evictions"] > 0 and result.coverage["hits"] > 0


# ---------------------------------------------- ops that mishandle an edge
class AlwaysFinal(KDAPrefill):
    """Returns the final state whether it was asked for or not."""

    def __call__(self, *args: Any, output_final_state: bool = False, **kwargs: Any) -> Any:
        return super().__call__(*args, output_final_state=True, **kwargs)


class TensorsOnly(KDAPrefill):
    """Takes ``cu_seqlens`` only as a tensor."""

    def _plan(self, q, k, v, g, beta, cu_seqlens, initial_state, scale):  # type: ignore[no-untyped-def]
        if not isinstance(cu_seqlens, torch.Tensor):
            raise BadPrefillInput("cu_seqlens must be a tensor")
        return super()._plan(q, k, v, g, beta, cu_seqlens, initial_state, scale)


class NoEmptyCalls(KDAPrefill):
    """Rejects a call of no tokens."""

    def _plan(self, q, k, v, g, beta, cu_seqlens, initial_state, scale):  # type: ignore[no-untyped-def]
        if q.shape[0] == 0:
            raise BadPrefillInput("T must be >= 1")
        return super()._plan(q, k, v, g, beta, cu_seqlens, initial_state, scale)


class SkipsEmptySequences(KDAPrefill):
    """Drops empty sequences from the batch (and so their final states)."""

    def __call__(self, q, k, v, g, beta, cu_seqlens, initial_state=None, **kwargs):  # type: ignore[no-untyped-def]
        cu = [int(x) for x in cu_seqlens]
        kept = [i for i, (a, b) in enumerate(pairwise(cu)) if b > a] or [0]
        cu = [0, *(cu[i + 1] for i in kept)]
        state = None if initial_state is None else initial_state[kept]
        return super().__call__(q, k, v, g, beta, cu, state, **kwargs)


@pytest.mark.parametrize(
    ("op_class", "step", "field"),
    [
        (AlwaysFinal, 4, "final_state"),
        (TensorsOnly, 2, "call"),
        (NoEmptyCalls, 0, "call"),
        (SkipsEmptySequences, 1, "final_state"),
    ],
)
def test_an_op_that_mishandles_an_edge_is_caught_there(
    op_class: type, step: int, field: str
) -> None:
    d = run(EDGE_CALLS, op_class=op_class).divergence
    assert d is not None and (d.step, d.field) == (step, field), str(d)


def test_the_final_state_flag_follows_the_form() -> None:
    assert [final_state_flag(f) for f in (None, "cu_list", "no_final_state")] == [True, True, False]
    assert final_state_flag("final_state_default") is None  # the argument is left out


def test_sequences_passed_as_cu_seqlens_never_take_a_passed_id() -> None:
    forms = CallForms()
    inputs = make_inputs(PrefillCall(0, 12, (4, 8)), SMALL)
    forms.note(inputs["cu_seqlens"])
    made = [forms.arguments(form, inputs)["cu_seqlens"] for form in ("cu_list", "cu_tuple") * 50]
    assert made[0] == [0, 4, 12] and made[1] == (0, 4, 12)
    ids = [id(x) for x in made] + [id(inputs["cu_seqlens"])]
    assert len(set(ids)) == len(ids)
    assert forms.arguments(None, inputs)["cu_seqlens"] is inputs["cu_seqlens"]


def test_edge_ops_round_trip_and_replay_on_impl() -> None:
    ops = [CODEC.encode(PrefillOp(call, seed=0), RefRecorder()) for call in EDGE_CALLS]
    assert ops[0] == {"index": 0, "total": 0, "seqlens": [0], "seed": 0}
    assert ops[2]["form"] == "cu_list" and "form" not in ops[1]
    assert [
        CODEC.decode(op, f"ops[{i}]", lambda value: value).call for i, op in enumerate(ops)
    ] == EDGE_CALLS
    config = prefill_config(capacity=3, chunk_size=CHUNK, shapes=SMALL)
    assert replay_trace(Trace("prefill", "impl", config, ops)).divergence is None


# --------------------------------------------------------------- misuse
BASES = [
    PrefillCall(0, 1, (1,)),
    PrefillCall(1, 9, (0, 9), True),
    PrefillCall(2, 9, (4, 5, 0), True),
    PrefillCall(3, 300, (100, 200)),
]


def test_every_misuse_kind_is_rejected_on_edge_shaped_calls() -> None:
    calls = []
    for base in BASES:
        shape = (base.total, base.seq_lens, base.initial_state)
        calls += [PrefillCall(len(calls) + i, *shape, kind) for i, kind in enumerate(KINDS)]
        calls.append(PrefillCall(len(calls), *shape))
    result = run(calls, TINY, capacity=2, chunk_size=1)
    assert result.divergence is None, str(result.divergence)
    assert result.coverage["misuse"] == dict.fromkeys(sorted(KINDS), len(BASES))


def cu_rules_broken(cu: object, total: int) -> list[str]:
    """The value rules of ``cu_seqlens`` (docs/contract.md section 2) a list breaks."""
    assert isinstance(cu, list)
    broken = []
    if len(cu) < 2:
        broken.append("entries")
    if cu[0] != 0:
        broken.append("start")
    if cu[-1] != total:
        broken.append("end")
    if any(b < a for a, b in pairwise(cu)):
        broken.append("non-decreasing")
    return broken


# cu_one_entry ([0]) cannot end at T >= 1 as well: empty_call_cu_one_entry is its
# one-rule form (an empty call, T = 0).
NOT_VALUES = ("cu_float", "cu_bool", "cu_complex", "cu_matrix", "cu_scalar", "cu_none", "cu_int")
NOT_VALUES += ("cu_list_with_float", "cu_list_with_bool", "cu_other_device", "cu_one_entry")
CU_VALUE_KINDS = [k for k in KINDS if k.startswith("cu_") and k not in NOT_VALUES]
CU_VALUE_KINDS.append("empty_call_cu_one_entry")


@pytest.mark.parametrize("kind", CU_VALUE_KINDS)
def test_a_cu_seqlens_value_break_breaks_exactly_one_rule(kind: str) -> None:
    for base in BASES:
        broken = broken_inputs(kind, make_inputs(base, TINY))
        cu, total = broken["cu_seqlens"], broken["q"].shape[0]
        assert cu.dtype == torch.int32 and cu.dim() == 1
        assert len(cu_rules_broken(cu.tolist(), total)) == 1, (base, cu.tolist())


def test_each_misuse_kind_changes_only_what_it_names() -> None:
    """A break changes at least one input and at most those its rule is about."""
    inputs = {**make_inputs(BASES[2], SMALL), "output_final_state": True}
    touched = {"heads_zero": 6, "head_k_zero": 4, "head_v_zero": 2, "qkv_float64": 3}
    touched["empty_call_cu_one_entry"] = 7  # a whole empty call, but for cu_seqlens
    for kind in BREAKS:
        broken = broken_inputs(kind, inputs)
        changed = [n for n in {*inputs, *broken}
                   if n not in inputs or n not in broken or broken[n] is not inputs[n]]  # fmt: skip
        assert 1 <= len(changed) <= touched.get(kind, 1), (kind, changed)
