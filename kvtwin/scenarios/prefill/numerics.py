"""Every prefill call's numbers against the float64 reference recurrence.

The oracle is ``impl.kda_reference.kda_recurrent_reference``: the KDA recurrence
token by token in float64 (fla's ``naive_recurrent_kda``), written apart from
the chunked op under test, so a wrong scratch index, gate or tile in the op
shows here even when the op agrees with itself on fresh scratch.

Each sequence of a varlen batch is compared on its own: its rows of ``o`` and
its ``final_state``. The reference starts every sequence from its own initial
state (or zeros), so a state that leaks from one sequence into the next shows
as a difference in the next sequence's rows, named by its index.

Tolerance, per sequence, with ``ref`` the reference and ``peak`` its largest
magnitude in that sequence (a floor of 1e-6 keeps an all-zero sequence finite)::

    |actual - ref| <= rtol * |ref| + atol * peak

``o`` in float32: ``rtol 1e-4, atol 1e-5`` (measured error is about 3e-7 of the
peak); ``o`` in bfloat16 or float16, which the op rounds its float32 result to:
``rtol 1e-2, atol 1e-2``. ``final_state`` is float32 whatever the input dtype
and keeps the float32 tolerance. NaN or inf anywhere is never close.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

import torch

from impl.kda_reference import kda_recurrent_reference
from kvtwin.scenarios.prefill.entry_checks import At


@dataclass(frozen=True, slots=True)
class Tolerance:
    rtol: float
    atol: float  # times the sequence's peak reference magnitude

    def __str__(self) -> str:
        return f"|err| <= {self.rtol:g}*|ref| + {self.atol:g}*max|ref|"


FLOAT32 = Tolerance(1e-4, 1e-5)
HALF = Tolerance(1e-2, 1e-2)


def output_tolerance(dtype: torch.dtype) -> Tolerance:
    """The tolerance of ``o`` in ``dtype`` (the op rounds its float32 result to it)."""
    return FLOAT32 if dtype == torch.float32 else HALF


def check_reference(
    at: At,
    inputs: dict[str, torch.Tensor],
    o: torch.Tensor,
    final: torch.Tensor | None,
) -> None:
    """``o`` and ``final`` (``None``: a call that did not ask for it) of one call
    against the reference, sequence by sequence (an empty one has only a state)."""
    ref_o, ref_final = kda_recurrent_reference(
        inputs["q"],
        inputs["k"],
        inputs["v"],
        inputs["g"],
        inputs["beta"],
        inputs["cu_seqlens"],
        inputs.get("initial_state"),
        inputs.get("scale"),
    )
    bounds = list(pairwise(int(x) for x in inputs["cu_seqlens"].tolist()))
    out_tol = output_tolerance(inputs["q"].dtype)
    for i, (bos, eos) in enumerate(bounds):
        where = f"sequence {i} of {len(bounds)} (tokens {bos}..{eos})"
        _compare(at, f"o[{where}]", o[bos:eos], ref_o[bos:eos], out_tol)
        if final is not None:
            _compare(at, f"final_state[{where}]", final[i], ref_final[i], FLOAT32)


def _compare(at: At, field: str, actual: torch.Tensor, ref: torch.Tensor, tol: Tolerance) -> None:
    if actual.numel() == 0:
        return
    got = actual.detach().to(device=ref.device, dtype=torch.float64)
    peak = max(float(ref.abs().max()), 1e-6)
    error = (got - ref).abs()
    bound = tol.rtol * ref.abs() + tol.atol * peak
    close = error <= bound  # NaN compares False: never close
    if bool(close.all()):
        return
    worst = int((~close).flatten().nonzero()[0])
    at.diverge(
        field,
        f"the float64 reference within {tol}",
        f"{int((~close).sum())} of {close.numel()} values off; first at flat index {worst}: "
        f"{float(got.flatten()[worst]):.6g} vs {float(ref.flatten()[worst]):.6g} "
        f"(max |err| {float(error.nan_to_num(float('inf')).max()):.3g}, peak {peak:.3g})",
    )
