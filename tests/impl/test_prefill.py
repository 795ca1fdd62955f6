"""The KDA prefill op (impl/prefill.py): scratch reuse never reaches the result
(per-call tile zeroing, fresh outputs), and bad input is rejected before the
cache is touched. Tolerances: kda_helpers.py."""

from __future__ import annotations

import pytest
import torch

from impl.errors import BadPrefillInput
from impl.prefill import KDAPrefill, scratch_key
from tests.impl.kda_helpers import (
    F32_ATOL,
    F32_RTOL,
    SEQLENS,
    assert_close_to_ref,
    make_inputs,
    reference,
)
from tests.impl.scratch_helpers import CacheSnapshot, FailingAllocate

# --------------------------------------------------------------------------- scratch reuse


def _nan_allocate(shape: tuple[int, ...], dtype: torch.dtype, device: torch.device) -> torch.Tensor:
    return torch.full(shape, float("nan"), dtype=dtype, device=device)


def _zero_allocate(
    shape: tuple[int, ...], dtype: torch.dtype, device: torch.device
) -> torch.Tensor:
    return torch.zeros(shape, dtype=dtype, device=device)


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_cache_hit_is_bit_identical_to_fresh_scratch(dtype: torch.dtype) -> None:
    # Same T = 200, different chunk boundaries and data: the hit finds the first call's values.
    first = make_inputs([60, 140], dtype=dtype, seed=1, with_state=True)
    second = make_inputs([3, 64, 1, 97, 35], dtype=dtype, seed=2, with_state=True)
    op = KDAPrefill(capacity=2, chunk_size=16)
    op(**first, output_final_state=True)  # type: ignore[arg-type]
    o_hit, s_hit = op(**second, output_final_state=True)  # type: ignore[arg-type]
    assert op.cache.last_event is not None and op.cache.last_event.hit
    for allocate in (None, _nan_allocate, _zero_allocate):
        fresh = KDAPrefill(capacity=2, chunk_size=16, allocate=allocate)
        o_fresh, s_fresh = fresh(**second, output_final_state=True)  # type: ignore[arg-type]
        assert fresh.cache.last_event is not None and not fresh.cache.last_event.hit
        assert torch.equal(o_hit, o_fresh), f"hit differs from fresh scratch (allocate={allocate})"
        assert torch.equal(s_hit, s_fresh)  # type: ignore[arg-type]


def test_poisoned_scratch_never_reaches_the_output() -> None:
    """Every scratch region the computation reads is written (or zeroed) in the same call."""
    inputs = make_inputs(SEQLENS["ragged"], with_state=True)
    o, final = KDAPrefill(chunk_size=64, allocate=_nan_allocate)(**inputs, output_final_state=True)  # type: ignore[arg-type]
    assert final is not None
    assert torch.isfinite(o).all() and torch.isfinite(final).all()
    assert_close_to_ref(o, reference(inputs)[0], F32_RTOL, F32_ATOL)


def test_output_is_a_fresh_tensor() -> None:
    inputs = make_inputs([70, 30])
    op = KDAPrefill(chunk_size=16)
    o1, s1 = op(**inputs, output_final_state=True)  # type: ignore[arg-type]
    o2, s2 = op(**inputs, output_final_state=True)  # type: ignore[arg-type]
    assert op.cache.last_event is not None and op.cache.last_event.hit
    entry = op.cache.peek(scratch_key(100, 2, 16, 16, 16, torch.float32, "cpu"))
    assert entry is not None
    scratch = {b.untyped_storage().data_ptr() for b in entry.buffers.values()}
    outs = [o1, s1, o2, s2]
    ptrs = [t.untyped_storage().data_ptr() for t in outs]  # type: ignore[union-attr]
    assert not scratch & set(ptrs), "an output shares storage with a scratch buffer"
    assert len(set(ptrs)) == len(ptrs), "outputs of two calls share storage"
    assert o1.is_contiguous() and o1.shape == (100, 2, 16)
    expected = o2.clone()
    o1.fill_(123.0)  # the caller owns its output: scribbling on it changes nothing later
    o3, _ = op(**inputs)  # type: ignore[arg-type]
    assert torch.equal(o3, expected)


