"""``--target megatron-hybrid``: megatron-core's hybrid prefix cache under the hybrid
scenario, its ``KVBlockAllocator`` and ``MambaSlotAllocator`` driven as its inference
context drives them (:mod:`.adapter`, over :mod:`.stand_in` and :mod:`.forward`),
checked against the model's ``megatron`` flavour (``model/hybrid_megatron.py``).

megatron-core is found by the blocks scenario's loader (the installed release, or
the tree ``--engine-path`` or ``KVTWIN_MEGATRON_PATH`` names) and loads only when
the target is first built; where it cannot, ``TargetUnavailable`` says why.
Findings get standalone tests from :mod:`.standalone`; :mod:`.causes` describes
the causes seen so far.
"""

from __future__ import annotations

from typing import Any

from kvtwin.core.registry import register_target
from kvtwin.scenarios.hybrid.targets.base import SCENARIO
from kvtwin.scenarios.hybrid.targets.megatron.adapter import TARGET, MegatronHybridTarget
from kvtwin.scenarios.hybrid.targets.megatron.standalone import standalone_test


@register_target(
    SCENARIO,
    TARGET,
    "megatron-core's KVBlockAllocator and MambaSlotAllocator, driven as its inference "
    "context drives them (the installed release, or --engine-path's tree)",
    standalone=standalone_test,
)
def make_megatron_hybrid_target(**options: Any) -> MegatronHybridTarget:
    return MegatronHybridTarget(**options)


__all__ = ["TARGET", "MegatronHybridTarget", "make_megatron_hybrid_target"]
