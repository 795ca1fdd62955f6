"""``bug:NAME`` prefill targets: the known-bug variants of ``impl.bugs.prefill``."""

from __future__ import annotations

import torch

from impl.bugs.prefill import VARIANTS
from kvtwin.core.registry import register_target
from kvtwin.scenarios.prefill.targets.base import SCENARIO, Allocate, ImplPrefillTarget


def _register(name: str, op_class: type | None, cache_class: type | None) -> None:
    summary = ((op_class or cache_class).__doc__ or "").strip().split("\n")[0]

    @register_target(SCENARIO, f"bug:{name}", summary)
    def factory(
        *, capacity: int, device: str | torch.device, allocate: Allocate | None, chunk_size: int
    ) -> ImplPrefillTarget:
        return ImplPrefillTarget(
            capacity,
            device,
            allocate=allocate,
            chunk_size=chunk_size,
            name=f"bug:{name}",
            op_class=op_class,
            cache_class=cache_class,
        )


for _name, (_op, _cache) in VARIANTS.items():
    _register(_name, _op, _cache)
