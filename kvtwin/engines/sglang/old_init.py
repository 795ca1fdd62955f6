"""SGLang under kvtwin: one engine package of the kit, with a scenario of its own.

SGLang's cache is a radix tree over token ids (whole-leaf eviction, lock counts
along paths) over a paged token allocator, not a pool of hashed blocks, so it is
checked by the ``radix`` scenario (:mod:`.radix`, model ``model.radix``;
docs/contract.md says why the blocks verbs do not map onto it) at two levels:

* ``--target sglang`` (the Rust tree core SGLang uses by default) and
  ``--target sglang-python`` (its Python core): the allocator level,
  ``UnifiedRadixCache`` (FULL) over ``PagedTokenToKVPoolAllocator`` driven op by
  op as its scheduler calls them (:mod:`.adapter`, :mod:`.registration`);
  ``--target sglang-both`` drives both cores and the model with one trace
  (:mod:`.differential`);
* ``--target sglang-engine`` / ``sglang-python-engine``: SGLang's own
  ``Scheduler`` step methods on the CPU with a stub model (:mod:`.engine`,
  :mod:`.scheduler` says what is stood in), every pool and tree call checked
  as it happens (:mod:`.hooks`), scenario ``radix-engine``.

:mod:`.loader` finds SGLang (the installed release or a source tree named by
``--engine-path`` or ``KVTWIN_SGLANG_PATH``); :mod:`.observe` reads a cache as
the model's observations; :mod:`.standalone` writes reproductions that import
only torch, pytest and sglang; :mod:`.causes` describes what kvtwin found;
:mod:`.timing` draws the per-op cost of both cores beside impl's and vLLM's. The
report is the kit's own survey, ``python -m kvtwin.tools.peers --target sglang
--target sglang-python`` (``nox -s peers-sglang``). SGLang itself loads only
when a target is first built.
"""

from kvtwin.core.engines import Engine, register_engine
from kvtwin.scenarios.blocks.targets.sglang import differential, engine, radix, registration
from kvtwin.scenarios.blocks.targets.sglang.adapter import TARGETS
from kvtwin.scenarios.blocks.targets.sglang.causes import CAUSES
from kvtwin.scenarios.blocks.targets.sglang.engine import ENGINE_TARGETS
from kvtwin.scenarios.blocks.targets.sglang.loader import (
    DISTRIBUTION,
    ENV_PATH,
    PACKAGE_DIRS,
    load_release,
)
from kvtwin.scenarios.radix import engine_scenario

ENGINE = register_engine(
    Engine(
        DISTRIBUTION,
        ENV_PATH,
        (*TARGETS, differential.TARGET, *ENGINE_TARGETS),
        describe=lambda: load_release().describe(),
        causes=CAUSES,
        package_dirs=PACKAGE_DIRS,
    )
)

__all__ = ["ENGINE", "engine", "engine_scenario", "radix", "registration"]
