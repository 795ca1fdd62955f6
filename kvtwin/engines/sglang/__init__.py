"""SGLang, one engine package of the kit: its record says what it provides.

SGLang's cache is a radix tree over token ids (whole-leaf eviction, lock counts
along paths) over a paged token allocator, not a pool of hashed blocks, so it is
checked by the ``radix`` scenario (model ``model.radix``; docs/contract.md says
why the blocks verbs do not map onto it) at two levels:

* ``--target sglang`` (the Rust tree core SGLang uses by default) and
  ``--target sglang-python`` (its Python core): the allocator level,
  ``UnifiedRadixCache`` (FULL) over ``PagedTokenToKVPoolAllocator`` driven op by
  op as its scheduler calls them (:mod:`.adapter`); ``--target sglang-both``
  drives both cores and the model with one trace (:mod:`.differential`);
* ``--target sglang-engine`` / ``sglang-python-engine``: SGLang's own
  ``Scheduler`` step methods on the CPU with a stub model (:mod:`.engine`;
  :mod:`.scheduler` says what is stood in), every pool and tree call checked
  as it happens (:mod:`.hooks`), scenario ``radix-engine``.

:mod:`.loader` finds SGLang (the installed release or a source tree named by
``--engine-path sglang=DIR`` or ``KVTWIN_SGLANG_PATH``); :mod:`.observe` reads a
cache as the model's observations; :mod:`.runtime` makes SGLang's calls and
reads its state, for kvtwin and for the standalone tests (:mod:`.standalone`
makes their data; :mod:`.standin` stands torchvision in); :mod:`.causes`
describes what kvtwin found; ``python -m kvtwin.engines.sglang.timing`` draws
the per-op cost of both cores beside impl's and vLLM's. The report is the kit's
survey, ``python -m kvtwin.tools.peers --target sglang --target sglang-python``
(``nox -s peers-sglang``). SGLang itself loads only when a target is first built.
"""

from kvtwin.core.engine_record import Engine, Provides, register_engine
from kvtwin.engines.sglang.adapter import SglangCacheTarget, SglangPythonCache
from kvtwin.engines.sglang.causes import CAUSES
from kvtwin.engines.sglang.differential import TARGET as BOTH
from kvtwin.engines.sglang.differential import BothCores
from kvtwin.engines.sglang.engine import SglangEngine, SglangPythonEngine
from kvtwin.engines.sglang.loader import DISTRIBUTION, ENV_PATH, PACKAGE_DIRS, load_release
from kvtwin.engines.sglang.standalone import STANDALONE
from kvtwin.scenarios.radix.target import ENGINE_SCENARIO, SCENARIO

ENGINE = register_engine(
    Engine(
        DISTRIBUTION,
        ENV_PATH,
        describe=lambda: load_release().describe(),
        provides=(
            *(
                Provides(
                    SCENARIO,
                    cache.TARGET,
                    f"SGLang's UnifiedRadixCache (FULL) on its {cache.core} tree core over "
                    "its PagedTokenToKVPoolAllocator, called as its scheduler calls them",
                    cache,
                    standalone=STANDALONE,
                    core=cache.core,
                )
                for cache in (SglangCacheTarget, SglangPythonCache)
            ),
            Provides(
                SCENARIO,
                BOTH,
                "SGLang's Rust and Python tree cores side by side with the model, one trace: "
                "each op on both, the cores compared with each other and the Rust core with "
                "the model",
                BothCores,
            ),
            *(
                Provides(
                    ENGINE_SCENARIO,
                    driver.TARGET,
                    f"SGLang's own Scheduler on the CPU ({driver.core} tree core) with a stub "
                    "model, every allocator and radix cache call it makes checked against the "
                    "model as it happens",
                    driver,
                    core=driver.core,
                )
                for driver in (SglangEngine, SglangPythonEngine)
            ),
        ),
        causes=CAUSES,
        package_dirs=PACKAGE_DIRS,
    )
)
