"""KDA (Kimi Delta Attention) varlen chunked prefill over a per-shape LRU scratch
cache: the op the prefill scenario checks (docs/contract.md, sections 2 and 3).

It mirrors the TensorRT-LLM Kimi KDA prefill that leaked: intermediates live in
cached scratch buffers keyed by the token count, and seven of them reach the
"kernels" through DLPack wrappers that live in the cache entry (never in a dict
of their own), so evicting an entry releases its buffers and wrappers together.
The recurrence is fla's ``naive_recurrent_kda`` (``impl.kda_reference``; ``beta``
comes activated, ``g`` is the log decay); the chunked numerics are
``impl.kda_chunked``; the scratch layout, key, wrappers and pointer table are
``impl.prefill_scratch`` (re-exported here). A known-bug variant
(``impl/bugs/prefill.py``) overrides one step of :class:`KDAPrefill`: ``_plan``,
``_wrap``, ``_output`` or ``_zero_tiles``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

import torch

from impl.errors import BadPrefillInput
from impl.kda_chunked import _chunk_kda_forward
from impl.prefill_scratch import (
    COMPUTE_DTYPE,
    WORKSPACE_BUFFERS,
    WRAPPED_BUFFERS,
    KernelTensor,
    _check_dim,
    _kernel_views,
    kernel_shapes,
    scratch_key,
    scratch_layout,
)
from impl.scratch import Allocate, ScratchCache, ScratchEntry

__all__ = [
    "COMPUTE_DTYPE",
    "DEVICE_TYPES",
    "GATE_DTYPES",
    "INPUT_DTYPES",
    "WORKSPACE_BUFFERS",
    "WRAPPED_BUFFERS",
    "KDAPrefill",
    "KernelTensor",
    "kernel_shapes",
    "scratch_key",
    "scratch_layout",
]

INPUT_DTYPES: tuple[torch.dtype, ...] = (torch.float16, torch.bfloat16, torch.float32)
"""dtypes q, k, v may have (all three the same): at most as wide as the compute dtype."""

GATE_DTYPES: tuple[torch.dtype, ...] = (*INPUT_DTYPES, torch.float64)
"""dtypes g, beta and initial_state may have: each is only read through a float32 cast."""

DEVICE_TYPES: tuple[str, ...] = ("cpu", "cuda")
"""Device types the op runs on (DLPack wrappers and data pointers need real memory)."""


def _names(dtypes: tuple[torch.dtype, ...]) -> str:
    return ", ".join(str(d).removeprefix("torch.") for d in dtypes)


def _parse_cu_seqlens(
    cu_seqlens: object, total: int, device: torch.device
) -> list[tuple[int, int]]:
    if isinstance(cu_seqlens, torch.Tensor):
        if cu_seqlens.dim() != 1:
            raise BadPrefillInput(
                f"cu_seqlens must be 1-D [N+1], got shape {tuple(cu_seqlens.shape)}"
            )
        if (
            cu_seqlens.dtype.is_floating_point
            or cu_seqlens.dtype.is_complex
            or cu_seqlens.dtype == torch.bool
        ):
            raise BadPrefillInput(f"cu_seqlens must hold integers, got {cu_seqlens.dtype}")
        if cu_seqlens.device.type != "cpu" and cu_seqlens.device != device:
            raise BadPrefillInput(
                f"mixed devices: inputs on {device}, cu_seqlens on {cu_seqlens.device}"
            )
        vals = [int(x) for x in cu_seqlens.tolist()]
    elif isinstance(cu_seqlens, Sequence) and not isinstance(cu_seqlens, str | bytes):
        if not all(isinstance(x, int) and not isinstance(x, bool) for x in cu_seqlens):
            raise BadPrefillInput(f"cu_seqlens must hold integers, got {list(cu_seqlens)!r}")
        vals = list(cu_seqlens)
    else:
        raise BadPrefillInput(
            f"cu_seqlens must be an integer tensor or sequence, got {type(cu_seqlens).__name__}"
        )
    if len(vals) < 2:
        raise BadPrefillInput(f"cu_seqlens must have at least 2 entries [0, ..., T], got {vals!r}")
    if vals[0] != 0:
        raise BadPrefillInput(f"cu_seqlens must start at 0, got {vals[0]}")
    if vals[-1] != total:
        raise BadPrefillInput(f"cu_seqlens must end at T={total}, got {vals[-1]}")
    for i in range(len(vals) - 1):
        if vals[i + 1] < vals[i]:
            raise BadPrefillInput(
                f"cu_seqlens must be non-decreasing, got {vals[i]} then {vals[i + 1]} "
                f"at index {i + 1}"
            )
    return list(pairwise(vals))


@dataclass(frozen=True, slots=True)
class _Call:
    total: int
    heads: int
    head_k: int
    head_v: int
    bounds: list[tuple[int, int]]
    scale: float


def _check_inputs(
    q: object,
    k: object,
    v: object,
    g: object,
    beta: object,
    cu_seqlens: object,
    initial_state: object,
    scale: object,
) -> _Call:
    named = (("q", q), ("k", k), ("v", v), ("g", g), ("beta", beta))
    for name, x in named:
        if not isinstance(x, torch.Tensor):
            raise BadPrefillInput(f"{name} must be a torch.Tensor, got {type(x).__name__}")
        if not x.is_floating_point():
            raise BadPrefillInput(f"{name} must be floating point, got {x.dtype}")
        if x.layout != torch.strided:
            raise BadPrefillInput(f"{name} must be a dense (strided) tensor, got {x.layout}")
    assert isinstance(q, torch.Tensor) and isinstance(k, torch.Tensor)
    assert isinstance(v, torch.Tensor) and isinstance(g, torch.Tensor)
    assert isinstance(beta, torch.Tensor)
    if q.dim() != 3:
        raise BadPrefillInput(f"q must be [T, H, K], got shape {tuple(q.shape)}")
    t, h, dk = q.shape
    if h < 1 or dk < 1:
        raise BadPrefillInput(f"q must have H >= 1 and K >= 1, got shape {tuple(q.shape)}")
    if tuple(k.shape) != (t, h, dk):
        raise BadPrefillInput(
            f"k must be [T, H, K] = {(t, h, dk)} like q, got shape {tuple(k.shape)}"
        )
    if v.dim() != 3 or tuple(v.shape[:2]) != (t, h) or v.shape[2] < 1:
        raise BadPrefillInput(
            f"v must be [T, H, V] with T, H = {(t, h)}, got shape {tuple(v.shape)}"
        )
    dv = v.shape[2]
    if tuple(g.shape) != (t, h, dk):
        raise BadPrefillInput(
            f"g must be [T, H, K] = {(t, h, dk)} like k, got shape {tuple(g.shape)}"
        )
    if tuple(beta.shape) != (t, h):
        raise BadPrefillInput(f"beta must be [T, H] = {(t, h)}, got shape {tuple(beta.shape)}")
    if k.dtype != q.dtype or v.dtype != q.dtype:
        raise BadPrefillInput(f"q, k, v must share a dtype, got {q.dtype}, {k.dtype}, {v.dtype}")
    # The A tiles are stored into float32 scratch with out=: a wider input fails there.
    if q.dtype not in INPUT_DTYPES:
        raise BadPrefillInput(f"q, k, v dtype must be one of {_names(INPUT_DTYPES)}, got {q.dtype}")
    for name, x in (("g", g), ("beta", beta)):
        if x.dtype not in GATE_DTYPES:
            raise BadPrefillInput(
                f"{name} dtype must be one of {_names(GATE_DTYPES)}, got {x.dtype}"
            )
    device = q.device
    if device.type not in DEVICE_TYPES:
        raise BadPrefillInput(f"inputs must be on one of {DEVICE_TYPES}, got {device}")
    for name, x in named[1:]:
        assert isinstance(x, torch.Tensor)
        if x.device != device:
            raise BadPrefillInput(f"mixed devices: q on {device}, {name} on {x.device}")
    bounds = _parse_cu_seqlens(cu_seqlens, t, device)
    if initial_state is not None:
        if (
            not isinstance(initial_state, torch.Tensor)
            or initial_state.dtype not in GATE_DTYPES
            or initial_state.layout != torch.strided
        ):
            raise BadPrefillInput(
                f"initial_state must be a dense torch.Tensor [N, H, K, V] of one of "
                f"{_names(GATE_DTYPES)}, got {getattr(initial_state, 'dtype', type(initial_state))}"
            )
        want = (len(bounds), h, dk, dv)
        if tuple(initial_state.shape) != want:
            raise BadPrefillInput(
                f"initial_state must be [N, H, K, V] = {want}, "
                f"got shape {tuple(initial_state.shape)}"
            )
        if initial_state.device != device:
            raise BadPrefillInput(
                f"mixed devices: q on {device}, initial_state on {initial_state.device}"
            )
    if scale is None:
        scale_f = dk**-0.5
    else:
        if (
            isinstance(scale, bool)
            or not isinstance(scale, int | float)
            or not math.isfinite(scale)
        ):
            raise BadPrefillInput(f"scale must be a finite float or None, got {scale!r}")
        scale_f = float(scale)
    # Last: a reduction over g (a device sync on CUDA). -inf and nan make exp(gc_i - gc_j)
    # nan, +inf overflows it; either way the output would be nan, not an error.
    if g.numel() and not bool(torch.isfinite(g).all()):
        raise BadPrefillInput("g must be finite: it holds inf or nan")
    return _Call(total=t, heads=h, head_k=dk, head_v=dv, bounds=bounds, scale=scale_f)


class KDAPrefill:
    """Varlen chunked KDA prefill whose scratch lives in a per-shape LRU :class:`ScratchCache`."""

    def __init__(
        self,
        capacity: int = 8,
        chunk_size: int = 64,
        allocate: Allocate | None = None,
        cache: ScratchCache | None = None,
    ) -> None:
        self.chunk_size = _check_dim("chunk_size", chunk_size, 1)
        if cache is not None:
            if not isinstance(cache, ScratchCache):
                raise ValueError(f"cache must be a ScratchCache, got {type(cache).__name__}")
            if allocate is not None:
                raise ValueError("pass either cache or allocate, not both (the cache has its own)")
            self.cache = cache
        else:
            self.cache = ScratchCache(capacity=capacity, allocate=allocate)

    def __repr__(self) -> str:
        return f"KDAPrefill(chunk_size={self.chunk_size}, cache={self.cache!r})"

    def __call__(
        self,
        q: torch.Tensor,
        k: torch.Tensor,
        v: torch.Tensor,
        g: torch.Tensor,
        beta: torch.Tensor,
        cu_seqlens: torch.Tensor | Sequence[int],
        initial_state: torch.Tensor | None = None,
        output_final_state: bool = False,
        scale: float | None = None,
    ) -> tuple[torch.Tensor, torch.Tensor | None]:
        """Return ``(o [T, H, V] in q's dtype, final states [N, H, K, V] float32 or None)``.

        Inference only (runs under ``torch.no_grad``). ``cu_seqlens`` may be an integer
        tensor on the CPU or on the inputs' device, or a sequence of ints.
        """
        if not isinstance(output_final_state, bool):
            raise BadPrefillInput(
                f"output_final_state must be a bool, got {type(output_final_state).__name__}"
            )
        call = self._plan(q, k, v, g, beta, cu_seqlens, initial_state, scale)
        t, h, dk, dv, c = call.total, call.heads, call.head_k, call.head_v, self.chunk_size
        device = q.device
        entry = self.cache.get(
            scratch_key(t, h, dk, dv, c, q.dtype, device),
            scratch_layout(t, h, dk, dv, c, q.dtype),
            device,
        )
        bufs = _kernel_views(entry, kernel_shapes(t, h, dk, dv, c), self._wrap)
        out = self._output(entry, (t, h, dv), q.dtype, device)
        del entry  # hold no entry beyond this point: only views of this call's buffers
        self._zero_tiles(bufs)
        # Inference only: no autograd graph may reach the scratch (it would pin the inputs).
        with torch.no_grad():
            final = _chunk_kda_forward(
                bufs,
                out,
                q.contiguous(),
                k.contiguous(),
                v.contiguous(),
                g.contiguous(),
                beta.contiguous(),
                call.bounds,
                initial_state,
                call.scale,
                c,
            )
        return out, (final if output_final_state else None)

    # The steps below are the places a variant of this op may differ (see impl/bugs/).
    def _plan(
        self,
        q: object,
        k: object,
        v: object,
        g: object,
        beta: object,
        cu_seqlens: object,
        initial_state: object,
        scale: object,
    ) -> _Call:
        """Check the inputs and plan the call: dims, sequence bounds, scale."""
        return _check_inputs(q, k, v, g, beta, cu_seqlens, initial_state, scale)

    def _wrap(
        self, entry: ScratchEntry, name: str, buffer: torch.Tensor, shape: tuple[int, ...]
    ) -> KernelTensor:
        """The kernel wrapper of one of the seven buffers, kept in (and dying with) the entry."""
        wrapper = entry.derive(name, lambda: KernelTensor.wrap(name, buffer, shape))
        assert isinstance(wrapper, KernelTensor)
        return wrapper

    def _output(
        self,
        entry: ScratchEntry,
        shape: tuple[int, ...],
        dtype: torch.dtype,
        device: torch.device,
    ) -> torch.Tensor:
        """The tensor the call's output is written to: fresh on every call, never scratch."""
        return torch.empty(shape, dtype=dtype, device=device)

    def _zero_tiles(self, bufs: dict[str, torch.Tensor]) -> None:
        """Zero the A tiles before they are stored under causal masks, on EVERY call.

        Which entries a call writes depends on where its chunk boundaries fall
        (``cu_seqlens``, not only ``T``), so a hit after a call with other
        boundaries would read that call's values above the diagonal. ``A_qk`` is
        read as whole tiles (upper triangle assumed zero): load-bearing. ``A_kk``
        is read below the diagonal only: defensive.
        """
        bufs["A_kk"].zero_()
        bufs["A_qk"].zero_()
