"""``--target megatron-hybrid``: megatron-core's hybrid prefix cache under the hybrid
scenario, its ``KVBlockAllocator`` and ``MambaSlotAllocator`` driven as its inference
context drives them (:mod:`.adapter`, over :mod:`.stand_in` and :mod:`.forward`),
checked against the model's ``megatron`` flavour (``model/hybrid_megatron.py``).

megatron-core is found by the blocks scenario's loader (the installed release, or
the tree ``--engine-path`` or ``KVTWIN_MEGATRON_PATH`` names) and loads only when
the target is first built; where it cannot, ``TargetUnavailable`` says why.
Findings get standalone tests from :mod:`.standalone`; :mod:`.causes` describes
the causes seen so far.

:mod:`.engine` is ``megatron-hybrid-engine``, the engine level (megatron-core's own
``DynamicInferenceEngine`` for a hybrid model; :mod:`.engine_hooks` reports what its
context does to the caches, :mod:`.engine_forward` stands in the forward pass,
:mod:`.engine_observer` reads the caches), registered for ``hybrid-engine``; its
findings get standalone tests through the engine's own serving path from
:mod:`.standalone_engine`.
"""

from __future__ import annotations

from typing import Any

from kvtwin.scenarios.hybrid.targets.engine_driver import ENGINE_SCENARIO
from kvtwin.scenarios.hybrid.targets.megatron.adapter import TARGET, MegatronHybridTarget
from kvtwin.scenarios.hybrid.targets.megatron.engine import ENGINE_TARGET, MegatronHybridEngine
from kvtwin.scenarios.hybrid.targets.megatron.standalone import standalone_test
from kvtwin.scenarios.hybrid.targets.megatron.standalone_engine import standalone_engine_test

from kvtwin.core.registry import register_target
from kvtwin.scenarios.hybrid.targets.base import SCENARIO


@register_target(
    SCENARIO,
    TARGET,
    "megatron-core's KVBlockAllocator and MambaSlotAllocator, driven as its inference "
    "context drives them (the installed release, or --engine-path's tree)",
    standalone=standalone_test,
)
def make_megatron_hybrid_target(**options: Any) -> MegatronHybridTarget:
    return MegatronHybridTarget(**options)


@register_target(
    ENGINE_SCENARIO,
    ENGINE_TARGET,
    "megatron-core's DynamicInferenceEngine and context for a hybrid (attention + Mamba) "
    "model on the CPU, forward pass stood in; both caches checked at every request verb",
    standalone=standalone_engine_test,
)
def make_megatron_hybrid_engine(**options: Any) -> MegatronHybridEngine:
    return MegatronHybridEngine(**options)


__all__ = [
    "ENGINE_TARGET",
    "TARGET",
    "MegatronHybridEngine",
    "MegatronHybridTarget",
    "make_megatron_hybrid_engine",
    "make_megatron_hybrid_target",
]
