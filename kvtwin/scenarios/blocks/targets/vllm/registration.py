"""The registry entries of the vLLM targets (importing the package registers them)."""

from __future__ import annotations

from kvtwin.core.errors import UsageError
from kvtwin.core.registry import register_target
from kvtwin.scenarios.blocks.targets.base import SCENARIO
from kvtwin.scenarios.blocks.targets.vllm.adapter import TARGET, VllmBlockTarget

ENGINE_TARGET = f"{TARGET}-engine"
ENGINE_COMMAND = "python -m kvtwin.tools.peers_vllm engine --out DIR"


@register_target(
    SCENARIO,
    TARGET,
    "vLLM's BlockPool (vllm.v1.core.block_pool), called as its KV cache manager calls it",
)
def make_vllm_target(*, num_blocks: int, policy: str, device: str = "cpu") -> VllmBlockTarget:
    """The target the registry builds for ``--target vllm``."""
    return VllmBlockTarget(num_blocks, policy, device)


@register_target(
    SCENARIO,
    ENGINE_TARGET,
    f"vLLM's real Scheduler on request traffic (engine level): run `{ENGINE_COMMAND}`",
)
def make_vllm_engine_target(*, num_blocks: int, policy: str, device: str = "cpu") -> None:
    """The engine level takes requests, not allocator ops: a generic allocator
    campaign would send the pool calls vLLM's scheduler never makes."""
    raise UsageError(
        f"--target {ENGINE_TARGET} is vLLM's engine level: its scheduler turns request "
        f"traffic into allocator calls itself, so it cannot take the blocks campaign's "
        f"allocator ops. Run `{ENGINE_COMMAND}` (the allocator level is --target {TARGET})"
    )
