"""vLLM under the blocks scenario, at two levels.

* ``--target vllm`` (:mod:`.adapter`): the allocator level, vLLM's
  ``BlockPool`` driven through the op interface as its KV cache manager calls
  it, against the model's vLLM flavour (``model/eviction.py``).
* the engine level (:mod:`.engine`): vLLM's real ``Scheduler``, built on the
  CPU around a stub model, steps on shared-prefix request traffic while every
  call it makes into its ``BlockPool`` is checked against the model as it
  happens. It takes requests, not allocator ops, so it runs through its own
  entry point (``python -m kvtwin.tools.peers_vllm engine``);
  ``--target vllm-engine`` says so.

:mod:`.loader` finds vLLM and probes what its pool does; :mod:`.observe` reads
a pool as the model's views; :mod:`.misuse` has the campaigns that call the
pool the way its caller never does; :mod:`.standalone` writes reproductions
that import only torch, pytest and vllm (``kvtwin.tools.peers_vllm`` runs them
all and times the pool against the impl). vLLM itself loads only when a target
is first built.
"""

from kvtwin.scenarios.blocks.targets.vllm.adapter import (
    POLICIES,
    TARGET,
    InsufficientCache,
    VllmBlockTarget,
)
from kvtwin.scenarios.blocks.targets.vllm.loader import VllmRelease, load_release
from kvtwin.scenarios.blocks.targets.vllm.registration import ENGINE_TARGET

__all__ = [
    "ENGINE_TARGET",
    "POLICIES",
    "TARGET",
    "InsufficientCache",
    "VllmBlockTarget",
    "VllmRelease",
    "load_release",
]
