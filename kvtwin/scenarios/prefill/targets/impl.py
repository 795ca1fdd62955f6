"""The ``impl`` prefill target: the production torch op."""

from __future__ import annotations

import torch

from kvtwin.core.registry import register_target
from kvtwin.scenarios.prefill.targets.base import SCENARIO, Allocate, ImplPrefillTarget


@register_target(SCENARIO, "impl", "impl.prefill.KDAPrefill, the production torch prefill op")
def impl_target(
    *, capacity: int, device: str | torch.device, allocate: Allocate | None, chunk_size: int
) -> ImplPrefillTarget:
    return ImplPrefillTarget(capacity, device, allocate=allocate, chunk_size=chunk_size)
