"""vLLM under the blocks scenario, at two levels: one engine package of the kit.

* ``--target vllm`` (:mod:`.adapter`, registered in :mod:`.registration`): the
  allocator level, vLLM's ``BlockPool`` driven through the op interface as its
  KV cache manager calls it, against the model's vLLM flavour
  (``model/eviction.py``).
* ``--target vllm-engine`` (:mod:`.engine`): the engine level, vLLM's real
  ``Scheduler``, built on the CPU around a stub model, a driver of the
  ``blocks-engine`` scenario: every call it makes into its ``BlockPool``
  (:mod:`.hooks`) is checked against the model as it happens.

:mod:`.loader` finds vLLM (the installed release or a source tree named by
``--engine-path`` or ``KVTWIN_VLLM_PATH``) and probes what its pool does;
:mod:`.observe` reads a pool as the model's views; :mod:`.standalone` writes
reproductions that import only pytest and vllm; :mod:`.causes` describes what
kvtwin found. vLLM itself loads only when a target is first built.
"""

from kvtwin.core.engines import Engine, register_engine
from kvtwin.scenarios.blocks.targets.vllm import registration
from kvtwin.scenarios.blocks.targets.vllm.adapter import (
    POLICIES,
    TARGET,
    InsufficientCache,
    VllmBlockTarget,
)
from kvtwin.scenarios.blocks.targets.vllm.causes import CAUSES
from kvtwin.scenarios.blocks.targets.vllm.engine import ENGINE_TARGET, VllmEngine
from kvtwin.scenarios.blocks.targets.vllm.loader import (
    DISTRIBUTION,
    ENV_PATH,
    VllmRelease,
    load_release,
)

ENGINE = register_engine(
    Engine(
        DISTRIBUTION,
        ENV_PATH,
        (TARGET, ENGINE_TARGET),
        describe=lambda: load_release().describe(),
        causes=CAUSES,
        package_dirs=("vllm",),
    )
)

__all__ = [
    "ENGINE",
    "ENGINE_TARGET",
    "POLICIES",
    "TARGET",
    "InsufficientCache",
    "VllmBlockTarget",
    "VllmEngine",
    "VllmRelease",
    "load_release",
    "registration",
]
