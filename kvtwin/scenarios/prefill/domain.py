"""The prefill scenario's input domain: what a caller of the cached KDA prefill op
may pass (docs/contract.md section 3, the signature of ``impl.prefill.KDAPrefill``)
and do between calls, parameter by parameter.

Every valid class a call can take (q, k, v in each input dtype; g and beta each
in theirs, float64 included; an initial state left out, passed as ``None`` or in
each dtype; ``scale`` left out, ``None``, a float, an int, zero, negative;
``cu_seqlens`` in each integer dtype, strided, as a list or a tuple; one
sequence, many, empty ones; head and value widths of one, unequal, wide; inputs
that are views with other strides, broadcast, or the same tensor twice; gates of
zero and above zero; betas at 0 and 1; and, between calls, the same call again
with the same tensors, the cache cleared, a second op sharing the cache) is a
*variant* (``VARIANTS``): the workload (``shapes.shape_calls``) gives each call
one, least drawn first, so a run of as many calls as there are variants draws
them all. ``classify`` counts what each call sent (its variant and the classes
the call has anyway: token counts, sequence lengths against the chunk size, the
call forms of ``shapes.EDGES``), and misuse calls by the parameter they break.
``run``-level parameters (capacity, chunk size, device) are fixed by a run's
options and drawn by the hunts.

The oracle of every class is the float64 reference (``numerics.py``) and the
models (``model.scratch``, ``model.scratch_layout``), never the target.
"""

from __future__ import annotations

from itertools import accumulate

from kvtwin.core.summary import RUN, DomainTally, Param
from kvtwin.scenarios.prefill.misuse import KINDS as MISUSE_KINDS

DTYPES = ("float32", "float16", "bfloat16")
GATE_DTYPES = (*DTYPES, "float64")
DIMS: dict[str, tuple[int, int, int]] = {
    "one": (1, 1, 1),
    "v_wider": (2, 4, 8),
    "k_wider": (2, 8, 4),
    "wide": (1, 128, 128),
    "many_heads": (8, 4, 4),
}
"""(H, K, V) of a call whose dims are not the run's: the smallest the contract
allows, V wider than K and the other way round, a real model's head width, many
heads."""
SCALES: dict[str, float | int | None] = {
    "none": None,
    "float": 0.3,
    "int": 1,
    "zero": 0.0,
    "negative": -0.5,
}
"""``scale`` values a call may pass (any finite int or float, or ``None``)."""
CU_TENSORS = ("tensor:int64", "tensor:int16", "tensor:uint8", "tensor:strided")
"""``cu_seqlens`` tensors other than the default int32 one (``strided``: an int32
view with a step of two)."""
CU_LIMITS = {"tensor:int16": 2**15 - 1, "tensor:uint8": 2**8 - 1}
MANY_SEQUENCES = 8

VARIANT_CLASSES: dict[str, tuple[str, ...]] = {
    "q.dtype": ("float16", "bfloat16"),
    "g.dtype": ("float16", "bfloat16", "float64"),
    "beta.dtype": ("float16", "bfloat16", "float64"),
    "initial_state": ("none", "float16", "bfloat16", "float64"),
    "scale": tuple(SCALES),
    "cu_seqlens.form": CU_TENSORS,
    "cu_seqlens.values": ("many_sequences",),
    "tokens": ("one",),
    "sequence_length": ("one_chunk",),
    "dims": tuple(DIMS),
    "tensor_layout": ("non_contiguous", "broadcast"),
    "sharing": ("q_is_k",),
    "g.values": ("zero", "positive"),
    "beta.values": ("zero_and_one",),
    "between_calls": ("repeat", "clear", "shared_op"),
}
"""The classes a call takes only as its variant (every other class it has anyway)."""
VARIANTS: tuple[str, ...] = tuple(
    f"{p}={c}" for p, classes in VARIANT_CLASSES.items() for c in classes
)
EDGE_VARIANTS: dict[str, str] = {
    "cu_seqlens.form=list": "cu_list",
    "cu_seqlens.form=tuple": "cu_tuple",
    "output_final_state=false": "no_final_state",
    "output_final_state=omitted": "final_state_default",
    "cu_seqlens.values=empty_sequence": "empty_sequence",
    "tokens=zero": "empty_call",
}
"""Classes a call takes as one of the ``shapes.EDGES`` (its form, an empty sequence
in its split, an empty call made before it): drawn in the same least-drawn turn as
the variants, and recorded as what they are (``form``, the split, a call of T = 0)."""
DRAWN = (*VARIANTS, *EDGE_VARIANTS)
"""Every class a workload draws call by call, in one least-drawn turn."""

