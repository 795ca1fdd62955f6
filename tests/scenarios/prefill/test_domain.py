"""The prefill input domain (kvtwin/scenarios/prefill/domain.py): every class a call
can take is drawn, made as it says, counted, and checked against the float64
reference; an op that mishandles one is caught by the generic campaigns."""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest
import torch

from impl.prefill import KDAPrefill
from impl.scratch import ScratchCache
from kvtwin.core.campaign import run_campaign
from kvtwin.core.errors import TraceError
from kvtwin.core.refs import RefRecorder
from kvtwin.core.registry import register_target, unregister_target
from kvtwin.scenarios.prefill import PREFILL, domain
from kvtwin.scenarios.prefill.campaigns import shape_campaign
from kvtwin.scenarios.prefill.codec import PrefillCodec
from kvtwin.scenarios.prefill.forms import CallForms
from kvtwin.scenarios.prefill.inputs import make_inputs
from kvtwin.scenarios.prefill.misuse import KINDS
from kvtwin.scenarios.prefill.ops import PrefillCall, PrefillOp
from kvtwin.scenarios.prefill.shapes import ShapeConfig, seeded_shapes
from kvtwin.scenarios.prefill.targets.base import ImplPrefillTarget

SMALL = ShapeConfig(
    min_tokens=4, max_tokens=128, bucket=4, median_tokens=24, heads=2, head_k=8, head_v=8
)
CODEC = PrefillCodec()


def test_the_default_run_draws_every_class_a_call_can_take() -> None:
    """The calls ``kvtwin run prefill`` makes (its workload: cheap to draw) take
    every variant, every edge and every misuse kind."""
    parser = argparse.ArgumentParser()
    PREFILL.campaigns.add_arguments(parser)
    campaign = PREFILL.campaigns.from_args(parser.parse_args([]))
    calls = [op.call for op in campaign.workload()]
    taken = {c.variant for c in calls} | {c.form for c in calls} | {c.misuse for c in calls}
    assert set(domain.VARIANTS) <= taken and set(KINDS) <= taken
    assert {"cu_list", "cu_tuple", "no_final_state", "final_state_default"} <= taken
    assert any(c.total == 0 for c in calls) and any(0 in c.seq_lens and c.total for c in calls)


def _campaign(target: str, passes: int = 3, **shapes: Any) -> Any:
    config = dataclasses.replace(SMALL, **{"misuse_rate": 0.0, "edge_rate": 0.0, **shapes})
    return shape_campaign(
        PREFILL,
        target,
        shapes="lengths",
        seed=1,
        passes=passes,
        capacity=3,
        chunk_size=16,
        config=config,
    )


def test_a_run_of_every_variant_agrees_and_leaves_no_valid_class_at_zero() -> None:
    result = run_campaign(_campaign("impl", edge_rate=0.5))
    assert result.divergence is None, result.divergence
    valid_never = [name for name in result.coverage["never"] if "=" in name and "=!" not in name]
    assert valid_never == ["tokens=past_256"]  # SMALL's calls hold at most 128 tokens
    assert result.coverage["domain"]["between_calls"]["held_output"] > 0


def _made(variant: str | None, total: int = 20, state: bool = False) -> dict[str, Any]:
    seq_lens = (8, total - 8)
    call = PrefillCall(3, total, seq_lens, state, variant=variant)
    return make_inputs(call, SMALL, seed=5)


@pytest.mark.parametrize("variant", domain.VARIANTS)
def test_every_variant_makes_the_call_it_names(variant: str) -> None:
    param, cls = domain.split_variant(variant)
    state = param == "initial_state" and cls != "none"
    made, plain = _made(variant, state=state), _made(None, state=state)
    arguments = CallForms().arguments(None, made, variant)
    q = made["q"]
    expect: dict[str, Any] = {
        "q.dtype": lambda: {made[n].dtype for n in "qkv"} == {getattr(torch, cls)},
        "g.dtype": lambda: made["g"].dtype == getattr(torch, cls),
        "beta.dtype": lambda: made["beta"].dtype == getattr(torch, cls),
        "initial_state": lambda: (
            (made["initial_state"] is None) == (cls == "none")
            and (cls == "none" or made["initial_state"].dtype == getattr(torch, cls))
        ),
        "scale": lambda: "scale" in made and made["scale"] == domain.SCALES[cls],
        "cu_seqlens.form": lambda: _cu_ok(arguments["cu_seqlens"], cls, made["cu_seqlens"]),
        "dims": lambda: (q.shape[1], q.shape[2], made["v"].shape[2]) == domain.DIMS[cls],
        "tensor_layout": lambda: _layout_ok(made, plain, cls),
        "sharing": lambda: made["q"] is made["k"],
        "g.values": lambda: (
            bool((made["g"] == 0).all()) == (cls == "zero") and bool((made["g"] >= 0).all())
        ),
        "beta.values": lambda: set(made["beta"].unique().tolist()) <= {0.0, 1.0},
    }
    if param in expect:
        assert expect[param](), variant
    else:  # shape-level or between calls: the inputs are those of the plain call
        assert all(torch.equal(made[n], plain[n]) for n in ("q", "k", "v", "g", "beta"))


