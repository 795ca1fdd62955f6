"""What a caller of the prefill op does between calls, and the checks that go with
it (``domain.py``'s ``between_calls``): it keeps its inputs (the op must leave
them as they were), keeps the previous call's output (later calls must leave it
as it was), makes the same call again with the very same tensors (a hit, whose
output must be bit-identical to the first), and clears the cache (the session's
``_clear``: every entry's storages must die)."""

from __future__ import annotations

from typing import Any

import torch

from kvtwin.scenarios.prefill.entry_checks import OUTPUT_FIELDS, At, max_diff


def kept(inputs: dict[str, Any]) -> dict[str, Any]:
    """Copies of the call's inputs, to check the op left the caller's tensors alone."""
    return {k: v.clone() if isinstance(v, torch.Tensor) else v for k, v in inputs.items()}


def check_inputs_kept(at: At, copies: dict[str, Any], inputs: dict[str, Any]) -> None:
    """Every input tensor holds what it held before the call (the caller reuses them)."""
    for name, copy in copies.items():
        now = inputs[name]
        if isinstance(copy, torch.Tensor) and not torch.equal(copy, now):
            at.diverge(
                f"{name} after the call",
                "as the caller passed it",
                f"written: max abs difference {max_diff(copy, now)}",
            )


def check_same_outputs(
    at: At, first: dict[str, torch.Tensor | None], again: dict[str, torch.Tensor | None]
) -> None:
    """The same call with the same tensors gives bit-identical outputs."""
    for name in OUTPUT_FIELDS:
        a, b = first[name], again[name]
        if a is None or b is None:
            continue
        if not torch.equal(a, b):
            at.diverge(f"{name} of the repeated call", "bit-identical", f"{max_diff(a, b)}")


class HeldOutput:
    """The previous call's output, kept by the caller, and a copy of it."""

    def __init__(self) -> None:
        self.step = -1
        self.tensor: torch.Tensor | None = None
        self.copy: torch.Tensor | None = None

    def hold(self, step: int, o: torch.Tensor | None) -> None:
        self.step, self.tensor = step, o
        self.copy = None if o is None else o.clone()

    def tensors(self) -> list[torch.Tensor]:
        return [t for t in (self.tensor, self.copy) if t is not None]

    def check(self, at: At) -> bool:
        """Whether there was an output to check (raises if a later call changed it)."""
        if self.tensor is None or self.copy is None:
            return False
        if not torch.equal(self.tensor, self.copy):
            at.diverge(
                f"o of call {self.step}, kept by the caller",
                "unchanged by later calls",
                f"max abs difference {max_diff(self.copy, self.tensor)}",
            )
        return True
