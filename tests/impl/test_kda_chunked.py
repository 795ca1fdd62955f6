"""Numerics of the chunked KDA forward (impl/kda_chunked.py), driven through the
prefill op, against the float64 recurrence and fla's naive KDA (chunked and recurrent), on
mild gates and on the gates fla's own tests draw.
Tolerances: kda_helpers.py."""

from __future__ import annotations

from itertools import pairwise
from types import ModuleType

import pytest
import torch
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from impl.prefill import KDAPrefill
from tests.impl.kda_helpers import (
    BF16_ATOL,
    BF16_RTOL,
    F32_ATOL,
    F32_RTOL,
    FLA_GATE_NORMALIZERS,
    SEQLENS,
    assert_close_to_ref,
    fla_gates,
    make_inputs,
    reference,
)

# ------------------------------------------------------------------------ chunked op vs reference


@pytest.mark.parametrize("with_state", [False, True], ids=["zero_state", "initial_state"])
@pytest.mark.parametrize("seqlens", list(SEQLENS.values()), ids=list(SEQLENS))
def test_float32_matches_reference(seqlens: list[int], with_state: bool) -> None:
    inputs = make_inputs(seqlens, with_state=with_state, seed=len(seqlens))
    op = KDAPrefill(chunk_size=64)
    o, final = op(**inputs, output_final_state=True)  # type: ignore[arg-type]
    ref_o, ref_final = reference(inputs)
    assert o.dtype == torch.float32 and o.shape == ref_o.shape
    assert final is not None and final.dtype == torch.float32 and final.shape == ref_final.shape
    assert_close_to_ref(o, ref_o, F32_RTOL, F32_ATOL)
    assert_close_to_ref(final, ref_final, F32_RTOL, F32_ATOL)


@pytest.mark.parametrize("with_state", [False, True], ids=["zero_state", "initial_state"])
@pytest.mark.parametrize(
    "seqlens", [SEQLENS["ragged"], SEQLENS["one_long"]], ids=["ragged", "one_long"]
)
def test_bfloat16_matches_reference(seqlens: list[int], with_state: bool) -> None:
    inputs = make_inputs(seqlens, dtype=torch.bfloat16, with_state=with_state, seed=7)
    o, final = KDAPrefill(chunk_size=64)(**inputs, output_final_state=True)  # type: ignore[arg-type]
    ref_o, ref_final = reference(inputs)
    assert o.dtype == torch.bfloat16
    assert final is not None and final.dtype == torch.float32
    assert_close_to_ref(o, ref_o, BF16_RTOL, BF16_ATOL)
    assert_close_to_ref(final, ref_final, F32_RTOL, F32_ATOL)


def test_final_state_only_when_asked() -> None:
    inputs = make_inputs([20, 30])
    o, final = KDAPrefill(chunk_size=16)(**inputs)  # type: ignore[arg-type]
    assert final is None
    o2, final2 = KDAPrefill(chunk_size=16)(**inputs, output_final_state=True)  # type: ignore[arg-type]
    assert final2 is not None
    assert torch.equal(o, o2)


def test_explicit_scale_and_default_scale() -> None:
    inputs = make_inputs([40, 9], dk=16)
    op = KDAPrefill(chunk_size=16)
    o_default, _ = op(**inputs)  # type: ignore[arg-type]
    o_explicit, _ = op(**inputs, scale=16**-0.5)  # type: ignore[arg-type]
    assert torch.equal(o_default, o_explicit)
    o_other, _ = op(**inputs, scale=0.3)  # type: ignore[arg-type]
    assert_close_to_ref(o_other, reference(inputs, scale=0.3)[0], F32_RTOL, F32_ATOL)


def test_list_cu_seqlens_and_empty_batch() -> None:
    inputs = make_inputs([12, 5])
    op = KDAPrefill(chunk_size=8)
    o_tensor, _ = op(**inputs)  # type: ignore[arg-type]
    o_list, _ = op(**{**inputs, "cu_seqlens": [0, 12, 17]})  # type: ignore[arg-type]
    assert torch.equal(o_tensor, o_list)
    empty = make_inputs([0, 0], with_state=True)
    o, final = op(**empty, output_final_state=True)  # type: ignore[arg-type]
    assert o.shape == (0, 2, 16)
    assert final is not None and torch.equal(final, empty["initial_state"])  # type: ignore[arg-type]


