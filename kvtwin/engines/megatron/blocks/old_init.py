"""``--target megatron``: megatron-core's ``KVBlockAllocator`` under the blocks scenario.

:mod:`.loader` finds and imports the release (installed, or the source tree
``--engine-path`` or ``KVTWIN_MEGATRON_PATH`` names) and inspects what its code does;
:mod:`.adapter` drives its allocator through the op interface. Importing this
package registers the target, and ``megatron:context_shaped_register``, a
labelled diagnostic (registration shaped as the context makes it);
:mod:`.engine` registers ``megatron-engine``, the engine level (megatron-core's
own serving path, :mod:`.hooks` reporting its allocator calls, :mod:`.cpu` the
CPU shims). megatron-core itself loads only when a target is first built.
"""

from kvtwin.scenarios.blocks.targets.megatron import engine
from kvtwin.scenarios.blocks.targets.megatron.adapter import (
    CONTEXT_SHAPED,
    TARGET,
    ContextShapedRegister,
    InsufficientCache,
    MegatronBlockTarget,
    make_context_shaped_target,
    make_megatron_target,
    owner_rounds,
)
from kvtwin.scenarios.blocks.targets.megatron.causes import CAUSES
from kvtwin.scenarios.blocks.targets.megatron.loader import (
    DISTRIBUTION,
    ENV_PATH,
    MegatronRelease,
    load_release,
)
from kvtwin.scenarios.hybrid.targets.megatron.causes import CAUSES as HYBRID_CAUSES

from kvtwin.core.engines import Engine, register_engine

ENGINE = register_engine(
    Engine(
        DISTRIBUTION,
        ENV_PATH,
        (TARGET, engine.ENGINE_TARGET, "megatron-hybrid", "megatron-hybrid-engine"),  # hybrid's
        describe=lambda: load_release().describe(),
        causes=(*CAUSES, *HYBRID_CAUSES),  # the hybrid scenario's signatures are its own
        package_dirs=("megatron",),
    )
)

__all__ = [
    "CONTEXT_SHAPED",
    "ENGINE",
    "ENV_PATH",
    "TARGET",
    "ContextShapedRegister",
    "InsufficientCache",
    "MegatronBlockTarget",
    "MegatronRelease",
    "engine",
    "load_release",
    "make_context_shaped_target",
    "make_megatron_target",
    "owner_rounds",
]
