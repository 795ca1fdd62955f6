"""The inputs of one prefill call, made from the call alone (and a seed).

A call's inputs depend only on its index, its token count, its split and the
input seed, so a call keeps its inputs when a shrinker drops the calls around
it, and a replay rebuilds exactly the tensors the recording run passed.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F

from kvtwin.scenarios.prefill.ops import PrefillCall
from kvtwin.scenarios.prefill.shapes import ShapeConfig


def make_inputs(
    call: PrefillCall,
    config: ShapeConfig,
    *,
    dtype: torch.dtype = torch.float32,
    device: str | torch.device = "cpu",
    seed: int = 0,
) -> dict[str, torch.Tensor]:
    """Deterministic inputs of one call: q, k (unit-norm rows), v, g (log decay
    in about -0.7..0, so a 64-token chunk stays in float32's exp range), beta in
    (0, 1), cu_seqlens (int32); for a call with ``initial_state``, a float32
    state per sequence ``[N, H, K, V]`` (drawn last, so the other inputs are
    those of the same call without it)."""
    gen = torch.Generator().manual_seed((seed * 1_000_003 + call.index) % (1 << 63))
    t, h, dk, dv = call.total, config.heads, config.head_k, config.head_v

    def randn(*shape: int) -> torch.Tensor:
        return torch.randn(*shape, generator=gen)

    inputs = {
        "q": randn(t, h, dk),
        "k": F.normalize(randn(t, h, dk), dim=-1),
        "v": randn(t, h, dv),
        "g": F.logsigmoid(randn(t, h, dk)) * 0.1,
        "beta": torch.sigmoid(randn(t, h)),
    }
    out = {name: x.to(device=device, dtype=dtype) for name, x in inputs.items()}
    out["cu_seqlens"] = torch.tensor(call.cu_seqlens, dtype=torch.int32, device=device)
    if call.initial_state:
        state = randn(len(call.seq_lens), h, dk, dv) * 0.5
        out["initial_state"] = state.to(device=device)
    return out
