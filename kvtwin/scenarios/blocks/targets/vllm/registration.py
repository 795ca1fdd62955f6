"""The registry entries of the allocator-level vLLM target (importing the package
registers them; the engine level registers in ``engine.py``)."""

from __future__ import annotations

from kvtwin.core.registry import register_target
from kvtwin.scenarios.blocks.targets.base import SCENARIO
from kvtwin.scenarios.blocks.targets.vllm.adapter import TARGET, VllmBlockTarget
from kvtwin.scenarios.blocks.targets.vllm.standalone import standalone_test


@register_target(
    SCENARIO,
    TARGET,
    "vLLM's BlockPool (vllm.v1.core.block_pool), called as its KV cache manager calls it",
    standalone=standalone_test,
)
def make_vllm_target(*, num_blocks: int, policy: str, device: str = "cpu") -> VllmBlockTarget:
    """The target the registry builds for ``--target vllm``."""
    return VllmBlockTarget(num_blocks, policy, device)
