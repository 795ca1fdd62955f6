"""Misuse calls: a well-formed call's inputs with exactly one rule of the op's
input contract broken.

The contract (docs/contract.md section 2, the input checks of
``impl/prefill.py``): a call whose inputs break it raises the typed error of
kind ``bad_prefill_input`` (a ``ValueError``) before the cache is touched, so
the cache's keys, recency, ``last_event``, entries and live bytes are exactly
as before and nothing is allocated. Each kind below breaks one rule, so the
expected outcome is known from how the call was made, never from the target.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import torch

EXPECTED_KIND = "bad_prefill_input"

Inputs = dict[str, Any]


def _cu(inputs: Inputs) -> list[int]:
    return [int(x) for x in inputs["cu_seqlens"].tolist()]


def _tensor_like(values: list[int], inputs: Inputs) -> torch.Tensor:
    like = inputs["cu_seqlens"]
    return torch.tensor(values, dtype=like.dtype, device=like.device)


def _state(inputs: Inputs, sequences: int) -> torch.Tensor:
    _, h, dk = inputs["q"].shape
    dv = inputs["v"].shape[2]
    return torch.zeros(sequences, h, dk, dv, device=inputs["q"].device)


def _non_finite_gate(inputs: Inputs) -> Inputs:
    g = inputs["g"].clone()
    g.view(-1)[g.numel() // 2] = float("-inf")
    return {**inputs, "g": g}


BREAKS: dict[str, Callable[[Inputs], Inputs]] = {
    # types and dtypes
    "q_not_a_tensor": lambda x: {**x, "q": x["q"].tolist()},
    "q_integer": lambda x: {**x, "q": x["q"].to(torch.int32)},
    "qkv_float64": lambda x: {**x, **{n: x[n].double() for n in ("q", "k", "v")}},
    "v_other_dtype": lambda x: {
        **x,
        "v": x["v"].to(torch.float16 if x["q"].dtype != torch.float16 else torch.float32),
    },
    "beta_integer": lambda x: {**x, "beta": x["beta"].to(torch.int64)},
    # shapes
    "q_flat": lambda x: {**x, "q": x["q"].flatten(1)},
    "k_one_token_short": lambda x: {**x, "k": x["k"][:-1]},
    "v_one_head_short": lambda x: {**x, "v": x["v"][:, :-1]},
    "g_wider": lambda x: {**x, "g": torch.cat([x["g"], x["g"][..., :1]], dim=-1)},
    "beta_extra_head": lambda x: {**x, "beta": torch.cat([x["beta"], x["beta"][:, :1]], 1)},
    # cu_seqlens
    "cu_not_from_zero": lambda x: {**x, "cu_seqlens": _tensor_like([1, *_cu(x)[1:]], x)},
    "cu_past_total": lambda x: {
        **x,
        "cu_seqlens": _tensor_like([*_cu(x)[:-1], _cu(x)[-1] + 1], x),
    },
    "cu_decreasing": lambda x: {
        **x,
        "cu_seqlens": _tensor_like([*_cu(x)[:-1], _cu(x)[-1], _cu(x)[-1] - 1, _cu(x)[-1]], x),
    },
    "cu_float": lambda x: {**x, "cu_seqlens": x["cu_seqlens"].to(torch.float32)},
    "cu_matrix": lambda x: {**x, "cu_seqlens": x["cu_seqlens"].view(1, -1)},
    "cu_one_entry": lambda x: {**x, "cu_seqlens": _tensor_like([0], x)},
    # initial state, scale, gate values, flags
    "state_extra_sequence": lambda x: {**x, "initial_state": _state(x, len(_cu(x)))},
    "state_integer": lambda x: {
        **x,
        "initial_state": _state(x, len(_cu(x)) - 1).to(torch.int32),
    },
    "scale_nan": lambda x: {**x, "scale": float("nan")},
    "scale_string": lambda x: {**x, "scale": "0.5"},
    "g_non_finite": _non_finite_gate,
    "final_flag_not_bool": lambda x: {**x, "output_final_state": 1},
}
"""Misuse kind -> how a well-formed call's inputs are broken (one rule each)."""

KINDS: tuple[str, ...] = tuple(BREAKS)


def broken_inputs(kind: str, inputs: Inputs) -> Inputs:
    """``inputs`` with the rule ``kind`` names broken (``output_final_state`` set)."""
    return BREAKS[kind]({**inputs, "output_final_state": True})
