"""The inputs of one prefill call, made from the call alone (and a seed).

A call's inputs depend only on its index, its token count, its split and the
input seed, so a call keeps its inputs when a shrinker drops the calls around
it, and a replay rebuilds exactly the tensors the recording run passed.

Gates cover the range the model families use (docs/contract.md section 3): the
calls take turns over ``GATES``, the gates fla's own KDA tests draw
(``logsigmoid(x) / n`` for ``n`` in 10, 0.1 and 1, and one with a fraction set to
-1000), so the generic campaigns check the op's numerics where a 16-position
sub-block decays far past float32's exp range, not only on mild decays.

A call's variant (``domain.VARIANTS``) changes what is made, after the same draws:
other dims, other dtypes per input, an initial state in another dtype or passed
as ``None``, a ``scale``, gates of zero or above zero, betas of 0 and 1, inputs
that are strided or broadcast views of the same values, or ``q`` the very tensor
passed as ``k``. The float64 reference reads the tensors made here, so its
numbers are those of the call as made.
"""

from __future__ import annotations

from typing import Any

import torch
import torch.nn.functional as F

import kvtwin.scenarios.prefill.domain as domain
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
    param, cls = domain.split_variant(call.variant) if call.variant else ("", "")
    h, dk, dv = domain.DIMS[cls] if param == "dims" else call_dims(config)
    t = call.total

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
    if param:
        _vary(out, param, cls, gen)
    return out


def call_dims(config: ShapeConfig) -> tuple[int, int, int]:
    return config.heads, config.head_k, config.head_v


def _vary(out: dict[str, Any], param: str, cls: str, gen: torch.Generator) -> None:
    """Make the call's inputs as its variant says (after every usual draw, so the
    other inputs stay those of the same call without it)."""
    if param in ("q.dtype", "g.dtype", "beta.dtype", "initial_state"):
        names = {"q.dtype": ("q", "k", "v"), "g.dtype": ("g",), "beta.dtype": ("beta",)}
        for name in names.get(param, ("initial_state",)):
            out[name] = None if cls == "none" else out[name].to(getattr(torch, cls))
    elif param == "scale":
        out["scale"] = domain.SCALES[cls]
    elif param == "g.values":
        g = out["g"]
        positive = torch.rand(g.shape, generator=gen) * POSITIVE_GATE
        out["g"] = (torch.zeros(g.shape) if cls == "zero" else positive).to(g)
    elif param == "beta.values":
        beta = out["beta"]
        out["beta"] = (torch.rand(beta.shape, generator=gen) < 0.5).to(beta)
    elif param == "sharing":
        out["q"] = out["k"]  # one tensor passed twice: the op may read it as both
    elif param == "tensor_layout" and cls == "broadcast":
        # a gate and a beta per head, broadcast with stride 0 over the channels
        out["g"] = out["g"][..., :1].expand(out["g"].shape)
        out["beta"] = out["beta"][:, :1].expand(out["beta"].shape)
    elif param == "tensor_layout":
        for name in ("q", "k", "v", "g", "beta"):
            out[name] = _strided(out[name])


POSITIVE_GATE = 0.01
"""Gates drawn in [0, 0.01): amplifying, and still well inside float32's range."""


def _strided(x: torch.Tensor) -> torch.Tensor:
    """The same values, every other element of a tensor twice as wide: not contiguous."""
    wide = torch.zeros(*x.shape[:-1], 2 * x.shape[-1], dtype=x.dtype, device=x.device)
    wide[..., ::2] = x
    return wide[..., ::2]
