"""Reference model of the KDA prefill's scratch key and scratch layout.

Pure Python, written to be audited: no torch, no numpy, no impl. From a call's
dims alone it states which cache key the op must file the call under and which
buffers that key's entry must hold, so that the harness need not ask the op's
own helpers what to expect.

Dims: ``T`` tokens in the whole varlen batch, ``H`` heads, ``K`` the key/query
head dim, ``V`` the value head dim, ``C`` the chunk size, the input dtype (that
of q, k and v) and the device, both by name (``"float32"``, ``"cuda:0"``).

The key is ``(T, H, K, V, C, dtype, device)``: every dim the layout depends on,
the device the buffers live on, and the input dtype, which leaves the layout
as it is but still gets an entry of its own. Not ``cu_seqlens``: chunk
boundaries move from call to call while the buffer sizes do not, since each
size below is bounded by ``T`` rather than by the number of sequences.

What the chunked prefill keeps per call (every buffer float32, the compute
dtype, whatever the input dtype; "row" means a contiguous run of the last dim)::

    k_scaled        [H*T, K]  per token per head: its key decayed to its chunk's end
    kg              [H*T, K]  per token per head: the within-chunk cumulative gate,
                              then its key decayed from its chunk's start
    q_scaled        [H*T, K]  per token per head: its query, scaled and decayed
    beta_activated  [H*T]     per token per head: one scalar
    gk_last_exp     [H*T, K]  per chunk per head: the chunk's total decay; every
                              chunk holds at least one token, so T rows per head
                              always suffice
    A_kk            [H*T, C]  per token per head: its row of the key-key tile,
                              one column per position within a chunk
    A_qk            [H*T, C]  the same for the query-key tile
    A_kk_inv        [H, T, C] head-major: the inverted key-key tile, row per token
    w               [H, T, K] head-major: per token, a row of K
    u               [H, T, V] head-major: per token, a row of V

The first seven are handed to kernels through wrappers that view them head-major
(``[H, T, ...]``), which is why they are stored flat over heads and tokens; the
last three are workspaces used as they are. The order above is the allocation
order, and so the order of a layout's keys.

Bytes are exact: numel times the element size. What an allocator rounds them to
is the checker's business.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from model.errors import BadPrefillInput

COMPUTE_DTYPE = "float32"
"""The dtype of every scratch buffer."""

INPUT_DTYPES: tuple[str, ...] = ("float16", "bfloat16", "float32")
"""Input dtypes (of q, k, v) the op accepts: none wider than the compute dtype, since
float32 intermediates are stored into float32 scratch."""

DEVICE_TYPES: tuple[str, ...] = ("cpu", "cuda")
"""Device types the op runs on."""

BUFFERS: tuple[str, ...] = (
    "k_scaled",
    "kg",
    "q_scaled",
    "beta_activated",
    "gk_last_exp",
    "A_kk",
    "A_qk",
    "A_kk_inv",
    "w",
    "u",
)
"""Buffer names, in allocation order."""

ITEMSIZE: dict[str, int] = {
    "bool": 1,
    "uint8": 1,
    "int8": 1,
    "int16": 2,
    "int32": 4,
    "int64": 8,
    "float16": 2,
    "bfloat16": 2,
    "float32": 4,
    "float64": 8,
}
"""Bytes per element of the dtype names a layout may name."""

ScratchKey = tuple[int, int, int, int, int, str, str]
"""``(T, H, K, V, C, dtype name, device name)``."""

BufferSpec = tuple[tuple[int, ...], str]
"""``(shape, dtype name)`` of one buffer."""

Layout = dict[str, BufferSpec]
"""Buffer name -> spec, in allocation order."""

# A tensor's device always names its index on CUDA and never on the CPU, so a key
# built from an input's device has exactly these forms.
_DEVICE_NAME = re.compile(r"cpu|cuda:(0|[1-9][0-9]*)")


def _count(name: str, value: object, minimum: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise BadPrefillInput(f"{name} must be an int >= {minimum}, got {value!r}")
    return value


def _dims(
    total_tokens: object,
    num_heads: object,
    head_k: object,
    head_v: object,
    chunk_size: object,
    dtype: object,
) -> tuple[int, int, int, int, int, str]:
    # An empty batch (T = 0) is a call like any other; a head or chunk of width 0 is not.
    t = _count("total_tokens", total_tokens, 0)
    h = _count("num_heads", num_heads, 1)
    k = _count("head_k", head_k, 1)
    v = _count("head_v", head_v, 1)
    c = _count("chunk_size", chunk_size, 1)
    if dtype not in INPUT_DTYPES:
        raise BadPrefillInput(f"input dtype must be one of {INPUT_DTYPES}, got {dtype!r}")
    assert isinstance(dtype, str)
    return t, h, k, v, c, dtype


def _device(device: object) -> str:
    if not isinstance(device, str) or not _DEVICE_NAME.fullmatch(device):
        raise BadPrefillInput(
            f"device must be 'cpu' or 'cuda:N' (a tensor's device), got {device!r}"
        )
    return device


def scratch_key(
    total_tokens: int,
    num_heads: int,
    head_k: int,
    head_v: int,
    chunk_size: int,
    dtype: str,
    device: str,
) -> ScratchKey:
    """The key a call with these dims is cached under: ``(T, H, K, V, C, dtype, device)``."""
    t, h, k, v, c, name = _dims(total_tokens, num_heads, head_k, head_v, chunk_size, dtype)
    return (t, h, k, v, c, name, _device(device))


def scratch_layout(
    total_tokens: int,
    num_heads: int,
    head_k: int,
    head_v: int,
    chunk_size: int,
    dtype: str,
) -> Layout:
    """The buffers an entry for these dims holds (see the module docstring).

    ``dtype`` (the input dtype) changes nothing in the layout but must be one
    the op accepts.
    """
    t, h, k, v, c, _ = _dims(total_tokens, num_heads, head_k, head_v, chunk_size, dtype)
    f32 = COMPUTE_DTYPE
    rows = h * t  # one row per token per head, heads outermost
    return {
        "k_scaled": ((rows, k), f32),
        "kg": ((rows, k), f32),
        "q_scaled": ((rows, k), f32),
        "beta_activated": ((rows,), f32),
        "gk_last_exp": ((rows, k), f32),  # per chunk; at most T chunks
        "A_kk": ((rows, c), f32),
        "A_qk": ((rows, c), f32),
        "A_kk_inv": ((h, t, c), f32),
        "w": ((h, t, k), f32),
        "u": ((h, t, v), f32),
    }


def layout_for_key(key: ScratchKey) -> Layout:
    """The layout of the entry filed under ``key`` (the key holds every dim it needs)."""
    if not isinstance(key, tuple) or len(key) != 7:
        raise BadPrefillInput(
            f"a scratch key is a 7-tuple (T, H, K, V, C, dtype, device), got {key!r}"
        )
    t, h, k, v, c, dtype, device = key
    _device(device)
    return scratch_layout(t, h, k, v, c, dtype)


def buffer_bytes(spec: BufferSpec) -> int:
    """Bytes of one buffer: the product of its shape times its element size."""
    shape, dtype = spec
    if dtype not in ITEMSIZE:
        raise BadPrefillInput(f"unknown dtype name {dtype!r}; known: {sorted(ITEMSIZE)}")
    numel = 1
    for d in shape:
        numel *= d
    return numel * ITEMSIZE[dtype]


def buffer_sizes(layout: Mapping[str, BufferSpec]) -> dict[str, int]:
    """Bytes of each buffer of ``layout``, in its order."""
    return {name: buffer_bytes(spec) for name, spec in layout.items()}


def entry_bytes(layout: Mapping[str, BufferSpec]) -> int:
    """Bytes one entry of ``layout`` holds: the sum of its buffers' sizes."""
    return sum(buffer_sizes(layout).values())


def key_bytes(key: ScratchKey) -> int:
    """Bytes of the entry filed under ``key``: a ``layout_bytes`` for ``LRUScratchModel``."""
    return entry_bytes(layout_for_key(key))