MISUSE_PARAMS: dict[str, str] = {
    "q_not_a_tensor": "tensor_types",
    "q_integer": "q.dtype",
    "qkv_float64": "q.dtype",
    "v_other_dtype": "q.dtype",
    "beta_integer": "beta.dtype",
    "g_float8": "g.dtype",
    "scale_nan": "scale",
    "scale_string": "scale",
    "scale_inf": "scale",
    "scale_bool": "scale",
    "g_non_finite": "g.values",
    "g_nan": "g.values",
    "g_positive_inf": "g.values",
    "final_flag_not_bool": "output_final_state",
    "final_flag_none": "output_final_state",
    "q_sparse": "tensor_layout",
}
"""The parameter each misuse kind breaks (the rest by the prefix of its name)."""
_PREFIXES = (
    ("cu_list", "cu_seqlens.form"),
    ("cu_other", "devices"),
    ("cu_float", "cu_seqlens.form"),
    ("cu_bool", "cu_seqlens.form"),
    ("cu_complex", "cu_seqlens.form"),
    ("cu_matrix", "cu_seqlens.form"),
    ("cu_scalar", "cu_seqlens.form"),
    ("cu_none", "cu_seqlens.form"),
    ("cu_int", "cu_seqlens.form"),
    ("cu_", "cu_seqlens.values"),
    ("empty_call", "cu_seqlens.values"),
    ("state_other", "devices"),
    ("state_", "initial_state"),
    ("heads_zero", "dims"),
    ("head_", "dims"),
    ("_other_device", "devices"),
)


def misuse_param(kind: str) -> str:
    if kind in MISUSE_PARAMS:
        return MISUSE_PARAMS[kind]
    for prefix, param in _PREFIXES:
        if kind.startswith(prefix) or (prefix.startswith("_") and kind.endswith(prefix)):
            return param
    return "shapes"  # a rank, or one input longer or shorter than the others say


def _misuse_of(param: str) -> tuple[str, ...]:
    return tuple(k for k in MISUSE_KINDS if misuse_param(k) == param)


def _params() -> tuple[Param, ...]:
    always: dict[str, tuple[str, ...]] = {
        "q.dtype": ("float32",),
        "g.dtype": ("float32",),
        "beta.dtype": ("float32",),
        "initial_state": ("omitted", "float32"),
        "scale": ("omitted",),
        "output_final_state": ("true", "false", "omitted"),
        "cu_seqlens.form": ("tensor:int32", "list", "tuple"),
        "cu_seqlens.values": ("one_sequence", "several", "empty_sequence", "all_empty"),
        "tokens": ("zero", "below_chunk", "chunk_multiple", "past_256", "other"),
        "sequence_length": ("one_token", "below_chunk", "one_chunk", "whole_chunks", "tail"),
        "dims": ("config",),
        "tensor_layout": ("contiguous",),
        "sharing": ("distinct",),
        "g.values": ("decays",),
        "beta.values": ("open_interval",),
        "between_calls": ("held_output", "inputs_kept"),
    }
    params = []
    for name, classes in always.items():
        params.append(Param(name, (*classes, *VARIANT_CLASSES.get(name, ())), _misuse_of(name)))
    for name in ("tensor_types", "shapes", "devices"):
        params.append(Param(name, (), _misuse_of(name)))
    params += [
        Param("KDAPrefill.capacity", ("one", "small", "default", "large"), level=RUN),
        Param(
            "KDAPrefill.chunk_size",
            ("one", "below_sub_block", "sub_block_multiple", "past_sub_block"),
            level=RUN,
        ),
        Param("KDAPrefill.device", ("cpu", "cuda"), level=RUN),
    ]
    return tuple(params)


PARAMS = _params()


def new_tally() -> DomainTally:
    return DomainTally(PARAMS)


def split_variant(variant: str) -> tuple[str, str]:
    param, _, cls = variant.partition("=")
    return param, cls


def applicable(variant: str, total: int, chunk: int | None = None) -> bool:
    """Whether a call of ``total`` tokens can take ``variant`` (``chunk``: the op's
    chunk size, where the workload knows it)."""
    param, cls = split_variant(variant)
    if param == "sequence_length":
        return chunk is not None
    if param == "cu_seqlens.form" and cls in CU_LIMITS:
        return total <= CU_LIMITS[cls]
    if param == "cu_seqlens.values":
        return total >= MANY_SEQUENCES
    return not (param == "tokens" and total < 1)


