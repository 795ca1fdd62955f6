"""KDA (Kimi Delta Attention) varlen chunked prefill with a per-shape LRU scratch cache.

The production-style op that kvtwin checks against ``impl.kda_reference`` (numerics)
and against the scratch-cache model of design/semantics.md section 2 (lifecycle).
It mirrors the TensorRT-LLM Kimi KDA prefill of seed 003: the intermediates live
in cached scratch buffers keyed by the token count, and seven of them are handed
to the "kernels" through cached wrappers built from DLPack capsules.

Recurrence (per sequence, per head; S is the [K, V] state; fla's ``naive_recurrent_kda``)::

    S_t = diag(exp(g_t)) S_{t-1}                    # per-channel decay along K
    S_t = S_t + beta_t k_t (v_t - S_t^T k_t)^T      # delta rule
    o_t = S_t^T (scale * q_t)                       # scale defaults to K ** -0.5

``g`` is the log-space decay (<= 0), ``beta`` is ALREADY ACTIVATED (in (0, 1)),
as fla's ``chunk_kda`` takes it by default (``use_beta_sigmoid_in_kernel=False``);
the "activation" this op applies is the identity plus the float32 cast.

Algorithm (chunked WY/UT form, as fla's ``chunk_kda``). Each sequence
``[cu_seqlens[i], cu_seqlens[i+1])`` is split into chunks of ``chunk_size``
tokens (the last one partial); chunks never straddle sequences. Its full chunks
form one block and its partial tail another; each block is processed with all
its chunks and all heads batched. For a chunk with positions 0..n-1::

    gc          = cumsum(g) within the chunk          (staged in ``kg``)
    gk_last_exp = exp(gc[n-1])                        (one row per chunk)
    k_scaled    = k * exp(gc[n-1] - gc)               (keys decayed to the chunk's end)
    beta_activated = beta (float32)
    A_kk[i,j]   = beta_i k_i . k_j exp(gc_i - gc_j)           for j <  i
    A_qk[i,j]   = scale q_i . k_j exp(gc_i - gc_j)            for j <= i
    q_scaled    = scale * q * exp(gc)                 (queries decayed from the chunk's start)
    kg          = k * exp(gc)                         (keys decayed from the chunk's start)
    A_kk_inv    = (I + A_kk)^-1 diag(beta)            (UT transform: unit-lower solve)
    w = A_kk_inv @ kg,   u = A_kk_inv @ v
    then sequentially over the chunks of the sequence, with S entering the chunk:
    u   <- u - w @ S                                  (v_new, in place in ``u``)
    o    = q_scaled @ S + A_qk @ v_new
    S   <- diag(gk_last_exp) S + k_scaled^T @ v_new

The A tiles are formed as matmuls, by column sub-blocks J of ``SUB_BLOCK`` (16)
positions as fla does, with the exponent reference r_J = gc at J's first position:
``A[i, j] = (x_i exp(gc_i - r_J)) . (k_j exp(r_J - gc_j))`` for rows i >= start(J).
Every exponential is of a difference within one chunk, the row factor is <= 1 and
the column factor at most exp of one sub-block's decay, so float32 never overflows
as long as the cumulative decay over 16 consecutive positions stays above about
-85 per channel: ``g >= -5`` per token (fla's ``safe_gate`` lower bound) is enough,
whatever ``chunk_size``. Beyond that the output turns to inf/nan.

All intermediates are float32 (the compute dtype) whatever the input dtype;
the output is cast back to the input dtype.

Scratch layout (:func:`scratch_layout`, a pure function of the total token count
``T`` and the static dims): ``k_scaled``, ``kg``, ``q_scaled`` ``[H*T, K]``;
``beta_activated`` ``[H*T]``; ``gk_last_exp`` ``[H*T, K]`` (row per chunk; a
batch has at most ``T`` chunks); ``A_kk``, ``A_qk`` ``[H*T, C]`` (row per token,
column per position within its chunk, as fla's ``[B, T, H, BT]`` A); and the
workspaces ``A_kk_inv`` ``[H, T, C]``, ``w`` ``[H, T, K]``, ``u`` ``[H, T, V]``.
The seven named buffers are used through their wrappers' head-major views
``[H, T, K]`` / ``[H, T]`` / ``[H, T, C]``.

The A tiles are stored under causal masks (as a kernel's masked tile store), and
which entries a call writes depends on where the chunk boundaries fall, i.e. on
``cu_seqlens``, not only on ``T``. ``A_qk @ v_new`` reads the whole ``n x n``
tile of ``A_qk``, its upper triangle assumed zero: that zeroing is load-bearing.
(The unit-triangular solve reads ``A_kk`` strictly below the diagonal only, so
``A_kk``'s zeroing is defensive.) Both are zeroed on EVERY call, never only at
allocation: a cache hit after a call with other boundaries would otherwise read
that call's values above the diagonal. The tests pin this with scratch
allocated full of NaN and with hits that follow calls with other boundaries.

Cache lifecycle. Per call, after every input check passed (bad input raises
``impl.errors.BadPrefillInput``, a ``ValueError``, and never touches the cache:
types, shapes, dtypes (:data:`INPUT_DTYPES`, :data:`GATE_DTYPES`), devices
(:data:`DEVICE_TYPES`), ``cu_seqlens``, ``scale``, a finite ``g``)::

    entry = cache.get(scratch_key(T, H, K, V, C, dtype, device), scratch_layout(...), device)
      hit:  same buffers (same storages), same wrappers, same pointer table
      miss: evict the least-recent entry if ``capacity`` are held, allocate the layout
    for each of the seven named buffers:
        entry.derive(name, ...) -> KernelTensor(DLPack capsule of the buffer, kernel view)
    entry.derive("ptr_table", ...) -> int64 CPU tensor of the buffers' data_ptr()s,
        checked against the wrappers' views on every call (stale wrapper: RuntimeError)
    compute through the wrappers' views; the output (and final state) are FRESH tensors

The wrappers and the pointer table live only in ``entry.derived``: the capsule
holds a reference to its buffer, so a wrapper kept anywhere else (the seed's
module-level dict keyed by ``id(tensor)``) would keep the evicted buffer alive
forever. Kept in the entry, evicting the entry releases buffers and wrappers
together. The op holds no reference to an entry between calls.

The steps a known-bug variant (``impl/bugs/prefill.py``) overrides are methods of
:class:`KDAPrefill`: ``_plan`` (check the inputs, plan the call), ``_wrap`` (one
buffer's kernel wrapper), ``_output`` (the tensor the output is written to) and
``_zero_tiles`` (clear the A tiles).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import pairwise

import torch
from torch.utils.dlpack import to_dlpack

from impl.errors import BadPrefillInput
from impl.scratch import Allocate, Layout, ScratchCache, ScratchEntry

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
"""The seven buffers the seed's K123 / akk_inv launches wrap (one KernelTensor each)."""

