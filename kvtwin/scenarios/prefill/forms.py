"""How a valid call is made: its arguments in the call's form (``ops.CALL_FORMS``).

The contract lets ``cu_seqlens`` be an integer tensor (of any integer dtype,
any strides) or a sequence of ints, and ``output_final_state`` be asked for
(``True``), declined (``False``) or left at its default (declined); declined,
the final state returned is ``None``. A call whose variant is a ``cu_seqlens``
form (``domain.CU_TENSORS``) passes that tensor. The checker keeps the call's
tensor inputs for its own reads (the reference, live bytes) and passes the
target the arguments made here.

A list, a tuple or another tensor passed as ``cu_seqlens`` is kept alive for
the whole session and never gets the ``id()`` of a ``cu_seqlens`` passed before: a target that
memoizes by ``id(cu_seqlens)`` would otherwise meet a recycled id that no
trace records (``recycle.py`` records and replays the recycled ids of
tensors only), and its finding would not replay.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import torch

CU_FORM = "cu_seqlens.form="
"""The prefix of a variant that passes ``cu_seqlens`` as another tensor."""


def cu_tensor(values: list[int], form: str, device: torch.device) -> torch.Tensor:
    """``values`` as the ``cu_seqlens`` tensor ``form`` names (``domain.CU_TENSORS``)."""
    if form == "tensor:strided":  # int32, every other element of a tensor twice as long
        wide = torch.zeros(2 * len(values), dtype=torch.int32, device=device)
        wide[::2] = torch.tensor(values, dtype=torch.int32, device=device)
        return wide[::2]
    return torch.tensor(values, dtype=getattr(torch, form.removeprefix("tensor:")), device=device)


ASK = True
DECLINE = False
DEFAULT = None
"""What a call does with ``output_final_state``: pass True, pass False, or omit it."""


def final_state_flag(form: str | None) -> bool | None:
    """``output_final_state`` as the call in ``form`` passes it (None: left out)."""
    if form == "no_final_state":
        return DECLINE
    if form == "final_state_default":
        return DEFAULT
    return ASK


class CallForms:
    """Makes the arguments of the session's calls; holds the sequences it passed."""

    def __init__(self) -> None:
        self._kept: list[object] = []
        self._ids: set[int] = set()

    def note(self, cu_seqlens: object) -> None:
        """A ``cu_seqlens`` passed to the target (a later sequence never takes its id)."""
        self._ids.add(id(cu_seqlens))

    def arguments(
        self, form: str | None, inputs: dict[str, Any], variant: str | None = None
    ) -> dict[str, Any]:
        """The keyword arguments of the call in ``form`` and its ``variant``
        (``output_final_state`` not included: ``final_state_flag`` says what to pass)."""
        cu_form = variant.partition("=")[2] if variant and variant.startswith(CU_FORM) else None
        if form not in ("cu_list", "cu_tuple") and cu_form is None:
            return inputs  # as they are: no copy to allocate
        values = [int(x) for x in inputs["cu_seqlens"].tolist()]
        make: Callable[[], object]
        if cu_form is not None:
            device = inputs["cu_seqlens"].device
            make = lambda: cu_tensor(values, cu_form, device)  # noqa: E731
        else:
            kind: Callable[[list[int]], object] = list if form == "cu_list" else tuple
            make = lambda: kind(values)  # noqa: E731
        return {**inputs, "cu_seqlens": self._fresh(make)}

    def _fresh(self, make: Callable[[], object]) -> object:
        held = []  # objects that took an id already passed: held until one does not
        obj = make()
        while id(obj) in self._ids:
            held.append(obj)
            obj = make()
        self._kept.append(obj)
        self.note(obj)
        return obj