def _cu_ok(passed: torch.Tensor, form: str, plain: torch.Tensor) -> bool:
    if passed.tolist() != plain.tolist():
        return False
    if form == "tensor:strided":
        return passed.dtype == torch.int32 and not passed.is_contiguous()
    return passed.dtype == getattr(torch, form.removeprefix("tensor:"))


def _layout_ok(made: dict[str, Any], plain: dict[str, Any], cls: str) -> bool:
    if cls == "broadcast":
        return made["beta"].stride(1) == 0 and made["g"].stride(2) == 0
    same = all(torch.equal(made[n], plain[n]) for n in ("q", "k", "v", "g", "beta"))
    return same and not any(made[n].is_contiguous() for n in ("q", "k", "v", "g", "beta"))


@pytest.mark.parametrize("variant", ["tokens=one", "cu_seqlens.values=many_sequences"])
def test_a_variant_that_reshapes_a_call_keeps_it_valid(variant: str) -> None:
    calls = [c for c in seeded_shapes("lengths", 0, 4, SMALL, chunk=16) if c.variant == variant]
    assert calls and all(sum(c.seq_lens) == c.total for c in calls)
    assert all(len(c.seq_lens) >= (8 if "many" in variant else 1) for c in calls)


def test_a_variant_is_recorded_and_refused_where_it_cannot_be() -> None:
    op = PrefillOp(PrefillCall(0, 16, (16,), variant="scale=negative"))
    data = CODEC.encode(op, RefRecorder())
    assert data["variant"] == "scale=negative"
    assert CODEC.decode(data, "ops[0]", lambda v: v).call == op.call
    for bad in ({**data, "variant": "scale=huge"}, {**data, "misuse": "scale_nan"}):
        with pytest.raises(TraceError, match="variant"):
            CODEC.decode(bad, "ops[0]", lambda v: v)


def test_every_misuse_kind_names_the_parameter_it_breaks() -> None:
    declared = {p.name: set(p.misuse) for p in domain.PARAMS}
    assert all(kind in declared[domain.misuse_param(kind)] for kind in KINDS)
    assert domain.misuse_param("cu_other_device") == "devices"
    assert domain.misuse_param("cu_decreasing") == "cu_seqlens.values"


# ------------------------------------------ ops the generic campaign catches
class _DefaultScale(KDAPrefill):
    def _plan(self, *args: Any) -> Any:
        plan = super()._plan(*args)
        return dataclasses.replace(plan, scale=plan.head_k**-0.5)


class _Int32Offsets(KDAPrefill):
    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        cu = kwargs.get("cu_seqlens")
        if isinstance(cu, torch.Tensor) and cu.dtype != torch.int32:
            raise ValueError("cu_seqlens must be int32")
        return super().__call__(*args, **kwargs)


class _WritesItsInput(KDAPrefill):
    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        out = super().__call__(*args, **kwargs)
        with torch.no_grad():
            kwargs["v"].mul_(1.0)  # a no-op write: values kept
            kwargs["beta"].add_(1e-3)
        return out


class _OutputReused(KDAPrefill):
    """Hands out one output tensor per shape, overwritten by the next such call."""

    def _output(self, entry: Any, shape: Any, dtype: Any, device: Any) -> Any:
        held = getattr(self, "_outputs", {})
        self._outputs = held
        if (shape, dtype) not in held:
            held[(shape, dtype)] = torch.empty(shape, dtype=dtype, device=device)
        return held[(shape, dtype)]


class _ClearKeepsEntries(ScratchCache):
    def clear(self) -> None:
        self._kept = list(self._entries.values())
        super().clear()


@contextlib.contextmanager
def _registered(name: str, **classes: Any) -> Iterator[None]:
    def make(*, capacity: int, device: Any, allocate: Any, chunk_size: int) -> Any:
        return ImplPrefillTarget(
            capacity, device, allocate=allocate, chunk_size=chunk_size, name=name, **classes
        )

    register_target("prefill", name, "a test op")(make)
    try:
        yield
    finally:
        unregister_target("prefill", name)


@pytest.mark.parametrize(
    ("classes", "field"),
    [
        ({"op_class": _DefaultScale}, "o["),
        ({"op_class": _Int32Offsets}, "call"),
        ({"op_class": _WritesItsInput}, "beta after the call"),
        ({"op_class": _OutputReused}, "kept by the caller"),
        ({"cache_class": _ClearKeepsEntries}, "evicted storages"),
    ],
)
def test_an_op_that_mishandles_a_valid_class_is_caught(classes: dict, field: str) -> None:
    name = "domain-test:" + next(iter(classes.values())).__name__
    with _registered(name, **classes):
        result = run_campaign(_campaign(name, passes=4))
    assert result.divergence is not None
    assert field in result.divergence.field, result.divergence