WORKSPACE_BUFFERS: tuple[str, ...] = ("A_kk_inv", "w", "u")
"""Further scratch, used directly (not wrapped)."""

INPUT_DTYPES: tuple[torch.dtype, ...] = (torch.float16, torch.bfloat16, torch.float32)
"""dtypes q, k, v may have (all three the same): at most as wide as the compute dtype."""

GATE_DTYPES: tuple[torch.dtype, ...] = (*INPUT_DTYPES, torch.float64)
"""dtypes g, beta and initial_state may have: each is only read through a float32 cast."""

DEVICE_TYPES: tuple[str, ...] = ("cpu", "cuda")
"""Device types the op runs on (DLPack wrappers and data pointers need real memory)."""

POINTER_TABLE = "ptr_table"
"""Name of the derived int64 table of the buffers' data pointers."""

SUB_BLOCK = 16
"""Positions per sub-block when the A tiles are formed (the exponent reference; fla uses 16)."""


def _names(dtypes: tuple[torch.dtype, ...]) -> str:
    return ", ".join(str(d).removeprefix("torch.") for d in dtypes)


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

        ``A_qk`` is read as whole tiles (upper triangle assumed zero): load-bearing.
        ``A_kk`` is read below the diagonal only: defensive.
        """
        bufs["A_kk"].zero_()
        bufs["A_qk"].zero_()


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


def _chunk_kda_forward(
    bufs: dict[str, torch.Tensor],
    out: torch.Tensor,
    q: torch.Tensor,
    k: torch.Tensor,
    v: torch.Tensor,
    g: torch.Tensor,
    beta: torch.Tensor,
    bounds: list[tuple[int, int]],
    initial_state: torch.Tensor | None,
    scale: float,
    chunk_size: int,
) -> torch.Tensor:
    """Fill ``out`` [T, H, V]; return the final states. The A tiles must be zeroed."""
    t, h, dk = q.shape
    dv = v.shape[2]
    device = q.device
    f32 = COMPUTE_DTYPE
    # beta arrives activated; the activation is the float32 cast.
    bufs["beta_activated"].copy_(beta.t())
    o = torch.empty(h, t, dv, dtype=f32, device=device)  # head-major, fresh, never scratch
    final = torch.empty(len(bounds), h, dk, dv, dtype=f32, device=device)
    ins = {
        "q": q.permute(1, 0, 2),
        "k": k.permute(1, 0, 2),
        "v": v.permute(1, 0, 2),
        "g": g.permute(1, 0, 2),
    }
    masks: dict[int, tuple[torch.Tensor, torch.Tensor]] = {}
    chunk = 0
    for i, (bos, eos) in enumerate(bounds):
        state = final[i]
        if initial_state is None:
            state.zero_()
        else:
            state.copy_(initial_state[i])
        full, tail = divmod(eos - bos, chunk_size)
        for a0, count, n in (
            (bos, full, chunk_size),
            (bos + full * chunk_size, int(tail > 0), tail),
        ):
            if count == 0:
                continue
            if n not in masks:
                ones = torch.ones(n, n, dtype=torch.bool, device=device)
                masks[n] = (ones.tril(-1), ones.tril(0))
            _chunk_block(bufs, ins, o, state, masks[n], a0, count, n, chunk, scale)
            chunk += count
    out.copy_(o.permute(1, 0, 2))
    return final


def _chunk_block(
    bufs: dict[str, torch.Tensor],
    ins: dict[str, torch.Tensor],
    o: torch.Tensor,
    state: torch.Tensor,
    masks: tuple[torch.Tensor, torch.Tensor],
    a0: int,
    count: int,
    n: int,
    chunk: int,
    scale: float,
) -> None:
    """``count`` consecutive chunks of ``n`` tokens of one sequence, rows ``a0 .. a0 + count*n``."""
    h = o.shape[0]
    a1 = a0 + count * n
    strict, causal = masks

    def tile(x: torch.Tensor) -> torch.Tensor:  # [H, T, D] -> [H, count, n, D]
        return x[:, a0:a1].view(h, count, n, x.shape[-1])

    def square(x: torch.Tensor) -> torch.Tensor:  # [H, T, C] -> [H, count, n, n]
        return x[:, a0:a1, :n].view(h, count, n, n)

    gt, kt, qt, vt = tile(ins["g"]), tile(ins["k"]), tile(ins["q"]), tile(ins["v"])
    kst, kgt, qst = tile(bufs["k_scaled"]), tile(bufs["kg"]), tile(bufs["q_scaled"])
    wt, ut, ot = tile(bufs["w"]), tile(bufs["u"]), tile(o)
    akk, aqk, ainv = square(bufs["A_kk"]), square(bufs["A_qk"]), square(bufs["A_kk_inv"])
    bt = bufs["beta_activated"][:, a0:a1].view(h, count, n)
    gkl = bufs["gk_last_exp"][:, chunk : chunk + count]  # [H, count, K]

    # Gates: cumulative log-decay within each chunk, staged in kg until the end of the A tiles.
    gc = kgt
    torch.cumsum(gt, dim=2, dtype=COMPUTE_DTYPE, out=gc)
    torch.exp(gc[:, :, n - 1], out=gkl)
    torch.sub(gc[:, :, n - 1 : n], gc, out=kst).exp_().mul_(kt)  # k * exp(gc_last - gc)

    # Intra-chunk A_kk (strictly lower, row-scaled by beta) and A_qk (lower incl. the
    # diagonal), by column sub-blocks J of SUB_BLOCK positions with reference r_J = gc at
    # J's first position: A[i, j] = (x_i exp(gc_i - r_J)) . (k_j exp(r_J - gc_j)) for the
    # rows i >= start(J). The row factor is <= 1, the column factor at most exp of one
    # sub-block's decay: no overflow while a sub-block decays by less than ~80 per channel.
    # Positions j > i may hold inf/nan in the product; the masked store never keeps them.
    for s0 in range(0, n, SUB_BLOCK):
        s1 = min(s0 + SUB_BLOCK, n)
        ref = gc[:, :, s0 : s0 + 1]
        col_t = torch.sub(ref, gc[:, :, s0:s1]).exp_().mul_(kt[:, :, s0:s1]).transpose(-1, -2)
        row = torch.sub(gc[:, :, s0:], ref).exp_()
        prod = torch.matmul(row * kt[:, :, s0:], col_t).mul_(bt[:, :, s0:, None])
        tile_kk = akk[:, :, s0:, s0:s1]
        torch.where(strict[s0:, s0:s1], prod, tile_kk, out=tile_kk)
        prod = torch.matmul(row.mul_(qt[:, :, s0:]), col_t).mul_(scale)
        tile_qk = aqk[:, :, s0:, s0:s1]
        torch.where(causal[s0:, s0:s1], prod, tile_qk, out=tile_qk)
    del prod, row, col_t
    torch.exp(gc, out=qst).mul_(qt).mul_(scale)  # scale * q * exp(gc)
    gc.exp_().mul_(kt)  # kg = k * exp(gc)

    # UT transform (I + A_kk)^-1 diag(beta): unit-lower-triangular solve (reads A_kk below
    # the diagonal only; the unit diagonal is implicit).
    torch.linalg.solve_triangular(
        akk, torch.diag_embed(bt), upper=False, unitriangular=True, out=ainv
    )
    torch.matmul(ainv, kgt, out=wt)
    torch.matmul(ainv, vt.to(COMPUTE_DTYPE), out=ut)

    # Inter-chunk state passing, chunk by chunk.
    kdec_t = kst.transpose(-1, -2)  # (k * exp(gc_last - gc))^T
    for j in range(count):
        v_new = ut[:, j]
        v_new.baddbmm_(wt[:, j], state, alpha=-1.0)  # u - w @ S
        oj = ot[:, j]
        torch.matmul(qst[:, j], state, out=oj)
        oj.baddbmm_(aqk[:, j], v_new)
        state.mul_(gkl[:, j].unsqueeze(-1))
        state.baddbmm_(kdec_t[:, j], v_new)