@pytest.mark.parametrize("chunk_size", [16, 64])
def test_strong_decay_down_to_fla_safe_gate_bound(chunk_size: int) -> None:
    """g in [-5, 0] per token (fla's safe_gate bound): chunk decays reach -320, still exact."""
    inputs = make_inputs([150, 64, 19], with_state=True, seed=9)
    gen = torch.Generator().manual_seed(9)
    g = -5.0 * torch.rand(inputs["g"].shape, generator=gen)  # type: ignore[union-attr]
    g[:40] = -5.0  # a run of the strongest gate
    inputs["g"] = g
    o, final = KDAPrefill(chunk_size=chunk_size)(**inputs, output_final_state=True)  # type: ignore[arg-type]
    ref_o, ref_final = reference(inputs)
    assert final is not None
    assert_close_to_ref(o, ref_o, F32_RTOL, F32_ATOL)
    assert_close_to_ref(final, ref_final, F32_RTOL, F32_ATOL)


@pytest.mark.parametrize("masked", [0.0, 0.1], ids=["dense", "masked_-1000"])
@pytest.mark.parametrize("normalizer", FLA_GATE_NORMALIZERS)
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_fla_test_gates_match_reference(
    normalizer: float, masked: float, dtype: torch.dtype
) -> None:
    """Gates as fla's tests draw them (logsigmoid(x) / n, a fraction at -1000): a chunk
    decays by thousands, a 16-position sub-block by far more than float32's exp range."""
    inputs = make_inputs(SEQLENS["ragged"], dtype=dtype, with_state=True, seed=3)
    inputs["g"] = fla_gates(inputs["q"].shape, normalizer, masked, seed=4).to(dtype)  # type: ignore[union-attr]
    for chunk_size in (16, 64):
        o, final = KDAPrefill(chunk_size=chunk_size)(**inputs, output_final_state=True)  # type: ignore[arg-type]
        ref_o, ref_final = reference(inputs)
        assert final is not None
        rtol, atol = (F32_RTOL, F32_ATOL) if dtype == torch.float32 else (BF16_RTOL, BF16_ATOL)
        assert_close_to_ref(o, ref_o, rtol, atol)
        assert_close_to_ref(final, ref_final, F32_RTOL, F32_ATOL)


@pytest.mark.parametrize("gate", [-6.0, -88.0, -1000.0])
def test_constant_strong_gate_is_finite_and_exact(gate: float) -> None:
    """A constant gate past the old stable range (-6 per token decays a 16-position
    sub-block by 96, past float32's exp range) gives the reference's numbers, not NaN."""
    inputs = make_inputs([150, 64, 19], with_state=True, seed=9)
    inputs["g"] = torch.full(inputs["q"].shape, gate)  # type: ignore[union-attr]
    o, final = KDAPrefill(chunk_size=64)(**inputs, output_final_state=True)  # type: ignore[arg-type]
    assert final is not None
    assert bool(o.isfinite().all()) and bool(final.isfinite().all())
    ref_o, ref_final = reference(inputs)
    assert_close_to_ref(o, ref_o, F32_RTOL, F32_ATOL)
    assert_close_to_ref(final, ref_final, F32_RTOL, F32_ATOL)


def test_inputs_requiring_grad_leave_no_graph() -> None:
    inputs = make_inputs([20, 7], with_state=True)
    for name in ("q", "k", "v", "g", "beta", "initial_state"):
        inputs[name].requires_grad_(True)  # type: ignore[union-attr]
    o, final = KDAPrefill(chunk_size=8)(**inputs, output_final_state=True)  # type: ignore[arg-type]
    assert final is not None
    assert not o.requires_grad and not final.requires_grad
    assert_close_to_ref(o, reference(inputs)[0], F32_RTOL, F32_ATOL)


@settings(deadline=None, max_examples=25, suppress_health_check=[HealthCheck.too_slow])
@given(
    seqlens=st.lists(st.integers(0, 40), min_size=1, max_size=5),
    h=st.integers(1, 3),
    dk=st.sampled_from([4, 8, 16]),
    dv=st.sampled_from([4, 8, 16]),
    chunk_size=st.sampled_from([1, 3, 8, 16, 64]),
    with_state=st.booleans(),
    seed=st.integers(0, 2**16),
)
def test_property_matches_reference(
    seqlens: list[int], h: int, dk: int, dv: int, chunk_size: int, with_state: bool, seed: int
) -> None:
    inputs = make_inputs(seqlens, h=h, dk=dk, dv=dv, seed=seed, with_state=with_state)
    o, final = KDAPrefill(chunk_size=chunk_size)(**inputs, output_final_state=True)  # type: ignore[arg-type]
    ref_o, ref_final = reference(inputs)
    assert final is not None
    assert_close_to_ref(o, ref_o, F32_RTOL, F32_ATOL)
    assert_close_to_ref(final, ref_final, F32_RTOL, F32_ATOL)


