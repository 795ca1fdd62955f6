"""Misuse calls: a well-formed call's inputs with exactly one rule of the op's
input contract broken.

The contract (docs/contract.md section 2, "Inputs"; the input checks of
``impl/prefill.py``): a call whose inputs break it raises the typed error of
kind ``bad_prefill_input`` (a ``ValueError``) before the cache is touched, so
the cache's keys, recency, ``last_event``, entries and live bytes are exactly
as before and nothing is allocated. Each kind below breaks one rule, so the
expected outcome is known from how the call was made, never from the target.

Every break applies to any valid call the workload makes (any ``T >= 1``, any
split, empty sequences included, with or without an initial state) and keeps
the other rules intact: a ``cu_seqlens`` that must end short of ``T`` is
clamped so that it stays non-decreasing, for instance. Tensors moved to the
``meta`` device stand for "another device than q's": they allocate nothing,
so a CPU run can send them too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import torch

EXPECTED_KIND = "bad_prefill_input"

Inputs = dict[str, Any]

OTHER_DEVICE = "meta"
"""Where a misplaced input goes: never q's device (cpu or cuda), and free to allocate."""


def _cu(inputs: Inputs) -> list[int]:
    return [int(x) for x in inputs["cu_seqlens"].tolist()]


def _total(inputs: Inputs) -> int:
    return int(inputs["q"].shape[0])


def _tensor_like(values: list[int] | int, inputs: Inputs) -> torch.Tensor:
    like = inputs["cu_seqlens"]
    return torch.tensor(values, dtype=like.dtype, device=like.device)


def _with_cu(values: list[Any] | Callable[[Inputs], list[int]]) -> Callable[[Inputs], Inputs]:
    """A break that replaces ``cu_seqlens`` by a tensor of other values (same dtype, device)."""
    return lambda x: {**x, "cu_seqlens": _tensor_like(values(x) if callable(values) else values, x)}


def _state(inputs: Inputs, sequences: int) -> torch.Tensor:
    _, h, dk = inputs["q"].shape
    dv = inputs["v"].shape[2]
    return torch.zeros(sequences, h, dk, dv, device=inputs["q"].device)


def _sequences(inputs: Inputs) -> int:
    return len(_cu(inputs)) - 1