# --------------------------------------------------------------------------- input validation


def _bad_cases() -> dict[str, tuple[dict[str, object], str]]:
    base = make_inputs([10, 6], with_state=True)
    t = 16

    def with_(**kw: object) -> dict[str, object]:
        return {**base, **kw}

    q, v, beta = (base[n] for n in ("q", "v", "beta"))
    assert isinstance(q, torch.Tensor) and isinstance(v, torch.Tensor)
    assert isinstance(beta, torch.Tensor)
    return {
        "q_rank": (with_(q=q[0]), "q must be"),
        "k_shape": (with_(k=torch.zeros(t, 2, 8)), "k must be"),
        "v_tokens": (with_(v=v[:-1]), "v must be"),
        "v_rank": (with_(v=v[..., 0]), "v must be"),
        "g_shape": (with_(g=torch.zeros(t, 3, 16)), "g must be"),
        "beta_shape": (with_(beta=beta[:, :1]), "beta must be"),
        "beta_rank": (with_(beta=beta.unsqueeze(-1)), "beta must be"),
        "int_q": (with_(q=torch.zeros(t, 2, 16, dtype=torch.int64)), "q must be floating"),
        "not_tensor": (with_(k=[[0.0]]), "k must be a torch.Tensor"),
        "dtype_mix": (with_(k=base["k"].to(torch.float64)), "share a dtype"),  # type: ignore[union-attr]
        "cu_start": (with_(cu_seqlens=torch.tensor([1, 10, 16])), "start at 0"),
        "cu_end": (with_(cu_seqlens=torch.tensor([0, 10, 15])), "end at T=16"),
        "cu_decreasing": (
            with_(cu_seqlens=torch.tensor([0, 12, 4, 16]), initial_state=None),
            "non-decreasing",
        ),
        "cu_short": (with_(cu_seqlens=torch.tensor([16])), "at least 2"),
        "cu_rank": (with_(cu_seqlens=torch.tensor([[0, 10, 16]])), "1-D"),
        "cu_float": (with_(cu_seqlens=torch.tensor([0.0, 10.0, 16.0])), "integers"),
        "cu_type": (with_(cu_seqlens="0,10,16"), "cu_seqlens must be"),
        "state_shape": (with_(initial_state=torch.zeros(3, 2, 16, 16)), "initial_state must be"),
        "state_type": (
            with_(initial_state=torch.zeros(2, 2, 16, 16, dtype=torch.int32)),
            "initial_state",
        ),
        "scale_nan": (with_(scale=float("nan")), "scale"),
        "scale_inf": (with_(scale=float("inf")), "scale"),
        "float64_qkv": (
            with_(**{n: base[n].to(torch.float64) for n in "qkv"}),  # type: ignore[union-attr]
            "q, k, v dtype must be one of",
        ),
        "float8_g": (with_(g=base["g"].to(torch.float8_e4m3fn)), "g dtype"),  # type: ignore[union-attr]
        "float8_beta": (with_(beta=beta.to(torch.float8_e5m2)), "beta dtype"),
        "float8_state": (
            with_(initial_state=base["initial_state"].to(torch.float8_e4m3fn)),  # type: ignore[union-attr]
            "initial_state",
        ),
        "g_pos_inf": (with_(g=_poke(base["g"], float("inf"))), "g must be finite"),
        "g_neg_inf": (with_(g=_poke(base["g"], float("-inf"))), "g must be finite"),
        "g_nan": (with_(g=_poke(base["g"], float("nan"))), "g must be finite"),
        "sparse_q": (with_(q=q.to_sparse()), "q must be a dense"),
        "meta_device": (
            with_(**{n: x.to("meta") for n, x in base.items() if isinstance(x, torch.Tensor)}),
            "inputs must be on one of",
        ),
        "final_state_flag": (
            with_(output_final_state=torch.tensor([True, False])),
            "output_final_state must be a bool",
        ),
    }


