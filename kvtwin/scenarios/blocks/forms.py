"""The input form of an op's block ids: what the caller hands the target.

The contract takes a batch of ids as a list or a tuple of ints, and an
implementation may also take a tensor (what an engine holds in its block tables).
The workload chooses each op's form, the trace records it (``"form":
"tensor:int64"``; a list is the default and is not written) and a replay sends
it as recorded, so shrinking or replaying never moves an op to another input
path. The model always gets the plain list; only the target gets the form.

Forms: ``list``, ``tuple``, and ``tensor:DTYPE`` for the dtypes in ``DTYPES``
(``torch.tensor`` of the values with that dtype: 1-D, or 2-D for rows of a block
table). A form is recorded only where it carries each value as the kind of value
it is (an int64 tensor cannot carry ``True`` or ``2**63``; a float32 one carries
the floats of a misuse op as floats), so no id is converted behind the model's
back. ``tensor_of`` names what ``torch.tensor`` makes of a batch on its
own, and ``plain_batch`` turns any form back into what the model reads (an
adapter over an outside engine calls it before its own checks).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import torch

LIST = "list"
TUPLE = "tuple"
DTYPES: dict[str, torch.dtype] = {
    "int64": torch.int64,
    "int32": torch.int32,
    "bool": torch.bool,
    "float32": torch.float32,
}
FORMS = (LIST, TUPLE, *(f"tensor:{name}" for name in DTYPES))
HASH_FORMS = (LIST, TUPLE)
"""Hashes and parent hashes come as a list or a tuple (never a tensor: a hash may
be past what a tensor of their width holds)."""
_RANGES = {"int64": (-(2**63), 2**63 - 1), "int32": (-(2**31), 2**31 - 1)}
_INT, _BOOL, _FLOAT = frozenset({int}), frozenset({bool}), frozenset({float})


def carries(form: str, values: Sequence[Any]) -> bool:
    """Whether ``form`` holds ``values`` exactly (a tensor: each value as itself)."""
    if form in (LIST, TUPLE):
        return True
    dtype = form.removeprefix("tensor:")
    if dtype not in DTYPES:
        return False
    items = list(values)
    if not items:
        return True  # an empty tensor of any dtype is an empty batch
    if all(type(row) is list for row in items):  # rows of a block table
        width = len(items[0])
        if width == 0 or any(len(row) != width for row in items):
            return False
        items = [v for row in items for v in row]
    kinds = set(map(type, items))  # in C: every op of a run may come through here
    if dtype in _RANGES:
        low, high = _RANGES[dtype]
        return kinds == _INT and low <= min(items) and max(items) <= high
    if dtype == "bool":
        return kinds == _BOOL
    return kinds == _FLOAT  # float32: floats stay floats (misuse)


def tensor_of(values: Sequence[Any]) -> str | None:
    """The form ``torch.tensor(values)`` gives a batch (int64 for ints, bool for
    bools, float32 for floats and for an empty batch, 2-D int64 for rows), or
    ``None`` where no tensor carries the values as they are."""
    if not values:
        return "tensor:float32"
    for dtype in ("int64", "bool", "float32"):
        form = f"tensor:{dtype}"
        if carries(form, values):
            return form
    return None


def as_form(values: Sequence[Any], form: str) -> Any:
    """``values`` in ``form``: a new object, so a target that edits its input in
    place changes nothing the model sees."""
    if form == LIST:
        return list(values)
    if form == TUPLE:
        return tuple(values)
    return torch.tensor(list(values), dtype=DTYPES[form.removeprefix("tensor:")])


def plain_batch(values: Any) -> Any:
    """A tensor as the list of Python values it holds (rows for a 2-D table, bools
    and floats as themselves); anything else as it is."""
    if isinstance(values, torch.Tensor):
        return values.tolist() if values.dim() > 0 else values.item()
    return values