@pytest.mark.parametrize("chunk_size", [16, 64])
def test_result_does_not_depend_on_chunk_size_beyond_tolerance(chunk_size: int) -> None:
    inputs = make_inputs([150, 33])
    o, _ = KDAPrefill(chunk_size=chunk_size)(**inputs)  # type: ignore[arg-type]
    o1, _ = KDAPrefill(chunk_size=1)(**inputs)  # type: ignore[arg-type]
    assert_close_to_ref(o, o1.double(), F32_RTOL, F32_ATOL)


# --------------------------------------------------------------------------- op vs fla


def test_op_matches_fla_naive_chunk(fla_naive: ModuleType) -> None:
    inputs = make_inputs([128], h=2, dk=16, dv=16, with_state=True, seed=5)
    o, final = KDAPrefill(chunk_size=32)(**inputs, output_final_state=True)  # type: ignore[arg-type]
    sl = {n: inputs[n].unsqueeze(0) for n in ("q", "k", "v", "g", "beta")}  # type: ignore[union-attr]
    fo, fs = fla_naive.naive_chunk_kda(
        **sl, initial_state=inputs["initial_state"], output_final_state=True, chunk_size=32
    )
    assert final is not None
    assert_close_to_ref(o, fo[0].double(), F32_RTOL, F32_ATOL)
    assert_close_to_ref(final, fs.double(), F32_RTOL, F32_ATOL)


@pytest.mark.parametrize("masked", [0.0, 0.1], ids=["dense", "masked_-1000"])
@pytest.mark.parametrize("normalizer", FLA_GATE_NORMALIZERS)
def test_op_matches_fla_naive_recurrent_on_fla_test_gates(
    fla_naive: ModuleType, normalizer: float, masked: float
) -> None:
    """Per sequence of a varlen batch, on the gates fla's own tests use."""
    seqlens = [37, 101, 1, 64]
    inputs = make_inputs(seqlens, h=2, dk=16, dv=8, with_state=True, seed=6)
    inputs["g"] = fla_gates(inputs["q"].shape, normalizer, masked, seed=7)  # type: ignore[union-attr]
    o, final = KDAPrefill(chunk_size=64)(**inputs, output_final_state=True)  # type: ignore[arg-type]
    assert final is not None
    cu = inputs["cu_seqlens"].tolist()  # type: ignore[union-attr]
    for i, (bos, eos) in enumerate(pairwise(cu)):
        sl = {n: inputs[n][bos:eos].unsqueeze(0) for n in ("q", "k", "v", "g", "beta")}  # type: ignore[index]
        fo, fs = fla_naive.naive_recurrent_kda(
            **sl,
            initial_state=inputs["initial_state"][i : i + 1],
            output_final_state=True,  # type: ignore[index]
        )
        assert_close_to_ref(o[bos:eos], fo[0].double(), F32_RTOL, F32_ATOL)
        assert_close_to_ref(final[i], fs[0].double(), F32_RTOL, F32_ATOL)


# --------------------------------------------------------------------------- CUDA


@pytest.mark.cuda
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs CUDA")
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_cuda_matches_reference_and_reuses_scratch(dtype: torch.dtype) -> None:
    inputs = make_inputs(SEQLENS["ragged"], dtype=dtype, device="cuda", with_state=True, seed=11)
    op = KDAPrefill(capacity=2, chunk_size=64)
    warm = make_inputs([300, 53], dtype=dtype, device="cuda", with_state=True, seed=12)
    op(**warm)  # type: ignore[arg-type]  # same T = 353: the next call hits
    o, final = op(**inputs, output_final_state=True)  # type: ignore[arg-type]
    assert op.cache.last_event is not None and op.cache.last_event.hit
    assert o.device.type == "cuda" and final is not None and final.device.type == "cuda"
    ref_o, ref_final = reference(inputs)
    rtol, atol = (F32_RTOL, F32_ATOL) if dtype == torch.float32 else (BF16_RTOL, BF16_ATOL)
    assert_close_to_ref(o, ref_o, rtol, atol)
    assert_close_to_ref(final, ref_final, F32_RTOL, F32_ATOL)
    o_fresh, s_fresh = KDAPrefill(chunk_size=64)(**inputs, output_final_state=True)  # type: ignore[arg-type]
    assert torch.equal(o, o_fresh) and torch.equal(final, s_fresh)  # type: ignore[arg-type]
