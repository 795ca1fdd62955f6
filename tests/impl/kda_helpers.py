"""KDA inputs, the float64 reference and the tolerances shared by the prefill
numerics tests (test_kda_chunked.py, test_kda_reference.py, test_prefill.py).

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

import torch
import torch.nn.functional as F

from impl.kda_reference import kda_recurrent_reference

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


FLA_GATE_NORMALIZERS = (0.1, 1.0, 10.0)
"""fla's KDA tests draw gates as ``logsigmoid(x) / n`` for these ``n`` (``/ 0.1``: down
to about -40 per token and channel)."""
FLA_MASKED_GATE = -1000.0
"""fla's varlen tests set a fraction of the gates to this (a channel wiped at once)."""


def fla_gates(
    shape: tuple[int, ...], normalizer: float, masked: float = 0.0, seed: int = 0
) -> torch.Tensor:
    """Gates drawn as fla's tests draw them: ``logsigmoid(randn) / normalizer``, and a
    ``masked`` fraction of them set to -1000."""
    gen = torch.Generator().manual_seed(seed)
    g = F.logsigmoid(torch.randn(shape, generator=gen)) / normalizer
    if masked:
        g[torch.rand(shape, generator=gen) < masked] = FLA_MASKED_GATE
    return g