def _gate_set(value: float) -> Callable[[Inputs], Inputs]:
    """One gate, halfway through ``g``, set to ``value`` (not finite)."""

    def brk(inputs: Inputs) -> Inputs:
        g = inputs["g"].clone()
        g.view(-1)[g.numel() // 2] = value
        return {**inputs, "g": g}

    return brk


_non_finite_gate = _gate_set(float("-inf"))


def _grow(name: str, dim: int) -> Callable[[Inputs], Inputs]:
    """``name`` one longer along ``dim`` (its first slice repeated): a larger input."""
    return lambda x: {**x, name: torch.cat([x[name], x[name].narrow(dim, 0, 1)], dim)}


def _elsewhere(name: str) -> Callable[[Inputs], Inputs]:
    """``name`` on another device than q's (an initial state made for the call if it has none)."""

    def brk(x: Inputs) -> Inputs:
        tensor = x.get(name)
        if tensor is None:  # initial_state of a call without one
            tensor = _state(x, _sequences(x))
        return {**x, name: tensor.to(OTHER_DEVICE)}

    return brk


def _zero_width(dim: str) -> Callable[[Inputs], Inputs]:
    """Every input's H (``"heads"``), K or V dimension 0, the shapes otherwise consistent."""
    axes = {
        "heads": {"q": 1, "k": 1, "v": 1, "g": 1, "beta": 1, "initial_state": 1},
        "head_k": {"q": 2, "k": 2, "g": 2, "initial_state": 2},
        "head_v": {"v": 2, "initial_state": 3},
    }[dim]

    def brk(x: Inputs) -> Inputs:
        out = dict(x)
        for name, axis in axes.items():
            if out.get(name) is not None:
                out[name] = out[name].narrow(axis, 0, 0)
        return out

    return brk


def _empty_call_one_entry(x: Inputs) -> Inputs:
    """A valid empty call (T = 0) but for ``cu_seqlens`` = [0]: one entry, no sequence."""
    empty = {name: x[name][:0] for name in ("q", "k", "v", "g", "beta")}
    return {**x, **empty, "initial_state": None, "cu_seqlens": _tensor_like([0], x)}


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
    "g_float8": lambda x: {**x, "g": x["g"].to(torch.float8_e4m3fn)},  # floating, not a gate dtype
    # shapes: ranks
    "q_flat": lambda x: {**x, "q": x["q"].flatten(1)},
    "q_4d": lambda x: {**x, "q": x["q"].unsqueeze(-1)},
    "v_2d": lambda x: {**x, "v": x["v"][..., 0]},
    "v_4d": lambda x: {**x, "v": x["v"].unsqueeze(-1)},
    # shapes: one input smaller or larger than the others say
    "k_one_token_short": lambda x: {**x, "k": x["k"][:-1]},
    "k_extra_token": _grow("k", 0),
    "k_extra_channel": _grow("k", 2),
    "v_one_head_short": lambda x: {**x, "v": x["v"][:, :-1]},
    "v_extra_token": _grow("v", 0),
    "v_extra_head": _grow("v", 1),
    "g_wider": _grow("g", 2),
    "g_one_token_short": lambda x: {**x, "g": x["g"][:-1]},
    "beta_extra_head": _grow("beta", 1),
    "beta_one_token_short": lambda x: {**x, "beta": x["beta"][:-1]},
    # shapes: a dimension of width 0 (H, K or V), every input agreeing
    "heads_zero": _zero_width("heads"),
    "head_k_zero": _zero_width("head_k"),
    "head_v_zero": _zero_width("head_v"),
    # devices: one input elsewhere than q
    "k_other_device": _elsewhere("k"),
    "v_other_device": _elsewhere("v"),
    "g_other_device": _elsewhere("g"),
    "beta_other_device": _elsewhere("beta"),
    "state_other_device": _elsewhere("initial_state"),
    "cu_other_device": _elsewhere("cu_seqlens"),
    # cu_seqlens: type and form
    "cu_float": lambda x: {**x, "cu_seqlens": x["cu_seqlens"].to(torch.float32)},
    "cu_bool": lambda x: {**x, "cu_seqlens": x["cu_seqlens"].to(torch.bool)},
    "cu_complex": lambda x: {**x, "cu_seqlens": x["cu_seqlens"].to(torch.complex64)},
    "cu_matrix": lambda x: {**x, "cu_seqlens": x["cu_seqlens"].view(1, -1)},
    "cu_scalar": lambda x: {**x, "cu_seqlens": _tensor_like(_total(x), x)},  # 0-d
    "cu_none": lambda x: {**x, "cu_seqlens": None},
    "cu_int": lambda x: {**x, "cu_seqlens": _total(x)},
    "cu_list_with_float": lambda x: {**x, "cu_seqlens": [*_cu(x)[:-1], float(_total(x))]},
    # cu_seqlens: values (each keeps the other value rules)
    "cu_one_entry": _with_cu([0]),
    "empty_call_cu_one_entry": _empty_call_one_entry,
    "cu_not_from_zero": _with_cu(lambda x: [1, *(max(c, 1) for c in _cu(x)[1:])]),
    "cu_negative_start": _with_cu(lambda x: [-1, *_cu(x)[1:]]),
    "cu_past_total": _with_cu(lambda x: [*_cu(x)[:-1], _total(x) + 1]),
    "cu_short_of_total": _with_cu(lambda x: [*(min(c, _total(x) - 1) for c in _cu(x))]),
    "cu_decreasing": _with_cu(lambda x: [*_cu(x)[:-1], _total(x), _total(x) - 1, _total(x)]),
    "cu_last_step_decreases": _with_cu(lambda x: [*_cu(x)[:-1], _total(x) + 1, _total(x)]),
    # initial state, scale, gate values, flags
    "state_extra_sequence": lambda x: {**x, "initial_state": _state(x, _sequences(x) + 1)},
    "state_one_sequence_short": lambda x: {**x, "initial_state": _state(x, _sequences(x) - 1)},
    "state_integer": lambda x: {**x, "initial_state": _state(x, _sequences(x)).to(torch.int32)},
    "scale_nan": lambda x: {**x, "scale": float("nan")},
    "scale_string": lambda x: {**x, "scale": "0.5"},
    "g_non_finite": _non_finite_gate,
    "final_flag_not_bool": lambda x: {**x, "output_final_state": 1},
    # appended, so the kinds before keep their places in a least-drawn turn
    "scale_inf": lambda x: {**x, "scale": float("inf")},
    "scale_bool": lambda x: {**x, "scale": True},
    "g_nan": _gate_set(float("nan")),
    "g_positive_inf": _gate_set(float("inf")),
    "q_sparse": lambda x: {**x, "q": x["q"].to_sparse()},
    "state_not_a_tensor": lambda x: {**x, "initial_state": _state(x, _sequences(x)).tolist()},
    "final_flag_none": lambda x: {**x, "output_final_state": None},
    "cu_list_with_bool": lambda x: {**x, "cu_seqlens": [False, *_cu(x)[1:]]},
}
"""Misuse kind -> how a well-formed call's inputs (``T >= 1``) are broken (one rule each)."""

KINDS: tuple[str, ...] = tuple(BREAKS)


def broken_inputs(kind: str, inputs: Inputs) -> Inputs:
    """``inputs`` with the rule ``kind`` names broken (``output_final_state`` set)."""
    return BREAKS[kind]({**inputs, "output_final_state": True})
