"""A prefill op: one call of the cached prefill op (``PrefillCall``: its tokens,
split, initial state, misuse and form) and the seed of its inputs (``PrefillOp``).
``codec.py`` writes them into traces."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import accumulate
from typing import Any

CALL_FORMS = ("cu_list", "cu_tuple", "no_final_state", "final_state_default")
"""How a valid call may be made other than with an int32 ``cu_seqlens`` tensor and
``output_final_state=True`` (``PrefillCall.form``; ``forms.py`` makes them)."""


@dataclass(frozen=True, slots=True)
class PrefillCall:
    """One call: ``total`` tokens (0 for an empty call) in sequences of
    ``seq_lens`` (summing to it; a sequence may be empty), from an initial
    state per sequence or from zeros, made in ``form`` (one of ``CALL_FORMS``;
    ``None``: a tensor ``cu_seqlens``, final state asked for), taking one class of
    the input domain other than the defaults as its ``variant``
    (``domain.VARIANTS``: ``"q.dtype=bfloat16"``, ``"between_calls=repeat"``); a
    misuse call has the inputs of such a call with one rule broken
    (``misuse.BREAKS[misuse]``)."""

    index: int
    total: int
    seq_lens: tuple[int, ...]
    initial_state: bool = False
    misuse: str | None = None
    form: str | None = None
    variant: str | None = None

    @property
    def cu_seqlens(self) -> list[int]:
        return [0, *accumulate(self.seq_lens)]

    def __str__(self) -> str:
        state = ", initial_state" if self.initial_state else ""
        misuse = f", misuse={self.misuse}" if self.misuse else ""
        form = f", form={self.form}" if self.form else ""
        form += f", {self.variant}" if self.variant else ""
        return f"prefill(T={self.total}, seqs={list(self.seq_lens)}{state}{misuse}{form})"


@dataclass
class PrefillOp:
    """One call, the seed of its inputs, and (in a replay) the call whose freed
    ``cu_seqlens`` id this call's tensor must get."""

    call: PrefillCall
    seed: int = 0
    reuses: int | None = None
    record: dict[str, Any] | None = field(default=None, repr=False, compare=False)
    """The op's trace JSON. The core encodes an op before it runs, but whether
    CPython recycled a ``cu_seqlens`` id is known only once the inputs exist:
    a recording session completes this dict then."""

    def __str__(self) -> str:
        return str(self.call)