def _poke(x: object, value: float) -> torch.Tensor:
    assert isinstance(x, torch.Tensor)
    x = x.clone()
    x[7, 1, 3] = value
    return x


BAD = _bad_cases()


def _warm_full_op(allocate: object = None) -> KDAPrefill:
    """An op whose cache is full (capacity 2) and whose least-recent entry a new T would evict."""
    op = KDAPrefill(capacity=2, chunk_size=8, allocate=allocate)  # type: ignore[arg-type]
    for seqlens in ([5], [3, 4]):
        op(**make_inputs(seqlens, with_state=True))  # type: ignore[arg-type]
    op.cache.get(op.cache.keys()[0], {}, "cpu")  # a hit, so last_event is not just a miss
    return op


@pytest.mark.parametrize("case", list(BAD))
def test_bad_input_raises_before_touching_the_cache(case: str) -> None:
    kwargs, message = BAD[case]
    cold = KDAPrefill(chunk_size=8)
    with pytest.raises(BadPrefillInput, match=message) as info:
        cold(**kwargs)  # type: ignore[arg-type]
    assert info.value.kind == "bad_prefill_input" and isinstance(info.value, ValueError)
    assert len(cold.cache) == 0 and cold.cache.last_event is None
    warm = _warm_full_op()
    before = CacheSnapshot.of(warm.cache)
    with pytest.raises(BadPrefillInput, match=message):
        warm(**kwargs)  # type: ignore[arg-type]
    before.assert_unchanged(warm.cache)


def test_a_failed_scratch_allocation_leaves_the_cache_as_it_was() -> None:
    """Out of memory on a new token count: the error propagates, no warm entry is lost."""
    alloc = FailingAllocate(3, torch.OutOfMemoryError("simulated out of memory"))
    op = _warm_full_op(alloc)
    before = CacheSnapshot.of(op.cache)
    alloc.arm()
    with pytest.raises(torch.OutOfMemoryError):
        op(**make_inputs([9, 7]))  # type: ignore[arg-type]
    before.assert_unchanged(op.cache)
    alloc.armed = False
    # The warm entries still serve hits, with the same buffers.
    o, _ = op(**make_inputs([3, 4], seed=4))  # type: ignore[arg-type]
    assert op.cache.last_event is not None and op.cache.last_event.hit
    assert torch.equal(o, KDAPrefill(chunk_size=8)(**make_inputs([3, 4], seed=4))[0])  # type: ignore[arg-type]


def test_finite_gates_of_every_accepted_dtype_still_run() -> None:
    """The gate checks reject only what the op cannot compute: wider g, beta, state are fine."""
    inputs = make_inputs([10, 6], with_state=True)
    o, _ = KDAPrefill(chunk_size=8)(**inputs)  # type: ignore[arg-type]
    for dtype in (torch.float16, torch.bfloat16, torch.float64):
        wide = {
            **inputs,
            **{n: inputs[n].to(dtype) for n in ("g", "beta", "initial_state")},  # type: ignore[union-attr]
        }
        o_wide, _ = KDAPrefill(chunk_size=8)(**wide)  # type: ignore[arg-type]
        assert torch.isfinite(o_wide).all()
        if dtype == torch.float64:  # read through a float32 cast: exactly the float32 result
            assert torch.equal(o_wide, o)


# --------------------------------------------------------------------------- CUDA


@pytest.mark.cuda
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs CUDA")
def test_cuda_mixed_devices_rejected() -> None:
    inputs = make_inputs([8, 8], device="cuda", with_state=True)
    op = KDAPrefill(chunk_size=8)
    with pytest.raises(BadPrefillInput, match="mixed devices"):
        op(**{**inputs, "v": inputs["v"].cpu()})  # type: ignore[union-attr, arg-type]
    with pytest.raises(BadPrefillInput, match="mixed devices"):
        op(**{**inputs, "initial_state": inputs["initial_state"].cpu()})  # type: ignore[union-attr, arg-type]
    assert len(op.cache) == 0
