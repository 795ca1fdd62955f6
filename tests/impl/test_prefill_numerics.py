"""Numerics of the chunked KDA prefill (impl/prefill.py) against the float64 recurrence.

Tolerances (errors measured against the float64 reference, ``ref``):

* float32 inputs: ``|o - ref| <= F32_RTOL * |ref| + F32_ATOL * max|ref|`` with
  ``F32_RTOL = 1e-4``, ``F32_ATOL = 1e-5``; the same for the final states.
  (Observed: max error ~3e-7 of max|ref|.)
* bfloat16 inputs: the reference runs on the bf16-rounded inputs, so only the
  op's own rounding counts: the output is rounded to bf16 (2**-8 relative), so
  ``BF16_RTOL = 1e-2``, ``BF16_ATOL = 1e-2``; the final states are float32 and
  keep the float32 tolerance. (Observed: ~2.2e-3 of max|ref| on the output.)
* reference vs fla's ``naive_recurrent_kda`` (float32 inside): the float32 tolerance.
"""

from __future__ import annotations

import importlib.util
from itertools import pairwise
from pathlib import Path
from types import ModuleType

import pytest
import torch
import torch.nn.functional as F
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from impl.errors import BadPrefillInput
from impl.kda_reference import kda_recurrent_reference
from impl.prefill import KDAPrefill, scratch_key
from tests.impl.test_scratch_cache import CacheSnapshot, FailingAllocate

F32_RTOL, F32_ATOL = 1e-4, 1e-5
BF16_RTOL, BF16_ATOL = 1e-2, 1e-2


def make_inputs(
    seqlens: list[int],
    h: int = 2,
    dk: int = 16,
    dv: int = 16,
    dtype: torch.dtype = torch.float32,
    seed: int = 0,
    device: str = "cpu",
    with_state: bool = False,
) -> dict[str, object]:
    """Realistic KDA inputs: l2-normalised q/k, g = logsigmoid (<= 0), beta = sigmoid, in (0, 1)."""
    gen = torch.Generator().manual_seed(seed)
    t = sum(seqlens)
    cu = torch.tensor([0, *torch.tensor(seqlens).cumsum(0).tolist()], dtype=torch.int32)
    q = F.normalize(torch.randn(t, h, dk, generator=gen), dim=-1)
    k = F.normalize(torch.randn(t, h, dk, generator=gen), dim=-1)
    v = torch.randn(t, h, dv, generator=gen)
    g = F.logsigmoid(torch.randn(t, h, dk, generator=gen))
    beta = torch.randn(t, h, generator=gen).sigmoid()
    init = torch.randn(len(seqlens), h, dk, dv, generator=gen) if with_state else None
    out: dict[str, object] = {
        "q": q.to(device, dtype),
        "k": k.to(device, dtype),
        "v": v.to(device, dtype),
        "g": g.to(device, dtype),
        "beta": beta.to(device, dtype),
        "cu_seqlens": cu.to(device),
        "initial_state": None if init is None else init.to(device),
    }
    return out


def reference(
    inputs: dict[str, object], scale: float | None = None
) -> tuple[torch.Tensor, torch.Tensor]:
    return kda_recurrent_reference(**inputs, scale=scale)  # type: ignore[arg-type]


def assert_close_to_ref(actual: torch.Tensor, ref: torch.Tensor, rtol: float, atol: float) -> None:
    ref = ref.to(actual.device)
    scale = max(ref.abs().max().item(), 1e-6) if ref.numel() else 1.0
    torch.testing.assert_close(actual.double(), ref, rtol=rtol, atol=atol * scale)


SEQLENS = {
    "one_long": [500],
    "multiple_of_chunk": [64, 128, 64],
    "ragged": [37, 101, 1, 64, 90],
    "length_one": [1, 1, 1, 1, 1],
    "with_empty": [0, 50, 0, 65, 0],
    "shorter_than_chunk": [5, 63, 3],
}


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


# --------------------------------------------------------------------------- reference vs fla


def _load_fla_naive() -> ModuleType:
    """fla/ops/kda/naive.py by file path (fla/ops/__init__ imports triton)."""
    spec = importlib.util.find_spec("fla")
    if spec is None or not spec.submodule_search_locations:
        pytest.skip("fla-core is not installed")
    path = Path(next(iter(spec.submodule_search_locations))) / "ops" / "kda" / "naive.py"
    if not path.is_file():
        pytest.skip(f"fla-core has no {path}")
    if importlib.util.find_spec("einops") is None:
        pytest.skip("fla's naive KDA needs einops, which is not installed")
    mod_spec = importlib.util.spec_from_file_location("_fla_kda_naive", path)
    assert mod_spec is not None and mod_spec.loader is not None
    module = importlib.util.module_from_spec(mod_spec)
    mod_spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def fla_naive() -> ModuleType:
    return _load_fla_naive()


@pytest.mark.parametrize("with_state", [False, True], ids=["zero_state", "initial_state"])
def test_reference_matches_fla_naive_recurrent(fla_naive: ModuleType, with_state: bool) -> None:
    seqlens = [37, 1, 80]
    inputs = make_inputs(seqlens, h=3, dk=16, dv=8, with_state=with_state, seed=3)
    ref_o, ref_final = reference(inputs)
    cu = inputs["cu_seqlens"].tolist()  # type: ignore[union-attr]
    init = inputs["initial_state"]
    for i, (bos, eos) in enumerate(pairwise(cu)):
        sl = {n: inputs[n][bos:eos].unsqueeze(0) for n in ("q", "k", "v", "g", "beta")}  # type: ignore[index]
        o, s = fla_naive.naive_recurrent_kda(
            **sl,
            initial_state=None if init is None else init[i : i + 1],  # type: ignore[index]
            output_final_state=True,
        )
        assert_close_to_ref(o[0], ref_o[bos:eos], F32_RTOL, F32_ATOL)
        assert_close_to_ref(s[0], ref_final[i], F32_RTOL, F32_ATOL)


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


def test_reference_rejects_bad_cu_seqlens() -> None:
    inputs = make_inputs([4, 4])
    with pytest.raises(ValueError, match="cu_seqlens"):
        kda_recurrent_reference(**{**inputs, "cu_seqlens": [0, 5, 7]})  # type: ignore[arg-type]


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
