"""``bug:NAME`` block targets: the known-bug variants of ``impl.bugs.blocks``."""

from __future__ import annotations

from impl.bugs.blocks import VARIANTS
from kvtwin.core.registry import register_target
from kvtwin.scenarios.blocks.targets.base import SCENARIO
from kvtwin.scenarios.blocks.targets.impl import ImplBlockTarget


def _register(name: str, allocator_class: type) -> None:
    summary = (allocator_class.__doc__ or "").strip().split("\n")[0]

    @register_target(SCENARIO, f"bug:{name}", summary)
    def factory(*, num_blocks: int, policy: str, device: str = "cpu") -> ImplBlockTarget:
        return ImplBlockTarget(
            num_blocks, policy, device, name=f"bug:{name}", allocator_class=allocator_class
        )


for _name, _cls in VARIANTS.items():
    _register(_name, _cls)
