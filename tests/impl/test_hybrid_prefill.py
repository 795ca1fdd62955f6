"""The KDA op as the hybrid cache runs it (impl/hybrid_prefill.py): the states at its
chunk boundaries, against the float64 recurrence stopped at each boundary."""

from __future__ import annotations

import pytest
import torch

from impl.errors import BadPrefillInput
from impl.hybrid_prefill import HybridPrefill
from impl.kda_reference import kda_recurrent_reference
from tests.impl.kda_helpers import F32_ATOL, F32_RTOL, assert_close_to_ref, fla_gates, make_inputs


def one_sequence(t: int, seed: int, normalizer: float = 1.0) -> dict[str, torch.Tensor]:
    inputs = make_inputs([t], h=2, dk=8, dv=8, seed=seed)
    inputs["g"] = fla_gates(inputs["q"].shape, normalizer, 0.05, seed=seed)  # type: ignore[union-attr]
    return {n: inputs[n] for n in ("q", "k", "v", "g", "beta")}  # type: ignore[misc]


@pytest.mark.parametrize("chunk_size", [1, 4, 8])
@pytest.mark.parametrize("normalizer", [0.1, 10.0])
def test_chunk_states_are_the_states_at_each_boundary(chunk_size: int, normalizer: float) -> None:
    t = 21
    x = one_sequence(t, seed=chunk_size, normalizer=normalizer)
    state = torch.randn(2, 8, 8, generator=torch.Generator().manual_seed(1))
    op = HybridPrefill(chunk_size=chunk_size)
    o, final, states = op.run(op.plan(**x), **x, state=state.clone())
    assert states.shape == (-(-t // chunk_size), 2, 8, 8)
    for i in range(len(states)):
        end = min((i + 1) * chunk_size, t)
        head = {n: v[:end] for n, v in x.items()}
        _, ref = kda_recurrent_reference(**head, cu_seqlens=[0, end], initial_state=state[None])
        assert_close_to_ref(states[i], ref[0], F32_RTOL, F32_ATOL)
    ref_o, ref_final = kda_recurrent_reference(**x, cu_seqlens=[0, t], initial_state=state[None])
    assert_close_to_ref(o, ref_o, F32_RTOL, F32_ATOL)
    assert_close_to_ref(final, ref_final[0], F32_RTOL, F32_ATOL)
    assert torch.equal(final, states[-1])


def test_run_never_writes_the_state_it_starts_from() -> None:
    x = one_sequence(9, seed=3)
    state = torch.randn(2, 8, 8)
    kept = state.clone()
    op = HybridPrefill(chunk_size=4)
    _, final, states = op.run(op.plan(**x), **x, state=state)
    assert torch.equal(state, kept)
    assert final.data_ptr() != state.data_ptr() and states.data_ptr() != state.data_ptr()


def test_plan_refuses_a_non_finite_gate() -> None:
    x = one_sequence(5, seed=4)
    x["g"][2, 0, 0] = float("nan")
    with pytest.raises(BadPrefillInput, match="finite"):
        HybridPrefill(chunk_size=4).plan(**x)