def many_sequences(total: int, count: int = MANY_SEQUENCES) -> tuple[int, ...]:
    """``total`` tokens in ``count`` sequences as even as they go (one empty where
    ``total`` is short)."""
    base, extra = divmod(total, count)
    return tuple(base + (i < extra) for i in range(count))


def classify(
    tally: DomainTally,
    *,
    total: int,
    seq_lens: tuple[int, ...],
    chunk: int,
    state: bool,
    form: str | None,
    variant: str | None,
) -> None:
    """Count the classes of one valid call (``form``: its ``shapes.EDGES`` call form)."""
    taken = dict([split_variant(variant)]) if variant else {}
    for param, cls in taken.items():
        tally.add(param, cls)
    for param, default in _DEFAULTS.items():
        if param not in taken:
            tally.add(param, default)
    if "initial_state" not in taken:
        tally.add("initial_state", "float32" if state else "omitted")
    tally.add("output_final_state", _FINAL.get(form, "true"))
    if "cu_seqlens.form" not in taken:
        tally.add("cu_seqlens.form", _CU.get(form, "tensor:int32"))
    if "cu_seqlens.values" not in taken:
        tally.add("cu_seqlens.values", _split_class(total, seq_lens))
    if 0 in seq_lens and total > 0:
        tally.add("cu_seqlens.values", "empty_sequence")
    if "tokens" not in taken:
        tally.add("tokens", token_class(total, chunk))
    for cls in {length_class(n, chunk) for n in seq_lens if n}:
        tally.add("sequence_length", cls)
    tally.add("between_calls", "inputs_kept")


_DEFAULTS = {
    "q.dtype": "float32",
    "g.dtype": "float32",
    "beta.dtype": "float32",
    "scale": "omitted",
    "dims": "config",
    "tensor_layout": "contiguous",
    "sharing": "distinct",
    "g.values": "decays",
    "beta.values": "open_interval",
}
_FINAL = {"no_final_state": "false", "final_state_default": "omitted"}
_CU = {"cu_list": "list", "cu_tuple": "tuple"}


def _split_class(total: int, seq_lens: tuple[int, ...]) -> str:
    if total == 0:
        return "all_empty"
    return "one_sequence" if len(seq_lens) == 1 else "several"


def token_class(total: int, chunk: int) -> str:
    if total == 0:
        return "zero"
    if total == 1:
        return "one"
    if total > 256:
        return "past_256"
    if total < chunk:
        return "below_chunk"
    return "chunk_multiple" if total % chunk == 0 else "other"


def length_class(n: int, chunk: int) -> str:
    """A sequence of ``n >= 1`` tokens against the chunk size: how the op splits it."""
    if n == 1:
        return "one_token"
    if n < chunk:
        return "below_chunk"
    if n == chunk:
        return "one_chunk"
    return "whole_chunks" if n % chunk == 0 else "tail"


def classify_misuse(tally: DomainTally, kind: str) -> None:
    tally.add(misuse_param(kind), kind)


def run_classes(tally: DomainTally, capacity: int, chunk: int, device: str, calls: int) -> None:
    """The run-level classes, counted once per call of the run."""
    tally.add("KDAPrefill.capacity", _capacity_class(capacity), calls)
    tally.add("KDAPrefill.chunk_size", _chunk_class(chunk), calls)
    tally.add("KDAPrefill.device", "cuda" if device.startswith("cuda") else "cpu", calls)


def _capacity_class(capacity: int) -> str:
    if capacity == 1:
        return "one"
    return "small" if capacity < 8 else "default" if capacity == 8 else "large"


def _chunk_class(chunk: int) -> str:
    if chunk == 1:
        return "one"
    if chunk < 16:
        return "below_sub_block"
    return "sub_block_multiple" if chunk % 16 == 0 else "past_sub_block"


def cannot_draw(cuda_available: bool, shares: bool) -> dict[str, str]:
    """Classes this run cannot draw, with the reason."""
    reasons = {}
    if not cuda_available:
        reasons["KDAPrefill.device=cuda"] = "needs a CUDA device (this machine has none)"
    if not shares:
        reasons["between_calls=shared_op"] = "the target makes no second op on its cache"
    return reasons


def cu_values(seq_lens: tuple[int, ...]) -> list[int]:
    return [0, *accumulate(seq_lens)]
