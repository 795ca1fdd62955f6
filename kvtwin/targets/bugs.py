"""``bug:NAME`` block targets: the known-bug variants of ``impl.bugs.blocks``."""

from __future__ import annotations

from impl.bugs.blocks import VARIANTS
from kvtwin.targets.base import register_block_target
from kvtwin.targets.impl_target import ImplBlockTarget


def _register(name: str, allocator_class: type) -> None:
    summary = (allocator_class.__doc__ or "").strip().split("\n")[0]

    @register_block_target(f"bug:{name}", summary)
    def factory(*, num_blocks: int, policy: str, device: str = "cpu") -> ImplBlockTarget:
        return ImplBlockTarget(
            num_blocks, policy, device, name=f"bug:{name}", allocator_class=allocator_class
        )


for _name, _cls in VARIANTS.items():
    _register(_name, _cls)
