"""Block-allocator targets. Importing this package registers the built-in ones."""

from kvtwin.targets import bugs, impl_target, megatron, model_target  # noqa: F401
from kvtwin.targets.base import (
    BLOCK_TARGETS,
    BlockTarget,
    TargetUnavailable,
    UnknownTarget,
    make_block_target,
    register_block_target,
)

__all__ = [
    "BLOCK_TARGETS",
    "BlockTarget",
    "TargetUnavailable",
    "UnknownTarget",
    "make_block_target",
    "register_block_target",
]
