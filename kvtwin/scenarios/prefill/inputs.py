"""The inputs of one prefill call, made from the call alone (and a seed).

A call's inputs depend only on its index, its token count, its split and the
input seed, so a call keeps its inputs when a shrinker drops the calls around
it, and a replay rebuilds exactly the tensors the recording run passed.

Gates cover the range the model families use (docs/contract.md section 3): the
calls take turns over ``GATES``, the gates fla's own KDA tests draw
(``logsigmoid(x) / n`` for ``n`` in 10, 0.1 and 1, and one with a fraction set to
-1000), so the generic campaigns check the op's numerics where a 16-position
sub-block decays far past float32's exp range, not only on mild decays.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F

from kvtwin.scenarios.prefill.ops import PrefillCall
from kvtwin.scenarios.prefill.shapes import ShapeConfig

GATES: tuple[tuple[str, float, float], ...] = (
    ("logsigmoid/10", 10.0, 0.0),
    ("logsigmoid/0.1", 0.1, 0.0),
    ("logsigmoid/1", 1.0, 0.0),
    ("logsigmoid/1, 10% at -1000", 1.0, 0.1),
)
"""``(name, n, masked)``: gates ``logsigmoid(randn) / n`` with a ``masked`` fraction
set to ``MASKED_GATE``. The first, about -0.07 per token, is a trained model's mild
decay (and the only one the first campaigns drew); ``/ 0.1`` reaches about -40."""
MASKED_GATE = -1000.0
"""The gate fla's varlen tests give a fraction of the channels: the state is wiped."""


def gate_kind(call: PrefillCall, seed: int = 0) -> str:
    """The name of the gates ``make_inputs`` draws for ``call`` (one per call, in turn)."""
    return GATES[(seed + call.index) % len(GATES)][0]


def make_inputs(
    call: PrefillCall,
    config: ShapeConfig,
    *,
    dtype: torch.dtype = torch.float32,
    device: str | torch.device = "cpu",
    seed: int = 0,
) -> dict[str, torch.Tensor]:
    """Deterministic inputs of one call: q, k (unit-norm rows), v, g (log decay <= 0,
    drawn as ``gate_kind`` names), beta in (0, 1), cu_seqlens (int32); for a call with
    ``initial_state``, a float32 state per sequence ``[N, H, K, V]`` (drawn last, so
    the other inputs are those of the same call without it)."""
    gen = torch.Generator().manual_seed((seed * 1_000_003 + call.index) % (1 << 63))
    t, h, dk, dv = call.total, config.heads, config.head_k, config.head_v

    def randn(*shape: int) -> torch.Tensor:
        return torch.randn(*shape, generator=gen)

    _, normalizer, masked = GATES[(seed + call.index) % len(GATES)]
    inputs = {
        "q": randn(t, h, dk),
        "k": F.normalize(randn(t, h, dk), dim=-1),
        "v": randn(t, h, dv),
        "g": F.logsigmoid(randn(t, h, dk)) / normalizer,
        "beta": torch.sigmoid(randn(t, h)),
    }
    if masked:
        inputs["g"][torch.rand(t, h, dk, generator=gen) < masked] = MASKED_GATE
    out = {name: x.to(device=device, dtype=dtype) for name, x in inputs.items()}
    out["cu_seqlens"] = torch.tensor(call.cu_seqlens, dtype=torch.int32, device=device)
    if call.initial_state:
        state = randn(len(call.seq_lens), h, dk, dv) * 0.5
        out["initial_state"] = state.to(device=device)
    return out
