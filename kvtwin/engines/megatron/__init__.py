"""megatron-core, one engine package of the kit: its record says what it provides.

* ``--target megatron`` (:mod:`.blocks.adapter`): the blocks scenario's allocator
  level, megatron-core's ``KVBlockAllocator`` called as its inference context calls it;
* ``--target megatron-engine`` (:mod:`.blocks.engine`): the blocks engine level,
  megatron-core's own ``DynamicInferenceEngine`` on the CPU, every allocator call
  it makes checked against the model as it happens;
* ``--target megatron-hybrid`` (:mod:`.hybrid.adapter`): the hybrid scenario's
  allocator level, its ``KVBlockAllocator`` and ``MambaSlotAllocator`` driven as
  its context drives them;
* ``--target megatron-hybrid-engine`` (:mod:`.hybrid.engine`): the hybrid engine
  level, its serving path for a hybrid model, both caches checked at every
  forward pass.

:mod:`.loader` finds megatron-core (the installed release, or the tree
``--engine-path megatron-core=DIR`` or ``KVTWIN_MEGATRON_PATH`` names) and probes
what its code does; :mod:`.runtime` is what the targets and the standalone tests
both run (:mod:`.standalone` makes the tests' data); :mod:`.causes` describes what
kvtwin found. megatron-core itself loads only when a target is first built.
"""

from kvtwin.core.engine_record import Engine, Provides, register_engine
from kvtwin.engines.megatron import standalone
from kvtwin.engines.megatron.blocks.adapter import TARGET, MegatronBlockTarget
from kvtwin.engines.megatron.blocks.engine import ENGINE_TARGET, MegatronEngine
from kvtwin.engines.megatron.causes import CAUSES
from kvtwin.engines.megatron.hybrid.adapter import TARGET as HYBRID_TARGET
from kvtwin.engines.megatron.hybrid.adapter import MegatronHybridTarget
from kvtwin.engines.megatron.hybrid.engine import ENGINE_TARGET as HYBRID_ENGINE_TARGET
from kvtwin.engines.megatron.hybrid.engine import MegatronHybridEngine
from kvtwin.engines.megatron.loader import DISTRIBUTION, ENV_PATH, load_release
from kvtwin.scenarios.blocks.targets.base import ENGINE_SCENARIO as BLOCKS_ENGINE
from kvtwin.scenarios.blocks.targets.base import SCENARIO as BLOCKS
from kvtwin.scenarios.hybrid.engine.events import ENGINE_SCENARIO as HYBRID_ENGINE
from kvtwin.scenarios.hybrid.targets.base import SCENARIO as HYBRID

ENGINE = register_engine(
    Engine(
        DISTRIBUTION,
        ENV_PATH,
        describe=lambda: load_release().describe(),
        provides=(
            Provides(
                BLOCKS,
                TARGET,
                "megatron-core's KVBlockAllocator: the installed release, or the tree "
                f"--engine-path or {ENV_PATH} names",
                MegatronBlockTarget,
                standalone=standalone.ALLOCATOR,
            ),
            Provides(
                BLOCKS_ENGINE,
                ENGINE_TARGET,
                "megatron-core's DynamicInferenceEngine and context on the CPU (the installed "
                "release or an --engine-path tree), its allocator checked against the model at "
                "every call",
                MegatronEngine,
                standalone=standalone.ENGINE,
            ),
            Provides(
                HYBRID,
                HYBRID_TARGET,
                "megatron-core's KVBlockAllocator and MambaSlotAllocator, driven as its "
                "inference context drives them (the installed release, or --engine-path's tree)",
                MegatronHybridTarget,
                standalone=standalone.HYBRID,
            ),
            Provides(
                HYBRID_ENGINE,
                HYBRID_ENGINE_TARGET,
                "megatron-core's DynamicInferenceEngine and context for a hybrid (attention + "
                "Mamba) model on the CPU, forward pass stood in; both caches checked at every "
                "request verb",
                MegatronHybridEngine,
                standalone=standalone.HYBRID_ENGINE,
            ),
        ),
        causes=CAUSES,
        package_dirs=("megatron",),
    )
)
