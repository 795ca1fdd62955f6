"""vLLM, one engine package of the kit: its record says what it provides.

* ``--target vllm`` (:mod:`.adapter`): the blocks scenario's allocator level,
  vLLM's ``BlockPool`` driven through the op interface as its KV cache manager
  calls it, against the model's vLLM flavour (``model/eviction.py``);
* ``--target vllm-engine`` (:mod:`.engine`): the blocks engine level, vLLM's real
  ``Scheduler`` built on the CPU around a stub model; every call it makes into
  its ``BlockPool`` (:mod:`.hooks`) is checked against the model as it happens.

:mod:`.loader` finds vLLM (the installed release or a source tree named by
``--engine-path vllm=DIR`` or ``KVTWIN_VLLM_PATH``) and probes what its pool
does; :mod:`.observe` reads a pool as the model's views; :mod:`.standalone`
makes the data of reproductions that need only pytest and vllm (run by
:mod:`.runtime`); :mod:`.causes` describes what kvtwin found. vLLM itself loads
only when a target is first built.
"""

from kvtwin.core.engine_record import Engine, Provides, register_engine
from kvtwin.engines.vllm.adapter import TARGET, VllmBlockTarget
from kvtwin.engines.vllm.causes import CAUSES
from kvtwin.engines.vllm.engine import VllmEngine
from kvtwin.engines.vllm.loader import DISTRIBUTION, ENV_PATH, load_release
from kvtwin.engines.vllm.standalone import STANDALONE
from kvtwin.scenarios.blocks.targets.base import ENGINE_SCENARIO, SCENARIO

ENGINE = register_engine(
    Engine(
        DISTRIBUTION,
        ENV_PATH,
        describe=lambda: load_release().describe(),
        provides=(
            Provides(
                SCENARIO,
                TARGET,
                "vLLM's BlockPool (vllm.v1.core.block_pool), called as its KV cache manager "
                "calls it",
                VllmBlockTarget,
                standalone=STANDALONE,
            ),
            Provides(
                ENGINE_SCENARIO,
                f"{TARGET}-engine",
                "vLLM's real Scheduler on the CPU with a stub model, every BlockPool call it "
                "makes checked against the model as it happens",
                VllmEngine,
                standalone=STANDALONE,
            ),
        ),
        causes=CAUSES,
        package_dirs=("vllm",),
    )
)
