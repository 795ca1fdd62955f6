"""The scratch key and layout model (model/scratch_layout.py), and its cross-check against
the op: what ``impl.prefill`` files a call under and allocates for it.

The model is pure Python; this test may import torch and impl because comparing the
two is its job. torch dtypes and devices are compared by name.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
import torch
import torch.nn.functional as F
from hypothesis import given, settings
from hypothesis import strategies as st

import impl.errors
import impl.prefill
import model.errors
from model.scratch import LRUScratchModel
from model.scratch_layout import (
    BUFFERS,
    COMPUTE_DTYPE,
    DEVICE_TYPES,
    INPUT_DTYPES,
    ITEMSIZE,
    buffer_bytes,
    buffer_sizes,
    entry_bytes,
    key_bytes,
    layout_for_key,
    scratch_key,
    scratch_layout,
)

ROOT = Path(__file__).resolve().parents[2]


def dtype_name(dtype: torch.dtype) -> str:
    return str(dtype).removeprefix("torch.")


def device_name(device: torch.device | str) -> str:
    return str(torch.device(device))


def impl_key(key: tuple) -> tuple:
    *dims, dtype, device = key
    return (*dims, dtype_name(dtype), device_name(device))


def impl_layout(layout: dict) -> list[tuple[str, tuple[tuple[int, ...], str]]]:
    """As an ordered list: the allocation order is part of the layout."""
    return [(name, (tuple(shape), dtype_name(dt))) for name, (shape, dt) in layout.items()]


dims = st.fixed_dictionaries(
    {
        "total_tokens": st.integers(0, 5000),
        "num_heads": st.integers(1, 64),
        "head_k": st.integers(1, 256),
        "head_v": st.integers(1, 256),
        "chunk_size": st.integers(1, 256),
    }
)
input_dtypes = st.sampled_from(INPUT_DTYPES)
devices = st.one_of(st.just("cpu"), st.integers(0, 15).map(lambda i: f"cuda:{i}"))


# --------------------------------------------------------------------------- the model alone


def test_model_is_pure_python() -> None:
    tree = ast.parse((ROOT / "model" / "scratch_layout.py").read_text())
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            imported.add(node.module.split(".")[0])
    assert not imported & {"torch", "numpy", "impl", "kvtwin"}, imported


def test_a_small_layout_by_hand() -> None:
    # T=10, H=2, K=4, V=3, C=8: 20 rows of (token, head).
    layout = scratch_layout(10, 2, 4, 3, 8, "bfloat16")
    assert list(layout) == list(BUFFERS)
    assert layout["k_scaled"] == ((20, 4), "float32")
    assert layout["beta_activated"] == ((20,), "float32")
    assert layout["A_qk"] == ((20, 8), "float32")
    assert layout["A_kk_inv"] == ((2, 10, 8), "float32")
    assert layout["u"] == ((2, 10, 3), "float32")
    sizes = buffer_sizes(layout)
    assert sizes["k_scaled"] == 320 and sizes["beta_activated"] == 80 and sizes["u"] == 240
    assert entry_bytes(layout) == 3840
    assert scratch_key(10, 2, 4, 3, 8, "bfloat16", "cuda:1") == (
        10,
        2,
        4,
        3,
        8,
        "bfloat16",
        "cuda:1",
    )


@settings(max_examples=200, deadline=None)
@given(dims=dims, dtype=input_dtypes, device=devices)
def test_entry_bytes_closed_form(dims: dict[str, int], dtype: str, device: str) -> None:
    t, h, k, v, c = (
        dims[n] for n in ("total_tokens", "num_heads", "head_k", "head_v", "chunk_size")
    )
    layout = scratch_layout(**dims, dtype=dtype)
    assert all(spec[1] == COMPUTE_DTYPE for spec in layout.values())
    # Per (token, head) row: k_scaled, kg, q_scaled, gk_last_exp, w (K each), beta (1),
    # A_kk, A_qk, A_kk_inv (C each), u (V); float32 is 4 bytes.
    assert entry_bytes(layout) == 4 * h * t * (5 * k + 1 + 3 * c + v)
    assert sum(buffer_sizes(layout).values()) == entry_bytes(layout)
    key = scratch_key(**dims, dtype=dtype, device=device)
    assert layout_for_key(key) == layout
    assert key_bytes(key) == entry_bytes(layout)


@pytest.mark.parametrize(
    ("args", "match"),
    [
        ((-1, 1, 1, 1, 1, "float32"), "total_tokens"),
        ((1, 0, 1, 1, 1, "float32"), "num_heads"),
        ((1, 1, 0, 1, 1, "float32"), "head_k"),
        ((1, 1, 1, 0, 1, "float32"), "head_v"),
        ((1, 1, 1, 1, 0, "float32"), "chunk_size"),
        ((True, 1, 1, 1, 1, "float32"), "total_tokens"),
        ((1, 1.0, 1, 1, 1, "float32"), "num_heads"),
        ((1, 1, 1, 1, 1, "float64"), "input dtype"),
        ((1, 1, 1, 1, 1, "torch.float32"), "input dtype"),
    ],
)
def test_dims_the_op_rejects_get_no_prediction(args: tuple, match: str) -> None:
    with pytest.raises(model.errors.BadPrefillInput, match=match):
        scratch_layout(*args)
    with pytest.raises(model.errors.BadPrefillInput, match=match):
        scratch_key(*args, "cpu")


@pytest.mark.parametrize("device", ["cuda", "cpu:0", "meta", "cuda:-1", "cuda:01", "", 0, None])
def test_device_names_no_input_tensor_has_are_rejected(device: object) -> None:
    with pytest.raises(model.errors.BadPrefillInput, match="device"):
        scratch_key(1, 1, 1, 1, 1, "float32", device)  # type: ignore[arg-type]


def test_key_and_bytes_helpers_reject_malformed_input() -> None:
    with pytest.raises(model.errors.BadPrefillInput, match="7-tuple"):
        layout_for_key((1, 2, 3))  # type: ignore[arg-type]
    with pytest.raises(model.errors.BadPrefillInput, match="unknown dtype"):
        buffer_bytes(((2,), "float128"))


def test_the_key_drives_the_lru_model_s_byte_accounting() -> None:
    lru = LRUScratchModel(2, key_bytes)  # type: ignore[arg-type]
    a = scratch_key(10, 2, 4, 3, 8, "float32", "cpu")
    b = scratch_key(11, 2, 4, 3, 8, "float32", "cpu")
    lru.get(a)
    assert lru.get(b).live_bytes == 3840 + 4 * 2 * 11 * 48


# --------------------------------------------------------------------------- the cross-check


def test_error_kinds_agree() -> None:
    assert model.errors.BadPrefillInput.kind == impl.errors.BadPrefillInput.kind
    assert model.errors.BadPrefillInput.kind == "bad_prefill_input"


def test_tables_agree_with_torch() -> None:
    for name, size in ITEMSIZE.items():
        assert getattr(torch, name).itemsize == size, name
    assert tuple(dtype_name(d) for d in impl.prefill.INPUT_DTYPES) == INPUT_DTYPES
    assert impl.prefill.DEVICE_TYPES == DEVICE_TYPES
    assert dtype_name(impl.prefill.COMPUTE_DTYPE) == COMPUTE_DTYPE


@settings(max_examples=300, deadline=None)
@given(dims=dims, dtype=input_dtypes, device=devices)
def test_key_and_layout_agree_with_the_op_s_helpers(
    dims: dict[str, int], dtype: str, device: str
) -> None:
    torch_dtype = getattr(torch, dtype)
    got_key = impl.prefill.scratch_key(**dims, dtype=torch_dtype, device=torch.device(device))
    assert impl_key(got_key) == scratch_key(**dims, dtype=dtype, device=device)
    got = impl.prefill.scratch_layout(**dims, dtype=torch_dtype)
    want = scratch_layout(**dims, dtype=dtype)
    assert impl_layout(got) == list(want.items())


def _call_inputs(seqlens: list[int], h: int, dk: int, dv: int, dtype: torch.dtype) -> dict:
    gen = torch.Generator().manual_seed(sum(seqlens) * 7 + h)
    t = sum(seqlens)
    cu = [0]
    for n in seqlens:
        cu.append(cu[-1] + n)
    return {
        "q": torch.randn(t, h, dk, generator=gen).to(dtype),
        "k": F.normalize(torch.randn(t, h, dk, generator=gen), dim=-1).to(dtype),
        "v": torch.randn(t, h, dv, generator=gen).to(dtype),
        "g": F.logsigmoid(torch.randn(t, h, dk, generator=gen)).to(dtype),
        "beta": torch.rand(t, h, generator=gen).to(dtype),
        "cu_seqlens": cu,
    }


@settings(max_examples=25, deadline=None)
@given(
    seqlens=st.lists(st.integers(0, 40), min_size=1, max_size=4),
    h=st.integers(1, 3),
    dk=st.integers(1, 9),
    dv=st.integers(1, 9),
    chunk=st.integers(1, 20),
    dtype=input_dtypes,
)
def test_the_op_files_and_allocates_what_the_model_predicts(
    seqlens: list[int], h: int, dk: int, dv: int, chunk: int, dtype: str
) -> None:
    """From the call's dims alone, not the op's helpers: this catches an op that passes its
    dims to the helpers in the wrong order as well as helpers that disagree with the model."""
    op = impl.prefill.KDAPrefill(capacity=2, chunk_size=chunk)
    op(**_call_inputs(seqlens, h, dk, dv, getattr(torch, dtype)))
    key = scratch_key(sum(seqlens), h, dk, dv, chunk, dtype, "cpu")
    held = op.cache.keys()
    assert [impl_key(k) for k in held] == [key]
    entry = op.cache.peek(held[0])
    assert entry is not None
    got = [(n, (tuple(b.shape), dtype_name(b.dtype))) for n, b in entry.buffers.items()]
    assert got == list(layout_for_key(key).items())
    assert op.cache.nbytes() == key_bytes(key)


def _castable(dtype: torch.dtype) -> bool:
    try:
        torch.zeros(1).to(dtype)
    except (RuntimeError, TypeError):
        return False
    return True


# Every floating dtype torch can hold inputs in (some float4 types cannot even be cast to).
FLOATING = sorted(
    {
        d
        for d in vars(torch).values()
        if isinstance(d, torch.dtype) and d.is_floating_point and _castable(d)
    },
    key=str,
)


@pytest.mark.parametrize("dtype", FLOATING, ids=dtype_name)
def test_the_op_accepts_exactly_the_input_dtypes_the_model_names(dtype: torch.dtype) -> None:
    inputs = _call_inputs([5, 3], 2, 4, 4, torch.float32)
    for name in ("q", "k", "v"):
        inputs[name] = inputs[name].to(dtype)
    op = impl.prefill.KDAPrefill(chunk_size=4)
    if dtype_name(dtype) in INPUT_DTYPES:
        op(**inputs)
        assert len(op.cache) == 1
    else:
        with pytest.raises(model.errors.BadPrefillInput):
            scratch_key(8, 2, 4, 4, 4, dtype_name(dtype), "cpu")
        with pytest.raises(impl.errors.BadPrefillInput):
            op(**inputs)
        assert len(op.cache) == 0


def test_the_op_rejects_the_device_types_the_model_rejects() -> None:
    inputs = _call_inputs([5, 3], 2, 4, 4, torch.float32)
    meta = {n: x.to("meta") if isinstance(x, torch.Tensor) else x for n, x in inputs.items()}
    with pytest.raises(model.errors.BadPrefillInput):
        scratch_key(8, 2, 4, 4, 4, "float32", "meta")
    op = impl.prefill.KDAPrefill(chunk_size=4)
    with pytest.raises(impl.errors.BadPrefillInput):
        op(**meta)
    assert len(op.cache) == 0
