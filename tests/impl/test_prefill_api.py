"""The prefill op's public helper (scratch_layout, impl/prefill_scratch.py) and its
constructor (impl/prefill.py) called directly: the argument checks a caller
meets outside the op (inside it, _check_inputs has already checked every
dimension)."""

from __future__ import annotations

from typing import Any

import pytest
import torch

from impl.prefill import KDAPrefill, scratch_layout
from model.scratch_layout import scratch_layout as model_layout

DIMS = {"total_tokens": 5, "num_heads": 2, "head_k": 3, "head_v": 4, "chunk_size": 2}
MINIMUM = {"total_tokens": 0, "num_heads": 1, "head_k": 1, "head_v": 1, "chunk_size": 1}


@pytest.mark.parametrize("name", sorted(DIMS))
def test_scratch_layout_takes_each_dimension_at_its_minimum_and_refuses_one_below(
    name: str,
) -> None:
    at_minimum = {**DIMS, name: MINIMUM[name]}
    got = scratch_layout(**at_minimum, dtype=torch.float16)
    want = model_layout(**at_minimum, dtype="float16")
    assert {n: (tuple(s), str(d).removeprefix("torch.")) for n, (s, d) in got.items()} == want
    with pytest.raises(ValueError, match=name):
        scratch_layout(**{**DIMS, name: MINIMUM[name] - 1}, dtype=torch.float16)


@pytest.mark.parametrize("value", [True, 2.0, "2", None])
@pytest.mark.parametrize("name", sorted(DIMS))
def test_scratch_layout_refuses_a_dimension_that_is_not_an_int(name: str, value: Any) -> None:
    with pytest.raises(ValueError, match=name):
        scratch_layout(**{**DIMS, name: value}, dtype=torch.float32)


@pytest.mark.parametrize("dtype", [torch.int32, torch.bool, "float32", None])
def test_scratch_layout_refuses_a_dtype_that_is_not_a_floating_torch_dtype(dtype: Any) -> None:
    with pytest.raises(ValueError, match="dtype"):
        scratch_layout(**DIMS, dtype=dtype)


def test_the_op_built_with_its_defaults_caches_8_shapes_in_chunks_of_64() -> None:
    op = KDAPrefill()
    assert (op.cache.capacity, op.chunk_size) == (8, 64)


@pytest.mark.parametrize("chunk_size", [0, -1, True, 2.5, "64"])
def test_the_op_refuses_a_chunk_size_that_is_not_an_int_of_at_least_1(chunk_size: Any) -> None:
    with pytest.raises(ValueError, match="chunk_size"):
        KDAPrefill(chunk_size=chunk_size)
