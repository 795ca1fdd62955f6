"""The scratch of the KDA prefill op (``impl.prefill``): which buffers a call
needs and in what shapes, the cache key it is filed under, the kernel-library
wrappers over the buffers and the pointer table checked at every launch.

Kept apart from the op so that what a call allocates stays a pure function of
its dims, readable (and cross-checked against ``model/scratch_layout.py``)
without the op's input checks or the numerics.

Scratch layout (:func:`scratch_layout`, a pure function of the total token count
``T`` and the static dims): ``k_scaled``, ``kg``, ``q_scaled`` ``[H*T, K]``;
``beta_activated`` ``[H*T]``; ``gk_last_exp`` ``[H*T, K]`` (row per chunk; a
batch has at most ``T`` chunks); ``A_kk``, ``A_qk`` ``[H*T, C]`` (row per token,
column per position within its chunk, as fla's ``[B, T, H, BT]`` A); and the
workspaces ``A_kk_inv`` ``[H, T, C]``, ``w`` ``[H, T, K]``, ``u`` ``[H, T, V]``.
The seven named buffers are used through their wrappers' head-major views
``[H, T, K]`` / ``[H, T]`` / ``[H, T, C]``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import torch
from torch.utils.dlpack import to_dlpack

from impl.scratch import Layout, ScratchEntry

__all__ = [
    "COMPUTE_DTYPE",
    "POINTER_TABLE",
    "WORKSPACE_BUFFERS",
    "WRAPPED_BUFFERS",
    "KernelTensor",
    "Wrap",
    "kernel_shapes",
    "scratch_key",
    "scratch_layout",
]

COMPUTE_DTYPE = torch.float32
"""dtype of every scratch buffer, whatever the input dtype."""

WRAPPED_BUFFERS: tuple[str, ...] = (
    "k_scaled",
    "kg",
    "q_scaled",
    "beta_activated",
    "gk_last_exp",
    "A_kk",
    "A_qk",
)
"""The seven buffers TensorRT-LLM's K123 / akk_inv launches wrap (one KernelTensor each)."""

WORKSPACE_BUFFERS: tuple[str, ...] = ("A_kk_inv", "w", "u")
"""Further scratch, used directly (not wrapped)."""

POINTER_TABLE = "ptr_table"
"""Name of the derived int64 table of the buffers' data pointers."""


def _check_dim(name: str, value: object, minimum: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise ValueError(f"{name} must be an int >= {minimum}, got {value!r}")
    return value


def kernel_shapes(
    total_tokens: int, num_heads: int, head_k: int, head_v: int, chunk_size: int
) -> dict[str, tuple[int, ...]]:
    """The head-major shape the computation sees for every scratch buffer."""
    t, h, k, v, c = total_tokens, num_heads, head_k, head_v, chunk_size
    return {
        "k_scaled": (h, t, k),
        "kg": (h, t, k),
        "q_scaled": (h, t, k),
        "beta_activated": (h, t),
        "gk_last_exp": (h, t, k),
        "A_kk": (h, t, c),
        "A_qk": (h, t, c),
        "A_kk_inv": (h, t, c),
        "w": (h, t, k),
        "u": (h, t, v),
    }


def scratch_layout(
    total_tokens: int,
    num_heads: int,
    head_k: int,
    head_v: int,
    chunk_size: int,
    dtype: torch.dtype,
) -> Layout:
    """Scratch buffers of one call with ``total_tokens`` tokens (pure function).

    Every buffer is float32 (:data:`COMPUTE_DTYPE`) regardless of ``dtype``, the
    input dtype, which is accepted (and checked) because it is part of the key.
    The seven wrapped buffers are allocated as 2-D/1-D "raw" storage; their
    wrappers view them head-major (:func:`kernel_shapes`).
    """
    t = _check_dim("total_tokens", total_tokens, 0)
    h = _check_dim("num_heads", num_heads, 1)
    k = _check_dim("head_k", head_k, 1)
    v = _check_dim("head_v", head_v, 1)
    c = _check_dim("chunk_size", chunk_size, 1)
    if not isinstance(dtype, torch.dtype) or not dtype.is_floating_point:
        raise ValueError(f"dtype must be a floating torch.dtype, got {dtype!r}")
    shapes = kernel_shapes(t, h, k, v, c)
    f32 = COMPUTE_DTYPE
    layout: Layout = {}
    for name in WRAPPED_BUFFERS:
        shape = shapes[name]
        raw = (h * t,) if len(shape) == 2 else (h * t, shape[2])
        layout[name] = (raw, f32)
    for name in WORKSPACE_BUFFERS:
        layout[name] = (shapes[name], f32)
    return layout


def scratch_key(
    total_tokens: int,
    num_heads: int,
    head_k: int,
    head_v: int,
    chunk_size: int,
    dtype: torch.dtype,
    device: torch.device | str,
) -> tuple:
    """The cache key: ``(T, H, K, V, chunk_size, dtype, device)``."""
    return (
        int(total_tokens),
        int(num_heads),
        int(head_k),
        int(head_v),
        int(chunk_size),
        dtype,
        torch.device(device),
    )


@dataclass(frozen=True, slots=True, weakref_slot=True)
class KernelTensor:
    """Stand-in for a kernel-library tensor wrapper (CuTe ``from_dlpack``).

    ``capsule`` is an unconsumed DLPack capsule of the buffer: like the real
    wrapper, it owns a reference to the buffer's storage for as long as the
    wrapper lives. ``view`` is the buffer viewed with the shape the kernel uses.
    """

    name: str
    capsule: object
    view: torch.Tensor
    data_ptr: int

    @classmethod
    def wrap(cls, name: str, buffer: torch.Tensor, shape: tuple[int, ...]) -> KernelTensor:
        return cls(
            name=name,
            capsule=to_dlpack(buffer),
            view=buffer.view(shape),
            data_ptr=buffer.data_ptr(),
        )


def _pointer_table(buffers: dict[str, torch.Tensor]) -> torch.Tensor:
    # CPU, so that it never counts against the device's allocated bytes.
    return torch.tensor([b.data_ptr() for b in buffers.values()], dtype=torch.int64)


Wrap = Callable[[ScratchEntry, str, torch.Tensor, tuple[int, ...]], KernelTensor]


def _kernel_views(
    entry: ScratchEntry, shapes: dict[str, tuple[int, ...]], wrap: Wrap
) -> dict[str, torch.Tensor]:
    """The tensors the computation uses: wrapper views of the seven, workspaces as they are."""
    views: dict[str, torch.Tensor] = {}
    for name in WRAPPED_BUFFERS:
        views[name] = wrap(entry, name, entry.buffers[name], shapes[name]).view
    for name in WORKSPACE_BUFFERS:
        views[name] = entry.buffers[name]
    table = entry.derive(POINTER_TABLE, lambda: _pointer_table(entry.buffers))
    assert isinstance(table, torch.Tensor)
    # Launch-argument check: every view must still alias the entry's buffer it was built from.
    ptrs = table.tolist()
    for i, name in enumerate(entry.buffers):
        if name in views and views[name].data_ptr() != ptrs[i]:
            raise RuntimeError(f"stale scratch wrapper for {name!r}: pointer table disagrees")
    return views
