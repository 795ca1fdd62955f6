"""The float64 KDA reference (impl/kda_reference.py): against fla's naive
recurrent KDA, and its own argument check. Tolerances: kda_helpers.py."""

from __future__ import annotations

from itertools import pairwise
from types import ModuleType

import pytest

from impl.kda_reference import kda_recurrent_reference
from tests.impl.kda_helpers import F32_ATOL, F32_RTOL, assert_close_to_ref, make_inputs, reference

# --------------------------------------------------------------------------- reference vs fla


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


# --------------------------------------------------------------------------- arguments


def test_reference_rejects_bad_cu_seqlens() -> None:
    inputs = make_inputs([4, 4])
    with pytest.raises(ValueError, match="cu_seqlens"):
        kda_recurrent_reference(**{**inputs, "cu_seqlens": [0, 5, 7]})  # type: ignore[arg-type]
